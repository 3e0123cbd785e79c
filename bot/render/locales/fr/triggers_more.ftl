## Événements de déclenchement (le mot d'une trace « Une capacité de X se déclenche (...) ») : cimetières, jour et nuit

word-to_graveyard = elle est mise dans un cimetière d'où qu'elle vienne
word-to_graveyard_other = une carte est mise dans un cimetière d'où qu'elle vienne
word-to_graveyard_from_library = elle est mise dans un cimetière depuis une bibliothèque
word-to_graveyard_from_library_other = une carte est mise dans un cimetière depuis une bibliothèque
word-exiled_from_battlefield = elle est exilée depuis le champ de bataille
word-day_night = le jour devient la nuit ou la nuit devient le jour
word-cast_on_your_turn = un sort est lancé pendant votre tour

## Limites d'activation (602.5b)
ill-activation_limit = La capacité { DE($card) } ne peut être activée plus de { $count } fois par tour, et elle l'a déjà été autant de fois.

## Attacher (701.3)
step-cant_attach = { CAP(SUBJECT($card)) } ne peut pas être { AGREE($card, "attaché") } { A($to) } : rien ne change.
