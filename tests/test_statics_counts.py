"""P/T "for each ..." tails of static abilities (613.4c, 604.3; issue 11): what the count reads, on real cards of
the shared MTGJSON data, with the count that changes the figure and the one that doesn't."""

from __future__ import annotations

from test_effects import legal, perm


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
