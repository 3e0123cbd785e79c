"""Built-in plugin `more_statics`: static abilities of the generic grammar that no other plugin applies
(`cardpool.oracle.statics_more`):

- "If it's neither day nor night, it becomes day as ~ enters the battlefield" (730.1, Brimstone Vandal): as the
  permanent enters with neither designation, it becomes day; the daybound and nightbound permanents then follow
  (`keyword_daynight`).
"""

from __future__ import annotations

from typing import Any

from bot.engine.game import Game
from bot.engine.hookspecs import hookimpl
from bot.engine.state import Permanent, replace
from bot.engine.trace import card_name
from plugins.declare import enforces


def _day_night_as_enters(game: Game, perm: Permanent) -> None:
    st = next((s for s in perm.statics if s.kind == "day_night_as_enters"), None)
    if st is None or game.state.day_night:
        return
    designation = str(st.get("designation") or "day")
    game.state = replace(game.state, day_night=designation)
    game.step("730.1", "info", "step.day_night_as_enters", card=card_name(perm.card), designation=designation)


@hookimpl
def arbitre_event(game: Game, event: str, obj: Any, data: dict[str, Any]) -> None:
    if event == "enters_battlefield" and isinstance(obj, Permanent):
        _day_night_as_enters(game, obj)


# "It becomes day as ~ enters" when it is neither day nor night (730.1).
arbitre_enforced_abilities = enforces("day_night_as_enters")
