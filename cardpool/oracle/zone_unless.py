"""Effects a player may stop by paying (118.12: "unless ... pays"), as one grammar (`unless_pays`, carried out by
`plugins.effects_unless`):

    EFFECT unless PAYER pay(s) COST [for each QUANTITY | plus an additional {N} for each QUANTITY][, where X is Q]

EFFECT: any clause the effect grammar reads ("counter target spell", "each opponent sacrifices a permanent",
"return target creature to its owner's hand", "that player discards their hand"). PAYER: "its controller"
(of what the effect acts on), "they" (each player the effect names, each deciding for themselves), "that
player", "any player" (any one of them may pay). COST: mana ("{2}", "{X}"), life ("3 life"), or both
("{2} and 2 life"). What the effect does happens to each player or object whose payer didn't pay.
"""

from __future__ import annotations

import re
from typing import Any

from cardpool.oracle.refs import Context, _n, player_ref
from cardpool.oracle.zones import reader

PAYER = r"(its controller|their controller|its owner|they|that player|any player|that creature's controller|" \
        r"that spell's controller|that permanent's controller|<t\d+>_controller|<t\d+>)"
COST = r"((?:\{[0-9x]\})+|\w+ life|(?:\{[0-9x]\})+ and \w+ life)"
REF_KEYS = ("target", "self", "event", "noted", "attached")
WHO_KEYS = ("who", "target", "ref")


def _cost(text: str) -> dict[str, Any] | None:
    out: dict[str, Any] = {}
    m = re.fullmatch(r"((?:\{[0-9x]\})+)?(?: and )?(?:(\w+) life)?", text)
    if not m or not (m.group(1) or m.group(2)):
        return None
    if m.group(1):
        out["mana"] = m.group(1).upper()
    if m.group(2):
        life = _n(m.group(2))
        if not (isinstance(life, int) or life == "X"):
            return None
        out["life"] = life
    return out


@reader
def unless_pays(s: str, ctx: Context) -> list[dict[str, Any]] | None:
    from cardpool.oracle.clauses import _one_clause
    from cardpool.oracle.phrases import for_each, where_x

    rest, defined = where_x(s, ctx) if " where x is " in s else (s, None)
    if not rest:
        return None
    m = re.fullmatch(r"(.+?) unless " + PAYER + r" pays? " + COST + r"(?: for each (.+)| plus an additional "
                     r"\{(\d+)\} for each (.+))?", rest)
    if not m:
        return None
    from cardpool.oracle.effects import _exact

    inner = _one_clause(m.group(1), ctx) or _exact(m.group(1))
    if not inner or any(str(e["kind"]).startswith(("effect", "conditional")) or e.get("optional") or "condition" in e
                        or e.get("if_done") or e.get("unless_done") or e["kind"] in ("unless_pays", "delayed")
                        for e in inner):
        return None
    cost = _cost(m.group(3))
    if cost is None:
        return None
    out: dict[str, Any] = {"kind": "unless_pays", **cost, "effects": inner}
    payer_text = m.group(2)
    refs = [{k: e[k] for k in REF_KEYS if k in e} for e in inner]
    whos = [{k: e[k] for k in WHO_KEYS if k in e and "who" in e} for e in inner]
    if payer_text == "they":  # each player the effect names decides for themselves
        if not whos[0] or any(w != whos[0] for w in whos):
            return None
        out["payer"] = whos[0]
        out["each_payer"] = True
    elif payer_text == "any player":
        out["payer"] = {"who": "each_player"}
        out["any_payer"] = True
    else:
        it = refs[0] if refs and refs[0] and all(r == refs[0] for r in refs) else ctx.it
        payer = player_ref(payer_text, ctx.but(it=it))
        if payer is None:
            return None
        out["payer"] = payer
    per_text = m.group(4) or m.group(6)
    if per_text:
        per = for_each("for each " + per_text, ctx)
        if per is None or "mana" not in out or out["mana"] not in ("{1}", "{2}", "{3}"):
            return None
        out["per"] = per
        out["per_mana"] = int(out.pop("mana")[1:-1])
        if m.group(5):  # "{1} plus an additional {1} for each ...": the base, then the more
            out["base_mana"], out["per_mana"] = out["per_mana"], int(m.group(5))
    if defined is not None:
        if "X" not in str(out.get("mana", "")) and out.get("life") != "X":
            return None
        out["x_is"] = defined
    return [out]


__all__ = ["unless_pays"]
