"""What a permanent "can't be the target of" (115.1, 601.2c: a target must be an object the spell or ability
can target), read as a predicate of the static grammar (`cardpool.oracle.statics.apply_predicate`):

    can't be the target[s] of [COLORS|non-COLOR|Aura] spells [or abilities [from COLORS|artifact sources]]
        [you control|your opponents control]
    can't be the target[s] of abilities [from COLORS|artifact sources] [your opponents control]

    -> {"kind": "cant_be_target", "spells": bool, "abilities": bool, "colors": "WB" (the spell or source is one of
        them), "noncolors": "G" (it isn't), "source_types": ["artifact"], "subtypes": ["aura"],
        "controller": "opponent" (controlled by an opponent of the permanent's controller)}

and "cards in graveyards can't be the targets of spells or abilities" (`graveyard_untargetable`); and the choice
to assign combat damage "as though it weren't blocked" (510.1c, `assign_as_unblocked`), which goes with whom a
blocked creature's damage may go to. None when the words are anything else: nothing is guessed.
"""

from __future__ import annotations

import re
from typing import Any

COLORS = {"white": "W", "blue": "U", "black": "B", "red": "R", "green": "G"}
COLOR_LIST = r"((?:non)?(?:white|blue|black|red|green)(?: or (?:non)?(?:white|blue|black|red|green))*)"


def _colors(text: str, rec: dict[str, Any]) -> bool:
    """"white or black" -> colors "WB"; "nongreen" -> noncolors "G"; False when both kinds are mixed."""
    words = text.split(" or ")
    if all(w.startswith("non") for w in words):
        rec["noncolors"] = "".join(COLORS[w[3:]] for w in words)
        return True
    if any(w.startswith("non") for w in words):
        return False
    rec["colors"] = "".join(COLORS[w] for w in words)
    return True


def cant_be_target(pred: str) -> dict[str, Any] | None:
    """The record of a predicate "can't be the target of ..." (singular verb, lower case), or None."""
    m = re.fullmatch(r"can't be the targets? of (.+)", pred)
    if m is None:
        return None
    rest = m.group(1)
    rec: dict[str, Any] = {"kind": "cant_be_target", "spells": False, "abilities": False}
    m = re.fullmatch(r"(.*?) ?(you control|your opponents control)", rest)
    if m:
        if m.group(2) == "you control":
            return None  # only "your opponents control" is about who targets
        rec["controller"] = "opponent"
        rest = m.group(1)
    m = re.fullmatch(r"(?:" + COLOR_LIST + r" |(aura) )?spells( or abilities(?: from (.+) sources)?)?", rest)
    if m:
        rec["spells"] = True
        if m.group(1) and not _colors(m.group(1), rec):
            return None
        if m.group(2):
            rec["subtypes"] = ["aura"]
        if m.group(3):
            if m.group(2):
                return None
            rec["abilities"] = True
            if m.group(4):  # "white spells or abilities from white sources": the same colours for both
                quality: dict[str, Any] = {"kind": "cant_be_target"}
                if not re.fullmatch(COLOR_LIST, m.group(4)) or not _colors(m.group(4), quality):
                    return None
                if {k: v for k, v in quality.items() if k != "kind"} != \
                        {k: rec[k] for k in ("colors", "noncolors") if k in rec}:
                    return None
            elif m.group(1):
                return None  # "white spells or abilities": the abilities' colour isn't said
        return rec
    m = re.fullmatch(r"abilities(?: from (.+) sources)?", rest)
    if m:
        rec["abilities"] = True
        source = m.group(1)
        if source == "artifact":
            rec["source_types"] = ["artifact"]
        elif source is not None and (not re.fullmatch(COLOR_LIST, source) or not _colors(source, rec)):
            return None
        return rec
    return None


def graveyard_untargetable(low: str) -> dict[str, Any] | None:
    """"Cards in graveyards can't be the targets of spells or abilities" (Ground Seal)."""
    if low == "cards in graveyards can't be the targets of spells or abilities":
        return {"kind": "graveyard_untargetable"}
    return None


AS_UNBLOCKED = "assign its combat damage as though it weren't blocked"


def assign_as_unblocked(low: str) -> dict[str, Any] | None:
    """"You may have ~ assign its combat damage as though it weren't blocked" (Thorn Elemental), "Enchanted
    creature's controller may have it ..." (Indomitable Might), "As long as ~ is attacking, for each creature you
    control, you may have that creature ..." (Siege Behemoth) -> a bonus giving `assign_as_unblocked`."""
    if low == "you may have ~ " + AS_UNBLOCKED:
        return {"kind": "self_bonus", "grant": {"static": [{"kind": "assign_as_unblocked"}]}}
    if low == "enchanted creature's controller may have it " + AS_UNBLOCKED:
        return {"kind": "attached_bonus", "grant": {"static": [{"kind": "assign_as_unblocked"}]}}
    if low == "as long as ~ is attacking, for each creature you control, you may have that creature " + AS_UNBLOCKED:
        return {"kind": "anthem", "filter": {"types": ["creature"], "controller": "you"},
                "condition": {"kind": "state", "of": "self", "state": "attacking"},
                "grant": {"static": [{"kind": "assign_as_unblocked"}]}}
    return None
