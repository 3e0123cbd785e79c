"""Zone sentences that follow another or name a choice of any number (`plugins.effects_search`,
`plugins.effects_zone_more`):

- "reveal those cards, put them into your hand, then shuffle" after a search whose cards stay found
  (Conflux, Gem of Becoming): the found cards go where it says (`move` of the noted cards);
- "then each player who searched their library this way shuffles" (`shuffle_searched`: only the libraries
  searched in this resolution, 701.24a);
- "tap any number of untapped creatures you control" (`tap_any`: the controller names them, else every one,
  assumed and said; "for each creature tapped this way" counts them);
- "exile ~ with three time counters on it" (a suspend card's own spell: it goes to exile instead of the
  graveyard as it finishes resolving, suspended, 702.62a).
"""

from __future__ import annotations

import re
from typing import Any

from cardpool.oracle.refs import Context, _n, group_ref
from cardpool.oracle.zones import reader


@reader
def reveal_put_found(s: str, ctx: Context) -> list[dict[str, Any]] | None:
    from cardpool.oracle.zone_search import _actions

    if ctx.extra.get("after") != "search_zones":
        return None
    m = re.fullmatch(r"(reveal (?:those cards|them|it|that card)|put (?:those cards|them|it|that card) .+?)((?:,|,? "
                     r"and|,? then) .+)?", s)
    if not m:
        return None
    actions = _actions(", " + s)
    if actions is None or actions["to"] == "library" or "first_to" in actions:
        return None
    out: list[dict[str, Any]] = [{"kind": "move", "noted": "found", "from": "library",
                                  **{k: v for k, v in actions.items() if k in ("to", "tapped", "under")}}]
    if actions.get("shuffle"):
        out.append({"kind": "shuffle", "who": "you"})
    return out


@reader
def shuffle_searched(s: str, ctx: Context) -> list[dict[str, Any]] | None:
    if s in ("each player who searched their library this way shuffles",
             "then each player who searched their library this way shuffles", "if you searched your library this "
             "way, shuffle", "each player who searched a library this way shuffles"):
        return [{"kind": "shuffle_searched"}]
    return None


@reader
def tap_any(s: str, ctx: Context) -> list[dict[str, Any]] | None:
    m = re.fullmatch(r"tap any number of (untapped )?(.+)", s)
    if not m:
        return None
    ref = group_ref("all " + m.group(2), ctx)
    if ref is None or "each" not in ref:
        return None
    return [{"kind": "tap_any", "filter": ref["each"]}]


@reader
def exile_self_time_counters(s: str, ctx: Context) -> list[dict[str, Any]] | None:
    m = re.fullmatch(r"exile ~ with (a|one|two|three|four|five|six|seven|eight|nine|ten|\d+) time counters? on it", s)
    if not m:
        return None
    n = _n(m.group(1)) if m.group(1) not in ("a",) else 1
    return [{"kind": "exile_self_suspended", "count": n}] if isinstance(n, int) else None


__all__ = ["reveal_put_found", "shuffle_searched", "tap_any", "exile_self_time_counters"]
