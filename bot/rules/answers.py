"""What the rules service answers: typed values, and their JSON form (`RuleAnswer.to_json`).

A `RuleAnswer` holds the rules, glossary entries or search hits that answer a query, the notes
gathered on the way (codes with parameters, worded by `bot.render`), or the error that stopped
it: a `RuleQueryError` from `foundation.errors`, whose class gives the code. Rule texts are never
translated: each carries the language and edition it was imported in.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Literal

from foundation.errors import RuleQueryError

AnswerKind = Literal["number", "term", "search", "question", "error"]


@dataclass(frozen=True, slots=True)
class RuleText:
    """One numbered item (chapter, section, rule, subrule) as an edition words it.

    role: "match" (what was asked), "counterpart" (today's rule for an old number) or
    "keyword" (the rule a glossary entry points to). `subrules` are filled for the asked item.
    """

    number: str
    kind: str
    title: str
    text: str
    examples: tuple[str, ...] = ()
    edition: str = ""
    lang: str = "en"
    role: str = "match"
    subrules: tuple[RuleText, ...] = ()

    def to_json(self, nested: bool = False) -> dict[str, Any]:
        out: dict[str, Any] = {"number": self.number, "kind": self.kind, "title": self.title, "text": self.text,
                               "examples": list(self.examples)}
        if not nested:
            out |= {"edition": self.edition, "lang": self.lang, "role": self.role,
                    "subrules": [s.to_json(nested=True) for s in self.subrules]}
        return out


@dataclass(frozen=True, slots=True)
class GlossaryText:
    """A glossary entry and the rules it points to, in order."""

    term: str
    text: str
    rules: tuple[str, ...]
    edition: str
    lang: str

    def to_json(self) -> dict[str, Any]:
        return {"term": self.term, "text": self.text, "rules": list(self.rules), "edition": self.edition,
                "lang": self.lang}


@dataclass(frozen=True, slots=True)
class SearchHit:
    """A full-text match: `match` says how (phrase, all words, any word)."""

    number: str
    title: str
    snippet: str
    match: str

    def to_json(self) -> dict[str, Any]:
        return {"number": self.number, "title": self.title, "snippet": self.snippet, "match": self.match}


@dataclass(frozen=True, slots=True)
class Counterpart:
    """Today's rule for a number of an older edition, found by aligning the two texts."""

    old_number: str
    old_edition: str
    number: str
    edition: str
    score: float
    confidence: str  # high | medium | low
    method: str  # how the alignment found it; "hand" = the hand-checked table
    runner_up: str | None = None
    runner_up_score: float | None = None

    @property
    def hand_checked(self) -> bool:
        return self.method == "hand"

    def to_json(self) -> dict[str, Any]:
        return {"old_number": self.old_number, "old_edition": self.old_edition, "number": self.number,
                "edition": self.edition, "score": self.score, "confidence": self.confidence, "method": self.method,
                "hand_checked": self.hand_checked, "runner_up": self.runner_up,
                "runner_up_score": self.runner_up_score}


@dataclass(frozen=True, slots=True)
class History:
    """In older editions, `number` meant what is now `now`."""

    number: str
    editions: tuple[str, ...]
    now: str
    score: float
    confidence: str

    def to_json(self) -> dict[str, Any]:
        return {"number": self.number, "editions": list(self.editions), "now": self.now, "score": self.score,
                "confidence": self.confidence}


@dataclass(frozen=True, slots=True)
class Note:
    """Something the answer should say besides the texts (a code the presentation layer words)."""

    code: str
    params: tuple[tuple[str, Any], ...] = ()

    @classmethod
    def of(cls, code: str, **params: Any) -> Note:
        return cls(code, tuple((k, tuple(v) if isinstance(v, list) else v) for k, v in params.items()))

    def to_json(self) -> dict[str, Any]:
        return {"code": self.code, "params": {k: list(v) if isinstance(v, tuple) else v for k, v in self.params}}


@dataclass(frozen=True, slots=True)
class CitedRule:
    """The text of one rule as a trace cites it: `title` is the heading it sits under."""

    number: str
    title: str
    text: str
    edition: str
    lang: str
    examples: tuple[str, ...] = ()


@dataclass(slots=True)
class RuleAnswer:
    """The whole answer to one query. `error` is None when something was found.

    `lang` is the language of the texts shown (the first rule's or entry's); `requested_lang`
    the asker's, used for the notes and the error message.
    """

    query: str
    kind: AnswerKind
    requested_lang: str
    edition: str | None = None
    lang: str = "en"
    rules: list[RuleText] = field(default_factory=list)
    glossary: list[GlossaryText] = field(default_factory=list)
    results: list[SearchHit] = field(default_factory=list)
    counterparts: list[Counterpart] = field(default_factory=list)
    history: list[History] = field(default_factory=list)
    notes: list[Note] = field(default_factory=list)
    error: RuleQueryError | None = None
    old_number: bool = False
    search_query: str | None = None

    @classmethod
    def failed(cls, query: str, error: RuleQueryError, lang: str) -> RuleAnswer:
        """The one shape of a failed answer: the error, in the asker's language."""
        return cls(query=query, kind="error", requested_lang=lang, lang=lang, error=error)

    @property
    def ok(self) -> bool:
        return self.error is None

    @property
    def bad_input(self) -> bool:
        """The asker's input is at fault (exit 2), rather than nothing found (exit 1)."""
        return self.error is not None and self.error.bad_input

    def note(self, code: str, **params: Any) -> None:
        n = Note.of(code, **params)
        if n not in self.notes:
            self.notes.append(n)

    def to_json(self) -> dict[str, Any]:
        """The JSON form (`arbitre rule --format json`, the renderers): field names are fixed."""
        out: dict[str, Any] = {
            "query": self.query, "kind": self.kind, "edition": self.edition, "lang": self.lang,
            "requested_lang": self.requested_lang,
            "rules": [r.to_json() for r in self.rules], "glossary": [g.to_json() for g in self.glossary],
            "results": [h.to_json() for h in self.results],
            "counterparts": [c.to_json() for c in self.counterparts],
            "notes": [n.to_json() for n in self.notes],
            "error": {"code": self.error.kind, "params": dict(self.error.params)} if self.error else None,
        }
        if self.kind == "number":
            out["old_number"] = self.old_number
        if self.history:
            out["history"] = [h.to_json() for h in self.history]
        if self.search_query is not None:
            out["search_query"] = self.search_query
        return out


__all__ = ["AnswerKind", "CitedRule", "Counterpart", "GlossaryText", "History", "Note", "RuleAnswer", "RuleText",
           "SearchHit"]
