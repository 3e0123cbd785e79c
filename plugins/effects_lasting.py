"""Effects that last while their source stays as it is (611.2b): "target creature gets +0/+3 for as long as ~
remains tapped" (Endoskeleton), "... gets +2/-2 for as long as ~ remains tapped" (Ashnod's Battle Gear).

The affected permanent carries a mark naming the source, the condition, the player and the change
(`while:<source>:<tapped|control>:<player>:<power>:<toughness>:<keywords>`), which outlasts the cleanup step
(`plugins.effects_hold.lasting`). `plugins.continuous` adds the change with the other continuous effects
(613.4c, 613.1f) for as long as the condition holds; once the source untaps or leaves the battlefield, the
effect has ended for good (611.2b): the mark goes and the trace says so. The `effects_numbers` plugin carries
these out and listens to the events.
"""

from __future__ import annotations

from typing import Any

from bot.engine.game import Game
from bot.engine.state import Permanent, StackItem
from bot.engine.trace import card_name
from foundation.cards import Effect
from plugins.effects import _amount, _permanents

PREFIX = "while:"


def pump_while(game: Game, item: StackItem, effect: Effect) -> None:
    source = game.state.permanent(item.source_oid) if item.source_oid is not None else None
    condition = str(effect.get("while", "tapped"))
    if source is None or not _condition_holds(source, condition, item.controller):  # 611.2b: already over
        game.step("611.2b", "info", "step.lasting_already_over", card=card_name(item.card), condition=condition)
        return
    p, t = _amount(game, item, effect, "power", 0), _amount(game, item, effect, "toughness", 0)
    keywords = tuple(sorted(str(k) for k in effect.get("keywords") or ()))
    mark = f"{PREFIX}{source.oid}:{condition}:{item.controller}:{p}:{t}:{','.join(keywords)}"
    for perm in _permanents(game, item, effect):
        if (p or t) and not perm.is_creature:
            continue
        game.update_permanent(perm, marks=perm.marks | {mark})
        game.step("611.2b", "resolve", "step.lasting_change", card=card_name(perm.card), power=f"{p:+d}",
                  toughness=f"{t:+d}", changes_pt=str(bool(p or t)).lower(), gains=str(bool(keywords)).lower(),
                  abilities=keywords,
                  source=card_name(source.card), condition=condition, player=item.controller)


def _condition_holds(source: Permanent, condition: str, player: str) -> bool:
    return source.tapped if condition == "tapped" else source.controller == player


def _parse(mark: str) -> tuple[int, str, str, int, int, list[str]]:
    _, source, condition, player, p, t, keywords = mark.split(":", 6)
    return int(source), condition, player, int(p), int(t), [k for k in keywords.split(",") if k]


def lasting_bonuses(game: Game) -> list[tuple[Permanent, int, int, list[str], Permanent]]:
    """(permanent, power, toughness, keywords, source) of every such effect that applies now."""
    out = []
    for perm in game.state.battlefield:
        for mark in perm.marks:
            if not mark.startswith(PREFIX):
                continue
            oid, condition, player, p, t, keywords = _parse(mark)
            source = game.state.permanent(oid)
            if source is not None and _condition_holds(source, condition, player):
                out.append((perm, p, t, keywords, source))
    return out


def end_lasting(game: Game, source: Any, gone: bool) -> None:
    """The source untapped, left the battlefield (`gone`) or changed controller: the effects whose condition
    no longer holds end (611.2b), their marks gone from the permanents they applied to."""
    oid = getattr(source, "oid", None)
    if oid is None:
        return
    for perm in game.state.battlefield:
        ended = set()
        for mark in perm.marks:
            if not mark.startswith(PREFIX):
                continue
            m_oid, condition, player, *_ = _parse(mark)
            if m_oid == oid and (gone or not _condition_holds(source, condition, player)):
                ended.add(mark)
        if ended:
            game.update_permanent(perm, marks=perm.marks - ended)
            for mark in sorted(ended):
                game.step("611.2b", "info", "step.lasting_ended", card=card_name(perm.card),
                          source=card_name(source.card), condition=_parse(mark)[1])


def lasting(marks: frozenset[str]) -> frozenset[str]:
    """The marks of these effects (they outlast the cleanup step, 514.2)."""
    return frozenset(m for m in marks if m.startswith(PREFIX))


EFFECTS = {"pump_while": pump_while}
