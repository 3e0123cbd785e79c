"""A plugin can't take the process down (issue 13, defect 4): SystemExit and KeyboardInterrupt are
failures like any other, a plugin that hangs is named and set aside, and the built-in plugins are
registered from the list in code, entry points serving third parties only."""

from __future__ import annotations

import time
import types

import pytest

from bot.core import Arbitre
from bot.engine import plugins
from bot.engine.hookspecs import hookimpl
from bot.engine.plugins import BUILTIN_PLUGINS, make_plugin_manager, third_party_entry_points
from bot.settings import load_settings

LEGAL_BOLT = "me: battlefield Mountain; hand Lightning Bolt\nI cast Lightning Bolt targeting opponent\nresolve\n"


@pytest.fixture(autouse=True)
def _no_quarantine_left(monkeypatch):
    monkeypatch.setattr(plugins, "_quarantined", {})


def _app(tmp_path, plugin, name="rogue", **settings):
    pm = make_plugin_manager(extra=[(name, plugin)])
    return Arbitre(load_settings(env={}, cache_dir=str(tmp_path), **settings), plugins=pm)


@pytest.mark.parametrize("exc", [SystemExit(3), KeyboardInterrupt()])
def test_a_plugin_raising_systemexit_or_keyboardinterrupt_is_isolated(tmp_path, exc):
    @hookimpl
    def arbitre_cost_modifiers(game, player, card, ability):
        raise exc

    app = _app(tmp_path, types.SimpleNamespace(arbitre_cost_modifiers=arbitre_cost_modifiers))
    out = app.trace(LEGAL_BOLT)  # returns: the process is not stopped
    assert out.verdict == "error" and out.exit_code == 2
    failure = out.data["plugin_failures"][0]
    assert failure["plugin"] == "rogue" and failure["error"].startswith(type(exc).__name__)
    assert app.trace(LEGAL_BOLT).data["plugin_failures"][0]["plugin"] == "rogue"  # and it goes on


def test_a_plugin_that_hangs_is_named_then_set_aside(tmp_path):
    calls = []

    @hookimpl
    def arbitre_perform_action(game, action):
        calls.append(action.kind)
        time.sleep(2.0)

    app = _app(tmp_path, types.SimpleNamespace(arbitre_perform_action=arbitre_perform_action), engine_timeout=0.5)
    started = time.monotonic()
    out = app.trace(LEGAL_BOLT)
    assert time.monotonic() - started < 1.5  # the message got its answer at the time box, not after the hang
    assert out.verdict == "error" and "rogue" in out.data["error"]["message"]
    assert "rogue" in plugins.quarantined()
    started = time.monotonic()
    again = app.trace(LEGAL_BOLT)  # the hung plugin is skipped: other workers are not blocked by it
    assert time.monotonic() - started < 1.0
    assert len(calls) == 1
    assert again.data["plugin_failures"] and again.data["plugin_failures"][0]["plugin"] == "rogue"
    assert "set aside" in again.data["plugin_failures"][0]["error"]


def test_builtins_come_from_the_list_in_code_not_from_entry_points():
    pm = make_plugin_manager(load_entry_points=False)
    assert {name for name, _ in pm.list_name_plugin()} == set(BUILTIN_PLUGINS)
    assert not {ep.name for ep in third_party_entry_points()} & set(BUILTIN_PLUGINS)


def test_a_checkout_that_is_not_installed_has_its_plugins(tmp_path):
    """No entry point at all (an uninstalled checkout): the built-in plugins still judge a play."""
    import subprocess
    import sys
    from pathlib import Path

    repo = Path(__file__).resolve().parents[1]
    code = ("import importlib.metadata as m, sys; m.entry_points = lambda **k: []; "
            "from bot.core import Arbitre; from bot.settings import load_settings; "
            f"out = Arbitre(load_settings(env={{}}, cache_dir={str(tmp_path)!r})).trace(sys.stdin.read()); "
            "print(out.verdict)")
    done = subprocess.run([sys.executable, "-c", code], input=LEGAL_BOLT, capture_output=True, text=True,
                          cwd=repo, timeout=120)
    assert done.stdout.strip() == "legal", done.stderr


def test_a_hanging_plugin_is_named_from_a_worker_thread_too(tmp_path):
    """Off the main thread (the Discord adapter's worker threads) the box is a thread: same outcome."""
    import threading

    @hookimpl
    def arbitre_perform_action(game, action):
        time.sleep(1.5)

    app = _app(tmp_path, types.SimpleNamespace(arbitre_perform_action=arbitre_perform_action), engine_timeout=0.4)
    outcome = []
    worker = threading.Thread(target=lambda: outcome.append(app.trace(LEGAL_BOLT)))
    started = time.monotonic()
    worker.start()
    worker.join(5)
    assert time.monotonic() - started < 1.2
    assert outcome[0].verdict == "error" and "rogue" in outcome[0].data["error"]["message"]
    assert "rogue" in plugins.quarantined()


def test_a_plugin_that_swallows_the_deadline_still_gives_way(tmp_path):
    """A plugin looping with a bare `except:` can't keep the main thread past the time box."""
    @hookimpl
    def arbitre_perform_action(game, action):
        for _ in range(3):
            try:
                time.sleep(2.0)
            except BaseException:  # noqa: BLE001 - the rogue plugin under test
                pass
        while True:
            pass

    app = _app(tmp_path, types.SimpleNamespace(arbitre_perform_action=arbitre_perform_action), engine_timeout=0.3)
    started = time.monotonic()
    out = app.trace(LEGAL_BOLT)
    assert time.monotonic() - started < 1.5
    assert out.verdict == "error" and "rogue" in out.data["error"]["message"]
    assert app.trace(LEGAL_BOLT).data["plugin_failures"][0]["plugin"] == "rogue"  # set aside, the box is left clean


def test_the_time_box_leaves_no_timer_behind():
    import signal

    assert plugins.time_box(lambda: 42, 5.0) == 42
    if hasattr(signal, "setitimer"):
        assert signal.getitimer(signal.ITIMER_REAL) == (0.0, 0.0)
        assert signal.getsignal(signal.SIGALRM) is signal.SIG_DFL
