"""Damage, life and the game's outcome as spells and abilities resolve (issue 11, item 3), on real cards of
the shared MTGJSON data: damage whose later words name the first target again, an amount said after the
recipient, two predicates of one subject, half a life total, "you may pay N life", winning and losing the game,
an "if" after the effect, and prevention from a source of the player's choice (the Circles of Protection)."""

from __future__ import annotations

from test_effects import ids, legal, perm, player, rules


def test_damage_to_a_creature_and_to_that_creatures_controller(full_trace):
    """Burn the Accursed: 5 damage to the creature and 2 to "that creature's controller"."""
    data = legal(full_trace, "me: battlefield Mountain, Mountain, Mountain, Mountain, Mountain; "
                             "hand Burn the Accursed\nopponent: battlefield Craw Wurm\n"
                             "I cast Burn the Accursed targeting Craw Wurm\nresolve\n")
    assert player(data, "opponent")["life"] == 18 and player(data, "opponent")["exile"] == ["Craw Wurm"]


def test_an_amount_said_after_the_recipient(full_trace):
    """Gaze of Adamaro: damage to target player equal to the cards in "that player's" hand; Inner Struggle: the
    target creature deals damage to itself equal to "its" power."""
    gaze = legal(full_trace, "me: battlefield Mountain, Mountain, Mountain, Mountain; hand Gaze of Adamaro\n"
                             "opponent: hand Island, Island, Forest\nI cast Gaze of Adamaro targeting opponent\n"
                             "resolve\n")
    assert player(gaze, "opponent")["life"] == 17
    struggle = legal(full_trace, "me: battlefield Mountain, Mountain, Mountain, Mountain; hand Inner Struggle\n"
                                 "opponent: battlefield Craw Wurm\nI cast Inner Struggle targeting Craw Wurm\n"
                                 "resolve\n")
    assert player(struggle, "opponent")["graveyard"] == ["Craw Wurm"]


def test_two_predicates_of_one_subject(full_trace):
    """Electric Eel: "gets +2/+0 until end of turn and deals 1 damage to you"; Distortion Strike: "+1/+0 until
    end of turn and can't be blocked this turn" (the block is then illegal, 509.1b)."""
    eel = legal(full_trace, "me: battlefield Electric Eel, Mountain, Mountain\nI activate Electric Eel\nresolve\n")
    assert perm(eel, "me", "Electric Eel")["power"] == 3 and player(eel, "me")["life"] == 19
    strike = ("me: battlefield Island, Grizzly Bears; hand Distortion Strike\nopponent: battlefield Hill Giant\n"
              "I cast Distortion Strike targeting Grizzly Bears\nresolve\ngo to declare attackers\n"
              "I attack with Grizzly Bears\ngo to declare blockers\nopponent blocks Grizzly Bears with Hill Giant\n")
    blocked = full_trace(strike)
    assert blocked["exit"] == 1 and blocked["illegal"]["rule"].startswith("509")


def test_half_a_life_total_rounded_up(full_trace):
    """Cruel Bargain: "You lose half your life, rounded up": 15 life -> 7 (8 lost, 107.1a)."""
    data = legal(full_trace, "me: life 15; battlefield Swamp, Swamp, Swamp; hand Cruel Bargain\n"
                             "I cast Cruel Bargain\nresolve\n")
    assert player(data, "me")["life"] == 7


def test_you_may_pay_life_if_you_do(full_trace):
    """Arrogant Poet: "you may pay 2 life. If you do, it gains flying": paid on the line "I pay", it flies;
    without a line, not paid (assumed, said), no flying."""
    base = "me: battlefield Arrogant Poet\ngo to declare attackers\nI attack with Arrogant Poet\nresolve\n"
    paid = legal(full_trace, base + "I pay\n")
    assert player(paid, "me")["life"] == 18 and "flying" in perm(paid, "me", "Arrogant Poet")["keywords"]
    assert "119.4" in rules(paid)
    unpaid = legal(full_trace, base)
    assert player(unpaid, "me")["life"] == 20 and "flying" not in perm(unpaid, "me", "Arrogant Poet")["keywords"]
    assert "step.assumed_choice" in ids(unpaid)


def test_you_win_the_game(full_trace):
    """Felidar Sovereign: at 40 life its upkeep trigger wins the game (104.2b): the opponent has lost."""
    data = legal(full_trace, "me: life 40; battlefield Felidar Sovereign\nturn: opponent, end step\n"
                             "go to upkeep\nresolve\n")
    assert "104.2b" in rules(data) and player(data, "opponent")["lost"]


def test_an_if_after_the_effect(full_trace):
    """Idle Thoughts: "Draw a card if you have no cards in hand": with an empty hand it draws; holding a card,
    the condition is false and nothing is drawn (608.2c)."""
    empty = legal(full_trace, "me: battlefield Idle Thoughts, Island, Island; library Opt\n"
                              "I activate Idle Thoughts\nresolve\n")
    assert player(empty, "me")["hand"] == ["Opt"]
    holding = legal(full_trace, "me: battlefield Idle Thoughts, Island, Island; hand Forest; library Opt\n"
                                "I activate Idle Thoughts\nresolve\n")
    assert player(holding, "me")["hand"] == ["Forest"] and "step.condition_false" in ids(holding)


CIRCLE = ("me: battlefield Circle of Protection: Red, Plains, Plains\nopponent: battlefield Mountain, "
          "Forest; hand Shock\nturn: opponent, main 1\nopponent casts Shock targeting me\n"
          "I activate Circle of Protection: Red\nresolve\n")


def test_circle_of_protection_prevents_the_chosen_source(full_trace):
    """Circle of Protection: Red: "I choose Shock" -- the next damage Shock would deal to me is prevented
    (615.1); without a line, the opponent's spell on the stack is the source assumed, and said so."""
    chosen = legal(full_trace, CIRCLE + "I choose Shock\nresolve\n")
    assert player(chosen, "me")["life"] == 20 and "step.damage_prevented_shield" in ids(chosen)
    assumed = legal(full_trace, CIRCLE + "resolve\n")
    assert player(assumed, "me")["life"] == 20 and "step.assumed_choice" in ids(assumed)


def test_circle_of_protection_allows_only_its_colour(full_trace):
    """A green source can't be chosen for the red Circle: nothing is prevented, Shock deals its 2."""
    data = legal(full_trace, CIRCLE.replace("Forest; hand Shock", "Forest, Grizzly Bears; hand Shock")
                 + "I choose Grizzly Bears\nresolve\n")
    assert player(data, "me")["life"] == 18 and "step.source_not_allowed" in ids(data)


def test_circle_of_protection_in_french(full_trace):
    data = legal(full_trace, CIRCLE + "je choisis Shock\nresolve\n", "fr")
    text = " ".join(s["text"] for a in data["actions"] for s in a["steps"])
    assert "prévenues" in text and player(data, "me")["life"] == 20


def test_prevention_both_ways_for_one_creature(full_trace):
    """Ebony Horse: "Prevent all combat damage that would be dealt to and dealt by that creature this turn": the
    blocked Grizzly Bears neither deal nor take combat damage (615.1)."""
    data = legal(full_trace, "me: battlefield Ebony Horse, Swamp, Swamp, Grizzly Bears\nopponent: battlefield "
                             "Hill Giant\ngo to declare attackers\nI attack with Grizzly Bears\n"
                             "go to declare blockers\nopponent blocks Grizzly Bears with Hill Giant\n"
                             "I activate Ebony Horse targeting Grizzly Bears\nresolve\ngo to combat damage\n")
    assert perm(data, "me", "Grizzly Bears")["damage"] == 0 and perm(data, "opponent", "Hill Giant")["damage"] == 0


def test_pumps_counted_as_they_resolve(full_trace):
    """Goblin Piledriver: +2/+0 for each other attacking Goblin; Rabid Elephant: +2/+2 for each creature blocking
    it; Timberwatch Elf: +X/+X where X is the number of Elves on the battlefield."""
    goblins = legal(full_trace, "me: battlefield Goblin Piledriver, Goblin Piker, Goblin Piker\n"
                                "go to declare attackers\nI attack with Goblin Piledriver, Goblin Piker, Goblin Piker\n"
                                "resolve\n")
    assert perm(goblins, "me", "Goblin Piledriver")["power"] == 5
    elephant = legal(full_trace, "me: battlefield Rabid Elephant\nopponent: battlefield Grizzly Bears, Hill Giant\n"
                                 "go to declare attackers\nI attack with Rabid Elephant\ngo to declare blockers\n"
                                 "opponent blocks Rabid Elephant with Grizzly Bears\n"
                                 "opponent blocks Rabid Elephant with Hill Giant\nresolve\n")
    assert perm(elephant, "me", "Rabid Elephant")["power"] == 7
    elves = legal(full_trace, "me: battlefield Timberwatch Elf, Llanowar Elves, Grizzly Bears\n"
                              "I activate Timberwatch Elf targeting Grizzly Bears\nresolve\n")
    assert perm(elves, "me", "Grizzly Bears")["power"] == 4


def test_combat_permissions_and_requirements_until_end_of_turn(full_trace):
    """Mobile Fort: "+3/-1 ... and can attack this turn as though it didn't have defender" -- it may attack;
    without the ability, the attack is illegal (its defender, 702.3b)."""
    base = "me: battlefield Mobile Fort, Island, Island, Island\n"
    data = legal(full_trace, base + "I activate Mobile Fort\nresolve\ngo to declare attackers\n"
                                    "I attack with Mobile Fort\n")
    assert perm(data, "me", "Mobile Fort")["power"] == 3 and perm(data, "me", "Mobile Fort")["attacking"]
    walled = full_trace(base + "go to declare attackers\nI attack with Mobile Fort\n")
    assert walled["exit"] == 1


def test_the_next_damage_redirected_to_another_creature(full_trace):
    """Lancers en-Kor: the next 1 damage dealt to it this turn is dealt to target creature you control instead
    (614.9): Shock then deals 1 to the Lancers and 1 to Grizzly Bears."""
    data = legal(full_trace, "me: battlefield Lancers en-Kor, Grizzly Bears\nopponent: battlefield Mountain; "
                             "hand Shock\nturn: opponent, main 1\nopponent casts Shock targeting Lancers en-Kor\n"
                             "I activate Lancers en-Kor targeting Grizzly Bears\nresolve\nresolve\n")
    assert perm(data, "me", "Lancers en-Kor")["damage"] == 1 and perm(data, "me", "Grizzly Bears")["damage"] == 1
    assert "614.9" in rules(data)


def test_that_player_loses_half_their_life(full_trace):
    """Ebonblade Reaper: when it attacks, you lose half your life, rounded up (20 -> 10)."""
    data = legal(full_trace, "me: battlefield Ebonblade Reaper\ngo to declare attackers\nI attack with Ebonblade "
                             "Reaper\nresolve\n")
    assert player(data, "me")["life"] == 10
