# Linked abilities (607), champion (702.72), exile "until" (610.3): keyword_champion, effects, effects_exile.

## steps
step-linked_exiled_cards = { $count ->
        [0] No card exiled by an ability of { $card } is still in exile: nothing to return.
       *[other] The exiled { $count ->
            [one] card
           *[other] cards
        } of this ability: { $cards }, exiled by the linked ability of { $card }.
    }
step-championed = { CAP(SUBJECT($card)) } is exiled by the champion ability of { $source }{ $gone ->
        [true] , which has already left the battlefield: the card stays in exile
       *[other] {""}
    }.
step-champion_sacrificed = { $none ->
        [true] Nothing can be exiled: { PERSON($player) ->
            [you] you sacrifice
           *[other] { $player } sacrifices
        } { $card }.
       *[other] { PERSON($player) ->
            [you] You sacrifice
           *[other] { CAP($player) } sacrifices
        } { $card } instead of exiling another permanent.
    }
step-champion_gone = { CAP(SUBJECT($card)) } has already left the battlefield: it can't be sacrificed, and nothing is exiled.

## words
word-champion = the permanent exiled rather than sacrificing the champion
word-championed = a permanent is exiled with its champion ability

## restricted mana (106.6)
step-mana_restricted = This mana ({ $mana }) can be spent only as { $card } says: “{ $sentence }”
ill-restricted_mana = The mana from { $source } can be spent only as its card says (“{ $sentence }”); it can't pay for { $card } (cost { $cost }).
