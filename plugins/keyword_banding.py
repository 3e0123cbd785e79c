"""Built-in plugin `keyword_banding`: banding (702.22).

Attacking bands (702.22c): "I attack with Benalish Hero and Grizzly Bears in a band" (« en bande »): every
creature the line names is in one band, which must hold one or more creatures with banding and at most one
without. A creature blocking one of the band blocks each of them (702.22h). Who assigns combat damage changes:
an attacking creature blocked by a creature with banding has its damage assigned by the defending player
(702.22j: "opponent assigns ..."), a blocking creature that blocks a creature with banding has its damage
assigned by the active player (702.22k). The trace says who assigns; a division nobody wrote is assumed.
"""

from __future__ import annotations

from bot.engine.game import Game
from bot.engine.state import Permanent
from bot.engine.trace import card_name
from foundation.errors import IllegalAction
from plugins.declare import enforces

BAND = "band:"  # a turn flag per member: band:<member oid>:<band's first oid> (702.22e: for the rest of combat)


arbitre_enforced_abilities = enforces("banding")


def declare_band(game: Game, members: list[Permanent]) -> None:
    """702.22c: the attackers of one line declared as a band."""
    names = tuple(card_name(p.card) for p in members)
    banding = [p for p in members if "banding" in p.keywords]
    if not banding or len(members) - len(banding) > 1 or len(members) < 2:
        raise IllegalAction("ill.band_invalid", "702.22c", rules=("702.22c", "508.1"), cards=names)
    leader = members[0].oid
    for perm in members:
        game.set_flag(f"{BAND}{perm.oid}:{leader}")
    game.step("702.22c", "step", "step.band_declared", cards=names)


def band_of(game: Game, perm: Permanent) -> list[Permanent]:
    """The other creatures of `perm`'s attacking band still in combat (702.22f)."""
    prefix = f"{BAND}{perm.oid}:"
    leader = next((f[len(prefix):] for f in game.state.flags if f.startswith(prefix)), None)
    if leader is None:
        return []
    out = []
    for flag in game.state.flags:
        if flag.startswith(BAND) and flag.endswith(f":{leader}"):
            other = game.state.permanent(int(flag[len(BAND):].split(":")[0]))
            if other is not None and other.oid != perm.oid and other.attacking:
                out.append(other)
    return sorted(out, key=lambda p: p.oid)


def band_blocked(game: Game, blocker: Permanent, attacker: Permanent) -> Permanent:
    """702.22h: blocking one creature of a band blocks each other creature of it."""
    others = [p for p in band_of(game, attacker) if p.oid not in blocker.blocking]
    if not others:
        return blocker
    blocker = game.update_permanent(blocker, blocking=blocker.blocking + tuple(p.oid for p in others))
    for other in others:
        game.update_permanent(other, blocked=True)
    game.step("702.22h", "step", "step.band_blocked", blocker=card_name(blocker.card),
              card=card_name(attacker.card), cards=tuple(card_name(p.card) for p in others))
    return blocker


def attacker_assigner(game: Game, blockers: list[Permanent]) -> str | None:
    """702.22j: the defending player assigns the damage of an attacker blocked by a creature with banding."""
    if any("banding" in b.keywords for b in blockers):
        return game.state.next_player(game.state.active)
    return None


def blocker_assigner(game: Game, blocked: list[Permanent]) -> str | None:
    """702.22k: the active player assigns the damage of a blocker blocking a creature with banding."""
    if any("banding" in a.keywords for a in blocked):
        return game.state.active
    return None
