"""Trigger conditions read as general grammars (issue 11, 603.2): a plural subject ("one or more Rogues you control
attack", 603.2c: one trigger for the whole event), and cast conditions with the spell's colours ("a spell that's
both red and white"), where it was cast from or on whose turn -- on real cards of the shared MTGJSON data."""

from __future__ import annotations

from test_effects import legal, perm, player, rules


def test_one_or_more_attackers_trigger_once(full_trace):
    """Mavren Fein, Dusk Apostle: "Whenever one or more nontoken Vampires you control attack, create a 1/1 white
    Vampire creature token with lifelink" -- two Vampires attack: one token (603.2c), not two, not none."""
    data = legal(full_trace, "me: battlefield Mavren Fein, Dusk Apostle, Vampire Nighthawk\n"
                             "I attack with Mavren Fein, Dusk Apostle and Vampire Nighthawk\nresolve\n")
    tokens = [p for p in player(data, "me")["battlefield"] if p["token"]]
    assert len(tokens) == 1 and tokens[0]["power"] == 1 and "603.2" in rules(data)


def test_one_or_more_other_creatures_die(full_trace):
    """Morbid Opportunist: "Whenever one or more other creatures die, draw a card" -- Pyroclasm kills two
    creatures: one card drawn."""
    data = legal(full_trace, "me: battlefield Morbid Opportunist, Mountain, Mountain; hand Pyroclasm; "
                             "library Island, Forest\nopponent: battlefield Llanowar Elves, Grizzly Bears\n"
                             "I cast Pyroclasm\nresolve all\n")
    assert player(data, "me")["hand"] == ["Island"]
    assert "Grizzly Bears" in player(data, "opponent")["graveyard"]


def test_a_spell_that_is_both_red_and_white(full_trace):
    """Battlegate Mimic: "Whenever you cast a spell that's both red and white, ~ has base power and toughness
    4/2 and gains first strike until end of turn" -- Lightning Helix makes it a 4/2; Lightning Bolt (red only)
    doesn't."""
    base = "me: battlefield Battlegate Mimic, Mountain, Plains; hand Lightning Helix, Lightning Bolt\n"
    data = legal(full_trace, base + "I cast Lightning Helix targeting opponent\nresolve all\n")
    assert perm(data, "me", "Battlegate Mimic")["power"] == 4
    bolt = legal(full_trace, base + "I cast Lightning Bolt targeting opponent\nresolve all\n")
    assert perm(bolt, "me", "Battlegate Mimic")["power"] == 2
