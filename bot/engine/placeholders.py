"""Objects the open world supplies for a target the message never names (FREE_FORM.md section 2).

"I cast Shatter", "I cast Counterspell", "I cast Raise Dead": the spell needs a target of some kind and the
message names none. An unknown zone holds what the actions need, so the open world supplies an object of the
kind the target words ask for: a permanent with the types, colours, keywords, power and mana value the target
spec's filter wants; a spell on the stack; a card in a graveyard. It has no name of its own ("an artifact",
"un artefact"), and what happens to it can't be read from the final situation (`is_placeholder`).

`fitting` builds such a card from a `TargetSpec`, or says None when the filter asks for something a plain
card can't be (a token, a counter, a creature in combat): the open world then says it needs the target.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from foundation.cards import CardDef, ManaCost, ObjectFilter, TargetSpec
from foundation.errors import ManaSyntaxError

# where the object is: on the battlefield, on the stack, or a card in a graveyard
PERMANENT, SPELL, CARD = "permanent", "spell", "card"
PERMANENT_KINDS = frozenset({"object", "permanent", "any", "creature_or_player", "player_or_planeswalker",
                             "opponent_or_planeswalker"})
SPELL_KINDS = frozenset({"spell", "spell_or_ability", "spell_or_permanent"})
CARD_KINDS = frozenset({"card_in_graveyard"})

# The type each role prefers when the target words name none ("target permanent": a creature), in order
ORDER = {
    PERMANENT: ("creature", "artifact", "enchantment", "planeswalker", "land", "battle"),
    SPELL: ("instant", "sorcery", "creature", "artifact", "enchantment", "planeswalker"),
    CARD: ("creature", "instant", "sorcery", "artifact", "enchantment", "land", "planeswalker"),
}
PERMANENT_TYPES = frozenset(ORDER[PERMANENT])

# (role, type) -> how the supplied object is called, English and French (an indefinite noun phrase)
NAMES: dict[tuple[str, str], tuple[str, str]] = {
    (PERMANENT, "creature"): ("a creature", "une créature"),
    (PERMANENT, "artifact"): ("an artifact", "un artefact"),
    (PERMANENT, "enchantment"): ("an enchantment", "un enchantement"),
    (PERMANENT, "planeswalker"): ("a planeswalker", "un planeswalker"),
    (PERMANENT, "land"): ("a land", "un terrain"),
    (PERMANENT, "battle"): ("a battle", "une bataille"),
    (SPELL, ""): ("a spell", "un sort"),
    (SPELL, "instant"): ("an instant spell", "un sort d'éphémère"),
    (SPELL, "sorcery"): ("a sorcery spell", "un sort de rituel"),
    (SPELL, "creature"): ("a creature spell", "un sort de créature"),
    (SPELL, "artifact"): ("an artifact spell", "un sort d'artefact"),
    (SPELL, "enchantment"): ("an enchantment spell", "un sort d'enchantement"),
    (SPELL, "planeswalker"): ("a planeswalker spell", "un sort de planeswalker"),
    (CARD, ""): ("a card", "une carte"),
    (CARD, "creature"): ("a creature card", "une carte de créature"),
    (CARD, "instant"): ("an instant card", "une carte d'éphémère"),
    (CARD, "sorcery"): ("a sorcery card", "une carte de rituel"),
    (CARD, "artifact"): ("an artifact card", "une carte d'artefact"),
    (CARD, "enchantment"): ("an enchantment card", "une carte d'enchantement"),
    (CARD, "land"): ("a land card", "une carte de terrain"),
    (CARD, "planeswalker"): ("a planeswalker card", "une carte de planeswalker"),
}
# a card in a hand that a cost discards or exiles, of the colour the cost asks for ("exile a blue card"): how it
# is called, English and French
COLORED_CARDS: dict[str, tuple[str, str]] = {
    "W": ("a white card", "une carte blanche"),
    "U": ("a blue card", "une carte bleue"),
    "B": ("a black card", "une carte noire"),
    "R": ("a red card", "une carte rouge"),
    "G": ("a green card", "une carte verte"),
}
FRENCH = {en: fr for en, fr in (*NAMES.values(), *COLORED_CARDS.values())}
# the cards a cost can take from a hand that the message never names (`card_for_cost`): what happens to them
# doesn't change what the play leads to
COST_CARDS = frozenset({NAMES[(CARD, "")][0], *(en for en, _ in COLORED_CARDS.values())})
BASIC_LAND_TYPES = frozenset({"plains", "island", "swamp", "mountain", "forest"})


@dataclass(frozen=True, slots=True)
class Supplied:
    """A card that fits a target spec, where it goes, and whether it is tapped there."""

    card: CardDef
    role: str  # PERMANENT | SPELL | CARD
    tapped: bool = False


def is_placeholder(card: CardDef) -> bool:
    """Whether `card` is an object the open world made up for a target the message never names."""
    return card.name in FRENCH and card.name_fr == FRENCH[card.name]


def placeholder(english: str) -> CardDef | None:
    """The card an English placeholder name stands for, for naming it in the output language (None: a real
    card's name)."""
    for (_, kind), (en, fr) in NAMES.items():
        if en == english:
            return CardDef(name=en, name_fr=fr, types=frozenset({kind}) if kind else frozenset())
    for color, (en, _fr) in COLORED_CARDS.items():
        if en == english:
            return colored_card(color)
    return None


def colored_card(colors: str) -> CardDef:
    """"a blue card", "une carte rouge": a card of that colour the message describes by its colour only (the first
    colour of `colors`), or "a card" without one."""
    if not colors or colors[0] not in COLORED_CARDS:
        english, french = NAMES[(CARD, "")]
        return CardDef(name=english, name_fr=french)
    english, french = COLORED_CARDS[colors[0]]
    return CardDef(name=english, name_fr=french, colors=colors[0])


def card_for_cost(f: ObjectFilter | None, basic_land: Callable[[str], CardDef | None]) -> CardDef | None:
    """A card in a hand that a cost discarding or exiling `f` accepts, when the message doesn't say which: a
    basic land for a basic land type ("discard an Island": the Island, looked up with `basic_land`), a card of
    the colour or type the cost asks for, or any card. None when the filter asks for more than that (a mana
    value, a keyword...): what it is would be a guess."""
    if f is None:
        return colored_card("")
    subtypes = [s.lower() for s in f.subtypes]
    if f.power or f.toughness or f.mana_value or f.keywords or f.supertypes or f.colors_all or f.color_count or \
            len(subtypes) > 1 or len(f.colors) > 1 or len(f.types) > 1 or subtypes and (f.colors or f.types):
        return None
    if subtypes:
        return basic_land(subtypes[0].capitalize()) if subtypes[0] in BASIC_LAND_TYPES else None
    if f.types and f.colors:
        return None
    if f.types:
        kind = f.types[0]
        if kind.startswith("non") or (CARD, kind) not in NAMES:
            return None
        english, french = NAMES[(CARD, kind)]
        return CardDef(name=english, name_fr=french, types=frozenset({kind}))
    if f.exclude_colors:
        return None
    return colored_card(f.colors)


def is_cost_card(card: CardDef) -> bool:
    """Whether `card` stands for a card a cost took from a hand that the message never names."""
    return card.name in COST_CARDS and is_placeholder(card)


def unnamed_of_kind(kind: str) -> CardDef | None:
    """"his creature", "son artefact", "a spell" when nothing of that kind is known: the object the open world
    supplies for it (a permanent of that type, or a spell), None for a kind it doesn't make up."""
    if kind != "spell" and kind not in PERMANENT_TYPES:
        return None
    spec = TargetSpec(kind="spell") if kind == "spell" else \
        TargetSpec(kind="object", filter=ObjectFilter(types=(kind,)))
    supplied = fitting(spec)
    return supplied.card if supplied is not None else None


def unnamed_card(kind: str) -> CardDef | None:
    """"2 cards in hand", "an instant in graveyards": a card of a zone the message describes by its type only
    ("card": no type said), None for a type it doesn't make up."""
    if kind == "card":
        return placeholder(NAMES[(CARD, "")][0])
    supplied = fitting(TargetSpec(kind="card_in_graveyard", filter=ObjectFilter(types=(kind,))))
    return supplied.card if supplied is not None else None


def role_of(spec: TargetSpec) -> str | None:
    """Where an object for `spec` would be: the battlefield, the stack or a graveyard (None: an ability on the
    stack, or only players)."""
    if spec.kind in SPELL_KINDS:
        return SPELL
    if spec.kind in CARD_KINDS:
        return CARD
    if spec.kind in PERMANENT_KINDS:
        return PERMANENT
    return None


def fitting(spec: TargetSpec) -> Supplied | None:
    """A card that the target words of `spec` accept (module doc), or None when no plain card does."""
    role = role_of(spec)
    if role is None:
        return None
    f = spec.filter
    if f.combat or f.token == "token" or f.with_counter or f.other and role != PERMANENT:
        return None  # in combat, a token, with counters: what it is matters too much to make it up
    main = _main_type(spec, f, role)
    if main is None:
        return None
    types = {main}
    if spec.kind == "player_or_planeswalker" or spec.kind == "opponent_or_planeswalker":
        types = {"planeswalker"}
        main = "planeswalker"
    subtypes = frozenset(s.lower() for s in f.subtypes)
    if subtypes & BASIC_LAND_TYPES and main != "land":
        return None
    colors = f.colors[:1] or ("WU" if f.color_count == "multicolored" else "R" if f.color_count == "monocolored"
                              else "")
    if any(c in f.exclude_colors for c in colors):
        return None
    power = _value(f.power, 2)
    toughness = _value(f.toughness, 2)
    mana_value = _value(f.mana_value, 1 if role == SPELL else 0)
    if power is None or toughness is None or mana_value is None or toughness < 1:
        return None
    cost = _generic_cost(mana_value, colors)
    if cost is None:
        return None
    named = "" if role != PERMANENT and len(f.types) == 0 else main
    english, french = NAMES.get((role, named)) or NAMES[(role, "")]
    creature = "creature" in types
    card = CardDef(name=english, name_fr=french, types=frozenset(types), subtypes=subtypes,
                   supertypes=frozenset(s for s in f.supertypes if not s.startswith("non")), colors=colors,
                   power=power if creature else None, toughness=toughness if creature else None,
                   loyalty=3 if "planeswalker" in types else None, keywords=frozenset(f.keywords), mana_cost=cost)
    return Supplied(card, role, tapped=f.tapped == "tapped")


def _main_type(spec: TargetSpec, f: ObjectFilter, role: str) -> str | None:
    words = [t for t in f.types if t not in ("permanent", "card", "spell")]
    excluded = {t[3:] for t in words if t.startswith("non")}
    wanted = [t for t in words if not t.startswith("non")]
    order = [t for t in (wanted or ORDER[role]) if t not in excluded]
    if spec.kind in ("any", "creature_or_player"):
        order = [t for t in order if t in ("creature", "planeswalker", "battle")]
    if role == PERMANENT or "permanent" in f.types:
        order = [t for t in order if t in PERMANENT_TYPES]
    return order[0] if order else None


def _value(comparison: tuple[object, ...], default: int) -> int | None:
    """A number that satisfies a filter's comparison ("power 2 or less": 2), the default without one; None
    when the comparison is on X or something else a plain number doesn't settle."""
    if not comparison:
        return default
    if len(comparison) != 2 or not str(comparison[1]).isdigit():
        return None
    op, n = comparison[0], int(str(comparison[1]))
    if op == "<=":
        return min(default, n)
    if op == ">=":
        return max(default, n)
    if op == "=":
        return n
    if op == "<":
        return min(default, n - 1) if n > 0 else None
    if op == ">":
        return max(default, n + 1)
    return None


def _generic_cost(mana_value: int, colors: str) -> ManaCost | None:
    symbols = "".join("{" + c + "}" for c in colors[:mana_value])
    generic = mana_value - len(colors[:mana_value])
    text = (f"{{{generic}}}" if generic or not symbols else "") + symbols
    try:
        return ManaCost.parse(text)
    except ManaSyntaxError:  # pragma: no cover - built from digits and colour letters
        return None


__all__ = ["Supplied", "fitting", "is_placeholder", "placeholder", "colored_card", "card_for_cost", "is_cost_card",
           "unnamed_card", "unnamed_of_kind", "role_of", "PERMANENT", "SPELL", "CARD", "NAMES"]
