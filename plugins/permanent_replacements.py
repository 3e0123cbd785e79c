"""Built-in plugin `permanent_replacements`: replacement effects and untap permissions that a permanent's static
ability applies to itself or to its controller's permanents, read by `cardpool.oracle.statics_self`:

- "If ~ would enter, sacrifice an untapped Mountain instead. If you do, put ~ onto the battlefield. If you
  don't, put it into its owner's graveyard." (614.1c): as the land would enter, its controller sacrifices the
  lands it names (the line right after the play says which: "I sacrifice Mountain"; else the first ones, an
  assumed choice); without enough of them, it goes to its owner's graveyard instead;
- regeneration as a static ability ("If ~ would be destroyed, regenerate it", 701.15a) is applied where
  destruction is (`bot.engine.abilities.regenerates`).
"""

from __future__ import annotations

from typing import Any

from bot.engine.game import Game
from bot.engine.hookspecs import hookimpl
from bot.engine.state import Permanent, replace
from bot.engine.trace import card_name
from foundation.cards import ObjectFilter


def enters_sacrificing(game: Game, entering: Permanent) -> None:
    """614.1c: the Karoo lands of Ice Age and Mirage ("sacrifice an untapped Mountain instead")."""
    perm = game.state.permanent(entering.oid)
    st = next((s for s in entering.statics if s.kind == "enters_sacrificing"), None)
    if perm is None or st is None:
        return
    flt = st.get("filter")
    n = int(st.get("count", 1) or 1)
    player = perm.controller
    options = [p for p in game.state.permanents_of(player) if p.oid != perm.oid
               and isinstance(flt, ObjectFilter) and game.matches(p, flt, player, perm.oid)
               and (not st.get("untapped") or not p.tapped)]
    if len(options) < n:  # it never enters: its owner's graveyard instead
        game.state = replace(game.state, battlefield=tuple(p for p in game.state.battlefield if p.oid != perm.oid))
        game.put_card(perm.card, perm.owner, "graveyard")
        game.step("614.1c", "replacement", "step.enters_sacrificing_failed", card=card_name(perm.card), count=n)
        return
    for land in game.choose_permanents(player, ("sacrifice", "choose"), n, options, "614.1c", "sacrifice"):
        game.leave_battlefield(land, "graveyard", "sacrifice")
        game.step("614.1c", "replacement", "step.sacrificed_to_enter", player=player, card=card_name(land.card),
                  source=card_name(perm.card))


@hookimpl
def arbitre_event(game: Game, event: str, obj: Any, data: dict[str, Any]) -> None:
    if event == "enters_battlefield" and isinstance(obj, Permanent):
        enters_sacrificing(game, obj)


@hookimpl
def arbitre_enforced_abilities() -> list[str]:
    """"If ~ would enter, sacrifice ... instead" (614.1c), "If ~ would be destroyed, regenerate it" (701.15a,
    `bot.engine.abilities.regenerates`)."""
    return ["enters_sacrificing", "regenerates_if_destroyed"]
