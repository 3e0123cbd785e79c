"""The gender and number of a card's French name, found once at import: what gives it its article.

French card names carry no grammatical gender in the data, yet a judge writes "le Cratérier gobelin",
"la Championne de l'aube pérenne", "les Rats de la peste". A card's record gets `gender_fr`:

- from the card's own French text when it names the card with an article ("Quand le Boucher de
  Silumgar exploite…": `ms`);
- else from the first word of its French name, a common noun (or an adjective before it) of the table
  `cardpool/data/french_nouns.toml` ("Cratérier" -> `ms`), or from its second word after an adjective of
  both genders ("Sinistre affliction" -> `fs`);
- else nothing: a proper name ("Jace, …") or a word of two genders gets no article, and sentences name
  the card with a head noun instead ("la créature Jace, …"). An article is never guessed.

Values: `ms`, `fs`, `mp`, `fp`, or `s` when only the elided article is known ("l'Ombre de…", gender
unknown). The presentation layer elides before a vowel or a mute h (`bot.render.grammar`).
"""

from __future__ import annotations

import functools
import re
import tomllib
import unicodedata
from pathlib import Path

NOUNS_TOML = Path(__file__).resolve().parent / "data" / "french_nouns.toml"
SPECS = frozenset({"ms", "fs", "mp", "fp", "s"})
# An article (or "de"/"à" contracted with one) in front of the card's name in its own French text.
_OWN = {"le": "ms", "du": "ms", "au": "ms", "la": "fs", "les": "mp", "des": "mp", "aux": "mp", "l'": "s"}


def _key(word: str) -> str:
    return unicodedata.normalize("NFC", word).casefold().replace("’", "'")


@functools.cache
def _table() -> dict[str, object]:
    with open(NOUNS_TOML, "rb") as fh:
        return tomllib.load(fh)


@functools.cache
def french_nouns() -> dict[str, str]:
    """Common noun (case-folded) -> "ms", "fs", "mp" or "fp"."""
    table = _table().get("nouns", {})
    assert isinstance(table, dict)
    bad = {word: spec for word, spec in table.items() if spec not in ("ms", "fs", "mp", "fp")}
    if bad:
        raise ValueError(f"{NOUNS_TOML.name}: expected ms, fs, mp or fp, got {bad}")
    return {_key(word): spec for word, spec in table.items()}


@functools.cache
def adjectives_both_genders() -> frozenset[str]:
    """Adjectives of both genders that come before the noun ("Sinistre affliction"): the name's second word
    then gives its gender."""
    words = _table().get("adjectives_both_genders", [])
    assert isinstance(words, list)
    return frozenset(_key(word) for word in words)


def first_noun(name_fr: str) -> str:
    """The gender and number of a French name's first word when it is a common noun of the table;
    "" for a proper name ("Jace, le…", "Chandra"), a name that carries its own article ("L'Abîme") or
    any word the table doesn't hold."""
    words = name_fr.split()
    if not words or words[0].endswith(",") or "'" in _key(words[0]):
        return ""
    if len(words) > 1 and words[1].startswith(","):  # "Word , title": a person
        return ""
    if len(words) > 1 and _key(words[0]) in adjectives_both_genders():  # "Sinistre affliction"
        return french_nouns().get(_key(words[1].rstrip(",")), "")
    return french_nouns().get(_key(words[0]), "")


def own_article(name_fr: str, text_fr: str) -> str:
    """The spec an article in the card's own French text gives its name ("Quand le Boucher…": "ms");
    "" when no French sentence of the card names it with one."""
    if not name_fr or not text_fr:
        return ""
    # Plain string search, not a regex per name: 24,000 one-off patterns at import evicted every
    # parser pattern from the `re` module's cache (512 entries) and doubled the import time.
    text, name = text_fr.lower(), name_fr.lower()
    if len(text) != len(text_fr) or len(name) != len(name_fr):  # lower() changed a length: index by regex
        found = re.search(r"(?<![\w'’])(le|la|les|l'|l’|du|des|au|aux) ?" + re.escape(name_fr) + r"(?!\w)",
                          text_fr, re.IGNORECASE)
        return _OWN[found.group(1).lower().replace("’", "'")] if found else ""
    at = text.find(name)
    while at >= 0:
        end = at + len(name)
        if end == len(text) or not _WORD.match(text, end):
            article = _ARTICLE_BEFORE.search(text, 0, at)
            if article is not None:
                return _OWN[article.group(1).replace("’", "'")]
        at = text.find(name, at + 1)
    return ""


_WORD = re.compile(r"\w")
# an article (or a contraction) that ends where the name begins, itself not inside a word or after an apostrophe
_ARTICLE_BEFORE = re.compile(r"(?<![\w'’])(le|la|les|l'|l’|du|des|au|aux) ?\Z")


def french_gender(name_fr: str, text_fr: str = "") -> str:
    """The card record's `gender_fr` (module doc); "" when nothing says it."""
    if not name_fr:
        return ""
    noun = first_noun(name_fr)
    own = own_article(name_fr, text_fr)
    if own in ("ms", "fs"):
        return own
    if own == "mp":  # "les …": its gender from the noun when it is a plural of the table
        return noun if noun.endswith("p") else "mp"
    if own == "s":  # "l'…": the noun tells the gender, when it is singular
        return noun if noun in ("ms", "fs") else "s"
    return noun
