"""Choices made as a permanent enters (614.12, 607.2d), and what "the chosen ..." of its other abilities reads.

"As ~ enters, choose a color / a creature type / a card name / a player / an opponent / a basic land type /
a card type / a number / odd or even / black or red / two colors / a color and a creature type" and "As ~ enters,
an opponent chooses a creature type" are one grammar: a table of choice phrases (`CHOICES`), joined by "and",
counted by "two", or a literal list of options ("artifact, creature, or land"). Each choice is a record the engine
makes when the permanent enters (`plugins.choices`), kept on the permanent:

    {"kind": "as_enters_choice", "choice": KIND, ...its restrictions, "also": [{"choice": KIND...}...],
     "by": "opponent"}

KIND is one of `KINDS`; restrictions: "except" (a colour, "other than white"), "among" (the options of a literal
list: colour letters, land or card types), "types" / "not_types" / "not_basic" (which card names: "a nonland card
name", "a nonbasic land card name", "a card name other than a basic land card name"). "also" holds the further
choices of the same sentence, in order ("the first chosen type" is the first).

The statics that read a choice (`chosen_static`):
- "spells with the chosen name can't be cast", "your opponents can't cast spells of the chosen color", "players
  can't cast spells of the chosen type", "noncreature spells with mana value equal to the chosen number can't be
  cast" -> `chosen_cant_cast` {"who": "all" | "opponents", "by": "name" | "color" | "card_type" | "number",
  "types" / "not_types"} (601.3);
- "activated abilities of sources with the chosen name can't be activated [unless they're mana abilities]" ->
  `chosen_cant_activate` {"non_mana": bool} (602.5);
- "~ is the chosen color", "all nonland permanents are the chosen color", "enchanted land is the chosen type",
  "creatures you control are the chosen type" -> the generic static record (`anthem` / `self_bonus` /
  `attached_bonus`) with "colors": "chosen", "land_type": "chosen" or "add_subtypes" (613.1d-e).

Anything not read exactly returns None: the sentence stays a `continuous_effect`.
"""

from __future__ import annotations

import re
from typing import Any

KINDS = ("color", "creature_type", "card_name", "nonland_card_name", "opponent", "player", "basic_land_type",
         "land_type", "card_type", "number", "parity")

COLOR_LETTERS = {"white": "W", "blue": "U", "black": "B", "red": "R", "green": "G"}
BASIC_LAND_TYPES = ("plains", "island", "swamp", "mountain", "forest")
CARD_TYPES = ("artifact", "battle", "creature", "enchantment", "instant", "land", "planeswalker", "sorcery")

# a choice phrase -> its record (without "kind"); "two <plural>" counts a phrase twice
CHOICES: dict[str, dict[str, Any]] = {
    "a color": {"choice": "color"},
    "a creature type": {"choice": "creature_type"},
    "a card name": {"choice": "card_name"},
    "any card name": {"choice": "card_name"},
    "a nonland card name": {"choice": "nonland_card_name"},
    "a noncreature, nonland card name": {"choice": "card_name", "not_types": ["creature", "land"]},
    "a nonbasic land card name": {"choice": "card_name", "types": ["land"], "not_basic": True},
    "a card name other than a basic land card name": {"choice": "card_name", "not_basic": True},
    "a creature card name": {"choice": "card_name", "types": ["creature"]},
    "an artifact card name": {"choice": "card_name", "types": ["artifact"]},
    "an opponent": {"choice": "opponent"},
    "a player": {"choice": "player"},
    "a basic land type": {"choice": "basic_land_type"},
    "a land type": {"choice": "land_type"},
    "a card type": {"choice": "card_type"},
    "a number": {"choice": "number"},
    "odd or even": {"choice": "parity"},
}
PLURALS = {"colors": "a color", "creature types": "a creature type", "players": "a player",
           "opponents": "an opponent", "basic land types": "a basic land type", "card types": "a card type",
           "numbers": "a number", "card names": "a card name"}
COUNTS = {"two": 2, "three": 3}

AS_ENTERS_RE = re.compile(r"as ~ (?:enters(?: the battlefield)?|comes into play), (an opponent chooses|(?:you )?"
                          r"(?:secretly )?(?:choose|name)) (.+)")


def _phrase(text: str) -> list[dict[str, Any]] | None:
    """One choice phrase -> its records (two for "two colors"), or None."""
    text = text.strip()
    m = re.fullmatch(r"a color other than (white|blue|black|red|green)", text)
    if m:
        return [{"choice": "color", "except": COLOR_LETTERS[m.group(1)]}]
    if text in CHOICES:
        return [dict(CHOICES[text])]
    m = re.fullmatch(r"(two|three) (.+)", text)
    if m and m.group(2) in PLURALS:
        return [dict(CHOICES[PLURALS[m.group(2)]]) for _ in range(COUNTS[m.group(1)])]
    return _options(text)


def _options(text: str) -> list[dict[str, Any]] | None:
    """A literal list of options: "black or red", "Island or Swamp", "artifact, creature, or land"."""
    items = [w.strip() for w in re.split(r", or |, | or ", text) if w.strip()]
    if len(items) < 2 or " or " not in text:
        return None
    if all(w in COLOR_LETTERS for w in items):
        return [{"choice": "color", "among": "".join(COLOR_LETTERS[w] for w in items)}]
    if all(w in BASIC_LAND_TYPES for w in items):
        return [{"choice": "basic_land_type", "among": items}]
    if all(w in CARD_TYPES for w in items):
        return [{"choice": "card_type", "among": items}]
    return None


def as_enters_choice(low: str) -> dict[str, Any] | None:
    """"As ~ enters, choose ..." (614.12) -> one record with its further choices under "also", or None."""
    m = AS_ENTERS_RE.fullmatch(low)
    if m is None:
        return None
    body = m.group(2)
    parts = _phrase(body)
    if parts is None and " and " in body:  # "a color and a creature type", "an opponent and a card name ..."
        first, second = body.split(" and ", 1)
        a, b = _phrase(first), _phrase(second)
        parts = a + b if a is not None and b is not None else None
    if not parts:
        return None
    out: dict[str, Any] = {"kind": "as_enters_choice", **parts[0]}
    if parts[1:]:
        out["also"] = parts[1:]
    if m.group(1) == "an opponent chooses":
        out["by"] = "opponent"
    return out


# ------------------------------------------------------------------------- statics that read the choice

CANT_CAST = [  # (pattern, who, by, spell types, spell non-types)
    (r"spells with the chosen name can't be cast", "all", "name", (), ()),
    (r"your opponents can't cast spells with the chosen name", "opponents", "name", (), ()),
    (r"spells of the chosen color can't be cast", "all", "color", (), ()),
    (r"your opponents can't cast spells of the chosen color", "opponents", "color", (), ()),
    (r"players can't cast spells of the chosen type", "all", "card_type", (), ()),
    (r"noncreature spells with mana value equal to the chosen number can't be cast", "all", "number", (),
     ("creature",)),
    (r"spells with mana value equal to the chosen number can't be cast", "all", "number", (), ()),
]


def chosen_static(low: str) -> dict[str, Any] | None:
    """A static ability that reads what was chosen as its source entered (module docstring), or None."""
    for rx, who, by, types, not_types in CANT_CAST:
        if re.fullmatch(rx, low):
            out: dict[str, Any] = {"kind": "chosen_cant_cast", "who": who, "by": by}
            if types:
                out["types"] = list(types)
            if not_types:
                out["not_types"] = list(not_types)
            return out
    m = re.fullmatch(r"activated abilities of sources with the chosen name can't be activated"
                     r"( unless they're mana abilities)?", low)
    if m:
        return {"kind": "chosen_cant_activate", "non_mana": bool(m.group(1))}
    if low == "~ is the chosen color":
        return {"kind": "self_bonus", "colors": "chosen"}
    m = re.fullmatch(r"(all nonland permanents|all creatures|creatures you control) are the chosen color", low)
    if m:
        flt = {"all nonland permanents": {"types": ["nonland"]}, "all creatures": {"types": ["creature"]},
               "creatures you control": {"types": ["creature"], "controller": "you"}}[m.group(1)]
        return {"kind": "anthem", "filter": flt, "colors": "chosen"}
    if low == "enchanted land is the chosen type":
        return {"kind": "attached_bonus", "land_type": "chosen"}
    return None


__all__ = ["as_enters_choice", "chosen_static", "CHOICES", "KINDS"]
