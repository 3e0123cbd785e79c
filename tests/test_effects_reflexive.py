"""Reflexive triggered abilities (603.12): "When you do, ..." triggers when the action offered just before it was
done, goes on the stack like any trigger, and knows what that action acted on -- on real cards of the shared
MTGJSON data."""

from __future__ import annotations

from test_effects import ids, legal, player, rules


def test_the_sacrificed_creature_s_power_is_dealt(full_trace):
    """Heart-Piercer Manticore: "When ~ enters, you may sacrifice another creature. When you do, ~ deals damage
    equal to that creature's power to any target." -- Hill Giant (3 power) is sacrificed: 3 damage to the
    opponent (not the Manticore's own 4)."""
    data = legal(full_trace, "me: battlefield Mountain, Mountain, Mountain, Mountain, Hill Giant; "
                             "hand Heart-Piercer Manticore\nI cast Heart-Piercer Manticore\nresolve all\n")
    assert "Hill Giant" in player(data, "me")["graveyard"]
    assert player(data, "opponent")["life"] == 17
    assert "603.12" in rules(data) and "step.assumed_choice" in ids(data)


def test_a_spell_s_reflexive_trigger_kills_the_creature(full_trace):
    """Hypothesizzle: "Draw two cards. Then you may discard a nonland card. When you do, ~ deals 4 damage to
    target creature." -- the discard is made, the reflexive trigger deals 4 damage: the Hill Giant dies."""
    data = legal(full_trace, "me: battlefield Island, Island, Island, Mountain, Mountain; hand Hypothesizzle, "
                             "Lightning Bolt; library Island, Forest\nopponent: battlefield Hill Giant\n"
                             "I cast Hypothesizzle targeting Hill Giant\nresolve all\n")
    assert "Hill Giant" in player(data, "opponent")["graveyard"]
    assert "Lightning Bolt" in player(data, "me")["graveyard"] and "603.12" in rules(data)
