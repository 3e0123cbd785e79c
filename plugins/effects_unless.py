"""Built-in plugin `effects_unless`: the one executor of "... unless PAYER pays COST" (118.12), whatever record
`cardpool.oracle.unless` reads the sentence into:

- `counter_unless_pays` (Mana Leak): the target spell's controller decides; not paid, the spell is countered;
- `payment_offer`: one player decides on a fixed cost; paid, the effects after it marked `unless_done` don't
  happen (the item's done flag, `plugins.effects.carry_out`);
- `unless_pays`: any payer, counted costs, X defined, mana and life; it holds the effects it stops.

The payer's decision is a line after `resolve` ("opponent pays {3}", "opponent doesn't pay"); without one, a
payer who could pay is assumed not to (said), one who can't doesn't (said). Mana is paid from the pool and
untapped mana sources (118.3), life only when the life total is at least that much (119.4). What the effect
does happens unless paid: with "they", to each player who didn't pay; with "any player", unless any one paid.
"""

from __future__ import annotations

from typing import Any

from bot.engine import hookspecs as hs
from bot.engine.abilities import counter as counter_object
from bot.engine.game import Game
from bot.engine.state import StackItem, Target, replace
from bot.engine.trace import Name, card_name
from foundation.cards import Effect, ManaCost
from plugins.declare import effect_hooks
from plugins.effects import (
    _answer_of,
    _countered_to,
    _done_flag,
    _players,
    _targets,
    as_map,
    can_pay,
    quantity,
)


def _x(game: Game, item: StackItem, effect: Effect) -> int:
    defined = effect.get("x_is")
    return quantity(game, item, as_map(defined)) if defined is not None else item.x or 0


def _mana(game: Game, item: StackItem, effect: Effect) -> ManaCost | None:
    per = effect.get("per")
    if per is not None:  # "{1} for each card in your graveyard", "{1} plus an additional {1} for each ..."
        generic = int(effect.get("base_mana", 0)) + int(effect.get("per_mana", 1)) * quantity(game, item, as_map(per))
        return ManaCost.parse("{" + str(generic) + "}")
    text = effect.get("mana")
    if not text:
        return None
    return ManaCost.parse(str(text).replace("{X}", "{" + str(_x(game, item, effect)) + "}"))


def _life(game: Game, item: StackItem, effect: Effect) -> int:
    life = effect.get("life", 0)
    return _x(game, item, effect) if life == "X" else int(life)


def _pays(game: Game, item: StackItem, effect: Effect, payer: str,
          paid: tuple[str, dict[str, Any]] | None = None) -> bool:
    """Whether `payer` pays the effect's cost (`mana`, `life`, X), as their line after `resolve` says; the trace
    says what they did, or what was assumed. `paid`: the step said on payment, when the record has a better one
    than the sentence that doesn't happen."""
    from bot.engine.payment import pay_mana

    mana, life = _mana(game, item, effect), _life(game, item, effect)
    said = {"mana": str(mana) if mana is not None else "", "life": life,
            "what": "both" if mana is not None and life else "life" if life else "mana"}
    answer = game.take_action(_answer_of(payer))
    able = (mana is None or can_pay(game, payer, mana)) and game.player(payer).life >= life
    if answer is None:
        if able:
            game.step("608.2c", "info", "step.assumed_choice", player=payer, what="decline_pay",
                      cards=(said["mana"] or f"{life}",))
        else:
            game.step("118.3", "info", "step.unless_cost_unpayable", player=payer, **said)
        return False
    if answer.kind != "pay":
        game.step("608.2c", "resolve", "step.declines_to_pay_cost", player=payer, **said)
        return False
    if life and game.player(payer).life < life:  # 119.4: a player can pay life only up to their life total
        game.step("119.4", "info", "step.unless_cost_unpayable", player=payer, **said)
        return False
    if mana is not None:
        pay_mana(game, payer, mana, answer.payment, "118.3")
    if life:
        game.change_life(payer, -life)
    if paid is not None:
        game.step("608.2c", "resolve", paid[0], player=payer, cost=said["mana"], **paid[1])
    else:
        game.step("608.2c", "resolve", "step.paid_unless_effect", player=payer,
                  sentence=Name(effect.text, effect.text_fr), **said)
    return True


def _inner(effect: Effect) -> list[Effect]:
    out = []
    for raw in effect.get("effects") or ():
        fields = dict(as_map(raw))
        kind = str(fields.pop("kind"))
        out.append(Effect(kind, tuple(sorted(fields.items())), effect.text, effect.text_fr))
    return out


def _carry(game: Game, item: StackItem, effects: list[Effect], player: str | None = None) -> None:
    """The effects that weren't paid for; `player`: the one player each of them applies to ("they")."""
    for inner in effects:
        run_item, run = item, inner
        if player is not None and inner.get("who") is not None:  # bound to that player: an extra target slot
            run_item = replace(item, targets=item.targets + ((Target("player", player=player),),))
            args = {k: v for k, v in inner.args if k not in ("who", "target", "ref")}
            run = Effect.make(inner.kind, text=inner.text, text_fr=inner.text_fr, who="target",
                              target=len(item.targets), **args)
        if not hs.call_resolve_effect(game.pm, game, run_item, run):
            game.not_simulated(item, inner)


def _paid(game: Game, item: StackItem, effect: Effect, payers: list[str], any_payer: bool) -> bool:
    """Whether the payment was made: by the first of `payers`, or with `any_payer` by any one of them."""
    if any_payer:
        return any(_pays(game, item, effect, payer) for payer in payers)
    return bool(payers) and _pays(game, item, effect, payers[0])


def unless_pays(game: Game, item: StackItem, effect: Effect) -> None:
    effects = _inner(effect)
    payers = _players(game, item, Effect.make("ref", **as_map(effect.get("payer"))))
    if effect.get("each_payer"):
        for payer in payers:
            if not _pays(game, item, effect, payer):
                _carry(game, item, effects, payer)
        return
    if not _paid(game, item, effect, payers, bool(effect.get("any_payer"))):
        _carry(game, item, effects)


def payment_offer(game: Game, item: StackItem, effect: Effect) -> None:
    """Paid, the effects after the offer marked `unless_done` don't happen."""
    if _paid(game, item, effect, _players(game, item, effect), bool(effect.get("any"))):
        game.set_flag(_done_flag(item))


def counter_unless_pays(game: Game, item: StackItem, effect: Effect) -> None:
    """"Counter target spell unless its controller pays {3}": each target spell's controller decides for it."""
    for t in _targets(item, effect):
        target = game.state.stack_item(t.oid) if t.kind == "stack" else None
        if target is None:
            continue
        if not _pays(game, item, effect, target.controller, ("step.paid_unless", {"card": card_name(target.card)})):
            counter_object(game, target, item, _countered_to(game, effect, target))


EFFECTS = {"unless_pays": unless_pays, "payment_offer": payment_offer, "counter_unless_pays": counter_unless_pays}


arbitre_resolve_effect, arbitre_simulated_effects = effect_hooks(EFFECTS)

