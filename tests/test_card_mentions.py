"""Card names in a rules question are ranked as what the rules see of the card (bot.language.card_mentions)."""

from __future__ import annotations

import pytest

from bot.language.card_mentions import as_rules_see_it, cards_as_rules_see_them
from cardpool.pool import CardPool


@pytest.fixture(scope="module")
def pool() -> CardPool:
    return CardPool.open()


def test_a_card_is_what_the_rules_see(pool):
    assert as_rules_see_it(pool.get("Lightning Bolt")) == "red spell"
    assert as_rules_see_it(pool.get("Llanowar Elves")) == "green creature"
    assert as_rules_see_it(pool.get("Forest")) == "land"


@pytest.mark.parametrize(("question", "seen"), [
    ("if my creature has protection from red, can it be targeted by Lightning Bolt?",
     "if my creature has protection from red, can it be targeted by red spell?"),
    ("si ma créature a la protection contre le rouge, peut-elle être ciblée par la Foudre ?",
     "si ma créature a la protection contre le rouge, peut-elle être ciblée par la red spell ?"),
    ("can I bolt an indestructible creature?", "can I red spell an indestructible creature?"),
])
def test_names_become_colours_and_types(pool, question, seen):
    assert cards_as_rules_see_them(question, pool) == seen


@pytest.mark.parametrize("question", [
    "what is flash?",  # a keyword, not the card Flash
    "Regeneration: what does it do?",  # the first word of a question is capitalised anyway
    "can I exile a token with a fog on the stack?",
    "c'est quoi le lien de vie ?",  # the keyword, not the card Lifelink (« Lien de vie »)
    "does Lifelink stack with double strike?",
    "Taille maximale de main ?",  # the first words of a question are its subject, not a card
    "Quelle est la taille maximale de la main en fin de tour ?",  # a card's French name, as everyday words
    "what does X mean in a mana cost?",  # one letter is a variable, not the card « X »
])
def test_rules_words_stay(full_db, question):
    full = CardPool.open(full_db)
    assert all(full.get(n) is not None for n in ("Flash", "Regeneration", "Exile", "Fog"))  # cards, all four
    assert cards_as_rules_see_them(question, full) == question


def test_a_question_naming_a_card_finds_the_rule(full_rules_arbitre):
    data = full_rules_arbitre.trace("if my creature has protection from red, can it be targeted by Lightning Bolt?",
                                    lang="en").data
    assert data["kind"] == "rules_question"
    assert data["rules"][0]["number"] == "702.16b"  # not 107.10, Future Sight's icons ("a lightning bolt")
