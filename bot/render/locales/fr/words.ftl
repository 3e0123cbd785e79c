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
phase-first_strike_damage = l'étape de blessures de combat d'initiative
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
word-kicker = kick
word-multikicker = multikick
word-buyback = rappel
word-entwine = union
word-alternative = alternatif
word-spell = sort
word-ability = capacité
word-trigger = capacité déclenchée
word-any = n'importe quelle cible
word-player = joueur
word-permanent = permanent
word-object = permanent que cette carte peut cibler
word-creature_or_player = créature ou joueur
word-activated_ability = capacité activée
word-discard = défausse
word-player_or_planeswalker = joueur ou planeswalker
word-opponent_or_planeswalker = adversaire ou planeswalker
word-spell_or_ability = sort ou capacité
word-triggered_ability = capacité déclenchée
word-spell_or_permanent = sort ou permanent
word-trigger_mode = mode de la capacité déclenchée
word-trigger_target = cible de la capacité déclenchée
word-trigger_order = les capacités déclenchées sont mises sur la pile dans l'ordre où elles se sont déclenchées, la dernière au-dessus
    .kind = clause
word-devour_none = aucune créature n'est sacrifiée pour le dévorement
    .kind = clause
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


# une carte d'une zone cachée que personne n'a nommée (le dessus d'une bibliothèque, une carte piochée)
card-unnamed = la carte inconnue
    .gender = f
    .plural = cartes inconnues

## keyword and static abilities, protection qualities, casting windows (issue 11)
ability-shroud = le linceul
ability-hexproof = la défense talismanique
ability-hexproof_from = la défense talismanique contre une qualité de cette source
ability-protection = la protection contre une qualité de cette source
# a keyword with the quality it names (the engine's "protection from black"): $quality as `ability-black`
from_quality-protection = la protection contre { $quality }
from_quality-hexproof_from = la défense talismanique contre { $quality }
ability-flying = le vol
ability-reach = la portée
ability-fear = la peur
ability-intimidate = l'intimidation
ability-shadow = la distorsion
ability-horsemanship = l'équitation
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
ability-your_turn = pendant le tour du contrôleur
ability-opponent_turn = pendant le tour d'un adversaire
ability-your_upkeep = pendant l'entretien du contrôleur
ability-opponent_upkeep = pendant l'entretien d'un adversaire
ability-declare_attackers = pendant l'étape de déclaration des attaquants
ability-declare_blockers = pendant l'étape de déclaration des bloqueurs
ability-before_attackers = avant la déclaration des attaquants
ability-before_blockers = avant la déclaration des bloqueurs
ability-before_combat_damage = avant l'étape des blessures de combat
ability-combat_before_blockers = pendant le combat, avant la déclaration des bloqueurs
ability-your_main_phase = pendant la phase principale du contrôleur
ability-end_step = pendant l'étape de fin
ability-opponent_combat = pendant le combat du tour d'un adversaire
ability-opponent_end_step = pendant l'étape de fin d'un adversaire
ability-combat_after_blockers = pendant le combat, après la déclaration des bloqueurs
ability-your_turn_before_attackers = pendant le tour du contrôleur, avant la déclaration des attaquants

## alternative costs of keyword abilities, choices the engine assumes
word-escape = échappée
word-foretell = prédiction
word-evoke = évocation
word-emerge = émergence
word-dash = précipitation
word-blitz = blitz
word-spectacle = spectacle
word-surge = déferlement
word-prowl = incursion
word-overload = surcharge
word-disturb = perturbation
word-fuse = fusion
word-legend_rule = le premier arrivé reste (règle des légendes)
    .kind = clause
word-sacrifice = sacrifice
word-ward_not_paid = le coût de parade n'est pas payé
    .kind = clause
ability-prowess = prouesse
ability-exalted = exaltation
ability-battle_cry = cri de guerre
ability-melee = mêlée
ability-dethrone = détrônement
ability-training = entraînement
ability-annihilator = annihilateur
ability-bushido = bushido
ability-flanking = débordement
ability-rampage = sauvagerie
ability-afflict = affliction
ability-lesser_power = « les créatures de force inférieure ne peuvent pas la bloquer »
ability-power_restriction = une restriction sur la force des créatures qui peuvent la bloquer
ability-color_restriction = une restriction sur la couleur des créatures qui peuvent la bloquer
ability-kind_restriction = une restriction sur le type des créatures qui peuvent la bloquer
ability-crew = pilotage
ability-unearth = exhumation
ability-persist = persistance
ability-undying = survivance
ability-soulshift = transmigration
ability-echo = écho
ability-cumulative_upkeep = entretien cumulatif
word-upkeep_cost_not_paid = le coût d'entretien n'est pas payé, et le permanent est donc sacrifié
    .kind = clause
word-soulshift = transmigration
word-face_down = face cachée ({ "{" }3{ "}" })
word-jump-start = relancez
word-retrace = pistage
word-riot_counter = l'émeute donne un marqueur +1/+1 plutôt que la célérité
    .kind = clause
word-unleash_no_counter = l'emportement ne donne pas de marqueur +1/+1
    .kind = clause
word-exploit_no = aucune créature n'est sacrifiée pour l'exploitation
    .kind = clause
word-spells_last_turn = aucun sort n'a été lancé au tour précédent avant ce que décrit le message
    .kind = clause
word-graft_no = aucun marqueur n'est déplacé par la greffe
    .kind = clause
word-modular_target = modularité : la créature-artefact qui reçoit les marqueurs
ability-fading = évanescence
ability-vanishing = disparition
ability-modular = modularité
ability-fabricate = fabrication
ability-evolve = évolution
ability-renown = réputation
ability-transmute = transmutation
ability-reinforce = renfort
ability-replicate = duplication
ability-sunburst = solarisation
ability-devour = dévorement
ability-fortify = fortification
ability-provoke = provocation
ability-frenzy = frénésie
ability-myriad = myriade
ability-poisonous = empoisonnement
ability-ingest = ingestion
ability-absorb = absorption
ability-storm = déluge
ability-rebound = rebond
ability-suspend = suspension
ability-living_weapon = arme vivante
ability-afterlife = au-delà
ability-extort = extorsion
ability-mentor = mentor
ability-soulbond = association d'âmes
ability-ascend = ascension
ability-embalm = embaumement
ability-eternalize = éternalisation
ability-level_up = montée de niveau

## keyword names on a card (card display)
ability-trample = le piétinement
ability-haste = la célérité
ability-vigilance = la vigilance
ability-first_strike = l'initiative
ability-double_strike = la double initiative
ability-deathtouch = le contact mortel
ability-lifelink = le lien de vie
ability-defender = le défenseur
ability-menace = la menace
ability-flash = le flash
ability-indestructible = l'indestructible
ability-infect = l'infection
ability-wither = la flétrissure
ability-madness = la folie
ability-flashback = le flashback
ability-cycling = le recyclage
ability-ward = la parade
ability-split_second = la fraction de seconde
ability-kicker = le kick
ability-cascade = la cascade
word-untap_first = les premiers permanents de la liste se dégagent
    .kind = clause
word-may_not_untap = le permanent se dégage (« vous pouvez choisir de ne pas le dégager »)
    .kind = clause

## sortes de marqueurs (les cartes françaises citent le nom : un marqueur « destin »)
counter-charge = « charge »
counter-time = « temps »
counter-energy = « énergie »
counter-poison = « poison »
counter-lore = « sapience »
counter-loyalty = « loyauté »
counter-level = « niveau »
counter-age = « âge »
counter-quest = « quête »
counter-spore = « spore »
counter-divinity = « divinité »
counter-storage = « stock »
counter-ki = « ki »
counter-ice = « glace »
counter-experience = « expérience »
counter-brick = « brique »
counter-blood = « sang »
counter-flood = « inondation »
counter-verse = « verset »
counter-feather = « plume »
counter-wish = « souhait »
counter-doom = « fatalité »
counter-slime = « boue »
counter-fate = « destin »
counter-plague = « peste »
counter-gold = « or »
counter-devotion = « dévotion »
counter-luck = « chance »
counter-bounty = « prime »
counter-corpse = « cadavre »
counter-void = « vide »
counter-blaze = « brasier »
counter-fetch = « rabattage »
counter-aim = « visée »
counter-pressure = « pression »
counter-soul = « âme »
counter-hour = « heure »
counter-growth = « croissance »
counter-fade = « évanescence »
counter-shield = « bouclier »
counter-oil = « huile »
counter-stun = « étourdissement »
counter-page = « page »
counter-egg = « œuf »
counter-fuse = « mèche »
counter-coin = « pièce »
counter-gem = « gemme »
counter-study = « étude »
counter-night = « nuit »
counter-crystal = « cristal »
counter-flame = « flamme »
counter-hourglass = « sablier »
counter-knowledge = « connaissance »

## couleurs choisies pour un joueur (le moteur écrit W, U, B, R, G)
color-W = blanc
color-U = bleu
color-B = noir
color-R = rouge
color-G = vert

## une carte répétée dite une fois : deux Forêts
value-several = { $count ->
        [2] deux
        [3] trois
        [4] quatre
        [5] cinq
        [6] six
        [7] sept
        [8] huit
        [9] neuf
        [10] dix
       *[other] { $count }
    } { $name }

## les mots du filtre d'un coût (« sacrifier une créature dégagée ») : types et qualités ; le nom en tête,
## son genre (.gender), les adjectifs accordés avec lui (.feminine quand ce n'est pas le masculin + e)
filter-creature = créature
    .gender = f
filter-artifact = artefact
    .gender = m
filter-enchantment = enchantement
    .gender = m
filter-land = terrain
    .gender = m
filter-planeswalker = planeswalker
    .gender = m
filter-instant = éphémère
    .gender = m
filter-sorcery = rituel
    .gender = m
filter-battle = bataille
    .gender = f
filter-permanent = permanent
    .gender = m
filter-card = carte
    .gender = f
filter-spell = sort
    .gender = m
filter-tapped = engagé
filter-untapped = dégagé
filter-attacking = attaquant
filter-blocking = bloqueur
    .feminine = bloqueuse
filter-blocked = bloqué
filter-unblocked = non bloqué
filter-attacking_or_blocking = attaquant ou bloqueur
    .feminine = attaquante ou bloqueuse
filter-basic = de base
    .invariable = yes
filter-legendary = légendaire
filter-snow = neigeux
    .feminine = neigeuse
filter-nonbasic = non-base
    .invariable = yes
filter-nonlegendary = non légendaire
filter-token = jeton
    .invariable = yes
filter-nontoken = non-jeton
    .invariable = yes
filter-white = blanc
    .feminine = blanche
filter-blue = bleu
filter-black = noir
filter-red = rouge
filter-green = vert
filter-nonwhite = non-blanc
    .feminine = non-blanche
filter-nonblue = non-bleu
filter-nonblack = non-noir
filter-nonred = non-rouge
filter-nongreen = non-vert
# ce que demande le filtre d'une cible, dit après son nom (« créature avec le vol », « créature que vous contrôlez »)
filter-with = avec { $ability }
filter-without = sans { $ability }
filter-stat = { $stat ->
        [power] de force
        [toughness] d'endurance
       *[mana_value] de valeur de mana
    } { $value }{ $op ->
        [le] {" "}ou moins
        [ge] {" "}ou plus
       *[eq] {""}
    }
filter-control = { $who ->
        [you] que vous contrôlez
       *[opponent] qu'un adversaire contrôle
    }

## sous-types (lignes de type en français et filtres des coûts)
subtype-angel = ange
    .gender = m
subtype-ape = grand singe
    .gender = m
subtype-arcane = arcane
    .gender = m
subtype-bear = ours
    .gender = m
subtype-berserker = berserker
    .gender = m
subtype-bird = oiseau
    .gender = m
subtype-cleric = clerc
    .gender = m
subtype-dog = chien
    .gender = m
subtype-drake = drakôn
    .gender = m
subtype-druid = druide
    .gender = m
subtype-dryad = dryade
    .gender = f
subtype-elf = elfe
    .gender = m
subtype-forest = forêt
    .gender = f
subtype-giant = géant
    .gender = m
subtype-goblin = gobelin
    .gender = m
subtype-human = humain
    .gender = m
subtype-island = île
    .gender = f
subtype-kavu = kavru
    .gender = m
subtype-lizard = lézard
    .gender = m
subtype-mountain = montagne
    .gender = f
subtype-ouphe = orphe
    .gender = m
subtype-plains = plaine
    .gender = f
subtype-plant = plante
    .gender = f
subtype-ranger = rôdeur
    .gender = m
subtype-shaman = shamane
    .gender = m
subtype-snake = serpent
    .gender = m
subtype-soldier = soldat
    .gender = m
subtype-spider = araignée
    .gender = f
subtype-spirit = esprit
    .gender = m
subtype-swamp = marais
    .gender = m
subtype-vampire = vampire
    .gender = m
subtype-wall = mur
    .gender = m
subtype-wizard = sorcier
    .gender = m
subtype-wolf = loup
    .gender = m
subtype-wurm = guivre
    .gender = f
subtype-zombie = zombie
    .gender = m
subtype-warrior = guerrier
    .gender = m
subtype-knight = chevalier
    .gender = m
subtype-beast = bête
    .gender = f
subtype-dragon = dragon
    .gender = m
subtype-demon = démon
    .gender = m
subtype-merfolk = ondin
    .gender = m
subtype-rat = rat
    .gender = m
subtype-cat = chat
    .gender = m
subtype-horror = horreur
    .gender = f
subtype-elemental = élémental
    .gender = m
subtype-rogue = gredin
    .gender = m
subtype-equipment = équipement
    .gender = m
subtype-aura = aura
    .gender = f
subtype-vehicle = véhicule
    .gender = m
subtype-ninja = ninja
    .gender = m
subtype-myr = myr
    .gender = m
subtype-troll = troll
    .gender = m
subtype-insect = insecte
    .gender = m
subtype-faerie = faerie
    .gender = f
subtype-werewolf = loup-garou
    .gender = m
subtype-treefolk = sylvin
    .gender = m
subtype-sliver = slivoïde
    .gender = m
subtype-monk = moine
    .gender = m
subtype-assassin = assassin
    .gender = m
subtype-pirate = pirate
    .gender = m
subtype-thopter = thopter
    .gender = m

## d'autres mots des paramètres
word-card_in_graveyard = carte dans un cimetière
word-ward = parade
word-end_of_combat = début de l'étape de fin du combat
word-life_gained = vous gagnez des points de vie
word-drew = une carte est piochée
word-dealt_damage = subit des blessures
word-deals_damage = inflige des blessures
word-deals_combat_damage_to_creature = inflige des blessures de combat à une créature
word-deals_damage_to_player = inflige des blessures à un joueur
word-creature_combat_damage_to_player = une créature inflige des blessures de combat à un joueur
word-enters_or_attacks = arrive sur le champ de bataille ou attaque
word-attached_dies = la créature enchantée meurt
word-cast_targets_self = un sort qui la cible est lancé

## choices a player names (issue 11)
word-choice_copy = le permanent à copier
word-choice_color = une couleur
word-choice_creature_type = un type de créature
word-choice_opponent = un adversaire
word-choice_player = un joueur
word-choice_card_name = un nom de carte
word-choice_nonland_card_name = un nom de carte non-terrain
word-extort_not_paid = extorsion : le coût n'est pas payé
word-soulbond = association d'âmes : la créature associée
