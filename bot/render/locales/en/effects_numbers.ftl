### Arbitre: numbers of resolving spells and abilities (issue 11: counters, damage, life, quantities).
### Written by the project: rules are cited by number only.

## steps
step-no_permanent_to_choose = No permanent fits what { SUBJECT($card) } asks to choose: nothing happens.

step-gains_control_while = { PERSON($player) ->
        [you] You gain
       *[other] { CAP($player) } gains
    } control of { $card } for as long as { $condition ->
        [controlled] { PERSON($player) ->
            [you] you control
           *[other] { $player } controls
        } { $source }
        [controlled_tapped] { PERSON($player) ->
            [you] you control
           *[other] { $player } controls
        } { $source } and it remains tapped
        [tapped] { $source } remains tapped
       *[on_battlefield] { $source } remains on the battlefield
    }.

step-lasting_change = { CAP(SUBJECT($card)) } { $changes_pt ->
        [true] gets { $power }/{ $toughness }{ $gains ->
            [false] {""}
           *[other] {""} and gains { $abilities }
        }
       *[other] gains { $abilities }
    } for as long as { $condition ->
        [control] { PERSON($player) ->
            [you] you control
           *[other] { $player } controls
        } { $source }
        [on_battlefield] { $source } remains on the battlefield
       *[tapped] { $source } remains tapped
    }.
step-lasting_already_over = { CAP(SUBJECT($card)) } { $condition ->
        [control] is no longer under the same control
        [on_battlefield] is no longer on the battlefield
       *[tapped] no longer remains tapped
    }: the effect that would last for as long as it does has already ended.
step-lasting_ended = { CAP(SUBJECT($source)) } { $condition ->
        [control] is no longer under the same control
        [on_battlefield] is no longer on the battlefield
       *[tapped] no longer remains tapped
    }: its effect on { $card } ends.

step-no_counters_to_move = { CAP(SUBJECT($card)) } had no counters: none is moved.

## choices made for a player (the "what" of an assumed choice)
word-counter_chosen = which permanent gets the counters
word-x_value = the value of X is 0

## keyword counters (122.1b), as the cards of the language name them
counter-flying = flying
counter-first_strike = first strike
counter-double_strike = double strike
counter-deathtouch = deathtouch
counter-decayed = decayed
counter-hexproof = hexproof
counter-indestructible = indestructible
counter-lifelink = lifelink
counter-menace = menace
counter-reach = reach
counter-shadow = shadow
counter-trample = trample
counter-vigilance = vigilance
