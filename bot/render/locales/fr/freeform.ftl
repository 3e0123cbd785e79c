### Messages du lecteur libre (FREE_FORM.md) : hypothèses, questions de règles et de cartes, erreurs de lecture.

## hypothèses (section 2)
asm-turn = C'est { PERSON($player) ->
        [you] votre tour
       *[other] le tour { DE($player) }
    }, pendant { $step } (ce que demande la première action).
asm-turn_default = C'est { PERSON($player) ->
        [you] votre tour
       *[other] le tour { DE($player) }
    }, pendant { $step } (la situation par défaut, faute de ligne qui dise à qui est le tour).
asm-hand = { CAP(SUBJECT($card)) } { VERB($card, "est", "sont") } dans { PERSON($player) ->
        [you] votre main
       *[other] la main { DE($player) }
    }.
asm-cost_card_discard_hand = { $count ->
        [one] { CAP(SUBJECT($card)) } { VERB($card, "est", "sont") }
       *[other] { CAP(WORDS($count, "f")) } cartes sont
    } dans { PERSON($player) ->
        [you] votre main
       *[other] la main { DE($player) }
    }, à défausser pour le coût { DE($spell) } : le message ne dit pas ce que contient cette main.
asm-cost_card_exile_hand = { $count ->
        [one] { CAP(SUBJECT($card)) } { VERB($card, "est", "sont") }
       *[other] { CAP(WORDS($count, "f")) } cartes sont
    } dans { PERSON($player) ->
        [you] votre main
       *[other] la main { DE($player) }
    }, à exiler pour le coût { DE($spell) } : le message ne dit pas ce que contient cette main.
asm-cost_card_exile_graveyard = { $count ->
        [one] { CAP(SUBJECT($card)) } { VERB($card, "est", "sont") }
       *[other] { CAP(WORDS($count, "f")) } cartes sont
    } dans { PERSON($player) ->
        [you] votre cimetière
       *[other] le cimetière { DE($player) }
    }, à exiler pour le coût { DE($spell) } : le message ne dit pas ce que contient ce cimetière.
asm-answer_without_subject = { CAP(SUBJECT($card)) }, { AGREE($card, "écrit") } sans dire qui { LE($card, "lance") } après le sort de l'autre joueur, se lit comme la réponse { PERSON($player) ->
        [you] que vous y apportez
       *[other] { DE($player) }
    }.
asm-graveyard = { CAP(SUBJECT($card)) } { VERB($card, "est", "sont") } dans { PERSON($player) ->
        [you] votre cimetière
       *[other] le cimetière { DE($player) }
    }.
asm-exile = { CAP(SUBJECT($card)) } { VERB($card, "est", "sont") } en exil ({ PERSON($player) ->
        [you] à vous
       *[other] { A($player) }
    }).
asm-library = { CAP(SUBJECT($card)) } { VERB($card, "est", "sont") } dans { PERSON($player) ->
        [you] votre bibliothèque
       *[other] la bibliothèque { DE($player) }
    }.
asm-battlefield = { CAP(SUBJECT($card)) } { VERB($card, "est", "sont") } sur le champ de bataille sous { PERSON($player) ->
        [you] votre contrôle
       *[other] le contrôle { DE($player) }
    }.
asm-attacking = { CAP(SUBJECT($card)) } { VERB($card, "attaque", "attaquent") } sous { PERSON($player) ->
        [you] votre contrôle
       *[other] le contrôle { DE($player) }
    }.
asm-lands = { PERSON($player) ->
        [you] Vous avez
       *[other] { CAP($player) } a
    } des terrains dégagés que le message ne cite pas, qui paient ce qu'il faut : { $cards } ({ $count ->
        [one] terrain supposé
       *[other] terrains supposés
    }).
asm-stack_spell = { PERSON($player) ->
        [you] Vous avez lancé
       *[other] { CAP($player) } a lancé
    } { $card } avant la première action : le sort est sur la pile.
asm-first_target = { CAP(SUBJECT($card)) } { PERSON($target) ->
        [you] vous { VERB($card, "cible", "ciblent") }
       *[other] { VERB($card, "cible", "ciblent") } { $target }
    } : le message ne nomme pas de cible, on suppose donc la première cible légale.
asm-target_asked = { CAP(SUBJECT($card)) } { PERSON($target) ->
        [you] vous { VERB($card, "cible", "ciblent") }
       *[other] { VERB($card, "cible", "ciblent") } { $target }
    } : le message ne nomme pas de cible, et c'est sur cela que porte la question.
asm-target_responded = { CAP(SUBJECT($card)) } { PERSON($target) ->
        [you] vous { VERB($card, "cible", "ciblent") }
       *[other] { VERB($card, "cible", "ciblent") } { $target }
    } : le message ne nomme pas de cible, et une réponse se lit comme visant ce à quoi elle répond.
asm-if_target = si { SUBJECT($card) } { PERSON($target) ->
        [you] vous { VERB($card, "cible", "ciblent") }
       *[other] { VERB($card, "cible", "ciblent") } { $target }
    }
asm-if_chosen = si { PERSON($player) ->
        [you] vous choisissez
       *[other] { $player } choisit
    } plutôt { $cards }
asm-mode_responded = { CAP(SUBJECT($card)) } { VERB($card, "est", "sont") } { AGREE($card, "lancé") } avec { $count ->
        [one] le mode
       *[other] les modes
    } { $mode }{ $gist ->
        [yes] { " " }({ $what })
       *[no] {""}
    } : le message ne dit pas lequel, et c'est le mode qui s'oppose au sort placé en dessous sur la pile.
asm-mode_asked = { CAP(SUBJECT($card)) } { VERB($card, "est", "sont") } { AGREE($card, "lancé") } avec { $count ->
        [one] le mode
       *[other] les modes
    } { $mode }{ $gist ->
        [yes] { " " }({ $what })
       *[no] {""}
    } : le message ne dit pas lequel, et c'est le mode qui agit sur ce que demande la question.
asm-mode_first = { CAP(SUBJECT($card)) } { VERB($card, "est", "sont") } { AGREE($card, "lancé") } avec { $count ->
        [one] le mode
       *[other] les modes
    } { $mode }{ $gist ->
        [yes] { " " }({ $what })
       *[no] {""}
    } : le message ne dit pas lequel, on suppose donc le premier qui peut être choisi.
asm-if_mode = si { SUBJECT($card) } { VERB($card, "est", "sont") } { AGREE($card, "lancé") } plutôt avec { $count ->
        [one] le mode
       *[other] les modes
    } { $mode }
asm-not_a_target = « { $written } » ne désigne pas une cible : { SUBJECT($card) } { VERB($card, "n'en a", "n'en ont") } aucune (601.2c) ; on le lit comme ce sur quoi porte l'effet du sort.
asm-stack_target_answered = { CAP(SUBJECT($card)) }, déjà sur la pile, { PERSON($target) ->
        [you] vous { VERB($card, "cible", "ciblent") }
       *[other] { VERB($card, "cible", "ciblent") } { $target }
    } : le message ne le dit pas, et c'est sur cela que porte la réponse.
asm-x_lethal = { CAP(SUBJECT($card)) } { VERB($card, "est", "sont") } { AGREE($card, "lancé") } avec X = { $x } : le message ne dit pas X, et c'est ce qui est mortel pour { $target }.
asm-if_x = si X vaut { $x }
asm-read_pronoun_answered = « { $written } » se lit comme { $card }, le sort auquel on répond.
asm-target_own = { CAP(SUBJECT($card)) } { PERSON($target) ->
        [you] vous { VERB($card, "cible", "ciblent") }
       *[other] { VERB($card, "cible", "ciblent") } { $target }
    } : le message ne nomme pas de cible, et ce sort aide ce qu'il cible ; on suppose donc une cible de celui qui le lance.
asm-controller_own = { CAP(SUBJECT($card)) } { VERB($card, "est", "sont") } sous { PERSON($player) ->
        [you] votre contrôle
       *[other] le contrôle { DE($player) }
    } : une cible à qui le message ne donne pas de propriétaire, pour un sort qui aide ce qu'il cible, appartient au joueur qui la cible.
asm-life_default = { PERSON($player) ->
        [you] Vous avez
       *[other] { CAP($player) } a
    } { $life } points de vie au départ : le total de départ, le message ne disant rien d'autre.
asm-untapped = { CAP(SUBJECT($card)) } { VERB($card, "est", "sont") } { AGREE($card, "dégagé") } au départ.
asm-since_turn_began = { CAP(SUBJECT($card)) } { VERB($card, "est", "sont") } sous { PERSON($player) ->
        [you] votre contrôle depuis le début de votre tour
       *[other] le contrôle { DE($player) } depuis le début de son tour
    }.
asm-controller = { CAP(SUBJECT($card)) } { VERB($card, "est", "sont") } sous { PERSON($player) ->
        [you] votre contrôle
       *[other] le contrôle { DE($player) }
    } : une cible à qui le message ne donne pas de propriétaire appartient à un adversaire du joueur qui la cible.
asm-stated_sick = { CAP(SUBJECT($card)) } { VERB($card, "est", "sont") } { AGREE($card, "arrivé") } sous { PERSON($player) ->
        [you] votre contrôle
       *[other] le contrôle { DE($player) }
    } ce tour-ci.
asm-stated_battlefield = { CAP(SUBJECT($card)) } { VERB($card, "est", "sont") } sur le champ de bataille sous { PERSON($player) ->
        [you] votre contrôle
       *[other] le contrôle { DE($player) }
    }.
asm-resolved_first = { CAP(SUBJECT($card)) } { VERB($card, "se résout", "se résolvent") } d'abord : le message nomme les jetons que ce sort crée, qui n'existent qu'une fois qu'il s'est résolu (111.1).
asm-questions_joined = Le message pose deux questions : « { $asked } » est joué tel quel (le verdict dit si c'est permis), et la réponse porte sur ce qui s'ensuit.
asm-attacker_unsaid = Le message ne dit pas qui attaque : on suppose que c'est la créature nommée juste avant, c'est-à-dire { SUBJECT($card) }.
asm-in_combat = { CAP(SUBJECT($card)) } { VERB($card, "a", "ont") } attaqué et { VERB($card, "est", "sont") } { AGREE($card, "bloqué") } par { SUBJECT($blocker) } (509) : le coup se joue dans ce combat.
asm-zone_whose = Le message ne dit pas à qui est { $which ->
        [graveyard] ce cimetière
        [hand] cette main
        [exile] cet exil
        [library] cette bibliothèque
       *[other] ce côté du champ de bataille
    } : on suppose { PERSON($player) ->
        [you] que c'est à vous
       *[other] que c'est à { SUBJECT($player) }
    }.
asm-unnamed_in_hand = L'une des cartes que le message met { PERSON($player) ->
        [you] dans votre main
       *[other] dans la main { DE($player) }
    } sans la nommer est { $card }.
asm-copy_unsaid = { PERSON($player) ->
        [you] Vous contrôlez
       *[other] { CAP(SUBJECT($player)) } contrôle
    } { $count } { $count ->
        [one] permanent nommé
       *[other] permanents nommés
    } { BARE($card) }, et celui dont parle le message (il ne dit pas lequel) est celui que le coup peut utiliser.
asm-if_copy = s'il s'agit de l'autre exemplaire { DE($card) }
asm-permanent_resolved_first = { CAP(SUBJECT($card)) } { VERB($card, "se résout", "se résolvent") } d'abord : un sort de permanent ne sert sur le champ de bataille qu'une fois résolu (608.3).
asm-read_typo = « { $written } » est lu comme { $card }, le nom de carte le plus proche.
asm-read_partial = « { $written } » est lu comme { $card }.
asm-read_representative = « { $written } » est lu comme { $card } : aucune carte de la situation ne porte ce nom, et { $others } { $count ->
        [one] donnerait
       *[other] donneraient
    } la même réponse.
asm-read_playable = « { $written } » est lu comme { $card } : aucune carte de la situation ne porte ce nom, et avec { $illegal } l'action serait illégale ({ $rule }){ $count ->
        [0] .
        [one] ; { $others } donnerait la même réponse.
       *[other] ; { $others } donneraient la même réponse.
    }
asm-read_pronoun = « { $written } » est lu comme { $card }, la dernière carte nommée qui convient.
asm-read_pronoun_top = « { $written } » est lu comme { $card }, le sort au sommet de la pile.
asm-you_subject = « Tu » ou « vous » est lu comme votre adversaire : dans une partie décrite, c'est l'autre joueur.
asm-choice = { KIND($what) ->
        [clause] Supposé pour { PERSON($player) ->
            [you] vous
           *[other] { $player }
        } : { $what }{ ID($what) ->
            [copy_targets] {""}
           *[other] { " " }({ $cards })
        }.
       *[other] { PERSON($player) ->
            [you] Choisi pour vous
           *[other] Choisi pour { $player }
        } ({ $what }) : { $cards }.
    }
asm-otherwise_verdict = sinon, le coup serait { $verdict } ({ $rule }) : { $message }
asm-otherwise_answer = sinon, la réponse serait { $answer } ({ $rule }) : { $message }
asm-otherwise_if_verdict = { $condition }, le coup serait { $verdict } ({ $rule }) : { $message }
asm-otherwise_if_answer = { $condition }, la réponse serait { $answer } ({ $rule }) : { $message }
asm-otherwise_outcome = sinon, l'issue serait différente ({ $rule }) : { $message }
asm-otherwise_if_outcome = { $condition }, l'issue serait différente ({ $rule }) : { $message }

## coûts déduits du paiement (601.2b, 118.9)
step-cost_deduced_sacrifice = { CAP(SUBJECT($card)) } { VERB($card, "est", "sont") } { AGREE($card, "lancé") } pour { VERB($card, "son", "leur") } coût alternatif : le paiement décrit comprend le sacrifice de permanents, ce que seul ce coût demande.
step-cost_deduced_exile = { CAP(SUBJECT($card)) } { VERB($card, "est", "sont") } { AGREE($card, "lancé") } pour { VERB($card, "son", "leur") } coût alternatif : le paiement décrit comprend l'exil d'une carte, ce que seul ce coût demande.
step-cost_deduced_return = { CAP(SUBJECT($card)) } { VERB($card, "est", "sont") } { AGREE($card, "lancé") } pour { VERB($card, "son", "leur") } coût alternatif : le paiement décrit comprend le renvoi de permanents dans la main de leur propriétaire, ce que seul ce coût demande.
step-cost_deduced_discard = { CAP(SUBJECT($card)) } { VERB($card, "est", "sont") } { AGREE($card, "lancé") } pour { VERB($card, "son", "leur") } coût alternatif : le paiement décrit comprend la défausse d'une carte, ce que seul ce coût demande.
step-cost_deduced_free = { CAP(SUBJECT($card)) } { VERB($card, "est", "sont") } { AGREE($card, "lancé") } pour { VERB($card, "son", "leur") } coût alternatif : le message ne paie pas de mana pour ce sort, ce que seul ce coût permet.

## libellés
label-assumed = Hypothèses
label-decisive = décisive
label-stated = dit par le message
label-rules_question = Question de règles
label-glossary = Glossaire
label-card_question = Carte

## questions de règles et de cartes (section 3)
rq-english_edition = Le texte des règles est celui de l'édition anglaise ({ $edition }) : aucune édition française n'est importée.
rq-no_rules_db = C'est une question de règles, mais aucune base de règles n'est importée : lancez `arbitre rules import FICHIER` (voir `arbitre rules --help`).
rq-rules_db_unreadable = C'est une question de règles, mais la base de règles est illisible pour le moment (occupée par un autre programme, ou abîmée) : réessayez dans un instant, ou importez-la de nouveau avec `arbitre rules import FICHIER`.
rq-rules_db_busy = C'est une question de règles, mais la base de règles est verrouillée par un autre programme en ce moment (sans doute un import ou une mise à jour en cours) : réessayez dans une minute.
rq-nothing_found = Aucune règle ne répond à cette question dans les règles importées ; essayez d'autres mots, ou `arbitre rule --search MOTS`.

## erreurs de lecture
err-ff_understood = Compris : { $understood }.
err-ff_not_understood = J'attendais ici la suite de l'action ; impossible de lire « { $part } ».
err-ff_expected_action = Action attendue (lancer, activer, attaquer, bloquer…) ; trouvé « { $part } ».
err-ff_expected_card = Nom de carte attendu dans « { $part } ».
err-ff_expected_payment = Du mana ou des points de vie étaient attendus après « en payant » dans « { $part } ».
err-ff_no_such_keyword = « { $word } » : { $card } { VERB($card, "n'a", "n'ont") } pas de capacité qui s'utilise ainsi (depuis la main ou le cimetière, par ce mot-clé).
err-ff_only_cards = Ce message ne fait que nommer des cartes ({ $cards }) : que voulez-vous savoir à leur sujet ? Demandez « que fait … ? », ou décrivez un coup (« je lance … »).
err-ff_unknown_card = Carte inconnue : aucune carte ne s'appelle « { $name } », et aucun nom n'en est assez proche pour trancher.
err-ff_which_card = « { $name } » peut désigner plusieurs cartes : écrivez son nom complet.
err-ff_pronoun = « { $word } » : aucune carte nommée avant ne convient ici.
err-ff_sacrifice_what_for = { CAP(SUBJECT($card)) } n'{ VERB($card, "a", "ont") } pas de capacité qui { LE($card, "sacrifie") } : dites pour quoi { PRONOUN($card) } { VERB($card, "est", "sont") } { AGREE($card, "sacrifié") } (« je sacrifie { $card } pour … »).
err-ff_ping_with_what = Infliger des blessures avec quoi ? Nommez la carte dont la capacité les inflige.
err-ff_counter_with_what = Contrecarrer avec quoi ? Nommez le sort qui contrecarre (« je contre X avec Y »).
err-ff_pitch_to_what = Exiler cette carte pour quoi ? Nommez le sort (« j'exile X pour Force de volonté »).
err-ff_attack_with_what = Attaquer avec quoi ? Nommez les créatures qui attaquent.
err-ff_block_with_what = Bloquer avec quoi ? Nommez la créature qui bloque (« je bloque X avec Y »).
err-ff_block_what = Bloquer quoi ? Aucune créature attaquante n'est nommée avant.
err-ff_assign_what = Assigner les blessures de quelle créature ? Nommez avant une créature attaquante bloquée, et ses bloqueurs.
err-ff_with_what = Avec quoi ? Nommez la carte qui le fait (« … avec Désinvocation »).
err-ff_expected_target = Sur quoi ? Nommez ce qui est visé (« … sur mes Grizzlis »), dans « { $part } ».
err-ff_no_action = Ce message ne décrit aucune action à juger et ne pose pas de question de règles reconnaissable.
err-ff_too_many_actions = Ce message fait plus de { $limit } actions : coupez-le en plusieurs messages.
err-ff_too_long = Ce message a plus de { $limit } phrases : coupez-le en plusieurs messages.
err-ambiguous = Ce message se lit de deux façons qui donnent des réponses différentes ; précisez laquelle.
err-ambiguous_several = Ce message se lit de plusieurs façons qui donnent des réponses différentes ; précisez laquelle.
amb-reading = si « { $written } » désigne { $card }, { $outcome }
amb-legal = le coup est légal
amb-illegal = le coup est illégal ({ $rule })
amb-yes = la réponse est oui ({ $rule })
amb-no = la réponse est non ({ $rule })
amb-yes_plain = la réponse est oui
amb-no_plain = la réponse est non
asm-stated_tapped = { CAP(SUBJECT($card)) } { VERB($card, "est", "sont") } { AGREE($card, "engagé") } (le message le dit).
asm-stated_untapped = { CAP(SUBJECT($card)) } { VERB($card, "est", "sont") } { AGREE($card, "dégagé") } (le message le dit).
asm-stated_not_sick = { CAP(SUBJECT($card)) } { VERB($card, "est", "sont") } sous { PERSON($player) ->
        [you] votre contrôle depuis le début de votre tour
       *[other] le contrôle { DE($player) } depuis le début de son tour
    } (le message le dit).
out-other_outcome = ce que prévoit cette règle se produirait alors.
out-no_outcome = ce que prévoit cette règle ne se produirait pas.
step-settle_first = Le message enchaîne sur une action qui demande une pile vide : tout ce qui est sur la pile se résout d'abord.
step-already_on_stack = { CAP(SUBJECT($card)) } { VERB($card, "est", "sont") } déjà sur la pile : le message { LE($card, "traite") } comme { AGREE($card, "lancé") } avant.
asm-stack_target = { CAP(SUBJECT($card)) }, déjà sur la pile, { PERSON($target) ->
        [you] vous { VERB($card, "cible", "ciblent") }
       *[other] { VERB($card, "cible", "ciblent") } { $target }
    } : la première cible légale, le message ne le disant pas.
step-madness_trigger_resolves = Le déclenchement de folie { DE($card) } se résout maintenant : c'est à ce moment que la carte est lancée avec la folie.
step-on_stack_untargeted = { CAP(SUBJECT($card)) } { VERB($card, "est", "sont") } sur la pile, { AGREE($card, "lancé") } avant par { PERSON($player) ->
        [you] vous
       *[other] { $player }
    } : rien de ce que le message nomme n'est une cible légale pour ce sort, sa cible n'est donc pas précisée.
step-on_stack_paid_before = { CAP(SUBJECT($card)) } { VERB($card, "est", "sont") } sur la pile, { AGREE($card, "lancé") } avant par { PERSON($player) ->
        [you] vous
       *[other] { $player }
    } : son coût a été payé avant ce que décrit le message, les terrains que le message cite n'y servent donc pas.
step-respond_priority = Pour répondre, { PERSON($player) ->
        [you] il vous faut
       *[other] il faut { A($player) }
    } la priorité : après le lancement d'un sort, son lanceur reçoit la priorité, puis chaque autre joueur à son tour quand le précédent passe (117.3c-d), et le dessus de la pile ne se résout que quand tous passent successivement (117.4). Avec la priorité, un joueur peut lancer un éphémère (117.1a) ; « une carte d'éphémère » ci-dessous tient lieu de n'importe lequel { PERSON($player) ->
        [you] des vôtres
       *[other] des siens
    }.
step-mode_from_words = Le mode { $mode } { DE($card) } est choisi : celui que nomme le message (« { $written } »).
step-mode_from_target = Le mode { $mode } { DE($card) } est choisi : le seul dont la cible peut être { $target }.
step-cost_deduced_life = { CAP(SUBJECT($card)) } { VERB($card, "est", "sont") } { AGREE($card, "lancé") } pour { VERB($card, "son", "leur") } coût alternatif : le paiement décrit comprend le paiement de points de vie, ce que seul ce coût demande.
asm-unknown_cards = { PERSON($player) ->
        [you] { ID($zone) ->
            [hand] Votre main n'est pas décrite
            [library] Votre bibliothèque n'est pas décrite
            [exile] Votre exil n'est pas décrit
           *[other] Votre cimetière n'est pas décrit
        }
       *[other] { ID($zone) ->
            [hand] La main { DE($player) } n'est pas décrite
            [library] La bibliothèque { DE($player) } n'est pas décrite
            [exile] L'exil { DE($player) } n'est pas décrit
           *[other] Le cimetière { DE($player) } n'est pas décrit
        }
    } : { $count ->
        [one] une carte inconnue y tient lieu de la carte choisie
       *[other] { WORDS($count, "f") } cartes inconnues y tiennent lieu des cartes choisies
    }.
asm-unknown_zone_card_named = On suppose que { SUBJECT($card) } { VERB($card, "est", "sont") } parmi les cartes inconnues { PERSON($player) ->
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
    }, comme le dit le message.
asm-unknown_card_named = On suppose que { SUBJECT($card) } { VERB($card, "est", "sont") } parmi les cartes inconnues { PERSON($player) ->
        [you] que vous regardez
       *[other] regardées par { $player }
    }, comme le dit le message.

## what the mode of a modal spell does, as an assumption names it (bot.engine.unsaid_modes)
word-mode_prevent_damage = prévenir des blessures
word-mode_gain_life = gagner des points de vie
word-mode_damage = infliger des blessures
word-mode_counter = contrecarrer un sort
word-mode_destroy = détruire
word-mode_exile = exiler
word-mode_return_to_hand = renvoyer dans une main
word-mode_pump = modifier une créature
word-mode_draw = piocher
word-mode_discard = défausser
word-mode_tap = engager
word-mode_untap = dégager
word-mode_regenerate = régénérer
word-mode_lose_life = perdre des points de vie
word-mode_sacrifice = sacrifier
word-mode_return_from_graveyard = renvoyer depuis un cimetière
