"""Creatures a question describes instead of naming ("does Wrath of God destroy indestructible creatures?", "does
Pyroclasm kill a 3/3?", « est-ce que la Colère de Dieu tue les créatures indestructibles ? »): a rules question
about a card and a property is judged on a creature with that property, which the answer shows as an assumption
("a creature (3/3, indestructible) is on the battlefield under your opponent's control").

The keywords are those the card parser knows (`cardpool.oracle.keywords`), in English and by their French names.
"""

from __future__ import annotations

import functools

from bot.language.tokens import Token
from cardpool.names import normalize
from cardpool.oracle.keywords import SIMPLE
from foundation.cards import CardDef, ManaCost
from foundation.keywords_fr import french_keyword_names

DEFAULT_SIZE = 2  # a described creature's power and toughness when the question doesn't say them
# keywords that are adjectives of the same spelling in both languages ("indestructible creatures")
ADJECTIVES = ("indestructible",)
MAX_KEYWORD_WORDS = 3


@functools.lru_cache(maxsize=1)
def _keywords() -> dict[tuple[str, ...], str]:
    """Folded words of a keyword (English or French, singular or plural) -> its English name."""
    out: dict[tuple[str, ...], str] = {}
    french = {en.lower(): names for en, names in french_keyword_names().items()}
    for kw in sorted(set(SIMPLE) | set(ADJECTIVES)):
        for written in [kw, *french.get(kw, [])]:
            words = tuple(normalize(written).split())
            if not words or len(words) > MAX_KEYWORD_WORDS:
                continue
            out.setdefault(words, kw)
            out.setdefault(words[:-1] + (words[-1] + "s",), kw)  # « indestructibles »
    return out


def keyword_at(toks: list[Token], j: int) -> tuple[str, int] | None:
    """The keyword written at tokens[j] (its English name) and the position after it, or None."""
    table = _keywords()
    for n in range(MAX_KEYWORD_WORDS, 0, -1):
        words = tuple(normalize(t.fold) for t in toks[j:j + n])
        if len(words) == n and all(t.kind == "word" for t in toks[j:j + n]) and words in table:
            return table[words], j + n
    return None


def described_creature(power: int | None, toughness: int | None, keywords: tuple[str, ...]) -> CardDef:
    """The creature a question describes: named by what it is, in both languages ("a creature (3/3,
    indestructible)", « une créature (3/3, indestructible) »)."""
    p = DEFAULT_SIZE if power is None else power
    t = DEFAULT_SIZE if toughness is None else toughness
    french = {en.lower(): names for en, names in french_keyword_names().items()}
    unique = tuple(dict.fromkeys(keywords))
    en = ", ".join([f"{p}/{t}", *unique])
    fr = ", ".join([f"{p}/{t}", *(french.get(k, [k])[0] for k in unique)])
    return CardDef(name=f"a creature ({en})", name_fr=f"une créature ({fr})", types=frozenset({"creature"}),
                   power=p, toughness=t, keywords=frozenset(unique), mana_cost=ManaCost.parse("{2}"))


def described_named(english: str) -> CardDef | None:
    """The described creature an English name stands for ("a creature (3/3, indestructible)"), to name it in the
    output language; None for any other name."""
    if not english.startswith("a creature (") or not english.endswith(")"):
        return None
    size, *keywords = english[len("a creature ("):-1].split(", ")
    p, _, t = size.partition("/")
    if not (p.isdigit() and t.isdigit()):
        return None
    return described_creature(int(p), int(t), tuple(keywords))


def is_described(card: CardDef) -> bool:
    """Whether `card` is a creature a question described (not a card of the database)."""
    return card.name.startswith("a creature (") and card.name_fr.startswith("une créature (")
