"""The short answer to a rules question says what the rule says (issue 12 item 1), in the asker's language: the
rule's gist when we wrote one, else the rule's first sentence in its own words, and a French answer quoting the
English edition says so. It never only points at the rule ("Rule 120.6 (Damage) answers this question.")."""

from __future__ import annotations

import pytest

from bot.render.i18n import has_message
from bot.render.rules_answer import first_sentence, gist_id, short_answer

# Questions as players ask them, written for this test (not those of tests/data/rules_questions.toml), on
# topics players ask about often: the rules they land on are the ones whose gists matter most.
ASKED = (
    "what is the stack?", "c'est quoi la pile ?", "what does dies mean?", "ça veut dire quoi, mourir ?",
    "what is mana value?", "c'est quoi la valeur de mana ?", "what is a token?", "qu'est-ce qu'un jeton ?",
    "what is an emblem?", "c'est quoi un emblème ?", "what are static abilities?", "c'est quoi une capacité statique ?",
    "what is a replacement effect?", "c'est quoi un effet de remplacement ?", "what are layers?",
    "c'est quoi les couches ?", "can I attack planeswalkers?", "on peut attaquer un planeswalker ?",
    "what is the cleanup step?", "how long does damage stay on a creature?", "les blessures restent jusqu'à quand ?",
    "what is priority?", "c'est quoi la priorité ?", "how does equip work?", "comment marche l'équipement ?",
    "what does tapped mean?", "what is the legend rule?", "how does trample work?", "c'est quoi le piétinement ?",
)
POINTING = ("answers this question", "qui répond à cette question")
GIST_FLOOR = 0.8  # share of ASKED answered by a gist (or a keyword's kind); measured 2026-12-01: see the test


@pytest.mark.parametrize(("text", "sentence"), [
    ("Planeswalkers can be attacked. (See rule 508, “Declare Attackers Step.”)", "Planeswalkers can be attacked."),
    ("A spell is a card on the stack. As the first step of being cast (see rule 601, “Casting Spells”), the card "
     "becomes a spell.", "A spell is a card on the stack."),
    # a full stop inside brackets or after an abbreviation doesn't end the sentence
    ("A token isn’t a card (even if represented by a card. Really.) and that is all. More.",
     "A token isn’t a card (even if represented by a card. Really.) and that is all."),
    ("Some costs (e.g. tapping) are paid at once. Others wait.", "Some costs (e.g. tapping) are paid at once."),
    ("Effects that say, e.g. “instead,” are replacements. Most are.",
     "Effects that say, e.g. “instead,” are replacements."),
    # a sentence ending in a quotation keeps its closing mark
    ("The term dies means “is put into a graveyard from the battlefield.” See 700.4a.",
     "The term dies means “is put into a graveyard from the battlefield.”"),
    # a list announced: the list is the rest of the rule
    ("The state-based actions are as follows:", "The state-based actions are as follows…"),
])
def test_first_sentence_stops_at_the_first_full_stop_of_the_rule(text: str, sentence: str) -> None:
    assert first_sentence(text) == sentence


def test_a_long_first_sentence_is_cut_at_a_clause_boundary() -> None:
    text = "If a player would draw, " + "and so on, " * 40 + "they lose. Next."
    cut = first_sentence(text)
    assert cut.endswith("…") and len(cut) <= 281 and not cut.endswith(",…")
    assert cut.startswith("If a player would draw,")


RULE_WITHOUT_GIST = {"number": "999.9z", "title": "Made Up",
                     "text": "A made-up rule has a first sentence. And a second one."}


@pytest.mark.parametrize(("lang", "note", "said"), [
    ("en", None, "Rule 999.9z (Made Up) says: “A made-up rule has a first sentence.”"),
    # the French answer says the quoted text is the English edition's
    ("fr", "édition anglaise", "La règle 999.9z (Made Up) dit, en anglais (aucune édition française des règles "
                               "n'est importée) : “A made-up rule has a first sentence.”"),
    # a French edition's text is quoted as French
    ("fr", None, "La règle 999.9z (Made Up) dit : « A made-up rule has a first sentence. »"),
])
def test_a_rule_without_gist_is_answered_by_what_it_says(lang: str, note: str | None, said: str) -> None:
    assert not has_message(gist_id("999.9z"))
    data = {"rules": [RULE_WITHOUT_GIST], "note": note, "question": {"text": "what?", "lang": lang}}
    assert short_answer(data, lang) == said


def test_players_rules_questions_get_what_the_rule_says(full_rules_arbitre) -> None:
    """No short answer only points at its rule; most say the rule's meaning in our words (a gist); the others
    quote its first sentence, and a French one says it is quoting the English edition."""
    gists, quoted, answered = 0, [], 0
    for text in ASKED:
        data = full_rules_arbitre.trace(text).data
        assert data["kind"] == "rules_question", text
        if not data["rules"]:
            continue  # found no rule: the ranking's business (tests/test_rules_questions.py), not the wording's
        answered += 1
        summary, lang = data["summary"], data["lang"]
        assert not any(p in summary for p in POINTING), (text, summary)
        number = data["rules"][0]["number"]
        if has_message(gist_id(number)) or summary.endswith(f"({number}).") and " says: " not in summary \
                and " dit" not in summary:
            gists += 1
        else:
            quoted.append(f"{number}: {text} -> {summary}")
            assert ("says: “" if lang == "en" else "dit, en anglais") in summary, summary
    assert answered >= len(ASKED) - 3
    assert gists / answered >= GIST_FLOOR, "\n".join(quoted)


@pytest.mark.parametrize(("message", "said"), [
    ("what is the stack?", "The stack keeps the order in which spells and abilities were put on it"),
    ("c'est quoi la pile ?", "La pile garde l'ordre dans lequel les sorts et les capacités y ont été mis"),
    ("what is an emblem?", "An emblem"),
    ("c'est quoi un emblème ?", "Un emblème"),
    ("what are static abilities?", "A static ability "),
    ("c'est quoi une capacité statique ?", "Une capacité statique "),
])
def test_gists_for_rules_players_ask_about(full_rules_arbitre, message: str, said: str) -> None:
    assert full_rules_arbitre.trace(message).data["summary"].startswith(said)
