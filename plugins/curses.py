"""Built-in plugin `curses`: Auras that enchant players (303.4, 702.5: "Enchant player", the Curses).

- An Aura spell with "enchant player" targets a player as it is cast (303.4a, 601.2c: `casting` reads the
  target the enchant ability defines) and, as it resolves, enters attached to that player (303.4f):
  `Permanent.enchanted_player`.
- Such an Aura listed in a message's setup without the player it enchants, or put onto the battlefield by an
  effect that doesn't say (303.4f: its controller chooses): with a single opponent of its controller, that
  opponent is assumed, and said, as state-based actions are next checked (a spell that resolves has attached
  by then).
- 704.5m, 303.4c: an Aura enchanting a player who has left the game (or no player at all) is put into its
  owner's graveyard.
- Its static abilities about "creatures enchanted player controls" (a filter whose controller is
  `enchanted_player`, matched by `Game.matches` against the Aura's `enchanted_player`) apply through the
  other plugins like any other: `continuous` (bonuses, lost abilities, combat requirements), `continuous`'s
  "enter tapped".
"""

from __future__ import annotations

from typing import Any

from bot.engine.game import Game
from bot.engine.hookspecs import hookimpl
from bot.engine.state import Permanent, StackItem
from bot.engine.trace import card_name
from plugins.declare import enforces


def enchants_player(perm: Permanent) -> bool:
    """An Aura whose enchant ability names a player (702.5a: its spell's target is a player)."""
    targets = perm.card.targets
    return "aura" in perm.card.subtypes and bool(targets) and targets[0].kind == "player"


def _attach_to_player(game: Game, perm: Permanent, item: StackItem) -> None:
    """303.4f: the Aura spell resolves and enters attached to the player it targeted."""
    for group in item.targets:
        for target in group:
            if target.kind == "player" and not game.player(target.player).lost:
                game.update_permanent(perm, enchanted_player=target.player)
                game.step("303.4f", "resolve", "step.attached_to_player", card=card_name(perm.card),
                          player=target.player)
                return


@hookimpl
def arbitre_event(game: Game, event: str, obj: Any, data: dict[str, Any]) -> None:
    if event == "resolved" and isinstance(obj, Permanent) and enchants_player(obj):
        item = data.get("item")
        if isinstance(item, StackItem):
            _attach_to_player(game, obj, item)


@hookimpl
def arbitre_state_based_actions(game: Game) -> bool:
    happened = False
    for perm in list(game.state.battlefield):
        if not enchants_player(perm):
            continue
        if perm.enchanted_player is None:
            opponents = [p.name for p in game.state.players if p.name != perm.controller and not p.lost]
            if len(opponents) == 1:  # listed in the setup, or put onto the battlefield without a player (303.4f):
                # its controller's only opponent
                game.update_permanent(perm, enchanted_player=opponents[0])
                game.step("303.4", "info", "step.assumed_enchanted_player", card=card_name(perm.card),
                          player=opponents[0])
                happened = True
            continue
        if game.player(perm.enchanted_player).lost:  # 704.5m, 303.4c: that player has left the game
            game.leave_battlefield(perm, "graveyard", "sba")
            game.step("704.5m", "sba", "sba.aura_player_gone", card=card_name(perm.card),
                      player=perm.enchanted_player)
            happened = True
    return happened


# "Enchant player" (702.5a, 303.4): the Aura targets a player, enters attached to that player and goes to the
# graveyard when that player leaves the game (704.5m); the statics about what enchanted player controls are applied by
# the other plugins (filters matched against the enchanted player).
arbitre_enforced_abilities = enforces("enchant player")
