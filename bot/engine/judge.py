"""Judging a message in an open world: fill in what it doesn't say, show every assumption, and say
which assumptions decide the answer (FREE_FORM.md section 2).

    judgement = judge(message, pm, lookup=pool.get)          # -> Judgement
    judgement.result                                          # the clean run (RunResult)
    judgement.assumptions                                     # enabling, stated and re-judged ones

1. Discovery: the message runs in an `OpenWorld`; an action that lacks an object in an unknown
   zone gets it (a placement) and is tried again.
2. A clean run from the completed initial situation: that is the trace the user sees. The state
   before each action is kept (states are immutable: keeping them costs nothing).
3. Each re-judged assumption (FREE_FORM's table, in the order the message mentions what it
   concerns, at most 12) is reversed in the state before the first action it concerns and the
   rest of the message runs again from there; it is decisive when the verdict or the answer to
   the question changes.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, field
from dataclasses import replace as dc_replace
from typing import Any

import pluggy

from bot.engine.actions import Action, CardRef, Message, Setup
from bot.engine.game import Game
from bot.engine.placeholders import is_cost_card, is_placeholder
from bot.engine.plugins import FailureCollector
from bot.engine.runner import RunResult, initial_state, play, run_message
from bot.engine.state import GameState, Permanent, replace
from bot.engine.trace import Name, TraceBuilder, card_name
from bot.engine.world import ModeFill, OpenWorld, Placement, TargetFill, XFill, default_turn
from foundation.cards import CardDef
from foundation.errors import WorldRestart

MAX_REJUDGED = 12
MAX_RESTARTS = 4
MAX_CLEAN_RUNS = 3


@dataclass(frozen=True, slots=True)
class Otherwise:
    """The other outcome, when an assumption is decisive."""

    verdict: str | None  # for a play: "legal" | "illegal"
    answer_legal: bool | None  # for a question: the other answer
    rule: str
    message: str
    params: tuple[tuple[str, Any], ...] = ()
    condition: str = ""  # message id of the other reading, when there are several ("if it targets X")
    condition_params: tuple[tuple[str, Any], ...] = ()


@dataclass(frozen=True, slots=True)
class Reversal:
    """How to judge a re-judged assumption the other way (FREE_FORM's table)."""

    kind: str  # "tapped" | "sick" | "controller" | "message" | "action" | "choice" | "no_card"
    action: int  # the first action (0-based) it concerns: the re-run starts there
    oid: int = 0
    controller: str = ""
    message: Message | None = None  # "message": the message read the other way (a name's second candidate)
    probe: OutcomeProbe | None = None  # "message": what that reading's question asks ("does it die?": that card)
    focus: tuple[str, ...] = ()  # "message": the cards that reading's question asks about (`judge`'s focus)
    replacement: Action | None = None  # "action": that action done the other way (a spell's next legal target)
    rule: str = ""  # the rule of the choice it reverses, cited when the other outcome has none of its own
    choice: tuple[int, int] = (0, 0)  # "choice": which choice the engine made for a player (AssumedChoice.key)
    pick: tuple[int, ...] = ()  # ... and the options to pick instead
    condition: str = ""  # message id saying which other reading this is, when there are several
    condition_params: tuple[tuple[str, Any], ...] = ()
    zone: str = ""  # "no_card": the zone (of `controller`) that holds no card the cost can take ...
    card: tuple[str, ...] = ()  # ... instead of the cards the open world put there (their English names)


@dataclass(slots=True)
class Assumption:
    kind: str
    message: str  # message id (asm.*)
    params: dict[str, Any]
    about: Any  # a Name, a player name, or text
    stated: bool = False
    enabling: bool = False
    reversal: Reversal | None = None
    more: tuple[Reversal, ...] = ()  # further readings to re-judge with (other targets), after `reversal`
    decisive: bool = False
    otherwise: Otherwise | None = None
    order: int = 0  # the action it concerns first (mention order)

    @property
    def reversals(self) -> tuple[Reversal, ...]:
        return ((self.reversal,) if self.reversal is not None else ()) + self.more


@dataclass(frozen=True, slots=True)
class Outcome:
    verdict: str
    answer: bool | None  # the asked question's answer (the last action's), if any
    result: object  # an outcome question's answer ("do they die?", the situation "what happens?" leads to)
    rule: str
    message: str
    params: tuple[tuple[str, Any], ...]
    outcome_rule: str = ""  # the rule of what the play led to (a state-based action, a fizzle), if any
    outcome_message: str = ""  # ... and its step's message
    outcome_params: tuple[tuple[str, Any], ...] = ()
    happened: tuple[tuple[str, str, str], ...] = ()  # every such outcome: (rule, message id, card)


OutcomeProbe = Callable[[GameState], object]
OUTCOME_KINDS = ("sba", "resolve")


@dataclass
class Judgement:
    result: RunResult
    message: Message  # as judged (preludes and filled targets included)
    assumptions: list[Assumption] = field(default_factory=list)
    outcome: Outcome | None = None
    # other readings of the message judged whole while re-judging: (message, focus, outcome); the ambiguity
    # check judges the same ones (bot.core), and finds them here (`judged_reading`)
    readings: list[tuple[Message, tuple[str, ...], Outcome | None]] = field(default_factory=list)

    def judged_reading(self, message: Message, focus: Sequence[str]) -> tuple[bool, Outcome | None]:
        """(found, outcome) of `message` (the very object) judged whole with `focus` while re-judging."""
        for judged, judged_focus, outcome in self.readings:
            if judged is message and judged_focus == tuple(focus):
                return True, outcome
        return False, None


def judge(message: Message, pm: pluggy.PluginManager, lookup: Callable[[str], CardDef | None] | None = None,
          max_actions: int = 200, stated: Sequence[Assumption] = (), probe: OutcomeProbe | None = None,
          land_colors: dict[str, str] | None = None, rejudge: bool = True,
          focus: Sequence[str] = ()) -> Judgement:
    """Judge `message` in an open world (module doc). `stated` are the reading's own assumptions
    (names read from typos, pronouns; facts the message states); those with a `message` reversal
    are re-judged like the engine's. `focus`: English names of the cards the closing question asks
    about, the natural target of a spell whose target the message doesn't write."""
    players = tuple(p.name for p in message.setup.players)
    base_world = OpenWorld.of(message.setup, lookup)
    base_world.land_colors = dict(land_colors or {})
    base_world.focus = tuple(focus)
    base_world.prose = not message.setup_lines
    turn_assumed = not message.setup_lines and not message.setup.turn_stated
    base_world.turn_open = turn_assumed
    preludes: list[Action] = []
    world = base_world.copy()
    current = message
    snapshots: dict[int, GameState] = {}
    for _ in range(MAX_RESTARTS):
        current = _with_preludes(message, preludes, turn_assumed, players)
        world = base_world.copy()
        world.preludes = list(preludes)
        snapshots = {}
        try:
            discovery = run_message(current, pm, max_actions, world, snapshots)
        except WorldRestart:
            preludes = list(world.preludes)
            continue
        break
    else:  # pragma: no cover - bounded by the number of distinct preludes
        discovery = run_message(current, pm, max_actions)
    result, clean = discovery, current
    for _ in range(MAX_CLEAN_RUNS if world.placements or world.fills else 0):
        clean = Message(current.lang, world.completed(current.setup), list(discovery.actions), current.setup_lines)
        before = len(world.placements)
        snapshots = {}
        try:
            result = run_message(clean, pm, max_actions, world, snapshots)
        except WorldRestart:  # pragma: no cover - a prelude found only by the clean run
            result = discovery
            break
        if len(world.placements) == before:
            break
        discovery = result
    outcome = _outcome(result, probe)
    judgement = Judgement(result, clean, outcome=outcome)
    assumptions = _assumptions(clean, result, world, turn_assumed, snapshots, stated)
    judgement.assumptions = assumptions
    if rejudge and result.verdict != "error":
        _rejudge(judgement, pm, world, snapshots, max_actions, probe)
    return judgement


def _with_preludes(message: Message, preludes: list[Action], turn_assumed: bool, players: tuple[str, ...]) -> Message:
    actions = list(preludes) + list(message.actions)
    setup = message.setup
    if turn_assumed and players:
        active, step = default_turn(actions, players)
        setup = Setup(setup.players, active, step, setup.turn_stated)
    return Message(message.lang, setup, actions, message.setup_lines)


# ---------------------------------------------------------------------------- outcomes

def _outcome(result: RunResult, probe: OutcomeProbe | None) -> Outcome:
    answer = None
    rule, text = "", ""
    params: tuple[tuple[str, Any], ...] = ()
    actions = result.trace.actions
    last = actions[-1] if actions else None
    if last is not None and last.answer is not None:
        answer = last.answer.legal
        rule, text, params = last.answer.rule, last.answer.message, tuple(last.answer.params.items())
    if result.trace.illegal is not None:
        ill = result.trace.illegal
        rule, text, params = ill.rule, ill.message, tuple(ill.params.items())
    found = probe(result.state) if probe is not None and result.verdict == "legal" else None
    if found is not None and (unsimulated(result) or unnamed(result)):
        found = None  # part of an effect was not carried out, or a creature the message never named is involved:
        # the final situation can't answer the question
    led = [st for entry in actions if entry.answer is None for st in entry.steps
           if st.kind == "sba" or st.message in ("step.fizzles", "step.countered")]
    happened = tuple((st.rule, st.message, str(st.param_dict().get("card", ""))) for st in led)
    if not led:
        return Outcome(result.verdict, answer, found, rule, text, params)
    return Outcome(result.verdict, answer, found, rule, text, params, led[0].rule, led[0].message, led[0].params,
                   happened)


def unsimulated(result: RunResult) -> tuple[str, ...]:
    """The cards with an effect the engine did not carry out in what the play did (not in a question's
    hypothetical steps): an answer read from the final situation would not be reliable."""
    names: list[str] = []
    for entry in result.trace.actions:
        if entry.answer is not None:
            continue
        for st in entry.steps:
            if st.message.startswith("step.not_simulated"):
                text = card_name_text(st.param_dict().get("card"))
                if text not in names:
                    names.append(text)
    return tuple(names)


def unnamed(result: RunResult) -> bool:
    """Whether the play involves a creature the message never named (the open world's plain creature): what
    happens to it depends on what it really is. A card the message only describes where it lies, untouched by
    the play ("2 cards in hand", "an instant in graveyards"), is not involved."""
    untouched = set() if result.initial is None else {
        o.oid for pl in result.initial.players for o in (*pl.graveyard, *pl.exile, *pl.hand)}
    return any(is_placeholder(p.card) for p in result.state.battlefield) or any(
        is_placeholder(o.card) and o.oid not in untouched
        and not is_cost_card(o.card)  # a card a cost took: what it is changes nothing
        for pl in result.state.players for o in (*pl.graveyard, *pl.exile, *pl.hand))


def card_name_text(card: object) -> str:
    """A card's English name from a trace parameter (a Name or text)."""
    english = getattr(card, "en", None)
    return str(english if english is not None else card)


def differs(main: Outcome, alt: Outcome, renamed: dict[str, str] | None = None) -> bool:
    """Whether `alt` gives another verdict or answer than `main`; `renamed` maps the English names of
    cards that stand for one another (a partial name's candidates) to the one `main` has."""
    if renamed:
        main = dc_replace(main, result=_renamed(main.result, {}), happened=_renamed(main.happened, {}))
        alt = dc_replace(alt, result=_renamed(alt.result, renamed), happened=_renamed(alt.happened, renamed))
    return _differs(main, alt)


def _renamed(value: Any, renamed: dict[str, str]) -> Any:
    """`value` with names replaced, its collections in a canonical order (the names sorted them)."""
    if isinstance(value, str):
        return renamed.get(value, value)
    if isinstance(value, (tuple, list)):
        items = [_renamed(v, renamed) for v in value]
        if items and all(isinstance(v, tuple) for v in items):
            items.sort(key=repr)
        return tuple(items)
    return value


def _differs(main: Outcome, alt: Outcome) -> bool:
    if alt.verdict == "error" or main.verdict == "error":
        return False
    if main.verdict != alt.verdict:
        return True
    if main.answer is not None and alt.answer is not None and main.answer != alt.answer:
        return True
    if main.result is None or alt.result is None or main.result == alt.result:
        return False
    # "what happens?": another final situation counts when something else happens (a creature dies, a spell
    # fizzles), not when the same play merely lands elsewhere (3 damage to one player rather than the other)
    return isinstance(main.result, bool) or main.happened != alt.happened


def _otherwise(alt: Outcome, main: Outcome) -> Otherwise:
    if main.answer is not None and alt.answer is not None:
        return Otherwise(None, alt.answer, alt.rule, alt.message, alt.params)
    if isinstance(main.result, bool) and isinstance(alt.result, bool) and alt.verdict == main.verdict \
            and main.result != alt.result:
        # "do they die?": the other answer, with what makes it so (the state-based action) or its absence
        if alt.outcome_rule:
            return Otherwise(None, alt.result, alt.outcome_rule, alt.outcome_message, alt.outcome_params)
        return Otherwise(None, alt.result, main.outcome_rule or main.rule, "")  # what made it so doesn't happen
    if alt.verdict == main.verdict and alt.answer == main.answer:
        # the same verdict, another outcome: the rule of what happens in one reading and not the other
        rule = alt.outcome_rule or main.outcome_rule or alt.rule
        return Otherwise(alt.verdict, None, rule, "out.other_outcome" if alt.outcome_rule else "out.no_outcome",
                         (("rule", rule),))
    return Otherwise(alt.verdict, None, alt.rule, alt.message, alt.params)


# ---------------------------------------------------------------------------- assumptions

def _assumptions(message: Message, result: RunResult, world: OpenWorld, turn_assumed: bool,
                 snapshots: dict[int, GameState], stated: Sequence[Assumption]) -> list[Assumption]:
    out: list[Assumption] = []
    setup = message.setup
    active = setup.active or (setup.players[0].name if setup.players else "me")
    if not setup.turn_stated and message.actions:
        kind = "asm.turn" if turn_assumed else "asm.turn_default"
        out.append(Assumption("turn", kind, {"player": active, "step": setup.step}, active,
                              enabling=True, order=-1))
    for prelude in world.preludes:
        if prelude.card is not None:
            name = card_name(prelude.card.card)
            out.append(Assumption("stack_spell", "asm.stack_spell",
                                  {"player": prelude.actor, "card": name}, name, enabling=True, order=-1))
    lands: dict[str, list[Placement]] = {}
    cost_cards: dict[tuple[int, str, str], list[Placement]] = {}
    for pl in world.placements:
        if pl.origin == "assumed":
            lands.setdefault(pl.player, []).append(pl)
            continue
        if pl.why == "unsaid_cost":
            cost_cards.setdefault((pl.action, pl.player, pl.zone), []).append(pl)
            continue
        out.append(_placement_assumption(pl))
    out.extend(_cost_card_assumption(group, message.actions) for group in cost_cards.values())
    for player, group in lands.items():
        names = tuple(card_name(pl.card) for pl in group)
        out.append(Assumption("assumed_lands", "asm.lands", {"player": player, "cards": names,
                                                                            "count": len(names)},
                              player, enabling=True, order=min(pl.action for pl in group)))
    for mode_fill in world.mode_fills:  # modes are chosen before targets (601.2b-c)
        out.append(_mode_assumption(mode_fill))
    for x_fill in world.x_fills:
        out.append(_x_assumption(x_fill))
    for fill in world.fills:
        out.append(_target_assumption(fill))
    out.extend(dc_replace(a) for a in stated)
    out.extend(_defaults_touched(message, result, world, snapshots))
    out.extend(_life_defaults(message, result))
    out.extend(_assumed_choices(result))
    out.extend(_assumed_unknown_cards(result))
    out.extend(_unknown_counts(result))
    out.sort(key=lambda a: (not (a.enabling or a.stated), a.order))
    return out


TARGET_MESSAGES = {"asked": "asm.target_asked", "responded": "asm.target_responded",
                   "answered": "asm.stack_target_answered", "own": "asm.target_own"}


def _target_assumption(fill: TargetFill) -> Assumption:
    """A target the message doesn't write: re-judged with each other plausible target (bounded)."""
    message = TARGET_MESSAGES.get(fill.why, "asm.stack_target" if fill.on_stack else "asm.first_target")
    reversals = tuple(Reversal("action", fill.action, replacement=alt, rule="601.2c", condition="asm.if_target",
                               condition_params=(("card", fill.card), ("target", label)))
                      for alt, label in fill.alternatives)
    return Assumption("stack_target" if fill.on_stack else "first_target", message,
                      {"card": fill.card, "target": fill.target}, fill.card,
                      reversal=reversals[0] if reversals else None, more=reversals[1:],
                      enabling=not reversals, order=fill.action)


def _mode_assumption(fill: ModeFill) -> Assumption:
    """The modes of a modal spell the message doesn't say: re-judged with each other choice (bounded)."""
    params: dict[str, Any] = {"card": fill.card, "mode": fill.modes, "count": len(fill.modes),
                              "gist": "yes" if fill.what else "no"}
    if fill.what:
        params["what"] = "mode_" + fill.what
    reversals = tuple(Reversal("action", fill.action, replacement=alt, rule="700.2", condition="asm.if_mode",
                               condition_params=(("card", fill.card), ("mode", modes), ("count", len(modes))))
                      for alt, modes in fill.alternatives)
    return Assumption("mode", "asm.mode_" + fill.why, params, fill.card,
                      reversal=reversals[0] if reversals else None, more=reversals[1:],
                      enabling=not reversals, order=fill.action)


def _x_assumption(fill: XFill) -> Assumption:
    """The X the message doesn't say: re-judged with one less when it was read as what is lethal."""
    params: dict[str, Any] = {"card": fill.card, "x": fill.x}
    if fill.why == "lethal":
        params["target"] = fill.target
    reversal = Reversal("action", fill.action, replacement=fill.alternative, rule="107.3a", condition="asm.if_x",
                        condition_params=(("card", fill.card), ("x", fill.x - 1))) \
        if fill.alternative is not None else None
    return Assumption("x", "asm.x_" + fill.why, params, fill.card, reversal=reversal, enabling=reversal is None,
                      order=fill.action)


def _cost_card_assumption(group: list[Placement], actions: Sequence[Action]) -> Assumption:
    """The cards the message doesn't name, in a hand (or graveyard) it doesn't list, that one action's cost
    discards or exiles: re-judged with none of them there (the cost can't be paid, 118.3)."""
    pl = group[0]
    cards = tuple(card_name(p.card) for p in group)
    action = actions[pl.action] if 0 <= pl.action < len(actions) else None
    spell = card_name(action.card.card) if action is not None and action.card is not None else cards[0]
    what = "discard" if action is not None and any(r.card.name == pl.card.name for r in action.payment.discard) \
        else "exile"
    return Assumption("cost_card", f"asm.cost_card_{what}_{pl.zone}",
                      {"card": cards if len(set(cards)) > 1 else cards[0], "player": pl.player, "spell": spell,
                       "count": len(cards) if len(set(cards)) == 1 else 1},
                      _named(cards), reversal=Reversal("no_card", pl.action, controller=pl.player, zone=pl.zone,
                                                      card=tuple(p.card.name for p in group), rule="118.3"),
                      order=pl.action)


def _placement_assumption(pl: Placement) -> Assumption:
    name = card_name(pl.card)
    if pl.why == "stated":
        return Assumption("stated", "asm.stated_sick" if "sick" in pl.stated else
                          "asm.stated_battlefield", {"card": name, "player": pl.player}, name,
                          stated=True, order=pl.action)
    if pl.zone == "battlefield":
        kind = "asm.attacking" if pl.attacking else "asm.battlefield"
        return Assumption("placed", kind, {"card": name, "player": pl.player}, name,
                          enabling=True, order=pl.action)
    return Assumption("placed", f"asm.{pl.zone}", {"card": name, "player": pl.player}, name,
                      enabling=True, order=pl.action)


ACTING_KINDS = ("activate", "tap_mana", "attack", "block")


def _acting_refs(action: Action) -> Iterator[tuple[CardRef, str]]:
    """The permanents an action acts with (whose tapped status and summoning sickness matter)."""
    if action.kind == "activate" and action.card is not None:
        yield action.card, "source"
    if action.kind in ("tap_mana", "attack"):
        for ref in action.cards:
            yield ref, action.kind
    if action.kind == "block" and action.blocker is not None:
        yield action.blocker, "blocker"
    for ref, _ in action.payment.sources:
        yield ref, "source"
    for ref in action.payment.tap:
        yield ref, "tap"


def _bound(state: GameState, ref: CardRef, player: str, taken: set[int]) -> Permanent | None:
    owner = ref.owner or player
    perms = [p for p in state.battlefield if p.card.name == ref.card.name and p.controller == owner
             and p.oid not in taken]
    if not perms:
        perms = [p for p in state.battlefield if p.card.name == ref.card.name and p.oid not in taken]
    return perms[0] if perms else None


def _defaults_touched(message: Message, result: RunResult, world: OpenWorld,
                      snapshots: dict[int, GameState]) -> list[Assumption]:
    out: list[Assumption] = []
    initial = result.initial
    if initial is None:
        return out
    initial_oids = {p.oid for p in initial.battlefield}
    seen: set[tuple[int, str]] = set()
    for index, action in enumerate(result.actions):
        state = snapshots.get(index)
        if state is None:
            continue
        actor = action.actor or state.priority or state.active
        taken: set[int] = set()
        for ref, _role in _acting_refs(action):
            perm = _bound(state, ref, actor, taken)
            if perm is None or perm.oid not in initial_oids or perm.origin == "assumed":
                continue
            taken.add(perm.oid)
            name = card_name(perm.card)
            if "land" in perm.card.types:
                continue  # a land tapped for mana: the message taps it, so it is untapped; lands don't get sick
            if "tapped" not in perm.stated and (perm.oid, "tapped") not in seen and not perm.tapped:
                seen.add((perm.oid, "tapped"))
                out.append(Assumption("untapped", "asm.untapped", {"card": name}, name,
                                      reversal=Reversal("tapped", index, perm.oid), order=index))
            if perm.is_creature and "sick" not in perm.stated and not perm.has_haste and not perm.sick \
                    and (perm.oid, "sick") not in seen:
                seen.add((perm.oid, "sick"))
                out.append(Assumption("since_turn_began", "asm.since_turn_began",
                                      {"card": name, "player": perm.controller}, name,
                                      reversal=Reversal("sick", index, perm.oid), order=index))
    lands_said: set[tuple[str, str]] = set()
    # listed permanents an action taps for mana (automatically or named): "I have two Islands" says they are
    # there, not that they are untapped (FREE_FORM.md: re-judged with the land tapped); a creature tapped so
    # ("I have Llanowar Elves, can I cast Giant Growth?") may also have come this turn (302.6)
    for entry in result.trace.actions:
        index = entry.index - 1
        state = snapshots.get(index)
        if state is None or index >= len(result.actions):
            continue
        actor = result.actions[index].actor or state.priority or state.active
        tapped = [str(st.param_dict().get("card")) for st in entry.steps
                  if st.message in ("step.cost_tap", "step.mana_ability_activated")]
        used: set[int] = set()
        for tapped_name in tapped:
            perm = next((p for p in state.battlefield if p.card.name == tapped_name and p.controller == actor
                         and p.oid in initial_oids and p.origin == "" and not p.tapped and p.oid not in used), None)
            if perm is None:
                continue
            used.add(perm.oid)
            if perm.is_creature and "sick" not in perm.stated and not perm.has_haste and not perm.sick \
                    and (perm.oid, "sick") not in seen:
                seen.add((perm.oid, "sick"))
                out.append(Assumption("since_turn_began", "asm.since_turn_began",
                                      {"card": card_name(perm.card), "player": perm.controller},
                                      card_name(perm.card), reversal=Reversal("sick", index, perm.oid), order=index))
            if "tapped" in perm.stated or (perm.oid, "tapped") in seen:
                continue
            seen.add((perm.oid, "tapped"))
            if "land" not in perm.card.types:
                name = card_name(perm.card)
                out.append(Assumption("untapped", "asm.untapped", {"card": name}, name,
                                      reversal=Reversal("tapped", index, perm.oid), order=index))
                continue
            if (perm.controller, perm.card.name) in lands_said:
                continue  # one of several identical lands says it for all (a hundred Mountains: one line)
            lands_said.add((perm.controller, perm.card.name))
            land = card_name(perm.card)
            out.append(Assumption("untapped", "asm.untapped", {"card": land}, land,
                                  reversal=Reversal("tapped", index, perm.oid), order=index))
    for pl in world.placements:
        if pl.why != "target" or pl.zone != "battlefield":
            continue
        perm = next((p for p in initial.battlefield if p.card.name == pl.card.name and p.controller == pl.player), None)
        if perm is None:
            continue
        acting = result.actions[pl.action].actor if 0 <= pl.action < len(result.actions) else None
        actor = acting or next((p for p in world.players if p != pl.player), pl.player)
        own = pl.player == actor  # "I cast Giant Growth": a creature of the caster's own (what helps it)
        other = next((p for p in world.players if p != actor), actor) if own else actor
        if world.is_unknown(other, "battlefield") and other != pl.player:
            name = card_name(pl.card)
            out.append(Assumption("controller", "asm.controller_own" if own else "asm.controller",
                                  {"card": name, "player": pl.player}, name,
                                  reversal=Reversal("controller", max(pl.action, 0), perm.oid, controller=other),
                                  order=pl.action))
    return out


LIFE_STEPS = frozenset({"step.cost_life", "step.pay_life_phyrexian", "step.damage_player", "step.combat_damage_player",
                        "step.life_lost", "step.life_gained", "step.lifelink", "step.as_enters_life_paid"})


def _life_defaults(message: Message, result: RunResult) -> list[Assumption]:
    """The starting life total (20) of a player whose life the play pays, loses or gains while the message
    doesn't say it: the answer may depend on it ("can I pay 4 life?", "is he dead?"), so it is shown."""
    initial = result.initial
    if initial is None:
        return []
    unsaid = {ps.name for ps in message.setup.players if ps.life is None}
    touched: list[str] = []
    for entry in result.trace.actions:
        for st in entry.steps:
            if st.message in LIFE_STEPS:
                who = st.param_dict().get("player")
                if isinstance(who, str) and who in unsaid and who not in touched:
                    touched.append(who)
    out = []
    for who in touched:
        life = next((p.life for p in initial.players if p.name == who), 20)
        out.append(Assumption("life", "asm.life_default", {"player": who, "life": life}, who, order=0))
    return out


def _assumed_choices(result: RunResult) -> list[Assumption]:
    """Choices the engine made for a player (`step.assumed_choice`, issue 11): shown as assumptions, and
    re-judged with the other picks when the engine kept them (a sacrificed or discarded card...)."""
    out = []
    kept = {(c.entry, c.step): c for c in result.choices}
    for entry in result.trace.actions:
        for position, step in enumerate(entry.steps):
            if step.message != "step.assumed_choice":
                continue
            params = step.param_dict()
            made = kept.get((entry.index, position))
            reversals = () if made is None else tuple(
                Reversal("choice", made.key[0], rule=step.rule, choice=made.key, pick=pick, condition="asm.if_chosen",
                         condition_params=(("cards", label), ("player", params.get("player", ""))))
                for pick, label in zip(made.alternatives, made.labels, strict=True))
            out.append(Assumption("choice", "asm.choice", params, _named(params.get("cards", "")),
                                  reversal=reversals[0] if reversals else None, more=reversals[1:],
                                  order=entry.index - 1))
    return out


# steps where the engine takes cards of a zone the message doesn't describe (issue 11): the assumption they
# make, and whether the message named the card (stated) or nothing did (an unknown card stands for it)
UNKNOWN_CARD_STEPS = {
    "step.assumed_unknown_cards": ("asm.unknown_cards", False),
    "step.unknown_zone_card_named": ("asm.unknown_zone_card_named", True),
    "step.unknown_card_named": ("asm.unknown_card_named", True),
}


def _assumed_unknown_cards(result: RunResult) -> list[Assumption]:
    """Cards the engine took from a zone the message doesn't describe: shown as assumptions, never
    re-judged (no other card of that zone is known to try instead)."""
    out = []
    for entry in result.trace.actions:
        for step in entry.steps:
            known = UNKNOWN_CARD_STEPS.get(step.message)
            if known is None:
                continue
            params = step.param_dict()
            about = params.get("card") or params.get("player", "")
            out.append(Assumption("unknown_cards", known[0], params, about, stated=known[1], enabling=True,
                                  order=entry.index - 1))
    return out


# steps where a number was counted in a zone the message doesn't describe (400.2, `bot.engine.conditions.
# note_unknown_zone`): the value used counts only the cards the message lists (a floor, not the real value)
UNKNOWN_COUNT_STEPS = {"step.count_unknown_zone": "asm.count_unknown_zone",
                       "step.count_unknown_zones": "asm.count_unknown_zones"}


def _unknown_counts(result: RunResult) -> list[Assumption]:
    """Numbers counted in zones the message doesn't describe (Tarmogoyf's graveyards, a hand size): shown as
    assumptions (FREE_FORM.md 2: an unknown zone is not an empty one), never re-judged (what else the zone holds
    is not known)."""
    out = []
    for entry in result.trace.actions:
        for step in entry.steps:
            message = UNKNOWN_COUNT_STEPS.get(step.message)
            if message is not None:
                params = step.param_dict()
                out.append(Assumption("unknown_count", message, params, params.get("card", ""),
                                      order=entry.index - 1))
    return out


def _named(cards: Any) -> Any:
    """What an assumed choice is about: its cards as one Name ("Grizzly Bears, Forest"), not a tuple's repr."""
    if not isinstance(cards, tuple):
        return cards
    names = [c if isinstance(c, Name) else Name(str(c)) for c in cards]
    return Name(", ".join(n.en for n in names), ", ".join(n.fr or n.en for n in names))


# ---------------------------------------------------------------------------- re-judging

def _rejudge(judgement: Judgement, pm: pluggy.PluginManager, world: OpenWorld, snapshots: dict[int, GameState],
             max_actions: int, probe: OutcomeProbe | None) -> None:
    """Each re-judged assumption's reversal, in mention order; then the further readings of those not
    found decisive (other targets), round by round: at most MAX_REJUDGED re-judgements in all."""
    main = judgement.outcome
    assert main is not None
    candidates = [a for a in judgement.assumptions if a.reversals and not a.enabling and not a.stated]
    candidates.sort(key=lambda a: a.order)
    budget = MAX_REJUDGED
    depth = max((len(a.reversals) for a in candidates), default=0)
    for turn in range(depth):
        for assumption in candidates:
            if budget <= 0:
                return
            if assumption.decisive or turn >= len(assumption.reversals):
                continue
            budget -= 1
            rev = assumption.reversals[turn]
            alt = _alternative(judgement, rev, pm, world, snapshots, max_actions, probe)
            if alt is not None and _differs(main, alt):
                assumption.decisive = True
                other = _otherwise(alt, main)
                assumption.otherwise = dc_replace(other, rule=other.rule or rev.rule, condition=rev.condition,
                                                  condition_params=rev.condition_params)


def _alternative(judgement: Judgement, rev: Reversal, pm: pluggy.PluginManager, world: OpenWorld,
                 snapshots: dict[int, GameState], max_actions: int, probe: OutcomeProbe | None) -> Outcome | None:
    actions = judgement.result.actions
    if rev.kind == "message":
        assert rev.message is not None
        alt_world = OpenWorld.of(rev.message.setup, world.lookup)
        alt_world.land_colors = world.land_colors
        start = _first_difference(actions, rev.message.actions) if rev.message.setup == judgement.message.setup else 0
        probe = rev.probe or probe
        if start > 0 and start in snapshots:
            return _run_from(snapshots[start], list(actions[:start]) + list(rev.message.actions[start:]), start, pm,
                             world.copy(), max_actions, probe)
        alt = judge(rev.message, pm, world.lookup, max_actions, probe=probe, land_colors=world.land_colors,
                    rejudge=False, focus=rev.focus)
        if probe is rev.probe:  # judged as that reading alone would be: the ambiguity check may reuse it
            judgement.readings.append((rev.message, rev.focus, alt.outcome))
        return alt.outcome
    state = snapshots.get(rev.action)
    if state is None:
        return None
    if rev.kind == "action" and rev.replacement is not None:
        changed_actions = list(actions)
        changed_actions[rev.action] = rev.replacement
        return _run_from(state, changed_actions, rev.action, pm, world.copy(), max_actions, probe)
    if rev.kind == "choice":
        return _run_from(state, list(actions), rev.action, pm, world.copy(), max_actions, probe,
                         {rev.choice: rev.pick})
    if rev.kind == "no_card":  # the zone holds no card the cost can take: it is known now, nothing is supplied
        holder = state.player(rev.controller)
        kept = tuple(o for o in holder.zone(rev.zone) if o.card.name not in rev.card)
        alt_world = world.copy()
        alt_world.unknown.discard((rev.controller, rev.zone))
        changed_actions = [_without_cost_card(a, rev.card) if i >= rev.action else a for i, a in enumerate(actions)]
        return _run_from(state.with_player(replace(holder, **{rev.zone: kept})), changed_actions, rev.action, pm,
                         alt_world, max_actions, probe)
    perm = state.permanent(rev.oid)
    if perm is None:
        return None
    if rev.kind == "tapped":
        changed = state.with_permanent(replace(perm, tapped=True))
    elif rev.kind == "sick":
        changed = state.with_permanent(replace(perm, sick=True))
    elif rev.kind == "controller":
        changed = state.with_permanent(replace(perm, controller=rev.controller, owner=rev.controller))
    else:  # pragma: no cover - every kind is above
        return None
    return _run_from(changed, list(actions), rev.action, pm, world.copy(), max_actions, probe)


def _without_cost_card(action: Action, english: tuple[str, ...]) -> Action:
    """`action` without the cards its payment discards or exiles that are the open world's cards `english`."""
    payment = action.payment
    if not any(r.card.name in english for r in (*payment.discard, *payment.exile)):
        return action
    return dc_replace(action, payment=dc_replace(
        payment, discard=tuple(r for r in payment.discard if r.card.name not in english),
        exile=tuple(r for r in payment.exile if r.card.name not in english)))


def _first_difference(a: Sequence[Action], b: Sequence[Action]) -> int:
    for i, (x, y) in enumerate(zip(a, b, strict=False)):
        if x != y:
            return i
    return min(len(a), len(b))


def _run_from(state: GameState, actions: list[Action], start: int, pm: pluggy.PluginManager, world: OpenWorld,
              max_actions: int, probe: OutcomeProbe | None,
              plan: dict[tuple[int, int], tuple[int, ...]] | None = None) -> Outcome | None:
    trace = TraceBuilder()
    game = Game(state, pm, trace, actions)
    game.choice_plan = dict(plan or {})
    game.cursor, game.action_number = start - 1, start
    try:
        with FailureCollector() as failures:
            play(game, failures, max_actions, world)
    except WorldRestart:
        return None
    result = RunResult("en", trace, game.state, list(failures.failures), actions=game.actions)
    return _outcome(result, probe)


__all__ = ["judge", "differs", "MAX_REJUDGED", "Judgement", "Assumption", "Otherwise", "Reversal", "Outcome",
           "initial_state"]
