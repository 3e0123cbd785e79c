"""Keyword and static abilities where every rule module needs them: protection and hexproof (702.16,
702.11), damage and its results (120.3: deathtouch, lifelink, infect, wither; 702.16e prevention),
destruction and indestructible (701.8, 702.12), "can't be countered" (113.6g, 101.2) and split
second (702.61).

Damage goes through `deal_damage` whoever deals it (combat, a spell, an ability), so a keyword of
the source or of the recipient applies the same way everywhere.
"""

from __future__ import annotations

import weakref
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from bot.engine.state import Permanent, StackItem, replace
from bot.engine.trace import Name, card_name
from foundation.abilities import Quality, ability_enforced, protection_qualities
from foundation.cards import CardDef, StaticAbility

if TYPE_CHECKING:  # pragma: no cover
    from bot.engine.game import Game


@dataclass(frozen=True, slots=True)
class Source:
    """An object as a source of damage or as the source of a spell or ability (its last known
    information when it has left its zone, 702.2e, 702.15c)."""

    card: CardDef
    controller: str
    colors: str
    keywords: frozenset[str]
    oid: int | None = None

    @classmethod
    def of_permanent(cls, perm: Permanent) -> Source:
        return cls(perm.card, perm.controller, perm.colors, perm.keywords, perm.oid)

    @classmethod
    def of_item(cls, game: Game, item: StackItem) -> Source:
        """The source of a spell (the spell itself) or of an ability (its permanent, as it is now or as
        it last existed)."""
        if item.kind != "spell" and item.source_oid is not None:
            perm = game.state.permanent(item.source_oid)
            if perm is not None:
                return cls.of_permanent(perm)
        return cls(item.card, item.controller, item.card.colors, item.card.keywords, item.source_oid)


def face_down(card: CardDef) -> CardDef:
    """The characteristics of a face-down spell or permanent (702.37c, 708.2a): a 2/2 colorless creature with no
    text, subtypes or mana cost. The engine keeps the card's names so the lines of a message can name it."""
    return CardDef(name=card.name, name_fr=card.name_fr, types=frozenset({"creature"}), power=2, toughness=2)


def attached_statics(game: Game, perm: Permanent, *kinds: str) -> list[Permanent]:
    """The Auras and Equipment attached to `perm` that have a static ability of one of `kinds`
    ("enchanted creature can't attack")."""
    return [p for p in game.state.battlefield
            if p.attached_to == perm.oid and any(st.kind in kinds for st in p.statics)]


def keywords_of(obj: Permanent | CardDef) -> frozenset[str]:
    return obj.keywords if isinstance(obj, Permanent) else obj.keywords


def has_keyword(obj: Permanent | CardDef, keyword: str) -> bool:
    return keyword in keywords_of(obj)


# ---------------------------------------------------------------------------- qualities (702.16a)

def has_quality(game: Game, quality: Quality, card: CardDef, colors: str) -> bool:
    """Whether an object with these characteristics has the quality of a protection or hexproof ability."""
    kind = quality.kind
    if kind == "everything":
        return True
    if kind == "color":
        return quality.value in colors
    if kind == "all_colors":
        return any(c in colors for c in "WUBRG")
    if kind in ("multicolored", "monocolored"):
        n = len(set(colors) & set("WUBRG"))
        return n >= 2 if kind == "multicolored" else n == 1
    if kind == "type":
        return quality.value in card.types
    if kind == "subtype":
        return quality.value in card.subtypes or "changeling" in card.keywords and "creature" in card.types
    if kind == "supertype":
        return quality.value in card.supertypes
    return False


def protection_from(game: Game, holder: Permanent, source: Source) -> Quality | None:
    """The quality of `holder`'s protection that `source` has (702.16), or None."""
    for quality in protection_qualities(holder.keywords):
        if has_quality(game, quality, source.card, source.colors):
            return quality
    return None


def hexproof_from(game: Game, holder: Permanent, source: Source) -> Quality | None:
    """The quality of `holder`'s "hexproof from ..." that `source` has (702.11d), or None."""
    for quality in protection_qualities(holder.keywords, "hexproof from "):
        if has_quality(game, quality, source.card, source.colors):
            return quality
    return None


def quality_text(quality: Quality) -> str:
    """A quality as the words of the ability ("black", "artifacts"), for messages."""
    names = {"W": "white", "U": "blue", "B": "black", "R": "red", "G": "green"}
    if quality.kind == "color":
        return names[quality.value]
    if quality.kind == "all_colors":
        return "all colors"
    if quality.kind in ("multicolored", "monocolored", "everything"):
        return quality.kind
    return quality.value


def targeting_refusal(game: Game, perm: Permanent, controller: str, source: Source | None) -> tuple[str, str] | None:
    """Why `perm` can't be the target of a spell or ability that `controller` controls, from `source`:
    (rule, ability) for shroud (702.18a), hexproof (702.11b), hexproof from (702.11d) and protection
    (702.16b); None when it can be."""
    keywords = perm.keywords
    if "shroud" in keywords:
        return "702.18a", "shroud"
    if perm.controller != controller:
        if "hexproof" in keywords:
            return "702.11b", "hexproof"
        if source is not None and hexproof_from(game, perm, source) is not None:
            return "702.11d", "hexproof from"
    if source is not None and protection_from(game, perm, source) is not None:
        return "702.16b", "protection"
    if any(st.kind == "cant_be_target" and _untargetable_by(game, st, perm, controller, source) for st in perm.statics):
        return "115.1", "cant_be_target"
    return None


def untargetable_sentence(game: Game, perm: Permanent) -> Name:
    """The sentence of the static ability that makes `perm` impossible to target (its own, its Aura's or
    Equipment's, or a group's: "Creatures can't be the targets of spells")."""
    sources = [perm] + [p for p in game.state.battlefield if p.oid != perm.oid]
    for source in sources:
        for st in source.card.static:
            grant = st.get("grant")
            if any(g.kind == "cant_be_target" for g in getattr(grant, "static", ())) \
                    and (source.oid == perm.oid or st.kind == "anthem" or source.attached_to == perm.oid):
                return Name(st.text, st.text_fr)
    return card_name(perm.card)


def _untargetable_by(game: Game, st: StaticAbility, perm: Permanent, controller: str, source: Source | None) -> bool:
    """Whether a static ability "~ can't be the target of white spells or abilities from white sources" forbids
    `perm` as a target of what `controller` controls, from `source` (a spell when it has no permanent source)."""
    if st.get("controller") == "opponent" and controller == perm.controller:
        return False
    if source is None:  # what targets isn't known: only a restriction on every spell and ability applies
        return bool(st.get("spells")) and bool(st.get("abilities")) and not any(
            st.get(k) for k in ("colors", "noncolors", "source_types", "subtypes"))
    spell = source.oid is None  # a spell is its own source; an ability's source is its permanent (`Source`)
    if not st.get("spells" if spell else "abilities"):
        return False
    colors = str(st.get("colors") or "")
    if colors and not any(c in source.colors for c in colors):
        return False
    noncolors = str(st.get("noncolors") or "")
    if noncolors and any(c in source.colors for c in noncolors):
        return False
    types = st.get("source_types")
    if types and not any(t in source.card.types for t in types):
        return False
    subtypes = st.get("subtypes")
    return not subtypes or any(t in source.card.subtypes for t in subtypes)


def player_keywords(game: Game, player: str) -> frozenset[str]:
    """The keyword abilities static abilities give a player ("you have hexproof": `player_keywords`, with `who`
    "you" = its source's controller, "opponents", "each")."""
    out: set[str] = set()
    for perm in game.state.battlefield:
        for st in perm.statics:
            if st.kind != "player_keywords":
                continue
            who = st.get("who", "you")
            if who == "each" or (who == "you") == (player == perm.controller):
                out.update(st.get("keywords") or ())
    return frozenset(out)


def player_targeting_refusal(game: Game, player: str, controller: str,
                             source: Source | None) -> tuple[str, str] | None:
    """(rule, ability) when `player` can't be the target of a spell or ability `controller` controls: shroud
    (702.18a), hexproof (702.11c), protection from everything (702.16b)."""
    keywords = player_keywords(game, player)
    if not keywords:
        return None
    if "shroud" in keywords:
        return "702.18a", "shroud"
    if "hexproof" in keywords and player != controller:
        return "702.11c", "hexproof"
    if "protection from everything" in keywords and source is not None:
        return "702.16b", "protection"
    return None


# ---------------------------------------------------------------------------- damage (120.3)

def deal_damage(game: Game, source: Source, recipient: Permanent | str, amount: int, combat: bool = False) -> int:
    """`source` deals `amount` damage to a permanent or a player (by name): prevention by protection
    (702.16e), then its results (120.3a-f): life loss or poison counters (infect), loyalty removed,
    damage or -1/-1 counters (wither, infect) marked, deathtouch noted for 704.5h, life gained by
    lifelink. Returns the damage dealt (0 when prevented)."""
    if amount <= 0:
        return 0
    name = card_name(source.card)
    kw = source.keywords
    from bot.engine import hookspecs as hs

    recipient = hs.call_redirect_damage(game.pm, game, source, recipient, amount, combat)  # 614.9
    unpreventable = hs.call_damage_unpreventable(game.pm, game, source, combat)
    if unpreventable is not None:  # 615.12: no prevention effect takes any of it
        game.step("615.12", "info", "step.damage_unpreventable", source=name, by=unpreventable, amount=amount)
    preventable = unpreventable is None
    amount = hs.call_modify_damage(game.pm, game, source, recipient, amount, combat, preventable)
    if amount <= 0:
        return 0
    if preventable and combat and "prevent_combat_damage" in game.state.flags:  # Fog (615.1): this turn
        game.step("615.1", "replacement", "step.combat_damage_prevented", source=name, amount=amount)
        return 0
    if preventable and game.state.prevention:
        amount = _shielded(game, source, recipient, amount, combat)
        if amount <= 0:
            return 0
    if preventable:
        amount = hs.call_prevent_damage(game.pm, game, source, recipient, amount, combat)
    if amount <= 0:
        return 0
    if isinstance(recipient, Permanent):
        perm = game.state.permanent(recipient.oid)
        if perm is None:
            return 0
        shield = next((st for st in perm.statics if st.kind == "prevent_damage_to_self"), None)
        if preventable and shield is not None:
            game.step("615.1a", "replacement", "step.damage_prevented_self", source=name, card=card_name(perm.card),
                      amount=amount)
            counter = shield.get("remove_counter")
            if counter and perm.counter(str(counter)) > 0:  # "Remove a +1/+1 counter from ~." (Phantom Centaur)
                game.update_permanent(perm, counters=perm.with_counter(str(counter), -1).counters)
                game.step("615.1a", "replacement", "step.prevention_removes_counter", card=card_name(perm.card),
                          counter=str(counter))
            return 0
        quality = protection_from(game, perm, source) if preventable else None
        if quality is not None:
            game.step("702.16e", "replacement", "step.damage_prevented_protection", source=name,
                      card=card_name(perm.card), amount=amount, quality=quality_text(quality))
            return 0
        absorb = sum(int(k[7:]) for k in perm.keywords if k.startswith("absorb ") and k[7:].isdigit())
        if absorb and preventable:  # 702.64a: prevent N of the damage each source would deal to it
            game.step("702.64a", "replacement", "step.damage_absorbed", source=name, card=card_name(perm.card),
                      amount=min(absorb, amount))
            amount -= absorb
            if amount <= 0:
                return 0
        if "planeswalker" in perm.card.types and not perm.is_creature:
            game.update_permanent(perm, counters=perm.with_counter("loyalty", -amount).counters)
            game.step("120.3c", "resolve", "step.damage_planeswalker", source=name, card=card_name(perm.card),
                      amount=amount)
        elif "infect" in kw or "wither" in kw:
            perm = game.update_permanent(perm, counters=perm.with_counter("-1/-1", amount).counters)
            game.step("702.90c" if "infect" in kw else "702.80a", "resolve", "step.damage_as_counters",
                      source=name, card=card_name(perm.card), amount=amount, combat=combat)
        else:
            perm = game.update_permanent(perm, damage=perm.damage + amount)
            if combat:
                game.step("510.2", "resolve", "step.combat_damage_creature", source=name, card=card_name(perm.card),
                          amount=amount, total=perm.damage)
            else:
                game.step("120.3e", "resolve", "step.damage_creature", source=name, card=card_name(perm.card),
                          amount=amount, total=perm.damage)
        if "deathtouch" in kw and perm.is_creature:
            game.update_permanent(perm, deathtouch_damage=True)
            game.step("702.2b", "info", "step.deathtouch_damage", source=name, card=card_name(perm.card))
    else:
        player = recipient
        if not game.state.has_player(player):
            return 0
        if preventable and "protection from everything" in player_keywords(game, player):  # 702.16e
            game.step("702.16e", "replacement", "step.damage_prevented_protection", source=name, card=player,
                      amount=amount, quality="everything")
            return 0
        if "infect" in kw:
            p = game.player(player)
            game.set_player(replace(p, poison=p.poison + amount))
            game.step("702.90b", "resolve", "step.damage_poison", source=name, player=player, amount=amount,
                      total=p.poison + amount)
        else:
            game.change_life(player, -amount)
            if combat and game.state.has_player(source.controller):  # for prowl (702.76a)
                owner = game.player(source.controller)
                game.set_player(replace(owner, combat_damage_types=owner.combat_damage_types | source.card.subtypes))
            if combat:
                game.step("510.2", "resolve", "step.combat_damage_player", source=name, player=player,
                          amount=amount, life=game.player(player).life)
                perm_source = game.state.permanent(source.oid) if source.oid is not None else None
                if perm_source is not None:  # 510.3a: "deals combat damage to a player" abilities trigger
                    from bot.engine import hookspecs as hs

                    hs.call_event(game.pm, game, "combat_damage", perm_source, player=player, amount=amount)
            else:
                game.step("120.3a", "resolve", "step.damage_player", source=name, player=player, amount=amount,
                          life=game.player(player).life)
    from bot.engine import hookspecs as hooks  # "whenever ~ is dealt damage / deals damage" (603.2)

    hooks.call_event(game.pm, game, "damage_dealt", source, recipient=recipient, amount=amount, combat=combat)
    if "lifelink" in kw and game.state.has_player(source.controller) and game.change_life(source.controller, amount):
        game.step("702.15b", "resolve", "step.lifelink", source=name, player=source.controller, amount=amount,
                  life=game.player(source.controller).life)
    return amount


def _shielded(game: Game, source: Source, recipient: Permanent | str, amount: int, combat: bool) -> int:
    """615.1, 615.7: prevention shields of this turn ("prevent the next 3 damage that would be dealt to any
    target", "prevent all damage that would be dealt by target creature") take what they prevent; the
    damage left is dealt."""
    whom = f"to:{recipient.oid}" if isinstance(recipient, Permanent) else f"to:player:{recipient}"
    keys = {whom, "all"} | ({f"by:{source.oid}"} if source.oid is not None else set())
    if combat:
        keys |= {"combat_" + k for k in keys}
    shields = list(game.state.prevention)
    prevented = 0
    for i, (key, left) in enumerate(shields):
        if amount <= 0:
            break
        if key not in keys or left == 0:
            continue
        take = amount if left < 0 else min(left, amount)
        amount -= take
        prevented += take
        shields[i] = (key, left if left < 0 else left - take)
    if prevented:
        game.state = replace(game.state, prevention=tuple(s for s in shields if s[1] != 0))
        notes = game.notes
        notes["prevented"] = int(notes.get("prevented", 0)) + prevented
        target = card_name(recipient.card) if isinstance(recipient, Permanent) else recipient
        game.step("615.1", "replacement", "step.damage_prevented_shield", source=card_name(source.card),
                  target=target, amount=prevented)
    return amount


def lethal_damage(perm: Permanent, deathtouch: bool) -> int:
    """The damage that is lethal to `perm` when assigning combat damage (702.19b, 702.2c: any nonzero
    amount from a source with deathtouch)."""
    left = max(0, (perm.toughness or 0) - perm.damage)
    return min(1, left) if deathtouch else left


# ---------------------------------------------------------------------------- destruction (701.8)

def regenerates(game: Game, perm: Permanent) -> bool:
    """701.15a: a regeneration shield replaces its destruction (by an effect or lethal damage, 704.5g-h):
    it is tapped, its damage removed, it leaves combat; not when it "can't be regenerated" (701.15c)."""
    current = game.state.permanent(perm.oid)
    if current is None or "cant_be_regenerated" in current.marks:
        return False
    # "If ~ would be destroyed, regenerate it": every time, without a shield (a static replacement, 614.1a)
    always = any(st.kind == "regenerate_instead" for st in current.statics)
    if current.shields <= 0 and not always:
        return False
    game.update_permanent(current, shields=current.shields - (0 if always else 1), tapped=True, damage=0,
                          deathtouch_damage=False, attacking=False, blocking=(), blocked=False)
    game.step("701.15a", "replacement", "step.regenerated", card=card_name(current.card))
    return True


def umbra_saves(game: Game, perm: Permanent) -> bool:
    """702.89a: totem armor / umbra armor: if the enchanted permanent would be destroyed, instead remove all
    damage from it and destroy the Aura."""
    current = game.state.permanent(perm.oid)
    if current is None:
        return False
    aura = next((p for p in game.state.battlefield if p.attached_to == current.oid
                 and ({"totem armor", "umbra armor"} & p.keywords)), None)
    if aura is None:
        return False
    game.update_permanent(current, damage=0, deathtouch_damage=False)
    game.step("702.89a", "replacement", "step.umbra_armor", card=card_name(current.card), aura=card_name(aura.card))
    game.leave_battlefield(aura, "graveyard", "destroy")
    return True


def destroy(game: Game, perm: Permanent, rule: str = "701.8a", message: str = "step.destroyed") -> bool:
    """Destroy a permanent unless it has indestructible (702.12b) or regenerates (701.15a). True when it
    was destroyed."""
    current = game.state.permanent(perm.oid)
    if current is None:
        return False
    if "indestructible" in current.keywords:
        game.step("702.12b", "info", "step.indestructible", card=card_name(current.card))
        return False
    if umbra_saves(game, current) or regenerates(game, current):
        return False
    game.leave_battlefield(current, "graveyard", "destroy")
    game.step(rule, "resolve", message, card=card_name(current.card))
    return True


# ---------------------------------------------------------------------------- the stack

def uncounterable_by(game: Game, item: StackItem, by: StackItem | None) -> bool:
    """Whether `item` can't be countered (by `by`, when its static ability names what can't counter
    it: "can't be countered by blue spells") (113.6g)."""
    for st in item.card.static:
        if st.kind != "cant_be_countered" or item.kind != "spell":
            continue
        colors = str(st.get("by_colors", "") or "")
        if not colors:
            return True
        if by is not None and by.kind == "spell" and any(c in by.card.colors for c in colors):
            return True
    if item.get("uncounterable"):
        return True
    for perm in game.state.battlefield:  # "Creature spells you control can't be countered"
        for st in perm.statics:
            if st.kind != "spells_cant_be_countered" or item.kind != "spell":
                continue
            if st.get("who", "you") == "you" and perm.controller != item.controller:
                continue
            types = tuple(st.get("types", ()) or ())
            if types and not game.types_match(item.card, types):
                continue
            colors = str(st.get("colors", "") or "")
            if colors and not any(c in item.card.colors for c in colors):
                continue
            return True
    return False


def split_second_spell(game: Game) -> StackItem | None:
    """A spell with split second on the stack (702.61a), if any."""
    for item in game.state.stack:
        if item.kind == "spell" and "split second" in item.card.keywords:
            return item
    return None


def counter(game: Game, target: StackItem, by: StackItem | None, to: str = "graveyard") -> bool:
    """Counter a spell or ability on the stack (701.6a) unless it can't be countered (113.6g, 101.2:
    "can't" wins); a countered spell goes to its owner's graveyard, or to `to` when the effect says so
    (Dissipate: "exile it instead", 614.1a). True when it was countered."""
    if game.state.stack_item(target.oid) is None:
        return False
    if uncounterable_by(game, target, by):
        game.step("101.2", "info", "step.cant_be_countered", card=card_name(target.card),
                  by=card_name(by.card) if by is not None else "")
        return False
    game.remove_stack(target.oid)
    game.step("701.6a", "resolve", "step.countered", card=card_name(target.card), kind=target.kind)
    if target.kind == "spell":
        dest = game.spell_leaves_stack(target, to, "counter")
        if dest == "exile" and to == "exile":
            game.step("614.1a", "replacement", "step.countered_exiled", card=card_name(target.card))
        elif dest == to and to != "graveyard":  # "put it into its owner's hand instead" (Remand, Memory Lapse)
            game.step("614.1a", "replacement", "step.countered_moved", card=card_name(target.card), place=to)
    return True


# ---------------------------------------------------------------------------- abilities not enforced

_ENFORCED: weakref.WeakKeyDictionary[Any, frozenset[str]] = weakref.WeakKeyDictionary()


def enforced_abilities(game: Game) -> frozenset[str]:
    """The abilities the loaded plugins enforce (their `arbitre_enforced_abilities()`), once per manager."""
    cached = _ENFORCED.get(game.pm)
    if cached is None:
        from bot.engine import hookspecs as hs

        cached = _ENFORCED[game.pm] = hs.call_enforced_abilities(game.pm)
    return cached


def unenforced_abilities(game: Game, card: CardDef) -> list[tuple[str, str, str]]:
    """(ability, the card's sentence in English, in French) for each keyword or static ability of `card` that
    no plugin enforces; the sentence is the ability's name when the card's text isn't known."""
    enforced = enforced_abilities(game)
    texts = {k: (en, fr) for k, en, fr in card.keyword_texts}
    out: list[tuple[str, str, str]] = []
    seen: set[str] = set()
    for kw in sorted(card.keywords):
        if not ability_enforced(kw, enforced):
            en, fr = texts.get(kw, (kw[:1].upper() + kw[1:], ""))
            if en not in seen:
                seen.add(en)
                out.append((kw, en, fr))
    for st in card.static:
        if not ability_enforced(st.kind, enforced):
            en = st.text or st.kind
            if en not in seen:
                seen.add(en)
                out.append((st.kind, en, st.text_fr))
    return out


def note_unenforced(game: Game, obj: Permanent | CardDef, rule: str) -> None:
    """Say, once per card in a trace, which of its abilities the engine doesn't enforce, quoting the card
    (the steps after may not be what the rules give)."""
    card = obj.card if isinstance(obj, Permanent) else obj
    if card.name in game.noted_unenforced or not (card.keywords or card.static):
        return
    game.noted_unenforced.add(card.name)
    for _, en, fr in unenforced_abilities(game, card):
        game.step(rule, "info", "step.not_enforced", card=card_name(card), sentence=Name(en, fr))


def alternative_cost_reason(card: CardDef, payment: Any, free: bool = False) -> str | None:
    """Why a cast whose payment is `payment` (a `bot.engine.actions.Payment`) is for the card's alternative cost
    (601.2b, 118.9): the kind of payment only that cost asks for ("sacrifice": Fireblast sacrificing two
    Mountains, "exile": Force of Will exiling a blue card, "return": Gush, "discard": Foil, "life": Snuff Out
    paying 4 life), "free" when the message casts it without mana and that cost needs none; None when the
    payment fits its mana cost and additional costs as well. (Permanents tapped are no sign: lands are tapped for
    mana too.)"""
    alt = card.cost_named("alternative")
    if alt is None:
        return None
    normal = card.additional_costs
    wants = {"sacrifice": bool(payment.sacrifice), "exile": bool(payment.exile), "return": bool(payment.returned),
             "discard": bool(payment.discard), "life": bool(payment.life)}
    in_alt = {"sacrifice": alt.sacrifice is not None, "exile": alt.exile_from_hand is not None,
              "return": alt.return_to_hand is not None, "discard": alt.discard == "card",
              "life": bool(alt.life)}
    in_normal = {"sacrifice": any(c.sacrifice for c in normal), "exile": any(c.exile_from_hand for c in normal),
                 "return": any(c.return_to_hand for c in normal), "discard": any(c.discard for c in normal),
                 "life": any(c.life for c in normal)}
    reason = next((k for k, v in wants.items() if v and in_alt[k] and not in_normal[k]), None)
    if reason is None and free and alt.mana.is_empty():
        return "free"
    return reason
