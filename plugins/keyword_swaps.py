"""Built-in plugin `keyword_swaps`: keyword abilities activated to trade the card for another object.

Aura swap (702.65a): "[cost]: you may exchange this permanent with an Aura card in your hand". The Aura card is
the one a `choose` line after `resolve` names, else the first Aura card of the hand (assumed, said). The card
from the hand becomes attached to what this one enchanted (701.12e); the returned one goes to its owner's hand.
If either half can't be done (no Aura card in hand, this Aura no longer on the battlefield, not owned by the
player, or the new Aura can't enchant that object), nothing happens (702.65b, 701.12a).

Transfigure (702.71a): "[cost], sacrifice this permanent: search your library for a creature card with the same
mana value as this permanent (its last known information), put it onto the battlefield, then shuffle; only as a
sorcery".

Encore (702.141a): "[cost], exile this card from your graveyard: for each opponent, a token copy of it that attacks
that opponent this turn if able; they gain haste; sacrificed at the beginning of the next end step; only as a
sorcery".
"""

from __future__ import annotations

from bot.engine.abilities import Source, protection_from
from bot.engine.game import Game
from bot.engine.hookspecs import hookimpl
from bot.engine.state import CardObject, Permanent, StackItem, replace
from bot.engine.trace import card_name
from foundation.cards import Effect, ObjectFilter
from plugins.declare import enforces, resolver_hooks
from plugins.keyword_common import Resolver, keyword_trigger

ENCORE_STATE = "encore"


arbitre_enforced_abilities = enforces("aura swap", "transfigure", "encore")


# ----------------------------------------------------------------------------- aura swap (702.65)

def can_enchant(game: Game, aura: CardObject, host: Permanent, player: str) -> bool:
    """Whether the Aura card could enchant `host` by its enchant ability (303.4a) and protection (702.16c)."""
    spec = aura.card.targets[0] if aura.card.targets else None
    if spec is None or spec.kind == "player":
        return False
    if spec.filter is not None and not game.matches(host, spec.filter, player, None):
        return False
    source = Source(aura.card, player, aura.card.colors, aura.card.keywords)
    return protection_from(game, host, source) is None


def _aura_swap(game: Game, item: StackItem, effect: Effect) -> None:
    player = item.controller
    perm = game.state.permanent(item.source_oid) if item.source_oid is not None else None
    auras = [o for o in game.player(player).hand if "aura" in o.card.subtypes]
    if perm is None or perm.owner != player or not auras:  # 702.65b, 701.12d: no exchange
        game.step("702.65b", "resolve", "step.aura_swap_nothing", card=card_name(item.card))
        return
    chosen = game.choose_cards(player, ("choose",), 1, auras, "702.65a", "aura_swap")[0]
    host = game.state.permanent(perm.attached_to) if perm.attached_to is not None else None
    if host is None or not can_enchant(game, chosen, host, player):
        game.step("702.65b", "resolve", "step.aura_swap_cant_enchant", card=card_name(chosen.card),
                  host=card_name(host.card) if host is not None else card_name(item.card))
        return
    game.remove_from_zone(player, "hand", chosen.oid)
    game.leave_battlefield(perm, "hand", "aura_swap")
    new = game.enter_battlefield(chosen.card, chosen.owner, player)
    game.update_permanent(new, attached_to=host.oid)
    game.step("702.65a", "resolve", "step.aura_swapped", card=card_name(perm.card), new=card_name(chosen.card),
              host=card_name(host.card))
    from plugins.continuous import refresh_statics

    refresh_statics(game)


# ----------------------------------------------------------------------------- transfigure (702.71)

def _transfigure(game: Game, item: StackItem, effect: Effect) -> None:
    from plugins.effects import search_library

    mv = item.card.mana_cost.mana_value if item.card.mana_cost is not None else 0  # the sacrificed one (608.2h)
    game.step("702.71a", "resolve", "step.transfigure_searches", card=card_name(item.card), value=mv)
    search_library(game, item, Effect.make("search_library", to="battlefield", count=1,
                                           filter=ObjectFilter(types=("creature",), mana_value=("=", mv))))


# ----------------------------------------------------------------------------- encore (702.141)

def _encore(game: Game, item: StackItem, effect: Effect) -> None:
    player = item.controller
    copy = replace(item.card.front, token=True)
    for opponent in game.state.opponents(player):
        token = game.enter_battlefield(copy, player, player)
        game.update_permanent(token, haste=True, marks=token.marks | {"attacks_each_combat"},
                              keyword_state=token.keyword_state | {ENCORE_STATE})
        game.step("702.141a", "resolve", "step.encore_token", player=player, card=card_name(copy), defender=opponent)


@hookimpl
def arbitre_begin_step(game: Game, step: str) -> None:
    """702.141a: the encore tokens are sacrificed at the beginning of the next end step."""
    if step != "end":
        return
    for perm in list(game.state.battlefield):
        if ENCORE_STATE in perm.keyword_state:
            keyword_trigger(game, perm, "encore", "702.141a", Effect.make("keyword_sacrifice_self", rule="702.141a"))


RESOLVERS: dict[str, Resolver] = {"keyword_aura_swap": _aura_swap, "keyword_transfigure": _transfigure,
                                  "keyword_encore": _encore}


arbitre_resolve_effect, arbitre_simulated_effects = resolver_hooks(RESOLVERS)
