"""Choices the engine makes for a player (a sacrificed creature, a discarded card...): each is an assumption,
re-judged with the other picks; when another pick changes the answer, the answer says so with its rule."""

from __future__ import annotations

import pytest


@pytest.mark.parametrize("text, lang, other", [
    ("My opponent has Llanowar Elves and Grizzly Bears. I cast Diabolic Edict targeting him. "
     "Do his Grizzly Bears die?", "en", "if your opponent chooses Grizzly Bears instead"),
    ("Mon adversaire a des Elfes de Llanowar et des Grizzlis. Je lance Édit diabolique sur lui. "
     "Ses Grizzlis meurent ?", "fr", "si votre adversaire choisit plutôt les Grizzlis"),
])
def test_a_sacrifice_chosen_for_a_player_is_re_judged(full_trace, text, lang, other):
    data = full_trace(text)
    assert data["lang"] == lang and data["verdict"] == "legal", data.get("error")
    assert data["question"]["answer"] is False  # the first creature is sacrificed: the Bears stay
    choice = [a for a in data["assumptions"] if a["kind"] == "choice"]
    assert len(choice) == 1 and choice[0]["decisive"] and not choice[0]["enabling"]
    otherwise = choice[0]["otherwise"]
    assert otherwise["answer_legal"] is True and otherwise["rule"] == "701.21a" and otherwise["if"] == other
    assert other[1:] in data["summary"] and "701.21a" in data["summary"]


@pytest.mark.parametrize("text", [
    "My opponent has Llanowar Elves and Grizzly Bears. I cast Diabolic Edict targeting him, it resolves.",
    "Mon adversaire a des Elfes de Llanowar et des Grizzlis. Je lance Édit diabolique sur lui, ça résout.",
])
def test_a_choice_that_changes_nothing_asked_is_not_decisive(full_trace, text):
    data = full_trace(text)
    choice = [a for a in data["assumptions"] if a["kind"] == "choice"]
    assert len(choice) == 1 and not choice[0]["decisive"]
