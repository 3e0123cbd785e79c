"""Defects seen when playing real cards (issue 11): a reference to the creature an effect put onto the battlefield
("sacrifice the creature", Sneak Attack), "whenever a creature you control attacks" for each attacking creature, the
watcher included (Hellrider, 508.3a, 603.2c), and the mana triggered mana abilities add when a land is tapped for
mana, counted by the automatic payment (Mana Flare, 605.1b, 106.12a)."""

from __future__ import annotations

from trace_helpers import assert_legal, cited, illegal, perm, perms, player

SNEAK = "me: battlefield Sneak Attack, Mountain; hand Hill Giant\nturn: me, main 1\nI activate Sneak Attack\nresolve\n"


def test_sneak_attack_sacrifices_the_creature_it_put_not_itself(run):
    data = run(SNEAK + "go to declare attackers\nI attack with Hill Giant\ngo to end step\nresolve\n")
    assert_legal(data)
    assert perm(data, "me", "Sneak Attack") and not perms(data, "me", "Hill Giant")
    assert player(data, "me")["graveyard"] == ["Hill Giant"]
    assert player(data, "opponent")["life"] == 17  # it had haste: it attacked the turn it was put
    data = run(SNEAK.replace("I activate Sneak Attack\nresolve\n", "j'active Attaque furtive\nrésolution\n")
               + "passer à fin de tour\nrésolution\n", "fr")
    assert_legal(data)
    assert perm(data, "me", "Sneak Attack") and player(data, "me")["graveyard"] == ["Hill Giant"]


def test_the_put_creature_without_haste_other_than_sneak_attacks_cant_attack(run):
    data = run("me: battlefield Elvish Piper, Forest; hand Hill Giant\nturn: me, main 1\nI activate Elvish Piper\n"
               "resolve\ngo to declare attackers\nI attack with Hill Giant\n")
    illegal(data, "302.6")


HELLRIDER = "me: battlefield Hellrider, Grizzly Bears, Llanowar Elves\nturn: me, main 1\ngo to declare attackers\n"


def test_hellrider_triggers_for_each_attacking_creature_itself_included(run):
    data = run(HELLRIDER + "I attack with Hellrider and Grizzly Bears\nresolve all\n")
    assert_legal(data)
    triggers = [s for s in data["actions"][-2]["steps"] if s["id"] == "step.ability_triggers"]
    assert len(triggers) == 2, triggers
    assert player(data, "opponent")["life"] == 18
    data = run(HELLRIDER + "j'attaque avec Grizzly Bears\ntout se résout\n", "fr")
    assert_legal(data)
    assert player(data, "opponent")["life"] == 19  # one attacker, one trigger


def test_another_creature_attacking_doesnt_count_the_watcher(run):
    """"Whenever another creature you control attacks": the watcher attacking doesn't trigger it."""
    data = run("me: battlefield Mardu Ascendancy, Grizzly Bears, Llanowar Elves\nturn: me, main 1\n"
               "go to declare attackers\nI attack with Grizzly Bears and Llanowar Elves\nresolve all\n")
    assert_legal(data)
    assert len([p for p in player(data, "me")["battlefield"] if p["token"]]) == 2


FLARE = "me: battlefield Mana Flare, Mountain, Mountain{more}; hand Hill Giant\nturn: me, main 1\nI cast Hill Giant\n"


def test_the_automatic_payment_counts_mana_flare(run):
    data = run(FLARE.format(more=""))
    assert_legal(data)
    assert "605.1b" in cited(data) or "605.4a" in cited(data)
    assert all(p["tapped"] for p in player(data, "me")["battlefield"] if p["name"] == "Mountain")
    assert player(data, "me")["pool"] == ""
    data = run(FLARE.format(more=", Mountain, Mountain"))  # four lands: only two are tapped
    assert_legal(data)
    assert sum(1 for p in player(data, "me")["battlefield"] if p["name"] == "Mountain" and p["tapped"]) == 2
    illegal(run(FLARE.format(more="").replace("Mountain, Mountain", "Mountain")), "601.2h")


def test_the_automatic_payment_counts_an_opponents_heartbeat_of_spring(run):
    """"Whenever a player taps a land for mana": the permanent's controller's opponent gets the mana too."""
    data = run("me: battlefield Island, Island; hand Divination\nopponent: battlefield Heartbeat of Spring\n"
               "turn: me, main 1\nI cast Divination\n")
    assert_legal(data)
    assert player(data, "me")["pool"] == "U"
