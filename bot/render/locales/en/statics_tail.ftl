# Static abilities of the long tail (statics7): prevention that costs a counter, ...

## steps
step-prevention_removes_counter = { CAP(INDEF($counter)) } counter is removed from { $card }, as its prevention says.

step-damaged_exiled_instead = { CAP(SUBJECT($card)) } is exiled instead of dying: { $by ->
        [attached] the creature enchanted by { $source }
       *[self] { $source }
    } dealt damage to it this turn.
step-discarded_to_battlefield = { CAP(SUBJECT($source)) } makes its owner discard { $card }: it is put onto the battlefield instead of into the graveyard.
