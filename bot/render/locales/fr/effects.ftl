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
        [one] { INDEF($card) }
       *[other] { WORDS($count) } { PLURAL($card) }
    }.
step-milled = { PERSON($player) ->
        [you] Vous meulez
       *[other] { CAP($player) } meule
    } { $count ->
        [one] une carte
       *[other] { WORDS($count, "f") } cartes
    } : { $cards }{ $unknown ->
        [0] {""}
        [one] {" "}et une carte de la partie inconnue de la bibliothèque (on ne sait pas laquelle)
       *[other] {" "}et { WORDS($unknown, "f") } cartes de la partie inconnue de la bibliothèque (on ne sait pas lesquelles)
    }.
step-looks_at_top = { PERSON($player) ->
        [you] Vous regardez le dessus de votre bibliothèque
       *[other] { CAP($player) } regarde le dessus de sa bibliothèque
    } : { $cards }{ $unknown ->
        [0] {""}
        [one] {" "}et une carte inconnue (la bibliothèque n'est pas connue dans cette situation)
       *[other] {" "}et { WORDS($unknown, "f") } cartes inconnues (la bibliothèque n'est pas connue dans cette situation)
    }.
step-reveals_top = { PERSON($player) ->
        [you] Vous révélez le dessus de votre bibliothèque
       *[other] { CAP($player) } révèle le dessus de sa bibliothèque
    } : { $cards }{ $unknown ->
        [0] {""}
        [one] {" "}et une carte inconnue (la bibliothèque n'est pas connue dans cette situation)
       *[other] {" "}et { WORDS($unknown, "f") } cartes inconnues (la bibliothèque n'est pas connue dans cette situation)
    }.
step-scried = { PERSON($player) ->
        [you] Vous faites
       *[other] { CAP($player) } fait
    } un regard { $count } ; mises en dessous : { $moved }{ $unknown ->
        [0] {""}
        [one] {" "}(une carte inconnue le reste)
       *[other] {" "}({ WORDS($unknown, "f") } cartes inconnues le restent)
    }.
step-surveilled = { PERSON($player) ->
        [you] Vous faites
       *[other] { CAP($player) } fait
    } une surveillance { $count } ; mises au cimetière : { $moved }{ $unknown ->
        [0] {""}
        [one] {" "}(une carte inconnue le reste)
       *[other] {" "}({ WORDS($unknown, "f") } cartes inconnues le restent)
    }.
step-exiled_top = { PERSON($player) ->
        [you] Vous exilez le dessus de votre bibliothèque
       *[other] { CAP($player) } exile le dessus de sa bibliothèque
    } : { $cards }{ $unknown ->
        [0] {""}
        [one] {" "}et une carte inconnue
       *[other] {" "}et { WORDS($unknown, "f") } cartes inconnues
    }.
step-reveals_hand = { PERSON($player) ->
        [you] Vous révélez votre main
       *[other] { CAP($player) } révèle sa main
    } : { $cards }.
step-returned_to_hand_from = { CAP(SUBJECT($card)) } { VERB($card, "revient", "reviennent") } { FROM($zone) } dans la main de { VERB($card, "son", "leur") } propriétaire.
step-returned_to_battlefield = { CAP(SUBJECT($card)) } { VERB($card, "revient", "reviennent") } sur le champ de bataille sous { PERSON($player) ->
        [you] votre contrôle
       *[other] le contrôle { DE($player) }
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
step-exiled_instead = { CAP(SUBJECT($card)) } { VERB($card, "devrait", "devraient") } mourir : { PRONOUN($card) } { VERB($card, "est", "sont") } { AGREE($card, "exilé") } à la place (un effet de remplacement).
step-spell_copied = { PERSON($player) ->
        [you] Vous mettez
       *[other] { CAP($player) } met
    } une copie { DE($card) } sur la pile, avec les mêmes choix et les mêmes cibles.
sba-aura_unattached = Action basée sur un état : { SUBJECT($card) } { VERB($card, "est", "sont") } une Aura attachée à rien de légal et { VERB($card, "va", "vont") } au cimetière de { VERB($card, "son", "leur") } propriétaire.
sba-equipment_unattached = Action basée sur un état : { SUBJECT($card) } { VERB($card, "est", "sont") } { AGREE($card, "attaché") } à ce qu'{ PRONOUN($card) } ne { VERB($card, "peut", "peuvent") } pas équiper et { VERB($card, "se détache", "se détachent") }.
sba-token_ceases = Action basée sur un état : { SUBJECT($card) } { VERB($card, "est", "sont") } { PLACE($zone) }, hors du champ de bataille, et { VERB($card, "cesse", "cessent") } d'exister.
sba-copy_ceases = Action basée sur un état : la copie { DE($card) } est { PLACE($zone) }, hors de la pile, et cesse d'exister.
step-last_known_source = { CAP(SUBJECT($card)) } { VERB($card, "a", "ont") } quitté le champ de bataille : la capacité utilise sa dernière information connue (608.2h).
step-damage_division = { CAP(SUBJECT($card)) } { VERB($card, "répartit", "répartissent") } { VERB($card, "ses", "leurs") } blessures : { $shares } sur { $targets }, dans cet ordre (601.2d).
step-combat_damage_prevented_this_turn = Toutes les blessures de combat qui devraient être infligées ce tour-ci seront prévenues.
step-combat_damage_prevented = { $amount ->
        [one] La blessure de combat qu'{ VERB($source, "infligerait", "infligeraient") } { SUBJECT($source) } est prévenue.
       *[other] Les { $amount } blessures de combat qu'{ VERB($source, "infligerait", "infligeraient") } { SUBJECT($source) } sont prévenues.
    }
step-exiled_instead_of_graveyard = { CAP(SUBJECT($card)) } { VERB($card, "devrait", "devraient") } aller dans un cimetière : à cause { DE($source) }, { PRONOUN($card) } { VERB($card, "est", "sont") } { AGREE($card, "exilé") } à la place (un effet de remplacement).
step-division_announced = Les blessures { DE($card) } sont réparties : { $shares } sur { $targets }, dans cet ordre.
ill-no_division = { CAP(SUBJECT($card)) } ne { VERB($card, "répartit", "répartissent") } pas de blessures : il n'y a rien à répartir (601.2d).
ill-bad_division = Les { $total } blessures { DE($card) } doivent être réparties entre ses { WORDS($count, "f") } cibles, au moins 1 chacune et { $total } en tout ; la ligne donne { $given }.
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
        [you] votre main
       *[other] { DE($player) }
    }.
step-delayed_trigger_created = Une capacité déclenchée retardée { DE($card) } se déclenchera au début de la prochaine étape { ID($step) ->
        [upkeep] d'entretien
        [end_of_combat] de fin du combat
       *[other] de fin
    }.

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
word-exerted = vous le surmenez
word-exerted_any = vous surmenez une créature
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
word-put_on_library = cartes mises au-dessus de la bibliothèque
word-delayed = capacité déclenchée retardée
word-reflexive = capacité déclenchée réflexe : l'action qui la précède a été faite
step-reflexive_not_done = L'action proposée par { $card } n'a pas été faite : sa capacité déclenchée réflexe (« quand vous faites ainsi ») ne se déclenche pas.

## zone changes (plugins/zones.py)
step-moved_hand = { CAP(SUBJECT($card)) } { VERB($card, "est", "sont") } { AGREE($card, "mis") } dans la main { VERB($card, "de son", "de leur") } propriétaire.
step-moved_graveyard = { CAP(SUBJECT($card)) } { VERB($card, "est", "sont") } { AGREE($card, "mis") } au cimetière { VERB($card, "de son", "de leur") } propriétaire.
step-moved_exile = { CAP(SUBJECT($card)) } { VERB($card, "est", "sont") } { AGREE($card, "exilé") }.
step-moved_library_top = { CAP(SUBJECT($card)) } { VERB($card, "est", "sont") } { AGREE($card, "mis") } au-dessus de la bibliothèque { VERB($card, "de son", "de leur") } propriétaire.
step-moved_library_bottom = { CAP(SUBJECT($card)) } { VERB($card, "est", "sont") } { AGREE($card, "mis") } au-dessous de la bibliothèque { VERB($card, "de son", "de leur") } propriétaire.
step-moved_library_shuffle = { CAP(SUBJECT($card)) } { VERB($card, "est", "sont") } { AGREE($card, "mélangé") } dans la bibliothèque { VERB($card, "de son", "de leur") } propriétaire.

## more of what resolves (issue 11: the general effect grammar)
step-condition_met = La condition est remplie, cette partie { DE($card) } s'applique : « { $sentence } »
step-condition_false = La condition n'est pas remplie, cette partie { DE($card) } ne fait donc rien : « { $sentence } »
step-damage_prevented_shield = Un effet de prévention prévient { $amount } des blessures infligées par { SUBJECT($source) } { A($target) } (615.1).
step-prevention_shield = { $amount ->
        [-1] Toutes les blessures qui devraient être infligées{ $direction ->
            [by] {" "}par { $target }
            [all] {""}
           *[to] {" "}{ A($target) }
        } ce tour-ci seront prévenues.
        [one] La prochaine blessure qui devrait être infligée{ $direction ->
            [by] {" "}par { $target }
            [all] {""}
           *[to] {" "}{ A($target) }
        } ce tour-ci sera prévenue.
       *[other] Les { $amount } prochaines blessures qui devraient être infligées{ $direction ->
            [by] {" "}par { $target }
            [all] {""}
           *[to] {" "}{ A($target) }
        } ce tour-ci seront prévenues.
    }
step-no_fight = Pas de combat : l'une des deux n'est plus une créature sur le champ de bataille.
step-fights = { CAP(SUBJECT($card)) } et { $other } se battent : chacune inflige à l'autre des blessures égales à sa force.
step-poison_added = { PERSON($player) ->
        [you] Vous recevez
       *[other] { CAP($player) } reçoit
    } un marqueur poison de plus ({ $total } en tout).
step-adapt_nothing = { CAP(SUBJECT($card)) } { VERB($card, "a", "ont") } déjà des marqueurs +1/+1 : l'adaptation ne fait rien.
step-already_monstrous = { CAP(SUBJECT($card)) } { VERB($card, "est", "sont") } déjà { GENDER($card) ->
        [f] monstrueuse
        [fp] monstrueuses
       *[other] monstrueux
    } : rien ne se passe.
step-becomes_monstrous = { CAP(SUBJECT($card)) } { VERB($card, "reçoit", "reçoivent") } { $count ->
        [one] un marqueur +1/+1
       *[other] { WORDS($count) } marqueurs +1/+1
    } et { VERB($card, "devient", "deviennent") } { GENDER($card) ->
        [f] monstrueuse
        [fp] monstrueuses
       *[other] monstrueux
    }.
step-explore_empty = { PERSON($player) ->
        [you] Votre bibliothèque est vide
       *[other] La bibliothèque { DE($player) } est vide
    } : rien n'est révélé.
step-explore_land = { CAP(SUBJECT($card)) } { VERB($card, "est une carte", "sont des cartes") } de terrain : { PRONOUN($card) } { VERB($card, "va", "vont") } dans { PERSON($player) ->
        [you] votre main
       *[other] la main { DE($player) }
    }.
step-populate_nothing = { PERSON($player) ->
        [you] Vous ne contrôlez
       *[other] { CAP($player) } ne contrôle
    } aucun jeton de créature : la population ne fait rien.
step-becomes_creature = { CAP(SUBJECT($card)) } { VERB($card, "devient une créature", "deviennent des créatures") } { $pt } jusqu'à la fin du tour.
step-loses_abilities = { CAP(SUBJECT($card)) } { VERB($card, "perd", "perdent") } { $abilities } jusqu'à la fin du tour.
step-characteristics_back = { CAP(SUBJECT($card)) } { VERB($card, "redevient ce que dit sa carte", "redeviennent ce que disent leurs cartes") } (l'effet prend fin).

## more words in parameters
word-leaves_other = un permanent quitte le champ de bataille
word-attacks_alone = est la seule créature à attaquer
word-attacks_alone_other = une créature attaque seule
word-blocks_other = une créature bloque
word-blocked_other = une créature devient bloquée
word-attacks_or_blocks_other = une créature attaque ou bloque
word-blocks_or_blocked = bloque ou se fait bloquer
word-blocks_or_blocked_other = une créature bloque ou devient bloquée
word-attacks_or_blocked = attaque ou se fait bloquer
word-attacks_you = une créature vous attaque
word-attacks_you_once = des créatures vous attaquent
word-attacked = des créatures attaquent
word-combat_damage_to_opponent = inflige des blessures de combat à un adversaire
word-combat_damage_to_opponent_other = une créature inflige des blessures de combat à un adversaire
word-creatures_combat_damage_to_player = des créatures infligent des blessures de combat à un joueur
word-cast_second = un deuxième sort est lancé ce tour-ci
word-draw_step = début de l'étape de pioche
word-main1 = début de la première phase principale
word-life_lost = des points de vie sont perdus
word-discarded = une carte est défaussée
word-cycled = cette carte est recyclée
word-cycled_card = une carte est recyclée
word-cycled_or_discarded = une carte est recyclée ou défaussée
word-cycled_or_dies = recyclée ou meurt
word-sacrificed = un permanent est sacrifié
word-sacrificed_self = il est sacrifié
word-dealt_damage_other = une créature subit des blessures
word-dealt_combat_damage = subit des blessures de combat
word-dealt_combat_damage_other = une créature subit des blessures de combat
word-deals_damage_other = une créature inflige des blessures
word-deals_combat_damage = inflige des blessures de combat
word-deals_combat_damage_other = une créature inflige des blessures de combat
word-deals_combat_damage_to_creature_other = une créature inflige des blessures de combat à une créature
word-deals_damage_to_player_other = une créature inflige des blessures à un joueur
word-deals_damage_to_opponent = inflige des blessures à un adversaire
word-deals_damage_to_opponent_other = une créature inflige des blessures à un adversaire
word-deals_damage_to_creature = inflige des blessures à une créature
word-deals_damage_to_creature_other = une créature inflige des blessures à une créature
word-deals_damage_to_you = vous inflige des blessures
word-deals_damage_to_you_other = une créature vous inflige des blessures
word-player_dealt_damage = un joueur subit des blessures
word-player_dealt_combat_damage = un joueur subit des blessures de combat
word-player_dealt_damage_by_creature = une créature inflige des blessures à un joueur
word-becomes_target = devient la cible d'un sort ou d'une capacité
word-becomes_target_other = un permanent devient la cible d'un sort ou d'une capacité
word-becomes_target_spell = devient la cible d'un sort
word-becomes_target_spell_other = un permanent devient la cible d'un sort
word-becomes_target_opponent = devient la cible d'un sort ou d'une capacité d'un adversaire
word-becomes_target_opponent_other = un permanent devient la cible d'un sort ou d'une capacité d'un adversaire
word-turned_face_up = est retourné face visible
word-turned_face_up_other = un permanent est retourné face visible
word-enters_or_dies = arrive sur le champ de bataille ou meurt
word-transforms = se transforme
word-enters_or_transforms = arrive sur le champ de bataille ou se transforme
word-becomes_tapped = engagement
word-becomes_tapped_other = un permanent devient engagé
word-becomes_untapped = dégagement
word-becomes_untapped_other = un permanent devient dégagé
word-attacks_unblocked = attaque non bloquée
word-attacks_unblocked_other = une créature attaque et n'est pas bloquée
word-land_played = un terrain est joué
word-cast_or_copy = un sort est lancé ou copié
word-cast_historic = un sort historique est lancé
word-cast_first = le premier sort du tour est lancé
word-cast_first_on_opponent_turn = le premier sort pendant le tour d'un adversaire est lancé
word-cast_kicked = un sort kické est lancé
word-attacks_with_two_others = attaque avec au moins deux autres créatures
word-drew_second = la deuxième carte du tour est piochée
word-became_monstrous = monstruosité
word-damaged_by_self_dies = une créature qu'elle a blessée ce tour-ci meurt
word-enters_untapped = entrée sur le champ de bataille à l'état dégagé
word-exploits = exploite une créature
word-exploits_other = une créature exploite une créature
word-cast_from_graveyard = un sort est lancé depuis un cimetière
word-cast_not_from_hand = un sort est lancé d'ailleurs que d'une main
word-cast_on_opponent_turn = un sort est lancé pendant le tour d'un adversaire
word-surveilled = un joueur surveille
word-scried = un joueur fait un regard
word-explores_other = une créature explore
word-life_gained_first = des points de vie sont gagnés pour la première fois ce tour-ci
word-plus_counters_put = des marqueurs +1/+1 sont placés dessus
word-plus_counter_put = un marqueur +1/+1 est placé dessus
word-plus_counters_put_other = des marqueurs +1/+1 sont placés sur une créature
word-control_none = son contrôleur n'en contrôle aucun
word-chapter = chapitre
word-enters_or_leaves = arrive sur le champ de bataille ou le quitte
word-random_discard = carte défaussée au hasard : les premières de la main
word-tap = engager ou dégager : engager
word-untap = engager ou dégager : dégager
word-proliferate = ce que la prolifération touche : chaque permanent qui a des marqueurs
word-bolster = la créature qui reçoit les marqueurs (à égalité)
word-support = les créatures soutenues (aucune cible écrite)
word-explore_unknown = la carte du dessus, inconnue, compte comme une carte non-terrain
word-populate = le jeton de créature copié
step-dig_unknown = Les cartes vues sont inconnues dans cette situation : aucune ligne ne dit laquelle convient, aucune n'est donc prise.
step-unknown_card_named = { PERSON($player) ->
        [you] Vous nommez
       *[other] { CAP($player) } nomme
    } { $card } parmi les cartes inconnues vues : c'était cette carte.
step-put_back = { PERSON($player) ->
        [you] Vous remettez
       *[other] { CAP($player) } remet
    } { $count ->
        [one] la carte
       *[other] les { WORDS($count, "f") } cartes
    } au-dessus de la bibliothèque dans l'ordre écrit (n'importe quel ordre peut être choisi).
word-dig = carte prise parmi celles vues
step-nothing_to_copy = Il ne reste rien à copier pour { $card } : aucun jeton n'est créé.
word-return_chosen = permanent renvoyé dans la main de son propriétaire
step-transforms = { CAP(SUBJECT($card)) } se { VERB($card, "transforme", "transforment") } : son autre face, { $into }, est désormais visible (le même permanent, avec ses marqueurs et ses blessures).
step-cant_transform = { CAP(SUBJECT($card)) } ne { VERB($card, "peut", "peuvent") } pas se transformer : ce n'est pas une carte double face, ou le moteur ne connaît pas son autre face. Rien ne se passe.
step-trigger_condition_false = La capacité { DE($card) } ne se déclenche pas : la condition de son « si » n'est pas remplie (« { $sentence } »).
step-no_legal_mode = La capacité déclenchée modale { DE($card) } est retirée : aucun de ses modes ne peut être choisi (un mode a besoin de cibles légales).
step-pt_switched = La force et l'endurance { DE($card) } sont échangées jusqu'à la fin du tour (désormais { $power }/{ $toughness }).

## issue 11 : mise hors phase par un effet, blocage de créatures supplémentaires, « quand vous lancez votre prochain ... ce tour-ci »
step-phased_out_effect = { CAP(SUBJECT($cards)) } { VERB($cards, "est", "sont") } { AGREE($cards, "mis") } hors phase : jusqu'à { VERB($cards, "son", "leur") } retour en phase lors de la prochaine étape de dégagement de { VERB($cards, "son", "leur") } contrôleur, le jeu { VERB($cards, "le", "les") } traite comme { VERB($cards, "s'il n'existait", "s'ils n'existaient") } pas.
step-marked_extra_block = { CAP(SUBJECT($card)) } { VERB($card, "peut", "peuvent") } bloquer une créature supplémentaire ce tour-ci.
step-marked_block_any_number = { CAP(SUBJECT($card)) } { VERB($card, "peut", "peuvent") } bloquer n'importe quel nombre de créatures ce tour-ci.
step-delayed_cast_trigger_created = Une capacité déclenchée retardée { DE($card) } se déclenchera quand vous lancerez votre prochain sort correspondant ce tour-ci.
step-extra_phases_added = Après cette phase, il y a une phase de combat supplémentaire{ $main ->
        [true] {" "}suivie d'une phase principale supplémentaire
       *[other] {""}
    }.
