### Arbitre: the wording of what resolving spells and abilities do (issue 11: effects), and the words
### their messages use. Written by the project: rule numbers are cited, the rules' text is never copied here.

## steps
step-marked_cant_block = { CAP(SUBJECT($card)) } can't block this turn.
step-marked_cant_be_blocked = { CAP(SUBJECT($card)) } can't be blocked this turn.
step-marked_cant_attack = { CAP(SUBJECT($card)) } can't attack this turn.
step-marked_cant_attack_or_block = { CAP(SUBJECT($card)) } can't attack or block this turn.
step-marked_cant_be_regenerated = { CAP(SUBJECT($card)) } can't be regenerated this turn.
step-marked_exile_if_dies = If { SUBJECT($card) } would die this turn, it is exiled instead.
step-marked_doesnt_untap_next = { CAP(SUBJECT($card)) } doesn't untap during its controller's next untap step.
step-becomes_color = { CAP(SUBJECT($card)) } becomes { $color } until end of turn.
step-regeneration_shield = { CAP(SUBJECT($card)) } gets a regeneration shield: the next time it would be destroyed this turn, it is tapped, its damage removed and it leaves combat instead.
step-regenerated = { CAP(SUBJECT($card)) } regenerates instead of being destroyed: tapped, damage removed, removed from combat.
step-gains_control = { PERSON($player) ->
        [you] You gain
       *[other] { CAP($player) } gains
    } control of { $card }.
step-gains_control_eot = { PERSON($player) ->
        [you] You gain
       *[other] { CAP($player) } gains
    } control of { $card } until end of turn.
step-control_returns = Control of { $card } goes back to { PERSON($player) ->
        [you] you
       *[other] { $player }
    }.
step-attached = { CAP(SUBJECT($card)) } is now attached to { $to }.
step-tokens_created = { PERSON($player) ->
        [you] You create
       *[other] { CAP($player) } creates
    } { $count ->
        [one] a { $card }
       *[other] { $count } × { $card }
    }.
step-milled = { PERSON($player) ->
        [you] You mill
       *[other] { CAP($player) } mills
    } { $count ->
        [one] one card
       *[other] { $count } cards
    }: { $cards }{ $unknown ->
        [0] {""}
        [one] {" "}and one card from the unknown part of the library (not known which)
       *[other] {" "}and { $unknown } cards from the unknown part of the library (not known which)
    }.
step-looks_at_top = { PERSON($player) ->
        [you] You look
       *[other] { CAP($player) } looks
    } at the top of { POSS($player) } library: { $cards }{ $unknown ->
        [0] {""}
        [one] {" "}and one unknown card (the library is unknown in this situation)
       *[other] {" "}and { $unknown } unknown cards (the library is unknown in this situation)
    }.
step-reveals_top = { PERSON($player) ->
        [you] You reveal
       *[other] { CAP($player) } reveals
    } the top of { POSS($player) } library: { $cards }{ $unknown ->
        [0] {""}
        [one] {" "}and one unknown card (the library is unknown in this situation)
       *[other] {" "}and { $unknown } unknown cards (the library is unknown in this situation)
    }.
step-scried = { PERSON($player) ->
        [you] You scry
       *[other] { CAP($player) } scries
    } { $count }; put on the bottom: { $moved }{ $unknown ->
        [0] {""}
        [one] {" "}(one unknown card stays unknown)
       *[other] {" "}({ $unknown } unknown cards stay unknown)
    }.
step-surveilled = { PERSON($player) ->
        [you] You surveil
       *[other] { CAP($player) } surveils
    } { $count }; put into the graveyard: { $moved }{ $unknown ->
        [0] {""}
        [one] {" "}(one unknown card stays unknown)
       *[other] {" "}({ $unknown } unknown cards stay unknown)
    }.
step-exiled_top = { PERSON($player) ->
        [you] You exile
       *[other] { CAP($player) } exiles
    } the top of { POSS($player) } library: { $cards }{ $unknown ->
        [0] {""}
        [one] {" "}and one unknown card
       *[other] {" "}and { $unknown } unknown cards
    }.
step-reveals_hand = { PERSON($player) ->
        [you] You reveal your hand
       *[other] { CAP($player) } reveals their hand
    }: { $cards }.
step-returned_to_hand_from = { CAP(SUBJECT($card)) } returns { FROM($zone) } to its owner's hand.
step-returned_to_battlefield = { CAP(SUBJECT($card)) } returns to the battlefield under { POSS($player) } control.
step-gains_abilities = { CAP(SUBJECT($card)) } gains { $abilities } until end of turn.
step-paid_unless = { PERSON($player) ->
        [you] You pay
       *[other] { CAP($player) } pays
    } { $cost }: { SUBJECT($card) } is not countered.
step-declines_to_pay = { PERSON($player) ->
        [you] You don't pay
       *[other] { CAP($player) } doesn't pay
    } { $cost }.
step-cant_pay_unless = { PERSON($player) ->
        [you] You can't pay
       *[other] { CAP($player) } can't pay
    } { $cost } (not enough mana available).
step-exiled_instead = { CAP(SUBJECT($card)) } would die: it is exiled instead (a replacement effect).
step-spell_copied = { PERSON($player) ->
        [you] You put
       *[other] { CAP($player) } puts
    } a copy of { $card } on the stack, with the same choices and targets.
sba-aura_unattached = State-based action: { SUBJECT($card) } is an Aura attached to nothing legal and is put into its owner's graveyard.
sba-equipment_unattached = State-based action: { SUBJECT($card) } is attached to something it can't equip and becomes unattached.
sba-token_ceases = State-based action: { SUBJECT($card) } is a token outside the battlefield ({ $zone }) and ceases to exist.
sba-copy_ceases = State-based action: the copy of { $card } is outside the stack ({ $zone }) and ceases to exist.
step-last_known_source = { CAP(SUBJECT($card)) } has left the battlefield: the ability uses its last known information (608.2h).
step-damage_division = { CAP(SUBJECT($card)) } divides its damage: { $shares } to { $targets }, in that order (601.2d).
step-combat_damage_prevented_this_turn = All combat damage that would be dealt this turn will be prevented.
step-combat_damage_prevented = The { $amount } combat damage { $source } would deal is prevented.
step-exiled_instead_of_graveyard = { CAP(SUBJECT($card)) } would go to a graveyard: because of { $source }, it is exiled instead (a replacement effect).
step-division_announced = The damage of { $card } is divided: { $shares } to { $targets }, in that order.
ill-no_division = { CAP(SUBJECT($card)) } doesn't divide damage: there is nothing to divide (601.2d).
ill-bad_division = The { $total } damage of { $card } must be divided among its { $count } targets, at least 1 each and { $total } in all; the line gives { $given }.
step-pays_optional = { PERSON($player) ->
        [you] You pay
       *[other] { CAP($player) } pays
    } { $cost }.
step-put_on_library = { CAP(SUBJECT($card)) } is put on top of its owner's library.
step-put_onto_battlefield = { PERSON($player) ->
        [you] You put
       *[other] { CAP($player) } puts
    } { $card } onto the battlefield.
step-nothing_to_choose = There is no card to choose in { POSS($player) } hand.
step-delayed_trigger_created = A delayed triggered ability of { $card } will trigger at the beginning of the next { $step } step.

## words in parameters
word-color = color
    .kind = color
word-optional = the optional action (“you may”) is done
    .kind = clause
word-decline_pay = the cost is not paid
    .kind = clause
word-scry = no card goes to the bottom
    .kind = clause
word-surveil = no card goes to the graveyard
    .kind = clause
word-enters_other = a permanent enters the battlefield
word-leaves = leaves the battlefield
word-attacks = attacks
word-attacks_other = a creature attacks
word-blocks = blocks
word-blocked = becomes blocked
word-attacks_or_blocks = attacks or blocks
word-combat_damage_to_player = deals combat damage to a player
word-cast = a spell is cast
word-cast_self = this spell is cast
word-upkeep = beginning of the upkeep
word-end_step = beginning of the end step
word-combat = beginning of combat
word-copy_targets = the copy keeps the original's targets
    .kind = clause
word-division = the damage is divided as evenly as possible
    .kind = clause
word-put_onto_battlefield = which card is put onto the battlefield
word-delayed = delayed triggered ability
