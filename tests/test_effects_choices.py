"""Cards chosen in a player's own zones as an effect resolves (issue 11, items 3 and 5; `move_chosen` of
`cardpool.oracle.zone_choices`, `plugins.effects_choices`), and zones the message doesn't list: unknown, never
empty (FREE_FORM.md 2). Each on a real card of the shared MTGJSON data."""

from __future__ import annotations

from test_effects import ids, legal, player, rules, texts


def test_corpse_churn_returns_the_creature_card_chosen(full_trace):
    base = ("me: battlefield Swamp, Swamp; hand Corpse Churn; graveyard Grizzly Bears, Island\n"
            "me: library Forest, Hill Giant, Mountain\nI cast Corpse Churn\nresolve\n")
    assumed = legal(full_trace, base)
    assert player(assumed, "me")["hand"] == ["Grizzly Bears"] and "step.assumed_choice" in ids(assumed)
    assert "400.6" in rules(assumed) and "step.not_simulated" not in ids(assumed)
    chosen = legal(full_trace, base + "I choose Hill Giant\n")
    assert player(chosen, "me")["hand"] == ["Hill Giant"] and "Grizzly Bears" in player(chosen, "me")["graveyard"]
    refused = full_trace(base + "I choose Island\n")  # a land card: not a creature card
    assert refused["exit"] == 2


def test_vraskas_scorn_finds_the_named_card_in_unknown_zones(full_trace):
    base = ("me: battlefield Swamp, Swamp, Swamp, Swamp; hand Vraska's Scorn\n"
            "I cast Vraska's Scorn targeting opponent\nresolve\n")
    named = legal(full_trace, base + "I choose Vraska, Scheming Gorgon\n")
    assert player(named, "me")["hand"] == ["Vraska, Scheming Gorgon"] and "step.unknown_zone_card_named" in ids(named)
    assert player(named, "opponent")["life"] == 16
    listed = legal(full_trace, "me: graveyard Vraska, Scheming Gorgon\n" + base)
    assert player(listed, "me")["hand"] == ["Vraska, Scheming Gorgon"] and not player(listed, "me")["graveyard"][:-1]


def test_ghoulraiser_random_card_of_an_unknown_graveyard_is_an_unknown_card(full_trace):
    data = legal(full_trace, "me: battlefield Swamp, Swamp, Swamp; hand Ghoulraiser\nI cast Ghoulraiser\n"
                             "resolve\nresolve\n", "fr")
    assert player(data, "me")["hand"] == ["unknown card"] and "step.assumed_unknown_cards" in ids(data)
    assert any("cimetière est inconnu" in t for t in texts(data))
    known = legal(full_trace, "me: battlefield Swamp, Swamp, Swamp; hand Ghoulraiser; graveyard Island, Gravecrawler\n"
                              "I cast Ghoulraiser\nresolve\nresolve\n")
    assert player(known, "me")["hand"] == ["Gravecrawler"]


def test_duress_on_an_unknown_hand_assumes_a_card_never_none(full_trace):
    base = "me: battlefield Swamp; hand Duress\nI cast Duress targeting opponent\nresolve\n"
    assumed = legal(full_trace, base)
    assert player(assumed, "opponent")["graveyard"] == ["unknown card"]
    assert {"step.reveals_unknown_hand", "step.assumed_unknown_cards"} <= set(ids(assumed))
    named = legal(full_trace, base + "I choose Counterspell\n")
    assert player(named, "opponent")["graveyard"] == ["Counterspell"]
    listed = legal(full_trace, "opponent: hand Grizzly Bears\n" + base)  # a listed hand: only a creature in it
    assert player(listed, "opponent")["hand"] == ["Grizzly Bears"] and "step.nothing_to_choose" in ids(listed)


def test_mind_rot_on_an_unknown_hand_discards_two_unknown_cards(full_trace):
    data = legal(full_trace, "me: battlefield Swamp, Swamp, Swamp; hand Mind Rot\nI cast Mind Rot targeting opponent\n"
                             "resolve\n")
    assert player(data, "opponent")["graveyard"] == ["unknown card", "unknown card"] and "701.9a" in rules(data)
    listed = legal(full_trace, "me: battlefield Swamp, Swamp, Swamp; hand Mind Rot\nopponent: hand Island\n"
                               "I cast Mind Rot targeting opponent\nresolve\n")
    assert player(listed, "opponent")["graveyard"] == ["Island"]  # a listed hand of one card: just that one


def test_scent_of_cinder_reveals_the_red_cards_chosen_and_counts_them(full_trace):
    listed = legal(full_trace, "me: battlefield Mountain, Mountain\nme: hand Scent of Cinder, Lightning Bolt, Shock, "
                               "Island\nI cast Scent of Cinder targeting opponent\nresolve\n")
    assert player(listed, "opponent")["life"] == 18 and "step.assumed_choice" in ids(listed)  # both red ones
    assert sorted(player(listed, "me")["hand"]) == ["Island", "Lightning Bolt", "Shock"]  # revealed, kept
    named = legal(full_trace, "me: battlefield Mountain, Mountain\nI cast Scent of Cinder targeting opponent\n"
                              "resolve\nI choose Lightning Bolt, Fireball\n", "fr")
    assert player(named, "opponent")["life"] == 18 and "701.20a" in rules(named)
    unknown = legal(full_trace, "me: battlefield Mountain, Mountain\nI cast Scent of Cinder targeting opponent\n"
                                "resolve\n")
    assert player(unknown, "opponent")["life"] == 20 and "step.unknown_zone_choice" in ids(unknown)


def test_demonic_tutor_in_an_unknown_library_finds_the_card_named_or_an_unknown_one(full_trace):
    base = "me: battlefield Swamp, Swamp; hand Demonic Tutor\nI cast Demonic Tutor\nresolve\n"
    named = legal(full_trace, base + "I choose Lightning Bolt\n")
    assert player(named, "me")["hand"] == ["Lightning Bolt"] and "701.23a" in rules(named)
    assumed = legal(full_trace, base)
    assert player(assumed, "me")["hand"] == ["unknown card"] and "step.assumed_unknown_cards" in ids(assumed)
    ramp = legal(full_trace, "me: battlefield Forest, Forest; hand Rampant Growth\nI cast Rampant Growth\nresolve\n"
                             "I choose Forest\n")
    assert [p["name"] for p in player(ramp, "me")["battlefield"]].count("Forest") == 3
