"""Static abilities that change a rule of the game for players (`cardpool.oracle.statics_rules`): what mana a
land produces (614.1a, 106.6a), which tokens are created (614.1a), whether and how many times abilities trigger
(603.2d). Each with a real card of the shared MTGJSON data, both sides, and the rule the trace cites.
"""

from __future__ import annotations

import pytest
from test_statics import illegal, step_ids, texts
from trace_helpers import assert_legal, cited, perms, player

from cardpool.oracle.statics_rules import rules_static


@pytest.fixture()
def run(full_trace):
    return full_trace


@pytest.mark.parametrize(("sentence", "expected"), [
    ("If a land is tapped for two or more mana, it produces {C} instead of any other type and amount",
     {"kind": "mana_replacement", "source": "land", "who": "each", "produce": "C", "min": 2, "one": True}),
    ("If you tap a permanent for mana, it produces three times as much of that mana instead",
     {"kind": "mana_replacement", "source": "permanent", "who": "you", "times": 3}),
    ("If you would create one or more Treasure tokens, instead create those tokens plus an additional Treasure "
     "token", {"kind": "token_replacement", "who": "you", "of": ["treasure"], "also": {"token": "treasure"},
               "also_count": 1}),
    ("Creatures entering the battlefield or dying don't cause abilities to trigger",
     {"kind": "trigger_suppression", "events": ["enters", "dies"], "filter": {"types": ["creature"]}}),
    ("Players can't untap more than two permanents during their untap steps",
     {"kind": "untap_limit", "who": "each", "count": 2, "filter": {}}),
])
def test_the_rules_grammar(sentence, expected):
    assert rules_static(sentence.lower(), sentence) == expected


@pytest.mark.parametrize("sentence", [
    "If a basic land you control is tapped for mana, it produces mana of a color of your choice instead of any "
    "other type",  # a choice the grammar doesn't read
    "If you would create one or more tokens, you may instead create that many 2/2 green Cat creature tokens",
    "If a creature attacking causes a triggered ability of a permanent you control to trigger, that ability "
    "triggers an additional time",
])
def test_what_the_rules_grammar_leaves_unread(sentence):
    assert rules_static(sentence.lower(), sentence) is None


# ----------------------------------------------------------------------------- mana (614.1a, 106.6a)

def test_a_land_produces_black_instead(run):
    # Contamination: "If a land is tapped for mana, it produces {B} instead of any other type and amount"
    setup = ("me: battlefield {permanent}, Forest, Swamp; hand {spell}\nopponent: battlefield Hill Giant\n"
             "I cast {spell}{on}\n")
    data = run(setup.format(permanent="Contamination", spell="Doom Blade", on=" targeting Hill Giant"))
    assert_legal(data)
    assert "614.1a" in cited(data) and "step.mana_replaced" in step_ids(data)
    data = run(setup.format(permanent="Contamination", spell="Grizzly Bears", on=""))  # no {G} left to make
    illegal(data, "601.2h")
    assert_legal(run(setup.format(permanent="Plains", spell="Grizzly Bears", on="")))


def test_a_permanent_produces_twice_as_much(run):
    # Mana Reflection: "If you tap a permanent for mana, it produces twice as much of that mana instead"
    setup = "me: battlefield {permanent}, Forest; hand Grizzly Bears\nI cast Grizzly Bears\n"
    data = run(setup.format(permanent="Mana Reflection"))
    assert_legal(data)
    assert "106.6a" in cited(data) and player(data, "me")["hand"] == []
    illegal(run(setup.format(permanent="Hill Giant")), "601.2h")


# ----------------------------------------------------------------------------- tokens (614.1a)

def test_tokens_of_another_kind_are_created_instead(run):
    # Divine Visitation: "that many 4/4 white Angel creature tokens with flying and vigilance are created instead"
    setup = "me: battlefield {permanent}, Plains, Plains; hand Raise the Alarm\nI cast Raise the Alarm\nresolve\n"
    data = run(setup.format(permanent="Divine Visitation"), "fr")
    assert_legal(data)
    angels = perms(data, "me", "Angel Token")
    assert len(angels) == 2 and (angels[0]["power"], angels[0]["toughness"]) == (4, 4)
    assert perms(data, "me", "Soldier Token") == [] and any("à la place" in t for t in texts(data))
    assert len(perms(run(setup.format(permanent="Island")), "me", "Soldier Token")) == 2


def test_those_tokens_plus_an_additional_treasure(run):
    # Jolene, the Plunder Queen: "... instead create those tokens plus an additional Treasure token"
    setup = "me: battlefield {permanent}, Mountain; hand Strike It Rich\nI cast Strike It Rich\nresolve\n"
    data = run(setup.format(permanent="Jolene, the Plunder Queen"))
    assert_legal(data)
    assert len(perms(data, "me", "Treasure Token")) == 2 and "614.1a" in cited(data)
    assert len(perms(run(setup.format(permanent="Grizzly Bears")), "me", "Treasure Token")) == 1


# ----------------------------------------------------------------------------- triggers (603.2d)

def test_entering_creatures_dont_cause_abilities_to_trigger(run):
    # Hushwing Gryff: "Creatures entering the battlefield don't cause abilities to trigger"
    setup = ("me: battlefield {permanent}, Swamp, Swamp, Swamp, Swamp, Swamp; hand Gray Merchant of Asphodel\n"
             "I cast Gray Merchant of Asphodel\nresolve\n")
    data = run(setup.format(permanent="Hushwing Gryff"))
    assert_legal(data)
    assert "step.trigger_suppressed" in step_ids(data) and "step.ability_triggers" not in step_ids(data)
    assert "step.ability_triggers" in step_ids(run(setup.format(permanent="Grizzly Bears")))


def test_an_entering_creature_triggers_an_additional_time(run):
    # Panharmonicon: "If an artifact or creature entering the battlefield causes a triggered ability of a
    # permanent you control to trigger, that ability triggers an additional time"
    setup = ("me: battlefield {permanent}, Swamp, Swamp, Swamp, Swamp, Swamp; hand Gray Merchant of Asphodel\n"
             "I cast Gray Merchant of Asphodel\nresolve\n")
    data = run(setup.format(permanent="Panharmonicon"))
    assert_legal(data)
    assert step_ids(data).count("step.ability_triggers") == 2 and "603.2d" in cited(data)
    assert step_ids(run(setup.format(permanent="Grizzly Bears"))).count("step.ability_triggers") == 1
