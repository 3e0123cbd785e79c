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
       *[other] { WORDS($count) } tours supplémentaires
    } après celui-ci.
step-takes_extra_turn = { PERSON($player) ->
        [you] Vous jouez
       *[other] { CAP($player) } joue
    } un tour supplémentaire.
step-skips_turns = { PERSON($player) ->
        [you] Vous passerez { $count ->
            [one] votre prochain tour
           *[other] vos { WORDS($count) } prochains tours
        }
       *[other] { CAP($player) } passera { $count ->
            [one] son prochain tour
           *[other] ses { WORDS($count) } prochains tours
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

## l'issue de la partie et les paiements de points de vie (plugins/effects_numbers.py)
step-loses_game = { PERSON($player) ->
        [you] Vous perdez
       *[other] { CAP($player) } perd
    } la partie ({ $card }).
step-wins_game = { PERSON($player) ->
        [you] Vous gagnez
       *[other] { CAP($player) } gagne
    } la partie ({ $card }) : chaque adversaire la perd.
step-life_paid = { PERSON($player) ->
        [you] Vous payez
       *[other] { CAP($player) } paie
    } { $amount } points de vie pour { SUBJECT($card) } (il en reste { $total }).
step-life_not_paid = { PERSON($player) ->
        [you] Vous ne payez pas
       *[other] { CAP($player) } ne paie pas
    } { $amount } points de vie.
step-life_short = { PERSON($player) ->
        [you] Vous n'avez
       *[other] { CAP($player) } n'a
    } que { $total } points de vie : { $amount } points de vie ne peuvent pas être payés.

## prévention depuis une source choisie (plugins/effects_shields.py)
step-prevention_from_source = { $next ->
        [1] La prochaine fois que
       *[other] Chaque fois que
    } { SUBJECT($source) } { VERB($source, "devrait", "devraient") } infliger des blessures { A($target) } ce tour-ci, ces blessures sont prévenues.
step-prevention_from_source_any = Toutes les blessures que { SUBJECT($source) } { VERB($source, "devrait", "devraient") } infliger ce tour-ci sont prévenues.
step-no_source_to_choose = Aucune source de blessures ne peut être choisie pour { SUBJECT($card) } : rien n'est prévenu.
step-source_not_allowed = { CAP(SUBJECT($card)) } { VERB($card, "n'est pas une source", "ne sont pas des sources") } que permet cette phrase, rien n'est donc prévenu : « { $sentence } »
word-damage_source = la source de blessures

## exigences et permissions de combat jusqu'à la fin du tour (les marques de plugins/effects.py)
step-marked_can_attack_with_defender = { CAP(SUBJECT($card)) } { VERB($card, "peut", "peuvent") } attaquer ce tour-ci comme { VERB($card, "s'il n'avait", "s'ils n'avaient") } pas le défenseur.
step-redirection_shield = { $amount ->
        [one] La prochaine blessure qui devrait être infligée
       *[other] Les { $amount } prochaines blessures qui devraient être infligées
    } { A($card) } ce tour-ci { $amount ->
        [one] sera infligée
       *[other] seront infligées
    } { A($to) } à la place.
step-damage_redirected = { $amount } des blessures que { SUBJECT($source) } { VERB($source, "devrait", "devraient") } infliger { A($card) } { $amount ->
        [one] est infligée
       *[other] sont infligées
    } { A($to) } à la place.
