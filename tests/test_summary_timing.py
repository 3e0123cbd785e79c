""""Can I ...?" about timing starts with Yes / No / Oui / Non and names the timing rule that decides (issue 12 item
1): in a play ("can I cast Giant Growth in response?": the engine's answer cites what allows it, 117.1a, not the
first casting step) and as a rules question with no card ("can I play a land during combat?": 305.1)."""

from __future__ import annotations

import pytest

from bot.render.trace_render import header_label
from bot.rules.timing import timing_question


@pytest.mark.parametrize(("text", "lang", "allowed", "rule"), [
    ("can I play a land during combat?", "en", False, "305.1"),
    ("can I cast a sorcery in response?", "en", False, "307.1"),
    ("je peux activer ça pendant le tour de mon adversaire ?", "fr", True, "117.1b"),
    ("puis-je lancer un éphémère pendant le combat ?", "fr", True, "117.1a"),
    ("est-ce qu'on peut jouer une terre en réponse ?", "fr", False, "305.1"),
    ("can I cast a creature with flash on my opponent's turn?", "en", True, "702.8a"),
    ("can I cast a creature on my opponent's turn?", "en", False, "302.1"),
    ("can I tap a land for mana while casting a spell?", "en", True, "605.3a"),
    ("can I cast an instant while casting a spell?", "en", False, "117.1a"),
    ("can I equip at instant speed?", "en", False, "702.6a"),
    ("je peux lancer un rituel pendant ma phase principale ?", "fr", True, "307.1"),
])
def test_a_timing_question_is_decided_by_the_timing_rule(text: str, lang: str, allowed: bool, rule: str) -> None:
    found = timing_question(text, lang)
    assert found is not None and (found.allowed, found.rule) == (allowed, rule)


@pytest.mark.parametrize("text", [
    "how many lands can I play each turn?", "can I play two lands in one turn?", "what is a sorcery?",
    "can a mana ability be responded to?", "quand est-ce que je peux lancer un rituel ?",
])
def test_other_questions_are_not_timing_questions(text: str) -> None:
    assert timing_question(text, "fr" if "quand" in text else "en") is None


@pytest.mark.parametrize(("message", "said", "rule"), [
    ("can I play a land during combat?", "No: you can play a land only in your main phase", "305.1"),
    ("can I cast a sorcery in response?", "No: you can cast a sorcery only in your main phase", "307.1"),
    ("je peux activer ça pendant le tour de mon adversaire ?",
     "Oui : vous pouvez activer une capacité activée chaque fois que vous avez la priorité", "117.1b"),
    ("je peux lancer un rituel pendant le combat ?",
     "Non : vous ne pouvez lancer un rituel que pendant votre phase principale", "307.1"),
])
def test_a_rules_question_about_timing_answers_yes_or_no(full_rules_arbitre, message: str, said: str,
                                                         rule: str) -> None:
    data = full_rules_arbitre.trace(message).data
    assert data["kind"] == "rules_question"
    assert data["summary"].startswith(said) and data["summary"].endswith(f"({rule}).")
    assert data["rules"][0]["number"] == rule  # the deciding rule is the one shown first
    yes = said.startswith(("Yes", "Oui"))
    assert header_label(data, data["lang"])[0] == ("✅" if yes else "❌")


@pytest.mark.parametrize(("message", "lang", "said"), [
    ("opp casts Lightning Bolt on my Grizzly Bears, can I cast Giant Growth in response?", "en",
     "Yes: you can cast Giant Growth now (117.1a)."),
    ("l'adversaire lance Foudre sur mes Grizzlis, je peux lancer Croissance gigantesque en réponse ?", "fr",
     "Oui : vous pouvez lancer la Croissance gigantesque maintenant (117.1a)."),
    ("opp casts Lightning Bolt on my Grizzly Bears, can I cast Divination in response?", "en", "No: "),
    ("can I cast Divination?", "en", "Yes: you can cast Divination now (307.1)."),
    ("can I cast Llanowar Elves?", "en", "Yes: you can cast Llanowar Elves now (302.1)."),
    ("opp casts Shock on me, can I cast Ambush Viper in response?", "en",
     "Yes: you can cast Ambush Viper now (702.8a)."),
    ("can I play a Forest during combat?", "en", "No: "),
    ("can I tap Forest for mana?", "en", "Yes: you can activate the mana ability of Forest now (605.3a)."),
    ("opp casts Shock on me, can I activate Lion's Eye Diamond in response?", "en",
     "Yes: you can activate the mana ability of Lion's Eye Diamond now (602.5e)."),
])
def test_a_yes_in_a_play_cites_what_allows_it(full_arbitre, message: str, lang: str, said: str) -> None:
    data = full_arbitre.trace(message, lang).data
    assert data["summary"].startswith(said), data["summary"]
    if said.startswith("No"):  # the no cites the timing rule that forbids it
        assert data["summary"].rstrip(".").endswith(("(307.1)", "(305.1)")), data["summary"]
