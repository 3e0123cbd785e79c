"""Keyword abilities that work in combat or from the hand (issue 11, item 2): provoke, frenzy, myriad, poisonous,
ingest, absorb, transmute, reinforce. Real cards of the shared MTGJSON data, the side where the ability applies and
the side where it doesn't, and the rule the trace cites.
"""

from __future__ import annotations

from trace_helpers import assert_legal, cited, illegal, perm, player, steps

PROVOKE = ("Alice: battlefield Goblin Grappler\nBob: battlefield Grizzly Bears (tapped), Llanowar Elves\n"
           "turn: Alice, main 1\nAlice attacks with Goblin Grappler\nresolve\n")


def test_provoke_untaps_the_target_and_it_must_block(run):
    data = run(PROVOKE + "Bob blocks Goblin Grappler with Grizzly Bears\nnext step\n")
    assert_legal(data)
    assert "702.39a" in cited(data)
    assert "Goblin Grappler" in player(data, "Alice")["graveyard"]
    # the target was chosen for Alice: an assumption, shown as such (issue 11 item 5)
    assert any(s["id"] == "step.assumed_choice" and s["rule"] == "603.3d" for s in steps(data))
    assert any(a["kind"] == "choice" and "Grizzly Bears" in a["text"] for a in data["assumptions"])
    illegal(run(PROVOKE + "Bob blocks Goblin Grappler with Llanowar Elves\n"), "702.39a")
    illegal(run(PROVOKE + "next step\n"), "702.39a")  # nobody blocks: the provoked creature could


def test_frenzy_when_not_blocked(run):
    setup = ("Alice: battlefield Frenzy Sliver\nBob: battlefield Grizzly Bears\nturn: Alice, main 1\n"
             "Alice attacks with Frenzy Sliver\n{block}next step\nresolve all\nnext step\n")
    data = run(setup.format(block=""))
    assert_legal(data)
    assert "702.68a" in cited(data) and player(data, "Bob")["life"] == 18  # 1/1 with +1/+0
    data = run(setup.format(block="Bob blocks Frenzy Sliver with Grizzly Bears\n"))
    assert "702.68a" not in cited(data) and player(data, "Bob")["life"] == 20


def test_poisonous_and_ingest_on_combat_damage_to_a_player(run):
    setup = ("Alice: battlefield {card}\nBob: battlefield Grizzly Bears; library Forest\nturn: Alice, main 1\n"
             "Alice attacks with {card}\n{block}next step\nnext step\nresolve all\n")
    data = run(setup.format(card="Virulent Sliver", block=""))
    assert_legal(data)
    assert "702.70a" in cited(data) and "step.poison_counters" in [s["id"] for s in steps(data)]
    data = run(setup.format(card="Mist Intruder", block=""))
    assert "702.115a" in cited(data) and player(data, "Bob")["exile"] == ["Forest"]
    data = run(setup.format(card="Virulent Sliver", block="Bob blocks Virulent Sliver with Grizzly Bears\n"))
    assert "702.70a" not in cited(data) and "step.poison_counters" not in [s["id"] for s in steps(data)]


def test_myriad_with_a_single_opponent_makes_no_token(run):
    data = run("Alice: battlefield Warchief Giant\nturn: Alice, main 1\nAlice attacks with Warchief Giant\n"
               "resolve\n")
    assert_legal(data)
    assert "702.116a" in cited(data)
    assert [c["name"] for c in player(data, "Alice")["battlefield"]] == ["Warchief Giant"]


def test_absorb_prevents_part_of_each_damage(run):
    setup = ("me: battlefield Mountain; hand Shock\nopponent: battlefield {card}\nI cast Shock targeting {card}\n"
             "resolve\n")
    data = run(setup.format(card="Lymph Sliver"))  # a 3/3 with absorb 1: 1 of the 2 damage prevented
    assert_legal(data)
    assert "702.64a" in cited(data) and perm(data, "opponent", "Lymph Sliver")["damage"] == 1
    data = run(setup.format(card="Grizzly Bears"))
    assert "702.64a" not in cited(data) and "Grizzly Bears" in player(data, "opponent")["graveyard"]


def test_transmute_from_the_hand_as_a_sorcery(run):
    setup = "me: battlefield Island, Island, Island; hand Muddle the Mixture; library Counterspell, Forest\n{turn}" \
            "I activate Muddle the Mixture\nresolve\n"
    data = run(setup.format(turn=""))
    assert_legal(data)
    assert {"702.53a", "701.23a"} <= cited(data)
    assert player(data, "me")["hand"] == ["Counterspell"]  # mana value 2, as Muddle the Mixture
    illegal(run(setup.format(turn="turn: opponent, main 1\n")), "602.5d")


def test_reinforce_from_the_hand_at_instant_speed(run):
    setup = ("me: battlefield Plains, Plains, Plains, Grizzly Bears; hand Burrenton Bombardier\n"
             "turn: opponent, main 1\nI activate Burrenton Bombardier targeting Grizzly Bears\nresolve\n")
    data = run(setup)
    assert_legal(data)
    assert "702.77a" in cited(data) and perm(data, "me", "Grizzly Bears")["power"] == 4
    on_battlefield = setup.replace("hand Burrenton Bombardier", "hand Island")
    illegal(run(on_battlefield.replace(", Grizzly Bears", ", Grizzly Bears, Burrenton Bombardier")), "702.77a")
