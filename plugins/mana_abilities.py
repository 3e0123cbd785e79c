"""Built-in plugin `mana_abilities`: what a mana ability is and activating one (605).

605.1a: an activated ability with no target that could add mana and isn't a loyalty ability.
605.3a / 117.1d: activated whenever the player has priority or is paying a mana cost, unless
its own text restricts it (Lion's Eye Diamond: "as an instant" needs priority; its 2004
ruling). 605.3b / 405.6c: it doesn't use the stack and resolves at once.
"""

from __future__ import annotations

from typing import Any

from bot.engine import hookspecs as hs
from bot.engine.actions import Action, Payment
from bot.engine.game import Game
from bot.engine.hookspecs import hookimpl
from bot.engine.payment import (
    pay_mana,
    pay_other_costs,
    pick_production,
    production_options,
    replaced_production,
    restrict_mana,
)
from bot.engine.state import CardObject, Permanent, replace
from bot.engine.trace import card_name
from foundation.cards import ActivatedAbility, Cost, ManaCost
from foundation.errors import IllegalAction, IncompleteAction


@hookimpl
def arbitre_is_mana_ability(ability: ActivatedAbility) -> bool | None:
    return ability.mana is not None and not ability.targets and not ability.loyalty


def _check_colors(ability: ActivatedAbility, colors: str, name: Any) -> str:
    options = production_options(ability.mana)  # type: ignore[arg-type]
    if colors in options:
        return colors
    if len(colors) == 1:  # "for U" on a three-mana ability: three blue
        for opt in options:
            if set(opt) == {colors}:
                return opt
    raise IllegalAction("ill.wrong_colors", "106.1", rules=("106.1", "605.1a"), card=name, colors=colors,
                        options=tuple(options))


_NO_PAYMENT = Payment()
_OTHER_COSTS: dict[int, tuple[ActivatedAbility, Cost]] = {}


def _other_costs(ability: ActivatedAbility) -> Cost:
    """The ability's cost without its mana part, made once per ability object (kept with it, so that
    its id is not reused): every land tapped for mana asks for it."""
    known = _OTHER_COSTS.get(id(ability))
    if known is not None and known[0] is ability:
        return known[1]
    cost = replace(ability.cost, mana=ManaCost())
    if len(_OTHER_COSTS) >= 4096:
        _OTHER_COSTS.clear()
    _OTHER_COSTS[id(ability)] = (ability, cost)
    return cost


@hookimpl
def arbitre_activate_mana_ability(game: Game, player: str, source: Any, index: int, colors: str | None,
                                  payment: Any) -> bool | None:
    ability = source.activated_abilities[index]
    if not arbitre_is_mana_ability(ability):
        return None
    name = card_name(source.card)
    during = game.paying > 0 or game.resolving is not None
    refusals = hs.call_activation_refusals(game.pm, game, player, source, ability, during)
    if refusals:
        r = refusals[0]
        raise IllegalAction(r.message, r.rule, rules=r.rules or (r.rule,), **dict(r.params))
    if isinstance(source, Permanent) and game.state.permanent(source.oid) is None:
        raise IllegalAction("ill.source_gone", "602.2", rules=("602.2",), card=name)
    produced = _check_colors(ability, colors, name) if colors else pick_production(
        ability.mana, getattr(game.mana_need, "cost", None), game.player(player).pool)
    game.step("605.3a", "mana", "step.mana_ability_activated", card=name, player=player,
              during=during)
    for part in ability.unrecognized:  # what the encoding doesn't express is named, never silently accepted
        game.step("602.2", "info", "step.unrecognized_part", card=name, part=part)
    # The ability's own costs (602.2b / 601.2h): its source's {T}, sacrifice, discard, life...
    if not ability.cost.mana.is_empty():
        pay_mana(game, player, ability.cost.mana, Payment(), "602.2b")
    pay_other_costs(game, player, _other_costs(ability), payment if isinstance(payment, Payment) else _NO_PAYMENT,
                    source, "602.2b")
    produced = replaced_production(game, player, source, ability, produced, announce=True)  # 614.1a, 106.6a
    game.add_mana(player, produced)
    game.step("605.3b", "mana", "step.mana_added", card=name, player=player, mana=produced,
              pool=game.player(player).pool.symbols())
    if ability.mana is not None and ability.mana.spend_only is not None:  # 106.6: "Spend this mana only ..."
        restrict_mana(game, player, produced, ability.mana.spend_only, source)
    if ability.cost.tap and isinstance(source, Permanent):  # "whenever enchanted land is tapped for mana" (605.1b)
        hs.call_event(game.pm, game, "tapped_for_mana", game.state.permanent(source.oid) or source, player=player,
                      produced=produced)
    # the times it was activated this turn matter only to "activate only once each turn" (602.5b):
    # a mana ability is never a loyalty ability (605.1a), and most have no restriction
    current = game.state.permanent(source.oid) if isinstance(source, Permanent) and ability.restrictions else None
    if current is not None:
        counts = dict(current.activations)
        counts[index] = counts.get(index, 0) + 1
        game.update_permanent(current, activations=tuple(sorted(counts.items())))
    return True


def _split_colors(colors: str | None, sources: list[tuple[Any, int]]) -> list[str | None]:
    """Share "for GU" among several sources in order (each takes what it can produce)."""
    if not colors:
        return [None] * len(sources)
    left = colors
    out: list[str | None] = []
    for src, i in sources:
        chosen = None
        for opt in production_options(src.activated_abilities[i].mana):
            if all(left.count(c) >= opt.count(c) for c in set(opt)):
                chosen = opt
                for c in opt:
                    left = left.replace(c, "", 1)
                break
        out.append(chosen)
    if left:
        src, i = next(((s, i) for (s, i), c in zip(sources, out, strict=True) if c is None), sources[0])
        raise IllegalAction("ill.wrong_colors", "106.1", rules=("106.1", "605.1a"), card=card_name(src.card),
                            colors=colors, options=tuple(production_options(src.activated_abilities[i].mana)))
    return out


def tap_for_mana(game: Game, action: Action) -> None:
    player = action.actor or game.state.priority or game.state.active
    game.claim_priority(player)
    chosen: list[tuple[Any, int]] = []
    used: set[int] = set()
    for ref in action.cards:
        perms = [p for p in game.permanents_named(ref.card, ref.owner or player) if p.oid not in used]
        if not perms:
            raise IncompleteAction("err.no_such_permanent", card=card_name(ref.card), player=player,
                                   where=game.where_is(ref.card), column=ref.column)
        perm = next((p for p in perms if not p.tapped), perms[0])
        abilities = [(i, ab.mana) for i, ab in enumerate(perm.activated_abilities) if ab.mana is not None]
        # "{T}: Add {B}" and "{T}: Add {G}" (a land with two basic land types, 305.6): the one that makes what is asked
        fitting = [i for i, mana in abilities if action.colors and any(
            opt and all(c in action.colors for c in opt) for opt in production_options(mana))]
        index = fitting[0] if fitting else abilities[0][0] if abilities else None
        if index is None:
            raise IllegalAction("ill.not_a_mana_source", "605.1a", rules=("605.1a",), card=card_name(perm.card))
        used.add(perm.oid)
        chosen.append((perm, index))
    for (perm, index), colors in zip(chosen, _split_colors(action.colors, chosen), strict=True):
        hs.call_activate_mana_ability(game.pm, game, player, perm, index, colors, action.payment)
    game.acted(player)
    game.give_priority(player)  # 405.6c: the player keeps priority; waiting triggers go on the stack first


@hookimpl
def arbitre_perform_action(game: Game, action: Action) -> bool | None:
    if action.kind == "tap_mana":
        tap_for_mana(game, action)
        return True
    return None


__all__ = ["arbitre_is_mana_ability", "arbitre_activate_mana_ability", "arbitre_perform_action", "CardObject"]
