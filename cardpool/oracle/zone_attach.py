"""Cards put onto the battlefield attached to something (303.4f, 701.3a): "return ~ from your graveyard to the
battlefield attached to that creature", "put an Aura card from your hand onto the battlefield attached to ~",
"search your graveyard and/or library for a card named Arachnus Web and put it onto the battlefield attached
to target creature". The zone change is what the sentence without its last words says (`move`, `move_chosen`,
`search_zones`), with `attach_to`: what the card enters attached to (`plugins.zones`: an Aura that can't
enchant it stays where it is, 303.4i)."""

from __future__ import annotations

import re
from typing import Any

from cardpool.oracle.refs import Context, obj_ref
from cardpool.oracle.zones import reader

ENTERING = ("move", "move_chosen", "search_zones")


@reader
def attached_on_entering(s: str, ctx: Context) -> list[dict[str, Any]] | None:
    from cardpool.oracle.clauses import _one_clause

    m = re.fullmatch(r"(.+ (?:to|onto) the battlefield(?: tapped)?(?: under (?:your|its owner's) control)?) attached "
                     r"to (.+?)((?:, then shuffle|,? and then shuffle))?", s)
    if not m:
        return None
    host = obj_ref(m.group(2), ctx)
    if host is None or "each" in host:
        return None
    inner = _one_clause(m.group(1) + (m.group(3) or ""), ctx)
    if not inner or len(inner) != 1 or inner[0]["kind"] not in ENTERING or inner[0].get("to") != "battlefield":
        return None
    inner[0]["attach_to"] = host
    return inner


__all__ = ["attached_on_entering"]
