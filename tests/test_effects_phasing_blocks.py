"""Effects that phase permanents out, let a creature block more attackers this turn, and delayed triggers that wait
for the next spell cast this turn (issue 11, item 3) -- on real cards of the shared MTGJSON data; each test checks an
action that is legal or illegal because of the effect."""

from __future__ import annotations

from test_effects import legal, player, rules


def test_a_permanent_that_phased_out_is_treated_as_though_it_doesn_t_exist(full_trace):
    """Blink Dog: "{3}{W}: ~ phases out." -- treated as though it doesn't exist (702.26b): Pyroclasm's 2 damage to
    each creature kills the Llanowar Elves, not the phased-out Blink Dog; without the activation, both die."""
    base = ("me: battlefield Blink Dog, Plains, Plains, Plains, Plains, Mountain, Mountain; hand Pyroclasm\n"
            "opponent: battlefield Llanowar Elves\n")
    data = legal(full_trace, base + "I activate Blink Dog\nresolve\nI cast Pyroclasm\nresolve\n")
    assert "Llanowar Elves" in player(data, "opponent")["graveyard"] and "702.26b" in rules(data)
    assert "Blink Dog" not in player(data, "me")["graveyard"]
    burnt = legal(full_trace, base + "I cast Pyroclasm\nresolve\n")
    assert "Blink Dog" in player(burnt, "me")["graveyard"]


def test_a_creature_that_can_block_an_additional_creature(full_trace):
    """Anurid Swarmsnapper: "{1}{G}: ~ can block an additional creature this turn." -- it blocks both attackers
    after the activation (509.1a); without it, blocking two is illegal."""
    base = ("me: battlefield Anurid Swarmsnapper, Forest, Forest\nopponent: battlefield Grizzly Bears, "
            "Llanowar Elves\nturn: opponent, main 1\ngo to declare attackers\n"
            "opponent attacks with Grizzly Bears, Llanowar Elves\n")
    blocks = ("go to declare blockers\nI block Grizzly Bears with Anurid Swarmsnapper\n"
              "I block Llanowar Elves with Anurid Swarmsnapper\n")
    data = legal(full_trace, base + "I activate Anurid Swarmsnapper\nresolve\n" + blocks + "go to combat damage\n")
    assert player(data, "me")["life"] == 20 and "509.1a" in rules(data)
    assert full_trace(base + blocks)["exit"] == 1


def test_the_next_instant_or_sorcery_spell_this_turn_is_copied(full_trace):
    """Doublecast: "When you cast your next instant or sorcery spell this turn, copy that spell." -- the Lightning
    Bolt cast next is copied (707.10): 6 damage to the opponent; a creature spell cast before it isn't."""
    data = legal(full_trace, "me: battlefield Mountain, Mountain, Mountain, Forest; hand Doublecast, Llanowar Elves, "
                             "Lightning Bolt\nI cast Doublecast\nresolve\nI cast Llanowar Elves\nresolve\n"
                             "I cast Lightning Bolt targeting opponent\nresolve all\n")
    assert player(data, "opponent")["life"] == 14 and {"603.7", "707.10"} <= rules(data)


def test_an_additional_combat_phase_after_this_main_phase(full_trace):
    """Aggravated Assault: "After this main phase, there is an additional combat phase followed by an additional
    main phase" (500.8) -- Serra Angel (vigilance) attacks in the added combat, then again in the turn's own
    combat: 8 damage."""
    data = legal(full_trace, "me: battlefield Aggravated Assault, Serra Angel, Mountain, Mountain, Mountain, "
                             "Mountain, Mountain\nI activate Aggravated Assault\nresolve\n"
                             "I attack with Serra Angel\ngo to end of combat\nI attack with Serra Angel\n"
                             "go to end of combat\n")
    assert player(data, "opponent")["life"] == 12 and "500.8" in rules(data)
