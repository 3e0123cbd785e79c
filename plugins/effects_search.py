"""Built-in plugin `effects_search`: searches (701.23a) as the grammar `cardpool.oracle.zone_search` reads
them: any player searching their own zones or another player's library, for cards of one kind, of any of
several kinds, each of a list of kinds, or a named card, then putting what they find into a hand, onto the
battlefield (tapped, under the searcher's control), into a graveyard, into exile or on top of the library.

What is found is the searcher's choice: a `choose` line after `resolve` names it, else the known cards that
qualify (assumed and said). A zone the message doesn't describe is unknown, never empty: a card a line names
is found there; without a line an unknown card is found when it goes somewhere a card can stay unknown (a
hand, a graveyard, exile), and the trace says what is not known when it would enter the battlefield.
"""

from __future__ import annotations

from typing import Any

from bot.engine.actions import Action
from bot.engine.game import Game
from bot.engine.state import CardObject, StackItem, replace
from bot.engine.trace import card_name
from foundation.cards import Effect
from foundation.errors import IncompleteAction
from plugins.declare import effect_hooks
from plugins.effects import _amount, _forbidden, _players, as_map, note
from plugins.effects_choices import pick_cards, zone_unknown

ALL = 10_000  # "any number of": every card that qualifies


def _library_owner(game: Game, item: StackItem, effect: Effect, searcher: str) -> str | None:
    """Whose zones are searched: the searcher's own, or the player "target opponent's library" designates."""
    whose = effect.get("library_of")
    if whose is None:
        return searcher
    owners = _players(game, item, Effect.make("ref", **as_map(whose)))
    return owners[0] if owners else None


def _picked(game: Game, item: StackItem, effect: Effect, searcher: str, owner: str,
            zones: tuple[str, ...]) -> list[tuple[str, CardObject]]:
    named = effect.get("named")
    if named == "self":  # "a card named ~" (201.2)
        named = item.card.front.name
    to = str(effect.get("to", "hand"))
    parts = effect.get("each_of")
    if parts:  # "a Forest card and a Plains card": one of each
        line = game.take_action(lambda a: a.kind == "choose" and not a.colors and a.actor in (None, searcher)
                                and bool(a.cards))
        if line is not None:
            return _each_named(game, line, owner, zones, [as_map(p) for p in parts])
        out: list[tuple[str, CardObject]] = []
        for part in parts:
            spec = as_map(part)
            out += pick_cards(game, searcher, owner, zones, spec.get("filter"), 1, "701.23a", "search",
                              named=spec.get("named"), up_to=bool(effect.get("up_to")), to=_hint(to))
        return out
    count = ALL if effect.get("count") == "all" else _amount(game, item, effect, "count", 1)
    return pick_cards(game, searcher, owner, zones, effect.get("filter"), count, "701.23a", "search",
                      named=str(named) if named else None, up_to=bool(effect.get("up_to")), to=_hint(to))


def _each_named(game: Game, line: Action, owner: str, zones: tuple[str, ...],
                parts: list[dict[str, Any]]) -> list[tuple[str, CardObject]]:
    """The cards a `choose` line names for a list of kinds to find once each ("a white card, a blue card, ...");
    each named card fills the first kind it fits that isn't filled yet; a card not among the known ones is
    found in an unknown zone (the player saw it)."""
    from plugins.effects_choices import _from_unknown, _qualifies

    left = list(range(len(parts)))
    taken: set[int] = set()
    out: list[tuple[str, CardObject]] = []
    for ref in line.cards:
        probe = CardObject(0, ref.card, owner)
        slot = next((i for i in left if _qualifies(game, probe, parts[i].get("filter"), parts[i].get("named"))), None)
        known = next(((z, o) for z in zones for o in game.player(owner).zone(z)
                      if o.card.name == ref.card.name and o.oid not in taken), None)
        unknown = [z for z in zones if zone_unknown(game, owner, z)]
        if slot is None or known is None and not unknown:
            raise IncompleteAction("err.choice_not_available", card=card_name(ref.card), column=ref.column,
                                   candidates=())
        left.remove(slot)
        if known is None:
            known = (unknown[0], _from_unknown(game, owner, unknown[0], ref.card))
            game.step("400.2", "info", "step.unknown_zone_card_named", player=owner, card=card_name(ref.card),
                      zone=unknown[0])
        taken.add(known[1].oid)
        out.append(known)
    return out


def _hint(to: str) -> str:
    """Where the cards found go, for the choice of unknown cards: found and kept for the next sentence
    ("... and reveal them. Put them onto the battlefield"), they may still enter the battlefield, where an
    unknown card can't be: as for the battlefield, no unknown card is assumed found."""
    return "battlefield" if to == "library" else to


def search_zones(game: Game, item: StackItem, effect: Effect) -> None:
    from plugins.zones import _move_one

    zones = tuple(str(z) for z in effect.get("zones") or ("library",))
    to = str(effect.get("to", "hand"))
    first = as_map(effect.get("first_to"))
    moved: list[int] = []
    kept: list[int] = []
    for searcher in _players(game, item, effect):
        owner = _library_owner(game, item, effect, searcher)
        if owner is None or "library" in zones and _forbidden(game, searcher, item, "search"):
            continue
        if owner != searcher:
            game.step("701.23a", "resolve", "step.searches_library_of", player=searcher, owner=owner)
        if "library" in zones:  # "each player who searched their library this way shuffles"
            game.notes["searched_libraries"] = [*game.notes.get("searched_libraries", []), owner]
        picked = _picked(game, item, effect, searcher, owner, zones)
        for i, (zone, obj) in enumerate(picked):
            if effect.get("reveal"):
                game.step("701.20a", "resolve", "step.reveals_card", player=searcher, card=card_name(obj.card))
            if to == "library":  # found and revealed: the next sentences move it (`dig_take`, `move`)
                game.step("701.23a", "resolve", "step.found_kept", player=searcher, card=card_name(obj.card),
                          zone=zone)
                kept.append(obj.oid)
                continue
            dest, how = (str(first["to"]), Effect.make("move", **first)) if first and i == 0 else (to, effect)
            if zone == "library" and owner == searcher and zones == ("library",):
                game.step("701.23a", "resolve", "step.search_found", player=searcher, card=card_name(obj.card),
                          zone=dest, tapped=bool(how.get("tapped")))
            else:
                game.step("701.23a", "resolve", "step.found_in_zone", player=searcher, card=card_name(obj.card),
                          zone=zone, to=dest)
            new = _move_one(game, item, how, (owner, zone, obj), dest)
            if new is not None:
                moved.append(new)
        if not picked:
            unknown = [z for z in zones if zone_unknown(game, owner, z)]
            entry = game.trace.current
            last = entry.steps[-1].message if entry is not None and entry.steps else ""
            if not unknown:
                game.step("701.23b", "resolve", "step.search_nothing", player=searcher)
            elif last != "step.unknown_zone_choice":
                game.step("701.23a", "info", "step.search_unknown_library", player=owner)
        if effect.get("shuffle"):
            shuffle_library(game, owner)
    if kept:
        note(game, "looked", kept)
        note(game, "found", kept)
        return
    note(game, "found", moved)
    note(game, "moved", moved)


def shuffle_library(game: Game, player: str) -> None:
    """701.24a: a known order of the library is lost (its cards are then unknown in place)."""
    p = game.player(player)
    if p.library:
        game.set_player(replace(p, library=(), library_unknown=p.library_unknown + len(p.library)))
    game.step("701.24a", "resolve", "step.shuffle", player=player)


def shuffle_searched(game: Game, item: StackItem, effect: Effect) -> None:
    """"Then each player who searched their library this way shuffles": the libraries searched in this
    resolution, each once."""
    for player in dict.fromkeys(game.notes.get("searched_libraries", [])):
        shuffle_library(game, player)


EFFECTS = {"search_zones": search_zones, "shuffle_searched": shuffle_searched}


arbitre_resolve_effect, arbitre_simulated_effects = effect_hooks(EFFECTS)
