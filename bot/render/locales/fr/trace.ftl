### Arbitre : la formulation de chaque étape d'une trace (ids des messages du moteur ; un « . » d'un id est un « - » ici).
### Écrit par le projet : les numéros de règles sont cités, le texte des règles n'est jamais recopié ici.
### La grammaire (personne, élision, accord) passe par les fonctions de bot/render/grammar.py : voir docs/wording.md.

## procedure steps
step-cast_moves_to_stack = { PERSON($player) ->
        [you] Vous annoncez { $card } : la carte passe { ID($zone) ->
            [exile] de l'exil
            [battlefield] du champ de bataille
           *[other] de votre { BARE($zone) }
        } à la pile.
       *[other] { CAP($player) } annonce { $card } : la carte passe { ID($zone) ->
            [exile] de l'exil
            [battlefield] du champ de bataille
           *[other] { FROM($zone) } { DE($player) }
        } à la pile.
    }
step-announce_alt = { CAP(SUBJECT($card)) } { VERB($card, "est", "sont") } { AGREE($card, "lancé") } pour { ID($alt) ->
        [alternative] { VERB($card, "son", "leur") } coût alternatif
       *[other] { VERB($card, "son", "leur") } coût { DE($alt) } (un coût alternatif)
    }, annoncé maintenant.
step-announce_x = La valeur de X est annoncée : X = { $x }.
step-additional_cost = { CAP(SUBJECT($card)) } { VERB($card, "a", "ont") } un coût supplémentaire ; il sera payé avec le reste.
step-announce_optional = Le coût { DE($cost) } est annoncé ({ $times ->
        [one] une fois
       *[other] { WORDS($times, "f") } fois
    }).
step-targets = { COUNT($targets) ->
        [one] Cible choisie
       *[other] Cibles choisies
    } : { $targets }.
step-proposal_legal = { CAP(SUBJECT($card)) } { VERB($card, "peut", "peuvent") } légalement être { AGREE($card, "lancé") } (le jeu vérifie le sort proposé).
step-cost_modifier = { CAP($source) } { SIGN($amount) ->
        [minus] { VERB($source, "réduit", "réduisent") } le coût de { "{" }{ ABS($amount) }{ "}" }
        [plus] { VERB($source, "augmente", "augmentent") } le coût de { "{" }{ ABS($amount) }{ "}" }
       *[zero] ne { VERB($source, "change", "changent") } pas le coût
    }.
step-total_cost = Coût total déterminé et figé : { $cost }.
step-mana_abilities_window = Avant le paiement, des capacités de mana peuvent être activées.
step-mana_ability_activated = { PERSON($player) ->
        [you] Vous activez
       *[other] { CAP($player) } active
    } la capacité de mana { DE($card) }.
step-mana_added = La capacité de mana { DE($card) } se résout immédiatement, sans passer par la pile ; { PERSON($player) ->
        [you] vous ajoutez { $mana } à votre réserve
       *[other] { $player } ajoute { $mana } à sa réserve
    }, qui contient maintenant { $pool }.
step-pay_mana = { PERSON($player) ->
        [you] Vous payez
       *[other] { CAP($player) } paie
    } { $mana } pour le coût { $cost }.
step-pay_life_phyrexian = { PERSON($player) ->
        [you] Vous payez
       *[other] { CAP($player) } paie
    } { $life ->
        [one] { $life } point de vie
       *[other] { $life } points de vie
    } pour du mana phyrexian.
step-cost_tap = Coût : { PERSON($player) ->
        [you] vous engagez
       *[other] { $player } engage
    } { $card }.
step-cost_untap = Coût : { PERSON($player) ->
        [you] vous dégagez
       *[other] { $player } dégage
    } { $card }.
step-cost_remove_counters = Coût : { $count ->
        [one] un marqueur { $counter } est retiré
       *[other] { WORDS($count) } marqueurs { $counter } sont retirés
    } { DE($card) }.
step-unrecognized_part = Une partie du texte { DE($card) } n'est ni vérifiée ni simulée par le moteur (son encodage ne l'exprime pas) : « { $part } » (texte Oracle anglais).
step-announce_modes = { COUNT($modes) ->
        [one] Mode choisi
       *[other] Modes choisis
    } pour { $card } : { $modes }.
step-cost_tap_untapped = Coût : { PERSON($player) ->
        [you] vous engagez
       *[other] { $player } engage
    } { $card }.
step-cost_return = Coût : { PERSON($player) ->
        [you] vous renvoyez
       *[other] { $player } renvoie
    } { $card } dans la main de { VERB($card, "son", "leur") } propriétaire.
step-cost_loyalty_add = Coût : { $count ->
        [one] un marqueur de loyauté est placé
       *[other] { WORDS($count) } marqueurs de loyauté sont placés
    } sur { $card } (il y en a maintenant { $total }).
step-cost_loyalty_remove = Coût : { $count ->
        [one] un marqueur de loyauté est retiré
       *[other] { WORDS($count) } marqueurs de loyauté sont retirés
    } { DE($card) } (il en reste { $total }).
step-cost_life = Coût : { PERSON($player) ->
        [you] vous payez
       *[other] { $player } paie
    } { $life ->
        [one] { $life } point de vie
       *[other] { $life } points de vie
    }.
step-cost_sacrifice = Coût : { PERSON($player) ->
        [you] vous sacrifiez
       *[other] { $player } sacrifie
    } { $card }.
step-cost_exile_self = Coût : { SUBJECT($card) } { VERB($card, "est", "sont") } { AGREE($card, "exilé") }.
step-cost_exile = Coût : { SUBJECT($card) } { VERB($card, "est", "sont") } { AGREE($card, "exilé") } { FROM($zone) }.
step-cost_discard_hand = Coût : { PERSON($player) ->
        [you] vous vous défaussez de votre main
       *[other] { $player } se défausse de sa main
    } ({ $count ->
        [0] aucune carte
        [one] { WORDS($count, "f") } carte
       *[other] { WORDS($count, "f") } cartes
    }).
step-discard = { PERSON($player) ->
        [you] Vous vous défaussez
       *[other] { CAP($player) } se défausse
    } { DE($card) } ; la carte va { INTO($zone) }.
step-spell_cast = { CAP(SUBJECT($card)) } { VERB($card, "est", "sont") } { AGREE($card, "lancé") }.
step-priority_after_cast = { PERSON($player) ->
        [you] Vous recevez
       *[other] { CAP($player) } reçoit
    } de nouveau la priorité.
step-timing_ignored = { CAP(SUBJECT($card)) } { VERB($card, "est", "sont") } { AGREE($card, "lancé") } pendant une résolution : les restrictions de moment liées à son type de carte ne s'appliquent pas.
step-ability_on_stack = { PERSON($player) ->
        [you] Vous activez
       *[other] { CAP($player) } active
    } la { $number ->
        [1] première
       *[other] { $number }e
    } capacité { DE($card) } : elle est mise sur la pile.
step-ability_proposal = Les étapes suivantes de l'activation de la capacité { DE($card) } sont celles du lancement d'un sort (601.2b-i).
step-ability_activated = La capacité { DE($card) } est activée.
step-land_played = { PERSON($player) ->
        [you] Vous jouez
       *[other] { CAP($player) } joue
    } { $card } : la carte arrive sur le champ de bataille.
step-folded = … et { $count ->
        [one] une autre étape du même genre
       *[other] { WORDS($count, "f") } autres étapes du même genre
    } ({ $rules }).
step-special_action = Jouer un terrain est une action spéciale : elle n'utilise pas la pile.

## priority and stack
step-pass = { PERSON($player) ->
        [you] Vous passez
       *[other] { CAP($player) } passe
    } la priorité.
step-pass_implicit = { PERSON($player) ->
        [you] Vous passez
       *[other] { CAP($player) } passe
    } la priorité (un autre joueur agit ensuite).
step-hold_priority = { PERSON($player) ->
        [you] Vous gardez la priorité et pouvez
       *[other] { CAP($player) } garde la priorité et peut
    } agir de nouveau avant les autres.
step-all_pass = Tous les joueurs passent successivement : l'objet au sommet de la pile se résout.
step-nothing_to_resolve = La pile est vide : rien ne se résout.
step-stack_empty_step_ends = Tous les joueurs passent alors que la pile est vide : { $step } se termine.
step-step_begins = { CAP($step) } commence.
step-turn_ends = Le tour se termine.
step-pool_empties = Le mana inutilisé ({ $pool }) disparaît { PERSON($player) ->
        [you] de votre réserve
       *[other] de la réserve { DE($player) }
    }.
step-trigger_put = Une capacité déclenchée { DE($card) } ({ $trigger }) est mise sur la pile ; { PERSON($player) ->
        [you] vous la contrôlez
       *[other] { $player } la contrôle
    }.

## resolution
step-resolves = { ID($kind) ->
        [spell] { CAP(SUBJECT($card)) } { VERB($card, "se résout", "se résolvent") }.
       *[other] La capacité { DE($card) } se résout.
    }
step-target_illegal = { PERSON($target) ->
        [you] Vous n'êtes plus une cible légale.
       *[other] { CAP(SUBJECT($target)) } { VERB($target, "n'est", "ne sont") } plus une cible légale.
    }
step-fizzles = Toutes les cibles { DE(SUBJECT($card)) } sont illégales, donc { PRONOUN($card) } ne { VERB($card, "se résout", "se résolvent") } pas et { VERB($card, "quitte", "quittent") } la pile.
step-enters_battlefield = { CAP(SUBJECT($card)) } { VERB($card, "arrive", "arrivent") } sur le champ de bataille sous { PERSON($player) ->
        [you] votre contrôle
       *[other] le contrôle { DE($player) }
    }.
step-to_graveyard = { CAP(SUBJECT($card)) } { VERB($card, "est", "sont") } { AGREE($card, "mis") } au cimetière de { VERB($card, "son", "leur") } propriétaire.
step-spell_to_zone = { CAP(SUBJECT($card)) } { VERB($card, "quitte", "quittent") } la pile et { VERB($card, "va", "vont") } { INTO($zone) }.
step-flashback_exile = { CAP(SUBJECT($card)) } { VERB($card, "a été", "ont été") } { AGREE($card, "lancé") } en flashback : la carte est exilée au lieu d'aller ailleurs.
step-not_simulated = { CAP($card) } : « { $sentence } » — le moteur n'applique pas cette partie ; la situation ci-dessous n'en tient pas compte.
step-not_simulated_unquoted = { CAP($card) } : une partie de son effet n'est pas appliquée par le moteur ; la situation ci-dessous n'en tient pas compte.
step-looks_at_hand = { PERSON($player) ->
        [you] Vous regardez
       *[other] { CAP($player) } regarde
    } { PERSON($target) ->
        [you] votre main
       *[other] la main { DE($target) }
    } : { $cards }.
step-damage_player = { CAP($source) } { PERSON($player) ->
        [you] vous { VERB($source, "inflige", "infligent") }
       *[other] { VERB($source, "inflige", "infligent") }
    } { $amount } { $amount ->
        [one] blessure
       *[other] blessures
    }{ PERSON($player) ->
        [you] {""}
       *[other] { " " }{ A($player) }
    } ({ $life } { $life ->
        [one] point de vie restant
       *[other] points de vie restants
    }).
step-damage_creature = { CAP(SUBJECT($source)) } { VERB($source, "inflige", "infligent") } { $amount } { $amount ->
        [one] blessure
       *[other] blessures
    } { A($card) } ({ $total ->
        [one] { $total } blessure marquée
       *[other] { $total } blessures marquées
    } en tout).
step-damage_planeswalker = { CAP(SUBJECT($source)) } { VERB($source, "inflige", "infligent") } { $amount } { $amount ->
        [one] blessure
       *[other] blessures
    } { A($card) } : on lui retire autant de marqueurs de loyauté.
step-destroyed = { CAP(SUBJECT($card)) } { VERB($card, "est", "sont") } { AGREE($card, "détruit") }.
step-destroyed_all = { $count ->
        [0] Aucun permanent n'est détruit.
        [one] Un permanent est détruit : { $cards }.
       *[other] { CAP(WORDS($count)) } permanents sont détruits : { $cards }.
    }
step-exiled = { CAP(SUBJECT($card)) } { VERB($card, "est", "sont") } { AGREE($card, "exilé") }.
step-returned_to_hand = { CAP(SUBJECT($card)) } { VERB($card, "retourne", "retournent") } dans la main de { VERB($card, "son", "leur") } propriétaire.
step-pumped = { CAP(SUBJECT($card)) } { VERB($card, "gagne", "gagnent") } { $power }/{ $toughness } jusqu'à la fin du tour (maintenant { $now }).
step-draws = { PERSON($player) ->
        [you] Vous { $count ->
            [0] ne piochez aucune carte
            [one] piochez une carte
           *[other] piochez { WORDS($count, "f") } cartes
        }
       *[other] { CAP($player) } { $count ->
            [0] ne pioche aucune carte
            [one] pioche une carte
           *[other] pioche { WORDS($count, "f") } cartes
        }
    } (il en reste { $library } dans { PERSON($player) ->
        [you] votre bibliothèque
       *[other] sa bibliothèque
    }).
step-mana_added_effect = { PERSON($player) ->
        [you] Vous ajoutez
       *[other] { CAP($player) } ajoute
    } { $mana }.
step-countered = { CAP(SUBJECT($card)) } { VERB($card, "est", "sont") } { AGREE($card, "contrecarré") }.
step-search_found = { PERSON($player) ->
        [you] Vous fouillez votre bibliothèque et trouvez
       *[other] { CAP($player) } fouille sa bibliothèque et trouve
    } { $card } ; la carte va { INTO($zone) }.
step-search_nothing = { PERSON($player) ->
        [you] Vous fouillez votre bibliothèque et ne trouvez rien.
       *[other] { CAP($player) } fouille sa bibliothèque et ne trouve rien.
    }
step-search_unknown_library = Le message ne décrit pas { PERSON($player) ->
        [you] votre bibliothèque
       *[other] la bibliothèque { DE($player) }
    } : on ne sait pas quelle carte la recherche trouve, et la situation ci-dessous n'en tient pas compte.
step-shuffle = { PERSON($player) ->
        [you] Vous mélangez votre bibliothèque.
       *[other] { CAP($player) } mélange sa bibliothèque.
    }
step-counter_put = { $count ->
        [one] Un marqueur { $counter } est placé
       *[other] { CAP(WORDS($count)) } marqueurs { $counter } sont placés
    } sur { $card }.
step-counters_removed = Tous les marqueurs { $counter } sont retirés.
step-tapped = { CAP(SUBJECT($card)) } { VERB($card, "est", "sont") } { AGREE($card, "engagé") }.
step-untapped = { CAP(SUBJECT($card)) } { VERB($card, "est", "sont") } { AGREE($card, "dégagé") }.
step-life_gained = { PERSON($player) ->
        [you] Vous gagnez
       *[other] { CAP($player) } gagne
    } { $amount ->
        [one] { $amount } point de vie
       *[other] { $amount } points de vie
    } ({ $life } au total).
step-life_lost = { PERSON($player) ->
        [you] Vous perdez
       *[other] { CAP($player) } perd
    } { $amount ->
        [one] { $amount } point de vie
       *[other] { $amount } points de vie
    } ({ $life } au total).
step-sacrificed = { PERSON($player) ->
        [you] Vous sacrifiez
       *[other] { CAP($player) } sacrifie
    } { $card }.
step-assumed_choice = { PERSON($player) ->
        [you] Vous n'avez écrit aucun choix
       *[other] Aucun choix n'est écrit pour { $player }
    }{ KIND($what) ->
        [clause] { " " }: on suppose { QUE($what) }{ ID($what) ->
            [copy_targets] {""}
            [learn_nothing] {""}
            [clash_keep] {""}
           *[other] { " " }({ $cards })
        }.
        [color] { " " }(couleur) : on suppose { $cards }, la première dans l'ordre blanc, bleu, noir, rouge, vert.
        [entering] { " " }({ $what }) pour { $card } à son arrivée sur le champ de bataille : on suppose { $cards }.
       *[other] { " " }({ $what }) : on suppose { $cards }, la première option.
    }

## state-based actions
sba-zero_life = Action basée sur un état : { PERSON($player) ->
        [you] vous avez { $life } { $life ->
            [one] point
           *[other] points
        } de vie et perdez la partie.
       *[other] { $player } a { $life } { $life ->
            [one] point
           *[other] points
        } de vie et perd la partie.
    }
sba-empty_library = Action basée sur un état : { PERSON($player) ->
        [you] vous avez pioché dans une bibliothèque vide et perdez la partie.
       *[other] { $player } a pioché dans une bibliothèque vide et perd la partie.
    }
sba-zero_toughness = Action basée sur un état : { SUBJECT($card) } { VERB($card, "a", "ont") } une endurance de 0 ou moins ({ $toughness }) et { VERB($card, "est", "sont") } { AGREE($card, "mis") } au cimetière de { VERB($card, "son", "leur") } propriétaire.
sba-lethal_damage = Action basée sur un état : { SUBJECT($card) } { VERB($card, "a", "ont") } reçu des blessures mortelles ({ $damage } pour une endurance de { $toughness }) et { VERB($card, "est", "sont") } { AGREE($card, "détruit") }.
sba-no_loyalty = Action basée sur un état : { SUBJECT($card) } n'{ VERB($card, "a", "ont") } plus de marqueurs de loyauté et { VERB($card, "est", "sont") } { AGREE($card, "mis") } au cimetière de { VERB($card, "son", "leur") } propriétaire.
sba-legend_rule = Action basée sur un état (règle des légendes) : un second exemplaire { DE($card) } est mis au cimetière de son propriétaire.

## illegal actions
ill-timing_not_your_turn = { CAP(SUBJECT($card)) } ne { VERB($card, "peut", "peuvent") } être { AGREE($card, "lancé") } que pendant { PERSON($player) ->
        [you] votre phase principale
       *[other] une phase principale { DE($player) }
    }, or { PERSON($active) ->
        [you] c'est votre tour
       *[other] c'est le tour { DE($active) }
    }.
ill-timing_not_main_phase = { CAP(SUBJECT($card)) } ne { VERB($card, "peut", "peuvent") } être { AGREE($card, "lancé") } que pendant une phase principale, or on est dans { $step }.
ill-timing_stack_not_empty = { CAP(SUBJECT($card)) } ne { VERB($card, "peut", "peuvent") } être { AGREE($card, "lancé") } que lorsque la pile est vide, or la pile contient { $stack }.
ill-no_permission_zone = { CAP(SUBJECT($card)) } { VERB($card, "est", "sont") } { PLACE($zone) } ; rien ne permet de { LE($card, "lancer") } depuis là (il faudrait que la carte soit { PLACE($wanted) }).
ill-card_lacks_cost = { CAP(SUBJECT($card)) } n'{ VERB($card, "a", "ont") } pas de { ID($cost) ->
        [alternative] coût alternatif
       *[other] coût { DE($cost) }
    }.
ill-two_alternative_costs = { CAP(SUBJECT($card)) } ne { VERB($card, "peut", "peuvent") } pas être { AGREE($card, "lancé") } avec deux coûts alternatifs à la fois ({ $first } et { $second }).
ill-no_x = { CAP(SUBJECT($card)) } n'{ VERB($card, "a", "ont") } pas de X dans { VERB($card, "son", "leur") } coût, mais X = { $x } a été indiqué.
ill-no_legal_target = Il n'y a aucune cible légale du type demandé ({ $kind }) ; le sort ou la capacité ne peut être ni lancé ni activé.
ill-illegal_target = { PERSON($target) ->
        [you] Vous n'êtes pas une cible légale
       *[other] { CAP(SUBJECT($target)) } { VERB($target, "n'est", "ne sont") } pas une cible légale
    } ici ; la cible doit être { INDEF($kind) }.
ill-same_target_twice = { PERSON($target) ->
        [you] Vous êtes choisi
       *[other] { CAP(SUBJECT($target)) } { VERB($target, "est", "sont") } { AGREE($target, "choisi") }
    } deux fois pour le même mot « cible » ; un même objet ne peut être choisi qu'une fois par occurrence de « cible ».
ill-too_many_targets = { $given ->
        [one] Une cible a été indiquée
       *[other] { CAP(WORDS($given, "f")) } cibles ont été indiquées
    }, mais { $count ->
        [0] on ne peut en choisir aucune
        [one] on ne peut en choisir qu'une
       *[other] on peut en choisir { WORDS($count, "f") } au plus
    }.
ill-target_not_on_battlefield = { CAP(SUBJECT($card)) } { VERB($card, "n'est", "ne sont") } ni sur le champ de bataille ni sur la pile ({ $where }) ; on ne peut pas { LE($card, "cibler") }.
ill-mana_ability_not_targetable = La capacité de mana { DE($card) } ne peut pas être ciblée ; une capacité de mana ne passe pas par la pile, elle se résout immédiatement, donc rien ne peut y répondre.
ill-cannot_pay_mana = Le mana disponible ne suffit pas à payer le coût { $cost }, et un coût ne se paie jamais en partie.
ill-partial_payment = Le paiement indiqué est { $written }, mais le coût total est { $cost } ; un coût ne se paie jamais en partie.
ill-already_tapped = { CAP(SUBJECT($card)) } { VERB($card, "est", "sont") } déjà { AGREE($card, "engagé") } et ne { VERB($card, "peut", "peuvent") } donc pas être { AGREE($card, "engagé") } pour payer un coût.
ill-already_untapped = { CAP(SUBJECT($card)) } { VERB($card, "est", "sont") } { AGREE($card, "dégagé") } ; le coût { "{Q}" } ne peut pas être payé.
ill-not_enough_counters = { CAP(SUBJECT($card)) } n'{ VERB($card, "a", "ont") } pas assez de marqueurs { $counter } pour payer le coût.
ill-not_enough_life = Payer { $life } points de vie demande d'en avoir au moins { $life } ; il n'en reste que { $has }.
ill-nothing_to_sacrifice = Le coût demande de sacrifier { $count ->
        [one] { GENDER($filter) ->
            [f] une
           *[other] un
        } { $filter }
       *[other] { $count } { PLURAL($filter) }
    }, et il n'y en a pas assez.
ill-wrong_sacrifice = { CAP(SUBJECT($card)) } ne { VERB($card, "convient", "conviennent") } pas (il faut { GENDER($filter) ->
        [f] une
       *[other] un
    } { $filter }) ; on ne peut pas { LE($card, "sacrifier") } pour ce coût.
ill-nothing_to_tap = Le coût demande d'engager { $count ->
        [one] { GENDER($filter) ->
            [f] une
           *[other] un
        } { $filter } { AGREE($filter, "dégagé") }
       *[other] { $count } { PLURAL($filter) } { GENDER($filter) ->
            [f] dégagées
           *[other] dégagés
        }
    } que vous contrôlez, et il n'y en a pas assez.
ill-wrong_tap = { CAP(SUBJECT($card)) } ne { VERB($card, "convient", "conviennent") } pas (il faut { GENDER($filter) ->
        [f] une
       *[other] un
    } { $filter } { AGREE($filter, "dégagé") } que vous contrôlez) ; on ne peut pas { LE($card, "engager") } pour ce coût.
ill-cost_already_tapped = { CAP(SUBJECT($card)) } { VERB($card, "est", "sont") } déjà { AGREE($card, "engagé") } ; un permanent engagé ne peut pas être engagé pour payer un coût.
ill-nothing_to_return = Le coût demande de renvoyer dans la main de leur propriétaire { $count ->
        [one] { GENDER($filter) ->
            [f] une
           *[other] un
        } { $filter }
       *[other] { $count } { PLURAL($filter) }
    } que vous contrôlez, et il n'y en a pas assez.
ill-wrong_return = { CAP(SUBJECT($card)) } ne { VERB($card, "convient", "conviennent") } pas (il faut { GENDER($filter) ->
        [f] une
       *[other] un
    } { $filter } que vous contrôlez) ; on ne peut pas { LE($card, "renvoyer") } en main pour ce coût.
ill-wrong_discard = { CAP(SUBJECT($card)) } ne { VERB($card, "convient", "conviennent") } pas (il faut une carte de type { $filter }) ; on ne peut pas s'en défausser pour ce coût.
ill-not_enough_loyalty = { CAP(SUBJECT($card)) } { VERB($card, "a", "ont") } { WORDS($has) } { $has ->
        [one] marqueur
       *[other] marqueurs
    } de loyauté ; une capacité qui en retire { $count } ne peut pas être activée.
ill-loyalty_timing = Une capacité de loyauté { DE($card) } ne peut être activée que pendant la phase principale de son contrôleur, pile vide, avec la priorité.
ill-loyalty_once_per_turn = Une capacité de loyauté { DE($card) } a déjà été activée ce tour-ci ; une seule par permanent et par tour.
ill-only_opponent_turn = Cette capacité { DE($card) } ne peut être activée que pendant le tour d'un adversaire.
ill-only_your_upkeep = Cette capacité { DE($card) } ne peut être activée que pendant l'entretien de son contrôleur (on est dans { $step }).
ill-only_upkeep = Cette capacité { DE($card) } ne peut être activée que pendant une étape d'entretien (on est dans { $step }).
ill-only_combat = Cette capacité { DE($card) } ne peut être activée que pendant le combat (on est dans { $step }).
ill-only_before_attackers = Cette capacité { DE($card) } ne peut être activée qu'avant la déclaration des attaquants de ce tour (on est dans { $step }).
ill-only_before_blockers = Cette capacité { DE($card) } ne peut être activée qu'avant la déclaration des bloqueurs de ce tour (on est dans { $step }).
ill-only_declare_attackers = Cette capacité { DE($card) } ne peut être activée que pendant l'étape de déclaration des attaquants (on est dans { $step }).
ill-only_declare_blockers = Cette capacité { DE($card) } ne peut être activée que pendant l'étape de déclaration des bloqueurs (on est dans { $step }).
ill-only_source_attacking = Cette capacité { DE($card) } ne peut être activée que pendant que { SUBJECT($card) } { VERB($card, "attaque", "attaquent") }.
ill-only_no_cards_in_hand = Cette capacité { DE($card) } ne peut être activée que sans carte en main ({ $count ->
        [one] il y en a une
       *[other] il y en a { $count }
    }).
ill-only_threshold = Cette capacité { DE($card) } ne peut être activée qu'avec sept cartes ou plus dans le cimetière de son contrôleur ({ $count ->
        [one] il y en a une
       *[other] il y en a { $count }
    }).
ill-not_modal = { CAP(SUBJECT($card)) } n'{ VERB($card, "est", "sont") } pas un sort modal ; il n'y a pas de mode à choisir.
ill-same_mode_twice = Le même mode { DE($card) } ne peut pas être choisi plusieurs fois.
ill-mode_count = Pour { $card }, il faut choisir { $count ->
        [one] un mode
       *[other] { WORDS($count) } modes
    }, pas { $given }.
ill-nothing_to_discard = Le coût demande de se défausser { $count ->
        [one] d'une carte
       *[other] de { WORDS($count, "f") } cartes
    }, et la main ne les a pas.
ill-nothing_to_exile = Le coût demande d'exiler une carte qui n'est pas là où le coût la prend.
ill-wrong_exile = { CAP(SUBJECT($card)) } ne { VERB($card, "peut", "peuvent") } pas être { AGREE($card, "exilé") } pour payer ce coût, qui demande un autre genre de carte.
ill-card_not_in_zone = { CAP(SUBJECT($card)) } { VERB($card, "n'est", "ne sont") } pas { ID($zone) ->
        [battlefield] sur le champ de bataille sous { PERSON($player) ->
            [you] votre contrôle
           *[other] le contrôle { DE($player) }
        }
        [exile] en exil
       *[other] { PERSON($player) ->
            [you] dans votre { BARE($zone) }
           *[other] { PLACE($zone) } { DE($player) }
        }
    }.
ill-source_gone = { CAP(SUBJECT($card)) } { VERB($card, "n'est", "ne sont") } plus là pour payer ce coût.
ill-summoning_sick = { CAP(SUBJECT($card)) } { VERB($card, "a", "ont") } { "{T}" } dans { VERB($card, "son", "leur") } coût et n'{ VERB($card, "a", "ont") } pas la célérité, et { PERSON($player) ->
        [you] vous ne { LE($card, "contrôlez") } pas sans interruption depuis le début de votre dernier tour
       *[other] { $player } ne { LE($card, "contrôle") } pas sans interruption depuis le début de son dernier tour
    }.
ill-once_per_turn = La capacité { DE($card) } ne peut être activée qu'une fois par tour, et elle l'a déjà été.
ill-instant_speed_needs_priority = La capacité { DE($card) } ne peut être activée que comme un éphémère, donc avec la priorité ; or personne n'a la priorité pendant le lancement d'un sort ou l'activation d'une capacité.
ill-sorcery_speed_ability = La capacité { DE($card) } ne peut être activée que comme un rituel, c'est-à-dire pendant la phase principale de son contrôleur, la pile vide et avec la priorité.
ill-your_turn_only = Cette capacité { DE($card) } ne peut être activée que pendant le tour de son contrôleur.
ill-not_controller = { PERSON($player) ->
        [you] Vous ne contrôlez pas
       *[other] { CAP($player) } ne contrôle pas
    } { $card } ; seul son contrôleur peut activer ses capacités.
ill-not_in_zone_for_ability = { CAP(SUBJECT($card)) } { VERB($card, "doit", "doivent") } être { PLACE($zone) } pour activer cette capacité.
ill-no_activated_ability = { CAP(SUBJECT($card)) } n'{ VERB($card, "a", "ont") } pas de capacité activée.
ill-not_a_mana_source = { CAP(SUBJECT($card)) } n'{ VERB($card, "a", "ont") } pas de capacité de mana utilisable ici.
ill-wrong_colors = { CAP(SUBJECT($card)) } ne { VERB($card, "peut", "peuvent") } pas produire { $colors } ; { PRONOUN($card) } ne { VERB($card, "peut", "peuvent") } produire que { $options }.
ill-not_a_land = { CAP(SUBJECT($card)) } { VERB($card, "n'est", "ne sont") } pas un terrain ; on { LE($card, "lance") }, on ne { LE($card, "joue") } pas comme un terrain.
ill-land_not_your_turn = Un terrain ne peut être joué que pendant le tour de son joueur.
ill-land_not_main_phase = Un terrain ne peut être joué que pendant une phase principale, or on est dans { $step }.
ill-land_stack_not_empty = Un terrain ne peut être joué que lorsque la pile est vide.
ill-land_already_played = Un terrain a déjà été joué ce tour-ci, et on ne peut en jouer qu'un par tour.
ill-no_priority = { PERSON($player) ->
        [you] Vous ne pouvez pas
       *[other] { CAP($player) } ne peut pas
    } obtenir la priorité maintenant.
ill-pass_without_priority = { PERSON($player) ->
        [you] Vous n'avez pas la priorité : vous ne pouvez donc pas la passer.
       *[other] { CAP($player) } n'a pas la priorité et ne peut donc pas la passer.
    }
err-budget = Ce message demande plus de travail qu'une trace ne peut en faire (une boucle ?).

## rollback (732)
rb-card_back = { CAP(SUBJECT($card)) } { VERB($card, "retourne", "retournent") } { PERSON($player) ->
        [you] dans votre { BARE($zone) }
       *[other] { PLACE($zone) } { DE($player) }
    }.
rb-life = { PERSON($player) ->
        [you] Vos points de vie reviennent
       *[other] Les points de vie { DE($player) } reviennent
    } à { $life }.
rb-pool = { PERSON($player) ->
        [you] Votre réserve de mana revient
       *[other] La réserve de mana { DE($player) } revient
    } à { $pool }.
rb-permanent_back = { CAP(SUBJECT($card)) } { VERB($card, "revient", "reviennent") } sur le champ de bataille.
rb-untapped = { CAP(SUBJECT($card)) } { VERB($card, "est", "sont") } de nouveau { AGREE($card, "dégagé") }.
rb-summary = Toute l'action est annulée, paiements et capacités de mana compris ; le joueur qui avait la priorité la garde.

## answers
ans-yes = { $asked ->
        [cast] { PERSON($player) ->
            [you] vous pouvez
           *[other] { $player } peut
        } lancer { SUBJECT($card) } maintenant.
        [activate] { PERSON($player) ->
            [you] vous pouvez
           *[other] { $player } peut
        } activer la capacité { DE($card) } maintenant.
        [tap_mana] { PERSON($player) ->
            [you] vous pouvez
           *[other] { $player } peut
        } activer la capacité de mana { DE($card) } maintenant.
        [play_land] { PERSON($player) ->
            [you] vous pouvez
           *[other] { $player } peut
        } jouer { SUBJECT($card) } maintenant.
        [sacrifice] { PERSON($player) ->
            [you] vous pouvez
           *[other] { $player } peut
        } sacrifier { SUBJECT($card) } maintenant.
        [discard] { PERSON($player) ->
            [you] vous pouvez vous
           *[other] { $player } peut se
        } défausser { DE($card) } maintenant.
        [attack] { SUBJECT($card) } { VERB($card, "peut", "peuvent") } attaquer.
        [block] { SUBJECT($card) } { VERB($card, "peut", "peuvent") } bloquer.
       *[other] c'est permis maintenant.
    }

## errors in the message
err-unknown_card = Carte inconnue : aucune carte ne s'appelle « { $name } ».
err-empty = Le message est vide : décrivez une situation et un coup.
err-took_too_long = La vérification de cette action a pris plus de { $seconds } s, la limite : coupez-la en messages plus courts, ou réessayez quand le bot est moins occupé.
err-too_large = Le message est trop long ({ $size } caractères ; la limite est { $limit }).
err-too_many_actions = Trop d'actions dans un seul message (au plus { $max }).
err-too_many_cards = Trop de cartes dans la situation (au plus { $limit }).
err-control_character = Le message contient des caractères de contrôle : ce n'est pas du texte.
err-setup_after_actions = Les lignes de situation (qui a quoi) doivent venir avant la première action.
err-expected_zone = Zone attendue (champ de bataille, main, cimetière, bibliothèque, exil), vie ou réserve ; trouvé « { $found } ».
err-expected_player_or_step = Joueur ({ $players }) ou étape (entretien, principale 1, attaquants…) attendu ; trouvé « { $found } ».
err-expected_step = Étape attendue (entretien, pioche, principale 1, début du combat, attaquants, …, fin de tour, nettoyage) ; trouvé « { $found } ».
err-expected_action = Action attendue (lance, active, engage, paie, joue, défausse, passe, résolution, garde la priorité…) ; trouvé « { $found } ».
err-expected_card = Nom de carte attendu ici.
err-expected_colors = Mana ou couleurs attendus (UUU, { "{U}" }{ "{U}" }, trois bleus) ; trouvé « { $found } ».
err-expected_number = Nombre attendu ; trouvé « { $found } ».
err-expected_payment = Élément de paiement attendu (mana comme { "{1}" }{ "{U}" }, « 3 points de vie », en sacrifiant/défaussant/engageant une carte, avec une carte) ; trouvé « { $found } ».
err-expected_block_with = « bloque <attaquant> avec <bloqueur> » attendu.
err-expected_assignment = « assigne <n> à <bloqueur ou joueur>[ et <n> à …][ avec <attaquant>] » attendu.
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
err-sacrifice_needs_context = Un sacrifice s'écrit dans un coût (« … en sacrifiant <carte> »), ou sur la ligne après la `résolution` d'un effet qui fait sacrifier un joueur.
err-no_such_permanent = { PERSON($player) ->
        [you] Vous ne contrôlez aucun permanent nommé { BARE($card) } : la carte est { PLACE($where) }.
       *[other] { CAP($player) } ne contrôle aucun permanent nommé { BARE($card) } : la carte est { PLACE($where) }.
    }
err-ambiguous_permanent = Plusieurs joueurs contrôlent un permanent nommé { BARE($card) } : précisez lequel (par exemple « { BARE($card) } de Bob »).
err-ambiguous_target = Plusieurs joueurs contrôlent un permanent nommé { BARE($card) } : précisez lequel (par exemple « { BARE($card) } de Bob »).
err-no_such_target = La cible { BARE($card) } n'existe nulle part dans cette situation.
err-missing_target = Une cible est nécessaire ({ $kind }) et aucune n'est écrite : ajoutez « en ciblant … ».
err-target_unsaid = Le message ne dit pas ce que cible { SUBJECT($card) } ({ $kind }), et la réponse en dépend : nommez la cible (par exemple « en ciblant … »).
err-card_not_in_zone = { PERSON($player) ->
        [you] Vous n'avez pas de { NAMED($card) } dans votre { BARE($zone) }.
       *[other] { CAP($player) } n'a pas de { NAMED($card) } { PLACE($zone) }.
    }
err-x_missing = { CAP(SUBJECT($card)) } { VERB($card, "a", "ont") } X dans { VERB($card, "son", "leur") } coût : écrivez X=<nombre>.
err-which_ability = { CAP(SUBJECT($card)) } { VERB($card, "a", "ont") } { WORDS($count, "f") } capacités activées : précisez laquelle (« capacité 2 »).
err-no_such_ability = { CAP(SUBJECT($card)) } n'{ VERB($card, "a", "ont") } pas de capacité { $number } ({ $count ->
        [one] une seule capacité
       *[other] { WORDS($count, "f") } capacités
    }).
err-choose_sacrifice = Le coût demande de sacrifier { $count ->
        [one] { GENDER($filter) ->
            [f] une
           *[other] un
        } { $filter } : précisez { GENDER($filter) ->
            [f] laquelle
           *[other] lequel
        }
       *[other] { $count } { PLURAL($filter) } : précisez { GENDER($filter) ->
            [f] lesquelles
           *[other] lesquels
        }
    } (« en sacrifiant … »).
err-choose_discard = Le coût demande de se défausser { $count ->
        [one] d'une carte : précisez laquelle
       *[other] de { WORDS($count, "f") } cartes : précisez lesquelles
    } (« en défaussant … »).
err-cost_unrecognized = { CAP($card) } : une partie de ce coût n'est pas comprise par le moteur (« { $part } ») ; il ne peut donc pas être payé ici, et le moteur ne saute jamais un coût.
err-choose_tap = Le coût demande d'engager { $count ->
        [one] { GENDER($filter) ->
            [f] une
           *[other] un
        } { $filter } { AGREE($filter, "dégagé") } que vous contrôlez : précisez { GENDER($filter) ->
            [f] laquelle
           *[other] lequel
        }
       *[other] { $count } { PLURAL($filter) } { GENDER($filter) ->
            [f] dégagées
           *[other] dégagés
        } que vous contrôlez : précisez { GENDER($filter) ->
            [f] lesquelles
           *[other] lesquels
        }
    } (« en engageant … »).
err-choose_return = Le coût demande de renvoyer dans la main de leur propriétaire { $count ->
        [one] { GENDER($filter) ->
            [f] une
           *[other] un
        } { $filter } que vous contrôlez : précisez { GENDER($filter) ->
            [f] laquelle
           *[other] lequel
        }
       *[other] { $count } { PLURAL($filter) } que vous contrôlez : précisez { GENDER($filter) ->
            [f] lesquelles
           *[other] lesquels
        }
    } (« en renvoyant … »).
err-choose_mode = { CAP($card) } : c'est un sort modal (choisir { $count }) ; précisez les modes (« en choisissant les modes 1 et 2 »).
err-no_such_mode = { CAP(SUBJECT($card)) } { VERB($card, "a", "ont") } { WORDS($count) } modes : il n'y a pas de mode { $number }.
err-expected_mode = Numéros de mode attendus (« en choisissant les modes 1 et 3 ») ; trouvé « { $found } ».
err-bad_mode_number = Numéro de mode impossible : { $value }.
err-choose_exile = Le coût demande d'exiler une carte : précisez laquelle (« en exilant … »).
err-choice_not_available = { CAP($card) } ne fait pas partie des choix possibles.
err-choice_count = { $given ->
        [one] Une carte choisie
       *[other] { CAP(WORDS($given, "f")) } cartes choisies
    }, { $expected ->
        [one] une attendue
       *[other] { WORDS($expected, "f") } attendues
    }.
err-nothing_to_answer = Rien ne demande cela maintenant (une ligne « { $kind } » répond à un coût ou à un choix de la ligne précédente).
err-no_plugin_for_action = Aucun plugin ne gère l'action « { $kind } » (est-il désactivé dans les réglages ?).
err-plugin_needed = { CAP($card) } : il faut le plugin « { $plugin } », qui n'est pas actif.
err-plugin_failed = Le plugin « { $plugin } » a échoué ({ $hook } : { $error }) ; la trace s'arrête ici.
err-internal = Arbitre a échoué en vérifiant ce message (erreur interne : { $error }). C'est un bogue d'Arbitre, pas une erreur du message.

## labels
label-verdict-legal = Légal
label-verdict-illegal = Illégal
label-verdict-error = Message incompris
label-verdict-ambiguous = Message ambigu
label-verdict-incomplete = Il manque une précision
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
label-life = points de vie
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
ill-alt_not_now = { CAP(SUBJECT($card)) } ne { VERB($card, "peut", "peuvent") } pas être { AGREE($card, "lancé") } pour { ID($alt) ->
        [alternative] { VERB($card, "son", "leur") } coût alternatif
       *[other] { VERB($card, "son", "leur") } coût { DE($alt) }
    } depuis { $zone } maintenant ; cette permission ne s'applique pas ici.
step-madness_exiled = { CAP(SUBJECT($card)) } { VERB($card, "a", "ont") } la folie : { PERSON($player) ->
        [you] vous vous en défaussez
       *[other] { $player } s'en défausse
    }, mais la carte est exilée au lieu d'aller au cimetière.
step-madness_triggers = La capacité de folie { DE($card) } se déclenche ; elle sera mise sur la pile la prochaine fois qu'un joueur devrait recevoir la priorité.
step-madness_cast_during_resolution = Pendant la résolution de la capacité de folie, { PERSON($player) ->
        [you] vous lancez
       *[other] { $player } lance
    } { $card } pour { VERB($card, "son", "leur") } coût de folie ; la résolution continue, sans que personne reçoive la priorité entre-temps.
step-madness_declined = { PERSON($player) ->
        [you] Vous choisissez
       *[other] { CAP($player) } choisit
    } de ne pas lancer { $card }.
step-madness_assumed_declined = { PERSON($player) ->
        [you] Vous n'avez écrit aucun choix
       *[other] Aucun choix n'est écrit pour { $player }
    } (folie) : on suppose que la folie est refusée, le choix par défaut ; { CARD($card) } n'est pas lancée.
step-madness_to_graveyard = { CAP(CARD($card)) } passe de l'exil { PERSON($player) ->
        [you] à votre cimetière
       *[other] au cimetière { DE($player) }
    }.
step-madness_card_gone = { CAP(CARD($card)) } n'est plus en exil : la capacité de folie ne fait rien.
step-alt_permission = { CAP(SUBJECT($card)) } { VERB($card, "a", "ont") } un coût { ID($alt) ->
        [alternative] alternatif
       *[other] { DE($alt) }
    } : { PRONOUN($card) } { VERB($card, "peut", "peuvent") } ainsi être { AGREE($card, "lancé") } depuis { $zone } pour ce coût.

## turn structure and combat
step-new_turn = Le tour { $turn } commence : { PERSON($player) ->
        [you] c'est votre tour.
       *[other] c'est le tour { DE($player) }.
    }
step-untap_all = { PERSON($player) ->
        [you] Vous dégagez vos permanents ({ $cards }) ; ils sont désormais sous votre contrôle depuis le début du tour.
       *[other] { CAP($player) } dégage ses permanents ({ $cards }) ; ils sont désormais sous son contrôle depuis le début du tour.
    }
step-draw_step = Étape de pioche : { $count ->
        [0] { PERSON($player) ->
            [you] vous ne piochez aucune carte
           *[other] { $player } ne pioche aucune carte
        }
       *[other] { PERSON($player) ->
            [you] vous piochez
           *[other] { $player } pioche
        } { $count ->
            [one] une carte
           *[other] { WORDS($count, "f") } cartes
        }
    } (il en reste { $library } dans { PERSON($player) ->
        [you] votre bibliothèque
       *[other] sa bibliothèque
    }).
step-hand_size = Nettoyage : { PERSON($player) ->
        [you] vous avez plus de { $size } cartes en main et vous en défaussez { $count }.
       *[other] { $player } a plus de { $size } cartes en main et en défausse { $count }.
    }
step-cleanup_wear_off = Nettoyage : les blessures disparaissent et les effets « jusqu'à la fin du tour » se terminent ({ $cards }).
step-attacks = { CAP(SUBJECT($card)) } { VERB($card, "est", "sont") } { AGREE($card, "déclaré") } comme { AGREE($card, "attaquant") } et { PERSON($player) ->
        [you] vous { VERB($card, "attaque", "attaquent") }
       *[other] { VERB($card, "attaque", "attaquent") } { $player }
    }.
step-attacker_taps = { CAP(SUBJECT($card)) } { VERB($card, "s'engage", "s'engagent") } en attaquant (ce n'est pas un coût).
step-attacker_vigilance = { CAP(SUBJECT($card)) } { VERB($card, "a", "ont") } la vigilance : attaquer ne { LE($card, "engage") } pas.
step-blocks = { PERSON($player) ->
        [you] Vous déclarez
       *[other] { CAP($player) } déclare
    } { $blocker } comme { VERB($blocker, "bloqueur", "bloqueurs") } { DE($card) }.
step-becomes_blocked = { CAP(SUBJECT($card)) } { VERB($card, "est", "sont") } désormais { AGREE($card, "bloqué") }, et { VERB($card, "le reste", "le restent") } même si { VERB($card, "ses", "leurs") } bloqueurs quittent le combat.
step-first_strike_step = Une créature avec l'initiative ou la double initiative est au combat : d'abord, seules ces créatures infligent leurs blessures.
step-first_strike_keyword = Les créatures avec l'initiative (ou la double initiative) infligent leurs blessures de combat dans cette étape ; les autres attendent l'étape normale des blessures de combat.
step-regular_damage_step = Seconde étape de blessures de combat : les autres créatures (et de nouveau celles qui ont la double initiative) infligent leurs blessures.
step-combat_damage_player = { CAP($source) } { PERSON($player) ->
        [you] vous { VERB($source, "inflige", "infligent") }
       *[other] { VERB($source, "inflige", "infligent") }
    } { $amount } { $amount ->
        [one] blessure
       *[other] blessures
    } de combat{ PERSON($player) ->
        [you] {""}
       *[other] { " " }{ A($player) }
    } ({ $life } { $life ->
        [one] point de vie restant
       *[other] points de vie restants
    }).
step-combat_damage_creature = { CAP(SUBJECT($source)) } { VERB($source, "inflige", "infligent") } { $amount } { $amount ->
        [one] blessure
       *[other] blessures
    } de combat { A($card) } ({ $total ->
        [one] { $total } blessure marquée
       *[other] { $total } blessures marquées
    } en tout).
step-blocked_no_blockers = { CAP(SUBJECT($card)) } { VERB($card, "est", "sont") } { AGREE($card, "bloqué") } mais plus aucune créature ne { LE($card, "bloque") } : { PRONOUN($card) } n'{ VERB($card, "inflige", "infligent") } pas de blessures de combat.
step-trample_no_blockers = { CAP(SUBJECT($card)) } { VERB($card, "a", "ont") } le piétinement et plus aucune créature ne { LE($card, "bloque") } : toutes { VERB($card, "ses", "leurs") } blessures vont au joueur.
step-trample_excess = { CAP(SUBJECT($card)) } { VERB($card, "a", "ont") } le piétinement : après des blessures mortelles à ses bloqueurs, { $amount } { $amount ->
        [one] blessure va
       *[other] blessures vont
    } au joueur.
step-damage_divided = Le contrôleur { DE($card) } répartit { VERB($card, "ses", "leurs") } blessures de combat entre { VERB($card, "ses", "leurs") } bloqueurs, dans l'ordre.
step-assigned_to_creature = { CAP(SUBJECT($card)) } { VERB($card, "assigne", "assignent") } { $amount } { $amount ->
        [one] blessure
       *[other] blessures
    } de combat { A($blocker) }, au choix de { VERB($card, "son", "leur") } contrôleur.
step-assigned_to_player = { CAP(SUBJECT($card)) } { PERSON($player) ->
        [you] vous { VERB($card, "assigne", "assignent") }
       *[other] { VERB($card, "assigne", "assignent") }
    } { $amount } { $amount ->
        [one] blessure
       *[other] blessures
    } de combat{ PERSON($player) ->
        [you] {""}
       *[other] { " " }{ A($player) }
    }, au choix de { VERB($card, "son", "leur") } contrôleur.
ill-assign_total = { CAP(SUBJECT($card)) } { VERB($card, "doit", "doivent") } assigner toutes { VERB($card, "ses", "leurs") } blessures de combat, { $power } ({ VERB($card, "sa", "leur") } force) ; le message en assigne { $given }.
ill-assign_player_without_trample = { CAP(SUBJECT($card)) } { VERB($card, "est", "sont") } { AGREE($card, "bloqué") } et n'{ VERB($card, "a", "ont") } pas le piétinement ; toutes { VERB($card, "ses", "leurs") } blessures de combat vont aux créatures qui { LE($card, "bloquent") }, aucune au joueur.
ill-assign_lethal_first = { CAP(SUBJECT($card)) } { VERB($card, "a", "ont") } le piétinement, mais des blessures ne peuvent aller au joueur qu'une fois des blessures mortelles assignées à chaque créature qui { LE($card, "bloque") } ; { SUBJECT($blocker) } en { VERB($blocker, "demande", "demandent") } { $lethal }.
ill-assign_not_blocking = { CAP(SUBJECT($blocker)) } ne { VERB($blocker, "bloque", "bloquent") } pas { SUBJECT($card) } ; une créature bloquée n'assigne ses blessures de combat qu'aux créatures qui la bloquent.
err-assign_which_attacker = De quelle créature les blessures de combat sont-elles assignées ? Nommez la créature attaquante bloquée.
step-removed_from_combat = La phase de combat se termine : toutes les créatures sont retirées du combat.
ill-stack_not_empty_to_move_on = La partie ne peut pas passer { A($step) } tant que la pile contient { $stack } ; tout le monde doit passer et la laisser se résoudre d'abord.
ill-attack_not_your_turn = { PERSON($player) ->
        [you] Vous ne pouvez pas attaquer ; ce n'est pas votre tour, et seul le joueur actif déclare des attaquants.
       *[other] { CAP($player) } ne peut pas attaquer ; seul le joueur actif déclare des attaquants.
    }
ill-attackers_already_declared = Les attaquants se déclarent une fois par combat, au début de l'étape de déclaration des attaquants (on est dans { $step }).
ill-attacker_not_creature = { CAP(SUBJECT($card)) } { VERB($card, "n'est", "ne sont") } pas une créature ; { PRONOUN($card) } ne { VERB($card, "peut", "peuvent") } pas attaquer.
ill-attacker_tapped = { CAP(SUBJECT($card)) } { VERB($card, "est", "sont") } { AGREE($card, "engagé") }, or seules les créatures dégagées peuvent attaquer.
ill-attacker_sick = { CAP(SUBJECT($card)) } { VERB($card, "n'est", "ne sont") } pas { AGREE($card, "contrôlé") } sans interruption depuis le début du tour de { VERB($card, "son", "leur") } contrôleur et n'{ VERB($card, "a", "ont") } pas la célérité ; { PRONOUN($card) } ne { VERB($card, "peut", "peuvent") } pas attaquer.
ill-attacker_defender = { CAP(SUBJECT($card)) } { VERB($card, "a", "ont") } le défenseur ; { PRONOUN($card) } ne { VERB($card, "peut", "peuvent") } pas attaquer.
ill-block_own_turn = { PERSON($player) ->
        [you] Vous êtes le joueur actif
       *[other] { CAP($player) } est le joueur actif
    } ; c'est le joueur défenseur qui déclare les bloqueurs.
ill-nothing_attacks = Aucune créature n'attaque ; il n'y a rien à bloquer.
ill-blockers_already_declared = Les bloqueurs se déclarent au début de l'étape de déclaration des bloqueurs (on est dans { $step }).
ill-blocker_not_creature = { CAP(SUBJECT($card)) } { VERB($card, "n'est", "ne sont") } pas une créature ; { PRONOUN($card) } ne { VERB($card, "peut", "peuvent") } pas bloquer.
ill-blocker_tapped = { CAP(SUBJECT($card)) } { VERB($card, "est", "sont") } { AGREE($card, "engagé") }, or seules les créatures dégagées peuvent bloquer.
ill-blocker_already_blocks = { CAP(SUBJECT($card)) } { VERB($card, "bloque", "bloquent") } déjà une créature ; { PRONOUN($card) } ne { VERB($card, "peut", "peuvent") } en bloquer qu'une.
ill-not_attacking = { CAP(SUBJECT($card)) } n'{ VERB($card, "attaque", "attaquent") } pas ; on ne peut pas { LE($card, "bloquer") }.
ill-cant_block_flying = { CAP(SUBJECT($card)) } { VERB($card, "a", "ont") } le vol ; { SUBJECT($blocker) } n'{ VERB($blocker, "a", "ont") } ni le vol ni la portée et ne { VERB($blocker, "peut", "peuvent") } pas { LE($card, "bloquer") }.
step-step_skipped = { ID($step) ->
        [first_strike_damage] Aucune créature au combat n'a l'initiative ni la double initiative : il n'y a pas d'étape de blessures de combat d'initiative.
       *[other] { CAP($step) } est sautée.
    }
step-another_cleanup = Un joueur a reçu la priorité pendant le nettoyage : une nouvelle étape de nettoyage suit.
ill-no_priority_in_step = Personne ne reçoit la priorité pendant { $step } ; aucun sort ne peut être lancé ni aucune capacité activée.
step-ability_triggers = Une capacité { DE($card) } se déclenche ({ $trigger }) ; elle attend d'être mise sur la pile.
step-trigger_target_assumed = Cible de la capacité déclenchée { DE($card) } : { $targets } (supposée, car la langue de jeu n'a pas de ligne pour l'écrire).

## keyword and static abilities (issue 11)
step-damage_prevented_protection = { CAP(SUBJECT($source)) } { VERB($source, "infligerait", "infligeraient") } { $amount } { $amount ->
        [one] blessure
       *[other] blessures
    } { A($card) }, mais { SUBJECT($card) } { VERB($card, "a", "ont") } la protection contre { $quality } : ces blessures sont prévenues.
step-damage_as_counters = { CAP(SUBJECT($source)) } { VERB($source, "inflige", "infligent") } { $amount } { $amount ->
        [one] blessure
       *[other] blessures
    } { A($card) } sous forme de marqueurs -1/-1 ({ WORDS($amount) } { $amount ->
        [one] marqueur placé
       *[other] marqueurs placés
    } sur la créature).
step-deathtouch_damage = { CAP(SUBJECT($source)) } { VERB($source, "a", "ont") } le contact mortel : { SUBJECT($card) } { VERB($card, "a", "ont") } subi { VERB($source, "ses", "leurs") } blessures et { VERB($card, "sera", "seront") } { AGREE($card, "détruit") } lors de la vérification des actions basées sur un état.
step-damage_poison = { CAP(SUBJECT($source)) } { VERB($source, "a", "ont") } l'infection : ses { $amount } { $amount ->
        [one] blessure donne
       *[other] blessures donnent
    } { WORDS($amount) } { $amount ->
        [one] marqueur
       *[other] marqueurs
    } poison { PERSON($player) ->
        [you] à vous
       *[other] { A($player) }
    } (total { $total }).
step-lifelink = { CAP(SUBJECT($source)) } { VERB($source, "a", "ont") } le lien de vie : { PERSON($player) ->
        [you] vous gagnez
       *[other] { $player } gagne
    } { $amount ->
        [one] { $amount } point de vie
       *[other] { $amount } points de vie
    } ({ $life } au total).
step-indestructible = { CAP(SUBJECT($card)) } { VERB($card, "est", "sont") } { AGREE($card, "indestructible") }, donc { PRONOUN($card) } { VERB($card, "n'est", "ne sont") } pas { AGREE($card, "détruit") }.
step-cant_be_countered = { CAP(SUBJECT($card)) } ne { VERB($card, "peut", "peuvent") } pas être { AGREE($card, "contrecarré") } et { VERB($card, "reste", "restent") } sur la pile.
sba-poison = Action basée sur un état : { PERSON($player) ->
        [you] vous avez { WORDS($count) } marqueurs poison et perdez la partie.
       *[other] { $player } a { WORDS($count) } marqueurs poison et perd la partie.
    }
sba-deathtouch = Action basée sur un état : { SUBJECT($card) } { VERB($card, "a", "ont") } subi des blessures d'une source avec le contact mortel et { VERB($card, "est", "sont") } { AGREE($card, "détruit") }.
step-flash_timing = { CAP(SUBJECT($card)) } { VERB($card, "a", "ont") } le flash : { PRONOUN($card) } { VERB($card, "peut", "peuvent") } être { AGREE($card, "lancé") } à tout moment où son contrôleur pourrait lancer un éphémère.
ill-split_second = { CAP(SUBJECT($spell)) } { VERB($spell, "a", "ont") } la fraction de seconde ; tant que ce sort est sur la pile, aucun autre sort ne peut être lancé, { SUBJECT($card) } non plus.
ill-split_second_ability = { CAP(SUBJECT($spell)) } { VERB($spell, "a", "ont") } la fraction de seconde ; tant que ce sort est sur la pile, seules les capacités de mana peuvent être activées, pas cette capacité { DE($card) }.
ill-cast_only = { CAP(SUBJECT($card)) } ne { VERB($card, "peut", "peuvent") } être { AGREE($card, "lancé") } que { $when } ; on est dans { $step }.
ill-opponents_cant_cast = { CAP(SUBJECT($source)) } { VERB($source, "empêche", "empêchent") } les adversaires { VERB($source, "de son", "de leur") } contrôleur de lancer des sorts pendant le tour de celui-ci ; { SUBJECT($card) } ne { VERB($card, "peut", "peuvent") } pas être { AGREE($card, "lancé") }.
ill-cant_activate_static = { CAP(SUBJECT($source)) } { VERB($source, "empêche", "empêchent") } d'activer cette capacité { DE($card) }.
ill-chosen_cant_cast = À cause { DE($source) } et du choix fait à son arrivée ({ $value }), { SUBJECT($card) } ne { VERB($card, "peut", "peuvent") } pas être { AGREE($card, "lancé") }.
ill-chosen_cant_activate = À cause { DE($source) }, qui a nommé { $card } à son arrivée, les capacités activées { DE($card) } ne peuvent pas être activées.
ill-target_protected = { CAP(SUBJECT($target)) } { VERB($target, "a", "ont") } { ID($ability) ->
        [protection] la protection
       *[other] la défense talismanique
    } contre { $quality }, { PRONOUN($target) } ne { VERB($target, "peut", "peuvent") } donc pas être la cible de ce sort ou de cette capacité.
ill-target_keyword = { CAP(SUBJECT($target)) } { VERB($target, "a", "ont") } { $ability }, { PRONOUN($target) } ne { VERB($target, "peut", "peuvent") } donc pas être la cible de ce sort ou de cette capacité.
ill-attacker_cant_attack = { CAP(SUBJECT($card)) } ne { VERB($card, "peut", "peuvent") } pas attaquer.
ill-blocker_cant_block = { CAP(SUBJECT($card)) } ne { VERB($card, "peut", "peuvent") } pas bloquer.
ill-cant_block_protected = { CAP(SUBJECT($card)) } { VERB($card, "a", "ont") } la protection contre { $quality }, { SUBJECT($blocker) } ne { VERB($blocker, "peut", "peuvent") } donc pas { LE($card, "bloquer") }.
ill-cant_block_evasion = { CAP(SUBJECT($card)) } { VERB($card, "a", "ont") } { $ability }, { SUBJECT($blocker) } ne { VERB($blocker, "peut", "peuvent") } donc pas { LE($card, "bloquer") }.
ill-shadow_blocker = { CAP(SUBJECT($blocker)) } { VERB($blocker, "a", "ont") } la distorsion, { PRONOUN($blocker) } ne { VERB($blocker, "peut", "peuvent") } donc bloquer que des créatures avec la distorsion, et { SUBJECT($card) } ne { VERB($card, "l'a", "l'ont") } pas.
step-can_block_flyer = { CAP(SUBJECT($blocker)) } { VERB($blocker, "a", "ont") } { $ability } : { PRONOUN($blocker) } { VERB($blocker, "peut", "peuvent") } bloquer { $card }, qui a le vol.
ill-menace_one_blocker = { CAP(SUBJECT($card)) } { VERB($card, "a", "ont") } la menace ; { PRONOUN($card) } ne { VERB($card, "peut", "peuvent") } être { AGREE($card, "bloqué") } que par deux créatures ou plus, or { SUBJECT($blocker) } { VERB($blocker, "est", "sont") } { AGREE($blocker, "seul") } à { LE($card, "bloquer") }.
step-deathtouch_lethal = { CAP(SUBJECT($card)) } { VERB($card, "a", "ont") } le contact mortel : { $amount ->
        [one] { $amount } blessure suffit à être mortelle
       *[other] { $amount } blessures suffisent à être mortelles
    } pour { $blocker } lors de l'attribution des blessures de combat.
err-helper_needs_cards = Dites quelles cartes paient par { $helper } : « en engageant <carte> pour la convocation », « en exilant <carte> pour la fouille », « en engageant <carte> pour l'improvisation ».
step-helper_paid = { CAP(SUBJECT($card)) } { VERB($card, "paie", "paient") } { $mana } du coût ({ $helper }).
ill-no_such_helper = { CAP(SUBJECT($card)) } n'{ VERB($card, "a", "ont") } pas { $helper } ; des cartes ne peuvent pas le payer de cette façon.
ill-helper_too_many = { CAP(SUBJECT($card)) } ne { VERB($card, "peut", "peuvent") } plus rien payer ({ $helper }) ; il ne reste rien du coût à payer ainsi.
ill-helper_wrong_kind = { CAP(SUBJECT($card)) } ne { VERB($card, "peut", "peuvent") } pas payer par { $helper } (la convocation engage des créatures, l'improvisation des artefacts).
ill-helper_tapped = { CAP(SUBJECT($card)) } { VERB($card, "est", "sont") } déjà { AGREE($card, "engagé") } ; on ne peut pas { LE($card, "engager") } de nouveau pour { $helper }.
ill-spectacle_condition = { CAP(SUBJECT($card)) } ne { VERB($card, "peut", "peuvent") } être { AGREE($card, "lancé") } pour { VERB($card, "son", "leur") } coût de spectacle que si un adversaire a perdu des points de vie ce tour-ci.
ill-surge_condition = { CAP(SUBJECT($card)) } ne { VERB($card, "peut", "peuvent") } être { AGREE($card, "lancé") } pour { VERB($card, "son", "leur") } coût de déferlement que si son lanceur a déjà lancé un autre sort ce tour-ci.
ill-prowl_condition = { CAP(SUBJECT($card)) } ne { VERB($card, "peut", "peuvent") } être { AGREE($card, "lancé") } pour { VERB($card, "son", "leur") } coût d'incursion que si une créature partageant un de ses types a infligé des blessures de combat à un joueur ce tour-ci.
err-emerge_needs_sacrifice = Lancer { $card } pour { VERB($card, "son", "leur") } coût d'émergence sacrifie une créature : dites laquelle (« en sacrifiant <créature> »).
step-buyback_to_hand = Le rappel a été payé : { SUBJECT($card) } { VERB($card, "retourne", "retournent") } dans la main de { VERB($card, "son", "leur") } propriétaire au lieu d'aller au cimetière.
step-gains_haste = { CAP(SUBJECT($card)) } { VERB($card, "a été", "ont été") } { AGREE($card, "lancé") } pour { VERB($card, "son", "leur") } coût { DE($alt) } : { PRONOUN($card) } { VERB($card, "a", "ont") } la célérité.
step-keyword_source_gone = { CAP(SUBJECT($card)) } { VERB($card, "n'est", "ne sont") } plus sur le champ de bataille : la capacité ne fait rien.
step-foretold = { PERSON($player) ->
        [you] Vous payez { "{2}" } et exilez
       *[other] { CAP($player) } paie { "{2}" } et exile
    } { $card } face cachée : la carte est prédite, et pourra être lancée pour son coût de prédiction à partir du tour suivant.
ill-no_foretell = { CAP(SUBJECT($card)) } n'{ VERB($card, "a", "ont") } pas la prédiction.
ill-foretell_not_your_turn = Une carte ne peut être prédite que pendant le tour de son propriétaire ; { CARD($card) } ne peut pas être prédite maintenant.
step-foretell_special_action = Prédire une carte est une action spéciale : elle n'utilise pas la pile, et le joueur garde la priorité.
ill-not_foretold = { CAP(CARD($card)) } n'a pas été prédite ; elle ne peut pas être lancée pour son coût de prédiction.
ill-foretold_this_turn = { CAP(CARD($card)) } a été prédite ce tour-ci ; elle ne peut être lancée pour son coût de prédiction qu'après la fin de ce tour.
ill-x_not_zero = X ne peut pas valoir 0 pour { $card }.
step-optional_cost_keyword = { CAP(SUBJECT($card)) } { VERB($card, "a", "ont") } un coût { DE($cost) } : c'est ce qui permet ce coût supplémentaire.
ill-ability_not_in_this_zone = Cette capacité { DE($card) } ne peut être activée que lorsque la carte est { PLACE($zone) }.
step-cycling = Recyclage { DE($card) } : une capacité activée qui ne fonctionne que depuis la main de son propriétaire, et dont le coût comprend la défausse de la carte.
step-enters_tapped = { CAP(SUBJECT($card)) } { VERB($card, "arrive", "arrivent") } sur le champ de bataille { AGREE($card, "engagé") }.
step-enters_with_counters = { CAP(SUBJECT($card)) } { VERB($card, "arrive", "arrivent") } sur le champ de bataille { $count ->
        [0] sans marqueur { $counter }
        [one] avec { WORDS($count) } marqueur { $counter }
       *[other] avec { WORDS($count) } marqueurs { $counter }
    }.
step-ward_triggers = La capacité de parade { DE(SUBJECT($card)) } se déclenche : { $spell } { LE($card, "cible") }.
step-ward_target_gone = Le sort ou la capacité qui a déclenché la parade { DE($card) } a quitté la pile : rien ne se passe.
step-ward_counters = La capacité de parade { DE($source) } contrecarre { $card } à moins { PERSON($player) ->
        [you] que vous ne payiez
       *[other] { QUE($player) } ne paie
    } le coût de parade.
step-ward_paid = { PERSON($player) ->
        [you] Vous payez
       *[other] { CAP($player) } paie
    } le coût de parade : { SUBJECT($card) } { VERB($card, "n'est", "ne sont") } pas { AGREE($card, "contrecarré") }.
step-ninjutsu_enters = { CAP(SUBJECT($card)) } { VERB($card, "est", "sont") } { AGREE($card, "mis") } sur le champ de bataille depuis { PERSON($player) ->
        [you] votre main
       *[other] la main { DE($player) }
    }, { AGREE($card, "engagé") } et { AGREE($card, "attaquant") } (sans avoir été { AGREE($card, "déclaré") } comme { AGREE($card, "attaquant") }).
step-indestructible_survives = { CAP(SUBJECT($card)) } { VERB($card, "est", "sont") } { AGREE($card, "indestructible") } : des blessures mortelles ne { LE($card, "détruisent") } pas ({ $damage } { $damage ->
        [one] blessure reste marquée
       *[other] blessures restent marquées
    }).
step-keyword_triggers = La capacité { DE(BARE($ability)) } { DE($card) } se déclenche ; elle attend d'être mise sur la pile.
step-doesnt_untap = { CAP(SUBJECT($card)) } ne { VERB($card, "se dégage", "se dégagent") } pas pendant l'étape de dégagement de { VERB($card, "son", "leur") } contrôleur.

## combat restrictions (issue 11)
ill-land_not_from_hand = { CAP(SUBJECT($card)) } { VERB($card, "est", "sont") } { PLACE($zone) } ; un terrain se joue depuis la main, et rien ne permet de { LE($card, "jouer") } depuis cette zone.
ill-too_many_attackers = { CAP(WORDS($declared, "f")) } créatures sont déclarées comme attaquantes, mais à cause { DE($source) } { $count ->
        [one] une seule créature peut attaquer
       *[other] { WORDS($count, "f") } créatures au plus peuvent attaquer
    } à chaque combat.
ill-too_many_blockers = { CAP(WORDS($declared, "f")) } créatures sont déclarées comme bloqueuses, mais à cause { DE($source) } { $count ->
        [one] une seule créature peut bloquer
       *[other] { WORDS($count, "f") } créatures au plus peuvent bloquer
    } à chaque combat.
ill-cant_attack_alone = { CAP(SUBJECT($card)) } ne { VERB($card, "peut", "peuvent") } pas attaquer { AGREE($card, "seul") }.
ill-attack_unless_defender_controls = { CAP(SUBJECT($card)) } ne { VERB($card, "peut", "peuvent") } attaquer que si le joueur défenseur contrôle un permanent de type { $subtype }.
ill-must_attack = { CAP(SUBJECT($card)) } { VERB($card, "attaque", "attaquent") } à chaque combat si possible ; { PRONOUN($card) } { VERB($card, "peut", "peuvent") } attaquer, { PRONOUN($card) } { VERB($card, "doit", "doivent") } donc être { AGREE($card, "déclaré") } comme { AGREE($card, "attaquant") }.
ill-blocks_only_flying = { CAP(SUBJECT($blocker)) } ne { VERB($blocker, "peut", "peuvent") } bloquer que des créatures avec le vol, et { SUBJECT($card) } n'{ VERB($card, "a", "ont") } pas le vol.
ill-attacks_only_alone = { CAP(SUBJECT($card)) } ne { VERB($card, "peut", "peuvent") } attaquer que { AGREE($card, "seul") } ; aucune autre créature ne peut attaquer en même temps.
ill-cant_block_kind = { CAP(SUBJECT($blocker)) } ne { VERB($blocker, "peut", "peuvent") } pas bloquer { $card } ; sa capacité lui interdit de bloquer ce genre de créature.
ill-cant_attack_player = { CAP(SUBJECT($card)) } ne { VERB($card, "peut", "peuvent") } pas { PERSON($player) ->
        [you] vous attaquer
       *[other] attaquer { $player }
    } ; { $source } l'interdit.
ill-goaded_attacks_other = { CAP(SUBJECT($card)) } { VERB($card, "est", "sont") } { AGREE($card, "incité") } ; { PRONOUN($card) } { VERB($card, "doit", "doivent") } attaquer un autre joueur { PERSON($player) ->
        [you] que vous
       *[other] { QUE($player) }
    } si possible.
ill-blocker_power_restriction = { CAP(SUBJECT($blocker)) } ne { VERB($blocker, "peut", "peuvent") } pas bloquer { $card } ; sa capacité interdit de bloquer une créature de cette force.
ill-max_one_blocker = { CAP(SUBJECT($card)) } ne { VERB($card, "peut", "peuvent") } pas être { AGREE($card, "bloqué") } par plus d'une créature.
ill-min_blockers = { CAP(SUBJECT($card)) } ne { VERB($card, "peut", "peuvent") } être { AGREE($card, "bloqué") } que par { WORDS($count, "f") } créatures ou plus.
ill-cant_block_alone = { CAP(SUBJECT($card)) } ne { VERB($card, "peut", "peuvent") } pas bloquer { AGREE($card, "seul") }.
ill-must_block = { CAP(SUBJECT($card)) } { VERB($card, "bloque", "bloquent") } à chaque combat si possible ; { PRONOUN($card) } { VERB($card, "peut", "peuvent") } bloquer un attaquant, { PRONOUN($card) } { VERB($card, "doit", "doivent") } donc bloquer.
err-choose_crew = Pour piloter { $card }, il faut engager des créatures de force totale { $count } ou plus : dites lesquelles (« en engageant <créature> »).
ill-crew_creature = { CAP(SUBJECT($card)) } ne { VERB($card, "peut", "peuvent") } pas piloter ; seule une créature dégagée de son contrôleur, autre que le véhicule, le peut.
ill-crew_power = Le pilotage { $count } demande des créatures de force totale { $count } ou plus ; celles nommées ont { $power }.
step-crew_tapped = { CAP(SUBJECT($card)) } { VERB($card, "est", "sont") } { AGREE($card, "engagé") } pour piloter (force { $power }).
step-crewed = { CAP(SUBJECT($card)) } { VERB($card, "est", "sont") } { AGREE($card, "piloté") } : { PRONOUN($card) } { VERB($card, "devient", "deviennent") } une créature-artefact jusqu'à la fin du tour.
step-unearthed = { CAP(SUBJECT($card)) } { VERB($card, "revient", "reviennent") } { PERSON($player) ->
        [you] de votre cimetière
       *[other] du cimetière { DE($player) }
    } sur le champ de bataille avec la célérité ; { PRONOUN($card) } { VERB($card, "sera", "seront") } { AGREE($card, "exilé") } au début de la prochaine étape de fin.
step-unearthed_exiled = { CAP(SUBJECT($card)) } { VERB($card, "a", "ont") } été { AGREE($card, "exhumé") } : { PRONOUN($card) } { VERB($card, "est", "sont") } { AGREE($card, "exilé") } au lieu d'aller en zone { $zone }.
step-returns_with_counter = { CAP(SUBJECT($card)) } { VERB($card, "revient", "reviennent") } sur le champ de bataille avec un marqueur { $counter }.
step-no_legal_choice = Rien ne peut être choisi pour la capacité { DE($card) } : elle ne fait rien.
step-upkeep_cost_paid = { PERSON($player) ->
        [you] Vous payez
       *[other] { CAP($player) } paie
    } le coût : { SUBJECT($card) } { VERB($card, "reste", "restent") } sur le champ de bataille.
ill-not_face_down = { CAP(SUBJECT($card)) } n'{ VERB($card, "est", "sont") } pas face cachée ; il n'y a rien à retourner.
ill-no_morph_cost = { CAP(SUBJECT($card)) } n'{ VERB($card, "a", "ont") } pas de coût de mue ; { PRONOUN($card) } ne { VERB($card, "peut", "peuvent") } pas être { AGREE($card, "retourné") } ainsi.
step-turned_face_up = { PERSON($player) ->
        [you] Vous payez
       *[other] { CAP($player) } paie
    } son coût de mue et { SUBJECT($card) } { VERB($card, "est", "sont") } { AGREE($card, "retourné") } face visible.
step-turn_face_up_special_action = Retourner face visible un permanent face cachée est une action spéciale : elle n'utilise pas la pile et on ne peut pas y répondre.

step-not_enforced = { CAP($card) } : « { $sentence } » — le moteur n'applique pas cette capacité ; la suite peut différer de ce que donnent les règles.
step-jump_start_exile = { CAP(SUBJECT($card)) } { VERB($card, "a", "ont") } été { AGREE($card, "lancé") } grâce à « relancez » : { PRONOUN($card) } { VERB($card, "est", "sont") } { AGREE($card, "exilé") } au lieu d'aller en zone { $zone }.
step-counter_removed = { $count ->
        [one] Un marqueur { $counter } est retiré
       *[other] { CAP(WORDS($count)) } marqueurs { $counter } sont retirés
    } { DE($card) }.
ill-unleashed_cant_block = { CAP(SUBJECT($card)) } { VERB($card, "a", "ont") } un marqueur +1/+1 et l'emportement ; { PRONOUN($card) } ne { VERB($card, "peut", "peuvent") } pas bloquer.
ill-lure_must_block = Toutes les créatures capables de bloquer { $card } doivent le faire, et { SUBJECT($blocker) } ne { VERB($blocker, "bloque", "bloquent") } rien.
ill-must_be_blocked = { CAP(SUBJECT($card)) } { VERB($card, "doit", "doivent") } être { AGREE($card, "bloqué") } si possible, et { SUBJECT($blocker) } { VERB($blocker, "pourrait", "pourraient") } { LE($card, "bloquer") }.
step-damage_prevented_self = { CAP(SUBJECT($card)) } { VERB($card, "prévient", "préviennent") } { $amount ->
        [one] la blessure
       *[other] les { $amount } blessures
    } venant { DE($source) }.

## capacités statiques appliquées aux permanents (613)
step-static_pt = À cause { DE($sources) }, { SUBJECT($card) } { VERB($card, "est", "sont") } maintenant { $pt }.
step-static_abilities = À cause { DE($sources) }, { SUBJECT($card) } { VERB($card, "a", "ont") } { $ability }.
step-static_loses = À cause { DE($sources) }, { SUBJECT($card) } { VERB($card, "perd", "perdent") } { $ability }.
step-enters_as_copy = { CAP(SUBJECT($card)) } { VERB($card, "arrive", "arrivent") } sur le champ de bataille en tant que copie de { $copied }.
step-assigns_by_toughness = { CAP(SUBJECT($card)) } { VERB($card, "attribue", "attribuent") } des blessures de combat égales à son endurance plutôt qu'à sa force : { $amount }.
step-chosen_as_enters = { CAP(SUBJECT($card)) } { VERB($card, "arrive", "arrivent") } sur le champ de bataille ; { PERSON($player) ->
        [you] vous choisissez
       *[other] { $player } choisit
    } { $what } : { $value }.
step-count_unknown_zone = { CAP(SUBJECT($card)) } { VERB($card, "compte", "comptent") } les cartes { PERSON($player) ->
        [you] { ID($zone) ->
            [hand] de votre main
            [library] de votre bibliothèque
            [exile] de votre exil
           *[other] de votre cimetière
        }
       *[other] { ID($zone) ->
            [hand] de la main { DE($player) }
            [library] de la bibliothèque { DE($player) }
            [exile] de l'exil { DE($player) }
           *[other] du cimetière { DE($player) }
        }
    }, que le message ne décrit pas : la valeur retenue, { $value }, ne compte que les cartes qu'il indique ; la vraie valeur peut être plus grande.
step-count_unknown_zones = { CAP(SUBJECT($card)) } { VERB($card, "compte", "comptent") } les cartes { ID($zone) ->
        [hand] de mains
        [library] de bibliothèques
        [exile] de l'exil
       *[other] de cimetières
    } que le message ne décrit pas : la valeur retenue, { $value }, ne compte que les cartes qu'il indique ; la vraie valeur peut être plus grande.
step-assumed_as_enters = { PERSON($player) ->
        [you] Vous n'avez écrit aucun choix
       *[other] Aucun choix n'est écrit pour { $player }
    } ({ $what }) pour { $card } : on suppose { $value }.
ill-player_target_keyword = { PERSON($player) ->
        [you] Vous avez { $ability }, vous ne pouvez donc pas
       *[other] { CAP($player) } a { $ability }, il ne peut donc pas
    } être la cible de ce sort ou de cette capacité.
step-cant_gain_life = { PERSON($player) ->
        [you] Vous ne pouvez pas
       *[other] { CAP($player) } ne peut pas
    } gagner de points de vie à cause { DE($source) } : { $amount ->
        [one] le point de vie n'est pas gagné
       *[other] les { $amount } points de vie ne sont pas gagnés
    }.
ill-cant_play_lands = À cause { DE($source) }, aucun terrain ne peut être joué.
step-additional_land = { CAP($source) } permet de jouer ce terrain : le terrain numéro { $count } de ce tour.
step-doesnt_lose = À cause { DE($source) }, { PERSON($player) ->
        [you] vous ne perdez pas
       *[other] { $player } ne perd pas
    } la partie.
step-static_control = À cause { DE($source) }, { PERSON($player) ->
        [you] vous contrôlez
       *[other] { $player } contrôle
    } maintenant { $card }.

## autres capacités mot-clé (702)
step-storm_copies = Déluge : { $count ->
        [one] une copie
       *[other] { WORDS($count, "f") } copies
    } { DE($card) } { $count ->
        [one] est mise
       *[other] sont mises
    } sur la pile, une pour chaque autre sort lancé plus tôt ce tour-ci.
step-rebound_exiled = { CAP(SUBJECT($card)) } { VERB($card, "a", "ont") } été { AGREE($card, "lancé") } depuis une main : { PRONOUN($card) } { VERB($card, "est", "sont") } { AGREE($card, "exilé") } au lieu d'aller au cimetière (rebond), pour être relancé au prochain entretien de son propriétaire.
step-suspended = { PERSON($player) ->
        [you] Vous suspendez
       *[other] { CAP($player) } suspend
    } { $card } : la carte est exilée avec { WORDS($count) } { $count ->
        [one] marqueur
       *[other] marqueurs
    } « temps ».
step-suspend_special_action = La suspension est une action spéciale : elle n'utilise pas la pile.
step-time_counter_removed = Un marqueur « temps » est retiré { DE($card) } (reste { $count }).
step-free_cast = { PERSON($player) ->
        [you] Vous lancez
       *[other] { CAP($player) } lance
    } { $card } sans payer { VERB($card, "son", "leur") } coût de mana ({ $alt }), pendant la résolution de la capacité.
step-free_cast_assumed = Aucune ligne ne parle de lancer { $card } : aucun choix n'est nécessaire, on suppose que la carte est lancée.
step-free_cast_assumed_declined = Aucune ligne ne lance { $card } (il faut des cibles ou des choix) : on suppose que la carte n'est pas lancée.
step-paired = { CAP(SUBJECT($card)) } { VERB($card, "est", "sont") } { AGREE($card, "associé") } à { $other } (association d'âmes).
step-unpaired = { CAP(SUBJECT($card)) } n'{ VERB($card, "est", "sont") } plus { AGREE($card, "associé") }.
step-city_blessing = { PERSON($player) ->
        [you] Vous obtenez
       *[other] { CAP($player) } obtient
    } la bénédiction de la cité pour le reste de la partie ({ $source } : dix permanents).
step-umbra_armor = { CAP(SUBJECT($card)) } { VERB($card, "devrait", "devraient") } être { AGREE($card, "détruit") } : à la place { VERB($card, "ses", "leurs") } blessures sont retirées et { SUBJECT($aura) } { VERB($aura, "est", "sont") } { AGREE($aura, "détruit") } (armure d'ombre).
ill-no_suspend = { CAP(SUBJECT($card)) } n'{ VERB($card, "a", "ont") } pas la suspension.
ill-listed_too_few = Le paiement utilise { WORDS($written, "f") } cartes nommées { BARE($card) }, mais le champ de bataille que le message décrit pour { PERSON($player) ->
        [you] vous
       *[other] { $player }
    } n'en compte que { $have } ; le coût ne peut pas être payé.

## a player the message names without declaring (the contract's me / opponent, as written)
player-me_written = moi
player-opponent_written = l'adversaire

## capacités mot-clé de combat (issue 11 : provocation, frénésie, myriade, empoisonnement, ingestion, absorption)
step-provoked = { CAP(SUBJECT($card)) } { VERB($card, "est", "sont") } { AGREE($card, "provoqué") } : { PRONOUN($card) } { VERB($card, "doit", "doivent") } bloquer { $attacker } pendant ce combat si possible.
ill-provoked_must_block = { CAP(SUBJECT($blocker)) } { VERB($blocker, "a", "ont") } été { AGREE($blocker, "provoqué") } par { $card } et { VERB($blocker, "doit", "doivent") } { LE($card, "bloquer") } si possible.
step-myriad_no_other_opponent = Myriade { DE($card) } : le joueur défenseur est le seul adversaire, aucun jeton n'est créé.
step-myriad_token = Une copie-jeton { DE($card) } arrive engagée et { PERSON($player) ->
        [you] vous attaquant
       *[other] attaquant { $player }
    } (myriade).
step-poison_counters = { PERSON($player) ->
        [you] Vous recevez
       *[other] { CAP($player) } reçoit
    } { $count ->
        [one] un marqueur « poison »
       *[other] { WORDS($count) } marqueurs « poison »
    } (maintenant { $total }).
step-ingest_exiled = { PERSON($player) ->
        [you] Vous exilez la carte du dessus de votre bibliothèque
       *[other] { CAP($player) } exile la carte du dessus de sa bibliothèque
    }, { $card } (ingestion).
step-ingest_unknown = { PERSON($player) ->
        [you] Vous exilez la carte du dessus de votre bibliothèque
       *[other] { CAP($player) } exile la carte du dessus de sa bibliothèque
    }, une carte que le message ne nomme pas (ingestion).
step-ingest_empty = { PERSON($player) ->
        [you] Votre bibliothèque
       *[other] La bibliothèque { DE($player) }
    } est vide : l'ingestion n'exile rien.
step-damage_absorbed = { CAP(SUBJECT($card)) } { VERB($card, "a", "ont") } l'absorption : { $amount } des blessures infligées par { $source } { $amount ->
        [one] est prévenue
       *[other] sont prévenues
    }.
step-hand_keyword_ability = { CAP($ability) } { DE($card) } : une capacité activée qui ne fonctionne que depuis la main de son propriétaire, et dont le coût comprend la défausse de la carte.

## capacités mot-clé des sorts (issue 11 : duplication, solarisation, dévorement)
step-spell_copies = { CAP($ability) } : { $count ->
        [one] une copie
       *[other] { WORDS($count, "f") } copies
    } { DE($card) } { $count ->
        [one] est mise
       *[other] sont mises
    } sur la pile au-dessus du sort.
step-sunburst = Solarisation : { SUBJECT($card) } { VERB($card, "arrive", "arrivent") } avec { $count ->
        [one] un marqueur { $counter }
       *[other] { WORDS($count) } marqueurs { $counter }
    }, un pour chaque couleur de mana dépensée pour { LE($card, "lancer") }.
step-devoured = { CAP(SUBJECT($card)) } { VERB($card, "a", "ont") } dévoré { $count ->
        [one] une créature
       *[other] { WORDS($count, "f") } créatures
    } : { PRONOUN($card) } { VERB($card, "arrive", "arrivent") } avec { $counters ->
        [one] un marqueur +1/+1
       *[other] { WORDS($counters) } marqueurs +1/+1
    }.
step-enters_tapped_by = À cause { DE($source) }, { SUBJECT($card) } { VERB($card, "arrive", "arrivent") } sur le champ de bataille { AGREE($card, "engagé") }.
step-as_enters_life_paid = Au moment où { SUBJECT($card) } { VERB($card, "arrive", "arrivent") } sur le champ de bataille, { PERSON($player) ->
        [you] vous payez
       *[other] { $player } paie
    } { $life ->
        [one] { $life } point de vie
       *[other] { $life } points de vie
    } : { PRONOUN($card) } { VERB($card, "arrive", "arrivent") } { AGREE($card, "dégagé") }.
step-assumed_as_enters_life = { PERSON($player) ->
        [you] Vous n'avez écrit aucun choix
       *[other] Aucun choix n'est écrit pour { $player }
    } pour { SUBJECT($card) } ({ $life } points de vie ou { AGREE($card, "engagé") }) : { $paid ->
        [yes] on suppose qu'ils sont payés, puisqu'une ligne suivante l'utilise
       *[other] on suppose qu'ils ne sont pas payés, donc { PRONOUN($card) } { VERB($card, "arrive", "arrivent") } { AGREE($card, "engagé") } (une ligne « je paie { $life } points de vie » juste après dit le contraire)
    }.
step-assumed_as_enters_reveal = Au moment où { SUBJECT($card) } { VERB($card, "arrive", "arrivent") } sur le champ de bataille, on suppose que { PERSON($player) ->
        [you] vous révélez
       *[other] { $player } révèle
    } { $revealed } depuis la main : { PRONOUN($card) } { VERB($card, "arrive", "arrivent") } { AGREE($card, "dégagé") }.
step-life_gain_replaced = À cause { DE($source) }, { PERSON($player) ->
        [you] vous gagnez
       *[other] { $player } gagne
    } { $amount ->
        [one] { $amount } point de vie
       *[other] { $amount } points de vie
    } à la place.
step-damage_prevented_static = À cause { DE($by) }, { $amount ->
        [one] { $amount } blessure
       *[other] { $amount } blessures
    } que { SUBJECT($source) } { VERB($source, "infligerait", "infligeraient") } { A($target) } { $amount ->
        [one] est prévenue
       *[other] sont prévenues
    }.
step-attack_tax = Attaquer avec { $count ->
        [one] une créature
       *[other] { WORDS($count, "f") } créatures
    } coûte { $cost } à cause { DE($sources) } : { PERSON($player) ->
        [you] vous le payez
       *[other] { $player } le paie
    } en déclarant les attaquants.
step-life_cant_change = À cause { DE($source) }, { PERSON($player) ->
        [you] votre total de points de vie
       *[other] le total de points de vie { DE($player) }
    } ne peut pas changer : { $amount ->
        [one] le point de vie n'est ni gagné ni perdu
       *[other] les { $amount } points de vie ne sont ni gagnés ni perdus
    }.
step-life_gain_reversed = À cause { DE($source) }, { PERSON($player) ->
        [you] vous perdez
       *[other] { $player } perd
    } { $amount ->
        [one] { $amount } point de vie
       *[other] { $amount } points de vie
    } au lieu de les gagner.
step-draw_forbidden = À cause { DE($source) }, { PERSON($player) ->
        [you] vous ne pouvez pas
       *[other] { $player } ne peut pas
    } piocher { $limit ->
        [0] de cartes
       *[other] plus d'une carte par tour
    } : la pioche n'a pas lieu.
step-draw_replaced = À cause { DE($source) }, { PERSON($player) ->
        [you] vous piochez
       *[other] { $player } pioche
    } { $count ->
        [one] { WORDS($count, "f") } carte
       *[other] { WORDS($count, "f") } cartes
    } au lieu d'une.
step-land_from_zone = À cause { DE($source) }, { SUBJECT($card) } { VERB($card, "est", "sont") } { AGREE($card, "joué") } { FROM($zone) }.
step-zone_replaced = { CAP(SUBJECT($card)) } { VERB($card, "devrait", "devraient") } { $event ->
        [dies] mourir
       *[other] aller dans un cimetière
    } : à cause { DE($source) }, { PRONOUN($card) } { VERB($card, "est", "sont") } { $place ->
        [exile] { AGREE($card, "exilé") }
        [hand] { AGREE($card, "renvoyé") } dans la main de { VERB($card, "son", "leur") } propriétaire
        [top] { AGREE($card, "mis") } au-dessus de la bibliothèque de { VERB($card, "son", "leur") } propriétaire
        [bottom] { AGREE($card, "mis") } au-dessous de la bibliothèque de { VERB($card, "son", "leur") } propriétaire
       *[shuffled] { AGREE($card, "mélangé") } dans la bibliothèque de { VERB($card, "son", "leur") } propriétaire
    } à la place (un effet de remplacement).
step-untap_limited = À cause { DE($source) }, { PERSON($player) ->
        [you] vous ne pouvez pas
       *[other] { $player } ne peut pas
    } dégager plus de { $count } de ces permanents : seuls { $cards } se dégagent.
step-untaps_in_others_step = À cause { DE($source) }, { SUBJECT($card) } se { VERB($card, "dégage", "dégagent") } pendant l'étape de dégagement d'un autre joueur.
step-draw_instead = À cause { DE($source) }, { PERSON($player) ->
        [you] vous devriez piocher
       *[other] { $player } devrait piocher
    } une carte : { $instead ->
        [skip] cette pioche n'a pas lieu
        [exile_top] la carte du dessus de la bibliothèque est exilée à la place
        [win_game] la partie est gagnée à la place
        [draw_and_lose] à la place, { $count } cartes sont piochées et { $life } points de vie sont perdus
        [counters] à la place, { $count } marqueurs { $counter } sont placés sur { $source }
       *[skip_and_you_draw] cette pioche n'a pas lieu et { PERSON($controller) ->
            [you] vous piochez
           *[other] { $controller } pioche
        } une carte à la place
    }.
step-damage_redirected_static = À cause { DE($by) }, { $amount ->
        [one] la blessure que { SUBJECT($source) } { VERB($source, "infligerait", "infligeraient") }
       *[other] les { $amount } blessures que { SUBJECT($source) } { VERB($source, "infligerait", "infligeraient") }
    } { A($target) } { $amount ->
        [one] est infligée
       *[other] sont infligées
    } { A($second) } à la place.
step-damage_to_counters = À cause { DE($by) }, { $amount ->
        [one] la blessure que { SUBJECT($source) } { VERB($source, "infligerait", "infligeraient") }
       *[other] les { $amount } blessures que { SUBJECT($source) } { VERB($source, "infligerait", "infligeraient") }
    } { A($target) } { $prevented ->
        [yes] { $amount ->
            [one] est prévenue, et
           *[other] sont prévenues, et
        }
       *[other] { $amount ->
            [one] n'est pas infligée :
           *[other] ne sont pas infligées :
        }
    } { $count ->
        [one] { $count } marqueur { $counter } est
       *[other] { $count } marqueurs { $counter } sont
    } { $action ->
        [remove] { $count ->
            [one] retiré
           *[other] retirés
        } de
       *[other] { $count ->
            [one] placé
           *[other] placés
        } sur
    } { $by } à la place.
step-mana_replaced = À cause { DE($source) }, { SUBJECT($card) } { VERB($card, "produit", "produisent") } { $mana } à la place.
step-trigger_suppressed = À cause { DE($source) }, { $event ->
        [dies] la mort { DE($target) } ne fait pas
       *[other] l'arrivée { DE($target) } sur le champ de bataille ne fait pas
    } se déclencher la capacité { DE($card) }.
step-triggers_again = À cause { DE($source) }, la capacité { DE($card) } se déclenche une fois de plus.
step-enter_cost_instead = { CAP(SUBJECT($card)) } { VERB($card, "devrait", "devraient") } arriver sur le champ de bataille : à la place, { $action ->
        [discard] { $count ->
            [one] { WORDS($count, "f") } carte doit être défaussée
           *[other] { WORDS($count, "f") } cartes doivent être défaussées
        }
       *[other] { $count ->
            [one] { WORDS($count) } permanent doit être sacrifié
           *[other] { WORDS($count) } permanents doivent être sacrifiés
        }
    } pour qu'{ PRONOUN($card) } y { VERB($card, "arrive", "arrivent") }.
step-enter_cost_unpaid = { CAP(SUBJECT($card)) } ne { VERB($card, "peut", "peuvent") } pas arriver sur le champ de bataille : ce qui est demandé à la place est impossible, { PRONOUN($card) } { VERB($card, "est", "sont") } donc { AGREE($card, "mis") } dans le cimetière de { VERB($card, "son", "leur") } propriétaire.
step-cant_be_caused = À cause { DE($source) }, { PERSON($player) ->
        [you] vous ne pouvez pas
       *[other] { $player } ne peut pas
    } { $action ->
        [search] chercher dans une bibliothèque
        [sacrifice] sacrifier de permanents
       *[discard] défausser de cartes
    } ici : cette partie de l'effet ne fait rien.
step-tokens_replaced = À cause { DE($source) }, { PERSON($player) ->
        [you] vous créez
       *[other] { $player } crée
    } { $count ->
        [one] { INDEF($card) }
       *[other] { WORDS($count) } { PLURAL($card) }
    } à la place.
step-counters_replaced = À cause { DE($source) }, { $count ->
        [one] { $count } marqueur { $counter } est placé
       *[other] { $count } marqueurs { $counter } sont placés
    } sur { SUBJECT($card) } à la place.
step-damage_replaced = À cause { DE($by) }, { SUBJECT($source) } { VERB($source, "inflige", "infligent") } { $amount ->
        [one] { $amount } blessure
       *[other] { $amount } blessures
    } { A($target) } à la place.
step-damage_unpreventable = À cause { DE($by) }, les blessures que { SUBJECT($source) } { VERB($source, "infligerait", "infligeraient") } ne peuvent pas être prévenues.
step-damage_life_floor = À cause { DE($by) }, les blessures ne peuvent pas faire passer { PERSON($player) ->
        [you] votre total de points de vie
       *[other] le total de points de vie { DE($player) }
    } sous { $floor } : { $amount ->
        [one] { $amount } blessure est infligée
       *[other] { $amount } blessures sont infligées
    } à la place.

## faces d'une carte et capacités qui changent le sort lancé (plugin keyword_faces)
step-cast_half = { CAP(SUBJECT($card)) } { VERB($card, "est", "sont") } une moitié { DE($whole) } : seule cette moitié est lancée, avec son coût et son texte.
step-cast_transformed = { CAP(SUBJECT($card)) } { VERB($card, "est", "sont") } { AGREE($card, "lancé") } { AGREE($card, "transformé") }, comme { $face }, sa face arrière (perturbation).
step-fused = { CAP(SUBJECT($card)) } { VERB($card, "est", "sont") } { AGREE($card, "lancé") } en fusion : un seul sort avec les coûts, les cibles et les instructions des deux moitiés, la moitié gauche d'abord.
step-overloaded = { CAP(SUBJECT($card)) } { VERB($card, "est", "sont") } { AGREE($card, "lancé") } pour le coût de surcharge : chaque « ciblé » du texte devient « chaque », le sort n'a donc pas de cible.
step-aftermath_exile = { CAP(SUBJECT($card)) } { VERB($card, "a", "ont") } été { AGREE($card, "lancé") } depuis un cimetière (répercussion) : { PRONOUN($card) } { VERB($card, "est", "sont") } { AGREE($card, "exilé") } au lieu d'être { AGREE($card, "mis") } { PLACE($zone) }.
ill-aftermath_zone = { CAP(SUBJECT($card)) } { VERB($card, "a", "ont") } la répercussion, donc cette moitié ne peut être lancée que depuis un cimetière, or { PRONOUN($card) } { VERB($card, "est", "sont") } { PLACE($zone) }.
ill-fuse_zone = Un sort partagé fusionné ne peut être lancé que depuis une main ; { SUBJECT($card) } { VERB($card, "est", "sont") } { PLACE($zone) }.
err-overload_unsupported = La surcharge { DE($card) } fait agir le sort sur chaque objet que désigne son mot « ciblé » ; le moteur ne sait pas encore prendre ce genre de cible en bloc.
step-enters_with_additional_counters = À cause { DE($source) }, { SUBJECT($card) } { VERB($card, "arrive", "arrivent") } sur le champ de bataille avec { WORDS($count) } { $count ->
        [one] marqueur
       *[other] marqueurs
    } { $counter } { $count ->
        [one] supplémentaire
       *[other] supplémentaires
    }.
step-chosen_counter_as_enters = { CAP(SUBJECT($card)) } { VERB($card, "arrive", "arrivent") } sur le champ de bataille ; { PERSON($player) ->
        [you] vous choisissez
       *[other] { $player } choisit
    } son marqueur : { $counter }.
step-assumed_counter_as_enters = { PERSON($player) ->
        [you] Vous n'avez écrit aucun choix
       *[other] Aucun choix n'est écrit pour { $player }
    } du marqueur avec lequel { $card } arrive sur le champ de bataille : on suppose { $counter }.
step-exerted = { PERSON($player) ->
        [you] Vous surmenez
       *[other] { CAP($player) } surmène
    } { SUBJECT($card) } au moment où { PRONOUN($card) } { VERB($card, "attaque", "attaquent") } : { PRONOUN($card) } ne se { VERB($card, "dégagera", "dégageront") } pas lors de la prochaine étape de dégagement de son contrôleur.
step-assumed_not_exerted = Aucune ligne ne dit si { SUBJECT($card) } { VERB($card, "est", "sont") } { AGREE($card, "surmené") } au moment où { PRONOUN($card) } { VERB($card, "attaque", "attaquent") } : on suppose que non (écrivez « { PERSON($player) ->
        [you] je surmène
       *[other] { $player } surmène
    } { $card } » juste après l'attaque pour { LE($card, "surmener") }).
ill-cant_exert = { CAP(SUBJECT($card)) } ne { VERB($card, "peut", "peuvent") } pas être { AGREE($card, "surmené") } maintenant ; seule une créature attaquante qui a « vous pouvez la surmener au moment où elle attaque » peut l'être, une fois au moment où elle attaque.
ill-cant_be_target = { CAP(SUBJECT($target)) } ne { VERB($target, "peut", "peuvent") } pas être la cible de ce sort ou de cette capacité (« { $sentence } »).
step-assigned_as_unblocked = { CAP(SUBJECT($card)) } { VERB($card, "attribue", "attribuent") } { VERB($card, "ses", "leurs") } blessures de combat comme si rien ne { LE($card, "bloquait") } : { PERSON($player) ->
        [you] vous recevez
       *[other] { $player } reçoit
    } les { $amount }.
step-assumed_not_as_unblocked = { CAP(SUBJECT($card)) } { VERB($card, "peut", "peuvent") } attribuer { VERB($card, "ses", "leurs") } blessures de combat comme si rien ne { LE($card, "bloquait") } ; aucune ligne ne le dit : on suppose qu'elles vont, comme d'habitude, aux créatures qui { LE($card, "bloquent") }.
step-enters_under_control = { CAP(SUBJECT($card)) } { VERB($card, "arrive", "arrivent") } sur le champ de bataille { PERSON($player) ->
        [you] sous votre contrôle
       *[other] sous le contrôle { DE($player) }
    }.
