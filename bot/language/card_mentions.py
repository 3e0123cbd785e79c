"""Card names in a rules question, put as the rules see those cards.

The Comprehensive Rules never name a card, but their words can look like one: "can a creature with
protection from red be targeted by Lightning Bolt?" finds 107.10, the rule about Future Sight's type icons
("a lightning bolt for instant"). What the rules need from a card is what it is: "a red instant spell".
So before a rules question is ranked, each card it names becomes its colours and card types.

A one-word name is a card only when it is capitalised inside the sentence ("Counterspell", not the keyword
"flash" nor the first word of the question), or a nickname the pool knows ("bolt"): one-word names are
often everyday or rules words ("Exile", "Regeneration").
"""

from __future__ import annotations

import re

from bot.language.names import NameIndex, NamePool, name_index
from cardpool.names import normalize
from foundation.cards import CardDef

# a written word: letters, digits, inner apostrophes and hyphens ("l'exil", "Lion's", "Jace-le")
_WORD = re.compile(r"[^\W_]+(?:['’-][^\W_]+)*")
COLOR_WORDS = {"W": "white", "U": "blue", "B": "black", "R": "red", "G": "green"}
TYPE_ORDER = ("legendary", "artifact", "enchantment", "land", "creature", "planeswalker", "battle", "instant",
              "sorcery", "kindred", "tribal")


def as_rules_see_it(card: CardDef) -> str:
    """What the rules see of a card, in their words: "red instant spell", "green creature"."""
    colours = [COLOR_WORDS[c] for c in card.colors if c in COLOR_WORDS] or (["colorless"] if card.types
                                                                            and "land" not in card.types else [])
    kinds = [t for t in TYPE_ORDER if t in card.types or t in card.supertypes]
    spell = ["spell"] if card.types & {"instant", "sorcery"} else []
    return " ".join([*colours, *kinds, *spell]) or "card"


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
        if hit is not None and hit.length == 1 and hit.how != "nick":
            start = spans[i][0]
            written = text[start:spans[i][1]]
            first_word = not text[:start].strip(" \t\"'«“")
            if not written[:1].isupper() or first_word:
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
