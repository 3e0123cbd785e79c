"""Built-in plugin `keyword_abilities`: more keyword abilities, each with its rule.

On the stack: storm (702.40a: copies for each spell cast before it this turn), rebound (702.88a: exiled as it
resolves when cast from a hand, cast again at its owner's next upkeep), ascend (702.131: the city's blessing).
From a hand: suspend (702.62a: a special action exiling it with time counters; a counter is removed at each of
its owner's upkeeps and it is cast without paying its mana cost when the last one goes, a creature with haste).
On the battlefield: living weapon (702.92a: a 0/0 Germ token it is attached to), afterlife (702.135a: Spirit
tokens when it dies), extort (702.101a: a payment that drains each opponent), mentor (702.134a), soulbond
(702.95a: paired with another creature, which "as long as ~ is paired" abilities read), level up (702.87a: its
level counters choose the band of abilities that applies). From a graveyard: embalm and eternalize (702.128a,
702.129a: a token copy). Totem armor and umbra armor (702.89a) replace the destruction of what the Aura
enchants (`bot.engine.abilities.destroy`).

A choice the play language writes on the line after `resolve` (`pay`, `cast`, `choose`) is read there;
without one the engine makes it and the trace says it was assumed.
"""

from __future__ import annotations

from typing import Any

from bot.engine import hookspecs as hs
from bot.engine.actions import Action, CardRef
from bot.engine.game import Game
from bot.engine.hookspecs import CastOption, hookimpl
from bot.engine.state import CardObject, Permanent, StackItem, replace
from bot.engine.trace import card_name
from cardpool import tokens
from foundation.cards import CardDef, Cost, Effect, ManaCost
from foundation.errors import IllegalAction
from plugins.declare import enforces
from plugins.keyword_common import Resolver, keyword_numbers, keyword_trigger, pay_keyword_cost, resolve_with

EFFECTS = ("keyword_storm", "keyword_free_cast", "keyword_time_counter", "keyword_germ", "keyword_afterlife",
           "keyword_extort", "keyword_mentor", "keyword_token_copy", "keyword_pair")
FREE_CASTS = {"rebound": "702.88a", "suspend": "702.62a"}


arbitre_enforced_abilities = enforces("storm", "rebound", "suspend", "ascend", "living weapon", "totem armor",
                                      "umbra armor", "afterlife", "extort", "mentor", "embalm", "eternalize",
                                      "level up", "soulbond")


@hookimpl
def arbitre_simulated_effects() -> list[str]:
    return list(EFFECTS)


def _trigger(game: Game, card: CardDef, controller: str, owner: str, source_oid: int | None, keyword: str,
             rule: str, effect: Effect) -> None:
    item = StackItem(oid=game.new_stack_oid(), kind="trigger", controller=controller, card=card, owner=owner,
                     source_oid=source_oid, effects=(effect,), trigger=keyword)
    game.add_pending_trigger(item)
    game.step(rule, "trigger", "step.keyword_triggers", card=card_name(card), ability=keyword)


# ----------------------------------------------------------------------------- storm (702.40a)

def _on_cast(game: Game, spell: StackItem) -> None:
    if spell.kind != "spell":
        return
    if "storm" in spell.card.keywords and not spell.card.token:
        before = sum(p.spells_cast for p in game.state.players) - 1
        _trigger(game, spell.card, spell.controller, spell.owner, None, "storm", "702.40a",
                 Effect.make("keyword_storm", spell=spell.oid, count=before))
    for perm in game.state.permanents_of(spell.controller):  # 702.101a: "whenever you cast a spell"
        for _ in range(sum(1 for kw in perm.keywords if kw == "extort")):
            keyword_trigger(game, perm, "extort", "702.101a", Effect.make("keyword_extort"))


def _storm(game: Game, item: StackItem, effect: Effect) -> None:
    spell = game.state.stack_item(int(effect.get("spell", 0)))
    n = int(effect.get("count", 0))
    if spell is None:
        game.step("702.40a", "info", "step.keyword_source_gone", card=card_name(item.card))
        return
    card = replace(spell.card, token=True)
    for _ in range(n):
        copy = replace(spell, oid=game.new_stack_oid(), card=card, data=spell.data + (("copy_of", spell.oid),))
        game.push_stack(copy)
    game.step("702.40a", "resolve", "step.storm_copies", card=card_name(spell.card), count=n)
    if n and spell.targets and any(spell.targets):  # 707.10c: "you may choose new targets": the same, assumed
        game.step("707.10c", "info", "step.assumed_choice", player=item.controller, what="copy_targets",
                  cards=(card_name(spell.card),))


# ----------------------------------------------------------------------------- rebound (702.88a), suspend (702.62a)

@hookimpl
def arbitre_replace_move(game: Game, card: Any, owner: str, from_zone: str, to_zone: str, cause: str) -> str | None:
    if isinstance(card, StackItem) and from_zone == "stack" and to_zone == "graveyard" and cause == "resolve" \
            and card.kind == "spell" and "rebound" in card.card.keywords and card.from_zone == "hand" \
            and not card.card.token:
        game.step("702.88a", "replacement", "step.rebound_exiled", card=card_name(card.card))
        return "exile"
    return None


def _set_status(game: Game, owner: str, oid: int, **changes: Any) -> None:
    p = game.player(owner)
    game.set_player(replace(p, exile=tuple(replace(o, **changes) if o.oid == oid else o for o in p.exile)))


def suspend(game: Game, action: Action) -> None:
    """702.62a, 116.2f: any time its owner has priority and could begin to cast it, pay its suspend cost and
    exile it from the hand with N time counters (a special action: no stack)."""
    from plugins.casting import actor_of, pay_everything, timing_refusal

    assert action.card is not None
    player = actor_of(game, action)
    game.claim_priority(player)
    obj = game.card_in_zone(player, "hand", action.card)
    name = card_name(obj.card)
    cost = obj.card.cost_named("suspend")
    if cost is None or "suspend" not in obj.card.keywords:
        raise IllegalAction("ill.no_suspend", "702.62a", rules=("702.62a", "116.2f"), card=name)
    refusal = timing_refusal(game, player, obj.card)
    if refusal is not None:  # "any time you could begin to cast this card"
        raise IllegalAction(refusal.message, "702.62a", rules=("702.62a",) + refusal.rules, **dict(refusal.params))
    n = sum(keyword_numbers(obj.card.keywords, "suspend"))
    game.paying += 1
    try:
        game.remove_from_zone(player, "hand", obj.oid)
        pay_everything(game, player, cost.mana, [replace(cost, mana=ManaCost())], action.payment, None,
                       rule="702.62a")
    finally:
        game.paying -= 1
    exiled = game.put_card(obj.card, obj.owner, "exile")
    _set_status(game, obj.owner, exiled.oid, status="suspended", time_counters=n)
    game.step("702.62a", "step", "step.suspended", player=player, card=name, count=n)
    game.step("116.2f", "info", "step.suspend_special_action")
    game.acted(player)
    game.give_priority(player)


def _on_upkeep(game: Game) -> None:
    active = game.state.active
    for obj in game.player(active).exile:
        if obj.status == "suspended" and obj.time_counters > 0:  # 702.62a: remove a time counter
            _trigger(game, obj.card, active, obj.owner, None, "suspend", "702.62a",
                     Effect.make("keyword_time_counter", card_oid=obj.oid))
        elif obj.status == "rebound":  # 702.88a: you may cast this card from exile without paying its mana cost
            _trigger(game, obj.card, active, obj.owner, None, "rebound", "702.88a",
                     Effect.make("keyword_free_cast", card_oid=obj.oid, how="rebound"))


def _exiled(game: Game, player: str, oid: int) -> CardObject | None:
    return next((o for o in game.player(player).exile if o.oid == oid), None)


def _time_counter(game: Game, item: StackItem, effect: Effect) -> None:
    obj = _exiled(game, item.owner, int(effect.get("card_oid", 0)))
    if obj is None or obj.status != "suspended":
        game.step("702.62a", "info", "step.keyword_source_gone", card=card_name(item.card))
        return
    left = max(0, obj.time_counters - 1)
    _set_status(game, obj.owner, obj.oid, time_counters=left)
    game.step("702.62a", "resolve", "step.time_counter_removed", card=card_name(obj.card), count=left)
    if left == 0:  # 702.62a: when the last is removed, cast it without paying its mana cost
        _trigger(game, obj.card, item.controller, obj.owner, None, "suspend", "702.62a",
                 Effect.make("keyword_free_cast", card_oid=obj.oid, how="suspend"))


@hookimpl
def arbitre_cast_options(game: Game, player: str, card: CardObject, zone: str) -> list[CastOption] | None:
    item = game.resolving
    if zone != "exile" or item is None or item.kind != "trigger":
        return None
    for effect in item.effects:
        how = str(effect.get("how", ""))
        if effect.kind == "keyword_free_cast" and effect.get("card_oid") == card.oid and how in FREE_CASTS:
            return [CastOption("exile", how, Cost(), ignore_timing=True, rule=FREE_CASTS[how])]
    return None


def _free_cast(game: Game, item: StackItem, effect: Effect) -> None:
    how = str(effect.get("how", "suspend"))
    rule = FREE_CASTS.get(how, "702.62a")
    obj = _exiled(game, item.owner, int(effect.get("card_oid", 0)))
    if obj is None:
        game.step(rule, "info", "step.keyword_source_gone", card=card_name(item.card))
        return
    free_cast(game, item, obj, how, rule)


def free_cast(game: Game, item: StackItem, obj: CardObject, how: str, rule: str) -> None:
    """Cast the exiled card `obj` now without paying its mana cost (608.2g; suspend, rebound, cascade): the
    `cast` line after `resolve`; without one, cast when it needs no choice (assumed, said), else not cast
    (assumed, said). `game.notes["free_cast"]` names the card for the plugin offering that cast."""
    game.notes["free_cast"] = obj.oid
    owner = item.controller
    line = game.take_action(lambda a: a.kind == "cast" and a.actor in (None, owner) and a.card is not None
                            and a.card.card.name == obj.card.name)
    card = obj.card
    if line is None and (card.targets or card.modes or (card.mana_cost is not None and card.mana_cost.x)):
        game.step(rule, "info", "step.free_cast_assumed_declined", player=owner, card=card_name(card))
        if how == "suspend":
            _set_status(game, obj.owner, obj.oid, status="")
        return
    if line is None:
        game.step(rule, "info", "step.free_cast_assumed", player=owner, card=card_name(card))
        line = Action("cast", 0, "", actor=owner, card=CardRef(card, card.name, 0, None))
    _set_status(game, obj.owner, obj.oid, status="")
    game.step("608.2g", "step", "step.free_cast", card=card_name(card), player=owner, alt=how)
    hs.call_perform_action(game.pm, game, replace(line, alt=how, from_zone="exile"))


# ----------------------------------------------------------------------------- on the battlefield

def _on_enters(game: Game, perm: Permanent) -> None:
    if "living weapon" in perm.keywords:  # 702.92a
        keyword_trigger(game, perm, "living weapon", "702.92a", Effect.make("keyword_germ"))
    if perm.cast_alt == "suspend" and perm.is_creature:  # 702.62a: it has haste while you control it
        game.update_permanent(perm, haste=True)
        game.step("702.62a", "info", "step.gains_haste", card=card_name(perm.card), alt="suspend")
    unpaired = [p for p in game.state.permanents_of(perm.controller)
                if p.is_creature and p.paired_with is None and p.oid != perm.oid]
    if perm.is_creature and perm.paired_with is None and unpaired:  # 702.95a: this one, or another, enters
        if "soulbond" in perm.keywords:
            keyword_trigger(game, perm, "soulbond", "702.95a", Effect.make("keyword_pair", entering=perm.oid))
        for other in unpaired:
            if "soulbond" in other.keywords:
                keyword_trigger(game, other, "soulbond", "702.95a", Effect.make("keyword_pair", entering=perm.oid))


def _germ(game: Game, item: StackItem) -> None:
    """702.92a: create a 0/0 black Phyrexian Germ creature token, then attach this Equipment to it."""
    germ = tokens.creature_token(0, 0, "B", ("creature",), ("phyrexian", "germ"))
    token = game.enter_battlefield(germ, item.controller, item.controller)
    game.step("111.2", "resolve", "step.tokens_created", player=item.controller, count=1, card=card_name(germ))
    source = game.state.permanent(item.source_oid) if item.source_oid is not None else None
    if source is not None and game.state.permanent(token.oid) is not None:
        game.update_permanent(source, attached_to=token.oid)
        game.step("702.92a", "resolve", "step.attached", card=card_name(source.card), to=card_name(germ))
        from plugins.continuous import refresh_statics

        refresh_statics(game)


def _afterlife(game: Game, item: StackItem, effect: Effect) -> None:
    """702.135a: N 1/1 white and black Spirit creature tokens with flying."""
    n = int(effect.get("count", 1))
    spirit = tokens.creature_token(1, 1, "WB", ("creature",), ("spirit",), ("flying",))
    for _ in range(n):
        game.enter_battlefield(spirit, item.controller, item.controller)
    game.step("111.2", "resolve", "step.tokens_created", player=item.controller, count=n, card=card_name(spirit))


def _extort(game: Game, item: StackItem) -> None:
    """702.101a: you may pay {W/B}; if you do, each opponent loses 1 life and you gain that much (a `pay` line
    after `resolve`; without one, not paid: assumed, said)."""
    player = item.controller
    if not pay_keyword_cost(game, player, Cost(mana=ManaCost(0, ("W/B",))), None, "702.101a"):
        game.step("702.101a", "info", "step.assumed_choice", player=player, what="extort_not_paid",
                  cards=(card_name(item.card),))
        return
    lost = 0
    for opponent in game.state.opponents(player):
        lost -= game.change_life(opponent, -1)
        game.step("702.101a", "resolve", "step.life_lost", player=opponent, amount=1, life=game.player(opponent).life)
    if lost and game.change_life(player, lost):
        game.step("702.101a", "resolve", "step.life_gained", player=player, amount=lost, life=game.player(player).life)


def _on_attacks(game: Game, attacker: Permanent, attackers: tuple[int, ...]) -> None:
    if "mentor" not in attacker.keywords:
        return
    lesser = [p for oid in attackers if (p := game.state.permanent(oid)) is not None and p.oid != attacker.oid
              and (p.power or 0) < (attacker.power or 0)]
    if lesser:  # 702.134a: its target is chosen as it goes on the stack (no line for it: the first, assumed)
        game.step("603.3d", "info", "step.assumed_choice", player=attacker.controller, what="trigger_target",
                  cards=(card_name(lesser[0].card),))
        keyword_trigger(game, attacker, "mentor", "702.134a", Effect.make("keyword_mentor", target_oid=lesser[0].oid))


def _mentor(game: Game, item: StackItem, effect: Effect) -> None:
    perm = game.state.permanent(int(effect.get("target_oid", 0)))
    if perm is None:
        game.step("608.2b", "resolve", "step.fizzles", card=card_name(item.card))
        return
    game.update_permanent(perm, counters=perm.with_counter("+1/+1", 1).counters)
    game.step("702.134a", "resolve", "step.counter_put", card=card_name(perm.card), counter="+1/+1", count=1)


def _token_copy(game: Game, item: StackItem, effect: Effect) -> None:
    """Embalm (702.128a): a token copy, except it's white, has no mana cost and is a Zombie; eternalize (702.129a):
    except it's black, 4/4, has no mana cost and is a Zombie."""
    card = item.card
    eternal = effect.get("keyword") == "eternalize"
    copy = replace(card, token=True, mana_cost=None, colors="B" if eternal else "W",
                   subtypes=card.subtypes | {"zombie"}, power=4 if eternal else card.power,
                   toughness=4 if eternal else card.toughness)
    game.enter_battlefield(copy, item.controller, item.controller)
    rule = "702.129a" if eternal else "702.128a"
    game.step(rule, "resolve", "step.tokens_created", player=item.controller, count=1, card=card_name(copy))


def _pair(game: Game, item: StackItem, effect: Effect) -> None:
    """702.95a: you may pair this creature with another unpaired creature you control (a `choose` line names it;
    without one the first such creature, assumed, said); 702.95c: both must still be unpaired creatures you
    control."""
    source = game.state.permanent(item.source_oid) if item.source_oid is not None else None
    entering = game.state.permanent(int(effect.get("entering", 0)))
    if source is None or entering is None or source.paired_with is not None:
        game.step("702.95c", "info", "step.keyword_source_gone", card=card_name(item.card))
        return
    if source.oid == entering.oid:
        options = [p for p in game.state.permanents_of(source.controller)
                   if p.is_creature and p.paired_with is None and p.oid != source.oid]
        chosen = game.choose_permanents(source.controller, ("choose",), 1, options, "702.95a", "soulbond")
        partner = chosen[0] if chosen else None
    else:
        partner = entering if entering.paired_with is None and entering.controller == source.controller else None
    if partner is None or not partner.is_creature:
        game.step("702.95c", "info", "step.keyword_source_gone", card=card_name(item.card))
        return
    game.update_permanent(source, paired_with=partner.oid)
    game.update_permanent(partner, paired_with=source.oid)
    game.step("702.95a", "resolve", "step.paired", card=card_name(source.card), other=card_name(partner.card))
    from plugins.continuous import refresh_statics

    refresh_statics(game)


def _unpair(game: Game, perm: Permanent) -> None:
    """702.95e: a pair ends when either leaves the battlefield, stops being a creature or changes controller."""
    if perm.paired_with is None:
        return
    partner = game.state.permanent(perm.paired_with)
    if partner is not None and partner.paired_with == perm.oid:
        game.update_permanent(partner, paired_with=None)
        game.step("702.95e", "info", "step.unpaired", card=card_name(partner.card))


# ----------------------------------------------------------------------------- ascend (702.131)

def _ascend(game: Game, player: str, source: CardDef) -> bool:
    p = game.player(player)
    if p.city_blessing or sum(1 for _ in game.state.permanents_of(player)) < 10:
        return False
    game.set_player(replace(p, city_blessing=True))
    game.step("702.131b", "info", "step.city_blessing", player=player, source=card_name(source))
    return True


@hookimpl
def arbitre_state_based_actions(game: Game) -> bool:
    """Not a state-based action, but checked as often: ascend on a permanent (702.131b) gives the city's blessing
    as soon as its controller controls ten permanents; a pair whose creatures stopped being paired ends."""
    changed = False
    for perm in game.state.battlefield:
        if "ascend" in perm.keywords and _ascend(game, perm.controller, perm.card):
            changed = True
        if perm.paired_with is not None:
            partner = game.state.permanent(perm.paired_with)
            if partner is None or partner.controller != perm.controller or not perm.is_creature:
                game.update_permanent(perm, paired_with=None)
                game.step("702.95e", "info", "step.unpaired", card=card_name(perm.card))
    return changed


# ----------------------------------------------------------------------------- hooks

@hookimpl
def arbitre_event(game: Game, event: str, obj: Any, data: dict[str, Any]) -> None:
    if event == "cast" and isinstance(obj, StackItem):
        _on_cast(game, obj)
    elif event == "enters_battlefield" and isinstance(obj, Permanent):
        _on_enters(game, obj)
    elif event == "attacks" and isinstance(obj, Permanent):
        _on_attacks(game, obj, tuple(data.get("attackers") or ()))
    elif event == "leaves_battlefield" and isinstance(obj, Permanent):
        _unpair(game, obj)
        n = sum(keyword_numbers(obj.keywords, "afterlife"))
        if n and data.get("to") == "graveyard" and obj.is_creature:  # 702.135a: when it dies
            keyword_trigger(game, obj, "afterlife", "702.135a", Effect.make("keyword_afterlife", count=n))
    elif event == "left_stack" and isinstance(obj, CardObject):
        item = data.get("item")
        if not isinstance(item, StackItem):
            return
        if data.get("zone") == "exile" and "rebound" in obj.card.keywords and data.get("cause") == "resolve":
            _set_status(game, obj.owner, obj.oid, status="rebound")
        if "ascend" in item.card.keywords and data.get("cause") == "resolve":  # 702.131a: as it resolves
            _ascend(game, item.controller, item.card)


@hookimpl
def arbitre_begin_step(game: Game, step: str) -> None:
    if step == "upkeep":
        _on_upkeep(game)


@hookimpl
def arbitre_perform_action(game: Game, action: Action) -> bool | None:
    if action.kind == "suspend":
        suspend(game, action)
        return True
    return None


RESOLVERS: dict[str, Resolver] = {
    "keyword_storm": _storm, "keyword_time_counter": _time_counter, "keyword_free_cast": _free_cast,
    "keyword_germ": lambda game, item, _effect: _germ(game, item), "keyword_afterlife": _afterlife,
    "keyword_extort": lambda game, item, _effect: _extort(game, item), "keyword_mentor": _mentor,
    "keyword_token_copy": _token_copy, "keyword_pair": _pair,
}


@hookimpl
def arbitre_resolve_effect(game: Game, item: StackItem, effect: Effect) -> bool | None:
    return resolve_with(RESOLVERS, game, item, effect)
