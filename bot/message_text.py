"""What a chat message holds for the bot: the play inside its code blocks, its `[[card]]` look-ups,
whether it is too long to read, and which language it is in. Linear in the length of the text (a
long message must never stall the event loop), and the size is checked before anything else reads it.

`text_lang` guesses the language of a short text from its words (the rules vocabulary and the word
lists of `bot/language/lexicon`); `pick_lang` takes the first explicit choice among a server setting,
a Discord locale, a guess.
"""

from __future__ import annotations

import re
from typing import Any

INLINE_LIMIT = 3
CARD_QUERY_LIMIT = 200  # characters of a card name asked for (`card`, `/card`): a longer one is refused unread


FENCE = "```"


def fenced_blocks(text: str) -> tuple[list[tuple[str, str]], list[str]]:
    """The closed ``` blocks of a text as (language tag, body), and the pieces of text outside them.

    One pass with str.find (linear: a regex with a lazy body backtracks quadratically on an unclosed
    fence). The tag is what follows the opening fence up to a newline or a backtick, like Discord's."""
    blocks: list[tuple[str, str]] = []
    outside: list[str] = []
    pos = 0
    while True:
        start = text.find(FENCE, pos)
        end = text.find(FENCE, start + 3) if start >= 0 else -1
        if end < 0:
            outside.append(text[pos:])
            return blocks, outside
        outside.append(text[pos:start])
        inner = text[start + 3:end]
        cut = len(inner)
        for stop in ("\n", "`"):
            found = inner.find(stop)
            if 0 <= found < cut:
                cut = found
        tag, body = inner[:cut], inner[cut:]
        if body.startswith("\n"):
            body = body[1:]
        blocks.append((tag, body))
        pos = end + 3


def strip_code_block(text: str) -> str:
    """The play inside a message: the content of its code blocks when it has any (several are
    joined), else the message without a surrounding pair of backticks."""
    text = text or ""
    blocks, _ = fenced_blocks(text)
    if blocks:
        parts = []
        for lang_tag, body in blocks:
            # ```text on one line``` has no newline: the "language tag" is the text itself
            if not body.strip() and lang_tag.strip():
                body = lang_tag
            elif lang_tag.strip() and " " in lang_tag.strip():
                body = lang_tag + "\n" + body
            parts.append(body.strip("\n"))
        return "\n".join(p for p in parts if p.strip()).strip()
    stripped = text.strip()
    if len(stripped) >= 2 and stripped.startswith("`") and stripped.endswith("`") and "\n" not in stripped:
        return stripped.strip("`").strip()
    return stripped


_INLINE = re.compile(r"\[\[([^\[\]\n]{1,100}?)\]\]")


def inline_card_names(text: str, limit: int = INLINE_LIMIT) -> tuple[list[str], bool]:
    """The distinct `[[card name]]`s of a message outside code, at most `limit`, and whether there were more."""
    _, outside = fenced_blocks(text or "")
    text = re.sub(r"`[^`\n]*`", " ", " ".join(outside))
    names: list[str] = []
    seen: set[str] = set()
    more = False
    for m in _INLINE.finditer(text):
        name = m.group(1).strip()
        key = name.casefold()
        if not name or key in seen:
            continue
        if len(names) >= limit:
            more = True
            break
        seen.add(key)
        names.append(name)
    return names, more


def strip_inline(text: str) -> str:
    """The text without its [[card names]] (a French card name says nothing of the message's language)."""
    return _INLINE.sub(" ", text or "")


def input_problem(text: str, limit: int, slack: int = 0) -> tuple[str, dict[str, Any]] | None:
    """("input.too_long", params) for a message over `limit` characters (`slack` more are tolerated, for
    the code-block fences around a play); None when it can be read."""
    if len(text) > limit + slack:
        return "input.too_long", {"length": f"{len(text):,}".replace(",", " "), "limit": f"{limit:,}".replace(",", " ")}
    return None


# ---------------------------------------------------------------------------- language

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
