"""Answering a rules question from the imported Comprehensive Rules (FREE_FORM.md section 3).

    answer = answer_question("does a countered flashback spell get exiled?", store)
    answer.rules      # [(number, text)], best first, at most three
    answer.glossary   # [(term, text)] of the terms the question names

The question's words are put in the rules' English (a French question goes through the French game
vocabulary, `lexicon/rules_fr.toml`, and the French names of the glossary terms the caller hands in; then
players' phrases become the rules' words, `lexicon/rules_en.toml`: "hits 0 life" -> "0 or less life"), glossary
terms it names are found, and candidate rules come from the full-text index, the rules those glossary
entries point to and the keyword rules of those terms. Each candidate is scored by the question words
its text has (rarer words weigh more), with a bonus for the rules a named term points to.
"""

from __future__ import annotations

import functools
import math
import re
import tomllib
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Protocol

from bot.language.lexicon import fold
from bot.language.tokens import tokenize

VOCAB_FILE = Path(__file__).resolve().parent / "lexicon" / "rules_fr.toml"
PLAYERS_FILE = Path(__file__).resolve().parent / "lexicon" / "rules_en.toml"
MAX_RULES = 3
MAX_GLOSSARY = 2

# Words that say nothing about which rule answers (EN, and FR left untranslated).
STOP = frozenset("""a an the of to in on at for with and or is are was be been do does did can could may might
will would should what whats which when why how who whom where if then than that this these those it its it's
i me my you your he she his her they them their we our there here about as by from into so such just any all some
not no nor only own same too very use uses used using get gets got go goes went happen happens happened happening
mean means meaning work works rule
rules cr comprehensive explain define definition tell please quick question hi hello hey judge judges thanks
le la les l un une des du de d et ou est sont que qu quoi qui quel quelle quels quelles quand comment pourquoi
ce c cette ces se s sa son ses il elle ils elles on je j tu vous nous y en au aux dans sur par pour avec pas ne
plus mais donc est-ce ca ça cela si peut peux veut dire fait font arrive passe regle regles""".split())
GENERIC_TERMS = frozenset({"ability", "card", "spell", "player", "object", "cost", "turn", "target", "creature",
                           "permanent", "effect", "game", "mana", "land", "counter", "damage", "life", "control",
                           "controller", "owner", "source", "zone", "hand", "library", "graveyard", "battlefield",
                           "stack", "cast", "play", "activate", "resolve", "draw", "attack", "block", "tap",
                           "untap", "destroy", "sacrifice", "discard", "exile", "instant", "sorcery", "artifact",
                           "enchantment", "planeswalker", "power", "toughness", "legal", "copy", "token"})


class RulesSource(Protocol):
    """What answering needs from the rules database (bot.rules.store.RulesStore has it)."""

    def latest(self, lang: str = "en") -> str | None: ...
    def rule(self, edition: str, lang: str, number: str) -> dict[str, Any] | None: ...
    def search(self, edition: str, lang: str, text: str, limit: int = 10) -> list[dict[str, Any]]: ...
    def glossary_entry(self, edition: str, lang: str, key: str) -> dict[str, Any] | None: ...
    def glossary_keys(self, edition: str, lang: str) -> list[str]: ...
    def titled_rules(self, edition: str, lang: str) -> dict[str, str]: ...
    def descendants(self, edition: str, lang: str, number: str, limit: int = -1) -> list[dict[str, Any]]: ...


@dataclass
class RulesAnswer:
    edition: str
    lang: str  # the language of the rule texts
    rules: list[tuple[str, str]] = field(default_factory=list)
    glossary: list[tuple[str, str]] = field(default_factory=list)
    english_for_french: bool = False  # a French question answered with the English edition's text
    scores: list[tuple[float, str]] = field(default_factory=list)  # every candidate's score (to tune, to test)


def stem(word: str) -> str:
    """A crude English stem, the same for the question and the rules ("abilities" ~ "ability")."""
    w = word.lower().strip("'’")
    if w.endswith("'s"):
        w = w[:-2]
    for suffix, repl in (("ies", "y"), ("ves", "f"), ("ing", ""), ("ed", "")):
        if w.endswith(suffix) and len(w) - len(suffix) >= 3:
            return w[: -len(suffix)] + repl
    if w.endswith(("sses", "xes", "zes", "ches", "shes")):
        return w[:-2]
    if w.endswith("s") and not w.endswith("ss") and len(w) > 3:
        return w[:-1]
    return w


_WORD = re.compile(r"[a-z0-9]+(?:[-'][a-z0-9]+)*")


def words_of(text: str) -> list[str]:
    return _WORD.findall(fold(text))


@dataclass(frozen=True)
class TermTables:
    """How the rules database keys its glossary terms (`term_key`) and the French names of its terms:
    the rules service's own tables, handed in by the caller (this package doesn't import bot.rules)."""

    key: Callable[[str], str]
    french_names: Callable[[], dict[str, list[str]]] = dict


def _plain_key(text: str) -> str:
    return " ".join(words_of(text))


@functools.lru_cache(maxsize=4)
def french_vocabulary(tables: TermTables | None = None) -> list[tuple[tuple[str, ...], str]]:
    """(French phrase as token folds, English words), longest phrases first."""
    with open(VOCAB_FILE, "rb") as fh:
        data = tomllib.load(fh)
    out: list[tuple[tuple[str, ...], str]] = []
    for english, phrases in data.get("words", {}).items():
        for phrase in phrases:
            folds = tuple(t.fold for t in tokenize(str(phrase)) if t.kind in ("word", "number"))
            if folds:
                out.append((folds, str(english)))
    for english, phrases in (tables.french_names() if tables is not None else {}).items():  # glossary terms
        for phrase in phrases:
            folds = tuple(t.fold for t in tokenize(str(phrase)) if t.kind in ("word", "number"))
            if folds:
                out.append((folds, english.lower()))
    out.sort(key=lambda item: -len(item[0]))
    return out


@functools.lru_cache(maxsize=1)
def players_words() -> list[tuple[tuple[str, ...], str]]:
    """(a player's phrase as token folds, the rules' words), longest phrases first (`lexicon/rules_en.toml`)."""
    with open(PLAYERS_FILE, "rb") as fh:
        data = tomllib.load(fh)
    out: list[tuple[tuple[str, ...], str]] = []
    for rules_words, phrases in data.get("words", {}).items():
        for phrase in phrases:
            folds = tuple(t.fold for t in tokenize(str(phrase)) if t.kind in ("word", "number"))
            if folds:
                out.append((folds, str(rules_words)))
    out.sort(key=lambda item: -len(item[0]))
    return out


def in_rules_words(text: str) -> str:
    """The (English) question with players' phrases put in the rules' words ("hits 0 life" -> "0 or less life")."""
    return _rewrite([t.fold for t in tokenize(text) if t.kind in ("word", "number")], players_words())[0]


def to_english(text: str, tables: TermTables | None = None) -> tuple[str, bool]:
    """The question with the French game vocabulary put in English; whether any was French."""
    toks = [t for t in tokenize(text) if t.kind in ("word", "number")]
    return _rewrite([t.fold for t in toks], french_vocabulary(tables))


def _rewrite(folds: list[str], vocab: list[tuple[tuple[str, ...], str]]) -> tuple[str, bool]:
    by_first: dict[str, list[tuple[tuple[str, ...], str]]] = {}
    for phrase, english in vocab:
        by_first.setdefault(phrase[0], []).append((phrase, english))
    out: list[str] = []
    translated = False
    i = 0
    while i < len(folds):
        for phrase, english in by_first.get(folds[i], ()):
            if tuple(folds[i: i + len(phrase)]) == phrase:
                out.append(english)
                translated = True
                i += len(phrase)
                break
        else:
            out.append(folds[i])
            i += 1
    return " ".join(out), translated


def answer_question(text: str, store: RulesSource, lang: str = "en",
                    tables: TermTables | None = None) -> RulesAnswer | None:
    """The best rules (at most three) and glossary entries for a rules question; None without rules."""
    edition = store.latest("en")
    if edition is None:
        return None
    french = lang == "fr"
    tables = tables or TermTables(_plain_key)
    english, translated = to_english(text, tables) if french else (text, False)
    english = in_rules_words(english)
    query = [w for w in words_of(english) if w not in STOP and len(w) > 1 or w.isdigit()]
    if not query:
        return RulesAnswer(edition, "en", english_for_french=french)
    terms = _terms([w for w in words_of(english) if w not in _ARTICLES], store, edition, tables.key)
    candidates: dict[str, float] = {}
    for term, entry in terms:
        for number in entry.get("rules") or ():
            candidates[number] = candidates.get(number, 0.0) + (3.0 if term not in GENERIC_TERMS else 0.5)
        titled = store.titled_rules(edition, "en").get(term)
        if titled:
            candidates[titled] = candidates.get(titled, 0.0) + 1.0
    found = store.search(edition, "en", " ".join(query[:12]), limit=40)
    for term, entry in terms:  # the rules that use a named term (and its plural) as a phrase
        if term not in GENERIC_TERMS:
            name = str(entry["term"])
            found += store.search(edition, "en", name, limit=25)
            found += store.search(edition, "en", name[:-1] + "ies" if name.endswith("y") else name + "s", limit=25)
    for row in found:
        candidates.setdefault(row["number"], 0.0)
    texts: dict[str, str] = {}
    for number in list(candidates):
        found_row = store.rule(edition, "en", number)
        if found_row is None or not found_row.get("text"):
            candidates.pop(number)
            continue
        texts[number] = found_row["text"]
    # the children of a heading or a keyword rule ("603" -> 603.1..., "702.34" -> 702.34a...) are
    # candidates too; a heading itself ("Handling Triggered Abilities") answers nothing
    for number in list(texts):
        heading = _is_heading(texts[number])
        if re.fullmatch(r"\d{3}(?:\.\d+)?", number):
            for child in store.descendants(edition, "en", number, 120):
                if child.get("text"):
                    texts[child["number"]] = child["text"]
                    bonus = candidates.get(number, 0.0) * (0.8 if heading else 0.5)
                    candidates[child["number"]] = max(candidates.get(child["number"], 0.0), bonus)
        if heading:
            texts.pop(number)
            candidates.pop(number, None)
    stems = [stem(w) for w in query]
    weights = _weights(stems, texts)
    term_stems = [[stem(w) for w in words_of(t)] for t, _ in terms if t not in GENERIC_TERMS]
    scored: list[tuple[float, str]] = []
    for number, text_ in texts.items():
        have = {stem(w) for w in words_of(text_)}
        score = sum(weights[s] for s in set(stems) if s in have)
        score += _bigram_bonus(stems, text_)
        score += candidates.get(number, 0.0)
        opening = [stem(w) for w in words_of(text_)[:6] if w not in _ARTICLES]
        if any(ts and opening[: len(ts)] == ts for ts in term_stems):
            score += 3.0  # the rule that says what a term the question names is ("Trample is ...")
        score -= 0.002 * max(0, len(text_) - 300)
        if re.fullmatch(r"\d{3}\.\d+[a-z]", number):
            score += 0.2  # a subrule says one precise thing
        scored.append((score, number))
    scored.sort(key=lambda item: (-item[0], item[1]))
    best = scored[0][0] if scored else 0.0
    rules = [(n, texts[n]) for s, n in scored[:MAX_RULES] if s > 0 and s >= 0.5 * best]
    glossary = [(str(e["term"]), str(e["text"])) for t, e in terms if t not in GENERIC_TERMS][:MAX_GLOSSARY]
    return RulesAnswer(edition, "en", rules, glossary, english_for_french=french or translated, scores=scored)


def _terms(query: Sequence[str], store: RulesSource, edition: str,
           term_key: Callable[[str], str]) -> list[tuple[str, dict[str, Any]]]:
    """Glossary entries the question names, longest terms first (each entry once)."""
    keys = set(store.glossary_keys(edition, "en"))
    words = [term_key(w) for w in query]
    found: list[tuple[str, dict[str, Any]]] = []
    seen: set[str] = set()
    used = [False] * len(words)
    for size in (4, 3, 2, 1):
        for i in range(len(words) - size + 1):
            if any(used[i: i + size]):
                continue
            key = " ".join(words[i: i + size])
            if key in keys:
                entry = store.glossary_entry(edition, "en", key)
                if entry is not None and entry["term"] not in seen:
                    seen.add(entry["term"])
                    found.append((key, entry))
                    for k in range(i, i + size):
                        used[k] = True
    found.sort(key=lambda item: (item[0] in GENERIC_TERMS, -len(item[0].split())))
    return found


def _weights(stems: Sequence[str], texts: dict[str, str]) -> dict[str, float]:
    """Rarer question words weigh more (an idf over the candidate rules)."""
    n = max(1, len(texts))
    docs = [{stem(w) for w in words_of(t)} for t in texts.values()]
    out: dict[str, float] = {}
    for s in set(stems):
        df = sum(1 for d in docs if s in d)
        out[s] = 1.0 + math.log((n + 1) / (df + 1))
    return out


def _bigram_bonus(stems: Sequence[str], text: str) -> float:
    """Question words next to each other that are next to each other in the rule (either order)."""
    rule_stems = [stem(w) for w in words_of(text) if w not in STOP]
    pairs = set(zip(rule_stems, rule_stems[1:], strict=False)) | set(zip(rule_stems[1:], rule_stems, strict=False))
    return sum(0.75 for pair in zip(stems, stems[1:], strict=False) if pair in pairs)


def _is_heading(text: str) -> bool:
    return len(text) < 60 and "." not in text


_ARTICLES = frozenset({"a", "an", "the", "le", "la", "les", "l", "un", "une", "des", "du", "de", "d"})
