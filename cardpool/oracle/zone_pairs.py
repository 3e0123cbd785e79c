"""One verb, several objects (`clauses._one_clause` reads each part): "exile ~ and target creature without
flying that's attacking you", "destroy target artifact, target creature, target enchantment, and target land",
"return target creature and target land to their owners' hands", "destroy that creature and ~", "tap it and
~". Each object gets the verb's own effect, in the order written (608.2c)."""

from __future__ import annotations

import re
from typing import Any

from cardpool.oracle.refs import Context, obj_ref
from cardpool.oracle.zones import reader

BOUNCE = r" to (?:their|its) owners?'?s?'? hands?"


@reader
def verb_pairs(s: str, ctx: Context) -> list[dict[str, Any]] | None:
    from cardpool.oracle.clauses import _one_clause

    m = re.fullmatch(r"(destroy|exile|tap|untap|return) (.+?)(" + BOUNCE + r")?", s)
    if not m or " and " not in m.group(2) or (m.group(1) == "return") != bool(m.group(3)):
        return None
    parts = [p for p in re.split(r",? and |, ", m.group(2)) if p]
    if len(parts) < 2 or any(obj_ref(p, ctx) is None for p in parts):
        return None
    out: list[dict[str, Any]] = []
    for part in parts:
        tail = " to its owner's hand" if m.group(3) else ""
        from cardpool.oracle.effects import _exact

        got = _one_clause(f"{m.group(1)} {part}{tail}", ctx) or _exact(f"{m.group(1)} {part}{tail}")
        if not got or any(str(e["kind"]).startswith(("effect", "conditional")) for e in got):
            return None
        out += got
    return out


__all__ = ["verb_pairs"]
