### Arbitre : actions de jeu d'une ligne (issue 11 : effets) : amasser, apprendre, s'aventurer dans le donjon,
### le monarque, le choc, les pile ou face et les dés. Écrit par le projet : les règles ne sont citées que par leur numéro.

## étapes
step-amassed = { $count ->
        [one] Un marqueur +1/+1 est placé
       *[other] { CAP(WORDS($count)) } marqueurs +1/+1 sont placés
    } sur { $card }, l'Armée amassée.
step-learned = { PERSON($player) ->
        [you] Vous apprenez : vous défaussez
       *[other] { CAP($player) } apprend : défausse
    } { $card } et { PERSON($player) ->
        [you] piochez
       *[other] pioche
    } { $count ->
        [0] rien (la bibliothèque est vide)
        [one] une carte
       *[other] { WORDS($count, "f") } cartes
    }.
step-dungeon_entered = { PERSON($player) ->
        [you] Vous mettez
       *[other] { CAP($player) } met
    } le donjon « { $dungeon } » dans la zone de commandement.
step-room_entered = { PERSON($player) ->
        [you] Votre marqueur d'aventure entre
       *[other] Le marqueur d'aventure { DE($player) } entre
    } dans la salle « { $room } » du donjon « { $dungeon } » : sa capacité de salle se déclenche.
step-dungeon_completed = { PERSON($player) ->
        [you] Vous terminez
       *[other] { CAP($player) } termine
    } le donjon « { $dungeon } » ({ $count ->
        [one] premier donjon terminé
       *[other] { WORDS($count) } donjons terminés
    }) ; il quitte la partie.
step-becomes_monarch = { PERSON($player) ->
        [you] Vous devenez
       *[other] { CAP($player) } devient
    } le monarque.
step-coin_flip = { PERSON($player) ->
        [you] Vous lancez une pièce et { $won ->
            [true] gagnez
           *[other] perdez
        } le pile ou face.
       *[other] { CAP($player) } lance une pièce et { $won ->
            [true] gagne
           *[other] perd
        } le pile ou face.
    }
step-clash_revealed = { PERSON($player) ->
        [you] Vous révélez
       *[other] { CAP($player) } révèle
    } { $card }, { PERSON($opponent) ->
        [you] vous révélez
       *[other] { $opponent } révèle
    } { $other }.
step-clash = { PERSON($player) ->
        [you] Vous vous mesurez à { $opponent } et { $won ->
            [true] gagnez.
           *[other] ne gagnez pas.
        }
       *[other] { CAP($player) } se mesure { PERSON($opponent) ->
            [you] à vous
           *[other] à { $opponent }
        } et { $won ->
            [true] gagne.
           *[other] ne gagne pas.
        }
    }
step-die_rolled = { PERSON($player) ->
        [you] Vous lancez
       *[other] { CAP($player) } lance
    } un dé à { $sides } faces : le résultat est { $result }.

## l'objet d'un choix supposé
word-learn_nothing = vous n'apprenez rien : aucune carte n'est défaussée, aucune carte Leçon n'est prise hors de la partie
    .kind = clause
word-room = salle où entre le marqueur d'aventure
word-dungeon = donjon mis en jeu
word-coin_flip = résultat du pile ou face
word-clash_result = résultat du choc (cartes du dessus inconnues)
word-clash_keep = les cartes révélées restent au-dessus des bibliothèques
    .kind = clause
word-die_roll = résultat du dé
word-army = Armée qui reçoit les marqueurs
word-room_ability = capacité de salle
word-monarch_draw = étape de fin du monarque
word-monarch_steal = blessures de combat infligées au monarque

## situation finale
state-monarch = { " " }; le monarque
state-dungeons_completed = { " " }; donjons terminés : { $count }

## ce qu'est un permanent, changé jusqu'à la fin du tour ou pour de bon (613)
step-loses_all_abilities = { CAP(SUBJECT($card)) } { VERB($card, "perd", "perdent") } toutes ses capacités { $until }.
step-change_loses = { CAP(SUBJECT($card)) } { VERB($card, "perd", "perdent") } { $abilities } { $until }.
step-change_gains = { CAP(SUBJECT($card)) } { VERB($card, "acquiert", "acquièrent") } { $abilities } { $until }.
step-change_color = { CAP(SUBJECT($card)) } { VERB($card, "est", "sont") } { AGREE($card, $color) } { $until }.
step-types_changed = { $addition ->
        [true] { CAP(SUBJECT($card)) } { VERB($card, "acquiert", "acquièrent") } les types { $types } { $until }.
       *[other] Les types { DE($card) } deviennent { $types } { $until }.
    }
step-base_pt_set = { CAP(SUBJECT($card)) } { VERB($card, "a", "ont") } une force et une endurance de base de { $pt } { $until }.
step-gains_quoted_ability = { CAP(SUBJECT($card)) } { VERB($card, "acquiert", "acquièrent") } « { $ability } » { $until }.
step-land_type_changed = { CAP(SUBJECT($card)) } { $addition ->
        [true] { VERB($card, "a", "ont") } aussi le type de terrain { $land_type } jusqu'à la fin du tour, avec sa capacité de mana.
       *[other] { VERB($card, "a", "ont") } { $land_type } pour seul type de terrain jusqu'à la fin du tour : la capacité de mana de ce type et aucune de ses propres capacités.
    }
word-basic_land_type = type de terrain de base
word-creature_type = type de créature

## exigences du combat de ce tour (508.1d, 509.1c)
step-marked_lure = Toute créature capable de bloquer { SUBJECT($card) } ce tour-ci doit le faire.
step-marked_must_be_blocked = { CAP(SUBJECT($card)) } { VERB($card, "doit", "doivent") } être { AGREE($card, "bloqué") } ce tour-ci si possible.
step-marked_attacks_each_combat = { CAP(SUBJECT($card)) } { VERB($card, "doit", "doivent") } attaquer ce tour-ci si possible.
step-marked_blocks_each_combat = { CAP(SUBJECT($card)) } { VERB($card, "doit", "doivent") } bloquer ce tour-ci si possible.

## événements déclencheurs des actions de jeu
word-became_monarch = un joueur devient le monarque
word-completed_dungeon = un donjon est terminé
word-rolled_dice = des dés sont lancés
word-rolled_die = un dé est lancé
word-won_flip = un pile ou face est gagné
word-clashed = un choc
word-won_clash = un choc est gagné
step-marked_assigns_no_combat_damage = { CAP(SUBJECT($card)) } n'{ VERB($card, "attribue", "attribuent") } pas de blessures de combat ce tour-ci.

## cartes à retourner (710)
step-flipped = { CAP(SUBJECT($card)) } { VERB($card, "est", "sont") } { AGREE($card, "retourné") } : c'est désormais { $into } (couleur et coût de mana inchangés).
step-cant_flip = { CAP(SUBJECT($card)) } ne { VERB($card, "se retourne", "se retournent") } pas : ce n'est pas une carte à retourner non retournée.

## totaux de points de vie fixés (119.5)
step-life_set = { PERSON($player) ->
        [you] Votre total de points de vie devient
       *[other] Le total de points de vie { DE($player) } devient
    } { $life } (il était de { $before } : la différence est gagnée ou perdue).
