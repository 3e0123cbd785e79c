"""The token sentences the first token reader (`clauses._tokens`) leaves: a general grammar of "create".

    [subject] create(s) ITEM[, ITEM][, and ITEM] [for each ...]
    ITEM := [NAME, ] COUNT [tapped] [and attacking] DESCRIPTION token(s) [with ABILITIES] [named NAME]
            [that's / that are (tapped and attacking | attacking | tapped)]
    DESCRIPTION := [legendary] [snow] P/T COLOURS Subtypes types | P/T Subtypes types that's COLOURS
                   | a predefined token (Treasure, Food, Clue, Blood...)

ABILITIES are keyword abilities as a card's keyword line writes them ("decayed", "flanking", "devour 2",
"protection from white") and quoted abilities ("«q0»"): the token's text is built from them and read as a
card's (`cardpool.tokens.creature_token`), so a token has exactly what the card's parser understands of it.
A token "that's attacking" enters attacking (508.4) when its controller is the attacking player.
"""

from __future__ import annotations

import re
from typing import Any

from cardpool.oracle.refs import COLORS, Context, _n, _original, creator, player_ref
from cardpool.oracle.zones import reader

COUNT_RE = r"(a|an|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|twenty|x|\d+|that many)"
STATES = {"tapped and attacking": ("tapped", "attacking"), "attacking": ("attacking",), "tapped": ("tapped",)}
PREDEFINED = {"treasure", "food", "clue", "blood", "gold", "powerstone", "map", "incubator", "walker", "wastes"}


def _keyword_lines(text: str) -> list[str] | None:
    """"flying, haste, and decayed" -> ["Flying", "Haste", "Decayed"] when the keyword parser reads each one."""
    from cardpool.oracle.keywords import parse_keyword_line

    parts = [p.strip() for p in re.split(r",\s*(?:and\s+)?|\s+and\s+", text.strip()) if p.strip()]
    lines = []
    for part in parts:
        if part.startswith("«q"):
            lines.append(part)
            continue
        line = part[:1].upper() + part[1:]
        got = parse_keyword_line(line)
        if got is None or got.problems or not got.keywords:
            return None
        lines.append(line)
    return lines


def _abilities(text: str, ctx: Context) -> str | None:
    """The token's own text: keyword lines, then the quoted abilities (the card's parser reads them all)."""
    lines = _keyword_lines(text)
    if lines is None:
        return None
    quotes = ctx.extra.get("quotes") or []
    out = []
    for line in lines:
        q = re.fullmatch(r"«q(\d+)»", line.lower())
        if q:
            index = int(q.group(1))
            rec = quotes[index] if index < len(quotes) else None
            if rec is None:
                return None
            out.append(str(rec))
        else:
            out.append(line)
    return "\n".join(out)


def _spec(desc: str) -> dict[str, Any] | None:
    """"legendary 2/1 red Monkey creature", "4/4 Beast creature that's red, green, and white", "1/1 colorless
    Thopter artifact creature" -> the token's characteristics."""
    m = re.fullmatch(r"(.+?) that's ((?:[a-z]+,? )*(?:and )?[a-z]+)", desc)
    colour_tail = ""
    if m and all(w in COLORS or w == "and" for w in m.group(2).replace(",", "").split()):
        desc, colour_tail = m.group(1), m.group(2)
    words = desc.split()
    supertypes = []
    while words and words[0].lower() in ("legendary", "snow"):
        supertypes.append(words.pop(0).lower())
    if not words or not re.fullmatch(r"(\d+|[xX])/(\d+|[xX])", words[0]):
        return None
    power, toughness = (int(x) if x.isdigit() else "X" for x in words[0].split("/"))
    i = 1
    colors = ""
    while i < len(words) and (words[i].lower().rstrip(",") in COLORS or words[i].lower() == "and"):
        colors += COLORS.get(words[i].lower().rstrip(","), "")
        i += 1
    for w in colour_tail.replace(",", "").split():
        colors += COLORS.get(w, "")
    subtypes = []
    while i < len(words) and words[i][:1].isupper():
        subtypes.append(words[i])
        i += 1
    types = [w.lower() for w in words[i:]]
    if not types or types[-1] != "creature" or any(t not in ("artifact", "enchantment", "creature") for t in types):
        return None
    out: dict[str, Any] = {"power": power, "toughness": toughness, "colors": colors, "types": types,
                           "subtypes": subtypes}
    if supertypes:
        out["supertypes"] = supertypes
    return out


def _item(text: str, ctx: Context) -> dict[str, Any] | None:
    """One kind of token of a "create" list, with how many."""
    name = None
    named_first = re.fullmatch(r"([a-z][^,]*(?:, [a-z][^,]*)?), (an? (?:legendary )?.+)", text)
    if named_first and " token" not in named_first.group(1):  # "Ragavan, a legendary 2/1 red Monkey ..."
        name, text = _original(named_first.group(1), ctx), named_first.group(2)
    m = re.fullmatch(COUNT_RE + r" (tapped (?:and attacking )?)?(.+?) tokens?(?: with (.+?))?(?: named (.+?))?"
                     r"(?: that(?:'s| are| is) (tapped and attacking|attacking|tapped))?", text)
    if not m:
        return None
    word, pre, desc, abilities, named, state = m.groups()
    if named is not None and " with " in named:
        return None
    count: Any
    if word == "that many":
        from cardpool.oracle.phrases import quantity

        count = quantity(word, ctx)
        if not isinstance(count, dict):
            return None
    else:
        count = _n(word)
        if not (isinstance(count, int) or count == "X"):
            return None
    out: dict[str, Any] = {"kind": "create_token", "count": count}
    for flag in STATES.get((pre or "").strip(), ()) + STATES.get(state or "", ()):
        out[flag] = True
    original = _original(desc, ctx)
    if desc in PREDEFINED and not abilities and name is None and named is None:
        from cardpool.tokens import predefined

        if predefined(desc) is None:
            return None
        out["token"] = desc
        return out
    spec = _spec(original)
    if spec is None:
        return None
    out.update(spec)
    if abilities:
        text_of = _abilities(abilities, ctx)
        if text_of is None:
            return None
        out["abilities"] = text_of
    if name or named:
        out["name"] = name or _original(str(named), ctx)
        if "~" in out["name"]:  # "named ~'s Pridemate": the card's name isn't at hand here
            return None
    return out


def _items(text: str, ctx: Context) -> list[dict[str, Any]] | None:
    """"a 1/1 ... token, a 2/2 ... token, and a 3/3 ... token" -> each item."""
    parts = re.split(r"(?:,? and |, )(?=(?:a|an|one|two|three|\d+) (?:tapped )?(?:legendary )?\d)", text)
    merged: list[str] = []
    for part in parts:  # "Ragavan, a legendary 2/1 ...": a name before its token is no item of its own
        if merged and " token" not in merged[-1]:
            merged[-1] += ", " + part
        else:
            merged.append(part)
    out = []
    for part in merged:
        got = _item(part, ctx)
        if got is None:
            return None
        out.append(got)
    return out


@reader
def create_tokens(s: str, ctx: Context) -> list[dict[str, Any]] | None:
    """"create a 2/2 black Zombie creature token with decayed", "create two 1/1 white Soldier creature tokens
    that are tapped and attacking", "create Ragavan, a legendary 2/1 red Monkey creature token", "create a 1/1
    green Snake creature token, a 2/2 green Wolf creature token, and a 3/3 green Elephant creature token"."""
    created = creator(s, ctx)
    if created is None:
        return None
    who, rest = created
    per = None
    each = re.fullmatch(r"(.+? tokens?(?: with .+?)?(?: that(?:'s| are) [a-z ]+)?) (for each .+)", rest)
    if each:
        from cardpool.oracle.zones import each_quantity

        per = each_quantity(each.group(2), ctx)
        if per is None:
            return None
        rest = each.group(1)
    items = _items(rest, ctx)
    if items is None:
        return None
    for item in items:
        item.update(who)
        if per is not None:
            if not isinstance(item["count"], int):
                return None
            item["count"] = {**per, "per": item["count"]}
    return items


EXCEPT_SPLIT = r",? and (?=(?:it|they|the tokens?)\b)|, (?=(?:it|they|the tokens?)\b)"


def _exception(part: str, ctx: Context, out: dict[str, Any]) -> bool:
    """One "except ..." clause of a token copy (707.9b): what the copy has instead of the original's values."""
    part = re.sub(r"^(?:it's|it is|they're|they are|the tokens? (?:is|are)) ", "is ", part)
    part = re.sub(r"^(?:it has|they have|the tokens? (?:has|have)) ", "has ", part)
    part = re.sub(r"^(?:it|the token|they|the tokens) (?:isn't|aren't) ", "is not ", part)
    if part in ("is not legendary", "is legendary no more"):
        out["nonlegendary"] = True
        return True
    m = re.fullmatch(r"has (.+)", part)
    if m:
        from cardpool.oracle.refs import keywords_of

        keywords = keywords_of(m.group(1))
        if keywords is None:
            return False
        out["add_keywords"] = out.get("add_keywords", []) + keywords
        return True
    m = re.fullmatch(r"is (?:an? )?(.+) in addition to its other (?:creature )?types", part)
    if m:
        words = _original(m.group(1), ctx).split()
        if any(w.lower() not in ("artifact", "enchantment", "creature", "land") and not w[:1].isupper() for w in words):
            return False
        out["add_types"] = [w.lower() for w in words if not w[:1].isupper()]
        out["add_subtypes"] = [w for w in words if w[:1].isupper()]
        return True
    m = re.fullmatch(r"is (?:an? )?(\d+)/(\d+)((?: [a-z]+)*?)((?: [A-Z][a-z]+)*)", "is " + _original(part[3:], ctx)
                     if part.startswith("is ") else part)
    if m:
        colours = m.group(3).split()
        if any(c not in COLORS and c != "and" for c in colours):
            return False
        out["set_pt"] = [int(m.group(1)), int(m.group(2))]
        if colours:
            out["set_colors"] = "".join(COLORS.get(c, "") for c in colours)
        if m.group(4).strip():
            out["set_subtypes"] = m.group(4).split()
        return True
    return False


@reader
def token_copy_except(s: str, ctx: Context) -> list[dict[str, Any]] | None:
    """"create a token that's a copy of target creature, except it has haste", "... except it's a 1/1 green Frog",
    "... except it's an artifact in addition to its other types", "... except they're not legendary" (707.9b)."""
    m = re.fullmatch(r"(?:(.+?) )?creates? (a|two|three|that many) (tapped and attacking )?tokens? "
                     r"that(?:'s| are) (?:a )?cop(?:y|ies) of (.+?),? except (.+)", s)
    if not m or f"{m.group(5)} if " in ctx.sentence.lower():  # "except ... if ...": the "if" is the exception's
        return None
    from cardpool.oracle.refs import any_ref

    who: dict[str, Any] = {}
    if m.group(1) and m.group(1) != "you":
        got = player_ref(m.group(1), ctx)
        if got is None:
            return None
        who = got
    ref = any_ref(m.group(4), ctx)
    count = _n(m.group(2)) if m.group(2) != "that many" else None
    if ref is None or not isinstance(count, int):
        return None
    out: dict[str, Any] = {"kind": "create_token", "count": count, "copy_of": ref, **who}
    if m.group(3):
        out.update(tapped=True, attacking=True)
    changes: dict[str, Any] = {}
    for part in re.split(EXCEPT_SPLIT, m.group(5)):
        if not _exception(part.strip(), ctx, changes):
            return None
    out["except"] = changes
    return [out]


__all__ = ["create_tokens", "token_copy_except"]
