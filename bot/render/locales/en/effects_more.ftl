### Arbitre: more of what resolving spells and abilities do (issue 11: effects): replacements of a
### counter, energy, extra turns, coins and dice. Written by the project: rules are cited by number only.

## steps
step-countered_exiled = { CAP(SUBJECT($card)) } is exiled instead of going to its owner's graveyard.
step-exiled_until = { CAP(SUBJECT($card)) } is exiled until { SUBJECT($source) } leaves the battlefield.
step-exile_until_source_gone = { CAP(SUBJECT($card)) } has already left the battlefield: nothing is exiled.
step-returned_from_exile_until = { CAP(SUBJECT($source)) } has left the battlefield: { SUBJECT($card) } returns to the battlefield under { POSS($player) } control.
