"""Built-in plugin `effects`: carrying out the effects of resolving spells and abilities (608.2c).

Each effect kind of the card encoding (docs/ability_model.md) maps to one function here.
Kinds this plugin doesn't know are left to other plugins; the engine reports an effect
nobody resolved as "not simulated".
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import replace as dataclass_replace
from typing import Any

from bot.engine import hookspecs as hs
from bot.engine.abilities import Source, deal_damage, regenerates
from bot.engine.abilities import counter as counter_object
from bot.engine.abilities import destroy as destroy_permanent
from bot.engine.actions import Action
from bot.engine.conditions import note_unknown_zone
from bot.engine.game import Game
from bot.engine.payment import discard as discard_card
from bot.engine.payment import pick_production, restrict_mana
from bot.engine.state import UNKNOWN_CARD, CardObject, Permanent, StackItem, Target, replace
from bot.engine.trace import Name, card_name
from cardpool import tokens
from foundation.cards import CardDef, Effect
from plugins.continuous import refresh_statics
from plugins.declare import effect_hooks


def _amount(game: Game, item: StackItem, effect: Effect, key: str = "amount", default: int = 1) -> int:
    """A number of the effect: an integer, "X" (the announced X), or a power read from the game
    (608.2h: last known information when the object has left)."""
    value = effect.get(key, default)
    if value == "X":
        defined = effect.get("x_is")  # "where X is the number of cards in your hand"
        if defined is not None:
            return quantity(game, item, as_map(defined))
        return item.x or int(game.notes.get("paid_x", 0))  # "you may pay {X}. If you do, ..." (effects_numbers)
    if isinstance(value, tuple):  # a quantity record ({"q": ...}, plugins docstring of cardpool.oracle.phrases)
        return quantity(game, item, as_map(value))
    if value == "sacrificed_power":  # to pay for it, else by an earlier part of the resolution (608.2h)
        paid = sacrificed_for(game, item)
        return sum(max(0, p.power or 0) for p in paid) if paid else _stat(game, item, {"noted": "sacrificed"}, "power")
    if value == "source_power":
        perm = _self_permanent(game, item)
        return max(0, (perm.power if perm is not None else item.card.power) or 0)
    if value == "it_power":
        return _stat(game, item, dict(effect.get("amount_of") or ()), "power")  # 608.2h if it has left
    if value == "count":  # "1 life for each creature you control": the permanents there as it resolves
        flt = effect.get("count_of")
        n = sum(1 for p in game.state.battlefield if flt is not None and game.matches(p, flt, item.controller))
        return n * int(effect.get("per", 1))
    if value == "it_mana_value":  # the card a target was, wherever it went while this resolved (400.7)
        ref = dict(effect.get("amount_of") or ())
        cards = [c for t in _targets(item, Effect.make("ref", **ref)) if (c := _card_of(game, t.oid)) is not None]
        return cards[0].mana_cost.mana_value if cards and cards[0].mana_cost else 0
    return int(value)


def _card_of(game: Game, oid: int) -> CardDef | None:
    """The card an object is, following it through the zone changes of this resolution (400.7)."""
    seen = 0
    while seen < 10:
        perm = game.state.permanent(oid)
        if perm is not None:
            return perm.card
        found = game.state.find_card(oid)
        if found is not None:
            return found[2].card
        nxt = next((new for old, new in game.state.moved if old == oid), None)
        if nxt is None:
            return None
        oid, seen = nxt, seen + 1
    return None


def sacrificed_for(game: Game, item: StackItem) -> list[Permanent]:
    """The permanents sacrificed to pay for `item`, as they last existed (recorded by `plugins.continuous`)."""
    return [perm for oid, perm in game.state.last_known if oid == item.oid]


def _last_known_targets(game: Game, item: StackItem, ref: dict[str, Any]) -> list[Permanent]:
    """The targets of `ref` that left the battlefield, as they last existed (608.2h)."""
    index = ref.get("target")
    if not isinstance(index, int) or index >= len(item.targets):
        return []
    wanted = {t.oid for t in item.targets[index] if t.kind == "permanent"}
    return [perm for oid, perm in game.state.last_known if oid == item.oid and perm.oid in wanted]


def _targets(item: StackItem, effect: Effect) -> list[Target]:
    index = effect.get("target")
    if index is None or index >= len(item.targets):
        return []
    return list(item.targets[index])


def _self_permanent(game: Game, item: StackItem) -> Permanent | None:
    return game.state.permanent(item.source_oid) if item.source_oid is not None else None


def _attached_to(game: Game, item: StackItem) -> Permanent | None:
    """The permanent the source Aura or Equipment is attached to ("enchanted creature")."""
    source = _self_permanent(game, item)
    if source is None or source.attached_to is None:
        return None
    return game.state.permanent(source.attached_to)


def _referenced(game: Game, item: StackItem, effect: Effect) -> list[Permanent]:
    """The permanents an effect's reference designates (docs/ability_model.md, references): `self`, a
    `target`, `attached`, the `event`'s object, `each` permanent matching a filter (`controlled_by`: a
    player), or objects an earlier part of the resolution acted on (`noted`)."""
    noted = effect.get("noted")
    if noted is not None:
        return [x for x in noted_objects(game, item, str(noted)) if isinstance(x, Permanent)]
    if effect.get("self"):
        perm = _self_permanent(game, item)
        return [perm] if perm else []
    if effect.get("attached"):
        perm = _attached_to(game, item)
        return [perm] if perm else []
    if effect.get("event"):  # followed, like a target (Dread Slaver: "return it ...; that creature is a Zombie")
        oid = item.get("event_oid")
        found = follow(game, oid) if isinstance(oid, int) else None
        return [found] if isinstance(found, Permanent) else []
    flt = effect.get("each")
    if flt is not None:
        owners = effect.get("controlled_by")
        whose = set(_players(game, item, Effect.make("ref", **as_map(owners)))) if owners is not None else None
        return [p for p in game.state.battlefield if game.matches(p, flt, item.controller, item.source_oid, item.x)
                and (whose is None or p.controller in whose)]
    out = []
    for t in _targets(item, effect):
        if t.kind in ("permanent", "card"):  # 400.7: a target that changed zones during this resolution is
            found = follow(game, t.oid)      # followed ("exile target creature, then return it ...; put a
            if isinstance(found, Permanent):  # +1/+1 counter on it")
                out.append(found)
    return out


def as_map(value: Any) -> dict[str, Any]:
    """A table of the encoding (frozen as sorted (name, value) pairs, `cardpool.encoding`) as a dict."""
    if isinstance(value, dict):
        return value
    if isinstance(value, tuple) and all(isinstance(p, tuple) and len(p) == 2 and isinstance(p[0], str)
                                        for p in value):
        return dict(value)
    return {}


Thing = Permanent | tuple[str, str, CardObject]  # a permanent, or (owner, zone, card) elsewhere


def follow(game: Game, oid: int) -> Thing | None:
    """The object `oid` is now, following it through the zone changes of this turn's effects (400.7)."""
    for _ in range(10):
        perm = game.state.permanent(oid)
        if perm is not None:
            return perm
        found = game.state.find_card(oid)
        if found is not None:
            return found
        nxt = next((new for old, new in reversed(game.state.moved) if old == oid), None)
        if nxt is None:
            return None
        oid = nxt
    return None


def record_move(game: Game, old: int, new: int | None) -> None:
    """An object changed zones (400.7): "that card", "the exiled card" follow it to its new object."""
    if new is not None:
        game.state = replace(game.state, moved=game.state.moved + ((old, new),))


def note(game: Game, name: str, oids: list[int]) -> None:
    """What this part of the resolution acted on, for the parts after it ("the exiled card", "those cards").
    Cards an ability of a permanent exiles are also linked to that permanent (607.2a: `GameState.exiled_with`)."""
    game.notes[name] = list(game.notes.get(name, [])) + oids
    game.notes["last"] = oids
    item = game.resolving
    if name == "exiled" and oids and item is not None and item.kind != "spell" and item.source_oid is not None:
        source = item.source_oid
        game.state = replace(game.state, exiled_with=game.state.exiled_with + tuple((source, o) for o in oids))


def noted_oids(game: Game, item: StackItem, name: str) -> list[int]:
    """The objects (as they were) a part of this resolution acted on, or, for a delayed or reflexive triggered
    ability, the resolution that created it (603.7, 603.12)."""
    oids = game.notes.get(name)
    kept = item.get("notes") if not oids and item.trigger in ("delayed", "reflexive") else None
    if isinstance(kept, tuple):
        oids = dict(kept).get(name)
    if name == "exiled" and name not in game.notes and not oids and item.kind != "spell" \
            and item.source_oid is not None:  # 607.2a: "the exiled card" of a linked ability of the same object
        oids = linked_exiled(game, item.source_oid)
        game.notes[name] = oids  # said once, the same cards for every part of this resolution
        game.step("607.2a", "info", "step.linked_exiled_cards", card=card_name(item.card), count=len(oids),
                  cards=tuple(card_name(found[2].card) for o in oids if (found := game.state.find_card(o))))
    return list(oids or ())


def linked_exiled(game: Game, source_oid: int) -> list[int]:
    """The cards an ability of permanent `source_oid` exiled that are still in exile (607.2a: a card that left
    exile is a new object, 400.7, no longer linked)."""
    out = []
    for source, oid in game.state.exiled_with:
        found = game.state.find_card(oid) if source == source_oid else None
        if found is not None and found[1] == "exile" and oid not in out:
            out.append(oid)
    return out


def noted_objects(game: Game, item: StackItem, name: str) -> list[Thing]:
    """The objects an earlier part of this resolution acted on (`note`), as they are now; for "sacrificed",
    the permanents sacrificed to pay for it (as they last existed, 608.2h) when none was sacrificed since."""
    oids = noted_oids(game, item, name)
    if not oids and name == "sacrificed":
        return list(sacrificed_for(game, item))
    out = []
    for oid in oids or ():
        found = follow(game, oid)
        if found is not None:
            out.append(found)
    return out


def things(game: Game, item: StackItem, ref: dict[str, Any]) -> list[Thing]:
    """Every object a reference designates, wherever it is: permanents, and cards in a hand, a library, a
    graveyard or exile (a target card, or an object that moved: "return that card to the battlefield")."""
    if "cards" in ref:
        spec = as_map(ref["cards"])
        zone = str(spec.get("zone", "graveyard"))
        flt = spec.get("filter")
        out: list[Thing] = []
        for player in _players(game, item, Effect.make("ref", **{k: v for k, v in spec.items()
                                                               if k in ("who", "target", "ref")})):
            for obj in game.player(player).zone(zone):
                if obj.card is UNKNOWN_CARD:
                    continue
                if flt is None or game.card_matches(obj.card, flt):
                    out.append((player, zone, obj))
        return out
    if "noted" in ref:
        return noted_objects(game, item, str(ref["noted"]))
    effect = Effect.make("ref", **ref)
    if ref.get("target") is not None:
        found_all: list[Thing] = []
        for t in _targets(item, effect):
            if t.kind in ("permanent", "card"):
                found = follow(game, t.oid)
                if found is not None:
                    found_all.append(found)
        return found_all
    if ref.get("self"):
        perm = _self_permanent(game, item)
        if perm is not None:
            return [perm]
        moved = _moved_source(game, item)
        if moved is not None:
            return [moved]
        if item.source_oid is not None:
            found = follow(game, item.source_oid)
            return [found] if found is not None else []
        return []
    if ref.get("event"):
        for key in ("event_oid", "event_card_oid"):
            oid = item.get(key)
            if isinstance(oid, int):
                found = follow(game, oid)
                if found is not None:
                    return [found]
        return []
    return list(_referenced(game, item, effect))


def quantity(game: Game, item: StackItem, q: dict[str, Any]) -> int:
    """The number a quantity record says, as the effect resolves (cardpool.oracle.phrases): permanents or
    cards counted, an object's power (its last known information when it has left, 608.2h), the amount of
    the triggering event ("that much"), what an earlier part did ("the damage dealt this way")."""
    kind = q.get("q")
    per = int(q.get("per", 1))
    n = 0
    if kind == "count":
        flt = q.get("filter")
        n = sum(1 for p in game.state.battlefield if flt is not None and game.matches(p, flt, item.controller,
                                                                                       item.source_oid))
    elif kind == "cards":
        flt = q.get("filter")
        for player in _players(game, item, Effect.make("ref", **{k: v for k, v in q.items()
                                                                 if k in ("who", "target", "ref")})):
            counted = sum(1 for o in game.player(player).zone(str(q.get("zone", "hand")))
                          if flt is None or game.card_matches(o.card, flt))
            note_unknown_zone(game, item.card, str(q.get("zone", "hand")), [player], counted)  # unknown, not empty
            n += counted
    elif kind == "stat":
        n = _stat(game, item, as_map(q.get("ref")), str(q.get("stat", "power")))
    elif kind == "event":
        amount = item.get("event_amount")
        n = amount if isinstance(amount, int) else 0
    elif kind == "noted":
        value = game.notes.get(str(q.get("name")), 0)
        n = len(value) if isinstance(value, list) else int(value)
    elif kind == "life":
        players = _players(game, item, Effect.make("ref", **{k: v for k, v in q.items() if k in ("who", "target")}))
        n = game.player(players[0]).life if players else 0
    elif kind == "opponents":
        n = len(game.state.opponents(item.controller))
    elif kind == "devotion":  # 700.5: mana symbols of that colour in the mana costs of permanents you control
        colors = str(q.get("colors", ""))
        for perm in game.state.permanents_of(item.controller):
            cost = perm.card.mana_cost
            if cost is not None:
                n += sum(1 for sym in cost.symbols if any(c in sym for c in colors))
    elif kind == "fixed":
        n = int(q.get("n", 0))
    elif kind == "x":
        n = item.x or 0
    else:  # counters, greatest, domain, named
        from plugins.effects_quantities import more_quantity

        n = more_quantity(game, item, q)
    n *= per
    if q.get("half") is not None:  # "half ..., rounded up/down" (107.1a)
        n = (n + 1) // 2 if q.get("half") == "up" else n // 2
    return max(0, n + int(q.get("plus", 0)))  # "2 plus ...", "... minus 4" (107.1b: never below 0)


def _stat(game: Game, item: StackItem, ref: dict[str, Any], stat: str) -> int:
    """Power, toughness or mana value of what `ref` designates: the permanent as it is, or as it last
    existed when it left the battlefield during this resolution or to pay for it (608.2h)."""
    found = things(game, item, ref)
    perm: Permanent | None = next((x for x in found if isinstance(x, Permanent)), None)
    if perm is None and ref.get("noted") is not None:  # "the sacrificed creature's power": as it last existed
        oids = set(noted_oids(game, item, str(ref["noted"])))
        perm = next((p for _, p in reversed(game.state.last_known) if p.oid in oids), None)
    if perm is None and ref.get("target") is not None:
        known = _last_known_targets(game, item, ref)
        perm = known[0] if known else None
    if perm is None and (ref.get("self") or ref.get("event")):
        oid = item.source_oid if ref.get("self") else item.get("event_oid")
        perm = next((p for _, p in reversed(game.state.last_known) if p.oid == oid), None)
    if perm is not None:
        if stat == "mana_value":
            return perm.card.mana_cost.mana_value if perm.card.mana_cost else 0
        value = perm.power if stat == "power" else perm.toughness
        return max(0, value or 0)
    card = next((x[2].card for x in found if isinstance(x, tuple)), None)
    if card is None:
        return 0
    if stat == "mana_value":
        return card.mana_cost.mana_value if card.mana_cost else 0
    return max(0, (card.power if stat == "power" else card.toughness) or 0)


_permanents = _referenced


def _players(game: Game, item: StackItem, effect: Effect, key: str = "who") -> list[str]:
    who = effect.get(key, "you")
    if who == "you":
        return [item.controller]
    if who in ("controller_of", "owner_of"):  # "its controller", "that creature's owner"
        ref = as_map(effect.get("to_ref" if key == "to" else "ref"))
        out_players: list[str] = []
        for thing in things(game, item, ref):
            if isinstance(thing, Permanent):
                out_players.append(thing.controller if who == "controller_of" else thing.owner)
            else:
                out_players.append(thing[2].owner)
        if not out_players and who == "controller_of" and ref.get("self"):
            out_players.append(item.controller)
        return out_players
    if who == "defending_player":  # 506.2: the player the attacking creatures attack (two players: the other)
        opponents = game.state.opponents(game.state.active)
        return opponents[:1]
    if who == "active_player":
        return [game.state.active]
    if who == "each_opponent":
        return game.state.opponents(item.controller)
    if who == "each_player":
        return [p.name for p in game.state.players]
    if who == "target":
        index = effect.get("to_target") if key == "to" and effect.get("to_target") is not None else None
        chosen = item.targets[index] if isinstance(index, int) and index < len(item.targets) else _targets(item, effect)
        return [t.player for t in chosen if t.kind == "player"]
    if who == "event_player":
        player = item.get("event_player")
        return [player] if isinstance(player, str) and game.state.has_player(player) else []
    if who == "attached_controller":
        perm = _attached_to(game, item)
        return [perm.controller] if perm is not None else []
    if who == "target_controller":
        out = []
        index = effect.get("to_target") if key == "to" and effect.get("to_target") is not None else None
        for t in (item.targets[index] if isinstance(index, int) and index < len(item.targets)
                  else _targets(item, effect)):
            perm = game.state.permanent(t.oid) if t.kind == "permanent" else None
            if perm is not None:
                out.append(perm.controller)
            elif t.kind in ("permanent", "stack"):  # gone (a countered spell too): last known information (608.2h)
                out.extend(_last_known_controller(game, item, t))
        return out
    return []


def _last_known_controller(game: Game, item: StackItem, target: Target) -> list[str]:
    known = dict(item.data).get("lki_controllers", {})
    return [known[target.oid]] if isinstance(known, dict) and target.oid in known else []


def damage(game: Game, item: StackItem, effect: Effect) -> None:
    """Damage from the spell or ability's source (120.3), or from another object it names (`source`):
    its last known information when it has left the battlefield (608.2h: Mogg Fanatic)."""
    n = _amount(game, item, effect)
    source = Source.of_item(game, item)  # its keywords (deathtouch, lifelink, infect) apply (120.3)
    ref = effect.get("source")
    if ref is not None:
        others = _referenced(game, item, Effect.make("ref", **dict(ref)))
        if not others:
            return
        source = Source.of_permanent(others[0])
    to = effect.get("to")
    players: list[str] = []
    permanents: list[Permanent] = []
    if to is not None:
        players = _players(game, item, effect, "to")
    elif effect.get("each") is not None or effect.get("self") or effect.get("attached") or effect.get("event"):
        permanents = _referenced(game, item, effect)
    else:
        for t in _targets(item, effect):
            if t.kind == "player":
                players.append(t.player)
            elif t.kind == "permanent":
                perm = game.state.permanent(t.oid)
                if perm is not None:
                    permanents.append(perm)
    if effect.get("divided"):
        _divided(game, item, source, n, permanents, players)
        return
    if item.source_oid is not None and game.state.permanent(item.source_oid) is None and item.kind != "spell":
        game.step("608.2h", "info", "step.last_known_source", card=card_name(item.card))
    dealt = 0
    damaged = []
    for perm in permanents:  # 120.3: dealt at the same time; results follow each
        got = deal_damage(game, source, perm, n)
        dealt += got
        damaged += [perm.oid] if got else []
    note(game, "damaged", damaged)  # "each creature dealt damage this way"
    for player in players:
        dealt += deal_damage(game, source, player, n)
    game.notes["dealt"] = int(game.notes.get("dealt", 0)) + dealt


def division_shares(game: Game, item: StackItem, n: int, count: int) -> list[int]:
    """An amount divided among `count` targets (601.2d): as announced with the targets; otherwise as evenly as
    possible, first targets first, and the trace says it was assumed unless the amount left no choice (one
    target, or one each)."""
    announced = item.get("division")
    if isinstance(announced, tuple) and len(announced) == count and sum(announced) == n:
        return [int(x) for x in announced]
    base, extra = divmod(n, count)
    shares = [base + (1 if i < extra else 0) for i in range(count)]
    if count > 1 and n != count:
        game.step("601.2d", "info", "step.assumed_choice", player=item.controller, what="division",
                  cards=tuple(f"{s}" for s in shares))
    return shares


def _divided(game: Game, item: StackItem, source: Source, n: int, permanents: list[Permanent],
             players: list[str]) -> None:
    """Damage divided among the targets (601.2d): as announced; when the amount leaves no choice (one
    target, or as many targets as damage: one each) the division is that one; otherwise it is spread
    as evenly as possible, first targets first, and the trace says it was assumed."""
    recipients: list[Permanent | str] = [*permanents, *players]
    if not recipients:
        return
    shares = division_shares(game, item, n, len(recipients))
    game.step("601.2d", "info", "step.damage_division", card=card_name(item.card),
              targets=tuple(card_name(r.card) if isinstance(r, Permanent) else r for r in recipients),
              shares=tuple(str(s) for s in shares))
    for recipient, share in zip(recipients, shares, strict=True):
        if share > 0:
            deal_damage(game, source, recipient, share)


def _unregenerable(game: Game, perm: Permanent, effect: Effect) -> Permanent:
    """"Destroy ... . It can't be regenerated." (701.15c): the mark is set before the destruction."""
    if effect.get("no_regen") and "cant_be_regenerated" not in perm.marks:
        return game.update_permanent(perm, marks=perm.marks | {"cant_be_regenerated"})
    return perm


def destroy(game: Game, item: StackItem, effect: Effect) -> None:
    destroyed = []
    for perm in _permanents(game, item, effect):
        perm = _unregenerable(game, perm, effect)
        if destroy_permanent(game, perm):  # not if it has indestructible (702.12b)
            destroyed.append(perm.oid)
    note(game, "destroyed", destroyed)


def destroy_all(game: Game, item: StackItem, effect: Effect) -> None:
    flt = effect.get("filter")
    doomed = [p for p in game.state.battlefield if flt is None or game.matches(p, flt, item.controller,
                                                                               item.source_oid)]
    destroyed = []
    for perm in doomed:
        if "indestructible" in perm.keywords:
            game.step("702.12b", "info", "step.indestructible", card=card_name(perm.card))
            continue
        perm = _unregenerable(game, perm, effect)
        if regenerates(game, perm):  # 701.15a, unless it can't be regenerated (701.15c)
            continue
        game.leave_battlefield(perm, "graveyard", "destroy")
        destroyed.append(perm)
    note(game, "destroyed", [p.oid for p in destroyed])  # "for each enchantment destroyed this way"
    game.step("701.8a", "resolve", "step.destroyed_all", cards=tuple(card_name(p.card) for p in destroyed),
              count=len(destroyed))


def exile(game: Game, item: StackItem, effect: Effect) -> None:
    exiled: list[int] = []
    for perm in _permanents(game, item, effect):
        obj = game.leave_battlefield(perm, "exile", "exile")
        game.step("701.13a", "resolve", "step.exiled", card=card_name(perm.card))
        found = game.state.find_card(obj.oid) if obj is not None else None
        if found is not None and found[1] == "exile":  # "the exiled card" (a token ceased to exist, 111.7)
            record_move(game, perm.oid, found[2].oid)
            exiled.append(found[2].oid)
    note(game, "exiled", exiled)
    if effect.get("self") and _self_permanent(game, item) is None:  # "exile ~" from the graveyard (400.7)
        moved = _moved_source(game, item)
        if moved is not None:
            owner, zone, obj = moved
            game.move_card(owner, zone, obj, "exile", "exile")
            game.step("701.13a", "resolve", "step.exiled", card=card_name(obj.card))


def _moved_source(game: Game, item: StackItem) -> tuple[str, str, CardObject] | None:
    """The card a triggered ability's source became when it left the battlefield (its "dies" or
    "leaves" trigger refers to that new object, 400.7, 603.10a), if it is still where it went."""
    oid = item.get("moved_oid")
    found = game.state.find_card(oid) if isinstance(oid, int) else None
    return found


def return_to_hand(game: Game, item: StackItem, effect: Effect) -> None:
    for perm in _permanents(game, item, effect):
        game.leave_battlefield(perm, "hand", "bounce")
        game.step("608.2c", "resolve", "step.returned_to_hand", card=card_name(perm.card))
    if effect.get("self") and _self_permanent(game, item) is None:  # Rancor back from the graveyard
        moved = _moved_source(game, item)
        if moved is not None and moved[1] in ("graveyard", "exile"):
            owner, zone, obj = moved
            game.move_card(owner, zone, obj, "hand", "return")
            game.step("400.7", "resolve", "step.returned_to_hand_from", card=card_name(obj.card), zone=zone)


def return_from_graveyard(game: Game, item: StackItem, effect: Effect) -> None:
    """A card in a graveyard (a target) returns to its owner's hand or to the battlefield (under its
    owner's control, or the ability's controller's: "under your control")."""
    for t in _targets(item, effect):
        found = game.state.find_card(t.oid) if t.kind == "card" else None
        if found is None or found[1] != "graveyard":
            continue
        owner, _, obj = found
        to = effect.get("to", "hand")
        if to == "battlefield":
            controller = item.controller if effect.get("under") == "you" else owner
            game.remove_from_zone(owner, "graveyard", obj.oid)
            perm = game.enter_battlefield(obj.card, owner, controller, tapped=bool(effect.get("tapped")))
            game.state = replace(game.state, moved=game.state.moved + ((obj.oid, perm.oid),))
            game.step("400.7", "resolve", "step.returned_to_battlefield", card=card_name(perm.card),
                      player=controller)
        else:
            game.move_card(owner, "graveyard", obj, "hand", "return")
            game.step("400.7", "resolve", "step.returned_to_hand_from", card=card_name(obj.card), zone="graveyard")


def pump(game: Game, item: StackItem, effect: Effect) -> None:
    """+N/+N and keyword abilities until end of turn (611.2a; they end in the cleanup step, 514.2), or until the
    controller's next turn (`until`, `plugins.effects_lasting`).
    A group ("creatures you control get +1/+1") is the permanents there as it resolves (611.2c). `negative`
    ("-X/-X"): the X of those letters is subtracted. `lasting`: a keyword for as long as it is on the
    battlefield ("the token gains haste")."""
    p, t = _amount(game, item, effect, "power", 0), _amount(game, item, effect, "toughness", 0)
    negative = str(effect.get("negative", ""))
    p, t = (-p if "p" in negative else p), (-t if "t" in negative else t)
    keywords = frozenset(effect.get("keywords") or ())
    if effect.get("protection_choice"):  # "gains protection from the color of your choice" (702.16)
        keywords |= {"protection from " + COLOR_WORDS_EN[chosen_color(game, item)]}
    if effect.get("until") == "your_next_turn":  # 611.2a: until the controller's next turn, not the cleanup step
        from plugins.effects_lasting import pump_until_next_turn

        pump_until_next_turn(game, item, [perm for perm in _permanents(game, item, effect)
                                          if perm.is_creature or effect.get("each") is not None or not (p or t)],
                             p, t, keywords)
        return
    for perm in _permanents(game, item, effect):
        if not perm.is_creature and effect.get("each") is None and (p or t):
            continue
        if effect.get("lasting"):
            perm = game.update_permanent(perm, haste=perm.haste or "haste" in keywords,
                                         granted=perm.granted | (keywords - {"haste"}))
        else:
            perm = game.update_permanent(perm, pump_power=perm.pump_power + p,
                                         pump_toughness=perm.pump_toughness + t, granted=perm.granted | keywords)
        if p or t:
            game.step("611.2a", "resolve", "step.pumped", card=card_name(perm.card), power=f"{p:+d}",
                      toughness=f"{t:+d}", now=f"{perm.power}/{perm.toughness}")
        if keywords:
            game.step("611.2a", "resolve", "step.gains_abilities", card=card_name(perm.card),
                      abilities=tuple(sorted(keywords)))


def draw(game: Game, item: StackItem, effect: Effect) -> None:
    n = _amount(game, item, effect, "count", 1)
    for player in _players(game, item, effect):
        drawn = game.draw(player, n)
        game.step("121.1", "resolve", "step.draws", player=player, count=len(drawn),
                  library=game.player(player).library_size)


def discard(game: Game, item: StackItem, effect: Effect) -> None:
    """701.9a: the player chooses what to discard (a line after `resolve`, else assumed); `count = "hand"`:
    the whole hand; `random`: chosen at random (701.9b), the first cards of the hand as written, assumed;
    `filter`: only such cards."""
    flt = effect.get("filter")
    for player in _players(game, item, effect):
        if _forbidden(game, player, item, "discard"):
            continue
        hand = [o for o in game.player(player).hand if flt is None or game.card_matches(o.card, flt)]
        if effect.get("count") == "hand":
            chosen = hand
        elif effect.get("random"):
            chosen = hand[:_amount(game, item, effect, "count", 1)]
            if chosen:
                game.step("701.9b", "info", "step.assumed_choice", player=player, what="random_discard",
                          cards=tuple(card_name(o.card) for o in chosen))
        elif (player, "hand") in game.unknown_zones:  # an unknown hand is never empty (FREE_FORM.md 2)
            from plugins.effects_choices import pick_cards

            chosen = [o for _, o in pick_cards(game, player, player, ("hand",), flt, _amount(game, item, effect,
                                                                                            "count", 1),
                                               "701.9a", "discard", to="graveyard", kinds=("discard", "choose"))]
        else:
            chosen = game.choose_cards(player, ("discard",), _amount(game, item, effect, "count", 1), hand,
                                       "701.9a", "discard")
        for obj in chosen:
            discard_card(game, player, obj, "effect")
        note(game, "discarded", [o.oid for o in chosen])


def add_mana(game: Game, item: StackItem, effect: Effect) -> None:
    from foundation.cards import ManaProduction

    mana = ManaProduction(effect.get("fixed", ""), int(effect.get("amount", 0)), effect.get("choice", ""),
                          bool(effect.get("one_color", False)))
    # "its controller adds ...", "that player adds ..." (a triggered mana ability, 605.1b): whose pool
    for player in _players(game, item, effect) if effect.get("who") is not None else [item.controller]:
        if effect.get("event_mana"):  # "one mana of any type that land produced": the mana of the event
            made = str(item.get("event_mana") or "")
            produced = made[:1]
            if not produced:
                continue
        else:
            produced = pick_production(mana, None, game.player(player).pool)
        game.add_mana(player, produced)
        game.step("106.4", "resolve", "step.mana_added_effect", player=player, mana=produced)
        source = game.state.permanent(item.source_oid) if item.source_oid is not None else None
        restrict_mana(game, player, produced, effect.get("spend_only"),  # "Spend this mana only ..." (106.6)
                      source if source is not None else card_name(item.card))


def stack_objects(game: Game, item: StackItem, effect: Effect) -> list[StackItem]:
    """The spells and abilities an effect designates: its stack targets, or the spell that triggered it
    ("counter that spell", "copy it")."""
    if effect.get("event"):
        oid = item.get("event_oid")
        found = game.state.stack_item(oid) if isinstance(oid, int) else None
        return [found] if found is not None else []
    out = []
    for t in _targets(item, effect):
        target = game.state.stack_item(t.oid) if t.kind == "stack" else None
        if target is not None:
            out.append(target)
    return out


def _countered_to(game: Game, effect: Effect, target: StackItem) -> str:
    """Where a spell this effect counters goes: exile when the card says "exile it instead" (Dissipate), its
    owner's hand or library when it says "put it ... instead" (Remand, Memory Lapse, Spell Crumple, 614.1a); "on
    the top or bottom" is its owner's choice (Hinder): the top, assumed."""
    if effect.get("exile"):
        return "exile"
    to = str(effect.get("to") or "graveyard")
    if to == "library_top_or_bottom":
        if target.kind != "spell":
            return "graveyard"
        game.step("401.4", "info", "step.assumed_choice", player=target.owner, what="library_top_or_bottom",
                  cards=(card_name(target.card),))
        return "library"
    return to


def counter(game: Game, item: StackItem, effect: Effect) -> None:
    for target in stack_objects(game, item, effect):
        counter_object(game, target, item, _countered_to(game, effect, target))  # unless it can't be (113.6g)


def _forbidden(game: Game, player: str, item: StackItem, what: str) -> bool:
    """101.2: "Players can't search libraries", "... can't cause you to sacrifice permanents" (player_statics)."""
    if not game.pm.has_plugin("player_statics"):
        return False
    from plugins.player_statics import cant_be_caused

    return cant_be_caused(game, player, item.controller, what) is not None


def search_library(game: Game, item: StackItem, effect: Effect) -> None:
    player = item.controller
    if _forbidden(game, player, item, "search"):
        return
    flt = effect.get("filter")
    lib = game.player(player).library
    named = item.card.front.name if effect.get("named") == "self" else None  # "a card named ~" (201.2)
    options = [o for o in lib if (flt is None or game.card_matches(o.card, flt, item.x))
               and (named is None or o.card.name == named)]
    count = len(options) if effect.get("count") == "all" else int(effect.get("count", 1))
    to = effect.get("to", "hand")
    if not options and game.player(player).library_unknown:
        from plugins.effects_choices import unknown_search

        found = unknown_search(game, player, flt, named, count, str(to), bool(effect.get("up_to")))
        if found is None:
            game.step("701.23a", "info", "step.search_unknown_library", player=player)
            return
        chosen = found
    else:
        chosen = game.choose_cards(player, ("choose",), count, options, "701.23a", "search")
    if to == "library_top":  # "then shuffle and put that card on top": the rest's order is no longer known
        for obj in chosen:
            game.remove_from_zone(player, "library", obj.oid)
        p = game.player(player)
        game.set_player(replace(p, library=(), library_unknown=p.library_size))
        game.step("701.24a", "resolve", "step.shuffle", player=player)
        for obj in chosen:
            game.put_card(obj.card, obj.owner, "library", top=True)
            game.step("401.4", "resolve", "step.moved_library_top", card=card_name(obj.card))
        return
    for obj in chosen:
        game.remove_from_zone(player, "library", obj.oid)
        if to == "battlefield":
            game.enter_battlefield(obj.card, obj.owner, player, tapped=bool(effect.get("tapped", False)))
        else:
            game.put_card(obj.card, obj.owner, to)
        game.step("701.23a", "resolve", "step.search_found", player=player, card=card_name(obj.card), zone=to,
                  tapped=bool(effect.get("tapped", False)))
    if not chosen:
        game.step("701.23b", "resolve", "step.search_nothing", player=player)
    game.step("701.24a", "resolve", "step.shuffle", player=player)


def put_counter(game: Game, item: StackItem, effect: Effect) -> None:
    kind = effect.get("counter", "+1/+1")
    n = _amount(game, item, effect, "count", 1)
    for perm in _permanents(game, item, effect):
        game.update_permanent(perm, counters=perm.with_counter(kind, n).counters)
        game.step("122.1", "resolve", "step.counter_put", card=card_name(perm.card), counter=kind, count=n)


def remove_all_counters(game: Game, item: StackItem, effect: Effect) -> None:
    kind = effect.get("counter")
    for perm in list(game.state.battlefield):
        if perm.counter(kind):
            game.update_permanent(perm, counters=perm.with_counter(kind, -perm.counter(kind)).counters)
    game.step("122.1", "resolve", "step.counters_removed", counter=kind)


def remove_counter(game: Game, item: StackItem, effect: Effect) -> None:
    """"Remove a -1/-1 counter from ~", "remove all +1/+1 counters from it" (122.1)."""
    kind = str(effect.get("counter", "+1/+1"))
    removed = 0
    for perm in _permanents(game, item, effect):
        n = perm.counter(kind) if effect.get("count") == "all" else min(perm.counter(kind),
                                                                        _amount(game, item, effect, "count", 1))
        if n:
            game.update_permanent(perm, counters=perm.with_counter(kind, -n).counters)
            removed += n
            game.step("122.1", "resolve", "step.counter_removed", card=card_name(perm.card), counter=kind, count=n)
    game.notes["removed"] = int(game.notes.get("removed", 0)) + removed


def double_counters(game: Game, item: StackItem, effect: Effect) -> None:
    """"Double the number of +1/+1 counters on ~" (122.1): as many again are put on it."""
    kind = str(effect.get("counter", "+1/+1"))
    for perm in _permanents(game, item, effect):
        n = perm.counter(kind)
        if n:
            game.update_permanent(perm, counters=perm.with_counter(kind, n).counters)
            game.step("122.1", "resolve", "step.counter_put", card=card_name(perm.card), counter=kind, count=n)


def tap_or_untap(game: Game, item: StackItem, effect: Effect) -> None:
    """"Tap or untap target permanent": the controller's choice, a line after `resolve` ("I choose tap" is
    not in the play language): the one that changes the permanent (untap a tapped one), said as assumed."""
    for perm in _permanents(game, item, effect):
        tapped = not perm.tapped
        game.step("608.2c", "info", "step.assumed_choice", player=item.controller,
                  what="tap" if tapped else "untap", cards=(card_name(perm.card),))
        game.update_permanent(perm, tapped=tapped)
        game.step("701.26a" if tapped else "701.26b", "resolve", "step.tapped" if tapped else "step.untapped",
                  card=card_name(perm.card))


def tap(game: Game, item: StackItem, effect: Effect) -> None:
    for perm in _permanents(game, item, effect):
        game.update_permanent(perm, tapped=True)
        game.step("701.26a", "resolve", "step.tapped", card=card_name(perm.card))


def untap(game: Game, item: StackItem, effect: Effect) -> None:
    for perm in _permanents(game, item, effect):
        game.update_permanent(perm, tapped=False)
        game.step("701.26b", "resolve", "step.untapped", card=card_name(perm.card))


def gain_life(game: Game, item: StackItem, effect: Effect) -> None:
    n = _amount(game, item, effect)
    for player in _players(game, item, effect):
        gained = game.change_life(player, n)
        if gained or not n:
            game.notes["gained"] = int(game.notes.get("gained", 0)) + gained
            game.step("119.3", "resolve", "step.life_gained", player=player, amount=gained or n,
                      life=game.player(player).life)


def lose_life(game: Game, item: StackItem, effect: Effect) -> None:
    n = _amount(game, item, effect)
    for player in _players(game, item, effect):
        lost = -game.change_life(player, -n)
        game.notes["lost"] = int(game.notes.get("lost", 0)) + lost
        game.step("119.3", "resolve", "step.life_lost", player=player, amount=n, life=game.player(player).life)


def sacrifice(game: Game, item: StackItem, effect: Effect) -> None:
    flt = effect.get("filter")
    n = _amount(game, item, effect, "count", 1)
    for player in _players(game, item, effect):
        if _forbidden(game, player, item, "sacrifice"):
            continue
        options = [p for p in game.state.permanents_of(player)  # "another creature": not the source
                   if flt is None or game.matches(p, flt, player, item.source_oid)]
        # the player's choice: from the line after `resolve`, else assumed and said so (issue 11 item 5)
        for perm in game.choose_permanents(player, ("sacrifice", "choose"), n, options, "701.21a", "sacrifice"):
            game.leave_battlefield(perm, "graveyard", "sacrifice")
            game.step("701.21a", "resolve", "step.sacrificed", player=player, card=card_name(perm.card))
            note(game, "sacrificed", [perm.oid])  # "you gain life equal to that creature's toughness" (608.2h)


def return_chosen(game: Game, item: StackItem, effect: Effect) -> None:
    """"Return a land you control to its owner's hand" (no target): each player named chooses as it resolves
    among the permanents they control that match (a `choose` line after `resolve`, else assumed and said)."""
    flt = effect.get("filter")
    n = _amount(game, item, effect, "count", 1)
    for player in _players(game, item, effect):
        options = [p for p in game.state.permanents_of(player)
                   if (flt is None or game.matches(p, flt, player, item.source_oid, item.x))]
        for perm in game.choose_permanents(player, ("choose",), n, options, "608.2c", "return_chosen"):
            game.leave_battlefield(perm, "hand", "bounce")
            game.step("608.2c", "resolve", "step.returned_to_hand", card=card_name(perm.card))


def look_at_hand(game: Game, item: StackItem, effect: Effect) -> None:
    """Looking at a hand changes nothing in the game; the trace says what was seen."""
    for player in _players(game, item, effect):
        cards = tuple(card_name(o.card) for o in game.player(player).hand)
        unknown = (player, "hand") in game.unknown_zones  # what the message doesn't list isn't known (FREE_FORM 2)
        game.step("608.2c", "resolve", "step.looks_at_unknown_hand" if unknown else "step.looks_at_hand",
                  player=item.controller, target=player, cards=cards, count=len(cards))


# Markers an effect leaves on a permanent (`Permanent.marks`); all but `doesnt_untap_next` end in the
# cleanup step (514.2), that one at its controller's next untap step (`plugins.continuous`).
MARK_RULES = {
    "cant_block": "509.1b", "cant_be_blocked": "509.1b", "cant_attack": "508.1c", "cant_attack_or_block": "508.1c",
    "cant_be_regenerated": "701.15c", "exile_if_dies": "614.1a", "doesnt_untap_next": "502.3",
    "lure": "509.1c", "must_be_blocked": "509.1c", "attacks_each_combat": "508.1d", "blocks_each_combat": "509.1c",
    "assigns_no_combat_damage": "510.1", "extra_block": "509.1a", "block_any_number": "509.1a",
}


def mark(game: Game, item: StackItem, effect: Effect) -> None:
    name = str(effect.get("mark"))
    if effect.get("until") == "your_next_turn":  # "can't attack or block until your next turn" (611.2a)
        from plugins.effects_lasting import mark_until_next_turn

        mark_until_next_turn(game, item, effect, _permanents(game, item, effect), name)
        return
    for perm in _permanents(game, item, effect):
        if name in ("cant_be_regenerated", "exile_if_dies") and not perm.is_creature:
            continue  # only a creature dies or regenerates (Disintegrate's "if it's a creature")
        perm = game.update_permanent(perm, marks=perm.marks | {name})
        game.step(MARK_RULES.get(name, "611.2a"), "resolve", "step.marked_" + name, card=card_name(perm.card))


COLOR_NAMES = {"W": Name("white", "blanc"), "U": Name("blue", "bleu"), "B": Name("black", "noir"),
               "R": Name("red", "rouge"), "G": Name("green", "vert"), "": Name("colorless", "incolore")}


def chosen_color(game: Game, item: StackItem) -> str:
    """A colour the controller chooses as it resolves (105.3): the line after `resolve` ("I choose blue"),
    else the first colour in WUBRG order, marked assumed."""
    chooser = item.controller
    choice = game.take_action(lambda a: a.kind == "choose" and bool(a.colors) and a.actor in (None, chooser))
    if choice is not None and choice.colors:
        return str(choice.colors[0])
    game.step("105.3", "info", "step.assumed_choice", player=item.controller, what="color", cards=("W",))
    return "W"


COLOR_WORDS_EN = {"W": "white", "U": "blue", "B": "black", "R": "red", "G": "green"}


def set_color(game: Game, item: StackItem, effect: Effect) -> None:
    """"becomes the color of your choice until end of turn" (105.3, 611.2a): the choice is the line after
    `resolve` ("I choose blue"), else the first colour in WUBRG order, marked assumed."""
    colors = str(effect.get("colors", ""))
    if colors == "choice":
        colors = chosen_color(game, item)
    for perm in _permanents(game, item, effect):
        game.update_permanent(perm, colors_override=colors)
        game.step("105.3", "resolve", "step.becomes_color", card=card_name(perm.card), color=COLOR_NAMES[colors])


def regenerate(game: Game, item: StackItem, effect: Effect) -> None:
    """A regeneration shield (701.15a): the next time it would be destroyed this turn, it is tapped,
    its damage removed and it leaves combat instead (`bot.engine.abilities.destroy`)."""
    for perm in _permanents(game, item, effect):
        perm = game.update_permanent(perm, shields=perm.shields + 1)
        game.step("701.15a", "resolve", "step.regeneration_shield", card=card_name(perm.card))


def sacrifice_permanent(game: Game, item: StackItem, effect: Effect) -> None:
    """"Sacrifice ~", "sacrifice it": its controller sacrifices that permanent (701.21a)."""
    gone = []
    for perm in _permanents(game, item, effect):
        obj = game.leave_battlefield(perm, "graveyard", "sacrifice")
        record_move(game, perm.oid, obj.oid if obj is not None else None)
        gone.append(perm.oid)
        game.step("701.21a", "resolve", "step.sacrificed", player=perm.controller, card=card_name(perm.card))
    note(game, "sacrificed", gone)


def gain_control(game: Game, item: StackItem, effect: Effect) -> None:
    """The controller (or `new_controller`: "target opponent gains control of ~") gains control (613.1b);
    "until end of turn": given back at cleanup."""
    owners = effect.get("new_controller")
    players = _players(game, item, Effect.make("ref", **as_map(owners))) if owners is not None else [item.controller]
    if not players:
        return
    new = players[0]
    for perm in _permanents(game, item, effect):
        if perm.controller == new:
            continue
        back = perm.controller if effect.get("until") == "end_of_turn" else None
        # 302.6: it came under a new controller this turn (summoning sickness applies again)
        game.update_permanent(perm, controller=new, sick=True, control_until_eot=back,
                              attacking=False, blocking=(), blocked=False)
        game.step("613.1b", "resolve", "step.gains_control_eot" if back else "step.gains_control",
                  player=new, card=card_name(perm.card))


def attach(game: Game, item: StackItem, effect: Effect) -> None:
    """Equip and "attach ~ to target creature" (701.3a): the source becomes attached to the target; "attach
    target Equipment you control to target creature", "you may attach ~ to it": `object` (what is attached, one
    or `each` of a kind) and `to` (the permanent it is attached to)."""
    host_ref = effect.get("to")
    if host_ref is None:
        source = _self_permanent(game, item)
        hosts = [p for t in _targets(item, effect) if t.kind == "permanent"
                 and (p := game.state.permanent(t.oid)) is not None]
        attachments = [source] if source is not None else []
    else:
        hosts = _referenced(game, item, Effect.make("ref", **as_map(host_ref)))
        attachments = _referenced(game, item, Effect.make("ref", **as_map(effect.get("object"))))
    for host in hosts[:1]:
        for attachment in attachments:
            current = game.state.permanent(attachment.oid)
            if current is None or not can_attach(game, current, host):  # 701.3b: it stays where it is
                game.step("701.3b", "info", "step.cant_attach", card=card_name(attachment.card),
                          to=card_name(host.card))
                continue
            game.update_permanent(current, attached_to=host.oid)
            game.step("701.3a", "resolve", "step.attached", card=card_name(current.card), to=card_name(host.card))
    refresh_statics(game)


def can_attach(game: Game, attachment: Permanent, host: Permanent) -> bool:
    """701.3b: an Equipment only to a creature (301.5c), a Fortification only to a land (301.6), an Aura only to
    what it can enchant (303.4), never to itself nor to what it is already attached to (701.3c)."""
    if attachment.oid == host.oid or attachment.attached_to == host.oid:
        return False
    if "equipment" in attachment.card.subtypes:
        return host.is_creature
    if "fortification" in attachment.card.subtypes:
        return "land" in host.characteristics.types
    if "aura" in attachment.card.subtypes:
        specs = attachment.card.targets
        return not specs or not specs[0].filter or game.matches(host, specs[0].filter, attachment.controller)
    return True


def create_token(game: Game, item: StackItem, effect: Effect) -> None:
    """Tokens enter the battlefield under their creator's control (111.2: the ability's controller, or the
    player the sentence names, `who`); a later line may name them ("Soldier token", "jeton Soldat"). A copy
    (`copy_of`) has the copiable values of the object (707.2): its card, not its counters or effects."""
    key = effect.get("token")
    if effect.get("copy_of") is not None:
        found = things(game, item, as_map(effect.get("copy_of")))
        if not found:
            game.step("707.2", "info", "step.nothing_to_copy", card=card_name(item.card))
            return
        original = found[0].card if isinstance(found[0], Permanent) else found[0][2].card
        from plugins.effects_tokens import excepted

        card = excepted(dataclass_replace(original, token=True), effect)  # 707.9b: "except it has haste"
    elif key is not None:
        predefined = tokens.predefined(str(key))
        if predefined is None:
            game.not_simulated(item, effect)
            return
        card = predefined
    else:
        power, toughness = _amount(game, item, effect, "power", 0), _amount(game, item, effect, "toughness", 0)
        card = tokens.creature_token(power, toughness,  # an X/X token: the X of "where X is ..." or announced
                                     str(effect.get("colors", "")), tuple(effect.get("types") or ("creature",)),
                                     tuple(effect.get("subtypes") or ()), tuple(effect.get("keywords") or ()),
                                     str(effect.get("abilities", "")))
    from plugins.effects_tokens import described, enters_attacking

    card = described(card, effect)
    n = _amount(game, item, effect, "count", 1)
    created = []
    players = _players(game, item, effect) if effect.get("who") is not None else [item.controller]
    for player in players:
        for kind, count in hs.call_replace_tokens(game.pm, game, player, card, n):  # 614.1a: "twice that many"
            made = [game.enter_battlefield(kind, player, player, tapped=bool(effect.get("tapped")))
                    for _ in range(count)]
            created += [perm.oid for perm in made]
            game.step("111.2", "resolve", "step.tokens_created", player=player, count=count, card=card_name(kind))
            for perm in made:
                enters_attacking(game, perm, effect)
    note(game, "created", created)


def _top_cards(game: Game, player: str, count: int) -> tuple[list[CardObject], int]:
    """The known cards on top of a library (at most `count`) and how many more are unknown."""
    p = game.player(player)
    known = list(p.library[:count])
    return known, min(count - len(known), p.library_unknown)


def mill(game: Game, item: StackItem, effect: Effect) -> None:
    """701.17a: the top cards go to the graveyard; unknown cards of a library stay unknown there."""
    n = _amount(game, item, effect, "count", 1)
    for player in _players(game, item, effect):
        known, unknown = _top_cards(game, player, n)
        for obj in known:
            game.move_card(player, "library", obj, "graveyard", "mill")
        if unknown:
            p = game.player(player)
            game.set_player(replace(p, library_unknown=p.library_unknown - unknown))
            for _ in range(unknown):
                game.put_card(UNKNOWN_CARD, player, "graveyard", from_zone="library")
        game.step("701.17a", "resolve", "step.milled", player=player, count=len(known) + unknown,
                  cards=tuple(card_name(o.card) for o in known), unknown=unknown)


def look_at_top(game: Game, item: StackItem, effect: Effect) -> None:
    """Looking at (or revealing) the top cards changes nothing; the trace says what they are, or that the
    library is unknown. The cards are noted ("looked"), with their places, for a dig that follows ("put one
    of them into your hand and the rest on the bottom"): an unknown card keeps its place as an unknown card."""
    n = _amount(game, item, effect, "count", 1)
    for player in _players(game, item, effect):
        known, unknown = _top_cards(game, player, n)
        game.step("701.20a" if effect.kind == "reveal_top" else "608.2c", "resolve",
                  "step.reveals_top" if effect.kind == "reveal_top" else "step.looks_at_top", player=player,
                  cards=tuple(card_name(o.card) for o in known), unknown=unknown)
        note(game, "looked", [o.oid for o in known + materialize(game, player, len(known), unknown)])


def materialize(game: Game, player: str, after: int, count: int) -> list[CardObject]:
    """`count` cards of the unknown part of a library, under its `after` known top cards, become objects of
    their own whose names stay unknown ("unknown card"): they can then be moved where an effect puts them."""
    if count <= 0:
        return []
    p = game.player(player)
    made = []
    for _ in range(count):
        oid, game.state = game.state.new_oid()
        made.append(CardObject(oid, UNKNOWN_CARD, player))
    p = game.player(player)
    game.set_player(replace(p, library=p.library[:after] + tuple(made) + p.library[after:],
                            library_unknown=p.library_unknown - count))
    return made


def scry(game: Game, item: StackItem, effect: Effect) -> None:
    """701.22a (scry) / 701.25a (surveil): the player looks at the top cards and puts any of them on the
    bottom (in the graveyard for surveil). Without a line saying so, they all stay on top (assumed)."""
    n = _amount(game, item, effect, "count", 1)
    rule = "701.25a" if effect.kind == "surveil" else "701.22a"
    player = item.controller
    known, unknown = _top_cards(game, player, n)
    choice = game.take_action(lambda a: a.kind == "choose" and not a.colors and a.actor in (None, player))
    moved: list[CardObject] = []
    if choice is not None:
        from bot.engine.game import chosen_by_name

        moved = chosen_by_name(choice.cards, known)
    elif known:
        game.step(rule, "info", "step.assumed_choice", player=player, what=effect.kind,
                  cards=tuple(card_name(o.card) for o in known))
    for obj in moved:
        if effect.kind == "surveil":
            game.move_card(player, "library", obj, "graveyard", "surveil")
        else:
            game.remove_from_zone(player, "library", obj.oid)
            game.put_card(obj.card, obj.owner, "library", top=False)
    game.step(rule, "resolve", "step.surveilled" if effect.kind == "surveil" else "step.scried", player=player,
              count=n, unknown=unknown, moved=tuple(card_name(o.card) for o in moved))
    from bot.engine import hookspecs as hs

    hs.call_event(game.pm, game, "surveilled" if effect.kind == "surveil" else "scried", player, player=player)


def exile_top(game: Game, item: StackItem, effect: Effect) -> None:
    n = _amount(game, item, effect, "count", 1)
    for player in _players(game, item, effect):
        known, unknown = _top_cards(game, player, n)
        exiled = []  # "you may play that card this turn": the cards as they are in exile (400.7)
        for obj in known:
            new = game.move_card(player, "library", obj, "exile", "exile")
            exiled += [new.oid] if new is not None else []
        if unknown:
            p = game.player(player)
            game.set_player(replace(p, library_unknown=p.library_unknown - unknown))
            for _ in range(unknown):
                exiled.append(game.put_card(UNKNOWN_CARD, player, "exile").oid)
        note(game, "exiled", exiled)
        game.step("406.3", "resolve", "step.exiled_top", player=player, count=len(known) + unknown,
                  cards=tuple(card_name(o.card) for o in known), unknown=unknown)


def reveal_hand(game: Game, item: StackItem, effect: Effect) -> None:
    for player in _players(game, item, effect):
        cards = tuple(card_name(o.card) for o in game.player(player).hand)
        unknown = (player, "hand") in game.unknown_zones  # what the message doesn't list isn't known (FREE_FORM 2)
        game.step("701.20a", "resolve", "step.reveals_unknown_hand" if unknown else "step.reveals_hand",
                  player=player, cards=cards, count=len(cards))


def shuffle(game: Game, item: StackItem, effect: Effect) -> None:
    """701.24a: a known library order is lost; the trace says so."""
    for player in _players(game, item, effect):
        p = game.player(player)
        if p.library:
            game.set_player(replace(p, library=(), library_unknown=p.library_unknown + len(p.library)))
        game.step("701.24a", "resolve", "step.shuffle", player=player)


def _answer_of(payer: str) -> Callable[[Action], bool]:
    """Whether a line is `payer`'s answer to "unless its controller pays" ("opponent pays {3}")."""
    return lambda a: a.kind in ("pay", "decline_pay") and a.actor in (None, payer)


def can_pay(game: Game, player: str, cost: Any) -> bool:
    """Whether `player` could pay a mana cost now from its pool and {T}-only mana sources (a check, the
    game state is put back)."""
    from bot.engine.payment import auto_mana, solve
    from foundation.errors import EngineSignal

    saved, trace = game.state, game.trace
    muted = type(trace)()
    game.trace = muted
    try:
        auto_mana(game, player, cost, 0)
        return solve(game.player(player).pool, cost) is not None
    except EngineSignal:
        return False
    finally:
        game.state, game.trace = saved, trace


def copy_spell(game: Game, item: StackItem, effect: Effect) -> None:
    """707.10: a copy of the target spell is put on the stack, controlled by this ability's controller,
    with the same choices (modes, X, targets); it is not a card and ceases to exist once off the stack
    (704.5e). It resolves before the spell it copies."""
    for target in stack_objects(game, item, effect):
        if target.kind != "spell":
            continue
        card = dataclass_replace(target.card, token=True)
        if effect.get("colors") is not None:  # Fork: "except that the copy is red" (707.9b)
            card = dataclass_replace(card, colors=str(effect.get("colors")))
        copy = replace(target, oid=game.new_stack_oid(), controller=item.controller, card=card,
                       data=target.data + (("copy_of", target.oid),))
        game.push_stack(copy)
        game.step("707.10", "resolve", "step.spell_copied", card=card_name(target.card), player=item.controller)


def _done_flag(item: StackItem) -> str:
    return f"done:{item.oid}"


def optional_payment(game: Game, item: StackItem, effect: Effect) -> None:
    """"You may pay {2}. If you do, ...": the controller's line after `resolve` ("I pay {2}" / "I don't
    pay"); without one, not paid (the trace says it was assumed). A payment made lets "if you do" happen."""
    from bot.engine.payment import pay_mana
    from foundation.cards import ManaCost

    cost = ManaCost.parse(str(effect.get("mana", "{0}")))
    answer = game.take_action(_answer_of(item.controller))
    if answer is None:
        game.step("608.2c", "info", "step.assumed_choice", player=item.controller, what="decline_pay",
                  cards=(str(cost),))
        return
    if answer.kind == "decline_pay":
        game.step("608.2c", "resolve", "step.declines_to_pay", player=item.controller, cost=str(cost))
        return
    pay_mana(game, item.controller, cost, answer.payment, "118.3")
    game.step("608.2c", "resolve", "step.pays_optional", player=item.controller, cost=str(cost))
    game.set_flag(_done_flag(item))


def put_on_library(game: Game, item: StackItem, effect: Effect) -> None:
    """A permanent goes on top of its owner's library (401.4: the library's top is then known)."""
    for perm in _permanents(game, item, effect):
        game.leave_battlefield(perm, "library", "library")
        game.step("401.4", "resolve", "step.put_on_library", card=card_name(perm.card))


def put_from_hand(game: Game, item: StackItem, effect: Effect) -> None:
    """"Put a land card from your hand onto the battlefield": the card named on the line after `resolve`
    ("I choose Forest"), else the first one that qualifies (assumed)."""
    player = item.controller
    flt = effect.get("filter")
    options = [o for o in game.player(player).hand if flt is None or game.card_matches(o.card, flt)]
    for obj in game.choose_cards(player, ("choose",), 1, options, "608.2c", "put_onto_battlefield"):
        game.remove_from_zone(player, "hand", obj.oid)
        perm = game.enter_battlefield(obj.card, obj.owner, player, tapped=bool(effect.get("tapped")))
        note(game, "put", [perm.oid])  # "that creature", "the creature" of the sentences after it
        game.step("608.2c", "resolve", "step.put_onto_battlefield", player=player, card=card_name(perm.card))


def hand_to_library(game: Game, item: StackItem, effect: Effect) -> None:
    """"Put two cards from your hand on top of your library in any order" (Brainstorm): the cards named on
    the line after `resolve` ("I choose X and Y"), else the first ones (assumed); the last chosen ends on top."""
    player = item.controller
    count = int(effect.get("count", 1) or 1)
    for obj in game.choose_cards(player, ("choose",), count, list(game.player(player).hand), "401.4",
                                 "put_on_library"):
        game.move_card(player, "hand", obj, "library", "effect")
        game.step("401.4", "resolve", "step.put_on_library", card=card_name(obj.card))


def choose_from_hand(game: Game, item: StackItem, effect: Effect) -> None:
    """"You choose a noncreature, nonland card from it" (Duress): the controller's line after `resolve`
    ("I choose Counterspell"), else the first that qualifies (assumed); the next effect discards it."""
    flt = effect.get("filter")
    for player in _players(game, item, effect):
        options = [o for o in game.player(player).hand if flt is None or game.card_matches(o.card, flt)]
        if (player, "hand") in game.unknown_zones:  # an unknown hand is never empty (FREE_FORM.md 2)
            from plugins.effects_choices import pick_cards

            options = [o for _, o in pick_cards(game, item.controller, player, ("hand",), flt, 1, "701.9a",
                                                "discard", to="graveyard")]
        for obj in options if (player, "hand") in game.unknown_zones else \
                game.choose_cards(item.controller, ("choose",), 1, options, "701.9a", "discard"):
            game.set_flag(f"chosen:{item.oid}:{obj.oid}")
        if not options:
            game.step("608.2c", "info", "step.nothing_to_choose", player=player)


def discard_chosen(game: Game, item: StackItem, effect: Effect) -> None:
    """"That player discards that card" (701.9a): the card chosen by the effect before."""
    prefix = f"chosen:{item.oid}:"
    for flag in sorted(game.state.flags):
        if flag.startswith(prefix):
            oid = int(flag[len(prefix):])
            found = game.state.find_card(oid)
            if found is not None and found[1] == "hand":
                discard_card(game, found[0], found[2], "effect")


def delayed(game: Game, item: StackItem, effect: Effect) -> None:
    """A delayed triggered ability (603.7): its effects wait for the next end step, upkeep or end of combat
    step, then trigger (`plugins.triggers`), with this ability's controller, source and targets."""
    when = {"end_step": "end", "end_of_combat": "end_of_combat", "next_cast": "cast"}.get(str(effect.get("when")),
                                                                                          "upkeep")
    inner, notes = _objects_not_targets(game, item, tuple(effect.get("effects") or ()))
    kept = tuple((k, tuple(v)) for k, v in notes.items())  # "exile it" (the token), "return that card"
    targets = item.targets if any(e.get("target") is not None for e in inner) else ()
    pending = replace(item, kind="trigger", effects=inner, trigger="delayed", targets=targets,
                      data=item.data + (("notes", kept), ("cast_filter", effect.get("filter"))))
    game.state = replace(game.state, delayed=game.state.delayed + ((when, pending),))
    if when == "cast":  # "when you cast your next instant or sorcery spell this turn" (`plugins.triggers`)
        game.step("603.7", "resolve", "step.delayed_cast_trigger_created", card=card_name(item.card))
    else:
        game.step("603.7", "resolve", "step.delayed_trigger_created", card=card_name(item.card), step=when)


def extra_phase(game: Game, item: StackItem, effect: Effect) -> None:
    """500.8: "after this (main) phase, there is an additional combat phase (followed by an additional main
    phase)": the new phases come right after the current phase (after its last step: the end of combat step for
    a combat phase); an additional main phase is a postcombat main phase (505.1a)."""
    from bot.engine.state import COMBAT_STEPS, MAIN_STEPS

    step = game.state.step
    if step in MAIN_STEPS:
        after = step
    elif step in COMBAT_STEPS and effect.get("after") != "main":
        after = "end_of_combat"
    else:  # "after this main phase" said outside a main phase: no such phase (nothing is added)
        return
    added = COMBAT_STEPS + (("main2",) if effect.get("main") else ())
    game.add_phases(after, added)
    game.step("500.8", "resolve", "step.extra_phases_added", main=str(bool(effect.get("main"))).lower())


def phase_out(game: Game, item: StackItem, effect: Effect) -> None:
    """702.26: "~ phases out", "target creature phases out": it, and what is attached to it (702.26g), is treated
    as though it doesn't exist (702.26b: kept aside, `GameState.phased_out`, with its counters and tapped status)
    until it phases in during its controller's next untap step (702.26a, `plugins.keyword_phasing`)."""
    from plugins.keyword_phasing import _attached_to

    going = _referenced(game, item, effect)
    if not going:
        return
    leaving = {p.oid for p in going + _attached_to(game, going)}
    out = tuple(replace(p, attacking=False, blocking=(), blocked=False) for p in game.state.battlefield
                if p.oid in leaving)
    game.state = replace(game.state, battlefield=tuple(p for p in game.state.battlefield if p.oid not in leaving),
                         phased_out=game.state.phased_out + out)
    game.step("702.26b", "resolve", "step.phased_out_effect", cards=tuple(card_name(p.card) for p in out))


def reflexive(game: Game, item: StackItem, effect: Effect) -> None:
    """603.12: "When you do, ..." -- a reflexive triggered ability of this resolution: it triggers when the action
    before it is done (the optional one, if one was offered: "You may sacrifice a creature. When you do, ...") and
    waits to be put on the stack like any trigger (603.3), with this ability's controller, source and targets and
    what this resolution acted on ("that creature", "the sacrificed creature")."""
    earlier = item.effects[: item.effects.index(effect)] if effect in item.effects else ()
    offered = any(e.get("optional") or e.kind == "optional_payment" for e in earlier)
    if offered and _done_flag(item) not in game.state.flags:
        game.step("603.12", "info", "step.reflexive_not_done", card=card_name(item.card))
        return
    kept = tuple((k, tuple(v)) for k, v in game.notes.items() if isinstance(v, list))
    pending = replace(item, oid=game.new_stack_oid(), kind="trigger", effects=tuple(effect.get("effects") or ()),
                      trigger="reflexive", data=item.data + (("notes", kept),))
    game.add_pending_trigger(pending)
    game.step("603.12", "trigger", "step.ability_triggers", card=card_name(item.card), trigger="reflexive")


def _objects_not_targets(game: Game, item: StackItem, inner: tuple[Effect, ...]) -> tuple[tuple[Effect, ...],
                                                                                        dict[str, list[int]]]:
    """603.7c: a delayed ability's "it" is the object the spell acted on, wherever it went (400.7), not a target
    checked again as it resolves: each permanent or card target an effect names becomes a noted object (its
    current object), with what this resolution noted."""
    notes = {k: list(v) for k, v in game.notes.items() if isinstance(v, list)}
    out = []
    for e in inner:
        index = e.get("target")
        group = item.targets[index] if isinstance(index, int) and index < len(item.targets) else ()
        if group and e.get("who") != "target" and all(t.kind in ("permanent", "card") for t in group):
            found = [follow(game, t.oid) for t in group]
            notes[f"target:{index}"] = [x.oid if isinstance(x, Permanent) else x[2].oid for x in found
                                        if x is not None]
            e = Effect(e.kind, tuple(a for a in e.args if a[0] != "target") + (("noted", f"target:{index}"),),
                       e.text, e.text_fr)
        out.append(e)
    return tuple(out), notes


def switch_pt(game: Game, item: StackItem, effect: Effect) -> None:
    """613.4d: its power and toughness are switched until end of turn, after every other change (a second switch
    switches them back)."""
    for perm in _referenced(game, item, effect):
        now = game.update_permanent(perm, marks=perm.marks ^ {"switched_pt"})
        game.step("613.4d", "resolve", "step.pt_switched", card=card_name(now.card), power=now.power,
                  toughness=now.toughness)


def shuffle_into_library(game: Game, item: StackItem, effect: Effect) -> None:
    """"Shuffles their graveyard (hand and graveyard) into their library" (701.24a): the cards join the library,
    whose order is then unknown (its known cards with them)."""
    zones = [str(z) for z in effect.get("zones") or ("graveyard",)]
    for player in _players(game, item, effect):
        p = game.player(player)
        moving = [o for z in zones if z in ("hand", "graveyard") for o in p.zone(z)]
        for obj in moving:
            game.step("401.4", "resolve", "step.moved_library_shuffle", card=card_name(obj.card))
        p = game.player(player)
        game.set_player(replace(p, hand=() if "hand" in zones else p.hand,
                                graveyard=() if "graveyard" in zones else p.graveyard,
                                library=(), library_unknown=p.library_size + len(moving)))
        game.step("701.24a", "resolve", "step.shuffle", player=player)


def modal(game: Game, item: StackItem, effect: Effect) -> None:
    """A modal effect that reaches resolution unchosen (a triggered or activated ability's modes are chosen as
    it is put on the stack, `plugins.modes`; a modal effect inside another one is not): the first modes that
    need no target, as many as it needs, assumed and said; each of their effects resolves."""
    from bot.engine import hookspecs as hs
    from plugins.modes import assumed_modes

    free = Effect(effect.kind, tuple((k, tuple(m for m in v if not getattr(m, "targets", ())) if k == "modes" else v)
                                     for k, v in effect.args), effect.text, effect.text_fr)
    picked = assumed_modes(game, item.controller, item.source_oid, free)
    if picked is None:
        game.step("700.2b", "info", "step.no_legal_mode", card=card_name(item.card))
        return
    for inner in picked[0]:
        if not hs.call_resolve_effect(game.pm, game, item, inner):
            game.not_simulated(item, inner)


def prevent_combat_damage(game: Game, item: StackItem, effect: Effect) -> None:
    """"Prevent all combat damage that would be dealt this turn" (Fog, 615.1): combat damage this turn is
    prevented (`bot.engine.abilities.deal_damage` reads the turn's flag)."""
    game.set_flag("prevent_combat_damage")
    game.step("615.1", "resolve", "step.combat_damage_prevented_this_turn")


def copy_targets(game: Game, item: StackItem, effect: Effect) -> None:
    """"You may choose new targets for the copy" (707.10c): the play language has no line for them; the
    copy keeps the original's targets, and the trace says it was assumed."""
    game.step("707.10c", "info", "step.assumed_choice", player=item.controller, what="copy_targets", cards=())


EFFECTS: dict[str, Callable[[Game, StackItem, Effect], None]] = {
    "modal": modal,
    "shuffle_into_library": shuffle_into_library,
    "switch_pt": switch_pt,
    "remove_counter": remove_counter,
    "double_counters": double_counters,
    "tap_or_untap": tap_or_untap,
    "prevent_combat_damage": prevent_combat_damage,
    "choose_from_hand": choose_from_hand,
    "discard_chosen": discard_chosen,
    "delayed": delayed,
    "reflexive": reflexive,
    "phase_out": phase_out,
    "extra_phase": extra_phase,
    "optional_payment": optional_payment,
    "put_on_library": put_on_library,
    "put_from_hand": put_from_hand,
    "hand_to_library": hand_to_library,
    "copy_spell": copy_spell,
    "copy_targets": copy_targets,
    "mark": mark,
    "set_color": set_color,
    "regenerate": regenerate,
    "sacrifice_permanent": sacrifice_permanent,
    "gain_control": gain_control,
    "attach": attach,
    "create_token": create_token,
    "mill": mill,
    "look_at_top": look_at_top,
    "reveal_top": look_at_top,
    "scry": scry,
    "surveil": scry,
    "exile_top": exile_top,
    "reveal_hand": reveal_hand,
    "shuffle": shuffle,
    "return_from_graveyard": return_from_graveyard,
    "look_at_hand": look_at_hand,
    "damage": damage,
    "destroy": destroy,
    "destroy_all": destroy_all,
    "exile": exile,
    "return_to_hand": return_to_hand,
    "pump": pump,
    "draw": draw,
    "discard": discard,
    "add_mana": add_mana,
    "counter": counter,
    "search_library": search_library,
    "put_counter": put_counter,
    "remove_all_counters": remove_all_counters,
    "tap": tap,
    "untap": untap,
    "gain_life": gain_life,
    "lose_life": lose_life,
    "sacrifice": sacrifice,
    "return_chosen": return_chosen,
}


Handler = Callable[[Game, StackItem, Effect], None]


def carry_out(game: Game, item: StackItem, effect: Effect, handlers: Mapping[str, Handler]) -> bool | None:
    """The resolve hook of every effect plugin: the flags any effect may carry (docs/ability_model.md:
    kicked or not, "if you do", "you may", a `condition`), then the plugin's function for its kind. None
    when the kind isn't the plugin's."""
    handler = handlers.get(effect.kind)
    if handler is None:
        return None
    kicked = item.kicked > 0
    if (effect.get("if_kicked") and not kicked) or (effect.get("unless_kicked") and kicked):
        return True  # 702.33d: this part depends on whether the spell was kicked
    if effect.get("if_done") and _done_flag(item) not in game.state.flags:
        return True  # "if you do": the optional part before it didn't happen
    if effect.get("unless_done") and _done_flag(item) in game.state.flags:
        return True  # "if you don't", "... unless you pay {1}": the optional part before it happened
    condition = effect.get("condition")
    if condition is not None:
        from plugins.conditions import holds

        if not holds(game, item, as_map(condition)):
            game.step("608.2c", "info", "step.condition_false", card=card_name(item.card),
                      sentence=Name(effect.text, effect.text_fr))
            return True
        if "if" in effect.text.lower().replace(",", " ").split():  # said by the sentence (not an "instead"'s reverse)
            game.step("608.2c", "info", "step.condition_met", card=card_name(item.card),
                      sentence=Name(effect.text, effect.text_fr))
    if effect.get("optional"):  # "you may ...": the play language has no line for it; done, and said so
        game.step("608.2c", "info", "step.assumed_choice", player=item.controller, what="optional",
                  cards=(Name(effect.text, effect.text_fr),) if effect.text else ())
        game.set_flag(_done_flag(item))
    handler(game, item, effect)
    return True


arbitre_resolve_effect, arbitre_simulated_effects = effect_hooks(EFFECTS)
