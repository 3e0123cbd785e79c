### Arbitre : « ... à moins qu'un joueur ne paie » pour tout effet (118.12 ; plugin effects_unless). Écrit par le projet.

step-paid_unless_effect = { PERSON($player) ->
        [you] Vous payez
       *[other] { CAP($player) } paie
    } { $what ->
        [life] { $life } points de vie
        [both] { $mana } et { $life } points de vie
       *[mana] { $mana }
    } : « { $sentence } » n'a pas lieu.
step-declines_to_pay_cost = { PERSON($player) ->
        [you] Vous ne payez pas
       *[other] { CAP($player) } ne paie pas
    } { $what ->
        [life] { $life } points de vie
        [both] { $mana } et { $life } points de vie
       *[mana] { $mana }
    }.
step-unless_cost_unpayable = { PERSON($player) ->
        [you] Vous ne pouvez pas payer
       *[other] { CAP($player) } ne peut pas payer
    } { $what ->
        [life] { $life } points de vie (pas assez de points de vie)
        [both] { $mana } et { $life } points de vie
       *[mana] { $mana } (pas assez de mana disponible)
    }.
step-cant_attach_entering = Rien ne permet d'attacher { SUBJECT($card) } : rien ne bouge.
