"""Built-in plugin `effects_zones`: zone effects the older `effects` plugin doesn't carry out (issue 11).

- `untap_chosen`: "untap up to two lands" (701.26b): the controller chooses as it resolves, a `choose` line
  after `resolve`, else the tapped permanents they control first (assumed and said).
- `draw_optional`: "target opponent may draw a card": that player's choice; without a line, they draw
  (assumed and said).
- `look_at_library`: "look at the top card of target player's library": nothing changes; the trace says what
  the controller sees, or that the library is unknown.
- `unless_cost`: "sacrifice ~ unless you discard a card" (118.12: the cost is the controller's choice as it
  resolves): paid when the next line is that player's pay line (or names what they discard, sacrifice or
  return), else not paid (assumed and said); the effects after it carry `unless_done` and happen only when it
  wasn't.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from bot.engine.actions import Action
from bot.engine.game import Game
from bot.engine.hookspecs import CastOption, hookimpl
from bot.engine.payment import discard as discard_card
from bot.engine.state import CardObject, Permanent, StackItem, replace
from bot.engine.trace import Name, card_name
from foundation.cards import CardDef, Effect
from plugins.effects import (
    _amount,
    _done_flag,
    _players,
    _referenced,
    _top_cards,
    as_map,
    carry_out,
    materialize,
    note,
    noted_objects,
    things,
)


def untap_chosen(game: Game, item: StackItem, effect: Effect) -> None:
    flt = effect.get("filter")
    n = _amount(game, item, effect, "count", 1)
    player = item.controller
    tapped = [p for p in game.state.battlefield if p.tapped and (flt is None or game.matches(p, flt, player,
                                                                                             item.source_oid))]
    tapped.sort(key=lambda p: p.controller != player)  # the controller's own first
    chosen = game.choose_permanents(player, ("choose", "untap"), n, tapped, "701.26b", "untap_chosen")
    for perm in chosen:
        game.update_permanent(perm, tapped=False)
        game.step("701.26b", "resolve", "step.untapped", card=card_name(perm.card))
    if not chosen:
        game.step("701.26b", "info", "step.nothing_to_untap", player=player)


def draw_optional(game: Game, item: StackItem, effect: Effect) -> None:
    n = _amount(game, item, effect, "count", 1)
    for player in _players(game, item, effect):
        answer = game.take_action(_draw_answer(player))
        if answer is not None and answer.kind == "decline_pay":
            game.step("608.2c", "resolve", "step.declines_optional_draw", player=player)
            continue
        if answer is None:
            game.step("608.2c", "info", "step.assumed_choice", player=player, what="optional_draw",
                      cards=(Name(effect.text, effect.text_fr),) if effect.text else ())
        drawn = game.draw(player, n)
        game.step("121.1", "resolve", "step.draws", player=player, count=len(drawn),
                  library=game.player(player).library_size)


def _draw_answer(player: str) -> Callable[[Action], bool]:
    return lambda a: a.kind in ("draw", "decline_pay") and a.actor in (None, player)


def hand_then_draw(game: Game, item: StackItem, effect: Effect) -> None:
    """Each player discards (701.9a) or shuffles into their library (701.24a) their whole hand, or the cards they
    choose ("up to two", "any number": a `discard` / `choose` line after `resolve`, else none, assumed and said),
    then draws that many cards (121.1), or the greatest number any of them discarded (`greatest`)."""
    players = _players(game, item, effect)
    counts: dict[str, int] = {}
    for player in players:
        hand = list(game.player(player).hand)
        up_to = effect.get("up_to")
        if up_to is None:
            chosen = hand
        else:
            answer = game.take_action(_chosen_cards_answer(player))
            names = _names(answer)
            chosen = []
            for name in names:
                match = next((o for o in hand if o.card.name == name and o not in chosen), None)
                if match is not None:
                    chosen.append(match)
            if isinstance(up_to, int):
                chosen = chosen[:up_to]
            if answer is None:
                game.step("608.2c", "info", "step.assumed_choice", player=player, what="discard_none", cards=())
        if effect.get("how") == "shuffle":
            p = game.player(player)
            game.set_player(replace(p, hand=tuple(o for o in p.hand if o not in chosen), library=(),
                                    library_unknown=p.library_size + len(chosen)))
            game.step("701.24a", "resolve", "step.hand_shuffled_in", player=player, count=len(chosen))
        else:
            for obj in chosen:
                discard_card(game, player, obj, "effect")
        counts[player] = len(chosen)
    most = max(counts.values(), default=0)
    for player in players:
        n = most if effect.get("greatest") else counts.get(player, 0)
        drawn = game.draw(player, n)
        game.step("121.1", "resolve", "step.draws", player=player, count=len(drawn),
                  library=game.player(player).library_size)


def _chosen_cards_answer(player: str) -> Callable[[Action], bool]:
    return lambda a: a.kind in ("discard", "choose") and a.actor in (None, player)


def look_at_library(game: Game, item: StackItem, effect: Effect) -> None:
    n = _amount(game, item, effect, "count", 1)
    for player in _players(game, item, effect):
        known, unknown = _top_cards(game, player, n)
        game.step("608.2c", "resolve", "step.looks_at_library", player=item.controller, owner=player,
                  cards=tuple(card_name(o.card) for o in known), unknown=unknown)
        note(game, "looked", [o.oid for o in known + materialize(game, player, len(known), unknown)])


def must_block_source(game: Game, item: StackItem, effect: Effect) -> None:
    """"Blocks ~ this turn if able" (509.1c): the mark `plugins.combat` checks when blockers are declared, as it
    does for provoke (702.39a); it wears off in the cleanup step (514.2)."""
    source = game.state.permanent(item.source_oid) if item.source_oid is not None else None
    if source is None:
        return
    for perm in _referenced(game, item, effect):
        game.update_permanent(perm, marks=perm.marks | {f"must_block:{source.oid}"})
        game.step("509.1c", "resolve", "step.requirement_block_source", card=card_name(perm.card),
                  source=card_name(source.card))


# ---------------------------------------------------------------------------------------------- cards

def exile_chosen(game: Game, item: StackItem, effect: Effect) -> None:
    """Each player named exiles cards of their hand or graveyard of their choice
    (a `choose` line after `resolve`, else the first ones, assumed and said); noted "exiled" ("if it's a
    creature card")."""
    flt = effect.get("filter")
    zone = str(effect.get("zone", "graveyard"))
    n = _amount(game, item, effect, "count", 1)
    exiled: list[int] = []
    for player in _players(game, item, effect):
        cards = [o for o in game.player(player).zone(zone) if flt is None or game.card_matches(o.card, flt)]
        for obj in game.choose_cards(player, ("choose", "exile"), n, cards, "406.3", "exile"):
            new = game.move_card(player, zone, obj, "exile", "exile")
            game.step("406.3", "resolve", "step.exiled_from", card=card_name(obj.card), player=player, zone=zone)
            exiled += [new.oid] if new is not None else []
        if not cards:
            game.step("406.3", "info", "step.nothing_to_exile", player=player, zone=zone)
    note(game, "exiled", exiled)


def _named(game: Game, item: StackItem, effect: Effect) -> Name | None:
    """The name of the card "with the same name as that spell" designates: a target (as chosen, even gone), or a
    noted card."""
    ref = as_map(effect.get("named"))
    index = ref.get("target")
    if isinstance(index, int) and index < len(item.targets) and item.targets[index]:
        target = item.targets[index][0]
        return target.name if isinstance(target.name, Name) else None
    found = things(game, item, ref)
    if found:
        return card_name(found[0].card if isinstance(found[0], Permanent) else found[0][2].card)
    return None


def exile_same_name(game: Game, item: StackItem, effect: Effect) -> None:
    named = _named(game, item, effect)
    if named is None:
        return
    name = named.en
    exiled: list[int] = []
    for player in _players(game, item, effect):
        if effect.get("any"):
            game.step("701.23a", "info", "step.assumed_choice", player=item.controller, what="all_found", cards=())
        found = []
        for zone in ("graveyard", "hand", "library"):
            for obj in list(game.player(player).zone(zone)):
                if obj.card.name == name:
                    new = game.move_card(player, zone, obj, "exile", "exile")
                    exiled += [new.oid] if new is not None else []
                    found.append(obj)
        game.step("701.23a", "resolve", "step.exiled_same_name", player=player, card=named,
                  cards=tuple(card_name(o.card) for o in found), count=len(found))
        if game.player(player).library_unknown:
            game.step("701.23a", "info", "step.search_unknown_library", player=player)
    note(game, "exiled", exiled)


def reveal_to_hand(game: Game, item: StackItem, effect: Effect) -> None:
    """701.20a: the top card is revealed (an unknown library: an unknown card, said so), then put into the hand."""
    revealed: list[int] = []
    for player in _players(game, item, effect):
        known, unknown = _top_cards(game, player, 1)
        cards = known + materialize(game, player, len(known), unknown)
        game.step("701.20a", "resolve", "step.reveals_top", player=player,
                  cards=tuple(card_name(o.card) for o in known), unknown=unknown)
        for obj in cards:
            new = game.move_card(player, "library", obj, "hand", "effect")
            game.step("701.20a", "resolve", "step.put_into_hand", player=player, card=card_name(obj.card))
            revealed += [new.oid] if new is not None else []
    note(game, "revealed", revealed)


def reveal_random(game: Game, item: StackItem, effect: Effect) -> None:
    """701.20a: a card of the hand chosen at random is revealed: the first as written, assumed and said."""
    revealed: list[int] = []
    for player in _players(game, item, effect):
        hand = list(game.player(player).hand)
        if not hand:
            game.step("701.20a", "info", "step.nothing_to_reveal", player=player)
            continue
        chosen = game.assumed_pick(hand, 1, [card_name(o.card) for o in hand])
        game.step("701.20a", "info", "step.assumed_choice", player=player, what="random_reveal",
                  cards=tuple(card_name(o.card) for o in chosen))
        game.step("701.20a", "resolve", "step.reveals_card", player=player, card=card_name(chosen[0].card))
        revealed.append(chosen[0].oid)
    note(game, "revealed", revealed)


def remove_from_combat(game: Game, item: StackItem, effect: Effect) -> None:
    """506.4: it is no longer an attacking, blocking or blocked creature (it stays on the battlefield)."""
    for perm in _referenced(game, item, effect):
        if perm.attacking or perm.blocking:
            game.update_permanent(perm, attacking=False, blocking=(), blocked=False)
            game.step("506.4", "resolve", "step.removed_from_combat_effect", card=card_name(perm.card))


# ---------------------------------------------------------------------------------------------- permissions

PERMISSIONS = ("play_permission", "extra_land")  # granted, not chosen as it resolves: their "you may" is no choice


def play_permission(game: Game, item: StackItem, effect: Effect) -> None:
    """601.3 / 305.1: each card noted may be cast (or played, for a land, when `lands`) from exile by the
    controller this turn: a flag the cast options below read; the turn's flags end with it (500.1)."""
    player = item.controller
    granted = []
    for thing in noted_objects(game, item, str(effect.get("noted", "exiled"))):
        if isinstance(thing, tuple) and thing[1] == "exile":
            game.set_flag(f"may_play:{player}:{thing[2].oid}:{'lands' if effect.get('lands') else 'spells'}")
            granted.append(thing[2])
    if granted:
        game.step("601.3", "resolve", "step.may_play_this_turn", player=player,
                  cards=tuple(card_name(o.card) for o in granted), how="play" if effect.get("lands") else "cast")


def extra_land(game: Game, item: StackItem, effect: Effect) -> None:
    """305.2: the player may play that many more lands this turn (`plugins.player_statics.land_allowance`)."""
    n = _amount(game, item, effect, "count", 1)
    for i in range(n):
        game.set_flag(f"extra_land:{item.controller}:{item.oid}:{i}")
    game.step("305.2", "resolve", "step.extra_land_this_turn", player=item.controller, count=n)


def permitted_in_exile(game: Game, player: str, card: CardDef, lands: bool = False) -> CardObject | None:
    """A card of that name in any player's exile that `player` may play this turn (`play_permission`: an
    impulse draw, "you may play that card this turn"); `lands`: a permission that covers playing a land."""
    for p in game.state.players:
        for obj in p.exile:
            if obj.card.name != card.name and not obj.card.has_face(card.name):
                continue
            kinds = {f.rsplit(":", 1)[1] for f in game.state.flags if f.startswith(f"may_play:{player}:{obj.oid}:")}
            if kinds and (not lands or "lands" in kinds):
                return obj
    return None


@hookimpl
def arbitre_cast_options(game: Game, player: str, card: CardObject, zone: str) -> list[CastOption] | None:
    """A card exiled with a permission to play it this turn (`play_permission`) may be cast from exile."""
    if zone != "exile":
        return None
    if any(f.startswith(f"may_play:{player}:{card.oid}:") for f in game.state.flags):
        return [CastOption("exile", None, rule="601.3")]
    return None


# ---------------------------------------------------------------------------------------------- unless

def _answer(payer: str) -> Callable[[Action], bool]:
    """The payer's line answering "unless you ...": a pay / decline line, or the action the cost is made of
    ("I discard Island", "I sacrifice Forest", "I return Plains")."""
    return lambda a: (a.kind in ("pay", "decline_pay", "discard", "sacrifice", "return", "choose")
                      and a.actor in (None, payer))


def _names(action: Action | None) -> list[str]:
    """The cards a line names ("I discard Island", "I pay discarding Island", "I sacrifice Forest")."""
    if action is None:
        return []
    paid = action.payment
    refs = (*action.cards, *paid.discard, *paid.sacrifice, *paid.returned, *paid.exile)
    return [ref.card.name for ref in refs]


def _pick(game: Game, payer: str, options: list[Any], n: int, names: list[str], what: str, rule: str) -> list[Any]:
    """Cards or permanents named by the answer when it names enough of them, else the first ones (assumed and
    said)."""
    if names:
        left = list(options)
        out = []
        for name in names:
            match = next((o for o in left if o.card.name == name), None)
            if match is not None:
                left.remove(match)
                out.append(match)
        if len(out) >= n:
            return out[:n]
    chosen = game.assumed_pick(options, n, [card_name(o.card) for o in options])
    game.step(rule, "info", "step.assumed_choice", player=payer, what=what,
              cards=tuple(card_name(o.card) for o in chosen))
    return list(chosen)


def _options(game: Game, item: StackItem, payer: str, effect: Effect) -> list[Any]:
    """What the payer could pay "unless" with: cards in hand (discard), in the graveyard (exile), or
    permanents they control (sacrifice, return)."""
    flt = effect.get("filter")
    pay = effect.get("pay")
    if pay == "discard":
        return [o for o in game.player(payer).hand if flt is None or game.card_matches(o.card, flt)]
    if pay == "exile_graveyard":
        return [o for o in game.player(payer).graveyard if flt is None or game.card_matches(o.card, flt)]
    if pay in ("sacrifice", "return"):
        return [p for p in game.state.permanents_of(payer)
                if flt is None or game.matches(p, flt, payer, item.source_oid)]
    return []


def _pay(game: Game, item: StackItem, payer: str, effect: Effect, names: list[str]) -> None:
    pay = str(effect.get("pay"))
    n = int(effect.get("count") or 1)
    rule = "118.12"
    if pay == "life":
        game.change_life(payer, -n)
        game.step(rule, "resolve", "step.unless_life_paid", player=payer, amount=n, life=game.player(payer).life)
        return
    options = _options(game, item, payer, effect)
    if pay in ("discard", "exile_graveyard"):
        random = bool(effect.get("random"))
        cards = _pick(game, payer, options, n, [] if random else names,
                            "random_discard" if random else pay, "701.9b" if random else rule)
        for obj in cards:
            if pay == "discard":
                discard_card(game, payer, obj, "cost")
            else:
                game.move_card(payer, "graveyard", obj, "exile", "effect")
                game.step(rule, "resolve", "step.exiled", card=card_name(obj.card))
        note(game, "discarded" if pay == "discard" else "exiled", [o.oid for o in cards])
        return
    for perm in _pick(game, payer, options, n, names, "sacrifice" if pay == "sacrifice"
                                 else "return_chosen", rule):
        if pay == "sacrifice":
            game.leave_battlefield(perm, "graveyard", "sacrifice")
            game.step(rule, "resolve", "step.sacrificed", player=payer, card=card_name(perm.card))
        else:
            game.leave_battlefield(perm, "hand", "bounce")
            game.step(rule, "resolve", "step.returned_to_hand", card=card_name(perm.card))


def unless_cost(game: Game, item: StackItem, effect: Effect) -> None:
    payer = item.controller
    n = int(effect.get("count") or 1)
    able = game.player(payer).life >= n if effect.get("pay") == "life" else len(_options(game, item, payer,
                                                                                        effect)) >= n
    if not able:  # 118.3: a cost that can't be paid isn't paid
        game.step("118.3", "info", "step.cant_pay_unless_cost", player=payer)
        return
    answer = game.take_action(_answer(payer))
    if answer is None:
        game.step("608.2c", "info", "step.assumed_choice", player=payer, what="decline_pay",
                  cards=(Name(effect.text, effect.text_fr),) if effect.text else ())
        return
    if answer.kind == "decline_pay":
        game.step("608.2c", "resolve", "step.declines_unless_cost", player=payer)
        return
    _pay(game, item, payer, effect, _names(answer))
    game.set_flag(_done_flag(item))


EFFECTS = {"play_permission": play_permission, "extra_land": extra_land, "must_block_source": must_block_source,
           "untap_chosen": untap_chosen, "draw_optional": draw_optional, "look_at_library": look_at_library,
           "unless_cost": unless_cost, "exile_chosen": exile_chosen, "reveal_to_hand": reveal_to_hand,
           "reveal_random": reveal_random, "remove_from_combat": remove_from_combat, "hand_then_draw": hand_then_draw,
           "exile_same_name": exile_same_name}


@hookimpl
def arbitre_resolve_effect(game: Game, item: StackItem, effect: Effect) -> Any:
    if effect.kind in PERMISSIONS and effect.get("optional"):
        effect = Effect(effect.kind, tuple(a for a in effect.args if a[0] != "optional"), effect.text, effect.text_fr)
    return carry_out(game, item, effect, EFFECTS)


@hookimpl
def arbitre_simulated_effects() -> list[str]:
    return sorted(EFFECTS)
