### Arbitre: the wording of every trace message (engine message ids; a "." in an id is a "-" here).
### Written by the project: rule numbers are cited, the rules' text is never copied here.

## procedure steps
step-cast_moves_to_stack = { $player } announces { $card }: it moves from the { $zone } to the stack.
step-announce_alt = { $card } is cast for its { $alt } cost (an alternative cost, announced now).
step-announce_x = The value of X is announced: X = { $x }.
step-additional_cost = { $card } has an additional cost; it will be paid with the rest.
step-announce_optional = The optional cost { $cost } is announced ({ $times }×).
step-targets = Targets chosen: { $targets }.
step-proposal_legal = The game checks the proposed spell { $card }: it can be cast.
step-cost_modifier = { $source } changes the cost by { $amount } generic mana.
step-total_cost = Total cost determined and locked: { $cost }.
step-mana_abilities_window = Before paying, the player may activate mana abilities.
step-mana_ability_activated = { $player } activates the mana ability of { $card }.
step-mana_added = The mana ability of { $card } resolves at once, without using the stack: { $player } adds { $mana } (pool: { $pool }).
step-pay_mana = { $player } pays { $mana } for the cost { $cost }.
step-pay_life_phyrexian = { $player } pays { $life } life for Phyrexian mana.
step-cost_tap = Cost: { $card } is tapped.
step-cost_untap = Cost: { $card } is untapped.
step-cost_remove_counters = Cost: { $count } { $counter } counter(s) removed from { $card }.
step-unrecognized_part = { $card }: the engine could not check this part of the card (its encoding doesn't express it, so it is neither checked nor simulated): “{ $part }”.
step-announce_modes = Modes of { $card } announced: { $modes }.
step-cost_tap_untapped = Cost: { $player } taps { $card }.
step-cost_return = Cost: { $card } is returned to its owner's hand ({ $player }).
step-cost_loyalty_add = Cost: { $count } loyalty counter(s) put on { $card } (now { $total }).
step-cost_loyalty_remove = Cost: { $count } loyalty counter(s) removed from { $card } (now { $total }).
step-cost_life = Cost: { $player } pays { $life } life.
step-cost_sacrifice = Cost: { $player } sacrifices { $card }.
step-cost_exile_self = Cost: { $card } is exiled.
step-cost_exile = Cost: { $card } is exiled from the { $zone }.
step-cost_discard_hand = Cost: { $player } discards their hand ({ $count } card(s)).
step-discard = { $player } discards { $card }; it goes to the { $zone }.
step-spell_cast = { $card } becomes cast.
step-priority_after_cast = { $player } receives priority again.
step-timing_ignored = { $card } is cast during a resolution: its card type's timing doesn't apply.
step-ability_on_stack = { $player } activates ability { $number } of { $card }: it is put on the stack.
step-ability_proposal = The remaining activation steps follow casting (601.2b-i) for { $card }'s ability.
step-ability_activated = The ability of { $card } is activated.
step-land_played = { $player } plays { $card }: it is put onto the battlefield.
step-special_action = Playing a land is a special action: it doesn't use the stack.

## priority and stack
step-pass = { $player } passes priority.
step-pass_implicit = { $player } passes priority (another player acts next).
step-hold_priority = { $player } keeps priority and may act again before anyone else.
step-all_pass = All players pass in succession: the top object of the stack resolves.
step-nothing_to_resolve = The stack is empty: nothing resolves.
step-stack_empty_step_ends = Everyone passed with an empty stack: the step ({ $step }) ends.
step-step_begins = The { $step } step begins.
step-turn_ends = The turn ends.
step-pool_empties = Unused mana empties from { $player }'s pool ({ $pool }).
step-trigger_put = A triggered ability of { $card } ({ $trigger }) is put on the stack, controlled by { $player }.

## resolution
step-resolves = { $card } ({ $kind }) resolves.
step-target_illegal = { $target } is no longer a legal target.
step-fizzles = Every target of { $card } is illegal: it doesn't resolve and leaves the stack.
step-enters_battlefield = { $card } enters the battlefield under { $player }'s control.
step-to_graveyard = { $card } is put into its owner's graveyard.
step-spell_to_zone = { $card } leaves the stack and goes to { $zone }.
step-flashback_exile = { $card } was cast with flashback: it is exiled instead of going anywhere else.
step-not_simulated = { $card }: “{ $sentence }” — the engine does not carry this part out; the situation below doesn't show it.
step-not_simulated_unquoted = { $card }: part of what it does is not carried out by the engine; the situation below doesn't show it.
step-looks_at_hand = { $player } looks at the hand of { $target }: { $cards }.
step-damage_player = { $source } deals { $amount } damage to { $player } (life: { $life }).
step-damage_creature = { $source } deals { $amount } damage to { $card } (damage marked: { $total }).
step-damage_planeswalker = { $source } deals { $amount } damage to { $card }: that many loyalty counters are removed.
step-destroyed = { $card } is destroyed.
step-destroyed_all = { $count } permanent(s) destroyed: { $cards }.
step-exiled = { $card } is exiled.
step-returned_to_hand = { $card } returns to its owner's hand.
step-pumped = { $card } gets { $power }/{ $toughness } until end of turn (now { $now }).
step-draws = { $player } draws { $count } card(s) ({ $library } left in library).
step-mana_added_effect = { $player } adds { $mana }.
step-countered = { $card } is countered.
step-search_found = { $player } searches their library and finds { $card }, put into the { $zone }.
step-search_nothing = { $player } searches their library and finds nothing.
step-search_unknown_library = { $player }'s library is unknown: what the search finds is not simulated.
step-shuffle = { $player } shuffles their library.
step-counter_put = { $count } { $counter } counter(s) put on { $card }.
step-counters_removed = All { $counter } counters are removed.
step-tapped = { $card } is tapped.
step-untapped = { $card } is untapped.
step-life_gained = { $player } gains { $amount } life (life: { $life }).
step-life_lost = { $player } loses { $amount } life (life: { $life }).
step-sacrificed = { $player } sacrifices { $card }.
step-assumed_choice = No choice written for { $player } ({ $what }): assumed { $cards }, the first option.

## state-based actions
sba-zero_life = State-based action: { $player } has { $life } life and loses the game.
sba-empty_library = State-based action: { $player } drew from an empty library and loses the game.
sba-zero_toughness = State-based action: { $card } has toughness 0 or less ({ $toughness }) and is put into its owner's graveyard.
sba-lethal_damage = State-based action: { $card } has lethal damage ({ $damage } for toughness { $toughness }) and is destroyed.
sba-no_loyalty = State-based action: { $card } has no loyalty left and is put into its owner's graveyard.
sba-legend_rule = State-based action (legend rule): a second { $card } is put into its owner's graveyard.

## illegal actions
ill-timing_not_your_turn = { $card } can only be cast during its controller's own main phase, and it's not your turn.
ill-timing_not_main_phase = { $card } can only be cast during a main phase (current step: { $step }).
ill-timing_stack_not_empty = { $card } can only be cast when the stack is empty, and the stack holds { $stack }.
ill-no_permission_zone = { $card } is in the { $zone }: nothing allows casting it from there (it would have to be in the { $wanted }).
ill-card_lacks_cost = { $card } has no { $cost } cost.
ill-two_alternative_costs = { $card } can't be cast with two alternative costs at once ({ $first } and { $second }).
ill-no_x = { $card } has no X in its cost, yet X = { $x } was given.
ill-no_legal_target = There is no legal target of the required kind ({ $kind }): the spell or ability can't be cast or activated.
ill-illegal_target = { $target } is not a legal target here (required: { $kind }).
ill-same_target_twice = { $target } is chosen twice for the same word "target": one object can be chosen only once per instance of "target".
ill-too_many_targets = { $given } targets were given, but at most { $count } can be chosen.
ill-target_not_on_battlefield = { $card } is not on the battlefield or the stack ({ $where }): it can't be targeted.
ill-cannot_pay_mana = The cost { $cost } can't be paid (mana pool after automatic payment: { $pool }), and partial payments aren't allowed.
ill-partial_payment = { $written } was written as the payment, but the total cost is { $cost }: partial payments aren't allowed.
ill-already_tapped = { $card } is already tapped: it can't be tapped to pay a cost.
ill-already_untapped = { $card } is untapped: the { "{Q}" } cost can't be paid.
ill-not_enough_counters = { $card } doesn't have enough { $counter } counters to pay the cost.
ill-not_enough_life = Paying { $life } life needs at least { $life } life; the player has { $has }.
ill-nothing_to_sacrifice = The cost asks to sacrifice { $count } { $filter }, and there aren't enough.
ill-wrong_sacrifice = { $card } isn't a { $filter }: it can't be sacrificed for this cost.
ill-nothing_to_tap = The cost asks to tap { $count } untapped { $filter } you control, and there aren't enough.
ill-wrong_tap = { $card } isn't an untapped { $filter } you control: it can't be tapped for this cost.
ill-cost_already_tapped = { $card } is already tapped: a tapped permanent can't be tapped to pay a cost.
ill-nothing_to_return = The cost asks to return { $count } { $filter } you control to its owner's hand, and there aren't enough.
ill-wrong_return = { $card } isn't a { $filter } you control: it can't be returned to hand for this cost.
ill-wrong_discard = { $card } isn't a { $filter } card: it can't be discarded for this cost.
ill-not_enough_loyalty = { $card } has { $has } loyalty counter(s): an ability that removes { $count } can't be activated.
ill-loyalty_timing = { $card }: a loyalty ability can be activated only in its controller's main phase, with an empty stack and priority.
ill-loyalty_once_per_turn = A loyalty ability of { $card } was already activated this turn: only one per permanent each turn.
ill-only_opponent_turn = { $card }: this ability can be activated only during an opponent's turn.
ill-only_your_upkeep = { $card }: this ability can be activated only during its controller's upkeep (now: { $step }).
ill-only_upkeep = { $card }: this ability can be activated only during an upkeep step (now: { $step }).
ill-only_combat = { $card }: this ability can be activated only during combat (now: { $step }).
ill-only_before_attackers = { $card }: this ability can be activated only before attackers are declared this turn (now: { $step }).
ill-only_before_blockers = { $card }: this ability can be activated only before blockers are declared this turn (now: { $step }).
ill-only_declare_attackers = { $card }: this ability can be activated only during the declare attackers step (now: { $step }).
ill-only_declare_blockers = { $card }: this ability can be activated only during the declare blockers step (now: { $step }).
ill-only_source_attacking = { $card }: this ability can be activated only while it is attacking.
ill-only_no_cards_in_hand = { $card }: this ability can be activated only with no cards in hand (there are { $count }).
ill-only_threshold = { $card }: this ability can be activated only with seven or more cards in your graveyard (there are { $count }).
ill-not_modal = { $card } isn't a modal spell: there is no mode to choose.
ill-same_mode_twice = { $card }: the same mode can't be chosen more than once.
ill-mode_count = { $card }: choose { $count } mode(s), not { $given }.
ill-nothing_to_discard = The cost asks to discard { $count } card(s), and the hand doesn't have them.
ill-nothing_to_exile = The cost asks to exile a card the player doesn't have.
ill-wrong_exile = { $card } doesn't fit this cost.
ill-card_not_in_zone = { $card } is not in { $player }'s { $zone }.
ill-source_gone = { $card } is no longer there to pay this cost.
ill-summoning_sick = { $card } has { "{T}" } in its cost and hasn't been under its controller's control since the start of their most recent turn (no haste).
ill-once_per_turn = The ability of { $card } can be activated only once each turn, and it already was.
ill-instant_speed_needs_priority = { $card }: "Activate only as an instant" needs priority; nobody has priority in the middle of casting a spell or activating an ability.
ill-sorcery_speed_ability = { $card }: this ability can be activated only as a sorcery (your main phase, empty stack, with priority).
ill-your_turn_only = { $card }: this ability can be activated only during its controller's turn.
ill-not_controller = { $player } doesn't control { $card }: only its controller can activate its abilities.
ill-not_in_zone_for_ability = { $card } must be in the { $zone } to activate this ability.
ill-no_activated_ability = { $card } has no activated ability.
ill-not_a_mana_source = { $card } has no mana ability that can be used here.
ill-wrong_colors = { $card } can't produce { $colors } (it can add: { $options }).
ill-not_a_land = { $card } is not a land: it is cast, not played as a land.
ill-land_not_your_turn = A land can be played only during your own turn.
ill-land_not_main_phase = A land can be played only during a main phase (current step: { $step }).
ill-land_stack_not_empty = A land can be played only when the stack is empty.
ill-land_already_played = A land was already played this turn: only one land per turn.
ill-no_priority = { $player } can't get priority now.
ill-pass_without_priority = { $player } doesn't have priority, so can't pass it.
err-budget = This message asks for more work than one trace may do (a loop?).

## rollback (732)
rb-card_back = { $card } goes back to { $player }'s { $zone }.
rb-life = { $player }'s life total goes back to { $life }.
rb-pool = { $player }'s mana pool goes back to { $pool }.
rb-permanent_back = { $card } is back on the battlefield.
rb-untapped = { $card } is untapped again.
rb-summary = The whole action is undone, payments and mana abilities included; the player who had priority keeps it.

## answers
ans-yes = Yes: this is allowed now.

## errors in the message
err-unknown_card = Unknown card: "{ $name }".
err-empty = The message is empty: describe a situation and a play.
err-too_large = The message is too long ({ $size } characters; the limit is { $limit }).
err-too_many_actions = Too many actions in one message (at most { $max }).
err-too_many_cards = Too many cards in the situation (at most { $limit }).
err-control_character = The message contains control characters: it doesn't look like text.
err-setup_after_actions = Setup lines (who has what) must come before the first action.
err-expected_zone = Expected a zone (battlefield, hand, graveyard, library, exile), life or pool; found "{ $found }".
err-expected_player_or_step = Expected a player ({ $players }) or a step (upkeep, main 1, declare attackers...); found "{ $found }".
err-expected_step = Expected a step (upkeep, draw, main 1, beginning of combat, declare attackers, ..., end step, cleanup); found "{ $found }".
err-expected_action = Expected an action (cast, activate, tap, pay, play, discard, pass, resolve, hold priority...); found "{ $found }".
err-expected_card = Expected a card name here.
err-expected_colors = Expected mana or colours (UUU, { "{U}" }{ "{U}" }, three blue); found "{ $found }".
err-expected_number = Expected a number; found "{ $found }".
err-expected_payment = Expected a payment item (mana like { "{1}" }{ "{U}" }, "3 life", sacrificing/discarding/tapping/with a card); found "{ $found }".
err-expected_block_with = Expected "block <attacker> with <blocker>".
err-unexpected_after_pass = Unexpected words after "pass": "{ $found }".
err-bad_mana = Not a mana amount: "{ $found }".
err-bad_life = Impossible life value { $value } (limit ±{ $limit }).
err-bad_count = Impossible number { $value } (at most { $limit }).
err-bad_x = Impossible value for X: { $value } (X is a whole number from 0 to { $limit }).
err-bad_damage = Impossible damage value { $value }.
err-bad_ability_number = Impossible ability number { $value }.
err-unknown_mark = Unknown mark "{ $mark }" (known: tapped, sick, haste, damage N, fate, attacking).
err-marks_only_on_battlefield = Marks like "({ $marks })" only apply to permanents on the battlefield.
err-unknown_player_name = "{ $player }" is not a declared player.
err-unknown_player = "{ $player }" is not a declared player.
err-alt_on_activate = Flashback and madness are ways to cast a card, not to activate an ability.
err-sacrifice_needs_context = Sacrificing is written as part of a cost ("... sacrificing <card>"), or on the line after the `resolve` of an effect that makes a player sacrifice.
err-no_such_permanent = There is no { $card } on the battlefield for { $player } ({ $where }).
err-ambiguous_permanent = Several players control a { $card }: say whose (e.g. "Bob's { $card }").
err-ambiguous_target = Several players control a { $card }: say whose (e.g. "Bob's { $card }").
err-no_such_target = The target { $card } is nowhere in this situation.
err-missing_target = A target is needed ({ $kind }) and none is written: add "targeting ...".
err-card_not_in_zone = { $player } has no { $card } in the { $zone }.
err-x_missing = { $card } has X in its cost: write X=<number>.
err-which_ability = { $card } has { $count } activated abilities: say which ("ability 2").
err-no_such_ability = { $card } has no ability { $number } (it has { $count }).
err-choose_sacrifice = The cost asks to sacrifice { $count } { $filter }: say which ("sacrificing ...").
err-choose_discard = The cost asks to discard { $count } card(s): say which ("discarding ...").
err-cost_unrecognized = { $card }: part of this cost is not understood by the engine (“{ $part }”), so it can't be paid here; the engine never skips a cost.
err-choose_tap = The cost asks to tap { $count } untapped { $filter } you control: say which ("tapping ...").
err-choose_return = The cost asks to return { $count } { $filter } you control to its owner's hand: say which ("returning ...").
err-choose_mode = { $card } is modal (choose { $count }): say which modes ("choosing 1 and 2").
err-no_such_mode = { $card } has { $count } modes: there is no mode { $number }.
err-expected_mode = Expected mode numbers ("choosing 1 and 3"), found "{ $found }".
err-bad_mode_number = Impossible mode number { $value }.
err-choose_exile = The cost asks to exile a card: say which ("exiling ...").
err-choice_not_available = { $card } is not among the possible choices.
err-choice_count = { $given } card(s) chosen, { $expected } expected.
err-nothing_to_answer = Nothing asks for this now (a "{ $kind }" line answers a cost or a choice of the line before).
err-no_plugin_for_action = No plugin handles the action "{ $kind }" (is it switched off in the settings?).
err-plugin_needed = { $card }: this needs the "{ $plugin }" plugin, which is not active.
err-plugin_failed = The plugin "{ $plugin }" failed ({ $hook }: { $error }); the trace stops here.
err-internal = Arbitre failed while checking this message (internal error: { $error }). This is a bug in Arbitre, not in the message.

## labels
label-verdict-legal = Legal
label-verdict-illegal = Illegal
label-verdict-error = Not understood
label-line = line
label-column = column
label-did_you_mean = Did you mean
label-candidates = Possible choices
label-rollback = Undone (732)
label-state = Final situation
label-stack = Stack
label-empty = empty
label-answer_yes = Answer: yes
label-answer_no = Answer: no
label-life = life
label-pool = pool
label-hand = hand
label-graveyard = graveyard
label-exile = exile
label-library = library
label-battlefield = battlefield
label-plugin_failure = Plugin failure
label-action = Action
label-why = Why

## alternative costs, flashback, madness
ill-alt_not_now = { $card } can't be cast for its { $alt } cost from the { $zone } now: that permission doesn't apply here.
step-madness_exiled = { $card } has madness: { $player } discards it, but it is exiled instead of going to the graveyard.
step-madness_triggers = The madness ability of { $card } triggers; it will be put on the stack the next time a player would receive priority.
step-madness_cast_during_resolution = While the madness trigger resolves, { $player } casts { $card } for its madness cost; no one receives priority after it is cast.
step-madness_declined = { $player } chooses not to cast { $card }.
step-madness_assumed_declined = No choice written for { $player } (madness): assumed declined, the default; { $card } is not cast.
step-madness_to_graveyard = { $card } is put from exile into { $player }'s graveyard.
step-madness_card_gone = { $card } is no longer in exile: the madness trigger does nothing.
step-alt_permission = Its { $alt } ability is what lets { $card } be cast from the { $zone } for that cost.

## turn structure and combat
step-new_turn = Turn { $turn } begins: it is { $player }'s turn.
step-untap_all = { $player } untaps their permanents ({ $cards }); they have now been under control since the start of the turn.
step-draw_step = Draw step: { $player } draws { $count } card(s) ({ $library } left in library).
step-hand_size = Cleanup: { $player } has more than { $size } cards in hand and discards { $count }.
step-cleanup_wear_off = Cleanup: damage wears off and "until end of turn" effects end ({ $cards }).
step-attacks = { $card } is declared as an attacker, attacking { $player }.
step-attacker_taps = { $card } taps as it attacks (this is not a cost).
step-attacker_vigilance = { $card } has vigilance: attacking doesn't tap it.
step-blocks = { $player } declares { $blocker } as a blocker of { $card }.
step-becomes_blocked = { $card } is now a blocked creature, and stays blocked even if its blockers leave combat.
step-first_strike_step = A creature with first strike or double strike is in combat: first, only those deal combat damage.
step-regular_damage_step = Second combat damage step: the other creatures (and double strikers again) deal combat damage.
step-combat_damage_player = { $source } deals { $amount } combat damage to { $player } (life: { $life }).
step-combat_damage_creature = { $source } deals { $amount } combat damage to { $card } (damage marked: { $total }).
step-blocked_no_blockers = { $card } is blocked but no creature blocks it any more: it deals no combat damage.
step-trample_no_blockers = { $card } has trample and no creature blocks it any more: all its damage goes to the player.
step-trample_excess = { $card } has trample: after lethal damage to its blockers, { $amount } damage goes to the player.
step-damage_divided = { $card }'s controller divides its combat damage among its blockers, in order.
step-removed_from_combat = The combat phase ends: all creatures are removed from combat.
ill-stack_not_empty_to_move_on = The game can't move on to { $step } while the stack holds { $stack }: everyone must pass and let it resolve first.
ill-attack_not_your_turn = { $player } can't attack: only the active player declares attackers.
ill-attackers_already_declared = Attackers are declared once per combat, at the start of the declare attackers step (now: { $step }).
ill-attacker_not_creature = { $card } is not a creature: it can't attack.
ill-attacker_tapped = { $card } is tapped: only untapped creatures can attack.
ill-attacker_sick = { $card } hasn't been under its controller's control since the start of the turn and has no haste: it can't attack.
ill-attacker_defender = { $card } has defender: it can't attack.
ill-block_own_turn = { $player } is the active player: the defending player declares blockers.
ill-nothing_attacks = No creature is attacking: there is nothing to block.
ill-blockers_already_declared = Blockers are declared at the start of the declare blockers step (now: { $step }).
ill-blocker_not_creature = { $card } is not a creature: it can't block.
ill-blocker_tapped = { $card } is tapped: only untapped creatures can block.
ill-blocker_already_blocks = { $card } already blocks a creature: it can block only one.
ill-not_attacking = { $card } is not attacking: it can't be blocked.
ill-cant_block_flying = { $card } has flying: { $blocker } has neither flying nor reach and can't block it.
step-step_skipped = The { $step } step is skipped.
step-another_cleanup = A player received priority during cleanup: another cleanup step follows.
ill-no_priority_in_step = Nobody receives priority during the { $step } step: no spell can be cast and no ability activated.
step-ability_triggers = A triggered ability of { $card } triggers ({ $trigger }); it waits to be put on the stack.
step-trigger_target_assumed = Target of { $card }'s triggered ability: { $targets } (assumed: the play language has no line for it).

## keyword and static abilities (issue 11)
step-damage_prevented_protection = { $source } would deal { $amount } damage to { $card }, but { $card } has protection from { $quality }: that damage is prevented.
step-damage_as_counters = { $source } deals { $amount } damage to { $card } as -1/-1 counters ({ $amount } put on it).
step-deathtouch_damage = { $source } has deathtouch: { $card } was dealt damage by it and will be destroyed when state-based actions are checked.
step-damage_poison = { $source } has infect: its { $amount } damage gives { $player } { $amount } poison counters (total { $total }).
step-lifelink = { $source } has lifelink: { $player } gains { $amount } life (life: { $life }).
step-indestructible = { $card } has indestructible: it is not destroyed.
step-cant_be_countered = { $card } can't be countered: it stays on the stack.
sba-poison = State-based action: { $player } has { $count } poison counters and loses the game.
sba-deathtouch = State-based action: { $card } was dealt damage by a source with deathtouch and is destroyed.
step-flash_timing = { $card } has flash: it may be cast any time its controller could cast an instant.
ill-split_second = { $spell } has split second: while it is on the stack, no other spell can be cast, so { $card } can't be.
ill-split_second_ability = { $spell } has split second: while it is on the stack, only mana abilities can be activated, not this ability of { $card }.
ill-cast_only = { $card } can be cast only { $when }; it is now the { $step } step.
ill-opponents_cant_cast = { $source } stops its controller's opponents from casting spells during its controller's turn: { $card } can't be cast.
ill-cant_activate_static = { $source } stops this ability of { $card } from being activated.
ill-target_keyword = { $target } has { $ability }: it can't be the target of this spell or ability.
ill-attacker_cant_attack = { $card } can't attack.
ill-blocker_cant_block = { $card } can't block.
ill-cant_block_evasion = { $card } has { $ability }: { $blocker } can't block it.
step-can_block_flyer = { $blocker } has { $ability }: it can block { $card }, which has flying.
ill-menace_one_blocker = { $card } has menace: it can't be blocked except by two or more creatures, and only { $blocker } blocks it.
step-deathtouch_lethal = { $card } has deathtouch: { $amount } damage is lethal damage for { $blocker } when assigning combat damage.
err-helper_needs_cards = Say which cards pay for { $helper }: "tapping <card> for convoke", "exiling <card> for delve", "tapping <card> for improvise".
step-helper_paid = { $card } pays { $mana } of the cost by { $helper }.
ill-no_such_helper = { $card } doesn't have { $helper }: cards can't pay for it that way.
ill-helper_too_many = { $card } can't pay anything more by { $helper }: nothing of the cost is left that it could pay.
ill-helper_wrong_kind = { $card } can't pay by { $helper } (convoke taps creatures, improvise taps artifacts).
ill-helper_tapped = { $card } is already tapped: it can't be tapped again for { $helper }.
ill-spectacle_condition = { $card } can be cast for its spectacle cost only if an opponent lost life this turn.
ill-surge_condition = { $card } can be cast for its surge cost only if its caster has already cast another spell this turn.
ill-prowl_condition = { $card } can be cast for its prowl cost only if a creature sharing one of its types dealt combat damage to a player this turn.
err-emerge_needs_sacrifice = Casting { $card } for its emerge cost sacrifices a creature: say which one ("sacrificing <creature>").
step-buyback_to_hand = Buyback was paid: { $card } returns to its owner's hand instead of going to the graveyard.
step-gains_haste = { $card } was cast for its { $alt } cost: it has haste.
step-keyword_source_gone = { $card } is no longer on the battlefield: the ability does nothing.
step-foretold = { $player } pays { "{" }2{ "}" } and exiles { $card } face down: it is foretold, and may be cast for its foretell cost from the next turn on.
ill-no_foretell = { $card } doesn't have foretell.
ill-foretell_not_your_turn = A card can be foretold only during its owner's turn: { $card } can't be foretold now.
step-foretell_special_action = Foretelling is a special action: it doesn't use the stack, and the player keeps priority.
ill-not_foretold = { $card } was not foretold: it can't be cast for its foretell cost.
ill-foretold_this_turn = { $card } was foretold this turn: it can be cast for its foretell cost only after this turn has ended.
ill-x_not_zero = X can't be 0 for { $card }.

## effects (issue 11: what resolves is carried out)
step-marked_cant_block = { $card } can't block this turn.
step-marked_cant_be_blocked = { $card } can't be blocked this turn.
step-marked_cant_attack = { $card } can't attack this turn.
step-marked_cant_attack_or_block = { $card } can't attack or block this turn.
step-marked_cant_be_regenerated = { $card } can't be regenerated this turn.
step-marked_exile_if_dies = If { $card } would die this turn, it is exiled instead.
step-marked_doesnt_untap_next = { $card } doesn't untap during its controller's next untap step.
step-becomes_color = { $card } becomes { $color } until end of turn.
step-regeneration_shield = { $card } gets a regeneration shield: the next time it would be destroyed this turn, it is tapped, its damage removed and it leaves combat instead.
step-regenerated = { $card } regenerates instead of being destroyed: tapped, damage removed, removed from combat.
step-gains_control = { $player } gains control of { $card }.
step-gains_control_eot = { $player } gains control of { $card } until end of turn.
step-control_returns = Control of { $card } goes back to { $player }.
step-attached = { $card } is now attached to { $to }.
step-tokens_created = { $player } creates { $count ->
    [one] a { $card }
   *[other] { $count } × { $card }
}.
step-milled = { $player } mills { $count } card(s){ $unknown ->
    [0] : { $cards }
   *[other] : { $cards }; { $unknown } of them from the unknown part of the library (not known which)
}.
step-looks_at_top = { $player } looks at the top of their library: { $cards }{ $unknown ->
    [0] {""}
   *[other] {" "}and { $unknown } unknown card(s) (the library is unknown in this situation)
}.
step-reveals_top = { $player } reveals the top of their library: { $cards }{ $unknown ->
    [0] {""}
   *[other] {" "}and { $unknown } unknown card(s) (the library is unknown in this situation)
}.
step-scried = { $player } scries { $count }; put on the bottom: { $moved }{ $unknown ->
    [0] {""}
   *[other] {" "}({ $unknown } unknown card(s) stay unknown)
}.
step-surveilled = { $player } surveils { $count }; put into the graveyard: { $moved }{ $unknown ->
    [0] {""}
   *[other] {" "}({ $unknown } unknown card(s) stay unknown)
}.
step-exiled_top = { $player } exiles the top { $count } card(s) of their library: { $cards }{ $unknown ->
    [0] {""}
   *[other] {" "}and { $unknown } unknown card(s)
}.
step-reveals_hand = { $player } reveals their hand: { $cards }.
step-returned_to_hand_from = { $card } returns from the { $zone } to its owner's hand.
step-returned_to_battlefield = { $card } returns to the battlefield under the control of { $player }.
step-gains_abilities = { $card } gains { $abilities } until end of turn.
step-paid_unless = { $player } pays { $cost }: { $card } is not countered.
step-declines_to_pay = { $player } doesn't pay { $cost }.
step-cant_pay_unless = { $player } can't pay { $cost } (not enough mana available).
step-exiled_instead = { $card } would die: it is exiled instead (a replacement effect).
step-stays_tapped = { $card } doesn't untap this time.
sba-aura_unattached = State-based action: { $card } is an Aura attached to nothing legal and is put into its owner's graveyard.
sba-equipment_unattached = State-based action: { $card } is attached to something it can't equip and becomes unattached.
sba-token_ceases = State-based action: { $card } is a token outside the battlefield ({ $zone }) and ceases to exist.
step-spell_copied = { $player } puts a copy of { $card } on the stack, with the same choices and targets.
sba-copy_ceases = State-based action: the copy of { $card } is outside the stack ({ $zone }) and ceases to exist.
