"""The plugin manager: the built-in plugins, third-party ones, and their isolation.

Built-in plugins (`plugins/`) are registered from `BUILTIN_PLUGINS`, a list in code, so a checkout
works without being installed (as datasette registers its default plugins); third-party plugins
are found through the `arbitre` entry-point group. Both are switched off by name
(`disabled_plugins`) and isolated the same way: each hook implementation is wrapped, and anything
it raises (SystemExit and KeyboardInterrupt included) is recorded as a PluginFailure (the trace
names the plugin and hook) while the call goes on as if that plugin had returned None.

A plugin that hangs is caught by `time_box`: the call that waited too long reports the plugin, and
the plugin is set aside for the rest of the process (`quarantined`), so it can hold at most one
worker, never all of them.
"""

from __future__ import annotations

import concurrent.futures
import contextvars
import functools
import importlib
import importlib.metadata
import logging
import threading
import types
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import Any, TypeVar

import pluggy

from bot.engine import hookspecs
from foundation.errors import EngineTimeout

log = logging.getLogger(__name__)

ENTRY_POINT_GROUP = "arbitre"
T = TypeVar("T")


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


# plugins that hung once: skipped by every later call in this process
_quarantined: dict[str, str] = {}
# what each thread is running now: thread id -> (plugin, hook), for naming a plugin that hangs
_running: dict[int, tuple[str, str]] = {}


def quarantined() -> dict[str, str]:
    """Plugins set aside after hanging: name -> why."""
    return dict(_quarantined)


def _isolate(plugin_name: str, hook_name: str, func: Any) -> Any:
    @functools.wraps(func)
    def guarded(*args: Any, **kwargs: Any) -> Any:
        if plugin_name in _quarantined:
            _record(PluginFailure(plugin_name, hook_name, _quarantined[plugin_name]))
            return None
        me = threading.get_ident()
        outer = _running.get(me)
        _running[me] = (plugin_name, hook_name)
        try:
            return func(*args, **kwargs)
        except hookspecs.EngineSignal:
            raise  # rule outcomes (illegal action, incomplete message) are not plugin failures
        except (Exception, SystemExit, KeyboardInterrupt) as exc:  # noqa: BLE001 - isolation is the point
            _record(PluginFailure(plugin_name, hook_name, f"{type(exc).__name__}: {exc}"))
            return None
        finally:
            if outer is None:
                _running.pop(me, None)
            else:
                _running[me] = outer

    return guarded


_boxes = concurrent.futures.ThreadPoolExecutor(max_workers=64, thread_name_prefix="arbitre-time-box")


def time_box(func: Callable[[], T], seconds: float) -> T:
    """`func()`, given at most `seconds`. When it takes longer, the plugin it is stuck in (if any) is
    quarantined and EngineTimeout is raised; the stuck call is abandoned in its thread."""
    box: dict[str, int] = {}

    def run() -> T:
        box["thread"] = threading.get_ident()
        return func()

    future = _boxes.submit(contextvars.copy_context().run, run)
    try:
        return future.result(timeout=seconds)
    except concurrent.futures.TimeoutError:
        stuck = _running.get(box.get("thread", -1))
        if stuck is not None:
            plugin, hook = stuck
            _quarantined[plugin] = f"set aside: it ran {hook} for more than {seconds:g} s"
            log.error("plugin %s hung in %s for more than %g s: set aside until restart", plugin, hook, seconds)
        raise EngineTimeout(seconds, plugin=stuck[0] if stuck else None, hook=stuck[1] if stuck else None) from None


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
    """A manager with the built-in plugins and every `arbitre` entry point (third-party plugins, when
    `load_entry_points`) not in `disabled`, plus `extra` (name, plugin) pairs."""
    pm = pluggy.PluginManager(ENTRY_POINT_GROUP)
    pm.add_hookspecs(hookspecs)
    disabled = set(disabled)
    for name in BUILTIN_PLUGINS:
        if name not in disabled:
            pm.register(isolated(importlib.import_module(f"plugins.{name}"), name), name=name)
    if load_entry_points:
        for ep in third_party_entry_points():
            if ep.name in disabled or pm.has_plugin(ep.name):
                continue
            try:
                module = ep.load()
            except (Exception, SystemExit, KeyboardInterrupt) as exc:  # noqa: BLE001 - a broken plugin
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


def third_party_entry_points() -> list[importlib.metadata.EntryPoint]:
    """The plugins other packages declare in the `arbitre` entry-point group (built-in names excluded)."""
    found = {ep.name: ep for ep in importlib.metadata.entry_points(group=ENTRY_POINT_GROUP)
             if ep.name not in BUILTIN_PLUGINS}
    return [found[name] for name in sorted(found)]


def known_plugin_names() -> list[str]:
    """Every plugin name `disabled_plugins` may list: the built-in ones and the installed third-party ones."""
    return sorted(set(BUILTIN_PLUGINS) | {ep.name for ep in third_party_entry_points()})


# The built-in plugins, modules of the `plugins` package, registered in this order.
BUILTIN_PLUGINS = ("casting", "activation", "mana_abilities", "effects", "state_based", "alternative_costs",
                   "flashback", "madness", "turn_structure", "combat", "triggers", "keywords",
                   "keyword_triggers", "continuous", "zones", "keyword_actions", "prevention", "characteristics")
