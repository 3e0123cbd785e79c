"""Tokens as the general "create" grammar describes them (`cardpool.oracle.token_phrases`): what
`plugins.effects.create_token` adds to the card it builds, and how a token enters.

- a name ("create Ragavan, a legendary 2/1 red Monkey creature token", "... named Storm Crow") and
  supertypes (111.4: the effect defines every characteristic of the token);
- "tapped and attacking" / "that's attacking" (508.4): the token enters attacking when its controller is
  the attacking player during combat; otherwise it enters, but never as an attacking creature (506.3b),
  which the trace says.
"""

from __future__ import annotations

from dataclasses import replace

from bot.engine.game import Game
from bot.engine.state import COMBAT_STEPS, Permanent
from bot.engine.trace import card_name
from foundation.cards import CardDef, Effect


def described(card: CardDef, effect: Effect) -> CardDef:
    """The token's card with the name and supertypes the effect gives it."""
    name = effect.get("name")
    supertypes = effect.get("supertypes")
    if name:
        card = replace(card, name=str(name), name_fr=str(name))
    if supertypes:
        card = replace(card, supertypes=card.supertypes | frozenset(str(s) for s in supertypes))
    return card


def excepted(card: CardDef, effect: Effect) -> CardDef:
    """707.9b: a copy "except ..." has these values instead of (or beside) the copied ones; they are copiable
    values of the token itself."""
    from plugins.effects import as_map

    changes = as_map(effect.get("except"))
    if not changes:
        return card
    pt = changes.get("set_pt")
    if pt:
        card = replace(card, power=int(pt[0]), toughness=int(pt[1]))
    if "set_colors" in changes:
        card = replace(card, colors=str(changes["set_colors"]))
    if changes.get("set_subtypes"):  # "except it's a 1/1 green Frog": that creature type instead of its own
        card = replace(card, subtypes=frozenset(str(s).lower() for s in changes["set_subtypes"]))
    card = replace(card, types=card.types | frozenset(str(t) for t in changes.get("add_types") or ()),
                   subtypes=card.subtypes | frozenset(str(s).lower() for s in changes.get("add_subtypes") or ()),
                   keywords=card.keywords | frozenset(str(k) for k in changes.get("add_keywords") or ()))
    if changes.get("nonlegendary"):
        card = replace(card, supertypes=card.supertypes - {"legendary"})
    return card


def enters_attacking(game: Game, perm: Permanent, effect: Effect) -> None:
    """508.4: put onto the battlefield attacking; 506.3b: only under the attacking player's control, in combat."""
    if not effect.get("attacking"):
        return
    state = game.state
    if state.step in COMBAT_STEPS and state.step != "end_of_combat" and perm.controller == state.active \
            and "creature" in perm.card.types:
        game.update_permanent(perm, attacking=True)
        game.step("508.4", "resolve", "step.enters_attacking", card=card_name(perm.card), player=perm.controller)
    else:
        game.step("506.3b", "info", "step.enters_not_attacking", card=card_name(perm.card), player=perm.controller)


__all__ = ["described", "excepted", "enters_attacking"]
