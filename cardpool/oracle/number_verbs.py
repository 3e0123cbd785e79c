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

from cardpool.oracle.refs import PT, Context, _pt, any_ref, with_bonus
from cardpool.oracle.unless import unless_pays
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

WHILE = {"~ remains tapped": "tapped", "you control ~": "control", "~ remains on the battlefield": "on_battlefield"}


@reader
def pump_while(s: str, ctx: Context) -> list[dict[str, Any]] | None:
    """"<object> gets +N/+N [and gains K] for as long as ~ remains tapped", "<object> gains K for as long as ~
    remains tapped", "another target permanent gains indestructible for as long as you control ~", "... has shroud
    for as long as ~ remains on the battlefield": a P/T change and keywords that last while the source stays
    tapped, under its controller's control, or on the battlefield (611.2b)."""
    m = re.fullmatch(r"(.+?) (?:gets? " + PT + r"(?: and (?:gains?|has|have) (.+?))?|(?:gains?|has|have) (.+?)) "
                     r"for as long as (~ remains tapped|you control ~|~ remains on the battlefield)", s)
    if not m:
        return None
    ref = any_ref(m.group(1), ctx)  # a group: the permanents there as it resolves (611.2c)
    if ref is None:
        return None
    out = with_bonus({"kind": "pump_while", "while": WHILE[m.group(6)], **ref}, m.group(2), m.group(3),
                     m.group(4) or m.group(5))
    return [out] if out is not None else None


# ---------------------------------------------------------------------------------------------- 601.2d

@reader
def divided(s: str, ctx: Context) -> list[dict[str, Any]] | None:
    """"It deals 3 damage divided as you choose among one, two, or three targets" (the source's own trigger),
    "prevent the next 5 damage that would be dealt this turn to any number of targets, divided as you choose":
    the division is announced as the targets are chosen (601.2d), else as even as possible (assumed)."""
    m = re.fullmatch(r"(~|it|this spell) deals (\w+) damage divided as you choose among (<t(\d+)>)", s)
    if m and (m.group(1) != "it" or ctx.it == {"self": True}):
        n = _number(m.group(2))
        return [{"kind": "damage", "amount": n, "divided": True, "target": int(m.group(4))}] if n else None
    m = re.fullmatch(r"prevent the next (\w+) damage that would be dealt (?:this turn )?to (<t(\d+)>)(?: this turn)?, "
                     r"divided as you choose", s)
    if m:
        n = _number(m.group(1))
        return [{"kind": "prevent_divided", "amount": n, "target": int(m.group(3))}] if n else None
    return None


def _number(word: str) -> int | str | None:
    from cardpool.oracle.grammar import number

    n = number(word)
    return n if isinstance(n, int) and n > 0 or n == "X" else None


# ---------------------------------------------------------------------------------------------- 120.3

@reader
def damage_by_each(s: str, ctx: Context) -> list[dict[str, Any]] | None:
    """Damage dealt by each of several objects, each its own amount: "each creature deals damage to itself equal
    to its power" (Solar Blaze), "each creature you control that's a Wolf or a Werewolf deals damage equal to its
    power to that creature", "<t0> each deal damage equal to their power to <t1>" (Band Together)."""
    from cardpool.oracle.refs import group_ref, obj_ref

    m = re.fullmatch(r"(.+?) (?:each )?deals? damage (?:to (itself|themselves|.+?) equal to (?:its|their) "
                     r"(power|toughness)|equal to (?:its|their) (power|toughness) to (.+))", s)
    if not m:
        return None
    subject = m.group(1)
    if re.fullmatch(r"<t\d+>", subject):
        sources = obj_ref(subject, ctx)
    elif subject.startswith("each "):
        sources = group_ref(subject, ctx)
    else:
        return None
    if sources is None:
        return None
    stat = m.group(3) or m.group(4)
    where = m.group(2) or m.group(5)
    out: dict[str, Any] = {"kind": "damage_by_each", "from": sources, "stat": stat}
    if where in ("itself", "themselves"):
        out["itself"] = True
    else:
        recipient = obj_ref(where, ctx)
        if recipient is None or "each" in recipient:
            return None
        out.update(recipient)
    return [out]


# ---------------------------------------------------------------------------------------------- payments

COST = r"((?:\{[0-9xwubrgc/]+\})+)"


@reader
def pay_optional(s: str, ctx: Context) -> list[dict[str, Any]] | None:
    """"You may pay {X}", "you may pay {X}{R}", "you may pay {G/W}" ("If you do, ..." waits for it): the
    controller's line after `resolve` says what is paid ("I pay {3}": X is 3); "where X is ..." fixes X."""
    from cardpool.oracle.phrases import quantity

    m = re.fullmatch(r"(?:then )?you may pay " + COST + r"(?:,? where x is (.+))?", s)
    if not m or not re.search(r"x|/", m.group(1)):  # plain costs: `clauses` reads them (`optional_payment`)
        return None
    out: dict[str, Any] = {"kind": "pay_mana_optional", "mana": m.group(1).upper()}
    if m.group(2):
        q = quantity(m.group(2), ctx)
        if not isinstance(q, dict) or "x" not in m.group(1):
            return None
        out["x_is"] = q
    return [out]


# "... unless PLAYER pays COST", every shape of it (118.12): `cardpool.oracle.unless`
reader(unless_pays)


# ---------------------------------------------------------------------------------------------- counters and choices

@reader
def counters_of_it(s: str, ctx: Context) -> list[dict[str, Any]] | None:
    """"Put its counters on target creature you control" (a dying creature's, as it last existed: 608.2h)."""
    m = re.fullmatch(r"put (?:its|~'s) counters on (<t(\d+)>)", s)
    if not m or ctx.it is None or not (ctx.it.get("self") or ctx.it.get("event")):
        return None
    return [{"kind": "put_counters_of", "from": dict(ctx.it), "target": int(m.group(2))}]


@reader
def pump_chosen_type(s: str, ctx: Context) -> list[dict[str, Any]] | None:
    """"Creatures of the creature type of your choice get +2/+2 [and gain trample] until end of turn" (the type is
    chosen as it resolves: "I choose Elf", else assumed)."""
    m = re.fullmatch(r"(?:all )?creatures (?:you control )?of the creature type of your choice get " + PT
                     + r"(?: and gain (.+?))? until end of turn", s)
    if not m:
        return None
    out: dict[str, Any] = {"kind": "pump_chosen_type", "power": _pt(m.group(1)), "toughness": _pt(m.group(2))}
    if "you control" in s:
        out["yours"] = True
    got = with_bonus(out, None, None, m.group(3))
    return [got] if got is not None else None


__all__ = ["prevent_this_turn", "pump_while", "divided", "damage_by_each", "pay_optional", "unless_pays",
           "counters_of_it", "pump_chosen_type"]
