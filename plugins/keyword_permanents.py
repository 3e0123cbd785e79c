"""Built-in plugin `keyword_permanents`: keyword abilities that change what a permanent is.

Reconfigure (702.151a): two activated abilities, as a sorcery: attach this Equipment creature to another target
creature you control, and unattach it (only while it is attached). Attached, it is no longer a creature and
loses its creature subtypes (702.151b); unattached, by its ability or because the creature left, it is a
creature again.

Awaken N (702.113a): cast for its awaken cost, the spell also targets a land its controller controls (702.113b:
only then) and puts N +1/+1 counters on it; the land becomes a 0/0 Elemental creature with haste, still a land,
for as long as it stays on the battlefield.
"""

from __future__ import annotations

from typing import Any

from bot.engine.game import Game
from bot.engine.hookspecs import CastOption, Refusal, hookimpl
from bot.engine.state import CardObject, Permanent, StackItem, replace
from bot.engine.trace import card_name
from foundation.cards import ActivatedAbility, CardDef, Effect, ObjectFilter, TargetSpec
from plugins.declare import enforces, resolver_hooks
from plugins.keyword_common import Resolver, keyword_numbers

LAND_YOU_CONTROL = TargetSpec(kind="object", filter=ObjectFilter(types=("land",), controller="you"))


arbitre_enforced_abilities = enforces("reconfigure", "awaken")


def _changed(perm: Permanent, card: CardDef) -> CardDef:
    """The permanent's card as an ability changes it for as long as it stays on the battlefield; its own card
    stays its front (`CardDef.front`): what it is again, and what goes to a zone when it leaves."""
    return replace(card, back_face=True, other_face=perm.card.front if perm.card.back_face else perm.card)


# ----------------------------------------------------------------------------- reconfigure (702.151)

def reconfigured(card: CardDef) -> CardDef:
    """702.151b: an attached Equipment with reconfigure: not a creature, without creature subtypes."""
    return replace(card, types=card.types - {"creature"}, subtypes=card.subtypes & {"equipment"}, power=None,
                   toughness=None, back_face=True, other_face=card)


def is_reconfigured(perm: Permanent) -> bool:
    return "reconfigured" in perm.keyword_state


def _unattach(game: Game, perm: Permanent, rule: str) -> None:
    game.update_permanent(perm, card=perm.card.front, attached_to=None,
                          keyword_state=perm.keyword_state - {"reconfigured"})
    game.step(rule, "resolve", "step.reconfigure_unattached", card=card_name(perm.card.front))
    from plugins.continuous import refresh_statics

    refresh_statics(game)


def _reconfigure(game: Game, item: StackItem, effect: Effect) -> None:
    perm = game.state.permanent(item.source_oid) if item.source_oid is not None else None
    if perm is None:
        game.step("702.151a", "info", "step.keyword_source_gone", card=card_name(item.card))
        return
    if effect.get("mode") == "unattach":
        if perm.attached_to is not None:
            _unattach(game, perm, "702.151a")
        return
    host = next((game.state.permanent(t.oid) for group in item.targets for t in group if t.kind == "permanent"),
                None)
    if host is None:
        game.step("608.2b", "resolve", "step.fizzles", card=card_name(item.card))
        return
    card = perm.card if is_reconfigured(perm) else reconfigured(perm.card)
    game.update_permanent(perm, card=card, attached_to=host.oid, keyword_state=perm.keyword_state | {"reconfigured"})
    game.step("702.151a", "resolve", "step.attached", card=card_name(perm.card.front), to=card_name(host.card))
    game.step("702.151b", "info", "step.reconfigure_not_creature", card=card_name(perm.card.front))
    from plugins.continuous import refresh_statics

    refresh_statics(game)


@hookimpl
def arbitre_activation_refusals(game: Game, player: str, source: Any, ability: ActivatedAbility,
                                during_payment: bool) -> list[Refusal] | None:
    if not isinstance(source, Permanent) or not any(e.kind == "keyword_reconfigure" and e.get("mode") == "unattach"
                                                    for e in ability.effects):
        return None
    if source.attached_to is None:  # 702.151a: "only if this permanent is attached to a creature"
        return [Refusal("702.151a", "ill.reconfigure_not_attached", (("card", card_name(source.card)),))]
    return None


@hookimpl(tryfirst=True)
def arbitre_state_based_actions(game: Game) -> bool:
    """702.151b: an Equipment with reconfigure whose creature left (or stopped being a creature) becomes
    unattached and is a creature again (the Equipment rule 704.5n, then the end of 702.151b's effect)."""
    changed = False
    for perm in game.state.battlefield:
        if not is_reconfigured(perm) or perm.attached_to is None:
            continue
        host = game.state.permanent(perm.attached_to)
        if host is None or not host.is_creature:
            _unattach(game, perm, "704.5n")
            changed = True
    return changed


# ----------------------------------------------------------------------------- awaken (702.113)

@hookimpl
def arbitre_cast_options(game: Game, player: str, card: CardObject, zone: str) -> list[CastOption] | None:
    cost = card.card.cost_named("awaken")
    if zone == "hand" and cost is not None and keyword_numbers(card.card.keywords, "awaken"):
        return [CastOption("hand", "awaken", cost, rule="702.113a")]
    return None


def awakened(card: CardDef) -> tuple[tuple[Effect, ...], tuple[TargetSpec, ...]]:
    """702.113a-b: cast for its awaken cost, the spell also targets a land you control and puts N +1/+1 counters
    on it: its effects and targets then."""
    n = max(keyword_numbers(card.keywords, "awaken"), default=0)
    specs = card.targets + (LAND_YOU_CONTROL,)
    return card.effects + (Effect.make("keyword_awaken", count=n, target=len(specs) - 1),), specs


def _awaken(game: Game, item: StackItem, effect: Effect) -> None:
    index = int(effect.get("target", 0))
    group = item.targets[index] if index < len(item.targets) else ()
    land = next((game.state.permanent(t.oid) for t in group if t.kind == "permanent"), None)
    if land is None:
        game.step("608.2b", "info", "step.keyword_source_gone", card=card_name(item.card))
        return
    n = int(effect.get("count", 0))
    card = land.card
    elemental = _changed(land, replace(card, types=card.types | {"creature"}, subtypes=card.subtypes | {"elemental"},
                                       power=0, toughness=0, keywords=card.keywords | {"haste"}))
    land = game.update_permanent(land, card=elemental)
    game.update_permanent(land, counters=land.with_counter("+1/+1", n).counters)
    game.step("702.113a", "resolve", "step.awakened", card=card_name(land.card.front), count=n)
    from plugins.continuous import refresh_statics

    refresh_statics(game)


RESOLVERS: dict[str, Resolver] = {"keyword_reconfigure": _reconfigure, "keyword_awaken": _awaken}


arbitre_resolve_effect, arbitre_simulated_effects = resolver_hooks(RESOLVERS)
