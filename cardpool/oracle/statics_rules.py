"""Static abilities that change a rule of the turn for players, read as a grammar of WHO x VERB x OBJECTS.

Untapping (502.3):

    PLAYERS can't untap more than N OBJECTS during their untap steps       -> untap_limit
    untap (all) OBJECTS you control | ~ during each other player's untap step -> untap_in_others_steps
    OBJECTS with COUNTER counters on them don't untap during their controllers' untap steps
                                                                            -> group_doesnt_untap

Drawing (121.2, 614.1a): "If WHO would draw a card [while CONDITION] [except the first one they draw in each of
their draw steps], WHAT instead", WHAT one of `DRAW_INSTEAD` (the draw is skipped; the top card is exiled face
down or up; the player wins the game; two cards are drawn and life lost; counters on ~; the draw is skipped and
the controller draws) -> draw_instead.

The records (`who`: "you" = the permanent's controller, "opponents", "each"):

    {"kind": "untap_limit", "who": ..., "count": 1, "filter": {...}}
    {"kind": "untap_in_others_steps", "subject": "self" | "group", "filter": {...}}
    {"kind": "group_doesnt_untap", "filter": {...}}
    {"kind": "draw_instead", "who": ..., "while": "library_empty" | "hand_empty", "except_first_in_draw_step": true,
     "instead": "skip" | "exile_top" | "win_game" | "draw_and_lose" | "counters" | "skip_and_you_draw",
     "count": 2, "life": 1, "counter": "+1/+1"}

Mana (106.6a): `mana_rule` ("If a land is tapped for mana, it produces {B} instead of any other type"); mana
that stays in a pool as steps and phases end (106.4, 614.1a): `mana_kept_rule`

    PLAYERS don't lose unspent [COLOR] mana as steps and phases end   -> {"kind": "mana_kept", "who": ...,
                                                                          "color": "R"}
    if you would lose unspent mana, that mana becomes colorless instead -> {"kind": "mana_kept", "who": "you",
                                                                          "becomes": "C"}

Anything not read exactly returns None (the sentence stays a `continuous_effect`).
"""

from __future__ import annotations

import re
from typing import Any

from cardpool.oracle.grammar import number

_WHO = {"you": "you", "players": "each", "each player": "each", "a player": "each", "your opponents": "opponents",
        "each opponent": "opponents", "an opponent": "opponents"}
_N = r"(one|two|three|four|five|six|seven|\d+)"


def _n(word: str) -> int | None:
    value = number(word)
    return value if isinstance(value, int) else None


def _filter(phrase: str, original: str) -> dict[str, Any] | None:
    from cardpool.oracle.statics import _object_filter, _original

    return _object_filter(_original(phrase, original))


UNTAP_LIMIT_RE = re.compile(r"(players|you) can't untap more than " + _N + r" (.+?) during (?:their|your) untap "
                            r"steps?")
UNTAP_OTHERS_RE = re.compile(r"untap (?:all |each )?(.+?) during each other player's untap step")
GROUP_DOESNT_UNTAP_RE = re.compile(r"(.+?) with (\w+) counters on them don't untap during their controllers' "
                                   r"untap steps")


def untap_rule(low: str, original: str) -> dict[str, Any] | None:
    """"Players can't untap more than one land during their untap steps", "Untap all creatures you control during
    each other player's untap step", "Creatures with ice counters on them don't untap during their controllers'
    untap steps" -> the record, or None."""
    m = UNTAP_LIMIT_RE.fullmatch(low)
    if m:
        count = _n(m.group(2))
        noun = m.group(3)
        singular = {"lands": "land", "creatures": "creature", "artifacts": "artifact",
                    "permanents": "permanent"}.get(noun, noun)
        flt = {} if singular == "permanent" else _filter(singular, original)
        if count is None or flt is None:
            return None
        return {"kind": "untap_limit", "who": _WHO[m.group(1)], "count": count, "filter": flt}
    m = UNTAP_OTHERS_RE.fullmatch(low)
    if m:
        if m.group(1) == "~":
            return {"kind": "untap_in_others_steps", "subject": "self"}
        flt = _filter(m.group(1), original)
        if flt is None or flt.get("controller") != "you":
            return None
        return {"kind": "untap_in_others_steps", "subject": "group", "filter": flt}
    m = GROUP_DOESNT_UNTAP_RE.fullmatch(low)
    if m:
        flt = _filter(m.group(1), original)
        if flt is None or flt.get("with_counter"):
            return None
        return {"kind": "group_doesnt_untap", "filter": {**flt, "with_counter": m.group(2)}}
    return None


DRAW_RE = re.compile(
    r"if (?P<who>you|a player|an opponent|each player) would draw a card"
    r"(?: while (?P<while>your library has no cards in it|you have no cards in hand))?"
    r"(?P<except> except the first one (?:you|they) draw in each of (?:your|their) draw steps)?"
    r", (?:instead (?P<first>.+)|(?P<last>.+) instead)")
DRAW_INSTEAD: list[tuple[re.Pattern[str], dict[str, Any]]] = [
    (re.compile(r"(?:that player|you) skips? that draw"), {"instead": "skip"}),
    (re.compile(r"exile the top card of your library face down"), {"instead": "exile_top", "face": "down"}),
    (re.compile(r"that player exiles that card face up"), {"instead": "exile_top", "face": "up"}),
    (re.compile(r"you win the game"), {"instead": "win_game"}),
    (re.compile(r"that player skips that draw and you draw a card"), {"instead": "skip_and_you_draw"}),
]
DRAW_AND_LOSE_RE = re.compile(r"you draw " + _N + r" cards and you lose (\d+) life")
DRAW_COUNTERS_RE = re.compile(r"put " + _N + r" ([+-]\d/[+-]\d|\w+) counters? on ~")


def _draw_instead(text: str) -> dict[str, Any] | None:
    for rx, what in DRAW_INSTEAD:
        if rx.fullmatch(text):
            return dict(what)
    m = DRAW_AND_LOSE_RE.fullmatch(text)
    if m and _n(m.group(1)) is not None:
        return {"instead": "draw_and_lose", "count": _n(m.group(1)), "life": int(m.group(2))}
    m = DRAW_COUNTERS_RE.fullmatch(text)
    if m and _n(m.group(1)) is not None:
        return {"instead": "counters", "count": _n(m.group(1)), "counter": m.group(2)}
    return None


def draw_rule(low: str) -> dict[str, Any] | None:
    """"If a player would draw a card, that player skips that draw instead", "If you would draw a card while your
    library has no cards in it, you win the game instead", "If an opponent would draw a card except the first one
    they draw in each of their draw steps, instead that player skips that draw and you draw a card" -> the
    record, or None."""
    m = DRAW_RE.fullmatch(low)
    if m is None:
        return None
    what = _draw_instead(m.group("first") or m.group("last"))
    if what is None:
        return None
    rec: dict[str, Any] = {"kind": "draw_instead", "who": _WHO[m.group("who")], **what}
    if m.group("while"):
        rec["while"] = "library_empty" if "library" in m.group("while") else "hand_empty"
    if m.group("except"):
        rec["except_first_in_draw_step"] = True
    if rec["who"] != "you" and rec["instead"] in ("exile_top", "win_game", "draw_and_lose", "counters") \
            and what.get("face") != "up":
        return None  # "your library", "you win": said of the controller only
    return rec


MANA_TYPE_RE = re.compile(r"if (?:a land is|you tap a land) tapped for (?P<min>two or more )?mana, it produces "
                          r"(?P<what>\{[wubrgc]\}|colorless mana) instead of any other type(?P<amount> and amount)?")
MANA_TIMES_RE = re.compile(r"if you tap a (permanent|land) for mana, it produces (twice|three times) as much of that "
                           r"mana instead")
MANA_MAP_RE = re.compile(r"if tapped for mana, (.+) instead of any other type")
_LAND_TYPES = {"plains": "plains", "islands": "island", "swamps": "swamp", "mountains": "mountain",
               "forests": "forest"}


def mana_rule(low: str) -> dict[str, Any] | None:
    """"If a land is tapped for mana, it produces {B} instead of any other type (and amount)" (Contamination),
    "If a land is tapped for two or more mana, it produces {C} instead ..." (Damping Sphere), "If you tap a
    permanent for mana, it produces twice as much of that mana instead" (Mana Reflection), "If tapped for mana,
    Plains produce {R}, Islands produce {G}, ... instead of any other type" (Reality Twist) -> the record
    {"kind": "mana_replacement", "source": "land" | "permanent", "who": "each" | "you", "min": 2,
    "produce": "B", "one": true, "times": 2, "map": {"plains": "R", ...}}, or None (106.6a: a replacement
    effect on what a mana ability produces)."""
    m = MANA_TYPE_RE.fullmatch(low)
    if m:
        what = m.group("what")
        rec: dict[str, Any] = {"kind": "mana_replacement", "source": "land", "who": "each",
                               "produce": "C" if what == "colorless mana" else what[1].upper()}
        if m.group("min"):
            rec["min"] = 2
        if m.group("amount"):
            rec["one"] = True
        return rec
    m = MANA_TIMES_RE.fullmatch(low)
    if m:
        return {"kind": "mana_replacement", "source": m.group(1), "who": "you",
                "times": 2 if m.group(2) == "twice" else 3}
    m = MANA_MAP_RE.fullmatch(low)
    if m:
        mapping: dict[str, str] = {}
        parts = re.split(r", (?:and )?", m.group(1))
        for part in parts:
            pm = re.fullmatch(r"(plains|islands|swamps|mountains|forests) produce \{([wubrg])\}", part)
            if pm is None:
                return None
            mapping[_LAND_TYPES[pm.group(1)]] = pm.group(2).upper()
        return {"kind": "mana_replacement", "source": "land", "who": "each", "map": mapping}
    return None


_COLOR_WORDS = {"white": "W", "blue": "U", "black": "B", "red": "R", "green": "G"}
MANA_KEPT_RE = re.compile(r"(you|players|each player) (?:don't|doesn't) lose unspent (?:(white|blue|black|red|green) )?"
                          r"mana as steps and phases end")


def mana_kept_rule(low: str) -> dict[str, Any] | None:
    """"Players don't lose unspent mana as steps and phases end" (Upwelling), "You don't lose unspent red mana
    ..." (Leyline Tyrant), "If you would lose unspent mana, that mana becomes colorless instead" (Kruphix): mana
    left in a pool as a step ends (106.4), or None."""
    m = MANA_KEPT_RE.fullmatch(low)
    if m:
        rec: dict[str, Any] = {"kind": "mana_kept", "who": _WHO[m.group(1)]}
        if m.group(2):
            rec["color"] = _COLOR_WORDS[m.group(2)]
        return rec
    if low == "if you would lose unspent mana, that mana becomes colorless instead":
        return {"kind": "mana_kept", "who": "you", "becomes": "C"}
    return None


_PREDEFINED = ("treasure", "clue", "food", "blood", "gold")
TOKENS_RE = re.compile(
    r"if (?:you would create one or more (?P<kind1>\w+ )?tokens|(?:an effect would create )?one or more "
    r"(?P<kind2>\w+ )?tokens (?:would be created )?under your control|you would create an? (?P<list>[\w, ]+?) "
    r"token), (?P<what>.+)")


def _token_description(low: str, original: str) -> dict[str, Any] | None:
    """"4/4 white Angel creature tokens with flying and vigilance" -> the token's record (the same fields as a
    `create_token` effect), or None."""
    from cardpool.oracle.clauses import _token_spec
    from cardpool.oracle.refs import keywords_of
    from cardpool.oracle.statics import _original

    m = re.fullmatch(r"(.+?) tokens?(?: with (.+))?", low)
    if m is None:
        return None
    spec = _token_spec(_original(m.group(1), original))
    if spec is None:
        return None
    if m.group(2):
        keywords = keywords_of(m.group(2))
        if keywords is None:
            return None
        spec["keywords"] = keywords
    return spec


def token_rule(low: str, original: str) -> dict[str, Any] | None:
    """"If you would create one or more Treasure tokens, instead create those tokens plus an additional Treasure
    token" (Jolene), "If one or more tokens would be created under your control, those tokens plus that many 1/1
    green Squirrel creature tokens are created instead" (Chatterfang), "If one or more creature tokens would be
    created under your control, that many 4/4 white Angel creature tokens with flying and vigilance are created
    instead" (Divine Visitation), "If you would create a Clue, Food, or Treasure token, instead create one of
    each" (Academy Manufactor) -> {"kind": "token_replacement", "who": "you", "of": ["creature" | "treasure"...],
    "also": {token} | "instead_token": {token} | "each_of": true, "also_count": "that_many" | 1}, or None."""
    m = TOKENS_RE.fullmatch(low)
    if m is None:
        return None
    rec: dict[str, Any] = {"kind": "token_replacement", "who": "you"}
    kind = (m.group("kind1") or m.group("kind2") or "").strip()
    if m.group("list"):
        kinds = [k for k in re.split(r", (?:or )?| or ", m.group("list")) if k]
        if any(k not in _PREDEFINED for k in kinds) or m.group("what") != "instead create one of each":
            return None
        return {**rec, "of": kinds, "each_of": True}
    if kind and kind not in _PREDEFINED + ("creature",):
        return None
    if kind:
        rec["of"] = [kind]
    what = m.group("what")
    pm = re.fullmatch(r"(?:instead create )?those tokens plus (?P<n>that many|an additional|an?) (?P<desc>.+?)"
                      r"(?: are created)?(?: instead)?", what)
    if pm:
        desc = pm.group("desc")
        key = re.fullmatch(r"(\w+) tokens?", desc)
        if key and key.group(1) in _PREDEFINED:
            rec["also"] = {"token": key.group(1)}
        else:
            spec = _token_description(desc, original)
            if spec is None:
                return None
            rec["also"] = spec
        rec["also_count"] = "that_many" if pm.group("n") == "that many" else 1
        return rec
    rm = re.fullmatch(r"that many (?P<desc>.+?) are created instead", what)
    if rm:
        spec = _token_description(rm.group("desc"), original)
        if spec is None:
            return None
        return {**rec, "instead_token": spec}
    return None


SUPPRESS_RE = re.compile(r"(.+?) entering the battlefield( or dying)? don't cause abilities to trigger")
DOUBLE_RE = re.compile(r"if (?:an? )?(.+?) (entering the battlefield|dying)( under your control)? causes a triggered "
                       r"ability of a permanent you control to trigger, that ability triggers an additional time")


def trigger_rule(low: str, original: str) -> dict[str, Any] | None:
    """"Creatures entering the battlefield (or dying) don't cause abilities to trigger" (Hushwing Gryff,
    Hushbringer) -> {"kind": "trigger_suppression", "events": ["enters", "dies"], "filter": {...}}; "If an
    artifact or creature entering the battlefield causes a triggered ability of a permanent you control to
    trigger, that ability triggers an additional time" (Panharmonicon, 603.2d) -> {"kind": "trigger_doubling",
    "event": "enters" | "dies", "filter": {...}, "under_you": true}; or None."""
    m = SUPPRESS_RE.fullmatch(low)
    if m:
        flt = _filter(m.group(1), original)
        if flt is None:
            return None
        return {"kind": "trigger_suppression", "events": ["enters", "dies"] if m.group(2) else ["enters"],
                "filter": flt}
    m = DOUBLE_RE.fullmatch(low)
    if m:
        flt = _filter(m.group(1), original)
        if flt is None or "controller" in flt:
            return None
        rec: dict[str, Any] = {"kind": "trigger_doubling", "event": "enters" if m.group(2).startswith("enter")
                               else "dies", "filter": flt}
        if m.group(3):
            rec["under_you"] = True
        return rec
    return None


CANT_CAUSE_RE = re.compile(
    r"spells and abilities your opponents control can't cause (?P<whom>you|their controller) to (?P<what>.+)")
_CAUSED = {"search their library": "search", "search your library": "search", "sacrifice permanents": "sacrifice",
           "discard cards": "discard"}


def cant_cause_rule(low: str) -> dict[str, Any] | None:
    """"Players can't search libraries" (Mindlock Orb), "Your opponents can't search libraries", "Spells and
    abilities your opponents control can't cause you to sacrifice permanents" (Sigarda, Host of Herons), "... can't
    cause you to discard cards or sacrifice permanents" (Tamiyo), "... can't cause their controller to search
    their library" (Ashiok) -> {"kind": "cant_cause", "what": ["search" | "sacrifice" | "discard"], "who": "each"
    | "opponents" | "you" | "their_controller"}, or None."""
    m = re.fullmatch(r"(players|your opponents) can't search libraries", low)
    if m:
        return {"kind": "cant_cause", "what": ["search"], "who": "each" if m.group(1) == "players" else "opponents"}
    m = CANT_CAUSE_RE.fullmatch(low)
    if m is None:
        return None
    what = [_CAUSED.get(part) for part in re.split(r" or ", m.group("what"))]
    if not what or any(w is None for w in what):
        return None
    return {"kind": "cant_cause", "what": what, "who": "you" if m.group("whom") == "you" else "their_controller"}


def rules_static(low: str, original: str) -> dict[str, Any] | None:
    """A static ability of this module's grammar, or None."""
    return untap_rule(low, original) or draw_rule(low) or mana_rule(low) or mana_kept_rule(low) \
        or token_rule(low, original) or trigger_rule(low, original) or cant_cause_rule(low)
