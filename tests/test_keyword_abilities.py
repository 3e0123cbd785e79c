"""More keyword abilities enforced by the engine (issue 11, item 2), each with real cards of the shared MTGJSON data
(imported once per session, read at test time), the side where the ability applies and the side where it doesn't,
and the rule the trace cites.
"""

from __future__ import annotations

from trace_helpers import assert_legal, cited, illegal, perm, perms, player, step_ids

TO_MY_UPKEEP = "go to end step\n" + "next step\n" * 9  # my end step, cleanup, the opponent's turn, my untap


def test_storm_copies_the_spell_for_each_spell_cast_before_it(run):
    setup = ("me: battlefield Mountain, Mountain, Mountain, Mountain; hand Lightning Bolt, {spell}\n"
             "I cast Lightning Bolt targeting opponent\nresolve\nI cast {spell} targeting opponent\nresolve all\n")
    data = run(setup.format(spell="Grapeshot"))  # storm: one copy
    assert_legal(data)
    assert "702.40a" in cited(data) and player(data, "opponent")["life"] == 15
    data = run(setup.format(spell="Shock").replace("Mountain, Mountain, Mountain, Mountain", "Mountain, Mountain"))
    assert player(data, "opponent")["life"] == 15 and "702.40a" not in cited(data)  # Shock: 3 + 2, no copy


def test_rebound_exiles_the_spell_and_casts_it_again_at_the_next_upkeep(run):
    setup = ("me: battlefield Mountain, Mountain, Mountain; hand {spell}\nI cast {spell} targeting opponent\n"
             "resolve\n")
    data = run(setup.format(spell="Staggershock") + TO_MY_UPKEEP + "resolve\nI cast Staggershock targeting "
                                                                    "opponent\nresolve\n")
    assert_legal(data)
    assert {"702.88a", "608.2g"} <= cited(data)
    assert player(data, "opponent")["life"] == 16 and player(data, "me")["graveyard"] == ["Staggershock"]
    data = run(setup.format(spell="Lightning Bolt"))
    assert player(data, "me")["graveyard"] == ["Lightning Bolt"] and "702.88a" not in cited(data)


def test_suspend_is_a_special_action_then_the_card_is_cast_for_free(run):
    setup = "me: battlefield Mountain; hand Rift Bolt\nopponent: battlefield Grizzly Bears\nI suspend Rift Bolt\n"
    data = run(setup + TO_MY_UPKEEP + "resolve\nresolve\nI cast Rift Bolt targeting Grizzly Bears\nresolve\n")
    assert_legal(data)
    assert {"702.62a", "116.2f", "608.2g"} <= cited(data)
    assert "Grizzly Bears" in player(data, "opponent")["graveyard"]
    assert player(data, "me")["battlefield"][0]["tapped"] is False  # the free cast paid nothing (it untapped)
    illegal(run(setup.replace("Rift Bolt", "Lightning Bolt")), "702.62a")  # no suspend


def test_living_weapon_makes_a_germ_carrying_the_equipment(run):
    data = run("me: battlefield Plains, Plains, Plains, Plains, Plains; hand Batterskull\nI cast Batterskull\n"
               "resolve all\n")
    assert_legal(data)
    assert "702.92a" in cited(data)
    germ = perm(data, "me", "Phyrexian Germ Token")
    assert (germ["power"], germ["toughness"]) == (4, 4)


def test_level_up_changes_the_band_that_applies(run):
    # Student of Warfare: LEVEL 2-6 3/3 first strike; LEVEL 7+ 4/4 double strike
    setup = ("Alice: battlefield Plains, Plains, Student of Warfare{counters}\nBob: battlefield Grizzly Bears\n"
             "turn: Alice, main 1\n{levels}Alice attacks with Student of Warfare\n"
             "Bob blocks Student of Warfare with Grizzly Bears\nnext step\nnext step\n")
    level = "Alice activates Student of Warfare\nresolve\n"
    data = run(setup.format(counters=" (1 level counter)", levels=level))
    assert_legal(data)
    assert "613.4b" in cited(data) and perm(data, "Alice", "Student of Warfare")["damage"] == 0  # first strike
    data = run(setup.format(counters="", levels=""))
    assert "Student of Warfare" in player(data, "Alice")["graveyard"]  # a 1/1 without levels


def test_soulbond_pairs_and_both_creatures_get_the_ability(run):
    # Silverblade Paladin: as long as it's paired with another creature, both have double strike
    data = run("me: battlefield Grizzly Bears, Plains, Plains, Plains; hand Silverblade Paladin\n"
               "I cast Silverblade Paladin\nresolve all\n")
    assert_legal(data)
    assert "702.95a" in cited(data) and "step.paired" in step_ids(data)
    assert "613.1f" in cited(data)


def test_afterlife_makes_spirits_when_it_dies(run):
    data = run("me: battlefield Ministrant of Obligation\nopponent: battlefield Mountain; hand Lightning Bolt\n"
               "turn: opponent, main 1\nopponent casts Lightning Bolt targeting Ministrant of Obligation\n"
               "resolve all\n")
    assert_legal(data)
    assert "702.135a" in cited(data)
    assert len(perms(data, "me", "Spirit Token")) == 2


def test_extort_drains_when_paid(run):
    setup = ("me: battlefield Swamp, Swamp, Syndic of Tithes; hand Duress\nopponent: hand Forest\n"
             "I cast Duress targeting opponent\nresolve\n{pay}")
    data = run(setup.format(pay="I pay {W/B}\n"))
    assert_legal(data)
    assert "702.101a" in cited(data)
    assert player(data, "opponent")["life"] == 19 and player(data, "me")["life"] == 21
    data = run(setup.format(pay=""))
    assert player(data, "opponent")["life"] == 20 and "step.assumed_choice" in step_ids(data)


def test_embalm_makes_a_token_copy_from_the_graveyard(run):
    data = run("me: battlefield Plains; graveyard Sacred Cat\nI activate Sacred Cat\nresolve\n")
    assert_legal(data)
    assert "702.128a" in cited(data) and player(data, "me")["exile"] == ["Sacred Cat"]
    illegal(run("me: battlefield Plains, Sacred Cat\nI activate Sacred Cat\n"), "113.6")
