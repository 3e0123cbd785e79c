"""Built-in plugin `effects_shields`: prevention from a source of the player's choice (615.1, 615.7): "the next
time a red source of your choice would deal damage to you this turn, prevent that damage" (the Circles of
Protection), "... to any target ...", "prevent all damage a source of your choice would deal this turn".

The source is chosen as the effect resolves: the controller's line after `resolve` ("I choose Shock"), else
assumed -- the top spell or ability an opponent controls on the stack, then an attacking creature of theirs,
then any permanent of theirs, of the kind the sentence allows -- and the trace says so. The shield is a
prevention entry of the turn (`GameState.prevention`, ended in the cleanup step, 514.2) that this plugin
applies through `arbitre_prevent_damage`: "the next time" is used up by the first damage it prevents.

Redirection (614.9): "the next 1 damage that would be dealt to ~ this turn is dealt to target creature you
control instead" (the en-Kor) is an entry of the same kind: the damage it takes is dealt to the other creature.
"""

from __future__ import annotations

from typing import Any

from bot.engine.game import Game
from bot.engine.hookspecs import hookimpl
from bot.engine.state import Permanent, StackItem, replace
from bot.engine.trace import Name, card_name
from foundation.cards import CardDef, Effect, ObjectFilter
from plugins.declare import effect_hooks
from plugins.effects import _players, _targets

PREFIX = "chosen|"
REDIRECT = "redirect|"


def _candidates(game: Game, item: StackItem, flt: ObjectFilter | None) -> list[CardDef]:
    """The sources an assumed choice takes from, most likely first."""
    mine = item.controller
    stack = [s.card for s in reversed(game.state.stack) if s.controller != mine and s.oid != item.oid]
    theirs = [p for p in game.state.battlefield if p.controller != mine]
    cards = stack + [p.card for p in theirs if p.attacking] + [p.card for p in theirs if not p.attacking]
    return [c for c in cards if flt is None or game.card_matches(c, flt)]


def _chosen_source(game: Game, item: StackItem, effect: Effect) -> CardDef | None:
    flt = effect.get("filter")
    flt = flt if isinstance(flt, ObjectFilter) else None
    chooser = item.controller
    choice = game.take_action(lambda a: a.kind == "choose" and bool(a.cards) and a.actor in (None, chooser))
    if choice is not None:
        card = choice.cards[0].card
        if flt is not None and not game.card_matches(card, flt):
            game.step("615.1", "info", "step.source_not_allowed", card=card_name(card),
                      sentence=Name(effect.text, effect.text_fr))
            return None
        return card
    found = _candidates(game, item, flt)
    if not found:
        game.step("615.1", "info", "step.no_source_to_choose", player=chooser, card=card_name(item.card))
        return None
    game.step("615.1", "info", "step.assumed_choice", player=chooser, what="damage_source",
              cards=(card_name(found[0]),))
    return found[0]


def _protected(game: Game, item: StackItem, effect: Effect) -> list[tuple[str, Any]]:
    """(key part, what the trace names) of each recipient the shield protects."""
    if effect.get("to") is not None:
        return [(f"player:{p}", p) for p in _players(game, item, effect, "to")]
    if effect.get("self"):
        perm = game.state.permanent(item.source_oid) if item.source_oid is not None else None
        return [(str(perm.oid), card_name(perm.card))] if perm is not None else []
    if effect.get("target") is not None:
        out: list[tuple[str, Any]] = []
        for t in _targets(item, effect):
            perm = game.state.permanent(t.oid) if t.kind == "permanent" else None
            if perm is not None:
                out.append((str(perm.oid), card_name(perm.card)))
            elif t.kind == "player":
                out.append((f"player:{t.player}", t.player))
        return out
    return [("*", None)]


def prevent_from_chosen(game: Game, item: StackItem, effect: Effect) -> None:
    card = _chosen_source(game, item, effect)
    if card is None:
        return
    mode = "all" if effect.get("all") else "next"
    for key, what in _protected(game, item, effect):
        entry = (f"{PREFIX}{mode}|{key}|{card.name}", -1)
        game.state = replace(game.state, prevention=game.state.prevention + (entry,))
        if key == "*":
            game.step("615.1", "resolve", "step.prevention_from_source_any", source=card_name(card))
        else:
            game.step("615.1", "resolve", "step.prevention_from_source", source=card_name(card), target=what,
                      next=1 if mode == "next" else 0)


def redirect_damage(game: Game, item: StackItem, effect: Effect) -> None:
    """"The next 1 damage that would be dealt to ~ this turn is dealt to target creature you control instead"
    (614.9: a redirection): an entry of the turn, used up as it redirects."""
    from plugins.effects import as_map, things

    n = int(effect.get("amount", 1))
    sources = [p for p in things(game, item, as_map(effect.get("from"))) if isinstance(p, Permanent)]
    targets = [game.state.permanent(t.oid) for t in _targets(item, effect) if t.kind == "permanent"]
    for perm in sources:
        for to in targets:
            if to is None:
                continue
            entry = (f"{REDIRECT}{perm.oid}|{to.oid}", n)
            game.state = replace(game.state, prevention=game.state.prevention + (entry,))
            game.step("614.9", "resolve", "step.redirection_shield", card=card_name(perm.card), to=card_name(to.card),
                      amount=n)


def _redirected(game: Game, source: Any, recipient: Permanent, amount: int, combat: bool) -> int | None:
    from bot.engine.abilities import deal_damage

    for entry in game.state.prevention:
        key, left = entry
        if not key.startswith(REDIRECT) or left == 0:
            continue
        origin, to_oid = key[len(REDIRECT):].split("|")
        if origin != str(recipient.oid):
            continue
        take = amount if left < 0 else min(left, amount)
        rest = tuple(e for e in game.state.prevention if e != entry)
        game.state = replace(game.state, prevention=rest + (((key, left - take),) if left > take else ()))
        to = game.state.permanent(int(to_oid))
        if to is None:  # gone: nothing to redirect to, the damage is dealt as it would be
            return None
        game.step("614.9", "replacement", "step.damage_redirected", source=card_name(source.card),
                  card=card_name(recipient.card), to=card_name(to.card), amount=take)
        deal_damage(game, source, to, take, combat)
        return amount - take
    return None


@hookimpl
def arbitre_prevent_damage(game: Game, source: Any, recipient: Any, amount: int, combat: bool) -> int | None:
    if isinstance(recipient, Permanent) and any(k.startswith(REDIRECT) for k, _ in game.state.prevention):
        left = _redirected(game, source, recipient, amount, combat)
        if left is not None:
            return left
    name = getattr(getattr(source, "card", None), "name", None)
    if name is None or not any(k.startswith(PREFIX) for k, _ in game.state.prevention):
        return None
    whom = str(recipient.oid) if isinstance(recipient, Permanent) else f"player:{recipient}"
    for entry in game.state.prevention:
        key = entry[0]
        if not key.startswith(PREFIX):
            continue
        mode, protected, chosen = key[len(PREFIX):].split("|", 2)
        if chosen != name or protected not in (whom, "*"):
            continue
        if mode == "next":  # 615.7: used up
            game.state = replace(game.state, prevention=tuple(e for e in game.state.prevention if e != entry))
        target = card_name(recipient.card) if isinstance(recipient, Permanent) else recipient
        game.step("615.1", "replacement", "step.damage_prevented_shield", source=card_name(source.card),
                  target=target, amount=amount)
        return 0
    return None


EFFECTS = {"prevent_from_chosen": prevent_from_chosen, "redirect_damage": redirect_damage}


arbitre_resolve_effect, arbitre_simulated_effects = effect_hooks(EFFECTS)
