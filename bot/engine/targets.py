"""Choosing targets (601.2c, 115) and checking them again on resolution (608.2b).

Shared by every plugin that puts a spell or ability on the stack.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from bot.engine.abilities import (
    Source,
    hexproof_from,
    player_targeting_refusal,
    protection_from,
    quality_text,
    targeting_refusal,
    untargetable_sentence,
)
from bot.engine.actions import TargetRef
from bot.engine.state import Permanent, StackItem, Target, replace
from bot.engine.trace import card_name
from foundation.cards import TargetSpec
from foundation.errors import IllegalAction, IncompleteAction

if TYPE_CHECKING:  # pragma: no cover
    from bot.engine.game import Game

TARGET_RULES = ("601.2c", "115.1")


PLAYER_KINDS = ("any", "player", "creature_or_player", "player_or_planeswalker", "opponent_or_planeswalker")
PERMANENT_KINDS = ("any", "permanent", "object", "creature_or_player", "player_or_planeswalker",
                   "opponent_or_planeswalker", "spell_or_permanent")
STACK_KINDS = ("spell", "activated_ability", "triggered_ability", "ability", "spell_or_ability", "spell_or_permanent")
CARD_KINDS = ("card_in_graveyard",)  # a card in a graveyard (115.1, 400.7): Target("card", oid=...)



COLOR_WORDS = {"W": "white", "U": "blue", "B": "black", "R": "red", "G": "green"}


def wanted(spec: TargetSpec) -> str:
    """The kind of target a spec asks for, as a message names it: its one card type when the card
    names one ("target artifact": "artifact"), else the spec's kind; with the qualities its filter asks
    for, so that "not a legal target; required: creature" is never said of a creature: "nonblack
    creature", "attacking creature", "creature with:flying", "creature power:<=2", "creature
    control:opponent", "another creature", "creature subtype:goblin", "creature counter:+1/+1" (words
    `bot.render.words.target_kind_noun` puts into sentences)."""
    if spec.kind != "object":
        return spec.kind
    f = spec.filter
    if not f.types and f.subtypes:  # "target Wall": its subtype alone
        types = ""
    elif not f.types:  # "target blue permanent": a permanent with the qualities below, or the spec's kind
        types = "permanent"
    elif len(f.types) == 1 and not f.types[0].startswith("non"):
        types = f.types[0]
    else:  # "artifact or enchantment", "nonland permanent"
        positive = [t for t in f.types if not t.startswith("non")]
        negative = [t for t in f.types if t.startswith("non")]
        types = " ".join(negative + [" or ".join(positive or ["permanent"])])
    before = ["another"] if f.other else []
    before += [w for w in (f.token, f.tapped, f.combat) if w]
    before += ["non" + COLOR_WORDS[c] for c in f.exclude_colors if c in COLOR_WORDS]
    before += [COLOR_WORDS[c] for c in f.colors if c in COLOR_WORDS][:1]
    before += [s for s in f.supertypes if s in ("legendary", "nonlegendary", "snow", "nonbasic", "basic")]
    before += [f.color_count] if f.color_count in ("multicolored", "monocolored") else []
    after = [f"subtype:{s.replace(' ', '_')}" for s in f.subtypes]  # "target Goblin", "non-Wall"
    after += [f"nonsubtype:{s.replace(' ', '_')}" for s in f.exclude_subtypes]
    after += [f"with:{k.replace(' ', '_')}" for k in f.keywords]
    after += [f"without:{k.replace(' ', '_')}" for k in f.without_keywords]
    for stat, cmp in (("power", f.power), ("toughness", f.toughness), ("mana_value", f.mana_value)):
        if len(cmp) == 2 and cmp[0] in ("<=", ">=", "=") and str(cmp[1]).isdigit():
            after.append(f"{stat}:{cmp[0]}{cmp[1]}")
    if f.controller in ("you", "opponent"):
        after.append(f"control:{f.controller}")
    if f.with_counter:  # "with a +1/+1 counter on it"
        after.append(f"counter:{f.with_counter.replace(' ', '_')}")
    if not f.types and not f.subtypes and not before and not after:
        return spec.kind
    return " ".join(before + [types] + after if types else before + after)

def _card_ok(game: Game, spec: TargetSpec, oid: int, controller: str, x: int | None) -> bool:
    """A card still in a graveyard that matches the target word's filter ("target creature card from your
    graveyard": `controller` "you" is the card's owner there)."""
    found = game.state.find_card(oid)
    if spec.kind not in CARD_KINDS or found is None or found[1] != "graveyard":
        return False
    owner, _, obj = found
    if any(st.kind == "graveyard_untargetable" for p in game.state.battlefield for st in p.statics):
        return False  # "Cards in graveyards can't be the targets of spells or abilities" (Ground Seal, 115.1)
    return game.card_matches(obj.card, spec.filter, x, controller, owner)


def _permanent_ok(game: Game, spec: TargetSpec, perm: Permanent, controller: str, source_oid: int | None,
                  x: int | None = None, source: Source | None = None, abilities: bool = True) -> bool:
    kind = spec.kind
    types = perm.card.types
    if kind in ("any", "creature_or_player"):
        if not (types & ({"creature", "planeswalker", "battle"} if kind == "any" else {"creature"})):
            return False
    elif kind in ("player_or_planeswalker", "opponent_or_planeswalker"):
        if "planeswalker" not in types:
            return False
    elif kind not in ("permanent", "object", "spell_or_permanent"):
        return False
    flt = spec.filter
    if kind == "opponent_or_planeswalker" and flt.controller == "opponent":
        flt = replace(flt, controller="any")  # "target opponent or planeswalker": any planeswalker
    if not game.matches(perm, flt, controller, source_oid, x):
        return False
    return not abilities or targeting_refusal(game, perm, controller, source) is None


def _player_ok(game: Game, spec: TargetSpec, name: str, controller: str, source: Source | None = None,
               abilities: bool = True) -> bool:
    if spec.kind not in PLAYER_KINDS or not game.state.has_player(name) or game.state.player(name).lost:
        return False
    who = "opponent" if spec.kind == "opponent_or_planeswalker" else spec.filter.controller
    if spec.kind in ("player", "opponent_or_planeswalker"):  # "target opponent", "target opponent or planeswalker"
        if who == "opponent" and name == controller:
            return False
        if who == "you" and name != controller:
            return False
    return not abilities or player_refusal(game, name, controller, source) is None


def player_refusal(game: Game, name: str, controller: str, source: Source | None) -> tuple[str, str] | None:
    """(rule, ability) when a player can't be targeted because of a static ability ("you have hexproof")."""
    return player_targeting_refusal(game, name, controller, source)


def _stack_ok(game: Game, spec: TargetSpec, item: Any, controller: str, x: int | None) -> bool:
    kind = spec.kind
    if item.kind == "spell":
        if kind not in ("spell", "spell_or_ability", "spell_or_permanent"):
            return False
        mv = None
        if item.card.mana_cost is not None and item.card.mana_cost.x and item.x:  # 202.3e: X counts on the stack
            mv = item.card.mana_cost.mana_value + item.card.mana_cost.x * item.x
        return game.card_matches(item.card, spec.filter, x, controller, item.controller, mv)
    if kind == "activated_ability":
        return bool(item.kind == "ability")
    if kind == "triggered_ability":
        return bool(item.kind == "trigger")
    if kind in ("ability", "spell_or_ability"):
        return item.kind in ("ability", "trigger")
    return False


def source_of(game: Game, source_oid: int | None, self_oid: int | None) -> Source | None:
    """The source of the spell or ability choosing targets: the permanent whose ability it is, else
    the spell itself on the stack (for protection and "hexproof from", 702.16b, 702.11d)."""
    if source_oid is not None:
        perm = game.state.permanent(source_oid)
        if perm is not None:
            return Source.of_permanent(perm)
    if self_oid is not None:
        item = game.state.stack_item(self_oid)
        if item is not None:
            return Source.of_item(game, item)
    return None


def target_is_legal(game: Game, spec: TargetSpec, target: Target, controller: str,
                    source_oid: int | None = None, self_oid: int | None = None, x: int | None = None) -> bool:
    """Whether `target` is (still) a legal choice for `spec` (115, 608.2b)."""
    if target.kind == "player":
        return _player_ok(game, spec, target.player, controller, source_of(game, source_oid, self_oid))
    if target.kind == "permanent":
        perm = game.state.permanent(target.oid)
        return perm is not None and _permanent_ok(game, spec, perm, controller, source_oid, x,
                                                  source_of(game, source_oid, self_oid))
    if target.kind == "stack":
        item = game.state.stack_item(target.oid)
        if item is None or item.oid == self_oid:
            return False
        return _stack_ok(game, spec, item, controller, x)
    if target.kind == "card":
        return _card_ok(game, spec, target.oid, controller, x)
    return False


def candidates(game: Game, spec: TargetSpec, controller: str, source_oid: int | None = None,
               self_oid: int | None = None, x: int | None = None) -> list[Target]:
    """Every legal target for `spec` now."""
    out: list[Target] = []
    if spec.kind in PLAYER_KINDS:
        who = source_of(game, source_oid, self_oid)
        out += [Target("player", player=p.name) for p in game.state.players
                if _player_ok(game, spec, p.name, controller, who)]
    if spec.kind in PERMANENT_KINDS:
        source = source_of(game, source_oid, self_oid)
        out += [Target("permanent", oid=p.oid, name=card_name(p.card)) for p in game.state.battlefield
                if _permanent_ok(game, spec, p, controller, source_oid, x, source)]
    if spec.kind in STACK_KINDS:
        out += [Target("stack", oid=i.oid, name=card_name(i.card)) for i in game.state.stack
                if target_is_legal(game, spec, Target("stack", oid=i.oid), controller, source_oid, self_oid, x)]
    if spec.kind in CARD_KINDS:
        out += [Target("card", oid=o.oid, name=card_name(o.card)) for p in game.state.players for o in p.graveyard
                if _card_ok(game, spec, o.oid, controller, x)]
    return out


def _bind(game: Game, spec: TargetSpec, ref: TargetRef, controller: str, taken: set[tuple[str, object]],
          self_oid: int | None = None) -> Target:
    """The object or player a written target means. Prefers one not already chosen for this word. Never
    the spell being cast itself (115.5): "I Counterspell his Counterspell" means another one."""
    if ref.player is not None:
        return Target("player", player=ref.player)
    assert ref.card is not None
    card = ref.card.card
    owner = ref.card.owner
    options: list[Target] = []
    if spec.kind in CARD_KINDS:  # a card in a graveyard (its owner's when the name says whose)
        options += [Target("card", oid=o.oid, name=card_name(o.card)) for p in game.state.players
                    for o in p.graveyard if o.card.name == card.name and (owner is None or p.name == owner)]
    stack_first = spec.kind in STACK_KINDS and spec.kind != "spell_or_permanent"
    if stack_first:
        options += [Target("stack", oid=i.oid, name=card_name(i.card)) for i in reversed(game.state.stack)
                    if i.card.name == card.name and (owner is None or i.controller == owner) and i.oid != self_oid]
    named = [p for p in game.state.battlefield if p.card.name == card.name and (owner is None or p.controller == owner)]
    if ref.card.tapped is not None and any(p.tapped == ref.card.tapped for p in named):
        named = [p for p in named if p.tapped == ref.card.tapped]  # "the untapped one"
    if 0 < ref.card.copy <= len(named):
        named = [named[ref.card.copy - 1]]  # "the first Knight", "the other one": that copy (in the order they came)
    options += [Target("permanent", oid=p.oid, name=card_name(p.card)) for p in named]
    if not stack_first:
        options += [Target("stack", oid=i.oid, name=card_name(i.card)) for i in reversed(game.state.stack)
                    if i.card.name == card.name and (owner is None or i.controller == owner) and i.oid != self_oid]
    if not options:
        itself = [i for i in game.state.stack if i.card.name == card.name and i.kind == "spell"] == \
            [i for i in game.state.stack if i.oid == self_oid]
        where = "" if itself and game.where_is(card) == "stack" else game.where_is(card)
        if where:  # the card is in the game, just not where a target can be: illegal, not a typo
            raise IllegalAction("ill.target_not_on_battlefield", "601.2c", rules=TARGET_RULES,
                                card=card_name(card), where=where)
        raise IncompleteAction("err.no_such_target", card=card_name(card), column=ref.column,
                               candidates=tuple(str(t.name) if t.name else t.player for t in candidates(game, spec,
                                                                                                        controller)))
    controllers = {game.controller_of(t.oid) if t.kind != "card" else _owner_of(game, t.oid) for t in options}
    if len(controllers) > 1:
        raise IncompleteAction("err.ambiguous_target", card=card_name(card), column=ref.column,
                               candidates=tuple(sorted(c for c in controllers if c)))
    for t in options:
        if ("o", t.oid) not in taken:
            return t
    return options[0]


def announce_division(game: Game, item: StackItem, division: tuple[int, ...]) -> StackItem:
    """601.2d: the division of a spell's damage among its targets, as announced ("dividing 2 and 1"):
    one amount per target of the divided effect, each at least 1, adding up to the total. Checked here
    and kept on the stack object (`division`); without one, the effect divides it when it resolves."""
    effect = next((e for e in item.effects if e.kind == "damage" and e.get("divided")), None)
    if not division:
        return item
    if effect is None:
        raise IllegalAction("ill.no_division", "601.2d", rules=("601.2d",), card=card_name(item.card))
    index = effect.get("target", 0)
    chosen = item.targets[index] if isinstance(index, int) and index < len(item.targets) else ()
    amount = effect.get("amount")
    total = (item.x or 0) if amount == "X" else int(amount) if isinstance(amount, int) else 0
    if len(division) != len(chosen) or any(n < 1 for n in division) or sum(division) != total:
        raise IllegalAction("ill.bad_division", "601.2d", rules=("601.2d", "115.1"), card=card_name(item.card),
                            total=total, count=len(chosen), given=tuple(str(n) for n in division))
    game.step("601.2d", "step", "step.division_announced", card=card_name(item.card),
              shares=tuple(str(n) for n in division),
              targets=tuple(game.target_label(t) for t in chosen))
    return replace(item, data=item.data + (("division", division),))


def _owner_of(game: Game, oid: int) -> str | None:
    found = game.state.find_card(oid)
    return found[0] if found is not None else None


ABILITY_KINDS = frozenset({"activated_ability", "triggered_ability", "ability", "spell_or_ability"})


def choose_targets(game: Game, specs: Sequence[TargetSpec], refs: Sequence[TargetRef], controller: str,
                   source_oid: int | None = None, self_oid: int | None = None,
                   rule: str = "601.2c", x: int | None = None) -> tuple[tuple[Target, ...], ...]:
    """601.2c: match the written targets to the target words, check number, legality and 115.3.

    Each target word takes the written targets in order, as many as it allows (its count, X,
    or any number) while leaving enough for the words after it; fewer than its minimum
    ("one or two": one; "up to": none) is a missing target.
    """
    remaining = list(refs)
    chosen: list[tuple[Target, ...]] = []
    earlier: set[tuple[str, object]] = set()  # a spell's "another target": not one chosen for its other target words
    for i, spec in enumerate(specs):
        most = spec.most(x)
        fewest = spec.fewest(x)
        later = sum(s.fewest(x) for s in specs[i + 1:])
        room = max(len(remaining) - later, 0)
        want = room if most is None else min(most, room)
        take = remaining[:want]
        remaining = remaining[len(take):]
        if len(take) < fewest:
            legal_now = candidates(game, spec, controller, source_oid, self_oid, x)
            if len(legal_now) < fewest:
                raise IllegalAction("ill.no_legal_target", rule, rules=(rule, "115.1", "601.2e"),
                                    kind=wanted(spec))
            raise IncompleteAction("err.missing_target", rule, kind=wanted(spec),
                                   candidates=tuple(_label(game, t) for t in legal_now))
        group: list[Target] = []
        taken: set[tuple[str, object]] = set()
        for ref in take:
            target = _bind(game, spec, ref, controller, taken, self_oid)
            key = ("p", target.player) if target.kind == "player" else ("o", target.oid)
            if key in taken:
                raise IllegalAction("ill.same_target_twice", "115.3", rules=("115.3", "601.2c"),
                                    target=_label(game, target))
            perm = game.state.permanent(target.oid) if target.kind == "permanent" else None
            if perm is not None and spec.kind in ABILITY_KINDS and \
                    any(ab.mana is not None for ab in perm.card.activated):
                # "Stifle the Elves' ability" after tapping them for mana: a mana ability never uses the stack
                raise IllegalAction("ill.mana_ability_not_targetable", "605.3b", rules=("605.3b", "601.2c", "115.1"),
                                    card=_label(game, target))
            if not target_is_legal(game, spec, target, controller, source_oid, self_oid, x) or \
                    (spec.filter.other and source_oid is None and key in earlier):
                _refuse_by_ability(game, spec, target, controller, source_oid, self_oid, x, rule)
                raise IllegalAction("ill.illegal_target", rule, rules=(rule, "115.1", "601.2e"),
                                    target=_label(game, target), kind=wanted(spec))
            taken.add(key)
            group.append(target)
        earlier |= taken
        chosen.append(tuple(group))
        if group:
            game.step(rule, "step", "step.targets", targets=tuple(_label(game, t) for t in group))
    if remaining:
        limits = [s.most(x) for s in specs]
        raise IllegalAction("ill.too_many_targets", rule, rules=(rule, "115.1"),
                            count=sum(n for n in limits if n is not None), given=len(refs))
    return tuple(chosen)


def _refuse_by_ability(game: Game, spec: TargetSpec, target: Target, controller: str, source_oid: int | None,
                      self_oid: int | None, x: int | None, rule: str) -> None:
    """An illegal target only because of its shroud, hexproof or protection: say which ability forbids it."""
    if target.kind == "player" and _player_ok(game, spec, target.player, controller, abilities=False):
        found = player_refusal(game, target.player, controller, source_of(game, source_oid, self_oid))
        if found is not None:
            raise IllegalAction("ill.player_target_keyword", found[0], rules=(found[0], rule, "115.1"),
                                player=target.player, ability=found[1])
    perm = game.state.permanent(target.oid) if target.kind == "permanent" else None
    if perm is None or not _permanent_ok(game, spec, perm, controller, source_oid, x, abilities=False):
        return
    source = source_of(game, source_oid, self_oid)
    refusal = targeting_refusal(game, perm, controller, source)
    if refusal is not None:
        ability_rule, ability = refusal
        quality = None if source is None else protection_from(game, perm, source) if ability == "protection" \
            else hexproof_from(game, perm, source) if ability == "hexproof from" else None
        if quality is not None:  # say what it is protected from: "protection from black"
            raise IllegalAction("ill.target_protected", ability_rule, rules=(ability_rule, rule, "115.1"),
                                target=_label(game, target), ability=ability, quality=quality_text(quality))
        if ability == "cant_be_target":  # "~ can't be the target of white spells ..." (its own static ability)
            raise IllegalAction("ill.cant_be_target", ability_rule, rules=(ability_rule, rule),
                                target=_label(game, target), sentence=untargetable_sentence(game, perm))
        raise IllegalAction("ill.target_keyword", ability_rule, rules=(ability_rule, rule, "115.1"),
                            target=_label(game, target), ability=ability)


def _label(game: Game, target: Target) -> object:
    return game.target_label(target)
