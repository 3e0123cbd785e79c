"""Setups said in prose that name no card (issue 12, reader11): cards described by their type in a zone ("opp has
2 cards in hand", "there's an instant and a creature in graveyards", « il y a un rituel et une créature dans les
cimetières »), tokens described by their words ("two 1/1 Soldier tokens", "a Treasure", « un Trésor »), and two
permanents of one name where the message doesn't say which one it means. Each runs the whole message on the full
card import and asserts the answer to what it asks."""

from __future__ import annotations

import pytest


def _names(data: dict, player: str, zone: str) -> list[str]:
    ps = next(p for p in data["state"]["players"] if p["name"] == player)
    return [c if isinstance(c, str) else c["name"] for c in ps[zone]]


@pytest.mark.parametrize("text, survives", [
    # instant and creature: 2/3, Bolt adds no new type, it dies
    ("there's an instant and a creature in graveyards, opp bolts my Goyf, does it survive?", False),
    ("il y a un éphémère et une créature dans les cimetières, il foudroie mon Goyf, il survit ?", False),
    # sorcery and creature: 2/3, then Bolt in the graveyard makes it 3/4 before state-based actions (704.3)
    ("there is a sorcery and a creature card in the graveyards, he bolts my Tarmogoyf, does it survive?", True),
    ("il y a un rituel et une créature dans les cimetières, il foudroie mon Goyf, il survit ?", True),
    ("there's a land and an artifact in graveyards, he bolts my Goyf, does it survive?", True),
])
def test_types_in_graveyards_said_in_prose(ask, text, survives):
    data = ask(text)
    assert data["verdict"] == "legal", data["error"]
    assert data["question"]["answer"] is survives
    # the graveyards are listed: Tarmogoyf counts what the message says, not "at least that"
    assert not any("not described" in a["text"] or "n'est pas décrit" in a["text"] for a in data["assumptions"])


def test_whose_graveyard_said(ask):
    data = ask("there's an instant in his graveyard, I bolt his Grizzly Bears")
    assert data["verdict"] == "legal", data["error"]
    assert "an instant card" in _names(data, "opponent", "graveyard")
    assert not any(a["kind"] == "placed" and "whose graveyard" in a["text"] for a in data["assumptions"])


def test_whose_graveyard_unsaid_is_shown(ask):
    data = ask("there's an instant and a creature in graveyards, opp bolts my Goyf, does it survive?")
    assert any(a["kind"] == "placed" and "whose graveyard" in a["text"] for a in data["assumptions"])
    assert _names(data, "opponent", "graveyard") == ["Lightning Bolt"]


@pytest.mark.parametrize("text, player, count", [
    ("opp has 2 cards in hand, I cast Shock on his face", "opponent", 2),
    ("mon adversaire a 3 cartes en main, je lui lance Choc", "opponent", 3),
    ("I have 2 cards in hand, I cast Shock on him", "me", 2),  # the Shock is one of them
])
def test_cards_in_hand_counted(ask, text, player, count):
    data = ask(text)
    assert data["verdict"] == "legal", data["error"]
    hand = _names(data, player, "hand")
    assert len(hand) == (count - 1 if player == "me" else count), hand


def test_an_unnamed_card_in_hand_is_the_spell_cast_from_it(ask):
    data = ask("opp has 2 cards in hand, he bolts my Grizzly Bears, do they die?")
    assert data["verdict"] == "legal" and data["question"]["answer"] is True
    assert len(_names(data, "opponent", "hand")) == 1
    assert any("Lightning Bolt" in a["text"] and a["kind"] == "placed" for a in data["assumptions"])


@pytest.mark.parametrize("text", [
    "I control a Treasure, I sac it to cast Lightning Bolt on his Llanowar Elves, do they die?",
    "je contrôle un Trésor, je le sacrifie pour lancer Foudre sur ses Elfes de Llanowar, ils meurent ?",
    "I sac a Treasure to cast Lightning Bolt on his Llanowar Elves, do they die?",
])
def test_a_treasure_is_the_token(ask, text):
    data = ask(text)
    assert data["verdict"] == "legal", data["error"]
    assert data["question"]["answer"] is True
    assert not any("Trash for Treasure" in a["text"] for a in data["assumptions"])


def test_a_treasure_and_a_forest_dont_pay_four(ask):
    data = ask("I have a Treasure token and a Forest, I cast Hill Giant")
    assert data["verdict"] == "illegal"
    assert "601.2h" in data["illegal"]["rules"] or data["illegal"]["rule"] == "601.2h"


@pytest.mark.parametrize("text, left", [
    ("I have two 1/1 Soldier tokens, opp casts Pyroclasm, what's left?", 0),
    ("j'ai deux jetons Soldat 1/1, il lance Pyroclasme, il me reste quoi ?", 0),
    ("I have two 3/3 Beast tokens, opp casts Pyroclasm, what's left?", 2),
])
def test_tokens_described_in_prose(ask, text, left):
    data = ask(text)
    assert data["verdict"] == "legal", data["error"]
    assert len(_names(data, "me", "battlefield")) == left
    assert _names(data, "me", "graveyard") == []  # a token that dies ceases to exist (704.5d)


@pytest.mark.parametrize("text", [
    "I have two White Knights on the battlefield, one is tapped, I attack with my Knight",
    "j'ai deux Chevaliers blancs en jeu, l'un est engagé, j'attaque avec mon Chevalier blanc",
])
def test_which_of_two_copies_is_decisive_when_it_matters(ask, text):
    data = ask(text)
    assert data["verdict"] == "legal", data["error"]
    copy = [a for a in data["assumptions"] if a["kind"] == "reading" and a["about"] == "White Knight"]
    assert copy and copy[0]["decisive"], data["assumptions"]
    assert copy[0]["otherwise"]["rule"] == "508.1a"


@pytest.mark.parametrize("text", [
    "I have two White Knights, opp casts Doom Blade on my Knight",
    "I attack with my two White Knights, he blocks one with his Hill Giant, who dies?",
])
def test_which_of_two_copies_shown_not_decisive_when_they_are_alike(ask, text):
    data = ask(text)
    assert data["error"] is None, data["error"]
    copy = [a for a in data["assumptions"] if a["kind"] == "reading" and a["about"] == "White Knight"]
    assert copy and not copy[0]["decisive"]
