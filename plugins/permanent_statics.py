"""Built-in plugin `permanent_statics`: combat restrictions and requirements that static abilities give
permanents through the static grammar (`cardpool.oracle.statics_combat`), checked by `plugins.combat` as the
attackers and blockers are declared:

- which creatures may block an attacker: "can't be blocked except by black creatures", "can't be blocked by
  Vampires or Zombies" (509.1b, an object filter on the blocker);
- which attackers a creature may block: "Cowards can't block Warriors" (509.1b), "can block creatures with shadow
  as though they didn't have shadow" (702.28b doesn't apply), landwalk ignored (702.14c doesn't apply);
- whom a creature may attack: "Creatures can't attack you" (508.1c; "you" is the controller of the ability's
  source, kept as a mark `cant_attack_you:<player>` by `plugins.continuous`);
- goad (701.38b): a goaded creature attacks each combat if able (508.1d, the mark `attacks_each_combat`) and
  attacks a player other than the one who goaded it if able (the mark `goaded:<player>`);
- "assigns combat damage equal to its toughness rather than its power" (510.1a, `combat_damage_amount`);
- "You may have ~ enter the battlefield as a copy of any creature on the battlefield" (Clone: 707.2, 614.1c):
  it enters with the copiable values of the permanent its controller chooses (the line `P chooses <card>`
  right after, or the biggest one, an assumed choice), with the exceptions the sentence states (707.9b).
"""

from __future__ import annotations

from dataclasses import replace as dataclass_replace
from typing import Any

from bot.engine.conditions import condition_holds
from bot.engine.game import Game
from bot.engine.hookspecs import hookimpl
from bot.engine.state import Permanent
from bot.engine.trace import card_name
from foundation.cards import CardDef, ObjectFilter, StaticAbility
from foundation.errors import IllegalAction
from plugins.declare import enforces

# restrictions a static ability gives whose "you" is its source's controller: `plugins.continuous` keeps them
# on the affected permanent as marks "<kind>:<player>"
PLAYER_RELATIVE = ("cant_attack_you", "cant_block_yours")


def blocker_matches(game: Game, attacker: Permanent, blocker: Permanent, st: Any) -> bool:
    """Whether `blocker` is a creature the restriction `st` names by object filter ("black creatures",
    "creatures with flying or reach"); the filter's "you" is the attacker's controller."""
    for key in ("filter", "or_filter"):
        flt = st.get(key)
        if isinstance(flt, ObjectFilter) and game.matches(blocker, flt, attacker.controller):
            return True
    return False


def block_refusal(game: Game, attacker: Permanent, blocker: Permanent) -> None:
    """509.1b: the blocker's own restriction on what it may block ("Cowards can't block Warriors", "Creatures
    with flying can't block creatures you control": the source's controller, a mark `cant_block_yours:<player>`)."""
    if any(st.kind == "cant_block_filter" and blocker_matches(game, blocker, attacker, st) for st in blocker.statics) \
            or f"cant_block_yours:{attacker.controller}" in blocker.static_marks:
        raise IllegalAction("ill.cant_block_kind", "509.1b", rules=("509.1b",), card=card_name(attacker.card),
                            blocker=card_name(blocker.card))


def landwalk_ignored(attacker: Permanent, keyword: str) -> bool:
    """"Creatures with islandwalk can be blocked as though they didn't have islandwalk" (702.14c doesn't apply)."""
    return any(st.kind == "landwalk_ignored" and st.get("keyword") == keyword for st in attacker.statics)


def attack_refusal(game: Game, perm: Permanent, defender: str, attackers: int) -> None:
    """508.1c: "can't attack you" (whose source the defending player controls), "can only attack alone" (one of
    `attackers`); 701.38b: a goaded creature attacks a player other than the goading one when it can."""
    name = card_name(perm.card)
    if attackers > 1 and any(st.kind == "attacks_only_alone" for st in perm.statics):
        raise IllegalAction("ill.attacks_only_alone", "508.1c", rules=("508.1c",), card=name)
    if f"cant_attack_you:{defender}" in perm.static_marks:
        source = next((p for p in game.state.permanents_of(defender) for st in p.statics
                       if st.kind in ("anthem", "attached_bonus", "self_bonus") and _grants(st, "cant_attack_you")),
                      None)
        raise IllegalAction("ill.cant_attack_player", "508.1c", rules=("508.1c",), card=name, player=defender,
                            source=card_name(source.card) if source is not None else name)
    goaders = {m.split(":", 1)[1] for m in perm.static_marks if m.startswith("goaded:")}
    if defender in goaders:
        others = [p.name for p in game.state.players
                  if p.name not in goaders and p.name != perm.controller and not p.lost]
        if others:
            raise IllegalAction("ill.goaded_attacks_other", "701.38b", rules=("701.38b", "508.1d"), card=name,
                                player=defender)


def _grants(st: Any, kind: str) -> bool:
    grant = st.get("grant")
    return any(g.kind == kind for g in getattr(grant, "static", ()))


def combat_damage_amount(game: Game, perm: Permanent) -> int:
    """510.1a: a creature assigns combat damage equal to its power, or to its toughness when a static ability
    says so ("Each creature assigns combat damage equal to its toughness rather than its power", Doran)."""
    if any(st.kind == "assigns_damage_by_toughness" for st in perm.statics) and perm.power != perm.toughness:
        game.step("510.1a", "info", "step.assigns_by_toughness", card=card_name(perm.card),
                  amount=max(0, perm.toughness or 0))
        return perm.toughness or 0
    return perm.power or 0


COPY_RULE = "707.2"


def _copy_candidates(game: Game, perm: Permanent, st: StaticAbility) -> list[tuple[str, Any]]:
    """(name, object) of what `perm` may enter as a copy of: permanents on the battlefield, or cards in
    graveyards (Body Double: "any creature card in a graveyard")."""
    flt = st.get("filter")
    player = perm.controller
    if st.get("zone") == "graveyard":
        return [(o.card.name, o) for p in game.state.players for o in p.graveyard
                if not isinstance(flt, ObjectFilter) or game.card_matches(o.card, flt, controller=player)]
    return [(p.card.name, p) for p in game.state.battlefield if p.oid != perm.oid
            and (not isinstance(flt, ObjectFilter) or game.matches(p, flt, player, perm.oid))]


def enters_as_copy(game: Game, entering: Permanent) -> None:
    """707.2, 614.1c: a permanent that may enter as a copy of another takes that permanent's copiable values (its
    card, with what other copy effects made of it: 707.3) and the sentence's exceptions (707.9a-b: abilities,
    types, power and toughness, its own name, counters it enters with); it stays a token or a card as it was, and
    leaves the battlefield as its own card (`Permanent.copied_from`). "If you attacked this turn, you may have ~
    enter as a copy ..." only when the condition holds as it enters (611.3a)."""
    perm = game.state.permanent(entering.oid)
    st = next((s for s in entering.card.static if s.kind == "enters_as_copy"), None)
    if perm is None or st is None or perm.copied_from is not None:
        return
    condition = st.table("condition")
    if condition and not condition_holds(game, perm, condition):
        game.step("614.1c", "info", "step.copy_condition_false", card=card_name(perm.card))
        return
    player = perm.controller
    candidates = _copy_candidates(game, perm, st)
    names = dict(candidates)
    line = game.take_action(lambda a: a.kind == "choose" and a.actor in (None, player) and bool(a.cards)
                            and a.cards[0].card.name in names)
    if line is not None:
        original = names[line.cards[0].card.name]
    elif candidates:  # the choice is its controller's: the biggest one is assumed
        original = max((o for _, o in candidates), key=_size)
    else:
        game.step(COPY_RULE, "info", "step.clone_nothing_to_copy", card=card_name(perm.card))
        return
    params = {"card": card_name(perm.card), "player": player, "what": "choice_copy",
              "value": card_name(original.card)}
    if line is not None:
        game.step(COPY_RULE, "step", "step.chosen_as_enters", **params)
    else:
        game.step(COPY_RULE, "info", "step.assumed_as_enters", **params)
    copy = copy_with_exceptions(original.card, perm.card, st)
    perm = game.update_permanent(perm, card=copy, copied_from=perm.card, tapped=perm.tapped or bool(st.get("tapped")))
    game.step(COPY_RULE, "step", "step.enters_as_copy", card=params["card"], copied=card_name(original.card))
    _copy_counters(game, perm, st)


def _size(obj: Any) -> tuple[int, int]:
    """A permanent's power plus toughness (a card's printed ones), the oldest first among equals."""
    source = obj if isinstance(obj, Permanent) else obj.card
    return (source.power or 0) + (source.toughness or 0), -obj.oid


def _copy_counters(game: Game, perm: Permanent, st: StaticAbility) -> None:
    """614.1c: "except it enters with X additional +1/+1 counters on it" (X: the spell's, 107.3m)."""
    for kind, n in st.table("except").get("counters") or ():
        count = (perm.cast_x or 0) if n == "X" else int(n)
        if count > 0:
            perm = game.update_permanent(perm, counters=perm.with_counter(str(kind), count).counters)
            game.step("614.1c", "replacement", "step.enters_with_counters", card=card_name(perm.card), count=count,
                      counter=str(kind))


def copy_with_exceptions(original: CardDef, own: CardDef, st: StaticAbility) -> CardDef:
    """The copiable values of `original` (707.2) with the exceptions of `st` (707.9a-b): types, supertypes and
    keywords added, the legendary supertype removed, base power and toughness, its own name kept, and the
    abilities of `grant` become part of the copy; a token stays a token."""
    changes = st.table("except")
    grant = st.get("grant")
    extra = grant if isinstance(grant, CardDef) else None
    base = changes.get("base_pt")
    copy = dataclass_replace(
        original, token=own.token,
        types=original.types | frozenset(changes.get("add_types") or ()),
        subtypes=original.subtypes | frozenset(changes.get("add_subtypes") or ()),
        supertypes=(original.supertypes | frozenset(changes.get("add_supertypes") or ()))
        - frozenset(changes.get("remove_supertypes") or ()),
        keywords=original.keywords | frozenset(changes.get("keywords") or ())
        | (extra.keywords if extra else frozenset()),
        power=int(base[0]) if base else original.power, toughness=int(base[1]) if base else original.toughness)
    if changes.get("own_name"):
        copy = dataclass_replace(copy, name=own.name, name_fr=own.name_fr, gender_fr=own.gender_fr)
    if extra is not None:
        copy = dataclass_replace(copy, activated=copy.activated + extra.activated,
                                 triggered=copy.triggered + extra.triggered, static=copy.static + extra.static)
    return copy


def others_enter_as_copy(game: Game, entering: Permanent) -> None:
    """614.1c, 707.2: "Creatures you control enter the battlefield as a copy of ~" (Essence of the Wild), "...
    as a copy of enchanted creature" (Infinite Reflection): each such permanent enters with the copiable values
    of that permanent."""
    perm = game.state.permanent(entering.oid)
    if perm is None or perm.copied_from is not None:
        return
    for source in game.state.battlefield:
        for st in source.statics if source.oid != perm.oid else ():
            flt = st.get("filter")
            if st.kind != "others_enter_as_copy" or not isinstance(flt, ObjectFilter) \
                    or not game.matches(perm, flt, source.controller, source.oid):
                continue
            model = source if st.get("of") == "self" else \
                game.state.permanent(source.attached_to) if source.attached_to is not None else None
            if model is None or model.oid == perm.oid:
                continue
            game.update_permanent(perm, card=dataclass_replace(model.card, token=perm.card.token),
                                  copied_from=perm.card)
            game.step("614.1c", "replacement", "step.enters_as_copy_of", card=card_name(perm.card),
                      copied=card_name(model.card), source=card_name(source.card))
            return


@hookimpl
def arbitre_event(game: Game, event: str, obj: Any, data: dict[str, Any]) -> None:
    if event == "enters_battlefield" and isinstance(obj, Permanent):
        enters_as_copy(game, obj)
        others_enter_as_copy(game, obj)


# "Cowards can't block Warriors" (509.1b), "Creatures can't attack you" (508.1c) and entering as a copy (707.2);
# "can't be the target of ..." and "cards in graveyards can't be the targets ..." (115.1, checked by
# `bot.engine.targets`); "may assign its combat damage as though it weren't blocked" (510.1c, by
# `plugins.combat_assign` and `plugins.combat`); the blockers' filters of "can't be blocked [except] by ..." are read
# by `plugins.combat` through `blocker_matches`.
arbitre_enforced_abilities = enforces("cant_block_filter", "cant_attack_you", "enters_as_copy", "others_enter_as_copy",
                                      "assigns_damage_by_toughness", "cant_block_yours", "landwalk_ignored",
                                      "blocks_shadow", "attacks_only_alone", "cant_be_target", "graveyard_untargetable",
                                      "assign_as_unblocked")
