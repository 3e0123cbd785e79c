### "Can I play a land during combat?": a timing question answered yes or no by the rule that sets the timing of
### what is asked (bot/rules/timing.py), then whether the moment asked about is one of those times.

rq-timing = { $allowed ->
        [yes] Yes
       *[no] No
    }: { $kind ->
        [land] you can play a land only in your main phase, on your turn, with the stack empty
        [sorcery] you can cast a sorcery only in your main phase, on your turn, with the stack empty
        [creature] without flash, you can cast a creature spell only in your main phase, on your turn, with the stack empty
        [artifact] without flash, you can cast an artifact spell only in your main phase, on your turn, with the stack empty
        [enchantment] without flash, you can cast an enchantment spell only in your main phase, on your turn, with the stack empty
        [planeswalker] you can cast a planeswalker spell only in your main phase, on your turn, with the stack empty
        [loyalty] you can activate a planeswalker’s loyalty ability only in your main phase, on your turn, with the stack empty, and one per planeswalker each turn
        [equip] you can equip only as a sorcery: in your main phase, on your turn, with the stack empty
        [instant] you can cast an instant any time you have priority
        [flash] with flash, you can cast the spell any time you could cast an instant: whenever you have priority
        [ability] you can activate an activated ability any time you have priority, unless it says “activate only as a sorcery”
       *[mana_ability] you can activate a mana ability any time you have priority, and also while you are casting a spell or paying a cost
    }, so { $allowed ->
        [yes] { $moment ->
            [response] in response too
            [combat] during combat too
            [opponent_turn] on your opponent’s turn too
            [upkeep] during the upkeep too
            [draw_step] during the draw step too
            [end_step] at the end of the turn too
            [main_phase] { $speed ->
                [sorcery] in your main phase, once the stack is empty
               *[other] in your main phase too
            }
            [casting] while you are casting a spell too
           *[instant_speed] at instant speed too
        }
       *[no] { $moment ->
            [response] not in response, while something is on the stack
            [combat] not during combat
            [opponent_turn] not on your opponent’s turn
            [upkeep] not during the upkeep
            [draw_step] not during the draw step
            [end_step] not at the end of the turn
            [main_phase] not then
            [casting] not while you are casting a spell: nobody gets priority then
           *[instant_speed] not at instant speed
        }
    } ({ $rule }).
