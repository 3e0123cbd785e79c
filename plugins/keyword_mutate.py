"""Built-in plugin `keyword_mutate`: mutate (702.140) and merged permanents (729).

Cast for its mutate cost (an alternative cost, 702.140a), a creature spell is a mutating creature spell that
targets a non-Human creature with the same owner ("I cast Gemrazer for its mutate cost onto Grizzly Bears", « je
lance Terrasseur de gemmes en mutation sur Grizzly Bears »); a Human, or a creature another player owns, can't be
its target. As it resolves with its target legal it merges with the creature (702.140c): put on top (its
characteristics then are the mutating card's) or under ("mutating under ...", « en mutation sous ... »); not
said: on top, assumed and said. The merged permanent has every ability of its cards (702.140e), is the same
object (so no summoning sickness it didn't have, 729.2c), and its "whenever this creature mutates" abilities
trigger (702.140d). Its target illegal, the spell resolves as a creature spell (702.140b). A merged permanent
leaving the battlefield takes all its cards to the same zone (729.3).
"""

from __future__ import annotations

from typing import Any

from bot.engine import hookspecs as hs
from bot.engine.game import MERGED, Game
from bot.engine.hookspecs import CastOption, hookimpl
from bot.engine.state import CardObject, Permanent, StackItem, replace
from bot.engine.trace import card_name
from foundation.cards import CardDef, ObjectFilter, TargetSpec
from foundation.errors import IllegalAction
from plugins.declare import enforces

MUTATE_TARGET = TargetSpec(kind="object", filter=ObjectFilter(types=("creature",)))

UNDER = "mutate_under"  # the cast line's "under": the spell goes under the creature (702.140c)


arbitre_enforced_abilities = enforces("mutate")


@hookimpl
def arbitre_trigger_events() -> list[str]:
    return ["mutates"]


@hookimpl
def arbitre_cast_options(game: Game, player: str, card: CardObject, zone: str) -> list[CastOption] | None:
    cost = card.card.cost_named("mutate")
    if zone == "hand" and cost is not None and "creature" in card.card.types:
        return [CastOption("hand", "mutate", cost, rule="702.140a")]
    return None


def mutating(card: CardDef) -> CardDef:
    """702.140a: the spell as a mutating creature spell: it targets a non-Human creature."""
    return replace(card, targets=(MUTATE_TARGET,))


def check_mutate_target(game: Game, item: StackItem) -> None:
    """702.140a: the target is a non-Human creature with the same owner as the spell."""
    for group in item.targets:
        for target in group:
            perm = game.state.permanent(target.oid) if target.kind == "permanent" else None
            if perm is not None and (perm.owner != item.owner or "human" in perm.card.subtypes):
                raise IllegalAction("ill.mutate_owner", "702.140a", rules=("702.140a", "601.2c"),
                                    card=card_name(item.card), target=card_name(perm.card))


def merged_card(top: CardDef, cards: tuple[CardDef, ...]) -> CardDef:
    """702.140e: the topmost card's characteristics with every ability of each card."""
    keywords = frozenset().union(*(c.keywords for c in cards)) - {"mutate"} | ({"mutate"} & top.keywords)
    others = [c for c in cards if c is not top]
    return replace(top, keywords=keywords,
                   activated=top.activated + tuple(a for c in others for a in c.activated),
                   triggered=top.triggered + tuple(t for c in others for t in c.triggered),
                   static=top.static + tuple(s for c in others for s in c.static),
                   keyword_texts=top.keyword_texts + tuple(k for c in others for k in c.keyword_texts))


def components(perm: Permanent) -> tuple[CardDef, ...]:
    """The cards a permanent is represented by, top first (one, unless it merged)."""
    return perm.merged or (perm.card,)


def _merge(game: Game, item: StackItem, target: Permanent) -> None:
    under = UNDER in (item.get("optional_costs") or ())  # type: ignore[operator]
    spell_card = item.card.front
    below = components(target)
    cards = below + (spell_card,) if under else (spell_card,) + below
    if not under:
        game.step("702.140c", "info", "step.assumed_choice", player=item.controller, what="mutate_on_top",
                  cards=(card_name(spell_card),))
    merged = merged_card(cards[0], cards)
    perm = game.update_permanent(target, card=merged, merged=cards)
    game.step("702.140c", "resolve", "step.mutate_merges", card=card_name(spell_card), target=card_name(target.card),
              position="under" if under else "over", name=card_name(merged))
    game.step("729.2c", "info", "step.mutate_same_object", card=card_name(merged))
    hs.call_event(game.pm, game, "mutated", perm)
    _mutates(game, perm)


def _mutates(game: Game, perm: Permanent) -> None:
    """702.140d: its "whenever this creature mutates" abilities trigger."""
    if not any(t.event == "mutates" for t in perm.card.triggered):
        return
    from plugins.triggers import queue_permanent_ability

    for ability in perm.card.triggered:
        if ability.event == "mutates":
            queue_permanent_ability(game, perm, ability, "mutates")


@hookimpl
def arbitre_replace_move(game: Game, card: Any, owner: str, from_zone: str, to_zone: str, cause: str) -> str | None:
    if not isinstance(card, StackItem) or card.alt != "mutate" or from_zone != "stack":
        return None
    if cause == "fizzle":  # 702.140b: its target illegal, it resolves as a creature spell
        game.step("702.140b", "replacement", "step.mutate_resolves_as_creature", card=card_name(card.card))
        return "battlefield"
    if cause != "resolve" or to_zone != "battlefield":
        return None
    target = next((game.state.permanent(t.oid) for group in card.targets for t in group if t.kind == "permanent"),
                  None)
    if target is None:
        return None
    _merge(game, card, target)
    return MERGED


@hookimpl
def arbitre_event(game: Game, event: str, obj: Any, data: dict[str, Any]) -> None:
    """729.3: the other cards of a merged permanent go to the zone it went to."""
    if event == "leaves_battlefield" and isinstance(obj, Permanent) and len(obj.merged) > 1:
        zone = str(data.get("to") or "graveyard")
        for card in obj.merged[1:]:
            game.put_card(card.whole.front, obj.owner, zone)
        game.step("729.3", "info", "step.mutate_cards_follow", card=card_name(obj.merged[0]),
                  cards=tuple(card_name(c) for c in obj.merged[1:]), zone=zone)
