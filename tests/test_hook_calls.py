"""The engine's direct hook calls (`PluginManager.direct`) keep pluggy's semantics: the same
implementations in the same order, firstresult or collected results, and pluggy itself whenever
something needs it (wrappers, call monitoring); registering a plugin later is seen."""

from __future__ import annotations

import types

import pluggy
import pytest

from bot.engine import hookspecs as hs
from bot.engine import plugins
from bot.engine.hookspecs import hookimpl
from bot.engine.plugins import FailureCollector, PluginFailure, make_plugin_manager
from foundation.errors import IllegalAction


def _plugin(name, **hooks):
    return name, types.SimpleNamespace(**hooks)


def _manager(*plugins):
    pm = make_plugin_manager(load_entry_points=False)
    for name, plugin in plugins:
        pm.register(plugin, name=name)
    return pm


def test_firstresult_takes_the_last_registered_first_and_skips_none():
    calls = []

    @hookimpl
    def arbitre_skip_step(game, step):
        calls.append("a")
        return "a-" + step

    @hookimpl
    def arbitre_skip_step_b(step):
        calls.append("b")
        return None

    pm = _manager(_plugin("a", arbitre_skip_step=arbitre_skip_step),
                  _plugin("b", arbitre_skip_step=hookimpl(specname="arbitre_skip_step")(arbitre_skip_step_b)))
    direct = hs.call_skip_step(pm, None, "upkeep")
    calls_direct, calls[:] = list(calls), []
    through_pluggy = pm.hook.arbitre_skip_step(game=None, step="upkeep")
    assert direct == through_pluggy == "a-upkeep"
    assert calls_direct == calls == ["b", "a"]


def test_collected_results_keep_pluggys_order_and_drop_none():
    def refusal(tag):
        @hookimpl(specname="arbitre_activation_refusals")
        def impl(game, player, source, ability, during_payment):
            return None if tag is None else [tag]
        return impl

    pm = _manager(_plugin("x", arbitre_activation_refusals=refusal("x")),
                  _plugin("none", arbitre_activation_refusals=refusal(None)),
                  _plugin("y", arbitre_activation_refusals=refusal("y")))
    expected = [r for found in pm.hook.arbitre_activation_refusals(
        game=None, player="me", source=None, ability=None, during_payment=False) for r in found]
    got = hs.call_activation_refusals(pm, None, "me", None, None, False)  # type: ignore[arg-type]
    assert got[-2:] == ["y", "x"] and got == expected


def test_tryfirst_is_honoured():
    @hookimpl(tryfirst=True, specname="arbitre_skip_step")
    def early(step):
        return "early"

    @hookimpl(specname="arbitre_skip_step")
    def late(step):
        return "late"

    pm = _manager(_plugin("early", arbitre_skip_step=early), _plugin("late", arbitre_skip_step=late))
    assert hs.call_skip_step(pm, None, "draw") == "early" == pm.hook.arbitre_skip_step(game=None, step="draw")


def test_a_plugin_registered_after_a_call_is_called():
    pm = _manager()
    before = hs.call_skip_step(pm, None, "upkeep")  # whatever the built-ins say (a direct call compiled)

    @hookimpl(tryfirst=True, specname="arbitre_skip_step")
    def skip(step):
        return "999.9"

    pm.register(types.SimpleNamespace(arbitre_skip_step=skip), name="late_comer")
    assert hs.call_skip_step(pm, None, "upkeep") == "999.9"
    pm.unregister(name="late_comer")
    assert hs.call_skip_step(pm, None, "upkeep") == before


def test_monitoring_and_wrappers_go_through_pluggy():
    pm = _manager()
    seen = []
    undo = pm.add_hookcall_monitoring(lambda name, impls, kwargs: seen.append(name), lambda *a: None)
    hs.call_skip_step(pm, None, "upkeep")
    assert seen == ["arbitre_skip_step"]
    undo()
    hs.call_skip_step(pm, None, "upkeep")
    assert seen == ["arbitre_skip_step"]  # direct again

    wrapped = []

    @hookimpl(wrapper=True, specname="arbitre_skip_step")
    def wrapper(step):
        result = yield
        wrapped.append(step)
        return result

    pm.register(types.SimpleNamespace(arbitre_skip_step=wrapper), name="wrapper")
    hs.call_skip_step(pm, None, "end")
    assert wrapped == ["end"]


def test_a_plain_pluggy_manager_still_works():
    pm = pluggy.PluginManager("arbitre")
    pm.add_hookspecs(hs)

    @hookimpl(specname="arbitre_skip_step")
    def skip(step):
        return "1.1"

    pm.register(types.SimpleNamespace(arbitre_skip_step=skip), name="p")
    assert hs.call_skip_step(pm, None, "upkeep") == "1.1"


def _refusing(tag):
    @hookimpl(specname="arbitre_activation_refusals")
    def impl(game, player, source, ability, during_payment):
        if tag == "boom":
            raise RuntimeError("boom")
        if tag == "illegal":
            raise IllegalAction("ill.test_refusal")
        return [tag]
    return impl


def _isolated_manager(*tags):
    return make_plugin_manager(disabled=plugins.BUILTIN_PLUGINS, load_entry_points=False,
                               extra=[(tag, types.SimpleNamespace(arbitre_activation_refusals=_refusing(tag)))
                                      for tag in tags])


def _refusals(pm):
    with FailureCollector() as collected:
        got = hs.call_activation_refusals(pm, None, "me", None, None, False)  # type: ignore[arg-type]
    return got, collected.failures


def test_a_failing_plugin_in_a_direct_call_is_reported_and_the_others_still_answer():
    """The direct call runs an isolated plugin's own function (no `guarded` frame): what it raises is still a
    failure naming the plugin and the hook, and the other implementations are still called."""
    pm = _isolated_manager("before", "boom", "after")
    got, failures = _refusals(pm)
    assert got == ["after", "before"]
    assert failures == [PluginFailure("boom", "arbitre_activation_refusals", "RuntimeError: boom")]
    with FailureCollector() as collected:  # through pluggy (the guarded implementations): the same
        through_pluggy = [r for found in pm.hook.arbitre_activation_refusals(
            game=None, player="me", source=None, ability=None, during_payment=False) for r in found]
    assert through_pluggy == got and collected.failures == failures


def test_a_rule_outcome_raised_by_a_plugin_is_no_failure():
    pm = _isolated_manager("illegal")
    with FailureCollector() as collected, pytest.raises(IllegalAction):
        hs.call_activation_refusals(pm, None, "me", None, None, False)  # type: ignore[arg-type]
    assert collected.failures == []


def test_a_plugin_set_aside_is_skipped_by_direct_calls(monkeypatch):
    pm = _isolated_manager("before", "boom")
    assert _refusals(pm)[1]  # compiled while nothing is set aside
    monkeypatch.setattr(plugins, "_quarantined", {"boom": "set aside: it hung"})
    got, failures = _refusals(pm)
    assert got == ["before"]
    assert failures == [PluginFailure("boom", "arbitre_activation_refusals", "set aside: it hung")]
