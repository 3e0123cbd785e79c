"""Built-in plugin `flashback` (702.34a): cast from the graveyard for the flashback cost; exiled
instead of going anywhere else when it leaves the stack.

The card's own timing still applies (a sorcery with flashback is cast as a sorcery); the
flashback cost may have mana and other parts ("{1}{U}, Pay 3 life", "Sacrifice a Mountain").
"""

from __future__ import annotations

from typing import Any

from bot.engine.game import Game
from bot.engine.hookspecs import CastOption, hookimpl
from bot.engine.state import CardObject, StackItem
from bot.engine.trace import card_name
from plugins.declare import enforces


@hookimpl
def arbitre_cast_options(game: Game, player: str, card: CardObject, zone: str) -> list[CastOption] | None:
    if zone != "graveyard":
        return None
    cost = card.card.cost_named("flashback")
    if cost is None:
        return None
    return [CastOption("graveyard", "flashback", cost, rule="702.34a")]


@hookimpl
def arbitre_replace_move(game: Game, card: Any, owner: str, from_zone: str, to_zone: str, cause: str) -> str | None:
    if isinstance(card, StackItem) and from_zone == "stack" and card.alt == "flashback" and to_zone != "exile":
        game.step("702.34a", "replacement", "step.flashback_exile", card=card_name(card.card), zone=to_zone)
        return "exile"
    return None


# 702.34a: cast from the graveyard for its cost, exiled when it leaves the stack
arbitre_enforced_abilities = enforces("flashback")
