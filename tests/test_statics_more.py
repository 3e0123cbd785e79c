"""Static abilities of the generic grammar read and applied by the engine (issue 11): mana that stays in a pool
as steps end (106.4), lists of permanents that enter tapped (614.1c), keywords a group can't have (613.1f).
Each with a real card of the shared MTGJSON data, both sides, and the rule the trace cites.
"""

from __future__ import annotations

import pytest
from test_statics import illegal, step_ids, texts
from trace_helpers import assert_legal, cited, perm, player

from cardpool.oracle.statics_rules import rules_static


@pytest.fixture()
def run(full_trace):
    return full_trace


@pytest.mark.parametrize(("sentence", "expected"), [
    ("Players don't lose unspent mana as steps and phases end", {"kind": "mana_kept", "who": "each"}),
    ("You don't lose unspent green mana as steps and phases end", {"kind": "mana_kept", "who": "you", "color": "G"}),
    ("If you would lose unspent mana, that mana becomes colorless instead",
     {"kind": "mana_kept", "who": "you", "becomes": "C"}),
])
def test_the_unspent_mana_grammar(sentence, expected):
    assert rules_static(sentence.lower(), sentence) == expected


# ----------------------------------------------------------------------------- unspent mana (106.4)

def test_unspent_mana_stays_in_the_pool(run):
    # Upwelling: "Players don't lose unspent mana as steps and phases end."
    setup = ("turn: me, upkeep\nme: battlefield {permanent}, Forest, Forest; hand Grizzly Bears\n"
             "I tap Forest, Forest\ngo to main 1\nI cast Grizzly Bears\n")
    data = run(setup.format(permanent="Upwelling"))
    assert_legal(data)
    assert "106.4" in cited(data) and "step.pool_kept" in step_ids(data) and "step.pool_empties" not in step_ids(data)
    assert "Grizzly Bears" not in player(data, "me")["hand"]
    fr = run(setup.format(permanent="Upwelling"), "fr")
    assert any("Montée" in t for t in texts(fr) if "reste dans votre réserve" in t)
    # without it the mana empties as the upkeep and draw steps end: nothing left to cast the Bears with
    data = run(setup.format(permanent="Plains"))
    assert "step.pool_empties" in step_ids(data)
    illegal(data, "601.2h")


def test_only_the_named_colour_stays(run):
    # Leyline Tyrant: "You don't lose unspent red mana as steps and phases end."
    setup = ("me: battlefield Leyline Tyrant, Mountain, Forest; hand {spell}\n"
             "I tap Mountain, Forest\nnext step\nI cast {spell}{on}\n")
    data = run(setup.format(spell="Shock", on=" targeting opponent"))
    assert_legal(data)
    assert "step.pool_kept" in step_ids(data) and "step.pool_empties" in step_ids(data)  # the {G} empties
    illegal(run(setup.format(spell="Giant Growth", on=" targeting Leyline Tyrant")), "601.2h")


def test_unspent_mana_becomes_colorless(run):
    # Kruphix, God of Horizons: "If you would lose unspent mana, that mana becomes colorless instead."
    setup = ("turn: me, upkeep\nme: battlefield Kruphix, God of Horizons, Forest, Forest; hand {spell}\n"
             "I tap Forest, Forest\ngo to main 1\nI cast {spell}\n")
    data = run(setup.format(spell="Ornithopter"))
    assert_legal(data)
    assert "614.1a" in cited(data) and "step.pool_becomes_colorless" in step_ids(data)
    data = run(setup.format(spell="Llanowar Elves"))  # {G} is now {C}
    illegal(data, "601.2h")


# ----------------------------------------------------------------------------- lists of permanents (614.1c)

def test_each_item_of_a_list_enters_tapped(run):
    # Frozen Aether: "Artifacts, creatures, and lands your opponents control enter the battlefield tapped."
    setup = ("turn: opponent, main 1\nme: battlefield {permanent}\n"
             "opponent: battlefield Plains; hand Forest, Llanowar Elves\n"
             "opponent play Forest\nopponent cast Llanowar Elves\n")
    data = run(setup.format(permanent="Frozen Aether"))
    assert "step.enters_tapped_by" in step_ids(data) and "614.1c" in cited(data)
    illegal(data, "601.2h")  # its Forest entered tapped: no {G} for the Elves
    assert_legal(run(setup.format(permanent="Island")))


def test_a_list_with_a_quality_on_one_item(run):
    # Thalia, Heretic Cathar: "Creatures and nonbasic lands your opponents control enter the battlefield tapped."
    setup = ("turn: opponent, main 1\nme: battlefield Thalia, Heretic Cathar\nopponent: hand {land}\n"
             "opponent play {land}\n")
    assert perm(run(setup.format(land="Tranquil Cove")), "opponent", "Tranquil Cove")["tapped"]
    data = run(setup.format(land="Forest"))  # basic: not in the list
    assert_legal(data)
    assert not perm(data, "opponent", "Forest")["tapped"]


# ----------------------------------------------------------------------------- keywords a group can't have (613.1f)

def test_a_keyword_they_cant_have_or_gain(run):
    # Archetype of Imagination: "Creatures your opponents control lose flying and can't have or gain flying."
    setup = ("turn: opponent, main 1\nme: battlefield {permanent}, Grizzly Bears\n"
             "opponent: battlefield Island, Hill Giant; hand Jump\n"
             "opponent cast Jump targeting Hill Giant\nresolve\ngo to declare attackers\n"
             "opponent attack with Hill Giant\nnext step\nI block Hill Giant with Grizzly Bears\n")
    data = run(setup.format(permanent="Archetype of Imagination"))
    assert_legal(data)  # Jump's flying never reached it: the Bears can block it
    assert "flying" not in perm(data, "opponent", "Hill Giant").get("keywords", [])
    illegal(run(setup.format(permanent="Plains")), "702.9b")
