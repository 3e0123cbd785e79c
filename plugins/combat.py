"""Built-in plugin `combat`: declaring attackers (508) and blockers (509), combat damage (510),
first and double strike (510.4, 702.7, 702.4), trample (702.19), end of combat (511).

`attack with` moves the game to the declare attackers step (everyone passing with an empty
stack) and declares; `block ... with ...` does the same for blockers. A blocked creature
stays blocked even if its blockers leave (509.1h) and then deals no combat damage unless it
has trample (510.1c, 702.19d).
"""

from __future__ import annotations

from typing import Any

from bot.engine import hookspecs as hs
from bot.engine.abilities import (
    Source,
    attached_statics,
    deal_damage,
    lethal_damage,
    note_unenforced,
    protection_from,
    quality_text,
)
from bot.engine.actions import Action
from bot.engine.game import Game
from bot.engine.hookspecs import hookimpl
from bot.engine.state import STEPS, Permanent
from bot.engine.trace import card_name
from foundation.abilities import landwalk_filter
from foundation.cards import compare
from foundation.errors import IllegalAction, IncompleteAction
from plugins.combat_assign import written_assignment
from plugins.declare import enforces
from plugins.permanent_statics import (
    attack_refusal,
    block_refusal,
    blocker_matches,
    combat_damage_amount,
    landwalk_ignored,
)


def _defender(game: Game) -> str:
    return game.state.next_player(game.state.active)


def declare_attackers(game: Game, action: Action) -> None:
    st = game.state
    player = action.actor or st.active
    if player != st.active:
        raise IllegalAction("ill.attack_not_your_turn", "508.1", rules=("508.1", "508.1a"), player=player)
    later = "declare_attackers" in st.step_queue  # an additional combat phase is still to come (500.8)
    if STEPS.index(st.step) > STEPS.index("declare_attackers") and not later or (
            st.step == "declare_attackers" and any(p.attacking for p in st.battlefield)):
        raise IllegalAction("ill.attackers_already_declared", "508.1", rules=("508.1", "506.1"), step=st.step)
    game.advance_to("declare_attackers")
    chosen: list[Permanent] = []
    for ref in action.cards:
        perm = game.bind_permanent(ref, player, prefer=lambda p: not p.tapped and not p.attacking,
                                   exclude=[p.oid for p in chosen])
        name = card_name(perm.card)
        if not perm.is_creature:
            raise IllegalAction("ill.attacker_not_creature", "508.1a", rules=("508.1a",), card=name)
        if perm.tapped:
            raise IllegalAction("ill.attacker_tapped", "508.1a", rules=("508.1a",), card=name)
        if perm.sick and not perm.has_haste and not has_static(perm, "attack_as_though_haste"):
            raise IllegalAction("ill.attacker_sick", "302.6", rules=("302.6", "508.1a", "702.10b"), card=name)
        if "defender" in perm.keywords and not has_static(perm, "can_attack_with_defender"):
            raise IllegalAction("ill.attacker_defender", "702.3b", rules=("702.3b", "508.1c"), card=name)
        if has_static(perm, "cant_attack", "cant_attack_or_block") or attached_statics(
                game, perm, *ENCHANTED_CANT_ATTACK):
            raise IllegalAction("ill.attacker_cant_attack", "508.1c", rules=("508.1c", "101.2"), card=name)
        chosen.append(perm)
    defender = _defender(game)
    attack_restrictions(game, player, defender, chosen)
    if "band" in action.words and game.pm.has_plugin("keyword_banding"):  # 702.22c: an attacking band
        from plugins.keyword_banding import declare_band

        declare_band(game, chosen)
    hs.call_attack_declared(game.pm, game, player, defender, tuple(chosen))  # other permanents' say (508.1c, h)
    for perm in chosen:
        vigilance = "vigilance" in perm.keywords
        game.update_permanent(perm, attacking=True, tapped=perm.tapped or not vigilance)
        game.step("508.1a", "step", "step.attacks", card=card_name(perm.card), player=defender)
        note_unenforced(game, perm, "508.1")
        game.step("702.20b" if vigilance else "508.1f", "step",
                  "step.attacker_vigilance" if vigilance else "step.attacker_taps", card=card_name(perm.card))
    for perm in chosen:  # 508.3a: abilities that trigger on attacking
        current = game.state.permanent(perm.oid)
        if current is not None:
            hs.call_event(game.pm, game, "attacks", current, defender=defender, alone=len(chosen) == 1,
                          attackers=tuple(p.oid for p in chosen))
    game.acted(player)
    game.give_priority(st.active)


def declare_blockers(game: Game, action: Action) -> None:
    st = game.state
    player = action.actor or _defender(game)
    if player == st.active:
        raise IllegalAction("ill.block_own_turn", "509.1", rules=("509.1", "509.1a"), player=player)
    if not any(p.attacking for p in st.battlefield):
        raise IllegalAction("ill.nothing_attacks", "509.1", rules=("509.1", "506.3"))
    if STEPS.index(st.step) > STEPS.index("declare_blockers"):
        raise IllegalAction("ill.blockers_already_declared", "509.1", rules=("509.1",), step=st.step)
    if st.step == "declare_blockers" and any(p.blocking for p in st.battlefield):
        # One block line per blocker: consecutive lines are one declaration (509.1); once anything
        # else happened in the step (a spell, an ability, a pass), the declaration is over (509.2).
        prev = game.actions[game.cursor - 1] if game.cursor > 0 else None
        if prev is None or prev.kind != "block":
            raise IllegalAction("ill.blockers_already_declared", "509.1", rules=("509.1", "509.2"), step=st.step)
    game.advance_to("declare_blockers")
    assert action.blocker is not None
    blocker = game.bind_permanent(action.blocker, player, prefer=lambda p: not p.tapped and not p.blocking)
    bname = card_name(blocker.card)
    if not blocker.is_creature:
        raise IllegalAction("ill.blocker_not_creature", "509.1a", rules=("509.1a",), card=bname)
    if blocker.tapped:
        raise IllegalAction("ill.blocker_tapped", "509.1a", rules=("509.1a",), card=bname)
    if len(blocker.blocking) + len(action.cards) > blocks_allowed(blocker):
        raise IllegalAction("ill.blocker_already_blocks", "509.1a", rules=("509.1a", "509.1b"), card=bname)
    if "unleash" in blocker.keywords and blocker.counter("+1/+1"):  # 702.98a
        raise IllegalAction("ill.unleashed_cant_block", "702.98a", rules=("702.98a", "509.1b"), card=bname)
    if has_static(blocker, "cant_block", "cant_attack_or_block", "cant_block_cant_be_blocked") or attached_statics(
            game, blocker, *ENCHANTED_CANT_BLOCK):
        raise IllegalAction("ill.blocker_cant_block", "509.1b", rules=("509.1b", "101.2"), card=bname)
    for ref in action.cards:
        attacker = game.bind_permanent(ref, st.active, prefer=lambda p: p.attacking)
        if not attacker.attacking:
            raise IllegalAction("ill.not_attacking", "509.1a", rules=("509.1a",), card=card_name(attacker.card))
        evasion_refusal(game, attacker, blocker, player)
        if "flying" in blocker.keywords or "reach" in blocker.keywords:
            if "flying" in attacker.keywords:
                game.step("702.9b" if "flying" in blocker.keywords else "702.17b", "info", "step.can_block_flyer",
                          card=card_name(attacker.card), blocker=bname,
                          ability="flying" if "flying" in blocker.keywords else "reach")
        blocker = game.update_permanent(blocker, blocking=blocker.blocking + (attacker.oid,))
        already = attacker.blocked
        attacker = game.update_permanent(attacker, blocked=True)
        game.step("509.1a", "step", "step.blocks", blocker=bname, card=card_name(attacker.card), player=player)
        note_unenforced(game, blocker, "509.1")
        note_unenforced(game, attacker, "509.1")
        if not already:  # a second blocker doesn't make it "become" blocked again (509.1h, 509.3c)
            game.step("509.1h", "info", "step.becomes_blocked", card=card_name(attacker.card))
        if game.pm.has_plugin("keyword_banding"):  # 702.22h: blocking one of a band blocks them all
            from plugins.keyword_banding import band_blocked

            blocker = band_blocked(game, blocker, attacker)
    nxt = game.peek_action()
    if nxt is None or nxt.kind != "block":  # the last line of the declaration: restrictions on the whole (509.1b)
        declaration_refusal(game)
        hs.call_block_declared(game.pm, game, player, tuple(p for p in game.state.battlefield if p.blocking))
        blocks_declared(game)
    game.acted(player)
    game.give_priority(st.active)


# Auras' statics on the creature they enchant
# (the plain "enchanted creature can't attack / block" are `attached_restriction` marks, `plugins.continuous`)
ENCHANTED_CANT_ATTACK = ("enchanted_cant_attack_block_or_activate",)
ENCHANTED_CANT_BLOCK = ("enchanted_cant_block_or_activate", "enchanted_cant_attack_block_or_activate")


def has_static(perm: Permanent, *kinds: str) -> bool:
    """A static ability of these kinds, or an effect that says the same until end of turn (its mark:
    "target creature can't block this turn")."""
    return any(st.kind in kinds for st in perm.statics) \
        or any(k in perm.marks or k in perm.static_marks for k in kinds)


def statics(perm: Permanent, kind: str) -> list[Any]:
    return [st for st in perm.statics if st.kind == kind]


def _comparison(text: str) -> tuple[str, int]:
    """"<=2" -> ("<=", 2): the power comparisons of combat statics."""
    op = text[:2] if text[:2] in ("<=", ">=") else text[:1]
    return op, int(text[len(op):])


def blocks_allowed(blocker: Permanent) -> int:
    """How many attackers a creature may block (509.1a: one; "can block an additional creature")."""
    if has_static(blocker, "block_any_number"):
        return 1000
    return 1 + len(statics(blocker, "extra_block")) + ("extra_block" in blocker.marks)


def can_attack(game: Game, perm: Permanent) -> bool:
    """Whether a creature is able to attack (for "attacks each combat if able", 508.1d)."""
    return perm.is_creature and not perm.tapped \
        and (not perm.sick or perm.has_haste or has_static(perm, "attack_as_though_haste")) \
        and ("defender" not in perm.keywords or has_static(perm, "can_attack_with_defender")) \
        and not has_static(perm, "cant_attack", "cant_attack_or_block")


def attack_restrictions(game: Game, player: str, defender: str, chosen: list[Permanent]) -> None:
    """508.1c restrictions and 508.1d requirements on the whole declaration of attackers."""
    oids = {p.oid for p in chosen}
    for perm in chosen:
        name = card_name(perm.card)
        attack_refusal(game, perm, defender, len(chosen))  # "can't attack you" (508.1c), goad (701.38b)
        if len(chosen) == 1 and has_static(perm, "cant_attack_alone", "cant_attack_or_block_alone"):
            raise IllegalAction("ill.cant_attack_alone", "508.1c", rules=("508.1c",), card=name)
        for st in statics(perm, "attacks_only_if_defender_controls"):
            sub = str(st.get("subtype", ""))
            if not any(sub in p.card.subtypes for p in game.state.permanents_of(defender)):
                raise IllegalAction("ill.attack_unless_defender_controls", "508.1c", rules=("508.1c",), card=name,
                                    subtype=sub)
    for perm in game.state.permanents_of(player):
        if perm.oid not in oids and has_static(perm, "attacks_each_combat") and can_attack(game, perm):
            raise IllegalAction("ill.must_attack", "508.1d", rules=("508.1d",), card=card_name(perm.card))


def evasion_refusal(game: Game, attacker: Permanent, blocker: Permanent, defender: str) -> None:
    """509.1b: restrictions on which creature may block this attacker: flying (702.9b) and reach (702.17b),
    fear (702.36b), intimidate (702.13b), shadow (702.28b), horsemanship (702.31b), landwalk (702.14c),
    skulk (702.118b), protection (702.16f), "can't be blocked"."""
    a_name, b_name = card_name(attacker.card), card_name(blocker.card)
    akw, bkw = attacker.keywords, blocker.keywords

    def refuse(rule: str, ability: str) -> None:
        raise IllegalAction("ill.cant_block_evasion", rule, rules=(rule, "509.1b"), card=a_name, blocker=b_name,
                            ability=ability)

    if "flying" in akw and not ({"flying", "reach"} & bkw):
        raise IllegalAction("ill.cant_block_flying", "702.9b", rules=("702.9b", "509.1b", "702.17b"),
                            card=a_name, blocker=b_name)
    if "horsemanship" in akw and "horsemanship" not in bkw:
        refuse("702.31b", "horsemanship")
    if "shadow" in akw and "shadow" not in bkw and not has_static(blocker, "blocks_shadow"):
        refuse("702.28b", "shadow")
    if "shadow" in bkw and "shadow" not in akw:  # the blocker's own shadow: it blocks only creatures with shadow
        raise IllegalAction("ill.shadow_blocker", "702.28b", rules=("702.28b", "509.1b"), card=a_name, blocker=b_name)
    if "fear" in akw and not ("artifact" in blocker.card.types or "B" in blocker.colors):
        refuse("702.36b", "fear")
    if "intimidate" in akw and not ("artifact" in blocker.card.types or set(blocker.colors) & set(attacker.colors)):
        refuse("702.13b", "intimidate")
    if "skulk" in akw and (blocker.power or 0) > (attacker.power or 0):
        refuse("702.118b", "skulk")
    for kw in sorted(akw):
        what = landwalk_filter(kw) if kw.endswith("walk") else None
        if what is not None and _controls_land(game, defender, what) and not landwalk_ignored(attacker, kw):
            refuse("702.14c", kw)
    if f"cant_block:{attacker.oid}" in blocker.marks:  # "target creature can't block ~ this turn"
        raise IllegalAction("ill.cant_block_source", "509.1b", rules=("509.1b", "611.2a"), card=a_name,
                            blocker=b_name)
    quality = protection_from(game, attacker, Source.of_permanent(blocker))
    if quality is not None:  # said with what it is protected from: "protection from red"
        raise IllegalAction("ill.cant_block_protected", "702.16f", rules=("702.16f", "509.1b"), card=a_name,
                            blocker=b_name, quality=quality_text(quality))
    if has_static(attacker, "cant_be_blocked", "cant_block_cant_be_blocked"):
        refuse("509.1b", "unblockable")
    if has_static(blocker, "blocks_only_flying") and "flying" not in akw:
        raise IllegalAction("ill.blocks_only_flying", "509.1b", rules=("509.1b",), card=a_name, blocker=b_name)
    for st in statics(blocker, "cant_block_power"):
        if compare(attacker.power, _comparison(str(st.get("power"))), None):
            raise IllegalAction("ill.blocker_power_restriction", "509.1b", rules=("509.1b",), card=a_name,
                                blocker=b_name)
    if has_static(attacker, "cant_be_blocked_by_lesser_power") and (blocker.power or 0) < (attacker.power or 0):
        refuse("509.1b", "lesser_power")
    for st in statics(attacker, "cant_be_blocked_by_power"):
        if compare(blocker.power, _comparison(str(st.get("power"))), None):
            refuse("509.1b", "power_restriction")
    for st in statics(attacker, "cant_be_blocked_by_colors"):
        if set(str(st.get("colors", ""))) & set(blocker.colors):
            refuse("509.1b", "color_restriction")
    for st in statics(attacker, "cant_be_blocked_by"):
        if _blocker_is(blocker, str(st.get("what", ""))) or blocker_matches(game, attacker, blocker, st):
            refuse("509.1b", "kind_restriction")
    for st in statics(attacker, "can_be_blocked_only_by"):
        only = str(st.get("what", ""))
        if not only.endswith("or more creatures") and not _blocker_is(blocker, only) \
                and not blocker_matches(game, attacker, blocker, st):
            refuse("509.1b", "kind_restriction")
    block_refusal(game, attacker, blocker)  # the blocker's own "can't block Warriors"


def _blocker_is(blocker: Permanent, what: str) -> bool:
    """"artifact creatures", "walls", "humans", "creatures with flying" (the blockers a static names)."""
    if what == "artifact creatures":
        return "artifact" in blocker.card.types
    if what == "creatures with flying":
        return "flying" in blocker.keywords
    return bool(what) and what.rstrip("s") in blocker.card.subtypes


def _controls_land(game: Game, player: str, what: tuple[str, str]) -> bool:
    kind, value = what
    for perm in game.state.permanents_of(player):
        if "land" not in perm.card.types:
            continue
        if kind == "subtype" and value in perm.card.subtypes:
            return True
        if kind == "snow" and value in perm.card.subtypes and "snow" in perm.card.supertypes:
            return True
        if kind == "supertype" and (value[3:] not in perm.card.supertypes if value.startswith("non")
                                    else value in perm.card.supertypes):
            return True
    return False


def blocks_declared(game: Game) -> None:
    """509.3: abilities that trigger on blocking and on becoming blocked, once the declaration is complete."""
    for blocker in [p for p in game.state.battlefield if p.blocking]:
        hs.call_event(game.pm, game, "blocks", blocker, attackers=blocker.blocking)
    for attacker in [p for p in game.state.battlefield if p.attacking and p.blocked]:
        blockers = tuple(p.oid for p in game.state.battlefield if attacker.oid in p.blocking)
        hs.call_event(game.pm, game, "becomes_blocked", attacker, blockers=blockers)
    for attacker in [p for p in game.state.battlefield if p.attacking and not p.blocked]:
        hs.call_event(game.pm, game, "not_blocked", attacker)  # "whenever ~ attacks and isn't blocked" (509.3)


def _able_to_block(game: Game, attacker: Permanent, blocker: Permanent, defender: str) -> bool:
    if blocker.tapped or not blocker.is_creature or has_static(blocker, "cant_block", "cant_attack_or_block") \
            or attached_statics(game, blocker, *ENCHANTED_CANT_BLOCK):
        return False
    try:
        evasion_refusal(game, attacker, blocker, defender)
    except IllegalAction:
        return False
    return True


def _provoke_requirements(game: Game, defender: str, attackers: list[Permanent]) -> None:
    """702.39a: a creature provoked by an attacker blocks it if able (509.1c)."""
    for attacker in attackers:
        for perm in game.state.permanents_of(defender):
            if f"must_block:{attacker.oid}" in perm.marks and attacker.oid not in perm.blocking \
                    and _able_to_block(game, attacker, perm, defender):
                raise IllegalAction("ill.provoked_must_block", "702.39a", rules=("702.39a", "509.1c"),
                                    card=card_name(attacker.card), blocker=card_name(perm.card))


def _blocking_requirements(game: Game, defender: str, attackers: list[Permanent], blocking: list[Permanent]) -> None:
    """509.1c: "all creatures able to block ~ do so" (every able creature blocking nothing else must block it)
    and "~ must be blocked if able"."""
    _provoke_requirements(game, defender, attackers)
    for attacker in attackers:
        name = card_name(attacker.card)
        if has_static(attacker, "lure"):
            for perm in game.state.permanents_of(defender):
                if not perm.blocking and _able_to_block(game, attacker, perm, defender):
                    raise IllegalAction("ill.lure_must_block", "509.1c", rules=("509.1c",), card=name,
                                        blocker=card_name(perm.card))
        if has_static(attacker, "must_be_blocked") and not any(attacker.oid in p.blocking for p in blocking):
            able = [p for p in game.state.permanents_of(defender) if not p.blocking
                    and _able_to_block(game, attacker, p, defender)]
            if able:
                raise IllegalAction("ill.must_be_blocked", "509.1c", rules=("509.1c",), card=name,
                                    blocker=card_name(able[0].card))


def declaration_refusal(game: Game) -> None:
    """Restrictions on the whole block declaration (509.1b): a creature with menace blocked by exactly
    one creature (702.111b), "can't be blocked by more than one creature", "except by two or more",
    "can't block alone"; requirements (509.1c): "blocks each combat if able"."""
    blocking = [p for p in game.state.battlefield if p.blocking]
    for attacker in game.state.battlefield:
        if not attacker.attacking:
            continue
        blockers = [p for p in blocking if attacker.oid in p.blocking]
        name = card_name(attacker.card)
        if "menace" in attacker.keywords and len(blockers) == 1:
            raise IllegalAction("ill.menace_one_blocker", "702.111b", rules=("702.111b", "509.1b"),
                                card=name, blocker=card_name(blockers[0].card))
        if has_static(attacker, "max_one_blocker") and len(blockers) > 1:
            raise IllegalAction("ill.max_one_blocker", "509.1b", rules=("509.1b",), card=name)
        for st in statics(attacker, "can_be_blocked_only_by"):
            what = str(st.get("what", ""))
            least = 3 if what.startswith("three") else 2 if what.startswith("two") else 0
            if blockers and len(blockers) < least:
                raise IllegalAction("ill.min_blockers", "509.1b", rules=("509.1b",), card=name, count=least)
    if len(blocking) == 1 and has_static(blocking[0], "cant_block_alone", "cant_attack_or_block_alone"):
        raise IllegalAction("ill.cant_block_alone", "509.1b", rules=("509.1b",), card=card_name(blocking[0].card))
    defender = _defender(game)
    attackers = [p for p in game.state.battlefield if p.attacking]
    _blocking_requirements(game, defender, attackers, blocking)
    for perm in game.state.permanents_of(defender):
        if perm.blocking or perm.tapped or not perm.is_creature or not has_static(perm, "blocks_each_combat"):
            continue
        for attacker in attackers:
            try:
                evasion_refusal(game, attacker, perm, defender)
            except IllegalAction:
                continue
            raise IllegalAction("ill.must_block", "509.1c", rules=("509.1c",), card=card_name(perm.card))


def _strikes_now(perm: Permanent, first: bool, split: bool) -> bool:
    kw = perm.keywords
    fs = "first strike" in kw
    ds = "double strike" in kw
    if not split:
        return True
    return (fs or ds) if first else (not fs or ds)


def _has_first_or_double_strike(perm: Permanent) -> bool:
    return bool({"first strike", "double strike"} & perm.keywords)


def banding_assigner(game: Game, others: list[Permanent], attacking: bool) -> str | None:
    """Who divides a creature's combat damage when banding changes it (702.22j-k); None: as usual (510.1c-d)."""
    if not game.pm.has_plugin("keyword_banding"):
        return None
    from plugins.keyword_banding import attacker_assigner, blocker_assigner

    return attacker_assigner(game, others) if attacking else blocker_assigner(game, others)


def combat_damage(game: Game, first: bool) -> None:
    """One combat damage step: the first-strike one (510.4) or the regular one. Damage is assigned
    (510.1), then dealt simultaneously (510.2) through `deal_damage` (protection, deathtouch, lifelink,
    infect, wither)."""
    defender = _defender(game)
    split = first or "first_strike_dealt" in game.state.flags
    if split:
        game.step("510.4", "step", "step.first_strike_step" if first else "step.regular_damage_step")
        if first:  # the keyword's own rule says the same (what players look up)
            game.step("702.7b", "info", "step.first_strike_keyword")
    assignments: list[tuple[Permanent, Permanent | str, int]] = []
    for attacker in [p for p in game.state.battlefield if p.attacking]:
        if not _strikes_now(attacker, first, split):
            continue
        if has_static(attacker, "assigns_no_combat_damage"):
            continue  # "~ assigns no combat damage this turn" (510.1)
        power = max(0, combat_damage_amount(game, attacker))
        if power <= 0:
            continue  # 510.1a: 0 or less assigns no combat damage
        blockers = [p for p in game.state.battlefield if attacker.oid in p.blocking]
        if not attacker.blocked:
            assignments.append((attacker, defender, power))
            continue
        trample = "trample" in attacker.keywords
        deathtouch = "deathtouch" in attacker.keywords
        if not blockers:
            if trample:
                game.step("702.19d", "info", "step.trample_no_blockers", card=card_name(attacker.card))
                assignments.append((attacker, defender, power))
            else:
                game.step("510.1c", "info", "step.blocked_no_blockers", card=card_name(attacker.card))
            continue
        written = written_assignment(game, attacker, blockers, defender)
        assigner = banding_assigner(game, blockers, attacking=True)
        if assigner is not None:  # 702.22j: the defending player divides it among the blockers
            game.step("702.22j", "info", "step.banding_assigns", player=assigner, card=card_name(attacker.card))
        if written is not None:  # "I assign 2 to the blocker and 4 to him": as declared (plugins.combat_assign)
            assignments.extend(written)
            continue
        if assigner is not None and len(blockers) > 1:
            game.step("702.22j", "info", "step.assumed_choice", player=assigner, what="banding_division",
                      cards=(card_name(attacker.card),))
        if has_static(attacker, "assign_as_unblocked"):  # a choice nobody wrote: to its blockers, as usual (510.1c)
            game.step("510.1c", "info", "step.assumed_not_as_unblocked", card=card_name(attacker.card),
                      player=attacker.controller)
        left = power
        for i, blocker in enumerate(blockers):
            lethal = lethal_damage(blocker, deathtouch)
            last = i == len(blockers) - 1
            give = left if (last and not trample) else min(left, lethal)
            if deathtouch and give and (trample or len(blockers) > 1) and give < lethal_damage(blocker, False):
                game.step("702.2c", "info", "step.deathtouch_lethal", card=card_name(attacker.card),
                          blocker=card_name(blocker.card), amount=give)
            assignments.append((attacker, blocker, give))
            left -= give
        if left > 0 and trample:
            game.step("702.19b", "info", "step.trample_excess", card=card_name(attacker.card), amount=left)
            assignments.append((attacker, defender, left))
        if len(blockers) > 1:
            game.step("510.1c", "info", "step.damage_divided", card=card_name(attacker.card),
                      blockers=tuple(card_name(b.card) for b in blockers))
    for blocker in [p for p in game.state.battlefield if p.blocking]:
        if not _strikes_now(blocker, first, split):
            continue
        targets = [game.state.permanent(oid) for oid in blocker.blocking]
        alive = [t for t in targets if t is not None]
        amount = combat_damage_amount(game, blocker) if alive and not has_static(
            blocker, "assigns_no_combat_damage") else 0
        assigner = banding_assigner(game, alive, attacking=False) if amount > 0 else None
        if assigner is not None:  # 702.22k: the active player divides it among the creatures it blocks
            game.step("702.22k", "info", "step.banding_assigns", player=assigner, card=card_name(blocker.card))
            if len(alive) > 1:
                game.step("702.22k", "info", "step.assumed_choice", player=assigner, what="banding_division",
                          cards=(card_name(blocker.card),))
        if alive and amount > 0:
            assignments.append((blocker, alive[0], amount))
    sources = {src.oid: Source.of_permanent(src) for src, _, _ in assignments}  # as they were when assigned
    dealt_to_players: list[tuple[int, str, int]] = []
    for source, target, amount in assignments:  # 510.2: dealt simultaneously
        dealt = deal_damage(game, sources[source.oid], target, amount, combat=True)
        if dealt and isinstance(target, str):
            dealt_to_players.append((source.oid, target, dealt))
    for oid, player, amount in dealt_to_players:  # 510.3a: abilities that trigger on combat damage
        perm = game.state.permanent(oid)
        if perm is not None:
            hs.call_event(game.pm, game, "combat_damage_to_player", perm, player=player, amount=amount)
    if first:
        game.set_flag("first_strike_dealt")


def end_combat(game: Game) -> None:
    for perm in list(game.state.battlefield):
        if "exile_end_of_combat" in perm.marks:  # myriad's tokens (702.116a)
            game.leave_battlefield(perm, "exile", "effect")
            game.step("702.116a", "resolve", "step.exiled", card=card_name(perm.card))
            continue
        if perm.attacking or perm.blocking or perm.blocked:
            game.update_permanent(perm, attacking=False, blocking=(), blocked=False)
    game.step("511.3", "step", "step.removed_from_combat")


# Combat: who may attack (defender 702.3b, haste 702.10, "can't attack"), who may block whom (flying 702.9b, reach
# 702.17b, fear 702.36b, intimidate 702.13b, shadow 702.28b, horsemanship 702.31b, landwalk 702.14c, skulk 702.118b,
# protection 702.16f, menace 702.111b, "can't block"), vigilance (702.20b), first and double strike (702.7, 702.4),
# trample (702.19) and deathtouch's assignment (702.2c), and combat damage with its keywords (deathtouch, lifelink,
# infect, wither: 120.3).
arbitre_enforced_abilities = enforces("flying", "reach", "fear", "intimidate", "shadow", "horsemanship", "landwalk",
                                      "skulk", "menace", "defender", "vigilance", "first strike", "double strike",
                                      "trample", "deathtouch", "lifelink", "infect", "wither", "cant_block",
                                      "cant_attack", "cant_attack_or_block", "cant_be_blocked", "attacks_each_combat",
                                      "blocks_each_combat", "blocks_only_flying", "max_one_blocker", "extra_block",
                                      "block_any_number", "cant_attack_or_block_alone", "cant_attack_alone",
                                      "cant_block_alone", "cant_block_cant_be_blocked",
                                      "cant_be_blocked_by_lesser_power", "cant_be_blocked_by_power", "cant_block_power",
                                      "cant_be_blocked_by_colors", "cant_be_blocked_by", "can_be_blocked_only_by",
                                      "attacks_only_if_defender_controls", "lure", "must_be_blocked",
                                      "prevent_damage_to_self", "can_attack_with_defender", "attack_as_though_haste")


@hookimpl
def arbitre_skip_step(game: Game, step: str) -> str | None:
    if step not in ("declare_blockers", "first_strike_damage", "combat_damage"):
        return None
    if not any(p.attacking for p in game.state.battlefield):
        return "508.8"  # no creature attacks: declare blockers and combat damage are skipped
    if step == "first_strike_damage":
        fighters = [p for p in game.state.battlefield if p.attacking or p.blocking]
        if not any(_has_first_or_double_strike(p) for p in fighters):
            return "510.4"  # no first or double strike: a single combat damage step
    return None


@hookimpl
def arbitre_begin_step(game: Game, step: str) -> None:
    current = game.current_action
    if step == "declare_blockers" and (current is None or current.kind != "block"):
        # nobody blocks: the declaration is empty (509.1); a provoked creature able to block still must (702.39a)
        _provoke_requirements(game, _defender(game), [p for p in game.state.battlefield if p.attacking])
        blocks_declared(game)
    elif step == "first_strike_damage":
        combat_damage(game, first=True)
    elif step == "combat_damage":
        combat_damage(game, first=False)
    elif step == "main2":
        if any(p.attacking or p.blocking or p.blocked for p in game.state.battlefield):
            end_combat(game)
        game.set_flag("first_strike_dealt", False)


@hookimpl
def arbitre_perform_action(game: Game, action: Action) -> bool | None:
    if action.kind == "attack":
        declare_attackers(game, action)
        return True
    if action.kind == "block":
        declare_blockers(game, action)
        return True
    return None


__all__ = ["arbitre_begin_step", "arbitre_perform_action", "IncompleteAction"]
