"""The bot's commands without a transport: what `/trace`, `/rule`, `/card` and `[[card]]` do.

The Discord adapter (`bot.discord`), the terminal chat (`bot.chat`) and the CLI call a `Service`; none of
them judges, looks anything up or words a reply by itself. Nothing here imports discord.

    service = Service()                       # settings from config/default.toml and ARBITRE_*
    service.trace(text, lang=None, disabled=("madness",))   # -> TraceOutcome (bot.core)
    service.rule("601.2f", lang="fr")         # -> the rules service's answer as JSON (a dict, never None)
    service.card("LED")                       # -> CardAnswer (the card, or suggestions)

Replies are worded by the renderers (`bot/render/`): one per output, shared by every front end.
"""

from __future__ import annotations

import logging
import secrets
import threading
from collections.abc import Iterable
from typing import TYPE_CHECKING, Any

from bot.cards import CardAnswer, CardNameIndex, card_choices, lookup_card
from bot.message_text import LANGS, text_lang

if TYPE_CHECKING:  # pragma: no cover
    from bot.core import Arbitre, TraceOutcome
    from bot.settings import Settings

log = logging.getLogger("arbitre.service")


def error_id() -> str:
    """A short id the user can quote; the logs carry the details under the same id."""
    return secrets.token_hex(4)


class Service:
    """What a process shares between requests: the core (`bot.core.Arbitre`), variants of it without
    some plugins (per-server settings), and the lookups behind autocomplete. Thread-safe."""

    def __init__(self, arbitre: Arbitre | None = None, settings: Settings | None = None) -> None:
        if arbitre is None:
            from bot.core import Arbitre

            arbitre = Arbitre(settings)
        self.arbitre = arbitre
        self.settings = arbitre.settings
        self._variants: dict[frozenset[str], Arbitre] = {}
        self._lock = threading.Lock()
        self._card_index: tuple[Any, CardNameIndex] | None = None

    def __repr__(self) -> str:
        return f"Service(plugins_off={sorted(self.settings.disabled_plugins)})"

    # ---------------------------------------------------------------- engines

    def engine(self, disabled: Iterable[str] = ()) -> Arbitre:
        """The core, or a variant of it that leaves the `disabled` plugins out (sharing the card pool)."""
        key = frozenset(disabled) - frozenset(self.settings.disabled_plugins)
        if not key:
            return self.arbitre
        found = self._variants.get(key)
        if found is not None:
            return found
        with self._lock:
            found = self._variants.get(key)
            if found is None:
                off = tuple(sorted(key | frozenset(self.settings.disabled_plugins)))
                found = self.arbitre.with_settings(self.settings.model_copy(update={"disabled_plugins": off}))
                self._variants[key] = found
        return found

    def warm_up(self) -> None:
        """Open the card pool and load the plugins now rather than during the first request."""
        _ = self.arbitre.pool, self.arbitre.pm
        self.arbitre.trace("me: battlefield Island\nI tap Island for U", "en")

    def plugin_names(self) -> list[str]:
        from bot.engine.plugins import plugin_names

        names = set(plugin_names(self.arbitre.pm))
        return sorted(names)

    # ---------------------------------------------------------------- trace

    def trace(self, text: str, lang: str | None = None, disabled: Iterable[str] = ()) -> TraceOutcome:
        return self.engine(disabled).trace(text, lang)

    # ---------------------------------------------------------------- rules

    def rule(self, query: str, lang: str | None = "auto", search: bool = False,
             edition: str | None = None) -> dict[str, Any]:
        """A rules-service answer in its JSON form (never None); a failed lookup has an `error` code
        (`no_database`, `no_match`, `lookup_failed`...) that the renderers word."""
        want = lang if lang in LANGS else "auto"
        answer = self.arbitre.rules.lookup((query or "").strip(), edition=edition, lang=want, search=search)
        if answer.error is not None and answer.error.kind == "lookup_failed":
            eid = error_id()
            log.error("error id %s: the rules lookup failed for %r: %s", eid, query[:100], answer.error)
            result = answer.to_json()
            result["_error_id"] = eid
            return result
        return answer.to_json()

    def rule_choices(self, current: str, limit: int = 25) -> list[str]:
        """Rule numbers and words starting with (then containing) `current`, for autocomplete."""
        return self.arbitre.rules.complete(current, limit)

    # ---------------------------------------------------------------- cards

    def card(self, name: str) -> CardAnswer:
        def words(text: str, limit: int) -> list[str]:  # words of the name found inside card names
            return [shown for shown, _ in self.card_choices(text, text_lang(text) or "en", limit)]

        return lookup_card(self.arbitre.pool, name, words)

    def card_choices(self, current: str, lang: str = "en", limit: int = 25) -> list[tuple[str, str]]:
        """(shown, value) pairs for card-name autocomplete: English and French names, prefix matches first.
        The name index is built once per card pool; a keystroke is a few searches in it."""
        from cardpool.names import normalize

        pool = self.arbitre.pool
        key = normalize(current or "")
        return card_choices(self.card_index(), key, lang, limit, lambda n: list(pool.suggest(current, n)))

    def card_index(self) -> CardNameIndex:
        """The card-name index of the current pool (built on first use, then shared by every request)."""
        from cardpool.names import normalize

        pool = self.arbitre.pool
        cached = self._card_index
        if cached is not None and cached[0] is pool:
            return cached[1]
        with self._lock:
            cached = self._card_index
            if cached is None or cached[0] is not pool:
                cached = (pool, CardNameIndex(pool.names(), normalize))
                self._card_index = cached
        return cached[1]


