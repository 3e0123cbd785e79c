"""P/T "for each ..." tails of static abilities (613.4c, 604.3; issue 11): what the count reads, on real cards of
the shared MTGJSON data, with the count that changes the figure and the one that doesn't."""

from __future__ import annotations

from test_effects import ids, legal, perm, player, rules, texts


def pt(data: dict, player: str, name: str) -> tuple[int, int]:
    found = perm(data, player, name)
    return found["power"], found["toughness"]


def test_skycat_sovereign_counts_only_other_fliers_its_controller_controls(full_trace):
    # "for each other creature you control with flying": the controller inside the phrase, before "with"
    data = legal(full_trace, "me: battlefield Skycat Sovereign, Suntail Hawk, Grizzly Bears\n"
                             "opponent: battlefield Suntail Hawk\n")
    assert pt(data, "me", "Skycat Sovereign") == (2, 2)  # 1/1, +1/+1 for my Suntail Hawk only


def test_walker_of_the_wastes_counts_lands_named_wastes(full_trace):
    data = legal(full_trace, "me: battlefield Walker of the Wastes, Wastes, Wastes, Island\n"
                             "opponent: battlefield Wastes\n")
    assert pt(data, "me", "Walker of the Wastes") == (6, 6)  # 4/4, two Wastes of mine


def test_timberpack_wolf_counts_other_wolves_of_its_name(full_trace):
    data = legal(full_trace, "me: battlefield Timberpack Wolf, Timberpack Wolf\n"
                             "opponent: battlefield Timberpack Wolf\n")
    assert pt(data, "me", "Timberpack Wolf") == (3, 3)  # 2/2, +1/+1 for the other one I control
    alone = legal(full_trace, "me: battlefield Timberpack Wolf\nopponent: battlefield Timberpack Wolf\n")
    assert pt(alone, "me", "Timberpack Wolf") == (2, 2)


def test_tarmogoyf_counts_graveyards_the_message_doesnt_describe_as_unknown(full_trace):
    # Swords to Plowshares on Tarmogoyf: with no graveyard written, the value is not a sure 0: the trace says so
    base = "me: battlefield Plains; hand Swords to Plowshares{mine}\nopponent: battlefield Tarmogoyf{theirs}\n" \
           "I cast Swords to Plowshares targeting Tarmogoyf\nresolve\n"
    unknown = legal(full_trace, base.format(mine="", theirs=""), "fr")
    assert "step.count_unknown_zones" in ids(unknown) and "400.2" in rules(unknown)
    assert any("cimetières que le message ne décrit pas" in t for t in texts(unknown))
    listed = legal(full_trace, base.format(mine="; graveyard Shock", theirs="; graveyard Island"))
    assert "step.count_unknown_zones" not in ids(listed)
    assert player(listed, "opponent")["life"] == 22  # a land and an instant: Tarmogoyf was 2/3
    one = legal(full_trace, base.format(mine="; graveyard Shock", theirs=""))  # only the opponent's is unknown
    assert "step.count_unknown_zone" in ids(one) and player(one, "opponent")["life"] == 21


def test_faeburrow_elder_counts_the_colors_among_its_controllers_permanents(full_trace):
    data = legal(full_trace, "me: battlefield Faeburrow Elder, Grizzly Bears, Mogg Fanatic\n"
                             "opponent: battlefield Suntail Hawk\n")
    assert pt(data, "me", "Faeburrow Elder") == (3, 3)  # green and white (itself), red: not the opponent's white


def test_coat_of_arms_counts_the_others_that_share_a_creature_type(full_trace):
    data = legal(full_trace, "me: battlefield Coat of Arms, Grizzly Bears, Runeclaw Bear, Suntail Hawk\n")
    assert pt(data, "me", "Grizzly Bears") == (3, 3) and pt(data, "me", "Suntail Hawk") == (1, 1)


def test_fungal_behemoth_counts_the_counters_on_its_controllers_creatures(full_trace):
    data = legal(full_trace, "me: battlefield Fungal Behemoth, Grizzly Bears (2 +1/+1 counters)\n"
                             "opponent: battlefield Suntail Hawk (1 +1/+1 counter)\n")
    assert pt(data, "me", "Fungal Behemoth") == (2, 2)


def test_chameleon_spirit_counts_the_opponents_permanents_of_the_chosen_color(full_trace):
    base = ("me: battlefield Island, Island, Island, Island; hand Chameleon Spirit\n"
            "opponent: battlefield Mogg Fanatic, Raging Goblin, Suntail Hawk\nI cast Chameleon Spirit\nresolve\n")
    red = legal(full_trace, base + "I choose red\n")
    assert pt(red, "me", "Chameleon Spirit") == (2, 2)
    white = legal(full_trace, base + "je choisis blanc\n")
    assert pt(white, "me", "Chameleon Spirit") == (1, 1)
