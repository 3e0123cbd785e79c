"""Quantities `phrases.quantity` doesn't read itself (it asks here last), evaluated by
`plugins.effects_amounts` as the effect resolves:

| record | phrase |
|---|---|
| `{"q": "spell_stat", "stat": S, "ref": R}` | "that spell's mana value", "the spell's power" (note 1) |
| `{"q": "sum", "of": [Q, Q]}` | "its power plus its toughness" (two quantities added) |
| `{"q": "card_types", "zone": Z, "who": W}` | "the number of card types among cards in your graveyard" (205.2a) |

Note 1: the spell of the event that triggered the ability, or its target spell: as it is on the stack, else as it
is where it went (608.2h).

and "the number of instant and sorcery cards in your graveyard" (each card that is an instant or a sorcery), "3 minus
the number of cards in their hand" (107.1b: never below 0), "the number of enchantments destroyed this way" (what an
earlier part of the resolution did, `{"q": "noted"}`).
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from cardpool.oracle.refs import Context

STATS = {"power": "power", "toughness": "toughness", "mana value": "mana_value", "converted mana cost": "mana_value"}
SPELL_WORDS = ("that spell", "the spell", "this spell's target")


def _spell_ref(ctx: Context) -> dict[str, Any] | None:
    """The spell "that spell" names: the event's (a cast trigger) or the ability's target."""
    it = ctx.it
    if it is None:
        return None
    if it.get("event"):
        return {"event": True}
    if "target" in it and len(it) == 1:
        return {"target": it["target"]}
    return None


def more_quantity(t: str, ctx: Context) -> int | str | dict[str, Any] | None:
    from cardpool.oracle.phrases import quantity

    m = re.fullmatch(r"(that spell|the spell)'s (power|toughness|mana value|converted mana cost)", t)
    if m:
        ref = _spell_ref(ctx)
        return {"q": "spell_stat", "stat": STATS[m.group(2)], "ref": ref} if ref is not None else None
    m = re.fullmatch(r"(its|their|.+?'s?) (power|toughness) plus (its|their) (power|toughness)", t)
    if m and m.group(2) != m.group(4):  # "its power plus its toughness": both of one object
        first = quantity(f"{m.group(1)} {m.group(2)}", ctx)
        if isinstance(first, dict) and first.get("q") == "stat":
            return {"q": "sum", "of": [first, {**first, "stat": m.group(4)}]}
        return None
    m = re.fullmatch(r"(\d+|one|two|three|four|five|six|seven) minus (.+)", t)
    if m:  # "3 minus the number of cards in their hand" (107.1b: never below 0)
        from cardpool.oracle.grammar import number

        left, right = number(m.group(1)), quantity(m.group(2), ctx)
        if isinstance(left, int) and isinstance(right, dict) and "plus" not in right and "half" not in right:
            return {**right, "per": -int(right.get("per", 1)), "plus": left}
        return None
    m = re.fullmatch(r"the number of (?:\w+ )?(?:cards|permanents|creatures|lands|artifacts|enchantments|tokens) "
                     r"(destroyed|exiled|sacrificed|discarded|milled|returned) this way", t)
    if m:  # what an earlier part of the resolution did to the objects it names ("destroy all enchantments")
        return {"q": "noted", "name": {"returned": "moved"}.get(m.group(1), m.group(1))}
    m = re.fullmatch(r"the number of (instant and sorcery|sorcery and instant) cards in (.+)", t)
    if m:  # each card that is an instant or a sorcery
        return quantity(f"the number of instant or sorcery cards in {m.group(2)}", ctx)
    m = re.fullmatch(r"the number of card types among cards in (your|all) (graveyard|graveyards)", t)
    if m:
        return {"q": "card_types", "zone": "graveyard", "who": "you" if m.group(1) == "your" else "each_player"}
    return None


__all__ = ["more_quantity"]
