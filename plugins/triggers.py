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

import re
from typing import Any

from bot.engine.game import Game
from bot.engine.hookspecs import hookimpl
from bot.engine.state import CardObject, GameState, Permanent, StackItem, Target, replace
from bot.engine.targets import candidates, choose_targets
from bot.engine.trace import Name, card_name
from foundation.cards import CardDef, Effect, ObjectFilter, TargetSpec, TriggeredAbility
from plugins.modes import assumed_modes, modal_of

# the event names of the ability model this plugin notices (see the module docstring)
EVENTS = ("enters", "enters_other", "dies", "leaves", "leaves_other", "creature_dies", "attacks", "attacks_other",
          "attacks_alone", "attacks_alone_other", "blocks", "blocks_other", "blocked", "blocked_other",
          "attacks_or_blocks", "attacks_or_blocks_other", "blocks_or_blocked", "blocks_or_blocked_other",
          "attacks_or_blocked", "attacks_you", "attacks_you_once", "attacked",
          "combat_damage_to_player", "combat_damage_to_opponent", "creature_combat_damage_to_player",
          "combat_damage_to_opponent_other", "creatures_combat_damage_to_player",
          "cast", "cast_self", "cast_second", "cast_targets_self", "upkeep", "draw_step", "main1", "end_step",
          "combat", "end_of_combat", "life_gained", "life_lost", "drew", "discarded", "cycled", "cycled_card",
          "cycled_or_discarded", "cycled_or_dies", "sacrificed", "sacrificed_self",
          "dealt_damage", "dealt_damage_other", "dealt_combat_damage", "dealt_combat_damage_other",
          "deals_damage", "deals_damage_other", "deals_combat_damage", "deals_combat_damage_other",
          "deals_combat_damage_to_creature", "deals_combat_damage_to_creature_other",
          "deals_damage_to_player", "deals_damage_to_player_other", "deals_damage_to_opponent",
          "deals_damage_to_opponent_other", "deals_damage_to_creature", "deals_damage_to_creature_other",
          "deals_damage_to_you", "deals_damage_to_you_other",
          "player_dealt_damage", "player_dealt_combat_damage", "player_dealt_damage_by_creature",
          "becomes_target", "becomes_target_other", "becomes_target_spell", "becomes_target_spell_other",
          "becomes_target_opponent", "becomes_target_opponent_other", "turned_face_up", "turned_face_up_other",
          "enters_or_attacks", "enters_or_dies", "enters_or_leaves", "attached_dies", "transforms",
          "enters_or_transforms", "becomes_tapped", "becomes_tapped_other", "becomes_untapped",
          "becomes_untapped_other", "attacks_unblocked", "attacks_unblocked_other", "land_played",
          "cast_or_copy", "cast_historic", "cast_first", "cast_first_on_opponent_turn", "cast_kicked",
          "attacks_with_two_others", "drew_second", "became_monstrous", "damaged_by_self_dies", "enters_untapped",
          "exploits", "exploits_other", "cast_from_graveyard", "cast_not_from_hand", "cast_on_opponent_turn",
          "cast_on_your_turn", "surveilled", "scried", "explores_other", "life_gained_first", "plus_counters_put",
          "plus_counter_put",
          "plus_counters_put_other", "control_none", "chapter", "to_graveyard", "to_graveyard_other",
          "to_graveyard_from_library", "to_graveyard_from_library_other", "exiled_from_battlefield", "day_night",
          "tapped_for_mana", "tapped_for_mana_other", "left_graveyard", "main2", "discarded_by_opponent",
          "cast_from_exile", "cast_from_hand")
STEP_EVENTS = {"upkeep": "upkeep", "draw": "draw_step", "main1": "main1", "main2": "main2", "end": "end_step",
               "beginning_of_combat": "combat", "end_of_combat": "end_of_combat"}


def _intervening(ability: TriggeredAbility) -> Effect | None:
    """The effect whose condition is the ability's intervening "if" clause (603.4: "At the beginning of each
    upkeep, if no spells were cast last turn, ..."), when every effect of the ability carries it."""
    if not ability.effects or not re.match(r"(when|whenever|at)\b[^,]*, if ", ability.text.lower()):
        return None
    first = ability.effects[0].get("condition")
    if first is None or any(e.get("condition") != first for e in ability.effects):
        return None
    return ability.effects[0]


def _queue(game: Game, card: CardDef, controller: str, owner: str, source_oid: int | None, ability: TriggeredAbility,
           event: str, **data: object) -> None:
    gate = _intervening(ability)
    if gate is not None:  # 603.4: it triggers only if the condition holds (and it is checked again as it resolves)
        from plugins.conditions import holds
        from plugins.effects import as_map

        probe = StackItem(oid=0, kind="trigger", controller=controller, card=card, owner=owner, source_oid=source_oid,
                          effects=ability.effects, trigger=event, data=tuple((k, v) for k, v in data.items()
                                                                             if v is not None))
        if not holds(game, probe, as_map(gate.get("condition"))):
            game.step("603.4", "info", "step.trigger_condition_false", card=card_name(card),
                      sentence=Name(gate.text, gate.text_fr))
            return
    if ability.batch and any(i.source_oid == source_oid and i.trigger == event and i.card is card
                             for i in game.state.pending_triggers):
        return  # 603.2c: "one or more cards ...": one event, however many objects (already waiting)
    if ability.once_per_turn:  # 603.2h: "This ability triggers only once each turn."
        flag = f"triggered:{source_oid}:{hash(ability)}"
        if flag in game.state.flags:
            return
        game.set_flag(flag)
    effects, specs = ability.effects, ability.targets
    modal = modal_of(effects)
    if modal is not None:  # 700.2b: the modes are chosen as it is put on the stack, then their targets
        picked = assumed_modes(game, controller, source_oid, modal)
        if picked is None:
            game.step("700.2b", "info", "step.no_legal_mode", card=card_name(card))
            return
        effects, specs = picked
    targets: tuple[tuple[Target, ...], ...] = ()
    written = game.take_action(lambda a: a.kind == "choose" and bool(a.targets) and a.actor in (None, controller)) \
        if specs else None
    wished = game.trigger_targets.pop((card.name, controller), None) if specs and written is None else None
    if written is not None or wished is not None:
        # "I cast Oblivion Ring targeting his Bears": the targets the player wrote (603.3d)
        refs = written.targets if written is not None else wished or ()
        targets = choose_targets(game, specs, refs, controller, source_oid, rule="603.3d")
    elif specs:
        chosen = []
        for spec in specs:
            options = candidates(game, spec, controller, source_oid)
            options.sort(key=lambda t: (t.kind != "player", t.player == controller))
            chosen.append(tuple(options[: spec.count]) if not spec.up_to else ())
            if options and not spec.up_to:
                game.step("603.3d", "info", "step.assumed_choice", player=controller, what="trigger_target",
                          cards=tuple(game.target_label(t) for t in options[: spec.count]))
        targets = tuple(chosen)
    item = StackItem(oid=game.new_stack_oid(), kind="trigger", controller=controller, card=card, owner=owner,
                     source_oid=source_oid, effects=effects, target_specs=specs, targets=targets,
                     trigger=event, data=tuple((k, v) for k, v in data.items() if v is not None))
    if event.startswith("tapped_for_mana") and not specs and effects and all(e.kind == "add_mana" for e in effects):
        _resolve_mana_trigger(game, item)
        return
    game.add_pending_trigger(item)
    game.step("603.2", "trigger", "step.ability_triggers", card=card_name(card), trigger=event)


def _resolve_mana_trigger(game: Game, item: StackItem) -> None:
    """605.1b, 605.4a: a triggered mana ability (no target, it adds mana, it triggers from a mana ability) doesn't
    go on the stack: it resolves at once, right after the mana ability that triggered it."""
    from bot.engine import hookspecs as hs

    game.step("605.4a", "trigger", "step.mana_trigger_resolves", card=card_name(item.card), trigger=item.trigger)
    before, game.resolving = game.resolving, item
    try:
        for effect in item.effects:
            if not hs.call_resolve_effect(game.pm, game, item, effect):
                game.not_simulated(item, effect)
    finally:
        game.resolving = before


def queue_ability(game: Game, card: CardDef, controller: str, effects: tuple[Effect, ...],
                  targets: tuple[TargetSpec, ...], event: str, **data: object) -> None:
    """A triggered ability with no permanent source (a dungeon's room ability 309.4c, the monarch's 724.2):
    `card` names it in the trace; its targets are chosen as any trigger's (603.3d)."""
    _queue(game, card, controller, controller, None, TriggeredAbility(event, effects, targets), event, **data)


_last_watchers: tuple[GameState | None, tuple[Permanent, ...]] = (None, ())


def _watchers(game: Game) -> tuple[Permanent, ...]:
    """The objects whose triggered abilities may trigger: the permanents with a triggered ability that works
    on the battlefield, and the cards in graveyards with one that works there ("you may return ~ from your
    graveyard": `zone = "graveyard"`), as stand-ins (`origin = "graveyard"`, the card's oid and owner).
    Every caller looks at a watcher's `_abilities` only, so one without any is left out: most permanents
    (lands, vanilla creatures) have none, and an event asks for the watchers tens of times a trace. The
    answer for the last state asked about is kept (states are immutable: the same object, the same answer)."""
    state = game.state
    last = _last_watchers
    if last[0] is state:
        return last[1]
    found = [p for p in state.battlefield if _abilities(p)]
    for p in state.players:
        for obj in p.graveyard:
            if any(a.zone == "graveyard" for a in obj.card.triggered):
                found.append(Permanent(obj.oid, obj.card, p.name, p.name, origin="graveyard"))
    _remember_watchers(state, tuple(found))
    return tuple(found)


def _remember_watchers(state: GameState, found: tuple[Permanent, ...]) -> None:
    global _last_watchers
    _last_watchers = (state, found)


def _abilities(watcher: Permanent) -> list[TriggeredAbility]:
    zone = "graveyard" if watcher.origin == "graveyard" else "battlefield"
    return [a for a in watcher.triggered_abilities if a.zone == zone]


def _queue_perm(game: Game, source: Permanent, ability: TriggeredAbility, event: str, **data: object) -> None:
    _queue(game, source.card, source.controller, source.owner, source.oid, ability, event, **data)


def _about(game: Game, watcher: Permanent, ability: TriggeredAbility, obj: Permanent,
           creature_default: bool = False) -> bool:
    """Whether `obj` is an object `watcher`'s ability watches ("another creature you control"). The watcher itself
    is one when its filter doesn't say "another": "whenever a creature you control attacks" triggers for each
    attacking creature, the watcher included (508.3a, 603.2c)."""
    flt = ability.filter
    if obj.oid == watcher.oid:
        return ability.self_too or flt is not None and not flt.other and game.matches(obj, flt, watcher.controller,
                                                                                      watcher.oid)
    if flt is None:
        return not creature_default or obj.is_creature
    return game.matches(obj, flt, watcher.controller, watcher.oid)


def _in_scope(scope: str, controller: str, player: str) -> bool:
    """"you" (the ability's controller), "opponent", "each"/"" (anyone)."""
    if scope == "you":
        return player == controller
    if scope == "opponent":
        return player != controller
    return True


def _times(game: Game, event: str, obj: Permanent, watcher: Permanent) -> int:
    """603.2d: how many times it triggers ("don't cause abilities to trigger", "triggers an additional time")."""
    if not game.pm.has_plugin("player_statics"):
        return 1
    from plugins.player_statics import trigger_times

    return trigger_times(game, event, obj, watcher)


def _entered(game: Game, perm: Permanent) -> None:
    for ability in perm.triggered_abilities:
        if ability.event in ("enters", "enters_or_attacks", "enters_or_dies", "enters_or_leaves",
                             "enters_or_transforms") or ability.event == "enters_untapped" and not perm.tapped:
            for _ in range(_times(game, "enters", perm, perm)):
                _queue_perm(game, perm, ability, ability.event)
    for watcher in _watchers(game):
        for ability in _abilities(watcher):
            if ability.event == "enters_other" and _about(game, watcher, ability, perm):
                for _ in range(_times(game, "enters", perm, watcher)):
                    _queue_perm(game, watcher, ability, "enters_other", event_oid=perm.oid,
                                event_player=perm.controller)


def _left(game: Game, perm: Permanent, to: object, card: object, cause: object = None) -> None:
    """Leaves-the-battlefield abilities "look back in time" (603.10a): the leaving permanent's own too."""
    moved = card.oid if isinstance(card, CardObject) else None
    died = to == "graveyard"
    for ability in perm.triggered_abilities:
        event = ability.event
        if event in ("leaves", "enters_or_leaves") or (event in ("dies", "enters_or_dies", "cycled_or_dies")
                                                        and died) or (event == "sacrificed_self"
                                                                      and cause == "sacrifice") \
                or (event == "exiled_from_battlefield" and to == "exile"):
            dies = died and perm.is_creature and event in ("dies", "enters_or_dies", "cycled_or_dies")
            for _ in range(_times(game, "dies", perm, perm) if dies else 1):
                _queue_perm(game, perm, ability, event, moved_oid=moved)
        elif event == "creature_dies" and ability.self_too and died and perm.is_creature \
                and _in_scope(ability.scope, perm.controller, perm.owner):
            _queue_perm(game, perm, ability, "creature_dies", moved_oid=moved, event_card_oid=moved)
        elif event == "leaves_other" and ability.self_too:
            _queue_perm(game, perm, ability, event, moved_oid=moved, event_card_oid=moved)
    if died:  # "when enchanted creature dies", "enchanted artifact is put into a graveyard": its Aura is there
        for watcher in _watchers(game):
            if watcher.attached_to == perm.oid:
                for ability in _abilities(watcher):
                    if ability.event == "attached_dies":
                        _queue_perm(game, watcher, ability, "attached_dies", event_card_oid=moved,
                                    event_player=perm.controller)
    if died and perm.is_creature:
        _damaged_dies(game, perm, moved)
    for watcher in _watchers(game):
        for ability in _abilities(watcher):
            event = ability.event
            if (event == "creature_dies" and died) or event == "leaves_other":
                # "is put into your graveyard from the battlefield": its owner's graveyard (`scope`, 404.2)
                if _about(game, watcher, ability, perm, creature_default=True) \
                        and (event != "creature_dies" or _in_scope(ability.scope, watcher.controller, perm.owner)):
                    dies = event == "creature_dies" and perm.is_creature
                    for _ in range(_times(game, "dies", perm, watcher) if dies else 1):
                        _queue_perm(game, watcher, ability, event, event_card_oid=moved,
                                    event_player=perm.controller)
            elif event == "sacrificed" and cause == "sacrifice" \
                    and _in_scope(ability.scope, watcher.controller, perm.controller) \
                    and (ability.filter is None or game.matches(perm, ability.filter, perm.controller, watcher.oid)):
                _queue_perm(game, watcher, ability, event, event_card_oid=moved, event_player=perm.controller)


def _to_graveyard(game: Game, obj: CardObject, owner: str, from_zone: str) -> None:
    """A card was put into a graveyard (603.6): "when ~ is put into a graveyard from anywhere" (the card's own
    ability, which works from the graveyard it is now in), "whenever a creature card is put into an opponent's
    graveyard from anywhere" (`scope`: whose graveyard), and the same "from your library"."""
    events = {"to_graveyard"} | ({"to_graveyard_from_library"} if from_zone == "library" else set())
    others = {e + "_other" for e in events}
    for watcher in _watchers(game):
        for ability in _abilities(watcher):
            if ability.event in events and watcher.oid == obj.oid:
                _queue_perm(game, watcher, ability, ability.event, event_card_oid=obj.oid, event_player=owner)
            elif ability.event in others and not obj.card.token and _in_scope(ability.scope, watcher.controller,
                                                                                owner) \
                    and (ability.filter is None or game.card_matches(obj.card, ability.filter, None,
                                                                      watcher.controller, owner)):
                _queue_perm(game, watcher, ability, ability.event, event_card_oid=obj.oid, event_player=owner)


def _tapped_for_mana(game: Game, perm: Permanent, player: str, produced: str) -> None:
    """A permanent was tapped for mana (605.1b): its own "whenever ~ is tapped for mana", its Aura's "whenever
    enchanted land is tapped for mana", others' "whenever a player taps a Forest for mana" (`event_mana`: the
    mana it made, "one mana of any type that land produced")."""
    data = {"event_oid": perm.oid, "event_player": player, "event_mana": produced}
    for ability in perm.triggered_abilities:
        if ability.event == "tapped_for_mana" and not ability.attached:
            _queue_perm(game, perm, ability, ability.event, **data)
    for watcher in _watchers(game):
        for ability in _abilities(watcher):
            if ability.event == "tapped_for_mana" and ability.attached and watcher.attached_to == perm.oid \
                    or ability.event == "tapped_for_mana_other" and _in_scope(ability.scope, watcher.controller,
                                                                              player) \
                    and (ability.filter is None or game.matches(perm, ability.filter, watcher.controller, watcher.oid)):
                _queue_perm(game, watcher, ability, ability.event, **data)


def _damaged_dies(game: Game, perm: Permanent, moved: int | None) -> None:
    """"Whenever a creature dealt damage by ~ this turn dies" (the creature its source, or the creature the source
    is attached to, dealt damage to this turn: flags of the turn)."""
    for watcher in _watchers(game):
        for ability in _abilities(watcher):
            if ability.event != "damaged_by_self_dies":
                continue
            dealer = watcher.attached_to if ability.attached else watcher.oid
            if dealer is not None and f"turn:damaged:{dealer}:{perm.oid}" in game.state.flags:
                _queue_perm(game, watcher, ability, ability.event, event_card_oid=moved, event_player=perm.controller)


CAST_EVENTS = ("cast", "cast_second", "cast_or_copy", "cast_historic", "cast_first", "cast_first_on_opponent_turn",
               "cast_kicked", "cast_from_graveyard", "cast_not_from_hand", "cast_on_opponent_turn", "cast_on_your_turn",
               "cast_from_exile", "cast_from_hand")


def _cast_matches(game: Game, watcher: Permanent, event: str, item: StackItem) -> bool:
    """Whether a spell cast is the one a cast trigger waits for ("your second spell", "a historic spell", "your
    first spell during each opponent's turn", "a kicked spell"; 700.6: historic is artifact, legendary or Saga)."""
    count = game.player(item.controller).spells_cast
    if event == "cast_second":
        return count == 2
    if event == "cast_historic":
        card = item.card
        return "artifact" in card.types or "legendary" in card.supertypes or "saga" in card.subtypes
    if event == "cast_first":
        return count == 1
    if event == "cast_first_on_opponent_turn":
        return count == 1 and game.state.active != watcher.controller
    if event == "cast_kicked":
        return item.kicked > 0
    if event == "cast_from_graveyard":
        return item.from_zone == "graveyard"
    if event == "cast_not_from_hand":
        return item.from_zone != "hand"
    if event in ("cast_from_exile", "cast_from_hand"):
        return item.from_zone == event.removeprefix("cast_from_")
    if event == "cast_on_opponent_turn":
        return game.state.active != watcher.controller
    if event == "cast_on_your_turn":
        return game.state.active == watcher.controller
    return True


def _copied(game: Game, item: StackItem) -> None:
    """"Whenever you cast or copy an instant or sorcery spell" (707.10: a copy put on the stack)."""
    for watcher in _watchers(game):
        for ability in _abilities(watcher):
            if ability.event != "cast_or_copy" or not _in_scope(ability.scope, watcher.controller, item.controller):
                continue
            if ability.filter is not None and not game.card_matches(item.card, ability.filter, item.x,
                                                                     watcher.controller, item.controller):
                continue
            _queue_perm(game, watcher, ability, ability.event, event_oid=item.oid, event_player=item.controller)


def _cast(game: Game, item: StackItem) -> None:
    for ability in item.card.triggered:  # "When you cast this spell" (the spell is its source)
        if ability.event == "cast_self":
            _queue(game, item.card, item.controller, item.owner, None, ability, "cast_self", event_oid=item.oid)
    targeted = {t.oid for group in item.targets for t in group if t.kind == "permanent"}
    for watcher in _watchers(game):
        for ability in _abilities(watcher):  # heroic: "whenever you cast a spell that targets ~"
            if ability.event == "cast_targets_self" and watcher.oid in targeted \
                    and _in_scope(ability.scope, watcher.controller, item.controller):
                _queue_perm(game, watcher, ability, "cast_targets_self", event_oid=item.oid,
                            event_player=item.controller)
    for watcher in _watchers(game):
        for ability in _abilities(watcher):
            if ability.event not in CAST_EVENTS \
                    or not _in_scope(ability.scope, watcher.controller, item.controller):
                continue
            if not _cast_matches(game, watcher, ability.event, item):
                continue
            if ability.filter is not None and not game.card_matches(item.card, ability.filter, item.x,
                                                                     watcher.controller, item.controller):
                continue
            _queue_perm(game, watcher, ability, ability.event, event_oid=item.oid, event_player=item.controller)
    _next_cast(game, item)
    _targeted(game, item, spell=True)


def _next_cast(game: Game, item: StackItem) -> None:
    """603.7: the delayed triggered abilities waiting for their controller's next such spell this turn ("when you
    cast your next instant or sorcery spell this turn, copy that spell") trigger once, on this one."""
    waiting = [d for d in game.state.delayed if d[0] == "cast" and d[1].controller == item.controller]
    fired = []
    for entry in waiting:
        flt = entry[1].get("cast_filter")
        if not isinstance(flt, ObjectFilter) or game.card_matches(item.card, flt, item.x):
            fired.append(entry)
    if not fired:
        return
    game.state = replace(game.state, delayed=tuple(d for d in game.state.delayed if d not in fired))
    for _, pending in fired:
        data = pending.data + (("event_oid", item.oid), ("event_player", item.controller))
        game.add_pending_trigger(replace(pending, oid=game.new_stack_oid(), data=data))
        game.step("603.7", "trigger", "step.ability_triggers", card=card_name(pending.card), trigger="delayed")


def _targeted(game: Game, item: StackItem, spell: bool) -> None:
    """"Whenever ~ becomes the target of a spell or ability (an opponent controls)" (603.2e: once per spell
    or ability, when it is put on the stack targeting it)."""
    targeted = {t.oid for group in item.targets for t in group if t.kind == "permanent"}
    if not targeted:
        return
    for watcher in _watchers(game):
        for ability in _abilities(watcher):
            event = ability.event
            if not event.startswith("becomes_target"):
                continue
            if event.startswith("becomes_target_spell") and not spell:
                continue
            if event.startswith("becomes_target_opponent") and item.controller == watcher.controller:
                continue
            if event.endswith("_other"):
                hit = [game.state.permanent(oid) for oid in sorted(targeted)]
                objs = [p for p in hit if p is not None and _about(game, watcher, ability, p)]
                if objs:
                    _queue_perm(game, watcher, ability, event, event_oid=objs[0].oid, event_player=item.controller)
            elif watcher.oid in targeted:
                _queue_perm(game, watcher, ability, event, event_oid=item.oid, event_player=item.controller)


COMBAT_EVENTS = {
    # what the engine reports -> the trigger events of the permanent itself
    "attacks": ("attacks", "attacks_or_blocks", "enters_or_attacks", "attacks_or_blocked"),
    "blocks": ("blocks", "attacks_or_blocks", "blocks_or_blocked"),
    "blocked": ("blocked", "blocks_or_blocked", "attacks_or_blocked"),
}


def _partners(game: Game, watcher: Permanent, ability: TriggeredAbility,
              partners: tuple[int | None, ...]) -> tuple[int | None, ...]:
    """The other creatures of a blocking event an ability waits for ("blocks a creature with flying")."""
    if ability.partner is None:
        return partners
    found = []
    for oid in partners:
        other = game.state.permanent(oid) if oid is not None else None
        if other is not None and game.matches(other, ability.partner, watcher.controller, watcher.oid):
            found.append(oid)
    return tuple(found)


def _per_partner(ability: TriggeredAbility, pairing: tuple[str, ...]) -> bool:
    """Whether a blocking trigger triggers once for each other creature: "blocks a creature", "becomes blocked by
    a creature" (509.3b, 509.3d) do; "becomes blocked" triggers once however many creatures block it (509.3c)."""
    if ability.event not in pairing:
        return False
    if ability.event in ("blocked", "attacks_or_blocked") and ability.partner is None:
        return "blocked by" in ability.text.lower()
    return True


def _combat_event(game: Game, event: str, perm: Permanent, player: object = None, others: tuple[int, ...] = (),
                  alone: bool = False, amount: int | None = None, count: int = 0) -> None:
    """A permanent attacks, blocks (`others`: what it blocks), becomes blocked (`others`: its blockers) or
    deals combat damage to a player (`player`). "That creature" is the other creature of the event (the
    creature it blocks, each creature blocking it: 509.3c-d)."""
    events = set(COMBAT_EVENTS.get(event, (event,)))
    if event == "attacks" and alone:
        events.add("attacks_alone")
    if event == "attacks" and count >= 3:  # battalion: it and at least two other creatures attack
        events.add("attacks_with_two_others")
    if event == "combat_damage_to_player" and isinstance(player, str) and player != perm.controller:
        events.add("combat_damage_to_opponent")
    who = player if isinstance(player, str) else None
    partners: tuple[int | None, ...] = others or (None,)
    pairing = ("blocks", "blocked", "blocks_or_blocked", "attacks_or_blocked")
    for ability in perm.triggered_abilities:
        if ability.event in events and not ability.attached:
            for other in (_partners(game, perm, ability, partners) if _per_partner(ability, pairing) else (None,)):
                _queue_perm(game, perm, ability, ability.event, event_player=who, event_oid=other,
                            event_amount=amount)
    for watcher in _watchers(game):  # "whenever equipped creature attacks" (its Equipment's ability)
        if watcher.attached_to == perm.oid:
            for ability in _abilities(watcher):
                if ability.attached and ability.event in events:
                    for _ in (_partners(game, perm, ability, partners) if ability.partner is not None else (None,)):
                        _queue_perm(game, watcher, ability, ability.event, event_oid=perm.oid, event_player=who,
                                    event_amount=amount)
    other_events = {e + "_other" for e in events}
    if event == "combat_damage_to_player":
        other_events.add("creature_combat_damage_to_player")
    for watcher in _watchers(game):
        for ability in _abilities(watcher):
            if ability.event in other_events and _about(game, watcher, ability, perm):
                _queue_perm(game, watcher, ability, ability.event, event_oid=perm.oid,
                            event_player=who or perm.controller, event_amount=amount)
            elif ability.event in ("attacks_you", "attacks_you_once") and event == "attacks" \
                    and perm.controller != watcher.controller and who in (None, watcher.controller):
                if ability.event == "attacks_you_once" and not _first_time(game, watcher, ability, "attacks"):
                    continue
                _queue_perm(game, watcher, ability, ability.event, event_oid=perm.oid, event_player=perm.controller)
            elif ability.event == "attacked" and event == "attacks" \
                    and _in_scope(ability.scope or "you", watcher.controller, perm.controller) \
                    and _first_time(game, watcher, ability, "attacks"):
                _queue_perm(game, watcher, ability, "attacked", event_player=perm.controller)
            elif ability.event == "creatures_combat_damage_to_player" and event == "combat_damage_to_player" \
                    and _in_scope(ability.scope or "you", watcher.controller, perm.controller) \
                    and _first_time(game, watcher, ability, f"damage:{game.state.step}:{who}"):
                _queue_perm(game, watcher, ability, ability.event, event_player=who)


def _first_time(game: Game, watcher: Permanent, ability: TriggeredAbility, what: str) -> bool:
    """Once per event for "one or more" triggers (603.2c): the first creature of a declaration or of a combat
    damage step makes it trigger, the others don't (a flag of the turn)."""
    flag = f"once:{watcher.oid}:{hash(ability)}:{what}:{game.state.step}"
    if flag in game.state.flags:
        return False
    game.set_flag(flag)
    return True


def _player_event(game: Game, event: str, player: str, card: CardDef | None = None, amount: int | None = None,
                  card_oid: int | None = None) -> None:
    """"Whenever you gain life", "whenever you draw a card", "whenever an opponent discards a card" (`scope`:
    whose; `filter`: which cards)."""
    events = {event}
    if event == "discarded":  # cycling discards the card too: that discard is the one event (702.29a)
        events.add("cycled_or_discarded")
    for watcher in _watchers(game):
        for ability in _abilities(watcher):
            if ability.event in events and _in_scope(ability.scope or "you", watcher.controller, player):
                if card is not None and ability.filter is not None and not game.card_matches(card, ability.filter):
                    continue
                _queue_perm(game, watcher, ability, ability.event, event_player=player, event_amount=amount,
                            event_card_oid=card_oid)


player_event = _player_event  # for the plugins whose actions are such events (`plugins.effects_game`)
queue_permanent_ability = _queue_perm  # a permanent's own ability on an event a keyword plugin notices (mutates)


def _activated(game: Game, item: StackItem) -> None:
    """An activated ability: cycling from the hand ("when you cycle ~", "whenever you cycle a card", 702.29),
    and "becomes the target of a spell or ability"."""
    index = item.ability_index
    ability = item.card.activated[index] if index is not None and 0 <= index < len(item.card.activated) else None
    cycling = ability is not None and ability.zone == "hand" and ability.cost.discard == "self" \
        and any(k.endswith("cycling") for k in item.card.keywords)
    if cycling:
        for trig in item.card.triggered:
            if trig.event in ("cycled", "cycled_or_dies"):
                _queue(game, item.card, item.controller, item.owner, None, trig, trig.event,
                       event_player=item.controller)
        _player_event(game, "cycled_card", item.controller)
    _targeted(game, item, spell=False)


def _damage_event(game: Game, source_oid: int | None, recipient: object, combat: bool, amount: int) -> None:
    """Damage was dealt (120.3): "whenever ~ is dealt damage", "whenever ~ deals (combat) damage to ...",
    "whenever you're dealt damage"; "that much" is the amount (`event_amount`)."""
    to_player = recipient if isinstance(recipient, str) else None
    hurt = game.state.permanent(recipient.oid) if isinstance(recipient, Permanent) else None
    dealer = game.state.permanent(source_oid) if source_oid is not None else None
    if hurt is not None:
        own = {"dealt_damage"} | ({"dealt_combat_damage"} if combat else set())
        for ability in hurt.triggered_abilities:
            if ability.event in own and not ability.attached:
                _queue_perm(game, hurt, ability, ability.event, event_amount=amount,
                            event_oid=dealer.oid if dealer is not None else None)
        for watcher in _watchers(game):
            for ability in _abilities(watcher):
                if ability.attached and ability.event in own and watcher.attached_to == hurt.oid:
                    _queue_perm(game, watcher, ability, ability.event, event_amount=amount, event_oid=hurt.oid)
                elif ability.event in {e + "_other" for e in own} and _about(game, watcher, ability, hurt):
                    _queue_perm(game, watcher, ability, ability.event, event_amount=amount, event_oid=hurt.oid,
                                event_player=hurt.controller)
    if to_player is not None:
        for watcher in _watchers(game):
            for ability in _abilities(watcher):
                event = ability.event
                if event not in ("player_dealt_damage", "player_dealt_combat_damage",
                                 "player_dealt_damage_by_creature"):
                    continue
                if not _in_scope(ability.scope or "you", watcher.controller, to_player):
                    continue
                if (event == "player_dealt_combat_damage" and not combat) or \
                        (event == "player_dealt_damage_by_creature" and (dealer is None or not dealer.is_creature)):
                    continue
                _queue_perm(game, watcher, ability, event, event_amount=amount, event_player=to_player,
                            event_oid=dealer.oid if dealer is not None else None)
    if dealer is None:
        return
    events = {"deals_damage"}
    if combat:
        events.add("deals_combat_damage")
    if to_player is not None:
        events.add("deals_damage_to_player")
        if to_player != dealer.controller:
            events.add("deals_damage_to_opponent")
    if hurt is not None and hurt.is_creature:
        events.add("deals_damage_to_creature")
        if combat:
            events.add("deals_combat_damage_to_creature")
    target_oid = recipient.oid if isinstance(recipient, Permanent) else None
    for ability in dealer.triggered_abilities:
        event = ability.event
        if event not in events or ability.attached:
            continue
        if event == "deals_damage_to_player" and not _in_scope(ability.scope or "each", dealer.controller,
                                                               to_player or ""):
            continue
        _queue_perm(game, dealer, ability, event, event_player=to_player, event_oid=target_oid, event_amount=amount)
    you_events = {"deals_damage_to_you", "deals_damage_to_you_other"}
    for watcher in _watchers(game):
        for ability in _abilities(watcher):
            event = ability.event
            if ability.attached and watcher.attached_to == dealer.oid and event in events:
                _queue_perm(game, watcher, ability, event, event_player=to_player, event_oid=dealer.oid,
                            event_amount=amount)
            elif event.endswith("_other") and event[:-6] in events and _about(game, watcher, ability, dealer):
                _queue_perm(game, watcher, ability, event, event_player=to_player or dealer.controller,
                            event_oid=dealer.oid, event_amount=amount)
            elif event in you_events and to_player == watcher.controller \
                    and (event == "deals_damage_to_you" and watcher.oid == dealer.oid
                         or event == "deals_damage_to_you_other" and _about(game, watcher, ability, dealer)):
                _queue_perm(game, watcher, ability, event, event_oid=dealer.oid, event_amount=amount,
                            event_player=dealer.controller)


def _transformed(game: Game, perm: Permanent) -> None:
    """"When this creature transforms into ~" (701.27e: the face now up has the ability), "when equipped creature
    transforms"."""
    for ability in perm.triggered_abilities:
        if ability.event in ("transforms", "enters_or_transforms") and not ability.attached:
            _queue_perm(game, perm, ability, ability.event)
    for watcher in _watchers(game):
        if watcher.attached_to == perm.oid:
            for ability in _abilities(watcher):
                if ability.attached and ability.event == "transforms":
                    _queue_perm(game, watcher, ability, "transforms", event_oid=perm.oid)


def _turn_flags(game: Game, event: str, obj: Any, data: dict[str, Any]) -> None:
    """What happened this turn, for the conditions of effects ("if a creature died this turn", "if you
    attacked this turn", `plugins.conditions`): flags of the turn."""
    flag = None
    if event == "leaves_battlefield" and isinstance(obj, Permanent) and obj.is_creature and data.get("to") == \
            "graveyard":
        flag = "turn:creature_died"
    elif event == "attacks" and isinstance(obj, Permanent):
        flag = f"turn:attacked:{obj.controller}"
    elif event == "life_gained" and isinstance(obj, str):
        flag = f"turn:gained_life:{obj}"
    elif event == "life_lost" and isinstance(obj, str):
        flag = f"turn:lost_life:{obj}"
    elif event == "drew" and isinstance(data.get("player"), str):  # how many cards each player drew this turn
        n = 1
        while f"turn:drew:{data['player']}:{n}" in game.state.flags:
            n += 1
        flag = f"turn:drew:{data['player']}:{n}"
    elif event == "damage_dealt" and isinstance(data.get("recipient"), Permanent) and getattr(obj, "oid", None):
        flag = f"turn:damaged:{obj.oid}:{data['recipient'].oid}"  # "a creature dealt damage by ~ this turn"
    if flag is not None and flag not in game.state.flags:
        game.set_flag(flag)


def _chapters(perm: Permanent) -> list[TriggeredAbility]:
    return [a for a in perm.triggered_abilities if a.event == "chapter" and a.chapters]


def _lore(game: Game, perm: Permanent, rule: str) -> None:
    """A lore counter on a Saga (714.3a as it enters, 714.3b as its controller's precombat main phase begins)."""
    now = game.update_permanent(perm, counters=perm.with_counter("lore", 1).counters)
    game.step(rule, "resolve", "step.counter_put", card=card_name(now.card), counter="lore", count=1)


def _chapter_triggers(game: Game, perm: Permanent, added: int) -> None:
    """714.2b: a chapter ability triggers when the lore counters go from less than its number to at least it."""
    now = perm.counter("lore")
    for ability in _chapters(perm):
        for number in ability.chapters:
            if now - added < number <= now:
                _queue_perm(game, perm, ability, "chapter")


def _counters_put(game: Game, perm: Permanent, added: tuple[tuple[str, int], ...]) -> None:
    """"Whenever one or more +1/+1 counters are put on ~" (once), "whenever a +1/+1 counter is put on ~" (once for
    each counter), "... on a creature you control" (122.6: as it enters too)."""
    lore = sum(count for kind, count in added if kind == "lore")
    if lore:
        _chapter_triggers(game, perm, lore)
    n = sum(count for kind, count in added if kind == "+1/+1")
    if not n:
        return
    for ability in perm.triggered_abilities:
        if ability.event == "plus_counters_put":
            _queue_perm(game, perm, ability, ability.event, event_amount=n)
        elif ability.event == "plus_counter_put":
            for _ in range(n):
                _queue_perm(game, perm, ability, ability.event, event_amount=1)
    for watcher in _watchers(game):
        for ability in _abilities(watcher):
            if ability.event == "plus_counters_put_other" and _about(game, watcher, ability, perm):
                _queue_perm(game, watcher, ability, ability.event, event_oid=perm.oid, event_amount=n,
                            event_player=perm.controller)


@hookimpl
def arbitre_state_based_actions(game: Game) -> bool | None:
    """714.4: a Saga with as many lore counters as its final chapter number, none of its chapter abilities
    waiting or on the stack, is sacrificed. State triggers (603.8): "When you control no Islands, sacrifice ~"
    triggers as soon as it is true, and not again while the ability is waiting or on the stack."""
    done = False
    for perm in list(game.state.battlefield):
        chapters = [n for a in _chapters(perm) for n in a.chapters]
        if not chapters or perm.counter("lore") < max(chapters):
            continue
        waiting = game.state.pending_triggers + game.state.stack
        if any(i.source_oid == perm.oid and i.trigger == "chapter" for i in waiting):
            continue
        game.leave_battlefield(perm, "graveyard", "sacrifice")
        game.step("714.4", "sba", "step.sacrificed", player=perm.controller, card=card_name(perm.card))
        done = True
    for watcher in _watchers(game):
        for ability in _abilities(watcher):
            if ability.event != "control_none" or ability.filter is None:
                continue
            if any(game.matches(p, ability.filter, watcher.controller, watcher.oid)
                   for p in game.state.permanents_of(watcher.controller)):
                continue
            waiting = game.state.pending_triggers + game.state.stack
            if any(i.source_oid == watcher.oid and i.trigger == "control_none" for i in waiting):
                continue
            _queue_perm(game, watcher, ability, "control_none")
    return done or None


@hookimpl
def arbitre_event(game: Game, event: str, obj: Any, data: dict[str, Any]) -> None:
    first_gain = event == "life_gained" and f"turn:gained_life:{obj}" not in game.state.flags
    _turn_flags(game, event, obj, data)
    if event == "enters_battlefield" and isinstance(obj, Permanent):
        if _chapters(obj):  # 714.3a: a Saga enters with a lore counter (its chapter I triggers)
            _lore(game, obj, "714.3a")
        _entered(game, game.state.permanent(obj.oid) or obj)
    elif event == "leaves_battlefield" and isinstance(obj, Permanent):
        _left(game, obj, data.get("to"), data.get("card"), data.get("cause"))
    elif event == "put_into_graveyard" and isinstance(obj, CardObject) and isinstance(data.get("player"), str):
        _to_graveyard(game, obj, data["player"], str(data.get("from_zone")))
    elif event == "tapped_for_mana" and isinstance(obj, Permanent) and isinstance(data.get("player"), str):
        _tapped_for_mana(game, obj, data["player"], str(data.get("produced") or ""))
    elif event == "left_graveyard" and isinstance(data.get("player"), str):  # 603.10a: it looks back in time
        for watcher in _watchers(game):
            for ability in _abilities(watcher):
                if ability.event == "left_graveyard" and _in_scope(ability.scope, watcher.controller, data["player"]):
                    _queue_perm(game, watcher, ability, ability.event, event_player=data["player"])
    elif event == "day_night_changed":  # "whenever day becomes night or night becomes day" (730.2)
        for watcher in _watchers(game):
            for ability in _abilities(watcher):
                if ability.event == "day_night":
                    _queue_perm(game, watcher, ability, ability.event)
    elif event == "cast" and isinstance(obj, StackItem):
        _cast(game, obj)
    elif event == "activated" and isinstance(obj, StackItem):
        _activated(game, obj)
    elif event == "attacks" and isinstance(obj, Permanent):
        defender = data.get("defender")
        _combat_event(game, "attacks", obj, defender if isinstance(defender, str) else None,
                      alone=bool(data.get("alone")), count=len(data.get("attackers") or ()))
    elif event == "blocks" and isinstance(obj, Permanent):
        _combat_event(game, "blocks", obj, others=tuple(data.get("attackers") or ()))
    elif event == "becomes_blocked" and isinstance(obj, Permanent):  # 509.3c, once blocks are declared
        _combat_event(game, "blocked", obj, others=tuple(data.get("blockers") or ()))
    elif event == "combat_damage" and isinstance(obj, Permanent) and isinstance(data.get("player"), str):
        amount = data.get("amount")
        _combat_event(game, "combat_damage_to_player", obj, data["player"],
                      amount=amount if isinstance(amount, int) else None)
    elif event == "turned_face_up" and isinstance(obj, Permanent):
        _combat_event(game, "turned_face_up", obj)
    elif event == "transformed" and isinstance(obj, Permanent):
        _transformed(game, obj)
    elif event in ("becomes_tapped", "becomes_untapped") and isinstance(obj, Permanent):
        _combat_event(game, event, obj, obj.controller)  # its own, its Aura's ("enchanted land ..."), others'
    elif event == "not_blocked" and isinstance(obj, Permanent):  # 509.3: "attacks and isn't blocked"
        _combat_event(game, "attacks_unblocked", obj)
    elif event == "land_played" and isinstance(data.get("player"), str):
        _player_event(game, "land_played", data["player"])
    elif event in ("life_gained", "life_lost") and isinstance(obj, str):
        amount = data.get("amount")
        _player_event(game, event, obj, amount=amount if isinstance(amount, int) else None)
        if first_gain:  # "whenever you gain life for the first time each turn"
            _player_event(game, "life_gained_first", obj, amount=amount if isinstance(amount, int) else None)
    elif event in ("surveilled", "scried") and isinstance(obj, str):
        _player_event(game, event, obj)
    elif event == "counters_put" and isinstance(obj, Permanent):
        _counters_put(game, obj, tuple(data.get("added") or ()))
    elif event == "explored" and isinstance(obj, Permanent):
        for watcher in _watchers(game):
            for ability in _abilities(watcher):
                if ability.event == "explores_other" and _about(game, watcher, ability, obj):
                    _queue_perm(game, watcher, ability, ability.event, event_oid=obj.oid, event_player=obj.controller)
    elif event == "drew" and isinstance(data.get("player"), str):
        _player_event(game, "drew", data["player"])
        if f"turn:drew:{data['player']}:2" in game.state.flags and \
                f"turn:drew:{data['player']}:3" not in game.state.flags:  # the second card this turn
            _player_event(game, "drew_second", data["player"])
    elif event == "copied" and isinstance(obj, StackItem):
        _copied(game, obj)
    elif event == "exploited" and isinstance(obj, Permanent):  # 702.110b
        victim = data.get("victim")
        for ability in obj.triggered_abilities:
            if ability.event == "exploits":
                _queue_perm(game, obj, ability, ability.event, event_oid=victim)
        for watcher in _watchers(game):
            for ability in _abilities(watcher):
                if ability.event == "exploits_other" and _about(game, watcher, ability, obj):
                    _queue_perm(game, watcher, ability, ability.event, event_oid=obj.oid, event_player=obj.controller)
    elif event == "became_monstrous" and isinstance(obj, Permanent):
        for ability in obj.triggered_abilities:
            if ability.event == "became_monstrous":
                _queue_perm(game, obj, ability, ability.event)
    elif event == "discarded" and isinstance(obj, CardObject) and isinstance(data.get("player"), str):
        now = data.get("card")
        cause = game.resolving
        if isinstance(now, CardObject) and cause is not None and cause.controller != data["player"]:
            for ability in now.card.triggered:  # "when a spell or ability an opponent controls causes you to
                if ability.event == "discarded_by_opponent":  # discard ~" (the card, now in the graveyard)
                    _queue(game, now.card, data["player"], now.owner, now.oid, ability, ability.event,
                           event_card_oid=now.oid, event_player=cause.controller)
        _player_event(game, "discarded", data["player"], obj.card,
                      card_oid=now.oid if isinstance(now, CardObject) else None)
    elif event == "damage_dealt":
        amount = data.get("amount")
        _damage_event(game, getattr(obj, "oid", None), data.get("recipient"), bool(data.get("combat")),
                      amount if isinstance(amount, int) else 0)


def _step_player(game: Game, watcher: Permanent, scope: str) -> str | None:
    """Whose step a step trigger waits for: the active player's, when in `scope` ("your", "each",
    "an opponent's", "enchanted creature's controller's")."""
    active = game.state.active
    if scope == "attached_controller":
        host = game.state.permanent(watcher.attached_to) if watcher.attached_to is not None else None
        return active if host is not None and host.controller == active else None
    if scope == "enchanted_player":  # a Curse: "at the beginning of enchanted player's upkeep" (303.4)
        return active if watcher.enchanted_player == active else None
    return active if _in_scope(scope, watcher.controller, active) else None


@hookimpl
def arbitre_begin_step(game: Game, step: str) -> None:
    """"At the beginning of your upkeep / each end step / combat on your turn" (603.2, 503.1, 513.1)."""
    waiting = [d for d in game.state.delayed if d[0] == step]
    if waiting:  # 603.7b: a delayed triggered ability triggers once, at the next such step
        game.state = replace(game.state, delayed=tuple(d for d in game.state.delayed if d[0] != step))
        for _, pending in waiting:
            game.add_pending_trigger(replace(pending, oid=game.new_stack_oid()))
            game.step("603.7", "trigger", "step.ability_triggers", card=card_name(pending.card), trigger="delayed")
    if step == "cleanup" and any(d[0] == "cast" for d in game.state.delayed):  # "... this turn": it never will
        game.state = replace(game.state, delayed=tuple(d for d in game.state.delayed if d[0] != "cast"))
    if step == "main1":  # 714.3b: the active player's Sagas get a lore counter
        for perm in list(game.state.permanents_of(game.state.active)):
            if _chapters(perm):
                _lore(game, perm, "714.3b")
    event = STEP_EVENTS.get(step)
    if event is None:
        return
    for watcher in _watchers(game):
        for ability in _abilities(watcher):
            if ability.event == event:
                player = _step_player(game, watcher, ability.scope)
                if player is not None:
                    _queue_perm(game, watcher, ability, event, event_player=player)


@hookimpl
def arbitre_trigger_events() -> list[str]:
    return list(EVENTS)

