## Trigger events (the word a trace puts in "An ability of X triggers (...)"): graveyards, day and night

word-to_graveyard = it is put into a graveyard from anywhere
word-to_graveyard_other = a card is put into a graveyard from anywhere
word-to_graveyard_from_library = it is put into a graveyard from a library
word-to_graveyard_from_library_other = a card is put into a graveyard from a library
word-exiled_from_battlefield = it is put into exile from the battlefield
word-day_night = day becomes night or night becomes day
word-cast_on_your_turn = a spell is cast during your turn

## Activation limits (602.5b)
ill-activation_limit = The ability of { $card } can be activated no more than { $count ->
        [2] twice
       *[other] { $count } times
    } each turn, and it already was.

## Attaching (701.3)
step-cant_attach = { CAP(SUBJECT($card)) } can't be attached to { $to }: it stays where it is.
