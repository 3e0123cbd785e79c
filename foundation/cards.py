"""The engine's card and ability model: what a card *is*, independent of any game.

Cards reach the engine from `cardpool` (the embedded default pool or an imported
database) already turned into these frozen objects; the engine never reads card
text. Everything here is immutable and hashable so game states can share it.

The vocabulary (effect kinds, target kinds, restriction names) is documented in
`docs/ability_model.md`; plugins may add effect kinds of their own.
"""

from __future__ import annotations

import functools
import re
from dataclasses import dataclass, field, replace
from typing import Any

from foundation.errors import ManaSyntaxError

COLORS = "WUBRG"
# the card types (205.2a), lower case
TYPE_WORDS = frozenset({"artifact", "creature", "enchantment", "land", "planeswalker", "instant", "sorcery", "tribal",
                        "kindred", "battle"})
MANA_ORDER = "WUBRGC"  # the order pools and choices are listed in (TRACE_JSON: WUBRGC)


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
    if len(parts) == 3 and parts[0] in COLORS and parts[1] in COLORS and parts[0] != parts[1] and parts[2] == "P":
        return sym  # hybrid Phyrexian ({G/U/P}: green, blue or 2 life, 107.4f)
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
    def parse(cls, text: str | None) -> ManaCost:
        """Read `{2}{U}{U}`, `2UU`, `{X}{R}`, `{U/P}`; raise ManaSyntaxError otherwise. A cost is
        immutable and cards repeat the same few ("{1}{G}"): each text is read once (`_parse_text`)."""
        if cls is ManaCost and text is not None and len(text) <= 64:
            return _parse_text(text)
        return cls._read(text)

    @classmethod
    def _read(cls, text: str | None) -> ManaCost:
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
            out += f"{{{self.generic}}}"
        return out + "".join(f"{{{s}}}" for s in self.symbols)

    def plus(self, other: ManaCost) -> ManaCost:
        return ManaCost(self.generic + other.generic, self.symbols + other.symbols, self.x + other.x)


@functools.lru_cache(maxsize=4096)
def _parse_text(text: str) -> ManaCost:
    return ManaCost._read(text)


COMPARISONS = ("<=", ">=", "<", ">", "=")


def compare(value: int | None, comparison: tuple[str, Any], x: int | None = None) -> bool:
    """Whether `value` satisfies a filter comparison such as ("<=", 2) or ("=", "X") (X: the spell's X)."""
    if not comparison:
        return True
    if value is None:
        return False
    op, raw = comparison
    bound: int = (x or 0) if raw == "X" else raw
    if op == "<=":
        return value <= bound
    if op == ">=":
        return value >= bound
    if op == "<":
        return value < bound
    if op == ">":
        return value > bound
    return value == bound


@dataclass(frozen=True, slots=True)
class ObjectFilter:
    """Which objects qualify: card types, excluded colours, controller, extra flags.

    `types` are lower-case type words ("creature", "artifact", "land", "permanent",
    "nonland"), `subtypes` e.g. ("mountain",), `exclude_colors` e.g. "B" for
    "nonblack", `controller` one of "any", "you", "opponent", "enchanted_player" (the player the source, a
    Curse, enchants).

    The other fields narrow it further (all must hold; empty = no condition):
    `supertypes` ("legendary", "snow", "nonbasic", "nonlegendary"... "nonX" = lacks X),
    `exclude_subtypes` ("non-Wall"), `combat` ("attacking", "blocking",
    "attacking_or_blocking", "blocked", "unblocked"), `tapped` ("tapped", "untapped"),
    `keywords` (has each: "with flying"), `without_keywords` (has none: "without flying"),
    `power` / `toughness` / `mana_value` comparisons such as ("<=", 2) or ("=", "X"),
    `token` ("token", "nontoken"), `with_counter` ("+1/+1", or "any": "with a counter on it"),
    `color_count` ("multicolored", "monocolored"), `colors_all` (has each of these colours: "a spell that's
    both red and white").
    """

    types: tuple[str, ...] = ()
    subtypes: tuple[str, ...] = ()
    exclude_colors: str = ""
    colors: str = ""
    controller: str = "any"
    other: bool = False  # "another", "other than this"
    basic: bool = False
    without_counter: str = ""  # e.g. "fate" (Oblivion Stone)
    supertypes: tuple[str, ...] = ()
    exclude_subtypes: tuple[str, ...] = ()
    combat: str = ""
    tapped: str = ""
    keywords: tuple[str, ...] = ()
    without_keywords: tuple[str, ...] = ()
    power: tuple[Any, ...] = ()
    toughness: tuple[Any, ...] = ()
    mana_value: tuple[Any, ...] = ()
    token: str = ""
    with_counter: str = ""
    color_count: str = ""
    colors_all: str = ""


@dataclass(frozen=True, slots=True)
class TargetSpec:
    """One use of the word "target" (115.3): how many objects, which kinds.

    `kind` is one of "any" (creature, player, planeswalker, battle), "player",
    "permanent", "spell", "activated_ability", "card_in_graveyard", "object"
    (then `filter` says which permanents qualify), "creature_or_player",
    "player_or_planeswalker", "opponent_or_planeswalker" (an opponent, or any
    planeswalker), "ability" (an activated or triggered ability on the stack),
    "triggered_ability",
    "spell_or_ability", "spell_or_permanent".

    How many: `count` objects (the most), all of them unless `up_to` ("up to two":
    none to two) or `min_count` says fewer may be chosen ("one or two": min_count 1,
    count 2). `count_x`: the number is the spell's X ("X target creatures");
    `any_number`: as many as the player likes ("any number of target creatures",
    min_count 0 unless it says "one or more").
    """

    kind: str = "permanent"
    count: int = 1
    up_to: bool = False
    filter: ObjectFilter = field(default_factory=ObjectFilter)
    min_count: int | None = None
    count_x: bool = False
    any_number: bool = False

    def most(self, x: int | None = None) -> int | None:
        """The largest number of targets (None: no limit)."""
        if self.any_number:
            return None
        if self.count_x:
            return x or 0
        return self.count

    def fewest(self, x: int | None = None) -> int:
        """The smallest number of targets the player may choose."""
        if self.min_count is not None:
            return self.min_count
        if self.up_to or self.any_number:
            return 0
        most = self.most(x)
        return most if most is not None else 0


@dataclass(frozen=True, slots=True)
class Effect:
    """One instruction of a spell or ability, resolved by an `effects` hook.

    `kind` names the instruction ("damage", "destroy", "pump", "draw", ...);
    `args` are its parameters as sorted (name, value) pairs, so effects hash.
    `target` is the index of the TargetSpec it refers to, or None.
    `text` / `text_fr`: the card's own sentence this effect was read from, in English
    and in French when the card data has it (imported cards; "" otherwise). The
    trace quotes it when the effect is not simulated, never the internal `kind`.
    """

    kind: str
    args: tuple[tuple[str, Any], ...] = ()
    text: str = ""
    text_fr: str = ""

    def get(self, key: str, default: Any = None) -> Any:
        for k, v in self.args:
            if k == key:
                return v
        return default

    @classmethod
    def make(cls, kind: str, text: str = "", text_fr: str = "", **args: Any) -> Effect:
        return cls(kind, tuple(sorted(args.items())), text, text_fr)

    def with_target_offset(self, offset: int) -> Effect:
        """The same effect with its target index moved by `offset` (modes' targets follow the spell's)."""
        if offset == 0 or self.get("target") is None:
            return self
        args = tuple((k, v + offset if k == "target" else v) for k, v in self.args)
        return Effect(self.kind, args, self.text, self.text_fr)


@dataclass(frozen=True, slots=True)
class SacrificeCost:
    """Permanents the payer chooses for a cost: `count` of them matching `filter` (they are
    sacrificed, tapped or returned to hand depending on the cost part that holds it)."""

    filter: ObjectFilter
    count: int = 1


PermanentsCost = SacrificeCost


@dataclass(frozen=True, slots=True)
class Cost:
    """Everything a cost can ask for (118). Empty parts are falsy.

    discard: "" (none), "hand" (discard your hand), "card" (a card of the
    payer's choice, `discard_count` of them, matching `discard_filter` when
    set: "discard a creature card"), "self" (this card, cycling/madness
    outlets).

    `loyalty` (606.4): a loyalty ability's cost, +N puts N loyalty counters on
    the permanent, -N removes N; `loyalty_x` is "-X" (X loyalty counters removed).
    `tap_untapped`: tap untapped permanents the payer controls ("Tap two untapped
    Wizards you control"; the payer names them). `return_to_hand`: return
    permanents the payer controls to their owner's hand ("Return an Island you
    control"); `return_self`: return this permanent. `exile_graveyard_filter`:
    which cards `exile_from_graveyard` may exile ("a creature card").
    `unrecognized`: parts of this cost the card encoding could not read: such a
    cost can't be paid by the engine, so it refuses it rather than skip them.
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
    put_counters: tuple[str, int] | None = None  # "Put a -0/-1 counter on ~" (Wall of Roots, Devoted Druid)
    loyalty: int = 0
    loyalty_x: bool = False
    tap_untapped: SacrificeCost | None = None
    return_to_hand: SacrificeCost | None = None
    return_self: bool = False
    discard_filter: ObjectFilter | None = None
    exile_graveyard_filter: ObjectFilter | None = None
    unrecognized: tuple[str, ...] = ()
    crew: int = 0  # "Crew N": tap untapped creatures you control with total power N or more (702.122a)
    # "discard an Island card and another card": of the `discard_count` cards, how many must match
    # `discard_filter` (0: all of them); "exile two blue cards from your hand": how many (0: one)
    discard_matching: int = 0
    exile_from_hand_count: int = 0

    def needs_choice_of_card(self) -> bool:
        return bool(self.sacrifice or self.discard == "card" or self.exile_from_hand or self.exile_from_graveyard
                    or self.tap_untapped or self.return_to_hand or self.crew)

    def is_free(self) -> bool:
        return (
            self.mana.is_empty()
            and not (self.tap or self.untap or self.sacrifice_self or self.sacrifice or self.discard)
            and not (self.exile_self or self.exile_from_hand or self.exile_from_graveyard or self.life)
            and self.remove_counters is None and self.put_counters is None
            and not (self.loyalty or self.loyalty_x or self.tap_untapped or self.return_to_hand or self.return_self)
            and not self.crew
            and not self.unrecognized
        )


@dataclass(frozen=True, slots=True)
class ManaRestriction:
    """"Spend this mana only to cast ... [or activate abilities of ...]" (106.6): what the mana may pay for.

    `spells`: None when it can't pay for a spell, () for any spell, else filters of which spells (any one);
    `abilities` the same for activated abilities, by their source. `chosen_type`: the spell must also have the
    creature type chosen as the mana's source entered (Pillar of Origins, 607.2d). `text` / `text_fr`: the
    card's sentence, quoted when the restriction forbids a payment.
    """

    spells: tuple[ObjectFilter, ...] | None = None
    abilities: tuple[ObjectFilter, ...] | None = None
    chosen_type: bool = False
    text: str = ""
    text_fr: str = ""


@dataclass(frozen=True, slots=True)
class ManaProduction:
    """What a mana ability adds (106, 605).

    `fixed` symbols are added as they are ("G", "CC", "RG"); otherwise `amount`
    mana is added, each of a colour from `choice` ("WUBRG" = any colour), all
    the same colour when `one_color` ("three mana of any one color"). `spend_only`: what that mana may be
    spent on (106.6), None when anything.
    """

    fixed: str = ""
    amount: int = 0
    choice: str = ""
    one_color: bool = False
    spend_only: ManaRestriction | None = None


# Restrictions of activated abilities ("Activate only ..."), checked by the `activation` plugin.
RESTRICTIONS = {
    "instant": "as an instant (602.5e)",
    "sorcery": "as a sorcery (602.5d)",
    "once_per_turn": "once each turn",
    "twice_per_turn": "no more than twice each turn",
    "thrice_per_turn": "no more than three times each turn",
    "your_turn": "during your turn",
    "opponent_turn": "during an opponent's turn",
    "your_upkeep": "during your upkeep",
    "upkeep": "during any upkeep step",
    "combat": "during combat",
    "before_attackers": "before attackers are declared (this turn's declare attackers step hasn't begun)",
    "before_blockers": "before blockers are declared",
    "declare_attackers": "during the declare attackers step",
    "declare_blockers": "during the declare blockers step",
    "source_attacking": "only if this permanent is attacking",
    "no_cards_in_hand": "only if you have no cards in hand",
    "threshold": "only if seven or more cards are in your graveyard",
}


@dataclass(frozen=True, slots=True)
class ActivatedAbility:
    """An activated ability (602): cost, effects, targets, restrictions.

    restrictions: "instant" (Activate only as an instant, 602.5e), "sorcery"
    (602.5d), "once_per_turn", "your_turn", and the timing restrictions of
    RESTRICTIONS above. `zone` is where it is activated from: "battlefield" or
    "hand" (Elvish Spirit Guide). `loyalty`: a loyalty ability (606): sorcery
    timing, one loyalty ability per permanent per turn (606.3), its cost is
    `cost.loyalty`. `unrecognized`: parts of the ability (effect, restriction)
    the encoding could not read; the engine names them when it is activated.
    """

    cost: Cost
    effects: tuple[Effect, ...] = ()
    targets: tuple[TargetSpec, ...] = ()
    mana: ManaProduction | None = None
    restrictions: frozenset[str] = frozenset()
    zone: str = "battlefield"
    loyalty: bool = False
    unrecognized: tuple[str, ...] = ()


@dataclass(frozen=True, slots=True)
class TriggeredAbility:
    """A triggered ability (603): `event` ("enters", "dies", "cast", "upkeep") and what it does.

    For events about other objects (`enters_other`, `creature_dies`, `attacks_other`, `cast`),
    `filter` says which objects (its `controller` relative to the ability's controller) and
    `self_too` that its own source counts as well ("~ or another creature"); for step events
    (`upkeep`, `end_step`, `combat`) and `cast`, `scope` says whose ("you", "opponent", "each").
    The vocabulary is in docs/ability_model.md. `unrecognized`: parts of it the encoding could not
    read (named when it is put on the stack).
    """

    event: str
    effects: tuple[Effect, ...] = ()
    targets: tuple[TargetSpec, ...] = ()
    unrecognized: tuple[str, ...] = ()
    filter: ObjectFilter | None = None
    scope: str = ""
    self_too: bool = False
    attached: bool = False  # the event is about the permanent its source is attached to ("equipped creature")
    zone: str = "battlefield"  # where its source is for it to trigger: "graveyard" ("return ~ from your graveyard")
    once_per_turn: bool = False  # "This ability triggers only once each turn." (603.2h)
    # "whenever one or more cards leave your graveyard": once for all the objects of one event (603.2c)
    batch: bool = False
    # the other creature of a blocking event must match it ("blocks a creature with flying", "becomes blocked by a
    # non-Wall creature")
    partner: ObjectFilter | None = None
    chapters: tuple[int, ...] = ()  # a Saga's chapter ability (714.2b): the chapter numbers it has ("I, II")
    text: str = ""  # the card's own wording of the whole ability (imported cards), for the trace
    text_fr: str = ""


@dataclass(frozen=True, slots=True)
class StaticAbility:
    """A static ability (604); `kind` e.g. "cost_reduction", "cost_increase". `text` / `text_fr`:
    the card's own sentence (imported cards), quoted when the engine doesn't apply it."""

    kind: str
    args: tuple[tuple[str, Any], ...] = ()
    text: str = ""
    text_fr: str = ""

    def get(self, key: str, default: Any = None) -> Any:
        for k, v in self.args:
            if k == key:
                return v
        return default

    def table(self, key: str) -> dict[str, Any]:
        """A nested argument (a `condition`, a `for_each`) as a dict; {} when absent."""
        value = self.get(key)
        return dict(value) if isinstance(value, tuple) else {}


@dataclass(frozen=True, slots=True)
class Mode:
    effects: tuple[Effect, ...]
    targets: tuple[TargetSpec, ...] = ()


@dataclass(frozen=True, slots=True)
class CardDef:
    """A card as the engine knows it. Names: English Oracle and French printed."""

    name: str
    name_fr: str = ""
    # gender and number of the French name ("ms", "fs", "mp", "fp"; "s": only "l'" known), found at
    # import (cardpool.articles): whence its article, "le Cratérier gobelin"; "" when unknown
    gender_fr: str = ""
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
    mode_count: int = 1  # the most modes chosen ("choose two": 2; "one or both": 2)
    mode_min: int | None = None  # the fewest (None: mode_count); "one or both": 1
    mode_repeat: bool = False  # "You may choose the same mode more than once" (700.2d)
    additional_costs: tuple[Cost, ...] = ()
    # Keyword and alternative costs by name: "flashback", "madness", "alternative", "kicker", "buyback"...
    costs: tuple[tuple[str, Cost], ...] = ()
    activated: tuple[ActivatedAbility, ...] = ()
    triggered: tuple[TriggeredAbility, ...] = ()
    static: tuple[StaticAbility, ...] = ()
    nicknames: tuple[str, ...] = ()
    unrecognized: tuple[str, ...] = ()  # parts of the card the model could not express
    token: bool = False  # the characteristics of a token an effect created (111.4), not a card
    # the card's own line each keyword was read from: (keyword, English, French), quoted when not enforced
    keyword_texts: tuple[tuple[str, str, str], ...] = ()
    # a transforming double-faced card (712): the face it turns into (its own link left out), and whether this
    # face is the back one (in every zone but the battlefield and the stack the card is its front face, 712.8a)
    other_face: CardDef | None = None
    # cleave (702.148a): the spell as its cleave cost casts it, with the words in square brackets removed
    cleaved: CardDef | None = None
    back_face: bool = False

    @property
    def front(self) -> CardDef:
        """The card as it is outside the battlefield (712.8a): its front face."""
        return self.other_face if self.back_face and self.other_face is not None else self
    # A card with several faces (split, aftermath, adventure, double-faced: 709-712): every face in printed
    # order, each without faces of its own, and the card's layout ("split", "aftermath", "transform"...).
    # Empty for a one-faced card. The card in a hand or graveyard is its first face with these faces.
    faces: tuple[CardDef, ...] = ()
    layout: str = ""

    def face(self, name: str) -> CardDef | None:
        """The face called `name` of this card (itself for a one-faced card of that name), carrying the
        card's faces so that it can become the whole card again (`whole`)."""
        if not self.faces:
            return self if self.name == name else None
        for face in self.faces:
            if face.name == name:
                return replace(face, faces=self.faces, layout=self.layout)
        return None

    @property
    def whole(self) -> CardDef:
        """The card as it is outside the stack and the battlefield: its first face, with every face (709.3,
        712.8a: a split or double-faced card in a hand or graveyard)."""
        if not self.faces or self.faces[0].name == self.name:
            return self
        return replace(self.faces[0], faces=self.faces, layout=self.layout)

    def has_face(self, name: str) -> bool:
        return self.name == name or any(f.name == name for f in self.faces)

    def cost_named(self, name: str) -> Cost | None:
        for key, cost in self.costs:
            if key == name:
                return cost
        return None

    @property
    def fewest_modes(self) -> int:
        return self.mode_count if self.mode_min is None else self.mode_min

    def is_type(self, word: str) -> bool:
        return word in self.types

    @property
    def is_permanent_card(self) -> bool:
        return bool(self.types & {"artifact", "creature", "enchantment", "land", "planeswalker", "battle"})

    def display(self, lang: str) -> str:
        return self.name_fr if lang == "fr" and self.name_fr else self.name
