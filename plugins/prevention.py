"""Built-in plugin `prevention`: prevention shields created by resolving spells and abilities (615), and the
prevention effects of static abilities on the battlefield.

"Prevent the next 3 damage that would be dealt to any target this turn", "prevent all damage that would
be dealt to ~ this turn", "prevent all combat damage that would be dealt by target creature this turn":
each becomes a shield of this turn (`GameState.prevention`) that `bot.engine.abilities.deal_damage`
consults before damage is dealt (615.1, 615.7); shields end in the cleanup step (514.2).

Static abilities ("Prevent all combat damage that would be dealt to ~", "... dealt by enchanted creature",
"... dealt to you by sources you don't control", "If a source an opponent controls would deal damage to you,
prevent 1 of that damage"): `arbitre_prevent_damage` applies each one whose parties match, as long as its
source is on the battlefield (615.1).
"""

from __future__ import annotations

from typing import Any

from bot.engine.conditions import attached_to, condition_holds
from bot.engine.game import Game
from bot.engine.hookspecs import hookimpl
from bot.engine.state import Permanent, StackItem, replace
from bot.engine.trace import card_name
from foundation.cards import Effect, ObjectFilter, StaticAbility
from plugins.declare import effect_hooks, enforces
from plugins.effects import _players, things


def prevent_damage(game: Game, item: StackItem, effect: Effect) -> None:
    amount = effect.get("amount", "all")
    left = -1 if amount == "all" else int(amount)
    direction = str(effect.get("direction", "to"))
    prefix = "combat_" if effect.get("combat") else ""
    keys: list[tuple[str, object]] = []
    if direction == "all":
        keys.append(("all", None))
    elif effect.get("to") is not None:
        for player in _players(game, item, effect, "to"):
            keys.append((f"to:player:{player}", player))
    else:
        ref = {k: v for k, v in effect.args if k in ("target", "self", "attached", "event", "each", "noted")}
        for thing in things(game, item, ref):
            if isinstance(thing, Permanent):
                keys.append((f"{direction}:{thing.oid}", card_name(thing.card)))
        if ref.get("target") is not None:  # a player chosen as "any target"
            for t in item.targets[int(ref["target"])] if int(ref["target"]) < len(item.targets) else ():
                if t.kind == "player":
                    keys.append((f"to:player:{t.player}", t.player))
    for key, what in keys:
        game.state = replace(game.state, prevention=game.state.prevention + ((prefix + key, left),))
        game.step("615.1", "resolve", "step.prevention_shield", target=what if what is not None else "",
                  amount=left, direction=direction)


def _party(game: Game, holder: Permanent, st: StaticAbility, role: str, who: Any) -> bool:
    """Whether `who` (a permanent, a player's name, or the damage's source) is the party `role` ("to" / "by")
    of the static prevention effect `st` of `holder`."""
    party = st.get(role)
    if party is None:
        return True
    oid = getattr(who, "oid", None)
    if party == "self":
        return oid == holder.oid
    if party == "attached":
        host = attached_to(game, holder)
        return host is not None and oid == host.oid
    if party == "you":
        return who == holder.controller
    if party == "players":  # "prevent all combat damage that would be dealt to players this turn"
        return isinstance(who, str)
    if isinstance(who, str):
        return role == "to" and bool(st.get("to_you")) and who == holder.controller
    flt = st.get(role + "_filter")
    if not isinstance(flt, ObjectFilter):
        return False
    perm = game.state.permanent(oid) if oid is not None else None
    if perm is not None:
        return game.matches(perm, flt, holder.controller, holder.oid)
    # a spell, or a source that has left the battlefield: its characteristics and controller
    if flt.controller == "you" and who.controller != holder.controller \
            or flt.controller == "opponent" and who.controller == holder.controller:
        return False
    return game.card_matches(who.card, flt)


@hookimpl
def arbitre_prevent_damage(game: Game, source: Any, recipient: Any, amount: int, combat: bool) -> int | None:
    left = amount
    statics = [(holder, st) for holder in game.state.battlefield for st in holder.statics]
    statics += game.state.effect_statics  # "prevent all damage ... this turn" (611.2a, `plugins.effects_limits`)
    for holder, st in statics:
        if st.kind != "prevent_damage_static" or left <= 0:
            continue
        kind = st.get("combat")
        if kind == "combat" and not combat or kind == "noncombat" and combat:
            continue
        condition = st.table("condition")
        if condition and not condition_holds(game, holder, condition):
            continue
        if not (_party(game, holder, st, "to", recipient) and _party(game, holder, st, "by", source)):
            continue
        prevented = min(left, int(st.get("amount", left) or 0))
        left -= prevented
        target = card_name(recipient.card) if isinstance(recipient, Permanent) else recipient
        game.step("615.1", "replacement", "step.damage_prevented_static", source=card_name(source.card),
                  target=target, amount=prevented, by=card_name(holder.card))
    return None if left == amount else left


# Prevention effects of static abilities (615.1).
arbitre_enforced_abilities = enforces("prevent_damage_static")


@hookimpl
def arbitre_begin_step(game: Game, step: str) -> None:
    if step == "cleanup" and game.state.prevention:  # 514.2: "this turn" shields end
        game.state = replace(game.state, prevention=())


EFFECTS = {"prevent_damage": prevent_damage}


arbitre_resolve_effect, arbitre_simulated_effects = effect_hooks(EFFECTS)
