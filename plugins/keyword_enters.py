"""Built-in plugin `keyword_enters`: keyword abilities that work as a permanent enters the battlefield.

Amplify N (702.38a): as it enters, its controller reveals cards from their hand that share a creature type with
it; it enters with N +1/+1 counters for each. How many are revealed is a choice: every such card of the hand
the message shows is assumed revealed, and the trace says so.

Compleated (702.150a): a planeswalker cast with life paid for Phyrexian mana symbols of its cost enters with two
fewer loyalty counters for each such symbol (what the cast's payment says, "and 2 life").

"As ~ enters, you may reveal a Dragon card from your hand" (614.12) and the sentence after it: "if you do or if you
control a Dragon, ~ enters with a +1/+1 counter", "~ enters tapped unless you revealed a Dragon card this way or you
control a Dragon" (614.1c). The card revealed is the one a line right after the `resolve` names ("I reveal ...",
"je révèle ..."), "I don't reveal" declines; with no line, a matching card of the hand is assumed revealed (said).

Tribute N (702.104a): as it enters, its controller chooses an opponent, who may put N +1/+1 counters on it. That
opponent's choice is the line after the `resolve` ("opponent pays tribute" / "l'adversaire paie le tribut", or
"opponent doesn't pay tribute" / "l'adversaire ne paie pas le tribut"); without one it is assumed (tribute not paid:
no counters) and said; "if tribute wasn't paid" then holds (702.104b), a fact kept on the permanent.

Hideaway N (702.75a): when it enters, its controller looks at the top N cards of their library, exiles one face
down and puts the rest on the bottom. The card exiled is the one a `choose` line after `resolve` names, else the
first one (assumed, said); a library the message doesn't list is unknown, and the trace says so. The older
wording, "hideaway" without a number, looks at four cards and makes the land enter tapped (its reminder text).
"""

from __future__ import annotations

from functools import partial
from typing import Any

from bot.engine.actions import Action
from bot.engine.conditions import condition_holds
from bot.engine.game import Game
from bot.engine.hookspecs import hookimpl
from bot.engine.state import CardObject, Permanent, StackItem, replace
from bot.engine.trace import card_name
from foundation.cards import Effect, ObjectFilter
from foundation.errors import IllegalAction
from plugins.declare import enforces, resolver_hooks
from plugins.keyword_common import Resolver, keyword_numbers, keyword_trigger

OLD_HIDEAWAY = 4  # "Hideaway" as first printed: the top four cards, and the land enters tapped


arbitre_enforced_abilities = enforces("amplify", "tribute", "hideaway", "compleated", "revealed_enters_with_counters",
                                      "etb_tapped_unless_revealed_or")


def _counters(game: Game, perm: Permanent, n: int, rule: str) -> Permanent:
    perm = game.update_permanent(perm, counters=perm.with_counter("+1/+1", n).counters)
    game.step(rule, "replacement", "step.enters_with_counters", card=card_name(perm.card), count=n, counter="+1/+1")
    return perm


def _amplify(game: Game, perm: Permanent) -> Permanent:
    """702.38a: the cards of the hand sharing a creature type with it (never itself: it is entering)."""
    for n in keyword_numbers(perm.keywords, "amplify"):
        types = perm.card.subtypes
        shown = [o for o in game.player(perm.controller).hand if o.card.subtypes & types]
        if not shown:
            game.step("702.38a", "info", "step.amplify_nothing", player=perm.controller, card=card_name(perm.card))
            continue
        game.step("702.38a", "info", "step.assumed_choice", player=perm.controller, what="amplify_reveal_all",
                  cards=tuple(card_name(o.card) for o in shown))
        game.step("702.38a", "step", "step.amplify_reveals", player=perm.controller, card=card_name(perm.card),
                  cards=tuple(card_name(o.card) for o in shown))
        perm = _counters(game, perm, n * len(shown), "702.38a")
    return perm


def _tribute_answer(chosen: str, action: Action) -> bool:
    """The chosen opponent's line: "opponent pays tribute" or "opponent doesn't pay tribute"."""
    return action.actor in (None, chosen) and (action.kind == "pay" and "tribute" in action.words
                                               or action.kind == "decline_pay")


def _tribute(game: Game, perm: Permanent) -> Permanent:
    """702.104a: the chosen opponent's choice: "opponent pays tribute" on the line after the `resolve` puts the
    counters, "opponent doesn't pay tribute" doesn't; without a line, not paid (assumed, said; 702.104b)."""
    for n in keyword_numbers(perm.keywords, "tribute"):
        opponents = game.state.opponents(perm.controller)
        if not opponents:
            continue
        chosen = opponents[0]
        game.step("702.104a", "info", "step.tribute_opponent", player=chosen,
                  card=card_name(perm.card), count=n)
        line = game.take_action(partial(_tribute_answer, chosen))
        if line is not None and line.kind == "pay":
            perm = game.update_permanent(perm, counters=perm.with_counter("+1/+1", n).counters)
            game.step("702.104a", "replacement", "step.tribute_paid", player=chosen, card=card_name(perm.card),
                      count=n)
            continue
        if line is None:
            game.step("702.104a", "info", "step.assumed_choice", player=chosen, what="tribute_not_paid",
                      cards=(card_name(perm.card),))
        perm = game.update_permanent(perm, keyword_state=perm.keyword_state | {"tribute_not_paid"})
        game.step("702.104b", "info", "step.tribute_not_paid", card=card_name(perm.card))
    return perm


def _compleated(game: Game, perm: Permanent, spell: Any) -> Permanent:
    """702.150a: a planeswalker cast paying life for Phyrexian mana symbols enters with two fewer loyalty
    counters for each of those symbols."""
    if "compleated" not in perm.keywords or not isinstance(spell, StackItem) or not perm.counter("loyalty"):
        return perm
    life = spell.get("phyrexian_life")
    symbols = life // 2 if isinstance(life, int) else 0
    if not symbols:
        return perm
    less = min(perm.counter("loyalty"), 2 * symbols)
    perm = game.update_permanent(perm, counters=perm.with_counter("loyalty", -less).counters)
    game.step("702.150a", "replacement", "step.compleated_loyalty", card=card_name(perm.card), count=symbols,
              loyalty=perm.counter("loyalty"))
    return perm


def _revealed(game: Game, perm: Permanent, flt: Any, assume: bool = True) -> bool:
    """"As ~ enters, you may reveal a Dragon card from your hand" (614.12): the card a line right after names
    ("I reveal Shivan Dragon"), none when the line declines ("I don't reveal"); without a line, revealed when the
    hand holds such a card (assumed, said)."""
    player = perm.controller
    hand = [o for o in game.player(player).hand if isinstance(flt, ObjectFilter) and game.card_matches(o.card, flt)]
    line = game.take_action(lambda a: (a.kind == "decline_pay" or a.kind == "choose" and bool(a.cards)
                                       and not a.colors and not a.words) and a.actor in (None, player))
    if line is not None and line.kind == "decline_pay":
        game.step("614.12", "info", "step.as_enters_not_revealed", player=player, card=card_name(perm.card))
        return False
    if line is not None:
        shown = [o for o in hand if any(ref.card.name == o.card.name for ref in line.cards)]
        if not shown:
            raise IllegalAction("ill.reveal_not_in_hand", "614.12", rules=("614.12",), card=card_name(perm.card),
                                revealed=card_name(line.cards[0].card))
        game.step("614.12", "step", "step.as_enters_reveals", player=player, card=card_name(perm.card),
                  revealed=card_name(shown[0].card))
        return True
    if not hand or not assume:
        return False
    game.step("614.12", "info", "step.as_enters_reveal_assumed", card=card_name(perm.card), player=player,
              revealed=card_name(hand[0].card))
    return True


def _reveal_conditions(game: Game, perm: Permanent) -> Permanent:
    """The sentence after "you may reveal ...": "If you do or if you control a Dragon, ~ enters with a +1/+1
    counter on it" and "~ enters tapped unless you revealed a Dragon card this way or you control a Dragon"
    (614.1c); when the condition holds, revealing changes nothing and is not assumed (a written line is read)."""
    for st in perm.card.static:
        if st.kind not in ("revealed_enters_with_counters", "etb_tapped_unless_revealed_or"):
            continue
        condition = st.table("condition")
        held = bool(condition) and condition_holds(game, perm, condition)
        if held:
            game.step("614.1c", "info", "step.as_enters_condition_holds", card=card_name(perm.card))
        done = _revealed(game, perm, st.get("filter"), assume=not held) or held
        if st.kind == "revealed_enters_with_counters" and done:
            kind, n = str(st.get("counter", "+1/+1")), int(st.get("count", 1) or 1)
            perm = game.update_permanent(perm, counters=perm.with_counter(kind, n).counters)
            game.step("614.1c", "replacement", "step.enters_with_counters", card=card_name(perm.card), count=n,
                      counter=kind)
        elif st.kind == "etb_tapped_unless_revealed_or" and not done and not perm.tapped:
            perm = game.update_permanent(perm, tapped=True)
            game.step("614.1c", "replacement", "step.enters_tapped", card=card_name(perm.card))
    return perm


def _hideaway_count(perm: Permanent) -> int | None:
    numbers = keyword_numbers(perm.keywords, "hideaway")
    if numbers:
        return max(numbers)
    return OLD_HIDEAWAY if "hideaway" in perm.keywords else None


def _on_enters(game: Game, perm: Permanent, spell: Any) -> None:
    perm = _compleated(game, perm, spell)
    perm = _reveal_conditions(game, perm)
    perm = _amplify(game, perm)
    perm = _tribute(game, perm)
    n = _hideaway_count(perm)
    if n is None:
        return
    if not keyword_numbers(perm.keywords, "hideaway") and not perm.tapped:  # the old reminder text: enters tapped
        perm = game.update_permanent(perm, tapped=True)
        game.step("702.75a", "replacement", "step.enters_tapped", card=card_name(perm.card))
    keyword_trigger(game, perm, "hideaway", "702.75a", Effect.make("keyword_hideaway", count=n))


def _hideaway(game: Game, item: StackItem, effect: Effect) -> None:
    """702.75a: look at the top N, exile one face down, the rest to the bottom."""
    player = item.controller
    n = int(effect.get("count", OLD_HIDEAWAY))
    p = game.player(player)
    seen = list(p.library[:n])
    unknown = min(n - len(seen), p.library_unknown)
    if not seen:
        game.step("702.75a", "resolve", "step.hideaway_unknown", player=player, card=card_name(item.card), count=n)
        return
    if unknown:
        game.step("702.75a", "info", "step.hideaway_partly_unknown", player=player, count=unknown)
    game.step("702.75a", "step", "step.hideaway_looks", player=player, cards=tuple(card_name(o.card) for o in seen))
    chosen = game.choose_cards(player, ("choose", "exile"), 1, seen, "702.75a", "hideaway_exile")[0]
    moved = game.move_card(player, "library", chosen, "exile", "hideaway")
    if isinstance(moved, CardObject):
        owner = game.player(moved.owner)
        game.set_player(replace(owner, exile=tuple(replace(o, status="hideaway") if o.oid == moved.oid else o
                                                    for o in owner.exile)))
    game.step("702.75a", "resolve", "step.hideaway_exiles", player=player, card=card_name(chosen.card))
    rest = [o for o in seen if o is not chosen]
    for obj in rest:
        game.remove_from_zone(player, "library", obj.oid)
        game.put_card(obj.card, obj.owner, "library", top=False)
    if rest:
        game.step("702.75a", "resolve", "step.hideaway_bottom", player=player,
                  cards=tuple(card_name(o.card) for o in rest))


@hookimpl
def arbitre_event(game: Game, event: str, obj: Any, data: dict[str, Any]) -> None:
    if event == "enters_battlefield" and isinstance(obj, Permanent):
        _on_enters(game, obj, data.get("spell"))


RESOLVERS: dict[str, Resolver] = {"keyword_hideaway": _hideaway}


arbitre_resolve_effect, arbitre_simulated_effects = resolver_hooks(RESOLVERS)
