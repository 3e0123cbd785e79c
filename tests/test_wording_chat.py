"""`arbitre chat` speaks the language of the conversation (issue 12): the welcome answers the user's first line
in its language, every later text (prompts, help, errors, goodbye) follows the last message written, and the
interface setting only decides when nothing was said yet."""

from __future__ import annotations

import io

import pytest

WELCOME = {"fr": "Arbitre chat : les commandes du bot", "en": "Arbitre chat: the bot's commands"}
BYE = {"fr": "Au revoir.", "en": "Bye."}


@pytest.fixture(scope="module")
def service(tmp_path_factory):
    from bot.service import Service
    from bot.settings import load_settings

    tmp = tmp_path_factory.mktemp("chat")
    return Service(settings=load_settings(env={}, cache_dir=str(tmp / "cache"), rules_db=str(tmp / "none.sqlite")))


def chat(service, script: str, monkeypatch, env_lang: str = "en_US.UTF-8") -> list[str]:
    from bot.chat import run_chat

    for var in ("LC_ALL", "LC_MESSAGES"):
        monkeypatch.delenv(var, raising=False)
    monkeypatch.setenv("LANG", env_lang)
    out = io.StringIO()
    assert run_chat(service, stdin=io.StringIO(script), stdout=out) == 0
    return out.getvalue().splitlines()


@pytest.mark.parametrize(("script", "lang"), [
    ("je lance Foudre sur ses Grizzlis\n", "fr"),
    ("# un commentaire\n\nquand la folie se déclenche-t-elle ?\n", "fr"),
    ("aide\n", "fr"),
    ("tracer je lance Foudre sur ses Grizzlis\n", "fr"),
    ("I cast Shock targeting opponent\n", "en"),
    ("card LED\n", "en"),
])
@pytest.mark.parametrize("env_lang", ["fr_FR.UTF-8", "en_US.UTF-8"])
def test_the_welcome_answers_the_first_line_in_its_language(service, monkeypatch, script: str, lang: str,
                                                            env_lang: str) -> None:
    lines = chat(service, script, monkeypatch, env_lang)
    assert lines[0].startswith(WELCOME[lang]), lines[0]


def test_nothing_written_the_interface_language_greets(service, monkeypatch) -> None:
    assert chat(service, "", monkeypatch, "fr_FR.UTF-8")[0].startswith(WELCOME["fr"])
    assert chat(service, "\n# rien\n", monkeypatch, "en_US.UTF-8")[0].startswith(WELCOME["en"])


@pytest.mark.parametrize(("script", "bye"), [
    # each message moves the conversation; a command word typed by everyone ("quit") does not
    ("je lance Foudre sur ses Grizzlis\nquit\n", "fr"),
    ("je lance Foudre sur ses Grizzlis\nI cast Shock targeting opponent\nquit\n", "en"),
    ("I cast Shock targeting opponent\nje lance Foudre sur ses Grizzlis\nbye\n", "fr"),
    ("I cast Shock targeting opponent\nquitter\n", "fr"),
])
def test_later_texts_follow_the_last_message(service, monkeypatch, script: str, bye: str) -> None:
    lines = chat(service, script, monkeypatch)
    assert lines[-1] == BYE[bye], lines[-3:]


def test_help_and_prompts_follow_the_conversation(service, monkeypatch) -> None:
    out = "\n".join(chat(service, "je lance Foudre sur ses Grizzlis\nhelp\n!foo\ncard\n", monkeypatch))
    assert "Commandes" in out and "n'est pas une commande" in out and "Quelle carte" in out
    assert "Commands" not in out and "is not a command" not in out


def test_lang_names_the_language(service, monkeypatch) -> None:
    out = chat(service, "langue français\nlang english\nlang auto\n", monkeypatch)
    # "lang" is typed by everyone: back to "auto", the conversation is still French
    assert out[1:] == ["Désormais, réponses en français.", "From now on, answers in English.",
                       "Désormais, chaque réponse dans la langue de son message."]


def test_a_terminal_greets_in_both_languages_until_the_user_writes(service, monkeypatch) -> None:
    from bot.chat import TerminalChat

    monkeypatch.setenv("LANG", "fr_FR.UTF-8")
    lines = iter(["quand la folie se déclenche-t-elle ?", "quit"])

    def fake_input(prompt=""):
        try:
            return next(lines)
        except StopIteration:
            raise EOFError from None

    monkeypatch.setattr("builtins.input", fake_input)
    out = io.StringIO()
    assert TerminalChat(service, "auto", out, history=None).run() == 0
    said = out.getvalue().splitlines()
    assert said[0].startswith(WELCOME["fr"]) and said[1].startswith(WELCOME["en"])
    assert said[-1] == BYE["fr"]
