"""Replacement effects a permanent's static ability applies to itself, read for the static grammar
(`cardpool.oracle.statics.enters_statics`):

    ~ enters [the battlefield] under the control of an opponent of your choice
                                                    -> {"kind": "enters_under_opponent"}

(614.1c, 614.12; regeneration as a static ability is `regenerate_instead`, the Karoo lands' "If ~ would enter,
sacrifice ... instead" are `cardpool.oracle.statics_zones`' `enter_cost_instead`). None when the sentence is
anything else.
"""

from __future__ import annotations

import re
from typing import Any


def self_replacement(low: str) -> list[dict[str, Any]] | None:
    """The records of one sentence, or None."""
    if re.fullmatch(r"~ enters(?: the battlefield)? under the control of an opponent of your choice", low):
        return [{"kind": "enters_under_opponent"}]
    return None
