### Arbitre : la formulation des effets de zones du plugin `effects_zones` (ticket 11). Écrit par le projet.

## étapes
step-nothing_to_untap = Il n'y a rien à dégager.
step-declines_optional_draw = { PERSON($player) ->
        [you] Vous ne piochez pas.
       *[other] { CAP($player) } ne pioche pas.
    }
step-looks_at_library = { PERSON($player) ->
        [you] Vous regardez
       *[other] { CAP($player) } regarde
    } le dessus de { PERSON($owner) ->
        [you] votre bibliothèque
       *[other] la bibliothèque { DE($owner) }
    } : { $cards }{ $unknown ->
        [0] {""}
        [one] {" "}et une carte inconnue (la bibliothèque n'est pas connue dans cette situation)
       *[other] {" "}et { WORDS($unknown, "f") } cartes inconnues (la bibliothèque n'est pas connue dans cette situation)
    }.
step-cant_pay_unless_cost = { PERSON($player) ->
        [you] Vous ne pouvez pas payer
       *[other] { CAP($player) } ne peut pas payer
    } le coût qui l'empêcherait (118.3).
step-declines_unless_cost = { PERSON($player) ->
        [you] Vous ne payez pas
       *[other] { CAP($player) } ne paie pas
    } le coût qui l'empêcherait.
step-unless_life_paid = { PERSON($player) ->
        [you] Vous payez { $amount } points de vie ({ $life } au total).
       *[other] { CAP($player) } paie { $amount } points de vie ({ $life } au total).
    }

## mots des paramètres
word-optional_draw = le joueur pioche (« peut piocher »)
    .kind = clause
word-untap_chosen = permanents dégagés : d'abord ceux, engagés, du contrôleur
word-exile_graveyard = carte du cimetière exilée

## obligations de combat jusqu'à la fin du tour
step-requirement_block_source = { CAP(SUBJECT($card)) } { VERB($card, "bloque", "bloquent") } { $source } ce tour-ci si possible.

## permissions
step-may_play_this_turn = { PERSON($player) ->
        [you] Vous pouvez
       *[other] { CAP($player) } peut
    } { $how ->
        [play] jouer
       *[other] lancer
    } { $cards } depuis l'exil ce tour-ci.
step-extra_land_this_turn = { PERSON($player) ->
        [you] Vous pouvez
       *[other] { CAP($player) } peut
    } jouer { $count ->
        [one] un terrain supplémentaire
       *[other] { WORDS($count) } terrains supplémentaires
    } ce tour-ci.

## cartes exilées ou révélées
step-exiled_from = { CAP(SUBJECT($card)) } { VERB($card, "est", "sont") } { AGREE($card, "exilé") } depuis { PERSON($player) ->
        [you] { ID($zone) ->
            [hand] votre main
           *[other] votre cimetière
        }
       *[other] { ID($zone) ->
            [hand] la main { DE($player) }
           *[other] le cimetière { DE($player) }
        }
    }.
step-nothing_to_exile = { PERSON($player) ->
        [you] Vous n'avez
       *[other] { CAP($player) } n'a
    } aucune carte à exiler là.
step-put_into_hand = { PERSON($player) ->
        [you] Vous mettez { $card } dans votre main.
       *[other] { CAP($player) } met { $card } dans sa main.
    }
step-reveals_card = { PERSON($player) ->
        [you] Vous révélez
       *[other] { CAP($player) } révèle
    } { $card }.
step-nothing_to_reveal = { PERSON($player) ->
        [you] Vous n'avez
       *[other] { CAP($player) } n'a
    } aucune carte en main à révéler.
word-random_reveal = carte révélée au hasard : la première de la main
step-removed_from_combat_effect = { CAP(SUBJECT($card)) } { VERB($card, "est", "sont") } { AGREE($card, "retiré") } du combat.
step-hand_shuffled_in = { PERSON($player) ->
        [you] Vous mélangez
       *[other] { CAP($player) } mélange
    } { $count ->
        [one] une carte
       *[other] { WORDS($count, "f") } cartes
    } de la main dans la bibliothèque (son ordre n'est plus connu).
word-discard_none = aucune carte n'est choisie
    .kind = clause
step-exiled_same_name = Les cartes nommées { BARE($card) } { PERSON($player) ->
        [you] dans votre cimetière, votre main et votre bibliothèque
       *[other] dans le cimetière, la main et la bibliothèque { DE($player) }
    } sont exilées : { $count ->
        [0] aucune
       *[other] { $cards }
    }.
word-all_found = toutes les cartes trouvées sont exilées
    .kind = clause
step-enters_attacking = { CAP(SUBJECT($card)) } { VERB($card, "arrive", "arrivent") } { AGREE($card, "attaquant") } (sans avoir été { AGREE($card, "déclaré") } comme { AGREE($card, "attaquant") }).
step-enters_not_attacking = { CAP(SUBJECT($card)) } { VERB($card, "arrive", "arrivent") }, mais pas { AGREE($card, "attaquant") } : { PERSON($player) ->
        [you] vous n'êtes
       *[other] { $player } n'est
    } pas le joueur attaquant d'un combat.
step-unknown_zone_choice = { PERSON($player) ->
        [you] { ID($zone) ->
            [hand] Votre main est inconnue
            [library] Votre bibliothèque est inconnue
            [exile] Votre exil est inconnu
           *[other] Votre cimetière est inconnu
        }
       *[other] { ID($zone) ->
            [hand] La main { DE($player) } est inconnue
            [library] La bibliothèque { DE($player) } est inconnue
            [exile] L'exil { DE($player) } est inconnu
           *[other] Le cimetière { DE($player) } est inconnu
        }
    } dans cette situation et aucune ligne ne dit quelle carte est choisie : la situation ci-dessous ne le montre pas (écrivez-le, par exemple « je choisis … »).
step-assumed_unknown_cards = { PERSON($player) ->
        [you] { ID($zone) ->
            [hand] Votre main est inconnue
            [library] Votre bibliothèque est inconnue
            [exile] Votre exil est inconnu
           *[other] Votre cimetière est inconnu
        }
       *[other] { ID($zone) ->
            [hand] La main { DE($player) } est inconnue
            [library] La bibliothèque { DE($player) } est inconnue
            [exile] L'exil { DE($player) } est inconnu
           *[other] Le cimetière { DE($player) } est inconnu
        }
    } dans cette situation : on suppose que { $count ->
        [one] la carte choisie est une carte inconnue
       *[other] les cartes choisies sont { $count } cartes inconnues
    }.
step-unknown_zone_card_named = { CAP(SUBJECT($card)) } { VERB($card, "est", "sont") } { AGREE($card, "pris") } parmi les cartes inconnues { PERSON($player) ->
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
    } (la ligne { LE($card, "nomme") }).
step-nothing_chosen = { PERSON($player) ->
        [you] Vous n'avez
       *[other] { CAP($player) } n'a
    } là aucune carte qui convienne : rien ne bouge.
word-move_hand = carte mise dans la main
word-move_battlefield = carte mise sur le champ de bataille
word-move_graveyard = carte mise au cimetière
word-move_exile = carte exilée
word-move_library_top = carte mise au-dessus de la bibliothèque
word-move_library_bottom = carte mise au-dessous de la bibliothèque
word-move_library_shuffle = carte mélangée dans la bibliothèque
step-reveals_unknown_hand = { PERSON($player) ->
        [you] Vous révélez votre main
       *[other] { CAP($player) } révèle sa main
    }, inconnue dans cette situation{ $count ->
        [0] {""}
       *[other] {""} (elle contient { $cards } et des cartes que le message ne cite pas)
    } : son contenu n'est pas connu.
step-looks_at_unknown_hand = { PERSON($player) ->
        [you] Vous regardez
       *[other] { CAP($player) } regarde
    } { PERSON($target) ->
        [you] votre main
       *[other] la main { DE($target) }
    }, inconnue dans cette situation{ $count ->
        [0] {""}
       *[other] {""} (elle contient { $cards } et des cartes que le message ne cite pas)
    } : son contenu n'est pas connu.
step-held_tapped = { CAP(SUBJECT($card)) } ne { VERB($card, "se dégage", "se dégagent") } pas pendant l'étape de dégagement de { VERB($card, "son", "leur") } contrôleur tant que { ID($condition) ->
        [tapped] { SUBJECT($source) } { VERB($source, "reste", "restent") } { AGREE($source, "engagé") }
       *[other] { PERSON($player) ->
            [you] vous contrôlez { $source }
           *[other] { $player } contrôle { $source }
        }
    }.
step-hold_already_over = { CAP(SUBJECT($card)) } n'{ VERB($card, "est", "sont") } plus sur le champ de bataille : l'effet qui garderait un permanent engagé tant qu'il y reste a déjà pris fin.
step-reveals_chosen = { PERSON($player) ->
        [you] Vous révélez
       *[other] { CAP($player) } révèle
    } { $count ->
        [0] aucune carte
        [one] une carte
       *[other] { $count } cartes
    } de { PERSON($player) ->
        [you] votre
       *[other] sa
    } main{ $count ->
        [0] {""}
       *[other] {" "}: { $cards }
    }.
word-reveal_any = cartes révélées

## un sort contrecarré qui va ailleurs qu'au cimetière de son propriétaire (614.1a : Remand, Memory Lapse, Spell Crumple)
step-countered_moved = { CAP(SUBJECT($card)) } { VERB($card, "va", "vont") } { $place ->
        [hand] dans la main de { VERB($card, "son", "leur") } propriétaire
        [library_bottom] au-dessous de la bibliothèque de { VERB($card, "son", "leur") } propriétaire
       *[library] au-dessus de la bibliothèque de { VERB($card, "son", "leur") } propriétaire
    } au lieu d'aller au cimetière.
