### Arbitre: one-line game actions (issue 11: effects): amass, learn, venture into the dungeon, the monarch,
### clash, coin flips and die rolls. Written by the project: rules are cited by number only.

## steps
step-amassed = { $count ->
        [one] A +1/+1 counter is
       *[other] { CAP(WORDS($count)) } +1/+1 counters are
    } put on { $card }, the Army amassed.
step-learned = { PERSON($player) ->
        [you] You learn: you discard
       *[other] { CAP($player) } learns: discards
    } { $card } and { PERSON($player) ->
        [you] draw
       *[other] draws
    } { $count ->
        [0] nothing (the library is empty)
        [one] a card
       *[other] { WORDS($count) } cards
    }.
step-dungeon_entered = { PERSON($player) ->
        [you] You put
       *[other] { CAP($player) } puts
    } the dungeon “{ $dungeon }” into the command zone.
step-room_entered = { PERSON($player) ->
        [you] Your
       *[other] { CAP(POSS($player)) }
    } venture marker moves into the room “{ $room }” of “{ $dungeon }”: its room ability triggers.
step-dungeon_completed = { PERSON($player) ->
        [you] You complete
       *[other] { CAP($player) } completes
    } the dungeon “{ $dungeon }” ({ $count ->
        [one] the first dungeon completed
       *[other] { WORDS($count) } dungeons completed
    }); it leaves the game.
step-becomes_monarch = { PERSON($player) ->
        [you] You become
       *[other] { CAP($player) } becomes
    } the monarch.
step-coin_flip = { PERSON($player) ->
        [you] You flip a coin and { $won ->
            [true] win
           *[other] lose
        } the flip.
       *[other] { CAP($player) } flips a coin and { $won ->
            [true] wins
           *[other] loses
        } the flip.
    }
step-clash_revealed = { PERSON($player) ->
        [you] You reveal
       *[other] { CAP($player) } reveals
    } { $card }, { PERSON($opponent) ->
        [you] you reveal
       *[other] { $opponent } reveals
    } { $other }.
step-clash = { PERSON($player) ->
        [you] You clash with { $opponent } and { $won ->
            [true] win.
           *[other] don't win.
        }
       *[other] { CAP($player) } clashes with { PERSON($opponent) ->
            [you] you
           *[other] { $opponent }
        } and { $won ->
            [true] wins.
           *[other] doesn't win.
        }
    }
step-die_rolled = { PERSON($player) ->
        [you] You roll
       *[other] { CAP($player) } rolls
    } a { $sides }-sided die: the result is { $result }.

## what an assumed choice is about
word-learn_nothing = you learn nothing: no card is discarded, no Lesson card is taken from outside the game
    .kind = clause
word-room = which room the venture marker moves into
word-dungeon = which dungeon is brought into the game
word-coin_flip = result of the coin flip
word-clash_result = result of the clash (top cards unknown)
word-clash_keep = the revealed cards stay on top of their libraries
    .kind = clause
word-die_roll = result of the die roll
word-army = which Army gets the counters
word-room_ability = room ability
word-monarch_draw = the monarch's end step
word-monarch_steal = combat damage to the monarch

## final situation
state-monarch = ; the monarch
state-dungeons_completed = ; dungeons completed: { $count }

## what a permanent is, changed until end of turn or for good (613)
step-loses_all_abilities = { CAP(SUBJECT($card)) } loses all its abilities { $until }.
step-change_loses = { CAP(SUBJECT($card)) } loses { $abilities } { $until }.
step-change_gains = { CAP(SUBJECT($card)) } gains { $abilities } { $until }.
step-change_color = { CAP(SUBJECT($card)) } is { $color } { $until }.
step-types_changed = { $addition ->
        [true] { CAP(SUBJECT($card)) } gains the types { $types } { $until }.
       *[other] The types of { SUBJECT($card) } become { $types } { $until }.
    }
step-base_pt_set = { CAP(SUBJECT($card)) } has base power and toughness { $pt } { $until }.
step-gains_quoted_ability = { CAP(SUBJECT($card)) } gains “{ $ability }” { $until }.
step-land_type_changed = { CAP(SUBJECT($card)) } { $addition ->
        [true] also has the land type { $land_type } until end of turn, with its mana ability.
       *[other] has { $land_type } as its only land type until end of turn: that type's mana ability and none of its own abilities.
    }
word-basic_land_type = basic land type
word-creature_type = creature type

## requirements of this turn's combat (508.1d, 509.1c)
step-marked_lure = Every creature able to block { SUBJECT($card) } this turn must do so.
step-marked_must_be_blocked = { CAP(SUBJECT($card)) } must be blocked this turn if able.
step-marked_attacks_each_combat = { CAP(SUBJECT($card)) } must attack this turn if able.
step-marked_blocks_each_combat = { CAP(SUBJECT($card)) } must block this turn if able.

## trigger events of game actions
word-became_monarch = a player becomes the monarch
word-completed_dungeon = a dungeon is completed
word-rolled_dice = dice are rolled
word-rolled_die = a die is rolled
word-won_flip = a coin flip is won
word-clashed = a clash
word-won_clash = a clash is won
step-marked_assigns_no_combat_damage = { CAP(SUBJECT($card)) } assigns no combat damage this turn.

## flip cards (710)
step-flipped = { CAP(SUBJECT($card)) } flips: it is now { $into } (its colour and mana cost stay).
step-cant_flip = { CAP(SUBJECT($card)) } doesn't flip: it isn't an unflipped flip card.

## life totals set (119.5)
step-life_set = { PERSON($player) ->
        [you] Your life total becomes
       *[other] { CAP(POSS($player)) } life total becomes
    } { $life } (it was { $before }: the difference is gained or lost).
