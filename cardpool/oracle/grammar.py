"""The small grammars of Oracle text: numbers, mana, object phrases, targets, costs.

Everything here either parses a phrase completely into the card encoding or says what it could
not express (a list of `problems`, which become the card's `unrecognized` fragments). Nothing is
guessed: a qualifier the encoding can't hold ("tapped creature", "creature with flying") makes
the phrase a problem, never a looser filter.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any

from cardpool.oracle.subtypes import SUBTYPES

NUMBERS: dict[str, int] = {
    "a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7,
    "eight": 8, "nine": 9, "ten": 10, "eleven": 11, "twelve": 12, "thirteen": 13, "fifteen": 15,
    "twenty": 20,
}
COLOR_WORDS = {"white": "W", "blue": "U", "black": "B", "red": "R", "green": "G"}
COLOR_LETTERS = {"W": "white", "U": "blue", "B": "black", "R": "red", "G": "green"}

# type word (singular, plural) -> filter word
TYPE_NOUNS = {
    "creature": "creature", "creatures": "creature",
    "artifact": "artifact", "artifacts": "artifact",
    "enchantment": "enchantment", "enchantments": "enchantment",
    "land": "land", "lands": "land",
    "planeswalker": "planeswalker", "planeswalkers": "planeswalker",
    "instant": "instant", "instants": "instant",
    "sorcery": "sorcery", "sorceries": "sorcery",
    "battle": "battle", "battles": "battle",
    "tribal": "tribal",
}
GENERIC_NOUNS = {
    "permanent": "permanent", "permanents": "permanent",
    "spell": "spell", "spells": "spell",
    "card": "card", "cards": "card",
}
SELF_WORDS = ("~", "this spell", "this creature", "this artifact", "this enchantment", "this land",
              "this permanent", "this card", "this planeswalker", "this vehicle", "this equipment", "this aura")

MANA_RE = re.compile(r"^(?:\{(?:\d+|[WUBRGCXS]|[WUBRG2]/[WUBRGP]|[WUBRG]/[WUBRG]/P)\})+$")
SYMBOL_RE = re.compile(r"\{([^{}]+)\}")


def number(word: str) -> int | str | None:
    """1 for "a"/"one", 2 for "two", "X" for "X"; None when not a number word."""
    w = word.lower()
    if w in NUMBERS:
        return NUMBERS[w]
    if w.isdigit():
        return int(w)
    if w == "x":
        return "X"
    return None


def subtype_of(word: str) -> str | None:
    """The subtype a capitalised word names, singular ("Mountains" -> "Mountain"), or None."""
    w = word.strip(",.;:")
    if not w or not w[0].isupper():
        return None
    candidates = []
    if w.endswith("ies"):
        candidates.append(w[:-3] + "y")
    if w.endswith("ves"):
        candidates += [w[:-3] + "f", w[:-3] + "fe"]
    if w.endswith("es"):
        candidates.append(w[:-2])
    if w.endswith("s"):
        candidates.append(w[:-1])
    if w == "Mice":
        candidates.append("Mouse")
    for c in candidates:  # a plural first: "Elves" is Elf (the list also has an old "Elves" type)
        if c in SUBTYPES:
            return c
    if w in SUBTYPES:
        return w
    return None


def is_mana(text: str) -> bool:
    return bool(MANA_RE.match(text.strip()))


# ---------------------------------------------------------------------------------------------- objects

@dataclass
class ObjectPhrase:
    """What an object phrase names: "another nonblack creature an opponent controls"."""

    noun: str = ""  # "object", "permanent", "spell", "card", "player", "any", "ability"
    types: list[str] = field(default_factory=list)
    subtypes: list[str] = field(default_factory=list)
    colors: str = ""
    exclude_colors: str = ""
    controller: str = "any"
    other: bool = False
    basic: bool = False
    zone: str = ""  # "graveyard", "hand" for cards
    plural: bool = False
    problems: list[str] = field(default_factory=list)
    end: int = 0  # index of the first word after the phrase
    extra: dict[str, Any] = field(default_factory=dict)  # the other filter fields (tapped, combat, power...)

    def filter(self) -> dict[str, Any]:
        out: dict[str, Any] = {}
        if self.types:
            out["types"] = ([t for t in self.types if not t.startswith("non")]
                            + [t for t in self.types if t.startswith("non")])
        if self.subtypes:
            out["subtypes"] = [s.lower() for s in self.subtypes]
        if self.colors:
            out["colors"] = self.colors
        if self.exclude_colors:
            out["exclude_colors"] = self.exclude_colors
        if self.controller != "any":
            out["controller"] = self.controller
        if self.other:
            out["other"] = True
        if self.basic:
            out["basic"] = True
        for key, value in self.extra.items():
            out[key] = list(value) if isinstance(value, (list, tuple)) else value
        return out


WORD_RE = re.compile(r"[^\s,]+|,")

# adjectives the filter expresses: word -> (filter field, value)
FILTER_ADJ = {
    "tapped": ("tapped", "tapped"), "untapped": ("tapped", "untapped"),
    "attacking": ("combat", "attacking"), "blocking": ("combat", "blocking"), "blocked": ("combat", "blocked"),
    "unblocked": ("combat", "unblocked"),
    "legendary": ("supertypes", "legendary"), "nonlegendary": ("supertypes", "nonlegendary"),
    "snow": ("supertypes", "snow"), "nonsnow": ("supertypes", "nonsnow"), "nonbasic": ("supertypes", "nonbasic"),
    "token": ("token", "token"), "nontoken": ("token", "nontoken"),
    "multicolored": ("color_count", "multicolored"), "monocolored": ("color_count", "monocolored"),
}
# qualifiers the encoding can't express (each makes a problem)
UNEXPRESSIBLE_ADJ = {
    "face-down", "face-up", "historic", "enchanted", "equipped", "modified", "outlaw", "nonartifact?",
} | set(FILTER_ADJ)
# keywords a "with ..." / "without ..." qualifier may name (the card's keywords are checked)
FILTER_KEYWORDS = (
    "first strike", "double strike", "flying", "reach", "trample", "deathtouch", "defender", "haste", "hexproof",
    "indestructible", "lifelink", "menace", "vigilance", "shroud", "flash", "horsemanship", "shadow", "fear",
    "intimidate", "flanking", "banding", "infect", "wither", "prowess", "islandwalk", "swampwalk", "forestwalk",
    "mountainwalk", "plainswalk", "changeling", "toxic",
)
COMPARE_WORDS = {"or less": "<=", "or greater": ">=", "or more": ">="}
CONTROLLER_PHRASES = [
    (("you", "control"), "you"),
    (("you", "don't", "control"), "opponent"),
    (("you", "don’t", "control"), "opponent"),
    (("an", "opponent", "controls"), "opponent"),
    (("your", "opponents", "control"), "opponent"),
    (("opponents", "control"), "opponent"),
]
UNEXPRESSIBLE_POSTFIX = [
    ("defending", "player", "controls"), ("target", "player", "controls"), ("target", "opponent", "controls"),
    ("that", "player", "controls"), ("its", "controller", "controls"), ("you", "own"), ("an", "opponent", "owns"),
    ("you", "control", "and", "own"), ("that", "player", "controls"), ("each", "player", "controls"),
    ("enchanted", "player", "controls"), ("chosen", "player", "controls"), ("the", "chosen", "player", "controls"),
]
ZONE_POSTFIX = [
    (("from", "your", "graveyard"), "graveyard", "you"),
    (("in", "your", "graveyard"), "graveyard", "you"),
    (("from", "a", "graveyard"), "graveyard", "any"),
    (("in", "a", "graveyard"), "graveyard", "any"),
    (("from", "an", "opponent's", "graveyard"), "graveyard", "opponent"),
    (("in", "an", "opponent's", "graveyard"), "graveyard", "opponent"),
    (("from", "your", "hand"), "hand", "you"),
    (("in", "your", "hand"), "hand", "you"),
]
# words that start a qualifying clause the encoding can't express
QUALIFIER_STARTS = {"with", "without", "that", "which", "whose", "of", "named", "not", "attached", "blocking",
                    "dealt", "exiled", "among", "who", "in", "from", "blocked", "attacking", "tapped", "untapped",
                    "controlled", "owned", "enchanted", "equipped", "chosen"}


def _match_words(words: list[str], i: int, phrase: tuple[str, ...]) -> bool:
    if i + len(phrase) > len(words):
        return False
    return all(words[i + k].lower().rstrip(".;:") == p for k, p in enumerate(phrase)) and \
        all(not words[i + k].endswith((".", ";", ":")) for k in range(len(phrase) - 1))


def parse_object(words: list[str], i: int, allow_players: bool = True) -> ObjectPhrase | None:
    """Read an object phrase starting at words[i]; None if no type/subtype noun is found.

    The phrase stops before the first word it can't read; a qualifier it reads but can't
    express is listed in `problems`.
    """
    ph = ObjectPhrase()
    j = i
    n = len(words)
    nouns: list[str] = []
    seen_core = False
    pending_or = False
    while j < n:
        raw = words[j]
        w = raw.lower()
        stop_after = raw.endswith((".", ";", ":"))
        w = w.rstrip(".;:")
        if w.endswith(("'s", "’s")) and (w[:-2] in TYPE_NOUNS or w[:-2] in GENERIC_NOUNS or subtype_of(raw[:-2])):
            w = w[:-2]
            raw = raw[:-2]
            stop_after = True
        if w in ("or", "and/or", ",", "and"):
            if w == "and" and not pending_or:
                # "artifact and enchantment" is not an object phrase; "artifacts and enchantments" is
                if not (seen_core and j + 1 < n and (words[j + 1].lower().rstrip(".;:") in TYPE_NOUNS
                                                    or words[j + 1].lower().rstrip(".;:") in GENERIC_NOUNS)
                        and ph.plural):
                    break
            # an "or" must be followed by more of the phrase, else it belongs to the sentence
            nxt = words[j + 1].lower().rstrip(".;:") if j + 1 < n else ""
            if nxt in ("or", "and/or") and w == ",":
                j += 1
                continue
            if not (nxt in TYPE_NOUNS or nxt in GENERIC_NOUNS or nxt in COLOR_WORDS or nxt.startswith("non")
                    or subtype_of(words[j + 1] if j + 1 < n else "") or nxt in ("player", "players", "opponent",
                                                                                   "planeswalker", "basic")
                    or nxt in UNEXPRESSIBLE_ADJ):
                break
            pending_or = True
            j += 1
            continue
        if w in ("other", "another") and not seen_core:
            ph.other = True
            j += 1
            continue
        if w in COLOR_WORDS and not seen_core:
            ph.colors += COLOR_WORDS[w]
            j += 1
            continue
        if w == "colorless" and not seen_core:
            ph.exclude_colors = "WUBRG"
            j += 1
            continue
        if w.startswith("non") and w[3:] in COLOR_WORDS:
            ph.exclude_colors += COLOR_WORDS[w[3:]]
            j += 1
            continue
        if w.startswith("non") and (w[3:] in TYPE_NOUNS or w[3:] in ("permanent",)):
            ph.types.append("non" + TYPE_NOUNS.get(w[3:], w[3:]))
            j += 1
            continue
        if w == "basic":
            ph.basic = True
            j += 1
            continue
        if w.startswith("non-") and subtype_of(raw[4:]) and not seen_core:
            ph.extra.setdefault("exclude_subtypes", []).append(subtype_of(raw[4:]).lower())  # type: ignore[union-attr]
            j += 1
            continue
        if w in FILTER_ADJ and not seen_core:
            key, value = FILTER_ADJ[w]
            joined = pending_or  # "attacking or blocking"
            pending_or = False
            if not _add_adjective(ph, key, value, joined):
                ph.problems.append(w)
            j += 1
            continue
        if w in UNEXPRESSIBLE_ADJ or w.startswith("non-"):
            ph.problems.append(w)
            j += 1
            continue
        if w in TYPE_NOUNS:
            ph.types.append(TYPE_NOUNS[w])
            nouns.append("object")
            ph.plural = ph.plural or w.endswith("s") and w not in ("sorcery",) or w == "sorceries"
            seen_core = True
            pending_or = False
            j += 1
            if stop_after:
                break
            continue
        if w in GENERIC_NOUNS:
            nouns.append(GENERIC_NOUNS[w])
            ph.plural = ph.plural or w.endswith("s")
            seen_core = True
            pending_or = False
            j += 1
            if stop_after:
                break
            continue
        if allow_players and w in ("player", "players", "opponent", "opponents", "player's", "opponent's",
                                   "player’s", "opponent’s"):
            nouns.append("opponent" if w.startswith("opponent") else "player")
            ph.plural = ph.plural or w.endswith("s")
            seen_core = True
            pending_or = False
            j += 1
            if w.endswith(("'s", "’s")) or stop_after:
                break
            continue
        sub = subtype_of(raw)
        if sub is not None and raw[0].isupper():
            ph.subtypes.append(sub)
            nouns.append("object")
            ph.plural = ph.plural or raw.rstrip(".,;:") != sub
            seen_core = True
            pending_or = False
            j += 1
            if stop_after:
                break
            continue
        break
    if pending_or:  # a dangling "or": give it back
        while j > i and words[j - 1].lower() in ("or", ",", "and/or", "and"):
            j -= 1
    if not nouns:
        return None
    # postfix: controller, zone
    if j < n and not words[j - 1].endswith((".", ";", ":", "'s", "’s")):
        for phrase, who in CONTROLLER_PHRASES:
            if _match_words(words, j, phrase):
                ph.controller = who
                j += len(phrase)
                break
        else:
            for phrase in UNEXPRESSIBLE_POSTFIX:
                if _match_words(words, j, phrase):
                    ph.problems.append(" ".join(phrase))
                    j += len(phrase)
                    break
            else:
                for phrase, zone, who in ZONE_POSTFIX:
                    if _match_words(words, j, phrase):
                        ph.zone = zone
                        ph.controller = who
                        j += len(phrase)
                        break
    if j + 2 < n + 1 and _match_words(words, j, ("other", "than", "~")):
        ph.other = True
        j += 3
    if j < n and not words[j - 1].endswith((".", ";", ":", "'s", "’s")) and words[j].lower() in ("with", "without"):
        got = with_qualifier(words, j)
        if got is not None:
            fields, j = got
            for key, value in fields.items():
                if key in ph.extra and key in ("keywords", "without_keywords"):
                    ph.extra[key] = list(ph.extra[key]) + list(value)
                elif key in ph.extra:
                    ph.problems.append(" ".join(words[j - 3:j]))
                else:
                    ph.extra[key] = value
            if j < n and not words[j - 1].endswith((".", ";", ":")) and ph.controller == "any":
                for phrase, who in CONTROLLER_PHRASES:  # "creature with flying an opponent controls"
                    if _match_words(words, j, phrase):
                        ph.controller = who
                        j += len(phrase)
                        break
    kinds_named = sum(1 for k, nxt in zip(nouns, [*nouns[1:], ""], strict=True)
                      if not (k != nxt and nxt in ("card", "permanent")))
    if kinds_named > 1 and any(k != "mana_value" for k in ph.extra) and "spell" not in nouns:
        # "tapped artifact or creature", "artifact, enchantment, or creature with flying": which of the
        # nouns the qualifier belongs to is not certain (flying is the creature's only); mana value is
        # every object's ("artifact or enchantment with mana value 3 or less"); "land card", "Spirit permanent
        # card" name one kind of card (the noun before "card" is its type); in "creature spell with flying" the
        # type words only say which spell (one object)
        ph.problems.append("qualifier of several kinds of objects")
    ph.end = j
    kinds = set(nouns)
    if kinds <= {"object"}:
        ph.noun = "object"
    elif kinds == {"permanent"} or kinds == {"permanent", "object"}:
        ph.noun = "permanent"
    elif "spell" in kinds and kinds <= {"spell", "object"}:
        ph.noun = "spell"
    elif "card" in kinds and kinds <= {"card", "object"}:
        ph.noun = "card"
    elif kinds == {"player"}:
        ph.noun = "player"
    elif kinds == {"opponent"}:
        ph.noun = "opponent"
    else:
        ph.noun = "+".join(sorted(kinds))
    return ph


def _add_adjective(ph: ObjectPhrase, key: str, value: str, joined: bool) -> bool:
    """Record an adjective of the phrase; False when it can't be expressed with the others."""
    if key == "supertypes":
        if joined:
            return False
        ph.extra.setdefault("supertypes", []).append(value)
        return True
    current = ph.extra.get(key)
    if current is None:
        if joined:
            return False  # "legendary or tapped": an "or" between adjectives of different kinds
        ph.extra[key] = value
        return True
    if key == "combat":
        pair = {current, value}
        if joined and pair == {"attacking", "blocking"}:
            ph.extra[key] = "attacking_or_blocking"
            return True
        if not joined and pair == {"unblocked", "attacking"}:
            ph.extra[key] = "unblocked"  # "unblocked attacking creature"
            return True
        if not joined and pair == {"blocked", "attacking"}:
            ph.extra[key] = "blocked"
            return True
    return False


def _comparison(words: list[str], i: int) -> tuple[str, int] | None:
    """"2 or less", "4 or greater", "X", "X or less", "3" at words[i] -> ("<=2", next index)."""
    if i >= len(words):
        return None
    raw = words[i].rstrip(".,;:")
    value = raw.upper() if raw.lower() == "x" else raw
    if not (value == "X" or value.isdigit()):
        return None
    if words[i].endswith((".", ",", ";", ":")):
        return "=" + value, i + 1
    if i + 2 < len(words) + 1 and i + 2 <= len(words):
        tail = " ".join(w.lower().rstrip(".,;:") for w in words[i + 1:i + 3])
        if tail in COMPARE_WORDS:
            return COMPARE_WORDS[tail] + value, i + 3
    nxt = words[i + 1].lower() if i + 1 < len(words) else ""
    if nxt in ("or", "and", "than"):  # "power 2 or toughness 2", "greater than": not read here
        return None
    return "=" + value, i + 1


def with_qualifier(words: list[str], i: int) -> tuple[dict[str, Any], int] | None:
    """See _with_qualifier; None also when another qualifier is joined to it ("... and toughness 2 or less")."""
    got = _with_qualifier(words, i)
    if got is None:
        return None
    end = got[1]
    if end < len(words) and not words[end - 1].endswith((".", ",", ";", ":")):
        nxt = words[end].lower()
        after = words[end + 1].lower().rstrip(".,;:") if end + 1 < len(words) else ""
        if nxt in ("and", "or", "and/or") and (after in ("power", "toughness", "mana", "with", "without", "total")
                                                 or any(k.split()[0] == after for k in FILTER_KEYWORDS)):
            return None
    return got


def _with_qualifier(words: list[str], i: int) -> tuple[dict[str, Any], int] | None:
    """A "with ..."/"without ..." qualifier the filter expresses, at words[i]; None for any other.

    with flying / without flying / with power 2 or less / with toughness 4 or greater /
    with mana value 3 or less / with mana value X / with a +1/+1 counter on it / with a counter on it
    """
    w = words[i].lower()
    rest = [x.lower() for x in words[i + 1:i + 8]]
    text = " ".join(x.rstrip(".,;:") for x in rest)
    for kw in FILTER_KEYWORDS:
        if text == kw or text.startswith(kw + " "):
            k = len(kw.split())
            if any(words[i + m].endswith((".", ",", ";", ":")) for m in range(1, k)):
                continue
            nxt = words[i + 1 + k].lower() if i + 1 + k < len(words) and not words[i + k].endswith((".", ",", ";",
                                                                                                    ":")) else ""
            if nxt in ("or", "and", "and/or", "from", "that", "who"):
                return None  # "with flying or reach", "with flying from ...": not read here
            return {"keywords" if w == "with" else "without_keywords": [kw]}, i + 1 + k
    if w == "without":  # "without a fate counter on it" (Oblivion Stone): a named kind only
        m = re.match(r"^(a|an|any) ([+\-]\d+/[+\-]\d+|[a-z]+) counters? on (it|them)\b", text)
        if m is None or m.group(2) == "counter":
            return None
        n_words = len(m.group(0).split())
        if any(words[i + k].endswith((".", ",", ";", ":")) for k in range(1, n_words)):
            return None
        return {"without_counter": m.group(2)}, i + 1 + n_words
    if w != "with":
        return None
    for name, key in (("power", "power"), ("toughness", "toughness"), ("mana value", "mana_value")):
        k = len(name.split())
        if " ".join(rest[:k]) == name and not any(words[i + m].endswith((".", ",", ";", ":")) for m in range(1, k + 1)):
            got = _comparison(words, i + 1 + k)
            if got is None:
                return None
            return {key: got[0]}, got[1]
    m = re.match(r"^(a|an) (?:([+\-]\d+/[+\-]\d+|[a-z]+) )?counters? on (it|them)\b", text)
    if m and m.group(2) not in ("counter",):
        n_words = len(m.group(0).split())
        if any(words[i + m2].endswith((".", ",", ";", ":")) for m2 in range(1, n_words)):
            return None
        return {"with_counter": m.group(2) or "any"}, i + 1 + n_words
    return None


def words_of(text: str) -> list[str]:
    return WORD_RE.findall(text)


# ---------------------------------------------------------------------------------------------- targets

@dataclass
class TargetMatch:
    spec: dict[str, Any] | None  # the target record, None when it can't be expressed
    start: int  # word index where the phrase starts (count words included)
    end: int  # word index after the phrase
    text: str  # the phrase as written
    problems: list[str] = field(default_factory=list)


# (words before "target", count (an int, "X" or "any"), up to, fewest (None: the count, or 0 with "up to"))
COUNT_PREFIXES = [
    (("up", "to", "one"), 1, True, None), (("up", "to", "two"), 2, True, None), (("up", "to", "three"), 3, True, None),
    (("up", "to", "four"), 4, True, None), (("up", "to", "five"), 5, True, None), (("up", "to", "six"), 6, True, None),
    (("up", "to", "seven"), 7, True, None), (("up", "to", "x"), "X", True, None),
    (("any", "number", "of"), "any", False, None),
    (("one", "or", "two"), 2, False, 1), (("one", "or", "more"), "any", False, 1),
    (("one", ",", "two", ",", "or", "three"), 3, False, 1), (("one", ",", "two", "or", "three"), 3, False, 1),
    (("one", ",", "two", ",", "three", ",", "or", "four"), 4, False, 1),
    (("two",), 2, False, None), (("three",), 3, False, None), (("four",), 4, False, None), (("five",), 5, False, None),
    (("x",), "X", False, None), (("one",), 1, False, None),
]
NOT_A_TARGET_BEFORE = {"the", "its", "new", "single", "that", "this", "their", "a", "as", "only", "same",
                       "different", "his", "her", "your", "each", "no", "more", "illegal", "legal"}


def is_target_word(words: list[str], k: int) -> bool:
    """Whether words[k] ("target"/"targets") declares targets (115.1), not "the target of"."""
    w = words[k].lower().rstrip(".,;:")
    if w not in ("target", "targets"):
        return False
    prev = words[k - 1].lower() if k > 0 else ""
    if prev == "more" and w == "target" and k >= 3 and [x.lower() for x in words[k - 3:k - 1]] == ["one", "or"]:
        return True  # "one or more target creatures"
    if prev in NOT_A_TARGET_BEFORE:
        return False
    if w == "targets":
        # "a spell that targets", "if it targets", "targets a creature" (a verb)
        if prev in ("that", "it", "which", "spell", "ability", "~", "only", "and", "or", "who"):
            return False
        nxt = words[k + 1].lower() if k + 1 < len(words) else ""
        if nxt in ("a", "an", "you", "~", "it", "only", "one", "the", "another", "two", "exactly", "this"):
            return False
    return True


def find_targets(text: str) -> tuple[list[TargetMatch], list[str]]:
    """Every target declaration of a sentence, parsed; plus problems for those that can't be."""
    words = words_of(text)
    out: list[TargetMatch] = []
    problems: list[str] = []
    k = 0
    while k < len(words):
        if not is_target_word(words, k):
            k += 1
            continue
        m = _parse_target_at(words, k)
        out.append(m)
        problems.extend(m.problems)
        k = max(m.end, k + 1)
    return out, problems


def _phrase_text(words: list[str], a: int, b: int) -> str:
    return " ".join(words[a:b]).replace(" ,", ",").rstrip(".;:,")


def _count_fields(count: Any, up_to: bool, fewest: int | None) -> dict[str, Any]:
    out: dict[str, Any] = {}
    if count != 1:
        out["count"] = count
    if up_to:
        out["up_to"] = True
    if fewest is not None:
        out["min"] = fewest
    return out


# target words naming abilities on the stack: words after "target" -> kind
STACK_TARGETS = [
    (("spell", ",", "activated", "ability", ",", "or", "triggered", "ability"), "spell_or_ability"),
    (("activated", "or", "triggered", "ability"), "ability"),
    (("activated", "ability"), "activated_ability"),
    (("triggered", "ability"), "triggered_ability"),
    (("spell", "or", "ability"), "spell_or_ability"),
]


def _parse_target_at(words: list[str], k: int) -> TargetMatch:
    # count and "another" before the word target
    start = k
    count: Any = 1
    up_to = False
    fewest: int | None = None
    other = False
    i = k
    if i > 0 and words[i - 1].lower() in ("another", "other"):
        other = True
        i -= 1
    for phrase, c, up, low in COUNT_PREFIXES:
        if i - len(phrase) >= 0 and tuple(w.lower() for w in words[i - len(phrase):i]) == phrase:
            i -= len(phrase)
            count, up_to, fewest = c, up, low
            break
    if i > 0 and words[i - 1].lower() == "another" and not other:
        other = True
        i -= 1
    start = i
    plural = words[k].lower().rstrip(".,;:") == "targets"
    # "any target", "any other target", "any number of targets", "one or two targets"
    if words[k].lower().rstrip(".,;:") in ("target", "targets") and k > 0 and words[k - 1].lower() in ("any", "other") \
            and (words[k - 1].lower() == "any" or (k > 1 and words[k - 2].lower() == "any")):
        s = k - 1 if words[k - 1].lower() == "any" else k - 2
        spec: dict[str, Any] = {"kind": "any"}
        if words[k - 1].lower() == "other":
            spec["filter"] = {"other": True}
        return TargetMatch(spec, s, k + 1, _phrase_text(words, s, k + 1))
    if plural and count != 1 and (k + 1 >= len(words) or words[k + 1].lower().rstrip(".,;:") in
                                  ("", "divided", "and", "or", ".", ",")):
        end = k + 1
        text = _phrase_text(words, start, end)
        spec = {"kind": "any", **_count_fields(count, up_to, fewest)}  # the same dict[str, Any]
        if other:
            spec["filter"] = {"other": True}
        return TargetMatch(spec, start, end, text)
    if words[k].endswith((".", ",", ";", ":")):
        return TargetMatch(None, start, k + 1, _phrase_text(words, start, k + 1), [_phrase_text(words, start, k + 1)])
    for phrase, kind in STACK_TARGETS:
        if _match_words(words, k + 1, phrase):
            end = k + 1 + len(phrase)
            text = _phrase_text(words, start, end)
            if end < len(words) and not words[end - 1].endswith((".", ";", ":", ",")) and \
                    words[end].lower() in QUALIFIER_STARTS | {"or", "and/or", "you", "an", "your"}:
                return TargetMatch(None, start, end, text, [_phrase_text(words, start, min(len(words), end + 3))])
            spec = {"kind": kind, **_count_fields(count, up_to, fewest)}
            return TargetMatch(spec, start, end, text)
    ph = parse_object(words, k + 1)
    if ph is None:
        end = min(len(words), k + 3)
        text = _phrase_text(words, start, end)
        return TargetMatch(None, start, end, text, [text])
    end = ph.end
    text = _phrase_text(words, start, end)
    problem = ""
    # a qualifier after the phrase that we don't read ("with flying", "that attacked this turn")
    if end < len(words) and not words[end - 1].endswith((".", ";", ":", "'s", "’s")):
        nxt = words[end].lower()
        if nxt in QUALIFIER_STARTS and not _benign_continuation(words, end, ph):
            problem = _phrase_text(words, start, min(len(words), end + 3))
        elif nxt in ("or", "and/or") and end + 1 < len(words) and words[end + 1].lower() not in ("target", "another"):
            problem = _phrase_text(words, start, min(len(words), end + 2))  # "target spell or ability"
    found = _target_spec(ph, count, up_to, other, fewest)
    if isinstance(found, str) and not problem:
        problem = text if found == "" else found
    if ph.problems and not problem:
        problem = text
    if problem or isinstance(found, str):
        return TargetMatch(None, start, end, text, [problem or text])
    return TargetMatch(found, start, end, text)


def _benign_continuation(words: list[str], end: int, ph: ObjectPhrase) -> bool:
    """Words after a target phrase that continue the sentence rather than qualify the target."""
    nxt = words[end].lower()
    if nxt in ("in", "from"):
        # "Put target creature in its owner's library"; a card's zone was read by parse_object
        if ph.noun == "card" or ph.zone:
            return False
        rest = " ".join(w.lower() for w in words[end:end + 3])
        return bool(re.match(r"(in|from) (its|their|the|play)\b", rest))
    return False


def _target_spec(ph: ObjectPhrase, count: Any, up_to: bool, other: bool, fewest: int | None = None) -> dict[str,
                                                                                                            Any] | str:
    """The encoding's target record for a parsed phrase, or a problem string."""
    spec: dict[str, Any] = {}
    flt = ph.filter()
    if other or ph.other:
        flt["other"] = True
    noun = ph.noun
    if ph.zone == "hand":
        return "target card in a hand"
    if noun == "player":
        spec["kind"] = "player"
    elif noun == "opponent":
        spec["kind"] = "player"
        flt["controller"] = "opponent"
    elif noun in ("object+player", "player+object"):
        if ph.types == ["creature"] and not (ph.subtypes or ph.colors or ph.exclude_colors or ph.extra):
            spec["kind"] = "creature_or_player"
            flt = {}
        elif set(ph.types) == {"creature", "planeswalker"} and not (ph.subtypes or ph.colors or ph.exclude_colors
                                                                      or ph.extra or ph.controller != "any"):
            spec["kind"] = "any"
            flt = {}
        elif ph.types == ["planeswalker"] and not (ph.subtypes or ph.colors or ph.exclude_colors or ph.extra
                                                   or ph.controller != "any"):
            spec["kind"] = "player_or_planeswalker"
            flt = {k: v for k, v in flt.items() if k == "other"}
        else:
            return ""
    elif noun in ("object+opponent", "opponent+object"):
        if ph.types == ["planeswalker"] and not (ph.subtypes or ph.colors or ph.exclude_colors or ph.extra
                                                 or ph.controller != "any"):
            spec["kind"] = "opponent_or_planeswalker"
            flt = {k: v for k, v in flt.items() if k == "other"}
        else:
            return ""
    elif noun == "spell":
        spec["kind"] = "spell"
        if any(k in flt for k in ("tapped", "combat", "token", "with_counter")):
            return ""  # a spell is never tapped, attacking...
    elif noun in ("permanent+spell", "object+permanent+spell") and not ph.zone:
        spec["kind"] = "spell_or_permanent"
    elif noun == "card" or ph.zone == "graveyard":
        if ph.zone != "graveyard":
            return ""
        spec["kind"] = "card_in_graveyard"
        if any(k in flt for k in ("tapped", "combat", "token", "with_counter")):
            return ""
    elif noun == "permanent":
        spec["kind"] = "object" if flt else "permanent"
    elif noun == "object":
        spec["kind"] = "object"
        if not ph.types and not ph.subtypes:
            return ""
    else:
        return ""
    if flt:
        spec["filter"] = flt
    spec.update(_count_fields(count, up_to, fewest))
    return spec


# ---------------------------------------------------------------------------------------------- costs

@dataclass
class CostParse:
    cost: dict[str, Any] = field(default_factory=dict)
    problems: list[str] = field(default_factory=list)
    zone: str = ""  # "hand" / "graveyard" when the cost exiles or discards the card itself from there
    loyalty: str = ""  # "+1", "-2", "0" for loyalty abilities


COUNTER_RE = re.compile(r"^remove (a|an|one|two|three|four|five|six|seven|x|\d+) ([+\-]\d+/[+\-]\d+|[a-z]+) counters? "
                        r"from (~|this \w+)$")
PUT_COUNTER_RE = re.compile(r"^put (a|an|one|two|three|four|five|six|seven|x|\d+) ([+\-]\d+/[+\-]\d+|[a-z]+) "
                            r"counters? on (~|this \w+)$")
SELF_RE = r"(?:~|this (?:creature|artifact|enchantment|land|permanent|card|planeswalker|vehicle|equipment|aura|spell))"


def _split_cost(text: str) -> list[str]:
    parts = [p.strip() for p in re.split(r",\s*(?:and\s+|then\s+)?"
                                         r"|\s+and\s+(?=pay|sacrifice|exile|discard|tap|remove|return|\{|put|reveal|mill)",
                                         text, flags=re.IGNORECASE) if p.strip()]
    out = []
    for p in parts:
        # "{2}{R}" glued to nothing; "{T}" alone
        out.append(p)
    return out


BASIC_LAND_TYPES = ("plains", "island", "swamp", "mountain", "forest")
CARD_TYPE_WORDS = ("artifact", "creature", "enchantment", "instant", "sorcery", "land", "planeswalker")


def _card_word_filter(word: str) -> dict[str, Any] | None:
    """The cards one word before "card" names in a cost: a basic land type ("a Plains card"), a card type ("a
    creature card") or a colour ("a blue card"); None for any other word."""
    word = word.lower()
    if word in BASIC_LAND_TYPES:
        return {"subtypes": [word]}
    if word in CARD_TYPE_WORDS:
        return {"types": [word]}
    if word in COLOR_WORDS:
        return {"colors": COLOR_WORDS[word]}
    return None


def parse_cost(text: str, self_name: str = "~") -> CostParse:
    """Parse a cost ("{2}, {T}, Sacrifice ~", "pay 1 life and exile a blue card from your hand")."""
    res = CostParse()
    mana = ""
    text = text.strip().rstrip(".")
    for part in _split_cost(text):
        low = part.lower()
        if is_mana(part):
            syms = SYMBOL_RE.findall(part)
            if any(s in ("T", "Q", "E") for s in syms):
                res.problems.append(part)
                continue
            mana += part
            continue
        if re.fullmatch(r"(\{[^{}]+\})+", part):
            syms = SYMBOL_RE.findall(part)
            rest_ok = True
            for s in syms:
                if s == "T":
                    res.cost["tap"] = True
                elif s == "Q":
                    res.cost["untap"] = True
                elif is_mana("{" + s + "}"):
                    mana += "{" + s + "}"
                else:
                    rest_ok = False
            if not rest_ok:
                res.problems.append(part)
            continue
        m = re.fullmatch(r"pay (\d+|one|two|three|four|five|six|seven|eight|ten) life", low)
        if m:
            res.cost["life"] = res.cost.get("life", 0) + int(number(m.group(1)) or 0)
            continue
        m = re.fullmatch(r"pay ((?:\{[^{}]+\})+)", low)
        if m and is_mana(m.group(1).upper()):
            mana += m.group(1).upper()
            continue
        if re.fullmatch(r"sacrifice (?:" + SELF_RE + "|it)", low):
            res.cost["sacrifice_self"] = True
            continue
        m = re.fullmatch(r"sacrifice (a|an|one|two|three|four|five|six|another) (.+)", part, flags=re.IGNORECASE)
        if m:
            n = number(m.group(1)) if m.group(1).lower() != "another" else 1
            words = words_of(m.group(2))
            ph = parse_object(words, 0, allow_players=False)
            if ph is None or ph.end != len(words) or ph.problems or ph.noun not in ("object", "permanent") \
                    or (ph.controller not in ("any", "you")):
                res.problems.append(part)
                continue
            flt = ph.filter()
            flt.pop("controller", None)
            if m.group(1).lower() == "another":
                flt["other"] = True
            if not flt:
                flt = {"types": ["permanent"]}
            if n != 1:
                flt["count"] = n
            if "sacrifice" in res.cost:
                res.problems.append(part)
                continue
            res.cost["sacrifice"] = flt
            continue
        if re.fullmatch(r"discard " + SELF_RE, low):
            res.cost["discard"] = "self"
            res.zone = "hand"
            continue
        if low == "discard your hand":
            res.cost["discard"] = "hand"
            continue
        m = re.fullmatch(r"discard (a|one|two|three|four|five) cards?", low)
        if m:
            res.cost["discard"] = "card"
            if number(m.group(1)) != 1:
                res.cost["discard_count"] = number(m.group(1))
            continue
        m = re.fullmatch(r"discard (a|an|one|two|three) (\w+) cards?( and another card)?", low)
        card_filter = _card_word_filter(m.group(2)) if m else None
        if m and card_filter is not None:  # "discard a Mountain card", "discard an Island card and another card"
            res.cost["discard"] = "card"
            res.cost["discard_filter"] = card_filter
            n = int(number(m.group(1)) or 1)
            if m.group(3):
                res.cost["discard_count"], res.cost["discard_matching"] = n + 1, n
            elif n != 1:
                res.cost["discard_count"] = n
            continue
        if re.fullmatch(r"exile " + SELF_RE, low):
            res.cost["exile_self"] = True
            continue
        if re.fullmatch(r"exile " + SELF_RE + r" from your (hand|graveyard)", low):
            res.cost["exile_self"] = True
            res.zone = "hand" if low.endswith("hand") else "graveyard"
            continue
        m = re.fullmatch(r"exile (a|one|two|three|four|five|six|seven|eight|nine|ten) (other )?cards? from your "
                         r"graveyard", low)
        if m:
            res.cost["exile_from_graveyard"] = number(m.group(1))
            continue
        m = re.fullmatch(r"exile (an?|two|three) ((?:(?:white|blue|black|red|green)(?: or )?)*|) ?cards? from your "
                         r"hand", low)
        if m is not None:
            colors = "".join(COLOR_WORDS[c] for c in re.findall(r"white|blue|black|red|green", m.group(2)))
            res.cost["exile_from_hand"] = {"colors": colors} if colors else {"types": ["card"]}
            if m.group(1) in ("two", "three"):
                res.cost["exile_from_hand_count"] = number(m.group(1))
            continue
        m = re.fullmatch(r"tap (a|an|one|two|three|four|five|six|seven|another) untapped (.+?) you control", part,
                         flags=re.IGNORECASE)
        if m:
            chosen = _cost_object(m.group(2), m.group(1))
            if chosen is None or "tap_untapped" in res.cost:
                res.problems.append(part)
            else:
                res.cost["tap_untapped"] = chosen
            continue
        m = re.fullmatch(r"return (a|an|one|two|three|four|five|another) (.+?) you control to (?:its|their) owner's "
                         r"hand",
                         part, flags=re.IGNORECASE)
        if m:
            chosen = _cost_object(m.group(2), m.group(1))
            if chosen is None or "return_to_hand" in res.cost:
                res.problems.append(part)
            else:
                res.cost["return_to_hand"] = chosen
            continue
        if re.fullmatch(r"return " + SELF_RE + r" to its owner's hand", low):
            res.cost["return_self"] = True
            continue
        m = re.fullmatch(r"discard (a|an|one|two|three|four|five) (.+?) cards?", low)
        if m and m.group(2) not in ("other",):
            chosen = _card_filter(m.group(2))
            if chosen is None or res.cost.get("discard"):
                res.problems.append(part)
            else:
                res.cost["discard"] = "card"
                res.cost["discard_filter"] = chosen
                if number(m.group(1)) != 1:
                    res.cost["discard_count"] = number(m.group(1))
            continue
        m = re.fullmatch(r"exile (a|an|one|two|three|four|five|six|seven|eight|nine|ten) (.+?) cards? from your "
                         r"graveyard", part,
                         flags=re.IGNORECASE)
        if m and m.group(2).lower() not in ("other",):
            chosen = _card_filter(m.group(2))
            if chosen is None or res.cost.get("exile_from_graveyard"):
                res.problems.append(part)
            else:
                res.cost["exile_from_graveyard"] = number(m.group(1))
                res.cost["exile_graveyard_filter"] = chosen
            continue
        m = COUNTER_RE.fullmatch(low)
        if m and m.group(1) != "x":
            res.cost["remove_counters"] = {"counter": m.group(2), "count": number(m.group(1))}
            continue
        m = PUT_COUNTER_RE.fullmatch(low)
        if m and m.group(1) != "x":  # "Put a -1/-1 counter on ~" (Devoted Druid), "-0/-1" (Wall of Roots)
            res.cost["put_counters"] = {"counter": m.group(2), "count": number(m.group(1))}
            continue
        res.problems.append(part)
    if mana:
        res.cost["mana"] = mana
    return res


def _cost_object(text: str, count_word: str) -> dict[str, Any] | None:
    """"creature", "Wizards", "basic land": permanents a cost chooses among those the payer controls."""
    words = words_of(text)
    ph = parse_object(words, 0, allow_players=False)
    if ph is None or ph.end != len(words) or ph.problems or ph.noun not in ("object", "permanent") \
            or ph.controller != "any" or ph.zone:
        return None
    flt = ph.filter()
    if count_word.lower() == "another":
        flt["other"] = True
    if not flt:
        flt = {"types": ["permanent"]}
    n = 1 if count_word.lower() == "another" else number(count_word)
    if not isinstance(n, int):
        return None
    if n != 1:
        flt["count"] = n
    return flt


def _card_filter(text: str) -> dict[str, Any] | None:
    """"creature", "instant or sorcery", "artifact": which cards a discard or exile cost takes."""
    words = words_of(text + " card")
    ph = parse_object(words, 0, allow_players=False)
    if ph is None or ph.end != len(words) or ph.problems or ph.noun != "card" or ph.zone or ph.controller != "any":
        return None
    flt = ph.filter()
    if not flt or any(k in flt for k in ("tapped", "combat", "token", "with_counter", "other")):
        return None
    return flt


def loyalty_cost(text: str) -> str | None:
    m = re.fullmatch(r"([+\-−]?)(\d+|X)", text.strip())
    if not m:
        return None
    return (m.group(1).replace("−", "-") or "") + m.group(2)
