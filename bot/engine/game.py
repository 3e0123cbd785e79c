"""The game engine core: primitives over the frozen state, priority (117), resolution (608).

Rule modules (casting, activation, mana abilities, effects, state-based actions...) are
plugins; this class gives them the primitives they share (zone changes with replacement
effects, damage, mana, life, binding names to objects) and runs the priority loop. The
current state lives in `self.state` and is replaced, never mutated, so undoing an action
(732) is putting an earlier state back.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import Any, Protocol, TypeVar

import pluggy

from bot.engine import hookspecs as hs
from bot.engine.actions import Action, CardRef
from bot.engine.state import (
    UNKNOWN_CARD,
    CardObject,
    GameState,
    Permanent,
    PlayerState,
    Pool,
    StackItem,
    Target,
    replace,
)
from bot.engine.trace import Name, TraceBuilder, card_name
from foundation.cards import CardDef, Effect, ObjectFilter, compare
from foundation.errors import BudgetExceeded, IllegalAction, IncompleteAction

# subtypes that are not creature types (205.3): a changeling doesn't have them
NONCREATURE_SUBTYPES = frozenset({
    "plains", "island", "swamp", "mountain", "forest", "desert", "gate", "lair", "locus", "cave", "sphere", "urza's",
    "mine", "power-plant", "tower", "town", "equipment", "vehicle", "food", "treasure", "clue", "blood",
    "fortification",
    "aura", "cartouche", "saga", "shrine", "curse", "rune", "class", "case", "room", "background", "role", "shard",
    "arcane", "trap", "adventure", "lesson", "chorus", "omen",
})
ZONE_RULE = {"graveyard": "404", "exile": "406", "hand": "402", "library": "401", "battlefield": "403", "stack": "405"}


class _Named(Protocol):
    """A card object or a permanent: what a written card name designates."""

    @property
    def card(self) -> CardDef: ...


N = TypeVar("N", bound=_Named)


def match_refs(refs: Iterable[CardRef], objects: Iterable[N],
               owner_of: Callable[[N], str] | None = None) -> tuple[list[N], CardRef | None]:
    """The objects that written card names designate, each used once, in the order written;
    and the first name that matches nothing left (None when all matched). With `owner_of`, a name
    written with its player ("his Grizzly Bears") designates only that player's."""
    left = list(objects)
    chosen: list[N] = []
    for ref in refs:
        for obj in left:
            if obj.card.name == ref.card.name and (owner_of is None or ref.owner in (None, owner_of(obj))):
                chosen.append(obj)
                left.remove(obj)
                break
        else:
            return chosen, ref
    return chosen, None


def chosen_by_name(refs: Iterable[CardRef], options: list[N], owner_of: Callable[[N], str] | None = None) -> list[N]:
    """What a choice line names among `options` (`match_refs`); a name that designates none of them is
    the message's to mend: IncompleteAction naming it, with the options as candidates (in the reader's language)."""
    chosen, missing = match_refs(refs, options, owner_of)
    if missing is not None:
        raise IncompleteAction("err.choice_not_available", card=card_name(missing.card), column=missing.column,
                               candidates=tuple(card_name(o.card) for o in options))
    return chosen


def _face_down_of(spell: StackItem | None) -> CardDef | None:
    """The card a face-down spell really is (702.37c), kept by the face-down permanent it becomes."""
    real = spell.get("face_down_of") if spell is not None else None
    return real if isinstance(real, CardDef) else None


# alternative costs whose spell, its target gone, still resolves as a creature spell (608.3b: bestow 702.103e,
# mutate 702.140b)
RESOLVE_AS_CREATURE = ("bestow", "mutate")
MERGED = "merged"  # where a mutating creature spell goes as it merges (702.140c): no zone of its own
MAX_CHOICE_ALTERNATIVES = 3  # other picks kept per choice the engine makes for a player (re-judged, bounded)


@dataclass(frozen=True, slots=True)
class AssumedChoice:
    """A choice the engine made for a player (the first options in order), where the trace says so, and the
    other picks a judge would re-judge it with (FREE_FORM.md section 2: every such choice is an assumption).

    `key` is (the action it was made in, its rank among the assumed choices of that action): the same in a
    run started again from the state before that action, where `Game.choice_plan` may pick otherwise."""

    key: tuple[int, int]
    entry: int  # the trace entry (action number) and the step index of its `step.assumed_choice`
    step: int
    alternatives: tuple[tuple[int, ...], ...]  # option indices of each other pick
    labels: tuple[tuple[Name, ...], ...]  # the cards of each other pick


class Game:
    """One game being traced: state, plugins, trace, and the actions still to read."""

    def __init__(self, state: GameState, pm: pluggy.PluginManager, trace: TraceBuilder,
                 actions: list[Action] | None = None, max_work: int = 20000) -> None:
        self.state = state
        self.pm = pm
        self.trace = trace
        self.actions = actions or []
        self.cursor = -1  # index in self.actions of the action being carried out
        self.action_number = 0  # 1-based number of that action in the trace
        self.paying = 0  # > 0 while a spell or ability is being cast/activated (nobody has priority)
        self.resolving: StackItem | None = None
        self.work = 0
        self.max_work = max_work
        self.mana_need: Any = None  # the payment in progress, for mana abilities choosing colours
        self.colors_spent: set[str] = set()  # colours of mana spent by the payments since reset (sunburst 702.44a)
        self.mana_spent = 0  # the amount of mana spent by the payments since reset ("the amount of mana spent")
        self.begun_steps: list[str] = []  # steps begun since the last `go to` (for stopping there)
        self.noted_unenforced: set[str] = set()  # cards whose abilities the engine doesn't enforce, already said
        # what the parts of the resolving spell or ability did, for the parts after them ("the exiled card",
        # "the damage dealt this way"): kept by the effect plugins, emptied as each object starts resolving
        self.notes: dict[str, Any] = {}
        self.action_start = 0  # index of the top-level action being carried out (set by the runner)
        self.choices_in_action = 0  # assumed choices made since that action began
        self.choice_plan: dict[tuple[int, int], tuple[int, ...]] = {}  # AssumedChoice.key -> the pick to make
        # targets written on the cast of a permanent spell that targets nothing itself, for its own triggered
        # ability ("I cast Oblivion Ring targeting his Bears", 603.3d): (card name, controller) -> the targets
        self.trigger_targets: dict[tuple[str, str], tuple[Any, ...]] = {}
        self.assumed_choices: list[AssumedChoice] = []
        # (player, zone) the message doesn't list (FREE_FORM.md 2, `bot.engine.world`): a hand or graveyard of
        # unknown contents, which a resolving effect's choice may not treat as empty
        self.unknown_zones: frozenset[tuple[str, str]] = frozenset()
        # (card name, zone, player) of the counts already said to read a zone the message doesn't describe
        self.unknown_counts_said: set[tuple[str, str, str]] = set()
        self.draws_replaced = 0  # draws something else replaced (614.1a: dredge), for the draw step's wording
        self._starting_loyalty()

    def _starting_loyalty(self) -> None:
        """306.5b: a planeswalker has loyalty counters equal to its printed loyalty; one in the setup
        without a loyalty mark ("(3 loyalty counters)") starts with that many."""
        battlefield = self.state.battlefield
        if not any("planeswalker" in p.card.types for p in battlefield):
            return
        fixed = tuple(
            replace(p, counters=p.with_counter("loyalty", p.card.loyalty).counters)
            if "planeswalker" in p.card.types and p.card.loyalty and not any(k == "loyalty" for k, _ in p.counters)
            else p
            for p in battlefield
        )
        self.state = replace(self.state, battlefield=fixed)

    # ------------------------------------------------------------------ trace
    def step(self, rule: str, kind: str, message: str, /, **params: Any) -> None:
        self.tick()
        self.trace.add(rule, kind, message, **params)

    def tick(self, n: int = 1) -> None:
        self.work += n
        if self.work > self.max_work:
            raise BudgetExceeded("err.budget", "117.4")

    # ------------------------------------------------------------------ actions read ahead
    def peek_action(self) -> Action | None:
        i = self.cursor + 1
        return self.actions[i] if i < len(self.actions) else None

    def take_action(self, accept: Callable[[Action], bool]) -> Action | None:
        """Consume the next action if `accept` says it answers the current question (a pay line, a choice)."""
        nxt = self.peek_action()
        if nxt is None or not accept(nxt):
            return None
        self.cursor += 1
        self.action_number += 1
        self.trace.begin(self.action_number, nxt.line, nxt.source)
        return nxt

    @property
    def current_action(self) -> Action | None:
        return self.actions[self.cursor] if 0 <= self.cursor < len(self.actions) else None

    # ------------------------------------------------------------------ players
    def player(self, name: str) -> PlayerState:
        return self.state.player(name)

    def set_player(self, player: PlayerState) -> None:
        self.state = self.state.with_player(player)

    def controller_of(self, oid: int) -> str | None:
        perm = self.state.permanent(oid)
        if perm:
            return perm.controller
        item = self.state.stack_item(oid)
        return item.controller if item else None

    # ------------------------------------------------------------------ plugins
    def is_mana_ability(self, ability: Any) -> bool:
        return hs.call_is_mana_ability(self.pm, ability)

    # ------------------------------------------------------------------ binding names to objects
    def find_in_zone(self, player: str, zone: str, card: CardDef) -> CardObject | None:
        for obj in self.player(player).zone(zone):
            if obj.card.name == card.name:
                return obj
        for obj in self.player(player).zone(zone):  # a face of a card with several (709.3, 712.8a)
            if obj.card.has_face(card.name):
                return obj
        return None

    def card_in_zone(self, player: str, zone: str, ref: CardRef) -> CardObject:
        """The card a line names in one of `player`'s zones ("I suspend Rift Bolt": in their hand); when it isn't
        there, the message is incomplete: IncompleteAction naming it, the zone's cards as candidates."""
        obj = self.find_in_zone(player, zone, ref.card)
        if obj is None:
            raise IncompleteAction("err.card_not_in_zone", card=card_name(ref.card), zone=zone, player=player,
                                   column=ref.column,
                                   candidates=tuple(o.card.name for o in self.player(player).zone(zone)))
        return obj

    def permanents_named(self, card: CardDef, controller: str | None = None) -> list[Permanent]:
        return [p for p in self.state.battlefield
                if p.card.name == card.name and (controller is None or p.controller == controller)]

    def bind_permanent(self, ref: CardRef, controller: str | None = None,
                       prefer: Callable[[Permanent], bool] | None = None,
                       exclude: Iterable[int] = ()) -> Permanent:
        """The permanent a name means. Ambiguous names need an owner ("Bob's Dryad")."""
        owner = ref.owner or controller
        excluded = set(exclude)
        found = [p for p in self.permanents_named(ref.card, owner) if p.oid not in excluded]
        if ref.tapped is not None and any(p.tapped == ref.tapped for p in found):
            found = [p for p in found if p.tapped == ref.tapped]  # "the untapped one"
        if 0 < ref.copy <= len(found):
            found = [found[ref.copy - 1]]  # "the first Knight", "the other one": that copy (in the order they came)
        if not found:
            where = self.where_is(ref.card)
            raise IncompleteAction("err.no_such_permanent", card=card_name(ref.card), player=owner or "", where=where,
                                   column=ref.column)
        if prefer:
            preferred = [p for p in found if prefer(p)]
            if preferred:
                found = preferred
        controllers = {p.controller for p in found}
        if len(controllers) > 1:
            raise IncompleteAction("err.ambiguous_permanent", card=card_name(ref.card), column=ref.column,
                                   candidates=tuple(sorted(controllers)))
        return found[0]

    def where_is(self, card: CardDef) -> str:
        for p in self.state.players:
            for zone in ("hand", "graveyard", "exile", "library"):
                if any(o.card.name == card.name for o in p.zone(zone)):
                    return f"{p.name}:{zone}"
        if any(i.card.name == card.name and i.kind == "spell" for i in self.state.stack):
            return "stack"
        return ""

    # ------------------------------------------------------------------ object characteristics
    @staticmethod
    def types_match(card: CardDef, types: tuple[str, ...]) -> bool:
        """Filter types: plain words are alternatives ("artifact or enchantment"), "nonX" words all apply."""
        positive = [t for t in types if not t.startswith("non") and t not in ("permanent", "card")]
        if "permanent" in types and not card.is_permanent_card:  # "a permanent card" (110.4b)
            return False
        for t in types:
            if t.startswith("non") and t[3:] in card.types:
                return False
        return not positive or any(t in card.types for t in positive)

    @staticmethod
    def creature_type_filter(subtypes: tuple[str, ...]) -> bool:
        """Whether the subtypes a filter asks for are creature types (not land or artifact types), which a
        changeling has (702.73a)."""
        return not set(subtypes) & NONCREATURE_SUBTYPES

    @staticmethod
    def supertypes_match(card: CardDef, flt: ObjectFilter) -> bool:
        """"legendary", "snow", "nonbasic"...: plain words must be there, "nonX" words must not."""
        for word in flt.supertypes:
            if word.startswith("non"):
                if word[3:] in card.supertypes:
                    return False
            elif word not in card.supertypes:
                return False
        return True

    def _card_part_matches(self, card: CardDef, flt: ObjectFilter, colors: str, keywords: frozenset[str],
                           x: int | None, mana_value: int | None = None) -> bool:
        """The filter conditions that depend on the card only (characteristics), for permanents, spells and cards."""
        if not self.types_match(card, flt.types):
            return False
        if flt.subtypes and not any(s in card.subtypes for s in flt.subtypes) and not (
                "changeling" in keywords and self.creature_type_filter(flt.subtypes)):  # 702.73a: every creature type
            return False
        if flt.exclude_subtypes and any(s in card.subtypes for s in flt.exclude_subtypes):
            return False
        if flt.basic and "basic" not in card.supertypes:
            return False
        if flt.supertypes and not self.supertypes_match(card, flt):
            return False
        if flt.exclude_colors and any(c in colors for c in flt.exclude_colors):
            return False
        if flt.colors and not any(c in colors for c in flt.colors):
            return False
        if flt.colors_all and not all(c in colors for c in flt.colors_all):
            return False
        if flt.color_count:
            n = len(set(colors) & set("WUBRG"))
            if (flt.color_count == "multicolored") != (n >= 2) or (flt.color_count == "monocolored" and n != 1):
                return False
        if flt.keywords and not all(k in keywords for k in flt.keywords):
            return False
        if flt.without_keywords and any(k in keywords for k in flt.without_keywords):
            return False
        if mana_value is None:
            mana_value = card.mana_cost.mana_value if card.mana_cost else 0
        if flt.mana_value and not compare(mana_value, flt.mana_value, x):
            return False
        return True

    def matches(self, perm: Permanent, flt: ObjectFilter, controller: str, source_oid: int | None = None,
                x: int | None = None) -> bool:
        card = perm.characteristics  # with the types static abilities give it (613.1d)
        if not self._card_part_matches(card, flt, perm.colors, perm.keywords, x):
            return False
        if flt.controller == "you" and perm.controller != controller:
            return False
        if flt.controller == "opponent" and perm.controller == controller:
            return False
        if flt.controller == "enchanted_player":  # "creatures enchanted player controls" (a Curse, 303.4)
            source = self.state.permanent(source_oid) if source_oid is not None else None
            if source is None or source.enchanted_player != perm.controller:
                return False
        if flt.other and perm.oid == source_oid:
            return False
        if flt.without_counter and perm.counter(flt.without_counter):
            return False
        if flt.with_counter:
            if flt.with_counter == "any":
                if not any(n > 0 for _, n in perm.counters):
                    return False
            elif not perm.counter(flt.with_counter):
                return False
        if flt.tapped and perm.tapped != (flt.tapped == "tapped"):
            return False
        if flt.combat and not self.combat_status_matches(perm, flt.combat):
            return False
        if flt.power and not compare(perm.power, flt.power, x):
            return False
        if flt.toughness and not compare(perm.toughness, flt.toughness, x):
            return False
        if flt.token and perm.token != (flt.token == "token"):
            return False
        return True

    def combat_status_matches(self, perm: Permanent, status: str) -> bool:
        """"attacking", "blocking", "attacking_or_blocking", "blocked", "unblocked" (506.4, 509.1h)."""
        if status == "attacking":
            return perm.attacking
        if status == "blocking":
            return bool(perm.blocking)
        if status == "attacking_or_blocking":
            return perm.attacking or bool(perm.blocking)
        if status == "blocked":
            return perm.attacking and perm.blocked
        if status == "unblocked":  # 509.1h: once blockers are declared, an attacker nothing blocks
            after_blocks = self.state.step in ("declare_blockers", "first_strike_damage", "combat_damage",
                                               "end_of_combat")
            return perm.attacking and not perm.blocked and after_blocks
        return False

    def card_matches(self, card: CardDef, flt: ObjectFilter, x: int | None = None, controller: str | None = None,
                     owner: str | None = None, mana_value: int | None = None) -> bool:
        """A card (in a hand, graveyard, or a spell on the stack) against a filter: its characteristics;
        `controller` ("you"/"opponent") is checked when the caller knows whose it is (`owner`);
        `mana_value` overrides the card's (a spell on the stack counts its X, 202.3e)."""
        if not self._card_part_matches(card, flt, card.colors, card.keywords, x, mana_value):
            return False
        if flt.power and not compare(card.power, flt.power, x):
            return False
        if flt.toughness and not compare(card.toughness, flt.toughness, x):
            return False
        if controller is not None and owner is not None:
            if flt.controller == "you" and owner != controller:
                return False
            if flt.controller == "opponent" and owner == controller:
                return False
        return True

    # ------------------------------------------------------------------ zone changes
    def remove_from_zone(self, player: str, zone: str, oid: int) -> CardObject | None:
        """Take a card out of a player's zone (the first step of moving it somewhere)."""
        p = self.player(player)
        cards = p.zone(zone)
        for i, obj in enumerate(cards):
            if obj.oid == oid:
                self.set_player(replace(p, **{zone: cards[:i] + cards[i + 1:]}))
                return obj
        return None

    def _new_card_object(self, card: CardDef, owner: str) -> CardObject:
        oid, self.state = self.state.new_oid()
        return CardObject(oid, card, owner)

    def put_card(self, card: CardDef, owner: str, zone: str, top: bool = True, from_zone: str = "") -> CardObject:
        """Put a card into an owner's zone as a new object (400.7); "library_bottom": on the bottom of the library
        (a replacement's "put it on the bottom of its owner's library"); `from_zone`: where it comes from, for
        "whenever a card is put into a graveyard from anywhere" (603.6)."""
        if zone == "library_bottom":
            zone, top = "library", False
        obj = self._new_card_object(card, owner)
        p = self.player(owner)
        cards = p.zone(zone)
        if zone == "library":
            cards = (obj,) + cards if top else cards + (obj,)
        else:
            cards = cards + (obj,)
        self.set_player(replace(p, **{zone: cards}))
        if zone == "graveyard" and from_zone:
            hs.call_event(self.pm, self, "put_into_graveyard", obj, player=owner, from_zone=from_zone)
        return obj

    def destination(self, obj: Any, owner: str, from_zone: str, to_zone: str, cause: str) -> str:
        """Apply replacement effects (614) to a zone change of `obj` (a card object, permanent or
        stack item): the zone it really goes to."""
        return hs.call_replace_move(self.pm, self, obj, owner, from_zone, to_zone, cause)

    def move_card(self, player: str, zone: str, obj: CardObject, to_zone: str,
                  cause: str) -> CardObject | Permanent | None:
        """Move a card from a player's zone (hand, graveyard, exile, library) to another zone."""
        removed = self.remove_from_zone(player, zone, obj.oid)
        if removed is None:
            return None
        if zone == "graveyard":  # "whenever one or more cards leave your graveyard" (603.10a)
            hs.call_event(self.pm, self, "left_graveyard", removed, player=player)
        dest = self.destination(obj, obj.owner, zone, to_zone, cause)
        new: CardObject | Permanent
        if dest == "battlefield":
            new = self.enter_battlefield(obj.card, obj.owner, obj.owner)
        else:
            new = self.put_card(obj.card, obj.owner, dest, from_zone=zone)
        if self.resolving is not None:  # 400.7: what it became, for the rest of the resolution ("that card")
            self.state = replace(self.state, moved=self.state.moved + ((obj.oid, new.oid),))
        return new

    def enter_battlefield(self, card: CardDef, owner: str, controller: str, tapped: bool = False,
                          spell: StackItem | None = None) -> Permanent:
        """A new permanent (400.7); `spell` is the spell it resolved from (its alternative cost and kicker
        matter to abilities such as evoke's and escape's)."""
        oid, self.state = self.state.new_oid()
        counters = (("loyalty", card.loyalty),) if "planeswalker" in card.types and card.loyalty else ()
        perm = Permanent(oid, card, owner, controller, tapped=tapped, sick=True, counters=counters,  # 306.5b
                         cast_alt=spell.alt if spell is not None else None,
                         kicked=spell.kicked if spell is not None else 0,
                         cast_x=spell.x if spell is not None else None,
                         face_down_card=_face_down_of(spell))
        self.state = replace(self.state, battlefield=self.state.battlefield + (perm,))
        hs.call_event(self.pm, self, "enters_battlefield", perm, spell=spell)
        return perm

    def leave_battlefield(self, perm: Permanent, to_zone: str, cause: str) -> CardObject | None:
        """A permanent leaves the battlefield (destroy, sacrifice, exile, bounce) to its owner's zone."""
        if self.state.permanent(perm.oid) is None:
            return None
        self.state = replace(self.state, battlefield=tuple(p for p in self.state.battlefield if p.oid != perm.oid))
        dest = self.destination(perm, perm.owner, "battlefield", to_zone, cause)
        if dest == "battlefield":  # pragma: no cover - no such replacement yet
            dest = to_zone
        # 708.9, 707.2: its own card; a merged permanent's topmost card (the others follow it, 729.3)
        own = perm.face_down_card or perm.copied_from or (perm.merged[0] if perm.merged else perm.card)
        obj = self.put_card(own.whole.front, perm.owner, dest, from_zone="battlefield")  # 712.8a
        if self.resolving is not None:  # 400.7: what it became, for the rest of the resolution ("that card")
            self.state = replace(self.state, moved=self.state.moved + ((perm.oid, obj.oid),))
        hs.call_event(self.pm, self, "leaves_battlefield", perm, to=dest.removesuffix("_bottom"), cause=cause, card=obj)
        return obj

    def push_stack(self, item: StackItem) -> None:
        self.state = replace(self.state, stack=self.state.stack + (item,))
        if item.get("copy_of") is not None:  # 707.10: a copy of a spell was put on the stack ("cast or copy")
            hs.call_event(self.pm, self, "copied", item)

    def remove_stack(self, oid: int) -> StackItem | None:
        item = self.state.stack_item(oid)
        if item is not None:
            self.state = replace(self.state, stack=tuple(i for i in self.state.stack if i.oid != oid))
        return item

    def spell_leaves_stack(self, item: StackItem, to_zone: str, cause: str) -> str:
        """A spell card leaves the stack (resolves, is countered, doesn't resolve); replacement
        effects such as flashback's exile apply."""
        dest = self.destination(item, item.owner, "stack", to_zone, cause)
        real = item.get("face_down_of")
        # a face-down spell is still its card (708.9); the face of a split card cast is the whole card again (709.3)
        # a bestowed Aura spell's own card is its front (702.103e): what it is outside the stack, or resolving as a
        # creature spell
        card = real if isinstance(real, CardDef) else item.card.whole.front
        if dest == "battlefield":
            self.enter_battlefield(real if isinstance(real, CardDef) else item.card.front, item.owner, item.controller)
        else:
            obj = self.put_card(card, item.owner, dest, from_zone="stack")
            hs.call_event(self.pm, self, "left_stack", obj, item=item, zone=dest, cause=cause)  # rebound, ascend
        return dest

    # ------------------------------------------------------------------ permanents
    def update_permanent(self, perm: Permanent, **changes: Any) -> Permanent:
        current = self.state.permanent(perm.oid) or perm
        new = replace(current, **changes)
        added: tuple[tuple[str, int], ...] = ()
        if "counters" in changes and new.counters != current.counters:  # 122.6: counters put on it
            added = tuple((k, n - current.counter(k)) for k, n in new.counters if n > current.counter(k))
            instead = hs.call_modify_counters(self.pm, self, new, added) if added else added
            for (kind, n), (_, m) in zip(added, instead, strict=True):  # 614.1a: "twice that many" instead
                if m != n:
                    new = new.with_counter(kind, m - n)
            added = instead
        self.state = self.state.with_permanent(new)
        if "tapped" in changes and current.tapped != new.tapped:  # "whenever ~ becomes tapped / untapped"
            hs.call_event(self.pm, self, "becomes_tapped" if new.tapped else "becomes_untapped", new)
        if added:
            hs.call_event(self.pm, self, "counters_put", new, added=added)
        return new

    def tap(self, perm: Permanent) -> Permanent:
        return self.update_permanent(perm, tapped=True)

    # ------------------------------------------------------------------ mana and life
    def add_mana(self, player: str, symbols: str) -> None:
        p = self.player(player)
        self.set_player(replace(p, pool=p.pool.plus(symbols)))

    def set_pool(self, player: str, pool: Pool) -> None:
        self.set_player(replace(self.player(player), pool=pool))

    def change_life(self, player: str, delta: int) -> int:
        """Change a life total (119.3); the change that really happened (119.7: "can't gain life", 614)."""
        delta = hs.call_modify_life_change(self.pm, self, player, delta)
        if delta == 0:
            return 0
        p = self.player(player)
        self.set_player(replace(p, life=p.life + delta, lost_life_this_turn=p.lost_life_this_turn or delta < 0))
        if delta > 0:  # "whenever you gain life" (603.2)
            hs.call_event(self.pm, self, "life_gained", player, amount=delta)
        elif delta < 0:  # "whenever you lose life"
            hs.call_event(self.pm, self, "life_lost", player, amount=-delta)
        return delta

    def draw(self, player: str, count: int = 1) -> list[CardObject]:
        drawn: list[CardObject] = []
        for _ in range(count):
            self.tick()
            if hs.call_replace_draw(self.pm, self, player):  # 614.1a: something happens instead (dredge)
                self.draws_replaced += 1
                continue
            # 101.2 "can't draw", 614.1a "draw two cards instead": how many cards this draw becomes
            for _ in range(hs.call_draw_count(self.pm, self, player)):
                self._draw_one(player, drawn)
        for obj in drawn:  # "whenever you draw a card" (603.2)
            hs.call_event(self.pm, self, "drew", obj, player=player)
        return drawn

    def _draw_one(self, player: str, drawn: list[CardObject]) -> None:
        """One card draw (121.2): the top card of the library into the hand (an unknown card when the library
        isn't known)."""
        p = self.player(player)
        if p.library:
            top, rest = p.library[0], p.library[1:]
            self.set_player(replace(p, library=rest, hand=p.hand + (top,)))
            drawn.append(top)
        elif p.library_unknown > 0:
            obj = self._new_card_object(UNKNOWN_CARD, player)
            p = self.player(player)
            self.set_player(replace(p, library_unknown=p.library_unknown - 1, hand=p.hand + (obj,)))
            drawn.append(obj)
        else:
            self.set_player(replace(p, drew_from_empty=True))

    # ------------------------------------------------------------------ triggers and priority
    def add_pending_trigger(self, item: StackItem) -> None:
        """A triggered ability waits to be put on the stack the next time a player would receive priority (603.3)."""
        self.state = replace(self.state, pending_triggers=self.state.pending_triggers + (item,))

    def new_stack_oid(self) -> int:
        oid, self.state = self.state.new_oid()
        return oid

    def check_state(self) -> None:
        """117.5: state-based actions until none, then waiting triggers go on the stack (603.3), APNAP; again
        while putting them there made more trigger (ward seeing a triggered ability's target, 702.21a)."""
        for _ in range(10):
            for _ in range(100):
                self.tick()
                if not hs.call_state_based_actions(self.pm, self):
                    break
            pending = self.state.pending_triggers
            if not pending:
                return
            self.state = replace(self.state, pending_triggers=())
            for who in self.state.apnap():
                mine = [item for item in pending if item.controller == who]
                if len({(item.card.name, item.trigger, item.effects) for item in mine}) > 1:
                    # 603.3b: the controller orders their own triggers; no line says it: as they triggered
                    self.step("603.3b", "info", "step.assumed_choice", player=who, what="trigger_order",
                              cards=tuple(card_name(item.card) for item in mine))
                for item in mine:
                    self.push_stack(item)
                    self.step("603.3", "trigger", "step.trigger_put", card=card_name(item.card),
                              trigger=item.trigger, player=item.controller)
                    for part in self._trigger_unrecognized(item):
                        self.step("603.3", "info", "step.unrecognized_part", card=card_name(item.card), part=part)
                    if item.targets:
                        hs.call_event(self.pm, self, "trigger_put", item)  # ward (702.21a) sees its targets

    @staticmethod
    def _trigger_unrecognized(item: StackItem) -> tuple[str, ...]:
        """Parts of a triggered ability the encoding could not read (named as it goes on the stack)."""
        for ability in item.card.triggered:
            if ability.unrecognized and ability.effects == item.effects and ability.targets == item.target_specs:
                return ability.unrecognized
        return ()

    def give_priority(self, player: str) -> None:
        self.check_state()
        flags = self.state.flags | {"priority_in_cleanup"} if self.state.step == "cleanup" else self.state.flags
        self.state = replace(self.state, priority=player, flags=flags)

    def set_flag(self, flag: str, on: bool = True) -> None:
        flags = self.state.flags | {flag} if on else self.state.flags - {flag}
        self.state = replace(self.state, flags=flags)

    def acted(self, player: str) -> None:
        """A player took an action: passes are no longer 'in succession' (117.4)."""
        if self.state.passed:
            self.state = replace(self.state, passed=frozenset())

    def claim_priority(self, player: str) -> None:
        """An action by `player` while another holds priority means the holder passed (play-language rule)."""
        for _ in range(2 * len(self.state.players) + 2):
            holder = self.state.priority
            if holder == player:
                return
            if holder is None:
                from bot.engine.state import NO_PRIORITY_STEPS

                if self.state.step in NO_PRIORITY_STEPS:  # 502.4, 514.3: nobody gets priority here
                    rule = "514.3" if self.state.step == "cleanup" else "502.4"
                    raise IllegalAction("ill.no_priority_in_step", rule, rules=(rule, "117.1"),
                                        step=self.state.step)
                self.give_priority(self.state.active)
                continue
            self.pass_priority(holder, implicit=True)
        if self.state.priority != player:
            raise IllegalAction("ill.no_priority", "117.1", player=player)

    def pass_priority(self, player: str, implicit: bool = False) -> None:
        if self.state.priority != player:
            raise IllegalAction("ill.pass_without_priority", "117.3d", player=player)
        passed = self.state.passed | {player}
        pool = self.player(player).pool
        self.step("117.3d", "step", "step.pass_implicit" if implicit else "step.pass", player=player,
                  pool=pool.symbols())
        nxt = self.state.next_player(player)
        self.state = replace(self.state, passed=passed)
        if len(passed) >= len(self.state.players):
            self.all_passed()
        else:
            self.state = replace(self.state, priority=nxt)

    def all_passed(self) -> None:
        """117.4: every player passed in succession: the top object resolves, or the step ends."""
        self.state = replace(self.state, passed=frozenset())
        if self.state.stack:
            self.step("117.4", "step", "step.all_pass")
            self.resolve_top()
        else:
            self.step("117.4", "info", "step.stack_empty_step_ends", step=self.state.step)
            self.end_step()

    def resolve_all(self) -> None:
        if not self.state.stack:
            self.step("117.4", "info", "step.nothing_to_resolve")
        while self.state.stack:
            self.tick()
            self.step("117.4", "step", "step.all_pass")
            self.state = replace(self.state, passed=frozenset())
            self.resolve_top()

    def end_step(self, depth: int = 0) -> None:
        """The step ends (117.4): mana empties (106.4), the next step begins; after cleanup, the next
        turn, or another cleanup if a player received priority in this one (514.3a). Turn-based
        actions are the plugins' (`arbitre_begin_step`, which may skip a step); steps where nobody
        gets priority (untap 502.4, cleanup 514.3) end at once."""
        from bot.engine.state import NO_PRIORITY_STEPS, STEPS

        self.tick()
        for p in self.state.players:
            if p.pool.total:
                kept = hs.call_unspent_mana(self.pm, self, p.name, p.pool)
                if kept is None:
                    self.step("106.4", "info", "step.pool_empties", player=p.name, pool=p.pool.symbols())
                self.set_pool(p.name, kept or Pool())
        current = self.state.step
        i = STEPS.index(current)
        if current == "cleanup" and "priority_in_cleanup" in self.state.flags:
            self.set_flag("priority_in_cleanup", False)
            nxt = "cleanup"
            self.step("514.3a", "info", "step.another_cleanup")
        elif self.state.step_queue:  # 500.8: the rest of a turn an effect added phases to
            nxt, self.state = self.state.step_queue[0], replace(self.state, step_queue=self.state.step_queue[1:])
        elif i + 1 >= len(STEPS):
            self.new_turn()
            nxt = STEPS[0]
        else:
            nxt = STEPS[i + 1]
        self.state = replace(self.state, step=nxt, priority=None, passed=frozenset())
        self.begun_steps.append(nxt)
        skip = hs.call_skip_step(self.pm, self, nxt)
        if skip:
            self.step(skip, "info", "step.step_skipped", step=nxt)
            if depth < 3 * len(STEPS):
                self.end_step(depth + 1)
            return
        self.step("500.1", "step", "step.step_begins", step=nxt)
        hs.call_begin_step(self.pm, self, nxt)
        # 503.1a: what triggers during the untap step waits for the upkeep; in cleanup it gives priority (514.3a)
        if nxt in NO_PRIORITY_STEPS and not self.state.stack \
                and (not self.state.pending_triggers or nxt == "untap") \
                and self.state.priority is None and depth < 3 * len(STEPS):
            self.end_step(depth + 1)
        elif self.state.priority is None:
            self.give_priority(self.state.active)

    def add_phases(self, after: str, steps: tuple[str, ...]) -> None:
        """500.8: phases added to this turn, right after the step `after` (this one, or a later step of the turn:
        "after this phase", the current phase's last step)."""
        from bot.engine.state import STEPS

        current = self.state.step
        rest = self.state.step_queue or STEPS[STEPS.index(current) + 1:]
        at = 0 if after == current else (rest.index(after) + 1 if after in rest else len(rest))
        self.state = replace(self.state, step_queue=rest[:at] + steps + rest[at:])

    def new_turn(self) -> None:
        """The next player's turn starts (500.1): lands played and "this turn" counts start over."""
        active = self._next_active()
        # the turn that ends was seen whole, or only from the message's first line (what happened before is unknown)
        flags = frozenset({"turn:seen_from_start"} if "turn:seen_from_start" in self.state.flags
                          else {"turn:seen_from_start", "turn:last_turn_partial"})
        players = tuple(replace(p, lands_played=0, lost_life_this_turn=False, spells_cast=0,
                                spells_cast_last_turn=p.spells_cast,
                                combat_damage_types=frozenset()) for p in self.state.players)
        battlefield = tuple(replace(p, activations=()) for p in self.state.battlefield)
        self.state = replace(self.state, active=active, turn=self.state.turn + 1, players=players,
                             battlefield=battlefield, flags=flags)
        self.step("500.1", "step", "step.new_turn", player=active, turn=self.state.turn)

    def _next_active(self) -> str:
        """Who takes the next turn: a player with an extra turn to take (500.7), else the next in turn order,
        passing over a player who skips that turn (614.10)."""
        for p in self.state.players:
            if p.extra_turns > 0:
                self.set_player(replace(p, extra_turns=p.extra_turns - 1))
                self.step("500.7", "info", "step.takes_extra_turn", player=p.name)
                return p.name
        active = self.state.next_player(self.state.active)
        for _ in range(len(self.state.players)):
            p = self.player(active)
            if p.skipped_turns <= 0:
                break
            self.set_player(replace(p, skipped_turns=p.skipped_turns - 1))
            self.step("614.10", "info", "step.turn_skipped", player=active)
            active = self.state.next_player(active)
        return active

    def advance_to(self, step: str) -> None:
        """Let steps end (everyone passing with an empty stack) until `step` begins."""
        from bot.engine.state import STEPS

        for _ in range(2 * len(STEPS) + 1):
            if self.state.step == step:
                return
            if self.state.stack:
                raise IllegalAction("ill.stack_not_empty_to_move_on", "117.4", rules=("117.4", "500.2"),
                                    stack=tuple(card_name(i.card) for i in self.state.stack), step=step)
            self.step("117.4", "info", "step.stack_empty_step_ends", step=self.state.step)
            self.end_step()

    # ------------------------------------------------------------------ resolution (608)
    def target_still_legal(self, item: StackItem, spec_index: int, target: Target) -> bool:
        from bot.engine.targets import target_is_legal

        spec = item.target_specs[spec_index]
        return target_is_legal(self, spec, target, item.controller, item.source_oid, item.oid, item.x)

    def resolve_top(self) -> None:
        item = self.state.stack[-1]
        self.tick()
        self.step("608.1", "resolve", "step.resolves", card=card_name(item.card), kind=item.kind, trigger=item.trigger)
        self.resolving = item
        self.notes = {}
        try:
            legal_targets = item.targets
            if any(item.targets):
                legal_targets = tuple(
                    tuple(t for t in group if self.target_still_legal(item, i, t))
                    for i, group in enumerate(item.targets)
                )
                illegal = [t for group, good in zip(item.targets, legal_targets, strict=True)
                           for t in group if t not in good]
                for t in illegal:
                    self.step("608.2b", "info", "step.target_illegal", target=self.target_label(t))
                if not any(legal_targets) and item.kind == "spell" and item.alt in RESOLVE_AS_CREATURE:
                    # 608.3b: a bestowed Aura spell or a mutating creature spell resolves as a creature spell
                    self.remove_stack(item.oid)
                    self.spell_leaves_stack(item, "graveyard", "fizzle")  # its plugin's replacement says so
                    return
                if not any(legal_targets):
                    self.step("608.2b", "resolve", "step.fizzles", card=card_name(item.card))
                    self.remove_stack(item.oid)
                    if item.kind == "spell":
                        self.spell_leaves_stack(item, "graveyard", "fizzle")
                    return
            known = {t.oid: self.controller_of(t.oid) for group in legal_targets for t in group if t.kind != "player"}
            item = replace(item, targets=legal_targets, data=item.data + (("lki_controllers", known),))
            self.resolving = item
            self.remove_stack(item.oid)
            if item.kind == "spell" and item.card.is_permanent_card:
                dest = self.destination(item, item.owner, "stack", "battlefield", "resolve")
                if dest == "battlefield":
                    perm = self.enter_battlefield(item.card, item.owner, item.controller, spell=item)
                    now = self.state.permanent(perm.oid)  # "enters under the control of an opponent" (614.1c)
                    self.step("608.3", "resolve", "step.enters_battlefield", card=card_name(perm.card),
                              player=now.controller if now is not None else item.controller)
                    hs.call_event(self.pm, self, "resolved", perm, item=item)  # an Aura attaches (303.4f)
                elif dest == MERGED:  # 702.140c: it merged with the creature it targeted (its plugin did so)
                    pass
                else:
                    self.put_card(item.card.whole, item.owner, dest, from_zone="stack")
            else:
                for effect in item.effects:
                    self.tick()
                    if not hs.call_resolve_effect(self.pm, self, item, effect):
                        self.not_simulated(item, effect)
                if item.kind == "spell":
                    dest = self.spell_leaves_stack(item, "graveyard", "resolve")
                    self.step("608.2n", "resolve", "step.to_graveyard" if dest == "graveyard" else "step.spell_to_zone",
                              card=card_name(item.card), zone=dest)
        finally:
            self.resolving = None
        self.give_priority(self.state.active)  # 117.3b

    def not_simulated(self, item: StackItem, effect: Effect) -> None:
        """Say that a part of a resolving spell or ability is not carried out (608.2c), quoting the
        card's own sentence for it (French when the card has it), never the effect's internal kind."""
        said: set[str] = self.notes.setdefault("unsimulated_said", set())
        if effect.text in said:  # one sentence read as several effects is said once
            return
        said.add(effect.text)
        if effect.text:
            self.step("608.2c", "info", "step.not_simulated", card=card_name(item.card),
                      sentence=Name(effect.text, effect.text_fr))
        else:
            self.step("608.2c", "info", "step.not_simulated_unquoted", card=card_name(item.card))

    def target_label(self, target: Target) -> Any:
        if target.kind == "player":
            return target.player
        perm = self.state.permanent(target.oid)
        if perm is not None:
            return card_name(perm.card)
        item = self.state.stack_item(target.oid)
        if item is not None:
            return card_name(item.card)
        return target.name

    # ------------------------------------------------------------------ choices during resolution
    def choose_cards(self, player: str, kinds: tuple[str, ...], count: int, options: list[CardObject],
                     rule: str, what: str) -> list[CardObject]:
        """Cards a player chooses while something resolves: from the next line if it is such a choice,
        else the first options in order, marked as assumed in the trace."""
        if count <= 0 or not options:
            return []
        choice = self.take_action(lambda a: a.kind in kinds and (a.actor in (None, player)))
        if choice is not None:
            chosen = chosen_by_name(choice.cards, options)
            if len(chosen) != min(count, len(options)):
                raise IncompleteAction("err.choice_count", expected=min(count, len(options)), given=len(chosen),
                                       candidates=tuple(o.card.name for o in options))
            return chosen
        chosen = self.assumed_pick(options, min(count, len(options)), [card_name(o.card) for o in options])
        self.step(rule, "info", "step.assumed_choice", player=player, what=what,
                  cards=tuple(card_name(o) for o in chosen))
        return chosen

    def assumed_pick(self, options: list[Any], count: int, names: list[Name]) -> list[Any]:
        """`count` of `options` chosen for a player: the first ones, or the pick `choice_plan` asks for
        (a re-judgement); recorded with the other picks (by card name) for re-judging. Call it right
        before the `step.assumed_choice` step that shows the choice."""
        key = (self.action_start, self.choices_in_action)
        self.choices_in_action += 1
        plan = self.choice_plan.get(key)
        picked = plan if plan is not None and len(plan) == count and all(i < len(options) for i in plan) \
            else tuple(range(count))
        firsts = {str(names[i]) for i in picked}
        alternatives: list[tuple[int, ...]] = []
        seen = {tuple(sorted(firsts))}
        for j, name in enumerate(names):
            if len(alternatives) >= MAX_CHOICE_ALTERNATIVES:
                break
            if j in picked or str(name) in firsts:
                continue
            other = tuple(sorted((*picked[:-1], j)))  # the last one picked swapped for another card
            label = tuple(sorted(str(names[i]) for i in other))
            if label not in seen:
                seen.add(label)
                alternatives.append(other)
        entry = self.trace.current
        if entry is not None and alternatives:
            self.assumed_choices.append(AssumedChoice(key, entry.index, len(entry.steps), tuple(alternatives),
                                                      tuple(tuple(names[i] for i in alt) for alt in alternatives)))
        return [options[i] for i in picked]

    def choose_permanents(self, player: str, kinds: tuple[str, ...], count: int, options: list[Permanent],
                          rule: str, what: str) -> list[Permanent]:
        """Permanents a player chooses while something resolves ("sacrifice a creature"): from the next
        line if it is such a choice ("I sacrifice Grizzly Bears"), else the first options in order,
        marked as assumed in the trace (never a silent choice)."""
        if count <= 0 or not options:
            return []
        if len(options) <= count:
            return options  # no choice: every one of them
        choice = self.take_action(lambda a: a.kind in kinds and (a.actor in (None, player)))
        if choice is not None:
            chosen = chosen_by_name(choice.cards, options, owner_of=lambda p: p.controller)
            if len(chosen) != count:
                raise IncompleteAction("err.choice_count", expected=count, given=len(chosen),
                                       candidates=tuple(p.card.name for p in options))
            return chosen
        chosen_perms = self.assumed_pick(options, count, [card_name(p.card) for p in options])
        self.step(rule, "info", "step.assumed_choice", player=player, what=what,
                  cards=tuple(card_name(p.card) for p in chosen_perms))
        return chosen_perms
