"""Built-in plugin `keyword_casts`: keyword abilities that change how a spell is cast or what it is on the stack.

Bestow (702.103): cast bestowed for its bestow cost, the spell is an Aura enchantment with enchant creature
(702.103b) and targets a creature (601.2c); with that target gone as it resolves, it resolves as a creature
(702.103e, 608.3b); the bestowed Aura that becomes unattached stays on the battlefield as a creature
(702.103f, an exception to 704.5m).

Assist (702.132a): before the caster pays, another player may pay generic mana of the total cost ("opponent pays
{2}" right after the cast line); more than the generic part, or coloured mana, is refused.

Casualty N (702.153a): an optional additional cost, sacrificing a creature with power N or greater ("with
casualty, sacrificing Grizzly Bears"); when the spell is cast with it paid, a trigger copies it (the copy's
targets are the same unless a line says otherwise: assumed, said, 707.10c).
"""

from __future__ import annotations

from typing import Any

from bot.engine.game import Game
from bot.engine.hookspecs import CastOption, hookimpl
from bot.engine.payment import pay_mana
from bot.engine.state import CardObject, Permanent, StackItem, replace
from bot.engine.trace import card_name
from foundation.cards import CardDef, Cost, Effect, ManaCost, ObjectFilter, SacrificeCost, TargetSpec
from foundation.errors import IllegalAction
from plugins.declare import enforces, resolver_hooks
from plugins.keyword_common import Resolver, keyword_numbers

ENCHANT_CREATURE = TargetSpec(kind="object", filter=ObjectFilter(types=("creature",)))


arbitre_enforced_abilities = enforces("bestow", "casualty", "assist")


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


# ----------------------------------------------------------------------------- assist (702.132)

def assisted(game: Game, player: str, card: CardDef, locked: ManaCost) -> ManaCost:
    """702.132a: before the caster pays, another player may pay some of the generic mana of the total cost (the
    `pay` line of that player right after the cast: "opponent pays {2}"); what is left for the caster."""
    line = game.take_action(lambda a: a.kind == "pay" and a.actor not in (None, player)
                            and a.payment.mana is not None)
    if line is None or line.actor is None or line.payment.mana is None:
        return locked
    helper, given = line.actor, line.payment.mana
    if given.symbols or given.x or given.generic > locked.generic:
        raise IllegalAction("ill.assist_too_much", "702.132a", rules=("702.132a", "601.2h"), player=helper,
                            card=card_name(card), mana=str(given), generic=locked.generic)
    game.step("702.132a", "step", "step.assist_chosen", player=helper, card=card_name(card))
    pay_mana(game, helper, ManaCost(given.generic), line.payment, "702.132a")
    game.step("702.132a", "cost", "step.assist_paid", player=helper, amount=given.generic, card=card_name(card))
    return replace(locked, generic=locked.generic - given.generic)


# ----------------------------------------------------------------------------- casualty (702.153)

def keyword_optional_cost(card: CardDef, name: str) -> Cost | None:
    """An optional additional cost a keyword of the card defines without a cost of its own: casualty N's
    "sacrifice a creature with power N or greater" (702.153a). None when the card has no such keyword."""
    if name == "conspire":
        from plugins.keyword_copies import conspire_cost

        return conspire_cost(card)
    if name == "casualty":
        n = max(keyword_numbers(card.keywords, "casualty"), default=None)
        if n is not None:
            return Cost(sacrifice=SacrificeCost(ObjectFilter(types=("creature",), power=(">=", n)), 1))
    return None


def _on_cast(game: Game, spell: StackItem) -> None:
    optional = spell.get("optional_costs") or ()
    if spell.kind == "spell" and isinstance(optional, tuple) and "casualty" in optional:
        # 702.153a, 603.12: "when you cast this spell, if a casualty cost was paid for it, copy it"
        item = StackItem(oid=game.new_stack_oid(), kind="trigger", controller=spell.controller, card=spell.card,
                         owner=spell.owner, effects=(Effect.make("keyword_casualty_copy", spell=spell.oid),),
                         trigger="casualty")
        game.add_pending_trigger(item)
        game.step("702.153a", "trigger", "step.keyword_triggers", card=card_name(spell.card), ability="casualty")


def _copy_spell(game: Game, item: StackItem, effect: Effect) -> None:
    spell = game.state.stack_item(int(effect.get("spell", 0)))
    if spell is None:
        game.step("702.153a", "info", "step.keyword_source_gone", card=card_name(item.card))
        return
    copy = replace(spell, oid=game.new_stack_oid(), card=replace(spell.card, token=True),
                   data=spell.data + (("copy_of", spell.oid),))
    game.push_stack(copy)
    game.step("702.153a", "resolve", "step.spell_copied", player=item.controller, card=card_name(spell.card))
    if spell.targets and any(spell.targets):  # 707.10c: "you may choose new targets": the same, assumed
        game.step("707.10c", "info", "step.assumed_choice", player=item.controller, what="copy_targets",
                  cards=(card_name(spell.card),))


@hookimpl
def arbitre_event(game: Game, event: str, obj: Any, data: dict[str, Any]) -> None:
    if event == "cast" and isinstance(obj, StackItem):
        _on_cast(game, obj)


RESOLVERS: dict[str, Resolver] = {"keyword_casualty_copy": _copy_spell}


arbitre_resolve_effect, arbitre_simulated_effects = resolver_hooks(RESOLVERS)
