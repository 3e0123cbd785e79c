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
2. an activated ability "cost: effect" (or a loyalty ability) whose cost is parsed completely,
   every part of it ({mana}, {T}, {Q}, sacrifice this / a creature / two Mountains, discard this /
   a card / your hand, exile from hand or graveyard, pay life, remove counters); whose
   restrictions ("Activate only as a sorcery / as an instant / once each turn / during your turn")
   are all known; whose mana production ("Add ...", 605.1a: fixed symbols, one of several colours,
   N mana of any colour, of any one colour, in any combination) is parsed exactly; and whose
   effect is resolution text (4);
3. a triggered ability ("When/Whenever/At ..."), a Saga chapter or a modal group ("Choose one —"
   with its bullets, mode_count one/two/three), whose effect is resolution text (4);
4. resolution text: sentences of what a spell or ability does. Every declaration of targets in
   them ("any target", "up to two target creatures", "target creature an opponent controls",
   "target spell", "target player", "target creature card from your graveyard" ...) must be parsed
   into a TargetSpec exactly (kind, count, "up to", filter). What the sentence does becomes an
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
grammar ("Tap an untapped creature you control"), a target the encoding can't express exactly
("target tapped creature", "target player or planeswalker"), an unknown restriction ("Activate
only during your upkeep"), a conditional alternative cost, a mana production it can't read
("Add one mana of any color in your commander's color identity"), a keyword outside the table.
Unrecognized parts are never guessed: the record leaves them out and lists them in
`unrecognized`, so the engine can say which part of the card it could not check.

Faces whose type line has no card type the encoding knows (planes, schemes, vanguards,
conspiracies, heroes, phenomena) raise `NotACard`; the importer counts them as unrecognized faces.
"""

from cardpool.oracle.parser import NotACard, ParseResult, parse_face, prepare_text

__all__ = ["parse_face", "ParseResult", "NotACard", "prepare_text"]
