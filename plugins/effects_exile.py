"""Built-in plugin `effects_exile`: "exile target creature an opponent controls until ~ leaves the
battlefield" (Banisher Priest, Banishing Light, Oblivion Ring's modern wording; 610.3c).

`exile_until` exiles what its reference designates and links each exiled card to the source permanent
(`GameState.linked_exile`). When that permanent leaves the battlefield, the cards return at once to the
battlefield under their owners' control (610.3: a one-shot effect, not a trigger; 610.3c: their owners'). When
the source has already left as the effect resolves (the priest died with its ability on the stack), nothing is
exiled (610.3b for a triggered ability, 610.3a for a spell or an activated ability).
"""

from __future__ import annotations

from typing import Any

from bot.engine.game import Game
from bot.engine.hookspecs import hookimpl
from bot.engine.state import Permanent, StackItem, replace
from bot.engine.trace import card_name
from foundation.cards import Effect
from plugins.effects import carry_out, note, record_move, things

REF_KEYS = ("target", "self", "attached", "event", "each", "noted", "controlled_by")


def exile_until(game: Game, item: StackItem, effect: Effect) -> None:
    source = game.state.permanent(item.source_oid) if item.source_oid is not None else None
    if source is None:  # 610.3a-b: the event it waits for has already happened: the object doesn't move
        rule = "610.3b" if item.kind == "trigger" else "610.3a"
        game.step(rule, "info", "step.exile_until_source_gone", card=card_name(item.card))
        return
    ref = {k: v for k, v in effect.args if k in REF_KEYS}
    exiled: list[int] = []
    for thing in things(game, item, ref):
        if not isinstance(thing, Permanent):
            continue
        obj = game.leave_battlefield(thing, "exile", "exile")
        if obj is None:
            continue
        record_move(game, thing.oid, obj.oid)
        found = game.state.find_card(obj.oid)
        if found is not None and found[1] == "exile":  # not replaced elsewhere (a token ceases to exist)
            game.state = replace(game.state, linked_exile=game.state.linked_exile + ((source.oid, obj.oid),))
        exiled.append(obj.oid)
        game.step("610.3", "resolve", "step.exiled_until", card=card_name(thing.card), source=card_name(source.card))
    note(game, "exiled", exiled)


def _source_left(game: Game, perm: Permanent) -> None:
    """610.3, 610.3c: the cards it exiled come back, each under its owner's control. The return is done at the next
    check of state-based actions (`arbitre_state_based_actions`, right after the event that made the source
    leave is said), so the trace tells the leaving before the return."""
    if any(src == perm.oid for src, _ in game.state.linked_exile):
        game.notes["exile_return_due"] = [*game.notes.get("exile_return_due", []), perm]


def _return_linked(game: Game, perm: Permanent) -> None:
    linked = [card for src, card in game.state.linked_exile if src == perm.oid]
    game.state = replace(game.state, linked_exile=tuple(x for x in game.state.linked_exile if x[0] != perm.oid))
    for oid in linked:
        found = game.state.find_card(oid)
        if found is None or found[1] != "exile":  # it left exile meanwhile: a new object, not returned
            continue
        owner, _, obj = found
        game.remove_from_zone(owner, "exile", obj.oid)
        back = game.enter_battlefield(obj.card, owner, owner)
        game.step("610.3c", "resolve", "step.returned_from_exile_until", card=card_name(back.card),
                  source=card_name(perm.card), player=owner)


@hookimpl
def arbitre_state_based_actions(game: Game) -> bool | None:
    due = game.notes.pop("exile_return_due", None)
    if not due:
        return None
    for perm in due:
        _return_linked(game, perm)
    return True


EFFECTS = {"exile_until": exile_until}


@hookimpl
def arbitre_event(game: Game, event: str, obj: Any, data: dict[str, Any]) -> None:
    if event == "leaves_battlefield" and isinstance(obj, Permanent) and game.state.linked_exile:
        _source_left(game, obj)


@hookimpl
def arbitre_resolve_effect(game: Game, item: StackItem, effect: Effect) -> Any:
    return carry_out(game, item, effect, EFFECTS)


@hookimpl
def arbitre_simulated_effects() -> list[str]:
    return sorted(EFFECTS)
