### Words that fill the parameters of messages: zones, steps, kinds of objects.
### A word that a sentence puts an article or a preposition before carries them here: the article in its
### text ("la main"), its gender (`.gender`), and its set phrases (`.into`, `.from`).

## zones
zone-hand = la main
    .gender = f
    .place = dans la main
    .into = dans la main
    .from = de la main
zone-graveyard = le cimetière
    .gender = m
    .place = dans le cimetière
    .into = au cimetière
    .from = du cimetière
zone-exile = l'exil
    .gender = m
    .place = dans l'exil
    .into = en exil
    .from = de l'exil
zone-library = la bibliothèque
    .gender = f
    .place = dans la bibliothèque
    .into = dans la bibliothèque
    .from = de la bibliothèque
zone-battlefield = le champ de bataille
    .gender = m
    .place = sur le champ de bataille
    .into = sur le champ de bataille
    .from = du champ de bataille
zone-stack = la pile
    .gender = f
    .place = sur la pile
    .into = sur la pile
    .from = de la pile

## steps of the turn
phase-untap = l'étape de dégagement
    .gender = f
phase-upkeep = l'étape d'entretien
    .gender = f
phase-draw = l'étape de pioche
    .gender = f
phase-main1 = la première phase principale
    .gender = f
phase-beginning_of_combat = l'étape de début du combat
    .gender = f
phase-declare_attackers = l'étape de déclaration des attaquants
    .gender = f
phase-declare_blockers = l'étape de déclaration des bloqueurs
    .gender = f
phase-first_strike_damage = l'étape des blessures de combat d'initiative
    .gender = f
phase-combat_damage = l'étape de blessures de combat
    .gender = f
phase-end_of_combat = l'étape de fin du combat
    .gender = f
phase-main2 = la seconde phase principale
    .gender = f
phase-end = l'étape de fin
    .gender = f
phase-cleanup = l'étape de nettoyage
    .gender = f

## words in parameters
word-flashback = flashback
word-madness = folie
word-kicker = kicker
word-multikicker = multikicker
word-buyback = rachat
word-entwine = enlacement
word-alternative = alternatif
word-spell = sort
word-ability = capacité
word-trigger = capacité déclenchée
word-any = n'importe quelle cible
word-player = joueur
word-permanent = permanent
word-object = permanent du bon type
word-creature_or_player = créature ou joueur
word-activated_ability = capacité activée
word-discard = défausse
word-player_or_planeswalker = joueur ou planeswalker
word-opponent_or_planeswalker = adversaire ou planeswalker
word-spell_or_ability = sort ou capacité
word-triggered_ability = capacité déclenchée
word-spell_or_permanent = sort ou permanent
word-search = recherche
word-enters = arrive sur le champ de bataille
word-dies = meurt
word-creature_dies = une créature meurt
word-you_cast = un sort est lancé

## values
value-empty = vide
value-nothing = rien
value-yes = oui
value-no = non
value-nowhere = nulle part dans cette situation
value-where = { PERSON($player) ->
        [you] votre { BARE($zone) }
       *[other] { $zone } { DE($player) }
    }


## keyword and static abilities, protection qualities, casting windows (issue 11)
ability-shroud = le linceul
ability-hexproof = la défense talismanique
ability-hexproof_from = la défense talismanique contre une qualité de cette source
ability-protection = la protection contre une qualité de cette source
ability-flying = le vol
ability-reach = la portée
ability-fear = la peur
ability-intimidate = l'intimidation
ability-shadow = l'ombre
ability-horsemanship = l'art équestre
ability-skulk = la furtivité
ability-unblockable = « ne peut pas être bloquée »
ability-swampwalk = la traversée des marais
ability-islandwalk = la traversée des îles
ability-forestwalk = la traversée des forêts
ability-mountainwalk = la traversée des montagnes
ability-plainswalk = la traversée des plaines
ability-desertwalk = la traversée des déserts
ability-nonbasic_landwalk = la traversée des terrains non-base
ability-legendary_landwalk = la traversée des terrains légendaires
ability-snow_swampwalk = la traversée des marais neigeux
ability-snow_forestwalk = la traversée des forêts neigeuses
ability-white = le blanc
ability-blue = le bleu
ability-black = le noir
ability-red = le rouge
ability-green = le vert
ability-all_colors = toutes les couleurs
ability-multicolored = le multicolore
ability-monocolored = le monocolore
ability-everything = tout
ability-artifact = les artefacts
ability-creature = les créatures
ability-enchantment = les enchantements
ability-instant = les éphémères
ability-sorcery = les rituels
ability-land = les terrains
ability-planeswalker = les planeswalkers
ability-snow = le neigeux
ability-goblin = les Gobelins
ability-zombie = les Zombies
ability-vampire = les Vampires
ability-dragon = les Dragons
ability-demon = les Démons
ability-elf = les Elfes
ability-werewolf = les Loups-garous
ability-human = les Humains
ability-cleric = les Clercs
ability-spirit = les Esprits
ability-beast = les Bêtes
ability-kavu = les Kavrus
ability-convoke = convocation
ability-delve = fouille
ability-improvise = improvisation
ability-combat = pendant le combat
ability-your_turn = pendant le tour de son contrôleur
ability-opponent_turn = pendant le tour d'un adversaire
ability-your_upkeep = pendant l'entretien de son contrôleur
ability-opponent_upkeep = pendant l'entretien d'un adversaire
ability-declare_attackers = pendant l'étape de déclaration des attaquants
ability-declare_blockers = pendant l'étape de déclaration des bloqueurs
ability-before_attackers = avant la déclaration des attaquants
ability-before_blockers = avant la déclaration des bloqueurs
ability-before_combat_damage = avant l'étape des blessures de combat
ability-combat_before_blockers = pendant le combat, avant la déclaration des bloqueurs
ability-your_main_phase = pendant la phase principale de son contrôleur
ability-end_step = pendant l'étape de fin
ability-opponent_combat = pendant le combat du tour d'un adversaire
ability-opponent_end_step = pendant l'étape de fin d'un adversaire
ability-combat_after_blockers = pendant le combat, après la déclaration des bloqueurs
ability-your_turn_before_attackers = pendant le tour de son contrôleur, avant la déclaration des attaquants

## alternative costs of keyword abilities, choices the engine assumes
word-escape = évasion
word-foretell = prédiction
word-evoke = évocation
word-emerge = émergence
word-dash = précipitation
word-blitz = blitz
word-spectacle = spectacle
word-surge = déferlement
word-prowl = incursion
word-overload = surcharge
word-legend_rule = règle des légendes : lequel reste ; celui qui était là en premier est gardé
word-sacrifice = sacrifice
