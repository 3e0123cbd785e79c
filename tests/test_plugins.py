"""The plugin system: hookspecs documented, built-ins registered like third-party plugins,
plugins switched off by configuration, a raising plugin isolated."""

from __future__ import annotations

import importlib.metadata
import inspect
import re
import types
from pathlib import Path

import pytest

from bot.core import Arbitre
from bot.engine import hookspecs
from bot.engine.hookspecs import hookimpl
from bot.engine.plugins import BUILTIN_PLUGINS, ENTRY_POINT_GROUP, make_plugin_manager
from bot.settings import load_settings

DOCS = Path(__file__).resolve().parents[1] / "docs" / "plugins.md"
HOOKS = [name for name, f in inspect.getmembers(hookspecs, inspect.isfunction) if name.startswith("arbitre_")]

LEGAL_BOLT = "me: battlefield Mountain; hand Lightning Bolt\nI cast Lightning Bolt targeting opponent\nresolve\n"


def test_there_are_hooks():
    assert {"arbitre_perform_action", "arbitre_resolve_effect", "arbitre_enforced_abilities"} <= set(HOOKS)
    assert not any("rule_lookup" in h or "rule_text" in h for h in HOOKS)  # the rules are a service, not a hook


@pytest.mark.parametrize("name", HOOKS)
def test_hookspec_documents_firstresult(name):
    func = getattr(hookspecs, name)
    doc = inspect.getdoc(func) or ""
    opts = func.arbitre_spec
    assert doc, f"{name} has no docstring"
    if opts.get("firstresult"):
        assert "firstresult" in doc, f"{name} is firstresult but its docstring doesn't say so"
    else:
        assert "every plugin" in doc or "Collects" in doc, f"{name} collects but its docstring doesn't say so"


@pytest.mark.parametrize("name", HOOKS)
def test_hook_is_in_the_plugin_guide(name):
    text = DOCS.read_text(encoding="utf-8")
    section = re.search(rf"^### {name}\n(.*?)(?=^### |\Z)", text, re.M | re.S)
    assert section, f"docs/plugins.md lacks a section for {name}"
    first = "firstresult" in section.group(1).split(".")[0]
    assert first == bool(getattr(hookspecs, name).arbitre_spec.get("firstresult"))


def test_builtins_are_not_entry_points_of_the_arbitre_group():
    """The entry-point group is for third parties; built-ins come from BUILTIN_PLUGINS."""
    names = {ep.name for ep in importlib.metadata.entry_points(group=ENTRY_POINT_GROUP)}
    assert not set(BUILTIN_PLUGINS) & names


def test_builtins_register_and_implement_only_known_hooks():
    pm = make_plugin_manager()
    registered = {name for name, _ in pm.list_name_plugin()}
    assert set(BUILTIN_PLUGINS) <= registered
    pm.check_pending()  # raises if a plugin implements a hook that has no spec


def test_a_disabled_plugin_is_not_loaded():
    pm = make_plugin_manager(disabled=("flashback", "combat"))
    registered = {name for name, _ in pm.list_name_plugin()}
    assert "flashback" not in registered and "combat" not in registered
    assert "casting" in registered


def test_disabled_by_environment_variable(tmp_path):
    settings = load_settings(env={"ARBITRE_DISABLED_PLUGINS": "flashback, madness"}, cache_dir=str(tmp_path))
    assert settings.disabled_plugins == ("flashback", "madness")
    app = Arbitre(settings)
    out = app.trace("me: battlefield Island, Island, Island; graveyard Think Twice\n"
                    "I cast Think Twice with flashback\n")
    assert out.exit_code == 2 and "flashback" in out.data["error"]["message"]


def _raising_plugin() -> types.SimpleNamespace:
    @hookimpl
    def arbitre_cost_modifiers(game, player, card, ability):
        raise RuntimeError("boom")

    return types.SimpleNamespace(arbitre_cost_modifiers=arbitre_cost_modifiers)


def test_a_raising_plugin_is_isolated_and_named(tmp_path):
    pm = make_plugin_manager(extra=[("explosive", _raising_plugin())])
    app = Arbitre(load_settings(env={}, cache_dir=str(tmp_path)), plugins=pm)
    out = app.trace(LEGAL_BOLT)
    assert out.data["plugin_failures"] and out.data["plugin_failures"][0]["plugin"] == "explosive"
    assert out.data["plugin_failures"][0]["hook"] == "arbitre_cost_modifiers"
    assert "boom" in out.data["plugin_failures"][0]["error"]
    assert out.verdict == "error" and "explosive" in out.data["error"]["message"]
    # the process goes on: the same Arbitre answers the next message (the failure is reported again)
    again = app.trace(LEGAL_BOLT, "fr")
    assert again.data["plugin_failures"][0]["plugin"] == "explosive"
    assert "explosive" in again.data["error"]["message"] and "plugin" in again.data["error"]["message"]


def test_a_plugin_that_raises_in_a_hook_nobody_needs_does_not_stop_a_trace(tmp_path):
    @hookimpl
    def arbitre_enforced_abilities():
        raise ValueError("not today")

    pm = make_plugin_manager(extra=[("moody", types.SimpleNamespace(
        arbitre_enforced_abilities=arbitre_enforced_abilities))])
    app = Arbitre(load_settings(env={}, cache_dir=str(tmp_path)), plugins=pm)
    assert app.trace(LEGAL_BOLT).verdict == "legal"


def test_a_third_party_plugin_can_add_an_effect(tmp_path):
    """An effect kind the built-ins don't know ("put_back_from_hand", Brainstorm's) resolved by an extra plugin."""
    seen = []

    @hookimpl
    def arbitre_resolve_effect(game, item, effect):
        if effect.kind != "put_back_from_hand":
            return None
        seen.append(item.card.name)
        game.step("701.20a", "resolve", "step.reveals_hand", player=item.controller, cards=())
        return True

    pm = make_plugin_manager(extra=[("put_back",
                                     types.SimpleNamespace(arbitre_resolve_effect=arbitre_resolve_effect))])
    app = Arbitre(load_settings(env={}, cache_dir=str(tmp_path)), plugins=pm)
    out = app.trace("me: battlefield Island; hand Brainstorm\nI cast Brainstorm\nresolve\n")
    assert out.verdict == "legal" and seen == ["Brainstorm"]
    assert any(s["rule"] == "701.20a" for a in out.data["actions"] for s in a["steps"])
