"""Static abilities that change objects (604, 613), read as *subject + predicates + condition*:

    [As long as CONDITION,] SUBJECT PREDICATE[, PREDICATE][, and PREDICATE] [as long as CONDITION]

SUBJECT is the source itself ("~", `self_bonus`), what it is attached to ("enchanted creature",
"equipped creature", `attached_bonus`) or a group of permanents ("other Elf creatures you control",
"creature tokens", "each creature you control with a +1/+1 counter on it", `anthem`). A PREDICATE is
one of: "gets +N/+N [for each ...]" (or "+X/+X, where X is the number of ..."), "has <keywords and
quoted abilities>", "has base power and toughness N/N", "loses <keywords>" / "loses all abilities",
"is a <subtype> in addition to its other types", "is <color>", or a restriction the combat rules read
("can't block", "attacks each combat if able", "can't be blocked except by Walls"...). CONDITION is a
fact of the game the engine checks whenever it applies the ability ("it's your turn", "you control an
artifact", "seven or more cards are in your graveyard", "~ is equipped", "enchanted creature is red").

The record (docs/ability_model.md, "Static abilities applied to other permanents"):

    {"kind": "self_bonus" | "attached_bonus" | "anthem", "filter": {...} (anthem),
     "power": 2, "toughness": 2, "keywords": ["flying"], "grant": {"activated": [...], "triggered": [...],
     "static": [...]}, "lose": ["flying"] | "all", "base_pt": [1, 1], "add_types": ["artifact"],
     "add_subtypes": ["demon"], "colors": "B", "condition": {...}, "for_each": {...}}

Anything the grammar can't read exactly returns None (the sentence stays a `continuous_effect`, which
no plugin enforces): nothing is guessed.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from cardpool.oracle.choices import as_enters_choice
from cardpool.oracle.grammar import COLOR_WORDS, number, parse_object, subtype_of, words_of
from cardpool.oracle.statics_becomes import becomes
from cardpool.oracle.statics_combat import combat_predicate
from cardpool.oracle.statics_copy import enters_as_copy
from cardpool.oracle.statics_enters import enters_with, others_enter_with
from cardpool.oracle.statics_more import cant_have, day_as_enters, enchanted_player_static, enter_tapped_list
from cardpool.oracle.statics_players import player_condition, players_static
from cardpool.oracle.statics_self import self_replacement
from cardpool.oracle.statics_tail import tail_static
from cardpool.oracle.statics_targets import assign_as_unblocked, cant_be_target, graveyard_untargetable

# A quoted ability ("{T}: Add {G}.") -> its record parts ({"activated": [...]}), or None when unreadable.
GrantReader = Callable[[str], dict[str, Any] | None]

ATTACHED_SUBJECTS = {
    "enchanted creature": "creature", "enchanted permanent": "permanent", "enchanted land": "land",
    "enchanted artifact": "artifact", "equipped creature": "creature", "fortified land": "land",
    "enchanted planeswalker": "planeswalker", "enchanted enchantment": "enchantment",
}
VERBS = {"gets", "get", "has", "have", "can't", "can", "attacks", "attack", "blocks", "block", "is", "are", "loses",
         "lose", "doesn't", "don't", "must", "assigns", "assign", "isn't", "aren't"}
PT_RE = r"([+-](?:\d+|x))/([+-](?:\d+|x))"
NUM = r"(?:a|an|one|two|three|four|five|six|seven|eight|nine|ten|\d+)"
NUMBER_WORDS = "(" + NUM + ")"
# keyword abilities a static ability may give (they are the permanent's keywords while it applies)
SIMPLE_GRANTS = {
    "flying", "first strike", "double strike", "deathtouch", "haste", "hexproof", "indestructible", "lifelink",
    "menace", "reach", "trample", "vigilance", "defender", "shroud", "fear", "intimidate", "flanking", "banding",
    "horsemanship", "shadow", "infect", "wither", "persist", "undying", "exalted", "prowess", "changeling",
    "skulk", "phasing", "provoke", "melee", "riot", "battle cry", "training", "cascade", "myriad",
}
NUMBERED_GRANTS = {"bushido", "rampage", "afflict", "annihilator", "toxic", "poisonous", "frenzy", "renown",
                   "absorb", "modular", "afterlife", "fabricate"}
# restrictions and requirements a predicate states, by its singular wording after "~ " (509.1b-c, 508.1c-d)
RESTRICTIONS = {
    "can't block": "cant_block", "can't attack": "cant_attack", "can't attack or block": "cant_attack_or_block",
    "can't be blocked": "cant_be_blocked", "attacks each combat if able": "attacks_each_combat",
    "attacks each turn if able": "attacks_each_combat", "blocks each combat if able": "blocks_each_combat",
    "blocks each turn if able": "blocks_each_combat", "must be blocked if able": "must_be_blocked",
    "can block only creatures with flying": "blocks_only_flying", "can't attack alone": "cant_attack_alone",
    "can't block alone": "cant_block_alone", "can't attack or block alone": "cant_attack_or_block_alone",
    "must be blocked by all creatures able to block it": "lure",
    "can block an additional creature each combat": "extra_block", "can block any number of creatures":
    "block_any_number", "can't be blocked by more than one creature": "max_one_blocker",
    "doesn't untap during your untap step": "doesnt_untap",
    "doesn't untap during its controller's untap step": "doesnt_untap",
}
PLURAL_VERBS = {"get": "gets", "have": "has", "attack": "attacks", "block": "blocks", "are": "is", "lose": "loses",
                "don't": "doesn't", "assign": "assigns", "aren't": "isn't"}


def _n(word: str) -> int | None:
    value = number(word)
    return value if isinstance(value, int) else None


# ---------------------------------------------------------------------------------------------- keywords

def granted_keyword(text: str) -> str | None:
    """One keyword ability as a static ability gives it ("flying", "protection from black", "swampwalk",
    "toxic 1"), lower case, or None."""
    low = text.strip().lower()
    if low in SIMPLE_GRANTS or low == "protection from the chosen color":
        return low
    if re.fullmatch(r"(?:(?:non)?basic |legendary |snow )?(?:plains|island|swamp|mountain|forest|desert|land)walk",
                    low):
        return low
    m = re.fullmatch(r"protection from ([a-z]+(?:(?:,)? (?:and )?from [a-z]+)*)", low)
    if m:
        from foundation.abilities import parse_qualities

        return low if parse_qualities(m.group(1)) is not None else None
    m = re.fullmatch(r"hexproof from ([a-z]+)", low)
    if m:
        from foundation.abilities import parse_quality

        return low if parse_quality(m.group(1)) is not None else None
    m = re.fullmatch(r"([a-z ]+) (\d+)", low)
    if m and m.group(1) in NUMBERED_GRANTS:
        return low
    if re.fullmatch(r"ward (?:\{(?:\d+|[wubrgc])\})+", low):  # 702.21a: a ward whose cost is mana
        return low
    return None


def _keyword_items(text: str) -> list[str] | None:
    """"flying and haste" -> ["flying", "haste"], or None when one isn't a keyword a static ability gives."""
    items = [granted_keyword(k) for k in _split_list(text)]
    return [str(k) for k in items] if items and all(items) else None


def _split_list(text: str) -> list[str]:
    """"flying, first strike, and lifelink" -> the items ("protection from black and from red" stays one)."""
    parts = re.split(r",\s*(?:and\s+|or\s+)?(?!from\b)|\s+and\s+(?!from\b)", text.strip())
    return [p.strip() for p in parts if p.strip()]


# ---------------------------------------------------------------------------------------------- conditions

def _object_filter(original: str, noun: str = "object") -> dict[str, Any] | None:
    """The filter of an object phrase ("artifact", "Forest", "creature with power 4 or greater"), or None."""
    words = words_of(original)
    if not words:
        return None
    ph = parse_object(words, 0, allow_players=False)
    if ph is None or ph.end != len(words) or ph.problems or ph.zone:
        return None
    if noun == "object" and ph.noun not in ("object", "permanent"):
        return None
    if noun == "card" and ph.noun != "card":
        return None
    flt = ph.filter()
    return flt


def _original(low: str, original: str) -> str:
    """The original-case words of `low` (a lower-cased part of `original`)."""
    idx = original.lower().find(low)
    return original[idx:idx + len(low)] if idx >= 0 else low


ATTACHED_STATE_WORDS = {"equipped", "enchanted", "attacking", "blocking", "tapped", "untapped", "monstrous",
                        "renowned"}


def parse_condition(low: str, original: str) -> tuple[dict[str, Any], str] | None:
    """A condition ("it's your turn", "you control an artifact", "~ is equipped") -> (record, the subject
    "it" means after it: "self" / "attached" / ""), or None."""
    low = low.strip()
    out: dict[str, Any]
    about_players = player_condition(low, original)  # cardpool.oracle.statics_players: players and the turn
    if about_players is not None:
        return about_players, ""
    if low == "a permanent you controlled left the battlefield this turn":  # revolt
        return {"kind": "turn_event", "event": "left_battlefield"}, ""
    if low == "it's your turn":
        return {"kind": "your_turn"}, ""
    if low in ("it's not your turn", "it isn't your turn"):
        return {"kind": "not_your_turn"}, ""
    m = re.fullmatch(r"it's (not |)(\w+)( alone)?", low)
    if m and m.group(2) in ATTACHED_STATE_WORDS and (not m.group(3) or m.group(2) == "attacking"):
        state = m.group(2) + ("_alone" if m.group(3) else "")
        state_rec: dict[str, Any] = {"kind": "state", "of": "affected", "state": state}
        if m.group(1):
            state_rec["negate"] = True
        return state_rec, ""
    m = re.fullmatch(r"it's (?:a |an )?(.+)", low)
    if m:
        flt = _attached_quality(m.group(1), original)
        if flt is not None:
            return {"kind": "is", "of": "affected", "filter": flt}, ""
    m = re.fullmatch(r"defending player controls (an?|" + NUM + r" or more) (.+)", low)
    if m:
        flt = _object_filter(_original(m.group(2), original))
        if flt is None:
            return None
        out = {"kind": "control", "who": "defending", "filter": flt}
        if m.group(1) not in ("a", "an"):
            out["min"] = _n(m.group(1).split()[0]) or 1
        return out, ""
    m = re.fullmatch(r"(an?|" + NUM + r" or more) (.+?) cards? (?:is|are) in (your|a) graveyard", low)
    if m:
        flt = _card_filter(m.group(2), original)
        if flt is None:
            return None
        out = {"kind": "cards", "zone": "graveyard", "whose": "you" if m.group(3) == "your" else "any",
               "filter": flt}
        if m.group(1) not in ("a", "an"):
            out["min"] = _n(m.group(1).split()[0]) or 1
        return out, ""
    m = re.fullmatch(r"(~|enchanted creature|enchanted permanent|equipped creature) is (\w+)", low)
    if m and m.group(2) in ATTACHED_STATE_WORDS:
        subject = "self" if m.group(1) == "~" else "attached"
        return {"kind": "state", "of": subject, "state": m.group(2)}, subject
    m = re.fullmatch(r"~ is paired with another creature", low)
    if m:
        return {"kind": "state", "of": "self", "state": "paired"}, "self_paired"
    m = re.fullmatch(r"(~|it) has (a|an|one|two|three|four|five|six|seven|eight|nine|ten|\d+)(?: or more)? "
                     r"([+-]\d+/[+-]\d+|[a-z]+) counters? on (?:it|him|her)", low)
    if m:
        n = _n(m.group(2))
        if n is not None:
            return {"kind": "counters", "counter": m.group(3), "min": n}, "self"
    m = re.fullmatch(r"~ has no ([+-]\d+/[+-]\d+|[a-z]+) counters on it", low)
    if m:
        return {"kind": "counters", "counter": m.group(1), "max": 0}, "self"
    m = re.fullmatch(r"(enchanted creature|enchanted permanent|equipped creature) is (?:a |an )?(.+)", low)
    if m:
        flt = _attached_quality(m.group(2), original)
        if flt is not None:
            return {"kind": "attached_is", "filter": flt}, "attached"
    m = re.fullmatch(r"(you|an opponent|no opponent|any player|a player|your opponents) controls? (an?|another|no|"
                     r"(?:one|two|three|four|five|six|seven|eight|nine|ten|\d+) or more|at least " + NUM +
                     r"(?: other)?|exactly one) (.+)", low)
    if m:
        who = {"you": "you", "an opponent": "opponent", "no opponent": "no_opponent", "any player": "any",
               "a player": "any", "your opponents": "opponents"}[m.group(1)]
        amount = m.group(2)
        phrase = m.group(3)
        flt = _object_filter(_original(phrase, original))
        either = re.fullmatch(r"(\w+) or an? (\w+)", phrase)
        if flt is None and either and amount in ("a", "an"):  # "a Plains or an Island"
            flt = _object_filter(_original(either.group(1), original) + " or " + _original(either.group(2), original))
        if flt is None:
            return None
        out = {"kind": "control", "who": who, "filter": flt}
        if amount == "another":
            flt["other"] = True
        elif amount == "no":
            out["max"] = 0
        elif amount == "exactly one":
            out["min"] = out["max"] = 1
        elif amount.endswith("or more"):
            out["min"] = _n(amount.split()[0]) or 1
        elif amount.startswith("at least"):
            out["min"] = _n(amount.split()[2]) or 1
            if amount.endswith("other"):
                flt["other"] = True
        if who == "opponents":  # "your opponents control no creatures"
            if amount != "no":
                return None
            who = "no_opponent"
        if who == "no_opponent":
            out["who"], out["max"] = "opponent", 0
        return out, ""
    m = re.fullmatch(r"there are " + NUMBER_WORDS + r" or more card types among cards in your graveyard", low)
    if m:
        return {"kind": "card_types_in_graveyard", "min": _n(m.group(1)) or 1}, ""
    m = re.fullmatch(NUMBER_WORDS + r" or more cards are in your graveyard", low)
    if m:
        return {"kind": "cards", "zone": "graveyard", "whose": "you", "min": _n(m.group(1)) or 1}, ""
    m = re.fullmatch(r"there (?:is|are) (an?|no|" + NUM + r" or more) (.+?) cards? in your "
                     r"graveyard", low)
    if m:
        flt = _card_filter(m.group(2), original)
        if flt is None:
            return None
        out = {"kind": "cards", "zone": "graveyard", "whose": "you", "filter": flt}
        word = m.group(1)
        if word == "no":
            out["max"] = 0
        else:
            out["min"] = _n(word.split()[0]) or 1
        return out, ""
    if low == "there are no cards in your graveyard":
        return {"kind": "cards", "zone": "graveyard", "whose": "you", "max": 0}, ""
    m = re.fullmatch(r"(you|an opponent) ha(?:s|ve) (\d+) or (more|less) life", low)
    if m:
        key = "min" if m.group(3) == "more" else "max"
        return {"kind": "life", "who": "you" if m.group(1) == "you" else "opponent", key: int(m.group(2))}, ""
    m = re.fullmatch(r"you have (no|" + NUM + r" or (?:more|fewer)) cards? in hand", low)
    if m:
        word = m.group(1)
        if word == "no":
            return {"kind": "cards", "zone": "hand", "whose": "you", "max": 0}, ""
        n = _n(word.split()[0])
        if n is None:
            return None
        return {"kind": "cards", "zone": "hand", "whose": "you", ("min" if word.endswith("more") else "max"): n}, ""
    m = re.fullmatch(r"an opponent has (no|" + NUM + r" or more) cards? in (hand|their graveyard)",
                     low)
    if m:
        zone = "hand" if m.group(2) == "hand" else "graveyard"
        word = m.group(1)
        out = {"kind": "cards", "zone": zone, "whose": "opponent"}
        if word == "no":
            out["max"] = 0
        else:
            out["min"] = _n(word.split()[0]) or 1
        return out, ""
    m = re.fullmatch(r"your devotion to (white|blue|black|red|green)(?: and (white|blue|black|red|green))? is less "
                     r"than " + NUMBER_WORDS, low)
    if m:
        colors = COLOR_WORDS[m.group(1)] + (COLOR_WORDS[m.group(2)] if m.group(2) else "")
        n = _n(m.group(3))
        if n is None:
            return None
        return {"kind": "devotion", "colors": colors, "max": n - 1}, ""
    m = re.fullmatch(r"you have " + NUMBER_WORDS + r" or more opponents", low)
    if m:
        return {"kind": "opponents", "min": _n(m.group(1)) or 1}, ""
    if low == "you have the city's blessing":
        return {"kind": "city_blessing"}, ""
    return None


CARD_TYPE_WORDS = ("artifact", "creature", "enchantment", "instant", "land", "planeswalker", "sorcery")


def _card_filter(low: str, original: str) -> dict[str, Any] | None:
    m = re.fullmatch(r"([a-z]+) and ([a-z]+)", low)
    if m and m.group(1) in CARD_TYPE_WORDS and m.group(2) in CARD_TYPE_WORDS:
        return {"types": [m.group(1), m.group(2)]}  # "instant and sorcery cards": either type
    phrase = _original(low, original)
    return _object_filter(phrase + " card", "card")


def parse_sum(low: str, original: str, joiner: str) -> dict[str, Any] | None:
    """"Elves you control plus the number of Elf cards in your graveyard" (joiner " plus the number of "),
    "card in your hand and each foretold card" (" and each "): the first count, with the second under
    "plus" ({"plus": {...}}: the engine adds them); None unless both parts are read."""
    if joiner not in low:
        return None
    first, second = low.split(joiner, 1)
    a, b = parse_count(first, original), parse_count(second, original)
    if a is None or b is None or "plus" in a:
        return None
    return {**a, "plus": b}


def _attached_quality(low: str, original: str) -> dict[str, Any] | None:
    """"red", "a Human", "legendary", "a creature", "untapped" (what the enchanted object is)."""
    if low in COLOR_WORDS:
        return {"colors": COLOR_WORDS[low]}
    if low in ("legendary",):
        return {"supertypes": ["legendary"]}
    if low in ("tapped", "untapped"):
        return {"tapped": low}
    phrase = _original(low, original)
    words = words_of(phrase)
    ph = parse_object(words, 0, allow_players=False)
    if ph is None or ph.end != len(words) or ph.problems or ph.zone or ph.controller != "any" or ph.plural:
        return None
    flt = ph.filter()
    return flt or None


# ---------------------------------------------------------------------------------------------- counts

# counts read as they are written (the engine's `count` kinds, bot/engine/conditions.py)
COUNT_WORDS: dict[str, dict[str, Any]] = {
    "of its colors": {"kind": "colors_of"},  # "+1/+1 for each of its colors" (the affected permanent's)
    "color among permanents you control": {"kind": "colors_among", "filter": {"controller": "you"}},
    "color among other legendary permanents you control": {
        "kind": "colors_among", "filter": {"controller": "you", "other": True, "supertypes": ["legendary"]}},
    "poison counter your opponents have": {"kind": "poison", "whose": "opponent"},
}


def parse_count(low: str, original: str) -> dict[str, Any] | None:
    """What "for each ..." / "the number of ..." counts: permanents, cards in a zone, attached Auras or
    Equipment, counters on the source, card types among cards in graveyards, basic land types among lands;
    "the chosen player's hand", "creatures the chosen player controls" count as that player's (607.2d: who was
    chosen as it entered, "as_player": "chosen")."""
    low = low.strip()
    if "the chosen player" in low:
        mine = low.replace("the chosen player's", "your").replace("the chosen player controls", "you control")
        if "chosen player" in mine:
            return None
        counted = parse_count(mine, original.replace("the chosen player's", "your")
                              .replace("the chosen player controls", "you control"))
        return {**counted, "as_player": "chosen"} if counted is not None else None
    m = re.fullmatch(r"(.+?) of the chosen (color|type)( .+)?", low)
    if m:  # Chameleon Spirit: "permanents of the chosen color your opponents control" (607.2d)
        counted = parse_count(m.group(1) + (m.group(3) or ""), original)
        if counted is None or counted["kind"] != "permanents":
            return None
        return {**counted, "chosen": "color" if m.group(2) == "color" else "creature_type"}
    fixed = COUNT_WORDS.get(low)
    if fixed is not None:  # "each of its colors", "color among permanents you control" (`COUNT_WORDS`)
        return dict(fixed)
    m = re.fullmatch(r"([+-]\d+/[+-]\d+|[a-z]+) counters? on (other )?creatures you control", low)
    if m:  # Fungal Behemoth, Gleam of Authority: the counters on a group of creatures
        among: dict[str, Any] = {"types": ["creature"], "controller": "you"}
        if m.group(2):
            among["other"] = True
        return {"kind": "counters_among", "counter": m.group(1), "filter": among}
    m = re.fullmatch(r"other (creature|creatures)( on the battlefield| you control)? that shares? (?:at least one|a) "
                     r"creature type with it", low)
    if m:  # Coat of Arms, Alpha Status, Stoneforge Masterwork: the others that share a creature type with it
        sharing: dict[str, Any] = {"types": ["creature"], "other": True}
        if m.group(2) == " you control":
            sharing["controller"] = "you"
        return {"kind": "permanents", "filter": sharing, "shares_type": True}
    m = re.fullmatch(r"card types among cards in (your graveyard|all graveyards)", low)
    if m:
        return {"kind": "card_types", "whose": "you" if m.group(1) == "your graveyard" else "any"}
    if low == "your life total":
        return {"kind": "life"}
    if low in ("creatures in your party", "creature in your party"):  # 700.8
        return {"kind": "party"}
    if low in ("basic land types among lands you control", "basic land type among lands you control"):
        return {"kind": "basic_land_types"}
    m = re.fullmatch(r"(aura|equipment|aura and equipment) attached to (?:it|~)", low)
    if m:
        subs = ["aura", "equipment"] if m.group(1) == "aura and equipment" else [m.group(1)]
        return {"kind": "attached", "subtypes": subs}
    m = re.fullmatch(r"([+-]\d+/[+-]\d+|[a-z]+) counters? on (?:it|~)", low)
    if m:
        return {"kind": "counters", "counter": m.group(1)}
    m = re.fullmatch(r"(?:the total number of )?cards? in (your|each opponent's|your opponents'|all players'|all) "
                     r"(hand|graveyard)s?", low)
    if m:
        whose = {"your": "you", "all": "any", "all players'": "any"}.get(m.group(1), "opponent")
        return {"kind": "cards", "zone": m.group(2), "whose": whose}
    m = re.fullmatch(r"(.+?) cards? in (your|each opponent's|your opponents'|all) (graveyard|hand)s?", low)
    if m:
        flt = _card_filter(m.group(1), original)
        if flt is None:
            return None
        whose = {"your": "you", "all": "any"}.get(m.group(2), "opponent")
        return {"kind": "cards", "zone": m.group(3), "whose": whose, "filter": flt}
    m = re.fullmatch(r"(.+?)( you control| on the battlefield) named (.+)", low)
    if m:  # "other creature on the battlefield named ~", "land you control named Wastes": the name last
        low = f"{m.group(1)} named {m.group(3)}{m.group(2)}"
        original = _original(m.group(1), original) + " named " + _original(m.group(3), original) + m.group(2)
    m = re.fullmatch(r"(.+?) named (~|[a-z][a-z' ,-]*?)((?: you control| on the battlefield)?)", low)
    if m:  # Plague Rats: "creatures named ~ on the battlefield" counts the permanents with the source's name
        counted = parse_count(m.group(1) + (m.group(3) or " on the battlefield"), original)
        if counted is None or counted["kind"] != "permanents":
            return None
        if m.group(2) == "~":
            return {**counted, "same_name": True}
        return {**counted, "named": _original(m.group(2), original)}  # Walker of the Wastes: another card's name
    m = re.fullmatch(r"(.+?) (you control|your opponents control|on the battlefield)", low)
    phrase, where = (m.group(1), m.group(2)) if m else (low, "")
    flt = _object_filter(_original(phrase, original))
    if flt is None:
        return None
    if where == "you control":
        flt["controller"] = "you"
    elif where == "your opponents control":
        flt["controller"] = "opponent"
    elif where and "controller" in flt:
        return None  # "creatures you control on the battlefield": not a phrase of the cards
    return {"kind": "permanents", "filter": flt}  # "other creature you control with flying": its own controller


# ---------------------------------------------------------------------------------------------- 604.3

CDA_RE = re.compile(r"~'s (power and toughness are each|power is|toughness is) equal to (.+?)"
                    r"(?: and its toughness is equal to that number plus (\d+))?")
MULTIPLIERS = {"": 1, "twice ": 2}


def characteristic_pt(low: str, original: str) -> dict[str, Any] | None:
    """A characteristic-defining ability (604.3): "~'s power and toughness are each equal to the number of
    creature cards in your graveyard", "~'s power is equal to the number of creatures you control", "... to
    N plus the number of ...", "... to your life total", "... to your devotion to red", Tarmogoyf's "and
    its toughness is equal to that number plus 1" -> {"kind": "pt_count", "for_each": {...}, "power": 1,
    "toughness": 1, "plus": N, "toughness_plus": N}: what the printed "*" stands for, at all times."""
    m = CDA_RE.fullmatch(low)
    if m is None:
        return None
    which, value = m.group(1), m.group(2)
    rec: dict[str, Any] = {"kind": "pt_count", "power": 0 if which == "toughness is" else 1,
                           "toughness": 0 if which == "power is" else 1}
    plus = re.match(r"(\d+) plus (.+)", value)
    if plus:
        rec["plus"] = int(plus.group(1))
        value = plus.group(2)
    times = re.match(r"(twice )?(?:the )?(?:total )?number of (.+)", value)
    if times:
        counted = parse_count(times.group(2), original) or parse_sum(times.group(2), original,
                                                                     " plus the number of ")
        if times.group(1):
            rec["times"] = 2
    elif value == "your life total":
        counted = {"kind": "life"}
    else:
        devotion = re.fullmatch(r"your devotion to (white|blue|black|red|green)", value)
        counted = {"kind": "devotion", "colors": COLOR_WORDS[devotion.group(1)]} if devotion else None
    if counted is None:
        return None
    rec["for_each"] = counted
    if m.group(3):
        if which != "power is":
            return None
        rec["toughness"], rec["toughness_plus"] = 1, int(m.group(3))
    return rec


# ---------------------------------------------------------------------------------------------- 614.1c, 614.12

ENTERS = r"enters(?: the battlefield)?"


COUNTER_RE = r"([+-]\d+/[+-]\d+|[a-z]+)"


def _enters_with_counted(low: str, original: str) -> dict[str, Any] | None:
    """"~ enters with a +1/+1 counter on it for each creature card in your graveyard", "... with X +1/+1
    counters on it, where X is the number of ...", "... with a number of +1/+1 counters on it equal to the
    number of ...", "... with two +1/+1 counters on it if you control a Forest", "... if you cast it from your
    hand" (614.1c) -> {"kind": "enters_with_counted", "counter", "count", "for_each", "condition", "from_hand"}."""
    m = re.fullmatch(r"~ " + ENTERS + r" with (an?|" + NUM + r"|x|a number of) " + COUNTER_RE + r" counters? on it"
                     r"(?: equal to (?:the number of )?(.+?)| for each (.+?)|, where x is (?:the number of )?(.+?)"
                     r"| if (.+?))?", low)
    if m is None:
        return None
    amount, counter, equal, each, where, cond = m.groups()
    rec: dict[str, Any] = {"kind": "enters_with_counted", "counter": counter, "count": 1}
    table = equal or each or where
    if amount in ("x", "a number of") and not (equal if amount == "a number of" else where):
        return None
    if amount not in ("x", "a number of"):
        n = _n(amount)
        if n is None or equal or where:
            return None
        rec["count"] = n
    if table:
        counting = {"kind": "life"} if table == "your life total" else parse_count(table, original)
        if counting is None:
            return None
        rec["for_each"] = counting
    if cond:
        if cond in ("you cast it from your hand", "you didn't cast it from your hand"):
            rec["from_hand"] = "didn't" not in cond
        else:
            condition = parse_condition(cond, original)
            if condition is None:
                return None
            rec["condition"] = condition[0]
    return rec if table or cond else None


def _group_filter(low: str, original: str) -> dict[str, Any] | None:
    """The filter of a group of permanents ("each other creature you control", "Wolves you control")."""
    subject = parse_subject(low, original, "", True)
    return subject[1] if subject is not None and subject[0] == "group" else None


SUBJECT_OF_KIND = {"attached_bonus": "enchanted creature", "self_bonus": "~"}


def following_static(low: str, original: str, previous: dict[str, Any] | None) -> list[dict[str, Any]] | None:
    """A sentence that completes the ability before it: "Otherwise, it gets -3/-3." after "Enchanted creature
    gets +3/+3 as long as it's a Zombie." (the same bonus kind under the opposite condition); "This effect
    doesn't remove ~." after an Aura's "Enchanted creature has protection from white" (702.16c: the Aura stays
    attached, `protection_keeps_self`)."""
    if previous is None:
        return None
    if low == "this effect doesn't remove ~" and previous.get("kind") == "attached_bonus" \
            and any(str(k).startswith("protection") for k in previous.get("keywords") or ()):
        return [{"kind": "protection_keeps_self"}]
    m = re.fullmatch(r"remove an? ([+-]1/[+-]1) counter from ~", low)
    if m and previous.get("kind") == "prevent_damage_to_self":  # the Phantoms: each prevention costs a counter
        previous["remove_counter"] = m.group(1)
        previous["joined"] = True
        return []
    become = previous.get("become")
    if low in ("it's still a land", "they're still lands") and isinstance(become, dict) \
            and "creature" in become.get("types", ()):
        become["still"] = "land"  # 205.1a: it keeps the card type land (Zendikons, awaken's lands)
        previous["joined"] = True
        return []
    m = re.fullmatch(r"otherwise, it (.+)", low)
    subject = SUBJECT_OF_KIND.get(str(previous.get("kind")))
    condition = previous.get("condition")
    if m is None or subject is None or not isinstance(condition, dict) or "for_each" in previous:
        return None
    rec = parse_static(subject + " " + _original(m.group(1), original), [])
    if rec is None or rec.get("kind") != previous["kind"] or "condition" in rec:
        return None
    rec["condition"] = {**condition, "negate": not condition.get("negate", False)}
    return [rec]


def _after_reveal(low: str, original: str, previous: dict[str, Any] | None) -> list[dict[str, Any]] | None:
    """The sentence after "As ~ enters, you may reveal a Dragon card from your hand" that says what revealing
    (or a condition) changes (614.12): "If you do or if you control a Dragon, ~ enters with a +1/+1 counter on it"
    (`revealed_enters_with_counters`), "~ enters tapped unless you revealed a Dragon card this way or you control
    a Dragon" (`etb_tapped_unless_revealed_or`); it completes the record of the first (`previous`) and returns
    [], or None."""
    if previous is None or previous.get("kind") != "as_enters_may_reveal":
        return None
    m = re.fullmatch(r"if you do(?: or if (.+?))?, ~ " + ENTERS + r" with (an?|one|two|three|\d+) " + COUNTER_RE
                     + r" counters? on it", low)
    if m:
        kind, cond_text = "revealed_enters_with_counters", m.group(1)
        previous["count"] = number(m.group(2))
        previous["counter"] = m.group(3)
    else:
        m = re.fullmatch(r"~ " + ENTERS + r" tapped unless you revealed an? .+? card this way(?: or (.+))?", low)
        if m is None:
            return None
        kind, cond_text = "etb_tapped_unless_revealed_or", m.group(1)
    if cond_text:
        cond = parse_condition(cond_text, original)
        if cond is None or cond[1]:
            return None
        previous["condition"] = cond[0]
    previous["kind"] = kind
    previous["joined"] = True  # the parser adds this sentence to the record's text
    return []


def enters_statics(low: str, original: str, previous: dict[str, Any] | None) -> list[dict[str, Any]] | None:
    """Replacement effects on how permanents enter (614.1c-d, 614.12), or None:
    "~ enters tapped unless you control a Plains or an Island" (`etb_tapped_unless`, a condition);
    "As ~ enters, you may pay 2 life." + "If you don't, it enters tapped." (`etb_tapped_unless_paid`) and
    "... you may reveal a Giant card from your hand" (`etb_tapped_unless_revealed`): the second sentence
    completes the record of the first (`previous`) and returns []; "~ enters tapped with two charge counters
    on it" and "~ enters tapped and doesn't untap during your untap step" (two records); "creatures your
    opponents control enter tapped" (`others_enter_tapped`, a filter)."""
    revealed = _after_reveal(low, original, previous)
    if revealed is not None:
        return revealed
    counted = _enters_with_counted(low, original)
    if counted is not None:
        return [counted]
    more = enters_with(low) or self_replacement(low)
    if more is not None:
        return more
    others = others_enter_with(low, original, _group_filter)
    if others is not None:
        return [others]
    m = re.fullmatch(r"as long as (.+?), (.+ enters? (?:the battlefield )?with an additional .+)", low)
    if m:  # Vampire Socialite: "As long as an opponent lost life this turn, each other Vampire ... enters with ..."
        cond = parse_condition(m.group(1), original)
        others = others_enter_with(m.group(2), original[len(low) - len(m.group(2)):], _group_filter)
        if cond is None or others is None or cond[1]:
            return None
        return [{**others, "condition": cond[0]}]
    m = re.fullmatch(r"~ " + ENTERS + r" tapped unless (.+)", low)
    if m:
        cond = parse_condition(m.group(1), original)
        return [{"kind": "etb_tapped_unless", "condition": cond[0]}] if cond is not None else None
    m = re.fullmatch(r"as ~ " + ENTERS + r", you may pay (\d+) life", low)
    if m:
        return [{"kind": "as_enters_may_pay", "life": int(m.group(1))}]
    m = re.fullmatch(r"as ~ " + ENTERS + r", you may reveal (?:an? )?(.+?) card from your hand", low)
    if m:
        flt = _card_filter(m.group(1), original)
        return [{"kind": "as_enters_may_reveal", "filter": flt}] if flt is not None else None
    if re.fullmatch(r"if you don't, (?:it|~) " + ENTERS + " tapped", low):
        kinds = {"as_enters_may_pay": "etb_tapped_unless_paid", "as_enters_may_reveal": "etb_tapped_unless_revealed"}
        if previous is None or previous.get("kind") not in kinds:
            return None
        previous["kind"] = kinds[previous["kind"]]
        previous["joined"] = True  # the parser adds this sentence to the record's text
        return []
    m = re.fullmatch(r"~ " + ENTERS + r" tapped (with .+ counters? on it|and doesn't untap during your untap step)",
                     low)
    if m:
        if m.group(1).startswith("with"):
            from cardpool.oracle.parser import enters_with_counters

            counters = enters_with_counters("~ enters " + m.group(1))
            return [{"kind": "enters_tapped"}, counters] if counters is not None else None
        return [{"kind": "enters_tapped"}, {"kind": "doesnt_untap"}]
    m = re.fullmatch(r"(.+?) enter(?: the battlefield)? tapped", low)
    if m:
        words = words_of(_original(m.group(1), original))
        ph = parse_object(words, 0, allow_players=False)
        if ph is None or ph.end != len(words) or ph.problems or ph.zone or not ph.plural \
                or ph.noun not in ("object", "permanent"):
            return enter_tapped_list(low, original)  # "artifacts, creatures, and lands your opponents control"
        return [{"kind": "others_enter_tapped", "filter": ph.filter()}]
    return None


# ---------------------------------------------------------------------------------------------- 615

def _damage_party(low: str, original: str, role: str) -> dict[str, Any] | None:
    """Who damage is dealt to or by in a prevention effect: "~", "enchanted creature", "you", "you and creatures
    you control", "creatures you control", "a planeswalker you control", "creatures", "artifact sources",
    "instant and sorcery spells", "sources you don't control" -> {role: "self" | "attached" | "you" | "group",
    role + "_filter": {...}, role + "_you": True}."""
    if low in ("~", "it"):
        return {role: "self"}
    if low in ATTACHED_SUBJECTS:
        return {role: "attached"}
    if low == "you" and role == "to":
        return {role: "you"}
    m = re.fullmatch(r"you and (.+)", low)
    if m and role == "to":
        group = _damage_party(m.group(1), original, role)
        return {**group, "to_you": True} if group is not None and group[role] == "group" else None
    m = re.fullmatch(r"(.*?)sources?( you don't control| you control| an opponent controls| your opponents control|)",
                     low)
    if m and role == "by":
        flt: dict[str, Any] = {}
        if m.group(1).strip():
            words = words_of(_original(m.group(1).strip(), original))
            quality = _object_filter(" ".join(words) + " permanent") if words else None
            if quality is None:
                return None
            quality.pop("types", None) if quality.get("types") == ["permanent"] else None
            flt.update(quality)
        if m.group(2).strip():
            flt["controller"] = "you" if m.group(2).strip() == "you control" else "opponent"
        return {role: "group", role + "_filter": flt}
    m = re.fullmatch(r"an? (.+)", low)
    phrase = m.group(1) if m else low
    words = words_of(_original(phrase, original))
    ph = parse_object(words, 0, allow_players=False)
    if ph is None or ph.end != len(words) or ph.problems or ph.zone or (not ph.plural and not m):
        return None
    if ph.noun not in ("object", "permanent", "spell"):
        return None
    return {role: "group", role + "_filter": ph.filter()}


PREVENT_ALL_RE = re.compile(r"prevent all (combat |noncombat |)damage that would be dealt (to and dealt by|to|by) (.+)")
PREVENT_SOME_RE = re.compile(r"if (a source|a creature|a spell)( an opponent controls| you control|) would deal "
                             r"(combat |)damage to (.+?), prevent (\d+|all) of that damage")


def prevention_static(low: str, original: str) -> list[dict[str, Any]] | None:
    """A prevention effect of a static ability (615): "Prevent all combat damage that would be dealt to ~",
    "... dealt by enchanted creature", "... dealt to and dealt by ~", "... dealt to ~ by creatures", "Prevent
    all damage that ~ would deal to red creatures", "If a source an opponent controls would deal damage to
    you, prevent 1 of that damage", "During your turn, ..." -> {"kind": "prevent_damage_static", "to": ...,
    "by": ..., "combat": "combat" | "noncombat", "amount": N, "condition": {...}} (None: all of it)."""
    rec: dict[str, Any] = {"kind": "prevent_damage_static"}
    m = re.fullmatch(r"during your turn, (.+)", low)
    if m:
        rec["condition"] = {"kind": "your_turn"}
        low = m.group(1)
    m = PREVENT_ALL_RE.fullmatch(low)
    if m:
        if m.group(1):
            rec["combat"] = m.group(1).strip()
        rest = m.group(3)
        if m.group(2) == "to and dealt by":
            party = _damage_party(rest, original, "to")
            if party is None or party["to"] not in ("self", "attached"):
                return None
            return [{**rec, **party}, {**rec, "by": party["to"]}]
        role = "to" if m.group(2) == "to" else "by"
        by = re.fullmatch(r"(.+?) by (.+)", rest) if role == "to" else None
        if by:
            to, source = _damage_party(by.group(1), original, "to"), _damage_party(by.group(2), original, "by")
            if to is None or source is None:
                return None
            return [{**rec, **to, **source}]
        party = _damage_party(rest, original, role)
        return [{**rec, **party}] if party is not None else None
    m = re.fullmatch(r"prevent all (combat |)damage that ~ would deal to (.+)", low)
    if m:
        to = _damage_party(m.group(2), original, "to")
        if to is None:
            return None
        return [{**rec, **to, "by": "self", **({"combat": "combat"} if m.group(1) else {})}]
    m = PREVENT_SOME_RE.fullmatch(low)
    if m:
        to = _damage_party(m.group(4), original, "to")
        if to is None:
            return None
        rec.update(to)
        if m.group(1) != "a source" or m.group(2):
            flt: dict[str, Any] = {}
            if m.group(1) == "a creature":
                flt["types"] = ["creature"]
            elif m.group(1) == "a spell":
                flt["types"] = ["instant", "sorcery"]
            if m.group(2).strip():
                flt["controller"] = "you" if m.group(2).strip() == "you control" else "opponent"
            rec.update({"by": "group", "by_filter": flt})
        if m.group(3):
            rec["combat"] = "combat"
        if m.group(5) != "all":
            rec["amount"] = int(m.group(5))
        return [rec]
    return None


# ---------------------------------------------------------------------------------------------- subjects

PLURAL_SUBJECT_VERBS = {"get", "have", "are", "lose", "attack", "block", "don't", "aren't", "assign"}


def parse_subject(low: str, original: str, it: str, plural: bool = False) -> tuple[str, dict[str, Any] | None] | None:
    """("self" | "attached" | "group", the group's filter) for the words before the first predicate (`plural`:
    its verb is plural, so "Merfolk" or "Aetherborn" name a group)."""
    if low in ("~", "this creature"):
        return "self", None
    if low == "it" and it:
        return it, None
    if low in ("each of those creatures", "both creatures") and it == "self_paired":
        return "paired", None
    if low in ATTACHED_SUBJECTS or re.fullmatch(r"enchanted (?:plains|island|swamp|mountain|forest)", low):
        return "attached", None  # "Enchanted Mountain is a 7/7 red Giant creature" (its Aura enchants a Mountain)
    m = re.fullmatch(r"(each (?:other )?|other )creatures? you control that's an? ([a-z-]+)((?: or an? [a-z-]+)+)", low)
    if m:  # "each creature you control that's a Wolf or a Werewolf": any of those creature types
        words = [m.group(2)] + re.findall(r" or an? ([a-z-]+)", m.group(3))
        subs = [subtype_of(_original(w, original)) for w in words]
        if all(subs):
            flt0: dict[str, Any] = {"types": ["creature"], "subtypes": [str(s).lower() for s in subs],
                                    "controller": "you"}
            if "other" in m.group(1):
                flt0["other"] = True
            return "group", flt0
    m = re.fullmatch(r"(.+?) tokens( you control| your opponents control|)", low)
    if m:  # "creature tokens you control", "Zombie tokens you control": the group, tokens only
        group = parse_subject(m.group(1) + "s" + m.group(2), _original(m.group(1), original) + "s" + m.group(2), it)
        if group is None or group[0] != "group" or group[1] is None or "token" in group[1]:
            return None
        return "group", {**group[1], "token": "token"}
    m = re.fullmatch(r"(other )?((?:[a-z-]+, )+(?:and )?[a-z-]+|[a-z-]+ and [a-z-]+)( creatures)? you control", low)
    if m:  # "Skeletons, Vampires, and Zombies you control": each a creature type
        subs = [subtype_of(w) for w in re.split(r",\s*(?:and\s+)?|\s+and\s+", _original(m.group(2), original))]
        if all(subs):
            flt: dict[str, Any] = {"subtypes": [str(sub).lower() for sub in subs], "controller": "you"}
            if m.group(1):
                flt["other"] = True
            if m.group(3):
                flt["types"] = ["creature"]
            return "group", flt
    words = words_of(_original(low, original))
    start = 1 if words and words[0].lower() in ("all", "each") else 0
    each = start == 1 and words[0].lower() == "each"
    ph = parse_object(words, start, allow_players=False)
    if ph is None or ph.end != len(words) or ph.problems or ph.zone or ph.noun not in ("object", "permanent"):
        return None
    if not ph.plural and not each and not (plural and ph.noun == "object" and ph.subtypes):
        return None
    return "group", ph.filter()


# ---------------------------------------------------------------------------------------------- predicates

def _predicates(text: str) -> list[str] | None:
    """Split "gets +1/+1, has flying, and attacks each combat if able" into its predicates (each begins with
    a verb; the words between two verbs belong to the first: "has flying and first strike")."""
    pieces = re.split(r"(,\s*and\s+|,\s*|\s+and\s+)", text.strip())
    out: list[str] = []
    for i in range(0, len(pieces), 2):
        piece = pieces[i].strip()
        if not piece:
            continue
        first = piece.split()[0]
        if first in VERBS or not out:
            if first not in VERBS:
                return None
            out.append(piece)
        else:
            out[-1] += pieces[i - 1] + piece
    return out


def _singular(pred: str) -> str:
    words = pred.split()
    words[0] = PLURAL_VERBS.get(words[0], words[0])
    out = " ".join(words)
    return out.replace("their controllers' untap steps", "its controller's untap step").replace(
        "their other", "its other")


def apply_predicate(pred: str, original: str, rec: dict[str, Any], quotes: list[str],
                    read_grant: GrantReader | None) -> bool:
    """Add one predicate to the record; False when it can't be read exactly."""
    pred = _singular(pred.strip().rstrip("."))
    m = re.fullmatch(r"gets (?:an additional )?" + PT_RE + r"(?: for each (.+))?", pred)
    if m:
        if "power" in rec:
            return False
        power, toughness = m.group(1), m.group(2)
        if m.group(3):
            count = parse_count(m.group(3), original) or parse_sum(m.group(3), original, " and each ")
            if count is None or "for_each" in rec:
                return False
            rec["for_each"] = count
        if "x" in power + toughness:  # "+X/+0, where X is ...": +1/+0 for each of what X counts
            if "for_each" in rec or "where_x" not in rec:
                return False
            rec["for_each"] = rec.pop("where_x")
            values = []
            for v in (power, toughness):
                if v[1:] == "x":
                    values.append(-1 if v[0] == "-" else 1)
                elif int(v) == 0:
                    values.append(0)
                else:
                    return False
            rec["power"], rec["toughness"] = values
            return True
        rec["power"], rec["toughness"] = int(power), int(toughness)
        return True
    m = re.fullmatch(r"has base power and toughness (\d+)/(\d+)", pred)
    if m:
        rec["base_pt"] = [int(m.group(1)), int(m.group(2))]
        return True
    if pred == "loses all abilities":
        rec["lose"] = "all"
        return True
    m = re.fullmatch(r"loses (.+)", pred)
    if m:
        lost = [granted_keyword(k) for k in _split_list(m.group(1))]
        if not lost or any(k is None for k in lost):
            return False
        rec.setdefault("lose", []).extend(lost)
        return True
    m = re.fullmatch(r"has (.+)", pred)
    if m:
        for item in _split_list(m.group(1)):
            q = re.fullmatch(r"«q(\d+)»", item)
            if q:
                if read_grant is None or int(q.group(1)) >= len(quotes):
                    return False
                grant = read_grant(quotes[int(q.group(1))])
                if grant is None:
                    return False
                for key, value in grant.items():
                    rec.setdefault("grant", {}).setdefault(key, []).extend(value)
                continue
            kw = granted_keyword(item)
            if kw is None:
                return False
            rec.setdefault("keywords", []).append(kw)
        return True
    m = re.fullmatch(r"is (white|blue|black|red|green)", pred)
    if m:
        rec["colors"] = COLOR_WORDS[m.group(1)]
        return True
    m = re.fullmatch(r"is (?:an? )?(plains|islands?|swamps?|mountains?|forests?)"
                     r"( in addition to its other land types)?", pred)
    if m and (m.group(1) == "plains" or pred.startswith(("is a ", "is an ")) != m.group(1).endswith("s")):
        # 305.7: "Enchanted land is a Swamp", "Nonbasic lands are Mountains"
        rec["land_type"] = m.group(1) if m.group(1) == "plains" else m.group(1).removesuffix("s")
        if m.group(2):
            rec["in_addition"] = True
        return True
    if pred == "is all colors":  # 105.2: white, blue, black, red and green
        rec["colors"] = "WUBRG"
        return True
    m = re.fullmatch(r"is also (?:a |an )?(.+)", pred)
    if m:  # "is also a Cleric, Rogue, Warrior, and Wizard"
        pred = f"is {m.group(1)} in addition to its other types"
    if pred == "is the chosen type in addition to its other types":
        rec.setdefault("add_subtypes", []).append("chosen")
        return True
    m = re.fullmatch(r"is (?:a |an )?(.+?) in addition to its other (?:creature )?types", pred)
    if m:
        subs = [subtype_of(word) for word in re.split(r",\s*(?:and\s+)?|\s+and\s+|\s+",
                                                       _original(m.group(1), original))]
        if all(subs):
            rec.setdefault("add_subtypes", []).extend(str(sub).lower() for sub in subs)
            return True
    m = re.fullmatch(r"isn't an? (creature|artifact|enchantment|land)", pred)
    if m:
        rec.setdefault("remove_types", []).append(m.group(1))
        return True
    m = re.fullmatch(r"is an? (creature|artifact creature|land) in addition to its other types", pred)
    if m:
        rec.setdefault("add_types", []).extend(m.group(1).split())
        return True
    if pred.startswith(("is ", "are ")) and "become" not in rec:  # 205.1: types, colours, base power and toughness
        parts = becomes(pred, original, _keyword_items)
        if parts is not None:
            if "base_pt" in parts and "base_pt" in rec or "keywords" in parts and "keywords" in rec:
                return False
            rec.update(parts)
            return True
    if pred in ("can attack as though it didn't have defender", "can attack as though they didn't have defender"):
        rec.setdefault("grant", {}).setdefault("static", []).append({"kind": "can_attack_with_defender"})
        return True
    if pred in ("can attack as though it had haste", "can attack as though they had haste"):
        rec.setdefault("grant", {}).setdefault("static", []).append({"kind": "attack_as_though_haste"})
        return True
    untargetable = cant_be_target(pred)  # cardpool.oracle.statics_targets (115.1)
    if untargetable is not None:
        if "controller" in untargetable and rec.get("kind") != "self_bonus":
            return False  # "your opponents" of an Aura's controller: the engine reads it of the permanent's own
        rec.setdefault("grant", {}).setdefault("static", []).append(untargetable)
        return True
    kind = RESTRICTIONS.get(pred)
    if kind is not None:
        rec.setdefault("grant", {}).setdefault("static", []).append({"kind": kind})
        return True
    if pred == "is goaded":  # 701.38: it attacks each combat if able, and a player other than the goading one
        rec["goaded"] = True
        return True
    from cardpool.oracle.parser import combat_static

    st = combat_static("~ " + pred)
    if st is not None:
        rec.setdefault("grant", {}).setdefault("static", []).append(st)
        return True
    restrictions = combat_predicate(pred, original, _object_filter)
    if restrictions is not None:
        rec.setdefault("grant", {}).setdefault("static", []).extend(restrictions)
        return True
    return False


# ---------------------------------------------------------------------------------------------- sentences

KIND_OF_SUBJECT = {"self": "self_bonus", "attached": "attached_bonus", "group": "anthem", "paired": "paired_bonus",
                   "self_paired": "self_bonus"}
WHO = {"you": "you", "players": "each", "each player": "each", "your opponents": "opponents",
       "each opponent": "opponents", "all players": "each"}
WHO_RE = r"(you|players|each player|all players|your opponents|each opponent)"
INFORMATION = (
    r"you may look at the top card of your library any time", r"play with the top card of your library revealed",
    r"players play with the top card of their libraries revealed", r"(?:players|your opponents|each player) "
    r"plays? with (?:their|his or her) hands? revealed", r"play with your hand revealed",
    r"you may look at cards exiled with ~", r"you may look at face-down creatures you don't control any time",
    r"you may look at the top card of your library and at face-down creatures you don't control any time",
)
DECK_CONSTRUCTION = (
    r"~ can be your commander", r"a deck can have any number of cards named ~", r"your starting deck contains .+",
    r"remove ~ from your deck before playing if you're not playing for ante",
    r"a deck can have up to \w+ cards named ~",
)


def player_static(low: str) -> dict[str, Any] | None:
    """Static abilities about players (and what the rules need before a game): "you have hexproof",
    "players can't gain life", "skip your draw step", "you may play an additional land on each of your
    turns", "your maximum hand size is two", "you don't lose the game for having 0 or less life", "you
    control enchanted creature" (613.1b); what only reveals information, builds a deck or drafts."""
    if any(re.fullmatch(rx, low) for rx in INFORMATION):
        return {"kind": "reveals_information"}
    if any(re.fullmatch(rx, low) for rx in DECK_CONSTRUCTION):
        return {"kind": "deck_construction"}
    if re.search(r"\bdraft(?:s|ed|ing)?\b", low):
        return {"kind": "draft"}
    if low in ("you may reveal ~ from your opening hand", "you may begin the game with ~ in your graveyard"):
        return {"kind": "opening_hand"}
    m = re.fullmatch(r"you control enchanted (creature|permanent|land|artifact|artifact creature|equipment)", low)
    if m:
        return {"kind": "control_attached"}
    m = re.fullmatch(WHO_RE + r" (?:has|have) (hexproof|shroud|protection from everything)", low)
    if m:
        return {"kind": "player_keywords", "who": WHO[m.group(1)], "keywords": [m.group(2)]}
    m = re.fullmatch(r"if (you|an opponent) would gain life, (?:you|that player) gains? (?:that much life plus (\d+)|"
                     r"(twice) that much life) instead", low)
    if m:
        bonus: dict[str, Any] = {"kind": "life_gain_bonus", "who": "you" if m.group(1) == "you" else "opponents"}
        bonus.update({"plus": int(m.group(2))} if m.group(2) else {"times": 2})
        return bonus
    m = re.fullmatch(WHO_RE + r" can't gain life", low)
    if m:
        return {"kind": "cant_gain_life", "who": WHO[m.group(1)]}
    m = re.fullmatch(r"skip your (draw|upkeep|untap) step", low)
    if m:
        return {"kind": "skip_step", "who": "you", "step": m.group(1)}
    m = re.fullmatch(r"players skip their (draw|upkeep|untap) steps", low)
    if m:
        return {"kind": "skip_step", "who": "each", "step": m.group(1)}
    m = re.fullmatch(r"(you|each player) may play (an|two|three|any number of) (?:additional )?lands? on each of "
                     r"(?:your|their) turns", low)
    if m:
        count = {"an": 1, "two": 2, "three": 3, "any number of": 99}[m.group(2)]
        return {"kind": "extra_land", "who": WHO[m.group(1)], "count": count}
    m = re.fullmatch(WHO_RE + r" can't play lands", low)
    if m:
        return {"kind": "cant_play_lands", "who": WHO[m.group(1)]}
    m = re.fullmatch(WHO_RE + r" (?:have|has) no maximum hand size", low)
    if m:
        return {"kind": "no_max_hand_size", "who": WHO[m.group(1)]}
    m = re.fullmatch(r"your maximum hand size is (\w+)", low)
    if m and _n(m.group(1)) is not None:
        return {"kind": "max_hand_size", "who": "you", "size": _n(m.group(1))}
    m = re.fullmatch(r"(your|each opponent's) maximum hand size is (reduced|increased) by (\w+)", low)
    if m and _n(m.group(3)) is not None:
        delta = int(_n(m.group(3)) or 0) * (-1 if m.group(2) == "reduced" else 1)
        return {"kind": "max_hand_size", "who": "you" if m.group(1) == "your" else "opponents", "delta": delta}
    if low in ("you don't lose the game for having 0 or less life",):
        return {"kind": "no_lose_at_zero_life", "who": "you"}
    if low in ("you can't lose the game", "you can't lose the game and your opponents can't win the game"):
        return {"kind": "cant_lose_game", "who": "you"}
    return None


CHOSEN_RE = re.compile(r" (?:of the chosen (type|color)|that are the chosen (type))")


def parse_static(sentence: str, quotes: list[str], read_grant: GrantReader | None = None) -> dict[str, Any] | None:
    """One sentence of a static ability (original case, the card's name as "~", quoted abilities as «Qn»)
    -> its record, or None."""
    original = sentence.strip().rstrip(".")
    low = original.lower()
    choice = as_enters_choice(low) or player_static(low) or players_static(low, original) \
        or enters_as_copy(low, original, (_object_filter, _keyword_items, parse_condition), quotes, read_grant) \
        or graveyard_untargetable(low) \
        or assign_as_unblocked(low) or cant_have(low, original, parse_static) \
        or enchanted_player_static(low, original, parse_static, enters_statics) or day_as_enters(low) \
        or tail_static(low)
    if choice is not None:
        return choice
    rec: dict[str, Any] = {}
    m = CHOSEN_RE.search(low)
    if m:  # "creatures you control of the chosen type": the subject also has the chosen quality
        rec["chosen"] = "color" if m.group(1) == "color" else "creature_type"
        low = low[:m.start()] + low[m.end():]
        original = original[:m.start()] + original[m.end():]
    it = ""
    m = re.match(r"^as long as (.+?), (.+)$", low)
    if m:
        # the condition ends at the first ", " after which a subject and predicates read
        done = False
        for cut in [i.start() for i in re.finditer(", ", low)]:
            cond = parse_condition(low[len("as long as "):cut], original)
            if cond is None:
                continue
            rec["condition"], it = cond
            low = low[cut + 2:]
            original = original[cut + 2:]
            done = True
            break
        if not done:
            return None
    else:
        m = re.match(r"^(.+?) as long as (.+)$", low)
        if m:
            cond = parse_condition(m.group(2), original)
            if cond is None:
                return None
            rec["condition"] = cond[0]
            low = m.group(1)
            original = original[:len(low)]
    m = re.fullmatch(r"(.+? (?:can't|attacks|blocks|doesn't untap) .+?) (unless|if) (?!able$)(.+)", low)
    if m and "condition" not in rec:  # "~ can't attack unless you control an artifact" (a restriction's condition)
        cond = parse_condition(m.group(3), original)
        if cond is None:
            return None
        rec["condition"] = cond[0]
        if m.group(2) == "unless":
            rec["condition"]["negate"] = not rec["condition"].get("negate", False)
        low = m.group(1)
        original = original[:len(low)]
    m = re.match(r"^(.+?), where x is (?:the number of )?(.+)$", low)
    if m:
        count = parse_count(m.group(2), original)
        if count is None:
            return None
        rec["where_x"] = count
        low = m.group(1)
        original = original[:len(low)]
    m = re.fullmatch(r"all creatures able to block (~|enchanted creature|equipped creature) do so", low)
    if m:  # 509.1c: Lure
        low = m.group(1) + " must be blocked by all creatures able to block it"
        original = original[:len(m.group(1))] + " must be blocked by all creatures able to block it"
    m = re.fullmatch(r"(.+?),? and all creatures able to block it do so", low)
    if m:
        low = m.group(1) + " and must be blocked by all creatures able to block it"
        original = original[:len(m.group(1))] + " and must be blocked by all creatures able to block it"
    attached_state = re.search(r" that are (enchanted or equipped|enchanted|equipped)(?= (?:get|have|can|are)\b)",
                               low)
    if attached_state:  # "creatures you control that are enchanted": Auras / Equipment attached to them
        rec["attached_by"] = {"enchanted": ["aura"], "equipped": ["equipment"]}.get(
            attached_state.group(1), ["aura", "equipment"])
        low = low[:attached_state.start()] + low[attached_state.end():]
        original = original[:attached_state.start()] + original[attached_state.end():]
    m = re.match(r"(equipped|enchanted|modified) (creatures(?: you control)?) ", low)
    if m and "attached_by" not in rec:  # "equipped creatures you control", "modified creatures you control"
        rec["attached_by"] = {"enchanted": ["aura"], "equipped": ["equipment"]}.get(m.group(1), ["modified"])
        low = low[len(m.group(1)) + 1:]
        original = original[len(m.group(1)) + 1:]
    if low.startswith("it's "):
        low, original = "it is " + low[5:], "it is " + original[5:]
    words = low.split()
    verb_at = next((i for i, w in enumerate(words) if w in VERBS and i > 0), None)
    if verb_at is None:
        return None
    subject_text = " ".join(words[:verb_at])
    subject = parse_subject(subject_text, original, it, words[verb_at] in PLURAL_SUBJECT_VERBS)
    if subject is None:
        return None
    kind, flt = subject
    rec["kind"] = KIND_OF_SUBJECT[kind]
    if flt is not None:
        if flt.get("types", ["creature"]) != ["creature"] and not flt.get("subtypes"):
            # what isn't a creature has no power and toughness: only abilities and restrictions for them
            pass
        rec["filter"] = flt
    preds = _predicates(" ".join(words[verb_at:]))
    if not preds:
        return None
    rest_original = original[len(" ".join(original.split()[:verb_at])):].strip()
    for pred in preds:
        if not apply_predicate(pred, rest_original, rec, quotes, read_grant):
            return None
    if "where_x" in rec:
        return None  # an X nothing used
    if ("chosen" in rec or "attached_by" in rec) and rec["kind"] != "anthem":
        return None
    if rec["kind"] == "anthem" and ("power" in rec or "base_pt" in rec):
        types = rec["filter"].get("types", [])
        if types and "creature" not in types and not rec["filter"].get("subtypes"):
            return None  # "artifacts you control get +1/+1": not creatures
    return rec
