"""`arbitre card NAME` and the `arbitre cardpool` commands, as a user runs them."""

from __future__ import annotations

import gzip
import json
import subprocess
import sys
from pathlib import Path

import pytest
from conftest import ATOMIC

from bot.cli import main


@pytest.fixture(scope="session")
def db(full_db) -> Path:
    return full_db


@pytest.fixture(autouse=True)
def isolated_settings(tmp_path, monkeypatch):
    """No user settings: the default import path is a temp file, the cache a temp dir."""
    monkeypatch.setenv("ARBITRE_CARDS_IMPORT_DB", str(tmp_path / "home" / "cards.sqlite"))
    monkeypatch.setenv("ARBITRE_CACHE_DIR", str(tmp_path / "cache"))
    monkeypatch.delenv("ARBITRE_CARDS_DB", raising=False)
    monkeypatch.delenv("ARBITRE_CONFIG", raising=False)
    for name in ("LC_ALL", "LC_MESSAGES", "ARBITRE_LANG"):  # errors in English unless a test asks for French
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setenv("LANG", "C.UTF-8")


def run(capsys, *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out = capsys.readouterr()
    return code, out.out, out.err


@pytest.mark.parametrize("query, name, name_fr", [
    ("diamant de l oeil du lion", "Lion's Eye Diamond", "Diamant de l'oeil du lion"),
    ("Guivre arrogante", "Arrogant Wurm", "Guivre arrogante"),
    ("forets", "Forest", "Forêt"),
    ("LED", "Lion's Eye Diamond", "Diamant de l'oeil du lion"),
])
def test_card_json(capsys, db, query, name, name_fr):
    code, out, _ = run(capsys, "card", query, "--cards", str(db), "--format", "json")
    assert code == 0
    info = json.loads(out)
    assert info["name"] == name and info["name_fr"] == name_fr
    assert {"name", "name_fr", "mana_cost", "type", "text", "text_fr", "rulings"} <= set(info)
    assert isinstance(info["rulings"], list)


def test_card_json_fields(capsys, db):
    code, out, _ = run(capsys, "card", "Arrogant Wurm", "--cards", str(db), "--format", "json")
    info = json.loads(out)
    assert info["mana_cost"] == "{3}{G}{G}"
    assert info["type"] == "Creature — Wurm"
    assert info["text"].startswith("Trample\nMadness {2}{G}")
    assert info["text_fr"].startswith("Piétinement")
    assert info["power"] == "4" and info["toughness"] == "4"


def test_card_text_output(capsys, db):
    code, out, _ = run(capsys, "card", "Lion's", "Eye", "Diamond", "--cards", str(db), "--rulings")
    assert code == 0
    assert out.startswith("Lion's Eye Diamond  (Diamant de l'oeil du lion)   {0}")
    assert "Activate only as an instant." in out
    assert "Rulings: 1" in out
    assert "The ability is a mana ability" in out


def test_card_text_in_french(capsys, db):
    code, out, _ = run(capsys, "card", "Guivre arrogante", "--cards", str(db))
    assert code == 0
    assert out.startswith("Guivre arrogante  (Arrogant Wurm)")
    assert out.index("Texte français") < out.index("Oracle")
    assert "Décisions officielles : aucune" in out


def test_unknown_card_exits_2_with_suggestions(capsys, db):
    code, out, err = run(capsys, "card", "Lion's Eye Diamnod", "--cards", str(db))
    assert code == 2
    assert "unknown card" in err
    assert "did you mean: Lion's Eye Diamond" in err
    code, out, _ = run(capsys, "card", "Lion's Eye Diamnod", "--cards", str(db), "--format", "json")
    assert code == 2
    data = json.loads(out)
    assert data["suggestions"][0] == "Lion's Eye Diamond" and len(data["suggestions"]) <= 5


def test_split_card_by_full_name(capsys, db):
    code, out, _ = run(capsys, "card", "Fire // Ice", "--cards", str(db), "--format", "json")
    info = json.loads(out)
    assert info["name"] == "Fire // Ice" and info["name_fr"] == "Feu // Glace"
    assert info["mana_cost"] == "{1}{R} // {1}{U}"
    assert [f["name"] for f in info["faces"]] == ["Fire", "Ice"]
    code, out, _ = run(capsys, "card", "Ice", "--cards", str(db), "--format", "json")
    info = json.loads(out)
    assert info["name"] == "Ice" and info["card_name"] == "Fire // Ice" and info["faces"] == ["Fire", "Ice"]


def test_card_on_the_embedded_pool(capsys):
    code, out, _ = run(capsys, "card", "Force de volonte", "--format", "json")
    assert code == 0
    info = json.loads(out)
    assert info["name"] == "Force of Will" and info["mana_cost"] == "{3}{U}{U}" and info["type"] == "Instant"
    assert info["text"] is None  # the embedded pool keeps no Oracle text


def test_import_then_default_database(capsys, tmp_path):
    src = tmp_path / "tor.json.gz"
    sets = ATOMIC.parent / "mtgjson_v5_sets"
    src.write_bytes(gzip.compress((sets / "TOR.json").read_bytes()))
    code, out, _ = run(capsys, "cardpool", "import", str(src))
    assert code == 0 and "imported" in out
    assert (tmp_path / "home" / "cards.sqlite").is_file()
    code, out, _ = run(capsys, "card", "Guivre arrogante", "--format", "json")  # reads the imported database
    assert code == 0 and json.loads(out)["text"]
    code, out, _ = run(capsys, "cardpool", "coverage", "--format", "json")
    assert code == 0 and json.loads(out)["faces"] > 100


@pytest.mark.parametrize("content, code, message", [
    (b"", 2, "empty"),
    (b"{\"data\": ", 2, "malformed JSON"),
    (b"[1, 2]", 2, "not an MTGJSON file"),
])
def test_import_errors(capsys, tmp_path, content, code, message):
    src = tmp_path / "bad.json"
    src.write_bytes(content)
    got, out, err = run(capsys, "cardpool", "import", str(src), "--cards", str(tmp_path / "x.sqlite"))
    assert got == code
    assert message in err and "not changed" in err
    assert not (tmp_path / "x.sqlite").exists()


@pytest.mark.parametrize("content, message", [
    (b"", "le fichier est vide"),
    (b"{\"data\": ", "JSON mal formé"),
    (b"[1, 2]", "ce n'est pas un fichier MTGJSON"),
])
def test_import_errors_in_french(capsys, tmp_path, monkeypatch, content, message):
    """A French user (LANG=fr_FR) reads why an import failed in French, with French typography."""
    monkeypatch.setenv("LANG", "fr_FR.UTF-8")
    src = tmp_path / "bad.json"
    src.write_bytes(content)
    got, out, err = run(capsys, "cardpool", "import", str(src), "--cards", str(tmp_path / "x.sqlite"))
    assert got == 2
    assert message in err and "la base de cartes n'a pas été modifiée" in err
    assert f"{src} : " in err and "not changed" not in err
    code, _, err = run(capsys, "cardpool", "import", str(tmp_path / "nowhere.json"), "--cards",
                       str(tmp_path / "x.sqlite"))
    assert code == 2 and "fichier introuvable" in err


def test_import_a_directory(capsys, tmp_path):
    code, _, err = run(capsys, "cardpool", "import", str(tmp_path), "--cards", str(tmp_path / "x.sqlite"))
    assert code == 2 and "is a directory" in err


def test_coverage_text_and_errors(capsys, db, tmp_path):
    code, out, _ = run(capsys, "cardpool", "coverage", "--cards", str(db))
    assert code == 0
    assert "casting-relevant text fully recognized" in out and "most frequent unrecognized fragments" in out
    code, _, err = run(capsys, "cardpool", "coverage")  # nothing imported in this isolated home
    assert code == 1 and "cardpool import" in err


def test_fetch_without_address(capsys, monkeypatch):
    monkeypatch.setenv("ARBITRE_CARDS_URL", "")
    code, _, err = run(capsys, "cardpool", "fetch")
    assert code == 2 and "--url" in err


def test_fetch_404_exit_code(capsys, tmp_path):
    import http.server
    import threading

    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), http.server.SimpleHTTPRequestHandler)
    server.RequestHandlerClass.log_message = lambda *a: None
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        url = f"http://127.0.0.1:{server.server_address[1]}/no-such-file.json"
        code, _, err = run(capsys, "cardpool", "fetch", "--url", url, "--timeout", "5", "--cards",
                           str(tmp_path / "x.sqlite"))
    finally:
        server.shutdown()
        server.server_close()
    assert code == 1 and "404" in err and not (tmp_path / "x.sqlite").exists()


def test_the_command_line_entry_point(db):
    proc = subprocess.run([sys.executable, "-m", "bot.cli", "card", "FoW", "--cards", str(db)],
                          capture_output=True, text=True, cwd=Path(__file__).resolve().parents[1], timeout=60)
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout.startswith("Force of Will  (Force de volonté)")


def test_unknown_card_message_in_the_language_of_the_name():
    """A misspelled French name gets a French message; an English one, English; --lang wins."""
    import subprocess
    import sys

    def run(*argv):
        return subprocess.run([sys.executable, "-m", "bot.cli", "card", *argv], capture_output=True, text=True,
                              timeout=60)

    fr = run("Diamant de l'oeil du lino")
    assert fr.returncode == 2 and "carte inconnue" in fr.stderr and "Diamant de l'oeil du lion" in fr.stderr
    en = run("Lion's Eye Diamnod")
    assert en.returncode == 2 and "unknown card" in en.stderr and "Lion's Eye Diamond" in en.stderr
    forced = run("Lion's Eye Diamnod", "--lang", "fr")
    assert "carte inconnue" in forced.stderr
