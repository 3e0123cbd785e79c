"""Zone effects carried out (issue 11, item 3; plugin `effects_zones` and the grammar of `cardpool.oracle.zones`),
each on a real card of the shared MTGJSON data, with the rule the trace cites and the other side."""

from __future__ import annotations

from test_effects import ids, legal, player, rules, texts


def names(data: dict, who: str) -> list[str]:
    return [p["name"] for p in player(data, who)["battlefield"]]


# ---------------------------------------------------------------------------- destroy all, edicts


def test_boil_destroys_every_island_and_nothing_else(full_trace):
    data = legal(full_trace, "me: battlefield Mountain, Mountain, Mountain, Mountain; hand Boil\n"
                             "opponent: battlefield Island, Island, Swamp\nI cast Boil\nresolve\n")
    assert names(data, "opponent") == ["Swamp"] and player(data, "opponent")["graveyard"].count("Island") == 2
    assert "Mountain" in names(data, "me") and "701.8a" in rules(data)


def test_akromas_vengeance_reads_its_list_of_types(full_trace):
    data = legal(full_trace, "me: battlefield Plains, Plains, Plains, Plains, Plains, Plains; hand Akroma's Vengeance\n"
                             "opponent: battlefield Grizzly Bears, Pacifism, Sol Ring, Forest\n"
                             "I cast Akroma's Vengeance\nresolve\n")
    assert names(data, "opponent") == ["Forest"] and "step.not_simulated" not in ids(data)


def test_grave_pact_makes_each_other_player_sacrifice(full_trace):
    base = ("me: battlefield Grave Pact, Grizzly Bears, Mountain; hand Lightning Bolt\n"
            "opponent: battlefield {}\nI cast Lightning Bolt targeting Grizzly Bears\nresolve\nresolve\n")
    data = legal(full_trace, base.format("Hill Giant, Forest"))
    assert "Hill Giant" in player(data, "opponent")["graveyard"] and names(data, "opponent") == ["Forest"]
    assert "701.21a" in rules(data)
    none = legal(full_trace, base.format("Forest"))  # no creature: nothing to sacrifice
    assert names(none, "opponent") == ["Forest"] and "step.not_simulated" not in ids(none)


# ---------------------------------------------------------------------------- untap, draw, look


def test_cloud_of_faeries_untaps_up_to_two_lands(full_trace):
    data = legal(full_trace, "me: battlefield Island (tapped), Island (tapped), Island (tapped), Island, Island\n"
                             "me: hand Cloud of Faeries\nI cast Cloud of Faeries\nresolve\nresolve\n")
    tapped = [p["tapped"] for p in player(data, "me")["battlefield"] if p["name"] == "Island"]
    assert tapped.count(False) == 2 and "701.26b" in rules(data)  # both paid for it, then two untapped
    assert "step.assumed_choice" in ids(data)  # which lands: not written, assumed and said


def test_farsight_adept_both_players_draw(full_trace):
    data = legal(full_trace, "me: battlefield Plains, Plains, Plains, Plains, Plains; hand Farsight Adept\n"
                             "I cast Farsight Adept\nresolve\nresolve\n")
    assert ids(data).count("step.draws") == 2 and len(player(data, "opponent")["hand"]) == 1


def test_phelddagrif_lets_the_opponent_choose_to_draw(full_trace):
    base = "me: battlefield Phelddagrif, Island\nI activate Phelddagrif ability 3 targeting opponent\nresolve\n"
    drawn = legal(full_trace, base)
    assert len(player(drawn, "opponent")["hand"]) == 1 and "step.assumed_choice" in ids(drawn)
    assert "Phelddagrif" in player(drawn, "me")["hand"]
    declined = legal(full_trace, base + "opponent declines to pay\n")
    assert not player(declined, "opponent")["hand"] and "step.declines_optional_draw" in ids(declined)


def test_dewdrop_spy_looks_at_an_unknown_library(full_trace):
    data = legal(full_trace, "me: battlefield Island, Island, Island, Island; hand Dewdrop Spy\n"
                             "I cast Dewdrop Spy\nresolve\nresolve\n")
    assert "step.looks_at_library" in ids(data)
    assert any("unknown" in t for t in texts(data) if "top of" in t)


def test_euroakus_draws_a_card_for_each_wizard(full_trace):
    base = "me: battlefield Euroakus, Forest, Forest, Forest, Forest, Island, Island{}\nI activate Euroakus\nresolve\n"
    two = legal(full_trace, base.format(", Snapcaster Mage"))  # Euroakus and Snapcaster Mage are Wizards
    assert len(player(two, "me")["hand"]) == 2 and "step.not_simulated" not in ids(two)
    one = legal(full_trace, base.format(""))
    assert len(player(one, "me")["hand"]) == 1


# ---------------------------------------------------------------------------- "unless you ..."


def test_balduvian_horde_sacrificed_unless_a_card_is_discarded(full_trace):
    base = "me: battlefield Mountain, Mountain, Mountain, Mountain; hand Balduvian Horde, Island\n" \
           "I cast Balduvian Horde\nresolve\nresolve\n"
    kept = legal(full_trace, base + "I discard Island\n")
    assert "Balduvian Horde" in names(kept, "me") and "Island" in player(kept, "me")["graveyard"]
    assert "701.9b" in rules(kept)  # at random: the card is not the player's choice
    lost = legal(full_trace, base)
    assert "Balduvian Horde" in player(lost, "me")["graveyard"] and "Island" in player(lost, "me")["hand"]
    assert "step.assumed_choice" in ids(lost) and "701.21a" in rules(lost)


def test_crosiss_catacombs_with_no_other_land_to_return(full_trace):
    """Its own cost can't be paid (no non-Lair land other than a Lair): the land is sacrificed (118.3)."""
    data = legal(full_trace, "me: hand Crosis's Catacombs\nI play Crosis's Catacombs\nresolve\n")
    assert "Crosis's Catacombs" in player(data, "me")["graveyard"] and "step.cant_pay_unless_cost" in ids(data)
    kept = legal(full_trace, "me: battlefield Island; hand Crosis's Catacombs\nI play Crosis's Catacombs\nresolve\n"
                             "I pay returning Island\n")
    assert "Crosis's Catacombs" in names(kept, "me") and "Island" in player(kept, "me")["hand"]


# ---------------------------------------------------------------------------- exile until it leaves


def test_banisher_priest_leaving_is_said_before_the_return(full_trace):
    data = legal(full_trace, "me: battlefield Plains, Plains, Plains; hand Banisher Priest\nopponent: battlefield "
                             "Grizzly Bears, Mountain; hand Lightning Bolt\nI cast Banisher Priest\nresolve\nresolve\n"
                             "opponent casts Lightning Bolt targeting Banisher Priest\nresolve\n")
    order = ids(data)
    assert order.index("sba.lethal_damage") < order.index("step.returned_from_exile_until")
    assert "Grizzly Bears" in names(data, "opponent")
