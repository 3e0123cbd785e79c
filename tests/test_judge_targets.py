"""A target the message doesn't write (FREE_FORM.md section 2): chosen as a judge reads the message (what
the closing question asks about, what a response responds to), shown as an assumption, and re-judged with
the other plausible targets; when one of them changes the answer, the answer says so with its rule."""

from __future__ import annotations

import pytest


def _target_assumption(data: dict) -> dict:
    found = [a for a in data["assumptions"] if a["kind"] in ("first_target", "stack_target")]
    assert len(found) == 1, data["assumptions"]
    return found[0]


@pytest.mark.parametrize("text, lang, target, other", [
    ("Mon adversaire lance Croissance gigantesque sur ses Elfes de Llanowar, je réponds avec Foudre. Ils meurent ?",
     "fr", "Elfes de Llanowar", "votre adversaire"),
    ("My opponent casts Giant Growth on his Llanowar Elves, I respond with Lightning Bolt. Do they die?",
     "en", "Llanowar Elves", "your opponent"),
])
def test_the_question_says_what_an_unwritten_target_is(full_trace, text, lang, target, other):
    data = full_trace(text)
    assert data["lang"] == lang and data["verdict"] == "legal"
    assert data["question"]["answer"] is True  # the Elves die: Bolt resolves first (704.5g)
    assumption = _target_assumption(data)
    assert target in assumption["text"]
    assert assumption["decisive"] and not assumption["enabling"]
    otherwise = assumption["otherwise"]
    assert otherwise["answer_legal"] is False and otherwise["rule"] == "704.5g"
    assert other in otherwise["if"]
    assert other in data["summary"] and "704.5g" in data["summary"]
    assert data["summary"].startswith("Oui" if lang == "fr" else "Yes")


@pytest.mark.parametrize("text, target", [
    ("Mon adversaire lance Croissance gigantesque sur ses Elfes de Llanowar, je réponds avec Foudre.",
     "Elfes de Llanowar"),
    ("my opponent casts Giant Growth on his Llanowar Elves and I respond with Lightning Bolt", "Llanowar Elves"),
])
def test_a_response_targets_what_it_responds_to(full_trace, text, target):
    data = full_trace(text)
    assert data["verdict"] == "legal"
    assumption = _target_assumption(data)
    assert target in assumption["text"] and not assumption["enabling"]


@pytest.mark.parametrize("text", ["Je lance Foudre.", "I cast Lightning Bolt."])
def test_an_unwritten_target_that_changes_nothing_is_not_decisive(full_trace, text):
    data = full_trace(text)
    assumption = _target_assumption(data)
    assert not assumption["decisive"] and not assumption["enabling"]  # re-judged: Bolt at you changes nothing
    assert "opponent" in str(data["state"]) and data["verdict"] == "legal"
