"""The open world (FREE_FORM.md section 2): what a message doesn't say.

A zone the message lists (a setup line, "I have ... in hand") is complete; a zone nothing lists
is *unknown* and holds what the actions need. The runner asks `OpenWorld.fix` when an action
fails for want of an object; the fix puts that object where the action looks for it (a card in
a hand, a permanent on a battlefield, untapped basic lands for a cost, the first legal target)
and the action is tried again from the state before it. Every fix is an enabling assumption,
recorded as a `Placement` so that a clean run can start from the completed initial situation.

Nothing here may contradict a listed zone: a fix only ever adds to an unknown zone, so a message
judged before keeps its verdict (only "card not in that zone" errors become judgements).
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from dataclasses import replace as dc_replace
from typing import TYPE_CHECKING

from bot.engine.actions import Action, CardRef, Payment, PermanentSpec, PlayerSetup, Setup, TargetRef
from bot.engine.placeholders import CARD, PERMANENT, SPELL, card_for_cost, fitting, is_placeholder, role_of
from bot.engine.state import (
    MAIN_STEPS,
    CardObject,
    GameState,
    Permanent,
    Target,
    replace,
)
from bot.engine.trace import Name, card_name
from foundation.cards import COLORS, CardDef, Cost, ManaCost, ObjectFilter, TargetSpec
from foundation.errors import EngineSignal, IncompleteAction, ManaSyntaxError

if TYPE_CHECKING:  # pragma: no cover
    from bot.engine.game import Game

# why a spell can't be cast now (307.1, 117.1a): said of a spell already on the stack, it was cast at another time
PRELUDE_ZONE_OR_TIMING = frozenset({"ill.timing_not_your_turn", "ill.timing_not_main_phase",
                                    "ill.timing_stack_not_empty", "ill.no_permission_zone"})
MAX_FIXES = 40  # objects one message may make the open world supply
MAX_TARGET_ALTERNATIVES = 3  # other targets kept per target the message doesn't name (re-judged, bounded)
BASIC_LANDS = {"W": "Plains", "U": "Island", "B": "Swamp", "R": "Mountain", "G": "Forest", "C": "Wastes"}
STACK_ONLY_KINDS = frozenset({"spell", "activated_ability", "triggered_ability", "ability", "spell_or_ability"})
ZONE_OF_ERROR = {"err.card_not_in_zone": None, "ill.card_not_in_zone": None}


@dataclass(frozen=True, slots=True)
class Placement:
    """An object the open world put in an unknown zone so that an action can happen (enabling)."""

    player: str
    zone: str  # hand, graveyard, exile, library, battlefield
    card: CardDef
    why: str  # "cast", "permanent", "cost", "target", "land", "search", "attacker", "stated", "setup"
    action: int = -1  # index of the action that needed it (-1: the reading put it there)
    tapped: bool = False
    sick: bool = False
    attacking: bool = False
    stated: frozenset[str] = frozenset()  # facts the message gave ("sick", "tapped")
    origin: str = "mentioned"  # "mentioned" | "assumed" (an assumed land) | "" (listed in prose setup)


@dataclass(frozen=True, slots=True)
class TargetFill:
    """A target the message doesn't name, chosen as a judge reads the message (FREE_FORM 2): the object
    the closing question asks about, else what the spell it responds to is about, else the first legal
    one (an opponent's first). The other plausible targets are kept to re-judge with."""

    action: int
    card: Name  # the spell or ability's card, in both languages
    target: Name | str  # the target: a card's names, or a player
    alternatives: tuple[tuple[Action, Name | str], ...] = ()  # the same action with another target, and that target
    why: str = "first"  # "asked" | "responded" | "first"
    on_stack: bool = False  # a spell inferred on the stack (cast before the first action)


@dataclass(frozen=True, slots=True)
class ModeFill:
    """The modes of a modal spell the message casts without saying which (`bot.engine.unsaid_modes`); the
    other choices are kept to re-judge with."""

    action: int
    card: Name
    modes: tuple[int, ...]
    what: str  # the chosen mode's effect as the answer names it ("prevent_damage"), or "" (said by number)
    why: str  # "responded" | "asked" | "first"
    alternatives: tuple[tuple[Action, tuple[int, ...]], ...] = ()


@dataclass(frozen=True, slots=True)
class XFill:
    """The X of a spell the message casts without saying it (107.3a): what the spell needs to do what the
    message is about (lethal damage to its target), else 1; the value one less is kept to re-judge with."""

    action: int
    card: Name
    x: int
    why: str  # "lethal"
    target: Name | str = ""
    alternative: Action | None = None


@dataclass(slots=True)
class Fix:
    state: GameState
    action: Action | None = None  # the action rewritten (a target filled in)
    restart: bool = False  # the fix changes what comes before the first action: run again from the start
    prelude: Action | None = None


@dataclass
class OpenWorld:
    """Which zones are unknown, and what the open world has put in them so far."""

    unknown: set[tuple[str, str]]
    players: tuple[str, ...]
    placements: list[Placement] = field(default_factory=list)
    fills: list[TargetFill] = field(default_factory=list)
    mode_fills: list[ModeFill] = field(default_factory=list)
    x_fills: list[XFill] = field(default_factory=list)
    preludes: list[Action] = field(default_factory=list)
    land_colors: dict[str, str] = field(default_factory=dict)  # player -> colours of the cards they use
    lookup: Callable[[str], CardDef | None] | None = None  # an English name -> its card (for lands)
    closed_lands: dict[str, int] = field(default_factory=dict)  # player -> action index after which no land is assumed
    focus: tuple[str, ...] = ()  # English names of the cards the closing question asks about ("do they die?")
    prose: bool = False  # a message without setup lines: the stack holds what its actions need, too
    # players whose battlefield the message lists without naming a land ("I control Grizzly Bears and Hill
    # Giant"): in prose that sets the scene, it doesn't say they have no lands (used only when `prose`)
    landless: frozenset[str] = frozenset()
    turn_open: bool = False  # no line says whose turn or which step it is: the first action chooses (default_turn)

    @classmethod
    def of(cls, setup: Setup, lookup: Callable[[str], CardDef | None] | None = None) -> OpenWorld:
        unknown = {(p.name, zone) for p in setup.players for zone in ("battlefield", "hand", "graveyard", "exile")
                   if zone not in p.listed}
        unknown |= {(p.name, "library") for p in setup.players if p.library is None or p.library_unknown}
        landless = frozenset(p.name for p in setup.players if "battlefield" in p.listed and p.battlefield and
                             not any("land" in spec.card.types for spec in p.battlefield))
        return cls(unknown, tuple(p.name for p in setup.players), lookup=lookup, landless=landless)

    def close_lands(self, players: tuple[str, ...], index: int) -> None:
        """The message says these players have no untapped land left after action `index`."""
        for p in players:
            self.closed_lands.setdefault(p, index)

    def is_unknown(self, player: str, zone: str) -> bool:
        return (player, zone) in self.unknown

    def copy(self) -> OpenWorld:
        return OpenWorld(set(self.unknown), self.players, list(self.placements), list(self.fills),
                         list(self.mode_fills), list(self.x_fills), list(self.preludes), dict(self.land_colors),
                         self.lookup, focus=self.focus,
                         prose=self.prose, landless=self.landless, turn_open=self.turn_open)

    # ------------------------------------------------------------------ the completed situation
    def completed(self, setup: Setup) -> Setup:
        """`setup` with every placement added (the initial situation of the clean run)."""
        players = []
        for ps in setup.players:
            new = PlayerSetup(ps.name, ps.line, ps.life, ps.pool, list(ps.battlefield), list(ps.hand),
                              list(ps.graveyard), list(ps.exile),
                              None if ps.library is None else list(ps.library), ps.library_unknown,
                              set(ps.listed), ps.life_stated, ps.lands_played)
            for pl in self.placements:
                if pl.player != ps.name:
                    continue
                if pl.zone == "battlefield":
                    new.battlefield.append(PermanentSpec(pl.card, tapped=pl.tapped, sick=pl.sick,
                                                         attacking=pl.attacking, stated=pl.stated,
                                                         origin=pl.origin))
                elif pl.zone == "library":
                    if new.library is None:
                        new.library, new.library_unknown = [], 40
                    new.library.append(pl.card)
                else:
                    getattr(new, pl.zone).append(pl.card)
            players.append(new)
        return Setup(players, setup.active, setup.step, setup.turn_stated)

    # ------------------------------------------------------------------ fixes
    def fix(self, state: GameState, game: Game, action: Action, index: int, exc: EngineSignal) -> Fix | None:
        """What the open world supplies so that `action` (the `index`th) can happen, or None.

        `state` is the situation before the action, `game` the game where it failed (its state
        says what a payment still lacked, which targets are legal)."""
        if len(self.placements) + len(self.fills) + len(self.mode_fills) + len(self.x_fills) >= MAX_FIXES:
            return None
        message, params = exc.message, exc.params
        actor = action.actor or state.priority or state.active
        # a payment line the action read ahead ("I pay ... with X") names cards too
        named = _with_read_ahead(action, game, index)
        if message in ("err.card_not_in_zone", "ill.card_not_in_zone"):
            card = _card_named(named, params.get("card"))
            player = str(params.get("player") or actor)
            zone = str(params.get("zone") or "hand")
            if card is not None and action.kind == "cast" and self._is_prelude(action, index) and \
                    not self.is_unknown(player, zone):
                # a spell the message treats as cast before it: a listed hand is the hand after that cast
                return Fix(state, action=dc_replace(action, kind="on_stack"))
            if card is None or not self.is_unknown(player, zone) or zone == "battlefield":
                return None
            why = "cast" if message.startswith("err.") else "cost"
            return self._place(state, Placement(player, zone, card, why, index))
        if message == "err.no_such_permanent":
            card = _card_named(named, params.get("card"))
            if card is None or params.get("where"):
                return None  # it is somewhere in the game: the message means that one
            ref = _ref_named(named, card.name)
            player = str(params.get("player") or (ref.owner if ref is not None and ref.owner else actor))
            if not card.is_permanent_card or not self.is_unknown(player, "battlefield"):
                return None
            if card.activated and all(ab.zone == "hand" for ab in card.activated if ab.mana is not None) and \
                    any(ab.mana is not None for ab in card.activated) and self.is_unknown(player, "hand"):
                # Elvish Spirit Guide, Simian Spirit Guide: their mana comes from the hand, so that is where it is
                return self._place(state, Placement(player, "hand", card, "cost", index))
            # the attacker of a block is placed attacking; a blocker of the same name (his Bears blocking mine) is not
            blocker = action.blocker if action.kind == "block" else None
            is_blocker = blocker is not None and blocker.card.name == card.name and blocker.owner in (None, player)
            attacking = action.kind == "block" and not is_blocker and any(
                r.card.name == card.name and r.owner in (None, player) for r in action.cards)
            return self._place(state, Placement(player, "battlefield", card, "permanent", index, attacking=attacking,
                                                stated=frozenset({"tapped"}) if attacking else frozenset()))
        if message == "ill.nothing_attacks" and action.kind == "block":
            for ref in action.cards:
                player = ref.owner or state.active
                if ref.card.is_permanent_card and self.is_unknown(player, "battlefield"):
                    return self._place(state, Placement(player, "battlefield", ref.card, "attacker", index,
                                                        attacking=True, stated=frozenset({"tapped"})))
            return None
        if message == "err.no_such_target":
            if _card_named(named, params.get("card")) is None:  # a spell cast while this resolves (madness) names it
                named = next((a for a in game.actions[index + 1: game.cursor + 1]
                              if _card_named(a, params.get("card")) is not None), named)
            return self._target_fix(state, named, index, params)
        if message == "ill.cannot_pay_mana":
            if _pays_with_lands_only(named):
                return None  # "tapping an Island and a Mountain": the payment written is the whole payment
            lands = self._lands_fix(state, game.state, actor, index, str(params.get("cost", "")),
                                    named.payment.life or 0)
            if lands is None and action.kind == "cast" and self._is_prelude(action, index) and \
                    action.payment.is_empty():
                # "he has Grizzly Bears; in response to his Giant Growth...": a spell already on the stack was
                # paid before what the message describes; the lands it lists are not what paid for it
                return Fix(state, action=dc_replace(action, kind="on_stack", words=("paid_before",)))
            return lands
        if message == "err.missing_target":
            return self._fill_target(state, game, action, index, actor)
        if message == "err.choose_mode" and action.kind == "cast" and self.prose and not action.modes:
            return self._choose_modes(state, game, action, index, actor)
        if message == "err.x_missing" and action.kind == "cast" and self.prose and action.x is None:
            return self._choose_x(state, action, index)
        if message == "ill.no_legal_target" and action.kind == "cast" and self._is_prelude(action, index):
            # "if I Unsummon my Elves in response to his Doom Blade": what the responses are about is on its
            # unknown battlefield before the spell already on the stack chooses its target (then tried again)
            placed = self._place_answered(state, game.state, self._answered_later(game, index), actor, index) \
                if not action.targets else None
            if placed is not None:
                return placed
            # "I Force of Will his Counterspell": it is on the stack, targeting what the message doesn't say
            return Fix(state, action=dc_replace(action, kind="on_stack", targets=()))
        if message == "ill.no_legal_target" and action.kind in ("cast", "activate") and not action.targets:
            return self._supply_target(state, game, action, index, actor)
        if message in ("ill.nothing_to_sacrifice", "ill.nothing_to_return", "ill.nothing_to_tap"):
            return self._cost_permanents(state, action, index, actor, message.rsplit("_", 1)[1], params)
        if message in ("ill.nothing_to_discard", "ill.nothing_to_exile"):
            return self._cost_cards(state, game, action, index, actor, message.rsplit("_", 1)[1])
        if message in ("err.choose_discard", "err.choose_exile"):
            return self._only_cards(state, action, actor, message.rsplit("_", 1)[1], exc)
        if message in ("err.choose_sacrifice", "err.choose_return", "err.choose_tap"):
            return self._name_placed(state, action, message.rsplit("_", 1)[1], exc)
        if message == "ill.already_tapped":
            return self._another_source(state, named, index, actor, params)
        if message == "ill.dredge_not_in_graveyard":  # "I dredge Stinkweed Imp": it is in that graveyard
            # (the line is read while the draw it replaces happens: during another action)
            player = str(params.get("player") or actor)
            line = next((a for a in game.actions if a.kind == "dredge" and a.card is not None and
                         _card_named(a, params.get("card")) is not None), None)
            if line is None or line.card is None or not self.is_unknown(player, "graveyard"):
                return None
            return self._place(state, Placement(player, "graveyard", line.card.card, "cast", index))
        if message == "ill.dredge_without_draw" and self.turn_open and index == len(self.preludes) and \
                not self.preludes:
            # a dredge first, when no line says when: it replaces the draw of the player's draw step (702.52a,
            # 504.1), so the message begins before that step
            prelude = Action("goto_step", action.line, action.source, actor=actor, step="draw")
            self.preludes.append(prelude)
            return Fix(state, restart=True, prelude=prelude)
        if message in PRELUDE_ZONE_OR_TIMING and action.kind == "cast" and self._is_prelude(action, index):
            # "Alice counters LED" in Alice's upkeep: the spell the message treats as on the stack was cast when it
            # could be (in its owner's main phase, from their hand); when and from where is not the message's to
            # judge
            return Fix(state, action=dc_replace(action, kind="on_stack"))
        return None

    def _cost_permanents(self, state: GameState, action: Action, index: int, actor: str, what: str,
                         params: dict[str, object]) -> Fix | None:
        """"Fireblast for free": the two Mountains its alternative cost sacrifices are on an unknown
        battlefield (basic land types only: another kind of permanent would be a guess)."""
        if not self.is_unknown(actor, "battlefield") or self.lookup is None:
            return None
        words = str(params.get("filter", "")).split()
        basic = next((w for w in words if w.capitalize() in BASIC_LANDS.values()), None)
        land = self.lookup(basic.capitalize()) if basic else None
        if land is None:
            return None
        count = int(str(params.get("count", 1)))
        have = sum(1 for p in state.permanents_of(actor) if p.card.name == land.name)
        new = state
        for _ in range(max(0, count - have)):
            pl = Placement(actor, "battlefield", land, "cost", index)
            self.placements.append(pl)
            new = place(new, pl)
        field_name = {"sacrifice": "sacrifice", "return": "returned", "tap": "tap"}[what]
        refs = tuple(CardRef(land, land.name, 0, actor) for _ in range(count))
        return Fix(new, action=dc_replace(action, payment=_with_refs(action.payment, field_name, refs)))

    def _cost_cards(self, state: GameState, game: Game, action: Action, index: int, actor: str,
                    what: str) -> Fix | None:
        """"I Tormenting Voice", "Force of Will for free": the card the cost discards or exiles is one the message
        doesn't name, in a hand it doesn't list: that hand holds one the cost accepts (a blue card for Force of
        Will), named in the payment (in prose only: setup lines say what matters). Re-judged: with no such card,
        the cost can't be paid (118.3)."""
        if not self.prose or self.lookup is None or action.payment.discard or action.payment.exile:
            return None  # setup lines say what matters: a cost's card they don't list is not supplied
        cost = _cost_taking(action, what)
        if cost is None:
            return None
        if what == "discard":
            zone, flt, count = "hand", cost.discard_filter, cost.discard_count or 1
            matching = (cost.discard_matching or count) if flt is not None else 0
        elif cost.exile_from_hand is not None:
            zone, flt, count = "hand", cost.exile_from_hand, cost.exile_from_hand_count or 1
            matching = count
        else:
            zone, flt, count = "graveyard", cost.exile_graveyard_filter, cost.exile_from_graveyard
            matching = count if flt is not None else 0
        if not self.is_unknown(actor, zone) or count <= 0:
            return None
        wanted = [card_for_cost(flt, self.lookup)] * matching + [card_for_cost(None, self.lookup)] * (count - matching)
        if any(card is None or flt is not None and n < matching and not game.card_matches(card, flt)
               for n, card in enumerate(wanted)):
            return None
        new = state
        refs: list[CardRef] = []
        for card in wanted:
            assert card is not None
            pl = Placement(actor, zone, card, "unsaid_cost", index)
            self.placements.append(pl)
            new = place(new, pl)
            refs.append(CardRef(card, card.name, 0, actor))
        return Fix(new, action=dc_replace(action, payment=_with_refs(action.payment, what, tuple(refs))))

    def _only_cards(self, state: GameState, action: Action, actor: str, what: str, exc: EngineSignal) -> Fix | None:
        """"I have Force of Will and Brainstorm in hand, I cast Force of Will for free": the cost's cards of the
        payer's choice, when the hand holds exactly as many that fit: they are the ones (nothing to choose). In
        prose only; a choice between cards is still asked for."""
        cost = _cost_taking(action, what)
        if not self.prose or cost is None or action.payment.discard or action.payment.exile:
            return None
        count = (cost.discard_count or 1) if what == "discard" else \
            (cost.exile_from_hand_count or 1) if cost.exile_from_hand is not None else cost.exile_from_graveyard
        zone = "graveyard" if what == "exile" and cost.exile_from_hand is None else "hand"
        names = [str(c) for c in getattr(exc, "candidates", ())]
        held = [o.card for o in state.player(actor).zone(zone) if o.card.name in names]
        if len(names) != count or len(held) != count or (what == "discard" and cost.discard_matching):
            return None
        refs = tuple(CardRef(card, card.name, 0, actor) for card in held)
        return Fix(state, action=dc_replace(action, payment=_with_refs(action.payment, what, refs)))

    def _name_placed(self, state: GameState, action: Action, what: str, exc: EngineSignal) -> Fix | None:
        """A cost that asks which permanents, when every candidate is one the open world placed (for this cost,
        or as a land that paid mana: Lava Dart's flashback sacrifices the Mountain that cast it): they are the
        ones (there is no choice to make)."""
        count = int(str(exc.params.get("count", 1)))
        placed = [pl for pl in self.placements if pl.zone == "battlefield" and pl.why in ("cost", "land")]
        names = [str(c) for c in getattr(exc, "candidates", ())]
        if not placed or len(names) != count or any(n not in {pl.card.name for pl in placed} for n in names):
            return None
        cards = {pl.card.name: pl.card for pl in placed}
        field_name = {"sacrifice": "sacrifice", "return": "returned", "tap": "tap"}[what]
        if getattr(action.payment, field_name):
            return None
        refs = tuple(CardRef(cards[n], n, 0, None) for n in names)
        return Fix(state, action=dc_replace(action, payment=_with_refs(action.payment, field_name, refs)))

    def _another_source(self, state: GameState, named: Action, index: int, actor: str,
                        params: dict[str, object]) -> Fix | None:
        """"tap it and another Mountain": the message names the same card more times than the known
        battlefield has untapped ones; the unknown battlefield has the others."""
        card = _card_named(named, params.get("card"))
        if card is None or "land" not in card.types or not self.is_unknown(actor, "battlefield"):
            return None
        written = sum(1 for r in _refs(named) if r.card.name == card.name)
        have = sum(1 for p in state.permanents_of(actor) if p.card.name == card.name)
        if written <= have:
            return None
        return self._place(state, Placement(actor, "battlefield", card, "permanent", index))

    def _is_prelude(self, action: Action, index: int) -> bool:
        """A spell the message treats as cast before its first action (by the reader or the world)."""
        return index < len(self.preludes) or any(note[1] == "step.already_on_stack" for note in action.notes)

    def _place(self, state: GameState, placement: Placement) -> Fix:
        self.placements.append(placement)
        return Fix(place(state, placement))

    def _target_fix(self, state: GameState, action: Action, index: int, params: dict[str, object]) -> Fix | None:
        card = _card_named(action, params.get("card"))
        if card is None:
            return None
        ref = next((t.card for t in action.targets if t.card is not None and t.card.card.name == card.name), None)
        actor = action.actor or state.priority or state.active
        owner = ref.owner if ref is not None and ref.owner else None
        spell_target = action.card is not None and bool(action.card.card.targets) and all(
            spec.kind in STACK_ONLY_KINDS for spec in action.card.card.targets)
        if spell_target or not card.is_permanent_card:
            # a spell the message treats as already on the stack: its owner cast it before the first action
            caster = owner or next((p for p in self.players if p != actor), actor)
            if is_placeholder(card):  # "I counter his spell": a spell the message never names, cast before it
                if any(p.card is not None and p.card.card == card for p in self.preludes):
                    return None
                prelude = Action("on_stack", action.line, action.source, actor=caster,
                                 card=CardRef(card, card.name, 0, caster), words=("paid_before",))
                self.preludes.append(prelude)
                return Fix(state, restart=True, prelude=prelude)
            if not self.is_unknown(caster, "hand") and not any(
                    c.card.name == card.name for c in state.player(caster).hand):
                return None  # the listed hand says where the card is: it wasn't cast from there before the message
            prelude = Action("cast", action.line, action.source, actor=caster, card=CardRef(card, card.name, 0, None))
            if any(p.card is not None and p.card.card.name == card.name for p in self.preludes):
                return None
            self.preludes.append(prelude)
            return Fix(state, restart=True, prelude=prelude)
        player = owner or next((p for p in self.players if p != actor), actor)
        if not self.is_unknown(player, "battlefield") or card.token:
            return None  # a token is where an effect made it (111.1), never in a zone the message leaves unknown
        why = "target" if owner is None else "permanent"
        return self._place(state, Placement(player, "battlefield", card, why, index))

    def _lands_fix(self, state: GameState, failed: GameState, player: str, index: int, cost_text: str,
                   life: int = 0) -> Fix | None:
        lands_unknown = self.is_unknown(player, "battlefield") or self.prose and player in self.landless
        if not lands_unknown or self.lookup is None or index > self.closed_lands.get(player, index):
            return None
        try:
            cost = ManaCost.parse(cost_text)
        except ManaSyntaxError:
            return None
        colors = mana_deficit(failed, player, cost, self.land_colors.get(player, ""), life)
        if not colors:
            return None
        new = state
        for c in colors:
            land = self.lookup(BASIC_LANDS[c])
            if land is None:
                return None
            pl = Placement(player, "battlefield", land, "land", index, origin="assumed")
            self.placements.append(pl)
            new = place(new, pl)
        return Fix(new)

    def _fill_target(self, state: GameState, game: Game, action: Action, index: int, actor: str) -> Fix | None:
        from bot.engine.targets import candidates
        from bot.engine.unsaid_modes import helps

        failed = game.state
        item = failed.stack[-1] if failed.stack else None
        specs = item.target_specs if item is not None else ()
        if item is not None and not specs and action.modes and item.card.modes:
            # a modal spell's target words are its chosen modes' (601.2b-c), not yet on the stack object
            modes = item.card.modes
            specs = tuple(t for m in action.modes if 1 <= m <= len(modes) for t in modes[m - 1].targets)
        if item is None or not specs or action.kind not in ("cast", "activate"):
            return None
        spec_index = min(len(specs) - 1, len(action.targets))
        spec = specs[spec_index]
        on_stack = any(n[1] == "step.already_on_stack" for n in action.notes)
        later = self._answered_later(game, index) if on_stack else []
        placed = self._place_answered(state, failed, later, item.controller, index)
        if placed is not None:  # "he Giant Growths his Bears in response to my Shock": the Shock is at the Bears
            return placed
        found = candidates(game, spec, item.controller, item.source_oid, item.oid, item.x)
        effects = item.effects if item.target_specs or not action.modes else tuple(
            e.with_target_offset(sum(len(item.card.modes[n - 1].targets) for n in action.modes[:k]))
            for k, m in enumerate(action.modes) for e in item.card.modes[m - 1].effects)
        ranked = self._ranked_targets(game, failed, found, actor, tuple(r.card.name for r in later),
                                      helps(effects, spec_index) and not on_stack)
        refs = [(t, why, self._ref_for(failed, t)) for t, why in ranked]
        usable = [(t, why, ref) for t, why, ref in refs if ref is not None]
        if not usable:
            return None
        target, why, ref = usable[0]
        assert action.card is not None and ref is not None
        if on_stack and why == "responded" and _card_name_of(failed, target) in {r.card.name for r in later}:
            why = "answered"  # the spell the responses answer: aimed at what they are about
        alternatives: list[tuple[Action, Name | str]] = []
        seen: set[tuple[object, ...]] = {_target_key(failed, target)}
        for other, _, other_ref in usable[1:]:
            key = _target_key(failed, other)
            if key in seen or _assumed_land(failed, other) or len(alternatives) >= MAX_TARGET_ALTERNATIVES:
                continue
            seen.add(key)
            assert other_ref is not None
            alternatives.append((dc_replace(action, targets=action.targets + (other_ref,)), _label(failed, other)))
        self.fills.append(TargetFill(index, card_name(action.card.card), _label(failed, target), tuple(alternatives),
                                     why, on_stack))
        return Fix(state, action=dc_replace(action, targets=action.targets + (ref,)))

    def _choose_modes(self, state: GameState, game: Game, action: Action, index: int, actor: str) -> Fix | None:
        """"he Healing Salves in response": the modes a judge reads from what the message is about
        (`bot.engine.unsaid_modes`), the other choices kept to re-judge with."""
        from bot.engine.unsaid_modes import choose_modes, effect_gist

        item = game.state.stack[-1] if game.state.stack else None
        if action.card is None or item is None or item.card.name != action.card.card.name:
            return None
        card = action.card.card
        choice = choose_modes(game, card, item, actor, self.focus, len(action.targets))
        if choice is None:
            return None
        what = effect_gist(card.modes[choice.modes[0] - 1]) if len(choice.modes) == 1 else ""
        alternatives = tuple((dc_replace(action, modes=alt), alt) for alt in choice.alternatives)
        self.mode_fills.append(ModeFill(index, card_name(card), choice.modes, what, choice.why, alternatives))
        return Fix(state, action=dc_replace(action, modes=choice.modes))

    def _choose_x(self, state: GameState, action: Action, index: int) -> Fix | None:
        """"I Fireball his Grizzly Bears, do they die?": a spell whose X deals damage to the target written gets
        the X that is lethal to it (its toughness less its damage; a player's life), re-judged with one less;
        any other X left unsaid is asked for (107.3a)."""
        if action.card is None:
            return None
        card = action.card.card
        deals_x = any(e.kind == "damage" and e.get("amount") == "X" for e in card.effects)
        target = action.targets[0] if action.targets else None
        lethal: int | None = None
        label: Name | str = ""
        if deals_x and target is not None and target.player is not None and state.has_player(target.player):
            lethal, label = state.player(target.player).life, target.player
        elif deals_x and target is not None and target.card is not None:
            perm = next((p for p in state.battlefield if p.card.name == target.card.card.name and
                         (target.card.owner is None or p.controller == target.card.owner)), None)
            if perm is not None and perm.is_creature and perm.toughness is not None:
                lethal, label = max(perm.toughness - perm.damage, 0), card_name(perm.card)
            elif perm is None and target.card.card.toughness is not None:  # not placed yet: as the card is
                lethal, label = target.card.card.toughness, card_name(target.card.card)
        if lethal is None:
            return None  # no X the message is about: asked for (a guessed X could make the play illegal)
        x = max(lethal, 1)
        alternative = dc_replace(action, x=x - 1) if x > 1 else None
        self.x_fills.append(XFill(index, card_name(card), x, "lethal", label, alternative))
        return Fix(state, action=dc_replace(action, x=x))

    @staticmethod
    def _answered_later(game: Game, index: int) -> list[CardRef]:
        """The permanents the actions after a spell already on the stack target (the responses to it are
        about what it targets): "he Giant Growths his Bears in response to my Shock"."""
        return [t.card for a in game.actions[index + 1: index + 4] for t in a.targets
                if t.card is not None and t.card.card.is_permanent_card and a.kind in ("cast", "activate")]

    def _place_answered(self, state: GameState, failed: GameState, later: list[CardRef], caster: str,
                        index: int) -> Fix | None:
        """A permanent a response targets, put on its unknown battlefield before the spell it responds to
        chooses its target (so that the spell can be aimed at it)."""
        for ref in later:
            if any(p.card.name == ref.card.name for p in failed.battlefield):
                continue
            owner = ref.owner or next((p for p in self.players if p != caster), caster)
            if self.is_unknown(owner, "battlefield"):
                return self._place(state, Placement(owner, "battlefield", ref.card, "permanent", index))
        return None

    def _ranked_targets(self, game: Game, failed: GameState, found: list[Target],
                        actor: str, later: tuple[str, ...] = (), own: bool = False) -> list[tuple[Target, str]]:
        """The legal targets as a judge reads the message, best first, each with why: what the closing
        question asks about ("do they die?"), then what the spell it responds to is about (that spell,
        then its targets), then an opponent's, then the acting player's own; with `own` (an effect that helps
        what it targets), the acting player's own before an opponent's."""
        responded: list[tuple[str, object]] = []
        if len(failed.stack) > 1:
            below = failed.stack[-2]
            responded.append(("object", below.oid))
            responded += [_key_of(t) for group in below.targets for t in group]

        def rank(t: Target) -> tuple[int, int]:
            if t.kind != "player" and _card_name_of(failed, t) in self.focus:
                return 0, 0
            if t.kind != "player" and _card_name_of(failed, t) in later:
                return 1, 0  # what the responses to it are about
            key = _key_of(t)
            if key in responded:
                return 1, responded.index(key)
            if t.kind == "player":
                theirs = t.player != actor
            else:
                controller = game.controller_of(t.oid)
                theirs = controller is not None and controller != actor
            return (3, 0) if theirs == own else (2, 0)

        why = {0: "asked", 1: "responded", 2: "own" if own else "first"}
        return [(t, why.get(rank(t)[0], "first")) for t in sorted(found, key=rank)]

    def _supply_target(self, state: GameState, game: Game, action: Action, index: int, actor: str) -> Fix | None:
        """"I cast Shatter", "I cast Counterspell", "I cast Raise Dead": a spell or ability whose target the
        message never names, where nothing known qualifies, targets an object the open world supplies of the
        kind its target words ask for (`bot.engine.placeholders`): an opponent's permanent unless the words want
        the actor's own, a spell an opponent cast before the first action, a card in a graveyard. Only in an
        unknown zone, once per target word; None when no plain object fits (the message must name it)."""
        from bot.engine.unsaid_modes import helps

        spec = unmet_spec(game)
        if not self.prose:  # setup lines say what matters: only a plain creature the card's own words target
            own = action.card.card.targets[0] if action.kind == "cast" and action.card is not None and \
                action.card.card.targets else None
            f = own.filter if own is not None else ObjectFilter()
            plain = ObjectFilter(types=("creature",), exclude_colors=f.exclude_colors, controller=f.controller)
            if own is None or own.kind != "object" or f != plain:
                return None
            spec = own
        supplied = fitting(spec) if spec is not None else None
        if spec is None or supplied is None or any(p.card == supplied.card for p in self.placements) or \
                any(p.card is not None and p.card.card == supplied.card for p in self.preludes):
            return None
        f = spec.filter
        others = [p for p in self.players if p != actor]
        if spec.kind == "opponent_or_planeswalker" or f.controller == "opponent":
            order = others
        elif f.controller == "you":
            order = [actor]
        elif supplied.role == CARD:
            order = [actor] + others  # "return target creature card from a graveyard": the caster's own first
        elif action.card is not None and len(action.card.card.targets) == 1 and helps(action.card.card.effects, 0):
            order = [actor] + others  # "I cast Giant Growth": on a creature of the caster's own
        else:
            order = others + [actor]
        if supplied.role == SPELL:
            caster = next((p for p in order if p != actor), None)
            if caster is None or not self.prose:
                return None  # the stack a controlled message describes holds what it says
            prelude = Action("on_stack", action.line, action.source, actor=caster,
                             card=CardRef(supplied.card, supplied.card.name, 0, caster), words=("paid_before",))
            self.preludes.append(prelude)
            return Fix(state, restart=True, prelude=prelude)
        zone = "graveyard" if supplied.role == CARD else "battlefield"
        player = next((p for p in order if self.is_unknown(p, zone)), None)
        if player is None:
            return None
        return self._place(state, Placement(player, zone, supplied.card, "target", index, tapped=supplied.tapped,
                                            stated=frozenset({"tapped"}) if supplied.tapped else frozenset()))

    def unsaid_target(self, exc: EngineSignal, action: Action, game: Game) -> EngineSignal:
        """A target the message never names, that nothing known can be and that the open world could not
        supply (an ability on the stack, a creature in combat...): not a judgement (the zones it would be in
        are unknown) but a question back: which target?"""
        if exc.message != "ill.no_legal_target" or action.kind not in ("cast", "activate") or action.targets or \
                not self.prose:
            return exc  # setup lines describe the game: no legal target there is a judgement
        spec = unmet_spec(game)
        if spec is None:
            return exc
        role = role_of(spec)
        could: bool = True  # a spell or an ability on the stack: the stack holds what a prose message needs
        if role == CARD:
            could = any(self.is_unknown(p, "graveyard") for p in self.players)
        elif role == PERMANENT:
            could = any(self.is_unknown(p, "battlefield") for p in self.players)
        if not could:
            return exc
        card = card_name(action.card.card) if action.card is not None else ""
        return IncompleteAction("err.target_unsaid", "601.2c", card=card, kind=str(exc.params.get("kind", "")))

    @staticmethod
    def _ref_for(state: GameState, target: Target) -> TargetRef | None:
        if target.kind == "player":
            return TargetRef(player=target.player, text=target.player)
        perm = state.permanent(target.oid)
        item = state.stack_item(target.oid)
        card = perm.card if perm is not None else item.card if item is not None else None
        owner = perm.controller if perm is not None else item.controller if item is not None else None
        if card is None and target.kind == "card":  # a card in a graveyard ("I cast Raise Dead")
            found = state.find_card(target.oid)
            if found is not None:
                owner, card = found[0], found[2].card
        if card is None:
            return None
        return TargetRef(card=CardRef(card, card.name, 0, owner), text=card.name)


def _key_of(target: Target) -> tuple[str, object]:
    return ("player", target.player) if target.kind == "player" else ("object", target.oid)


def _card_name_of(state: GameState, target: Target) -> str | None:
    perm = state.permanent(target.oid)
    if perm is not None:
        return perm.card.name
    item = state.stack_item(target.oid)
    if item is not None:
        return item.card.name
    found = state.find_card(target.oid) if target.kind == "card" else None
    return found[2].card.name if found is not None else None


def _target_key(state: GameState, target: Target) -> tuple[object, ...]:
    """Targets that read the same (two untapped Llanowar Elves of one player) are one alternative."""
    if target.kind == "player":
        return ("player", target.player)
    perm = state.permanent(target.oid)
    if perm is not None:
        return ("permanent", perm.card.name, perm.controller)
    return ("object", _card_name_of(state, target))


def _assumed_land(state: GameState, target: Target) -> bool:
    perm = state.permanent(target.oid) if target.kind != "player" else None
    return perm is not None and perm.origin == "assumed"


def _label(state: GameState, target: Target) -> Name | str:
    if target.kind == "player":
        return target.player
    perm = state.permanent(target.oid)
    item = state.stack_item(target.oid)
    card = perm.card if perm is not None else item.card if item is not None else None
    return card_name(card) if card is not None else str(target.name)


def _cost_taking(action: Action, what: str) -> Cost | None:
    """The cost of `action` (its spell's chosen costs, or its ability's) that discards ("discard") or exiles
    ("exile") cards of the payer's choice, None when none does."""
    if action.card is None:
        return None
    card = action.card.card
    if action.kind == "cast":
        chosen = {name for name, _ in action.optional_costs} | ({action.alt} if action.alt else set())
        costs = [cost for name, cost in card.costs if name in chosen] + list(card.additional_costs)
    elif action.kind == "activate":
        abilities = card.activated
        if action.ability is not None and 1 <= action.ability <= len(abilities):
            abilities = (abilities[action.ability - 1],)
        costs = [ab.cost for ab in abilities]
    else:
        return None
    for cost in costs:
        if what == "discard" and cost.discard == "card" or \
                what == "exile" and (cost.exile_from_hand is not None or cost.exile_from_graveyard):
            return cost
    return None


def _pays_with_lands_only(action: Action) -> bool:
    """The message says which lands pay (and nothing else): no assumed land may add to them."""
    named = list(action.payment.tap) + [ref for ref, _ in action.payment.sources]
    if action.kind == "tap_mana":
        named += list(action.cards)
    return bool(named) and all("land" in ref.card.types for ref in named)


def _with_refs(payment: Payment, field_name: str, refs: tuple[CardRef, ...]) -> Payment:
    if field_name == "sacrifice":
        return dc_replace(payment, sacrifice=refs)
    if field_name == "returned":
        return dc_replace(payment, returned=refs)
    if field_name == "discard":
        return dc_replace(payment, discard=refs)
    if field_name == "exile":
        return dc_replace(payment, exile=refs)
    return dc_replace(payment, tap=refs)


def _with_read_ahead(action: Action, game: Game, index: int) -> Action:
    """`action` with the payments of the lines it consumed (a pay line after a cast) added, so that the
    cards they name can be found."""
    extra = Payment()
    for later in game.actions[index + 1: game.cursor + 1]:
        extra = extra.merged(later.payment)
    return action if extra.is_empty() else dc_replace(action, payment=action.payment.merged(extra))


def _refs(action: Action) -> Iterator[CardRef]:
    if action.card is not None:
        yield action.card
    yield from action.cards
    if action.blocker is not None:
        yield action.blocker
    for t in action.targets:
        if t.card is not None:
            yield t.card
    yield from payment_refs(action.payment)


def payment_refs(payment: Payment) -> Iterator[CardRef]:
    yield from payment.sacrifice
    yield from payment.discard
    yield from payment.exile
    yield from payment.tap
    yield from payment.returned
    for ref, _ in payment.sources:
        yield ref


def _ref_named(action: Action, english: str) -> CardRef | None:
    return next((r for r in _refs(action) if r.card.name == english), None)


def _card_named(action: Action, name: object) -> CardDef | None:
    english = str(name) if name is not None else ""
    ref = _ref_named(action, english)
    return ref.card if ref is not None else None


def place(state: GameState, pl: Placement) -> GameState:
    """`state` with the placed object added (a new object id)."""
    oid, state = state.new_oid()
    if pl.zone == "battlefield":
        perm = Permanent(oid, pl.card, pl.player, pl.player, tapped=pl.tapped, sick=pl.sick, attacking=pl.attacking,
                         origin=pl.origin, stated=pl.stated)
        return replace(state, battlefield=state.battlefield + (perm,))
    player = state.player(pl.player)
    cards = player.zone(pl.zone) + (CardObject(oid, pl.card, pl.player),)
    return state.with_player(replace(player, **{pl.zone: cards}))


def mana_deficit(state: GameState, player: str, cost: ManaCost, preferred: str = "", life: int = 0) -> str:
    """The basic lands' colours `player` lacks to pay `cost`, given their pool and their untapped
    permanents with a {T}-only mana ability (never one the message merely mentions): coloured
    symbols first, then generic mana (lands of the `preferred` colours). Phyrexian symbols the `life`
    the payer said pays ("paying 4 life") need no land."""
    pool = state.player(player).pool
    avail: list[set[str]] = [{c} for c in "WUBRGC" for _ in range(pool[c])]
    for perm in state.permanents_of(player):
        if perm.tapped or perm.origin == "mentioned":
            continue
        for ab in perm.activated_abilities:
            if ab.mana is not None and ab.cost.tap and replace(ab.cost, tap=False).is_free():
                produced = ab.mana.fixed or ab.mana.choice or COLORS
                avail.append(set(produced))
                break
    need = ""
    paid_with_life = ""
    for sym in sorted(cost.symbols, key=lambda s: (len(s), s)):
        if sym.endswith("/P") and life >= 2:
            life -= 2
            paid_with_life += sym[0]
            continue
        options = [c for c in sym.split("/") if c in COLORS or c == "C"] or ["C"]
        usable = [i for i, colors in enumerate(avail) if colors & set(options)]
        if usable:
            avail.pop(min(usable, key=lambda i: len(avail[i])))
        else:
            need += options[0]
    generic = cost.generic + sum(2 for s in cost.symbols if s.startswith("2/") and s[2:] in need)
    missing = max(0, generic - len(avail))
    fill = next((c for c in preferred if c in BASIC_LANDS), None) or (need[:1] or paid_with_life[:1] or "C")
    return need + fill * missing


def default_turn(actions: list[Action], players: tuple[str, ...]) -> tuple[str, str]:
    """(active player, step) that the first action needs (FREE_FORM 2 "Defaults")."""
    first = next((a for a in actions if a.kind not in ("resolve", "resolve_all", "pass", "next_step")), None)
    me = players[0]
    if first is None:
        return me, "main1"
    actor = first.actor or me
    other = next((p for p in players if p != actor), actor)
    if first.kind == "attack":
        return actor, "declare_attackers"
    if first.kind == "block":
        return other, "declare_blockers"
    if first.kind == "goto_step" and first.step == "draw":
        return actor, "upkeep"  # the draw happens as the draw step begins (504.1): going there starts before it
    if first.kind == "goto_step" and first.step:
        return actor, first.step
    return actor, "main1"


def is_sorcery_speed(card: CardDef) -> bool:
    return "instant" not in card.types and "flash" not in card.keywords


def unmet_spec(game: Game) -> TargetSpec | None:
    """The target word that nothing can answer, of the spell or ability being announced (the top of the
    stack where its announcement failed, 601.2c)."""
    from bot.engine.targets import candidates

    item = game.state.stack[-1] if game.state.stack else None
    if item is None or not item.target_specs:
        return None
    for spec in item.target_specs:
        if len(candidates(game, spec, item.controller, item.source_oid, item.oid, item.x)) < spec.fewest(item.x):
            return spec
    return None


__all__ = ["OpenWorld", "Placement", "TargetFill", "Fix", "place", "mana_deficit", "default_turn", "MAIN_STEPS",
           "is_sorcery_speed"]
