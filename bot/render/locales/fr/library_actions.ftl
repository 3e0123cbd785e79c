### Arbitre : intriguer, manifester et révélations de parenté (701.50a, 701.40a ; plugin effects_library_actions).
### Écrit par le projet.

step-connives = { CAP(SUBJECT($card)) } { VERB($card, "intrigue", "intriguent") } : { PERSON($player) ->
        [you] vous piochez une carte, puis vous défaussez d'une carte.
       *[other] { $player } pioche une carte, puis se défausse d'une carte.
    }
step-connive_unknown_discard = La carte défaussée n'est pas connue : on ne sait pas si un marqueur +1/+1 (pour une carte non-terrain défaussée) va sur { SUBJECT($card) } ; la situation ci-dessous n'en met pas.
step-manifested = { PERSON($player) ->
        [you] Vous mettez la carte du dessus de votre bibliothèque
       *[other] { CAP($player) } met la carte du dessus de sa bibliothèque
    }, { $card }, sur le champ de bataille face cachée : une créature 2/2 sans nom, sans texte, sans sous-type et sans coût de mana.
step-manifested_unknown = { PERSON($player) ->
        [you] Vous mettez la carte du dessus de votre bibliothèque
       *[other] { CAP($player) } met la carte du dessus de sa bibliothèque
    } sur le champ de bataille face cachée : une créature 2/2 sans nom, sans texte, sans sous-type et sans coût de mana (le message ne dit pas de quelle carte il s'agit).
step-manifest_empty_library = { PERSON($player) ->
        [you] Votre bibliothèque est vide
       *[other] La bibliothèque { DE($player) } est vide
    } : rien n'est manifesté.
step-kinship_unknown = La carte du dessus que { PERSON($player) ->
        [you] vous regardez
       *[other] { $player } regarde
    } n'est pas connue : on ne sait pas si elle partage un type de créature ; on suppose qu'elle n'est pas révélée (nommez-la par une ligne après « résolution » pour dire le contraire).
step-no_shared_type = { CAP(SUBJECT($card)) } ne { VERB($card, "partage", "partagent") } aucun type de créature avec { SUBJECT($source) } : pas de révélation.
step-exiled_with_time_counters = { CAP(SUBJECT($card)) } { VERB($card, "va", "vont") } en exil au lieu du cimetière, avec { $count ->
        [one] un marqueur « temps »
       *[other] { WORDS($count) } marqueurs « temps »
    }.
word-tap_any = créatures engagées : toutes celles qui conviennent
