"""The rules service's typed API: autocomplete from the database (issue 13, defect 1), rules questions
in plain words, cited rule texts, the one error shape of a failed answer, and how adapters reach it."""

from __future__ import annotations

import json
import shutil

import pytest
from rules_support import acceptance_db

from bot.rules import RuleAnswer, RulesService, rules_service
from bot.rules.service import close_services
from foundation.errors import NoMatch, RuleQueryError, UnknownRuleNumber


@pytest.fixture(scope="module")
def db(tmp_path_factory) -> str:
    return str(acceptance_db(tmp_path_factory))


@pytest.fixture(scope="module")
def rules(db) -> RulesService:
    return rules_service(db)


# ------------------------------------------------------------------ autocomplete (defect 1)


def test_numbers_are_every_rule_of_the_newest_edition_in_rule_order(rules):
    numbers = rules.numbers()
    assert len(numbers) > 3000
    assert numbers.index("702.2") < numbers.index("702.10") < numbers.index("702.10a")
    assert "409.1g" not in numbers  # an old edition's number is answered, not offered


def test_complete_numbers_and_words_from_the_database(rules):
    assert rules.complete("702.1")[:6] == ["702.1", "702.1a", "702.1b", "702.1c", "702.1d", "702.10"]
    assert "trample" in rules.complete("tramp")
    assert "flashback" in rules.complete("FLASH")
    assert "pietinement" in rules.complete("piétin")  # the French game terms, accents ignored
    assert all(len(rules.complete(q, 25)) <= 25 for q in ("", "1", "a", "pi"))
    assert rules.complete("") and rules.complete("zzzzqx") == []


def test_discord_and_chat_autocomplete_go_through_the_service(tmp_path, db):
    from bot.service import Service
    from bot.settings import load_settings

    service = Service(settings=load_settings(env={}, cache_dir=str(tmp_path), rules_db=db))
    assert service.rule_choices("702.1")[:2] == ["702.1", "702.1a"]
    assert "trample" in service.rule_choices("tramp")


def test_complete_follows_a_replaced_database(tmp_path, db):
    path = tmp_path / "rules.sqlite"
    service = RulesService(path)
    assert service.complete("60") == []  # no database yet: nothing to offer, no error
    shutil.copy(db, path)
    assert service.complete("601.2")[0] == "601.2"
    service.close()


# ------------------------------------------------------------------ questions in plain words


@pytest.mark.parametrize(("question", "expected"), [
    ("what happens to a creature with 0 toughness?", "704.5f"),
    ("does a countered flashback spell get exiled?", "702.34a"),
    ("quand la folie se déclenche-t-elle ?", "702.35a"),
    ("do state-based actions use the stack?", "405.6f"),
    ("how does trample work with deathtouch?", "702.2c"),  # the rule of the two together
])
def test_question_names_the_rule_that_answers_it(rules, question, expected):
    answer = rules.question(question)
    assert answer.ok and answer.kind == "question"
    assert 1 <= len(answer.rules) <= 3
    assert expected in [r.number for r in answer.rules]
    assert all(r.text and r.text != r.title for r in answer.rules)  # a heading is replaced by its first subrule
    json.dumps(answer.to_json())


def test_question_gives_the_glossary_entry_of_the_terms_it_names(rules):
    answer = rules.question("quand la folie se déclenche-t-elle ?")
    assert [g.term for g in answer.glossary] == ["Madness"]
    assert answer.requested_lang == "fr" and answer.lang == "en"
    assert "fr_missing" in [n.code for n in answer.notes]  # said in French: the text is the English edition's


def test_question_without_an_answer_or_a_database(rules, tmp_path):
    assert isinstance(rules.question("zzqx wvvk").error, NoMatch)
    assert rules.question("   ").error.kind == "empty"
    answer = RulesService(tmp_path / "none.sqlite").question("what is trample?")
    assert answer.error.kind == "no_database" and not answer.bad_input


# ------------------------------------------------------------------ one error shape


def test_failed_answers_have_one_shape_whatever_failed(rules, tmp_path):
    failures = [
        rules.lookup("999.9z"),
        rules.lookup(""),
        rules.lookup("x" * 1000),
        rules.lookup("601.2f", edition="1999"),
        rules.lookup("601.2f", edition="soon"),
        RulesService(tmp_path / "none.sqlite").lookup("601.2f"),
    ]
    kinds = []
    for answer in failures:
        assert isinstance(answer, RuleAnswer) and isinstance(answer.error, RuleQueryError)
        data = answer.to_json()
        assert data["kind"] == "error" and data["rules"] == [] and data["glossary"] == [] and data["results"] == []
        assert data["error"] == {"code": answer.error.kind, "params": answer.error.params}
        kinds.append(answer.error.kind)
    assert kinds == ["unknown_number", "empty", "too_long", "unknown_edition", "bad_edition", "no_database"]
    assert isinstance(failures[0].error, UnknownRuleNumber)
    assert [a.bad_input for a in failures] == [False, True, True, False, True, False]


def test_a_damaged_database_is_an_answer_not_a_traceback(tmp_path):
    path = tmp_path / "rules.sqlite"
    path.write_bytes(b"SQLite format 3\x00" + b"\x00" * 200 + b"not really a database" * 50)
    service = RulesService(path)
    answer = service.lookup("601.2f")
    assert answer.error.kind == "lookup_failed" and "not a database" in answer.error.params["detail"]
    assert service.rule("601.2f") is None and service.complete("601") == []


def test_the_shared_service_is_one_per_file(db):
    assert rules_service(db) is rules_service(db)
    close_services()
    assert rules_service(db).lookup("601.2f").rules[0].number == "601.2f"  # reopens after a close
