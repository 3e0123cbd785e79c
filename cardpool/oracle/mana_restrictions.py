"""What mana may be spent on (106.6): "Spend this mana only to cast a creature spell", "... only to cast artifact
spells or activate abilities of artifacts", "... only to cast a creature spell of the chosen type", "... only to
activate abilities".

`spend_only(sentence)` gives the `spend_only` record of the mana production (`foundation.cards.ManaRestriction`,
enforced by `bot.engine.payment`): `spells` (a list of filters of the spells it may pay for, [] for any spell;
absent when it can't pay for spells), `abilities` (the same for activated abilities, by their source) and
`chosen_type`. None for a restriction the engine doesn't follow (cumulative upkeep, foretelling, costs with {X},
kicked spells, "and that spell can't be countered"): the sentence then stays unread, as it was.
"""

from __future__ import annotations

import re
from typing import Any

from cardpool.oracle.grammar import parse_object, words_of

_HEAD = re.compile(r"spend this mana only to (.+?)\.?", re.IGNORECASE)
_ARTICLE = re.compile(r"^(?:a|an) ", re.IGNORECASE)
_CHOSEN = " of the chosen type"


def _filters(phrase: str, noun: str) -> list[dict[str, Any]] | None:
    """The filters of "a creature spell or a Chandra planeswalker spell", "artifacts", "Dragons" (each
    alternative one filter); None when a part isn't read."""
    out = []
    for part in re.split(r" or (?=an? )", phrase):
        words = words_of(_ARTICLE.sub("", part.strip()))
        ph = parse_object(words, 0, allow_players=False)
        if ph is None or ph.problems or ph.end != len(words) or ph.zone or ph.noun not in (noun, "object"):
            return None
        out.append(ph.filter())
    return out


def _spells(text: str) -> tuple[list[dict[str, Any]], bool] | None:
    """"cast a creature spell [of the chosen type]", "cast spells", "cast instant and/or sorcery spells"."""
    m = re.fullmatch(r"cast (.+)", text)
    if m is None:
        return None
    phrase = m.group(1)
    chosen = phrase.endswith(_CHOSEN)
    if chosen:
        phrase = phrase[: -len(_CHOSEN)]
    if phrase == "spells":
        return [], chosen
    flts = _filters(phrase, "spell")
    if flts is None or (chosen and len(flts) != 1):
        return None
    return ([] if flts == [{}] else flts), chosen


def _abilities(text: str) -> list[dict[str, Any]] | None:
    """"activate abilities", "activate abilities of artifacts", "activate an ability of an Elemental"."""
    if text in ("activate abilities", "activate an ability"):
        return []
    m = re.fullmatch(r"activate (?:abilities of|an ability of) (.+)", text)
    if m is None:
        return None
    return _filters(m.group(1), "permanent")


def spend_only(sentence: str) -> dict[str, Any] | None:
    """The `spend_only` record of "Spend this mana only to ..." (module docstring), or None."""
    m = _HEAD.fullmatch(sentence.strip())
    if m is None:
        return None
    body = m.group(1).strip().rstrip(".")
    parts = re.split(r",? or (?:to )?(?=activate |cast )", body)
    out: dict[str, Any] = {}
    for part in parts:
        spells = _spells(part) if "spells" not in out else None
        if spells is not None:
            out["spells"], chosen = spells
            if chosen:
                out["chosen_type"] = True
            continue
        abilities = _abilities(part) if "abilities" not in out else None
        if abilities is None:
            return None
        out["abilities"] = abilities
    return out or None


__all__ = ["spend_only"]
