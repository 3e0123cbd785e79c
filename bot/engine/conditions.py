"""The facts static abilities depend on: their conditions ("as long as it's your turn", "as long as you
control an artifact", 611.3a) and what they count ("+1/+1 for each artifact you control").

Both are checked against the game as it is whenever the continuous effects are applied (613), so a
condition that stops being true stops the effect at once. The vocabulary is the `condition` and
`for_each` tables of docs/ability_model.md ("Static abilities applied to other permanents").
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING, Any

from bot.engine.state import Permanent
from bot.engine.trace import card_name
from foundation.cards import ObjectFilter

if TYPE_CHECKING:
    from bot.engine.game import Game

BASIC_LAND_TYPES = ("plains", "island", "swamp", "mountain", "forest")
CARD_TYPES = ("artifact", "battle", "creature", "enchantment", "instant", "kindred", "land", "planeswalker",
              "sorcery", "tribal")


def _within(value: int, table: dict[str, Any]) -> bool:
    low, high = table.get("min"), table.get("max")
    return (low is None or value >= int(low)) and (high is None or value <= int(high))


def attached_to(game: Game, perm: Permanent) -> Permanent | None:
    return game.state.permanent(perm.attached_to) if perm.attached_to is not None else None


def attachments(game: Game, perm: Permanent, subtypes: tuple[str, ...]) -> int:
    """How many Auras / Equipment (`subtypes`) are attached to `perm`."""
    return sum(1 for p in game.state.battlefield if p.attached_to == perm.oid and p.card.subtypes & set(subtypes))


PARTY_ROLES = ("cleric", "rogue", "warrior", "wizard")


NONCREATURE_TYPES = frozenset({"aura", "equipment", "vehicle", "saga", "class", "shrine", "cartouche", "curse",
                               "rune", "shard", "background", "fortification", "contraption", "attraction"})


def _is_chosen(perm: Permanent, chosen: str, value: str) -> bool:
    """Whether a permanent has the chosen colour or creature type (changelings have every type, 702.73a)."""
    if chosen == "color":
        return value in perm.colors
    return value in perm.characteristics.subtypes or "changeling" in perm.keywords


def _shares_creature_type(perm: Permanent, affected: Permanent, types: frozenset[str]) -> bool:
    """Whether `perm` shares a creature type with `affected` (changelings have them all, 702.73a)."""
    if not perm.is_creature:
        return False
    if "changeling" in perm.keywords:
        return bool(types) or "changeling" in affected.keywords
    if "changeling" in affected.keywords:
        return bool(perm.characteristics.subtypes)
    return bool(perm.characteristics.subtypes & types)


def party_size(creatures: list[Permanent]) -> int:
    """700.8: the most creatures that are one each of a Cleric, a Rogue, a Warrior and a Wizard (a creature
    fills one role; a changeling any)."""
    def roles(perm: Permanent) -> set[str]:
        if "changeling" in perm.keywords:
            return set(PARTY_ROLES)
        return set(PARTY_ROLES) & set(perm.characteristics.subtypes)

    candidates = [roles(p) for p in creatures]
    candidates = [r for r in candidates if r]

    def best(i: int, taken: frozenset[str]) -> int:
        if i == len(candidates) or len(taken) == len(PARTY_ROLES):
            return len(taken)
        out = best(i + 1, taken)
        for role in candidates[i] - taken:
            out = max(out, best(i + 1, taken | {role}))
        return out

    return best(0, frozenset())


def _players(game: Game, controller: str, whose: str) -> list[str]:
    if whose == "you":
        return [controller]
    if whose == "opponent":
        return game.state.opponents(controller)
    return [p.name for p in game.state.players]


def _cards(game: Game, controller: str, table: dict[str, Any], players: list[str]) -> list[int]:
    """For each player, how many cards of the zone match the table's filter."""
    zone = str(table.get("zone", "graveyard"))
    flt = table.get("filter")
    out = []
    for name in players:
        cards = game.player(name).zone(zone)
        if isinstance(flt, ObjectFilter):
            out.append(sum(1 for o in cards if game.card_matches(o.card, flt)))
        else:
            out.append(len(cards))
    return out


def note_unknown_zone(game: Game, card: Any, zone: str, players: list[str], value: int) -> None:
    """A number counted in a zone the message doesn't describe (FREE_FORM.md 2: unknown, not empty): the
    trace says, once a game for each card and zone, that only the cards it lists were counted and that the real
    value may be higher (Tarmogoyf with no graveyard written is not a 0/1 for sure). The setup's board says it
    at the start of the first action."""
    unknown = [p for p in players if (p, zone) in game.unknown_zones]
    if not unknown:
        return
    several = len(unknown) > 1  # "graveyards the message doesn't describe" (Tarmogoyf: all of them)
    for who in unknown[:1] if several else unknown:
        key = (getattr(card, "name", ""), zone, "" if several else who)
        if key in game.unknown_counts_said:
            continue
        message = "step.count_unknown_zones" if several else "step.count_unknown_zone"
        params = (("card", card_name(card)), ("player", who), ("zone", zone), ("value", value))
        entry = game.trace.current
        if entry is None:  # the setup: said at the start of the first action
            first = game.actions[0] if game.actions else None
            if first is None:
                continue
            game.actions[0] = replace(first, notes=first.notes + (("400.2", message, params),))
        else:
            before = len(entry.steps)
            game.step("400.2", "info", message, **dict(params))
            if len(entry.steps) == before:
                continue  # a muted trace (a question, a plan): said when it counts for real
        game.unknown_counts_said.add(key)


def devotion(game: Game, player: str, colors: str) -> int:
    """700.5: the mana symbols of those colours among the mana costs of permanents `player` controls."""
    total = 0
    for perm in game.state.permanents_of(player):
        cost = perm.card.mana_cost
        if cost is not None:
            total += sum(1 for sym in cost.symbols if set(sym.split("/")) & set(colors))
    return total


def about_affected(table: dict[str, Any]) -> bool:
    """Whether a condition is about the permanent the ability applies to ("... as long as it's attacking")."""
    return table.get("of") == "affected"


def condition_holds(game: Game, source: Permanent, table: dict[str, Any], affected: Permanent | None = None) -> bool:
    """Whether a static ability's condition is true now (its source being `source`; `affected`: the permanent
    it applies to, for a condition about it)."""
    kind = table.get("kind")
    if table.get("negate") and kind != "state":  # "... unless <condition>"
        return not condition_holds(game, source, {k: v for k, v in table.items() if k != "negate"}, affected)
    controller = source.controller
    if kind == "your_turn":
        return game.state.active == controller
    if kind == "kicked":  # "if ~ was kicked, it enters ... with trample" (702.33d): how it was cast
        return source.kicked > 0
    if kind == "escaped":  # "~ escapes with ... and with haste" (702.138c)
        return source.cast_alt == "escape"
    if kind == "not_your_turn":
        return game.state.active != controller
    if kind == "state":
        of = table.get("of")
        perm = source if of == "self" else affected if of == "affected" else attached_to(game, source)
        holds = perm is not None and permanent_state(game, perm, str(table.get("state")))
        return holds != bool(table.get("negate"))
    if kind == "is":  # "as long as it's white"
        flt = table.get("filter")
        return affected is not None and isinstance(flt, ObjectFilter) and game.matches(affected, flt, controller)
    if kind == "counters":
        counter = str(table.get("counter"))
        n = sum(c for _, c in source.counters) if counter == "any" else source.counter(counter)
        return _within(n, table)
    if kind == "attached_is":
        host = attached_to(game, source)
        flt = table.get("filter")
        return host is not None and isinstance(flt, ObjectFilter) and game.matches(host, flt, controller)
    if kind == "control":
        flt = table.get("filter")
        if not isinstance(flt, ObjectFilter):
            return False
        who_table = str(table.get("who", "you"))
        if who_table == "defending":  # the player its controller attacks (506.2): only during its turn
            players = game.state.opponents(controller) if game.state.active == controller else []
        else:
            players = _players(game, controller, who_table)
        counts = [sum(1 for p in game.state.permanents_of(who) if game.matches(p, flt, who, source.oid))
                  for who in players]
        if not counts:
            return False
        if table.get("who") == "opponent" and table.get("max") == 0:
            return all(n == 0 for n in counts)
        if "min" not in table and "max" not in table:
            return any(n >= 1 for n in counts)
        return any(_within(n, table) for n in counts)
    if kind == "cards":  # threshold, "as long as you have no cards in hand": counted in an unknown zone, said
        players = _players(game, controller, str(table.get("whose", "you")))
        counts = _cards(game, controller, table, players)
        for who, n in zip(players, counts, strict=True):
            note_unknown_zone(game, source.card, str(table.get("zone", "graveyard")), [who], n)
        if "min" not in table and "max" not in table:
            return any(n >= 1 for n in counts)
        return any(_within(n, table) for n in counts)
    if kind == "card_types_in_graveyard":  # delirium
        types = {t for o in game.player(controller).graveyard for t in o.card.types if t in CARD_TYPES}
        note_unknown_zone(game, source.card, "graveyard", [controller], len(types))
        return _within(len(types), table)
    if kind == "life":
        return any(_within(game.player(p).life, table) for p in _players(game, controller, str(table.get("who"))))
    if kind == "devotion":
        return _within(devotion(game, controller, str(table.get("colors", ""))), table)
    if kind == "opponents":  # "you have two or more opponents" (a multiplayer game)
        return _within(len(game.state.opponents(controller)), table)
    if kind == "city_blessing":
        return game.player(controller).city_blessing
    from bot.engine.player_conditions import holds as about_players  # "you're the monarch", "... this turn"

    return about_players(game, source, table)


def permanent_state(game: Game, perm: Permanent, state: str) -> bool:
    """"equipped", "enchanted", "attacking", "blocking", "tapped", "untapped", "renowned", "paired" (702.95)."""
    if state == "equipped":
        return attachments(game, perm, ("equipment",)) > 0
    if state == "enchanted":
        return attachments(game, perm, ("aura",)) > 0
    if state == "attacking":
        return perm.attacking
    if state == "attacking_alone":
        return perm.attacking and not any(p.attacking for p in game.state.battlefield if p.oid != perm.oid)
    if state == "blocking":
        return bool(perm.blocking)
    if state == "tapped":
        return perm.tapped
    if state == "untapped":
        return not perm.tapped
    if state == "renowned":
        return "renowned" in perm.keyword_state
    if state == "paired":
        return perm.paired_with is not None and game.state.permanent(perm.paired_with) is not None
    return False


def count(game: Game, source: Permanent, affected: Permanent, table: dict[str, Any]) -> int:
    """What a `for_each` table counts for a static ability of `source` applied to `affected` ("other"
    means other than `affected`); a second count under "plus" is added ("the number of Elves you control plus
    the number of Elf cards in your graveyard")."""
    plus = table.get("plus")
    extra = count(game, source, affected, dict(plus)) if isinstance(plus, tuple) else 0
    if table.get("as_player") == "chosen":  # "the chosen player's hand": counted as that player's (607.2d)
        chosen = source.choice("player")
        if chosen is None:
            return extra
        source = replace(source, controller=chosen)
    return _count_one(game, source, affected, table) + extra


def _count_one(game: Game, source: Permanent, affected: Permanent, table: dict[str, Any]) -> int:
    kind = table.get("kind")
    controller = source.controller
    if kind == "permanents":
        flt = table.get("filter")
        if not isinstance(flt, ObjectFilter):
            return 0
        named = source.card.name if table.get("same_name") else table.get("named")  # "creatures named ~"
        shares = affected.characteristics.subtypes - NONCREATURE_TYPES if table.get("shares_type") else None
        chosen = str(table.get("chosen") or "")
        value = source.choice(chosen) if chosen else None
        if chosen and value is None:
            return 0  # nothing was chosen: none is "of the chosen color"
        return sum(1 for p in game.state.battlefield if game.matches(p, flt, controller, affected.oid)
                   and (named is None or p.card.name == named)
                   and (shares is None or _shares_creature_type(p, affected, shares))
                   and (value is None or _is_chosen(p, chosen, value)))
    if kind == "cards":
        players = _players(game, controller, str(table.get("whose", "you")))
        n = sum(_cards(game, controller, table, players))
        note_unknown_zone(game, source.card, str(table.get("zone", "graveyard")), players, n)
        return n
    if kind == "attached":
        return attachments(game, affected, tuple(table.get("subtypes") or ()))
    if kind == "party":
        return party_size([p for p in game.state.permanents_of(controller) if p.is_creature])
    if kind == "counters":
        return source.counter(str(table.get("counter")))
    if kind == "counters_among":  # "+1/+1 counters on creatures you control"
        flt = table.get("filter")
        return sum(p.counter(str(table.get("counter"))) for p in game.state.battlefield
                   if isinstance(flt, ObjectFilter) and game.matches(p, flt, controller, affected.oid))
    if kind == "colors_of":  # "for each of its colors" (105.2)
        return len(set(affected.colors) & set("WUBRG"))
    if kind == "colors_among":  # "for each color among permanents you control"
        flt = table.get("filter")
        return len({c for p in game.state.battlefield if isinstance(flt, ObjectFilter)
                    and game.matches(p, flt, controller, source.oid) for c in p.colors if c in "WUBRG"})
    if kind == "poison":  # "for each poison counter your opponents have" (122.1f)
        return sum(game.player(p).poison for p in _players(game, controller, str(table.get("whose", "opponent"))))
    if kind == "card_types":  # "card types among cards in all graveyards" (Tarmogoyf)
        whose = _players(game, controller, str(table.get("whose", "any")))
        n = len({t for who in whose for o in game.player(who).graveyard for t in o.card.types if t in CARD_TYPES})
        note_unknown_zone(game, source.card, "graveyard", whose, n)
        return n
    if kind == "basic_land_types":  # "basic land types among lands you control" (Domain, 305.6)
        return len({sub for p in game.state.permanents_of(controller) if "land" in p.card.types
                    for sub in p.characteristics.subtypes if sub in BASIC_LAND_TYPES})
    if kind == "life":
        return game.player(controller).life
    if kind == "devotion":
        return devotion(game, controller, str(table.get("colors", "")))
    return 0
