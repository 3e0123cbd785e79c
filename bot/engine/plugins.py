"""The plugin manager: load plugins from the `arbitre` entry-point group and isolate failures.

Built-in plugins (`plugins/`) are declared in pyproject.toml under the same group as any
third-party plugin, so they are found, switched off and isolated the same way. Each hook
implementation is wrapped: an exception is recorded as a PluginFailure (the trace names
the plugin and hook) and the call goes on as if that plugin had returned None.
"""

from __future__ import annotations

import contextvars
import functools
import importlib
import importlib.metadata
import logging
import types
from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any

import pluggy

from bot.engine import hookspecs

log = logging.getLogger(__name__)

ENTRY_POINT_GROUP = "arbitre"


@dataclass(frozen=True, slots=True)
class PluginFailure:
    plugin: str
    hook: str
    error: str


_failures: contextvars.ContextVar[list[PluginFailure] | None] = contextvars.ContextVar("arbitre_plugin_failures",
                                                                                       default=None)


class FailureCollector:
    """Collects the plugin failures raised while it is active (`with FailureCollector() as f:`)."""

    def __init__(self) -> None:
        self.failures: list[PluginFailure] = []
        self._token: contextvars.Token[list[PluginFailure] | None] | None = None

    def __enter__(self) -> FailureCollector:
        self._token = _failures.set(self.failures)
        return self

    def __exit__(self, *exc: object) -> None:
        if self._token is not None:
            _failures.reset(self._token)


def _record(failure: PluginFailure) -> None:
    log.warning("plugin %s failed in %s: %s", failure.plugin, failure.hook, failure.error)
    sink = _failures.get()
    if sink is not None:
        sink.append(failure)


def _isolate(plugin_name: str, hook_name: str, func: Any) -> Any:
    @functools.wraps(func)
    def guarded(*args: Any, **kwargs: Any) -> Any:
        try:
            return func(*args, **kwargs)
        except hookspecs.EngineSignal:
            raise  # rule outcomes (illegal action, incomplete message) are not plugin failures
        except Exception as exc:  # noqa: BLE001 - isolation is the point
            _record(PluginFailure(plugin_name, hook_name, f"{type(exc).__name__}: {exc}"))
            return None

    return guarded


def isolated(plugin: Any, name: str) -> Any:
    """A stand-in for `plugin` whose hook implementations never raise out of pluggy."""
    proxy = types.SimpleNamespace(__name__=name)
    marker = ENTRY_POINT_GROUP + "_impl"
    for attr in dir(plugin):
        if not attr.startswith("arbitre_"):
            continue
        func = getattr(plugin, attr)
        if not callable(func) or not hasattr(func, marker):
            continue
        guarded = _isolate(name, attr, func)
        setattr(guarded, marker, getattr(func, marker))
        setattr(proxy, attr, guarded)
    return proxy


def make_plugin_manager(
    disabled: Iterable[str] = (),
    extra: Iterable[tuple[str, Any]] = (),
    load_entry_points: bool = True,
) -> pluggy.PluginManager:
    """A manager with every `arbitre` entry point not in `disabled`, plus `extra` (name, plugin) pairs."""
    pm = pluggy.PluginManager(ENTRY_POINT_GROUP)
    pm.add_hookspecs(hookspecs)
    disabled = set(disabled)
    if load_entry_points:
        seen = set()
        for ep in sorted(importlib.metadata.entry_points(group=ENTRY_POINT_GROUP), key=lambda e: e.name):
            if ep.name in disabled or ep.name in seen:
                continue
            seen.add(ep.name)
            try:
                module = ep.load()
            except Exception as exc:  # noqa: BLE001 - a broken plugin must not stop the bot
                _record(PluginFailure(ep.name, "load", f"{type(exc).__name__}: {exc}"))
                continue
            pm.register(isolated(module, ep.name), name=ep.name)
    for name, plugin in extra:
        if name in disabled:
            continue
        if isinstance(plugin, str):
            plugin = importlib.import_module(plugin)
        pm.register(isolated(plugin, name), name=name)
    return pm


def plugin_names(pm: pluggy.PluginManager) -> list[str]:
    return sorted(name for name, _ in pm.list_name_plugin())


BUILTIN_PLUGINS = ("casting", "activation", "mana_abilities", "effects", "state_based", "alternative_costs",
                   "flashback", "madness", "turn_structure", "combat", "triggers", "keywords",
                   "keyword_triggers", "continuous")
