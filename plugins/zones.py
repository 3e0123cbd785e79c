"""Built-in plugin `zones`: effects that move objects between zones (400.6), whatever the object is and
wherever it is.

`move` (docs/ability_model.md) takes what a reference designates -- a permanent, a card in a graveyard
or in exile (a target card, the card a permanent became, "the exiled card"), every card of a kind in a
zone ("all creature cards from your graveyard") -- to a hand, the battlefield (under its owner's control
or yours, tapped, with counters), a graveyard, exile, or a library (on top, on the bottom, shuffled in).
Each object becomes a new object (400.7); the parts of the resolution after it follow it ("return that
card to the battlefield") and may count it ("the number of cards exiled this way").
"""

from __future__ import annotations

from typing import Any

from bot.engine.game import Game
from bot.engine.hookspecs import hookimpl
from bot.engine.state import UNKNOWN_CARD, CardObject, Permanent, StackItem, replace
from bot.engine.trace import card_name
from foundation.cards import Effect
from plugins.continuous import refresh_statics
from plugins.effects import as_map, carry_out, note, record_move, things

REF_KEYS = ("target", "self", "attached", "event", "each", "noted", "cards", "controlled_by")
ZONES = {"hand": "hand", "graveyard": "graveyard", "exile": "exile", "library_top": "library",
         "library_bottom": "library", "library_shuffle": "library"}
NOTE_NAMES = {"exile": "exiled", "hand": "returned", "battlefield": "returned", "graveyard": "milled"}


def _zone_of(thing: Permanent | tuple[str, str, CardObject]) -> str:
    return "battlefield" if isinstance(thing, Permanent) else thing[1]


def move(game: Game, item: StackItem, effect: Effect) -> None:
    """Each object the reference designates goes to `to` (with replacement effects, 614); one not in the
    zone the sentence names (`from`) stays where it is (400.7: it is a new object)."""
    ref = {k: v for k, v in effect.args if k in REF_KEYS}
    to = str(effect.get("to", "graveyard"))
    frm = effect.get("from")
    moved: list[int] = []
    for thing in things(game, item, ref):
        where = _zone_of(thing)
        if frm is not None and where != frm:
            continue
        if where == "battlefield" and to == "battlefield":
            continue
        new = _move_one(game, item, effect, thing, _top_or_bottom(game, thing) if to == TOP_OR_BOTTOM else to)
        if new is not None:
            moved.append(new)
    note(game, NOTE_NAMES.get(to, "moved"), moved)
    note(game, "moved", moved)


TOP_OR_BOTTOM = "library_top_or_bottom"


def _top_or_bottom(game: Game, thing: Permanent | tuple[str, str, CardObject]) -> str:
    """"Its owner puts it on the top or bottom of their library" (401.4): the owner's choice, which the play
    language has no line for: the top (where the owner can draw it again), marked assumed."""
    owner = thing.owner if isinstance(thing, Permanent) else thing[0]
    card = thing.card if isinstance(thing, Permanent) else thing[2].card
    game.step("401.4", "info", "step.assumed_choice", player=owner, what="library_top_or_bottom",
              cards=(card_name(card),))
    return "library_top"


def _move_one(game: Game, item: StackItem, effect: Effect, thing: Permanent | tuple[str, str, CardObject],
              to: str) -> int | None:
    zone = ZONES.get(to)
    if isinstance(thing, Permanent):
        if zone is None:
            return None
        obj = game.leave_battlefield(thing, zone, "exile" if zone == "exile" else "effect")
        if obj is None:
            return None
        record_move(game, thing.oid, obj.oid)
        found = game.state.find_card(obj.oid)
        _place_in_library(game, to, found)
        game.step(_rule(to), "resolve", "step.moved_" + to, card=card_name(thing.card))
        return obj.oid
    owner, where, obj = thing
    if to == "battlefield":
        card = obj.card
        if effect.get("transformed"):  # 712.14a: its back face up; a card without one stays where it is
            from plugins.double_faced import turned

            back = turned(card)
            if back is None:
                game.step("701.27c", "info", "step.cant_transform", card=card_name(card))
                return None
            card = back
        controller = item.controller if effect.get("under") == "you" else owner
        host = _host(game, item, effect, card, owner, controller)
        if host is False:  # 303.4i: an Aura with nothing it can enchant stays where it is
            game.step("303.4i", "info", "step.cant_attach_entering", card=card_name(card))
            return None
        game.remove_from_zone(owner, where, obj.oid)
        perm = game.enter_battlefield(card, owner, controller, tapped=bool(effect.get("tapped")))
        if isinstance(host, Permanent):  # "... onto the battlefield attached to that creature" (303.4f, 701.3a)
            perm = game.update_permanent(perm, attached_to=host.oid)
            game.step("303.4f", "resolve", "step.attached", card=card_name(perm.card), to=card_name(host.card))
            refresh_statics(game)
        counters = as_map(effect.get("with_counters"))
        if counters:
            perm = game.update_permanent(perm, counters=perm.with_counter(str(counters.get("counter", "+1/+1")),
                                                                          int(counters.get("count", 1))).counters)
        record_move(game, obj.oid, perm.oid)
        said = "step.returned_to_battlefield" if where in ("graveyard", "exile") else "step.enters_battlefield"
        game.step("400.7", "resolve", said, card=card_name(perm.card), player=controller)
        return perm.oid
    if zone is None:
        return None
    new = game.move_card(owner, where, obj, zone, "effect")
    if new is None:
        return None
    record_move(game, obj.oid, new.oid)
    found = game.state.find_card(new.oid) if isinstance(new, CardObject) else None
    _place_in_library(game, to, found)
    game.step(_rule(to), "resolve", "step.moved_" + to, card=card_name(obj.card))
    return new.oid


def _host(game: Game, item: StackItem, effect: Effect, card: Any, owner: str, controller: str) -> Permanent | bool:
    """What a card entering "attached to X" attaches to; False when X isn't there or it can't be attached to X;
    True when the effect names nothing to attach to."""
    from plugins.effects import _referenced, can_attach

    ref = effect.get("attach_to")
    if ref is None:
        return True
    hosts = _referenced(game, item, Effect.make("ref", **as_map(ref)))
    if not hosts or not can_attach(game, Permanent(-1, card, owner, controller), hosts[0]):
        return False
    return hosts[0]


def _place_in_library(game: Game, to: str, found: tuple[str, str, CardObject] | None) -> None:
    """On the bottom (the card goes under the known ones; with an unknown part, its place is no longer
    known: the library is then unknown below the known top, 401.4), or shuffled in (701.24a)."""
    if found is None or found[1] != "library" or to == "library_top":
        return
    owner, _, obj = found
    p = game.player(owner)
    rest = tuple(o for o in p.library if o.oid != obj.oid)
    if to == "library_bottom" and not p.library_unknown:
        game.set_player(replace(p, library=rest + (obj,)))
    else:  # shuffled, or under an unknown part: which card is where is no longer known
        game.set_player(replace(p, library=(), library_unknown=p.library_unknown + len(rest) + 1))
        if to == "library_shuffle":
            game.step("701.24a", "resolve", "step.shuffle", player=owner)


def _rule(to: str) -> str:
    return {"exile": "701.13a", "library_top": "401.4", "library_bottom": "401.4", "library_shuffle": "401.4",
            "hand": "400.7", "graveyard": "400.7"}.get(to, "400.7")


def _looked(game: Game, item: StackItem) -> list[tuple[str, CardObject]]:
    """The cards a look or a reveal of this resolution saw that are still in their library, top first."""
    out = []
    for oid in game.notes.get("looked") or ():
        found = game.state.find_card(oid)
        if found is not None and found[1] == "library":
            out.append((found[0], found[2]))
    return out


def dig_take(game: Game, item: StackItem, effect: Effect) -> None:
    """"Put one of them into your hand", "you may reveal a creature card from among them and put it into
    your hand" (after "look at the top N cards"): the controller's choice is a line after `resolve` ("I choose
    Forest"), else the first that qualifies (assumed). An unknown card can't be said to qualify; a card the
    line names stands for one of the unknown ones (the player saw it; the trace says so)."""
    looked = _looked(game, item)
    flt = effect.get("filter")
    count = effect.get("count", 1)
    to = str(effect.get("to", "hand"))
    options = [obj for _, obj in looked if obj.card is not UNKNOWN_CARD and (flt is None or game.card_matches(obj.card,
                                                                                                            flt))]
    unknown = [obj for _, obj in looked if obj.card is UNKNOWN_CARD]
    if count == "all":
        chosen = options
    else:
        n = min(int(count), len(looked)) if flt is None else int(count)
        choice = game.take_action(lambda a: a.kind == "choose" and not a.colors and a.actor in (None, item.controller))
        if choice is not None:
            chosen = _named(game, item, choice.cards, options, unknown, flt)
        else:
            pool = options + (unknown if flt is None else [])
            chosen = pool[:n]
            if chosen:
                game.step("608.2c", "info", "step.assumed_choice", player=item.controller, what="dig",
                          cards=tuple(card_name(o.card) for o in chosen))
            elif unknown and flt is not None:
                game.step("608.2c", "info", "step.dig_unknown", player=item.controller)
    taken = []
    for obj in chosen:
        found = game.state.find_card(obj.oid)
        if found is None:
            continue
        new = _move_one(game, item, effect, found, to)
        if new is not None:
            taken.append(new)
    note(game, "taken", taken)


def _named(game: Game, item: StackItem, refs: Any, options: list[CardObject], unknown: list[CardObject],
           flt: Any) -> list[CardObject]:
    """The cards a `choose` line names, among those seen; a name that matches none of the known ones stands
    for one of the unknown cards (its name is then known, 400.2: the player looked at it)."""
    from foundation.errors import IncompleteAction

    chosen: list[CardObject] = []
    left = list(options)
    for ref in refs:
        match = next((o for o in left if o.card.name == ref.card.name), None)
        if match is not None:
            left.remove(match)
            chosen.append(match)
            continue
        if not unknown or (flt is not None and not game.card_matches(ref.card, flt)):
            raise IncompleteAction("err.choice_not_available", card=card_name(ref.card), column=ref.column,
                                   candidates=tuple(o.card.name for o in options))
        obj = unknown.pop(0)
        p = game.player(obj.owner)
        real = CardObject(obj.oid, ref.card, obj.owner)
        game.set_player(replace(p, library=tuple(real if o.oid == obj.oid else o for o in p.library)))
        game.step("608.2c", "info", "step.unknown_card_named", player=item.controller, card=card_name(ref.card))
        chosen.append(real)
    return chosen


def dig_rest(game: Game, item: StackItem, effect: Effect) -> None:
    """"Put the rest on the bottom of your library in a random order", "... into your graveyard", "put them
    back in any order": every card the look saw that is still on top goes there (in the order written:
    any order is the player's choice, a random one nobody's; either way their order is then unknown)."""
    to = str(effect.get("to", "library_bottom"))
    rest = _looked(game, item)
    if to == "library_top":
        if rest:
            game.step("608.2c", "resolve", "step.put_back", player=rest[0][0], count=len(rest))
        return
    moved = []
    for owner, obj in rest:
        new = _move_one(game, item, effect, (owner, "library", obj), to)
        if new is not None:
            moved.append(new)
    note(game, "rest", moved)


EFFECTS = {"move": move, "dig_take": dig_take, "dig_rest": dig_rest}


@hookimpl
def arbitre_resolve_effect(game: Game, item: StackItem, effect: Effect) -> Any:
    return carry_out(game, item, effect, EFFECTS)


@hookimpl
def arbitre_simulated_effects() -> list[str]:
    return sorted(EFFECTS)
