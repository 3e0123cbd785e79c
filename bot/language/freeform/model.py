"""What the free-form reader produces and keeps while reading: the reading itself (`Reading`: the
engine message, assumptions, name choices, the question asked), noun phrases, card mentions (for
pronouns and partial names), and the bounds that keep a reading small whatever the input.
"""

from __future__ import annotations

import functools
import tomllib
from collections.abc import Callable
from dataclasses import dataclass, field

from bot.engine.actions import Message
from bot.engine.judge import Assumption
from bot.engine.state import GameState
from bot.language.freeform.memo import ReadingMemo
from foundation.cards import CardDef
from foundation.errors import ReadFailure

MAX_REPEAT = 5  # "I bolt him twice": at most this many times the same action (the lexicon's `times` class)
MAX_ACTIONS = 60  # actions one message may make (a sentence of a thousand "and then"s is refused, not run)
MAX_MENTIONS = 400  # card mentions kept for pronouns and partial names
MAX_SENTENCES = 200
MAX_RUN = 8  # words tried as a partly written or mistyped name
MAX_REPRESENTATIVES = 3  # cards a partial name with no situation is judged as ("his Elves": the best three)
TYPO_MIN = 78.0  # a typo must be at least this close (rapidfuzz ratio) to be read as a card
TYPO_MARGIN = 8.0  # ... and this much closer than the next candidate, or it is ambiguous
PLACEHOLDER_COLORS = {"blue": "U", "bleue": "U", "bleu": "U", "red": "R", "rouge": "R", "green": "G", "verte": "G",
                      "vert": "G", "black": "B", "noire": "B", "noir": "B", "white": "W", "blanche": "W",
                      "blanc": "W"}



@functools.lru_cache(maxsize=1)
def _verb_endings() -> tuple[tuple[str, ...], dict[str, str]]:
    from bot.language.lexicon import fold
    from bot.language.words import LEXICON_DIR

    with open(LEXICON_DIR / "card_verb_endings.toml", "rb") as fh:
        data = tomllib.load(fh)["fr"]
    endings = sorted({fold(e) for e in data["endings"]}, key=len, reverse=True)  # words are matched folded
    return tuple(endings), {fold(k): fold(v) for k, v in data["respell"].items()}


@functools.lru_cache(maxsize=4096)
def card_verb_stems(word: str) -> tuple[str, ...]:
    """The names a French conjugated form of a card's name may come from (folded, without accents): « choque »,
    « choquent », « choqué » -> "choqu", "choc", "choque"; « contresortes » -> "contresort", "contresorte". Longest
    endings first; stems shorter than three letters are no name."""
    endings, respell = _verb_endings()
    out: list[str] = []
    for ending in endings:
        if not word.endswith(ending) or len(word) - len(ending) < 3:
            continue
        stem = word[: -len(ending)]
        forms = [stem, stem + "e"]
        for written, name in respell.items():
            if stem.endswith(written) and written != name:
                forms.append(stem[: -len(written)] + name)
        out.extend(f for f in forms if f != word and f not in out)
    return tuple(out)


# classes whose words are always grammar, even where a card name could be read ("stp" may be StP, not "to")
GRAMMAR_CLASSES = ("sep", "response", "prep", "pay", "castmod", "subject", "possessive", "article", "object",
                   "question", "modal", "zone", "face", "hold", "resolve_all", "verb", "question_word",
                   "keyword_verb")
STOP_CLASSES = ("sep", "response", "prep", "pay", "castmod", "verb", "question", "modal", "zone", "face", "hold",
                "possessive_suffix", "timing_prep", "resolve_all", "status", "life", "none", "turn", "times")


@dataclass(slots=True)
class Mention:
    card: CardDef
    owner: str | None
    role: str  # "cast", "target", "source", "attacker", "blocker", "setup", "cost", "object"
    action: int  # index of the action it was read in (-1: setup)
    sentence: int = 0  # the sentence it was named in


@dataclass(slots=True)
class NP:
    """A noun phrase: a card (maybe several copies), a player, or a card described by colour."""

    kind: str  # "card" | "player"
    start: int
    end: int
    text: str
    card: CardDef | None = None
    player: str | None = None
    owner: str | None = None
    count: int = 1
    how: str = "exact"  # exact | nick | quote | situation | pronoun | partial | typo | generic
    second: CardDef | None = None  # the second candidate (for re-judging)
    status: frozenset[str] = frozenset()
    ordinal: int = 0  # "the first Knight", « le deuxième jeton », "the other one": which of the copies (1 = first)


@dataclass(slots=True)
class Choice:
    """A name read by assumption; `second` is the next candidate."""

    index: int
    text: str
    how: str
    card: CardDef
    second: CardDef | None
    close: bool = False  # the second candidate is about as plausible (ambiguity)
    others: tuple[CardDef, ...] = ()  # further candidates as plausible (a partial name's representatives)
    at: int = -1  # where the words are in the message (characters)
    shown: bool = True  # False: the words it read turned out to name no target (nothing depends on the card)


@dataclass
class Question:
    kind: str  # "can" (an action asked), "legal" (the play's verdict), "outcome" (resolve, then the situation)
    about: tuple[str, ...] = ()  # English names an outcome question asks about ("do they die?")
    # "die", "survive" (the same question, its yes the other way), "life", "lose", "left" (a player's permanents),
    # "damage" (the damage a player takes), "fate" (what happens to the cards `about` names)
    verb: str = ""
    permanent: bool = False  # what `about` names are permanents ("does my wall die?": whether it left the battlefield)
    tokens: bool = False  # what `about` names are tokens: dead, they cease to exist (704.5d), in no graveyard
    # "does it die?" about one of several objects of that name ("one of my Soldier tokens", "the first Knight"): how
    # many there were; it died when fewer are left on the battlefield (0: the question is about every one of them)
    copies: int = 0


@dataclass
class Reading:
    lang: str
    kind: str = "play"  # play | rules_question | card_question | error
    message: Message | None = None
    assumptions: list[Assumption] = field(default_factory=list)
    choices: list[Choice] = field(default_factory=list)
    question: Question | None = None
    card: CardDef | None = None  # a card question's card
    card_type: str = ""  # the type a card question asks the card is of ("is Lightning Bolt an instant?")
    card_type_written: str = ""  # that type as the question writes it ("éphémère")
    error: ReadFailure | None = None
    understood: list[str] = field(default_factory=list)  # clauses read before an error
    land_colors: dict[str, str] = field(default_factory=dict)
    # the message read again with a name choice read as another card ((choice index, card name) -> reading):
    # re-judging and the ambiguity check ask for the same ones (`bot.language.freeform.reread`)
    rereads: dict[tuple[int, str], Reading] = field(default_factory=dict, repr=False, compare=False)
    # the card database's answers for the message's words, shared with the re-readings (`freeform.memo`)
    memo: ReadingMemo = field(default_factory=ReadingMemo, repr=False, compare=False)

    def probe(self) -> Callable[[GameState], object] | None:
        """What an outcome question asks, as a test of the final situation: "do they die?" -> whether
        they went from the battlefield to a graveyard ("do they survive?": the opposite); "what
        happens?" -> the situation itself (who has what, where, life)."""
        q = self.question
        if q is None or q.kind != "outcome":
            return None
        names = q.about
        if q.verb in ("life", "lose") and names:
            who = names[0]

            def life(state: GameState) -> object:
                player = next((p for p in state.players if p.name == who), None)
                if player is None:
                    return None
                return player.life if q.verb == "life" else player.lost or player.life <= 0

            return life
        if q.verb in ("left", "damage") and names:
            who = names[0]

            def left(state: GameState) -> object:
                if q.verb == "damage":  # the life the damage leaves
                    return next((p.life for p in state.players if p.name == who), None)
                return tuple(sorted(p.card.name for p in state.battlefield if p.controller == who))

            return left
        on_field = [] if self.message is None else [spec.card for ps in self.message.setup.players
                                                      for spec in ps.battlefield]  # "he has Grizzly Bears"
        if names and q.verb in ("die", "survive") and (q.permanent or q.tokens or self.message is not None and (any(
                c.card.is_permanent_card for a in self.message.actions for c in
                [a.card, *a.cards, *(t.card for t in a.targets if t.card)] if c is not None and c.card.name in names)
                or any(card.name in names for card in on_field))):
            survive = q.verb == "survive"

            def died(state: GameState) -> object:
                # dying is going from the battlefield to a graveyard (700.4): bounced or exiled is not dying;
                # "do they survive?" asks the opposite
                if q.copies > 1:  # one of several of that name: fewer are left, and not by a bounce or exile
                    left = sum(p.card.name in names for p in state.battlefield)
                    return (left < q.copies and (q.tokens or any(o.card.name in names for pl in state.players
                                                                 for o in pl.graveyard))) != survive
                dead = not any(p.card.name in names for p in state.battlefield) and (q.tokens or any(
                    o.card.name in names for pl in state.players for o in pl.graveyard))
                return dead != survive

            return died

        def situation(state: GameState) -> object:
            return (tuple(sorted((p.controller, p.card.name, p.damage) for p in state.battlefield)),
                    tuple((p.name, p.life, tuple(sorted(o.card.name for o in p.graveyard)),
                           tuple(sorted(o.card.name for o in p.exile))) for p in state.players))

        return situation
