"""Why a creature the play touched is still on the battlefield, with the rule that kept it there.

A judge doesn't say "Grizzly Bears survives (5/5, 3 damage)" alone: the answer names what decided it.
Indestructible ignores lethal damage and destroy effects (702.12b); damage short of the toughness is not
lethal (704.5g), and when the toughness was raised by an effect or counters (613.4c) that is what saved it;
a toughness lowered but still above 0 doesn't put it into the graveyard (704.5f). The cause is read from the
final state of the permanent (toughness, damage, keywords, counters) and what happened to it in the play
(the question's `events`, `bot.render.freeform.events_json`; the trace's steps).
"""

from __future__ import annotations

from typing import Any

# Steps that change a creature's power and toughness until a time (their `toughness` is signed: "+3", "-2")
PT_CHANGES = frozenset({"step.pumped", "step.pumped_until_next_turn"})
# Steps that say a permanent with indestructible was not destroyed
NOT_DESTROYED = frozenset({"step.indestructible", "step.indestructible_survives"})
# Steps that tried to destroy permanents (a "destroy all" names no survivor)
DESTROYS = frozenset({"step.destroyed", "step.destroyed_all"})
# Counters that add to toughness, and those that take from it
RAISING = {"+1/+1": 1, "+0/+1": 1, "+1/+2": 2, "+2/+2": 2}
LOWERING = {"-1/-1": -1, "-0/-1": -1, "-0/-2": -2}


def _signed(value: Any) -> int:
    text = str(value or "").strip()
    if text[:1] in "+-" and text[1:].isdigit():
        return int(text)
    return 0


def toughness_changes(permanent: dict[str, Any], events: list[dict[str, Any]]) -> tuple[int, int]:
    """How much effects and counters raised and lowered the permanent's toughness in the play (613.4c)."""
    name = permanent.get("name")
    changes = [_signed(e.get("toughness")) for e in events
               if e.get("id") in PT_CHANGES and name in (e.get("cards") or ())]
    counters = permanent.get("counters") or {}
    changes += [RAISING.get(kind, 0) * int(n) for kind, n in counters.items()]
    changes += [LOWERING.get(kind, 0) * int(n) for kind, n in counters.items()]
    return sum(c for c in changes if c > 0), sum(c for c in changes if c < 0)


def why_alive(permanent: dict[str, Any], events: list[dict[str, Any]], step_ids: set[str]) -> tuple[str, str]:
    """(cause, rules) of a creature still on the battlefield: `indestructible` (702.12b), `raised` (its
    toughness raised above its damage: 704.5g, 613.4c), `damage` (damage short of its toughness: 704.5g),
    `lowered` (a toughness lowered but above 0: 704.5f, 613.4c), or `none` ("" rules) when nothing
    threatened it."""
    toughness = int(permanent.get("toughness") or 0)
    damage = int(permanent.get("damage") or 0)
    raised, lowered = toughness_changes(permanent, events)
    name = permanent.get("name")
    if "indestructible" in (permanent.get("keywords") or ()):
        destroyed = step_ids & NOT_DESTROYED or any(e.get("id") in DESTROYS and name in (e.get("cards") or ())
                                                    for e in events)
        if damage >= toughness > 0 or destroyed:
            return "indestructible", "702.12b"
    if 0 < damage < toughness:
        if raised > 0 and damage >= toughness - raised:  # lethal without the raise
            return "raised", "704.5g, 613.4c"
        return "damage", "704.5g"
    if lowered < 0 < toughness:
        return "lowered", "704.5f, 613.4c"
    return "none", ""
