## Événements de déclenchement (le mot d'une trace « Une capacité de X se déclenche (...) ») : cimetières, jour et nuit

word-to_graveyard = elle est mise dans un cimetière d'où qu'elle vienne
word-to_graveyard_other = une carte est mise dans un cimetière d'où qu'elle vienne
word-to_graveyard_from_library = elle est mise dans un cimetière depuis une bibliothèque
word-to_graveyard_from_library_other = une carte est mise dans un cimetière depuis une bibliothèque
word-exiled_from_battlefield = elle est exilée depuis le champ de bataille
word-tapped_for_mana = il est engagé pour du mana
word-tapped_for_mana_other = un permanent est engagé pour du mana
word-day_night = le jour devient la nuit ou la nuit devient le jour
word-left_graveyard = des cartes quittent un cimetière
word-main2 = début de la seconde phase principale
word-cast_on_your_turn = un sort est lancé pendant votre tour
word-discarded_by_opponent = un sort ou une capacité d'un adversaire vous la fait défausser
word-cast_from_exile = un sort est lancé depuis l'exil
word-cast_from_hand = un sort est lancé depuis une main

## Limites d'activation (602.5b)
ill-activation_limit = La capacité { DE($card) } ne peut être activée plus de { $count } fois par tour, et elle l'a déjà été autant de fois.

## Attacher (701.3)
step-cant_attach = { CAP(SUBJECT($card)) } ne { VERB($card, "peut", "peuvent") } pas être { AGREE($card, "attaché") } { A($to) } : rien ne change.

## Ce qu'un effet interdit jusqu'à la fin du tour (plugin effects_limits)
step-marked_cant_block_source = { CAP(SUBJECT($card)) } ne { VERB($card, "peut", "peuvent") } pas bloquer { $source } ce tour-ci.
ill-cant_block_source = Un effet de ce tour dit que { SUBJECT($blocker) } ne { VERB($blocker, "peut", "peuvent") } pas bloquer { $card }.
step-effect_until_end_of_turn = Jusqu'à la fin du tour : « { $sentence } » ({ $card }).

## Capacités de mana déclenchées (605.4a)
step-mana_trigger_resolves = Une capacité { DE($card) } se déclenche ({ $trigger }) : capacité de mana déclenchée, elle ne va pas sur la pile et se résout aussitôt.
