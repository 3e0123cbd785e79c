"""Unreadable settings files, card databases and rules databases, through `arbitre ask`, `trace`,
`chat`, `rule` and `card` as a user meets them: one line on standard error that says what is wrong
with which file, in the user's language (--lang, else the message's, else the system's), exit 2,
never a traceback nor an internal error; and a rules question on a damaged rules database says the
database can't be read, never that no rule answers it.
"""

from __future__ import annotations

import sqlite3

import pytest

from bot.cli import main


def _run(capsys, *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out = capsys.readouterr()
    return code, out.out, out.err


@pytest.fixture
def files(tmp_path):
    bad_toml = tmp_path / "bad.toml"
    bad_toml.write_text("lang = 'fr'\nnot = [toml\n", encoding="utf-8")
    binary = tmp_path / "binary.toml"
    binary.write_bytes(b"\xff\xfe\x00garbage")
    bad_value = tmp_path / "value.toml"
    bad_value.write_text('max_input_chars = "abc"\n', encoding="utf-8")
    unknown = tmp_path / "unknown.toml"
    unknown.write_text("colour = 'blue'\n", encoding="utf-8")
    folder = tmp_path / "folder.toml"
    folder.mkdir()
    return {"bad": bad_toml, "binary": binary, "value": bad_value, "unknown": unknown, "folder": folder,
            "missing": tmp_path / "missing.toml"}


SETTINGS_SAID = {
    "bad": ("not valid TOML at line 2, column 8", "TOML invalide ligne 2, colonne 8"),
    "binary": ("not text in UTF-8", "pas du texte en UTF-8"),
    "value": ("(max_input_chars): a whole number is expected", "(max_input_chars) : un nombre entier est attendu"),
    "unknown": ("(colour): no such setting", "(colour) : ce réglage n'existe pas"),
    "folder": ("a folder, not a settings file", "c'est un dossier, pas un fichier de réglages"),
    "missing": ("settings file not found", "fichier de réglages introuvable"),
}


@pytest.mark.parametrize("problem", sorted(SETTINGS_SAID))
@pytest.mark.parametrize("command", [["ask", "--lang", "{lang}", "I cast Shock"], ["trace", "--lang", "{lang}", "-"],
                                     ["rule", "--lang", "{lang}", "601.2f"]])
@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_settings_file_that_cant_be_used_is_said_in_the_users_language(capsys, files, monkeypatch, problem,
                                                                           command, lang):
    monkeypatch.setattr("sys.stdin", __import__("io").StringIO("I cast Shock"))
    argv = [a.replace("{lang}", lang) for a in command] + ["--config", str(files[problem])]
    code, out, err = _run(capsys, *argv)
    assert code == 2 and not out
    assert err.startswith("arbitre: ") and err.count("\n") == 1, err
    assert SETTINGS_SAID[problem][lang == "fr"] in err, err
    assert "internal" not in err and "Traceback" not in err and "Error" not in err


@pytest.mark.parametrize(("lang_env", "said"), [("fr_FR.UTF-8", "c'est un dossier"), ("en_GB.UTF-8", "a folder")])
def test_commands_without_a_language_say_it_in_the_systems(capsys, files, monkeypatch, lang_env, said):
    monkeypatch.setenv("LANG", lang_env)
    monkeypatch.delenv("LC_ALL", raising=False)
    monkeypatch.delenv("LC_MESSAGES", raising=False)
    for argv in (["card", "LED"], ["chat"], ["cardpool", "coverage"], ["run"]):
        code, _, err = _run(capsys, *argv, "--config", str(files["folder"]))
        assert code == 2 and said in err, (argv, err)


def test_the_value_of_a_bad_setting_is_never_repeated(capsys, tmp_path):
    secret = tmp_path / "secret.toml"
    secret.write_text('shard_ids = "MTA5ODc2NTQzMjEw.secret-token"\n', encoding="utf-8")
    for lang in ("en", "fr"):
        code, _, err = _run(capsys, "ask", "--lang", lang, "--config", str(secret), "I cast Shock")
        assert code == 2 and "shard_ids" in err and "secret" not in err.replace(str(secret), "")


# ---------------------------------------------------------------------------- card databases


@pytest.fixture
def locked_cards(tmp_path, monkeypatch):
    """A real card database that another program holds locked (an import writing), with a short wait."""
    from cardpool import pool
    from foundation import storage

    db = tmp_path / "cards.sqlite"
    _small_db(db)
    monkeypatch.setattr(pool, "_connect_read_only", lambda path: storage.connect_read_only(path, busy_timeout=0.05))
    holder = sqlite3.connect(db, isolation_level=None)
    holder.execute("BEGIN EXCLUSIVE")
    yield db
    holder.execute("ROLLBACK")
    holder.close()


def _small_db(db) -> None:
    """A card database of the embedded pool's cards (what `cardpool import` writes, in a blink)."""
    import shutil

    from cardpool.pool import CardPool

    default = CardPool.open(None)
    shutil.copyfile(default.source, db)


@pytest.mark.parametrize(("message", "said"), [("I cast Shock targeting opponent", "in use by another program"),
                                               ("je lance Choc sur l'adversaire", "occupée par un autre programme")])
def test_a_locked_card_database_is_said_busy_not_foreign(capsys, locked_cards, message, said):
    code, out, err = _run(capsys, "ask", "--cards", str(locked_cards), message)
    assert code == 2 and not out and said in err and "not a card database" not in err, err


@pytest.mark.parametrize(("message", "said"), [("I cast Shock targeting opponent", "is a directory"),
                                               ("je lance Choc sur l'adversaire", "c'est un dossier")])
def test_a_folder_given_as_card_database(capsys, tmp_path, message, said):
    code, out, err = _run(capsys, "ask", "--cards", str(tmp_path), message)
    assert code == 2 and not out and said in err, err


@pytest.mark.parametrize(("message", "said"), [("I cast Shock targeting opponent", "card database not found"),
                                               ("je lance Choc sur l'adversaire", "base de cartes introuvable")])
def test_a_missing_card_database_in_the_messages_language(capsys, tmp_path, message, said):
    code, out, err = _run(capsys, "ask", "--cards", str(tmp_path / "none.sqlite"), message)
    assert code == 2 and not out and said in err, err


@pytest.mark.parametrize(("lang", "said"), [("fr", "base de cartes introuvable"), ("en", "card database not found")])
def test_chat_with_a_missing_card_database(capsys, tmp_path, monkeypatch, lang, said):
    monkeypatch.setattr("sys.stdin", __import__("io").StringIO("quit\n"))
    code, _, err = _run(capsys, "chat", "--lang", lang, "--cards", str(tmp_path / "none.sqlite"))
    assert code == 2 and said in err, err


# ---------------------------------------------------------------------------- rules databases


@pytest.mark.parametrize(("question", "said"), [("what does rule 601.2f say?", "the rules database can't be read"),
                                                ("que dit la règle 601.2f ?", "la base de règles est illisible")])
def test_a_rules_question_on_a_damaged_rules_database_says_so(capsys, tmp_path, question, said):
    junk = tmp_path / "rules.sqlite"
    junk.write_bytes(b"SQLite format 2\x00" + bytes(range(256)) * 20)
    code, out, err = _run(capsys, "ask", "--rules", str(junk), question)
    assert said in out and "No rule answers" not in out and "Aucune règle" not in out, out
    assert "StorageError" not in err and "detail=" not in err, err
    assert code == 1
