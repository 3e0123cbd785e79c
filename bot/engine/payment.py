"""Paying costs (601.2f-h, 602.2b, 118): the total cost, mana abilities, and each cost part.

Shared by casting and activation. What the message doesn't say is paid only where it needs
no choice (PLAY_LANGUAGE "Payments and mana"): mana from the pool, then mana abilities whose
only cost is {T}, the source's own {T}/{Q}/sacrifice/exile, "discard your hand", fixed life.
Every other choice missing from the message raises IncompleteAction naming the candidates.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from bot.engine import hookspecs as hs
from bot.engine.actions import CardRef, Payment
from bot.engine.state import CardObject, Permanent, Pool, RestrictedMana, replace
from bot.engine.trace import Name, card_name
from foundation.cards import (
    COLORS,
    MANA_ORDER,
    ActivatedAbility,
    Cost,
    ManaCost,
    ManaProduction,
    ManaRestriction,
    ObjectFilter,
)
from foundation.errors import IllegalAction, IncompleteAction

if TYPE_CHECKING:  # pragma: no cover
    from bot.engine.game import Game


# ---------------------------------------------------------------------------- total cost (601.2f)

def total_cost(game: Game, player: str, base: ManaCost, extras: Iterable[ManaCost], x: int | None,
               card: Any = None, ability: ActivatedAbility | None = None, rule: str = "601.2f") -> ManaCost:
    """Mana cost or alternative cost, plus additional costs, plus increases, minus reductions; locked."""
    cost = base
    for extra in extras:
        cost = cost.plus(extra)
    generic = cost.generic + (x or 0) * cost.x
    mods = hs.call_cost_modifiers(game.pm, game, player, card, ability)
    for mod in sorted(mods, key=lambda m: m.generic < 0):  # increases first, then reductions (601.2f)
        before = generic
        generic = max(0, generic + mod.generic)
        game.step(mod.rule, "cost", "step.cost_modifier", source=mod.source, amount=mod.generic,
                  applied=generic - before)
    locked = ManaCost(generic, cost.symbols, 0)
    game.step(rule, "cost", "step.total_cost", cost=str(locked), x=x)
    return locked


# ---------------------------------------------------------------------------- mana solving

def _symbol_options(sym: str) -> list[tuple[str, int, int]]:
    """(colour to spend or '', extra generic, life) alternatives for one symbol."""
    if sym in COLORS or sym == "C":
        return [(sym, 0, 0)]
    a, _, b = sym.partition("/")
    if b == "P":
        return [(a, 0, 0), ("", 0, 2)]
    if b.endswith("/P"):  # hybrid Phyrexian ({G/U/P}): either colour, or 2 life (107.4f)
        return [(a, 0, 0), (b[0], 0, 0), ("", 0, 2)]
    if a == "2":
        return [(b, 0, 0), ("", 2, 0)]
    return [(a, 0, 0), (b, 0, 0)]


_ONE_WAY = frozenset(COLORS) | {"C"}  # symbols paid one way only: no choice to search


def _generic_spend(left: Pool, generic: int) -> Pool:
    """The mana spent on `generic` from what is left: colourless first, then the most plentiful colour."""
    spend = Pool()
    if generic == 0:  # most costs paid in one colour: nothing to share out (and nothing to sort)
        return spend
    need = generic
    for c in sorted(MANA_ORDER, key=lambda c: (c != "C", -left[c])):
        use = min(left[c], need)
        if use:
            spend = spend.add(c, use)
            need -= use
    return spend


def _solve_plain(pool: Pool, cost: ManaCost) -> tuple[Pool, int] | None:
    """`solve` for a cost of coloured, colourless and generic mana only (the common case): each symbol
    takes its own colour, and the rest pays the generic part, as the search would find."""
    left = pool
    for sym in cost.symbols:
        if left[sym] <= 0:
            return None
        left = left.remove(sym)
    if left.total < cost.generic:
        return None
    spent = _generic_spend(left, cost.generic)
    for sym in cost.symbols:
        spent = spent.add(sym)
    return spent, 0


def solve(pool: Pool, cost: ManaCost, life_for_phyrexian: int = 0) -> tuple[Pool, int] | None:
    """How to pay `cost` from `pool`: (mana spent, life paid for Phyrexian symbols), or None.

    Phyrexian symbols are paid with life only as far as `life_for_phyrexian` allows.
    """
    if all(s in _ONE_WAY for s in cost.symbols):
        return _solve_plain(pool, cost)
    symbols = sorted(cost.symbols, key=lambda s: len(_symbol_options(s)))

    def rec(i: int, left: Pool, generic: int, life: int) -> tuple[Pool, int] | None:
        if i == len(symbols):
            if left.total < generic:
                return None
            return _generic_spend(left, generic), life
        options = _symbol_options(symbols[i])
        if life_for_phyrexian and symbols[i].endswith("/P"):
            options = options[::-1]  # the payer said life: Phyrexian symbols take it first, as far as it goes
        for color, more, life_cost in options:
            if color and left[color] <= 0:
                continue
            if life_cost and life + life_cost > life_for_phyrexian:
                continue
            res = rec(i + 1, left.remove(color) if color else left, generic + more, life + life_cost)
            if res is not None:
                spent, lp = res
                return (spent.add(color) if color else spent), lp
        return None

    return rec(0, pool, cost.generic, 0)


def production_options(mana: ManaProduction) -> list[str]:
    """The mana a production may add, as symbol strings ("G", "CC", "UUU")."""
    if mana.fixed:
        return [mana.fixed]
    choice = mana.choice or COLORS
    if mana.one_color or mana.amount <= 1:
        return [c * max(1, mana.amount) for c in choice]
    return [c * mana.amount for c in choice]


def replaced_production(game: Game, player: str, source: Any, ability: ActivatedAbility, produced: str,
                        announce: bool = False) -> str:
    """614.1a, 106.6a: what a mana ability produces once the replacement effects of permanents apply ("If a land
    is tapped for mana, it produces {B} instead of any other type and amount", "... for two or more mana, it
    produces {C} instead", "If you tap a permanent for mana, it produces twice as much of that mana instead",
    "If tapped for mana, Plains produce {R} ... instead of any other type"), one after the other. `announce`:
    the trace says each one (else only the result is computed, for planning a payment)."""
    if not ability.cost.tap or not isinstance(source, Permanent):
        return produced
    for holder in game.state.battlefield:
        for st in holder.statics:
            if st.kind != "mana_replacement" or st.get("who") == "you" and player != holder.controller:
                continue
            if st.get("source") == "land" and "land" not in source.card.types \
                    or len(produced) < int(st.get("min", 0) or 0):
                continue
            new = _replaced(st, source, produced)
            if new != produced and announce:
                game.step("106.6a" if st.get("times") else "614.1a", "replacement", "step.mana_replaced",
                          card=card_name(source.card),
                          source=card_name(holder.card), mana=new)
            produced = new
    return produced


def _replaced(st: Any, source: Permanent, produced: str) -> str:
    if st.get("times"):
        return produced * int(st.get("times"))
    mapping = st.table("map")
    if mapping:
        types = source.card.subtypes
        colors = [c for land, c in mapping.items() if land in types]
        return colors[0] * len(produced) if len(colors) == 1 else produced
    if st.get("produce"):
        return str(st.get("produce")) * (1 if st.get("one") else len(produced))
    return produced


def source_options(game: Game, player: str, source: Any, ability: ActivatedAbility) -> list[tuple[str, str]]:
    """Each choice of what `ability` of `source` adds, with what it makes once replacement effects apply and
    triggered mana abilities add theirs (for planning a payment)."""
    options = production_options(ability.mana) if ability.mana is not None else []
    out = []
    for o in options:
        made = replaced_production(game, player, source, ability, o)
        out.append((o, made + triggered_mana(game, player, source, ability, made)))
    return out


_MANA_TRIGGERS: list[tuple[tuple[Permanent, ...], list[tuple[Permanent, Any]]]] = []  # the last battlefield seen


def _mana_triggers(battlefield: tuple[Permanent, ...]) -> list[tuple[Permanent, Any]]:
    """(permanent, triggered ability) of the triggered mana abilities on this battlefield ("whenever ... is tapped
    for mana, ... adds"): a payment asks it for every source it plans, so the answer for the last battlefield (the
    same tuple) is kept."""
    last = _MANA_TRIGGERS[0] if _MANA_TRIGGERS else None
    if last is not None and last[0] is battlefield:
        return last[1]
    found = [(holder, trig) for holder in battlefield for trig in holder.card.triggered
             if trig.event in ("tapped_for_mana", "tapped_for_mana_other") and not trig.targets and trig.effects
             and all(e.kind == "add_mana" for e in trig.effects)]
    _MANA_TRIGGERS[:] = [(battlefield, found)]
    return found


def triggered_mana(game: Game, player: str, source: Any, ability: ActivatedAbility, made: str) -> str:
    """The mana triggered mana abilities add when `source` is tapped for `made` (605.1b, 106.12a): its own
    "whenever ~ is tapped for mana", its Aura's "whenever enchanted land is tapped for mana, its controller adds
    an additional {G}" (Wild Growth), and "whenever a player taps a land for mana, that player adds one mana of
    any type that land produced" (Mana Flare): what `plugins.triggers` adds once the mana ability resolves, known
    beforehand so that a payment taps no more lands than it needs. A choice it can't plan adds nothing here."""
    if not ability.cost.tap or not isinstance(source, Permanent) or not made:
        return ""
    extra = ""
    for holder, trig in _mana_triggers(game.state.battlefield):
        if trig.event == "tapped_for_mana":
            applies = holder.attached_to == source.oid if trig.attached else holder.oid == source.oid
        elif trig.event == "tapped_for_mana_other":
            scope = trig.scope or "you"
            applies = (scope not in ("you", "opponent") or (player == holder.controller) == (scope == "you")) \
                and (trig.filter is None or game.matches(source, trig.filter, holder.controller, holder.oid))
        else:
            continue
        if not applies:
            continue
        for effect in trig.effects:
            fixed = effect.get("fixed")
            if isinstance(fixed, str):
                extra += fixed
            elif effect.get("event_mana"):  # one mana of a type it produced: the first (the payer's choice)
                extra += made[0]
    return extra


def pick_production(mana: ManaProduction, cost: ManaCost | None, pool: Pool) -> str:
    """The colour choice that best serves the payment in progress (the payer chooses what it needs)."""
    options = production_options(mana)
    if len(options) == 1 or cost is None:
        return options[0]
    for opt in options:
        if solve(pool.plus(opt), cost, 0) is not None:
            return opt
    wanted = Counter(c for s in cost.symbols for c in s.split("/") if c in COLORS)
    missing = [c for c, n in wanted.items() if pool[c] < n]
    for opt in options:
        if opt and opt[0] in missing:
            return opt
    return options[0]


def parse_colors(text: str | None) -> str | None:
    return text.upper() if text else None


# ---------------------------------------------------------------------------- automatic mana sources

_TAP_ONLY: dict[int, tuple[ActivatedAbility, bool]] = {}


def _tap_only(ab: ActivatedAbility) -> bool:
    """A mana ability whose only cost is {T}, and that the engine can check whole (not one with a part
    it can't read, Mox Opal's metalcraft: that one only when named). Kept per ability object (the
    ability is kept with its answer, so its id is not reused): a payment asks it of every permanent."""
    known = _TAP_ONLY.get(id(ab))
    if known is not None and known[0] is ab:
        return known[1]
    c = ab.cost
    answer = ab.mana is not None and c.tap and replace(c, tap=False).is_free() and not ab.unrecognized
    if len(_TAP_ONLY) >= 4096:
        _TAP_ONLY.clear()
    _TAP_ONLY[id(ab)] = (ab, answer)
    return answer


def tap_only_mana_sources(game: Game, player: str,
                          usable: bool = False) -> list[tuple[Permanent, int, ActivatedAbility]]:
    """Untapped permanents of `player` with a mana ability whose only cost is {T}, lands first; `usable`: only
    abilities whose mana may pay for what is being paid for (106.6)."""
    out = []
    paying_for = _paying_for(game) if usable else None
    for perm in game.state.permanents_of(player):
        if perm.tapped or perm.origin == "mentioned":  # never a permanent the message merely mentions
            continue
        for i, ab in enumerate(perm.activated_abilities):
            if not _tap_only(ab) or not game.is_mana_ability(ab):
                continue
            restriction = ab.mana.spend_only if ab.mana is not None else None
            if usable and restriction is not None and not allows(game, restriction, perm.choice("creature_type"),
                                                                 paying_for):
                continue
            if hs.call_activation_refusals(game.pm, game, player, perm, ab, True):
                continue
            out.append((perm, i, ab))
            break
    out.sort(key=lambda t: ("land" not in t[0].card.types,
                            len(production_options(t[2].mana)) if t[2].mana is not None else 0))
    return out


def auto_mana(game: Game, player: str, cost: ManaCost, life_for_phyrexian: int) -> None:
    """Activate {T}-only mana abilities until the pool can pay `cost` (the trace says which): never one whose
    mana couldn't be spent on what is being paid for (106.6)."""
    for perm, i, opt in _auto_plan(game, player, cost, life_for_phyrexian) or ():
        hs.call_activate_mana_ability(game.pm, game, player, perm, i, opt, None)


def _auto_plan(game: Game, player: str, cost: ManaCost, life_for_phyrexian: int,
               restricted: bool = True) -> list[tuple[Permanent, int, str]] | None:
    """The {T}-only mana abilities `auto_mana` activates ([] when the pool pays already), None when they can't
    make enough. `restricted` False: as if restricted mana could pay for anything (to tell a payment 106.6
    forbids from one there isn't enough mana for)."""
    pool = usable_pool(game, player)[0] if restricted else game.player(player).pool
    if solve(pool, cost, life_for_phyrexian) is not None:
        return []
    sources = tap_only_mana_sources(game, player, usable=restricted)
    # Colored symbols first: for each, make sure some mana of a usable colour is there.
    reserved: Counter[str] = Counter()
    to_tap: list[tuple[Permanent, int, str]] = []
    virtual = pool
    life_left = life_for_phyrexian
    for sym in sorted(cost.symbols, key=lambda s: len(_symbol_options(s))):
        if sym.endswith("/P") and life_left >= 2:  # paid with the life the payer said: no land to tap for it
            life_left -= 2
            continue
        colors = [c for c, _, _ in _symbol_options(sym) if c]
        if any(virtual[c] - reserved[c] > 0 for c in colors):
            c = next(c for c in colors if virtual[c] - reserved[c] > 0)
            reserved[c] += 1
            continue
        picked = None
        for j, (perm_j, _i, ab) in enumerate(sources):
            for own, made in source_options(game, player, perm_j, ab):
                if made and made[0] in colors:
                    picked = (j, own, made)
                    break
            if picked:
                break
        if picked is None:
            continue  # Phyrexian with life, or {2/W} with generic: solve() decides below
        j, own, made = picked
        perm, i, ab = sources.pop(j)
        to_tap.append((perm, i, own))
        virtual = virtual.plus(made)
        reserved[made[0]] += 1
    generic_needed = cost.generic + sum(2 for s in cost.symbols if s.startswith("2/"))
    while solve(virtual, cost, life_for_phyrexian) is None and sources:
        if virtual.total - sum(reserved.values()) >= generic_needed and len(to_tap) > 32:
            break
        perm, i, ab = sources.pop(0)
        options = source_options(game, player, perm, ab)
        fitting = [(o, m) for o, m in options if solve(virtual.plus(m), cost, life_for_phyrexian) is not None]
        if fitting:
            own, made = fitting[0]
        else:
            own = pick_production(ab.mana, cost, virtual)  # type: ignore[arg-type]
            made = replaced_production(game, player, perm, ab, own)
            made += triggered_mana(game, player, perm, ab, made)
        to_tap.append((perm, i, own))
        virtual = virtual.plus(made)
    if solve(virtual, cost, life_for_phyrexian) is None:
        return None  # not enough: the payment step says so (601.2h)
    return to_tap


# ---------------------------------------------------------------------------- paying (601.2h)

@dataclass
class PaymentContext:
    """What a payment in progress needs, for mana abilities that pick colours (605.3a)."""

    cost: ManaCost


def pay_mana(game: Game, player: str, cost: ManaCost, payment: Payment, rule: str = "601.2h",
             life_for_phyrexian: int = 0) -> int:
    """Pay the mana part (and Phyrexian life): explicit sources first, then the pool, then {T} sources.

    Returns the life paid for Phyrexian symbols.
    """
    if payment.mana is not None and payment.mana.mana_value + _phyrexian_count(cost) < cost.mana_value:
        raise IllegalAction("ill.partial_payment", rule, rules=(rule, "118.3"), written=str(payment.mana),
                            cost=str(cost))
    auto_mana(game, player, cost, life_for_phyrexian)
    pool = game.player(player).pool
    usable, blocked = usable_pool(game, player)
    solved = solve(usable, cost, life_for_phyrexian)
    if solved is None:
        excluded = _excluded_sources(game, player)
        if (blocked or excluded) and _auto_plan(game, player, cost, life_for_phyrexian, restricted=False) is not None:
            # 106.6: there would be enough mana, but that mana can't pay for this
            item = _paying_for(game)
            source, why = (blocked[0].source, blocked[0].restriction) if blocked else (
                card_name(excluded[0][0].card), excluded[0][2].mana.spend_only)  # type: ignore[union-attr]
            raise IllegalAction("ill.restricted_mana", "106.6", rules=("106.6", rule, "118.3"), cost=str(cost),
                                source=source, sentence=Name(why.text, why.text_fr),  # type: ignore[union-attr]
                                card=card_name(item.card) if item is not None else "")
        raise IllegalAction("ill.cannot_pay_mana", rule, rules=(rule, "118.3"), cost=str(cost),
                            pool=pool.symbols())
    spent, life = solved
    game.colors_spent.update(c for c in "WUBRG" if spent[c])
    game.mana_spent += sum(spent[c] for c in MANA_ORDER)
    new_pool = pool
    for c in MANA_ORDER:
        new_pool = new_pool.remove(c, spent[c])
    _spend_restricted(game, player, spent)
    game.set_pool(player, new_pool)
    if not cost.is_empty():
        game.step(rule, "cost", "step.pay_mana", player=player, mana=spent.symbols() or "0", cost=str(cost))
    if life:
        has = game.player(player).life
        if has < life:  # 119.4: life can be paid only up to the life total
            raise IllegalAction("ill.not_enough_life", "119.4", rules=("119.4", "118.3", rule), life=life, has=has)
        game.change_life(player, -life)
        game.step("107.4f", "cost", "step.pay_life_phyrexian", player=player, life=life)
    return life


# ---------------------------------------------------------------------------- restricted mana (106.6)

def restrict_mana(game: Game, player: str, produced: str, restriction: ManaRestriction | None, source: Any) -> None:
    """The mana just added (`produced`) may be spent only as `restriction` says (106.6; 106.6a: all the mana the
    ability made, what a replacement added included); said in the trace with the card's sentence."""
    if restriction is None:
        return
    chosen = source.choice("creature_type") if restriction.chosen_type and isinstance(source, Permanent) else None
    name = card_name(source.card) if hasattr(source, "card") else source
    units = tuple(RestrictedMana(c, restriction, chosen, name) for c in produced if c in MANA_ORDER)
    if not units:
        return
    p = game.player(player)
    game.set_player(replace(p, restricted_mana=_held(p.pool, p.restricted_mana) + units))
    game.step("106.6", "info", "step.mana_restricted", card=name, mana="".join(u.color for u in units),
              sentence=Name(restriction.text, restriction.text_fr))


def _excluded_sources(game: Game, player: str) -> list[tuple[Permanent, int, ActivatedAbility]]:
    """The {T}-only mana sources whose mana couldn't pay for what is being paid for (106.6)."""
    usable = {perm.oid for perm, _, _ in tap_only_mana_sources(game, player, usable=True)}
    return [s for s in tap_only_mana_sources(game, player) if s[0].oid not in usable]


def _held(pool: Pool, units: tuple[RestrictedMana, ...]) -> tuple[RestrictedMana, ...]:
    """The restricted mana still in `pool` (at most as much of a colour as the pool holds: mana spent or
    emptied otherwise is gone, the newest kept)."""
    left = {c: pool[c] for c in MANA_ORDER}
    kept: list[RestrictedMana] = []
    for unit in reversed(units):
        if left.get(unit.color, 0) > 0:
            left[unit.color] -= 1
            kept.append(unit)
    return tuple(reversed(kept))


def _paying_for(game: Game) -> Any:
    """The spell or activated ability being paid for (the top of the stack while casting or activating, 601.2a,
    602.2a), or None: a cost paid while something resolves (608.2c), a special action."""
    from bot.engine.state import StackItem

    top = game.state.stack[-1] if game.state.stack else None
    if top is None or game.paying <= 0 or not isinstance(top, StackItem) or top.kind not in ("spell", "ability"):
        return None
    resolving = game.resolving
    if resolving is not None and top.oid < resolving.oid:  # cast during a resolution (608.2g): newer than it
        return None
    return top


def allows(game: Game, restriction: ManaRestriction, chosen: str | None, item: Any) -> bool:
    """Whether mana with `restriction` may pay for `item` (a spell or an activated ability on the stack)."""
    if item is None:
        return False
    if item.kind == "spell":
        card = item.card
        if restriction.spells is None or (
                restriction.spells and not any(game.card_matches(card, f) for f in restriction.spells)):
            return False
        return not restriction.chosen_type or (
            chosen is not None and game.card_matches(card, ObjectFilter(subtypes=(chosen,))))
    if restriction.abilities is None:
        return False
    if not restriction.abilities:
        return True
    source = game.state.permanent(item.source_oid) if item.source_oid is not None else None
    return any(game.matches(source, f, item.controller) if source is not None else game.card_matches(item.card, f)
               for f in restriction.abilities)


def usable_pool(game: Game, player: str) -> tuple[Pool, list[RestrictedMana]]:
    """The part of the player's pool that may pay for what is being paid for, and the restricted mana that
    can't (106.6)."""
    p = game.player(player)
    pool = p.pool
    units = _held(pool, p.restricted_mana)
    if not units:
        return pool, []
    item = _paying_for(game)
    blocked = [u for u in units if not allows(game, u.restriction, u.chosen, item)]
    for unit in blocked:
        pool = pool.remove(unit.color)
    return pool, blocked


def _spend_restricted(game: Game, player: str, spent: Pool) -> None:
    """Mana spent is taken from the restricted mana that may pay first (the rest stays free for later)."""
    p = game.player(player)
    units = list(_held(p.pool, p.restricted_mana))
    if not units:
        return
    item = _paying_for(game)
    for c in MANA_ORDER:
        n = spent[c]
        for unit in list(units):
            if n <= 0:
                break
            if unit.color == c and allows(game, unit.restriction, unit.chosen, item):
                units.remove(unit)
                n -= 1
    game.set_player(replace(p, restricted_mana=tuple(units)))


def _phyrexian_count(cost: ManaCost) -> int:
    return sum(1 for s in cost.symbols if s.endswith("/P"))


def activate_named_sources(game: Game, player: str, payment: Payment, cost: ManaCost) -> None:
    """601.2g: the mana abilities the message names ("with Lion's Eye Diamond for UUU")."""
    game.mana_need = PaymentContext(cost)
    try:
        for ref, colors in payment.sources:
            source, index = find_mana_source(game, player, ref)
            hs_ok = hs.call_activate_mana_ability(game.pm, game, player, source, index, parse_colors(colors), payment)
            if not hs_ok:
                raise IllegalAction("ill.not_a_mana_source", "605.1a", card=card_name(ref.card))
        for ref in payment.tap:
            perm = game.bind_permanent(ref, player, prefer=lambda p: not p.tapped)
            tap_index = next((i for i, ab in enumerate(perm.activated_abilities)
                              if ab.mana is not None and ab.cost.tap), None)
            if tap_index is None:
                continue  # a "tap an untapped creature" cost: pay_other_costs uses it
            if not hs.call_activate_mana_ability(game.pm, game, player, perm, tap_index, None, payment):
                raise IllegalAction("ill.not_a_mana_source", "605.1a", card=card_name(ref.card))
    finally:
        game.mana_need = None


def find_mana_source(game: Game, player: str, ref: CardRef) -> tuple[Any, int]:
    """The permanent (or card in hand, for Elvish Spirit Guide) whose mana ability a payment names."""
    perms = [p for p in game.permanents_named(ref.card, player)]
    if perms:
        untapped = [p for p in perms if not p.tapped] or perms
        perm = untapped[0]
        for i, ab in enumerate(perm.activated_abilities):
            if ab.mana is not None and ab.zone == "battlefield":
                return perm, i
        raise IllegalAction("ill.not_a_mana_source", "605.1a", card=card_name(ref.card))
    obj = game.find_in_zone(player, "hand", ref.card)
    if obj is not None:
        for i, ab in enumerate(obj.card.activated):
            if ab.mana is not None and ab.zone == "hand":
                return obj, i
    raise IncompleteAction("err.no_such_permanent", card=card_name(ref.card), player=player,
                           where=game.where_is(ref.card), column=ref.column)


def _bind_in_zone(game: Game, player: str, zone: str, refs: tuple[CardRef, ...]) -> list[CardObject]:
    from bot.engine.game import match_refs

    chosen, missing = match_refs(refs, game.player(player).zone(zone))
    if missing is not None:
        raise IllegalAction("ill.card_not_in_zone", "118.3", rules=("118.3", "601.2h"),
                            card=card_name(missing.card), zone=zone, player=player)
    return chosen


def refuse_unrecognized_cost(cost: Cost | None, card: Any, rule: str) -> None:
    """A cost with parts the encoding could not read can't be paid by the engine: never skip them (118.3)."""
    if cost is not None and cost.unrecognized:
        raise IncompleteAction("err.cost_unrecognized", rule, card=card_name(card) if card is not None else "",
                               part="; ".join(cost.unrecognized))


def split_tap_refs(game: Game, player: str, costs: Iterable[Cost | None], payment: Payment) -> tuple[Payment, Payment]:
    """`tapping ...` names both mana sources (601.2g) and permanents tapped for a "tap N untapped ..." cost:
    (payment for the mana abilities, payment for the other costs). A named card goes to the tap cost while
    that cost still needs permanents of its kind, otherwise to mana abilities."""
    if any(c is not None and c.crew for c in costs):  # every creature named crews (702.122a)
        return replace(payment, tap=()), payment
    needs = [c.tap_untapped for c in costs if c is not None and c.tap_untapped is not None]
    if not needs or not payment.tap:
        return payment, payment
    filters = [n.filter for n in needs]
    left = [n.count for n in needs]
    for_cost: list[CardRef] = []
    for_mana: list[CardRef] = []
    for ref in payment.tap:
        for k, flt in enumerate(filters):
            if left[k] > 0 and game.card_matches(ref.card, replace(flt, controller="any")):
                left[k] -= 1
                for_cost.append(ref)
                break
        else:
            if any(ab.mana is not None for ab in ref.card.activated):
                for_mana.append(ref)
            else:  # no mana ability: meant for the tap cost (which says why it doesn't fit)
                for_cost.append(ref)
    return replace(payment, tap=tuple(for_mana)), replace(payment, tap=tuple(for_cost))


def _choose_permanents(game: Game, player: str, chosen_cost: Any, refs: tuple[CardRef, ...], source: Any, rule: str,
                       what: str, extra: Any = None) -> list[Permanent]:
    """The permanents a cost part names (sacrifice, tap untapped, return to hand): never chosen for the payer."""
    src_oid = getattr(source, "oid", None)
    flt, count = chosen_cost.filter, chosen_cost.count
    legal = [p for p in game.state.permanents_of(player)
             if game.matches(p, flt, player, src_oid) and (extra is None or extra(p))]
    words = _filter_words(flt)
    if len(refs) < count:
        if len(legal) < count:
            raise IllegalAction(f"ill.nothing_to_{what}", "118.3", rules=("118.3", rule), count=count, filter=words)
        raise IncompleteAction(f"err.choose_{what}", rule, count=count, filter=words,
                               candidates=tuple(p.card.name for p in legal))
    chosen: list[Permanent] = []
    for ref in refs[:count]:
        prefer = (lambda p: not p.tapped) if what == "tap" else None
        perm = game.bind_permanent(ref, player, prefer=prefer, exclude=[p.oid for p in chosen])
        if what == "tap" and perm.tapped:  # 118.3: a tapped permanent can't be tapped to pay a cost
            raise IllegalAction("ill.cost_already_tapped", "118.3", rules=("118.3", rule), card=card_name(perm.card))
        if not game.matches(perm, flt, player, src_oid) or (extra is not None and not extra(perm)):
            raise IllegalAction(f"ill.wrong_{what}", "118.3", rules=("118.3", rule), card=card_name(perm.card),
                                filter=words)
        chosen.append(perm)
    return chosen


def pay_other_costs(game: Game, player: str, cost: Cost, payment: Payment, source: Any,
                    rule: str = "601.2h", life_already: int = 0, x: int | None = None) -> None:
    """Pay every non-mana part of `cost` for `source` (a Permanent, a card object or None)."""
    src_name = card_name(source.card) if source is not None else None
    if cost.unrecognized:
        refuse_unrecognized_cost(cost, source.card if source is not None else None, rule)
    if cost.tap:
        perm = game.state.permanent(source.oid) if isinstance(source, Permanent) else None
        if perm is None or perm.tapped:
            raise IllegalAction("ill.already_tapped", rule, rules=(rule, "118.3"), card=src_name)
        game.tap(perm)
        game.step(rule, "cost", "step.cost_tap", player=player, card=src_name)
    if cost.untap:
        perm = game.state.permanent(source.oid) if isinstance(source, Permanent) else None
        if perm is None or not perm.tapped:
            raise IllegalAction("ill.already_untapped", rule, rules=(rule, "118.3"), card=src_name)
        game.update_permanent(perm, tapped=False)
        game.step(rule, "cost", "step.cost_untap", player=player, card=src_name)
    if cost.tap_untapped is not None:
        for perm in _choose_permanents(game, player, cost.tap_untapped, payment.tap, source, rule, "tap",
                                       extra=lambda p: not p.tapped):
            game.tap(perm)
            game.step(rule, "cost", "step.cost_tap_untapped", card=card_name(perm.card), player=player)
    if cost.remove_counters:
        kind, n = cost.remove_counters
        perm = game.state.permanent(source.oid)
        if perm is None or perm.counter(kind) < n:
            raise IllegalAction("ill.not_enough_counters", rule, rules=(rule, "118.3"), card=src_name, counter=kind)
        game.update_permanent(perm, counters=perm.with_counter(kind, -n).counters)
        game.step(rule, "cost", "step.cost_remove_counters", card=src_name, counter=kind, count=n)
    if cost.put_counters:  # "Put a -0/-1 counter on ~": paid on the source itself (118.3: it must be there)
        kind, n = cost.put_counters
        perm = game.state.permanent(source.oid) if source is not None else None
        if perm is None:
            raise IllegalAction("ill.source_gone", rule, rules=(rule, "118.3"), card=src_name)
        game.update_permanent(perm, counters=perm.with_counter(kind, n).counters)
        game.step(rule, "cost", "step.cost_put_counters", card=src_name, counter=kind, count=n)
    if cost.loyalty or cost.loyalty_x:
        pay_loyalty(game, cost, source, rule, x)
    if cost.life:
        p = game.player(player)
        if p.life < cost.life:
            raise IllegalAction("ill.not_enough_life", "119.4", rules=("119.4", "118.3"), life=cost.life, has=p.life)
        game.change_life(player, -cost.life)
        game.step(rule, "cost", "step.cost_life", player=player, life=cost.life)
    if cost.sacrifice:
        for perm in _choose_permanents(game, player, cost.sacrifice, payment.sacrifice, source, rule, "sacrifice"):
            game.leave_battlefield(perm, "graveyard", "sacrifice")
            game.step(rule, "cost", "step.cost_sacrifice", card=card_name(perm.card), player=player)
    if cost.return_to_hand is not None:
        for perm in _choose_permanents(game, player, cost.return_to_hand, payment.returned, source, rule, "return"):
            game.leave_battlefield(perm, "hand", "cost")
            game.step(rule, "cost", "step.cost_return", card=card_name(perm.card), player=perm.owner)
    if cost.crew:
        pay_crew(game, player, cost.crew, payment.tap, source, rule)
    if cost.return_self:
        perm = game.state.permanent(source.oid) if isinstance(source, Permanent) else None
        if perm is None:
            raise IllegalAction("ill.source_gone", rule, rules=(rule, "118.3"), card=src_name)
        game.leave_battlefield(perm, "hand", "cost")
        game.step(rule, "cost", "step.cost_return", card=src_name, player=perm.owner)
    if cost.sacrifice_self:
        perm = game.state.permanent(source.oid) if isinstance(source, Permanent) else None
        if perm is None:
            raise IllegalAction("ill.source_gone", rule, rules=(rule, "118.3"), card=src_name)
        game.leave_battlefield(perm, "graveyard", "sacrifice")
        game.step(rule, "cost", "step.cost_sacrifice", card=src_name, player=player)
    if cost.exile_self:
        if isinstance(source, Permanent):
            game.leave_battlefield(source, "exile", "cost")
        elif isinstance(source, CardObject):
            found = game.state.find_card(source.oid)
            if found is None:
                raise IllegalAction("ill.source_gone", rule, rules=(rule, "118.3"), card=src_name)
            game.move_card(found[0], found[1], source, "exile", "cost")
        game.step(rule, "cost", "step.cost_exile_self", card=src_name)
    if cost.exile_from_hand is not None:
        n = cost.exile_from_hand_count or 1
        if len(payment.exile) < n:
            cands = [o.card.name for o in game.player(player).hand if game.card_matches(o.card, cost.exile_from_hand)]
            if len(cands) < n:
                raise IllegalAction("ill.nothing_to_exile", "118.3", rules=("118.3", rule))
            raise IncompleteAction("err.choose_exile", rule, candidates=tuple(cands))
        for obj in _bind_in_zone(game, player, "hand", payment.exile[:n]):
            if not game.card_matches(obj.card, cost.exile_from_hand):
                raise IllegalAction("ill.wrong_exile", "118.3", rules=("118.3", rule), card=card_name(obj.card))
            game.move_card(player, "hand", obj, "exile", "cost")
            game.step(rule, "cost", "step.cost_exile", card=card_name(obj.card), zone="hand")
    if cost.exile_from_graveyard:
        n = cost.exile_from_graveyard
        flt = cost.exile_graveyard_filter
        in_gy = {o.card.name for o in game.player(player).graveyard}
        refs = (tuple(r for r in payment.exile if r.card.name in in_gy) if cost.exile_from_hand is not None
                else payment.exile)
        if len(refs) < n:
            cands = [o.card.name for o in game.player(player).graveyard
                     if flt is None or game.card_matches(o.card, flt)]
            if len(cands) < n:
                raise IllegalAction("ill.nothing_to_exile", "118.3", rules=("118.3", rule))
            raise IncompleteAction("err.choose_exile", rule, candidates=tuple(cands))
        for obj in _bind_in_zone(game, player, "graveyard", refs[:n]):
            if flt is not None and not game.card_matches(obj.card, flt):
                raise IllegalAction("ill.wrong_exile", "118.3", rules=("118.3", rule), card=card_name(obj.card))
            game.move_card(player, "graveyard", obj, "exile", "cost")
            game.step(rule, "cost", "step.cost_exile", card=card_name(obj.card), zone="graveyard")
    if cost.discard == "hand":
        hand = game.player(player).hand
        game.step(rule, "cost", "step.cost_discard_hand", player=player, count=len(hand))
        for obj in hand:
            discard(game, player, obj, "cost")
    elif cost.discard == "self":
        if not isinstance(source, CardObject) or game.state.find_card(source.oid) is None:
            raise IllegalAction("ill.source_gone", rule, rules=(rule, "118.3"), card=src_name)
        discard(game, player, source, "cost")
    elif cost.discard == "card":
        n = cost.discard_count or 1
        flt = cost.discard_filter
        matching = cost.discard_matching or n  # "an Island card and another card": one of the two
        hand = game.player(player).hand
        if len(payment.discard) < n:
            fitting = [o for o in hand if flt is None or game.card_matches(o.card, flt)]
            if len(fitting) < matching or len(hand) < n:
                raise IllegalAction("ill.nothing_to_discard", "118.3", rules=("118.3", rule), count=n)
            raise IncompleteAction("err.choose_discard", rule, count=n, candidates=tuple(
                o.card.name for o in (fitting if matching == n else hand)))
        chosen = _bind_in_zone(game, player, "hand", payment.discard[:n])
        wrong = [o for o in chosen if flt is not None and not game.card_matches(o.card, flt)]
        if flt is not None and len(chosen) - len(wrong) < matching:
            raise IllegalAction("ill.wrong_discard", "118.3", rules=("118.3", rule), card=card_name(wrong[0].card),
                                filter=_filter_words(flt))
        for obj in chosen:
            discard(game, player, obj, "cost")


def pay_loyalty(game: Game, cost: Cost, source: Any, rule: str, x: int | None) -> None:
    """606.4: put loyalty counters on the permanent, or remove them (606.6: not more than it has)."""
    perm = game.state.permanent(source.oid) if isinstance(source, Permanent) else None
    src_name = card_name(source.card) if source is not None else None
    if perm is None:
        raise IllegalAction("ill.source_gone", rule, rules=(rule, "118.3"), card=src_name)
    delta = -(x or 0) if cost.loyalty_x else cost.loyalty
    has = perm.counter("loyalty")
    if delta < 0 and has < -delta:
        raise IllegalAction("ill.not_enough_loyalty", "606.6", rules=("606.6", "606.4", "118.3"), card=src_name,
                            count=-delta, has=has)
    game.update_permanent(perm, counters=perm.with_counter("loyalty", delta).counters)
    if delta >= 0:
        game.step("606.4", "cost", "step.cost_loyalty_add", card=src_name, count=delta, total=has + delta)
    else:
        game.step("606.4", "cost", "step.cost_loyalty_remove", card=src_name, count=-delta, total=has + delta)


def discard(game: Game, player: str, obj: CardObject, cause: str) -> None:
    """Discard a card (701.9): replacement effects such as madness may send it elsewhere."""
    for keyword in ("madness",):  # a discard-sensitive keyword whose plugin is off: say so, don't be silently wrong
        if obj.card.cost_named(keyword) is not None and not game.pm.has_plugin(keyword):
            raise IncompleteAction("err.plugin_needed", "702.35a", plugin=keyword, card=card_name(obj.card))
    moved = game.move_card(player, "hand", obj, "graveyard", "discard")
    zone = "graveyard"
    if isinstance(moved, Permanent):  # "... put it onto the battlefield instead" (614.1a, Obstinate Baloth)
        zone = "battlefield"
    elif moved is not None:
        found = game.state.find_card(moved.oid)
        zone = found[1] if found else "graveyard"
    game.step("701.9a", "cost" if cause == "cost" else "step", "step.discard", player=player, card=card_name(obj.card),
              zone=zone)
    # "whenever a player discards a card" (603.2); "that card" is the card it became (400.7)
    hs.call_event(game.pm, game, "discarded", obj, player=player, card=moved if isinstance(moved, CardObject) else None)


def _filter_words(flt: Any) -> str:
    """A short English description of a filter for messages ("untapped creature", "Island")."""
    parts = [w for w in (flt.tapped, flt.combat.replace("_", " ")) if w] + list(flt.supertypes)
    parts += list(flt.subtypes) + [t for t in flt.types]
    return " ".join(parts) or "permanent"


# ---------------------------------------------------------------------------- convoke, delve, improvise

HELPERS = (("convoke", "702.51a"), ("improvise", "702.126a"), ("delve", "702.66a"))


def route_helper_refs(game: Game, player: str, card: Any, payment: Payment) -> Payment:
    """`tapping <card>` for a spell with convoke or improvise, when that card has no mana ability, can
    only mean convoke (a creature) or improvise (an artifact); `exiling <card>` for a spell with delve
    and no other exile cost means delve. Cards named with "for convoke"/"for delve" are already routed."""
    if card is None:
        return payment
    keywords = card.keywords
    taps = list(payment.tap)
    convoke, improvise = list(payment.convoke), list(payment.improvise)
    if "convoke" in keywords or "improvise" in keywords:
        for ref in list(taps):
            if any(ab.mana is not None for ab in ref.card.activated):
                continue
            if "convoke" in keywords and "creature" in ref.card.types:
                convoke.append(ref)
                taps.remove(ref)
            elif "improvise" in keywords and "artifact" in ref.card.types:
                improvise.append(ref)
                taps.remove(ref)
    delve = list(payment.delve)
    exiles = list(payment.exile)
    needs_exile = any(c.exile_from_graveyard or c.exile_from_hand for c in card.additional_costs)
    if "delve" in keywords and exiles and not needs_exile:
        delve.extend(exiles)
        exiles = []
    return replace(payment, tap=tuple(taps), convoke=tuple(convoke), improvise=tuple(improvise),
                   delve=tuple(delve), exile=tuple(exiles))


def pay_with_helpers(game: Game, player: str, card: Any, cost: ManaCost, payment: Payment,
                     rule: str = "601.2h") -> ManaCost:
    """Convoke (702.51a: each creature tapped pays {1} or one mana of its colour), improvise (702.126a:
    each artifact tapped pays {1}) and delve (702.66a: each card exiled from the graveyard pays {1}),
    applied after the total cost is locked (702.51b); returns the mana still to pay."""
    name = card_name(card) if card is not None else None
    for helper, helper_rule in HELPERS:
        refs: tuple[CardRef, ...] = getattr(payment, helper)
        if not refs:
            continue
        if card is None or helper not in card.keywords:
            raise IllegalAction("ill.no_such_helper", helper_rule, rules=(helper_rule, rule), card=name, helper=helper)
        if helper == "delve":
            for obj in _bind_in_zone(game, player, "graveyard", refs):
                if cost.generic <= 0:
                    raise IllegalAction("ill.helper_too_many", helper_rule, rules=(helper_rule, rule, "118.3"),
                                        card=card_name(obj.card), helper=helper)
                cost = ManaCost(cost.generic - 1, cost.symbols, 0)
                game.remove_from_zone(player, "graveyard", obj.oid)
                game.put_card(obj.card, obj.owner, "exile")
                game.step(helper_rule, "cost", "step.helper_paid", card=card_name(obj.card), helper=helper, mana="{1}")
            continue
        kind = "creature" if helper == "convoke" else "artifact"
        used: list[int] = []
        for ref in refs:
            perm = game.bind_permanent(ref, player, prefer=lambda p: not p.tapped, exclude=tuple(used))
            pname = card_name(perm.card)
            if kind not in perm.card.types:
                raise IllegalAction("ill.helper_wrong_kind", helper_rule, rules=(helper_rule, rule, "118.3"),
                                    card=pname, helper=helper)
            if perm.tapped:
                raise IllegalAction("ill.helper_tapped", helper_rule, rules=(helper_rule, rule, "118.3"),
                                    card=pname, helper=helper)
            paid = ""
            if helper == "convoke":
                for i, sym in enumerate(cost.symbols):
                    if any(c in perm.colors for c in sym.split("/") if c in COLORS):
                        paid = sym
                        cost = ManaCost(cost.generic, cost.symbols[:i] + cost.symbols[i + 1:], 0)
                        break
            if not paid:
                if cost.generic <= 0:
                    raise IllegalAction("ill.helper_too_many", helper_rule, rules=(helper_rule, rule, "118.3"),
                                        card=pname, helper=helper)
                cost = ManaCost(cost.generic - 1, cost.symbols, 0)
                paid = "1"
            used.append(perm.oid)
            game.tap(perm)
            game.step(helper_rule, "cost", "step.helper_paid", card=pname, helper=helper, mana=f"{{{paid}}}")
    return cost


def pay_crew(game: Game, player: str, needed: int, refs: tuple[CardRef, ...], source: Any, rule: str) -> None:
    """702.122a: tap any number of untapped creatures you control (not the Vehicle itself; summoning
    sickness doesn't matter) with total power `needed` or more; the payer names them (`tapping ...`)."""
    src_oid = getattr(source, "oid", None)
    name = card_name(source.card) if source is not None else None
    if not refs:
        candidates = tuple(p.card.name for p in game.state.permanents_of(player)
                           if p.is_creature and not p.tapped and p.oid != src_oid)
        raise IncompleteAction("err.choose_crew", "702.122a", card=name, count=needed, candidates=candidates)
    chosen: list[Permanent] = []
    for ref in refs:
        perm = game.bind_permanent(ref, player, prefer=lambda p: not p.tapped and p.oid != src_oid,
                                   exclude=tuple(p.oid for p in chosen))
        if not perm.is_creature or perm.tapped or perm.oid == src_oid:
            raise IllegalAction("ill.crew_creature", "702.122a", rules=("702.122a", "118.3", rule),
                                card=card_name(perm.card))
        chosen.append(perm)
    power = sum(max(0, p.power or 0) for p in chosen)
    if power < needed:
        raise IllegalAction("ill.crew_power", "702.122a", rules=("702.122a", "118.3", rule), card=name,
                            count=needed, power=power)
    for perm in chosen:
        game.tap(perm)
        game.step("702.122a", "cost", "step.crew_tapped", card=card_name(perm.card), power=perm.power or 0)
