"""What a built-in plugin carries out and enforces, declared in one line each rather than the same hook
functions written again in every module:

    EFFECTS = {"unless_pays": unless_pays}
    arbitre_resolve_effect, arbitre_simulated_effects = effect_hooks(EFFECTS)
    arbitre_enforced_abilities = enforces("bestow", "casualty", "assist")

`effect_hooks` resolves an effect of a kind in the table with `plugins.effects.carry_out` (the flags any effect
may carry: kicked, "if you do", "you may", a condition) and lists the table's kinds as simulated;
`resolver_hooks` does the same with `keyword_common.resolve_with` (the handler alone, for the keyword plugins'
own kinds). pluggy finds the hooks by the names they are given in the module, like any `@hookimpl` function.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from bot.engine.game import Game
from bot.engine.hookspecs import hookimpl
from bot.engine.state import StackItem
from foundation.cards import Effect

Handler = Callable[[Game, StackItem, Effect], Any]
ResolveHook = Callable[[Game, StackItem, Effect], Any]
ListHook = Callable[[], list[str]]


def effect_hooks(effects: Mapping[str, Handler]) -> tuple[ResolveHook, ListHook]:
    """`arbitre_resolve_effect` and `arbitre_simulated_effects` for a table of effect kinds carried out with
    `carry_out` (the table may grow after this call: both read it when called)."""
    from plugins.effects import carry_out

    @hookimpl
    def arbitre_resolve_effect(game: Game, item: StackItem, effect: Effect) -> Any:
        return carry_out(game, item, effect, effects)

    return arbitre_resolve_effect, _simulated(effects)


def resolver_hooks(resolvers: Mapping[str, Handler]) -> tuple[ResolveHook, ListHook]:
    """The same for a table whose handlers are called as they are (`keyword_common.resolve_with`)."""
    from plugins.keyword_common import resolve_with

    @hookimpl
    def arbitre_resolve_effect(game: Game, item: StackItem, effect: Effect) -> bool | None:
        return resolve_with(resolvers, game, item, effect)

    return arbitre_resolve_effect, _simulated(resolvers)


def _simulated(table: Mapping[str, Any]) -> ListHook:
    @hookimpl
    def arbitre_simulated_effects() -> list[str]:
        return sorted(table)

    return arbitre_simulated_effects


def enforces(*abilities: str) -> ListHook:
    """`arbitre_enforced_abilities`: the abilities (keywords, static kinds) the plugin really enforces."""
    names = list(abilities)

    @hookimpl
    def arbitre_enforced_abilities() -> list[str]:
        return list(names)

    return arbitre_enforced_abilities


__all__ = ["effect_hooks", "resolver_hooks", "enforces"]
