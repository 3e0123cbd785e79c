"""Trigger events of issue 11 (fourth session, plugin `triggers`): cards put into graveyards from anywhere (603.6),
creatures put into a given player's graveyard, one ability with two events ("enters the battlefield or is turned
face up"), day becoming night. Each on a real card of the shared MTGJSON data, with the other side."""

from __future__ import annotations

from trace_helpers import assert_legal, cited, illegal, perm, perms, player, step_ids

BOLT = "me: battlefield Mountain; hand Lightning Bolt\n"


def test_vulturous_zombie_grows_for_each_card_put_into_an_opponents_graveyard(run):
    base = BOLT + "me: battlefield Vulturous Zombie\nopponent: battlefield Grizzly Bears\n"
    data = run(base + "I cast Lightning Bolt targeting Grizzly Bears\nresolve\nresolve\n")
    assert_legal(data)
    # the Bears (the opponent's card) count; the Bolt, in its owner's (my) graveyard, doesn't
    assert perm(data, "me", "Vulturous Zombie")["counters"] == {"+1/+1": 1}, player(data, "me")["battlefield"]
    assert "603.2" in cited(data) and "step.not_simulated" not in step_ids(data)
    at_me = run(base + "I cast Lightning Bolt targeting opponent\nresolve\n")
    assert_legal(at_me)
    assert not perm(at_me, "me", "Vulturous Zombie").get("counters")


def test_worldspine_wurm_is_shuffled_back_from_the_graveyard(run):
    data = run("me: battlefield Worldspine Wurm\nopponent: battlefield Swamp, Swamp; hand Doom Blade\n"
               "opponent casts Doom Blade targeting Worldspine Wurm\nresolve\nresolve all\n")
    assert_legal(data)
    assert "Worldspine Wurm" not in player(data, "me")["graveyard"]
    assert len(perms(data, "me", "Wurm Token")) == 3 and "step.not_simulated" not in step_ids(data)


def test_enduring_renewal_returns_only_creatures_put_into_my_graveyard(run):
    base = BOLT + "me: battlefield Enduring Renewal, Grizzly Bears\nopponent: battlefield Hill Giant\n"
    mine = run(base + "I cast Lightning Bolt targeting Grizzly Bears\nresolve\nresolve\n")
    assert_legal(mine)
    assert "Grizzly Bears" in player(mine, "me")["hand"] and "Grizzly Bears" not in player(mine, "me")["graveyard"]
    theirs = run(base + "I cast Lightning Bolt targeting Hill Giant\nresolve\n")
    assert_legal(theirs)
    assert "Hill Giant" in player(theirs, "opponent")["graveyard"] and "step.ability_triggers" not in step_ids(theirs)


def test_tomebound_lich_loots_as_it_enters_and_when_it_deals_combat_damage(run):
    data = run("me: battlefield Swamp, Swamp, Island; hand Tomebound Lich\nI cast Tomebound Lich\nresolve\nresolve\n")
    assert_legal(data)
    assert "step.draws" in step_ids(data) and len(player(data, "me")["graveyard"]) == 1
    combat = run("Alice: battlefield Tomebound Lich\nBob: battlefield Forest\nturn: Alice, main 1\n"
                 "Alice attacks with Tomebound Lich\nnext step\nnext step\nresolve all\n")
    assert_legal(combat)
    assert player(combat, "Bob")["life"] == 19 and "step.draws" in step_ids(combat)


def test_hermit_of_the_natterknolls_draws_when_an_opponent_casts_during_my_turn(run):
    base = "me: battlefield Hermit of the Natterknolls\nopponent: battlefield Mountain; hand Lightning Bolt\n"
    mine = run(base + "opponent casts Lightning Bolt targeting me\nresolve\nresolve\n")
    assert_legal(mine)
    assert len(player(mine, "me")["hand"]) == 1 and "603.2" in cited(mine)
    theirs = run(base + "turn: opponent, main 1\nopponent casts Lightning Bolt targeting me\nresolve\n")
    assert_legal(theirs)
    assert not player(theirs, "me")["hand"] and "step.ability_triggers" not in step_ids(theirs)


def test_burdened_aerialist_flies_when_a_token_is_sacrificed(run):
    base = "me: battlefield Burdened Aerialist, {}\nI activate {} ability 1\n"
    data = run(base.format("Treasure", "Treasure") + "resolve\n")
    assert_legal(data)
    assert "flying" in perm(data, "me", "Burdened Aerialist")["keywords"]
    land = run(base.format("Ghost Quarter", "Ghost Quarter") + "resolve\n")
    assert "flying" not in perm(land, "me", "Burdened Aerialist")["keywords"]


def test_pit_imp_pumps_no_more_than_twice_each_turn(run):
    base = "me: battlefield Pit Imp, Swamp, Swamp, Swamp\n" + "I activate Pit Imp\nresolve\n" * 2
    twice = run(base)
    assert_legal(twice)
    assert perm(twice, "me", "Pit Imp")["power"] == 2
    illegal(run(base + "I activate Pit Imp\n"), "602.5b")


def test_brass_squire_attaches_an_equipment_to_a_creature(run):
    base = "me: battlefield Brass Squire, Bonesplitter, Grizzly Bears, {}\nI activate Brass Squire targeting " \
           "Bonesplitter and {}\nresolve\n"
    data = run(base.format("Forest", "Grizzly Bears"))
    assert_legal(data)
    assert perm(data, "me", "Grizzly Bears")["power"] == 4 and "701.3a" in cited(data)


def test_prison_term_may_move_to_a_creature_entering_under_an_opponents_control(run):
    data = run("me: battlefield Plains, Plains, Plains; hand Prison Term\n"
               "opponent: battlefield Grizzly Bears, Forest, Forest; hand Ambush Viper\n"
               "I cast Prison Term targeting Grizzly Bears\nresolve\nopponent casts Ambush Viper\nresolve\nresolve\n")
    assert_legal(data)
    assert perm(data, "me", "Prison Term")["attached_to"] == "Ambush Viper", player(data, "me")["battlefield"]
    assert "701.3a" in cited(data) and "step.assumed_choice" in step_ids(data)


# ---------------------------------------------------------------------------- what an effect forbids this turn


def test_burning_tree_bloodscale_stops_a_creature_from_blocking_it(run):
    base = ("Alice: battlefield Burning-Tree Bloodscale, Mountain, Mountain, Mountain\nBob: battlefield {}\n"
            "turn: Alice, main 1\nAlice activates Burning-Tree Bloodscale ability 1 targeting Grizzly Bears\nresolve\n"
            "Alice attacks with Burning-Tree Bloodscale\nBob blocks Burning-Tree Bloodscale with {}\n")
    refused = run(base.format("Grizzly Bears", "Grizzly Bears"))
    assert "611.2a" in illegal(refused, "509.1b")["rules"]  # an effect of this turn, not an ability it has
    other = run(base.format("Grizzly Bears, Hill Giant", "Hill Giant"))  # another creature still may
    assert_legal(other)
    assert "step.marked_cant_block_source" in step_ids(other)


def test_skullcrack_stops_life_gain_for_the_rest_of_the_turn(run):
    base = ("me: battlefield Mountain, Mountain; hand Skullcrack\nopponent: battlefield Plains, Plains; hand Revitalize"
            "\n{}opponent casts Revitalize\nresolve\n")
    data = run(base.format("I cast Skullcrack targeting opponent\nresolve\n"))
    assert_legal(data)
    assert player(data, "opponent")["life"] == 17 and "119.7" in cited(data) and "611.2a" in cited(data)
    assert "step.not_simulated" not in step_ids(data)
    before = run(base.format("") + "I cast Skullcrack targeting opponent\nresolve\n")  # gained first: 20 + 3 - 3
    assert_legal(before)
    assert player(before, "opponent")["life"] == 20


def test_pinpoint_avalanche_damage_goes_through_a_prevention_shield(run):
    base = ("me: battlefield Mountain, Mountain, Mountain, Mountain, Mountain; hand {}\n"
            "opponent: battlefield Hill Giant, Plains; hand Mending Hands\n"
            "opponent casts Mending Hands targeting Hill Giant\nresolve\nI cast {} targeting Hill Giant\nresolve\n")
    data = run(base.format("Pinpoint Avalanche", "Pinpoint Avalanche"))
    assert_legal(data)
    assert "Hill Giant" in player(data, "opponent")["graveyard"] and "615.12" in cited(data)
    bolt = run(base.format("Lightning Bolt", "Lightning Bolt"))  # the shield takes the Bolt's 3 damage
    assert_legal(bolt)
    assert perms(bolt, "opponent", "Hill Giant")


def test_pardic_miner_stops_the_target_player_playing_lands(run):
    base = "me: battlefield Pardic Miner; hand Forest\nI activate Pardic Miner targeting {}\nresolve\nI play Forest\n"
    illegal(run(base.format("me")), "305.2b")
    assert_legal(run(base.format("opponent")))


# ---------------------------------------------------------------------------- triggered mana abilities (605.1b)


def test_wild_growth_adds_green_when_its_land_is_tapped_for_mana(run):
    base = "me: battlefield Forest, Island; hand Wild Growth, Grizzly Bears\n{}I tap Island\nI cast Grizzly Bears\n"
    data = run(base.format("I cast Wild Growth targeting Island\nresolve\n") + "resolve\n")
    assert_legal(data)
    assert perms(data, "me", "Grizzly Bears") and "605.4a" in cited(data)
    assert "step.mana_trigger_resolves" in step_ids(data)
    # without the Aura, the Island alone makes one blue mana
    illegal(run("me: battlefield Island; hand Grizzly Bears\nI tap Island\nI cast Grizzly Bears\n"), "601.2h")


def test_mana_flare_doubles_the_mana_of_each_land(run):
    data = run("me: battlefield Mana Flare, Forest; hand Grizzly Bears\nopponent: battlefield Mountain\n"
               "I tap Forest\nI cast Grizzly Bears\nresolve\n")
    assert_legal(data)
    assert perms(data, "me", "Grizzly Bears") and "605.4a" in cited(data)


# ---------------------------------------------------------------------------- "one or more" (603.2c), graveyards


def test_turntimber_sower_makes_one_plant_for_two_lands_milled_at_once(run):
    data = run("me: battlefield Turntimber Sower, Island; hand Thought Scour; library Forest, Island, Grizzly Bears\n"
               "I cast Thought Scour targeting me\nresolve\nresolve\n")
    assert_legal(data)
    assert len(perms(data, "me", "Plant Token")) == 1, player(data, "me")["battlefield"]
    assert step_ids(data).count("step.ability_triggers") == 1


def test_fuming_effigy_deals_damage_when_a_card_leaves_my_graveyard(run):
    base = "me: battlefield Fuming Effigy, Swamp; hand Raise Dead; graveyard Grizzly Bears\n"
    data = run(base + "I cast Raise Dead targeting Grizzly Bears\nresolve\nresolve\n")
    assert_legal(data)
    assert "Grizzly Bears" in player(data, "me")["hand"] and player(data, "opponent")["life"] == 19
    assert "603.2" in cited(data)


def test_incinerate_stops_regeneration_of_the_creature_it_damaged(run):
    base = ("me: battlefield Mountain, Mountain; hand {}\nopponent: battlefield Drudge Skeletons, Swamp\n"
            "opponent activates Drudge Skeletons\nresolve\nI cast {} targeting Drudge Skeletons\nresolve\n")
    data = run(base.format("Incinerate", "Incinerate"))
    assert_legal(data)
    assert "Drudge Skeletons" in player(data, "opponent")["graveyard"] and "701.15c" in cited(data)
    bolt = run(base.format("Lightning Bolt", "Lightning Bolt"))  # the shield replaces the destruction
    assert_legal(bolt)
    assert perms(bolt, "opponent", "Drudge Skeletons")


def test_anointer_priest_sees_only_creature_tokens(run):
    data = run("me: battlefield Anointer Priest, Plains, Plains; hand Raise the Alarm\nI cast Raise the Alarm\n"
               "resolve\nresolve all\n")
    assert_legal(data)
    assert player(data, "me")["life"] == 22
    bears = run("me: battlefield Anointer Priest, Forest, Forest; hand Grizzly Bears\nI cast Grizzly Bears\n"
                "resolve\n")
    assert player(bears, "me")["life"] == 20 and "step.ability_triggers" not in step_ids(bears)


def test_deglamer_chooses_its_target_then_shuffles_it_away(run):
    data = run("me: battlefield Forest, Forest; hand Deglamer\nopponent: battlefield Sol Ring\n"
               "I cast Deglamer targeting Sol Ring\nresolve\n")
    assert_legal(data)
    assert not perms(data, "opponent", "Sol Ring") and "step.not_simulated" not in step_ids(data)


def test_jetting_glasskite_triggers_only_the_first_time_it_is_targeted_each_turn(run):
    data = run("me: battlefield Jetting Glasskite\n"
               "opponent: battlefield Mountain, Mountain; hand Shock, Lightning Bolt\n"
               "opponent casts Shock targeting Jetting Glasskite\nresolve\nresolve\n"
               "opponent casts Lightning Bolt targeting Jetting Glasskite\nresolve\n")
    assert_legal(data)
    assert step_ids(data).count("step.ability_triggers") == 1  # the Shock only, not the Bolt


def test_gorilla_tactics_makes_gorillas_only_when_an_opponent_makes_me_discard_it(run):
    base = "me: hand Gorilla Tactics, Forest\n{who}: battlefield Swamp, Swamp, Swamp; hand Mind Rot\nturn: {who}, " \
           "main 1\n{caster} Mind Rot targeting me\nresolve\nresolve\n"
    data = run(base.format(who="opponent", caster="opponent casts"))
    assert_legal(data)
    assert len(perms(data, "me", "Gorilla Token")) == 2, player(data, "me")["battlefield"]
    mine = run(base.format(who="me", caster="I cast"))
    assert_legal(mine)
    assert not perms(mine, "me", "Gorilla Token") and "Gorilla Tactics" in player(mine, "me")["graveyard"]


def test_warp_artifact_hurts_the_enchanted_artifacts_controller_in_their_upkeep(run):
    data = run("Alice: battlefield Swamp, Swamp; hand Warp Artifact\nBob: battlefield Sol Ring\nturn: Alice, main 1\n"
               "Alice casts Warp Artifact targeting Sol Ring\nresolve\ngo to end step\nnext step\nnext step\nresolve\n")
    assert_legal(data)
    assert player(data, "Bob")["life"] == 19 and player(data, "Alice")["life"] == 20


def test_viridian_harvest_gains_life_when_its_artifact_is_destroyed(run):
    data = run("me: battlefield Forest, Forest, Sol Ring; hand Viridian Harvest\n"
               "opponent: battlefield Mountain, Mountain; hand Shatter\nI cast Viridian Harvest targeting Sol Ring\n"
               "resolve\nopponent casts Shatter targeting Sol Ring\nresolve\nresolve\n")
    assert_legal(data)
    assert player(data, "me")["life"] == 26 and "Viridian Harvest" in player(data, "me")["graveyard"]


def test_null_profusion_draws_for_a_land_played_and_for_a_spell_cast(run):
    data = run("me: battlefield Null Profusion, Mountain; hand Forest, Lightning Bolt\nI play Forest\nresolve\n"
               "I cast Lightning Bolt targeting opponent\nresolve\nresolve\n")
    assert_legal(data)
    assert len(player(data, "me")["hand"]) == 2 and step_ids(data).count("step.ability_triggers") == 2
