""""You may have ~ enter the battlefield as a copy of any creature on the battlefield" (Clone; 706.2, 707.2,
614.1c): a replacement effect on how the permanent enters, read for the static grammar:

    you may have ~ enter [the battlefield] [tapped] as a copy of (any|a|an) PHRASE [on the battlefield |
        you control | an opponent controls] [, except EXCEPTION]

    -> {"kind": "enters_as_copy", "filter": {...}, "tapped": bool, "except": {"add_types": [...],
        "add_subtypes": [...], "keywords": [...]}}

EXCEPTION is one of the simple exceptions to the copiable values (707.9b): "it's a Spirit in addition to its
other types", "it's an artifact in addition to its other types", "it has haste" (and keyword lists). None when
the sentence is anything else (a copy of a card in a graveyard, counters it enters with, an ability in quotes).
"""

from __future__ import annotations

import re
from typing import Any

from cardpool.oracle.grammar import subtype_of

COPY_RE = re.compile(r"you may have ~ enter(?: the battlefield)?( tapped)? as a copy of (?:any|an?) (.+?)"
                     r"( on the battlefield| you control| an opponent controls)?(?:, except (.+))?")
CARD_TYPES = ("artifact", "creature", "enchantment", "land", "planeswalker")


def enters_as_copy(low: str, original: str, object_filter: Any, keyword_list: Any) -> dict[str, Any] | None:
    """The record of a clone's sentence (lower case `low`, `original` case), or None."""
    m = COPY_RE.fullmatch(low)
    if m is None:
        return None
    tapped, phrase, where, exception = m.groups()
    if " card" in phrase:
        return None  # a card in a graveyard: not a permanent to copy
    flt = object_filter(_case(phrase, original))
    if flt is None or "controller" in flt:
        return None
    if where == " you control":
        flt["controller"] = "you"
    elif where == " an opponent controls":
        flt["controller"] = "opponent"
    rec: dict[str, Any] = {"kind": "enters_as_copy", "filter": flt}
    if tapped:
        rec["tapped"] = True
    if exception:
        changes = _exception(exception, original, keyword_list)
        if changes is None:
            return None
        rec["except"] = changes
    return rec


def _exception(text: str, original: str, keyword_list: Any) -> dict[str, Any] | None:
    m = re.fullmatch(r"it's (?:a |an )?(.+?) in addition to its other (?:creature )?types", text)
    if m:
        out: dict[str, Any] = {}
        for word in re.split(r",\s*(?:and\s+)?|\s+and\s+|\s+", m.group(1)):
            if word in CARD_TYPES:
                out.setdefault("add_types", []).append(word)
                continue
            sub = subtype_of(_case(word, original))
            if sub is None:
                return None
            out.setdefault("add_subtypes", []).append(sub.lower())
        return out
    m = re.fullmatch(r"it has (.+)", text)
    if m:
        keywords = keyword_list(m.group(1))
        return {"keywords": keywords} if keywords else None
    return None


def _case(low: str, original: str) -> str:
    idx = original.lower().find(low)
    return original[idx:idx + len(low)] if idx >= 0 else low
