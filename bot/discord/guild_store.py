"""Per-server (guild) settings of the Discord bot: one SQLite file, written through sqlite-utils.

Table `guild_settings` (schema kept by sqlite-utils migrations, set "arbitre_guilds"):
`guild_id` (primary key), `lang` ("auto" | "fr" | "en"), `prefix` ("" = the configured default),
`inline_cards` (0/1), `disabled_plugins` (JSON list of entry-point names), `updated_at`,
`updated_by` (the user id that last changed them).

The file is in WAL mode, so several bot processes (shards) may share it; each process keeps
an in-memory copy of the rows it has read, dropped when another connection has committed
(`PRAGMA data_version`, checked at most every `refresh` seconds: a change made by another
process shows within that delay). Reads are a dict hit; writes are rare (a moderator).
"""

from __future__ import annotations

import datetime as _dt
import json
import os
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass, field, replace
from typing import Any

from foundation.errors import GuildStoreError
from foundation.storage import open_database, write_transaction

SCHEMA_VERSION = 1
MIGRATION_SET = "arbitre_guilds"
LANGS = ("auto", "fr", "en")


@dataclass(frozen=True)
class GuildSettings:
    guild_id: int
    lang: str = "auto"
    prefix: str = ""  # "" = the bot's default prefix
    inline_cards: bool = True
    disabled_plugins: tuple[str, ...] = field(default_factory=tuple)

    def prefix_or(self, default: str) -> str:
        return self.prefix or default


def _migrations():
    from sqlite_utils import Migrations  # sqlite-utils >= 4

    migrations = Migrations(MIGRATION_SET)

    @migrations()
    def m001_guild_settings(db) -> None:
        db.table("guild_settings").create(
            {"guild_id": int, "lang": str, "prefix": str, "inline_cards": int, "disabled_plugins": str,
             "updated_at": str, "updated_by": int},
            pk="guild_id",
            not_null={"lang", "prefix", "inline_cards", "disabled_plugins"},
            defaults={"lang": "auto", "prefix": "", "inline_cards": 1, "disabled_plugins": "[]"},
        )
        db.execute(f"PRAGMA user_version = {SCHEMA_VERSION}")

    return migrations


def validate(lang: str | None = None, prefix: str | None = None) -> None:
    if lang is not None and lang not in LANGS:
        raise GuildStoreError(f"language must be one of {', '.join(LANGS)}, not {lang!r}")
    if prefix is not None:
        from bot.settings import visible_text

        if len(prefix) > 5 or (prefix and not visible_text(prefix)):
            raise GuildStoreError("a prefix has at most 5 characters, without spaces or backticks")


class GuildStore:
    """Per-guild settings on a SQLite file (":memory:" for a throw-away store). Thread-safe."""

    def __init__(self, path: str | os.PathLike[str], refresh: float = 1.0) -> None:
        """Open (creating it if needed) the settings file; StorageError when it can't be used."""
        self.path = str(path)
        self._lock = threading.RLock()
        self.db = open_database(path, migrations=_migrations(), user_version=SCHEMA_VERSION, wal=True)
        self._cache: dict[int, GuildSettings] = {}
        self.refresh = refresh
        self._version = self._data_version()
        self._checked = time.monotonic()

    def __repr__(self) -> str:
        return f"GuildStore({self.path!r})"

    def close(self) -> None:
        with self._lock:
            self.db.close()

    @property
    def journal_mode(self) -> str:
        return self.db.journal_mode

    def schema_version(self) -> int:
        with self._lock:
            return int(self.db.execute("PRAGMA user_version").fetchone()[0])

    # ------------------------------------------------------------------ reading

    def _data_version(self) -> int:
        return int(self.db.execute("PRAGMA data_version").fetchone()[0])

    def get(self, guild_id: int | None) -> GuildSettings:
        """The settings of a guild (defaults when it never changed any, or for None: a DM)."""
        if guild_id is None:
            return GuildSettings(0)
        guild_id = int(guild_id)
        with self._lock:
            now = time.monotonic()
            if now - self._checked >= self.refresh:
                self._checked = now
                version = self._data_version()
                if version != self._version:  # another process wrote: forget what was read
                    self._cache.clear()
                    self._version = version
            cached = self._cache.get(guild_id)
            if cached is not None:
                return cached
            row = self.db.execute(
                "SELECT lang, prefix, inline_cards, disabled_plugins FROM guild_settings WHERE guild_id = ?",
                (guild_id,),
            ).fetchone()
            settings = GuildSettings(guild_id) if row is None else _from_row(guild_id, row)
            self._cache[guild_id] = settings
            return settings

    def all(self) -> list[GuildSettings]:
        with self._lock:
            rows = self.db.execute(
                "SELECT guild_id, lang, prefix, inline_cards, disabled_plugins FROM guild_settings ORDER BY guild_id"
            ).fetchall()
        return [_from_row(r[0], r[1:]) for r in rows]

    # ------------------------------------------------------------------ writing

    def update(self, guild_id: int, *, by: int | None = None, lang: str | None = None, prefix: str | None = None,
               inline_cards: bool | None = None, disabled_plugins: tuple[str, ...] | list[str] | None = None
               ) -> GuildSettings:
        """Change some settings of a guild (None = unchanged); returns the new settings."""
        validate(lang, prefix)
        changes: dict[str, Any] = {}
        if lang is not None:
            changes["lang"] = lang
        if prefix is not None:
            changes["prefix"] = prefix
        if inline_cards is not None:
            changes["inline_cards"] = bool(inline_cards)
        if disabled_plugins is not None:
            changes["disabled_plugins"] = tuple(sorted(set(disabled_plugins)))
        return self._change(guild_id, by, lambda current: replace(current, **changes))

    def set_plugin(self, guild_id: int, plugin: str, enabled: bool, by: int | None = None) -> GuildSettings:
        def switch(current: GuildSettings) -> GuildSettings:
            off = set(current.disabled_plugins)
            if enabled:
                off.discard(plugin)
            else:
                off.add(plugin)
            return replace(current, disabled_plugins=tuple(sorted(off)))

        return self._change(guild_id, by, switch)

    def _change(self, guild_id: int, by: int | None,
                change: Callable[[GuildSettings], GuildSettings]) -> GuildSettings:
        """One atomic read-modify-write: the row is read under the write lock (BEGIN IMMEDIATE), so a
        change made meanwhile by another thread or process is never overwritten."""
        guild_id = int(guild_id)
        with self._lock, write_transaction(self.db):
            row = self.db.execute(
                "SELECT lang, prefix, inline_cards, disabled_plugins FROM guild_settings WHERE guild_id = ?",
                (guild_id,),
            ).fetchone()
            new = change(GuildSettings(guild_id) if row is None else _from_row(guild_id, row))
            self.db.execute(
                "INSERT INTO guild_settings (guild_id, lang, prefix, inline_cards, disabled_plugins, updated_at, "
                "updated_by) VALUES (?, ?, ?, ?, ?, ?, ?) ON CONFLICT(guild_id) DO UPDATE SET lang = excluded.lang, "
                "prefix = excluded.prefix, inline_cards = excluded.inline_cards, "
                "disabled_plugins = excluded.disabled_plugins, updated_at = excluded.updated_at, "
                "updated_by = excluded.updated_by",
                (guild_id, new.lang, new.prefix, int(new.inline_cards), json.dumps(list(new.disabled_plugins)),
                 _dt.datetime.now(_dt.UTC).isoformat(timespec="seconds"), by),
            )
        with self._lock:
            self._cache[guild_id] = new
            self._version = self._data_version()
        return new

    def reset(self, guild_id: int) -> GuildSettings:
        with self._lock:
            with write_transaction(self.db):
                self.db.execute("DELETE FROM guild_settings WHERE guild_id = ?", (int(guild_id),))
            self._cache.pop(int(guild_id), None)
            self._version = self._data_version()
        return self.get(guild_id)


def _from_row(guild_id: int, row: Any) -> GuildSettings:
    lang, prefix, inline_cards, plugins = row
    try:
        disabled = tuple(str(p) for p in json.loads(plugins or "[]"))
    except (json.JSONDecodeError, TypeError):
        disabled = ()
    return GuildSettings(int(guild_id), lang if lang in LANGS else "auto", prefix or "", bool(inline_cards), disabled)
