""""You may have ~ enter the battlefield as a copy of any creature on the battlefield" (Clone; 706.2, 707.2,
614.1c): a replacement effect on how the permanent enters, read for the static grammar:

    [if CONDITION, ] you may have ~ enter [the battlefield] [tapped] as a copy of (any|a|an) PHRASE
        [on the battlefield | you control | an opponent controls | card in a graveyard] [, except EXCEPTIONS]

    -> {"kind": "enters_as_copy", "filter": {...}, "zone": "graveyard", "tapped": bool, "condition": {...},
        "except": {"add_types": [...], "add_subtypes": [...], "add_supertypes": ["legendary"],
                   "remove_supertypes": ["legendary"], "keywords": [...], "base_pt": [7, 7], "own_name": true,
                   "counters": [["+1/+1", 2] | ["+1/+1", "X"]]},
        "grant": {"activated": [...], "triggered": [...]}}

EXCEPTIONS are exceptions to the copiable values (707.9a-b), joined by commas and "and": "it's a Spirit in
addition to its other types", "it's legendary in addition to its other types", "it has haste and dethrone",
"it has "{2}{U}{U}: Return this creature to its owner's hand."" (the quoted ability, read by the card parser,
becomes part of the copy: `grant`), "it's 7/7", "its name is ~" (it keeps its own name), "it isn't legendary",
"it enters with X additional +1/+1 counters on it" (614.1c). "Creatures you control enter the battlefield as a
copy of ~" (Essence of the Wild) is `others_enter_as_copy` with the group's filter.

None when the sentence is anything else (an exception with a condition, a type line that loses the others).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from cardpool.oracle.grammar import subtype_of

COPY_RE = re.compile(r"(?:if (.+?), )?you may have ~ enter(?: the battlefield)?( tapped)? as a copy of (?:any|an?) "
                     r"(.+?)( on the battlefield| you control| an opponent controls| in a graveyard)?"
                     r"(?:, except (.+))?")
OTHERS_COPY_RE = re.compile(r"(.+?) enter(?: the battlefield)? as a copy of (~|enchanted creature)")
CARD_TYPES = ("artifact", "creature", "enchantment", "land", "planeswalker")
SUPERTYPES = ("legendary", "snow")
_COUNT = {"a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "x": "X"}

GrantReader = Callable[[str], dict[str, Any] | None]
Parts = tuple[Any, Any, Any]  # (object filter, keyword list, condition reader) of `cardpool.oracle.statics`


def enters_as_copy(low: str, original: str, parts: Parts, quotes: list[str] | None = None,
                   read_grant: GrantReader | None = None) -> dict[str, Any] | None:
    """The record of a clone's sentence (lower case `low`, `original` case), or None. `parts`: the static
    grammar's readers of an object phrase, a keyword list and a condition."""
    object_filter, keyword_list, parse_condition = parts
    others = _others_enter_as_copy(low, original, object_filter)
    if others is not None:
        return others
    m = COPY_RE.fullmatch(low)
    if m is None:
        return None
    condition, tapped, phrase, where, exception = m.groups()
    rec: dict[str, Any] = {"kind": "enters_as_copy"}
    if where == " in a graveyard":  # Body Double: "any creature card in a graveyard"
        if not phrase.endswith(" card"):
            return None
        flt = object_filter(_case(phrase, original), "card")
        rec["zone"] = "graveyard"
    elif " card" in phrase:
        return None
    else:
        flt = object_filter(_case(phrase, original))
    if flt is None or "controller" in flt:
        return None
    if where == " you control":
        flt["controller"] = "you"
    elif where == " an opponent controls":
        flt["controller"] = "opponent"
    rec["filter"] = flt
    if condition:
        cond = parse_condition(condition, original)
        if cond is None or cond[1]:
            return None
        rec["condition"] = cond[0]
    if tapped:
        rec["tapped"] = True
    if exception:
        changes = _exceptions(exception, original, keyword_list, quotes or [], read_grant)
        if changes is None:
            return None
        grant = changes.pop("grant", None)
        if changes:
            rec["except"] = changes
        if grant:
            rec["grant"] = grant
    return rec


def _others_enter_as_copy(low: str, original: str, object_filter: Any) -> dict[str, Any] | None:
    """"Creatures you control enter the battlefield as a copy of ~" (Essence of the Wild), "Nontoken creatures
    you control enter the battlefield as a copy of enchanted creature" (Infinite Reflection)."""
    m = OTHERS_COPY_RE.fullmatch(low)
    if m is None:
        return None
    flt = object_filter(_case(m.group(1), original))
    if flt is None:
        return None
    return {"kind": "others_enter_as_copy", "filter": flt, "of": "self" if m.group(2) == "~" else "attached"}


def _exceptions(text: str, original: str, keyword_list: Any, quotes: list[str],
                read_grant: GrantReader | None) -> dict[str, Any] | None:
    out: dict[str, Any] = {}
    for clause in re.split(r",\s*(?:and\s+)?(?=it\b|its\b)|\s+and\s+(?=it\b|its\b|has\b)", text):
        if not _exception(clause.strip(), original, keyword_list, quotes, read_grant, out):
            return None
    return out


def _exception(text: str, original: str, keyword_list: Any, quotes: list[str], read_grant: GrantReader | None,
               out: dict[str, Any]) -> bool:
    m = re.fullmatch(r"it's (?:a |an )?(.+?) in addition to its other (?:creature )?types", text)
    if m:
        for word in re.split(r",\s*(?:and\s+)?|\s+and\s+|\s+", m.group(1)):
            if word in CARD_TYPES:
                out.setdefault("add_types", []).append(word)
            elif word in SUPERTYPES:
                out.setdefault("add_supertypes", []).append(word)
            elif (sub := subtype_of(_case(word, original))) is not None:
                out.setdefault("add_subtypes", []).append(sub.lower())
            else:
                return False
        return True
    m = re.fullmatch(r"it's (\d+)/(\d+)", text)
    if m:  # 707.9b: Quicksilver Gargantuan
        out["base_pt"] = [int(m.group(1)), int(m.group(2))]
        return True
    if text == "its name is ~":
        out["own_name"] = True
        return True
    if text in ("it isn't legendary", "it's not legendary"):
        out.setdefault("remove_supertypes", []).append("legendary")
        return True
    m = re.fullmatch(r"it enters with (a|an|one|two|three|four|x) additional (\+1/\+1|shield) counters? on it", text)
    if m:  # 614.1c: Altered Ego
        out.setdefault("counters", []).append([m.group(2), _COUNT[m.group(1)]])
        return True
    m = re.fullmatch(r"(?:it )?has (.+)", text)
    if m is None:
        return False
    keywords: list[str] = []
    for item in re.split(r",\s*(?:and\s+)?|\s+and\s+", m.group(1)):
        q = re.fullmatch(r"«q(\d+)»", item)
        if q is None:
            found = keyword_list(item)
            if not found:
                return False
            keywords += found
            continue
        grant = read_grant(quotes[int(q.group(1))]) if read_grant and int(q.group(1)) < len(quotes) else None
        if not grant:
            return False
        for key, value in grant.items():
            out.setdefault("grant", {}).setdefault(key, []).extend(value)
    if keywords:
        out.setdefault("keywords", []).extend(keywords)
    return True


def _case(low: str, original: str) -> str:
    idx = original.lower().find(low)
    return original[idx:idx + len(low)] if idx >= 0 else low
