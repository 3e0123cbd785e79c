"""Built-in plugin `keyword_champion`: champion (702.72), two linked triggered abilities (702.72b).

"Champion a Faerie" is read (`cardpool.oracle.keywords`) as "When this permanent enters, sacrifice it unless you
exile another Faerie you control" (effect `champion`, carried out here) and "When this permanent leaves the
battlefield, return the exiled card to the battlefield under its owner's control" (a `move` of the card the first
ability exiled: `GameState.exiled_with`, 607.2a, followed by `plugins.effects`).

As the first ability resolves, its controller either exiles another permanent of the kind it names that they
control, or sacrifices the champion (702.72a). The choice is a line after `resolve` ("I choose Pestermite" /
"je choisis ...", or "I sacrifice Mistbind Clique"); without one, the first permanent that can be exiled is
(assumed, said), and with none the champion is sacrificed. When the champion has already left the battlefield
(it can't be sacrificed), a permanent is exiled only when the line says so, and it then stays in exile for good:
the return ability has already resolved, or will find nothing exiled by that object (ruling, 607.2a).
"When a Faerie is championed with ~" (event `championed`) triggers once the permanent is exiled that way.
"""

from __future__ import annotations

from bot.engine.game import Game
from bot.engine.hookspecs import hookimpl
from bot.engine.state import Permanent, StackItem
from bot.engine.trace import card_name
from foundation.cards import Effect, ObjectFilter
from foundation.errors import IncompleteAction
from plugins.declare import enforces, resolver_hooks
from plugins.effects import note, record_move
from plugins.keyword_common import Resolver

RULE = "702.72a"


def _options(game: Game, item: StackItem, flt: ObjectFilter | None) -> list[Permanent]:
    """The permanents its controller may exile: another one of that kind they control (not the champion)."""
    return [p for p in game.state.permanents_of(item.controller)
            if p.oid != item.source_oid and (flt is None or game.matches(p, flt, item.controller, item.source_oid))]


def _chosen(game: Game, item: StackItem, options: list[Permanent], champion: Permanent | None) -> Permanent | None:
    """The permanent to exile, from the line after `resolve` (None: the champion is sacrificed instead), else
    assumed: the first that can be, said."""
    player = item.controller
    line = game.take_action(lambda a: a.kind in ("choose", "sacrifice") and a.actor in (None, player)
                            and len(a.cards) == 1)
    if line is not None:
        ref = line.cards[0]
        if line.kind == "sacrifice" and champion is not None and ref.card.name == champion.card.name:
            return None
        found = next((p for p in options if p.card.name == ref.card.name and ref.owner in (None, p.controller)), None)
        if found is None:
            raise IncompleteAction("err.choice_not_available", card=card_name(ref.card), column=ref.column,
                                   candidates=tuple(p.card.name for p in options)
                                   + ((champion.card.name,) if champion is not None else ()))
        return found
    if not options or champion is None:
        return None
    picked = game.assumed_pick(options, 1, [card_name(p.card) for p in options])[0]
    game.step(RULE, "info", "step.assumed_choice", player=player, what="champion",
              cards=(card_name(picked.card),))
    return picked


def _champion(game: Game, item: StackItem, effect: Effect) -> None:
    champion = game.state.permanent(item.source_oid) if item.source_oid is not None else None
    flt = effect.get("filter")
    options = _options(game, item, flt if isinstance(flt, ObjectFilter) else None)
    chosen = _chosen(game, item, options, champion)
    if chosen is None:
        if champion is None:  # it has left: there is nothing to sacrifice, and nothing was exiled
            game.step(RULE, "info", "step.champion_gone", card=card_name(item.card))
            return
        game.step(RULE, "resolve", "step.champion_sacrificed", card=card_name(champion.card),
                  player=champion.controller, none=str(not options).lower())  # said before its leaves ability triggers
        obj = game.leave_battlefield(champion, "graveyard", "sacrifice")
        record_move(game, champion.oid, obj.oid if obj is not None else None)
        note(game, "sacrificed", [champion.oid])
        return
    game.step(RULE, "resolve", "step.championed", card=card_name(chosen.card), source=card_name(item.card),
              gone=str(champion is None).lower())
    obj = game.leave_battlefield(chosen, "exile", "exile")
    found = game.state.find_card(obj.oid) if obj is not None else None
    if found is None or found[1] != "exile":  # a token ceased to exist (111.7): nothing to return later
        return
    record_move(game, chosen.oid, found[2].oid)
    note(game, "exiled", [found[2].oid])  # linked to the champion (607.2a): its leaves ability returns it
    if champion is not None:
        _championed(game, champion, chosen)


def _championed(game: Game, champion: Permanent, exiled: Permanent) -> None:
    """"When a Faerie is championed with ~": the champion's own ability, about the permanent it exiled."""
    from plugins.triggers import queue_permanent_ability

    for ability in champion.triggered_abilities:
        if ability.event == "championed" and (ability.filter is None or game.matches(
                exiled, ability.filter, champion.controller, champion.oid)):
            queue_permanent_ability(game, champion, ability, "championed", event_card_oid=exiled.oid)


RESOLVERS: dict[str, Resolver] = {"champion": _champion}


arbitre_resolve_effect, arbitre_simulated_effects = resolver_hooks(RESOLVERS)
# champion: both its abilities trigger and are carried out (702.72a), linked (702.72b, 607.2a)
arbitre_enforced_abilities = enforces("champion")


@hookimpl
def arbitre_trigger_events() -> list[str]:
    return ["championed"]
