"""Cutting a message into tokens for the free-form reader.

A token keeps where it was written (offsets, line) and two other forms: `fold` (lower case,
no accents: what the lexicon matches) and `words` (the card-name words it contributes, as
`cardpool.names.normalize` makes them, so names match the way the card database keys them).
French elisions are tokens of their own (`j'` `ai`, `l'` `adversaire`), so are English
possessives (`opponent` `'s`); a possessive `'s` glued to a word adds its `s` to that word's
name words ("Lion's" -> `lions`), as the card keys do.
"""

from __future__ import annotations

import re
from bisect import bisect_right
from dataclasses import dataclass

from bot.language.lexicon import fold
from cardpool.names import normalize

MAX_TOKENS = 2000  # a message longer than this is cut (the reader is linear, but a bound is a bound)

_TOKEN = re.compile(
    r"""(?P<quote>\[\[[^\[\]\n]{1,200}\]\]|"[^"\n]{1,200}"|«[^»\n]{1,200}»|“[^”\n]{1,200}”)
      |(?P<mana>(?:\{[^{}\s]{1,6}\}){1,20})
      |(?P<skip><@[!&]?\d+>|<\#\d+>|<a?:\w+:\d+>|https?://\S+|@\w+|:[a-z_]{2,30}:)
      |(?P<abbrev>(?<![\w/])[wW]/(?=[\s,.;!?]|$))
      |(?P<number>\d{1,12}(?:[.,]\d+)?)
      |(?P<word>[^\W\d_](?:\w|['’`](?=\w)|-(?=\w))*)
      |(?P<ellipsis>\.{2,}|…)
      |(?P<punct>[,;:.!?()\[\]/=+&*-])
      |(?P<newline>\r\n|[\n\r\v\f\x1c\x1d\x1e\x85\u2028\u2029])""",
    re.VERBOSE,
)
ELISIONS = ("jusqu'", "lorsqu'", "puisqu'", "qu'", "j'", "l'", "d'", "n'", "s'", "c'", "m'", "t'")
SENTENCE_ENDS = frozenset({".", "!", "?", ";", "\n", "..."})


@dataclass(frozen=True, slots=True)
class Token:
    text: str  # as written
    fold: str  # lower case, no accents, apostrophes as '
    start: int  # offsets in the message
    end: int
    kind: str  # word | number | mana | quote | punct | newline
    line: int  # 1-based
    words: tuple[str, ...] = ()  # card-name words (normalised)

    @property
    def is_word(self) -> bool:
        return self.kind == "word"


def _apos(text: str) -> str:
    return text.replace("’", "'").replace("`", "'")


def tokenize(text: str, limit: int = MAX_TOKENS) -> list[Token]:
    """The tokens of `text` (at most `limit`), mentions, links and emoji left out."""
    out: list[Token] = []
    starts = line_starts(text)
    for m in _TOKEN.finditer(text):
        kind = m.lastgroup or ""
        raw = m.group()
        line = bisect_right(starts, m.start())
        if kind == "newline":
            out.append(Token("\n", "\n", m.start(), m.end(), "newline", line))
            continue
        if kind == "skip":
            continue
        if kind == "ellipsis":
            out.append(Token(raw, "...", m.start(), m.end(), "punct", line))
        elif kind == "word":
            out.extend(_word_tokens(raw, m.start(), line))
        elif kind == "abbrev":  # "w/": a word of the lexicon ("with"), never part of a card's name
            out.append(Token(raw, raw.lower(), m.start(), m.end(), "word", line))
        elif kind == "quote":
            inner = raw[2:-2] if raw.startswith("[[") else raw[1:-1]
            out.append(Token(inner, fold(inner), m.start(), m.end(), "quote", line, tuple(normalize(inner).split())))
        else:
            out.append(Token(raw, fold(raw), m.start(), m.end(), kind, line,
                             tuple(normalize(raw).split()) if kind == "number" else ()))
        if len(out) >= limit:
            break
    return _glue_possessives(out)


def line_starts(text: str) -> list[int]:
    """Offsets where each line starts, lines cut as `str.splitlines` cuts them (the controlled parser's)."""
    starts = [0]
    pos = 0
    for piece in text.splitlines(keepends=True):
        pos += len(piece)
        starts.append(pos)
    if len(starts) > 1 and starts[-1] == len(text) and not text.endswith(("\n", "\r")) or starts[-1] == len(text):
        starts.pop()
    return starts or [0]


def _word_tokens(raw: str, start: int, line: int) -> list[Token]:
    text = _apos(raw)
    folded = fold(text)
    for el in ELISIONS:
        if folded.startswith(el) and len(folded) > len(el) and folded[len(el)].isalpha():
            n = len(el)
            return [Token(raw[:n], folded[:n], start, start + n, "word", line, tuple(normalize(raw[:n]).split())),
                    *_word_tokens(raw[n:], start + n, line)]
    if folded.endswith("'s") and len(folded) > 2:
        n = len(folded) - 2
        return [Token(raw[:n], folded[:n], start, start + n, "word", line, tuple(normalize(raw[:n]).split())),
                Token(raw[n:], "'s", start + n, start + len(raw), "word", line, ())]
    for suffix in ("'ve", "'re", "'m", "'ll"):  # "I've got", "they're", "I'm": the verb is a token of its own
        if folded.endswith(suffix) and len(folded) > len(suffix):
            n = len(folded) - len(suffix)
            return [Token(raw[:n], folded[:n], start, start + n, "word", line, tuple(normalize(raw[:n]).split())),
                    Token(raw[n:], suffix, start + n, start + len(raw), "word", line, ())]
    if folded.endswith(("'d", "'ed")) and len(folded) > 3:  # "Giant Growth'd": a name used as a verb, past
        n = folded.rindex("'")
        return [Token(raw[:n], folded[:n], start, start + n, "word", line, tuple(normalize(raw[:n]).split()))]
    if folded.endswith("s'") and len(folded) > 2:  # "opponents'": a plural possessive
        n = len(folded) - 1
        return [Token(raw[:n], folded[:n], start, start + n, "word", line, tuple(normalize(raw[:n]).split())),
                Token(raw[n:], "'s", start + n, start + len(raw), "word", line, ())]
    return [Token(raw, folded, start, start + len(raw), "word", line, tuple(normalize(raw).split()))]


def _glue_possessives(tokens: list[Token]) -> list[Token]:
    """A `'s` right after a word makes that word's last name word end in `s` ("Lion's" -> lions)."""
    out = list(tokens)
    for i in range(1, len(out)):
        tok, prev = out[i], out[i - 1]
        if tok.fold == "'s" and prev.end == tok.start and prev.words:
            out[i - 1] = Token(prev.text, prev.fold, prev.start, prev.end, prev.kind, prev.line,
                               prev.words[:-1] + (prev.words[-1] + "s",))
    return out


def phrase_folds(phrase: str) -> tuple[str, ...]:
    """The token folds of a lexicon phrase (the same cutting as messages)."""
    text = _apos(phrase).strip()
    if text.endswith("'"):  # a lone elision ("j'", "est-ce qu'"): cut as it is before a word
        return tuple(t.fold for t in tokenize(text + "x") if t.kind != "newline")[:-1]
    if text.startswith("'"):  # a contraction ("'ve got", "'s got"): cut as it is after a word
        return tuple(t.fold for t in tokenize("x" + text) if t.kind != "newline")[1:]
    return tuple(t.fold for t in tokenize(text) if t.kind != "newline")
