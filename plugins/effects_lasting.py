"""Effects that last while their source stays as it is (611.2b): "target creature gets +0/+3 for as long as ~
remains tapped" (Endoskeleton), "... gets +2/-2 for as long as ~ remains tapped" (Ashnod's Battle Gear),
"another target permanent gains indestructible for as long as you control ~" (Aegis Angel), "... has shroud for
as long as ~ remains on the battlefield".

The affected permanent carries a mark naming the source, the condition, the player and the change
(`while:<source>:<tapped|control>:<player>:<power>:<toughness>:<keywords>`), which outlasts the cleanup step
(`plugins.effects_hold.lasting`). `plugins.continuous` adds the change with the other continuous effects
(613.4c, 613.1f) for as long as the condition holds; once the source untaps or leaves the battlefield, the
effect has ended for good (611.2b): the mark goes and the trace says so. The `effects_numbers` plugin carries
these out and listens to the events.

"Until your next turn" (611.2a): "Up to one target creature gets -2/-1 until your next turn" (Liliana, the Last
Hope), "it gains haste until your next turn" (Bond of Revival). The change is kept among the effects of the game
(`GameState.effect_statics`, kind `next_turn_change`, naming the permanent) rather than on the permanent's
"until end of turn" fields, so the cleanup step (514.2) leaves it; it ends as its controller's next turn begins
(`plugins.effects_limits`). `plugins.continuous` adds it with the other continuous effects (613.4c, 613.1f).
"""

from __future__ import annotations

from typing import Any

from bot.engine.game import Game
from bot.engine.state import Permanent, StackItem
from bot.engine.trace import card_name
from foundation.cards import Effect, StaticAbility
from plugins.effects import _amount, _permanents

PREFIX = "while:"
NEXT_TURN = "next_turn_change"


def pump_until_next_turn(game: Game, item: StackItem, perms: list[Permanent], power: int, toughness: int,
                         keywords: frozenset[str]) -> None:
    """611.2a: each permanent gets the change until `item`'s controller's next turn begins."""
    from plugins.continuous import refresh_statics
    from plugins.effects_limits import add_timed, until_of

    until = until_of(game, item)
    names = tuple(sorted(keywords))
    for perm in perms:
        args = {"oid": perm.oid, "power": power, "toughness": toughness, "keywords": names, **until}
        add_timed(game, item, StaticAbility(NEXT_TURN, tuple(sorted(args.items()))))
    refresh_statics(game, say=False)
    for perm in perms:
        now = game.state.permanent(perm.oid) or perm
        if power or toughness:
            game.step("611.2a", "resolve", "step.pumped_until_next_turn", card=card_name(now.card),
                      power=f"{power:+d}", toughness=f"{toughness:+d}", now=f"{now.power}/{now.toughness}",
                      player=item.controller)
        if names:
            game.step("611.2a", "resolve", "step.gains_abilities_until_next_turn", card=card_name(now.card),
                      abilities=names, player=item.controller)


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
    """Whether the duration goes on: the source still tapped, still controlled by the effect's controller, or
    (`on_battlefield`) still there at all (the caller found it on the battlefield)."""
    if condition == "tapped":
        return source.tapped
    return condition == "on_battlefield" or source.controller == player


def _parse(mark: str) -> tuple[int, str, str, int, int, list[str]]:
    _, source, condition, player, p, t, keywords = mark.split(":", 6)
    return int(source), condition, player, int(p), int(t), [k for k in keywords.split(",") if k]


NEXT_TURN_MARK = "next_turn_mark"
UNTIL_NEXT = "until_next:"  # on the permanent: `until_next:<player>:<turn>:<mark>` keeps <mark> past the cleanup step


def mark_until_next_turn(game: Game, item: StackItem, effect: Effect, perms: list[Permanent], name: str) -> None:
    """611.2a: "target creature can't attack or block until your next turn": the mark of the same words "this
    turn" (read by combat), kept past the cleanup step until `item`'s controller's next turn begins."""
    from plugins.effects_limits import add_timed, until_of

    until = until_of(game, item)
    keep = f"{UNTIL_NEXT}{until['until_turn_of']}:{until['since']}:{name}"
    for perm in perms:
        game.update_permanent(perm, marks=perm.marks | {name, keep})
        args = {"oid": perm.oid, "mark": name, "keep": keep, **until}
        add_timed(game, item, StaticAbility(NEXT_TURN_MARK, tuple(sorted(args.items())), effect.text, effect.text_fr))
        game.step("611.2a", "resolve", "step.marked_until_next_turn", card=card_name(perm.card), mark=name,
                  source=card_name(item.card), player=item.controller)


def end_next_turn_mark(game: Game, ability: StaticAbility) -> Permanent | None:
    """The mark of an "until your next turn" effect that has ended leaves the permanent (None: it is gone)."""
    perm = game.state.permanent(int(ability.get("oid", 0)))
    if perm is None:
        return None
    gone = {str(ability.get("keep"))}
    others = {m for m in perm.marks if m.startswith(UNTIL_NEXT) and m not in gone}
    if not any(m.rsplit(":", 1)[-1] == ability.get("mark") for m in others):  # no other effect keeps it
        gone.add(str(ability.get("mark")))
    return game.update_permanent(perm, marks=perm.marks - gone)


def next_turn_marks(marks: frozenset[str]) -> frozenset[str]:
    """The marks an "until your next turn" effect keeps past the cleanup step (514.2): its own, and the mark."""
    kept = frozenset(m for m in marks if m.startswith(UNTIL_NEXT))
    return kept | frozenset(m.rsplit(":", 1)[-1] for m in kept) if kept else kept


def lasting_bonuses(game: Game) -> list[tuple[Permanent, int, int, list[str], Permanent]]:
    """(permanent, power, toughness, keywords, source) of every such effect that applies now: for as long as
    its source stays so (611.2b), or until its controller's next turn (611.2a; the source a stand-in)."""
    out = []
    for holder, st in game.state.effect_statics:
        if st.kind == NEXT_TURN:
            perm = game.state.permanent(int(st.get("oid", 0)))
            if perm is not None:
                out.append((perm, int(st.get("power", 0)), int(st.get("toughness", 0)),
                            list(st.get("keywords") or ()), holder))
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
                          source=card_name(source.card), condition="on_battlefield" if gone else _parse(mark)[1])


def lasting(marks: frozenset[str]) -> frozenset[str]:
    """The marks of these effects (they outlast the cleanup step, 514.2)."""
    return frozenset(m for m in marks if m.startswith(PREFIX))


EFFECTS = {"pump_while": pump_while}
