"""Built-in plugin `effects_numbers`: what resolving spells and abilities do to a game's outcome and a life
total beyond gaining and losing it: a player loses the game (104.3e) or wins it (104.2b: each opponent loses
it), and "you may pay N life" (119.4), whose payment "if you do" waits for.

The payment is the controller's line after `resolve` ("I pay" / "I don't pay"); without one it isn't paid,
said as assumed (like an energy payment, `plugins.effects_player`). A player who can't lose the game (104.3b:
a static ability, `plugins.player_statics.keeps_playing`) stays in it.
"""

from __future__ import annotations

from typing import Any

from bot.engine.game import Game
from bot.engine.hookspecs import hookimpl
from bot.engine.state import StackItem, replace
from bot.engine.trace import Name, card_name
from foundation.cards import Effect
from plugins.effects import _amount, _answer_of, _done_flag, _players, carry_out
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
    n = _amount(game, item, effect, "amount", 1)
    player = item.controller
    answer = game.take_action(_answer_of(player))
    if answer is None or answer.kind == "decline_pay":
        if answer is None:
            game.step("608.2c", "info", "step.assumed_choice", player=player, what="decline_pay",
                      cards=(Name(effect.text, effect.text_fr),))
        else:
            game.step("608.2c", "resolve", "step.life_not_paid", player=player, amount=n)
        return
    life = game.player(player).life
    if life < n:
        game.step("119.4", "info", "step.life_short", player=player, amount=n, total=life)
        return
    game.change_life(player, -n)
    game.step("119.4", "resolve", "step.life_paid", player=player, amount=n, total=game.player(player).life,
              card=card_name(item.card))
    game.set_flag(_done_flag(item))


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
           "per_player": per_player, **LASTING}


@hookimpl
def arbitre_event(game: Game, event: str, obj: Any, data: dict[str, Any]) -> None:
    """611.2b: an effect that lasts while its source stays tapped ends as the source untaps or leaves the
    battlefield."""
    if event in ("becomes_untapped", "leaves_battlefield"):
        end_lasting(game, obj, event == "leaves_battlefield")


@hookimpl
def arbitre_resolve_effect(game: Game, item: StackItem, effect: Effect) -> Any:
    return carry_out(game, item, effect, EFFECTS)


@hookimpl
def arbitre_simulated_effects() -> list[str]:
    return sorted(EFFECTS)
