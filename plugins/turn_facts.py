"""Built-in plugin `turn_facts`: what happened this turn that the conditions of effects ask about
(`plugins.conditions`), beside the flags `plugins.triggers` keeps: a permanent of a player left the battlefield
(revolt, "if a permanent you controlled left the battlefield this turn"), a land entered under a player's
control ("if you had a land enter the battlefield under your control this turn"), the life a player gained in
all ("if you gained 3 or more life this turn", 119.9), how a permanent's spell was cast ("if you cast it from
your hand": the zone it was cast from, 601.2a), the life lost, the card types of the permanents that entered
under each player's control, which permanents attacked or blocked and whether any creature attacked; and each
permanent that
leaves the battlefield as it last existed, under the oid of the card it became (608.2h: "when it dies, if it had
counters on it").

Flags of the turn (`GameState.flags`, names beginning with "turn:"): the next turn starts without them.
"""

from __future__ import annotations

from typing import Any

from bot.engine.game import Game
from bot.engine.hookspecs import hookimpl
from bot.engine.state import CardObject, Permanent, StackItem, replace


def life_gained(game: Game, player: str, event: str = "life_gained") -> int:
    """The life `player` gained this turn, all gains together (`event` "life_lost": the life lost; "died": the
    creatures they owned that died, 700.4)."""
    prefix = f"turn:{event}:{player}:"
    return max((int(f[len(prefix):]) for f in game.state.flags if f.startswith(prefix)), default=0)


def _bump(game: Game, event: str, player: str, amount: int) -> None:
    """Adds `amount` to the turn's total of `event` for `player` (one flag holds the running total)."""
    before = life_gained(game, player, event)
    if before:
        game.set_flag(f"turn:{event}:{player}:{before}", False)
    game.set_flag(f"turn:{event}:{player}:{before + amount}")


def cast_from(game: Game, oid: int) -> str | None:
    """The zone the spell a permanent resolved from was cast from, this turn; None when it wasn't cast."""
    prefix = f"turn:cast_from:{oid}:"
    return next((f[len(prefix):] for f in game.state.flags if f.startswith(prefix)), None)


@hookimpl
def arbitre_event(game: Game, event: str, obj: Any, data: dict[str, Any]) -> None:
    flag = None
    if event == "leaves_battlefield" and isinstance(obj, Permanent):
        flag = f"turn:left:{obj.controller}"
        if data.get("to") == "graveyard" and obj.is_creature:  # 700.4: it died (a token too, 111.7)
            _bump(game, "died", obj.owner, 1)
        card = data.get("card")
        if isinstance(card, CardObject):  # "if it had counters on it": the permanent it was, by the card it became
            game.state = replace(game.state, last_known=game.state.last_known + ((card.oid, obj),))
    elif event == "enters_battlefield" and isinstance(obj, Permanent):
        if obj.card.is_type("land"):
            game.set_flag(f"turn:land_entered:{obj.controller}")
        for kind in ("artifact", "creature", "enchantment", "planeswalker"):
            if obj.card.is_type(kind) and f"turn:entered:{obj.controller}:{kind}" not in game.state.flags:
                game.set_flag(f"turn:entered:{obj.controller}:{kind}")
        spell = data.get("spell")
        if isinstance(spell, StackItem) and spell.kind == "spell":
            flag = f"turn:cast_from:{obj.oid}:{spell.from_zone}"
    elif event in ("attacks", "blocks") and isinstance(obj, Permanent):
        if event == "attacks" and "turn:any_attacked" not in game.state.flags:
            game.set_flag("turn:any_attacked")
        flag = f"turn:{event}:{obj.oid}"
    elif event in ("life_gained", "life_lost") and isinstance(obj, str):
        _bump(game, event, obj, int(data.get("amount", 0)))
    if flag is not None and flag not in game.state.flags:
        game.set_flag(flag)
