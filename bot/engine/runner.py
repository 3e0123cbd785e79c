"""Run a parsed message through the engine: build the situation, carry out each action, undo
illegal ones (732), answer questions without changing the situation.

`run_message` is the single entry point the presentation layers use (CLI, Discord, chat).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

import pluggy

from bot.engine import hookspecs as hs
from bot.engine.abilities import face_down
from bot.engine.actions import Action, Message, Setup
from bot.engine.game import AssumedChoice, Game
from bot.engine.plugins import FailureCollector, PluginFailure
from bot.engine.state import (
    STEPS,
    CardObject,
    GameState,
    Permanent,
    PlayerState,
    Pool,
    StackItem,
    replace,
)
from bot.engine.timing import activation_rule, timing_rule
from bot.engine.trace import ActionTrace, Answer, ErrorInfo, Illegal, Step, TraceBuilder, card_name
from bot.engine.world import OpenWorld
from foundation.cards import CardDef
from foundation.errors import EngineSignal, IllegalAction, IncompleteAction, WorldRestart

DEFAULT_LIBRARY = 40
CR_VERSION = "2026-01-16"


@dataclass
class RunResult:
    lang: str
    trace: TraceBuilder
    state: GameState
    failures: list[PluginFailure] = field(default_factory=list)
    actions: list[Action] = field(default_factory=list)  # as carried out (targets the open world filled in)
    initial: GameState | None = None
    choices: list[AssumedChoice] = field(default_factory=list)  # choices the engine made for a player

    @property
    def verdict(self) -> str:
        if self.trace.error is not None:
            return "error"
        if self.trace.illegal is not None:
            return "illegal"
        return "legal"

    @property
    def exit_code(self) -> int:
        return {"legal": 0, "illegal": 1, "error": 2}[self.verdict]


def initial_state(setup: Setup) -> GameState:
    """The situation a message describes (PLAY_LANGUAGE "Default situation")."""
    oid = 1
    players = []
    library: tuple[CardObject, ...]
    battlefield = []

    def new(card: CardDef, owner: str) -> CardObject:
        nonlocal oid
        obj = CardObject(oid, card, owner)
        oid += 1
        return obj

    for ps in setup.players:
        hand = tuple(new(c, ps.name) for c in ps.hand)
        graveyard = tuple(new(c, ps.name) for c in ps.graveyard)
        # a card with foretell in exile at the start was foretold on an earlier turn (702.143a)
        exile = tuple(replace(new(c, ps.name), foretold=0) if c.cost_named("foretell") else new(c, ps.name)
                      for c in ps.exile)
        if ps.library is None:
            library, unknown = (), DEFAULT_LIBRARY
        else:
            library, unknown = tuple(new(c, ps.name) for c in ps.library), ps.library_unknown or 0
        for spec in ps.battlefield:
            # echo (702.30a) is due at the next upkeep of a permanent that came under control this turn
            due = frozenset({"echo_due"}) if spec.sick and "echo" in spec.card.keywords else frozenset()
            shown = face_down(spec.card) if spec.face_down else spec.card  # 708.2a
            battlefield.append(Permanent(oid, shown, ps.name, ps.name, tapped=spec.tapped, sick=spec.sick,
                                         haste=spec.haste, damage=spec.damage, counters=spec.counters,
                                         attacking=spec.attacking, keyword_state=due,
                                         face_down_card=spec.card if spec.face_down else None,
                                         origin=spec.origin, stated=spec.stated))
            oid += 1
        players.append(PlayerState(ps.name, life=20 if ps.life is None else ps.life, hand=hand, graveyard=graveyard,
                                   exile=exile, library=library, library_unknown=unknown,
                                   pool=Pool.from_symbols(ps.pool), lands_played=ps.lands_played))
    active = setup.active or setup.players[0].name
    if not any(p.name == active for p in players):  # a turn given to no declared player (a reader's default)
        active = setup.players[0].name
    from bot.engine.state import NO_PRIORITY_STEPS

    priority = None if setup.step in NO_PRIORITY_STEPS else active  # 502.4, 514.3
    return GameState(players=tuple(players), battlefield=tuple(battlefield), active=active, step=setup.step,
                     priority=priority, next_oid=oid)


def _perform(game: Game, action: Action) -> None:
    kind = action.kind
    st = game.state
    if kind == "note":  # what the message says happened before (a spell already on the stack): its notes only
        return
    if kind == "on_stack":
        _put_on_stack(game, action)
        return
    if action.settle and st.stack and (_needs_empty_stack(action) or _moves_to_blockers(game, action)):
        game.step("117.4", "info", "step.settle_first")
        game.resolve_all()
        st = game.state
    if kind == "pass":
        player = action.actor or st.priority or st.active
        if st.priority != player:
            game.claim_priority(player)
        game.pass_priority(player)
    elif kind == "resolve":
        if not st.stack:
            game.step("117.4", "info", "step.nothing_to_resolve")
            game.state = replace(game.state, passed=frozenset())
            game.all_passed()
            return
        game.step("117.4", "step", "step.all_pass")
        game.state = replace(game.state, passed=frozenset())
        game.resolve_top()
    elif kind == "resolve_all":
        game.resolve_all()
    elif kind == "hold_priority":
        player = action.actor or st.priority or st.active
        if st.priority != player:
            game.claim_priority(player)
        game.step("117.3c", "info", "step.hold_priority", player=player)
    elif kind == "next_step":
        game.state = replace(game.state, passed=frozenset())
        if game.state.stack:
            game.resolve_all()
        game.step("117.4", "info", "step.stack_empty_step_ends", step=game.state.step)
        game.end_step()
    elif kind == "goto_step":
        from bot.engine.state import STEPS

        target = action.step or game.state.step
        game.begun_steps = []
        for _ in range(2 * len(STEPS) + 1):
            if game.state.step == target or target in game.begun_steps:
                break
            if game.state.stack:
                game.resolve_all()
            game.step("117.4", "info", "step.stack_empty_step_ends", step=game.state.step)
            game.end_step()
    elif kind == "sacrifice" and not hs.call_perform_action(game.pm, game, action):
        raise IncompleteAction("err.sacrifice_needs_context")  # sacrificing is a cost or an effect's choice
    elif kind in ("pay", "discard", "choose", "decline_madness", "decline_pay", "exert") \
            and not hs.call_perform_action(game.pm, game, action):
        raise IncompleteAction("err.nothing_to_answer", kind=kind)
    elif not hs.call_perform_action(game.pm, game, action):
        raise IncompleteAction("err.no_plugin_for_action", kind=kind)


def _put_on_stack(game: Game, action: Action) -> None:
    """A spell the message treats as already on the stack though nothing it names is a legal target for it
    ("I Force of Will his Counterspell"): it is on the stack, cast before with a target the message doesn't
    need to know (FREE_FORM.md section 2)."""
    from bot.engine.state import StackItem

    assert action.card is not None
    player = action.actor or game.state.priority or game.state.active
    card = action.card.card
    obj = next((o for o in game.state.player(player).hand if o.card.name == card.name), None)
    if obj is not None:
        game.remove_from_zone(player, "hand", obj.oid)
    # else a listed hand: it is the hand after that earlier cast (the open world only puts it here then)
    oid = game.new_stack_oid()
    game.push_stack(StackItem(oid=oid, kind="spell", controller=player, card=card,
                              owner=obj.owner if obj is not None else player,
                              effects=card.effects, target_specs=card.targets, from_zone="hand"))
    if "paid_before" in action.words:  # cast before the message begins: its targets as written, its payment unsaid
        game.step("405.1", "info", "step.on_stack_paid_before", card=card_name(card), player=player)
        if action.targets:
            from bot.engine.targets import choose_targets

            item = game.state.stack[-1]
            targets = choose_targets(game, card.targets, action.targets, player, None, oid)
            game.state = replace(game.state, stack=game.state.stack[:-1] + (replace(item, targets=targets),))
    else:
        game.step("405.1", "info", "step.on_stack_untargeted", card=card_name(card), player=player)
    game.state = replace(game.state, priority=player)


def _moves_to_blockers(game: Game, action: Action) -> bool:
    """A block said after an attack ("I swing with Goblin Guide, he blocks with his Bears"): the declare
    blockers step begins only once the stack is empty and everyone passed (117.4, 509.1), so the attack
    triggers written before it have resolved."""
    step = game.state.step
    return action.kind == "block" and step in STEPS and STEPS.index(step) < STEPS.index("declare_blockers")


def _needs_empty_stack(action: Action) -> bool:
    """Actions a player takes only with an empty stack (307.1, 305.1, 508.1): said after "then", the
    spells before them resolve first."""
    if action.kind in ("attack", "play_land", "next_step", "goto_step"):
        return True
    if action.kind == "cast" and action.card is not None:
        card = action.card.card
        return "instant" not in card.types and "flash" not in card.keywords
    return False


def _restored(before: GameState, after: GameState) -> list[Step]:
    """What undoing an action gives back (732.1): cards back in place, untapped permanents, life, mana."""
    steps: list[Step] = []
    for p_before in before.players:
        p_after = after.player(p_before.name) if after.has_player(p_before.name) else None
        if p_after is None:
            continue
        if p_after.life != p_before.life:
            steps.append(Step("732.1", "info", "rb.life", (("player", p_before.name), ("life", p_before.life))))
        for zone in ("hand", "graveyard", "exile"):
            after_names = [o.card.name for o in p_after.zone(zone)]
            for obj in p_before.zone(zone):
                if obj.card.name in after_names:
                    after_names.remove(obj.card.name)
                else:
                    steps.append(Step("732.1", "info", "rb.card_back", (("card", card_name(obj.card)), ("zone", zone),
                                                                       ("player", p_before.name))))
        if p_after.pool != p_before.pool:
            steps.append(Step("732.1", "info", "rb.pool",
                              (("player", p_before.name), ("pool", p_before.pool.symbols()))))
    after_perms = {p.oid: p for p in after.battlefield}
    for perm in before.battlefield:
        now = after_perms.get(perm.oid)
        if now is None:
            steps.append(Step("732.1", "info", "rb.permanent_back", (("card", card_name(perm.card)),)))
        elif now.tapped and not perm.tapped:
            steps.append(Step("732.1", "info", "rb.untapped", (("card", card_name(perm.card)),)))
    return steps


def run_message(message: Message, pm: pluggy.PluginManager, max_actions: int = 200,
                world: OpenWorld | None = None, snapshots: dict[int, GameState] | None = None) -> RunResult:
    """Trace every action of a parsed message.

    With an open `world`, an action that fails for want of an object in an unknown zone gets it
    (FREE_FORM.md section 2) and is tried again; `snapshots` (when given) receives the state
    before each top-level action, for re-judging an assumption from there.
    """
    trace = TraceBuilder()
    state = initial_state(message.setup)
    game = Game(state, pm, trace, list(message.actions))
    if world is not None:
        world.closed_lands.clear()
        game.unknown_zones = frozenset(world.unknown)
    with FailureCollector() as failures:
        hs.call_event(pm, game, "setup", None)  # the described board as its static abilities make it (613)
        play(game, failures, max_actions, world, snapshots)
    return RunResult(message.lang, trace, game.state, list(failures.failures), actions=game.actions,
                     initial=state, choices=game.assumed_choices)


MAX_RETRIES = 60  # actions tried again after the open world supplied something, per run


def play(game: Game, failures: FailureCollector, max_actions: int = 200, world: OpenWorld | None = None,
         snapshots: dict[int, GameState] | None = None) -> None:
    """Carry out `game.actions` from `game.cursor + 1` on (see `run_message`)."""
    trace = game.trace
    retries = 0
    while game.cursor + 1 < len(game.actions):
        game.cursor += 1
        game.action_number += 1
        action = game.actions[game.cursor]
        first_number = game.action_number
        trace_len = len(trace.actions)
        trace.begin(game.action_number, action.line, action.source)
        before = game.state
        if snapshots is not None:
            snapshots[game.cursor] = before
        checkpoint_cursor, checkpoint_number = game.cursor, game.action_number
        game.action_start, game.choices_in_action = checkpoint_cursor, 0
        if game.action_number > max_actions:
            trace.error = ErrorInfo("too_large", "err.too_many_actions", {"max": max_actions}, action.line)
            break
        game.paying = 0
        game.resolving = None
        n_failures = len(failures.failures)
        try:
            for rule, message_id, params in action.notes:
                game.step(rule, "info", message_id, **dict(params))
            _perform(game, action)
            if world is not None and action.closes_lands:
                world.close_lands(action.closes_lands, checkpoint_cursor)
            if len(failures.failures) > n_failures:
                f = failures.failures[n_failures]
                raise IncompleteAction("err.plugin_failed", plugin=f.plugin, hook=f.hook, error=f.error)
            if action.question:
                resolution: list[Step] = []
                but = _consequence(game, action, before, resolution)
                _answer(trace, first_number, action, legal=True, actor=action.actor or before.priority or "",
                        but=but, resolution=tuple(resolution))
                _close_question(game, before, checkpoint_cursor, checkpoint_number, first_number)
        except EngineSignal as exc:
            if world is not None and retries < MAX_RETRIES:
                fix = world.fix(before, game, action, checkpoint_cursor, exc)
                if fix is not None:
                    if fix.restart:
                        raise WorldRestart() from exc
                    retries += 1
                    game.state = fix.state
                    if fix.action is not None:
                        game.actions[checkpoint_cursor] = fix.action
                    del trace.actions[trace_len:]
                    game.assumed_choices = [c for c in game.assumed_choices if c.key[0] < checkpoint_cursor]
                    trace.illegal = trace.error = None
                    game.cursor, game.action_number = checkpoint_cursor - 1, first_number - 1
                    continue
            if world is not None:
                exc = world.unsaid_target(_listed_zone_judgement(world, exc, action, before), action, game)
            if not _judged(game, trace, action, exc, before, first_number, checkpoint_cursor, checkpoint_number):
                break


def _listed_zone_judgement(world: OpenWorld, exc: EngineSignal, action: Action, before: GameState) -> EngineSignal:
    """In an open world, a card missing from a zone the message lists is a judgement, not an error: the
    message says what that zone holds, and the card isn't there (FREE_FORM.md section 2)."""
    if isinstance(exc, IncompleteAction) and exc.message == "err.no_such_permanent":
        return _listed_battlefield_short(world, exc, action, before)
    if not isinstance(exc, IncompleteAction) or exc.message != "err.card_not_in_zone":
        return exc
    player = str(exc.params.get("player") or action.actor or before.priority or before.active)
    zone = str(exc.params.get("zone") or "hand")
    if world.is_unknown(player, zone):
        return exc
    return IllegalAction("ill.card_not_in_zone", "601.3", ("601.3", "601.2a"), card=exc.params.get("card"),
                         zone=zone, player=player)


def _listed_battlefield_short(world: OpenWorld, exc: IncompleteAction, action: Action,
                              before: GameState) -> EngineSignal:
    """"I have one Mountain ... sacrificing two Mountains": the payment names a permanent more times than
    the battlefield the message lists holds. The message says what that battlefield holds, so the cost
    can't be paid (118.3), a judgement rather than a question back."""
    from bot.engine.world import payment_refs

    player = str(exc.params.get("player") or action.actor or before.priority or before.active)
    if world.is_unknown(player, "battlefield") or not before.has_player(player):
        return exc
    name = str(exc.params.get("card", ""))
    named = list(payment_refs(action.payment)) + (list(action.cards) if action.kind == "tap_mana" else [])
    written = [ref for ref in named if ref.card.name == name]
    have = sum(1 for p in before.permanents_of(player) if p.card.name == name)
    if not written or len(written) <= have:
        return exc
    if have == 0:  # "I have two Islands. I tap my Forest": not there at all
        rule = "602.2" if action.kind == "tap_mana" else "118.3"
        return IllegalAction("ill.card_not_in_zone", rule, (rule, "118.3"), card=card_name(written[0].card),
                             zone="battlefield", player=player)
    return IllegalAction("ill.listed_too_few", "118.3", ("118.3", "601.2h"), card=card_name(written[0].card),
                         written=len(written), have=have, player=player)


def _judged(game: Game, trace: TraceBuilder, action: Action, exc: EngineSignal, before: GameState,
            first_number: int, checkpoint_cursor: int, checkpoint_number: int) -> bool:
    """Record what an engine signal means for the trace; False when the trace stops there."""
    if isinstance(exc, IllegalAction):
        if action.question:
            _answer(trace, first_number, action, legal=False, exc=exc)
            _close_question(game, before, checkpoint_cursor, checkpoint_number, first_number)
            return True
        after = game.state
        game.state = before
        entry = trace.current
        if entry is not None:
            entry.legal = False
            entry.steps.append(Step(exc.rule, "illegal", exc.message, tuple(exc.params.items())))
        trace.illegal = Illegal(
            action=trace.current.index if trace.current else first_number,
            rule=exc.rule, rules=exc.rules, message=exc.message, params=dict(exc.params),
            restored=_restored(before, after),
        )
        return False
    game.state = before
    if isinstance(exc, IncompleteAction):
        line = trace.current.line if trace.current else action.line
        params = dict(exc.params)
        column = params.pop("column", None)
        trace.error = ErrorInfo("incomplete", exc.message, params, line, column, exc.candidates)
        return False
    trace.error = ErrorInfo("incomplete", exc.message, dict(exc.params), action.line)  # pragma: no cover
    return False


# What a "can I ...?" question asks, for the answer to say it back ("yes: you can cast Lightning Bolt").
ASKED_KINDS = ("cast", "activate", "tap_mana", "play_land", "attack", "block", "sacrifice", "discard")


def _answer(trace: TraceBuilder, number: int, action: Action, legal: bool, exc: IllegalAction | None = None,
            actor: str = "", but: tuple[Step, ...] = (), resolution: tuple[Step, ...] = ()) -> None:
    entry = next((a for a in trace.actions if a.index == number), None)
    if entry is None:
        return
    if legal:
        rule = _permission_rule(entry, action)
        entry.answer = Answer(True, rule, "ans.yes", _asked(action, actor, _mana_activation(entry)), but, resolution)
    else:
        assert exc is not None
        entry.answer = Answer(False, exc.rule, exc.message, dict(exc.params))
        entry.steps.append(Step(exc.rule, "info", exc.message, tuple(exc.params.items())))


def _asked(action: Action, actor: str, mana: bool) -> dict[str, object]:
    """The parameters of a yes: what was asked (`asked`, "other" when the catalogue has no words for it),
    by whom (`player`) and with what (`card`: the card, the blocker or the attackers)."""
    cards: tuple[Any, ...] = ()
    if action.kind == "block" and action.blocker is not None:
        cards = (action.blocker,)
    elif action.card is not None:
        cards = (action.card,)
    elif action.cards:
        cards = action.cards
    asked = action.kind if action.kind in ASKED_KINDS and cards else "other"
    if asked == "activate" and mana:
        asked = "tap_mana"  # a mana ability: activated whenever its controller has priority, or while paying
    named = tuple(card_name(c) for c in cards)
    return {"asked": asked, "player": actor, "card": named[0] if len(named) == 1 else named}


# Steps of a resolution that say the spell or ability won't do what it says: a yes to "can I ...?" that
# leads there is right but misleading without them ("yes, but Abrupt Decay can't be countered").
NULLIFIED = frozenset({
    "step.cant_be_countered", "step.indestructible", "step.indestructible_survives",
    "step.regenerated", "step.umbra_armor", "step.damage_prevented_protection", "step.damage_prevented_self",
    "step.damage_prevented_shield", "step.no_legal_choice", "step.keyword_source_gone", "step.ward_target_gone",
})


def _consequence(game: Game, action: Action, before: GameState,
                 resolution: list[Step] | None = None) -> tuple[Step, ...]:
    """What the spell or ability a "can I ...?" question asked about would fail to do (NULLIFIED steps, and
    its being countered), found by letting the stack resolve down to it on a copy of the hypothetical
    situation, with a trace of its own (a ward trigger above it resolves first); nothing when that needs
    a choice the message doesn't make, or when the question put nothing on the stack."""
    if action.kind not in ("cast", "activate"):
        return ()
    old = {item.oid for item in before.stack}
    asked = next((item for item in game.state.stack if item.oid not in old and item.kind in ("spell", "ability")),
                 None)
    if asked is None:
        return ()
    return _consequence_of(game, asked, resolution)


def consequence_of_play(result: RunResult, pm: pluggy.PluginManager,
                        resolution: list[Step] | None = None) -> tuple[Step, ...]:
    """What the spell or ability the last action of a legal play cast or activated would fail to do (the
    steps `_consequence` finds), for a message that asks "does it work?" about the play rather than "can I
    ...?": "yes, but Abrupt Decay can't be countered". Nothing when the last action put nothing on the stack
    that is still there. `resolution` (when given) receives every step of that resolution, for saying what
    the spell does when nothing stops it."""
    action = result.actions[-1] if result.actions else None
    if result.verdict != "legal" or action is None or action.question or action.kind not in ("cast", "activate"):
        return ()
    if action.card is None:
        return ()
    name = action.card.card.name
    actor = action.actor or result.state.priority or result.state.active
    asked = next((item for item in reversed(result.state.stack) if item.card.name == name
                  and item.kind in ("spell", "ability") and (not actor or item.controller == actor)), None)
    if asked is None:
        return ()
    game = Game(result.state, pm, TraceBuilder(), list(result.actions))
    game.cursor = len(game.actions) - 1
    return _consequence_of(game, asked, resolution)


def _consequence_of(game: Game, asked: StackItem, resolution: list[Step] | None = None) -> tuple[Step, ...]:
    """The NULLIFIED steps and the countering of `asked` when the stack resolves down to it (on a copy:
    `game` is as it was afterwards); `resolution` receives every step of it, state-based actions included."""
    saved = (game.state, game.trace, game.cursor, game.action_number, game.work, game.notes, game.resolving,
             len(game.assumed_choices), game.choices_in_action, list(game.begun_steps), set(game.noted_unenforced))
    probe = TraceBuilder()
    probe.begin(0, 0, "")
    game.trace = probe
    name = card_name(asked.card)
    found: list[Step] = []
    try:
        for _ in range(MAX_RESOLVED_FOR_ANSWER):
            if game.state.stack_item(asked.oid) is None or not game.state.stack:
                break
            top, start = game.state.stack[-1], len(probe.actions[0].steps)
            game.resolve_top()
            for s in probe.actions[0].steps[start:]:
                # `asked` itself: countered while something else resolves, fizzling as it resolves (a spell of the
                # same name that `asked` counters is not it: "can I Counterspell his Counterspell?")
                mine = s.param_dict().get("card") == name and (
                    (s.message == "step.countered" and top.oid != asked.oid) or
                    (s.message == "step.fizzles" and top.oid == asked.oid))
                if mine and s.message == "step.countered" and top.trigger == "ward":  # countered unless paid
                    found.append(Step("702.21a", "info", "step.ward_counters", (
                        ("source", card_name(top.card)), ("card", name), ("player", asked.controller))))
                elif mine or s.message in NULLIFIED:
                    found.append(Step(s.rule, "info", s.message, s.params))
        if resolution is not None:
            game.check_state()
            resolution.extend(probe.actions[0].steps)
    except EngineSignal:
        return ()
    finally:
        (game.state, game.trace, game.cursor, game.action_number, game.work, game.notes, game.resolving,
         chosen, game.choices_in_action, game.begun_steps, game.noted_unenforced) = saved
        del game.assumed_choices[chosen:]
    return tuple(found)


MAX_RESOLVED_FOR_ANSWER = 8  # stack objects resolved above the one a question asked about


# Steps that say a permission let the action happen when its timing alone would not: an alternative cost from
# another zone (flashback, 702.34a), a cast that ignores timing (cascade, suspend), flash (702.8a)
_PERMISSION_STEPS = ("step.timing_ignored", "step.alt_permission", "step.flash_timing")
# What the answer to "can I attack / block / play a land?" rests on
_ACTION_RULES = {"play_land": "305.1", "attack": "508.1a", "block": "509.1a"}


def _mana_activation(entry: ActionTrace) -> bool:
    """The action activated a mana ability: mana was added and no ability went on the stack (605.3b)."""
    return any(step.kind == "mana" for step in entry.steps) and \
        not any(step.message == "step.ability_on_stack" for step in entry.steps)


def _permission_rule(entry: ActionTrace, action: Action) -> str:
    """The rule that allows what a "can I ...?" asked, the one a no would have cited had the timing been wrong:
    a permission that overrides the card's timing (flash, flashback from the graveyard, cascade), else the
    timing rule of what was asked (117.1a an instant, 307.1 a sorcery, 302.1 a creature..., 305.1 a land,
    602.5d-e an ability "activate only as a sorcery / an instant", 606.3 loyalty, 605.3a a mana ability,
    117.1b any other ability); for anything else, the first procedure rule its trace cites."""
    said = {step.message: step for step in entry.steps}
    for key in _PERMISSION_STEPS:
        step = said.get(key)
        if step is not None and not (key == "step.alt_permission" and step.param_dict().get("zone") == "hand"):
            return step.rule
    card = action.card.card if action.card is not None else None
    if action.kind == "cast" and card is not None:
        return timing_rule(card)
    if action.kind in ("activate", "tap_mana") and card is not None and card.activated:
        on_stack = said.get("step.ability_on_stack")
        mana = _mana_activation(entry)
        index = int(on_stack.param_dict().get("number") or 1) - 1 if on_stack is not None else \
            (action.ability - 1 if action.ability else next(
                (i for i, ab in enumerate(card.activated) if (ab.mana is not None) == mana), 0))
        if 0 <= index < len(card.activated):
            return activation_rule(card.activated[index], mana)
    if action.kind in _ACTION_RULES:
        return _ACTION_RULES[action.kind]
    for step in entry.steps:
        if step.kind in ("mana", "step", "cost") and not step.rule.startswith("117.3"):
            return step.rule  # the first procedure step, not an implicit pass of priority
    return "117.1"


def _close_question(game: Game, before: GameState, cursor: int, number: int, first_number: int) -> None:
    """A question leaves the situation as it was (TRACE_JSON: state left as before the question)."""
    game.state = before  # lines the question consumed (a pay line) stay consumed; their steps stay in the trace
