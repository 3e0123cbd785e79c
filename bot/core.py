"""The transport-agnostic core: text in -> parse -> engine -> trace -> words.

The CLI, the terminal chat and the Discord adapter all call `Arbitre.trace`; none of them
parses or judges anything itself. Nothing here imports discord.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from bot.engine.plugins import time_box
from bot.engine.runner import CR_VERSION, RunResult, run_message
from bot.engine.state import UNKNOWN_CARD
from bot.engine.trace import ErrorInfo, Name, TraceBuilder, card_name
from bot.settings import Settings, load_settings
from foundation.errors import InternalError, MessageError

if TYPE_CHECKING:
    from bot.rules.answers import CitedRule
    from bot.rules.service import RulesService
    from cardpool.pool import CardPool

log = logging.getLogger("arbitre")
log.addHandler(logging.NullHandler())  # a library: the application decides where logs go (the CLI: stderr)


@dataclass
class TraceOutcome:
    data: dict[str, Any]  # the TRACE_JSON object
    lang: str
    exit_code: int

    @property
    def verdict(self) -> str:
        return self.data["verdict"]


def guess_language(text: str) -> str:
    from bot.language.parser import _split_lines, detect_language

    try:
        return detect_language(_split_lines(text[:4000]))
    except MessageError:
        return "en"


class Arbitre:
    """Holds what a process shares between requests: settings, the card pool, the plugin manager."""

    def __init__(self, settings: Settings | None = None, cards_db: str | None = None,
                 plugins: Any = None) -> None:
        self.settings = settings or load_settings()
        self._cards_db = cards_db if cards_db is not None else (self.settings.cards_db or None)
        self._pool: CardPool | None = None
        self._pm = plugins

    def with_settings(self, settings: Settings) -> Arbitre:
        """Another Arbitre on the same card pool with other settings (e.g. a guild's plugins switched off)."""
        other = Arbitre(settings, cards_db=self._cards_db)
        other._pool = self._pool
        return other

    @property
    def pool(self):
        if self._pool is None:
            from cardpool.pool import CardPool

            self._pool = CardPool.open(self._cards_db, cache_dir=self.settings.path("cache_dir"))
        return self._pool

    @property
    def pm(self):
        if self._pm is None:
            from bot.engine.plugins import make_plugin_manager

            self._pm = make_plugin_manager(disabled=self.settings.disabled_plugins)
        return self._pm

    def trace(self, text: str, lang: str | None = None, explain: bool = False) -> TraceOutcome:
        """Judge one message. Never raises for bad input: errors come back as verdict "error".

        With `explain`, JSON steps carry the cited rule's title when a rules database exists.
        """
        from bot.language.parser import parse_message
        from bot.render.trace_render import to_json

        if lang in (None, "auto"):
            lang = None if self.settings.lang == "auto" else self.settings.lang
        if not isinstance(text, str):
            text = str(text)
        pool, pm = self.pool, self.pm  # a card database or a plugin that can't be loaded is not the message's fault
        stage = "parse"
        try:
            try:
                message = parse_message(text, pool, self.settings.max_message_chars)
            except MessageError as exc:
                out_lang = lang or guess_language(text)
                return TraceOutcome(self._error_data(exc, out_lang), out_lang, 2)
            out_lang = lang or message.lang
            stage = "engine"
            # a plugin that hangs costs this message, not the process: it is named and set aside
            result = time_box(lambda: run_message(message, pm, self.settings.max_actions),
                              self.settings.engine_timeout * 0.9)
            stage = "render"
            titles = self._titles(out_lang) if explain else None
            return TraceOutcome(to_json(result, out_lang, titles), out_lang, result.exit_code)
        except Exception as exc:  # noqa: BLE001 - a bug must come back as an error, never as a traceback
            return self.internal_error(text, lang, exc, stage)

    def internal_error(self, text: str, lang: str | None, exc: BaseException, stage: str = "") -> TraceOutcome:
        """An unexpected failure while judging `text`, as a verdict "error" of kind "internal" (exit 2).

        The details go to the "arbitre" logger (with the traceback); the user gets a short message in
        the message's language naming the exception, and no traceback.
        """
        log.error("internal error (%s) while tracing a %d-character message: %r", stage or "?", len(text), exc,
                  exc_info=exc)
        try:
            out_lang = lang or guess_language(text)
        except Exception:  # noqa: BLE001 - already reporting a failure: the language is a guess
            log.exception("guessing the language of a failed message")
            out_lang = "en"
        info = InternalError(f"{type(exc).__name__}: {str(exc)[:200]}", stage or "?")
        params = info.params
        try:
            data = self._error_data(info, out_lang)
        except Exception:  # noqa: BLE001 - rendering is what failed: build the error by hand
            log.exception("rendering an internal error failed")
            data = internal_error_data(out_lang, params)
        return TraceOutcome(data, out_lang, 2)

    def _error_data(self, exc: MessageError, lang: str) -> dict[str, Any]:
        from bot.engine.runner import RunResult
        from bot.engine.state import GameState
        from bot.render.trace_render import to_json

        trace = TraceBuilder()
        trace.error = ErrorInfo(exc.kind, exc.message, dict(exc.params), exc.line, exc.column, exc.suggestions)
        return to_json(RunResult(lang, trace, GameState(players=())), lang)

    # --- rules text (the rules service, when a rules database exists) ---
    @property
    def rules(self) -> RulesService:
        """The Comprehensive Rules of `rules_db` (answers say so when nothing is imported)."""
        from bot.rules.service import rules_service

        return rules_service(self.settings.path("rules_db"))

    def rule_text(self, number: str, lang: str = "en") -> CitedRule | None:
        """The text a trace cites for a rule number; None without a rules database."""
        return self.rules.rule(number, lang=lang)

    def _titles(self, lang: str) -> Callable[[str], str | None]:
        cache: dict[str, str | None] = {}

        def title(number: str) -> str | None:
            if number not in cache:
                found = self.rule_text(number, lang)
                cache[number] = found.title if found else None
            return cache[number]

        return title

    def card_namer(self, lang: str) -> Callable[[str], str | Name]:
        """English card name -> the card's names and types (`Name`), for the words of the final
        situation (never for the JSON state); the English name itself for a card the pool lacks."""
        cache: dict[str, str | Name] = {}

        def name(english: str) -> str | Name:
            if english not in cache:
                card = UNKNOWN_CARD if english == UNKNOWN_CARD.name else self.pool.get(english)
                cache[english] = card_name(card) if card is not None else english
            return cache[english]

        return name

    def explainer(self, lang: str) -> Callable[[str], str | None]:
        cache: dict[str, str | None] = {}

        def explain(number: str) -> str | None:
            if number not in cache:
                found = self.rule_text(number, lang)
                cache[number] = found.text if found else None
            return cache[number]

        return explain


_INTERNAL_FALLBACK = {
    "en": "Arbitre failed while checking this message (internal error: {error}). This is a bug in Arbitre, "
          "not in the message.",
    "fr": "Arbitre a échoué en vérifiant ce message (erreur interne : {error}). C'est un bogue d'Arbitre, "
          "pas une erreur du message.",
}


def internal_error_data(lang: str, params: dict[str, Any]) -> dict[str, Any]:
    """A TRACE_JSON error object built without the renderer (for when the renderer is what failed)."""
    lang = lang if lang in _INTERNAL_FALLBACK else "en"
    return {
        "verdict": "error",
        "cr_version": CR_VERSION,
        "lang": lang,
        "actions": [],
        "illegal": None,
        "error": {"kind": "internal", "line": None, "column": None,
                  "message": _INTERNAL_FALLBACK[lang].format(error=params.get("error", "?")), "suggestions": []},
        "state": {"turn": {"active": None, "step": None, "priority": None}, "stack": [], "players": []},
        "plugin_failures": [],
    }


__all__ = ["Arbitre", "TraceOutcome", "CR_VERSION", "RunResult", "internal_error_data"]
