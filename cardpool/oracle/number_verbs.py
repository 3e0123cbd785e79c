"""More of the effect grammar of numbers (joins `verbs.READERS`): prevention for the rest of the turn with
parties the shields of `verbs.prevent` can't name, and the effects that last while their source stays tapped.

- "Prevent all damage that would be dealt to you this turn by attacking creatures", "prevent all combat damage
  that would be dealt to players this turn", "prevent all damage that creatures would deal to players this
  turn", "prevent all damage that would be dealt to you and creatures you control this turn": the prevention
  effect of a static ability with the same words (`statics.prevention_static`), for the rest of the turn
  (`turn_static`, 611.2a; 615).
- "Target creature gets +0/+3 for as long as ~ remains tapped" (611.2b): `pump_while`, a P/T change (and
  keywords) that ends when the source untaps or leaves the battlefield (`plugins.effects_lasting`).
"""

from __future__ import annotations

import re
from typing import Any

from cardpool.oracle.refs import PT, Context, _pt, any_ref, keywords_of
from cardpool.oracle.verbs import reader

# "to him": a planeswalker that becomes a creature (Gideon) names itself so
_SELF_PRONOUNS = re.compile(r"\b(?:him|her)\b")


def _prevention_static(low: str) -> list[dict[str, Any]] | None:
    from cardpool.oracle.statics import prevention_static

    m = re.fullmatch(r"prevent all (combat |)damage that would be dealt to players(?: by (.+))?", low)
    if m:  # "to players": to each player, never to a permanent
        rec: dict[str, Any] = {"kind": "prevent_damage_static", "to": "players"}
        if m.group(1):
            rec["combat"] = "combat"
        if m.group(2):
            by = prevention_static(f"prevent all damage that would be dealt by {m.group(2)}", m.group(2))
            if not by or len(by) != 1 or "by" not in by[0]:
                return None
            rec.update({k: v for k, v in by[0].items() if k.startswith("by")})
        return [rec]
    return prevention_static(low, low)


@reader
def prevent_this_turn(s: str, ctx: Context) -> list[dict[str, Any]] | None:
    """"prevent all [combat] damage that would be dealt [to X] this turn [by Y]", "prevent all [combat] damage
    [that] Y would deal [to X] this turn": for the rest of the turn, the static prevention of those words."""
    if not s.startswith("prevent all ") or " this turn" not in s:
        return None
    low = _SELF_PRONOUNS.sub("~", s.replace(" this turn", "", 1))
    m = re.fullmatch(r"prevent all (combat |)damage (?:that )?(.+?) would deal(?: to (.+))?", low)
    if m:  # the source said first: "damage that creatures would deal to players"
        to = f" to {m.group(3)}" if m.group(3) else ""
        low = f"prevent all {m.group(1)}damage that would be dealt{to} by {m.group(2)}"
    if "<t" in low or "your choice" in low or " or " in low:  # targets and choices are other shapes
        return None
    statics = _prevention_static(low)
    if not statics:
        return None
    return [{"kind": "turn_static", "static": st} for st in statics]


# ---------------------------------------------------------------------------------------------- 611.2b

WHILE = {"~ remains tapped": "tapped"}


@reader
def pump_while(s: str, ctx: Context) -> list[dict[str, Any]] | None:
    """"<object> gets +N/+N [and gains K] for as long as ~ remains tapped", "<object> gains K for as long as ~
    remains tapped": a P/T change and keywords that last while the source stays tapped (611.2b)."""
    m = re.fullmatch(r"(.+?) (?:gets? " + PT + r"(?: and gains? (.+?))?|gains? (.+?)) for as long as "
                     r"(~ remains tapped)", s)
    if not m:
        return None
    ref = any_ref(m.group(1), ctx)
    if ref is None or "each" in ref:
        return None
    out: dict[str, Any] = {"kind": "pump_while", "while": WHILE[m.group(6)], **ref}
    if m.group(2):
        out["power"], out["toughness"] = _pt(m.group(2)), _pt(m.group(3))
    words = m.group(4) or m.group(5)
    if words:
        keywords = keywords_of(words)
        if keywords is None:
            return None
        out["keywords"] = keywords
    return [out]


__all__ = ["prevent_this_turn", "pump_while"]
