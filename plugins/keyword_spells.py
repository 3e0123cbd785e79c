"""Built-in plugin `keyword_spells`: keyword abilities of spells as they are cast and as they resolve into
permanents, each with its rule.

Replicate (702.56a: an additional cost paid any number of times, a copy for each time), sunburst (702.44a: a
+1/+1 counter, or a charge counter for a noncreature permanent, for each colour of mana spent to cast it),
devour N (702.82a: as it enters, its controller may sacrifice any number of other creatures; N +1/+1 counters for
each, the creatures named on a `sacrifice` line after the spell's `resolve`, none when no line says so: an
assumed choice, said).
"""

from __future__ import annotations

from typing import Any

from bot.engine.game import Game, chosen_by_name
from bot.engine.hookspecs import hookimpl
from bot.engine.state import Permanent, StackItem, replace
from bot.engine.trace import card_name
from foundation.cards import Effect
from plugins.declare import enforces
from plugins.keyword_common import keyword_numbers

EFFECTS = ("keyword_copies",)


arbitre_enforced_abilities = enforces("replicate", "sunburst", "devour")


@hookimpl
def arbitre_simulated_effects() -> list[str]:
    return list(EFFECTS)


def _on_cast(game: Game, spell: StackItem) -> None:
    paid = spell.get("optional_times") or ()
    times = sum(int(n) for name, n in paid if name == "replicate") if isinstance(paid, tuple) else 0
    if spell.kind == "spell" and times and "replicate" in spell.card.keywords:  # 702.56a
        item = StackItem(oid=game.new_stack_oid(), kind="trigger", controller=spell.controller, card=spell.card,
                         owner=spell.owner, effects=(Effect.make("keyword_copies", spell=spell.oid, count=times,
                                                                 keyword="replicate"),), trigger="replicate")
        game.add_pending_trigger(item)
        game.step("702.56a", "trigger", "step.keyword_triggers", card=card_name(spell.card), ability="replicate")


def _copies(game: Game, item: StackItem, effect: Effect) -> None:
    """707.10: copies of the spell put on the stack above it; their targets stay the original's (707.10c: the
    controller may choose new ones: no line says so, assumed the same, said)."""
    spell = game.state.stack_item(int(effect.get("spell", 0)))
    keyword = str(effect.get("keyword", ""))
    if spell is None:
        game.step("707.10", "info", "step.keyword_source_gone", card=card_name(item.card))
        return
    n = int(effect.get("count", 0))
    card = replace(spell.card, token=True)
    for _ in range(n):
        copy = replace(spell, oid=game.new_stack_oid(), card=card, data=spell.data + (("copy_of", spell.oid),))
        game.push_stack(copy)
    game.step("707.10", "resolve", "step.spell_copies", card=card_name(spell.card), count=n, ability=keyword)
    if n and any(spell.targets):
        game.step("707.10c", "info", "step.assumed_choice", player=item.controller, what="copy_targets",
                  cards=(card_name(spell.card),))


def _sunburst(game: Game, perm: Permanent, spell: StackItem | None) -> None:
    """702.44a: as it enters from the stack, a counter for each colour of mana spent to cast it."""
    colors = str(spell.get("colors_spent") or "") if spell is not None else ""
    counter = "+1/+1" if perm.is_creature else "charge"
    if colors:
        perm = game.update_permanent(perm, counters=perm.with_counter(counter, len(colors)).counters)
    game.step("702.44a", "replacement", "step.sunburst", card=card_name(perm.card), count=len(colors),
              counter=counter)


def _devour(game: Game, perm: Permanent, n: int) -> None:
    """702.82a: "As this enters, you may sacrifice any number of creatures. It enters with N +1/+1 counters on it
    for each creature sacrificed this way" (a `sacrifice` line names them; none without one, assumed)."""
    player = perm.controller
    options = [p for p in game.state.permanents_of(player) if p.is_creature and p.oid != perm.oid]
    line = game.take_action(lambda a: a.kind in ("sacrifice", "choose") and a.actor in (None, player)) \
        if options else None
    if line is None:
        if options:
            game.step("702.82a", "info", "step.assumed_choice", player=player, what="devour_none",
                      cards=(card_name(perm.card),))
        return
    chosen = chosen_by_name(line.cards, options)
    for victim in chosen:
        game.leave_battlefield(victim, "graveyard", "sacrifice")
        game.step("702.82a", "resolve", "step.sacrificed", player=player, card=card_name(victim.card))
    current = game.state.permanent(perm.oid)
    if current is not None and chosen:
        game.update_permanent(current, counters=current.with_counter("+1/+1", n * len(chosen)).counters)
        game.step("702.82a", "replacement", "step.devoured", card=card_name(perm.card), count=len(chosen),
                  counters=n * len(chosen))


@hookimpl
def arbitre_event(game: Game, event: str, obj: Any, data: dict[str, Any]) -> None:
    if event == "cast" and isinstance(obj, StackItem):
        _on_cast(game, obj)
    elif event == "enters_battlefield" and isinstance(obj, Permanent):
        spell = data.get("spell")
        spell = spell if isinstance(spell, StackItem) else None
        if "sunburst" in obj.keywords:
            _sunburst(game, obj, spell)
        n = sum(keyword_numbers(obj.keywords, "devour"))
        if n:
            _devour(game, obj, n)


@hookimpl
def arbitre_resolve_effect(game: Game, item: StackItem, effect: Effect) -> bool | None:
    if effect.kind == "keyword_copies":
        _copies(game, item, effect)
        return True
    return None
