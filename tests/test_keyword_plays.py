"""Real cards played as a user would (issue 11, item 4), each a defect the play showed: a cost that puts counters on
its source (Wall of Roots, Devoted Druid, 118.3), Fireball's "{1} more for each target beyond the first" (601.2f),
and the order of a state-based action and what it triggers (Kitchen Finks' persist after its death, 704.5g)."""

from __future__ import annotations

from trace_helpers import assert_legal, cited, illegal, perm, perms, player, step_ids


def test_devoted_druid_pays_with_a_minus_counter_and_dies_at_the_second(run):
    base = "me: battlefield Devoted Druid\nturn: me, main 1\n" \
           "I tap Devoted Druid for G\nI activate Devoted Druid ability 2\n"
    data = run(base + "resolve\n")
    assert_legal(data)
    assert "step.cost_put_counters" in step_ids(data)
    druid = perm(data, "me", "Devoted Druid")
    assert (druid["counters"], druid["toughness"], druid["tapped"]) == ({"-1/-1": 1}, 1, False)
    data = run(base + "resolve\nI activate Devoted Druid ability 2\n")
    assert_legal(data)
    assert not perms(data, "me", "Devoted Druid") and "704.5f" in cited(data)  # 0 toughness: its owner's graveyard
    french = "j'engage Druidesse dévouée pour G\nj'active Druidesse dévouée capacité 2\n"
    data = run(base.replace("I tap Devoted Druid for G\nI activate Devoted Druid ability 2\n", french)
               + "résolution\n", "fr")
    assert_legal(data)
    assert perm(data, "me", "Devoted Druid")["toughness"] == 1


def test_wall_of_roots_mana_once_each_turn_with_a_minus_zero_minus_one_counter(run):
    base = "me: battlefield Wall of Roots; hand Llanowar Elves\nturn: me, main 1\n"
    data = run(base + "I cast Llanowar Elves with Wall of Roots\n")
    assert_legal(data)
    wall = perm(data, "me", "Wall of Roots")
    assert (wall["counters"], wall["power"], wall["toughness"]) == ({"-0/-1": 1}, 0, 4)
    illegal(run(base + "I activate Wall of Roots for G\nI activate Wall of Roots for G\n"), "602.5b")


FIREBALL = "me: battlefield {lands}; hand Fireball\nopponent: battlefield Grizzly Bears, Llanowar Elves\n" \
           "turn: me, main 1\nI cast Fireball targeting Grizzly Bears and Llanowar Elves X=4\n"


def test_fireball_costs_one_more_for_each_target_beyond_the_first(run):
    data = run(FIREBALL.format(lands=", ".join(["Mountain"] * 7)))
    assert_legal(data)
    assert sum(1 for p in player(data, "me")["battlefield"] if p["tapped"]) == 6
    illegal(run(FIREBALL.format(lands=", ".join(["Mountain"] * 5))), "601.2h")
    data = run(FIREBALL.format(lands=", ".join(["Mountain"] * 5)).replace(" and Llanowar Elves", ""))
    assert_legal(data)  # one target: {4}{R}


def test_a_creature_dies_before_its_dies_trigger_is_said(run):
    data = run("me: battlefield Kitchen Finks\nopponent: battlefield Mountain; hand Lightning Bolt\n"
               "turn: opponent, main 1\nopponent casts Lightning Bolt targeting Kitchen Finks\nresolve\n")
    assert_legal(data)
    ids = [s["rule"] for s in data["actions"][-1]["steps"]]
    assert ids.index("704.5g") < ids.index("702.79a")
