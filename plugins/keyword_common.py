"""What the keyword plugins share (not a plugin itself): the N of numbered keywords, a keyword's trigger put in
waiting (603.3), paying a keyword's cost on the `pay` line written after `resolve`, and resolving an effect
through a table of handlers."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from typing import Any

from bot.engine.game import Game
from bot.engine.state import Permanent, StackItem, replace
from bot.engine.trace import card_name
from foundation.cards import Cost, Effect, ManaCost

Resolver = Callable[[Game, StackItem, Effect], None]


def keyword_numbers(keywords: Iterable[str], keyword: str) -> list[int]:
    """The N of each instance of a numbered keyword ("bushido 2" -> [2]); each instance triggers on its own
    (702.45b, 702.68b...)."""
    out = []
    for kw in keywords:
        if kw.startswith(keyword + " ") and kw[len(keyword) + 1:].isdigit():
            out.append(int(kw[len(keyword) + 1:]))
    return out


def keyword_trigger(game: Game, source: Permanent, keyword: str, rule: str, effect: Effect) -> None:
    """A permanent's keyword ability triggers: its ability waits to be put on the stack (603.3)."""
    item = StackItem(oid=game.new_stack_oid(), kind="trigger", controller=source.controller, card=source.card,
                     owner=source.owner, source_oid=source.oid, effects=(effect,), trigger=keyword)
    game.add_pending_trigger(item)
    game.step(rule, "trigger", "step.keyword_triggers", card=card_name(source.card), ability=keyword)


def pay_keyword_cost(game: Game, player: str, cost: Cost | None, source: Any, rule: str) -> bool:
    """A cost a keyword asks for as its ability resolves (recover 702.59a, ward 702.21a, echo 702.30a...): paid
    from the `pay` line written right after the `resolve` (taken from the play), with `rule` cited for the payment.
    False when no such line is written (or the cost can't be read): the caller says what not paying does."""
    from plugins.casting import pay_everything

    line = game.take_action(lambda a: a.kind == "pay" and a.actor in (None, player))
    if line is None or cost is None or cost.unrecognized:
        return False
    game.paying += 1
    try:
        pay_everything(game, player, cost.mana, [replace(cost, mana=ManaCost())], line.payment, source, rule=rule)
    finally:
        game.paying -= 1
    return True


def resolve_with(table: Mapping[str, Resolver], game: Game, item: StackItem, effect: Effect) -> bool | None:
    """Carry out `effect` with the table's handler for its kind: True when one did, None when none is listed
    (for `arbitre_resolve_effect`, a firstresult hook)."""
    handler = table.get(effect.kind)
    if handler is None:
        return None
    handler(game, item, effect)
    return True
