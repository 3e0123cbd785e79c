"""The zone verbs of the effect grammar (`clauses.clause_effects` tries these readers after the others): what
moves cards and permanents between zones or lets a player draw, sacrifice, destroy, untap, look at or play
them, with any player as subject.

Each reader takes a sentence (lower case, targets as `<tN>`, the card's name as `~`) and returns the effects
it says, or None when any part of it is not understood. The kinds are carried out by `plugins.effects_zones`
(and the older ones by `plugins.effects`); docs/ability_model.md ("Effects") lists them.
"""

from __future__ import annotations

import re
from typing import Any

from cardpool.oracle.grammar import number, parse_cost
from cardpool.oracle.phrases import for_each, quantity
from cardpool.oracle.refs import Context, _original, group_ref, player_ref
from cardpool.oracle.verbs import Reader, player_subject

READERS: list[Reader] = []


def reader(fn: Reader) -> Reader:
    READERS.append(fn)
    return fn


COUNT = r"(a|an|one|two|three|four|five|six|seven|eight|nine|ten|x|\d+)"


def _count(word: str) -> int | str | None:
    value = 1 if word in ("a", "an") else number(word)
    return value if isinstance(value, int) or value == "X" else None


def each_quantity(text: str, ctx: Context) -> dict[str, Any] | None:
    """"for each Wizard you control", "for each +1/+1 counter on it", "for each card in your hand" -> the
    quantity counted as the effect resolves (`plugins.effects.quantity`)."""
    got = for_each(text, ctx)
    if got is not None:
        return got
    m = re.fullmatch(r"for each (.+)", text.strip())
    if not m:
        return None
    what = m.group(1)
    counters = re.fullmatch(r"(?:([+-]\d+/[+-]\d+|[a-z]+) )?counters? on (.+)", what)
    if counters:
        kind = counters.group(1) or ""
        q = quantity(f"the number of {kind + ' ' if kind else ''}counters on {counters.group(2)}", ctx)
        return q if isinstance(q, dict) else None
    ref = group_ref("all " + _original(what, ctx), ctx)
    if ref is not None and "each" in ref:
        return {"q": "count", "filter": ref["each"]}
    return None


def _group(text: str, ctx: Context) -> dict[str, Any] | None:
    """A filter of permanents from a plural phrase, lists with commas included ("artifacts, creatures, and
    enchantments": any of those types)."""
    t = re.sub(r",? and (?=[a-z]+s\b)", ", or ", text) if "," in text else text
    for phrase in (t, text):
        ref = group_ref("all " + phrase, ctx)
        if ref is not None and "each" in ref:
            return dict(ref["each"])
    return None


# ---------------------------------------------------------------------------------------------- permanents

@reader
def destroy_all(s: str, ctx: Context) -> list[dict[str, Any]] | None:
    """"destroy all Islands", "destroy all artifacts, creatures, and enchantments" (701.8a: at the same time)."""
    m = re.fullmatch(r"destroy all (.+?)(?:\. (?:they|it) can't be regenerated)?", s)
    if not m:
        return None
    flt = _group(m.group(1), ctx)
    return [{"kind": "destroy_all", "filter": flt}] if flt is not None else None


@reader
def edict(s: str, ctx: Context) -> list[dict[str, Any]] | None:
    """"each other player sacrifices a creature", "defending player sacrifices a creature", "that creature's
    controller sacrifices a land", "target opponent sacrifices two creatures" (701.21a: each player chooses)."""
    got = player_subject(s, ctx)
    if got is None:
        return None
    who, rest = got
    m = re.fullmatch(r"sacrifices? " + COUNT + r" (.+)", rest)
    if not m or who.get("who") == "you" and not s.startswith("you "):
        return None
    n = _count(m.group(1))
    what = m.group(2)
    phrase = what if isinstance(n, int) and n > 1 else _plural_word(what)
    ref = group_ref("all " + phrase, ctx) or group_ref("all " + what, ctx)
    if not isinstance(n, int) or ref is None or "each" not in ref:
        return None
    flt = {k: v for k, v in ref["each"].items() if k != "controller"}
    return [{"kind": "sacrifice", "filter": flt or {"types": ["permanent"]}, "count": n, **who}]


def _plural_word(phrase: str) -> str:
    """"creature or planeswalker" -> "creatures or planeswalkers"; "creature they control" -> "creatures they
    control" (each type noun of the phrase)."""
    nouns = ("creature", "land", "artifact", "enchantment", "permanent", "planeswalker")
    return " ".join(w + "s" if w in nouns else w for w in phrase.split(" "))


@reader
def untap_up_to(s: str, ctx: Context) -> list[dict[str, Any]] | None:
    """"untap up to two lands", "untap up to three lands you control", "untap two lands" (the controller
    chooses as it resolves; without a line, the tapped ones they control first, assumed and said)."""
    m = re.fullmatch(r"untap (up to )?" + COUNT + r" (.+)", s)
    if not m:
        return None
    n = _count(m.group(2))
    if not isinstance(n, int):
        return None
    what = m.group(3)
    ref = group_ref("all " + (what if n > 1 else _plural_word(what)), ctx)
    if ref is None or "each" not in ref:
        return None
    return [{"kind": "untap_chosen", "count": n, "filter": ref["each"]}]


# ---------------------------------------------------------------------------------------------- players

@reader
def draw_for_each(s: str, ctx: Context) -> list[dict[str, Any]] | None:
    """"draw a card for each Wizard you control", "target player draws a card for each creature you control",
    "draw two cards for each +1/+1 counter on it"."""
    got = player_subject(s, ctx)
    if got is None:
        return None
    who, rest = got
    m = re.fullmatch(r"draws? " + COUNT + r" cards? (for each .+)", rest)
    if not m:
        return None
    n = _count(m.group(1))
    per = each_quantity(m.group(2), ctx)
    if not isinstance(n, int) or per is None:
        return None
    return [{"kind": "draw", "count": {**per, "per": n * int(per.get("per", 1))}, **who}]


@reader
def each_draw(s: str, ctx: Context) -> list[dict[str, Any]] | None:
    """"you and target opponent each draw a card", "you and that player each draw two cards"."""
    m = re.fullmatch(r"(.+?) and (.+?) each draw " + COUNT + r" cards?", s)
    if not m:
        return None
    n = _count(m.group(3))
    first, second = player_ref(m.group(1), ctx), player_ref(m.group(2), ctx)
    if first is None or second is None or n is None:
        return None
    return [{"kind": "draw", "count": n, **first}, {"kind": "draw", "count": n, **second}]


@reader
def other_may_draw(s: str, ctx: Context) -> list[dict[str, Any]] | None:
    """"target opponent may draw a card", "defending player may draw a card": that player's choice, as it
    resolves (a line after `resolve`, else assumed: they draw)."""
    got = player_subject(s, ctx)
    if got is None:
        return None
    who, rest = got
    m = re.fullmatch(r"may draw " + COUNT + r" cards?", rest)
    if not m or who.get("who") == "you":
        return None
    n = _count(m.group(1))
    return [{"kind": "draw_optional", "count": n, **who}] if n is not None else None


@reader
def look_at_library(s: str, ctx: Context) -> list[dict[str, Any]] | None:
    """"look at the top card of target player's library", "look at the top three cards of target opponent's
    library" (the looking changes nothing; the trace says what is seen, or that the library is unknown)."""
    m = re.fullmatch(r"look at the top (?:" + COUNT + r" )?cards? of (.+?)'s? library", s)
    if not m:
        return None
    n = _count(m.group(1)) if m.group(1) else 1
    who = player_ref(m.group(2), ctx)
    if who is None or n is None or who.get("who") == "you":
        return None
    return [{"kind": "look_at_library", "count": n, **who}]


# ---------------------------------------------------------------------------------------------- "unless"

# a cost's one part (`grammar.parse_cost`) -> what `unless_cost` asks: (pay, the key of its filter, of its count)
UNLESS_PARTS = {"discard": ("discard", "discard_filter", "discard_count"), "sacrifice": ("sacrifice", "sacrifice", ""),
                "return_to_hand": ("return", "return_to_hand", ""),
                "exile_from_graveyard": ("exile_graveyard", "exile_graveyard_filter", "exile_from_graveyard"),
                "life": ("life", "", "life")}


@reader
def unless_cost(s: str, ctx: Context) -> list[dict[str, Any]] | None:
    """"sacrifice ~ unless you discard a card", "sacrifice it unless you return a land you control to its owner's
    hand", "exile it unless you sacrifice another creature", "... unless you discard a card at random": the
    controller may pay that cost as it resolves (a line after `resolve`, else not paid, assumed and said);
    what comes before "unless" happens only if it isn't paid (`unless_done`).

    The effect: `pay` (discard, sacrifice, return, exile_graveyard, life), `count`, `filter` (what qualifies),
    `random` (a discard at random, 701.9b)."""
    m = re.fullmatch(r"(.+?) unless you (discard|sacrifice|return|exile|pay \d+ life)(.*)", s)
    if not m:
        return None
    from cardpool.oracle.clauses import _one_clause

    inner = _one_clause(m.group(1), ctx)
    if not inner or any(str(e["kind"]).startswith(("effect", "conditional")) or e.get("optional") or "condition" in e
                        or e.get("if_done") or e.get("unless_done") for e in inner):
        return None
    text = m.group(2) + m.group(3)
    random = text.endswith(" at random")
    parsed = parse_cost(_original(text.removesuffix(" at random"), ctx))
    parts = [k for k in parsed.cost if k not in ("discard_filter", "discard_count", "exile_graveyard_filter")]
    if parsed.problems or len(parts) != 1 or parts[0] not in UNLESS_PARTS:
        return None
    cost = parsed.cost
    pay, filter_key, count_key = UNLESS_PARTS[parts[0]]
    if pay == "discard" and cost["discard"] != "card" or random and pay != "discard":
        return None
    out: dict[str, Any] = {"kind": "unless_cost", "pay": pay}
    raw = cost.get(filter_key) if filter_key else None
    if isinstance(raw, dict):
        flt = {k: v for k, v in raw.items() if k != "count"}
        if flt:
            out["filter"] = flt
        if "count" in raw:
            out["count"] = raw["count"]
    if count_key and isinstance(cost.get(count_key), int):
        out["count"] = cost[count_key]
    if random:
        out["random"] = True
    for effect in inner:
        effect["unless_done"] = True
    return [out, *inner]


__all__ = ["READERS", "each_quantity"]
