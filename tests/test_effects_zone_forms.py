"""General forms of zone sentences (issue 11, item 3; `cardpool.oracle.zone_more`, `plugins.effects_hold`) and
the impulse-draw permission used by a later line (601.3, 305.1), each on a real card of the shared data."""

from __future__ import annotations

from test_effects import ids, legal, player, rules


def perm(data: dict, who: str, name: str) -> dict:
    return next(p for p in player(data, who)["battlefield"] if p["name"] == name)


def test_icefall_regent_holds_the_creature_tapped_while_you_control_it(full_trace):
    base = ("me: battlefield Island, Island, Island, Island, Island; hand Icefall Regent\n"
            "opponent: battlefield Grizzly Bears\nturn: me, main 2\nI cast Icefall Regent\nresolve\nresolve\n"
            "go to end step\nnext step\n")
    data = legal(full_trace, base)
    assert perm(data, "opponent", "Grizzly Bears")["tapped"] and {"611.2b", "502.3"} <= rules(data)
    assert "step.held_tapped" in ids(data) and "step.not_simulated" not in ids(data)


def test_mole_worms_hold_ends_when_it_untaps(full_trace):
    data = legal(full_trace, "me: battlefield Swamp, Mole Worms\nopponent: battlefield Forest\nturn: opponent, main 2\n"
                             "I activate Mole Worms targeting Forest\nresolve\ngo to end step\nnext step\n"
                             "go to end step\nnext step\n")
    # my untap step: Mole Worms untaps (its "may choose not to" assumed), so the Forest untaps in the next one
    assert not perm(data, "me", "Mole Worms")["tapped"] and not perm(data, "opponent", "Forest")["tapped"]
    kept = legal(full_trace, "me: battlefield Swamp, Mole Worms\nopponent: battlefield Forest\nturn: me, main 2\n"
                             "I activate Mole Worms targeting Forest\nresolve\ngo to end step\nnext step\n")
    assert perm(kept, "opponent", "Forest")["tapped"] and "step.doesnt_untap" in ids(kept)


def test_eldrazi_displacer_returns_it_tapped_under_its_owners_control(full_trace):
    data = legal(full_trace, "me: battlefield Plains, Plains, Wastes, Eldrazi Displacer\n"
                             "opponent: battlefield Grizzly Bears\n"
                             "I activate Eldrazi Displacer targeting Grizzly Bears\nresolve\n")
    bears = perm(data, "opponent", "Grizzly Bears")
    assert bears["tapped"] and {"701.13a", "400.7"} <= rules(data)


def test_scorching_dragonfire_exiles_the_creature_instead_of_dying(full_trace):
    data = legal(full_trace, "me: battlefield Mountain, Mountain; hand Scorching Dragonfire\n"
                             "opponent: battlefield Grizzly Bears\n"
                             "I cast Scorching Dragonfire targeting Grizzly Bears\nresolve\n")
    assert player(data, "opponent")["exile"] == ["Grizzly Bears"] and not player(data, "opponent")["graveyard"]
    assert "614.1a" in rules(data)


def test_knacksaw_clique_plays_a_land_and_casts_a_spell_from_the_opponents_exile(full_trace):
    base = ("me: battlefield Island, Island, Mountain, Knacksaw Clique (tapped)\nopponent: library {}\n"
            "I activate Knacksaw Clique targeting opponent\nresolve\n")
    land = legal(full_trace, base.format("Forest") + "I play Forest\n")
    assert perm(land, "me", "Forest") and not player(land, "opponent")["exile"] and not player(land, "me")["hand"]
    assert "305.1" in rules(land)
    second = full_trace("me: hand Island\n" + base.format("Forest") + "I play Island\nI play Forest\n")
    assert second["exit"] == 1 and second["illegal"]["rule"] == "305.2"  # still one land a turn
    spell = legal(full_trace, base.format("Lightning Bolt") + "I cast Lightning Bolt targeting opponent\nresolve\n")
    assert player(spell, "opponent")["life"] == 17 and player(spell, "opponent")["graveyard"] == ["Lightning Bolt"]


def test_archon_of_cruelty_reads_its_list_of_player_clauses(full_trace):
    data = legal(full_trace, "me: battlefield Archon of Cruelty\n"
                             "opponent: battlefield Grizzly Bears; hand Island, Forest\n"
                             "I attack with Archon of Cruelty\nresolve\n")
    opponent = player(data, "opponent")
    assert opponent["life"] == 17 and sorted(opponent["graveyard"]) == ["Grizzly Bears", "Island"]
    assert player(data, "me")["life"] == 23 and {"701.21a", "701.9a", "119.3", "121.1"} <= rules(data)


def test_caress_of_phyrexia_draws_loses_and_poisons(full_trace):
    data = legal(full_trace, "me: battlefield Swamp, Swamp, Swamp, Swamp, Swamp; hand Caress of Phyrexia\n"
                             "I cast Caress of Phyrexia targeting opponent\nresolve\n")
    opponent = player(data, "opponent")
    assert (opponent["life"], opponent["poison"], len(opponent["hand"])) == (17, 3, 3)


def test_brass_bounty_creates_a_treasure_for_each_land(full_trace):
    data = legal(full_trace, "me: battlefield Mountain, Mountain, Mountain, Mountain, Mountain, Mountain, Mountain, "
                             "Forest\nme: hand Brass's Bounty\nI cast Brass's Bounty\nresolve\n")
    treasures = [p for p in player(data, "me")["battlefield"] if p["name"] == "Treasure Token"]
    assert len(treasures) == 8 and "111.2" in rules(data)
