"""What the readings of one message share: answers of the card database that depend on the words
written only, never on a name choice.

The judge reads a message again with a name choice read as another card (`freeform.reread`: a
partial name's other representatives, a typo's second candidate), and one reading asks for the
same words' candidates several times (the card-question check reads a name tentatively, then the
play grammar reads it again). The memo is made by the first reading and handed to every re-reading
of the same message; it lives as long as that reading, so it never outgrows one message.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from foundation.cards import CardDef


@dataclass(slots=True)
class ReadingMemo:
    # (words written, limit) -> English names of the cards whose name has every content word
    containing: dict[tuple[tuple[str, ...], int], tuple[str, ...]] = field(default_factory=dict)
    # (words written, role) -> the cards a partly written name stands for, best first
    representatives: dict[tuple[tuple[str, ...], str], tuple[CardDef, ...]] = field(default_factory=dict)
