"""More shapes of the static grammar (`cardpool.oracle.statics`), each read whole or not at all:

- lists of permanents that share a controller: "artifacts, creatures, and lands your opponents control enter
  tapped" (Frozen Aether), "creatures and nonbasic lands your opponents control enter tapped" (Thalia, Heretic
  Cathar): one `others_enter_tapped` record per item of the list (614.1c), each with its own filter;
- keywords a group can't have (613.1f, 702.1): "Creatures your opponents control lose trample and can't have or
  gain trample" (the Archetypes), "... can't have or gain flying": the `anthem` record of "X lose K" with
  `"cant_have": ["trample"]`, which removes the keyword whatever gives it, whenever (`Permanent.keywords`).

Anything else returns None (the sentence goes on through the rest of the grammar).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from cardpool.oracle.grammar import parse_object, words_of

# the controller phrase a list of permanents shares ("artifacts, creatures, and lands your opponents control")
_SHARED_TAILS = (" your opponents control", " an opponent controls", " you control", "")
ENTERS = r"enters?(?: the battlefield)?"


def object_list(phrase: str, original: str) -> list[dict[str, Any]] | None:
    """"artifacts, creatures, and lands your opponents control" -> one object filter per item, each with the
    shared controller; None unless each item reads whole as a plural object phrase."""
    for tail in _SHARED_TAILS:
        if not phrase.endswith(tail):
            continue
        head = phrase[:len(phrase) - len(tail)] if tail else phrase
        items = [i for i in re.split(r",\s*(?:and\s+)?|\s+and\s+", head) if i]
        if len(items) < 2:
            continue
        filters = []
        for item in items:
            at = original.lower().find(item)
            words = words_of((original[at:at + len(item)] if at >= 0 else item) + tail)
            ph = parse_object(words, 0, allow_players=False)
            if ph is None or ph.end != len(words) or ph.problems or ph.zone or not ph.plural \
                    or ph.noun not in ("object", "permanent"):
                return None
            filters.append(ph.filter())
        return filters
    return None


def enter_tapped_list(low: str, original: str) -> list[dict[str, Any]] | None:
    """"artifacts, creatures, and lands your opponents control enter tapped" (614.1c) -> the records, or None."""
    m = re.fullmatch(r"(.+?) " + ENTERS + " tapped", low)
    if m is None:
        return None
    filters = object_list(m.group(1), original)
    if filters is None:
        return None
    return [{"kind": "others_enter_tapped", "filter": flt} for flt in filters]


CANT_HAVE_RE = re.compile(r"(?P<who>.+?) (?:loses? (?P<lost>[a-z ]+?) and )?can't have or gain (?P<kw>[a-z ]+)")


def cant_have(low: str, original: str, parse: Callable[[str, list[str]], dict[str, Any] | None]
              ) -> dict[str, Any] | None:
    """"Creatures your opponents control lose trample and can't have or gain trample" -> the record of "X lose
    trample" (read by `parse`, the static grammar) with `cant_have`, or None."""
    m = CANT_HAVE_RE.fullmatch(low)
    if m is None or (m.group("lost") and m.group("lost") != m.group("kw")):
        return None
    who = original[:len(m.group("who"))]
    plural = not re.search(r"^(?:~|enchanted|equipped) ", m.group("who"))
    rec = parse(f"{who} {'lose' if plural else 'loses'} {m.group('kw')}", [])
    if rec is None or rec.get("lose") != [m.group("kw")]:
        return None
    rec["cant_have"] = [m.group("kw")]
    return rec


_ENCHANTED_PLAYER = " enchanted player controls"


def enchanted_player_static(low: str, original: str, parse: Callable[[str, list[str]], dict[str, Any] | None],
                            enters: Callable[[str, str, Any], list[dict[str, Any]] | None]
                            ) -> dict[str, Any] | None:
    """A Curse's static ability about "creatures enchanted player controls" (303.4, 702.5): "... get -1/-1",
    "... lose all abilities and have base power and toughness 0/1", "... attack each combat if able", "... enter
    the battlefield tapped": the record the sentence gives with "you control" in its place (read by `parse`, or
    `enters` for how permanents enter), its filter's controller `enchanted_player`; None when the sentence says
    anything else about "you"."""
    if low.count(_ENCHANTED_PLAYER) != 1 or re.search(r"\byou(?:r)?\b", low):
        return None
    at = low.index(_ENCHANTED_PLAYER)
    low = low[:at] + " you control" + low[at + len(_ENCHANTED_PLAYER):]
    original = original[:at] + " you control" + original[at + len(_ENCHANTED_PLAYER):]
    found = enters(low, original, None)
    rec = found[0] if found is not None and len(found) == 1 else parse(original, [])
    flt = rec.get("filter") if rec is not None else None
    if rec is None or not isinstance(flt, dict) or flt.get("controller") != "you" or "who" in rec \
            or "condition" in rec:
        return None
    flt["controller"] = "enchanted_player"
    return rec


def day_as_enters(low: str) -> dict[str, Any] | None:
    """"If it's neither day nor night, it becomes day as ~ enters the battlefield" (730.1, Brimstone Vandal)."""
    m = re.fullmatch(r"if it's neither day nor night, it becomes (day|night) as ~ " + ENTERS, low)
    return {"kind": "day_night_as_enters", "designation": m.group(1)} if m else None
