"""The conditions of static abilities about players and the turn (611.3a), read by
`bot.engine.conditions.condition_holds` for the kinds `cardpool.oracle.statics_players.player_condition`
writes: "you've completed a dungeon" (309.7), "you've drawn two or more cards this turn", "you're the monarch"
(724.1), "you have more cards in hand than each opponent", "you control more creatures than defending player",
"your life total is greater than or equal to your starting life total" (103.4), "there are five or more mana
values among cards in your graveyard", "there are five or more Islands on the battlefield", what happened this
turn, and two conditions joined by "and".

What happened this turn is read from the flags of the turn (`GameState.flags`): those `plugins.triggers`
keeps ("turn:creature_died", "turn:attacked:<player>", "turn:drew:<player>:<n>"...) and "turn:entered:..."
that `plugins.player_statics` keeps.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from bot.engine.state import Permanent
from foundation.cards import ObjectFilter

if TYPE_CHECKING:
    from bot.engine.game import Game

STARTING_LIFE = 20  # 103.4: a two-player game


def _within(value: int, table: dict[str, Any]) -> bool:
    low, high = table.get("min"), table.get("max")
    return (low is None or value >= int(low)) and (high is None or value <= int(high))


def _turn_event(game: Game, controller: str, source: Permanent, table: dict[str, Any]) -> bool:
    flags = game.state.flags
    event = table.get("event")
    if event == "drew":
        return f"turn:drew:{controller}:{int(table.get('min', 1))}" in flags
    if event == "attacked":
        return f"turn:attacked:{controller}" in flags
    if event == "creature_died":
        return "turn:creature_died" in flags
    if event == "left_battlefield":  # revolt: a permanent of this player left the battlefield (`turn_facts`)
        return f"turn:left:{controller}" in flags
    if event == "gained_life":
        return f"turn:gained_life:{controller}" in flags
    if event == "opponent_lost_life":
        return any(f"turn:lost_life:{p}" in flags for p in game.state.opponents(controller))
    if event in ("creature_entered", "other_creature_entered"):
        prefix = f"turn:entered:{controller}:creature:"
        others = event == "other_creature_entered"
        return any(f.startswith(prefix) and (not others or f != prefix + str(source.oid)) for f in flags)
    return False


def holds(game: Game, source: Permanent, table: dict[str, Any]) -> bool:
    """Whether one of this module's conditions holds now for a static ability of `source` (False for a kind
    it doesn't know)."""
    from bot.engine.conditions import condition_holds

    kind = table.get("kind")
    controller = source.controller
    if kind == "turn_event":
        return _turn_event(game, controller, source, table)
    if kind == "dungeon_completed":
        return game.player(controller).dungeons_completed > 0
    if kind == "monarch":
        who = controller if table.get("who") == "you" else game.state.next_player(game.state.active)
        return game.state.active != who and game.state.monarch == who if table.get("who") == "defending" \
            else game.state.monarch == who
    if kind == "more_cards_in_hand":
        from bot.engine.conditions import note_unknown_zone

        mine = len(game.player(controller).hand)
        for who in (controller, *game.state.opponents(controller)):  # a hand the message doesn't describe (400.2)
            note_unknown_zone(game, source.card, "hand", [who], len(game.player(who).hand))
        return all(mine > len(game.player(p).hand) for p in game.state.opponents(controller))
    if kind == "more_than":
        if table.get("than") == "defending":
            if game.state.active != controller:
                return False
            other = game.state.next_player(controller)
        else:
            if game.state.active == controller:
                return False
            other = game.state.active
        what = str(table.get("what", "creature"))

        def number(player: str) -> int:
            return sum(1 for p in game.state.permanents_of(player)
                       if (p.is_creature if what == "creature" else what in p.characteristics.types))

        return number(controller) > number(other)
    if kind == "life_vs_start":
        return game.player(controller).life - STARTING_LIFE >= int(table.get("min", 0))
    if kind == "mana_values_in_graveyard":
        from bot.engine.conditions import note_unknown_zone

        values = {o.card.mana_cost.mana_value if o.card.mana_cost is not None else 0
                  for o in game.player(controller).graveyard}
        note_unknown_zone(game, source.card, "graveyard", [controller], len(values))
        return _within(len(values), table)
    if kind == "on_battlefield":
        flt = table.get("filter")
        if not isinstance(flt, ObjectFilter):
            return False
        n = sum(1 for p in game.state.battlefield if game.matches(p, flt, controller, source.oid))
        return _within(n, table) if "min" in table or "max" in table else n >= 1
    if kind == "poisoned":  # 122.1f: one or more poison counters; the defending player only in its controller's turn
        return game.state.active == controller and game.player(game.state.next_player(controller)).poison > 0
    if kind == "entered_this_turn":
        return any(f.startswith("turn:entered:") and f.endswith(f":{source.oid}") for f in game.state.flags)
    if kind == "all":
        return all(condition_holds(game, source, dict(part)) for part in table.get("of") or ())
    return False
