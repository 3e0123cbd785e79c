"""A choice line names cards among the options (`bot.engine.game.chosen_by_name`, one helper for every choice
made while something resolves): each name once, in the order written, a player's name only among theirs; a name
that designates none of them is an incomplete message naming it, with the options as candidates, FR and EN."""

from __future__ import annotations

import pytest

from bot.engine.actions import CardRef
from bot.engine.game import chosen_by_name, match_refs
from bot.engine.state import CardObject
from foundation.cards import CardDef, ManaCost
from foundation.errors import IncompleteAction


def _card(name: str) -> CardDef:
    return CardDef(name=name, mana_cost=ManaCost.parse("{1}"), types=frozenset({"creature"}))


def _ref(name: str, owner: str | None = None) -> CardRef:
    return CardRef(card=_card(name), text=name, column=3, owner=owner)


def test_each_name_designates_one_option_in_the_order_written():
    bears1, bears2, elves = CardObject(1, _card("Bears"), "me"), CardObject(2, _card("Bears"), "opponent"), \
        CardObject(3, _card("Elves"), "me")
    options = [bears1, elves, bears2]
    assert chosen_by_name([_ref("Elves"), _ref("Bears"), _ref("Bears")], options) == [elves, bears1, bears2]
    # "his Bears": only the opponent's
    assert chosen_by_name([_ref("Bears", "opponent")], options, owner_of=lambda o: o.owner) == [bears2]
    assert match_refs([_ref("Bears"), _ref("Bears"), _ref("Bears")], options)[1] is not None


def test_a_name_among_none_of_the_options_is_the_messages_to_mend():
    options = [CardObject(1, _card("Bears"), "me")]
    with pytest.raises(IncompleteAction) as info:
        chosen_by_name([_ref("Bears"), _ref("Wurm")], options)
    assert info.value.message == "err.choice_not_available" and info.value.params["column"] == 3
    assert [str(c) for c in info.value.candidates] == ["Bears"]


@pytest.mark.parametrize(("lang", "said"), [("en", "Counterspell is not among the possible choices"),
                                            ("fr", "Le Contresort ne fait pas partie des choix possibles")])
def test_scry_naming_a_card_not_on_top(trace, lang, said):
    data = trace("me: battlefield Island; hand Opt; library Ponder, Brainstorm\nI cast Opt\nresolve\n"
                 "I choose Counterspell\n", lang)
    assert data["verdict"] == "error" and data["error"]["kind"] == "incomplete", data["error"]
    assert said in data["error"]["message"] and data["error"]["suggestions"] == ["Ponder"], data["error"]
