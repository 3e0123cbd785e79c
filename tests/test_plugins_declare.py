"""`plugins.declare`: the one-line declarations of what a built-in plugin carries out and enforces give pluggy
the same hooks the functions they replace gave (names, results, the flags `carry_out` honours)."""

from __future__ import annotations

import types

from bot.engine import hookspecs as hs
from bot.engine.plugins import BUILTIN_PLUGINS, make_plugin_manager
from plugins.declare import effect_hooks, enforces, resolver_hooks


def _module(**attrs) -> types.ModuleType:
    module = types.ModuleType("declared")
    for name, value in attrs.items():
        setattr(module, name, value)
    return module


def test_declared_hooks_are_registered_under_their_names():
    done: list[str] = []
    table = {"declared_effect": lambda game, item, effect: done.append(effect.kind)}
    resolve, simulated = effect_hooks(table)
    plugin = _module(arbitre_resolve_effect=resolve, arbitre_simulated_effects=simulated,
                     arbitre_enforced_abilities=enforces("declared_keyword", "other"))
    pm = make_plugin_manager(load_entry_points=False, extra=[("declared", plugin)])
    assert "declared_effect" in hs.call_simulated_effects(pm)
    assert {"declared_keyword", "other"} <= set(hs.call_enforced_abilities(pm))
    table["added_later"] = table["declared_effect"]  # the table is read when the hook is called
    assert "added_later" in hs.call_simulated_effects(pm)


def test_effect_hooks_honour_the_flags_and_resolver_hooks_call_the_handler_as_it_is():
    from bot.engine.state import StackItem
    from foundation.cards import Effect

    calls: list[str] = []
    handler = {"k": lambda game, item, effect: calls.append("ran")}
    resolve, _ = effect_hooks(handler)
    resolve_plain, listed = resolver_hooks(handler)
    item = StackItem.__new__(StackItem)
    object.__setattr__(item, "kicked", 1)
    # "if it wasn't kicked" on a kicked spell: carry_out stops before the handler, and says it handled it
    assert resolve(None, item, Effect.make("k", unless_kicked=True)) is True and calls == []
    assert resolve(None, item, Effect.make("other")) is None
    assert resolve_plain(None, item, Effect.make("k", unless_kicked=True)) is True and calls == ["ran"]
    assert listed() == ["k"]


def test_every_builtin_plugin_still_declares_what_it_simulates_and_enforces():
    pm = make_plugin_manager(load_entry_points=False)
    simulated, enforced = set(hs.call_simulated_effects(pm)), set(hs.call_enforced_abilities(pm))
    for kind in ("counter_unless_pays", "payment_offer", "unless_pays", "keyword_casualty_copy", "prevent_damage"):
        assert kind in simulated, kind
    for ability in ("flashback", "bestow", "storm", "prevent_damage_static", "banding"):
        assert ability in enforced, ability
    assert len(BUILTIN_PLUGINS) == len(pm.list_name_plugin())
