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
step-extra_turn = { PERSON($player) ->
        [you] Vous jouerez
       *[other] { CAP($player) } jouera
    } { $count ->
        [one] un tour supplémentaire
       *[other] { $count } tours supplémentaires
    } après celui-ci.
step-takes_extra_turn = { PERSON($player) ->
        [you] Vous jouez
       *[other] { CAP($player) } joue
    } un tour supplémentaire.
step-skips_turns = { PERSON($player) ->
        [you] Vous passerez { $count ->
            [one] votre prochain tour
           *[other] vos { $count } prochains tours
        }
       *[other] { CAP($player) } passera { $count ->
            [one] son prochain tour
           *[other] ses { $count } prochains tours
        }
    }.
step-turn_skipped = { PERSON($player) ->
        [you] Vous passez
       *[other] { CAP($player) } passe
    } ce tour.
step-energy_gained = { PERSON($player) ->
        [you] Vous gagnez
       *[other] { CAP($player) } gagne
    } { $amount } d'énergie ({ $total } en tout).
step-energy_paid = { PERSON($player) ->
        [you] Vous payez
       *[other] { CAP($player) } paie
    } { $amount } d'énergie pour { SUBJECT($card) } (il en reste { $total }).
step-energy_short = { PERSON($player) ->
        [you] Vous n'avez
       *[other] { CAP($player) } n'a
    } que { $total } d'énergie : { $amount } ne peuvent pas être payés.

## final situation
state-poison = { " " }; marqueurs poison : { $count }
state-energy = { " " }; énergie : { $count }
