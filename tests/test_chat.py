"""`arbitre chat`: the bot's commands in a terminal, driven by a script (a pipe) and in-process."""

from __future__ import annotations

import io
import subprocess
import sys
from pathlib import Path

import pytest

SHARED = Path(__file__).resolve().parents[1].parent / "shared"
SCENARIOS = SHARED / "scenarios" / "public"
VENV_BIN = Path(sys.executable).parent


def scenario(prefix: str) -> str:
    (path,) = sorted(SCENARIOS.glob(prefix + "_*.txt"))
    return path.read_text(encoding="utf-8")


@pytest.fixture(scope="module")
def service(tmp_path_factory):
    from bot.service import Service
    from bot.settings import load_settings

    tmp = tmp_path_factory.mktemp("chat")
    return Service(settings=load_settings(env={}, cache_dir=str(tmp / "cache"), rules_db=str(tmp / "none.sqlite")))


def chat(service, script: str, lang: str = "auto") -> str:
    from bot.chat import run_chat

    out = io.StringIO()
    assert run_chat(service, lang=lang, stdin=io.StringIO(script), stdout=out) == 0
    return out.getvalue()


def test_script_session_through_the_command(tmp_path):
    """The acceptance check: a scripted terminal session answers trace, rule and card."""
    script = "\n".join([
        "card LED",
        "rule 601.2f",
        "trace",
        scenario("04").strip(),
        ".",
        "quit",
        "card never reached",
    ]) + "\n"
    env = {"PATH": str(VENV_BIN), "HOME": str(tmp_path), "ARBITRE_CACHE_DIR": str(tmp_path / "cache"),
           "ARBITRE_RULES_DB": str(tmp_path / "rules.sqlite"), "LANG": "C.UTF-8"}
    proc = subprocess.run([str(VENV_BIN / "arbitre"), "chat"], input=script, capture_output=True, text=True,
                          env=env, timeout=60)
    assert proc.returncode == 0, proc.stderr
    out = proc.stdout
    assert "Lion's Eye Diamond" in out and "Diamant de l'oeil du lion" in out  # card
    assert "arbitre rules import" in out  # rule (no database here)
    assert "Illegal" in out and "602.5e" in out  # trace
    assert "never reached" not in out and "Bye." in out
    assert "Traceback" not in proc.stderr


def test_script_session_with_a_rules_database(tmp_path):
    from bot.rules.store import RulesStore

    db = tmp_path / "rules.sqlite"
    store = RulesStore(db)
    store.import_file(SHARED / "data" / "rules" / "MagicCompRules 20260116.txt")
    store.close()
    env = {"PATH": str(VENV_BIN), "HOME": str(tmp_path), "ARBITRE_CACHE_DIR": str(tmp_path / "cache"),
           "ARBITRE_RULES_DB": str(db)}
    proc = subprocess.run([str(VENV_BIN / "arbitre"), "chat"], input="/rule 702.34a\n!rule --search madness\n",
                          capture_output=True, text=True, env=env, timeout=60)
    assert proc.returncode == 0, proc.stderr
    assert "702.34a" in proc.stdout and "702.35" in proc.stdout


def test_french_session(service):
    out = chat(service, "trace\n" + scenario("05") + "\n\n\ncarte guivre arrogante\naide\nquitter\n")
    assert "Légal" in out and "702.35a" in out
    assert "Guivre arrogante  (Arrogant Wurm)" in out  # the card as `arbitre card` shows it, French first
    assert "Commandes" in out and "Au revoir." in out


def test_one_line_trace_code_block_and_lang(service):
    out = chat(service, "lang fr\ntrace ```\nme: battlefield Island\n\nI tap Island for U\n```\nlang en\n"
                        "trace me: battlefield Island\n")
    assert "Désormais, réponses en français." in out and "Légal" in out and "605.3b" in out
    assert "From now on, answers in English." in out


def test_inline_cards_unknown_card_and_unknown_command(service):
    out = chat(service, "what is [[LED]] and [[Île]] [[a]] [[b]]?\ncard Lion Eye Diamnod\n!foo bar\n")
    assert "Lion's Eye Diamond" in out and "Island" in out
    assert "Only the first 3 cards" in out
    assert "Did you mean: Lion's Eye Diamond" in out
    assert "“foo” is not a command" in out and "`trace foo bar`" in out  # what to type instead


def test_a_play_typed_without_a_command_is_judged_as_ask_judges_it(service):
    """A player's line that isn't a command is a message (as `arbitre ask` reads it), judged in its language."""
    out = chat(service, "je lance Foudre sur ses Grizzlis\n")
    assert "Légal" in out and "n'est pas une commande" not in out and "Grizzlis" in out


def test_help_play_sheet_and_empty_commands(service):
    out = chat(service, "help play\nrule\ncard\ntrace\n.\n# a comment\n\n")
    assert "Setup lines" in out and "```" not in out
    assert "Which rule?" in out and "Which card?" in out
    assert "Give me a play" in out


def test_size_cap(service):
    out = chat(service, "trace " + "I cast Shock targeting opponent " * 700 + "\n")
    assert "characters long" in out and "4 000" in out


def test_terminal_session_with_history(service, tmp_path, monkeypatch):
    from bot.chat import TerminalChat

    lines = iter(["card LED", "trace", "me: battlefield Island", "I tap Island for U", ".", "quit"])

    def fake_input(prompt=""):
        try:
            return next(lines)
        except StopIteration:
            raise EOFError from None

    monkeypatch.setattr("builtins.input", fake_input)
    history = tmp_path / "hist" / "chat_history"
    out = io.StringIO()
    assert TerminalChat(service, "en", out, history=history).run() == 0
    text = out.getvalue()
    assert "Lion's Eye Diamond" in text and "605.3b" in text and "Bye." in text
    assert "(end with a line" in text  # the multi-line hint is shown on a terminal
    assert history.exists()
