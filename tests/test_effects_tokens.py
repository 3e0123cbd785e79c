"""Tokens of every description (issue 11, item 3; `cardpool.oracle.token_phrases`, `plugins.effects_tokens`):
each on a real card of the shared MTGJSON data, with the rule the trace cites and the token then used."""

from __future__ import annotations

from test_effects import ids, legal, player, rules, texts


def battlefield(data: dict, who: str) -> list[dict]:
    return player(data, who)["battlefield"]


def test_hero_of_bladehold_tokens_enter_tapped_and_attacking(full_trace):
    data = legal(full_trace, "me: battlefield Hero of Bladehold\nI attack with Hero of Bladehold\nresolve\n")
    soldiers = [p for p in battlefield(data, "me") if p["name"] == "Soldier Token"]
    assert len(soldiers) == 2 and all(p["tapped"] and p["attacking"] for p in soldiers)
    assert {"111.2", "508.4"} <= rules(data) and "step.not_simulated" not in ids(data)
    # they were never declared as attackers: the combat goes on with them (510.1)
    fought = legal(full_trace, "me: battlefield Hero of Bladehold\nI attack with Hero of Bladehold\nresolve\n"
                               "go to end step\n")
    assert player(fought, "opponent")["life"] < 20 - 3


def test_falcon_abomination_token_has_the_keyword_it_is_created_with(full_trace):
    data = legal(full_trace, "me: battlefield Island, Island, Swamp; hand Falcon Abomination\n"
                             "I cast Falcon Abomination\nresolve\nresolve\n")
    zombie = next(p for p in battlefield(data, "me") if p["name"] == "Zombie Token")
    assert zombie["keywords"] == ["decayed"] and (zombie["power"], zombie["toughness"]) == (2, 2)
    assert zombie["colors"] == "B" and zombie["token"] and "step.not_simulated" not in ids(data)


def test_goblin_wizardry_tokens_have_prowess_for_a_later_spell(full_trace):
    data = legal(full_trace, "me: battlefield Mountain, Mountain, Mountain, Mountain, Mountain\n"
                             "me: hand Goblin Wizardry, Lightning Bolt\nI cast Goblin Wizardry\nresolve\n"
                             "I cast Lightning Bolt targeting opponent\nresolve\nresolve\n")
    wizards = [p for p in battlefield(data, "me") if p["name"] == "Goblin Wizard Token"]
    assert len(wizards) == 2 and [p["power"] for p in wizards] == [2, 2]  # each one's prowess trigger resolved
    assert "111.2" in rules(data)


def test_kari_zev_creates_ragavan_a_named_legendary_token(full_trace):
    data = legal(full_trace, "me: battlefield Kari Zev, Skyship Raider\nI attack with Kari Zev, Skyship Raider\n"
                             "resolve\n")
    ragavan = next(p for p in battlefield(data, "me") if p["name"] == "Ragavan")
    assert (ragavan["power"], ragavan["toughness"], ragavan["colors"]) == (2, 1, "R") and ragavan["token"]
    assert any("Ragavan" in t for t in texts(data))


def test_bestial_menace_creates_each_token_of_its_list(full_trace):
    data = legal(full_trace, "me: battlefield Forest, Forest, Forest, Forest, Forest; hand Bestial Menace\n"
                             "I cast Bestial Menace\nresolve\n")
    made = sorted((p["name"], p["power"]) for p in battlefield(data, "me") if p["token"])
    assert made == [("Elephant Token", 3), ("Snake Token", 1), ("Wolf Token", 2)]
    assert ids(data).count("step.tokens_created") == 3


def test_tokens_created_in_french(full_trace):
    data = legal(full_trace, "moi : champ de bataille Forêt, Forêt, Forêt, Forêt, Forêt ; main Menace bestiale\n"
                             "je lance Menace bestiale\nresolve\n", "fr")
    shown = " ".join(texts(data))
    assert "jeton Serpent" in shown and "Snake" not in shown


def test_croaking_counterpart_copy_except_a_1_1_green_frog(full_trace):
    data = legal(full_trace, "me: battlefield Forest, Island, Island; hand Croaking Counterpart\n"
                             "opponent: battlefield Serra Angel\nI cast Croaking Counterpart targeting Serra Angel\n"
                             "resolve\n")
    copy = next(p for p in battlefield(data, "me") if p["name"] == "Serra Angel")
    assert (copy["power"], copy["toughness"], copy["colors"], copy["token"]) == (1, 1, "G", True)
    assert copy["keywords"] == ["flying", "vigilance"]  # the rest is copied (707.9b)
    original = next(p for p in battlefield(data, "opponent") if p["name"] == "Serra Angel")
    assert (original["power"], original["colors"]) == (4, "W")


def test_kiki_jiki_copy_has_haste_and_is_sacrificed_at_the_end_step(full_trace):
    base = ("me: battlefield Kiki-Jiki, Mirror Breaker, Grizzly Bears\n"
            "I activate Kiki-Jiki, Mirror Breaker targeting Grizzly Bears\nresolve\n")
    data = legal(full_trace, base)
    copy = next(p for p in battlefield(data, "me") if p["name"] == "Grizzly Bears" and p["token"])
    assert copy["keywords"] == ["haste"] and "step.not_simulated" not in ids(data)
    ended = legal(full_trace, base + "go to end step\nresolve\n")
    assert [p["token"] for p in battlefield(ended, "me") if p["name"] == "Grizzly Bears"] == [False]
