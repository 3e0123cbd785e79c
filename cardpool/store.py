"""The card database: one SQLite file, written through sqlite-utils, read by `cardpool.pool`.

Tables (schema migrations below; `PRAGMA user_version` holds the schema version so a reader can
check it without importing sqlite-utils):

- `cards`: `name` (English Oracle name, primary key), `name_fr`, `key_en`, `key_fr` (the
  `cardpool.names.normalize` keys, indexed), `mana_cost`, `type_line`, `model` (the card's record
  in the encoding of docs/ability_model.md, as JSON).
- `nicknames`: `key` (normalised nickname, primary key), `nickname`, `name` (English name). An
  imported database also lists here the full Oracle and French names of multi-face cards
  ("Fire // Ice", "Feu // Glace") as names of their first face.
- `meta`: `key` / `value` (what the database was built from).

Schema 2 (migration m002) adds to `cards` what `arbitre card` shows and the import keeps: the whole
card's names `card_name` / `card_name_fr` (= name for one-faced cards), `side`, `layout`, `text`
(Oracle), `text_fr`, `type_fr`, `power`, `toughness`, `loyalty`, `keywords` and `rulings` (JSON
lists), and the Oracle parser's verdict: `recognized` (1 = casting-relevant text fully recognized),
`parsed` (1 = all text recognized), `unrecognized` (JSON list of the casting-relevant fragments not
recognized); plus `cards_fts`, an FTS5 index over both languages' names and texts, and
`other_faces`: imported faces the card encoding can't hold (planes, schemes, vanguards...: no card
type it knows), kept for the record and counted by `arbitre cardpool coverage`.

`build_default_pool` builds the embedded default pool from `cardpool/data/default_pool.toml`;
an importer for bigger databases uses `open_db` / `add_cards` / `add_nicknames` the same way.
"""

from __future__ import annotations

import hashlib
import os
import sqlite3
import tempfile
import tomllib
from collections.abc import Iterable, Mapping
from pathlib import Path
from typing import TYPE_CHECKING, Any

from cardpool.articles import french_gender
from cardpool.encoding import card_from_record, record_to_json
from cardpool.names import normalize
from foundation import storage
from foundation.errors import CardEncodingError, CardStoreError

if TYPE_CHECKING:  # sqlite-utils is imported only when writing (its import costs ~60 ms)
    from sqlite_utils import Database

DATA_DIR = Path(__file__).resolve().parent / "data"
DEFAULT_POOL_TOML = DATA_DIR / "default_pool.toml"
NICKNAMES_TOML = DATA_DIR / "nicknames.toml"

SCHEMA_VERSION = 2
# The version of the card records an MTGJSON import writes (`meta.model_version`). Version 2: every
# effect keeps the card's sentence it was read from (`text`, `text_fr`), so a trace can quote what it
# doesn't simulate. Version 3: the faces of a transforming double-faced card name each other (`other_face`,
# `back_face`: 712). A database imported before (no `model_version`) must be imported again.
MODEL_VERSION = 3
MIGRATION_SET = "arbitre_cards"
FTS_COLUMNS = ["name", "name_fr", "text", "text_fr"]
DETAIL_COLUMNS = ("card_name", "card_name_fr", "side", "layout", "text", "text_fr", "type_fr", "power", "toughness",
                  "loyalty", "keywords", "rulings", "recognized", "parsed", "unrecognized")


def _migrations():
    from sqlite_utils import Migrations  # sqlite-utils >= 4 (it absorbed the sqlite-migrate package)

    migrations = Migrations(MIGRATION_SET)

    @migrations()
    def m001_cards(db: Database) -> None:
        db.table("cards").create(
            {"name": str, "name_fr": str, "key_en": str, "key_fr": str, "mana_cost": str,
             "type_line": str, "model": str},
            pk="name",
            not_null={"name", "key_en", "model"},
        )
        db.table("cards").create_index(["key_en"])
        db.table("cards").create_index(["key_fr"])
        db.table("nicknames").create({"key": str, "nickname": str, "name": str}, pk="key", not_null={"name"})
        db.table("meta").create({"key": str, "value": str}, pk="key")
        db.execute("PRAGMA user_version = 1")

    @migrations()
    def m002_card_details(db: Database) -> None:
        db.table("cards").add_column("card_name", str)
        db.table("cards").add_column("card_name_fr", str)
        db.table("cards").add_column("side", str)
        db.table("cards").add_column("layout", str)
        db.table("cards").add_column("text", str)
        db.table("cards").add_column("text_fr", str)
        db.table("cards").add_column("type_fr", str)
        db.table("cards").add_column("power", str)
        db.table("cards").add_column("toughness", str)
        db.table("cards").add_column("loyalty", str)
        db.table("cards").add_column("keywords", str)
        db.table("cards").add_column("rulings", str)
        db.table("cards").add_column("recognized", int)
        db.table("cards").add_column("parsed", int)
        db.table("cards").add_column("unrecognized", str)
        db.table("cards").create_index(["card_name"])
        db.table("other_faces").create(
            {"name": str, "card_name": str, "layout": str, "type_line": str, "mana_cost": str, "text": str,
             "name_fr": str, "text_fr": str, "reason": str},
            pk="name",
        )
        db.table("cards").enable_fts(FTS_COLUMNS, fts_version="FTS5", create_triggers=True,
                               tokenize="unicode61 remove_diacritics 2")
        db.execute("PRAGMA user_version = 2")

    return migrations


def stale_import(conn: sqlite3.Connection) -> str | None:
    """Why an imported database must be imported again (records older than MODEL_VERSION), or None
    (up to date, or not an MTGJSON import: the embedded pool is built from its TOML each time)."""
    try:
        meta = dict(conn.execute("SELECT key, value FROM meta WHERE key IN ('source', 'model_version')").fetchall())
    except sqlite3.Error:
        return None
    if meta.get("source") != "mtgjson":
        return None
    try:
        version = int(meta.get("model_version") or 1)
    except ValueError:
        version = 1
    if version >= MODEL_VERSION:
        return None
    return (f"this card database was imported by an older version of Arbitre (card records version {version}, "
            f"this version needs {MODEL_VERSION}): import it again with `arbitre cardpool import`")


def open_db(path: str | Path) -> Database:
    """Open (creating if needed) a card database and bring its schema up to date."""
    return storage.open_database(path, migrations=_migrations(), user_version=SCHEMA_VERSION)


def migrate(db: Database) -> None:
    storage.migrate(db, _migrations(), SCHEMA_VERSION)


def card_row(record: Mapping[str, Any]) -> dict[str, Any]:
    """The `cards` row of one record (validated first: a bad record raises CardEncodingError)."""
    name_fr = record.get("name_fr") or ""
    if name_fr and "gender_fr" not in record:  # a pool written by hand: the name's first noun says it
        gender = french_gender(name_fr)
        if gender:
            record = {**record, "gender_fr": gender}
    card_from_record(record)
    return {
        "name": record["name"],
        "name_fr": name_fr,
        "key_en": normalize(record["name"]),
        "key_fr": normalize(name_fr) if name_fr else "",
        "mana_cost": record.get("cost") or "",
        "type_line": record.get("type_line") or "",
        "model": record_to_json(record),
    }


def add_cards(db: Database, records: Iterable[Mapping[str, Any]]) -> int:
    """Insert or replace cards; returns how many."""
    rows = [card_row(r) for r in records]
    db.table("cards").insert_all(rows, pk="name", replace=True)
    return len(rows)


def add_nicknames(db: Database, nicknames: Mapping[str, str]) -> int:
    """Insert or replace nickname -> English name pairs (whatever the English name)."""
    rows = [{"key": normalize(nick), "nickname": nick, "name": name} for nick, name in nicknames.items()]
    db.table("nicknames").insert_all(rows, pk="key", replace=True)
    return len(rows)


def read_toml(path: Path) -> dict[str, Any]:
    try:
        with open(path, "rb") as fh:
            return tomllib.load(fh)
    except FileNotFoundError as exc:
        raise CardStoreError(f"file not found: {path}") from exc
    except (tomllib.TOMLDecodeError, UnicodeDecodeError) as exc:
        raise CardStoreError(f"{path}: not valid TOML ({exc})") from exc


def load_pool_records(path: Path = DEFAULT_POOL_TOML) -> list[dict[str, Any]]:
    """The `[[card]]` records of a pool TOML file, each checked by `card_from_record`."""
    data = read_toml(path)
    records = data.get("card")
    if not isinstance(records, list) or not records:
        raise CardStoreError(f"{path}: no [[card]] tables")
    seen: set[str] = set()
    for rec in records:
        try:
            card_from_record(rec)
        except CardEncodingError as exc:
            raise CardStoreError(f"{path}: {exc}") from exc
        if rec["name"] in seen:
            raise CardStoreError(f"{path}: card {rec['name']!r} is listed twice")
        seen.add(rec["name"])
    return records


def load_nicknames(path: Path = NICKNAMES_TOML) -> dict[str, str]:
    """The shared nickname list: nickname -> English card name."""
    data = read_toml(path).get("nicknames", {})
    if not isinstance(data, dict) or not all(isinstance(v, str) for v in data.values()):
        raise CardStoreError(f"{path}: [nicknames] must map nicknames to English card names")
    return dict(data)


def file_digest(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def build_default_pool(path: str | Path, toml_path: Path = DEFAULT_POOL_TOML) -> Path:
    """Build the card database of a pool TOML at `path`, atomically (temp file, then os.replace).

    The database depends on the TOML only (its nicknames are the cards' own `nicknames`; the shared
    list in nicknames.toml is merged by `cardpool.pool` when any database is opened).
    """
    path = Path(path)
    records = load_pool_records(toml_path)
    nicknames: dict[str, str] = {}
    for rec in records:
        for nick in rec.get("nicknames") or ():
            nicknames[nick] = rec["name"]

    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=path.name + ".", suffix=".tmp", dir=path.parent)
    os.close(fd)
    try:
        db = open_db(tmp)
        try:
            with db.atomic():
                add_cards(db, records)
                add_nicknames(db, nicknames)
                db.table("meta").insert_all(
                    [
                        {"key": "source", "value": "default_pool"},
                        {"key": "toml_sha256", "value": file_digest(toml_path)},
                    ],
                    pk="key",
                    replace=True,
                )
        finally:
            db.close()
        os.replace(tmp, path)
    except BaseException:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise
    return path
