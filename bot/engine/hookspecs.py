"""The hooks Arbitre's plugins implement, and typed wrappers the engine calls them through.

Every rule module is a pluggy plugin registered from the `arbitre` entry-point group
(built-in ones in `plugins/` included). A hook marked *firstresult* stops at the first
implementation that returns something other than None; the others collect every result.
Engine code never calls `pm.hook.*` directly: it uses the `call_*` wrappers below, which
fix the argument names and the result types.

Plugins signal rule outcomes by raising the EngineSignal subclasses from
`foundation.errors` (IllegalAction, IncompleteAction); any other exception is a plugin
failure, isolated by `bot.engine.plugins`.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

import pluggy

from foundation.errors import EngineSignal as EngineSignal  # re-exported for bot.engine.plugins

if TYPE_CHECKING:  # pragma: no cover
    from bot.engine.actions import Action
    from bot.engine.game import Game
    from bot.engine.state import CardObject, Pool, StackItem
    from bot.engine.trace import Name
    from foundation.cards import ActivatedAbility, Effect

hookspec = pluggy.HookspecMarker("arbitre")
hookimpl = pluggy.HookimplMarker("arbitre")


@dataclass(frozen=True, slots=True)
class CastOption:
    """A way to cast a card from where it is now (601.2a-b, 601.3).

    alt: None (the mana cost), or the name of an alternative cost ("flashback", "madness").
    cost: the cost that replaces the mana cost (None: the card's mana cost).
    ignore_timing: the permission lets the spell be cast at any time (608.2g madness).
    rule: the rule that grants this permission.
    """

    zone: str
    alt: str | None
    cost: Any = None
    ignore_timing: bool = False
    rule: str = "601.3"


@dataclass(frozen=True, slots=True)
class CostModifier:
    """A change to a total cost (601.2f): generic mana added (>0) or removed (<0), and its source."""

    generic: int
    source: Name | str
    rule: str = "601.2f"


@dataclass(frozen=True, slots=True)
class Refusal:
    """Why something can't be done now: the rule and a message id with parameters."""

    rule: str
    message: str
    params: tuple[tuple[str, Any], ...] = ()
    rules: tuple[str, ...] = ()


# --- actions --------------------------------------------------------------------------


@hookspec(firstresult=True)
def arbitre_perform_action(game: Game, action: Action) -> bool | None:
    """Carry out one action of the play language (cast, activate, tap, play, pass...).

    firstresult: the plugin that handles `action.kind` does it and returns True; the others
    return None. Illegal actions raise IllegalAction (the engine rolls back, 732).
    """


# --- casting --------------------------------------------------------------------------


@hookspec
def arbitre_cast_options(game: Game, player: str, card: CardObject, zone: str) -> list[CastOption] | None:
    """The ways `player` may cast `card` from `zone` (hand, graveyard, exile...).

    Collects every plugin's options: casting gives the hand and the mana cost, flashback
    the graveyard, madness exile during its trigger. Return None or [] for none.
    """


@hookspec
def arbitre_cost_modifiers(game: Game, player: str, card: CardObject | None,
                           ability: ActivatedAbility | None) -> list[CostModifier] | None:
    """Cost increases and reductions that apply to a spell (`card`) or ability being paid (601.2f).

    Collects every plugin's modifiers; the casting plugin applies increases, then reductions.
    """


@hookspec
def arbitre_activation_refusals(game: Game, player: str, source: Any, ability: ActivatedAbility,
                                during_payment: bool) -> list[Refusal] | None:
    """Reasons `player` can't activate `ability` of `source` now (602.5, 605.3a, restrictions).

    `during_payment` is True while a spell or ability is being paid (nobody has priority).
    Collects every refusal; an empty result means allowed.
    """


@hookspec(firstresult=True)
def arbitre_is_mana_ability(ability: ActivatedAbility) -> bool | None:
    """Whether an activated ability is a mana ability (605.1a). firstresult."""


@hookspec(firstresult=True)
def arbitre_activate_mana_ability(game: Game, player: str, source: Any, index: int, colors: str | None,
                                  payment: Any) -> bool | None:
    """Activate the mana ability `index` of `source` (605.3b: no stack), adding mana.

    `colors` is the player's colour choice ("UUU"), or None to let the engine pick what the
    pending payment needs; `payment` names card choices made for its costs. firstresult.
    """


# --- resolving ------------------------------------------------------------------------


@hookspec(firstresult=True)
def arbitre_resolve_effect(game: Game, item: StackItem, effect: Effect) -> bool | None:
    """Carry out one effect of a resolving spell or ability (608.2c). firstresult.

    Return True when handled; when no plugin handles an effect kind, the engine reports
    "effect not simulated" in the trace.
    """


@hookspec
def arbitre_state_based_actions(game: Game) -> bool | None:
    """Perform the state-based actions this plugin knows (704.3); return True if any happened.

    Called for every plugin, round after round, until no plugin performs one.
    """


@hookspec(firstresult=True)
def arbitre_replace_draw(game: Game, player: str) -> bool | None:
    """A replacement effect on one draw of `player` (614.1a, 121.6: dredge 702.52a): carry out what happens
    instead and return True; None when the card is drawn. firstresult."""


@hookspec(firstresult=True)
def arbitre_replace_move(game: Game, card: Any, owner: str, from_zone: str, to_zone: str, cause: str) -> str | None:
    """A replacement effect on an object changing zones (614): return the new destination zone.

    `card` is the moving object: a CardObject, a Permanent, or a StackItem (a spell leaving
    the stack). cause: "discard", "resolve", "counter", "fizzle", "sacrifice", "destroy", "cost"...
    firstresult (the affected player would choose the order of several; 616.1).
    """


@hookspec
def arbitre_event(game: Game, event: str, obj: Any, data: dict[str, Any]) -> None:
    """Something happened that abilities may trigger on (603.2): "enters_battlefield" (obj: the
    Permanent), "leaves_battlefield" (obj: the Permanent as it last existed, data["to"]: its new
    zone, data["cause"]: "destroy", "sacrifice", "sba"..., data["card"]: the card it became there,
    400.7), "resolved" (obj: the Permanent a permanent spell became, data["item"]: that spell, 608.3),
    "cast" (obj: the StackItem, at 601.2i). Called for every plugin; triggered abilities
    are added with `game.add_pending_trigger` and reach the stack at the next priority (603.3).
    """


@hookspec(firstresult=True)
def arbitre_skip_step(game: Game, step: str) -> str | None:
    """Whether `step` is skipped as it would begin (508.8: no attackers; 510.4: no first strike).

    firstresult: the rule number that skips it, or None.
    """


@hookspec(firstresult=True)
def arbitre_modify_life_change(game: Game, player: str, delta: int) -> int | None:
    """A rule or effect that changes a life change as it happens (119.7: "can't gain life"; 614: "gains twice
    that much life instead").

    firstresult: the change that happens instead (0: none), or None when nothing changes it.
    """


@hookspec(firstresult=True)
def arbitre_prevent_damage(game: Game, source: Any, recipient: Any, amount: int, combat: bool) -> int | None:
    """Prevention effects of static abilities on the battlefield (615: "prevent all combat damage that would
    be dealt to ~", "... dealt by enchanted creature"), as `source` would deal `amount` damage to `recipient`
    (a permanent or a player's name).

    firstresult: the damage left once they applied (0: all prevented), or None when none applies.
    """


@hookspec(firstresult=True)
def arbitre_unspent_mana(game: Game, player: str, pool: Pool) -> Pool | None:
    """As a step or phase ends, `player`'s unspent mana `pool` would empty (106.4): what stays instead
    ("Players don't lose unspent mana as steps and phases end", "... that mana becomes colorless instead").
    The plugin says in the trace what stays and what empties.

    firstresult: the pool left once the step ends, or None when it empties whole.
    """


@hookspec(firstresult=True)
def arbitre_draw_count(game: Game, player: str) -> int | None:
    """As `player` would draw one card (121.2): how many cards that draw becomes, after the effects that forbid
    it (101.2: "Players can't draw cards", "... can't draw more than one card each turn": 0) or replace it
    (614.1a: "If you would draw a card, draw two cards instead": 2).

    firstresult: the number of cards drawn instead, or None when nothing changes the draw.
    """


@hookspec(firstresult=True)
def arbitre_modify_counters(game: Game, perm: Any,
                            added: tuple[tuple[str, int], ...]) -> tuple[tuple[str, int], ...] | None:
    """As counters would be put on the permanent `perm` (`added`: each kind and how many, 122.6), the replacement
    effects that change how many (614.1a: "twice that many +1/+1 counters are put on it instead", "that many plus
    one").

    firstresult: the same kinds, each with the number put instead, or None when nothing changes them.
    """


@hookspec(firstresult=True)
def arbitre_replace_tokens(game: Game, player: str, card: Any, count: int) -> list[tuple[Any, int]] | None:
    """As an effect would create `count` tokens (`card`: their characteristics) under `player`'s control, the
    replacement effects that change how many or which (614.1a: "it creates twice that many of those tokens
    instead", "those tokens plus an additional Treasure token", "that many 4/4 white Angel creature tokens ...
    are created instead").

    firstresult: the tokens created instead, each kind (a CardDef) with how many, or None when nothing changes
    them.
    """


@hookspec
def arbitre_attack_declared(game: Game, player: str, defender: str, attackers: tuple[Any, ...]) -> None:
    """As `player` declares `attackers` (Permanents) against `defender`, before they become attacking creatures:
    restrictions from other permanents on the whole declaration (508.1c: "Creatures can't attack you", "No more
    than two creatures can attack each combat"), and the costs to attack, determined and paid here (508.1h-j:
    "Creatures can't attack you unless their controller pays {2} for each creature they control that's
    attacking you"). Called for every plugin; a plugin refuses the declaration by raising IllegalAction.
    """


@hookspec
def arbitre_block_declared(game: Game, player: str, blockers: tuple[Any, ...]) -> None:
    """Once `player`'s whole declaration of `blockers` (Permanents) is known: restrictions from other permanents
    on it (509.1b: "No more than one creature can block each combat"). Called for every plugin; a plugin refuses
    the declaration by raising IllegalAction.
    """


@hookspec(firstresult=True)
def arbitre_damage_unpreventable(game: Game, source: Any, combat: bool) -> Name | None:
    """Whether damage `source` would deal can't be prevented (615.12: "Damage can't be prevented",
    "Damage that would be dealt by ~ can't be prevented").

    firstresult: the name of the permanent whose ability says so, or None.
    """


@hookspec(firstresult=True)
def arbitre_modify_damage(game: Game, source: Any, recipient: Any, amount: int, combat: bool,
                          preventable: bool) -> int | None:
    """Replacement and prevention effects of static abilities that change how much damage is dealt (614.1a:
    "it deals double that damage instead", "that much damage plus 1"; 615.1: "prevent 1 of that damage",
    "prevent all but 1 of that damage"; "damage that would reduce your life total to less than 1 reduces it
    to 1 instead"), as `source` would deal `amount` damage to `recipient` (a permanent or a player's name);
    `preventable` is False when the damage can't be prevented (615.12).

    firstresult: the damage dealt instead, or None when none applies.
    """


@hookspec(firstresult=True)
def arbitre_redirect_damage(game: Game, source: Any, recipient: Any, amount: int, combat: bool) -> Any | None:
    """Replacement effects that send damage to another recipient (614.1a, 614.9: "All damage that would be dealt
    to you is dealt to ~ instead"), as `source` would deal `amount` damage to `recipient` (a permanent or a
    player's name), before any other change to it.

    firstresult: the permanent or player's name dealt the damage instead, or None when none applies.
    """


@hookspec
def arbitre_begin_step(game: Game, step: str) -> None:
    """Turn-based actions at the start of a step or phase (502-514). Called for every plugin."""


# --- what the engine really does (honest coverage) ---------------------------------------


@hookspec
def arbitre_enforced_abilities() -> list[str]:
    """The keyword and static abilities this plugin enforces while casting, activating, targeting,
    in combat or with damage (lower-case names as the ability model spells them: "split second",
    "deathtouch", "flying"...). Called for every plugin; `cardpool coverage` counts a face as
    enforced only when each such ability it has is in the union of these lists.
    """


@hookspec
def arbitre_simulated_effects() -> list[str]:
    """The effect kinds (`Effect.kind` of the ability model) this plugin carries out for real when a
    spell or ability resolves. Called for every plugin; `cardpool coverage` counts a face as
    simulated only when every effect it encodes is in the union of these lists.
    """


@hookspec
def arbitre_trigger_events() -> list[str]:
    """The trigger events (`TriggeredAbility.event` of the ability model: "enters", "dies",
    "upkeep"...) this plugin notices and puts on the stack when they happen. Collects: called for
    every plugin; `cardpool coverage` counts a face with triggered abilities as simulated only when each
    of their events is in the union of these lists (a trigger that never triggers never resolves).
    """


# --- typed wrappers -------------------------------------------------------------------


def _hook(pm: pluggy.PluginManager, name: str) -> Any:
    """The hook `name`: the manager's direct call when it has one (`bot.engine.plugins.PluginManager`)."""
    direct = getattr(pm, "direct", None)
    return direct(name) if direct is not None else getattr(pm.hook, name)


def call_perform_action(pm: pluggy.PluginManager, game: Game, action: Action) -> bool:
    return bool(_hook(pm, "arbitre_perform_action")(game=game, action=action))


def call_cast_options(pm: pluggy.PluginManager, game: Game, player: str, card: CardObject,
                      zone: str) -> list[CastOption]:
    out: list[CastOption] = []
    for result in _hook(pm, "arbitre_cast_options")(game=game, player=player, card=card, zone=zone):
        out.extend(result or ())
    return out


def call_cost_modifiers(pm: pluggy.PluginManager, game: Game, player: str, card: CardObject | None,
                        ability: ActivatedAbility | None) -> list[CostModifier]:
    out: list[CostModifier] = []
    for result in _hook(pm, "arbitre_cost_modifiers")(game=game, player=player, card=card, ability=ability):
        out.extend(result or ())
    return out


def call_activation_refusals(pm: pluggy.PluginManager, game: Game, player: str, source: Any, ability: ActivatedAbility,
                             during_payment: bool) -> list[Refusal]:
    out: list[Refusal] = []
    for result in _hook(pm, "arbitre_activation_refusals")(game=game, player=player, source=source, ability=ability,
                                                      during_payment=during_payment):
        out.extend(result or ())
    return out


def call_is_mana_ability(pm: pluggy.PluginManager, ability: ActivatedAbility) -> bool:
    return bool(_hook(pm, "arbitre_is_mana_ability")(ability=ability))


def call_activate_mana_ability(pm: pluggy.PluginManager, game: Game, player: str, source: Any, index: int,
                               colors: str | None, payment: Any = None) -> bool:
    return bool(_hook(pm, "arbitre_activate_mana_ability")(game=game, player=player, source=source, index=index,
                                                      colors=colors, payment=payment))


def call_resolve_effect(pm: pluggy.PluginManager, game: Game, item: StackItem, effect: Effect) -> bool:
    return bool(_hook(pm, "arbitre_resolve_effect")(game=game, item=item, effect=effect))


def call_state_based_actions(pm: pluggy.PluginManager, game: Game) -> bool:
    return any(_hook(pm, "arbitre_state_based_actions")(game=game))


def call_replace_draw(pm: pluggy.PluginManager, game: Game, player: str) -> bool:
    return bool(_hook(pm, "arbitre_replace_draw")(game=game, player=player))


def call_replace_move(pm: pluggy.PluginManager, game: Game, card: Any, owner: str, from_zone: str, to_zone: str,
                      cause: str) -> str:
    result = _hook(pm, "arbitre_replace_move")(game=game, card=card, owner=owner, from_zone=from_zone, to_zone=to_zone,
                                          cause=cause)
    return result or to_zone


def call_event(pm: pluggy.PluginManager, game: Game, event: str, obj: Any, **data: Any) -> None:
    _hook(pm, "arbitre_event")(game=game, event=event, obj=obj, data=data)


def call_modify_life_change(pm: pluggy.PluginManager, game: Game, player: str, delta: int) -> int:
    changed: int | None = pm.hook.arbitre_modify_life_change(game=game, player=player, delta=delta)
    return delta if changed is None else changed


def call_prevent_damage(pm: pluggy.PluginManager, game: Game, source: Any, recipient: Any, amount: int,
                        combat: bool) -> int:
    left: int | None = pm.hook.arbitre_prevent_damage(game=game, source=source, recipient=recipient, amount=amount,
                                                      combat=combat)
    return amount if left is None else left


def call_unspent_mana(pm: pluggy.PluginManager, game: Game, player: str, pool: Pool) -> Pool | None:
    kept: Pool | None = _hook(pm, "arbitre_unspent_mana")(game=game, player=player, pool=pool)
    return kept


def call_draw_count(pm: pluggy.PluginManager, game: Game, player: str) -> int:
    drawn: int | None = _hook(pm, "arbitre_draw_count")(game=game, player=player)
    return 1 if drawn is None else drawn


def call_modify_counters(pm: pluggy.PluginManager, game: Game, perm: Any,
                         added: tuple[tuple[str, int], ...]) -> tuple[tuple[str, int], ...]:
    instead: tuple[tuple[str, int], ...] | None = _hook(pm, "arbitre_modify_counters")(game=game, perm=perm,
                                                                                      added=added)
    return added if instead is None else instead


def call_replace_tokens(pm: pluggy.PluginManager, game: Game, player: str, card: Any,
                        count: int) -> list[tuple[Any, int]]:
    instead: list[tuple[Any, int]] | None = _hook(pm, "arbitre_replace_tokens")(game=game, player=player, card=card,
                                                                               count=count)
    return [(card, count)] if instead is None else instead


def call_attack_declared(pm: pluggy.PluginManager, game: Game, player: str, defender: str,
                         attackers: tuple[Any, ...]) -> None:
    _hook(pm, "arbitre_attack_declared")(game=game, player=player, defender=defender, attackers=attackers)


def call_block_declared(pm: pluggy.PluginManager, game: Game, player: str, blockers: tuple[Any, ...]) -> None:
    _hook(pm, "arbitre_block_declared")(game=game, player=player, blockers=blockers)


def call_damage_unpreventable(pm: pluggy.PluginManager, game: Game, source: Any, combat: bool) -> Name | None:
    name: Name | None = _hook(pm, "arbitre_damage_unpreventable")(game=game, source=source, combat=combat)
    return name


def call_redirect_damage(pm: pluggy.PluginManager, game: Game, source: Any, recipient: Any, amount: int,
                         combat: bool) -> Any:
    instead: Any | None = _hook(pm, "arbitre_redirect_damage")(game=game, source=source, recipient=recipient,
                                                             amount=amount, combat=combat)
    return recipient if instead is None else instead


def call_modify_damage(pm: pluggy.PluginManager, game: Game, source: Any, recipient: Any, amount: int, combat: bool,
                       preventable: bool) -> int:
    changed: int | None = _hook(pm, "arbitre_modify_damage")(game=game, source=source, recipient=recipient,
                                                             amount=amount, combat=combat, preventable=preventable)
    return amount if changed is None else changed


def call_skip_step(pm: pluggy.PluginManager, game: Game, step: str) -> str | None:
    rule: str | None = _hook(pm, "arbitre_skip_step")(game=game, step=step)
    return rule


def call_begin_step(pm: pluggy.PluginManager, game: Game, step: str) -> None:
    _hook(pm, "arbitre_begin_step")(game=game, step=step)


def call_enforced_abilities(pm: pluggy.PluginManager) -> frozenset[str]:
    return frozenset(name for names in _hook(pm, "arbitre_enforced_abilities")() for name in names)


def call_simulated_effects(pm: pluggy.PluginManager) -> frozenset[str]:
    return frozenset(kind for kinds in _hook(pm, "arbitre_simulated_effects")() for kind in kinds)


def call_trigger_events(pm: pluggy.PluginManager) -> frozenset[str]:
    return frozenset(event for events in _hook(pm, "arbitre_trigger_events")() for event in events)
