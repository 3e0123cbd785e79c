"""Card names in a rules question, put as the rules see those cards.

The Comprehensive Rules never name a card, but their words can look like one: "can a creature with
protection from red be targeted by Lightning Bolt?" finds 107.10, the rule about Future Sight's type icons
("a lightning bolt for instant"). What the rules need from a card is what it is: "a red instant spell".
So before a rules question is ranked, each card it names becomes its colours and card types.

A keyword's name is the keyword, never the card of that name ("lifelink", « lien de vie »); the first
words of a question are never a card ("Taille maximale de main ?"). A name is a card only when it is
capitalised ("Counterspell", not the keyword "flash"; « la Colère de Dieu », not « la taille maximale de
la main »), or a nickname the pool knows ("bolt"): names are often everyday or rules words.
"""

from __future__ import annotations

import functools
import re

from bot.language.names import NameIndex, NamePool, name_index
from cardpool.names import normalize
from foundation.cards import CardDef
from foundation.keywords_fr import french_keyword_names

# a written word: letters, digits, inner apostrophes and hyphens ("l'exil", "Lion's", "Jace-le")
_WORD = re.compile(r"[^\W_]+(?:['’-][^\W_]+)*")
COLOR_WORDS = {"W": "white", "U": "blue", "B": "black", "R": "red", "G": "green"}
PERMANENT_TYPES = ("creature", "planeswalker", "battle", "artifact", "enchantment", "land")
MIN_ONE_WORD = 3  # letters of a one-word name ("X" is a card's French name, and a variable)


@functools.lru_cache(maxsize=1)
def keyword_keys() -> frozenset[str]:
    """The matching keys of the keyword names, English and French: "Lifelink" and « Lien de vie » are cards
    too, but a rules question that says "lifelink" means the keyword."""
    return frozenset(normalize(n) for en, names in french_keyword_names().items() for n in (en, *names))


def as_rules_see_it(card: CardDef) -> str:
    """What the rules see of a card, in few words: "red spell" (an instant or sorcery), "green creature".
    Few words: each card type named is a glossary term that pulls its own rules up ("Does Stifle counter a
    mana ability?" is about mana abilities, not about instants)."""
    colours = [COLOR_WORDS[c] for c in card.colors if c in COLOR_WORDS]
    if card.types & {"instant", "sorcery"}:
        kind = "spell"
    else:
        kind = next((t for t in PERMANENT_TYPES if t in card.types), "card")
    return " ".join([*colours, kind])


def cards_as_rules_see_them(text: str, pool: NamePool) -> str:
    """`text` with each card name it holds replaced by `as_rules_see_it` (text unchanged when it names none)."""
    spans: list[tuple[int, int, str]] = []  # (start, end) in `text` of each normalised word, the word
    for match in _WORD.finditer(text):
        for part in normalize(match.group()).split():
            spans.append((match.start(), match.end(), part))
    if not spans:
        return text
    index: NameIndex = name_index(pool)
    words = [w for _, _, w in spans]
    out: list[str] = []
    done = 0  # characters of `text` already written out
    i = 0
    while i < len(words):
        hit = next((h for h in index.hits(words, i) if h.exact or h.how == "nick"), None)
        if hit is not None and hit.how != "nick":
            start = spans[i][0]
            written = text[start:spans[i][1]]
            if not text[:start].strip(" \t\"'«“¿"):
                hit = None  # "Taille maximale de main ?": the first words of a question are its subject's words
            elif not written[:1].isupper() or (hit.length == 1 and len(written) < MIN_ONE_WORD):
                hit = None  # « la taille maximale de la main »: a card's name written as everyday words
        if hit is not None and " ".join(words[i:i + hit.length]) in keyword_keys():
            hit = None
        card = pool.get(hit.english) if hit is not None else None
        if hit is None or card is None:
            i += 1
            continue
        start, end = spans[i][0], spans[i + hit.length - 1][1]
        if start < done:  # a word already replaced ("l'exil": two parts of one written word)
            i += hit.length
            continue
        out.append(text[done:start])
        out.append(as_rules_see_it(card))
        done = end
        i += hit.length
    out.append(text[done:])
    return "".join(out)
