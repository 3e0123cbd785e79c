"""The last keywords of issue 11 that were parsed but not enforced: aura swap (702.65), transfigure (702.71), encore
(702.141), compleated (702.150) and "As ~ enters, you may reveal a ... card from your hand" with the sentence that
reads it (614.12, 614.1c). Real cards of the shared MTGJSON data; the side where the ability applies, the side where
it doesn't or the play is illegal, and the rule the trace cites."""

from __future__ import annotations

from trace_helpers import assert_legal, cited, illegal, perm, perms, player, step_ids

# ----------------------------------------------------------------------------- aura swap (702.65)

WINGS = "me: battlefield Island, Island, Island, Island, Island, Forest, Grizzly Bears; hand Arcanum Wings, {aura}\n" \
        "turn: me, main 1\nI cast Arcanum Wings targeting Grizzly Bears\nresolve\nI activate Arcanum Wings\nresolve\n"


def test_aura_swap_exchanges_the_aura_with_an_aura_card_of_the_hand(run):
    data = run(WINGS.format(aura="Rancor"))
    assert_legal(data)
    assert "702.65a" in cited(data)
    assert perm(data, "me", "Rancor")["attached_to"] == "Grizzly Bears"
    assert player(data, "me")["hand"] == ["Arcanum Wings"] and not perms(data, "me", "Arcanum Wings")
    bears = perm(data, "me", "Grizzly Bears")
    assert (bears["power"], "flying" in bears["keywords"], "trample" in bears["keywords"]) == (4, False, True)
    # French, the Aura card named on the line after the resolution
    data = run(WINGS.format(aura="Rancor, Holy Strength").replace("resolve\n", "résolution\n")
               + "je choisis Holy Strength\n", "fr")
    assert_legal(data)
    assert perm(data, "me", "Holy Strength")["attached_to"] == "Grizzly Bears"
    assert "Rancor" in player(data, "me")["hand"]


def test_aura_swap_does_nothing_when_the_new_aura_cant_enchant_that_object(run):
    data = run(WINGS.format(aura="Wild Growth"))  # "Enchant land": it can't enchant Grizzly Bears
    assert_legal(data)
    assert "702.65b" in cited(data) and "step.aura_swap_cant_enchant" in step_ids(data)
    assert perm(data, "me", "Arcanum Wings")["attached_to"] == "Grizzly Bears"
    assert player(data, "me")["hand"] == ["Wild Growth"]


# ----------------------------------------------------------------------------- transfigure (702.71)

FLESH = "me: battlefield Swamp, Swamp, Swamp, Fleshwrither; library Grizzly Bears, Hill Giant\nturn: me, main 1\n"


def test_transfigure_finds_a_creature_card_of_the_same_mana_value(run):
    data = run(FLESH + "I activate Fleshwrither\nresolve\n")
    assert_legal(data)
    assert {"702.71a", "701.23a"} <= cited(data)
    assert perm(data, "me", "Hill Giant") and player(data, "me")["graveyard"] == ["Fleshwrither"]
    data = run(FLESH.replace("me, main 1", "me, main 1") + "j'active Tordeur de chair\nrésolution\n", "fr")
    assert_legal(data)
    assert perm(data, "me", "Hill Giant")


def test_transfigure_only_as_a_sorcery(run):
    illegal(run(FLESH.replace("turn: me, main 1", "turn: opponent, main 1") + "I activate Fleshwrither\n"),
            "602.5d")
    illegal(run(FLESH.replace("main 1", "upkeep") + "I activate Fleshwrither\n"), "602.5d")


# ----------------------------------------------------------------------------- encore (702.141)

SOPRANO = "me: battlefield Mountain, Mountain, Mountain, Mountain, Grizzly Bears; graveyard Spellbinding Soprano\n" \
          "turn: me, main 1\nI activate Spellbinding Soprano\nresolve\ngo to declare attackers\n"


def test_encore_token_attacks_if_able_and_is_sacrificed_at_the_next_end_step(run):
    data = run(SOPRANO + "I attack with Grizzly Bears and Spellbinding Soprano\ngo to end step\nresolve\n")
    assert_legal(data)
    assert "702.141a" in cited(data)
    assert player(data, "me")["exile"] == ["Spellbinding Soprano"]
    assert not perms(data, "me", "Spellbinding Soprano")  # the token was sacrificed (and ceased to exist)
    assert player(data, "opponent")["life"] == 16


def test_encore_token_must_attack(run):
    illegal(run(SOPRANO + "I attack with Grizzly Bears\n"), "508.1d")


def test_encore_only_from_the_graveyard_as_a_sorcery(run):
    illegal(run(SOPRANO.replace("main 1", "upkeep")), "602.5d")


# ----------------------------------------------------------------------------- compleated (702.150)

TAMIYO = "me: battlefield Forest, Forest, Forest, Island, Island; hand Tamiyo, Compleated Sage\nturn: me, main 1\n"


def test_compleated_planeswalker_enters_with_two_fewer_loyalty_when_life_was_paid(run):
    data = run(TAMIYO + "I cast Tamiyo, Compleated Sage paying 2 life\nresolve\n")
    assert_legal(data)
    assert "702.150a" in cited(data)
    assert perm(data, "me", "Tamiyo, Compleated Sage")["counters"] == {"loyalty": 3}
    assert player(data, "me")["life"] == 18
    data = run(TAMIYO + "je lance Tamiyo, sage parachevée\nrésolution\n", "fr")  # paid with mana only
    assert_legal(data)
    assert "702.150a" not in cited(data)
    assert perm(data, "me", "Tamiyo, Compleated Sage")["counters"] == {"loyalty": 5}


# ----------------------------------------------------------------------------- as it enters, you may reveal (614.12)

DISCIPLE = "me: battlefield Plains, Plains{more}; hand Dragon's Disciple, Shivan Dragon, Grizzly Bears\n" \
           "turn: me, main 1\nI cast Dragon's Disciple\nresolve\n"


def test_revealing_a_dragon_gives_the_counter_and_not_revealing_doesnt(run):
    data = run(DISCIPLE.format(more="") + "I reveal Shivan Dragon\n")
    assert_legal(data)
    assert {"614.12", "614.1c"} <= cited(data)
    assert perm(data, "me", "Dragon's Disciple")["counters"] == {"+1/+1": 1}
    data = run(DISCIPLE.format(more="") + "I don't reveal\n")
    assert_legal(data)
    assert perm(data, "me", "Dragon's Disciple")["counters"] == {}
    data = run(DISCIPLE.format(more="") + "je révèle Shivan Dragon\n", "fr")
    assert_legal(data)
    assert perm(data, "me", "Dragon's Disciple")["counters"] == {"+1/+1": 1}


def test_the_other_condition_needs_no_reveal(run):
    data = run(DISCIPLE.format(more=", Shivan Dragon") + "I don't reveal\n")
    assert_legal(data)
    assert "step.as_enters_condition_holds" in step_ids(data)
    assert perm(data, "me", "Dragon's Disciple")["counters"] == {"+1/+1": 1}


def test_a_card_that_isnt_of_the_kind_asked_cant_be_revealed(run):
    illegal(run(DISCIPLE.format(more="") + "I reveal Grizzly Bears\n"), "614.12")


TEMPLE = "me: battlefield Plains; hand Temple of the Dragon Queen, Shivan Dragon\nturn: me, main 1\n" \
         "I play Temple of the Dragon Queen\n"


def test_temple_enters_tapped_unless_a_dragon_is_revealed(run):
    data = run(TEMPLE + "I don't reveal\nI choose red\n")
    assert_legal(data)
    assert perm(data, "me", "Temple of the Dragon Queen")["tapped"] and "614.1c" in cited(data)
    data = run(TEMPLE.replace("I play Temple of the Dragon Queen", "je joue Temple de la Reine des Dragons")
               + "je révèle Shivan Dragon\nje choisis rouge\n", "fr")
    assert_legal(data)
    assert not perm(data, "me", "Temple of the Dragon Queen")["tapped"]
