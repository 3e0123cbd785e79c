"""Mana abilities (605.1a, 605.3a, 605.3b): with priority, during a payment, automatic payment,
colour choices, and the Lion's Eye Diamond trap (602.5e, rolled back per 732)."""

from __future__ import annotations

import pytest
from test_rules_casting import bf, cited, illegal, in_order, legal, player, rules_of, stack

# ----------------------------------------------------------------------------- Lion's Eye Diamond


def test_led_with_priority_adds_three_of_one_colour(trace):
    t = legal(trace("""
me: battlefield Lion's Eye Diamond, Forest; hand Grizzly Bears, Shock; graveyard Lightning Bolt
I activate Lion's Eye Diamond for BBB
"""))
    steps = t["actions"][0]["steps"]
    assert [s["kind"] for s in steps if s["rule"] in ("605.3a", "605.3b")] == ["mana", "mana"]
    assert in_order([s["rule"] for s in steps], ["605.3a", "602.2b", "701.9a", "701.9a", "605.3b"])
    me = player(t, "me")
    assert me["pool"] == "BBB"
    assert me["hand"] == []
    assert me["graveyard"] == ["Lightning Bolt", "Lion's Eye Diamond", "Grizzly Bears", "Shock"]
    assert bf(t, "me", "Lion's Eye Diamond") == [] and bf(t, "me", "Forest")[0]["tapped"] is False
    assert stack(t) == []  # 605.3b: no stack


@pytest.mark.parametrize("words, pool", [("for three blue", "UUU"), ("for UUU", "UUU"), ("for R", "RRR"),
                                         ("for 3 red", "RRR")])
def test_led_colour_words(trace, words, pool):
    t = legal(trace(f"me: battlefield LED; hand Grizzly Bears\nI activate LED {words}"))
    assert player(t, "me")["pool"] == pool


def test_led_colour_words_in_french(trace):
    t = legal(trace("""
moi : champ de bataille Diamant de l'oeil du lion ; main Grizzlis
j'active Diamant de l'oeil du lion pour trois verts en défaussant ma main
"""))
    assert t["lang"] == "fr"
    assert player(t, "me")["pool"] == "GGG" and player(t, "me")["graveyard"] == ["Lion's Eye Diamond", "Grizzly Bears"]


def test_led_cant_make_mixed_colours(trace):
    t = illegal(trace("""
me: battlefield Lion's Eye Diamond; hand Grizzly Bears
I activate Lion's Eye Diamond for UBR
"""), "106.1", action=1, rules=("605.1a",))
    assert bf(t, "me", "Lion's Eye Diamond") and player(t, "me")["hand"] == ["Grizzly Bears"]


LED_MID_CAST = """
me: battlefield Lion's Eye Diamond, Mountain; hand Incinerate, Grizzly Bears; graveyard Shock; life 7
opponent: battlefield Grizzly Bears
"""


@pytest.mark.parametrize("play", [
    "I cast Incinerate targeting opponent with Mountain and Lion's Eye Diamond for RRR, discarding my hand",
    "I cast Incinerate targeting opponent\n"
    "I pay {1}{R} with Mountain and Lion's Eye Diamond for RRR, discarding my hand",
])
def test_led_during_payment_is_illegal_and_fully_rolled_back(trace, play):
    before = legal(trace(LED_MID_CAST))["state"]
    t = illegal(trace(LED_MID_CAST + play), "602.5e", rules=("117.1a",))
    assert t["illegal"]["action"] == len(play.splitlines())
    # the Mountain was tapped for mana before the Diamond was refused: everything comes back (732.1)
    assert "605.3b" in cited(t)
    assert t["state"] == before
    me = player(t, "me")
    assert me["life"] == 7 and me["hand"] == ["Incinerate", "Grizzly Bears"] and me["graveyard"] == ["Shock"]
    assert me["pool"] == "" and bf(t, "me", "Mountain")[0]["tapped"] is False
    rollback = t["illegal"]["rollback"]
    assert "Incinerate" in rollback["text"] and "Mountain" in rollback["text"]
    assert len(rollback["restored"]) >= 2


def test_led_in_response_holding_priority_is_legal(trace):
    # public scenario 16's question, as a play; the spell already on the stack isn't discarded
    t = legal(trace("""
me: battlefield Lion's Eye Diamond, Mountain, Mountain; hand Incinerate, Fiery Temper
opponent: battlefield Grizzly Bears
I cast Incinerate targeting Grizzly Bears
I hold priority
I activate Lion's Eye Diamond for RRR discarding my hand
"""))
    # Incinerate stays on the stack; the discarded Fiery Temper is exiled and its madness trigger waits (702.35a)
    assert [(o["name"], o["kind"]) for o in t["state"]["stack"]][0] == ("Incinerate", "spell")
    assert t["state"]["stack"][1]["kind"] != "spell"
    assert player(t, "me")["exile"] == ["Fiery Temper"]
    assert player(t, "me")["pool"] == "RRR" and player(t, "me")["hand"] == []


# ----------------------------------------------------------------------------- Elvish Spirit Guide (from the hand)


def test_esg_from_hand_during_a_payment(trace):
    t = legal(trace("""
me: battlefield Forest; hand Grizzly Bears, Elvish Spirit Guide
I cast Grizzly Bears with Elvish Spirit Guide
resolve
"""))
    rules = rules_of(t, 1)
    assert in_order(rules, ["601.2f", "601.2g", "605.3a", "605.3b", "601.2h", "601.2i"])
    me = player(t, "me")
    assert me["exile"] == ["Elvish Spirit Guide"] and me["hand"] == []
    assert bf(t, "me", "Grizzly Bears") and bf(t, "me", "Forest")[0]["tapped"] is True


def test_esg_with_priority(trace):
    t = legal(trace("""
me: hand Elvish Spirit Guide
I activate ESG
"""))
    assert player(t, "me")["pool"] == "G" and player(t, "me")["exile"] == ["Elvish Spirit Guide"]
    assert stack(t) == []


def test_esg_is_never_used_without_being_named(trace):
    t = illegal(trace("""
me: battlefield Forest; hand Grizzly Bears, Elvish Spirit Guide
I cast Grizzly Bears
"""), "601.2h", action=1, rules=("118.3",))
    assert player(t, "me")["hand"] == ["Grizzly Bears", "Elvish Spirit Guide"] and player(t, "me")["exile"] == []


def test_esg_must_be_in_the_hand(trace):
    t = trace("""
me: battlefield Forest; hand Grizzly Bears; graveyard Elvish Spirit Guide
I cast Grizzly Bears with Elvish Spirit Guide
""")
    assert t["verdict"] in ("illegal", "error") and t["exit"] in (1, 2)
    assert player(t, "me")["graveyard"] == ["Elvish Spirit Guide"] and player(t, "me")["hand"] == ["Grizzly Bears"]


# ----------------------------------------------------------------------------- Lotus Petal, Tinder Wall


def test_lotus_petal_sacrificed_during_a_payment(trace):
    t = legal(trace("""
me: battlefield Lotus Petal; hand Lightning Bolt
I cast Lightning Bolt targeting opponent with Lotus Petal
resolve
"""))
    steps = t["actions"][0]["steps"]
    assert any(s["rule"] == "605.3b" and "{R}" in s["text"] for s in steps)  # the colour the payment needs
    assert player(t, "me")["graveyard"] == ["Lotus Petal", "Lightning Bolt"]
    assert player(t, "opponent")["life"] == 17


def test_lotus_petal_with_priority_for_a_chosen_colour(trace):
    t = legal(trace("me: battlefield Lotus Petal\nI tap Lotus Petal for U"))
    assert player(t, "me")["pool"] == "U" and player(t, "me")["graveyard"] == ["Lotus Petal"]


def test_lotus_petal_is_not_used_automatically(trace):
    t = illegal(trace("""
me: battlefield Lotus Petal; hand Lightning Bolt
I cast Lightning Bolt targeting opponent
"""), "601.2h", action=1)
    assert bf(t, "me", "Lotus Petal")[0]["tapped"] is False


def test_tinder_wall_sacrificed_for_two_red(trace):
    t = legal(trace("""
me: battlefield Tinder Wall; hand Incinerate
I cast Incinerate targeting opponent with Tinder Wall
"""))
    assert player(t, "me")["graveyard"] == ["Tinder Wall"] and stack(t) == ["Incinerate"]
    assert any(s["rule"] == "605.3b" and "{R}{R}" in s["text"] for s in t["actions"][0]["steps"])


def test_tinder_wall_sick_can_still_sacrifice(trace):
    t = legal(trace("me: battlefield Tinder Wall (sick)\nI activate Tinder Wall ability 1"))
    assert player(t, "me")["pool"] == "RR" and stack(t) == []


def test_tinder_wall_not_enough_for_a_bigger_spell(trace):
    t = illegal(trace("""
me: battlefield Tinder Wall; hand Fireball
I cast Fireball targeting opponent X=2 with Tinder Wall
"""), "601.2h", action=1)
    assert bf(t, "me", "Tinder Wall") and player(t, "me")["graveyard"] == []


# ----------------------------------------------------------------------------- Birds of Paradise, colours


@pytest.mark.parametrize("colour", ["W", "U", "B", "R", "G"])
def test_birds_any_colour(trace, colour):
    t = legal(trace(f"me: battlefield Birds of Paradise\nI tap Birds of Paradise for {colour}"))
    assert player(t, "me")["pool"] == colour
    assert bf(t, "me", "Birds of Paradise")[0]["tapped"] is True


def test_birds_pays_automatically_with_the_colour_needed(trace):
    t = legal(trace("""
me: battlefield Birds of Paradise; hand Lightning Bolt
I cast Lightning Bolt targeting opponent
"""))
    assert any(s["rule"] == "605.3b" and "{R}" in s["text"] for s in t["actions"][0]["steps"])
    assert player(t, "me")["pool"] == ""


def test_payer_chooses_colours_for_several_sources(trace):
    t = legal(trace("me: battlefield Forest, Island\nI tap Forest, Island for GU"))
    assert player(t, "me")["pool"] == "UG"  # WUBRG order


def test_a_land_cant_make_another_colour(trace):
    t = illegal(trace("me: battlefield Mountain\nI tap Mountain for U"), "106.1", action=1)
    assert bf(t, "me", "Mountain")[0]["tapped"] is False and player(t, "me")["pool"] == ""


def test_wrong_colour_message_lists_what_the_source_can_make(trace):
    t = illegal(trace("me: battlefield Mountain\nI tap Mountain for U"), "106.1", action=1)
    can_add = t["illegal"]["message"].rsplit("(", 1)[-1]
    assert "R" in can_add and "nothing" not in can_add


def test_sol_ring_makes_colourless(trace):
    t = legal(trace("me: battlefield Sol Ring\nI tap Sol Ring"))
    assert player(t, "me")["pool"] == "CC"


def test_mana_pool_empties_when_the_step_ends(trace):
    t = legal(trace("""
me: battlefield Lion's Eye Diamond; hand Grizzly Bears
I activate Lion's Eye Diamond for UUU
next step
"""))
    assert player(t, "me")["pool"] == ""
    assert t["state"]["turn"]["step"] == "beginning_of_combat"
    assert {"106.4", "500.5"} & set(rules_of(t, 2))


# ----------------------------------------------------------------------------- automatic payment


def test_automatic_payment_names_the_lands_it_taps(trace):
    t = legal(trace("""
me: battlefield Mountain, Mountain, Island; hand Incinerate
I cast Incinerate targeting opponent
"""))
    steps = t["actions"][0]["steps"]
    activated = [s["text"] for s in steps if s["rule"] == "605.3a"]
    assert len(activated) == 2 and all("Mountain" in x for x in activated)
    assert "601.2g" not in rules_of(t, 1)  # nothing was named: no mana-ability window step
    assert [x["tapped"] for x in bf(t, "me", "Mountain")] == [True, True]
    assert bf(t, "me", "Island")[0]["tapped"] is False


def test_automatic_payment_uses_generic_from_any_colour(trace):
    t = legal(trace("""
me: battlefield Island, Mountain; hand Incinerate
I cast Incinerate targeting opponent
"""))
    assert all(x["tapped"] for x in player(t, "me")["battlefield"])


def test_automatic_payment_prefers_lands_to_creatures(trace):
    t = legal(trace("""
me: battlefield Llanowar Elves, Forest; hand Giant Growth
I cast Giant Growth targeting Llanowar Elves
"""))
    assert bf(t, "me", "Forest")[0]["tapped"] is True
    assert bf(t, "me", "Llanowar Elves")[0]["tapped"] is False


def test_automatic_payment_taps_a_mana_creature(trace):
    t = legal(trace("""
me: battlefield Llanowar Elves; hand Giant Growth
I cast Giant Growth targeting Llanowar Elves
"""))
    assert bf(t, "me", "Llanowar Elves")[0]["tapped"] is True
    assert any("Llanowar Elves" in s["text"] for s in t["actions"][0]["steps"] if s["rule"] == "605.3a")


def test_automatic_payment_never_taps_the_opponents_lands(trace):
    t = illegal(trace("""
me: hand Lightning Bolt; battlefield
opponent: battlefield Mountain
I cast Lightning Bolt targeting opponent
"""), "601.2h", action=1)
    assert bf(t, "opponent", "Mountain")[0]["tapped"] is False


# ----------------------------------------------------------------------------- summoning sickness (602.5a)


def test_sick_llanowar_elves_cant_tap_for_mana(trace):
    t = illegal(trace("me: battlefield Llanowar Elves (sick)\nI tap Llanowar Elves for G"), "602.5a", action=1)
    assert player(t, "me")["pool"] == "" and bf(t, "me", "Llanowar Elves")[0]["tapped"] is False


def test_sick_llanowar_elves_named_in_a_payment(trace):
    t = illegal(trace("""
me: battlefield Llanowar Elves (sick); hand Giant Growth
I cast Giant Growth targeting Llanowar Elves with Llanowar Elves
"""), "602.5a", action=1)
    assert player(t, "me")["hand"] == ["Giant Growth"]


def test_sick_llanowar_elves_is_skipped_by_automatic_payment(trace):
    t = illegal(trace("""
me: battlefield Llanowar Elves (sick); hand Giant Growth
I cast Giant Growth targeting Llanowar Elves
"""), "601.2h", action=1)
    assert bf(t, "me", "Llanowar Elves")[0]["tapped"] is False


def test_llanowar_elves_with_haste_taps_for_mana(trace):
    t = legal(trace("me: battlefield Llanowar Elves (sick) (haste)\nI tap Llanowar Elves"))
    assert player(t, "me")["pool"] == "G"


def test_mana_ability_resolves_at_once_priority_unchanged(trace):
    t = legal(trace("""
me: battlefield Mountain
turn: opponent, main 1
opponent passes
I tap Mountain for R
"""))
    assert t["state"]["turn"]["priority"] == "me"
    assert player(t, "me")["pool"] == "R" and stack(t) == []
