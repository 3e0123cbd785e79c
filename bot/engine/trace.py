"""The trace: what the engine did, step by step, as rule numbers and message ids.

The engine never words anything: a step is (rule, kind, message id, parameters) and
`bot.render` turns it into French or English. Card parameters are `Name` values so the
renderer can use the French name in French output.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

STEP_KINDS = ("step", "cost", "mana", "replacement", "trigger", "resolve", "sba", "info", "illegal")


@dataclass(frozen=True, slots=True)
class Name:
    """A text in both languages for message parameters: a card's name, or a sentence quoted from
    a card (its English Oracle wording and its French printed one; `fr` may be empty)."""

    en: str
    fr: str = ""
    kind: str = ""  # the card's types, lower case, space-separated ("artifact creature"): French head nouns
    # gender and number of the French name ("ms", "fs", "mp", "fp"; "s": only "l'" known), whence its
    # article: the card record's `gender_fr` (cardpool.articles)
    gender: str = field(default="", compare=False)

    def text(self, lang: str) -> str:
        return self.fr if lang == "fr" and self.fr else self.en

    def __str__(self) -> str:
        return self.en


_NAMES: dict[int, tuple[Any, Name]] = {}  # id(card) -> (card, its Name): a trace names the same cards often


def card_name(card: Any) -> Name:
    """A Name for a CardDef or any object with a `.card` CardDef."""
    card = getattr(card, "card", card)
    known = _NAMES.get(id(card))
    if known is not None and known[0] is card:
        return known[1]
    types = getattr(card, "types", ())
    french = getattr(card, "name_fr", "") or ""
    name = Name(card.name, french, " ".join(sorted(types)), getattr(card, "gender_fr", "") or "")
    if len(_NAMES) >= 4096:
        _NAMES.clear()
    _NAMES[id(card)] = (card, name)  # the card is kept, so its id is not reused while it is here
    return name


@dataclass(frozen=True, slots=True)
class Step:
    rule: str
    kind: str
    message: str
    params: tuple[tuple[str, Any], ...] = ()

    def param_dict(self) -> dict[str, Any]:
        return dict(self.params)


@dataclass(slots=True)
class Answer:
    legal: bool
    rule: str
    message: str
    params: dict[str, Any] = field(default_factory=dict)
    # a yes whose consequence the player needs too: the steps of what was asked, once resolved, that say
    # it won't do what it says ("Abrupt Decay can't be countered", "Darksteel Myr is not destroyed")
    but: tuple[Step, ...] = ()
    # every step of that resolution when nothing stops it (what the yes leads to: "it counters Lightning Bolt")
    resolution: tuple[Step, ...] = ()


@dataclass(slots=True)
class ActionTrace:
    index: int
    line: int
    source: str
    legal: bool = True
    answer: Answer | None = None
    steps: list[Step] = field(default_factory=list)


@dataclass(slots=True)
class Illegal:
    action: int
    rule: str
    rules: tuple[str, ...]
    message: str
    params: dict[str, Any]
    restored: list[Step] = field(default_factory=list)


@dataclass(slots=True)
class ErrorInfo:
    kind: str
    message: str
    params: dict[str, Any]
    line: int | None = None
    column: int | None = None
    suggestions: tuple[object, ...] = ()  # card names: str, or Name (both languages)


class TraceBuilder:
    """Collects steps under the action being carried out."""

    def __init__(self) -> None:
        self.actions: list[ActionTrace] = []
        self.illegal: Illegal | None = None
        self.error: ErrorInfo | None = None
        self._muted = 0

    def begin(self, index: int, line: int, source: str) -> ActionTrace:
        entry = ActionTrace(index, line, source)
        self.actions.append(entry)
        return entry

    @property
    def current(self) -> ActionTrace | None:
        return self.actions[-1] if self.actions else None

    def add(self, rule: str, kind: str, message: str, /, **params: Any) -> None:
        if self._muted or not self.actions:
            return
        self.actions[-1].steps.append(Step(rule, kind, message, tuple(params.items())))

    def checkpoint(self) -> tuple[int, int]:
        """Where the trace is now, to cut back to (questions leave no steps behind them but their own)."""
        return len(self.actions), len(self.actions[-1].steps) if self.actions else 0
