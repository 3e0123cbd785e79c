"""What the conditions of effects check as they resolve (608.2c): "if it's a creature card", "if you control
three or more artifacts", "if a creature died this turn", "if it was kicked" (the records of
`cardpool.oracle.conditions.effect_condition`). A helper of the effect plugins, not a plugin itself.

What happened this turn ("a creature died", "you attacked", "an opponent lost life") is kept as flags of
the turn by `plugins.triggers`, which sees those events.
"""

from __future__ import annotations

from typing import Any

from bot.engine.game import Game
from bot.engine.state import Permanent, StackItem
from foundation.cards import Effect, compare


def _cmp(value: int, cmp: str) -> bool:
    for op in (">=", "<=", "="):
        if cmp.startswith(op):
            return compare(value, (op, int(cmp[len(op):])))
    return False


def holds(game: Game, item: StackItem, cond: dict[str, Any]) -> bool:
    """Whether the condition holds now."""
    from plugins.effects import _players, as_map, things

    kind = cond.get("c")
    if kind == "not":
        return not holds(game, item, as_map(cond.get("of")))
    if kind == "kicked":
        if item.kicked:
            return True
        source = game.state.permanent(item.source_oid) if item.source_oid is not None else None
        return source is not None and source.kicked > 0
    if kind == "your_turn":
        return game.state.active == item.controller
    if kind == "x":
        return _cmp(item.x or 0, str(cond.get("cmp", ">=0")))
    if kind == "turn":
        what = str(cond.get("what"))
        flags = game.state.flags
        if what == "creature_died":
            return "turn:creature_died" in flags
        if what == "you_attacked":
            return f"turn:attacked:{item.controller}" in flags
        if what == "you_gained_life":
            return f"turn:gained_life:{item.controller}" in flags
        if what == "opponent_lost_life":
            return any(f"turn:lost_life:{p}" in flags for p in game.state.opponents(item.controller))
        return False
    if kind in ("is", "in_zone"):
        found = things(game, item, as_map(cond.get("ref")))
        if not found:
            return False
        thing = found[0]
        if kind == "in_zone":
            zone = "battlefield" if isinstance(thing, Permanent) else thing[1]
            return zone == cond.get("zone")
        flt = cond.get("filter")
        if flt is None:
            return True
        if isinstance(thing, Permanent):
            return game.matches(thing, flt, item.controller, item.source_oid)
        return game.card_matches(thing[2].card, flt)
    if kind == "control":
        flt = cond.get("filter")
        players = [item.controller] if cond.get("who", "you") == "you" else game.state.opponents(item.controller)
        counts = [sum(1 for p in game.state.permanents_of(player)
                      if flt is None or game.matches(p, flt, item.controller, item.source_oid)) for player in players]
        return any(_cmp(n, str(cond.get("cmp", ">=1"))) for n in counts)
    if kind == "cards":
        ref = Effect.make("ref", **{k: v for k, v in cond.items() if k in ("who", "target", "ref")})
        zone = str(cond.get("zone", "hand"))
        return any(_cmp(len(game.player(p).zone(zone)), str(cond.get("cmp", ">=1")))
                   for p in _players(game, item, ref))
    if kind == "life":
        ref = Effect.make("ref", **{k: v for k, v in cond.items() if k in ("who", "target")})
        return any(_cmp(game.player(p).life, str(cond.get("cmp", ">=1"))) for p in _players(game, item, ref))
    if kind == "last_turn_spells":
        return _last_turn_spells(game, item, cond)
    if kind == "life_less":
        mine = game.player(item.controller).life
        return any(game.player(p).life > mine for p in game.state.opponents(item.controller))
    return False


def _last_turn_spells(game: Game, item: StackItem, cond: dict[str, Any]) -> bool:
    """"If no spells were cast last turn" (all players' spells), "if a player cast two or more spells last
    turn" (`each`: one player's). A previous turn that began before the described play is known only from the
    message's first line on: the spells cast before it are assumed none, and the trace says so."""
    from bot.engine.trace import card_name

    counts = [p.spells_cast_last_turn for p in game.state.players]
    value = max(counts, default=0) if cond.get("each") else sum(counts)
    cmp = str(cond.get("cmp", ">=1"))
    held = _cmp(value, cmp)
    uncertain = held if cmp.startswith(("=", "<=")) else not held  # spells before the play could change it
    if uncertain and "turn:last_turn_partial" in game.state.flags and "assumed:spells_last_turn" not in \
            game.state.flags:
        game.set_flag("assumed:spells_last_turn")
        game.step("603.4", "info", "step.assumed_choice", player=item.controller, what="spells_last_turn",
                  cards=(card_name(item.card),))
    return held
