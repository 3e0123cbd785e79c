"""Replacement effects of static abilities from the long tail of the card pool (614.1a), one sentence each:

- "If a creature dealt damage by ~ this turn would die, exile it instead" (Frostwielder, Kumano's Pupils) and
  "... dealt damage by enchanted creature ..." (Kumano's Blessing): `damaged_dies_exile`, `by` "self" or
  "attached";
- "If a spell or ability an opponent controls causes you to discard ~, put it onto the battlefield instead of
  putting it into your graveyard" (Obstinate Baloth, Loxodon Smiter): `discarded_to_battlefield`.

Carried out by `plugins.replacement_more`. None when the sentence isn't one of these.
"""

from __future__ import annotations

import re
from typing import Any

_DAMAGED = re.compile(r"if a creature dealt damage by (~|enchanted creature) this turn would die, exile it instead")
_DISCARDED = re.compile(r"if a spell or ability an opponent controls causes you to discard ~, put it onto the "
                        r"battlefield instead of putting it into your graveyard")


def tail_static(low: str) -> dict[str, Any] | None:
    """The record of one of the module's sentences (lower case, the card's name as "~"), or None."""
    m = _DAMAGED.fullmatch(low)
    if m:
        return {"kind": "damaged_dies_exile", "by": "self" if m.group(1) == "~" else "attached"}
    if _DISCARDED.fullmatch(low):
        return {"kind": "discarded_to_battlefield"}
    return None


__all__ = ["tail_static"]
