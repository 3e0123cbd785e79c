"""The vocabulary of keyword abilities with a parameter: the qualities of "protection from ..." and
"hexproof from ..." (702.16a, 702.11d) and what a landwalk ability names (702.14).

A card's `keywords` keep the words of its keyword lines ("protection from black and from red",
"swampwalk"); the engine reads their qualities here, the same way for targets, blocks and damage.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass

COLOR_WORDS = {"white": "W", "blue": "U", "black": "B", "red": "R", "green": "G"}
CARD_TYPE_PLURALS = {
    "artifacts": "artifact", "creatures": "creature", "enchantments": "enchantment", "instants": "instant",
    "sorceries": "sorcery", "lands": "land", "planeswalkers": "planeswalker", "battles": "battle",
}
IRREGULAR_PLURALS = {"elves": "elf", "dwarves": "dwarf", "werewolves": "werewolf", "wolves": "wolf",
                     "kavu": "kavu", "sphinxes": "sphinx", "allies": "ally", "fungi": "fungus"}


@dataclass(frozen=True, slots=True)
class Quality:
    """One quality of a protection or hexproof ability (702.16a, 702.11d).

    kind: "color" (value: one WUBRG letter), "all_colors", "multicolored", "monocolored",
    "everything", "type" (a card type), "subtype", "supertype", "spells" (instant and sorcery
    spells... "from instants"); value: the word it names, lower case.
    """

    kind: str
    value: str = ""


def _singular(word: str) -> str:
    if word in IRREGULAR_PLURALS:
        return IRREGULAR_PLURALS[word]
    if word.endswith("ies"):
        return word[:-3] + "y"
    if word.endswith("s"):
        return word[:-1]
    return word


def parse_quality(text: str) -> Quality | None:
    """One quality as written after "from" ("black", "artifacts", "Goblins"), or None when the engine
    can't tell which objects have it ("the chosen color", "watermarks")."""
    words = text.strip().lower()
    if words in COLOR_WORDS:
        return Quality("color", COLOR_WORDS[words])
    if words in ("all colors", "each color"):
        return Quality("all_colors")
    if words in ("multicolored", "monocolored", "everything"):
        return Quality(words)
    if words in CARD_TYPE_PLURALS:
        return Quality("type", CARD_TYPE_PLURALS[words])
    if words == "snow":
        return Quality("supertype", "snow")
    if re.fullmatch(r"[a-z]+", words) and words not in ("common", "wordy", "watermarks"):
        return Quality("subtype", _singular(words))
    return None


def parse_qualities(text: str) -> tuple[Quality, ...] | None:
    """"black and from red" / "vampires, from werewolves, and from zombies" -> each quality (702.16g);
    None when one of them can't be read."""
    parts = re.split(r",? and from |, from ", text.strip().lower())
    out = []
    for part in parts:
        quality = parse_quality(part)
        if quality is None:
            return None
        out.append(quality)
    return tuple(out)


def protection_qualities(keywords: Iterable[str], prefix: str = "protection from ") -> tuple[Quality, ...]:
    """The qualities of every "protection from ..." (or, with `prefix`, "hexproof from ...") keyword."""
    out: list[Quality] = []
    for kw in keywords:
        if kw.startswith(prefix):
            out.extend(parse_qualities(kw[len(prefix):]) or ())
    return tuple(out)


LANDWALK_RE = re.compile(r"^(?P<mod>(?:non)?basic |legendary |snow )?(?P<what>[a-z]*)walk$")


def landwalk_filter(keyword: str) -> tuple[str, str] | None:
    """"swampwalk" -> ("subtype", "swamp"); "nonbasic landwalk" -> ("supertype", "nonbasic");
    "legendary landwalk" -> ("supertype", "legendary"); "snow swampwalk" -> ("snow", "swamp")."""
    m = LANDWALK_RE.match(keyword)
    if m is None or keyword == "walk":
        return None
    mod = (m.group("mod") or "").strip()
    what = m.group("what")
    if what in ("plains", "island", "swamp", "mountain", "forest", "desert"):
        return ("snow", what) if mod == "snow" else (("subtype", what) if not mod else None)
    if what == "land" and mod:
        return ("supertype", mod)
    return None


# Abilities that cannot bear on a play the engine represents, each with its reason: the only abilities
# `arbitre cardpool coverage` leaves out of "enforced" (its docstring lists the same, a test holds them equal).
# keyword counters (122.1b): a permanent with one of these counters on it has that keyword ability
KEYWORD_COUNTERS = frozenset({
    "flying", "first strike", "double strike", "deathtouch", "decayed", "exalted", "haste", "hexproof",
    "indestructible", "lifelink", "menace", "reach", "shadow", "trample", "vigilance",
})
OUTSIDE_PLAY_KEYWORDS = {
    "partner": "says how a deck may be built (702.124), before any game",
    "friends forever": "a partner variant (702.124i): deck building",
    "choose a background": "a partner variant (702.124k): deck building",
    "doctor's companion": "a partner variant (702.124m): deck building",
}
OUTSIDE_PLAY_STATICS = {
    "opening_hand": "works before the game begins (103.6: \"if it's in your opening hand\")",
    "deck_construction": "says how a deck may be built (\"can be your commander\", \"a deck can have any number of "
                         "cards named ~\", \"remove ~ from your deck before playing if you're not playing for ante\")",
    "draft": "works while drafting (\"draft ~ face up\"), never in a game",
    "reveals_information": "only shows cards to players (\"play with the top card of your library revealed\", "
                           "\"you may look at ...\"); the engine plays what the message states, and who may see a card "
                           "changes no action's legality nor any result",
}
DECK_KEYWORDS = frozenset(OUTSIDE_PLAY_KEYWORDS)
PREGAME_STATICS = frozenset(OUTSIDE_PLAY_STATICS)


def ability_enforced(ability: str, enforced: frozenset[str]) -> bool:
    """Whether a keyword or static ability of a card is among the names plugins register as enforced: the
    name itself, a listed name followed by its parameter ("protection" covers "protection from black",
    "bushido" covers "bushido 2"), or a landwalk ("swampwalk") when "landwalk" is listed."""
    if ability in enforced or ability in DECK_KEYWORDS or ability in PREGAME_STATICS:
        return True
    if ability.endswith("walk") and "landwalk" in enforced:
        return True
    return any(ability.startswith(name + " ") for name in enforced)
