"""Built-in plugin `keyword_faces`: keyword abilities that choose which face of a card is cast, or change what
the spell cast says.

Fuse (702.102a, 702.102c-d): both halves of a split card cast together from the hand, one spell with both
halves' costs, targets and instructions (left half first). Aftermath (702.127a): that half is cast only from a
graveyard, and the card is exiled when it leaves the stack after such a cast. Disturb (702.146a): the card is
cast transformed (its back face) from its owner's graveyard for its disturb cost. Overload (702.96a-b): cast for
its overload cost, every "target" of its text becomes "each", so the spell has no targets.
"""

from __future__ import annotations

from typing import Any

from bot.engine.game import Game
from bot.engine.hookspecs import CastOption, hookimpl
from bot.engine.state import CardObject, StackItem, replace
from bot.engine.trace import Name, card_name
from foundation.cards import CardDef, Effect, ManaCost, TargetSpec
from foundation.errors import IllegalAction, IncompleteAction
from plugins.declare import enforces

# the target words overload can turn into "each" (702.96b): permanents matching the target word's filter
EACH_KINDS = ("object", "permanent")


arbitre_enforced_abilities = enforces("fuse", "aftermath", "disturb", "overload")


@hookimpl
def arbitre_cast_options(game: Game, player: str, card: CardObject, zone: str) -> list[CastOption] | None:
    options: list[CastOption] = []
    if zone == "graveyard":
        if any("aftermath" in face.keywords for face in card.card.faces):
            options.append(CastOption("graveyard", None, None, rule="702.127a"))
        cost = card.card.cost_named("disturb")
        if cost is not None and len(card.card.faces) > 1:
            options.append(CastOption("graveyard", "disturb", cost, rule="702.146a"))
    elif zone == "hand":
        cost = card.card.cost_named("overload")
        if cost is not None:
            options.append(CastOption("hand", "overload", cost, rule="702.96a"))
    return options


def aftermath_zone(face: CardDef) -> str | None:
    """702.127a: the zone an aftermath half is cast from (None: the face has no aftermath)."""
    return "graveyard" if "aftermath" in face.keywords else None


def face_cast(game: Game, obj: CardObject, named: CardDef, zone: str, alt: str | None, fused: bool) -> CardDef:
    """The spell a cast puts on the stack: the face named (709.3a), both halves fused (702.102c), or the back face
    for disturb (702.146a); a refusal when that face can't be cast from `zone` (702.127a, 702.102a)."""
    whole = obj.card
    if fused:
        return fuse(game, whole)  # from a hand only: `casting` looks for it there (702.102a)
    if alt == "disturb":
        back = whole.face(whole.faces[-1].name) if len(whole.faces) > 1 else None
        if back is None:
            raise IllegalAction("ill.card_lacks_cost", "702.146a", rules=("702.146a", "601.2b"),
                                card=card_name(whole), cost="disturb")
        game.step("702.146a", "info", "step.cast_transformed", card=card_name(whole), face=card_name(back))
        return back
    face = whole.face(named.name) or whole
    if face is not whole and zone != "graveyard" and "aftermath" in face.keywords:
        raise IllegalAction("ill.aftermath_zone", "702.127a", rules=("702.127a", "601.3"), card=card_name(face),
                            zone=zone)
    if face.name != whole.name:
        game.step("709.3a", "info", "step.cast_half", card=card_name(face), whole=whole_name(whole))
    return face


def whole_name(card: CardDef) -> Name:
    """The name of a card with several faces, as printed on it: "Cut // Ribbons"."""
    faces = card.faces or (card,)
    return Name(" // ".join(f.name for f in faces), " // ".join(f.name_fr or f.name for f in faces),
                " ".join(sorted(card.types)))


def fuse(game: Game, whole: CardDef) -> CardDef:
    """702.102c-d: the fused split spell: both halves' mana costs, targets and instructions, left half first."""
    halves = [replace(f, faces=()) for f in whole.faces]
    name = whole_name(whole)
    if len(halves) < 2 or not all("fuse" in h.keywords for h in halves):
        raise IllegalAction("ill.card_lacks_cost", "702.102a", rules=("702.102a", "601.2b"), card=card_name(whole),
                            cost="fuse")
    effects: list[Effect] = []
    targets: list[TargetSpec] = []
    cost = ManaCost()
    for half in halves:
        effects.extend(e.with_target_offset(len(targets)) for e in half.effects)
        targets.extend(half.targets)
        cost = cost.plus(half.mana_cost or ManaCost())
    fused = replace(halves[0], name=name.en, name_fr=name.fr, mana_cost=cost,
                    colors="".join(c for c in "WUBRG" if any(c in h.colors for h in halves)),
                    types=frozenset().union(*(h.types for h in halves)), effects=tuple(effects),
                    targets=tuple(targets), faces=whole.faces, layout=whole.layout,
                    unrecognized=tuple(u for h in halves for u in h.unrecognized))
    game.step("702.102c", "info", "step.fused", card=card_name(fused))
    return fused


def overloaded(game: Game, card: CardDef, item: StackItem) -> StackItem:
    """702.96b: "target" becomes "each": each effect on a target word acts on every permanent its filter
    matches, and the spell has no targets (no 601.2c, no 608.2b)."""
    effects = []
    for effect in item.effects:
        index = effect.get("target")
        if index is None:
            effects.append(effect)
            continue
        spec = item.target_specs[int(index)]
        if spec.kind not in EACH_KINDS:
            raise IncompleteAction("err.overload_unsupported", "702.96b", card=card_name(card))
        args = tuple((k, v) for k, v in effect.args if k != "target") + (("each", spec.filter),)
        effects.append(Effect(effect.kind, tuple(sorted(args, key=lambda kv: kv[0])), effect.text, effect.text_fr))
    game.step("702.96b", "info", "step.overloaded", card=card_name(card))
    return replace(item, effects=tuple(effects), target_specs=())


@hookimpl
def arbitre_replace_move(game: Game, card: Any, owner: str, from_zone: str, to_zone: str, cause: str) -> str | None:
    """702.127a: an aftermath half cast from a graveyard is exiled instead of going anywhere else."""
    if isinstance(card, StackItem) and from_zone == "stack" and card.kind == "spell" and to_zone != "exile" \
            and card.from_zone == "graveyard" and "aftermath" in card.card.keywords:
        game.step("702.127a", "replacement", "step.aftermath_exile", card=card_name(card.card), zone=to_zone)
        return "exile"
    return None
