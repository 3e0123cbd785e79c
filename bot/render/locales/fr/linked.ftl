# Capacités liées (607), appui (702.72), exil « jusqu'à » (610.3) : keyword_champion, effects, effects_exile.

## steps
step-linked_exiled_cards = { $count ->
        [0] Aucune carte exilée par une capacité { DE($card) } n'est encore en exil : rien ne revient.
       *[other] { $count ->
            [one] La carte exilée
           *[other] Les cartes exilées
        } dont parle cette capacité : { $cards }, { $count ->
            [one] exilée
           *[other] exilées
        } par la capacité liée { DE($card) }.
    }
step-championed = { CAP(SUBJECT($card)) } { VERB($card, "est", "sont") } { AGREE($card, "exilé") } par l'appui { DE($source) }{ $gone ->
        [true] , qui a déjà quitté le champ de bataille : la carte reste en exil
       *[other] {""}
    }.
step-champion_sacrificed = { $none ->
        [true] Rien ne peut être exilé : { PERSON($player) ->
            [you] vous sacrifiez
           *[other] { $player } sacrifie
        } { $card }.
       *[other] { PERSON($player) ->
            [you] Vous sacrifiez
           *[other] { CAP($player) } sacrifie
        } { $card } plutôt que d'exiler un autre permanent.
    }
step-champion_gone = { CAP(SUBJECT($card)) } { VERB($card, "a", "ont") } déjà quitté le champ de bataille : { LE($card, "") } sacrifier est impossible, et rien n'est exilé.

## words
word-champion = le permanent exilé plutôt que de sacrifier la carte qui a l'appui
word-championed = un permanent est exilé par son appui

## mana restreint (106.6)
step-mana_restricted = Ce mana ({ $mana }) ne peut être dépensé que comme le dit { $card } : « { $sentence } »
ill-restricted_mana = Le mana { DE($source) } ne peut être dépensé que comme le dit sa carte (« { $sentence } ») ; il ne peut pas payer { $card } (coût { $cost }).
