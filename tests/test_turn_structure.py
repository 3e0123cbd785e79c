"""Issue 7: turn structure (500-514): who receives priority in each step (117.3a), steps without
priority (untap 502.4, cleanup 514.3), the draw (504.1), mana emptying between steps (500.5, 106.4),
cleanup (514.1 discard to hand size, with madness; 514.2 damage and "until end of turn" wear off;
514.3a), and the next turn (active player, lands played, summoning sickness).

Each test runs a whole message through the engine (the `trace` fixture) and checks the verdict,
the exit status, the rules the trace cites and the final state.
"""

from __future__ import annotations

import pytest
from trace_helpers import assert_legal, cited, perm, perms, player, turn

# ---------------------------------------------------------------------------------------------- helpers


def kinds_of(data: dict, rule: str) -> list[str]:
    return [s["kind"] for a in data["actions"] for s in a["steps"] if s["rule"] == rule]


def assert_illegal(data: dict, rules: set[str], action: int) -> None:
    """Illegal at `action`, citing at least one of `rules`."""
    assert (data["verdict"], data["exit"]) == ("illegal", 1), (data.get("illegal"), data.get("error"))
    ill = data["illegal"]
    assert ill["action"] == action, ill
    assert rules & set(ill["rules"]), ill


POOL_EMPTIES = {"106.4", "500.5"}


# ---------------------------------------------------------------------------------------------- priority


STEP_NAMES = [
    ("upkeep", "upkeep"),
    ("draw", "draw"),
    ("beginning of combat", "beginning_of_combat"),
    ("declare attackers", "declare_attackers"),
    ("end of combat", "end_of_combat"),  # declare blockers is skipped when nobody attacks (508.8)
    ("main 2", "main2"),
    ("end step", "end"),
]


@pytest.mark.parametrize("written, step", STEP_NAMES)
def test_active_player_receives_priority_at_each_step(trace, written, step):
    # 117.3a: the active player receives priority at the beginning of most steps, even after
    # the non-active player acted last. Here Bob is active; Alice starts with a spell.
    data = trace(
        "Alice: battlefield Mountain; hand Lightning Bolt\n"
        "Bob: battlefield Grizzly Bears\n"
        "turn: Bob, upkeep\n"
        "Alice casts Lightning Bolt targeting Bob\n"
        "resolve\n"
        f"go to {written}\n"
    )
    assert_legal(data)
    assert {"117.3d", "608.2n"} <= cited(data)
    assert player(data, "Bob")["life"] == 17
    assert turn(data) == ("Bob", step, "Bob")


def test_active_player_receives_priority_after_a_resolution(trace):
    # 117.3b: after Alice's spell resolves in Bob's draw step, Bob (active) receives priority.
    data = trace(
        "Alice: battlefield Mountain; hand Lightning Bolt; library Island\n"
        "Bob: battlefield Forest; library Plains\n"
        "turn: Bob, upkeep\n"
        "Bob passes\n"
        "Alice passes\n"
        "Alice casts Lightning Bolt targeting Bob\n"
        "resolve\n"
    )
    assert_legal(data)
    assert {"117.3d", "117.4", "504.1", "608.1"} <= cited(data)
    assert turn(data) == ("Bob", "draw", "Bob")
    assert player(data, "Bob")["hand"] == ["Plains"]
    assert player(data, "Bob")["library"] == 0
    assert player(data, "Alice")["hand"] == []  # only the active player draws
    assert player(data, "Bob")["life"] == 17


def test_passing_in_succession_ends_the_step(trace):
    data = trace(
        "moi : champ de bataille Forêt\n"
        "adversaire : champ de bataille Montagne\n"
        "tour : moi, entretien\n"
        "je passe\n"
        "l'adversaire passe\n"
    )
    assert_legal(data)
    assert {"117.3d", "117.4", "504.1"} <= cited(data)
    assert turn(data) == ("me", "draw", "me")
    assert player(data, "me")["hand"] == ["unknown card"]
    assert player(data, "me")["library"] == 39


def test_no_priority_in_untap_and_cleanup(trace):
    # From the end step to the next upkeep, nobody passes priority: cleanup (514.3) and untap
    # (502.4) have no priority; the next priority is the new active player's, in upkeep.
    data = trace(
        "Alice: battlefield Grizzly Bears (damage 1)\n"
        "Bob: battlefield Forest (tapped), Hill Giant (tapped)\n"
        "turn: Alice, end step\n"
        "next step\n"
    )
    assert_legal(data)
    rules = cited(data)
    assert {"514.2", "502.3", "500.1"} <= rules
    assert "117.3d" not in rules  # no pass: no one had priority
    assert turn(data) == ("Bob", "upkeep", "Bob")
    assert perm(data, "Alice", "Grizzly Bears")["damage"] == 0
    assert perm(data, "Bob", "Forest")["tapped"] is False
    assert perm(data, "Bob", "Hill Giant")["tapped"] is False


def test_no_spell_during_cleanup(trace):
    data = trace(
        "Alice: battlefield Mountain; hand Lightning Bolt\n"
        "Bob: life 20\n"
        "turn: Alice, cleanup\n"
        "Alice casts Lightning Bolt targeting Bob\n"
    )
    assert_illegal(data, {"514.3", "117.3a"}, 1)
    assert player(data, "Alice")["hand"] == ["Lightning Bolt"]
    assert data["state"]["stack"] == []
    assert perm(data, "Alice", "Mountain")["tapped"] is False


def test_no_spell_during_untap(trace):
    data = trace(
        "Alice: battlefield Mountain; hand Lightning Bolt\n"
        "Bob: life 20\n"
        "turn: Alice, untap\n"
        "Alice casts Lightning Bolt targeting Bob\n"
    )
    assert_illegal(data, {"502.4", "117.3a"}, 1)
    assert player(data, "Alice")["hand"] == ["Lightning Bolt"]
    assert data["state"]["stack"] == []


# ---------------------------------------------------------------------------------------------- draw step


def test_draw_step_draws_the_top_card(trace):
    data = trace(
        "Alice: library Island, Swamp; hand Forest\n"
        "Bob: life 20\n"
        "turn: Alice, upkeep\n"
        "next step\n"
    )
    assert_legal(data)
    assert "504.1" in cited(data)
    assert [s["kind"] for s in data["actions"][0]["steps"] if s["rule"] == "504.1"] == ["step"]
    assert player(data, "Alice")["hand"] == ["Forest", "Island"]
    assert player(data, "Alice")["library"] == 1
    assert player(data, "Bob")["hand"] == []
    assert turn(data) == ("Alice", "draw", "Alice")  # 504.2


def test_draw_from_an_empty_library_loses(trace):
    data = trace(
        "Alice: library Island\n"
        "Bob: life 20\n"
        "turn: Alice, upkeep\n"
        "go to draw\n"
        "go to end step\n"
        "next step\n"
        "go to end step\n"
        "next step\n"
        "go to draw\n"
    )
    assert_legal(data)
    assert {"504.1", "704.5b"} <= cited(data)
    assert player(data, "Alice")["lost"] is True
    assert player(data, "Alice")["hand"] == ["Island"]
    assert player(data, "Bob")["hand"] == ["unknown card"]
    assert turn(data)[:2] == ("Alice", "draw")


# ---------------------------------------------------------------------------------------------- mana empties


def test_mana_empties_between_steps(trace):
    data = trace(
        "Alice: battlefield Forest, Grizzly Bears\n"
        "Bob: life 20\n"
        "turn: Alice, main 1\n"
        "Alice taps Forest\n"
        "next step\n"
    )
    assert_legal(data)
    assert POOL_EMPTIES & cited(data, 2)
    assert player(data, "Alice")["pool"] == ""
    assert perm(data, "Alice", "Forest")["tapped"] is True
    assert turn(data) == ("Alice", "beginning_of_combat", "Alice")


def test_mana_empties_between_combat_steps(trace):
    data = trace(
        "Alice: battlefield Hill Giant, Mountain\n"
        "Bob: battlefield Grizzly Bears, Forest\n"
        "turn: Alice, main 1\n"
        "Alice attacks with Hill Giant\n"
        "Bob taps Forest\n"
        "Alice taps Mountain\n"
        "Bob blocks Hill Giant with Grizzly Bears\n"
    )
    assert_legal(data)
    assert POOL_EMPTIES & cited(data, 4)
    assert player(data, "Alice")["pool"] == ""
    assert player(data, "Bob")["pool"] == ""
    assert turn(data) == ("Alice", "declare_blockers", "Alice")


def test_mana_from_setup_empties_at_end_of_step_fr(trace):
    data = trace(
        "moi : champ de bataille Forêt ; réserve GG\n"
        "adversaire : réserve R\n"
        "tour : moi, fin de tour\n"
        "étape suivante\n"
    )
    assert_legal(data)
    assert POOL_EMPTIES & cited(data)
    assert player(data, "me")["pool"] == ""
    assert player(data, "opponent")["pool"] == ""
    assert turn(data) == ("opponent", "upkeep", "opponent")


def test_unspent_mana_is_still_there_within_the_step(trace):
    data = trace(
        "Alice: battlefield Forest, Forest\n"
        "Bob: battlefield Mountain; hand Lightning Bolt\n"
        "turn: Alice, upkeep\n"
        "Alice taps Forest\n"
        "Bob casts Lightning Bolt targeting Alice\n"
        "resolve\n"
    )
    assert_legal(data)
    assert not POOL_EMPTIES & cited(data)
    assert player(data, "Alice")["pool"] == "G"
    assert player(data, "Alice")["life"] == 17
    assert turn(data) == ("Alice", "upkeep", "Alice")


# ---------------------------------------------------------------------------------------------- cleanup


def test_damage_wears_off_in_cleanup(trace):
    data = trace(
        "Alice: battlefield Hill Giant\n"
        "Bob: battlefield Grizzly Bears, Mountain; hand Shock\n"
        "turn: Alice, main 2\n"
        "Bob casts Shock targeting Hill Giant\n"
        "resolve\n"
        "go to end step\n"
        "next step\n"
    )
    assert_legal(data)
    assert "514.2" in cited(data, 4)
    giant = perm(data, "Alice", "Hill Giant")
    assert (giant["damage"], giant["power"], giant["toughness"]) == (0, 3, 3)
    assert player(data, "Bob")["graveyard"] == ["Shock"]
    assert turn(data) == ("Bob", "upkeep", "Bob")


def test_damage_is_still_marked_in_the_end_step(trace):
    data = trace(
        "Alice: battlefield Hill Giant\n"
        "Bob: battlefield Grizzly Bears, Mountain; hand Shock\n"
        "turn: Alice, main 2\n"
        "Bob casts Shock targeting Hill Giant\n"
        "resolve\n"
        "go to end step\n"
    )
    assert_legal(data)
    assert "514.2" not in cited(data)
    assert perm(data, "Alice", "Hill Giant")["damage"] == 2
    assert turn(data) == ("Alice", "end", "Alice")


def test_giant_growth_lasts_until_cleanup(trace):
    base = (
        "Alice: battlefield Grizzly Bears, Forest; hand Giant Growth\n"
        "Bob: life 20\n"
        "turn: Alice, main 1\n"
        "Alice casts Giant Growth targeting Grizzly Bears\n"
        "resolve\n"
        "go to end step\n"
    )
    data = trace(base)
    assert_legal(data)
    bears = perm(data, "Alice", "Grizzly Bears")
    assert (bears["power"], bears["toughness"]) == (5, 5)

    data = trace(base + "next step\n")
    assert_legal(data)
    assert "514.2" in cited(data, 4)
    bears = perm(data, "Alice", "Grizzly Bears")
    assert (bears["power"], bears["toughness"]) == (2, 2)
    assert player(data, "Alice")["graveyard"] == ["Giant Growth"]
    assert turn(data) == ("Bob", "upkeep", "Bob")


def test_until_end_of_turn_pump_ends_and_once_each_turn_starts_over(trace):
    # Basking Rootwalla: +2/+2 until end of turn, once each turn. It ends in cleanup; in the next
    # turn (Bob's) the ability can be activated again.
    data = trace(
        "Alice: battlefield Basking Rootwalla, Forest, Forest, Forest, Forest\n"
        "Bob: life 20\n"
        "turn: Alice, main 1\n"
        "Alice activates Basking Rootwalla\n"
        "resolve\n"
        "go to end step\n"
        "next step\n"
        "Alice activates Basking Rootwalla\n"
        "resolve\n"
    )
    assert_legal(data)
    assert {"514.2", "611.2a", "602.2a"} <= cited(data)
    rootwalla = perm(data, "Alice", "Basking Rootwalla")
    assert (rootwalla["power"], rootwalla["toughness"]) == (3, 3)
    # Alice's Forests don't untap in Bob's untap step
    assert [f["tapped"] for f in perms(data, "Alice", "Forest")] == [True, True, True, True]
    assert turn(data) == ("Bob", "upkeep", "Bob")


def test_cleanup_discards_to_seven(trace):
    data = trace(
        "Alice: hand Forest, Forest, Forest, Island, Island, Island, Swamp, Swamp, Swamp\n"
        "Bob: hand Plains, Plains, Plains, Plains, Plains, Plains, Plains, Plains\n"
        "turn: Alice, end step\n"
        "next step\n"
        "Alice discards Swamp and Swamp\n"
    )
    assert_legal(data)
    assert {"514.1", "701.9a", "514.2"} <= cited(data)
    assert player(data, "Alice")["hand"] == ["Forest", "Forest", "Forest", "Island", "Island", "Island", "Swamp"]
    assert player(data, "Alice")["graveyard"] == ["Swamp", "Swamp"]
    # only the active player discards in their cleanup
    assert len(player(data, "Bob")["hand"]) == 8  # Bob is in his upkeep: no draw yet
    assert turn(data) == ("Bob", "upkeep", "Bob")


def test_cleanup_discard_choice_assumed(trace):
    data = trace(
        "Alice: hand Forest, Forest, Forest, Island, Island, Island, Swamp, Swamp, Basking Rootwalla\n"
        "Bob: life 20\n"
        "turn: Alice, end step\n"
        "next step\n"
    )
    assert_legal(data)
    assert kinds_of(data, "514.1") == ["step", "info"]  # the turn-based action, then the assumed choice
    assert player(data, "Alice")["graveyard"] == ["Forest", "Forest"]
    assert len(player(data, "Alice")["hand"]) == 7
    assert turn(data) == ("Bob", "upkeep", "Bob")


def test_cleanup_discard_with_madness_basking_rootwalla(trace):
    data = trace(
        "Alice: hand Basking Rootwalla, Forest, Forest, Forest, Island, Island, Island, Swamp\n"
        "Bob: life 20\n"
        "turn: Alice, end step\n"
        "next step\n"
        "Alice discards Basking Rootwalla\n"
        "resolve\n"
        "Alice casts Basking Rootwalla with madness\n"
        "resolve\n"
    )
    assert_legal(data)
    assert {"514.1", "702.35a", "603.3", "608.2g", "608.3"} <= cited(data)
    assert "replacement" in kinds_of(data, "702.35a")
    rootwalla = perm(data, "Alice", "Basking Rootwalla")
    assert (rootwalla["sick"], rootwalla["tapped"]) == (True, False)
    assert player(data, "Alice")["exile"] == []
    assert player(data, "Alice")["graveyard"] == []
    assert len(player(data, "Alice")["hand"]) == 7
    # 514.3a: the madness trigger gives priority in the cleanup step
    assert turn(data) == ("Alice", "cleanup", "Alice")
    assert data["state"]["stack"] == []


def test_cleanup_discard_with_madness_fiery_temper_fr(trace):
    data = trace(
        "Alice : champ de bataille Montagne ; main Tempérament fougueux, Forêt, Forêt, Forêt, Île, Île, Île, Marais\n"
        "Bob : champ de bataille Grizzlis\n"
        "tour : Alice, fin de tour\n"
        "étape suivante\n"
        "Alice défausse Tempérament fougueux\n"
        "résolution\n"
        "Alice lance Tempérament fougueux avec la folie en ciblant Grizzlis\n"
        "résolution\n"
    )
    assert_legal(data)
    assert {"514.1", "702.35a", "603.3", "608.2g", "704.5g"} <= cited(data)
    assert player(data, "Alice")["graveyard"] == ["Fiery Temper"]
    assert player(data, "Bob")["graveyard"] == ["Grizzly Bears"]
    assert perm(data, "Alice", "Mountain")["tapped"] is True
    assert turn(data) == ("Alice", "cleanup", "Alice")


def test_madness_declined_in_cleanup(trace):
    data = trace(
        "Alice: hand Fiery Temper, Forest, Forest, Forest, Island, Island, Island, Swamp\n"
        "Bob: life 20\n"
        "turn: Alice, end step\n"
        "next step\n"
        "Alice discards Fiery Temper\n"
        "resolve\n"
        "Alice declines madness\n"
    )
    assert_legal(data)
    assert {"514.1", "702.35a"} <= cited(data)
    assert player(data, "Alice")["graveyard"] == ["Fiery Temper"]
    assert player(data, "Alice")["exile"] == []
    assert turn(data) == ("Alice", "cleanup", "Alice")


def test_another_cleanup_after_priority_in_cleanup(trace):
    # 514.3a: after players had priority in the cleanup step (madness trigger), another cleanup
    # step follows: the damage Fiery Temper dealt wears off before Bob's turn.
    data = trace(
        "Alice: battlefield Mountain; hand Fiery Temper, Forest, Forest, Forest, Island, Island, Island, Swamp\n"
        "Bob: battlefield Serra Angel\n"
        "turn: Alice, end step\n"
        "next step\n"
        "Alice discards Fiery Temper\n"
        "resolve\n"
        "Alice casts Fiery Temper with madness targeting Serra Angel\n"
        "resolve\n"
        "next step\n"
    )
    assert_legal(data)
    assert {"514.3a", "514.2"} <= cited(data, 6)
    assert perm(data, "Bob", "Serra Angel")["damage"] == 0
    assert turn(data) == ("Bob", "upkeep", "Bob")


# ---------------------------------------------------------------------------------------------- next turn


def test_next_turn_untaps_the_new_active_players_permanents(trace):
    data = trace(
        "Alice: battlefield Forest (tapped), Grizzly Bears (sick)\n"
        "Bob: battlefield Mountain (tapped), Hill Giant (sick) (tapped)\n"
        "turn: Alice, end step\n"
        "next step\n"
    )
    assert_legal(data)
    assert {"514.2", "502.3"} <= cited(data)
    assert turn(data) == ("Bob", "upkeep", "Bob")
    giant = perm(data, "Bob", "Hill Giant")
    assert (giant["tapped"], giant["sick"]) == (False, False)
    assert perm(data, "Bob", "Mountain")["tapped"] is False
    # Alice's permanents don't untap in Bob's turn, and her new creature is still "sick" (302.6)
    assert perm(data, "Alice", "Forest")["tapped"] is True
    assert perm(data, "Alice", "Grizzly Bears")["sick"] is True


def test_creature_can_attack_in_its_controllers_next_turn(trace):
    data = trace(
        "Alice: battlefield Grizzly Bears\n"
        "Bob: battlefield Hill Giant (sick)\n"
        "turn: Alice, main 2\n"
        "go to end step\n"
        "next step\n"
        "go to main 1\n"
        "Bob attacks with Hill Giant\n"
        "go to combat damage\n"
    )
    assert_legal(data)
    assert {"502.3", "504.1", "508.1a", "510.2"} <= cited(data)
    assert player(data, "Alice")["life"] == 17
    assert perm(data, "Bob", "Hill Giant")["tapped"] is True
    assert player(data, "Bob")["hand"] == ["unknown card"]
    assert turn(data) == ("Bob", "combat_damage", "Bob")


def test_sick_creature_still_cant_attack_before_its_controllers_turn(trace):
    data = trace(
        "Alice: battlefield Grizzly Bears\n"
        "Bob: battlefield Hill Giant (sick)\n"
        "turn: Alice, main 1\n"
        "Alice attacks with Grizzly Bears\n"
        "go to end step\n"
        "next step\n"
        "go to main 1\n"
        "Bob attacks with Hill Giant\n"
        "go to end step\n"
        "next step\n"
        "go to main 1\n"
        "Alice attacks with Grizzly Bears\n"
    )
    assert_legal(data)
    assert player(data, "Bob")["life"] == 18
    assert player(data, "Alice")["life"] == 17
    assert turn(data) == ("Alice", "declare_attackers", "Alice")
    assert perm(data, "Alice", "Grizzly Bears")["tapped"] is True


def test_lands_played_start_over_each_turn(trace):
    data = trace(
        "Alice: battlefield Mountain; hand Forest; library Island\n"
        "Bob: hand Plains; library Swamp\n"
        "turn: Alice, main 2\n"
        "Alice plays Forest\n"
        "go to end step\n"
        "next step\n"
        "go to main 1\n"
        "Bob plays Plains\n"
        "go to end step\n"
        "next step\n"
        "go to main 1\n"
        "Alice plays Island\n"
    )
    assert_legal(data)
    assert {"305.1", "504.1", "502.3"} <= cited(data)
    assert [p["name"] for p in player(data, "Alice")["battlefield"]] == ["Mountain", "Forest", "Island"]
    assert [p["name"] for p in player(data, "Bob")["battlefield"]] == ["Plains"]
    assert player(data, "Bob")["hand"] == ["Swamp"]
    assert turn(data) == ("Alice", "main1", "Alice")


def test_second_land_in_a_turn_is_illegal(trace):
    data = trace(
        "Alice: hand Forest, Island\n"
        "Bob: life 20\n"
        "turn: Alice, main 1\n"
        "Alice plays Forest\n"
        "go to main 2\n"
        "Alice plays Island\n"
    )
    assert_illegal(data, {"305.2"}, 3)
    assert player(data, "Alice")["hand"] == ["Island"]
    assert turn(data) == ("Alice", "main2", "Alice")


def test_go_to_upkeep_reaches_the_next_turn(trace):
    data = trace(
        "Alice: battlefield Grizzly Bears (damage 1), Forest (tapped)\n"
        "Bob: battlefield Forest (tapped)\n"
        "turn: Alice, main 1\n"
        "passer à entretien\n"
    )
    assert_legal(data)
    assert {"514.2", "502.3"} <= cited(data)
    assert turn(data) == ("Bob", "upkeep", "Bob")
    assert perm(data, "Alice", "Grizzly Bears")["damage"] == 0
    assert perm(data, "Alice", "Forest")["tapped"] is True
    assert perm(data, "Bob", "Forest")["tapped"] is False


def test_go_to_cleanup_stops_at_the_next_turn(trace):
    # Cleanup has no priority (514.3): going to it means ending the turn; the game stops where a
    # player next receives priority, the next turn's upkeep. It must not run on through further turns.
    data = trace(
        "Alice: battlefield Grizzly Bears (damage 1)\n"
        "Bob: battlefield Hill Giant\n"
        "turn: Alice, main 1\n"
        "go to cleanup\n"
    )
    assert_legal(data)
    assert {"514.2", "502.3"} <= cited(data)
    assert turn(data) == ("Bob", "upkeep", "Bob")
    assert player(data, "Alice")["hand"] == []
    assert player(data, "Bob")["hand"] == []
    assert perm(data, "Alice", "Grizzly Bears")["damage"] == 0
