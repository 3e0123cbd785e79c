"""Replacement effects a permanent's static ability applies to itself, read for the static grammar
(`cardpool.oracle.statics.enters_statics`):

    if ~ would be destroyed, regenerate it                                -> {"kind": "regenerates_if_destroyed"}
    if ~ would enter [the battlefield], sacrifice N [untapped] LANDS instead.
        If you do, put ~ onto the battlefield. If you don't, put it into its owner's graveyard.
                                                    -> {"kind": "enters_sacrificing", "count", "untapped", "filter"}
    ~ enters [the battlefield] under the control of an opponent of your choice
                                                    -> {"kind": "enters_under_opponent"}

(701.15a, 614.1c, 614.12). None when the sentence is anything else.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from cardpool.oracle.grammar import number

Reader = Callable[[str, str], dict[str, Any] | None]
ENTER = r"enter(?: the battlefield)?"


def self_replacement(low: str, original: str, previous: dict[str, Any] | None,
                     land: Reader) -> list[dict[str, Any]] | None:
    """The records of one sentence (`land` reads an object phrase such as "Mountain" or "land" into a filter),
    or None; [] when the sentence completes `previous` (the Karoo lands' "If you do, ..." and "If you don't,
    ...")."""
    if low in ("if ~ would be destroyed, regenerate it", "if ~ would be destroyed, regenerate ~"):
        return [{"kind": "regenerates_if_destroyed"}]
    m = re.fullmatch(r"if ~ would " + ENTER + r", sacrifice (an?|two|three) (untapped )?(.+?) instead", low)
    if m:
        n = number(m.group(1))
        start = low.find(m.group(3))
        phrase = original[start:start + len(m.group(3))]
        if n != 1:
            phrase = re.sub(r"s$", "", phrase)
        flt = land(phrase, phrase)
        if not isinstance(n, int) or flt is None:
            return None
        rec: dict[str, Any] = {"kind": "enters_sacrificing", "count": n, "filter": flt}
        if m.group(2):
            rec["untapped"] = True
        return [rec]
    if low in ("if you do, put ~ onto the battlefield", "if you don't, put it into its owner's graveyard",
               "if you don't, put ~ into its owner's graveyard"):
        if previous is None or previous.get("kind") != "enters_sacrificing":
            return None
        previous["joined"] = True
        return []
    if re.fullmatch(r"~ enters(?: the battlefield)? under the control of an opponent of your choice", low):
        return [{"kind": "enters_under_opponent"}]
    return None
