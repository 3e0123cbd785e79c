"""`arbitre rule` and `arbitre rules` from the command line: the acceptance lines, formats,
languages, exit statuses, and no traceback on bad input."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from rules_support import CR_2008, CR_2026, acceptance_db, full_db

from bot.cli import main

REPO = Path(__file__).resolve().parents[1]


@pytest.fixture(autouse=True)
def clean_env(monkeypatch):
    for name in ("ARBITRE_CONFIG", "ARBITRE_LANG", "ARBITRE_RULES_DB", "ARBITRE_RULES_URL", "ARBITRE_DISABLED_PLUGINS"):
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setenv("LANG", "C.UTF-8")


@pytest.fixture(scope="module")
def db(tmp_path_factory) -> str:
    return str(full_db(tmp_path_factory))


def run(capsys, *argv):
    code = main(list(argv))
    out, err = capsys.readouterr()
    assert "Traceback" not in err
    return code, out, err


def test_acceptance_from_a_fresh_database(tmp_path):
    """The acceptance lines, run as a user would: a real `arbitre` process, a fresh database."""
    db = tmp_path / "rules.sqlite"
    env = {k: v for k, v in os.environ.items() if not k.startswith("ARBITRE_")}

    def arbitre(*args):
        return subprocess.run([sys.executable, "-m", "bot.cli", *args, "--rules", str(db)], cwd=REPO, env=env,
                              capture_output=True, text=True, timeout=120)

    p = arbitre("rules", "import", str(CR_2026))
    assert p.returncode == 0, p.stderr
    p = arbitre("rule", "601.2f", "--format", "json")
    assert p.returncode == 0, p.stderr
    data = json.loads(p.stdout)
    assert data["edition"] == "2026-01-16"
    assert data["rules"][0]["number"] == "601.2f"
    assert data["rules"][0]["text"].startswith("The player determines the total cost of the spell")
    assert "subrules" in data["rules"][0] and "glossary" in data and "note" in data
    p = arbitre("rule", "flashback")
    assert p.returncode == 0 and "Flashback (Glossary)" in p.stdout and "702.34a" in p.stdout
    p = arbitre("rule", "--search", "activate only as an instant")
    assert p.returncode == 0 and p.stdout.splitlines()[2].startswith("1. 602.5e")
    p = arbitre("rules", "import", str(CR_2008), "--lang", "en")
    assert p.returncode == 0, p.stderr
    p = arbitre("rule", "409.1g")
    assert p.returncode == 0
    assert "2008-10-01" in p.stdout and "601.2g" in p.stdout
    assert "chance to play mana abilities" in p.stdout  # the 2008 text
    assert "chance to activate mana abilities" in p.stdout  # today's
    p = arbitre("rule", "422")
    assert p.returncode == 0 and "732. Handling Illegal Actions" in p.stdout


def test_json_format(capsys, db):
    code, out, _ = run(capsys, "rule", "409.1g", "--edition", "2008-10-01", "--format", "json", "--rules", db)
    assert code == 0
    data = json.loads(out)
    assert data["edition"] == "2008-10-01"
    assert [r["number"] for r in data["rules"]] == ["409.1g", "601.2g"]
    assert data["counterparts"][0] | {} == data["counterparts"][0]
    cp = data["counterparts"][0]
    assert cp["number"] == "601.2g" and cp["confidence"] == "high" and 0.9 <= cp["score"] <= 1.0
    assert "601.2g" in data["note"]


def test_markdown_and_words(capsys, db):
    code, out, _ = run(capsys, "rule", "mana", "ability", "--format", "markdown", "--rules", db)
    assert code == 0
    assert "**Mana Ability** *(Glossary)*" in out and "**605.**" in out
    code, out, _ = run(capsys, "rule", "capacité de mana", "--rules", db)
    assert code == 0
    assert "Capacité de mana (« Mana Ability », glossaire)" in out and "Remarque :" in out
    code, out, _ = run(capsys, "rule", "folie", "--lang", "fr", "--rules", db)
    assert code == 0 and "702.35" in out


def test_french_text(capsys, db):
    code, out, _ = run(capsys, "rule", "602.5e", "--lang", "fr", "--rules", db)
    assert code == 0
    assert "Règles complètes, édition du 2026-01-16" in out and "Les capacités activées" in out
    code, out, _ = run(capsys, "rule", "601.2f", "--lang", "fr", "--rules", db)
    assert code == 0 and "The player determines" in out and "texte anglais" in out


@pytest.mark.parametrize("argv, status, words", [
    (["rule", "999.9z"], 1, "999.9z does not exist"),
    (["rule"], 2, "Empty question"),
    (["rule", "   "], 2, "Empty question"),
    (["rule", "x" * 10_000], 2, "too long"),
    (["rule", "--search", "y" * 10_000], 2, "too long"),
    (["rule", "--search", '"'], 2, "Nothing to look for"),
    (["rule", "601.2f", "--edition", "yesterday"], 2, "not an edition date"),
    (["rule", "601.2f", "--edition", "1999"], 1, "No imported edition"),
    (["rule", "qwxzvbnm"], 1, "Nothing found"),
    (["rule", "999.9z", "--lang", "fr"], 1, "n'existe dans aucune édition"),
    (["rule", "", "--lang", "fr"], 2, "Question vide"),
])
def test_bad_input_exit_status(capsys, db, argv, status, words):
    code, out, err = run(capsys, *argv, "--rules", db)
    assert code == status
    assert words in err
    assert out == ""


def test_bad_input_json(capsys, db):
    code, out, err = run(capsys, "rule", "999.9z", "--format", "json", "--rules", db)
    assert code == 1
    data = json.loads(out)
    assert data["error"]["code"] == "unknown_number" and "999.9z" in data["message"]


@pytest.mark.parametrize("query",
    ['"', "*", "NEAR(", 'NEAR("a" "b", 3)', "a AND OR NOT", "rules_fts:x", "'; drop table rules; --"])
def test_fts_syntax_is_harmless(capsys, db, query):
    for argv in (["rule", query], ["rule", "--search", query]):
        code, out, err = run(capsys, *argv, "--rules", db)
        assert code in (0, 1, 2)
        assert "sqlite" not in (out + err).lower() and "fts5" not in (out + err).lower()


def test_no_database(capsys, tmp_path):
    code, out, err = run(capsys, "rule", "601.2f", "--rules", str(tmp_path / "missing.sqlite"))
    assert code == 1 and "No rules database" in err
    code, out, err = run(capsys, "rule", "601.2f", "--lang", "fr", "--rules", str(tmp_path / "missing.sqlite"))
    assert code == 1 and "Aucune base de règles" in err
    code, out, err = run(capsys, "rules", "list", "--rules", str(tmp_path / "missing.sqlite"))
    assert code == 1


def test_rules_db_from_settings(capsys, db, tmp_path, monkeypatch):
    monkeypatch.setenv("ARBITRE_RULES_DB", db)
    code, out, _ = run(capsys, "rule", "702.35a")
    assert code == 0 and "Madness is a keyword" in out
    config = tmp_path / "c.toml"
    config.write_text(f'rules_db = "{db}"\nlang = "fr"\n', encoding="utf-8")
    monkeypatch.delenv("ARBITRE_RULES_DB")
    code, out, _ = run(capsys, "--config", str(config), "rule", "601.2f")
    assert code == 0 and "Règles complètes" in out
    code, out, _ = run(capsys, "--config", str(config), "rules", "list")
    assert code == 0 and "2009-10-01  fr" in out


def test_help_documents_exit_status(capsys):
    with pytest.raises(SystemExit):
        main(["rule", "--help"])
    out = capsys.readouterr().out
    assert "exit status" in out and "1 nothing found" in out and "2 bad input" in out


def test_cli_module_imports_light():
    code = ("import sys, bot.cli_rules; bad = [m for m in ('sqlite3', 'sqlite_utils', 'bot.rules.store', "
            "'discord', 'rapidfuzz') if m in sys.modules]; print(bad)")
    p = subprocess.run([sys.executable, "-c", code], cwd=REPO, capture_output=True, text=True, timeout=60)
    assert p.stdout.strip() == "[]", p.stdout + p.stderr


def test_acceptance_db_helper(tmp_path_factory, capsys):
    db = str(acceptance_db(tmp_path_factory))
    code, out, _ = run(capsys, "rule", "422", "--format", "json", "--rules", db)
    data = json.loads(out)
    assert data["edition"] == "2008-10-01" and data["counterparts"][0]["number"] == "732"
