"""Built-in plugin `effects_limits`: what a resolving spell or ability forbids for the rest of the turn.

- "Target creature can't block ~ this turn" (509.1b): a mark on the creature naming the source
  (`cant_block:<oid>`), which `plugins.combat` checks as blockers are declared; it wears off in the cleanup
  step (514.2) like every mark of the turn.
- "Players can't gain life this turn", "Target player can't play lands this turn", "Damage can't be prevented
  this turn", "You have no maximum hand size until end of turn" (611.2a): the effect works like the static
  ability of the same words (`plugins.player_statics`, `plugins.damage_statics`) until the turn ends; it is kept
  in `GameState.effect_statics` with a stand-in for its source (what the trace names) and ends in the cleanup
  step (514.2). A target player ("target player can't play lands") is the player it names.
- "... until your next turn" (611.2a): the same, but the entry names the player whose next turn ends it
  (`until_turn_of`, with the turn it began in); it outlasts the cleanup step and ends as that player's next
  turn begins, before anything of that turn happens (the "until your next turn" changes of power, toughness and
  abilities of `plugins.effects_lasting` are kept the same way).
- "The damage can't be prevented" (615.12), after the damage of the same spell: no prevention effect takes
  any of the damage that spell or ability deals as it resolves.
"""

from __future__ import annotations

from typing import Any

from bot.engine.abilities import Source
from bot.engine.game import Game
from bot.engine.hookspecs import hookimpl
from bot.engine.state import Permanent, StackItem, replace
from bot.engine.trace import Name, card_name
from foundation.cards import Effect, StaticAbility
from plugins.effects import _permanents, _players, as_map, carry_out


def cant_block_source(game: Game, item: StackItem, effect: Effect) -> None:
    source = game.state.permanent(item.source_oid) if item.source_oid is not None else None
    if source is None:  # its source has left: no creature is named by "~" any more (the effect does nothing)
        return
    for perm in _permanents(game, item, effect):
        game.update_permanent(perm, marks=perm.marks | {f"cant_block:{source.oid}"})
        game.step("509.1b", "resolve", "step.marked_cant_block_source", card=card_name(perm.card),
                  source=card_name(source.card))


def _stand_in(game: Game, item: StackItem) -> Permanent:
    """What the effect's source is for the statics readers: the permanent if it is still there, else the card
    (its name for the trace, its controller the effect's controller)."""
    perm = game.state.permanent(item.source_oid) if item.source_oid is not None else None
    if perm is not None and perm.controller == item.controller:
        return perm
    return Permanent(-item.oid, item.card, item.owner, item.controller)


def turn_static(game: Game, item: StackItem, effect: Effect) -> None:
    """611.2a: the effect lasts until the turn ends (or until its controller's next turn), and works as the
    static ability it words."""
    record = as_map(effect.get("static"))
    kind = str(record.pop("kind", ""))
    if not kind:
        return
    holder = _stand_in(game, item)
    players = _players(game, item, effect) if effect.get("who") is not None else [None]
    next_turn = effect.get("until") == "your_next_turn"
    for player in players:
        args = dict(record)
        if player is not None:  # "target player can't play lands this turn": that player only
            args["who"] = "player:" + player
        if next_turn:
            args.update(until_of(game, item))
        ability = StaticAbility(kind, tuple(sorted(args.items())), effect.text, effect.text_fr)
        game.state = replace(game.state, effect_statics=game.state.effect_statics + ((holder, ability),))
        if next_turn:
            game.step("611.2a", "resolve", "step.effect_until_next_turn", card=card_name(item.card),
                      sentence=Name(effect.text, effect.text_fr), player=item.controller)
        else:
            game.step("611.2a", "resolve", "step.effect_until_end_of_turn", card=card_name(item.card),
                      sentence=Name(effect.text, effect.text_fr))


def until_of(game: Game, item: StackItem) -> dict[str, Any]:
    """The arguments of an effect that lasts "until your next turn": whose turn ends it, and the turn it began in
    (an effect of your own turn lasts until your next one, 611.2a)."""
    return {"until_turn_of": item.controller, "since": game.state.turn}


def add_timed(game: Game, item: StackItem, ability: StaticAbility) -> None:
    """Keep an effect of a resolved spell or ability among the effects of the game (`GameState.effect_statics`),
    with a stand-in for its source."""
    game.state = replace(game.state, effect_statics=game.state.effect_statics + ((_stand_in(game, item), ability),))


def _over(game: Game, ability: StaticAbility) -> bool:
    """Whether an "until your next turn" effect has ended: that player's turn began after the effect did."""
    return game.state.active == ability.get("until_turn_of") and game.state.turn > int(ability.get("since", 0))


def end_next_turn_effects(game: Game) -> None:
    """611.2a: the effects that lasted "until your next turn" end as that turn begins; the permanents they
    changed are as they are without them (`plugins.continuous`)."""
    ended = [(h, st) for h, st in game.state.effect_statics if st.get("until_turn_of") is not None and _over(game, st)]
    if not ended:
        return
    game.state = replace(game.state, effect_statics=tuple(e for e in game.state.effect_statics if e not in ended))
    from plugins.continuous import refresh_statics

    refresh_statics(game, say=False)
    from plugins.effects_lasting import NEXT_TURN_MARK, end_next_turn_mark

    for holder, st in ended:
        if st.kind == NEXT_TURN_MARK:
            marked = end_next_turn_mark(game, st)
            if marked is not None:
                game.step("611.2a", "step", "step.next_turn_mark_ends", card=card_name(marked.card),
                          source=card_name(holder.card), sentence=Name(st.text, st.text_fr),
                          player=str(st.get("until_turn_of")))
            continue
        perm = game.state.permanent(int(st.get("oid", 0))) if st.get("oid") is not None else None
        if st.get("oid") is not None and perm is None:
            continue  # the permanent it changed has left the battlefield: nothing is left to say
        if perm is not None:
            game.step("611.2a", "step", "step.next_turn_change_ends", card=card_name(perm.card),
                      source=card_name(holder.card), player=str(st.get("until_turn_of")),
                      now=f"{perm.power}/{perm.toughness}" if perm.is_creature else "",
                      creature=str(perm.is_creature).lower())
        else:
            game.step("611.2a", "step", "step.next_turn_effect_ends", card=card_name(holder.card),
                      sentence=Name(st.text, st.text_fr), player=str(st.get("until_turn_of")))


def damage_unpreventable(game: Game, item: StackItem, effect: Effect) -> None:
    """The damage was dealt by an earlier part of the resolution, with this applied (the hook below)."""


def _resolution_unpreventable(game: Game, source: Source) -> bool:
    item = game.resolving
    if item is None or not any(e.kind == "damage_unpreventable" for e in item.effects):
        return False
    return source.oid in (item.oid, item.source_oid) or source.card is item.card


@hookimpl
def arbitre_damage_unpreventable(game: Game, source: Source, combat: bool) -> Name | None:
    """615.12: "Damage can't be prevented this turn" (an effect of the turn), "The damage can't be prevented"
    (of the spell resolving)."""
    if not combat and _resolution_unpreventable(game, source) and game.resolving is not None:
        return card_name(game.resolving.card)
    for holder, st in game.state.effect_statics:
        if st.kind == "unpreventable":
            return card_name(holder.card)
    return None


@hookimpl(tryfirst=True)
def arbitre_begin_step(game: Game, step: str) -> None:
    if not game.state.effect_statics:
        return
    if step == "cleanup":  # 514.2: "this turn" effects end; "until your next turn" ones outlast the turn
        kept = tuple(e for e in game.state.effect_statics if e[1].get("until_turn_of") is not None)
        if len(kept) != len(game.state.effect_statics):
            game.state = replace(game.state, effect_statics=kept)
    else:  # the first step of a turn (its untap step, or whichever comes first when that one is skipped)
        end_next_turn_effects(game)


EFFECTS = {"cant_block_source": cant_block_source, "turn_static": turn_static,
           "damage_unpreventable": damage_unpreventable}


@hookimpl
def arbitre_resolve_effect(game: Game, item: StackItem, effect: Effect) -> Any:
    return carry_out(game, item, effect, EFFECTS)


@hookimpl
def arbitre_simulated_effects() -> list[str]:
    return sorted(EFFECTS)
