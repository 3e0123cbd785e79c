"""Built-in plugin `keyword_graveyard`: keyword abilities of cards in a graveyard or exiled from one.

Recover (702.59a): when a creature is put into your graveyard from the battlefield, each card with recover in
that graveyard triggers; as it resolves, its owner may pay the recover cost (a `pay` line after `resolve`) to
return it to their hand; otherwise it is exiled (not paying is assumed without such a line, and said).

Haunt (702.55a): when a permanent with haunt is put into a graveyard from the battlefield, or an instant or
sorcery with haunt into a graveyard as it resolves, it triggers: the card is exiled haunting target creature
(the target the next `choose` line names, else assumed, 603.3d). When the haunted creature dies, the card's
"when the creature it haunts dies" ability triggers from exile (702.55c).
"""

from __future__ import annotations

from typing import Any

from bot.engine.game import Game
from bot.engine.hookspecs import hookimpl
from bot.engine.state import CardObject, Permanent, StackItem
from bot.engine.trace import card_name
from foundation.cards import Cost, Effect, ObjectFilter, TargetSpec
from plugins.declare import enforces
from plugins.keyword_common import pay_keyword_cost

HAUNT_TARGET = TargetSpec(kind="object", filter=ObjectFilter(types=("creature",)))
HAUNTED_EVENTS = ("haunted_dies", "enters_or_haunted_dies")


arbitre_enforced_abilities = enforces("recover", "haunt")


@hookimpl
def arbitre_simulated_effects() -> list[str]:
    return ["keyword_recover", "keyword_haunt"]


@hookimpl
def arbitre_trigger_events() -> list[str]:
    return list(HAUNTED_EVENTS)


# ----------------------------------------------------------------------------- recover (702.59)

def _creature_to_graveyard(game: Game, perm: Permanent, card: Any) -> None:
    for obj in game.player(perm.owner).graveyard:
        if obj is card or obj.card.cost_named("recover") is None:
            continue
        item = StackItem(oid=game.new_stack_oid(), kind="trigger", controller=perm.owner, card=obj.card,
                         owner=perm.owner, effects=(Effect.make("keyword_recover", card_oid=obj.oid),),
                         trigger="recover")
        game.add_pending_trigger(item)
        game.step("702.59a", "trigger", "step.keyword_triggers", card=card_name(obj.card), ability="recover")


def _recover(game: Game, item: StackItem, effect: Effect) -> None:
    player = item.controller
    obj = next((o for o in game.player(player).graveyard if o.oid == effect.get("card_oid")), None)
    if obj is None:
        game.step("702.59a", "info", "step.recover_card_gone", card=card_name(item.card))
        return
    if pay_keyword_cost(game, player, obj.card.cost_named("recover") or Cost(), None, "702.59a"):
        game.move_card(player, "graveyard", obj, "hand", "recover")
        game.step("702.59a", "resolve", "step.recover_returns", player=player, card=card_name(obj.card))
        return
    game.step("702.59a", "info", "step.assumed_choice", player=player, what="recover_not_paid",
              cards=(card_name(obj.card),))
    game.move_card(player, "graveyard", obj, "exile", "recover")
    game.step("702.59a", "resolve", "step.recover_exiled", card=card_name(obj.card))


# ----------------------------------------------------------------------------- haunt (702.55)

def _haunt_trigger(game: Game, card: CardObject, controller: str) -> None:
    from plugins.triggers import queue_ability

    queue_ability(game, card.card, controller, (Effect.make("keyword_haunt", card_oid=card.oid, target=0),),
                  (HAUNT_TARGET,), "haunt")


def _haunt(game: Game, item: StackItem, effect: Effect) -> None:
    """702.55a: exile the card haunting the target creature (702.55b)."""
    owner = item.owner or item.controller
    obj = next((o for o in game.player(owner).graveyard if o.oid == effect.get("card_oid")), None)
    target = next((game.state.permanent(t.oid) for group in item.targets for t in group if t.kind == "permanent"),
                  None)
    if obj is None or target is None:
        game.step("702.55a", "info", "step.keyword_source_gone", card=card_name(item.card))
        return
    moved = game.move_card(owner, "graveyard", obj, "exile", "haunt")
    if isinstance(moved, CardObject):
        game.update_permanent(target, keyword_state=target.keyword_state | {f"haunted:{moved.oid}"})
    game.step("702.55a", "resolve", "step.haunt_exiled", card=card_name(obj.card), target=card_name(target.card))


def _haunted_dies(game: Game, perm: Permanent) -> None:
    """702.55c: the abilities of the cards haunting it trigger from exile."""
    from plugins.triggers import queue_ability

    oids = {int(k.split(":")[1]) for k in perm.keyword_state if k.startswith("haunted:")}
    for player in game.state.players:
        for obj in player.exile:
            if obj.oid not in oids:
                continue
            for ability in obj.card.triggered:
                if ability.event in HAUNTED_EVENTS:
                    game.step("702.55c", "trigger", "step.haunted_dies", card=card_name(obj.card),
                              target=card_name(perm.card))
                    queue_ability(game, obj.card, obj.owner, ability.effects, ability.targets, "haunted_dies")


def _enters(game: Game, perm: Permanent) -> None:
    """"When ~ enters or the creature it haunts dies": its entering half (the other is 702.55c's)."""
    from plugins.triggers import queue_ability

    for ability in perm.card.triggered:
        if ability.event == "enters_or_haunted_dies":
            queue_ability(game, perm.card, perm.controller, ability.effects, ability.targets, "enters")


@hookimpl
def arbitre_event(game: Game, event: str, obj: Any, data: dict[str, Any]) -> None:
    if event == "leaves_battlefield" and isinstance(obj, Permanent) and data.get("to") == "graveyard":
        card = data.get("card")
        if obj.is_creature:
            _creature_to_graveyard(game, obj, card)
            _haunted_dies(game, obj)
        if "haunt" in obj.keywords and isinstance(card, CardObject):
            _haunt_trigger(game, card, obj.controller)
    elif event == "left_stack" and isinstance(obj, CardObject) and data.get("zone") == "graveyard" \
            and data.get("cause") == "resolve" and "haunt" in obj.card.keywords:
        item = data.get("item")
        _haunt_trigger(game, obj, item.controller if isinstance(item, StackItem) else obj.owner)
    elif event == "enters_battlefield" and isinstance(obj, Permanent):
        _enters(game, obj)


RESOLVERS = {"keyword_recover": _recover, "keyword_haunt": _haunt}


@hookimpl
def arbitre_resolve_effect(game: Game, item: StackItem, effect: Effect) -> bool | None:
    handler = RESOLVERS.get(effect.kind)
    if handler is None:
        return None
    handler(game, item, effect)
    return True
