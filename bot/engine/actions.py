"""What the play language parser produces: a setup and a list of actions.

Card names are already resolved to CardDefs (the parser knows the card pool), but not
bound to game objects: which Grizzly Bears a line means depends on the position, so the
engine binds them (like python-chess's parse_san, binding needs the board).
"""

from __future__ import annotations

from dataclasses import dataclass, field

from foundation.cards import CardDef, ManaCost


@dataclass(frozen=True, slots=True)
class CardRef:
    """A card named in a line. `owner` is a player named with it ("Bob's Dryad", "ma Dryade")."""

    card: CardDef
    text: str
    column: int = 0
    owner: str | None = None
    # which of several permanents of that name: "the first Knight" (1), "the other one" (2); 0: any
    copy: int = 0
    tapped: bool | None = None  # "the untapped one": the copy in that state, when there is one


@dataclass(frozen=True, slots=True)
class TargetRef:
    """A target as written: a player, or a card (permanent, or spell on the stack)."""

    player: str | None = None
    card: CardRef | None = None
    column: int = 0
    text: str = ""


@dataclass(frozen=True, slots=True)
class Payment:
    """The payment items of a line (PLAY_LANGUAGE "Payments and mana")."""

    mana: ManaCost | None = None
    life: int | None = None
    sacrifice: tuple[CardRef, ...] = ()
    discard: tuple[CardRef, ...] = ()
    discard_hand: bool = False
    exile: tuple[CardRef, ...] = ()
    tap: tuple[CardRef, ...] = ()
    sources: tuple[tuple[CardRef, str | None], ...] = ()  # "with <card> [for <mana>]"
    returned: tuple[CardRef, ...] = ()  # "returning <card>": permanents returned to hand as a cost
    convoke: tuple[CardRef, ...] = ()  # "tapping <card> for convoke": creatures tapped for convoke (702.51a)
    delve: tuple[CardRef, ...] = ()  # "exiling <card> for delve": graveyard cards exiled for delve (702.66a)
    improvise: tuple[CardRef, ...] = ()  # "tapping <card> for improvise": artifacts tapped (702.126a)

    def merged(self, other: Payment) -> Payment:
        return Payment(
            mana=other.mana or self.mana,
            life=other.life if other.life is not None else self.life,
            sacrifice=self.sacrifice + other.sacrifice,
            discard=self.discard + other.discard,
            discard_hand=self.discard_hand or other.discard_hand,
            exile=self.exile + other.exile,
            tap=self.tap + other.tap,
            sources=self.sources + other.sources,
            returned=self.returned + other.returned,
            convoke=self.convoke + other.convoke,
            delve=self.delve + other.delve,
            improvise=self.improvise + other.improvise,
        )

    def is_empty(self) -> bool:
        return self == Payment()


ACTION_KINDS = (
    "cast", "activate", "tap_mana", "pay", "play_land", "discard", "pass", "resolve", "resolve_all",
    "hold_priority", "decline_madness", "decline_pay", "attack", "block", "next_step", "goto_step", "choose",
    "sacrifice", "foretell", "turn_face_up", "suspend", "assign", "dredge", "exert",
)


@dataclass(frozen=True, slots=True)
class Action:
    kind: str
    line: int
    source: str
    actor: str | None = None  # None: whoever has priority
    question: bool = False
    card: CardRef | None = None
    from_zone: str | None = None
    alt: str | None = None  # "flashback" | "madness"
    optional_costs: tuple[tuple[str, int], ...] = ()  # ("kicker", 1), ("buyback", 1)...
    targets: tuple[TargetRef, ...] = ()
    x: int | None = None
    ability: int | None = None  # 1-based, as written
    colors: str | None = None  # "for UUU"
    payment: Payment = field(default_factory=Payment)
    cards: tuple[CardRef, ...] = ()  # tap list, discard list, attackers, chosen cards
    blocker: CardRef | None = None
    step: str | None = None
    modes: tuple[int, ...] = ()  # 1-based modes chosen ("choosing 1 and 3"), in the order written
    division: tuple[int, ...] = ()  # how damage is divided among the targets, in their order (601.2d)
    notes: tuple[tuple[str, str, tuple[tuple[str, object], ...]], ...] = ()  # (rule, message id, params) said first
    # a choice that is neither a card nor a colour ("I choose Elf", "I choose Bob"): "type:elf", "player:Bob"
    words: tuple[str, ...] = ()
    settle: bool = False  # "..., then attack": what is on the stack resolves first, if the action needs it empty
    closes_lands: tuple[str, ...] = ()  # "he has no untapped lands left": no more lands assumed for them after this


@dataclass(frozen=True, slots=True)
class PermanentSpec:
    card: CardDef
    tapped: bool = False
    sick: bool = False
    haste: bool = False
    damage: int = 0
    counters: tuple[tuple[str, int], ...] = ()
    attacking: bool = False
    stated: frozenset[str] = frozenset()  # what the message said about it ("tapped", "sick"...): not assumed
    origin: str = ""  # "" listed; "mentioned": placed because an action names it; "assumed": an assumed land
    face_down: bool = False  # "(face down)": a face-down 2/2 (702.37, 708)


@dataclass(slots=True)
class PlayerSetup:
    name: str
    line: int = 0
    life: int | None = None
    pool: str = ""
    battlefield: list[PermanentSpec] = field(default_factory=list)
    hand: list[CardDef] = field(default_factory=list)
    graveyard: list[CardDef] = field(default_factory=list)
    exile: list[CardDef] = field(default_factory=list)
    library: list[CardDef] | None = None
    library_unknown: int | None = None  # unknown cards under the known library (None: the default)
    listed: set[str] = field(default_factory=set)  # zones the message lists (complete); the others are unknown
    life_stated: bool = False
    lands_played: int = 0  # lands the player is said to have played this turn ("I just played a Forest": 305.2)


@dataclass(slots=True)
class Setup:
    players: list[PlayerSetup] = field(default_factory=list)
    active: str | None = None
    step: str = "main1"
    turn_stated: bool = False  # a turn line (or prose timing) said whose turn and which step it is

    def player(self, name: str) -> PlayerSetup | None:
        for p in self.players:
            if p.name == name:
                return p
        return None


@dataclass(slots=True)
class Message:
    """A parsed message: its language guess, setup and actions."""

    lang: str
    setup: Setup
    actions: list[Action]
    setup_lines: bool = False  # the message has setup lines (the controlled language's defaults apply)
