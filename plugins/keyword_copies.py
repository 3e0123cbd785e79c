"""Built-in plugin `keyword_copies`: keyword abilities that copy the spell they are on.

Conspire (702.78a): an optional additional cost, tapping two untapped creatures you control that share a colour
with the spell ("with conspire tapping Grizzly Bears and Llanowar Elves"); when the spell is cast with it paid,
a trigger copies it (the copy's targets are the same unless a line says otherwise: assumed, said, 707.10c).

Demonstrate (702.144a): when the spell is cast, its controller may copy it; if they do, an opponent they choose
copies it too. Both choices are assumed (a copy each, the first opponent) and said.

Epic (702.50a): as the spell resolves, its controller can't cast spells for the rest of the game (a refusal
citing 702.50a), and at the beginning of each of their upkeeps, a copy of the spell (without epic) is put on
the stack.
"""

from __future__ import annotations

from typing import Any

from bot.engine.game import Game
from bot.engine.hookspecs import hookimpl
from bot.engine.state import StackItem, replace
from bot.engine.trace import card_name
from foundation.cards import CardDef, Cost, Effect, ObjectFilter, SacrificeCost
from foundation.errors import IllegalAction
from plugins.declare import enforces, resolver_hooks
from plugins.keyword_common import Resolver

EPIC_KEY = "epic:"  # `GameState.delayed` entries of epic, never a step name: they stay for the rest of the game


arbitre_enforced_abilities = enforces("conspire", "demonstrate", "epic")


def conspire_cost(card: CardDef) -> Cost | None:
    """702.78a: tapping two untapped creatures you control that share a colour with the spell."""
    if "conspire" not in card.keywords:
        return None
    return Cost(tap_untapped=SacrificeCost(ObjectFilter(types=("creature",), colors="".join(sorted(card.colors))
                                                        or "-"), 2))


def copy_spell(game: Game, spell: StackItem, controller: str, rule: str) -> StackItem:
    """A copy of `spell` on the stack (707.10), controlled by `controller`; its targets are the same (707.10c:
    new ones may be chosen: assumed not, said)."""
    copy = replace(spell, oid=game.new_stack_oid(), controller=controller, card=replace(spell.card, token=True),
                   data=spell.data + (("copy_of", spell.oid),))
    game.push_stack(copy)
    game.step(rule, "resolve", "step.spell_copied", player=controller, card=card_name(spell.card))
    if spell.targets and any(spell.targets):
        game.step("707.10c", "info", "step.assumed_choice", player=controller, what="copy_targets",
                  cards=(card_name(spell.card),))
    return copy


def _cast_trigger(game: Game, spell: StackItem, kind: str, ability: str, rule: str) -> None:
    item = StackItem(oid=game.new_stack_oid(), kind="trigger", controller=spell.controller, card=spell.card,
                     owner=spell.owner, effects=(Effect.make(kind, spell=spell.oid),), trigger=ability)
    game.add_pending_trigger(item)
    game.step(rule, "trigger", "step.keyword_triggers", card=card_name(spell.card), ability=ability)


def _on_cast(game: Game, spell: StackItem) -> None:
    if spell.kind != "spell" or spell.get("copy_of") is not None:
        return
    optional = spell.get("optional_costs") or ()
    if isinstance(optional, tuple) and "conspire" in optional:  # 702.78a: "when you do, copy it"
        _cast_trigger(game, spell, "keyword_conspire_copy", "conspire", "702.78a")
    if "demonstrate" in spell.card.keywords:  # 702.144a
        _cast_trigger(game, spell, "keyword_demonstrate", "demonstrate", "702.144a")


def _spell_of(game: Game, item: StackItem, effect: Effect, rule: str) -> StackItem | None:
    spell = game.state.stack_item(int(effect.get("spell", 0)))
    if spell is None:
        game.step(rule, "info", "step.keyword_source_gone", card=card_name(item.card))
    return spell


def _conspire(game: Game, item: StackItem, effect: Effect) -> None:
    spell = _spell_of(game, item, effect, "702.78a")
    if spell is not None:
        copy_spell(game, spell, item.controller, "702.78a")


def _demonstrate(game: Game, item: StackItem, effect: Effect) -> None:
    spell = _spell_of(game, item, effect, "702.144a")
    if spell is None:
        return
    game.step("702.144a", "info", "step.assumed_choice", player=item.controller, what="demonstrate_copy",
              cards=(card_name(spell.card),))
    copy_spell(game, spell, item.controller, "702.144a")
    opponents = game.state.opponents(item.controller)
    if opponents:
        chosen = opponents[0]
        game.step("702.144a", "info", "step.demonstrate_opponent", player=item.controller, opponent=chosen,
                  card=card_name(spell.card))
        copy_spell(game, spell, chosen, "702.144a")


def epic_locked(game: Game, player: str) -> StackItem | None:
    """The epic spell that stops `player` from casting spells for the rest of the game (702.50a), if any."""
    return next((item for key, item in game.state.delayed if key == EPIC_KEY + player), None)


def _on_resolved(game: Game, item: StackItem) -> None:
    """702.50a: the epic spell resolves: no more spells for its controller, a copy at each of their upkeeps."""
    if "epic" not in item.card.keywords or item.get("copy_of") is not None or item.kind != "spell":
        return
    copy = replace(item, card=replace(item.card, keywords=item.card.keywords - {"epic"}, token=True),
                   data=item.data + (("copy_of", item.oid),))
    game.state = replace(game.state, delayed=game.state.delayed + ((EPIC_KEY + item.controller, copy),))
    game.step("702.50a", "resolve", "step.epic_rest_of_game", player=item.controller, card=card_name(item.card))


@hookimpl
def arbitre_begin_step(game: Game, step: str) -> None:
    """702.50a: at the beginning of each of its controller's upkeeps, copy the epic spell."""
    if step != "upkeep":
        return
    for key, copy in game.state.delayed:
        if key == EPIC_KEY + game.state.active:
            item = StackItem(oid=game.new_stack_oid(), kind="trigger", controller=copy.controller, card=copy.card,
                             owner=copy.owner, effects=(Effect.make("keyword_epic_copy"),), trigger="epic",
                             data=(("epic_copy", copy),))
            game.add_pending_trigger(item)
            game.step("702.50a", "trigger", "step.keyword_triggers", card=card_name(copy.card), ability="epic")


def _epic_copy(game: Game, item: StackItem, effect: Effect) -> None:
    copy = item.get("epic_copy")
    if isinstance(copy, StackItem):
        copy_spell(game, replace(copy, oid=game.new_stack_oid()), item.controller, "702.50a")


def epic_refusal(game: Game, player: str, card: CardDef) -> None:
    held = epic_locked(game, player)
    if held is not None:
        raise IllegalAction("ill.epic_no_spells", "702.50a", rules=("702.50a", "601.3"), card=card_name(card),
                            epic=card_name(held.card))


@hookimpl
def arbitre_replace_move(game: Game, card: Any, owner: str, from_zone: str, to_zone: str, cause: str) -> str | None:
    if isinstance(card, StackItem) and from_zone == "stack" and cause == "resolve":
        _on_resolved(game, card)
    return None


@hookimpl
def arbitre_event(game: Game, event: str, obj: Any, data: dict[str, Any]) -> None:
    if event == "cast" and isinstance(obj, StackItem):
        _on_cast(game, obj)


RESOLVERS: dict[str, Resolver] = {"keyword_conspire_copy": _conspire, "keyword_demonstrate": _demonstrate,
                                  "keyword_epic_copy": _epic_copy}


arbitre_resolve_effect, arbitre_simulated_effects = resolver_hooks(RESOLVERS)
