"""Card-name normalisation and matching, independent of where the cards are stored.

`normalize` turns what a user typed into a key that ignores case, accents, punctuation and
apostrophes, so "Diamant de l’œil du lion", "diamant de l oeil du lion" and
"DIAMANT DE L'OEIL DU LION" share a key, and so do "Lion's Eye Diamond" and "lions eye diamond".
`variants` lists the other keys worth trying when the exact key misses (plural forms, a leading
article), and `suggest` does the fuzzy matching behind "did you mean ...?".
"""

from __future__ import annotations

import itertools
import re
import unicodedata
from collections.abc import Iterable, Iterator, Mapping

# Apostrophes and the like: ' ’ ‘ ` ´ ʼ ′ ＇
_APOSTROPHES = "'\u2019\u2018`\u00b4\u02bc\u2032\uff07"
_LIGATURES = str.maketrans({"œ": "oe", "Œ": "oe", "æ": "ae", "Æ": "ae", "ß": "ss"})
# An English possessive ("Lion's", "Nightbird’s"): the s stays glued to its word.
_POSSESSIVE = re.compile(r"(?<=\w)[" + _APOSTROPHES + r"]s\b", re.IGNORECASE)
_APOSTROPHE = re.compile("[" + _APOSTROPHES + "]")
_NON_WORD = re.compile(r"[^0-9a-z]+")

# Leading articles a user may put in front of a card name ("la Croissance gigantesque",
# "the Diamond"); only tried when the name itself is unknown.
ARTICLES = ("the", "a", "an", "le", "la", "les", "l", "un", "une", "des", "du", "de")

MAX_PLURAL_WORDS = 6  # beyond that, only the last word's singular is tried


def normalize(text: str) -> str:
    """The matching key of a name: lower case, no accents, no punctuation, single spaces.

    Apostrophes disappear inside an English possessive ("Lion's" -> "lions") and separate
    words otherwise ("l’œil" -> "l oeil"); hyphens, commas, quotes and brackets become spaces.
    """
    ascii_only = text.isascii()  # most names: no compatibility form, ligature or accent to undo
    if not ascii_only:
        text = unicodedata.normalize("NFKC", text).translate(_LIGATURES)
    text = _POSSESSIVE.sub("s", text)
    text = _APOSTROPHE.sub(" ", text)
    text = text.casefold()
    if not ascii_only:
        text = unicodedata.normalize("NFKD", text.translate(_LIGATURES))
        combining = unicodedata.combining
        text = "".join([ch for ch in text if not combining(ch)])
    return _NON_WORD.sub(" ", text).strip()


def _singulars(word: str) -> list[str]:
    """Possible singular forms of one normalised word, most likely first (EN and FR)."""
    out: list[str] = []
    if len(word) <= 2 or word.isdigit():
        return out
    if word.endswith("ies") and len(word) > 4:
        out.append(word[:-3] + "y")  # fireflies -> firefly
    if word.endswith("aux") and len(word) > 4:
        out.append(word[:-3] + "al")  # generaux -> general
    if word.endswith("x") and len(word) > 3:
        out.append(word[:-1])  # oiseaux -> oiseau, feux -> feu
    if word.endswith("s") and not word.endswith("ss"):
        out.append(word[:-1])  # forets -> foret, islands -> island
    if word.endswith("es") and len(word) > 4:
        out.append(word[:-2])  # matches -> match
    if word.endswith("ves") and len(word) > 4:
        out.append(word[:-3] + "f")  # elves -> elf
    return out


def singular_keys(key: str) -> Iterator[str]:
    """Keys obtained by making some words of `key` singular: fewest changes first, no repeats."""
    words = key.split()
    options = [[w] + _singulars(w) for w in words]
    plural_at = [i for i, opts in enumerate(options) if len(opts) > 1]
    if len(plural_at) > MAX_PLURAL_WORDS:
        plural_at = plural_at[-1:]
    seen = {key}
    for size in range(1, len(plural_at) + 1):
        for chosen in itertools.combinations(plural_at, size):
            for forms in itertools.product(*(options[i][1:] for i in chosen)):
                new = list(words)
                for i, form in zip(chosen, forms, strict=True):
                    new[i] = form
                cand = " ".join(new)
                if cand not in seen:
                    seen.add(cand)
                    yield cand


def without_article(key: str) -> str | None:
    """`key` without a leading article ("la croissance gigantesque" -> "croissance gigantesque")."""
    first, _, rest = key.partition(" ")
    if rest and first in ARTICLES:
        return rest
    return None


def variants(key: str) -> Iterator[str]:
    """Other keys to try, in order, when `key` (already normalised) is not a known name:
    singular forms, then the same without a leading article."""
    yield from singular_keys(key)
    bare = without_article(key)
    if bare:
        yield bare
        yield from singular_keys(bare)


def suggest(text: str, candidates: Iterable[str] | Mapping[str, str], limit: int = 5,
            score_cutoff: float = 70.0) -> tuple[str, ...]:
    """Fuzzy matches of `text` among `candidates`, best first, as display names.

    `candidates` is either display names, or a mapping key -> display name whose keys are
    already `normalize`d (faster for big pools). A display name appears once.
    """
    from rapidfuzz import fuzz, process  # imported here: ~20 ms, only needed for suggestions

    query = normalize(text)
    if not query or limit <= 0:
        return ()
    if isinstance(candidates, Mapping):
        keys = list(candidates.keys())
        display = list(candidates.values())
    else:
        display = list(candidates)
        keys = [normalize(c) for c in display]
    # Three views of the same comparison, each run by rapidfuzz in C: as written, without
    # spaces ("l oeil" / "loeil"), ignoring word order. A key's score is its best view.
    wide = max(limit * 4, 20)
    best: dict[int, float] = {}

    def keep(found: list) -> None:
        for _choice, score, index in found:
            if score > best.get(index, -1.0):
                best[index] = score

    keep(process.extract(query, keys, scorer=fuzz.ratio, limit=wide, score_cutoff=score_cutoff))
    keep(process.extract(query, keys, scorer=fuzz.token_sort_ratio, limit=wide, score_cutoff=score_cutoff))
    compact = query.replace(" ", "")
    keep(process.extract(compact, [k.replace(" ", "") for k in keys], scorer=fuzz.ratio, limit=wide,
                         score_cutoff=score_cutoff))
    # The start of a long name ("lions eye" for "lions eye diamond") is a good match too.
    if len(query) >= 4:
        for index, key in enumerate(keys):
            if key.startswith(query) and best.get(index, 0.0) < 90.0:
                best[index] = 90.0
    ranked = sorted(best.items(), key=lambda item: (-item[1], len(keys[item[0]]), item[0]))
    out: list[str] = []
    for index, _score_value in ranked:
        name = display[index]
        if name not in out:
            out.append(name)
            if len(out) >= limit:
                break
    return tuple(out)


def _grams(key: str) -> set[str]:
    """Trigrams of each word of a normalised key (padded), so word order and spacing matter little."""
    out: set[str] = set()
    for word in key.split():
        padded = f" {word} "
        for i in range(len(padded) - 2):
            out.add(padded[i:i + 3])
    return out


class FuzzyIndex:
    """`suggest` over a big, fixed set of names, in about a millisecond.

    Same scores as `suggest` (ratio as written, without spaces, ignoring word order; a name that
    starts with the query scores 90), but only the names sharing the most word trigrams with the
    query are scored: a typo leaves most trigrams of a name intact.
    """

    FULL_SCAN = 3000  # below this many names, score them all
    SHORTLIST = 300
    COMMON = 1500  # a trigram in more names than this is ignored when rarer ones exist

    def __init__(self, mapping: Mapping[str, str]) -> None:
        from array import array

        self.keys = list(mapping.keys())
        self.display = list(mapping.values())
        self.compact = [k.replace(" ", "") for k in self.keys]
        self.tokens = [" ".join(sorted(k.split())) for k in self.keys]
        self.by_prefix = sorted(range(len(self.keys)), key=self.keys.__getitem__)
        self.sorted_keys = [self.keys[i] for i in self.by_prefix]
        postings: dict[str, list[int]] = {}
        if len(self.keys) > self.FULL_SCAN:
            for i, key in enumerate(self.keys):
                for g in _grams(key):
                    postings.setdefault(g, []).append(i)
        self.postings = {g: array("i", ids) for g, ids in postings.items()}

    def _candidates(self, query: str) -> list[int]:
        if not self.postings:
            return list(range(len(self.keys)))
        from collections import Counter

        # the trigrams in a fixed order: ties among the names sharing the most go to the first counted, so the
        # order must not be a set's (it changes from one process to the next, and so did the suggestions)
        lists = [ids for ids in (self.postings.get(g) for g in sorted(_grams(query))) if ids is not None]
        rare = [ids for ids in lists if len(ids) <= self.COMMON]
        counts: Counter[int] = Counter()
        for ids in (rare if len(rare) >= 2 else lists):  # grams found in thousands of names say little
            counts.update(ids)
        return [i for i, _ in counts.most_common(self.SHORTLIST)]

    def suggest(self, text: str, limit: int = 5, score_cutoff: float = 70.0) -> tuple[str, ...]:
        from bisect import bisect_left

        from rapidfuzz import fuzz, process

        query = normalize(text)
        if not query or limit <= 0:
            return ()
        cand = self._candidates(query)
        best: dict[int, float] = {}
        wide = max(limit * 4, 20)

        def run(q: str, choices: list[str]) -> None:
            for _c, score, pos in process.extract(q, choices, scorer=fuzz.ratio, limit=wide, score_cutoff=score_cutoff):
                index = cand[pos]
                if score > best.get(index, -1.0):
                    best[index] = score

        run(query, [self.keys[i] for i in cand])
        run(" ".join(sorted(query.split())), [self.tokens[i] for i in cand])
        run(query.replace(" ", ""), [self.compact[i] for i in cand])
        if len(query) >= 4:
            pos = bisect_left(self.sorted_keys, query)
            while pos < len(self.sorted_keys) and self.sorted_keys[pos].startswith(query):
                index = self.by_prefix[pos]
                if best.get(index, 0.0) < 90.0:
                    best[index] = 90.0
                pos += 1
                if pos > len(self.sorted_keys) or len(best) > 1000:
                    break
        ranked = sorted(best.items(), key=lambda item: (-item[1], len(self.keys[item[0]]), item[0]))
        out: list[str] = []
        for index, _score in ranked:
            name = self.display[index]
            if name not in out:
                out.append(name)
                if len(out) >= limit:
                    break
        return tuple(out)
