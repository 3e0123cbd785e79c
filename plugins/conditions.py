"""What the conditions of effects check as they resolve (608.2c): "if it's a creature card", "if you control
three or more artifacts", "if a creature died this turn", "if it was kicked" (the records of
`cardpool.oracle.conditions.effect_condition`). A helper of the effect plugins, not a plugin itself.

What happened this turn ("a creature died", "you attacked", "an opponent lost life") is kept as flags of
the turn by `plugins.triggers`, which sees those events.
"""

from __future__ import annotations

from typing import Any

from bot.engine.conditions import note_unknown_zone
from bot.engine.game import Game
from bot.engine.state import Permanent, StackItem
from foundation.cards import CardDef, Effect, compare


def _cmp(value: int, cmp: str) -> bool:
    for op in (">=", "<=", "="):
        if cmp.startswith(op):
            return compare(value, (op, int(cmp[len(op):])))
    return False


def holds(game: Game, item: StackItem, cond: dict[str, Any]) -> bool:
    """Whether the condition holds now."""
    from plugins.effects import _players, as_map, things

    kind = cond.get("c")
    if kind == "not":
        return not holds(game, item, as_map(cond.get("of")))
    if kind == "kicked":
        if item.kicked:
            return True
        source = game.state.permanent(item.source_oid) if item.source_oid is not None else None
        return source is not None and source.kicked > 0
    if kind == "your_turn":
        return game.state.active == item.controller
    if kind == "x":
        return _cmp(item.x or 0, str(cond.get("cmp", ">=0")))
    if kind == "die_result":  # "1—9 | Scry 1." (706.2): the result of the die this resolution rolled
        result = game.notes.get("die_result")
        return isinstance(result, int) and int(cond.get("min", 1)) <= result <= int(cond.get("max", 1))
    if kind == "turn":
        what = str(cond.get("what"))
        flags = game.state.flags
        if what == "creature_died":
            return "turn:creature_died" in flags
        if what == "you_attacked":
            return f"turn:attacked:{item.controller}" in flags
        if what == "you_gained_life":
            return f"turn:gained_life:{item.controller}" in flags
        if what == "opponent_lost_life":
            return any(f"turn:lost_life:{p}" in flags for p in game.state.opponents(item.controller))
        fact = _turn_fact(game, item, cond)
        return bool(fact)
    if kind in ("is", "in_zone"):
        found = things(game, item, as_map(cond.get("ref")))
        if not found:
            return False
        thing = found[0]
        if kind == "in_zone":
            zone = "battlefield" if isinstance(thing, Permanent) else thing[1]
            return zone == cond.get("zone")
        flt = cond.get("filter")
        if flt is None:
            return True
        if isinstance(thing, Permanent):
            return game.matches(thing, flt, item.controller, item.source_oid)
        return game.card_matches(thing[2].card, flt)
    if kind in MORE:
        return MORE[kind](game, item, cond)
    if kind == "control":
        flt = cond.get("filter")
        players = _control_players(game, item, cond)
        if cond.get("who") == "any":  # "no creatures are on the battlefield": everyone's together
            return _cmp(sum(1 for p in game.state.battlefield
                            if flt is None or game.matches(p, flt, item.controller, item.source_oid)),
                        str(cond.get("cmp", ">=1")))
        counts = [sum(1 for p in game.state.permanents_of(player)
                      if flt is None or game.matches(p, flt, item.controller, item.source_oid)) for player in players]
        return any(_cmp(n, str(cond.get("cmp", ">=1"))) for n in counts)
    if kind == "cards":
        zone = str(cond.get("zone", "hand"))
        flt = cond.get("filter")
        held = [(who, sum(1 for o in game.player(who).zone(zone) if flt is None or game.card_matches(o.card, flt)))
                for who in _who(game, item, cond)]
        for who, many in held:  # a zone the message doesn't describe: the value counted is said to be a floor (400.2)
            note_unknown_zone(game, item.card, zone, [who], many)
        return any(_cmp(many, str(cond.get("cmp", ">=1"))) for _, many in held)
    if kind == "life":
        ref = Effect.make("ref", **{k: v for k, v in cond.items() if k in ("who", "target")})
        return any(_cmp(game.player(p).life, str(cond.get("cmp", ">=1"))) for p in _players(game, item, ref))
    if kind == "last_turn_spells":
        return _last_turn_spells(game, item, cond)
    if kind == "life_less":
        mine = game.player(item.controller).life
        return any(game.player(p).life > mine for p in game.state.opponents(item.controller))
    return False


def _last_turn_spells(game: Game, item: StackItem, cond: dict[str, Any]) -> bool:
    """"If no spells were cast last turn" (all players' spells), "if a player cast two or more spells last
    turn" (`each`: one player's). A previous turn that began before the described play is known only from the
    message's first line on: the spells cast before it are assumed none, and the trace says so."""
    from bot.engine.trace import card_name

    counts = [p.spells_cast_last_turn for p in game.state.players]
    value = max(counts, default=0) if cond.get("each") else sum(counts)
    cmp = str(cond.get("cmp", ">=1"))
    held = _cmp(value, cmp)
    uncertain = held if cmp.startswith(("=", "<=")) else not held  # spells before the play could change it
    if uncertain and "turn:last_turn_partial" in game.state.flags and "assumed:spells_last_turn" not in \
            game.state.flags:
        game.set_flag("assumed:spells_last_turn")
        game.step("603.4", "info", "step.assumed_choice", player=item.controller, what="spells_last_turn",
                  cards=(card_name(item.card),))
    return held


def _who(game: Game, item: StackItem, cond: dict[str, Any], key: str = "") -> list[str]:
    """The players a condition's subject names (`who` and its `target` / `ref`, or the table under `key`)."""
    from plugins.effects import _players, as_map

    table = as_map(cond.get(key)) if key else cond
    ref = Effect.make("ref", **{k: v for k, v in table.items() if k in ("who", "target", "ref")})
    return _players(game, item, ref)


def _control_players(game: Game, item: StackItem, cond: dict[str, Any]) -> list[str]:
    who = cond.get("who", "you")
    if who == "you":
        return [item.controller]
    if who == "player":
        return _who(game, item, cond, "player")
    return game.state.opponents(item.controller)


def _last_permanent(game: Game, item: StackItem, ref: dict[str, Any]) -> Permanent | None:
    """The permanent a reference names, or as it last existed on the battlefield (608.2h: "if it had counters
    on it", said of a creature that died)."""
    from plugins.effects import things

    for thing in things(game, item, ref):
        if isinstance(thing, Permanent):
            return thing
    if ref.get("event"):
        for key in ("event_oid", "event_card_oid"):
            oid = item.get(key)
            if isinstance(oid, int):
                found = next((p for k, p in reversed(game.state.last_known) if oid in (k, p.oid)), None)
                if found is not None:
                    return found
        return None
    if not ref.get("self") or item.source_oid is None:
        return None
    return next((p for _, p in reversed(game.state.last_known) if p.oid == item.source_oid), None)


def _counters(game: Game, item: StackItem, cond: dict[str, Any]) -> bool:
    from plugins.effects import as_map

    perm = _last_permanent(game, item, as_map(cond.get("ref")))
    counter = cond.get("counter")
    n = 0 if perm is None else sum(k for c, k in perm.counters if counter is None or c == counter)
    return _cmp(n, str(cond.get("cmp", ">=1")))


def _stat(game: Game, item: StackItem, cond: dict[str, Any]) -> bool:
    """Mana value, power or toughness of an object (a card or a spell too: its printed values)."""
    from plugins.effects import as_map, things

    ref = as_map(cond.get("ref"))
    stat = str(cond.get("stat"))
    perm = _last_permanent(game, item, ref)
    value: int | None
    if perm is not None:
        value = _mana_value(perm.card) if stat == "mana_value" else perm.power if stat == "power" else perm.toughness
    else:
        found = things(game, item, ref)
        card = found[0][2].card if found and not isinstance(found[0], Permanent) else None
        if card is None and ref.get("target") is not None:  # a target spell on the stack
            card = next((s.card for s in game.state.stack for t in item.targets for x in t
                         if x.kind == "spell" and x.oid == s.oid), None)
        if card is None:
            return False
        value = _mana_value(card) if stat == "mana_value" else card.power if stat == "power" else card.toughness
    return value is not None and _cmp(value, str(cond.get("cmp", ">=1")))


def _measure(game: Game, item: StackItem, cond: dict[str, Any], player: str) -> int:
    stat = cond.get("stat")
    if stat == "life":
        return game.player(player).life
    if stat in ("hand", "graveyard"):
        n = len(game.player(player).zone(str(stat)))
        note_unknown_zone(game, item.card, str(stat), [player], n)
        return n
    flt = cond.get("filter")
    return sum(1 for p in game.state.permanents_of(player) if flt is None or game.matches(p, flt, player))


def _more(game: Game, item: StackItem, cond: dict[str, Any]) -> bool:
    """"An opponent controls more lands than you", "you have more cards in hand than each opponent": whether
    some player the subject names has more (`less`: fewer) than the others compared, each of them ("each
    opponent", "each other player") or one ("an opponent")."""
    less = bool(cond.get("less"))
    than = cond.get("than")
    for player in _who(game, item, cond):
        mine = _measure(game, item, cond, player)
        if than == "you":
            others = [item.controller]
        elif than == "that_player":
            others = _who(game, item, cond, "than_player")
        elif than == "each_other":
            others = [p.name for p in game.state.players if p.name != player]
        else:
            others = game.state.opponents(item.controller)
        values = [_measure(game, item, cond, p) for p in others if p != player]
        if not values:
            continue
        beats = [(mine < v) if less else (mine > v) for v in values]
        if all(beats) if than in ("each_opponent", "each_other", "you", "that_player") else any(beats):
            return True
    return False


def _turn_fact(game: Game, item: StackItem, cond: dict[str, Any]) -> bool | None:
    what = cond.get("what")
    flags = game.state.flags
    if what == "left_battlefield":
        return f"turn:left:{item.controller}" in flags
    if what == "land_entered":
        return f"turn:land_entered:{item.controller}" in flags
    if what == "any_attacked":
        return "turn:any_attacked" in flags
    if what == "entered":
        return f"turn:entered:{item.controller}:{cond.get('type')}" in flags
    if what in ("self_attacked", "self_attacked_or_blocked"):
        oid = item.source_oid
        return f"turn:attacks:{oid}" in flags or (what != "self_attacked" and f"turn:blocks:{oid}" in flags)
    return None


def _cast_from(game: Game, item: StackItem, cond: dict[str, Any]) -> bool:
    """"If you cast it from your hand" (an enters trigger: the spell its source resolved from), "if this spell
    was cast from a graveyard" (the spell resolving)."""
    from plugins.turn_facts import cast_from

    zone = cond.get("zone")
    if item.kind == "spell":
        return zone is None or item.from_zone == zone
    if item.source_oid is None:
        return False
    came = cast_from(game, item.source_oid)
    return came is not None and (zone is None or came == zone)


def _card_types(game: Game, item: StackItem, cond: dict[str, Any]) -> bool:
    from bot.engine.conditions import CARD_TYPES

    types = {t for o in game.player(item.controller).graveyard for t in o.card.types if t in CARD_TYPES}
    note_unknown_zone(game, item.card, "graveyard", [item.controller], len(types))
    return _cmp(len(types), str(cond.get("cmp", ">=1")))


def _gained_life(game: Game, item: StackItem, cond: dict[str, Any]) -> bool:
    from plugins.turn_facts import life_gained

    return _cmp(life_gained(game, item.controller), str(cond.get("cmp", ">=1")))


def _each_of(game: Game, item: StackItem, cond: dict[str, Any]) -> bool:
    from plugins.effects import as_map

    parts = [holds(game, item, as_map(c)) for c in cond.get("of") or ()]
    return all(parts) if cond.get("c") == "all" else any(parts)


def _cast_main(game: Game, item: StackItem, cond: dict[str, Any]) -> bool:
    """"If you cast this spell during your main phase": the stack doesn't let a step end (500.2), so the step
    it resolves in is the one it was cast in."""
    return game.state.active == item.controller and game.state.step in ("main1", "main2")


def _alt_cost(game: Game, item: StackItem, cond: dict[str, Any]) -> bool:
    """"If this spell's madness cost was paid", "if ~'s surge cost was paid" (an enters trigger: the spell its
    source resolved from, `Permanent.cast_alt`)."""
    alt = cond.get("alt")
    if item.kind == "spell":
        return item.alt == alt
    perm = game.state.permanent(item.source_oid) if item.source_oid is not None else None
    return perm is not None and perm.cast_alt == alt


def _event_kicked(game: Game, item: StackItem, cond: dict[str, Any]) -> bool:
    """"Whenever you cast a spell, if that spell was kicked": the spell of the event, on the stack."""
    oid = item.get("event_oid")
    spell = game.state.stack_item(oid) if isinstance(oid, int) else None
    return spell is not None and spell.kicked > 0


def _creatures(game: Game, item: StackItem) -> list[Permanent]:
    return [p for p in game.state.permanents_of(item.controller) if p.is_creature]


def _full_party(game: Game, item: StackItem, cond: dict[str, Any]) -> bool:
    """700.8: a Cleric, a Rogue, a Warrior and a Wizard, each a different creature you control."""
    roles = ("cleric", "rogue", "warrior", "wizard")
    creatures = [frozenset(r for r in roles if r in p.characteristics.subtypes) for p in _creatures(game, item)]

    def fill(i: int, used: frozenset[int]) -> bool:
        if i == len(roles):
            return True
        return any(roles[i] in kinds and n not in used and fill(i + 1, used | {n}) for n, kinds in enumerate(creatures))

    return fill(0, frozenset())


def _permanent_state(game: Game, item: StackItem, cond: dict[str, Any]) -> bool:
    from bot.engine.conditions import permanent_state

    perm = game.state.permanent(item.source_oid) if item.source_oid is not None else None
    state = str(cond.get("state"))
    if perm is None:
        return False
    if state in ("monstrous", "tribute_not_paid"):  # 701.37b; 702.104b, a fact kept as it entered
        return state in perm.keyword_state
    return permanent_state(game, perm, state)


def _lost_life(game: Game, item: StackItem, cond: dict[str, Any]) -> bool:
    from plugins.turn_facts import life_gained

    players = [item.controller] if cond.get("who") == "you" else game.state.opponents(item.controller)
    return any(_cmp(life_gained(game, p, "life_lost"), str(cond.get("cmp", ">=1"))) for p in players)


def _drew(game: Game, item: StackItem, cond: dict[str, Any]) -> bool:
    """The cards the controller drew this turn (the flags `plugins.triggers` keeps, one per card)."""
    prefix = f"turn:drew:{item.controller}:"
    return _cmp(sum(1 for f in game.state.flags if f.startswith(prefix)), str(cond.get("cmp", ">=1")))


MORE: dict[str, Any] = {
    "all": _each_of, "any": _each_of, "counters": _counters, "stat": _stat, "more": _more,
    "card_types": _card_types, "gained_life": _gained_life, "cast_from": _cast_from, "cast_main": _cast_main,
    "city_blessing": lambda game, item, cond: game.player(item.controller).city_blessing,
    "monarch": lambda game, item, cond: game.state.monarch == item.controller,
    "lost_life": _lost_life, "drew": _drew,
    "full_party": _full_party, "event_kicked": _event_kicked, "alt_cost": _alt_cost, "state": _permanent_state,
    "total_power": lambda game, item, cond: _cmp(sum(max(0, p.power or 0) for p in _creatures(game, item)
                                                     if p.attacking or not cond.get("attacking")),
                                                 str(cond.get("cmp", ">=1"))),
    "different_powers": lambda game, item, cond: _cmp(len({p.power for p in _creatures(game, item)}),
                                                      str(cond.get("cmp", ">=1"))),
}


def _mana_value(card: CardDef) -> int:
    return card.mana_cost.mana_value if card.mana_cost is not None else 0  # 202.3
