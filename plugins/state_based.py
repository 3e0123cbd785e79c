"""Built-in plugin `state_based`: state-based actions (704), checked before each priority (117.5).

704.5a zero life, 704.5b drawing from an empty library, 704.5f zero toughness, 704.5g lethal
damage, 704.5i a planeswalker without loyalty, 704.5j the legend rule (first one kept).
"""

from __future__ import annotations

from bot.engine.game import Game
from bot.engine.hookspecs import hookimpl
from bot.engine.state import replace
from bot.engine.trace import card_name


@hookimpl
def arbitre_state_based_actions(game: Game) -> bool:
    happened = False
    for p in game.state.players:
        if p.lost:
            continue
        if p.life <= 0:
            game.set_player(replace(p, lost=True))
            game.step("704.5a", "sba", "sba.zero_life", player=p.name, life=p.life)
            happened = True
        elif p.drew_from_empty:
            game.set_player(replace(p, lost=True, drew_from_empty=False))
            game.step("704.5b", "sba", "sba.empty_library", player=p.name)
            happened = True
    doomed = []
    for perm in game.state.battlefield:
        if perm.is_creature and perm.toughness is not None:
            if perm.toughness <= 0:
                doomed.append((perm, "704.5f", "sba.zero_toughness"))
            elif perm.damage >= perm.toughness and perm.damage > 0:
                doomed.append((perm, "704.5g", "sba.lethal_damage"))
        elif "planeswalker" in perm.card.types and perm.card.loyalty is not None:
            if perm.counter("loyalty") <= 0:  # its loyalty is its number of loyalty counters (306.5b, 606.4)
                doomed.append((perm, "704.5i", "sba.no_loyalty"))
    seen: dict[tuple[str, str], int] = {}
    for perm in game.state.battlefield:
        if "legendary" in perm.card.supertypes:
            key = (perm.controller, perm.card.name)
            if key in seen:
                doomed.append((perm, "704.5j", "sba.legend_rule"))
            seen[key] = perm.oid
    for perm, rule, message in doomed:
        game.leave_battlefield(perm, "graveyard", "sba")
        game.step(rule, "sba", message, card=card_name(perm.card), damage=perm.damage, toughness=perm.toughness)
        happened = True
    return happened
