### Arbitre: the wording of every trace message (engine message ids; a "." in an id is a "-" here).
### Written by the project: rule numbers are cited, the rules' text is never copied here.

## procedure steps
step-cast_moves_to_stack = { $player } annonce { $card } : la carte passe de la zone { $zone } à la pile.
step-announce_alt = { $card } est lancé pour son coût de { $alt } (un coût alternatif, annoncé maintenant).
step-announce_x = La valeur de X est annoncée : X = { $x }.
step-additional_cost = { $card } a un coût supplémentaire ; il sera payé avec le reste.
step-announce_optional = Le coût optionnel { $cost } est annoncé ({ $times }×).
step-targets = Cibles choisies : { $targets }.
step-proposal_legal = Le jeu vérifie le sort proposé { $card } : il peut être lancé.
step-cost_modifier = { $source } modifie le coût de { $amount } mana générique.
step-total_cost = Coût total déterminé et figé : { $cost }.
step-mana_abilities_window = Avant de payer, le joueur peut activer des capacités de mana.
step-mana_ability_activated = { $player } active la capacité de mana de { $card }.
step-mana_added = La capacité de mana de { $card } se résout immédiatement, sans passer par la pile : { $player } ajoute { $mana } (réserve : { $pool }).
step-pay_mana = { $player } paie { $mana } pour le coût { $cost }.
step-pay_life_phyrexian = { $player } paie { $life } points de vie pour du mana phyrexian.
step-cost_tap = Coût : { $card } est engagé.
step-cost_untap = Coût : { $card } est dégagé.
step-cost_remove_counters = Coût : { $count } marqueur(s) { $counter } retiré(s) de { $card }.
step-unrecognized_part = { $card } : le moteur n'a pas pu vérifier cette partie de la carte (son encodage ne l'exprime pas : elle n'est ni vérifiée ni simulée) : « { $part } ».
step-announce_modes = Modes de { $card } annoncés : { $modes }.
step-cost_tap_untapped = Coût : { $player } engage { $card }.
step-cost_return = Coût : { $card } retourne dans la main de son propriétaire ({ $player }).
step-cost_loyalty_add = Coût : { $count } marqueur(s) de loyauté mis sur { $card } (maintenant { $total }).
step-cost_loyalty_remove = Coût : { $count } marqueur(s) de loyauté retiré(s) de { $card } (maintenant { $total }).
step-cost_life = Coût : { $player } paie { $life } points de vie.
step-cost_sacrifice = Coût : { $player } sacrifie { $card }.
step-cost_exile_self = Coût : { $card } est exilé.
step-cost_exile = Coût : { $card } est exilé depuis la zone { $zone }.
step-cost_discard_hand = Coût : { $player } se défausse de sa main ({ $count } carte(s)).
step-discard = { $player } se défausse de { $card } ; la carte va dans la zone { $zone }.
step-spell_cast = { $card } est lancé.
step-priority_after_cast = { $player } reçoit de nouveau la priorité.
step-timing_ignored = { $card } est lancé pendant une résolution : le timing de son type de carte ne s'applique pas.
step-ability_on_stack = { $player } active la capacité { $number } de { $card } : elle est mise sur la pile.
step-ability_proposal = La suite de l'activation suit le lancement d'un sort (601.2b-i) pour la capacité de { $card }.
step-ability_activated = La capacité de { $card } est activée.
step-land_played = { $player } joue { $card } : la carte arrive sur le champ de bataille.
step-special_action = Jouer un terrain est une action spéciale : elle n'utilise pas la pile.

## priority and stack
step-pass = { $player } passe la priorité.
step-pass_implicit = { $player } passe la priorité (un autre joueur agit ensuite).
step-hold_priority = { $player } garde la priorité et peut agir de nouveau avant les autres.
step-all_pass = Tous les joueurs passent successivement : l'objet au sommet de la pile se résout.
step-nothing_to_resolve = La pile est vide : rien ne se résout.
step-stack_empty_step_ends = Tout le monde passe avec la pile vide : l'étape ({ $step }) se termine.
step-step_begins = L'étape { $step } commence.
step-turn_ends = Le tour se termine.
step-pool_empties = Le mana inutilisé ({ $pool }) disparaît de la réserve de { $player }.
step-trigger_put = Une capacité déclenchée de { $card } ({ $trigger }) est mise sur la pile, contrôlée par { $player }.

## resolution
step-resolves = { $card } ({ $kind }) se résout.
step-target_illegal = { $target } n'est plus une cible légale.
step-fizzles = Toutes les cibles de { $card } sont illégales : il ne se résout pas et quitte la pile.
step-enters_battlefield = { $card } arrive sur le champ de bataille sous le contrôle de { $player }.
step-to_graveyard = { $card } est mis dans le cimetière de son propriétaire.
step-spell_to_zone = { $card } quitte la pile et va en zone { $zone }.
step-flashback_exile = { $card } a été lancé en flashback : il est exilé au lieu d'aller ailleurs.
step-not_simulated = { $card } : « { $sentence } » — le moteur n'applique pas cette partie ; la situation ci-dessous n'en tient pas compte.
step-not_simulated_unquoted = { $card } : une partie de son effet n'est pas appliquée par le moteur ; la situation ci-dessous n'en tient pas compte.
step-looks_at_hand = { $player } regarde la main de { $target } : { $cards }.
step-damage_player = { $source } inflige { $amount } blessures à { $player } (points de vie : { $life }).
step-damage_creature = { $source } inflige { $amount } blessures à { $card } (blessures marquées : { $total }).
step-damage_planeswalker = { $source } inflige { $amount } blessures à { $card } : autant de marqueurs loyauté sont retirés.
step-destroyed = { $card } est détruit.
step-destroyed_all = { $count } permanent(s) détruit(s) : { $cards }.
step-exiled = { $card } est exilé.
step-returned_to_hand = { $card } retourne dans la main de son propriétaire.
step-pumped = { $card } gagne { $power }/{ $toughness } jusqu'à la fin du tour (maintenant { $now }).
step-draws = { $player } pioche { $count } carte(s) (il en reste { $library } dans la bibliothèque).
step-mana_added_effect = { $player } ajoute { $mana }.
step-countered = { $card } est contrecarré.
step-search_found = { $player } fouille sa bibliothèque et trouve { $card }, mis en zone { $zone }.
step-search_nothing = { $player } fouille sa bibliothèque et ne trouve rien.
step-search_unknown_library = La bibliothèque de { $player } est inconnue : ce que trouve la recherche n'est pas simulé.
step-shuffle = { $player } mélange sa bibliothèque.
step-counter_put = { $count } marqueur(s) { $counter } placé(s) sur { $card }.
step-counters_removed = Tous les marqueurs { $counter } sont retirés.
step-tapped = { $card } est engagé.
step-untapped = { $card } est dégagé.
step-life_gained = { $player } gagne { $amount } points de vie (points de vie : { $life }).
step-life_lost = { $player } perd { $amount } points de vie (points de vie : { $life }).
step-sacrificed = { $player } sacrifie { $card }.
step-assumed_choice = Aucun choix écrit pour { $player } ({ $what }) : on suppose { $cards }, la première option.

## state-based actions
sba-zero_life = Action basée sur un état : { $player } a { $life } points de vie et perd la partie.
sba-empty_library = Action basée sur un état : { $player } a pioché dans une bibliothèque vide et perd la partie.
sba-zero_toughness = Action basée sur un état : { $card } a une endurance de 0 ou moins ({ $toughness }) et va au cimetière.
sba-lethal_damage = Action basée sur un état : { $card } a reçu des blessures mortelles ({ $damage } pour une endurance de { $toughness }) et est détruit.
sba-no_loyalty = Action basée sur un état : { $card } n'a plus de loyauté et va au cimetière.
sba-legend_rule = Action basée sur un état (règle des légendes) : un second { $card } va au cimetière.

## illegal actions
ill-timing_not_your_turn = { $card } ne peut être lancé que pendant la phase principale de son contrôleur, et ce n'est pas son tour.
ill-timing_not_main_phase = { $card } ne peut être lancé que pendant une phase principale (étape actuelle : { $step }).
ill-timing_stack_not_empty = { $card } ne peut être lancé que lorsque la pile est vide, or la pile contient { $stack }.
ill-no_permission_zone = { $card } est en zone { $zone } : rien ne permet de le lancer depuis là (il faudrait qu'il soit en zone { $wanted }).
ill-card_lacks_cost = { $card } n'a pas de coût de { $cost }.
ill-two_alternative_costs = { $card } ne peut pas être lancé avec deux coûts alternatifs à la fois ({ $first } et { $second }).
ill-no_x = { $card } n'a pas de X dans son coût, mais X = { $x } a été indiqué.
ill-no_legal_target = Il n'y a aucune cible légale du type demandé ({ $kind }) : le sort ou la capacité ne peut pas être lancé ou activé.
ill-illegal_target = { $target } n'est pas une cible légale ici (demandé : { $kind }).
ill-same_target_twice = { $target } est choisi deux fois pour le même mot « cible » : un même objet ne peut être choisi qu'une fois par occurrence de « cible ».
ill-too_many_targets = { $given } cibles ont été indiquées, mais on peut en choisir au plus { $count }.
ill-target_not_on_battlefield = { $card } n'est ni sur le champ de bataille ni sur la pile ({ $where }) : il ne peut pas être ciblé.
ill-cannot_pay_mana = Le coût { $cost } ne peut pas être payé (réserve après le paiement automatique : { $pool }), et les paiements partiels sont interdits.
ill-partial_payment = { $written } a été indiqué comme paiement, mais le coût total est { $cost } : les paiements partiels sont interdits.
ill-already_tapped = { $card } est déjà engagé : il ne peut pas être engagé pour payer un coût.
ill-already_untapped = { $card } est dégagé : le coût { "{Q}" } ne peut pas être payé.
ill-not_enough_counters = { $card } n'a pas assez de marqueurs { $counter } pour payer le coût.
ill-not_enough_life = Payer { $life } points de vie demande d'en avoir au moins { $life } ; le joueur en a { $has }.
ill-nothing_to_sacrifice = Le coût demande de sacrifier { $count } { $filter }, et il n'y en a pas assez.
ill-wrong_sacrifice = { $card } n'est pas un { $filter } : il ne peut pas être sacrifié pour ce coût.
ill-nothing_to_tap = Le coût demande d'engager { $count } { $filter } dégagé(s) que vous contrôlez, et il n'y en a pas assez.
ill-wrong_tap = { $card } n'est pas un { $filter } dégagé que vous contrôlez : il ne peut pas être engagé pour ce coût.
ill-cost_already_tapped = { $card } est déjà engagé : un permanent engagé ne peut pas être engagé pour payer un coût.
ill-nothing_to_return = Le coût demande de renvoyer { $count } { $filter } que vous contrôlez dans la main de son propriétaire, et il n'y en a pas assez.
ill-wrong_return = { $card } n'est pas un { $filter } que vous contrôlez : il ne peut pas être renvoyé en main pour ce coût.
ill-wrong_discard = { $card } n'est pas une carte de type { $filter } : elle ne peut pas être défaussée pour ce coût.
ill-not_enough_loyalty = { $card } a { $has } marqueur(s) de loyauté : une capacité qui en retire { $count } ne peut pas être activée.
ill-loyalty_timing = { $card } : une capacité de loyauté ne peut être activée que pendant la phase principale de son contrôleur, pile vide, avec la priorité.
ill-loyalty_once_per_turn = Une capacité de loyauté de { $card } a déjà été activée ce tour-ci : une seule par permanent et par tour.
ill-only_opponent_turn = { $card } : cette capacité ne peut être activée que pendant le tour d'un adversaire.
ill-only_your_upkeep = { $card } : cette capacité ne peut être activée que pendant l'entretien de son contrôleur (maintenant : { $step }).
ill-only_upkeep = { $card } : cette capacité ne peut être activée que pendant une étape d'entretien (maintenant : { $step }).
ill-only_combat = { $card } : cette capacité ne peut être activée que pendant le combat (maintenant : { $step }).
ill-only_before_attackers = { $card } : cette capacité ne peut être activée qu'avant la déclaration des attaquants de ce tour (maintenant : { $step }).
ill-only_before_blockers = { $card } : cette capacité ne peut être activée qu'avant la déclaration des bloqueurs de ce tour (maintenant : { $step }).
ill-only_declare_attackers = { $card } : cette capacité ne peut être activée que pendant l'étape de déclaration des attaquants (maintenant : { $step }).
ill-only_declare_blockers = { $card } : cette capacité ne peut être activée que pendant l'étape de déclaration des bloqueurs (maintenant : { $step }).
ill-only_source_attacking = { $card } : cette capacité ne peut être activée que s'il est attaquant.
ill-only_no_cards_in_hand = { $card } : cette capacité ne peut être activée que sans carte en main (il y en a { $count }).
ill-only_threshold = { $card } : cette capacité ne peut être activée qu'avec sept cartes ou plus dans votre cimetière (il y en a { $count }).
ill-not_modal = { $card } n'est pas un sort modal : il n'y a pas de mode à choisir.
ill-same_mode_twice = { $card } : le même mode ne peut pas être choisi plusieurs fois.
ill-mode_count = { $card } : il faut choisir { $count } mode(s), pas { $given }.
ill-nothing_to_discard = Le coût demande de se défausser de { $count } carte(s), et la main ne les a pas.
ill-nothing_to_exile = Le coût demande d'exiler une carte que le joueur n'a pas.
ill-wrong_exile = { $card } ne convient pas pour ce coût.
ill-card_not_in_zone = { $card } n'est pas en zone { $zone } de { $player }.
ill-source_gone = { $card } n'est plus là pour payer ce coût.
ill-summoning_sick = { $card } a { "{T}" } dans son coût et n'est pas sous le contrôle de son contrôleur depuis le début de son dernier tour (pas de célérité).
ill-once_per_turn = La capacité de { $card } ne peut être activée qu'une fois par tour, et elle l'a déjà été.
ill-instant_speed_needs_priority = { $card } : « N'activer que comme un éphémère » demande d'avoir la priorité ; personne ne l'a au milieu du lancement d'un sort ou de l'activation d'une capacité.
ill-sorcery_speed_ability = { $card } : cette capacité ne peut être activée que comme un rituel (votre phase principale, pile vide, avec la priorité).
ill-your_turn_only = { $card } : cette capacité ne peut être activée que pendant le tour de son contrôleur.
ill-not_controller = { $player } ne contrôle pas { $card } : seul son contrôleur peut activer ses capacités.
ill-not_in_zone_for_ability = { $card } doit être en zone { $zone } pour activer cette capacité.
ill-no_activated_ability = { $card } n'a pas de capacité activée.
ill-not_a_mana_source = { $card } n'a pas de capacité de mana utilisable ici.
ill-wrong_colors = { $card } ne peut pas produire { $colors } (il peut ajouter : { $options }).
ill-not_a_land = { $card } n'est pas un terrain : il se lance, il ne se joue pas comme un terrain.
ill-land_not_your_turn = Un terrain ne peut être joué que pendant son propre tour.
ill-land_not_main_phase = Un terrain ne peut être joué que pendant une phase principale (étape actuelle : { $step }).
ill-land_stack_not_empty = Un terrain ne peut être joué que lorsque la pile est vide.
ill-land_already_played = Un terrain a déjà été joué ce tour-ci : un seul terrain par tour.
ill-no_priority = { $player } ne peut pas obtenir la priorité maintenant.
ill-pass_without_priority = { $player } n'a pas la priorité, et ne peut donc pas la passer.
err-budget = Ce message demande plus de travail qu'une trace ne peut en faire (une boucle ?).

## rollback (732)
rb-card_back = { $card } retourne en zone { $zone } de { $player }.
rb-life = Les points de vie de { $player } reviennent à { $life }.
rb-pool = La réserve de mana de { $player } revient à { $pool }.
rb-permanent_back = { $card } revient sur le champ de bataille.
rb-untapped = { $card } est de nouveau dégagé.
rb-summary = Toute l'action est annulée, paiements et capacités de mana compris ; le joueur qui avait la priorité la garde.

## answers
ans-yes = Oui : c'est permis maintenant.

## errors in the message
err-unknown_card = Carte inconnue : « { $name } ».
err-empty = Le message est vide : décrivez une situation et un coup.
err-too_large = Le message est trop long ({ $size } caractères ; la limite est { $limit }).
err-too_many_actions = Trop d'actions dans un seul message (au plus { $max }).
err-too_many_cards = Trop de cartes dans la situation (au plus { $limit }).
err-control_character = Le message contient des caractères de contrôle : ce n'est pas du texte.
err-setup_after_actions = Les lignes de situation (qui a quoi) doivent venir avant la première action.
err-expected_zone = Zone attendue (champ de bataille, main, cimetière, bibliothèque, exil), vie ou réserve ; trouvé « { $found } ».
err-expected_player_or_step = Joueur ({ $players }) ou étape (entretien, principale 1, attaquants...) attendu ; trouvé « { $found } ».
err-expected_step = Étape attendue (entretien, pioche, principale 1, début du combat, attaquants, ..., fin de tour, nettoyage) ; trouvé « { $found } ».
err-expected_action = Action attendue (lance, active, engage, paie, joue, défausse, passe, résolution, garde la priorité...) ; trouvé « { $found } ».
err-expected_card = Nom de carte attendu ici.
err-expected_colors = Mana ou couleurs attendus (UUU, { "{U}" }{ "{U}" }, trois bleus) ; trouvé « { $found } ».
err-expected_number = Nombre attendu ; trouvé « { $found } ».
err-expected_payment = Élément de paiement attendu (mana comme { "{1}" }{ "{U}" }, « 3 points de vie », en sacrifiant/défaussant/engageant une carte, avec une carte) ; trouvé « { $found } ».
err-expected_block_with = « bloque <attaquant> avec <bloqueur> » attendu.
err-unexpected_after_pass = Mots inattendus après « passe » : « { $found } ».
err-bad_mana = Ce n'est pas une quantité de mana : « { $found } ».
err-bad_life = Valeur de points de vie impossible : { $value } (limite ±{ $limit }).
err-bad_count = Nombre impossible : { $value } (au plus { $limit }).
err-bad_x = Valeur impossible pour X : { $value } (X est un entier de 0 à { $limit }).
err-bad_damage = Valeur de blessures impossible : { $value }.
err-bad_ability_number = Numéro de capacité impossible : { $value }.
err-unknown_mark = Marque inconnue « { $mark } » (connues : engagé, mal d'invocation, célérité, blessures N, destin, attaquant).
err-marks_only_on_battlefield = Les marques comme « ({ $marks }) » ne s'appliquent qu'aux permanents sur le champ de bataille.
err-unknown_player_name = « { $player } » n'est pas un joueur déclaré.
err-unknown_player = « { $player } » n'est pas un joueur déclaré.
err-alt_on_activate = Le flashback et la folie sont des façons de lancer une carte, pas d'activer une capacité.
err-sacrifice_needs_context = Un sacrifice s'écrit dans un coût (« ... en sacrifiant <carte> »), ou sur la ligne après la `résolution` d'un effet qui fait sacrifier un joueur.
err-no_such_permanent = Il n'y a pas de { $card } sur le champ de bataille pour { $player } ({ $where }).
err-ambiguous_permanent = Plusieurs joueurs contrôlent un(e) { $card } : précisez lequel (par ex. « { $card } de Bob »).
err-ambiguous_target = Plusieurs joueurs contrôlent un(e) { $card } : précisez lequel (par ex. « { $card } de Bob »).
err-no_such_target = La cible { $card } n'existe nulle part dans cette situation.
err-missing_target = Une cible est nécessaire ({ $kind }) et aucune n'est écrite : ajoutez « en ciblant ... ».
err-card_not_in_zone = { $player } n'a pas de { $card } en zone { $zone }.
err-x_missing = { $card } a X dans son coût : écrivez X=<nombre>.
err-which_ability = { $card } a { $count } capacités activées : précisez laquelle (« capacité 2 »).
err-no_such_ability = { $card } n'a pas de capacité { $number } (il en a { $count }).
err-choose_sacrifice = Le coût demande de sacrifier { $count } { $filter } : précisez lequel (« en sacrifiant ... »).
err-choose_discard = Le coût demande de se défausser de { $count } carte(s) : précisez lesquelles (« en défaussant ... »).
err-cost_unrecognized = { $card } : une partie de ce coût n'est pas comprise par le moteur (« { $part } »), il ne peut donc pas être payé ici ; le moteur ne saute jamais un coût.
err-choose_tap = Le coût demande d'engager { $count } { $filter } dégagé(s) que vous contrôlez : précisez lesquels (« en engageant ... »).
err-choose_return = Le coût demande de renvoyer { $count } { $filter } que vous contrôlez dans la main de son propriétaire : précisez lequel (« en renvoyant ... »).
err-choose_mode = { $card } est modal (choisir { $count }) : précisez les modes (« en choisissant les modes 1 et 2 »).
err-no_such_mode = { $card } a { $count } modes : il n'y a pas de mode { $number }.
err-expected_mode = Numéros de mode attendus (« en choisissant les modes 1 et 3 »), trouvé « { $found } ».
err-bad_mode_number = Numéro de mode impossible : { $value }.
err-choose_exile = Le coût demande d'exiler une carte : précisez laquelle (« en exilant ... »).
err-choice_not_available = { $card } ne fait pas partie des choix possibles.
err-choice_count = { $given } carte(s) choisie(s), { $expected } attendue(s).
err-nothing_to_answer = Rien ne demande cela maintenant (une ligne « { $kind } » répond à un coût ou un choix de la ligne précédente).
err-no_plugin_for_action = Aucun plugin ne gère l'action « { $kind } » (est-il désactivé dans les réglages ?).
err-plugin_needed = { $card } : il faut le plugin « { $plugin } », qui n'est pas actif.
err-plugin_failed = Le plugin « { $plugin } » a échoué ({ $hook } : { $error }) ; la trace s'arrête ici.
err-internal = Arbitre a échoué en vérifiant ce message (erreur interne : { $error }). C'est un bogue d'Arbitre, pas une erreur du message.

## labels
label-verdict-legal = Légal
label-verdict-illegal = Illégal
label-verdict-error = Message incompris
label-line = ligne
label-column = colonne
label-did_you_mean = Vouliez-vous dire
label-candidates = Choix possibles
label-rollback = Annulé (732)
label-state = Situation finale
label-stack = Pile
label-empty = vide
label-answer_yes = Réponse : oui
label-answer_no = Réponse : non
label-life = vie
label-pool = réserve
label-hand = main
label-graveyard = cimetière
label-exile = exil
label-library = bibliothèque
label-battlefield = champ de bataille
label-plugin_failure = Échec d'un plugin
label-action = Action
label-why = Pourquoi

## alternative costs, flashback, madness
ill-alt_not_now = { $card } ne peut pas être lancé pour son coût de { $alt } depuis la zone { $zone } maintenant : cette permission ne s'applique pas ici.
step-madness_exiled = { $card } a la folie : { $player } s'en défausse, mais elle est exilée au lieu d'aller au cimetière.
step-madness_triggers = La capacité de folie de { $card } se déclenche ; elle sera mise sur la pile la prochaine fois qu'un joueur devrait recevoir la priorité.
step-madness_cast_during_resolution = Pendant la résolution de la capacité de folie, { $player } lance { $card } pour son coût de folie ; personne ne reçoit la priorité après ce lancement.
step-madness_declined = { $player } choisit de ne pas lancer { $card }.
step-madness_assumed_declined = Aucun choix écrit pour { $player } (folie) : on suppose la folie refusée, le choix par défaut ; { $card } n'est pas lancé.
step-madness_to_graveyard = { $card } passe de l'exil au cimetière de { $player }.
step-madness_card_gone = { $card } n'est plus en exil : la capacité de folie ne fait rien.
step-alt_permission = C'est sa capacité de { $alt } qui permet de lancer { $card } depuis la zone { $zone } pour ce coût.

## turn structure and combat
step-new_turn = Le tour { $turn } commence : c'est le tour de { $player }.
step-untap_all = { $player } dégage ses permanents ({ $cards }) ; ils sont désormais sous son contrôle depuis le début du tour.
step-draw_step = Étape de pioche : { $player } pioche { $count } carte(s) (il en reste { $library } dans la bibliothèque).
step-hand_size = Nettoyage : { $player } a plus de { $size } cartes en main et en défausse { $count }.
step-cleanup_wear_off = Nettoyage : les blessures disparaissent et les effets « jusqu'à la fin du tour » se terminent ({ $cards }).
step-attacks = { $card } est déclaré comme attaquant, il attaque { $player }.
step-attacker_taps = { $card } s'engage en attaquant (ce n'est pas un coût).
step-attacker_vigilance = { $card } a la vigilance : attaquer ne l'engage pas.
step-blocks = { $player } déclare { $blocker } comme bloqueur de { $card }.
step-becomes_blocked = { $card } est maintenant une créature bloquée, et le reste même si ses bloqueurs quittent le combat.
step-first_strike_step = Une créature avec l'initiative ou la double initiative est au combat : d'abord, seules celles-ci infligent leurs blessures.
step-regular_damage_step = Seconde étape de blessures de combat : les autres créatures (et de nouveau celles avec la double initiative) infligent leurs blessures.
step-combat_damage_player = { $source } inflige { $amount } blessures de combat à { $player } (points de vie : { $life }).
step-combat_damage_creature = { $source } inflige { $amount } blessures de combat à { $card } (blessures marquées : { $total }).
step-blocked_no_blockers = { $card } est bloquée mais plus aucune créature ne la bloque : elle n'inflige pas de blessures de combat.
step-trample_no_blockers = { $card } a le piétinement et plus aucune créature ne la bloque : toutes ses blessures vont au joueur.
step-trample_excess = { $card } a le piétinement : après des blessures mortelles à ses bloqueurs, { $amount } blessures vont au joueur.
step-damage_divided = Le contrôleur de { $card } répartit ses blessures de combat entre ses bloqueurs, dans l'ordre.
step-removed_from_combat = La phase de combat se termine : toutes les créatures sont retirées du combat.
ill-stack_not_empty_to_move_on = La partie ne peut pas passer à { $step } tant que la pile contient { $stack } : tout le monde doit passer et la laisser se résoudre d'abord.
ill-attack_not_your_turn = { $player } ne peut pas attaquer : seul le joueur actif déclare des attaquants.
ill-attackers_already_declared = Les attaquants se déclarent une fois par combat, au début de l'étape de déclaration des attaquants (maintenant : { $step }).
ill-attacker_not_creature = { $card } n'est pas une créature : il ne peut pas attaquer.
ill-attacker_tapped = { $card } est engagé : seules les créatures dégagées peuvent attaquer.
ill-attacker_sick = { $card } n'est pas sous le contrôle de son contrôleur depuis le début du tour et n'a pas la célérité : il ne peut pas attaquer.
ill-attacker_defender = { $card } a le défenseur : il ne peut pas attaquer.
ill-block_own_turn = { $player } est le joueur actif : c'est le joueur défenseur qui déclare les bloqueurs.
ill-nothing_attacks = Aucune créature n'attaque : il n'y a rien à bloquer.
ill-blockers_already_declared = Les bloqueurs se déclarent au début de l'étape de déclaration des bloqueurs (maintenant : { $step }).
ill-blocker_not_creature = { $card } n'est pas une créature : il ne peut pas bloquer.
ill-blocker_tapped = { $card } est engagé : seules les créatures dégagées peuvent bloquer.
ill-blocker_already_blocks = { $card } bloque déjà une créature : il ne peut en bloquer qu'une.
ill-not_attacking = { $card } n'attaque pas : il ne peut pas être bloqué.
ill-cant_block_flying = { $card } a le vol : { $blocker } n'a ni le vol ni la portée et ne peut pas la bloquer.
step-step_skipped = L'étape { $step } est passée.
step-another_cleanup = Un joueur a reçu la priorité pendant le nettoyage : une nouvelle étape de nettoyage suit.
ill-no_priority_in_step = Personne ne reçoit la priorité pendant l'étape { $step } : aucun sort ne peut être lancé ni aucune capacité activée.
step-ability_triggers = Une capacité déclenchée de { $card } se déclenche ({ $trigger }) ; elle attend d'être mise sur la pile.
step-trigger_target_assumed = Cible de la capacité déclenchée de { $card } : { $targets } (supposée : le langage de jeu n'a pas de ligne pour cela).

## keyword and static abilities (issue 11)
step-damage_prevented_protection = { $source } infligerait { $amount } blessures à { $card }, mais { $card } a la protection contre { $quality } : ces blessures sont prévenues.
step-damage_as_counters = { $source } inflige { $amount } blessures à { $card } sous forme de marqueurs -1/-1 ({ $amount } placés sur la créature).
step-deathtouch_damage = { $source } a le contact mortel : { $card } a subi ses blessures et sera détruit lors de la vérification des actions basées sur un état.
step-damage_poison = { $source } a l'infection : ses { $amount } blessures donnent { $amount } marqueurs poison à { $player } (total { $total }).
step-lifelink = { $source } a le lien de vie : { $player } gagne { $amount } points de vie (vie : { $life }).
step-indestructible = { $card } a l'indestructible : il n'est pas détruit.
step-cant_be_countered = { $card } ne peut pas être contrecarré : il reste sur la pile.
sba-poison = Action basée sur un état : { $player } a { $count } marqueurs poison et perd la partie.
sba-deathtouch = Action basée sur un état : { $card } a subi des blessures d'une source avec le contact mortel et est détruit.
step-flash_timing = { $card } a le flash : il peut être lancé à tout moment où son contrôleur pourrait lancer un éphémère.
ill-split_second = { $spell } a le second souffle : tant qu'il est sur la pile, aucun autre sort ne peut être lancé, donc { $card } non plus.
ill-split_second_ability = { $spell } a le second souffle : tant qu'il est sur la pile, seules les capacités de mana peuvent être activées, pas cette capacité de { $card }.
ill-cast_only = { $card } ne peut être lancé que { $when } ; on est à l'étape { $step }.
ill-opponents_cant_cast = { $source } empêche les adversaires de son contrôleur de lancer des sorts pendant le tour de celui-ci : { $card } ne peut pas être lancé.
ill-cant_activate_static = { $source } empêche d'activer cette capacité de { $card }.
ill-target_keyword = { $target } a { $ability } : il ne peut pas être la cible de ce sort ou de cette capacité.
ill-attacker_cant_attack = { $card } ne peut pas attaquer.
ill-blocker_cant_block = { $card } ne peut pas bloquer.
ill-cant_block_evasion = { $card } a { $ability } : { $blocker } ne peut pas la bloquer.
step-can_block_flyer = { $blocker } a { $ability } : il peut bloquer { $card }, qui a le vol.
ill-menace_one_blocker = { $card } a la menace : elle ne peut être bloquée que par deux créatures ou plus, et seul { $blocker } la bloque.
step-deathtouch_lethal = { $card } a le contact mortel : { $amount } blessure suffit à être mortelle pour { $blocker } lors de l'attribution des blessures de combat.
err-helper_needs_cards = Dites quelles cartes paient par { $helper } : « en engageant <carte> pour la convocation », « en exilant <carte> pour la fouille », « en engageant <carte> pour l'improvisation ».
step-helper_paid = { $card } paie { $mana } du coût par { $helper }.
ill-no_such_helper = { $card } n'a pas { $helper } : des cartes ne peuvent pas le payer de cette façon.
ill-helper_too_many = { $card } ne peut plus rien payer par { $helper } : il ne reste rien du coût qu'elle pourrait payer.
ill-helper_wrong_kind = { $card } ne peut pas payer par { $helper } (la convocation engage des créatures, l'improvisation des artefacts).
ill-helper_tapped = { $card } est déjà engagé : il ne peut pas être engagé de nouveau pour { $helper }.
ill-spectacle_condition = { $card } ne peut être lancé pour son coût de spectacle que si un adversaire a perdu des points de vie ce tour-ci.
ill-surge_condition = { $card } ne peut être lancé pour son coût de déferlement que si son lanceur a déjà lancé un autre sort ce tour-ci.
ill-prowl_condition = { $card } ne peut être lancé pour son coût d'incursion que si une créature partageant un de ses types a infligé des blessures de combat à un joueur ce tour-ci.
err-emerge_needs_sacrifice = Lancer { $card } pour son coût d'émergence sacrifie une créature : dites laquelle (« en sacrifiant <créature> »).
step-buyback_to_hand = Le rappel a été payé : { $card } retourne dans la main de son propriétaire au lieu d'aller au cimetière.
step-gains_haste = { $card } a été lancé pour son coût de { $alt } : il a la célérité.
step-keyword_source_gone = { $card } n'est plus sur le champ de bataille : la capacité ne fait rien.
step-foretold = { $player } paie { "{" }2{ "}" } et exile { $card } face cachée : la carte est prédite, et pourra être lancée pour son coût de prédiction à partir du tour suivant.
ill-no_foretell = { $card } n'a pas la prédiction.
ill-foretell_not_your_turn = Une carte ne peut être prédite que pendant le tour de son propriétaire : { $card } ne peut pas être prédite maintenant.
step-foretell_special_action = Prédire une carte est une action spéciale : elle n'utilise pas la pile, et le joueur garde la priorité.
ill-not_foretold = { $card } n'a pas été prédite : elle ne peut pas être lancée pour son coût de prédiction.
ill-foretold_this_turn = { $card } a été prédite ce tour-ci : elle ne peut être lancée pour son coût de prédiction qu'après la fin de ce tour.
ill-x_not_zero = X ne peut pas valoir 0 pour { $card }.

## effets (issue 11 : ce qui se résout est appliqué)
step-marked_cant_block = { $card } ne peut pas bloquer ce tour-ci.
step-marked_cant_be_blocked = { $card } ne peut pas être bloqué ce tour-ci.
step-marked_cant_attack = { $card } ne peut pas attaquer ce tour-ci.
step-marked_cant_attack_or_block = { $card } ne peut ni attaquer ni bloquer ce tour-ci.
step-marked_cant_be_regenerated = { $card } ne peut pas être régénéré ce tour-ci.
step-marked_exile_if_dies = Si { $card } devait mourir ce tour-ci, il est exilé à la place.
step-marked_doesnt_untap_next = { $card } ne se dégagera pas lors de la prochaine étape de dégagement de son contrôleur.
step-becomes_color = { $card } devient { $color } jusqu'à la fin du tour.
step-regeneration_shield = { $card } reçoit un bouclier de régénération : la prochaine fois qu'il devrait être détruit ce tour-ci, il est engagé, ses blessures sont retirées et il est retiré du combat à la place.
step-regenerated = { $card } se régénère au lieu d'être détruit : engagé, blessures retirées, retiré du combat.
step-gains_control = { $player } acquiert le contrôle de { $card }.
step-gains_control_eot = { $player } acquiert le contrôle de { $card } jusqu'à la fin du tour.
step-control_returns = Le contrôle de { $card } revient à { $player }.
step-attached = { $card } est maintenant attaché à { $to }.
step-tokens_created = { $player } crée { $count ->
    [one] un { $card }
   *[other] { $count } × { $card }
}.
step-milled = { $player } meule { $count } carte(s){ $unknown ->
    [0] : { $cards }
   *[other] : { $cards } ; dont { $unknown } de la partie inconnue de la bibliothèque (on ne sait pas lesquelles)
}.
step-looks_at_top = { $player } regarde le dessus de sa bibliothèque : { $cards }{ $unknown ->
    [0] {""}
   *[other] {" "}et { $unknown } carte(s) inconnue(s) (la bibliothèque n'est pas connue dans cette situation)
}.
step-reveals_top = { $player } révèle le dessus de sa bibliothèque : { $cards }{ $unknown ->
    [0] {""}
   *[other] {" "}et { $unknown } carte(s) inconnue(s) (la bibliothèque n'est pas connue dans cette situation)
}.
step-scried = { $player } fait un regard { $count } ; mises en dessous : { $moved }{ $unknown ->
    [0] {""}
   *[other] {" "}({ $unknown } carte(s) inconnue(s) le restent)
}.
step-surveilled = { $player } fait une surveillance { $count } ; mises au cimetière : { $moved }{ $unknown ->
    [0] {""}
   *[other] {" "}({ $unknown } carte(s) inconnue(s) le restent)
}.
step-exiled_top = { $player } exile les { $count } carte(s) du dessus de sa bibliothèque : { $cards }{ $unknown ->
    [0] {""}
   *[other] {" "}et { $unknown } carte(s) inconnue(s)
}.
step-reveals_hand = { $player } révèle sa main : { $cards }.
step-returned_to_hand_from = { $card } revient de la zone { $zone } dans la main de son propriétaire.
step-returned_to_battlefield = { $card } revient sur le champ de bataille sous le contrôle de { $player }.
step-gains_abilities = { $card } acquiert { $abilities } jusqu'à la fin du tour.
step-paid_unless = { $player } paie { $cost } : { $card } n'est pas contrecarré.
step-declines_to_pay = { $player } ne paie pas { $cost }.
step-cant_pay_unless = { $player } ne peut pas payer { $cost } (pas assez de mana disponible).
step-exiled_instead = { $card } devrait mourir : il est exilé à la place (un effet de remplacement).
step-stays_tapped = { $card } ne se dégage pas cette fois.
sba-aura_unattached = Action basée sur un état : { $card } est une Aura attachée à rien de légal et est mise dans le cimetière de son propriétaire.
sba-equipment_unattached = Action basée sur un état : { $card } est attaché à ce qu'il ne peut pas équiper et se détache.
sba-token_ceases = Action basée sur un état : { $card } est un jeton hors du champ de bataille ({ $zone }) et cesse d'exister.
step-spell_copied = { $player } met une copie de { $card } sur la pile, avec les mêmes choix et les mêmes cibles.
sba-copy_ceases = Action basée sur un état : la copie de { $card } est hors de la pile ({ $zone }) et cesse d'exister.
