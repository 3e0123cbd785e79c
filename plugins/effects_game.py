"""Built-in plugin `effects_game`: one-line game actions of resolving spells and abilities, and the
player-level states they create.

- amass N (701.47a): counters on an Army you control, a 0/0 black Zombie Army token first if you have none;
- learn (701.48a): "you may discard a card; if you do, draw a card" -- the discard is the player's line
  after `resolve` (`I discard <card>`); without one nothing is done (a Lesson card from outside the game is
  not known to the engine), said as assumed;
- venture into the dungeon (701.49, 309): the dungeon a player owns and the room of its venture marker
  (`PlayerState.dungeon`, `room`); each room's ability triggers as the marker moves into it (309.4c) and
  resolves like any triggered ability; the dungeon is completed (309.7, `dungeons_completed`) by a state-based
  action once the last room's ability has left the stack (309.6) or by venturing from the last room (701.49c);
- the monarch (724): `GameState.monarch`; at the beginning of the monarch's end step that player draws a
  card, and a creature dealing combat damage to the monarch makes its controller the monarch (724.2);
- clash (701.30), a coin flip (705), a die roll (706): the result decides "if you win ..." (`if_done` /
  `unless_done` of the effects after it, `plugins.effects.carry_out`). Libraries are mostly unknown and no
  line of the play language states a flip or a roll, so the result is an assumed choice (won, or the highest
  roll), said in the trace, with the other results as alternatives of a re-judgement (`Game.assumed_pick`).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from bot.engine.game import Game
from bot.engine.hookspecs import hookimpl
from bot.engine.state import Permanent, StackItem, replace
from bot.engine.trace import Name, card_name
from cardpool import tokens
from foundation.cards import CardDef, Effect, ObjectFilter, TargetSpec
from plugins.declare import effect_hooks
from plugins.effects import _amount, _done_flag, _players, note

# ------------------------------------------------------------------------------------------------ amass


def amass(game: Game, item: StackItem, effect: Effect) -> None:
    """701.47a: no Army -> a 0/0 black Zombie Army token; then N +1/+1 counters on an Army you control (the
    first one, assumed when there are several); it becomes a Zombie if it isn't one."""
    n = _amount(game, item, effect, "count", 1)
    player = item.controller
    armies = [p for p in game.state.permanents_of(player) if p.is_creature and "army" in p.characteristics.subtypes]
    if not armies:
        card = tokens.creature_token(0, 0, "B", ("creature",), ("zombie", "army"), (), "")
        token = game.enter_battlefield(card, player, player)
        game.step("701.47a", "resolve", "step.tokens_created", player=player, count=1, card=card_name(card))
        armies = [game.state.permanent(token.oid) or token]
    army = game.choose_permanents(player, ("choose",), 1, armies, "701.47a", "army")[0]
    army = game.state.permanent(army.oid) or army
    changes: dict[str, Any] = {"counters": army.with_counter("+1/+1", n).counters}
    if "zombie" not in army.card.subtypes:
        changes["card"] = replace(army.card, subtypes=army.card.subtypes | {"zombie"})
    game.update_permanent(army, **changes)
    game.step("701.47a", "resolve", "step.amassed", card=card_name(army.card), count=n)
    note(game, "amassed", [army.oid])


# ------------------------------------------------------------------------------------------------ learn


def learn(game: Game, item: StackItem, effect: Effect) -> None:
    """701.48a: a discard line after `resolve` ("I discard Island") is the rummage: that card, then a card
    drawn. Without one, the player is assumed to do nothing (the Lesson cards outside the game are unknown)."""
    from bot.engine.game import match_refs
    from bot.engine.payment import discard as discard_card
    from foundation.errors import IncompleteAction

    player = item.controller
    hand = list(game.player(player).hand)
    line = game.take_action(lambda a: a.kind == "discard" and a.actor in (None, player))
    if line is None:
        game.step("701.48a", "info", "step.assumed_choice", player=player, what="learn_nothing", cards=())
        return
    chosen, missing = match_refs(line.cards[:1], hand)
    if missing is not None or not chosen:
        raise IncompleteAction("err.choice_not_available", card=card_name(missing.card) if missing else "",
                               column=missing.column if missing else 0, candidates=tuple(o.card.name for o in hand))
    discard_card(game, player, chosen[0], "effect")
    drawn = game.draw(player, 1)
    game.step("701.48a", "resolve", "step.learned", player=player, card=card_name(chosen[0].card),
              count=len(drawn))


# ------------------------------------------------------------------------------------------------ dungeons


@dataclass(frozen=True)
class Room:
    key: str
    name: Name
    effects: tuple[Effect, ...]
    targets: tuple[TargetSpec, ...] = ()
    after: tuple[str, ...] = ()  # the rooms its arrows lead to; () for the bottommost room


def _e(kind: str, **args: Any) -> Effect:
    return Effect.make(kind, **args)


CREATURE = TargetSpec(kind="object", filter=ObjectFilter(types=("creature",)))
_TREASURE = _e("create_token", token="treasure", count=1)

# the three dungeons of Adventures in the Forgotten Realms (their rooms are facts of the game; room names are
# flavour, 309.4b). The first dungeon and the first arrow are what the engine assumes when nothing says.
DUNGEONS: dict[str, tuple[Name, tuple[Room, ...]]] = {
    "lost_mine": (Name("Lost Mine of Phandelver", "Mine perdue de Phandelver"), (
        Room("cave_entrance", Name("Cave Entrance", "Entrée de la caverne"), (_e("scry", count=1),),
             after=("goblin_lair", "mine_tunnels")),
        Room("goblin_lair", Name("Goblin Lair", "Repaire des gobelins"),
             (_e("create_token", power=1, toughness=1, colors="R", types=("creature",), subtypes=("goblin",),
                 count=1),), after=("storeroom", "dark_pool")),
        Room("mine_tunnels", Name("Mine Tunnels", "Tunnels de la mine"), (_TREASURE,),
             after=("dark_pool", "fungi_cavern")),
        Room("storeroom", Name("Storeroom", "Réserve"), (_e("put_counter", counter="+1/+1", count=1, target=0),),
             targets=(CREATURE,), after=("temple_of_dumathoin",)),
        Room("dark_pool", Name("Dark Pool", "Bassin obscur"),
             (_e("lose_life", amount=1, who="each_opponent"), _e("gain_life", amount=1, who="you")),
             after=("temple_of_dumathoin",)),
        Room("fungi_cavern", Name("Fungi Cavern", "Caverne fongique"),
             (_e("effect_fungi", target=0, text="Target creature gets -4/-0 until your next turn.",
                 text_fr="La créature ciblée gagne -4/-0 jusqu'à votre prochain tour."),),
             targets=(CREATURE,), after=("temple_of_dumathoin",)),
        Room("temple_of_dumathoin", Name("Temple of Dumathoin", "Temple de Dumathoin"),
             (_e("draw", count=1, who="you"),)),
    )),
    "mad_mage": (Name("Dungeon of the Mad Mage", "Donjon du Mage fou"), (
        Room("yawning_portal", Name("Yawning Portal", "Portail béant"), (_e("gain_life", amount=1, who="you"),),
             after=("dungeon_level",)),
        Room("dungeon_level", Name("Dungeon Level", "Niveau du donjon"), (_e("scry", count=1),),
             after=("goblin_bazaar", "twisted_caverns")),
        Room("goblin_bazaar", Name("Goblin Bazaar", "Bazar gobelin"), (_TREASURE,), after=("lost_level",)),
        Room("twisted_caverns", Name("Twisted Caverns", "Cavernes tortueuses"),
             (_e("effect_twisted", target=0, text="Target creature can't attack until your next turn.",
                 text_fr="La créature ciblée ne peut pas attaquer jusqu'à votre prochain tour."),),
             targets=(CREATURE,), after=("lost_level",)),
        Room("lost_level", Name("Lost Level", "Niveau perdu"), (_e("scry", count=2),),
             after=("runestone_caverns", "muirals_graveyard")),
        Room("runestone_caverns", Name("Runestone Caverns", "Cavernes des pierres runiques"),
             (_e("effect_runestone", text="Exile the top two cards of your library. You may play them.",
                 text_fr="Exilez les deux cartes du dessus de votre bibliothèque. Vous pouvez les jouer."),),
             after=("deep_mines",)),
        Room("muirals_graveyard", Name("Muiral's Graveyard", "Cimetière de Muiral"),
             (_e("create_token", power=1, toughness=1, colors="B", types=("creature",), subtypes=("skeleton",),
                 count=2),), after=("deep_mines",)),
        Room("deep_mines", Name("Deep Mines", "Mines profondes"), (_e("scry", count=3),),
             after=("mad_wizards_lair",)),
        Room("mad_wizards_lair", Name("Mad Wizard's Lair", "Antre du Magicien fou"),
             (_e("draw", count=3, who="you"),
              _e("effect_mad_wizard", text="Reveal them. You may cast one of them without paying its mana cost.",
                 text_fr="Révélez-les. Vous pouvez lancer l'une d'elles sans payer son coût de mana."))),
    )),
    "tomb": (Name("Tomb of Annihilation", "Tombe de l'annihilation"), (
        Room("trapped_entry", Name("Trapped Entry", "Entrée piégée"), (_e("lose_life", amount=1, who="each_player"),),
             after=("veils_of_fear", "oubliette")),
        Room("veils_of_fear", Name("Veils of Fear", "Voiles de la peur"),
             (_e("effect_veils", text="Each player loses 2 life unless they discard a card.",
                 text_fr="Chaque joueur perd 2 points de vie à moins qu'il ne se défausse d'une carte."),),
             after=("sandfall_cell",)),
        Room("sandfall_cell", Name("Sandfall Cell", "Cellule de sable"),
             (_e("effect_sandfall", text="Each player loses 2 life unless they sacrifice an artifact, a creature, "
                 "or a land.", text_fr="Chaque joueur perd 2 points de vie à moins qu'il ne sacrifie un artefact, "
                 "une créature ou un terrain."),), after=("cradle",)),
        Room("oubliette", Name("Oubliette", "Oubliettes"),
             (_e("discard", count=1, who="you"),
              _e("sacrifice", who="you", count=1, filter=(("types", ("artifact",)),)),
              _e("sacrifice", who="you", count=1, filter=(("types", ("creature",)),)),
              _e("sacrifice", who="you", count=1, filter=(("types", ("land",)),))), after=("cradle",)),
        Room("cradle", Name("Cradle of the Death God", "Berceau du dieu de la mort"),
             (_e("create_token", power=4, toughness=4, colors="B", types=("creature",), subtypes=("god", "horror"),
                 keywords=("deathtouch",), count=1),)),
    )),
}


def _dungeon(key: str) -> tuple[Name, dict[str, Room], Room]:
    name, rooms = DUNGEONS[key]
    return name, {r.key: r for r in rooms}, rooms[0]


def _dungeon_card(key: str) -> CardDef:
    """The dungeon card as the source of its room abilities (309.4c): a card in the command zone."""
    name, _, _ = _dungeon(key)
    return CardDef(name=name.en, name_fr=name.fr, types=frozenset({"dungeon"}))


def venture(game: Game, item: StackItem, effect: Effect) -> None:
    for player in _players(game, item, effect):
        venture_into(game, player)


def venture_into(game: Game, player: str) -> None:
    """701.49a-c: into a new dungeon (a choice, assumed: the first of `DUNGEONS`), or on to the next room (the
    first arrow, assumed, when there are two), or out of the last room (the dungeon completed) into a new one."""
    p = game.player(player)
    if p.dungeon:
        _, rooms, _ = _dungeon(p.dungeon)
        here = rooms[p.room]
        if here.after:
            nxt = [rooms[k] for k in here.after]
            room = nxt[0]
            if len(nxt) > 1:
                room = game.assumed_pick(nxt, 1, [r.name for r in nxt])[0]
                game.step("309.5a", "info", "step.assumed_choice", player=player, what="room", cards=(room.name,))
            _enter_room(game, player, p.dungeon, room)
            return
        _complete(game, player, "701.49c")
    keys = list(DUNGEONS)
    key = game.assumed_pick(keys, 1, [DUNGEONS[k][0] for k in keys])[0]
    game.step("701.49a", "info", "step.assumed_choice", player=player, what="dungeon", cards=(DUNGEONS[key][0],))
    name, _, first = _dungeon(key)
    game.set_player(replace(game.player(player), dungeon=key, room=""))
    game.step("309.2a", "resolve", "step.dungeon_entered", player=player, dungeon=name)
    _enter_room(game, player, key, first)


def _enter_room(game: Game, player: str, key: str, room: Room) -> None:
    """309.4c: the marker moves into the room; its room ability triggers (controlled by the dungeon's owner)."""
    game.set_player(replace(game.player(player), room=room.key))
    game.step("309.5a", "resolve", "step.room_entered", player=player, room=room.name, dungeon=DUNGEONS[key][0])
    from plugins.triggers import queue_ability

    queue_ability(game, _dungeon_card(key), player, room.effects, room.targets, "room_ability", dungeon=key)


def _complete(game: Game, player: str, rule: str) -> None:
    p = game.player(player)
    name = DUNGEONS[p.dungeon][0]
    game.set_player(replace(p, dungeon="", room="", dungeons_completed=p.dungeons_completed + 1))
    game.step(rule, "resolve", "step.dungeon_completed", player=player, dungeon=name,
              count=p.dungeons_completed + 1)
    _event(game, "completed_dungeon", player)


# ------------------------------------------------------------------------------------------------ the monarch

MONARCH = CardDef(name="The Monarch", name_fr="Le monarque", types=frozenset({"designation"}))


def become_monarch(game: Game, item: StackItem, effect: Effect) -> None:
    for player in _players(game, item, effect)[:1]:
        make_monarch(game, player)


def make_monarch(game: Game, player: str) -> None:
    """724.3: one monarch at a time; the one before stops being it."""
    game.state = replace(game.state, monarch=player)
    game.step("724.3", "resolve", "step.becomes_monarch", player=player)
    _event(game, "became_monarch", player)


def _event(game: Game, event: str, player: str, amount: int | None = None) -> None:
    """"Whenever you become the monarch / complete a dungeon / roll a die / win a coin flip / clash" (603.2)."""
    from plugins.triggers import player_event

    player_event(game, event, player, amount=amount)


EVENTS = ("became_monarch", "completed_dungeon", "rolled_dice", "rolled_die", "won_flip", "clashed", "won_clash")


# ------------------------------------------------------------------------------------------------ wagers


def _wager(game: Game, item: StackItem, rule: str, what: str, options: list[Name]) -> int:
    """The index of the result among `options` (assumed: the first), said in the trace."""
    picked: int = game.assumed_pick(list(range(len(options))), 1, options)[0]
    game.step(rule, "info", "step.assumed_choice", player=item.controller, what=what, cards=(options[picked],))
    return picked


def flip_coin(game: Game, item: StackItem, effect: Effect) -> None:
    """705.2: the player calls the flip; won or lost decides the "if you win the flip" sentences after it."""
    won = _wager(game, item, "705.2", "coin_flip", [Name("won", "gagné"), Name("lost", "perdu")]) == 0
    game.set_flag(_done_flag(item), won)
    game.step("705.2", "resolve", "step.coin_flip", player=item.controller, won=str(won).lower())
    if won:
        _event(game, "won_flip", item.controller)


def clash(game: Game, item: StackItem, effect: Effect) -> None:
    """701.30: you and an opponent reveal your top cards; you win with the higher mana value. Known top cards
    decide it (and go back on top, assumed); an unknown one makes the result an assumed choice."""
    player = item.controller
    opponent = game.state.opponents(player)[0]
    mine, theirs = game.player(player).library[:1], game.player(opponent).library[:1]
    if mine and theirs and game.player(player).library and game.player(opponent).library:
        mv = [o.card.mana_cost.mana_value if o.card.mana_cost else 0 for o in (mine[0], theirs[0])]
        won = mv[0] > mv[1]
        game.step("701.30c", "resolve", "step.clash_revealed", player=player, opponent=opponent,
                  card=card_name(mine[0].card), other=card_name(theirs[0].card))
        game.step("701.30c", "info", "step.assumed_choice", player=player, what="clash_keep", cards=())
    else:
        won = _wager(game, item, "701.30d", "clash_result", [Name("won", "gagné"), Name("lost", "perdu")]) == 0
    game.set_flag(_done_flag(item), won)
    game.step("701.30d", "resolve", "step.clash", player=player, opponent=opponent, won=str(won).lower())
    for clasher in (player, opponent):  # 701.30b: both players clash
        _event(game, "clashed", clasher)
    if won:
        _event(game, "won_clash", player)


def roll_die(game: Game, item: StackItem, effect: Effect) -> None:
    """706.2: the result of the roll (assumed: the highest), kept for "equal to the result"."""
    sides = int(effect.get("sides", 6))
    results = list(range(sides, 0, -1))
    result = results[_wager(game, item, "706.2", "die_roll", [Name(str(n), str(n)) for n in results])]
    game.notes["die_result"] = result
    game.step("706.2", "resolve", "step.die_rolled", player=item.controller, sides=sides, result=result)
    _event(game, "rolled_die", item.controller, amount=result)
    _event(game, "rolled_dice", item.controller, amount=result)


def flip_card(game: Game, item: StackItem, effect: Effect) -> None:
    """710.2: a flip card's permanent has its alternative name, text, type line, power and toughness; its colour
    and mana cost stay (710.1c). Flipping is one-way (710.4): a flipped permanent doesn't flip again."""
    from plugins.continuous import refresh_statics
    from plugins.effects import _permanents

    for perm in _permanents(game, item, effect):
        card = perm.card
        if card.layout != "flip" or len(card.faces) < 2 or "flipped" in perm.keyword_state:
            game.step("710.4", "info", "step.cant_flip", card=card_name(card))
            continue
        flipped = replace(card.faces[1], faces=card.faces, layout="flip", mana_cost=card.mana_cost,
                          colors=card.colors)
        game.update_permanent(perm, card=flipped, keyword_state=perm.keyword_state | {"flipped"})
        game.step("710.2", "resolve", "step.flipped", card=card_name(card), into=card_name(flipped))
        refresh_statics(game)


def set_life(game: Game, item: StackItem, effect: Effect) -> None:
    """119.5: a life total set to a number: the player gains or loses the difference (so "whenever you gain
    life" and "lose life" see it)."""
    n = _amount(game, item, effect, "amount", 0)
    for player in _players(game, item, effect):
        before = game.player(player).life
        game.change_life(player, n - before)
        game.step("119.5", "resolve", "step.life_set", player=player, life=game.player(player).life, before=before)


EFFECTS = {"set_life": set_life, "flip_card": flip_card, "amass": amass, "learn": learn, "venture": venture,
           "become_monarch": become_monarch,
           "flip_coin": flip_coin, "clash": clash, "roll_die": roll_die}


arbitre_resolve_effect, arbitre_simulated_effects = effect_hooks(EFFECTS)


@hookimpl
def arbitre_trigger_events() -> list[str]:
    return list(EVENTS)


@hookimpl
def arbitre_state_based_actions(game: Game) -> bool | None:
    """309.6: a dungeon whose marker is on its bottommost room, once that room's ability has left the stack,
    is removed from the game: its owner completes it."""
    done = False
    for p in game.state.players:
        if not p.dungeon or not p.room:
            continue
        _, rooms, _ = _dungeon(p.dungeon)
        if rooms[p.room].after:
            continue
        waiting = any(i.get("dungeon") == p.dungeon and i.controller == p.name
                      for i in game.state.stack + game.state.pending_triggers)
        if not waiting:
            _complete(game, p.name, "309.6")
            done = True
    return done or None


@hookimpl
def arbitre_begin_step(game: Game, step: str) -> None:
    """724.2: at the beginning of the monarch's end step, that player draws a card (a triggered ability with
    no source, controlled by the monarch)."""
    monarch = game.state.monarch
    if step == "end" and monarch is not None and monarch == game.state.active:
        from plugins.triggers import queue_ability

        queue_ability(game, MONARCH, monarch, (_e("draw", count=1, who="you"),), (), "monarch_draw")


@hookimpl
def arbitre_event(game: Game, event: str, obj: Any, data: dict[str, Any]) -> None:
    """724.2: a creature dealing combat damage to the monarch makes its controller the monarch."""
    monarch = game.state.monarch
    if event == "combat_damage" and isinstance(obj, Permanent) and monarch is not None \
            and data.get("player") == monarch and obj.controller != monarch:
        from plugins.triggers import queue_ability

        queue_ability(game, MONARCH, obj.controller, (_e("become_monarch", who="you"),), (), "monarch_steal")
