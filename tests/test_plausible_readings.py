"""A name read among several cards (a partial name with no situation, FREE_FORM.md section 1): a player who
describes a play names a card that can be played there, so candidates whose play would be illegal are not as
plausible as one whose play is legal. The message is judged with a playable candidate, the assumption says which
candidates were set aside and by which rule; a question whether something can be done keeps every candidate (an
illegal reading is then an answer)."""

from __future__ import annotations

import pytest


def _reading_assumptions(data: dict) -> list[str]:
    return [a["text"] for a in data["assumptions"] if a["kind"] == "reading"]


@pytest.mark.parametrize("text, card, set_aside", [
    # the first candidate of "Spear" is a sorcery: judged as the instant, not as an illegal response
    ("I cast Giant Growth on my Llanowar Elves, he responds with a Spear, do they die?", "Searing Spear",
     "Psychic Spear"),
    # the first candidate is an instant: it stays, the sorceries are set aside (not "ambiguous")
    ("je lance Croissance gigantesque sur mes Elfes de Llanowar, il répond avec un Éclair, ils meurent ?",
     "Éclair barbelé", "Éclair fourchu"),
])
def test_a_name_is_read_as_a_card_that_can_be_played_there(full_trace, text, card, set_aside):
    data = full_trace(text)
    assert data["verdict"] == "legal", data.get("error")
    assert data["question"]["answer"] is True
    assert card in data["actions"][1]["label"]
    said = [t for t in _reading_assumptions(data) if set_aside in t]
    assert len(said) == 1 and "307.1" in said[0] and card in said[0], _reading_assumptions(data)


def test_a_can_question_keeps_every_candidate(full_trace):
    data = full_trace("I cast Giant Growth on my Llanowar Elves, can he respond with a Spear?")
    assert data["error"]["kind"] == "ambiguous"
    assert any("Psychic Spear" in r for r in data["error"]["readings"])


def test_objects_of_the_situation_stay_ambiguous(full_trace):
    # two Knights in play: the player may not know that protection makes one of them illegal to target
    data = full_trace("il a un Chevalier blanc et un Chevalier noir, je lance Retour au pays sur son Chevalier")
    assert data["error"]["kind"] == "ambiguous"
