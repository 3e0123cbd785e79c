### Arbitre : encore ce que font les sorts et capacités qui se résolvent (issue 11 : effets) : remplacements
### d'un contresort, énergie, tours supplémentaires, pièces et dés. Écrit par le projet : règles citées par leur numéro.

## steps
step-countered_exiled = { CAP(SUBJECT($card)) } { VERB($card, "est", "sont") } { AGREE($card, "exilé") } au lieu d'aller dans le cimetière de { VERB($card, "son", "leur") } propriétaire.
step-exiled_until = { CAP(SUBJECT($card)) } { VERB($card, "est", "sont") } { AGREE($card, "exilé") } jusqu'à ce que { SUBJECT($source) } { VERB($source, "quitte", "quittent") } le champ de bataille.
step-exile_until_source_gone = { CAP(SUBJECT($card)) } { VERB($card, "a", "ont") } déjà quitté le champ de bataille : rien n'est exilé.
step-returned_from_exile_until = { CAP(SUBJECT($source)) } { VERB($source, "a", "ont") } quitté le champ de bataille : { SUBJECT($card) } { VERB($card, "revient", "reviennent") } sur le champ de bataille sous { PERSON($player) ->
        [you] votre contrôle
       *[other] le contrôle { DE($player) }
    }.
