"""Keyword abilities (702) as they appear on Oracle keyword lines: "Flying, haste", "Kicker {2}{R}",
"Flashback—Pay 3 life.", "Cycling {2}", "Enchant creature you control", "Protection from red".

`parse_keyword_line` reads a whole line or returns None (then the line is not a keyword line);
each keyword becomes an entry of the card's `keywords`, and the ones that carry a cost also a
named cost (`costs`), an activated ability (cycling, equip, fortify) or the spell's target (an
Aura's "Enchant ..."). A cost the cost grammar can't read is a problem, never dropped.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any

from cardpool.oracle.grammar import COLOR_WORDS, number, parse_cost, parse_object, subtype_of, words_of

# keywords without parameters (lower case, as written)
SIMPLE = {
    "flying", "first strike", "double strike", "deathtouch", "haste", "hexproof", "indestructible", "lifelink",
    "menace", "reach", "trample", "vigilance", "defender", "flash", "shroud", "fear", "intimidate", "flanking",
    "banding", "horsemanship", "shadow", "phasing", "infect", "wither", "persist", "undying", "exalted",
    "prowess", "changeling", "devoid", "convoke", "delve", "improvise", "split second", "storm", "cascade",
    "rebound", "cipher", "fuse", "epic", "haunt", "soulbond", "unleash", "evolve", "extort", "living weapon",
    "totem armor", "riot", "skulk", "ascend", "melee", "myriad", "partner", "provoke", "sunburst", "daybound",
    "nightbound", "decayed", "training", "assist", "jump-start", "retrace", "conspire", "demonstrate", "enlist",
    "ravenous", "read ahead", "battle cry", "dethrone", "exploit", "aftermath", "mentor", "undaunted",
    "hidden agenda", "double agenda", "compleated", "for mirrodin!", "backup", "living metal",
    "bargain", "gift", "squad", "start your engines!", "umbra armor", "space sculptor", "doctor's companion",
    "friends forever", "choose a background", "ingest", "hideaway", "cleave",
}
# keywords followed by a number
NUMBERED = {
    "fabricate", "bushido", "rampage", "modular", "graft", "bloodthirst", "soulshift", "afflict", "annihilator",
    "absorb", "amplify", "devour", "fading", "vanishing", "dredge", "ripple", "tribute", "renown", "poisonous",
    "frenzy", "crew", "toxic", "backup", "casualty", "afterlife", "hideaway", "mobilize", "saddle", "training",
}
# "Amass N" and "Support N" are keyword actions (701.47, 701.41), not abilities: their lines are read as effects
# keywords whose parameter is a cost: stored under costs[name]
COST_KEYWORDS = {
    "kicker", "multikicker", "buyback", "flashback", "madness", "evoke", "overload", "dash", "blitz", "prowl",
    "spectacle", "surge", "emerge", "escape", "foretell", "disturb", "embalm", "eternalize", "unearth", "encore",
    "scavenge", "ninjutsu", "commander ninjutsu", "transmute", "morph", "megamorph", "bestow", "mutate", "echo",
    "cumulative upkeep", "entwine", "replicate", "outlast", "reconfigure", "miracle", "aura swap", "transfigure",
    "recover", "escalate", "level up", "ward", "plot", "disguise", "craft", "prototype", "offspring", "freerunning",
    "impending", "harmonize", "sneak", "mayhem", "warp", "web-slinging", "cleave",
}
# <type>cycling {cost}
CYCLING_RE = re.compile(r"^((?:basic )?[a-z]*)cycling$")

_KW_COST_RE = re.compile(
    r"^(?P<name>[a-z][a-z' -]*?)(?: (?P<n>\d+|X))?(?:(?: (?P<mana>(?:\{[^{}]+\})+))|(?:—(?P<text>.+)))$",
    re.IGNORECASE,
)


@dataclass
class KeywordResult:
    keywords: list[str] = field(default_factory=list)
    costs: dict[str, dict[str, Any]] = field(default_factory=dict)
    activated: list[dict[str, Any]] = field(default_factory=list)
    targets: list[dict[str, Any]] = field(default_factory=list)  # an Aura spell's target
    static: list[dict[str, Any]] = field(default_factory=list)
    triggered: list[dict[str, Any]] = field(default_factory=list)  # the triggers a keyword stands for (champion)
    problems: list[str] = field(default_factory=list)


def _split_keywords(line: str) -> list[str]:
    # commas separate keywords, except inside "protection from X, from Y" style lists
    parts = []
    for chunk in re.split(r";\s*|,\s+(?!from\b|and from\b)", line):
        chunk = chunk.strip()
        if chunk:
            parts.append(chunk)
    return parts


def parse_keyword_line(line: str, is_aura: bool = False) -> KeywordResult | None:
    """The keywords of one Oracle line, or None when the line isn't (only) keywords."""
    text = line.strip()
    if not text or text.startswith(("When", "Whenever", "At ")):
        return None
    body = text[:-1] if text.endswith(".") and "—" not in text else text
    res = KeywordResult()
    # "Partner with Brallin, Skyshark Rider" (702.124j): the name after "with" may hold commas
    whole = "—" in body or body.lower().startswith("partner with ")
    parts = [body] if whole else _split_keywords(body)
    for part in parts:
        if not _keyword(part, res, is_aura):
            return None
    return res


def _cost_of(text: str, res: KeywordResult, where: str) -> dict[str, Any]:
    """The keyword's cost; one the cost grammar can't read fully is kept as a cost with an
    `unrecognized` part (the engine refuses to pay it) and reported."""
    cp = parse_cost(text)
    if cp.problems:
        res.problems.append(where)
        return {"unrecognized": [where]}
    return cp.cost


def _keyword(part: str, res: KeywordResult, is_aura: bool) -> bool:
    low = part.lower().rstrip(".")
    if low in SIMPLE:
        res.keywords.append(low)
        return True
    m = re.fullmatch(r"([a-z ]+?) (\d+|x)", low)
    if m and m.group(1) in NUMBERED:
        res.keywords.append(m.group(1))
        if m.group(2) != "x":  # the keyword with its number too ("bushido 2"): what the engine applies
            res.keywords.append(f"{m.group(1)} {m.group(2)}")
            if m.group(1) == "crew":  # 702.122a: "Crew N: tap creatures with total power N: it becomes a creature"
                res.activated.append({"cost": {"crew": int(m.group(2))}, "effects": [{"kind": "crew"}]})
        return True
    # landwalk: "swampwalk", "nonbasic landwalk", "legendary landwalk", "snow forestwalk"
    if re.fullmatch(r"(?:(?:non)?basic |legendary |snow |desert)?[a-z]*walk", low):
        res.keywords.append(low)
        return True
    if low.startswith("protection from ") or low.startswith("hexproof from "):
        res.keywords.append(low)
        return True
    if low.startswith("affinity for "):
        res.keywords.append(low)
        return True
    if low.startswith("partner with "):
        res.keywords.append("partner")
        return True
    m = re.fullmatch(r"champion (?:an?|one) (.+?)\.?", part, flags=re.IGNORECASE)
    if m:
        return _champion(part, m.group(1), res)
    if low.startswith("enchant "):
        res.keywords.append("enchant")
        return _enchant(part[len("enchant "):].rstrip("."), res, is_aura)
    if low.startswith("splice onto "):
        m = re.fullmatch(r"splice onto (\w+) ((?:\{[^{}]+\})+)", part, flags=re.IGNORECASE)
        if m:
            cost = _cost_of(m.group(2), res, part)
            res.keywords.append("splice")
            if cost is not None:
                res.costs["splice"] = cost
            return True
        m = re.fullmatch(r"splice onto (\w+)—(.+)", part, flags=re.IGNORECASE)
        if m:
            cost = _cost_of(m.group(2), res, part)
            res.keywords.append("splice")
            if cost is not None:
                res.costs["splice"] = cost
            return True
        return False
    m = re.fullmatch(r"(equip|fortify)(?: ([a-z ]+?))? ((?:\{[^{}]+\})+)", part, flags=re.IGNORECASE) or \
        re.fullmatch(r"(equip|fortify)(?: ([a-z ]+?))?—(.+?)\.?", part, flags=re.IGNORECASE)
    if m:
        kw = m.group(1).lower()
        cost = _cost_of(m.group(3), res, part)
        res.keywords.append(kw)
        target: dict[str, Any] = {"kind": "object", "filter": {"types": ["creature" if kw == "equip" else "land"],
                                                                "controller": "you"}}
        if m.group(2):
            named = m.group(2)
            words = words_of(named + " creature" if kw == "equip" and named.lower() != "creature" else named)
            ph = parse_object(words, 0, allow_players=False)
            if ph is None or ph.problems or ph.end != len(words):
                res.problems.append(part)
                return True
            flt = ph.filter()
            flt["controller"] = "you"
            target = {"kind": "object", "filter": flt}
        if cost is not None:
            res.activated.append({"cost": cost, "targets": [target], "effects": [{"kind": "attach", "target": 0}],
                                  "restrictions": ["sorcery"]})
        return True
    m = re.fullmatch(r"((?:basic )?[a-z]*)cycling ((?:\{[^{}]+\})+)", part, flags=re.IGNORECASE) or \
        re.fullmatch(r"((?:basic )?[a-z]*)cycling—(.+?)\.?", part, flags=re.IGNORECASE)
    if m:
        kind = m.group(1).lower().strip()
        cost = _cost_of(m.group(2), res, part)
        if "discard" in cost:
            res.problems.append(part)
            return True
        cost["discard"] = "self"
        name = kind + "cycling" if kind else "cycling"
        res.keywords.append(name)
        if not kind:
            effects = [{"kind": "draw", "count": 1, "who": "you"}]
        else:
            cycling_filter = _cycling_filter(kind)
            if cycling_filter is None:
                res.problems.append(part)
                return True
            effects = [{"kind": "search_library", "filter": cycling_filter, "to": "hand", "count": 1, "reveal": True}]
        if cost is not None:
            res.activated.append({"cost": cost, "effects": effects, "zone": "hand"})
        return True
    m = _KW_COST_RE.fullmatch(part.rstrip(".") if "—" not in part else part.rstrip())
    if m:
        name = m.group("name").lower().strip()
        if name in COST_KEYWORDS or name in ("suspend", "awaken", "reinforce", "ward", "cumulative upkeep"):
            text = m.group("mana") or (m.group("text") or "").rstrip(".")
            cost = _cost_of(text, res, part)
            res.keywords.append(name)
            if m.group("n") and m.group("n") != "X":  # "Suspend 4—{1}{R}": the number too ("suspend 4")
                res.keywords.append(f"{name} {m.group('n')}")
            if name in ("ninjutsu", "commander ninjutsu") and not cost.get("unrecognized"):
                # 702.49a: "[cost], Reveal this card from your hand, Return an unblocked attacker you control
                # to hand: Put this card onto the battlefield from your hand tapped and attacking."
                res.activated.append({
                    "cost": {**cost, "return_to_hand": {"types": ["creature"], "combat": "unblocked",
                                                        "controller": "you"}},
                    "effects": [{"kind": "ninjutsu"}], "zone": "hand"})
            if not cost.get("unrecognized"):
                res.activated.extend(_keyword_activations(name, cost, m.group("n")))
            if cost is not None:
                if name in res.costs:  # a second kicker cost ("Kicker {1}{G} and/or {2}{U}")
                    res.problems.append(part)
                else:
                    res.costs[name] = cost
            return True
    m = re.fullmatch(r"kicker ((?:\{[^{}]+\})+) and/or ((?:\{[^{}]+\})+)", part.rstrip("."), flags=re.IGNORECASE)
    if m:
        res.keywords.append("kicker")
        cost = _cost_of(m.group(1), res, part)
        if cost is not None:
            res.costs["kicker"] = cost
        res.problems.append("second kicker cost " + m.group(2))
        return True
    if low in ("morph", "megamorph"):
        return False
    return False


def _keyword_activations(name: str, cost: dict[str, Any], n: str | None = None) -> list[dict[str, Any]]:
    """Keyword abilities that are activated abilities (their cost is the keyword's): outlast (702.107a),
    unearth (702.84a, from the graveyard), scavenge (702.97a, from the graveyard), aura swap (702.65a),
    transfigure (702.71a), encore (702.141a, from the graveyard), reinforce (702.77a, from the
    hand; transmute's, 702.53a, needs the card's mana value: `transmute_activation`)."""
    if name == "reinforce" and n and n.isdigit():  # 702.77a: "[cost], Discard this card: N +1/+1 counters
        return [{"cost": {**cost, "discard": "self"}, "zone": "hand",  # on target creature", any time
                 "targets": [{"kind": "object", "filter": {"types": ["creature"]}}],
                 "effects": [{"kind": "put_counter", "counter": "+1/+1", "count": int(n), "target": 0}]}]
    if name == "outlast":
        return [{"cost": {**cost, "tap": True}, "restrictions": ["sorcery"],
                 "effects": [{"kind": "put_counter", "counter": "+1/+1", "count": 1, "self": True}]}]
    if name == "unearth":
        return [{"cost": cost, "effects": [{"kind": "unearth"}], "zone": "graveyard", "restrictions": ["sorcery"]}]
    if name in ("embalm", "eternalize"):  # 702.128a, 702.129a: from the graveyard, exiling it, as a sorcery
        return [{"cost": {**cost, "exile_self": True}, "zone": "graveyard", "restrictions": ["sorcery"],
                 "effects": [{"kind": "keyword_token_copy", "keyword": name}]}]
    if name == "level up":  # 702.87a: put a level counter on this, as a sorcery
        return [{"cost": cost, "restrictions": ["sorcery"],
                 "effects": [{"kind": "put_counter", "counter": "level", "count": 1, "self": True}]}]
    if name == "reconfigure":  # 702.151a: attach to another target creature you control; unattach; as a sorcery
        return [{"cost": cost, "restrictions": ["sorcery"],
                 "targets": [{"kind": "object", "filter": {"types": ["creature"], "controller": "you", "other": True}}],
                 "effects": [{"kind": "keyword_reconfigure", "mode": "attach", "target": 0}]},
                {"cost": cost, "restrictions": ["sorcery"],
                 "effects": [{"kind": "keyword_reconfigure", "mode": "unattach"}]}]
    if name == "aura swap":  # 702.65a: "[cost]: you may exchange this permanent with an Aura card in your hand"
        return [{"cost": cost, "effects": [{"kind": "keyword_aura_swap"}]}]
    if name == "transfigure":  # 702.71a: sacrificing it, a creature card of the same mana value, as a sorcery
        return [{"cost": {**cost, "sacrifice_self": True}, "restrictions": ["sorcery"],
                 "effects": [{"kind": "keyword_transfigure"}]}]
    if name == "encore":  # 702.141a: from the graveyard, exiling it, token copies that attack, as a sorcery
        return [{"cost": {**cost, "exile_self": True}, "zone": "graveyard", "restrictions": ["sorcery"],
                 "effects": [{"kind": "keyword_encore"}]}]
    if name == "scavenge":
        return [{"cost": {**cost, "exile_self": True}, "zone": "graveyard", "restrictions": ["sorcery"],
                 "targets": [{"kind": "object", "filter": {"types": ["creature"]}}],
                 "effects": [{"kind": "scavenge", "target": 0}]}]
    return []


def transmute_activation(cost: dict[str, Any], mana_value: int) -> dict[str, Any]:
    """702.53a: "[cost], Discard this card: Search your library for a card with the same mana value as the
    discarded card, reveal it, put it into your hand, then shuffle. Activate only as a sorcery." """
    return {"cost": {**cost, "discard": "self"}, "zone": "hand", "restrictions": ["sorcery"],
            "effects": [{"kind": "search_library", "filter": {"mana_value": f"={mana_value}"}, "to": "hand",
                         "count": 1, "reveal": True}]}


def _champion(part: str, phrase: str, res: KeywordResult) -> bool:
    """"Champion a Faerie" (702.72a) is two linked triggered abilities (702.72b): "When this permanent enters,
    sacrifice it unless you exile another Faerie you control" (`champion`, with the filter of what may be
    exiled) and "When this permanent leaves the battlefield, return the exiled card to the battlefield under its
    owner's control" (the card the first one exiled: `noted` "exiled", 607.2a). Both quote the keyword line."""
    words = words_of(f"another {phrase} you control")
    ph = parse_object(words, 0, allow_players=False)
    if ph is None or ph.problems or ph.end != len(words) or ph.zone:
        return False
    flt = ph.filter() or {}
    flt.update(other=True, controller="you")
    res.keywords.append("champion")
    res.triggered.append({"event": "enters", "text": part,
                          "effects": [{"kind": "champion", "filter": flt, "text": part}]})
    res.triggered.append({"event": "leaves", "text": part,
                          "effects": [{"kind": "move", "noted": "exiled", "to": "battlefield", "under": "owner",
                                       "text": part}]})
    return True


def _cycling_filter(kind: str) -> dict[str, Any] | None:
    if kind == "land":
        return {"types": ["land"]}
    if kind == "basic land":
        return {"types": ["land"], "basic": True}
    sub = subtype_of(kind.capitalize())
    if sub:
        return {"subtypes": [sub.lower()]}
    return None


def _enchant(what: str, res: KeywordResult, is_aura: bool) -> bool:
    words = words_of(what)
    ph = parse_object(words, 0)
    if ph is None or ph.end != len(words) or ph.problems:
        res.problems.append("Enchant " + what)
        return True
    if ph.noun == "player":
        spec: dict[str, Any] = {"kind": "player"}
    elif ph.noun == "opponent":
        spec = {"kind": "player", "filter": {"controller": "opponent"}}
    elif ph.zone == "graveyard":
        spec = {"kind": "card_in_graveyard", "filter": ph.filter()}
    elif ph.noun == "permanent" and not ph.filter():
        spec = {"kind": "permanent"}
    elif ph.noun in ("object", "permanent"):
        spec = {"kind": "object", "filter": ph.filter()}
    else:
        res.problems.append("Enchant " + what)
        return True
    if is_aura:
        res.targets.append(spec)
    return True


def colors_of_words(text: str) -> str:
    return "".join(COLOR_WORDS[w] for w in re.findall(r"white|blue|black|red|green", text.lower()))


__all__ = ["parse_keyword_line", "KeywordResult", "number"]
