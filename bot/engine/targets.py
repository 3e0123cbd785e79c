"""Choosing targets (601.2c, 115) and checking them again on resolution (608.2b).

Shared by every plugin that puts a spell or ability on the stack.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Sequence

from bot.engine.actions import TargetRef
from bot.engine.errors import IllegalAction, IncompleteAction
from bot.engine.model import TargetSpec
from bot.engine.state import Permanent, Target
from bot.engine.trace import card_name

if TYPE_CHECKING:  # pragma: no cover
    from bot.engine.game import Game

TARGET_RULES = ("601.2c", "115.1")


def _permanent_ok(game: "Game", spec: TargetSpec, perm: Permanent, controller: str, source_oid: int | None) -> bool:
    kind = spec.kind
    types = perm.card.types
    if kind in ("any", "creature_or_player"):
        if not (types & ({"creature", "planeswalker", "battle"} if kind == "any" else {"creature"})):
            return False
    elif kind not in ("permanent", "object"):
        return False
    if not game.matches(perm, spec.filter, controller, source_oid):
        return False
    keywords = perm.card.keywords
    if "shroud" in keywords:
        return False
    if "hexproof" in keywords and perm.controller != controller:
        return False
    return True


def target_is_legal(game: "Game", spec: TargetSpec, target: Target, controller: str,
                    source_oid: int | None = None, self_oid: int | None = None) -> bool:
    """Whether `target` is (still) a legal choice for `spec` (115, 608.2b)."""
    if target.kind == "player":
        return spec.kind in ("any", "player", "creature_or_player") and game.state.has_player(target.player) \
            and not game.state.player(target.player).lost
    if target.kind == "permanent":
        perm = game.state.permanent(target.oid)
        return perm is not None and _permanent_ok(game, spec, perm, controller, source_oid)
    if target.kind == "stack":
        item = game.state.stack_item(target.oid)
        if item is None or item.oid == self_oid:
            return False
        if spec.kind == "spell":
            return item.kind == "spell" and game.card_matches(item.card, spec.filter)
        if spec.kind == "activated_ability":
            return item.kind == "ability"
        return False
    return False


def candidates(game: "Game", spec: TargetSpec, controller: str, source_oid: int | None = None,
               self_oid: int | None = None) -> list[Target]:
    """Every legal target for `spec` now."""
    out: list[Target] = []
    if spec.kind in ("any", "player", "creature_or_player"):
        out += [Target("player", player=p.name) for p in game.state.players if not p.lost]
    if spec.kind in ("any", "permanent", "object", "creature_or_player"):
        out += [Target("permanent", oid=p.oid, name=card_name(p.card)) for p in game.state.battlefield
                if _permanent_ok(game, spec, p, controller, source_oid)]
    if spec.kind in ("spell", "activated_ability"):
        out += [Target("stack", oid=i.oid, name=card_name(i.card)) for i in game.state.stack
                if target_is_legal(game, spec, Target("stack", oid=i.oid), controller, source_oid, self_oid)]
    return out


def _bind(game: "Game", spec: TargetSpec, ref: TargetRef, controller: str, taken: set[tuple[str, object]]) -> Target:
    """The object or player a written target means. Prefers one not already chosen for this word."""
    if ref.player is not None:
        return Target("player", player=ref.player)
    assert ref.card is not None
    card = ref.card.card
    owner = ref.card.owner
    options: list[Target] = []
    if spec.kind in ("spell", "activated_ability"):
        options += [Target("stack", oid=i.oid, name=card_name(i.card)) for i in reversed(game.state.stack)
                    if i.card.name == card.name and (owner is None or i.controller == owner)]
    options += [Target("permanent", oid=p.oid, name=card_name(p.card)) for p in game.state.battlefield
                if p.card.name == card.name and (owner is None or p.controller == owner)]
    if spec.kind not in ("spell", "activated_ability"):
        options += [Target("stack", oid=i.oid, name=card_name(i.card)) for i in reversed(game.state.stack)
                    if i.card.name == card.name and (owner is None or i.controller == owner)]
    if not options:
        where = game.where_is(card)
        if where:  # the card is in the game, just not where a target can be: illegal, not a typo
            raise IllegalAction("ill.target_not_on_battlefield", "601.2c", rules=TARGET_RULES,
                                card=card_name(card), where=where)
        raise IncompleteAction("err.no_such_target", card=card_name(card), column=ref.column,
                               candidates=tuple(str(t.name) if t.name else t.player for t in candidates(game, spec, controller)))
    controllers = {game.controller_of(t.oid) for t in options}
    if len(controllers) > 1:
        raise IncompleteAction("err.ambiguous_target", card=card_name(card), column=ref.column,
                               candidates=tuple(sorted(c for c in controllers if c)))
    for t in options:
        if ("o", t.oid) not in taken:
            return t
    return options[0]


def choose_targets(game: "Game", specs: Sequence[TargetSpec], refs: Sequence[TargetRef], controller: str,
                   source_oid: int | None = None, self_oid: int | None = None,
                   rule: str = "601.2c") -> tuple[tuple[Target, ...], ...]:
    """601.2c: match the written targets to the target words, check number, legality and 115.3."""
    remaining = list(refs)
    chosen: list[tuple[Target, ...]] = []
    for i, spec in enumerate(specs):
        legal_now = candidates(game, spec, controller, source_oid, self_oid)
        want = spec.count
        take = remaining[:want]
        remaining = remaining[len(take):]
        if len(take) < want and not spec.up_to:
            if not legal_now:
                raise IllegalAction("ill.no_legal_target", rule, rules=(rule, "115.1", "601.2e"),
                                    kind=spec.kind)
            raise IncompleteAction("err.missing_target", rule, kind=spec.kind,
                                   candidates=tuple(_label(game, t) for t in legal_now))
        group: list[Target] = []
        taken: set[tuple[str, object]] = set()
        for ref in take:
            target = _bind(game, spec, ref, controller, taken)
            key = ("p", target.player) if target.kind == "player" else ("o", target.oid)
            if key in taken:
                raise IllegalAction("ill.same_target_twice", "115.3", rules=("115.3", "601.2c"),
                                    target=_label(game, target))
            if not target_is_legal(game, spec, target, controller, source_oid, self_oid):
                raise IllegalAction("ill.illegal_target", rule, rules=(rule, "115.1", "601.2e"),
                                    target=_label(game, target), kind=spec.kind)
            taken.add(key)
            group.append(target)
        chosen.append(tuple(group))
        if group:
            game.step(rule, "step", "step.targets", targets=tuple(_label(game, t) for t in group))
    if remaining:
        raise IllegalAction("ill.too_many_targets", rule, rules=(rule, "115.1"),
                            count=sum(s.count for s in specs), given=len(refs))
    return tuple(chosen)


def _label(game: "Game", target: Target) -> object:
    return game.target_label(target)
