### Réponses courtes aux questions sur ce à quoi mène un coup (bot/render/answers.py) : qui meurt, ce qu'il advient
### d'une carte, les points de vie d'un joueur, les blessures qu'il subit, ce qu'il lui reste ; puis les hypothèses décisives.

## pourquoi une carte est morte, dit entre parenthèses avec la règle : « les Grizzlis meurent (blessures mortelles, 704.5g) »
answer-cause = { $id ->
        [sba_lethal_damage] blessures mortelles
        [sba_deathtouch] contact mortel
        [sba_zero_toughness] endurance de 0 ou moins
        [sba_no_loyalty] plus de marqueur loyauté
        [sba_legend_rule] règle des légendes
        [sba_aura_unattached] attachée à rien de légal
        [step_sacrificed] sacrifice
        [step_cost_sacrifice] sacrifice
        [step_devoured] dévorement
        [step_destroyed] destruction
        [step_destroyed_all] destruction
       *[other] mise au cimetière
    }
answer-why = { $cause }, { $rule }
# « qui meurt ? » : les cartes qui meurent, et pourquoi
answer-who_dies = { CAP(SUBJECT($cards)) } { VERB($cards, "meurt", "meurent") }{ $why ->
        [none] {""}
       *[other] {" "}({ $why })
    }.
answer-who_dies-none = Aucune créature ne meurt.
# une créature touchée par le coup, toujours sur le champ de bataille
answer-survives = { CAP(SUBJECT($card)) } { VERB($card, "survit", "survivent") } ({ $power }/{ $toughness }{ $damage ->
        [0] {""}
        [one] , 1 blessure
       *[other] , { $damage } blessures
    }).
# « ils meurent ? » / « ils survivent ? » : oui ou non, puis ce qui lui est arrivé
answer-yes = Oui : { $text }
answer-no = Non : { $text }
# « il est mort ? » : les points de vie d'un joueur, et s'il perd (704.5a)
answer-loses = { PERSON($player) ->
        [you] Vous êtes à { $life } { $life ->
            [one] point
           *[other] points
        } de vie et vous perdez la partie (704.5a).
       *[other] { CAP($player) } est à { $life } { $life ->
            [one] point
           *[other] points
        } de vie et perd la partie (704.5a).
    }
answer-lives = { PERSON($player) ->
        [you] Vous êtes
       *[other] { CAP($player) } est
    } à { $life } { $life ->
        [one] point
       *[other] points
    } de vie : un joueur ne perd qu'à 0 point de vie ou moins (704.5a).
# « je gagne combien de vie ? » : les points de vie gagnés pendant le coup, avant le total
answer-life-gained = { PERSON($player) ->
        [you] Vous gagnez
       *[other] { CAP($player) } gagne
    } { $amount } { $amount ->
        [one] point
       *[other] points
    } de vie ({ $rule }) et { PERSON($player) ->
        [you] vous en avez
       *[other] en a
    } maintenant { $life }.
answer-life = { PERSON($player) ->
        [you] Il vous reste { $life } { $life ->
            [one] point
           *[other] points
        } de vie{ $lost ->
            [yes] {" "}et vous perdez la partie (704.5a).
           *[no] .
        }
       *[other] Il reste { $life } { $life ->
            [one] point
           *[other] points
        } de vie { A($player) }{ $lost ->
            [yes] , qui perd la partie (704.5a).
           *[no] .
        }
    }
# « il prend combien ? » : le total des blessures, leurs sources, et les points de vie qui restent
answer-damage = { PERSON($player) ->
        [you] Vous subissez
       *[other] { CAP($player) } subit
    } { $amount } { $amount ->
        [one] blessure
       *[other] blessures
    }{ $sources ->
        [none] {""}
       *[other] {" "}({ $sources })
    } : il { PERSON($player) ->
        [you] vous
       *[other] lui
    } reste { $life } { $life ->
        [one] point
       *[other] points
    } de vie ({ $rule }).
answer-damage-none = { PERSON($player) ->
        [you] Vous ne subissez
       *[other] { CAP($player) } ne subit
    } aucune blessure.
answer-damage-source = { CAP($source) } : { $amount }
# « il me reste quoi ? » : les permanents du joueur après le coup, terrains à part
answer-left = Il { PERSON($player) ->
        [you] vous
       *[other] lui
    } reste { $cards } sur le champ de bataille{ $lands ->
        [0] {""}
        [one] , et un terrain
       *[other] , et { WORDS($lands) } terrains
    }.
answer-left-none = Il ne { PERSON($player) ->
        [you] vous
       *[other] lui
    } reste { $lands ->
        [0] rien
        [one] qu'un terrain
       *[other] que { WORDS($lands) } terrains
    } sur le champ de bataille.

## les hypothèses décisives dont un joueur pourrait douter, en une phrase courte
answer-assumes = Cela suppose { $items } ; sinon, { $outcome } ({ $rules }).
answer-assumes-item = { QUE($text) }
answer-assumes-if = Cela suppose { $text } ; { $condition }, { $outcome } ({ $rule }).

## un oui à « je peux … ? » : le coût alternatif qui le permet, et ce qu'il fait si personne ne répond
answer-alt = Pour son coût alternatif ({ $rule }){ $count ->
        [0] .
       *[other] {" "}: { $costs }.
    }
answer-then = Si personne ne répond, { $resolves } : { $outcome }
answer-then-short = Si personne ne répond, { $outcome }
