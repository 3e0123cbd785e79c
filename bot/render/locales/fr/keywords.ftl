### Capacités mot-clé de l'issue 11 (troisième session) : jour et nuit, grâce, mutation, bande, imprégnation, cascade...

## jour et nuit (730, 702.145)
step-day_night_becomes = Il fait désormais { ID($designation) ->
        [day] jour
       *[night] nuit
    } ({ ID($why) ->
        [daybound] un joueur contrôle un permanent lié au jour et il ne faisait ni jour ni nuit
        [nightbound] un joueur contrôle un permanent lié à la nuit, aucun lié au jour, et il ne faisait ni jour ni nuit
        [no_spell] le joueur actif du tour précédent n'a lancé aucun sort pendant ce tour
        [two_spells] le joueur actif du tour précédent a lancé au moins deux sorts pendant ce tour
       *[other] { $why }
    }).
step-day_night_stays = Il fait toujours { ID($designation) ->
        [day] jour
       *[night] nuit
    } : { PERSON($player) ->
        [you] vous avez
       *[other] { $player } a
    } lancé { WORDS($count) } { $count ->
        [one] sort
       *[other] sorts
    } pendant le tour précédent.
step-day_night_unknown_turn = Il fait toujours { ID($designation) ->
        [day] jour
       *[night] nuit
    } : le message ne montre pas le tour précédent, ses sorts ne peuvent pas être comptés.
step-enters_transformed = Il fait nuit : { SUBJECT($card) } { VERB($card, "arrive", "arrivent") } { AGREE($card, "transformé") }, en { $into } (lié au jour).
step-transforms_only_by_day_night = { CAP(SUBJECT($card)) } ne { VERB($card, "se transforme", "se transforment") } pas : { PRONOUN($card) } ne { VERB($card, "se transforme", "se transforment") } que par sa capacité « lié au jour » ou « lié à la nuit ».
word-spells_shown_last_turn = les sorts que montre le message sont tous ceux lancés pendant le tour précédent
    .kind = clause
ability-daybound = lié au jour
ability-nightbound = lié à la nuit

## grâce (702.103)
word-bestow = grâce
ability-bestow = la grâce
step-bestow_resolves_as_creature = { CAP(SUBJECT($card)) } n'{ VERB($card, "a", "ont") } plus de cible légale : { PRONOUN($card) } n'{ VERB($card, "est", "sont") } plus { AGREE($card, "lancé") } avec la grâce, se { VERB($card, "résout", "résolvent") } comme un sort de créature et { VERB($card, "arrive", "arrivent") } sur le champ de bataille en tant que créature.
step-bestow_unattached = { CAP(SUBJECT($card)) } n'{ VERB($card, "est", "sont") } plus { AGREE($card, "attaché") } à une créature : { PRONOUN($card) } { VERB($card, "cesse", "cessent") } d'être une aura de grâce et { VERB($card, "reste", "restent") } sur le champ de bataille en tant que créature-enchantement.

## dragage (702.52), cascade (702.85)
ability-dredge = le dragage
word-dredge = dragage
word-cascade = cascade
step-dredge_instead = { PERSON($player) ->
        [you] Vous draguez
       *[other] { CAP($player) } drague
    } { $count } avec { $card } au lieu de piocher une carte.
step-dredge_returns = { CAP(SUBJECT($card)) } { VERB($card, "revient", "reviennent") } { PERSON($player) ->
        [you] de votre cimetière dans votre main
       *[other] du cimetière dans la main { DE($player) }
    } (dragage).
ill-dredge_not_in_graveyard = { CAP(SUBJECT($card)) } n'{ VERB($card, "est", "sont") } pas dans { PERSON($player) ->
        [you] votre cimetière
       *[other] le cimetière { DE($player) }
    } : { PRONOUN($card) } ne { VERB($card, "peut", "peuvent") } pas être { AGREE($card, "dragué") }.
ill-no_dredge = { CAP(SUBJECT($card)) } n'{ VERB($card, "a", "ont") } pas le dragage.
ill-dredge_library_too_small = Draguer { SUBJECT($card) } meule { WORDS($count, "f") } { $count ->
        [one] carte
       *[other] cartes
    }, mais la bibliothèque n'en compte que { $library } : c'est impossible.
ill-dredge_without_draw = Le dragage remplace une pioche : aucune carte n'est piochée au moment où { SUBJECT($card) } { VERB($card, "serait", "seraient") } { AGREE($card, "dragué") }.
step-cascade_exiles = Cascade { DE($card) } : { PERSON($player) ->
        [you] vous exilez { $cards } du dessus de votre bibliothèque
       *[other] { $player } exile { $cards } du dessus de sa bibliothèque
    } ; { SUBJECT($found) } { VERB($found, "est", "sont") } la première carte non-terrain de valeur de mana inférieure à { $count }.
step-cascade_unknown = Cascade { DE($card) } : la bibliothèque que décrit le message est inconnue sous { $cards }, la carte trouvée (une carte non-terrain de valeur de mana inférieure à { $count }) est donc inconnue.
step-cascade_bottom = Les autres cartes exilées ({ $cards }) sont mises au-dessous de { PERSON($player) ->
        [you] votre bibliothèque
       *[other] la bibliothèque { DE($player) }
    } dans un ordre aléatoire.
step-cascade_nothing = Cascade { DE($card) } : { PERSON($player) ->
        [you] vous exilez { $cards } du dessus de votre bibliothèque
       *[other] { $player } exile { $cards } du dessus de sa bibliothèque
    } sans trouver de carte non-terrain de valeur de mana inférieure à { $count }.

## victime (702.153)
ability-casualty = victime
word-casualty = victime

## reconfiguration (702.151), éveil (702.113)
ability-reconfigure = la reconfiguration
ability-awaken = l'éveil
word-awaken = éveil
step-reconfigure_not_creature = { CAP(SUBJECT($card)) }, { AGREE($card, "attaché") }, n'{ VERB($card, "est", "sont") } plus une créature et n'{ VERB($card, "a", "ont") } plus de type de créature (reconfiguration).
step-reconfigure_unattached = { CAP(SUBJECT($card)) } n'{ VERB($card, "est", "sont") } plus { AGREE($card, "attaché") } : { PRONOUN($card) } { VERB($card, "redevient", "redeviennent") } une créature.
ill-reconfigure_not_attached = { CAP(SUBJECT($card)) } n'{ VERB($card, "est", "sont") } pas { AGREE($card, "attaché") } à une créature : { VERB($card, "sa", "leur") } capacité pour se détacher ne peut pas être activée.
step-awakened = { CAP(SUBJECT($card)) } { VERB($card, "reçoit", "reçoivent") } { WORDS($count) } { $count ->
        [one] marqueur +1/+1
       *[other] marqueurs +1/+1
    } et { VERB($card, "devient", "deviennent") } une créature 0/0 Élémental avec la célérité ; { PRONOUN($card) } { VERB($card, "est", "sont") } toujours un terrain (éveil).
