### La réponse à une question de règles (bot/render/rules_answer.py) : la réponse courte d'abord, puis les règles.

## la réponse courte : l'essentiel d'une règle (rules_gists.ftl), par oui ou non quand la question le demande
rq-answer = { $answer ->
        [yes] Oui : { $gist } ({ $rule }).
        [no] Non : { $gist } ({ $rule }).
       *[none] { CAP($gist) } ({ $rule }).
    }
## la règle d'un mot-clé : quelle sorte de capacité c'est
rq-keyword = { $named ->
        [article] { CAP($name) }
       *[bare] Le mot-clé « { $name } »
    } { $kind ->
        [static] est une capacité statique
        [triggered] est une capacité déclenchée
        [activated] est une capacité activée
        [evasion] est une capacité d'évasion
        [cda] est une capacité qui définit une caractéristique
        [keyword] est une capacité à mot-clé
       *[none] est une capacité à mot-clé
    } ({ $rule }).
rq-keyword-several = { $named ->
        [article] { CAP($name) }
       *[bare] Le mot-clé « { $name } »
    } regroupe { WORDS($count, "f") } capacités ({ $rule }).
rq-action = { $named ->
        [article] { CAP($name) }
       *[bare] « { CAP($name) } »
    } est une action à mot-clé ({ $rule }).
## toute autre règle : la règle et sa section
rq-rule = C'est la règle { $rule } ({ $title }) qui répond à cette question.
# ce que dit la règle, quand aucun résumé ne dit ce qu'elle veut dire : sa première phrase, dans les mots des règles
rq-rule-says = La règle { $rule } ({ $title }) dit{ $english ->
        [yes] , en anglais (aucune édition française des règles n'est importée) : “{ $text }”
       *[no] { " " }: « { $text } »
    }

## les en-têtes autour des textes des règles
rq-header = Règle { $rule } ({ $title }){ $english ->
        [yes] , texte officiel cité en anglais :
       *[no] { " " }:
    }
rq-see_also = { $english ->
        [yes] Voir aussi (texte anglais) :
       *[no] Voir aussi :
    }
rq-see_also-item = { $rule } ({ $title })
rq-glossary = { $english ->
        [yes] Glossaire (en anglais) :
       *[no] Glossaire :
    }
rq-glossary-term = { $name } (« { $term } »)
rq-glossary-english = « { $term } »

## les sections des Règles complètes, pour dire où se trouve une règle
section-100 = Généralités
section-101 = Les règles d'or de Magic
section-102 = Joueurs
section-103 = Début de la partie
section-104 = Fin de la partie
section-105 = Couleurs
section-106 = Mana
section-107 = Nombres et symboles
section-108 = Cartes
section-109 = Objets
section-110 = Permanents
section-111 = Jetons
section-112 = Sorts
section-113 = Capacités
section-114 = Emblèmes
section-115 = Cibles
section-116 = Actions spéciales
section-117 = Moment et priorité
section-118 = Coûts
section-119 = Points de vie
section-120 = Blessures
section-121 = Piocher une carte
section-122 = Marqueurs
section-123 = Autocollants
section-200 = Généralités
section-201 = Nom
section-202 = Coût de mana et couleur
section-203 = Illustration
section-204 = Indicateur de couleur
section-205 = Ligne de type
section-206 = Symbole d'extension
section-207 = Boîte de texte
section-208 = Force et endurance
section-209 = Loyauté
section-210 = Défense
section-211 = Modificateur de main
section-212 = Modificateur de points de vie
section-213 = Informations sous la boîte de texte
section-300 = Généralités
section-301 = Artefacts
section-302 = Créatures
section-303 = Enchantements
section-304 = Éphémères
section-305 = Terrains
section-306 = Planeswalkers
section-307 = Rituels
section-308 = Tribaux
section-309 = Donjons
section-310 = Batailles
section-311 = Plans
section-312 = Phénomènes
section-313 = Avant-gardes
section-314 = Machinations
section-315 = Conspirations
section-400 = Généralités
section-401 = Bibliothèque
section-402 = Main
section-403 = Champ de bataille
section-404 = Cimetière
section-405 = Pile
section-406 = Exil
section-407 = Ante
section-408 = Zone de commandement
section-500 = Généralités
section-501 = Phase de début
section-502 = Étape de dégagement
section-503 = Étape d'entretien
section-504 = Étape de pioche
section-505 = Phase principale
section-506 = Phase de combat
section-507 = Étape de début du combat
section-508 = Étape de déclaration des attaquants
section-509 = Étape de déclaration des bloqueurs
section-510 = Étape des blessures de combat
section-511 = Étape de fin du combat
section-512 = Phase de fin
section-513 = Étape de fin
section-514 = Étape de nettoyage
section-600 = Généralités
section-601 = Lancer des sorts
section-602 = Activer des capacités activées
section-603 = Capacités déclenchées
section-604 = Capacités statiques
section-605 = Capacités de mana
section-606 = Capacités de loyauté
section-607 = Capacités liées
section-608 = Résolution des sorts et des capacités
section-609 = Effets
section-610 = Effets ponctuels
section-611 = Effets continus
section-612 = Effets qui modifient le texte
section-613 = Interaction des effets continus
section-614 = Effets de remplacement
section-615 = Effets de prévention
section-616 = Interaction des effets de remplacement et de prévention
section-700 = Généralités
section-701 = Actions à mot-clé
section-702 = Capacités à mot-clé
section-703 = Actions liées au tour
section-704 = Actions basées sur un état
section-705 = Lancer une pièce
section-706 = Lancer un dé
section-707 = Copier des objets
section-708 = Sorts et permanents face cachée
section-709 = Cartes partagées
section-710 = Cartes retournables
section-711 = Cartes à niveau
section-712 = Cartes recto verso
section-713 = Cartes de substitution
section-714 = Cartes Saga
section-715 = Cartes d'aventurier
section-716 = Cartes Classe
section-717 = Cartes Attraction
section-718 = Cartes prototype
section-719 = Cartes Affaire
section-720 = Cartes Présage
section-721 = Cartes Station
section-722 = Contrôler un autre joueur
section-723 = Mettre fin aux tours et aux phases
section-724 = Le monarque
section-725 = L'initiative
section-726 = Recommencer la partie
section-727 = Marqueurs radiation
section-728 = Sous-parties
section-729 = Fusion avec des permanents
section-730 = Jour et nuit
section-731 = Raccourcis
section-732 = Actions illégales
section-800 = Généralités
section-801 = Option de portée d'influence limitée
section-802 = Option d'attaque de plusieurs joueurs
section-803 = Options d'attaque à gauche et à droite
section-804 = Option de déploiement des créatures
section-805 = Option des tours d'équipe partagés
section-806 = Variante chacun pour soi
section-807 = Variante grande mêlée
section-808 = Variante équipe contre équipe
section-809 = Variante empereur
section-810 = Variante Troll à deux têtes
section-811 = Variante équipes en alternance
section-900 = Généralités
section-901 = Planechase
section-902 = Vanguard
section-903 = Commander
section-904 = Archenemy
section-905 = Draft Conspiracy
