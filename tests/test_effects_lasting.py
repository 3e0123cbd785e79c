"""Effects whose duration isn't "until end of turn" (issue 11, item 3), on real cards of the shared MTGJSON data:
a P/T change for as long as its source remains tapped (611.2b), and prevention for the rest of the turn with
parties a shield can't name (611.2a, 615: "dealt to you by attacking creatures", "dealt to players")."""

from __future__ import annotations

from test_effects import ids, legal, perm, player, rules

ENDOSKELETON = ("me: battlefield Endoskeleton, Grizzly Bears, Forest, Forest\nopponent: battlefield Hill Giant\n"
                "I activate Endoskeleton targeting Grizzly Bears\nresolve\n")


def test_a_change_that_lasts_while_its_source_remains_tapped(full_trace):
    """Endoskeleton: +0/+3 outlasts the cleanup step while Endoskeleton stays tapped (the Bears are 2/5 in the
    opponent's turn, and survive a 3-damage block); once it untaps in its controller's untap step, the effect
    has ended (611.2b): 2/2 again."""
    kept = legal(full_trace, ENDOSKELETON + "go to end step\ngo to cleanup\n")
    assert perm(kept, "me", "Grizzly Bears")["toughness"] == 5 and "611.2b" in rules(kept)
    blocked = legal(full_trace, ENDOSKELETON + "go to declare attackers\nI attack with Grizzly Bears\n"
                    "go to declare blockers\nopponent blocks Grizzly Bears with Hill Giant\ngo to combat damage\n")
    assert perm(blocked, "me", "Grizzly Bears")["damage"] == 3
    over = legal(full_trace, ENDOSKELETON + "go to end step\ngo to cleanup\ngo to end step\ngo to cleanup\n")
    assert perm(over, "me", "Grizzly Bears")["toughness"] == 2 and "step.lasting_ended" in ids(over)


def test_a_change_of_a_source_already_untapped_does_nothing(full_trace):
    """Ashnod's Battle Gear untapped (by Twiddle) before its ability resolves: the duration is already over
    (611.2b), the creature keeps its power."""
    data = legal(full_trace, "me: battlefield Ashnod's Battle Gear, Grizzly Bears, Island, Island, Island; "
                             "hand Twiddle\nI activate Ashnod's Battle Gear targeting Grizzly Bears\n"
                             "I cast Twiddle targeting Ashnod's Battle Gear\nresolve\nresolve\n")
    assert perm(data, "me", "Grizzly Bears")["power"] == 2 and "step.lasting_already_over" in ids(data)


def test_prevention_from_attacking_creatures_for_the_turn(full_trace):
    """Heavy Fog: "Prevent all damage that would be dealt to you this turn by attacking creatures": the attacker's
    6 damage is prevented, the life total stays 20 (615.1), in French too."""
    text = ("me: battlefield Forest, Forest; hand Heavy Fog\nopponent: battlefield Craw Wurm\nturn: opponent, main 1\n"
            "go to declare attackers\nopponent attacks with Craw Wurm\nI cast Heavy Fog\nresolve\n"
            "go to combat damage\n")
    data = legal(full_trace, text)
    assert player(data, "me")["life"] == 20 and "615.1" in rules(data)
    french = legal(full_trace, text, "fr")
    assert player(french, "me")["life"] == 20


def test_prevention_of_damage_to_players(full_trace):
    """Chameleon Blur: "Prevent all damage that creatures would deal to players this turn": no damage to the
    player, but the blocking creature still takes its damage."""
    text = ("me: battlefield Forest, Forest, Forest, Forest, Hill Giant, Grizzly Bears; hand Chameleon Blur\n"
            "opponent: battlefield Craw Wurm, Llanowar Elves\nturn: opponent, main 1\ngo to declare attackers\n"
            "opponent attacks with Craw Wurm, Llanowar Elves\ngo to declare blockers\n"
            "I block Llanowar Elves with Grizzly Bears\nI cast Chameleon Blur\nresolve\ngo to combat damage\n")
    data = legal(full_trace, text)
    assert player(data, "me")["life"] == 20
    assert "Llanowar Elves" in player(data, "opponent")["graveyard"]


def test_every_creature_gets_a_bonus_while_the_source_remains_tapped(full_trace):
    """Thran Weaponry: "All creatures get +2/+2 for as long as ~ remains tapped": each creature there as it
    resolves (611.2c), the opponent's too, still bigger in the next turn while it stays tapped."""
    data = legal(full_trace, "me: battlefield Thran Weaponry, Grizzly Bears, Island, Island, Island, Island\n"
                             "opponent: battlefield Hill Giant\nI activate Thran Weaponry\nresolve\n"
                             "go to end step\ngo to cleanup\n")
    assert perm(data, "me", "Grizzly Bears")["power"] == 4 and perm(data, "opponent", "Hill Giant")["power"] == 5
