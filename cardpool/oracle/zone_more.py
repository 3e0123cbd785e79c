"""More zone sentences, each a general form of one the older readers know in a fixed order:

- "return it to the battlefield tapped under its owner's control [with a +1/+1 counter on it]", "... with an
  additional +1/+1 counter on it": the same zone change as "... under its owner's control tapped" (the words
  come in either order; an additional counter on a new object is a counter, 400.7);
- "target opponent exiles the top card of their library", "that player exiles the top two cards of their
  library" (`exile_top` for any player);
- "its owner puts it on the top or bottom of their library", "the owner of target nonland permanent puts it
  ...", "target creature's owner puts it ..." (401.4: the owner chooses where, `plugins.zones`).

Sentences of fixed words around one object ("if that creature would die this turn, exile it instead", "it
doesn't untap ... for as long as ~ remains tapped", "its controller sacrifices it") are `zones.FRAMES`.
"""

from __future__ import annotations

import re
from typing import Any

from cardpool.oracle.refs import Context, _n, obj_ref, player_ref
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
def for_each_first(s: str, ctx: Context) -> list[dict[str, Any]] | None:
    """"for each land you control, create a Treasure token", "for each creature your opponents control, create a
    0/4 ... token": the count said first (the same effect as "create ... for each ...")."""
    m = re.fullmatch(r"(for each [^,]+), (.+)", s)
    if not m:
        return None
    from cardpool.oracle.clauses import clause_effects
    from cardpool.oracle.zones import each_quantity

    per = each_quantity(m.group(1), ctx)
    inner = clause_effects(m.group(2), ctx)
    if per is None or not inner or len(inner) != 1:
        return None
    first = inner[0]
    if first["kind"] not in ("create_token", "draw", "mill") or not isinstance(first.get("count"), int) \
            or "condition" in first or first.get("who", "you") != "you":
        return None
    effect = dict(inner[0])
    effect["count"] = {**per, "per": effect["count"]}
    return [effect]


PLAYER_VERBS = r"(?:(?:sacrifice|discard|lose|gain|draw|mill|exile|create|return|put|reveal|shuffle|get)s?|scry|scries)"


@reader
def player_list(s: str, ctx: Context) -> list[dict[str, Any]] | None:
    """"target opponent sacrifices a creature, discards a card, and loses 3 life", "each opponent discards a card,
    you draw a card, and you gain 2 life": a list of clauses, those without a subject sharing the one before."""
    if ", " not in s:
        return None
    from cardpool.oracle.clauses import clause_effects

    chunks = re.split(r",\s+(?:and\s+|then\s+)?", s)
    if len(chunks) < 3:
        return None
    out: list[dict[str, Any]] = []
    subject = None
    for chunk in chunks:
        if re.match(PLAYER_VERBS + r"\b", chunk):
            if subject is None:
                return None
            chunk = f"{subject} {chunk}"
        m = re.match(r"(.+?) " + PLAYER_VERBS + r"\b", chunk)
        if m is None or player_ref(m.group(1), ctx) is None:
            return None
        subject = m.group(1)
        got = clause_effects(chunk, ctx)
        if not got or any(e.get("optional") or "condition" in e for e in got):
            return None
        out += got
    return out


__all__ = ["battlefield_tapped_under", "player_exiles_top", "for_each_first", "player_list"]


@reader
def owner_top_or_bottom(s: str, ctx: Context) -> list[dict[str, Any]] | None:
    """"Its owner puts it on the top or bottom of their library" (Aether Gust), "the owner of <target> puts it
    ...", "<target>'s owner puts it ...": a zone change whose place the owner chooses (401.4)."""
    m = re.fullmatch(r"(?:its owner|the owner of (.+?)|(<t\d+>)'s owner|(.+?)'s owner) puts (it|them) on the top or "
                     r"bottom of (?:their|his or her) library", s)
    if not m:
        return None
    said = m.group(1) or m.group(2) or m.group(3)
    ref = obj_ref(said, ctx) if said else ctx.it
    if ref is None:
        return None
    return [{"kind": "move", **ref, "to": "library_top_or_bottom"}]
