"""The modes of a modal spell a message casts without saying which (700.2, 601.2b): "he Healing Salves in
response", « il lance un Charme de Dromar ». A judge reads them from what the message is about:

1. the mode that answers the spell it responds to: preventing the damage a Lightning Bolt would deal to the
   player or creature it targets, countering an opponent's spell, regenerating or saving a creature a spell
   would destroy;
2. else a mode that acts on what the closing question asks about ("does it die?");
3. else the first mode that can be chosen now (its targets exist), else the first mode.

The choice is an assumption the judge shows and re-judges with the other modes (`OpenWorld.fills`): it is
decisive when another mode changes the answer.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from itertools import combinations
from typing import TYPE_CHECKING

from bot.engine.state import StackItem, Target
from foundation.cards import CardDef, Effect, Mode, TargetSpec

if TYPE_CHECKING:  # pragma: no cover
    from bot.engine.game import Game

MAX_MODE_ALTERNATIVES = 3  # other mode choices re-judged per modal spell (bounded: each is a run)

# what a mode's effects do to what a spell on the stack would do to its target: how directly it answers it
ANSWERS: dict[str, dict[str, int]] = {
    "damage": {"prevent_damage": 3, "regenerate": 2, "pump_toughness": 2, "indestructible": 1, "gain_life": 1,
               "return_to_hand": 1, "protection": 2},
    "destroy": {"regenerate": 3, "indestructible": 3, "return_to_hand": 2, "protection": 2},
    "pump": {"pump_toughness": 2, "return_to_hand": 1},
    "exile": {"return_to_hand": 1, "protection": 2},
    "lose_life": {"gain_life": 2},
}
COUNTERS = frozenset({"counter", "counter_unless_pays"})
# the effects of a mode the answer's text says in words ("mode 2 (preventing damage)"); the others by number
GISTS = frozenset({"prevent_damage", "gain_life", "damage", "counter", "destroy", "exile", "return_to_hand", "pump",
                   "draw", "discard", "tap", "untap", "regenerate", "lose_life", "sacrifice",
                   "return_from_graveyard"})


# what an effect does for the player or permanent it targets when that helps its controller: a target the message
# doesn't name is then the caster's own ("I cast Stroke of Genius": you draw; "I cast Healing Salve": you gain 3)
BENEFITS = frozenset({"draw", "gain_life", "prevent_damage", "regenerate", "untap", "pump_toughness", "indestructible",
                      "protection", "scry", "surveil"})


def helps(effects: Sequence[Effect], index: int) -> bool:
    """Whether every effect aimed at target word `index` helps what it targets (BENEFITS; a pump that raises
    power or toughness), so that a player would aim it at their own."""
    aimed = [e for e in effects if e.get("target") == index]
    return bool(aimed) and all(_kind(e) in BENEFITS or _kind(e) == "pump" and _raises(e) for e in aimed)


def _raises(effect: Effect) -> bool:
    power, toughness = effect.get("power"), effect.get("toughness")
    values = [v for v in (power, toughness) if isinstance(v, int)]
    return bool(values) and all(v >= 0 for v in values) and any(v > 0 for v in values)


@dataclass(frozen=True, slots=True)
class ModeChoice:
    modes: tuple[int, ...]
    why: str  # "responded" (answers the spell below) | "asked" (acts on what the question asks about) | "first"
    alternatives: tuple[tuple[int, ...], ...]  # the other choices to re-judge with, best first


def effect_gist(mode: Mode) -> str:
    """The kind of a mode's main effect as the answer names it ("prevent_damage"), or "" (said by number)."""
    for effect in mode.effects:
        kind = _kind(effect)
        kind = "pump" if kind in ("pump_toughness", "indestructible", "protection") else kind
        if kind in GISTS:
            return kind
    return ""


def choose_modes(game: Game, card: CardDef, spell: StackItem, actor: str, focus: Sequence[str] = (),
                 written: int = 0) -> ModeChoice | None:
    """The modes a judge reads for `spell` (on top of the stack, being cast), or None when `card` has none.
    `written`: how many targets the message gives (a mode with another number of targets doesn't fit)."""
    if not card.modes:
        return None
    below = game.state.stack[-2] if len(game.state.stack) > 1 and game.state.stack[-1].oid == spell.oid else None
    n = max(1, card.fewest_modes)
    scored: list[tuple[int, int, int, int]] = []  # (-relevance, not legal, index, why)
    for index, mode in enumerate(card.modes, start=1):
        found = [_legal(game, spec, spell) for spec in mode.targets]
        legal = all(found)
        if written and len(mode.targets) != written:
            legal = False
        answered = _answers(mode, below, found, actor) if below is not None else 0
        asked = 1 if any(t.name is not None and _english(t.name) in focus for group in found for t in group) else 0
        relevance = answered * 2 + asked
        reason = 1 if answered else 2 if asked else 3
        scored.append((-relevance if legal else 0, 0 if legal else 1, index, reason))
    scored.sort()
    chosen = tuple(sorted(s[2] for s in scored[:n]))
    why = {1: "responded", 2: "asked"}.get(scored[0][3], "first") if scored[0][0] < 0 else "first"
    legal_modes = [s[2] for s in scored if s[1] == 0] or [s[2] for s in scored]
    others = [combo for combo in combinations(sorted(legal_modes), n) if combo != chosen]
    rank = {s[2]: k for k, s in enumerate(scored)}
    others.sort(key=lambda combo: sorted(rank[m] for m in combo))
    return ModeChoice(chosen, why, tuple(others[:MAX_MODE_ALTERNATIVES]))


def _legal(game: Game, spec: TargetSpec, spell: StackItem) -> list[Target]:
    from bot.engine.targets import candidates

    return candidates(game, spec, spell.controller, spell.source_oid, spell.oid, spell.x)


def _answers(mode: Mode, below: StackItem, found: list[list[Target]], actor: str) -> int:
    """How directly `mode` answers the spell `below` it on the stack (0: not at all): countering an opponent's
    spell, or doing to what it targets what undoes its effect (ANSWERS), when the mode can target that."""
    kinds = {_kind(e) for e in mode.effects}
    if kinds & COUNTERS and below.controller != actor and any(
            t.kind == "stack" and t.oid == below.oid for group in found for t in group):
        return 3
    aimed = {(t.kind, t.oid, t.player) for group in below.targets for t in group}
    reaches = any((t.kind, t.oid, t.player) in aimed for group in found for t in group)
    if not reaches:
        return 0
    best = 0
    for effect in below.effects:
        table = ANSWERS.get(_kind(effect), {})
        best = max([best] + [table.get(k, 0) for k in kinds])
    return best


def _kind(effect: Effect) -> str:
    """An effect's kind as ANSWERS and GISTS name it: "effect_counter" and "counter_unless_pays" are "counter"; a
    pump that raises toughness is "pump_toughness", one that gives indestructible "indestructible"."""
    kind = effect.kind.removeprefix("effect_")
    if kind in COUNTERS:
        return "counter"
    if kind == "pump":
        keywords = effect.get("keywords") or ()
        if isinstance(keywords, tuple) and "indestructible" in keywords:
            return "indestructible"
        if any(str(k).startswith("protection") for k in (keywords if isinstance(keywords, tuple) else ())):
            return "protection"
        toughness = effect.get("toughness")
        if isinstance(toughness, int) and toughness > 0:
            return "pump_toughness"
    return kind


def _english(name: object) -> str:
    return str(getattr(name, "en", name))
