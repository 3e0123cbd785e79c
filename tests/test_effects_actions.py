"""Sentence shapes and one-line game actions carried out for real (issue 11, item 3), on real cards of the
shared MTGJSON data read at test time: "you may have <someone> <do something>", a duration said first
("until end of turn, A and B"), and the game actions of 701 and 724/309/705/706 (the monarch, the
dungeons, coins and dice, clash, learn, amass). Each test checks the final situation that proves the effect
happened and the rule the trace cites."""

from __future__ import annotations

from test_effects import ids, legal, perm, player, rules


def test_you_may_have_target_creature_get(full_trace):
    """Fourth Bridge Prowler: "you may have target creature get -1/-1 until end of turn" is "target creature
    gets -1/-1 until end of turn", optional (done, and said as assumed)."""
    data = legal(full_trace, "me: battlefield Swamp; hand Fourth Bridge Prowler\n"
                             "opponent: battlefield Llanowar Elves\nI cast Fourth Bridge Prowler\nresolve all\n")
    assert "Llanowar Elves" in player(data, "opponent")["graveyard"]
    assert {"611.2a", "704.5f"} <= rules(data) and "step.assumed_choice" in ids(data)


def test_a_duration_said_first_covers_both_clauses(full_trace):
    """Zealous Persecution: "Until end of turn, creatures you control get +1/+1 and creatures your opponents
    control get -1/-1"."""
    data = legal(full_trace, "me: battlefield Swamp, Plains, Grizzly Bears; hand Zealous Persecution\n"
                             "opponent: battlefield Llanowar Elves, Hill Giant\nI cast Zealous Persecution\nresolve\n")
    assert perm(data, "me", "Grizzly Bears")["power"] == 3
    assert perm(data, "opponent", "Hill Giant")["toughness"] == 2
    assert "Llanowar Elves" in player(data, "opponent")["graveyard"]


# ---------------------------------------------------------------------------- game actions

def test_amass_creates_the_army_then_grows_it(full_trace):
    """Lazotep Reaver: "amass 1" twice: a 0/0 black Zombie Army token with a +1/+1 counter, then a second
    counter on the same Army (701.47a)."""
    data = legal(full_trace, "me: battlefield Swamp, Swamp, Swamp, Swamp; hand Lazotep Reaver, Lazotep Reaver\n"
                             "I cast Lazotep Reaver\nresolve all\nI cast Lazotep Reaver\nresolve all\n")
    armies = [p for p in player(data, "me")["battlefield"] if p["name"].startswith("Zombie Army")]
    assert len(armies) == 1 and armies[0]["counters"] == {"+1/+1": 2} and armies[0]["power"] == 2
    assert "701.47a" in rules(data)


def test_the_monarch_draws_at_the_end_step_and_loses_it_to_combat_damage(full_trace):
    """Palace Sentinels: "you become the monarch" (724.1); the monarch draws at the beginning of their end
    step and a creature dealing combat damage to the monarch makes its controller the monarch (724.2)."""
    data = legal(full_trace, "me: battlefield Plains, Plains, Plains, Plains; hand Palace Sentinels; library Island\n"
                             "opponent: battlefield Hill Giant\nI cast Palace Sentinels\nresolve all\n"
                             "go to end step\nresolve all\n")
    me = player(data, "me")
    assert me["monarch"] and me["hand"] == ["Island"] and "724.3" in rules(data)
    stolen = legal(full_trace, "me: battlefield Plains, Plains, Plains, Plains; hand Palace Sentinels\n"
                               "opponent: battlefield Hill Giant\nI cast Palace Sentinels\nresolve all\n"
                               "go to end step\nresolve all\nnext step\nnext step\nopponent attacks with Hill Giant\n"
                               "next step\nnext step\nresolve all\n")
    assert player(stolen, "opponent")["monarch"] and not player(stolen, "me")["monarch"]


def test_venture_into_the_dungeon_room_by_room(full_trace):
    """Veteran Dungeoneer twice: the first venture brings a dungeon into the command zone (assumed: Lost Mine
    of Phandelver) and its first room's ability (scry 1) triggers; the second follows an arrow (assumed: the
    first) into the Goblin Lair, whose ability creates a 1/1 red Goblin token (309.4c, 701.49)."""
    data = legal(full_trace, "me: battlefield Plains, Plains, Plains, Plains, Plains, Plains, Plains, Plains; "
                             "hand Veteran Dungeoneer, Veteran Dungeoneer\n"
                             "I cast Veteran Dungeoneer\nresolve all\nI cast Veteran Dungeoneer\nresolve all\n")
    me = player(data, "me")
    assert me["dungeon"] == "lost_mine" and me["room"] == "goblin_lair"
    assert any(p["name"].startswith("Goblin") and p["token"] for p in me["battlefield"])
    assert {"701.49a", "309.5a", "701.22a", "111.2"} <= rules(data)
    assumed = [a["text"] for a in data["assumptions"]]
    assert any("Lost Mine of Phandelver" in t for t in assumed) and any("Goblin Lair" in t for t in assumed)


def test_learn_is_a_rummage_when_a_discard_is_written(full_trace):
    """Eyetwitch dies: "learn" with "I discard Island" after it discards Island and draws (701.48a); without
    the line nothing is done, said as assumed."""
    base = "me: battlefield Mountain, Eyetwitch; hand Shock, Island; library Forest\n" \
           "I cast Shock targeting Eyetwitch\nresolve all\n"
    data = legal(full_trace, base + "I discard Island\n")
    me = player(data, "me")
    assert me["hand"] == ["Forest"] and "Island" in me["graveyard"] and "701.48a" in rules(data)
    nothing = legal(full_trace, base)
    assert sorted(player(nothing, "me")["hand"]) == ["Island"] and "step.assumed_choice" in ids(nothing)


def test_a_coin_flip_decides_if_you_win_the_flip(full_trace):
    """Stitch in Time: "Flip a coin. If you win the flip, take an extra turn after this one." The flip's
    result is an assumed choice (won), in French too (705.2)."""
    data = legal(full_trace, "me: battlefield Island, Island, Mountain; hand Stitch in Time\n"
                             "I cast Stitch in Time\nresolve\n", "fr")
    assert {"705.2", "500.7"} <= rules(data)
    assert any("pile ou face" in a["text"] for a in data["assumptions"])


# ---------------------------------------------------------------------------- characteristics until end of turn

def test_loses_all_abilities_and_becomes_a_frog(full_trace):
    """Turn to Frog on a Gargoyle Sentinel: it loses defender (613.1f), becomes a blue Frog with base power
    and toughness 1/1 (205.1b, 105.3, 613.4b); in the cleanup step it is the card it was again (514.2)."""
    base = "me: battlefield Island, Island; hand Turn to Frog\nopponent: battlefield Gargoyle Sentinel\n" \
           "I cast Turn to Frog targeting Gargoyle Sentinel\nresolve\n"
    data = legal(full_trace, base)
    frog = perm(data, "opponent", "Gargoyle Sentinel")
    assert (frog["power"], frog["toughness"]) == (1, 1) and frog["keywords"] == [] and frog["colors"] == "U"
    assert {"613.1f", "205.1b", "105.3", "613.4b"} <= rules(data)
    later = legal(full_trace, base + "go to cleanup\n")
    gargoyle = perm(later, "opponent", "Gargoyle Sentinel")
    assert (gargoyle["power"], gargoyle["toughness"]) == (3, 3) and gargoyle["keywords"] == ["defender"]


def test_each_has_base_pt_gains_flying_and_becomes_blue_illusions(full_trace):
    """Phantasmal Form: "up to two target creatures each have base power and toughness 3/3, gain flying, and
    become blue Illusions in addition to their other colors and types" (green and blue, Bear and Illusion)."""
    data = legal(full_trace, "me: battlefield Island, Island, Island, Grizzly Bears; hand Phantasmal Form\n"
                             "I cast Phantasmal Form targeting Grizzly Bears\nresolve\n")
    bears = perm(data, "me", "Grizzly Bears")
    assert (bears["power"], bears["toughness"]) == (3, 3) and "flying" in bears["keywords"]
    assert set(bears["colors"]) == {"U", "G"}


def test_a_quoted_ability_granted_until_end_of_turn(full_trace):
    """Retraction Helix: the creature gains "{T}: Return target nonland permanent to its owner's hand." and
    can use it this turn (613.1f)."""
    data = legal(full_trace, "me: battlefield Island, Grizzly Bears; hand Retraction Helix\n"
                             "opponent: battlefield Hill Giant\nI cast Retraction Helix targeting Grizzly Bears\n"
                             "resolve\nI activate Grizzly Bears targeting Hill Giant\nresolve\n")
    assert "Hill Giant" in player(data, "opponent")["hand"] and "613.1f" in rules(data)


def test_a_land_becomes_the_basic_land_type_of_your_choice(full_trace):
    """Reef Shaman on Karakas with "I choose Swamp": Karakas is only a Swamp until end of turn, taps for {B}
    and has lost its own ability (305.7); without the line, Plains is assumed."""
    base = "me: battlefield Reef Shaman\nopponent: battlefield Karakas\nI activate Reef Shaman targeting Karakas\n" \
           "resolve\n"
    data = legal(full_trace, base + "I choose Swamp\nopponent taps Karakas for B\n")
    assert player(data, "opponent")["pool"] == "B" and "305.7" in rules(data)
    assumed = legal(full_trace, base)
    assert any("Plains" in a["text"] for a in assumed["assumptions"])


def test_becomes_the_creature_type_of_your_choice(full_trace):
    """Mistform Dreamer: "becomes the creature type of your choice until end of turn" with "I choose Elf"."""
    data = legal(full_trace, "me: battlefield Island, Mistform Dreamer\nI activate Mistform Dreamer\nresolve\n"
                             "I choose Elf\n")
    assert "205.1b" in rules(data) and not data["assumptions"][1:]


# ---------------------------------------------------------------------------- this turn's combat requirements

def test_all_creatures_able_to_block_it_do_so(full_trace):
    """Alluring Scent: every creature able to block the target must block it this turn (509.1c): blocking
    with one of two able creatures is illegal, with both it is legal."""
    base = "me: battlefield Forest, Forest, Forest, Grizzly Bears; hand Alluring Scent\n" \
           "opponent: battlefield Hill Giant, Llanowar Elves\nI cast Alluring Scent targeting Grizzly Bears\n" \
           "resolve\nI attack with Grizzly Bears\n"
    data = full_trace(base + "opponent blocks Grizzly Bears with Hill Giant\n")
    assert data["exit"] == 1 and "509.1c" in rules(data)
    legal(full_trace, base + "opponent blocks Grizzly Bears with Hill Giant\n"
                             "opponent blocks Grizzly Bears with Llanowar Elves\n")


def test_game_actions_are_trigger_events(full_trace):
    """Tavern Scoundrel: "Whenever you win a coin flip, create two Treasure tokens" sees Stitch in Time's flip;
    Custodi Lich: "Whenever you become the monarch, target player sacrifices a creature" sees its own
    "you become the monarch" (603.2)."""
    data = legal(full_trace, "me: battlefield Island, Island, Mountain, Tavern Scoundrel; hand Stitch in Time\n"
                             "I cast Stitch in Time\nresolve all\n")
    treasures = [p for p in player(data, "me")["battlefield"] if p["name"].startswith("Treasure")]
    assert len(treasures) == 2 and "603.2" in rules(data)
    lich = legal(full_trace, "me: battlefield Swamp, Swamp, Swamp, Swamp, Swamp; hand Custodi Lich\n"
                             "opponent: battlefield Grizzly Bears\nI cast Custodi Lich\nresolve all\n")
    assert "Grizzly Bears" in player(lich, "opponent")["graveyard"] and player(lich, "me")["monarch"]


def test_assigns_no_combat_damage_this_turn(full_trace):
    """Ophidian unblocked: "you may draw a card. If you do, Ophidian assigns no combat damage this turn" --
    the card is drawn and the opponent keeps 20 life (510.1)."""
    data = legal(full_trace, "me: battlefield Ophidian; library Island\nI attack with Ophidian\nnext step\n"
                             "resolve\nnext step\n")
    assert player(data, "opponent")["life"] == 20 and player(data, "me")["hand"] == ["Island"]
    assert "510.1" in rules(data)


def test_a_land_becomes_a_creature_that_is_still_a_land(full_trace):
    """Quirion Druid: "Target land becomes a 2/2 green creature that's still a land" -- no duration, so it stays
    a creature after the turn ends (611.2a); Mutavault's own "becomes a 2/2 creature with all creature types until
    end of turn. It's still a land." ends in the cleanup step (514.2)."""
    data = legal(full_trace, "me: battlefield Forest, Forest, Quirion Druid, Mutavault\n"
                             "I activate Quirion Druid targeting Forest\nresolve\nI activate Mutavault\nresolve\n")
    forests = [p for p in player(data, "me")["battlefield"] if p["name"] == "Forest"]
    assert any(f["power"] == 2 and f["colors"] == "G" for f in forests)
    assert perm(data, "me", "Mutavault")["power"] == 2 and {"205.1b", "613.4b"} <= rules(data)
    later = legal(full_trace, "me: battlefield Forest, Forest, Quirion Druid, Mutavault\n"
                              "I activate Quirion Druid targeting Forest\nresolve\nI activate Mutavault\nresolve\n"
                              "go to cleanup\n")
    assert perm(later, "me", "Mutavault")["power"] is None
    assert any(p["power"] == 2 for p in player(later, "me")["battlefield"] if p["name"] == "Forest")


def test_a_flip_card_flips(full_trace):
    """Akki Lavarunner: "Whenever Akki Lavarunner deals damage to an opponent, flip it." -- it is now Tok-Tok,
    Volcano Born, red 2/2 (710.2)."""
    data = legal(full_trace, "me: battlefield Akki Lavarunner\nI attack with Akki Lavarunner\nnext step\n"
                             "next step\nresolve\n")
    tok = perm(data, "me", "Tok-Tok, Volcano Born")
    assert (tok["power"], tok["toughness"]) == (2, 2) and tok["colors"] == "R" and "710.2" in rules(data)


def test_a_life_total_becomes_a_number(full_trace):
    """Blessed Wind: "Target player's life total becomes 20." -- from 7, that player gains 13 (119.5)."""
    lands = ", ".join(["Plains"] * 9)
    data = legal(full_trace, f"me: life 7; battlefield {lands}; hand Blessed Wind\nI cast Blessed Wind targeting me\n"
                             "resolve\n")
    assert player(data, "me")["life"] == 20 and {"119.5", "119.3"} & rules(data)
