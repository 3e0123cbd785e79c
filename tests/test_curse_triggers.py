"""Curses' step triggers (303.4, 603.2): "at the beginning of enchanted player's upkeep / draw step / end step"
triggers on the turn of the player the Aura enchants, never on its controller's; real cards of the shared data."""

from __future__ import annotations

import pytest
from trace_helpers import assert_legal, player

from cardpool.oracle.conditions import trigger_condition

TOME = ("me: battlefield Island, Island, Island; hand Curse of the Bloody Tome\nopponent: library Grizzly Bears, "
        "Forest, Island\nI cast Curse of the Bloody Tome targeting opponent\nresolve\n")


@pytest.mark.parametrize(("condition", "event"), [
    ("At the beginning of enchanted player's upkeep", "upkeep"),
    ("At the beginning of enchanted player's draw step", "draw_step"),
    ("At the beginning of enchanted player's end step", "end_step"),
])
def test_the_curse_step_conditions(condition, event):
    assert trigger_condition(condition) == {"event": event, "scope": "enchanted_player"}


def _triggers(data: dict, card: str) -> list[dict]:
    """The steps in which an ability of `card` triggers."""
    return [s for a in data["actions"] for s in a["steps"] if s["rule"] == "603.2" and card in s["text"]]


def test_curse_of_the_bloody_tome_mills_the_enchanted_player_in_their_upkeep(full_trace):
    data = full_trace(TOME + "go to cleanup\nnext step\ngo to upkeep\nresolve\n")
    assert_legal(data)
    assert player(data, "opponent")["graveyard"] == ["Grizzly Bears", "Forest"]
    assert player(data, "me")["graveyard"] == []  # my own upkeep (turn 3): it doesn't trigger
    assert len(_triggers(data, "Curse of the Bloody Tome")) == 1


def test_a_curse_listed_in_the_setup_triggers_in_its_opponents_upkeep(full_trace):
    data = full_trace("me: battlefield Curse of the Bloody Tome\nopponent: library Forest, Island\nturn: me, main 1\n"
                      "go to cleanup\nnext step\ngo to draw\n")
    assert_legal(data)
    # listed without the player it enchants: its controller's only opponent is assumed (303.4f), never its controller
    assert player(data, "opponent")["graveyard"] == ["Forest", "Island"]


def test_curse_of_obsession_draws_and_discards_on_the_enchanted_players_turn(full_trace):
    base = ("me: battlefield Mountain, Mountain, Mountain, Mountain, Mountain; hand Curse of Obsession\nopponent: "
            "hand Forest, Island; library Swamp, Plains, Plains, Plains\nI cast Curse of Obsession targeting "
            "opponent\nresolve\ngo to cleanup\nnext step\n")
    drawn = full_trace(base + "resolve\n")  # the draw step trigger: two additional cards
    assert_legal(drawn)
    assert len(player(drawn, "opponent")["hand"]) == 5
    emptied = full_trace(base + "go to end step\nresolve\n", "fr")
    assert_legal(emptied)
    assert player(emptied, "opponent")["hand"] == [] and len(player(emptied, "opponent")["graveyard"]) == 5
