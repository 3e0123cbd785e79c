"""Activating abilities (602.2, 602.2a-b) and their restrictions (602.5a, 602.5b, 602.5e).

602.5d ("Activate only as a sorcery"): no card of the embedded pool has that restriction (no
`restrictions = ["sorcery"]`, no equipment), so it has no test here.
"""

from __future__ import annotations

import pytest
from test_rules_casting import bf, cited, illegal, in_order, incomplete, legal, player, rules_of, stack

# ----------------------------------------------------------------------------- 602.2


def test_602_2_activation_steps_in_order(trace):
    t = legal(trace("""
me: battlefield Prodigal Pyromancer
opponent: battlefield Grizzly Bears
I activate Prodigal Pyromancer targeting Grizzly Bears
"""))
    rules = rules_of(t, 1)
    assert in_order(rules, ["602.2a", "601.2c", "602.2b", "601.2f", "601.2h", "602.2b", "117.3c"])
    assert t["state"]["stack"] == [{"name": "Prodigal Pyromancer", "kind": "ability", "controller": "me"}]
    assert bf(t, "me", "Prodigal Pyromancer")[0]["tapped"] is True
    assert t["state"]["turn"]["priority"] == "me"


def test_602_2_ability_resolves(trace):
    t = legal(trace("""
me: battlefield Prodigal Pyromancer
opponent: battlefield Grizzly Bears (damage 1)
I activate Prodigal Pyromancer targeting Grizzly Bears
resolve
"""))
    assert "608.1" in rules_of(t, 2) and "704.5g" in rules_of(t, 2)
    assert player(t, "opponent")["graveyard"] == ["Grizzly Bears"] and stack(t) == []
    assert player(t, "me")["graveyard"] == []  # an ability is not a card: nothing goes to a graveyard


def test_602_2_only_the_controller_may_activate(trace):
    t = illegal(trace("""
me: battlefield Mountain
opponent: battlefield Prodigal Pyromancer
I activate Prodigal Pyromancer targeting opponent
"""), "602.2", action=1)
    assert bf(t, "opponent", "Prodigal Pyromancer")[0]["tapped"] is False
    assert player(t, "opponent")["life"] == 20 and stack(t) == []


def test_602_2_the_controller_activates_their_own_copy(trace):
    t = legal(trace("""
me: battlefield Prodigal Pyromancer
opponent: battlefield Prodigal Pyromancer
opponent activates Prodigal Pyromancer targeting me
"""))
    assert bf(t, "opponent", "Prodigal Pyromancer")[0]["tapped"] is True
    assert bf(t, "me", "Prodigal Pyromancer")[0]["tapped"] is False
    assert t["state"]["stack"][0]["controller"] == "opponent"


def test_602_2_opponent_cant_activate_my_mana_ability(trace):
    t = illegal(trace("""
me: battlefield Llanowar Elves
opponent: hand Giant Growth
turn: opponent, main 1
opponent activates Llanowar Elves
"""), "602.2", action=1)
    assert bf(t, "me", "Llanowar Elves")[0]["tapped"] is False and player(t, "opponent")["pool"] == ""


def test_602_1_a_permanent_without_activated_ability(trace):
    t = illegal(trace("""
me: battlefield Grizzly Bears
I activate Grizzly Bears
"""), "602.1", action=1)
    assert stack(t) == []


def test_602_which_ability_must_be_said(trace):
    t = incomplete(trace("""
me: battlefield Oblivion Stone, Plains, Plains, Plains, Plains, Plains
I activate Oblivion Stone
"""))
    assert t["error"]["suggestions"] == ["Oblivion Stone ability 1", "Oblivion Stone ability 2"]


def test_602_ability_number_out_of_range(trace):
    t = incomplete(trace("""
me: battlefield Prodigal Pyromancer
I activate Prodigal Pyromancer ability 3 targeting opponent
"""))
    assert "3" in t["error"]["message"]


def test_602_2b_ability_cost_with_mana_tap_and_sacrifice(trace):
    # public scenario 03, in English: ability 2 of Oblivion Stone
    t = legal(trace("""
me: battlefield Oblivion Stone, Grizzly Bears, Plains, Plains, Plains, Plains, Plains
opponent: battlefield Llanowar Elves, Forest
I activate Oblivion Stone ability 2
resolve
"""))
    steps = t["actions"][0]["steps"]
    assert any(s["rule"] == "601.2f" and "{5}" in s["text"] for s in steps)
    assert player(t, "me")["graveyard"] == ["Oblivion Stone", "Grizzly Bears"]
    assert player(t, "opponent")["graveyard"] == ["Llanowar Elves"]
    assert bf(t, "opponent", "Forest")  # lands survive ("nonland")
    assert all(x["tapped"] for x in bf(t, "me", "Plains"))


def test_602_2b_ability_cost_not_payable(trace):
    t = illegal(trace("""
me: battlefield Oblivion Stone, Plains, Plains, Plains, Plains
I activate Oblivion Stone ability 2
"""), "601.2h", action=1, rules=("118.3",))
    assert bf(t, "me", "Oblivion Stone")[0]["tapped"] is False
    assert not any(x["tapped"] for x in bf(t, "me", "Plains"))


def test_602_ability_puts_a_counter_that_protects(trace):
    t = legal(trace("""
me: battlefield Oblivion Stone, Grizzly Bears, Plains x9
I activate Oblivion Stone ability 1 targeting Grizzly Bears
resolve
"""))
    assert bf(t, "me", "Grizzly Bears")[0]["counters"] == {"fate": 1}
    assert "122.1" in cited(t)


# ----------------------------------------------------------------------------- 602.5a


def test_602_5a_sick_creature_cant_use_tap_ability(trace):
    t = illegal(trace("""
me: battlefield Prodigal Pyromancer (sick)
opponent: battlefield Grizzly Bears
I activate Prodigal Pyromancer targeting Grizzly Bears
"""), "602.5a", action=1, rules=("302.6",))
    assert bf(t, "me", "Prodigal Pyromancer")[0]["tapped"] is False
    assert bf(t, "opponent", "Grizzly Bears") and stack(t) == []


def test_602_5a_haste_allows_the_tap_ability(trace):
    t = legal(trace("""
me: battlefield Prodigal Pyromancer (sick) (haste)
opponent: battlefield Grizzly Bears (damage 1)
I activate Prodigal Pyromancer targeting Grizzly Bears
resolve
"""))
    assert bf(t, "me", "Prodigal Pyromancer")[0]["tapped"] is True
    assert player(t, "opponent")["graveyard"] == ["Grizzly Bears"]


def test_602_5a_creature_that_entered_this_turn_is_sick(trace):
    t = illegal(trace("""
me: battlefield Mountain, Mountain, Mountain; hand Prodigal Pyromancer
I cast Prodigal Pyromancer
resolve
I activate Prodigal Pyromancer targeting opponent
"""), "602.5a", action=3)
    assert bf(t, "me", "Prodigal Pyromancer")[0]["sick"] is True


@pytest.mark.parametrize("text", [
    "me: battlefield Basking Rootwalla (sick), Forest, Forest\nI activate Basking Rootwalla\nresolve",
    "me: battlefield Mogg Fanatic (sick)\nI activate Mogg Fanatic targeting opponent\nresolve",
])
def test_602_5a_sick_creature_non_tap_ability_is_fine(trace, text):
    t = legal(trace(text))
    assert "602.5a" not in cited(t)
    assert stack(t) == []
    if "Rootwalla" in text:
        assert bf(t, "me", "Basking Rootwalla")[0]["power"] == 3
    else:
        assert player(t, "opponent")["life"] == 19 and player(t, "me")["graveyard"] == ["Mogg Fanatic"]


def test_602_5a_applies_to_creatures_only(trace):
    # a land that came into play this turn taps for mana
    t = legal(trace("""
me: battlefield Mountain (new); hand Lightning Bolt
I cast Lightning Bolt targeting opponent
"""))
    assert bf(t, "me", "Mountain")[0]["tapped"] is True


# ----------------------------------------------------------------------------- 602.5b


def test_602_5b_once_each_turn(trace):
    t = illegal(trace("""
me: battlefield Basking Rootwalla, Forest, Forest, Forest, Forest
I activate Basking Rootwalla
resolve
I activate Basking Rootwalla
"""), "602.5b", action=3)
    assert bf(t, "me", "Basking Rootwalla")[0]["power"] == 3
    assert [x["tapped"] for x in bf(t, "me", "Forest")] == [True, True, False, False]


def test_602_5b_once_each_turn_even_in_response_to_itself(trace):
    t = illegal(trace("""
me: battlefield Basking Rootwalla, Forest, Forest, Forest, Forest
I activate Basking Rootwalla
I activate Basking Rootwalla
"""), "602.5b", action=2)
    assert stack(t) == ["Basking Rootwalla"]


def test_602_5b_first_activation_is_fine(trace):
    t = legal(trace("""
me: battlefield Basking Rootwalla, Forest, Forest
I activate Basking Rootwalla
resolve
"""))
    assert bf(t, "me", "Basking Rootwalla")[0]["power"] == 3
    assert bf(t, "me", "Basking Rootwalla")[0]["toughness"] == 3


def test_602_5b_restriction_follows_each_object(trace):
    t = legal(trace("""
me: battlefield Basking Rootwalla, Basking Rootwalla, Forest, Forest, Forest, Forest
I activate Basking Rootwalla
resolve
"""))
    assert [x["power"] for x in bf(t, "me", "Basking Rootwalla")] == [3, 1]  # only that object was pumped
    t2 = legal(trace("""
me: battlefield Basking Rootwalla, Forest, Forest
opponent: battlefield Basking Rootwalla, Forest, Forest
I activate Basking Rootwalla
resolve
opponent activates Basking Rootwalla
resolve
"""))
    assert bf(t2, "me", "Basking Rootwalla")[0]["power"] == 3
    assert bf(t2, "opponent", "Basking Rootwalla")[0]["power"] == 3


# ----------------------------------------------------------------------------- 602.5e


def test_602_5e_instant_speed_mana_ability_mid_cast(trace):
    t = illegal(trace("""
me: battlefield Lion's Eye Diamond; hand Lightning Bolt, Grizzly Bears
I cast Lightning Bolt targeting opponent with Lion's Eye Diamond for RRR, discarding my hand
"""), "602.5e", action=1, rules=("117.1a",))
    assert "601.2g" in rules_of(t, 1)
    me = player(t, "me")
    assert bf(t, "me", "Lion's Eye Diamond") and me["hand"] == ["Lightning Bolt", "Grizzly Bears"]
    assert me["pool"] == "" and stack(t) == []


def test_602_5e_instant_speed_mana_ability_mid_activation(trace):
    t = illegal(trace("""
me: battlefield Lion's Eye Diamond, Basking Rootwalla; hand Grizzly Bears
I activate Basking Rootwalla with Lion's Eye Diamond for GGG, discarding my hand
"""), "602.5e", action=1)
    assert bf(t, "me", "Lion's Eye Diamond") and player(t, "me")["hand"] == ["Grizzly Bears"]


def test_602_5e_instant_speed_mana_ability_with_priority(trace):
    t = legal(trace("""
me: battlefield Lion's Eye Diamond; hand Lightning Bolt, Grizzly Bears
I activate Lion's Eye Diamond for RRR discarding my hand
"""))
    assert "602.5e" not in cited(t)
    me = player(t, "me")
    assert me["pool"] == "RRR" and me["hand"] == []
    assert me["graveyard"] == ["Lion's Eye Diamond", "Lightning Bolt", "Grizzly Bears"]


def test_602_5e_with_priority_then_use_the_mana(trace):
    t = legal(trace("""
me: battlefield Lion's Eye Diamond, Mountain, Mountain; hand Incinerate, Grizzly Bears
opponent: battlefield Grizzly Bears
I cast Incinerate targeting Grizzly Bears
I hold priority
I activate Lion's Eye Diamond for GGG discarding my hand
resolve
"""))
    me = player(t, "me")
    assert me["graveyard"] == ["Lion's Eye Diamond", "Grizzly Bears", "Incinerate"]
    assert me["pool"] == "GGG"  # the mana stays until the step ends (500.5)
    assert player(t, "opponent")["graveyard"] == ["Grizzly Bears"]


# ----------------------------------------------------------------------------- Stifle: abilities on the stack


def test_activated_ability_can_be_countered(trace):
    t = legal(trace("""
me: battlefield Prodigal Pyromancer
opponent: battlefield Island; hand Stifle
I activate Prodigal Pyromancer targeting opponent
opponent casts Stifle targeting Prodigal Pyromancer
resolve all
"""))
    assert "701.6a" in cited(t)
    assert player(t, "opponent")["life"] == 20 and player(t, "opponent")["graveyard"] == ["Stifle"]
    assert bf(t, "me", "Prodigal Pyromancer")[0]["tapped"] is True  # the cost stays paid
    assert stack(t) == []


def test_605_3b_mana_ability_cant_be_targeted(trace):
    t = illegal(trace("""
me: battlefield Llanowar Elves
opponent: battlefield Island; hand Stifle
I tap Llanowar Elves for G
opponent casts Stifle targeting Llanowar Elves
"""), "605.3b", action=2)  # the rule that says why: a mana ability never goes on the stack
    assert player(t, "me")["pool"] == "G" and player(t, "opponent")["hand"] == ["Stifle"]
