"""Re-judging shares its work without changing an answer: a message with a name read two ways ("his Angel"
with two Angels) judges the other reading once, for both the re-judgement of the reading assumption and
the ambiguity check (bot.core `_other_readings`), and says the same as when each judges it itself."""

from __future__ import annotations

import pytest

import bot.engine.judge as judge_module

MESSAGES = [
    ("opp has Serra Angel and Baneslayer Angel. I bolt his Angel, then I Shock his Angel. Does it die?", "en"),
    ("l'adversaire contrôle un Ange de Serra et un Ange pourfendeur. Je Foudre son Ange et ensuite je Choc son "
     "Ange, il meurt ?", "fr"),
]


@pytest.mark.parametrize(("text", "lang"), MESSAGES)
def test_other_reading_judged_once(full_arbitre, monkeypatch, text, lang):
    judged = []
    real = judge_module.judge

    def counting(message, *args, **kwargs):
        judged.append(kwargs.get("rejudge", True))
        return real(message, *args, **kwargs)

    monkeypatch.setattr(judge_module, "judge", counting)
    out = full_arbitre.trace(text)
    assert out.verdict == "legal" and out.lang == lang
    assert any(a["kind"] == "reading" for a in out.data["assumptions"])
    assert judged == [True, False]  # the message, then its other reading: once, not once more for the check


@pytest.mark.parametrize(("text", "lang"), MESSAGES)
def test_shared_reading_says_the_same(full_arbitre, monkeypatch, text, lang):
    shared = full_arbitre.trace(text).data
    monkeypatch.setattr(judge_module.Judgement, "judged_reading", lambda self, message, focus: (False, None))
    alone = full_arbitre.trace(text).data
    assert shared == alone
