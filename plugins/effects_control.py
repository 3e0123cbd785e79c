"""Built-in plugin `effects_control`: control changes that last "for as long as" something of their source
stays true (611.2b, 613.1b): "gain control of target creature for as long as you control ~", "... for as long
as ~ remains on the battlefield", "... for as long as you control ~ and ~ remains tapped".

The change is kept as a mark on the permanent naming the source, the new and the former controller and what
must stay true (it outlasts the cleanup step and the turn, `plugins.effects_hold.lasting`; the turn's flags
would not); every time state-based actions are checked (each time a player would receive priority, 117.5), a
change whose condition has stopped holding ends and the permanent goes back to its former controller.
"""

from __future__ import annotations

from typing import Any

from bot.engine.game import Game
from bot.engine.hookspecs import hookimpl
from bot.engine.state import StackItem
from bot.engine.trace import card_name
from foundation.cards import Effect
from plugins.effects import _permanents, _players, as_map, carry_out

PREFIX = "control_while:"


def gain_control_while(game: Game, item: StackItem, effect: Effect) -> None:
    owners = effect.get("new_controller")
    players = _players(game, item, Effect.make("ref", **as_map(owners))) if owners is not None else [item.controller]
    if not players or item.source_oid is None:
        return
    new = players[0]
    lasting = str(effect.get("while", "on_battlefield"))
    for perm in _permanents(game, item, effect):
        if perm.controller == new:
            continue
        mark = f"{PREFIX}{item.source_oid}:{lasting}:{new}:{perm.controller}"
        # 302.6: it came under a new controller this turn (summoning sickness applies again)
        game.update_permanent(perm, controller=new, sick=True, attacking=False, blocking=(), blocked=False,
                              marks=perm.marks | {mark})
        game.step("613.1b", "resolve", "step.gains_control_while", player=new, card=card_name(perm.card),
                  source=card_name(item.card), condition=lasting)


def _holds(game: Game, source_oid: int, lasting: str, new: str) -> bool:
    source = game.state.permanent(source_oid)
    if source is None:
        return False
    if lasting in ("controlled", "controlled_tapped") and source.controller != new:
        return False
    return not (lasting in ("tapped", "controlled_tapped") and not source.tapped)


@hookimpl
def arbitre_state_based_actions(game: Game) -> bool:
    """611.2b: a control change whose duration has ended gives the permanent back."""
    for perm in list(game.state.battlefield):
        for mark in [m for m in perm.marks if m.startswith(PREFIX)]:
            source_oid, lasting, new, former = mark[len(PREFIX):].split(":", 3)
            now = game.state.permanent(perm.oid)
            if now is None:
                break
            if now.controller != new:  # another effect took it since: this one no longer decides
                game.update_permanent(now, marks=now.marks - {mark})
                continue
            if _holds(game, int(source_oid), lasting, new):
                continue
            game.update_permanent(now, controller=former, sick=True, attacking=False, blocking=(), blocked=False,
                                  marks=now.marks - {mark})
            game.step("611.2b", "sba", "step.control_returns", player=former, card=card_name(now.card))
    return False


EFFECTS = {"gain_control_while": gain_control_while}


@hookimpl
def arbitre_resolve_effect(game: Game, item: StackItem, effect: Effect) -> Any:
    return carry_out(game, item, effect, EFFECTS)


@hookimpl
def arbitre_simulated_effects() -> list[str]:
    return sorted(EFFECTS)
