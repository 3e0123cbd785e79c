"""Built-in plugin `effects_limits`: what a resolving spell or ability forbids for the rest of the turn.

- "Target creature can't block ~ this turn" (509.1b): a mark on the creature naming the source
  (`cant_block:<oid>`), which `plugins.combat` checks as blockers are declared; it wears off in the cleanup
  step (514.2) like every mark of the turn.
- "Players can't gain life this turn", "Target player can't play lands this turn", "Damage can't be prevented
  this turn", "You have no maximum hand size until end of turn" (611.2a): the effect works like the static
  ability of the same words (`plugins.player_statics`, `plugins.damage_statics`) until the turn ends; it is kept
  in `GameState.effect_statics` with a stand-in for its source (what the trace names) and ends in the cleanup
  step (514.2). A target player ("target player can't play lands") is the player it names.
- "The damage can't be prevented" (615.12), after the damage of the same spell: no prevention effect takes
  any of the damage that spell or ability deals as it resolves.
"""

from __future__ import annotations

from bot.engine.abilities import Source
from bot.engine.game import Game
from bot.engine.hookspecs import hookimpl
from bot.engine.state import Permanent, StackItem, replace
from bot.engine.trace import Name, card_name
from foundation.cards import Effect, StaticAbility
from plugins.declare import effect_hooks
from plugins.effects import _permanents, _players, as_map


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
    """611.2a: the effect lasts until the turn ends, and works as the static ability it words."""
    record = as_map(effect.get("static"))
    kind = str(record.pop("kind", ""))
    if not kind:
        return
    holder = _stand_in(game, item)
    players = _players(game, item, effect) if effect.get("who") is not None else [None]
    for player in players:
        args = dict(record)
        if player is not None:  # "target player can't play lands this turn": that player only
            args["who"] = "player:" + player
        ability = StaticAbility(kind, tuple(sorted(args.items())), effect.text, effect.text_fr)
        game.state = replace(game.state, effect_statics=game.state.effect_statics + ((holder, ability),))
        game.step("611.2a", "resolve", "step.effect_until_end_of_turn", card=card_name(item.card),
                  sentence=Name(effect.text, effect.text_fr))


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


@hookimpl
def arbitre_begin_step(game: Game, step: str) -> None:
    if step == "cleanup" and game.state.effect_statics:  # 514.2: "this turn" effects end
        game.state = replace(game.state, effect_statics=())


EFFECTS = {"cant_block_source": cant_block_source, "turn_static": turn_static,
           "damage_unpreventable": damage_unpreventable}


arbitre_resolve_effect, arbitre_simulated_effects = effect_hooks(EFFECTS)
