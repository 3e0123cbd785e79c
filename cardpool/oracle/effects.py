"""Effect sentences ("resolution text") into effects of the encoding.

`effect_sentence` receives one sentence whose target declarations were already replaced by
tokens `<t0>`, `<t1>` (indexes into the spell's or ability's targets) and the card's own name by
`~`. It returns effects: a kind the engine simulates when the sentence is understood exactly
(damage, destroy, draw, add_mana...), else a descriptive kind named after what the sentence does
(`create_token`, `mill`, `effect_return`...), which the engine reports as "not simulated".
Mana production (`Add ...`) is parsed exactly or reported as a problem (605.1a matters).
"""

from __future__ import annotations

import re
from typing import Any

from cardpool.oracle.clauses import Context, clause_effects
from cardpool.oracle.grammar import COLOR_WORDS, number, parse_object, words_of

T = r"<t(\d+)>"
N = r"(a|an|one|two|three|four|five|six|seven|eight|nine|ten|x|\d+)"
MANA_SYMS = r"((?:\{[wubrgc]\})+)"

_PLAIN_VERBS = {
    "create": "create_token", "mill": "mill", "mills": "mill", "scry": "scry", "surveil": "surveil",
    "investigate": "investigate", "proliferate": "proliferate", "populate": "populate", "explore": "explore",
    "explores": "explore", "fight": "fight", "fights": "fight", "shuffle": "shuffle", "shuffles": "shuffle",
    "reveal": "reveal", "reveals": "reveal", "look": "look_at", "looks": "look_at", "regenerate": "regenerate",
    "transform": "transform", "copy": "copy", "goad": "goad", "amass": "amass", "connive": "connive",
    "connives": "connive", "venture": "venture", "learn": "learn", "manifest": "manifest", "bolster": "bolster",
    "adapt": "adapt", "monstrosity": "monstrosity", "detain": "detain", "clash": "clash", "vote": "vote",
    "flip": "flip_coin", "roll": "roll_die", "support": "support", "double": "double", "exchange": "exchange",
    "attach": "attach", "choose": "choose", "name": "name_card", "switch": "switch_pt", "prevent": "prevent_damage",
    "phase": "phase_out", "cast": "cast_permission", "play": "play_permission", "counter": "effect_counter",
    "discover": "discover", "incubate": "incubate", "forage": "forage", "seek": "seek", "conjure": "conjure",
    "open": "open_attraction", "abandon": "abandon", "set": "set_in_motion", "planeswalk": "planeswalk",
    "assemble": "assemble", "repeat": "repeat", "exile": "effect_exile", "return": "effect_return",
    "put": "effect_put", "destroy": "effect_destroy", "tap": "effect_tap", "untap": "effect_untap",
    "sacrifice": "effect_sacrifice", "gain": "effect_gain", "draw": "effect_draw", "discard": "effect_discard",
    "search": "effect_search", "deal": "effect_damage", "deals": "effect_damage", "add": "effect_add",
    "lose": "effect_lose", "loses": "effect_lose", "gets": "effect_modify", "get": "effect_modify",
    "gains": "effect_gain", "becomes": "effect_become", "become": "effect_become", "can't": "effect_cant",
    "can": "effect_can", "has": "effect_has", "have": "effect_has", "pay": "effect_pay", "pays": "effect_pay",
    "remove": "effect_remove", "separate": "effect_separate", "skip": "effect_skip", "take": "effect_take",
    "spend": "effect_spend", "discards": "effect_discard", "draws": "effect_draw", "sacrifices": "effect_sacrifice",
    "puts": "effect_put", "returns": "effect_return", "exiles": "effect_exile", "searches": "effect_search",
    "creates": "create_token", "chooses": "choose", "attacks": "effect_attack", "blocks": "effect_block",
    "win": "win_game", "wins": "win_game", "turn": "turn_face", "distribute": "distribute_counters",
}


def _n(word: str) -> int | str:
    value = number(word)
    return value if value is not None else word


def mana_production(text: str) -> tuple[dict[str, Any] | None, str | None]:
    """Parse what follows "Add": ({fixed..} or {amount, choice, one_color}), or (None, problem)."""
    t = text.strip().rstrip(".").strip()
    low = t.lower()
    m = re.fullmatch(MANA_SYMS, low)
    if m:
        return {"fixed": "".join(re.findall(r"\{([wubrgc])\}", low)).upper()}, None
    m = re.fullmatch(r"(\{[wubrgc]\})(?:, (\{[wubrgc]\}))*,? or (\{[wubrgc]\})", low)
    if m:
        letters = "".join(re.findall(r"\{([wubrgc])\}", low)).upper()
        return {"amount": 1, "choice": letters}, None
    m = re.fullmatch(r"(?:(\{[wubrgc]\}) or )?one mana of the chosen colou?r", low)
    if m:  # "the chosen color": chosen as the source entered (607.2d), "*" in `choice` (`Permanent`)
        return {"amount": 1, "choice": (m.group(1) or "")[1:2].upper() + "*"}, None
    m = re.fullmatch(N + r" mana of any (one )?colou?r", low)
    if m and m.group(1) != "x":
        return {"amount": _n(m.group(1)), "choice": "WUBRG", **({"one_color": True} if m.group(2) else {})}, None
    m = re.fullmatch(N + r" mana in any combination of colou?rs", low)
    if m and m.group(1) != "x":
        return {"amount": _n(m.group(1)), "choice": "WUBRG"}, None
    m = re.fullmatch(N + r" mana in any combination of (\{[wubrg]\})(?:, (\{[wubrg]\}))*,? and/or (\{[wubrg]\})", low)
    if m and m.group(1) != "x":
        letters = "".join(re.findall(r"\{([wubrg])\}", low)).upper()
        return {"amount": _n(m.group(1)), "choice": letters}, None
    return None, "Add " + t


# each pattern: regex over the lowered sentence -> builder(match) -> list of effects
def _damage(m: re.Match) -> list[dict[str, Any]]:
    return [{"kind": "damage", "amount": _n(m.group(1)), "target": int(m.group(2))}]


PATTERNS: list[tuple[re.Pattern, Any]] = []


def pattern(rx: str):
    def deco(fn):
        PATTERNS.append((re.compile(rx), fn))
        return fn
    return deco


@pattern(r"~ deals " + N + r" damage to " + T)
def _p_damage(m):
    return [{"kind": "damage", "amount": _n(m.group(1)), "target": int(m.group(2))}]


@pattern(r"~ deals " + N + r" damage to " + T + r" and " + N + r" damage to " + T)
def _p_damage2(m):
    return [{"kind": "damage", "amount": _n(m.group(1)), "target": int(m.group(2))},
            {"kind": "damage", "amount": _n(m.group(3)), "target": int(m.group(4))}]


@pattern(r"~ deals " + N + r" damage to (you|each opponent)")
def _p_damage_you(m):
    return [{"kind": "damage", "amount": _n(m.group(1)), "to": "you" if m.group(2) == "you" else "each_opponent"}]


@pattern(r"destroy " + T)
def _p_destroy(m):
    return [{"kind": "destroy", "target": int(m.group(1))}]


@pattern(r"destroy " + T + r" and " + T)
def _p_destroy2(m):
    return [{"kind": "destroy", "target": int(m.group(1))}, {"kind": "destroy", "target": int(m.group(2))}]


@pattern(r"destroy all (.+)")
def _p_destroy_all(m):
    flt = _filter_of(m.group(1))
    if flt is None:
        return None
    return [{"kind": "destroy_all", "filter": flt}]


@pattern(r"exile " + T)
def _p_exile(m):
    return [{"kind": "exile", "target": int(m.group(1))}]


@pattern(r"return " + T + r" to (?:its|their) owner'?s'? hands?")
def _p_bounce(m):
    return [{"kind": "return_to_hand", "target": int(m.group(1))}]


@pattern(T + r" gets? ([+-]\d+)/([+-]\d+) until end of turn")
def _p_pump(m):
    return [{"kind": "pump", "power": int(m.group(2)), "toughness": int(m.group(3)), "target": int(m.group(1))}]


@pattern(r"~ gets ([+-]\d+)/([+-]\d+) until end of turn")
def _p_pump_self(m):
    return [{"kind": "pump", "power": int(m.group(1)), "toughness": int(m.group(2)), "self": True}]


@pattern(r"(?:you )?draws? " + N + r" cards?")
def _p_draw(m):
    return [{"kind": "draw", "count": _n(m.group(1)), "who": "you"}]


@pattern(T + r" draws " + N + r" cards?")
def _p_draw_target(m):
    return [{"kind": "draw", "count": _n(m.group(2)), "who": "target", "target": int(m.group(1))}]


@pattern(r"(each player|each opponent) draws " + N + r" cards?")
def _p_draw_each(m):
    return [{"kind": "draw", "count": _n(m.group(2)), "who": m.group(1).replace(" ", "_")}]


@pattern(r"draw " + N + r" cards?, then discard " + N + r" cards?")
def _p_loot(m):
    return [{"kind": "draw", "count": _n(m.group(1)), "who": "you"},
            {"kind": "discard", "count": _n(m.group(2)), "who": "you"}]


@pattern(r"discard " + N + r" cards?")
def _p_discard(m):
    return [{"kind": "discard", "count": _n(m.group(1)), "who": "you"}]


@pattern(T + r" discards " + N + r" cards?")
def _p_discard_target(m):
    return [{"kind": "discard", "count": _n(m.group(2)), "who": "target", "target": int(m.group(1))}]


@pattern(r"(each player|each opponent) discards " + N + r" cards?")
def _p_discard_each(m):
    return [{"kind": "discard", "count": _n(m.group(2)), "who": m.group(1).replace(" ", "_")}]


@pattern(r"counter " + T)
def _p_counter(m):
    return [{"kind": "counter", "target": int(m.group(1))}]


@pattern(r"tap " + T)
def _p_tap(m):
    return [{"kind": "tap", "target": int(m.group(1))}]


@pattern(r"untap " + T)
def _p_untap(m):
    return [{"kind": "untap", "target": int(m.group(1))}]


@pattern(r"tap " + T + r"\. it doesn't untap during its controller's next untap step")
def _p_tap_frost(m):
    return [{"kind": "tap", "target": int(m.group(1))}, {"kind": "doesnt_untap_next", "target": int(m.group(1))}]


@pattern(r"you gain " + N + r" life")
def _p_gain(m):
    return [{"kind": "gain_life", "amount": _n(m.group(1)), "who": "you"}]


@pattern(T + r" gains " + N + r" life")
def _p_gain_target(m):
    return [{"kind": "gain_life", "amount": _n(m.group(2)), "who": "target", "target": int(m.group(1))}]


@pattern(r"you lose " + N + r" life")
def _p_lose(m):
    return [{"kind": "lose_life", "amount": _n(m.group(1)), "who": "you"}]


@pattern(r"(each opponent|each player) loses " + N + r" life")
def _p_lose_each(m):
    return [{"kind": "lose_life", "amount": _n(m.group(2)), "who": m.group(1).replace(" ", "_")}]


@pattern(T + r" loses " + N + r" life")
def _p_lose_target(m):
    return [{"kind": "lose_life", "amount": _n(m.group(2)), "who": "target", "target": int(m.group(1))}]


@pattern(T + r" loses " + N + r" life and you gain " + N + r" life")
def _p_drain(m):
    return [{"kind": "lose_life", "amount": _n(m.group(2)), "who": "target", "target": int(m.group(1))},
            {"kind": "gain_life", "amount": _n(m.group(3)), "who": "you"}]


@pattern(r"each opponent loses " + N + r" life and you gain " + N + r" life")
def _p_drain_each(m):
    return [{"kind": "lose_life", "amount": _n(m.group(1)), "who": "each_opponent"},
            {"kind": "gain_life", "amount": _n(m.group(2)), "who": "you"}]


@pattern(T + r"_controller loses " + N + r" life")
def _p_lose_controller(m):
    return [{"kind": "lose_life", "amount": _n(m.group(2)), "who": "target_controller", "target": int(m.group(1))}]


@pattern(T + r"_controller gains " + N + r" life")
def _p_gain_controller(m):
    return [{"kind": "gain_life", "amount": _n(m.group(2)), "who": "target_controller", "target": int(m.group(1))}]


@pattern(T + r"_controller (may )?(?:search|searches) their library for (a|an|up to one) (basic land|land) cards?,"
         r" puts? (it|them|that card|those cards) onto the battlefield( tapped)?, then shuffles?")
def _p_ramp_controller(m):
    flt: dict[str, Any] = {"types": ["land"]}
    if m.group(4) == "basic land":
        flt["basic"] = True
    out = {"kind": "search_library", "who": "target_controller", "target": int(m.group(1)), "filter": flt,
           "to": "battlefield", "tapped": bool(m.group(6)), "count": 1}
    if m.group(2):
        out["optional"] = True
    return [out]


@pattern(r"(each player|each opponent) sacrifices " + N + r" (.+)")
def _p_edict(m):
    flt = _filter_of(m.group(3))
    if flt is None:
        return None
    return [{"kind": "sacrifice", "who": m.group(1).replace(" ", "_"), "filter": flt, "count": _n(m.group(2))}]


@pattern(T + r" sacrifices " + N + r" (.+)")
def _p_edict_target(m):
    flt = _filter_of(m.group(3))
    if flt is None:
        return None
    return [{"kind": "sacrifice", "who": "target", "target": int(m.group(1)), "filter": flt, "count": _n(m.group(2))}]


@pattern(r"put " + N + r" ([+-]\d+/[+-]\d+|[a-z]+) counters? on " + T)
def _p_counter_on(m):
    return [{"kind": "put_counter", "counter": m.group(2), "count": _n(m.group(1)), "target": int(m.group(3))}]


@pattern(r"put " + N + r" ([+-]\d+/[+-]\d+|[a-z]+) counters? on ~")
def _p_counter_self(m):
    return [{"kind": "put_counter", "counter": m.group(2), "count": _n(m.group(1)), "self": True}]


@pattern(r"scry " + N)
def _p_scry(m):
    return [{"kind": "scry", "count": _n(m.group(1))}]


@pattern(r"surveil " + N)
def _p_surveil(m):
    return [{"kind": "surveil", "count": _n(m.group(1))}]


@pattern(r"(?:" + T + r" )?mills? " + N + r" cards?")
def _p_mill(m):
    out = {"kind": "mill", "count": _n(m.group(2))}
    if m.group(1) is not None:
        out.update(who="target", target=int(m.group(1)))
    return [out]


@pattern(r"look at " + T + r"'s hand")
def _p_look_hand(m):
    return [{"kind": "look_at_hand", "who": "target", "target": int(m.group(1))}]


@pattern(r"search your library for (a|an|up to one|up to two|two) (basic land|land|basic "
         r"(?:plains|island|swamp|mountain|forest)) cards?,"
         r" put (it|them|that card|those cards) onto the battlefield( tapped)?, then shuffle")
def _p_ramp(m):
    flt: dict[str, Any] = {"types": ["land"]}
    if m.group(2).startswith("basic"):
        flt["basic"] = True
    if m.group(2).startswith("basic ") and m.group(2) != "basic land":
        flt = {"subtypes": [m.group(2).split()[1]], "basic": True}
    count = {"a": 1, "an": 1, "up to one": 1, "up to two": 2, "two": 2}[m.group(1)]
    out = {"kind": "search_library", "filter": flt, "to": "battlefield", "tapped": bool(m.group(4)), "count": count}
    if m.group(1).startswith("up to"):
        out["up_to"] = True
    return [out]


@pattern(r"search your library for (a|an) (basic land|land|card|creature card|artifact card|enchantment card|instant "
         r"card|sorcery card|instant or sorcery card),"
         r" reveal it, put it into your hand, then shuffle|search your library for (a) (card), put (it) into your "
         r"hand, then shuffle")
def _p_tutor(m):
    what = m.group(2) or m.group(4)
    words = what.replace(" card", "").split(" or ")
    flt: dict[str, Any] = {}
    if what == "basic land":
        flt = {"types": ["land"], "basic": True}
    elif what != "card":
        flt = {"types": [w.strip() for w in words]}
    out = {"kind": "search_library", "to": "hand", "count": 1}
    if flt:
        out["filter"] = flt
    return [out]


@pattern(r"search your library for (?:a|an) (.+?), (?:reveal (?:it|that card), )?put (?:it|that card) into "
         r"your hand, then shuffle")
def _p_tutor_any(m):
    """"Search your library for a basic land card, reveal it, put it into your hand, then shuffle" (701.23)."""
    what = m.group(1)
    if what == "card":
        return [{"kind": "search_library", "to": "hand", "count": 1}]
    if not what.endswith(" card"):
        return None
    flt = _filter_of(what[: -len(" card")])
    if flt is None:
        return None
    return [{"kind": "search_library", "to": "hand", "count": 1, "filter": flt}]


@pattern(r"(?:then )?shuffle|then (?:that player|<t\d+>) shuffles|if you search your library this way, shuffle")
def _p_shuffle(m):
    if "that player" in m.group(0) or "<t" in m.group(0):
        return None  # whose library: the clause grammar reads "that player" in its context
    return [{"kind": "shuffle", "who": "you"}]


@pattern(r"add (.+)")
def _p_add(m):
    prod, problem = mana_production(m.group(1))
    if prod is None:
        return None
    return [{"kind": "add_mana", **prod}]


def _filter_of(text: str) -> dict[str, Any] | None:
    words = words_of(text)
    ph = parse_object(words, 0, allow_players=False)
    if ph is None or ph.end != len(words) or ph.problems or ph.noun not in ("object", "permanent"):
        return None
    flt = ph.filter()
    return flt or {"types": ["permanent"]}


def effect_sentence(sentence: str, target_count: int, ctx: Context | None = None) -> list[dict[str, Any]]:
    """Effects of one resolution sentence (targets already tokenised, lower case, no final dot).

    `target_count` is how many targets the spell or ability declared so far: "its controller"
    refers to the last of them. `ctx` says what the sentence's pronouns mean (`clauses.Context`);
    without it only the fixed patterns below are tried.
    """
    s = sentence.strip().rstrip(".").strip()
    if target_count:
        last = f"<t{target_count - 1}>"
        s = re.sub(r"^(its|that creature's|that permanent's) controller\b", last + "_controller", s)
    exact = _exact(s)
    if exact is not None:
        return exact
    if ctx is not None:
        read = clause_effects(s, ctx)
        if read is not None:
            return read
    if ", then " in s:  # "Draw three cards, then put two cards from your hand on top of your library"
        out: list[dict[str, Any]] = []
        for part in s.split(", then "):
            got = effect_sentence(part, target_count, ctx)
            out.extend(got)
            refs = [{k: e[k] for k in ("target", "self", "attached", "event", "noted") if k in e} for e in got]
            refs = [r for r in refs if r]
            if ctx is not None and refs and all(r == refs[0] for r in refs):  # "exile it, then return that card"
                ctx = ctx.but(it=refs[0], that=refs[0])
            if ctx is not None and any(e["kind"] in ("look_at_top", "reveal_top") for e in got):
                ctx = ctx.but(extra={**ctx.extra, "dig": True})  # "look at the top four, then put them back"
        return out
    return [_descriptive(s, *_flags(s))]


def _flags(s: str) -> tuple[bool, bool]:
    optional = s.startswith("you may ")
    conditional = bool(re.match(r"(if|unless|as long as|otherwise|instead)\b", s)) or " instead" in s
    return conditional, optional


def _exact(sentence: str) -> list[dict[str, Any]] | None:
    s = sentence
    optional = False
    if s.startswith("then "):
        s = s[5:]
    if s.startswith("you may "):
        optional = True
        s = s[8:]
    conditional = bool(re.match(r"(if|unless|as long as|otherwise|instead)\b", s)) or " instead" in s
    if not conditional:
        for rx, builder in PATTERNS:
            m = rx.fullmatch(s)
            if m:
                effects = builder(m)
                if effects is not None:
                    if optional:
                        for e in effects:
                            e["optional"] = True
                    return effects
    return None


def _descriptive(s: str, conditional: bool, optional: bool) -> dict[str, Any]:
    kind = "effect"
    words = re.sub(r"^(if|unless|as long as|otherwise|when|whenever)\b[^,]*,\s*", "", s).replace(",", " ").split()
    for w in words:
        if w in _PLAIN_VERBS:
            kind = _PLAIN_VERBS[w]
            break
    if not kind.startswith("effect"):  # never the name of a kind the engine carries out ("mill", "scry")
        kind = "effect_" + kind
    if conditional:
        kind = "conditional_" + kind
    out: dict[str, Any] = {"kind": kind}
    refs = [int(x) for x in re.findall(T, s)]
    if refs:
        out["target"] = refs[0]
    if optional:
        out["optional"] = True
    return out


__all__ = ["effect_sentence", "mana_production", "COLOR_WORDS"]
