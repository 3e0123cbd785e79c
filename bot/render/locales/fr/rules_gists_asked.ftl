### Ce que veut dire une règle, dans nos mots, pour les règles sur lesquelles tombent des questions de joueurs et
### que rules_gists.ftl ne résume pas encore (mesuré sur des questions écrites comme les joueurs les posent : voir
### tests/test_summary_rules.py). Mêmes conventions que rules_gists.ftl : commencer en minuscule (« Oui : » ou
### « Non : » peut précéder) ; `.yes` / `.no` : débuts des verbes d'une question fermée à laquelle la règle répond.

## la pile, les sorts et les capacités
gist-405_2 = la pile garde l'ordre dans lequel les sorts et les capacités y ont été mis : chaque nouvel objet se place au-dessus des autres
gist-112_1 = un sort est une carte sur la pile : elle le devient dès que vous commencez à la lancer, et le reste jusqu'à ce qu'elle se résolve, soit contrecarrée ou quitte la pile
gist-112_1a = la copie d'un sort est aussi un sort, même sans carte pour la représenter
gist-113_3d = une capacité statique est vraie, tout simplement, tant que son objet est sur le champ de bataille (ou dans la zone où elle fonctionne) : personne ne l'active et elle ne passe jamais par la pile
gist-604_1 = une capacité statique agit en permanence : personne ne l'active, elle ne se déclenche pas et ne passe jamais par la pile
gist-602_1c = seule une capacité activée peut être activée ; « activer une capacité » désigne toujours une capacité activée
gist-701_6b = un sort ou une capacité contrecarré ne rend aucun des coûts payés
    .no = rembours, recuper, rend

## la partie, les permanents, les jetons
gist-110_5b = un permanent arrive sur le champ de bataille dégagé et face visible, sauf si un sort ou une capacité dit autre chose
gist-111_1 = un jeton est un marqueur qui représente un permanent qu'aucune carte ne représente ; les effets créent les jetons directement sur le champ de bataille
gist-111_6 = un jeton subit tout ce qui touche les permanents ou ses types, mais ce n'est pas une carte
gist-114_1 = un emblème est un marqueur dans la zone de commandement qui porte des capacités et rien d'autre ; ce n'est ni une carte ni un permanent
gist-114_3 = un emblème n'a que les capacités que lui donne son effet : ni type, ni coût de mana, ni couleur, et le plus souvent pas de nom
gist-202_3 = la valeur de mana d'une carte est la quantité totale de mana de son coût de mana, quelles que soient les couleurs : {"{3}{U}{U}"} donne 5
gist-306_6 = on peut attaquer les planeswalkers, comme les joueurs
gist-514_3 = pendant l'étape de nettoyage, personne ne reçoit normalement la priorité : aucun sort ne peut être lancé ni aucune capacité activée, sauf si une action basée sur un état ou un déclenchement a lieu à ce moment-là

## les effets
gist-614_5 = un effet de remplacement ne s'applique qu'une fois à un évènement : il ne remplace pas de nouveau son propre résultat
gist-613_1a = les effets de copie s'appliquent en premier (couche 1), avant tout autre effet continu
