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
