"""Static abilities that change a rule of the turn for players, read as a grammar of WHO x VERB x OBJECTS.

Untapping (502.3):

    PLAYERS can't untap more than N OBJECTS during their untap steps       -> untap_limit
    untap (all) OBJECTS you control | ~ during each other player's untap step -> untap_in_others_steps
    OBJECTS with COUNTER counters on them don't untap during their controllers' untap steps
                                                                            -> group_doesnt_untap

Drawing (121.2, 614.1a): "If WHO would draw a card [while CONDITION] [except the first one they draw in each of
their draw steps], WHAT instead", WHAT one of `DRAW_INSTEAD` (the draw is skipped; the top card is exiled face
down or up; the player wins the game; two cards are drawn and life lost; counters on ~; the draw is skipped and
the controller draws) -> draw_instead.

The records (`who`: "you" = the permanent's controller, "opponents", "each"):

    {"kind": "untap_limit", "who": ..., "count": 1, "filter": {...}}
    {"kind": "untap_in_others_steps", "subject": "self" | "group", "filter": {...}}
    {"kind": "group_doesnt_untap", "filter": {...}}
    {"kind": "draw_instead", "who": ..., "while": "library_empty" | "hand_empty", "except_first_in_draw_step": true,
     "instead": "skip" | "exile_top" | "win_game" | "draw_and_lose" | "counters" | "skip_and_you_draw",
     "count": 2, "life": 1, "counter": "+1/+1"}

Anything not read exactly returns None (the sentence stays a `continuous_effect`).
"""

from __future__ import annotations

import re
from typing import Any

from cardpool.oracle.grammar import number

_WHO = {"you": "you", "players": "each", "each player": "each", "a player": "each", "your opponents": "opponents",
        "each opponent": "opponents", "an opponent": "opponents"}
_N = r"(one|two|three|four|five|six|seven|\d+)"


def _n(word: str) -> int | None:
    value = number(word)
    return value if isinstance(value, int) else None


def _filter(phrase: str, original: str) -> dict[str, Any] | None:
    from cardpool.oracle.statics import _object_filter, _original

    return _object_filter(_original(phrase, original))


UNTAP_LIMIT_RE = re.compile(r"(players|you) can't untap more than " + _N + r" (.+?) during (?:their|your) untap "
                            r"steps?")
UNTAP_OTHERS_RE = re.compile(r"untap (?:all |each )?(.+?) during each other player's untap step")
GROUP_DOESNT_UNTAP_RE = re.compile(r"(.+?) with (\w+) counters on them don't untap during their controllers' "
                                   r"untap steps")


def untap_rule(low: str, original: str) -> dict[str, Any] | None:
    """"Players can't untap more than one land during their untap steps", "Untap all creatures you control during
    each other player's untap step", "Creatures with ice counters on them don't untap during their controllers'
    untap steps" -> the record, or None."""
    m = UNTAP_LIMIT_RE.fullmatch(low)
    if m:
        count = _n(m.group(2))
        noun = m.group(3)
        singular = {"lands": "land", "creatures": "creature", "artifacts": "artifact",
                    "permanents": "permanent"}.get(noun, noun)
        flt = {} if singular == "permanent" else _filter(singular, original)
        if count is None or flt is None:
            return None
        return {"kind": "untap_limit", "who": _WHO[m.group(1)], "count": count, "filter": flt}
    m = UNTAP_OTHERS_RE.fullmatch(low)
    if m:
        if m.group(1) == "~":
            return {"kind": "untap_in_others_steps", "subject": "self"}
        flt = _filter(m.group(1), original)
        if flt is None or flt.get("controller") != "you":
            return None
        return {"kind": "untap_in_others_steps", "subject": "group", "filter": flt}
    m = GROUP_DOESNT_UNTAP_RE.fullmatch(low)
    if m:
        flt = _filter(m.group(1), original)
        if flt is None or flt.get("with_counter"):
            return None
        return {"kind": "group_doesnt_untap", "filter": {**flt, "with_counter": m.group(2)}}
    return None


DRAW_RE = re.compile(
    r"if (?P<who>you|a player|an opponent|each player) would draw a card"
    r"(?: while (?P<while>your library has no cards in it|you have no cards in hand))?"
    r"(?P<except> except the first one (?:you|they) draw in each of (?:your|their) draw steps)?"
    r", (?:instead (?P<first>.+)|(?P<last>.+) instead)")
DRAW_INSTEAD: list[tuple[re.Pattern[str], dict[str, Any]]] = [
    (re.compile(r"(?:that player|you) skips? that draw"), {"instead": "skip"}),
    (re.compile(r"exile the top card of your library face down"), {"instead": "exile_top", "face": "down"}),
    (re.compile(r"that player exiles that card face up"), {"instead": "exile_top", "face": "up"}),
    (re.compile(r"you win the game"), {"instead": "win_game"}),
    (re.compile(r"that player skips that draw and you draw a card"), {"instead": "skip_and_you_draw"}),
]
DRAW_AND_LOSE_RE = re.compile(r"you draw " + _N + r" cards and you lose (\d+) life")
DRAW_COUNTERS_RE = re.compile(r"put " + _N + r" ([+-]\d/[+-]\d|\w+) counters? on ~")


def _draw_instead(text: str) -> dict[str, Any] | None:
    for rx, what in DRAW_INSTEAD:
        if rx.fullmatch(text):
            return dict(what)
    m = DRAW_AND_LOSE_RE.fullmatch(text)
    if m and _n(m.group(1)) is not None:
        return {"instead": "draw_and_lose", "count": _n(m.group(1)), "life": int(m.group(2))}
    m = DRAW_COUNTERS_RE.fullmatch(text)
    if m and _n(m.group(1)) is not None:
        return {"instead": "counters", "count": _n(m.group(1)), "counter": m.group(2)}
    return None


def draw_rule(low: str) -> dict[str, Any] | None:
    """"If a player would draw a card, that player skips that draw instead", "If you would draw a card while your
    library has no cards in it, you win the game instead", "If an opponent would draw a card except the first one
    they draw in each of their draw steps, instead that player skips that draw and you draw a card" -> the
    record, or None."""
    m = DRAW_RE.fullmatch(low)
    if m is None:
        return None
    what = _draw_instead(m.group("first") or m.group("last"))
    if what is None:
        return None
    rec: dict[str, Any] = {"kind": "draw_instead", "who": _WHO[m.group("who")], **what}
    if m.group("while"):
        rec["while"] = "library_empty" if "library" in m.group("while") else "hand_empty"
    if m.group("except"):
        rec["except_first_in_draw_step"] = True
    if rec["who"] != "you" and rec["instead"] in ("exile_top", "win_game", "draw_and_lose", "counters") \
            and what.get("face") != "up":
        return None  # "your library", "you win": said of the controller only
    return rec


def rules_static(low: str, original: str) -> dict[str, Any] | None:
    """A static ability of this module's grammar, or None."""
    return untap_rule(low, original) or draw_rule(low)
