"""Built-in plugin `casting`: casting spells (601.2a-i) and playing lands (305).

Timing and permission: 117.1a, 307.1 (sorceries), 302.1 (creatures), 301.1, 303.1, 306.1,
601.3; lands: 305.1, 305.2, 116.2a. Static cost changes ("cost {1} less") are offered to
601.2f through `arbitre_cost_modifiers`.
"""

from __future__ import annotations

from typing import Any

from bot.engine import hookspecs as hs
from bot.engine.abilities import alternative_cost_reason, face_down, note_unenforced, split_second_spell
from bot.engine.actions import Action, Payment
from bot.engine.game import Game
from bot.engine.hookspecs import CastOption, CostModifier, hookimpl
from bot.engine.payment import (
    activate_named_sources,
    pay_mana,
    pay_other_costs,
    pay_with_helpers,
    refuse_unrecognized_cost,
    route_helper_refs,
    split_tap_refs,
    total_cost,
)
from bot.engine.state import COMBAT_STEPS, MAIN_STEPS, STEPS, CardObject, Permanent, StackItem, replace
from bot.engine.targets import announce_division, choose_targets
from bot.engine.timing import timing_rule
from bot.engine.trace import card_name
from foundation.cards import CardDef, Cost, Effect, ManaCost, ObjectFilter
from foundation.errors import IllegalAction, IncompleteAction
from plugins.declare import enforces

ALTERNATIVE_COSTS = ("flashback", "madness", "alternative", "evoke", "overload", "escape", "foretell", "emerge",
                     "dash", "blitz", "spectacle", "surge", "prowl", "face_down", "jump-start", "retrace", "disturb")
KEYWORD_ALT_RULES = {"escape": "702.138a", "foretell": "702.143a", "evoke": "702.74a", "emerge": "702.119a",
                     "dash": "702.109a", "blitz": "702.152a", "spectacle": "702.137a", "surge": "702.117a",
                     "prowl": "702.76a", "face_down": "702.37c", "jump-start": "702.133a", "retrace": "702.81a",
                     "cleave": "702.148a"}
# which plugin offers each alternative cost
FREE_CAST_RULES = {"rebound": "702.88a", "suspend": "702.62a"}  # cast from exile without paying its mana cost
FACE_ALT_RULES = {"disturb": "702.146a", "overload": "702.96a"}  # offered by `keyword_faces`
CAST_ALT_RULES = {"bestow": "702.103a"}  # offered by `keyword_casts`
KEYWORD_PLUGIN_ALTS = {"mutate": ("keyword_mutate", "702.140a"), "miracle": ("keyword_reveals", "702.94a"),
                       "ripple": ("keyword_reveals", "702.60a"), "cipher": ("keyword_reveals", "702.99a")}
PERMANENT_ALT_RULES = {"awaken": "702.113a"}  # offered by `keyword_permanents`
LIBRARY_ALT_RULES = {"cascade": "702.85a"}  # cast from exile without paying its mana cost, by `keyword_library`
ALT_PLUGINS = {"alternative": "alternative_costs", **{k: "keywords" for k in KEYWORD_ALT_RULES},
               **{k: "keyword_abilities" for k in FREE_CAST_RULES}, **{k: "keyword_faces" for k in FACE_ALT_RULES},
               **{k: "keyword_casts" for k in CAST_ALT_RULES}, **{k: "keyword_library" for k in LIBRARY_ALT_RULES},
               **{k: "keyword_permanents" for k in PERMANENT_ALT_RULES},
               **{k: plugin for k, (plugin, _) in KEYWORD_PLUGIN_ALTS.items()}}
ALT_RULES = {"flashback": "702.34a", "madness": "702.35b", "alternative": "118.9", **KEYWORD_ALT_RULES,
             **FREE_CAST_RULES, **FACE_ALT_RULES, **CAST_ALT_RULES,
             **LIBRARY_ALT_RULES, **PERMANENT_ALT_RULES, **{k: rule for k, (_, rule) in KEYWORD_PLUGIN_ALTS.items()}}
# casts "without paying its mana cost" a keyword allows (118.9, 601.2b): no alternative cost of the card's own
WITHOUT_MANA_COST = frozenset({"rebound", "suspend", "cascade", "ripple", "cipher", "epic"})
ALT_ZONES = {"flashback": "graveyard", "madness": "exile", "escape": "graveyard", "foretell": "exile",
             "jump-start": "graveyard", "retrace": "graveyard", "rebound": "exile", "suspend": "exile",
             "disturb": "graveyard", "cascade": "exile"}
OPTIONAL_COSTS = ("kicker", "multikicker", "buyback", "entwine", "replicate")
OPTIONAL_COST_RULES = {"kicker": "702.33a", "multikicker": "702.33c", "buyback": "702.27a", "entwine": "702.42a",
                       "replicate": "702.56a", "casualty": "702.153a", "conspire": "702.78a"}


def actor_of(game: Game, action: Action) -> str:
    """The player doing an action: the one written, else the player with priority (or the active player)."""
    return action.actor or game.state.priority or game.state.active


def has_flash_permission(game: Game, player: str, card: CardDef) -> bool:
    """Flash (702.8a), or a permanent of the player's letting spells be cast as though they had flash."""
    if "flash" in card.keywords:
        return True
    return any(st.kind == "flash_permission" for perm in game.state.permanents_of(player) for st in perm.statics)


def timing_refusal(game: Game, player: str, card: CardDef, flash: bool = True) -> IllegalAction | None:
    """117.1a: instants (and flash) any time with priority; others in your main phase, stack empty."""
    if "instant" in card.types or flash and has_flash_permission(game, player, card):
        return None
    rule = timing_rule(card)
    st = game.state
    rules = (rule, "117.1a")
    if st.active != player:
        return IllegalAction("ill.timing_not_your_turn", rule, rules=rules, card=card_name(card), player=player,
                             active=st.active)
    if st.step not in MAIN_STEPS:
        return IllegalAction("ill.timing_not_main_phase", rule, rules=rules, card=card_name(card), step=st.step)
    if st.stack:
        return IllegalAction("ill.timing_stack_not_empty", rule, rules=rules, card=card_name(card),
                             stack=tuple(card_name(i.card) for i in st.stack))
    return None


# Casting: timing (flash 702.8a and "as though it had flash"), what may not be cast now (split second 702.61a, "cast
# only ...", an opponent's lock), targets (shroud 702.18a, hexproof 702.11b-d, protection 702.16b, with Auras'
# "enchant" targets 303.4a), "can't be countered" (113.6g), cost changes (601.2f, affinity 702.41a), convoke / delve /
# improvise payments (702.51a, 702.66a, 702.126a), optional costs (kicker 702.33a, multikicker 702.33c, entwine
# 702.42a, escalate 702.120a), devoid (702.114a: colorless), "spend only black mana on X" (601.2h).
arbitre_enforced_abilities = enforces("flash", "flash_permission", "split second", "cast_only",
                                      "opponents_cant_cast_during_your_turn", "shroud", "hexproof", "hexproof from",
                                      "protection", "enchant", "cant_be_countered", "spells_cant_be_countered",
                                      "cost_reduction", "cost_increase", "self_cost_reduction", "self_cost_increase",
                                      "affinity", "convoke", "delve", "improvise", "kicker", "multikicker", "entwine",
                                      "escalate", "devoid", "x_not_zero", "changeling", "spend_only_on_x")


@hookimpl
def arbitre_cast_options(game: Game, player: str, card: CardObject, zone: str) -> list[CastOption] | None:
    options = []
    if zone == "hand":
        options.append(CastOption("hand", None, None, rule="601.3"))
    return options


@hookimpl
def arbitre_cost_modifiers(game: Game, player: str, card: CardObject | None, ability: Any) -> list[CostModifier] | None:
    """601.2f: static "spells cost {N} less/more" abilities of permanents, the spell's own "this spell
    costs {N} less to cast [for each ...]", and affinity (702.41a)."""
    if card is None:
        return None
    mods = []
    for perm in game.state.battlefield:
        for st in perm.statics:
            if st.kind not in ("cost_reduction", "cost_increase"):
                continue
            who = st.get("who", "you")
            if who == "you" and perm.controller != player:
                continue
            if who == "opponents" and perm.controller == player:
                continue
            colors = st.get("colors", "")
            if colors and not any(c in card.card.colors for c in colors):
                continue
            types = tuple(st.get("types", ()))
            if types and not game.types_match(card.card, types):
                continue
            subtypes = st.get("subtypes", ())
            if subtypes and not card.card.subtypes & set(subtypes):  # "Dinosaur spells you cast cost {1} less"
                continue
            if st.get("targeting_self") and not _targets(game, card, perm.oid):  # "that target ~"
                continue
            if st.get("chosen") and not _of_chosen(game, perm, card.card, str(st.get("chosen"))):
                continue
            amount = int(st.get("amount", 1))
            mods.append(CostModifier(-amount if st.kind == "cost_reduction" else amount, card_name(perm.card)))
    mods.extend(self_cost_changes(game, player, card.card))
    return mods


def _of_chosen(game: Game, perm: Permanent, card: CardDef, chosen: str) -> bool:
    """"Spells of the chosen type / color" (607.2d): the creature type (a changeling has them all) or card type,
    or the colour, chosen as `perm` entered; nothing chosen: no spell is."""
    if chosen == "color":
        color = perm.choice("color")
        return color is not None and color in card.colors
    creature_type = perm.choice("creature_type")
    if creature_type is not None:
        return game.card_matches(card, ObjectFilter(subtypes=(creature_type,)))
    card_type = perm.choice("card_type")
    return card_type is not None and card_type in card.types


def _targets(game: Game, card: CardObject, oid: int) -> bool:
    """Whether the spell being cast (the top of the stack, its targets chosen at 601.2c) targets object `oid`."""
    spell = game.state.stack[-1] if game.state.stack else None
    return spell is not None and spell.card is card.card and any(t.oid == oid for g in spell.targets for t in g)


def _count_for(game: Game, player: str, per: Any, card: CardDef) -> int | None:
    """How many of `per` ("card_in_hand", "card_in_graveyard", or a filter of permanents you control), for the
    spell `card`'s cost."""
    if per in ("card_in_hand", "card_in_graveyard"):  # a zone the message doesn't describe: a floor, said (400.2)
        from bot.engine.conditions import note_unknown_zone

        zone = "hand" if per == "card_in_hand" else "graveyard"
        n = len(game.player(player).zone(zone))
        note_unknown_zone(game, card, zone, [player], n)
        return n
    if isinstance(per, ObjectFilter):
        return sum(1 for p in game.state.permanents_of(player) if game.matches(p, per, player))
    return None


def affinity_filter(keyword: str) -> ObjectFilter | None:
    """"affinity for artifacts" -> the permanents it counts (702.41a); None for a quality the engine can't read."""
    from foundation.abilities import parse_quality

    what = keyword[len("affinity for "):]
    if what == "tokens":
        return ObjectFilter(token="token")
    quality = parse_quality(what)
    if quality is None:
        return None
    if quality.kind == "type":
        return ObjectFilter(types=(quality.value,))
    if quality.kind == "subtype":
        return ObjectFilter(subtypes=(quality.value,))
    return None


def self_cost_changes(game: Game, player: str, card: CardDef) -> list[CostModifier]:
    """The spell's own cost changes: "This spell costs {N} less/more to cast [for each X / if you control
    a Y]" (601.2f) and affinity for X (702.41a: {1} less for each X you control)."""
    out: list[CostModifier] = []
    name = card_name(card)
    for st in card.static:
        if st.kind not in ("self_cost_reduction", "self_cost_increase"):
            continue
        sign = -1 if st.kind == "self_cost_reduction" else 1
        amount = st.get("amount", 1)
        if not isinstance(amount, int):
            continue
        per = st.get("per")
        cond = st.get("if_you_control")
        if per == "extra_target":  # "for each target beyond the first" (Fireball): the targets chosen (601.2c)
            spell = game.state.stack[-1] if game.state.stack else None
            chosen = sum(len(group) for group in spell.targets) if spell is not None and spell.card is card else 0
            amount *= max(0, chosen - 1)
        elif per is not None:
            n = _count_for(game, player, per, card)
            if n is None:
                continue
            amount *= n
        elif isinstance(cond, ObjectFilter) and not _count_for(game, player, cond, card):
            continue
        if amount:
            out.append(CostModifier(sign * amount, name))
    for kw in sorted(card.keywords):
        if kw.startswith("affinity for "):
            flt = affinity_filter(kw)
            n = _count_for(game, player, flt, card) if flt is not None else None
            if n:
                out.append(CostModifier(-n, name, "702.41a"))
    return out


def _find_card(game: Game, player: str, action: Action) -> tuple[str, CardObject]:
    assert action.card is not None
    card = action.card.card
    if action.from_zone:
        zones = [action.from_zone]
    elif any(name == "alternative" for name, _ in action.optional_costs) and not action.alt:
        # "for its alternative cost": the card's one alternative cost says where it is cast from
        zones = ["hand"] + [ALT_ZONES[name] for name in ALT_ZONES if card.cost_named(name) is not None]
    elif "aftermath" in card.keywords and not action.alt:  # 702.127a: that half is cast from a graveyard
        zones = ["graveyard"]
    else:
        zones = [ALT_ZONES.get(action.alt or "", "hand")]
    if action.from_zone in (None, "exile") and game.pm.has_plugin("effects_zones"):
        from plugins.effects_zones import permitted_in_exile

        permitted = permitted_in_exile(game, player, card)  # 601.3: an impulse draw, in anyone's exile
        if permitted is not None and (action.from_zone == "exile" or game.find_in_zone(player, zones[0], card) is None):
            return "exile", permitted
    for zone in zones:
        obj = game.find_in_zone(player, zone, card)
        if obj is not None:
            return zone, obj
    for zone in ("hand", "graveyard", "exile", "library"):
        obj = game.find_in_zone(player, zone, card)
        if obj is not None and any(name == "fuse" for name, _ in action.optional_costs):  # 702.102a: from a hand
            raise IllegalAction("ill.fuse_zone", "702.102a", rules=("702.102a", "601.3"), card=card_name(card),
                                zone=zone)
        if obj is not None and zones == ["graveyard"] and "aftermath" in card.keywords:
            raise IllegalAction("ill.aftermath_zone", "702.127a", rules=("702.127a", "601.3"), card=card_name(card),
                                zone=zone)
        if obj is not None:  # it's there, but not where this cast could take it from
            raise IllegalAction("ill.no_permission_zone", "601.3", rules=("601.3", "601.2a"), card=card_name(card),
                                zone=zone, wanted=zones[0])
    raise IncompleteAction("err.card_not_in_zone", card=card_name(card), zone=zones[0], player=player,
                           column=action.card.column,
                           candidates=tuple(o.card.name for o in game.player(player).zone(zones[0])))


def keyword_alternative(card: CardDef, zone: str) -> str | None:
    """"for its alternative cost" on a card whose alternative cost is a keyword's (evoke, escape...):
    that keyword, when the card has only one such cost usable from `zone` and no "rather than pay" one."""
    if card.cost_named("alternative") is not None:
        return None
    found = [name for name in KEYWORD_ALT_RULES if card.cost_named(name) is not None
             and ALT_ZONES.get(name, "hand") == zone and name != "face_down"]
    return found[0] if len(found) == 1 else None


def _option_for(game: Game, player: str, obj: CardObject, zone: str, action: Action) -> CastOption:
    options = hs.call_cast_options(game.pm, game, player, obj, zone)
    wanted = action.alt
    reason = alternative_cost_reason(obj.card, action.payment) if not wanted and zone == "hand" \
        and not action.optional_costs else None
    if reason is not None:  # "Foil, discarding an Island and a Mountain": a payment only that cost asks for
        game.step("601.2b", "info", "step.cost_deduced_" + reason, card=card_name(obj.card))
        wanted = "alternative"
    if any(name == "alternative" for name, _ in action.optional_costs):
        if wanted:
            raise IllegalAction("ill.two_alternative_costs", "118.9a", rules=("118.9a", "601.2b"), first=wanted,
                                second="alternative", card=card_name(obj.card))
        wanted = keyword_alternative(obj.card, zone) or "alternative"
    for opt in options:
        if opt.alt == wanted:
            return opt
    if wanted and obj.card.cost_named(wanted) is None and wanted not in obj.card.keywords:
        raise IllegalAction("ill.card_lacks_cost", "601.2b", rules=("601.2b", "118.9"), card=card_name(obj.card),
                            cost=wanted)
    if wanted in ("spectacle", "surge", "prowl", "foretell") and game.pm.has_plugin("keywords"):
        from plugins.keywords import condition_refusal

        message = condition_refusal(game, player, obj, wanted)
        if message is not None:
            raise IllegalAction(message, ALT_RULES[wanted], rules=(ALT_RULES[wanted], "601.3"),
                                card=card_name(obj.card))
    if wanted and game.pm.has_plugin(ALT_PLUGINS.get(wanted, wanted)):
        raise IllegalAction("ill.alt_not_now", "601.3", rules=("601.3", ALT_RULES.get(wanted, "118.9")),
                            card=card_name(obj.card), alt=wanted, zone=zone)
    if wanted:
        # the card has the cost but no plugin offers it: the plugin that knows it is switched off
        raise IncompleteAction("err.plugin_needed", "601.3", plugin=ALT_PLUGINS.get(wanted, wanted),
                               card=card_name(obj.card))
    raise IllegalAction("ill.no_permission_zone", "601.3", rules=("601.3", "601.2a"), card=card_name(obj.card),
                        zone=zone, wanted="hand")


def cast(game: Game, action: Action, payment_override: Payment | None = None) -> StackItem:
    player = actor_of(game, action)
    if not game.state.has_player(player):
        raise IncompleteAction("err.unknown_player", player=player)
    if action.alt and not game.pm.has_plugin(ALT_PLUGINS.get(action.alt, action.alt)):
        assert action.card is not None
        raise IncompleteAction("err.plugin_needed", "601.3", plugin=ALT_PLUGINS.get(action.alt, action.alt),
                               card=card_name(action.card.card))
    zone, obj = _find_card(game, player, action)
    option = _option_for(game, player, obj, zone, action)
    # cast face down (702.37c): a 2/2 creature spell with no text, whatever the card is
    card = face_down(obj.card) if option.alt == "face_down" else obj.card
    fused = any(name == "fuse" for name, _ in action.optional_costs)
    if option.alt != "face_down" and (obj.card.faces or fused):
        if not game.pm.has_plugin("keyword_faces"):
            raise IncompleteAction("err.plugin_needed", "601.3", plugin="keyword_faces", card=card_name(obj.card))
        from plugins.keyword_faces import face_cast

        assert action.card is not None
        card = face_cast(game, obj, action.card.card, zone, option.alt, fused)
    if option.alt == "bestow":  # 702.103b: an Aura spell with enchant creature
        from plugins.keyword_casts import bestowed

        card = bestowed(card)
    if option.alt == "cleave" and card.cleaved is not None:  # 702.148a-b: the words in square brackets removed
        card = card.cleaved
    if option.alt == "mutate":  # 702.140a: a mutating creature spell, targeting a non-Human creature
        from plugins.keyword_mutate import mutating

        card = mutating(card)
    if not option.ignore_timing:
        game.claim_priority(player)
    cast_restrictions(game, player, card)
    if option.ignore_timing:
        game.step(option.rule, "info", "step.timing_ignored", card=card_name(card))
    else:
        refusal = timing_refusal(game, player, card)
        if refusal is not None:
            raise refusal
        if "instant" not in card.types and timing_refusal(game, player, card, flash=False) is not None:
            game.step("702.8a", "info", "step.flash_timing", card=card_name(card))
    game.paying += 1
    try:
        # 601.2a: the card moves to the stack
        game.remove_from_zone(obj.owner, zone, obj.oid)
        item = StackItem(
            oid=game.new_stack_oid(), kind="spell", controller=player, card=card, owner=obj.owner,
            effects=card.effects, target_specs=card.targets, from_zone=zone, alt=option.alt,
            data=(("face_down_of", obj.card),) if card is not obj.card else (),
        )
        game.push_stack(item)
        game.step("601.2a", "step", "step.cast_moves_to_stack", card=card_name(card), zone=zone, player=player)
        for part in spell_unrecognized_parts(card):
            game.step("601.2", "info", "step.unrecognized_part", card=card_name(card), part=part)
        note_unenforced(game, card, "601.2")
        # 601.2b: announcements
        if option.alt in WITHOUT_MANA_COST:  # not an alternative cost of its own: cast without paying (118.9)
            game.step(option.rule, "step", "step.announce_free_cast", ability=option.alt, card=card_name(card))
        elif option.alt:
            game.step("601.2b", "step", "step.announce_alt", alt=option.alt, card=card_name(card))
            game.step(option.rule, "info", "step.alt_permission", alt=option.alt, card=card_name(card), zone=zone)
        if option.alt == "cleave" and card is obj.card.cleaved:
            game.step("702.148b", "info", "step.cleave_text", card=card_name(card))
        base = option.cost.mana if option.cost is not None else (card.mana_cost or ManaCost())
        x_count = base.x
        if x_count:
            if action.x is None:
                raise IncompleteAction("err.x_missing", "107.3a", card=card_name(card))
            game.step("601.2b", "step", "step.announce_x", x=action.x)
            if action.x == 0 and any(st.kind == "x_not_zero" for st in card.static):
                raise IllegalAction("ill.x_not_zero", "601.2b", rules=("601.2b", "107.3"), card=card_name(card))
        elif action.x is not None:
            raise IllegalAction("ill.no_x", "107.3", rules=("107.3", "601.2b"), card=card_name(card), x=action.x)
        extra_costs: list[Cost] = list(card.additional_costs)
        for _cost in card.additional_costs:
            game.step("601.2b", "step", "step.additional_cost", card=card_name(card))
        for name, times in action.optional_costs:
            if name in ("alternative", "fuse", "mutate_under"):
                continue
            cost = card.cost_named(name)
            if cost is None and game.pm.has_plugin("keyword_casts"):  # casualty's sacrifice (702.153a)
                from plugins.keyword_casts import keyword_optional_cost

                cost = keyword_optional_cost(card, name)
            if cost is None:
                raise IllegalAction("ill.card_lacks_cost", "601.2b", rules=("601.2b", "118.8"), card=card_name(card),
                                    cost=name)
            extra_costs.extend([cost] * max(1, times))
            game.step("601.2b", "step", "step.announce_optional", cost=name, times=times)
            if name in OPTIONAL_COST_RULES:
                game.step(OPTIONAL_COST_RULES[name], "info", "step.optional_cost_keyword", cost=name,
                          card=card_name(card))
        for c in ([option.cost] if option.cost is not None else []) + extra_costs:
            refuse_unrecognized_cost(c, card, "601.2b")  # a cost part the engine can't pay is never skipped
        item = replace(item, x=action.x,
                       kicked=sum(t for n, t in action.optional_costs if n in ("kicker", "multikicker")),
                       data=item.data + (("optional_costs", tuple(n for n, _ in action.optional_costs)),
                                         ("optional_times", tuple(action.optional_costs))))
        # 601.2b: modes (700.2a), then 601.2c: targets (those of the chosen modes)
        effects, specs = card.effects, card.targets
        modes: tuple[int, ...] = ()
        if card.modes:
            modes = choose_modes(game, card, action)
            effects, specs = mode_effects_and_targets(card, modes)
            item = replace(item, effects=effects, target_specs=specs, data=item.data + (("modes", modes),))
            escalate = card.cost_named("escalate")
            if escalate is not None and len(modes) > 1:  # 702.120a: one more cost per mode beyond the first
                refuse_unrecognized_cost(escalate, card, "601.2b")
                extra_costs.extend([escalate] * (len(modes) - 1))
                game.step("702.120a", "step", "step.announce_optional", cost="escalate", times=len(modes) - 1)
        elif action.modes:
            raise IllegalAction("ill.not_modal", "700.2", rules=("700.2", "601.2b"), card=card_name(card))
        if option.alt == "overload":
            from plugins.keyword_faces import overloaded

            item = overloaded(game, card, replace(item, effects=effects, target_specs=specs))
            effects, specs = item.effects, item.target_specs
        if option.alt == "awaken":  # 702.113a-b: a land to awaken is a target only when the awaken cost is paid
            from plugins.keyword_permanents import awakened

            effects, specs = awakened(replace(card, effects=effects, targets=specs))
            item = replace(item, effects=effects, target_specs=specs)
        if action.cards and game.pm.has_plugin("keyword_splice"):  # 702.47a: cards spliced onto it
            from plugins.keyword_splice import splice_onto

            item, splice_costs = splice_onto(game, player, replace(item, effects=effects, target_specs=specs),
                                             action.cards)
            effects, specs = item.effects, item.target_specs
            extra_costs.extend(splice_costs)
        if any(s.count_x for s in specs) and action.x is None:
            raise IncompleteAction("err.x_missing", "107.3a", card=card_name(card))
        refs = action.targets
        if refs and not specs and card.is_permanent_card and any(ab.targets for ab in card.triggered):
            game.trigger_targets[(card.name, player)] = refs  # for its own triggered ability (603.3d)
            refs = ()
        targets = choose_targets(game, specs, refs, player, None, item.oid, x=action.x)
        item = announce_division(game, replace(item, targets=targets), action.division)  # 601.2d
        if option.alt == "mutate":
            from plugins.keyword_mutate import check_mutate_target

            check_mutate_target(game, item)
        _replace_stack_item(game, item)
        # 601.2e: the proposed spell is legal
        game.step("601.2e", "step", "step.proposal_legal", card=card_name(card))
        # 601.2f: total cost, locked before any payment
        locked = total_cost(game, player, base, [c.mana for c in extra_costs], action.x, card=obj)
        locked = x_spent_only(game, card, locked, action.x, x_count)
        # 601.2g-h: mana abilities, then payment (a following "pay" line brings the payment)
        payment = payment_override or action.payment
        if "assist" in card.keywords and game.pm.has_plugin("keyword_casts"):  # 702.132a: another player helps
            from plugins.keyword_casts import assisted

            locked = assisted(game, player, card, locked)
        pay_line = game.take_action(lambda a: a.kind == "pay" and a.actor in (None, player))
        if pay_line is not None:
            payment = payment.merged(pay_line.payment)
        game.colors_spent, game.mana_spent = set(), 0
        phyrexian_life = pay_everything(game, player, locked,
                                        [option.cost] + extra_costs if option.cost is not None else extra_costs,
                                        payment, None, x=action.x, spell=card)
        if game.colors_spent or game.mana_spent:  # what sunburst counts (702.44a), "the amount of mana spent"
            current = game.state.stack_item(item.oid) or item
            _replace_stack_item(game, replace(current, data=current.data + (
                ("colors_spent", "".join(sorted(game.colors_spent))), ("mana_spent", game.mana_spent))))
        if phyrexian_life:  # life paid for Phyrexian mana symbols: what compleated counts (702.150a)
            current = game.state.stack_item(item.oid) or item
            _replace_stack_item(game, replace(current, data=current.data + (("phyrexian_life", phyrexian_life),)))
        # 601.2i: the spell becomes cast
        game.step("601.2i", "step", "step.spell_cast", card=card_name(card), player=player)
        game.set_player(replace(game.player(player), spells_cast=game.player(player).spells_cast + 1))
        hs.call_event(game.pm, game, "cast", game.state.stack_item(item.oid) or item)
    finally:
        game.paying -= 1
    game.acted(player)
    if option.ignore_timing:
        return item  # cast during a resolution: nobody receives priority (608.2g)
    game.step("117.3c", "info", "step.priority_after_cast", player=player)
    game.give_priority(player)
    return item


CAST_ONLY_STEPS = {
    "combat": COMBAT_STEPS,
    "declare_attackers": ("declare_attackers",),
    "declare_blockers": ("declare_blockers",),
    "end_step": ("end",),
    "combat_after_blockers": ("declare_blockers", "first_strike_damage", "combat_damage", "end_of_combat"),
}


def _cast_only_allows(game: Game, player: str, when: str) -> bool | None:
    """Whether "Cast this spell only <when>" allows casting now (None: a condition the engine can't check)."""
    st = game.state
    step_index = STEPS.index(st.step) if st.step in STEPS else 0
    mine = st.active == player
    checks: dict[str, bool] = {
        "your_turn": mine,
        "opponent_turn": not mine,
        "your_upkeep": mine and st.step == "upkeep",
        "opponent_upkeep": not mine and st.step == "upkeep",
        "before_attackers": step_index < STEPS.index("declare_attackers"),
        "before_blockers": step_index < STEPS.index("declare_blockers"),
        "before_combat_damage": step_index < STEPS.index("first_strike_damage"),
        "combat_before_blockers": st.step in ("beginning_of_combat", "declare_attackers"),
        "your_main_phase": mine and st.step in MAIN_STEPS,
        "opponent_combat": not mine and st.step in COMBAT_STEPS,
        "opponent_end_step": not mine and st.step == "end",
        "your_turn_before_attackers": mine and step_index < STEPS.index("declare_attackers"),
    }
    if when in CAST_ONLY_STEPS:
        return st.step in CAST_ONLY_STEPS[when]
    return checks.get(when)


def cast_restrictions(game: Game, player: str, card: CardDef) -> None:
    """Rules and effects that forbid casting a spell now (601.3): split second on the stack (702.61a),
    "Cast this spell only ...", an opponent's "Your opponents can't cast spells during your turn"."""
    held = split_second_spell(game)
    if held is not None:
        raise IllegalAction("ill.split_second", "702.61a", rules=("702.61a", "601.3"), card=card_name(card),
                            spell=card_name(held.card))
    if game.pm.has_plugin("keyword_copies"):  # 702.50a: an epic spell resolved: no spells for the rest of the game
        from plugins.keyword_copies import epic_refusal

        epic_refusal(game, player, card)
    if game.pm.has_plugin("entering_choices"):  # Meddling Mage, Iona: "spells of the chosen ... can't be cast"
        from plugins.entering_choices import chosen_cast_refusal

        chosen_cast_refusal(game, player, card)
    for st in card.static:
        if st.kind == "cast_only":
            allowed = _cast_only_allows(game, player, str(st.get("when", "")))
            if allowed is False:
                raise IllegalAction("ill.cast_only", "601.3", rules=("601.3", "117.1a"), card=card_name(card),
                                    when=str(st.get("when", "")), step=game.state.step)
    for perm in game.state.battlefield:
        if perm.controller != player and game.state.active == perm.controller and any(
                st.kind == "opponents_cant_cast_during_your_turn" for st in perm.statics):
            raise IllegalAction("ill.opponents_cant_cast", "601.3", rules=("601.3",), card=card_name(card),
                                source=card_name(perm.card))


def spell_unrecognized_parts(card: CardDef) -> list[str]:
    """Parts of a card the encoding could not read that matter when it is cast: the card's own
    (not those of its activated or triggered abilities, named when those are activated or trigger,
    nor those of a cost it isn't cast with)."""
    if not card.unrecognized:
        return []
    elsewhere: set[str] = set()
    for ab in card.activated:
        elsewhere.update(ab.unrecognized)
        elsewhere.update(ab.cost.unrecognized)
    for tr in card.triggered:
        elsewhere.update(tr.unrecognized)
    for _, cost in card.costs:
        elsewhere.update(cost.unrecognized)
    for cost in card.additional_costs:
        elsewhere.update(cost.unrecognized)
    return [u for u in card.unrecognized if u not in elsewhere]


def choose_modes(game: Game, card: CardDef, action: Action) -> tuple[int, ...]:
    """601.2b, 700.2: the modes announced ("choosing 1 and 3"), checked against "choose one",
    "choose one or both" (mode_min..mode_count) and 700.2d; entwine (702.42a) chooses them all."""
    name = card_name(card)
    n = len(card.modes)
    if any(c == "entwine" for c, _ in action.optional_costs):
        chosen = tuple(range(1, n + 1))
        game.step("702.42a", "step", "step.announce_modes", card=name, modes=tuple(str(m) for m in chosen))
        return chosen
    if not action.modes:
        raise IncompleteAction("err.choose_mode", "601.2b", card=name, count=_mode_words(card),
                               candidates=tuple(f"mode {i}" for i in range(1, n + 1)))
    for m in action.modes:
        if not 1 <= m <= n:
            raise IncompleteAction("err.no_such_mode", "700.2", card=name, number=m, count=n,
                                   candidates=tuple(f"mode {i}" for i in range(1, n + 1)))
    if len(set(action.modes)) != len(action.modes) and not card.mode_repeat:
        raise IllegalAction("ill.same_mode_twice", "700.2d", rules=("700.2d", "601.2b"), card=name)
    if not card.fewest_modes <= len(action.modes) <= card.mode_count:
        raise IllegalAction("ill.mode_count", "700.2", rules=("700.2", "601.2b"), card=name,
                            count=_mode_words(card), given=len(action.modes))
    chosen = tuple(sorted(action.modes))
    game.step("601.2b", "step", "step.announce_modes", card=name, modes=tuple(str(m) for m in chosen))
    return chosen


def _mode_words(card: CardDef) -> str:
    low, high = card.fewest_modes, card.mode_count
    return str(high) if low == high else f"{low}-{high}"


def mode_effects_and_targets(card: CardDef, modes: tuple[int, ...]) -> tuple[tuple[Effect, ...], tuple[Any, ...]]:
    """The chosen modes' effects and target words, in the modes' order; each effect's `target`
    index moved past the target words of the modes before it."""
    effects: list[Effect] = []
    specs: list[Any] = []
    for m in modes:
        mode = card.modes[m - 1]
        offset = len(specs)
        effects.extend(e.with_target_offset(offset) for e in mode.effects)
        specs.extend(mode.targets)
    return tuple(effects), tuple(specs)


def x_spent_only(game: Game, card: CardDef, locked: ManaCost, x: int | None, x_count: int) -> ManaCost:
    """"Spend only black mana on X" (601.2h, 107.3a): the part of the total cost X stands for is paid with mana
    of that colour only: that much generic mana of the locked cost becomes mana of the colour."""
    restriction = next((st for st in card.static if st.kind == "spend_only_on_x"), None)
    color = str(restriction.get("colors") or "") if restriction is not None else ""
    n = min((x or 0) * x_count, locked.generic)
    if len(color) != 1 or n <= 0:
        return locked
    game.step("601.2h", "info", "step.x_spent_only", card=card_name(card), color=color, count=n)
    return replace(locked, generic=locked.generic - n, symbols=locked.symbols + (color,) * n)


def pay_everything(game: Game, player: str, locked: ManaCost, costs: list[Cost], payment: Payment, source: Any,
                   rule: str = "601.2h", x: int | None = None, spell: CardDef | None = None) -> int:
    """601.2g then 601.2h: named mana abilities, convoke / improvise / delve (for a `spell` with them),
    mana (with automatic sources), then every other cost part. Returns the life paid for Phyrexian mana
    symbols (what compleated counts, 702.150a)."""
    for cost in costs:
        refuse_unrecognized_cost(cost, source.card if source is not None else None, rule)
    payment = route_helper_refs(game, player, spell, payment)
    mana_payment, cost_payment = split_tap_refs(game, player, costs, payment)
    if mana_payment.sources or mana_payment.tap:
        game.step("601.2g", "step", "step.mana_abilities_window")
        activate_named_sources(game, player, mana_payment, locked)
    locked = pay_with_helpers(game, player, spell, locked, payment, rule)
    fixed_life = sum(c.life for c in costs if c is not None)
    life_for_phyrexian = max(0, (payment.life or 0) - fixed_life)
    phyrexian_life = pay_mana(game, player, locked, payment, rule, life_for_phyrexian)
    for cost in costs:
        if cost is None:
            continue
        pay_other_costs(game, player, replace(cost, mana=ManaCost()), cost_payment, source, rule, x=x)
    return phyrexian_life


def _replace_stack_item(game: Game, item: StackItem) -> None:
    game.state = replace(game.state, stack=tuple(item if i.oid == item.oid else i for i in game.state.stack))


def play_land(game: Game, action: Action) -> None:
    player = actor_of(game, action)
    assert action.card is not None
    zone = action.from_zone or "hand"
    obj = None
    if zone in ("hand", "exile") and game.pm.has_plugin("effects_zones"):
        from plugins.effects_zones import permitted_in_exile

        permitted = permitted_in_exile(game, player, action.card.card, lands=True)  # 305.1: "you may play it"
        if permitted is not None and (zone == "exile" or game.find_in_zone(player, "hand", action.card.card) is None):
            zone, obj = "exile", permitted
        elif zone == "exile":  # 305.1: a land is played from the hand, unless an effect allows another zone
            raise IllegalAction("ill.land_not_from_hand", "305.1", rules=("305.1",), card=card_name(action.card.card),
                                zone=zone)
    obj = obj or game.card_in_zone(player, zone, action.card)
    if "land" not in obj.card.types:
        raise IllegalAction("ill.not_a_land", "305.1", rules=("305.1", "601.2"), card=card_name(obj.card))
    if zone in ("graveyard", "library"):  # 305.1: from the hand, unless a permanent lets it be played from there
        permitter = None
        if game.pm.has_plugin("player_statics"):
            from plugins.player_statics import land_zone_permission

            permitter = land_zone_permission(game, player, zone, obj)
        if permitter is None:
            raise IllegalAction("ill.land_not_from_hand", "305.1", rules=("305.1",), card=card_name(obj.card),
                                zone=zone)
        game.step("305.1", "info", "step.land_from_zone", card=card_name(obj.card), zone=zone,
                  source=card_name(permitter.card))
    game.claim_priority(player)
    st = game.state
    if st.active != player:
        raise IllegalAction("ill.land_not_your_turn", "305.1", rules=("305.1", "116.2a"))
    if st.step not in MAIN_STEPS:
        raise IllegalAction("ill.land_not_main_phase", "305.1", rules=("305.1", "116.2a"), step=st.step)
    if st.stack:
        raise IllegalAction("ill.land_stack_not_empty", "305.1", rules=("305.1", "116.2a"))
    allowed, changer = 1, None
    if game.pm.has_plugin("player_statics"):
        from plugins.player_statics import land_allowance

        allowed, changer = land_allowance(game, player)
    if game.player(player).lands_played >= allowed:
        if changer is not None and allowed == 0:
            raise IllegalAction("ill.cant_play_lands", "305.2b", rules=("305.2b", "101.2"),
                                source=card_name(changer.card))
        raise IllegalAction("ill.land_already_played", "305.2", rules=("305.2", "116.2a"))
    if game.player(player).lands_played >= 1 and changer is not None:
        game.step("305.2", "info", "step.additional_land", source=card_name(changer.card),
                  count=game.player(player).lands_played + 1)
    game.remove_from_zone(obj.owner, zone, obj.oid)
    dest = game.destination(obj, obj.owner, zone, "battlefield", "play")  # 614.1a: "if ~ would enter, ... instead"
    if dest == "battlefield":
        game.enter_battlefield(obj.card, obj.owner, player)
    else:
        game.put_card(obj.card, obj.owner, dest)
    game.set_player(replace(game.player(player), lands_played=game.player(player).lands_played + 1))
    if dest == "battlefield":
        game.step("305.1", "step", "step.land_played", card=card_name(obj.card), player=player)
    hs.call_event(game.pm, game, "land_played", obj, player=player)  # "whenever you play a land"
    game.step("116.2a", "info", "step.special_action")
    game.acted(player)
    game.give_priority(player)


@hookimpl
def arbitre_perform_action(game: Game, action: Action) -> bool | None:
    if action.kind == "cast":
        cast(game, action)
        return True
    if action.kind == "play_land":
        play_land(game, action)
        return True
    return None
