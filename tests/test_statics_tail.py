"""Static abilities of the long tail (issue 11), each with a real card of the shared MTGJSON data, the side where
it applies and the side where it doesn't, and the rule the trace cites."""

from __future__ import annotations

from trace_helpers import assert_legal, cited, illegal, perm, player, step_ids

# ----------------------------------------------------------------------------- "Enchanted Mountain is a 7/7 ..."

AWAKEN = ("me: pool RRRR; battlefield Mountain, Forest; hand Awaken the Ancient\n"
          "I cast Awaken the Ancient targeting {}\n")


def test_awaken_the_ancient_makes_the_enchanted_mountain_a_7_7_that_is_still_a_land(full_trace):
    data = full_trace(AWAKEN.format("Mountain") + "resolve\nI attack with Mountain\nnext step\nnext step\n")
    assert_legal(data)
    mountain = perm(data, "me", "Mountain")
    assert (mountain["power"], mountain["toughness"], mountain["attacking"]) == (7, 7, True)
    assert "haste" in mountain["keywords"] and player(data, "opponent")["life"] == 13
    tapped = full_trace("me: pool RRRR; battlefield Mountain; hand Awaken the Ancient\nI cast Awaken the Ancient "
                        "targeting Mountain\nresolve\nI tap Mountain for R\n")  # still a land: it taps for mana
    assert_legal(tapped)
    assert "605.3b" in cited(tapped, 3)
    illegal(full_trace(AWAKEN.format("Forest")), "601.2c")  # it enchants a Mountain only (303.4a)


def test_a_zendikons_land_is_a_creature_that_is_still_a_land(full_trace):
    data = full_trace("me: battlefield Island, Island; hand Wind Zendikon\nI cast Wind Zendikon targeting Island\n"
                      "resolve\n")
    assert_legal(data)
    lands = [p for p in player(data, "me")["battlefield"] if p["name"] == "Island"]
    animated = [p for p in lands if p["power"] == 2]
    assert len(animated) == 1 and "flying" in animated[0]["keywords"] and animated[0]["colors"] == "U"


# ----------------------------------------------------------------------------- prevention that costs a counter

PHANTOM = ("me: battlefield Phantom Centaur (3 +1/+1 counters)\nopponent: battlefield Mountain, Mountain; hand "
           "Lightning Bolt, Shock\n")


def test_phantom_centaur_prevents_damage_and_loses_a_counter(full_trace):
    data = full_trace(PHANTOM + "opponent casts Lightning Bolt targeting Phantom Centaur\nresolve\n")
    assert_legal(data)
    centaur = perm(data, "me", "Phantom Centaur")
    assert (centaur["damage"], centaur["counters"]) == (0, {"+1/+1": 2})
    assert "step.prevention_removes_counter" in step_ids(data) and "615.1a" in cited(data, 2)
    # no damage, no counter lost: a spell that doesn't deal damage to it leaves it as it was
    calm = full_trace(PHANTOM + "opponent casts Shock targeting me\nresolve\n")
    assert perm(calm, "me", "Phantom Centaur")["counters"] == {"+1/+1": 3}


def test_the_last_counter_of_a_phantom(full_trace):
    data = full_trace("me: battlefield Phantom Centaur (1 +1/+1 counter)\nopponent: battlefield Mountain, Mountain; "
                      "hand Lightning Bolt, Shock\nopponent casts Lightning Bolt targeting Phantom Centaur\nresolve\n")
    assert_legal(data)  # 2/0 with no counter left: put into its owner's graveyard (704.5f)
    assert "Phantom Centaur" in player(data, "me")["graveyard"] and "704.5f" in cited(data, 2)


# ----------------------------------------------------------------------------- replacements of the long tail (614.1a)

FROST = "me: battlefield Frostwielder, Mountain, Mountain; hand Shock\nopponent: battlefield Grizzly Bears\n"


def test_a_creature_frostwielder_damaged_this_turn_is_exiled_instead_of_dying(full_trace):
    data = full_trace(FROST + "I activate Frostwielder targeting Grizzly Bears\nresolve\nI cast Shock targeting "
                      "Grizzly Bears\nresolve\n")
    assert_legal(data)
    assert "Grizzly Bears" in player(data, "opponent")["exile"] and not player(data, "opponent")["graveyard"]
    assert "step.damaged_exiled_instead" in step_ids(data) and "614.1a" in cited(data, 4)
    plain = full_trace(FROST + "I cast Shock targeting Grizzly Bears\nresolve\n")  # not dealt damage by it
    assert "Grizzly Bears" in player(plain, "opponent")["graveyard"]


ROT = "me: battlefield Swamp, Swamp, Swamp; hand Mind Rot\nopponent: hand Obstinate Baloth, Forest\n"


def test_obstinate_baloth_discarded_by_an_opponents_spell_enters_the_battlefield(full_trace):
    data = full_trace(ROT + "I cast Mind Rot targeting opponent\nresolve\nresolve\n")
    assert_legal(data)
    assert perm(data, "opponent", "Obstinate Baloth") and player(data, "opponent")["life"] == 24
    assert "step.discarded_to_battlefield" in step_ids(data) and "614.1a" in cited(data, 2)
    own = full_trace("me: battlefield Swamp, Swamp, Swamp; hand Mind Rot, Obstinate Baloth, Forest\n"
                     "I cast Mind Rot targeting me\nresolve\n")  # its owner's own spell: the graveyard
    assert_legal(own)
    assert "Obstinate Baloth" in player(own, "me")["graveyard"]
