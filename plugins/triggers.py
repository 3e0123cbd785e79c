"""Built-in plugin `triggers`: triggered abilities of permanents (603).

"When ~ enters" (event `enters`), "when ~ dies" (`dies`), "whenever ~ or another creature
dies" (`creature_dies`), "whenever you cast a spell" (`you_cast`). A triggered ability waits
and is put on the stack the next time a player would receive priority (603.3). Its targets
are chosen then (603.3d); the play language has no line for them, so the first legal target
(an opponent first) is taken and the trace says it was assumed.
"""

from __future__ import annotations

from typing import Any

from bot.engine.game import Game
from bot.engine.hookspecs import hookimpl
from bot.engine.state import Permanent, StackItem, Target
from bot.engine.targets import candidates
from bot.engine.trace import card_name
from foundation.cards import TriggeredAbility


def _queue(game: Game, source: Permanent, ability: TriggeredAbility, event: str) -> None:
    targets: tuple[tuple[Target, ...], ...] = ()
    if ability.targets:
        chosen = []
        for spec in ability.targets:
            options = candidates(game, spec, source.controller, source.oid)
            options.sort(key=lambda t: (t.kind != "player", t.player == source.controller))
            chosen.append(tuple(options[: spec.count]) if not spec.up_to else ())
            if options and not spec.up_to:
                game.step("603.3d", "info", "step.trigger_target_assumed", card=card_name(source.card),
                          targets=tuple(game.target_label(t) for t in options[: spec.count]))
        targets = tuple(chosen)
    item = StackItem(oid=game.new_stack_oid(), kind="trigger", controller=source.controller, card=source.card,
                     owner=source.owner, source_oid=source.oid, effects=ability.effects,
                     target_specs=ability.targets, targets=targets, trigger=event)
    game.add_pending_trigger(item)
    game.step("603.2", "trigger", "step.ability_triggers", card=card_name(source.card), trigger=event)


@hookimpl
def arbitre_event(game: Game, event: str, obj: Any, data: dict) -> None:
    if event == "enters_battlefield" and isinstance(obj, Permanent):
        for ability in obj.card.triggered:
            if ability.event == "enters":
                _queue(game, obj, ability, "enters")
    elif event == "leaves_battlefield" and isinstance(obj, Permanent):
        if data.get("to") != "graveyard" or not obj.is_creature:
            return
        # leaves-the-battlefield abilities "look back in time" (603.10a): the dying creature's own too
        for ability in obj.card.triggered:
            if ability.event in ("dies", "creature_dies"):
                _queue(game, obj, ability, "dies")
        for perm in game.state.battlefield:
            for ability in perm.card.triggered:
                if ability.event == "creature_dies":
                    _queue(game, perm, ability, "creature_dies")
    elif event == "cast" and isinstance(obj, StackItem):
        for perm in game.state.permanents_of(obj.controller):
            for ability in perm.card.triggered:
                if ability.event == "you_cast":
                    _queue(game, perm, ability, "you_cast")


@hookimpl
def arbitre_trigger_events() -> list[str]:
    return ["enters", "dies", "creature_dies"]
