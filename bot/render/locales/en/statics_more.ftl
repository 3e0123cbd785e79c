# Static abilities of the generic grammar (statics6b): unspent mana, clones, Curses, lists of permanents.

## unspent mana (106.4)
step-pool_kept = Because of { $source }, { PERSON($player) ->
        [you] your unused mana ({ $pool }) stays in your mana pool
       *[other] the unused mana ({ $pool }) stays in { POSS($player) } mana pool
    } as the step ends.
step-pool_becomes_colorless = Because of { $source }, { PERSON($player) ->
        [you] your unused mana ({ $pool }) becomes colorless mana instead of emptying
       *[other] the unused mana ({ $pool }) of { $player } becomes colorless mana instead of emptying
    }.

## clones (707.2, 707.9, 614.1c)
step-copy_condition_false = The condition of { $card } doesn't hold as it enters the battlefield: it doesn't enter as a copy.
step-clone_nothing_to_copy = There is nothing { $card } could copy: it enters the battlefield as itself.
step-enters_as_copy_of = Because of { $source }, { SUBJECT($card) } enters the battlefield as a copy of { $copied }.
