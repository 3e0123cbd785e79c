"""Built-in plugin `alternative_costs`: "rather than pay this spell's mana cost" costs (118.9).

Fireblast ("sacrifice two Mountains rather than pay"), Force of Will ("pay 1 life and exile a
blue card"), Foil ("discard an Island card and another card")... A spell gets at most one alternative
cost (118.9a, checked by `casting`); additional costs still apply and cost changes apply on top
(118.9c-d, 601.2f). A conditional one ("If you control a Swamp, you may pay 4 life rather than pay
this spell's mana cost", "If it's not your turn, ...") is offered only while its condition holds
(the static ability `alternative_cost_condition`).

A cast whose payment names what only the alternative cost asks for (Foil cast "discarding an Island
and a Mountain", Snuff Out "paying 4 life") is a cast for that cost (601.2b, FREE_FORM "Costs deduced from
the payment", the same in the controlled language): `bot.engine.abilities.alternative_cost_reason`.
"""

from __future__ import annotations

from bot.engine.game import Game
from bot.engine.hookspecs import CastOption, hookimpl
from bot.engine.state import CardObject
from foundation.cards import CardDef, ObjectFilter
from plugins.declare import enforces

arbitre_enforced_abilities = enforces("alternative_cost_condition")


def condition_holds(game: Game, player: str, card: CardDef) -> bool:
    """Whether each condition the card puts on its alternative cost holds now for `player`."""
    for st in card.static:
        if st.kind != "alternative_cost_condition":
            continue
        turn = st.get("turn")
        if turn is not None and (game.state.active == player) != (turn == "yours"):
            return False
        flt = st.get("filter")
        if isinstance(flt, ObjectFilter) and not any(game.matches(p, flt, player)
                                                     for p in game.state.permanents_of(player)):
            return False
    return True


@hookimpl
def arbitre_cast_options(game: Game, player: str, card: CardObject, zone: str) -> list[CastOption] | None:
    if zone != "hand":
        return None
    cost = card.card.cost_named("alternative")
    if cost is None or not condition_holds(game, player, card.card):
        return None
    return [CastOption("hand", "alternative", cost, rule="118.9")]
