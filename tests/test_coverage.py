"""Honest coverage (issue 11, item 1): `cardpool coverage` counts what the plugins declare they enforce
and simulate, and the declarations are true.

The figures come from the plugins' `arbitre_enforced_abilities`, `arbitre_simulated_effects` and
`arbitre_trigger_events` (definitions in the docstring of cardpool.coverage): switching a plugin off
makes them fall, and every effect kind a plugin lists is really carried out by its resolve hook.
"""

from __future__ import annotations

import json
import sqlite3

import pytest
from conftest import ATOMIC

from bot.cli import main
from bot.cli_cards import engine_support
from bot.engine import hookspecs as hs
from bot.engine.game import Game
from bot.engine.plugins import make_plugin_manager
from bot.engine.state import GameState, PlayerState, StackItem
from bot.engine.trace import TraceBuilder
from cardpool.coverage import EngineSupport, coverage, face_abilities, shape, unsimulated_shapes
from cardpool.pool import CardPool, CardPoolError
from foundation.cards import CardDef, Effect


@pytest.fixture(scope="module")
def report(full_db) -> dict:
    return coverage(full_db, support=engine_support())


def test_the_report_has_the_honest_figures(full_db, capsys):
    assert main(["cardpool", "coverage", "--cards", str(full_db), "--format", "json"]) == 0
    got = json.loads(capsys.readouterr().out)
    for key in ("enforced", "simulated"):
        assert got[f"{key}_ratio"] == round(got[key] / got["faces"], 4)
        assert 0 < got[key] <= got["faces"]
    assert got["simulated"] <= got["fully_parsed"]  # what wasn't read can't be simulated
    for key, field in (("top_unsimulated", "shape"), ("top_unenforced", "ability")):
        counts = [x["count"] for x in got[key]]
        assert 0 < len(counts) <= 20 and counts == sorted(counts, reverse=True)  # the top 20, when that many remain
        assert all(isinstance(x[field], str) and x[field] for x in got[key])
    assert main(["cardpool", "coverage", "--cards", str(full_db)]) == 0
    text = capsys.readouterr().out
    assert "every effect simulated by the engine" in text and "abilities not enforced" in text


@pytest.mark.parametrize("plugin, figure", [
    ("effects", "simulated"), ("triggers", "simulated"), ("combat", "enforced"), ("casting", "enforced"),
])
def test_switching_a_plugin_off_lowers_its_figure(full_db, report, plugin, figure):
    without = coverage(full_db, support=engine_support(disabled=(plugin,)))
    assert without[figure] < report[figure]
    assert without["recognized"] == report["recognized"]  # what was read doesn't depend on the engine


def test_without_plugins_only_faces_with_nothing_to_do_count(full_db, report):
    nothing = coverage(full_db, support=EngineSupport())
    assert nothing["simulated"] < report["simulated"]  # vanilla creatures, lands: nothing resolves
    assert nothing["enforced"] < report["enforced"]  # faces without keyword nor static ability


def _game() -> Game:
    players = (PlayerState("me", library_unknown=40), PlayerState("opponent", library_unknown=40))
    state = GameState(players=players, active="me", priority="me", next_oid=100)
    trace = TraceBuilder()
    trace.begin(1, 1, "resolve")
    return Game(state, make_plugin_manager(), trace)


def test_every_listed_effect_kind_is_carried_out_by_the_resolve_hook():
    """A kind listed by `arbitre_simulated_effects` is handled (True) by the plugins' resolve hook; a
    kind nobody lists falls through to "not simulated"."""
    pm = make_plugin_manager()
    kinds = hs.call_simulated_effects(pm)
    assert {"damage", "destroy", "draw", "counter"} <= kinds
    card = CardDef(name="Test Card", types=frozenset({"instant"}))
    for kind in sorted(kinds):
        game = _game()
        item = StackItem(oid=50, kind="spell", controller="me", card=card, owner="me")
        assert hs.call_resolve_effect(pm, game, item, Effect.make(kind)), kind
    game = _game()
    item = StackItem(oid=50, kind="spell", controller="me", card=card, owner="me")
    assert not hs.call_resolve_effect(pm, game, item, Effect.make("no_plugin_knows_this"))


def test_the_definition_on_records():
    support = EngineSupport(enforced=frozenset({"flying", "protection"}), simulated=frozenset({"damage"}),
                            trigger_events=frozenset({"enters"}))
    assert support.is_enforced("protection from black") and support.is_enforced("flying")
    assert not support.is_enforced("protectionist") and not support.is_enforced("trample")
    assert face_abilities({"keywords": ["Flying", "Partner"], "static": [{"kind": "continuous_effect"}]}) == \
        ["flying", "continuous_effect"]
    bolt = {"name": "Bolt", "effects": [{"kind": "damage", "text": "Bolt deals 3 damage to any target."}]}
    assert unsimulated_shapes(bolt, support) == set()
    modal = {"name": "M", "triggered": [{"event": "upkeep", "text": "At the beginning of your upkeep, choose one —",
                                         "effects": [{"kind": "modal", "modes": [
                                             {"effects": [{"kind": "damage"}]},
                                             {"effects": [{"kind": "mill", "text": "Mill 2 cards."}]}]}]}]}
    assert unsimulated_shapes(modal, support) == {"(modal)", "mill N cards.",
                                                  "trigger: at the beginning of your upkeep"}
    got = shape("Lightning Bolt deals 3 damage; it gets +2/-1.", "Lightning Bolt")
    assert got == "~ deals N damage; it gets +N/-N."


def _small_import(tmp_path):
    from cardpool.importer import import_files

    with open(ATOMIC, encoding="utf-8") as fh:
        data = json.load(fh)
    names = ["Lightning Bolt", "Mana Leak", "Grizzly Bears"]
    src = tmp_path / "slice.json"
    src.write_text(json.dumps({"meta": data["meta"], "data": {n: data["data"][n] for n in names}}), encoding="utf-8")
    db = tmp_path / "cards.sqlite"
    import_files([src], db, progress=False)
    return db


def test_an_older_import_asks_to_import_again(tmp_path, capsys):
    db = _small_import(tmp_path)
    assert CardPool.open(db).lookup("Mana Leak") is not None
    effect = CardPool.open(db).lookup("Mana Leak").effects[0]
    assert effect.text == "Counter target spell unless its controller pays {3}."
    assert effect.text_fr == "Contrecarrez le sort ciblé à moins que son contrôleur ne paie {3}."
    with sqlite3.connect(db) as conn:  # what an import made before the sentences were kept looks like
        conn.execute("DELETE FROM meta WHERE key = 'model_version'")
    with pytest.raises(CardPoolError, match="import it again with `arbitre cardpool import`"):
        CardPool.open(db)
    assert main(["cardpool", "coverage", "--cards", str(db)]) == 1
    assert "import it again" in capsys.readouterr().err
    story = tmp_path / "play.txt"
    story.write_text("me: battlefield Mountain; hand Lightning Bolt\nI cast Lightning Bolt targeting opponent\n")
    assert main(["trace", str(story), "--cards", str(db)]) == 2
    err = capsys.readouterr().err
    assert "import it again" in err and "Traceback" not in err


def _unsimulated_instant(full_db) -> tuple[str, dict]:
    """An imported instant without targets whose effects the engine doesn't all carry out (found in the
    data at test time, so the test keeps working as more kinds get simulated)."""
    kinds = hs.call_simulated_effects(make_plugin_manager())
    with sqlite3.connect(full_db) as conn:
        rows = conn.execute("SELECT name, model FROM cards WHERE type_line = 'Instant' AND parsed = 1 "
                            "AND text_fr != '' AND mana_cost NOT LIKE '%X%' ORDER BY name").fetchall()
    for name, model in rows:
        record = json.loads(model)
        effects = record.get("effects") or []
        if record.get("targets") or record.get("modes") or record.get("additional_costs") or not effects:
            continue
        missing = [e for e in effects if e["kind"] not in kinds]
        if missing and all(e.get("text") and e.get("text_fr") for e in missing):
            return name, missing[0]
    raise AssertionError("no such instant in the data")


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_what_is_not_simulated_is_quoted_never_named(full_db, full_trace, lang):
    name, effect = _unsimulated_instant(full_db)
    got = full_trace(f"me: hand {name}; pool WWWWWUUUUUBBBBBRRRRRGGGGGCCCCC\nI cast {name}\nresolve\n", lang)
    assert got["exit"] == 0, got
    texts = [s["text"] for a in got["actions"] for s in a["steps"]]
    quoted = [t for t in texts if (effect["text_fr"] if lang == "fr" else effect["text"]) in t]
    assert quoted, (name, effect, texts)
    assert all(effect["kind"] not in t and "effect_" not in t for t in texts)


def test_the_abilities_left_out_are_exactly_those_the_definition_names():
    """Only abilities that cannot bear on a play may be left out of "enforced", each with its reason, and the
    docstring of `cardpool.coverage` names every one of them (and no other)."""
    import re

    import cardpool.coverage as cov
    from foundation.abilities import OUTSIDE_PLAY_KEYWORDS, OUTSIDE_PLAY_STATICS

    section = cov.__doc__.split("Not counted")[1].split("\n\n")[0]
    named = {"keywords": set(), "static": set()}
    for line in section.splitlines():
        m = re.match(r"- (keywords?|static) (.+?):", line.strip())
        if m:
            kind = "static" if m.group(1) == "static" else "keywords"
            named[kind] |= set(re.findall(r"`([^`]+)`", m.group(2)))
    assert named["keywords"] == set(OUTSIDE_PLAY_KEYWORDS)
    assert named["static"] == set(OUTSIDE_PLAY_STATICS)
    assert all(reason for reason in {**OUTSIDE_PLAY_KEYWORDS, **OUTSIDE_PLAY_STATICS}.values())
    support = EngineSupport()
    assert all(support.is_enforced(k) for k in {**OUTSIDE_PLAY_KEYWORDS, **OUTSIDE_PLAY_STATICS})
    assert not support.is_enforced("continuous_effect")
