### Words that fill the parameters of messages: zones, steps, kinds of objects.
### A word that a sentence puts an article or a preposition before carries them here: the article in its
### text ("the hand"), and its set phrases (`.into`, `.from`); `.gender` is for French and unused here.

## zones
zone-hand = the hand
    .gender = f
    .place = in the hand
    .into = into the hand
    .from = from the hand
zone-graveyard = the graveyard
    .gender = m
    .place = in the graveyard
    .into = into the graveyard
    .from = from the graveyard
zone-exile = exile
    .gender = m
    .place = in exile
    .into = into exile
    .from = from exile
zone-library = the library
    .gender = f
    .place = in the library
    .into = into the library
    .from = from the library
zone-battlefield = the battlefield
    .gender = m
    .place = on the battlefield
    .into = onto the battlefield
    .from = from the battlefield
zone-stack = the stack
    .gender = f
    .place = on the stack
    .into = onto the stack
    .from = from the stack

## steps of the turn
phase-untap = the untap step
    .gender = f
phase-upkeep = the upkeep step
    .gender = f
phase-draw = the draw step
    .gender = f
phase-main1 = the precombat main phase
    .gender = f
phase-beginning_of_combat = the beginning of combat step
    .gender = f
phase-declare_attackers = the declare attackers step
    .gender = f
phase-declare_blockers = the declare blockers step
    .gender = f
phase-first_strike_damage = the first-strike combat damage step
    .gender = f
phase-combat_damage = the combat damage step
    .gender = f
phase-end_of_combat = the end of combat step
    .gender = f
phase-main2 = the postcombat main phase
    .gender = f
phase-end = the end step
    .gender = f
phase-cleanup = the cleanup step
    .gender = f

## words in parameters
word-flashback = flashback
word-madness = madness
word-kicker = kicker
word-multikicker = multikicker
word-buyback = buyback
word-entwine = entwine
word-alternative = alternative
word-spell = spell
word-ability = ability
word-trigger = triggered ability
word-any = any target
word-player = player
word-permanent = permanent
word-object = a permanent this card can target
word-creature_or_player = creature or player
word-activated_ability = activated ability
word-discard = discard
word-player_or_planeswalker = player or planeswalker
word-opponent_or_planeswalker = opponent or planeswalker
word-spell_or_ability = spell or ability
word-triggered_ability = triggered ability
word-spell_or_permanent = spell or permanent
word-trigger_mode = mode of the triggered ability
word-trigger_target = target of the triggered ability
word-trigger_order = the triggered abilities go on the stack in the order they triggered, the last one on top
    .kind = clause
word-devour_none = no creature is sacrificed to devour
    .kind = clause
word-search = search
word-enters = enters the battlefield
word-dies = dies
word-creature_dies = a creature dies
word-you_cast = a spell is cast

## values
value-empty = empty
value-nothing = nothing
value-yes = yes
value-no = no
value-nowhere = nowhere in this situation
value-where = { POSS($player) } { BARE($zone) }


# a card of a hidden zone nobody named (a library's top card, a card drawn)
card-unnamed = unknown card
    .article = an
    .plural = unknown cards

## keyword and static abilities, protection qualities, casting windows (issue 11)
ability-shroud = shroud
ability-hexproof = hexproof
ability-hexproof_from = hexproof from a quality this source has
ability-protection = protection from a quality this source has
# a keyword with the quality it names (the engine's "protection from black"): $quality as `ability-black`
from_quality-protection = protection from { $quality }
from_quality-hexproof_from = hexproof from { $quality }
ability-flying = flying
ability-reach = reach
ability-fear = fear
ability-intimidate = intimidate
ability-shadow = shadow
ability-horsemanship = horsemanship
ability-skulk = skulk
ability-unblockable = “can't be blocked”
ability-swampwalk = swampwalk
ability-islandwalk = islandwalk
ability-forestwalk = forestwalk
ability-mountainwalk = mountainwalk
ability-plainswalk = plainswalk
ability-desertwalk = desertwalk
ability-nonbasic_landwalk = nonbasic landwalk
ability-legendary_landwalk = legendary landwalk
ability-snow_swampwalk = snow swampwalk
ability-snow_forestwalk = snow forestwalk
ability-white = white
ability-blue = blue
ability-black = black
ability-red = red
ability-green = green
ability-all_colors = all colors
ability-multicolored = multicolored
ability-monocolored = monocolored
ability-everything = everything
ability-artifact = artifacts
ability-creature = creatures
ability-enchantment = enchantments
ability-instant = instants
ability-sorcery = sorceries
ability-land = lands
ability-planeswalker = planeswalkers
ability-snow = snow
ability-goblin = Goblins
ability-zombie = Zombies
ability-vampire = Vampires
ability-dragon = Dragons
ability-demon = Demons
ability-elf = Elves
ability-werewolf = Werewolves
ability-human = Humans
ability-cleric = Clerics
ability-spirit = Spirits
ability-beast = Beasts
ability-kavu = Kavu
ability-convoke = convoke
ability-delve = delve
ability-improvise = improvise
ability-combat = during combat
ability-your_turn = during its controller's turn
ability-opponent_turn = during an opponent's turn
ability-your_upkeep = during its controller's upkeep
ability-opponent_upkeep = during an opponent's upkeep
ability-declare_attackers = during the declare attackers step
ability-declare_blockers = during the declare blockers step
ability-before_attackers = before attackers are declared
ability-before_blockers = before blockers are declared
ability-before_combat_damage = before the combat damage step
ability-combat_before_blockers = during combat before blockers are declared
ability-your_main_phase = during its controller's main phase
ability-end_step = during the end step
ability-opponent_combat = during combat on an opponent's turn
ability-opponent_end_step = during an opponent's end step
ability-combat_after_blockers = during combat after blockers are declared
ability-your_turn_before_attackers = during its controller's turn before attackers are declared

## alternative costs of keyword abilities, choices the engine assumes
word-escape = escape
word-foretell = foretell
word-evoke = evoke
word-emerge = emerge
word-dash = dash
word-blitz = blitz
word-spectacle = spectacle
word-surge = surge
word-prowl = prowl
word-overload = overload
word-disturb = disturb
word-fuse = fuse
word-legend_rule = the one that was there first stays (legend rule)
    .kind = clause
word-sacrifice = sacrifice
word-ward_not_paid = the ward cost is not paid
    .kind = clause
ability-prowess = prowess
ability-exalted = exalted
ability-battle_cry = battle cry
ability-melee = melee
ability-dethrone = dethrone
ability-training = training
ability-annihilator = annihilator
ability-bushido = bushido
ability-flanking = flanking
ability-rampage = rampage
ability-afflict = afflict
ability-lesser_power = “creatures with power less than its power can't block it”
ability-power_restriction = a restriction on the power of the creatures that may block it
ability-color_restriction = a restriction on the colors of the creatures that may block it
ability-kind_restriction = a restriction on the kind of creatures that may block it
ability-crew = crew
ability-unearth = unearth
ability-persist = persist
ability-undying = undying
ability-soulshift = soulshift
ability-echo = echo
ability-cumulative_upkeep = cumulative upkeep
word-upkeep_cost_not_paid = the upkeep cost is not paid, so the permanent is sacrificed
    .kind = clause
word-soulshift = soulshift
word-face_down = face-down ({ "{" }3{ "}" })
word-jump-start = jump-start
word-retrace = retrace
word-riot_counter = riot gives a +1/+1 counter rather than haste
    .kind = clause
word-unleash_no_counter = unleash gives no +1/+1 counter
    .kind = clause
word-exploit_no = no creature is sacrificed for exploit
    .kind = clause
word-spells_last_turn = no spell was cast last turn before what the message describes
    .kind = clause
word-graft_no = graft moves no counter
    .kind = clause
word-modular_target = modular: the artifact creature that gets the counters
ability-fading = fading
ability-vanishing = vanishing
ability-modular = modular
ability-fabricate = fabricate
ability-evolve = evolve
ability-renown = renown
ability-transmute = transmute
ability-reinforce = reinforce
ability-replicate = replicate
ability-sunburst = sunburst
ability-devour = devour
ability-fortify = fortify
ability-provoke = provoke
ability-frenzy = frenzy
ability-myriad = myriad
ability-poisonous = poisonous
ability-ingest = ingest
ability-absorb = absorb
ability-storm = storm
ability-rebound = rebound
ability-suspend = suspend
ability-living_weapon = living weapon
ability-afterlife = afterlife
ability-extort = extort
ability-mentor = mentor
ability-soulbond = soulbond
ability-ascend = ascend
ability-embalm = embalm
ability-eternalize = eternalize
ability-level_up = level up

## keyword names on a card (card display)
ability-trample = trample
ability-haste = haste
ability-vigilance = vigilance
ability-first_strike = first strike
ability-double_strike = double strike
ability-deathtouch = deathtouch
ability-lifelink = lifelink
ability-defender = defender
ability-menace = menace
ability-flash = flash
ability-indestructible = indestructible
ability-infect = infect
ability-wither = wither
ability-madness = madness
ability-flashback = flashback
ability-cycling = cycling
ability-ward = ward
ability-split_second = split second
ability-kicker = kicker
ability-cascade = cascade
word-untap_first = the first permanents listed untap
    .kind = clause
word-may_not_untap = the permanent untaps (“you may choose not to untap it”)
    .kind = clause

## kinds of counters (a French card quotes the name: un marqueur « destin »)
counter-charge = charge
counter-time = time
counter-energy = energy
counter-poison = poison
counter-lore = lore
counter-loyalty = loyalty
counter-level = level
counter-age = age
counter-quest = quest
counter-spore = spore
counter-divinity = divinity
counter-storage = storage
counter-ki = ki
counter-ice = ice
counter-experience = experience
counter-brick = brick
counter-blood = blood
counter-flood = flood
counter-verse = verse
counter-feather = feather
counter-wish = wish
counter-doom = doom
counter-slime = slime
counter-fate = fate
counter-plague = plague
counter-gold = gold
counter-devotion = devotion
counter-luck = luck
counter-bounty = bounty
counter-corpse = corpse
counter-void = void
counter-blaze = blaze
counter-fetch = fetch
counter-aim = aim
counter-pressure = pressure
counter-soul = soul
counter-hour = hour
counter-growth = growth
counter-fade = fade
counter-shield = shield
counter-oil = oil
counter-stun = stun
counter-page = page
counter-egg = egg
counter-fuse = fuse
counter-coin = coin
counter-gem = gem
counter-study = study
counter-night = night
counter-crystal = crystal
counter-flame = flame
counter-hourglass = hourglass
counter-knowledge = knowledge

## colours a player chooses (the engine writes W, U, B, R, G)
color-W = white
color-U = blue
color-B = black
color-R = red
color-G = green

## a repeated card said once: two Forests
value-several = { $count ->
        [2] two
        [3] three
        [4] four
        [5] five
        [6] six
        [7] seven
        [8] eight
        [9] nine
        [10] ten
       *[other] { $count }
    } { $name }

## the words of a cost's filter ("sacrifice an untapped creature"): types and qualities
filter-creature = creature
filter-artifact = artifact
filter-enchantment = enchantment
filter-land = land
filter-planeswalker = planeswalker
filter-instant = instant
filter-sorcery = sorcery
filter-battle = battle
filter-permanent = permanent
filter-card = card
filter-spell = spell
filter-tapped = tapped
filter-untapped = untapped
filter-attacking = attacking
filter-blocking = blocking
filter-blocked = blocked
filter-unblocked = unblocked
filter-attacking_or_blocking = attacking or blocking
filter-basic = basic
filter-legendary = legendary
filter-snow = snow
filter-nonbasic = nonbasic
filter-nonlegendary = nonlegendary
filter-token = token
filter-nontoken = nontoken
filter-white = white
filter-blue = blue
filter-black = black
filter-red = red
filter-green = green
filter-nonwhite = nonwhite
filter-nonblue = nonblue
filter-nonblack = nonblack
filter-nonred = nonred
filter-nongreen = nongreen
# what a target's filter asks for, said after its noun ("creature with flying", "creature you control")
filter-with = with { $ability }
filter-without = without { $ability }
filter-stat = with { $stat ->
        [power] power
        [toughness] toughness
       *[mana_value] mana value
    } { $value }{ $op ->
        [le] {" "}or less
        [ge] {" "}or greater
       *[eq] {""}
    }
filter-control = { $who ->
        [you] you control
       *[opponent] an opponent controls
    }

## subtypes (French type lines and filters)
subtype-angel = Angel
subtype-ape = Ape
subtype-arcane = Arcane
subtype-bear = Bear
subtype-berserker = Berserker
subtype-bird = Bird
subtype-cleric = Cleric
subtype-dog = Dog
subtype-drake = Drake
subtype-druid = Druid
subtype-dryad = Dryad
subtype-elf = Elf
subtype-forest = Forest
subtype-giant = Giant
subtype-goblin = Goblin
subtype-human = Human
subtype-island = Island
subtype-kavu = Kavu
subtype-lizard = Lizard
subtype-mountain = Mountain
subtype-ouphe = Ouphe
subtype-plains = Plains
subtype-plant = Plant
subtype-ranger = Ranger
subtype-shaman = Shaman
subtype-snake = Snake
subtype-soldier = Soldier
subtype-spider = Spider
subtype-spirit = Spirit
subtype-swamp = Swamp
subtype-vampire = Vampire
subtype-wall = Wall
subtype-wizard = Wizard
subtype-wolf = Wolf
subtype-wurm = Wurm
subtype-zombie = Zombie
subtype-warrior = Warrior
subtype-knight = Knight
subtype-beast = Beast
subtype-dragon = Dragon
subtype-demon = Demon
subtype-merfolk = Merfolk
subtype-rat = Rat
subtype-cat = Cat
subtype-horror = Horror
subtype-elemental = Elemental
subtype-rogue = Rogue
subtype-equipment = Equipment
subtype-aura = Aura
subtype-vehicle = Vehicle
subtype-ninja = Ninja
subtype-myr = Myr
subtype-troll = Troll
subtype-insect = Insect
subtype-faerie = Faerie
subtype-werewolf = Werewolf
subtype-treefolk = Treefolk
subtype-sliver = Sliver
subtype-monk = Monk
subtype-assassin = Assassin
subtype-pirate = Pirate
subtype-thopter = Thopter

## more words of parameters
word-card_in_graveyard = card in a graveyard
word-ward = ward
word-end_of_combat = beginning of the end of combat step
word-life_gained = you gain life
word-drew = a card is drawn
word-dealt_damage = is dealt damage
word-deals_damage = deals damage
word-deals_combat_damage_to_creature = deals combat damage to a creature
word-deals_damage_to_player = deals damage to a player
word-creature_combat_damage_to_player = a creature deals combat damage to a player
word-enters_or_attacks = enters the battlefield or attacks
word-attached_dies = the enchanted creature dies
word-cast_targets_self = a spell that targets it is cast

## choices a player names (issue 11)
word-choice_copy = the permanent to copy
word-choice_color = a color
word-choice_creature_type = a creature type
word-choice_opponent = an opponent
word-choice_player = a player
word-choice_card_name = a card name
word-choice_nonland_card_name = a nonland card name
word-extort_not_paid = extort: the cost is not paid
word-soulbond = soulbond: the creature it is paired with
