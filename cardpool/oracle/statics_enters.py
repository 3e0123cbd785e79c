"""The counters a permanent enters with (614.1c, 122.1), read for the static grammar beside
`cardpool.oracle.statics.enters_statics`:

    ~ enters [the battlefield] with COUNTERS on it [for each color of mana spent to cast it]
    ~ enters [the battlefield] with a number of COUNTER counters on it equal to the amount of mana spent to cast it
    ~ enters [the battlefield] with your choice of a K1[,] [K2, ...] or Kn counter on it
    ~ enters [the battlefield] with your choice of two different counters on it from among K1, K2, and K3
    [each] [other] GROUP [you control] enter[s] [the battlefield] with an additional [N|X] COUNTER counter[s] on
        it|them [, where X is the number of COUNTER counters on ~]

COUNTERS is one counter ("a +1/+0 counter", "four +1/+1 counters") or a list ("a +1/+1 counter, a flying
counter, and a deathtouch counter"); a COUNTER is a power/toughness counter ("+1/+0", 122.1a) or a keyword
counter ("flying", 122.1b) or any other named counter ("crystal").

    -> {"kind": "enters_with_counters", "counter", "count"}        (one of the list; `parser.enters_with_counters`)
       {"kind": "enters_with_counted", "counter", "count", "for_each": {"kind": "colors_spent" | "mana_spent"}}
       {"kind": "enters_with_choice", "options": [...], "count": N}    (N different counters among the options)
       {"kind": "others_enter_with_counters", "filter": {...}, "counter", "count", "for_each"?}

What the grammar can't read exactly returns None (the sentence stays a `continuous_effect`).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from cardpool.oracle.grammar import number
from foundation.abilities import KEYWORD_COUNTERS

ENTERS = r"enters?(?: the battlefield)?"
COUNTER = r"([+-]\d+/[+-]\d+|[a-z]+(?: [a-z]+)?)"
# counters with rules of their own the engine doesn't apply (122.1c-f shield, stun, finality...): not read
RULE_COUNTERS = frozenset({"shield", "stun", "finality", "oil", "rad", "bounty", "doom", "ki"})
ObjectFilter = Callable[[str], dict[str, Any] | None]


def _count(word: str) -> int | None:
    value = number(word)
    return value if isinstance(value, int) and value > 0 else None


def _counter_item(text: str) -> tuple[str, int] | None:
    """"a +1/+1 counter" / "two flying counters" -> (counter, count)."""
    m = re.fullmatch(r"(an?|one|two|three|four|five|six|seven|eight|nine|ten|\d+) " + COUNTER + r" counters?", text)
    if m is None:
        return None
    n = _count(m.group(1))
    return (m.group(2), n) if n is not None and m.group(2) not in RULE_COUNTERS else None


def _known(counter: str) -> bool:
    """A counter whose meaning the engine applies: power/toughness (122.1a), a keyword (122.1b)."""
    return "/" in counter or counter in KEYWORD_COUNTERS


def _options(text: str) -> list[str] | None:
    """"a +1/+1, first strike, or vigilance" / "a flying counter or a first strike" -> the counter kinds."""
    parts = [p.strip() for p in re.split(r",\s*(?:or\s+|and\s+)?|\s+or\s+|\s+and\s+", text) if p.strip()]
    out = []
    for part in parts:
        part = re.sub(r"^an? ", "", part).removesuffix(" counter")
        if not re.fullmatch(COUNTER, part) or part in RULE_COUNTERS or not _known(part):
            return None
        out.append(part)
    return out if len(out) >= 2 and len(set(out)) == len(out) else None


def enters_with(low: str) -> list[dict[str, Any]] | None:
    """The records of "~ enters with ..." sentences the older readers don't take, or None."""
    m = re.fullmatch(r"~ " + ENTERS + r" with your choice of (.+?) counter on it", low)
    if m:
        options = _options(m.group(1))
        return [{"kind": "enters_with_choice", "options": options, "count": 1}] if options else None
    m = re.fullmatch(r"~ " + ENTERS + r" with your choice of (two|three) different counters on it from among (.+)",
                     low)
    if m:
        options = _options(m.group(2))
        n = _count(m.group(1))
        return [{"kind": "enters_with_choice", "options": options, "count": n}] \
            if options and n is not None and n < len(options) else None
    m = re.fullmatch(r"~ " + ENTERS + r" with a number of " + COUNTER + r" counters on it equal to the amount of "
                     r"mana spent to cast it", low)
    if m:
        return [{"kind": "enters_with_counted", "counter": m.group(1), "count": 1,
                 "for_each": {"kind": "mana_spent"}}]
    m = re.fullmatch(r"~ " + ENTERS + r" with (an?|one|two|three|\d+) " + COUNTER + r" counters? on it for each "
                     r"(color of mana|mana) spent to cast it", low)
    if m:
        n = _count(m.group(1))
        spent = "colors_spent" if m.group(3) == "color of mana" else "mana_spent"
        return [{"kind": "enters_with_counted", "counter": m.group(2), "count": n,
                 "for_each": {"kind": spent}}] if n is not None else None
    m = re.fullmatch(r"~ " + ENTERS + r" with (.+) on it", low)
    if m and ", " in m.group(1):  # "a +1/+1 counter, a flying counter, and a deathtouch counter"
        items = [_counter_item(p.strip()) for p in re.split(r",\s*(?:and\s+)?", m.group(1)) if p.strip()]
        if len(items) < 2 or any(i is None for i in items):
            return None
        return [{"kind": "enters_with_counters", "counter": i[0], "count": i[1]} for i in items if i is not None]
    return None


def others_enter_with(low: str, original: str, subject: Callable[[str, str], dict[str, Any] | None]) \
        -> dict[str, Any] | None:
    """"Each other creature you control enters with an additional +1/+1 counter on it", "Wolves and Werewolves
    you control enter with ...", "each planeswalker you control enters with an additional loyalty counter on
    it", "... an additional X +1/+1 counters on it, where X is the number of +1/+1 counters on ~" (614.1c)
    -> {"kind": "others_enter_with_counters", "filter", "counter", "count", "for_each"?}; `subject` reads the
    group ("each other creature you control") into a filter."""
    m = re.fullmatch(r"(each (?:other )?|other |)(.+?) " + ENTERS + r" with an additional (?:(an?|x|one|two|three|\d+)"
                     r" )?" + COUNTER + r" counters? on (?:it|them)(?:, where x is the number of " + COUNTER +
                     r" counters on ~)?", low)
    if m is None:
        return None
    each, group, amount, counter, counted = m.groups()
    if (amount == "x") != bool(counted) or counter in RULE_COUNTERS:
        return None
    start = low.find(group)
    group_original = original[start:start + len(group)]
    chosen = group.endswith(" of the chosen type")  # Metallic Mimic: creatures of the type chosen as it entered
    if chosen:
        group, group_original = group[:-len(" of the chosen type")], group_original[:-len(" of the chosen type")]
    flt = subject((each or "") + group, original[:len(each or "")] + group_original)
    if flt is None:
        return None
    rec: dict[str, Any] = {"kind": "others_enter_with_counters", "filter": flt, "counter": counter, "count": 1}
    if chosen:
        rec["chosen"] = "creature_type"
    if amount and amount != "x":
        n = _count(amount)
        if n is None:
            return None
        rec["count"] = n
    if counted:
        rec["for_each"] = {"kind": "counters", "counter": counted}
    return rec
