"""What a static ability makes a permanent *be* (205.1, 613.1d-e, 613.4b): the "is ..." predicates of the
static grammar (`cardpool.oracle.statics`) that change types, colours and base power and toughness.

    is [a|an] [N/N] [COLOURS] [SUBTYPES] [TYPES] [with base power and toughness N/N] [with KEYWORDS]
       [that's still a land] [in addition to its other [colors and] [creature] types]

"Enchanted land is a 3/3 red Spirit creature with haste" (a Zendikon, with "It's still a land." after it),
"Enchanted creature is a blue Frog creature with base power and toughness 1/1", "Equipped creature is a
black Zombie", "~ is a 5/5 Golem artifact creature", "Enchanted creature is legendary", "Equipped creature
is every creature type", "Equipped creature is an artifact in addition to its other types".

The record part, under "become":

    {"types": ["creature"], "subtypes": ["spirit"], "supertypes": ["legendary"], "colors": "R",
     "in_addition": bool (types and subtypes are added, 205.1a-b), "add_colors": bool (colours are added),
     "still": "land" (it keeps that card type, 205.1a), "every_creature_type": True}

with "base_pt" and "keywords" in the record itself, as the other predicates write them. Without "in addition",
new card types replace the old ones (205.1a) and new creature types replace the old creature types (205.1b);
the engine applies that (`plugins.continuous`). None when the words aren't exactly this.
"""

from __future__ import annotations

import re
from typing import Any

from cardpool.oracle.grammar import COLOR_WORDS, subtype_of

CARD_TYPES = ("artifact", "creature", "enchantment", "land", "planeswalker")
SUPERTYPES = ("legendary", "snow")
BASIC_LAND_TYPES = ("plains", "island", "swamp", "mountain", "forest")
IN_ADDITION_RE = re.compile(r"\s+in addition to (?:its|their) other (colors and )?(?:creature |card )?types$")
STILL_RE = re.compile(r"\s+(?:that's|that are) still (?:a )?lands?$")
BASE_RE = re.compile(r"\s+with base power and toughness (\d+)/(\d+)")
NAMED_RE = re.compile(r"\s+named .+$")


def becomes(pred: str, original: str, keyword_list: Any) -> dict[str, Any] | None:
    """One "is ..." predicate (lower case `pred`, its `original` case words for subtypes) -> record parts
    {"become": {...}, "base_pt": [...], "keywords": [...]}, or None. `keyword_list` reads "flying and haste"
    into keywords (None when one isn't a keyword)."""
    m = re.fullmatch(r"(?:is|are) (?:also )?(.+)", pred)
    if m is None:
        return None
    rest = m.group(1)
    out: dict[str, Any] = {}
    become: dict[str, Any] = {}
    if rest in ("every creature type", "every creature type in addition to its other types"):
        return {"become": {"every_creature_type": True, "in_addition": True}}
    add = IN_ADDITION_RE.search(rest)
    if add:
        become["in_addition"] = True
        if add.group(1):
            become["add_colors"] = True
        rest = rest[:add.start()]
    still = STILL_RE.search(rest)
    if still:
        become["still"] = "land"
        rest = rest[:still.start()]
    if NAMED_RE.search(rest):
        return None  # a new name: not a characteristic the engine changes
    base = BASE_RE.search(rest)
    if base:
        out["base_pt"] = [int(base.group(1)), int(base.group(2))]
        rest = rest[:base.start()] + rest[base.end():]
    with_kw = re.search(r"\s+with (.+)$", rest)
    if with_kw:
        keywords = keyword_list(with_kw.group(1))
        if not keywords:
            return None
        out["keywords"] = keywords
        rest = rest[:with_kw.start()]
    words = rest.split()
    if words and words[0] in ("a", "an"):
        words = words[1:]
    if words and re.fullmatch(r"\d+/\d+", words[0]):
        if "base_pt" in out:
            return None
        power, toughness = words.pop(0).split("/")
        out["base_pt"] = [int(power), int(toughness)]
    colors = ""
    while words and (words[0] in COLOR_WORDS or words[0] in ("and", "colorless")):
        word = words.pop(0)
        if word in COLOR_WORDS:
            colors += COLOR_WORDS[word]
        elif word == "colorless":
            become["colorless"] = True
    if colors or become.get("colorless"):
        become["colors"] = colors
    types: list[str] = []
    subtypes: list[str] = []
    supertypes: list[str] = []
    originals = _original_words(rest, original)
    for word in words:
        plain = word.rstrip(",")
        if plain in SUPERTYPES:
            supertypes.append(plain)
        elif plain in CARD_TYPES or plain.rstrip("s") in CARD_TYPES:
            types.append(plain.rstrip("s") if plain not in CARD_TYPES else plain)
        elif plain == "and":
            continue
        else:
            sub = subtype_of(originals.get(plain, plain))
            if sub is None:
                return None
            subtypes.append(sub.lower())
    if not (types or subtypes or supertypes or "colors" in become or "base_pt" in out):
        return None
    if "base_pt" in out and "creature" not in types and not become.get("in_addition") and not subtypes:
        return None
    if types:
        become["types"] = types
    if subtypes:
        become["subtypes"] = subtypes
    if supertypes:
        become["supertypes"] = supertypes
    if "still" in become and "creature" not in types:
        return None
    basic = [sub for sub in subtypes if sub in BASIC_LAND_TYPES]
    if basic and not become.get("in_addition"):  # 305.7: it becomes that basic land type (one of them only)
        if len(basic) > 1 or len(subtypes) > 1:
            return None
        out["land_type"] = basic[0]
        subtypes.clear()
        become.pop("subtypes", None)
    out["become"] = become
    return out


def _original_words(low: str, original: str) -> dict[str, str]:
    """lower-case word -> its original case in `original` (subtypes are read from capitalised words)."""
    return {w.lower().rstrip(","): w.rstrip(",") for w in original.split()}
