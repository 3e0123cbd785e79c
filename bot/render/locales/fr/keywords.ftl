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
    } lancé { $count } { $count ->
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
