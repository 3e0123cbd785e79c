"""Which language a short text is in, and which language an answer uses.

`text_lang` guesses from the words of a rule query, a card name or a play (French and English hints live
in the word lists of `bot/language/lexicon` and the rules vocabulary); `pick_lang` takes the first
explicit choice among a server setting, a Discord locale, a guess.
"""

from __future__ import annotations

import re

LANGS = ("fr", "en")


def pick_lang(*candidates: str | None) -> str:
    """The first of `candidates` that is "fr" or "en" ("auto" and None are skipped); "en" otherwise."""
    for c in candidates:
        if c in LANGS:
            return c
    return "en"


def text_lang(text: str | None) -> str | None:
    """A guess at the language of a short text (a rule query, a card name, a play); None: no clue."""
    if not text:
        return None
    sample = text[:2000]
    from bot.language import lexicon as lx
    from bot.rules.terms import fold, guess_lang

    found = guess_lang(sample[:400])
    if found is not None:
        return found
    words = [w.strip("'-") for w in re.findall(r"[a-z'-]+", fold(sample))]
    fr = sum(w in lx.FRENCH_HINTS for w in words)
    en = sum(w in lx.ENGLISH_HINTS for w in words)
    if fr != en:
        return "fr" if fr > en else "en"
    return None
