"""Noun phrases players write in a channel that carry more than a name (issue 12, reader11): a card's name
mistyped across a word that also joins list items ("Thalia, Guardian of Thraban", « l'Épée d'Eau et de Fue »),
a creature's combat said as a participle ("my Bears blocked by his Giant", « ses Grizzlis bloqués par mon
Géant »). Each runs the whole message on the full card import and asserts what the question asks, so that a
misreading that still gives a legal trace fails here."""

from __future__ import annotations

import pytest


def _zone(data: dict, player: str, zone: str) -> list[str]:
    ps = next(p for p in data["state"]["players"] if p["name"] == player)
    return [c if isinstance(c, str) else c["name"] for c in ps[zone]]


@pytest.mark.parametrize("text, card", [
    ("I attack with Thalia, Guardian of Thraban, he blocks with Grizzly Bears, who dies?",
     "Thalia, Guardian of Thraben"),
    ("I attack with Sword of Fire and Ise and Grizzly Bears", "Sword of Fire and Ice"),
    ("je lance Désenchantement sur son Épée d'Eau et de Fue", "Sword of Fire and Ice"),
    ("i attack with thalia, guardian of thraban and grizzly bears", "Thalia, Guardian of Thraben"),
])
def test_a_mistyped_name_keeps_its_own_comma_and_and(ask, text, card):
    data = ask(text)
    assert data["kind"] == "play" and data["error"] is None, data["error"]
    assert card in [n for pl in ("me", "opponent") for z in ("battlefield", "graveyard")
                        for n in _zone(data, pl, z)]
    typo = [a for a in data["assumptions"] if a["about"] == card and a["kind"] == "reading"]
    assert typo, data["assumptions"]  # the typo is shown


def test_a_list_of_names_is_still_a_list(ask):
    data = ask("I have Lightning Bolt, Shock and Counterspell in hand, I cast Shock on him")
    assert data["verdict"] == "legal"
    assert sorted(_zone(data, "me", "hand")) == ["Counterspell", "Lightning Bolt"]


@pytest.mark.parametrize("text, dead, alive", [
    ("I cast Giant Growth on my Grizzly Bears blocked by his Hill Giant, who survives?", "Hill Giant",
     "Grizzly Bears"),
    ("je lance Croissance gigantesque sur mes Grizzlis bloqués par son Géant des collines, qui survit ?",
     "Hill Giant", "Grizzly Bears"),
    ("opp Giant Growths his Llanowar Elves blocked by my Grizzly Bears, what dies?", "Grizzly Bears",
     "Llanowar Elves"),
    ("il lance Croissance gigantesque sur ses Elfes de Llanowar bloqués par mes Grizzlis, qui meurt ?",
     "Grizzly Bears", "Llanowar Elves"),
])
def test_blocked_by_states_the_combat(ask, text, dead, alive):
    data = ask(text)
    assert data["verdict"] == "legal", data["error"]
    on_field = [p["name"] for pl in data["state"]["players"] for p in pl["battlefield"]]
    graveyards = _zone(data, "me", "graveyard") + _zone(data, "opponent", "graveyard")
    assert dead in graveyards and alive in on_field
    combat = [a for a in data["assumptions"] if a["kind"] == "stated" and a["about"] == alive]
    assert combat and not combat[0]["decisive"]
    # the attack and the block are what the message states: never re-judged as "it came this turn" or "tapped"
    assert not any(a["decisive"] for a in data["assumptions"])


@pytest.mark.parametrize("text", [
    "I bolt his Hill Giant blocking my Grizzly Bears, do my Bears survive?",
    "je foudroie son Géant des collines qui bloque mes Grizzlis, mes Grizzlis survivent ?",
])
def test_blocking_states_the_combat_too(ask, text):
    data = ask(text)
    assert data["verdict"] == "legal", data["error"]
    assert data["question"]["answer"] is True
    assert "Hill Giant" in _zone(data, "opponent", "graveyard")
