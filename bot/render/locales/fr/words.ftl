### Words that fill the parameters of messages: zones, steps, kinds of objects.

## zones
zone-hand = main
zone-graveyard = cimetière
zone-exile = exil
zone-library = bibliothèque
zone-battlefield = champ de bataille
zone-stack = pile

## steps of the turn
phase-untap = dégagement
phase-upkeep = entretien
phase-draw = pioche
phase-main1 = première phase principale
phase-beginning_of_combat = début du combat
phase-declare_attackers = déclaration des attaquants
phase-declare_blockers = déclaration des bloqueurs
phase-first_strike_damage = blessures de combat de l'initiative
phase-combat_damage = blessures de combat
phase-end_of_combat = fin du combat
phase-main2 = seconde phase principale
phase-end = fin
phase-cleanup = nettoyage

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
word-me = moi
word-opponent = l'adversaire

## values
value-empty = vide
value-nothing = rien
value-yes = oui
value-no = non
value-nowhere = nulle part dans cette situation
