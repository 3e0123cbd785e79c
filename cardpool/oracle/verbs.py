"""More of the effect grammar (`clauses.clause_effects` tries these readers after its own): one verb each,
composed with the reference grammar (`refs`) and the quantities (`phrases`), so that a verb reads with
any subject, object, amount and duration the grammar knows.

Each reader takes a sentence (lower case, targets as `<tN>`, the card's name as `~`) and returns the
effects it says, or None when any part of it is not understood. The kinds they produce and what the
engine does with them are in docs/ability_model.md ("Effects").
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from cardpool.oracle.phrases import card_filter, for_each, quantity, strip_duration, where_x
from cardpool.oracle.refs import (
    COUNTER,
    NOTED_REFS,
    NUM,
    Context,
    _n,
    _original,
    any_ref,
    group_ref,
    keywords_of,
    obj_ref,
    player_ref,
    with_bonus,
)

Reader = Callable[[str, Context], "list[dict[str, Any]] | None"]
READERS: list[Reader] = []


def reader(fn: Reader) -> Reader:
    READERS.append(fn)
    return fn


def _num(word: str) -> int | str | None:
    """An integer or "X" from a number word ("two", "x", "3"), else None."""
    value = _n(word)
    if isinstance(value, int) or value == "X":
        return value
    return None


PLAYER_SUBJECT = re.compile(
    r"^(you|<t\d+>_controller|<t\d+>|each player|each opponent|each of your opponents|each other player|"
    r"that player|defending player|the active player|target opponent|they|"
    r"(?:enchanted|equipped) (?:creature|permanent|land|artifact)'s controller|its controller|its owner|"
    r"that (?:creature|permanent|land|artifact|spell|card)'s (?:controller|owner)|~'s (?:controller|owner)|"
    r"<t\d+>'s (?:controller|owner)) (.+)$")


def player_subject(s: str, ctx: Context) -> tuple[dict[str, Any], str] | None:
    """("who", the predicate) of a sentence whose subject is a player; "you" when it has none."""
    m = PLAYER_SUBJECT.match(s)
    if not m:
        return {"who": "you"}, s
    who = player_ref(m.group(1), ctx)
    if who is None:
        return None
    return who, m.group(2)


# ---------------------------------------------------------------------------------------------- quantities

X_KEYS = ("amount", "count", "power", "toughness")


@reader
def defined_x(s: str, ctx: Context) -> list[dict[str, Any]] | None:
    """"~ deals X damage to any target, where X is the number of Dragons you control", "you draw X cards and
    you lose X life, where X is your devotion to black" (107.3c: the text says what X is): the effects of
    the sentence without that clause, each amount "X" of them evaluated as `x_is` says when it resolves."""
    if ", where x is " not in s and " where x is " not in s:
        return None
    from cardpool.oracle.clauses import clause_effects
    from cardpool.oracle.effects import _exact

    rest, defined = where_x(s, ctx)
    if defined is None and rest:
        return None
    if defined is None:  # "where X is its power": "it" is what the effect acts on ("target creature gets +X/+0")
        rest = re.sub(r",? where x is .+$", "", s)
        read = clause_effects(rest, ctx) or _exact(rest) or []
        refs = [{k: e[k] for k in ("target", "self", "attached") if k in e} for e in read]
        if not refs or not refs[0] or any(r != refs[0] for r in refs):
            return None
        rest, defined = where_x(s, ctx.but(it=refs[0]))
        if defined is None:
            return None
    inner = clause_effects(rest, ctx) or _exact(rest)
    if not inner or any(str(e.get("kind", "")).startswith(("effect", "conditional")) for e in inner):
        return None
    uses = [e for e in inner if any(e.get(k) == "X" for k in X_KEYS)]
    if not uses:
        return None
    for effect in uses:
        effect["x_is"] = defined
    return inner


# (verb, noun, kind, the effect's key for the number): what a player does a number of times
AMOUNT_VERBS = (
    ("gains?", "life", "gain_life", "amount"),
    ("loses?", "life", "lose_life", "amount"),
    ("draws?", "cards?", "draw", "count"),
    ("mills?", "cards?", "mill", "count"),
    ("discards?", "cards?", "discard", "count"),
)


def _times(q: int | str | dict[str, Any] | None, each: str | None, ctx: Context) -> Any:
    """`q`, multiplied by what "for each ..." counts when there is such a phrase ("1 life for each card in
    their hand"); None when either can't be read."""
    if q is None or each is None:
        return q
    per = for_each(each, ctx)
    if per is None or not isinstance(q, int):
        return None
    return {**per, "per": q}


@reader
def player_amounts(s: str, ctx: Context) -> list[dict[str, Any]] | None:
    """A player verb of `AMOUNT_VERBS` with its number, any subject: "you gain life equal to its toughness",
    "that player loses 1 life for each card in their hand", "you gain that much life", "draw cards equal to
    the number of creatures you control", "that player draws an additional card", "mill that many cards",
    "each opponent loses X life" (with "where X is ...")."""
    got = player_subject(s, ctx)
    if got is None:
        return None
    who, rest = got
    if who.get("who") in EACH_PLAYERS:  # "each opponent loses 1 life for each creature they control": "they" is
        ctx = ctx.but(that_player={"who": RECIPIENT})  # each of them in turn (`per_player`)
    for verb, noun, kind, key in AMOUNT_VERBS:
        m = re.fullmatch(verb + " " + noun + r" equal to (.+)", rest)
        if m:
            q = quantity(m.group(1), ctx)
            return [per_player({"kind": kind, key: q, **who}, key)] if q is not None else None
        m = re.fullmatch(verb + r" (an additional|that much|that many|" + NUM[1:-1] + r")(?: additional)? " + noun
                         + r"(?: (for each .+))?", rest)
        if m:
            q = _times(quantity("a" if m.group(1) == "an additional" else m.group(1), ctx), m.group(2), ctx)
            return [per_player({"kind": kind, key: q, **who}, key)] if q is not None else None
    return None


EACH_PLAYERS = ("each_opponent", "each_player")
RECIPIENT = "recipient"  # a quantity's "they" when the effect's subject is each player in turn


def per_player(effect: dict[str, Any], key: str) -> dict[str, Any]:
    """An effect whose amount counts something of each player it acts on ("each player loses 1 life for each
    Swamp they control") becomes `per_player`: the verb done for each of them with their own amount."""
    if RECIPIENT not in repr(effect.get(key)):
        return effect
    return {**effect, "kind": "per_player", "verb": effect["kind"], "key": key}


@reader
def discard_kinds(s: str, ctx: Context) -> list[dict[str, Any]] | None:
    """"that player discards their hand", "discard a card at random" (701.9b), "discard two creature cards"."""
    got = player_subject(s, ctx)
    if got is None:
        return None
    who, rest = got
    if rest in ("discards? their hand", "discard your hand", "discards their hand", "discard their hand"):
        return [{"kind": "discard", "count": "hand", **who}]
    m = re.fullmatch(r"discards? (a|one|two|three|x|\d+) cards? at random", rest)
    if m:
        n = _num(m.group(1))
        return [{"kind": "discard", "count": n, "random": True, **who}] if n is not None else None
    m = re.fullmatch(r"discards? (a|an|one|two|three) (.+?) cards?", rest)
    if m and m.group(2) not in ("card",):
        flt = card_filter(m.group(2) + " card", ctx)
        n = _num(m.group(1))
        if flt is None or n is None:
            return None
        return [{"kind": "discard", "count": n, "filter": flt, **who}]
    return None


# ---------------------------------------------------------------------------------------------- damage

def _recipients(text: str, ctx: Context) -> list[dict[str, Any]] | None:
    """"<t0>", "that player", "each creature and each player", "its controller", "you and each creature"."""
    out: list[dict[str, Any]] = []
    for part in re.split(r",? and |, ", text.strip()):
        part = re.sub(r"^each of ", "", part.strip())
        if re.fullmatch(r"the player or planeswalker (?:it's|it is|that creature is|~ is) attacking", part):
            out.append({"to": "defending_player"})  # 506.2: the engine's attacks are at the defending player
            continue
        who = player_ref(part, ctx)
        if who is not None:
            if who["who"] == "target":
                out.append({"target": who["target"]})
            else:
                out.append({"to": who.pop("who"), **{("to_" + k): v for k, v in who.items()}})
            continue
        ref = obj_ref(part, ctx) or group_ref(part, ctx) or _controlled_by(part, ctx)
        if ref is None:
            ref = group_ref("each " + part, ctx) if part.startswith(("creature", "other creature")) else None
        if ref is None:
            if part in ("itself", "himself", "herself") and ctx.extra.get("damage_source") is not None:
                ref = dict(ctx.extra["damage_source"])
            else:
                return None
        out.append(ref)
    return out or None


DAMAGE_SOURCE = re.compile(r"^(~|it|<t\d+>|enchanted creature|equipped creature|that creature|this creature|"
                           r"the creature|that permanent|each creature|each of those creatures) deals? (.+)$")


@reader
def damage(s: str, ctx: Context) -> list[dict[str, Any]] | None:
    """"~ deals N damage to that player", "it deals damage equal to its power to target creature", "~ deals
    damage to target creature equal to the number of Mountains you control", "... where X is ..."."""
    m = DAMAGE_SOURCE.match(s)
    if not m:
        return None
    source_text, rest = m.group(1), m.group(2)
    src: dict[str, Any] = {}
    if source_text not in ("~", "this creature"):
        ref = obj_ref(source_text, ctx)
        if ref is None or source_text.startswith("each"):
            return None
        if not ref.get("self"):
            src = {"source": ref}
    sub_ctx = ctx.but(extra={**ctx.extra, "damage_source": src.get("source", {"self": True})})
    amount: Any = None
    m2 = re.fullmatch(r"(" + NUM[1:-1] + r"|that much|twice that much) damage to (.+?)(?: (for each .+))?", rest)
    m3 = re.fullmatch(r"damage equal to (.+?) to (.+)", rest)
    m4 = re.fullmatch(r"damage to (.+?) equal to (.+)", rest)
    if m2:
        amount = _times(quantity(m2.group(1), ctx), m2.group(3), ctx)
        recipients_text = m2.group(2)
    elif m3:
        amount = quantity(m3.group(1), sub_ctx if src else ctx)
        recipients_text = m3.group(2)
    elif m4:
        recipients_text = m4.group(1)
        amount = None
    else:
        return None
    recipients = _recipients(recipients_text, sub_ctx)
    if recipients is None:
        return None
    if m4:  # "deals damage to target player equal to the number of cards in that player's hand": the
        # recipient is "that player", the source "it" ("target creature deals damage to itself equal to its power")
        amount = quantity(m4.group(2), _recipient_context(ctx, src, recipients))
    if amount is None:
        return None
    return [per_player({"kind": "damage", "amount": amount, **src, **rec}, "amount") for rec in recipients]


def _recipient_context(ctx: Context, src: dict[str, Any], recipients: list[dict[str, Any]]) -> Context:
    """The pronouns of an amount said after the recipient: "that player" is a target player named as the
    recipient, "it" / "its" the damage's source when it isn't the ability's."""
    changes: dict[str, Any] = {}
    if src.get("source") is not None:
        changes["it"] = dict(src["source"])
    if len(recipients) == 1 and "target" in recipients[0] and len(recipients[0]) == 1:
        changes["that_player"] = {"who": "target", "target": recipients[0]["target"]}
    elif len(recipients) == 1 and recipients[0].get("to") in EACH_PLAYERS:  # "to each player equal to the number
        changes["that_player"] = {"who": RECIPIENT}  # of lands they control": each one's own (`per_player`)
    return ctx.but(**changes) if changes else ctx


@reader
def damage_naming_back(s: str, ctx: Context) -> list[dict[str, Any]] | None:
    """"~ deals 5 damage to target creature and 2 damage to that creature's controller", "~ deals 4 damage to
    target player and each creature that player controls": the words after the first target name it again."""
    from cardpool.oracle.clauses import _damage_clause

    m = DAMAGE_SOURCE.match(s)
    first = re.search(r"<t(\d+)>", m.group(2)) if m else None
    if first is None:
        return None
    ref = {"target": int(first.group(1))}
    both = re.fullmatch(r"(.+ damage to <t\d+>) and each creature that player or that planeswalker's controller "
                        r"controls", s)
    if both:  # the target is a player or a planeswalker: the creatures of that player, or of its controller
        hit = damage(both.group(1), ctx)
        if not hit or len(hit) != 1:
            return None
        base = {k: v for k, v in hit[0].items() if k != "target"}
        return hit + [{**base, "each": {"types": ["creature"]}, "controlled_by": {"who": who, **ref}}
                      for who in ("target", "target_controller")]
    sub = ctx.but(that=ref, it=ctx.it if ctx.it is not None else ref, that_player={"who": "target", **ref})
    if m is not None and (m.group(1) == "~" or m.group(1) == "it" and ctx.it == {"self": True}):
        s = s.replace(" damage to itself", " damage to ~")  # the source, named again
    return _damage_clause(s, sub) or damage(s, sub)


PREDICATE_VERBS = r"(?:gets|gains|has|deals|can't|can|must|doesn't|loses|becomes|is|fights|assigns|attacks|blocks)"


@reader
def shared_subject(s: str, ctx: Context) -> list[dict[str, Any]] | None:
    """Two predicates of one subject: "~ gets +2/+2 until end of turn and can't be blocked this turn", "~ gets
    +2/+0 until end of turn and deals 1 damage to you", "target creature gets +1/+1 until end of turn and must
    be blocked this turn if able": each read with the subject, "it" then being that subject."""
    from cardpool.oracle.clauses import clause_effects

    m = re.match(r"(.+?) " + PREDICATE_VERBS + r" ", s)
    if m is None or " and " not in s[m.end():]:
        return None
    subject = m.group(1)
    ref = obj_ref(subject, ctx)
    for found in re.finditer(r" and (?=" + PREDICATE_VERBS + r" )", s):
        if found.start() < m.end():
            continue
        left = clause_effects(s[:found.start()], ctx)
        if not left:
            continue
        right = clause_effects(subject + " " + s[found.end():], ctx.but(it=ref) if ref is not None else ctx)
        if right:
            return left + right
    return None


@reader
def fight(s: str, ctx: Context) -> list[dict[str, Any]] | None:
    """"target creature you control fights target creature you don't control" (701.12a), "~ fights up to one
    target creature", "it fights another target creature"."""
    m = re.fullmatch(r"(.+?) fights? (.+)", s)
    if not m:
        return None
    a, b = obj_ref(m.group(1), ctx), obj_ref(m.group(2), ctx)
    if a is None or b is None:
        return None
    return [{"kind": "fight", **a, "other": b}]


# ---------------------------------------------------------------------------------------------- objects

@reader
def pump_amounts(s: str, ctx: Context) -> list[dict[str, Any]] | None:
    """"it gets +1/+1 until end of turn for each creature blocking it", "target creature gets +X/+X until
    end of turn" (X announced, or "where X is ..."), "creatures target player controls get -1/-1"."""
    body, duration = strip_duration(s)
    m = re.fullmatch(r"(.+?) (?:each )?gets? ([+-])(\d+|x)/([+-])(\d+|x)(?: until end of turn)?(?: (for each .+))?",
                     body)
    if not m:
        return None
    if duration is None and not s.endswith("until end of turn") and "until end of turn" not in s:
        return None
    ref = any_ref(m.group(1), ctx) or _controlled_by(m.group(1), ctx)
    if ref is None:
        return None
    p: Any = int(m.group(3)) if m.group(3) != "x" else "X"
    t: Any = int(m.group(5)) if m.group(5) != "x" else "X"
    if m.group(2) == "-" and isinstance(p, int):
        p = -p
    if m.group(4) == "-" and isinstance(t, int):
        t = -t
    out: dict[str, Any] = {"kind": "pump", **ref}
    if m.group(6):
        per = for_each(m.group(6), ctx)
        if per is None or "X" in (p, t):
            return None
        out["power"] = {**per, "per": p} if p else 0
        out["toughness"] = {**per, "per": t} if t else 0
    else:
        out["power"], out["toughness"] = p, t
        if "X" in (p, t) and (m.group(2) == "-" or m.group(4) == "-"):
            out["negative"] = "".join(("p" if m.group(2) == "-" and p == "X" else "",
                                       "t" if m.group(4) == "-" and t == "X" else ""))
    if duration == "your_next_turn":
        out["until"] = "your_next_turn"
    return [out]


def _controlled_by(text: str, ctx: Context) -> dict[str, Any] | None:
    """"creatures target player controls", "creatures that player controls" -> each, controlled by that player."""
    m = re.fullmatch(r"(?:all (creatures|permanents|lands|artifacts)|each (creature|permanent|land|artifact)|"
                     r"(creatures|permanents|lands|artifacts)) (<t\d+>|that player|defending player) controls?", text)
    if not m:
        return None
    who = player_ref(m.group(4), ctx)
    if who is None:
        return None
    noun = (m.group(1) or m.group(2) or m.group(3)).removesuffix("s")
    return {"each": {"types": [noun]}, "controlled_by": who}


@reader
def grant(s: str, ctx: Context) -> list[dict[str, Any]] | None:
    """"it gains haste" (a trigger's token: until it leaves), "target creature gains flying until end of turn",
    "creatures you control gain trample and haste until end of turn", "target creature loses flying until
    end of turn"."""
    body, duration = strip_duration(s)
    m = re.fullmatch(r"(.+?) (gains?|loses?) (.+)", body)
    if not m:
        return None
    ref = any_ref(m.group(1), ctx) or _controlled_by(m.group(1), ctx)
    if ref is None:
        return None
    keywords = keywords_of(m.group(3))
    if keywords is None:
        return None
    if m.group(2).startswith("lose"):
        if duration != "end_of_turn":
            return None
        return [{"kind": "lose_abilities", "keywords": keywords, **ref}]
    if duration is None:
        if keywords != ["haste"] or not (ref.get("noted") or ref.get("event") or ref.get("target") is not None):
            return None  # "it gains haste" of a token or a returned card: for as long as it is there
        return [{"kind": "pump", "keywords": keywords, "lasting": True, **ref}]
    if duration != "end_of_turn":
        return None
    return [{"kind": "pump", "keywords": keywords, **ref}]


@reader
def counters(s: str, ctx: Context) -> list[dict[str, Any]] | None:
    """"put a +1/+1 counter on it", "put that many +1/+1 counters on ~", "put X +1/+1 counters on target
    creature", "put a +1/+1 counter on each creature you control", "remove a -1/-1 counter from ~"."""
    m = re.fullmatch(r"put (that many|" + NUM[1:-1] + r") " + COUNTER + r" counters? on (.+?)(?: (for each .+))?", s)
    if m:
        q = quantity(m.group(1), ctx)
        ref = any_ref(re.sub(r"^each of ", "", m.group(3)), ctx) or _controlled_by(m.group(3), ctx)
        q = _times(q, m.group(4), ctx)
        if q is None or ref is None:
            return None
        return [{"kind": "put_counter", "counter": m.group(2), "count": q, **ref}]
    m = re.fullmatch(r"remove (all|" + NUM[1:-1] + r") " + COUNTER + r" counters? from (.+)", s)
    if m:
        ref = any_ref(m.group(3), ctx)
        if ref is None:
            return None
        count: Any = "all" if m.group(1) == "all" else _num(m.group(1))
        if count is None:
            return None
        return [{"kind": "remove_counter", "counter": m.group(2), "count": count, **ref}]
    m = re.fullmatch(r"double the number of " + COUNTER + r" counters on (.+)", s)
    if m:
        ref = any_ref(m.group(2), ctx)
        return [{"kind": "double_counters", "counter": m.group(1), **ref}] if ref is not None else None
    return None


def chosen_filter(text: str, ctx: Context) -> dict[str, Any] | None:
    """"a creature you control", "an artifact or creature": the filter of one permanent a player chooses as
    the effect resolves (not a target), or None."""
    from cardpool.oracle.grammar import parse_object, words_of
    from cardpool.oracle.refs import _original

    words = words_of(_original(text, ctx))
    if not words or words[0].lower() not in ("a", "an", "one"):
        return None
    ph = parse_object(words, 1, allow_players=False)
    if ph is None or ph.end != len(words) or ph.problems or ph.plural or ph.zone \
            or ph.noun not in ("object", "permanent"):
        return None
    return ph.filter() or {"types": ["permanent"]}


KEYWORD_COUNTER = r"(first strike|double strike|" + COUNTER[1:]
_COUNT_PART = re.compile(r"(that many|" + NUM[1:-1] + r") " + KEYWORD_COUNTER + r" counters?")


def _counter_list(text: str) -> list[tuple[str, str]] | None:
    """"a +1/+1 counter and a lifelink counter" -> [("a", "+1/+1"), ("a", "lifelink")], or None."""
    out = []
    for part in re.split(r",? and |, ", text):
        m = _COUNT_PART.fullmatch(part)
        if m is None:
            return None
        out.append((m.group(1), m.group(2)))
    return out


@reader
def more_counters(s: str, ctx: Context) -> list[dict[str, Any]] | None:
    """Counters the `counters` reader doesn't read (122.1): on several objects in one sentence ("put a +1/+1
    counter on that creature and a +1/+1 counter on ~", "put a -1/-1 counter on target creature, two -1/-1
    counters on another target creature, and three ... on a third target creature"), several kinds on one
    ("put a +1/+1 counter and a lifelink counter on target creature"), keyword counters of two words ("a first
    strike counter", 122.1b), "a number of +1/+1 counters on ~ equal to its power"."""
    m = re.fullmatch(r"put a number of " + KEYWORD_COUNTER + r" counters on (.+?) (equal to .+)", s)
    if m:
        from cardpool.oracle.phrases import equal_to

        q = equal_to(m.group(3), ctx)
        ref = any_ref(m.group(2), ctx)
        if q is None or ref is None:
            return None
        return [{"kind": "put_counter", "counter": m.group(1), "count": q, **ref}]
    m = re.fullmatch(r"put (" + NUM[1:-1] + r") " + KEYWORD_COUNTER + r" counters? on (a|an|one) (.+)", s)
    if m:  # "put a +1/+1 counter on a creature you control": chosen as it resolves, not targeted (608.2c)
        flt = chosen_filter(m.group(3) + " " + m.group(4), ctx)
        count = _num(m.group(1))
        if flt is None or count is None:
            return None
        return [{"kind": "put_counter_chosen", "counter": m.group(2), "count": count, "filter": flt}]
    if not s.startswith("put "):
        return None
    # "N K counters on X" parts, each with its own object, split where the next part's count begins
    pieces = re.split(r"(,? and |, )", s[4:])
    parts = [pieces[0]]
    for sep, piece in zip(pieces[1::2], pieces[2::2], strict=True):
        if " on " in parts[-1] and _COUNT_PART.match(piece):
            parts.append(piece)
        else:
            parts[-1] += sep + piece
    out: list[dict[str, Any]] = []
    for part in parts:
        m = re.fullmatch(r"(.+?) on (.+?)(?: (for each .+))?", part)
        kinds = _counter_list(m.group(1)) if m else None
        if m is None or kinds is None:
            return None
        ref = any_ref(re.sub(r"^each of ", "", m.group(2)), ctx) or _controlled_by(m.group(2), ctx)
        if ref is None:
            return None
        for count, counter in kinds:
            q = _times(quantity(count, ctx), m.group(3), ctx)
            if q is None:
                return None
            out.append({"kind": "put_counter", "counter": counter, "count": q, **ref})
    return out or None


FROM_HAND_COUNTS: dict[str, int | str] = {"a": 1, "an": 1, "one": 1, "two": 2, "up to one": 1, "up to two": 2,
                                           "up to three": 3, "up to seven": 7, "any number of": "any"}


@reader
def put_from_hand(s: str, ctx: Context) -> list[dict[str, Any]] | None:
    """"put a green creature card from your hand onto the battlefield", "put up to two land cards from your hand
    onto the battlefield tapped", "put any number of creature cards ..." (the cards the controller chooses as
    it resolves, 608.2c). Not an Aura (303.4f: what it enchants is chosen as it enters) nor "attacking"."""
    m = re.fullmatch(r"put (" + "|".join(FROM_HAND_COUNTS) + r") (.+?) (?:from your hand onto the battlefield|"
                     r"onto the battlefield from your hand)( tapped)?", s)
    if not m:
        return None
    phrase = re.sub(r"\bcards\b", "card", m.group(2))
    flt = card_filter(phrase, ctx)
    if flt is None or "aura" in flt.get("subtypes", ()) or flt.get("types") == ["enchantment"]:
        return None
    out: dict[str, Any] = {"kind": "put_cards_from_hand", "count": FROM_HAND_COUNTS[m.group(1)], "filter": flt}
    if m.group(3):
        out["tapped"] = True
    return [out]


@reader
def keyword_actions(s: str, ctx: Context) -> list[dict[str, Any]] | None:
    """Keyword actions of 701: proliferate, adapt N, monstrosity N, bolster N, support N, amass N, explore,
    populate, detain, investigate."""
    if s == "proliferate":
        return [{"kind": "proliferate"}]
    m = re.fullmatch(r"(adapt|monstrosity|bolster|support) (x|\d+)", s)
    if m:
        n = _num(m.group(2))
        return [{"kind": m.group(1), "count": n}] if n is not None else None
    m = re.fullmatch(r"(~|it|<t\d+>|that creature) explores", s)
    if m:
        ref = obj_ref(m.group(1), ctx)
        return [{"kind": "explore", **ref}] if ref is not None else None
    if s == "populate":
        return [{"kind": "populate"}]
    m = re.fullmatch(r"detain (.+)", s)
    if m:
        ref = obj_ref(m.group(1), ctx)
        return [{"kind": "mark", "mark": "detained", **ref}] if ref is not None else None
    m = re.fullmatch(r"goad (.+)", s)
    if m:
        ref = obj_ref(m.group(1), ctx)
        return [{"kind": "mark", "mark": "goaded", **ref}] if ref is not None else None
    return None


MOVE_TO = {
    "to its owner's hand": "hand", "to their owner's hand": "hand", "to their owners' hands": "hand",
    "to your hand": "hand", "to the battlefield": "battlefield", "into your hand": "hand",
    "into its owner's hand": "hand", "into their owner's hand": "hand", "into your graveyard": "graveyard",
    "into its owner's graveyard": "graveyard", "into their owners' graveyards": "graveyard",
    "into their owner's graveyard": "graveyard", "into that player's graveyard": "graveyard",
    "onto the battlefield": "battlefield", "on top of its owner's library": "library_top",
    "on top of their owner's library": "library_top", "on top of your library": "library_top",
    "on the top of its owner's library": "library_top",
    "on the bottom of its owner's library": "library_bottom", "on the bottom of your library": "library_bottom",
    "on the bottom of their owner's library": "library_bottom",
    "on the bottom of their owners' libraries": "library_bottom",
    "into its owner's library": "library_shuffle", "into their owner's library": "library_shuffle",
    "into their owners' libraries": "library_shuffle", "into your library": "library_shuffle",
}
FROM = {"from your graveyard": "graveyard", "from a graveyard": "graveyard", "from exile": "exile",
        "from your hand": "hand", "from its owner's graveyard": "graveyard", "from their graveyard": "graveyard",
        "from your library": "library", "from the battlefield": "battlefield"}


def _move_tail(tail: str) -> dict[str, Any] | None:
    """"to the battlefield under your control tapped" -> {"to", "under", "tapped"}."""
    out: dict[str, Any] = {}
    if tail.startswith("to the battlefield transformed"):  # 712.14a: it enters with its back face up
        tail = tail.replace(" transformed", "", 1)
        out["transformed"] = True
    m = re.fullmatch(r"(.+?)( tapped)?( with (a|an|one|two|three) " + COUNTER + r" counters? on it)?", tail)
    if not m:
        return None
    base = m.group(1)
    control = re.fullmatch(r"(.+?) under (your|its owner's|their owners'|their owner's) control", base)
    if control:
        base = control.group(1)
        out["under"] = "you" if control.group(2) == "your" else "owner"
    to = MOVE_TO.get(base)
    if to is None:
        return None
    if (out.get("under") or m.group(2) or m.group(3)) and to != "battlefield":
        return None
    out["to"] = to
    if m.group(2):
        out["tapped"] = True
    if m.group(3):
        out["with_counters"] = {"counter": m.group(5), "count": _n(m.group(4))}
    return out


def _move_subject(text: str, ctx: Context) -> tuple[dict[str, Any], str | None] | None:
    """What a zone change moves, and from where: "~ from your graveyard", "target creature card from your
    graveyard" (a target token), "it", "the exiled card", "all creature cards from your graveyard"."""
    frm = None
    for phrase, zone in FROM.items():
        if text.endswith(" " + phrase):
            text, frm = text[: -len(phrase) - 1], zone
            break
    ref = obj_ref(text, ctx) or NOTED_REFS.get(text)
    if ref is not None:
        return dict(ref), frm
    m = re.fullmatch(r"(?:all|each) (.+?) cards?", text)
    if m and frm in ("graveyard", "hand", "exile"):
        flt = card_filter(m.group(1) + " card", ctx)
        if flt is None:
            return None
        whose = "you" if frm in ("graveyard", "hand") else "each_player"
        return {"cards": {"zone": frm, "who": whose, "filter": flt}}, frm
    if frm is None:
        ref = group_ref(text, ctx)
        if ref is not None:
            return ref, "battlefield"
    return None




@reader
def move(s: str, ctx: Context) -> list[dict[str, Any]] | None:
    """Zone changes (400.6): "return ~ from your graveyard to your hand", "return that card to the battlefield
    under its owner's control", "put it on the bottom of its owner's library", "shuffle ~ into its owner's
    library", "return all creature cards from your graveyard to the battlefield", "exile it"."""
    m = re.fullmatch(r"(return|put) (.+?) ((?:to|into|onto|on) (?:the |its |their |your |that )?.+)", s)
    if m:
        subject, tail = m.group(2), m.group(3)
        got = _move_subject(subject, ctx)
        dest = _move_tail(tail)
        if got is None or dest is None:
            return None
        ref, frm = got
        out: dict[str, Any] = {"kind": "move", **ref, **dest}
        if frm is not None:
            out["from"] = frm
        return [out]
    m = re.fullmatch(r"shuffle (.+?) into (?:its|their) owners?'?s?'? librar(?:y|ies)", s)
    if m:
        got = _move_subject(m.group(1), ctx)
        if got is None:
            return None
        ref, frm = got
        out = {"kind": "move", **ref, "to": "library_shuffle"}
        if frm is not None:
            out["from"] = frm
        return [out]
    m = re.fullmatch(r"exile (<t\d+>|each opponent|all opponents|each player|all)'?s? graveyards?", s)
    if m:
        who = player_ref(m.group(1), ctx) if m.group(1) != "all" else {"who": "each_player"}
        if who is None:
            return None
        return [{"kind": "move", "cards": {"zone": "graveyard", **who}, "to": "exile"}]
    if s in ("exile all graveyards", "exile all opponents' graveyards", "exile each opponent's graveyard"):
        whose = "each_player" if s == "exile all graveyards" else "each_opponent"
        return [{"kind": "move", "cards": {"zone": "graveyard", "who": whose}, "to": "exile"}]
    m = re.fullmatch(r"exile (.+)", s)
    if m and not m.group(1).startswith(("the top", "all cards")):
        got = _move_subject(m.group(1), ctx)
        if got is None:
            return None
        ref, frm = got
        if frm in (None, "battlefield") and ("target" in ref or "self" in ref or "each" in ref) and "cards" not in ref:
            return None  # the older readers' `exile` (a permanent)
        out = {"kind": "move", **ref, "to": "exile"}
        if frm is not None:
            out["from"] = frm
        return [out]
    return None


# how long a "for as long as" control change lasts: what of the source must stay true
CONTROL_WHILE = {"you control ~": "controlled", "~ remains on the battlefield": "on_battlefield",
                 "you control ~ and ~ remains tapped": "controlled_tapped", "~ remains tapped": "tapped"}


@reader
def gain_control(s: str, ctx: Context) -> list[dict[str, Any]] | None:
    """"gain control of target creature until end of turn", "<player> gains control of ~"."""
    body, duration = strip_duration(s)
    m = re.fullmatch(r"(?:(.+?) )?gains? control of (.+)", body)
    if not m:
        return None
    target_text = m.group(2)
    lasting = re.fullmatch(r"(.+?) for as long as (you control ~|~ remains on the battlefield|"
                           r"you control ~ and ~ remains tapped|~ remains tapped)", target_text)
    if lasting:  # 611.2b: the control lasts as long as the source stays so (`plugins.effects_control`)
        target_text = lasting.group(1)
    ref = obj_ref(target_text, ctx) or group_ref(target_text, ctx) or _controlled_by(target_text, ctx)
    if ref is None:
        return None
    out: dict[str, Any] = {"kind": "gain_control", **ref}
    if lasting:
        if duration is not None:
            return None
        out["kind"] = "gain_control_while"
        out["while"] = CONTROL_WHILE[lasting.group(2)]
    if m.group(1) and m.group(1) != "you":
        who = player_ref(m.group(1), ctx)
        if who is None:
            return None
        out["new_controller"] = who
    if duration == "end_of_turn":
        out["until"] = "end_of_turn"
    elif duration is not None:
        return None
    return [out]


@reader
def stack_objects(s: str, ctx: Context) -> list[dict[str, Any]] | None:
    """"counter that spell", "counter it", "copy that spell", "copy it"."""
    m = re.fullmatch(r"(counter|copy) (that spell|it|that spell or ability|that ability|the spell)", s)
    if not m or ctx.it is None:
        return None
    # "Whenever ~ becomes the target of a spell or ability, counter that spell or ability" (Jetting Glasskite):
    # "it" is the source, "that spell" can only be the event's spell or ability
    if not ctx.it.get("event") and not (m.group(2).startswith("that ") and ctx.it == {"self": True}):
        return None
    return [{"kind": "counter" if m.group(1) == "counter" else "copy_spell", "event": True}]


@reader
def prevent(s: str, ctx: Context) -> list[dict[str, Any]] | None:
    """Prevention shields (615): "prevent the next 3 damage that would be dealt to any target this turn",
    "prevent all damage that would be dealt to ~ this turn", "prevent all combat damage that would be dealt
    by target creature this turn", "prevent all damage target creature would deal this turn"."""
    m = re.fullmatch(r"prevent all( combat)? damage that would be dealt to and dealt by (.+?) this turn", s)
    if m:  # both ways: "... dealt to and dealt by that creature this turn" (Ebony Horse)
        to = prevent(f"prevent all{m.group(1) or ''} damage that would be dealt to {m.group(2)} this turn", ctx)
        by = prevent(f"prevent all{m.group(1) or ''} damage that would be dealt by {m.group(2)} this turn", ctx)
        return to + by if to and by else None
    m = re.fullmatch(r"prevent (the next (" + NUM[1:-1] + r")|all)( combat)? damage that would be dealt "
                     r"(to|by) (.+?) this turn", s) \
        or re.fullmatch(r"prevent (the next (" + NUM[1:-1] + r")|all)( combat)? damage that would be dealt this "
                        r"turn (to|by) (.+)", s)
    if m:
        amount: Any = "all" if m.group(1) == "all" else _num(m.group(2))
        if amount is None:
            return None
        what = m.group(5)
        out: dict[str, Any] = {"kind": "prevent_damage", "amount": amount, "direction": m.group(4)}
        if m.group(3):
            out["combat"] = True
        ref = obj_ref(what, ctx) or group_ref(what, ctx)
        if ref is not None:
            return [{**out, **ref}]
        who = player_ref(what, ctx)
        if who is not None and m.group(4) == "to":
            return [{**out, "to": who.pop("who"), **{("to_" + k): v for k, v in who.items()}}]
        return None
    m = re.fullmatch(r"prevent all( combat)? damage (.+?) would deal this turn", s)
    if m and m.group(1):  # "prevent all combat damage target creature would deal this turn"
        ref = obj_ref(m.group(2), ctx) or group_ref(m.group(2), ctx)
        return [{"kind": "prevent_damage", "amount": "all", "direction": "by", "combat": True, **ref}] \
            if ref is not None else None
    if m:
        ref = obj_ref(m.group(2), ctx) or group_ref(m.group(2), ctx)
        return [{"kind": "prevent_damage", "amount": "all", "direction": "by", **ref}] if ref is not None else None
    if s == "prevent all damage that would be dealt this turn":
        return [{"kind": "prevent_damage", "amount": "all", "direction": "all"}]
    return None


@reader
def becomes(s: str, ctx: Context) -> list[dict[str, Any]] | None:
    """"until end of turn, ~ becomes a 3/3 Elemental creature with haste" (613: type, P/T, keywords until end
    of turn); "it's still a land" is its own sentence (`still`)."""
    body, duration = strip_duration(s)
    if duration != "end_of_turn":
        return None
    m = re.fullmatch(r"(.+?) becomes? an? (\d+)/(\d+) (.+?)(?: with (.+?))?(?: that's still an? (land|artifact|"
                     r"enchantment|planeswalker))?", body)
    if not m:
        return None
    ref = obj_ref(m.group(1), ctx) or group_ref(m.group(1), ctx)
    if ref is None:
        return None
    desc = _original(m.group(4), ctx).split()
    colors = ""
    words = {"white": "W", "blue": "U", "black": "B", "red": "R", "green": "G", "colorless": ""}
    i = 0
    while i < len(desc) and desc[i].lower() in words | {"and": ""}:
        colors += words.get(desc[i].lower(), "")
        i += 1
    subtypes = []
    while i < len(desc) and desc[i][:1].isupper():
        subtypes.append(desc[i].lower())
        i += 1
    types = [w.lower() for w in desc[i:]]
    if not types or types[-1] != "creature" or any(t not in ("artifact", "creature", "enchantment") for t in types):
        return None
    out: dict[str, Any] = {"kind": "become", **ref, "power": int(m.group(2)), "toughness": int(m.group(3)),
                           "types": types, "subtypes": subtypes}
    if any(w.lower() in words for w in desc[:i]):
        out["colors"] = colors
    if with_bonus(out, None, None, m.group(5)) is None:
        return None
    if m.group(6):
        out["still"] = True
    return [out]


@reader
def tap_or_untap(s: str, ctx: Context) -> list[dict[str, Any]] | None:
    """"tap or untap target permanent" (the controller's choice: a `choose` line, else the one that changes
    it), "untap all creatures you control", "tap all creatures target player controls"."""
    m = re.fullmatch(r"tap or untap (.+)", s)
    if m:
        ref = obj_ref(m.group(1), ctx)
        return [{"kind": "tap_or_untap", **ref}] if ref is not None else None
    m = re.fullmatch(r"(tap|untap) (.+)", s)
    if m:
        ref = _controlled_by(m.group(2), ctx) or obj_ref(m.group(2), ctx)
        return [{"kind": m.group(1), **ref}] if ref is not None else None
    return None


@reader
def sacrifice_it(s: str, ctx: Context) -> list[dict[str, Any]] | None:
    """"sacrifice it", "sacrifice that creature", "sacrifice the token"."""
    m = re.fullmatch(r"sacrifice (.+)", s)
    if not m:
        return None
    ref = obj_ref(m.group(1), ctx) or NOTED_REFS.get(m.group(1))
    if ref is None or "each" in ref:
        return None
    return [{"kind": "sacrifice_permanent", **ref}]


@reader
def destroy_ref(s: str, ctx: Context) -> list[dict[str, Any]] | None:
    """"destroy it", "destroy that creature", "destroy each creature blocking it"."""
    m = re.fullmatch(r"destroy (.+)", s)
    if not m:
        return None
    ref = obj_ref(m.group(1), ctx) or NOTED_REFS.get(m.group(1)) or _controlled_by(m.group(1), ctx)
    if ref is None:
        return None
    return [{"kind": "destroy", **ref}]


DIG_TO = {
    "into your hand": "hand", "into their hand": "hand", "onto the battlefield": "battlefield",
    "onto the battlefield tapped": "battlefield", "into your graveyard": "graveyard",
    "into their graveyard": "graveyard",
    "on the bottom of your library": "library_bottom", "on the bottom of their library": "library_bottom",
    "back on top of your library": "library_top", "on top of your library": "library_top", "back": "library_top",
    "on the bottom": "library_bottom",
}


def _dig_to(text: str) -> dict[str, Any] | None:
    text = re.sub(r" in (?:a random|any) order$", "", text.strip())
    to = DIG_TO.get(text)
    if to is None:
        return None
    return {"to": to, **({"tapped": True} if text.endswith("tapped") else {})}


@reader
def dig(s: str, ctx: Context) -> list[dict[str, Any]] | None:
    """After "look at the top N cards of your library": "put one of them into your hand and the rest on the
    bottom of your library in any order", "you may reveal a creature card from among them and put it into
    your hand", "put the rest into your graveyard", "put them back in any order"."""
    if not ctx.extra.get("dig"):
        return None
    m = re.fullmatch(r"(?:then )?put (?:the rest|them|those cards|the others|the other|the revealed cards)"
                     r"(?: (.+))?", s)
    if m:
        dest = _dig_to(m.group(1) or "back")
        return [{"kind": "dig_rest", **dest}] if dest is not None else None
    parts = re.split(r" and (?:put )?the (?:rest|other|others) ", s, maxsplit=1)
    take = _dig_take(parts[0], ctx)
    if take is None:
        return None
    if len(parts) == 1:
        return [take]
    dest = _dig_to(parts[1])
    return [take, {"kind": "dig_rest", **dest}] if dest is not None else None


def _dig_take(s: str, ctx: Context) -> dict[str, Any] | None:
    m = re.fullmatch(r"(?:reveal (.+?) from among (?:them|those cards) and put (?:it|them|that card|those cards)|"
                     r"put (.+?)) (into your hand|onto the battlefield(?: tapped)?|into your graveyard|"
                     r"on the bottom of your library|on top of your library(?: in any order)?)", s)
    if not m:
        return None
    what = (m.group(1) or m.group(2)).strip()
    dest = _dig_to(m.group(3))
    if dest is None:
        return None
    out: dict[str, Any] = {"kind": "dig_take", **dest}
    n = re.fullmatch(r"(a|an|one|two|three|up to (?:one|two|three)|any number|all) (?:of (?:them|those cards)|(.+?) "
                     r"cards?(?: from among (?:them|those cards)| revealed this way)?)", what)
    if not n:
        return None
    count_word = n.group(1)
    if count_word in ("any number", "all"):
        out["count"] = "all"
        if count_word == "any number":
            out["optional"] = True
    else:
        count = _num(count_word.replace("up to ", ""))
        if not isinstance(count, int):
            return None
        out["count"] = count
        if count_word.startswith("up to"):
            out["optional"] = True
    if n.group(2):
        flt = card_filter(n.group(2) + " card", ctx)
        if flt is None:
            return None
        out["filter"] = flt
    return out


SEARCH_TO = {"into your hand": "hand", "onto the battlefield": "battlefield",
             "onto the battlefield tapped": "battlefield", "into your graveyard": "graveyard"}
SEARCH_COUNTS: dict[str, int | str] = {"a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "up to one": 1, "up to two": 2,
                                       "up to three": 3, "up to four": 4, "any number of": "all"}
SEARCH_RE = re.compile(
    r"search your library for (" + "|".join(sorted(SEARCH_COUNTS, key=len, reverse=True)) + r") (.+?), "
    r"(?:reveal (?:it|them|that card|those cards), )?(?:and )?put (?:it|them|that card|those cards) ("
    + "|".join(sorted(SEARCH_TO, key=len, reverse=True)) + r")(?: under your control)?,? (?:and |then )shuffle")


@reader
def search(s: str, ctx: Context) -> list[dict[str, Any]] | None:
    """"search your library for a Forest card, put it onto the battlefield, then shuffle", "search your
    library for up to two basic land cards, reveal them, put them into your hand, then shuffle", "... an
    artifact card with mana value X or less ..." (701.23: what qualifies is the card filter; the library's
    contents are the play's, unknown when it doesn't say them)."""
    m = SEARCH_RE.fullmatch(s)
    if not m:
        return None
    count = SEARCH_COUNTS[m.group(1)]
    what = m.group(2)
    named = what in ("card named ~", "cards named ~")  # 201.2: cards with its name
    if named:
        what = what.removesuffix(" named ~")
    plural = re.search(r"\bcards\b", what)
    if not plural and not re.search(r"\bcard\b", what):
        return None
    if (count == "all" or int(count) > 1) != bool(plural):
        return None
    flt: dict[str, Any] | None = {}
    if what not in ("card", "cards"):
        flt = card_filter(re.sub(r"\bcards\b", "card", what), ctx)
        if flt is None:
            return None
    out: dict[str, Any] = {"kind": "search_library", "count": count, "to": SEARCH_TO[m.group(3)]}
    if flt:
        out["filter"] = flt
    if named:
        out["named"] = "self"
    if m.group(3).endswith("tapped"):
        out["tapped"] = True
    if m.group(1).startswith("up to"):
        out["up_to"] = True
    return [out]


@reader
def return_chosen(s: str, ctx: Context) -> list[dict[str, Any]] | None:
    """"return a land you control to its owner's hand", "return two creatures you control to their owner's
    hand", "each player returns a creature they control to its owner's hand" (no target: the player chooses
    as it resolves; a `choose` line after `resolve` says which, else the first is assumed and said)."""
    got = player_subject(s, ctx)
    if got is None:
        return None
    who, rest = got
    m = re.fullmatch(r"returns? (a|an|another|one|two|three) (.+?) (?:you|they) controls? to (?:its|their) "
                     r"owners?'s? hands?", rest)
    if not m:
        return None
    count = 1 if m.group(1) in ("a", "an", "another") else _num(m.group(1))
    if not isinstance(count, int):
        return None
    what = m.group(2)
    phrase = ("other " if m.group(1) == "another" else "") + (what if count > 1 else _plural_word(what))
    ref = group_ref(phrase + " you control", ctx)
    if ref is None or "each" not in ref:
        return None
    flt = {k: v for k, v in ref["each"].items() if k != "controller"}
    return [{"kind": "return_chosen", "filter": flt, "count": count, **who}]


def _plural_word(phrase: str) -> str:
    """"blue or black creature" -> "blue or black creatures" (the noun is the last word)."""
    head, _, last = phrase.rpartition(" ")
    plural = last + "es" if last.endswith(("ch", "sh", "s", "x")) else last + "s"
    return f"{head} {plural}".strip()




@reader
def dealt_damage_this_way(s: str, ctx: Context) -> list[dict[str, Any]] | None:
    """"If a creature dealt damage this way would die this turn, exile it instead" (614.1a): every creature
    the damage before it was dealt to is marked (`noted`: "damaged")."""
    if re.fullmatch(r"if (?:a|each|any) creature dealt damage this way would die this turn, exile it instead", s):
        return [{"kind": "mark", "mark": "exile_if_dies", "noted": "damaged"}]
    return None


@reader
def doesnt_untap(s: str, ctx: Context) -> list[dict[str, Any]] | None:
    """"Those creatures don't untap during their controller's next untap step", "it doesn't untap during its
    controller's next untap step" (502.3: the untap step skips it once)."""
    m = re.fullmatch(r"(.+?) (?:doesn't|don't|does not|do not) untap during (?:its|their|your) (?:controllers?'?s? )?"
                     r"next untap steps?", s)
    if not m:
        return None
    ref = any_ref(m.group(1), ctx)
    return [{"kind": "mark", "mark": "doesnt_untap_next", **ref}] if ref is not None else None


@reader
def exile_until_leaves(s: str, ctx: Context) -> list[dict[str, Any]] | None:
    """"exile target creature an opponent controls until ~ leaves the battlefield" (610.3c): `exile_until`,
    the exiled cards linked to the source permanent."""
    m = re.fullmatch(r"(exile .+?) until (~|it) leaves the battlefield", s)
    if not m or (m.group(2) == "it" and ctx.it != {"self": True}):
        return None
    from cardpool.oracle.clauses import clause_effects

    inner = clause_effects(m.group(1), ctx)
    if not inner:
        return None
    out = []
    for effect in inner:
        if effect["kind"] != "exile" and not (effect["kind"] == "move" and effect.get("to") == "exile"
                                              and effect.get("from") in (None, "battlefield")):
            return None
        out.append({**{k: v for k, v in effect.items() if k not in ("kind", "to", "from")}, "kind": "exile_until"})
    return out


@reader
def player_counts(s: str, ctx: Context) -> list[dict[str, Any]] | None:
    """What a player gets or takes that is neither life nor cards: "take an extra turn after this one",
    "target player takes two extra turns after this one" (500.7), "you skip your next turn" (614.10), "you get
    {E}{E}", "you get that many {E}" (107.14), "that player gets two poison counters" (122.1f), and "you may pay
    {E}{E}" (the payment "if you do" waits for)."""
    m = re.fullmatch(r"you may pay ((?:\{e\})+)", s)
    if m:
        return [{"kind": "pay_energy", "amount": m.group(1).count("{e}")}]
    m = re.fullmatch(r"you may pay (\w+) life", s)
    if m and _num(m.group(1)) is not None:  # "X": `defined_x` says what it is ("where X is its power")
        return [{"kind": "pay_life_optional", "amount": _num(m.group(1))}]
    got = player_subject(s, ctx)
    if got is None:
        return None
    who, rest = got
    if rest in ("lose the game", "loses the game", "win the game", "wins the game"):  # 104.3e, 104.2b
        return [{"kind": "lose_game" if rest.startswith("lose") else "win_game", **who}]
    m = re.fullmatch(r"loses? half (?:your|their|his or her) life, rounded (up|down)", rest)
    if m and not str(who.get("who")).startswith("each"):  # 107.1a: one player's own life total
        return [{"kind": "lose_life", **who, "amount": {"q": "life", **who, "half": m.group(1)}}]
    m = re.fullmatch(r"takes? (an|one|two|three) extra turns? after this one", rest)
    if m:
        return [{"kind": "extra_turn", "count": 1 if m.group(1) == "an" else _num(m.group(1)), **who}]
    m = re.fullmatch(r"skips? (?:your|their) next (?:(two|three) )?turns?", rest)
    if m:
        return [{"kind": "skip_turn", "count": _num(m.group(1)) if m.group(1) else 1, **who}]
    m = re.fullmatch(r"gets? ((?:\{e\})+|that many \{e\})", rest)
    if m:
        amount = m.group(1).count("{e}") if m.group(1).startswith("{") else quantity("that many", ctx)
        return [{"kind": "energy", "amount": amount, **who}] if amount is not None else None
    m = re.fullmatch(r"gets? (a|an|one|two|three|four|x|\d+|that many) poison counters?", rest)
    if m:
        count = quantity(m.group(1), ctx) if m.group(1) == "that many" else _num(m.group(1))
        return [{"kind": "poison", "count": count, **who}] if count is not None else None
    return None


@reader
def sacrifice_chosen(s: str, ctx: Context) -> list[dict[str, Any]] | None:
    """"sacrifice another creature", "sacrifice an artifact" (after "you may": the controller chooses which as
    it resolves, 701.21a; the first fitting permanent is assumed and said when no line names it)."""
    m = re.fullmatch(r"sacrifice (a|an|another|one|two|three) (.+)", s)
    if not m:
        return None
    count = 1 if m.group(1) in ("a", "an", "another") else _num(m.group(1))
    phrase = ("other " if m.group(1) == "another" else "") + (m.group(2) if count != 1 else _plural_word(m.group(2)))
    ref = group_ref(phrase, ctx)
    if ref is None or "each" not in ref or not isinstance(count, int):
        return None
    return [{"kind": "sacrifice", "who": "you", "filter": ref["each"], "count": count}]


__all__ = ["READERS", "player_subject"]


# ---------------------------------------------------------------------------------------------- conditions

@reader
def then_clause(s: str, ctx: Context) -> list[dict[str, Any]] | None:
    """"then if you control an untapped land, destroy all enchantments you control", "then draw a card": the
    word "then" orders what the sentence before did first (608.2c), nothing more."""
    from cardpool.oracle.clauses import clause_effects

    m = re.fullmatch(r"then (.+)", s)
    return clause_effects(m.group(1), ctx) if m else None


@reader
def trailing_condition(s: str, ctx: Context) -> list[dict[str, Any]] | None:
    """An "if" after the effect: "draw a card if you have no cards in hand", "put a +1/+1 counter on equipped
    creature if it's blue" ("it": what the effect acts on), "you lose 2 life if you don't control a Demon"."""
    from cardpool.oracle.clauses import clause_effects
    from cardpool.oracle.conditions import effect_condition

    for found in reversed(list(re.finditer(r" if ", s))):
        left, cond_text = s[:found.start()], s[found.end():]
        if cond_text.startswith("able") or left.endswith(("as though", "only")):
            continue
        inner = clause_effects(left, ctx)
        if not inner or any("condition" in e or e.get("if_done") or e.get("unless_done") for e in inner):
            continue
        refs = [{k: e[k] for k in ("target", "self", "attached", "event") if k in e} for e in inner]
        cond_ctx = ctx.but(it=refs[0]) if refs[0] and all(r == refs[0] for r in refs) else ctx
        cond = effect_condition(_negative(cond_text), cond_ctx)
        if cond is None:
            continue
        if cond_text != _negative(cond_text):
            cond = {"c": "not", "of": cond}
        for effect in inner:
            effect["condition"] = cond
        return inner
    return None


def _negative(cond: str) -> str:
    """"you don't control a Demon" -> "you control a Demon" (the caller negates)."""
    return re.sub(r"^(you|that player|an opponent) (?:don't|doesn't) (control|have)s?\b", r"\1 \2", cond)


# ---------------------------------------------------------------------------------------------- prevention

SOURCE_KINDS: dict[str, dict[str, Any]] = {
    "white": {"colors": "W"}, "blue": {"colors": "U"}, "black": {"colors": "B"}, "red": {"colors": "R"},
    "green": {"colors": "G"}, "artifact": {"types": ["artifact"]}}


@reader
def prevent_from_chosen(s: str, ctx: Context) -> list[dict[str, Any]] | None:
    """"The next time a red source of your choice would deal damage to you this turn, prevent that damage"
    (615.7), "... to any target ...", "prevent all damage a source of your choice would deal this turn"."""
    m = re.fullmatch(r"the next time an? (?:(white|blue|black|red|green|artifact) )?source of your choice would deal "
                     r"damage to (you|~|<t\d+>) this turn, prevent that damage", s)
    if m:
        out: dict[str, Any] = {"kind": "prevent_from_chosen"}
        if m.group(1):
            out["filter"] = dict(SOURCE_KINDS[m.group(1)])
        where = m.group(2)
        out.update({"to": "you"} if where == "you" else {"self": True} if where == "~" else
                   {"target": int(where[2:-1])})
        return [out]
    if s == "prevent all damage a source of your choice would deal this turn":
        return [{"kind": "prevent_from_chosen", "all": True}]
    return None


@reader
def redirect(s: str, ctx: Context) -> list[dict[str, Any]] | None:
    """"The next 1 damage that would be dealt to ~ this turn is dealt to target creature you control instead"."""
    m = re.fullmatch(r"the next (\w+) damage that would be dealt to (~|<t\d+>) this turn is dealt to (<t\d+>) "
                     r"instead", s)
    n = _num(m.group(1)) if m else None
    origin = obj_ref(m.group(2), ctx) if m else None
    if m is None or not isinstance(n, int) or origin is None:
        return None
    return [{"kind": "redirect_damage", "amount": n, "from": origin, "target": int(m.group(3)[2:-1])}]



from cardpool.oracle import number_verbs as _number_verbs  # noqa: E402,F401 - its readers join READERS
