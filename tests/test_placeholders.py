"""The objects the open world supplies for a target the message never names (bot.engine.placeholders)."""

from __future__ import annotations

import pytest

from bot.engine.placeholders import CARD, PERMANENT, SPELL, fitting, is_placeholder, placeholder, unnamed_of_kind
from foundation.cards import ObjectFilter, TargetSpec


def spec(kind: str = "object", **flt: object) -> TargetSpec:
    return TargetSpec(kind=kind, filter=ObjectFilter(**flt))  # type: ignore[arg-type]


@pytest.mark.parametrize(("target", "role", "types", "name"), [
    (spec(types=("artifact",)), PERMANENT, {"artifact"}, "an artifact"),
    (spec(types=("artifact", "enchantment")), PERMANENT, {"artifact"}, "an artifact"),
    (spec(types=("nonland", "permanent")), PERMANENT, {"creature"}, "a creature"),
    (spec(types=("noncreature", "permanent")), PERMANENT, {"artifact"}, "an artifact"),
    (spec(kind="permanent"), PERMANENT, {"creature"}, "a creature"),
    (spec(kind="player_or_planeswalker"), PERMANENT, {"planeswalker"}, "a planeswalker"),
    (spec(kind="spell"), SPELL, {"instant"}, "a spell"),
    (spec(kind="spell", types=("creature",)), SPELL, {"creature"}, "a creature spell"),
    (spec(kind="spell", types=("noncreature",)), SPELL, {"instant"}, "an instant spell"),
    (spec(kind="card_in_graveyard", types=("creature",), controller="you"), CARD, {"creature"}, "a creature card"),
    (spec(kind="card_in_graveyard"), CARD, {"creature"}, "a card"),
])
def test_a_fitting_object_of_the_kind_asked(target, role, types, name):
    supplied = fitting(target)
    assert supplied is not None and supplied.role == role
    assert set(supplied.card.types) == types and supplied.card.name == name
    assert is_placeholder(supplied.card) and placeholder(name) is not None


def test_the_filter_qualities_are_met():
    supplied = fitting(spec(types=("creature",), keywords=("flying",), power=("<=", 1), exclude_colors="B",
                            tapped="tapped", mana_value=(">=", 4)))
    assert supplied is not None and supplied.tapped
    card = supplied.card
    assert "flying" in card.keywords and card.power == 1 and "B" not in card.colors
    assert card.mana_cost is not None and card.mana_cost.mana_value == 4


@pytest.mark.parametrize("target", [
    spec(types=("creature",), combat="attacking"),  # in combat: the message must say so
    spec(types=("creature",), token="token"),
    spec(types=("creature",), with_counter="+1/+1"),
    spec(types=("creature",), power=("<=", "X")),
    spec(kind="activated_ability"),
    spec(kind="player"),
])
def test_nothing_made_up_when_a_plain_object_does_not_fit(target):
    assert fitting(target) is None


def test_real_card_names_are_never_placeholders():
    from foundation.cards import CardDef

    assert not is_placeholder(CardDef(name="Grizzly Bears", name_fr="Grizzlis"))
    assert placeholder("Grizzly Bears") is None
    assert unnamed_of_kind("planeswalker") is not None and unnamed_of_kind("elf") is None


def test_a_spell_without_its_target_named_is_not_judged_illegal_fr_en():
    from bot.core import Arbitre

    arbitre = Arbitre()
    for text in ("I cast Disenchant", "je lance Désenchantement", "I cast Counterspell", "je lance Contresort"):
        outcome = arbitre.trace(text)
        assert outcome.data["verdict"] == "legal", text
        kinds = [a["kind"] for a in outcome.data["assumptions"]]
        assert "placed" in kinds or "stack_spell" in kinds, text
    french = arbitre.trace("je lance Désenchantement")
    texts = [a["text"] for a in french.data["assumptions"]]
    assert "Un artefact est sur le champ de bataille sous le contrôle de votre adversaire." in texts
