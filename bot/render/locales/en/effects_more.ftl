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
       *[other] { WORDS($count) } extra turns
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
       *[other] { POSS($player) } next { WORDS($count) } turns
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

## the game's outcome and life payments (plugins/effects_numbers.py)
step-loses_game = { PERSON($player) ->
        [you] You lose
       *[other] { CAP($player) } loses
    } the game ({ $card }).
step-wins_game = { PERSON($player) ->
        [you] You win
       *[other] { CAP($player) } wins
    } the game ({ $card }): each opponent loses it.
step-life_paid = { PERSON($player) ->
        [you] You pay
       *[other] { CAP($player) } pays
    } { $amount } life for { SUBJECT($card) } ({ $total } left).
step-life_not_paid = { PERSON($player) ->
        [you] You don't pay
       *[other] { CAP($player) } doesn't pay
    } { $amount } life.
step-life_short = { PERSON($player) ->
        [you] You have
       *[other] { CAP($player) } has
    } only { $total } life: { $amount } life can't be paid.

## prevention from a chosen source (plugins/effects_shields.py)
step-prevention_from_source = { $next ->
        [1] The next time
       *[other] Each time
    } { SUBJECT($source) } would deal damage to { $target } this turn, that damage is prevented.
step-prevention_from_source_any = All the damage { SUBJECT($source) } would deal this turn is prevented.
step-no_source_to_choose = No source of damage can be chosen for { SUBJECT($card) }: nothing is prevented.
step-source_not_allowed = { CAP(SUBJECT($card)) } isn't a source this sentence allows, so nothing is prevented: “{ $sentence }”
word-damage_source = the source of damage

## combat requirements and permissions until end of turn (the marks of plugins/effects.py)
step-marked_can_attack_with_defender = { CAP(SUBJECT($card)) } can attack this turn as though it didn't have defender.
step-redirection_shield = The next { $amount } damage that would be dealt to { $card } this turn will be dealt to { $to } instead.
step-damage_redirected = { $amount } of the damage { SUBJECT($source) } would deal to { $card } is dealt to { $to } instead.
