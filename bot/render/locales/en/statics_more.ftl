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

## Auras that enchant players (303.4, 702.5)
step-attached_to_player = { CAP(SUBJECT($card)) } enters the battlefield attached to { PERSON($player) ->
        [you] you
       *[other] { $player }
    }: it enchants that player.
step-assumed_enchanted_player = You didn't say which player { $card } enchants: assumed { PERSON($player) ->
        [you] you
       *[other] { $player }
    } (the only opponent of its controller).
sba-aura_player_gone = State-based action: { SUBJECT($card) } enchants { PERSON($player) ->
        [you] you
       *[other] { $player }
    }, who has left the game, and is put into its owner's graveyard.

## day and night (730)
step-day_night_as_enters = It was neither day nor night: as { SUBJECT($card) } enters the battlefield, it becomes { ID($designation) ->
        [day] day
       *[night] night
    }.
