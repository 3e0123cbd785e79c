"""Built-in plugin `permanent_statics`: combat restrictions and requirements that static abilities give
permanents through the static grammar (`cardpool.oracle.statics_combat`), checked by `plugins.combat` as the
attackers and blockers are declared:

- which creatures may block an attacker: "can't be blocked except by black creatures", "can't be blocked by
  Vampires or Zombies" (509.1b, an object filter on the blocker);
- which attackers a creature may block: "Cowards can't block Warriors" (509.1b);
- whom a creature may attack: "Creatures can't attack you" (508.1c; "you" is the controller of the ability's
  source, kept as a mark `cant_attack_you:<player>` by `plugins.continuous`);
- goad (701.38b): a goaded creature attacks each combat if able (508.1d, the mark `attacks_each_combat`) and
  attacks a player other than the one who goaded it if able (the mark `goaded:<player>`).
"""

from __future__ import annotations

from typing import Any

from bot.engine.game import Game
from bot.engine.hookspecs import hookimpl
from bot.engine.state import Permanent
from bot.engine.trace import card_name
from foundation.cards import ObjectFilter
from foundation.errors import IllegalAction

# restrictions a static ability gives whose "you" is its source's controller: `plugins.continuous` keeps them
# on the affected permanent as marks "<kind>:<player>"
PLAYER_RELATIVE = ("cant_attack_you",)


def blocker_matches(game: Game, attacker: Permanent, blocker: Permanent, st: Any) -> bool:
    """Whether `blocker` is a creature the restriction `st` names by object filter ("black creatures",
    "creatures with flying or reach"); the filter's "you" is the attacker's controller."""
    for key in ("filter", "or_filter"):
        flt = st.get(key)
        if isinstance(flt, ObjectFilter) and game.matches(blocker, flt, attacker.controller):
            return True
    return False


def block_refusal(game: Game, attacker: Permanent, blocker: Permanent) -> None:
    """509.1b: the blocker's own restriction on what it may block ("Cowards can't block Warriors")."""
    for st in blocker.statics:
        if st.kind == "cant_block_filter" and blocker_matches(game, blocker, attacker, st):
            raise IllegalAction("ill.cant_block_kind", "509.1b", rules=("509.1b",), card=card_name(attacker.card),
                                blocker=card_name(blocker.card))


def attack_refusal(game: Game, perm: Permanent, defender: str) -> None:
    """508.1c: "can't attack you" (whose source the defending player controls); 701.38b: a goaded creature
    attacks a player other than the goading one when it can."""
    name = card_name(perm.card)
    if f"cant_attack_you:{defender}" in perm.static_marks:
        source = next((p for p in game.state.permanents_of(defender) for st in p.statics
                       if st.kind in ("anthem", "attached_bonus", "self_bonus") and _grants(st, "cant_attack_you")),
                      None)
        raise IllegalAction("ill.cant_attack_player", "508.1c", rules=("508.1c",), card=name, player=defender,
                            source=card_name(source.card) if source is not None else name)
    goaders = {m.split(":", 1)[1] for m in perm.static_marks if m.startswith("goaded:")}
    if defender in goaders:
        others = [p.name for p in game.state.players
                  if p.name not in goaders and p.name != perm.controller and not p.lost]
        if others:
            raise IllegalAction("ill.goaded_attacks_other", "701.38b", rules=("701.38b", "508.1d"), card=name,
                                player=defender)


def _grants(st: Any, kind: str) -> bool:
    grant = st.get("grant")
    return any(g.kind == kind for g in getattr(grant, "static", ()))


@hookimpl
def arbitre_enforced_abilities() -> list[str]:
    """"Cowards can't block Warriors" (509.1b) and "Creatures can't attack you" (508.1c); the blockers' filters
    of "can't be blocked [except] by ..." are read by `plugins.combat` through `blocker_matches`."""
    return ["cant_block_filter", "cant_attack_you"]
