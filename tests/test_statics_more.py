"""Static abilities of the generic grammar read and applied by the engine (issue 11): mana that stays in a pool
as steps end (106.4), lists of permanents that enter tapped (614.1c), keywords a group can't have (613.1f).
Each with a real card of the shared MTGJSON data, both sides, and the rule the trace cites.
"""

from __future__ import annotations

import pytest
from test_statics import illegal, step_ids, texts
from trace_helpers import assert_legal, cited, perm, perms, player

from cardpool.oracle.statics_rules import rules_static


@pytest.fixture()
def run(full_trace):
    return full_trace


@pytest.mark.parametrize(("sentence", "expected"), [
    ("Players don't lose unspent mana as steps and phases end", {"kind": "mana_kept", "who": "each"}),
    ("You don't lose unspent green mana as steps and phases end", {"kind": "mana_kept", "who": "you", "color": "G"}),
    ("If you would lose unspent mana, that mana becomes colorless instead",
     {"kind": "mana_kept", "who": "you", "becomes": "C"}),
])
def test_the_unspent_mana_grammar(sentence, expected):
    assert rules_static(sentence.lower(), sentence) == expected


# ----------------------------------------------------------------------------- unspent mana (106.4)

def test_unspent_mana_stays_in_the_pool(run):
    # Upwelling: "Players don't lose unspent mana as steps and phases end."
    setup = ("turn: me, upkeep\nme: battlefield {permanent}, Forest, Forest; hand Grizzly Bears\n"
             "I tap Forest, Forest\ngo to main 1\nI cast Grizzly Bears\n")
    data = run(setup.format(permanent="Upwelling"))
    assert_legal(data)
    assert "106.4" in cited(data) and "step.pool_kept" in step_ids(data) and "step.pool_empties" not in step_ids(data)
    assert "Grizzly Bears" not in player(data, "me")["hand"]
    fr = run(setup.format(permanent="Upwelling"), "fr")
    assert any("Montée" in t for t in texts(fr) if "reste dans votre réserve" in t)
    # without it the mana empties as the upkeep and draw steps end: nothing left to cast the Bears with
    data = run(setup.format(permanent="Plains"))
    assert "step.pool_empties" in step_ids(data)
    illegal(data, "601.2h")


def test_only_the_named_colour_stays(run):
    # Leyline Tyrant: "You don't lose unspent red mana as steps and phases end."
    setup = ("me: battlefield Leyline Tyrant, Mountain, Forest; hand {spell}\n"
             "I tap Mountain, Forest\nnext step\nI cast {spell}{on}\n")
    data = run(setup.format(spell="Shock", on=" targeting opponent"))
    assert_legal(data)
    assert "step.pool_kept" in step_ids(data) and "step.pool_empties" in step_ids(data)  # the {G} empties
    illegal(run(setup.format(spell="Giant Growth", on=" targeting Leyline Tyrant")), "601.2h")


def test_unspent_mana_becomes_colorless(run):
    # Kruphix, God of Horizons: "If you would lose unspent mana, that mana becomes colorless instead."
    setup = ("turn: me, upkeep\nme: battlefield Kruphix, God of Horizons, Forest, Forest; hand {spell}\n"
             "I tap Forest, Forest\ngo to main 1\nI cast {spell}\n")
    data = run(setup.format(spell="Ornithopter"))
    assert_legal(data)
    assert "614.1a" in cited(data) and "step.pool_becomes_colorless" in step_ids(data)
    data = run(setup.format(spell="Llanowar Elves"))  # {G} is now {C}
    illegal(data, "601.2h")


# ----------------------------------------------------------------------------- lists of permanents (614.1c)

def test_each_item_of_a_list_enters_tapped(run):
    # Frozen Aether: "Artifacts, creatures, and lands your opponents control enter the battlefield tapped."
    setup = ("turn: opponent, main 1\nme: battlefield {permanent}\n"
             "opponent: battlefield Plains; hand Forest, Llanowar Elves\n"
             "opponent play Forest\nopponent cast Llanowar Elves\n")
    data = run(setup.format(permanent="Frozen Aether"))
    assert "step.enters_tapped_by" in step_ids(data) and "614.1c" in cited(data)
    illegal(data, "601.2h")  # its Forest entered tapped: no {G} for the Elves
    assert_legal(run(setup.format(permanent="Island")))


def test_a_list_with_a_quality_on_one_item(run):
    # Thalia, Heretic Cathar: "Creatures and nonbasic lands your opponents control enter the battlefield tapped."
    setup = ("turn: opponent, main 1\nme: battlefield Thalia, Heretic Cathar\nopponent: hand {land}\n"
             "opponent play {land}\n")
    assert perm(run(setup.format(land="Tranquil Cove")), "opponent", "Tranquil Cove")["tapped"]
    data = run(setup.format(land="Forest"))  # basic: not in the list
    assert_legal(data)
    assert not perm(data, "opponent", "Forest")["tapped"]


# ----------------------------------------------------------------------------- keywords a group can't have (613.1f)

def test_a_keyword_they_cant_have_or_gain(run):
    # Archetype of Imagination: "Creatures your opponents control lose flying and can't have or gain flying."
    setup = ("turn: opponent, main 1\nme: battlefield {permanent}, Grizzly Bears\n"
             "opponent: battlefield Island, Hill Giant; hand Jump\n"
             "opponent cast Jump targeting Hill Giant\nresolve\ngo to declare attackers\n"
             "opponent attack with Hill Giant\nnext step\nI block Hill Giant with Grizzly Bears\n")
    data = run(setup.format(permanent="Archetype of Imagination"))
    assert_legal(data)  # Jump's flying never reached it: the Bears can block it
    assert "flying" not in perm(data, "opponent", "Hill Giant").get("keywords", [])
    illegal(run(setup.format(permanent="Plains")), "702.9b")


# ----------------------------------------------------------------------------- clones (707.2, 707.9, 614.1c)

@pytest.mark.parametrize(("sentence", "expected"), [
    ("You may have ~ enter the battlefield as a copy of any creature on the battlefield, except it's 7/7",
     {"kind": "enters_as_copy", "filter": {"types": ["creature"]}, "except": {"base_pt": [7, 7]}}),
    ("You may have ~ enter the battlefield as a copy of any creature on the battlefield, except its name is ~, "
     "it's legendary in addition to its other types, and it has haste",
     {"kind": "enters_as_copy", "filter": {"types": ["creature"]},
      "except": {"own_name": True, "add_supertypes": ["legendary"], "keywords": ["haste"]}}),
    ("You may have ~ enter the battlefield as a copy of any creature card in a graveyard",
     {"kind": "enters_as_copy", "filter": {"types": ["creature"]}, "zone": "graveyard"}),
    ("You may have ~ enter the battlefield as a copy of any creature on the battlefield, except it enters with X "
     "additional +1/+1 counters on it",
     {"kind": "enters_as_copy", "filter": {"types": ["creature"]}, "except": {"counters": [["+1/+1", "X"]]}}),
    ("Creatures you control enter the battlefield as a copy of ~",
     {"kind": "others_enter_as_copy", "filter": {"types": ["creature"], "controller": "you"}, "of": "self"}),
])
def test_the_clone_grammar(sentence, expected):
    from cardpool.oracle.statics import parse_static

    assert parse_static(sentence, []) == expected


def test_a_clone_with_its_own_power_and_toughness(run):
    # Quicksilver Gargantuan: "... as a copy of any creature on the battlefield, except it's 7/7."
    setup = ("me: battlefield 7 Island, Mountain; hand {clone}, Shock\nopponent: battlefield Grizzly Bears\n"
             "I cast {clone}\nresolve\nI cast Shock targeting my Grizzly Bears\nresolve\n")
    data = run(setup.format(clone="Quicksilver Gargantuan"))
    assert_legal(data)
    copy = perm(data, "me", "Grizzly Bears")
    assert (copy["power"], copy["toughness"]) == (7, 7) and "707.2" in cited(data)
    # a plain Clone is the Bears' 2/2 and dies to the Shock
    data = run(setup.format(clone="Clone"))
    assert_legal(data)
    assert perms(data, "me", "Grizzly Bears") == [] and "Clone" in player(data, "me")["graveyard"]


def test_a_clone_of_a_card_in_a_graveyard(run):
    # Body Double: "You may have ~ enter the battlefield as a copy of any creature card in a graveyard."
    setup = "me: battlefield 5 Island; hand Body Double; graveyard {card}\nI cast Body Double\nresolve\n"
    data = run(setup.format(card="Hill Giant"))
    assert_legal(data)
    assert perm(data, "me", "Hill Giant")["power"] == 3 and "Hill Giant" in player(data, "me")["graveyard"]
    data = run(setup.format(card="Shock"))  # nothing to copy: a 0/0 Body Double, put into the graveyard
    assert "step.clone_nothing_to_copy" in step_ids(data) and "704.5f" in cited(data)
    assert "Body Double" in player(data, "me")["graveyard"]


def test_a_clone_with_a_condition_and_counters(run):
    # Protean Raider: "If you attacked this turn, you may have ~ enter the battlefield as a copy ..."
    setup = ("turn: me, main 1\nme: battlefield Island, Mountain, Mountain, Hill Giant; hand Protean Raider\n"
             "{attack}I cast Protean Raider\nresolve\n")
    data = run(setup.format(attack="go to declare attackers\nI attack with Hill Giant\ngo to main 2\n"))
    assert_legal(data)
    assert len(perms(data, "me", "Hill Giant")) == 2
    data = run(setup.format(attack=""))
    assert_legal(data)
    assert "step.copy_condition_false" in step_ids(data) and perm(data, "me", "Protean Raider")["power"] == 2
    # Altered Ego: "... except it enters with X additional +1/+1 counters on it."
    data = run("me: battlefield 3 Forest, 3 Island, Hill Giant; hand Altered Ego\nI cast Altered Ego X=2\nresolve\n")
    assert_legal(data)
    assert sorted(p["power"] for p in perms(data, "me", "Hill Giant")) == [3, 5]


def test_a_clone_keeps_its_name_and_gains_an_ability(run):
    # Sakashima the Impostor: "... except its name is ~, it's legendary in addition to its other types, and it has
    # "{2}{U}{U}: Return this creature to its owner's hand at the beginning of the next end step.""
    setup = "me: battlefield 8 Island; hand {clone}\nopponent: battlefield Hill Giant\nI cast {clone}\nresolve\n"
    data = run(setup.format(clone="Sakashima the Impostor"))
    assert_legal(data)
    assert perm(data, "me", "Sakashima the Impostor")["power"] == 3
    activate = "I activate Sakashima the Impostor\n"
    assert_legal(run(setup.format(clone="Sakashima the Impostor") + activate))
    illegal(run(setup.format(clone="Clone") + "I activate Hill Giant\n"), "602.1")


def test_creatures_enter_as_a_copy_of_a_permanent(run):
    # Essence of the Wild: "Creatures you control enter the battlefield as a copy of ~."
    setup = "me: battlefield {permanent}, Forest, Forest; hand Grizzly Bears\nI cast Grizzly Bears\nresolve\n"
    data = run(setup.format(permanent="Essence of the Wild"))
    assert_legal(data)
    assert len(perms(data, "me", "Essence of the Wild")) == 2 and "step.enters_as_copy_of" in step_ids(data)
    assert perm(run(setup.format(permanent="Plains")), "me", "Grizzly Bears")["power"] == 2


# ----------------------------------------------------------------------------- Auras that enchant players (303.4)

def test_a_curse_enchants_the_player_it_targets(run):
    # Curse of Death's Hold: "Enchant player / Creatures enchanted player controls get -1/-1."
    setup = ("me: battlefield 5 Swamp, Grizzly Bears; hand Curse of Death's Hold\n"
             "opponent: battlefield Llanowar Elves, Hill Giant\n"
             "I cast Curse of Death's Hold targeting {player}\nresolve\n")
    data = run(setup.format(player="opponent"))
    assert_legal(data)
    assert "step.attached_to_player" in step_ids(data) and "303.4f" in cited(data)
    assert "Llanowar Elves" in player(data, "opponent")["graveyard"]
    assert perm(data, "opponent", "Hill Giant")["power"] == 2 and perm(data, "me", "Grizzly Bears")["power"] == 2
    fr = run(setup.format(player="opponent"), "fr")
    assert any("enchante ce joueur" in t for t in texts(fr))
    # it targets a player, never a creature (303.4a)
    illegal(run(setup.format(player="Hill Giant")), "601.2c")


def test_a_curse_in_the_setup_and_the_player_it_makes_attack(run):
    # Curse of the Nightly Hunt: "Creatures enchanted player controls attack each combat if able."
    setup = ("turn: opponent, main 1\nme: battlefield Curse of the Nightly Hunt\n"
             "opponent: battlefield Grizzly Bears, Hill Giant\ngo to declare attackers\n"
             "opponent attack with Hill Giant\n")
    data = run(setup)
    assert "step.assumed_enchanted_player" in step_ids(data)
    illegal(data, "508.1d")  # the Bears attack if able
    assert_legal(run(setup.replace("attack with Hill Giant", "attack with Hill Giant, Grizzly Bears")))


# ----------------------------------------------------------------------------- day and night (730.1)

def test_it_becomes_day_as_it_enters(run):
    # Brimstone Vandal: "If it's neither day nor night, it becomes day as ~ enters the battlefield."
    setup = "me: battlefield 3 Mountain; hand {card}\nI cast {card}\nresolve\n"
    data = run(setup.format(card="Brimstone Vandal"))
    assert_legal(data)
    assert data["state"]["turn"]["day_night"] == "day" and "730.1" in cited(data)
    fr = run(setup.format(card="Brimstone Vandal"), "fr")
    assert any("il fait désormais jour" in t for t in texts(fr))
    assert "day_night" not in run(setup.format(card="Hill Giant"))["state"]["turn"]
    # then a turn without spells makes it night (730.2a): a daybound creature entering later enters transformed
    night = run(setup.format(card="Brimstone Vandal") + "go to end step\nnext step\nnext step\n" * 2)
    assert night["state"]["turn"]["day_night"] == "night"


# ----------------------------------------------------------------------------- die-roll tables (706.2)

def test_the_row_of_the_die_result_is_carried_out(run):
    # Hoarding Ogre: "Whenever ~ attacks, roll a d20. 1—9 | Create a Treasure token. 10—19 | Create two Treasure
    # tokens. 20 | Create three Treasure tokens." (the result is assumed: 20)
    setup = ("me: battlefield {attacker}; hand Lightning Bolt\ngo to declare attackers\nI attack with {attacker}\n"
             "resolve\nI cast Lightning Bolt targeting opponent with Treasure\n")
    data = run(setup.format(attacker="Hoarding Ogre"))
    assert_legal(data)
    assert "706.2" in cited(data) and step_ids(data).count("step.condition_false") == 2
    assert len(perms(data, "me", "Treasure Token")) == 2  # three created, one sacrificed for the Bolt
    assert run(setup.format(attacker="Hill Giant"))["exit"] != 0  # no Treasure to pay with


def test_a_die_row_is_read_with_the_ability_that_rolls():
    from cardpool.mtgjson import Face
    from cardpool.oracle.parser import parse_face

    face = Face(name="Djinni Windseer", card_name="Djinni Windseer", type_line="Creature — Djinn", mana_cost="{3}{U}",
                text="Flying\nWhen Djinni Windseer enters the battlefield, roll a d20.\n1—9 | Scry 1.\n10—19 | Scry 2."
                     "\n20 | Scry 3.", power="3", toughness="3")
    record = parse_face(face).record
    effects = record["triggered"][0]["effects"]
    assert [e["kind"] for e in effects] == ["roll_die", "scry", "scry", "scry"] and "static" not in record
    assert effects[2]["condition"] == {"c": "die_result", "min": 10, "max": 19}


def test_partner_with_a_name_that_holds_a_comma():
    # Shabraz, the Skyshark: "Partner with Brallin, Skyshark Rider" (702.124j): one keyword, not two parts
    from cardpool.oracle.keywords import parse_keyword_line

    found = parse_keyword_line("Partner with Brallin, Skyshark Rider")
    assert found is not None and found.keywords == ["partner"]
    assert parse_keyword_line("Flying, Skyshark Rider") is None
