"""Bad input to the free-form reader (issue 10): everything is bounded. Thousands of pronouns, hundreds of
actions in one sentence, names that fuzzy-match everything, token soups built from the lexicons and the
card names (hypothesis), and chat lines as players write them: never a traceback, never an unbounded
answer, an error kind the contract knows."""

from __future__ import annotations

import json
from pathlib import Path

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

CHAT_LINES = Path(__file__).resolve().parent / "free_form_chat_lines.txt"
KINDS = {"syntax", "unknown_card", "incomplete", "too_large", "ambiguous", "read_failure", "internal", "empty",
         "bad_number", "budget_exceeded", "unknown_player"}


def well_formed(data: dict) -> None:
    assert data["verdict"] in ("legal", "illegal", "error", "answered")
    assert data["exit"] == {"legal": 0, "illegal": 1, "error": 2}.get(data["verdict"], data["exit"])
    if data["verdict"] == "error":
        assert data["error"]["kind"] in KINDS, data["error"]
        assert data["error"]["kind"] != "internal", data["error"]
    assert len(json.dumps(data)) < 400_000
    assert len(data.get("assumptions", [])) <= 80


def test_thousands_of_pronouns(ask):
    data = ask("I bolt it" + " and it" * 3000 + ", does it die?")
    well_formed(data)
    fr = ask("je le foudroie" + " et le" * 3000)
    well_formed(fr)


def test_hundreds_of_actions_from_one_sentence(ask):
    data = ask("I cast Lightning Bolt at his face, " * 300)
    well_formed(data)
    assert data["verdict"] == "error" and data["error"]["kind"] == "too_large"
    fr = ask("je lance Foudre dans sa face puis " * 300)
    assert fr["verdict"] == "error" and fr["error"]["kind"] == "too_large"
    assert "actions" in fr["error"]["message"]


def test_names_that_fuzzy_match_everything(ask):
    for text in ("I cast " + "e " * 400, "I cast " + "a" * 5000, "je lance " + "la " * 1000 + "Foudre",
                 "I bolt the " + "Elves " * 500, "his " * 2000 + "Bears", "[[" * 500 + "Bolt" + "]]" * 500,
                 "I cast " + " ".join(["Lightning"] * 800)):
        well_formed(ask(text))


def test_long_sentences_of_cards(ask):
    names = ", ".join(["Grizzly Bears", "Llanowar Elves", "Hill Giant", "Craw Wurm"] * 150)
    data = ask(f"he has {names}. I bolt the Bears, do they die?")
    well_formed(data)


def test_chat_lines(ask):
    lines = [line for line in CHAT_LINES.read_text(encoding="utf-8").splitlines() if line.strip()
             and not line.startswith("#")]
    assert len(lines) >= 40
    read = 0
    for line in lines:
        data = ask(line.replace("\\n", "\n"))
        well_formed(data)
        read += data["verdict"] != "error"
    assert read >= len(lines) * 0.6, read


WORDS = st.sampled_from([
    "I", "he", "opp", "je", "il", "l'adv", "cast", "lance", "bolt", "foudre", "tap", "engage", "attack", "attaque",
    "block", "bloque", "sac", "crack", "counter", "contre", "with", "avec", "on", "sur", "his", "ses", "my", "mes",
    "it", "them", "le", "les", "dessus", "and", "et", "then", "puis", ",", ".", "?", "in response", "en réponse",
    "Lightning Bolt", "Foudre", "Grizzly Bears", "Grizzlis", "Llanowar Elves", "Elfes de Llanowar", "Counterspell",
    "Force of Will", "Giant Growth", "Mountain", "Forest", "Island", "Bears", "Elves", "LED", "for", "pour", "RRR",
    "G", "two", "deux", "do they die", "ils meurent", "is that legal", "c'est bon", "what happens", "résout",
    "resolves", "his face", "dans la face", "sacrificing", "en sacrifiant", "pitching", "returning", "free",
    "Lightnin Bolt", "Grizly Bers", "Fo", "x", "3", "life", "points de vie", "upkeep", "entretien", "my turn",
    "can I", "puis-je", "what does", "que fait", "trample", "piétinement", "rule", "règle",
])


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture,
                                                                   HealthCheck.too_slow])
@given(st.lists(WORDS, min_size=1, max_size=40))
def test_token_soups_never_break(ask, words):
    well_formed(ask(" ".join(words)))


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture,
                                                                  HealthCheck.too_slow])
@given(st.text(min_size=1, max_size=300))
def test_any_text_never_breaks(ask, text):
    well_formed(ask(text))
