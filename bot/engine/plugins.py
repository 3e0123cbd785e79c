"""The plugin manager: the built-in plugins, third-party ones, and their isolation.

Built-in plugins (`plugins/`) are registered from `BUILTIN_PLUGINS`, a list in code, so a checkout
works without being installed (as datasette registers its default plugins); third-party plugins
are found through the `arbitre` entry-point group. Both are switched off by name
(`disabled_plugins`) and isolated the same way: each hook implementation is wrapped, and anything
it raises (SystemExit and KeyboardInterrupt included) is recorded as a PluginFailure (the trace
names the plugin and hook) while the call goes on as if that plugin had returned None.

A plugin that hangs is caught by `time_box`: the call that waited too long reports the plugin, and the plugin
is set aside for the rest of the process (`quarantined`), so it can hold at most one worker, never all of
them; only a plugin whose one call outlasted half the box is (`HUNG_SHARE`): a long play on a busy machine
that runs out of time in some short call costs that message, not the plugin. On the main thread (the CLI,
`arbitre chat`, a worker process) the box is an interval timer whose signal interrupts the call where it is,
even in `time.sleep`, so a trace costs no thread hand-off; on other threads the call runs in a box thread and
is abandoned there when it overruns.
"""

from __future__ import annotations

import concurrent.futures
import contextvars
import functools
import importlib
import importlib.metadata
import logging
import signal
import sys
import threading
import types
import weakref
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from types import FrameType
from typing import Any, TypeVar, cast

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


def quarantined() -> dict[str, str]:
    """Plugins set aside after hanging: name -> why."""
    return dict(_quarantined)


def _isolate(plugin_name: str, hook_name: str, func: Any) -> Any:
    @functools.wraps(func)
    def guarded(*args: Any, **kwargs: Any) -> Any:
        # no bookkeeping on the way in: `_stuck_in` finds this frame (and its two names) on the stack
        if plugin_name in _quarantined:
            _record(PluginFailure(plugin_name, hook_name, _quarantined[plugin_name]))
            return None
        try:
            return func(*args, **kwargs)
        except (hookspecs.EngineSignal, EngineTimeout):
            raise  # rule outcomes (illegal action, incomplete message) and the time box's are not plugin failures
        except (Exception, SystemExit, KeyboardInterrupt) as exc:  # noqa: BLE001 - isolation is the point
            _record(PluginFailure(plugin_name, hook_name, f"{type(exc).__name__}: {exc}"))
            return None

    setattr(guarded, ISOLATED, (plugin_name, hook_name, func))
    return guarded


ISOLATED = "_arbitre_isolated"  # on a guarded implementation: (plugin, hook, the plugin's own function)
_GUARDED_CODE = _isolate("", "", len).__code__
# the code of each compiled direct call (`PluginManager.direct`) -> its hook and, by line, the plugin that
# line calls: how `_stuck_in` names a plugin called without its `guarded` frame
_DIRECT_CODES: weakref.WeakKeyDictionary[types.CodeType, tuple[str, dict[int, str]]] = weakref.WeakKeyDictionary()


def _stuck_in(frame: FrameType | None) -> tuple[str, str, FrameType | None] | None:
    """(plugin, hook, the frame of the plugin's own function) of the innermost plugin call running in `frame`'s
    stack, if any. The plugin's frame is that call's identity: the same frame seen twice is the same call."""
    callee: FrameType | None = None
    while frame is not None:
        if frame.f_code is _GUARDED_CODE:
            names = frame.f_locals
            return str(names.get("plugin_name")), str(names.get("hook_name")), callee
        direct = _DIRECT_CODES.get(frame.f_code)
        if direct is not None and frame.f_lineno in direct[1]:
            return direct[1][frame.f_lineno], direct[0], callee
        callee, frame = frame, frame.f_back
    return None


HUNG_SHARE = 0.5  # a plugin call still running after this share of the time box, and at its end, hung


def _failed(plugin_name: str, hook_name: str, exc: BaseException) -> None:
    """A plugin's implementation raised (called by a compiled direct call): recorded, as `guarded` does."""
    _record(PluginFailure(plugin_name, hook_name, f"{type(exc).__name__}: {exc}"))


def _timed_out(seconds: float, stuck: tuple[str, str, FrameType | None] | None,
               probed: tuple[str, str, FrameType | None] | None = None) -> EngineTimeout:
    """The time box's error. The plugin the time ran out in is set aside only when it hung: the same call of it
    was already running at the probe (`HUNG_SHARE` of the box); a long play on a busy machine that merely ends
    in some short plugin call costs that message, never the plugin (which every later message would lose)."""
    if stuck is None:
        return EngineTimeout(seconds)
    plugin, hook, call = stuck
    if probed is not None and call is not None and probed[2] is call:
        _quarantined[plugin] = f"set aside: it ran {hook} for more than {seconds:g} s"
        log.error("plugin %s hung in %s for more than %g s: set aside until restart", plugin, hook, seconds)
        return EngineTimeout(seconds, plugin=plugin, hook=hook)
    log.warning("the engine took more than %g s; the time ran out in plugin %s (%s), in a call begun after the "
                "probe: a long play, not a hung plugin", seconds, plugin, hook)
    return EngineTimeout(seconds)


def time_box(func: Callable[[], T], seconds: float) -> T:
    """`func()`, given at most `seconds`. When it takes longer, the plugin it is stuck in (if any) is
    quarantined and EngineTimeout is raised (module doc: a timer signal on the main thread, a box
    thread elsewhere)."""
    if _alarm_free():
        return _alarm_box(func, seconds)
    return _thread_box(func, seconds)


REPEAT_S = 0.05  # after the deadline the signal comes back until the call has left the box


def _alarm_free() -> bool:
    """On the main thread, with SIGALRM and the real-time timer unused (not nested, not another library's)."""
    return (hasattr(signal, "setitimer") and threading.current_thread() is threading.main_thread()
            and signal.getsignal(signal.SIGALRM) is signal.SIG_DFL and signal.getitimer(signal.ITIMER_REAL)[0] == 0)


def _alarm_box(func: Callable[[], T], seconds: float) -> T:
    armed = [True]
    fired: list[EngineTimeout] = []
    probed: list[tuple[str, str, FrameType | None] | None] = []

    def expire(signum: int, frame: FrameType | None) -> None:
        # first the probe (`HUNG_SHARE` of the box): which plugin call is running, then the deadline.
        # EngineTimeout goes through the plugins' isolation (see `_isolate`); raised again every
        # REPEAT_S until it is out of the box, in case a plugin swallows it
        if not armed[0]:
            return
        if not probed:
            probed.append(_stuck_in(frame))
            signal.setitimer(signal.ITIMER_REAL, seconds * (1 - HUNG_SHARE), REPEAT_S)
            return
        if not fired:
            fired.append(_timed_out(seconds, _stuck_in(frame), probed[0]))
        raise fired[0]

    signal.signal(signal.SIGALRM, expire)
    try:
        signal.setitimer(signal.ITIMER_REAL, seconds * HUNG_SHARE)
        return contextvars.copy_context().run(func)
    except EngineTimeout:
        armed[0] = False
        if fired:
            raise fired[0].with_traceback(None) from None
        raise
    finally:
        armed[0] = False  # first: from here the signal never raises (no check for signals before a call)
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, signal.SIG_DFL)


_boxes = concurrent.futures.ThreadPoolExecutor(max_workers=64, thread_name_prefix="arbitre-time-box")


def _thread_box(func: Callable[[], T], seconds: float) -> T:
    box: dict[str, int] = {}

    def run() -> T:
        box["thread"] = threading.get_ident()
        return func()

    future = _boxes.submit(contextvars.copy_context().run, run)
    try:
        return future.result(timeout=seconds * HUNG_SHARE)
    except concurrent.futures.TimeoutError:
        pass
    probed = _stuck_in(sys._current_frames().get(box.get("thread", -1)))  # which plugin call runs at the probe
    try:
        return future.result(timeout=seconds * (1 - HUNG_SHARE))
    except concurrent.futures.TimeoutError:
        frame = sys._current_frames().get(box.get("thread", -1))
        raise _timed_out(seconds, _stuck_in(frame), probed) from None


class PluginManager(pluggy.PluginManager):
    """pluggy's manager, with a direct path for the engine's hook calls (`direct`).

    A trace makes hundreds of hook calls; pluggy's generic call (argument checks, a copy of the
    implementation list, the wrapper protocol) costs more than most implementations. `direct(name)`
    is a function compiled once per hook that calls the same implementations in pluggy's order with
    pluggy's result rules (firstresult: the first non-None; else the list of non-None results).
    A hook with wrappers, an implementation with keyword defaults, or call monitoring
    (`add_hookcall_monitoring`, `enable_tracing`) goes through pluggy itself. Registering or
    unregistering a plugin drops the compiled calls.
    """

    def __init__(self, project_name: str) -> None:
        super().__init__(project_name)
        self._direct: dict[str, Callable[..., Any]] = {}
        self._monitors = 0  # call monitors in place: every call goes through pluggy

    def direct(self, name: str) -> Callable[..., Any]:
        call = self._direct.get(name)
        if call is None:
            call = self._direct[name] = self._compile(name)
        return call

    def _compile(self, name: str) -> Callable[..., Any]:
        """The direct call of hook `name` (class doc). An isolated implementation (`isolated`) is called
        as the plugin wrote it, inside the call's own try/except with `guarded`'s rules, which saves a
        frame per implementation (a trace calls a few thousand); while any plugin is set aside
        (`quarantined`), the call goes through the guarded implementations, which skip it."""
        hook = getattr(self.hook, name)
        impls = hook.get_hookimpls()
        if (hook.spec is None or self._monitors
                or any(i.hookwrapper or i.wrapper or i.kwargnames for i in impls)):
            return cast(Callable[..., Any], hook)
        params = ", ".join(hook.spec.argnames)
        first = bool(hook.spec.opts.get("firstresult"))
        guarded = self._generate(name, params, first, impls, unwrap=False)
        if not any(hasattr(impl.function, ISOLATED) for impl in impls):
            return guarded
        return self._generate(name, params, first, impls, unwrap=True, guarded=guarded)

    @staticmethod
    def _generate(name: str, params: str, first: bool, impls: list[Any], unwrap: bool,
                  guarded: Callable[..., Any] | None = None) -> Callable[..., Any]:
        lines = [f"def call({params}):"]
        scope: dict[str, Any] = {"_plugins": sys.modules[__name__], "_guarded": guarded, "_failed": _failed,
                                 "_passed_on": (hookspecs.EngineSignal, EngineTimeout),
                                 "_caught": (Exception, SystemExit, KeyboardInterrupt)}
        if guarded is not None:  # a plugin set aside: `guarded` reports it at each call instead of calling it
            lines.append("    if _plugins._quarantined:")
            lines.append(f"        return _guarded({params})")
        lines.append("    out = []")
        plugin_lines: dict[int, str] = {}
        for n, impl in enumerate(reversed(impls)):  # pluggy calls the last registered first
            isolated_as = getattr(impl.function, ISOLATED, None) if unwrap else None
            call = f"f{n}({', '.join(impl.argnames)})"
            if isolated_as is None:
                scope[f"f{n}"] = impl.function
                lines.append(f"    r = {call}")
            else:
                plugin_name, hook_name, scope[f"f{n}"] = isolated_as
                lines.append("    try:")
                plugin_lines[len(lines) + 1] = plugin_name
                lines.append(f"        r = {call}")
                lines.append("    except _passed_on:")  # rule outcomes and the time box's: not plugin failures
                lines.append("        raise")
                lines.append("    except _caught as exc:")
                lines.append(f"        _failed({plugin_name!r}, {hook_name!r}, exc)")
                lines.append("        r = None")
            lines.append("    if r is not None:")
            lines.append("        return r" if first else "        out.append(r)")
        lines.append("    return None" if first else "    return out")
        code = compile("\n".join(lines), f"<arbitre hook {name}>", "exec")
        exec(code, scope)  # noqa: S102 - generated from the hookspec's own argument names
        call_function = scope["call"]
        if plugin_lines:
            _DIRECT_CODES[call_function.__code__] = (name, plugin_lines)
        return cast(Callable[..., Any], call_function)

    def register(self, plugin: Any, name: str | None = None) -> str | None:
        self._direct.clear()
        return super().register(plugin, name)

    def unregister(self, plugin: Any | None = None, name: str | None = None) -> Any | None:
        self._direct.clear()
        return super().unregister(plugin, name)

    def add_hookspecs(self, module_or_class: Any) -> None:
        self._direct.clear()
        super().add_hookspecs(module_or_class)

    def add_hookcall_monitoring(self, before: Any, after: Any) -> Callable[[], None]:
        self._direct.clear()
        undo = super().add_hookcall_monitoring(before, after)
        self._monitors += 1

        def undo_and_forget() -> None:
            undo()
            self._monitors -= 1
            self._direct.clear()

        return undo_and_forget


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
    pm = PluginManager(ENTRY_POINT_GROUP)
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
                   "flashback", "madness", "turn_structure", "combat", "combat_assign", "triggers", "keywords",
                   "keyword_triggers", "continuous", "permanent_statics", "player_statics", "zones", "keyword_actions",
                   "prevention",
                   "damage_statics",
                   "characteristics", "keyword_abilities", "keyword_combat",
                   "keyword_spells", "double_faced", "keyword_faces", "effects_exile",
                   "effects_player", "effects_game", "effects_change", "keyword_daynight", "keyword_casts",
                   "keyword_library", "turn_facts", "effects_numbers", "effects_shields", "keyword_permanents",
                   "effects_zones", "replacement_statics", "effects_counters", "effects_control", "exert",
                   "keyword_enters", "keyword_copies", "keyword_mutate", "keyword_splice", "keyword_banding",
                   "keyword_phasing", "keyword_reveals", "keyword_graveyard", "effects_limits",
                   "effects_choices", "effects_hold", "entering_choices", "effects_search", "keyword_swaps",
                   "effects_library_actions", "effects_zone_more", "curses", "more_statics", "effects_unless",
                   "keyword_champion", "replacement_more")
