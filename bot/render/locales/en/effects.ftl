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
        [one] { INDEF($card) }
       *[other] { WORDS($count) } { PLURAL($card) }
    }.
step-milled = { PERSON($player) ->
        [you] You mill
       *[other] { CAP($player) } mills
    } { $count ->
        [one] one card
       *[other] { WORDS($count) } cards
    }: { $cards }{ $unknown ->
        [0] {""}
        [one] {" "}and one card from the unknown part of the library (not known which)
       *[other] {" "}and { WORDS($unknown) } cards from the unknown part of the library (not known which)
    }.
step-looks_at_top = { PERSON($player) ->
        [you] You look
       *[other] { CAP($player) } looks
    } at the top of { POSS($player) } library: { $cards }{ $unknown ->
        [0] {""}
        [one] {" "}and one unknown card (the library is unknown in this situation)
       *[other] {" "}and { WORDS($unknown) } unknown cards (the library is unknown in this situation)
    }.
step-reveals_top = { PERSON($player) ->
        [you] You reveal
       *[other] { CAP($player) } reveals
    } the top of { POSS($player) } library: { $cards }{ $unknown ->
        [0] {""}
        [one] {" "}and one unknown card (the library is unknown in this situation)
       *[other] {" "}and { WORDS($unknown) } unknown cards (the library is unknown in this situation)
    }.
step-scried = { PERSON($player) ->
        [you] You scry
       *[other] { CAP($player) } scries
    } { $count }; put on the bottom: { $moved }{ $unknown ->
        [0] {""}
        [one] {" "}(one unknown card stays unknown)
       *[other] {" "}({ WORDS($unknown) } unknown cards stay unknown)
    }.
step-surveilled = { PERSON($player) ->
        [you] You surveil
       *[other] { CAP($player) } surveils
    } { $count }; put into the graveyard: { $moved }{ $unknown ->
        [0] {""}
        [one] {" "}(one unknown card stays unknown)
       *[other] {" "}({ WORDS($unknown) } unknown cards stay unknown)
    }.
step-exiled_top = { PERSON($player) ->
        [you] You exile
       *[other] { CAP($player) } exiles
    } the top of { PERSON($player) ->
        [you] your
       *[other] their
    } library: { $cards }{ $unknown ->
        [0] {""}
        [one] {" "}and one unknown card
       *[other] {" "}and { WORDS($unknown) } unknown cards
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
step-exiled_instead = { CAP(SUBJECT($card)) } would die: it is exiled instead (a replacement effect).
step-spell_copied = { PERSON($player) ->
        [you] You put
       *[other] { CAP($player) } puts
    } a copy of { $card } on the stack, with the same choices and targets.
sba-aura_unattached = State-based action: { SUBJECT($card) } is an Aura attached to nothing legal and is put into its owner's graveyard.
sba-equipment_unattached = State-based action: { SUBJECT($card) } is attached to something it can't equip and becomes unattached.
sba-token_ceases = State-based action: { SUBJECT($card) } is { PLACE($zone) }, outside the battlefield, and ceases to exist.
sba-copy_ceases = State-based action: the copy of { $card } is { PLACE($zone) }, outside the stack, and ceases to exist.
step-last_known_source = { CAP(SUBJECT($card)) } has left the battlefield: the ability uses its last known information (608.2h).
step-damage_division = { CAP(SUBJECT($card)) } divides its damage: { $shares } to { $targets }, in that order (601.2d).
step-combat_damage_prevented_this_turn = All combat damage that would be dealt this turn will be prevented.
step-combat_damage_prevented = The { $amount } combat damage { $source } would deal is prevented.
step-exiled_instead_of_graveyard = { CAP(SUBJECT($card)) } would go to a graveyard: because of { $source }, it is exiled instead (a replacement effect).
step-division_announced = The damage of { $card } is divided: { $shares } to { $targets }, in that order.
ill-no_division = { CAP(SUBJECT($card)) } doesn't divide damage: there is nothing to divide (601.2d).
ill-bad_division = The { $total } damage of { $card } must be divided among its { WORDS($count) } targets, at least 1 each and { $total } in all; the line gives { $given }.
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
step-delayed_trigger_created = A delayed triggered ability of { $card } will trigger at the beginning of the next { ID($step) ->
        [upkeep] upkeep
        [end_of_combat] end of combat step
       *[other] end step
    }.

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
word-exerted = you exert it
word-exerted_any = you exert a creature
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
word-put_on_library = which cards are put on top of the library
word-delayed = delayed triggered ability
word-reflexive = reflexive triggered ability: the action before it was done
step-reflexive_not_done = The action offered by { $card } was not done: its reflexive triggered ability (“when you do”) does not trigger.

## zone changes (plugins/zones.py)
step-moved_hand = { CAP(SUBJECT($card)) } is put into its owner's hand.
step-moved_graveyard = { CAP(SUBJECT($card)) } is put into its owner's graveyard.
step-moved_exile = { CAP(SUBJECT($card)) } is exiled.
step-moved_library_top = { CAP(SUBJECT($card)) } is put on top of its owner's library.
step-moved_library_bottom = { CAP(SUBJECT($card)) } is put on the bottom of its owner's library.
step-moved_library_shuffle = { CAP(SUBJECT($card)) } is shuffled into its owner's library.

## more of what resolves (issue 11: the general effect grammar)
step-condition_met = The condition is met, so this part of { $card } happens: “{ $sentence }”
step-condition_false = The condition isn't met, so this part of { $card } does nothing: “{ $sentence }”
step-damage_prevented_shield = A prevention effect prevents { $amount } of the damage { $source } would deal to { $target } (615.1).
step-prevention_shield = { $amount ->
        [-1] All the damage
        [one] The next 1 damage
       *[other] The next { $amount } damage
    } that would be { $direction ->
        [by] dealt by { $target }
        [all] dealt
       *[to] dealt to { $target }
    } this turn will be prevented.
step-no_fight = No fight: one of the two is no longer a creature on the battlefield.
step-fights = { CAP(SUBJECT($card)) } and { $other } fight: each deals damage equal to its power to the other.
step-poison_added = { PERSON($player) ->
        [you] You get
       *[other] { CAP($player) } gets
    } another poison counter ({ $total } in all).
step-adapt_nothing = { CAP(SUBJECT($card)) } already has +1/+1 counters: adapt does nothing.
step-already_monstrous = { CAP(SUBJECT($card)) } is already monstrous: nothing happens.
step-becomes_monstrous = { CAP(SUBJECT($card)) } gets { $count ->
        [one] a +1/+1 counter
       *[other] { WORDS($count) } +1/+1 counters
    } and becomes monstrous.
step-explore_empty = { CAP(POSS($player)) } library is empty: nothing is revealed.
step-explore_land = { CAP($card) } is a land card: it is put into { POSS($player) } hand.
step-populate_nothing = { PERSON($player) ->
        [you] You control
       *[other] { CAP($player) } controls
    } no creature token: populate does nothing.
step-becomes_creature = { CAP(SUBJECT($card)) } becomes a { $pt } creature until end of turn.
step-loses_abilities = { CAP(SUBJECT($card)) } loses { $abilities } until end of turn.
step-characteristics_back = { CAP(SUBJECT($card)) } is again what its card says (the effect ends).

## more words in parameters
word-leaves_other = a permanent leaves the battlefield
word-attacks_alone = attacks alone
word-attacks_alone_other = a creature attacks alone
word-blocks_other = a creature blocks
word-blocked_other = a creature becomes blocked
word-attacks_or_blocks_other = a creature attacks or blocks
word-blocks_or_blocked = blocks or becomes blocked
word-blocks_or_blocked_other = a creature blocks or becomes blocked
word-attacks_or_blocked = attacks or becomes blocked
word-attacks_you = a creature attacks you
word-attacks_you_once = creatures attack you
word-attacked = creatures attack
word-combat_damage_to_opponent = deals combat damage to an opponent
word-combat_damage_to_opponent_other = a creature deals combat damage to an opponent
word-creatures_combat_damage_to_player = creatures deal combat damage to a player
word-cast_second = a second spell is cast this turn
word-draw_step = beginning of the draw step
word-main1 = beginning of the precombat main phase
word-life_lost = life is lost
word-discarded = a card is discarded
word-cycled = this card is cycled
word-cycled_card = a card is cycled
word-cycled_or_discarded = a card is cycled or discarded
word-cycled_or_dies = cycled or dies
word-sacrificed = a permanent is sacrificed
word-sacrificed_self = it is sacrificed
word-dealt_damage_other = a creature is dealt damage
word-dealt_combat_damage = is dealt combat damage
word-dealt_combat_damage_other = a creature is dealt combat damage
word-deals_damage_other = a creature deals damage
word-deals_combat_damage = deals combat damage
word-deals_combat_damage_other = a creature deals combat damage
word-deals_combat_damage_to_creature_other = a creature deals combat damage to a creature
word-deals_damage_to_player_other = a creature deals damage to a player
word-deals_damage_to_opponent = deals damage to an opponent
word-deals_damage_to_opponent_other = a creature deals damage to an opponent
word-deals_damage_to_creature = deals damage to a creature
word-deals_damage_to_creature_other = a creature deals damage to a creature
word-deals_damage_to_you = deals damage to you
word-deals_damage_to_you_other = a creature deals damage to you
word-player_dealt_damage = a player is dealt damage
word-player_dealt_combat_damage = a player is dealt combat damage
word-player_dealt_damage_by_creature = a creature deals damage to a player
word-becomes_target = becomes the target of a spell or ability
word-becomes_target_other = a permanent becomes the target of a spell or ability
word-becomes_target_spell = becomes the target of a spell
word-becomes_target_spell_other = a permanent becomes the target of a spell
word-becomes_target_opponent = becomes the target of an opponent's spell or ability
word-becomes_target_opponent_other = a permanent becomes the target of an opponent's spell or ability
word-turned_face_up = is turned face up
word-turned_face_up_other = a permanent is turned face up
word-enters_or_dies = enters the battlefield or dies
word-transforms = transforms
word-enters_or_transforms = enters the battlefield or transforms
word-becomes_tapped = becomes tapped
word-becomes_tapped_other = a permanent becomes tapped
word-becomes_untapped = becomes untapped
word-becomes_untapped_other = a permanent becomes untapped
word-attacks_unblocked = attacks and isn't blocked
word-attacks_unblocked_other = a creature attacks and isn't blocked
word-land_played = a land is played
word-cast_or_copy = a spell is cast or copied
word-cast_historic = a historic spell is cast
word-cast_first = the first spell of the turn is cast
word-cast_first_on_opponent_turn = the first spell during an opponent's turn is cast
word-cast_kicked = a kicked spell is cast
word-attacks_with_two_others = attacks with at least two other creatures
word-drew_second = the second card of the turn is drawn
word-became_monstrous = becomes monstrous
word-damaged_by_self_dies = a creature it dealt damage to this turn dies
word-enters_untapped = enters the battlefield untapped
word-exploits = exploits a creature
word-exploits_other = a creature exploits a creature
word-cast_from_graveyard = a spell is cast from a graveyard
word-cast_not_from_hand = a spell is cast from elsewhere than a hand
word-cast_on_opponent_turn = a spell is cast during an opponent's turn
word-surveilled = a player surveils
word-scried = a player scries
word-explores_other = a creature explores
word-life_gained_first = life is gained for the first time this turn
word-plus_counters_put = +1/+1 counters are put on it
word-plus_counter_put = a +1/+1 counter is put on it
word-plus_counters_put_other = +1/+1 counters are put on a creature
word-control_none = its controller controls none of them
word-chapter = chapter
word-enters_or_leaves = enters or leaves the battlefield
word-random_discard = which card is discarded at random: the first ones of the hand
word-tap = tap or untap: tap
word-untap = tap or untap: untap
word-proliferate = what proliferate adds to: every permanent with counters
word-bolster = which creature gets the counters (a tie)
word-support = the creatures supported (no target written)
word-explore_unknown = the unknown top card counts as a nonland card
word-populate = which creature token is copied
step-dig_unknown = The cards seen are unknown in this situation: no line says which of them qualifies, so none is taken.
step-unknown_card_named = { PERSON($player) ->
        [you] You name
       *[other] { CAP($player) } names
    } { $card } among the unknown cards seen: it was that card.
step-put_back = { PERSON($player) ->
        [you] You put
       *[other] { CAP($player) } puts
    } { $count ->
        [one] the card
       *[other] the { WORDS($count) } cards
    } back on top of the library in the order written (any order may be chosen).
word-dig = which card is taken from those seen
step-nothing_to_copy = There is nothing left for { $card } to copy: no token is created.
word-return_chosen = which permanent returns to its owner's hand
step-transforms = { CAP(SUBJECT($card)) } transforms: its other face, { $into }, is now up (the same permanent, with its counters and damage).
step-cant_transform = { CAP(SUBJECT($card)) } can't transform: it is not a double-faced card, or the engine doesn't know its other face. Nothing happens.
step-trigger_condition_false = The ability of { $card } doesn't trigger: the condition its “if” names isn't met (“{ $sentence }”).
step-no_legal_mode = The modal triggered ability of { $card } is removed: none of its modes can be chosen (a mode needs legal targets).
step-pt_switched = { CAP(SUBJECT($card)) } has its power and toughness switched until end of turn (now { $power }/{ $toughness }).

## issue 11: phasing out by an effect, blocking more creatures this turn, "when you cast your next ... this turn"
step-phased_out_effect = { $cards } { COUNT($cards) ->
        [one] phases
       *[other] phase
    } out: until { COUNT($cards) ->
        [one] it phases
       *[other] they phase
    } in during { COUNT($cards) ->
        [one] its
       *[other] their
    } controller's next untap step, the game treats { COUNT($cards) ->
        [one] it
       *[other] them
    } as though { COUNT($cards) ->
        [one] it doesn't
       *[other] they don't
    } exist.
step-marked_extra_block = { CAP(SUBJECT($card)) } can block an additional creature this turn.
step-marked_block_any_number = { CAP(SUBJECT($card)) } can block any number of creatures this turn.
step-delayed_cast_trigger_created = A delayed triggered ability of { $card } will trigger when you cast your next matching spell this turn.
step-extra_phases_added = After this phase, there is an additional combat phase{ $main ->
        [true] {" "}followed by an additional main phase
       *[other] {""}
    }.
