"""Built-in plugin `keywords`: keyword abilities that are other ways to cast a card or pay for it,
what they change once it is cast, and keyword abilities that trigger around targeting and entering.

Alternative costs (601.2b, 118.9): escape from the graveyard (702.138a), foretell from exile after the
turn it was foretold (702.143a; foretelling itself is a special action, 116.2h), evoke (702.74a, then
sacrificed when it enters), emerge (702.119a: sacrifice a creature, the cost reduced by its mana value),
dash (702.109a: haste, back to hand at the next end step), blitz (702.152a: haste, draws a card when it
dies, sacrificed at the next end step), spectacle (702.137a: an opponent lost life this turn), surge
(702.117a: you cast another spell this turn), prowl (702.76a: a creature of a shared type dealt combat
damage to a player this turn), cleave (702.148a: the spell without the words in square brackets).
Buyback (702.27a) returns the spell to its owner's hand as it resolves.
Undaunted (702.125a) reduces the cost by {1} for each opponent. Ninjutsu (702.49a) returns an unblocked
attacker to put the Ninja onto the battlefield tapped and attacking. Ward (702.21a) triggers when an
opponent's spell or ability targets the permanent, and counters it unless that player pays (a `pay` line
after the trigger's `resolve`; without one, not paying is assumed and said). "Enters with N counters"
(614.1c), with its kicker (702.33d) and escape (702.138c) variants.
"""

from __future__ import annotations

from typing import Any

from bot.engine import hookspecs as hs
from bot.engine.abilities import counter as counter_object
from bot.engine.actions import Action, CardRef
from bot.engine.game import Game
from bot.engine.hookspecs import CastOption, CostModifier, hookimpl
from bot.engine.payment import pay_mana
from bot.engine.state import CardObject, Permanent, StackItem, replace
from bot.engine.trace import card_name
from foundation.cards import Cost, Effect, ManaCost, ObjectFilter, SacrificeCost
from foundation.errors import IllegalAction, IncompleteAction
from plugins.declare import enforces
from plugins.keyword_common import pay_keyword_cost

HAND_ALTERNATIVES = {"evoke": "702.74a", "emerge": "702.119a", "dash": "702.109a", "blitz": "702.152a",
                     "spectacle": "702.137a", "surge": "702.117a", "prowl": "702.76a", "cleave": "702.148a"}
FORETELL_COST = ManaCost(2)
MORPH_COSTS = ("morph", "megamorph", "disguise")


arbitre_enforced_abilities = enforces("escape", "foretell", "evoke", "emerge", "dash", "blitz", "spectacle", "surge",
                                      "prowl", "buyback", "undaunted", "ninjutsu", "commander ninjutsu", "ward",
                                      "enters_with_counters", "enters_tapped", "morph", "megamorph", "jump-start",
                                      "retrace", "enters_tapped_unless_few", "enters_tapped_unless_many",
                                      "enters_tapped_unless_basics", "cleave")


@hookimpl
def arbitre_simulated_effects() -> list[str]:
    return ["keyword_sacrifice_self", "keyword_return_to_hand", "ninjutsu", "ward"]


def condition_refusal(game: Game, player: str, card: CardObject, alt: str) -> str | None:
    """Why a conditional alternative cost isn't available now (None: it is)."""
    if alt == "spectacle" and not any(game.player(p).lost_life_this_turn for p in game.state.opponents(player)):
        return "ill.spectacle_condition"
    if alt == "surge" and game.player(player).spells_cast == 0:
        return "ill.surge_condition"
    if alt == "prowl" and not (card.card.subtypes & game.player(player).combat_damage_types):
        return "ill.prowl_condition"
    if alt == "foretell" and card.foretold is None:
        return "ill.not_foretold"
    if alt == "foretell" and card.foretold is not None and card.foretold >= game.state.turn:
        return "ill.foretold_this_turn"
    return None


@hookimpl
def arbitre_cast_options(game: Game, player: str, card: CardObject, zone: str) -> list[CastOption] | None:
    options: list[CastOption] = []
    if zone == "hand":
        if any(card.card.cost_named(k) is not None for k in MORPH_COSTS):  # 702.37c: face down for {3}
            options.append(CastOption("hand", "face_down", Cost(mana=ManaCost(3)), rule="702.37c"))
        for alt, rule in HAND_ALTERNATIVES.items():
            cost = card.card.cost_named(alt)
            if cost is None or condition_refusal(game, player, card, alt) is not None:
                continue
            if alt == "emerge":  # "by paying [cost] and sacrificing a creature" (702.119a)
                cost = replace(cost, sacrifice=SacrificeCost(ObjectFilter(types=("creature",)), 1))
            options.append(CastOption("hand", alt, cost, rule=rule))
    elif zone == "graveyard":
        cost = card.card.cost_named("escape")
        if cost is not None:
            options.append(CastOption("graveyard", "escape", cost, rule="702.138a"))
        mana = card.card.mana_cost or ManaCost()
        if "jump-start" in card.card.keywords:  # 702.133a: its mana cost and discarding a card
            options.append(CastOption("graveyard", "jump-start", Cost(mana=mana, discard="card", discard_count=1),
                                      rule="702.133a"))
        if "retrace" in card.card.keywords:  # 702.81a: its mana cost and discarding a land card
            options.append(CastOption("graveyard", "retrace", Cost(mana=mana, discard="card", discard_count=1,
                                                                   discard_filter=ObjectFilter(types=("land",))),
                                      rule="702.81a"))
    elif zone == "exile":
        cost = card.card.cost_named("foretell")
        if cost is not None and card.foretold is not None and card.foretold < game.state.turn:
            options.append(CastOption("exile", "foretell", cost, rule="702.143a"))
    return options


def _emerge_sacrifice(game: Game, player: str) -> Permanent | None:
    """The creature named to be sacrificed for emerge (on the cast line, or on a pay line right after)."""
    refs: list[CardRef] = []
    current = game.current_action
    if current is not None:
        refs.extend(current.payment.sacrifice)
    nxt = game.peek_action()
    if nxt is not None and nxt.kind == "pay":
        refs.extend(nxt.payment.sacrifice)
    for ref in refs:
        perms = [p for p in game.permanents_named(ref.card, player) if p.is_creature]
        if perms:
            return perms[0]
    return None


@hookimpl
def arbitre_cost_modifiers(game: Game, player: str, card: CardObject | None, ability: Any) -> list[CostModifier] | None:
    if card is None:
        return None
    mods: list[CostModifier] = []
    spell = game.state.stack[-1] if game.state.stack else None
    if spell is not None and spell.kind == "spell" and spell.card is card.card and spell.alt == "emerge":
        sacrificed = _emerge_sacrifice(game, player)
        if sacrificed is None:
            raise IncompleteAction("err.emerge_needs_sacrifice", "702.119c", card=card_name(card.card),
                                   candidates=tuple(p.card.name for p in game.state.permanents_of(player)
                                                    if p.is_creature))
        mv = sacrificed.card.mana_cost.mana_value if sacrificed.card.mana_cost else 0
        if mv:
            mods.append(CostModifier(-mv, card_name(sacrificed.card), "702.119a"))
    if "undaunted" in card.card.keywords:
        n = len(game.state.opponents(player))
        mods.append(CostModifier(-n, card_name(card.card), "702.125a"))
    return mods


@hookimpl
def arbitre_replace_move(game: Game, card: Any, owner: str, from_zone: str, to_zone: str, cause: str) -> str | None:
    """Buyback (702.27a): a spell whose buyback cost was paid goes to its owner's hand as it resolves.
    Jump-start (702.133a): a spell cast with it is exiled instead of going anywhere else from the stack."""
    if isinstance(card, StackItem) and from_zone == "stack" and card.alt == "jump-start" and to_zone != "exile":
        game.step("702.133a", "replacement", "step.jump_start_exile", card=card_name(card.card), zone=to_zone)
        return "exile"
    if isinstance(card, StackItem) and from_zone == "stack" and cause == "resolve" and to_zone == "graveyard" \
            and "buyback" in (card.get("optional_costs") or ()):  # type: ignore[operator]
        game.step("702.27a", "replacement", "step.buyback_to_hand", card=card_name(card.card))
        return "hand"
    return None


def _trigger(game: Game, perm: Permanent, kind: str, rule: str, trigger: str) -> None:
    item = StackItem(oid=game.new_stack_oid(), kind="trigger", controller=perm.controller, card=perm.card,
                     owner=perm.owner, source_oid=perm.oid, effects=(Effect.make(kind, rule=rule),), trigger=trigger)
    game.add_pending_trigger(item)
    game.step(rule, "trigger", "step.ability_triggers", card=card_name(perm.card), trigger=trigger)


def _enters_with(game: Game, perm: Permanent) -> None:
    """614.1c: "~ enters with N counters on it" (if kicked 702.33d, for each kick, if it escaped 702.138c);
    "~ enters tapped" (614.1c)."""
    for st in perm.statics:
        if st.kind.startswith("enters_tapped_unless") and not perm.tapped and not _untapped_condition(game, perm,
                                                                                                      st.kind):
            perm = game.update_permanent(perm, tapped=True)
            game.step("614.1c", "replacement", "step.enters_tapped", card=card_name(perm.card))
        if st.kind == "enters_tapped" and not perm.tapped:
            perm = game.update_permanent(perm, tapped=True)
            game.step("614.1c", "replacement", "step.enters_tapped", card=card_name(perm.card))
        if st.kind != "enters_with_counters":
            continue
        cond = st.get("if")
        if cond == "kicked" and not perm.kicked or cond == "escaped" and perm.cast_alt != "escape":
            continue
        count = st.get("count", 1)
        n = (perm.cast_x or 0) if count == "X" else int(count or 0)
        if st.get("per") == "kick":
            n *= perm.kicked
        if n <= 0:
            continue
        kind = str(st.get("counter", "+1/+1"))
        perm = game.update_permanent(perm, counters=perm.with_counter(kind, n).counters)
        rule = "702.33d" if cond == "kicked" or st.get("per") == "kick" else \
            "702.138c" if cond == "escaped" else "614.1c"
        game.step(rule, "replacement", "step.enters_with_counters", card=card_name(perm.card), count=n, counter=kind)


def _untapped_condition(game: Game, perm: Permanent, kind: str) -> bool:
    """The condition of "~ enters tapped unless you control two or fewer / two or more other lands / two or more
    basic lands" (checked as it enters, 614.1c)."""
    lands = [p for p in game.state.permanents_of(perm.controller) if "land" in p.card.types and p.oid != perm.oid]
    if kind == "enters_tapped_unless_few":
        return len(lands) <= 2
    if kind == "enters_tapped_unless_many":
        return len(lands) >= 2
    return sum(1 for p in lands if "basic" in p.card.supertypes) >= 2


def _ward(game: Game, item: StackItem) -> None:
    """702.21a: each permanent with ward that this spell or ability targets, controlled by an opponent of
    its controller, triggers."""
    for group in item.targets:
        for target in group:
            perm = game.state.permanent(target.oid) if target.kind == "permanent" else None
            if perm is None or perm.controller == item.controller:
                continue
            # its printed ward (the cost kept with the card) and each ward {N} a static ability gives it (702.21b)
            for keyword in sorted(k for k in perm.keywords if k == "ward" or k.startswith("ward {")):
                cost = perm.card.cost_named("ward") if keyword == "ward" else Cost(mana=ManaCost.parse(keyword[5:]))
                ward = StackItem(oid=game.new_stack_oid(), kind="trigger", controller=perm.controller,
                                 card=perm.card, owner=perm.owner, source_oid=perm.oid, effects=(Effect.make("ward"),),
                                 trigger="ward", data=(("ward_of", item.oid), ("ward_cost", cost)))
                game.add_pending_trigger(ward)
                game.step("702.21a", "trigger", "step.ward_triggers", card=card_name(perm.card),
                          spell=card_name(item.card))


@hookimpl
def arbitre_event(game: Game, event: str, obj: Any, data: dict[str, Any]) -> None:
    if event in ("cast", "activated", "trigger_put") and isinstance(obj, StackItem):
        _ward(game, obj)
    if event == "enters_battlefield" and isinstance(obj, Permanent):
        _enters_with(game, obj)
        if obj.cast_alt == "evoke":  # 702.74a: "when it enters, if its evoke cost was paid, sacrifice it"
            _trigger(game, obj, "keyword_sacrifice_self", "702.74a", "evoke")
        elif obj.cast_alt in ("dash", "blitz"):  # 702.109a, 702.152a: it gains haste
            game.update_permanent(obj, haste=True)
            game.step("702.109a" if obj.cast_alt == "dash" else "702.152a", "info", "step.gains_haste",
                      card=card_name(obj.card), alt=obj.cast_alt)
    elif event == "leaves_battlefield" and isinstance(obj, Permanent) and obj.cast_alt == "blitz" \
            and data.get("to") == "graveyard" and obj.is_creature:
        item = StackItem(oid=game.new_stack_oid(), kind="trigger", controller=obj.controller, card=obj.card,
                         owner=obj.owner, effects=(Effect.make("draw", count=1, who="you"),), trigger="blitz")
        game.add_pending_trigger(item)
        game.step("702.152a", "trigger", "step.ability_triggers", card=card_name(obj.card), trigger="blitz")


@hookimpl
def arbitre_begin_step(game: Game, step: str) -> None:
    """Dash and blitz: at the beginning of the next end step, return it to its owner's hand (702.109a) or
    sacrifice it (702.152a)."""
    if step != "end":
        return
    for perm in list(game.state.battlefield):
        if perm.cast_alt == "dash":
            _trigger(game, perm, "keyword_return_to_hand", "702.109a", "dash")
        elif perm.cast_alt == "blitz":
            _trigger(game, perm, "keyword_sacrifice_self", "702.152a", "blitz")


def resolve_ward(game: Game, item: StackItem) -> None:
    """702.21a: counter that spell or ability unless its controller pays the ward cost (the payment is
    written on a `pay` line right after the `resolve`; none written: not paid, said as an assumption)."""
    oid = item.get("ward_of")
    target = game.state.stack_item(oid) if isinstance(oid, int) else None
    if target is None:
        game.step("702.21a", "info", "step.ward_target_gone", card=card_name(item.card))
        return
    cost = item.get("ward_cost")
    payer = target.controller
    if pay_keyword_cost(game, payer, cost if isinstance(cost, Cost) else None, None, "702.21a"):
        game.step("702.21a", "resolve", "step.ward_paid", player=payer, card=card_name(target.card))
        return
    game.step("702.21a", "info", "step.assumed_choice", player=payer, what="ward_not_paid",
              cards=(card_name(target.card),))
    counter_object(game, target, item)


def ninjutsu(game: Game, item: StackItem) -> None:
    """702.49a: put the card onto the battlefield from its owner's hand, tapped and attacking (702.49c:
    the player or planeswalker the returned creature was attacking)."""
    obj = next((o for o in game.player(item.controller).hand if o.oid == item.source_oid), None)
    if obj is None:
        game.step("702.49a", "info", "step.keyword_source_gone", card=card_name(item.card))
        return
    game.remove_from_zone(item.controller, "hand", obj.oid)
    perm = game.enter_battlefield(obj.card, obj.owner, item.controller, tapped=True)
    game.update_permanent(perm, attacking=True)
    game.step("702.49a", "resolve", "step.ninjutsu_enters", card=card_name(obj.card), player=item.controller)


@hookimpl
def arbitre_resolve_effect(game: Game, item: StackItem, effect: Effect) -> bool | None:
    if effect.kind == "ward":
        resolve_ward(game, item)
        return True
    if effect.kind == "ninjutsu":
        ninjutsu(game, item)
        return True
    if effect.kind not in ("keyword_sacrifice_self", "keyword_return_to_hand"):
        return None
    perm = game.state.permanent(item.source_oid) if item.source_oid is not None else None
    rule = str(effect.get("rule", "603.2"))
    if perm is None:  # it left the battlefield: nothing to do (a new object, 400.7)
        game.step(rule, "info", "step.keyword_source_gone", card=card_name(item.card))
        return True
    if effect.kind == "keyword_sacrifice_self":
        game.leave_battlefield(perm, "graveyard", "sacrifice")
        game.step(rule, "resolve", "step.sacrificed", player=perm.controller, card=card_name(perm.card))
    else:
        game.leave_battlefield(perm, "hand", "bounce")
        game.step(rule, "resolve", "step.returned_to_hand", card=card_name(perm.card))
    return True


def foretell(game: Game, action: Action) -> None:
    """702.143a, 116.2h: during your turn, while you have priority, pay {2} and exile a card with
    foretell from your hand face down (a special action: no stack)."""
    assert action.card is not None
    player = action.actor or game.state.priority or game.state.active
    game.claim_priority(player)
    obj = game.card_in_zone(player, "hand", action.card)
    name = card_name(obj.card)
    if obj.card.cost_named("foretell") is None:
        raise IllegalAction("ill.no_foretell", "702.143a", rules=("702.143a", "116.2h"), card=name)
    if game.state.active != player:
        raise IllegalAction("ill.foretell_not_your_turn", "702.143a", rules=("702.143a", "116.2h"), card=name)
    game.paying += 1
    try:
        game.remove_from_zone(player, "hand", obj.oid)
        pay_mana(game, player, FORETELL_COST, action.payment, "702.143a")
    finally:
        game.paying -= 1
    game.put_card(obj.card, obj.owner, "exile")
    p = game.player(player)
    exiled = p.exile[-1]
    game.set_player(replace(p, exile=p.exile[:-1] + (replace(exiled, foretold=game.state.turn),)))
    game.step("702.143a", "step", "step.foretold", player=player, card=name)
    game.step("116.2h", "info", "step.foretell_special_action")
    game.acted(player)
    game.give_priority(player)


def turn_face_up(game: Game, action: Action) -> None:
    """702.37e, 116.2b: any time its controller has priority, a face-down permanent with morph is turned face
    up by paying its morph cost (a special action: no stack); megamorph adds a +1/+1 counter (702.37b)."""
    assert action.card is not None
    player = action.actor or game.state.priority or game.state.active
    game.claim_priority(player)
    perm = game.bind_permanent(action.card, player, prefer=lambda p: p.face_down_card is not None)
    name = card_name(perm.card)
    real = perm.face_down_card
    if real is None:
        raise IllegalAction("ill.not_face_down", "702.37e", rules=("702.37e", "116.2b"), card=name)
    kind = next((k for k in MORPH_COSTS if real.cost_named(k) is not None), None)
    cost = real.cost_named(kind) if kind is not None else None
    if cost is None:
        raise IllegalAction("ill.no_morph_cost", "702.37e", rules=("702.37e", "708.7"), card=name)
    from plugins.casting import pay_everything

    game.paying += 1
    try:
        pay_everything(game, player, cost.mana, [replace(cost, mana=ManaCost())], action.payment, perm,
                       rule="702.37e")
    finally:
        game.paying -= 1
    perm = game.update_permanent(perm, card=real, face_down_card=None)
    game.step("702.37e", "step", "step.turned_face_up", player=player, card=card_name(real))
    if kind == "megamorph":
        perm = game.update_permanent(perm, counters=perm.with_counter("+1/+1", 1).counters)
        game.step("702.37b", "resolve", "step.counter_put", card=card_name(real), counter="+1/+1", count=1)
    game.step("116.2b", "info", "step.turn_face_up_special_action")
    hs.call_event(game.pm, game, "turned_face_up", perm)
    game.acted(player)
    game.give_priority(player)


@hookimpl
def arbitre_perform_action(game: Game, action: Action) -> bool | None:
    if action.kind == "foretell":
        foretell(game, action)
        return True
    if action.kind == "turn_face_up":
        turn_face_up(game, action)
        return True
    return None
