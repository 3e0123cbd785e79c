"""Built-in plugin `effects_counters`: what a player chooses as an effect resolves (608.2c), not targets:
the permanent counters are put on ("put a +1/+1 counter on a creature you control", 122.1) and the cards of
their hand put onto the battlefield ("you may put a green creature card from your hand onto the battlefield",
"put up to two land cards ... tapped"). The choice is the controller's `choose` line after `resolve`; without
one, the first that fit (for "any number of": all of them), said as assumed.
"""

from __future__ import annotations

from bot.engine.game import Game
from bot.engine.state import StackItem
from bot.engine.trace import card_name
from foundation.cards import Effect
from plugins.declare import effect_hooks
from plugins.effects import _amount


def put_counter_chosen(game: Game, item: StackItem, effect: Effect) -> None:
    flt = effect.get("filter")
    kind = str(effect.get("counter", "+1/+1"))
    n = _amount(game, item, effect, "count", 1)
    options = [p for p in game.state.battlefield if game.matches(p, flt, item.controller, item.source_oid, item.x)]
    if not options:
        game.step("608.2c", "info", "step.no_permanent_to_choose", card=card_name(item.card))
        return
    for perm in game.choose_permanents(item.controller, ("choose",), 1, options, "608.2c", "counter_chosen"):
        game.update_permanent(perm, counters=perm.with_counter(kind, n).counters)
        game.step("122.1", "resolve", "step.counter_put", card=card_name(perm.card), counter=kind, count=n)


def put_cards_from_hand(game: Game, item: StackItem, effect: Effect) -> None:
    player = item.controller
    flt = effect.get("filter")
    options = [o for o in game.player(player).hand if flt is None or game.card_matches(o.card, flt, item.x)]
    count = effect.get("count", 1)
    n = len(options) if count == "any" else int(count)
    for obj in game.choose_cards(player, ("choose",), n, options, "608.2c", "put_onto_battlefield"):
        game.remove_from_zone(player, "hand", obj.oid)
        perm = game.enter_battlefield(obj.card, obj.owner, player, tapped=bool(effect.get("tapped")))
        game.step("608.2c", "resolve", "step.put_onto_battlefield", player=player, card=card_name(perm.card))


EFFECTS = {"put_counter_chosen": put_counter_chosen, "put_cards_from_hand": put_cards_from_hand}


arbitre_resolve_effect, arbitre_simulated_effects = effect_hooks(EFFECTS)
