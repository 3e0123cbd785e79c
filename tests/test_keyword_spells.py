"""Keyword abilities of spells and of permanents entering (issue 11, item 2): replicate, sunburst, devour, fortify;
ward on a triggered ability's target (702.21a); choices the engine makes for a player shown as assumed (item 5: a
trigger's target, the order of simultaneous triggers 603.3b). Real cards of the shared MTGJSON data, both sides,
with the rule the trace cites.
"""

from __future__ import annotations

from trace_helpers import assert_legal, cited, perm, player, steps


def test_replicate_copies_the_spell_for_each_time_paid(run):
    setup = ("me: battlefield Island, Island, Island; hand Gigadrowse\nopponent: battlefield Forest\n"
             "I cast Gigadrowse{replicate} targeting Forest\nresolve all\n")
    data = run(setup.format(replicate=" with replicate 2"))
    assert_legal(data)
    assert {"702.56a", "707.10"} <= cited(data)
    assert sum(1 for s in steps(data) if s["rule"] == "608.1") == 4  # the trigger, two copies, the spell
    assert all(c["tapped"] for c in player(data, "me")["battlefield"])  # {U} + {U}{U} paid
    data = run(setup.format(replicate=""))
    assert "702.56a" not in cited(data)
    assert [c["tapped"] for c in player(data, "me")["battlefield"]].count(False) == 2
    data = run(setup.format(replicate=" with replicate 3"))  # {U} + 3 x {U} with three Islands
    assert data["verdict"] == "illegal" and data["illegal"]["rule"] == "601.2h"


def test_sunburst_counts_the_colours_of_mana_spent(run):
    setup = "me: battlefield {lands}; hand Etched Oracle\nI cast Etched Oracle\nresolve\n"
    data = run(setup.format(lands="Plains, Island, Swamp, Mountain"))
    assert_legal(data)
    assert "702.44a" in cited(data) and perm(data, "me", "Etched Oracle")["power"] == 4
    data = run(setup.format(lands="Plains, Plains, Plains, Plains"))  # one colour: one counter on a 0/0
    assert perm(data, "me", "Etched Oracle")["power"] == 1


def test_devour_sacrifices_the_creatures_named(run):
    setup = ("me: battlefield Mountain, Mountain, Mountain, Mountain, Mountain, Mountain, Grizzly Bears, "
             "Llanowar Elves; hand Predator Dragon\nI cast Predator Dragon\nresolve\n{line}")
    data = run(setup.format(line="I sacrifice Grizzly Bears, Llanowar Elves\n"))
    assert_legal(data)
    assert "702.82a" in cited(data) and perm(data, "me", "Predator Dragon")["power"] == 8  # 4/4 + 2 x 2 counters
    assert {"Grizzly Bears", "Llanowar Elves"} <= set(player(data, "me")["graveyard"])
    data = run(setup.format(line=""))  # no line: none devoured, an assumed choice
    assert perm(data, "me", "Predator Dragon")["power"] == 4
    assert any(a["kind"] == "choice" for a in data["assumptions"])


def test_fortify_attaches_to_a_land_you_control_as_a_sorcery(run):
    setup = "me: battlefield Darksteel Garrison, Plains, Plains, Plains, {target}\nI activate Darksteel Garrison " \
            "targeting {target}\nresolve\n"
    data = run(setup.format(target="Island"))
    assert_legal(data)
    assert "701.3a" in cited(data)
    data = run(setup.format(target="Grizzly Bears"))  # a creature can't be fortified
    assert data["verdict"] == "illegal" and data["illegal"]["rule"] == "601.2c"


def test_ward_triggers_on_a_triggered_ability_targeting(run):
    setup = ("me: battlefield Mountain, Mountain, Mountain, Mountain; hand Flametongue Kavu\n"
             "opponent: battlefield {target}\nI cast Flametongue Kavu\nresolve\nresolve\n")
    data = run(setup.format(target="Waterfall Aerialist"))  # ward {2}, not paid (assumed): the ability is countered
    assert_legal(data)
    assert "702.21a" in cited(data) and perm(data, "opponent", "Waterfall Aerialist")["damage"] == 0
    data = run(setup.format(target="Grizzly Bears"))
    assert "702.21a" not in cited(data) and "Grizzly Bears" in player(data, "opponent")["graveyard"]


def test_the_order_of_simultaneous_triggers_is_an_assumed_choice(run):
    setup = "Alice: battlefield {attackers}\nBob: battlefield Grizzly Bears\nturn: Alice, main 1\n" \
            "Alice attacks with {attackers}\n"
    data = run(setup.format(attackers="Goblin Grappler, Warchief Giant"))
    assert_legal(data)
    order = [s for s in steps(data) if s["rule"] == "603.3b" and s["id"] == "step.assumed_choice"]
    assert len(order) == 1
    data = run(setup.format(attackers="Goblin Grappler"))  # one trigger: no order to choose
    assert not [s for s in steps(data) if s["rule"] == "603.3b"]
