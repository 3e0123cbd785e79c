"""Defects seen when playing real cards (issue 11): a reference to the creature an effect put onto the battlefield
("sacrifice the creature", Sneak Attack), "whenever a creature you control attacks" for each attacking creature, the
watcher included (Hellrider, 508.3a, 603.2c), and the mana triggered mana abilities add when a land is tapped for
mana, counted by the automatic payment (Mana Flare, 605.1b, 106.12a)."""

from __future__ import annotations

from trace_helpers import assert_legal, cited, illegal, perm, perms, player, step_ids

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


def test_phased_out_permanents_are_shown_apart_in_the_final_state(run):
    """702.26b: treated as though they don't exist (not in `battlefield`), but shown with their mark."""
    data = run("me: battlefield Grizzly Bears\nopponent: battlefield Merfolk Raiders\ngo to end step\nnext step\n"
               "next step\n")
    assert_legal(data)
    opponent = player(data, "opponent")
    assert not perms(data, "opponent", "Merfolk Raiders")
    assert [(b["name"], b["phased_out"], b["power"]) for b in opponent["phased_out"]] == [("Merfolk Raiders", True, 2)]
    assert player(data, "me")["phased_out"] == []


FANATIC = "me: battlefield Mountain, Forest, Forest; hand Fanatic of Xenagos\nturn: me, main 1\n" \
          "I cast Fanatic of Xenagos\nresolve\n"


def test_tribute_paid_or_not_as_the_opponent_writes_it(run):
    data = run(FANATIC + "opponent pays tribute\nresolve\n")
    assert_legal(data)
    assert "step.tribute_paid" in step_ids(data) and "step.tribute_not_paid" not in step_ids(data)
    fanatic = perm(data, "me", "Fanatic of Xenagos")
    assert (fanatic["counters"], fanatic["power"]) == ({"+1/+1": 1}, 4)
    data = run(FANATIC.replace("I cast Fanatic of Xenagos\nresolve\n", "je lance Fanatique de Xénagos\nrésolution\n")
               + "l'adversaire ne paie pas le tribut\nrésolution\n", "fr")
    assert_legal(data)
    fanatic = perm(data, "me", "Fanatic of Xenagos")
    assert fanatic["counters"] == {} and fanatic["power"] == 4 and "haste" in fanatic["keywords"]
    assert not any(s["id"] == "step.assumed_choice" and s["rule"] == "702.104a"
                   for a in data["actions"] for s in a["steps"])


def test_tribute_not_written_is_assumed_not_paid(run):
    data = run(FANATIC + "resolve\n")
    assert_legal(data)
    assert "step.tribute_not_paid" in step_ids(data)
    assert any(s["id"] == "step.assumed_choice" and s["rule"] == "702.104a"
               for a in data["actions"] for s in a["steps"])


def test_tribute_is_the_opponents_choice_not_the_controllers(run):
    data = run(FANATIC + "I pay tribute\n")
    assert data["verdict"] == "error" and data["error"]["kind"] == "incomplete"


GLASSKITE = "me: battlefield Jetting Glasskite\n" \
            "opponent: battlefield Mountain, Mountain; hand Lightning Bolt, Shock\n" \
            "turn: opponent, main 1\nopponent casts Lightning Bolt targeting Jetting Glasskite\nresolve\nresolve\n"


def test_jetting_glasskite_counters_the_first_spell_targeting_it_each_turn(run):
    data = run(GLASSKITE)
    assert_legal(data)
    assert perm(data, "me", "Jetting Glasskite")["damage"] == 0
    assert player(data, "opponent")["graveyard"] == ["Lightning Bolt"] and "step.countered" in step_ids(data)
    # the second time this turn: no trigger, the Shock resolves
    data = run(GLASSKITE + "opponent casts Shock targeting Jetting Glasskite\nresolve\n")
    assert_legal(data)
    assert perm(data, "me", "Jetting Glasskite")["damage"] == 2
    data = run(GLASSKITE.replace("opponent casts Lightning Bolt targeting Jetting Glasskite\nresolve\nresolve\n",
                                 "l'adversaire lance Foudre en ciblant Escoufleverre jaillissant\nrésolution\n"
                                 "résolution\n"), "fr")
    assert_legal(data)
    assert perm(data, "me", "Jetting Glasskite")["damage"] == 0


def test_cascade_puts_the_card_it_found_on_the_bottom_when_it_isnt_cast(run):
    """702.85a: every card exiled that wasn't cast goes to the bottom, the one found included."""
    data = run("me: battlefield Mountain, Mountain, Mountain, Forest; hand Bloodbraid Elf; "
               "library Lightning Bolt, Grizzly Bears\nturn: me, main 1\nI cast Bloodbraid Elf\nresolve\n")
    assert_legal(data)
    assert player(data, "me")["exile"] == [] and player(data, "me")["library"] == 2
    assert "step.cascade_bottom" in step_ids(data)
    data = run("me: battlefield Mountain, Mountain, Mountain, Forest; hand Bloodbraid Elf; "
               "library Lightning Bolt, Grizzly Bears\nturn: me, main 1\nI cast Bloodbraid Elf\nresolve\n"
               "I cast Lightning Bolt targeting opponent\nresolve\n")
    assert_legal(data)
    assert player(data, "opponent")["life"] == 17 and player(data, "me")["library"] == 1
