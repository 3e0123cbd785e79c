"""Sentence shapes and one-line game actions carried out for real (issue 11, item 3), on real cards of the
shared MTGJSON data read at test time: "you may have <someone> <do something>", a duration said first
("until end of turn, A and B"), and the game actions of 701 and 724/309/705/706 (the monarch, the
dungeons, coins and dice, clash, learn, amass). Each test checks the final situation that proves the effect
happened and the rule the trace cites."""

from __future__ import annotations

from test_effects import ids, legal, perm, player, rules


def test_you_may_have_target_creature_get(full_trace):
    """Fourth Bridge Prowler: "you may have target creature get -1/-1 until end of turn" is "target creature
    gets -1/-1 until end of turn", optional (done, and said as assumed)."""
    data = legal(full_trace, "me: battlefield Swamp; hand Fourth Bridge Prowler\n"
                             "opponent: battlefield Llanowar Elves\nI cast Fourth Bridge Prowler\nresolve all\n")
    assert "Llanowar Elves" in player(data, "opponent")["graveyard"]
    assert {"611.2a", "704.5f"} <= rules(data) and "step.assumed_choice" in ids(data)


def test_a_duration_said_first_covers_both_clauses(full_trace):
    """Zealous Persecution: "Until end of turn, creatures you control get +1/+1 and creatures your opponents
    control get -1/-1"."""
    data = legal(full_trace, "me: battlefield Swamp, Plains, Grizzly Bears; hand Zealous Persecution\n"
                             "opponent: battlefield Llanowar Elves, Hill Giant\nI cast Zealous Persecution\nresolve\n")
    assert perm(data, "me", "Grizzly Bears")["power"] == 3
    assert perm(data, "opponent", "Hill Giant")["toughness"] == 2
    assert "Llanowar Elves" in player(data, "opponent")["graveyard"]


# ---------------------------------------------------------------------------- game actions

def test_amass_creates_the_army_then_grows_it(full_trace):
    """Lazotep Reaver: "amass 1" twice: a 0/0 black Zombie Army token with a +1/+1 counter, then a second
    counter on the same Army (701.47a)."""
    data = legal(full_trace, "me: battlefield Swamp, Swamp, Swamp, Swamp; hand Lazotep Reaver, Lazotep Reaver\n"
                             "I cast Lazotep Reaver\nresolve all\nI cast Lazotep Reaver\nresolve all\n")
    armies = [p for p in player(data, "me")["battlefield"] if p["name"].startswith("Zombie Army")]
    assert len(armies) == 1 and armies[0]["counters"] == {"+1/+1": 2} and armies[0]["power"] == 2
    assert "701.47a" in rules(data)


def test_the_monarch_draws_at_the_end_step_and_loses_it_to_combat_damage(full_trace):
    """Palace Sentinels: "you become the monarch" (724.1); the monarch draws at the beginning of their end
    step and a creature dealing combat damage to the monarch makes its controller the monarch (724.2)."""
    data = legal(full_trace, "me: battlefield Plains, Plains, Plains, Plains; hand Palace Sentinels; library Island\n"
                             "opponent: battlefield Hill Giant\nI cast Palace Sentinels\nresolve all\n"
                             "go to end step\nresolve all\n")
    me = player(data, "me")
    assert me["monarch"] and me["hand"] == ["Island"] and "724.3" in rules(data)
    stolen = legal(full_trace, "me: battlefield Plains, Plains, Plains, Plains; hand Palace Sentinels\n"
                               "opponent: battlefield Hill Giant\nI cast Palace Sentinels\nresolve all\n"
                               "go to end step\nresolve all\nnext step\nnext step\nopponent attacks with Hill Giant\n"
                               "next step\nnext step\nresolve all\n")
    assert player(stolen, "opponent")["monarch"] and not player(stolen, "me")["monarch"]


def test_venture_into_the_dungeon_room_by_room(full_trace):
    """Veteran Dungeoneer twice: the first venture brings a dungeon into the command zone (assumed: Lost Mine
    of Phandelver) and its first room's ability (scry 1) triggers; the second follows an arrow (assumed: the
    first) into the Goblin Lair, whose ability creates a 1/1 red Goblin token (309.4c, 701.49)."""
    data = legal(full_trace, "me: battlefield Plains, Plains, Plains, Plains, Plains, Plains, Plains, Plains; "
                             "hand Veteran Dungeoneer, Veteran Dungeoneer\n"
                             "I cast Veteran Dungeoneer\nresolve all\nI cast Veteran Dungeoneer\nresolve all\n")
    me = player(data, "me")
    assert me["dungeon"] == "lost_mine" and me["room"] == "goblin_lair"
    assert any(p["name"].startswith("Goblin") and p["token"] for p in me["battlefield"])
    assert {"701.49a", "309.5a", "701.22a", "111.2"} <= rules(data)
    assumed = [a["text"] for a in data["assumptions"]]
    assert any("Lost Mine of Phandelver" in t for t in assumed) and any("Goblin Lair" in t for t in assumed)


def test_learn_is_a_rummage_when_a_discard_is_written(full_trace):
    """Eyetwitch dies: "learn" with "I discard Island" after it discards Island and draws (701.48a); without
    the line nothing is done, said as assumed."""
    base = "me: battlefield Mountain, Eyetwitch; hand Shock, Island; library Forest\n" \
           "I cast Shock targeting Eyetwitch\nresolve all\n"
    data = legal(full_trace, base + "I discard Island\n")
    me = player(data, "me")
    assert me["hand"] == ["Forest"] and "Island" in me["graveyard"] and "701.48a" in rules(data)
    nothing = legal(full_trace, base)
    assert sorted(player(nothing, "me")["hand"]) == ["Island"] and "step.assumed_choice" in ids(nothing)


def test_a_coin_flip_decides_if_you_win_the_flip(full_trace):
    """Stitch in Time: "Flip a coin. If you win the flip, take an extra turn after this one." The flip's
    result is an assumed choice (won), in French too (705.2)."""
    data = legal(full_trace, "me: battlefield Island, Island, Mountain; hand Stitch in Time\n"
                             "I cast Stitch in Time\nresolve\n", "fr")
    assert {"705.2", "500.7"} <= rules(data)
    assert any("pile ou face" in a["text"] for a in data["assumptions"])
