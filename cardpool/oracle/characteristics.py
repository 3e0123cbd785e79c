"""Sentences that change what permanents are until end of turn, as one effect `change` (613): base power and
toughness (613.4b), abilities lost or gained, quoted ones included (613.1f), colours (613.1e), card and
creature types (613.1d, 205.1b), with a "gets +N/+N" among them read as the usual `pump` (613.4c).

    target creature loses all abilities and becomes a blue Frog with base power and toughness 1/1
    target creature you control has base power and toughness 4/5 and gains trample
    target creature gets +2/+2 and gains "When this creature dies, return it to the battlefield ..."
    up to two target creatures each have base power and toughness 1/3, gain flying, and become blue Illusions
        in addition to their other colors and types

The sentence must say "until end of turn" (first or last); every predicate must be one of the forms below,
or the whole sentence is left to the other readers. `abilities` are the quoted abilities (the quote records
of the parser, `Context.extra["quotes"]`): each its text and its record parts (`activated`, `triggered`,
`static`, `keywords`), whose own effects count for coverage like the card's (`cardpool.coverage`).
"""

from __future__ import annotations

import re
from typing import Any

from cardpool.oracle.phrases import strip_duration
from cardpool.oracle.refs import COLORS, GRANTABLE, Context, _original, any_ref, keywords_of
from cardpool.oracle.subtypes import SUBTYPES

VERBS = r"(?:has|have|gets?|gains?|loses?|becomes?)"
CARD_TYPES = {"artifact": "artifact", "artifacts": "artifact", "creature": "creature", "creatures": "creature",
              "enchantment": "enchantment", "enchantments": "enchantment"}


def change_clause(s: str, ctx: Context) -> list[dict[str, Any]] | None:
    body, duration = strip_duration(s)
    # "that creature is a black Zombie in addition to its other colors and types" (after a return): said of an
    # object an effect just acted on, the same change as "becomes", for good
    body = re.sub(r"^(that creature|it|each of (?:those|them) creatures?|each of them) (?:is|are) (?=.+ in addition "
                  r"to (?:its|their) other )", lambda m: m.group(1) + " becomes ", body)
    body = re.sub(r"^each of (?:those creatures|them) becomes ", "they become ", body)
    # no duration: "target land becomes a 2/2 creature", "target land becomes a Swamp", "it becomes a Vampire in
    # addition to its other types" last for as long as the permanent stays (611.2a)
    lasting = duration is None and re.search(r" (?:becomes?|become) ", body) is not None
    if duration != "end_of_turn" and not lasting:
        return None
    m = re.match(r"(.+?) (?:each )?(?=" + VERBS + r" )", body)
    if not m:
        return None
    ref = any_ref(re.sub(r" each$", "", m.group(1)), ctx) or _controlled(m.group(1), ctx)
    if ref is None:
        return None
    rest = body[m.end():]
    parts = re.split(r",? and (?=" + VERBS + r" )|, (?=" + VERBS + r" )", rest)
    change: dict[str, Any] = {}
    pump: dict[str, Any] = {}
    for part in parts:
        if not _predicate(part, change, pump, ctx):
            return None
    out: list[dict[str, Any]] = []
    if lasting and (pump or set(change) - {"base", "colors", "subtypes", "types", "keywords", "abilities",
                                           "all_creature_types", "still", "supertypes", "in_addition",
                                           "land_type"}):
        return None
    if lasting and set(change) <= {"colors"} and ("target" in ref or "spell" in ctx.sentence.lower()):
        return None  # "target spell or permanent becomes red": a spell's colour isn't a permanent's (not read)
    if change:
        out.append({"kind": "change", **ref, **change, **({"lasting": True} if lasting else {})})
    if pump:
        out.append({"kind": "pump", **ref, **pump})
    return out or None


def _controlled(text: str, ctx: Context) -> dict[str, Any] | None:
    from cardpool.oracle.verbs import _controlled_by

    return _controlled_by(text, ctx)


def _predicate(part: str, change: dict[str, Any], pump: dict[str, Any], ctx: Context) -> bool:
    m = re.fullmatch(r"(?:has|have) base power and toughness (\d+)/(\d+)", part)
    if m:
        return _set(change, "base", [int(m.group(1)), int(m.group(2))])
    m = re.fullmatch(r"(?:has|have) base (power|toughness) (\d+)", part)
    if m:
        return _set(change, "base_" + m.group(1), int(m.group(2)))
    m = re.fullmatch(r"gets? ([+-]\d+)/([+-]\d+)", part)
    if m:
        return _set(pump, "power", int(m.group(1))) and _set(pump, "toughness", int(m.group(2)))
    if re.fullmatch(r"loses? all abilities", part):
        return _set(change, "lose_all", True)
    m = re.fullmatch(r"loses? (.+)", part)
    if m:
        lost = keywords_of(m.group(1))
        return lost is not None and _set(change, "lose", lost)
    m = re.fullmatch(r"gains? (.+)", part)
    if m:
        return _gains(m.group(1), change, ctx)
    m = re.fullmatch(r"becomes? (.+)", part)
    if m:
        return _becomes(m.group(1), change, ctx)
    return False


def _set(target: dict[str, Any], key: str, value: Any) -> bool:
    if key in target:
        return False
    target[key] = value
    return True


def _gains(text: str, change: dict[str, Any], ctx: Context) -> bool:
    """"flying", "trample and «q0»", "deathtouch, «q0»", "all creature types"."""
    quotes = ctx.extra.get("quotes") or []
    keywords: list[str] = []
    abilities: list[dict[str, Any]] = []
    for piece in [p.strip() for p in re.split(r",\s*(?:and\s+)?|\s+and\s+", text.strip()) if p.strip()]:
        q = re.fullmatch(r"«q(\d+)»", piece)
        if q:
            index = int(q.group(1))
            record = quotes[index] if index < len(quotes) else None
            parts = _grant_parts(record) if record is not None else None
            if parts is None:
                return False
            abilities.append({"text": record, **parts})
        elif piece in GRANTABLE:
            keywords.append(piece)
        elif piece == "all creature types":
            change["all_creature_types"] = True
        else:
            return False
    return (not keywords or _set(change, "keywords", keywords)) and (not abilities or _set(change, "abilities",
                                                                                          abilities))


def _grant_parts(text: str) -> dict[str, Any] | None:
    """A quoted ability read as a card's own ({"activated": [...], "triggered": [...], ...}), or None when it
    isn't read completely (`parser._grant_record`, as statics read the abilities they grant)."""
    from cardpool.oracle.parser import _Ctx, _grant_record

    return _grant_record(text, _Ctx("", False, False, {}))


COMBAT_MARKS = {"attacks? this turn if able": "attacks_each_combat", "blocks? this turn if able": "blocks_each_combat",
                "must be blocked this turn if able": "must_be_blocked",
                "assigns? no combat damage this (?:turn|combat)": "assigns_no_combat_damage"}


def combat_requirement(s: str, ctx: Context) -> list[dict[str, Any]] | None:
    """Requirements of this turn's combat (508.1d, 509.1c), as marks the combat rules read: "target creature
    attacks this turn if able", "creatures target player controls attack this turn if able", "~ blocks this turn
    if able", "target creature must be blocked this turn if able", "all creatures able to block target creature
    this turn do so" (`lure`)."""
    m = re.fullmatch(r"all creatures able to block (.+) this turn do so", s)
    if m:
        ref = any_ref(m.group(1), ctx)
        return [{"kind": "mark", "mark": "lure", **ref}] if ref is not None else None
    for tail, mark in COMBAT_MARKS.items():
        m = re.fullmatch(r"(.+?) " + tail, s)
        if m:
            ref = any_ref(m.group(1), ctx) or _controlled(m.group(1), ctx)
            return [{"kind": "mark", "mark": mark, **ref}] if ref is not None else None
    return None


# subtypes that aren't creature types (205.3g-i): a new creature type replaces only the creature types (205.1b)
NONCREATURE_SUBTYPES = frozenset({
    "plains", "island", "swamp", "mountain", "forest", "desert", "gate", "lair", "locus", "mine", "power-plant",
    "tower", "urza's", "cave", "sphere", "equipment", "vehicle", "fortification", "contraption", "treasure", "food",
    "clue", "blood", "gold", "powerstone", "map", "incubator", "aura", "saga", "shrine", "curse", "cartouche",
    "class", "rune", "room", "case", "role", "background", "shard", "attraction"})


def _becomes(text: str, change: dict[str, Any], ctx: Context) -> bool:
    """"a blue Frog with base power and toughness 1/1", "black", "an artifact in addition to its other types",
    "a Dinosaur in addition to its other creature types", "blue Illusions in addition to their other colors and
    types", "an artifact creature with base power and toughness 5/5"."""
    t = text.strip()
    still = re.search(r" that(?:'s| is| are) still (?:a )?lands?$", t)
    if still:  # "a 0/0 Elemental creature with haste that's still a land" (its other types stay, 205.1a)
        t = t[: still.start()]
        change["still"] = True
    with_part = re.search(r" with (?!base power)(.+)$", t)
    if with_part:  # "with flying and haste", "with "{B}: Regenerate ~."", "with all creature types"
        if not _gains(with_part.group(1), change, ctx):
            return False
        t = t[: with_part.start()]
    addition = re.search(r" in addition to (?:its|their) other (creature types|types|colors and types)$", t)
    if addition:
        t = t[: addition.start()]
        change["in_addition"] = addition.group(1).replace(" ", "_")  # "creature_types", "colors_and_types"
    base = re.search(r" with base power and toughness (\d+)/(\d+)$", t)
    if base:
        if not _set(change, "base", [int(base.group(1)), int(base.group(2))]):
            return False
        t = t[: base.start()]
    t = re.sub(r"^(?:a|an) ", "", t)
    pt = re.match(r"(\d+)/(\d+) ", t)
    if pt:  # "a 3/3 Elemental creature": its base power and toughness (613.4b)
        if not _set(change, "base", [int(pt.group(1)), int(pt.group(2))]):
            return False
        t = t[pt.end():]
    if t.startswith("legendary "):
        change["supertypes"] = ["legendary"]
        t = t[len("legendary "):]
    if t in ("the creature type of your choice", "the basic land type of your choice",
             "the color or colors of your choice", "the color of your choice"):
        key = {"creature": "subtypes", "basic": "land_type"}.get(t.split()[1], "colors")
        return _set(change, key, "choice")
    land = re.fullmatch(r"(plains|island|swamp|mountain|forest)s?", t)
    if land:  # 305.7: a basic land type replaces the land's other land types and its rules text
        return _set(change, "land_type", land.group(1))
    words = _original(t, ctx).split()
    i = 0
    colors = ""
    colored = False
    while i < len(words) and words[i].lower() in {**COLORS, "and": ""}:
        colors += COLORS.get(words[i].lower(), "")
        colored = colored or words[i].lower() in COLORS
        i += 1
    subtypes: list[str] = []
    while i < len(words) and words[i][:1].isupper():
        word = words[i]
        single = word if word in SUBTYPES else word[:-1] if word.endswith("s") and word[:-1] in SUBTYPES else None
        if single is None or single.lower() in NONCREATURE_SUBTYPES:
            return False  # a land type changes abilities too (305.7): not this reader's
        subtypes.append(single.lower())
        i += 1
    types: list[str] = []
    while i < len(words) and words[i].lower() in CARD_TYPES:
        types.append(CARD_TYPES[words[i].lower()])
        i += 1
    if i != len(words) or not (colored or subtypes or types):
        return False
    if colored and not _set(change, "colors", colors):
        return False
    return (not subtypes or _set(change, "subtypes", subtypes)) and (not types or _set(change, "types", types))


__all__ = ["change_clause", "combat_requirement", "NONCREATURE_SUBTYPES"]
