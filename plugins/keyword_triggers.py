"""Built-in plugin `keyword_triggers`: keyword abilities that are triggered abilities (603) around casting,
combat, dying and the upkeep, and keyword abilities activated for their own effect, each with its rule:

prowess (702.108a: a noncreature spell its controller casts, +1/+1), exalted (702.83a: a creature attacks
alone, +1/+1 to it for each instance), battle cry (702.91a: each other attacking creature gets +1/+0),
melee (702.121a: +1/+1 for each opponent attacked), dethrone (702.105a: attacking the player with the most
life, a +1/+1 counter), training (702.149a: attacking with a creature of greater power, a +1/+1 counter),
annihilator N (702.86a: the defending player sacrifices N permanents, their choice, assumed when not
written), bushido N (702.45a: blocks or becomes blocked, +N/+N), flanking (702.25a: each blocker without
flanking gets -1/-1), rampage N (702.23a: +N/+N for each blocker beyond the first), afflict N (702.130a:
becomes blocked, the defending player loses N life).

The trigger waits and goes on the stack at the next priority (603.3); its effect carries what it needs
(the creature's object id), so it doesn't target (none of these say "target").
"""

from __future__ import annotations

from typing import Any

from bot.engine import hookspecs as hs
from bot.engine.game import Game
from bot.engine.hookspecs import hookimpl
from bot.engine.state import Permanent, StackItem
from bot.engine.trace import card_name
from foundation.cards import Cost, Effect, ManaCost
from plugins.declare import enforces
from plugins.keyword_common import Resolver, keyword_numbers, pay_keyword_cost, resolve_with
from plugins.keyword_common import keyword_trigger as _trigger

EFFECT_KINDS = ("keyword_pump", "keyword_counter", "keyword_life_loss", "keyword_sacrifice")


arbitre_enforced_abilities = enforces("prowess", "exalted", "battle cry", "melee", "dethrone", "training",
                                      "annihilator", "bushido", "flanking", "rampage", "afflict", "crew", "unearth",
                                      "scavenge", "outlast", "persist", "undying", "soulshift", "echo",
                                      "cumulative upkeep", "fading", "vanishing", "modular", "graft", "bloodthirst",
                                      "riot", "unleash", "fabricate", "exploit", "evolve", "renown")


@hookimpl
def arbitre_simulated_effects() -> list[str]:
    return list(EFFECT_KINDS) + list(MORE_EFFECTS)


def _pump(oid: int, power: int, toughness: int, rule: str) -> Effect:
    return Effect.make("keyword_pump", oid=oid, power=power, toughness=toughness, rule=rule)


def _on_cast(game: Game, spell: StackItem) -> None:
    if spell.kind != "spell" or "creature" in spell.card.types:
        return
    for perm in game.state.permanents_of(spell.controller):
        if "prowess" in perm.keywords:
            _trigger(game, perm, "prowess", "702.108a", _pump(perm.oid, 1, 1, "702.108a"))


def _on_attacks(game: Game, attacker: Permanent, data: dict[str, Any]) -> None:
    defender = str(data.get("defender", ""))
    attackers = tuple(data.get("attackers") or ())
    if data.get("alone"):
        for perm in game.state.permanents_of(attacker.controller):
            if "exalted" in perm.keywords:  # each instance triggers (702.83b): one per permanent with it here
                _trigger(game, perm, "exalted", "702.83a", _pump(attacker.oid, 1, 1, "702.83a"))
    kw = attacker.keywords
    if "battle cry" in kw:
        for oid in attackers:
            if oid != attacker.oid:
                _trigger(game, attacker, "battle cry", "702.91a", _pump(oid, 1, 0, "702.91a"))
    if "melee" in kw:
        _trigger(game, attacker, "melee", "702.121a", _pump(attacker.oid, 1, 1, "702.121a"))
    if "dethrone" in kw and game.state.has_player(defender):
        most = max(p.life for p in game.state.players if not p.lost)
        if game.player(defender).life >= most:
            _trigger(game, attacker, "dethrone", "702.105a",
                     Effect.make("keyword_counter", oid=attacker.oid, counter="+1/+1", count=1, rule="702.105a"))
    if "training" in kw:
        others = [game.state.permanent(oid) for oid in attackers if oid != attacker.oid]
        if any(o is not None and (o.power or 0) > (attacker.power or 0) for o in others):
            _trigger(game, attacker, "training", "702.149a",
                     Effect.make("keyword_counter", oid=attacker.oid, counter="+1/+1", count=1, rule="702.149a"))
    for n in keyword_numbers(attacker.keywords, "annihilator"):
        _trigger(game, attacker, "annihilator", "702.86a",
                 Effect.make("keyword_sacrifice", player=defender, count=n, rule="702.86a"))


def _on_blocks(game: Game, blocker: Permanent) -> None:
    for n in keyword_numbers(blocker.keywords, "bushido"):
        _trigger(game, blocker, "bushido", "702.45a", _pump(blocker.oid, n, n, "702.45a"))


def _on_becomes_blocked(game: Game, attacker: Permanent, blockers: tuple[int, ...]) -> None:
    for n in keyword_numbers(attacker.keywords, "bushido"):
        _trigger(game, attacker, "bushido", "702.45a", _pump(attacker.oid, n, n, "702.45a"))
    if "flanking" in attacker.keywords:
        for oid in blockers:
            blocker = game.state.permanent(oid)
            if blocker is not None and "flanking" not in blocker.keywords:
                _trigger(game, attacker, "flanking", "702.25a", _pump(oid, -1, -1, "702.25a"))
    for n in keyword_numbers(attacker.keywords, "rampage"):
        beyond = max(0, len(blockers) - 1)
        if beyond:
            _trigger(game, attacker, "rampage", "702.23a", _pump(attacker.oid, n * beyond, n * beyond, "702.23a"))
    defender = game.state.next_player(attacker.controller)
    for n in keyword_numbers(attacker.keywords, "afflict"):
        _trigger(game, attacker, "afflict", "702.130a",
                 Effect.make("keyword_life_loss", player=defender, amount=n, rule="702.130a"))


@hookimpl
def arbitre_event(game: Game, event: str, obj: Any, data: dict[str, Any]) -> None:
    if event == "cast" and isinstance(obj, StackItem):
        _on_cast(game, obj)
    elif event == "attacks" and isinstance(obj, Permanent):
        _on_attacks(game, obj, data)
    elif event == "blocks" and isinstance(obj, Permanent):
        _on_blocks(game, obj)
    elif event == "becomes_blocked" and isinstance(obj, Permanent):
        _on_becomes_blocked(game, obj, tuple(data.get("blockers") or ()))
    elif event == "leaves_battlefield" and isinstance(obj, Permanent) and data.get("to") == "graveyard" \
            and obj.is_creature:
        grave = game.player(obj.owner).graveyard
        _on_dies(game, obj, grave[-1].oid if grave and grave[-1].card is obj.card else None)
        _modular_dies(game, obj)
    elif event == "enters_battlefield" and isinstance(obj, Permanent):
        if "echo" in obj.keywords:
            obj = game.update_permanent(obj, keyword_state=obj.keyword_state | {"echo_due"})  # 702.30a
        _as_it_enters(game, obj)
        _another_enters(game, obj)
    elif event == "combat_damage_to_player" and isinstance(obj, Permanent):
        for n in keyword_numbers(obj.keywords, "renown"):  # 702.112a
            if "renowned" not in obj.keyword_state:
                _trigger(game, obj, "renown", "702.112a",
                         Effect.make("keyword_counter", oid=obj.oid, counter="+1/+1", count=n, rule="702.112a",
                                     renowned=True))


@hookimpl
def arbitre_resolve_effect(game: Game, item: StackItem, effect: Effect) -> bool | None:
    if effect.kind in MORE_EFFECTS:
        return resolve_with(MORE_RESOLVERS, game, item, effect)
    if effect.kind not in EFFECT_KINDS:
        return None
    rule = str(effect.get("rule", "603.2"))
    if effect.kind == "keyword_life_loss":
        player, amount = str(effect.get("player")), int(effect.get("amount", 0))
        if game.state.has_player(player):
            game.change_life(player, -amount)
            game.step(rule, "resolve", "step.life_lost", player=player, amount=amount, life=game.player(player).life)
        return True
    if effect.kind == "keyword_sacrifice":
        player, count = str(effect.get("player")), int(effect.get("count", 1))
        if game.state.has_player(player):
            options = list(game.state.permanents_of(player))
            for perm in game.choose_permanents(player, ("sacrifice", "choose"), count, options, rule, "sacrifice"):
                game.leave_battlefield(perm, "graveyard", "sacrifice")
                game.step(rule, "resolve", "step.sacrificed", player=player, card=card_name(perm.card))
        return True
    found = game.state.permanent(int(effect.get("oid", 0)))
    if found is None:  # it left the battlefield: a new object if it comes back (400.7)
        game.step(rule, "info", "step.keyword_source_gone", card=card_name(item.card))
        return True
    perm = found
    if effect.kind == "keyword_counter":
        kind, count = str(effect.get("counter", "+1/+1")), int(effect.get("count", 1))
        if effect.get("renowned"):  # 702.112a: only if it isn't renowned yet; then it becomes renowned
            if "renowned" in perm.keyword_state:
                return True
            perm = game.update_permanent(perm, keyword_state=perm.keyword_state | {"renowned"})
        game.update_permanent(perm, counters=perm.with_counter(kind, count).counters)
        game.step(rule, "resolve", "step.counter_put", card=card_name(perm.card), counter=kind, count=count)
        return True
    p, t = int(effect.get("power", 0)), int(effect.get("toughness", 0))
    perm = game.update_permanent(perm, pump_power=perm.pump_power + p, pump_toughness=perm.pump_toughness + t)
    game.step(rule, "resolve", "step.pumped", card=card_name(perm.card), power=f"{p:+d}", toughness=f"{t:+d}",
              now=f"{perm.power}/{perm.toughness}")
    return True


# ----------------------------------------------------------------------------- more keyword abilities
# Activated ones resolve here (crew 702.122a, unearth 702.84a, scavenge 702.97a); triggered ones on dying
# (persist 702.79a, undying 702.93a, soulshift 702.46a) and in the upkeep (echo 702.30a, cumulative upkeep
# 702.24a, paid with a `pay` line after the trigger's `resolve`, else not paid: an assumption, said).

MORE_EFFECTS = ("crew", "unearth", "scavenge", "keyword_return_from_graveyard", "keyword_soulshift",
                "keyword_upkeep_cost", "keyword_exile_unearthed", "keyword_time", "keyword_exploit")


def _crew(game: Game, item: StackItem) -> None:
    perm = game.state.permanent(item.source_oid) if item.source_oid is not None else None
    if perm is None:
        game.step("702.122a", "info", "step.keyword_source_gone", card=card_name(item.card))
        return
    game.update_permanent(perm, crewed=True)
    game.step("702.122a", "resolve", "step.crewed", card=card_name(perm.card))


def _unearth(game: Game, item: StackItem) -> None:
    """702.84a: return it from the graveyard to the battlefield; it gains haste; it is exiled at the next end
    step, or instead of leaving the battlefield any other way."""
    found = game.state.find_card(item.source_oid) if item.source_oid is not None else None
    if found is None or found[1] != "graveyard":
        game.step("702.84a", "info", "step.keyword_source_gone", card=card_name(item.card))
        return
    owner, _, obj = found
    game.remove_from_zone(owner, "graveyard", obj.oid)
    perm = game.enter_battlefield(obj.card, obj.owner, item.controller)
    game.update_permanent(perm, haste=True, keyword_state=perm.keyword_state | {"unearthed"})
    game.step("702.84a", "resolve", "step.unearthed", card=card_name(obj.card), player=item.controller)


def _scavenge(game: Game, item: StackItem, effect: Effect) -> None:
    index = effect.get("target", 0)
    group = item.targets[index] if index < len(item.targets) else ()
    power = max(0, item.card.power or 0)
    for target in group:
        perm = game.state.permanent(target.oid)
        if perm is not None and power:
            game.update_permanent(perm, counters=perm.with_counter("+1/+1", power).counters)
            game.step("702.97a", "resolve", "step.counter_put", card=card_name(perm.card), counter="+1/+1",
                      count=power)


def _return_from_graveyard(game: Game, item: StackItem, effect: Effect) -> None:
    """Persist and undying: the card that died comes back with a -1/-1 or +1/+1 counter (a new object)."""
    rule = str(effect.get("rule"))
    owner = item.owner
    grave = game.player(owner).graveyard
    obj = next((o for o in reversed(grave) if o.oid == effect.get("card_oid")), None)
    if obj is None:  # it left the graveyard meanwhile: nothing returns (400.7)
        game.step(rule, "info", "step.keyword_source_gone", card=card_name(item.card))
        return
    game.remove_from_zone(owner, "graveyard", obj.oid)
    perm = game.enter_battlefield(obj.card, obj.owner, owner)
    counter = str(effect.get("counter"))
    game.update_permanent(perm, counters=perm.with_counter(counter, 1).counters)
    game.step(rule, "resolve", "step.returns_with_counter", card=card_name(obj.card), counter=counter)


def _soulshift(game: Game, item: StackItem, effect: Effect) -> None:
    """702.46a: return a Spirit card with mana value N or less from the graveyard to the hand (its target is
    chosen as the trigger goes on the stack; the play language has no line for it: the first one is assumed)."""
    n = int(effect.get("n", 0))
    options = [o for o in game.player(item.controller).graveyard if "spirit" in o.card.subtypes
               and (o.card.mana_cost.mana_value if o.card.mana_cost else 0) <= n]
    for obj in game.choose_cards(item.controller, ("choose",), 1, options, "702.46a", "soulshift"):
        game.move_card(item.controller, "graveyard", obj, "hand", "effect")
        game.step("702.46a", "resolve", "step.returned_to_hand", card=card_name(obj.card))
    if not options:
        game.step("702.46a", "info", "step.no_legal_choice", card=card_name(item.card))


def _upkeep_cost(game: Game, item: StackItem, effect: Effect) -> None:
    """Echo and cumulative upkeep: its controller pays (a `pay` line) or sacrifices it."""
    rule = str(effect.get("rule"))
    perm = game.state.permanent(item.source_oid) if item.source_oid is not None else None
    if perm is None:
        game.step(rule, "info", "step.keyword_source_gone", card=card_name(item.card))
        return
    cost = perm.card.cost_named(str(effect.get("cost_name")))
    if rule == "702.24a":  # cumulative upkeep: an age counter first, then the cost once per age counter
        perm = game.update_permanent(perm, counters=perm.with_counter("age", 1).counters)
        game.step(rule, "resolve", "step.counter_put", card=card_name(perm.card), counter="age", count=1)
    times = perm.counter("age") if rule == "702.24a" else 1
    if rule == "702.30a":
        game.update_permanent(perm, keyword_state=perm.keyword_state - {"echo_due"})
    total = Cost(mana=ManaCost(cost.mana.generic * times, cost.mana.symbols * times), life=cost.life * times) \
        if isinstance(cost, Cost) and not cost.unrecognized else None
    if pay_keyword_cost(game, perm.controller, total, perm, rule):
        game.step(rule, "resolve", "step.upkeep_cost_paid", player=perm.controller, card=card_name(perm.card))
        return
    game.step(rule, "info", "step.assumed_choice", player=perm.controller, what="upkeep_cost_not_paid",
              cards=(card_name(perm.card),))
    game.leave_battlefield(perm, "graveyard", "sacrifice")
    game.step(rule, "resolve", "step.sacrificed", player=perm.controller, card=card_name(perm.card))


def _exile_unearthed(game: Game, item: StackItem) -> None:
    perm = game.state.permanent(item.source_oid) if item.source_oid is not None else None
    if perm is not None:
        game.leave_battlefield(perm, "exile", "exile")
        game.step("702.84a", "resolve", "step.exiled", card=card_name(perm.card))




def _on_dies(game: Game, perm: Permanent, card_oid: int | None) -> None:
    """Persist (no -1/-1 counter on it), undying (no +1/+1 counter), soulshift N: they look back at the
    permanent as it last existed (603.10a)."""
    if "persist" in perm.keywords and not perm.counter("-1/-1") and card_oid is not None:
        _trigger(game, perm, "persist", "702.79a", Effect.make("keyword_return_from_graveyard", card_oid=card_oid,
                                                                counter="-1/-1", rule="702.79a"))
    if "undying" in perm.keywords and not perm.counter("+1/+1") and card_oid is not None:
        _trigger(game, perm, "undying", "702.93a", Effect.make("keyword_return_from_graveyard", card_oid=card_oid,
                                                                counter="+1/+1", rule="702.93a"))
    for n in keyword_numbers(perm.keywords, "soulshift"):
        _trigger(game, perm, "soulshift", "702.46a", Effect.make("keyword_soulshift", n=n))


def _on_upkeep(game: Game) -> None:
    _fading_vanishing(game)
    for perm in list(game.state.permanents_of(game.state.active)):
        if "echo" in perm.keywords and "echo_due" in perm.keyword_state:
            _trigger(game, perm, "echo", "702.30a",
                     Effect.make("keyword_upkeep_cost", cost_name="echo", rule="702.30a"))
        if "cumulative upkeep" in perm.keywords:
            _trigger(game, perm, "cumulative upkeep", "702.24a",
                     Effect.make("keyword_upkeep_cost", cost_name="cumulative upkeep", rule="702.24a"))


@hookimpl
def arbitre_begin_step(game: Game, step: str) -> None:
    if step == "upkeep":
        _on_upkeep(game)
    elif step == "end":
        for perm in list(game.state.battlefield):
            if "unearthed" in perm.keyword_state:
                _trigger(game, perm, "unearth", "702.84a", Effect.make("keyword_exile_unearthed"))


@hookimpl
def arbitre_replace_move(game: Game, card: Any, owner: str, from_zone: str, to_zone: str, cause: str) -> str | None:
    """702.84a: an unearthed permanent that would leave the battlefield is exiled instead."""
    if isinstance(card, Permanent) and from_zone == "battlefield" and to_zone != "exile" \
            and "unearthed" in card.keyword_state:
        game.step("702.84a", "replacement", "step.unearthed_exiled", card=card_name(card.card), zone=to_zone)
        return "exile"
    return None


# ----------------------------------------------------------------------------- counters as it enters, and after
# fading 702.32a, vanishing 702.63a, modular 702.43a, graft 702.58a, bloodthirst 702.54a, riot 702.136a,
# unleash 702.98a, fabricate 702.123a, amplify 702.38a: choices the play language can't write are assumed, said.

def _assume(game: Game, perm: Permanent, rule: str, what: str) -> None:
    game.step(rule, "info", "step.assumed_choice", player=perm.controller, what=what, cards=(card_name(perm.card),))


def _counters(game: Game, perm: Permanent, kind: str, n: int, rule: str) -> Permanent:
    if n <= 0:
        return perm
    perm = game.update_permanent(perm, counters=perm.with_counter(kind, n).counters)
    game.step(rule, "replacement", "step.enters_with_counters", card=card_name(perm.card), count=n, counter=kind)
    return perm


def _as_it_enters(game: Game, perm: Permanent) -> None:
    for n in keyword_numbers(perm.keywords, "fading"):
        perm = _counters(game, perm, "fade", n, "702.32a")
    for n in keyword_numbers(perm.keywords, "vanishing"):
        perm = _counters(game, perm, "time", n, "702.63a")
    for keyword, rule in (("modular", "702.43a"), ("graft", "702.58a")):
        for n in keyword_numbers(perm.keywords, keyword):
            perm = _counters(game, perm, "+1/+1", n, rule)
    opponents = game.state.opponents(perm.controller)
    for n in keyword_numbers(perm.keywords, "bloodthirst"):  # an opponent was dealt damage this turn (it lost life)
        if any(game.player(p).lost_life_this_turn for p in opponents):
            perm = _counters(game, perm, "+1/+1", n, "702.54a")
    if "riot" in perm.keywords:  # a +1/+1 counter or haste: the counter is assumed
        _assume(game, perm, "702.136a", "riot_counter")
        perm = _counters(game, perm, "+1/+1", 1, "702.136a")
    if "unleash" in perm.keywords:  # "you may have it enter with a +1/+1 counter": assumed not
        _assume(game, perm, "702.98a", "unleash_no_counter")
    for n in keyword_numbers(perm.keywords, "fabricate"):  # counters or Servo tokens: counters assumed
        _trigger(game, perm, "fabricate", "702.123a",
                 Effect.make("keyword_counter", oid=perm.oid, counter="+1/+1", count=n, rule="702.123a"))
    if "exploit" in perm.keywords:  # 702.110a: "when this creature enters, you may sacrifice a creature"
        _trigger(game, perm, "exploit", "702.110a", Effect.make("keyword_exploit", rule="702.110a"))


def _another_enters(game: Game, entering: Permanent) -> None:
    """Evolve (702.100a): a greater creature entering under your control; graft (702.58a): may move a counter."""
    if not entering.is_creature:
        return
    for perm in game.state.permanents_of(entering.controller):
        if perm.oid == entering.oid:
            continue
        if "evolve" in perm.keywords and ((entering.power or 0) > (perm.power or 0)
                                          or (entering.toughness or 0) > (perm.toughness or 0)):
            _trigger(game, perm, "evolve", "702.100a",
                     Effect.make("keyword_counter", oid=perm.oid, counter="+1/+1", count=1, rule="702.100a"))
    for perm in game.state.battlefield:
        if perm.oid != entering.oid and keyword_numbers(perm.keywords, "graft") and perm.counter("+1/+1"):
            _assume(game, perm, "702.58a", "graft_no")


def _exploit(game: Game, item: StackItem) -> None:
    """702.110a-b: the controller may sacrifice a creature as it resolves: the line after `resolve` says which ("I
    sacrifice Grizzly Bears", the creature itself too); without one, none is (assumed and said). The creature
    with exploit then "exploits a creature" (its own "when ~ exploits a creature" triggers, 702.110b)."""
    exploiter = game.state.permanent(item.source_oid) if item.source_oid is not None else None
    choice = game.take_action(lambda a: a.kind in ("sacrifice", "choose") and not a.colors
                              and a.actor in (None, item.controller))
    if choice is None:
        game.step("702.110a", "info", "step.assumed_choice", player=item.controller, what="exploit_no",
                  cards=(card_name(item.card),))
        return
    options = [p for p in game.state.permanents_of(item.controller) if p.is_creature]
    refs = list(choice.cards)
    victim = next((p for p in options if refs and p.card.name == refs[0].card.name), None)
    if victim is None or len(refs) != 1:
        from foundation.errors import IncompleteAction

        raise IncompleteAction("err.choice_not_available" if refs else "err.choice_count",
                               **({"card": card_name(refs[0].card), "column": refs[0].column} if refs
                                  else {"expected": 1, "given": 0}),
                               candidates=tuple(p.card.name for p in options))
    game.leave_battlefield(victim, "graveyard", "sacrifice")
    game.step("702.110b", "resolve", "step.sacrificed", player=item.controller, card=card_name(victim.card))
    if exploiter is not None:
        hs.call_event(game.pm, game, "exploited", exploiter, victim=victim.oid)


def _fading_vanishing(game: Game) -> None:
    for perm in list(game.state.permanents_of(game.state.active)):
        if keyword_numbers(perm.keywords, "fading"):
            _trigger(game, perm, "fading", "702.32a", Effect.make("keyword_time", counter="fade", rule="702.32a"))
        if keyword_numbers(perm.keywords, "vanishing"):
            _trigger(game, perm, "vanishing", "702.63a", Effect.make("keyword_time", counter="time", rule="702.63a"))


def _time_passes(game: Game, item: StackItem, effect: Effect) -> None:
    """Fading: remove a fade counter, or sacrifice it if none; vanishing: remove a time counter, sacrifice it when
    the last one goes."""
    rule, kind = str(effect.get("rule")), str(effect.get("counter"))
    perm = game.state.permanent(item.source_oid) if item.source_oid is not None else None
    if perm is None:
        game.step(rule, "info", "step.keyword_source_gone", card=card_name(item.card))
        return
    has = perm.counter(kind)
    if has:
        perm = game.update_permanent(perm, counters=perm.with_counter(kind, -1).counters)
        game.step(rule, "resolve", "step.counter_removed", card=card_name(perm.card), counter=kind, count=1)
    if not has or (kind == "time" and has == 1):
        game.leave_battlefield(perm, "graveyard", "sacrifice")
        game.step(rule, "resolve", "step.sacrificed", player=perm.controller, card=card_name(perm.card))


def _modular_dies(game: Game, perm: Permanent) -> None:
    """702.43a: when it dies, you may put its +1/+1 counters on target artifact creature (the first one of its
    controller, else anyone's, assumed)."""
    n = perm.counter("+1/+1")
    if not keyword_numbers(perm.keywords, "modular") or not n:
        return
    targets = sorted((p for p in game.state.battlefield if "artifact" in p.card.types and p.is_creature),
                     key=lambda p: p.controller != perm.controller)
    if targets:
        _assume(game, targets[0], "702.43a", "modular_target")
        _trigger(game, perm, "modular", "702.43a",
                 Effect.make("keyword_counter", oid=targets[0].oid, counter="+1/+1", count=n, rule="702.43a"))


MORE_RESOLVERS: dict[str, Resolver] = {
    "crew": lambda game, item, _effect: _crew(game, item),
    "unearth": lambda game, item, _effect: _unearth(game, item),
    "scavenge": _scavenge, "keyword_return_from_graveyard": _return_from_graveyard, "keyword_soulshift": _soulshift,
    "keyword_upkeep_cost": _upkeep_cost,
    "keyword_exile_unearthed": lambda game, item, _effect: _exile_unearthed(game, item),
    "keyword_time": _time_passes,
    "keyword_exploit": lambda game, item, _effect: _exploit(game, item),
}
