## Trigger events (the word a trace puts in "An ability of X triggers (...)"): graveyards, day and night

word-to_graveyard = it is put into a graveyard from anywhere
word-to_graveyard_other = a card is put into a graveyard from anywhere
word-to_graveyard_from_library = it is put into a graveyard from a library
word-to_graveyard_from_library_other = a card is put into a graveyard from a library
word-exiled_from_battlefield = it is put into exile from the battlefield
word-tapped_for_mana = it is tapped for mana
word-tapped_for_mana_other = a permanent is tapped for mana
word-day_night = day becomes night or night becomes day
word-left_graveyard = cards leave a graveyard
word-main2 = beginning of the postcombat main phase
word-cast_on_your_turn = a spell is cast during your turn
word-discarded_by_opponent = a spell or ability of an opponent makes you discard it
word-cast_from_exile = a spell is cast from exile
word-cast_from_hand = a spell is cast from a hand

## Activation limits (602.5b)
ill-activation_limit = The ability of { $card } can be activated no more than { $count ->
        [2] twice
       *[other] { $count } times
    } each turn, and it already was.

## Attaching (701.3)
step-cant_attach = { CAP(SUBJECT($card)) } can't be attached to { $to }: it stays where it is.

## What an effect forbids for the rest of the turn (plugin effects_limits)
step-marked_cant_block_source = { CAP(SUBJECT($card)) } can't block { $source } this turn.
ill-cant_block_source = An effect of this turn says { SUBJECT($blocker) } can't block { $card }.
step-effect_until_end_of_turn = Until end of turn: “{ $sentence }” ({ $card }).

## Triggered mana abilities (605.4a)
step-mana_trigger_resolves = An ability of { $card } triggers ({ $trigger }): a triggered mana ability, it doesn't go on the stack and resolves at once.
