"""Built-in plugin `exert`: "You may exert ~ as it attacks" (701.43).

As a creature with this ability is declared as an attacker (508.1, its "attacks" event), its controller may
exert it: the line right after the attack says so ("Alice exerts Hooded Brawler", "Alice surmène le Bagarreur
cagoulard"); when no line says it, it isn't exerted, and the trace says that this was assumed. An exerted
permanent won't untap during its controller's next untap step (701.43b: the mark `doesnt_untap_next` that
`turn_structure` reads); its reflexive "When you do, ..." ability (603.12, event `exerted`) and the "Whenever you
exert a creature" abilities of its controller's permanents (event `exerted_any`) trigger. "If ~ hasn't been
exerted this turn" (`once_per_turn`) lets it be exerted once a turn.
"""

from __future__ import annotations

from typing import Any

from bot.engine.game import Game
from bot.engine.hookspecs import hookimpl
from bot.engine.state import Permanent
from bot.engine.trace import card_name
from foundation.errors import IllegalAction
from plugins.declare import enforces

RULE = "701.43a"


def _flag(perm: Permanent) -> str:
    return f"turn:exerted:{perm.oid}"


def _can_exert(game: Game, perm: Permanent) -> bool:
    st = next((s for s in perm.statics if s.kind == "exert"), None)
    return st is not None and not (st.get("once_per_turn") and _flag(perm) in game.state.flags)


@hookimpl
def arbitre_event(game: Game, event: str, obj: Any, data: dict[str, Any]) -> None:
    if event != "attacks" or not isinstance(obj, Permanent) or _flag(obj) in game.state.flags:
        return
    if not any(s.kind == "exert" for s in obj.statics):
        return
    player = obj.controller
    line = game.take_action(lambda a: a.kind == "exert" and a.actor in (None, player))
    if line is None:
        if _can_exert(game, obj):
            game.step(RULE, "info", "step.assumed_not_exerted", card=card_name(obj.card), player=player)
        return
    attackers = [p for p in game.state.permanents_of(player) if p.attacking]
    for ref in line.cards:
        perm = next((p for p in attackers if p.card.name == ref.card.name and _flag(p) not in game.state.flags), None)
        if perm is None or not _can_exert(game, perm):
            raise IllegalAction("ill.cant_exert", RULE, rules=(RULE,), card=card_name(ref.card))
        exert(game, perm)


def exert(game: Game, perm: Permanent) -> None:
    """701.43a-b: exert `perm`; its "When you do" ability and "Whenever you exert a creature" abilities trigger."""
    from plugins.triggers import queue_ability

    perm = game.update_permanent(perm, marks=perm.marks | {"doesnt_untap_next"})
    game.set_flag(_flag(perm))
    game.step(RULE, "step", "step.exerted", card=card_name(perm.card), player=perm.controller)
    for ability in perm.triggered_abilities:
        if ability.event == "exerted":
            queue_ability(game, perm.card, perm.controller, ability.effects, ability.targets, "exerted",
                          event_oid=perm.oid)
    for watcher in game.state.permanents_of(perm.controller):
        for ability in watcher.triggered_abilities:
            if ability.event == "exerted_any":
                queue_ability(game, watcher.card, watcher.controller, ability.effects, ability.targets,
                              "exerted_any", event_oid=perm.oid)


# "You may exert ~ as it attacks" (701.43).
arbitre_enforced_abilities = enforces("exert")


@hookimpl
def arbitre_trigger_events() -> list[str]:
    """Its reflexive "When you do" (603.12) and "Whenever you exert a creature"."""
    return ["exerted", "exerted_any"]
