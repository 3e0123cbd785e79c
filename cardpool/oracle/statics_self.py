"""Replacement effects a permanent's static ability applies to itself, read for the static grammar
(`cardpool.oracle.statics.enters_statics`):

    if ~ would be destroyed, regenerate it                                -> {"kind": "regenerates_if_destroyed"}
    ~ enters [the battlefield] under the control of an opponent of your choice
                                                    -> {"kind": "enters_under_opponent"}

(701.15a, 614.1c, 614.12; the Karoo lands' "If ~ would enter, sacrifice ... instead" are
`cardpool.oracle.statics_zones`' `enter_cost_instead`). None when the sentence is anything else.
"""

from __future__ import annotations

import re
from typing import Any


def self_replacement(low: str) -> list[dict[str, Any]] | None:
    """The records of one sentence, or None."""
    if low in ("if ~ would be destroyed, regenerate it", "if ~ would be destroyed, regenerate ~"):
        return [{"kind": "regenerates_if_destroyed"}]
    if re.fullmatch(r"~ enters(?: the battlefield)? under the control of an opponent of your choice", low):
        return [{"kind": "enters_under_opponent"}]
    return None
