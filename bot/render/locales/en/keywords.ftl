### Keyword abilities of issue 11 (third session): day and night, bestow, mutate, banding, splice, cascade...

## day and night (730, 702.145)
step-day_night_becomes = It becomes { ID($designation) ->
        [day] day
       *[night] night
    } ({ ID($why) ->
        [daybound] a player controls a daybound permanent and it was neither day nor night
        [nightbound] a player controls a nightbound permanent, no daybound one, and it was neither day nor night
        [no_spell] the previous turn's active player cast no spell during that turn
        [two_spells] the previous turn's active player cast two or more spells during that turn
       *[other] { $why }
    }).
step-day_night_stays = It stays { ID($designation) ->
        [day] day
       *[night] night
    }: { PERSON($player) ->
        [you] you
       *[other] { $player }
    } cast { $count } { $count ->
        [one] spell
       *[other] spells
    } during the previous turn.
step-day_night_unknown_turn = It stays { ID($designation) ->
        [day] day
       *[night] night
    }: the message doesn't show the previous turn, so its spells can't be counted.
step-enters_transformed = It is night: { SUBJECT($card) } enters transformed, as { $into } (daybound).
step-transforms_only_by_day_night = { CAP(SUBJECT($card)) } doesn't transform: it transforms only through its daybound or nightbound ability.
word-spells_shown_last_turn = the spells the message shows are all those cast during the previous turn
    .kind = clause
ability-daybound = daybound
ability-nightbound = nightbound

## bestow (702.103)
word-bestow = bestow
ability-bestow = bestow
step-bestow_resolves_as_creature = Its target is illegal, so { SUBJECT($card) } is no longer bestowed: it resolves as a creature spell and enters the battlefield as a creature.
step-bestow_unattached = { CAP(SUBJECT($card)) } is no longer attached to a creature: it stops being bestowed and stays on the battlefield as an enchantment creature.
