"""Built-in plugin `double_faced`: transforming double-faced cards (712, 701.27).

`transform` turns each permanent its reference designates ("transform ~", "transform it", "you may
transform target Human") to its other face: the same object (no new object, no entering), with its
counters, damage, tapped status, attachments and combat status; the characteristics, abilities included,
are now the other face's (701.27a). A permanent that isn't a double-faced card doesn't transform (701.27c),
nor one whose other face is an instant or sorcery (712.10); the trace says so. The faces know each other
from the card database (`CardDef.other_face`); out of the battlefield the card is its front face again
(712.8a, `CardDef.front`). A permanent that transformed is reported to the other plugins (event
`transformed`: "when this creature transforms into ~").

"Return it to the battlefield transformed" (the card enters with its back face up) is `move` of
`plugins.zones` with `transformed`, through `turned`.
"""

from __future__ import annotations

import dataclasses

from bot.engine import hookspecs as hs
from bot.engine.game import Game
from bot.engine.state import Permanent, StackItem
from bot.engine.trace import card_name
from foundation.cards import CardDef, Effect
from plugins.continuous import refresh_statics
from plugins.declare import effect_hooks
from plugins.effects import things

REF_KEYS = ("target", "self", "attached", "event", "each", "noted", "controlled_by")


def turned(card: CardDef) -> CardDef | None:
    """The other face of a double-faced card, linked back to this one (so that it can transform again), or
    None when the card has no other face the engine knows or that face can't be a permanent (712.10)."""
    other = card.other_face
    if other is None or not other.is_permanent_card:
        return None
    return dataclasses.replace(other, other_face=dataclasses.replace(card, other_face=None))


def transform_permanent(game: Game, perm: Permanent) -> Permanent | None:
    """701.27a: the permanent turns to its other face; None when it can't (701.27c, 712.10; a daybound or
    nightbound permanent transforms only through that ability, 702.145b, e)."""
    if "daybound" in perm.keywords or "nightbound" in perm.keywords:
        rule = "702.145b" if "daybound" in perm.keywords else "702.145e"
        game.step(rule, "info", "step.transforms_only_by_day_night", card=card_name(perm.card))
        return None
    new_card = turned(perm.card)
    if new_card is None:
        game.step("701.27c", "info", "step.cant_transform", card=card_name(perm.card))
        return None
    now = game.update_permanent(perm, card=new_card, base_card=None)
    game.step("701.27a", "resolve", "step.transforms", card=card_name(perm.card), into=card_name(new_card))
    refresh_statics(game)
    hs.call_event(game.pm, game, "transformed", now)
    return now


def transform(game: Game, item: StackItem, effect: Effect) -> None:
    for thing in things(game, item, {k: v for k, v in effect.args if k in REF_KEYS}):
        if isinstance(thing, Permanent):
            transform_permanent(game, thing)


EFFECTS = {"transform": transform}


arbitre_resolve_effect, arbitre_simulated_effects = effect_hooks(EFFECTS)
