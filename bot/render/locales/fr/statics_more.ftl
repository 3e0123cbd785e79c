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
step-clone_nothing_to_copy = Il n'y a rien que { $card } puisse copier : { SUBJECT($card) } { VERB($card, "arrive", "arrivent") } sur le champ de bataille sans être une copie.
step-enters_as_copy_of = À cause { DE($source) }, { SUBJECT($card) } { VERB($card, "arrive", "arrivent") } sur le champ de bataille en tant que copie de { $copied }.
