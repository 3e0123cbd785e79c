"""The one grammar of "... unless PLAYER pays COST" (118.12; `cardpool.oracle.unless`): its parts (`split`), and
the record each shape gives on real cards of the shared MTGJSON data, from Mana Leak to "each opponent ... unless
they pay", "unless you pay {B}{B}" and "{X}, where X is ...". What the engine does with them is tested in
test_effects.py (Mana Leak), test_effects_payments.py and test_effects_unless.py."""

from __future__ import annotations

import functools
from pathlib import Path

import pytest

from cardpool.mtgjson import read_faces
from cardpool.oracle import parse_face
from cardpool.oracle.refs import Context
from cardpool.oracle.unless import split, unless_pays

CARDS_DIR = Path(__file__).resolve().parents[1].parent / "shared" / "data" / "cards"
ATOMIC = CARDS_DIR / "AtomicCards_fr_subset_20220425.json"
CARDS = {"Mana Leak", "Clash of Wills", "Flaccify", "Breeding Pit", "Crystal Shard", "Death Charmer", "Aether Barrier",
         "Rishadan Footpad", "Circular Logic", "Ixidor's Will", "Excise", "In the Eye of Chaos", "Icy Prison",
         "Rhystic Tutor", "Tyrannize", "Mundungu"}


@functools.cache
def faces() -> dict[str, object]:
    return {f.name: f for f in read_faces(ATOMIC) if f.name in CARDS}


def effects(name: str) -> list[dict]:
    """Every effect the card's text gives (spell, activated and triggered abilities), without its sentences."""
    rec = parse_face(faces()[name]).record
    found = list(rec.get("effects", []))
    for ability in rec.get("activated", []) + rec.get("triggered", []):
        found += ability.get("effects", [])
    return [{k: v for k, v in e.items() if k not in ("text", "text_fr")} for e in found]


def kinds(name: str) -> list[str]:
    return [e["kind"] for e in effects(name)]


# ---------------------------------------------------------------------------- the parts


def test_split_reads_effect_payer_cost_and_what_is_counted():
    ctx = Context()
    u = split("counter <t0> unless its controller pays {1} for each card in your graveyard", ctx)
    assert u is not None and (u.effect, u.payer, u.cost, u.per) == ("counter <t0>", "its controller", "{1}",
                                                                   "card in your graveyard")
    assert not u.plain and not u.first
    more = split("counter <t0> unless its controller pays {1} plus an additional {1} for each card in your hand", ctx)
    assert more is not None and more.more == 1 and more.per == "card in your hand"
    first = split("unless <t0> pays {1}, that player loses 2 life", ctx)
    assert first is not None and first.first and (first.payer, first.cost, first.effect) == (
        "<t0>", "{1}", "that player loses 2 life")
    both = split("destroy <t0> unless its controller pays {2} and 2 life", ctx)
    assert both is not None and both.cost == "{2} and 2 life" and both.plain


@pytest.mark.parametrize("sentence", ["counter <t0>", "draw a card unless", "sacrifice ~ unless you discard a card",
                                      "~ can't attack unless defending player controls an island", ""])
def test_split_leaves_what_is_no_payment(sentence):
    assert split(sentence, Context()) is None


def test_a_cost_no_shape_pays_is_not_read():
    # energy, half a mana, and a life total written in words are paid by no shape: never guessed
    assert unless_pays("counter <t0> unless its controller pays {e}{e}{e}{e}", Context()) is None
    assert unless_pays("~ deals 2 damage to <t0> unless that player pays two life", Context()) is None
    # found merging the readers: Flaccify's {3}{½} was read as Mana Leak's and failed as it resolved
    assert kinds("Flaccify") == ["effect_counter"]


# ---------------------------------------------------------------------------- each shape on real cards


def test_mana_leak_and_clash_of_wills_counter_unless_its_controller_pays():
    assert effects("Mana Leak") == [{"kind": "counter_unless_pays", "mana": "{3}", "target": 0}]
    assert effects("Clash of Wills") == [{"kind": "counter_unless_pays", "mana": "{X}", "target": 0}]


def test_unless_you_pay_is_the_controllers_choice():
    got = effects("Breeding Pit")
    assert {"kind": "optional_payment", "mana": "{B}{B}"} in got
    sacrifice = next(e for e in got if e["kind"] == "sacrifice_permanent")
    assert sacrifice["unless_done"] is True and sacrifice["self"] is True


def test_one_player_decides_on_a_fixed_cost():
    shard = effects("Crystal Shard")
    offers = [e for e in shard if e["kind"] == "payment_offer"]
    assert offers and all(o["mana"] == "{1}" for o in offers)
    assert all(e["unless_done"] for e in shard if e["kind"] == "return_to_hand")
    charmer = effects("Death Charmer")
    offer = next(e for e in charmer if e["kind"] == "payment_offer")
    assert offer["mana"] == "{2}" and any(e["kind"] == "lose_life" and e["unless_done"] for e in charmer)
    barrier = effects("Aether Barrier")  # "that player ... unless they pay": the player the trigger names
    assert barrier[0] == {"kind": "payment_offer", "who": "event_player", "mana": "{1}"}
    tyrannize = effects("Tyrannize")  # life
    assert tyrannize[0] == {"kind": "payment_offer", "who": "target", "target": 0, "life": 7}
    assert tyrannize[1]["kind"] == "discard" and tyrannize[1]["unless_done"] is True


def test_the_condition_said_first():
    tutor = effects("Rhystic Tutor")  # "Unless any player pays {2}, search your library for a card, ..."
    assert tutor[0] == {"kind": "payment_offer", "who": "each_player", "any": True, "mana": "{2}"}
    assert tutor[1]["kind"] == "search_library" and tutor[1]["unless_done"] is True


def test_any_player_may_pay():
    icy = effects("Icy Prison")
    offer = next(e for e in icy if e["kind"] == "payment_offer")
    assert offer["any"] is True and offer["mana"] == "{3}"


def test_each_player_named_decides_for_themselves():
    (held,) = [e for e in effects("Rishadan Footpad") if e["kind"] == "unless_pays"]
    assert held["each_payer"] is True and held["mana"] == "{2}" and held["payer"] == {"who": "each_opponent"}
    assert [e["kind"] for e in held["effects"]] == ["sacrifice"]


def test_mana_and_life_together():
    (held,) = [e for e in effects("Mundungu") if e["kind"] == "unless_pays"]
    assert (held["mana"], held["life"]) == ("{1}", 1) and held["effects"] == [{"kind": "counter", "target": 0}]


@pytest.mark.parametrize(("name", "per"), [("Circular Logic", 1), ("Ixidor's Will", 2)])
def test_a_cost_for_each(name, per):
    (held,) = [e for e in effects(name) if e["kind"] == "unless_pays"]
    assert held["per_mana"] == per and "base_mana" not in held and "mana" not in held
    assert held["effects"][0]["kind"] == "counter"


def test_x_defined_by_where_and_x_announced():
    (chaos,) = [e for e in effects("In the Eye of Chaos") if e["kind"] == "unless_pays"]
    assert chaos["mana"] == "{X}" and chaos["x_is"]["stat"] == "mana_value" and chaos["payer"] == {
        "who": "event_player"}
    (excise,) = [e for e in effects("Excise") if e["kind"] == "unless_pays"]
    assert excise["mana"] == "{X}" and "x_is" not in excise and excise["effects"][0]["kind"] == "exile"


# ---------------------------------------------------------------------------- life, carried out

TYRANNIZE = ("me: battlefield Swamp, Swamp, Swamp, Mountain, Mountain; hand Tyrannize\n"
             "opponent: life {life}; hand Grizzly Bears, Island\nI cast Tyrannize targeting opponent\nresolve\n")


@pytest.mark.parametrize(("life", "line", "kept", "left", "step"),
                         [(20, "opponent pays 7 life", 2, 13, "step.paid_unless_effect"),
                          (20, "opponent doesn't pay", 0, 20, "step.declines_to_pay_cost"),
                          (20, "", 0, 20, "step.assumed_choice"),  # no line: assumed not to pay, said
                          # 119.4: not more than one has
                          (5, "opponent pays 7 life", 0, 5, "step.unless_cost_unpayable")])
def test_tyrannize_discards_unless_they_pay_7_life(full_trace, life, line, kept, left, step):
    data = full_trace(TYRANNIZE.format(life=life) + line + "\n")
    assert data["verdict"] == "legal", data.get("error")
    opponent = next(p for p in data["state"]["players"] if p["name"] == "opponent")
    assert (len(opponent["hand"]), opponent["life"]) == (kept, left)
    assert step in [s["id"] for a in data["actions"] for s in a["steps"]]
