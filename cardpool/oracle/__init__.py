"""Oracle text -> the engine's card encoding (docs/ability_model.md), for every imported face.

    result = parse_face(face)        # a cardpool.mtgjson.Face
    result.record                    # the encoding record (checked by cardpool.encoding.card_from_record)
    result.unrecognized              # fragments of text the parser could not read ([] = fully recognized)

What "fully recognized" means (the number `arbitre cardpool coverage` reports)
------------------------------------------------------------------------------
A face is fully recognized when its mana cost parses (hybrid, Phyrexian, X, snow, colourless
symbols) and every paragraph of its Oracle text, reminder text removed, is one of:

1. a line of keyword abilities from the keyword table (`keywords.py`); keywords that carry a cost
   (kicker, flashback, madness, buyback, evoke, overload, cycling, equip, ...) have that cost parsed
   completely by the cost grammar, an Aura's "Enchant ..." is parsed into the spell's target;
2. an activated ability "cost: effect" (or a loyalty ability, "+1:", "−2:", "0:", "−X:", whose
   loyalty cost is the cost's `loyalty` part, 606.4) whose cost is parsed completely, every part
   of it ({mana}, {T}, {Q}, sacrifice this / a creature / two Mountains, discard this / a card /
   a creature card / your hand, exile from hand or graveyard (a card, a creature card), pay life,
   remove counters, tap N untapped creatures / Wizards you control, return this / a land you
   control to its owner's hand); whose restrictions ("Activate only as a sorcery / as an instant /
   once each turn / during your turn / during your upkeep / during combat / before attackers are
   declared / ...", the names in `foundation.cards.RESTRICTIONS`) are all known; whose mana
   production ("Add ...", 605.1a: fixed symbols, one of several colours, N mana of any colour, of
   any one colour, in any combination) is parsed exactly; and whose effect is resolution text (4);
3. a triggered ability ("When/Whenever/At ..."), a Saga chapter or a modal group ("Choose one —"
   with its bullets; mode_count one/two/three/four, or a range: "one or both", "one or more",
   "any number", "up to N"; "You may choose the same mode more than once"), whose effect is
   resolution text (4);
4. resolution text: sentences of what a spell or ability does. Every declaration of targets in
   them ("any target", "up to two target creatures", "target creature an opponent controls",
   "target spell", "target player or planeswalker", "target attacking creature without flying",
   "target creature with power 2 or less", "any number of target creatures", "one or two
   targets", "X target creatures" (X announced in the cost), "target activated or triggered
   ability", "target creature card from your graveyard" ...) must be parsed into a TargetSpec
   exactly (kind, count, minimum, "up to", filter). What the sentence does becomes an
   effect the engine simulates when the sentence is understood exactly (damage, destroy, counter,
   draw, add mana ...), otherwise an effect of a descriptive kind (`create_token`, `effect_return`,
   `conditional_effect` ...) that the engine reports as "not simulated" - resolution effects are
   outside what casting and activating check, so they count as recognized;
5. text about casting this card, parsed exactly: additional costs ("As an additional cost to cast
   this spell, ..."), alternative costs ("You may ... rather than pay this spell's mana cost"),
   self cost changes ("This spell costs {1} less to cast for each ..."), "can't be countered",
   "Cast this spell only during ...", "as though it had flash";
6. a static ability of a permanent: cost changes for other spells ("Red spells you cast cost {1}
   less to cast") parsed into cost_reduction / cost_increase; other static abilities are recorded
   as descriptive kinds only when they contain no declaration of targets and none of the words of
   casting and activating (cast, cost, activate, spend, countered): those are unrecognized unless
   a rule above parsed them.

Anything else is unrecognized and listed as the fragment that failed: a cost part outside the cost
grammar ("Pay {E}", "Discard a card at random"), a target the encoding can't express exactly
("target creature that dealt damage this turn", "target face-down creature", "X target
creatures" where X is not announced), an unknown restriction ("Activate only if you control
three or more artifacts"), a conditional alternative cost, a mana production it can't read
("Add one mana of any color in your commander's color identity"), a keyword outside the table.
Unrecognized parts are never guessed: the record leaves them out and lists them in
`unrecognized` (the card's; and the ability's own `unrecognized` for a part of an activated or
triggered ability), so the engine can say which part of the card it could not check. A cost
with a part that could not be read keeps that part in the cost's `unrecognized`: the engine
refuses to pay such a cost (an additional cost, an alternative cost, an activated ability's
cost) rather than accept the spell or ability without it.

Faces whose type line has no card type the encoding knows (planes, schemes, vanguards,
conspiracies, heroes, phenomena) raise `NotACard`; the importer counts them as unrecognized faces.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from cardpool.oracle.parser import NotACard, ParseResult, parse_face, prepare_text

__all__ = ["parse_face", "ParseResult", "NotACard", "prepare_text"]


def __getattr__(name: str) -> Any:
    """The parser's names, imported on first use: a trace reads the grammar's small modules
    (`cardpool.oracle.grammar`), and importing this package must not load the whole parser."""
    if name in __all__:
        from cardpool.oracle import parser

        return getattr(parser, name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
