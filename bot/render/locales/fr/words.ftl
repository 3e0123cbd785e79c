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
word-evoke = évocation
word-overload = surcharge
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
