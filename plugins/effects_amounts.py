"""The quantities of `cardpool.oracle.amounts`, as the effect resolves: a spell's mana value or power ("that
spell's mana value": the spell of the event that triggered the ability, or its target spell), two quantities
added ("its power plus its toughness") and the card types among the cards of a zone (205.2a).

Not a plugin: `plugins.effects_quantities.more_quantity` asks here for these records.
"""

from __future__ import annotations

from typing import Any

from bot.engine.game import Game
from bot.engine.state import StackItem
from foundation.cards import TYPE_WORDS, CardDef, Effect
from plugins.effects import _players, as_map


def _spell_card(game: Game, item: StackItem, ref: dict[str, Any]) -> CardDef | None:
    """The spell's card: on the stack, else where it went (608.2h: as it last existed)."""
    oid: Any = None
    if ref.get("event"):
        oid = item.get("event_oid")
    elif ref.get("target") is not None:
        index = int(ref["target"])
        group = item.targets[index] if index < len(item.targets) else ()
        oid = next((t.oid for t in group if t.kind == "stack"), None)
    if not isinstance(oid, int):
        return None
    spell = game.state.stack_item(oid)
    if spell is not None:
        return spell.card
    found = game.state.find_card(oid)
    return found[2].card if found is not None else None


def _stat(card: CardDef, stat: str) -> int:
    if stat == "mana_value":
        return card.mana_cost.mana_value if card.mana_cost else 0
    return max(0, (card.power if stat == "power" else card.toughness) or 0)


def amount_of(game: Game, item: StackItem, q: dict[str, Any]) -> int:
    from plugins.effects import quantity

    kind = q.get("q")
    if kind == "spell_stat":
        card = _spell_card(game, item, as_map(q.get("ref")))
        return _stat(card, str(q.get("stat", "mana_value"))) if card is not None else 0
    if kind == "sum":
        return sum(quantity(game, item, as_map(part)) for part in q.get("of") or ())
    if kind == "card_types":
        zone = str(q.get("zone", "graveyard"))
        types: set[str] = set()
        for player in _players(game, item, Effect.make("ref", who=q.get("who", "you"))):
            for obj in game.player(player).zone(zone):
                types |= set(obj.card.types) & TYPE_WORDS
        return len(types)
    return 0
