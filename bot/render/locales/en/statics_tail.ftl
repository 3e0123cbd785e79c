# Static abilities of the long tail (statics7): prevention that costs a counter, ...

## steps
step-prevention_removes_counter = { CAP(INDEF($counter)) } counter is removed from { $card }, as its prevention says.
