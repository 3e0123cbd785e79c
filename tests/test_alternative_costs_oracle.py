"""Alternative costs read from Oracle text (118.9, issue 11): "you may <cost> rather than pay this spell's mana cost"
with discards (Foil: an Island card and another card), cards exiled from a hand (Allosaurus Rider: two green
cards), life, and the conditional ones ("If you control a Swamp", "If it's not your turn"). A cast whose payment
names what only the alternative cost asks for is judged with that cost. Real cards of the shared MTGJSON data,
the legal and the illegal side.
"""

from __future__ import annotations

from trace_helpers import assert_legal, cited, illegal, player, step_ids

FOIL = """\
me: battlefield Island; hand Foil, {discarded}
opponent: battlefield Mountain; hand Lightning Bolt
turn: opponent, main 1
opponent casts Lightning Bolt targeting me
I cast Foil targeting Lightning Bolt discarding {discarded}
resolve
"""


def test_foil_is_cast_for_its_discards_rather_than_its_mana(run):
    data = run(FOIL.format(discarded="Island, Mountain").replace("discarding Island, Mountain",
                                                                 "discarding Island and Mountain"))
    assert_legal(data)
    assert "118.9" in cited(data) and "step.cost_deduced_discard" in step_ids(data)
    me = player(data, "me")
    assert sorted(me["graveyard"]) == ["Foil", "Island", "Mountain"]
    assert me["battlefield"][0]["tapped"] is False  # no mana paid
    assert player(data, "me")["life"] == 20 and player(data, "opponent")["graveyard"] == ["Lightning Bolt"]


def test_foil_needs_an_island_card_among_the_two(run):
    data = run(FOIL.format(discarded="Forest, Mountain").replace("discarding Forest, Mountain",
                                                                 "discarding Forest and Mountain"))
    illegal(data, "118.3", 2)


def test_foil_in_french(run):
    data = run("moi : champ de bataille Île ; main Évitement, Île, Montagne\n"
               "adversaire : champ de bataille Montagne ; main Foudre\ntour : adversaire, phase principale 1\n"
               "l'adversaire lance Foudre en ciblant moi\n"
               "je lance Évitement en ciblant Foudre en défaussant Île et Montagne\nrésolution\n")
    assert_legal(data)
    assert "118.9" in cited(data) and len(player(data, "me")["graveyard"]) == 3


SNUFF_OUT = """\
me: battlefield {lands}; hand Snuff Out
opponent: battlefield Grizzly Bears
I cast Snuff Out targeting Grizzly Bears paying 4 life
resolve
"""


def test_a_conditional_alternative_cost_while_its_condition_holds(run):
    data = run(SNUFF_OUT.format(lands="Swamp"))
    assert_legal(data)
    assert "118.9" in cited(data)
    assert player(data, "me")["life"] == 16 and player(data, "opponent")["graveyard"] == ["Grizzly Bears"]
    illegal(run(SNUFF_OUT.format(lands="Plains")), "601.3")  # no Swamp: no alternative cost to pay


FORCE = """\
me: battlefield Island{mine}; hand Force of Negation, Brainstorm{growth_mine}
opponent: battlefield Forest{theirs}{growth_theirs}
turn: {turn}, main 1
{caster} casts Giant Growth targeting Grizzly Bears
I cast Force of Negation targeting Giant Growth for its alternative cost exiling Brainstorm
"""


def test_force_of_negation_is_free_only_on_an_opponents_turn(run):
    data = run(FORCE.format(mine="", growth_mine="", theirs=", Grizzly Bears", growth_theirs="; hand Giant Growth",
                            turn="opponent", caster="opponent"))
    assert_legal(data)
    assert "118.9" in cited(data) and player(data, "me")["exile"] == ["Brainstorm"]
    data = run(FORCE.format(mine=", Forest, Grizzly Bears", growth_mine=", Giant Growth", theirs="", growth_theirs="",
                            turn="me", caster="I"))
    illegal(data, "601.3", 2)  # my own turn: "If it's not your turn" doesn't hold


def test_exiling_two_cards_of_a_colour(run):
    setup = ("me: battlefield Forest; hand Allosaurus Rider, Llanowar Elves, {other}\n"
             "I cast Allosaurus Rider exiling Llanowar Elves and {other}\n")
    data = run(setup.format(other="Giant Growth"))
    assert_legal(data)
    assert sorted(player(data, "me")["exile"]) == ["Giant Growth", "Llanowar Elves"]
    illegal(run(setup.format(other="Lightning Bolt")), "118.3")  # a red card: not green
