"""Combat restrictions a static ability states about the permanents it applies to (508.1c, 509.1b), read as
predicates of the static grammar (`cardpool.oracle.statics`) with an object phrase for the other creature:

    can't be blocked except by PHRASE     -> {"kind": "can_be_blocked_only_by", "filter" / "or_filter" / "what"}
    can't be blocked by PHRASE            -> {"kind": "cant_be_blocked_by", ...}
    can't block PHRASE                    -> {"kind": "cant_block_filter", "filter" / "or_filter"}
    can't attack you [or planeswalkers you control] -> {"kind": "cant_attack_you"} ("you": the source's controller)
    attacks or blocks each combat if able -> the two requirements (508.1d, 509.1c)

PHRASE is one object phrase ("black creatures", "Spirits", "creatures with defender", "non-Wall creatures") or
two joined by "or" / "and/or" ("creatures with flying or reach", "artifact creatures and/or white creatures");
the creature types of a list are one filter ("Krakens, Leviathans, Octopuses, and Serpents"). "what" keeps the
words the combat plugin already reads ("artifact creatures", "walls", ...). None when a phrase isn't read exactly.
"""

from __future__ import annotations

import re
from typing import Any

from cardpool.oracle.grammar import subtype_of

# phrases `plugins.combat` reads as words (`_blocker_is`): an artifact creature is both types, which an object
# filter's alternatives of types can't say
WHAT_WORDS = ("artifact creatures", "walls", "humans", "creatures with flying")
SPLIT_RE = re.compile(r",? and/or |,? or |, and |, ")
KEYWORD_ALTERNATIVE = re.compile(r"creatures with ([a-z ]+) or ([a-z ]+)")


def blocker_phrase(phrase: str, original: str, object_filter: Any) -> dict[str, Any] | None:
    """"black creatures", "creatures with flying or reach", "artifact creatures and/or white creatures" ->
    {"filter": {...}, "or_filter": {...}, "what": "..."} (any of them), or None."""
    if phrase in WHAT_WORDS:
        return {"what": phrase}
    m = KEYWORD_ALTERNATIVE.fullmatch(phrase)
    if m:
        return {"filter": {"types": ["creature"], "keywords": [m.group(1)]},
                "or_filter": {"types": ["creature"], "keywords": [m.group(2)]}}
    parts = [p for p in SPLIT_RE.split(phrase) if p]
    subtypes = [subtype_of(_case(p, original)) for p in parts]
    if len(parts) > 1 and all(subtypes):  # "Knights or Walls", "Krakens, Leviathans, Octopuses, and Serpents"
        return {"filter": {"subtypes": [str(s).lower() for s in subtypes]}}
    if len(parts) > 2:
        return None
    out: dict[str, Any] = {}
    for part in parts:
        if part in WHAT_WORDS:
            if "what" in out:
                return None
            out["what"] = part
            continue
        flt = object_filter(_case(part, original))
        if flt is None or len([t for t in flt.get("types", ()) if not t.startswith("non")]) > 1:
            return None  # "enchantment creatures": both types, which a filter's alternatives don't say
        out["or_filter" if "filter" in out else "filter"] = flt
    return out or None


def _case(low: str, original: str) -> str:
    idx = original.lower().find(low)
    return original[idx:idx + len(low)] if idx >= 0 else low


def combat_predicate(pred: str, original: str, object_filter: Any) -> list[dict[str, Any]] | None:
    """One predicate (singular, lower case) -> the restriction records it grants, or None."""
    if pred == "attacks or blocks each combat if able":
        return [{"kind": "attacks_each_combat"}, {"kind": "blocks_each_combat"}]
    if pred == "assigns combat damage equal to its toughness rather than its power":  # 510.1a
        return [{"kind": "assigns_damage_by_toughness"}]
    m = re.fullmatch(r"can be blocked as though (?:it|they) didn't have ([a-z]+walk)", pred)
    if m:  # 702.14c doesn't apply
        return [{"kind": "landwalk_ignored", "keyword": m.group(1)}]
    if pred in ("can block creatures with shadow as though they didn't have shadow",
                "can block creatures with shadow as though ~ had shadow",
                "can block creatures with shadow as though it had shadow"):  # 702.28b doesn't apply
        return [{"kind": "blocks_shadow"}]
    if pred == "can only attack alone":
        return [{"kind": "attacks_only_alone"}]
    if pred == "can't block creatures you control":
        return [{"kind": "cant_block_yours"}]
    if pred in ("can't attack you", "can't attack you or planeswalkers you control"):
        return [{"kind": "cant_attack_you"}]
    for prefix, kind in (("can't be blocked except by ", "can_be_blocked_only_by"),
                         ("can't be blocked by ", "cant_be_blocked_by"), ("can't block ", "cant_block_filter")):
        if not pred.startswith(prefix):
            continue
        phrase = pred[len(prefix):]
        if kind == "cant_block_filter" and (" you control" in phrase or phrase.startswith(("alone", "and"))):
            return None  # "creatures you control": whose "you" a granted ability can't say
        found = blocker_phrase(phrase, original, object_filter)
        if found is None or (kind == "cant_block_filter" and "what" in found):
            return None
        return [{"kind": kind, **found}]
    return None
