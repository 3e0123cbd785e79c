### Words that fill the parameters of messages: zones, steps, kinds of objects.

## zones
zone-hand = hand
zone-graveyard = graveyard
zone-exile = exile
zone-library = library
zone-battlefield = battlefield
zone-stack = stack

## steps of the turn
phase-untap = untap
phase-upkeep = upkeep
phase-draw = draw
phase-main1 = precombat main
phase-beginning_of_combat = beginning of combat
phase-declare_attackers = declare attackers
phase-declare_blockers = declare blockers
phase-first_strike_damage = first-strike combat damage
phase-combat_damage = combat damage
phase-end_of_combat = end of combat
phase-main2 = postcombat main
phase-end = end
phase-cleanup = cleanup

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
word-object = permanent of the right kind
word-creature_or_player = creature or player
word-activated_ability = activated ability
word-discard = discard
word-player_or_planeswalker = player or planeswalker
word-opponent_or_planeswalker = opponent or planeswalker
word-spell_or_ability = spell or ability
word-triggered_ability = triggered ability
word-spell_or_permanent = spell or permanent
word-search = search
word-enters = enters the battlefield
word-dies = dies
word-creature_dies = a creature dies
word-you_cast = a spell is cast
word-me = me
word-opponent = opponent

## values
value-empty = empty
value-nothing = nothing
value-yes = yes
value-no = no
value-nowhere = nowhere in this situation
