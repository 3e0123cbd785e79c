"""Static abilities applied by the engine (issue 11, item 2; CR 604, 611.3a, 613): each family with real cards of
the shared MTGJSON data (imported once per session, read at test time), the side where the ability applies and
the side where it doesn't, and the rule the trace cites.
"""

from __future__ import annotations

import pytest
from trace_helpers import assert_legal, cited, perm, perms, player


@pytest.fixture()
def run(full_trace):
    return full_trace


def illegal(data: dict, rule: str) -> dict:
    assert (data["verdict"], data["exit"]) == ("illegal", 1), (data.get("error"), data["actions"][-1]["steps"])
    assert data["illegal"]["rule"] == rule, data["illegal"]
    return data["illegal"]


def step_ids(data: dict) -> list[str]:
    return [s["id"] for a in data["actions"] for s in a["steps"]]


def texts(data: dict) -> list[str]:
    return [s["text"] for a in data["actions"] for s in a["steps"]]


# ----------------------------------------------------------------------------- conditions (611.3a)

def test_a_condition_on_what_you_control_applies_as_soon_as_it_holds(run):
    # Wild Nacatl: +1/+1 as long as you control a Mountain, +1/+1 as long as you control a Plains
    setup = ("me: battlefield Wild Nacatl, Mountain; hand Plains\nopponent: battlefield Mountain; hand Shock\n"
             "{play}opponent casts Shock targeting Wild Nacatl\nresolve\n")
    data = run(setup.format(play="I play Plains\n"))
    assert_legal(data)
    assert "613.4c" in cited(data, 1) and "step.static_pt" in step_ids(data)
    assert perm(data, "me", "Wild Nacatl")["damage"] == 2  # 3/3: it survives
    data = run(setup.format(play=""))
    assert_legal(data)
    assert "Wild Nacatl" in player(data, "me")["graveyard"]  # 2/2 with the Mountain only


def test_a_keyword_during_your_turn_only(run):
    # Daggersail Aeronaut: flying as long as it's your turn
    data = run("Alice: battlefield Daggersail Aeronaut\nBob: battlefield Grizzly Bears\nturn: Alice, main 1\n"
               "Alice attacks with Daggersail Aeronaut\nBob blocks Daggersail Aeronaut with Grizzly Bears\n")
    illegal(data, "702.9b")
    setup = ("Alice: battlefield Daggersail Aeronaut\nBob: battlefield {attacker}\nturn: Bob, main 1\n"
             "Bob attacks with {attacker}\nAlice blocks {attacker} with Daggersail Aeronaut\n")
    assert_legal(run(setup.format(attacker="Grizzly Bears")))
    illegal(run(setup.format(attacker="Wind Drake")), "702.9b")  # no flying on Bob's turn: can't block a flyer


def test_a_bonus_for_each_permanent(run):
    # Akiri, Line-Slinger (0/3): +1/+0 for each artifact you control
    data = run("Alice: battlefield Akiri, Line-Slinger, Ornithopter, Ornithopter\nBob: battlefield Island\n"
               "turn: Alice, main 1\nAlice attacks with Akiri, Line-Slinger\nnext step\nnext step\n")
    assert_legal(data)
    assert player(data, "Bob")["life"] == 18


# ----------------------------------------------------------------------------- Auras and Equipment (613.1f, 613.4c)

def test_an_aura_gives_its_bonus_and_a_requirement(run):
    # Furor of the Bitten: enchanted creature gets +2/+2 and attacks each combat if able
    setup = ("Alice: battlefield Grizzly Bears, Llanowar Elves, Mountain; hand Furor of the Bitten\n"
             "Bob: battlefield Island\nturn: Alice, main 1\n"
             "Alice casts Furor of the Bitten targeting Grizzly Bears\nresolve\nAlice attacks with {attackers}\n")
    data = run(setup.format(attackers="Grizzly Bears"))
    assert_legal(data)
    assert "613.4c" in cited(data) and perm(data, "Alice", "Grizzly Bears")["power"] == 4
    illegal(run(setup.format(attackers="Llanowar Elves")), "508.1d")


def test_an_aura_removes_a_keyword(run):
    # Grounded: enchanted creature loses flying; the Bears may then block the Drake
    setup = ("Alice: battlefield Wind Drake, Forest, Forest; hand Grounded\nBob: battlefield Grizzly Bears\n"
             "turn: Alice, main 1\n{cast}Alice attacks with Wind Drake\nBob blocks Wind Drake with Grizzly Bears\n")
    data = run(setup.format(cast="Alice casts Grounded targeting Wind Drake\nresolve\n"))
    assert_legal(data)
    assert "613.1f" in cited(data) and "step.static_loses" in step_ids(data)
    illegal(run(setup.format(cast="")), "702.9b")


def test_a_granted_activated_ability_is_activated_from_the_host(run):
    # Arcane Teachings: enchanted creature gets +2/+2 and has "{T}: This creature deals 1 damage to any target."
    setup = ("me: battlefield Grizzly Bears, Mountain, Mountain, Mountain; hand Arcane Teachings\n"
             "{cast}I activate Grizzly Bears targeting opponent\nresolve\n")
    data = run(setup.format(cast="I cast Arcane Teachings targeting Grizzly Bears\nresolve\n"))
    assert_legal(data)
    assert player(data, "opponent")["life"] == 19
    assert perm(data, "me", "Grizzly Bears")["tapped"] is True
    illegal(run(setup.format(cast="")), "602.1")  # the Bears alone have no activated ability


# ----------------------------------------------------------------------------- groups (613.1f)

def test_a_group_keyword_for_creatures_with_a_counter(run):
    # Abzan Falconer: each creature you control with a +1/+1 counter on it has flying
    setup = ("Alice: battlefield Abzan Falconer, Grizzly Bears{counter}\nBob: battlefield Llanowar Elves\n"
             "turn: Alice, main 1\nAlice attacks with Grizzly Bears\nBob blocks Grizzly Bears with Llanowar Elves\n")
    illegal(run(setup.format(counter=" (1 +1/+1 counter)")), "702.9b")
    assert_legal(run(setup.format(counter="")))


@pytest.mark.parametrize("lang, word", [("en", "Because of"), ("fr", "À cause")])
def test_the_trace_says_what_a_static_ability_changes(run, lang, word):
    data = run("me: battlefield Grizzly Bears, Plains, Plains, Plains, Plains; hand Glorious Anthem\n"
               "I cast Glorious Anthem\nresolve\n", lang)
    assert_legal(data)
    said = [t for t in texts(data) if t.startswith(word)]
    assert said and "3/3" in said[0]
    assert perms(data, "me", "Grizzly Bears")[0]["power"] == 3


# ----------------------------------------------------------------------------- as it enters: choices (614.12)

def test_a_creature_type_chosen_as_it_enters(run):
    # Adaptive Automaton: as it enters, choose a creature type; other creatures you control of it get +1/+1
    setup = ("me: battlefield Llanowar Elves, Grizzly Bears, Island, Island, Island; hand Adaptive Automaton\n"
             "I cast Adaptive Automaton\nresolve\n{choice}")
    data = run(setup.format(choice="I choose Bear\n"))
    assert_legal(data)
    assert "614.12" in cited(data) and "step.chosen_as_enters" in step_ids(data)
    assert perm(data, "me", "Grizzly Bears")["power"] == 3 and perm(data, "me", "Llanowar Elves")["power"] == 1
    data = run(setup.format(choice=""))  # no line: assumed, and said (the most common type: Elf or Bear)
    assert_legal(data)
    assert "step.assumed_choice" in step_ids(data)


def test_a_chosen_color_gives_protection(run):
    # Cho-Manno's Blessing: as it enters choose a color; enchanted creature has protection from it
    setup = ("me: battlefield Grizzly Bears, Plains, Plains; hand Cho-Manno's Blessing\n"
             "opponent: battlefield Mountain, Swamp, Swamp; hand Lightning Bolt, Doom Blade\n"
             "I cast Cho-Manno's Blessing targeting Grizzly Bears\nresolve\nI choose red\n")
    data = run(setup + "opponent casts Lightning Bolt targeting Grizzly Bears\n")
    illegal(data, "702.16b")
    assert_legal(run(setup + "opponent casts Doom Blade targeting Grizzly Bears\nresolve\n"))


# ----------------------------------------------------------------------------- players (702.11c, 119.7, 305.2, 614.10)

def test_a_player_with_hexproof(run):
    # Leyline of Sanctity: you have hexproof
    setup = ("me: battlefield {permanent}\nopponent: battlefield Mountain; hand Lightning Bolt\n"
             "turn: opponent, main 1\nopponent casts Lightning Bolt targeting me\nresolve\n")
    illegal(run(setup.format(permanent="Leyline of Sanctity")), "702.11c")
    assert player(run(setup.format(permanent="Forest")), "me")["life"] == 17


def test_players_cant_gain_life(run):
    # Everlasting Torment: players can't gain life (lifelink gains nothing)
    setup = "me: battlefield {permanent}, Vampire Nighthawk\nI attack with Vampire Nighthawk\nnext step\nnext step\n"
    data = run(setup.format(permanent="Everlasting Torment"))
    assert_legal(data)
    assert "119.7" in cited(data) and player(data, "me")["life"] == 20
    assert player(run(setup.format(permanent="Forest")), "me")["life"] == 22


def test_an_additional_land_each_turn(run):
    # Exploration: you may play an additional land on each of your turns
    setup = "me: battlefield {permanent}; hand Forest, Island\nI play Forest\nI play Island\n"
    data = run(setup.format(permanent="Exploration"))
    assert_legal(data)
    assert "step.additional_land" in step_ids(data)
    illegal(run(setup.format(permanent="Plains")), "305.2")


def test_skip_your_draw_step(run):
    # Necropotence: skip your draw step
    setup = "me: battlefield {permanent}; library Island\nturn: opponent, end step\ngo to draw\n"
    data = run(setup.format(permanent="Necropotence"))
    assert_legal(data)
    assert "614.10" in cited(data) and player(data, "me")["hand"] == []
    assert player(run(setup.format(permanent="Forest")), "me")["hand"] == ["Island"]


def test_you_dont_lose_for_zero_life(run):
    # Phyrexian Unlife: you don't lose the game for having 0 or less life
    setup = ("me: battlefield {permanent}; life 2\nopponent: battlefield Mountain; hand Lightning Bolt\n"
             "turn: opponent, main 1\nopponent casts Lightning Bolt targeting me\nresolve\n")
    data = run(setup.format(permanent="Phyrexian Unlife"))
    assert_legal(data)
    assert "104.3b" in cited(data) and player(data, "me")["lost"] is False
    assert "704.5a" in cited(run(setup.format(permanent="Forest")))


# ----------------------------------------------------------------------------- control (613.1b)

def test_an_aura_that_takes_control(run):
    # Control Magic: you control enchanted creature (it is new to you: it can't attack this turn, 302.6)
    setup = ("me: battlefield Island, Island, Island, Island; hand Control Magic\nopponent: battlefield Grizzly Bears\n"
             "I cast Control Magic targeting Grizzly Bears\nresolve\n")
    data = run(setup)
    assert_legal(data)
    assert "613.1b" in cited(data) and perms(data, "me", "Grizzly Bears") and not perms(data, "opponent",
                                                                                            "Grizzly Bears")
    illegal(run(setup + "I attack with Grizzly Bears\n"), "302.6")


# ----------------------------------------------------------------------------- characteristic-defining (604.3)

def test_power_and_toughness_defined_by_a_count_change_as_the_count_does(run):
    # Tarmogoyf (*/1+*): card types among cards in all graveyards. Shock resolves, then goes to the graveyard
    # (608.2n) before the state-based actions: an instant more, and Tarmogoyf is 1/2 or 2/3 as they're checked
    setup = ("Alice: battlefield Tarmogoyf{graveyard}\nBob: battlefield Mountain; hand Shock\n"
             "Bob casts Shock targeting Tarmogoyf\nresolve\n")
    data = run(setup.format(graveyard="; graveyard Grizzly Bears"))
    assert_legal(data)
    goyf = perm(data, "Alice", "Tarmogoyf")
    assert (goyf["power"], goyf["toughness"], goyf["damage"]) == (2, 3, 2)
    data = run(setup.format(graveyard=""))
    assert_legal(data)
    assert "Tarmogoyf" in player(data, "Alice")["graveyard"] and "704.5g" in cited(data)


def test_power_alone_equal_to_a_count_cites_its_layer(run):
    # Adeline, Resplendent Cathar (*/4): power equal to the number of creatures you control
    setup = ("Alice: battlefield Adeline, Resplendent Cathar, Plains, Plains{more}; hand Grizzly Bears\n"
             "Bob: battlefield Island\nturn: Alice, main 1\n")
    data = run(setup.format(more=""))
    assert_legal(data)
    assert (perm(data, "Alice", "Adeline, Resplendent Cathar")["power"],
            perm(data, "Alice", "Adeline, Resplendent Cathar")["toughness"]) == (1, 4)
    data = run(setup.format(more=", Forest") + "Alice casts Grizzly Bears\nresolve\n")
    assert_legal(data)
    assert perm(data, "Alice", "Adeline, Resplendent Cathar")["power"] == 2 and "613.4a" in cited(data, 2)


# ----------------------------------------------------------------------------- how a permanent enters (614.1c, 614.12)

def test_a_shock_land_enters_untapped_only_when_the_life_is_paid(run):
    # Overgrown Tomb: "As ~ enters, you may pay 2 life. If you don't, it enters tapped."
    setup = "me: hand Overgrown Tomb; battlefield Forest{life}\nI play Overgrown Tomb\n{rest}"
    data = run(setup.format(life="", rest="I pay 2 life\nI tap Overgrown Tomb for B\n"))
    assert_legal(data)
    assert player(data, "me")["life"] == 18 and "614.12" in cited(data, 2)
    data = run(setup.format(life="; life 1", rest="I pay 2 life\n"))
    illegal(data, "119.4")  # 1 life left: the 2 life can't be paid
    data = run(setup.format(life="", rest=""))  # nothing says: assumed not paid, and said
    assert_legal(data)
    assert perm(data, "me", "Overgrown Tomb")["tapped"] and player(data, "me")["life"] == 20
    assert "step.assumed_as_enters_life" in step_ids(data) and "614.1c" in cited(data)
    data = run(setup.format(life="", rest="I tap Overgrown Tomb for G\n"))  # a later line uses it: assumed paid
    assert_legal(data)
    assert player(data, "me")["life"] == 18


def test_a_land_that_enters_tapped_unless_you_control_a_basic_type(run):
    # Glacial Fortress: enters tapped unless you control a Plains or an Island
    setup = "me: hand Glacial Fortress; battlefield {other}\nI play Glacial Fortress\nI tap Glacial Fortress for U\n"
    assert_legal(run(setup.format(other="Island")))
    data = run(setup.format(other="Swamp"))
    illegal(data, "602.2b")  # it entered tapped: {T} can't be paid
    assert "614.1c" in cited(data, 1)


def test_permanents_an_opponent_controls_enter_tapped(run):
    # Authority of the Consuls: creatures your opponents control enter tapped (and its controller gains 1 life)
    setup = ("Alice: battlefield {permanent}\nBob: hand Raging Goblin; battlefield Mountain\nturn: Bob, main 1\n"
             "Bob casts Raging Goblin\nresolve\n{trigger}Bob attacks with Raging Goblin\n")
    data = run(setup.format(permanent="Authority of the Consuls", trigger="resolve\n"))
    illegal(data, "508.1a")  # a tapped creature can't attack
    assert "step.enters_tapped_by" in step_ids(data)
    assert_legal(run(setup.format(permanent="Plains", trigger="")))
    cast_only = setup.format(permanent="Authority of the Consuls", trigger="")
    data = run(cast_only.replace("Bob attacks with Raging Goblin\n", ""), "fr")
    assert any("Autorité des consuls" in t and "engagé" in t for t in texts(data)), texts(data)


# ----------------------------------------------------------------------------- prevention and replacement (614, 615)

def test_a_static_prevention_of_combat_damage(run):
    # Everdawn Champion (2/2): prevent all combat damage that would be dealt to it; Shock is not combat damage
    setup = ("Alice: battlefield Everdawn Champion\nBob: battlefield Hill Giant, Mountain; hand Shock\n"
             "turn: Bob, main 1\nBob attacks with Hill Giant\nAlice blocks Hill Giant with Everdawn Champion\n"
             "next step\n{spell}")
    data = run(setup.format(spell=""))
    assert_legal(data)
    assert perm(data, "Alice", "Everdawn Champion")["damage"] == 0 and "615.1" in cited(data, 3)
    assert "step.damage_prevented_static" in step_ids(data)
    data = run(setup.format(spell="Bob casts Shock targeting Everdawn Champion\nresolve\n"))
    assert_legal(data)
    assert "Everdawn Champion" in player(data, "Alice")["graveyard"]


def test_an_aura_prevents_the_damage_its_creature_would_deal(run):
    # Defang: prevent all damage that would be dealt by enchanted creature
    setup = ("Alice: battlefield Grizzly Bears, Plains, Plains; hand Defang\nBob: battlefield Hill Giant\n"
             "turn: Alice, main 1\n{cast}Alice attacks with Grizzly Bears\nBob blocks Grizzly Bears with Hill Giant\n"
             "next step\n")
    data = run(setup.format(cast="Alice casts Defang targeting Hill Giant\nresolve\n"))
    assert_legal(data)
    assert perm(data, "Alice", "Grizzly Bears")["damage"] == 0 and "615.1" in cited(data)
    data = run(setup.format(cast=""))
    assert_legal(data)
    assert "Grizzly Bears" in player(data, "Alice")["graveyard"]


def test_life_gained_plus_one(run):
    # Angel of Vitality: if you would gain life, you gain that much life plus 1 instead (614.1a)
    setup = "me: battlefield {angel}Plains; hand Chaplain's Blessing\nI cast Chaplain's Blessing\nresolve\n"
    data = run(setup.format(angel="Angel of Vitality, "))
    assert_legal(data)
    assert player(data, "me")["life"] == 26 and "614.1a" in cited(data, 2)
    assert player(run(setup.format(angel="")), "me")["life"] == 25


def test_a_restriction_unless_a_condition_holds(run):
    # Felhide Brawler: can't block unless you control another Minotaur
    setup = ("Alice: battlefield Felhide Brawler{other}\nBob: battlefield Grizzly Bears\nturn: Bob, main 1\n"
             "Bob attacks with Grizzly Bears\nAlice blocks Grizzly Bears with Felhide Brawler\n")
    illegal(run(setup.format(other="")), "509.1b")
    assert_legal(run(setup.format(other=", Felhide Minotaur")))


def test_a_bonus_to_creature_tokens_only(run):
    # Dramatic Finale: creature tokens you control get +1/+1
    data = run("me: battlefield Dramatic Finale, Grizzly Bears, Plains, Plains; hand Raise the Alarm\n"
               "I cast Raise the Alarm\nresolve\n")
    assert_legal(data)
    assert perm(data, "me", "Grizzly Bears")["power"] == 2
    assert [p["power"] for p in perms(data, "me", "Soldier Token")] == [2, 2]


def test_the_two_sentences_of_a_shock_land_are_one_ability(full_db):
    # "As ~ enters, you may pay 2 life. If you don't, it enters tapped.": one record, both sentences as its text
    import json
    import sqlite3

    conn = sqlite3.connect(full_db)
    try:
        rows = dict(conn.execute("SELECT name, model FROM cards WHERE name IN (?, ?)",
                                 ("Overgrown Tomb", "Ancient Amphitheater")))
    finally:
        conn.close()
    tomb = json.loads(rows["Overgrown Tomb"])["static"]
    assert [st["kind"] for st in tomb] == ["etb_tapped_unless_paid"] and "If you don't" in tomb[0]["text"]
    assert "Si vous ne le faites pas" in tomb[0]["text_fr"]
    amphitheater = json.loads(rows["Ancient Amphitheater"])["static"]
    assert [st["kind"] for st in amphitheater] == ["etb_tapped_unless_revealed"]


def test_enters_with_a_counter_for_each_card_counted(run):
    # Golgari Grave-Troll (0/0): enters with a +1/+1 counter for each creature card in your graveyard
    setup = ("me: battlefield Forest, Forest, Forest, Forest, Forest; hand Golgari Grave-Troll; graveyard {cards}\n"
             "I cast Golgari Grave-Troll\nresolve\n")
    data = run(setup.format(cards="Grizzly Bears, Llanowar Elves, Forest"))
    assert_legal(data)
    troll = perm(data, "me", "Golgari Grave-Troll")
    assert (troll["power"], troll["toughness"]) == (2, 2) and "614.1c" in cited(data, 2)
    data = run(setup.format(cards="Forest"))  # no creature card: a 0/0, put into the graveyard (704.5f)
    assert_legal(data)
    assert "Golgari Grave-Troll" in player(data, "me")["graveyard"] and "704.5f" in cited(data, 2)


def test_kicked_creature_enters_with_counters_and_a_keyword(run):
    # Kavu Titan: "If Kavu Titan was kicked, it enters with three +1/+1 counters on it and with trample" (702.33d)
    setup = ("me: battlefield Forest, Forest, Forest, Forest, Forest; hand Kavu Titan\n"
             "I cast Kavu Titan{kick}\nresolve\n")
    data = run(setup.format(kick=" with kicker"))
    assert_legal(data)
    titan = perm(data, "me", "Kavu Titan")
    assert (titan["power"], titan["toughness"]) == (5, 5) and "trample" in titan.get("keywords", [])
    assert "702.33d" in cited(data, 2)
    data = run(setup.format(kick=""))  # not kicked: a 2/2 without trample
    assert_legal(data)
    titan = perm(data, "me", "Kavu Titan")
    assert (titan["power"], titan["toughness"]) == (2, 2) and "trample" not in titan.get("keywords", [])


def test_protection_drops_other_auras_but_not_the_one_that_says_so(run):
    # White Ward: enchanted creature has protection from white; "this effect doesn't remove White Ward".
    # Pacifism, white too, falls off (702.16c, 704.5m)
    setup = ("Alice: battlefield Plains, Plains, Plains; hand White Ward, Pacifism{more}\n"
             "Bob: battlefield Grizzly Bears\nAlice casts Pacifism targeting Grizzly Bears\nresolve\n"
             "Alice casts {ward} targeting Grizzly Bears\nresolve\n")
    data = run(setup.format(more="", ward="White Ward"))
    assert_legal(data)
    assert "Pacifism" in player(data, "Alice")["graveyard"] and "704.5m" in cited(data, 4)
    assert [p["name"] for p in player(data, "Alice")["battlefield"] if p["name"] == "White Ward"] == ["White Ward"]
    data = run(setup.format(more=", Holy Strength", ward="Holy Strength"))  # white, no protection: both stay
    assert_legal(data)
    assert "Pacifism" not in player(data, "Alice")["graveyard"]


def test_an_aura_bonus_otherwise_a_penalty(run):
    # Clutch of Undeath: +3/+3 as long as it's a Zombie; otherwise -3/-3
    setup = "Alice: battlefield {creature}, Swamp, Swamp, Swamp, Swamp, Swamp; hand Clutch of Undeath\n" \
            "Alice casts Clutch of Undeath targeting {creature}\nresolve\n"
    data = run(setup.format(creature="Walking Corpse"))
    assert_legal(data)
    assert perm(data, "Alice", "Walking Corpse")["power"] == 5
    data = run(setup.format(creature="Hill Giant"))
    assert_legal(data)
    assert "Hill Giant" in player(data, "Alice")["graveyard"] and "704.5f" in cited(data, 2)


def test_a_land_that_becomes_a_basic_land_type(run):
    # Contaminated Ground: enchanted land is a Swamp (305.7: it loses its other land types and their mana ability)
    setup = ("Alice: battlefield Swamp, Swamp, Swamp; hand Contaminated Ground\nBob: battlefield Forest\n"
             "Alice casts Contaminated Ground targeting Forest\nresolve\nBob taps Forest for {color}\n")
    assert_legal(run(setup.format(color="B")))
    illegal(run(setup.format(color="G")), "106.1")
    # Blood Moon: nonbasic lands are Mountains; a basic Forest keeps its own ability
    setup = "Alice: battlefield Blood Moon\nBob: battlefield {land}\nBob taps {land} for {color}\n"
    assert_legal(run(setup.format(land="Bayou", color="R")))
    illegal(run(setup.format(land="Bayou", color="G")), "106.1")
    assert_legal(run(setup.format(land="Forest", color="G")))
