"""Cards a player chooses in their own zones, without targets (`move_chosen`, `plugins.effects_choices`):

    [subject] return(s)/put(s) QUANTITY <card filter> card(s) from your/their graveyard/hand DESTINATION
    search your library and/or graveyard for a card named NAME, reveal it, and put it into your hand

QUANTITY: a, an, one, two, three, X, "up to N"; DESTINATION: a hand, the battlefield (tapped, under your
control), the top or bottom of the library, the graveyard. The choice is the player's as it resolves: a
`choose` line after `resolve` says which, else the engine assumes it and says so.
"""

from __future__ import annotations

import re
from typing import Any

from cardpool.oracle.phrases import card_filter
from cardpool.oracle.refs import Context, _n, _original
from cardpool.oracle.verbs import player_subject
from cardpool.oracle.zones import reader

DESTINATIONS = {
    "to your hand": "hand", "into your hand": "hand", "to their hand": "hand", "into their hand": "hand",
    "to its owner's hand": "hand", "to their owner's hand": "hand", "to the battlefield": "battlefield",
    "onto the battlefield": "battlefield", "on top of your library": "library_top",
    "on top of their library": "library_top", "on the bottom of your library": "library_bottom",
    "on the bottom of their library": "library_bottom", "into your graveyard": "graveyard",
    "into their graveyard": "graveyard",
}
QUANTITY = r"(a|an|one|two|three|four|five|x|up to (?:one|two|three|four|five|x))"


def _destination(text: str) -> dict[str, Any] | None:
    m = re.fullmatch(r"(.+?)( tapped)?( under your control)?", text)
    if not m or m.group(1) not in DESTINATIONS:
        return None
    out: dict[str, Any] = {"to": DESTINATIONS[m.group(1)]}
    if (m.group(2) or m.group(3)) and out["to"] != "battlefield":
        return None
    if m.group(2):
        out["tapped"] = True
    if m.group(3):
        out["under"] = "you"
    return out


def _what(text: str, plural: bool, ctx: Context) -> dict[str, Any] | None:
    """"creature", "instant and/or sorcery", "" (any card) -> the filter ({} for any card)."""
    words = text.strip().replace(" and/or ", " or ")
    if not words:
        return {}
    flt = card_filter(words + " card", ctx)
    return dict(flt) if flt is not None else None


@reader
def move_chosen(s: str, ctx: Context) -> list[dict[str, Any]] | None:
    """"return a creature card from your graveyard to your hand", "each player returns two land cards from
    their graveyard to the battlefield", "put a creature card from your hand onto the battlefield"."""
    got = player_subject(s, ctx)
    if got is None:
        return None
    who, rest = got
    m = re.fullmatch(r"(?:returns?|puts?) " + QUANTITY + r" (.*?)\bcards?( at random)? from (?:your|their|his or her) "
                     r"(graveyard|hand) (.+)", rest)
    if not m:
        return None
    quantity, what, at_random, zone, tail = m.groups()
    dest = _destination(tail)
    if dest is None or dest["to"] == zone or (zone == "hand" and dest["to"] == "hand"):
        return None
    up_to = quantity.startswith("up to ")
    count = _n(quantity.removeprefix("up to "))
    if quantity in ("a", "an"):
        count = 1
    if not (isinstance(count, int) or count == "X"):
        return None
    flt = _what(what, count != 1, ctx)
    if flt is None:
        return None
    out: dict[str, Any] = {"kind": "move_chosen", "from": zone, "count": count, **dest, **who}
    if flt:
        out["filter"] = flt
    if up_to:
        out["up_to"] = True
    if at_random:  # 701.? a random choice is nobody's: the engine still shows the one it assumes
        out["random"] = True
    return [out]


@reader
def search_named(s: str, ctx: Context) -> list[dict[str, Any]] | None:
    """"search your library and/or graveyard for a card named Vraska, Scheming Gorgon, reveal it, and put it
    into your hand" (701.23a for the library; the graveyard is looked through as it is)."""
    m = re.fullmatch(r"search your (library and/or graveyard|graveyard and/or library) for a card named (.+?), "
                     r"reveal it, (?:and |then )?put it into your hand", s)
    if not m or "~" in m.group(2):
        return None
    name = _original(m.group(2), ctx)
    return [{"kind": "move_chosen", "from": ["graveyard", "library"], "named": name, "count": 1, "to": "hand",
             "who": "you"}]


@reader
def reveal_chosen(s: str, ctx: Context) -> list[dict[str, Any]] | None:
    """"reveal any number of red cards in your hand" (701.20a: the player chooses which; they are noted
    "revealed" for "the number of cards revealed this way")."""
    m = re.fullmatch(r"reveal any number of (.*?)cards in your hand", s)
    if not m:
        return None
    flt = _what(m.group(1), True, ctx)
    if flt is None:
        return None
    out: dict[str, Any] = {"kind": "reveal_chosen", "who": "you"}
    if flt:
        out["filter"] = flt
    return [out]


@reader
def search_exile(s: str, ctx: Context) -> list[dict[str, Any]] | None:
    """"search your library for an artifact card, exile it, then shuffle", "search your library for up to three
    instant cards, exile them, then shuffle" (701.23a: the found cards go to exile)."""
    from cardpool.oracle.verbs import SEARCH_COUNTS

    m = re.fullmatch(r"search your library for (" + "|".join(sorted(SEARCH_COUNTS, key=len, reverse=True)) +
                     r") (.*?)\bcards?, (?:reveal (?:it|them), )?exile (?:it|them|that card|those cards),? "
                     r"(?:and |then )shuffle", s)
    if not m:
        return None
    count = SEARCH_COUNTS[m.group(1)]
    flt = _what(m.group(2), count != 1, ctx)
    if flt is None:
        return None
    out: dict[str, Any] = {"kind": "search_library", "count": count, "to": "exile"}
    if flt:
        out["filter"] = flt
    if m.group(1).startswith("up to"):
        out["up_to"] = True
    return [out]


__all__ = ["move_chosen", "search_named", "reveal_chosen", "search_exile"]
