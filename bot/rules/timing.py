""""Can I play a land during combat?", « je peux activer ça pendant le tour de mon adversaire ? »: a rules
question about timing, answered yes or no by the rule that sets the timing of what is asked.

Such a question names no card: what is asked about is a kind of thing (a land, a sorcery, an instant, an
activated ability, a mana ability...), and when (in response, during combat, on the opponent's turn, while
casting a spell...). Each kind has the rule that says when it may be done (117.1a an instant, 305.1 a land,
307.1 a sorcery, 602.5d/702.6a equip as a sorcery, 605.3a a mana ability, 117.1b any activated ability);
each moment says whether the player has priority there and whether it is their main phase with an empty
stack. The answer follows from the two; the words are in `timing_words.toml` (FR and EN).
"""

from __future__ import annotations

import functools
import re
import tomllib
from dataclasses import dataclass
from pathlib import Path

from bot.rules.terms import fold

WORDS_FILE = Path(__file__).with_name("timing_words.toml")

# kind -> (the rule that sets its timing, when it may be done): "sorcery" only in its controller's main phase
# with an empty stack; "priority" whenever they have priority; "mana" also while casting a spell or paying
OBJECTS: dict[str, tuple[str, str]] = {
    "land": ("305.1", "sorcery"), "sorcery": ("307.1", "sorcery"), "creature": ("302.1", "sorcery"),
    "artifact": ("301.1", "sorcery"), "enchantment": ("303.1", "sorcery"), "planeswalker": ("306.1", "sorcery"),
    "loyalty": ("606.3", "sorcery"), "equip": ("702.6a", "sorcery"),
    "instant": ("117.1a", "priority"), "flash": ("702.8a", "priority"), "ability": ("117.1b", "priority"),
    "mana_ability": ("605.3a", "mana"),
}
# moment -> (the player has priority there, it is their main phase with an empty stack)
MOMENTS: dict[str, tuple[bool, bool]] = {
    "response": (True, False), "combat": (True, False), "opponent_turn": (True, False), "upkeep": (True, False),
    "draw_step": (True, False), "end_step": (True, False), "instant_speed": (True, False),
    "main_phase": (True, True), "casting": (False, False),
}


@dataclass(frozen=True)
class TimingAnswer:
    """The yes or no to a timing question, the rule that decides it, and what and when it asked."""

    allowed: bool
    rule: str
    kind: str
    moment: str
    speed: str  # "sorcery", "priority" or "mana": when what is asked about may be done (OBJECTS)


@functools.cache
def _words() -> dict[str, object]:
    with open(WORDS_FILE, "rb") as fh:
        return tomllib.load(fh)


def _phrases(table: dict[str, dict[str, list[str]]], lang: str) -> list[tuple[str, str]]:
    """(folded phrase, key), longest first: "cast a creature with flash" before "cast a creature"."""
    found = [(fold(p), key) for key, words in table.items() for p in words.get(lang, ())]
    return sorted(found, key=lambda f: -len(f[0]))


def _find(text: str, phrases: list[tuple[str, str]]) -> str | None:
    for phrase, key in phrases:
        if re.search(r"(?<![\w'])" + re.escape(phrase) + r"(?![\w'])", text):
            return key
    return None


def timing_question(text: str, lang: str) -> TimingAnswer | None:
    """The answer to `text` when it asks whether a kind of thing may be done at a moment (`lang`: the
    question's language); None for any other question."""
    words = _words()
    folded = " ".join(fold(text).replace("’", "'").split())
    asks = sorted((fold(a) for a in words["asks"][lang]), key=len, reverse=True)  # type: ignore[index]
    start = next((m for a in asks if (m := re.search(r"(?:^|[\s,.!?:;])" + re.escape(a) + r"(?![\w'])", folded))),
                 None)
    if start is None:
        return None
    rest = folded[start.end():]
    kind = _find(rest, _phrases(words["objects"], lang))  # type: ignore[arg-type]
    moment = _find(rest, _phrases(words["moments"], lang))  # type: ignore[arg-type]
    if kind is None or moment is None:
        return None
    rule, speed = OBJECTS[kind]
    priority, main = MOMENTS[moment]
    allowed = main if speed == "sorcery" else priority or (speed == "mana" and moment == "casting")
    return TimingAnswer(allowed, rule, kind, moment, speed)
