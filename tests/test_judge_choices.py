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


@pytest.mark.parametrize("text, lang, said", [
    ("I cast Mind Rot targeting my opponent, it resolves.", "en",
     "Your opponent's hand is not described: two unknown cards of it stand for the cards chosen."),
    ("Je lance Pourrissement cérébral sur mon adversaire, ça se résout.", "fr",
     "La main de votre adversaire n'est pas décrite : deux cartes inconnues y tiennent lieu des cartes choisies."),
])
def test_unknown_cards_taken_for_a_player_are_assumptions(full_trace, text, lang, said):
    """Cards the engine takes from a zone the message doesn't describe are in `assumptions` (issue 11 item 5,
    FREE_FORM.md section 4), in the output language, as well as a step of the trace."""
    data = full_trace(text)
    assert data["lang"] == lang and data["verdict"] == "legal", data.get("error")
    unknown = [a for a in data["assumptions"] if a["kind"] == "unknown_cards"]
    assert [a["text"] for a in unknown] == [said]
    assert unknown[0]["enabling"] and not unknown[0]["stated"] and not unknown[0]["decisive"]
    steps = [s["id"] for a in data["actions"] for s in a["steps"]]
    assert "step.assumed_unknown_cards" in steps
