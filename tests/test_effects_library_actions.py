"""Keyword actions on library cards (issue 11: effect_connive, effect_manifest, kinship reveals;
`cardpool.oracle.zone_actions`, `plugins.effects_library_actions`). Real cards of the shared MTGJSON data; the
final state or a later line depends on what the action did."""

from __future__ import annotations

from test_effects import ids, legal, perm, player, rules, texts

INFORMANT = ("me: battlefield Plains, Plains; hand Raffine's Informant; library {}\n"
             "I cast Raffine's Informant\nresolve\nresolve\n")


def test_raffines_informant_connives_a_counter_for_a_nonland_card(full_trace):
    spell = legal(full_trace, INFORMANT.format("Shock"))
    assert perm(spell, "me", "Raffine's Informant")["power"] == 3 and player(spell, "me")["graveyard"] == ["Shock"]
    assert "701.50a" in rules(spell) and "step.not_simulated" not in ids(spell)
    land = legal(full_trace, INFORMANT.format("Island"), "fr")
    assert perm(land, "me", "Raffine's Informant")["power"] == 2 and player(land, "me")["graveyard"] == ["Island"]
    assert any("intrigue" in t for t in texts(land))


def test_soul_summons_manifests_a_two_two_that_can_attack_later(full_trace):
    data = legal(full_trace, "me: battlefield Plains, Plains; hand Soul Summons; library Lightning Bolt\n"
                             "I cast Soul Summons\nresolve\n")
    face_down = [p for p in player(data, "me")["battlefield"] if p["name"] not in ("Plains",)]
    assert len(face_down) == 1 and (face_down[0]["power"], face_down[0]["toughness"]) == (2, 2)
    assert player(data, "me")["library"] == 0 and "701.40a" in rules(data)
    unknown = legal(full_trace, "me: battlefield Plains, Plains; hand Soul Summons\nI cast Soul Summons\nresolve\n")
    assert "step.manifested_unknown" in ids(unknown)


KINSHIP = "me: battlefield Nightshade Schemers; library {}\nturn: opponent, end step\nnext step\nnext step\nresolve\n"


def test_nightshade_schemers_reveals_a_card_that_shares_a_type(full_trace):
    shared = legal(full_trace, KINSHIP.format("Faerie Miscreant"))
    assert player(shared, "opponent")["life"] == 18 and "step.reveals_card" in ids(shared)
    other = legal(full_trace, KINSHIP.format("Grizzly Bears"))
    assert player(other, "opponent")["life"] == 20 and "step.no_shared_type" in ids(other)
    unknown = legal(full_trace, "me: battlefield Nightshade Schemers\nturn: opponent, end step\nnext step\nnext step\n"
                                "resolve\n")
    assert player(unknown, "opponent")["life"] == 20 and "step.kinship_unknown" in ids(unknown)
    named = legal(full_trace, "me: battlefield Nightshade Schemers\nturn: opponent, end step\nnext step\nnext step\n"
                              "I choose Faerie Miscreant\n")  # the upkeep trigger resolves as the step goes on
    assert player(named, "opponent")["life"] == 18


def test_harmony_of_nature_taps_the_creatures_named_and_counts_them(full_trace):
    base = ("me: battlefield Forest, Forest, Forest, Grizzly Bears, Llanowar Elves, Hill Giant\n"
            "me: hand Harmony of Nature\nI tap Forest, Forest, Forest\nI cast Harmony of Nature\nresolve\n")
    assumed = legal(full_trace, base)
    assert player(assumed, "me")["life"] == 32 and "step.assumed_choice" in ids(assumed)
    named = legal(full_trace, base + "I choose Grizzly Bears\nI attack with Hill Giant\n")
    assert player(named, "me")["life"] == 24 and perm(named, "me", "Grizzly Bears")["tapped"] is True


def test_arc_blade_exiles_itself_suspended_and_loses_a_counter_next_upkeep(full_trace):
    data = legal(full_trace, "me: battlefield Mountain, Mountain, Mountain, Mountain, Mountain; hand Arc Blade\n"
                             "I cast Arc Blade targeting opponent\nresolve\n")
    assert player(data, "opponent")["life"] == 18 and player(data, "me")["exile"] == ["Arc Blade"]
    assert "step.exiled_with_time_counters" in ids(data) and player(data, "me")["graveyard"] == []
    later = legal(full_trace, "me: battlefield Mountain, Mountain, Mountain, Mountain, Mountain; hand Arc Blade\n"
                              "I cast Arc Blade targeting opponent\nresolve\ngo to cleanup\nnext step\nnext step\n"
                              "next step\ngo to cleanup\nnext step\nnext step\n")  # to my next upkeep
    assert "step.time_counter_removed" in ids(later)
