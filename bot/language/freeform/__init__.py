"""Reading plays and questions as players write them (shared spec FREE_FORM.md section 1).

    reading = Reader(pool).read("opp Giant Growths his Elves, I bolt them in response, do they die?")
    reading.message        # the same Setup + Actions the controlled language gives (bot.engine.actions)
    reading.assumptions    # what was read by assumption (a typo, a pronoun...) and facts the message states
    reading.kind           # "play" | "rules_question" | "card_question" | "error"

A grammar over tokens, not patterns over strings: a message is cut into sentences (`.` `?` `!`
`;` new lines), a sentence into clauses (`,` `then` `puis`, `and`/`et` before a new verb,
`in response`); a clause is [prefixes] [subject] [modal] verb arguments modifiers, where every
word class comes from the lexicon files (`bot/language/lexicon/*.toml`, via `words.lexicon()`).
Card names are found where the grammar expects a card: exact names and nicknames first, then
names partly written that the situation (cards named so far) explains, then pronouns by their
role, then the card database (a partial name with one candidate, a typo clearly closest to one
card). Every reading that could be otherwise is an assumption the judge shows; a second
candidate is kept so the judge can re-judge with it (FREE_FORM.md section 2, the table).
"""

from __future__ import annotations

from bot.engine.judge import Assumption, Reversal
from bot.engine.trace import Name, card_name
from bot.language.freeform.clauses import Reader
from bot.language.freeform.model import Choice, Question, Reading
from bot.language.names import NamePool
from bot.language.words import Match
from foundation.cards import CardDef
from foundation.errors import ReadFailure


def read(text: str, pool: NamePool, lang: str | None = None, overrides: dict[int, CardDef] | None = None) -> Reading:
    """Read a free-form message (module doc)."""
    return Reader(pool, overrides).read(text, lang)


def reread(reading: Reading, pool: NamePool, text: str, index: int, card: CardDef) -> Reading:
    """`text` read again with name choice `index` read as `card` (read once per reading: kept on it)."""
    key = (index, card.name)
    other = reading.rereads.get(key)
    if other is None:
        other = Reader(pool, {index: card}, memo=reading.memo).read(text, reading.lang)
        reading.rereads[key] = other
    return other


def reversals(reading: Reading, pool: NamePool, text: str) -> list[Assumption]:
    """The reading's name assumptions, each with the message read with its second candidate."""
    out: list[Assumption] = []
    for choice in reading.choices:
        if not choice.shown:
            continue
        msg = None
        probe = None
        focus: tuple[str, ...] = ()
        if choice.how == "partial" and choice.close and choice.second is not None:
            # a representative of several cards (no situation says which): the judge reads the message with
            # each, and answers only when they agree (bot.core); this says so
            others = tuple(card_name(c) for c in (choice.second, *choice.others))
            out.append(Assumption("reading", "asm.read_representative",
                                  {"written": choice.text, "card": card_name(choice.card), "others": others,
                                   "count": len(others)}, card_name(choice.card), order=choice.index))
            continue
        if choice.second is not None:
            other = reread(reading, pool, text, choice.index, choice.second)
            msg, probe = other.message, other.probe()
            focus = other.question.about if other.question is not None else ()
        kind = {"typo": "asm.read_typo", "partial": "asm.read_partial", "situation": "asm.read_partial",
                "pronoun": "asm.read_pronoun", "pronoun_top": "asm.read_pronoun_top"}.get(choice.how,
                                                                                            "asm.read_partial")
        params = {"written": choice.text, "card": card_name(choice.card)}
        if choice.second is not None:
            params["second"] = card_name(choice.second)
        reversal = Reversal("message", 0, message=msg, probe=probe, focus=focus) if msg is not None else None
        out.append(Assumption("reading", kind, params, card_name(choice.card), reversal=reversal, order=choice.index))
    return out


__all__ = ["Reader", "Reading", "read", "reread", "reversals", "Question", "Choice", "ReadFailure", "Name", "Match"]
