"""Looking rules up through the rules service: numbers, old numbers and their counterparts, glossary
words (English and French), full-text search, French fallbacks, bad input, cited rule texts, and
rendering."""

from __future__ import annotations

import csv
import json
import re

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from rules_support import CR_2008, CR_2026, KEY_MAP_CSV, acceptance_db, full_db

from bot.render.rules import render
from bot.rules.align import AlignItem, align, confidence, fixes_for
from bot.rules.parser import parse_rules, read_rules_file
from bot.rules.service import parse_number, rules_service


def lookup(query, rules_db, **kw):
    """The rules service's answer, in its JSON form."""
    return rules_service(rules_db).lookup(query, **kw).to_json()


@pytest.fixture(scope="module")
def db(tmp_path_factory) -> str:
    return str(full_db(tmp_path_factory))


@pytest.fixture(scope="module")
def acc_db(tmp_path_factory) -> str:
    return str(acceptance_db(tmp_path_factory))


def ask(db, query, **kw):
    kw.setdefault("lang", "auto")
    result = lookup(query, rules_db=db, **kw)
    assert result is not None
    json.dumps(result)  # always JSON-ready
    return result


def rules_by_role(result, role):
    return [r for r in result["rules"] if r["role"] == role]


def note_codes(result):
    return [n["code"] for n in result["notes"]]


# ------------------------------------------------------------------------------------ acceptance


def test_acceptance_601_2f(acc_db):
    r = ask(acc_db, "601.2f")
    assert r["error"] is None and r["edition"] == "2026-01-16"
    assert r["rules"][0]["number"] == "601.2f"
    assert r["rules"][0]["text"].startswith("The player determines the total cost of the spell")
    assert r["rules"][0]["subrules"] == []


def test_acceptance_flashback(acc_db):
    r = ask(acc_db, "flashback")
    assert r["kind"] == "term" and r["lang"] == "en" and r["requested_lang"] == "en"
    assert r["glossary"][0]["term"] == "Flashback"
    assert r["glossary"][0]["rules"] == ["702.34"]
    keyword = rules_by_role(r, "keyword")[0]
    assert keyword["number"] == "702.34" and keyword["title"] == "Flashback"
    assert [s["number"] for s in keyword["subrules"]][:1] == ["702.34a"]
    assert "graveyard" in keyword["subrules"][0]["text"]


def test_acceptance_search(acc_db):
    r = ask(acc_db, "activate only as an instant", search=True)
    assert r["kind"] == "search"
    assert r["results"][0]["number"] == "602.5e"
    assert "Activate only as an instant" in r["results"][0]["snippet"]
    assert len(r["results"]) == 10


def test_acceptance_old_numbers(acc_db):
    r = ask(acc_db, "409.1g")
    assert r["edition"] == "2008-10-01"
    old = rules_by_role(r, "match")[0]
    assert old["edition"] == "2008-10-01"
    assert old["text"].startswith("If the total cost includes a mana payment, the player then has a chance to play "
                                  "mana abilities")
    (cp,) = r["counterparts"]
    assert cp["number"] == "601.2g" and cp["edition"] == "2026-01-16" and cp["confidence"] == "high"
    now = rules_by_role(r, "counterpart")[0]
    assert now["number"] == "601.2g" and "activate mana abilities" in now["text"]
    assert "old_number" in note_codes(r)

    r = ask(acc_db, "422")
    assert r["rules"][0]["title"] == "Handling Illegal Actions" and r["rules"][0]["edition"] == "2008-10-01"
    assert r["counterparts"][0]["number"] == "732"
    now = rules_by_role(r, "counterpart")[0]
    assert [s["number"] for s in now["subrules"]][:2] == ["732.1", "732.2"]


# -------------------------------------------------------------------------------------- numbers


def test_number_forms():
    assert parse_number("601.2F") == "601.2f"
    assert parse_number("rule 601.2f") == "601.2f"
    assert parse_number("règle 422") == "422"
    assert parse_number("CR 702.35.") == "702.35"
    assert parse_number("6") == "6"
    assert parse_number("601.2f flashback") is None
    assert parse_number("flashback") is None


def test_rule_with_subrules(db):
    r = ask(db, "601.2")
    subs = [s["number"] for s in r["rules"][0]["subrules"]]
    assert subs == [f"601.2{c}" for c in "abcdefghi"]
    r = ask(db, "702.35")
    assert r["rules"][0]["title"] == "Madness"
    assert [s["number"] for s in r["rules"][0]["subrules"]] == ["702.35a", "702.35b", "702.35c"]
    r = ask(db, "601")
    numbers = [s["number"] for s in r["rules"][0]["subrules"]]
    assert numbers[0] == "601.1" and "601.2f" in numbers and "601.3" in numbers
    r = ask(db, "702")  # too big: its rules only, with a note
    assert "section_summary" in note_codes(r)
    assert all(s["kind"] == "rule" for s in r["rules"][0]["subrules"])
    r = ask(db, "6")
    assert r["rules"][0]["kind"] == "chapter"
    assert "601" in [s["number"] for s in r["rules"][0]["subrules"]]


def test_examples_are_returned(db):
    r = ask(db, "601.2c")
    assert r["rules"][0]["examples"] and r["rules"][0]["examples"][0].startswith("If a spell says")


def test_old_numbers_all_editions(db):
    r = ask(db, "409.1g")  # in 2008-10 and 2009-05: the newer old edition, the other one named
    assert r["edition"] == "2009-05-01"
    assert r["rules"][0]["text"].startswith("If the total cost includes a mana payment")
    codes = note_codes(r)
    assert "old_number" in codes and "old_number_also" in codes
    also = next(n for n in r["notes"] if n["code"] == "old_number_also")
    assert also["params"]["editions"] == ["2008-10-01"]
    assert r["counterparts"][0]["number"] == "601.2g"

    r = ask(db, "409.1g", edition="2008-10-01")
    assert r["edition"] == "2008-10-01" and r["counterparts"][0]["number"] == "601.2g"

    gone = {"411.2": "605.3a", "502.24": "702.35", "502.22": "702.34", "420": "704", "212.5e": "304.5",
            "413.2a": "608.2b", "409.1": "601.2", "415": "115"}
    for old, now in gone.items():
        r = ask(db, old)
        assert r["counterparts"] and r["counterparts"][0]["number"] == now, (old, r["counterparts"])
        assert rules_by_role(r, "counterpart")[0]["number"] == now
    # numbers that exist today with another meaning: today's rule, and what they used to be
    reused = {"714": "732", "702.32": "702.35", "408": "117"}
    for old, now in reused.items():
        r = ask(db, old)
        assert r["edition"] == "2026-01-16" and r["rules"][0]["number"] == old
        assert any(h["now"] == now for h in r["history"]), (old, r.get("history"))

    r = ask(db, "411.2")  # 605.3a and 117.1d say nearly the same thing: both are mentioned
    alt = [n for n in r["notes"] if n["code"] == "counterpart_alt"]
    assert alt and alt[0]["params"]["alt"] == "117.1d"

    r = ask(db, "406.1", edition="2008")  # corrected by the hand-checked table
    assert r["counterparts"][0]["number"] == "605.1"
    assert r["counterparts"][0]["hand_checked"] and r["counterparts"][0]["confidence"] == "checked"


def test_number_in_current_edition_with_older_meaning(db):
    r = ask(db, "601.2f")
    assert r["edition"] == "2026-01-16"
    (h,) = r["history"]
    assert h["editions"] == ["2009-07-11"] and h["now"] == "601.2g"
    r = ask(db, "408")  # today "Command"; in 2008 the timing rules, now 117
    assert r["rules"][0]["title"] == "Command"
    assert any(h["now"] == "117" for h in r["history"])


def test_editions(db):
    r = ask(db, "601.2e", edition="2009")  # two editions of 2009 in English, one in French: the newest
    assert r["edition"] == "2009-10-01"
    assert "edition_picked" in note_codes(r)
    r = ask(db, "601.2e", edition="2009-07")
    assert r["edition"] == "2009-07-11"
    assert r["rules"][0]["text"].startswith("The player determines the total cost")
    assert r["counterparts"][0]["number"] == "601.2f"
    assert ask(db, "601.2e", edition="20090711")["edition"] == "2009-07-11"
    assert ask(db, "601.2f", edition="1999-01-01")["error"]["code"] == "unknown_edition"
    assert ask(db, "601.2f", edition="last year")["error"]["code"] == "bad_edition"
    r = ask(db, "700.1", edition="2008-10-01")
    assert r["error"]["code"] == "not_in_edition"
    assert "2026-01-16" in r["error"]["params"]["editions"]


# ---------------------------------------------------------------------------------------- words


@pytest.mark.parametrize("query, term, rule", [
    ("flashback", "Flashback", "702.34"),
    ("Flashback", "Flashback", "702.34"),
    ("mana ability", "Mana Ability", "605"),
    ("Mana Abilities", "Mana Ability", "605"),
    ("capacité de mana", "Mana Ability", "605"),
    ("capacites de mana", "Mana Ability", "605"),
    ("folie", "Madness", "702.35"),
    ("la folie", "Madness", "702.35"),
    ("madness", "Madness", "702.35"),
    ("célérité", "Haste", "702.10"),
    ("kicked", "Kicker, Kicked", "702.33"),
    ("flashbak", "Flashback", "702.34"),
    ("what is flashback?", "Flashback", "702.34"),
    ("qu'est-ce que la folie ?", "Madness", "702.35"),
])
def test_terms(db, query, term, rule):
    r = ask(db, query)
    assert r["kind"] == "term", r
    assert r["glossary"][0]["term"] == term
    assert r["rules"][0]["number"] == rule


def test_french_terms_answer_in_french(db):
    r = ask(db, "folie")
    assert r["requested_lang"] == "fr" and r["lang"] == "en"
    assert "glossary_fr_table" in note_codes(r) and "fr_missing" in note_codes(r)
    text = render(r, "text")
    assert "Remarque :" in text and "texte anglais" in text
    assert "Folie (« Madness », glossaire)" in text


def test_unknown_word_falls_back_to_search(db):
    r = ask(db, "creatures attacking each turn")
    assert r["kind"] == "search" and r["results"]
    assert "search_fallback" in note_codes(r)
    assert ask(db, "qwxzvbnm")["error"]["code"] == "no_match"


# ---------------------------------------------------------------------------------------- French


def test_french_rule_text(db):
    r = ask(db, "602.5e", lang="fr")
    assert r["lang"] == "fr" and r["edition"] == "2026-01-16"
    assert r["rules"][0]["text"].startswith("Les capacités activées qui a disent")
    assert not r["notes"]


def test_french_asked_english_known(db):
    r = ask(db, "601.2f", lang="fr")
    assert r["lang"] == "en" and r["rules"][0]["text"].startswith("The player determines")
    assert "fr_missing" in note_codes(r)
    assert "Aucun texte français" in render(r, "json", "fr")
    assert json.loads(render(r, "json"))["note"].count("anglais") >= 1


def test_french_old_number(db):
    r = ask(db, "409.1g", lang="fr", edition="2008-10-01")
    old = rules_by_role(r, "match")[0]
    assert old["lang"] == "fr" and old["text"].startswith("Si le coût total inclut un paiement en mana")
    now = rules_by_role(r, "counterpart")[0]
    assert now["number"] == "601.2g" and now["lang"] == "en"
    assert "fr_partial" in note_codes(r)


def test_french_only_edition(db):
    r = ask(db, "601.2e", lang="fr", edition="2009-10-01")
    assert r["rules"][0]["text"].startswith("Le joueur détermine le coût total du sort")
    assert "no_english_edition" in note_codes(r)


def test_french_search(db):
    r = ask(db, "capacité activée éphémère", search=True, lang="fr")
    assert r["lang"] == "fr" and r["results"][0]["number"].startswith("602.")


# ------------------------------------------------------------------------------------- bad input


def test_bad_input(db):
    assert ask(db, "999.9z")["error"]["code"] == "unknown_number"
    assert ask(db, "")["error"]["code"] == "empty"
    assert ask(db, "   \n\t ")["error"]["code"] == "empty"
    assert ask(db, "x" * 10_000)["error"]["code"] == "too_long"
    assert ask(db, "x" * 10_000, search=True)["error"]["code"] == "too_long"
    assert ask(db, '"', search=True)["error"]["code"] == "no_words"
    assert ask(db, "***")["error"]["code"] == "no_words"
    for q in ['"', '*', 'NEAR(', 'NEAR(a b, 2)', '"unbalanced', 'a OR', 'AND', '-x', 'col:x', '^start', "a*b", "(((",
              "\x00\x01"]:
        for search in (True, False):
            r = ask(db, q, search=search)
            assert r["error"] is None or r["error"]["code"] in {"no_words", "no_match", "empty"}, (q, r)
    r = ask(db, "NEAR(mana, ability)", search=True)
    assert r["results"]


def test_no_database(tmp_path):
    missing = str(tmp_path / "none.sqlite")
    assert lookup("601.2f", rules_db=missing)["error"] == {"code": "no_database", "params": {"path": missing}}
    assert lookup("", rules_db=missing)["error"]["code"] == "empty"  # bad input is said even without a database
    assert rules_service(missing).rule("601.2f") is None
    assert rules_service(missing).numbers() == [] and rules_service(missing).complete("60") == []


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(query=st.text(max_size=400), search=st.booleans(), lang=st.sampled_from(["fr", "en", "auto"]))
def test_any_text_never_raises(db, query, search, lang):
    r = lookup(query, rules_db=db, search=search, lang=lang)
    if r["error"]:
        assert r["error"]["code"] in {"empty", "too_long", "no_words", "no_match", "unknown_number"}
        assert render(r, "text", lang)
    else:
        assert r["rules"] or r["glossary"] or r["results"]
    json.dumps(r)


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(number=st.from_regex(r"\A[0-9]{1,3}(\.[0-9]{1,3}[a-z]{0,2})?\Z"),
       edition=st.one_of(st.none(), st.text(max_size=12)))
def test_any_number_never_raises(db, number, edition):
    r = lookup(number, rules_db=db, edition=edition)
    json.dumps(r)


# ------------------------------------------------------------------------------------- alignment


def _oracle():
    rows = list(csv.DictReader(KEY_MAP_CSV.open(encoding="utf-8")))
    num = re.compile(r"\d{3}(?:\.\d+[a-z]?)?")
    expected: dict[tuple[str, str], set[str]] = {}
    for row in rows:
        now = num.findall(row["CR_2026-01-16"])
        for column, editions in (("pre_M10_CR_2008-10-01_and_2009-05-01", ("2008-10-01", "2009-05-01")),
                                 ("M10_CR_2009-07-11", ("2009-07-11",))):
            old = num.findall(row[column])
            if old and now:
                for ed in editions:
                    expected.setdefault((ed, old[0]), set()).update(now)
    return expected


def _related(a: str, b: str) -> bool:
    """Same rule, or one contains the other (411 -> 605 when the table says 605.3)."""
    return (a == b or a.startswith(b + ".") or b.startswith(a + ".")
            or (len(b) == 3 and a[:3] == b) or (len(a) == 3 and b[:3] == a))


def test_alignment_matches_hand_made_map(db):
    from bot.rules.store import RulesStore

    expected = _oracle()
    assert len(expected) >= 40
    store = RulesStore(db, create=False)
    try:
        misses = []
        for (edition, old), now in expected.items():
            cp = store.counterpart(edition, old)
            if cp is None or not any(_related(cp["number"], n) for n in now):
                misses.append((edition, old, cp and cp["number"], sorted(now)))
    finally:
        store.close()
    assert not misses


def test_computed_alignment_without_hand_table():
    """The text comparison alone gets nearly all of the hand-made map right."""
    new = parse_rules(read_rules_file(CR_2026))
    old = parse_rules(read_rules_file(CR_2008))
    items = lambda p: [AlignItem(r.number, r.kind, r.title, r.text, r.parent) for r in p.rules]  # noqa: E731
    matches = {m.old_number: m for m in align(items(old), items(new), fixes={})}
    expected = {old: now for (ed, old), now in _oracle().items() if ed == "2008-10-01"}
    good = sum(any(_related(matches[o].new_number, n) for n in now) for o, now in expected.items())
    assert good >= len(expected) - 1
    assert matches["409.1g"].new_number == "601.2g" and matches["409.1g"].score > 0.9
    assert matches["422"].new_number == "732" and matches["422"].method == "title"
    high = sum(confidence(m.score, m.method) == "high" for m in matches.values())
    assert high > 0.7 * len(matches)
    # the hand table only corrects: every fix names a different counterpart than the computed one
    for number, fixed in fixes_for("2008-10-01", "2026-01-16").items():
        assert matches[number].new_number != fixed


# ------------------------------------------------------------------------------- cited rule texts


def test_cited_rule_text(db):
    rules = rules_service(db)
    t = rules.rule("601.2f")
    assert t.number == "601.2f" and t.title == "Casting Spells" and t.edition == "2026-01-16"
    assert t.text.startswith("The player determines the total cost")
    t = rules.rule("702.34a", lang="fr")
    assert t.title == "Flashback" and t.lang == "en"
    t = rules.rule("602.5e", lang="fr")
    assert t.lang == "fr" and t.text.startswith("Les capacités activées")
    assert rules.rule("999.9z") is None and rules.rule("not a number") is None
    assert rules.rule("409.1g", edition="2008-10-01").title == "Playing Spells and Activated Abilities"


# ------------------------------------------------------------------------------------------ render


def test_render_formats(db):
    r = ask(db, "601.2c")
    text = render(r, "text")
    assert text.startswith("Comprehensive Rules, 2026-01-16 edition")
    assert "601.2c The player announces" in text and "Example: If a spell says" in text
    md = render(r, "markdown")
    assert "**601.2c**" in md and "||*Example:" in md  # examples folded for Discord
    assert "||" not in render(r, "markdown", fold_examples=False)
    data = json.loads(render(r, "json"))
    assert set(data) >= {"edition", "rules", "glossary", "note"}
    assert data["rules"][0]["number"] == "601.2c"

    r = ask(db, "409.1g", edition="2008-10-01")
    text = render(r, "text")
    assert "-> Today (2026-01-16): high confidence" in text and "601.2g" in text
    fr = render(r, "markdown", "fr")
    assert "Aujourd'hui (2026-01-16)" in fr and "correspondance sûre" in fr

    r = ask(db, "activate only as an instant", search=True)
    assert render(r, "text").splitlines()[2].startswith("1. 602.5e")
    err = ask(db, "999.9z", lang="fr")
    assert render(err, "text") == "Erreur : la règle 999.9z n'existe dans aucune édition importée " \
        "(2008-10-01, 2009-05-01, 2009-07-11, 2009-10-01, 2026-01-16)."
    long = render(ask(db, "601"), "text", max_chars=500)
    assert len(long) <= 500 and long.endswith("…")


