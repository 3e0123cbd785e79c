"""Built-in plugin `triggers`: triggered abilities (603).

The events it notices (`TriggeredAbility.event`, docs/ability_model.md "Triggered abilities"):
its own entering (`enters`), dying or being put into a graveyard from the battlefield (`dies`),
leaving the battlefield (`leaves`), attacking (`attacks`), blocking (`blocks`), becoming blocked
(`blocked`), either (`attacks_or_blocks`), dealing combat damage to a player
(`combat_damage_to_player`); another permanent entering (`enters_other`, landfall), a creature
dying (`creature_dies`), a creature attacking (`attacks_other`), each with its `filter`; a spell
being cast (`cast`, with `scope` and `filter`), this spell being cast (`cast_self`); the beginning
of an upkeep, an end step or combat (`upkeep`, `end_step`, `combat`, with `scope`: whose turn).

A triggered ability waits and is put on the stack the next time a player would receive priority
(603.3). Its targets are chosen then (603.3d); the play language has no line for them, so the first
legal target (an opponent first) is taken and the trace says it was assumed. The object and player
of the event go with it (`event_oid`, `event_player`: "that creature", "that player"), and the card
a permanent became when it left (`moved_oid`: "return ~ to its owner's hand", 400.7).
"""

from __future__ import annotations

from typing import Any

from bot.engine.game import Game
from bot.engine.hookspecs import hookimpl
from bot.engine.state import CardObject, Permanent, StackItem, Target, replace
from bot.engine.targets import candidates
from bot.engine.trace import card_name
from foundation.cards import CardDef, TriggeredAbility

# the event names of the ability model this plugin notices (see the module docstring)
EVENTS = ("enters", "enters_other", "dies", "leaves", "creature_dies", "attacks", "attacks_other", "blocks",
          "blocked", "attacks_or_blocks", "combat_damage_to_player", "cast", "cast_self", "upkeep", "end_step",
          "combat", "end_of_combat", "life_gained", "drew", "dealt_damage", "deals_damage",
          "deals_combat_damage_to_creature", "deals_damage_to_player", "creature_combat_damage_to_player",
          "enters_or_attacks", "attached_dies", "cast_targets_self")
STEP_EVENTS = {"upkeep": "upkeep", "end": "end_step", "beginning_of_combat": "combat",
               "end_of_combat": "end_of_combat"}


def _queue(game: Game, card: CardDef, controller: str, owner: str, source_oid: int | None, ability: TriggeredAbility,
           event: str, **data: object) -> None:
    targets: tuple[tuple[Target, ...], ...] = ()
    if ability.targets:
        chosen = []
        for spec in ability.targets:
            options = candidates(game, spec, controller, source_oid)
            options.sort(key=lambda t: (t.kind != "player", t.player == controller))
            chosen.append(tuple(options[: spec.count]) if not spec.up_to else ())
            if options and not spec.up_to:
                game.step("603.3d", "info", "step.trigger_target_assumed", card=card_name(card),
                          targets=tuple(game.target_label(t) for t in options[: spec.count]))
        targets = tuple(chosen)
    item = StackItem(oid=game.new_stack_oid(), kind="trigger", controller=controller, card=card, owner=owner,
                     source_oid=source_oid, effects=ability.effects, target_specs=ability.targets, targets=targets,
                     trigger=event, data=tuple((k, v) for k, v in data.items() if v is not None))
    game.add_pending_trigger(item)
    game.step("603.2", "trigger", "step.ability_triggers", card=card_name(card), trigger=event)


def _queue_perm(game: Game, source: Permanent, ability: TriggeredAbility, event: str, **data: object) -> None:
    _queue(game, source.card, source.controller, source.owner, source.oid, ability, event, **data)


def _about(game: Game, watcher: Permanent, ability: TriggeredAbility, obj: Permanent) -> bool:
    """Whether `obj` is an object `watcher`'s ability watches ("another creature you control")."""
    if obj.oid == watcher.oid:
        return ability.self_too
    flt = ability.filter
    return flt is None or game.matches(obj, flt, watcher.controller, watcher.oid)


def _in_scope(scope: str, controller: str, player: str) -> bool:
    """"you" (the ability's controller), "opponent", "each"/"" (anyone)."""
    if scope == "you":
        return player == controller
    if scope == "opponent":
        return player != controller
    return True


def _entered(game: Game, perm: Permanent) -> None:
    for ability in perm.triggered_abilities:
        if ability.event in ("enters", "enters_or_attacks"):
            _queue_perm(game, perm, ability, ability.event)
    for watcher in game.state.battlefield:
        for ability in watcher.triggered_abilities:
            if ability.event == "enters_other" and _about(game, watcher, ability, perm):
                _queue_perm(game, watcher, ability, "enters_other", event_oid=perm.oid, event_player=perm.controller)


def _left(game: Game, perm: Permanent, to: object, card: object) -> None:
    """Leaves-the-battlefield abilities "look back in time" (603.10a): the leaving permanent's own too."""
    moved = card.oid if isinstance(card, CardObject) else None
    for ability in perm.triggered_abilities:
        if ability.event == "leaves" or (ability.event == "dies" and to == "graveyard"):
            _queue_perm(game, perm, ability, ability.event, moved_oid=moved)
        elif ability.event == "creature_dies" and ability.self_too and to == "graveyard" and perm.is_creature:
            _queue_perm(game, perm, ability, "creature_dies", moved_oid=moved, event_card_oid=moved)
    if to != "graveyard" or not perm.is_creature:
        return
    for watcher in game.state.battlefield:  # "when enchanted creature dies": its Aura is still there (603.10a)
        if watcher.attached_to == perm.oid:
            for ability in watcher.triggered_abilities:
                if ability.event == "attached_dies":
                    _queue_perm(game, watcher, ability, "attached_dies", event_card_oid=moved,
                                event_player=perm.controller)
    for watcher in game.state.battlefield:
        for ability in watcher.triggered_abilities:
            if ability.event == "creature_dies" and _about(game, watcher, ability, perm):
                _queue_perm(game, watcher, ability, "creature_dies", event_card_oid=moved,
                            event_player=perm.controller)


def _cast(game: Game, item: StackItem) -> None:
    for ability in item.card.triggered:  # "When you cast this spell" (the spell is its source)
        if ability.event == "cast_self":
            _queue(game, item.card, item.controller, item.owner, None, ability, "cast_self", event_oid=item.oid)
    targeted = {t.oid for group in item.targets for t in group if t.kind == "permanent"}
    for watcher in game.state.battlefield:
        for ability in watcher.triggered_abilities:  # heroic: "whenever you cast a spell that targets ~"
            if ability.event == "cast_targets_self" and watcher.oid in targeted \
                    and _in_scope(ability.scope, watcher.controller, item.controller):
                _queue_perm(game, watcher, ability, "cast_targets_self", event_oid=item.oid,
                            event_player=item.controller)
    for watcher in game.state.battlefield:
        for ability in watcher.triggered_abilities:
            if ability.event != "cast" or not _in_scope(ability.scope, watcher.controller, item.controller):
                continue
            if ability.filter is not None and not game.card_matches(item.card, ability.filter, item.x,
                                                                     watcher.controller, item.controller):
                continue
            _queue_perm(game, watcher, ability, "cast", event_oid=item.oid, event_player=item.controller)


def _combat_event(game: Game, event: str, perm: Permanent, player: object = None) -> None:
    events = {event, "attacks_or_blocks"} if event in ("attacks", "blocks") else {event}
    if event == "attacks":
        events.add("enters_or_attacks")
    who = player if isinstance(player, str) else None
    for ability in perm.triggered_abilities:
        if ability.event in events and not ability.attached:
            _queue_perm(game, perm, ability, ability.event, event_player=who)
    for watcher in game.state.battlefield:  # "whenever equipped creature attacks" (its Equipment's ability)
        if watcher.attached_to == perm.oid:
            for ability in watcher.triggered_abilities:
                if ability.attached and ability.event == event:
                    _queue_perm(game, watcher, ability, event, event_oid=perm.oid, event_player=who)
    if event == "attacks":
        for watcher in game.state.battlefield:
            for ability in watcher.triggered_abilities:
                if ability.event == "attacks_other" and _about(game, watcher, ability, perm):
                    _queue_perm(game, watcher, ability, "attacks_other", event_oid=perm.oid)


def _player_event(game: Game, event: str, player: str) -> None:
    """"Whenever you gain life", "whenever you draw a card" (`scope`: whose)."""
    for watcher in game.state.battlefield:
        for ability in watcher.triggered_abilities:
            if ability.event == event and _in_scope(ability.scope or "you", watcher.controller, player):
                _queue_perm(game, watcher, ability, event, event_player=player)


def _damage_event(game: Game, source_oid: int | None, recipient: object, combat: bool) -> None:
    """Damage was dealt (120.3): "whenever ~ is dealt damage", "whenever ~ deals (combat) damage to ..."."""
    if isinstance(recipient, Permanent):
        hurt = game.state.permanent(recipient.oid)
        if hurt is not None:
            for ability in hurt.triggered_abilities:
                if ability.event == "dealt_damage":
                    _queue_perm(game, hurt, ability, "dealt_damage")
    dealer = game.state.permanent(source_oid) if source_oid is not None else None
    if dealer is None:
        return
    to_player = recipient if isinstance(recipient, str) else None
    for ability in dealer.triggered_abilities:
        event = ability.event
        if event == "deals_damage" or (event == "deals_combat_damage_to_creature" and combat and to_player is None
                                       and isinstance(recipient, Permanent) and recipient.is_creature) \
                or (event == "deals_damage_to_player" and to_player is not None
                    and _in_scope(ability.scope or "each", dealer.controller, to_player)):
            _queue_perm(game, dealer, ability, event, event_player=to_player,
                        event_oid=recipient.oid if isinstance(recipient, Permanent) else None)
    if combat and to_player is not None:
        for watcher in game.state.battlefield:
            for ability in watcher.triggered_abilities:
                if ability.event == "creature_combat_damage_to_player" and _about(game, watcher, ability, dealer):
                    _queue_perm(game, watcher, ability, ability.event, event_oid=dealer.oid, event_player=to_player)


@hookimpl
def arbitre_event(game: Game, event: str, obj: Any, data: dict[str, Any]) -> None:
    if event == "enters_battlefield" and isinstance(obj, Permanent):
        _entered(game, obj)
    elif event == "leaves_battlefield" and isinstance(obj, Permanent):
        _left(game, obj, data.get("to"), data.get("card"))
    elif event == "cast" and isinstance(obj, StackItem):
        _cast(game, obj)
    elif event in ("attacks", "blocks") and isinstance(obj, Permanent):
        _combat_event(game, event, obj)
    elif event == "becomes_blocked" and isinstance(obj, Permanent):  # 509.3c, once blocks are declared
        _combat_event(game, "blocked", obj)
    elif event == "combat_damage" and isinstance(obj, Permanent) and isinstance(data.get("player"), str):
        _combat_event(game, "combat_damage_to_player", obj, data["player"])
    elif event == "life_gained" and isinstance(obj, str):
        _player_event(game, "life_gained", obj)
    elif event == "drew" and isinstance(data.get("player"), str):
        _player_event(game, "drew", data["player"])
    elif event == "damage_dealt":
        _damage_event(game, getattr(obj, "oid", None), data.get("recipient"), bool(data.get("combat")))


@hookimpl
def arbitre_begin_step(game: Game, step: str) -> None:
    """"At the beginning of your upkeep / each end step / combat on your turn" (603.2, 503.1, 513.1)."""
    waiting = [d for d in game.state.delayed if d[0] == step]
    if waiting:  # 603.7b: a delayed triggered ability triggers once, at the next such step
        game.state = replace(game.state, delayed=tuple(d for d in game.state.delayed if d[0] != step))
        for _, pending in waiting:
            game.add_pending_trigger(replace(pending, oid=game.new_stack_oid()))
            game.step("603.7", "trigger", "step.ability_triggers", card=card_name(pending.card), trigger="delayed")
    event = STEP_EVENTS.get(step)
    if event is None:
        return
    active = game.state.active
    for watcher in game.state.battlefield:
        for ability in watcher.triggered_abilities:
            if ability.event == event and _in_scope(ability.scope, watcher.controller, active):
                _queue_perm(game, watcher, ability, event, event_player=active)


@hookimpl
def arbitre_trigger_events() -> list[str]:
    return list(EVENTS)
