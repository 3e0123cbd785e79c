"""Precise error types. Messages are ids with parameters; `bot.render` words them in FR/EN.

EngineSignal subclasses are rule outcomes raised by the engine or plugins (not failures);
MessageError subclasses are problems with what the user wrote (exit 2).
"""

from __future__ import annotations

from typing import Any


class EngineSignal(Exception):
    """A rule outcome that interrupts an action (illegal, or needing a choice the user didn't write)."""

    def __init__(self, message: str, rule: str = "", rules: tuple[str, ...] = (), **params: Any) -> None:
        super().__init__(message)
        self.message = message
        self.rule = rule
        self.rules = tuple(rules) or ((rule,) if rule else ())
        self.params = params


class IllegalAction(EngineSignal):
    """The action breaks a rule: the engine undoes it (732) and the trace stops."""


class IncompleteAction(EngineSignal):
    """The action needs a choice that the message doesn't make (which card to sacrifice...): exit 2.

    `candidates` lists the objects the user could name: card names, or the engine's bilingual
    names that the renderer words in the reader's language.
    """

    def __init__(self, message: str, rule: str = "", candidates: tuple[object, ...] = (), **params: Any) -> None:
        super().__init__(message, rule, **params)
        self.candidates = tuple(candidates)


class MessageError(ValueError):
    """Something in the message can't be understood (exit 2).

    kind: "syntax", "unknown_card", "incomplete", "too_large", "unknown_player", "bad_number".
    line/column are 1-based positions in the message; message is an id with params.
    """

    def __init__(self, kind: str, message: str, line: int | None = None, column: int | None = None,
                 suggestions: tuple[str, ...] = (), **params: Any) -> None:
        super().__init__(message)
        self.kind = kind
        self.message = message
        self.line = line
        self.column = column
        self.suggestions = tuple(suggestions)
        self.params = params


class UnknownCard(MessageError):
    def __init__(self, name: str, suggestions: tuple[str, ...] = (), line: int | None = None,
                 column: int | None = None) -> None:
        super().__init__("unknown_card", "err.unknown_card", line, column, suggestions, name=name)
        self.name = name
