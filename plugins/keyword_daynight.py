"""Built-in plugin `keyword_daynight`: day and night (730) and the daybound and nightbound keywords (702.145).

The game starts with neither designation (730.1); it becomes day as soon as a player controls a daybound
permanent (702.145d), or night when one controls a nightbound permanent and no daybound permanent is on the
battlefield (702.145g: a werewolf the message sets up back face up). As the second part of each untap step
(730.2, 502.2) the previous turn is checked: day becomes night when that turn's active player cast no spell
(730.2a), night becomes day when they cast two or more (730.2b). Then, at once and not as a state-based
action, each daybound permanent front face up transforms while it is night (702.145c), each nightbound one
back face up while it is day (702.145f); a daybound card entering while it is night enters transformed
(702.145b). Those permanents transform only that way (702.145b, e): another effect leaves them as they are.

A message that starts during a turn shows only part of the previous turn's spells when the untap step comes:
the check counts the spells it shows, and says so.
"""

from __future__ import annotations

from typing import Any

from bot.engine import hookspecs as hs
from bot.engine.game import Game
from bot.engine.hookspecs import hookimpl
from bot.engine.state import Permanent, replace
from bot.engine.trace import card_name
from plugins.declare import enforces
from plugins.double_faced import turned

arbitre_enforced_abilities = enforces("daybound", "nightbound")


def _set(game: Game, designation: str, rule: str, why: str) -> None:
    before = game.state.day_night
    game.state = replace(game.state, day_night=designation)
    game.step(rule, "info", "step.day_night_becomes", designation=designation, before=before or "none", why=why)
    if before and before != designation:  # "whenever day becomes night or night becomes day"
        hs.call_event(game.pm, game, "day_night_changed", None, before=before)


def _transform(game: Game, perm: Permanent, rule: str) -> bool:
    new_card = turned(perm.card)
    if new_card is None:
        return False
    now = game.update_permanent(perm, card=new_card, base_card=None)
    game.step(rule, "resolve", "step.transforms", card=card_name(perm.card), into=card_name(new_card))
    from plugins.continuous import refresh_statics

    refresh_statics(game)
    hs.call_event(game.pm, game, "transformed", now)
    return True


def _front_daybound(perm: Permanent) -> bool:
    return "daybound" in perm.keywords and not perm.card.back_face


def _back_nightbound(perm: Permanent) -> bool:
    return "nightbound" in perm.keywords and perm.card.back_face


def apply_day_night(game: Game) -> bool:
    """702.145c-g: the designation a daybound or nightbound permanent gives a game that has none, then the
    transformations the designation asks for. Whether anything changed."""
    changed = False
    battlefield = game.state.battlefield
    if not game.state.day_night:
        if any("daybound" in p.keywords for p in battlefield):
            _set(game, "day", "702.145d", "daybound")
            changed = True
        elif any("nightbound" in p.keywords for p in battlefield):
            _set(game, "night", "702.145g", "nightbound")
            changed = True
    night = game.state.day_night == "night"
    day = game.state.day_night == "day"
    for perm in list(game.state.battlefield):
        if night and _front_daybound(perm):
            changed = _transform(game, perm, "702.145c") or changed
        elif day and _back_nightbound(perm):
            changed = _transform(game, perm, "702.145f") or changed
    return changed


def _untap_check(game: Game) -> None:
    """730.2 (502.2): the previous turn decides whether day becomes night or night becomes day."""
    designation = game.state.day_night
    last = game.state.day_night_turn
    if not designation:
        return  # 730.2c: neither: the check doesn't happen
    if last is None:
        game.step("730.2", "info", "step.day_night_unknown_turn", designation=designation)
        return
    player, spells = last
    if "turn:last_turn_partial" in game.state.flags and (spells == 0 if designation == "day" else spells < 2):
        # the message began during that turn: spells cast before it would change the answer
        game.step("730.2", "info", "step.assumed_choice", player=player, what="spells_shown_last_turn",
                  cards=())
    if designation == "day" and spells == 0:
        _set(game, "night", "730.2a", "no_spell")
    elif designation == "night" and spells >= 2:
        _set(game, "day", "730.2b", "two_spells")
    else:
        game.step("730.2", "info", "step.day_night_stays", designation=designation, player=player, count=spells)
    apply_day_night(game)


@hookimpl
def arbitre_begin_step(game: Game, step: str) -> None:
    if step == "untap":
        _untap_check(game)
    elif step == "cleanup":  # what 730.2 looks at in the next untap step: this turn's active player's spells
        active = game.state.active
        game.state = replace(game.state, day_night_turn=(active, game.player(active).spells_cast))


@hookimpl
def arbitre_event(game: Game, event: str, obj: Any, data: dict[str, Any]) -> None:
    if event != "enters_battlefield" or not isinstance(obj, Permanent):
        return
    if game.state.day_night == "night" and _front_daybound(obj):  # 702.145b: it enters transformed
        new_card = turned(obj.card)
        if new_card is not None:
            game.update_permanent(obj, card=new_card)
            game.step("702.145b", "info", "step.enters_transformed", card=card_name(obj.card),
                      into=card_name(new_card))


@hookimpl
def arbitre_state_based_actions(game: Game) -> bool:
    """Not state-based actions (702.145c, f: "immediately"), checked as often: the designation and the
    transformations daybound and nightbound ask for."""
    if not game.state.day_night and not any("daybound" in p.keywords or "nightbound" in p.keywords
                                            for p in game.state.battlefield):
        return False
    return apply_day_night(game)


def transform_refusal(perm: Permanent) -> str | None:
    """702.145b, e: a daybound or nightbound permanent transforms only through that ability: the rule that
    stops another effect, or None."""
    if "daybound" in perm.keywords:
        return "702.145b"
    if "nightbound" in perm.keywords:
        return "702.145e"
    return None
