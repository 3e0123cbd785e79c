### Arbitre: connive, manifest and kinship reveals (701.50a, 701.40a; plugin effects_library_actions).
### Written by the project.

step-connives = { CAP(SUBJECT($card)) } connives: { PERSON($player) ->
        [you] you draw
       *[other] { $player } draws
    } a card, then discard a card.
step-connive_unknown_discard = The discarded card isn't known: whether { SUBJECT($card) } gets a +1/+1 counter (a nonland card discarded) isn't known, and the situation below gives it none.
step-manifested = { PERSON($player) ->
        [you] You put
       *[other] { CAP($player) } puts
    } the top card of { PERSON($player) ->
        [you] your
       *[other] their
    } library, { $card }, onto the battlefield face down: a 2/2 creature with no name, text, subtypes or mana cost.
step-manifested_unknown = { PERSON($player) ->
        [you] You put
       *[other] { CAP($player) } puts
    } the top card of { PERSON($player) ->
        [you] your
       *[other] their
    } library onto the battlefield face down: a 2/2 creature with no name, text, subtypes or mana cost (the message doesn't say which card it is).
step-manifest_empty_library = { PERSON($player) ->
        [you] Your
       *[other] { CAP(POSS($player)) }
    } library is empty: nothing is manifested.
step-kinship_unknown = The top card { PERSON($player) ->
        [you] you look at
       *[other] { $player } looks at
    } isn't known: whether it shares a creature type isn't known; assumed it isn't revealed (name it with a line after `resolve` to say otherwise).
step-no_shared_type = { CAP(SUBJECT($card)) } shares no creature type with { SUBJECT($source) }: it isn't revealed.
step-exiled_with_time_counters = { CAP(SUBJECT($card)) } goes into exile instead of the graveyard, with { $count ->
        [one] a time counter
       *[other] { WORDS($count) } time counters
    } on it.
word-tap_any = which creatures are tapped: every one that qualifies
