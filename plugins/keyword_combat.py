"""Built-in plugin `keyword_combat`: keyword abilities that work in combat, each with its rule.

Provoke (702.39a: when it attacks, the defending player's creature it targets untaps and blocks it if able, a
requirement `plugins.combat` checks with the others of 509.1c), frenzy N (702.68a: +N/+0 when it attacks and
isn't blocked), myriad (702.116a: token copies attacking each other opponent; with one opponent, none),
poisonous N (702.70a: poison counters when it deals combat damage to a player), ingest (702.115a: that player
exiles the top card of their library), absorb N (702.64a: N of each damage it would be dealt is prevented,
`bot.engine.abilities.deal_damage`).
"""

from __future__ import annotations

from typing import Any

from bot.engine.game import Game
from bot.engine.hookspecs import hookimpl
from bot.engine.state import Permanent, StackItem, replace
from bot.engine.trace import card_name
from foundation.cards import Effect
from plugins.declare import enforces
from plugins.keyword_common import keyword_numbers, keyword_trigger

EFFECTS = ("keyword_provoke", "keyword_frenzy", "keyword_myriad", "keyword_poisonous", "keyword_ingest")


arbitre_enforced_abilities = enforces("provoke", "frenzy", "myriad", "poisonous", "ingest", "absorb")


@hookimpl
def arbitre_simulated_effects() -> list[str]:
    return list(EFFECTS)


def _on_attacks(game: Game, attacker: Permanent, defender: str) -> None:
    if "provoke" in attacker.keywords and game.state.has_player(defender):
        options = [p for p in game.state.permanents_of(defender) if p.is_creature]
        if options:  # 702.39a: "you may have target creature defending player controls ..." (603.3d: its target)
            target = options[0]
            game.step("603.3d", "info", "step.assumed_choice", player=attacker.controller,
                      what="trigger_target", cards=(card_name(target.card),))
            keyword_trigger(game, attacker, "provoke", "702.39a",
                     Effect.make("keyword_provoke", attacker=attacker.oid, target_oid=target.oid))
    if "myriad" in attacker.keywords:
        keyword_trigger(game, attacker, "myriad", "702.116a", Effect.make("keyword_myriad", defender=defender))


def _on_not_blocked(game: Game, attacker: Permanent) -> None:
    for n in keyword_numbers(attacker.keywords, "frenzy"):
        keyword_trigger(game, attacker, "frenzy", "702.68a", Effect.make("keyword_frenzy", oid=attacker.oid, count=n))


def _on_combat_damage_to_player(game: Game, perm: Permanent, player: str) -> None:
    for n in keyword_numbers(perm.keywords, "poisonous"):
        keyword_trigger(game, perm, "poisonous", "702.70a", Effect.make("keyword_poisonous", player=player, count=n))
    for _ in range(sum(1 for kw in perm.keywords if kw == "ingest")):
        keyword_trigger(game, perm, "ingest", "702.115a", Effect.make("keyword_ingest", player=player))


@hookimpl
def arbitre_event(game: Game, event: str, obj: Any, data: dict[str, Any]) -> None:
    if not isinstance(obj, Permanent):
        return
    if event == "attacks":
        _on_attacks(game, obj, str(data.get("defender", "")))
    elif event == "not_blocked":
        _on_not_blocked(game, obj)
    elif event == "combat_damage_to_player":
        _on_combat_damage_to_player(game, obj, str(data.get("player", "")))


def _provoke(game: Game, item: StackItem, effect: Effect) -> None:
    """702.39a: untap the target and it blocks the provoking creature this combat if able (509.1c)."""
    target = game.state.permanent(int(effect.get("target_oid", 0)))
    attacker = game.state.permanent(int(effect.get("attacker", 0)))
    if target is None or not target.is_creature:
        game.step("608.2b", "resolve", "step.fizzles", card=card_name(item.card))
        return
    if target.tapped:
        target = game.update_permanent(target, tapped=False)
        game.step("701.26b", "resolve", "step.untapped", card=card_name(target.card))
    if attacker is not None:
        game.update_permanent(target, marks=target.marks | {f"must_block:{attacker.oid}"})
        game.step("702.39a", "resolve", "step.provoked", card=card_name(target.card), attacker=card_name(attacker.card))


def _frenzy(game: Game, item: StackItem, effect: Effect) -> None:
    perm = game.state.permanent(int(effect.get("oid", 0)))
    if perm is None:
        game.step("702.68a", "info", "step.keyword_source_gone", card=card_name(item.card))
        return
    n = int(effect.get("count", 0))
    perm = game.update_permanent(perm, pump_power=perm.pump_power + n)
    game.step("702.68a", "resolve", "step.pumped", card=card_name(perm.card), power=f"{n:+d}", toughness="+0",
              now=f"{perm.power}/{perm.toughness}")


def _myriad(game: Game, item: StackItem, effect: Effect) -> None:
    """702.116a: for each opponent other than the defending player, a token copy attacking that player."""
    others = [p for p in game.state.opponents(item.controller) if p != effect.get("defender")]
    if not others:
        game.step("702.116a", "resolve", "step.myriad_no_other_opponent", card=card_name(item.card))
        return
    source = game.state.permanent(item.source_oid) if item.source_oid is not None else None
    card = replace(source.card if source is not None else item.card, token=True)
    for opponent in others:  # 702.116a: tapped and attacking; exiled at end of combat
        token = game.enter_battlefield(card, item.controller, item.controller, tapped=True)
        game.update_permanent(token, attacking=True, marks=token.marks | {"exile_end_of_combat"})
        game.step("702.116a", "resolve", "step.myriad_token", card=card_name(card), player=opponent)


def _poisonous(game: Game, item: StackItem, effect: Effect) -> None:
    player, n = str(effect.get("player", "")), int(effect.get("count", 0))
    if not game.state.has_player(player):
        return
    p = game.player(player)
    game.set_player(replace(p, poison=p.poison + n))
    game.step("702.70a", "resolve", "step.poison_counters", player=player, count=n, total=p.poison + n)


def _ingest(game: Game, item: StackItem, effect: Effect) -> None:
    player = str(effect.get("player", ""))
    if not game.state.has_player(player):
        return
    p = game.player(player)
    if p.library:
        top = p.library[0]
        game.set_player(replace(p, library=p.library[1:]))
        game.put_card(top.card, top.owner, "exile")
        game.step("702.115a", "resolve", "step.ingest_exiled", player=player, card=card_name(top.card))
    elif p.library_unknown:
        game.set_player(replace(p, library_unknown=p.library_unknown - 1))
        game.step("702.115a", "resolve", "step.ingest_unknown", player=player)
    else:
        game.step("702.115a", "resolve", "step.ingest_empty", player=player)


HANDLERS = {"keyword_provoke": _provoke, "keyword_frenzy": _frenzy, "keyword_myriad": _myriad,
            "keyword_poisonous": _poisonous, "keyword_ingest": _ingest}


@hookimpl
def arbitre_resolve_effect(game: Game, item: StackItem, effect: Effect) -> bool | None:
    handler = HANDLERS.get(effect.kind)
    if handler is None:
        return None
    handler(game, item, effect)
    return True
