"""Built-in plugin `keyword_triggers`: keyword abilities that are triggered abilities (603) around casting
and combat, each with its rule:

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

from bot.engine.game import Game
from bot.engine.hookspecs import hookimpl
from bot.engine.state import Permanent, StackItem
from bot.engine.trace import card_name
from foundation.cards import Effect

EFFECT_KINDS = ("keyword_pump", "keyword_counter", "keyword_life_loss", "keyword_sacrifice")


@hookimpl
def arbitre_enforced_abilities() -> list[str]:
    return ["prowess", "exalted", "battle cry", "melee", "dethrone", "training", "annihilator", "bushido", "flanking",
            "rampage", "afflict"]


@hookimpl
def arbitre_simulated_effects() -> list[str]:
    return list(EFFECT_KINDS)


def keyword_number(perm: Permanent, keyword: str) -> list[int]:
    """The numbers of each instance of a numbered keyword ("bushido 2" -> [2])."""
    out = []
    for kw in perm.keywords:
        if kw.startswith(keyword + " ") and kw[len(keyword) + 1:].isdigit():
            out.append(int(kw[len(keyword) + 1:]))
    return out


def _trigger(game: Game, source: Permanent, keyword: str, rule: str, effect: Effect) -> None:
    item = StackItem(oid=game.new_stack_oid(), kind="trigger", controller=source.controller, card=source.card,
                     owner=source.owner, source_oid=source.oid, effects=(effect,), trigger=keyword)
    game.add_pending_trigger(item)
    game.step(rule, "trigger", "step.keyword_triggers", card=card_name(source.card), ability=keyword)


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
    for n in keyword_number(attacker, "annihilator"):
        _trigger(game, attacker, "annihilator", "702.86a",
                 Effect.make("keyword_sacrifice", player=defender, count=n, rule="702.86a"))


def _on_blocks(game: Game, blocker: Permanent) -> None:
    for n in keyword_number(blocker, "bushido"):
        _trigger(game, blocker, "bushido", "702.45a", _pump(blocker.oid, n, n, "702.45a"))


def _on_becomes_blocked(game: Game, attacker: Permanent, blockers: tuple[int, ...]) -> None:
    for n in keyword_number(attacker, "bushido"):
        _trigger(game, attacker, "bushido", "702.45a", _pump(attacker.oid, n, n, "702.45a"))
    if "flanking" in attacker.keywords:
        for oid in blockers:
            blocker = game.state.permanent(oid)
            if blocker is not None and "flanking" not in blocker.keywords:
                _trigger(game, attacker, "flanking", "702.25a", _pump(oid, -1, -1, "702.25a"))
    for n in keyword_number(attacker, "rampage"):
        beyond = max(0, len(blockers) - 1)
        if beyond:
            _trigger(game, attacker, "rampage", "702.23a", _pump(attacker.oid, n * beyond, n * beyond, "702.23a"))
    defender = game.state.next_player(attacker.controller)
    for n in keyword_number(attacker, "afflict"):
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


@hookimpl
def arbitre_resolve_effect(game: Game, item: StackItem, effect: Effect) -> bool | None:
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
        game.update_permanent(perm, counters=perm.with_counter(kind, count).counters)
        game.step(rule, "resolve", "step.counter_put", card=card_name(perm.card), counter=kind, count=count)
        return True
    p, t = int(effect.get("power", 0)), int(effect.get("toughness", 0))
    perm = game.update_permanent(perm, pump_power=perm.pump_power + p, pump_toughness=perm.pump_toughness + t)
    game.step(rule, "resolve", "step.pumped", card=card_name(perm.card), power=f"{p:+d}", toughness=f"{t:+d}",
              now=f"{perm.power}/{perm.toughness}")
    return True
