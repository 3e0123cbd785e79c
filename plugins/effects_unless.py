"""Built-in plugin `effects_unless`: "... unless PAYER pays COST" for any effect and any payer (118.12;
grammar `cardpool.oracle.unless`).

The payer's decision is a line after `resolve` ("opponent pays {3}", "opponent doesn't pay"); without one, a
payer who could pay is assumed not to (said), one who can't doesn't (said). Mana is paid from the pool and
untapped mana sources (118.3), life only when the life total is at least that much (119.4). What the effect
does happens unless paid: with "they", to each player who didn't pay; with "any player", unless any one paid.
"""

from __future__ import annotations

from bot.engine import hookspecs as hs
from bot.engine.game import Game
from bot.engine.state import StackItem, Target, replace
from bot.engine.trace import Name
from foundation.cards import Effect, ManaCost
from plugins.declare import effect_hooks
from plugins.effects import _answer_of, _players, as_map, can_pay, quantity


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


def _pays(game: Game, item: StackItem, effect: Effect, payer: str) -> bool:
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


def unless_pays(game: Game, item: StackItem, effect: Effect) -> None:
    effects = _inner(effect)
    payers = _players(game, item, Effect.make("ref", **as_map(effect.get("payer"))))
    if effect.get("each_payer"):
        for payer in payers:
            if not _pays(game, item, effect, payer):
                _carry(game, item, effects, payer)
        return
    if effect.get("any_payer"):
        if not any(_pays(game, item, effect, payer) for payer in payers):
            _carry(game, item, effects)
        return
    if not payers or not _pays(game, item, effect, payers[0]):
        _carry(game, item, effects)


EFFECTS = {"unless_pays": unless_pays}


arbitre_resolve_effect, arbitre_simulated_effects = effect_hooks(EFFECTS)

