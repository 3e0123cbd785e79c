"""Built-in plugin `damage_statics`: static abilities that change damage as it would be dealt (the `damage_change`,
`unpreventable` and `life_floor` records of `cardpool.oracle.statics_players`).

- 614.1a: "If a red source you control would deal damage to a permanent or player, it deals that much damage
  plus 1 to that permanent or player instead", "... double / triple that damage", "... half that damage,
  rounded down", "If a source would deal 3 or more damage to you, it deals 2 damage to you instead".
- 615.1: "If a white source would deal damage to you, prevent 1 of that damage", "... prevent that damage",
  "prevent all but 1 of that damage", "prevent half that damage, rounded up".
- 615.12: "Damage can't be prevented", "Damage that would be dealt by ~ can't be prevented": no prevention
  effect (shields, static abilities, protection) takes any of it.
- "Damage that would reduce your life total to less than 1 reduces it to 1 instead" (614.1a).

Each applies while its source is on the battlefield and its condition ("as long as you have no cards in
hand") holds. Several apply one after the other: the replacements first, then the preventions, then the
life floor (the affected player's order, 616.1, chosen as the one that leaves the player the most life).
"""

from __future__ import annotations

from typing import Any

from bot.engine.abilities import Source
from bot.engine.conditions import condition_holds
from bot.engine.game import Game
from bot.engine.hookspecs import hookimpl
from bot.engine.state import Permanent
from bot.engine.trace import Name, card_name
from foundation.cards import StaticAbility
from plugins.declare import enforces
from plugins.prevention import _party

REPLACEMENTS = ("times", "plus", "minus", "half", "at_most")
PREVENTIONS = ("prevent", "prevent_all_but", "prevent_half")


def _is_spell(game: Game, source: Source) -> bool:
    on_battlefield = source.oid is not None and game.state.permanent(source.oid) is not None
    return not on_battlefield and bool(source.card.types & {"instant", "sorcery"})


def _recipient_matches(game: Game, holder: Permanent, st: StaticAbility, recipient: Permanent | str) -> bool:
    to = st.get("to")
    controller = holder.controller
    if isinstance(recipient, str):
        if to == "any" or to == "player":
            return True
        if to == "opponent" or st.get("to_opponent"):
            return recipient != controller
        if to == "you" or st.get("to_you"):
            return recipient == controller
        return to is None
    if to in ("player", "opponent", "you"):
        return False
    if to in (None, "any"):
        return True
    return _party(game, holder, st, "to", recipient)


def _source_matches(game: Game, holder: Permanent, st: StaticAbility, source: Source) -> bool:
    if st.get("by_spell") and not _is_spell(game, source):
        return False
    return _party(game, holder, st, "by", source)


def _applying(game: Game, kinds: tuple[str, ...]) -> list[tuple[Permanent, StaticAbility]]:
    """(holder, ability) for each static ability of `kinds` on the battlefield whose condition holds."""
    out = []
    for holder in game.state.battlefield:
        for st in holder.statics:
            if st.kind in kinds:
                condition = st.table("condition")
                if not condition or condition_holds(game, holder, condition):
                    out.append((holder, st))
    return out


def _combat_matches(st: StaticAbility, combat: bool) -> bool:
    kind = st.get("combat")
    return not (kind == "combat" and not combat or kind == "noncombat" and combat)


def _changed(change: dict[str, Any], amount: int) -> int:
    if "times" in change:
        return amount * int(change["times"])
    if "plus" in change:
        return amount + int(change["plus"])
    if "minus" in change:
        return max(0, amount - int(change["minus"]))
    if "half" in change:
        return amount // 2 if change["half"] == "down" else (amount + 1) // 2
    if "at_most" in change:
        return min(amount, int(change["at_most"]))
    return amount


def _prevented(change: dict[str, Any], amount: int) -> int:
    if "prevent" in change:
        return amount if change["prevent"] == "all" else min(amount, int(change["prevent"]))
    if "prevent_all_but" in change:
        return max(0, amount - int(change["prevent_all_but"]))
    if "prevent_half" in change:
        return (amount + 1) // 2 if change["prevent_half"] == "up" else amount // 2
    return 0


@hookimpl
def arbitre_damage_unpreventable(game: Game, source: Source, combat: bool) -> Name | None:
    """615.12: the permanent whose ability makes this damage unpreventable."""
    for holder, st in _applying(game, ("unpreventable",)):
        if _combat_matches(st, combat) and _party(game, holder, st, "by", source):
            return card_name(holder.card)
    return None


@hookimpl
def arbitre_modify_damage(game: Game, source: Source, recipient: Permanent | str, amount: int, combat: bool,
                          preventable: bool) -> int | None:
    left = amount
    target = card_name(recipient.card) if isinstance(recipient, Permanent) else recipient
    name = card_name(source.card)
    changes = [(holder, st) for holder, st in _applying(game, ("damage_change",))
               if _combat_matches(st, combat) and _source_matches(game, holder, st, source)
               and _recipient_matches(game, holder, st, recipient)]
    for keys in (REPLACEMENTS, PREVENTIONS):
        for holder, st in changes:
            change = st.table("change")
            if not any(k in change for k in keys) or left <= 0:
                continue
            if st.get("min_amount") is not None and left < int(st.get("min_amount")) \
                    or st.get("max_amount") is not None and left > int(st.get("max_amount")):
                continue
            if keys is REPLACEMENTS:
                new = _changed(change, left)
                if new != left:
                    left = new
                    game.step("614.1a", "replacement", "step.damage_replaced", source=name, target=target,
                              amount=left, by=card_name(holder.card))
            elif preventable:
                prevented = _prevented(change, left)
                if prevented:
                    left -= prevented
                    game.step("615.1", "replacement", "step.damage_prevented_static", source=name, target=target,
                              amount=prevented, by=card_name(holder.card))
    if isinstance(recipient, str) and left > 0 and "infect" not in source.keywords \
            and game.state.has_player(recipient):
        life = game.player(recipient).life
        for holder, st in _applying(game, ("life_floor",)):
            if holder.controller != recipient:
                continue
            floor = int(st.get("floor", 1))
            if life - left < floor:
                left = max(0, life - floor)
                game.step("614.1a", "replacement", "step.damage_life_floor", source=name, player=recipient,
                          floor=floor, amount=left, by=card_name(holder.card))
    return None if left == amount else left


arbitre_enforced_abilities = enforces("damage_change", "unpreventable", "life_floor")
