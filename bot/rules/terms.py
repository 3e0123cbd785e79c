"""Glossary terms: matching keys, aliases, and the French -> English keyword table.

Users type "mana abilities", "Mana ability", "capacité de mana", "capacites de mana",
"la folie": all of these reduce to one key (`term_key`) compared with the keys of the
glossary terms and of `terms_fr.toml` (French game terms -> the English glossary term).
"""

from __future__ import annotations

import functools
import re
import tomllib
import unicodedata
from pathlib import Path

from foundation.keywords_fr import french_keyword_names

TERMS_FR_FILE = Path(__file__).with_name("terms_fr.toml")

_ARTICLES = {"the", "a", "an", "le", "la", "les", "l", "un", "une", "des", "du", "de", "d"}
_KEEP_S = {"its", "this", "has", "is", "was", "as", "us", "plus", "less", "loss", "pass", "bonus", "status",
           "trespass", "mass", "cross", "fois", "pas", "sans", "dans", "sous", "vers", "temps", "corps", "ras"}


class _FoldTable(dict[int, str]):
    """Code point -> the character without its accents (NFD, marks dropped), for `str.translate`;
    filled on first sight. Ranking a question folds every candidate rule's text."""

    def __missing__(self, code: int) -> str:
        out = self[code] = "".join(c for c in unicodedata.normalize("NFD", chr(code))
                                   if unicodedata.category(c) != "Mn")
        return out


_FOLD_TABLE = _FoldTable()


def fold(s: str) -> str:
    """Lower case, accents removed, typographic quotes and dashes made plain."""
    s = s.lower()
    if s.isascii():
        return s
    s = s.translate(_FOLD_TABLE)
    return s.replace("’", "'").replace("‘", "'").replace("œ", "oe").replace("æ", "ae")


def _singular(word: str) -> str:
    if len(word) <= 3 or word in _KEEP_S:
        return word
    if word.endswith("ies") and len(word) > 4:
        return word[:-3] + "y"
    if word.endswith(("ches", "shes", "sses", "xes")):
        return word[:-2]
    if word.endswith("aux") and len(word) > 4:  # French: "généraux" -> "general"
        return word[:-3] + "al"
    if word.endswith(("s", "x")) and not word.endswith(("ss", "us")):
        return word[:-1]
    return word


def term_key(text: str) -> str:
    """The matching key of a term or query: folded, articles and plurals removed."""
    words = re.findall(r"[a-z0-9]+", fold(text))
    while len(words) > 1 and words[0] in _ARTICLES:
        words = words[1:]
    return " ".join(_singular(w) for w in words)


def term_aliases(term: str) -> list[str]:
    """The names a glossary entry answers to: "Kicker, Kicked" -> ["kicker", "kicked"]."""
    clean = re.sub(r"\((?:obsolete|obsol[eè]te)\)", "", term, flags=re.I)
    parts = re.split(r",\s*|[“”\"]", clean)
    keys = []
    for p in [clean] + parts:
        k = term_key(p)
        if k and k not in keys:
            keys.append(k)
    return keys


@functools.lru_cache(maxsize=1)
def french_terms() -> dict[str, str]:
    """French term key -> English glossary term (from terms_fr.toml, and the French printed names of keywords
    derived from the card data, keywords_fr.toml)."""
    try:
        with open(TERMS_FR_FILE, "rb") as fh:
            data = tomllib.load(fh)
    except FileNotFoundError:
        return {}
    out: dict[str, str] = {}
    for en, names in french_keyword_names().items():  # the printed names of keywords ("parade": Ward)
        for fr in names:
            out.setdefault(term_key(fr), en)
    for en, fr_list in data.get("terms", {}).items():  # the hand-written table wins
        for fr in fr_list if isinstance(fr_list, list) else [fr_list]:
            out[term_key(fr)] = en
    return out


@functools.lru_cache(maxsize=1)
def english_for_french() -> dict[str, list[str]]:
    """English term -> its French names (for labels)."""
    with open(TERMS_FR_FILE, "rb") as fh:
        data = tomllib.load(fh)
    return {en: (v if isinstance(v, list) else [v]) for en, v in data.get("terms", {}).items()}


_FR_WORDS = {
    "regle", "regles", "quoi", "qu", "est", "capacite", "capacites", "sort", "sorts", "cout", "couts",
    "joueur", "pile", "cimetiere", "main", "bibliotheque", "carte", "cartes", "creature", "creatures",
    "ephemere", "rituel", "terrain", "terrains", "mot", "cle", "cible", "ciblee", "lancer", "jouer",
    "activer", "quand", "comment", "pourquoi", "peut", "peux", "dans", "avec", "pour", "une", "les", "des", "du",
    "au", "aux", "que", "ce", "la", "le", "definition", "et", "ou", "un",
    "de", "qui", "il", "elle", "je", "se", "sa", "son", "ses", "mon", "ma", "mes", "quel", "quelle", "lequel",
    "laquelle", "combien", "si", "pas", "en", "meme", "deux", "apres", "avant", "pendant", "tour", "ca", "va",
    "fait", "sur", "sous", "mais", "adversaire", "marche", "choisit", "elles", "ils", "tu", "vous", "nous",
}
_EN_WORDS = {
    "rule", "rules", "what", "is", "the", "ability", "abilities", "spell", "spells", "cost", "player",
    "stack", "graveyard", "hand", "card", "cards", "cast", "play", "activate", "when", "how", "why",
    "can", "with", "for", "of", "only", "as", "an", "instant", "sorcery", "land", "target",
    "does", "do", "if", "my", "your", "it", "in", "to", "after", "before", "during", "who", "which", "get", "gets",
    "i", "and", "are", "happens", "happen", "creature", "opponent", "turn", "still", "whose", "his", "her",
}


def guess_lang(text: str) -> str | None:
    """"fr", "en", or None when the text gives no clue (a bare number)."""
    if re.search(r"[àâçéèêëîïôûùüÿœ«»]", text.lower()):
        return "fr"
    words = re.findall(r"[a-z]+", fold(text))
    if not words:
        return None
    key = term_key(text)
    en_term = french_terms().get(key)
    french_only = en_term is not None and term_key(en_term) != key  # "folie", not "flashback"
    fr = sum(w in _FR_WORDS for w in words) + (2 if french_only else 0)
    en = sum(w in _EN_WORDS for w in words)
    if fr > en:
        return "fr"
    if en > fr:
        return "en"
    return None
