"""Built-in plugin `keyword_library`: keyword abilities that work with the library: dredge, cascade.

Dredge N (702.52a): a draw can be replaced by milling N cards and returning the card with dredge from the
graveyard to the hand; the player says so on the line right after what makes them draw ("I dredge Golgari
Thug", "je drague ..."); with fewer than N cards in the library it can't be done (702.52b). A dredge line
with no draw to replace is refused.

Cascade (702.85a): when the spell is cast, its controller exiles cards from the top of the library until a
nonland card with a lesser mana value, may cast that card without paying its mana cost (a `cast` line after
`resolve`; without one, cast when it needs no choice, assumed), and puts the other exiled cards on the
bottom in a random order. A library the message doesn't list is unknown: what cascade finds is unknown and
the trace says so.
"""

from __future__ import annotations

from typing import Any

from bot.engine.actions import Action
from bot.engine.game import Game
from bot.engine.hookspecs import CastOption, hookimpl
from bot.engine.state import CardObject, StackItem, replace
from bot.engine.trace import card_name
from foundation.cards import Cost, Effect
from foundation.errors import IllegalAction
from plugins.declare import enforces, resolver_hooks
from plugins.keyword_common import Resolver, keyword_numbers

FREE_CASTS = {"cascade": "702.85a"}


arbitre_enforced_abilities = enforces("dredge", "cascade")


# ----------------------------------------------------------------------------- dredge (702.52)

def _mill(game: Game, player: str, n: int, source: CardObject) -> None:
    from plugins.effects import mill

    item = StackItem(oid=0, kind="trigger", controller=player, card=source.card, owner=player)
    mill(game, item, Effect.make("mill", count=n, who="you"))


@hookimpl
def arbitre_replace_draw(game: Game, player: str) -> bool | None:
    line = game.take_action(lambda a: a.kind == "dredge" and a.actor in (None, player) and a.card is not None)
    if line is None:
        return None
    assert line.card is not None
    name = card_name(line.card.card)
    obj = game.find_in_zone(player, "graveyard", line.card.card)
    if obj is None:
        raise IllegalAction("ill.dredge_not_in_graveyard", "702.52a", rules=("702.52a",), card=name, player=player)
    n = max(keyword_numbers(obj.card.keywords, "dredge"), default=0)
    if n == 0:
        raise IllegalAction("ill.no_dredge", "702.52a", rules=("702.52a",), card=name)
    if game.player(player).library_size < n:
        raise IllegalAction("ill.dredge_library_too_small", "702.52b", rules=("702.52b",), card=name, count=n,
                            library=game.player(player).library_size)
    game.step("702.52a", "replacement", "step.dredge_instead", player=player, card=name, count=n)
    _mill(game, player, n, obj)
    game.move_card(player, "graveyard", obj, "hand", "dredge")
    game.step("702.52a", "resolve", "step.dredge_returns", player=player, card=name)
    return True


def _dredge_alone(game: Game, action: Action) -> None:
    assert action.card is not None
    raise IllegalAction("ill.dredge_without_draw", "702.52a", rules=("702.52a", "614.1a"),
                        card=card_name(action.card.card))


# ----------------------------------------------------------------------------- cascade (702.85)

def _on_cast(game: Game, spell: StackItem) -> None:
    if spell.kind != "spell" or spell.get("copy_of") is not None:
        return
    for _ in range(sum(1 for kw in spell.card.keywords if kw == "cascade")):
        item = StackItem(oid=game.new_stack_oid(), kind="trigger", controller=spell.controller, card=spell.card,
                         owner=spell.owner, effects=(Effect.make("keyword_cascade", spell=spell.oid,
                                                                 mana_value=_mana_value(spell)),),
                         trigger="cascade")
        game.add_pending_trigger(item)
        game.step("702.85a", "trigger", "step.keyword_triggers", card=card_name(spell.card), ability="cascade")


def _mana_value(spell: StackItem) -> int:
    cost = spell.card.mana_cost
    return cost.mana_value if cost is not None else 0


def _cascade(game: Game, item: StackItem, effect: Effect) -> None:
    player = item.controller
    limit = int(effect.get("mana_value", 0))
    exiled: list[CardObject] = []
    found: CardObject | None = None
    for obj in list(game.player(player).library):
        moved = game.move_card(player, "library", obj, "exile", "cascade")
        if not isinstance(moved, CardObject):
            continue
        exiled.append(moved)
        cost = moved.card.mana_cost
        if "land" not in moved.card.types and (cost.mana_value if cost is not None else 0) < limit:
            found = moved
            break
    if found is None and game.player(player).library_unknown:
        game.step("702.85a", "resolve", "step.cascade_unknown", player=player, card=card_name(item.card),
                  cards=tuple(card_name(o.card) for o in exiled), count=limit)
    elif found is None:
        game.step("702.85a", "resolve", "step.cascade_nothing", player=player, card=card_name(item.card),
                  cards=tuple(card_name(o.card) for o in exiled), count=limit)
    else:
        game.step("702.85a", "resolve", "step.cascade_exiles", player=player, card=card_name(item.card),
                  cards=tuple(card_name(o.card) for o in exiled), found=card_name(found.card), count=limit)
    if found is not None:
        from plugins.keyword_abilities import free_cast

        free_cast(game, item, found, "cascade", "702.85a")
    # 702.85a: the cards exiled this way that weren't cast (the one found too, when it isn't cast) go on the bottom
    # of the library in a random order
    rest = [o for o in exiled if (where := game.state.find_card(o.oid)) is not None and where[1] == "exile"]
    for obj in rest:
        p = game.player(player)
        game.set_player(replace(p, exile=tuple(o for o in p.exile if o.oid != obj.oid)))
        game.put_card(obj.card, obj.owner, "library", top=False)
    if rest:
        game.step("702.85a", "resolve", "step.cascade_bottom", player=player,
                  cards=tuple(card_name(o.card) for o in rest))


@hookimpl
def arbitre_cast_options(game: Game, player: str, card: CardObject, zone: str) -> list[CastOption] | None:
    item = game.resolving
    if zone != "exile" or item is None or item.kind != "trigger" or item.trigger != "cascade":
        return None
    if game.notes.get("free_cast") == card.oid:
        return [CastOption("exile", "cascade", Cost(), ignore_timing=True, rule="702.85a")]
    return None


# ----------------------------------------------------------------------------- hooks

@hookimpl
def arbitre_event(game: Game, event: str, obj: Any, data: dict[str, Any]) -> None:
    if event == "cast" and isinstance(obj, StackItem):
        _on_cast(game, obj)


@hookimpl
def arbitre_perform_action(game: Game, action: Action) -> bool | None:
    if action.kind == "dredge":
        _dredge_alone(game, action)
        return True
    return None


RESOLVERS: dict[str, Resolver] = {"keyword_cascade": _cascade}


arbitre_resolve_effect, arbitre_simulated_effects = resolver_hooks(RESOLVERS)
