"""More quantities an effect may count as it resolves (`cardpool.oracle.phrases`, the records `counters`,
`greatest`, `domain`, `named`, `blockers`, `party`, `spells_cast`, `died`, `turn_life`, `players` and
`count_of`);
`plugins.effects.quantity` reads the others and asks here for these.

Not a plugin: a helper of the effect plugins (no hook).
"""

from __future__ import annotations

from typing import Any

from bot.engine.game import Game
from bot.engine.state import Permanent, StackItem
from foundation.cards import Effect
from plugins.effects import as_map, things

BASIC_LAND_TYPES = ("plains", "island", "swamp", "mountain", "forest")


def _counters_on(game: Game, item: StackItem, q: dict[str, Any]) -> int:
    """"the number of charge counters on ~" (122.1): on the permanent as it is, or as it last existed."""
    ref = as_map(q.get("ref"))
    kind = q.get("counter")
    perms = [x for x in things(game, item, ref) if isinstance(x, Permanent)]
    if not perms and ref.get("self"):  # 608.2h: the source left the battlefield to pay for it or meanwhile
        perms = [p for _, p in reversed(game.state.last_known) if p.oid == item.source_oid][:1]
    total = 0
    for perm in perms:
        total += sum(n for k, n in perm.counters if kind is None or k == kind)
    return total


def _greatest(game: Game, item: StackItem, q: dict[str, Any]) -> int:
    """"the greatest power among creatures you control": 0 when there is none."""
    flt = q.get("filter")
    stat = str(q.get("stat", "power"))
    values = []
    for perm in game.state.battlefield:
        if flt is None or not game.matches(perm, flt, item.controller, item.source_oid):
            continue
        if stat == "mana_value":
            values.append(perm.card.mana_cost.mana_value if perm.card.mana_cost else 0)
        else:
            values.append((perm.power if stat == "power" else perm.toughness) or 0)
    return max(values, default=0)


def _domain(game: Game, item: StackItem) -> int:
    """Domain: the basic land types among the lands the controller controls."""
    found: set[str] = set()
    for perm in game.state.permanents_of(item.controller):
        if perm.characteristics.is_type("land"):
            found |= {t for t in BASIC_LAND_TYPES if t in perm.characteristics.subtypes}
    return len(found)


def _named(game: Game, item: StackItem, q: dict[str, Any]) -> int:
    """"the number of cards named ~ in all graveyards" (Flame Burst): the card's name, in the graveyards."""
    from bot.engine.conditions import note_unknown_zone

    players = [item.controller] if q.get("who") == "you" else [p.name for p in game.state.players]
    n = sum(1 for player in players for obj in game.player(player).graveyard if obj.card.name == item.card.name)
    note_unknown_zone(game, item.card, "graveyard", players, n)
    return n


def _blockers(game: Game, item: StackItem, q: dict[str, Any]) -> int:
    """"for each creature blocking it": the creatures blocking that attacker now."""
    perms = [x for x in things(game, item, as_map(q.get("ref"))) if isinstance(x, Permanent)]
    return sum(1 for perm in perms for p in game.state.battlefield if perm.oid in p.blocking)


PARTY_ROLES = ("cleric", "rogue", "warrior", "wizard")


def party_size(game: Game, player: str) -> int:
    """700.8: the most of a Cleric, a Rogue, a Warrior and a Wizard that different creatures of `player` fill."""
    kinds = [frozenset(r for r in PARTY_ROLES if r in p.characteristics.subtypes)
             for p in game.state.permanents_of(player) if p.is_creature]
    kinds = [k for k in kinds if k]

    def best(i: int, used: frozenset[str]) -> int:
        if i == len(kinds):
            return len(used)
        return max([best(i + 1, used)] + [best(i + 1, used | {r}) for r in kinds[i] if r not in used])

    return best(0, frozenset())


def _who(game: Game, item: StackItem, q: dict[str, Any]) -> list[str]:
    """The players a quantity counts for ("you", "each opponent", "that player"...)."""
    from plugins.effects import _players

    return _players(game, item, Effect.make("ref", **{k: v for k, v in q.items() if k in ("who", "target", "ref")}))


def _turn_count(game: Game, item: StackItem, q: dict[str, Any]) -> int:
    """What the turn's events kept (`plugins.turn_facts`): creatures that died, life lost or gained; spells cast."""
    kind = q.get("q")
    players = _who(game, item, q)
    if kind == "spells_cast":
        return sum(game.player(p).spells_cast for p in players)
    if not game.pm.has_plugin("turn_facts"):
        return 0
    from plugins.turn_facts import life_gained

    event = "died" if kind == "died" else str(q.get("event", "life_lost"))
    return sum(life_gained(game, p, event) for p in players)


def more_quantity(game: Game, item: StackItem, q: dict[str, Any]) -> int:
    kind = q.get("q")
    if kind == "party":
        return party_size(game, item.controller)
    if kind == "players":
        return len(_who(game, item, q))
    if kind in ("spells_cast", "died", "turn_life"):
        return _turn_count(game, item, q)
    if kind == "count_of":  # "the number of lands that player controls"
        flt = q.get("filter")
        if flt is None:
            return 0
        players = set(_who(game, item, q))
        return len([p for p in game.state.battlefield if p.controller in players
                    and game.matches(p, flt, item.controller, item.source_oid)])
    if kind == "blockers":
        return _blockers(game, item, q)
    if kind == "counters":
        return _counters_on(game, item, q)
    if kind == "greatest":
        return _greatest(game, item, q)
    if kind == "domain":
        return _domain(game, item)
    if kind == "named":
        return _named(game, item, q)
    from plugins.effects_amounts import amount_of

    return amount_of(game, item, q)  # spell_stat, sum, card_types
