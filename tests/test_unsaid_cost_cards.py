"""A cost that discards or exiles cards the message doesn't name, from a hand it doesn't list (FREE_FORM.md
section 2): the hand holds cards the cost accepts (a blue card for Force of Will, an Island and a card for Foil),
shown as one assumption, re-judged with none (decisive: the cost can't be paid, 118.3); a hand the message lists
keeps the illegal verdict. French and English, on the full card import and the 2026 rules."""

from __future__ import annotations

import pytest


def cost_cards(data: dict) -> list[dict]:
    return [a for a in data["assumptions"] if a.get("kind") == "cost_card"]


def player(data: dict, name: str) -> dict:
    return next(p for p in data["state"]["players"] if p["name"] == name)


def names(cards: list) -> list[str]:
    return [c if isinstance(c, str) else c["name"] for c in cards]


@pytest.mark.parametrize(("text", "zone", "cards"), [
    ("I Tormenting Voice", "graveyard", ["a card"]),
    ("je lance la Voix lancinante", "graveyard", ["a card"]),
    ("opp bolts my Llanowar Elves, I Force of Will it for free", "exile", ["a blue card"]),
    ("l'adversaire foudroie mes Elfes, je la contre avec Force de volonté gratuitement", "exile", ["a blue card"]),
    ("opp bolts me, I Foil it for free", "graveyard", ["Island", "a card"]),
    ("je joue Retrouvailles cathartiques", "graveyard", ["a card", "a card"]),
])
def test_unsaid_hand_holds_what_the_cost_takes(ask, text, zone, cards):
    data = ask(text)
    assert data["verdict"] == "legal" and data["exit"] == 0, data.get("illegal")
    assert sorted(names(player(data, "me")[zone])) == sorted(cards)
    (found,) = cost_cards(data)  # one assumption for the cost, however many cards it takes
    assert found["decisive"] and not found["enabling"] and not found["stated"]
    assert found["otherwise"]["verdict"] == "illegal" and found["otherwise"]["rule"] == "118.3"
    assert data["summary"] and "118.3" in data["summary"]


@pytest.mark.parametrize("text", [
    "j'ai Voix lancinante en main, je la lance",
    "I have Tormenting Voice in hand and I cast it",
    "I have Force of Will and a Mountain in hand. opp bolts my Llanowar Elves, I Force of Will it for free",
])
def test_a_listed_hand_keeps_the_illegal_verdict(ask, text):
    data = ask(text)
    assert data["verdict"] == "illegal" and data["illegal"]["rule"] == "118.3"
    assert not cost_cards(data)


@pytest.mark.parametrize(("text", "lang", "word"), [
    ("je lance Force de volonté en exilant une carte bleue", "fr", "une carte bleue"),
    ("I cast Force of Will exiling a blue card", "en", "a blue card"),
])
def test_a_card_the_message_describes_is_named_in_its_language(ask, text, lang, word):
    """The card the payment describes by its colour is placed, not re-judged (the message says it is there),
    and named in the output language everywhere, the final situation included."""
    data = ask(text)
    assert data["verdict"] == "legal" and not cost_cards(data)
    assert names(player(data, "me")["exile"]) == ["a blue card"]
    steps = " ".join(s["text"] for a in data["actions"] for s in a["steps"])
    assert word in steps.lower() and "carte carte" not in steps and "blue card" not in steps.replace(word, "")


def test_controlled_setup_lines_are_not_completed(ask):
    """Setup lines say what matters: the hand they leave out doesn't supply a cost's card."""
    data = ask("me: battlefield Mountain, Mountain\nI cast Tormenting Voice")
    assert data["verdict"] in ("illegal", "error") and not cost_cards(data)
