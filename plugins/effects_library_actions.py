"""Built-in plugin `effects_library_actions`: keyword actions and reveals that take cards from a library or a
hand and change the game with them (grammar: `cardpool.oracle.zone_actions`).

- `connive` (701.50a): the conniving permanent's controller draws a card, then discards a card; a nonland card
  discarded puts a +1/+1 counter on that permanent (its last known information when it has left, 701.50c);
- `manifest` (701.40a): the top card of a library becomes a face-down 2/2 creature on the battlefield (an
  unknown card stays unknown: what it is doesn't change the 2/2);
- `reveal_if_shares_type` (kinship: "if it shares a creature type with ~, you may reveal it"): the card looked
  at is revealed when it shares a creature type with the source (702.73a: changeling has them all), and
  "if you do" follows the reveal. An unknown top card is named by a `choose` line, else it isn't known to
  share a type: not revealed, assumed and said.
"""

from __future__ import annotations

from typing import Any

from bot.engine.abilities import face_down
from bot.engine.game import Game
from bot.engine.state import UNKNOWN_CARD, CardObject, Permanent, StackItem, replace
from bot.engine.trace import card_name
from foundation.cards import CardDef, Effect
from plugins.declare import effect_hooks
from plugins.effects import _done_flag, _players, note, things

REF_KEYS = ("target", "self", "attached", "event", "each", "noted")


def connive(game: Game, item: StackItem, effect: Effect) -> None:
    ref = {k: v for k, v in effect.args if k in REF_KEYS}
    for thing in things(game, item, ref) or _last_known(game, item, ref):
        if not isinstance(thing, Permanent):
            continue
        player = thing.controller
        game.step("701.50a", "resolve", "step.connives", card=card_name(thing.card), player=player)
        drawn = game.draw(player, 1)
        game.step("121.1", "resolve", "step.draws", player=player, count=len(drawn),
                  library=game.player(player).library_size)
        discarded = _discard_one(game, player)
        if discarded is None:
            continue
        if discarded is UNKNOWN_CARD:
            game.step("701.50a", "info", "step.connive_unknown_discard", card=card_name(thing.card))
        elif "land" not in discarded.types:
            now = game.state.permanent(thing.oid)
            if now is not None:
                game.update_permanent(now, counters=now.with_counter("+1/+1", 1).counters)
                game.step("701.50a", "resolve", "step.counter_put", card=card_name(now.card), counter="+1/+1",
                          count=1)


def _discard_one(game: Game, player: str) -> CardDef | None:
    """The card a player discards (701.9a: their choice, a line after `resolve`, else assumed)."""
    from bot.engine.payment import discard as discard_card
    from plugins.effects_choices import pick_cards

    hand = list(game.player(player).hand)
    if (player, "hand") in game.unknown_zones:
        chosen = [o for _, o in pick_cards(game, player, player, ("hand",), None, 1, "701.9a", "discard",
                                           to="graveyard", kinds=("discard", "choose"))]
    else:
        chosen = game.choose_cards(player, ("discard",), 1, hand, "701.9a", "discard")
    for obj in chosen:
        discard_card(game, player, obj, "effect")
    note(game, "discarded", [o.oid for o in chosen])
    return chosen[0].card if chosen else None


def _last_known(game: Game, item: StackItem, ref: dict[str, Any]) -> list[Permanent]:
    """701.50c: a permanent that left before it connives still connives (its controller draws and discards)."""
    from plugins.effects import _last_known_targets

    return _last_known_targets(game, item, ref)


def manifest(game: Game, item: StackItem, effect: Effect) -> None:
    made: list[int] = []
    for player in _players(game, item, effect):
        p = game.player(player)
        if p.library:
            obj = p.library[0]
            game.set_player(replace(p, library=p.library[1:]))
        elif p.library_unknown:
            oid, game.state = game.state.new_oid()
            obj = CardObject(oid, UNKNOWN_CARD, player)
            game.set_player(replace(p, library_unknown=p.library_unknown - 1))
        else:
            game.step("701.40a", "info", "step.manifest_empty_library", player=player)
            continue
        perm = game.enter_battlefield(face_down(obj.card), obj.owner, player)
        perm = game.update_permanent(perm, face_down_card=obj.card)
        made.append(perm.oid)
        if obj.card is UNKNOWN_CARD:
            game.step("701.40a", "resolve", "step.manifested_unknown", player=player)
        else:
            game.step("701.40a", "resolve", "step.manifested", player=player, card=card_name(obj.card))
    note(game, "manifested", made)


def _creature_types(card: CardDef) -> frozenset[str] | None:
    """A card's creature types (None: every one, 702.73a changeling)."""
    if "changeling" in card.keywords:
        return None
    if card.types & {"creature", "kindred", "tribal"}:
        return frozenset(card.subtypes)
    return frozenset()


def shares_creature_type(a: CardDef, b: CardDef) -> bool:
    ta, tb = _creature_types(a), _creature_types(b)
    if ta is None:
        return tb is None or bool(tb)
    if tb is None:
        return bool(ta)
    return bool(ta & tb)


def reveal_if_shares_type(game: Game, item: StackItem, effect: Effect) -> None:
    game.set_flag(_done_flag(item), False)  # "if you do" is about this reveal, not the optional look before it
    looked = [found for oid in game.notes.get("looked") or () if (found := game.state.find_card(oid)) is not None]
    if not looked:
        return
    owner, zone, obj = looked[0]
    if obj.card is UNKNOWN_CARD:
        line = game.take_action(lambda a: a.kind == "choose" and not a.colors and a.actor in (None, item.controller)
                                and len(a.cards) == 1)
        if line is None:
            game.step("608.2c", "info", "step.kinship_unknown", player=item.controller)
            return
        real = CardObject(obj.oid, line.cards[0].card, obj.owner)
        p = game.player(owner)
        game.set_player(replace(p, **{zone: tuple(real if o.oid == obj.oid else o for o in p.zone(zone))}))
        game.step("400.2", "info", "step.unknown_card_named", player=item.controller, card=card_name(real.card))
        obj = real
    source = game.state.permanent(item.source_oid) if item.source_oid is not None else None
    if not shares_creature_type(obj.card, source.card if source is not None else item.card):
        game.step("608.2c", "info", "step.no_shared_type", card=card_name(obj.card), source=card_name(item.card))
        return
    game.step("701.20a", "resolve", "step.reveals_card", player=item.controller, card=card_name(obj.card))
    game.set_flag(_done_flag(item))  # "if you do, ..." (the reveal is the controller's: assumed, they would)
    note(game, "revealed", [obj.oid])


EFFECTS = {"connive": connive, "manifest": manifest, "reveal_if_shares_type": reveal_if_shares_type}


arbitre_resolve_effect, arbitre_simulated_effects = effect_hooks(EFFECTS)
