"""Built-in plugin `madness` (702.35): a discarded madness card is exiled instead, its trigger
goes on the stack the next time a player would receive priority (603.3), and when it
resolves the owner may cast it for its madness cost (608.2g) or puts it into the graveyard.

Whatever discards the card (a cost like Wild Mongrel's or Lion's Eye Diamond's, an effect,
cleanup) goes through the same replacement. A card discarded to pay a cost has its trigger,
and so its spell, resolve before what the cost paid for (Fiery Temper ruling).
"""

from __future__ import annotations

from typing import Any

from bot.engine import hookspecs as hs
from bot.engine.actions import Action
from bot.engine.game import Game
from bot.engine.hookspecs import CastOption, hookimpl
from bot.engine.state import CardObject, StackItem
from bot.engine.trace import card_name
from foundation.cards import Effect
from plugins.declare import enforces

MADNESS_EFFECT = Effect.make("madness_cast")


def _resolving_trigger_for(game: Game, card: CardObject) -> StackItem | None:
    item = game.resolving
    if (item is not None and item.kind == "trigger" and item.trigger == "madness"
            and item.get("card") == card.card.name and item.controller == card.owner):
        return item
    return None


@hookimpl
def arbitre_replace_move(game: Game, card: Any, owner: str, from_zone: str, to_zone: str, cause: str) -> str | None:
    if not (isinstance(card, CardObject) and from_zone == "hand" and cause == "discard" and to_zone == "graveyard"):
        return None
    if card.card.cost_named("madness") is None:
        return None
    game.step("702.35a", "replacement", "step.madness_exiled", card=card_name(card.card), player=owner)
    trigger = StackItem(oid=game.new_stack_oid(), kind="trigger", controller=owner, card=card.card, owner=owner,
                        effects=(MADNESS_EFFECT,), trigger="madness", data=(("card", card.card.name),))
    game.add_pending_trigger(trigger)
    game.step("702.35a", "trigger", "step.madness_triggers", card=card_name(card.card), player=owner)
    return "exile"


@hookimpl
def arbitre_cast_options(game: Game, player: str, card: CardObject, zone: str) -> list[CastOption] | None:
    if zone != "exile" or _resolving_trigger_for(game, card) is None:
        return None
    cost = card.card.cost_named("madness")
    if cost is None:
        return None
    return [CastOption("exile", "madness", cost, ignore_timing=True, rule="702.35b")]


def _is_choice_for(item: StackItem, action: Action) -> bool:
    if action.actor not in (None, item.controller):
        return False
    if action.kind == "decline_madness":
        return True
    return action.kind == "cast" and action.alt == "madness" and action.card is not None \
        and action.card.card.name == item.get("card")


@hookimpl
def arbitre_resolve_effect(game: Game, item: StackItem, effect: Effect) -> bool | None:
    if effect.kind != "madness_cast":
        return None
    name = item.get("card")
    owner = item.controller
    exiled = next((o for o in game.player(owner).exile if o.card.name == name), None)
    if exiled is None:  # it left exile: nothing to cast (702.35a only works on the exiled card)
        game.step("702.35a", "resolve", "step.madness_card_gone", card=card_name(item.card))
        return True
    choice = game.take_action(lambda a: _is_choice_for(item, a))
    if choice is not None and choice.kind == "cast":
        game.step("608.2g", "step", "step.madness_cast_during_resolution", card=card_name(item.card), player=owner)
        if not hs.call_perform_action(game.pm, game, choice):
            return None
        return True
    if choice is None:
        game.step("702.35a", "info", "step.madness_assumed_declined", player=owner, card=card_name(item.card))
    else:
        game.step("702.35a", "step", "step.madness_declined", card=card_name(item.card), player=owner)
    game.move_card(owner, "exile", exiled, "graveyard", "madness")
    game.step("702.35a", "resolve", "step.madness_to_graveyard", card=card_name(item.card), player=owner)
    return True


# 702.35: exile instead of the graveyard, the trigger, the cast for the madness cost
arbitre_enforced_abilities = enforces("madness")


@hookimpl
def arbitre_simulated_effects() -> list[str]:
    return [MADNESS_EFFECT.kind]
