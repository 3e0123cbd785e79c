"""Static abilities applied by the engine (issue 11, item 2; CR 604, 611.3a, 613): each family with real cards of
the shared MTGJSON data (imported once per session, read at test time), the side where the ability applies and
the side where it doesn't, and the rule the trace cites.
"""

from __future__ import annotations

import pytest
from trace_helpers import assert_legal, cited, perm, perms, player


@pytest.fixture()
def run(full_trace):
    return full_trace


def illegal(data: dict, rule: str) -> dict:
    assert (data["verdict"], data["exit"]) == ("illegal", 1), (data.get("error"), data["actions"][-1]["steps"])
    assert data["illegal"]["rule"] == rule, data["illegal"]
    return data["illegal"]


def step_ids(data: dict) -> list[str]:
    return [s["id"] for a in data["actions"] for s in a["steps"]]


def texts(data: dict) -> list[str]:
    return [s["text"] for a in data["actions"] for s in a["steps"]]


# ----------------------------------------------------------------------------- conditions (611.3a)

def test_a_condition_on_what_you_control_applies_as_soon_as_it_holds(run):
    # Wild Nacatl: +1/+1 as long as you control a Mountain, +1/+1 as long as you control a Plains
    setup = ("me: battlefield Wild Nacatl, Mountain; hand Plains\nopponent: battlefield Mountain; hand Shock\n"
             "{play}opponent casts Shock targeting Wild Nacatl\nresolve\n")
    data = run(setup.format(play="I play Plains\n"))
    assert_legal(data)
    assert "613.4c" in cited(data, 1) and "step.static_pt" in step_ids(data)
    assert perm(data, "me", "Wild Nacatl")["damage"] == 2  # 3/3: it survives
    data = run(setup.format(play=""))
    assert_legal(data)
    assert "Wild Nacatl" in player(data, "me")["graveyard"]  # 2/2 with the Mountain only


def test_a_keyword_during_your_turn_only(run):
    # Daggersail Aeronaut: flying as long as it's your turn
    data = run("Alice: battlefield Daggersail Aeronaut\nBob: battlefield Grizzly Bears\nturn: Alice, main 1\n"
               "Alice attacks with Daggersail Aeronaut\nBob blocks Daggersail Aeronaut with Grizzly Bears\n")
    illegal(data, "702.9b")
    setup = ("Alice: battlefield Daggersail Aeronaut\nBob: battlefield {attacker}\nturn: Bob, main 1\n"
             "Bob attacks with {attacker}\nAlice blocks {attacker} with Daggersail Aeronaut\n")
    assert_legal(run(setup.format(attacker="Grizzly Bears")))
    illegal(run(setup.format(attacker="Wind Drake")), "702.9b")  # no flying on Bob's turn: can't block a flyer


def test_a_bonus_for_each_permanent(run):
    # Akiri, Line-Slinger (0/3): +1/+0 for each artifact you control
    data = run("Alice: battlefield Akiri, Line-Slinger, Ornithopter, Ornithopter\nBob: battlefield Island\n"
               "turn: Alice, main 1\nAlice attacks with Akiri, Line-Slinger\nnext step\nnext step\n")
    assert_legal(data)
    assert player(data, "Bob")["life"] == 18


# ----------------------------------------------------------------------------- Auras and Equipment (613.1f, 613.4c)

def test_an_aura_gives_its_bonus_and_a_requirement(run):
    # Furor of the Bitten: enchanted creature gets +2/+2 and attacks each combat if able
    setup = ("Alice: battlefield Grizzly Bears, Llanowar Elves, Mountain; hand Furor of the Bitten\n"
             "Bob: battlefield Island\nturn: Alice, main 1\n"
             "Alice casts Furor of the Bitten targeting Grizzly Bears\nresolve\nAlice attacks with {attackers}\n")
    data = run(setup.format(attackers="Grizzly Bears"))
    assert_legal(data)
    assert "613.4c" in cited(data) and perm(data, "Alice", "Grizzly Bears")["power"] == 4
    illegal(run(setup.format(attackers="Llanowar Elves")), "508.1d")


def test_an_aura_removes_a_keyword(run):
    # Grounded: enchanted creature loses flying; the Bears may then block the Drake
    setup = ("Alice: battlefield Wind Drake, Forest, Forest; hand Grounded\nBob: battlefield Grizzly Bears\n"
             "turn: Alice, main 1\n{cast}Alice attacks with Wind Drake\nBob blocks Wind Drake with Grizzly Bears\n")
    data = run(setup.format(cast="Alice casts Grounded targeting Wind Drake\nresolve\n"))
    assert_legal(data)
    assert "613.1f" in cited(data) and "step.static_loses" in step_ids(data)
    illegal(run(setup.format(cast="")), "702.9b")


def test_a_granted_activated_ability_is_activated_from_the_host(run):
    # Arcane Teachings: enchanted creature gets +2/+2 and has "{T}: This creature deals 1 damage to any target."
    setup = ("me: battlefield Grizzly Bears, Mountain, Mountain, Mountain; hand Arcane Teachings\n"
             "{cast}I activate Grizzly Bears targeting opponent\nresolve\n")
    data = run(setup.format(cast="I cast Arcane Teachings targeting Grizzly Bears\nresolve\n"))
    assert_legal(data)
    assert player(data, "opponent")["life"] == 19
    assert perm(data, "me", "Grizzly Bears")["tapped"] is True
    illegal(run(setup.format(cast="")), "602.1")  # the Bears alone have no activated ability


# ----------------------------------------------------------------------------- groups (613.1f)

def test_a_group_keyword_for_creatures_with_a_counter(run):
    # Abzan Falconer: each creature you control with a +1/+1 counter on it has flying
    setup = ("Alice: battlefield Abzan Falconer, Grizzly Bears{counter}\nBob: battlefield Llanowar Elves\n"
             "turn: Alice, main 1\nAlice attacks with Grizzly Bears\nBob blocks Grizzly Bears with Llanowar Elves\n")
    illegal(run(setup.format(counter=" (1 +1/+1 counter)")), "702.9b")
    assert_legal(run(setup.format(counter="")))


@pytest.mark.parametrize("lang, word", [("en", "Because of"), ("fr", "À cause")])
def test_the_trace_says_what_a_static_ability_changes(run, lang, word):
    data = run("me: battlefield Grizzly Bears, Plains, Plains, Plains, Plains; hand Glorious Anthem\n"
               "I cast Glorious Anthem\nresolve\n", lang)
    assert_legal(data)
    said = [t for t in texts(data) if t.startswith(word)]
    assert said and "3/3" in said[0]
    assert perms(data, "me", "Grizzly Bears")[0]["power"] == 3
