"""The engine's card and ability model: what a card *is*, independent of any game.

Cards reach the engine from `cardpool` (the embedded default pool or an imported
database) already turned into these frozen objects; the engine never reads card
text. Everything here is immutable and hashable so game states can share it.

The vocabulary (effect kinds, target kinds, restriction names) is documented in
`docs/ability_model.md`; plugins may add effect kinds of their own.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any

COLORS = "WUBRG"
MANA_ORDER = "WUBRGC"  # the order pools and choices are listed in (TRACE_JSON: WUBRGC)


class ManaSyntaxError(ValueError):
    """A mana string that is not mana ({2}{U}, 2UU, {U/R}, {U/P}, {X})."""


_SYMBOL = re.compile(r"\{([^{}]+)\}")
_BARE = re.compile(r"(\d+|[WUBRGCXS])", re.IGNORECASE)


def _normalize_symbol(sym: str) -> str:
    sym = sym.strip().upper()
    if sym.isdigit():
        return sym
    if sym in ("W", "U", "B", "R", "G", "C", "X", "S"):
        return sym
    parts = sym.split("/")
    if len(parts) == 2 and parts[0] in COLORS + "2" and parts[1] in COLORS + "P" and parts[0] != parts[1]:
        return sym
    raise ManaSyntaxError(sym)


@dataclass(frozen=True, slots=True)
class ManaCost:
    """A mana cost as printed: generic amount, coloured symbols, X count.

    `symbols` keeps coloured, colourless ({C}), hybrid ({U/R}, {2/W}) and
    Phyrexian ({U/P}) symbols in printed order; generic mana is the number.
    """

    generic: int = 0
    symbols: tuple[str, ...] = ()
    x: int = 0

    @classmethod
    def parse(cls, text: str | None) -> "ManaCost":
        """Read `{2}{U}{U}`, `2UU`, `{X}{R}`, `{U/P}`; raise ManaSyntaxError otherwise."""
        if text is None:
            return cls()
        text = text.strip()
        if not text:
            return cls()
        if "{" in text:
            rest = _SYMBOL.sub("", text).strip()
            if rest:
                raise ManaSyntaxError(text)
            raw = _SYMBOL.findall(text)
        else:
            pos = 0
            raw = []
            for m in _BARE.finditer(text):
                if m.start() != pos:
                    raise ManaSyntaxError(text)
                raw.append(m.group(1))
                pos = m.end()
            if pos != len(text):
                raise ManaSyntaxError(text)
        generic = 0
        symbols: list[str] = []
        x = 0
        for sym in raw:
            sym = _normalize_symbol(sym)
            if sym.isdigit():
                if len(sym) > 3:
                    raise ManaSyntaxError(text)
                generic += int(sym)
            elif sym == "X":
                x += 1
            else:
                symbols.append(sym)
        return cls(generic, tuple(symbols), x)

    @property
    def mana_value(self) -> int:
        total = self.generic
        for sym in self.symbols:
            total += 2 if sym.startswith("2/") else 1
        return total

    @property
    def colors(self) -> frozenset[str]:
        return frozenset(c for sym in self.symbols for c in sym.split("/") if c in COLORS)

    def is_empty(self) -> bool:
        return self.generic == 0 and not self.symbols and self.x == 0

    def __str__(self) -> str:
        out = "{X}" * self.x
        if self.generic or (not self.symbols and not self.x):
            out += "{%d}" % self.generic
        return out + "".join("{%s}" % s for s in self.symbols)

    def plus(self, other: "ManaCost") -> "ManaCost":
        return ManaCost(self.generic + other.generic, self.symbols + other.symbols, self.x + other.x)


@dataclass(frozen=True, slots=True)
class ObjectFilter:
    """Which objects qualify: card types, excluded colours, controller, extra flags.

    `types` are lower-case type words ("creature", "artifact", "land", "permanent",
    "nonland"), `subtypes` e.g. ("mountain",), `exclude_colors` e.g. "B" for
    "nonblack", `controller` one of "any", "you", "opponent".
    """

    types: tuple[str, ...] = ()
    subtypes: tuple[str, ...] = ()
    exclude_colors: str = ""
    colors: str = ""
    controller: str = "any"
    other: bool = False  # "another", "other than this"
    basic: bool = False
    without_counter: str = ""  # e.g. "fate" (Oblivion Stone)


@dataclass(frozen=True, slots=True)
class TargetSpec:
    """One use of the word "target" (115.3): how many objects, which kinds.

    `kind` is one of "any" (creature, player, planeswalker, battle), "player",
    "permanent", "spell", "activated_ability", "card_in_graveyard", or "object"
    (then `filter` says which permanents qualify).
    """

    kind: str = "permanent"
    count: int = 1
    up_to: bool = False
    filter: ObjectFilter = field(default_factory=ObjectFilter)


@dataclass(frozen=True, slots=True)
class Effect:
    """One instruction of a spell or ability, resolved by an `effects` hook.

    `kind` names the instruction ("damage", "destroy", "pump", "draw", ...);
    `args` are its parameters as sorted (name, value) pairs, so effects hash.
    `target` is the index of the TargetSpec it refers to, or None.
    """

    kind: str
    args: tuple[tuple[str, Any], ...] = ()

    def get(self, key: str, default: Any = None) -> Any:
        for k, v in self.args:
            if k == key:
                return v
        return default

    @classmethod
    def make(cls, kind: str, **args: Any) -> "Effect":
        return cls(kind, tuple(sorted(args.items())))


@dataclass(frozen=True, slots=True)
class SacrificeCost:
    filter: ObjectFilter
    count: int = 1


@dataclass(frozen=True, slots=True)
class Cost:
    """Everything a cost can ask for (118). Empty parts are falsy.

    discard: "" (none), "hand" (discard your hand), "card" (a card of the
    payer's choice, `discard_count` of them), "self" (this card, cycling/madness
    outlets).
    """

    mana: ManaCost = field(default_factory=ManaCost)
    tap: bool = False
    untap: bool = False
    sacrifice_self: bool = False
    sacrifice: SacrificeCost | None = None
    discard: str = ""
    discard_count: int = 0
    exile_self: bool = False
    exile_from_hand: ObjectFilter | None = None
    exile_from_graveyard: int = 0
    life: int = 0
    remove_counters: tuple[str, int] | None = None

    def needs_choice_of_card(self) -> bool:
        return bool(self.sacrifice or self.discard == "card" or self.exile_from_hand or self.exile_from_graveyard)

    def is_free(self) -> bool:
        return (
            self.mana.is_empty()
            and not (self.tap or self.untap or self.sacrifice_self or self.sacrifice or self.discard)
            and not (self.exile_self or self.exile_from_hand or self.exile_from_graveyard or self.life)
            and self.remove_counters is None
        )


@dataclass(frozen=True, slots=True)
class ManaProduction:
    """What a mana ability adds (106, 605).

    `fixed` symbols are added as they are ("G", "CC", "RG"); otherwise `amount`
    mana is added, each of a colour from `choice` ("WUBRG" = any colour), all
    the same colour when `one_color` ("three mana of any one color").
    """

    fixed: str = ""
    amount: int = 0
    choice: str = ""
    one_color: bool = False


@dataclass(frozen=True, slots=True)
class ActivatedAbility:
    """An activated ability (602): cost, effects, targets, restrictions.

    restrictions: "instant" (Activate only as an instant, 602.5e), "sorcery"
    (602.5d), "once_per_turn", "your_turn". `zone` is where it is activated
    from: "battlefield" or "hand" (Elvish Spirit Guide).
    """

    cost: Cost
    effects: tuple[Effect, ...] = ()
    targets: tuple[TargetSpec, ...] = ()
    mana: ManaProduction | None = None
    restrictions: frozenset[str] = frozenset()
    zone: str = "battlefield"
    loyalty: bool = False


@dataclass(frozen=True, slots=True)
class TriggeredAbility:
    """A triggered ability (603): `event` ("enters", "dies", "cast", "upkeep") and what it does."""

    event: str
    effects: tuple[Effect, ...] = ()
    targets: tuple[TargetSpec, ...] = ()


@dataclass(frozen=True, slots=True)
class StaticAbility:
    """A static ability (604); `kind` e.g. "cost_reduction", "cost_increase"."""

    kind: str
    args: tuple[tuple[str, Any], ...] = ()

    def get(self, key: str, default: Any = None) -> Any:
        for k, v in self.args:
            if k == key:
                return v
        return default


@dataclass(frozen=True, slots=True)
class Mode:
    effects: tuple[Effect, ...]
    targets: tuple[TargetSpec, ...] = ()


@dataclass(frozen=True, slots=True)
class CardDef:
    """A card as the engine knows it. Names: English Oracle and French printed."""

    name: str
    name_fr: str = ""
    mana_cost: ManaCost | None = None
    types: frozenset[str] = frozenset()  # lower case: "creature", "instant", ...
    subtypes: frozenset[str] = frozenset()  # lower case: "forest", "elf", ...
    supertypes: frozenset[str] = frozenset()  # "basic", "legendary", "snow"
    colors: str = ""  # WUBRG letters
    power: int | None = None
    toughness: int | None = None
    loyalty: int | None = None
    keywords: frozenset[str] = frozenset()  # "flash", "haste", "defender", ...
    # Instants and sorceries: what the spell does; permanents: usually nothing.
    effects: tuple[Effect, ...] = ()
    targets: tuple[TargetSpec, ...] = ()
    modes: tuple[Mode, ...] = ()
    mode_count: int = 1
    additional_costs: tuple[Cost, ...] = ()
    # Keyword and alternative costs by name: "flashback", "madness", "alternative", "kicker", "buyback"...
    costs: tuple[tuple[str, Cost], ...] = ()
    activated: tuple[ActivatedAbility, ...] = ()
    triggered: tuple[TriggeredAbility, ...] = ()
    static: tuple[StaticAbility, ...] = ()
    nicknames: tuple[str, ...] = ()
    unrecognized: tuple[str, ...] = ()  # parts of the card the model could not express

    def cost_named(self, name: str) -> Cost | None:
        for key, cost in self.costs:
            if key == name:
                return cost
        return None

    def is_type(self, word: str) -> bool:
        return word in self.types

    @property
    def is_permanent_card(self) -> bool:
        return bool(self.types & {"artifact", "creature", "enchantment", "land", "planeswalker", "battle"})

    def display(self, lang: str) -> str:
        return self.name_fr if lang == "fr" and self.name_fr else self.name
