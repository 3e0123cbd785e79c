"""Built-in plugin `keyword_reveals`: keyword abilities that cast a card as something resolves.

Ripple N (702.60a): when the spell is cast, its controller may reveal the top N cards of their library and cast
any of them with the same name without paying their mana cost (a `cast` line after `resolve`; without one, cast
when it needs no choice, assumed); the other revealed cards go to the bottom. A library the message doesn't
list is unknown, and the trace says so.

Miracle (702.94a): the first card a player draws in a turn, revealed as it is drawn (assumed revealed, said),
triggers; as that trigger resolves the card may be cast for its miracle cost ("I cast Bonfire of the Damned for
its miracle cost", a line after `resolve`); no such line: not cast, said. Cast for its miracle cost at any other
moment, or a card not drawn first this turn, is refused (702.94a, 601.3).

Cipher (702.99a): as an instant or sorcery with cipher resolves, its controller may exile it encoded on a
creature they control (the one a `choose` line names, else the first, assumed and said); whenever that creature
deals combat damage to a player, its controller may cast a copy of the encoded card without paying its mana
cost (702.99c: encoded while the card stays exiled and the creature on the battlefield).
"""

from __future__ import annotations

from typing import Any

from bot.engine import hookspecs as hs
from bot.engine.actions import Action, CardRef
from bot.engine.game import Game
from bot.engine.hookspecs import CastOption, hookimpl
from bot.engine.state import CardObject, Permanent, StackItem, replace
from bot.engine.trace import card_name
from foundation.cards import Cost, Effect
from plugins.declare import enforces, resolver_hooks
from plugins.keyword_common import Resolver, keyword_numbers, keyword_trigger

FIRST_DRAW = "drew_first:"  # a turn flag: the player drew their first card of the turn
ENCODED = "cipher:"  # `Permanent.keyword_state`: cipher:<the exiled card's oid>


arbitre_enforced_abilities = enforces("ripple", "miracle", "cipher")


def cast_now(game: Game, item: StackItem, obj: CardObject, zone: str, how: str, rule: str,
             free: bool = True) -> bool:
    """Cast `obj` from `zone` while `item` resolves (608.2g): the `cast` line naming it; without one, a free cast
    needing no choice is assumed, anything else isn't cast (said). Whether it was cast."""
    game.notes["cast_now"] = (obj.oid, how)
    owner = item.controller
    line = game.take_action(lambda a: a.kind == "cast" and a.actor in (None, owner) and a.card is not None
                            and a.card.card.name == obj.card.name)
    card = obj.card
    if line is None and (not free or card.targets or card.modes or (card.mana_cost is not None and card.mana_cost.x)):
        game.step(rule, "info", "step.free_cast_assumed_declined", player=owner, card=card_name(card))
        return False
    if line is None:
        game.step(rule, "info", "step.free_cast_assumed", player=owner, card=card_name(card))
        line = Action("cast", 0, "", actor=owner, card=CardRef(card, card.name, 0, None))
    hs.call_perform_action(game.pm, game, replace(line, alt=how, from_zone=zone))
    return True


@hookimpl
def arbitre_cast_options(game: Game, player: str, card: CardObject, zone: str) -> list[CastOption] | None:
    waiting = game.notes.get("cast_now") if game.resolving is not None else None
    if not isinstance(waiting, tuple) or waiting[0] != card.oid:
        return None
    how = waiting[1]
    if how == "miracle":
        cost = card.card.cost_named("miracle")
        return [CastOption(zone, "miracle", cost, ignore_timing=True, rule="702.94a")] if cost is not None else None
    return [CastOption(zone, how, Cost(), ignore_timing=True, rule=RULES[how])]


RULES = {"ripple": "702.60a", "cipher": "702.99a", "miracle": "702.94a"}


# ----------------------------------------------------------------------------- ripple (702.60)

def _on_cast(game: Game, spell: StackItem) -> None:
    if spell.kind != "spell" or spell.get("copy_of") is not None:
        return
    for n in keyword_numbers(spell.card.keywords, "ripple"):
        item = StackItem(oid=game.new_stack_oid(), kind="trigger", controller=spell.controller, card=spell.card,
                         owner=spell.owner, effects=(Effect.make("keyword_ripple", count=n),), trigger="ripple")
        game.add_pending_trigger(item)
        game.step("702.60a", "trigger", "step.keyword_triggers", card=card_name(spell.card), ability="ripple")


def _ripple(game: Game, item: StackItem, effect: Effect) -> None:
    player = item.controller
    n = int(effect.get("count", 0))
    p = game.player(player)
    shown = list(p.library[:n])
    if len(shown) < n and p.library_unknown:
        game.step("702.60a", "info", "step.ripple_unknown", player=player, card=card_name(item.card),
                  count=min(n - len(shown), p.library_unknown))
    if not shown:
        return
    game.step("702.60a", "step", "step.ripple_reveals", player=player, cards=tuple(card_name(o.card) for o in shown))
    for obj in [o for o in shown if o.card.name == item.card.name]:
        cast_now(game, item, obj, "library", "ripple", "702.60a")
    rest = [o for o in shown if any(x.oid == o.oid for x in game.player(player).library)]
    for obj in rest:  # 702.60a: the rest on the bottom, in any order
        game.remove_from_zone(player, "library", obj.oid)
        game.put_card(obj.card, obj.owner, "library", top=False)
    if rest:
        game.step("702.60a", "resolve", "step.hideaway_bottom", player=player,
                  cards=tuple(card_name(o.card) for o in rest))


# ----------------------------------------------------------------------------- miracle (702.94)

def _on_drew(game: Game, obj: CardObject, player: str) -> None:
    flag = FIRST_DRAW + player
    if flag in game.state.flags:
        return
    game.set_flag(flag)
    if obj.card.cost_named("miracle") is None:
        return
    game.step("702.94a", "info", "step.assumed_choice", player=player, what="miracle_revealed",
              cards=(card_name(obj.card),))
    item = StackItem(oid=game.new_stack_oid(), kind="trigger", controller=player, card=obj.card, owner=obj.owner,
                     effects=(Effect.make("keyword_miracle", card_oid=obj.oid),), trigger="miracle")
    game.add_pending_trigger(item)
    game.step("702.94a", "trigger", "step.keyword_triggers", card=card_name(obj.card), ability="miracle")


def _miracle(game: Game, item: StackItem, effect: Effect) -> None:
    obj = next((o for o in game.player(item.controller).hand if o.oid == effect.get("card_oid")), None)
    if obj is None:
        game.step("702.94a", "info", "step.miracle_card_gone", card=card_name(item.card))
        return
    cast_now(game, item, obj, "hand", "miracle", "702.94a", free=False)


# ----------------------------------------------------------------------------- cipher (702.99)

def cipher_destination(game: Game, item: StackItem) -> str | None:
    """702.99a: as it resolves, the cipher card is exiled encoded on a creature its controller controls."""
    creatures = [p for p in game.state.permanents_of(item.controller) if p.is_creature]
    if not creatures:
        game.step("702.99a", "info", "step.cipher_no_creature", card=card_name(item.card))
        return None
    host = game.choose_permanents(item.controller, ("choose",), 1, creatures, "702.99a", "cipher_creature")[0]
    game.notes["cipher_host"] = host.oid
    return "exile"


def _on_left_stack(game: Game, obj: CardObject, zone: str) -> None:
    host_oid = game.notes.pop("cipher_host", None)
    host = game.state.permanent(host_oid) if isinstance(host_oid, int) else None
    if zone != "exile" or host is None:
        return
    game.update_permanent(host, keyword_state=host.keyword_state | {f"{ENCODED}{obj.oid}"})
    game.step("702.99a", "resolve", "step.cipher_encoded", card=card_name(obj.card), target=card_name(host.card))


def _encoded(game: Game, perm: Permanent) -> list[CardObject]:
    """702.99c: the cards encoded on `perm` still in exile."""
    oids = {int(k[len(ENCODED):]) for k in perm.keyword_state if k.startswith(ENCODED)}
    return [o for p in game.state.players for o in p.exile if o.oid in oids]


def _on_combat_damage(game: Game, perm: Permanent) -> None:
    for obj in _encoded(game, perm):
        keyword_trigger(game, perm, "cipher", "702.99a", Effect.make("keyword_cipher", card_oid=obj.oid))


def _cipher(game: Game, item: StackItem, effect: Effect) -> None:
    """702.99a: a copy of the encoded card is cast without paying its mana cost (707.12: created in exile)."""
    exiled = next((o for p in game.state.players for o in p.exile if o.oid == effect.get("card_oid")), None)
    if exiled is None:
        game.step("702.99c", "info", "step.keyword_source_gone", card=card_name(item.card))
        return
    copy = game.put_card(replace(exiled.card, token=True), item.controller, "exile")
    p = game.player(item.controller)  # first in the zone: the card a `cast` line naming it means (not the original)
    game.set_player(replace(p, exile=(copy,) + tuple(o for o in p.exile if o.oid != copy.oid)))
    game.step("707.12", "step", "step.cipher_copy", card=card_name(exiled.card), player=item.controller)
    if not cast_now(game, item, copy, "exile", "cipher", "702.99a"):
        game.remove_from_zone(item.controller, "exile", copy.oid)


# ----------------------------------------------------------------------------- hooks

@hookimpl
def arbitre_event(game: Game, event: str, obj: Any, data: dict[str, Any]) -> None:
    if event == "cast" and isinstance(obj, StackItem):
        _on_cast(game, obj)
    elif event == "drew" and isinstance(obj, CardObject) and isinstance(data.get("player"), str):
        _on_drew(game, obj, data["player"])
    elif event == "left_stack" and isinstance(obj, CardObject) and "cipher" in obj.card.keywords:
        _on_left_stack(game, obj, str(data.get("zone", "")))
    elif event == "combat_damage_to_player" and isinstance(obj, Permanent):
        _on_combat_damage(game, obj)


@hookimpl
def arbitre_replace_move(game: Game, card: Any, owner: str, from_zone: str, to_zone: str, cause: str) -> str | None:
    if isinstance(card, StackItem) and from_zone == "stack" and cause == "resolve" and to_zone == "graveyard" \
            and card.kind == "spell" and "cipher" in card.card.keywords and card.get("copy_of") is None \
            and not card.card.token:
        return cipher_destination(game, card)
    return None


RESOLVERS: dict[str, Resolver] = {"keyword_ripple": _ripple, "keyword_miracle": _miracle, "keyword_cipher": _cipher}


arbitre_resolve_effect, arbitre_simulated_effects = resolver_hooks(RESOLVERS)
