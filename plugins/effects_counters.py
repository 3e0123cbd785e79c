"""Built-in plugin `effects_counters`: counters put on a permanent a player chooses as the effect resolves
("put a +1/+1 counter on a creature you control": not a target, 608.2c; 122.1). The choice is the controller's
`choose` line after `resolve`; without one, the first permanent that fits, said as assumed.
"""

from __future__ import annotations

from typing import Any

from bot.engine.game import Game
from bot.engine.hookspecs import hookimpl
from bot.engine.state import StackItem
from bot.engine.trace import card_name
from foundation.cards import Effect
from plugins.effects import _amount, carry_out


def put_counter_chosen(game: Game, item: StackItem, effect: Effect) -> None:
    flt = effect.get("filter")
    kind = str(effect.get("counter", "+1/+1"))
    n = _amount(game, item, effect, "count", 1)
    options = [p for p in game.state.battlefield if game.matches(p, flt, item.controller, item.source_oid, item.x)]
    if not options:
        game.step("608.2c", "info", "step.no_permanent_to_choose", card=card_name(item.card))
        return
    for perm in game.choose_permanents(item.controller, ("choose",), 1, options, "608.2c", "counter_chosen"):
        game.update_permanent(perm, counters=perm.with_counter(kind, n).counters)
        game.step("122.1", "resolve", "step.counter_put", card=card_name(perm.card), counter=kind, count=n)


EFFECTS = {"put_counter_chosen": put_counter_chosen}


@hookimpl
def arbitre_resolve_effect(game: Game, item: StackItem, effect: Effect) -> Any:
    return carry_out(game, item, effect, EFFECTS)


@hookimpl
def arbitre_simulated_effects() -> list[str]:
    return sorted(EFFECTS)
