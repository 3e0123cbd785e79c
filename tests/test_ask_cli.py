"""`arbitre ask "MESSAGE"`, the one entry point (issue 10): plays in free form, rules questions and card
questions, FR and EN, with TRACE_JSON.md's exit statuses and JSON shape; `arbitre trace` routes a rules
question the same way, and `arbitre chat` answers the same messages the same way.

The process is run as a user runs it (a subprocess, the embedded card pool, a rules database imported once).
"""

from __future__ import annotations

import io
import json
import subprocess
import sys
from pathlib import Path

import pytest

ARBITRE = Path(sys.executable).parent / "arbitre"
PLAY_EN = "opp Giant Growths his Llanowar Elves, I bolt them in response, do they die?"
PLAY_FR = "l'adversaire lance Croissance gigantesque sur ses Elfes de Llanowar, je les Foudre en réponse, ils meurent ?"


@pytest.fixture(scope="module")
def env(tmp_path_factory, rules_db_2026):
    home = tmp_path_factory.mktemp("ask-home")
    return {"PATH": str(ARBITRE.parent), "HOME": str(home), "ARBITRE_CACHE_DIR": str(home / "cache"),
            "ARBITRE_RULES_DB": str(rules_db_2026), "LANG": "C.UTF-8"}


def ask(env: dict[str, str], *args: str, stdin: str | None = None) -> tuple[int, dict]:
    """(exit status, the JSON answer) of `arbitre ask ARGS --format json` (or `trace` when args[0] is it)."""
    command = list(args) if args and args[0] == "trace" else ["ask", *args]
    done = subprocess.run([str(ARBITRE), *command, "--format", "json"], input=stdin, capture_output=True,
                          text=True, env=env, timeout=120)
    assert "Traceback" not in done.stderr, done.stderr
    return done.returncode, json.loads(done.stdout)


def test_a_free_form_play_in_english_is_judged_with_its_assumptions(env):
    code, data = ask(env, PLAY_EN)
    assert code == 0 and data["kind"] == "play" and data["verdict"] == "legal" and data["lang"] == "en"
    assert data["question"]["answer"] is True and data["summary"].startswith("Yes: Llanowar Elves dies")
    assert [a["kind"] for a in data["actions"][0]["steps"][:1]] == ["step"]
    assert data["actions"][0]["source"] == "opp Giant Growths his Llanowar Elves"
    placed = [a for a in data["assumptions"] if a["about"] == "Llanowar Elves"]
    assert placed and all({"text", "stated", "enabling", "decisive"} <= set(a) for a in data["assumptions"])
    assert any(p.get("assumed") for pl in data["state"]["players"] for p in pl["battlefield"])  # assumed lands
    graveyard = {pl["name"]: pl["graveyard"] for pl in data["state"]["players"]}
    assert "Llanowar Elves" in graveyard["opponent"]  # card names in `state` stay English Oracle names


def test_a_free_form_play_in_french(env):
    code, data = ask(env, PLAY_FR)
    assert code == 0 and data["lang"] == "fr" and data["summary"].startswith("Oui : les Elfes de Llanowar meurent")
    assert "Elfes de Llanowar" in data["summary"]


@pytest.mark.parametrize(("message", "lang"), [
    ("I cast Wrath of God during my opponent's turn", "en"),
    ("je lance Colère de Dieu pendant le tour adverse", "fr"),
])
def test_an_illegal_play_exits_1_with_the_rule(env, message, lang):
    code, data = ask(env, message)
    assert code == 1 and data["verdict"] == "illegal" and data["lang"] == lang
    assert data["illegal"]["rule"] == "307.1" and data["illegal"]["rollback"]["rule"].startswith("732")


@pytest.mark.parametrize(("message", "lang", "rule"), [
    ("does a countered flashback spell get exiled?", "en", "702.34a"),
    ("quand la folie se déclenche-t-elle ?", "fr", "702.35a"),
])
def test_a_rules_question_is_answered_from_the_rules(env, message, lang, rule):
    code, data = ask(env, message)
    assert code == 0 and data["kind"] == "rules_question" and data["verdict"] == "answered"
    assert data["lang"] == lang and data["assumptions"] == [] and data["actions"] == []
    assert 1 <= len(data["rules"]) <= 3 and all(set(r) == {"number", "text", "title"} for r in data["rules"])
    assert rule in [r["number"] for r in data["rules"]]
    assert data["glossary"] and {"term", "text"} <= set(data["glossary"][0])
    if lang == "fr":
        assert "édition anglaise" in data["note"]
    else:
        assert not data["note"]


def test_trace_routes_a_rules_question_the_same_way(env):
    code, data = ask(env, "trace", "-", stdin="c'est quoi le mal d'invocation ?")
    assert code == 0 and data["kind"] == "rules_question" and "302.6" in [r["number"] for r in data["rules"]]


@pytest.mark.parametrize(("message", "lang", "note"), [
    ("does a countered flashback spell get exiled?", "en", "arbitre rules import"),
    ("quand la folie se déclenche-t-elle ?", "fr", "aucune base de règles"),
])
def test_a_rules_question_without_a_rules_database_says_how_to_import_one(env, tmp_path, message, lang, note):
    code, data = ask(dict(env, ARBITRE_RULES_DB=str(tmp_path / "none.sqlite")), message)
    assert code == 1 and data["kind"] == "rules_question" and data["rules"] == [] and note in data["note"]


@pytest.mark.parametrize(("message", "name", "type_line"), [
    ("what does Lightning Bolt do?", "Lightning Bolt", "Instant"),
    ("que fait Foudre ?", "Foudre", "Éphémère"),
])
def test_a_card_question(env, message, name, type_line):
    code, data = ask(env, message)
    assert code == 0 and data["kind"] == "card_question" and data["verdict"] == "answered"
    assert data["card"]["name"] == "Lightning Bolt" and data["card"]["mana_cost"] == "{R}"
    done = subprocess.run([str(ARBITRE), "ask", message], capture_output=True, text=True, env=env, timeout=120)
    assert name in done.stdout and type_line in done.stdout


@pytest.mark.parametrize(("message", "english"), [
    ("I zorglub his Llanowar Elves", True),
    ("je zorglube ses Elfes de Llanowar", False),
])
def test_a_message_that_cant_be_read_exits_2_in_its_language(env, message, english):
    code, data = ask(env, message)
    assert code == 2 and data["verdict"] == "error" and data["error"]["kind"] == "syntax"
    assert "zorglub" in data["error"]["message"]
    assert ("Expected" in data["error"]["message"]) is english


def test_an_action_by_a_player_the_setup_does_not_declare_is_an_error(env):
    message = "```\nAlice: battlefield Forest\nBob: battlefield Island\nChloé: battlefield Island\n" \
              "turn: Alice, upkeep\npasser à upkeep\nAlice cast rDyade de Paillebois\n```"  # found by test_fuzz
    code, data = ask(env, "trace", "-", stdin=message)
    assert code == 2 and data["error"]["kind"] == "unknown_player"
    assert "« moi »" in data["error"]["message"] and data["error"]["suggestions"] == ["Alice", "Bob", "Chloé"]


# ------------------------------------------------------------------ arbitre chat: the same messages


@pytest.fixture(scope="module")
def service(tmp_path_factory, rules_db_2026):
    from bot.service import Service
    from bot.settings import load_settings

    tmp = tmp_path_factory.mktemp("chat-ask")
    return Service(settings=load_settings(env={}, cache_dir=str(tmp / "cache"), rules_db=str(rules_db_2026)))


@pytest.mark.parametrize("message", [
    PLAY_EN, PLAY_FR, "does a countered flashback spell get exiled?", "quand la folie se déclenche-t-elle ?",
    "que fait Foudre ?", "je zorglube ses Elfes de Llanowar",
])
def test_chat_answers_a_message_as_ask_does(service, message):
    from bot.chat import run_chat
    from bot.render.trace_render import render_text

    outcome = service.trace(message)
    expected = render_text(outcome.data, outcome.lang, card_name=service.arbitre.card_namer(outcome.lang))
    for line in (message, "ask " + message):
        out = io.StringIO()
        run_chat(service, stdin=io.StringIO(line + "\n"), stdout=out)
        assert expected.strip() in out.getvalue()


# ------------------------------------------------------------------ questions that are not plays


@pytest.mark.parametrize(("message", "lang", "rules"), [
    ("so can tapped creatures still block or not?", "en", ("509.1a",)),
    ("une bestiole engagée, elle a le droit de bloquer ?", "fr", ("509.1a",)),
    ("is madness usable during the other player's turn?", "en", ("702.35",)),
    ("si un sort flashback se fait contrer, il va au cimetière ?", "fr", ("702.34a",)),
    ("does a defender creature untap like the others?", "en", ("702.3", "502.3")),
])
def test_a_question_about_the_game_in_general_is_a_rules_question(env, message, lang, rules):
    """No player acts on a named card: a rules question, not a play (it used to be judged as one)."""
    code, data = ask(env, message)
    assert code == 0 and data["kind"] == "rules_question" and data["lang"] == lang, data.get("summary")
    numbers = [r["number"] for r in data["rules"]]
    assert any(n == r or n.startswith(r) and not n[len(r)].isdigit() for n in numbers for r in rules), numbers


@pytest.mark.parametrize("message", ["what does lifelink do?", "le lien de vie, ça fait quoi ?"])
def test_a_keyword_question_goes_to_the_rules_not_to_a_card_of_that_name(env, message):
    code, data = ask(env, message)
    assert code == 0 and data["kind"] == "rules_question"
    assert data["rules"][0]["number"].startswith("702.15")
    assert [g["term"] for g in data["glossary"]] == ["Lifelink"]


@pytest.mark.parametrize(("message", "lang", "answer", "summary"), [
    ("is Lightning Bolt an instant?", "en", True, "Yes: Lightning Bolt is an instant."),
    ("Lightning Bolt is a sorcery, right?", "en", False, "No: Lightning Bolt is not a sorcery (Instant)."),
    ("la Foudre c'est un éphémère ?", "fr", True, "Oui : la Foudre est un éphémère."),
    ("est-ce que Foudre est un rituel ?", "fr", False, "Non : la Foudre n'est pas un rituel (Éphémère)."),
    ("are Llanowar Elves elves?", "en", True, "Yes: Llanowar Elves is of type Elf (Creature — Elf Druid)."),
    ("is Lightning Bolt red?", "en", True, "Yes: Lightning Bolt is red ({R})."),
    ("les Elfes de Llanowar sont bleus ?", "fr", False,
     "Non : les Elfes de Llanowar ne sont pas de couleur bleue ({G})."),
])
def test_a_type_question_is_answered_from_the_card_data(env, message, lang, answer, summary):
    code, data = ask(env, message)
    assert code == 0 and data["kind"] == "card_question" and data["lang"] == lang
    assert data["question"]["kind"] == "card_type" and data["question"]["answer"] is answer
    assert data["summary"] == summary and data["actions"] == []
    done = subprocess.run([str(ARBITRE), "ask", message], capture_output=True, text=True, env=env, timeout=120)
    assert done.stdout.startswith(summary)


@pytest.mark.parametrize("message", ["que fait l'Elfe de Llanowar ?", "il fait quoi Foudre ?", "Foudre, ça fait quoi ?",
                                     "what's Llanowar Elves?", "Lightning Bolt, what does it do?"])
def test_card_questions_as_players_write_them(env, message):
    code, data = ask(env, message)
    assert code == 0 and data["kind"] == "card_question", data.get("summary")
    assert data["card"]["name"] in ("Llanowar Elves", "Lightning Bolt")
    assert "question" not in data  # what the card does: no yes/no


def test_the_same_french_question_gives_the_same_rules_in_either_output_language(env):
    message = "un sort dont la cible a disparu, il se passe quoi ?"
    _, french = ask(env, message)
    _, english = ask(env, "--lang", "en", message)
    assert french["lang"] == "fr" and english["lang"] == "en"
    assert [r["number"] for r in french["rules"]] == [r["number"] for r in english["rules"]]
    assert "608.2b" in [r["number"] for r in french["rules"]]
    assert "édition anglaise" in french["note"] and not english["note"]


def test_trace_routes_type_and_card_questions_like_ask(env):
    for message in ("is Lightning Bolt an instant?", "il fait quoi Foudre ?", "can a tapped creature block?"):
        assert ask(env, "trace", "-", stdin=message) == ask(env, message)
