"""Built-in plugin `effects`: carrying out the effects of resolving spells and abilities (608.2c).

Each effect kind of the card encoding (docs/ability_model.md) maps to one function here.
Kinds this plugin doesn't know are left to other plugins; the engine reports an effect
nobody resolved as "not simulated".
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from bot.engine.abilities import Source, deal_damage
from bot.engine.abilities import counter as counter_object
from bot.engine.abilities import destroy as destroy_permanent
from bot.engine.game import Game
from bot.engine.hookspecs import hookimpl
from bot.engine.payment import discard as discard_card
from bot.engine.payment import pick_production
from bot.engine.state import Permanent, StackItem, Target
from bot.engine.trace import card_name
from foundation.cards import Effect


def _amount(item: StackItem, effect: Effect, key: str = "amount", default: int = 1) -> int:
    value = effect.get(key, default)
    if value == "X":
        return item.x or 0
    return int(value)


def _targets(item: StackItem, effect: Effect) -> list[Target]:
    index = effect.get("target")
    if index is None or index >= len(item.targets):
        return []
    return list(item.targets[index])


def _self_permanent(game: Game, item: StackItem) -> Permanent | None:
    return game.state.permanent(item.source_oid) if item.source_oid is not None else None


def _permanents(game: Game, item: StackItem, effect: Effect) -> list[Permanent]:
    if effect.get("self"):
        perm = _self_permanent(game, item)
        return [perm] if perm else []
    out = []
    for t in _targets(item, effect):
        if t.kind == "permanent":
            perm = game.state.permanent(t.oid)
            if perm is not None:
                out.append(perm)
    return out


def _players(game: Game, item: StackItem, effect: Effect) -> list[str]:
    who = effect.get("who", "you")
    if who == "you":
        return [item.controller]
    if who == "each_opponent":
        return game.state.opponents(item.controller)
    if who == "each_player":
        return [p.name for p in game.state.players]
    if who == "target":
        return [t.player for t in _targets(item, effect) if t.kind == "player"]
    if who == "target_controller":
        out = []
        for t in _targets(item, effect):
            perm = game.state.permanent(t.oid) if t.kind == "permanent" else None
            if perm is not None:
                out.append(perm.controller)
            elif t.kind == "permanent":  # gone: last known information (608.2h)
                out.extend(_last_known_controller(game, item, t))
        return out
    return []


def _last_known_controller(game: Game, item: StackItem, target: Target) -> list[str]:
    known = dict(item.data).get("lki_controllers", {})
    return [known[target.oid]] if isinstance(known, dict) and target.oid in known else []


def damage(game: Game, item: StackItem, effect: Effect) -> None:
    n = _amount(item, effect)
    source = Source.of_item(game, item)  # its keywords (deathtouch, lifelink, infect) apply (120.3)
    recipients: list[Target] = _targets(item, effect)
    to = effect.get("to")
    if to == "you":
        recipients = [Target("player", player=item.controller)]
    elif to == "each_opponent":
        recipients = [Target("player", player=p) for p in game.state.opponents(item.controller)]
    for t in recipients:
        if t.kind == "player":
            deal_damage(game, source, t.player, n)
        elif t.kind == "permanent":
            perm = game.state.permanent(t.oid)
            if perm is not None:
                deal_damage(game, source, perm, n)


def destroy(game: Game, item: StackItem, effect: Effect) -> None:
    for perm in _permanents(game, item, effect):
        destroy_permanent(game, perm)  # not if it has indestructible (702.12b)


def destroy_all(game: Game, item: StackItem, effect: Effect) -> None:
    flt = effect.get("filter")
    doomed = [p for p in game.state.battlefield if flt is None or game.matches(p, flt, item.controller,
                                                                               item.source_oid)]
    destroyed = []
    for perm in doomed:
        if "indestructible" in perm.keywords:
            game.step("702.12b", "info", "step.indestructible", card=card_name(perm.card))
            continue
        game.leave_battlefield(perm, "graveyard", "destroy")
        destroyed.append(perm)
    game.step("701.8a", "resolve", "step.destroyed_all", cards=tuple(card_name(p.card) for p in destroyed),
              count=len(destroyed))


def exile(game: Game, item: StackItem, effect: Effect) -> None:
    for perm in _permanents(game, item, effect):
        game.leave_battlefield(perm, "exile", "exile")
        game.step("701.13a", "resolve", "step.exiled", card=card_name(perm.card))


def return_to_hand(game: Game, item: StackItem, effect: Effect) -> None:
    for perm in _permanents(game, item, effect):
        game.leave_battlefield(perm, "hand", "bounce")
        game.step("608.2c", "resolve", "step.returned_to_hand", card=card_name(perm.card))


def pump(game: Game, item: StackItem, effect: Effect) -> None:
    p, t = _amount(item, effect, "power", 0), _amount(item, effect, "toughness", 0)
    for perm in _permanents(game, item, effect):
        perm = game.update_permanent(perm, pump_power=perm.pump_power + p, pump_toughness=perm.pump_toughness + t)
        game.step("611.2a", "resolve", "step.pumped", card=card_name(perm.card), power=f"{p:+d}", toughness=f"{t:+d}",
                  now=f"{perm.power}/{perm.toughness}")


def draw(game: Game, item: StackItem, effect: Effect) -> None:
    n = _amount(item, effect, "count", 1)
    for player in _players(game, item, effect):
        drawn = game.draw(player, n)
        game.step("121.1", "resolve", "step.draws", player=player, count=len(drawn),
                  library=game.player(player).library_size)


def discard(game: Game, item: StackItem, effect: Effect) -> None:
    n = _amount(item, effect, "count", 1)
    for player in _players(game, item, effect):
        hand = list(game.player(player).hand)
        chosen = game.choose_cards(player, ("discard",), n, hand, "701.9a", "discard")
        for obj in chosen:
            discard_card(game, player, obj, "effect")


def add_mana(game: Game, item: StackItem, effect: Effect) -> None:
    from foundation.cards import ManaProduction

    mana = ManaProduction(effect.get("fixed", ""), int(effect.get("amount", 0)), effect.get("choice", ""),
                          bool(effect.get("one_color", False)))
    produced = pick_production(mana, None, game.player(item.controller).pool)
    game.add_mana(item.controller, produced)
    game.step("106.4", "resolve", "step.mana_added_effect", player=item.controller, mana=produced)


def counter(game: Game, item: StackItem, effect: Effect) -> None:
    for t in _targets(item, effect):
        target = game.state.stack_item(t.oid) if t.kind == "stack" else None
        if target is None:
            continue
        counter_object(game, target, item)  # unless it can't be countered (113.6g)


def search_library(game: Game, item: StackItem, effect: Effect) -> None:
    player = item.controller
    flt = effect.get("filter")
    lib = game.player(player).library
    options = [o for o in lib if flt is None or game.card_matches(o.card, flt)]
    count = int(effect.get("count", 1))
    if not options and game.player(player).library_unknown:
        game.step("701.23a", "info", "step.search_unknown_library", player=player)
        return
    chosen = game.choose_cards(player, ("choose",), count, options, "701.23a", "search")
    to = effect.get("to", "hand")
    for obj in chosen:
        game.remove_from_zone(player, "library", obj.oid)
        if to == "battlefield":
            game.enter_battlefield(obj.card, obj.owner, player, tapped=bool(effect.get("tapped", False)))
        else:
            game.put_card(obj.card, obj.owner, to)
        game.step("701.23a", "resolve", "step.search_found", player=player, card=card_name(obj.card), zone=to,
                  tapped=bool(effect.get("tapped", False)))
    if not chosen:
        game.step("701.23b", "resolve", "step.search_nothing", player=player)
    game.step("701.24a", "resolve", "step.shuffle", player=player)


def put_counter(game: Game, item: StackItem, effect: Effect) -> None:
    kind = effect.get("counter", "+1/+1")
    n = _amount(item, effect, "count", 1)
    for perm in _permanents(game, item, effect):
        game.update_permanent(perm, counters=perm.with_counter(kind, n).counters)
        game.step("122.1", "resolve", "step.counter_put", card=card_name(perm.card), counter=kind, count=n)


def remove_all_counters(game: Game, item: StackItem, effect: Effect) -> None:
    kind = effect.get("counter")
    for perm in list(game.state.battlefield):
        if perm.counter(kind):
            game.update_permanent(perm, counters=perm.with_counter(kind, -perm.counter(kind)).counters)
    game.step("122.1", "resolve", "step.counters_removed", counter=kind)


def tap(game: Game, item: StackItem, effect: Effect) -> None:
    for perm in _permanents(game, item, effect):
        game.update_permanent(perm, tapped=True)
        game.step("701.26a", "resolve", "step.tapped", card=card_name(perm.card))


def untap(game: Game, item: StackItem, effect: Effect) -> None:
    for perm in _permanents(game, item, effect):
        game.update_permanent(perm, tapped=False)
        game.step("701.26b", "resolve", "step.untapped", card=card_name(perm.card))


def gain_life(game: Game, item: StackItem, effect: Effect) -> None:
    n = _amount(item, effect)
    for player in _players(game, item, effect):
        game.change_life(player, n)
        game.step("119.3", "resolve", "step.life_gained", player=player, amount=n, life=game.player(player).life)


def lose_life(game: Game, item: StackItem, effect: Effect) -> None:
    n = _amount(item, effect)
    for player in _players(game, item, effect):
        game.change_life(player, -n)
        game.step("119.3", "resolve", "step.life_lost", player=player, amount=n, life=game.player(player).life)


def sacrifice(game: Game, item: StackItem, effect: Effect) -> None:
    flt = effect.get("filter")
    n = _amount(item, effect, "count", 1)
    for player in _players(game, item, effect):
        options = [p for p in game.state.permanents_of(player) if flt is None or game.matches(p, flt, player)]
        # the player's choice: from the line after `resolve`, else assumed and said so (issue 11 item 5)
        for perm in game.choose_permanents(player, ("sacrifice", "choose"), n, options, "701.21a", "sacrifice"):
            game.leave_battlefield(perm, "graveyard", "sacrifice")
            game.step("701.21a", "resolve", "step.sacrificed", player=player, card=card_name(perm.card))


def look_at_hand(game: Game, item: StackItem, effect: Effect) -> None:
    """Looking at a hand changes nothing in the game; the trace says what was seen."""
    for player in _players(game, item, effect):
        cards = tuple(card_name(o.card) for o in game.player(player).hand)
        game.step("608.2c", "resolve", "step.looks_at_hand", player=item.controller, target=player, cards=cards)


EFFECTS: dict[str, Callable[[Game, StackItem, Effect], None]] = {
    "look_at_hand": look_at_hand,
    "damage": damage,
    "destroy": destroy,
    "destroy_all": destroy_all,
    "exile": exile,
    "return_to_hand": return_to_hand,
    "pump": pump,
    "draw": draw,
    "discard": discard,
    "add_mana": add_mana,
    "counter": counter,
    "search_library": search_library,
    "put_counter": put_counter,
    "remove_all_counters": remove_all_counters,
    "tap": tap,
    "untap": untap,
    "gain_life": gain_life,
    "lose_life": lose_life,
    "sacrifice": sacrifice,
}


@hookimpl
def arbitre_resolve_effect(game: Game, item: StackItem, effect: Effect) -> Any:
    handler = EFFECTS.get(effect.kind)
    if handler is None:
        return None
    handler(game, item, effect)
    return True


@hookimpl
def arbitre_simulated_effects() -> list[str]:
    return sorted(EFFECTS)
