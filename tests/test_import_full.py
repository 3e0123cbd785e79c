"""The whole shared AtomicCards file (24,157 faces): imported once per session (the `full_import` and
`full_db` fixtures of conftest.py), then used by the acceptance checks (coverage, names in both
languages, the engine on imported cards)."""

from __future__ import annotations

import json

import pytest


def test_full_import(full_import):
    db, report, seconds = full_import
    assert report.faces + report.duplicates == 24157
    assert report.other_faces == 236  # planes, schemes, vanguards, conspiracies, heroes, phenomena
    assert seconds > 0  # its speed is a benchmark: bench/bench_cards.py (budget 30 s)


def test_coverage_report(full_db, capsys):
    from bot.cli import main

    assert main(["cardpool", "coverage", "--cards", str(full_db), "--format", "json"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert report["faces"] == 24152
    assert report["ratio"] == round(report["recognized"] / report["faces"], 4)
    # The acceptance of issue 6: at least 90% of the faces have their casting-relevant text fully
    # recognized, as defined in the docstring of cardpool.oracle (other card types count as not
    # recognized). Measured 0.911 once the encoding had loyalty costs, "player or planeswalker"
    # targets, target filters and counts, mode ranges, more restrictions and cost parts.
    assert report["ratio"] >= 0.90
    assert report["recognized"] >= 0.90 * report["faces"]
    assert len(report["top_unrecognized"]) == 20
    counts = [x["count"] for x in report["top_unrecognized"]]
    assert counts == sorted(counts, reverse=True)
    assert report["by_layout"]["normal"]["faces"] > 22000


@pytest.mark.parametrize("query, name", [
    ("diamant de l oeil du lion", "Lion's Eye Diamond"),
    ("Diamant de l’œil du lion", "Lion's Eye Diamond"),
    ("Guivre arrogante", "Arrogant Wurm"),
    ("forets", "Forest"),
    ("forêts", "Forest"),
    ("LED", "Lion's Eye Diamond"),
    ("FoW", "Force of Will"),
    ("STE", "Sakura-Tribe Elder"),
    ("lions eye diamond", "Lion's Eye Diamond"),
    ("Fire // Ice", "Fire"),
    ("Feu // Glace", "Fire"),
    ("Insectile Aberration", "Insectile Aberration"),
    ("aberration insectoide", "Insectile Aberration"),
])
def test_names_in_both_languages(full_db, query, name):
    from cardpool.pool import CardPool

    assert CardPool.open(full_db).resolve(query).name == name


def test_fuzzy_suggestions(full_db):
    from cardpool.pool import CardPool
    from foundation.errors import UnknownCard

    pool = CardPool.open(full_db)
    with pytest.raises(UnknownCard) as info:
        pool.resolve("Lion's Eye Diamnod")
    assert info.value.suggestions[0] == "Lion's Eye Diamond"
    assert len(pool.suggest("Guivre arogante")) <= 5
    assert pool.suggest("Guivre arogante")[0] == "Guivre arrogante"


SCENARIO = """\
me: battlefield Mountain, Mountain, Mountain, Lotus Petal; hand Fireblast, Gitaxian Probe
opponent: battlefield Island; hand Force of Will, Brainstorm
I cast Fireblast for its alternative cost targeting opponent sacrificing Mountain and Mountain
opponent casts Force of Will for its alternative cost targeting Fireblast paying 1 life and exiling Brainstorm
resolve all
I cast Gitaxian Probe targeting opponent paying 2 life
resolve
"""


def test_the_engine_uses_imported_cards_like_embedded_ones(full_db, arbitre):
    from bot.core import Arbitre

    imported = Arbitre(arbitre.settings, cards_db=str(full_db))
    got = imported.trace(SCENARIO)
    assert got.exit_code == 0, got.data
    assert got.data == arbitre.trace(SCENARIO).data  # same rules as the embedded encoding


def test_engine_on_cards_only_in_the_imported_database(full_db, arbitre):
    from bot.core import Arbitre

    text = """\
me: battlefield Island, Island, Island; hand Mana Tithe, Ancestral Recall
opponent: battlefield Plains; hand Grizzly Bears
I cast Ancestral Recall targeting me
resolve
"""
    embedded = arbitre.trace(text)
    assert embedded.exit_code == 2  # Ancestral Recall is not in the embedded pool
    got = Arbitre(arbitre.settings, cards_db=str(full_db)).trace(text)
    assert got.exit_code == 0, got.data
    assert got.data["verdict"] == "legal"


def test_engine_on_the_extended_encoding_of_imported_cards(full_db, arbitre):
    """Cards recognized thanks to the encoding's extensions, straight from the Oracle parser: a loyalty
    ability with "−X" (then 606.3: one loyalty ability per turn), a "one or both" modal spell."""
    from bot.core import Arbitre

    imported = Arbitre(arbitre.settings, cards_db=str(full_db))
    text = """\
me: battlefield Chandra Nalaar, Swamp, Swamp; hand Subtle Strike
opponent: battlefield Grizzly Bears
I activate Chandra Nalaar ability 2 targeting Grizzly Bears X=1
resolve
I cast Subtle Strike choosing 1 and 2 targeting Grizzly Bears and Grizzly Bears
resolve
"""
    got = imported.trace(text)
    assert got.exit_code == 0, got.data
    ids = [s["id"] for a in got.data["actions"] for s in a["steps"]]
    assert "step.cost_loyalty_remove" in ids and "step.announce_modes" in ids
    (me, opponent) = got.data["state"]["players"]
    assert [p["counters"] for p in me["battlefield"] if p["name"] == "Chandra Nalaar"] == [{"loyalty": 5}]
    assert [p["counters"] for p in opponent["battlefield"]] == [{"+1/+1": 1}]
    again = imported.trace(text.replace("resolve\nI cast",
                                        "resolve\nI activate Chandra Nalaar ability 1 targeting opponent\nI cast"))
    assert again.exit_code == 1 and again.data["illegal"]["rule"] == "606.3"


def test_an_imported_cost_the_parser_could_not_read_is_refused(full_db, arbitre):
    from bot.core import Arbitre

    got = Arbitre(arbitre.settings, cards_db=str(full_db)).trace("""\
me: battlefield Aether Hub
I activate Aether Hub ability 2 for G
""")
    assert got.exit_code == 2
    assert "Pay {E}" in got.data["error"]["message"]
