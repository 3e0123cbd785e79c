"""Issue 3: alternative costs (118.9) other than flashback and madness, and what they share.

Fireblast (sacrifice two Mountains) and Force of Will (1 life, exile a blue card) "rather than pay
this spell's mana cost"; only one alternative cost per spell (118.9a, 601.2b); additional costs
still apply with an alternative cost and cost increases / reductions apply on top (118.9d, 601.2f);
Phyrexian mana paid with life (107.4f, 119.4); the alternative_costs plugin switched off.
"""

from __future__ import annotations

import pytest
from alt_costs_support import (
    build_test_pool,
    cited,
    illegal,
    incomplete,
    legal,
    make_arbitre,
    player,
    runner,
    stack,
    steps,
    tapped,
)


@pytest.fixture(scope="module")
def pool_trace(tmp_path_factory):
    """trace() on the default pool plus Electric Revelation (flashback + "discard a card" additional cost)."""
    tmp = tmp_path_factory.mktemp("extra-pool")
    return runner(make_arbitre(tmp, cards_db=str(build_test_pool(tmp))))


def total_cost_text(t: dict, index: int) -> str:
    totals = [s["text"] for s in steps(t, index) if s["rule"] == "601.2f" and s["kind"] == "cost"]
    assert totals, steps(t, index)
    return totals[-1]


# ============================================================================= Fireblast


def test_fireblast_for_its_alternative_cost(trace):
    t = legal(trace("""
me: battlefield Mountain, Mountain, Mountain; hand Fireblast
I cast Fireblast for its alternative cost targeting opponent sacrificing Mountain and Mountain
resolve
"""))
    assert {"601.2b", "118.9", "601.2h"} <= cited(t)
    assert "{0}" in total_cost_text(t, 1)
    assert player(t, "opponent")["life"] == 16
    assert player(t, "me")["graveyard"] == ["Mountain", "Mountain", "Fireblast"]
    assert len(player(t, "me")["battlefield"]) == 1 and tapped(t, "me", "Mountain") == 0


def test_fireblast_in_french(trace):
    t = legal(trace("""
moi : champ de bataille Montagne, Montagne ; main Salve de feu
je lance Salve de feu pour son coût alternatif en ciblant l'adversaire en sacrifiant Montagne et Montagne
résolution
"""))
    assert t["lang"] == "fr" and player(t, "opponent")["life"] == 16
    assert player(t, "me")["battlefield"] == []


@pytest.mark.parametrize("lands, payment, outcome", [
    ("Mountain, Mountain, Mountain", "", "incomplete"),  # which two Mountains: a choice for the user
    ("Mountain, Forest", " sacrificing Mountain and Forest", "illegal"),  # Forest isn't a Mountain
    ("Mountain, Forest", " sacrificing Mountain", "illegal"),  # only one Mountain
])
def test_fireblast_sacrifice_must_be_two_mountains(trace, lands, payment, outcome):
    t = trace(f"""
me: battlefield {lands}; hand Fireblast
I cast Fireblast for its alternative cost targeting opponent{payment}
""")
    if outcome == "incomplete":
        incomplete(t, line=3, candidates=("Mountain", "Mountain", "Mountain"))
    else:
        illegal(t, "118.3", action=1)
    assert player(t, "me")["hand"] == ["Fireblast"] and player(t, "me")["graveyard"] == []
    assert player(t, "opponent")["life"] == 20


def test_fireblast_without_announcing_the_alternative_cost_is_read_from_its_payment(trace):
    """601.2b, FREE_FORM "Costs deduced from the payment" (the controlled language too): sacrificing two Mountains
    is what only the alternative cost asks for, so that is the cost chosen, and the trace says why."""
    t = legal(trace("""
me: battlefield Mountain, Mountain; hand Fireblast
I cast Fireblast targeting opponent sacrificing Mountain and Mountain
"""))
    assert "step.cost_deduced_sacrifice" in [s["id"] for s in steps(t, 1)]
    assert player(t, "me")["battlefield"] == [] and player(t, "me")["hand"] == []


def test_fireblast_paid_with_mana_without_a_sacrifice(trace):
    """Nothing written that only the alternative cost asks for: the mana cost {4}{R}{R} is due."""
    t = illegal(trace("""
me: battlefield Mountain, Mountain; hand Fireblast
I cast Fireblast targeting opponent
"""), "601.2h", action=1)
    assert "{4}{R}{R}" in t["illegal"]["message"]


# ============================================================================= Force of Will

BOLT_ME = """
opponent: battlefield Mountain; hand Lightning Bolt
turn: opponent, main 1
opponent casts Lightning Bolt targeting me
"""


def test_force_of_will_for_its_alternative_cost(trace):
    t = legal(trace("""
me: hand Force of Will, Brainstorm""" + BOLT_ME + """\
I cast Force of Will for its alternative cost targeting Lightning Bolt exiling Brainstorm
resolve all
"""))
    assert {"118.9", "601.2h", "701.6a"} <= cited(t)
    assert player(t, "me")["life"] == 19 and player(t, "me")["exile"] == ["Brainstorm"]
    assert player(t, "me")["graveyard"] == ["Force of Will"]
    assert player(t, "opponent")["graveyard"] == ["Lightning Bolt"]
    assert stack(t) == []


def test_force_of_will_exiled_card_must_be_chosen_and_blue(trace):
    t = incomplete(trace("""
me: hand Force of Will, Brainstorm, Lightning Bolt, Counterspell""" + BOLT_ME + """\
I cast Force of Will for its alternative cost targeting Lightning Bolt
"""), line=6, candidates=("Brainstorm", "Counterspell"))
    assert player(t, "me")["life"] == 20 and len(player(t, "me")["hand"]) == 4

    t = illegal(trace("""
me: hand Force of Will, Lightning Bolt""" + BOLT_ME + """\
I cast Force of Will for its alternative cost targeting Lightning Bolt exiling Lightning Bolt
"""), "118.3", action=2)
    assert player(t, "me")["life"] == 20 and player(t, "me")["hand"] == ["Force of Will", "Lightning Bolt"]
    assert stack(t) == [("Lightning Bolt", "spell")]


def test_force_of_will_cannot_exile_itself(trace):
    """601.2a: Force of Will is on the stack when its cost is paid, so it isn't a blue card in hand."""
    t = illegal(trace("""
me: hand Force of Will""" + BOLT_ME + """\
I cast Force of Will for its alternative cost targeting Lightning Bolt
"""), "118.3", action=2)
    assert player(t, "me")["hand"] == ["Force of Will"] and player(t, "me")["life"] == 20


def test_force_of_will_for_its_mana_cost(trace):
    t = legal(trace("""
me: battlefield Island, Island, Island, Island, Island; hand Force of Will, Brainstorm""" + BOLT_ME + """\
I cast Force of Will targeting Lightning Bolt
resolve all
"""))
    assert "118.9" not in cited(t)
    assert player(t, "me")["life"] == 20 and player(t, "me")["hand"] == ["Brainstorm"]
    assert tapped(t, "me", "Island") == 5


# ======================================================================= additional costs with an alternative cost


def test_additional_cost_still_paid_with_flashback(pool_trace):
    """Electric Revelation: flashback {3}{R} plus its additional cost "discard a card" (118.9d, 601.2f)."""
    t = legal(pool_trace("""
me: battlefield Mountain, Mountain, Mountain, Mountain; hand Island, Forest; graveyard Electric Revelation
I cast Electric Revelation with flashback discarding Forest
resolve
"""))
    assert {"601.2b", "702.34a", "701.9a"} <= cited(t)
    assert player(t, "me")["graveyard"] == ["Forest"] and player(t, "me")["exile"] == ["Electric Revelation"]
    assert player(t, "me")["hand"] == ["Island", "unknown card", "unknown card"]


def test_additional_cost_with_flashback_must_be_chosen_and_payable(pool_trace):
    t = incomplete(pool_trace("""
me: battlefield Mountain, Mountain, Mountain, Mountain; hand Island, Forest; graveyard Electric Revelation
I cast Electric Revelation with flashback
"""), line=3, candidates=("Island", "Forest"))
    assert player(t, "me")["graveyard"] == ["Electric Revelation"] and tapped(t, "me", "Mountain") == 0

    t = illegal(pool_trace("""
me: battlefield Mountain, Mountain, Mountain, Mountain; graveyard Electric Revelation
I cast Electric Revelation with flashback
"""), "118.3", action=1)
    assert player(t, "me")["graveyard"] == ["Electric Revelation"] and tapped(t, "me", "Mountain") == 0


def test_additional_cost_discarding_a_madness_card(pool_trace):
    """The additional cost discards Fiery Temper: its madness trigger goes above Electric Revelation."""
    t = legal(pool_trace("""
me: battlefield Mountain, Mountain, Mountain, Mountain, Mountain; hand Fiery Temper; graveyard Electric Revelation
I cast Electric Revelation with flashback discarding Fiery Temper
resolve
I cast Fiery Temper with madness targeting opponent
"""))
    assert stack(t) == [("Electric Revelation", "spell"), ("Fiery Temper", "spell")]
    assert tapped(t, "me", "Mountain") == 5

    t = legal(pool_trace("""
me: battlefield Mountain, Mountain, Mountain, Mountain, Mountain; hand Fiery Temper; graveyard Electric Revelation
I cast Electric Revelation with flashback discarding Fiery Temper
resolve
I cast Fiery Temper with madness targeting opponent
resolve all
"""))
    assert player(t, "opponent")["life"] == 17 and stack(t) == []
    assert player(t, "me")["exile"] == ["Electric Revelation"] and player(t, "me")["graveyard"] == ["Fiery Temper"]


# ======================================================================= cost changes on top of an alternative cost

FIREBLAST_ALT = "I cast Fireblast for its alternative cost targeting opponent sacrificing Mountain and Mountain"
COST_CHANGES = [
    # battlefield, total cost, mana abilities activated (None: illegal 601.2h)
    ("Mountain, Mountain, Mountain, Sphere of Resistance", "{1}", 1),
    # a Mountain tapped for {R} during 601.2g can still be sacrificed in 601.2h
    ("Mountain, Mountain, Sphere of Resistance", "{1}", 1),
    ("Forest, Mountain, Mountain, Sphere of Resistance", "{1}", 1),
    ("Mountain, Mountain, Sphere of Resistance, Sphere of Resistance", "{2}", 2),
    ("Mountain, Mountain, Sphere of Resistance, Sphere of Resistance, Sphere of Resistance", "{3}", None),
    ("Mountain, Mountain, Ruby Medallion", "{0}", 0),  # nothing generic to reduce: it stays {0} (601.2f)
    ("Mountain, Mountain, Helm of Awakening", "{0}", 0),
    # Sphere +1 then Ruby Medallion -1: {0} (reducing first would leave {1})
    ("Mountain, Mountain, Sphere of Resistance, Ruby Medallion", "{0}", 0),
]


@pytest.mark.parametrize("perms, total, paid", COST_CHANGES)
def test_cost_changes_apply_to_the_alternative_cost(trace, perms, total, paid):
    """118.9d: increases and reductions apply to Fireblast's alternative cost {0}, increases first."""
    t = trace(f"""
me: battlefield {perms}; hand Fireblast
{FIREBLAST_ALT}
""")
    assert total in total_cost_text(t, 1)
    if paid is None:
        illegal(t, "601.2h", action=1)
        assert player(t, "me")["hand"] == ["Fireblast"]
    else:
        legal(t)
        assert sum(1 for x in steps(t, 1) if x["rule"] == "605.3b") == paid
        assert stack(t) == [("Fireblast", "spell")] and player(t, "me")["graveyard"] == ["Mountain", "Mountain"]


@pytest.mark.parametrize("lands, ok", [("", False), ("Island", True)])
def test_sphere_of_resistance_on_force_of_will_alternative_cost(trace, lands, ok):
    """FoW for its alternative cost still costs {1} more under Sphere of Resistance (118.9d)."""
    t = trace(f"""
me: battlefield Sphere of Resistance{', ' + lands if lands else ''}; hand Force of Will, Brainstorm
opponent: battlefield Mountain, Mountain; hand Lightning Bolt
turn: opponent, main 1
opponent casts Lightning Bolt targeting me
I cast Force of Will for its alternative cost targeting Lightning Bolt exiling Brainstorm
""")
    assert "{1}" in total_cost_text(t, 2)
    if ok:
        legal(t)
        assert player(t, "me")["life"] == 19 and tapped(t, "me", "Island") == 1
        assert stack(t) == [("Lightning Bolt", "spell"), ("Force of Will", "spell")]
    else:
        illegal(t, "601.2h", action=2)
        assert player(t, "me")["life"] == 20 and player(t, "me")["hand"] == ["Force of Will", "Brainstorm"]


# ============================================================================= two alternative costs (118.9a)

MONGREL_TEMPER = """
me: battlefield Wild Mongrel, Mountain; hand Fiery Temper
I activate Wild Mongrel discarding Fiery Temper
resolve
"""

TWO_ALTERNATIVES = {
    "flashback_and_madness": ("""
me: battlefield Island, Island, Island; graveyard Think Twice
I cast Think Twice with flashback with madness
""", 1, "graveyard", "Think Twice"),
    "madness_and_flashback": (MONGREL_TEMPER + "I cast Fiery Temper with madness with flashback targeting opponent\n",
                              3, "exile", "Fiery Temper"),
    "madness_and_alternative": (MONGREL_TEMPER
                                + "I cast Fiery Temper with madness for its alternative cost targeting opponent\n",
                                3, "exile", "Fiery Temper"),
    "flashback_and_alternative": ("""
me: battlefield Island, Island, Island; graveyard Think Twice
I cast Think Twice with flashback for its alternative cost
""", 1, "graveyard", "Think Twice"),
    "alternative_and_flashback": ("""
me: battlefield Mountain, Mountain; graveyard Fireblast
I cast Fireblast for its alternative cost with flashback targeting opponent sacrificing Mountain and Mountain
""", 1, "graveyard", "Fireblast"),
    "fr_flashback_et_cout_alternatif": ("""
moi : champ de bataille Île, Île, Île ; cimetière Réfléchir à deux fois
je lance Réfléchir à deux fois en flashback pour son coût alternatif
""", 1, "graveyard", "Think Twice"),
}


@pytest.mark.parametrize("case", sorted(TWO_ALTERNATIVES))
def test_two_alternative_costs_at_once_are_illegal(trace, case):
    text, action, zone, card = TWO_ALTERNATIVES[case]
    t = illegal(trace(text), "118.9a", action=action, rules=("601.2b",))
    assert player(t, "me")[zone] == [card]
    assert player(t, "me")["life"] == 20 and player(t, "opponent")["life"] == 20
    assert not any(x["tapped"] for x in player(t, "me")["battlefield"])
    if case.startswith("madness"):  # the trigger is still resolving-to-be: the choice can be written again
        assert stack(t) == [("Wild Mongrel", "ability"), ("Fiery Temper", "trigger")]
    else:
        assert stack(t) == []
    if case.startswith("fr"):
        assert t["lang"] == "fr"


def test_two_alternative_costs_message_names_the_first_cost(trace):
    t = illegal(trace(TWO_ALTERNATIVES["madness_and_flashback"][0]), "118.9a", action=3)
    assert "madness" in t["illegal"]["message"]


# ============================================================================= Phyrexian mana


@pytest.mark.parametrize("text, life", [
    ("""
me: battlefield Mountain; hand Gut Shot
I cast Gut Shot targeting opponent paying 2 life
resolve
""", 18),
    ("""
moi : champ de bataille Montagne ; main Tire-boyaux
je lance Tire-boyaux en ciblant l'adversaire en payant 2 points de vie
résolution
""", 18),
    ("""
me: battlefield Swamp; hand Dismember
opponent: battlefield Grizzly Bears
I cast Dismember targeting Grizzly Bears paying {1} and 4 life
resolve
""", 16),
])
def test_phyrexian_mana_paid_with_life(trace, text, life):
    """107.4f: each Phyrexian symbol paid with 2 life when the payment says so; the lands that could have
    paid it stay untapped (Gut Shot), or pay only the rest (Dismember's {1})."""
    t = legal(trace(text))
    assert "107.4f" in cited(t)
    assert player(t, "me")["life"] == life
    if "Dismember" in text:
        assert tapped(t, "me", "Swamp") == 1 and player(t, "opponent")["graveyard"] == ["Grizzly Bears"]
    else:
        assert tapped(t, "me", "Mountain") == 0 and player(t, "opponent")["life"] == 19


def test_phyrexian_life_needs_the_life_total(trace):
    """119.4 / 118.3: with 1 life, 2 life can't be paid for {U/P}."""
    t = illegal(trace("""
me: hand Gitaxian Probe; life 1
I cast Gitaxian Probe targeting opponent paying 2 life
"""), "119.4", action=1, rules=("118.3",))
    assert player(t, "me")["life"] == 1 and player(t, "me")["hand"] == ["Gitaxian Probe"]


# ============================================================================= the plugin switched off


@pytest.fixture(scope="module")
def no_alternative_costs(tmp_path_factory):
    return runner(make_arbitre(tmp_path_factory.mktemp("off-alt"), disabled=("alternative_costs",)))


def test_alternative_costs_plugin_off_says_so(no_alternative_costs):
    t = no_alternative_costs("""
me: battlefield Mountain, Mountain; hand Fireblast
I cast Fireblast for its alternative cost targeting opponent sacrificing Mountain and Mountain
""")
    assert t["verdict"] == "error" and t["exit"] == 2
    assert "alternative_costs" in t["error"]["message"]
    assert player(t, "me")["hand"] == ["Fireblast"] and len(player(t, "me")["battlefield"]) == 2

    t = legal(no_alternative_costs("""
me: battlefield Mountain, Mountain, Mountain, Mountain, Mountain, Mountain; hand Fireblast
I cast Fireblast targeting opponent
resolve
"""))  # its mana cost needs no plugin but casting
    assert player(t, "opponent")["life"] == 16
