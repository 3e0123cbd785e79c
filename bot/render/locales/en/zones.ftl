### Arbitre: the wording of the zone effects of plugin `effects_zones` (issue 11). Written by the project.

## steps
step-nothing_to_untap = There is nothing to untap.
step-declines_optional_draw = { PERSON($player) ->
        [you] You don't draw.
       *[other] { CAP($player) } doesn't draw.
    }
step-looks_at_library = { PERSON($player) ->
        [you] You look
       *[other] { CAP($player) } looks
    } at the top of { PERSON($owner) ->
        [you] your
       *[other] { POSS($owner) }
    } library: { $cards }{ $unknown ->
        [0] {""}
        [one] {" "}and one unknown card (the library is unknown in this situation)
       *[other] {" "}and { WORDS($unknown) } unknown cards (the library is unknown in this situation)
    }.
step-cant_pay_unless_cost = { PERSON($player) ->
        [you] You can't pay
       *[other] { CAP($player) } can't pay
    } the cost that would prevent it (118.3).
step-declines_unless_cost = { PERSON($player) ->
        [you] You don't pay
       *[other] { CAP($player) } doesn't pay
    } the cost that would prevent it.
step-unless_life_paid = { PERSON($player) ->
        [you] You pay { $amount } life (life total now { $life }).
       *[other] { CAP($player) } pays { $amount } life (life total now { $life }).
    }

## words in parameters
word-optional_draw = the player draws (“may draw”)
    .kind = clause
word-untap_chosen = which permanents are untapped: tapped ones of the controller first
word-exile_graveyard = which card of the graveyard is exiled

## combat requirements until end of turn
step-requirement_block_source = { CAP(SUBJECT($card)) } blocks { $source } this turn if able.

## permissions
step-may_play_this_turn = { PERSON($player) ->
        [you] You
       *[other] { CAP($player) }
    } may { $how ->
        [play] play
       *[other] cast
    } { $cards } from exile this turn.
step-extra_land_this_turn = { PERSON($player) ->
        [you] You
       *[other] { CAP($player) }
    } may play { $count ->
        [one] an additional land
       *[other] { WORDS($count) } additional lands
    } this turn.

## cards exiled or revealed
step-exiled_from = { CAP(SUBJECT($card)) } is exiled from { PERSON($player) ->
        [you] your
       *[other] { POSS($player) }
    } { ID($zone) ->
        [hand] hand
       *[other] graveyard
    }.
step-nothing_to_exile = { PERSON($player) ->
        [you] You have
       *[other] { CAP($player) } has
    } no card to exile there.
step-put_into_hand = { PERSON($player) ->
        [you] You put
       *[other] { CAP($player) } puts
    } { $card } into { PERSON($player) ->
        [you] your
       *[other] their
    } hand.
step-reveals_card = { PERSON($player) ->
        [you] You reveal
       *[other] { CAP($player) } reveals
    } { $card }.
step-nothing_to_reveal = { PERSON($player) ->
        [you] You have
       *[other] { CAP($player) } has
    } no card in hand to reveal.
word-random_reveal = which card is revealed at random: the first one of the hand
step-removed_from_combat_effect = { CAP(SUBJECT($card)) } is removed from combat.
step-hand_shuffled_in = { PERSON($player) ->
        [you] You shuffle
       *[other] { CAP($player) } shuffles
    } { $count ->
        [one] one card
       *[other] { WORDS($count) } cards
    } from hand into the library (its order is now unknown).
word-discard_none = no card is chosen
    .kind = clause
step-exiled_same_name = Cards named { BARE($card) } in { PERSON($player) ->
        [you] your
       *[other] { POSS($player) }
    } graveyard, hand and library are exiled: { $count ->
        [0] none
       *[other] { $cards }
    }.
word-all_found = every card found is exiled
    .kind = clause
step-enters_attacking = { CAP(SUBJECT($card)) } enters attacking (it was never declared as an attacker).
step-enters_not_attacking = { CAP(SUBJECT($card)) } enters, but not attacking: { PERSON($player) ->
        [you] you are
       *[other] { $player } is
    } not the attacking player in a combat.
step-unknown_zone_choice = { PERSON($player) ->
        [you] Your
       *[other] { CAP(POSS($player)) }
    } { ID($zone) ->
        [hand] hand
        [library] library
        [exile] exile
       *[other] graveyard
    } is unknown in this situation and no line says which card is chosen: the situation below doesn't show it (write it, e.g. “I choose …”).
step-assumed_unknown_cards = { PERSON($player) ->
        [you] Your
       *[other] { CAP(POSS($player)) }
    } { ID($zone) ->
        [hand] hand
        [library] library
        [exile] exile
       *[other] graveyard
    } is unknown in this situation: assumed that { $count ->
        [one] an unknown card
       *[other] { $count } unknown cards
    } of it { $count ->
        [one] is
       *[other] are
    } the one chosen.
step-unknown_zone_card_named = { CAP(SUBJECT($card)) } is taken as one of the unknown cards of { PERSON($player) ->
        [you] your
       *[other] { POSS($player) }
    } { ID($zone) ->
        [hand] hand
        [library] library
        [exile] exile
       *[other] graveyard
    } (the line names it).
step-nothing_chosen = { PERSON($player) ->
        [you] You have
       *[other] { CAP($player) } has
    } no card that qualifies there: nothing moves.
word-move_hand = which card is put into the hand
word-move_battlefield = which card is put onto the battlefield
word-move_graveyard = which card is put into the graveyard
word-move_exile = which card is exiled
word-move_library_top = which card is put on top of the library
word-move_library_bottom = which card is put on the bottom of the library
word-move_library_shuffle = which card is shuffled into the library
step-reveals_unknown_hand = { PERSON($player) ->
        [you] You reveal your hand
       *[other] { CAP($player) } reveals their hand
    }, unknown in this situation{ $count ->
        [0] {""}
       *[other] {""} (it holds { $cards } and cards the message doesn't list)
    }: what it holds is not known.
step-looks_at_unknown_hand = { PERSON($player) ->
        [you] You look at
       *[other] { CAP($player) } looks at
    } { PERSON($target) ->
        [you] your hand
       *[other] { POSS($target) } hand
    }, unknown in this situation{ $count ->
        [0] {""}
       *[other] {""} (it holds { $cards } and cards the message doesn't list)
    }: what it holds is not known.
step-held_tapped = { CAP(SUBJECT($card)) } doesn't untap during its controller's untap step for as long as { ID($condition) ->
        [tapped] { $source } remains tapped
       *[other] { PERSON($player) ->
            [you] you control { $source }
           *[other] { $player } controls { $source }
        }
    }.
step-hold_already_over = { CAP(SUBJECT($card)) } is no longer on the battlefield: the effect that would keep a permanent tapped for as long as it stays so has already ended.
step-reveals_chosen = { PERSON($player) ->
        [you] You reveal
       *[other] { CAP($player) } reveals
    } { $count ->
        [0] no card
        [one] one card
       *[other] { $count } cards
    } from { PERSON($player) ->
        [you] your
       *[other] their
    } hand{ $count ->
        [0] {""}
       *[other] : { $cards }
    }.
word-reveal_any = which cards are revealed

## a countered spell that goes elsewhere than its owner's graveyard (614.1a: Remand, Memory Lapse, Spell Crumple)
step-countered_moved = { CAP(SUBJECT($card)) } goes { $place ->
        [hand] to its owner's hand
        [library_bottom] to the bottom of its owner's library
       *[library] on top of its owner's library
    } instead of to the graveyard.
