### Arbitre : la formulation des effets de zones du plugin `effects_zones` (ticket 11). Écrit par le projet.

## étapes
step-nothing_to_untap = Il n'y a rien à dégager.
step-declines_optional_draw = { PERSON($player) ->
        [you] Vous ne piochez pas.
       *[other] { CAP($player) } ne pioche pas.
    }
step-looks_at_library = { PERSON($player) ->
        [you] Vous regardez
       *[other] { CAP($player) } regarde
    } le dessus de { PERSON($owner) ->
        [you] votre bibliothèque
       *[other] la bibliothèque { DE($owner) }
    } : { $cards }{ $unknown ->
        [0] {""}
        [one] {" "}et une carte inconnue (la bibliothèque n'est pas connue dans cette situation)
       *[other] {" "}et { $unknown } cartes inconnues (la bibliothèque n'est pas connue dans cette situation)
    }.
step-cant_pay_unless_cost = { PERSON($player) ->
        [you] Vous ne pouvez pas payer
       *[other] { CAP($player) } ne peut pas payer
    } le coût qui l'empêcherait (118.3).
step-declines_unless_cost = { PERSON($player) ->
        [you] Vous ne payez pas
       *[other] { CAP($player) } ne paie pas
    } le coût qui l'empêcherait.
step-life_paid = { PERSON($player) ->
        [you] Vous payez { $amount } points de vie (total : { $life }).
       *[other] { CAP($player) } paie { $amount } points de vie (total : { $life }).
    }

## mots des paramètres
word-optional_draw = le joueur pioche (« peut piocher »)
    .kind = clause
word-untap_chosen = permanents dégagés : d'abord ceux, engagés, du contrôleur
word-exile_graveyard = carte du cimetière exilée
