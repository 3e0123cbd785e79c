### « Je peux jouer un terrain pendant le combat ? » : une question de moment, à laquelle la règle qui fixe le moment
### de ce qui est demandé répond oui ou non (bot/rules/timing.py), puis si le moment demandé en fait partie.

rq-timing = { $allowed ->
        [yes] Oui
       *[no] Non
    } : { $kind ->
        [land] vous ne pouvez jouer un terrain que pendant votre phase principale, à votre tour, la pile vide
        [sorcery] vous ne pouvez lancer un rituel que pendant votre phase principale, à votre tour, la pile vide
        [creature] sans le flash, vous ne pouvez lancer un sort de créature que pendant votre phase principale, à votre tour, la pile vide
        [artifact] sans le flash, vous ne pouvez lancer un sort d'artefact que pendant votre phase principale, à votre tour, la pile vide
        [enchantment] sans le flash, vous ne pouvez lancer un sort d'enchantement que pendant votre phase principale, à votre tour, la pile vide
        [planeswalker] vous ne pouvez lancer un sort de planeswalker que pendant votre phase principale, à votre tour, la pile vide
        [loyalty] vous ne pouvez activer une capacité de loyauté d'un planeswalker que pendant votre phase principale, à votre tour, la pile vide, et une seule par planeswalker et par tour
        [equip] vous ne pouvez équiper qu'en rituel : pendant votre phase principale, à votre tour, la pile vide
        [instant] vous pouvez lancer un éphémère chaque fois que vous avez la priorité
        [flash] avec le flash, vous pouvez lancer le sort chaque fois que vous pourriez lancer un éphémère : dès que vous avez la priorité
        [ability] vous pouvez activer une capacité activée chaque fois que vous avez la priorité, sauf si elle ne s'active qu'en rituel
       *[mana_ability] vous pouvez activer une capacité de mana chaque fois que vous avez la priorité, et aussi pendant que vous lancez un sort ou payez un coût
    }, donc { $allowed ->
        [yes] { $moment ->
            [response] aussi en réponse
            [combat] aussi pendant le combat
            [opponent_turn] aussi pendant le tour de votre adversaire
            [upkeep] aussi pendant l'entretien
            [draw_step] aussi pendant l'étape de pioche
            [end_step] aussi en fin de tour
            [main_phase] { $speed ->
                [sorcery] pendant votre phase principale, une fois la pile vide
               *[other] aussi pendant votre phase principale
            }
            [casting] aussi pendant que vous lancez un sort
           *[instant_speed] aussi à vitesse d'éphémère
        }
       *[no] { $moment ->
            [response] pas en réponse, tant que quelque chose est sur la pile
            [combat] pas pendant le combat
            [opponent_turn] pas pendant le tour de votre adversaire
            [upkeep] pas pendant l'entretien
            [draw_step] pas pendant l'étape de pioche
            [end_step] pas en fin de tour
            [main_phase] pas à ce moment-là
            [casting] pas pendant que vous lancez un sort : personne ne reçoit la priorité à ce moment-là
           *[instant_speed] pas à vitesse d'éphémère
        }
    } ({ $rule }).
