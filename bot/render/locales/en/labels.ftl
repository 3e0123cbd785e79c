## What an action does, as the header of its steps says it ("Action 2 (line 1): you cast Force of Will"):
## worded from the action the engine carried out, never the message's own words (they may be another
## language, or a whole question).
act-cast = { PERSON($player) ->
        [you] you cast
       *[other] { $player } casts
    } { $card }
act-on_stack = { $card }, already on the stack
act-activate = { PERSON($player) ->
        [you] you activate
       *[other] { $player } activates
    } an ability of { $card }
act-tap_mana = { PERSON($player) ->
        [you] you tap
       *[other] { $player } taps
    } { $cards } for mana
act-pay = { PERSON($player) ->
        [you] you pay
       *[other] { $player } pays
    } the cost
act-play_land = { PERSON($player) ->
        [you] you play
       *[other] { $player } plays
    } { $card }
act-discard = { PERSON($player) ->
        [you] you discard
       *[other] { $player } discards
    } { $cards }
act-pass = { PERSON($player) ->
        [you] you pass
       *[other] { $player } passes
    } priority
act-resolve = the players let the top of the stack resolve
act-resolves = { ID($kind) ->
        [spell] { $card } resolves
       *[other] the ability of { $card } resolves
    }
act-resolve_all = the players let the whole stack resolve
act-hold_priority = { PERSON($player) ->
        [you] you hold
       *[other] { $player } holds
    } priority
act-decline_madness = { PERSON($player) ->
        [you] you don't cast
       *[other] { $player } doesn't cast
    } { $card } for its madness cost
act-decline_pay = { PERSON($player) ->
        [you] you don't pay
       *[other] { $player } doesn't pay
    }
act-attack = { PERSON($player) ->
        [you] you attack
       *[other] { $player } attacks
    } with { $cards }
act-block = { $card } blocks { $attackers }
act-next_step = the game moves on to the next step
act-goto_step = the game moves on to { $step }
act-choose = { PERSON($player) ->
        [you] you choose
       *[other] { $player } chooses
    }
act-sacrifice = { PERSON($player) ->
        [you] you sacrifice
       *[other] { $player } sacrifices
    } { $cards }
act-foretell = { PERSON($player) ->
        [you] you foretell
       *[other] { $player } foretells
    } { $card }
act-turn_face_up = { PERSON($player) ->
        [you] you turn
       *[other] { $player } turns
    } { $card } face up
act-suspend = { PERSON($player) ->
        [you] you suspend
       *[other] { $player } suspends
    } { $card }
act-assign = { $card } assigns its combat damage
act-dredge = { PERSON($player) ->
        [you] you dredge
       *[other] { $player } dredges
    } { $card } instead of drawing
act-exert = { PERSON($player) ->
        [you] you exert
       *[other] { $player } exerts
    } { $card }
