"""Every error class of Arbitre, in one place. The error's kind comes from its class.

`kind` is the name an error goes by in JSON answers, logs and tests ("unknown_card",
"no_match"...): a class declares it once (`class UnknownCard(MessageError, kind="unknown_card")`),
or it is the class name in snake case; nobody passes a kind string around. Messages shown to
users are ids with parameters that the presentation layer words in French or English; the
`str()` of an error is for logs.

Families:
* `EngineSignal`: rule outcomes raised by the engine or plugins (illegal, incomplete), not failures.
* `MessageError`: what the user wrote can't be understood (a trace answers with exit 2).
* `RuleQueryError`: a rules question that can't be answered (bad input, nothing found, no database).
* `SettingsError`, `RulesFormatError`, `DownloadError`, the card-database errors, `GuildStoreError`:
  a file, a setting or a download that can't be used; the message names which and why.
"""

from __future__ import annotations

import re
from typing import Any, ClassVar


def _snake(name: str) -> str:
    return re.sub(r"(?<=[a-z0-9])(?=[A-Z])", "_", name).lower()


class ArbitreError(Exception):
    """The root of Arbitre's errors: `kind` names the class, `params` fill the user message.

    An error a user reads (a file that can't be imported, a download that failed) may carry
    `message_id`, the catalogue message that words it in the user's language with `params`; its
    `str()` stays the English text given first, for logs."""

    kind: ClassVar[str] = "arbitre_error"
    params: dict[str, Any]
    message_id: str

    def __init_subclass__(cls, kind: str | None = None, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        cls.kind = kind or _snake(cls.__name__)

    def __init__(self, *args: object, message_id: str = "", **params: Any) -> None:
        super().__init__(*args)
        self.message_id = message_id
        self.params = params


# --- rule outcomes ---------------------------------------------------------------------------


class EngineSignal(ArbitreError, kind="signal"):
    """A rule outcome that interrupts an action (illegal, or needing a choice the user didn't write)."""

    def __init__(self, message: str, rule: str = "", rules: tuple[str, ...] = (), **params: Any) -> None:
        super().__init__(message)
        self.message = message
        self.rule = rule
        self.rules = tuple(rules) or ((rule,) if rule else ())
        self.params = params


class IllegalAction(EngineSignal, kind="illegal"):
    """The action breaks a rule: the engine undoes it (732) and the trace stops."""


class BudgetExceeded(IllegalAction, kind="budget_exceeded"):
    """The message asks for more work than one trace may do (a loop, a runaway `resolve all`)."""


class IncompleteAction(EngineSignal, kind="incomplete"):
    """The action needs a choice that the message doesn't make (which card to sacrifice...): exit 2.

    `candidates` lists the objects the user could name: card names, or the engine's bilingual
    names that the renderer words in the reader's language.
    """

    def __init__(self, message: str, rule: str = "", candidates: tuple[object, ...] = (), **params: Any) -> None:
        super().__init__(message, rule, **params)
        self.candidates = tuple(candidates)


# --- messages that can't be understood (exit 2) -----------------------------------------------


class MessageError(ArbitreError, ValueError, kind="message"):
    """Something in the message can't be understood. Raise a subclass: its kind goes into the
    trace's `error.kind` (TRACE_JSON.md).

    line/column are 1-based positions in the message; `message` is a message id with `params`;
    `suggestions` are close matches (card or player names).
    """

    def __init__(self, message: str, *, line: int | None = None, column: int | None = None,
                 suggestions: tuple[object, ...] = (), **params: Any) -> None:
        super().__init__(message)
        self.message = message
        self.line = line
        self.column = column
        self.suggestions = tuple(suggestions)
        self.params = params


class SyntaxProblem(MessageError, kind="syntax"):
    """A line that doesn't read as the play language."""

    def __init__(self, message: str, line: int | None, column: int | None, **params: Any) -> None:
        super().__init__(message, line=line, column=column, **params)


class BadNumber(MessageError, kind="bad_number"):
    """A number that is out of range or not a number (X=-1, 10000 Mountains)."""

    def __init__(self, message: str, line: int | None, column: int | None, **params: Any) -> None:
        super().__init__(message, line=line, column=column, **params)


class UnknownPlayer(MessageError, kind="unknown_player"):
    def __init__(self, name: str, line: int, column: int, known: tuple[str, ...]) -> None:
        super().__init__("err.unknown_player_name", line=line, column=column, suggestions=known, player=name)


class MessageTooLarge(MessageError, kind="too_large"):
    def __init__(self, size: int, limit: int) -> None:
        super().__init__("err.too_large", line=1, column=1, size=size, limit=limit)


class TookTooLong(MessageError, kind="time_limit"):
    """Checking the play outlasted the engine's time limit without any plugin hanging: too much for one message
    on this machine now (the time box's EngineTimeout, said to the user as a limit, not as a bug)."""

    def __init__(self, seconds: float) -> None:
        super().__init__("err.took_too_long", line=1, column=1, seconds=round(seconds, 1))


class UnknownCard(MessageError, kind="unknown_card"):
    def __init__(self, name: str, suggestions: tuple[str, ...] = (), line: int | None = None,
                 column: int | None = None) -> None:
        super().__init__("err.unknown_card", line=line, column=column, suggestions=suggestions, name=name)
        self.name = name


class AmbiguousReading(MessageError, kind="ambiguous"):
    """Two about equally plausible readings of a message give different answers (FREE_FORM.md): the
    user is asked which one they mean; `readings` words both."""

    def __init__(self, readings: tuple[str, ...], suggestions: tuple[object, ...] = ()) -> None:
        super().__init__("err.ambiguous", suggestions=suggestions)
        self.readings = readings


class ReadFailure(ArbitreError, kind="read_failure"):
    """The free-form reader met a part it can't read (FREE_FORM.md section 1). Internal to reading:
    `bot.core` turns it into the trace's error (a SyntaxProblem or an UnknownCard) with what was
    understood; `start`/`end` are offsets in the message, `suggestions` candidate cards."""

    def __init__(self, message: str, start: int, end: int, **params: Any) -> None:
        super().__init__(message)
        self.message = message
        self.start = start
        self.end = end
        self.params = params
        self.suggestions: tuple[str, ...] = ()


class WorldRestart(ArbitreError, kind="world_restart"):
    """The open world put something before a message's first action (a spell already on the stack):
    the judge runs the message again from the start (`bot.engine.judge`)."""


class InternalError(MessageError, kind="internal"):
    """A bug met while judging a message, reported as an error answer (never a traceback)."""

    def __init__(self, error: str, stage: str) -> None:
        super().__init__("err.internal", error=error, stage=stage)


# --- rules questions ------------------------------------------------------------------------


class RuleQueryError(ArbitreError):
    """A rules question that gets no rule: `kind` is the answer's error code, `params` its details.

    `bad_input` errors are the asker's to fix (exit 2); the others mean nothing was found or
    there is nothing to look in (exit 1).
    """

    bad_input: ClassVar[bool] = False

    def __init__(self, **params: Any) -> None:
        super().__init__(", ".join(f"{k}={v}" for k, v in params.items()) or self.kind)
        self.params = params


class EmptyQuery(RuleQueryError, kind="empty"):
    bad_input = True


class QueryTooLong(RuleQueryError, kind="too_long"):
    bad_input = True


class NoWords(RuleQueryError, kind="no_words"):
    bad_input = True


class BadEdition(RuleQueryError, kind="bad_edition"):
    bad_input = True


class UnknownEdition(RuleQueryError, kind="unknown_edition"):
    pass


class UnknownRuleNumber(RuleQueryError, kind="unknown_number"):
    pass


class NotInEdition(RuleQueryError, kind="not_in_edition"):
    pass


class NoMatch(RuleQueryError, kind="no_match"):
    pass


class NoRulesDatabase(RuleQueryError, kind="no_database"):
    """No rules database file at the configured path (nothing imported yet)."""


class RulesBusy(RuleQueryError, kind="busy"):
    """The rules database is locked by another program (an import or update writing it): the look-up stops
    at once rather than waiting for it (`path`)."""


class NoRulesImported(RuleQueryError, kind="no_rules_imported"):
    """A rules database that holds no edition."""


class RuleLookupFailed(RuleQueryError, kind="lookup_failed"):
    """The rules database could not be read (corrupt, locked...): `detail` says why."""


# --- files, settings, downloads --------------------------------------------------------------


class SettingsError(ArbitreError, ValueError, kind="settings"):
    """A settings file or variable that can't be used (names the source and the field)."""


class RulesFormatError(ArbitreError, ValueError, kind="rules_format"):
    """A file that is not a Comprehensive Rules text we can import: `code` says why."""

    def __init__(self, code: str, detail: str = "") -> None:
        super().__init__(f"{code}: {detail}" if detail else code)
        self.code = code
        self.detail = detail
        self.params = {"code": code, "detail": detail}


class DownloadError(ArbitreError, OSError, kind="download"):
    """A download that failed: HTTP error, unreachable server, deadline passed, too large, bad checksum."""


class DownloadTimeout(DownloadError, kind="download_timeout"):
    """A download that did not finish within its total deadline."""


class TooDeep(ArbitreError, ValueError, kind="too_deep"):
    """A data file nested deeper than any real one (a JSON bomb): refused before it costs memory."""


class ManaSyntaxError(ArbitreError, ValueError, kind="mana_syntax"):
    """A mana string that is not mana ({2}{U}, 2UU, {U/R}, {U/P}, {X})."""


class CardEncodingError(ArbitreError, ValueError, kind="card_encoding"):
    """A card record that does not follow the encoding (names the card and the field)."""


class NotACard(ArbitreError, ValueError, kind="not_a_card"):
    """A face the card encoding can't hold (a plane, scheme, vanguard...: no card type it knows)."""


class CardStoreError(ArbitreError, ValueError, kind="card_store"):
    """A card source (TOML pool, nickname list) that can't be used; the message says which and why."""


class CardPoolError(ArbitreError, ValueError, kind="card_pool"):
    """A card database that can't be opened or read (the message says which file and why)."""


class MtgjsonError(ArbitreError, ValueError, kind="mtgjson"):
    """A file that is not a usable MTGJSON card file (the message names the file and the problem)."""


class CardImportError(ArbitreError, ValueError, kind="card_import"):
    """A card import that could not complete (the message says why; the previous database is untouched)."""


class CoverageError(ArbitreError, ValueError, kind="coverage"):
    """A database without parser results (not imported from MTGJSON, or not a card database)."""


class CatalogueError(ArbitreError, ValueError, kind="catalogue"):
    """A message catalogue file that doesn't parse, or an id defined twice."""


class StorageError(ArbitreError, OSError, kind="storage"):
    """A SQLite file that can't be opened, migrated or written (names the file and why)."""


class DatabaseBusy(StorageError, kind="database_busy"):
    """A SQLite file another connection kept locked longer than this one would wait (an import writing it):
    the file is fine, only in use (`path`, `seconds` waited)."""


class GuildStoreError(ArbitreError, ValueError, kind="guild_settings"):
    """A server setting that can't be stored (the message says which and why)."""


class EngineTimeout(ArbitreError, TimeoutError, kind="engine_timeout"):
    """The engine (or a plugin: `plugin`, `hook`) took longer than its time box."""

    def __init__(self, seconds: float, plugin: str | None = None, hook: str | None = None) -> None:
        where = f" (plugin {plugin}, in {hook})" if plugin else ""
        super().__init__(f"the engine took more than {seconds:g} s{where}")
        self.seconds = seconds
        self.plugin = plugin
        self.hook = hook
        self.params = {"seconds": seconds, "plugin": plugin, "hook": hook}
