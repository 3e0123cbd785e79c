"""Built-in plugin `state_based`: state-based actions (704), checked before each priority (117.5).

704.5a zero life, 704.5b drawing from an empty library, 704.5c ten poison counters, 704.5f zero
toughness, 704.5g lethal damage and 704.5h damage from a source with deathtouch (neither destroys
a permanent with indestructible, 702.12b), 704.5i a planeswalker without loyalty, 704.5j the legend
rule (its controller chooses the one to keep: the play language has no line for it, so the one
that was there first is kept and the trace says it was assumed).
"""

from __future__ import annotations

from bot.engine.abilities import regenerates, umbra_saves
from bot.engine.game import Game
from bot.engine.hookspecs import hookimpl
from bot.engine.state import Permanent, replace
from bot.engine.trace import card_name
from plugins.declare import enforces

POISON_LIMIT = 10


arbitre_enforced_abilities = enforces("indestructible", "deathtouch", "infect")


@hookimpl
def arbitre_state_based_actions(game: Game) -> bool:
    happened = False
    for p in game.state.players:
        if p.lost:
            continue
        if p.life <= 0 and not _keeps_playing(game, p.name, True):
            game.set_player(replace(p, lost=True))
            game.step("704.5a", "sba", "sba.zero_life", player=p.name, life=p.life)
            happened = True
        elif (p.drew_from_empty or p.poison >= POISON_LIMIT) and _keeps_playing(game, p.name, False):
            continue
        elif p.drew_from_empty:
            game.set_player(replace(p, lost=True, drew_from_empty=False))
            game.step("704.5b", "sba", "sba.empty_library", player=p.name)
            happened = True
        elif p.poison >= POISON_LIMIT:
            game.set_player(replace(p, lost=True))
            game.step("704.5c", "sba", "sba.poison", player=p.name, count=p.poison)
            happened = True
    doomed: list[tuple[Permanent, str, str]] = []
    for perm in game.state.battlefield:
        if perm.is_creature and perm.toughness is not None:
            if perm.toughness <= 0:  # not destroyed: put into the graveyard, indestructible or not
                doomed.append((perm, "704.5f", "sba.zero_toughness"))
            elif perm.damage >= perm.toughness and perm.damage > 0 or perm.deathtouch_damage:
                rule, message = ("704.5g", "sba.lethal_damage") if perm.damage >= perm.toughness \
                    else ("704.5h", "sba.deathtouch")
                if "indestructible" in perm.keywords:
                    if perm.deathtouch_damage:
                        game.update_permanent(perm, deathtouch_damage=False)
                    noted = f"indestructible:{perm.oid}:{perm.damage}"
                    if noted not in game.state.flags:  # said once per damage total, not at every check
                        game.set_flag(noted)
                        game.step("702.12b", "info", "step.indestructible_survives", card=card_name(perm.card),
                                  damage=perm.damage)
                    continue  # 702.12b: ignores the lethal-damage check (the damage stays marked)
                if umbra_saves(game, perm) or regenerates(game, perm):  # 702.89a, 701.15a replace it
                    happened = True
                    continue
                doomed.append((perm, rule, message))
        elif "planeswalker" in perm.card.types and perm.card.loyalty is not None:
            if perm.counter("loyalty") <= 0:  # its loyalty is its number of loyalty counters (306.5b, 606.4)
                doomed.append((perm, "704.5i", "sba.no_loyalty"))
    for perm in game.state.battlefield:  # 704.5h looks at damage "since the last time SBAs were checked"
        if perm.deathtouch_damage and all(p.oid != perm.oid for p, _, _ in doomed):
            game.update_permanent(perm, deathtouch_damage=False)
    doomed.extend(_legend_rule(game, [p.oid for p, _, _ in doomed]))
    for perm, rule, message in doomed:  # said first: what its leaving triggers follows it (603.2, 603.10a)
        game.step(rule, "sba", message, card=card_name(perm.card), damage=perm.damage, toughness=perm.toughness)
        game.leave_battlefield(perm, "graveyard", "destroy" if rule in ("704.5g", "704.5h") else "sba")
        happened = True
    return happened


def _keeps_playing(game: Game, player: str, zero_life: bool) -> bool:
    """A static ability that keeps the player in the game (104.3b): "you don't lose the game for having 0 or
    less life", "you can't lose the game"; said once per life total."""
    if not game.pm.has_plugin("player_statics"):
        return False
    from plugins.player_statics import keeps_playing

    source = keeps_playing(game, player, zero_life)
    if source is None:
        return False
    p = game.player(player)
    noted = f"keeps_playing:{player}:{p.life}:{p.poison}:{p.drew_from_empty}"
    if noted not in game.state.flags:
        game.set_flag(noted)
        game.step("104.3b", "info", "step.doesnt_lose", player=player, source=card_name(source.card))
    return True


def _legend_rule(game: Game, leaving: list[int]) -> list[tuple[Permanent, str, str]]:
    """704.5j: for each player and name, one legendary permanent stays; its controller chooses which.
    No line of the play language says it, so the one that was there first stays: an assumed choice."""
    groups: dict[tuple[str, str], list[Permanent]] = {}
    for perm in game.state.battlefield:
        if "legendary" in perm.characteristics.supertypes and perm.oid not in leaving:
            groups.setdefault((perm.controller, perm.card.name), []).append(perm)
    out: list[tuple[Permanent, str, str]] = []
    for (controller, _), perms in groups.items():
        if len(perms) < 2:
            continue
        kept = perms[0]
        game.step("704.5j", "info", "step.assumed_choice", player=controller, what="legend_rule",
                  cards=(card_name(kept.card),))
        out.extend((perm, "704.5j", "sba.legend_rule") for perm in perms[1:])
    return out
