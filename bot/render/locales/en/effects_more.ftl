### Arbitre: more of what resolving spells and abilities do (issue 11: effects): replacements of a
### counter, energy, extra turns, coins and dice. Written by the project: rules are cited by number only.

## steps
step-countered_exiled = { CAP(SUBJECT($card)) } is exiled instead of going to its owner's graveyard.
step-exiled_until = { CAP(SUBJECT($card)) } is exiled until { SUBJECT($source) } leaves the battlefield.
step-exile_until_source_gone = { CAP(SUBJECT($card)) } has already left the battlefield: nothing is exiled.
step-returned_from_exile_until = { CAP(SUBJECT($source)) } has left the battlefield: { SUBJECT($card) } returns to the battlefield under { POSS($player) } control.
step-extra_turn = { PERSON($player) ->
        [you] You
       *[other] { CAP($player) }
    } will take { $count ->
        [one] an extra turn
       *[other] { $count } extra turns
    } after this one.
step-takes_extra_turn = { PERSON($player) ->
        [you] You take
       *[other] { CAP($player) } takes
    } an extra turn.
step-skips_turns = { PERSON($player) ->
        [you] You
       *[other] { CAP($player) }
    } will skip { $count ->
        [one] { POSS($player) } next turn
       *[other] { POSS($player) } next { $count } turns
    }.
step-turn_skipped = { PERSON($player) ->
        [you] You skip
       *[other] { CAP($player) } skips
    } this turn.
step-energy_gained = { PERSON($player) ->
        [you] You get
       *[other] { CAP($player) } gets
    } { $amount } energy ({ $total } in all).
step-energy_paid = { PERSON($player) ->
        [you] You pay
       *[other] { CAP($player) } pays
    } { $amount } energy for { SUBJECT($card) } ({ $total } left).
step-energy_short = { PERSON($player) ->
        [you] You have
       *[other] { CAP($player) } has
    } only { $total } energy: { $amount } can't be paid.

## final situation
state-poison = ; poison counters: { $count }
state-energy = ; energy: { $count }
