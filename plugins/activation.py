"""Built-in plugin `activation`: activating abilities (602.2, 602.2a-b) and their restrictions.

602.5a: a creature's {T}/{Q} ability needs it under control since the start of the turn
(302.6) unless it has haste (702.10); 602.5b: "Activate only once each turn" and the like
(during your upkeep, during combat, before attackers are declared, ... see
`foundation.cards.RESTRICTIONS`); 602.5d "Activate only as a sorcery"; 602.5e "Activate only
as an instant" (needs priority, so never in the middle of casting a spell). Loyalty abilities
(606.3): main phase of their controller's turn, empty stack, one per permanent per turn; their
cost adds or removes loyalty counters (606.4, 606.6). An ability whose cost has a part the
encoding could not read is never activated (the engine can't pay what it doesn't know).
Mana abilities are handed to `mana_abilities`.
"""

from __future__ import annotations

from typing import Any

from bot.engine import hookspecs as hs
from bot.engine.abilities import attached_statics, note_unenforced, split_second_spell
from bot.engine.actions import Action
from bot.engine.game import Game
from bot.engine.hookspecs import Refusal, hookimpl
from bot.engine.payment import refuse_unrecognized_cost, total_cost
from bot.engine.state import COMBAT_STEPS, MAIN_STEPS, STEPS, CardObject, Permanent, StackItem, replace
from bot.engine.targets import choose_targets
from bot.engine.trace import card_name
from foundation.cards import ActivatedAbility, ManaCost
from foundation.errors import IllegalAction, IncompleteAction
from plugins.casting import actor_of, pay_everything
from plugins.modes import announced_modes, modal_of


def ability_index(source: Any, ability: ActivatedAbility) -> int:
    for i, ab in enumerate(source.activated_abilities):
        if ab is ability:
            return i
    return int(source.activated_abilities.index(ability))


RESTRICTION_RULES = ("602.5b", "602.1b")


def _restriction_refusals(game: Game, player: str, source: Any, ability: ActivatedAbility, name: Any) -> list[Refusal]:
    """The timing and condition restrictions "Activate only ..." (602.1b, 602.5b)."""
    r = ability.restrictions
    if not r:  # most abilities: nothing to look at
        return []
    st = game.state
    out: list[Refusal] = []
    step_index = STEPS.index(st.step) if st.step in STEPS else 0

    def refuse(message: str, **params: Any) -> None:
        out.append(Refusal("602.5b", message, (("card", name),) + tuple(params.items()), RESTRICTION_RULES))

    if "your_turn" in r and st.active != player:
        refuse("ill.your_turn_only")
    if "opponent_turn" in r and st.active == player:
        refuse("ill.only_opponent_turn")
    if "your_upkeep" in r and (st.active != player or st.step != "upkeep"):
        refuse("ill.only_your_upkeep", step=st.step)
    if "upkeep" in r and st.step != "upkeep":
        refuse("ill.only_upkeep", step=st.step)
    if "combat" in r and st.step not in COMBAT_STEPS:
        refuse("ill.only_combat", step=st.step)
    if "before_attackers" in r and step_index >= STEPS.index("declare_attackers"):
        refuse("ill.only_before_attackers", step=st.step)
    if "before_blockers" in r and step_index >= STEPS.index("declare_blockers"):
        refuse("ill.only_before_blockers", step=st.step)
    if "declare_attackers" in r and st.step != "declare_attackers":
        refuse("ill.only_declare_attackers", step=st.step)
    if "declare_blockers" in r and st.step != "declare_blockers":
        refuse("ill.only_declare_blockers", step=st.step)
    if "source_attacking" in r and not (isinstance(source, Permanent) and source.attacking):
        refuse("ill.only_source_attacking")
    if "no_cards_in_hand" in r and game.player(player).hand:
        refuse("ill.only_no_cards_in_hand", count=len(game.player(player).hand))
    if "threshold" in r and len(game.player(player).graveyard) < 7:
        refuse("ill.only_threshold", count=len(game.player(player).graveyard))
    return out


def loyalty_activations(source: Permanent) -> int:
    """How many times a loyalty ability of this permanent was activated this turn (606.3)."""
    return sum(source.activations_of(i) for i, ab in enumerate(source.activated_abilities) if ab.loyalty)


@hookimpl
def arbitre_enforced_abilities() -> list[str]:
    """Activating: haste for {T} abilities (702.10, 602.5a), cycling and other abilities activated from the
    hand (702.29a), equip at sorcery speed targeting a creature you control (702.6a), statics that stop
    activated abilities (602.5)."""
    return ["haste", "cycling", *HAND_KEYWORD_RULES, "equip", "fortify", "cant_activate", "cant_activate_non_mana",
            "enchanted_cant_activate", "enchanted_cant_attack_block_or_activate", "enchanted_cant_block_or_activate",
            *TYPECYCLING]


# other keyword abilities activated from the hand by discarding the card: transmute (702.53a, as a sorcery),
# reinforce (702.77a)
HAND_KEYWORD_RULES = {"transmute": "702.53a", "reinforce": "702.77a"}
# typecycling (702.29e) as the card data names it
TYPECYCLING = ("landcycling", "basic landcycling", "plainscycling", "islandcycling", "swampcycling",
               "mountaincycling", "forestcycling", "wizardcycling", "slivercycling")


@hookimpl
def arbitre_activation_refusals(game: Game, player: str, source: Any, ability: ActivatedAbility,
                                during_payment: bool) -> list[Refusal] | None:
    out: list[Refusal] = []
    name = card_name(source.card)
    if isinstance(source, Permanent):
        if source.controller != player:
            out.append(Refusal("602.2", "ill.not_controller", (("card", name), ("player", player))))
        if (ability.cost.tap or ability.cost.untap) and source.is_creature and source.sick and not source.has_haste:
            out.append(Refusal("602.5a", "ill.summoning_sick", (("card", name), ("player", source.controller)),
                               ("602.5a", "302.6", "702.10")))
        if "once_per_turn" in ability.restrictions and source.activations_of(ability_index(source, ability)) >= 1:
            out.append(Refusal("602.5b", "ill.once_per_turn", (("card", name),), ("602.5b", "602.1b")))
        limit = 2 if "twice_per_turn" in ability.restrictions else 3 if "thrice_per_turn" in ability.restrictions \
            else 0
        if limit and source.activations_of(ability_index(source, ability)) >= limit:
            out.append(Refusal("602.5b", "ill.activation_limit", (("card", name), ("count", limit)),
                               ("602.5b", "602.1b")))
    elif isinstance(source, CardObject):
        found = game.state.find_card(source.oid)
        if found is None or found[0] != player or found[1] != ability.zone:
            out.append(Refusal("602.2", "ill.not_in_zone_for_ability", (("card", name), ("zone", ability.zone))))
    has_priority = game.state.priority == player and not during_payment and game.resolving is None
    if "instant" in ability.restrictions and not has_priority:
        out.append(Refusal("602.5e", "ill.instant_speed_needs_priority", (("card", name),),
                           ("602.5e", "117.1a", "605.3a")))
    if "sorcery" in ability.restrictions:
        st = game.state
        if not has_priority or st.active != player or st.step not in MAIN_STEPS or st.stack:
            out.append(Refusal("602.5d", "ill.sorcery_speed_ability", (("card", name),), ("602.5d", "307.1")))
    if ability.loyalty:  # 606.3: main phase of your turn, empty stack, one loyalty ability per permanent per turn
        st = game.state
        if not has_priority or st.active != player or st.step not in MAIN_STEPS or st.stack:
            out.append(Refusal("606.3", "ill.loyalty_timing", (("card", name),), ("606.3", "307.1")))
        if isinstance(source, Permanent) and loyalty_activations(source) >= 1:
            out.append(Refusal("606.3", "ill.loyalty_once_per_turn", (("card", name),), ("606.3",)))
    out.extend(_restriction_refusals(game, player, source, ability, name))
    if not game.is_mana_ability(ability):
        held = split_second_spell(game)
        if held is not None:  # 702.61b: mana abilities stay allowed
            out.append(Refusal("702.61a", "ill.split_second_ability", (("card", name), ("spell", card_name(held.card))),
                               ("702.61a", "602.2")))
    if isinstance(source, Permanent):
        out.extend(_static_refusals(game, source, ability, name))
        aura = attached_statics(game, source, "enchanted_cant_activate", "enchanted_cant_attack_block_or_activate",
                                "enchanted_cant_block_or_activate", "enchanted_doesnt_untap_or_activate")
        if aura:
            out.append(Refusal("602.5", "ill.cant_activate_static",
                               (("card", name), ("source", card_name(aura[0].card))), ("602.5", "101.2")))
    return out


_STOPPERS: list[tuple[tuple[Permanent, ...], list[tuple[Permanent, Any]]]] = []  # the last battlefield seen


def _activation_stoppers(battlefield: tuple[Permanent, ...]) -> list[tuple[Permanent, Any]]:
    """(permanent, static ability) of the statics that stop activated abilities, on this battlefield.
    A payment asks it of one battlefield many times (every mana source it looks at): the answer for
    the last battlefield is kept (the tuple itself is kept, so it is the same battlefield)."""
    last = _STOPPERS[0] if _STOPPERS else None
    if last is not None and last[0] is battlefield:
        return last[1]
    found = [(perm, st) for perm in battlefield for st in perm.statics
             if st.kind in ("cant_activate", "cant_activate_non_mana")]
    _STOPPERS[:] = [(battlefield, found)]
    return found


def _static_refusals(game: Game, source: Permanent, ability: ActivatedAbility, name: Any) -> list[Refusal]:
    """Static abilities of permanents that stop activated abilities: "Activated abilities of artifacts
    can't be activated [unless they're mana abilities]" (Null Rod, Pithing Needle-like, 602.5)."""
    out: list[Refusal] = []
    for perm, st in _activation_stoppers(game.state.battlefield):
        if st.kind == "cant_activate_non_mana" and game.is_mana_ability(ability):
            continue
        types = tuple(t for t in (st.get("types") or ()) if t)
        words = tuple("nonland" if t == "nonland permanent" else t for t in types)
        if words and not game.types_match(source.card, words):
            continue
        out.append(Refusal("602.5", "ill.cant_activate_static", (("card", name), ("source", card_name(perm.card))),
                           ("602.5", "101.2")))
        return out
    return out


def raise_refusal(refusals: list[Refusal]) -> None:
    if refusals:
        r = refusals[0]
        raise IllegalAction(r.message, r.rule, rules=r.rules or (r.rule,), **dict(r.params))


def find_source(game: Game, player: str, action: Action) -> Any:
    """The permanent (or card in hand) whose ability the line activates."""
    assert action.card is not None
    ref = action.card
    perms = game.permanents_named(ref.card, ref.owner or player)
    if not perms and ref.owner is None:
        others = game.permanents_named(ref.card)
        if others:  # someone else's permanent: only its controller may activate it (602.2)
            raise IllegalAction("ill.not_controller", "602.2", rules=("602.2",), card=card_name(ref.card),
                                player=player)
    if perms:
        wants_tap = any(ab.cost.tap for ab in ref.card.activated)
        untapped = [p for p in perms if not p.tapped]
        return (untapped if wants_tap and untapped else perms)[0]
    for zone in ("hand", "graveyard"):  # cycling, ninjutsu from the hand; unearth, scavenge from the graveyard
        obj = game.find_in_zone(player, zone, ref.card)
        if obj is not None and any(ab.zone == zone for ab in obj.card.activated):
            return obj
    raise IncompleteAction("err.no_such_permanent", card=card_name(ref.card), player=player,
                           where=game.where_is(ref.card), column=ref.column)


def pick_ability(game: Game, source: Any, action: Action) -> int:
    abilities = source.activated_abilities
    zone = "battlefield"
    if isinstance(source, CardObject):
        found = game.state.find_card(source.oid)
        zone = found[1] if found else "hand"
    usable = [i for i, ab in enumerate(abilities) if ab.zone == zone]
    if not abilities:
        raise IllegalAction("ill.no_activated_ability", "602.1", rules=("602.1",), card=card_name(source.card))
    if not usable and action.ability is None:  # e.g. cycling on the battlefield: it works only from the hand
        cycling = any(k.endswith("cycling") for k in source.card.keywords)
        rule = "702.29a" if cycling else next((r for k, r in HAND_KEYWORD_RULES.items() if k in source.card.keywords
                                               and abilities[0].zone == "hand"), "113.6")
        raise IllegalAction("ill.ability_not_in_this_zone", rule, rules=(rule, "602.2"), card=card_name(source.card),
                            zone=abilities[0].zone)
    if action.ability is not None:
        i = action.ability - 1
        if not 0 <= i < len(abilities):
            raise IncompleteAction("err.no_such_ability", card=card_name(source.card), number=action.ability,
                                   count=len(abilities))
        return i
    if len(usable) == 1:
        return usable[0]
    mana = [i for i in usable if abilities[i].mana is not None]
    other = [i for i in usable if abilities[i].mana is None]
    if action.colors and len(mana) == 1:
        return mana[0]
    if len(other) == 1 and not action.colors:
        return other[0]
    raise IncompleteAction("err.which_ability", card=card_name(source.card), count=len(abilities),
                           candidates=tuple(f"{source.card.name} ability {i + 1}" for i in usable))


def activate(game: Game, action: Action) -> None:
    player = actor_of(game, action)
    source = find_source(game, player, action)
    index = pick_ability(game, source, action)
    ability = source.activated_abilities[index]
    refuse_unrecognized_cost(ability.cost, source.card, "602.2b")  # never activated without a part of its cost
    game.claim_priority(player)
    if game.is_mana_ability(ability):
        if not hs.call_activate_mana_ability(game.pm, game, player, source, index, action.colors, action.payment):
            raise IncompleteAction("err.plugin_needed", plugin="mana_abilities", card=card_name(source.card))
        game.acted(player)
        game.give_priority(player)  # 405.6c: the player keeps priority; waiting triggers go on the stack first
        return
    raise_refusal(hs.call_activation_refusals(game.pm, game, player, source, ability, False))
    name = card_name(source.card)
    game.paying += 1
    try:
        item = StackItem(
            oid=game.new_stack_oid(), kind="ability", controller=player, card=source.card, owner=player,
            source_oid=source.oid, ability_index=index, effects=ability.effects, target_specs=ability.targets,
            x=action.x,
        )
        game.push_stack(item)
        game.step("602.2a", "step", "step.ability_on_stack", card=name, number=index + 1, player=player)
        specs = ability.targets
        modal = modal_of(ability.effects)
        if modal is not None:  # 602.2b: the modes are announced, then their targets chosen
            effects, specs = announced_modes(game, source.card, modal, action.modes)
            item = replace(item, effects=effects, target_specs=specs)
        if ability.zone == "hand" and ability.cost.discard == "self" and \
                any(k.endswith("cycling") for k in source.card.keywords):
            game.step("702.29a", "info", "step.cycling", card=name)
        elif ability.zone == "hand" and ability.cost.discard == "self":
            for keyword, rule in HAND_KEYWORD_RULES.items():
                if keyword in source.card.keywords:
                    game.step(rule, "info", "step.hand_keyword_ability", card=name, ability=keyword)
        for part in ability.unrecognized:
            game.step("602.2", "info", "step.unrecognized_part", card=name, part=part)
        note_unenforced(game, source.card, "602.2")
        base = ability.cost.mana
        if (base.x or ability.cost.loyalty_x or any(t.count_x for t in ability.targets)) and action.x is None:
            raise IncompleteAction("err.x_missing", "107.3a", card=name)
        targets = choose_targets(game, specs, action.targets, player, source.oid, item.oid, x=action.x)
        item = replace(item, targets=targets)
        game.state = replace(game.state, stack=tuple(item if i.oid == item.oid else i for i in game.state.stack))
        game.step("602.2b", "step", "step.ability_proposal", card=name)
        locked = total_cost(game, player, base, [], action.x, ability=ability)
        from plugins.casting import x_spent_only

        locked = x_spent_only(game, source.card, locked, action.x, base.x)
        payment = action.payment
        pay_line = game.take_action(lambda a: a.kind == "pay" and a.actor in (None, player))
        if pay_line is not None:
            payment = payment.merged(pay_line.payment)
        if isinstance(source, Permanent):  # 602.5b: restrictions follow the object
            current = game.state.permanent(source.oid)
            if current is not None:
                counts = dict(current.activations)
                counts[index] = counts.get(index, 0) + 1
                game.update_permanent(current, activations=tuple(sorted(counts.items())))
        pay_everything(game, player, locked, [replace(ability.cost, mana=ManaCost())], payment, source, x=action.x)
        game.step("602.2b", "step", "step.ability_activated", card=name)
        hs.call_event(game.pm, game, "activated", game.state.stack_item(item.oid) or item)
    finally:
        game.paying -= 1
    game.acted(player)
    game.step("117.3c", "info", "step.priority_after_cast", player=player)
    game.give_priority(player)


@hookimpl
def arbitre_perform_action(game: Game, action: Action) -> bool | None:
    if action.kind == "activate":
        activate(game, action)
        return True
    return None
