"""Card look-ups for the front ends: a card answer, and the card-name index behind autocomplete.

The index is built once per card pool (every English and French name normalised once, ~24k cards on
the full database); a keystroke then costs a few binary searches and `str.find` calls in C, well
under the 2 ms a busy bot can spend on the event loop's thread (`bench/bench_discord.py`).
"""

from __future__ import annotations

import bisect
import logging
import sqlite3
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from foundation.errors import CardPoolError

if TYPE_CHECKING:  # pragma: no cover
    from cardpool.pool import CardPool
    from foundation.cards import CardDef

log = logging.getLogger("arbitre.cards")

SCAN_LIMIT = 2000  # substring hits examined per keystroke, at most (a one-letter word matches most names)


@dataclass
class CardAnswer:
    query: str
    card: CardDef | None = None
    suggestions: tuple[str, ...] = ()
    text: str | None = None  # Oracle text, when the card database has it
    details: dict[str, Any] | None = None  # the database row (`CardPool.details`), when there is one
    info: dict[str, Any] | None = None  # what every output shows of the card (`card_info`: `arbitre card`'s JSON)

    def text_in(self, lang: str) -> str | None:
        """The card's text in `lang` when the database has it (French falls back to English)."""
        if lang == "fr" and self.details and self.details.get("text_fr"):
            return str(self.details["text_fr"])
        return self.text

    @property
    def found(self) -> bool:
        return self.card is not None


class CardNameIndex:
    """Every card name of a pool, normalised once: prefix search by bisection, substring search with
    `str.find` on one joined string. Entries are (English name, French name)."""

    def __init__(self, names: list[tuple[str, str]], normalize: Callable[[str], str]) -> None:
        self.names = names
        keys: list[tuple[str, int]] = []
        for i, (en, fr) in enumerate(names):
            keys.append((normalize(en), i))
            if fr:
                keys.append((normalize(fr), i))
        self._sorted = sorted(keys)
        self._sorted_keys = [k for k, _ in self._sorted]
        self._blob = "\n".join(k for k, _ in keys) + "\n"
        self._offsets: list[int] = []
        self._owner: list[int] = []
        offset = 0
        for key, i in keys:
            self._offsets.append(offset)
            self._owner.append(i)
            offset += len(key) + 1
        self._by_name: dict[str, int] = {}
        for i, (en, fr) in enumerate(names):
            self._by_name.setdefault(en, i)
            if fr:
                self._by_name.setdefault(fr, i)
        self._by_en = sorted(range(len(names)), key=lambda i: names[i][0].casefold())
        self._by_fr = sorted(range(len(names)), key=lambda i: (names[i][1] or names[i][0]).casefold())

    def __len__(self) -> int:
        return len(self.names)

    def find(self, name: str) -> int | None:
        """The card with this exact name (English or French), if any."""
        return self._by_name.get(name)

    def first(self, lang: str) -> Iterator[int]:
        """Every card in alphabetical order of its name in `lang`."""
        return iter(self._by_fr if lang == "fr" else self._by_en)

    def starting(self, key: str) -> Iterator[int]:
        """Cards with a name (either language) starting with `key`, in name order."""
        at = bisect.bisect_left(self._sorted_keys, key)
        while at < len(self._sorted) and self._sorted_keys[at].startswith(key):
            yield self._sorted[at][1]
            at += 1

    def containing(self, key: str) -> Iterator[tuple[int, str]]:
        """(card, matched name) for names containing `key`, in database order, SCAN_LIMIT at most."""
        if not key or "\n" in key:
            return
        pos = 0
        for _ in range(SCAN_LIMIT):
            found = self._blob.find(key, pos)
            if found < 0:
                return
            entry = bisect.bisect_right(self._offsets, found) - 1
            start = self._offsets[entry]
            end = self._blob.index("\n", start)
            yield self._owner[entry], self._blob[start:end]
            pos = end + 1


def card_choices(index: CardNameIndex, key: str, lang: str, limit: int,
                 suggest: Callable[[int], list[str]] | None = None) -> list[tuple[str, str]]:
    """(shown, value) pairs for autocomplete: prefix matches, then names containing the text (every
    word of it), then `suggest`'s close matches (typos) when nothing else was found."""
    out: list[tuple[str, str]] = []
    seen: set[int] = set()

    def add(i: int) -> None:
        if i in seen or len(out) >= limit:
            return
        seen.add(i)
        en, fr = index.names[i]
        shown = (f"{fr} ({en})" if lang == "fr" else f"{en} ({fr})") if fr and fr != en else en
        out.append((shown[:100], en[:100]))

    if not key:
        for i in index.first(lang):
            add(i)
            if len(out) >= limit:
                break
        return out
    for i in index.starting(key):
        add(i)
        if len(out) >= limit:
            return out
    words = key.split()
    longest = max(words, key=len) if words else key
    for i, name in index.containing(longest):
        if len(words) <= 1 or all(w in name for w in words):
            add(i)
            if len(out) >= limit:
                return out
    if not out and suggest is not None and len(key) >= 3:
        for shown in suggest(limit):
            found = index.find(shown)
            if found is not None:
                add(found)
    return out


# ---------------------------------------------------------------------------- looking a card up

def face_info(card: CardDef, row: dict[str, Any] | None) -> dict[str, Any]:
    """One face as every output shows it: names, cost, type lines, texts, rulings (the database row
    when there is one, else what the card model knows)."""
    row = row or {}
    return {
        "name": card.name,
        "name_fr": card.name_fr or row.get("name_fr") or None,
        "mana_cost": row.get("mana_cost") or (str(card.mana_cost) if card.mana_cost is not None else ""),
        "type": row.get("type_line") or "",
        "type_fr": row.get("type_fr") or None,
        "text": row.get("text"),
        "text_fr": row.get("text_fr") or None,
        "power": row.get("power"),
        "toughness": row.get("toughness"),
        "loyalty": row.get("loyalty"),
        "keywords": row.get("keywords") or sorted(card.keywords),
        "rulings": row.get("rulings") or [],
        "layout": row.get("layout") or "normal",
        "card_name": row.get("card_name") or card.name,
        "card_name_fr": row.get("card_name_fr") or card.name_fr or None,
        "recognized": None if row.get("recognized") is None else bool(row["recognized"]),
        "unrecognized": list(card.unrecognized),
    }


def card_info(pool: CardPool, card: CardDef, key: str) -> dict[str, Any]:
    """The JSON of `arbitre card`: the face asked for, or the whole card when its full name was."""
    from cardpool.names import normalize

    info = face_info(card, pool.details(card.name))
    names = pool.faces(card.name)
    whole = len(names) > 1 and key in {normalize(info["card_name"] or ""), normalize(info["card_name_fr"] or "")}
    if len(names) <= 1:
        return info
    faces = []
    for name in names:
        face_card = pool.get(name)
        if face_card is not None:
            faces.append(info if name == card.name else face_info(face_card, pool.details(name)))
    if not whole:
        info["faces"] = [f["name"] for f in faces]
        return info

    def join(field: str, sep: str = " // ") -> str | None:
        values = [f.get(field) for f in faces]
        if all(v in (None, "") for v in values):
            return None
        return sep.join(v or "" for v in values)

    return {
        "name": info["card_name"],
        "name_fr": info["card_name_fr"],
        "mana_cost": join("mana_cost"),
        "type": join("type"),
        "type_fr": join("type_fr"),
        "text": join("text", "\n//\n"),
        "text_fr": join("text_fr", "\n//\n"),
        "rulings": info["rulings"],
        "layout": info["layout"],
        "card_name": info["card_name"],
        "faces": faces,
    }


def lookup_card(pool: CardPool, name: str, words: Callable[[str, int], list[str]] | None = None) -> CardAnswer:
    """A card by any of its names (English, French, nickname, plural), with what every output shows of
    it; or close matches (`words` finds names containing the words when nothing is close)."""
    from cardpool.names import normalize

    name = (name or "").strip()
    card = pool.lookup(name) if name else None
    if card is None:
        suggestions = list(pool.suggest(name, 5)) if name else []
        if name and not suggestions and words is not None:
            suggestions = words(name, 5)
        return CardAnswer(name, None, tuple(suggestions))
    details: dict[str, Any] | None = None
    try:
        details = pool.details(card.name)
    except (CardPoolError, sqlite3.Error) as exc:  # the text is a bonus: an unreadable database still names the card
        log.warning("card details of %s: %s", card.name, exc)
    info = card_info(pool, card, normalize(name))
    return CardAnswer(name, card, (), (details or {}).get("text") or None, details or None, info)


def query_language(pool: CardPool, query: str, answer: CardAnswer) -> str:
    """The language a card was asked for in: French when the query is its French name (or, for an
    unknown name, when its closest match is a French name), else English."""
    from cardpool.names import normalize

    if answer.info is not None:
        fr = answer.info.get("name_fr") or ""
        key = normalize(query)
        return "fr" if fr and key == normalize(fr) and key != normalize(answer.info["name"]) else "en"
    if not answer.suggestions:
        return "en"
    best = pool.lookup(answer.suggestions[0])
    return "fr" if best is not None and best.name_fr == answer.suggestions[0] and best.name != best.name_fr else "en"
