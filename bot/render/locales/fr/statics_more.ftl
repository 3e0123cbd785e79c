# Capacités statiques de la grammaire générale (statics6b) : mana inutilisé, clones, Malédictions, listes de permanents.

## mana inutilisé (106.4)
step-pool_kept = À cause { DE($source) }, le mana inutilisé ({ $pool }) reste dans { PERSON($player) ->
        [you] votre réserve
       *[other] la réserve { DE($player) }
    } à la fin de l'étape.
step-pool_becomes_colorless = À cause { DE($source) }, le mana inutilisé ({ $pool }) { PERSON($player) ->
        [you] de votre réserve
       *[other] de la réserve { DE($player) }
    } devient du mana incolore au lieu de disparaître.

## clones (707.2, 707.9, 614.1c)
step-copy_condition_false = La condition { DE($card) } n'est pas remplie à son arrivée sur le champ de bataille : { SUBJECT($card) } n'y { VERB($card, "arrive", "arrivent") } pas en tant que copie.
step-clone_nothing_to_copy = { CAP(SUBJECT($card)) } { VERB($card, "n'a", "n'ont") } rien à copier : { PRONOUN($card) } { VERB($card, "arrive", "arrivent") } sur le champ de bataille sans être une copie.
step-enters_as_copy_of = À cause { DE($source) }, { SUBJECT($card) } { VERB($card, "arrive", "arrivent") } sur le champ de bataille en tant que copie de { $copied }.

## Auras qui enchantent un joueur (303.4, 702.5)
step-attached_to_player = { CAP(SUBJECT($card)) } { VERB($card, "arrive", "arrivent") } sur le champ de bataille { AGREE($card, "attaché") } { PERSON($player) ->
        [you] à vous
       *[other] { A($player) }
    } : { PRONOUN($card) } { VERB($card, "enchante", "enchantent") } ce joueur.
step-assumed_enchanted_player = Vous n'avez pas dit quel joueur { SUBJECT($card) } { VERB($card, "enchante", "enchantent") } : on suppose que c'est { PERSON($player) ->
        [you] vous
       *[other] { $player }
    } (le seul adversaire de son contrôleur).
sba-aura_player_gone = Action basée sur un état : { SUBJECT($card) } { VERB($card, "enchante", "enchantent") } { PERSON($player) ->
        [you] vous, qui avez
       *[other] { $player }, qui a
    } quitté la partie, et { VERB($card, "va", "vont") } au cimetière de { VERB($card, "son", "leur") } propriétaire.

## jour et nuit (730)
step-day_night_as_enters = Il ne faisait ni jour ni nuit : quand { SUBJECT($card) } { VERB($card, "arrive", "arrivent") } sur le champ de bataille, il fait désormais { ID($designation) ->
        [day] jour
       *[night] nuit
    }.
