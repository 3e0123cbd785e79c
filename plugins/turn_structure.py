"""Built-in plugin `turn_structure`: the turn-based actions of the beginning and ending phases.

502.3 untap (and, since a new turn began, the active player's permanents are no longer
"summoning sick", 302.6), 504.1 draw, 514.1 cleanup discard to hand size (a discard that
madness sees), 514.2 damage wears off and "until end of turn" effects end. Mana emptying
between steps (106.4) and the order of steps are the engine core's.
"""

from __future__ import annotations

from bot.engine.abilities import attached_statics
from bot.engine.game import Game
from bot.engine.hookspecs import hookimpl
from bot.engine.payment import discard
from bot.engine.state import Permanent, replace
from bot.engine.trace import card_name
from plugins.declare import enforces

MAX_HAND_SIZE = 7


def untap_step(game: Game) -> None:
    from plugins.effects_hold import release_ended

    active = game.state.active
    release_ended(game, active)  # "for as long as ~ remains tapped" (611.2b): the holds whose condition ended
    untapped = []
    stay: list[Permanent] = []
    rules = game.pm.has_plugin("player_statics")  # "players can't untap more than one land", Seedborn Muse
    if rules:
        from plugins.player_statics import untap_limits

        stay = untap_limits(game, active, [p for p in game.state.permanents_of(active)
                                           if p.tapped and not _kept_tapped(game, p)])
    for perm in list(game.state.battlefield):
        if perm.controller != active:
            continue
        if _kept_tapped(game, perm) or perm in stay:
            # 502.3: an effect or a static ability keeps it tapped ("doesn't untap during ... untap step")
            if perm.tapped:
                game.step("502.3", "info", "step.doesnt_untap", card=card_name(perm.card))
            game.update_permanent(perm, sick=False, marks=perm.marks - {"doesnt_untap_next"})
            continue
        if perm.tapped and any(st.kind == "may_not_untap" for st in perm.statics):  # a choice: untaps, assumed
            game.step("502.3", "info", "step.assumed_choice", player=active, what="may_not_untap",
                      cards=(card_name(perm.card),))
        if perm.tapped:
            untapped.append(card_name(perm.card))
        game.update_permanent(perm, tapped=False, sick=False)
    game.step("502.3", "step", "step.untap_all", player=active, cards=tuple(untapped))
    if rules:
        from plugins.player_statics import untap_in_others_steps

        for perm, source in untap_in_others_steps(game, active):
            game.update_permanent(perm, tapped=False)
            game.step("502.3", "step", "step.untaps_in_others_step", card=card_name(perm.card),
                      source=card_name(source.card))


def _kept_tapped(game: Game, perm: Permanent) -> bool:
    """502.3: an effect or a static ability keeps it tapped ("doesn't untap during ... untap step")."""
    from plugins.effects_hold import is_held

    if "doesnt_untap_next" in perm.marks or is_held(perm) or "doesnt_untap" in perm.static_marks \
            or any(st.kind == "doesnt_untap" for st in perm.statics) \
            or attached_statics(game, perm, "enchanted_doesnt_untap_or_activate"):
        return True
    if game.pm.has_plugin("player_statics"):
        from plugins.player_statics import keeps_tapped

        return keeps_tapped(game, perm) is not None
    return False


def draw_step(game: Game) -> None:
    active = game.state.active
    replaced = game.draws_replaced
    drawn = game.draw(active, 1)
    if not drawn and game.draws_replaced > replaced:  # 614.1a: the draw was replaced (dredge), already said
        game.step("504.1", "step", "step.draw_step_replaced", player=active, library=game.player(active).library_size)
        return
    game.step("504.1", "step", "step.draw_step", player=active, count=len(drawn),
              library=game.player(active).library_size)


def cleanup_step(game: Game) -> None:
    from plugins.effects_hold import lasting

    active = game.state.active
    hand = list(game.player(active).hand)
    size: int | None = MAX_HAND_SIZE
    if game.pm.has_plugin("player_statics"):  # 402.2: "you have no maximum hand size", "... is two"
        from plugins.player_statics import max_hand_size

        size = max_hand_size(game, active)
    excess = 0 if size is None else len(hand) - size
    if excess > 0:
        game.step("514.1", "step", "step.hand_size", player=active, count=excess, size=size)
        for obj in game.choose_cards(active, ("discard",), excess, hand, "514.1", "discard"):
            discard(game, active, obj, "cleanup")
    changed = []
    for perm in list(game.state.battlefield):
        marks = perm.marks & {"doesnt_untap_next"} | lasting(perm.marks)  # the markers that outlast the turn
        if perm.damage or perm.pump_power or perm.pump_toughness or perm.colors_override is not None \
                or perm.granted or perm.marks != marks or perm.shields or perm.control_until_eot is not None \
                or perm.crewed:
            changed.append(card_name(perm.card))
            back = perm.control_until_eot
            game.update_permanent(perm, damage=0, pump_power=0, pump_toughness=0, colors_override=None,
                                  granted=frozenset(), marks=marks, shields=0, control_until_eot=None,
                                  controller=back if back is not None else perm.controller, crewed=False)
            if back is not None:
                game.step("514.2", "step", "step.control_returns", card=card_name(perm.card), player=back)
    game.step("514.2", "step", "step.cleanup_wear_off", cards=tuple(changed))
    if game.state.pending_triggers:  # 514.3a: triggers during cleanup give priority, then another cleanup
        game.give_priority(active)


arbitre_enforced_abilities = enforces("doesnt_untap", "enchanted_doesnt_untap_or_activate", "may_not_untap")


@hookimpl
def arbitre_begin_step(game: Game, step: str) -> None:
    if step == "untap":
        untap_step(game)
    elif step == "draw":
        draw_step(game)
    elif step == "cleanup":
        cleanup_step(game)


__all__ = ["arbitre_begin_step", "replace"]
