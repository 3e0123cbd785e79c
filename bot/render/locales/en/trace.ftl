### Arbitre: the wording of every trace step (engine message ids; a "." in an id is a "-" here).
### Written by the project: rule numbers are cited, the rules' text is never copied here.
### Grammar (person, possessives) goes through the functions of bot/render/grammar.py: see docs/wording.md.

## procedure steps
step-cast_moves_to_stack = { PERSON($player) ->
        [you] You announce { $card }: it moves from { ID($zone) ->
            [exile] exile
            [battlefield] the battlefield
           *[other] your { BARE($zone) }
        } to the stack.
       *[other] { CAP($player) } announces { $card }: it moves from { ID($zone) ->
            [exile] exile
            [battlefield] the battlefield
           *[other] { POSS($player) } { BARE($zone) }
        } to the stack.
    }
step-announce_alt = { CAP(SUBJECT($card)) } is cast for { ID($alt) ->
        [alternative] its alternative cost
       *[other] its { $alt } cost (an alternative cost)
    }, announced now.
step-announce_x = The value of X is announced: X = { $x }.
step-additional_cost = { CAP($card) } has an additional cost; it will be paid with the rest.
step-announce_optional = The { $cost } cost is announced ({ $times ->
        [one] once
       *[other] { WORDS($times) } times
    }).
step-targets = { COUNT($targets) ->
        [one] Target chosen
       *[other] Targets chosen
    }: { $targets }.
step-proposal_legal = { CAP(SUBJECT($card)) } can legally be cast (the game checks the proposed spell).
step-cost_modifier = { CAP($source) } { SIGN($amount) ->
        [minus] reduces the cost by { "{" }{ ABS($amount) }{ "}" }
        [plus] increases the cost by { "{" }{ ABS($amount) }{ "}" }
       *[zero] doesn't change the cost
    }.
step-total_cost = Total cost determined and locked: { $cost }.
step-mana_abilities_window = Before the payment, mana abilities may be activated.
step-mana_ability_activated = { PERSON($player) ->
        [you] You activate
       *[other] { CAP($player) } activates
    } the mana ability of { $card }.
step-mana_added = The mana ability of { $card } resolves at once, without using the stack; { PERSON($player) ->
        [you] you add
       *[other] { $player } adds
    } { $mana }, and { POSS($player) } mana pool now holds { $pool }.
step-pay_mana = { PERSON($player) ->
        [you] You pay
       *[other] { CAP($player) } pays
    } { $mana } for the cost { $cost }.
step-pay_life_phyrexian = { PERSON($player) ->
        [you] You pay
       *[other] { CAP($player) } pays
    } { $life } life for Phyrexian mana.
step-cost_tap = Cost: { PERSON($player) ->
        [you] you tap
       *[other] { $player } taps
    } { $card }.
step-cost_untap = Cost: { PERSON($player) ->
        [you] you untap
       *[other] { $player } untaps
    } { $card }.
step-cost_remove_counters = Cost: { $count ->
        [one] { INDEF($counter) } counter is
       *[other] { WORDS($count) } { $counter } counters are
    } removed from { $card }.
step-unrecognized_part = Part of the text of { $card } is neither checked nor simulated by the engine (its encoding doesn't express it): “{ $part }”.
step-announce_modes = { COUNT($modes) ->
        [one] Mode chosen
       *[other] Modes chosen
    } for { $card }: { $modes }.
step-cost_tap_untapped = Cost: { PERSON($player) ->
        [you] you tap
       *[other] { $player } taps
    } { $card }.
step-cost_return = Cost: { PERSON($player) ->
        [you] you return
       *[other] { $player } returns
    } { $card } to its owner's hand.
step-cost_loyalty_add = Cost: { $count ->
        [one] a loyalty counter is
       *[other] { WORDS($count) } loyalty counters are
    } put on { $card } (now { $total }).
step-cost_loyalty_remove = Cost: { $count ->
        [one] a loyalty counter is
       *[other] { WORDS($count) } loyalty counters are
    } removed from { $card } (now { $total }).
step-cost_life = Cost: { PERSON($player) ->
        [you] you pay
       *[other] { $player } pays
    } { $life } life.
step-cost_sacrifice = Cost: { PERSON($player) ->
        [you] you sacrifice
       *[other] { $player } sacrifices
    } { $card }.
step-cost_exile_self = Cost: { SUBJECT($card) } is exiled.
step-cost_exile = Cost: { SUBJECT($card) } is exiled { FROM($zone) }.
step-cost_discard_hand = Cost: { PERSON($player) ->
        [you] you discard your hand
       *[other] { $player } discards their hand
    } ({ $count ->
        [0] no cards
        [one] { WORDS($count) } card
       *[other] { WORDS($count) } cards
    }).
step-discard = { PERSON($player) ->
        [you] You discard
       *[other] { CAP($player) } discards
    } { $card }; the card goes { INTO($zone) }.
step-spell_cast = { CAP(SUBJECT($card)) } has been cast.
step-priority_after_cast = { PERSON($player) ->
        [you] You receive
       *[other] { CAP($player) } receives
    } priority again.
step-timing_ignored = { CAP(SUBJECT($card)) } is cast during a resolution: the timing restrictions of its card type don't apply.
step-ability_on_stack = { PERSON($player) ->
        [you] You activate
       *[other] { CAP($player) } activates
    } the { $number ->
        [1] first
        [2] second
        [3] third
       *[other] { $number }th
    } ability of { $card }: it is put on the stack.
step-ability_proposal = The next steps of activating the ability of { $card } are those of casting a spell (601.2b-i).
step-ability_activated = The ability of { $card } is activated.
step-land_played = { PERSON($player) ->
        [you] You play
       *[other] { CAP($player) } plays
    } { $card }: it is put onto the battlefield.
step-folded = … and { $count ->
        [one] one more step of the same kind
       *[other] { $count } more steps of the same kind
    } ({ $rules }).
step-special_action = Playing a land is a special action: it doesn't use the stack.

## priority and stack
step-pass = { PERSON($player) ->
        [you] You pass
       *[other] { CAP($player) } passes
    } priority.
step-pass_implicit = { PERSON($player) ->
        [you] You pass
       *[other] { CAP($player) } passes
    } priority (another player acts next).
step-hold_priority = { PERSON($player) ->
        [you] You keep
       *[other] { CAP($player) } keeps
    } priority and may act again before anyone else.
step-all_pass = All players pass in succession: the top object of the stack resolves.
step-nothing_to_resolve = The stack is empty: nothing resolves.
step-stack_empty_step_ends = All players pass with the stack empty: { $step } ends.
step-step_begins = { CAP($step) } begins.
step-turn_ends = The turn ends.
step-pool_empties = Unused mana empties from { POSS($player) } mana pool ({ $pool }).
step-trigger_put = A triggered ability of { $card } ({ $trigger }) is put on the stack; { PERSON($player) ->
        [you] you control it
       *[other] { $player } controls it
    }.

## resolution
step-resolves = { ID($kind) ->
        [spell] { CAP(SUBJECT($card)) } resolves.
       *[other] The ability of { $card } resolves.
    }
step-target_illegal = { PERSON($target) ->
        [you] You are no longer a legal target.
       *[other] { CAP(SUBJECT($target)) } { VERB($target, "is no longer a legal target", "are no longer legal targets") }.
    }
step-fizzles = Every target of { $card } is illegal, so it doesn't resolve and leaves the stack.
step-enters_battlefield = { CAP(SUBJECT($card)) } enters the battlefield under { POSS($player) } control.
step-to_graveyard = { CAP(SUBJECT($card)) } is put into its owner's graveyard.
step-spell_to_zone = { CAP(SUBJECT($card)) } leaves the stack and goes { INTO($zone) }.
step-flashback_exile = { CAP(SUBJECT($card)) } was cast with flashback: it is exiled instead of going anywhere else.
step-not_simulated = { CAP($card) }: “{ $sentence }” — the engine does not carry this part out; the situation below doesn't show it.
step-not_simulated_unquoted = { CAP($card) }: part of what it does is not carried out by the engine; the situation below doesn't show it.
step-looks_at_hand = { PERSON($player) ->
        [you] You look at
       *[other] { CAP($player) } looks at
    } { PERSON($target) ->
        [you] your hand
       *[other] { POSS($target) } hand
    }: { $cards }.
step-damage_player = { CAP($source) } deals { $amount } damage to { $player } ({ PERSON($player) ->
        [you] your life total is now { $life }
       *[other] life total now { $life }
    }).
step-damage_creature = { CAP($source) } deals { $amount } damage to { $card } ({ $total } damage marked in all).
step-damage_planeswalker = { CAP($source) } deals { $amount } damage to { $card }: that many loyalty counters are removed.
step-destroyed = { CAP(SUBJECT($card)) } is destroyed.
step-destroyed_all = { $count ->
        [0] No permanent is destroyed.
        [one] One permanent is destroyed: { $cards }.
       *[other] { CAP(WORDS($count)) } permanents are destroyed: { $cards }.
    }
step-exiled = { CAP(SUBJECT($card)) } is exiled.
step-returned_to_hand = { CAP(SUBJECT($card)) } returns to its owner's hand.
step-pumped = { CAP($card) } gets { $power }/{ $toughness } until end of turn (now { $now }).
step-draws = { PERSON($player) ->
        [you] You draw
       *[other] { CAP($player) } draws
    } { $count ->
        [0] no card
        [one] a card
       *[other] { WORDS($count) } cards
    } ({ $library } left in { POSS($player) } library).
step-mana_added_effect = { PERSON($player) ->
        [you] You add
       *[other] { CAP($player) } adds
    } { $mana }.
step-countered = { CAP(SUBJECT($card)) } is countered.
step-search_found = { PERSON($player) ->
        [you] You search your library and find
       *[other] { CAP($player) } searches their library and finds
    } { $card }; the card goes { INTO($zone) }.
step-search_nothing = { PERSON($player) ->
        [you] You search your library and find nothing.
       *[other] { CAP($player) } searches their library and finds nothing.
    }
step-search_unknown_library = The message doesn't describe { POSS($player) } library: which card the search finds is not known, and the situation below doesn't show it.
step-shuffle = { PERSON($player) ->
        [you] You shuffle your library.
       *[other] { CAP($player) } shuffles their library.
    }
step-counter_put = { $count ->
        [one] { CAP(INDEF($counter)) } counter is
       *[other] { CAP(WORDS($count)) } { $counter } counters are
    } put on { $card }.
step-counters_removed = All { $counter } counters are removed.
step-tapped = { CAP(SUBJECT($card)) } is tapped.
step-untapped = { CAP(SUBJECT($card)) } is untapped.
step-life_gained = { PERSON($player) ->
        [you] You gain
       *[other] { CAP($player) } gains
    } { $amount } life (life total now { $life }).
step-life_lost = { PERSON($player) ->
        [you] You lose
       *[other] { CAP($player) } loses
    } { $amount } life (life total now { $life }).
step-sacrificed = { PERSON($player) ->
        [you] You sacrifice
       *[other] { CAP($player) } sacrifices
    } { $card }.
step-assumed_choice = { PERSON($player) ->
        [you] You wrote no choice
       *[other] No choice is written for { $player }
    }{ KIND($what) ->
        [clause] : assumed that { $what }{ ID($what) ->
            [copy_targets] {""}
            [learn_nothing] {""}
            [clash_keep] {""}
           *[other] { " " }({ $cards })
        }.
        [color] { " " }(color): assumed { $cards }, the first in the order white, blue, black, red, green.
        [entering] { " " }({ $what }) for { $card } as it enters the battlefield: assumed { $cards }.
       *[other] { " " }({ $what }): assumed { $cards }, the first option.
    }

## state-based actions
sba-zero_life = State-based action: { PERSON($player) ->
        [you] you have { $life } life and lose the game.
       *[other] { $player } has { $life } life and loses the game.
    }
sba-empty_library = State-based action: { PERSON($player) ->
        [you] you drew from an empty library and lose the game.
       *[other] { $player } drew from an empty library and loses the game.
    }
sba-zero_toughness = State-based action: { SUBJECT($card) } has toughness 0 or less ({ $toughness }) and is put into its owner's graveyard.
sba-lethal_damage = State-based action: { SUBJECT($card) } has lethal damage ({ $damage } for toughness { $toughness }) and is destroyed.
sba-no_loyalty = State-based action: { SUBJECT($card) } has no loyalty counters left and is put into its owner's graveyard.
sba-legend_rule = State-based action (legend rule): a second { $card } is put into its owner's graveyard.

## illegal actions
ill-timing_not_your_turn = { CAP(SUBJECT($card)) } can be cast only during { POSS($player) } main phase, and this is { PERSON($active) ->
        [you] your turn
       *[other] { POSS($active) } turn
    }.
ill-timing_not_main_phase = { CAP(SUBJECT($card)) } can be cast only during a main phase, and this is { $step }.
ill-timing_stack_not_empty = { CAP(SUBJECT($card)) } can be cast only while the stack is empty, and the stack holds { $stack }.
ill-no_permission_zone = { CAP(SUBJECT($card)) } is { PLACE($zone) }; nothing allows casting it from there (it would have to be { PLACE($wanted) }).
ill-card_lacks_cost = { CAP($card) } has no { ID($cost) ->
        [alternative] alternative cost
       *[other] { $cost } cost
    }.
ill-two_alternative_costs = { CAP(SUBJECT($card)) } can't be cast with two alternative costs at once ({ $first } and { $second }).
ill-no_x = { CAP($card) } has no X in its cost, yet X = { $x } was given.
ill-no_legal_target = There is no legal target of the required kind ({ $kind }); the spell or ability can't be cast or activated.
ill-illegal_target = { PERSON($target) ->
        [you] You are not a legal target
       *[other] { CAP(SUBJECT($target)) } { VERB($target, "is not a legal target", "are not legal targets") }
    } here; the target must be { INDEF($kind) }.
ill-same_target_twice = { PERSON($target) ->
        [you] You are
       *[other] { CAP(SUBJECT($target)) } is
    } chosen twice for the same word “target”; one object can be chosen only once for each instance of “target”.
ill-too_many_targets = { $given ->
        [one] One target was given
       *[other] { CAP(WORDS($given)) } targets were given
    }, but { $count ->
        [0] none can be chosen
        [one] at most one can be chosen
       *[other] at most { WORDS($count) } can be chosen
    }.
ill-target_not_on_battlefield = { CAP(SUBJECT($card)) } is neither on the battlefield nor on the stack ({ $where }); it can't be targeted.
ill-mana_ability_not_targetable = The mana ability of { $card } can't be targeted; a mana ability doesn't use the stack, it resolves at once, so nothing can respond to it.
ill-cannot_pay_mana = The mana available can't pay the cost { $cost }, and a cost is never paid in part.
ill-partial_payment = The payment written is { $written }, but the total cost is { $cost }; a cost is never paid in part.
ill-already_tapped = { CAP(SUBJECT($card)) } is already tapped, so it can't be tapped to pay a cost.
ill-already_untapped = { CAP(SUBJECT($card)) } is untapped; the { "{Q}" } cost can't be paid.
ill-not_enough_counters = { CAP($card) } doesn't have enough { $counter } counters to pay the cost.
ill-not_enough_life = Paying { $life } life needs at least { $life } life; only { $has } is left.
ill-nothing_to_sacrifice = The cost asks to sacrifice { $count ->
        [one] one { $filter }
       *[other] { $count } { PLURAL($filter) }
    }, and there aren't enough.
ill-wrong_sacrifice = { CAP($card) } doesn't fit ({ $filter } required); it can't be sacrificed for this cost.
ill-nothing_to_tap = The cost asks to tap { $count ->
        [one] one untapped { $filter }
       *[other] { $count } untapped { PLURAL($filter) }
    } you control, and there aren't enough.
ill-wrong_tap = { CAP($card) } doesn't fit (an untapped { $filter } you control); it can't be tapped for this cost.
ill-cost_already_tapped = { CAP(SUBJECT($card)) } is already tapped; a tapped permanent can't be tapped to pay a cost.
ill-nothing_to_return = The cost asks to return { $count ->
        [one] one { $filter }
       *[other] { $count } { PLURAL($filter) }
    } you control to their owner's hand, and there aren't enough.
ill-wrong_return = { CAP($card) } doesn't fit ({ $filter } you control); it can't be returned to hand for this cost.
ill-wrong_discard = { CAP($card) } doesn't fit ({ $filter } card required); it can't be discarded for this cost.
ill-not_enough_loyalty = { CAP($card) } has { $has } loyalty { $has ->
        [one] counter
       *[other] counters
    }; an ability that removes { $count } can't be activated.
ill-loyalty_timing = A loyalty ability of { $card } can be activated only in its controller's main phase, with an empty stack and priority.
ill-loyalty_once_per_turn = A loyalty ability of { $card } was already activated this turn; only one per permanent each turn.
ill-only_opponent_turn = This ability of { $card } can be activated only during an opponent's turn.
ill-only_your_upkeep = This ability of { $card } can be activated only during its controller's upkeep (this is { $step }).
ill-only_upkeep = This ability of { $card } can be activated only during an upkeep step (this is { $step }).
ill-only_combat = This ability of { $card } can be activated only during combat (this is { $step }).
ill-only_before_attackers = This ability of { $card } can be activated only before attackers are declared this turn (this is { $step }).
ill-only_before_blockers = This ability of { $card } can be activated only before blockers are declared this turn (this is { $step }).
ill-only_declare_attackers = This ability of { $card } can be activated only during the declare attackers step (this is { $step }).
ill-only_declare_blockers = This ability of { $card } can be activated only during the declare blockers step (this is { $step }).
ill-only_source_attacking = This ability of { $card } can be activated only while { SUBJECT($card) } is attacking.
ill-only_no_cards_in_hand = This ability of { $card } can be activated only with no cards in hand ({ $count ->
        [one] there is one
       *[other] there are { $count }
    }).
ill-only_threshold = This ability of { $card } can be activated only with seven or more cards in its controller's graveyard ({ $count ->
        [one] there is one
       *[other] there are { $count }
    }).
ill-not_modal = { CAP($card) } isn't a modal spell; there is no mode to choose.
ill-same_mode_twice = The same mode of { $card } can't be chosen more than once.
ill-mode_count = { CAP($card) } needs { $count ->
        [one] one mode
       *[other] { WORDS($count) } modes
    }, not { $given }.
ill-nothing_to_discard = The cost asks to discard { $count ->
        [one] a card
       *[other] { WORDS($count) } cards
    }, and the hand doesn't have them.
ill-nothing_to_exile = The cost asks to exile a card that isn't where the cost takes it from.
ill-wrong_exile = { CAP(SUBJECT($card)) } can't be exiled to pay this cost, which asks for another kind of card.
ill-card_not_in_zone = { CAP(SUBJECT($card)) } is not { ID($zone) ->
        [battlefield] on the battlefield under { PERSON($player) ->
            [you] your control
           *[other] { POSS($player) } control
        }
        [exile] in exile
       *[other] in { POSS($player) } { BARE($zone) }
    }.
ill-source_gone = { CAP(SUBJECT($card)) } is no longer there to pay this cost.
ill-summoning_sick = { CAP(SUBJECT($card)) } has { "{T}" } in its cost and doesn't have haste, and { PERSON($player) ->
        [you] you haven't controlled it continuously since your most recent turn began
       *[other] { $player } hasn't controlled it continuously since their most recent turn began
    }.
ill-once_per_turn = The ability of { $card } can be activated only once each turn, and it already was.
ill-instant_speed_needs_priority = The ability of { $card } can be activated only as an instant, that is with priority; nobody has priority while a spell is being cast or an ability activated.
ill-sorcery_speed_ability = The ability of { $card } can be activated only as a sorcery, that is during its controller's main phase, with the stack empty and priority.
ill-your_turn_only = This ability of { $card } can be activated only during its controller's turn.
ill-not_controller = { PERSON($player) ->
        [you] You don't control
       *[other] { CAP($player) } doesn't control
    } { $card }; only its controller can activate its abilities.
ill-not_in_zone_for_ability = { CAP(SUBJECT($card)) } must be { PLACE($zone) } to activate this ability.
ill-no_activated_ability = { CAP($card) } has no activated ability.
ill-not_a_mana_source = { CAP($card) } has no mana ability that can be used here.
ill-wrong_colors = { CAP($card) } can't produce { $colors }; it can add only { $options }.
ill-not_a_land = { CAP(SUBJECT($card)) } is not a land; it is cast, not played as a land.
ill-land_not_your_turn = A land can be played only during its player's own turn.
ill-land_not_main_phase = A land can be played only during a main phase, and this is { $step }.
ill-land_stack_not_empty = A land can be played only while the stack is empty.
ill-land_already_played = A land was already played this turn, and only one can be played each turn.
ill-no_priority = { PERSON($player) ->
        [you] You can't
       *[other] { CAP($player) } can't
    } get priority now.
ill-pass_without_priority = { PERSON($player) ->
        [you] You don't have priority, so you can't pass it.
       *[other] { CAP($player) } doesn't have priority, so can't pass it.
    }
err-budget = This message asks for more work than one trace may do (a loop?).

## rollback (732)
rb-card_back = { CAP(SUBJECT($card)) } goes back to { POSS($player) } { BARE($zone) }.
rb-life = { CAP(POSS($player)) } life total goes back to { $life }.
rb-pool = { CAP(POSS($player)) } mana pool goes back to { $pool }.
rb-permanent_back = { CAP(SUBJECT($card)) } is back on the battlefield.
rb-untapped = { CAP(SUBJECT($card)) } is untapped again.
rb-summary = The whole action is undone, payments and mana abilities included; the player who had priority keeps it.

## answers
ans-yes = { $asked ->
        [cast] { PERSON($player) ->
            [you] you can
           *[other] { $player } can
        } cast { $card } now.
        [activate] { PERSON($player) ->
            [you] you can
           *[other] { $player } can
        } activate the ability of { $card } now.
        [tap_mana] { PERSON($player) ->
            [you] you can
           *[other] { $player } can
        } activate the mana ability of { $card } now.
        [play_land] { PERSON($player) ->
            [you] you can
           *[other] { $player } can
        } play { $card } now.
        [sacrifice] { PERSON($player) ->
            [you] you can
           *[other] { $player } can
        } sacrifice { $card } now.
        [discard] { PERSON($player) ->
            [you] you can
           *[other] { $player } can
        } discard { $card } now.
        [attack] { $card } can attack.
        [block] { $card } can block.
       *[other] this is allowed now.
    }

## errors in the message
err-unknown_card = Unknown card: no card is named “{ $name }”.
err-empty = The message is empty: describe a situation and a play.
err-took_too_long = Checking this play took more than { $seconds } s, the time limit: cut it into shorter messages, or try again when the bot is less busy.
err-too_large = The message is too long ({ $size } characters; the limit is { $limit }).
err-too_many_actions = Too many actions in one message (at most { $max }).
err-too_many_cards = Too many cards in the situation (at most { $limit }).
err-control_character = The message contains control characters: it doesn't look like text.
err-setup_after_actions = Setup lines (who has what) must come before the first action.
err-expected_zone = Expected a zone (battlefield, hand, graveyard, library, exile), life or pool; found “{ $found }”.
err-expected_player_or_step = Expected a player ({ $players }) or a step (upkeep, main 1, declare attackers…); found “{ $found }”.
err-expected_step = Expected a step (upkeep, draw, main 1, beginning of combat, declare attackers, …, end step, cleanup); found “{ $found }”.
err-expected_action = Expected an action (cast, activate, tap, pay, play, discard, pass, resolve, hold priority…); found “{ $found }”.
err-expected_card = Expected a card name here.
err-expected_colors = Expected mana or colours (UUU, { "{U}" }{ "{U}" }, three blue); found “{ $found }”.
err-expected_number = Expected a number; found “{ $found }”.
err-expected_payment = Expected a payment item (mana like { "{1}" }{ "{U}" }, “3 life”, sacrificing/discarding/tapping/with a card); found “{ $found }”.
err-expected_block_with = Expected “block <attacker> with <blocker>”.
err-expected_assignment = Expected “assign <n> to <blocker or player>[ and <n> to …][ with <attacker>]”.
err-unexpected_after_pass = Unexpected words after “pass”: “{ $found }”.
err-bad_mana = Not a mana amount: “{ $found }”.
err-bad_life = Impossible life value { $value } (limit ±{ $limit }).
err-bad_count = Impossible number { $value } (at most { $limit }).
err-bad_x = Impossible value for X: { $value } (X is a whole number from 0 to { $limit }).
err-bad_damage = Impossible damage value { $value }.
err-bad_ability_number = Impossible ability number { $value }.
err-unknown_mark = Unknown mark “{ $mark }” (known: tapped, sick, haste, damage N, fate, attacking).
err-marks_only_on_battlefield = Marks like “({ $marks })” only apply to permanents on the battlefield.
err-unknown_player_name = “{ $player }” is not a declared player.
err-unknown_player = “{ $player }” is not a declared player.
err-alt_on_activate = Flashback and madness are ways to cast a card, not to activate an ability.
err-sacrifice_needs_context = Sacrificing is written as part of a cost (“… sacrificing <card>”), or on the line after the `resolve` of an effect that makes a player sacrifice.
err-no_such_permanent = { PERSON($player) ->
        [you] You control no permanent named { BARE($card) }: it is { PLACE($where) }.
       *[other] { CAP($player) } controls no permanent named { BARE($card) }: it is { PLACE($where) }.
    }
err-ambiguous_permanent = Several players control a permanent named { BARE($card) }: say whose (e.g. “Bob's { BARE($card) }”).
err-ambiguous_target = Several players control a permanent named { BARE($card) }: say whose (e.g. “Bob's { BARE($card) }”).
err-no_such_target = The target { BARE($card) } is nowhere in this situation.
err-missing_target = A target is needed ({ $kind }) and none is written: add “targeting …”.
err-target_unsaid = The message doesn't say what { SUBJECT($card) } targets ({ $kind }), and that decides the answer: name the target (e.g. “targeting …”).
err-card_not_in_zone = { PERSON($player) ->
        [you] You have no { NAMED($card) } in your { BARE($zone) }.
       *[other] { CAP($player) } has no { NAMED($card) } { PLACE($zone) }.
    }
err-x_missing = { CAP($card) } has X in its cost: write X=<number>.
err-which_ability = { CAP($card) } has { $count } activated abilities: say which (“ability 2”).
err-no_such_ability = { CAP($card) } has no ability { $number } ({ $count ->
        [one] it has only one
       *[other] it has { $count }
    }).
err-choose_sacrifice = The cost asks to sacrifice { $count ->
        [one] one { $filter }
       *[other] { $count } { PLURAL($filter) }
    }: say which (“sacrificing …”).
err-choose_discard = The cost asks to discard { $count ->
        [one] a card
       *[other] { WORDS($count) } cards
    }: say which (“discarding …”).
err-cost_unrecognized = { CAP($card) }: part of this cost is not understood by the engine (“{ $part }”), so it can't be paid here; the engine never skips a cost.
err-choose_tap = The cost asks to tap { $count ->
        [one] one untapped { $filter }
       *[other] { $count } untapped { PLURAL($filter) }
    } you control: say which (“tapping …”).
err-choose_return = The cost asks to return { $count ->
        [one] one { $filter }
       *[other] { $count } { PLURAL($filter) }
    } you control to their owner's hand: say which (“returning …”).
err-choose_mode = { CAP($card) } is modal (choose { $count }): say which modes (“choosing 1 and 2”).
err-no_such_mode = { CAP($card) } has { WORDS($count) } modes: there is no mode { $number }.
err-expected_mode = Expected mode numbers (“choosing 1 and 3”); found “{ $found }”.
err-bad_mode_number = Impossible mode number { $value }.
err-choose_exile = The cost asks to exile a card: say which (“exiling …”).
err-choice_not_available = { CAP($card) } is not among the possible choices.
err-choice_count = { $given ->
        [one] One card chosen
       *[other] { CAP(WORDS($given)) } cards chosen
    }, { WORDS($expected) } expected.
err-nothing_to_answer = Nothing asks for this now (a “{ $kind }” line answers a cost or a choice of the line before).
err-no_plugin_for_action = No plugin handles the action “{ $kind }” (is it switched off in the settings?).
err-plugin_needed = { CAP($card) }: this needs the “{ $plugin }” plugin, which is not active.
err-plugin_failed = The plugin “{ $plugin }” failed ({ $hook }: { $error }); the trace stops here.
err-internal = Arbitre failed while checking this message (internal error: { $error }). This is a bug in Arbitre, not in the message.

## labels
label-verdict-legal = Legal
label-verdict-illegal = Illegal
label-verdict-error = Not understood
label-verdict-ambiguous = Ambiguous message
label-verdict-incomplete = A detail is missing
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
ill-alt_not_now = { CAP(SUBJECT($card)) } can't be cast for { ID($alt) ->
        [alternative] its alternative cost
       *[other] its { $alt } cost
    } { FROM($zone) } now; that permission doesn't apply here.
step-madness_exiled = { CAP($card) } has madness: { PERSON($player) ->
        [you] you discard it
       *[other] { $player } discards it
    }, but it is exiled instead of going to the graveyard.
step-madness_triggers = The madness ability of { $card } triggers; it will be put on the stack the next time a player would receive priority.
step-madness_cast_during_resolution = While the madness trigger resolves, { PERSON($player) ->
        [you] you cast
       *[other] { $player } casts
    } { $card } for its madness cost; the resolution goes on, with no one receiving priority in between.
step-madness_declined = { PERSON($player) ->
        [you] You choose
       *[other] { CAP($player) } chooses
    } not to cast { $card }.
step-madness_assumed_declined = { PERSON($player) ->
        [you] You wrote no choice
       *[other] No choice is written for { $player }
    } (madness): assumed declined, the default; { $card } is not cast.
step-madness_to_graveyard = { CAP(SUBJECT($card)) } is put from exile into { POSS($player) } graveyard.
step-madness_card_gone = { CAP(SUBJECT($card)) } is no longer in exile: the madness trigger does nothing.
step-alt_permission = { CAP(SUBJECT($card)) } has { ID($alt) ->
        [alternative] an alternative cost
       *[other] { INDEF($alt) } cost
    }: that is what lets it be cast { FROM($zone) } for that cost.

## turn structure and combat
step-new_turn = Turn { $turn } begins: it is { POSS($player) } turn.
step-untap_all = { PERSON($player) ->
        [you] You untap your permanents ({ $cards }); they have now been under your control since the start of the turn.
       *[other] { CAP($player) } untaps their permanents ({ $cards }); they have now been under their control since the start of the turn.
    }
step-draw_step = Draw step: { PERSON($player) ->
        [you] you draw
       *[other] { $player } draws
    } { $count ->
        [0] no card
        [one] a card
       *[other] { WORDS($count) } cards
    } ({ $library } left in { POSS($player) } library).
step-hand_size = Cleanup: { PERSON($player) ->
        [you] you have more than { $size } cards in hand and discard { $count }.
       *[other] { $player } has more than { $size } cards in hand and discards { $count }.
    }
step-cleanup_wear_off = Cleanup: damage wears off and “until end of turn” effects end ({ $cards }).
step-attacks = { CAP(SUBJECT($card)) } is declared as an attacker, attacking { PERSON($player) ->
        [you] you
       *[other] { $player }
    }.
step-attacker_taps = { CAP(SUBJECT($card)) } taps as it attacks (this is not a cost).
step-attacker_vigilance = { CAP(SUBJECT($card)) } has vigilance: attacking doesn't tap it.
step-blocks = { PERSON($player) ->
        [you] You declare
       *[other] { CAP($player) } declares
    } { $blocker } as a blocker of { $card }.
step-becomes_blocked = { CAP(SUBJECT($card)) } is now a blocked creature, and stays blocked even if its blockers leave combat.
step-first_strike_step = A creature with first strike or double strike is in combat: first, only those deal combat damage.
step-first_strike_keyword = First strike (and double strike) creatures deal their combat damage in this step; the others wait for the regular combat damage step.
step-regular_damage_step = Second combat damage step: the other creatures (and double strikers again) deal combat damage.
step-combat_damage_player = { CAP($source) } deals { $amount } combat damage to { $player } ({ PERSON($player) ->
        [you] your life total is now { $life }
       *[other] life total now { $life }
    }).
step-combat_damage_creature = { CAP($source) } deals { $amount } combat damage to { $card } ({ $total } damage marked in all).
step-blocked_no_blockers = { CAP(SUBJECT($card)) } is blocked but no creature blocks it any more: it deals no combat damage.
step-trample_no_blockers = { CAP(SUBJECT($card)) } has trample and no creature blocks it any more: all its damage goes to the player.
step-trample_excess = { CAP(SUBJECT($card)) } has trample: after lethal damage to its blockers, { $amount } damage goes to the player.
step-damage_divided = The controller of { $card } divides its combat damage among its blockers, in order.
step-assigned_to_creature = { CAP(SUBJECT($card)) } assigns { $amount } combat damage to { $blocker }, as its controller chose.
step-assigned_to_player = { CAP(SUBJECT($card)) } assigns { $amount } combat damage to { PERSON($player) ->
        [you] you
       *[other] { $player }
    }, as its controller chose.
ill-assign_total = { CAP(SUBJECT($card)) } must assign all its combat damage, { $power } (its power); the message assigns { $given }.
ill-assign_player_without_trample = { CAP(SUBJECT($card)) } is blocked and doesn't have trample; all its combat damage goes to the creatures blocking it, none to the player.
ill-assign_lethal_first = { CAP(SUBJECT($card)) } has trample, but damage can go to the player only once each creature blocking it is assigned lethal damage; { $blocker } needs { $lethal }.
ill-assign_not_blocking = { CAP(SUBJECT($blocker)) } isn't blocking { $card }; a blocked creature assigns its combat damage only to the creatures blocking it.
err-assign_which_attacker = Whose combat damage is assigned? Name the blocked attacking creature.
step-removed_from_combat = The combat phase ends: all creatures are removed from combat.
ill-stack_not_empty_to_move_on = The game can't move on to { $step } while the stack holds { $stack }; everyone must pass and let it resolve first.
ill-attack_not_your_turn = { PERSON($player) ->
        [you] You can't attack; it isn't your turn, and only the active player declares attackers.
       *[other] { CAP($player) } can't attack; only the active player declares attackers.
    }
ill-attackers_already_declared = Attackers are declared once per combat, at the start of the declare attackers step (this is { $step }).
ill-attacker_not_creature = { CAP(SUBJECT($card)) } is not a creature; it can't attack.
ill-attacker_tapped = { CAP(SUBJECT($card)) } is tapped, and only untapped creatures can attack.
ill-attacker_sick = { CAP(SUBJECT($card)) } hasn't been under its controller's control continuously since their most recent turn began and doesn't have haste; it can't attack.
ill-attacker_defender = { CAP(SUBJECT($card)) } has defender; it can't attack.
ill-block_own_turn = { PERSON($player) ->
        [you] You are the active player
       *[other] { CAP($player) } is the active player
    }; the defending player declares blockers.
ill-nothing_attacks = No creature is attacking; there is nothing to block.
ill-blockers_already_declared = Blockers are declared at the start of the declare blockers step (this is { $step }).
ill-blocker_not_creature = { CAP(SUBJECT($card)) } is not a creature; it can't block.
ill-blocker_tapped = { CAP(SUBJECT($card)) } is tapped, and only untapped creatures can block.
ill-blocker_already_blocks = { CAP(SUBJECT($card)) } already blocks a creature; it can block only one.
ill-not_attacking = { CAP(SUBJECT($card)) } is not attacking; it can't be blocked.
ill-cant_block_flying = { CAP(SUBJECT($card)) } has flying; { SUBJECT($blocker) } has neither flying nor reach and can't block it.
step-step_skipped = { ID($step) ->
        [first_strike_damage] No creature in combat has first strike or double strike: there is no first-strike combat damage step.
       *[other] { CAP($step) } is skipped.
    }
step-another_cleanup = A player received priority during cleanup: another cleanup step follows.
ill-no_priority_in_step = Nobody receives priority during { $step }; no spell can be cast and no ability activated.
step-ability_triggers = An ability of { $card } triggers ({ $trigger }); it waits to be put on the stack.
step-trigger_target_assumed = Target of the triggered ability of { $card }: { $targets } (assumed, as the play language has no line for it).

## keyword and static abilities (issue 11)
step-damage_prevented_protection = { CAP($source) } would deal { $amount } damage to { $card }, but { SUBJECT($card) } has protection from { $quality }: that damage is prevented.
step-damage_as_counters = { CAP($source) } deals { $amount } damage to { $card } as -1/-1 counters ({ $amount } put on it).
step-deathtouch_damage = { CAP($source) } has deathtouch: { SUBJECT($card) } was dealt damage by it and will be destroyed when state-based actions are checked.
step-damage_poison = { CAP($source) } has infect: its { $amount } damage gives { PERSON($player) ->
        [you] you
       *[other] { $player }
    } { WORDS($amount) } poison { $amount ->
        [one] counter
       *[other] counters
    } (total { $total }).
step-lifelink = { CAP($source) } has lifelink: { PERSON($player) ->
        [you] you gain
       *[other] { $player } gains
    } { $amount } life (life total now { $life }).
step-indestructible = { CAP(SUBJECT($card)) } has indestructible, so it is not destroyed.
step-cant_be_countered = { CAP(SUBJECT($card)) } can't be countered and stays on the stack.
sba-poison = State-based action: { PERSON($player) ->
        [you] you have { WORDS($count) } poison counters and lose the game.
       *[other] { $player } has { WORDS($count) } poison counters and loses the game.
    }
sba-deathtouch = State-based action: { SUBJECT($card) } was dealt damage by a source with deathtouch and is destroyed.
step-flash_timing = { CAP(SUBJECT($card)) } has flash: it may be cast any time its controller could cast an instant.
ill-split_second = { CAP(SUBJECT($spell)) } has split second; while it is on the stack, no other spell can be cast, { $card } included.
ill-split_second_ability = { CAP(SUBJECT($spell)) } has split second; while it is on the stack, only mana abilities can be activated, not this ability of { $card }.
ill-cast_only = { CAP(SUBJECT($card)) } can be cast only { $when }; this is { $step }.
ill-opponents_cant_cast = { CAP($source) } stops its controller's opponents from casting spells during its controller's turn; { SUBJECT($card) } can't be cast.
ill-cant_activate_static = { CAP($source) } stops this ability of { $card } from being activated.
ill-chosen_cant_cast = Because of { $source } and the choice made as it entered ({ $value }), { SUBJECT($card) } can't be cast.
ill-chosen_cant_activate = Because of { $source }, which named { $card } as it entered, the activated abilities of { $card } can't be activated.
ill-target_protected = { CAP(SUBJECT($target)) } has { ID($ability) ->
        [protection] protection
       *[other] hexproof
    } from { $quality }, so it can't be the target of this spell or ability.
ill-target_keyword = { CAP(SUBJECT($target)) } has { $ability }, so it can't be the target of this spell or ability.
ill-attacker_cant_attack = { CAP($card) } can't attack.
ill-blocker_cant_block = { CAP($card) } can't block.
ill-cant_block_protected = { CAP(SUBJECT($card)) } has protection from { $quality }, so { SUBJECT($blocker) } can't block it.
ill-cant_block_evasion = { CAP(SUBJECT($card)) } has { $ability }, so { SUBJECT($blocker) } can't block it.
ill-shadow_blocker = { CAP(SUBJECT($blocker)) } has shadow, so it can block only creatures with shadow, and { $card } doesn't have it.
step-can_block_flyer = { CAP(SUBJECT($blocker)) } has { $ability }: it can block { $card }, which has flying.
ill-menace_one_blocker = { CAP(SUBJECT($card)) } has menace; it can't be blocked except by two or more creatures, and { $blocker } blocks it alone.
step-deathtouch_lethal = { CAP(SUBJECT($card)) } has deathtouch: { $amount } damage is lethal damage for { $blocker } when assigning combat damage.
err-helper_needs_cards = Say which cards pay for { $helper }: “tapping <card> for convoke”, “exiling <card> for delve”, “tapping <card> for improvise”.
step-helper_paid = { CAP($card) } pays { $mana } of the cost ({ $helper }).
ill-no_such_helper = { CAP($card) } doesn't have { $helper }; cards can't pay for it that way.
ill-helper_too_many = { CAP($card) } can't pay anything more through { $helper }; nothing is left of the cost for it to pay.
ill-helper_wrong_kind = { CAP($card) } can't pay by { $helper } (convoke taps creatures, improvise taps artifacts).
ill-helper_tapped = { CAP(SUBJECT($card)) } is already tapped; it can't be tapped again for { $helper }.
ill-spectacle_condition = { CAP(SUBJECT($card)) } can be cast for its spectacle cost only if an opponent lost life this turn.
ill-surge_condition = { CAP(SUBJECT($card)) } can be cast for its surge cost only if its caster has already cast another spell this turn.
ill-prowl_condition = { CAP(SUBJECT($card)) } can be cast for its prowl cost only if a creature sharing one of its types dealt combat damage to a player this turn.
err-emerge_needs_sacrifice = Casting { $card } for its emerge cost sacrifices a creature: say which one (“sacrificing <creature>”).
step-buyback_to_hand = Buyback was paid: { SUBJECT($card) } returns to its owner's hand instead of going to the graveyard.
step-gains_haste = { CAP(SUBJECT($card)) } was cast for its { $alt } cost: it has haste.
step-keyword_source_gone = { CAP(SUBJECT($card)) } is no longer on the battlefield: the ability does nothing.
step-foretold = { PERSON($player) ->
        [you] You pay { "{2}" } and exile
       *[other] { CAP($player) } pays { "{2}" } and exiles
    } { $card } face down: it is foretold, and may be cast for its foretell cost from the next turn on.
ill-no_foretell = { CAP($card) } doesn't have foretell.
ill-foretell_not_your_turn = A card can be foretold only during its owner's turn; { $card } can't be foretold now.
step-foretell_special_action = Foretelling is a special action: it doesn't use the stack, and the player keeps priority.
ill-not_foretold = { CAP($card) } was not foretold; it can't be cast for its foretell cost.
ill-foretold_this_turn = { CAP($card) } was foretold this turn; it can be cast for its foretell cost only after this turn has ended.
ill-x_not_zero = X can't be 0 for { $card }.
step-optional_cost_keyword = { CAP(SUBJECT($card)) } has { $cost }: that is what allows this additional cost.
ill-ability_not_in_this_zone = This ability of { $card } can be activated only while the card is { PLACE($zone) }.
step-cycling = Cycling { $card }: an activated ability that works only while the card is in its owner's hand, with discarding it as part of the cost.
step-enters_tapped = { CAP(SUBJECT($card)) } enters the battlefield tapped.
step-enters_with_counters = { CAP(SUBJECT($card)) } enters the battlefield with { $count ->
        [0] no { $counter } counters on it
        [one] { WORDS($count) } { $counter } counter on it
       *[other] { WORDS($count) } { $counter } counters on it
    }.
step-ward_triggers = The ward ability of { $card } triggers: { $spell } targets it.
step-ward_target_gone = The spell or ability that triggered the ward of { $card } has left the stack: nothing happens.
step-ward_counters = The ward ability of { $source } counters { $card } unless { PERSON($player) ->
        [you] you pay
       *[other] { $player } pays
    } the ward cost.
step-ward_paid = { PERSON($player) ->
        [you] You pay
       *[other] { CAP($player) } pays
    } the ward cost: { SUBJECT($card) } is not countered.
step-ninjutsu_enters = { CAP(SUBJECT($card)) } is put onto the battlefield from { POSS($player) } hand, tapped and attacking (it was never declared as an attacker).
step-indestructible_survives = { CAP(SUBJECT($card)) } has indestructible: lethal damage doesn't destroy it ({ $damage } damage stays marked on it).
step-keyword_triggers = The { $ability } ability of { $card } triggers; it waits to be put on the stack.
step-doesnt_untap = { CAP(SUBJECT($card)) } doesn't untap during its controller's untap step.

## combat restrictions (issue 11)
ill-land_not_from_hand = { CAP(SUBJECT($card)) } is { PLACE($zone) }; a land is played from the hand, and nothing allows playing it from there.
ill-too_many_attackers = { CAP(WORDS($declared)) } creatures are declared as attackers, but because of { $source } no more than { WORDS($count) } { $count ->
        [one] creature
       *[other] creatures
    } can attack each combat.
ill-too_many_blockers = { CAP(WORDS($declared)) } creatures are declared as blockers, but because of { $source } no more than { WORDS($count) } { $count ->
        [one] creature
       *[other] creatures
    } can block each combat.
ill-cant_attack_alone = { CAP(SUBJECT($card)) } can't attack alone.
ill-attack_unless_defender_controls = { CAP(SUBJECT($card)) } can't attack unless the defending player controls a permanent of type { $subtype }.
ill-must_attack = { CAP(SUBJECT($card)) } attacks each combat if able; it can attack, so it must be declared as an attacker.
ill-blocks_only_flying = { CAP(SUBJECT($blocker)) } can block only creatures with flying, and { SUBJECT($card) } doesn't have flying.
ill-attacks_only_alone = { CAP(SUBJECT($card)) } can only attack alone; no other creature may attack with it.
ill-cant_block_kind = { CAP(SUBJECT($blocker)) } can't block { $card }; its ability forbids it to block that kind of creature.
ill-cant_attack_player = { CAP(SUBJECT($card)) } can't attack { PERSON($player) ->
        [you] you
       *[other] { $player }
    }; { $source } forbids it.
ill-goaded_attacks_other = { CAP(SUBJECT($card)) } is goaded; it must attack a player other than { PERSON($player) ->
        [you] you
       *[other] { $player }
    } when it can.
ill-blocker_power_restriction = { CAP(SUBJECT($blocker)) } can't block { $card }; its ability forbids blocking a creature with that power.
ill-max_one_blocker = { CAP(SUBJECT($card)) } can't be blocked by more than one creature.
ill-min_blockers = { CAP(SUBJECT($card)) } can't be blocked except by { $count } or more creatures.
ill-cant_block_alone = { CAP(SUBJECT($card)) } can't block alone.
ill-must_block = { CAP(SUBJECT($card)) } blocks each combat if able; it can block an attacker, so it must block.
err-choose_crew = Crewing { $card } taps creatures with total power { $count } or more: say which (“tapping <creature>”).
ill-crew_creature = { CAP(SUBJECT($card)) } can't crew; only an untapped creature its controller controls, other than the Vehicle, can.
ill-crew_power = Crew { $count } needs creatures with total power { $count } or more; the ones named have { $power }.
step-crew_tapped = { CAP(SUBJECT($card)) } is tapped to crew (power { $power }).
step-crewed = { CAP(SUBJECT($card)) } is crewed: it becomes an artifact creature until end of turn.
step-unearthed = { CAP(SUBJECT($card)) } returns from { POSS($player) } graveyard to the battlefield with haste; it will be exiled at the beginning of the next end step.
step-unearthed_exiled = { CAP(SUBJECT($card)) } was unearthed: it is exiled instead of going to the { $zone }.
step-returns_with_counter = { CAP(SUBJECT($card)) } returns to the battlefield with a { $counter } counter on it.
step-no_legal_choice = Nothing can be chosen for the ability of { $card }: it does nothing.
step-upkeep_cost_paid = { PERSON($player) ->
        [you] You pay
       *[other] { CAP($player) } pays
    } the cost: { SUBJECT($card) } stays on the battlefield.
ill-not_face_down = { CAP(SUBJECT($card)) } is not face down; there is nothing to turn face up.
ill-no_morph_cost = { CAP(SUBJECT($card)) } has no morph cost; it can't be turned face up this way.
step-turned_face_up = { PERSON($player) ->
        [you] You pay
       *[other] { CAP($player) } pays
    } its morph cost and { SUBJECT($card) } is turned face up.
step-turn_face_up_special_action = Turning a face-down permanent face up is a special action: it doesn't use the stack and can't be responded to.

step-not_enforced = { CAP($card) }: “{ $sentence }” — the engine does not enforce this ability; what follows may differ from what the rules give.
step-jump_start_exile = { CAP(SUBJECT($card)) } was cast with jump-start: it is exiled instead of going to the { $zone }.
step-counter_removed = { $count ->
        [one] { CAP(INDEF($counter)) } counter is
       *[other] { CAP(WORDS($count)) } { $counter } counters are
    } removed from { $card }.
ill-unleashed_cant_block = { CAP(SUBJECT($card)) } has a +1/+1 counter on it and unleash; it can't block.
ill-lure_must_block = All creatures able to block { $card } must do so, and { SUBJECT($blocker) } blocks nothing.
ill-must_be_blocked = { CAP(SUBJECT($card)) } must be blocked if able, and { SUBJECT($blocker) } could block it.
step-damage_prevented_self = { CAP(SUBJECT($card)) } prevents the { $amount } damage { $source } would deal to it.

## static abilities applied to permanents (613)
step-static_pt = Because of { $sources }, { SUBJECT($card) } is { $pt } now.
step-static_abilities = Because of { $sources }, { SUBJECT($card) } has { $ability }.
step-static_loses = Because of { $sources }, { SUBJECT($card) } loses { $ability }.
step-enters_as_copy = { CAP(SUBJECT($card)) } enters the battlefield as a copy of { $copied }.
step-assigns_by_toughness = { CAP(SUBJECT($card)) } assigns its combat damage equal to its toughness rather than its power: { $amount }.
step-chosen_as_enters = As { $card } enters the battlefield, { PERSON($player) ->
        [you] you choose
       *[other] { $player } chooses
    } { $what }: { $value }.
step-count_unknown_zone = { CAP(SUBJECT($card)) } counts cards in { POSS($player) } { ID($zone) ->
        [hand] hand
        [library] library
        [exile] exile
       *[other] graveyard
    }, which the message doesn't describe: the value used, { $value }, counts only the cards it lists; the real value may be higher.
step-count_unknown_zones = { CAP(SUBJECT($card)) } counts cards in { ID($zone) ->
        [hand] hands
        [library] libraries
        [exile] exile
       *[other] graveyards
    } the message doesn't describe: the value used, { $value }, counts only the cards it lists; the real value may be higher.
step-assumed_as_enters = { PERSON($player) ->
        [you] You wrote no choice
       *[other] No choice is written for { $player }
    } of { $what } for { $card }: assumed { $value }.
ill-player_target_keyword = { PERSON($player) ->
        [you] You have { $ability }, so you can't
       *[other] { CAP($player) } has { $ability }, so they can't
    } be the target of this spell or ability.
step-cant_gain_life = { PERSON($player) ->
        [you] You can't
       *[other] { CAP($player) } can't
    } gain life because of { $source }: the { $amount } life { $amount ->
        [one] isn't
       *[other] aren't
    } gained.
ill-cant_play_lands = Because of { $source }, no land can be played.
step-additional_land = { CAP($source) } lets this land be played: land number { $count } this turn.
step-doesnt_lose = Because of { $source }, { PERSON($player) ->
        [you] you don't lose
       *[other] { $player } doesn't lose
    } the game.
step-static_control = Because of { $source }, { PERSON($player) ->
        [you] you control
       *[other] { $player } controls
    } { $card } now.

## more keyword abilities (702)
step-storm_copies = Storm: { $count ->
        [one] one copy
       *[other] { WORDS($count) } copies
    } of { $card } { $count ->
        [one] is
       *[other] are
    } put on the stack, one for each spell cast before it this turn.
step-rebound_exiled = { CAP(SUBJECT($card)) } was cast from a hand: it is exiled instead of going to the graveyard (rebound), to be cast again at its owner's next upkeep.
step-suspended = { PERSON($player) ->
        [you] You suspend
       *[other] { CAP($player) } suspends
    } { $card }: it is exiled with { WORDS($count) } time { $count ->
        [one] counter
       *[other] counters
    }.
step-suspend_special_action = Suspending is a special action: it doesn't use the stack.
step-time_counter_removed = A time counter is removed from { $card } ({ $count } left).
step-free_cast = { PERSON($player) ->
        [you] You cast
       *[other] { CAP($player) } casts
    } { $card } without paying its mana cost ({ $alt }), while the ability resolves.
step-free_cast_assumed = No line says whether { $card } is cast: it needs no choice, so it is assumed cast.
step-free_cast_assumed_declined = No line casts { $card } (it needs targets or choices): it is assumed not cast.
step-paired = { CAP(SUBJECT($card)) } is paired with { $other } (soulbond).
step-unpaired = { CAP(SUBJECT($card)) } is no longer paired.
step-city_blessing = { PERSON($player) ->
        [you] You get
       *[other] { CAP($player) } gets
    } the city's blessing for the rest of the game ({ $source }: ten permanents).
step-umbra_armor = { CAP(SUBJECT($card)) } would be destroyed: instead its damage is removed and { $aura } is destroyed (umbra armor).
ill-no_suspend = { CAP(SUBJECT($card)) } has no suspend ability.
ill-listed_too_few = The payment uses { WORDS($written) } cards named { BARE($card) }, but the battlefield the message describes for { PERSON($player) ->
        [you] you
       *[other] { $player }
    } has only { $have }; the cost can't be paid.

## a player the message names without declaring (the contract's me / opponent, as written)
player-me_written = me
player-opponent_written = opponent

## combat keyword abilities (issue 11: provoke, frenzy, myriad, poisonous, ingest, absorb)
step-provoked = { CAP(SUBJECT($card)) } is provoked: it must block { $attacker } this combat if able.
ill-provoked_must_block = { CAP(SUBJECT($blocker)) } was provoked by { $card } and must block it if able.
step-myriad_no_other_opponent = Myriad of { $card }: the defending player is the only opponent, so no token is created.
step-myriad_token = A token copy of { $card } enters tapped and attacking { PERSON($player) ->
        [you] you
       *[other] { $player }
    } (myriad).
step-poison_counters = { PERSON($player) ->
        [you] You get
       *[other] { CAP($player) } gets
    } { $count ->
        [one] one poison counter
       *[other] { WORDS($count) } poison counters
    } (now { $total }).
step-ingest_exiled = { PERSON($player) ->
        [you] You exile
       *[other] { CAP($player) } exiles
    } the top card of { POSS($player) } library, { $card } (ingest).
step-ingest_unknown = { PERSON($player) ->
        [you] You exile
       *[other] { CAP($player) } exiles
    } the top card of { POSS($player) } library, a card the message doesn't name (ingest).
step-ingest_empty = { CAP(POSS($player)) } library is empty: ingest exiles nothing.
step-damage_absorbed = { CAP(SUBJECT($card)) } has absorb: { $amount } of the damage { $source } would deal to it { $amount ->
        [one] is
       *[other] are
    } prevented.
step-hand_keyword_ability = { CAP($ability) } of { $card }: an activated ability that works only while the card is in its owner's hand, with discarding it as part of the cost.

## keyword abilities of spells (issue 11: replicate, sunburst, devour)
step-spell_copies = { CAP($ability) }: { $count ->
        [one] one copy
       *[other] { WORDS($count) } copies
    } of { $card } { $count ->
        [one] is
       *[other] are
    } put on the stack above it.
step-sunburst = Sunburst: { SUBJECT($card) } enters with { $count ->
        [one] one { $counter } counter
       *[other] { WORDS($count) } { $counter } counters
    }, one for each color of mana spent to cast it.
step-devoured = { CAP(SUBJECT($card)) } devoured { $count ->
        [one] one creature
       *[other] { WORDS($count) } creatures
    }: it enters with { $counters ->
        [one] a +1/+1 counter
       *[other] { WORDS($counters) } +1/+1 counters
    }.
step-enters_tapped_by = Because of { $source }, { SUBJECT($card) } enters the battlefield tapped.
step-as_enters_life_paid = As { $card } enters the battlefield, { PERSON($player) ->
        [you] you pay
       *[other] { $player } pays
    } { $life } life: it enters untapped.
step-assumed_as_enters_life = { PERSON($player) ->
        [you] You wrote no choice
       *[other] No choice is written for { $player }
    } for { $card } ({ $life } life or tapped): { $paid ->
        [yes] assumed paid, since a later line uses it
       *[other] assumed not paid, so it enters tapped (a line “pay { $life } life” right after says otherwise)
    }.
step-assumed_as_enters_reveal = As { $card } enters the battlefield, { PERSON($player) ->
        [you] you are assumed to reveal
       *[other] { $player } is assumed to reveal
    } { $revealed } from the hand: it enters untapped.
step-life_gain_replaced = Because of { $source }, { PERSON($player) ->
        [you] you gain
       *[other] { $player } gains
    } { $amount } life instead.
step-damage_prevented_static = Because of { $by }, { $amount } of the damage { $source } would deal to { $target } { $amount ->
        [one] is
       *[other] are
    } prevented.
step-attack_tax = Attacking with { WORDS($count) } { $count ->
        [one] creature
       *[other] creatures
    } costs { $cost } because of { $sources }: { PERSON($player) ->
        [you] you pay
       *[other] { $player } pays
    } it as the attackers are declared.
step-life_cant_change = Because of { $source }, { POSS($player) } life total can't change: the { $amount } life { $amount ->
        [one] isn't
       *[other] aren't
    } gained or lost.
step-life_gain_reversed = Because of { $source }, { PERSON($player) ->
        [you] you lose
       *[other] { $player } loses
    } { $amount } life instead of gaining it.
step-draw_forbidden = Because of { $source }, { PERSON($player) ->
        [you] you can't
       *[other] { $player } can't
    } draw { $limit ->
        [0] cards
       *[other] more than one card each turn
    }: the draw doesn't happen.
step-draw_replaced = Because of { $source }, { PERSON($player) ->
        [you] you draw
       *[other] { $player } draws
    } { $count ->
        [one] { WORDS($count) } card
       *[other] { WORDS($count) } cards
    } instead of one.
step-land_from_zone = Because of { $source }, { SUBJECT($card) } is played { FROM($zone) }.
step-zone_replaced = { CAP(SUBJECT($card)) } would { $event ->
        [dies] die
       *[other] go to a graveyard
    }: because of { $source }, it { $place ->
        [exile] is exiled
        [hand] is put into its owner's hand
        [top] is put on top of its owner's library
        [bottom] is put on the bottom of its owner's library
       *[shuffled] is shuffled into its owner's library
    } instead (a replacement effect).
step-untap_limited = Because of { $source }, { PERSON($player) ->
        [you] you can't
       *[other] { $player } can't
    } untap more than { $count } of these permanents: only { $cards } untap.
step-untaps_in_others_step = Because of { $source }, { SUBJECT($card) } untaps during another player's untap step.
step-draw_instead = Because of { $source }, { PERSON($player) ->
        [you] you would draw
       *[other] { $player } would draw
    } a card: { $instead ->
        [skip] that draw is skipped instead
        [exile_top] the top card of the library is exiled instead
        [win_game] the game is won instead
        [draw_and_lose] instead, { $count } cards are drawn and { $life } life is lost
        [counters] instead, { $count } { $counter } counters are put on { $source }
       *[skip_and_you_draw] that draw is skipped and { PERSON($controller) ->
            [you] you draw
           *[other] { $controller } draws
        } a card instead
    }.
step-damage_redirected_static = Because of { $by }, the { $amount } damage { $source } would deal to { $target } is dealt to { $second } instead.
step-damage_to_counters = Because of { $by }, the { $amount } damage { $source } would deal to { $target } { $prevented ->
        [yes] is prevented, and
       *[other] isn't dealt:
    } { $count } { $counter } { $count ->
        [one] counter is
       *[other] counters are
    } { $action ->
        [remove] removed from
       *[other] put on
    } { $by } instead.
step-mana_replaced = Because of { $source }, { SUBJECT($card) } produces { $mana } instead.
step-trigger_suppressed = Because of { $source }, { $event ->
        [dies] { SUBJECT($target) } dying doesn't
       *[other] { SUBJECT($target) } entering the battlefield doesn't
    } cause the ability of { $card } to trigger.
step-triggers_again = Because of { $source }, the ability of { $card } triggers an additional time.
step-enter_cost_instead = { CAP(SUBJECT($card)) } would enter the battlefield: instead, { $action ->
        [discard] { WORDS($count) } { $count ->
            [one] card must be discarded
           *[other] cards must be discarded
        }
       *[other] { WORDS($count) } { $count ->
            [one] permanent must be sacrificed
           *[other] permanents must be sacrificed
        }
    } for it to enter.
step-enter_cost_unpaid = { CAP(SUBJECT($card)) } can't enter the battlefield: what it asks instead can't be done, so it is put into its owner's graveyard.
step-cant_be_caused = Because of { $source }, { PERSON($player) ->
        [you] you can't
       *[other] { $player } can't
    } { $action ->
        [search] search a library
        [sacrifice] sacrifice permanents
       *[discard] discard cards
    } here: that part of the effect does nothing.
step-tokens_replaced = Because of { $source }, { PERSON($player) ->
        [you] you create
       *[other] { $player } creates
    } { $count ->
        [one] { INDEF($card) }
       *[other] { WORDS($count) } { PLURAL($card) }
    } instead.
step-counters_replaced = Because of { $source }, { $count } { $counter } { $count ->
        [one] counter is
       *[other] counters are
    } put on { SUBJECT($card) } instead.
step-damage_replaced = Because of { $by }, { $source } deals { $amount } damage to { $target } instead.
step-damage_unpreventable = Because of { $by }, the damage { $source } would deal can't be prevented.
step-damage_life_floor = Because of { $by }, damage can't reduce { POSS($player) } life total to less than { $floor }: { $amount } damage is dealt instead.

## faces of a card and keywords that change the spell cast (plugin keyword_faces)
step-cast_half = { CAP(SUBJECT($card)) } is one half of { $whole }: only that half is cast, with its own cost and text.
step-cast_transformed = { CAP(SUBJECT($card)) } is cast transformed, as { $face }, its back face (disturb).
step-fused = { CAP(SUBJECT($card)) } is cast fused: one spell with the costs, targets and instructions of both halves, the left half first.
step-overloaded = { CAP(SUBJECT($card)) } is cast for its overload cost: every “target” of its text becomes “each”, so it has no targets.
step-aftermath_exile = { CAP(SUBJECT($card)) } was cast from a graveyard (aftermath): it is exiled instead of being put { PLACE($zone) }.
ill-aftermath_zone = { CAP(SUBJECT($card)) } has aftermath, so this half can be cast only from a graveyard, and it is { PLACE($zone) }.
ill-fuse_zone = A fused split spell can be cast only from a hand; { $card } is { PLACE($zone) }.
err-overload_unsupported = { CAP($card) } cast for its overload cost acts on each object its target word names; the engine can't take that kind of target as a whole yet.
step-enters_with_additional_counters = Because of { $source }, { SUBJECT($card) } enters the battlefield with { WORDS($count) } additional { $counter } { $count ->
        [one] counter
       *[other] counters
    } on it.
step-chosen_counter_as_enters = As { $card } enters the battlefield, { PERSON($player) ->
        [you] you choose
       *[other] { $player } chooses
    } the counter it enters with: { $counter }.
step-assumed_counter_as_enters = { PERSON($player) ->
        [you] You wrote no choice
       *[other] No choice is written for { $player }
    } of the counter { $card } enters the battlefield with: assumed { $counter }.
step-exerted = { PERSON($player) ->
        [you] You exert
       *[other] { CAP($player) } exerts
    } { $card } as it attacks: it won't untap during { PERSON($player) ->
        [you] your
       *[other] its controller's
    } next untap step.
step-assumed_not_exerted = No line says that { $card } is exerted as it attacks: assumed not exerted (write “{ PERSON($player) ->
        [you] I exert
       *[other] { $player } exerts
    } { $card }” right after the attack to exert it).
ill-cant_exert = { CAP(SUBJECT($card)) } can't be exerted now; only an attacking creature with “you may exert it as it attacks” can be, once as it attacks.
ill-cant_be_target = { CAP(SUBJECT($target)) } can't be the target of this spell or ability (“{ $sentence }”).
step-assigned_as_unblocked = { CAP(SUBJECT($card)) } assigns its combat damage as though it weren't blocked: all { $amount } to { PERSON($player) ->
        [you] you
       *[other] { $player }
    }.
step-assumed_not_as_unblocked = { CAP(SUBJECT($card)) } may assign its combat damage as though it weren't blocked; no line says so: assumed assigned to the creatures blocking it, as usual.
step-enters_under_control = { CAP(SUBJECT($card)) } enters the battlefield under the control of { PERSON($player) ->
        [you] you
       *[other] { $player }
    }.
