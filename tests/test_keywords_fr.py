"""The French printed names of keywords, derived from the card data (foundation/keywords_fr.py): the derivation
on cards of our own, the table checked in, and a French keyword name leading to its keyword rule."""

from __future__ import annotations

from bot.rules.terms import french_terms, term_key
from foundation.keywords_fr import derive, french_keyword_names, render


def _card(keywords: list[str], text: str, french: str) -> dict[str, object]:
    return {"keywords": keywords, "text": text, "foreignData": [{"language": "French", "text": french}]}


def test_a_keyword_line_gives_its_french_name():
    cards = [_card(["Ward"], "Ward {2}\nWhen this enters, draw a card.", "Parade {2}\nQuand ceci arrive, piochez."),
             _card(["Ward", "Flying"], "Flying, ward {1}", "Vol, parade {1}"),
             _card(["Flying"], "Flying\nOther text.", "Vol\nAutre texte.")]
    table = derive(cards)
    assert table["Ward"] == ["parade"]
    assert table["Flying"] == ["vol"]
    assert '"Ward" = ["parade"]' in render(table)


def test_one_odd_translation_or_misaligned_lines_give_no_name():
    cards = [_card(["Evoke"], "Evoke {2}{U}", "Évocation {2}{U}"),  # one card only: below the votes needed
             _card(["Dash"], "Dash {2}{R}\nMore.", "Précipitation {2}{R}"),  # lines don't match
             _card(["Dash"], "Dash {1}{R}", "Précipitation {1}{R}")]
    assert derive(cards) == {}


def test_the_checked_in_table_and_french_terms():
    names = french_keyword_names()
    assert "parade" in names["Ward"] and "évocation" in names["Evoke"] and "dévorement" in names["Devour"]
    assert french_terms()[term_key("parade")] == "Ward"
    assert french_terms()[term_key("lien de vie")] == "Lifelink"  # the hand-written table still answers
