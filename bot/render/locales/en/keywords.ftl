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
    } cast { WORDS($count) } { $count ->
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

## dredge (702.52), cascade (702.85)
ability-dredge = dredge
word-dredge = dredge
word-cascade = cascade
step-dredge_instead = { PERSON($player) ->
        [you] You dredge
       *[other] { CAP($player) } dredges
    } { $count } with { $card } instead of drawing a card.
step-dredge_returns = { CAP(SUBJECT($card)) } returns from { POSS($player) } graveyard to { POSS($player) } hand (dredge).
ill-dredge_not_in_graveyard = { CAP(SUBJECT($card)) } isn't in { POSS($player) } graveyard: it can't be dredged.
ill-no_dredge = { CAP(SUBJECT($card)) } has no dredge ability.
ill-dredge_library_too_small = Dredging { $card } mills { WORDS($count) } { $count ->
        [one] card
       *[other] cards
    }, but the library has only { $library }: it can't be done.
ill-dredge_without_draw = Dredge replaces a draw: no card is being drawn when { $card } would be dredged.
step-cascade_exiles = Cascade of { $card }: { PERSON($player) ->
        [you] you exile
       *[other] { $player } exiles
    } { $cards } from the top of { POSS($player) } library; { $found } is the first nonland card with mana value less than { $count }.
step-cascade_unknown = Cascade of { $card }: the library the message describes is unknown below { $cards }, so the card found (a nonland card with mana value less than { $count }) is unknown.
step-cascade_bottom = The other exiled cards ({ $cards }) are put on the bottom of { POSS($player) } library in a random order.
step-cascade_nothing = Cascade of { $card }: { PERSON($player) ->
        [you] you exile
       *[other] { $player } exiles
    } { $cards } from the top of { POSS($player) } library without finding a nonland card with mana value less than { $count }.

## casualty (702.153)
ability-casualty = casualty
word-casualty = casualty

## reconfigure (702.151), awaken (702.113)
ability-reconfigure = reconfigure
ability-awaken = awaken
word-awaken = awaken
step-reconfigure_not_creature = Attached, { SUBJECT($card) } is no longer a creature and has no creature type (reconfigure).
step-reconfigure_unattached = { CAP(SUBJECT($card)) } is unattached: it is a creature again.
ill-reconfigure_not_attached = { CAP(SUBJECT($card)) } isn't attached to a creature: its unattach ability can't be activated.
step-awakened = { CAP(SUBJECT($card)) } gets { WORDS($count) } +1/+1 { $count ->
        [one] counter
       *[other] counters
    } and becomes a 0/0 Elemental creature with haste; it is still a land (awaken).
