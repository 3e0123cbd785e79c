"""One-line game actions of resolution text: amass (701.47), learn (701.48), venture into the dungeon
(701.49), clash (701.30), becoming the monarch (724), flipping a coin (705) and rolling a die (706).

Each reader takes a sentence of `cardpool.oracle.clauses` (lower case, targets tokenised, `~` for the
card's name) and returns the effects of the encoding (docs/ability_model.md) or None. What a coin flip or a
clash decides ("if you win the flip, ...", "if you win, ...") is read by `wager_clause`: the effects of
the sentence happen only if the flip or clash before it was won (`if_done`) or lost (`unless_done`), like
"if you do" after a "you may".
"""

from __future__ import annotations

import re
from typing import Any

from cardpool.oracle.grammar import number
from cardpool.oracle.refs import Context

DICE = {"six-sided die": 6, "d4": 4, "d6": 6, "d8": 8, "d10": 10, "d12": 12, "d20": 20}


def _count(word: str) -> int | str | None:
    if word == "x":
        return "X"
    return number(word)


def game_action(s: str, ctx: Context) -> list[dict[str, Any]] | None:
    """"amass 2", "learn", "venture into the dungeon", "clash with an opponent", "you become the monarch",
    "flip a coin", "roll a six-sided die" / "roll a d20"."""
    m = re.fullmatch(r"amass (x|\w+)", s)
    if m:
        n = _count(m.group(1))
        return [{"kind": "amass", "count": n}] if n is not None else None
    if s == "learn":
        return [{"kind": "learn"}]
    if s == "venture into the dungeon":
        return [{"kind": "venture"}]
    if s == "clash with an opponent":
        return [{"kind": "clash"}]
    if s == "you become the monarch":
        return [{"kind": "become_monarch", "who": "you"}]
    if s == "flip a coin":
        return [{"kind": "flip_coin"}]
    m = re.fullmatch(r"(your|<t\d+>'s|each player's) life total becomes (\d+|\w+)", s)
    if m and isinstance(number(m.group(2)), int):  # 119.5: the player gains or loses the difference
        who: dict[str, Any] = {"who": "you"} if m.group(1) == "your" else {"who": "each_player"} \
            if m.group(1) == "each player's" else {"who": "target", "target": int(m.group(1)[2:-3])}
        return [{"kind": "set_life", "amount": number(m.group(2)), **who}]
    m = re.fullmatch(r"flip (~|it)", s)
    if m:  # a flip card turns to its alternative characteristics (710.2)
        ref = {"self": True} if m.group(1) == "~" else ctx.it
        return [{"kind": "flip_card", **ref}] if ref else None
    m = re.fullmatch(r"roll an? (six-sided die|d\d+)", s)
    if m and m.group(1) in DICE:
        return [{"kind": "roll_die", "sides": DICE[m.group(1)]}]
    return None


def wager_clause(s: str, ctx: Context, read: Any) -> list[dict[str, Any]] | None:
    """"if you win the flip, <effects>" / "if you lose the flip, <effects>" (705.2), and after a clash "if you
    win, <effects>" (701.30d): `read` reads the effects (`clauses.clause_effects`)."""
    m = re.fullmatch(r"if you (win|lose) the flip, (.+)", s)
    if m is None and ctx.extra.get("clash"):
        m = re.fullmatch(r"if you (win|lose), (.+)", s)
    if m is None:
        return None
    inner = read(m.group(2), ctx)
    if inner is None or any(e.get("optional") or e.get("if_done") or e.get("unless_done") or "condition" in e
                            for e in inner):
        return None
    for effect in inner:
        effect["if_done" if m.group(1) == "win" else "unless_done"] = True
    return inner


__all__ = ["game_action", "wager_clause", "DICE"]
