### Capacités mot-clé de l'issue 11 (troisième session) : jour et nuit, grâce, mutation, bande, imprégnation, cascade...

## jour et nuit (730, 702.145)
step-day_night_becomes = Il fait désormais { ID($designation) ->
        [day] jour
       *[night] nuit
    } ({ ID($why) ->
        [daybound] un joueur contrôle un permanent lié au jour et il ne faisait ni jour ni nuit
        [nightbound] un joueur contrôle un permanent lié à la nuit, aucun lié au jour, et il ne faisait ni jour ni nuit
        [no_spell] le joueur actif du tour précédent n'a lancé aucun sort pendant ce tour
        [two_spells] le joueur actif du tour précédent a lancé au moins deux sorts pendant ce tour
       *[other] { $why }
    }).
step-day_night_stays = Il fait toujours { ID($designation) ->
        [day] jour
       *[night] nuit
    } : { PERSON($player) ->
        [you] vous { $count ->
            [0] n'avez lancé aucun sort
            [one] avez lancé { WORDS($count) } sort
           *[other] avez lancé { WORDS($count) } sorts
        }
       *[other] { $player } { $count ->
            [0] n'a lancé aucun sort
            [one] a lancé { WORDS($count) } sort
           *[other] a lancé { WORDS($count) } sorts
        }
    } pendant le tour précédent.
step-day_night_unknown_turn = Il fait toujours { ID($designation) ->
        [day] jour
       *[night] nuit
    } : le message ne montre pas le tour précédent, ses sorts ne peuvent pas être comptés.
step-enters_transformed = Il fait nuit : { SUBJECT($card) } { VERB($card, "arrive", "arrivent") } { AGREE($card, "transformé") }, en { $into } (lié au jour).
step-transforms_only_by_day_night = { CAP(SUBJECT($card)) } ne { VERB($card, "se transforme", "se transforment") } pas : { PRONOUN($card) } ne { VERB($card, "se transforme", "se transforment") } que par sa capacité « lié au jour » ou « lié à la nuit ».
word-spells_shown_last_turn = les sorts que montre le message sont tous ceux lancés pendant le tour précédent
    .kind = clause
ability-daybound = lié au jour
ability-nightbound = lié à la nuit

## grâce (702.103)
word-bestow = grâce
ability-bestow = la grâce
step-bestow_resolves_as_creature = { CAP(SUBJECT($card)) } n'{ VERB($card, "a", "ont") } plus de cible légale : { PRONOUN($card) } n'{ VERB($card, "est", "sont") } plus { AGREE($card, "lancé") } avec la grâce, se { VERB($card, "résout", "résolvent") } comme un sort de créature et { VERB($card, "arrive", "arrivent") } sur le champ de bataille en tant que créature.
step-bestow_unattached = { CAP(SUBJECT($card)) } n'{ VERB($card, "est", "sont") } plus { AGREE($card, "attaché") } à une créature : { PRONOUN($card) } { VERB($card, "cesse", "cessent") } d'être une aura de grâce et { VERB($card, "reste", "restent") } sur le champ de bataille en tant que créature-enchantement.

## dragage (702.52), cascade (702.85)
ability-dredge = le dragage
word-dredge = dragage
word-cascade = cascade
step-dredge_instead = { PERSON($player) ->
        [you] Vous draguez
       *[other] { CAP($player) } drague
    } { $count } avec { $card } au lieu de piocher une carte.
step-dredge_returns = { CAP(SUBJECT($card)) } { VERB($card, "revient", "reviennent") } { PERSON($player) ->
        [you] de votre cimetière dans votre main
       *[other] du cimetière dans la main { DE($player) }
    } (dragage).
ill-dredge_not_in_graveyard = { CAP(SUBJECT($card)) } n'{ VERB($card, "est", "sont") } pas dans { PERSON($player) ->
        [you] votre cimetière
       *[other] le cimetière { DE($player) }
    } ; { PRONOUN($card) } ne { VERB($card, "peut", "peuvent") } pas être { AGREE($card, "dragué") }.
ill-no_dredge = { CAP(SUBJECT($card)) } n'{ VERB($card, "a", "ont") } pas le dragage.
ill-dredge_library_too_small = Draguer { SUBJECT($card) } meule { WORDS($count, "f") } { $count ->
        [one] carte
       *[other] cartes
    }, mais la bibliothèque n'en compte que { $library } ; c'est impossible.
ill-dredge_without_draw = Le dragage remplace une pioche ; aucune carte n'est piochée au moment où { SUBJECT($card) } { VERB($card, "serait", "seraient") } { AGREE($card, "dragué") }.
step-cascade_exiles = Cascade { DE($card) } : { PERSON($player) ->
        [you] vous exilez { $cards } du dessus de votre bibliothèque
       *[other] { $player } exile { $cards } du dessus de sa bibliothèque
    } ; { SUBJECT($found) } { VERB($found, "est", "sont") } la première carte non-terrain de valeur de mana inférieure à { $count }.
step-cascade_unknown = Cascade { DE($card) } : { $cards ->
        [rien] le message ne décrit pas { PERSON($player) ->
            [you] votre bibliothèque
           *[other] la bibliothèque { DE($player) }
        }
       *[other] { PERSON($player) ->
            [you] votre bibliothèque
           *[other] la bibliothèque { DE($player) }
        } est inconnue sous { $cards }
    }, la carte trouvée (la première carte non-terrain de valeur de mana inférieure à { $count }) est donc inconnue.
step-cascade_bottom = Les autres cartes exilées ({ $cards }) sont mises au-dessous de { PERSON($player) ->
        [you] votre bibliothèque
       *[other] la bibliothèque { DE($player) }
    } dans un ordre aléatoire.
step-cascade_nothing = Cascade { DE($card) } : { PERSON($player) ->
        [you] vous exilez { $cards } du dessus de votre bibliothèque
       *[other] { $player } exile { $cards } du dessus de sa bibliothèque
    } sans trouver de carte non-terrain de valeur de mana inférieure à { $count }.

## victime (702.153)
ability-casualty = victime
word-casualty = victime

## reconfiguration (702.151), éveil (702.113)
ability-reconfigure = la reconfiguration
ability-awaken = l'éveil
word-awaken = éveil
step-reconfigure_not_creature = { CAP(SUBJECT($card)) }, { AGREE($card, "attaché") }, n'{ VERB($card, "est", "sont") } plus une créature et n'{ VERB($card, "a", "ont") } plus de type de créature (reconfiguration).
step-reconfigure_unattached = { CAP(SUBJECT($card)) } n'{ VERB($card, "est", "sont") } plus { AGREE($card, "attaché") } : { PRONOUN($card) } { VERB($card, "redevient", "redeviennent") } une créature.
ill-reconfigure_not_attached = { CAP(SUBJECT($card)) } n'{ VERB($card, "est", "sont") } pas { AGREE($card, "attaché") } à une créature ; { VERB($card, "sa", "leur") } capacité pour se détacher ne peut pas être activée.
step-awakened = { CAP(SUBJECT($card)) } { VERB($card, "reçoit", "reçoivent") } { WORDS($count) } { $count ->
        [one] marqueur +1/+1
       *[other] marqueurs +1/+1
    } et { VERB($card, "devient", "deviennent") } une créature 0/0 Élémental avec la célérité ; { PRONOUN($card) } { VERB($card, "est", "sont") } toujours un terrain (éveil).

## issue 11, quatrième session : sorts lancés sans payer leur coût de mana, pioches remplacées
step-announce_free_cast = { CAP(SUBJECT($card)) } { VERB($card, "est", "sont") } { AGREE($card, "lancé") } sans payer { VERB($card, "son", "leur") } coût de mana ({ $ability }) ; aucun coût alternatif n'est payé.
step-draw_step_replaced = Étape de pioche : { PERSON($player) ->
        [you] votre pioche est remplacée
       *[other] la pioche { DE($player) } est remplacée
    }, aucune carte n'est donc piochée (il en reste { $library } dans { PERSON($player) ->
        [you] votre bibliothèque
       *[other] sa bibliothèque
    }).

## amplification (702.38), tribut (702.104), cachette (702.75)
ability-amplify = l'amplification
ability-tribute = le tribut
ability-hideaway = la cachette
step-amplify_nothing = Amplification { DE($card) } : { PERSON($player) ->
        [you] vous n'avez
       *[other] { $player } n'a
    } en main aucune carte qui partage un type de créature avec { SUBJECT($card) }, donc aucun marqueur n'est mis dessus à son arrivée.
step-amplify_reveals = Amplification { DE($card) } : { PERSON($player) ->
        [you] vous révélez
       *[other] { $player } révèle
    } { $cards } depuis la main.
word-amplify_reveal_all = toutes les cartes de la main qui partagent un type de créature avec elle sont révélées
    .kind = clause
step-tribute_opponent = { PERSON($player) ->
        [you] Vous êtes l'adversaire choisi
       *[other] { CAP($player) } est l'adversaire choisi
    } pour le tribut { DE($card) } : { PERSON($player) ->
        [you] vous pouvez
       *[other] il peut
    } mettre { $count } { $count ->
        [one] marqueur +1/+1
       *[other] marqueurs +1/+1
    } dessus à son arrivée.
word-tribute_not_paid = le tribut n'est pas payé (aucun marqueur)
    .kind = clause
step-tribute_not_paid = Le tribut n'a pas été payé pour { $card } : ses capacités « si le tribut n'a pas été payé » s'appliquent.
step-hideaway_unknown = Cachette { DE($card) } : le message ne montre pas { $count ->
        [one] la carte
       *[other] les { $count } cartes
    } du dessus de la bibliothèque, la carte exilée face cachée est donc inconnue.
step-hideaway_partly_unknown = Le message ne montre pas { $count ->
        [one] une
       *[other] { $count }
    } des cartes regardées : seules les cartes connues peuvent être exilées ici.
step-hideaway_looks = { PERSON($player) ->
        [you] Vous regardez
       *[other] { CAP($player) } regarde
    } les cartes du dessus de la bibliothèque : { $cards }.
word-hideaway_exile = la carte exilée face cachée
step-hideaway_exiles = { PERSON($player) ->
        [you] Vous exilez
       *[other] { CAP($player) } exile
    } { $card } face cachée (cachette).
step-hideaway_bottom = Les autres cartes regardées ({ $cards }) sont mises au-dessous de la bibliothèque dans un ordre aléatoire.

## conspiration (702.78), démonstration (702.144), épique (702.50)
ability-conspire = la conspiration
word-conspire = conspiration
ability-demonstrate = la démonstration
ability-epic = épique
word-demonstrate_copy = le sort est copié
    .kind = clause
step-demonstrate_opponent = { PERSON($player) ->
        [you] Vous êtes l'adversaire choisi
       *[other] { CAP($player) } est l'adversaire choisi
    } pour la démonstration : { PERSON($player) ->
        [you] vous copiez
       *[other] il copie
    } aussi { $card }.
step-epic_rest_of_game = Pour le reste de la partie, { PERSON($player) ->
        [you] vous ne pouvez plus lancer de sorts, et au début de chacun de vos entretiens
       *[other] { $player } ne peut plus lancer de sorts, et au début de chacun de ses entretiens
    } une copie { DE($card) } est mise sur la pile (épique).
ill-epic_no_spells = { CAP(SUBJECT($card)) } ne { VERB($card, "peut", "peuvent") } pas être { AGREE($card, "lancé") } ; depuis la résolution { DE($epic) }, ce joueur ne peut plus lancer de sorts pour le reste de la partie (épique).

## mutation (702.140, 729)
ability-mutate = la mutation
word-mutate = mutation
ill-mutate_owner = { CAP(SUBJECT($card)) } ne { VERB($card, "peut", "peuvent") } pas subir une mutation sur { $target } ; un sort de créature en mutation cible une créature non-Humain qui a le même propriétaire que le sort.
word-mutate_on_top = la carte de créature en mutation va au-dessus de la créature
    .kind = clause
step-mutate_merges = { CAP(SUBJECT($card)) } { VERB($card, "fusionne", "fusionnent") } avec { $target }, { ID($position) ->
        [under] en dessous : la créature fusionnée garde les caractéristiques { DE($name) }
       *[over] au-dessus : la créature fusionnée est désormais { $name }
    }, avec toutes les capacités de ses cartes.
step-mutate_same_object = La créature fusionnée est le même objet que celle sur laquelle la mutation a eu lieu : ce n'est pas un nouveau permanent, et elle n'a pas le mal d'invocation si celle-ci ne l'avait pas.
step-mutate_resolves_as_creature = La cible { DE($card) } est illégale : ce n'est plus un sort de créature en mutation, il arrive sur le champ de bataille comme une créature.
step-mutate_cards_follow = Les autres cartes de la créature fusionnée { DE($card) } ({ $cards }) vont dans la même zone.

## imprégnation (702.47)
ability-splice = l'imprégnation d'arcane
step-splice_reveals = { PERSON($player) ->
        [you] Vous révélez
       *[other] { CAP($player) } révèle
    } { $card } et { PERSON($player) ->
        [you] l'imprégnez
       *[other] l'imprègne
    } sur { $spell } : le sort gagne son texte, et son coût d'imprégnation d'arcane s'ajoute au coût total.
ill-splice_twice = { CAP(SUBJECT($card)) } ne { VERB($card, "peut", "peuvent") } pas être { AGREE($card, "imprégné") } deux fois sur { $spell }.
ill-no_splice = { CAP(SUBJECT($card)) } n'{ VERB($card, "a", "ont") } pas l'imprégnation d'arcane.
ill-splice_quality = { CAP(SUBJECT($card)) } ne { VERB($card, "peut", "peuvent") } être { AGREE($card, "imprégné") } que sur un sort { $subtype }, ce que n'est pas { $spell }.

## bande (702.22)
ability-banding = la bande
step-band_declared = { CAP(SUBJECT($cards)) } attaquent en bande.
ill-band_invalid = { CAP(SUBJECT($cards)) } ne peuvent pas former une bande ; une bande compte une ou plusieurs créatures avec la bande et au plus une sans.
step-band_blocked = { CAP(SUBJECT($blocker)) } { VERB($blocker, "bloque", "bloquent") } { $card }, et donc aussi le reste de sa bande ({ $cards }).
step-banding_assigns = Bande : { PERSON($player) ->
        [you] vous choisissez
       *[other] { $player } choisit
    } comment les blessures de combat { DE($card) } sont réparties.
word-banding_division = les blessures de combat sont réparties dans l'ordre où les créatures ont été déclarées
    .kind = clause
ill-assign_not_yours = { PERSON($player) ->
        [you] Vous ne répartissez pas
       *[other] { CAP($player) } ne répartit pas
    } les blessures de combat { DE($card) } ; { PERSON($assigner) ->
        [you] c'est vous qui le faites
       *[other] c'est { $assigner } qui le fait
    }.

## phasing (702.26)
ability-phasing = le phasing
step-phases_out = Phasing : { SUBJECT($cards) } { VERB($cards, "est", "sont") } { AGREE($cards, "mis") } hors phase ; jusqu'au retour en phase, le jeu { VERB($cards, "le", "les") } traite comme { VERB($cards, "s'il n'existait", "s'ils n'existaient") } pas.
step-phases_in = Phasing : { SUBJECT($cards) } { VERB($cards, "revient", "reviennent") } en phase, marqueurs et engagement conservés.

## remous (702.60), miracle (702.94), cryptage (702.99)
ability-ripple = le remous
word-ripple = remous
ability-miracle = le miracle
word-miracle = miracle
ability-cipher = le cryptage
word-cipher = cryptage
step-ripple_unknown = Remous { DE($card) } : le message ne montre pas { $count ->
        [one] une
       *[other] { $count }
    } des cartes révélées depuis la bibliothèque, qui restent donc inconnues.
step-ripple_reveals = { PERSON($player) ->
        [you] Vous révélez
       *[other] { CAP($player) } révèle
    } les cartes du dessus de la bibliothèque : { $cards }.
word-miracle_revealed = la carte est révélée au moment où elle est piochée
    .kind = clause
step-miracle_card_gone = { CAP(SUBJECT($card)) } n'{ VERB($card, "est", "sont") } plus en main : { PRONOUN($card) } ne { VERB($card, "peut", "peuvent") } pas être { AGREE($card, "lancé") } pour son coût de miracle.
step-cipher_no_creature = Aucune créature sur laquelle crypter { $card } : la carte va au cimetière.
word-cipher_creature = la créature sur laquelle la carte est cryptée
step-cipher_encoded = { CAP(SUBJECT($card)) } { VERB($card, "est", "sont") } { AGREE($card, "exilé") } et { AGREE($card, "crypté") } sur { $target }.
step-cipher_copy = Une copie { DE($card) } est créée en exil, pour être lancée.

## recouvrement (702.59), hantise (702.55)
ability-recover = le recouvrement
ability-haunt = la hantise
step-recover_card_gone = { CAP(SUBJECT($card)) } n'{ VERB($card, "est", "sont") } plus au cimetière : le recouvrement ne fait rien.
step-recover_returns = { CAP(SUBJECT($card)) } { VERB($card, "revient", "reviennent") } du cimetière dans { PERSON($player) ->
        [you] votre main
       *[other] la main { DE($player) }
    } (recouvrement payé).
word-recover_not_paid = le coût de recouvrement n'est pas payé
    .kind = clause
step-recover_exiled = Le coût de recouvrement n'est pas payé : { SUBJECT($card) } { VERB($card, "est", "sont") } { AGREE($card, "exilé") }.
step-haunt_exiled = { CAP(SUBJECT($card)) } { VERB($card, "est", "sont") } { AGREE($card, "exilé") } en hantant { $target }.
step-haunted_dies = { CAP(SUBJECT($target)) }, la créature hantée par { $card }, { VERB($target, "est", "sont") } { AGREE($target, "mort") } ; la capacité de hantise se déclenche depuis l'exil.

## aide (702.132)
ability-assist = l'aide
step-assist_chosen = Aide : { PERSON($player) ->
        [you] vous êtes le joueur choisi
       *[other] { $player } est le joueur choisi
    } pour aider à payer { $card }.
step-assist_paid = { PERSON($player) ->
        [you] Vous payez
       *[other] { CAP($player) } paie
    } { $amount } mana générique du coût { DE($card) } (aide).
ill-assist_too_much = Avec l'aide, { PERSON($player) ->
        [you] vous ne pouvez payer
       *[other] { $player } ne peut payer
    } que du mana générique du coût { DE($card) } ({ $generic } au plus), pas { $mana }.

## « Ne dépensez que du mana noir pour X » (601.2h)
step-x_spent_only = { CAP(SUBJECT($card)) } { VERB($card, "impose", "imposent") } de ne dépenser que du mana { $color ->
        [W] blanc
        [U] bleu
        [B] noir
        [R] rouge
       *[G] vert
    } pour X : { $count } du coût total { $count ->
        [one] doit être payé
       *[other] doivent être payés
    } avec ce mana.

## événements de déclenchement de la mutation et de la hantise
word-mutates = elle subit une mutation
word-haunted_dies = la créature qu'elle hante meurt
word-haunt = hantise

## tranchage (702.148)
ability-cleave = le tranchage
word-cleave = tranchage
step-cleave_text = Son coût de tranchage payé, { SUBJECT($card) } { VERB($card, "perd", "perdent") } les mots entre crochets : le sort fait ce qui reste.

## échange d'aura (702.65), transfiguration (702.71), bis (702.141)
ability-aura_swap = l'échange d'aura
word-aura_swap = la carte d'aura échangée
step-aura_swap_nothing = Échange d'aura { DE($card) } : il n'y a pas d'échange possible (aucune carte d'aura en main, ou cette aura n'est plus sur le champ de bataille sous le contrôle de son propriétaire) ; la capacité ne fait rien.
step-aura_swap_cant_enchant = { CAP(SUBJECT($card)) } ne pourrait pas enchanter { $host } : l'échange ne peut pas être fait en entier, la capacité ne fait donc rien.
step-aura_swapped = { CAP(SUBJECT($card)) } { VERB($card, "retourne", "retournent") } dans la main de { VERB($card, "son", "leur") } propriétaire et { SUBJECT($new) } { VERB($new, "prend", "prennent") } sa place sur le champ de bataille, { AGREE($new, "attaché") } { A($host) }.
ability-transfigure = la transfiguration
step-transfigure_searches = Transfiguration : on cherche une carte de créature de valeur de mana { $value }, la valeur de mana { DE($card) } au moment de son sacrifice.
ability-encore = le bis
step-encore_token = { PERSON($player) ->
        [you] Vous créez
       *[other] { CAP($player) } crée
    } un jeton copie { DE($card) } qui doit attaquer { PERSON($defender) ->
        [you] vous
       *[other] { $defender }
    } ce tour-ci si possible ; il a la célérité et sera sacrifié au début de la prochaine étape de fin.

## parachevé (702.150)
ability-compleated = parachevé
step-compleated_loyalty = Parachevé : des points de vie ont été payés pour { $count ->
        [one] un symbole de mana phyrexian
       *[other] { WORDS($count) } symboles de mana phyrexian
    } de son coût, { SUBJECT($card) } { VERB($card, "arrive", "arrivent") } donc avec { $count ->
        [one] deux
       *[other] { WORDS($count) } fois deux
    } marqueurs de loyauté de moins ({ $loyalty }).

## « Au moment où ~ arrive, vous pouvez révéler une carte de ... de votre main » (614.12)
step-as_enters_reveal_assumed = Au moment où { SUBJECT($card) } { VERB($card, "arrive", "arrivent") } sur le champ de bataille, on suppose que { PERSON($player) ->
        [you] vous révélez
       *[other] { $player } révèle
    } { $revealed } depuis la main.
step-as_enters_reveals = Au moment où { SUBJECT($card) } { VERB($card, "arrive", "arrivent") } sur le champ de bataille, { PERSON($player) ->
        [you] vous révélez
       *[other] { $player } révèle
    } { $revealed } depuis la main.
step-as_enters_not_revealed = Au moment où { SUBJECT($card) } { VERB($card, "arrive", "arrivent") } sur le champ de bataille, { PERSON($player) ->
        [you] vous ne révélez
       *[other] { $player } ne révèle
    } aucune carte de la main.
step-as_enters_condition_holds = La condition { DE($card) } est remplie : aucune carte n'a besoin d'être révélée.
ill-reveal_not_in_hand = { CAP(SUBJECT($revealed)) } ne { VERB($revealed, "peut", "peuvent") } pas être { AGREE($revealed, "révélé") } pour { $card } ; la main ne contient aucune carte de ce genre.

## phasing (702.26b) : les permanents hors phase de la situation finale
state-phased_out = { " " }; hors phase : { $cards }

## tribut payé (702.104a)
step-tribute_paid = { PERSON($player) ->
        [you] Vous payez
       *[other] { CAP($player) } paie
    } le tribut : { SUBJECT($card) } { VERB($card, "arrive", "arrivent") } avec { $count ->
        [one] un marqueur +1/+1
       *[other] { WORDS($count) } marqueurs +1/+1
    }.

## un coût qui met des marqueurs sur sa source (« Mettez un marqueur -0/-1 sur ~ », 118.3)
step-cost_put_counters = Coût : { $count ->
        [one] un marqueur { $counter } est mis
       *[other] { WORDS($count) } marqueurs { $counter } sont mis
    } sur { $card }.
