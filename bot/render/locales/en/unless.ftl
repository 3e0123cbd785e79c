### Arbitre: "... unless a player pays" for any effect (118.12; plugin effects_unless). Written by the project.

step-paid_unless_effect = { PERSON($player) ->
        [you] You pay
       *[other] { CAP($player) } pays
    } { $what ->
        [life] { $life } life
        [both] { $mana } and { $life } life
       *[mana] { $mana }
    }: “{ $sentence }” doesn't happen.
step-declines_to_pay_cost = { PERSON($player) ->
        [you] You don't pay
       *[other] { CAP($player) } doesn't pay
    } { $what ->
        [life] { $life } life
        [both] { $mana } and { $life } life
       *[mana] { $mana }
    }.
step-unless_cost_unpayable = { PERSON($player) ->
        [you] You can't pay
       *[other] { CAP($player) } can't pay
    } { $what ->
        [life] { $life } life (not enough life)
        [both] { $mana } and { $life } life
       *[mana] { $mana } (not enough mana available)
    }.
step-cant_attach_entering = { CAP(SUBJECT($card)) } has nothing it can be attached to: it stays where it is.
