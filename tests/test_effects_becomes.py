"""What a permanent becomes, for good or until end of turn, on real cards of the shared MTGJSON data (issue 11,
item 3; 613.1d-f, 205.1): a change with no duration lasts (611.2a), "it's still a land" keeps the land's types
even when a clause stands between it and the change, and a quoted ability the change gives works afterwards."""

from __future__ import annotations

from test_effects import legal, perm, player, rules


def test_a_manland_with_a_quoted_trigger_attacks_and_the_trigger_fires(full_trace):
    """Raging Ravine: "Until end of turn, ~ becomes a 3/3 red and green Elemental creature with "Whenever this
    creature attacks, put a +1/+1 counter on it." It's still a land." -- it attacks, the trigger it gained
    puts a counter on it (4 damage), and it is a land creature."""
    data = legal(full_trace, "me: battlefield Raging Ravine, Mountain, Mountain, Forest, Forest\n"
                             "I activate Raging Ravine ability 2\nresolve\nI attack with Raging Ravine\nresolve\n"
                             "next step\nnext step\nnext step\n")
    ravine = perm(data, "me", "Raging Ravine")
    assert ravine["counters"] == {"+1/+1": 1} and ravine["power"] == 4
    assert player(data, "opponent")["life"] == 16 and {"613.1f", "205.1b"} <= rules(data)


def test_still_a_land_after_a_clause_between(full_trace):
    """Creeping Tar Pit: "becomes a 3/2 ... creature until end of turn and can't be blocked this turn. It's still
    a land." -- it deals its 3 damage, and it is still a land: Stone Rain can target it afterwards."""
    data = legal(full_trace, "me: battlefield Creeping Tar Pit, Island, Swamp, Island, Mountain, Mountain, "
                             "Mountain; hand Stone Rain\nopponent: battlefield Grizzly Bears\n"
                             "I activate Creeping Tar Pit ability 2\nresolve\nI attack with Creeping Tar Pit\n"
                             "next step\nnext step\nnext step\nnext step\n"
                             "I cast Stone Rain targeting Creeping Tar Pit\nresolve\n")
    assert player(data, "opponent")["life"] == 17
    assert "Creeping Tar Pit" in player(data, "me")["graveyard"]


def test_a_lasting_new_creature_type_makes_a_later_target_legal(full_trace):
    """Olivia Voldaren: "deals 1 damage to another target creature. That creature becomes a Vampire in addition
    to its other types" (no duration: it lasts) -- so her "Gain control of target Vampire" can target the Hill
    Giant afterwards; without the first ability it can't (115.4)."""
    base = ("me: battlefield Olivia Voldaren, Mountain, Mountain, Mountain, Swamp, Swamp, Swamp, Swamp\n"
            "opponent: battlefield Hill Giant\n")
    data = legal(full_trace, base + "I activate Olivia Voldaren ability 1 targeting Hill Giant\nresolve\n"
                                    "I activate Olivia Voldaren ability 2 targeting Hill Giant\nresolve\n")
    assert perm(data, "me", "Hill Giant")["damage"] == 1
    bad = full_trace(base + "I activate Olivia Voldaren ability 2 targeting Hill Giant\nresolve\n")
    assert bad["exit"] == 1


def test_a_returned_creature_is_a_black_zombie_for_good(full_trace):
    """Ever After: "Return up to two target creature cards from your graveyard to the battlefield. Each of those
    creatures is a black Zombie in addition to its other colors and types." -- the returned Hill Giant is black
    and red, still so after the cleanup step (no duration), and Doom Blade ("target nonblack creature") can't
    target it."""
    base = ("me: battlefield Swamp, Swamp, Swamp, Swamp, Swamp, Swamp, Swamp, Swamp; hand Ever After, Doom Blade; "
            "graveyard Hill Giant\nI cast Ever After targeting Hill Giant\nresolve\n")
    data = legal(full_trace, base + "go to cleanup\n")
    assert perm(data, "me", "Hill Giant")["colors"] == "BR"
    assert full_trace(base + "I cast Doom Blade targeting Hill Giant\n")["exit"] == 1
