"""The cards the engine can use: the embedded default pool or a card database.

    pool = CardPool.open()                 # the embedded default pool (cached SQLite, built on first use)
    pool = CardPool.open("cards.sqlite")   # a card database (cardpool.store schema)
    pool.lookup("diamant de l oeil du lion")  # -> CardDef, or None (names, nicknames, plurals; no fuzzy)
    pool.resolve("Lion's Eye Diamnod")     # -> raises UnknownCard with suggestions

Small databases (the embedded pool) are read into memory when opened, so a lookup is a dict hit;
big ones are queried through the indexed keys, with an LRU cache. Each CardDef is built once.
"""

from __future__ import annotations

import dataclasses
import functools
import hashlib
import json
import os
import sqlite3
import tempfile
import threading
from collections import OrderedDict
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from cardpool import store
from cardpool.articles import NOUNS_TOML
from cardpool.encoding import card_from_record
from cardpool.names import FuzzyIndex, normalize, variants
from foundation import paths, storage
from foundation.cards import CardDef
from foundation.errors import CardEncodingError, CardPoolError, StorageError, UnknownCard

IN_MEMORY_LIMIT = 5000  # databases with at most this many cards are read into memory at open
LRU_SIZE = 4096

_MISSING = object()
_DEFAULT_POOLS: dict[Path, CardPool] = {}  # built default pools, by cache file (read-only, shared)


class _LRU:
    def __init__(self, size: int) -> None:
        self.size = size
        self.data: OrderedDict[str, Any] = OrderedDict()

    def get(self, key: str) -> Any:
        try:
            self.data.move_to_end(key)
            return self.data[key]
        except KeyError:
            return _MISSING

    def put(self, key: str, value: Any) -> None:
        self.data[key] = value
        self.data.move_to_end(key)
        if len(self.data) > self.size:
            self.data.popitem(last=False)


class CardPool:
    """Card lookup by English or French name, nickname or plural; fuzzy suggestions for unknown names."""

    def __init__(self, source: Path, conn: sqlite3.Connection | None, rows: list[tuple[str, str, str]] | None,
                 nicknames: dict[str, str]) -> None:
        """Use `CardPool.open`. `rows` = (name, name_fr, model JSON) of every card when in memory,
        else `conn` is queried; `nicknames` = normalised nickname -> English name."""
        self.source = source
        self._conn = conn
        self._lock = threading.Lock()
        self._nicknames = nicknames
        self._cards: dict[str, CardDef] = {}  # English name -> CardDef (built once)
        self._models: dict[str, str] = {}  # English name -> model JSON (in memory only)
        # (model, card name) just found by a name query (big databases): get() will need them next
        self._model_hints: dict[str, tuple[str, str | None]] = {}
        self._by_key: dict[str, str] = {}  # normalised EN or FR name -> English name (in memory only)
        self._names: list[tuple[str, str]] | None = None
        self._suggest_index: dict[str, str] | None = None
        self._fuzzy: FuzzyIndex | None = None
        self._display_card: dict[str, str] = {}  # suggested display name -> English name
        self._text_cache: dict[str, str | None] = {}  # text as written -> English name or None
        self._lru = _LRU(LRU_SIZE)
        self._starting: dict[str, list[tuple[str, str, str]]] = {}  # first word -> names (names_starting)
        self._suggested: dict[tuple[str, int], tuple[str, ...]] = {}  # (text, limit) -> suggest's answer
        self._first_words: dict[str, list[tuple[str, str, str]]] | None = None  # in-memory pools
        if rows is not None:
            self._names = [(name, name_fr or "") for name, name_fr, _ in rows]
            fr_keys: dict[str, str] = {}
            for name, name_fr, model in rows:
                self._models[name] = model
                self._by_key.setdefault(normalize(name), name)
                if name_fr:
                    fr_keys.setdefault(normalize(name_fr), name)
            for key, name in fr_keys.items():  # English names win over French ones
                self._by_key.setdefault(key, name)

    # ------------------------------------------------------------------ opening

    @classmethod
    def open(cls, path: str | Path | None = None, cache_dir: Path | None = None) -> CardPool:
        """The embedded default pool (path None) or the card database at `path`."""
        if path is None:
            return cls._open_default(cache_dir)
        path = Path(os.path.expanduser(str(path)))
        if path.is_dir():
            raise CardPoolError(f"{path}: is a directory, not a card database path",
                                message_id="cards.target_is_directory", path=str(path))
        if not path.is_file():
            raise CardPoolError(f"card database not found: {path}", message_id="cards.db_not_found", path=str(path))
        return cls._open_db(path, writable_migrations=True)

    @classmethod
    def _open_default(cls, cache_dir: Path | None) -> CardPool:
        toml_path = store.DEFAULT_POOL_TOML
        try:
            # the nouns table gives the pool's French articles (cardpool.articles): a change to it rebuilds the pool
            digest = hashlib.sha256(toml_path.read_bytes() + NOUNS_TOML.read_bytes()).hexdigest()[:12]
        except OSError as exc:
            raise CardPoolError(f"the default card pool is missing: {toml_path} ({exc})") from exc
        filename = f"default_pool-{digest}.sqlite"
        cache_dir = Path(cache_dir) if cache_dir is not None else paths.cache_dir()
        for directory in (cache_dir, _fallback_cache_dir()):
            target = directory / filename
            cached = _DEFAULT_POOLS.get(target)
            if cached is not None and target.is_file():
                return cached
            pool = None
            if target.is_file():
                try:
                    pool = cls._open_db(target, writable_migrations=False)
                except CardPoolError:
                    pool = None  # damaged or from another schema: build it again
            if pool is None:
                try:
                    store.build_default_pool(target, toml_path)
                except (OSError, sqlite3.Error):
                    continue  # not writable: try the fallback directory
                except store.CardStoreError as exc:
                    raise CardPoolError(f"the default card pool is invalid: {exc}") from exc
                _remove_stale(directory, filename)
                pool = cls._open_db(target, writable_migrations=False)
            _DEFAULT_POOLS[target] = pool
            return pool
        raise CardPoolError(f"can't write the default card pool in {cache_dir} nor in {_fallback_cache_dir()}")

    @classmethod
    def _open_db(cls, path: Path, writable_migrations: bool) -> CardPool:
        conn = None
        try:
            conn = _connect_read_only(path)
            version = storage.schema_version(conn)
            tables = {r[0] for r in conn.execute("SELECT name FROM sqlite_master WHERE type = 'table'")}
        except sqlite3.Error as exc:
            if conn is not None:
                conn.close()
            if storage.is_busy(exc):  # a writer (an import) holds it: the file is fine, only in use
                raise CardPoolError(f"{path}: the card database is in use by another program ({exc})",
                                    message_id="cards.db_busy", path=str(path)) from exc
            raise CardPoolError(f"{path}: not a card database ({exc})", message_id="cards.not_a_db", path=str(path),
                                reason=str(exc)) from exc
        if not {"cards", "nicknames"} <= tables:
            conn.close()
            raise CardPoolError(f"{path}: not a card database (no cards table)", message_id="cards.not_a_db",
                                path=str(path), reason="no cards table")
        if version != store.SCHEMA_VERSION:
            if version > store.SCHEMA_VERSION or not writable_migrations:
                conn.close()
                raise CardPoolError(
                    f"{path}: card database schema {version}, this version of Arbitre reads {store.SCHEMA_VERSION}"
                )
            conn.close()
            try:
                store.open_db(path).close()
            except (sqlite3.Error, OSError) as exc:  # StorageError is an OSError
                raise CardPoolError(f"{path}: can't update the card database schema ({exc})") from exc
            conn = _connect_read_only(path)
        stale = store.stale_import(conn)
        if stale is not None:
            conn.close()
            raise CardPoolError(f"{path}: {stale}")
        try:
            count = conn.execute("SELECT count(*) FROM cards").fetchone()[0]
            nicknames = {key: name for key, name in conn.execute("SELECT key, name FROM nicknames")}
            rows = None
            if count <= IN_MEMORY_LIMIT:
                rows = conn.execute("SELECT name, name_fr, model FROM cards ORDER BY rowid").fetchall()
        except sqlite3.Error as exc:
            conn.close()
            raise CardPoolError(f"{path}: can't read the card database ({exc})") from exc
        # The shared nickname list applies to every database (its cards permitting).
        for key, name in _shared_nicknames().items():
            nicknames.setdefault(key, name)
        if rows is not None:
            conn.close()
            conn = None
        return cls(path, conn, rows, nicknames)

    def close(self) -> None:
        if self._conn is not None:
            self._conn.close()
            self._conn = None

    # ------------------------------------------------------------------ cards

    def __len__(self) -> int:
        return len(self.names())

    def __contains__(self, name: object) -> bool:
        return isinstance(name, str) and self.get(name) is not None

    def __iter__(self) -> Iterator[CardDef]:
        for name, _ in self.names():
            card = self.get(name)
            if card is not None:
                yield card

    def get(self, name: str) -> CardDef | None:
        """The card with this exact English name."""
        card = self._cards.get(name)
        if card is not None:
            return card
        card_name: str | None = None
        if self._conn is None:
            model = self._models.get(name)
        else:
            hint = self._model_hints.pop(name, None)
            if hint is None:
                row = self._query("SELECT model, card_name FROM cards WHERE name = ?", (name,))
                hint = (row[0][0], row[0][1]) if row else None
            model, card_name = hint if hint is not None else (None, None)
        if model is None:
            return None
        return self._build(name, model, card_name)

    def lookup(self, text: str) -> CardDef | None:
        """The card named `text` in English or French (any case, accents, apostrophes), by a
        nickname, or in the plural ("forêts", "Islands"). No fuzzy matching."""
        card = self._cards.get(text)
        if card is not None:
            return card
        cached = self._text_cache.get(text, _MISSING)
        name: str | None
        if cached is _MISSING:
            name = None
            key = normalize(text)
            if key:
                name = self._name_for_key(key)
                if name is None:
                    for other in variants(key):
                        name = self._name_for_key(other)
                        if name is not None:
                            break
            if len(self._text_cache) >= LRU_SIZE:
                self._text_cache.clear()
            self._text_cache[text] = name
        else:
            name = cached if isinstance(cached, str) else None
        return self.get(name) if name is not None else None

    def resolve(self, text: str) -> CardDef:
        """`lookup`, or raise UnknownCard with up to five suggestions."""
        card = self.lookup(text)
        if card is None:
            raise UnknownCard(text, self.suggest(text))
        return card

    def suggest(self, text: str, limit: int = 5) -> tuple[str, ...]:
        """Names close to `text` (English or French, as matched), best first, one per card. Kept: a
        message's typo is asked about again each time the message is read with another name choice."""
        cached = self._suggested.get((text, limit))
        if cached is not None:
            return cached
        index = self._fuzzy_index()
        out: list[str] = []
        seen: set[str] = set()
        for display in index.suggest(text, limit=max(limit * 2, limit + 5)):
            card = self._display_card[display]
            if card not in seen:
                seen.add(card)
                out.append(display)
                if len(out) >= limit:
                    break
        if len(self._suggested) >= LRU_SIZE:
            self._suggested.clear()
        self._suggested[(text, limit)] = answer = tuple(out)
        return answer

    def names(self) -> list[tuple[str, str]]:
        """(English name, French name) of every card, in database order."""
        if self._names is None:
            rows = self._query("SELECT name, name_fr FROM cards ORDER BY rowid", ())
            self._names = [(name, name_fr or "") for name, name_fr in rows]
        return list(self._names)

    def details(self, name: str) -> dict[str, Any] | None:
        """The stored row of the card (face) with this exact English name, for `arbitre card`:
        names, cost, type line, Oracle and French texts, rulings (JSON columns decoded). Columns a
        database doesn't have (the embedded pool has no texts) are None."""
        rows = self._rows("SELECT * FROM cards WHERE name = ?", (name,))
        if not rows:
            return None
        row = rows[0]
        for key in ("keywords", "rulings", "unrecognized"):
            if isinstance(row.get(key), str):
                try:
                    row[key] = json.loads(row[key])
                except json.JSONDecodeError:
                    row[key] = None
        return row

    def faces(self, name: str) -> list[str]:
        """English names of every face of the card this face belongs to, in order ([name] if one-faced)."""
        rows = self._rows("SELECT name FROM cards WHERE card_name = (SELECT card_name FROM cards WHERE name = ?) "
                          "ORDER BY side, rowid", (name,))
        names = [r["name"] for r in rows]
        return names or [name]

    def _rows(self, sql: str, params: tuple) -> list[dict[str, Any]]:
        """Rows as dicts, through the open connection or a short-lived one (in-memory pools)."""
        try:
            if self._conn is not None:
                with self._lock:
                    cur = self._conn.execute(sql, params)
                    cols = [d[0] for d in cur.description]
                    return [dict(zip(cols, r, strict=True)) for r in cur.fetchall()]
            conn = _connect_read_only(self.source)
            try:
                cur = conn.execute(sql, params)
                cols = [d[0] for d in cur.description]
                return [dict(zip(cols, r, strict=True)) for r in cur.fetchall()]
            finally:
                conn.close()
        except sqlite3.OperationalError:
            return []  # an older schema without the columns asked for
        except sqlite3.Error as exc:
            raise CardPoolError(f"{self.source}: can't read the card database ({exc})") from exc

    def search(self, text: str, limit: int = 20) -> list[str]:
        """English names of the cards whose names or texts (English or French) match a full-text
        query (SQLite FTS5 syntax), best first; [] on databases without the index."""
        return [r["name"] for r in self._rows(
            "SELECT c.name FROM cards_fts JOIN cards c ON c.rowid = cards_fts.rowid WHERE cards_fts MATCH ? "
            "ORDER BY rank LIMIT ?", (text, limit))]

    def name_keys(self) -> list[tuple[str, str, str, str]]:
        """(English name, French name, English key, French key) of every card: the keys are
        `cardpool.names.normalize`d names, as lookups match them (the free-form reader indexes them)."""
        if self._conn is None:
            return [(n, fr, normalize(n), normalize(fr) if fr else "") for n, fr in self.names()]
        return [(n, fr or "", ken, kfr or "") for n, fr, ken, kfr in
                self._query("SELECT name, name_fr, key_en, key_fr FROM cards ORDER BY rowid", ())]

    def nicknames(self) -> dict[str, str]:
        """Normalised nickname -> English name (whether or not the card is in this pool)."""
        return dict(self._nicknames)

    def names_starting(self, word: str) -> list[tuple[str, str, str]]:
        """(English name, normalised name, "en"|"fr") of every card whose English or French name
        starts with the normalised word `word` (the free-form reader finds names in sentences
        with it: one index seek per language, never a scan)."""
        if not word or " " in word:
            return []
        cached = self._starting.get(word)
        if cached is not None:
            return cached
        if self._conn is None:
            if self._first_words is None:
                first: dict[str, list[tuple[str, str, str]]] = {}
                for name, _fr, key_en, key_fr in self.name_keys():
                    for key, lang in ((key_en, "en"), (key_fr, "fr")):
                        if key:
                            first.setdefault(key.split(" ", 1)[0], []).append((name, key, lang))
                self._first_words = first
            out = list(self._first_words.get(word, ()))
        else:
            out = [(n, k, "en") for n, k in self._query(
                "SELECT name, key_en FROM cards WHERE key_en >= ? AND key_en < ?", (word, word + "!"))]
            out += [(n, k, "fr") for n, k in self._query(
                "SELECT name, key_fr FROM cards WHERE key_fr >= ? AND key_fr < ?", (word, word + "!"))]
        if len(self._starting) >= LRU_SIZE:
            self._starting.clear()
        self._starting[word] = out
        return out

    def names_containing(self, words: list[str], limit: int = 50) -> list[str]:
        """English names of cards whose English or French name has all of the normalised `words`."""
        words = [w for w in words if w.isalnum()][:8]
        if not words:
            return []
        if self._conn is None:
            found = []
            for name, _fr, key_en, key_fr in self.name_keys():
                if all(w in key_en.split() for w in words) or (key_fr and all(w in key_fr.split() for w in words)):
                    found.append(name)
            return sorted(found, key=lambda n: (len(n), n))[:limit]
        query = " AND ".join(f'"{w}"' for w in words)
        rows = self._rows("SELECT c.name FROM cards_fts JOIN cards c ON c.rowid = cards_fts.rowid "
                          "WHERE cards_fts MATCH ? LIMIT ?",
                          (f"{{name name_fr}} : ({query})", limit * 4))
        names = sorted({r["name"] for r in rows}, key=lambda n: (len(n), n))
        return names[:limit]

    def nickname_of(self, text: str) -> str | None:
        """The English name a nickname stands for (whether or not the card is in the pool)."""
        return self._nicknames.get(normalize(text))

    # ------------------------------------------------------------------ internals

    def _build(self, name: str, model: str, card_name: str | None = None) -> CardDef:
        try:
            record = json.loads(model)
            card = card_from_record(record)
            other = record.get("other_face")
            if isinstance(other, str) and other:  # a transforming double-faced card (712): its other face
                other_model = self._model_of(other)
                if other_model is not None:
                    card = dataclasses.replace(card, other_face=card_from_record(json.loads(other_model)))
            card = self._with_faces(card, card_name)
        except (json.JSONDecodeError, CardEncodingError) as exc:
            raise CardPoolError(f"{self.source}: card {name!r} is badly encoded ({exc})") from exc
        self._cards[name] = card
        return card

    def _with_faces(self, card: CardDef, card_name: str | None) -> CardDef:
        """A face of a card with several faces (split, aftermath, adventure, double-faced; not meld, whose
        faces are other cards) carries them all (`CardDef.faces`), so the engine can cast the face named and
        put the whole card back in a zone. `card_name`: the whole card's name from the face's row (a name
        without " // " has no other face: no query)."""
        if self._conn is None or card_name is None or " // " not in card_name:
            return card
        rows = self._rows("SELECT name, model, layout FROM cards WHERE card_name = (SELECT card_name FROM cards "
                          "WHERE name = ?) AND card_name LIKE '% // %' ORDER BY side, rowid", (card.name,))
        if len(rows) < 2 or rows[0]["layout"] in (None, "meld"):
            return card
        faces = tuple(card if row["name"] == card.name else card_from_record(json.loads(row["model"]))
                      for row in rows)
        return dataclasses.replace(card, faces=faces, layout=str(rows[0]["layout"]))

    def _model_of(self, name: str) -> str | None:
        if self._conn is None:
            return self._models.get(name)
        row = self._query("SELECT model FROM cards WHERE name = ?", (name,))
        return str(row[0][0]) if row else None

    def _name_for_key(self, key: str) -> str | None:
        """English name for a normalised name or nickname (names first), or None."""
        if self._conn is None:
            name = self._by_key.get(key)
        else:
            cached = self._lru.get(key)
            if cached is not _MISSING:
                return cached
            # English names win over French ones; two index seeks beat one OR query (a temp B-tree)
            rows = self._query("SELECT name, model, card_name FROM cards WHERE key_en = ? ORDER BY rowid LIMIT 1",
                               (key,)) \
                or self._query("SELECT name, model, card_name FROM cards WHERE key_fr = ? ORDER BY rowid LIMIT 1",
                               (key,))
            name = rows[0][0] if rows else None
            if name is not None and name not in self._cards:
                if len(self._model_hints) >= LRU_SIZE:
                    self._model_hints.clear()
                self._model_hints[name] = (rows[0][1], rows[0][2])  # get() will need it next: spare a query
        if name is None:
            nick = self._nicknames.get(key)
            if nick is not None and self.get(nick) is not None:
                name = nick
        if self._conn is not None:
            self._lru.put(key, name)
        return name

    def _query(self, sql: str, params: tuple) -> list[tuple]:
        if self._conn is None:
            raise CardPoolError(f"{self.source}: the card database is closed")
        with self._lock:
            try:
                return self._conn.execute(sql, params).fetchall()
            except sqlite3.Error as exc:
                raise CardPoolError(f"{self.source}: can't read the card database ({exc})") from exc

    def _fuzzy_index(self) -> FuzzyIndex:
        """The fuzzy matcher over every English and French name (built on first use, kept)."""
        if self._fuzzy is None:
            index = self._suggestions_index()
            with self._lock:
                if self._fuzzy is None:
                    self._fuzzy = FuzzyIndex(index)
        return self._fuzzy

    def _suggestions_index(self) -> dict[str, str]:
        """normalised key -> display name, for the fuzzy matcher (built on first use)."""
        if self._suggest_index is None:
            if self._conn is None:
                rows = [(n, fr, normalize(n), normalize(fr) if fr else "") for n, fr in self.names()]
            else:  # the stored keys: no need to normalise 20,000 names again
                rows = self._query("SELECT name, name_fr, key_en, key_fr FROM cards ORDER BY rowid", ())
            index: dict[str, str] = {}
            for name, name_fr, key_en, key_fr in rows:
                index.setdefault(key_en, name)
                self._display_card.setdefault(name, name)
                if name_fr and key_fr:
                    index.setdefault(key_fr, name_fr)
                    self._display_card.setdefault(name_fr, name)
            self._suggest_index = index
        return self._suggest_index


@functools.lru_cache(maxsize=1)
def _shared_nicknames() -> dict[str, str]:
    """cardpool/data/nicknames.toml as normalised nickname -> English name (read once)."""
    try:
        return {normalize(k): v for k, v in store.load_nicknames().items()}
    except store.CardStoreError:
        return {}


def _connect_read_only(path: Path) -> sqlite3.Connection:
    """A read-only connection (the pool never writes; migrations use their own connection)."""
    try:
        return storage.connect_read_only(path)
    except StorageError as exc:
        raise sqlite3.OperationalError(str(exc)) from exc


def _fallback_cache_dir() -> Path:
    uid = os.getuid() if hasattr(os, "getuid") else "user"
    return Path(tempfile.gettempdir()) / f"arbitre-cache-{uid}"


def _remove_stale(directory: Path, keep: str) -> None:
    """Remove default pools built from older versions of the TOML."""
    for old in directory.glob("default_pool-*.sqlite"):
        if old.name != keep:
            try:
                old.unlink()
            except OSError:
                pass
