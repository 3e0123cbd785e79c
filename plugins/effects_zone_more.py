"""Built-in plugin `effects_zone_more`: choices of any number and a suspend card's own exile (grammar:
`cardpool.oracle.zone_followups`).

- `tap_any` ("tap any number of untapped creatures you control", 701.26a): a `choose` or `tap` line after
  `resolve` names them, else every one that qualifies is tapped (assumed and said); they are noted
  "tapped" ("for each creature tapped this way");
- `exile_self_suspended` ("exile ~ with three time counters on it"): as the spell finishes resolving it goes
  to exile instead of its owner's graveyard (608.2n), with that many time counters; with suspend it is then
  suspended (702.62a), and its owner's upkeeps remove the counters.
"""

from __future__ import annotations

from typing import Any

from bot.engine.game import Game, chosen_by_name
from bot.engine.hookspecs import hookimpl
from bot.engine.state import CardObject, Permanent, StackItem, replace
from bot.engine.trace import card_name
from foundation.cards import Effect
from plugins.declare import effect_hooks
from plugins.effects import _amount, note


def tap_any(game: Game, item: StackItem, effect: Effect) -> None:
    player = item.controller
    flt = effect.get("filter")
    options = [p for p in game.state.battlefield if not p.tapped and (flt is None or game.matches(
        p, flt, player, item.source_oid))]
    line = game.take_action(lambda a: a.kind in ("choose", "tap") and a.actor in (None, player) and bool(a.cards))
    chosen: list[Permanent] = []
    if line is not None:
        chosen = chosen_by_name(line.cards, options)
    else:
        chosen = options
        if chosen:
            game.step("701.26a", "info", "step.assumed_choice", player=player, what="tap_any",
                      cards=tuple(card_name(p.card) for p in chosen))
    for perm in chosen:
        game.update_permanent(perm, tapped=True)
        game.step("701.26a", "resolve", "step.tapped", card=card_name(perm.card))
    note(game, "tapped", [p.oid for p in chosen])


def exile_self_suspended(game: Game, item: StackItem, effect: Effect) -> None:
    n = _amount(game, item, effect, "count", 1)
    if item.kind == "spell" and not item.card.is_permanent_card:
        game.notes["exile_self"] = [item.oid, n]  # carried out as it leaves the stack (`arbitre_replace_move`)


@hookimpl
def arbitre_replace_move(game: Game, card: Any, owner: str, from_zone: str, to_zone: str, cause: str) -> str | None:
    mark = game.notes.get("exile_self")
    if isinstance(card, StackItem) and from_zone == "stack" and to_zone == "graveyard" and cause == "resolve" \
            and isinstance(mark, list) and mark and mark[0] == card.oid:
        game.step("608.2n", "replacement", "step.exiled_with_time_counters", card=card_name(card.card), count=mark[1])
        return "exile"
    return None


@hookimpl
def arbitre_event(game: Game, event: str, obj: Any, data: dict[str, Any]) -> None:
    mark = game.notes.get("exile_self")
    item = data.get("item")
    if event != "left_stack" or not isinstance(obj, CardObject) or data.get("zone") != "exile" \
            or not isinstance(item, StackItem) or not isinstance(mark, list) or not mark or mark[0] != item.oid:
        return
    status = "suspended" if any(k.split(" ")[0] == "suspend" for k in obj.card.keywords) else ""
    p = game.player(obj.owner)
    game.set_player(replace(p, exile=tuple(replace(o, status=status, time_counters=int(mark[1]))
                                           if o.oid == obj.oid else o for o in p.exile)))
    game.notes["exile_self"] = []


EFFECTS = {"tap_any": tap_any, "exile_self_suspended": exile_self_suspended}


arbitre_resolve_effect, arbitre_simulated_effects = effect_hooks(EFFECTS)
