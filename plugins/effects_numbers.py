"""Built-in plugin `effects_numbers`: what resolving spells and abilities do to a game's outcome and a life
total beyond gaining and losing it: a player loses the game (104.3e) or wins it (104.2b: each opponent loses
it), and "you may pay N life" (119.4), whose payment "if you do" waits for.

The payment is the controller's line after `resolve` ("I pay" / "I don't pay"); without one it isn't paid,
said as assumed (like an energy payment, `plugins.effects_player`). A player who can't lose the game (104.3b:
a static ability, `plugins.player_statics.keeps_playing`) stays in it.
"""

from __future__ import annotations

from typing import Any

from bot.engine.actions import Action
from bot.engine.game import Game
from bot.engine.hookspecs import hookimpl
from bot.engine.state import StackItem, replace
from bot.engine.trace import Name, card_name
from foundation.cards import Effect, ObjectFilter
from plugins.declare import effect_hooks
from plugins.effects import (
    _amount,
    _answer_of,
    _done_flag,
    _players,
    _targets,
    as_map,
    division_shares,
    quantity,
)
from plugins.effects_lasting import EFFECTS as LASTING
from plugins.effects_lasting import end_lasting


def _loses(game: Game, item: StackItem, player: str, rule: str) -> None:
    p = game.player(player)
    if p.lost:
        return
    if game.pm.has_plugin("player_statics"):
        from plugins.player_statics import keeps_playing

        source = keeps_playing(game, player, False)
        if source is not None:  # 104.3b: "you can't lose the game"
            game.step("104.3b", "info", "step.doesnt_lose", player=player, source=card_name(source.card))
            return
    game.set_player(replace(p, lost=True))
    game.step(rule, "resolve", "step.loses_game", player=player, card=card_name(item.card))


def lose_game(game: Game, item: StackItem, effect: Effect) -> None:
    for player in _players(game, item, effect):
        _loses(game, item, player, "104.3e")


def win_game(game: Game, item: StackItem, effect: Effect) -> None:
    """104.2b: the player wins; in the engine's games that is each opponent losing (104.2a)."""
    for player in _players(game, item, effect):
        game.step("104.2b", "resolve", "step.wins_game", player=player, card=card_name(item.card))
        for other in game.state.opponents(player):
            _loses(game, item, other, "104.2a")


def pay_life_optional(game: Game, item: StackItem, effect: Effect) -> None:
    """"You may pay 2 life. If you do, ...": paid on the controller's line; more than one's life total can't
    be paid (119.4). A payment made lets "if you do" happen."""
    _pay_life(game, item, effect, item.controller, _amount(game, item, effect, "amount", 1), "608.2c")


def _pay_life(game: Game, item: StackItem, effect: Effect, payer: str, n: int, declined_rule: str) -> None:
    """`n` life paid on the payer's line after `resolve`, never more than their life total (119.4); without a line
    the payer is assumed not to pay (said). A payment made sets the item's done flag: "if you do" happens,
    what "unless they pay" says doesn't."""
    answer = game.take_action(_answer_of(payer))
    if answer is None:
        game.step("608.2c", "info", "step.assumed_choice", player=payer, what="decline_pay",
                  cards=(Name(effect.text, effect.text_fr),))
        return
    if answer.kind == "decline_pay":
        game.step(declined_rule, "resolve", "step.life_not_paid", player=payer, amount=n)
        return
    life = game.player(payer).life
    if life < n:
        game.step("119.4", "info", "step.life_short", player=payer, amount=n, total=life)
        return
    game.change_life(payer, -n)
    game.step("119.4", "resolve", "step.life_paid", player=payer, amount=n, total=game.player(payer).life,
              card=card_name(item.card))
    game.set_flag(_done_flag(item))


def _mana_answer(game: Game, player: str, cost_text: str) -> Action | None:
    """The payer's line after `resolve` ("I pay {3}", "opponent doesn't pay"), or None when there is none or
    the payer declines (the trace says which, and that no line was written)."""
    answer = game.take_action(_answer_of(player))
    if answer is None:
        game.step("608.2c", "info", "step.assumed_choice", player=player, what="decline_pay", cards=(cost_text,))
        return None
    if answer.kind == "decline_pay":
        game.step("608.2c", "resolve", "step.declines_to_pay", player=player, cost=cost_text)
        return None
    return answer


def pay_mana_optional(game: Game, item: StackItem, effect: Effect) -> None:
    """"You may pay {X}. If you do, ...": X is what the line pays beyond the rest of the cost ("I pay {3}" for
    {X}: 3), or what "where X is ..." says; the amount paid is what "X" means after it (`game.notes`)."""
    from bot.engine.payment import pay_mana
    from foundation.cards import ManaCost

    text = str(effect.get("mana", "{0}"))
    player = item.controller
    answer = _mana_answer(game, player, text)
    if answer is None:
        return
    cost = ManaCost.parse(text)
    x = 0
    if cost.x:
        if effect.get("x_is") is not None:
            x = quantity(game, item, as_map(effect.get("x_is")))
        elif answer.payment.mana is not None:
            x = max(0, answer.payment.mana.mana_value - cost.mana_value) // cost.x
        else:  # "I pay" without an amount: X is not said
            game.step("107.3", "info", "step.assumed_choice", player=player, what="x_value", cards=("0",))
    concrete = ManaCost.parse(text.replace("{X}", f"{{{x}}}" if x else ""))
    pay_mana(game, player, concrete, answer.payment, "118.3")
    game.step("608.2c", "resolve", "step.pays_optional", player=player, cost=str(concrete) or "{0}")
    game.notes["paid_x"] = x
    game.set_flag(_done_flag(item))


def prevent_divided(game: Game, item: StackItem, effect: Effect) -> None:
    """"Prevent the next 5 damage that would be dealt this turn to any number of targets, divided as you choose"
    (601.2d, 615.7): one shield per target, with its share of the amount as announced with the targets, else
    as even as possible (first targets first; the trace says it was assumed)."""
    n = _amount(game, item, effect)
    recipients: list[tuple[str, Any]] = []
    for t in _targets(item, effect):
        if t.kind == "player":
            recipients.append((f"to:player:{t.player}", t.player))
        elif t.kind == "permanent":
            perm = game.state.permanent(t.oid)
            if perm is not None:
                recipients.append((f"to:{perm.oid}", card_name(perm.card)))
    if not recipients:
        return
    shares = division_shares(game, item, n, len(recipients))
    for (key, what), share in zip(recipients, shares, strict=True):
        if share > 0:
            game.state = replace(game.state, prevention=game.state.prevention + ((key, share),))
            game.step("615.1", "resolve", "step.prevention_shield", target=what, amount=share, direction="to")


def damage_by_each(game: Game, item: StackItem, effect: Effect) -> None:
    """Each object of `from` deals damage equal to its own power (or toughness) to itself (`itself`) or to what
    the effect names (120.3: all at once; each amount read before any is dealt)."""
    from bot.engine.abilities import Source, deal_damage
    from plugins.effects import _referenced

    sources = _referenced(game, item, Effect.make("ref", **as_map(effect.get("from"))))
    stat = str(effect.get("stat", "power"))
    amounts = [(perm, max(0, (perm.power if stat == "power" else perm.toughness) or 0)) for perm in sources]
    recipients = [] if effect.get("itself") else _referenced(game, item, effect)
    players = [t.player for t in _targets(item, effect) if t.kind == "player"] \
        if effect.get("target") is not None else []
    for perm, n in amounts:
        if n <= 0:
            continue
        source = Source.of_permanent(perm)
        for recipient in [perm] if effect.get("itself") else recipients:
            now = game.state.permanent(recipient.oid)
            if now is not None:
                deal_damage(game, source, now, n)
        for player in players:
            deal_damage(game, source, player, n)


def put_counters_of(game: Game, item: StackItem, effect: Effect) -> None:
    """"When ~ dies, put its counters on target creature you control": the counters it had as it last existed on
    the battlefield (608.2h), each kind and number, go on the target."""
    ref = as_map(effect.get("from"))
    oid = item.source_oid if ref.get("self") else item.get("event_oid")
    gone = next((p for _, p in reversed(game.state.last_known) if p.oid == oid), None)
    if gone is None:
        gone = game.state.permanent(oid) if isinstance(oid, int) else None
    if gone is None or not gone.counters:
        game.step("122.1", "info", "step.no_counters_to_move", card=card_name(item.card))
        return
    for t in _targets(item, effect):
        perm = game.state.permanent(t.oid) if t.kind == "permanent" else None
        if perm is None:
            continue
        for kind, n in gone.counters:
            perm = game.update_permanent(perm, counters=perm.with_counter(kind, n).counters)
            game.step("122.1", "resolve", "step.counter_put", card=card_name(perm.card), counter=kind, count=n)


def pump_chosen_type(game: Game, item: StackItem, effect: Effect) -> None:
    """"Creatures of the creature type of your choice get +2/+2 until end of turn" (611.2a, 611.2c): the type
    chosen as it resolves (the line after `resolve`, else the type most common among its controller's creatures,
    assumed), then the creatures of that type there at that time."""
    from bot.engine.state import Permanent
    from plugins.effects import pump
    from plugins.effects_change import _creature_type

    stand_in = game.state.permanent(item.source_oid) if item.source_oid is not None else None
    chooser = stand_in or Permanent(-item.oid, item.card, item.owner, item.controller)
    chosen = _creature_type(game, item, chooser)[0].lower()
    flt = ObjectFilter(types=("creature",), subtypes=(chosen,),
                       controller="you" if effect.get("yours") else "any")
    args = {k: v for k, v in effect.args if k in ("power", "toughness", "keywords")}
    pump(game, item, Effect.make("pump", each=flt, **args))


def _recipient(value: Any) -> Any:
    """A quantity record (frozen: sorted (name, value) pairs) with each `recipient` player reference made the
    player of the event (`event_player`)."""
    if isinstance(value, tuple) and all(isinstance(p, tuple) and len(p) == 2 for p in value):  # a frozen record
        return tuple((k, "event_player" if v == "recipient" else _recipient(v)) for k, v in value)
    return value


def per_player(game: Game, item: StackItem, effect: Effect) -> None:
    """"Each player loses 1 life for each Swamp they control", "~ deals damage to each player equal to the
    number of lands they control": the verb (gain or lose life, draw, damage) done for each player in turn,
    with the amount counted for that player (608.2c: as it resolves)."""
    from plugins.effects import EFFECTS as VERBS
    from plugins.effects import _players as players_of

    verb, key = str(effect.get("verb")), str(effect.get("key", "amount"))
    handler = VERBS.get(verb)
    if handler is None:
        return
    amount = _recipient(effect.get(key))
    who_key = "to" if verb == "damage" else "who"
    for player in players_of(game, item, effect, who_key):
        one = replace(item, data=(("event_player", player),) + item.data)
        params = {k: v for k, v in effect.args if k not in ("verb", "key", "who", "to")}
        handler(game, one, Effect.make(verb, **{**params, key: amount, who_key: "event_player"}))


EFFECTS = {"lose_game": lose_game, "win_game": win_game, "pay_life_optional": pay_life_optional,
           "per_player": per_player, "pay_mana_optional": pay_mana_optional,
           "prevent_divided": prevent_divided, "damage_by_each": damage_by_each,
           "put_counters_of": put_counters_of, "pump_chosen_type": pump_chosen_type, **LASTING}


@hookimpl
def arbitre_event(game: Game, event: str, obj: Any, data: dict[str, Any]) -> None:
    """611.2b: an effect that lasts while its source stays tapped ends as the source untaps or leaves the
    battlefield."""
    if event in ("becomes_untapped", "leaves_battlefield"):
        end_lasting(game, obj, event == "leaves_battlefield")


arbitre_resolve_effect, arbitre_simulated_effects = effect_hooks(EFFECTS)
