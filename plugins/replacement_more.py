"""Built-in plugin `replacement_more`: replacement effects of static abilities (614.1a) read by
`cardpool.oracle.statics_tail`.

- `damaged_dies_exile`: "If a creature dealt damage by ~ this turn would die, exile it instead" (Frostwielder;
  "by enchanted creature": Kumano's Blessing). Which sources dealt damage to which permanents this turn is kept
  as turn flags ("turn:damaged_by:<source>:<permanent>", gone with the turn); a creature such a permanent's
  source damaged this turn that would go from the battlefield to a graveyard is exiled instead, while the
  permanent with the ability is on the battlefield.
- `discarded_to_battlefield`: "If a spell or ability an opponent controls causes you to discard ~, put it onto the
  battlefield instead of putting it into your graveyard" (Obstinate Baloth): a discard while an opponent's spell
  or ability resolves (not a cost its owner pays, 701.9) puts the card onto the battlefield under its owner's
  control.
"""

from __future__ import annotations

from typing import Any

from bot.engine.abilities import Source
from bot.engine.game import Game
from bot.engine.hookspecs import hookimpl
from bot.engine.state import CardObject, Permanent
from bot.engine.trace import card_name
from plugins.declare import enforces

RULE = "614.1a"


def _damaged_by(game: Game, source_oid: int, oid: int) -> bool:
    return f"turn:damaged_by:{source_oid}:{oid}" in game.state.flags


def _exiler(game: Game, dying: Permanent) -> tuple[Permanent, str] | None:
    """The permanent whose "dealt damage by ... this turn" replacement applies to `dying`, if any."""
    for holder in game.state.battlefield:
        for st in holder.statics:
            if st.kind != "damaged_dies_exile":
                continue
            source = holder.oid if st.get("by") == "self" else holder.attached_to
            if source is not None and _damaged_by(game, source, dying.oid):
                return holder, str(st.get("by"))
    return None


@hookimpl
def arbitre_event(game: Game, event: str, obj: Any, data: dict[str, Any]) -> None:
    if event == "damage_dealt" and isinstance(obj, Source) and obj.oid is not None:
        recipient = data.get("recipient")
        if isinstance(recipient, Permanent):
            game.set_flag(f"turn:damaged_by:{obj.oid}:{recipient.oid}")


@hookimpl
def arbitre_replace_move(game: Game, card: Any, owner: str, from_zone: str, to_zone: str, cause: str) -> str | None:
    if isinstance(card, Permanent) and from_zone == "battlefield" and to_zone == "graveyard" and card.is_creature:
        found = _exiler(game, card)
        if found is not None:
            game.step(RULE, "replacement", "step.damaged_exiled_instead", card=card_name(card.card),
                      source=card_name(found[0].card), by=found[1])
            return "exile"
    if isinstance(card, CardObject) and from_zone == "hand" and to_zone == "graveyard" and cause == "discard" \
            and any(st.kind == "discarded_to_battlefield" for st in card.card.static):
        item = game.resolving
        if item is not None and item.controller != owner:  # an opponent's spell or ability makes them discard it
            game.step(RULE, "replacement", "step.discarded_to_battlefield", card=card_name(card.card),
                      source=card_name(item.card))
            return "battlefield"
    return None


# both replacements, checked as the object would move (614.1a)
arbitre_enforced_abilities = enforces("damaged_dies_exile", "discarded_to_battlefield")
