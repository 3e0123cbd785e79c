"""Issue 7: combat (506-511): declaring attackers and blockers, combat damage, first and double
strike, trample, flying/reach, responses inside combat steps, end of combat.

Each test runs a whole message through the engine (the `trace` fixture) and checks the verdict,
the exit status, the rules the trace cites and the final state.
"""

from __future__ import annotations

from trace_helpers import assert_legal, cited, perm, player, turn

# ---------------------------------------------------------------------------------------------- helpers


def texts(data: dict) -> list[str]:
    return [s["text"] for a in data["actions"] for s in a["steps"]]


def assert_illegal(data: dict, rule: str, action: int, *also: str) -> None:
    assert (data["verdict"], data["exit"]) == ("illegal", 1), (data.get("illegal"), data.get("error"))
    ill = data["illegal"]
    assert ill["action"] == action, ill
    assert ill["rule"] == rule, ill
    assert ill["rules"][0] == rule
    for r in also:
        assert r in ill["rules"], (r, ill["rules"])
    assert not data["actions"][action - 1]["legal"]


# ---------------------------------------------------------------------------------------------- attackers


def test_summoning_sick_creature_cant_attack(trace):
    data = trace(
        "Alice: battlefield Grizzly Bears (sick), Forest\n"
        "Bob: battlefield Llanowar Elves\n"
        "turn: Alice, main 1\n"
        "Alice attacks with Grizzly Bears\n"
    )
    assert_illegal(data, "302.6", 1, "508.1a")
    # 732: the whole declaration is undone, back to the precombat main phase
    assert turn(data) == ("Alice", "main1", "Alice")
    bears = perm(data, "Alice", "Grizzly Bears")
    assert (bears["tapped"], bears["attacking"], bears["sick"]) == (False, False, True)
    assert player(data, "Bob")["life"] == 20


def test_summoning_sick_creature_cant_attack_fr(trace):
    data = trace(
        "Alice : champ de bataille Grizzlis (mal d'invocation)\n"
        "Bob : champ de bataille Elfes de Llanowar\n"
        "tour : Alice, principale 1\n"
        "Alice attaque avec Grizzlis\n"
    )
    assert data["lang"] == "fr"
    assert_illegal(data, "302.6", 1, "508.1a")
    assert turn(data) == ("Alice", "main1", "Alice")
    assert not perm(data, "Alice", "Grizzly Bears")["tapped"]


def test_haste_lets_a_new_creature_attack(trace):
    data = trace(
        "Alice: battlefield Raging Goblin (sick), Grizzly Bears (sick) (haste)\n"
        "Bob: life 20\n"
        "turn: Alice, main 1\n"
        "Alice attacks with Raging Goblin, Grizzly Bears\n"
        "next step\n"
        "next step\n"
    )
    assert_legal(data)
    assert {"508.1a", "508.1f", "510.2"} <= cited(data)
    assert player(data, "Bob")["life"] == 17  # 1 + 2, unblocked
    goblin = perm(data, "Alice", "Raging Goblin")
    assert (goblin["tapped"], goblin["attacking"], goblin["sick"]) == (True, True, True)
    assert perm(data, "Alice", "Grizzly Bears")["tapped"]
    assert turn(data) == ("Alice", "combat_damage", "Alice")


def test_vigilance_attacker_doesnt_tap(trace):
    data = trace(
        "Alice: battlefield Serra Angel, Grizzly Bears\n"
        "Bob: life 20\n"
        "turn: Alice, main 1\n"
        "Alice attacks with Serra Angel, Grizzly Bears\n"
        "go to combat damage\n"
    )
    assert_legal(data)
    assert {"702.20b", "508.1f", "510.2"} <= cited(data)
    angel = perm(data, "Alice", "Serra Angel")
    assert (angel["tapped"], angel["attacking"]) == (False, True)
    assert perm(data, "Alice", "Grizzly Bears")["tapped"] is True
    assert player(data, "Bob")["life"] == 14


def test_defender_cant_attack(trace):
    data = trace(
        "Alice: battlefield Wall of Omens, Grizzly Bears\n"
        "Bob: life 20\n"
        "turn: Alice, main 1\n"
        "Alice attacks with Grizzly Bears, Wall of Omens\n"
    )
    assert_illegal(data, "702.3b", 1)
    assert turn(data) == ("Alice", "main1", "Alice")
    # the whole declaration is undone, the legal attacker included
    bears = perm(data, "Alice", "Grizzly Bears")
    assert (bears["tapped"], bears["attacking"]) == (False, False)


def test_tapped_creature_cant_attack(trace):
    data = trace(
        "Alice: battlefield Grizzly Bears (tapped)\n"
        "Bob: life 20\n"
        "turn: Alice, main 1\n"
        "Alice attacks with Grizzly Bears\n"
    )
    assert_illegal(data, "508.1a", 1)
    assert perm(data, "Alice", "Grizzly Bears")["attacking"] is False
    assert turn(data) == ("Alice", "main1", "Alice")


def test_only_the_active_player_attacks(trace):
    data = trace(
        "Alice: battlefield Grizzly Bears\n"
        "Bob: battlefield Hill Giant\n"
        "turn: Alice, main 1\n"
        "Bob attacks with Hill Giant\n"
    )
    assert_illegal(data, "508.1", 1)
    assert perm(data, "Bob", "Hill Giant")["attacking"] is False
    assert player(data, "Alice")["life"] == 20


def test_attackers_are_declared_once(trace):
    data = trace(
        "Alice: battlefield Grizzly Bears, Hill Giant\n"
        "Bob: life 20\n"
        "turn: Alice, main 1\n"
        "Alice attacks with Grizzly Bears\n"
        "go to combat damage\n"
        "Alice attacks with Hill Giant\n"
    )
    assert_illegal(data, "508.1", 3)
    assert player(data, "Bob")["life"] == 18
    assert perm(data, "Alice", "Hill Giant")["attacking"] is False
    assert turn(data) == ("Alice", "combat_damage", "Alice")


# ---------------------------------------------------------------------------------------------- blockers


def test_flying_attacker_cant_be_blocked_by_a_ground_creature(trace):
    data = trace(
        "Alice: battlefield Wind Drake\n"
        "Bob: battlefield Grizzly Bears\n"
        "turn: Alice, main 1\n"
        "Alice attacks with Wind Drake\n"
        "Bob blocks Wind Drake with Grizzly Bears\n"
    )
    assert_illegal(data, "702.9b", 2, "509.1b")
    # the attack stands; the block is undone
    assert turn(data) == ("Alice", "declare_attackers", "Alice")
    drake = perm(data, "Alice", "Wind Drake")
    assert (drake["attacking"], drake["tapped"]) == (True, True)
    assert player(data, "Bob")["life"] == 20


def test_reach_blocks_a_flyer(trace):
    data = trace(
        "Alice: battlefield Wind Drake\n"
        "Bob: battlefield Giant Spider\n"
        "turn: Alice, main 1\n"
        "Alice attacks with Wind Drake\n"
        "Bob blocks Wind Drake with Giant Spider\n"
        "next step\n"
    )
    assert_legal(data)
    assert {"509.1a", "510.2", "704.5g"} <= cited(data)
    assert player(data, "Alice")["graveyard"] == ["Wind Drake"]
    assert perm(data, "Bob", "Giant Spider")["damage"] == 2
    assert player(data, "Bob")["life"] == 20


def test_flyer_can_block_a_ground_creature(trace):
    data = trace(
        "Alice: battlefield Grizzly Bears\n"
        "Bob: battlefield Wind Drake\n"
        "turn: Alice, main 1\n"
        "Alice attacks with Grizzly Bears\n"
        "Bob blocks Grizzly Bears with Wind Drake\n"
        "next step\n"
    )
    assert_legal(data)
    assert {"509.1a", "510.2", "704.5g"} <= cited(data)
    assert player(data, "Alice")["graveyard"] == ["Grizzly Bears"]
    assert player(data, "Bob")["graveyard"] == ["Wind Drake"]
    assert player(data, "Bob")["life"] == 20


def test_summoning_sick_creature_can_block(trace):
    data = trace(
        "Alice: battlefield Hill Giant\n"
        "Bob: battlefield Grizzly Bears (sick)\n"
        "turn: Alice, main 1\n"
        "Alice attacks with Hill Giant\n"
        "Bob blocks Hill Giant with Grizzly Bears\n"
        "next step\n"
    )
    assert_legal(data)
    assert {"509.1a", "509.1h", "510.2"} <= cited(data)
    assert player(data, "Bob")["graveyard"] == ["Grizzly Bears"]
    assert perm(data, "Alice", "Hill Giant")["damage"] == 2
    assert player(data, "Bob")["life"] == 20


def test_tapped_creature_cant_block(trace):
    data = trace(
        "Alice: battlefield Hill Giant\n"
        "Bob: battlefield Grizzly Bears (tapped)\n"
        "turn: Alice, main 1\n"
        "Alice attacks with Hill Giant\n"
        "Bob blocks Hill Giant with Grizzly Bears\n"
    )
    assert_illegal(data, "509.1a", 2)
    assert turn(data) == ("Alice", "declare_attackers", "Alice")
    assert perm(data, "Alice", "Hill Giant")["attacking"] is True


def test_the_attacking_player_doesnt_block(trace):
    data = trace(
        "Alice: battlefield Hill Giant, Grizzly Bears\n"
        "Bob: life 20\n"
        "turn: Alice, main 1\n"
        "Alice attacks with Hill Giant\n"
        "Alice blocks Hill Giant with Grizzly Bears\n"
    )
    assert_illegal(data, "509.1", 2)
    assert turn(data) == ("Alice", "declare_attackers", "Alice")


def test_a_creature_that_doesnt_attack_cant_be_blocked(trace):
    data = trace(
        "Alice: battlefield Hill Giant, Grizzly Bears\n"
        "Bob: battlefield Llanowar Elves\n"
        "turn: Alice, main 1\n"
        "Alice attacks with Hill Giant\n"
        "Bob blocks Grizzly Bears with Llanowar Elves\n"
    )
    assert_illegal(data, "509.1a", 2)
    assert perm(data, "Bob", "Llanowar Elves")["tapped"] is False


def test_blockers_are_declared_once_not_after_a_spell(trace):
    # 509.1: blockers are declared as the step begins (a turn-based action); once a spell was cast
    # and resolved in the declare blockers step, a new blocker can't be added.
    data = trace(
        "Alice: battlefield Hill Giant, Grizzly Bears\n"
        "Bob: battlefield Llanowar Elves, Wind Drake, Forest; hand Giant Growth\n"
        "turn: Alice, main 1\n"
        "Alice attacks with Hill Giant, Grizzly Bears\n"
        "Bob blocks Hill Giant with Llanowar Elves\n"
        "Bob casts Giant Growth targeting Llanowar Elves\n"
        "resolve\n"
        "Bob blocks Grizzly Bears with Wind Drake\n"
    )
    assert_illegal(data, "509.1", 5, "509.2")
    assert perm(data, "Bob", "Llanowar Elves")["power"] == 4
    assert perm(data, "Bob", "Wind Drake")["tapped"] is False
    assert turn(data) == ("Alice", "declare_blockers", "Alice")


def test_several_blockers_on_separate_lines_are_one_declaration(trace):
    data = trace(
        "Alice: battlefield Hill Giant, Grizzly Bears\n"
        "Bob: battlefield Llanowar Elves, Wind Drake\n"
        "turn: Alice, main 1\n"
        "Alice attacks with Hill Giant, Grizzly Bears\n"
        "Bob blocks Hill Giant with Llanowar Elves\n"
        "Bob blocks Grizzly Bears with Wind Drake\n"
        "next step\n"
    )
    assert_legal(data)
    assert player(data, "Bob")["graveyard"] == ["Llanowar Elves", "Wind Drake"]
    assert player(data, "Alice")["graveyard"] == ["Grizzly Bears"]
    assert perm(data, "Alice", "Hill Giant")["damage"] == 1
    assert player(data, "Bob")["life"] == 20


# ---------------------------------------------------------------------------------------------- priority in combat


def test_active_player_gets_priority_in_each_combat_step(trace):
    base = (
        "Alice: battlefield Hill Giant\n"
        "Bob: battlefield Grizzly Bears\n"
        "turn: Alice, main 1\n"
    )
    data = trace(base + "Alice attacks with Hill Giant\n")
    assert_legal(data)
    assert turn(data) == ("Alice", "declare_attackers", "Alice")  # 508.2
    data = trace(base + "Alice attacks with Hill Giant\nBob blocks Hill Giant with Grizzly Bears\n")
    assert_legal(data)
    assert turn(data) == ("Alice", "declare_blockers", "Alice")  # 509.2
    data = trace(base + "Alice attacks with Hill Giant\nBob blocks Hill Giant with Grizzly Bears\nnext step\n")
    assert_legal(data)
    assert turn(data) == ("Alice", "combat_damage", "Alice")  # 510.3
    data = trace(base + "Alice attacks with Hill Giant\nBob blocks Hill Giant with Grizzly Bears\n"
                 "go to end of combat\n")
    assert_legal(data)
    assert turn(data) == ("Alice", "end_of_combat", "Alice")
    assert perm(data, "Alice", "Hill Giant")["attacking"] is True  # removed from combat only as the step ends


def test_no_attackers_skips_declare_blockers_and_combat_damage(trace):
    # 508.8: with no creature declared as an attacker, the declare blockers and combat damage steps are skipped.
    data = trace(
        "Alice: battlefield Grizzly Bears\n"
        "Bob: battlefield Mountain; hand Lightning Bolt\n"
        "turn: Alice, main 1\n"
        "go to end of combat\n"
    )
    assert_legal(data)
    assert "508.8" in cited(data)
    assert not any("declare blockers step begins" in t or "combat damage step begins" in t for t in texts(data))
    assert turn(data) == ("Alice", "end_of_combat", "Alice")


# ---------------------------------------------------------------------------------------------- combat damage


def test_unblocked_attacker_damages_the_defending_player(trace):
    data = trace(
        "me: battlefield Grizzly Bears, Hill Giant (sick)\n"
        "opponent: battlefield Giant Spider\n"
        "I attack with Grizzly Bears\n"
        "next step\n"
        "next step\n"
    )
    assert_legal(data)
    assert {"508.1a", "510.2"} <= cited(data)
    assert player(data, "opponent")["life"] == 18
    assert turn(data) == ("me", "combat_damage", "me")


def test_trample_over_a_removed_blocker(trace):
    data = trace(
        "Alice: battlefield Arrogant Wurm, Forest\n"
        "Bob: battlefield Grizzly Bears, Mountain, Mountain; hand Incinerate\n"
        "turn: Alice, main 1\n"
        "Alice attacks with Arrogant Wurm\n"
        "Bob blocks Arrogant Wurm with Grizzly Bears\n"
        "Bob casts Incinerate targeting Grizzly Bears\n"
        "resolve\n"
        "next step\n"
    )
    assert_legal(data)
    assert {"509.1h", "702.19d", "510.2"} <= cited(data)
    assert player(data, "Bob")["life"] == 16
    assert player(data, "Bob")["graveyard"] == ["Incinerate", "Grizzly Bears"]
    wurm = perm(data, "Alice", "Arrogant Wurm")
    assert (wurm["damage"], wurm["tapped"], wurm["attacking"]) == (0, True, True)


def test_trample_excess_counts_damage_already_marked_fr(trace):
    # 702.19b: lethal damage takes into account damage already marked on the blocker
    data = trace(
        "Alice : champ de bataille Guivre arrogante\n"
        "Bob : champ de bataille Géant des collines (blessures 2)\n"
        "tour : Alice, principale 1\n"
        "Alice attaque avec Guivre arrogante\n"
        "Bob bloque Guivre arrogante avec Géant des collines\n"
        "étape suivante\n"
        "passer à principale 2\n"
    )
    assert_legal(data)
    assert {"702.19b", "510.2", "704.5g", "511.3"} <= cited(data)
    assert player(data, "Bob")["life"] == 17
    assert player(data, "Bob")["graveyard"] == ["Hill Giant"]
    wurm = perm(data, "Alice", "Arrogant Wurm")
    assert (wurm["damage"], wurm["attacking"]) == (3, False)
    assert turn(data) == ("Alice", "main2", "Alice")


def test_trample_over_several_blockers(trace):
    data = trace(
        "Alice: battlefield Arrogant Wurm\n"
        "Bob: battlefield Llanowar Elves, Birds of Paradise\n"
        "turn: Alice, main 1\n"
        "Alice attacks with Arrogant Wurm\n"
        "Bob blocks Arrogant Wurm with Llanowar Elves\n"
        "Bob blocks Arrogant Wurm with Birds of Paradise\n"
        "next step\n"
    )
    assert_legal(data)
    assert {"702.19b", "510.1c", "510.2"} <= cited(data)
    assert player(data, "Bob")["life"] == 18
    assert sorted(player(data, "Bob")["graveyard"]) == ["Birds of Paradise", "Llanowar Elves"]
    assert perm(data, "Alice", "Arrogant Wurm")["damage"] == 1


def test_blocked_creature_stays_blocked_when_its_blocker_is_sacrificed(trace):
    # public scenario 07 in English: Sakura-Tribe Elder blocks, then is sacrificed
    data = trace(
        "Alice: battlefield Grizzly Bears\n"
        "Bob: battlefield Sakura-Tribe Elder; library Forest\n"
        "turn: Alice, main 1\n"
        "Alice attacks with Grizzly Bears\n"
        "Bob blocks Grizzly Bears with Sakura-Tribe Elder\n"
        "Bob activates Sakura-Tribe Elder\n"
        "resolve\n"
        "next step\n"
    )
    assert_legal(data)
    assert {"509.1h", "510.1c"} <= cited(data)
    assert player(data, "Bob")["life"] == 20
    assert player(data, "Bob")["graveyard"] == ["Sakura-Tribe Elder"]
    assert perm(data, "Bob", "Forest")["tapped"] is True
    bears = perm(data, "Alice", "Grizzly Bears")
    assert (bears["damage"], bears["attacking"]) == (0, True)
    assert turn(data) == ("Alice", "combat_damage", "Alice")


def test_first_strike_kills_the_blocker_before_it_deals_damage(trace):
    data = trace(
        "Alice: battlefield Tundra Wolves, Thunderscape Familiar\n"
        "Bob: battlefield Llanowar Elves, Grizzly Bears\n"
        "turn: Alice, main 1\n"
        "Alice attacks with Tundra Wolves, Thunderscape Familiar\n"
        "Bob blocks Tundra Wolves with Llanowar Elves\n"
        "Bob blocks Thunderscape Familiar with Grizzly Bears\n"
        "next step\n"  # the first-strike combat damage step
        "next step\n"  # the regular combat damage step
    )
    assert_legal(data)
    assert {"510.4", "510.2", "704.5g"} <= cited(data)
    # the Elves die from first-strike damage and deal none; the Bears survive 1 and kill the Familiar
    assert perm(data, "Alice", "Tundra Wolves")["damage"] == 0
    assert player(data, "Bob")["graveyard"] == ["Llanowar Elves"]
    assert player(data, "Alice")["graveyard"] == ["Thunderscape Familiar"]
    assert perm(data, "Bob", "Grizzly Bears")["damage"] == 1
    assert player(data, "Bob")["life"] == 20


def test_first_strike_blocker_kills_the_attacker_first(trace):
    data = trace(
        "Alice: battlefield Llanowar Elves\n"
        "Bob: battlefield Tundra Wolves\n"
        "turn: Alice, main 1\n"
        "Alice attacks with Llanowar Elves\n"
        "Bob blocks Llanowar Elves with Tundra Wolves\n"
        "next step\n"
    )
    assert_legal(data)
    assert {"510.4", "704.5g"} <= cited(data)
    assert player(data, "Alice")["graveyard"] == ["Llanowar Elves"]
    assert perm(data, "Bob", "Tundra Wolves")["damage"] == 0


def test_double_strike_unblocked_deals_damage_twice(trace):
    data = trace(
        "Alice: battlefield Boros Swiftblade, Tundra Wolves\n"
        "Bob: battlefield Birds of Paradise (sick), Grizzly Bears (tapped)\n"
        "turn: Alice, main 1\n"
        "Alice attacks with Boros Swiftblade, Tundra Wolves\n"
        "Bob blocks Tundra Wolves with Birds of Paradise\n"
        "next step\n"
        "go to main 2\n"
    )
    assert_legal(data)
    assert {"510.4", "510.2", "511.3"} <= cited(data)
    assert player(data, "Bob")["life"] == 18
    assert player(data, "Bob")["graveyard"] == ["Birds of Paradise"]
    assert [p["attacking"] for p in player(data, "Alice")["battlefield"]] == [False, False]
    assert turn(data) == ("Alice", "main2", "Alice")


def test_double_strike_against_a_blocker(trace):
    # Swiftblade deals 1 in each damage step to the Bears (2 in all); the Bears deal 2 in the second
    data = trace(
        "Alice: battlefield Boros Swiftblade, Serra Angel\n"
        "Bob: battlefield Grizzly Bears, Giant Spider\n"
        "turn: Alice, main 1\n"
        "Alice attacks with Serra Angel, Boros Swiftblade\n"
        "Bob blocks Serra Angel with Giant Spider\n"
        "Bob blocks Boros Swiftblade with Grizzly Bears\n"
        "next step\n"  # the first-strike combat damage step
        "next step\n"  # the regular combat damage step
    )
    assert_legal(data)
    assert {"510.4", "510.2", "704.5g", "702.20b"} <= cited(data)
    assert player(data, "Alice")["graveyard"] == ["Boros Swiftblade"]
    assert sorted(player(data, "Bob")["graveyard"]) == ["Giant Spider", "Grizzly Bears"]
    angel = perm(data, "Alice", "Serra Angel")
    assert (angel["damage"], angel["tapped"]) == (2, False)
    assert player(data, "Bob")["life"] == 20


def test_double_striker_whose_blocker_died_in_the_first_step_deals_no_damage(trace):
    data = trace(
        "Alice: battlefield Boros Swiftblade\n"
        "Bob: battlefield Llanowar Elves\n"
        "turn: Alice, main 1\n"
        "Alice attacks with Boros Swiftblade\n"
        "Bob blocks Boros Swiftblade with Llanowar Elves\n"
        "next step\n"  # the first-strike combat damage step
        "next step\n"  # the regular combat damage step
    )
    assert_legal(data)
    assert {"510.4", "509.1h", "510.1c"} <= cited(data)
    assert player(data, "Bob")["life"] == 20
    assert player(data, "Bob")["graveyard"] == ["Llanowar Elves"]


def test_priority_between_first_strike_and_regular_damage_steps(trace):
    # 510.4/510.3: after the first-strike combat damage step, players get priority before the
    # second combat damage step. Giant Growth there saves the double striker and kills the Giant.
    data = trace(
        "Alice: battlefield Boros Swiftblade, Forest; hand Giant Growth\n"
        "Bob: battlefield Hill Giant\n"
        "turn: Alice, main 1\n"
        "Alice attacks with Boros Swiftblade\n"
        "Bob blocks Boros Swiftblade with Hill Giant\n"
        "next step\n"
        "Alice casts Giant Growth targeting Boros Swiftblade\n"
        "resolve\n"
        "next step\n"
    )
    assert_legal(data)
    assert {"510.4", "510.2", "704.5g"} <= cited(data)
    assert player(data, "Bob")["graveyard"] == ["Hill Giant"]
    blade = perm(data, "Alice", "Boros Swiftblade")
    assert (blade["power"], blade["toughness"], blade["damage"]) == (4, 5, 3)
    assert player(data, "Alice")["graveyard"] == ["Giant Growth"]


def test_several_blockers_share_the_damage(trace):
    data = trace(
        "Alice: battlefield Craw Wurm\n"
        "Bob: battlefield Grizzly Bears, Hill Giant\n"
        "turn: Alice, main 1\n"
        "Alice attacks with Craw Wurm\n"
        "Bob blocks Craw Wurm with Grizzly Bears\n"
        "Bob blocks Craw Wurm with Hill Giant\n"
        "next step\n"
    )
    assert_legal(data)
    assert {"509.1a", "510.1c", "510.2", "704.5g"} <= cited(data)
    assert player(data, "Alice")["graveyard"] == ["Craw Wurm"]  # 2 + 3 damage, toughness 4
    assert sorted(player(data, "Bob")["graveyard"]) == ["Grizzly Bears", "Hill Giant"]  # 6 = 2 + 4
    assert player(data, "Bob")["life"] == 20


def test_several_blockers_attacker_survives(trace):
    data = trace(
        "Alice: battlefield Craw Wurm\n"
        "Bob: battlefield Grizzly Bears, Llanowar Elves\n"
        "turn: Alice, main 1\n"
        "Alice attacks with Craw Wurm\n"
        "Bob blocks Craw Wurm with Grizzly Bears\n"
        "Bob blocks Craw Wurm with Llanowar Elves\n"
        "go to main 2\n"
    )
    assert_legal(data)
    assert {"510.1c", "510.2", "511.3"} <= cited(data)
    wurm = perm(data, "Alice", "Craw Wurm")
    assert (wurm["damage"], wurm["attacking"], wurm["tapped"]) == (3, False, True)
    assert sorted(player(data, "Bob")["graveyard"]) == ["Grizzly Bears", "Llanowar Elves"]
    assert player(data, "Bob")["life"] == 20  # no trample: nothing goes through


def test_one_of_several_blockers_removed_the_other_takes_all(trace):
    data = trace(
        "Alice: battlefield Craw Wurm\n"
        "Bob: battlefield Grizzly Bears, Giant Spider, Mountain, Mountain; hand Incinerate\n"
        "turn: Alice, main 1\n"
        "Alice attacks with Craw Wurm\n"
        "Bob blocks Craw Wurm with Grizzly Bears\n"
        "Bob blocks Craw Wurm with Giant Spider\n"
        "Bob casts Incinerate targeting Grizzly Bears\n"
        "resolve\n"
        "next step\n"
    )
    assert_legal(data)
    assert {"509.1h", "510.2", "704.5g"} <= cited(data)
    assert player(data, "Bob")["graveyard"] == ["Incinerate", "Grizzly Bears", "Giant Spider"]
    assert perm(data, "Alice", "Craw Wurm")["damage"] == 2
    assert player(data, "Bob")["life"] == 20


# ---------------------------------------------------------------------------------------------- responses in combat


def test_giant_growth_on_a_blocker_during_declare_blockers(trace):
    data = trace(
        "Alice: battlefield Hill Giant\n"
        "Bob: battlefield Grizzly Bears, Forest; hand Giant Growth\n"
        "turn: Alice, main 1\n"
        "Alice attacks with Hill Giant\n"
        "Bob blocks Hill Giant with Grizzly Bears\n"
        "Bob casts Giant Growth targeting Grizzly Bears\n"
        "resolve\n"
        "next step\n"
    )
    assert_legal(data)
    assert {"509.1a", "117.3d", "601.2i", "608.2n", "510.2", "704.5g"} <= cited(data)
    assert player(data, "Alice")["graveyard"] == ["Hill Giant"]
    bears = perm(data, "Bob", "Grizzly Bears")
    assert (bears["power"], bears["toughness"], bears["damage"]) == (5, 5, 3)
    assert player(data, "Bob")["graveyard"] == ["Giant Growth"]
    assert perm(data, "Bob", "Forest")["tapped"] is True
    assert turn(data) == ("Alice", "combat_damage", "Alice")


def test_giant_growth_on_a_blocker_fr(trace):
    data = trace(
        "Alice : champ de bataille Géant des collines\n"
        "Bob : champ de bataille Grizzlis, Forêt ; main Croissance gigantesque\n"
        "tour : Alice, principale 1\n"
        "Alice attaque avec Géant des collines\n"
        "Bob bloque Géant des collines avec Grizzlis\n"
        "en réponse Bob lance Croissance gigantesque en ciblant Grizzlis\n"
        "résolution\n"
        "étape suivante\n"
    )
    assert_legal(data)
    assert {"510.2", "704.5g"} <= cited(data)
    assert player(data, "Alice")["graveyard"] == ["Hill Giant"]
    assert perm(data, "Bob", "Grizzly Bears")["damage"] == 3


def test_removing_an_attacker_during_declare_attackers(trace):
    data = trace(
        "Alice: battlefield Hill Giant, Grizzly Bears\n"
        "Bob: battlefield Mountain, Mountain; hand Incinerate\n"
        "turn: Alice, main 1\n"
        "Alice attacks with Hill Giant, Grizzly Bears\n"
        "Bob casts Incinerate targeting Hill Giant\n"
        "resolve\n"
        "go to end of combat\n"
    )
    assert_legal(data)
    assert {"117.3d", "704.5g", "510.2"} <= cited(data)
    assert player(data, "Alice")["graveyard"] == ["Hill Giant"]
    assert player(data, "Bob")["life"] == 18
    assert [p["tapped"] for p in player(data, "Bob")["battlefield"]] == [True, True]
    assert turn(data) == ("Alice", "end_of_combat", "Alice")


def test_cant_move_to_blockers_with_a_spell_on_the_stack(trace):
    data = trace(
        "Alice: battlefield Hill Giant\n"
        "Bob: battlefield Grizzly Bears, Mountain, Mountain; hand Incinerate\n"
        "turn: Alice, main 1\n"
        "Alice attacks with Hill Giant\n"
        "Bob casts Incinerate targeting Hill Giant\n"
        "Bob blocks Hill Giant with Grizzly Bears\n"
    )
    assert_illegal(data, "117.4", 3)
    assert data["state"]["stack"] == [{"name": "Incinerate", "kind": "spell", "controller": "Bob"}]
    assert turn(data) == ("Alice", "declare_attackers", "Bob")
