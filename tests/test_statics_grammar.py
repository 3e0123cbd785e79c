"""The static grammar's families that act on permanents (issue 11: subject x verb x condition, CR 205.1, 613,
508-509): each with a real card of the shared MTGJSON data, the side where the ability applies and the side where
it doesn't, and the rule in the trace.
"""

from __future__ import annotations

import pytest
from trace_helpers import assert_legal, cited, illegal, perm, player

from cardpool.oracle.statics import parse_static


@pytest.fixture()
def run(full_trace):
    return full_trace


# ----------------------------------------------------------------------------- what a permanent is (205.1, 613.1d)

def test_an_animated_land_is_still_a_land(run):
    # Crusher Zendikon: enchanted land is a 4/2 red Beast creature with trample. It's still a land.
    setup = ("Alice: battlefield Forest, Mountain, Mountain, Mountain; hand Crusher Zendikon\nBob: battlefield Island\n"
             "turn: Alice, main 1\n{cast}Alice attacks with Forest\n")
    cast = "Alice taps Mountain for R\n" * 3 + "Alice casts Crusher Zendikon targeting Forest\nresolve\n"
    data = run(setup.format(cast=cast))
    assert_legal(data)
    forest = perm(data, "Alice", "Forest")
    assert (forest["power"], forest["toughness"]) == (4, 2) and "613.4b" in cited(data, 5)
    assert_legal(run(setup.format(cast=cast).replace("Alice attacks with Forest\n", "Alice taps Forest for G\n")))
    illegal(run(setup.format(cast="")), "508.1a")  # a land that isn't a creature can't attack


def test_an_aura_that_makes_a_creature_a_vanilla_frog(run):
    # Frogify: loses all abilities and is a blue Frog creature with base power and toughness 1/1
    setup = ("Alice: battlefield Island, Island, Wind Drake; hand Frogify\nBob: battlefield Serra Angel\n"
             "turn: Alice, main 1\n{cast}Alice attacks with Wind Drake\nBob blocks Wind Drake with Serra Angel\n")
    assert_legal(run(setup.format(cast="")))
    data = run(setup.format(cast="Alice casts Frogify targeting Serra Angel\nresolve\n"))
    illegal(data, "702.9b")  # it lost flying: it can't block a flyer
    data = run(setup.format(cast="Alice casts Frogify targeting Serra Angel\nresolve\n").split("Alice attacks")[0])
    angel = perm(data, "Bob", "Serra Angel")
    assert (angel["power"], angel["toughness"]) == (1, 1) and "613.4b" in cited(data, 2)


def test_equipment_that_makes_its_creature_an_artifact(run):
    # Silverskin Armor: equipped creature is an artifact in addition to its other types; Shatter may target it
    setup = ("Alice: battlefield Grizzly Bears, Silverskin Armor, Plains, Plains\nBob: battlefield Mountain, Mountain; "
             "hand Shatter\nturn: Alice, main 1\n{equip}Bob casts Shatter targeting Grizzly Bears\n")
    illegal(run(setup.format(equip="")), "601.2c")
    data = run(setup.format(equip="Alice activates Silverskin Armor targeting Grizzly Bears\nresolve\n") + "resolve\n")
    assert_legal(data)
    assert "Grizzly Bears" in player(data, "Alice")["graveyard"]


def test_the_grammar_reads_what_a_permanent_becomes():
    rec = parse_static("Enchanted land is a 3/3 red Spirit creature with haste.", [])
    assert rec == {"kind": "attached_bonus", "keywords": ["haste"], "base_pt": [3, 3],
                   "become": {"colors": "R", "types": ["creature"], "subtypes": ["spirit"]}}
    rec = parse_static("Equipped creature gets +2/+2, has flying, and is a white Angel in addition to its other "
                       "colors and types.", [])
    assert rec is not None and rec["become"] == {"in_addition": True, "add_colors": True, "colors": "W",
                                                 "subtypes": ["angel"]}
    assert parse_static("Enchanted creature is a Frog named Bob.", []) is None  # a name: nothing is guessed
