"""Combat damage assigned as the player writes it ("I assign 2 to the blocker and 3 to him", « il assigne 2 au
bloqueur et 4 à moi »): the `assign` action, checked as it is declared (510.1a: all of the creature's power;
510.1c: only to the creatures blocking it; 702.19b: with trample, to the player only once each blocker has lethal
damage, deathtouch counting 1 as lethal, 702.2c), then used when combat damage is assigned instead of the
engine's own division (`plugins.combat.combat_damage`)."""

from __future__ import annotations

from bot.engine.abilities import lethal_damage
from bot.engine.actions import Action
from bot.engine.game import Game
from bot.engine.hookspecs import hookimpl
from bot.engine.state import Permanent
from bot.engine.trace import card_name
from foundation.errors import IllegalAction, IncompleteAction

FLAG = "assigned:"  # a state flag per part: assigned:<attacker oid>:<oid N | player NAME>:<amount>


def declare_assignment(game: Game, action: Action) -> None:
    """Check and record the division written for one blocked attacking creature."""
    st = game.state
    player = action.actor or st.active
    named = action.card.card.name if action.card is not None else None
    attackers = [p for p in st.battlefield if p.attacking and (p.controller == player or player != st.active)]
    blocked = [p for p in attackers if p.blocked and named in (None, p.card.name)]
    if len(blocked) != 1:
        raise IncompleteAction("err.assign_which_attacker",
                               candidates=tuple(card_name(p.card) for p in attackers if p.blocked))
    attacker = blocked[0]
    blockers = [p for p in st.battlefield if attacker.oid in p.blocking]
    defender = st.next_player(st.active)
    banded = any("banding" in b.keywords for b in blockers) and game.pm.has_plugin("keyword_banding")
    assigner = defender if banded else attacker.controller  # 702.22j: a blocker with banding: the defender's
    if player != assigner:
        raise IllegalAction("ill.assign_not_yours", "702.22j" if banded else "510.1c",
                            rules=("702.22j", "510.1c") if banded else ("510.1c",), player=player,
                            card=card_name(attacker.card), assigner=assigner)
    parts: list[tuple[Permanent | None, int]] = []  # None: the player attacked
    for target, amount in zip(action.targets, action.division, strict=False):
        if target.player is not None or target.card is None:
            parts.append((None, amount))
            continue
        name = target.card.card.name
        taken = {p.oid for p, _ in parts if p is not None}
        match = next((b for b in blockers if b.card.name == name and b.oid not in taken), None) or \
            next((b for b in blockers if b.card.name == name), None)
        if match is None:
            raise IllegalAction("ill.assign_not_blocking", "510.1c", rules=("510.1c", "510.1a"),
                                blocker=card_name(target.card.card), card=card_name(attacker.card))
        parts.append((match, amount))
    power = max(0, attacker.power or 0)
    given = sum(a for _, a in parts)
    if given != power:
        raise IllegalAction("ill.assign_total", "510.1a", rules=("510.1a", "510.1c"), card=card_name(attacker.card),
                            power=power, given=given)
    unblocked = all(p is None for p, _ in parts) and any(st.kind == "assign_as_unblocked" for st in attacker.statics)
    if unblocked:  # "you may have ~ assign its combat damage as though it weren't blocked" (510.1c): all to the player
        game.set_flag(f"{FLAG}{attacker.oid}:player {defender}:{power}")
        game.step("510.1c", "step", "step.assigned_as_unblocked", card=card_name(attacker.card), player=defender,
                  amount=power)
        return
    if any(p is None and a > 0 for p, a in parts):
        if "trample" not in attacker.keywords:
            raise IllegalAction("ill.assign_player_without_trample", "510.1c", rules=("510.1c", "702.19b"),
                                card=card_name(attacker.card))
        deathtouch = "deathtouch" in attacker.keywords
        for b in blockers if not banded else ():  # 702.22j: the defending player divides it as they choose
            got = sum(a for p, a in parts if p is not None and p.oid == b.oid)
            need = lethal_damage(b, deathtouch)
            if got < need:
                raise IllegalAction("ill.assign_lethal_first", "702.19b", rules=("702.19b", "510.1c"),
                                    card=card_name(attacker.card), blocker=card_name(b.card), lethal=need)
    for p, amount in parts:
        key = f"player {defender}" if p is None else f"oid {p.oid}"
        game.set_flag(f"{FLAG}{attacker.oid}:{key}:{amount}")
        if p is None:
            game.step("702.19b", "step", "step.assigned_to_player", card=card_name(attacker.card), player=defender,
                      amount=amount)
        else:
            game.step("510.1c", "step", "step.assigned_to_creature", card=card_name(attacker.card),
                      blocker=card_name(p.card), amount=amount)


def written_assignment(game: Game, attacker: Permanent, blockers: list[Permanent],
                       defender: str) -> list[tuple[Permanent, Permanent | str, int]] | None:
    """The division recorded for `attacker` (None: nothing was written), as (source, recipient, amount);
    a blocker that has left combat since gets nothing (510.1c)."""
    prefix = f"{FLAG}{attacker.oid}:"
    parts = [f[len(prefix):] for f in game.state.flags if f.startswith(prefix)]
    if not parts:
        return None
    out: list[tuple[Permanent, Permanent | str, int]] = []
    by_oid = {b.oid: b for b in blockers}
    for part in sorted(parts):
        who, amount = part.rsplit(":", 1)
        kind, _, ident = who.partition(" ")
        if kind == "player":
            out.append((attacker, defender, int(amount)))
        elif int(ident) in by_oid:
            out.append((attacker, by_oid[int(ident)], int(amount)))
    return out


@hookimpl
def arbitre_perform_action(game: Game, action: Action) -> bool | None:
    if action.kind == "assign":
        declare_assignment(game, action)
        return True
    return None


__all__ = ["arbitre_perform_action", "declare_assignment", "written_assignment"]
