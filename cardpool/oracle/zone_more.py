"""More zone sentences, each a general form of one the older readers know in a fixed order:

- "return it to the battlefield tapped under its owner's control [with a +1/+1 counter on it]", "... with an
  additional +1/+1 counter on it": the same zone change as "... under its owner's control tapped" (the words
  come in either order; an additional counter on a new object is a counter, 400.7);
- "target opponent exiles the top card of their library", "that player exiles the top two cards of their
  library" (`exile_top` for any player);
- "if that creature or planeswalker would die this turn, exile it instead" (614.1a: the mark `exile_if_dies`
  on what "that ..." designates);
- "it doesn't untap during its controller's untap step for as long as ~ remains tapped / as long as you
  control ~" (502.3 with a duration, 611.2b: `hold_tapped`, carried out by `plugins.effects_hold`).
"""

from __future__ import annotations

import re
from typing import Any

from cardpool.oracle.refs import Context, _n, any_ref, obj_ref
from cardpool.oracle.verbs import player_subject
from cardpool.oracle.zones import reader


@reader
def battlefield_tapped_under(s: str, ctx: Context) -> list[dict[str, Any]] | None:
    m = re.fullmatch(r"((?:return|put) .+? (?:to|onto) the battlefield)( tapped)?( under (?:its owner's|your|their "
                     r"owners'|their owner's) control)?( tapped)?( with (?:a|an|one|two|three) (?:additional )?\S+ "
                     r"counters? on it)?", s)
    if not m or not ((m.group(2) and m.group(3)) or (m.group(5) and "additional" in m.group(5))):
        return None
    from cardpool.oracle.verbs import move

    counters = (m.group(5) or "").replace(" an additional ", " a ").replace(" additional ", " ")
    return move(f"{m.group(1)}{m.group(3) or ''}{' tapped' if m.group(2) or m.group(4) else ''}{counters}", ctx)


@reader
def player_exiles_top(s: str, ctx: Context) -> list[dict[str, Any]] | None:
    got = player_subject(s, ctx)
    if got is None or got[0] == {"who": "you"}:
        return None
    who, rest = got
    m = re.fullmatch(r"exiles? the top (card|(\w+) cards) of (?:their|his or her) library", rest)
    if not m:
        return None
    n = 1 if m.group(1) == "card" else _n(str(m.group(2)))
    if not isinstance(n, int):
        return None
    return [{"kind": "exile_top", "count": n, **who}]


@reader
def exile_instead_of_dying(s: str, ctx: Context) -> list[dict[str, Any]] | None:
    m = re.fullmatch(r"if (it|that creature|that permanent|that creature or planeswalker|the creature) would die "
                     r"this turn, exile (?:it|that card) instead", s)
    if not m:
        return None
    ref = obj_ref(m.group(1), ctx) or ctx.it
    return [{"kind": "mark", "mark": "exile_if_dies", **ref}] if ref is not None else None


@reader
def hold_tapped(s: str, ctx: Context) -> list[dict[str, Any]] | None:
    m = re.fullmatch(r"(.+?) (?:doesn't|don't) untap during (?:its|their) controllers?'?s? untap steps? for as long "
                     r"as (~ remains tapped|you control ~)", s)
    if not m:
        return None
    ref = any_ref(m.group(1), ctx)
    if ref is None:
        return None
    return [{"kind": "hold_tapped", "while": "tapped" if m.group(2) == "~ remains tapped" else "control", **ref}]


__all__ = ["battlefield_tapped_under", "player_exiles_top", "exile_instead_of_dying", "hold_tapped"]
