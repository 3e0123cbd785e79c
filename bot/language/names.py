"""Card names in free text: exact names anywhere in a sentence, partial names, typos.

`NameIndex` finds the card names (English, French, nicknames) that start at a word of a
sentence: the pool answers by first word (`CardPool.names_starting`: a dict for the embedded pool,
one index seek per language for a database, cached), so nothing is built up front and no
candidate span costs a query of its own.

Matching tolerates plurals word by word ("deux Montagnes", "Grizzly Bears" written "grizzly
bear"), the same way `cardpool.names.variants` does for whole names.
"""

from __future__ import annotations

import functools
import threading
import weakref
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, Protocol

from cardpool.names import _singulars, normalize
from foundation.cards import CardDef

STOPWORDS = frozenset({"the", "of", "a", "an", "and", "to", "in", "de", "du", "des", "la", "le", "les", "l", "d", "et",
                       "en", "au", "aux", "s", "un", "une"})
MAX_NAME_WORDS = 14
SPLIT_CACHE_SIZE = 4096  # first words whose names are kept cut into words (cleared when full)
HITS_CACHE_SIZE = 8192  # words whose names found are kept (`NameIndex.hits`; cleared when full)


class NamePool(Protocol):
    def names_starting(self, word: str) -> list[tuple[str, str, str]]: ...
    def names_containing(self, words: list[str], limit: int = 50) -> list[str]: ...
    def nicknames(self) -> dict[str, str]: ...
    def get(self, name: str) -> CardDef | None: ...
    def lookup(self, text: str) -> CardDef | None: ...
    def suggest(self, text: str, limit: int = 5) -> tuple[str, ...]: ...


@dataclass(frozen=True, slots=True)
class NameHit:
    english: str
    length: int  # words
    how: str  # "en" | "fr" | "nick"
    exact: bool  # no plural tolerance needed


@functools.lru_cache(maxsize=4096)
def word_forms(word: str) -> tuple[str, ...]:
    """A written word and its possible singulars."""
    return (word, *_singulars(word))


def _word_ok(written: str, name_word: str) -> int:
    """2: the same word; 1: a plural of it; 0: no."""
    if written == name_word:
        return 2
    if name_word in word_forms(written):
        return 1
    return 0


class NameIndex:
    """Names of a pool that start at a word of a sentence (see module doc): the pool answers by
    first word (`names_starting`, cached), nicknames are held here."""

    def __init__(self, pool: NamePool) -> None:
        self.pool = pool
        self.nick_first: dict[str, list[tuple[tuple[str, ...], str]]] = {}
        self._split: dict[str, tuple[tuple[tuple[str, ...], str, str], ...]] = {}
        self._hits: dict[tuple[tuple[str, ...], int, frozenset[int] | None], tuple[NameHit, ...]] = {}
        for nick, name in pool.nicknames().items():
            words = tuple(nick.split())
            if words:
                self.nick_first.setdefault(words[0], []).append((words, name))

    def hits(self, words: Sequence[str], start: int, ends: frozenset[int] | None = None) -> list[NameHit]:
        """Names starting at words[start], longest first; a hit must end where `ends` allows
        (the end of a token), when given. Kept per words (`HITS_CACHE_SIZE`): the reader asks for the
        same words at a place several times, and again when it reads the message with another name
        choice (`bot.language.freeform.reread`)."""
        if start >= len(words):
            return []
        key = (tuple(words[start:start + MAX_NAME_WORDS]), start, ends)
        found = self._hits.get(key)
        if found is None:
            found = self._find(words, start, ends)
            if len(self._hits) >= HITS_CACHE_SIZE:
                self._hits.clear()
            self._hits[key] = found
        return list(found)

    def _find(self, words: Sequence[str], start: int, ends: frozenset[int] | None) -> tuple[NameHit, ...]:
        out: list[NameHit] = []
        seen: set[tuple[str, int]] = set()
        room = min(len(words) - start, MAX_NAME_WORDS)
        written = words[start]
        for first in word_forms(written):
            # every name found by its first word starts with `first`: the written word or one of its singulars
            first_score = 2 if first == written else 1
            for cand, name, how in self._starting(first):
                n = len(cand)
                if n > room or (ends is not None and start + n not in ends):
                    continue
                score = first_score
                for k in range(1, n):
                    ok = _word_ok(words[start + k], cand[k])
                    if not ok:
                        break
                    score += ok
                else:
                    if (name, n) not in seen:
                        seen.add((name, n))
                        out.append(NameHit(name, n, how, score == 2 * n))
        out.sort(key=lambda h: (-h.length, not h.exact, h.how == "nick"))
        return tuple(out)

    def starting(self, first: str) -> tuple[tuple[tuple[str, ...], str, str], ...]:
        """(name words, English name, "en"|"fr"|"nick") of every name whose first word is `first`."""
        return self._starting(first)

    def _starting(self, first: str) -> tuple[tuple[tuple[str, ...], str, str], ...]:
        """(name words, English name, "en"|"fr"|"nick") of the names starting with `first`: the pool's
        answer with its keys cut into words once (the reader asks for the same words again and again)."""
        cached = self._split.get(first)
        if cached is None:
            cached = tuple((tuple(key.split()), name, lang) for name, key, lang in self.pool.names_starting(first))
            cached += tuple((cand, name, "nick") for cand, name in self.nick_first.get(first, ()))
            if len(self._split) >= SPLIT_CACHE_SIZE:
                self._split.clear()
            self._split[first] = cached
        return cached

    def containing(self, words: Sequence[str], limit: int = 50) -> list[str]:
        """English names of cards whose name (EN or FR) has every content word of `words`."""
        content = [w for w in words if w not in STOPWORDS]
        if not content:
            return []
        found: list[str] = []
        for variant in _variants(content):
            for name in self.pool.names_containing(list(variant), limit):
                if name not in found:
                    found.append(name)
        return sorted(found, key=lambda n: (len(n), n))[:limit]


def _variants(words: list[str]) -> list[tuple[str, ...]]:
    """The words as written, then with the last one singular (a few forms, not a product)."""
    out = [tuple(words)]
    for form in word_forms(words[-1])[1:]:
        out.append(tuple(words[:-1]) + (form,))
    return out


@functools.lru_cache(maxsize=8192)
def key_words(name: str) -> tuple[str, ...]:
    """The normalised words of a name: kept per name (the reader ranks the same candidates' names for each
    reading of a message, and a partly written name has tens of them)."""
    return tuple(normalize(name).split())


def name_words(card: CardDef) -> list[tuple[str, ...]]:
    """The normalised words of a card's English and French names."""
    out = [key_words(card.name)]
    fr = getattr(card, "name_fr", "")
    if fr:
        out.append(key_words(fr))
    return out


def partial_match(written: Sequence[str], card: CardDef) -> int:
    """How well `written` words name `card` partially: 0 no; else the number of content words
    matched (every content word must be a word of one of its names, or start one of them)."""
    content = [w for w in written if w not in STOPWORDS]
    if not content:
        return 0
    best = 0
    for words in name_words(card):
        pool = set(words)
        singular_pool = pool | {s for w in words for s in _singulars(w)}
        n = 0
        for w in content:
            if w in pool or any(s in singular_pool for s in word_forms(w)):
                n += 1
            elif len(w) >= 4 and any(x.startswith(w) for x in words):
                n += 1
            else:
                n = 0
                break
        best = max(best, n)
    return best


def head_noun_ranked(written: Sequence[str], cards: Sequence[CardDef]) -> list[CardDef]:
    """The cards whose name has the written name's head noun (its last content word: "his Elves") as its
    own head noun (the last word of an English name, the first of a French one: Llanowar Elves, Elfes de
    Llanowar; not Elvish Mystic), best first: the word as written
    before a singular or plural of it, then names of fewer content words, then shorter names."""
    content = [w for w in written if w not in STOPWORDS]
    if not content:
        return []
    head = content[-1]
    forms = word_forms(head)
    ranked: list[tuple[tuple[int, int, int, str], CardDef]] = []
    for card in cards:
        best: tuple[int, int, int, str] | None = None
        for words, french in ((key_words(card.name), False), (key_words(card.name_fr or ""), True)):
            named = [w for w in words if w not in STOPWORDS]
            if not named:
                continue
            own = named[0] if french else named[-1]
            score = 0 if own == head else 1 if own in forms or head in word_forms(own) else -1
            if score < 0:
                continue
            key = (score, len(named), len(" ".join(words)), card.name)
            best = key if best is None or key < best else best
        if best is not None:
            ranked.append((best, card))
    return [card for _, card in sorted(ranked, key=lambda kc: kc[0])]


_INDEXES: weakref.WeakKeyDictionary[Any, NameIndex] = weakref.WeakKeyDictionary()
_LOCK = threading.Lock()


def name_index(pool: NamePool) -> NameIndex:
    """The NameIndex of a pool (built on first use, kept as long as the pool)."""
    index = _INDEXES.get(pool)
    if index is None:
        with _LOCK:
            index = _INDEXES.get(pool)
            if index is None:
                index = NameIndex(pool)
                _INDEXES[pool] = index
    return index
