### Arbitre: effects with a duration other than "until end of turn" (611.2a): "until your next turn".
### Written by the project: rules are cited by number only.

step-pumped_until_next_turn = { CAP(SUBJECT($card)) } gets { $power }/{ $toughness } until { PERSON($player) ->
        [you] your
       *[other] { POSS($player) }
    } next turn (now { $now }).
step-gains_abilities_until_next_turn = { CAP(SUBJECT($card)) } gains { $abilities } until { PERSON($player) ->
        [you] your
       *[other] { POSS($player) }
    } next turn.
step-effect_until_next_turn = Until { PERSON($player) ->
        [you] your
       *[other] { POSS($player) }
    } next turn: “{ $sentence }” ({ $card }).
step-next_turn_change_ends = { PERSON($player) ->
        [you] Your
       *[other] { CAP(POSS($player)) }
    } turn begins: the effect of { $source } on { $card } ends{ $creature ->
        [true] {""} (now { $now })
       *[other] {""}
    }.
step-next_turn_effect_ends = { PERSON($player) ->
        [you] Your
       *[other] { CAP(POSS($player)) }
    } turn begins: “{ $sentence }” ({ $card }) ends.
step-marked_until_next_turn = { CAP(SUBJECT($card)) } { $mark ->
        [cant_attack_or_block] can't attack or block
        [cant_attack] can't attack
        [cant_block] can't block
        [cant_be_blocked] can't be blocked
        [attacks_each_combat] attacks each combat if able
        [blocks_each_combat] blocks each combat if able
       *[must_be_blocked] must be blocked if able
    } until { PERSON($player) ->
        [you] your
       *[other] { POSS($player) }
    } next turn ({ $source }).
step-next_turn_mark_ends = { PERSON($player) ->
        [you] Your
       *[other] { CAP(POSS($player)) }
    } turn begins: “{ $sentence }” ({ $source }) no longer applies to { $card }.

## choices made for a player (the "what" of an assumed choice)
word-library_top_or_bottom = the card goes on top of its owner's library
    .kind = clause
