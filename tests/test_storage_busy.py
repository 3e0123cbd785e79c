"""A locked SQLite file (another program writing it: an import) is said, never waited for in silence: a rules
look-up stops at once with a message in the asker's language, a writer says it waits, and a lock held past its
wait is `DatabaseBusy` (foundation/storage.py, bot/rules/service.py, `arbitre rules import`). No durations are
asserted: what is checked is the kind of the error and what the user reads."""

from __future__ import annotations

import shutil
import sqlite3
from pathlib import Path

import pytest
from rules_support import CR_2008, acceptance_db

from bot.render.rules import error_text
from bot.rules import RulesService
from foundation import storage
from foundation.errors import DatabaseBusy, RulesBusy, StorageError


@pytest.fixture()
def rules_copy(tmp_path, tmp_path_factory) -> Path:
    path = tmp_path / "rules.sqlite"
    shutil.copy(acceptance_db(tmp_path_factory), path)
    return path


def _hold(path: Path, how: str = "EXCLUSIVE") -> sqlite3.Connection:
    """Another program's connection, holding the file's lock until rolled back."""
    holder = sqlite3.connect(path, isolation_level=None)
    holder.execute(f"BEGIN {how}")
    return holder


def test_a_locked_rules_database_is_said_at_once_in_the_askers_language(rules_copy):
    opened, fresh = RulesService(rules_copy), RulesService(rules_copy)
    assert opened.lookup("601.2f").ok  # its store is open before the lock
    holder = _hold(rules_copy)
    try:
        for service in (opened, fresh):  # a query on the open store, and opening one
            answer = service.lookup("601.2f", lang="en")
            assert isinstance(answer.error, RulesBusy) and answer.error.kind == "busy"
            assert not answer.bad_input and answer.to_json()["error"]["code"] == "busy"
            english = error_text(answer.to_json(), "en")
            assert english.startswith("The rules database is locked by another program") and "Try again" in english
            assert answer.error.params == {"path": str(rules_copy.absolute())}  # for the logs, not shown in chat
            french = error_text(service.lookup("601.2f", lang="fr").to_json(), "fr")
            assert "est verrouillée par un autre programme" in french and "Réessayez dans une minute" in french
            assert service.complete("601") == [] and service.reading(lambda store: store.latest()) is None
    finally:
        holder.rollback()
        holder.close()
    assert opened.lookup("601.2f").ok and fresh.lookup("601.2f").ok  # served again once it is released
    opened.close()
    fresh.close()


def test_a_rules_question_on_a_locked_database_says_so(rules_copy, tmp_path):
    from bot.core import Arbitre
    from bot.settings import load_settings

    arbitre = Arbitre(load_settings(env={}, cache_dir=str(tmp_path), rules_db=str(rules_copy)))
    holder = _hold(rules_copy)
    try:
        english = arbitre.rules_question("what happens to a creature with 0 toughness?", "en")
        french = arbitre.rules_question("que devient une créature d'endurance 0 ?", "fr")
    finally:
        holder.rollback()
        holder.close()
    assert english.exit_code == 1 and english.data["rules"] == []
    assert "locked by another program" in english.data["note"] and "try again in a minute" in english.data["note"]
    assert "verrouillée par un autre programme" in french.data["note"]
    assert "réessayez dans une minute" in french.data["note"]


def test_a_writer_says_it_waits_and_a_lock_held_past_its_wait_is_database_busy(tmp_path):
    path = tmp_path / "store.sqlite"
    setup = storage.connect(path)
    setup.execute("create table t (x integer)")
    setup.commit()
    setup.close()
    writer = storage.connect(path, busy_timeout=0.05)
    told: list[str] = []
    holder = _hold(path, "IMMEDIATE")  # another writer
    try:
        with pytest.raises(DatabaseBusy) as caught, storage.write_transaction(writer, lambda: told.append("wait")):
            writer.execute("insert into t values (1)")
    finally:
        holder.rollback()
        holder.close()
    assert told == ["wait"] and isinstance(caught.value, StorageError) and caught.value.kind == "database_busy"
    assert "another program kept it locked" in str(caught.value) and not writer.in_transaction
    with storage.write_transaction(writer, lambda: told.append("wait")):  # free: written, nobody told to wait
        writer.execute("insert into t values (2)")
    assert told == ["wait"] and writer.execute("select x from t").fetchall() == [(2,)]
    writer.close()


@pytest.mark.parametrize(("lang", "waiting", "refused"), [
    ("en", "Another program is writing to the rules database", "Import refused, the database is unchanged: "
                                                                "another program kept the rules database locked"),
    ("fr", "Un autre programme écrit dans la base de règles", "Import refusé, la base n'a pas changé : un autre "
                                                             "programme a gardé la base de règles verrouillée"),
])
def test_an_import_says_it_waits_for_another_then_gives_up(tmp_path, monkeypatch, capsys, lang, waiting, refused):
    from bot.cli import main
    from bot.rules import store

    db = tmp_path / "rules.sqlite"
    store.RulesStore(db).close()
    monkeypatch.setattr(store, "IMPORT_WAIT", 0.05)
    monkeypatch.setenv("ARBITRE_LANG", lang)
    holder = _hold(db, "IMMEDIATE")  # another import writing
    try:
        code = main(["rules", "import", str(CR_2008), "--rules", str(db)])
    finally:
        holder.rollback()
        holder.close()
    err = capsys.readouterr().err
    assert code == 1 and waiting in err and refused in err and "Traceback" not in err
    assert RulesService(db).lookup("100.1").error.kind == "no_rules_imported"  # nothing was written
