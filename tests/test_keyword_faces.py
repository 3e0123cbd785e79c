"""Keyword abilities that choose the face of a card cast or change the spell cast (issue 11, item 2): aftermath,
fuse, disturb, overload; a half of a split card cast on its own. Real cards of the shared MTGJSON data, the side
where the ability applies and the side where it doesn't, and the rule the trace cites.
"""

from __future__ import annotations

from trace_helpers import assert_legal, cited, illegal, perm, player, step_ids

RIBBONS = "me: battlefield Swamp, Swamp, Swamp, Swamp; {zone} Cut // Ribbons\nI cast Ribbons X=2\nresolve\n"


def test_aftermath_half_is_cast_from_a_graveyard_then_exiled(run):
    data = run(RIBBONS.format(zone="graveyard"))
    assert_legal(data)
    assert {"702.127a", "709.3a"} <= cited(data)
    assert player(data, "opponent")["life"] == 18
    me = player(data, "me")
    assert me["graveyard"] == [] and me["exile"] == ["Cut"]  # the whole card, exiled (702.127a)


def test_aftermath_half_cant_be_cast_from_a_hand(run):
    illegal(run(RIBBONS.format(zone="hand")), "702.127a", 1)


def test_the_other_half_of_an_aftermath_card_is_cast_from_a_hand_only(run):
    setup = ("me: battlefield Mountain, Mountain, Mountain, Mountain, Mountain; {zone} Cut // Ribbons\n"
             "opponent: battlefield Grizzly Bears\nI cast Cut targeting Grizzly Bears\nresolve\n")
    data = run(setup.format(zone="hand"))
    assert_legal(data)
    assert "Grizzly Bears" in player(data, "opponent")["graveyard"]
    assert player(data, "me")["graveyard"] == ["Cut"]  # back in the graveyard, whole: Ribbons can follow
    assert illegal(run(setup.format(zone="graveyard")), "601.3")


WEAR_TEAR = ("me: battlefield Mountain, Mountain, Plains; {zone} Wear // Tear\n"
             "opponent: battlefield Icy Manipulator, Pacifism\n")


def test_fuse_casts_both_halves_as_one_spell_for_both_costs(run):
    data = run(WEAR_TEAR.format(zone="hand") + "I cast Wear // Tear fused targeting Icy Manipulator and Pacifism\n"
                                                "resolve\n")
    assert_legal(data)
    assert "702.102c" in cited(data)
    assert {"Icy Manipulator", "Pacifism"} <= set(player(data, "opponent")["graveyard"])
    assert all(c["tapped"] for c in player(data, "me")["battlefield"])  # {1}{R} + {W}
    # one half only: its own cost, one target
    data = run(WEAR_TEAR.format(zone="hand") + "I cast Tear targeting Pacifism\nresolve\n")
    assert_legal(data)
    assert "702.102c" not in cited(data) and player(data, "opponent")["graveyard"] == ["Pacifism"]
    assert [c["tapped"] for c in player(data, "me")["battlefield"]].count(True) == 1


def test_fuse_only_from_a_hand_and_only_on_a_card_with_fuse(run):
    illegal(run(WEAR_TEAR.format(zone="graveyard") + "I cast Wear // Tear fused targeting Icy Manipulator and "
                                                     "Pacifism\n"), "702.102a", 1)
    data = run("me: battlefield Mountain, Mountain, Island, Island; hand Fire // Ice\nopponent: battlefield "
               "Grizzly Bears\nI cast Fire // Ice fused targeting Grizzly Bears and Grizzly Bears\n")
    illegal(data, "702.102a", 1)


def test_fuse_in_french(run):
    # the data has no French name for a card with fuse: its English name in a French message
    data = run("moi : champ de bataille Montagne, Montagne, Plaine ; main Wear // Tear\n"
               "adversaire : champ de bataille Manipulateur glacial, Pacifisme\n"
               "je lance Wear // Tear fusionné en ciblant Manipulateur glacial et Pacifisme\nrésolution\n")
    assert_legal(data)
    assert "702.102c" in cited(data) and len(player(data, "opponent")["graveyard"]) == 2


BEGGAR = "me: battlefield Plains, Plains, Plains, Plains, Plains, Plains; {zone} Beloved Beggar\n"


def test_disturb_casts_the_back_face_from_a_graveyard(run):
    data = run(BEGGAR.format(zone="graveyard") + "I cast Beloved Beggar with disturb\nresolve\n")
    assert_legal(data)
    assert "702.146a" in cited(data)
    soul = perm(data, "me", "Generous Soul")
    assert (soul["power"], soul["toughness"]) == (4, 4)
    assert player(data, "me")["graveyard"] == []


def test_disturb_only_from_a_graveyard(run):
    data = run(BEGGAR.format(zone="hand") + "I cast Beloved Beggar with disturb\n")
    assert data["verdict"] == "illegal" and data["illegal"]["rule"] == "601.3"
    illegal(run("me: battlefield Plains, Plains, Plains, Plains, Plains, Plains; graveyard Grizzly Bears\n"
                "I cast Grizzly Bears with disturb\n"), "601.2b")  # no disturb


RIFT = ("me: battlefield Island, Island, Island, Island, Island, Island, Island, Grizzly Bears; hand Cyclonic Rift\n"
        "opponent: battlefield Icy Manipulator, Llanowar Elves, Forest\n")


def test_overload_changes_target_to_each(run):
    data = run(RIFT + "I cast Cyclonic Rift with overload\nresolve\n")
    assert_legal(data)
    assert {"702.96a", "702.96b"} <= cited(data)
    opponent = player(data, "opponent")
    assert sorted(opponent["hand"]) == ["Icy Manipulator", "Llanowar Elves"]
    assert [c["name"] for c in opponent["battlefield"]] == ["Forest"]  # a land: not matched
    assert [c["name"] for c in player(data, "me")["battlefield"]].count("Grizzly Bears") == 1  # mine: not matched
    # without overload: one target, its mana cost
    data = run(RIFT + "I cast Cyclonic Rift targeting Llanowar Elves\nresolve\n")
    assert_legal(data)
    assert player(data, "opponent")["hand"] == ["Llanowar Elves"] and "step.overloaded" not in step_ids(data)


def test_overload_needs_its_cost_and_the_keyword(run):
    data = run(RIFT.replace("Island, Island, Island, Island, Island, ", "") + "I cast Cyclonic Rift with overload\n")
    illegal(data, "601.2h")
    illegal(run("me: battlefield Island, Island; hand Unsummon\nI cast Unsummon with overload\n"), "601.2b")


def test_overload_of_a_target_word_the_engine_cant_take_whole_is_said(run):
    data = run("me: battlefield Island, Island, Island, Mountain; hand Counterflux\nI cast Counterflux with overload\n")
    assert (data["verdict"], data["exit"]) == ("error", 2)
    assert "Counterflux" in data["error"]["message"] and "overload" in data["error"]["message"]
