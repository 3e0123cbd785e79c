### Arbitre : encore ce que font les sorts et capacités qui se résolvent (issue 11 : effets) : remplacements
### d'un contresort, énergie, tours supplémentaires, pièces et dés. Écrit par le projet : règles citées par leur numéro.

## steps
step-countered_exiled = { CAP(SUBJECT($card)) } { VERB($card, "est", "sont") } { AGREE($card, "exilé") } au lieu d'aller dans le cimetière de son propriétaire.
step-exiled_until = { CAP(SUBJECT($card)) } { VERB($card, "est", "sont") } { AGREE($card, "exilé") } jusqu'à ce que { $source } quitte le champ de bataille.
step-exile_until_source_gone = { CAP(SUBJECT($card)) } a déjà quitté le champ de bataille : rien n'est exilé.
step-returned_from_exile_until = { CAP(SUBJECT($source)) } a quitté le champ de bataille : { $card } revient sur le champ de bataille sous le contrôle { PERSON($player) ->
        [you] de vous
       *[other] de { $player }
    }.
