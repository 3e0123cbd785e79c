"""Built-in plugin `alternative_costs`: "rather than pay this spell's mana cost" costs (118.9).

Fireblast ("sacrifice two Mountains rather than pay"), Force of Will ("pay 1 life and exile a
blue card")... A spell gets at most one alternative cost (118.9a, checked by `casting`);
additional costs still apply and cost changes apply on top (118.9c-d, 601.2f).
"""

from __future__ import annotations

from bot.engine.game import Game
from bot.engine.hookspecs import CastOption, hookimpl
from bot.engine.state import CardObject


@hookimpl
def arbitre_cast_options(game: Game, player: str, card: CardObject, zone: str) -> list[CastOption] | None:
    if zone != "hand":
        return None
    cost = card.card.cost_named("alternative")
    if cost is None:
        return None
    return [CastOption("hand", "alternative", cost, rule="118.9")]
