"""Durations other than "until end of turn" (611.2a, 611.2b) on real cards of the shared MTGJSON data: an effect
"until your next turn" outlasts the cleanup step (514.2) and the turn change, and ends as its controller's next
turn begins; the oracle reader gives the duration to every effect of such a sentence, or leaves the sentence
unsimulated when the engine can't carry that effect so far."""

from __future__ import annotations

from test_effects import ids, legal, perm, rules

from cardpool.oracle.clauses import Context, clause_effects

LILIANA = ("me: battlefield Liliana, the Last Hope\nopponent: battlefield Grizzly Bears, Hill Giant\n"
           "I activate Liliana, the Last Hope ability 1 targeting Grizzly Bears\nresolve\n")
TURN = "go to end step\ngo to cleanup\n"


def test_a_change_until_your_next_turn_outlasts_the_turn(full_trace):
    """Liliana, the Last Hope's +1: the Bears are 0/1 after the cleanup step and through the opponent's whole
    turn (an attack of theirs deals no damage), and 2/2 again once Liliana's controller's next turn begins."""
    same_turn = legal(full_trace, LILIANA + TURN)
    assert (perm(same_turn, "opponent", "Grizzly Bears")["power"],
            perm(same_turn, "opponent", "Grizzly Bears")["toughness"]) == (0, 1)
    their_turn = legal(full_trace, LILIANA + TURN + "go to declare attackers\nopponent attacks with Grizzly Bears\n"
                       "go to combat damage\n")
    bears = perm(their_turn, "opponent", "Grizzly Bears")
    assert (bears["power"], bears["toughness"]) == (0, 1)
    assert their_turn["state"]["players"][0]["life"] == 20
    over = legal(full_trace, LILIANA + TURN + TURN + "go to upkeep\n")
    assert (perm(over, "opponent", "Grizzly Bears")["power"], perm(over, "opponent", "Grizzly Bears")["toughness"]) \
        == (2, 2)
    assert "step.next_turn_change_ends" in ids(over) and "611.2a" in rules(over)
    # the untouched creature was never changed
    assert perm(over, "opponent", "Hill Giant")["power"] == 3


def test_the_change_ends_at_the_start_of_the_turn_not_before(full_trace):
    """The effect ends as its controller's turn begins (its untap step), not in the cleanup step of the
    opponent's turn: at that cleanup the Bears are still 0/1."""
    data = legal(full_trace, LILIANA + TURN + "go to end step\n")
    assert perm(data, "opponent", "Grizzly Bears")["toughness"] == 1
    assert "step.next_turn_change_ends" not in ids(data)


def test_a_group_bonus_and_ability_until_your_next_turn(full_trace):
    """Sorin, Solemn Visitor's +1: "Until your next turn, creatures you control get +1/+0 and gain lifelink": still
    3/2 with lifelink in the opponent's turn, in French too; gone at the controller's next turn."""
    text = ("me: battlefield Sorin, Solemn Visitor, Grizzly Bears\nI activate Sorin, Solemn Visitor ability 1\n"
            "resolve\n" + TURN)
    data = legal(full_trace, text)
    bears = perm(data, "me", "Grizzly Bears")
    assert (bears["power"], bears["toughness"]) == (3, 2) and "lifelink" in bears["keywords"]
    french = legal(full_trace, text, "fr")
    assert any("jusqu'à votre prochain tour" in s["text"] for a in french["actions"] for s in a["steps"])
    over = legal(full_trace, text + TURN)
    bears = perm(over, "me", "Grizzly Bears")
    assert bears["power"] == 2 and "lifelink" not in bears["keywords"]


def test_until_end_of_turn_still_ends_in_the_cleanup_step(full_trace):
    """The same words with "until end of turn" (Giant Growth) still end in the cleanup step (514.2)."""
    data = legal(full_trace, "me: battlefield Forest, Grizzly Bears; hand Giant Growth\n"
                             "I cast Giant Growth targeting Grizzly Bears\nresolve\n" + TURN)
    assert perm(data, "me", "Grizzly Bears")["power"] == 2


def test_the_reader_gives_the_duration_to_every_effect_of_the_sentence():
    """"Until your next turn, ..." and "... until your next turn" read as the same effects "until end of turn"
    would be, each with the longer duration; a sentence one of whose effects the engine can't carry past the
    turn is not read as an effect that would end too early."""
    ctx = Context()
    both = clause_effects("until your next turn, creatures you control get +1/+0 and gain lifelink", ctx)
    assert both and all(e["until"] == "your_next_turn" for e in both)
    assert [e["kind"] for e in both] == ["pump"]
    hand = clause_effects("you have no maximum hand size until your next turn", ctx)
    assert hand and hand[0]["kind"] == "turn_static" and hand[0]["until"] == "your_next_turn"
    flat = clause_effects("until end of turn, creatures you control get +1/+0 and gain lifelink", ctx)
    assert flat and "until" not in flat[0]


SOWER = ("me: battlefield Island, Island, Island, Island; hand Sower of Temptation\nopponent: battlefield "
         "Hill Giant, Mountain; hand Lightning Bolt\nI cast Sower of Temptation\nresolve\nresolve\n")


def test_control_for_as_long_as_outlasts_the_turn(full_trace):
    """Sower of Temptation: the control of Hill Giant lasts "for as long as ~ remains on the battlefield" (611.2b),
    not until the turn ends: still yours in the opponent's turn, and back to them when Sower dies in that turn."""
    kept = legal(full_trace, SOWER + TURN + "go to upkeep\n")
    perm(kept, "me", "Hill Giant")
    back = legal(full_trace, SOWER + TURN + "go to upkeep\nopponent casts Lightning Bolt targeting Sower of "
                                             "Temptation\nresolve\n")
    perm(back, "opponent", "Hill Giant")
    assert "step.control_returns" in ids(back) and "611.2b" in rules(back)


SPARA = ("me: battlefield Forest, Forest, Plains, Island, Island; hand Spara's Adjudicators\nopponent: battlefield "
         "Hill Giant\nI cast Spara's Adjudicators\nresolve\nresolve\n")


def test_a_restriction_until_your_next_turn_holds_in_the_opponents_turn(full_trace):
    """Spara's Adjudicators: "Target creature an opponent controls can't attack or block until your next turn": in
    the opponent's turn Hill Giant can't attack (508.1c), in French too; from its controller's next turn on it
    can block again."""
    from test_statics import illegal

    text = SPARA + TURN + "go to declare attackers\nopponent attacks with Hill Giant\n"
    assert illegal(full_trace(text), "508.1c")
    assert illegal(full_trace(text, "fr"), "508.1c")
    assert "step.marked_until_next_turn" in ids(legal(full_trace, SPARA + TURN))
    later = legal(full_trace, SPARA + TURN + TURN + "go to declare attackers\nI attack with Spara's Adjudicators\n"
                  "go to declare blockers\nopponent blocks Spara's Adjudicators with Hill Giant\n")
    assert "step.next_turn_mark_ends" in ids(later)
    assert perm(later, "opponent", "Hill Giant")["name"] == "Hill Giant"
