"""Static abilities that replace where an object goes (614.1a), read as a grammar:

    If SUBJECT would die | would be put into [a | your | an opponent's] graveyard [from anywhere | from the
    battlefield], DESTINATION instead

SUBJECT is "~", "another creature", "a creature an opponent controls", "a nontoken creature", "a Warlock you
control", "a permanent", "an instant or sorcery card"...; DESTINATION is one of `DESTINATIONS` ("exile it",
"return it to its owner's hand", "put it on top of / on the bottom of its owner's library", "(reveal ~ and)
shuffle it into its owner's library"). The record:

    {"kind": "zone_replacement", "event": "dies" | "graveyard", "subject": "self" | "group",
     "filter": {...}, "noun": "card" | "permanent", "whose": "you" | "opponent", "from": "battlefield",
     "to": "exile" | "hand" | "library", "place": "top" | "bottom" | "shuffled"}

Anything not read exactly returns None (the sentence stays a `continuous_effect`).
"""

from __future__ import annotations

import re
from typing import Any

_IT = r"(?:it|~|that card|that creature|that permanent)"
DESTINATIONS: list[tuple[re.Pattern[str], dict[str, str]]] = [
    (re.compile(r"exile " + _IT), {"to": "exile"}),
    (re.compile(r"return " + _IT + r" to its owner's hand"), {"to": "hand"}),
    (re.compile(r"put " + _IT + r" on top of its owner's library"), {"to": "library", "place": "top"}),
    (re.compile(r"put " + _IT + r" on the bottom of its owner's library"), {"to": "library", "place": "bottom"}),
    (re.compile(r"(?:reveal ~ and )?shuffle " + _IT + r" into its owner's library"),
     {"to": "library", "place": "shuffled"}),
]
ZONE_RE = re.compile(
    r"if (?P<subject>.+?) would (?:(?P<die>die)|be put into (?P<whose>a|your|an opponent's) graveyard"
    r"(?: from (?P<from>anywhere|the battlefield))?), (?:instead (?P<first>.+)|(?P<last>.+) instead)")


def _destination(text: str) -> dict[str, str] | None:
    for rx, dest in DESTINATIONS:
        if rx.fullmatch(text):
            return dict(dest)
    return None


def _subject(low: str, original: str, dies: bool) -> dict[str, Any] | None:
    """Whose move is replaced: the permanent itself or a group ("a creature an opponent controls")."""
    from cardpool.oracle.statics import _object_filter, _original

    if low == "~":
        return {"subject": "self"}
    m = re.fullmatch(r"(a|an|another) (.+)", low)
    if m is None:
        return None
    phrase = _original(m.group(2), original)
    noun = "card" if re.search(r"\bcards?\b", m.group(2)) else "object"
    flt = _object_filter(phrase, noun)
    if flt is None:
        return None
    if dies and noun == "card":
        return None
    if m.group(1) == "another":
        flt["other"] = True
    # a card (never a token, 108.2) or a permanent (only on the battlefield)
    return {"subject": "group", "filter": flt, "noun": "card" if noun == "card" else "permanent"}


def zone_replacement(low: str, original: str) -> dict[str, Any] | None:
    if low == "if ~ would be destroyed, regenerate it":  # 701.15a without a shield: every time (Clergy)
        return {"kind": "regenerate_instead"}
    return _zone_replacement(low, original)


def _zone_replacement(low: str, original: str) -> dict[str, Any] | None:
    """"If ~ would die, exile it instead", "If a creature an opponent controls would die, exile it instead", "If
    an instant or sorcery card would be put into a graveyard from anywhere, exile it instead", "If ~ would be put
    into a graveyard from anywhere, reveal ~ and shuffle it into its owner's library instead" -> the record of the
    module docstring, or None."""
    m = ZONE_RE.fullmatch(low)
    if m is None:
        return None
    dest = _destination(m.group("first") or m.group("last"))
    if dest is None:
        return None
    dies = m.group("die") is not None
    subject = _subject(m.group("subject"), original, dies)
    if subject is None:
        return None
    rec: dict[str, Any] = {"kind": "zone_replacement", "event": "dies" if dies else "graveyard", **subject, **dest}
    whose = m.group("whose")
    if whose == "your":
        rec["whose"] = "you"
    elif whose == "an opponent's":
        rec["whose"] = "opponent"
    if m.group("from") == "the battlefield":
        rec["from"] = "battlefield"
    return rec


ENTER_COST_RE = re.compile(r"if ~ would enter the battlefield, (?P<may>you may )?(?P<action>sacrifice|discard) "
                           r"(?P<n>an?|two|three) (?P<what>.+?) instead")


def enter_cost(low: str, original: str) -> dict[str, Any] | None:
    """"If ~ would enter the battlefield, sacrifice two untapped lands instead" (Lotus Vale), "... you may discard
    a land card instead" (Mox Diamond): the first sentence of the replacement (614.1a) whose next two ("If you
    do, put ~ onto the battlefield. If you don't, put it into its owner's graveyard.") `enter_cost_followup`
    joins -> {"kind": "enter_cost_instead", "action": "sacrifice" | "discard", "count": 2, "filter": {...},
    "untapped": true}, or None."""
    from cardpool.oracle.grammar import number
    from cardpool.oracle.statics import _object_filter, _original

    m = ENTER_COST_RE.fullmatch(low)
    if m is None:
        return None
    count = 1 if m.group("n") in ("a", "an") else number(m.group("n"))
    what = m.group("what")
    untapped = what.startswith("untapped ")
    if untapped:
        what = what[len("untapped "):]
    if m.group("action") == "discard":
        card = re.fullmatch(r"(\w+) cards?", what)
        flt: dict[str, Any] | None = {"types": [card.group(1)]} if card and card.group(1) in (
            "land", "creature", "artifact") else None
    else:
        singular = {"lands": "land", "forests": "Forest"}.get(what, what)
        flt = _object_filter(_original(singular, original) if singular == what else singular)
    if flt is None or not isinstance(count, int):
        return None
    rec: dict[str, Any] = {"kind": "enter_cost_instead", "action": m.group("action"), "count": count,
                           "filter": flt, "complete": False}
    if untapped:
        rec["untapped"] = True
    return rec


def enter_cost_followup(low: str, previous: dict[str, Any] | None) -> list[dict[str, Any]] | None:
    """"If you do, put ~ onto the battlefield." then "If you don't, put it into its owner's graveyard." after
    `enter_cost`: joined to its record ([]: nothing new), or None."""
    if previous is None or previous.get("kind") != "enter_cost_instead":
        return None
    if low == "if you do, put ~ onto the battlefield":
        previous["then_battlefield"] = True
    elif low == "if you don't, put it into its owner's graveyard" and previous.get("then_battlefield"):
        previous["complete"] = True
    else:
        return None
    previous["joined"] = True
    return []
