"""Game state: frozen, slotted dataclasses. A state is never changed, only replaced.

That is what makes rule 732 (undo an illegal action, payments included) exact: the
engine keeps the state from before the action and puts it back.
"""

from __future__ import annotations

import dataclasses
import types
from collections.abc import Iterator
from dataclasses import dataclass, field, fields
from functools import lru_cache
from typing import Any, TypeVar

from foundation.abilities import KEYWORD_COUNTERS
from foundation.cards import (
    MANA_ORDER,
    TYPE_WORDS,
    ActivatedAbility,
    CardDef,
    Effect,
    ManaRestriction,
    StaticAbility,
    TargetSpec,
    TriggeredAbility,
)

_T = TypeVar("_T")
_COPIERS: dict[tuple[Any, ...], Any] = {}


def _make_copier(cls: type, changed: tuple[str, ...]) -> Any:
    """Compile a copier for one dataclass and one set of changed fields: a new object whose slots
    are written through their descriptors (a frozen class's own `__setattr__` refuses), the
    changed fields from the positional arguments in order, the others from the object copied.
    The generated names start with two underscores, so no field name can shadow them."""
    names = tuple(f.name for f in fields(cls))
    unknown = sorted(set(changed) - set(names))
    if unknown:
        raise TypeError(f"{cls.__name__} has no field(s) {unknown}")
    params = "".join(f", __v{j}" for j in range(len(changed)))
    lines = [f"def copy(__obj{params}):", "    __new = __new_object(__cls)"]
    scope: dict[str, Any] = {"__new_object": object.__new__, "__set_attr": object.__setattr__, "__cls": cls}
    for i, name in enumerate(names):
        value = f"__v{changed.index(name)}" if name in changed else f"__obj.{name}"
        slot = getattr(cls, name, None)
        if isinstance(slot, types.MemberDescriptorType):
            scope[f"__set{i}"] = slot.__set__
            lines.append(f"    __set{i}(__new, {value})")
        else:  # not a slot (a dataclass without slots): the generic way
            lines.append(f"    __set_attr(__new, {name!r}, {value})")
    lines.append("    return __new")
    exec("\n".join(lines), scope)  # noqa: S102 - generated from the class's own field names
    return scope["copy"]


def replace(obj: _T, /, **changes: Any) -> _T:
    """`dataclasses.replace` for the engine's frozen, slotted dataclasses, without re-running
    __init__ (they have no __post_init__): states are copied thousands of times per trace, so each
    (class, changed fields in order) gets a copier of its own (`_make_copier`)."""
    key = (type(obj), *changes)
    copy = _COPIERS.get(key)
    if copy is None:
        copy = _COPIERS[key] = _make_copier(type(obj), tuple(changes))
    result: _T = copy(obj, *changes.values())
    return result


@lru_cache(maxsize=512)
def _with_types(card: CardDef, added: frozenset[str], removed: frozenset[str] = frozenset()) -> CardDef:
    """`card` with card types and subtypes added or removed by static abilities (613.1d; a land's types replaced,
    305.7)."""
    types = frozenset(w for w in added if w in TYPE_WORDS)
    supertypes = added & SUPERTYPE_WORDS  # "enchanted permanent is legendary" (205.4)
    return replace(card, types=(card.types | types) - removed, subtypes=(card.subtypes - removed) | (
        added - types - supertypes), supertypes=card.supertypes | supertypes if supertypes else card.supertypes)


SUPERTYPE_WORDS = frozenset({"legendary", "snow"})  # supertypes a static ability may add (`static_types`)


UNKNOWN_CARD = CardDef(name="unknown card", name_fr="carte inconnue", types=frozenset({"unknown"}))

STEPS = (
    "untap", "upkeep", "draw", "main1", "beginning_of_combat", "declare_attackers",
    "declare_blockers", "first_strike_damage", "combat_damage", "end_of_combat", "main2", "end", "cleanup",
)
MAIN_STEPS = frozenset({"main1", "main2"})
NO_PRIORITY_STEPS = frozenset({"untap", "cleanup"})
COMBAT_STEPS = ("beginning_of_combat", "declare_attackers", "declare_blockers", "first_strike_damage",
                "combat_damage", "end_of_combat")


@dataclass(frozen=True, slots=True)
class CardObject:
    """A card in a hand, library, graveyard or exile. A new object each zone change (400.7)."""

    oid: int
    card: CardDef
    owner: str
    foretold: int | None = None  # the turn it was foretold (702.143a; 0: before the message's turn); None: not
    status: str = ""  # how it waits in exile: "suspended" (702.62a), "rebound" (702.88a)
    time_counters: int = 0  # time counters on a suspended card (702.62a)

    @property
    def name(self) -> str:
        return self.card.name

    @property
    def activated_abilities(self) -> tuple[ActivatedAbility, ...]:
        return self.card.activated

    @property
    def statics(self) -> tuple[StaticAbility, ...]:
        return self.card.static

    @property
    def triggered_abilities(self) -> tuple[TriggeredAbility, ...]:
        return self.card.triggered




@dataclass(frozen=True, slots=True)
class Permanent:
    """A permanent on the battlefield."""

    oid: int
    card: CardDef
    owner: str
    controller: str
    tapped: bool = False
    sick: bool = False  # came under its controller's control this turn (302.6)
    haste: bool = False  # granted haste (setup mark or an effect)
    damage: int = 0
    counters: tuple[tuple[str, int], ...] = ()
    pump_power: int = 0  # until end of turn
    pump_toughness: int = 0
    activations: tuple[tuple[int, int], ...] = ()  # (ability index, times) this turn
    attacking: bool = False
    blocking: tuple[int, ...] = ()  # oids of the attackers it blocks
    blocked: bool = False
    colors_override: str | None = None
    origin: str = ""  # "mentioned": placed because a message names it; "assumed": an assumed land (FREE_FORM 2)
    stated: frozenset[str] = frozenset()  # what the message said about it ("tapped", "sick"): not assumed
    granted: frozenset[str] = frozenset()  # keyword abilities granted by effects (until end of turn)
    deathtouch_damage: bool = False  # dealt damage by a source with deathtouch since the last SBA check (704.5h)
    cast_alt: str | None = None  # the alternative cost of the spell it resolved from ("evoke", "escape", "dash")
    kicked: int = 0  # times the spell it resolved from was kicked (702.33d)
    cast_x: int | None = None  # the value of X of the spell it resolved from (107.3m)
    face_down_card: CardDef | None = None  # face down (702.37, 708): the card it really is; `card` is the 2/2
    copied_from: CardDef | None = None  # entered as a copy (707.2, Clone): its own card; `card` is the copy
    crewed: bool = False  # a Vehicle crewed this turn: an artifact creature until end of turn (702.122a)
    # keyword bookkeeping that lasts while it stays on the battlefield: "echo_due" (702.30a), "unearthed" (702.84a)
    keyword_state: frozenset[str] = frozenset()
    attached_to: int | None = None  # the permanent an Aura or Equipment is attached to (301.5, 303.4)
    enchanted_player: str | None = None  # the player an Aura with "enchant player" is attached to (303.4, 702.5)
    # continuous effects of static abilities (613), recomputed by the effects plugin (`plugins.continuous`)
    static_power: int = 0
    static_toughness: int = 0
    static_keywords: frozenset[str] = frozenset()
    static_marks: frozenset[str] = frozenset()  # restrictions an Aura gives it ("enchanted creature can't block")
    static_lost: frozenset[str] = frozenset()  # printed keywords static abilities removed (613.1f, "loses flying")
    static_lose_all: bool = False  # "loses all abilities" (613.1f): its printed abilities don't apply
    static_base: tuple[int, int] | None = None  # base power and toughness set by a static ability (613.4b)
    static_types: frozenset[str] = frozenset()  # card types and subtypes added (613.1d: "is a Demon in addition")
    static_removed: frozenset[str] = frozenset()  # types removed (613.1d: "isn't a creature"; 305.7 land types)
    static_colors: str | None = None  # its colours as a static ability sets them (613.1e)
    static_grants: tuple[CardDef, ...] = ()  # abilities static abilities give it (their activated, triggered, static)
    # what was chosen as it entered (614.12, 607.2d): ("color", "R"), ("creature_type", "elf"), ("player", "Bob"),
    # ("card_name", "Lightning Bolt")
    chosen: tuple[tuple[str, str], ...] = ()
    controller_base: str | None = None  # its controller before a static control effect (613.1b) took it
    paired_with: int | None = None  # the creature it is paired with by soulbond (702.95)
    # until end of turn (514.2): markers named in `plugins.continuous.MARKS` ("exile_if_dies"...),
    # regeneration shields (701.15), the controller to give it back to after "gain control ... until end of turn"
    marks: frozenset[str] = frozenset()
    shields: int = 0
    control_until_eot: str | None = None
    # the card whose characteristics it had before an effect changed them until end of turn (613: "becomes a
    # 3/3 creature", "loses flying"); it has them again in the cleanup step (514.2)
    base_card: CardDef | None = None
    # a merged permanent (729, mutate 702.140c): the cards it is represented by, top first; () for one card
    merged: tuple[CardDef, ...] = ()

    @property
    def name(self) -> str:
        return self.card.name

    @property
    def token(self) -> bool:
        """A token (111), not a card."""
        return self.card.token

    @property
    def keywords(self) -> frozenset[str]:
        """Its keyword abilities: the card's (less those static abilities removed), those of static abilities,
        those effects granted it until end of turn, and those its keyword counters give it (122.1b)."""
        counted = frozenset(k for k, n in self.counters if n > 0 and k in KEYWORD_COUNTERS) if self.counters \
            else frozenset()
        if not (self.granted or self.static_keywords or self.static_lost or self.static_lose_all or counted):
            return self.card.keywords
        printed = frozenset() if self.static_lose_all else self.card.keywords - self.static_lost
        every = printed | self.granted | self.static_keywords | counted
        if self.static_marks:  # "can't have or gain flying" (613.1f): whatever gives it
            every -= {m[10:] for m in self.static_marks if m.startswith("cant_have:")}
        return every

    @property
    def statics(self) -> tuple[StaticAbility, ...]:
        """Its static abilities: the card's (unless it lost all abilities) and those static abilities give it."""
        if not (self.static_grants or self.static_lose_all):
            return self.card.static
        own = () if self.static_lose_all else self.card.static
        return own + tuple(st for g in self.static_grants for st in g.static)

    @property
    def activated_abilities(self) -> tuple[ActivatedAbility, ...]:
        """Its activated abilities, numbered from 1 in the play language: the card's, then granted ones."""
        own = self.card.activated
        if self.chosen and any(ab.mana is not None and "*" in ab.mana.choice for ab in own):
            own = self._chosen_mana(own)
        if not (self.static_grants or self.static_lose_all):
            return own
        own = () if self.static_lose_all else own
        return own + tuple(ab for g in self.static_grants for ab in g.activated)

    def _chosen_mana(self, abilities: tuple[ActivatedAbility, ...]) -> tuple[ActivatedAbility, ...]:
        """"Add one mana of the chosen color" ("*" in the production's `choice`): the colour chosen as it entered
        (607.2d), Coldsteel Heart, the Thriving lands."""
        color = self.choice("color") or ""
        out = []
        for ab in abilities:
            if ab.mana is not None and "*" in ab.mana.choice:
                mana = dataclasses.replace(ab.mana, choice=ab.mana.choice.replace("*", color))
                ab = dataclasses.replace(ab, mana=mana)
            out.append(ab)
        return tuple(out)

    @property
    def triggered_abilities(self) -> tuple[TriggeredAbility, ...]:
        if not (self.static_grants or self.static_lose_all):
            return self.card.triggered
        own = () if self.static_lose_all else self.card.triggered
        return own + tuple(tr for g in self.static_grants for tr in g.triggered)

    @property
    def characteristics(self) -> CardDef:
        """The card as static abilities make it now (types and subtypes added, 613.1d): what filters read."""
        if not (self.static_types or self.static_removed):
            return self.card
        return _with_types(self.card, self.static_types, self.static_removed)

    def choice(self, kind: str) -> str | None:
        """What was chosen as it entered for "the chosen <kind>" (607.2d), or None."""
        for k, v in self.chosen:
            if k == kind or (kind, k) in (("card_name", "nonland_card_name"), ("player", "opponent")):
                return v
        return None

    def counter(self, kind: str) -> int:
        for k, n in self.counters:
            if k == kind:
                return n
        return 0

    def with_counter(self, kind: str, delta: int) -> Permanent:
        counts = dict(self.counters)
        counts[kind] = max(0, counts.get(kind, 0) + delta)
        return replace(self, counters=tuple(sorted((k, n) for k, n in counts.items() if n)))

    @property
    def power(self) -> int | None:
        return self._toughness() if "switched_pt" in self.marks else self._power()

    @property
    def toughness(self) -> int | None:
        return self._power() if "switched_pt" in self.marks else self._toughness()

    def _power(self) -> int | None:
        base = self.card.power if self.static_base is None else self.static_base[0]
        if base is None:
            return None
        return base + self.static_power + self.pump_power + self.counter("+1/+1") - self.counter("-1/-1")

    def _toughness(self) -> int | None:
        """(Power and toughness switched until end of turn, "switched_pt": applied after every other change, 613.4d.)"""
        base = self.card.toughness if self.static_base is None else self.static_base[1]
        if base is None:
            return None
        return base + self.static_toughness + self.pump_toughness + self.counter("+1/+1") - self.counter("-1/-1")

    @property
    def is_creature(self) -> bool:
        if "creature" in self.static_removed:
            return False
        return "creature" in self.card.types or self.crewed or "creature" in self.static_types

    @property
    def has_haste(self) -> bool:
        return self.haste or "haste" in self.keywords

    @property
    def colors(self) -> str:
        if self.colors_override is not None:
            return self.colors_override
        return self.card.colors if self.static_colors is None else self.static_colors

    def activations_of(self, index: int) -> int:
        for i, n in self.activations:
            if i == index:
                return n
        return 0


@dataclass(frozen=True, slots=True)
class Target:
    """A chosen target: a player (by name), a permanent or a stack object (by oid)."""

    kind: str  # "player" | "permanent" | "stack"
    player: str = ""
    oid: int = 0
    name: object = ""  # the card's Name when chosen (for messages after it is gone)


@dataclass(frozen=True, slots=True)
class StackItem:
    """A spell, activated ability or triggered ability on the stack (405)."""

    oid: int
    kind: str  # "spell" | "ability" | "trigger"
    controller: str
    card: CardDef  # the spell's card, or the source's card for abilities
    owner: str = ""
    source_oid: int | None = None
    ability_index: int | None = None
    effects: tuple[Effect, ...] = ()
    target_specs: tuple[TargetSpec, ...] = ()
    targets: tuple[tuple[Target, ...], ...] = ()
    x: int | None = None
    alt: str | None = None  # alternative cost it was cast with ("flashback", "madness")
    from_zone: str = "hand"
    trigger: str = ""  # for triggers: what kind ("madness", "enters", ...)
    data: tuple[tuple[str, object], ...] = ()
    kicked: int = 0

    @property
    def name(self) -> str:
        return self.card.name

    def get(self, key: str, default: object = None) -> object:
        for k, v in self.data:
            if k == key:
                return v
        return default


_MANA_INDEX = {c: i for i, c in enumerate(MANA_ORDER)}


@dataclass(frozen=True, slots=True)
class Pool:
    """A mana pool: amounts of W, U, B, R, G, C (unknown symbols are not mana and raise KeyError)."""

    amounts: tuple[int, int, int, int, int, int] = (0, 0, 0, 0, 0, 0)

    def __getitem__(self, color: str) -> int:
        return self.amounts[_MANA_INDEX[color]]

    def add(self, color: str, n: int = 1) -> Pool:
        a = list(self.amounts)
        a[_MANA_INDEX[color]] += n
        return Pool(tuple(a))  # type: ignore[arg-type]

    def remove(self, color: str, n: int = 1) -> Pool:
        return self.add(color, -n)

    @property
    def total(self) -> int:
        return sum(self.amounts)

    def symbols(self) -> str:
        return "".join(c * n for c, n in zip(MANA_ORDER, self.amounts, strict=True))

    @classmethod
    def from_symbols(cls, text: str) -> Pool:
        return cls().plus(text)

    def plus(self, symbols: str) -> Pool:
        """This pool with `symbols` ("UUU") added."""
        for ch in symbols:
            if ch not in _MANA_INDEX:
                raise KeyError(ch)
        return Pool(tuple(n + symbols.count(c) for n, c in zip(self.amounts, MANA_ORDER, strict=True)))  # type: ignore[arg-type]


@dataclass(frozen=True, slots=True)
class RestrictedMana:
    """One mana of a player's pool that may be spent only as its ability said (106.6): its colour, the
    restriction, the creature type chosen as its source entered (for "of the chosen type") and its source's
    name (for the trace)."""

    color: str
    restriction: ManaRestriction
    chosen: str | None = None
    source: Any = None


@dataclass(frozen=True, slots=True)
class PlayerState:
    name: str
    life: int = 20
    hand: tuple[CardObject, ...] = ()
    graveyard: tuple[CardObject, ...] = ()  # bottom first
    exile: tuple[CardObject, ...] = ()
    library: tuple[CardObject, ...] = ()  # known cards, top first
    library_unknown: int = 0  # unknown cards under the known ones
    pool: Pool = field(default_factory=Pool)
    # the mana of `pool` that may be spent only on some spells or abilities (106.6), at most what the pool holds
    restricted_mana: tuple[RestrictedMana, ...] = ()
    lands_played: int = 0
    drew_from_empty: bool = False
    lost: bool = False
    poison: int = 0  # poison counters (120.3b, 704.5c)
    energy: int = 0  # energy counters ({E}, 107.14)
    extra_turns: int = 0  # extra turns to take right after this one (500.7)
    skipped_turns: int = 0  # next turns this player skips (614.10)
    lost_life_this_turn: bool = False  # for spectacle (702.137a) and bloodthirst (702.54a)
    spells_cast: int = 0  # spells cast this turn (surge 702.117a, storm 702.40a)
    # spells cast during the previous turn (those the play shows: flag "turn:last_turn_partial" when it began
    # before the described play)
    spells_cast_last_turn: int = 0
    combat_damage_types: frozenset[str] = frozenset()  # creature types that dealt it combat damage this turn (prowl)
    city_blessing: bool = False  # 702.131a: ascend gave it the city's blessing (for the rest of the game)
    # the dungeon card it owns in the command zone and the room its venture marker is on (309.4, 701.49);
    # how many dungeons it completed (309.7)
    dungeon: str = ""
    room: str = ""
    dungeons_completed: int = 0

    @property
    def library_size(self) -> int:
        return len(self.library) + self.library_unknown

    def zone(self, name: str) -> tuple[CardObject, ...]:
        cards: tuple[CardObject, ...] = getattr(self, name)
        return cards


CARD_ZONES = ("hand", "graveyard", "exile", "library")


@dataclass(frozen=True, slots=True)
class GameState:
    players: tuple[PlayerState, ...]
    battlefield: tuple[Permanent, ...] = ()
    stack: tuple[StackItem, ...] = ()  # bottom first
    active: str = ""
    step: str = "main1"
    priority: str | None = None
    passed: frozenset[str] = frozenset()
    pending_triggers: tuple[StackItem, ...] = ()
    next_oid: int = 1
    turn: int = 1
    flags: frozenset[str] = frozenset()  # turn-scoped markers set by rule modules ("first_strike_dealt"...)
    # permanents that left the battlefield as they last existed (608.2h), by the oid of the spell or
    # ability they left for: sacrificed to pay for it ("the sacrificed creature's power", Fling), or
    # moved while it resolved ("its controller gains life equal to its power", Swords to Plowshares)
    last_known: tuple[tuple[int, Permanent], ...] = ()
    # objects followed through zone changes an effect made (400.7: old oid, new oid), so "its mana value"
    # still finds the card Reanimate put onto the battlefield
    moved: tuple[tuple[int, int], ...] = ()
    # delayed triggered abilities (603.7) waiting for the next step of that name ("end", "upkeep")
    delayed: tuple[tuple[str, StackItem], ...] = ()
    # prevention shields of this turn (615): (what they protect, damage still to prevent; -1: all of it); what
    # is "to:<oid>", "to:player:<name>", "by:<oid>", with "combat_" before it for combat damage only
    prevention: tuple[tuple[str, int], ...] = ()
    # cards exiled "until ~ leaves the battlefield" (610.3c): (the source permanent's oid, the exiled card's oid)
    linked_exile: tuple[tuple[int, int], ...] = ()
    # cards an ability of a permanent exiled (607.2a: its linked ability's "the exiled card", Fiend Hunter,
    # champion 702.72b): (the source permanent's oid, the card's oid in exile)
    exiled_with: tuple[tuple[int, int], ...] = ()
    # the game's day/night designation (730.1): "" (neither, as every game starts), "day" or "night"; and the
    # player whose turn last reached its cleanup step, with the spells they cast that turn (730.2 checks them)
    day_night: str = ""
    day_night_turn: tuple[str, int] | None = None
    monarch: str | None = None  # the player who is the monarch (724.1), None: no monarch in the game yet
    # effects of resolved spells and abilities that work like a static ability until the turn ends (611.2a:
    # "players can't gain life this turn"): (a stand-in for their source, the ability), `plugins.effects_limits`
    effect_statics: tuple[tuple[Permanent, StaticAbility], ...] = ()
    # phased-out permanents (702.26b): treated as though they don't exist, kept aside until they phase in
    phased_out: tuple[Permanent, ...] = ()
    # the steps still to come this turn when an effect added phases (500.8: "after this phase, there is an
    # additional combat phase"); () while the turn follows STEPS
    step_queue: tuple[str, ...] = ()

    # --- players ---
    def player(self, name: str) -> PlayerState:
        for p in self.players:
            if p.name == name:
                return p
        raise KeyError(name)

    def has_player(self, name: str) -> bool:
        return any(p.name == name for p in self.players)

    def with_player(self, player: PlayerState) -> GameState:
        return replace(self, players=tuple(player if p.name == player.name else p for p in self.players))

    def opponents(self, name: str) -> list[str]:
        return [p.name for p in self.players if p.name != name]

    def next_player(self, name: str) -> str:
        names = [p.name for p in self.players]
        return names[(names.index(name) + 1) % len(names)]

    def apnap(self) -> list[str]:
        names = [p.name for p in self.players]
        i = names.index(self.active)
        return names[i:] + names[:i]

    # --- objects ---
    def permanent(self, oid: int) -> Permanent | None:
        for perm in self.battlefield:
            if perm.oid == oid:
                return perm
        return None

    def with_permanent(self, perm: Permanent) -> GameState:
        return replace(self, battlefield=tuple(perm if p.oid == perm.oid else p for p in self.battlefield))

    def stack_item(self, oid: int) -> StackItem | None:
        for item in self.stack:
            if item.oid == oid:
                return item
        return None

    def find_card(self, oid: int) -> tuple[str, str, CardObject] | None:
        """(player, zone, object) for a card in a player's zone."""
        for p in self.players:
            for zone in CARD_ZONES:
                for obj in getattr(p, zone):
                    if obj.oid == oid:
                        return p.name, zone, obj
        return None

    def permanents_of(self, controller: str) -> Iterator[Permanent]:
        return (p for p in self.battlefield if p.controller == controller)

    def new_oid(self) -> tuple[int, GameState]:
        return self.next_oid, replace(self, next_oid=self.next_oid + 1)
