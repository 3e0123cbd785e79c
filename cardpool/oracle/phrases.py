"""Noun phrases shared by the effect grammar: quantities ("the number of creatures you control", "its
power", "that much"), durations ("until end of turn", "this turn") and zones ("from your graveyard",
"on the bottom of its owner's library").

A quantity is an integer, "X" (the X announced for the spell or ability), or a record the engine
evaluates as the effect resolves (`plugins.effects.quantity`), {"q": kind, ...}:

| record | phrase |
|---|---|
| `{"q": "count", "filter": F}` | "the number of creatures you control" (permanents on the battlefield) |
| `{"q": "cards", "zone": Z, "who": W, "filter": F}` | "the number of cards in your hand", "... in your graveyard" |
| `{"q": "stat", "stat": S, "ref": R}` | "its power", "the sacrificed creature's toughness" (608.2h) |
| `{"q": "event"}` | "that much", "that many": the amount of the event that triggered the ability (damage, life) |
| `{"q": "noted", "name": N}` | "the damage dealt this way", "the number of cards discarded this way" |
| `{"q": "life", "who": W}` | "your life total" |
| `{"q": "opponents"}` | "the number of opponents you have" |
| `{"q": "devotion", "colors": C}` | "your devotion to black" (700.5) |
| `{"q": "counters", "ref": R, "counter": C}` | "the number of charge counters on ~" (`counter` absent: all kinds) |
| `{"q": "greatest", "stat": S, "filter": F}` | "the greatest power among creatures you control" (0 when none) |
| `{"q": "domain"}` | "the number of basic land types among lands you control" |
| `{"q": "named", "who": W}` | "the number of cards named ~ in all graveyards" (W: `you` for "your graveyard") |
| `{"q": "party"}` | "the number of creatures in your party" (700.8) |
| `{"q": "spells_cast", "who": W}` | "the number of spells you've cast this turn" |
| `{"q": "died", "who": W}` | "the number of creatures that died this turn" (W: `you`, put into your graveyard) |
| `{"q": "turn_life", "event": E, "who": W}` | "the life you've lost this turn", "the total life lost this turn" |
| `{"q": "players", "who": W}` | "for each player", "for each opponent" |
| `{"q": "count_of", "filter": F, "who": W}` | "the number of lands they control" (W: as `player_ref` says) |

`per` multiplies ("two damage for each ...", "+1/+1 for each ..."); `half` ("up" or "down") halves what
was counted, rounded so ("half the number of ..., rounded down"); `plus` is added last ("2 plus the number
of ...", "... minus 4"); the result is never below 0 (107.1b).
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any

from cardpool.oracle.grammar import COLOR_WORDS, number, parse_object, words_of

if TYPE_CHECKING:
    from cardpool.oracle.clauses import Context

NOTED = {
    "the damage dealt this way": "dealt", "the damage prevented this way": "prevented",
    "the life lost this way": "lost", "the life gained this way": "gained",
    "the number of cards discarded this way": "discarded", "the number of cards drawn this way": "drawn",
    "the number of creatures destroyed this way": "destroyed",
    "the number of permanents destroyed this way": "destroyed",
    "the number of cards exiled this way": "exiled", "the number of permanents sacrificed this way": "sacrificed",
    "the number of creatures sacrificed this way": "sacrificed", "the number of cards milled this way": "milled",
    "the number of lands sacrificed this way": "sacrificed", "the number of cards put into your hand this way": "moved",
    "the number of tokens created this way": "created", "the number of cards revealed this way": "revealed",
    "the number of counters removed this way": "removed", "the number of creatures tapped this way": "tapped",
}
_COUNTER = r"[+-]\d+/[+-]\d+|[a-z]+"
STATS = {"power": "power", "toughness": "toughness", "mana value": "mana_value", "converted mana cost": "mana_value"}
# quantities of one fixed phrasing, kept from the turn's events (`plugins.turn_facts`, `plugins.effects_quantities`)
FIXED_QUANTITIES: dict[str, dict[str, Any]] = {
    "the number of creatures in your party": {"q": "party"},
    "the number of spells you've cast this turn": {"q": "spells_cast", "who": "you"},
    "the number of spells cast this turn": {"q": "spells_cast", "who": "each_player"},
    "the number of creatures that died this turn": {"q": "died", "who": "each_player"},
    "the number of creatures that have died this turn": {"q": "died", "who": "each_player"},
    "the number of creatures put into your graveyard from the battlefield this turn": {"q": "died", "who": "you"},
    "the life you've lost this turn": {"q": "turn_life", "event": "life_lost", "who": "you"},
    "the amount of life you've lost this turn": {"q": "turn_life", "event": "life_lost", "who": "you"},
    "the amount of life you lost this turn": {"q": "turn_life", "event": "life_lost", "who": "you"},
    "the amount of life you gained this turn": {"q": "turn_life", "event": "life_gained", "who": "you"},
    "the amount of life you've gained this turn": {"q": "turn_life", "event": "life_gained", "who": "you"},
    "the total life lost by all players this turn": {"q": "turn_life", "event": "life_lost", "who": "each_player"},
    "the amount of life your opponents have lost this turn": {"q": "turn_life", "event": "life_lost",
                                                              "who": "each_opponent"},
    "the number of players": {"q": "players", "who": "each_player"},
    "the number of players in the game": {"q": "players", "who": "each_player"},
    "the number of opponents": {"q": "players", "who": "each_opponent"},
}
ZONE_OF = {"hand": "hand", "graveyard": "graveyard", "library": "library", "exile": "exile"}


def quantity(text: str, ctx: Context) -> int | str | dict[str, Any] | None:
    """What a phrase of quantity means (see the module docstring), or None."""
    from cardpool.oracle.clauses import group_ref, obj_ref, player_ref

    t = text.strip()
    n = number(t)
    if n is not None:
        return n if isinstance(n, int) or n == "X" else None
    if t in ("that much", "that many") and ctx.extra.get("event_amount"):
        return {"q": "event"}
    if t in NOTED:
        return {"q": "noted", "name": NOTED[t]}
    if t in FIXED_QUANTITIES:
        return dict(FIXED_QUANTITIES[t])
    from cardpool.oracle.amounts import more_quantity

    more = more_quantity(t, ctx)  # the quantities of `cardpool.oracle.amounts`
    if more is not None:
        return more
    m = re.fullmatch(r"the (?:amount of )?life (they|that player|<t\d+>|target player) (?:have |has )?lost this turn",
                     t)
    if m:  # "each opponent loses life equal to the life they lost this turn"
        who = player_ref(m.group(1), ctx)
        return {"q": "turn_life", "event": "life_lost", **who} if who is not None else None
    m = re.fullmatch(r"(.+?) (plus|minus) (.+)", t)
    if m:  # "2 plus the number of ...", "the number of cards in their hand minus 4" (107.1b: never below 0)
        left, right = quantity(m.group(1), ctx), quantity(m.group(3), ctx)
        sign = 1 if m.group(2) == "plus" else -1
        if isinstance(left, dict) and isinstance(right, int) and "plus" not in left:
            return {**left, "plus": sign * right}
        if isinstance(left, int) and isinstance(right, dict) and sign == 1 and "plus" not in right:
            return {**right, "plus": left}
        return None
    m = re.fullmatch(r"half (.+?), rounded (up|down)", t)
    if m:  # 107.1a: rounded as the text says
        inner = quantity(m.group(1), ctx)
        if isinstance(inner, dict) and "half" not in inner and "plus" not in inner:
            return {**inner, "half": m.group(2)}
        return None
    m = re.fullmatch(r"twice (.+)", t)
    if m:
        inner = quantity(m.group(1), ctx)
        if isinstance(inner, dict):
            return {**inner, "per": 2 * int(inner.get("per", 1))}
        return None
    m = re.fullmatch(r"(its|their|.+?'s?) (power|toughness|mana value|converted mana cost)", t)
    m_of = re.fullmatch(r"the (power|toughness|mana value|converted mana cost) of (.+)", t)
    if m or m_of:
        if m is not None:
            whose, stat = re.sub(r"'s?$", "", m.group(1)), m.group(2)
        else:
            assert m_of is not None
            whose, stat = m_of.group(2), m_of.group(1)
        if whose in ("its", "their"):
            ref = dict(ctx.it) if ctx.it is not None else None
        elif whose in ("the sacrificed creature", "the sacrificed artifact", "the sacrificed permanent"):
            ref = {"noted": "sacrificed"}
        elif whose in ("the exiled card", "the exiled creature", "the exiled permanent"):
            ref = {"noted": "exiled"} if "target" not in (ctx.it or {}) else dict(ctx.it or {})
        elif whose in ("the discarded card",):
            ref = {"noted": "discarded"}
        elif whose == "the revealed card" and (ctx.it is None or ctx.it.get("self")):  # never the source itself
            ref = {"noted": "revealed"}
        elif whose in ("that card", "the revealed card", "the milled card"):
            ref = dict(ctx.it) if ctx.it is not None else None
        else:
            ref = obj_ref(whose, ctx)
        if ref is None:
            return None
        return {"q": "stat", "stat": STATS[stat], "ref": ref}
    m = re.fullmatch(r"the number of (?:(" + _COUNTER + r") )?counters? on (.+)", t)
    if m:  # "the number of charge counters on ~", "the number of counters on it"
        ref = obj_ref(m.group(2), ctx)
        if ref is None:
            return None
        return {"q": "counters", "ref": ref, **({"counter": m.group(1)} if m.group(1) else {})}
    m = re.fullmatch(r"the (greatest|highest) (power|toughness|mana value) among (.+)", t)
    if m:  # "the greatest power among creatures you control"
        ref = group_ref(m.group(3), ctx) or group_ref("all " + m.group(3), ctx)
        if ref is None or "each" not in ref:
            return None
        return {"q": "greatest", "stat": STATS[m.group(2)], "filter": ref["each"]}
    if t == "the number of basic land types among lands you control":  # domain
        return {"q": "domain"}
    m = re.fullmatch(r"the number of cards named ~ in (your graveyard|all graveyards)", t)
    if m:
        return {"q": "named", "who": "you" if m.group(1) == "your graveyard" else "each_player"}
    if t == "your life total":
        return {"q": "life", "who": "you"}
    if t in ("the number of opponents you have", "the number of your opponents"):
        return {"q": "opponents"}
    m = re.fullmatch(r"your devotion to (white|blue|black|red|green)", t)
    if m:
        return {"q": "devotion", "colors": COLOR_WORDS[m.group(1)]}
    m = re.fullmatch(r"the number of (.+)", t)
    if m:
        what = m.group(1)
        cards = re.fullmatch(r"(.*?)cards? in (your|their|that player's|target player's|<t\d+>'s|each player's|"
                             r"all) (hand|graveyard|library|graveyards|hands)", what)
        if cards:
            whose = {"your": "you", "their": "that_player", "that player's": "that_player",
                     "each player's": "each_player", "all": "each_player"}.get(cards.group(2), cards.group(2))
            if whose == "that_player":
                who = dict(ctx.that_player) if ctx.that_player is not None else None
            elif whose in ("you", "each_player"):
                who = {"who": whose}
            else:
                who = player_ref(whose.removesuffix("'s"), ctx)
            if who is None:
                return None
            out: dict[str, Any] = {"q": "cards", "zone": ZONE_OF[cards.group(3).rstrip("s")], **who}
            qual = cards.group(1).strip()
            if qual:
                flt = card_filter(qual + " card", ctx)
                if flt is None:
                    return None
                out["filter"] = flt
            return out
        from cardpool.oracle.refs import _original

        what = _original(what, ctx).removesuffix(" on the battlefield")  # every permanent is there (110.1)
        theirs = re.fullmatch(r"(.+) (they|that player|<t\d+>|defending player|target player) controls?", what)
        if theirs:  # "the number of lands they control": that player's permanents
            who = player_ref(theirs.group(2), ctx)
            ref = group_ref("all " + theirs.group(1), ctx) or group_ref(theirs.group(1), ctx)
            if who is None or ref is None or "each" not in ref or "controller" in ref["each"]:
                return None
            return {"q": "count_of", "filter": ref["each"], **who}
        ref = group_ref(what, ctx) or group_ref("all " + what, ctx)
        if ref is not None and "each" in ref:
            return {"q": "count", "filter": ref["each"]}
    return None


def card_filter(phrase: str, ctx: Context) -> dict[str, Any] | None:
    """"creature card", "instant or sorcery card", "basic land card" -> a filter of cards, or None."""
    from cardpool.oracle.clauses import _original

    words = words_of(_original(phrase, ctx))
    ph = parse_object(words, 0, allow_players=False)
    if ph is None or ph.end != len(words) or ph.problems or ph.zone or "card" not in ph.noun.split("+"):
        return None
    flt = ph.filter()
    if ph.noun != "card" and "permanent" in ph.noun.split("+"):  # "a Rebel permanent card"
        flt["types"] = [*flt.get("types", []), "permanent"]
    if any(k in flt for k in ("tapped", "combat", "token", "with_counter", "other", "controller")):
        return None
    return flt


def equal_to(text: str, ctx: Context) -> int | str | dict[str, Any] | None:
    """"equal to its power" -> the quantity."""
    m = re.fullmatch(r"equal to (.+)", text.strip())
    return quantity(m.group(1), ctx) if m else None


def for_each(text: str, ctx: Context) -> dict[str, Any] | None:
    """"for each creature you control", "for each card in your hand" -> a quantity of what is counted."""
    m = re.fullmatch(r"for each (.+)", text.strip())
    if not m:
        return None
    from cardpool.oracle.refs import _original

    what = _original(m.group(1), ctx)  # the card's own case: "for each Plains you control"
    if what == "basic land type among lands you control":  # domain
        return {"q": "domain"}
    m = re.fullmatch(r"(?:creature|other creature) blocking (it|~)", what)
    if m:  # "for each creature blocking it" (509.1h: the blockers as they are)
        from cardpool.oracle.refs import obj_ref

        ref = obj_ref(m.group(1), ctx)
        return {"q": "blockers", "ref": ref} if ref is not None else None
    got = quantity("the number of " + _plural_phrase(what), ctx)
    return got if isinstance(got, dict) else None


def _plural_phrase(phrase: str) -> str:
    """"creature you control" -> "creatures you control"; "card in your hand" -> "cards in your hand"."""
    words = phrase.split(" ")
    for i, w in enumerate(words):
        if w in ("creature", "land", "artifact", "enchantment", "permanent", "card", "planeswalker", "token",
                 "opponent", "player", "spell"):
            words[i] = w + "s"
            break
        if w[:1].isupper() or w in ("you", "your", "in", "with", "that"):
            break
    return " ".join(words)


def where_x(sentence: str, ctx: Context) -> tuple[str, dict[str, Any] | None]:
    """"..., where X is the number of cards in your hand" -> (the sentence without it, the quantity);
    (sentence, None) when there is no such clause; ("", None) when it can't be read."""
    m = re.fullmatch(r"(.+?),? where x is (.+)", sentence)
    if not m:
        return sentence, None
    q = quantity(m.group(2), ctx)
    if not isinstance(q, dict):
        if isinstance(q, int):
            return m.group(1), {"q": "fixed", "n": q}
        return "", None
    return m.group(1), q


DURATIONS = {
    "until end of turn": "end_of_turn", "this turn": "end_of_turn", "until your next turn": "your_next_turn",
    "this combat": "end_of_turn",
}


def strip_duration(text: str) -> tuple[str, str | None]:
    """"target creature gains flying until end of turn" -> ("target creature gains flying", "end_of_turn")."""
    for phrase, key in DURATIONS.items():
        if text.endswith(" " + phrase):
            return text[: -len(phrase) - 1], key
        if text.startswith(phrase + ", "):
            return text[len(phrase) + 2:], key
    return text, None


__all__ = ["quantity", "equal_to", "for_each", "where_x", "strip_duration", "card_filter"]
