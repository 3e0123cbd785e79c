"""Keyword and static abilities enforced by the engine (issue 11, item 2), each with real cards of the
shared MTGJSON data (imported once per session, read at test time), its legal and its illegal (or
"without the ability") side, and the rule the trace cites.
"""

from __future__ import annotations

import pytest
from trace_helpers import assert_legal, cited, illegal, perm, perms, player, step_ids

# ----------------------------------------------------------------------------- split second (702.61)

SUDDEN_SHOCK = """\
Alice: battlefield Mountain, Mountain; hand Sudden Shock
Bob: battlefield Island, Island, Llanowar Elves, Prodigal Sorcerer; hand Counterspell
turn: Alice, main 1
Alice casts Sudden Shock targeting Bob
"""


def test_split_second_forbids_spells(run):
    ill = illegal(run(SUDDEN_SHOCK + "Bob casts Counterspell targeting Sudden Shock\n"), "702.61a", 2)
    assert "732.1" in ill["rules"]


def test_split_second_forbids_non_mana_abilities_but_not_mana_abilities(run):
    illegal(run(SUDDEN_SHOCK + "Bob activates Prodigal Sorcerer targeting Alice\n"), "702.61a", 2)
    data = run(SUDDEN_SHOCK + "Bob taps Llanowar Elves for G\nresolve\nBob casts Counterspell targeting Bob\n")
    assert data["illegal"]["action"] == 4  # Counterspell with no spell to target: not split second any more
    assert data["illegal"]["rule"] != "702.61a"


def test_split_second_ends_when_the_spell_resolves(run):
    data = run(SUDDEN_SHOCK + "resolve\nBob activates Prodigal Sorcerer targeting Alice\nresolve\n")
    assert_legal(data)
    assert player(data, "Alice")["life"] == 19


# ----------------------------------------------------------------------------- can't be countered (113.6g)

ABRUPT_DECAY = """\
Alice: battlefield Swamp, Forest; hand Abrupt Decay, Doom Blade
Bob: battlefield Island, Island, Grizzly Bears; hand Counterspell
turn: Alice, main 1
Alice casts {spell} targeting Grizzly Bears
Bob casts Counterspell targeting {spell}
resolve all
"""


def test_cant_be_countered(run):
    data = run(ABRUPT_DECAY.format(spell="Abrupt Decay"))
    assert_legal(data)
    assert "101.2" in cited(data) and "step.cant_be_countered" in step_ids(data)
    assert "Grizzly Bears" in player(data, "Bob")["graveyard"]
    assert "Abrupt Decay" in player(data, "Alice")["graveyard"]


def test_a_spell_without_it_is_countered(run):
    data = run(ABRUPT_DECAY.format(spell="Doom Blade").replace("Swamp, Forest", "Swamp, Swamp"))
    assert_legal(data)
    assert "701.6a" in cited(data)
    assert perms(data, "Bob", "Grizzly Bears")


# ----------------------------------------------------------------------------- targets: shroud, hexproof, protection

def test_hexproof_only_against_opponents(run):
    setup = ("me: battlefield Forest, Troll Ascetic; hand Giant Growth\n"
             "opponent: battlefield Mountain; hand Lightning Bolt\n")
    assert_legal(run(setup + "I cast Giant Growth targeting Troll Ascetic\n"))
    data = run(setup + "turn: opponent, main 1\nopponent casts Lightning Bolt targeting Troll Ascetic\n")
    ill = illegal(data, "702.11b")
    assert "601.2c" in ill["rules"]


def test_hexproof_from_a_quality(run):
    # Knight of Grace: hexproof from black
    setup = ("me: battlefield Knight of Grace\n"
             "opponent: battlefield Swamp, Swamp, Mountain; hand Doom Blade, Lightning Bolt\n")
    illegal(run(setup + "turn: opponent, main 1\nopponent casts Doom Blade targeting Knight of Grace\n"), "702.11d")
    data = run(setup + "turn: opponent, main 1\nopponent casts Lightning Bolt targeting Knight of Grace\nresolve\n")
    assert_legal(data)


def test_shroud_even_for_its_controller(run):
    data = run("me: battlefield Forest, Argothian Enchantress; hand Giant Growth\n"
                  "I cast Giant Growth targeting Argothian Enchantress\n")
    illegal(data, "702.18a")


def test_protection_from_a_color_stops_targets(run):
    setup = "me: battlefield White Knight\n" \
            "opponent: battlefield Swamp, Swamp, Mountain; hand Doom Blade, Lightning Bolt\n" \
            "turn: opponent, main 1\n"
    illegal(run(setup + "opponent casts Doom Blade targeting White Knight\n"), "702.16b")  # protection from black
    assert_legal(run(setup + "opponent casts Lightning Bolt targeting White Knight\nresolve\n"))


def test_protection_stops_auras_and_equip(run):
    # Auras with the quality can't target it (702.16c via the Aura spell's target); an Equipment either (702.16d)
    data = run("me: battlefield Swamp, White Knight; hand Dead Weight\nI cast Dead Weight targeting White Knight\n")
    illegal(data, "702.16b")
    data = run("me: battlefield Mountain, Mountain, Mountain, Auriok Steelshaper; hand Bonesplitter\n"
                  "I cast Bonesplitter\nresolve\nI activate Bonesplitter targeting Auriok Steelshaper\n")
    assert_legal(data)


def test_protection_prevents_damage(run):
    # White Knight (protection from black) blocks a black attacker: the black creature's damage is prevented
    data = run("Alice: battlefield Felhide Minotaur\nBob: battlefield White Knight\nturn: Alice, main 1\n"
                  "Alice attacks with Felhide Minotaur\nBob blocks Felhide Minotaur with White Knight\n"
                  "next step\nnext step\n")
    assert_legal(data)
    assert "702.16e" in cited(data)
    assert perm(data, "Bob", "White Knight")["damage"] == 0


def test_protection_from_a_color_stops_blockers(run):
    setup = "Alice: battlefield Black Knight\nBob: battlefield {blocker}\nturn: Alice, main 1\n" \
            "Alice attacks with Black Knight\nBob blocks Black Knight with {blocker}\n"
    illegal(run(setup.format(blocker="Savannah Lions")), "702.16f")  # protection from white
    assert_legal(run(setup.format(blocker="Grizzly Bears")))


# ----------------------------------------------------------------------------- ward (702.21)

WARD = """\
Alice: battlefield Waterfall Aerialist
Bob: battlefield Mountain, Mountain, Mountain; hand Lightning Bolt
turn: Bob, main 1
Bob casts Lightning Bolt targeting Waterfall Aerialist
resolve
"""


def test_ward_counters_unless_paid(run):
    data = run(WARD + "resolve all\n")
    assert_legal(data)
    assert "702.21a" in cited(data)
    assert "step.assumed_choice" in step_ids(data)  # not paying is an assumption, said as such
    assert perms(data, "Alice", "Waterfall Aerialist")
    assert "Lightning Bolt" in player(data, "Bob")["graveyard"]


def test_ward_paid(run):
    data = run(WARD + "Bob pays {2}\nresolve\n")
    assert_legal(data)
    assert "step.ward_paid" in step_ids(data)
    assert "Waterfall Aerialist" in player(data, "Alice")["graveyard"]


def test_ward_unpayable_payment_is_illegal(run):
    data = run(WARD.replace("Mountain, Mountain, Mountain", "Mountain") + "Bob pays {2}\n")
    assert data["verdict"] == "illegal" and data["illegal"]["rule"] in ("702.21a", "601.2h")


# ----------------------------------------------------------------------------- combat keywords

def test_flying_and_reach(run):
    setup = "Alice: battlefield Wind Drake\nBob: battlefield {blocker}\nturn: Alice, main 1\n" \
            "Alice attacks with Wind Drake\nBob blocks Wind Drake with {blocker}\n"
    illegal(run(setup.format(blocker="Grizzly Bears")), "702.9b")
    data = run(setup.format(blocker="Giant Spider"))
    assert_legal(data)
    assert "702.17b" in cited(data)


@pytest.mark.parametrize("attacker, bad, good, rule", [
    ("Dread", "Grizzly Bears", "Ornithopter", "702.36b"),  # fear: only artifact and/or black creatures
    ("Academy Raider", "Grizzly Bears", "Raging Goblin", "702.13b"),  # intimidate: artifact or sharing a color
    ("Dauthi Jackal", "Grizzly Bears", "Dauthi Slayer", "702.28b"),  # shadow
    ('"Lu Meng, Wu General"', "Grizzly Bears", '"Guan Yu, Sainted Warrior"', "702.31b"),  # horsemanship
    ("Furtive Homunculus", "Hill Giant", "Grizzly Bears", "702.118b"),  # skulk: not by greater power
])
def test_evasion(run, attacker, bad, good, rule):
    setup = f"Alice: battlefield {attacker}\nBob: battlefield {{blocker}}\nturn: Alice, main 1\n" \
            f"Alice attacks with {attacker}\nBob blocks {attacker} with {{blocker}}\n"
    illegal(run(setup.format(blocker=bad)), rule)
    assert_legal(run(setup.format(blocker=good)))


def test_landwalk(run):
    setup = "Alice: battlefield Bog Raiders\nBob: battlefield Grizzly Bears{land}\nturn: Alice, main 1\n" \
            "Alice attacks with Bog Raiders\nBob blocks Bog Raiders with Grizzly Bears\n"
    illegal(run(setup.format(land=", Swamp")), "702.14c")
    assert_legal(run(setup.format(land=", Forest")))


def test_menace_needs_two_blockers(run):
    setup = "Alice: battlefield Boggart Brute\nBob: battlefield Grizzly Bears, Llanowar Elves\nturn: Alice, main 1\n" \
            "Alice attacks with Boggart Brute\nBob blocks Boggart Brute with Grizzly Bears\n"
    illegal(run(setup), "702.111b")
    data = run(setup + "Bob blocks Boggart Brute with Llanowar Elves\nnext step\n")
    assert_legal(data)


def test_cant_block(run):
    setup = "Alice: battlefield Grizzly Bears\nBob: battlefield {blocker}\nturn: Alice, main 1\n" \
            "Alice attacks with Grizzly Bears\nBob blocks Grizzly Bears with {blocker}\n"
    illegal(run(setup.format(blocker="Bloodsoaked Champion")), "509.1b")
    assert_legal(run(setup.format(blocker="Llanowar Elves")))


def test_deathtouch_destroys_what_it_damages(run):
    setup = "Alice: battlefield Craw Wurm\nBob: battlefield {blocker}\nturn: Alice, main 1\n" \
            "Alice attacks with Craw Wurm\nBob blocks Craw Wurm with {blocker}\nnext step\nnext step\n"
    data = run(setup.format(blocker="Typhoid Rats"))
    assert_legal(data)
    assert {"702.2b", "704.5h"} <= cited(data)
    assert "Craw Wurm" in player(data, "Alice")["graveyard"]
    data = run(setup.format(blocker="Grizzly Bears"))  # without deathtouch the Wurm survives
    assert perm(data, "Alice", "Craw Wurm")["damage"] == 2


def test_deathtouch_assigns_one_lethal_damage_to_each_blocker(run):
    data = run("Alice: battlefield Vampire Nighthawk\nBob: battlefield Giant Spider, Canopy Spider\n"
                  "turn: Alice, main 1\nAlice attacks with Vampire Nighthawk\n"
                  "Bob blocks Vampire Nighthawk with Giant Spider\nBob blocks Vampire Nighthawk with Canopy Spider\n"
                  "next step\nnext step\n")
    assert_legal(data)
    assert "702.2c" in cited(data)  # 1 damage each is lethal damage: both 2/4 and 1/3 spiders die
    assert {"Giant Spider", "Canopy Spider"} <= set(player(data, "Bob")["graveyard"])


def test_lifelink(run):
    data = run("Alice: battlefield Vampire Nighthawk; life 10\nBob: battlefield Island\nturn: Alice, main 1\n"
                  "Alice attacks with Vampire Nighthawk\nnext step\nnext step\n")
    assert_legal(data)
    assert "702.15b" in cited(data)
    assert player(data, "Alice")["life"] == 12 and player(data, "Bob")["life"] == 18


def test_trample_assigns_the_rest_to_the_player(run):
    setup = "Alice: battlefield {attacker}\nBob: battlefield Grizzly Bears\nturn: Alice, main 1\n" \
            "Alice attacks with {attacker}\nBob blocks {attacker} with Grizzly Bears\nnext step\nnext step\n"
    data = run(setup.format(attacker="Colossal Dreadmaw"))
    assert "702.19b" in cited(data)
    assert player(data, "Bob")["life"] == 16
    assert player(run(setup.format(attacker="Craw Wurm")), "Bob")["life"] == 20


def test_infect_and_wither(run):
    data = run("Alice: battlefield Glistener Elf\nBob: battlefield Grizzly Bears\nturn: Alice, main 1\n"
                  "Alice attacks with Glistener Elf\nnext step\nnext step\n")
    assert "702.90b" in cited(data)
    assert player(data, "Bob")["life"] == 20
    data = run("Alice: battlefield Glistener Elf\nBob: battlefield Hill Giant\nturn: Alice, main 1\n"
                  "Alice attacks with Glistener Elf\nBob blocks Glistener Elf with Hill Giant\nnext step\nnext step\n")
    assert "702.90c" in cited(data)
    assert perm(data, "Bob", "Hill Giant")["counters"] == {"-1/-1": 1}


def test_indestructible(run):
    data = run("Alice: battlefield Darksteel Myr\nBob: battlefield Mountain; hand Lightning Bolt\n"
                  "turn: Bob, main 1\n"
                  "Bob casts Lightning Bolt targeting Darksteel Myr\nresolve\n")
    assert_legal(data)
    assert "702.12b" in cited(data)
    assert perm(data, "Alice", "Darksteel Myr")["damage"] == 3
    data = run("Alice: battlefield Darksteel Myr, Grizzly Bears, Plains, Plains, Plains, Plains; hand Wrath of God\n"
                  "Alice casts Wrath of God\nresolve\n")
    assert perms(data, "Alice", "Darksteel Myr") and not perms(data, "Alice", "Grizzly Bears")


# ----------------------------------------------------------------------------- flash (702.8)

def test_flash(run):
    setup = "Alice: battlefield Forest, Forest\nBob: battlefield Forest, Forest; hand {card}\nturn: Alice, main 1\n" \
            "Alice attacks with Grizzly Bears\nBob casts {card}\n"
    setup = setup.replace("Alice: battlefield Forest, Forest", "Alice: battlefield Grizzly Bears")
    data = run(setup.format(card="Ambush Viper"))
    assert_legal(data)
    assert "702.8a" in cited(data)
    illegal(run(setup.format(card="Grizzly Bears")), "302.1")


# ----------------------------------------------------------------------------- payments that name cards

def test_convoke(run):
    setup = "me: battlefield Llanowar Elves, Grizzly Bears, Forest{more}; hand Chord of Calling; " \
            "library Llanowar Elves\n" \
            "I cast Chord of Calling X=1 tapping Llanowar Elves for convoke, tapping Grizzly Bears\n"
    data = run(setup.format(more=", Forest"))
    assert_legal(data)
    assert "702.51a" in cited(data)
    assert perm(data, "me", "Grizzly Bears")["tapped"] is True
    illegal(run(setup.format(more="")), "601.2h")  # {1}{G} left and one Forest


def test_convoke_in_french_and_the_colour_it_pays(run):
    # Feral Incarnation {8}{G}: four creatures (the green Elves pay {G}, the others {1} each) and five lands
    data = run("moi : champ de bataille Elfes de Llanowar, Grizzlis, Ornithoptère, Charmille dryade, "
                  "Forêt, Forêt, Forêt, Forêt, Montagne ; main Incarnation sauvage\n"
                  "je lance Incarnation sauvage en engageant Elfes de Llanowar, Grizzlis, Ornithoptère et "
                  "Charmille dryade pour la convocation\n", "fr")
    assert data["lang"] == "fr" and data["verdict"] == "legal", data["illegal"]
    steps = [s["text"] for a in data["actions"] for s in a["steps"] if s["rule"] == "702.51a"]
    assert len(steps) == 4 and all("convocation" in s for s in steps)
    assert "{G}" in steps[0]


def test_delve(run):
    setup = ("me: battlefield Island; hand Treasure Cruise; "
             "graveyard Lightning Bolt, Shock, Opt, Ponder, Brainstorm, Counterspell, Forest{more}\n"
             "I cast Treasure Cruise exiling Lightning Bolt, Shock, Opt, Ponder, Brainstorm, Counterspell, Forest{more}"
             " for delve\nresolve\n")
    data = run(setup.format(more=""))
    assert_legal(data)
    assert "702.66a" in cited(data)
    assert len(player(data, "me")["exile"]) == 7 and len(player(data, "me")["hand"]) == 3
    data = run(setup.format(more=", Plains").replace("battlefield Island", "battlefield Forest"))
    illegal(data, "702.66a")  # delve pays generic mana only: the eighth card has nothing to pay


def test_improvise_and_affinity(run):
    data = run("me: battlefield Island, Island, Sol Ring, Ornithopter, Ornithopter; hand Reverse Engineer\n"
                  "I cast Reverse Engineer tapping Ornithopter and Ornithopter for improvise, tapping Sol Ring\n")
    assert_legal(data)
    assert "702.126a" in cited(data)
    data = run("me: battlefield Ornithopter, Ornithopter, Ornithopter, Ornithopter; hand Frogmite\n"
                  "I cast Frogmite\n")
    assert_legal(data)
    assert "702.41a" in cited(data)
    illegal(run("me: battlefield Ornithopter, Ornithopter, Ornithopter; hand Frogmite\nI cast Frogmite\n"), "601.2h")


# ----------------------------------------------------------------------------- activations from the hand

def test_cycling_from_the_hand_only(run):
    data = run("me: hand Street Wraith; library Island\nI activate Street Wraith\nresolve\n")
    assert_legal(data)
    assert "702.29a" in cited(data)
    assert player(data, "me")["life"] == 18 and player(data, "me")["hand"] == ["Island"]
    illegal(run("me: battlefield Street Wraith\nI activate Street Wraith\n"), "702.29a")


def test_ninjutsu(run):
    setup = ("Alice: battlefield Grizzly Bears, Island, Island; hand Ninja of the Deep Hours\nBob: battlefield {bob}\n"
             "turn: Alice, main 1\nAlice attacks with Grizzly Bears\n{block}"
             "Alice activates Ninja of the Deep Hours returning Grizzly Bears\n")
    data = run(setup.format(bob="Swamp", block="next step\n") + "resolve\nnext step\n")
    assert_legal(data)
    assert "702.49a" in cited(data)
    assert player(data, "Bob")["life"] == 18
    assert perm(data, "Alice", "Ninja of the Deep Hours")["tapped"] is True
    data = run(setup.format(bob="Llanowar Elves", block="Bob blocks Grizzly Bears with Llanowar Elves\n"))
    assert data["verdict"] == "illegal"  # a blocked attacker can't be returned


# ----------------------------------------------------------------------------- alternative and optional costs

def test_escape(run):
    setup = ("me: battlefield Mountain, Mountain; graveyard Ox of Agonas, {cards}\n"
             "I cast Ox of Agonas with escape exiling {cards}\nresolve\n")
    eight = "Shock, Opt, Ponder, Brainstorm, Counterspell, Forest, Island, Plains"
    data = run(setup.format(cards=eight))
    assert_legal(data)
    assert {"702.138a", "702.138c"} <= cited(data)  # escapes with a +1/+1 counter
    assert perm(data, "me", "Ox of Agonas")["counters"] == {"+1/+1": 1}
    data = run(setup.format(cards=eight.rsplit(", ", 1)[0]))
    assert data["verdict"] in ("illegal", "error")  # seven cards for "exile eight other cards"


def test_foretell(run):
    data = run("me: battlefield Island, Island; hand Saw It Coming\nI foretell Saw It Coming\n")
    assert_legal(data)
    assert {"702.143a", "116.2h"} <= cited(data)
    assert player(data, "me")["exile"] == ["Saw It Coming"]
    data = run("me: battlefield Island, Island, Island, Island; hand Saw It Coming\n"
                  "opponent: hand Shock\n"
                  "I foretell Saw It Coming\nI cast Saw It Coming with foretell targeting Shock\n")
    illegal(data, "702.143a")  # not on the turn it was foretold
    data = run("me: battlefield Island, Island; exile Saw It Coming\nopponent: battlefield Mountain; hand Shock\n"
                  "turn: opponent, main 1\nopponent casts Shock targeting me\n"
                  "I cast Saw It Coming with foretell targeting Shock\nresolve\n")
    assert_legal(data)


def test_evoke(run):
    data = run("me: battlefield Island, Island, Island; hand Mulldrifter; library Forest, Swamp\n"
                  "I cast Mulldrifter with evoke\nresolve all\n")
    assert_legal(data)
    assert "702.74a" in cited(data)
    assert "Mulldrifter" in player(data, "me")["graveyard"]
    data = run("me: battlefield Island, Island, Island; hand Mulldrifter\nturn: opponent, main 1\n"
                  "I cast Mulldrifter with evoke\n")
    illegal(data, "302.1")  # evoke doesn't change when it may be cast


def test_emerge(run):
    setup = "me: battlefield Island, Island, Island, {creature}; hand Elder Deep-Fiend\n" \
            "I cast Elder Deep-Fiend with emerge sacrificing {creature}\n"
    data = run(setup.format(creature="Craw Wurm"))  # {5}{U}{U} minus 6: {U}{U}... and one more Island
    assert_legal(data)
    assert "702.119a" in cited(data)
    illegal(run(setup.format(creature="Grizzly Bears")), "601.2h")  # {3}{U}{U} with three Islands


def test_dash(run):
    data = run("me: battlefield Mountain, Mountain, Mountain; hand Goblin Heelcutter\n"
                  "I cast Goblin Heelcutter with dash\nresolve\nI attack with Goblin Heelcutter\n"
                  "go to end step\nresolve\n")
    assert_legal(data)
    assert "702.109a" in cited(data)
    assert player(data, "me")["hand"] == ["Goblin Heelcutter"]


def test_spectacle_needs_an_opponent_who_lost_life(run):
    setup = "me: battlefield Mountain, Mountain; hand Skewer the Critics, Shock\n{first}" \
            "I cast Skewer the Critics with spectacle targeting opponent\n"
    illegal(run(setup.format(first="")), "702.137a")
    data = run(setup.format(first="I cast Shock targeting opponent\nresolve\n"))
    assert_legal(data)
    assert player(data, "opponent")["life"] == 20 - 2  # Skewer is still on the stack


def test_kicker_and_multikicker(run):
    data = run("me: battlefield Forest, Forest, Forest, Forest, Forest, Forest; hand Gnarlid Pack\n"
                  "I cast Gnarlid Pack with multikicker 2\nresolve\n")
    assert_legal(data)
    assert {"702.33c", "702.33d"} <= cited(data)
    assert perm(data, "me", "Gnarlid Pack")["power"] == 4
    illegal(run("me: battlefield Forest, Forest, Forest; hand Gnarlid Pack\n"
                   "I cast Gnarlid Pack with multikicker 2\n"),
            "601.2h")


def test_buyback(run):
    data = run("me: battlefield Island, Island, Island, Island, Island, Island; hand Capsize\n"
                  "opponent: battlefield Grizzly Bears\nI cast Capsize with buyback targeting Grizzly Bears\nresolve\n")
    assert_legal(data)
    assert "702.27a" in cited(data)
    assert player(data, "me")["hand"] == ["Capsize"]


# ----------------------------------------------------------------------------- cost changes from permanents

def test_cost_increase_and_reduction(run):
    data = run("me: battlefield Island, Island, Sapphire Medallion; hand Counterspell\n"
                  'opponent: battlefield "Thalia, Guardian of Thraben", Mountain, Mountain; hand Lightning Bolt\n'
                  "turn: opponent, main 1\nopponent casts Lightning Bolt targeting me\n"
                  "I cast Counterspell targeting Lightning Bolt\n")
    assert_legal(data)  # {U}{U} + {1} (Thalia) - {1} (Medallion: generic only)
    assert sum(1 for a in data["actions"] for s in a["steps"] if s["id"] == "step.cost_modifier") >= 2


# ----------------------------------------------------------------------------- choices made for a player (item 5)

def test_legend_rule_choice_is_an_assumption(run):
    data = run('me: battlefield "Isamaru, Hound of Konda", Plains; hand "Isamaru, Hound of Konda"\n'
                  'I cast "Isamaru, Hound of Konda"\nresolve\n')
    assert_legal(data)
    steps = [s for a in data["actions"] for s in a["steps"]]
    assert any(s["id"] == "step.assumed_choice" and s["rule"] == "704.5j" for s in steps)
    assert len(perms(data, "me", "Isamaru, Hound of Konda")) == 1


def test_sacrifice_choice_written_or_assumed(run):
    setup = ("me: battlefield Swamp, Swamp; hand Diabolic Edict\nopponent: battlefield Craw Wurm, Llanowar Elves\n"
             "I cast Diabolic Edict targeting opponent\nresolve\n")
    data = run(setup)
    assert "step.assumed_choice" in step_ids(data)
    data = run(setup + "opponent sacrifices Llanowar Elves\n")
    assert_legal(data)
    assert "step.assumed_choice" not in step_ids(data)
    assert perms(data, "opponent", "Craw Wurm") and "Llanowar Elves" in player(data, "opponent")["graveyard"]


def test_french_forms_of_foretell_and_of_a_sacrifice_choice(run):
    data = run("moi : champ de bataille Île, Île, Marais, Marais ; main Je t'ai vu !, Édit diabolique\n"
                  "adversaire : champ de bataille Guivre des jachères, Elfes de Llanowar\n"
                  "je prédis Je t'ai vu !\nje lance Édit diabolique en ciblant l'adversaire\nrésolution\n"
                  "l'adversaire sacrifie Elfes de Llanowar\n")
    assert_legal(data)
    assert data["lang"] == "fr"
    assert player(data, "me")["exile"] == ["Saw It Coming"]
    assert player(data, "opponent")["graveyard"] == ["Llanowar Elves"]
    assert "step.assumed_choice" not in step_ids(data)


def test_a_sacrifice_line_with_nothing_to_answer(run):
    data = run("me: battlefield Grizzly Bears\nI sacrifice Grizzly Bears\n")
    assert data["exit"] == 2 and data["error"]["kind"] == "incomplete"


# ----------------------------------------------------------------------------- triggered keyword abilities

def test_prowess_exalted_and_bushido(run):
    data = run("Alice: battlefield Akrasan Squire, Bloodfire Expert, Mountain; hand Shock\n"
                      "Bob: battlefield Battle-Mad Ronin\nturn: Alice, main 1\n"
                      "Alice casts Shock targeting Bob\nresolve all\n"
                      "Alice attacks with Akrasan Squire\nresolve all\n"
                      "Bob blocks Akrasan Squire with Battle-Mad Ronin\nresolve all\n")
    assert_legal(data)
    assert {"702.108a", "702.83a", "702.45a"} <= cited(data)
    assert perm(data, "Alice", "Bloodfire Expert")["power"] == 4  # 3/1 with prowess
    assert perm(data, "Alice", "Akrasan Squire")["power"] == 2  # 1/1 attacking alone
    assert perm(data, "Bob", "Battle-Mad Ronin")["power"] == 3  # 1/1 with bushido 2
    data = run("Alice: battlefield Akrasan Squire, Grizzly Bears\nBob: battlefield Island\nturn: Alice, main 1\n"
                      "Alice attacks with Akrasan Squire, Grizzly Bears\n")
    assert "702.83a" not in cited(data)  # not alone: no exalted


def test_flanking(run):
    data = run("Alice: battlefield Benalish Cavalry\nBob: battlefield Grizzly Bears\nturn: Alice, main 1\n"
                      "Alice attacks with Benalish Cavalry\nBob blocks Benalish Cavalry with Grizzly Bears\nresolve\n")
    assert_legal(data)
    assert "702.25a" in cited(data)
    assert perm(data, "Bob", "Grizzly Bears")["power"] == 1


def test_changeling_has_every_creature_type(run):
    # Warren-Scourge Elf has protection from Goblins: a changeling is a Goblin
    setup = "Alice: battlefield Warren-Scourge Elf\nBob: battlefield {blocker}\nturn: Alice, main 1\n" \
            "Alice attacks with Warren-Scourge Elf\nBob blocks Warren-Scourge Elf with {blocker}\n"
    illegal(run(setup.format(blocker="Amoeboid Changeling")), "702.16f")
    assert_legal(run(setup.format(blocker="Grizzly Bears")))


def test_doesnt_untap(run):
    data = run("Alice: battlefield Dwarven Patrol (tapped), Grizzly Bears (tapped)\nBob: battlefield Island\n"
                      "turn: Bob, end step\nnext step\nnext step\n")
    assert "step.doesnt_untap" in step_ids(data)
    assert perm(data, "Alice", "Dwarven Patrol")["tapped"] is True
    assert perm(data, "Alice", "Grizzly Bears")["tapped"] is False


# ----------------------------------------------------------------------------- combat restrictions and requirements

@pytest.mark.parametrize("attacker, bad, good, rule", [
    ("Covert Operative", "Grizzly Bears", None, "509.1b"),  # can't be blocked
    ("Arlinn's Wolf", "Grizzly Bears", "Hill Giant", "509.1b"),  # not by power 2 or less
    ("Barrenton Cragtreads", "Raging Goblin", "Grizzly Bears", "509.1b"),  # not by red creatures
    ("Treetop Scout", "Grizzly Bears", "Suntail Hawk", "509.1b"),  # only by creatures with flying
    ("Wandering Wolf", "Llanowar Elves", "Grizzly Bears", "509.1b"),  # not by lesser power
])
def test_block_restrictions_of_the_attacker(run, attacker, bad, good, rule):
    setup = f"Alice: battlefield {attacker}\nBob: battlefield {{blocker}}\nturn: Alice, main 1\n" \
            f"Alice attacks with {attacker}\nBob blocks {attacker} with {{blocker}}\n"
    illegal(run(setup.format(blocker=bad)), rule)
    if good:
        assert_legal(run(setup.format(blocker=good)))


def test_attack_requirements_and_restrictions(run):
    illegal(run("Alice: battlefield Bloodrock Cyclops, Grizzly Bears\nBob: battlefield Island\nturn: Alice, main 1\n"
                "Alice attacks with Grizzly Bears\n"), "508.1d")  # attacks each combat if able
    assert_legal(run("Alice: battlefield Bloodrock Cyclops (tapped), Grizzly Bears\nBob: battlefield Island\n"
                     "turn: Alice, main 1\nAlice attacks with Grizzly Bears\n"))
    illegal(run("Alice: battlefield Bonded Construct\nBob: battlefield Island\nturn: Alice, main 1\n"
                "Alice attacks with Bonded Construct\n"), "508.1c")  # can't attack alone
    setup = "Alice: battlefield Deep-Sea Serpent\nBob: battlefield {land}\nturn: Alice, main 1\n" \
            "Alice attacks with Deep-Sea Serpent\n"
    illegal(run(setup.format(land="Forest")), "508.1c")
    assert_legal(run(setup.format(land="Island")))


def test_how_many_blockers_and_blocks(run):
    setup = "Alice: battlefield Charging Rhino\nBob: battlefield Grizzly Bears, Llanowar Elves\nturn: Alice, main 1\n" \
            "Alice attacks with Charging Rhino\nBob blocks Charging Rhino with Grizzly Bears\n"
    illegal(run(setup + "Bob blocks Charging Rhino with Llanowar Elves\n"), "509.1b")
    assert_legal(run(setup))
    setup = "Alice: battlefield Grizzly Bears, Llanowar Elves\nBob: battlefield {guard}\nturn: Alice, main 1\n" \
            "Alice attacks with Grizzly Bears, Llanowar Elves\nBob blocks Grizzly Bears with {guard}\n" \
            "Bob blocks Llanowar Elves with {guard}\n"
    assert_legal(run(setup.format(guard="Palace Guard")))  # can block any number of creatures
    illegal(run(setup.format(guard="Hill Giant")), "509.1a")


# ----------------------------------------------------------------------------- keyword abilities activated or
# triggered for their own effect

def test_crew(run):
    setup = "Alice: battlefield Smuggler's Copter, {crew}\nBob: battlefield Island\nturn: Alice, main 1\n" \
            "Alice activates Smuggler's Copter tapping {crew}\nresolve\nAlice attacks with Smuggler's Copter\n"
    data = run(setup.format(crew="Llanowar Elves (sick)"))  # crewing isn't {T}: a summoning-sick creature can
    assert_legal(data)
    assert "702.122a" in cited(data)
    assert perm(data, "Alice", "Smuggler's Copter")["attacking"] is True
    illegal(run("Alice: battlefield Smuggler's Copter\nBob: battlefield Island\nturn: Alice, main 1\n"
                "Alice attacks with Smuggler's Copter\n"), "508.1a")  # not a creature until crewed


def test_crew_needs_enough_power(run):
    data = run("me: battlefield Consulate Skygate, Llanowar Elves\n"
               "I activate Consulate Skygate tapping Llanowar Elves\n")
    assert data["verdict"] in ("illegal", "error")


def test_unearth(run):
    data = run("me: battlefield Swamp; graveyard Dregscape Zombie\nopponent: battlefield Island\n"
               "I activate Dregscape Zombie\nresolve\nI attack with Dregscape Zombie\ngo to end step\nresolve\n")
    assert_legal(data)
    assert "702.84a" in cited(data)
    assert player(data, "opponent")["life"] == 18
    assert player(data, "me")["exile"] == ["Dregscape Zombie"]


def test_persist_and_undying(run):
    data = run("me: battlefield Kitchen Finks, Young Wolf\nopponent: battlefield Mountain, Mountain; "
               "hand Lightning Bolt, Shock\nturn: opponent, main 1\n"
               "opponent casts Lightning Bolt targeting Kitchen Finks\nresolve\nresolve\n"
               "opponent casts Shock targeting Young Wolf\nresolve\nresolve\n")
    assert {"702.79a", "702.93a"} <= cited(data)
    assert perm(data, "me", "Kitchen Finks")["counters"] == {"-1/-1": 1}
    assert perm(data, "me", "Young Wolf")["counters"] == {"+1/+1": 1}


def test_echo_pay_or_sacrifice(run):
    setup = "me: battlefield Goblin War Buggy (sick), Mountain, Mountain\nopponent: battlefield Island\n" \
            "turn: opponent, end step\nnext step\nresolve\n"
    data = run(setup)
    assert "702.30a" in cited(data) and "step.assumed_choice" in step_ids(data)
    assert player(data, "me")["graveyard"] == ["Goblin War Buggy"]
    data = run(setup.replace("(sick), Mountain", ", Mountain").replace("turn:", "# buggy came before\nturn:"))
    assert perms(data, "me", "Goblin War Buggy")  # not under its control since the last upkeep: no echo


def test_cumulative_upkeep_paid(run):
    data = run("me: battlefield Mystic Remora, Island\nopponent: battlefield Island\n"
               "turn: opponent, end step\nnext step\nresolve\nI pay {1}\n")
    assert_legal(data)
    assert "702.24a" in cited(data)
    assert perm(data, "me", "Mystic Remora")["counters"] == {"age": 1}


def test_morph_face_down_then_face_up(run):
    setup = "me: battlefield Plains, Plains, Plains, Plains, Plains, Plains, Plains; hand Exalted Angel\n" \
            "I cast Exalted Angel face down\nresolve\n"
    data = run(setup)
    assert_legal(data)
    assert "702.37c" in cited(data)
    angel = perm(data, "me", "Exalted Angel")
    assert (angel["power"], angel["toughness"]) == (2, 2)  # a 2/2 with no text (708.2a)
    data = run(setup + "I turn Exalted Angel face up\n")
    assert_legal(data)
    assert {"702.37e", "116.2b"} <= cited(data)
    assert perm(data, "me", "Exalted Angel")["power"] == 4
    data = run("me: battlefield Plains, Plains, Exalted Angel (face down)\nI turn Exalted Angel face up\n")
    illegal(data, "702.37e")  # {2}{W}{W} with two Plains
    illegal(run("me: battlefield Plains, Exalted Angel\nI turn Exalted Angel face up\n"), "702.37e")  # not face down


def test_a_face_down_creature_dies_as_its_card(run):
    data = run("me: battlefield Exalted Angel (face down)\nopponent: battlefield Mountain; hand Shock\n"
               "turn: opponent, main 1\nopponent casts Shock targeting Exalted Angel\nresolve\n")
    assert_legal(data)
    assert player(data, "me")["graveyard"] == ["Exalted Angel"]  # a 2/2 dealt 2 damage; its card goes (708.9)


# ----------------------------------------------------------------------------- what the engine doesn't enforce

def test_an_ability_not_enforced_is_quoted_in_the_answer_language(run, full_arbitre, full_db):
    """Item 4: the card's own sentence (French when answering in French), never an internal name."""
    import sqlite3

    from bot.engine import hookspecs as hs
    from foundation.abilities import ability_enforced

    enforced = hs.call_enforced_abilities(full_arbitre.pm)
    candidates = {"Rift Bolt": "suspend", "Akroma, Angel of Fury": "morph", "Pouncing Shoreshark": "mutate",
                  "Dig Up": "cleave", "Fleshwrither": "transfigure", "Zodiac Dragon": "continuous_effect",
                  "Alms Beast": "continuous_effect", "Akron Legionnaire": "continuous_effect",
                  "Ancient Ooze": "continuous_effect"}
    with sqlite3.connect(full_db) as db:  # the card must still carry that ability as the parser reads it today
        models = {name: model for name, model in db.execute(
            f"select name, model from cards where name in ({','.join('?' * len(candidates))})", tuple(candidates))}
    card, ability = next((c, a) for c, a in candidates.items()
                         if not ability_enforced(a, enforced) and f'"{a}"' in models.get(c, ""))
    data = run(f'me: hand "{card}"\nI cast "{card}"\n', "fr")
    notes = [s for a in data["actions"] for s in a["steps"] if s["id"] == "step.not_enforced"]
    assert notes, (card, ability)
    assert "«" in notes[0]["text"] and "_" not in notes[0]["text"]


def test_jump_start_and_retrace(run):
    data = run("me: battlefield Island x4; hand Forest; graveyard Chemister's Insight; library Plains, Swamp\n"
               "I cast Chemister's Insight with jump-start discarding Forest\nresolve\n")
    assert_legal(data)
    assert "702.133a" in cited(data)
    assert player(data, "me")["exile"] == ["Chemister's Insight"]
    illegal(run("me: battlefield Island x4; hand Forest; graveyard Chemister's Insight\n"
                "I cast Chemister's Insight from graveyard\n"), "601.3")
    data = run("me: battlefield Island x7; hand Mountain; graveyard Call the Skybreaker\n"
               "I cast Call the Skybreaker with retrace discarding Mountain\n")
    assert_legal(data)
    assert "702.81a" in cited(data)


# ----------------------------------------------------------------------------- counters of keyword abilities

def test_fading_and_vanishing(run):
    data = run("me: battlefield Blastoderm (1 fade counter), Calciderm (1 time counter)\nopponent: battlefield Island\n"
               "turn: opponent, end step\nnext step\nresolve all\n")
    assert {"702.32a", "702.63a"} <= cited(data)
    assert perm(data, "me", "Blastoderm")["counters"] == {}  # the last fade counter removed: it stays
    assert "Calciderm" in player(data, "me")["graveyard"]  # the last time counter removed: sacrificed


def test_modular_bloodthirst_riot_and_evolve(run):
    data = run("me: battlefield Forest x9, Mountain x4; hand Battering Wurm, Adaptive Snapjaw, Frenzied Arynx, "
               "Shock\n"
               "I cast Shock targeting opponent\nresolve\nI cast Battering Wurm\nresolve\n"
               "I cast Adaptive Snapjaw\nresolve\n")
    assert "702.54a" in cited(data)
    assert perm(data, "me", "Battering Wurm")["counters"] == {"+1/+1": 1}
    data = run("me: battlefield Forest, Forest, Mountain, Mountain, Grizzly Bears; hand Frenzied Arynx\n"
               "I cast Frenzied Arynx\nresolve\nresolve all\n")
    assert "702.136a" in cited(data) and "step.assumed_choice" in step_ids(data)
    assert perm(data, "me", "Frenzied Arynx")["counters"] == {"+1/+1": 1}


def test_renown(run):
    data = run("Alice: battlefield Akroan Sergeant\nBob: battlefield Island\nturn: Alice, main 1\n"
               "Alice attacks with Akroan Sergeant\nnext step\nnext step\nresolve\n")
    assert_legal(data)
    assert "702.112a" in cited(data)
    assert perm(data, "Alice", "Akroan Sergeant")["counters"] == {"+1/+1": 1}


# ----------------------------------------------------------------------------- more static abilities

def test_auras_that_stop_attacks_and_untaps(run):
    data = run("Alice: battlefield Grizzly Bears, Plains, Plains, Plains; hand Cage of Hands\nBob: battlefield Island\n"
               "turn: Alice, main 1\nAlice casts Cage of Hands targeting Grizzly Bears\nresolve\n"
               "Alice attacks with Grizzly Bears\n")
    illegal(data, "508.1c")


def test_lure_and_must_be_blocked(run):
    setup = "Alice: battlefield Elvish Bard\nBob: battlefield Grizzly Bears, Llanowar Elves\nturn: Alice, main 1\n" \
            "Alice attacks with Elvish Bard\nBob blocks Elvish Bard with Grizzly Bears\n"
    illegal(run(setup), "509.1c")  # every creature able to block it must
    assert_legal(run(setup + "Bob blocks Elvish Bard with Llanowar Elves\n"))


def test_fast_lands_enter_tapped_unless(run):
    setup = "me: battlefield {lands}; hand Blackcleave Cliffs\nI play Blackcleave Cliffs\n"
    assert perm(run(setup.format(lands="Swamp, Mountain")), "me", "Blackcleave Cliffs")["tapped"] is False
    data = run(setup.format(lands="Swamp, Mountain, Swamp"))
    assert perm(data, "me", "Blackcleave Cliffs")["tapped"] is True
    assert "614.1c" in cited(data)


def test_damage_prevented_to_itself(run):
    data = run("me: battlefield \"Cho-Manno, Revolutionary\"\nopponent: battlefield Mountain; hand Lightning Bolt\n"
               "turn: opponent, main 1\n"
               "opponent casts Lightning Bolt targeting \"Cho-Manno, Revolutionary\"\nresolve\n")
    assert_legal(data)
    assert "615.1a" in cited(data)
    assert perm(data, "me", "Cho-Manno, Revolutionary")["damage"] == 0
