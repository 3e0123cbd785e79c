"""Keyword abilities of issue 11, fourth session: amplify, tribute, hideaway (as a permanent enters), conspire,
demonstrate, epic (copies of the spell), and the fixed wordings of dredge, cascade and "becomes blocked". Each with
real cards of the shared MTGJSON data, the side where the ability applies and the side where it doesn't or the play
is illegal, and the rule the trace cites."""

from __future__ import annotations

from trace_helpers import assert_legal, cited, illegal, perm, player, step_ids, steps

FOUR_FORESTS = "Forest, Forest, Forest, Forest"


def test_amplify_counts_the_revealed_cards_sharing_a_creature_type(run):
    data = run(f"me: battlefield {FOUR_FORESTS}; hand Canopy Crawler, Krosan Tusker, Grizzly Bears\n"
               "I cast Canopy Crawler\nresolve\n")
    assert_legal(data)
    assert "702.38a" in cited(data) and "step.amplify_reveals" in step_ids(data)
    crawler = perm(data, "me", "Canopy Crawler")
    assert (crawler["power"], crawler["toughness"]) == (3, 3)  # a Beast revealed, the Bear is not one
    data = run(f"me: battlefield {FOUR_FORESTS}; hand Canopy Crawler, Grizzly Bears\nI cast Canopy Crawler\nresolve\n",
               "fr")
    assert_legal(data)
    assert "step.amplify_nothing" in step_ids(data)
    assert perm(data, "me", "Canopy Crawler")["power"] == 2


def test_tribute_not_paid_is_assumed_and_said(run):
    data = run("me: battlefield Forest, Forest, Mountain; hand Fanatic of Xenagos\nI cast Fanatic of Xenagos\n"
               "resolve\n")
    assert_legal(data)
    assert {"702.104a", "702.104b"} <= cited(data)
    said = [s for s in steps(data) if s["id"] == "step.assumed_choice" and s["rule"] == "702.104a"]
    assert said and "your opponent" in said[0]["text"]
    assert perm(data, "me", "Fanatic of Xenagos")["power"] == 3  # no +1/+1 counter: tribute wasn't paid
    data = run("me: battlefield Forest, Forest; hand Grizzly Bears\nI cast Grizzly Bears\nresolve\n")
    assert "702.104a" not in cited(data)


HIDEAWAY = "me: battlefield Forest, Forest, Forest; library Grizzly Bears, Shock, Island, Forest, Swamp, Plains; " \
           "hand Fight Rigging\nI cast Fight Rigging\nresolve\nresolve\n"


def test_hideaway_exiles_one_of_the_top_cards_face_down_and_the_rest_go_to_the_bottom(run):
    data = run(HIDEAWAY)
    assert_legal(data)
    assert "702.75a" in cited(data) and "step.hideaway_exiles" in step_ids(data)
    me = player(data, "me")
    assert me["exile"] == ["Grizzly Bears"] and me["library"] == 5
    bottom = [s for s in steps(data) if s["id"] == "step.hideaway_bottom"]
    assert bottom and "Plains" not in bottom[0]["text"]  # hideaway 5: the sixth card stays on top
    data = run(HIDEAWAY + "I choose Shock\n")
    assert player(data, "me")["exile"] == ["Shock"]


def test_hideaway_with_an_unknown_library_says_the_card_is_unknown(run):
    data = run("me: battlefield Forest, Forest, Forest; hand Fight Rigging\nI cast Fight Rigging\nresolve\nresolve\n")
    assert_legal(data)
    assert "step.hideaway_unknown" in step_ids(data)


CONSPIRE = "me: battlefield Forest, Plains, Grizzly Bears, Llanowar Elves, Goblin Piker; hand Barkshell Blessing\n"


def test_conspire_taps_two_creatures_sharing_a_colour_and_copies_the_spell(run):
    data = run(CONSPIRE + "I cast Barkshell Blessing with conspire tapping Grizzly Bears and Llanowar Elves "
                          "targeting Grizzly Bears\nresolve\nresolve\nresolve\n")
    assert_legal(data)
    assert "702.78a" in cited(data)
    bears = perm(data, "me", "Grizzly Bears")
    assert (bears["power"], bears["tapped"]) == (6, True)  # the copy and the spell: +4/+4
    data = run(CONSPIRE + "je lance Bénédiction de coquécorce avec conspiration en engageant Grizzly Bears et "
                          "Llanowar Elves en ciblant Grizzly Bears\nresolve\nresolve\nresolve\n")
    assert_legal(data)
    assert perm(data, "me", "Grizzly Bears")["power"] == 6


def test_conspire_refuses_a_creature_without_a_shared_colour(run):
    data = run(CONSPIRE + "I cast Barkshell Blessing with conspire tapping Grizzly Bears and Goblin Piker "
                          "targeting Grizzly Bears\n")
    assert data["verdict"] == "illegal" and "702.78a" in cited(data)


def test_demonstrate_copies_for_you_and_for_an_opponent(run):
    data = run("me: battlefield Mountain, Mountain, Mountain, Mountain, Mountain; hand Creative Technique\n"
               "I cast Creative Technique\nresolve\n")
    assert_legal(data)
    assert "702.144a" in cited(data) and "step.demonstrate_opponent" in step_ids(data)
    stack = data["state"]["stack"]
    assert [s["controller"] for s in stack].count("opponent") == 1 and len(stack) == 3


EPIC = f"me: battlefield {FOUR_FORESTS}, {FOUR_FORESTS}, Mountain; hand Endless Swarm, Shock\n" \
       "I cast Endless Swarm\nresolve\n"


def test_epic_forbids_spells_for_the_rest_of_the_game_and_copies_it_each_upkeep(run):
    ill = illegal(run(EPIC + "I cast Shock targeting opponent\n"), "702.50a")
    assert ill["action"] == 3
    data = run(EPIC + "go to end step\nnext step\nnext step\ngo to end step\nnext step\nnext step\n")
    assert_legal(data)
    assert [s for s in steps(data) if s["rule"] == "702.50a" and s["id"] == "step.keyword_triggers"]
    data = run("me: battlefield Mountain, Forest; hand Shock, Grizzly Bears\nI cast Shock targeting opponent\n"
               "resolve\nI cast Grizzly Bears\n")
    assert "702.50a" not in cited(data)


def test_cascade_casts_without_paying_the_mana_cost_not_for_a_cascade_cost(run):
    data = run("me: battlefield Forest, Forest, Mountain, Island; library Lightning Bolt, Forest; "
               "hand Bloodbraid Elf\nI cast Bloodbraid Elf\nresolve\nI cast Lightning Bolt targeting opponent\n")
    assert_legal(data)
    ids = step_ids(data)
    assert "step.announce_free_cast" in ids and "step.announce_alt" not in ids
    assert player(data, "opponent")["life"] == 20 and data["state"]["stack"]


def test_a_dredged_draw_step_says_the_draw_is_replaced(run):
    data = run("me: graveyard Golgari Thug; library Forest, Island, Swamp, Plains, Mountain\nturn: me, upkeep\n"
               "next step\nI dredge Golgari Thug\n")
    assert_legal(data)
    draw = [s for s in steps(data) if s["rule"] == "504.1"]
    assert [s["id"] for s in draw] == ["step.draw_step_replaced"]
    assert player(data, "me")["hand"] == ["Golgari Thug"]


def test_two_blockers_make_becomes_blocked_trigger_once(run):
    data = run("me: battlefield Elvish Berserker\nopponent: battlefield Grizzly Bears, Llanowar Elves\n"
               "go to declare attackers step\nI attack with Elvish Berserker\nnext step\n"
               "opponent blocks Elvish Berserker with Grizzly Bears\n"
               "opponent blocks Elvish Berserker with Llanowar Elves\n")
    assert_legal(data)
    assert sum(1 for s in steps(data) if s["id"] == "step.becomes_blocked") == 1
    assert len(data["state"]["stack"]) == 1
