"""Counters and counted amounts as spells and abilities resolve (issue 11, item 3), on real cards of the shared
MTGJSON data: counters on several objects or of several kinds in one sentence, keyword counters (122.1b),
counters on a permanent chosen as the effect resolves (608.2c), and amounts counted from the turn's events
("for each creature that died this turn", "for each creature in your party", 700.8)."""

from __future__ import annotations

from test_effects import ids, legal, perm, player, rules, texts


def test_a_counter_on_the_entering_creature_and_one_on_the_source(full_trace):
    """Juniper Order Ranger: another creature enters under your control: a +1/+1 counter on it and one on ~."""
    data = legal(full_trace, "me: battlefield Juniper Order Ranger, Forest, Forest; hand Grizzly Bears\n"
                             "I cast Grizzly Bears\nresolve\nresolve\n")
    bears, ranger = perm(data, "me", "Grizzly Bears"), perm(data, "me", "Juniper Order Ranger")
    assert (bears["power"], bears["toughness"]) == (3, 3) and (ranger["power"], ranger["toughness"]) == (3, 5)
    assert ids(data).count("step.counter_put") == 2 and "122.1" in rules(data)


def test_two_kinds_of_counters_and_the_keyword_a_counter_gives(full_trace):
    """Unexpected Fangs: a +1/+1 counter and a lifelink counter on the target; the lifelink counter gives it
    lifelink (122.1b)."""
    data = legal(full_trace, "me: battlefield Swamp, Swamp; hand Unexpected Fangs\nopponent: battlefield "
                             "Grizzly Bears\nI cast Unexpected Fangs targeting Grizzly Bears\nresolve\n")
    bears = perm(data, "opponent", "Grizzly Bears")
    assert (bears["power"], bears["toughness"]) == (3, 3) and "lifelink" in bears["keywords"]
    assert any("lifelink" in t for t in texts(data))


def test_a_counter_on_a_creature_you_choose_as_it_resolves(full_trace):
    """Blood Curdle: destroy the target, then a menace counter on a creature you control: not a target; with
    no line that chooses, the first one, said as assumed; a `choose` line picks another."""
    base = ("me: battlefield Swamp, Swamp, Swamp, Swamp, Llanowar Elves, Grizzly Bears; hand Blood Curdle\n"
            "opponent: battlefield Hill Giant\nI cast Blood Curdle targeting Hill Giant\nresolve\n")
    assumed = legal(full_trace, base)
    assert player(assumed, "opponent")["graveyard"] == ["Hill Giant"]
    assert "menace" in perm(assumed, "me", "Llanowar Elves")["keywords"]
    assert "step.assumed_choice" in ids(assumed) and "608.2c" in rules(assumed)
    chosen = legal(full_trace, base + "I choose Grizzly Bears\n")
    assert "menace" in perm(chosen, "me", "Grizzly Bears")["keywords"]
    assert "menace" not in perm(chosen, "me", "Llanowar Elves")["keywords"]


def test_a_counter_for_each_creature_in_your_party(full_trace):
    """Emeria Captain (an Angel Warrior): "a +1/+1 counter on it for each creature in your party" (700.8): with
    a Cleric beside it, two; a second Warrior adds nothing."""
    data = legal(full_trace, "me: battlefield Plains, Plains, Plains, Plains, Cleric of the Forward Order, "
                             "Tuktuk Grunts; hand Emeria Captain\nI cast Emeria Captain\nresolve\nresolve\n")
    captain = perm(data, "me", "Emeria Captain")
    assert (captain["power"], captain["toughness"]) == (3, 3)


def test_life_for_each_creature_that_died_this_turn(full_trace):
    """Canopy Stalker: when it dies, 1 life for each creature that died this turn (itself included, 700.4)."""
    data = legal(full_trace, "me: battlefield Canopy Stalker, Grizzly Bears\nopponent: battlefield Mountain, "
                             "Mountain; hand Lightning Bolt, Shock\nopponent casts Shock targeting Grizzly Bears\n"
                             "resolve\nopponent casts Lightning Bolt targeting Canopy Stalker\nresolve\nresolve\n")
    assert player(data, "me")["life"] == 22
    assert player(data, "me")["graveyard"] == ["Grizzly Bears", "Canopy Stalker"]


def test_control_for_as_long_as_the_source_remains(full_trace):
    """Sower of Temptation: its trigger gains control of Hill Giant for as long as it remains on the battlefield;
    when it dies, control goes back (611.2b)."""
    base = ("me: battlefield Island, Island, Island, Island; hand Sower of Temptation\nopponent: battlefield "
            "Hill Giant, Mountain; hand Lightning Bolt\nI cast Sower of Temptation\nresolve\nresolve\n")
    kept = legal(full_trace, base)
    perm(kept, "me", "Hill Giant")
    assert "step.gains_control_while" in ids(kept) and "613.1b" in rules(kept)
    back = legal(full_trace, base + "opponent casts Lightning Bolt targeting Sower of Temptation\nresolve\n")
    perm(back, "opponent", "Hill Giant")
    assert "step.control_returns" in ids(back) and "611.2b" in rules(back)


def test_damage_equal_to_the_lands_the_target_player_controls(full_trace):
    """Anathemancer: damage to the target player equal to the nonbasic lands that player controls (not yours)."""
    data = legal(full_trace, "me: battlefield Swamp, Mountain, Badlands; hand Anathemancer\nopponent: battlefield "
                             "Volcanic Island, Tropical Island, Mountain\nI cast Anathemancer\nresolve\nresolve\n")
    assert player(data, "opponent")["life"] == 18 and player(data, "me")["life"] == 20


def test_more_damage_instead_when_a_creature_died(full_trace):
    """Brimstone Volley (morbid, a paragraph of its own): 3 damage, or 5 instead if a creature died this turn."""
    base = "me: battlefield Mountain, Mountain, Mountain, Mountain; hand Brimstone Volley, Shock\n"
    plain = legal(full_trace, base + "I cast Brimstone Volley targeting opponent\nresolve\n")
    assert player(plain, "opponent")["life"] == 17
    morbid = legal(full_trace, base + "opponent: battlefield Llanowar Elves\nI cast Shock targeting Llanowar "
                                      "Elves\nresolve\nI cast Brimstone Volley targeting opponent\nresolve\n")
    assert player(morbid, "opponent")["life"] == 15 and "step.condition_met" in ids(morbid)


def test_a_green_creature_card_from_your_hand_onto_the_battlefield(full_trace):
    """Dramatic Entrance: the green creature card the controller chooses (not a red one) enters; without a
    `choose` line, the first green one, said as assumed (608.2c)."""
    base = ("me: battlefield Forest, Forest, Forest, Forest, Forest; hand Dramatic Entrance, Hill Giant, "
            "Craw Wurm, Grizzly Bears\nI cast Dramatic Entrance\nresolve\n")
    assumed = legal(full_trace, base)
    perm(assumed, "me", "Craw Wurm")
    assert player(assumed, "me")["hand"] == ["Hill Giant", "Grizzly Bears"]
    assert "step.assumed_choice" in ids(assumed) and "608.2c" in rules(assumed)
    chosen = legal(full_trace, base + "I choose Grizzly Bears\n")
    perm(chosen, "me", "Grizzly Bears")


def test_damage_to_the_controller_of_the_countered_spell(full_trace):
    """Ionize: counter the target spell, then 2 damage to that spell's controller (608.2h: who controlled it)."""
    data = legal(full_trace, "me: battlefield Island, Island, Mountain; hand Ionize\nopponent: battlefield "
                             "Mountain; hand Lightning Bolt\nturn: opponent, main 1\n"
                             "opponent casts Lightning Bolt targeting me\nI cast Ionize targeting Lightning Bolt\n"
                             "resolve\n")
    assert player(data, "opponent")["life"] == 18 and player(data, "me")["life"] == 20
    assert player(data, "opponent")["graveyard"] == ["Lightning Bolt"]


def test_damage_to_each_player_counted_for_that_player(full_trace):
    """Acidic Soil: damage to each player equal to the number of lands *they* control: each their own."""
    data = legal(full_trace, "me: battlefield Mountain, Mountain, Mountain; hand Acidic Soil\nopponent: "
                             "battlefield Forest, Forest, Llanowar Elves\nI cast Acidic Soil\nresolve\n")
    assert player(data, "me")["life"] == 17 and player(data, "opponent")["life"] == 18


def test_life_equal_to_the_toughness_of_the_creature_sacrificed(full_trace):
    """Tribute to Hunger: the opponent sacrifices a creature; you gain life equal to its toughness, as it last
    existed (608.2h)."""
    data = legal(full_trace, "me: battlefield Swamp, Swamp, Swamp; hand Tribute to Hunger\nopponent: battlefield "
                             "Hill Giant\nI cast Tribute to Hunger targeting opponent\nresolve\n")
    assert player(data, "opponent")["graveyard"] == ["Hill Giant"] and player(data, "me")["life"] == 23


def test_damage_to_the_player_the_creature_attacks(full_trace):
    """Scorch Spitter: as it attacks, 1 damage to the player it attacks (the defending player, 506.2)."""
    data = legal(full_trace, "me: battlefield Scorch Spitter\ngo to declare attackers\n"
                             "I attack with Scorch Spitter\nresolve\n")
    assert player(data, "opponent")["life"] == 19 and player(data, "me")["life"] == 20
