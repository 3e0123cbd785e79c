"""Built-in plugin `keyword_splice`: splice (702.47).

"Splice onto Arcane [cost]": as an Arcane spell is cast, its controller may reveal cards with splice onto Arcane
from their hand ("I cast Lava Spike splicing Glacial Ray targeting opponent and Grizzly Bears", « je lance ... en
imprégnant Rayon glaciaire ... »); each spliced card's splice cost is an additional cost (601.2b, 601.2f) and the
spell gains that card's rules text: its effects follow the spell's own, its targets after the spell's (702.47b).
The spliced cards stay in the hand (702.47c). Refused: a card not in the hand, a card without splice, a spell
without the quality the splice names, the same card spliced twice (702.47b).
"""

from __future__ import annotations

import re

from bot.engine.actions import CardRef
from bot.engine.game import Game
from bot.engine.state import StackItem, replace
from bot.engine.trace import card_name
from foundation.cards import CardDef, Cost
from foundation.errors import IllegalAction, IncompleteAction
from plugins.declare import enforces

_QUALITY = re.compile(r"splice onto (\w+)", re.IGNORECASE)


arbitre_enforced_abilities = enforces("splice")


def splice_quality(card: CardDef) -> str | None:
    """The quality a card's splice names ("Arcane"), lower case; None: the card has no splice ability."""
    if "splice" not in card.keywords:
        return None
    for keyword, english, _french in card.keyword_texts:
        m = _QUALITY.match(english) if keyword == "splice" else None
        if m:
            return m.group(1).lower()
    return "arcane"  # every splice ability printed names Arcane


def _has_quality(spell: CardDef, quality: str) -> bool:
    return quality in spell.subtypes or quality in spell.types


def splice_onto(game: Game, player: str, item: StackItem, refs: tuple[CardRef, ...]) -> tuple[StackItem, list[Cost]]:
    """702.47a-b: reveal each card, check it may be spliced onto this spell, add its text; its splice costs."""
    costs: list[Cost] = []
    seen: set[int] = set()
    spell = item.card
    for ref in refs:
        name = card_name(ref.card)
        obj = next((o for o in game.player(player).hand if o.card.name == ref.card.name and o.oid not in seen), None)
        if obj is None and any(o.card.name == ref.card.name for o in game.player(player).hand):
            raise IllegalAction("ill.splice_twice", "702.47b", rules=("702.47b",), card=name,
                                spell=card_name(spell))
        if obj is None:
            raise IncompleteAction("err.card_not_in_zone", "702.47a", card=name, zone="hand", player=player,
                                   column=ref.column,
                                   candidates=tuple(o.card.name for o in game.player(player).hand))
        quality = splice_quality(obj.card)
        cost = obj.card.cost_named("splice")
        if quality is None or cost is None:
            raise IllegalAction("ill.no_splice", "702.47a", rules=("702.47a", "601.2b"), card=name)
        if not _has_quality(spell, quality):
            raise IllegalAction("ill.splice_quality", "702.47a", rules=("702.47a", "601.2b"), card=name,
                                spell=card_name(spell), subtype=quality.capitalize())
        seen.add(obj.oid)
        offset = len(item.target_specs)
        item = replace(item, effects=item.effects + tuple(e.with_target_offset(offset) for e in obj.card.effects),
                       target_specs=item.target_specs + obj.card.targets,
                       data=item.data + (("spliced", obj.card.name),))
        costs.append(cost)
        game.step("702.47a", "step", "step.splice_reveals", player=player, card=name, spell=card_name(spell))
    return item, costs
