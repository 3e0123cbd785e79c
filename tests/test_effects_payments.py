"""Numbers of resolving spells and abilities (issue 11, item 3), on real cards of the shared MTGJSON data: "you may
pay {X}" and "if you do" with the X paid, "... unless they pay {2}" decided by another player, damage divided by a
creature's own trigger and prevention divided among targets (601.2d), damage each creature deals by its own
power, and amounts "equal to that spell's mana value", "its power plus its toughness", "the number of card types
among cards in your graveyard", "3 minus the number of cards in their hand", "for each enchantment destroyed this
way"; keywords granted until end of turn that the engine reads on the permanent (banding, protection from two
colours)."""

from __future__ import annotations

from test_effects import ids, legal, perm, player, rules

DECREE = ("me: battlefield Plains, Plains, Plains, Plains, Plains, Plains; hand Decree of Justice; "
          "library Plains, Plains\nI activate Decree of Justice\nresolve\n")


def test_you_may_pay_x_and_if_you_do(full_trace):
    """Decree of Justice cycled: "you may pay {X}. If you do, create X 1/1 Soldier tokens": "I pay {3}" makes
    three tokens (they exist afterwards); without a line nothing is paid (assumed, said) and no token."""
    paid = legal(full_trace, DECREE + "I pay {3}\n")
    soldiers = [p for p in player(paid, "me")["battlefield"] if p["name"] == "Soldier Token"]
    assert len(soldiers) == 3 and "step.pays_optional" in ids(paid)
    unpaid = legal(full_trace, DECREE)
    assert not [p for p in player(unpaid, "me")["battlefield"] if p["name"] == "Soldier Token"]
    assert "step.assumed_choice" in ids(unpaid)


def test_unless_that_player_pays(full_trace):
    """Isolation Cell: "that player loses 2 life unless they pay {2}": the opponent who pays keeps 20 life; one
    who can't pay loses 2 (118.3); in French too."""
    base = ("me: battlefield Isolation Cell\nopponent: battlefield Forest, Forest, Forest, Forest; hand Grizzly Bears\n"
            "turn: opponent, main 1\nopponent casts Grizzly Bears\nresolve\n")
    paid = legal(full_trace, base + "opponent pays {2}\n")
    assert player(paid, "opponent")["life"] == 20 and "step.paid_unless_effect" in ids(paid)
    poor = legal(full_trace, base.replace("Forest, Forest, Forest, Forest", "Forest, Forest"), "fr")
    assert player(poor, "opponent")["life"] == 18 and "step.unless_cost_unpayable" in ids(poor)


def test_a_trigger_divides_its_damage(full_trace):
    """Bogardan Hellkite: "it deals 5 damage divided as you choose among any number of targets": with two targets
    and no division written, 3 and 2 (assumed); the 2/2 Bears die and the opponent is at 18."""
    data = legal(full_trace, "me: battlefield Mountain, Mountain, Mountain, Mountain, Mountain, Mountain, Mountain, "
                             "Mountain; hand Bogardan Hellkite\nopponent: battlefield Grizzly Bears\n"
                             "I cast Bogardan Hellkite targeting Grizzly Bears and opponent\nresolve\nresolve\n")
    assert player(data, "opponent")["life"] == 18 and "Grizzly Bears" in player(data, "opponent")["graveyard"]
    assert "601.2d" in rules(data)


def test_prevention_divided_among_targets(full_trace):
    """Angel of Salvation: "prevent the next 5 damage ... to any number of targets, divided as you choose": 3
    prevented for me (the first target), so the 6/4 attacker deals 3."""
    data = legal(full_trace, "me: battlefield Plains, Plains, Plains, Plains, Plains, Plains, Plains, Plains, "
                             "Grizzly Bears; hand Angel of Salvation\nopponent: battlefield Craw Wurm\n"
                             "turn: opponent, main 1\ngo to declare attackers\nopponent attacks with Craw Wurm\n"
                             "I cast Angel of Salvation targeting me and Grizzly Bears\nresolve\nresolve\n"
                             "go to combat damage\n")
    assert player(data, "me")["life"] == 17


def test_each_creature_deals_damage_to_itself(full_trace):
    """Solar Blaze: each creature deals damage to itself equal to its power: the 2/2, 6/4 and 3/3 all die."""
    data = legal(full_trace, "me: battlefield Mountain, Mountain, Plains, Plains, Grizzly Bears; hand Solar Blaze\n"
                             "opponent: battlefield Craw Wurm, Hill Giant\nI cast Solar Blaze\nresolve\n")
    assert player(data, "opponent")["graveyard"] == ["Craw Wurm", "Hill Giant"]
    assert "Grizzly Bears" in player(data, "me")["graveyard"]


def test_amounts_of_a_spell_and_of_a_creature(full_trace):
    """Manaplasm: +X/+X where X is that spell's mana value (Shock: 1, so 2/2 while Shock is on the stack);
    Predator's Rapport: life equal to the creature's power plus its toughness (Craw Wurm: 10)."""
    plasm = legal(full_trace, "me: battlefield Manaplasm, Mountain, Mountain; hand Shock\n"
                              "I cast Shock targeting opponent\nresolve\n")
    assert perm(plasm, "me", "Manaplasm")["power"] == 2
    rapport = legal(full_trace, "me: battlefield Forest, Forest, Forest, Craw Wurm; hand Predator's Rapport\n"
                                "I cast Predator's Rapport targeting Craw Wurm\nresolve\n")
    assert player(rapport, "me")["life"] == 30


def test_counted_amounts(full_trace):
    """Lucid Dreams: draw X, X the card types in your graveyard (instant, creature, land: 3); Rackling: 3 minus
    the cards in the opponent's hand (1: 2 damage); Multani's Decree: 2 life for each enchantment destroyed."""
    dreams = legal(full_trace, "me: battlefield Island, Island, Island, Island, Island; hand Lucid Dreams; "
                               "graveyard Shock, Craw Wurm, Forest, Lightning Bolt; library Island, Island, Island, "
                               "Island\nI cast Lucid Dreams\nresolve\n")
    assert len(player(dreams, "me")["hand"]) == 3
    rackling = legal(full_trace, "me: battlefield Rackling\nopponent: hand Forest\nturn: me, end step\n"
                                 "go to upkeep\nresolve\n")
    assert player(rackling, "opponent")["life"] == 18
    decree = legal(full_trace, "me: battlefield Forest, Forest, Forest, Forest; hand Multani's Decree\n"
                               "opponent: battlefield Glorious Anthem, Pacifism\nI cast Multani's Decree\nresolve\n")
    assert player(decree, "me")["life"] == 24


def test_banding_and_two_protections_until_end_of_turn(full_trace):
    """Baton of Morale gives banding until end of turn (the Bears have it, then lose it in the cleanup step);
    Questing Phelddagrif's protection from black and from red: Lightning Bolt can't target it (702.16)."""
    baton = legal(full_trace, "me: battlefield Plains, Plains, Baton of Morale, Grizzly Bears\n"
                              "I activate Baton of Morale targeting Grizzly Bears\nresolve\n")
    assert "banding" in perm(baton, "me", "Grizzly Bears")["keywords"]
    bolt = full_trace("me: battlefield Forest, Forest, Questing Phelddagrif, Plains\n"
                      "opponent: battlefield Mountain; hand Lightning Bolt\n"
                      "I activate Questing Phelddagrif ability 2\nresolve\n"
                      "opponent casts Lightning Bolt targeting Questing Phelddagrif\n")
    assert bolt["exit"] == 1 and bolt["illegal"]["rule"].startswith("702.16")


def test_unless_any_player_pays(full_trace):
    """Nakaya Shade: "+1/+1 until end of turn unless any player pays {2}": the opponent pays, the Shade stays
    1/1; nobody writes a payment: assumed not paid, 2/2."""
    base = ("me: battlefield Nakaya Shade, Swamp\nopponent: battlefield Island, Island\nI activate Nakaya Shade\n"
            "resolve\n")
    paid = legal(full_trace, base + "opponent pays {2}\n")
    assert perm(paid, "me", "Nakaya Shade")["power"] == 1
    unpaid = legal(full_trace, base)
    assert perm(unpaid, "me", "Nakaya Shade")["power"] == 2


def test_a_dying_creature_moves_its_counters(full_trace):
    """Parish-Blade Trainee with a +1/+1 counter dies to Lightning Bolt: "put its counters on target creature you
    control": the counter it had as it last existed (608.2h) goes on the Bears, 3/3."""
    data = legal(full_trace, "me: battlefield Parish-Blade Trainee (1 +1/+1 counter), Grizzly Bears\n"
                             "opponent: battlefield Mountain; hand Lightning Bolt\nturn: opponent, main 1\n"
                             "opponent casts Lightning Bolt targeting Parish-Blade Trainee\nresolve\nresolve\n")
    assert perm(data, "me", "Grizzly Bears")["power"] == 3


def test_creatures_of_the_chosen_type(full_trace):
    """Tribal Unity (X=1): "creatures of the creature type of your choice get +X/+X": "I choose Elf" pumps the
    Elves, not the Bears; without a line, the type most common among my creatures (Elf) is assumed."""
    base = ("me: battlefield Forest, Forest, Forest, Llanowar Elves, Elvish Mystic, Grizzly Bears; "
            "hand Tribal Unity\nI cast Tribal Unity X=1\nresolve\n")
    chosen = legal(full_trace, base + "I choose Elf\n")
    assert perm(chosen, "me", "Elvish Mystic")["power"] == 2 and perm(chosen, "me", "Grizzly Bears")["power"] == 2
    assumed = legal(full_trace, base, "fr")
    assert perm(assumed, "me", "Elvish Mystic")["power"] == 2 and "step.assumed_choice" in ids(assumed)
