"""Rules questions answered as a judge answers them (issue 12): a one-line answer first, in the asker's language
(what the rule means for the question, then its number), then the rule's text under a header of that language;
a French answer says, in French, that the rules are quoted in English. Every question of
tests/data/rules_questions.toml is answered in French and in English and read like the play traces
(tests/test_wording_outputs.py's checks), plus what only a rules answer can get wrong.
"""

from __future__ import annotations

import re
import tomllib
from pathlib import Path

import pytest
from test_wording_outputs import ENGLISH, FRENCH, _ours, _problems

from bot.render import i18n
from bot.render.rules_answer import asked_words, polarity
from bot.render.trace_render import render_text

QUESTIONS = Path(__file__).with_name("data") / "rules_questions.toml"
with open(QUESTIONS, "rb") as _fh:
    TEXTS = [str(q["text"]) for q in tomllib.load(_fh)["q"]]
YES_NO = {"fr": ("Oui : ", "Non : "), "en": ("Yes: ", "No: ")}


def _rule_of(summary: str) -> str | None:
    found = re.search(r"\((\d{3}(?:\.\d+[a-z]?)?)\)\.$", summary)
    return found.group(1) if found else None


@pytest.mark.parametrize("lang", ["fr", "en"])
@pytest.mark.parametrize("text", TEXTS)
def test_every_rules_question_gets_a_judges_short_answer(full_rules_arbitre, text: str, lang: str) -> None:
    outcome = full_rules_arbitre.trace(text, lang)
    data = outcome.data
    if data.get("kind") != "rules_question":
        # read as a play or a card question (tests/test_rules_questions.py counts these): a short answer too
        assert data.get("summary") and data["summary"] in render_text(data, lang)
        return
    problems = _problems(outcome, full_rules_arbitre.card_namer(lang))
    summary = data["summary"]
    numbers = [r["number"] for r in data["rules"]]
    assert numbers, "every question of the set has rules that answer it"
    # the short answer names the first rule shown; what the rule means comes first, its number closes it
    rule = _rule_of(summary)
    if numbers[0] not in summary:
        problems.append(f"the short answer doesn't name its rule ({numbers[0]}): {summary!r}")
    elif rule is not None and not numbers[0].startswith(rule):
        problems.append(f"the short answer doesn't end with its rule ({numbers[0]}): {summary!r}")
    if ":" in summary.split("(")[0] and not summary.startswith(YES_NO[lang]) and summary.count(":") > 1:
        problems.append(f"two colons in one short answer: {summary!r}")
    # yes or no only to a question that asks yes or no
    if summary.startswith(YES_NO[lang]) and asked_words(text, data["question"]["lang"]) is None:
        problems.append(f"a yes or no to a question that doesn't ask one: {summary!r}")
    shown = render_text(data, lang)
    lines = shown.split("\n")
    if summary.startswith(YES_NO[lang]):  # the header of a yes-or-no question is its answer (issue 12 item 5)
        word = (YES_NO[lang][0] if summary.startswith(YES_NO[lang][0]) else YES_NO[lang][1]).rstrip(": ")
        if not lines[0].startswith(("✅ " + word, "❌ " + word)):
            problems.append(f"the header doesn't answer {word}: {lines[0]!r}")
    if lines[2] != summary:
        problems.append(f"the short answer isn't the first thing said: {lines[:3]!r}")
    if lang == "fr":
        if "texte officiel cité en anglais" not in shown:
            problems.append("a French answer doesn't say the rules are quoted in English")
        # the words around the quoted rules are French: headers, titles of sections, the "see also"
        ours = _ours(shown, data)
        for m in ENGLISH.finditer(ours):
            problems.append(f"an English word around the rules: {m.group(0)!r}")
    else:
        for m in FRENCH.finditer(_ours(shown, data)):
            problems.append(f"a French word around the rules: {m.group(0)!r}")
    assert problems == [], "\n".join(problems)


@pytest.mark.parametrize(("message", "lang", "said"), [
    # a yes-or-no question the rule answers: yes or no first, in the asker's language
    ("can I respond to a mana ability?", "en", "No: a mana ability doesn’t use the stack"),
    ("est-ce que je peux répondre à une capacité de mana ?", "fr",
     "Non : une capacité de mana ne passe pas par la pile"),
    ("peut-on contrecarrer une capacité de mana ?", "en", "No: a mana ability doesn’t use the stack"),
    ("does a creature with vigilance tap when it attacks?", "en", "No: a creature with vigilance doesn’t tap"),
    ("une créature avec la vigilance s'engage-t-elle quand elle attaque ?", "fr",
     "Non : une créature avec la vigilance ne s'engage pas"),
    # a question that isn't yes or no gets what the rule means, never a yes or a no
    ("what happens to a creature with 0 toughness?", "en", "A creature with 0 toughness or less is put into"),
    ("c'est quoi le mal d'invocation ?", "fr", "Le mal d'invocation empêche une créature d'attaquer"),
    ("can a creature with summoning sickness block?", "en", "Yes: summoning sickness keeps a creature from"),
    ("une créature avec le mal d'invocation peut-elle bloquer ?", "fr", "Oui : le mal d'invocation empêche"),
    ("how does first strike work?", "en", "First strike is a static ability: the creature deals its combat damage"),
    ("do counters stay when a creature is bounced?", "en", "No: counters don’t follow a permanent to another zone"),
    ("can protection from red stop a red creature from blocking it?", "en",
     "Yes: an attacking creature with protection from a quality can’t be blocked"),
    ("que se passe-t-il si les deux joueurs tombent à 0 en même temps ?", "fr",
     "Si tous les joueurs encore dans la partie la perdent en même temps, la partie est nulle (104.4a)"),
    # a keyword without a gist of its own: what kind of ability it is, with its French printed name
    ("what is annihilator?", "en", "Annihilator is a triggered ability (702.86a)."),
    ("c'est quoi l'annihilateur ?", "fr", "Le mot-clé « annihilateur » est une capacité déclenchée (702.86a)."),
])
def test_rules_short_answers(full_rules_arbitre, message: str, lang: str, said: str) -> None:
    outcome = full_rules_arbitre.trace(message, lang)
    assert outcome.data["kind"] == "rules_question"
    assert outcome.data["summary"].startswith(said), outcome.data["summary"]
    assert _problems(outcome, full_rules_arbitre.card_namer(lang)) == []


MEANING_FLOOR = 0.9  # share of the set's answers that say what the rule means (a gist or a keyword's kind)


def test_most_rules_answers_say_what_the_rule_means(full_rules_arbitre) -> None:
    """The answer that only points to its rule ("Rule 119.6 (Life) answers this question.") is the fallback:
    the set's questions mostly land on rules whose meaning the catalogue says."""
    meant, plain = 0, []
    for text in TEXTS:
        data = full_rules_arbitre.trace(text, "en").data
        if data.get("kind") != "rules_question" or not data["rules"]:
            continue
        if data["summary"].startswith("Rule "):
            plain.append(f"{data['rules'][0]['number']}: {text}")
        else:
            meant += 1
    assert meant / (meant + len(plain)) >= MEANING_FLOOR, "\n".join(plain)


@pytest.mark.parametrize(("message", "lang", "header"), [
    ("what does 702.19 say?", "en", "Rule 702.19 (Trample):"),
    ("que dit la règle 702.19 ?", "fr", "Règle 702.19 (Piétinement), texte officiel cité en anglais :"),
])
def test_a_rule_asked_by_its_number_is_shown_whole(full_rules_arbitre, message: str, lang: str,
                                                   header: str) -> None:
    data = full_rules_arbitre.trace(message, lang).data
    assert [r["number"] for r in data["rules"]][:4] == ["702.19a", "702.19b", "702.19c", "702.19d"]
    text = render_text(data, lang)
    assert header in text and "702.19g" in text
    assert data["summary"].endswith("(702.19a).")


def test_the_yes_or_no_reads_the_questions_words() -> None:
    """Only a yes-or-no question gets one, and only about the verbs the rule's gist lists."""
    assert polarity("605.3b", "can I respond to a mana ability?", "en") == "no"
    assert polarity("605.3b", "can I activate a mana ability while paying for a spell?", "en") == "none"
    assert polarity("605.3b", "why can't I respond to a mana ability?", "en") == "none"
    assert polarity("605.3b", "quand peut-on répondre à une capacité de mana ?", "fr") == "none"
    assert polarity("605.3b", "puis-je contrecarrer une capacité de mana ?", "fr") == "no"
    assert polarity("702.10b", "can a creature with haste attack right away?", "en") == "yes"
    assert polarity("702.10b", "une créature avec la célérité peut-elle attaquer ?", "fr") == "yes"


def test_gists_read_as_a_judges_short_answer() -> None:
    """A gist starts in lower case (a "Yes: " may come first), never ends on a bracket (its rule's number
    follows in brackets), and one that can be said yes or no to has no colon of its own."""
    for lang in ("en", "fr"):
        for key in sorted(k for k in i18n.message_ids(lang) if k.startswith("gist-")):
            text = i18n.say(key, lang)
            assert text[:1].islower() or text.startswith("X "), (lang, key, text)
            assert not text.rstrip().endswith((")", ".", ";")), (lang, key, text)
            if i18n.attributes(key, lang):
                assert ":" not in text, (lang, key, text)
                assert set(i18n.attributes(key, lang)) <= {"yes", "no"}, (lang, key)


def test_every_section_has_a_title_in_both_languages(rules_db_2026) -> None:
    import sqlite3

    with sqlite3.connect(rules_db_2026) as db:
        sections = [n for (n,) in db.execute("select number from rules where kind = 'section' and lang = 'en'")]
    assert len(sections) > 100
    for lang in ("en", "fr"):
        missing = [n for n in sections if not i18n.has_message(f"section-{n}")]
        assert missing == [], (lang, missing)


def test_without_a_rules_database_the_note_is_said_once() -> None:
    from bot.render.freeform import answered_text, rules_answer_json
    from bot.render.summary import with_summary

    for lang in ("fr", "en"):
        data = with_summary(rules_answer_json(lang, [], [], i18n.say("rq-no_rules_db", lang), None), lang)
        text = answered_text(data, lang)
        assert text.count(data["summary"]) == 1, text


def test_every_rule_the_scenarios_cite_has_its_gist(arbitre, full_arbitre) -> None:
    """A player who asks about a rule a trace cited gets what it means in our words, not only its number: every
    rule cited by the steps, verdicts and answers of the public and casual scenarios and of our plays has a gist
    in both languages (rules_gists.ftl)."""
    from test_wording_outputs import CASUAL, PLAYS, PUBLIC

    from bot.render.rules_answer import gist_id

    cited: set[str] = set()
    texts = [(arbitre, p.read_text(encoding="utf-8")) for p in PUBLIC] + [(arbitre, t) for t in PLAYS]
    texts += [(full_arbitre, p.read_text(encoding="utf-8")) for p in CASUAL]
    for who, text in texts:
        data = who.trace(text, "en").data
        for action in data.get("actions") or ():
            cited.update(step["rule"] for step in action["steps"])
            answer = action.get("answer") or {}
            cited.update([answer["rule"]] if answer.get("rule") else [])
            cited.update(but["rule"] for but in answer.get("but") or ())
        cited.update((data.get("illegal") or {}).get("rules") or ())
    assert len(cited) > 40
    missing = sorted(rule for rule in cited if not i18n.has_message(gist_id(rule)))
    assert missing == []
