"""The zone verbs of the effect grammar (`clauses.clause_effects` tries these readers after the others): what
moves cards and permanents between zones or lets a player draw, sacrifice, destroy, untap, look at or play
them, with any player as subject.

Each reader takes a sentence (lower case, targets as `<tN>`, the card's name as `~`) and returns the effects
it says, or None when any part of it is not understood. The kinds are carried out by `plugins.effects_zones`
(and the older ones by `plugins.effects`); docs/ability_model.md ("Effects") lists them.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from cardpool.oracle.grammar import number, parse_cost
from cardpool.oracle.phrases import for_each, quantity
from cardpool.oracle.refs import Context, _original, any_ref, group_ref, obj_ref, player_ref
from cardpool.oracle.verbs import Reader, player_subject

READERS: list[Reader] = []


def reader(fn: Reader) -> Reader:
    READERS.append(fn)
    return fn


COUNT = r"(a|an|one|two|three|four|five|six|seven|eight|nine|ten|x|\d+)"


def _count(word: str) -> int | str | None:
    value = 1 if word in ("a", "an") else number(word)
    return value if isinstance(value, int) or value == "X" else None


def each_quantity(text: str, ctx: Context) -> dict[str, Any] | None:
    """"for each Wizard you control", "for each +1/+1 counter on it", "for each card in your hand" -> the
    quantity counted as the effect resolves (`plugins.effects.quantity`)."""
    got = for_each(text, ctx)
    if got is not None:
        return got
    m = re.fullmatch(r"for each (.+)", text.strip())
    if not m:
        return None
    what = m.group(1)
    counters = re.fullmatch(r"(?:([+-]\d+/[+-]\d+|[a-z]+) )?counters? on (.+)", what)
    if counters:
        kind = counters.group(1) or ""
        q = quantity(f"the number of {kind + ' ' if kind else ''}counters on {counters.group(2)}", ctx)
        return q if isinstance(q, dict) else None
    ref = group_ref("all " + _original(what, ctx), ctx)
    if ref is not None and "each" in ref:
        return {"q": "count", "filter": ref["each"]}
    return None


def _group(text: str, ctx: Context) -> dict[str, Any] | None:
    """A filter of permanents from a plural phrase, lists with commas included ("artifacts, creatures, and
    enchantments": any of those types)."""
    t = re.sub(r",? and (?=[a-z]+s\b)", ", or ", text) if "," in text else text
    for phrase in (t, text):
        ref = group_ref("all " + phrase, ctx)
        if ref is not None and "each" in ref:
            return dict(ref["each"])
    return None


# ---------------------------------------------------------------------------------------------- permanents

@reader
def destroy_all(s: str, ctx: Context) -> list[dict[str, Any]] | None:
    """"destroy all Islands", "destroy all artifacts, creatures, and enchantments" (701.8a: at the same time)."""
    m = re.fullmatch(r"destroy all (.+?)(?:\. (?:they|it) can't be regenerated)?", s)
    if not m:
        return None
    flt = _group(m.group(1), ctx)
    return [{"kind": "destroy_all", "filter": flt}] if flt is not None else None


@reader
def edict(s: str, ctx: Context) -> list[dict[str, Any]] | None:
    """"each other player sacrifices a creature", "defending player sacrifices a creature", "that creature's
    controller sacrifices a land", "target opponent sacrifices two creatures" (701.21a: each player chooses)."""
    got = player_subject(s, ctx)
    if got is None:
        return None
    who, rest = got
    m = re.fullmatch(r"sacrifices? " + COUNT + r" (.+)", rest)
    if not m or who.get("who") == "you" and not s.startswith("you "):
        return None
    n = _count(m.group(1))
    what = m.group(2)
    phrase = what if isinstance(n, int) and n > 1 else _plural_word(what)
    ref = group_ref("all " + phrase, ctx) or group_ref("all " + what, ctx)
    if not isinstance(n, int) or ref is None or "each" not in ref:
        return None
    flt = {k: v for k, v in ref["each"].items() if k != "controller"}
    return [{"kind": "sacrifice", "filter": flt or {"types": ["permanent"]}, "count": n, **who}]


def _plural_word(phrase: str) -> str:
    """"creature or planeswalker" -> "creatures or planeswalkers"; "creature they control" -> "creatures they
    control" (each type noun of the phrase)."""
    nouns = ("creature", "land", "artifact", "enchantment", "permanent", "planeswalker")
    return " ".join(w + "s" if w in nouns else w for w in phrase.split(" "))


@reader
def untap_up_to(s: str, ctx: Context) -> list[dict[str, Any]] | None:
    """"untap up to two lands", "untap up to three lands you control", "untap two lands" (the controller
    chooses as it resolves; without a line, the tapped ones they control first, assumed and said)."""
    m = re.fullmatch(r"untap (up to )?" + COUNT + r" (.+)", s)
    if not m:
        return None
    n = _count(m.group(2))
    if not isinstance(n, int):
        return None
    what = m.group(3)
    ref = group_ref("all " + (what if n > 1 else _plural_word(what)), ctx)
    if ref is None or "each" not in ref:
        return None
    return [{"kind": "untap_chosen", "count": n, "filter": ref["each"]}]


# ---------------------------------------------------------------------------------------------- one object, fixed words

RefReader = Callable[[str, Context], "dict[str, Any] | None"]


def _object_or_it(text: str, ctx: Context) -> dict[str, Any] | None:
    return obj_ref(text, ctx) or ctx.it


def _object_or_pronoun(text: str, ctx: Context) -> dict[str, Any] | None:
    return obj_ref(text, ctx) or (ctx.it if text in ("it", "them") else None)


@dataclass(frozen=True)
class Frame:
    """A sentence that is fixed words around one object: `pattern`'s group 1 names it, `ref` reads that name, the
    record is `record`, what `more` takes from the match, then the reference."""

    pattern: re.Pattern[str]
    ref: RefReader
    record: dict[str, Any]
    more: Callable[[re.Match[str]], dict[str, Any]] | None = None


HELD_WHILE = {"~ remains tapped": "tapped", "you control ~": "control"}

FRAMES = (
    # "target creature blocks ~ this turn if able" (509.1c): a requirement about this source (the other combat
    # requirements are `characteristics.combat_requirement`'s marks)
    Frame(re.compile(r"(.+?) blocks ~ this (?:turn|combat) if able"), any_ref, {"kind": "must_block_source"}),
    # "remove it from combat" (506.4: it stops being an attacking, blocking, blocked creature)
    Frame(re.compile(r"remove (.+?) from combat"), any_ref, {"kind": "remove_from_combat"}),
    # "it connives", "~ connives" (701.50a, `plugins.effects_library_actions`)
    Frame(re.compile(r"(.+?) connives"), obj_ref, {"kind": "connive"}),
    # "if that creature or planeswalker would die this turn, exile it instead" (614.1a)
    Frame(re.compile(r"if (it|that creature|that permanent|that creature or planeswalker|the creature) would die "
                     r"this turn, exile (?:it|that card) instead"), _object_or_it,
          {"kind": "mark", "mark": "exile_if_dies"}),
    # "it doesn't untap during its controller's untap step for as long as ~ remains tapped / as long as you
    # control ~" (502.3 with a duration, 611.2b: `plugins.effects_hold`)
    Frame(re.compile(r"(.+?) (?:doesn't|don't) untap during (?:its|their) controllers?'?s? untap steps? for as long "
                     r"as (~ remains tapped|you control ~)"), any_ref, {"kind": "hold_tapped"},
          lambda m: {"while": HELD_WHILE[m.group(2)]}),
    # "its controller sacrifices it", "that player sacrifices that creature" (701.21a: a permanent is sacrificed
    # by its controller, whoever the sentence names)
    Frame(re.compile(r"(?:its controller|that player|that creature's controller|<t\d+>_controller) sacrifices "
                     r"(it|that creature|that permanent|them|those creatures)"), _object_or_pronoun,
          {"kind": "sacrifice_permanent"}),
)


@reader
def object_frame(s: str, ctx: Context) -> list[dict[str, Any]] | None:
    """The record of the first frame (`FRAMES`) the sentence fits whose object is understood, or None."""
    for frame in FRAMES:
        m = frame.pattern.fullmatch(s)
        if not m:
            continue
        ref = frame.ref(m.group(1), ctx)
        if ref is not None:
            return [{**frame.record, **(frame.more(m) if frame.more else {}), **ref}]
    return None


@reader
def sacrifice_subtype(s: str, ctx: Context) -> list[dict[str, Any]] | None:
    """"sacrifice a Mountain", "sacrifice a Blood token", "sacrifice two Forests" (701.21a: the controller chooses
    among those they control as it resolves)."""
    m = re.fullmatch(r"sacrifice " + COUNT + r" (.+)", s)
    if not m:
        return None
    n = _count(m.group(1))
    what = _original(m.group(2), ctx)
    if not isinstance(n, int) or not what[:1].isupper():
        return None
    token = what.endswith(" token") or what.endswith(" tokens")
    base = re.sub(r" tokens?$", "", what)
    ref = group_ref("all " + (base if n > 1 or base.endswith("s") else base + "s"), ctx)
    if ref is None or "each" not in ref:
        return None
    flt = dict(ref["each"])
    if token:
        flt["token"] = "token"
    return [{"kind": "sacrifice", "who": "you", "filter": flt, "count": n}]


@reader
def delayed_first(s: str, ctx: Context) -> list[dict[str, Any]] | None:
    """"At the beginning of the next end step, sacrifice it", "at the beginning of the next end step, return that
    card to the battlefield under its owner's control" (603.7: a delayed triggered ability)."""
    m = re.fullmatch(r"at the beginning of the next (end step|upkeep), (.+)", s)
    if not m:
        return None
    from cardpool.oracle.clauses import clause_effects

    inner = clause_effects(m.group(2), ctx)
    if not inner or any(str(e["kind"]).startswith(("effect", "conditional")) or e.get("optional") or
                        e["kind"] == "delayed" for e in inner):
        return None
    return [{"kind": "delayed", "when": "end_step" if m.group(1) == "end step" else "upkeep", "effects": inner}]


# ---------------------------------------------------------------------------------------------- players

@reader
def draw_for_each(s: str, ctx: Context) -> list[dict[str, Any]] | None:
    """"draw a card for each Wizard you control", "target player draws a card for each creature you control",
    "draw two cards for each +1/+1 counter on it"."""
    got = player_subject(s, ctx)
    if got is None:
        return None
    who, rest = got
    m = re.fullmatch(r"draws? " + COUNT + r" cards? (for each .+)", rest)
    if not m:
        return None
    n = _count(m.group(1))
    per = each_quantity(m.group(2), ctx)
    if not isinstance(n, int) or per is None:
        return None
    return [{"kind": "draw", "count": {**per, "per": n * int(per.get("per", 1))}, **who}]


@reader
def hand_then_draw(s: str, ctx: Context) -> list[dict[str, Any]] | None:
    """"discard all the cards in your hand, then draw that many cards", "each player shuffles the cards from their
    hand into their library, then draws that many cards", "discard up to two cards, then draw that many cards",
    "each player discards their hand, then draws cards equal to the greatest number of cards a player discarded
    this way" (each player draws as many cards as they discarded or shuffled away, or the greatest of those)."""
    got = player_subject(s, ctx)
    if got is None:
        return None
    who, rest = got
    m = re.fullmatch(r"(discards?|shuffles?) (all the cards in (?:their|your) hand|(?:their|your) hand|the cards from "
                     r"(?:their|your) hand into (?:their|your) library|up to (one|two|three) cards|any number of cards)"
                     r", then draws? (that many cards|cards equal to the greatest number of cards a player discarded "
                     r"this way)", rest)
    if not m:
        return None
    how = "discard" if m.group(1).startswith("discard") else "shuffle"
    whole = "hand" in m.group(2)
    if how == "shuffle" and not m.group(2).startswith("the cards from"):
        return None
    out: dict[str, Any] = {"kind": "hand_then_draw", "how": how, **who}
    if not whole:
        out["up_to"] = _count(m.group(3)) if m.group(3) else "any"
    if m.group(4).startswith("cards equal"):
        out["greatest"] = True
    return [out]


@reader
def each_draw(s: str, ctx: Context) -> list[dict[str, Any]] | None:
    """"you and target opponent each draw a card", "you and that player each draw two cards"."""
    m = re.fullmatch(r"(.+?) and (.+?) each draw " + COUNT + r" cards?", s)
    if not m:
        return None
    n = _count(m.group(3))
    first, second = player_ref(m.group(1), ctx), player_ref(m.group(2), ctx)
    if first is None or second is None or n is None:
        return None
    return [{"kind": "draw", "count": n, **first}, {"kind": "draw", "count": n, **second}]


@reader
def other_may_draw(s: str, ctx: Context) -> list[dict[str, Any]] | None:
    """"target opponent may draw a card", "defending player may draw a card": that player's choice, as it
    resolves (a line after `resolve`, else assumed: they draw)."""
    got = player_subject(s, ctx)
    if got is None:
        return None
    who, rest = got
    m = re.fullmatch(r"may draw " + COUNT + r" cards?", rest)
    if not m or who.get("who") == "you":
        return None
    n = _count(m.group(1))
    return [{"kind": "draw_optional", "count": n, **who}] if n is not None else None


@reader
def look_at_library(s: str, ctx: Context) -> list[dict[str, Any]] | None:
    """"look at the top card of target player's library", "look at the top three cards of target opponent's
    library" (the looking changes nothing; the trace says what is seen, or that the library is unknown)."""
    m = re.fullmatch(r"look at the top (?:" + COUNT + r" )?cards? of (.+?)'s? library", s)
    if not m:
        return None
    n = _count(m.group(1)) if m.group(1) else 1
    who = player_ref(m.group(2), ctx)
    if who is None or n is None or who.get("who") == "you":
        return None
    return [{"kind": "look_at_library", "count": n, **who}]


# ---------------------------------------------------------------------------------------------- cards

ZONE_WORDS = {"hand": "hand", "graveyard": "graveyard"}


@reader
def exile_chosen(s: str, ctx: Context) -> list[dict[str, Any]] | None:
    """"target player exiles a card from their graveyard", "each opponent exiles a card from their hand", "exile a
    creature card from your graveyard", "target opponent exiles two cards from their hand" (the player chooses as
    it resolves; without a line, the first ones, assumed and said)."""
    got = player_subject(s, ctx)
    if got is None:
        return None
    who, rest = got
    m = re.fullmatch(r"exiles? " + COUNT + r" (.*?)cards? from (?:their|your|his or her) (hand|graveyard)", rest)
    if m:
        n = _count(m.group(1))
        if not isinstance(n, int):
            return None
        out: dict[str, Any] = {"kind": "exile_chosen", "zone": ZONE_WORDS[m.group(3)], "count": n, **who}
        if m.group(2).strip():
            from cardpool.oracle.phrases import card_filter

            flt = card_filter(m.group(2).strip() + " card", ctx)
            if flt is None:
                return None
            out["filter"] = flt
        return [out]
    return None


@reader
def exile_same_name(s: str, ctx: Context) -> list[dict[str, Any]] | None:
    """"search its controller's graveyard, hand, and library for all cards with the same name as that spell and
    exile them" (Counterbore, Eradicate, Sowing Salt...; 701.23a): every card of that name in those zones is
    exiled ("any number of": all, assumed and said); a library the play doesn't list is reported unknown. The
    sentence after it ("then that player shuffles") is about the player searched."""
    m = re.fullmatch(r"search (.+?)'s? graveyard, hand, and library for (all|any number of) cards with the same name "
                     r"as (that spell|that land|that card|that creature|that permanent|the exiled card|it) and exile "
                     r"them", s)
    if not m:
        return None
    who = player_ref(m.group(1), ctx)
    if m.group(3) == "the exiled card":
        named: dict[str, Any] | None = {"noted": "exiled"}
    else:
        named = dict(ctx.it) if ctx.it is not None and ("target" in ctx.it or "noted" in ctx.it) else None
    if who is None or named is None:
        return None
    out: dict[str, Any] = {"kind": "exile_same_name", "named": named, **who}
    if m.group(2) == "any number of":
        out["any"] = True
    return [out]


@reader
def reveal_to_hand(s: str, ctx: Context) -> list[dict[str, Any]] | None:
    """"reveal the top card of your library and put that card into your hand" (Dark Confidant): the card is known
    to all (701.20a) and goes to its owner's hand; "its mana value" after it is that card's."""
    if re.fullmatch(r"reveal the top card of your library and put (?:that card|it) into your hand", s):
        return [{"kind": "reveal_to_hand", "count": 1, "who": "you"}]
    return None


@reader
def reveal_random(s: str, ctx: Context) -> list[dict[str, Any]] | None:
    """"target opponent reveals a card at random from their hand" (701.20a): the card is the first of the hand as
    written, assumed and said (the engine can't draw lots); "the revealed card" after it is that card."""
    got = player_subject(s, ctx)
    if got is None:
        return None
    who, rest = got
    if rest in ("reveals a card at random from their hand", "reveal a card at random from your hand"):
        return [{"kind": "reveal_random", **who}]
    return None


# ---------------------------------------------------------------------------------------------- permissions

# what "that card", "them" mean after an effect that exiled cards (`plugins.effects.note` names)
EXILED_AFTER = {"exile_top": "exiled", "exile": "exiled", "move": "moved"}


@reader
def play_permission(s: str, ctx: Context) -> list[dict[str, Any]] | None:
    """Impulse draw (601.3, 305.1): "exile the top card of your library. You may play that card this turn", "until
    end of turn, you may cast that card", "you may play those cards this turn": the cards the effect before exiled
    may be played (cast, or a land played) from exile by the controller until the turn ends; the permission is
    used by a later line ("I cast X from exile", "I play X from exile")."""
    m = re.fullmatch(r"(?:until end of turn, )?(play|cast) (that card|those cards|them|it|the exiled card|the exiled "
                     r"cards|cards exiled this way)(?: this turn| until end of turn)", s)
    if not m:
        m = re.fullmatch(r"until end of turn, (?:you may )?(play|cast) (that card|those cards|them|it|the exiled card|"
                         r"the exiled cards)", s)
    if not m:
        return None
    what = m.group(2)
    if what.startswith(("the exiled", "cards exiled")):
        name: str | None = "exiled"
    else:
        name = EXILED_AFTER.get(str(ctx.extra.get("after")))
    if name is None:
        return None
    return [{"kind": "play_permission", "noted": name, "lands": m.group(1) == "play"}]


@reader
def extra_land(s: str, ctx: Context) -> list[dict[str, Any]] | None:
    """"You may play an additional land this turn", "... two additional lands ..." (305.2)."""
    m = re.fullmatch(r"play (an|one|two|three) additional lands? (?:on each of your turns )?this turn", s)
    if not m or "each of your turns" in s:
        return None
    return [{"kind": "extra_land", "count": _count(m.group(1))}]


# ---------------------------------------------------------------------------------------------- "unless"

# a cost's one part (`grammar.parse_cost`) -> what `unless_cost` asks: (pay, the key of its filter, of its count)
UNLESS_PARTS = {"discard": ("discard", "discard_filter", "discard_count"), "sacrifice": ("sacrifice", "sacrifice", ""),
                "return_to_hand": ("return", "return_to_hand", ""),
                "exile_from_graveyard": ("exile_graveyard", "exile_graveyard_filter", "exile_from_graveyard"),
                "life": ("life", "", "life")}


@reader
def unless_cost(s: str, ctx: Context) -> list[dict[str, Any]] | None:
    """"sacrifice ~ unless you discard a card", "sacrifice it unless you return a land you control to its owner's
    hand", "exile it unless you sacrifice another creature", "... unless you discard a card at random": the
    controller may pay that cost as it resolves (a line after `resolve`, else not paid, assumed and said);
    what comes before "unless" happens only if it isn't paid (`unless_done`).

    The effect: `pay` (discard, sacrifice, return, exile_graveyard, life), `count`, `filter` (what qualifies),
    `random` (a discard at random, 701.9b)."""
    m = re.fullmatch(r"(.+?) unless you (discard|sacrifice|return|exile|pay \d+ life)(.*)", s)
    if not m:
        return None
    from cardpool.oracle.clauses import _one_clause

    inner = _one_clause(m.group(1), ctx)
    if not inner or any(str(e["kind"]).startswith(("effect", "conditional")) or e.get("optional") or "condition" in e
                        or e.get("if_done") or e.get("unless_done") for e in inner):
        return None
    text = m.group(2) + m.group(3)
    random = text.endswith(" at random")
    parsed = parse_cost(_original(text.removesuffix(" at random"), ctx))
    parts = [k for k in parsed.cost if k not in ("discard_filter", "discard_count", "exile_graveyard_filter")]
    if parsed.problems or len(parts) != 1 or parts[0] not in UNLESS_PARTS:
        return None
    cost = parsed.cost
    pay, filter_key, count_key = UNLESS_PARTS[parts[0]]
    if pay == "discard" and cost["discard"] != "card" or random and pay != "discard":
        return None
    out: dict[str, Any] = {"kind": "unless_cost", "pay": pay}
    raw = cost.get(filter_key) if filter_key else None
    if isinstance(raw, dict):
        flt = {k: v for k, v in raw.items() if k != "count"}
        if flt:
            out["filter"] = flt
        if "count" in raw:
            out["count"] = raw["count"]
    if count_key and isinstance(cost.get(count_key), int):
        out["count"] = cost[count_key]
    if random:
        out["random"] = True
    for effect in inner:
        effect["unless_done"] = True
    return [out, *inner]


__all__ = ["READERS", "each_quantity"]


from cardpool.oracle import token_phrases as _token_phrases  # noqa: E402,F401 - its readers join READERS
from cardpool.oracle import zone_actions as _zone_actions  # noqa: E402,F401
from cardpool.oracle import zone_attach as _zone_attach  # noqa: E402,F401
from cardpool.oracle import zone_choices as _zone_choices  # noqa: E402,F401
from cardpool.oracle import zone_followups as _zone_followups  # noqa: E402,F401
from cardpool.oracle import zone_more as _zone_more  # noqa: E402,F401
from cardpool.oracle import zone_pairs as _zone_pairs  # noqa: E402,F401
from cardpool.oracle import zone_search as _zone_search  # noqa: E402,F401
