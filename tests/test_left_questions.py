""""How many do I have left?" / « combien il m'en reste ? » are questions about what a player has left after
the play (the lexicon's `result_left`, bot/language/lexicon/*.results.toml), answered from the final situation."""

from __future__ import annotations

import pytest


@pytest.mark.parametrize("text, who, left", [
    ("I have 3 Llanowar Elves and a Hill Giant, he casts Pyroclasm, how many do I have left?", "me", ["Hill Giant"]),
    ("j'ai 3 Elfes de Llanowar, il lance Pyroclasme, combien il m'en reste ?", "me", []),
    ("il a 2 Grizzlis et un Géant des collines, je lance Pyroclasme, combien il lui en reste ?", "opponent",
     ["Hill Giant"]),
    ("he has two Grizzly Bears, I cast Pyroclasm, how many are left?", "opponent", []),
])
def test_how_many_left_is_a_question_about_what_is_left(full_trace, text, who, left):
    data = full_trace(text)
    assert data["verdict"] == "legal", data.get("error")
    question = data["question"]
    assert (question["verb"], question["about"]) == ("left", [who])
    assert list(question["answer"]) == left
