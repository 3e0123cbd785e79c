"""Mana that may be spent only on some spells or abilities (106.6): "Spend this mana only to cast a creature spell"
(Ancient Ziggurat), "... of the chosen type" (Pillar of Origins), "... artifact spells or activate abilities of
artifacts" (Power Depot), "... to cast artifact spells" (Mishra's Workshop); real cards of the shared data, the
payment it may make and the one it can't (illegal, 106.6 in the trace)."""

from __future__ import annotations

import pytest
from trace_helpers import assert_legal, cited, illegal, player, step_ids

from cardpool.oracle.mana_restrictions import spend_only


@pytest.mark.parametrize(("sentence", "expected"), [
    ("Spend this mana only to cast a creature spell.", {"spells": [{"types": ["creature"]}]}),
    ("Spend this mana only to cast spells.", {"spells": []}),
    ("Spend this mana only to activate abilities.", {"abilities": []}),
    ("Spend this mana only to cast a creature spell of the chosen type.",
     {"spells": [{"types": ["creature"]}], "chosen_type": True}),
    ("Spend this mana only to cast artifact spells or activate abilities of artifacts.",
     {"spells": [{"types": ["artifact"]}], "abilities": [{"types": ["artifact"]}]}),
    ("Spend this mana only to cast an Elemental spell or a Chandra planeswalker spell.",
     {"spells": [{"subtypes": ["elemental"]}, {"types": ["planeswalker"], "subtypes": ["chandra"]}]}),
    ("Spend this mana only to activate an ability or cast an artifact spell.",
     {"abilities": [], "spells": [{"types": ["artifact"]}]}),
])
def test_the_spend_only_grammar(sentence, expected):
    assert spend_only(sentence) == expected


@pytest.mark.parametrize("sentence", [
    "Spend this mana only to pay cumulative upkeep costs.",
    "Spend this mana only to cast a creature spell of the chosen type, and that spell can't be countered.",
    "Spend this mana only to cast kicked spells.",
    "Spend this mana only on costs that contain {X}.",
])
def test_what_the_spend_only_grammar_leaves_unread(sentence):
    assert spend_only(sentence) is None


ZIGGURAT = "me: battlefield Ancient Ziggurat, Grizzly Bears{more}; hand Giant Growth, Llanowar Elves\n"


def test_ancient_ziggurats_mana_pays_for_a_creature_spell_only(full_trace):
    legal = full_trace(ZIGGURAT.format(more="") + "I tap Ancient Ziggurat for G\nI cast Llanowar Elves\n")
    assert_legal(legal)
    assert "106.6" in cited(legal, 1) and "step.mana_restricted" in step_ids(legal)
    refused = full_trace(ZIGGURAT.format(more="") + "I tap Ancient Ziggurat for G\nI cast Giant Growth targeting "
                         "Grizzly Bears\n")
    ill = illegal(refused, "106.6", action=2)
    assert "Ancient Ziggurat" in ill["message"] and "Giant Growth" in refused["state"]["players"][0]["hand"]


def test_a_restricted_source_is_not_tapped_for_a_spell_it_cant_pay(full_trace):
    """The automatic payment leaves Ancient Ziggurat alone for Giant Growth and taps the Forest."""
    data = full_trace(ZIGGURAT.format(more=", Forest") + "I cast Giant Growth targeting Grizzly Bears\n")
    assert_legal(data)
    lands = {p["name"]: p["tapped"] for p in player(data, "me")["battlefield"]}
    assert lands["Forest"] and not lands["Ancient Ziggurat"]


def test_unrestricted_mana_stays_for_later(full_trace):
    """{G} from the Ziggurat and {G} from a Forest: Llanowar Elves takes the Ziggurat's, so the Forest's still pays
    for Giant Growth."""
    data = full_trace(ZIGGURAT.format(more=", Forest") + "I tap Forest for G\nI tap Ancient Ziggurat for G\n"
                      "I cast Llanowar Elves\nI cast Giant Growth targeting Grizzly Bears\n")
    assert_legal(data)


def test_pillar_of_origins_pays_only_for_the_chosen_creature_type(full_trace):
    base = ("me: battlefield Island, Island, Forest; hand Pillar of Origins, Llanowar Elves, Grizzly Bears\n"
            "I cast Pillar of Origins\nresolve\nI choose Elf\nI tap Pillar of Origins for G\n")
    elves = full_trace(base + "I cast Llanowar Elves\n")
    assert_legal(elves)
    bears = full_trace(base + "I cast Grizzly Bears\n")
    ill = illegal(bears, "106.6")
    assert "Pillar of Origins" in ill["message"] and "Grizzly Bears" in ill["message"]


def test_power_depots_mana_pays_for_an_artifacts_ability_only(full_trace):
    base = "me: battlefield Power Depot, Mind Stone, Pestilence, Grizzly Bears\nI tap Power Depot for B\n"
    stone = full_trace(base + "I activate Mind Stone ability 2\n")
    assert_legal(stone)
    assert "Mind Stone" in player(stone, "me")["graveyard"]
    pest = full_trace(base + "I activate Pestilence\n", "fr")
    ill = illegal(pest, "106.6", action=2)
    assert "Dépôt d'énergie" in ill["message"] and "Ne dépensez ce mana que" in ill["message"]


def test_mishras_workshop_pays_for_an_artifact_spell(full_trace):
    base = "me: battlefield Mishra's Workshop; hand Mind Stone, Matter Reshaper\nI tap Mishra's Workshop\n"
    assert_legal(full_trace(base + "I cast Mind Stone\n"))
    illegal(full_trace(base + "I cast Matter Reshaper\n"), "106.6", action=2)
    # not tapped yet: the automatic payment doesn't use it, and says why the spell can't be paid
    illegal(full_trace("me: battlefield Mishra's Workshop; hand Matter Reshaper\nI cast Matter Reshaper\n"), "106.6")


def test_restricted_mana_empties_with_the_pool(full_trace):
    data = full_trace(ZIGGURAT.format(more="") + "I tap Ancient Ziggurat for G\nnext step\n")
    assert_legal(data)
    assert "106.4" in cited(data, 2)
