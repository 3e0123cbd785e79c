"""More of what an "if ..." clause of an effect may check (608.2c, and 603.4 for a trigger's intervening "if"):
`conditions.effect_condition` reads the phrasings it knows and asks here for the others. Each reader takes the
clause (lower case, the card's name as "~", targets as `<tN>`) and returns a condition record, or None.

The records (`plugins.conditions.holds` evaluates them as the effect resolves):

- {"c": "control", "who", "filter", "cmp"}: "you control three or more artifacts", "you control a token",
  "no creatures are on the battlefield" (`who`: "you", "opponent", "any");
- {"c": "cards", "zone", "who"..., "cmp", "filter"?}: "you have no cards in hand", "there are two or more instant
  and/or sorcery cards in your graveyard", "an opponent has eight or more cards in their graveyard";
- {"c": "card_types", "cmp"}: delirium, "four or more card types among cards in your graveyard";
- {"c": "more", "stat", "filter"?, "who"..., "than"}: "an opponent controls more lands than you", "you have more
  cards in hand than each opponent", "an opponent has more life than you";
- {"c": "all" | "any", "of": [...]}: "you control an artifact and an enchantment", "you control a Desert or
  there is a Desert card in your graveyard";
- {"c": "counters", "ref", "counter", "cmp"}: "there are two or more ki counters on ~", "it had counters on it";
- {"c": "stat", "ref", "stat", "cmp"}: "its mana value was 3 or less", "that creature had power 4 or greater";
- {"c": "city_blessing"}, {"c": "cast_main"} ("you cast this spell during your main phase"), {"c": "cast_from",
  "zone"?} ("you cast it from your hand", "you cast it", "this spell was cast from a graveyard");
- {"c": "turn", "what"}: beside `effect_condition`'s: "left_battlefield" (revolt), "land_entered" (landfall);
  {"c": "gained_life", "cmp"}: "you gained 3 or more life this turn".
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from cardpool.oracle.grammar import number
from cardpool.oracle.refs import Context, obj_ref

Cond = dict[str, Any]
Reader = Callable[[str, Context], "Cond | None"]
READERS: list[Reader] = []

CMP_WORDS = r"(?:no|zero|an?|one|\w+ or (?:more|greater|less|fewer)|exactly \w+)"
ZONES = {"hand": "hand", "graveyard": "graveyard", "library": "library"}


def reader(fn: Reader) -> Reader:
    READERS.append(fn)
    return fn


def cmp_of(words: str) -> str | None:
    """"three or more" -> ">=3", "two or fewer" -> "<=2", "no" -> "=0", "a" -> ">=1", "exactly 7" -> "=7"."""
    m = re.fullmatch(r"(\w+) or (more|greater|less|fewer)", words)
    if m:
        n = number(m.group(1))
        if not isinstance(n, int):
            return None
        return f"{'>=' if m.group(2) in ('more', 'greater') else '<='}{n}"
    if words in ("no", "zero"):
        return "=0"
    if words in ("a", "an", "one"):
        return ">=1"
    m = re.fullmatch(r"exactly (\w+)", words)
    n = number(m.group(1) if m else words)
    if not isinstance(n, int):
        return None
    return f"={n}" if m else f">={n}"


def _filter(phrase: str, ctx: Context, plural_ok: bool = True) -> dict[str, Any] | None:
    """An object filter of a noun phrase; an adjective alone ("a token", "legendary") as a permanent."""
    from cardpool.oracle.conditions import _object_or_card

    flt = _object_or_card(phrase, ctx, plural_ok=plural_ok)
    if flt is None and phrase.endswith("tokens"):  # "three or more tokens": token permanents
        flt = _object_or_card(phrase[:-1] + " permanents", ctx, plural_ok=plural_ok)
    if flt is None and phrase.split()[-1] not in ("permanent", "permanents"):
        flt = _object_or_card(re.sub(r"^(an?|another) ", r"\1 ", phrase) + " permanent", ctx, plural_ok=plural_ok)
    return flt


PLAYERS = {"you": {"who": "you"}, "an opponent": {"who": "each_opponent"}, "target opponent": None,
           "defending player": {"who": "defending_player"}, "a player": {"who": "each_player"},
           "each opponent": {"who": "each_opponent"}}


def _player(text: str, ctx: Context) -> dict[str, Any] | None:
    """Whom a condition's subject names (any of them satisfying the condition is enough, 608.2c)."""
    if text in ("that player", "they", "that opponent"):
        return dict(ctx.that_player) if ctx.that_player is not None else None
    m = re.fullmatch(r"<t(\d+)>", text)
    if m:
        return {"who": "target", "target": int(m.group(1))}
    found = PLAYERS.get(text)
    return dict(found) if found else None


@reader
def _control(t: str, ctx: Context) -> Cond | None:
    """"you control three or more artifacts", "an opponent controls a token", "you control another Spirit",
    "you control an artifact and an enchantment" (both), "you control a God, a Demigod, or a legendary
    enchantment" (any of them)."""
    m = re.fullmatch(r"(you|an opponent|that player|defending player|<t\d+>) controls? (.+)", t)
    if not m:
        return None
    who = _player(m.group(1), ctx)
    if who is None:
        return None
    parts = [p for p in re.split(r", (?:and |or )?| and | or ", m.group(2)) if p]
    if len(parts) > 1:
        joined = "all" if " and " in m.group(2) and " or " not in m.group(2) else "any"
        conds = [_one_control(who, p, ctx) for p in parts]
        if any(c is None for c in conds):
            whole = _one_control(who, m.group(2), ctx)  # "creatures with power 4 or greater" has an "or" of its own
            return whole
        return {"c": joined, "of": conds}
    return _one_control(who, m.group(2), ctx)


def _one_control(who: dict[str, Any], phrase: str, ctx: Context) -> Cond | None:
    m = re.fullmatch(rf"({CMP_WORDS}) (.+)", phrase)
    if m is None:
        return None
    cmp = cmp_of(m.group(1))
    flt = _filter(m.group(2), ctx)
    if cmp is None or flt is None or flt.get("controller") or flt.get("zone"):
        return None
    return {"c": "control", **_control_who(who), "filter": flt, "cmp": cmp}


def _control_who(who: dict[str, Any]) -> dict[str, Any]:
    if who.get("who") == "you":
        return {"who": "you"}
    if who.get("who") == "each_opponent":
        return {"who": "opponent"}
    return {"who": "player", "player": who}


@reader
def _another_control(t: str, ctx: Context) -> Cond | None:
    """"you control another Spirit", "you control another creature with power 3 or greater"."""
    m = re.fullmatch(r"(you|your team|an opponent) controls? another (.+)", t)
    if not m:
        return None
    flt = _filter("another " + m.group(2), ctx, plural_ok=False)
    if flt is None or flt.get("controller") or flt.get("zone"):
        return None
    return {"c": "control", "who": "opponent" if m.group(1) == "an opponent" else "you", "filter": flt, "cmp": ">=1"}


@reader
def _on_battlefield(t: str, ctx: Context) -> Cond | None:
    """"no creatures are on the battlefield", "there are three or more creatures on the battlefield"."""
    m = re.fullmatch(rf"(?:there (?:are|is) )?({CMP_WORDS}) (.+?) (?:are |is )?on the battlefield", t)
    if not m:
        return None
    cmp = cmp_of(m.group(1))
    flt = _filter(m.group(2), ctx)
    if cmp is None or flt is None or flt.get("controller") or flt.get("zone"):
        return None
    return {"c": "control", "who": "any", "filter": flt, "cmp": cmp}


@reader
def _cards(t: str, ctx: Context) -> Cond | None:
    """"you have no cards in hand", "that player has two or fewer cards in hand", "you have four or more
    creature cards in your graveyard", "there are two or more instant and/or sorcery cards in your graveyard",
    "an opponent has eight or more cards in their graveyard", "you have 20 or more cards in your library"."""
    m = re.fullmatch(rf"(?:(you|that player|an opponent|<t\d+>) (?:have|has)|there (?:are|is)) ({CMP_WORDS}) "
                     r"(?:(.+?) )?cards? (?:are )?in (?:(your|their|that player's) )?(hand|graveyard|library)", t)
    if not m:
        return None
    whose = m.group(1) or ("you" if m.group(4) == "your" else None)
    if whose is None or (m.group(1) is None and m.group(4) != "your"):
        return None
    who = _player(whose, ctx)
    cmp = cmp_of(m.group(2))
    if who is None or cmp is None:
        return None
    out: Cond = {"c": "cards", "zone": ZONES[m.group(5)], **who, "cmp": cmp}
    if m.group(3):
        flt = _filter(m.group(3) + " card", ctx, plural_ok=False)
        if flt is None:
            return None
        out["filter"] = flt
    return out


@reader
def _card_types(t: str, ctx: Context) -> Cond | None:
    """Delirium (and its like): "there are four or more card types among cards in your graveyard"."""
    m = re.fullmatch(rf"there are ({CMP_WORDS}) card types among cards in your graveyard", t)
    cmp = cmp_of(m.group(1)) if m else None
    return {"c": "card_types", "cmp": cmp} if cmp else None


STATS = {"cards in hand": "hand", "life": "life", "cards in (?:their|your) graveyard": "graveyard"}


@reader
def _more(t: str, ctx: Context) -> Cond | None:
    """"an opponent controls more lands than you", "that player controls more lands than each other player",
    "you have more cards in hand than each opponent", "an opponent has more life than you", "you have less
    life than an opponent"."""
    m = re.fullmatch(r"(you|an opponent|that player|defending player|a player|<t\d+>) (controls?|has|have) "
                     r"(more|fewer|less) (.+?) than (you|each opponent|an opponent|each other player|that player)", t)
    if not m:
        return None
    who = _player(m.group(1), ctx)
    than = {"you": "you", "each opponent": "each_opponent", "an opponent": "an_opponent",
            "each other player": "each_other", "that player": "that_player"}[m.group(5)]
    if who is None or (than == "that_player" and ctx.that_player is None):
        return None
    out: Cond = {"c": "more", **who, "than": than, "less": m.group(3) != "more"}
    if than == "that_player":
        out["than_player"] = dict(ctx.that_player or {})
    if m.group(2).startswith("control"):
        flt = _filter(m.group(4), ctx)
        if flt is None or flt.get("controller") or flt.get("zone"):
            return None
        out.update(stat="control", filter=flt)
        return out
    for rx, stat in STATS.items():
        if re.fullmatch(rx, m.group(4)):
            out["stat"] = stat
            return out
    return None


FIXED: dict[str, Cond] = {  # conditions of one fixed phrasing, built once
    "you have the city's blessing": {"c": "city_blessing"},
    "you cast this spell during your main phase": {"c": "cast_main"},
    "you cast it during your main phase": {"c": "cast_main"},
    "you cast it from your hand": {"c": "cast_from", "zone": "hand"},
    "you're the monarch": {"c": "monarch"},
    "you are the monarch": {"c": "monarch"},
    "you have a full party": {"c": "full_party"},
    "that spell was kicked": {"c": "event_kicked"},
    "this spell's madness cost was paid": {"c": "alt_cost", "alt": "madness"},
    "its madness cost was paid": {"c": "alt_cost", "alt": "madness"},
    "its prowl cost was paid": {"c": "alt_cost", "alt": "prowl"},
    "its surge cost was paid": {"c": "alt_cost", "alt": "surge"},
    "~'s surge cost was paid": {"c": "alt_cost", "alt": "surge"},
    "~'s spectacle cost was paid": {"c": "alt_cost", "alt": "spectacle"},
    "its spectacle cost was paid": {"c": "alt_cost", "alt": "spectacle"},
    "this spell was foretold": {"c": "alt_cost", "alt": "foretell"},
    "~'s evoke cost was paid": {"c": "alt_cost", "alt": "evoke"},
    "its dash cost was paid": {"c": "alt_cost", "alt": "dash"},
    "tribute wasn't paid": {"c": "state", "state": "tribute_not_paid"},  # 702.104b
    "it's renowned": {"c": "state", "state": "renowned"},
    "~ is renowned": {"c": "state", "state": "renowned"},
    "~ is monstrous": {"c": "state", "state": "monstrous"},
    "it's monstrous": {"c": "state", "state": "monstrous"},
    "you cast it": {"c": "cast_from"},
    "this spell was cast from a graveyard": {"c": "cast_from", "zone": "graveyard"},
    "this spell was cast from your graveyard": {"c": "cast_from", "zone": "graveyard"},
    "a permanent you controlled left the battlefield this turn": {"c": "turn", "what": "left_battlefield"},
    "you had a land enter the battlefield under your control this turn": {"c": "turn", "what": "land_entered"},
    "a land entered the battlefield under your control this turn": {"c": "turn", "what": "land_entered"},
    "you didn't attack with a creature this turn": {"c": "not", "of": {"c": "turn", "what": "you_attacked"}},
    "you didn't attack this turn": {"c": "not", "of": {"c": "turn", "what": "you_attacked"}},
    "no creatures attacked this turn": {"c": "not", "of": {"c": "turn", "what": "any_attacked"}},
    "you haven't gained life this turn": {"c": "not", "of": {"c": "turn", "what": "you_gained_life"}},
    "~ is equipped": {"c": "state", "state": "equipped"},
    "~ is enchanted": {"c": "state", "state": "enchanted"},
    "~ is tapped": {"c": "state", "state": "tapped"},
    "~ is untapped": {"c": "state", "state": "untapped"},
    "~ attacked or blocked this combat": {"c": "turn", "what": "self_attacked_or_blocked"},
    "~ attacked this turn": {"c": "turn", "what": "self_attacked"},
    "~ didn't attack this turn": {"c": "not", "of": {"c": "turn", "what": "self_attacked"}},
    "it escaped": {"c": "alt_cost", "alt": "escape"},
    "~ escaped": {"c": "alt_cost", "alt": "escape"},
    "this spell's prowl cost was paid": {"c": "alt_cost", "alt": "prowl"},
}


@reader
def _fixed(t: str, ctx: Context) -> Cond | None:
    """Conditions of one fixed phrasing."""
    return dict(FIXED[t]) if t in FIXED else None


@reader
def _this_turn_counts(t: str, ctx: Context) -> Cond | None:
    """"an opponent lost 3 or more life this turn", "you drew two or more cards this turn", "you have exactly 13
    life", "a planeswalker entered the battlefield under your control this turn"."""
    m = re.fullmatch(r"(you|an opponent) lost (\w+ or more) life this turn", t)
    if m and cmp_of(m.group(2)):
        return {"c": "lost_life", "who": "you" if m.group(1) == "you" else "opponent", "cmp": cmp_of(m.group(2))}
    m = re.fullmatch(r"you(?:'ve)? drew (\w+ or more) cards this turn", t)
    if m and cmp_of(m.group(1)):
        return {"c": "drew", "cmp": cmp_of(m.group(1))}
    m = re.fullmatch(r"you have exactly (\w+) life", t)
    if m and isinstance(number(m.group(1)), int):
        return {"c": "life", "who": "you", "cmp": f"={number(m.group(1))}"}
    m = re.fullmatch(r"an? (artifact|creature|enchantment|land|planeswalker) entered the battlefield under your "
                     r"control this turn", t)
    if m:
        return {"c": "turn", "what": "entered", "type": m.group(1)}
    return None


@reader
def _gained_life(t: str, ctx: Context) -> Cond | None:
    """"you gained 3 or more life this turn" (the total of this turn's gains, 119.9)."""
    m = re.fullmatch(r"you(?:'ve)? gained (\w+ or more) life this turn", t)
    cmp = cmp_of(m.group(1)) if m else None
    return {"c": "gained_life", "cmp": cmp} if cmp else None


REF_WORDS = r"(~|it|that creature|that permanent|that card|that spell|enchanted creature|equipped creature|" \
    r"the sacrificed creature|the exiled card|that land|the creature)"


def _ref(text: str, ctx: Context) -> dict[str, Any] | None:
    if text in ("enchanted creature", "equipped creature"):
        return {"attached": True}
    if text == "that spell" and ctx.it is not None:
        return dict(ctx.it)
    return obj_ref(text, ctx)


@reader
def _counters(t: str, ctx: Context) -> Cond | None:
    """"there are two or more ki counters on ~", "there are no depletion counters on ~", "~ has three or more
    +1/+1 counters on it", "it had counters on it", "it had no time counters on it" (as it last existed, 608.2h)."""
    m = re.fullmatch(rf"there (?:are|is) ({CMP_WORDS}) (?:([+\-\w/]+) )?counters? on {REF_WORDS}", t)
    if m:
        cmp, counter, ref = cmp_of(m.group(1)), m.group(2), _ref(m.group(3), ctx)
    else:
        m = re.fullmatch(rf"{REF_WORDS} (?:has|had) ({CMP_WORDS}) (?:([+\-\w/]+) )?counters? on (?:it|them)", t)
        if not m:
            m = re.fullmatch(rf"{REF_WORDS} (?:has|had) (counters) on it()", t)
            if not m:
                return None
            cmp, counter, ref = ">=1", None, _ref(m.group(1), ctx)
        else:
            cmp, counter, ref = cmp_of(m.group(2)), m.group(3), _ref(m.group(1), ctx)
    if cmp is None or ref is None:
        return None
    out: Cond = {"c": "counters", "ref": ref, "cmp": cmp}
    if counter:
        out["counter"] = counter
    return out


STAT_WORDS = {"mana value": "mana_value", "power": "power", "toughness": "toughness"}


@reader
def _stat(t: str, ctx: Context) -> Cond | None:
    """"its mana value was 3 or less", "that spell's mana value is 5 or greater", "enchanted creature's power is
    4 or greater", "that creature had power 4 or greater" (as it last existed, 608.2h)."""
    m = re.fullmatch(rf"(?:its|{REF_WORDS}'s) (mana value|power|toughness) (?:is|was) (\w+ or (?:more|greater|"
                     r"less|fewer))", t)
    if m:
        ref = _ref(m.group(1), ctx) if m.group(1) else _ref("it", ctx)
        stat, cmp = STAT_WORDS[m.group(2)], cmp_of(m.group(3))
    else:
        m = re.fullmatch(rf"{REF_WORDS} (?:has|had) (mana value|power|toughness) (\w+ or (?:more|greater|less|"
                         r"fewer))", t)
        if not m:
            return None
        ref, stat, cmp = _ref(m.group(1), ctx), STAT_WORDS[m.group(2)], cmp_of(m.group(3))
    if ref is None or cmp is None:
        return None
    return {"c": "stat", "ref": ref, "stat": stat, "cmp": cmp}


@reader
def _is_adjective(t: str, ctx: Context) -> Cond | None:
    """"it's legendary", "that land was nonbasic", "it's not a token", "it isn't a creature" (the object's
    characteristics as it is, or last was)."""
    m = re.fullmatch(rf"{REF_WORDS}(?:'s| is| was)( not| n't)? (?:an? )?(.+)", t.replace("isn't", "is not")
                     .replace("wasn't", "was not"))
    if not m:
        return None
    ref = _ref(m.group(1), ctx)
    what = m.group(3)
    if ref is None or what in ("tapped", "untapped", "attacking", "blocking") or " " in what and \
            what.startswith(("in ", "on ")):
        return None
    noun = {"that land": " land", "that creature": " creature", "the creature": " creature"}.get(m.group(1), "")
    from cardpool.oracle.conditions import _object_or_card

    flt = _object_or_card(what, ctx) or (_object_or_card(what + noun, ctx) if noun else None) or \
        _filter(what, ctx, plural_ok=False)
    if flt is None:
        return None
    cond: Cond = {"c": "is", "ref": ref, "filter": flt}
    return {"c": "not", "of": cond} if m.group(2) else cond


@reader
def _total_power(t: str, ctx: Context) -> Cond | None:
    """"creatures you control have total power 8 or greater"; coven, "you control three or more creatures with
    different powers"."""
    m = re.fullmatch(r"creatures you control have total power (\w+ or greater)", t)
    if m:
        cmp = cmp_of(m.group(1))
        return {"c": "total_power", "cmp": cmp} if cmp else None
    m = re.fullmatch(r"you attacked with creatures with total power (\w+ or greater) this combat", t)
    if m and cmp_of(m.group(1)):  # pack tactics: the attacking creatures of this combat
        return {"c": "total_power", "attacking": True, "cmp": cmp_of(m.group(1))}
    m = re.fullmatch(r"you control (\w+ or more) creatures with different powers", t)
    cmp = cmp_of(m.group(1)) if m else None
    return {"c": "different_powers", "cmp": cmp} if cmp else None


@reader
def _either(t: str, ctx: Context) -> Cond | None:
    """"you control a Desert or there is a Desert card in your graveyard": two whole conditions, either."""
    from cardpool.oracle.conditions import effect_condition

    for found in re.finditer(r" or (?=there |you |an opponent )", t):
        left, right = effect_condition(t[:found.start()], ctx), effect_condition(t[found.end():], ctx)
        if left is not None and right is not None:
            return {"c": "any", "of": [left, right]}
    return None


def more_condition(text: str, ctx: Context) -> Cond | None:
    """The condition record of an "if" clause `conditions.effect_condition` doesn't read itself, or None."""
    t = text.strip()
    for read in READERS:
        found = read(t, ctx)
        if found is not None:
            return found
    return None


__all__ = ["more_condition", "cmp_of"]
