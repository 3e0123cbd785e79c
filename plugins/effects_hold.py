"""Built-in plugin `effects_hold`: "it doesn't untap during its controller's untap step for as long as ~ remains
tapped" / "for as long as you control ~" (502.3 with a duration, 611.2b).

The held permanent carries a mark naming the source and the condition (`held:<source>:<while>:<player>`),
which outlasts the cleanup step; the untap step (`plugins.turn_structure`) asks `held` whether the
condition still holds: while it does, the permanent doesn't untap; once it doesn't (the source untapped, left
the battlefield or changed controller), the mark is gone and the effect has ended (611.2b).
"""

from __future__ import annotations

from typing import Any

from bot.engine.game import Game
from bot.engine.hookspecs import hookimpl
from bot.engine.state import Permanent, StackItem
from bot.engine.trace import card_name
from foundation.cards import Effect
from plugins.effects import _referenced, carry_out

PREFIX = "held:"


def hold_tapped(game: Game, item: StackItem, effect: Effect) -> None:
    source = item.source_oid
    if source is None or game.state.permanent(source) is None:  # 611.2b: the duration has already ended
        game.step("611.2b", "info", "step.hold_already_over", card=card_name(item.card))
        return
    mark = f"{PREFIX}{source}:{effect.get('while', 'tapped')}:{item.controller}"
    for perm in _referenced(game, item, effect):
        game.update_permanent(perm, marks=perm.marks | {mark})
        game.step("611.2b", "resolve", "step.held_tapped", card=card_name(perm.card), source=card_name(item.card),
                  condition=str(effect.get("while", "tapped")), player=item.controller)


def _holds(game: Game, mark: str) -> bool:
    _, source, condition, player = mark.split(":", 3)
    perm = game.state.permanent(int(source))
    if perm is None:
        return False
    return perm.tapped if condition == "tapped" else perm.controller == player


def release_ended(game: Game, player: str) -> None:
    """The holds on `player`'s permanents whose condition no longer holds end (611.2b): their marks go."""
    for perm in game.state.permanents_of(player):
        marks = {m for m in perm.marks if m.startswith(PREFIX)}
        ended = {m for m in marks if not _holds(game, m)}
        if ended:
            game.update_permanent(perm, marks=perm.marks - ended)


def is_held(perm: Permanent) -> bool:
    """Whether a hold keeps `perm` tapped (after `release_ended`)."""
    return any(m.startswith(PREFIX) for m in perm.marks)


def lasting(marks: frozenset[str]) -> frozenset[str]:
    """The marks that outlast the cleanup step (514.2): holds end with their own condition, and so do the
    changes that last while their source stays tapped (`plugins.effects_lasting`), the control changes
    "for as long as" (`plugins.effects_control`); the marks "until your next turn" end with that turn's start."""
    from plugins.effects_control import PREFIX as CONTROL
    from plugins.effects_lasting import PREFIX as WHILE
    from plugins.effects_lasting import next_turn_marks

    return frozenset(m for m in marks if m.startswith((PREFIX, WHILE, CONTROL))) | next_turn_marks(marks)


EFFECTS = {"hold_tapped": hold_tapped}


@hookimpl
def arbitre_resolve_effect(game: Game, item: StackItem, effect: Effect) -> Any:
    return carry_out(game, item, effect, EFFECTS)


@hookimpl
def arbitre_simulated_effects() -> list[str]:
    return sorted(EFFECTS)
