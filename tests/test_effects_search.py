"""Searches as one grammar (issue 11: "search and reveal with unknown libraries reported as such";
`cardpool.oracle.zone_search`, `plugins.effects_search`): any player, their own zones or another player's
library, one kind, alternatives or a list of cards, and where what is found goes. Real cards of the shared
MTGJSON data; a later action or the final state depends on what the search found."""

from __future__ import annotations

from test_effects import ids, legal, perm, player, rules, texts


def test_bribery_puts_the_opponents_creature_onto_your_battlefield(full_trace):
    base = ("me: battlefield Island, Island, Island, Island, Island; hand Bribery\n"
            "I cast Bribery targeting opponent\nresolve\n")
    named = legal(full_trace, base + "I choose Craw Wurm\n")
    assert perm(named, "me", "Craw Wurm")["power"] == 6 and "701.23a" in rules(named)  # under my control
    assert "step.searches_library_of" in ids(named) and "step.not_simulated" not in ids(named)
    unknown = legal(full_trace, base, "fr")  # an unknown library: what is found isn't known, never nothing
    assert not [p for p in player(unknown, "me")["battlefield"] if p["name"] not in ("Island",)]
    assert "step.search_nothing" not in ids(unknown)
    assert any("bibliothèque de votre adversaire" in t for t in texts(unknown))
    listed = legal(full_trace, "opponent: library Grizzly Bears, Island\n" + base.replace("I choose", ""))
    assert perm(listed, "me", "Grizzly Bears") and player(listed, "opponent")["library"] == 1  # assumed, the one
    refused = full_trace("opponent: library Grizzly Bears, Island\n" + base + "I choose Island\n")
    assert refused["exit"] == 2  # a land is not a creature card


def test_cultivate_puts_one_land_onto_the_battlefield_and_the_other_into_the_hand(full_trace):
    data = legal(full_trace, "me: battlefield Forest, Forest, Forest; hand Cultivate\nI cast Cultivate\nresolve\n"
                             "I choose Plains, Island\nI play Island\n")
    plains = perm(data, "me", "Plains")
    assert plains["tapped"] is True and perm(data, "me", "Island")["tapped"] is False
    assert player(data, "me")["hand"] == [] and "701.24a" in rules(data)


def test_a_snow_land_card_is_one_kind_of_card(full_trace):
    base = "me: battlefield Forest, Forest; hand Into the North\nI cast Into the North\nresolve\n"
    snow = legal(full_trace, base + "I choose Snow-Covered Forest\n")
    assert perm(snow, "me", "Snow-Covered Forest")["tapped"] is True
    assert full_trace(base + "I choose Forest\n")["exit"] == 2  # a basic Forest isn't snow


def test_field_of_ruin_each_player_searches_their_own_library(full_trace):
    base = ("me: battlefield Field of Ruin, Mountain, Mountain\nopponent: battlefield Ancient Tomb\n"
            "I tap Mountain, Mountain\nI activate Field of Ruin targeting Ancient Tomb\nresolve\n")
    data = legal(full_trace, base + "I choose Mountain\nopponent chooses Island\n")
    assert perm(data, "opponent", "Island") and "Ancient Tomb" in player(data, "opponent")["graveyard"]
    assert [p["name"] for p in player(data, "me")["battlefield"]].count("Mountain") == 3
    assert ids(data).count("step.shuffle") == 2


def test_fork_in_the_road_found_cards_go_where_the_next_sentence_says(full_trace):
    data = legal(full_trace, "me: battlefield Forest, Forest; hand Fork in the Road\nI cast Fork in the Road\n"
                             "resolve\nI choose Mountain, Plains\nI play Mountain\n")
    assert perm(data, "me", "Mountain") and player(data, "me")["graveyard"][-2:] == ["Plains", "Fork in the Road"]
    assert "step.found_kept" in ids(data) and "step.not_simulated" not in ids(data)


def test_traverse_the_outlands_finds_as_many_lands_as_the_greatest_power(full_trace):
    data = legal(full_trace, "me: battlefield Forest, Forest, Forest, Forest, Forest, Hill Giant, Grizzly Bears\n"
                             "me: hand Traverse the Outlands\nI cast Traverse the Outlands\nresolve\n"
                             "I choose Plains, Island, Swamp\n")
    names = [p["name"] for p in player(data, "me")["battlefield"]]
    assert {"Plains", "Island", "Swamp"} <= set(names) and perm(data, "me", "Swamp")["tapped"] is True
    too_many = full_trace("me: battlefield Forest, Forest, Forest, Forest, Forest, Grizzly Bears\n"
                          "me: hand Traverse the Outlands\nI cast Traverse the Outlands\nresolve\n"
                          "I choose Plains, Island, Swamp\n")
    assert too_many["exit"] == 2  # the greatest power is 2: two lands at most


def test_conflux_finds_one_card_of_each_colour_then_puts_them_into_the_hand(full_trace):
    base = ("me: battlefield Plains, Island, Swamp, Mountain, Mountain, Forest, Forest, Forest, Forest; hand Conflux\n"
            "I tap Plains, Island, Swamp, Mountain, Forest, Forest, Forest, Forest\nI cast Conflux\nresolve\n"
            "I choose Savannah Lions, Counterspell, Dark Ritual, Lightning Bolt, Giant Growth\n")
    data = legal(full_trace, base + "I cast Lightning Bolt targeting opponent\n")
    assert sorted(player(data, "me")["hand"]) == ["Counterspell", "Dark Ritual", "Giant Growth", "Savannah Lions"]
    assert "step.not_simulated" not in ids(data) and "701.24a" in rules(data)
    assert full_trace(base.replace("Dark Ritual", "Llanowar Elves"))["exit"] == 2  # two green cards, no black one


def test_hired_giant_shuffles_only_the_libraries_searched(full_trace):
    data = legal(full_trace, "me: battlefield Mountain, Mountain, Mountain, Mountain, Mountain; hand Hired Giant\n"
                             "I cast Hired Giant\nresolve\nresolve\nopponent chooses Forest\n")
    assert perm(data, "opponent", "Forest") and ids(data).count("step.shuffle") == 1
