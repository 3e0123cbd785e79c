### Ce que veut dire une règle, comme un arbitre le dit : la réponse courte à une question de règles dont c'est
### la meilleure règle (bot/render/rules_answer.py). Nos mots, pas le texte des règles. Commencer en minuscule :
### « Oui : » ou « Non : » peut précéder. `.yes` / `.no` : débuts des verbes d'une question fermée (« peut-on y
### répondre ? ») à laquelle cette règle répond oui ou non, en français ; seulement quand rien d'autre n'en décide.

## moment, priorité, pile
gist-117_1a = vous pouvez lancer un éphémère chaque fois que vous avez la priorité ; le reste (créatures, rituels…) seulement pendant votre phase principale, la pile vide
gist-117_1 = c'est le joueur qui a la priorité qui peut lancer des sorts, activer des capacités et effectuer des actions spéciales
gist-117_3 = le joueur actif reçoit la priorité le premier à chaque étape, et de nouveau après la résolution de chaque sort ou capacité
gist-117_3c = après avoir lancé un sort ou activé une capacité, vous recevez de nouveau la priorité : vous pouvez répondre à votre propre sort avant votre adversaire
gist-117_7 = un sort lancé ou une capacité activée alors qu'un autre objet est sur la pile y répond, et se résout avant lui
gist-405_1 = un sort ou une capacité se place au sommet de la pile ; le dernier arrivé se résout le premier
gist-601_2 = lancer un sort se fait par étapes : vous l'annoncez, choisissez ses modes et ses cibles, calculez puis payez son coût total ; ce n'est qu'alors qu'il est lancé
gist-601_2g = vous activez vos capacités de mana pendant le lancement du sort, juste avant d'en payer les coûts
gist-603_3 = une capacité déclenchée est mise sur la pile la prochaine fois qu'un joueur devrait recevoir la priorité, et on peut y répondre comme à un sort
gist-608_2b = un sort ou une capacité dont toutes les cibles sont devenues illégales ne se résout pas ; si certaines seulement le sont, il se résout sans rien leur faire
gist-707_10 = la copie d'un sort est mise sur la pile sans être lancée, et les capacités « quand vous lancez » ne se déclenchent donc pas pour elle
    .no = lanc

## mana
gist-605_1 = une capacité de mana est une capacité qui pourrait produire du mana, sans cible, et qui n'est pas une capacité de loyauté ; elle suit des règles à part
gist-605_3a = vous pouvez activer une capacité de mana chaque fois que vous avez la priorité, et aussi en plein lancement d'un sort ou pendant le paiement d'un coût
    .yes = activ, engag
gist-605_3b = une capacité de mana ne passe pas par la pile et se résout aussitôt ; personne ne peut donc y répondre, la contrecarrer ni la cibler
    .no = repond, contrecarr, cibl
gist-605_4a = une capacité de mana déclenchée ne passe pas non plus par la pile et se résout juste après la capacité de mana qui l'a déclenchée, et personne ne peut y répondre
    .no = repond, contrecarr, cibl
gist-106_4 = le mana inutilisé quitte votre réserve à la fin de chaque étape et de chaque phase
gist-500_5 = à la fin de chaque étape et de chaque phase, les effets qui durent « jusqu'à la fin » de celle-ci prennent fin et le mana inutilisé disparaît

## terrains
gist-305_1 = vous ne pouvez jouer un terrain que pendant votre phase principale, à votre tour, la pile vide ; cela n'utilise pas la pile, personne ne peut donc y répondre
gist-305_2 = vous pouvez jouer un terrain par tour, sauf si un effet vous permet d'en jouer davantage
gist-116_2a = jouer un terrain est une action spéciale : elle n'utilise pas la pile et on ne peut pas y répondre ; normalement une fois par tour, pendant votre phase principale
gist-505_6b = pendant votre phase principale, la pile vide, vous pouvez jouer le terrain de votre tour

## créatures et combat
gist-302_6 = le mal d'invocation empêche une créature d'attaquer et d'utiliser les capacités avec {"{T}"} ou {"{Q}"} dans leur coût tant que vous ne la contrôlez pas sans interruption depuis le début de votre tour ; il ne l'empêche pas de bloquer
    .yes = bloqu
gist-508_1a = le joueur actif choisit quelles créatures dégagées attaquent ; chacune doit avoir la célérité ou être sous le contrôle de son contrôleur depuis le début du tour
gist-509_1a = le joueur défenseur choisit quelles créatures dégagées bloquent, et quel attaquant chacune bloque
gist-509_1h = un attaquant bloqué reste bloqué, même si ses bloqueurs quittent le combat
gist-510_1c = une créature bloquée inflige ses blessures de combat à ses bloqueurs ; s'il n'en reste aucun, elle n'en inflige pas, sauf si elle a le piétinement
gist-510_2 = toutes les blessures de combat sont infligées en même temps, et personne ne peut agir entre leur attribution et le moment où elles sont infligées
gist-510_4 = quand une créature du combat a l'initiative ou la double initiative, il y a deux étapes de blessures de combat : les créatures avec l'initiative frappent d'abord
gist-506_4 = une créature qui quitte le champ de bataille ou change de contrôleur est retirée du combat
gist-502_3 = pendant l'étape de dégagement, le joueur actif dégage tous ses permanents en même temps ; personne ne reçoit la priorité pendant cette étape
gist-103_8a = dans une partie à deux joueurs, le joueur qui commence ne pioche pas lors de son premier tour

## nettoyage et taille de main
gist-402_2 = votre taille maximale de main est normalement de sept cartes ; vous pouvez en avoir plus pendant le tour, et vous vous défaussez jusqu'à sept pendant votre étape de nettoyage
gist-514_1 = pendant l'étape de nettoyage, le joueur actif se défausse jusqu'à sa taille maximale de main, normalement sept cartes
gist-514_2 = pendant l'étape de nettoyage, les blessures sont retirées des permanents et les effets « jusqu'à la fin du tour » prennent fin
gist-121_4 = un joueur qui a dû piocher dans une bibliothèque vide perd la partie la prochaine fois qu'un joueur devrait recevoir la priorité

## actions basées sur un état
gist-704_3 = les actions basées sur un état sont vérifiées chaque fois qu'un joueur devrait recevoir la priorité, toutes en même temps, et de nouveau jusqu'à ce qu'aucune ne s'applique
gist-704_5a = un joueur à 0 point de vie ou moins perd la partie
gist-704_5b = un joueur qui a tenté de piocher dans une bibliothèque vide perd la partie
gist-704_5c = un joueur qui a dix marqueurs « poison » ou plus perd la partie
gist-104_3c = un joueur qui doit piocher plus de cartes qu'il n'en reste dans sa bibliothèque pioche ce qui reste, puis perd la partie
gist-104_3b = un joueur à 0 point de vie ou moins perd la partie, par une action basée sur un état, la prochaine fois qu'un joueur devrait recevoir la priorité
gist-104_4a = si tous les joueurs encore dans la partie la perdent en même temps, la partie est nulle
gist-704_5q = un permanent qui a à la fois des marqueurs +1/+1 et -1/-1 les perd par paires jusqu'à ce qu'il ne lui en reste qu'une sorte
gist-122_3 = les marqueurs +1/+1 et -1/-1 sur un même permanent s'annulent par paires, par une action basée sur un état
gist-104_3d = un joueur qui a dix marqueurs « poison » ou plus perd la partie
gist-122_1f = à dix marqueurs « poison » ou plus, vous perdez la partie
gist-104_3a = vous pouvez concéder à tout moment, et vous quittez aussitôt la partie
    .yes = conced
gist-704_5d = un jeton qui a quitté le champ de bataille cesse d'exister dès que les actions basées sur un état sont vérifiées
gist-111_7 = un jeton qui quitte le champ de bataille cesse d'exister ; les capacités qui se déclenchent quand il part se déclenchent quand même
gist-704_5f = une créature dont l'endurance est de 0 ou moins est mise dans le cimetière de son propriétaire ; ni la régénération ni l'indestructibilité ne la sauvent
gist-704_5g = une créature qui a reçu des blessures au moins égales à son endurance est détruite, sauf si elle est indestructible ou se régénère
gist-704_5j = si vous contrôlez plusieurs permanents légendaires du même nom, vous en gardez un et mettez les autres au cimetière : c'est la règle des légendes
gist-704_5m = une Aura attachée à rien, ou à quelque chose qu'elle ne peut pas enchanter, est mise dans le cimetière de son propriétaire
gist-303_4c = une Aura dont l'objet est parti ou n'est plus légal pour elle va dans le cimetière de son propriétaire

## types de cartes, coûts, nombres
gist-304_1 = un éphémère se lance depuis votre main et utilise la pile, à tout moment où vous avez la priorité
gist-307_1 = un rituel ne se lance que pendant votre phase principale, à votre tour, la pile vide
gist-118_9a = un seul coût alternatif peut s'appliquer à un sort : flashback, folie, évocation… ne se combinent pas
gist-107_3 = X est un nombre que choisit le contrôleur du sort en le lançant, sauf si la carte dit ce que vaut X
gist-113_3c = une capacité déclenchée commence par « quand », « chaque fois que » ou « au début » et va sur la pile la prochaine fois qu'un joueur devrait recevoir la priorité après son évènement

## les mots-clés les plus demandés
gist-701_21a = sacrifier déplace un permanent que vous contrôlez du champ de bataille au cimetière de son propriétaire ; il n'est pas détruit : ni l'indestructibilité ni la régénération ne l'empêchent
gist-701_8a = détruire un permanent le met du champ de bataille au cimetière de son propriétaire ; l'indestructibilité ou la régénération peuvent l'empêcher
gist-406_1 = l'exil est une zone à l'écart du jeu, où les cartes exilées restent sauf si un effet les en fait revenir ; le cimetière (404.1) est la pile de défausse de chaque joueur, où vont les cartes détruites, sacrifiées, contrecarrées et défaussées
gist-404_1 = le cimetière d'un joueur est la pile de défausse où vont ses cartes détruites, sacrifiées, contrecarrées et défaussées, ainsi que ses éphémères et rituels une fois résolus
gist-122_2 = les marqueurs ne suivent pas un permanent dans une autre zone, où il est un nouvel objet, sans eux
    .no = rest, gard
gist-120_6 = les blessures restent marquées sur une créature jusqu'à l'étape de nettoyage (ou jusqu'à sa régénération) ; elles s'additionnent au cours du tour
gist-702_2b = une créature qui a reçu des blessures d'une source avec le contact mortel est détruite, quelle que soit la quantité de blessures
gist-702_2c = avec le contact mortel, une seule blessure est mortelle quand on attribue les blessures de combat ; avec le piétinement, une à chaque bloqueur et le reste au joueur
gist-702_3b = une créature avec le défenseur ne peut pas attaquer, mais elle peut bloquer
    .no = attaqu
gist-702_6a = l'équipement est une capacité que vous activez en rituel pour attacher l'Équipement à une créature que vous contrôlez
gist-702_7b = les créatures avec l'initiative infligent leurs blessures de combat lors d'une première étape de blessures, avant les autres
gist-702_4b = une créature avec la double initiative inflige ses blessures de combat deux fois : lors de l'étape de l'initiative et lors de l'étape normale
gist-702_8a = avec le flash, vous pouvez lancer la carte à tout moment où vous pourriez lancer un éphémère
    .yes = lanc, jou
gist-702_9b = une créature avec le vol ne peut être bloquée que par des créatures avec le vol ou la portée ; elle peut elle-même bloquer des créatures sans le vol
gist-702_10b = une créature avec la célérité peut attaquer et utiliser ses capacités {"{T}"} dès le tour où vous en prenez le contrôle
    .yes = attaqu
gist-702_11b = la défense talismanique empêche les sorts et capacités de vos adversaires de cibler ce permanent ; les vôtres le peuvent
gist-702_12b = un permanent indestructible ne peut pas être détruit, même par des blessures mortelles ; il peut encore être exilé, sacrifié, ou mourir d'une endurance de 0
    .no = detrui
gist-702_15b = les blessures infligées par une source avec le lien de vie font gagner autant de points de vie à son contrôleur
gist-702_16b = la protection contre une qualité empêche d'être ciblé par les sorts de cette qualité et par les capacités des sources de cette qualité
gist-702_16f = une créature attaquante qui a la protection contre une qualité ne peut pas être bloquée par des créatures de cette qualité
    .yes = empêch
gist-702_16e = la protection prévient toutes les blessures que lui infligeraient des sources de la qualité indiquée
gist-702_17b = la portée permet à une créature de bloquer des créatures avec le vol
gist-702_19b = une créature avec le piétinement attribue des blessures mortelles à ses bloqueurs et le reste au joueur ou au planeswalker qu'elle attaque
gist-702_20b = une créature avec la vigilance ne s'engage pas pour attaquer
    .no = engag, s'engag
gist-702_21a = la parade contrecarre le sort ou la capacité d'un adversaire qui cible le permanent, à moins que ce joueur ne paie le coût de parade
gist-702_33a = le kick est un coût supplémentaire que vous pouvez payer en lançant le sort, pour un effet de plus
gist-702_34a = le flashback vous permet de lancer la carte depuis votre cimetière en payant son coût de flashback ; elle est alors exilée au lieu d'aller ailleurs
gist-702_35a = avec la folie, vous exilez la carte quand vous vous en défaussez, puis pouvez la lancer pour son coût de folie ; sinon, elle va dans votre cimetière
gist-702_35b = un sort lancé grâce à la folie paie son coût de folie au lieu de son coût de mana, un coût alternatif
gist-702_85a = la cascade se déclenche quand vous lancez le sort : vous exilez les cartes du dessus de votre bibliothèque jusqu'à une carte non-terrain de valeur de mana inférieure, que vous pouvez lancer sans payer son coût de mana
gist-702_94a = le miracle vous permet de lancer la carte pour son coût de miracle quand c'est la première carte que vous piochez ce tour-ci, en la révélant
gist-702_111b = une créature avec la menace ne peut être bloquée que par deux créatures ou plus
gist-702_13b = une créature avec l'intimidation ne peut être bloquée que par des créatures-artefacts et des créatures qui partagent une couleur avec elle
gist-702_36a = une créature avec la peur ne peut être bloquée que par des créatures-artefacts et des créatures noires

## d'autres règles souvent citées
gist-305_2b = une fois joués tous les terrains que vous pouvez jouer ce tour-ci, vous ne pouvez plus en jouer, quoi qu'en dise un effet
    .no = jou, pos
gist-605_2 = une capacité qui pourrait produire du mana est une capacité de mana même si, pour l'instant, elle n'en produirait aucun
gist-603_1a = une capacité déclenchée peut limiter ce qu'elle cible ou dire qu'elle ne peut pas être contrecarrée ; ce texte s'applique tant qu'elle est sur la pile
gist-122_1b = un marqueur de capacité donne sa capacité (vol, piétinement, lien de vie…) à l'objet sur lequel il se trouve
gist-119_6 = un joueur à 0 point de vie ou moins perd la partie, par une action basée sur un état
gist-112_1b = la copie d'une carte qu'un joueur lance est elle aussi un sort
gist-704_2 = les actions basées sur un état sont vérifiées tout au long de la partie, et aucun joueur ne les contrôle
gist-704_1a = une capacité qui surveille un état de la partie est une capacité déclenchée, pas une action basée sur un état
gist-608_2g = pendant une résolution, un joueur qui doit payer du mana peut d'abord activer des capacités de mana ; un sort lancé pendant la résolution d'un autre l'est sans que personne ne reçoive la priorité
gist-601_2f = le coût total d'un sort est son coût de mana ou un coût alternatif, plus les coûts supplémentaires et les augmentations, moins les réductions, calculé avant le paiement
gist-510_1e = l'attribution des blessures de combat est vérifiée dans son ensemble ; une attribution illégale est refaite
gist-502_4 = personne ne reçoit la priorité pendant l'étape de dégagement ; ce qui s'y déclenche attend l'entretien
gist-302_7 = les blessures restent marquées sur une créature jusqu'à l'étape de nettoyage ; des blessures au moins égales à son endurance la détruisent
gist-302_5 = les créatures peuvent attaquer et bloquer
gist-205_4d = un permanent légendaire est soumis à la règle des légendes
gist-202_1a = un coût de mana est ce que vous devez payer pour lancer la carte : les symboles colorés avec du mana de leur couleur, le mana générique avec n'importe quel mana

## la première règle d'un mot-clé : quelle sorte de capacité, et ce qu'elle fait
gist-702_2a = le contact mortel est une capacité statique : toute blessure que sa source inflige à une créature la détruit
gist-702_3a = le défenseur est une capacité statique : la créature ne peut pas attaquer, mais elle peut bloquer
gist-702_4a = la double initiative est une capacité statique : la créature inflige ses blessures de combat deux fois, lors de l'étape de l'initiative et lors de l'étape normale
gist-702_7a = l'initiative est une capacité statique : la créature inflige ses blessures de combat lors d'une étape de blessures antérieure, avant les créatures qui ne l'ont pas
gist-702_9a = le vol est une capacité d'évasion : la créature ne peut être bloquée que par des créatures avec le vol ou la portée
gist-702_10a = la célérité est une capacité statique : la créature peut attaquer et utiliser ses capacités {"{T}"} dès que vous en prenez le contrôle
gist-702_11a = la défense talismanique est une capacité statique : les sorts et capacités de vos adversaires ne peuvent pas cibler le permanent
gist-702_12a = l'indestructibilité est une capacité statique : le permanent ne peut pas être détruit, ni par des blessures mortelles ni par un effet
gist-702_15a = le lien de vie est une capacité statique : les blessures qu'inflige sa source font aussi gagner autant de points de vie à son contrôleur
gist-702_16a = la protection est une capacité statique contre une qualité, le plus souvent une couleur : ni blessures, ni enchantement, ni blocage, ni ciblage par ce qui a cette qualité
gist-702_17a = la portée est une capacité statique : la créature peut bloquer des créatures avec le vol
gist-702_18a = le linceul est une capacité statique : aucun sort ni aucune capacité ne peut cibler le permanent ou le joueur, pas même ceux de son contrôleur
gist-702_19a = le piétinement est une capacité statique : une fois des blessures mortelles attribuées à ses bloqueurs, une créature attaquante attribue le reste au joueur ou au planeswalker qu'elle attaque
gist-702_20a = la vigilance est une capacité statique : la créature ne s'engage pas pour attaquer
gist-702_111a = la menace est une capacité d'évasion : la créature ne peut être bloquée que par deux créatures ou plus
gist-702_13a = l'intimidation est une capacité d'évasion : seules les créatures-artefacts et les créatures qui partagent une couleur avec elle peuvent bloquer la créature
gist-702_90a = l'infection est une capacité statique : ses blessures sont infligées aux créatures sous forme de marqueurs -1/-1 et aux joueurs sous forme de marqueurs « poison »
gist-702_80a = la flétrissure est une capacité statique : ses blessures sont infligées aux créatures sous forme de marqueurs -1/-1
gist-702_79a = la persistance est une capacité déclenchée : quand la créature meurt sans marqueur -1/-1, elle revient sur le champ de bataille avec un tel marqueur
gist-702_93a = la survivance est une capacité déclenchée : quand la créature meurt sans marqueur +1/+1, elle revient sur le champ de bataille avec un tel marqueur
gist-702_108a = la prouesse est une capacité déclenchée : chaque fois que vous lancez un sort non-créature, la créature gagne +1/+1 jusqu'à la fin du tour
gist-702_49a = le ninjutsu est une capacité activée depuis votre main : vous renvoyez dans votre main un attaquant non bloqué que vous contrôlez et mettez cette carte sur le champ de bataille engagée et attaquante
gist-702_51a = la convocation est une capacité statique : chaque créature que vous engagez en lançant le sort paie {"{1}"} ou un mana de sa couleur
gist-702_66a = la fouille est une capacité statique : chaque carte que vous exilez de votre cimetière en lançant le sort paie {"{1}"}
gist-702_84a = l'exhumation est une capacité activée depuis votre cimetière, en rituel : la créature revient avec la célérité et est exilée à la prochaine étape de fin ou si elle devait quitter le champ de bataille
gist-702_27a = le rappel est un coût supplémentaire que vous pouvez payer en lançant le sort : il retourne alors dans votre main au lieu d'aller au cimetière
gist-702_41a = l'affinité est une capacité statique : le sort coûte {"{1}"} de moins pour chaque permanent du type indiqué que vous contrôlez
gist-702_5a = enchanter est une capacité statique des Auras : elle dit ce qu'une Aura peut cibler et à quoi elle peut être attachée

## les règles que citent nos traces (chaque règle que citent les étapes, verdicts et réponses courtes des
## scénarios publics, informels et de décisions, du corpus du lecteur et de nos coups et messages a sa glose)
gist-601_2a = lancer un sort commence par déplacer la carte de là où elle est vers la pile, dont elle devient l'objet du dessus ; le joueur qui le lance le contrôle
gist-601_2b = en lançant un sort, vous annoncez ses modes, les coûts supplémentaires ou alternatifs que vous paierez (kick, rappel, flashback…) et la valeur de X
gist-601_2c = vous choisissez les cibles d'un sort en le lançant, parmi ce que son texte permet ; elles ne changent plus ensuite, sauf si un effet les change
gist-601_2d = un sort qui répartit des blessures ou des marqueurs entre ses cibles vous fait annoncer la répartition en le lançant, au moins un pour chaque cible
gist-601_2e = une fois modes, cibles et coûts annoncés, le jeu vérifie que le sort peut légalement être lancé ; sinon, tout revient à l'état d'avant le lancement, comme le dit la règle 732
gist-601_2h = vous payez tout le coût total, dans l'ordre de votre choix ; un coût ne se paie jamais en partie, et un coût impossible à payer ne peut pas être payé
gist-601_2i = une fois ses coûts payés, le sort est lancé : les capacités « chaque fois que vous lancez » se déclenchent à ce moment, et le joueur qui l'a lancé reçoit de nouveau la priorité
gist-601_3 = vous ne pouvez commencer à lancer un sort que si une règle ou un effet le permet et que rien ne l'interdit
gist-602_1b = le texte après les deux-points d'une capacité activée qui dit comment l'activer (qui, quand, une partie du coût) ne fait pas partie de son effet
gist-602_2 = activer une capacité la met sur la pile et en paie les coûts ; seul le contrôleur de son objet peut l'activer, sauf si la carte dit autrement
gist-602_2a = une capacité activée se place au sommet de la pile, comme un objet qui n'est pas une carte ; la carte d'où elle vient reste où elle est
gist-602_2b = activer une capacité suit ensuite les mêmes étapes que lancer un sort (modes, cibles, coût total, paiement) ; son coût d'activation tient lieu de coût de mana
gist-602_5a = une capacité de créature avec {"{T}"} ou {"{Q}"} dans son coût ne peut être activée que si vous contrôlez la créature depuis le début de votre tour, ou si elle a la célérité
gist-602_5b = une restriction sur une capacité (« une seule fois par tour ») s'applique encore après un changement de contrôleur de son permanent
gist-602_5d = une capacité qui ne s'active que comme un rituel suit le moment des rituels : pendant votre phase principale, la pile vide
gist-602_5e = une capacité qui ne s'active que comme un éphémère suit le moment des éphémères : chaque fois que vous avez la priorité
gist-603_2 = une capacité déclenchée se déclenche d'elle-même dès que son évènement a lieu, mais ne fait encore rien : elle est mise sur la pile la prochaine fois qu'un joueur devrait recevoir la priorité
gist-603_3b = quand plusieurs capacités se déclenchent en même temps, chaque joueur met les siennes sur la pile dans l'ordre de son choix, le joueur actif d'abord : les siennes se résolvent donc en dernier
gist-603_3d = une capacité déclenchée choisit ses cibles quand elle est mise sur la pile ; sans cible légale, elle est retirée de la pile
gist-608_1 = chaque fois que tous les joueurs passent successivement, le sort ou la capacité au sommet de la pile se résout, et lui seul
gist-608_2c = un sort ou une capacité qui se résout fait ce que dit son texte, dans l'ordre où c'est écrit
gist-608_2h = un effet qui a besoin d'un nombre tiré du jeu (combien de créatures…) le calcule une seule fois, au moment où il s'applique
gist-608_2n = un éphémère ou un rituel va au cimetière de son propriétaire à la toute fin de sa résolution ; une capacité quitte simplement la pile
gist-608_3 = un sort de permanent qui se résout arrive sur le champ de bataille sous le contrôle de son contrôleur ; une Aura arrive attachée à ce qu'elle cible
gist-611_2a = l'effet d'un sort ou d'une capacité dure ce qu'il dit (« jusqu'à la fin du tour »…) ; un effet qui ne donne pas de durée dure jusqu'à la fin de la partie
gist-117_3d = un joueur qui a la priorité et ne fait rien passe, et le joueur suivant dans l'ordre du tour reçoit la priorité
gist-117_4 = quand tous les joueurs passent successivement, le sort ou la capacité au sommet de la pile se résout ; la pile vide, l'étape ou la phase se termine
gist-500_1 = un tour compte cinq phases, dans l'ordre : début, première phase principale, combat, seconde phase principale et fin ; chacune a lieu à chaque tour, même quand il ne s'y passe rien
gist-504_1 = le joueur actif pioche une carte au début de l'étape de pioche ; cela n'utilise pas la pile, et personne ne peut y répondre
gist-508_1c = une attaque qui enfreint une restriction (« ne peut pas attaquer », « ne peut attaquer que si… ») est illégale
gist-508_1f = attaquer engage les créatures attaquantes (sauf celles qui ont la vigilance), et cet engagement n'est pas un coût
gist-508_8 = si aucune créature n'attaque, les étapes de déclaration des bloqueurs et de blessures de combat sont passées
gist-509_1b = un blocage qui enfreint une restriction (« ne peut pas bloquer », le vol, la menace…) est illégal
gist-510_1a = chaque créature attaquante ou bloqueuse inflige des blessures de combat égales à sa force ; celle dont la force est de 0 ou moins n'en inflige pas
gist-732_1 = une action illégale, ou qu'on ne peut pas mener à son terme, est entièrement annulée : les paiements sont rendus, rien ne se déclenche, et un sort retourne d'où il vient
gist-101_2 = quand un effet permet quelque chose et qu'un autre dit que cela ne peut pas avoir lieu, c'est le « ne peut pas » qui l'emporte
gist-105_3 = des effets peuvent changer la couleur d'un objet : la nouvelle couleur remplace les anciennes, sauf si l'effet dit « en plus »
gist-107_4f = un symbole de mana phyrexian se paie avec un mana de sa couleur ou avec 2 points de vie
gist-111_2 = le joueur qui crée un jeton en est le propriétaire, et le jeton arrive sur le champ de bataille sous son contrôle
gist-115_1 = certains sorts et capacités ciblent ; leurs cibles sont choisies au moment où ils sont mis sur la pile et ne changent plus ensuite, sauf si un effet les change
gist-115_3 = un même objet ou joueur ne peut pas être choisi deux fois pour un même mot « cible » ; un sort qui dit « cible » deux fois peut choisir le même pour chacun
gist-118_3 = on ne peut pas payer un coût sans avoir tout ce qu'il demande : pas 2 points de vie quand il en reste 1, pas d'engagement d'un permanent déjà engagé
gist-118_9 = un coût alternatif est un coût qu'une carte ou un effet permet de payer à la place du coût de mana du sort (flashback, évocation, celui de la Force de volonté…) ; on ne peut en payer qu'un
gist-118_9b = les coûts alternatifs sont en général facultatifs ; un effet qui permet de lancer un sort peut en imposer un
gist-119_1a = en Troll à deux têtes, chaque équipe commence à 30 points de vie
gist-119_3 = gagner ou perdre des points de vie change d'autant votre total de points de vie
gist-120_3a = les blessures infligées à un joueur lui font perdre autant de points de vie, sauf si la source a l'infection
gist-120_3e = les blessures infligées à une créature restent marquées sur elle (sauf si la source a la flétrissure ou l'infection), jusqu'à l'étape de nettoyage
gist-120_4a = un effet qui envoie ailleurs les blessures en excès modifie d'abord l'évènement ; l'excès est ce qui dépasse les blessures mortelles
gist-121_1 = piocher une carte met la carte du dessus de votre bibliothèque dans votre main ; la pioche de l'étape de pioche n'utilise pas la pile
gist-122_1 = un marqueur est posé sur un objet ou un joueur qu'il modifie, ou dont tient compte une règle ou une capacité ; ce n'est ni un objet, ni un jeton
gist-302_1 = vous pouvez lancer une créature pendant votre phase principale, la pile vide, quand vous avez la priorité ; elle passe par la pile comme tout sort
gist-303_4f = une Aura mise sur le champ de bataille sans être lancée : le joueur qui l'y met choisit ce qu'elle enchante, qui doit être légal
gist-400_2 = le cimetière, le champ de bataille, la pile et l'exil sont des zones publiques ; la bibliothèque et la main sont cachées
gist-400_7 = un objet qui change de zone devient un nouvel objet, sans mémoire de son existence précédente, à quelques exceptions près
gist-401_4 = des cartes mises ensemble dans une bibliothèque y vont dans l'ordre que choisit leur propriétaire, sans le révéler
gist-613_1b = dans la couche 2 s'appliquent les effets qui changent le contrôleur d'un permanent
gist-613_1f = dans la couche 6 s'appliquent les effets qui ajoutent ou retirent des capacités
gist-613_4a = dans la sous-couche 7a, les capacités qui définissent la force et l'endurance d'une créature (« */* ») s'appliquent en premier
gist-613_4c = dans la sous-couche 7c s'appliquent les effets et les marqueurs qui ajoutent ou retirent de la force et de l'endurance, comme +1/+1 ou -2/-2
gist-614_1a = un effet qui dit « à la place » est un effet de remplacement : l'évènement qu'il remplace n'a jamais lieu
gist-615_1 = un effet de prévention guette les blessures qui seraient infligées et les prévient en tout ou en partie, comme un bouclier
gist-700_2 = un sort ou une capacité modal vous fait choisir parmi des options (« choisissez un — ») ; chaque option est un mode, choisi au lancement
gist-701_3a = attacher une Aura ou un Équipement le met sur l'objet ou le joueur auquel il sera attaché
gist-701_6a = un sort ou une capacité contrecarré quitte la pile sans se résoudre : aucun de ses effets n'a lieu, et un sort contrecarré va au cimetière de son propriétaire
gist-701_9a = une carte défaussée va de la main de son propriétaire à son cimetière
gist-701_13a = exiler un objet le déplace en exil depuis là où il est
gist-701_15c = une créature peut être incitée par plusieurs joueurs, et chacun ajoute sa propre obligation d'attaquer
gist-701_17a = meuler des cartes met autant de cartes du dessus de votre bibliothèque dans votre cimetière
gist-701_23a = chercher dans une zone, c'est regarder toutes ses cartes, même cachées, pour y trouver une carte qui correspond à la description
gist-701_24a = mélanger une bibliothèque met ses cartes dans un ordre que personne ne connaît
gist-701_26b = dégager un permanent le remet droit ; seul un permanent engagé peut être dégagé
gist-702_10 = la célérité permet à une créature d'attaquer et d'utiliser ses capacités avec {"{T}"} ou {"{Q}"} dans le coût dès qu'elle passe sous votre contrôle
gist-702_19d = une créature bloquée avec le piétinement dont tous les bloqueurs ont quitté le combat assigne toutes ses blessures au joueur ou au planeswalker qu'elle attaque
gist-702_25a = le débordement : chaque fois qu'une créature sans le débordement bloque celle-ci, le bloqueur prend -1/-1 jusqu'à la fin du tour
gist-702_28b = une créature avec la distorsion ne peut être bloquée que par des créatures avec la distorsion, et ne peut bloquer que des créatures avec la distorsion
gist-702_29a = le recyclage : payez son coût et défaussez-vous de la carte pour piocher une carte
gist-702_33c = le multikick est un kick que vous pouvez payer autant de fois que vous voulez en lançant le sort
gist-702_33d = un sort dont le coût de kick a été payé est « kické » ; avec le multikick (ou deux coûts de kick), il peut l'être plusieurs fois
gist-702_42a = l'union permet de choisir tous les modes d'un sort modal en payant en plus son coût d'union
gist-702_46a = la transmigration : quand ce permanent va du champ de bataille à un cimetière, vous pouvez renvoyer dans votre main une carte d'Esprit de votre cimetière de valeur de mana assez basse
gist-702_52a = le dragage : si vous deviez piocher et avez assez de cartes dans votre bibliothèque, vous pouvez à la place en meuler autant et renvoyer la carte de votre cimetière dans votre main
gist-702_56a = la duplication : pour chaque paiement de son coût de duplication au lancement du sort, une copie en est mise sur la pile, dont vous pouvez choisir de nouvelles cibles
gist-702_61a = tant qu'un sort avec la fraction de seconde est sur la pile, personne ne peut lancer de sort ni activer de capacité autre qu'une capacité de mana
    .no = lanc
gist-702_74a = l'évocation permet de lancer une créature pour son coût d'évocation au lieu de son coût de mana ; elle est alors sacrifiée dès son arrivée
gist-702_82a = le dévorement permet de sacrifier des créatures quand le permanent arrive ; il arrive avec des marqueurs +1/+1 pour chacune d'elles
gist-702_88a = le rebond : un sort avec le rebond lancé depuis votre main est exilé en se résolvant, et vous pouvez le lancer sans payer son coût de mana au début de votre prochain entretien
gist-702_109a = la précipitation permet de lancer une créature pour son coût de précipitation ; elle acquiert la célérité et retourne dans la main de son propriétaire au début de l'étape de fin suivante
gist-702_119a = l'émergence permet de lancer une créature pour son coût d'émergence en sacrifiant une créature, dont la valeur de mana est retirée de ce coût
gist-702_126a = l'improvisation permet d'engager des artefacts dégagés que vous contrôlez pour payer le mana générique du coût du sort, un par artefact
gist-702_138a = l'évasion permet de lancer la carte depuis votre cimetière pour son coût d'évasion au lieu de son coût de mana
gist-702_143a = la prédiction : pendant votre tour, vous pouvez payer {"{2}"} et exiler la carte face cachée ; à un tour suivant, vous pouvez la lancer pour son coût de prédiction
gist-116_2h = pendant votre tour, chaque fois que vous avez la priorité, vous pouvez payer {"{2}"} et exiler face cachée une carte de votre main qui a la prédiction : c'est une action spéciale
gist-704_5e = une copie de sort qui quitte la pile cesse d'exister
gist-704_5h = une créature qui a reçu des blessures d'une source avec le contact mortel est détruite à la prochaine vérification des actions basées sur un état, quelle qu'en soit la quantité
gist-704_5i = un planeswalker dont la loyauté est de 0 est mis au cimetière de son propriétaire
gist-707_10c = quand un effet copie un sort et permet de choisir de nouvelles cibles, vous pouvez garder celles que vous voulez, mais chaque nouvelle cible choisie doit être légale
