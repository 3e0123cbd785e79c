### Arbitre : nombres comptés dans des zones que le message ne décrit pas (400.2 ; FREE_FORM.md 2 : inconnue, pas vide).
### Écrit par le projet : les règles ne sont citées que par leur numéro.

asm-count_unknown_zone = { PERSON($player) ->
        [you] { ID($zone) ->
            [hand] Votre main n'est pas décrite
            [library] Votre bibliothèque n'est pas décrite
            [exile] Votre exil n'est pas décrit
           *[other] Votre cimetière n'est pas décrit
        }
       *[other] { ID($zone) ->
            [hand] La main { DE($player) } n'est pas décrite
            [library] La bibliothèque { DE($player) } n'est pas décrite
            [exile] L'exil { DE($player) } n'est pas décrit
           *[other] Le cimetière { DE($player) } n'est pas décrit
        }
    } : { SUBJECT($card) } ne { VERB($card, "compte", "comptent") } que les cartes que le message y indique ({ $value }) ; le vrai nombre peut être plus grand.
asm-count_unknown_zones = { ID($zone) ->
        [hand] Mains
        [library] Bibliothèques
        [exile] Exils
       *[other] Cimetières
    } que le message ne décrit pas : { SUBJECT($card) } ne { VERB($card, "compte", "comptent") } que les cartes que le message y indique ({ $value }) ; le vrai nombre peut être plus grand.
