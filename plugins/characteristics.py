"""Built-in plugin `characteristics`: effects that change what a permanent is until end of turn (613).

"Until end of turn, ~ becomes a 3/3 Elemental creature with haste. It's still a land." (`become`: its
types, creature types, colours, base power and toughness, abilities; 613.1d-f, 613.4b) and "target
creature loses flying until end of turn" (`lose_abilities`, 613.1f). The permanent keeps the card it was
(`Permanent.base_card`) and gets it back in the cleanup step (514.2).
"""

from __future__ import annotations

from dataclasses import replace as dataclass_replace

from bot.engine.game import Game
from bot.engine.hookspecs import hookimpl
from bot.engine.state import StackItem
from bot.engine.trace import card_name
from foundation.cards import Effect
from plugins.declare import effect_hooks
from plugins.effects import _permanents


def become(game: Game, item: StackItem, effect: Effect) -> None:
    """613.1d (types), 613.1e (colours), 613.4b (base power and toughness), 613.1f (abilities): "it's still a
    land" (`still`) keeps its other types; otherwise the new types replace them (205.1a)."""
    types = frozenset(effect.get("types") or ("creature",))
    subtypes = frozenset(effect.get("subtypes") or ())
    for perm in _permanents(game, item, effect):
        card = perm.card
        new_types = card.types | types if effect.get("still") else types
        new_subtypes = card.subtypes | subtypes if effect.get("still") else subtypes
        changed = dataclass_replace(card, types=new_types, subtypes=new_subtypes,
                                    power=int(effect.get("power", 0)), toughness=int(effect.get("toughness", 0)),
                                    keywords=card.keywords | frozenset(effect.get("keywords") or ()))
        if effect.get("colors") is not None:
            changed = dataclass_replace(changed, colors=str(effect.get("colors")))
        game.update_permanent(perm, card=changed, base_card=perm.base_card or card)
        game.step("613.1d", "resolve", "step.becomes_creature", card=card_name(card),
                  pt=f"{changed.power}/{changed.toughness}")


def lose_abilities(game: Game, item: StackItem, effect: Effect) -> None:
    """613.1f: "target creature loses flying until end of turn" (also a keyword an effect or a static ability
    granted it: those are removed for the turn too)."""
    lost = frozenset(effect.get("keywords") or ())
    for perm in _permanents(game, item, effect):
        card = perm.card
        game.update_permanent(perm, card=dataclass_replace(card, keywords=card.keywords - lost),
                              base_card=perm.base_card or card, granted=perm.granted - lost)
        game.step("613.1f", "resolve", "step.loses_abilities", card=card_name(card), abilities=tuple(sorted(lost)))


@hookimpl
def arbitre_begin_step(game: Game, step: str) -> None:
    if step != "cleanup":
        return
    for perm in list(game.state.battlefield):  # 514.2: "until end of turn" changes end
        if perm.base_card is not None:
            game.update_permanent(perm, card=perm.base_card, base_card=None)
            game.step("514.2", "step", "step.characteristics_back", card=card_name(perm.base_card))


EFFECTS = {"become": become, "lose_abilities": lose_abilities}


arbitre_resolve_effect, arbitre_simulated_effects = effect_hooks(EFFECTS)
