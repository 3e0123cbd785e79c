"""Bad input, case by case (FR and EN): a clear message in the message's language, exit 2, no traceback.

Empty messages, messages over the size limit, binary junk, unknown cards (with suggestions),
targets that don't exist, players who aren't declared, impossible numbers; then the safety net
for bugs (an internal error is still an error, exit 2), then the CLI itself on files that are
not messages (subprocesses: few, they are slower).
"""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

# French words that only a French message would contain (accents included on purpose).
FRENCH = ("carte", "message", "cible", "joueur", "valeur", "nombre", "attendu", "impossible", "lignes", "ligne",
          "marque", "vide", "trop", "déclaré", "caractères", "précisez", "nécessaire", "n'y a pas", "nulle part",
          "n'est pas", "erreur")


def assert_error(data: dict, kind: str | tuple[str, ...], lang: str, *words: str, line: int | None = None,
                 column: int | bool | None = None) -> dict:
    """verdict error, exit 2, an error object of `kind` worded in `lang` (containing `words`)."""
    kinds = (kind,) if isinstance(kind, str) else kind
    assert data["verdict"] == "error", data
    assert data["exit"] == 2
    assert data["illegal"] is None
    err = data["error"]
    assert err is not None and err["kind"] in kinds, err
    assert data["lang"] == lang
    message = err["message"]
    assert message.strip() and "Traceback" not in message and "err." not in message, message
    assert not re.search(r"\{[a-z_]{2,}\}", message), message  # no unfilled template field ({card}...)
    lowered = message.lower()
    if lang == "fr":
        assert any(w in lowered for w in FRENCH), message
    for word in words:
        assert word.lower() in lowered, (word, message)
    if line is not None:
        assert err["line"] == line, err
    if column is True:
        assert isinstance(err["column"], int) and err["column"] >= 1, err
    elif column is not None:
        assert err["column"] == column, err
    assert isinstance(err["suggestions"], list)
    json.dumps(data)
    return err


# ---------------------------------------------------------------------------- empty, huge, binary

@pytest.mark.parametrize("text", ["", "   ", "\n\n\t\n", "# just a comment", "// rien\n# toujours rien", "```\n```"])
def test_empty_message(trace, text):
    assert_error(trace(text), "syntax", "en", "empty")


def test_empty_message_in_french(trace):
    assert_error(trace("", "fr"), "syntax", "fr", "vide")


def test_message_over_the_limit_en(trace, arbitre):
    limit = arbitre.settings.max_message_chars
    text = ("I pass\n" * (limit // 7 + 2))[: limit + 1]
    assert_error(trace(text), "too_large", "en", "too long", str(limit))


def test_message_over_the_limit_fr(trace, arbitre):
    limit = arbitre.settings.max_message_chars
    text = "je passe\n" * (limit // 9 + 1)
    assert len(text) > limit
    assert_error(trace(text), "too_large", "fr", "trop long")


def test_message_of_20000_characters_is_still_read(trace, arbitre):
    """Exactly at the limit: judged, not refused."""
    limit = arbitre.settings.max_message_chars
    head = "I pass\n"
    text = head + "#" + "x" * (limit - len(head) - 1)
    assert len(text) == limit
    data = trace(text)
    assert data["verdict"] == "legal" and data["exit"] == 0


def test_one_20000_character_line(trace, arbitre):
    """A very long line that is not a play: an error naming what was expected, fast."""
    text = "I cast " + "x on " * ((arbitre.settings.max_message_chars - 10) // 5)
    assert_error(trace(text), "unknown_card", "en", line=1, column=True)


@pytest.mark.parametrize("text", [
    "\x00\x01\x02\x03 binary",
    "me: hand Island\x1b[31m\nI pass",
    bytes(range(256)).decode("latin-1"),
    b"\xff\xfe\x00\x00garbage\x89PNG\r\n\x1a\n".decode("utf-8", errors="replace"),
])
def test_binary_junk(trace, text):
    err = assert_error(trace(text), ("syntax", "unknown_card"), "en", column=True)
    assert err["line"] >= 1


def test_binary_junk_in_french_output(trace):
    assert_error(trace("\x00\x01\x02", "fr"), "syntax", "fr", "caractères de contrôle", line=1, column=1)


# ---------------------------------------------------------------------------- unknown cards

def test_misspelled_card_en_setup(trace):
    err = assert_error(trace("me: hand Lion's Eye Diamnod\nI cast Lion's Eye Diamnod"), "unknown_card", "en",
                       "Lion's Eye Diamnod", line=1, column=10)
    assert err["suggestions"][0] == "Lion's Eye Diamond"


def test_misspelled_card_en_action(trace):
    """A typo clearly closest to one card is read as that card, and said (FREE_FORM.md section 1)."""
    data = trace("I cast Lion's Eye Diamnod")
    assert data["verdict"] == "legal", data.get("error")
    read = [a for a in data["assumptions"] if a["kind"] == "reading"]
    assert read and "Lion's Eye Diamond" in read[0]["text"] and "Diamnod" in read[0]["text"]


def test_misspelled_card_grizzli_bears(trace):
    data = trace("I cast Grizzli Bears")
    assert any("Grizzly Bears" in a["text"] for a in data["assumptions"] if a["kind"] == "reading")


def test_misspelled_card_far_from_everything(trace):
    err = assert_error(trace("I cast Qwxzy Brnf"), "unknown_card", "en", "unknown card", line=1, column=8)
    assert isinstance(err["suggestions"], list)


def test_misspelled_card_fr(trace):
    err = assert_error(trace("moi : main Grizzli Bears\nje lance Grizzli Bears"), "unknown_card", "fr",
                       "carte inconnue", line=1, column=12)
    assert "Grizzly Bears" in err["suggestions"]


def test_misspelled_french_name_suggests_the_french_name(trace):
    err = assert_error(trace("moi : main Diamant de l'oeil du lino\nje lance Diamant de l'oeil du lino"),
                       "unknown_card", "fr", "carte inconnue", line=1, column=12)
    assert err["suggestions"][0] == "Diamant de l'oeil du lion"


def test_card_that_does_not_exist_at_all(trace):
    err = assert_error(trace("je lance Zzyzx Qwerty"), "unknown_card", "fr", "Zzyzx", line=1, column=10)
    assert isinstance(err["suggestions"], list)


def test_very_long_unknown_name_is_cut_in_the_message(trace):
    err = assert_error(trace("I cast " + "Zzyzx " * 2000), "unknown_card", "en", line=1)
    assert len(err["message"]) < 400


def test_missing_card_name(trace):
    assert_error(trace("I cast"), "syntax", "en", "card name", line=1, column=True)
    assert_error(trace("je lance"), "syntax", "fr", "nom de carte", line=1, column=True)


# ---------------------------------------------------------------------------- targets and players

def test_target_that_does_not_exist_en(trace):
    """Both battlefields listed: the target is nowhere (a listed zone is complete)."""
    err = assert_error(trace("me: battlefield Mountain; hand Lightning Bolt\nopponent: battlefield Forest\n"
                             "I cast Lightning Bolt targeting Grizzly Bears"),
                       "incomplete", "en", "Grizzly Bears", "nowhere", line=3)
    assert err["column"] == len("I cast Lightning Bolt targeting ") + 1


def test_target_that_does_not_exist_fr(trace):
    assert_error(trace("moi : champ de bataille Montagne ; main Foudre\nadversaire : champ de bataille Forêt\n"
                       "je lance Foudre en ciblant Grizzlis"),
                 "incomplete", "fr", "cible", line=3, column=len("je lance Foudre en ciblant ") + 1)


def test_target_in_an_unknown_battlefield_is_assumed_there(trace):
    """The opponent's battlefield is not listed: the target is placed there (FREE_FORM.md section 2)."""
    data = trace("me: battlefield Mountain; hand Lightning Bolt\nI cast Lightning Bolt targeting Grizzly Bears")
    assert data["verdict"] == "legal"
    assert any(a["kind"] == "placed" and a["about"] == "Grizzly Bears" for a in data["assumptions"])


def test_target_player_not_declared_en(trace):
    text = ("Alice: battlefield Mountain; hand Lightning Bolt\nBob: battlefield Forest\n"
            "Alice casts Lightning Bolt targeting Carol")
    err = assert_error(trace(text), "unknown_player", "en", "Carol", "not a declared player", line=3,
                       column=len("Alice casts Lightning Bolt targeting ") + 1)
    assert set(err["suggestions"]) == {"Alice", "Bob"}


def test_target_player_not_declared_fr(trace):
    text = ("Alice : champ de bataille Montagne ; main Foudre\nBob : champ de bataille Forêt\n"
            "Alice lance Foudre en ciblant Carole")
    assert_error(trace(text), "unknown_player", "fr", "Carole", "joueur déclaré", line=3, column=True)


def test_acting_player_not_declared_en(trace):
    text = ("Alice: battlefield Mountain; hand Lightning Bolt\nBob: battlefield Forest\n"
            "Carol casts Lightning Bolt targeting Bob")
    assert_error(trace(text), "unknown_player", "en", "Carol", line=3, column=1)


def test_acting_player_not_declared_fr(trace):
    text = ("Alice : champ de bataille Montagne ; main Foudre\nBob : champ de bataille Forêt\n"
            "Carole lance Foudre en ciblant Alice")
    assert_error(trace(text), "unknown_player", "fr", "Carole", line=3, column=1)


def test_card_named_in_action_that_nobody_has(trace):
    assert_error(trace("me: battlefield Island\nI activate Oblivion Stone"), "incomplete", "en", "Oblivion Stone",
                 line=2)
    assert_error(trace("moi : champ de bataille Île\nj'active Pierre de l'oubli"), "incomplete", "fr",
                 "Pierre de l'oubli", line=2)


# ---------------------------------------------------------------------------- nonsense numbers

@pytest.mark.parametrize("text, lang, words, column", [
    ("me: battlefield Mountain; hand Fireball\nI cast Fireball targeting opponent X=-3", "en", ("X", "-3"),
     len("I cast Fireball targeting opponent X=") + 1),
    ("moi : champ de bataille Montagne ; main Boule de feu\nje lance Boule de feu en ciblant l'adversaire X=-3", "fr",
     ("X", "-3"), len("je lance Boule de feu en ciblant l'adversaire X=") + 1),
    ("me: battlefield Mountain; hand Fireball\nI cast Fireball targeting opponent X=99999999999", "en",
     ("99999999999",), True),
])
def test_impossible_x(trace, text, lang, words, column):
    assert_error(trace(text), "bad_number", lang, *words, line=2, column=column)


@pytest.mark.parametrize("text, lang, word", [
    ("me: life 99999999999\nI pass", "en", "life"),
    ("moi : vie 99999999999\nje passe", "fr", "points de vie"),
    ("me: 99999999999 life\nI pass", "en", "99999999999"),
    ("moi : -99999999999 points de vie\nje passe", "fr", "-99999999999"),
])
def test_impossible_life(trace, text, lang, word):
    assert_error(trace(text), "bad_number", lang, word, line=1, column=True)


@pytest.mark.parametrize("text, lang", [
    ("me: hand 99999999999 Island\nI pass", "en"),
    ("moi : main Île x0\nje passe", "fr"),
    ("me: battlefield Grizzly Bears (damage 99999999999)\nI pass", "en"),
    ("moi : champ de bataille Grizzlis (blessures -2)\nje passe", "fr"),
    ("me: battlefield Mountain; hand Fireball\nI activate Mountain ability 99", "en"),
    ("me: battlefield Mountain; hand Shock\nI cast Shock targeting opponent paying -3 life", "en"),
])
def test_impossible_counts_and_values(trace, text, lang):
    assert_error(trace(text), "bad_number", lang, column=True)


@pytest.mark.parametrize("where",
                         ["me: life {n}\nI pass", "me: hand {n} Island\nI pass", "me: hand Island x{n}\nI pass",
                                   "me: battlefield Grizzly Bears (damage {n})\nI pass",
                                   "me: hand Fireball\nI cast Fireball targeting opponent X={n}",
                                   "me: hand Fireball\nI cast Fireball kicked {n}",
                                   "me: battlefield Mountain\nI activate Mountain ability {n}",
                                   "me: hand Shock\nI cast Shock targeting opponent paying {n} life",
                                   "me: battlefield Forest\nI tap Forest for {n} green"])
def test_numbers_with_thousands_of_digits(trace, where):
    """int() refuses more than 4300 digits: such numbers are impossible numbers, not crashes."""
    data = trace(where.format(n="9" * 5000))
    err = assert_error(data, ("bad_number", "syntax"), "en", column=True)
    assert len(err["message"]) < 300


# ---------------------------------------------------------------------------- lines that are not the play language

@pytest.mark.parametrize("text, lang, word", [
    ("blah blah blah", "en", "expected an action"),
    ("bonjour le monde", "fr", "action attendue"),
    ("I pass\nme: hand Island", "en", "before the first action"),
    ("je passe\nmoi : main Île", "fr", "avant la première action"),
    ("me: sideboard Island\nI pass", "en", "expected a zone"),
    ("moi : placard Île\nje passe", "fr", "zone attendue"),
    ("me: battlefield Grizzly Bears (frobbed)\nI pass", "en", "frobbed"),
    ("turn: me, second breakfast\nI pass", "en", "second breakfast"),
    ("me: pool {U/R}\nI pass", "en", "mana"),
    ("moi : main Île (engagée)\nje passe", "fr", "champ de bataille"),
])
def test_syntax_errors(trace, text, lang, word):
    assert_error(trace(text), "syntax", lang, word, column=True)


def test_forced_output_language_wins(trace):
    """`--lang fr` on an English message: the error is worded in French."""
    assert_error(trace("I cast Qwxzy Brnf", "fr"), "unknown_card", "fr", "carte inconnue")
    assert_error(trace("je lance Qwxzy Brnf", "en"), "unknown_card", "en", "unknown card")


# ---------------------------------------------------------------------------- the safety net for bugs

def _boom(*args, **kwargs):
    raise KeyError("boom")


def test_engine_crash_becomes_an_internal_error_fr(arbitre, monkeypatch):
    import bot.engine.judge

    monkeypatch.setattr(bot.engine.judge, "run_message", _boom)
    outcome = arbitre.trace("moi : main Foudre\nje lance Foudre en ciblant l'adversaire")
    data = dict(outcome.data, exit=outcome.exit_code)
    assert_error(data, "internal", "fr", "erreur interne", "KeyError")


def test_engine_crash_becomes_an_internal_error_en(arbitre, monkeypatch):
    import bot.engine.judge

    monkeypatch.setattr(bot.engine.judge, "run_message", _boom)
    outcome = arbitre.trace("me: hand Lightning Bolt\nI cast Lightning Bolt targeting opponent")
    assert_error(dict(outcome.data, exit=outcome.exit_code), "internal", "en", "internal error")


def test_parser_and_renderer_crashes_become_internal_errors(arbitre, monkeypatch):
    import bot.language.parser
    import bot.render.trace_render

    with monkeypatch.context() as m:
        m.setattr(bot.language.parser, "parse_message", _boom)
        outcome = arbitre.trace("I pass")
        assert outcome.exit_code == 2 and outcome.data["error"]["kind"] == "internal"
    with monkeypatch.context() as m:  # the renderer itself fails: the error is built without it
        m.setattr(bot.render.trace_render, "to_json", _boom)
        outcome = arbitre.trace("je passe")
        assert_error(dict(outcome.data, exit=outcome.exit_code), "internal", "fr", "erreur interne")


def test_cli_guard_turns_any_failure_into_exit_2(tmp_path, monkeypatch, capsys):
    """`arbitre trace` in-process, with Arbitre.trace itself broken: JSON error, exit 2, no traceback."""
    import bot.core
    from bot.cli import main

    monkeypatch.setenv("ARBITRE_CACHE_DIR", str(tmp_path / "cache"))
    monkeypatch.setattr(bot.core.Arbitre, "trace", _boom)
    message = tmp_path / "m.txt"
    message.write_text("je passe\n", encoding="utf-8")
    assert main(["trace", str(message), "--format", "json"]) == 2
    out, err = capsys.readouterr()
    data = json.loads(out)
    assert data["verdict"] == "error" and data["error"]["kind"] == "internal" and data["lang"] == "fr"
    assert "Traceback" not in out + err
    for fmt in ("text", "markdown"):
        assert main(["trace", str(message), "--format", fmt]) == 2
        out, err = capsys.readouterr()
        assert "erreur interne" in out and "Traceback" not in out + err


# ---------------------------------------------------------------------------- the CLI on files that are not messages

def _cli() -> list[str]:
    script = Path(sys.executable).with_name("arbitre")
    if script.exists():
        return [str(script)]
    found = shutil.which("arbitre")
    return [found] if found else [sys.executable, "-m", "bot.cli"]


def _run_cli(tmp_path: Path, *args: str, stdin: bytes | None = None, closed_stdin: bool = False):
    env = dict(os.environ, ARBITRE_CACHE_DIR=str(tmp_path / "cache"), PYTHONIOENCODING="utf-8")
    env.pop("ARBITRE_CONFIG", None)
    cmd = [*_cli(), "trace", *args]
    if closed_stdin:
        cmd = ["/bin/sh", "-c", 'exec "$@" <&-', "sh", *cmd]
    result = subprocess.run(cmd, input=stdin, stdin=None if stdin is not None or closed_stdin else subprocess.DEVNULL,
                            capture_output=True, timeout=60, env=env)
    out = result.stdout.decode("utf-8", errors="replace")
    err = result.stderr.decode("utf-8", errors="replace")
    assert "Traceback" not in out and "Traceback" not in err, out + err
    return result.returncode, out, err


def test_cli_empty_file(tmp_path):
    empty = tmp_path / "empty.txt"
    empty.write_bytes(b"")
    code, out, _ = _run_cli(tmp_path, str(empty), "--format", "json")
    assert code == 2
    data = json.loads(out)
    assert data["verdict"] == "error" and data["error"]["kind"] == "syntax"
    code, out, _ = _run_cli(tmp_path, str(empty), "--lang", "fr")
    assert code == 2 and "vide" in out


def test_cli_missing_file_and_directory(tmp_path):
    code, _, err = _run_cli(tmp_path, str(tmp_path / "nope.txt"))
    assert code == 2 and "nope.txt" in err
    code, _, err = _run_cli(tmp_path, str(tmp_path), "--format", "json")
    assert code == 2 and err.strip()


def test_cli_random_bytes(tmp_path):
    junk = tmp_path / "junk.bin"
    junk.write_bytes(b"\x00\xff" + os.urandom(4096))
    code, out, _ = _run_cli(tmp_path, str(junk), "--format", "json")
    assert code == 2
    assert json.loads(out)["verdict"] == "error"
    code, out, _ = _run_cli(tmp_path, str(junk), "--format", "markdown")
    assert code == 2 and out.strip()


def test_cli_stdin(tmp_path):
    code, out, _ = _run_cli(tmp_path, "-", "--format", "json", stdin=b"\x00\x01" + os.urandom(512))
    assert code == 2 and json.loads(out)["verdict"] == "error"
    code, out, _ = _run_cli(tmp_path, "-", "--format", "json", stdin=b"")
    assert code == 2 and json.loads(out)["error"]["kind"] == "syntax"
    code, out, _ = _run_cli(tmp_path, "-", stdin=b"moi : main Grizzli Bears\nje lance Grizzli Bears")
    assert code == 2 and "Carte inconnue" in out and "Grizzlis" in out  # suggestions in the output language


@pytest.mark.skipif(not Path("/bin/sh").exists(), reason="needs /bin/sh to close stdin")
def test_cli_closed_stdin(tmp_path):
    code, out, _ = _run_cli(tmp_path, "-", "--format", "json", closed_stdin=True)
    assert code == 2 and json.loads(out)["verdict"] == "error"
