"""Static abilities that replace where an object goes (614.1a; `cardpool.oracle.statics_zones`, the plugin
`replacement_statics`): each shape with a real card of the shared MTGJSON data, the side where it applies and
the side where it doesn't, and the rule the trace cites.
"""

from __future__ import annotations

import pytest
from test_statics import step_ids, texts
from trace_helpers import assert_legal, cited, perm, player

from cardpool.oracle.statics_zones import zone_replacement


@pytest.fixture()
def run(full_trace):
    return full_trace


@pytest.mark.parametrize(("sentence", "expected"), [
    ("If ~ would die, exile it instead", {"kind": "zone_replacement", "event": "dies", "subject": "self",
                                          "to": "exile"}),
    ("If a nontoken creature an opponent controls would die, exile it instead",
     {"kind": "zone_replacement", "event": "dies", "subject": "group", "noun": "permanent", "to": "exile",
      "filter": {"types": ["creature"], "controller": "opponent", "token": "nontoken"}}),
    ("If an instant or sorcery card would be put into a graveyard from anywhere, exile it instead",
     {"kind": "zone_replacement", "event": "graveyard", "subject": "group", "noun": "card", "to": "exile",
      "filter": {"types": ["instant", "sorcery"]}}),
    ("If ~ would be put into a graveyard from anywhere, reveal ~ and shuffle it into its owner's library instead",
     {"kind": "zone_replacement", "event": "graveyard", "subject": "self", "to": "library", "place": "shuffled"}),
    ("If ~ would die, put it on the bottom of its owner's library instead",
     {"kind": "zone_replacement", "event": "dies", "subject": "self", "to": "library", "place": "bottom"}),
])
def test_the_zone_grammar(sentence, expected):
    assert zone_replacement(sentence.lower(), sentence) == expected


@pytest.mark.parametrize("sentence", [
    "If a nontoken creature an opponent controls would die, exile that card with an ice counter on it instead",
    "If a creature card would die, exile it instead",  # a card doesn't die: only a permanent does
    "If ~ would die, exile it and draw a card instead",
])
def test_what_the_zone_grammar_leaves_unread(sentence):
    assert zone_replacement(sentence.lower(), sentence) is None


def test_a_creature_an_opponent_controls_is_exiled_instead_of_dying(run):
    # Gisa, Glorious Resurrector: "If a creature an opponent controls would die, exile it instead"
    setup = ("me: battlefield {permanent}, Mountain, Grizzly Bears; hand Shock\nopponent: battlefield Grizzly Bears\n"
             "I cast Shock targeting {whose} Grizzly Bears\nresolve\n")
    data = run(setup.format(permanent="Gisa, Glorious Resurrector", whose="opponent's"))
    assert_legal(data)
    assert player(data, "opponent")["exile"] == ["Grizzly Bears"] and player(data, "opponent")["graveyard"] == []
    assert "614.1a" in cited(data) and "step.zone_replaced" in step_ids(data)
    data = run(setup.format(permanent="Gisa, Glorious Resurrector", whose="my"))  # yours dies as usual
    assert player(data, "me")["graveyard"] == ["Shock", "Grizzly Bears"] and "step.zone_replaced" not in step_ids(data)
    data = run(setup.format(permanent="Plains", whose="opponent's"))
    assert player(data, "opponent")["graveyard"] == ["Grizzly Bears"]


def test_its_own_replacement_as_it_dies(run):
    # Gravebane Zombie: "If ~ would die, put ~ on top of its owner's library instead"
    data = run("me: battlefield Mountain; hand Shock\nopponent: battlefield Gravebane Zombie\n"
               "I cast Shock targeting Gravebane Zombie\nresolve\n", "en")
    assert_legal(data)
    assert player(data, "opponent")["graveyard"] == [] and "614.1a" in cited(data)
    assert any("on top of its owner's library" in t for t in texts(data))
    data = run("me: battlefield Mountain; hand Shock\nopponent: battlefield Grizzly Bears\n"
               "I cast Shock targeting Grizzly Bears\nresolve\n")
    assert player(data, "opponent")["graveyard"] == ["Grizzly Bears"]


def test_an_instant_card_is_exiled_from_the_stack(run):
    # Dryad Militant: "If an instant or sorcery card would be put into a graveyard from anywhere, exile it instead"
    setup = ("me: battlefield {permanent}, Mountain; hand Shock\nopponent: battlefield Hill Giant\n"
             "I cast Shock targeting Hill Giant\nresolve\n")
    data = run(setup.format(permanent="Dryad Militant"), "fr")
    assert_legal(data)
    assert player(data, "me")["exile"] == ["Shock"] and player(data, "me")["graveyard"] == []
    assert any("à la place" in t for t in texts(data))
    assert player(run(setup.format(permanent="Grizzly Bears")), "me")["graveyard"] == ["Shock"]


# ----------------------------------------------------------------------------- damage redirected (614.9)

def test_damage_to_you_is_dealt_to_the_permanent_instead(run):
    # Empyrial Archangel: "All damage that would be dealt to you is dealt to ~ instead"
    setup = ("me: battlefield {permanent}\nopponent: battlefield Mountain; hand Lightning Bolt\n"
             "opponent casts Lightning Bolt targeting me\nresolve\n")
    data = run(setup.format(permanent="Empyrial Archangel"))
    assert_legal(data)
    assert player(data, "me")["life"] == 20 and perm(data, "me", "Empyrial Archangel")["damage"] == 3
    assert "614.9" in cited(data) and "step.damage_redirected_static" in step_ids(data)
    assert player(run(setup.format(permanent="Serra Angel")), "me")["life"] == 17


# ----------------------------------------------------------------------------- damage as counters (614.1a, 615.1)

def test_damage_becomes_counters_on_it(run):
    # Phytohydra: "If damage would be dealt to ~, put that many +1/+1 counters on it instead"
    setup = ("me: battlefield Mountain; hand Lightning Bolt\nopponent: battlefield {permanent}\n"
             "I cast Lightning Bolt targeting {permanent}\nresolve\n")
    data = run(setup.format(permanent="Phytohydra"))
    assert_legal(data)
    hydra = perm(data, "opponent", "Phytohydra")
    assert hydra["counters"] == {"+1/+1": 3} and hydra["damage"] == 0 and "614.1a" in cited(data)
    data = run(setup.format(permanent="Hill Giant"))
    assert player(data, "opponent")["graveyard"] == ["Hill Giant"]


def test_damage_to_you_prevented_puts_a_counter(run):
    # Nine Lives: "If a source would deal damage to you, prevent that damage and put an incarnation counter on ~"
    setup = ("me: battlefield {permanent}\nopponent: battlefield Mountain; hand Lightning Bolt\n"
             "opponent casts Lightning Bolt targeting me\nresolve\n")
    data = run(setup.format(permanent="Nine Lives"), "fr")
    assert_legal(data)
    assert player(data, "me")["life"] == 20 and perm(data, "me", "Nine Lives")["counters"] == {"incarnation": 1}
    assert "615.1" in cited(data) and any("prévenues" in t for t in texts(data))
    assert player(run(setup.format(permanent="Plains")), "me")["life"] == 17


# ----------------------------------------------------------------------------- entering with a cost (614.1a)

def test_a_land_that_asks_a_sacrifice_to_enter(run):
    # Balduvian Trading Post: "If ~ would enter the battlefield, sacrifice an untapped Mountain instead. If you do,
    # put ~ onto the battlefield. If you don't, put it into its owner's graveyard."
    setup = "me: battlefield {lands}; hand Balduvian Trading Post\nI play Balduvian Trading Post\n"
    data = run(setup.format(lands="Mountain, Forest"))
    assert_legal(data)
    assert [p["name"] for p in player(data, "me")["battlefield"]] == ["Forest", "Balduvian Trading Post"]
    assert player(data, "me")["graveyard"] == ["Mountain"] and "614.1a" in cited(data)
    data = run(setup.format(lands="Mountain (tapped), Forest"))  # no untapped Mountain: to the graveyard
    assert player(data, "me")["graveyard"] == ["Balduvian Trading Post"]
    assert "step.enter_cost_unpaid" in step_ids(data) and "step.land_played" not in step_ids(data)


def test_an_artifact_that_asks_a_discard_to_enter(run):
    # Mox Diamond: "If ~ would enter the battlefield, you may discard a land card instead. ..."
    setup = "me: hand Mox Diamond{more}\nI cast Mox Diamond\nresolve\n"
    data = run(setup.format(more=", Forest"))
    assert_legal(data)
    assert perm(data, "me", "Mox Diamond") and player(data, "me")["graveyard"] == ["Forest"]
    data = run(setup.format(more=", Lightning Bolt"))
    assert player(data, "me")["graveyard"] == ["Mox Diamond"] and player(data, "me")["hand"] == ["Lightning Bolt"]


def test_it_regenerates_instead_of_being_destroyed(run):
    # Clergy of the Holy Nimbus: "If ~ would be destroyed, regenerate it"
    setup = ("me: battlefield Swamp, Swamp; hand Doom Blade\nopponent: battlefield {permanent}\n"
             "I cast Doom Blade targeting {permanent}\nresolve\n")
    data = run(setup.format(permanent="Clergy of the Holy Nimbus"))
    assert_legal(data)
    assert perm(data, "opponent", "Clergy of the Holy Nimbus")["tapped"] is True and "701.15a" in cited(data)
    assert player(run(setup.format(permanent="Grizzly Bears")), "opponent")["graveyard"] == ["Grizzly Bears"]
