### Arbitre : actions de jeu d'une ligne (issue 11 : effets) : amasser, apprendre, s'aventurer dans le donjon,
### le monarque, le choc, les pile ou face et les dés. Écrit par le projet : les règles ne sont citées que par leur numéro.

## étapes
step-amassed = { $count ->
        [one] Un marqueur +1/+1 est placé
       *[other] { $count } marqueurs +1/+1 sont placés
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
       *[other] { $count } cartes
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
       *[other] { $count } donjons terminés
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
