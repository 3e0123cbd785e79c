"""Built-in plugin `effects_choices`: cards a player chooses in their own zones as an effect resolves, when
those zones may be unknown (FREE_FORM.md 2: a zone the message doesn't list is unknown, never empty).

- `move_chosen`: "return a creature card from your graveyard to your hand", "return up to two instant and/or
  sorcery cards from your graveyard to your hand", "put a creature card from your hand onto the battlefield",
  "each player returns two land cards from their graveyard to the battlefield", "search your library and/or
  graveyard for a card named Vraska, Scheming Gorgon, reveal it, and put it into your hand" (400.6, 701.23a);
- `pick_cards` (for the discards of `plugins.effects` too, Duress, Mind Rot): the cards a `choose` line names
  (a name that is none of the known cards, in an unknown zone, is one of its unknown cards: the player saw
  it); without a line, the known cards that qualify first (assumed and said), then, in an unknown zone,
  unknown cards (assumed and said), which can go to a hand, a graveyard, exile or a library but not onto the
  battlefield (the trace then says the choice isn't known).
"""

from __future__ import annotations

from typing import Any

from bot.engine.actions import Action
from bot.engine.game import Game
from bot.engine.state import UNKNOWN_CARD, CardObject, StackItem, replace
from bot.engine.trace import card_name
from foundation.cards import Effect
from foundation.errors import IncompleteAction
from plugins.declare import effect_hooks
from plugins.effects import _amount, _players, note

KNOWABLE = ("hand", "graveyard", "exile", "library")  # where an unknown card can go and stay an unknown card


def zone_unknown(game: Game, player: str, zone: str) -> bool:
    if zone == "library":
        return game.player(player).library_unknown > 0
    return (player, zone) in game.unknown_zones


def _qualifies(game: Game, obj: CardObject, flt: Any, named: str | None) -> bool:
    """`flt`: a filter, or several (a tuple: any of them, "a basic land card or a Gate card")."""
    return (named is None or obj.card.name == named or obj.card.has_face(named)) and \
        (flt is None or any(game.card_matches(obj.card, f) for f in (flt if isinstance(flt, tuple) else (flt,))))


def _from_unknown(game: Game, owner: str, zone: str, card: Any) -> CardObject:
    """A card of an unknown zone that a line names (or an unknown card): now an object of that zone."""
    if zone == "library":
        p = game.player(owner)
        oid, game.state = game.state.new_oid()
        obj = CardObject(oid, card, owner)
        game.set_player(replace(p, library=p.library + (obj,), library_unknown=p.library_unknown - 1))
        return obj
    return game.put_card(card, owner, zone)


def pick_cards(game: Game, chooser: str, owner: str, zones: tuple[str, ...], flt: Any, n: int, rule: str,
               what: str, named: str | None = None, up_to: bool = False, to: str = "hand",
               kinds: tuple[str, ...] = ("choose",)) -> list[tuple[str, CardObject]]:
    """The (zone, card) the chooser picks among `owner`'s cards in `zones` that qualify (module doc)."""
    options = [(z, o) for z in zones for o in game.player(owner).zone(z) if _qualifies(game, o, flt, named)]
    unknown = [z for z in zones if zone_unknown(game, owner, z)]
    if n <= 0:
        return []
    line = game.take_action(lambda a: a.kind in kinds and not a.colors and a.actor in (None, chooser)
                            and bool(a.cards))
    if line is not None:
        return _named_in_line(game, line, owner, options, unknown, flt, named, n)
    if not options and not unknown:
        return []
    chosen = game.assumed_pick(options, min(n, len(options)), [card_name(o.card) for _, o in options]) \
        if options else []
    if chosen:
        game.step(rule, "info", "step.assumed_choice", player=chooser, what=what,
                  cards=tuple(card_name(o.card) for _, o in chosen))
    missing = 0 if up_to else n - len(chosen)
    if missing > 0 and unknown:
        zone = unknown[0]
        if to not in KNOWABLE:
            game.step(rule, "info", "step.unknown_zone_choice", player=owner, zone=zone)
            return list(chosen)
        extra = [(zone, _from_unknown(game, owner, zone, UNKNOWN_CARD)) for _ in range(missing)]
        game.step(rule, "info", "step.assumed_unknown_cards", player=owner, zone=zone, count=missing)
        chosen = list(chosen) + extra
    return list(chosen)


def _named_in_line(game: Game, line: Action, owner: str, options: list[tuple[str, CardObject]],
                   unknown: list[str], flt: Any, named: str | None, n: int) -> list[tuple[str, CardObject]]:
    left = list(options)
    chosen: list[tuple[str, CardObject]] = []
    for ref in line.cards:
        match = next(((z, o) for z, o in left if o.card.name == ref.card.name), None)
        if match is not None:
            left.remove(match)
            chosen.append(match)
            continue
        fits = _qualifies(game, CardObject(0, ref.card, owner), flt, named)
        if not unknown or not fits:
            raise IncompleteAction("err.choice_not_available", card=card_name(ref.card), column=ref.column,
                                   candidates=tuple(o.card.name for _, o in options))
        zone = unknown[0]
        chosen.append((zone, _from_unknown(game, owner, zone, ref.card)))
        game.step("400.2", "info", "step.unknown_zone_card_named", player=owner, card=card_name(ref.card), zone=zone)
    if len(chosen) > n:
        raise IncompleteAction("err.choice_count", expected=n, given=len(chosen),
                               candidates=tuple(o.card.name for _, o in options))
    return chosen


def unknown_search(game: Game, player: str, flt: Any, named: str | None, count: int, to: str,
                   up_to: bool) -> list[CardObject] | None:
    """A search of a library the message doesn't describe (701.23a): the card a `choose` line names is found
    in its unknown part; without a line, an unknown card is found when it can go where the search puts it
    (a hand, exile, a graveyard: assumed and said); None: what is found isn't known (the caller says so)."""
    nxt = game.peek_action()
    written = nxt is not None and nxt.kind == "choose" and not nxt.colors and nxt.actor in (None, player) \
        and bool(nxt.cards)
    if not written and (to not in KNOWABLE or count == 0):
        return None
    picked = pick_cards(game, player, player, ("library",), flt, max(count, 1), "701.23a", "search", named=named,
                        up_to=up_to, to=to)
    return [o for _, o in picked] or None


def move_chosen(game: Game, item: StackItem, effect: Effect) -> None:
    """Each player named moves cards of their choice from their zones (module doc); noted as moved."""
    from plugins.zones import NOTE_NAMES, _move_one

    raw = effect.get("from", "graveyard")
    zones = tuple(str(z) for z in raw) if isinstance(raw, (list, tuple)) else (str(raw),)
    to = str(effect.get("to", "hand"))
    n = _amount(game, item, effect, "count", 1)
    named = effect.get("named")
    moved: list[int] = []
    for player in _players(game, item, effect):
        picked = pick_cards(game, player, player, zones, effect.get("filter"), n, "400.6", "move_" + to,
                            named=str(named) if named else None, up_to=bool(effect.get("up_to")), to=to)
        for zone, obj in picked:
            new = _move_one(game, item, effect, (player, zone, obj), to)
            if new is not None:
                moved.append(new)
        if not picked:
            game.step("400.6", "info", "step.nothing_chosen", player=player, zone=zones[0])
    note(game, NOTE_NAMES.get(to, "moved"), moved)
    note(game, "moved", moved)


def reveal_chosen(game: Game, item: StackItem, effect: Effect) -> None:
    """701.20a: "reveal any number of red cards in your hand": the cards a `choose` line names, else every
    known card that qualifies (assumed and said); an unknown hand holds what the line names, else what more it
    holds isn't known (said). The cards are noted "revealed" ("for each card revealed this way")."""
    flt = effect.get("filter")
    player = item.controller
    options = [("hand", o) for o in game.player(player).hand if _qualifies(game, o, flt, None)]
    unknown = ["hand"] if zone_unknown(game, player, "hand") else []
    line = game.take_action(lambda a: a.kind == "choose" and not a.colors and a.actor in (None, player)
                            and bool(a.cards))
    if line is not None:
        picked = [o for _, o in _named_in_line(game, line, player, options, unknown, flt, None, len(line.cards))]
    else:
        picked = [o for _, o in options]
        if picked:
            game.step("701.20a", "info", "step.assumed_choice", player=player, what="reveal_any",
                      cards=tuple(card_name(o.card) for o in picked))
        if unknown:
            game.step("701.20a", "info", "step.unknown_zone_choice", player=player, zone="hand")
    game.step("701.20a", "resolve", "step.reveals_chosen", player=player, count=len(picked),
              cards=tuple(card_name(o.card) for o in picked))
    note(game, "revealed", [o.oid for o in picked])


EFFECTS = {"move_chosen": move_chosen, "reveal_chosen": reveal_chosen}


arbitre_resolve_effect, arbitre_simulated_effects = effect_hooks(EFFECTS)
