"""A partial name with no situation to resolve it (FREE_FORM.md, ambiguity): several cards have the written
word as their head noun ("his Elves": Llanowar Elves, Wood Elves...). The judge reads the message with the
best few of them: when they all give the same answer it answers with one, saying the others would give the
same answer; when answers differ, the error kind is `ambiguous` and lists each candidate with its outcome."""

from __future__ import annotations

import pytest


@pytest.mark.parametrize("text, lang, same", [
    ("opp Giant Growths his Elves, I bolt them in response, do they die?", "en", "would give the same answer"),
    ("Mon adversaire lance Croissance gigantesque sur ses Elfes, je les Foudroie en réponse, ils meurent ?", "fr",
     "donneraient la même réponse"),
])
def test_candidates_that_agree_give_the_answer_with_a_representative(full_trace, text, lang, same):
    data = full_trace(text)
    assert data["lang"] == lang and data["verdict"] == "legal", data.get("error")
    assert data["question"]["answer"] is True
    reading = [a for a in data["assumptions"] if a["kind"] == "reading"]
    assert len(reading) == 1 and same in reading[0]["text"] and not reading[0]["decisive"]
    card = data["question"]["about"][0]
    assert card.endswith("Elves")
    others = reading[0]["text"].split(":", 1)[1]
    assert "Elves" in others or "Elfes" in others  # the other candidates are named


@pytest.mark.parametrize("text, lang, yes, no", [
    ("I bolt his Giant, does it die?", "en", "yes (704.5g)", "no"),
    ("je foudroie son Géant, il meurt ?", "fr", "oui (704.5g)", "non"),
])
def test_candidates_that_disagree_are_ambiguous(full_trace, text, lang, yes, no):
    data = full_trace(text)
    assert data["verdict"] == "error" and data["exit"] == 2
    error = data["error"]
    assert error["kind"] == "ambiguous"
    readings = error["readings"]
    assert len(readings) >= 2 and len(error["suggestions"]) == len(readings)
    assert any(r.endswith(yes) for r in readings) and any(r.endswith(" " + no) for r in readings)
    assert ("plusieurs façons" if lang == "fr" else "several ways") in error["message"]
