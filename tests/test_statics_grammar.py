"""The static grammar's families that act on permanents (issue 11: subject x verb x condition, CR 205.1, 613,
508-509): each with a real card of the shared MTGJSON data, the side where the ability applies and the side where
it doesn't, and the rule in the trace.
"""

from __future__ import annotations

import pytest
from trace_helpers import assert_legal, cited, illegal, perm, player

from cardpool.oracle.statics import parse_static


@pytest.fixture()
def run(full_trace):
    return full_trace


# ----------------------------------------------------------------------------- what a permanent is (205.1, 613.1d)

def test_an_animated_land_is_still_a_land(run):
    # Crusher Zendikon: enchanted land is a 4/2 red Beast creature with trample. It's still a land.
    setup = ("Alice: battlefield Forest, Mountain, Mountain, Mountain; hand Crusher Zendikon\nBob: battlefield Island\n"
             "turn: Alice, main 1\n{cast}Alice attacks with Forest\n")
    cast = "Alice taps Mountain for R\n" * 3 + "Alice casts Crusher Zendikon targeting Forest\nresolve\n"
    data = run(setup.format(cast=cast))
    assert_legal(data)
    forest = perm(data, "Alice", "Forest")
    assert (forest["power"], forest["toughness"]) == (4, 2) and "613.4b" in cited(data, 5)
    assert_legal(run(setup.format(cast=cast).replace("Alice attacks with Forest\n", "Alice taps Forest for G\n")))
    illegal(run(setup.format(cast="")), "508.1a")  # a land that isn't a creature can't attack


def test_an_aura_that_makes_a_creature_a_vanilla_frog(run):
    # Frogify: loses all abilities and is a blue Frog creature with base power and toughness 1/1
    setup = ("Alice: battlefield Island, Island, Wind Drake; hand Frogify\nBob: battlefield Serra Angel\n"
             "turn: Alice, main 1\n{cast}Alice attacks with Wind Drake\nBob blocks Wind Drake with Serra Angel\n")
    assert_legal(run(setup.format(cast="")))
    data = run(setup.format(cast="Alice casts Frogify targeting Serra Angel\nresolve\n"))
    illegal(data, "702.9b")  # it lost flying: it can't block a flyer
    data = run(setup.format(cast="Alice casts Frogify targeting Serra Angel\nresolve\n").split("Alice attacks")[0])
    angel = perm(data, "Bob", "Serra Angel")
    assert (angel["power"], angel["toughness"]) == (1, 1) and "613.4b" in cited(data, 2)


def test_equipment_that_makes_its_creature_an_artifact(run):
    # Silverskin Armor: equipped creature is an artifact in addition to its other types; Shatter may target it
    setup = ("Alice: battlefield Grizzly Bears, Silverskin Armor, Plains, Plains\nBob: battlefield Mountain, Mountain; "
             "hand Shatter\nturn: Alice, main 1\n{equip}Bob casts Shatter targeting Grizzly Bears\n")
    illegal(run(setup.format(equip="")), "601.2c")
    data = run(setup.format(equip="Alice activates Silverskin Armor targeting Grizzly Bears\nresolve\n") + "resolve\n")
    assert_legal(data)
    assert "Grizzly Bears" in player(data, "Alice")["graveyard"]


def test_the_grammar_reads_what_a_permanent_becomes():
    rec = parse_static("Enchanted land is a 3/3 red Spirit creature with haste.", [])
    assert rec == {"kind": "attached_bonus", "keywords": ["haste"], "base_pt": [3, 3],
                   "become": {"colors": "R", "types": ["creature"], "subtypes": ["spirit"]}}
    rec = parse_static("Equipped creature gets +2/+2, has flying, and is a white Angel in addition to its other "
                       "colors and types.", [])
    assert rec is not None and rec["become"] == {"in_addition": True, "add_colors": True, "colors": "W",
                                                 "subtypes": ["angel"]}
    assert parse_static("Enchanted creature is a Frog named Bob.", []) is None  # a name: nothing is guessed


# ----------------------------------------------------------------------------- combat restrictions (508.1c, 509.1b)

def test_cant_be_blocked_except_by_a_kind_of_creature(run):
    # Dread Warlock: can't be blocked except by black creatures
    setup = ("Alice: battlefield Dread Warlock\nBob: battlefield {blocker}\nturn: Alice, main 1\n"
             "Alice attacks with Dread Warlock\nBob blocks Dread Warlock with {blocker}\n")
    ill = illegal(run(setup.format(blocker="Grizzly Bears")), "509.1b")
    assert "Grizzly Bears" in ill["message"]
    assert_legal(run(setup.format(blocker="Walking Corpse")))


def test_cant_be_blocked_by_a_kind_of_creature(run):
    # Blazing Torch: equipped creature can't be blocked by Vampires or Zombies
    setup = ("Alice: battlefield Grizzly Bears, Blazing Torch, Plains\nBob: battlefield {blocker}\n"
             "turn: Alice, main 1\n"
             "Alice activates Blazing Torch ability 1 targeting Grizzly Bears\nresolve\n"
             "Alice attacks with Grizzly Bears\nBob blocks Grizzly Bears with {blocker}\n")
    illegal(run(setup.format(blocker="Walking Corpse")), "509.1b")
    assert_legal(run(setup.format(blocker="Hill Giant")))


def test_a_group_that_cant_block_a_kind_of_attacker(run):
    # Boldwyr Intimidator (a Warrior): Cowards can't block Warriors; Craven Hulk is a Coward
    setup = ("Alice: battlefield Boldwyr Intimidator, Hill Giant\nBob: battlefield Craven Hulk, Grizzly Bears\n"
             "turn: Alice, main 1\nAlice attacks with Boldwyr Intimidator, Hill Giant\n"
             "Bob blocks {first} with Craven Hulk\nBob blocks {second} with Grizzly Bears\n")
    ill = illegal(run(setup.format(first="Boldwyr Intimidator", second="Hill Giant")), "509.1b")
    assert "Craven Hulk" in ill["message"]
    assert_legal(run(setup.format(first="Hill Giant", second="Boldwyr Intimidator")))


def test_creatures_cant_attack_the_controller(run):
    # Blazing Archon: creatures can't attack you
    setup = ("Alice: battlefield Grizzly Bears\nBob: battlefield {bob}\nturn: Alice, main 1\n"
             "Alice attacks with Grizzly Bears\n")
    ill = illegal(run(setup.format(bob="Blazing Archon")), "508.1c")
    assert "Blazing Archon" in ill["message"]
    assert_legal(run(setup.format(bob="Serra Angel")))
    data = run(setup.format(bob="Blazing Archon"), lang="fr")
    assert "Archonte brûlant" in data["illegal"]["message"] and "attaquer" in data["illegal"]["message"]


def test_a_conditional_doesnt_untap(run):
    # Land Cap: doesn't untap during your untap step if it has a depletion counter on it (502.3)
    setup = ("Alice: battlefield Land Cap (tapped){counter}\nBob: battlefield Island\nturn: Bob, main 1\n"
             "go to cleanup\nnext step\n")
    data = run(setup.format(counter=" (1 depletion counter)"))
    assert_legal(data)
    assert perm(data, "Alice", "Land Cap")["tapped"] and "502.3" in cited(data)
    data = run(setup.format(counter=""))
    assert_legal(data)
    assert not perm(data, "Alice", "Land Cap")["tapped"]
    rec = parse_static("~ doesn't untap during your untap step if it has a depletion counter on it.", [])
    assert rec == {"condition": {"kind": "counters", "counter": "depletion", "min": 1}, "kind": "self_bonus",
                   "grant": {"static": [{"kind": "doesnt_untap"}]}}


def test_a_goaded_creature_attacks_each_combat(run):
    # Martial Impetus (Bob's Aura on Alice's Grizzly Bears): enchanted creature gets +1/+1 and is goaded
    setup = ("Alice: battlefield Grizzly Bears, Hill Giant\nBob: battlefield Plains, Plains, Plains; "
             "hand Martial Impetus\nturn: Bob, main 1\n{cast}go to cleanup\nnext step\nnext step\nnext step\n"
             "Alice attacks with {attackers}\n")
    cast = "Bob casts Martial Impetus targeting Grizzly Bears\nresolve\n"
    ill = illegal(run(setup.format(cast=cast, attackers="Hill Giant")), "508.1d")
    assert "Grizzly Bears" in ill["message"]
    assert_legal(run(setup.format(cast="", attackers="Hill Giant")))
    data = run(setup.format(cast=cast, attackers="Grizzly Bears, Hill Giant"))
    assert_legal(data)
    assert perm(data, "Alice", "Grizzly Bears")["power"] == 3


# ----------------------------------------------------------------------------- entering as a copy (707.2, 614.1c)

def test_clone_enters_as_a_copy_and_leaves_as_itself(run):
    # Clone: you may have it enter the battlefield as a copy of any creature on the battlefield
    setup = ("Alice: battlefield Island, Island, Island, Island, Mountain, Mountain; hand Clone, Pyroclasm\n"
             "Bob: battlefield Serra Angel, Grizzly Bears\nturn: Alice, main 1\n"
             + "Alice taps Island for U\n" * 4 + "Alice casts Clone\nresolve\n{choice}")
    data = run(setup.format(choice="Alice chooses Grizzly Bears\n"))
    assert_legal(data)
    copy = perm(data, "Alice", "Grizzly Bears")
    assert (copy["power"], copy["toughness"]) == (2, 2) and "707.2" in cited(data)
    data = run(setup.format(choice=""))  # no line: the biggest creature is assumed
    assert_legal(data)
    assert perm(data, "Alice", "Serra Angel")["power"] == 4
    data = run(setup.format(choice="Alice chooses Grizzly Bears\nAlice casts Pyroclasm\nresolve\n"))
    assert_legal(data)
    assert "Clone" in player(data, "Alice")["graveyard"]  # it leaves as its own card
    data = run(setup.format(choice="").replace("Serra Angel, Grizzly Bears", "Island"))
    assert_legal(data)
    assert "Clone" in player(data, "Alice")["graveyard"] and "704.5f" in cited(data)  # nothing to copy: a 0/0


def test_combat_damage_equal_to_toughness(run):
    # Doran, the Siege Tower (0/5): each creature assigns combat damage equal to its toughness (510.1a)
    setup = ("Alice: battlefield {cards}\nBob: battlefield Island\nturn: Alice, main 1\n"
             "Alice attacks with {attacker}\nnext step\nnext step\n")
    data = run(setup.format(cards="Doran, the Siege Tower", attacker="Doran, the Siege Tower"))
    assert_legal(data)
    assert player(data, "Bob")["life"] == 15 and "510.1a" in cited(data)
    data = run(setup.format(cards="Doran, the Siege Tower, Horned Turtle", attacker="Horned Turtle"))
    assert_legal(data)
    assert player(data, "Bob")["life"] == 16  # a 1/4: its toughness
    data = run(setup.format(cards="Horned Turtle", attacker="Horned Turtle"))
    assert player(data, "Bob")["life"] == 19  # without Doran: its power


# ----------------------------------------------------------------------------- counts (604.3, 613.4a, 613.4c)

def test_power_and_toughness_from_a_sum_of_two_counts(run):
    # Abomination of Llanowar (an Elf): the number of Elves you control plus the number of Elf cards in your graveyard
    setup = "Alice: battlefield Abomination of Llanowar, Llanowar Elves{graveyard}\nBob: battlefield Island\n"
    data = run(setup.format(graveyard="; graveyard Elvish Mystic, Shock"))
    assert_legal(data)
    assert perm(data, "Alice", "Abomination of Llanowar")["power"] == 3
    data = run(setup.format(graveyard=""))
    assert perm(data, "Alice", "Abomination of Llanowar")["toughness"] == 2


def test_a_count_of_instant_and_sorcery_cards(run):
    # Enigma Drake: its power is the number of instant and sorcery cards in your graveyard
    data = run("Alice: battlefield Enigma Drake; graveyard Shock, Divination, Grizzly Bears\nBob: battlefield Island\n")
    assert_legal(data)
    assert (perm(data, "Alice", "Enigma Drake")["power"], perm(data, "Alice", "Enigma Drake")["toughness"]) == (2, 4)


def test_power_equal_to_the_party(run):
    # Archpriest of Iona: its power is the number of creatures in your party (700.8: one each of Cleric, Rogue,
    # Warrior, Wizard); it is a Human Cleric itself
    setup = "Alice: battlefield Archpriest of Iona{others}\nBob: battlefield Island\n"
    data = run(setup.format(others=", Grizzly Bears"))
    assert_legal(data)
    assert perm(data, "Alice", "Archpriest of Iona")["power"] == 1
    data = run(setup.format(others=", Goblin Piker, Elvish Warrior, Cloudkin Seer"))  # two Warriors count once
    assert perm(data, "Alice", "Archpriest of Iona")["power"] == 3


def test_lure_and_modified_creatures_from_the_grammar():
    assert parse_static("All creatures able to block enchanted creature do so.", []) == {
        "kind": "attached_bonus", "grant": {"static": [{"kind": "lure"}]}}
    rec = parse_static("Creatures you control that are enchanted get +1/+1.", [])
    assert rec is not None and rec["attached_by"] == ["aura"] and rec["power"] == 1


def test_a_bonus_to_the_enchanted_creatures_you_control(run):
    # Beastmaster's Magemark: creatures you control that are enchanted get +1/+1
    data = run("Alice: battlefield Grizzly Bears, Hill Giant, Forest, Forest, Forest; hand Beastmaster's Magemark\n"
               "Bob: battlefield Island\nAlice casts Beastmaster's Magemark targeting Grizzly Bears\nresolve\n")
    assert_legal(data)
    assert perm(data, "Alice", "Grizzly Bears")["power"] == 3 and perm(data, "Alice", "Hill Giant")["power"] == 3


def test_shadow_and_landwalk_set_aside(run):
    # Aetherflame Wall can block creatures with shadow; Quagmire: swampwalk is ignored for blocks
    setup = ("Alice: battlefield Dauthi Slayer\nBob: battlefield {bob}\nturn: Alice, main 1\n"
             "Alice attacks with Dauthi Slayer\nBob blocks Dauthi Slayer with {blocker}\n")
    assert_legal(run(setup.format(bob="Aetherflame Wall", blocker="Aetherflame Wall")))
    illegal(run(setup.format(bob="Wall of Wood", blocker="Wall of Wood")), "702.28b")
    setup = ("Alice: battlefield Bog Wraith{quagmire}\nBob: battlefield Swamp, Grizzly Bears\nturn: Alice, main 1\n"
             "Alice attacks with Bog Wraith\nBob blocks Bog Wraith with Grizzly Bears\n")
    illegal(run(setup.format(quagmire="")), "702.14c")
    assert_legal(run(setup.format(quagmire=", Quagmire")))


def test_flyers_cant_block_your_creatures(run):
    # Bower Passage: creatures with flying can't block creatures you control
    setup = ("Alice: battlefield Grizzly Bears{passage}\nBob: battlefield Wind Drake\nturn: Alice, main 1\n"
             "Alice attacks with Grizzly Bears\nBob blocks Grizzly Bears with Wind Drake\n")
    assert_legal(run(setup.format(passage="")))
    illegal(run(setup.format(passage=", Bower Passage")), "509.1b")


def test_an_aura_that_makes_its_creature_attack_alone(run):
    # Errantry: enchanted creature gets +3/+0 and can only attack alone
    setup = ("Alice: battlefield Grizzly Bears, Hill Giant, Mountain, Mountain; hand Errantry\n"
             "Bob: battlefield Island\nturn: Alice, main 1\nAlice casts Errantry targeting Grizzly Bears\nresolve\n"
             "Alice attacks with {attackers}\n")
    illegal(run(setup.format(attackers="Grizzly Bears, Hill Giant")), "508.1c")
    data = run(setup.format(attackers="Grizzly Bears"))
    assert_legal(data)
    assert perm(data, "Alice", "Grizzly Bears")["power"] == 5


def test_minus_x_where_x_is_your_life_total(run):
    # Death's Shadow (13/13): gets -X/-X, where X is your life total
    data = run("Alice: battlefield Death's Shadow; life 5\nBob: battlefield Island\n")
    assert_legal(data)
    assert perm(data, "Alice", "Death's Shadow")["power"] == 8
    data = run("Alice: battlefield Death's Shadow\nBob: battlefield Island\nnext step\n")
    assert "Death's Shadow" in player(data, "Alice")["graveyard"]  # 20 life: -7/-7, 704.5f


def test_power_and_toughness_counted_for_the_chosen_player(run):
    # Entropic Specter: as it enters, choose an opponent; its power and toughness are the cards in their hand
    setup = ("Alice: battlefield Swamp, Swamp, Swamp, Swamp, Swamp; hand Entropic Specter\nBob: hand {hand}\n"
             "Alice casts Entropic Specter\nresolve\n")
    data = run(setup.format(hand="Shock, Shock, Island"))
    assert_legal(data)
    specter = perm(data, "Alice", "Entropic Specter")
    assert (specter["power"], specter["toughness"]) == (3, 3) and "613.4a" in cited(data)
    data = run(setup.format(hand="Shock") + "next step\n")
    assert perm(data, "Alice", "Entropic Specter")["power"] == 1


def test_power_and_toughness_counting_permanents_with_its_own_name(run):
    # Plague Rats (*/*): the number of creatures named Plague Rats on the battlefield, both players' (604.3);
    # read wrong, its "*" was 0 and it died to the state-based actions with nothing else happening
    data = run("Alice: battlefield Plague Rats, Grizzly Bears\nBob: battlefield Plague Rats\n")
    assert_legal(data)
    assert (perm(data, "Alice", "Plague Rats")["power"], perm(data, "Alice", "Plague Rats")["toughness"]) == (2, 2)
    data = run("Alice: battlefield Plague Rats, Grizzly Bears\nBob: battlefield Island\n")
    assert perm(data, "Alice", "Plague Rats")["toughness"] == 1
