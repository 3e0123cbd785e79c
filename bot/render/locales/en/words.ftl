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
word-evoke = evoke
word-overload = overload
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

## values
value-empty = empty
value-nothing = nothing
value-yes = yes
value-no = no
value-nowhere = nowhere in this situation
value-where = { POSS($player) } { BARE($zone) }
