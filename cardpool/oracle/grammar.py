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
    if w in SUBTYPES:
        return w
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
    for c in candidates:
        if c in SUBTYPES:
            return c
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

    def filter(self) -> dict[str, Any]:
        out: dict[str, Any] = {}
        if self.types:
            out["types"] = [t for t in self.types if not t.startswith("non")] + [t for t in self.types if t.startswith("non")]
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
        return out


WORD_RE = re.compile(r"[^\s,]+|,")

# qualifiers the encoding can't express (each makes a problem)
UNEXPRESSIBLE_ADJ = {
    "tapped", "untapped", "attacking", "blocking", "blocked", "unblocked", "legendary", "nonlegendary",
    "token", "nontoken", "multicolored", "monocolored", "snow", "nonsnow", "face-down", "face-up",
    "historic", "nonbasic", "enchanted", "equipped", "modified", "outlaw", "nonartifact?",
}
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
                    "dealt", "exiled", "among", "who", "in", "from"}


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
        possessive = False
        if w.endswith(("'s", "’s")) and (w[:-2] in TYPE_NOUNS or w[:-2] in GENERIC_NOUNS or subtype_of(raw[:-2])):
            w = w[:-2]
            raw = raw[:-2]
            possessive = stop_after = True
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
        if w in UNEXPRESSIBLE_ADJ or (w.startswith("non-") and subtype_of(raw[4:])):
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


COUNT_PREFIXES = [
    (("up", "to", "one"), 1, True), (("up", "to", "two"), 2, True), (("up", "to", "three"), 3, True),
    (("up", "to", "four"), 4, True), (("up", "to", "five"), 5, True), (("up", "to", "six"), 6, True),
    (("up", "to", "seven"), 7, True), (("up", "to", "x"), None, True), (("any", "number", "of"), None, True),
    (("one", "or", "two"), None, False), (("one", "or", "more"), None, False), (("one,", "two,", "or", "three"), None, False),
    (("two",), 2, False), (("three",), 3, False), (("four",), 4, False), (("five",), 5, False),
    (("x",), None, False), (("one",), 1, False),
]
NOT_A_TARGET_BEFORE = {"the", "its", "new", "single", "that", "this", "their", "a", "as", "only", "same",
                       "different", "his", "her", "your", "each", "no", "more", "illegal", "legal"}


def is_target_word(words: list[str], k: int) -> bool:
    """Whether words[k] ("target"/"targets") declares targets (115.1), not "the target of"."""
    w = words[k].lower().rstrip(".,;:")
    if w not in ("target", "targets"):
        return False
    prev = words[k - 1].lower() if k > 0 else ""
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


def _parse_target_at(words: list[str], k: int) -> TargetMatch:
    # count and "another" before the word target
    start = k
    count: int | None = 1
    up_to = False
    other = False
    count_problem = ""
    i = k
    if i > 0 and words[i - 1].lower() in ("another", "other"):
        other = True
        i -= 1
    for phrase, c, up in COUNT_PREFIXES:
        if i - len(phrase) >= 0 and tuple(w.lower() for w in words[i - len(phrase):i]) == phrase:
            i -= len(phrase)
            count, up_to = c, up
            if c is None:
                count_problem = " ".join(phrase) + " targets"
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
        spec = {"kind": "any"}
        if words[k - 1].lower() == "other":
            spec["filter"] = {"other": True}
        return TargetMatch(spec, s, k + 1, _phrase_text(words, s, k + 1))
    if plural and (count_problem or count != 1) and (k + 1 >= len(words) or words[k + 1].lower().rstrip(".,;:") in
                                                      ("", "divided", "and", "or", ".", ",")):
        end = k + 1
        text = _phrase_text(words, start, end)
        if count_problem or count is None:
            return TargetMatch(None, start, end, text, [text])
        spec = {"kind": "any", "count": count}
        if up_to:
            spec["up_to"] = True
        return TargetMatch(spec, start, end, text)
    if words[k].endswith((".", ",", ";", ":")):
        return TargetMatch(None, start, k + 1, _phrase_text(words, start, k + 1), [_phrase_text(words, start, k + 1)])
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
    spec = _target_spec(ph, count or 1, up_to, other)
    if isinstance(spec, str) and not problem:
        problem = text if spec == "" else spec
    if (count_problem or ph.problems) and not problem:
        problem = text
    if problem:
        return TargetMatch(None, start, end, text, [problem])
    return TargetMatch(spec, start, end, text)


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


def _target_spec(ph: ObjectPhrase, count: int, up_to: bool, other: bool) -> dict[str, Any] | str:
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
        if ph.types == ["creature"] and not (ph.subtypes or ph.colors or ph.exclude_colors):
            spec["kind"] = "creature_or_player"
            flt = {}
        elif set(ph.types) == {"creature", "planeswalker"}:
            spec["kind"] = "any"
            flt = {}
        elif ph.types == ["planeswalker"]:
            return "player or planeswalker target (planeswalkers are legal targets too)"
        else:
            return ""
    elif noun in ("opponent+object", "object+opponent"):
        return "opponent or planeswalker target (planeswalkers are legal targets too)"
    elif noun == "spell":
        spec["kind"] = "spell"
    elif noun == "card" or ph.zone == "graveyard":
        if ph.zone != "graveyard":
            return ""
        spec["kind"] = "card_in_graveyard"
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
    if count != 1:
        spec["count"] = count
    if up_to:
        spec["up_to"] = True
    return spec


# ---------------------------------------------------------------------------------------------- costs

@dataclass
class CostParse:
    cost: dict[str, Any] = field(default_factory=dict)
    problems: list[str] = field(default_factory=list)
    zone: str = ""  # "hand" / "graveyard" when the cost exiles or discards the card itself from there
    loyalty: str = ""  # "+1", "-2", "0" for loyalty abilities


COUNTER_RE = re.compile(r"^remove (a|an|one|two|three|four|five|six|seven|x|\d+) ([+\-]\d+/[+\-]\d+|[a-z]+) counters? from (~|this \w+)$")
SELF_RE = r"(?:~|this (?:creature|artifact|enchantment|land|permanent|card|planeswalker|vehicle|equipment|aura|spell))"


def _split_cost(text: str) -> list[str]:
    parts = [p.strip() for p in re.split(r",\s*(?:and\s+|then\s+)?|\s+and\s+(?=pay|sacrifice|exile|discard|tap|remove|return|\{|put|reveal|mill)",
                                         text, flags=re.IGNORECASE) if p.strip()]
    out = []
    for p in parts:
        # "{2}{R}" glued to nothing; "{T}" alone
        out.append(p)
    return out


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
        if re.fullmatch(r"exile " + SELF_RE, low):
            res.cost["exile_self"] = True
            continue
        if re.fullmatch(r"exile " + SELF_RE + r" from your (hand|graveyard)", low):
            res.cost["exile_self"] = True
            res.zone = "hand" if low.endswith("hand") else "graveyard"
            continue
        m = re.fullmatch(r"exile (a|one|two|three|four|five|six|seven|eight|nine|ten) (other )?cards? from your graveyard", low)
        if m:
            res.cost["exile_from_graveyard"] = number(m.group(1))
            continue
        m = re.fullmatch(r"exile an? ((?:(?:white|blue|black|red|green)(?: or )?)*|) ?cards? from your hand", low)
        if m is not None:
            colors = "".join(COLOR_WORDS[c] for c in re.findall(r"white|blue|black|red|green", m.group(1)))
            res.cost["exile_from_hand"] = {"colors": colors} if colors else {"types": ["card"]}
            continue
        m = COUNTER_RE.fullmatch(low)
        if m and m.group(1) != "x":
            res.cost["remove_counters"] = {"counter": m.group(2), "count": number(m.group(1))}
            continue
        res.problems.append(part)
    if mana:
        res.cost["mana"] = mana
    return res


def loyalty_cost(text: str) -> str | None:
    m = re.fullmatch(r"([+\-−]?)(\d+|X)", text.strip())
    if not m:
        return None
    return (m.group(1).replace("−", "-") or "") + m.group(2)
