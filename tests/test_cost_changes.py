"""Cost increases and reductions from permanents, applied at 601.2f and shown in the trace (issue 11): by type
(Thalia, Guardian of Thraben: noncreature spells), for every spell (Sphere of Resistance), for the spells of one
side (Grand Arbiter Augustin IV: your opponents' spells cost more), by subtype (Kinjalli's Caller: Dinosaur spells),
and for the spells that target the permanent (Boreal Elemental). Real cards of the shared MTGJSON data, the side
where the change applies and the side where it doesn't.
"""

from __future__ import annotations

from trace_helpers import assert_legal, illegal


def total_cost(data: dict, action: int = 1) -> str:
    steps = [s for s in data["actions"][action - 1]["steps"] if s["id"] == "step.total_cost"]
    assert steps, data["actions"][action - 1]["steps"]
    return steps[-1]["text"]


def changes(data: dict, action: int = 1) -> list[str]:
    return [s["text"] for s in data["actions"][action - 1]["steps"] if s["rule"] == "601.2f"
            and s["id"] != "step.total_cost"]


BOLT = "me: battlefield Mountain, Mountain{more}; hand Lightning Bolt, Grizzly Bears\n{permanent}I cast {spell}\n"


def test_thalia_taxes_noncreature_spells_only(run):
    data = run(BOLT.format(more="", permanent='opponent: battlefield "Thalia, Guardian of Thraben"\n',
                           spell="Lightning Bolt targeting opponent"))
    assert_legal(data)
    assert "{1}{R}" in total_cost(data) and any("Thalia" in t for t in changes(data))
    data = run(BOLT.format(more=", Forest", permanent='opponent: battlefield "Thalia, Guardian of Thraben"\n',
                           spell="Grizzly Bears").replace("Mountain, Mountain, Forest", "Forest, Forest"))
    assert_legal(data)
    assert changes(data) == []


def test_sphere_of_resistance_taxes_every_spell_and_a_cost_is_never_paid_in_part(run):
    data = run(BOLT.format(more="", permanent="opponent: battlefield Sphere of Resistance\n",
                           spell="Lightning Bolt targeting opponent"))
    assert_legal(data)
    illegal(run(BOLT.format(more="", permanent="opponent: battlefield Sphere of Resistance\n",
                            spell="Lightning Bolt targeting opponent").replace("Mountain, Mountain", "Mountain")),
            "601.2h")


def test_grand_arbiter_taxes_only_its_controllers_opponents(run):
    data = run(BOLT.format(more="", permanent="opponent: battlefield Grand Arbiter Augustin IV\n",
                           spell="Lightning Bolt targeting opponent"))
    assert "{1}{R}" in total_cost(data)
    data = run(BOLT.format(more="", permanent="", spell="Lightning Bolt targeting opponent")
               .replace("me: battlefield Mountain, Mountain", "me: battlefield Mountain, Mountain, "
                                                              "Grand Arbiter Augustin IV"))
    assert total_cost(data).count("{") == 1  # {R}: its own controller's red spell costs the same


def test_a_reduction_for_spells_of_a_subtype(run):
    setup = "me: battlefield Kinjalli's Caller, Forest, Forest, Forest; hand {spell}\nI cast {spell}\n"
    data = run(setup.format(spell="Ripjaw Raptor"))  # {2}{G}{G}, a Dinosaur: {1} less
    assert_legal(data)
    assert "{1}{G}{G}" in total_cost(data) and any("Kinjalli" in t for t in changes(data))
    data = run(setup.format(spell="Grizzly Bears"))  # a Bear
    assert_legal(data)
    assert changes(data) == []


def test_spells_that_target_the_permanent_cost_more(run):
    setup = "me: battlefield Mountain, Mountain, Mountain; hand Lightning Bolt\nopponent: battlefield Boreal " \
            "Elemental\nI cast Lightning Bolt targeting {target}\n"
    data = run(setup.format(target="Boreal Elemental"))
    assert_legal(data)
    assert "{2}{R}" in total_cost(data) and any("Boreal Elemental" in t for t in changes(data))
    data = run(setup.format(target="opponent"))
    assert changes(data) == []
    illegal(run(setup.format(target="Boreal Elemental").replace("Mountain, Mountain, Mountain", "Mountain, Mountain")),
            "601.2h")
