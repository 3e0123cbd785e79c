"""Built-in plugin `keyword_phasing`: phasing (702.26).

During each player's untap step, before anything untaps (502.1), their phased-in permanents with phasing phase
out, and the permanents that phased out under their control phase in (702.26a). A phased-out permanent is
treated as though it doesn't exist (702.26b): it is kept aside (`GameState.phased_out`), out of the battlefield
every rule looks at, so it can't be targeted, attack, block or be counted; it keeps its counters and its
tapped status (702.26d) and no zone-change ability triggers. Auras and Equipment attached to it phase out with
it, indirectly, and phase in with it (702.26g).
"""

from __future__ import annotations

from bot.engine.game import Game
from bot.engine.hookspecs import hookimpl
from bot.engine.state import Permanent, replace
from bot.engine.trace import card_name
from plugins.declare import enforces

arbitre_enforced_abilities = enforces("phasing")


def _attached_to(game: Game, perms: list[Permanent]) -> list[Permanent]:
    """702.26g: what is attached to the permanents phasing out, and what is attached to that."""
    oids = {p.oid for p in perms}
    found: list[Permanent] = []
    changed = True
    while changed:
        changed = False
        for perm in game.state.battlefield:
            if perm.attached_to in oids and perm.oid not in oids:
                oids.add(perm.oid)
                found.append(perm)
                changed = True
    return found


def phasing(game: Game) -> None:
    """702.26a: the active player's permanents phase out and in, simultaneously."""
    active = game.state.active
    coming_in = [p for p in game.state.phased_out if p.controller == active]
    going_out = [p for p in game.state.permanents_of(active) if "phasing" in p.keywords]
    if not coming_in and not going_out:
        return
    indirect = _attached_to(game, going_out)
    leaving = {p.oid for p in going_out + indirect}
    out = tuple(replace(p, attacking=False, blocking=(), blocked=False) for p in game.state.battlefield
                if p.oid in leaving)
    kept = tuple(p for p in game.state.phased_out if p.controller != active)
    game.state = replace(game.state, battlefield=tuple(p for p in game.state.battlefield if p.oid not in leaving)
                         + tuple(coming_in), phased_out=kept + out)
    if going_out:
        game.step("702.26a", "step", "step.phases_out", player=active, cards=tuple(card_name(p.card) for p in out))
    if coming_in:
        game.step("702.26c", "step", "step.phases_in", player=active,
                  cards=tuple(card_name(p.card) for p in coming_in))


@hookimpl(tryfirst=True)
def arbitre_begin_step(game: Game, step: str) -> None:
    if step == "untap":  # 502.1: phasing comes first in the untap step
        phasing(game)
