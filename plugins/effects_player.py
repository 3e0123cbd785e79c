"""Built-in plugin `effects_player`: what resolving spells and abilities give a player or take from one
that isn't life or cards: extra turns (500.7), skipped turns (614.10), energy counters ({E}, 107.14) and
paying them, poison counters (122.1f; ten or more lose the game, 704.5c).

Each kind takes `who` (the players, `plugins.effects._players`) and a count. The counts live on the
player (`PlayerState.energy`, `poison`, `extra_turns`, `skipped_turns`): the turn structure reads the
last two when the turn ends (`Game.new_turn`), and the JSON state shows the others.
"""

from __future__ import annotations

from dataclasses import dataclass

from bot.engine.game import Game
from bot.engine.state import StackItem, replace
from bot.engine.trace import card_name
from foundation.cards import Effect
from plugins.declare import effect_hooks
from plugins.effects import _amount, _answer_of, _done_flag, _players


@dataclass(frozen=True)
class PlayerCount:
    """A count a player keeps that an effect adds to: the `PlayerState` field, the effect's key for the number,
    the rule and message of the trace step, the step's name for the number, whether it shows the new total."""

    field: str
    key: str
    rule: str
    message: str
    param: str
    total: bool = False


PLAYER_COUNTS = {
    "extra_turn": PlayerCount("extra_turns", "count", "500.7", "step.extra_turn", "count"),
    "skip_turn": PlayerCount("skipped_turns", "count", "614.10", "step.skips_turns", "count"),
    "energy": PlayerCount("energy", "amount", "107.14", "step.energy_gained", "amount", total=True),
    "poison": PlayerCount("poison", "count", "122.1f", "step.poison_counters", "count", total=True),
}


def add_to_count(game: Game, item: StackItem, effect: Effect) -> None:
    """Extra turns, skipped turns, energy and poison counters: the players' count grows by the effect's number."""
    spec = PLAYER_COUNTS[effect.kind]
    n = _amount(game, item, effect, spec.key, 1)
    for player in _players(game, item, effect):
        p = game.player(player)
        now = getattr(p, spec.field) + n
        game.set_player(replace(p, **{spec.field: now}))
        params: dict[str, object] = {"player": player, spec.param: n}
        if spec.total:
            params["total"] = now
        game.step(spec.rule, "resolve", spec.message, **params)


def pay_energy(game: Game, item: StackItem, effect: Effect) -> None:
    """"You may pay {E}{E}. If you do, ...": the controller's line after `resolve` ("I pay" / "I don't pay");
    without one, not paid (said as assumed, like a mana payment). Paying more than one has is impossible
    (107.14): then it isn't paid. A payment made lets "if you do" happen."""
    n = _amount(game, item, effect, "amount", 1)
    player = item.controller
    cost = "{E}" * n
    answer = game.take_action(_answer_of(player))
    have = game.player(player).energy
    if answer is None or answer.kind == "decline_pay":
        if answer is None:
            game.step("608.2c", "info", "step.assumed_choice", player=player, what="decline_pay", cards=(cost,))
        else:
            game.step("608.2c", "resolve", "step.declines_to_pay", player=player, cost=cost)
        return
    if have < n:
        game.step("107.14", "info", "step.energy_short", player=player, amount=n, total=have)
        return
    game.set_player(replace(game.player(player), energy=have - n))
    game.step("107.14", "resolve", "step.energy_paid", player=player, amount=n, total=have - n,
              card=card_name(item.card))
    game.set_flag(_done_flag(item))


EFFECTS = {**{kind: add_to_count for kind in PLAYER_COUNTS}, "pay_energy": pay_energy}


arbitre_resolve_effect, arbitre_simulated_effects = effect_hooks(EFFECTS)
