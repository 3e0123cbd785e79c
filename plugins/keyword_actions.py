"""Built-in plugin `keyword_actions`: the keyword actions of rule 701 that resolving spells and abilities
carry out: fight (701.12), proliferate (701.27), adapt (701.46), monstrosity (701.37), bolster (701.39),
support (701.41), explore (701.44), populate (701.30).

Choices the play language has no line for (which creature bolster or support picks, what proliferate
adds to, what explore reveals from an unknown library) are made the simplest way and said in the trace
as assumed, never silently.
"""

from __future__ import annotations

from bot.engine import hookspecs as hs
from bot.engine.abilities import Source, deal_damage
from bot.engine.game import Game
from bot.engine.state import UNKNOWN_CARD, Permanent, StackItem
from bot.engine.trace import card_name
from foundation.cards import Effect
from plugins.declare import effect_hooks
from plugins.effects import _amount, _permanents, _self_permanent, as_map, things


def fight(game: Game, item: StackItem, effect: Effect) -> None:
    """701.12a: each deals damage equal to its power to the other; nothing happens if either is no longer a
    creature on the battlefield (701.12b)."""
    first = [p for p in _permanents(game, item, effect) if p.is_creature]
    second = [x for x in things(game, item, as_map(effect.get("other"))) if isinstance(x, Permanent) and x.is_creature]
    if not first or not second or first[0].oid == second[0].oid:
        game.step("701.12b", "info", "step.no_fight")
        return
    a, b = first[0], second[0]
    game.step("701.12a", "resolve", "step.fights", card=card_name(a.card), other=card_name(b.card))
    deal_damage(game, Source.of_permanent(a), b, max(0, a.power or 0))
    deal_damage(game, Source.of_permanent(b), a, max(0, b.power or 0))


def proliferate(game: Game, item: StackItem, effect: Effect) -> None:
    """701.27a: for each permanent and player with a counter, the controller may give one more counter of
    a kind it already has: every such permanent gets one more of each kind (assumed: no line chooses)."""
    chosen = [p for p in game.state.battlefield if p.counters]
    for perm in chosen:
        for kind, _ in perm.counters:
            perm = game.update_permanent(perm, counters=perm.with_counter(kind, 1).counters)
            game.step("701.27a", "resolve", "step.counter_put", card=card_name(perm.card), counter=kind, count=1)
    for p in game.state.players:
        if p.poison and p.name != item.controller:
            from bot.engine.state import replace

            game.set_player(replace(p, poison=p.poison + 1))
            game.step("701.27a", "resolve", "step.poison_added", player=p.name, total=p.poison + 1)
    game.step("701.27a", "info", "step.assumed_choice", player=item.controller, what="proliferate",
              cards=tuple(card_name(p.card) for p in chosen))


def adapt(game: Game, item: StackItem, effect: Effect) -> None:
    """701.46a: if it has no +1/+1 counters on it, it gets N of them."""
    perm = _self_permanent(game, item)
    n = _amount(game, item, effect, "count", 1)
    if perm is None:
        return
    if perm.counter("+1/+1"):
        game.step("701.46a", "info", "step.adapt_nothing", card=card_name(perm.card))
        return
    game.update_permanent(perm, counters=perm.with_counter("+1/+1", n).counters)
    game.step("701.46a", "resolve", "step.counter_put", card=card_name(perm.card), counter="+1/+1", count=n)


def monstrosity(game: Game, item: StackItem, effect: Effect) -> None:
    """701.37a: if it isn't monstrous, it gets N +1/+1 counters and becomes monstrous."""
    perm = _self_permanent(game, item)
    n = _amount(game, item, effect, "count", 1)
    if perm is None:
        return
    if "monstrous" in perm.keyword_state:
        game.step("701.37a", "info", "step.already_monstrous", card=card_name(perm.card))
        return
    now = game.update_permanent(perm, counters=perm.with_counter("+1/+1", n).counters,
                                keyword_state=perm.keyword_state | {"monstrous"})
    game.step("701.37a", "resolve", "step.becomes_monstrous", card=card_name(perm.card), count=n)
    hs.call_event(game.pm, game, "became_monstrous", now)  # "when ~ becomes monstrous"


def _least_toughness(game: Game, player: str, exclude: int | None = None) -> list[Permanent]:
    creatures = [p for p in game.state.permanents_of(player) if p.is_creature and p.oid != exclude]
    if not creatures:
        return []
    low = min(p.toughness or 0 for p in creatures)
    return [p for p in creatures if (p.toughness or 0) == low]


def bolster(game: Game, item: StackItem, effect: Effect) -> None:
    """701.39a: N +1/+1 counters on the creature with the least toughness among those you control (a tie:
    the controller chooses; the first one, assumed)."""
    n = _amount(game, item, effect, "count", 1)
    options = _least_toughness(game, item.controller)
    if not options:
        return
    chosen = game.choose_permanents(item.controller, ("choose",), 1, options, "701.39a", "bolster")
    for perm in chosen:
        game.update_permanent(perm, counters=perm.with_counter("+1/+1", n).counters)
        game.step("701.39a", "resolve", "step.counter_put", card=card_name(perm.card), counter="+1/+1", count=n)


def support(game: Game, item: StackItem, effect: Effect) -> None:
    """701.41a: a +1/+1 counter on each of up to N other target creatures; the play language names no targets
    for it, so the controller's other creatures first (assumed)."""
    n = _amount(game, item, effect, "count", 1)
    options = [p for p in game.state.permanents_of(item.controller) if p.is_creature and p.oid != item.source_oid]
    chosen = options[:n]
    if chosen:
        game.step("701.41a", "info", "step.assumed_choice", player=item.controller, what="support",
                  cards=tuple(card_name(p.card) for p in chosen))
    for perm in chosen:
        game.update_permanent(perm, counters=perm.with_counter("+1/+1", 1).counters)
        game.step("701.41a", "resolve", "step.counter_put", card=card_name(perm.card), counter="+1/+1", count=1)


def explore(game: Game, item: StackItem, effect: Effect) -> None:
    """701.44a: reveal the top card of your library; a land goes to your hand, otherwise a +1/+1 counter on
    the exploring creature and the card stays on top (or goes to the graveyard: the controller's choice,
    assumed to stay). An unknown top card is said: it counts as a nonland card here, assumed."""
    perms = _permanents(game, item, effect) or ([p] if (p := _self_permanent(game, item)) is not None else [])
    player = item.controller
    lib = game.player(player)
    top = lib.library[0] if lib.library else None
    if top is None and not lib.library_unknown:
        top_land = False
        game.step("701.44a", "info", "step.explore_empty", player=player)
    elif top is None:
        top_land = False
        game.step("701.44a", "info", "step.assumed_choice", player=player, what="explore_unknown",
                  cards=(card_name(UNKNOWN_CARD),))
    else:
        top_land = "land" in top.card.types
        game.step("701.44a", "resolve", "step.reveals_top", player=player, cards=(card_name(top.card),), unknown=0)
    if top is not None and top_land:
        game.move_card(player, "library", top, "hand", "explore")
        game.step("701.44a", "resolve", "step.explore_land", player=player, card=card_name(top.card))
    else:
        for perm in perms:
            game.update_permanent(perm, counters=perm.with_counter("+1/+1", 1).counters)
            game.step("701.44a", "resolve", "step.counter_put", card=card_name(perm.card), counter="+1/+1", count=1)
    for perm in perms:  # 701.44b: it has explored ("whenever a creature you control explores")
        hs.call_event(game.pm, game, "explored", game.state.permanent(perm.oid) or perm)


def populate(game: Game, item: StackItem, effect: Effect) -> None:
    """701.30a: create a token that's a copy of a creature token you control (the first one, assumed)."""
    options = [p for p in game.state.permanents_of(item.controller) if p.is_creature and p.token]
    chosen = game.choose_permanents(item.controller, ("choose",), 1, options, "701.30a", "populate")
    for perm in chosen:
        game.enter_battlefield(perm.card, item.controller, item.controller)
        game.step("111.2", "resolve", "step.tokens_created", player=item.controller, count=1,
                  card=card_name(perm.card))
    if not options:
        game.step("701.30a", "info", "step.populate_nothing", player=item.controller)


EFFECTS = {"fight": fight, "proliferate": proliferate, "adapt": adapt, "monstrosity": monstrosity, "bolster": bolster,
           "support": support, "explore": explore, "populate": populate}


arbitre_resolve_effect, arbitre_simulated_effects = effect_hooks(EFFECTS)
