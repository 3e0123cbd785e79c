"""The free-form reader's lexicon: the phrases of each word class, per language, from data files.

    lex = lexicon()
    lex.match(tokens, i, "verb")        # -> Match(cls="verb", value="cast", length=1, lang="en") | None
    lex.matches(tokens, i)              # every class a phrase starting at tokens[i] belongs to

Phrases are matched on token folds, longest first. The data lives in `lexicon/en.toml` and
`lexicon/fr.toml` (`[class] value = [phrases]`), plus a topic's files next to them (`en.context.toml`);
nothing of a language is written in code.
"""

from __future__ import annotations

import functools
import tomllib
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

from bot.language.tokens import Token, phrase_folds

LEXICON_DIR = Path(__file__).resolve().parent / "lexicon"
LANGS = ("en", "fr")
MATCHED_KINDS = frozenset({"word", "number", "punct"})  # tokens a phrase is made of


@dataclass(frozen=True, slots=True)
class Match:
    cls: str
    value: str
    length: int  # tokens
    lang: str


@dataclass(frozen=True, slots=True)
class _Entry:
    folds: tuple[str, ...]
    cls: str
    value: str
    lang: str
    text: str = ""


class Lexicon:
    """Every phrase of every class, indexed by its first token."""

    def __init__(self, entries: Sequence[_Entry]) -> None:
        self._by_first: dict[str, list[_Entry]] = {}
        self._words: dict[str, set[str]] = {lang: set() for lang in LANGS}
        self._written: dict[tuple[str, str, str], str] = {}
        # everyday words never guessed as a card (`stopword`, lexicon/*.stopwords.toml): kept apart, so that
        # they neither tell the language nor make a word "known" to the grammar
        self._stop: dict[str, list[tuple[str, ...]]] = {}
        for e in entries:
            if e.cls == "stopword":
                self._stop.setdefault(e.folds[0], []).append(e.folds)
        entries = [e for e in entries if e.cls != "stopword"]
        for e in entries:
            self._written.setdefault((e.cls, e.value, e.lang), e.text)
            self._by_first.setdefault(e.folds[0], []).append(e)
            if e.cls not in ("chatter", "common"):  # words of both languages: they tell no language apart
                self._words[e.lang].update(f for f in e.folds if len(f) >= 2)
        singles: dict[str, set[str]] = {}
        for e in entries:
            if len(e.folds) == 1:
                singles.setdefault(e.cls, set()).add(e.folds[0])
        self._singles = {cls: frozenset(words) for cls, words in singles.items()}
        for lst in self._by_first.values():
            lst.sort(key=lambda e: -len(e.folds))
        # the same lists cut by class (the reader asks for one class at a time, tens of thousands of times a
        # message): the order of `_by_first` kept, so the longest phrase still comes first
        self._by_first_cls: dict[tuple[str, str], list[_Entry]] = {}
        for first, lst in self._by_first.items():
            for e in lst:
                self._by_first_cls.setdefault((first, e.cls), []).append(e)
        self.classes = frozenset(e.cls for e in entries)

    def _candidates(self, tokens: Sequence[Token], i: int) -> list[_Entry]:
        """The phrases whose first word is tokens[i] (a token a phrase can start with), longest first."""
        if i >= len(tokens) or tokens[i].kind not in MATCHED_KINDS:
            return []
        return self._by_first.get(tokens[i].fold, [])

    @staticmethod
    def _fits(entry: _Entry, tokens: Sequence[Token], i: int) -> bool:
        """Whether the words after the first (a candidate's, already matched) follow tokens[i]."""
        folds = entry.folds
        n = len(folds)
        if n == 1:
            return True
        if i + n > len(tokens):
            return False
        for k in range(1, n):
            tok = tokens[i + k]
            if tok.fold != folds[k] or tok.kind not in MATCHED_KINDS:
                return False
        return True

    def match(self, tokens: Sequence[Token], i: int, cls: str, value: str | None = None) -> Match | None:
        """The longest phrase of class `cls` (and `value`, if given) starting at tokens[i]."""
        if i >= len(tokens) or tokens[i].kind not in MATCHED_KINDS:
            return None
        for e in self._by_first_cls.get((tokens[i].fold, cls), ()):
            if (value is None or e.value == value) and self._fits(e, tokens, i):
                return Match(e.cls, e.value, len(e.folds), e.lang)
        return None

    def match_any(self, tokens: Sequence[Token], i: int, classes: Sequence[str]) -> Match | None:
        """The longest phrase of any of `classes` starting at tokens[i]."""
        for e in self._candidates(tokens, i):
            if e.cls in classes and self._fits(e, tokens, i):
                return Match(e.cls, e.value, len(e.folds), e.lang)
        return None

    def matches(self, tokens: Sequence[Token], i: int) -> list[Match]:
        return [Match(e.cls, e.value, len(e.folds), e.lang) for e in self._candidates(tokens, i)
                if self._fits(e, tokens, i)]

    def written(self, cls: str, value: str, lang: str) -> str:
        """The first phrase of `cls`/`value` in `lang`, as the data file writes it ("tout se résout")."""
        return self._written.get((cls, value, lang)) or self._written.get((cls, value, "en"), value)

    def phrases(self, cls: str) -> frozenset[str]:
        """The one-word phrases of a class, folded (a set to test words against)."""
        return self._singles.get(cls, frozenset())

    def stopword(self, tokens: Sequence[Token], i: int) -> int:
        """The length (tokens) of the everyday word or phrase at tokens[i] that is never a card's name, or 0."""
        if i >= len(tokens) or tokens[i].kind not in MATCHED_KINDS:
            return 0
        best = 0
        for folds in self._stop.get(tokens[i].fold, ()):
            if len(folds) > best and i + len(folds) <= len(tokens) and all(
                    tokens[i + k].fold == folds[k] for k in range(1, len(folds))):
                best = len(folds)
        return best

    def knows(self, fold: str) -> bool:
        """Whether a one-token phrase of any class is this word."""
        return any(len(e.folds) == 1 for e in self._by_first.get(fold, ()))

    def is_word_of(self, fold: str, lang: str) -> bool:
        return fold in self._words.get(lang, set())


def _load(path: Path, lang: str) -> list[_Entry]:
    with open(path, "rb") as fh:
        data = tomllib.load(fh)
    entries = []
    for cls, table in data.items():
        if not isinstance(table, dict):
            continue
        for value, phrases in table.items():
            for phrase in phrases:
                folds = phrase_folds(str(phrase))
                if folds:
                    entries.append(_Entry(folds, cls, str(value), lang, str(phrase)))
    return entries


def load_lexicon(files: Sequence[tuple[Path, str]], extra: dict[str, dict[str, Sequence[str]]] | None = None,
                 extra_lang: str = "en",
                 more: Sequence[tuple[dict[str, dict[str, Sequence[str]]], str]] = ()) -> Lexicon:
    """A lexicon of its own (not the reader's): the classes of `files` ((path, language) pairs), plus `extra`
    classes given as data from elsewhere (`{class: {value: [phrases]}}`, in `extra_lang`)."""
    entries: list[_Entry] = []
    for path, lang in files:
        entries.extend(_load(path, lang))
    for classes, lang in [(extra or {}, extra_lang), *more]:  # `more`: other (classes, language) pairs
        for cls, table in classes.items():
            for value, phrases in table.items():
                for phrase in phrases:
                    folds = phrase_folds(str(phrase))
                    if folds:
                        entries.append(_Entry(folds, cls, str(value), lang, str(phrase)))
    return Lexicon(entries)


@functools.lru_cache(maxsize=1)
def lexicon() -> Lexicon:
    """The lexicon of every language (read once)."""
    entries: list[_Entry] = []
    for lang in LANGS:
        entries.extend(_load(LEXICON_DIR / f"{lang}.toml", lang))
        for part in sorted(LEXICON_DIR.glob(f"{lang}.*.toml")):  # a topic's words: "en.context.toml"
            entries.extend(_load(part, lang))
    return Lexicon(entries)


def language_of(tokens: Sequence[Token]) -> str:
    """"fr" or "en": which language's lexicon knows more of the message's words."""
    lex = lexicon()
    fr = en = 0
    for tok in tokens:
        if tok.kind != "word" or len(tok.fold) < 2:
            continue
        in_fr, in_en = lex.is_word_of(tok.fold, "fr"), lex.is_word_of(tok.fold, "en")
        if in_fr and not in_en:
            fr += 1
        elif in_en and not in_fr:
            en += 1
        if any(c in tok.text for c in "éèêàçùâîôûëï"):
            fr += 1
    return "fr" if fr > en else "en"
