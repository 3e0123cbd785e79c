"""Searches (701.23), as one grammar: who searches, whose zones, for what and how many, then where what is
found goes (`search_zones`, carried out by `plugins.effects_search`):

    [SUBJECT] [may] search(es) WHOSE ZONES for QUANTITY WHAT[, where X is ...] ACTIONS

SUBJECT: any player subject (`verbs.player_subject`: "each player", "target player", "that creature's
controller", none: you). WHOSE: "your", "their" (the searcher's own) or another player's ("target opponent's",
"that player's"). ZONES: "library", "library and/or graveyard", "graveyard, hand, and/or library"...
QUANTITY: a, an, one ... ten, X, "up to N", "any number of". WHAT: a card filter ("snow land
card", "creature card with power 2 or less"), "card named NAME", alternatives ("a basic land card or a Gate
card", "an Aura card and/or an Equipment card") or a list of cards each found once ("a Forest card and a
Plains card"). ACTIONS, joined by commas, "and", "then": "reveal it/them", "put it/them/that card
DESTINATION", "exile it/them", "put one onto the battlefield tapped and the other into your hand", "shuffle".
"""

from __future__ import annotations

import re
from typing import Any

from cardpool.oracle.phrases import card_filter, where_x
from cardpool.oracle.refs import Context, _n, _original, player_ref
from cardpool.oracle.verbs import player_subject
from cardpool.oracle.zones import reader

ZONE_LISTS = {
    "library": ["library"], "library and/or graveyard": ["library", "graveyard"],
    "graveyard and/or library": ["graveyard", "library"], "library and graveyard": ["library", "graveyard"],
    "graveyard, hand, and/or library": ["graveyard", "hand", "library"],
    "library, hand, and/or graveyard": ["library", "hand", "graveyard"],
    "hand and/or library": ["hand", "library"], "library and/or hand": ["library", "hand"],
}
PRONOUN = r"(?:it|them|that card|those cards|the card|the cards)"
DESTINATIONS = {
    "onto the battlefield": "battlefield", "into your hand": "hand", "into their hand": "hand",
    "into its owner's hand": "hand", "into your graveyard": "graveyard", "into their graveyard": "graveyard",
    "into that player's graveyard": "graveyard", "into its owner's graveyard": "graveyard",
    "on top of your library": "library_top", "on top of their library": "library_top",
}
WORD_COUNTS = ("a", "an", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "x")


def _destination(text: str) -> dict[str, Any] | None:
    """"onto the battlefield tapped under your control", "into your hand" -> {"to", "tapped", "under"}."""
    m = re.fullmatch(r"(.+?)( tapped)?( under (?:your|its owner's|their owner's) control)?( tapped)?", text)
    if not m or m.group(1) not in DESTINATIONS:
        return None
    out: dict[str, Any] = {"to": DESTINATIONS[m.group(1)]}
    tapped = bool(m.group(2) or m.group(4))
    if (tapped or m.group(3)) and out["to"] != "battlefield":
        return None
    if tapped:
        out["tapped"] = True
    if m.group(3):
        out["under"] = "you" if "your" in m.group(3) else "owner"
    return out


def _quantity(text: str) -> tuple[int | str, bool, str] | None:
    """"up to two basic land cards" -> (2, up to, the rest)."""
    m = re.fullmatch(r"(up to )?(any number of|" + "|".join(WORD_COUNTS) + r"|\d+) (.+)", text)
    if not m:
        return None
    word = m.group(2)
    count: int | str
    if word == "any number of":
        count = "all"
    elif word in ("a", "an"):
        count = 1
    else:
        value = _n(word)
        if not (isinstance(value, int) or value == "X"):
            return None
        count = value
    if m.group(1) and count == "all":
        return None
    return count, bool(m.group(1)) or count == "all", m.group(3)


def _one_kind(text: str, ctx: Context) -> dict[str, Any] | None:
    """"snow land card", "basic land cards", "card", "card named Arachnus Web" -> {"filter"} / {"named"} ({}:
    any card)."""
    named = re.fullmatch(r"cards? named (.+)", text)
    if named:
        name = _original(named.group(1), ctx)
        if name == "~":
            return {"named": "self"}
        return {"named": name} if "," not in name or name.count(",") == 1 and " or " not in name else None
    if text in ("card", "cards"):
        return {}
    if not re.search(r"\bcards?$", text):
        return None
    flt = card_filter(re.sub(r"\bcards$", "card", text), ctx)
    return {"filter": flt} if flt is not None else None


def _what(text: str, ctx: Context) -> dict[str, Any] | None:
    """What qualifies: one kind, alternatives ("a basic land card or a Gate card": `filter` a list, any of them)
    or a list of cards to find each once ("a Forest card and a Plains card": `each_of`)."""
    one = _one_kind(text, ctx)
    if one is not None:
        return one
    parts = re.split(r",? (?:and/or|or) (?:an? )?", text)
    if len(parts) == 2:
        kinds = [_one_kind(p, ctx) for p in parts]
        if all(k is not None and list(k) == ["filter"] for k in kinds):
            return {"filter": [k["filter"] for k in kinds if k is not None]}
    parts = re.split(r",? and (?:an? )?|, (?:an? )?", text)
    if len(parts) >= 2:
        kinds = [_one_kind(p, ctx) for p in parts]
        if all(k is not None and k for k in kinds):
            return {"each_of": kinds}
    return None


ACTION_START = re.compile(r"(?:,? and|,? then|,) (?=reveal|put|exile|shuffle|then shuffle)")


def _actions(text: str) -> dict[str, Any] | None:
    """", reveal it, put it into your hand, then shuffle" -> {"reveal", "to", "tapped", "shuffle"}; without a
    destination ("search ... and reveal them."), `to` is "library": the sentences after it say where the
    cards go (`dig_take`, `move` of "those cards")."""
    out: dict[str, Any] = {}
    rest = text
    while rest:
        m = re.match(r"(?:,? and|,? then|,) (?:then )?", rest)
        if not m:
            return None
        rest = rest[m.end():]
        step = re.match(r"reveal " + PRONOUN + r"(?=,| and|$)", rest)
        if step:
            out["reveal"] = True
            rest = rest[step.end():]
            continue
        step = re.match(r"shuffle(?: your library)?(?=,| and|$)", rest) or re.match(r"shuffles(?=,| and|$)", rest)
        if step:
            out["shuffle"] = True
            rest = rest[step.end():]
            continue
        step = re.match(r"exile " + PRONOUN + r"(?: face down)?(?=,| and|$)", rest)
        if step and "to" not in out:
            out["to"] = "exile"
            rest = rest[step.end():]
            continue
        step = re.match(r"puts? one (.+?) and the (?:other|rest) (into your hand|into their hand)(?=,| and|$)", rest)
        if step and "to" not in out:
            first = _destination(step.group(1))
            if first is None or first["to"] != "battlefield":
                return None
            out.update(to="hand", first_to=first)
            rest = rest[step.end():]
            continue
        step = re.match(r"puts? " + PRONOUN + r" (.+?)(?=,|,? and |, then |$)", rest)
        if step and "to" not in out:
            dest = _destination(step.group(1))
            if dest is None:
                return None
            out.update(dest)
            rest = rest[step.end():]
            continue
        return None
    if "to" not in out:  # "search ... and reveal them. Put one into your hand and the other ...": the cards
        if out.get("shuffle"):  # found stay where they are for the sentences after it
            return None
        out["to"] = "library"
    return out


@reader
def search_zones(s: str, ctx: Context) -> list[dict[str, Any]] | None:
    got = player_subject(s, ctx)
    if got is None:
        return None
    who, rest = got
    optional = False
    if rest.startswith("may "):
        optional, rest = True, rest[4:]
    m = re.fullmatch(r"search(?:es)? (your|their|his or her|.+?'s?) (" + "|".join(ZONE_LISTS) + r") for (.+)", rest)
    if not m:
        return None
    whose, zones, body = m.groups()
    out: dict[str, Any] = {"kind": "search_zones", **who}
    if whose not in ("your", "their", "his or her"):
        owner = player_ref(whose.removesuffix("'s").removesuffix("'"), ctx)
        if owner is None or zones != "library":
            return None
        out["library_of"] = owner
    elif (whose == "your") != (who.get("who") == "you"):
        return None
    if ZONE_LISTS[zones] != ["library"]:
        out["zones"] = ZONE_LISTS[zones]
    cuts = [(body[:cut.start()], body[cut.start():]) for cut in ACTION_START.finditer(body)] + [(body, "")]
    for head, tail in cuts:
        defined = None
        if ", where x is " in head:
            head, defined = where_x(head, ctx)
            if defined is None:
                continue
        amount = _quantity(head)
        actions = _actions(tail)
        if amount is None or actions is None:
            continue
        count, up_to, what_text = amount
        what = _what(what_text, ctx)
        if what is None or (count == 1) == bool(re.search(r"\bcards\b", what_text)) and "each_of" not in what:
            continue
        if "each_of" in what and count not in (1,):
            continue
        if "first_to" in actions and count != 2:
            continue
        out.update(what)
        out.update(actions)
        out["count"] = len(what["each_of"]) if "each_of" in what else count
        if defined is not None:
            out["x_is"] = defined
        if up_to:
            out["up_to"] = True
        if optional:
            out["optional"] = True
        return [out]
    return None


@reader
def found_split(s: str, ctx: Context) -> list[dict[str, Any]] | None:
    """After cards were found or looked at: "put one into your hand and the other into your graveyard" (the
    controller's choice of which, `dig_take`, then `dig_rest` for the others)."""
    from cardpool.oracle.verbs import _dig_to

    if not ctx.extra.get("dig"):
        return None
    m = re.fullmatch(r"put (one|two) (?:of them )?(.+?) and the (?:other|rest|others) (.+)", s)
    if not m:
        return None
    take, rest = _dig_to(m.group(2)), _dig_to(m.group(3))
    if take is None or rest is None:
        return None
    return [{"kind": "dig_take", "count": 1 if m.group(1) == "one" else 2, **take}, {"kind": "dig_rest", **rest}]


__all__ = ["search_zones", "found_split"]
