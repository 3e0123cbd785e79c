"""Built-in plugin `continuous`: what stays true after an effect resolved, and static abilities that
change other permanents.

- Static abilities (613): an Aura's or Equipment's bonus to the permanent it is attached to
  (`attached_bonus`: "Enchanted creature gets +2/+0 and has trample", Rancor) and a permanent's bonus
  to a group (`anthem`: "Creatures you control get +1/+1"). `refresh_statics` recomputes each
  permanent's `static_power`, `static_toughness` and `static_keywords` from them whenever the
  battlefield changes (a permanent enters or leaves, an Aura or Equipment becomes attached) and before
  every priority (117.5, with the state-based actions).
- Attachments: an Aura spell resolves attached to what it targeted (303.4f); an Aura attached to
  nothing legal and a token outside the battlefield are state-based actions (704.5m, 704.5d); an
  Equipment attached to an illegal object becomes unattached (704.5n).
- "If it would die this turn, exile it instead" (Disintegrate): a replacement effect (614.1a) on the
  permanent's move to the graveyard.
- Last known information (608.2h): the permanents sacrificed to pay for a spell or ability ("the
  sacrificed creature's power", Fling) or moved while it resolves ("gains life equal to its power",
  Swords to Plowshares), as they last existed.

"Until end of turn" effects end in the cleanup step (`turn_structure`, 514.2).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from operator import attrgetter
from typing import Any

from bot.engine.abilities import Source, protection_from
from bot.engine.conditions import about_affected, attachments, condition_holds, count
from bot.engine.game import NONCREATURE_SUBTYPES, Game
from bot.engine.hookspecs import hookimpl
from bot.engine.state import SUPERTYPE_WORDS, Permanent, StackItem, replace
from bot.engine.trace import Name, card_name
from foundation.cards import TYPE_WORDS, CardDef, ObjectFilter, StaticAbility
from foundation.errors import IllegalAction
from plugins.declare import enforces
from plugins.entering_choices import default_choice, enters_under_opponent, make_choices, written_choice
from plugins.permanent_statics import PLAYER_RELATIVE

BONUS_KINDS = ("attached_bonus", "anthem", "self_bonus", "paired_bonus")
COLOR_NAMES = {"W": Name("white", "blanc"), "U": Name("blue", "bleu"), "B": Name("black", "noir"),
               "R": Name("red", "rouge"), "G": Name("green", "vert")}


@dataclass
class _Applied:
    """What the static abilities on the battlefield do to one permanent, built in timestamp order (613.7)."""

    power: int = 0
    toughness: int = 0
    added: set[str] = field(default_factory=set)  # keywords given
    lost: set[str] = field(default_factory=set)  # printed keywords removed
    lose_all: bool = False
    marks: set[str] = field(default_factory=set)
    base: tuple[int, int] | None = None
    types: set[str] = field(default_factory=set)
    removed: set[str] = field(default_factory=set)
    colors: str | None = None
    grants: list[CardDef] = field(default_factory=list)
    sources: dict[int, Any] = field(default_factory=dict)  # oid -> name of each source that applies to it

    def fields(self, perm: Permanent) -> dict[str, Any]:
        return {"static_power": self.power, "static_toughness": self.toughness,
                "static_keywords": frozenset(self.added), "static_marks": frozenset(self.marks),
                "static_lost": frozenset(self.lost & perm.card.keywords), "static_lose_all": self.lose_all,
                "static_base": self.base, "static_types": frozenset(self.types), "static_colors": self.colors,
                "static_removed": frozenset(self.removed),
                "static_grants": tuple(self.grants)}


def _affected(game: Game, source: Permanent, st: StaticAbility) -> list[Permanent]:
    """The permanents a bonus applies to: its source, what it is attached to, or a group (613.1: the set of
    affected objects is determined as the effect applies, 611.3a)."""
    if st.kind == "self_bonus":
        return [source]
    if st.kind == "attached_bonus":
        host = game.state.permanent(source.attached_to) if source.attached_to is not None else None
        return [host] if host is not None else []
    if st.kind == "paired_bonus":  # "each of those creatures" (702.95b): it and the creature it is paired with
        partner = game.state.permanent(source.paired_with) if source.paired_with is not None else None
        return [source, partner] if partner is not None else []
    flt = st.get("filter")
    chosen = str(st.get("chosen") or "")
    value = source.choice(chosen) if chosen else None
    if chosen and value is None:
        return []  # nothing was chosen: "creatures of the chosen type" are none
    attached_by = tuple(st.get("attached_by") or ())
    return [p for p in game.state.battlefield
            if ((isinstance(flt, ObjectFilter) and game.matches(p, flt, source.controller, source.oid))
                or (not isinstance(flt, ObjectFilter) and p.is_creature))
            and (not chosen or _has_chosen(p, chosen, str(value)))
            and (not attached_by or _attached_by(game, p, attached_by))]


def _attached_by(game: Game, perm: Permanent, subtypes: tuple[str, ...]) -> bool:
    """"creatures you control that are enchanted / equipped", "modified creatures" (700.9: equipped, enchanted
    by an Aura its controller controls, or with a counter on it)."""
    if subtypes == ("modified",):
        return bool(perm.counters) or any(
            p.attached_to == perm.oid and ("equipment" in p.card.subtypes or "aura" in p.card.subtypes
                                           and p.controller == perm.controller) for p in game.state.battlefield)
    return attachments(game, perm, subtypes) > 0


def _has_chosen(perm: Permanent, chosen: str, value: str) -> bool:
    """Whether a permanent is of the chosen creature type or colour (changelings are every type, 702.73a)."""
    if chosen == "color":
        return value in perm.colors
    return value in perm.characteristics.subtypes or "changeling" in perm.keywords


COLOR_WORD = {"W": "white", "U": "blue", "B": "black", "R": "red", "G": "green"}


def _chosen_keyword(source: Permanent, keyword: str) -> str | None:
    """"protection from the chosen color" -> "protection from red" (what was chosen as its source entered)."""
    if "the chosen color" not in keyword:
        return keyword
    color = source.choice("color")
    return keyword.replace("the chosen color", COLOR_WORD[color]) if color in COLOR_WORD else None


def _apply_bonus(game: Game, source: Permanent, st: StaticAbility, out: dict[int, _Applied]) -> None:
    condition = st.table("condition")
    per_affected = bool(condition) and about_affected(condition)
    if condition and not per_affected and not condition_holds(game, source, condition):
        return
    for_each = st.table("for_each")
    power, toughness = int(st.get("power", 0) or 0), int(st.get("toughness", 0) or 0)
    grant = st.get("grant")
    for perm in _affected(game, source, st):
        if per_affected and not condition_holds(game, source, condition, perm):
            continue
        applied = out.setdefault(perm.oid, _Applied())
        applied.sources[source.oid] = card_name(source.card)
        n = count(game, source, perm, for_each) if for_each else 1
        lose = st.get("lose")
        if lose == "all":  # 613.1f: abilities it had before this effect (printed or given earlier) are gone
            applied.lose_all = True
            applied.added.clear()
            applied.grants.clear()
        elif lose:
            applied.lost.update(lose)
            applied.added.difference_update(lose)
        # 613.1f: "can't have or gain trample": gone whatever gives it, whenever (`Permanent.keywords`)
        applied.marks.update(f"cant_have:{k}" for k in st.get("cant_have") or ())
        base = st.get("base_pt")
        if base:
            applied.base = (int(base[0]), int(base[1]))
        applied.power += power * n
        applied.toughness += toughness * n
        for raw in st.get("keywords") or ():
            kw = _chosen_keyword(source, raw)
            if kw is not None:
                applied.added.add(kw)
                applied.lost.discard(kw)
        applied.types.update(st.get("add_types") or ())
        applied.removed.update(st.get("remove_types") or ())
        applied.types.difference_update(st.get("remove_types") or ())
        for sub in st.get("add_subtypes") or ():
            chosen_type = source.choice("creature_type") if sub == "chosen" else sub
            if chosen_type:
                applied.types.add(chosen_type)
        if st.get("colors") is not None:  # "~ is the chosen color": what was chosen as its source entered
            colors = source.choice("color") if st.get("colors") == "chosen" else str(st.get("colors"))
            if colors is not None:
                applied.colors = colors
        become = st.table("become")
        if become:
            _become(applied, perm, become)
        land_type = st.get("land_type")
        if land_type == "chosen":  # "enchanted land is the chosen type" (Convincing Mirage)
            land_type = source.choice("basic_land_type") or source.choice("land_type")
        if land_type and "land" in perm.card.types:
            _becomes_basic_type(applied, perm, str(land_type), bool(st.get("in_addition")))
        if isinstance(grant, CardDef):
            applied.grants.append(grant)
            applied.added.update(grant.keywords)
            # "can't attack you": the player is this source's controller (`plugins.permanent_statics`)
            applied.marks.update(f"{g.kind}:{source.controller}" for g in grant.static if g.kind in PLAYER_RELATIVE)
        if st.get("goaded"):  # 701.38b: attacks each combat if able, a player other than the goading one if able
            applied.marks.update(("attacks_each_combat", f"goaded:{source.controller}"))


def _become(applied: _Applied, perm: Permanent, become: dict[str, Any]) -> None:
    """205.1, 613.1d-e: what an "is ..." predicate makes the permanent be. New card types replace the old ones
    (205.1a) unless "in addition" or "still a land" keeps them; new creature types replace its creature types
    (205.1b); colours are set (or added, "in addition to its other colors"); "every creature type" is what
    changeling means (702.73a)."""
    if become.get("every_creature_type"):
        applied.added.add("changeling")
        applied.lost.discard("changeling")
    types = set(become.get("types") or ())
    subtypes = set(become.get("subtypes") or ())
    in_addition = bool(become.get("in_addition"))
    if types and not in_addition:
        keep = types | ({"land"} if become.get("still") == "land" else set())
        gone = {t for t in perm.card.types | applied.types if t in TYPE_WORDS and t not in keep}
        applied.removed.update(gone)
        applied.types.difference_update(gone)
    if subtypes - NONCREATURE_SUBTYPES and not in_addition:
        old = {s for s in perm.card.subtypes | applied.types
               if s not in NONCREATURE_SUBTYPES and s not in TYPE_WORDS and s not in SUPERTYPE_WORDS}
        applied.removed.update(old - subtypes)
        applied.types.difference_update(old - subtypes)
    added = types | subtypes | set(become.get("supertypes") or ())
    applied.types.update(added)
    applied.removed.difference_update(added)
    if "colors" in become:
        colors = str(become.get("colors") or "")
        if become.get("add_colors"):
            base = applied.colors if applied.colors is not None else perm.card.colors
            colors = "".join(c for c in "WUBRG" if c in base or c in colors)
        applied.colors = colors


BASIC_MANA = {"plains": "W", "island": "U", "swamp": "B", "mountain": "R", "forest": "G"}
LAND_TYPES = frozenset({*BASIC_MANA, "desert", "gate", "lair", "locus", "mine", "power-plant", "tower", "urza's",
                        "cave", "sphere", "town"})


def _basic_mana_grant(land_type: str) -> CardDef:
    """The mana ability a basic land type gives (305.6): "{T}: Add {B}" for a Swamp."""
    from cardpool.encoding import card_from_record

    return card_from_record({"name": land_type, "type_line": "Land", "activated": [
        {"cost": {"tap": True}, "mana": {"fixed": BASIC_MANA[land_type]}}]})


def _becomes_basic_type(applied: _Applied, perm: Permanent, land_type: str, in_addition: bool) -> None:
    """305.7: a land that becomes a basic land type loses its other land types and the abilities of its rules
    text, and has that type's mana ability; "in addition to its other land types" keeps them."""
    if not in_addition:
        applied.lose_all = True
        applied.added.clear()
        applied.grants.clear()
        applied.removed.update(perm.card.subtypes & LAND_TYPES - {land_type})
    applied.types.add(land_type)
    applied.grants.append(_basic_mana_grant(land_type))


def _applied(game: Game) -> dict[int, _Applied]:
    """oid -> what every static ability on the battlefield does to that permanent now."""
    out: dict[int, _Applied] = {}
    battlefield = game.state.battlefield
    for source in battlefield:
        for st in source.statics:
            if st.kind == "attached_restriction" and source.attached_to is not None:
                out.setdefault(source.attached_to, _Applied()).marks.add(str(st.get("mark")))
            elif st.kind == "pt_count":  # 604.3, 613.4a: what its printed "*" stands for, at all times
                n = count(game, source, source, st.table("for_each")) * int(st.get("times", 1) or 1) \
                    + int(st.get("plus", 0) or 0)
                applied = out.setdefault(source.oid, _Applied())
                applied.sources[source.oid] = card_name(source.card)
                applied.power += n * int(st.get("power", 1))
                applied.toughness += n * int(st.get("toughness", 1)) + int(st.get("toughness_plus", 0) or 0)
            elif st.kind in BONUS_KINDS:
                _apply_bonus(game, source, st, out)
        if source.counters:
            _counter_abilities(source, out)
    _lasting_effects(game, out)
    return out


def _lasting_effects(game: Game, out: dict[int, _Applied]) -> None:
    """Effects of resolved spells and abilities that last while their source stays tapped or controlled
    (611.2b, `plugins.effects_lasting`): applied with the continuous effects of static abilities."""
    if not game.pm.has_plugin("effects_numbers"):
        return
    from plugins.effects_lasting import lasting_bonuses

    for perm, power, toughness, keywords, source in lasting_bonuses(game):
        applied = out.setdefault(perm.oid, _Applied())
        applied.sources[source.oid] = card_name(source.card)
        applied.power += power
        applied.toughness += toughness
        applied.added.update(keywords)


def _counter_abilities(perm: Permanent, out: dict[int, _Applied]) -> None:
    """What a power/toughness counter other than +1/+1 and -1/-1 gives a permanent ("+1/+0", 122.1a, 613.4c; its
    keyword counters are read by `Permanent.keywords`, 122.1b)."""
    for kind, n in perm.counters:
        power, _, toughness = kind.partition("/")
        if kind in ("+1/+1", "-1/-1") or not (power.lstrip("+-").isdigit() and toughness.lstrip("+-").isdigit()):
            continue
        applied = out.setdefault(perm.oid, _Applied())
        applied.power += int(power) * n
        applied.toughness += int(toughness) * n
        applied.sources[perm.oid] = card_name(perm.card)


def refresh_statics(game: Game, say: bool = True) -> bool:
    """Recompute what static abilities do to every permanent (613); True when something changed. A few
    passes, since what one static ability does may change what another applies to (613.8). A change of a
    creature's power and toughness or abilities is said in the trace with the rule of its layer."""
    changed = _apply_control(game, say)
    empty = _Applied()
    before = {p.oid: p for p in game.state.battlefield}
    applied: dict[int, _Applied] = {}
    blank: tuple[Callable[[Permanent], tuple[Any, ...]], tuple[Any, ...]] | None = None
    for _ in range(4):
        applied = _applied(game)
        now = False
        for perm in game.state.battlefield:
            got = applied.get(perm.oid)
            if got is None:  # nothing applies to it: a cheap look at whether something did
                if blank is None:
                    values = empty.fields(perm)
                    blank = attrgetter(*values), tuple(values.values())
                if blank[0](perm) == blank[1]:
                    continue
            fields = (got or empty).fields(perm)
            if any(getattr(perm, k) != v for k, v in fields.items()):
                game.update_permanent(perm, **fields)
                now = True
        if not now:
            break
        changed = True
    if changed and say:
        for perm in game.state.battlefield:
            old = before.get(perm.oid)
            if old is not None:
                _say_change(game, old, perm, applied.get(perm.oid, empty))
    return changed


def _apply_control(game: Game, say: bool) -> bool:
    """Layer 2 (613.1b): "You control enchanted creature" gives the Aura's controller control of what it
    enchants; when the Aura goes, control goes back. A permanent that changes controller is new to its
    controller (302.6) and leaves combat (506.4)."""
    wanted: dict[int, Permanent] = {}
    for aura in game.state.battlefield:
        if aura.attached_to is not None and any(st.kind == "control_attached" for st in aura.statics):
            wanted[aura.attached_to] = aura
    changed = False
    for perm in list(game.state.battlefield):
        source = wanted.get(perm.oid)
        if source is not None:
            controller = source.controller
        elif perm.controller_base is not None:
            controller = perm.controller_base
        else:
            continue
        base = None if source is None else (perm.controller_base or perm.controller)
        if perm.controller == controller:
            if base is None and perm.controller_base is not None:
                game.update_permanent(perm, controller_base=None)
            continue
        game.update_permanent(perm, controller=controller, controller_base=base, sick=True, attacking=False,
                              blocking=(), blocked=False)
        changed = True
        if say:
            game.step("613.1b", "info", "step.static_control", card=card_name(perm.card), player=controller,
                      source=card_name(source.card) if source is not None else card_name(perm.card))
    return changed


def ability_word(keyword: str) -> str:
    """The catalogue word of a keyword ("protection from black" -> "protection", "bushido 2" -> "bushido")."""
    if keyword.startswith(("protection from ", "hexproof from ")):
        return keyword  # its quality said too: "protection from black" (bot.render.words.from_quality)
    for prefix in ("protection", "hexproof from", "ward"):
        if keyword.startswith(prefix + " ") or keyword == prefix:
            return prefix.replace(" ", "_")
    word = keyword.rsplit(" ", 1)[0] if keyword.rsplit(" ", 1)[-1].isdigit() else keyword
    return word.replace(" ", "_")


def _say_change(game: Game, old: Permanent, new: Permanent, applied: _Applied) -> None:
    """613: what the static abilities now make of a permanent, when it changed (its power and toughness,
    abilities it has or lost)."""
    sources = tuple(applied.sources.values())
    if new.is_creature and (old.power, old.toughness) != (new.power, new.toughness) and new.power is not None \
            and old.static_base == new.static_base and (old.static_power, old.static_toughness) != (
                new.static_power, new.static_toughness) or (new.is_creature and old.static_base != new.static_base):
        rule = "613.4b" if old.static_base != new.static_base else "613.4c"
        if sources == (card_name(new.card),) and any(st.kind == "pt_count" for st in new.statics):
            rule = "613.4a"  # its own characteristic-defining ability (604.3)
        game.step(rule, "info", "step.static_pt", card=card_name(new.card), pt=f"{new.power}/{new.toughness}",
                  sources=sources or (card_name(new.card),))
    gained = sorted(new.keywords - old.keywords)
    if gained:
        game.step("613.1f", "info", "step.static_abilities", card=card_name(new.card),
                  ability=tuple(ability_word(k) for k in gained), sources=sources or (card_name(new.card),))
    lost = sorted(old.keywords - new.keywords - new.granted)
    if lost and (new.static_lost or new.static_lose_all):
        game.step("613.1f", "info", "step.static_loses", card=card_name(new.card),
                  ability=tuple(ability_word(k) for k in lost), sources=sources or (card_name(new.card),))


def _attach_aura(game: Game, perm: Permanent, item: StackItem) -> None:
    """303.4f: an Aura spell that resolves enters attached to the object it targeted."""
    for group in item.targets:
        for target in group:
            host = game.state.permanent(target.oid) if target.kind == "permanent" else None
            if host is not None:
                game.update_permanent(perm, attached_to=host.oid)
                game.step("303.4f", "resolve", "step.attached", card=card_name(perm.card), to=card_name(host.card))
                refresh_statics(game)
                return


@hookimpl
def arbitre_event(game: Game, event: str, obj: Any, data: dict[str, Any]) -> None:
    if event == "resolved" and isinstance(obj, Permanent) and "aura" in obj.card.subtypes:
        item = data.get("item")
        if isinstance(item, StackItem):
            _attach_aura(game, obj, item)
    elif event == "leaves_battlefield" and isinstance(obj, Permanent):
        key: int | None = None
        if data.get("cause") == "sacrifice" and game.paying and game.state.stack:
            paying_for = next((i for i in reversed(game.state.stack) if i.controller == obj.controller), None)
            if paying_for is not None:  # 601.2h: sacrificed to pay for the top spell or ability of its controller
                key = paying_for.oid
        elif game.resolving is not None:
            key = game.resolving.oid
        if key is not None:
            game.state = replace(game.state, last_known=game.state.last_known + ((key, obj),))
        refresh_statics(game)
    elif event == "enters_battlefield":
        if isinstance(obj, Permanent):
            enters_tapped(game, obj)
            enters_with_counted(game, obj, data.get("spell"))
            make_choices(game, obj)
            enters_under_opponent(game, obj)
        refresh_statics(game)
    elif event == "setup":  # the board a message describes is already as its static abilities make it
        for perm in game.state.battlefield:
            make_choices(game, perm, setup=True)
        refresh_statics(game, say=False)


# ----------------------------------------------------------------------------- how it enters (614.1c, 614.12)

def enters_tapped(game: Game, entering: Permanent) -> None:
    """Replacement effects that make a permanent enter tapped (614.1c): its own "~ enters tapped unless you
    control a Plains or an Island" (the condition checked as it enters), "As ~ enters, you may pay 2 life. If
    you don't, it enters tapped" (614.12: the payment is the line right after, "I pay 2 life"; else assumed,
    and said), "... you may reveal a Giant card from your hand" (assumed revealed when the hand holds one);
    and another permanent's "creatures your opponents control enter tapped"."""
    perm = game.state.permanent(entering.oid)
    if perm is None or perm.tapped:
        return
    reason: tuple[str, Name | None] | None = None
    for st in perm.statics:
        if st.kind == "etb_tapped_unless" and not condition_holds(game, perm, st.table("condition")):
            reason = ("614.1c", None)
        elif st.kind == "etb_tapped_unless_paid" and not _pays_life(game, perm, int(st.get("life", 0) or 0)):
            reason = ("614.1c", None)
        elif st.kind == "etb_tapped_unless_revealed" and not _reveals(game, perm, st.get("filter")):
            reason = ("614.1c", None)
    for source in game.state.battlefield:
        for st in source.statics if source.oid != perm.oid else ():
            flt = st.get("filter")
            if st.kind == "others_enter_tapped" and isinstance(flt, ObjectFilter) \
                    and game.matches(perm, flt, source.controller, source.oid):
                reason = ("614.1c", card_name(source.card))
    if reason is None:
        return
    game.update_permanent(perm, tapped=True)
    if reason[1] is None:
        game.step(reason[0], "replacement", "step.enters_tapped", card=card_name(perm.card))
    else:
        game.step(reason[0], "replacement", "step.enters_tapped_by", card=card_name(perm.card), source=reason[1])


def enters_with_counted(game: Game, entering: Permanent, spell: Any) -> None:
    """614.1c: "~ enters with a +1/+1 counter on it for each creature card in your graveyard", "... X counters,
    where X is ...", "... if you control a Forest", "... if you cast it from your hand" (the spell it resolved
    from was cast from its owner's hand), "... for each color of mana spent to cast it", "... equal to the
    amount of mana spent to cast it" (what the payment of the spell it resolved from spent: none when it wasn't
    cast); "with your choice of a flying counter or a first strike counter" (`enters_with_choice`); and the
    additional counters other permanents give it ("Each other creature you control enters with an additional
    +1/+1 counter on it", `others_enter_with_counters`)."""
    perm = game.state.permanent(entering.oid)
    if perm is None:
        return
    cast = spell if isinstance(spell, StackItem) and spell.kind == "spell" else None
    for st in perm.statics:
        if st.kind == "enters_with_choice":
            perm = _enters_with_choice(game, perm, st)
        if st.kind != "enters_with_counted":
            continue
        from_hand = st.get("from_hand")
        if from_hand is not None and (isinstance(spell, StackItem) and spell.from_zone == "hand") != from_hand:
            continue
        condition = st.table("condition")
        if condition and not condition_holds(game, perm, condition):
            continue
        for_each = st.table("for_each")
        if for_each.get("kind") == "colors_spent":
            counted = len(str(cast.get("colors_spent") or "")) if cast is not None else 0
        elif for_each.get("kind") == "mana_spent":
            spent = cast.get("mana_spent") if cast is not None else 0
            counted = spent if isinstance(spent, int) else 0
        else:
            counted = count(game, perm, perm, for_each) if for_each else 1
        n = int(st.get("count", 1) or 0) * counted
        if n <= 0:
            continue
        kind = str(st.get("counter"))
        perm = game.update_permanent(perm, counters=perm.with_counter(kind, n).counters)
        game.step("614.1c", "replacement", "step.enters_with_counters", card=card_name(perm.card), count=n,
                  counter=kind)
    for source in game.state.battlefield:
        for st in source.statics if source.oid != perm.oid else ():
            if st.kind == "others_enter_with_counters" and _enters_matches(game, source, perm, st):
                for_each = st.table("for_each")
                n = int(st.get("count", 1) or 0) * (count(game, source, source, for_each) if for_each else 1)
                if n <= 0:
                    continue
                kind = str(st.get("counter"))
                perm = game.update_permanent(perm, counters=perm.with_counter(kind, n).counters)
                game.step("614.1c", "replacement", "step.enters_with_additional_counters", card=card_name(perm.card),
                          count=n, counter=kind, source=card_name(source.card))


def _enters_matches(game: Game, source: Permanent, perm: Permanent, st: StaticAbility) -> bool:
    """Whether the entering `perm` is of the group a static ability of `source` names (of the chosen type)."""
    flt = st.get("filter")
    if not isinstance(flt, ObjectFilter) or not game.matches(perm, flt, source.controller, source.oid):
        return False
    condition = st.table("condition")
    if condition and not condition_holds(game, source, condition):
        return False
    chosen = str(st.get("chosen") or "")
    value = source.choice(chosen) if chosen else None
    return not chosen or (value is not None and _has_chosen(perm, chosen, value))


def _enters_with_choice(game: Game, perm: Permanent, st: StaticAbility) -> Permanent:
    """"~ enters with your choice of a deathtouch counter or a lifelink counter on it" (614.1c, 614.12): the
    counters named by a line right after ("I choose lifelink"), else the first ones printed, assumed and said."""
    options = [str(o) for o in st.get("options") or ()]
    n = int(st.get("count", 1) or 1)
    player = perm.controller

    def named(action: Any) -> list[str]:
        text = " " + action.source.lower() + " "
        return [o for o in options if f" {o} " in text or f" {o}." in text or f" {o}," in text]

    line = game.take_action(lambda a: a.kind == "choose" and a.actor in (None, player) and len(named(a)) == n)
    chosen = named(line) if line is not None else options[:n]
    for kind in chosen:
        perm = game.update_permanent(perm, counters=perm.with_counter(kind, 1).counters)
    params = {"card": card_name(perm.card), "player": player, "counter": tuple(chosen)}
    if line is not None:
        game.step(CHOICE_RULE, "step", "step.chosen_counter_as_enters", **params)
    else:
        game.step(CHOICE_RULE, "info", "step.assumed_counter_as_enters", **params)
    for kind in chosen:
        game.step("614.1c", "replacement", "step.enters_with_counters", card=card_name(perm.card), count=1,
                  counter=kind)
    return perm


def _pays_life(game: Game, perm: Permanent, life: int) -> bool:
    """"As ~ enters, you may pay N life" (614.12): a "pay N life" line right after says it is paid (illegal
    beyond the life total, 119.4); else it is assumed paid when a later line of its controller uses the
    permanent (taps it for mana), not paid otherwise, and the trace says which."""
    player = perm.controller
    line = game.take_action(lambda a: a.kind == "pay" and a.actor in (None, player) and a.payment.life == life
                            and a.payment.mana is None)
    if line is None:
        later = game.actions[game.cursor + 1:]
        paid = game.player(player).life >= life and any(
            a.actor in (None, player) and any(ref.card.name == perm.card.name
                                              for ref in (*a.cards, *a.payment.tap, *(r for r, _ in a.payment.sources)))
            for a in later if a.kind in ("tap_mana", "cast", "activate"))
        game.step("614.12", "info", "step.assumed_as_enters_life", card=card_name(perm.card), player=player,
                  life=life, paid="yes" if paid else "no")
        if not paid:
            return False
    elif game.player(player).life < life:
        raise IllegalAction("ill.not_enough_life", "119.4", rules=("119.4", "614.12"), life=life,
                            has=game.player(player).life)
    game.change_life(player, -life)
    game.step("614.12", "step", "step.as_enters_life_paid", card=card_name(perm.card), player=player, life=life)
    return True


def _reveals(game: Game, perm: Permanent, flt: Any) -> bool:
    """"As ~ enters, you may reveal a Giant card from your hand" (614.12): revealed when the hand holds one
    (assumed, and said: revealing costs nothing), else it enters tapped."""
    hand = [o for o in game.player(perm.controller).hand if isinstance(flt, ObjectFilter)
            and game.card_matches(o.card, flt)]
    if not hand:
        return False
    game.step("614.12", "info", "step.assumed_as_enters_reveal", card=card_name(perm.card), player=perm.controller,
              revealed=card_name(hand[0].card))
    return True


# ----------------------------------------------------------------------------- choices as it enters (614.12)

CHOICE_RULE = "614.12"


def _written_choice(game: Game, perm: Permanent, kind: str, excluded: str) -> tuple[str | None, Any]:
    """The choice of this kind on the next line, by `perm`'s controller (`plugins.entering_choices`)."""
    return written_choice(game, perm.controller, kind, {"except": excluded})


def _default_choice(game: Game, perm: Permanent, kind: str, excluded: str) -> tuple[str | None, Any]:
    """What is assumed for `perm`'s controller when no line says (`plugins.entering_choices`)."""
    return default_choice(game, perm, perm.controller, kind, {"except": excluded})


@hookimpl
def arbitre_replace_move(game: Game, card: Any, owner: str, from_zone: str, to_zone: str, cause: str) -> str | None:
    if isinstance(card, Permanent) and from_zone == "battlefield" and to_zone == "graveyard" \
            and "exile_if_dies" in card.marks:
        game.step("614.1a", "replacement", "step.exiled_instead", card=card_name(card.card))
        return "exile"
    own = getattr(card, "card", None)
    if to_zone == "graveyard" and own is not None and any(st.kind == "self_graveyard_to_exile" for st in own.static):
        game.step("614.1a", "replacement", "step.exiled_instead", card=card_name(own))
        return "exile"
    if to_zone == "graveyard" and not getattr(getattr(card, "card", None), "token", False):
        for perm in game.state.battlefield:  # Leyline of the Void: "into an opponent's graveyard ... exile it instead"
            if perm.controller != owner and any(st.kind == "graveyard_to_exile" for st in perm.statics):
                game.step("614.1a", "replacement", "step.exiled_instead_of_graveyard", card=card_name(card),
                          source=card_name(perm.card))
                return "exile"
    return None


def _legal_host(game: Game, attachment: Permanent, host: Permanent) -> bool:
    """What an Aura may enchant (its "enchant" target word, 303.4a) or an Equipment equip (a creature, 301.5c);
    never a permanent with protection from a quality it has (702.16c-d), unless the Aura says "this effect
    doesn't remove ~" (White Ward)."""
    if protection_from(game, host, Source.of_permanent(attachment)) is not None \
            and not any(st.kind == "protection_keeps_self" for st in attachment.statics):
        return False
    if "aura" in attachment.card.subtypes:
        spec = attachment.card.targets[0] if attachment.card.targets else None
        return spec is None or game.matches(host, spec.filter, attachment.controller, attachment.oid)
    return host.is_creature


@hookimpl
def arbitre_state_based_actions(game: Game) -> bool:
    happened = False
    for perm in list(game.state.battlefield):
        if perm.attached_to is None:
            continue  # never attached (an Aura listed in a setup: what it enchants isn't said)
        host = game.state.permanent(perm.attached_to)
        if host is not None and _legal_host(game, perm, host):
            continue
        if "aura" in perm.card.subtypes:  # 704.5m: an Aura attached to nothing, or to an illegal object
            game.leave_battlefield(perm, "graveyard", "sba")
            game.step("704.5m", "sba", "sba.aura_unattached", card=card_name(perm.card))
        else:  # 704.5n: an Equipment attached to an illegal permanent becomes unattached
            game.update_permanent(perm, attached_to=None)
            game.step("704.5n", "sba", "sba.equipment_unattached", card=card_name(perm.card))
        happened = True
    for p in game.state.players:  # 704.5d: a token in a zone other than the battlefield ceases to exist
        for zone in ("graveyard", "exile", "hand", "library"):
            cards = p.zone(zone)
            if any(o.card.token for o in cards):
                gone = [o for o in cards if o.card.token]
                game.set_player(replace(game.player(p.name), **{zone: tuple(o for o in cards if not o.card.token)}))
                for o in gone:
                    if o.card.is_permanent_card:
                        game.step("704.5d", "sba", "sba.token_ceases", card=card_name(o.card), zone=zone)
                    else:  # 704.5e: a copy of a spell outside the stack
                        game.step("704.5e", "sba", "sba.copy_ceases", card=card_name(o.card), zone=zone)
                happened = True
    return refresh_statics(game) or happened


# Static abilities applied to permanents (613): an Aura's or Equipment's bonus (Rancor) or restriction ("enchanted
# creature can't attack or block", "... doesn't untap", `combat`, `turn_structure`), a bonus to a group ("Creatures
# you control get +1/+1"), power and toughness equal to a number (604.3); "enchant" (303.4: attached on resolution,
# 704.5m); "doesn't untap during your untap step" (502.3, `turn_structure`); replacements sending a card to exile
# instead of a graveyard (614.1a); no maximum hand size (402.2).
arbitre_enforced_abilities = enforces("attached_bonus", "anthem", "self_bonus", "paired_bonus", "control_attached",
                                      "enchant", "doesnt_untap", "graveyard_to_exile", "attached_restriction",
                                      "pt_count", "self_graveyard_to_exile", "no_max_hand_size", "etb_tapped_unless",
                                      "etb_tapped_unless_paid", "etb_tapped_unless_revealed", "others_enter_tapped",
                                      "enters_with_counted", "protection_keeps_self", "enters_with_choice",
                                      "others_enter_with_counters", "enters_under_opponent")
