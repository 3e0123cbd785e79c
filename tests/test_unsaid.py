"""What a message leaves unsaid (FREE_FORM.md section 2, issue 12's trials): the mode of a modal spell read from
context, a stray pronoun on a spell without targets, the target of a spell already on the stack, rules questions
about a card and a property, and questions about a result. Each filled-in fact is an assumption the answer shows,
flagged decisive when the other reading changes the answer."""

from __future__ import annotations

import pytest

from bot.engine.unsaid_modes import GISTS
from bot.render.i18n import has_message, message_ids


def _mode(data: dict) -> dict:
    found = [a for a in data["assumptions"] if a["kind"] == "mode"]
    assert len(found) == 1, data["assumptions"]
    return found[0]


def test_a_mode_left_unsaid_answers_the_spell_below(full_trace):
    data = full_trace("he's at 3, I bolt him and he Healing Salves in response, is he dead?")
    assert data["verdict"] == "legal"
    assert data["question"]["answer"] is False  # prevented: he lives
    mode = _mode(data)
    assert "mode 2" in mode["text"] and "preventing damage" in mode["text"]
    assert not mode["enabling"]  # the other mode is judged too: gaining 3 life saves him as well
    assert mode["decisive"] is False


@pytest.mark.parametrize("text, lang", [
    ("I bolt his Grizzly Bears, he Healing Salves in response, do they die?", "en"),
    ("je foudroie ses Grizzlis, il répond avec un Onguent de soins, ils meurent ?", "fr"),
])
def test_a_mode_that_decides_the_answer_is_flagged(full_trace, text, lang):
    data = full_trace(text)
    assert data["question"]["answer"] is False
    mode = _mode(data)
    assert mode["decisive"] is True
    assert mode["otherwise"]["answer_legal"] is True and mode["otherwise"]["rule"] == "704.5g"
    assert ("mode 1" in mode["otherwise"]["if"]) if lang == "en" else ("mode 1" in mode["otherwise"]["if"])
    if lang == "fr":
        assert "prévenir des blessures" in mode["text"] and "preventing" not in mode["text"]


def test_a_counter_mode_answers_an_opponents_spell(full_trace):
    data = full_trace("he casts Divination, I cast Dromar's Charm in response, what happens?")
    mode = _mode(data)
    assert "mode 2" in mode["text"] and "countering" in mode["text"]
    assert any(a["kind"] == "mode" for a in data["assumptions"])
    assert data["state"]["stack"] == []
    opponent = next(p for p in data["state"]["players"] if p["name"] == "opponent")
    assert "Divination" in [c if isinstance(c, str) else c.get("name") for c in opponent["graveyard"]]


def test_without_context_the_first_legal_mode(full_trace):
    data = full_trace("I cast Healing Salve on myself")
    # a player fits both modes: the first that can be chosen
    mode = _mode(data)
    assert "mode 1" in mode["text"] and "gaining life" in mode["text"]


def test_every_mode_gist_is_worded_in_both_languages():
    for gist in GISTS:
        assert has_message("word.mode_" + gist), gist
        for lang in ("en", "fr"):
            assert "word-mode_" + gist in message_ids(lang), (gist, lang)
