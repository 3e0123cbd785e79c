""""Paying the life" names the life an alternative cost asks for (Force of Will: 1 life), as it names the
Phyrexian symbols' life (Gut Shot): the reader takes the amount from the card, in both languages."""

from __future__ import annotations

import pytest


@pytest.mark.parametrize("text", [
    "he casts Ancestral Recall, I Force of Will it paying the life and exiling Counterspell",
    "il lance Appel ancestral, je le contre avec Force de volonté en payant la vie et en exilant Contresort",
])
def test_paying_the_life_of_an_alternative_cost(full_trace, text):
    data = full_trace(text)
    assert data["verdict"] == "legal", data.get("error")
    me = next(p for p in data["state"]["players"] if p["name"] == "me")
    assert me["life"] == 19
    assert me["exile"] == ["Counterspell"]


def test_a_flashback_cost_sacrifices_the_land_assumed_to_cast_it(full_trace):
    # Lava Dart's flashback sacrifices a Mountain: the one the open world assumed to pay {R} is the only one,
    # so there is no choice to ask for
    data = full_trace("I cast Lava Dart on his Llanowar Elves, then I flashback it on his Birds of Paradise")
    assert data["verdict"] == "legal", data.get("error")
    me = next(p for p in data["state"]["players"] if p["name"] == "me")
    assert me["graveyard"] == ["Mountain"]
    assert [item["name"] for item in data["state"]["stack"]][-1] == "Lava Dart"
