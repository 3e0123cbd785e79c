# Capacités statiques de la longue traîne (statics7) : prévention qui retire un marqueur, ...

## steps
step-prevention_removes_counter = Un marqueur { $counter } est retiré { DE($card) }, comme le dit sa prévention.
