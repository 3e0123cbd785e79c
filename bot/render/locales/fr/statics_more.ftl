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
