"""The storage layer (foundation/storage.py) and the stores built on it: no lost update between
threads or processes (issue 13, defect 5), migrations applied once, the rules imports serialised
(defect 9), leftovers of a killed card import removed, a read-only card database kept."""

from __future__ import annotations

import multiprocessing
import os
import sqlite3
import subprocess
import sys
import threading
from pathlib import Path

import pytest
from rules_support import CR_2008, CR_2026

from bot.discord.guild_store import GuildStore
from foundation import storage
from foundation.errors import CardImportError, StorageError

REPO = Path(__file__).resolve().parents[1]


def _toggle_many(path: str, names: list[str]) -> None:
    store = GuildStore(path)
    try:
        for name in names:
            store.set_plugin(42, name, enabled=False)
    finally:
        store.close()


def test_concurrent_settings_changes_from_threads_are_all_kept(tmp_path):
    path = str(tmp_path / "guilds.sqlite")
    GuildStore(path).close()
    shared = GuildStore(path)
    names = [f"plugin{i:03d}" for i in range(240)]
    # half the threads share one store (one connection), half open their own (as separate shards do)
    threads = []
    for k in range(12):
        chunk = names[k::12]
        if k % 2:
            threads.append(threading.Thread(target=_toggle_many, args=(path, chunk)))
        else:
            threads.append(threading.Thread(target=lambda c=chunk: [shared.set_plugin(42, n, False) for n in c]))
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    shared.close()
    again = GuildStore(path)
    try:
        assert again.get(42).disabled_plugins == tuple(names)
    finally:
        again.close()


def test_concurrent_settings_changes_from_processes_are_all_kept(tmp_path):
    path = str(tmp_path / "guilds.sqlite")
    GuildStore(path).close()
    ctx = multiprocessing.get_context("spawn")
    names = [f"p{i:02d}" for i in range(48)]
    procs = [ctx.Process(target=_toggle_many, args=(path, names[k::4])) for k in range(4)]
    for p in procs:
        p.start()
    for p in procs:
        p.join(120)
    assert [p.exitcode for p in procs] == [0, 0, 0, 0]  # no "database is locked"
    again = GuildStore(path)
    try:
        assert again.get(42).disabled_plugins == tuple(names)
    finally:
        again.close()


def test_every_connection_waits_for_locks(tmp_path):
    conn = storage.connect(tmp_path / "x.sqlite", busy_timeout=3.5)
    assert conn.execute("PRAGMA busy_timeout").fetchone()[0] == 3500
    db = storage.open_database(tmp_path / "y.sqlite")
    assert db.execute("PRAGMA busy_timeout").fetchone()[0] == int(storage.BUSY_TIMEOUT * 1000)


def test_write_transaction_rolls_back_on_error(tmp_path):
    db = storage.open_database(tmp_path / "t.sqlite")
    db.execute("CREATE TABLE t (x INTEGER)")
    with pytest.raises(ZeroDivisionError), storage.write_transaction(db):
        db.execute("INSERT INTO t VALUES (1)")
        1 / 0  # noqa: B018
    assert db.execute("SELECT count(*) FROM t").fetchone()[0] == 0


def test_unusable_files_are_storage_errors(tmp_path):
    bad = tmp_path / "bad.sqlite"
    bad.write_bytes(b"this is not a database at all" * 100)
    from sqlite_utils import Migrations

    m = Migrations("x")

    @m()
    def m001(db):
        db["t"].create({"x": int})

    with pytest.raises(StorageError, match="bad.sqlite"):
        storage.open_database(bad, migrations=m)
    with pytest.raises(StorageError):
        storage.connect_read_only(tmp_path / "missing.sqlite")
    blocker = tmp_path / "file"
    blocker.write_text("x")
    with pytest.raises(StorageError, match="folder"):
        storage.open_database(blocker / "sub" / "db.sqlite")


def test_migrations_run_once_when_two_processes_open_a_new_file(tmp_path):
    path = tmp_path / "g.sqlite"
    code = ("import sys; from bot.discord.guild_store import GuildStore; "
            "s = GuildStore(sys.argv[1]); s.update(1, lang='fr'); s.close()")
    procs = [subprocess.Popen([sys.executable, "-c", code, str(path)], cwd=REPO, stderr=subprocess.PIPE)
             for _ in range(4)]
    errors = [p.communicate(timeout=120)[1].decode() for p in procs]
    assert [p.returncode for p in procs] == [0, 0, 0, 0], errors
    conn = sqlite3.connect(path)
    assert conn.execute("SELECT count(*) FROM _sqlite_migrations").fetchone()[0] == 1


# ------------------------------------------------------------------ rules imports (defect 9)


def test_concurrent_rules_imports_align_every_edition(tmp_path):
    from bot.rules.parser import parse_rules, read_rules_file
    from bot.rules.store import RulesStore

    path = tmp_path / "rules.sqlite"
    RulesStore(path).close()
    parsed = [parse_rules(read_rules_file(CR_2008)), parse_rules(read_rules_file(CR_2026))]
    start = threading.Barrier(2)
    failures: list[BaseException] = []

    def run(edition):
        store = RulesStore(path)  # a connection of its own, as another process would have
        try:
            start.wait()
            store.import_parsed(edition)
        except BaseException as exc:  # noqa: BLE001 - reported by the assertion below
            failures.append(exc)
        finally:
            store.close()

    threads = [threading.Thread(target=run, args=(p,)) for p in parsed]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert failures == []
    store = RulesStore(path, create=False)
    try:
        assert store.counterpart("2008-10-01", "409.1g")["number"] == "601.2g"
    finally:
        store.close()


# ------------------------------------------------------------------ card imports (defect 9)


def _small_mtgjson(tmp_path: Path) -> Path:
    import json

    card = {"name": "Grizzly Bears", "manaCost": "{1}{G}", "type": "Creature — Bear", "types": ["Creature"],
            "subtypes": ["Bear"], "supertypes": [], "text": "", "power": "2", "toughness": "2",
            "layout": "normal", "colors": ["G"], "manaValue": 2.0, "foreignData": []}
    path = tmp_path / "cards.json"
    path.write_text(json.dumps({"meta": {}, "data": {"Grizzly Bears": [card]}}), encoding="utf-8")
    return path


def test_a_killed_import_s_leftovers_are_removed_by_the_next(tmp_path):
    from cardpool.importer import import_files

    target = tmp_path / "cards.sqlite"
    stale = tmp_path / "cards.sqlite.abc123.importing"
    stale.write_bytes(b"half a database")
    Path(f"{stale}-journal").write_bytes(b"")
    import_files([_small_mtgjson(tmp_path)], target, progress=False)
    assert not stale.exists() and not Path(f"{stale}-journal").exists()
    assert target.is_file() and list(tmp_path.glob("*.importing")) == []


def test_a_live_import_s_file_is_left_alone(tmp_path):
    live = tmp_path / "cards.sqlite.live.importing"
    live.write_bytes(b"")
    with storage.held(live):
        assert storage.remove_stale(tmp_path, "cards.sqlite.*.importing") == []
        assert live.exists()
    assert storage.remove_stale(tmp_path, "cards.sqlite.*.importing") == [live]


def test_a_read_only_card_database_is_not_replaced(tmp_path, monkeypatch):
    from cardpool.importer import import_files

    target = tmp_path / "cards.sqlite"
    target.write_bytes(b"keep me")
    target.chmod(0o444)
    real_access = os.access
    # root may write any file: the importer's own check (os.access) is what is tested
    monkeypatch.setattr(os, "access", lambda p, mode: False if Path(p) == target else real_access(p, mode))
    with pytest.raises(CardImportError, match="read-only"):
        import_files([_small_mtgjson(tmp_path)], target, progress=False)
    assert target.read_bytes() == b"keep me"

