"""A small grammar of effect sentences: who or what is affected (a reference), and what happens to it.

`clause_effects` reads a sentence of resolution text whose target declarations are already tokens
(`<t0>`...) and whose card name is `~`, and returns the effects of the encoding it says, or None when
some part of it is not one of the forms below (then the caller falls back to its other patterns, or
files the sentence under a descriptive kind the engine reports as not simulated). Nothing is guessed:
a reference it can't resolve ("it" in a spell without targets) makes the whole sentence unread.

References (the arguments every effect of docs/ability_model.md "Effects" takes to say what it acts on):
`~` is `self = true` (the source permanent, or the spell itself as a source of damage); `<tN>` is
`target = N`; "it", "that creature", "they"... are what the context says they mean (`Context.it`: the
last target of the ability, its source, or the object of the event that triggered it, `event = true`);
"enchanted creature", "equipped creature" are `attached = true` (the permanent the source is attached
to); "creatures you control", "all creatures", "each other creature", "all Goblins"... are
`each = {filter}` (every permanent matching the filter; "you" is the ability's controller).

Players: `who` = `you`, `target` (with `target = N`), `target_controller`, `each_player`, `each_opponent`,
`event_player` ("that player" of a trigger), `attached_controller` ("enchanted creature's controller").
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from cardpool.oracle.characteristics import change_clause, combat_requirement
from cardpool.oracle.game_actions import game_action, wager_clause
from cardpool.oracle.grammar import number
from cardpool.oracle.refs import (  # noqa: F401 - the reference grammar, re-exported
    ATTACHED,
    COLORS,
    COUNTER,
    GRANTABLE,
    NUM,
    PRONOUNS,
    PT,
    THAT_WORDS,
    Context,
    _amount,
    _n,
    _original,
    _plural,
    _plural_subtype,
    _pt,
    any_ref,
    creator,
    group_ref,
    keywords_of,
    obj_ref,
    player_ref,
)

# ---------------------------------------------------------------------------------------------- objects

def _pump(subject: str, pt: tuple[str, str] | None, kws: str | None, ctx: Context) -> list[dict[str, Any]] | None:
    ref = any_ref(re.sub(r" each$", "", subject), ctx)
    if ref is None:
        return None
    out: dict[str, Any] = {"kind": "pump", **ref}
    if pt is not None:
        out["power"], out["toughness"] = _pt(pt[0]), _pt(pt[1])
    if kws is not None and re.fullmatch(r"protection from the colou?r of your choice", kws):
        out["protection_choice"] = True  # 702.16: the colour is chosen as it resolves
    elif kws is not None:
        keywords = keywords_of(kws)
        if keywords is None:
            return None
        out["keywords"] = keywords
    return [out]


MARKS = {
    "can't block this turn": "cant_block",
    "can't be blocked this turn": "cant_be_blocked",
    "can't attack or block this turn": "cant_attack_or_block",
    "can't attack this turn": "cant_attack",
    "can't be regenerated": "cant_be_regenerated",
    "can't be regenerated this turn": "cant_be_regenerated",
    "doesn't untap during its controller's next untap step": "doesnt_untap_next",
    "don't untap during their controllers' next untap steps": "doesnt_untap_next",
    "doesn't untap during your next untap step": "doesnt_untap_next",
    "can attack this turn as though it didn't have defender": "can_attack_with_defender",
    "must be blocked this turn if able": "must_be_blocked",
    "attacks this turn if able": "attacks_each_combat",
    "blocks this turn if able": "blocks_each_combat",
    "assigns no combat damage this turn": "assigns_no_combat_damage",
    "can block an additional creature this turn": "extra_block",
    "can block any number of creatures this turn": "block_any_number",
}


def _object_clause(s: str, ctx: Context) -> list[dict[str, Any]] | None:
    for reader in OBJECT_READERS:
        out = reader(s, ctx)
        if out is not None:
            return out
    return None


def _pump_clause(s: str, ctx: Context) -> list[dict[str, Any]] | None:
    """The four orders of "gets +N/+N" and "gains K" with "until end of turn"; each is tried in turn, since
    an earlier one may match with the wrong subject ("creatures you control gain trample and get +X/+X")."""
    m = re.fullmatch(r"until end of turn, (.+?) (?:each )?gets? " + PT + r"(?: and gains? (.+?))?", s)
    if m and (out := _pump(m.group(1), (m.group(2), m.group(3)), m.group(4), ctx)) is not None:
        return out
    m = re.fullmatch(r"until end of turn, (.+?) (?:each )?gains? (.+?)(?: and gets? " + PT + r")?", s)
    if m and (out := _pump(m.group(1), (m.group(3), m.group(4)) if m.group(3) else None, m.group(2), ctx)):
        return out
    m = re.fullmatch(r"(.+?) (?:each )?gets? " + PT + r"(?: and gains? (.+?))? until end of turn", s)
    if m and (out := _pump(m.group(1), (m.group(2), m.group(3)), m.group(4), ctx)) is not None:
        return out
    m = re.fullmatch(r"(.+?) (?:each )?gains? (.+?)(?: and gets? " + PT + r")? until end of turn", s)
    if m:
        pt = (m.group(3), m.group(4)) if m.group(3) else None
        return _pump(m.group(1), pt, m.group(2), ctx)
    return None


def _mark_clause(s: str, ctx: Context) -> list[dict[str, Any]] | None:
    for tail, mark in MARKS.items():
        if s.endswith(" " + tail):
            ref = any_ref(s[: -len(tail) - 1], ctx)
            return [{"kind": "mark", "mark": mark, **ref}] if ref is not None else None
    m = re.fullmatch(r"if (.+?) would die this turn, exile (?:it|them) instead", s)
    if m:
        ref = any_ref(m.group(1), ctx)
        return [{"kind": "mark", "mark": "exile_if_dies", **ref}] if ref is not None else None
    return None


def _phase_clause(s: str, ctx: Context) -> list[dict[str, Any]] | None:
    """"~ phases out", "target creature phases out", "all lands you control phase out", "~ and that creature phase
    out" (702.26: treated as though they don't exist until they phase in)."""
    m = re.fullmatch(r"(.+?) phases? out", s)
    if not m:
        return None
    out = []
    for part in re.split(r" and (?!.* and )", m.group(1)) if " and " in m.group(1) else [m.group(1)]:
        ref = any_ref(part, ctx)
        if ref is None:
            return None
        out.append({"kind": "phase_out", **ref})
    return out


def _color_clause(s: str, ctx: Context) -> list[dict[str, Any]] | None:
    m = re.fullmatch(r"(.+?) gets? " + PT + r" and becomes the colou?r of your choice until end of turn", s)
    if m:
        pump = _pump(m.group(1), (m.group(2), m.group(3)), None, ctx)
        ref = any_ref(m.group(1), ctx)
        if pump is None or ref is None:
            return None
        return pump + [{"kind": "set_color", "colors": "choice", **ref}]
    m = re.fullmatch(r"(.+?) becomes? (white|blue|black|red|green|colorless|the colou?r of your choice)"
                     r"(?: until end of turn)?", s)
    if m and (m.group(2) == "the color of your choice" or s.endswith("until end of turn")):
        ref = any_ref(m.group(1), ctx)
        if ref is None:
            return None
        colors = "choice" if "choice" in m.group(2) else COLORS[m.group(2)]
        return [{"kind": "set_color", "colors": colors, **ref}]
    return None


def _damage_recipients(text: str, ctx: Context) -> list[dict[str, Any]] | None:
    """"<t0>", "each creature and each player", "you", "that player", "each other creature"..."""
    out: list[dict[str, Any]] = []
    for part in re.split(r",? and ", text.strip()):
        part = part.strip()
        who = player_ref(part, ctx)
        if who is not None and (who["who"] != "target" or ctx.extra.get("player_target", True)):
            if who["who"] == "target":
                out.append({"target": who["target"]})
            else:
                out.append({"to": who["who"], **({"target": who["target"]} if "target" in who else {})})
            continue
        ref = obj_ref(part, ctx)
        if ref is not None:
            out.append(ref)
            continue
        ref = group_ref(part, ctx)
        if ref is None:
            return None
        out.append(ref)
    return out or None


AMOUNTS = {
    "its power": "source_power",
    "~'s power": "source_power",
    "the sacrificed creature's power": "sacrificed_power",
    "that creature's power": "it_power",
}


def _damage_clause(s: str, ctx: Context) -> list[dict[str, Any]] | None:
    m = re.fullmatch(r"(~|this spell) deals " + NUM + r" damage divided as you choose among (<t\d+>)", s)
    if m:  # 601.2d: the division is announced as the spell is cast
        n = _amount(m.group(2))
        return [{"kind": "damage", "amount": n, "divided": True, "target": int(m.group(3)[2:-1])}] if n else None
    m = re.fullmatch(r"(~|it|<t\d+>|enchanted creature|equipped creature|that creature|this creature) deals? "
                     r"(?:(" + NUM[1:-1] + r") damage|damage equal to (.+?)) to (.+)", s)
    if not m:
        return None
    source = m.group(1)
    if source in ("~", "this creature"):
        src: dict[str, Any] = {}
    elif source == "it":
        if ctx.it is None:
            return None
        src = {} if ctx.it.get("self") else {"source": ctx.it}
    else:
        ref = obj_ref(source, ctx)
        if ref is None:
            return None
        src = {"source": ref}
    amount_of: dict[str, Any] | None = None
    if m.group(2) is not None:
        amount = _amount(m.group(2))
    else:
        amount = AMOUNTS.get(m.group(3))
        power_of = re.fullmatch(r"the power of (<t\d+>)", m.group(3))
        if power_of:  # Rabid Bite: "damage equal to the power of target creature you control"
            amount, amount_of = "it_power", {"target": int(power_of.group(1)[2:-1])}
        elif amount == "source_power" and src:  # "<t0> deals damage equal to its power": the source's
            amount, amount_of = "it_power", dict(src["source"])
        elif amount == "it_power":
            if ctx.it is None:
                return None
            amount_of = dict(ctx.it)
    if amount is None:
        return None
    rest = m.group(4)
    divided = re.fullmatch(r"divided as you choose among (.+)", rest)
    if divided:  # 601.2d: the division is announced as the spell is cast
        recipients = _damage_recipients(divided.group(1), ctx)
        if recipients is None or len(recipients) != 1 or "target" not in recipients[0]:
            return None
        return [{"kind": "damage", "amount": amount, "divided": True, **src, **recipients[0]}]
    second = re.fullmatch(r"(.+?) and (" + NUM[1:-1] + r") damage to (.+)", rest)
    parts = [(amount, rest)] if second is None else [(amount, second.group(1)),
                                                     (_amount(second.group(2)), second.group(3))]
    out = []
    for n, rec_text in parts:
        if n is None:
            return None
        recipients = _damage_recipients(rec_text, ctx)
        if recipients is None:
            return None
        for rec in recipients:
            effect = {"kind": "damage", "amount": n, **src, **rec}
            if amount_of is not None:
                effect["amount_of"] = amount_of
            out.append(effect)
    return out


def _counters(s: str, ctx: Context) -> list[dict[str, Any]] | None:
    m = re.fullmatch(r"put " + NUM + r" " + COUNTER + r" counters? on (.+)", s)
    if not m:
        return None
    ref = any_ref(re.sub(r"^each of ", "", m.group(3)), ctx)
    if ref is None:
        return None
    return [{"kind": "put_counter", "counter": m.group(2), "count": _n(m.group(1)), **ref}]


def _imperative_object(s: str, ctx: Context) -> list[dict[str, Any]] | None:
    m = re.fullmatch(r"(destroy|exile|tap|untap|regenerate|sacrifice) (.+)", s)
    if m:
        verb, what = m.group(1), m.group(2)
        if verb == "destroy" and what.startswith("all "):
            return None  # destroy_all has its own pattern
        ref = any_ref(what, ctx)
        if ref is None:
            return None
        if verb == "sacrifice" and "each" in ref:
            return None
        kind = {"regenerate": "regenerate", "sacrifice": "sacrifice_permanent"}.get(verb, verb)
        return [{"kind": kind, **ref}]
    m = re.fullmatch(r"return (.+?) to (?:its|their) owners?'?s?'? hands?", s)
    if m:
        ref = any_ref(m.group(1), ctx)
        return [{"kind": "return_to_hand", **ref}] if ref is not None else None
    m = re.fullmatch(r"return (<t\d+>) to (?:your|its owner's|their owner's|their owners') hands?", s)
    if m and ctx.extra.get("graveyard_target") == int(m.group(1)[2:-1]):
        return [{"kind": "return_from_graveyard", "target": int(m.group(1)[2:-1]), "to": "hand"}]
    m = re.fullmatch(r"return (<t\d+>) to the battlefield(?: under (your|its owner's|their owners') control)?"
                     r"( tapped)?", s)
    if m and ctx.extra.get("graveyard_target") == int(m.group(1)[2:-1]):
        out: dict[str, Any] = {"kind": "return_from_graveyard", "target": int(m.group(1)[2:-1]), "to": "battlefield"}
        if m.group(2) == "your":
            out["under"] = "you"
        if m.group(3):
            out["tapped"] = True
        return [out]
    m = re.fullmatch(r"gain control of (<t\d+>|it|that creature) until end of turn", s)
    if m:
        ref = obj_ref(m.group(1), ctx)
        return [{"kind": "gain_control", "until": "end_of_turn", **ref}] if ref is not None else None
    m = re.fullmatch(r"gain control of (<t\d+>)", s)
    if m:
        ref = obj_ref(m.group(1), ctx)
        return [{"kind": "gain_control", **ref}] if ref is not None else None
    m = re.fullmatch(r"put (<t\d+>) on (?:the )?top of (?:its|their) owners?'?s?'? librar(?:y|ies)", s)
    if m:
        return [{"kind": "put_on_library", "target": int(m.group(1)[2:-1])}]
    m = re.fullmatch(r"(?:then )?put (a|one|two|three|four) cards? from your hand on top of your library"
                     r"(?: in any order)?", s)
    if m:  # Brainstorm: "then put two cards from your hand on top of your library in any order"
        return [{"kind": "hand_to_library", "count": number(m.group(1))}]
    m = re.fullmatch(r"put (a|an) (land|creature|artifact|enchantment|basic land) card from your hand onto the "
                     r"battlefield( tapped)?", s)
    if m:
        flt: dict[str, Any] = {"types": ["land" if "land" in m.group(2) else m.group(2)]}
        if m.group(2) == "basic land":
            flt["basic"] = True
        out_put: dict[str, Any] = {"kind": "put_from_hand", "filter": flt}
        if m.group(3):
            out_put["tapped"] = True
        return [out_put]
    m = re.fullmatch(r"copy (<t\d+>)(?:, except that the copy is (white|blue|black|red|green))?", s)
    if m:
        out_copy: dict[str, Any] = {"kind": "copy_spell", "target": int(m.group(1)[2:-1])}
        if m.group(2):
            out_copy["colors"] = COLORS[m.group(2)]
        return [out_copy]
    m = re.fullmatch(r"put (<t\d+>) onto the battlefield under your control", s)
    if m and ctx.extra.get("graveyard_target") == int(m.group(1)[2:-1]):
        return [{"kind": "return_from_graveyard", "target": int(m.group(1)[2:-1]), "to": "battlefield",
                 "under": "you"}]
    if s == "prevent all combat damage that would be dealt this turn":
        return [{"kind": "prevent_combat_damage"}]
    if s == "you may choose new targets for the copy" or s == "you may choose new targets for the copies":
        return [{"kind": "copy_targets"}]
    m = re.fullmatch(r"attach (~|it) to (<t\d+>)", s)
    if m:
        return [{"kind": "attach", "target": int(m.group(2)[2:-1])}]
    return _attach_clause(s, ctx)


def _attach_clause(s: str, ctx: Context) -> list[dict[str, Any]] | None:
    """"you may attach ~ to it", "attach ~ to that creature", "attach target Equipment you control to target creature
    you control", "attach all Equipment you control to ~" (701.3a): what is attached (`object`: one reference, or
    `each` of a kind) and to what (`to`)."""
    m = re.fullmatch(r"(you may )?attach (.+?) to (.+)", s)
    if not m:
        return None
    what, host = m.group(2), m.group(3)
    thing = obj_ref(what, ctx) or group_ref(what, ctx)
    to = obj_ref(host, ctx)
    if thing is None or to is None or to == thing or "each" in to:
        return None
    out: dict[str, Any] = {"kind": "attach", "object": thing, "to": to}
    if m.group(1):
        out["optional"] = True
    return [out]


# ---------------------------------------------------------------------------------------------- players

PLAYER_VERBS: list[tuple[str, Callable[[re.Match[str]], dict[str, Any]]]] = [
    (r"draws? " + NUM + r" cards?", lambda m: {"kind": "draw", "count": _n(m.group(1))}),
    (r"draws? a card", lambda m: {"kind": "draw", "count": 1}),
    (r"discards? " + NUM + r" cards?", lambda m: {"kind": "discard", "count": _n(m.group(1))}),
    (r"discards? a card", lambda m: {"kind": "discard", "count": 1}),
    (r"gains? " + NUM + r" life", lambda m: {"kind": "gain_life", "amount": _n(m.group(1))}),
    (r"loses? " + NUM + r" life", lambda m: {"kind": "lose_life", "amount": _n(m.group(1))}),
    (r"mills? " + NUM + r" cards?", lambda m: {"kind": "mill", "count": _n(m.group(1))}),
    (r"mills? a card", lambda m: {"kind": "mill", "count": 1}),
    (r"scry " + NUM, lambda m: {"kind": "scry", "count": _n(m.group(1))}),
    (r"surveil " + NUM, lambda m: {"kind": "surveil", "count": _n(m.group(1))}),
    (r"reveals? (?:their|his or her|your) hand", lambda m: {"kind": "reveal_hand"}),
    (r"shuffles? (?:their|your) library", lambda m: {"kind": "shuffle"}),
    (r"shuffles?", lambda m: {"kind": "shuffle"}),
    (r"look at the top " + NUM + r" cards? of your library",
     lambda m: {"kind": "look_at_top", "count": _n(m.group(1))}),
    (r"look at the top card of your library", lambda m: {"kind": "look_at_top", "count": 1}),
    (r"reveal the top " + NUM + r" cards? of your library",
     lambda m: {"kind": "reveal_top", "count": _n(m.group(1))}),
    (r"reveal the top card of your library", lambda m: {"kind": "reveal_top", "count": 1}),
    (r"exile the top " + NUM + r" cards? of (?:your|their) library", lambda m: {"kind": "exile_top",
                                                                              "count": _n(m.group(1))}),
    (r"exile the top card of (?:your|their|his or her) library", lambda m: {"kind": "exile_top", "count": 1}),
]


def _player_predicate(pred: str, who: dict[str, Any]) -> dict[str, Any] | None:
    for rx, build in PLAYER_VERBS:
        m = re.fullmatch(rx, pred)
        if m:
            effect = build(m)
            if isinstance(effect.get("count"), str) and effect["count"] != "X":
                return None
            if isinstance(effect.get("amount"), str) and effect["amount"] != "X":
                return None
            if effect["kind"] in ("draw", "discard", "gain_life", "lose_life", "mill", "reveal_hand", "shuffle",
                                  "exile_top"):
                effect.update(who)
            elif who.get("who") != "you":
                return None
            return effect
    return None


SUBJECT_RE = re.compile(r"^(you|<t\d+>_controller|<t\d+>|each player|each opponent|each of your opponents|that player|"
                        r"enchanted creature's controller|equipped creature's controller|its controller|"
                        r"that creature's controller) (.+)$")


def _player_clauses(s: str, ctx: Context) -> list[dict[str, Any]] | None:
    """"you draw two cards and you lose 2 life", "each player discards a card", "draw a card" (you)."""
    m = SUBJECT_RE.match(s)
    if m:
        who = player_ref(m.group(1), ctx)
        rest = m.group(2)
    else:
        who, rest = {"who": "you"}, s
    if who is None:
        return None
    m = re.fullmatch(r"gains? life equal to (its|that creature's|the exiled creature's) power", rest)
    if m and ctx.it is not None and "target" in ctx.it:  # Swords to Plowshares: last known information
        return [{"kind": "gain_life", "amount": "it_power", "amount_of": ctx.it, **who}]
    m = re.fullmatch(r"(gains?|loses?) " + NUM + r" life for each (.+?)", rest)
    if m:  # "you gain 1 life for each creature you control"
        ref = group_ref(_plural(m.group(3)), ctx)
        n = _amount(m.group(2))
        if ref is not None and isinstance(n, int):
            kind = "gain_life" if m.group(1).startswith("gain") else "lose_life"
            return [{"kind": kind, "amount": "count", "per": n, "count_of": ref["each"], **who}]
    m = re.fullmatch(r"(?:then )?shuffles?(?: (?:their|your) library)?", rest)
    if m and who.get("who") in ("event_player", "target", "target_controller", "you"):
        return [{"kind": "shuffle", **who}]
    m = re.fullmatch(r"(gains?|loses?) life equal to its mana value", rest)
    if m and ctx.it is not None and "target" in ctx.it:  # Reanimate
        kind = "gain_life" if m.group(1).startswith("gain") else "lose_life"
        return [{"kind": kind, "amount": "it_mana_value", "amount_of": ctx.it, **who}]
    out: list[dict[str, Any]] = []
    for part in re.split(r",? and (?=(?:you |each |that player |<t\d+> )?(?:draws?|discards?|gains?|loses?|mills?|"
                         r"scry|surveil|reveals?|shuffles?)\b)", rest):
        sub = SUBJECT_RE.match(part)
        current = who
        if sub:
            current = player_ref(sub.group(1), ctx) or {}
            part = sub.group(2)
            if not current:
                return None
        effect = _player_predicate(part.strip(), current)
        if effect is None:
            return None
        out.append(effect)
    return out or None


# ---------------------------------------------------------------------------------------------- tokens

TOKEN_NAMES = {"treasure", "food", "clue", "blood", "gold", "powerstone", "map", "incubator"}


TOKEN_KEYWORDS = {"changeling"}  # keywords a token may have besides those an effect grants


def _tokens(s: str, ctx: Context) -> list[dict[str, Any]] | None:
    """"create two 1/1 white Soldier creature tokens with flying", "create a Treasure token", "its controller
    creates a 3/3 green Beast creature token", "create a tapped 2/2 black Zombie creature token", "create a
    1/1 red Devil creature token with "When this creature dies, ..."", "create a token that's a copy of
    target creature you control", "create X 1/1 Saprolings, where X is ...", "... for each Elf you control"."""
    if s == "investigate":
        return [{"kind": "create_token", "count": 1, "token": "clue"}]
    created = creator(s, ctx)
    if created is None:
        return None
    who, rest = created
    copy = re.fullmatch(r"(a|two|three|that many|" + NUM[1:-1] + r") tokens? that's a copy of (.+)|"
                        r"(a|two|three) tokens? that are copies of (.+)", rest)
    if copy:
        ref = obj_ref(copy.group(2) or copy.group(4), ctx)
        count = _count_word(copy.group(1) or copy.group(3), ctx)
        if ref is None or count is None:
            return None
        return [{"kind": "create_token", "count": count, "copy_of": ref, **who}]
    per = None
    m2 = re.fullmatch(r"(.+?) (for each .+)", rest)
    if m2 and " with " not in m2.group(2):
        from cardpool.oracle.phrases import for_each

        per = for_each(m2.group(2), ctx)
        if per is None:
            return None
        rest = m2.group(1)
    equal = re.fullmatch(r"a number of (.+?) tokens?( with .+?)? equal to (.+)", rest)
    count_value: int | str | dict[str, Any] | None
    if equal:
        from cardpool.oracle.phrases import quantity

        q = quantity(equal.group(3), ctx)
        if not isinstance(q, dict):
            return None
        rest, count_value = f"{equal.group(1)} tokens{equal.group(2) or ''}", q
    else:
        m3 = re.fullmatch(r"(that many|" + NUM[1:-1] + r") (.+)", rest)
        if not m3:
            return None
        count_value = _count_word(m3.group(1), ctx)
        rest = m3.group(2)
        if count_value is None:
            return None
    if per is not None:
        if not isinstance(count_value, int):
            return None
        count_value = {**per, "per": count_value}
    m4 = re.fullmatch(r"(tapped )?(.+?) tokens?(?: with (.+?))?(?: that(?:'s| are| is) (tapped))?", rest)
    if not m4:
        return None
    out: dict[str, Any] = {"kind": "create_token", "count": count_value, **who}
    if m4.group(1) or m4.group(4):
        out["tapped"] = True
    desc = _original(m4.group(2), ctx)
    from cardpool.tokens import predefined

    if desc.lower() in TOKEN_NAMES and not m4.group(3):
        if predefined(desc.lower()) is None:
            return None
        out["token"] = desc.lower()
        return [out]
    spec = _token_spec(desc)
    if spec is None:
        return None
    if m4.group(3):
        extra = _token_abilities(m4.group(3), ctx)
        if extra is None:
            return None
        spec.update(extra)
    out.update(spec)
    return [out]


def _count_word(word: str, ctx: Context) -> int | str | dict[str, Any] | None:
    if word == "that many":
        from cardpool.oracle.phrases import quantity

        return quantity(word, ctx)
    value = _n(word)
    return value if isinstance(value, int) or value == "X" else None


def _token_abilities(text: str, ctx: Context) -> dict[str, Any] | None:
    """"flying", "changeling", "flying and «q0»", "«q0»" -> keywords and the quoted abilities' record."""
    out: dict[str, Any] = {}
    quotes = ctx.extra.get("quotes") or []
    parts = [p.strip() for p in re.split(r",\s*(?:and\s+)?|\s+and\s+", text.strip()) if p.strip()]
    keywords = []
    for part in parts:
        q = re.fullmatch(r"«q(\d+)»", part)
        if q:
            index = int(q.group(1))
            rec = quotes[index] if index < len(quotes) else None
            if rec is None or "abilities" in out:
                return None
            out["abilities"] = rec
        elif part in GRANTABLE or part in TOKEN_KEYWORDS:
            keywords.append(part)
        else:
            return None
    if keywords:
        out["keywords"] = keywords
    return out


def _token_spec(desc: str) -> dict[str, Any] | None:
    """"1/1 white Soldier creature", "2/2 green and white Elf Warrior creature", "0/1 colorless Eldrazi Spawn
    creature", "1/1 colorless Thopter artifact creature" -> power, toughness, colors, types, subtypes."""
    words = desc.split()
    if not words or not re.fullmatch(r"\d+/\d+|[xX]/[xX]", words[0]):
        return None
    power, toughness = (int(x) if x.isdigit() else "X" for x in words[0].split("/"))  # X/X: "where X is ..."
    i = 1
    colors = ""
    while i < len(words) and words[i].lower() in COLORS | {"and": ""}:
        colors += COLORS.get(words[i].lower(), "")
        i += 1
    subtypes = []
    while i < len(words) and words[i][:1].isupper():
        subtypes.append(words[i])
        i += 1
    types = [w.lower() for w in words[i:]]
    if not subtypes or not types or types[-1] != "creature" or any(t not in ("artifact", "enchantment", "creature")
                                                                   for t in types):
        return None
    return {"power": power, "toughness": toughness, "colors": colors, "types": types, "subtypes": subtypes}


def _transform_clause(s: str, ctx: Context) -> list[dict[str, Any]] | None:
    """"Transform ~", "transform it", "transform target Human" (701.27a)."""
    m = re.fullmatch(r"transform (.+)", s)
    if m:
        ref = obj_ref(m.group(1), ctx)
        return [{"kind": "transform", **ref}] if ref is not None else None
    return None


def _tutor_to_top(s: str, ctx: Context) -> list[dict[str, Any]] | None:
    """"Search your library for a card, then shuffle and put that card on top" (Vampiric Tutor, 701.23): the
    found card goes on top of the shuffled library (its place is then the only one known)."""
    from cardpool.oracle.phrases import card_filter

    m = re.fullmatch(r"search your library for (?:a|an) (.+?), (?:reveal it, )?then shuffle and put that card on top",
                     s)
    if not m:
        return None
    out: dict[str, Any] = {"kind": "search_library", "count": 1, "to": "library_top"}
    if m.group(1) != "card":
        flt = card_filter(m.group(1), ctx)
        if flt is None:
            return None
        out["filter"] = flt
    return [out]


def _shuffle_zones(s: str, ctx: Context) -> list[dict[str, Any]] | None:
    """"Target player shuffles their graveyard into their library", "each player shuffles their hand and graveyard
    into their library, then draws seven cards" (701.24a; the draws are the same players'), "~'s owner shuffles it
    into their library"."""
    m = re.fullmatch(r"(.+?) shuffles? (?:their|your) (graveyard|hand|hand and graveyard) into (?:their|your) library"
                     r"(?:, then draws? (\w+) cards?)?", s)
    if not m:
        m = re.fullmatch(r"shuffle your (graveyard|hand|hand and graveyard) into your library(?:, then draw (\w+) "
                         r"cards?)?", s)
        if not m:
            return _shuffle_it(s, ctx)
        who: dict[str, Any] | None = {"who": "you"}
        zones, draw = m.group(1), m.group(2)
    else:
        who = player_ref(m.group(1), ctx)
        zones, draw = m.group(2), m.group(3)
    if who is None:
        return None
    out: list[dict[str, Any]] = [{"kind": "shuffle_into_library", "zones": zones.split(" and "), **who}]
    if draw is not None:
        n = _amount(draw)
        if not isinstance(n, int):
            return None
        out.append({"kind": "draw", "count": n, **who})
    return out


def _shuffle_it(s: str, ctx: Context) -> list[dict[str, Any]] | None:
    m = re.fullmatch(r"(?:(.+?)'s owner|its owner|the owner of (.+?)) shuffles (it|them) into (?:their|its owner's) "
                     r"library", s)
    if not m:
        return None
    ref = obj_ref(m.group(1) or m.group(2) or "it", ctx)
    return [{"kind": "move", "to": "library_shuffle", **ref}] if ref is not None else None


def _switch_clause(s: str, ctx: Context) -> list[dict[str, Any]] | None:
    """"Switch target creature's power and toughness until end of turn" (613.4d)."""
    m = re.fullmatch(r"switch (.+?)(?:'s|' ) power and toughness until end of turn", s) or \
        re.fullmatch(r"switch the power and toughness of (.+?) until end of turn", s)
    if not m:
        return None
    ref = obj_ref("it" if m.group(1) in ("its", "it") else m.group(1), ctx)
    return [{"kind": "switch_pt", **ref}] if ref is not None else None


def _limit_clause(s: str, ctx: Context) -> list[dict[str, Any]] | None:
    """What an effect forbids for the rest of the turn (`plugins.effects_limits`): "target creature can't block ~
    this turn" (509.1b); "players can't gain life this turn", "target player can't play lands this turn", "damage
    can't be prevented this turn" (611.2a: the static ability of the same words, until the turn ends); "the
    damage can't be prevented" (615.12: this resolution's damage)."""
    m = re.fullmatch(r"(.+?) can't block ~ this turn", s)
    if m:
        ref = any_ref(m.group(1), ctx)
        return [{"kind": "cant_block_source", **ref}] if ref is not None else None
    if s in ("the damage can't be prevented", "this damage can't be prevented"):
        return [{"kind": "damage_unpreventable"}]
    m = re.fullmatch(r"(?:until end of turn, )?(.+?) (can't .+|(?:has|have) no maximum hand size)"
                     r"(?: this turn| until end of turn)", s)
    if not m:
        return None
    from cardpool.oracle.statics import player_static
    from cardpool.oracle.statics_players import damage_rule, player_rule

    subject, predicate = m.group(1), m.group(2)
    if subject == "damage":
        static = damage_rule("damage " + predicate, "damage " + predicate)
        return [{"kind": "turn_static", "static": static}] if static == {"kind": "unpreventable"} else None
    static = player_static(subject + " " + predicate) or player_rule(subject + " " + predicate)
    who: dict[str, Any] | None = None
    if static is None:  # one player: "target player can't play lands this turn"
        who = player_ref(subject, ctx)
        if who is None or who.get("who") not in ("target", "event_player", "target_controller"):
            return None
        predicate = predicate.replace("has no", "have no")
        static = player_static("you " + predicate) or player_rule("you " + predicate)
    if static is None or static.get("kind") not in TURN_STATICS:
        return None
    return [{"kind": "turn_static", "static": static, **(who or {})}]


def _add_mana_clause(s: str, ctx: Context) -> list[dict[str, Any]] | None:
    """"Its controller adds an additional {G}", "that player adds one mana of any type that land produced" (the
    effects of triggered mana abilities, 605.1b): mana added to a player's pool as it resolves (106.4)."""
    m = re.fullmatch(r"(its controller|that player|you) adds? (?:an additional )?(.+)", s)
    if not m:
        return None
    who = player_ref(m.group(1), ctx)
    if who is None:
        return None
    if m.group(2) in ("one mana of any type that land produced", "one mana of any type that permanent produced"):
        if not (ctx.extra.get("event_mana") or ctx.that == {"event": True}):
            return None
        return [{"kind": "add_mana", "event_mana": True, **who}]
    from cardpool.oracle.effects import mana_production

    mana, problem = mana_production(m.group(2))
    if mana is None or problem:
        return None
    return [{"kind": "add_mana", **mana, **who}]


# the static abilities of players an effect may give for the rest of the turn (`plugins.player_statics` reads them)
TURN_STATICS = ("cant_gain_life", "cant_play_lands", "no_max_hand_size", "draw_limit")


OBJECT_READERS = (_pump_clause, _mark_clause, _phase_clause, _color_clause, _transform_clause, _tutor_to_top,
                  _shuffle_zones, _switch_clause, _limit_clause, _add_mana_clause)


# ---------------------------------------------------------------------------------------------- entry

def clause_effects(s: str, ctx: Context) -> list[dict[str, Any]] | None:
    """The effects a sentence says (lower case, targets tokenised, no final dot), or None."""
    s = re.sub(r"^then ", "", s)
    m = re.fullmatch(r"until your next turn, (.+)", s) or re.fullmatch(r"(.+?),? until your next turn", s)
    if m and "until your next turn" not in m.group(1):
        return _until_next_turn(m.group(1), ctx)
    if re.fullmatch(r"choose (?:up to (?:one|two|three) )?<t\d+>(?:(?:,| and|, and) <t\d+>)*", s):
        return []  # "Choose target creature." only declares targets (115.1, 601.2c): the next sentences act on them
    if s == "if you search your library this way, shuffle":
        return [{"kind": "shuffle", "who": "you"}]
    m = re.fullmatch(r"(?:(<t\d+>|each player|each opponent|that player) )?sacrifices? (a|an|one|two|three) (.+)", s)
    if m and m.group(3) not in ("it", "them"):
        who = player_ref(m.group(1), ctx) if m.group(1) else {"who": "you"}
        ref = group_ref(_plural(m.group(3)).removeprefix("all "), ctx) or group_ref(_plural(m.group(3)), ctx)
        n = _amount(m.group(2))
        if who is not None and ref is not None and isinstance(n, int):
            return [{"kind": "sacrifice", "filter": ref["each"], "count": n, **who}]
    m = re.fullmatch(r"(?:you choose|choose) (?:a|an) (.*?)card from it", s)
    if m and ctx.that_player is not None:  # Duress: "You choose a noncreature, nonland card from it."
        words = m.group(1).replace(",", " ").split()
        flt: dict[str, Any] = {}
        for w in words:
            if w.startswith("non") and w[3:] in ("creature", "land", "artifact", "enchantment"):
                flt.setdefault("types", []).append(w)
            elif w in ("creature", "land", "artifact", "enchantment", "instant", "sorcery"):
                flt.setdefault("types", []).append(w)
            else:
                return None
        return [{"kind": "choose_from_hand", **ctx.that_player, **({"filter": flt} if flt else {})}]
    if s == "that player discards that card" and ctx.that_player is not None:
        return [{"kind": "discard_chosen", **ctx.that_player}]
    m = re.fullmatch(r"(.+?) at the beginning of the next (end step|turn's upkeep|upkeep)", s)
    if m:  # a delayed triggered ability (603.7)
        inner = _one_clause(m.group(1), ctx) or _conjunction(m.group(1), ctx)
        if inner is None or any(e.get("optional") for e in inner):
            return None
        return [{"kind": "delayed", "when": "end_step" if m.group(2) == "end step" else "upkeep", "effects": inner}]
    m = re.fullmatch(r"when you cast your next (.+?) this turn, (.+)", s)
    if m:  # a delayed triggered ability (603.7) waiting for the controller's next such spell this turn
        from cardpool.oracle.grammar import parse_object, words_of

        words = words_of(_original(m.group(1), ctx))
        ph = parse_object(words, 0, allow_players=False)
        if ph is None or ph.end != len(words) or ph.problems or ph.zone or ph.noun != "spell":
            return None
        inner = clause_effects(m.group(2), ctx.but(it={"event": True}, that={"event": True}))
        if inner is None or any(e.get("optional") for e in inner):
            return None
        flt = ph.filter()
        return [{"kind": "delayed", "when": "next_cast", "effects": inner, **({"filter": flt} if flt else {})}]
    m = re.fullmatch(r"after this (main )?phase, there is an additional combat phase( followed by an additional main "
                     r"phase)?|there is an additional combat phase after this (main )?phase", s)
    if m:  # 500.8: phases added to the turn
        return [{"kind": "extra_phase", "after": "main" if m.group(1) or m.group(3) else "phase",
                 **({"main": True} if m.group(2) else {})}]
    m = re.fullmatch(r"when you do, (.+)", s)
    if m:  # a reflexive triggered ability (603.12): it triggers if the action before it was done
        inner = clause_effects(m.group(1), ctx)
        if inner is None or any(e.get("optional") or e.get("if_done") or e.get("unless_done") for e in inner):
            return None
        return [{"kind": "reflexive", "effects": inner}]
    m = re.fullmatch(r"(.+?) at end of combat", s)
    if m:  # a delayed triggered ability at the next end of combat step (603.7, 511.2)
        inner = _one_clause(m.group(1), ctx) or _conjunction(m.group(1), ctx)
        if inner is None or any(e.get("optional") for e in inner):
            return None
        return [{"kind": "delayed", "when": "end_of_combat", "effects": inner}]
    m = re.fullmatch(r"you may pay ((?:\{[0-9wubrgc]\})+)", s)
    if m:  # "You may pay {2}. If you do, ..." (the choice is a line after `resolve`)
        return [{"kind": "optional_payment", "mana": m.group(1).upper()}]
    m = re.fullmatch(r"(.+?) unless you pay ((?:\{[0-9wubrgc]\})+)", s)
    if m:  # "sacrifice ~ unless you pay {U}": the payment is the controller's choice, then what happens without it
        inner = _one_clause(m.group(1), ctx)
        if inner is None or any(e.get("optional") or "condition" in e or e.get("if_done") for e in inner):
            return None
        for effect in inner:
            effect["unless_done"] = True
        return [{"kind": "optional_payment", "mana": m.group(2).upper()}, *inner]
    wager = wager_clause(s, ctx, clause_effects)
    if wager is not None:  # "if you win the flip, ...", after a clash "if you win, ..."
        return wager
    m = re.fullmatch(r"if you (do|don't), (.+)", s)
    if m:  # what follows a "you may" the engine carried out (or a payment made), or didn't
        inner = clause_effects(m.group(2), ctx)
        if inner is None or any(e.get("optional") for e in inner):
            return None
        for effect in inner:
            effect["if_done" if m.group(1) == "do" else "unless_done"] = True
        return inner
    m = re.fullmatch(r"otherwise, (.+)", s)
    if m and ctx.extra.get("last_condition") is not None:  # the opposite of the sentence before's "if"
        inner = clause_effects(m.group(1), ctx)
        if inner is None or any("condition" in e for e in inner):
            return None
        for effect in inner:
            effect["condition"] = {"c": "not", "of": ctx.extra["last_condition"]}
        return inner
    m = re.fullmatch(r"if ([^,]+), (.+)", s)
    if m and not m.group(2).endswith(" instead"):
        from cardpool.oracle.conditions import effect_condition

        cond = effect_condition(m.group(1), ctx)
        if cond is not None:
            inner = clause_effects(m.group(2), ctx)
            if inner is None or any("condition" in e or e.get("if_done") for e in inner):
                return None
            for effect in inner:
                effect["condition"] = cond
            return inner
    m = re.fullmatch(r"until end of turn, (.+)", s)
    if m and " until end of turn" not in m.group(1):  # the duration said first: the same effects said last
        moved = clause_effects(m.group(1) + " until end of turn", ctx)
        if moved is not None:
            return moved
    m = re.fullmatch(r"you may have (.+)", s)
    if m:  # "you may have target player lose 2 life": the same effect as "target player loses 2 life", optional
        made = _have_clause(m.group(1), ctx)
        if made is not None:
            for effect in made:
                effect["optional"] = True
            return made
    optional = False
    if s.startswith("you may ") and not s.startswith(("you may pay", "you may choose new targets")):
        optional, s = True, s[len("you may "):]
        ctx = ctx.but()
    out = _one_clause(s, ctx)
    if out is None:
        out = _conjunction(s, ctx)
    if out is not None and optional:
        for effect in out:
            effect["optional"] = True
    return out


# the effects whose duration the engine can carry past the cleanup step to the controller's next turn (611.2a):
# changes of power, toughness and keyword abilities (`plugins.effects_lasting`), the effects that work like a
# static ability (`plugins.effects_limits`)
NEXT_TURN_KINDS = frozenset({"pump", "turn_static", "mark"})
# the restrictions and requirements of combat a mark carries (`plugins.effects_lasting.mark_until_next_turn`)
NEXT_TURN_MARKS = frozenset({"cant_block", "cant_be_blocked", "cant_attack_or_block", "cant_attack",
                             "attacks_each_combat", "blocks_each_combat", "must_be_blocked"})


def _until_next_turn(s: str, ctx: Context) -> list[dict[str, Any]] | None:
    """"Until your next turn, creatures you control get +1/+0 and gain lifelink", "it gains haste until your
    next turn": the effects the same words say "until end of turn", lasting until the controller's next turn
    (611.2a). None when one of them is of a kind whose duration the engine can't carry that far (read as an
    effect it doesn't simulate rather than one that ends too early)."""
    for said in (" until end of turn", " this turn"):
        inner = clause_effects(s + said, ctx)
        if inner and all(e.get("kind") in NEXT_TURN_KINDS and not e.get("lasting")
                         and (e.get("kind") != "mark" or e.get("mark") in NEXT_TURN_MARKS) for e in inner):
            return [{**e, "until": "your_next_turn"} for e in inner]
    return None


# verbs of "you may have <subject> <verb> ...", with the form a singular subject takes
HAVE_VERBS = {"deal": "deals", "get": "gets", "fight": "fights", "lose": "loses", "discard": "discards",
              "mill": "mills", "draw": "draws", "become": "becomes", "gain": "gains", "block": "blocks",
              "assign": "assigns", "exchange": "exchange", "return": "returns", "sacrifice": "sacrifices",
              "put": "puts", "create": "creates", "search": "searches", "shuffle": "shuffles", "untap": "untaps",
              "tap": "taps", "explore": "explores", "connive": "connives", "attack": "attacks", "scry": "scries",
              "surveil": "surveils", "investigate": "investigates", "phase": "phases", "have": "has"}


def _have_clause(s: str, ctx: Context) -> list[dict[str, Any]] | None:
    """"target creature get -2/-2 until end of turn" (after "you may have"): read as "target creature gets
    -2/-2 until end of turn" (a singular subject) or as it stands (a plural one: "creatures you control get")."""
    words = s.split(" ")
    for i, word in enumerate(words[1:], start=1):
        third = HAVE_VERBS.get(word)
        if third is None:
            continue
        subject, rest = " ".join(words[:i]), " ".join(words[i + 1:])
        for verb in dict.fromkeys((third, word)):
            out = clause_effects(f"{subject} {verb} {rest}".strip(), ctx)
            if out is not None and not any(e.get("optional") for e in out):
                return out
        return None
    return None


def _one_clause(s: str, ctx: Context) -> list[dict[str, Any]] | None:
    from cardpool.oracle.verbs import READERS
    from cardpool.oracle.zones import READERS as ZONE_READERS

    for reader in (_tokens, _object_clause, _damage_clause, _counters, _imperative_object, _player_clauses, *READERS,
                   game_action, change_clause, combat_requirement, *ZONE_READERS):
        out = reader(s, ctx)
        if out is not None:
            return out
    return None


def _conjunction(s: str, ctx: Context) -> list[dict[str, Any]] | None:
    """Two clauses joined by "and" (", and"): "untap target creature and gain control of it until end of
    turn", "~ deals 3 damage to any target and you gain 3 life"; "if it's a creature, ..." (Disintegrate:
    only a creature can be regenerated or die, so the condition adds nothing the effects don't check)."""
    s = re.sub(r"^if it's a creature, ", "", s)
    for m in re.finditer(r",? and (?:then )?", s):
        left, right = s[:m.start()], s[m.end():]
        first = _one_clause(left, ctx)
        if first is None and right.endswith(" until end of turn"):  # "A and B until end of turn": both last
            first = _one_clause(left + " until end of turn", ctx)
        if first is None:
            continue
        refs: list[dict[str, Any]] = [{k: e[k] for k in ("target", "self", "attached", "event") if k in e}
                                      for e in first]
        refs = [r for r in refs if r]
        right_ctx = ctx
        if refs and all(r == refs[0] for r in refs):  # "untap target creature and gain control of it"
            right_ctx = ctx.but(it=refs[0], that=refs[0])
        second = _one_clause(right, right_ctx) or _conjunction(right, right_ctx)
        if second is not None:
            until = re.search(r" until end of turn$", right)
            if until and not left.endswith("until end of turn"):
                first = _one_clause(left + " until end of turn", ctx) or first
            return first + second
    return None


__all__ = ["Context", "clause_effects", "obj_ref", "group_ref", "player_ref", "keywords_of", "GRANTABLE"]
