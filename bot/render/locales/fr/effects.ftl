### Arbitre : la formulation de ce que font les sorts et capacités qui se résolvent (issue 11 : effets), et
### les mots qu'utilisent ces messages. Écrit par le projet : les règles sont citées par leur numéro, jamais recopiées.

## steps
step-marked_cant_block = { CAP(SUBJECT($card)) } ne { VERB($card, "peut", "peuvent") } pas bloquer ce tour-ci.
step-marked_cant_be_blocked = { CAP(SUBJECT($card)) } ne { VERB($card, "peut", "peuvent") } pas être { AGREE($card, "bloqué") } ce tour-ci.
step-marked_cant_attack = { CAP(SUBJECT($card)) } ne { VERB($card, "peut", "peuvent") } pas attaquer ce tour-ci.
step-marked_cant_attack_or_block = { CAP(SUBJECT($card)) } ne { VERB($card, "peut", "peuvent") } ni attaquer ni bloquer ce tour-ci.
step-marked_cant_be_regenerated = { CAP(SUBJECT($card)) } ne { VERB($card, "peut", "peuvent") } pas être { AGREE($card, "régénéré") } ce tour-ci.
step-marked_exile_if_dies = Si { SUBJECT($card) } { VERB($card, "devait", "devaient") } mourir ce tour-ci, { PRONOUN($card) } { VERB($card, "serait", "seraient") } { AGREE($card, "exilé") } à la place.
step-marked_doesnt_untap_next = { CAP(SUBJECT($card)) } ne { VERB($card, "se dégagera", "se dégageront") } pas lors de la prochaine étape de dégagement de { VERB($card, "son", "leur") } contrôleur.
step-becomes_color = { CAP(SUBJECT($card)) } { VERB($card, "devient", "deviennent") } { AGREE($card, $color) } jusqu'à la fin du tour.
step-regeneration_shield = { CAP(SUBJECT($card)) } { VERB($card, "reçoit", "reçoivent") } un bouclier de régénération : la prochaine fois qu'{ PRONOUN($card) } { VERB($card, "devrait", "devraient") } être { AGREE($card, "détruit") } ce tour-ci, { PRONOUN($card) } { VERB($card, "est", "sont") } { AGREE($card, "engagé") }, { VERB($card, "ses", "leurs") } blessures sont retirées et { PRONOUN($card) } { VERB($card, "est", "sont") } { AGREE($card, "retiré") } du combat à la place.
step-regenerated = { CAP(SUBJECT($card)) } { VERB($card, "se régénère", "se régénèrent") } au lieu d'être { AGREE($card, "détruit") } : { AGREE($card, "engagé") }, blessures retirées, { AGREE($card, "retiré") } du combat.
step-gains_control = { PERSON($player) ->
        [you] Vous acquérez
       *[other] { CAP($player) } acquiert
    } le contrôle { DE($card) }.
step-gains_control_eot = { PERSON($player) ->
        [you] Vous acquérez
       *[other] { CAP($player) } acquiert
    } le contrôle { DE($card) } jusqu'à la fin du tour.
step-control_returns = Le contrôle { DE($card) } revient { PERSON($player) ->
        [you] à vous
       *[other] { A($player) }
    }.
step-attached = { CAP(SUBJECT($card)) } { VERB($card, "est", "sont") } maintenant { AGREE($card, "attaché") } { A($to) }.
step-tokens_created = { PERSON($player) ->
        [you] Vous créez
       *[other] { CAP($player) } crée
    } { $count ->
        [one] un { $card }
       *[other] { $count } × { $card }
    }.
step-milled = { PERSON($player) ->
        [you] Vous meulez
       *[other] { CAP($player) } meule
    } { $count ->
        [one] une carte
       *[other] { $count } cartes
    } : { $cards }{ $unknown ->
        [0] {""}
        [one] {" "}et une carte de la partie inconnue de la bibliothèque (on ne sait pas laquelle)
       *[other] {" "}et { $unknown } cartes de la partie inconnue de la bibliothèque (on ne sait pas lesquelles)
    }.
step-looks_at_top = { PERSON($player) ->
        [you] Vous regardez le dessus de votre bibliothèque
       *[other] { CAP($player) } regarde le dessus de sa bibliothèque
    } : { $cards }{ $unknown ->
        [0] {""}
        [one] {" "}et une carte inconnue (la bibliothèque n'est pas connue dans cette situation)
       *[other] {" "}et { $unknown } cartes inconnues (la bibliothèque n'est pas connue dans cette situation)
    }.
step-reveals_top = { PERSON($player) ->
        [you] Vous révélez le dessus de votre bibliothèque
       *[other] { CAP($player) } révèle le dessus de sa bibliothèque
    } : { $cards }{ $unknown ->
        [0] {""}
        [one] {" "}et une carte inconnue (la bibliothèque n'est pas connue dans cette situation)
       *[other] {" "}et { $unknown } cartes inconnues (la bibliothèque n'est pas connue dans cette situation)
    }.
step-scried = { PERSON($player) ->
        [you] Vous faites
       *[other] { CAP($player) } fait
    } un regard { $count } ; mises en dessous : { $moved }{ $unknown ->
        [0] {""}
        [one] {" "}(une carte inconnue le reste)
       *[other] {" "}({ $unknown } cartes inconnues le restent)
    }.
step-surveilled = { PERSON($player) ->
        [you] Vous faites
       *[other] { CAP($player) } fait
    } une surveillance { $count } ; mises au cimetière : { $moved }{ $unknown ->
        [0] {""}
        [one] {" "}(une carte inconnue le reste)
       *[other] {" "}({ $unknown } cartes inconnues le restent)
    }.
step-exiled_top = { PERSON($player) ->
        [you] Vous exilez le dessus de votre bibliothèque
       *[other] { CAP($player) } exile le dessus de sa bibliothèque
    } : { $cards }{ $unknown ->
        [0] {""}
        [one] {" "}et une carte inconnue
       *[other] {" "}et { $unknown } cartes inconnues
    }.
step-reveals_hand = { PERSON($player) ->
        [you] Vous révélez votre main
       *[other] { CAP($player) } révèle sa main
    } : { $cards }.
step-returned_to_hand_from = { CAP(SUBJECT($card)) } { VERB($card, "revient", "reviennent") } { FROM($zone) } dans la main de { VERB($card, "son", "leur") } propriétaire.
step-returned_to_battlefield = { CAP(SUBJECT($card)) } { VERB($card, "revient", "reviennent") } sur le champ de bataille sous le contrôle { PERSON($player) ->
        [you] de vous
       *[other] { DE($player) }
    }.
step-gains_abilities = { CAP(SUBJECT($card)) } { VERB($card, "acquiert", "acquièrent") } { $abilities } jusqu'à la fin du tour.
step-paid_unless = { PERSON($player) ->
        [you] Vous payez
       *[other] { CAP($player) } paie
    } { $cost } : { SUBJECT($card) } { VERB($card, "n'est", "ne sont") } pas { AGREE($card, "contrecarré") }.
step-declines_to_pay = { PERSON($player) ->
        [you] Vous ne payez pas
       *[other] { CAP($player) } ne paie pas
    } { $cost }.
step-cant_pay_unless = { PERSON($player) ->
        [you] Vous ne pouvez pas payer
       *[other] { CAP($player) } ne peut pas payer
    } { $cost } (pas assez de mana disponible).
step-exiled_instead = { CAP(SUBJECT($card)) } { VERB($card, "devrait", "devraient") } mourir : { PRONOUN($card) } { VERB($card, "est", "sont") } { AGREE($card, "exilé") } à la place (un effet de remplacement).
step-spell_copied = { PERSON($player) ->
        [you] Vous mettez
       *[other] { CAP($player) } met
    } une copie { DE($card) } sur la pile, avec les mêmes choix et les mêmes cibles.
sba-aura_unattached = Action basée sur un état : { SUBJECT($card) } { VERB($card, "est", "sont") } une Aura attachée à rien de légal et { VERB($card, "va", "vont") } au cimetière de { VERB($card, "son", "leur") } propriétaire.
sba-equipment_unattached = Action basée sur un état : { SUBJECT($card) } { VERB($card, "est", "sont") } { AGREE($card, "attaché") } à ce qu'{ PRONOUN($card) } ne { VERB($card, "peut", "peuvent") } pas équiper et { VERB($card, "se détache", "se détachent") }.
sba-token_ceases = Action basée sur un état : { SUBJECT($card) } { VERB($card, "est un jeton", "sont des jetons") } hors du champ de bataille ({ $zone }) et { VERB($card, "cesse", "cessent") } d'exister.
sba-copy_ceases = Action basée sur un état : la copie { DE($card) } est hors de la pile ({ $zone }) et cesse d'exister.
step-last_known_source = { CAP(SUBJECT($card)) } { VERB($card, "a", "ont") } quitté le champ de bataille : la capacité utilise sa dernière information connue (608.2h).
step-damage_division = { CAP(SUBJECT($card)) } { VERB($card, "répartit", "répartissent") } { VERB($card, "ses", "leurs") } blessures : { $shares } sur { $targets }, dans cet ordre (601.2d).
step-combat_damage_prevented_this_turn = Toutes les blessures de combat qui devraient être infligées ce tour-ci seront prévenues.
step-combat_damage_prevented = Les { $amount } blessures de combat qu'{ VERB($source, "infligerait", "infligeraient") } { SUBJECT($source) } sont prévenues.
step-exiled_instead_of_graveyard = { CAP(SUBJECT($card)) } { VERB($card, "devrait", "devraient") } aller dans un cimetière : à cause { DE($source) }, { PRONOUN($card) } { VERB($card, "est", "sont") } { AGREE($card, "exilé") } à la place (un effet de remplacement).
step-division_announced = Les blessures { DE($card) } sont réparties : { $shares } sur { $targets }, dans cet ordre.
ill-no_division = { CAP(SUBJECT($card)) } ne { VERB($card, "répartit", "répartissent") } pas de blessures : il n'y a rien à répartir (601.2d).
ill-bad_division = Les { $total } blessures { DE($card) } doivent être réparties entre ses { $count } cibles, au moins 1 chacune et { $total } en tout ; la ligne donne { $given }.
step-pays_optional = { PERSON($player) ->
        [you] Vous payez
       *[other] { CAP($player) } paie
    } { $cost }.
step-put_on_library = { CAP(SUBJECT($card)) } { VERB($card, "est", "sont") } { AGREE($card, "mis") } au-dessus de la bibliothèque de { VERB($card, "son", "leur") } propriétaire.
step-put_onto_battlefield = { PERSON($player) ->
        [you] Vous mettez
       *[other] { CAP($player) } met
    } { $card } sur le champ de bataille.
step-nothing_to_choose = Il n'y a aucune carte à choisir dans la main { PERSON($player) ->
        [you] de vous
       *[other] { DE($player) }
    }.
step-delayed_trigger_created = Une capacité déclenchée retardée { DE($card) } se déclenchera au début de la prochaine étape { $step }.

## words in parameters
word-color = couleur
    .kind = color
word-optional = l'action facultative (« vous pouvez ») est faite
    .kind = clause
word-decline_pay = le coût n'est pas payé
    .kind = clause
word-scry = aucune carte n'est mise en dessous
    .kind = clause
word-surveil = aucune carte n'est mise au cimetière
    .kind = clause
word-enters_other = un permanent arrive sur le champ de bataille
word-leaves = quitte le champ de bataille
word-attacks = attaque
word-attacks_other = une créature attaque
word-blocks = bloque
word-blocked = devient bloqué
word-attacks_or_blocks = attaque ou bloque
word-combat_damage_to_player = inflige des blessures de combat à un joueur
word-cast = un sort est lancé
word-cast_self = ce sort est lancé
word-upkeep = début de l'entretien
word-end_step = début de l'étape de fin
word-combat = début du combat
word-copy_targets = la copie garde les cibles de l'original
    .kind = clause
word-division = les blessures sont réparties le plus également possible
    .kind = clause
word-put_onto_battlefield = carte mise sur le champ de bataille
word-delayed = capacité déclenchée retardée
