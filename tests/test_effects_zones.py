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


# ---------------------------------------------------------------------------- tokens, "them", delayed


def test_angelic_favor_token_exiled_at_the_next_end_step(full_trace):
    base = "me: battlefield Plains, Plains, Plains, Plains; hand Angelic Favor\ngo to declare attackers\n" \
           "I cast Angelic Favor\nresolve\n"
    now = legal(full_trace, base)
    assert "Angel" in " ".join(names(now, "me")) and "603.7" in rules(now)
    later = legal(full_trace, base + "go to end\nresolve\n")
    assert not any("Angel" in n for n in names(later, "me")) and "step.not_simulated" not in ids(later)


def test_rally_to_battle_untaps_the_creatures_it_pumped(full_trace):
    data = legal(full_trace, "me: battlefield Plains, Plains, Plains, Plains, Grizzly Bears (tapped); hand Rally "
                             "to Battle\nI cast Rally to Battle\nresolve\n")
    bears = next(p for p in player(data, "me")["battlefield"] if p["name"] == "Grizzly Bears")
    assert not bears["tapped"] and "step.not_simulated" not in ids(data)


# ---------------------------------------------------------------------------- combat requirements


def test_boiling_blood_makes_the_creature_attack(full_trace):
    base = ("me: battlefield Mountain, Mountain, Mountain; hand Boiling Blood\nturn: opponent\n"
            "opponent: battlefield Grizzly Bears, Hill Giant\nI cast Boiling Blood targeting Grizzly Bears\n"
            "resolve\ngo to declare attackers\nopponent attacks with {}\n")
    refused = full_trace(base.format("Hill Giant"))
    assert refused["exit"] == 1 and refused["illegal"]["rule"] == "508.1d"
    legal(full_trace, base.format("Grizzly Bears, Hill Giant"))


def test_burning_tree_bloodscale_must_be_blocked_by_the_target(full_trace):
    base = ("me: battlefield Burning-Tree Bloodscale, Forest, Forest, Forest\nopponent: battlefield Grizzly Bears, "
            "Hill Giant\nI activate Burning-Tree Bloodscale ability 2 targeting Grizzly Bears\nresolve\n"
            "go to declare attackers\nI attack with Burning-Tree Bloodscale\nopponent blocks {}\n")
    refused = full_trace(base.format("Burning-Tree Bloodscale with Hill Giant"))
    assert refused["exit"] == 1 and "509.1c" in refused["illegal"]["rules"]
    legal(full_trace, base.format("Burning-Tree Bloodscale with Grizzly Bears"))


# ---------------------------------------------------------------------------- permissions


def test_dark_dweller_oracle_impulse_draw(full_trace):
    base = ("me: battlefield Dark-Dweller Oracle, Grizzly Bears, Mountain, Mountain; library Lightning Bolt\n"
            "I activate Dark-Dweller Oracle paying {{1}}, sacrificing Grizzly Bears\nresolve\n{}")
    cast = legal(full_trace, base.format("I cast Lightning Bolt from exile targeting opponent\nresolve\n"))
    assert player(cast, "opponent")["life"] == 17 and "step.may_play_this_turn" in ids(cast)
    late = full_trace(base.format("go to cleanup\nnext step\ngo to main1\nI cast Lightning Bolt from exile "
                                  "targeting opponent\n"))
    assert late["exit"] != 0  # the permission ended with the turn


def test_explore_allows_a_second_land(full_trace):
    base = "me: battlefield Forest, Forest; hand {}Forest, Island\n{}I play Forest\nI play Island\n"
    legal(full_trace, base.format("Explore, ", "I cast Explore\nresolve\n"))
    refused = full_trace(base.format("", ""))
    assert refused["exit"] == 1 and refused["illegal"]["rule"] == "305.2"


# ---------------------------------------------------------------------------- cards exiled, revealed


def test_graveyard_shovel_exiles_a_chosen_card_and_checks_it(full_trace):
    base = ("me: battlefield Graveyard Shovel, Island, Island\nopponent: graveyard {}\n"
            "I activate Graveyard Shovel targeting opponent\nresolve\n")
    creature = legal(full_trace, base.format("Grizzly Bears, Island"))
    assert player(creature, "opponent")["exile"] == ["Grizzly Bears"] and player(creature, "me")["life"] == 22
    assert "step.assumed_choice" in ids(creature)
    chosen = legal(full_trace, base.format("Grizzly Bears, Island") + "opponent chooses Island\n")
    assert player(chosen, "opponent")["exile"] == ["Island"] and player(chosen, "me")["life"] == 20


def test_dark_confidant_reveals_and_loses_the_revealed_cards_mana_value(full_trace):
    data = legal(full_trace, "me: battlefield Dark Confidant; library Shivan Dragon, Island\nturn: opponent, end\n"
                             "go to upkeep\nresolve\n")
    me = player(data, "me")
    assert "Shivan Dragon" in me["hand"] and me["life"] == 14  # Shivan Dragon's mana value, not Dark Confidant's
    assert "701.20a" in rules(data)


def test_planeswalkers_favor_uses_the_revealed_card(full_trace):
    data = legal(full_trace, "me: battlefield Planeswalker's Favor, Grizzly Bears, Forest, Forest, Forest, Forest\n"
                             "opponent: hand Shivan Dragon, Island\n"
                             "I activate Planeswalker's Favor targeting opponent and Grizzly Bears\nresolve\n")
    bears = next(p for p in player(data, "me")["battlefield"] if p["name"] == "Grizzly Bears")
    assert bears["power"] == 8 and "step.reveals_card" in ids(data)  # +6/+6: Shivan Dragon, the first of the hand


# ---------------------------------------------------------------------------- sacrifice a subtype, delayed, combat


def test_alpine_guide_leaving_sacrifices_a_mountain(full_trace):
    data = legal(full_trace, "me: battlefield Alpine Guide, Mountain, Forest\nopponent: battlefield Mountain; hand "
                             "Lightning Bolt\nturn: opponent\nopponent casts Lightning Bolt targeting Alpine Guide\n"
                             "resolve\nresolve\n")
    assert names(data, "me") == ["Forest"] and "Mountain" in player(data, "me")["graveyard"]
    assert "701.21a" in rules(data)


def test_long_road_home_returns_the_creature_at_end_step(full_trace):
    base = "me: battlefield Plains, Plains, Grizzly Bears; hand Long Road Home\nI cast Long Road Home targeting " \
           "Grizzly Bears\nresolve\n"
    gone = legal(full_trace, base)
    assert "Grizzly Bears" in player(gone, "me")["exile"] and "603.7" in rules(gone)
    back = legal(full_trace, base + "go to end\nresolve\n")
    bears = next(p for p in player(back, "me")["battlefield"] if p["name"] == "Grizzly Bears")
    assert bears["power"] == 3 and not player(back, "me")["exile"]


def test_gustcloak_harrier_leaves_combat_when_blocked(full_trace):
    data = legal(full_trace, "me: battlefield Gustcloak Harrier\nopponent: battlefield Giant Spider\n"
                             "go to declare attackers\nI attack with Gustcloak Harrier\nopponent blocks Gustcloak "
                             "Harrier with Giant Spider\nresolve\n")
    harrier = next(p for p in player(data, "me")["battlefield"] if p["name"] == "Gustcloak Harrier")
    assert not harrier["tapped"] and "506.4" in rules(data)
    assert not harrier.get("attacking")


# ---------------------------------------------------------------------------- hands traded for draws


def test_shattered_perception_discards_the_hand_and_draws_as_many(full_trace):
    data = legal(full_trace, "me: battlefield Mountain, Mountain, Mountain; hand Shattered Perception, Island, "
                             "Forest\nI cast Shattered Perception\nresolve\n")
    me = player(data, "me")
    assert {"Island", "Forest"} <= set(me["graveyard"]) and len(me["hand"]) == 2 and "701.9a" in rules(data)


def test_jaces_archivist_everyone_draws_the_greatest_discard(full_trace):
    data = legal(full_trace, "me: battlefield Jace's Archivist, Island, Island; hand Forest\nopponent: hand "
                             "Mountain, Swamp, Plains\nI activate Jace's Archivist\nresolve\n")
    assert len(player(data, "me")["hand"]) == 3 and len(player(data, "opponent")["hand"]) == 3
    assert "Forest" in player(data, "me")["graveyard"]


def test_cathartic_pyre_draws_as_many_as_chosen(full_trace):
    base = "me: battlefield Mountain, Mountain; hand Cathartic Pyre, Island, Forest\nI cast Cathartic Pyre mode 2\n" \
           "resolve\n"
    chosen = legal(full_trace, base + "I discard Island\n")
    assert player(chosen, "me")["graveyard"].count("Island") == 1 and len(player(chosen, "me")["hand"]) == 2
    none = legal(full_trace, base)
    assert len(player(none, "me")["hand"]) == 2 and "step.assumed_choice" in ids(none)


def test_counterbore_exiles_every_copy_and_shuffles(full_trace):
    data = legal(full_trace, "me: battlefield Island, Island, Island, Island, Island; hand Counterbore\n"
                             "opponent: battlefield Mountain; hand Lightning Bolt, Lightning Bolt; graveyard Lightning "
                             "Bolt; library Lightning Bolt, Forest\nturn: opponent\n"
                             "opponent casts Lightning Bolt targeting me\nI cast Counterbore targeting Lightning Bolt\n"
                             "resolve\n")
    opponent = player(data, "opponent")
    assert opponent["exile"].count("Lightning Bolt") == 4 and not opponent["hand"]
    assert "Lightning Bolt" not in opponent["graveyard"] and player(data, "me")["life"] == 20
    assert "701.23a" in rules(data) and "701.24a" in rules(data)
