"""Built-in plugin `keyword_casts`: keyword abilities that change how a spell is cast or what it is on the stack.

Bestow (702.103): cast bestowed for its bestow cost, the spell is an Aura enchantment with enchant creature
(702.103b) and targets a creature (601.2c); with that target gone as it resolves, it resolves as a creature
(702.103e, 608.3b); the bestowed Aura that becomes unattached stays on the battlefield as a creature
(702.103f, an exception to 704.5m).
"""

from __future__ import annotations

from typing import Any

from bot.engine.game import Game
from bot.engine.hookspecs import CastOption, hookimpl
from bot.engine.state import CardObject, Permanent, StackItem, replace
from bot.engine.trace import card_name
from foundation.cards import CardDef, ObjectFilter, TargetSpec

ENCHANT_CREATURE = TargetSpec(kind="object", filter=ObjectFilter(types=("creature",)))


@hookimpl
def arbitre_enforced_abilities() -> list[str]:
    return ["bestow"]


# ----------------------------------------------------------------------------- bestow (702.103)

def bestowed(card: CardDef) -> CardDef:
    """702.103b: the card as a bestowed Aura spell: an Aura enchantment (not a creature) with enchant creature.
    Its own card stays its front (`CardDef.front`): what it is again once it ceases to be bestowed."""
    return replace(card, types=(card.types - {"creature"}) | {"enchantment"}, subtypes=frozenset({"aura"}),
                   keywords=card.keywords | {"enchant"}, targets=(ENCHANT_CREATURE,), power=None, toughness=None,
                   back_face=True, other_face=card)


def is_bestowed(perm: Permanent) -> bool:
    return perm.cast_alt == "bestow" and perm.card.back_face and "aura" in perm.card.subtypes


@hookimpl
def arbitre_cast_options(game: Game, player: str, card: CardObject, zone: str) -> list[CastOption] | None:
    cost = card.card.cost_named("bestow")
    if zone == "hand" and cost is not None and "bestow" in card.card.keywords:
        return [CastOption("hand", "bestow", cost, rule="702.103a")]
    return None


@hookimpl
def arbitre_replace_move(game: Game, card: Any, owner: str, from_zone: str, to_zone: str, cause: str) -> str | None:
    if isinstance(card, StackItem) and card.alt == "bestow" and from_zone == "stack" and cause == "fizzle":
        # 702.103e, 608.3b: its target is illegal: it ceases to be bestowed and resolves as a creature spell
        game.step("702.103e", "replacement", "step.bestow_resolves_as_creature", card=card_name(card.card.front))
        return "battlefield"
    return None


@hookimpl(tryfirst=True)
def arbitre_state_based_actions(game: Game) -> bool:
    """702.103f: a bestowed Aura unattached, or attached to an illegal object, becomes unattached and ceases to be
    bestowed: a creature again (before 704.5m would put an Aura attached to nothing into the graveyard)."""
    changed = False
    for perm in game.state.battlefield:
        if perm.attached_to is None or not is_bestowed(perm):
            continue
        host = game.state.permanent(perm.attached_to)
        if host is not None and host.is_creature:
            continue
        game.update_permanent(perm, card=perm.card.front, attached_to=None)
        game.step("702.103f", "sba", "step.bestow_unattached", card=card_name(perm.card.front))
        changed = True
    return changed
