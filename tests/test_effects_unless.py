"""Effects a player may stop by paying (issue 11: "counter-unless-pays", 118.12; `cardpool.oracle.unless`,
`plugins.effects_unless`), and cards that enter attached to something (303.4f; `cardpool.oracle.zone_attach`).
Real cards of the shared MTGJSON data; the final state or a later line depends on the payment."""

from __future__ import annotations

from test_effects import ids, legal, perm, player, rules, texts

LOGIC = ("turn: opponent, main 1\nopponent: battlefield Forest, Forest, Forest, Forest; hand Grizzly Bears\n"
         "me: battlefield Island, Island, Island; hand Circular Logic; graveyard Island, Shock\n"
         "opponent casts Grizzly Bears\nI cast Circular Logic targeting Grizzly Bears\nresolve\n")


def test_circular_logic_costs_one_for_each_card_in_your_graveyard(full_trace):
    declined = legal(full_trace, LOGIC)  # two Forests untapped: it could pay {2}, assumed it doesn't
    assert "Grizzly Bears" in player(declined, "opponent")["graveyard"] and "step.assumed_choice" in ids(declined)
    paid = legal(full_trace, LOGIC + "opponent pays {2}\nresolve\n", "fr")
    assert perm(paid, "opponent", "Grizzly Bears") and "step.paid_unless_effect" in ids(paid)
    assert any("n'a pas lieu" in t for t in texts(paid))
    short = full_trace(LOGIC.replace("graveyard Island, Shock", "graveyard Island, Shock, Opt, Ponder, Brainstorm")
                       + "opponent pays {5}\n")
    assert short["exit"] != 0  # five Forests' worth isn't there: {5} can't be paid


def test_dragon_fangs_returns_attached_to_the_big_creature(full_trace):
    data = legal(full_trace, "me: battlefield Forest, Forest, Forest, Forest, Forest, Forest, Forest\n"
                             "me: hand Craw Wurm; graveyard Dragon Fangs\nI cast Craw Wurm\nresolve\nresolve\n")
    wurm = perm(data, "me", "Craw Wurm")
    assert (wurm["power"], wurm["toughness"]) == (7, 5) and "Dragon Fangs" not in player(data, "me")["graveyard"]
    assert "303.4f" in rules(data) or "701.3a" in rules(data)


def test_churning_eddy_returns_each_object_its_verb_names(full_trace):
    data = legal(full_trace, "me: battlefield Island, Island, Island, Island; hand Churning Eddy\n"
                             "opponent: battlefield Grizzly Bears, Forest\n"
                             "I cast Churning Eddy targeting Grizzly Bears, Forest\nresolve\n")
    assert sorted(player(data, "opponent")["hand"]) == ["Forest", "Grizzly Bears"]
    assert player(data, "opponent")["battlefield"] == [] and "step.not_simulated" not in ids(data)


def test_voidslime_counters_an_activated_ability(full_trace):
    data = legal(full_trace, "opponent: battlefield Prodigal Sorcerer\nme: battlefield Forest, Island, Island; "
                             "hand Voidslime\nopponent activates Prodigal Sorcerer targeting me\n"
                             "I cast Voidslime targeting Prodigal Sorcerer's ability\nresolve\nresolve\n")
    assert player(data, "me")["life"] == 20 and "step.not_simulated" not in ids(data)
