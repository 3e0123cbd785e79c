"""`arbitre chat` under bad input, as a user types it: a language it doesn't answer in is said (and the language
kept), a card name of thousands of characters is refused without being echoed, junk, emoji and control characters
get a clear message in the user's language, and the session goes on after each."""

from __future__ import annotations

import io

import pytest

from bot.chat import Chat


@pytest.fixture(scope="module")
def service(tmp_path_factory):
    from bot.core import Arbitre
    from bot.service import Service
    from bot.settings import load_settings

    cache = tmp_path_factory.mktemp("chat-bad")
    return Service(Arbitre(load_settings(env={}, cache_dir=str(cache), rules_db=str(cache / "none.sqlite"))))


def chat(service, script: str, lang: str = "auto") -> str:
    out = io.StringIO()
    Chat(service, lang=lang, out=out).run(io.StringIO(script))
    return out.getvalue()


@pytest.mark.parametrize(("script", "said", "then"), [
    ("lang de\ncard Lightning Bolt\n", "“de” is not a language I answer in", "Lightning Bolt"),
    ("langue klingon\ncarte Foudre\n", "« klingon » n'est pas une langue de réponse", "Foudre"),
])
def test_a_language_it_does_not_answer_in_is_said_and_the_session_goes_on(service, script, said, then):
    out = chat(service, script)
    assert said in out and then in out.split(said, 1)[1]


def test_the_language_stays_what_it_was(service):
    out = chat(service, "lang fr\nlang xx\ncard Lightning Bolt\n")
    assert "Les réponses restent en français." in out and "Éphémère" in out


@pytest.mark.parametrize(("line", "said"), [("card " + "x" * 5000, "5 000 characters long; I read at most 200"),
                                            ("carte " + "é" * 300, "300 caractères ; j'en lis 200 au plus")])
def test_a_huge_card_name_is_refused_unread(service, line, said):
    out = chat(service, line + "\n")
    assert said in out.replace("\u202f", " ").replace("\u00a0", " ") and "x" * 300 not in out and "é" * 250 not in out


@pytest.mark.parametrize(("line", "said"), [("🔥🔥🔥", "describes no action to judge"),
                                            ("\x00\x01 junk", "control characters"),
                                            ("trace " + "I cast Shock targeting opponent. " * 150, "I read at most")])
def test_junk_gets_a_clear_message_and_no_traceback(service, line, said):
    out = chat(service, line + "\ncard Lightning Bolt\n")
    assert said in out.replace("\u202f", " ").replace("\u00a0", " ") and "Traceback" not in out
    assert "Lightning Bolt" in out.split(said, 1)[1]
