### Short answers to questions about what a play leads to (bot/render/answers.py): who dies, what happens to a
### card, a player's life, the damage a player takes, what a player has left; then the decisive assumptions.

## why a card died, said in brackets after it with the rule: "Grizzly Bears dies (lethal damage, 704.5g)"
answer-cause = { $id ->
        [sba_lethal_damage] lethal damage
        [sba_deathtouch] deathtouch
        [sba_zero_toughness] toughness 0 or less
        [sba_no_loyalty] no loyalty left
        [sba_legend_rule] legend rule
        [sba_aura_unattached] attached to nothing legal
        [step_sacrificed] sacrificed
        [step_cost_sacrifice] sacrificed
        [step_devoured] devoured
        [step_destroyed] destroyed
        [step_destroyed_all] destroyed
       *[other] put into the graveyard
    }
answer-why = { $cause }, { $rule }
# "who dies?": the cards that die, with why
answer-who_dies = { CAP($cards) } { VERB($cards, "dies", "die") }{ $why ->
        [none] {""}
       *[other] {" "}({ $why })
    }.
answer-who_dies-none = No creature dies.
# a creature the play touched that is still on the battlefield
answer-survives = { CAP($card) } { VERB($card, "survives", "survive") } ({ $power }/{ $toughness }{ $damage ->
        [0] {""}
       *[other] , { $damage } damage
    }).
# "does it die?" / "does it survive?": the yes or no, then what happened to it
answer-yes = Yes: { $text }
answer-no = No: { $text }
# "is he dead?": a player's life total and whether that player loses (704.5a)
answer-loses = { PERSON($player) ->
        [you] You are
       *[other] { CAP($player) } is
    } at { $life } life and { PERSON($player) ->
        [you] lose
       *[other] loses
    } the game (704.5a).
answer-lives = { PERSON($player) ->
        [you] You are
       *[other] { CAP($player) } is
    } at { $life } life: a player loses only at 0 life or less (704.5a).
# "how much life do I gain?": the life the player gained in the play, before the life total
answer-life-gained = { PERSON($player) ->
        [you] You gain { $amount } life ({ $rule }) and now have
       *[other] { CAP($player) } gains { $amount } life ({ $rule }) and now has
    } { $life } life.
answer-life = { PERSON($player) ->
        [you] You have
       *[other] { CAP($player) } has
    } { $life } life{ $lost ->
        [yes] {" "}and { PERSON($player) ->
            [you] lose
           *[other] loses
        } the game (704.5a).
       *[no] .
    }
# "how much damage does he take?": the total, from which sources, and the life total after it
answer-damage = { PERSON($player) ->
        [you] You take
       *[other] { CAP($player) } takes
    } { $amount } damage{ $sources ->
        [none] {""}
       *[other] {" "}({ $sources })
    }: { $life } life left ({ $rule }).
answer-damage-none = { PERSON($player) ->
        [you] You take
       *[other] { CAP($player) } takes
    } no damage.
answer-damage-source = { $source }: { $amount }
# "what do I have left?": the player's permanents after the play, lands apart
answer-left = { PERSON($player) ->
        [you] You have
       *[other] { CAP($player) } has
    } { $cards } left on the battlefield{ $lands ->
        [0] {""}
        [one] , and a land
       *[other] , and { WORDS($lands) } lands
    }.
answer-left-none = { PERSON($player) ->
        [you] You have
       *[other] { CAP($player) } has
    } { $lands ->
        [0] nothing
        [one] only a land
       *[other] only { WORDS($lands) } lands
    } left on the battlefield.

## decisive assumptions a player could doubt, in one short sentence
answer-assumes = This assumes { $items }; otherwise, { $outcome } ({ $rules }).
answer-assumes-item = that { $text }
answer-assumes-if = This assumes { $text }; { $condition }, { $outcome } ({ $rule }).

## a yes to "can I ...?": the alternative cost that allows it, and what it does when nobody responds
answer-alt = For its alternative cost ({ $rule }){ $count ->
        [0] .
       *[other] : { $costs }.
    }
answer-then = If nobody responds, { $resolves }: { $outcome }
answer-then-short = If nobody responds, { $outcome }
