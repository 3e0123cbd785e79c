"""Built-in plugin `prevention`: prevention shields created by resolving spells and abilities (615).

"Prevent the next 3 damage that would be dealt to any target this turn", "prevent all damage that would
be dealt to ~ this turn", "prevent all combat damage that would be dealt by target creature this turn":
each becomes a shield of this turn (`GameState.prevention`) that `bot.engine.abilities.deal_damage`
consults before damage is dealt (615.1, 615.7); shields end in the cleanup step (514.2).
"""

from __future__ import annotations

from typing import Any

from bot.engine.game import Game
from bot.engine.hookspecs import hookimpl
from bot.engine.state import Permanent, StackItem, replace
from bot.engine.trace import card_name
from foundation.cards import Effect
from plugins.effects import _players, carry_out, things


def prevent_damage(game: Game, item: StackItem, effect: Effect) -> None:
    amount = effect.get("amount", "all")
    left = -1 if amount == "all" else int(amount)
    direction = str(effect.get("direction", "to"))
    prefix = "combat_" if effect.get("combat") else ""
    keys: list[tuple[str, object]] = []
    if direction == "all":
        keys.append(("all", None))
    elif effect.get("to") is not None:
        for player in _players(game, item, effect, "to"):
            keys.append((f"to:player:{player}", player))
    else:
        ref = {k: v for k, v in effect.args if k in ("target", "self", "attached", "event", "each", "noted")}
        for thing in things(game, item, ref):
            if isinstance(thing, Permanent):
                keys.append((f"{direction}:{thing.oid}", card_name(thing.card)))
        if ref.get("target") is not None:  # a player chosen as "any target"
            for t in item.targets[int(ref["target"])] if int(ref["target"]) < len(item.targets) else ():
                if t.kind == "player":
                    keys.append((f"to:player:{t.player}", t.player))
    for key, what in keys:
        game.state = replace(game.state, prevention=game.state.prevention + ((prefix + key, left),))
        game.step("615.1", "resolve", "step.prevention_shield", target=what if what is not None else "",
                  amount=left, direction=direction)


@hookimpl
def arbitre_begin_step(game: Game, step: str) -> None:
    if step == "cleanup" and game.state.prevention:  # 514.2: "this turn" shields end
        game.state = replace(game.state, prevention=())


EFFECTS = {"prevent_damage": prevent_damage}


@hookimpl
def arbitre_resolve_effect(game: Game, item: StackItem, effect: Effect) -> Any:
    return carry_out(game, item, effect, EFFECTS)


@hookimpl
def arbitre_simulated_effects() -> list[str]:
    return sorted(EFFECTS)
