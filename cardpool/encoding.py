"""Turn the project's card encoding (plain dicts, from TOML or JSON) into engine CardDefs.

The same encoding is used by the embedded default pool (`cardpool/data/default_pool.toml`)
and stored as JSON in every card database, so an imported card and an embedded one reach
the engine the same way. The format is described in `docs/ability_model.md`.
"""

from __future__ import annotations

import functools
import json
from collections.abc import Callable, Mapping  # the abc, not typing's alias: isinstance is on the hot path
from typing import Any, TypeVar, cast

from foundation.cards import (
    COMPARISONS,
    RESTRICTIONS,
    ActivatedAbility,
    CardDef,
    Cost,
    Effect,
    ManaCost,
    ManaProduction,
    ManaRestriction,
    Mode,
    ObjectFilter,
    SacrificeCost,
    StaticAbility,
    TargetSpec,
    TriggeredAbility,
)
from foundation.cards import TYPE_WORDS as CARD_TYPE_WORDS
from foundation.errors import CardEncodingError

TYPE_WORDS = set(CARD_TYPE_WORDS)
SUPERTYPE_WORDS = {"basic", "legendary", "snow", "world", "ongoing"}
KNOWN_RESTRICTIONS = set(RESTRICTIONS)
TARGET_KINDS = {"any", "player", "permanent", "spell", "activated_ability", "card_in_graveyard", "object",
                "creature_or_player", "player_or_planeswalker", "opponent_or_planeswalker", "ability",
                "triggered_ability", "spell_or_ability", "spell_or_permanent"}
FILTER_FIELDS = {
    "types", "subtypes", "exclude_colors", "colors", "controller", "other", "basic", "without_counter", "supertypes",
    "exclude_subtypes", "combat", "tapped", "keywords", "without_keywords", "power", "toughness", "mana_value", "token",
    "with_counter", "color_count", "colors_all",
}
FILTER_CHOICES = {
    "controller": ("any", "you", "opponent", "enchanted_player"),
    "combat": ("", "attacking", "blocking", "attacking_or_blocking", "blocked", "unblocked"),
    "tapped": ("", "tapped", "untapped"),
    "token": ("", "token", "nontoken"),
    "color_count": ("", "multicolored", "monocolored"),
}
SUPERTYPE_FILTER_WORDS = {"basic", "legendary", "snow", "world", "nonbasic", "nonlegendary", "nonsnow"}
COST_FIELDS = {
    "mana", "tap", "untap", "sacrifice_self", "sacrifice", "discard", "discard_count", "exile_self", "exile_from_hand",
    "exile_from_graveyard", "life", "remove_counters", "put_counters", "loyalty", "tap_untapped", "return_to_hand",
    "return_self",
    "discard_filter", "exile_graveyard_filter", "unrecognized", "crew", "discard_matching", "exile_from_hand_count",
}


@functools.lru_cache(maxsize=4096)
def parse_type_line(line: str) -> tuple[frozenset[str], frozenset[str], frozenset[str]]:
    """Split "Legendary Creature — Elf Druid" into (types, subtypes, supertypes), lower case (kept: cards
    repeat type lines, and the sets are immutable)."""
    line = line.replace("—", "-").replace("–", "-")
    left, _, right = line.partition(" - ")
    if not right and "-" in left and " " not in left.strip():
        left, _, right = line.partition("-")
    words = left.lower().split()
    types = frozenset(w for w in words if w in TYPE_WORDS)
    supertypes = frozenset(w for w in words if w in SUPERTYPE_WORDS)
    subtypes = frozenset(w.lower() for w in right.split())
    return types, subtypes, supertypes


CARD_FIELDS = {
    "name", "name_fr", "gender_fr", "nicknames", "cost", "type_line", "colors", "pt", "loyalty", "keywords", "targets",
    "effects", "modes", "mode_count", "mode_repeat", "additional_costs", "costs", "activated", "triggered", "static",
    "keyword_text", "other_face", "back_face",
    "unrecognized", "cleaved",
}
ACTIVATED_FIELDS = {"cost", "effects", "targets", "mana", "restrictions", "zone", "loyalty", "unrecognized"}
TRIGGERED_FIELDS = {"event", "effects", "targets", "unrecognized", "text", "text_fr", "filter", "scope", "self_too",
                    "attached", "zone", "once_per_turn", "partner", "chapters", "or", "batch"}
TARGET_FIELDS = {"kind", "count", "up_to", "filter", "min"}
MANA_FIELDS = {"fixed", "amount", "choice", "one_color", "spend_only"}
SPEND_ONLY_FIELDS = {"spells", "abilities", "chosen_type", "text", "text_fr"}
MODE_FIELDS = {"effects", "targets"}
# static abilities' fields that are object filters
STATIC_FILTER_FIELDS = {"per", "if_you_control", "filter", "to_filter", "by_filter", "or_filter"}


def _check_fields(raw: Any, allowed: set[str], where: str, what: str) -> None:
    if not isinstance(raw, Mapping):
        raise CardEncodingError(f"{where}: {what} must be a table, not {type(raw).__name__}")
    unknown = set(raw) - allowed
    if unknown:
        raise CardEncodingError(f"{where}: unknown {what} field(s) {sorted(unknown)}")


def _comparison(value: Any, where: str, what: str) -> tuple[Any, ...]:
    """"<=2", ">=4", "=X", "3" (= 3) -> ("<=", 2) ...; "" -> ()."""
    if value is None or value == "":
        return ()
    if isinstance(value, int) and not isinstance(value, bool):
        return ("=", value)
    text = str(value).replace(" ", "")
    for op in COMPARISONS:
        if text.startswith(op):
            bound = text[len(op):]
            break
    else:
        op, bound = "=", text
    if bound.upper() == "X":
        return (op, "X")
    if not bound.isdigit():
        raise CardEncodingError(f"{where}: {what} must be a comparison like \"<=2\", \">=4\" or \"=X\", not {value!r}")
    return (op, int(bound))


def _words(raw: Any, where: str, what: str) -> tuple[str, ...]:
    if isinstance(raw, str):
        raw = [raw]
    if not isinstance(raw, (list, tuple)) or not all(isinstance(w, str) for w in raw):
        raise CardEncodingError(f"{where}: {what} must be a list of words")
    return tuple(w.lower() for w in raw)


_D = TypeVar("_D")
_NO_FILTER = ObjectFilter()
_NO_COST = Cost()
_DECODED: dict[tuple[str, Any], Any] = {}  # (what, frozen record) -> the immutable object it decodes to


def _decoded(what: str, raw: Any, where: str, decode: Callable[[Any, str], _D]) -> _D:
    """`decode(raw, where)`, kept by the record's content: cards repeat the same filters and costs
    ("{T}", "target creature"), and what they decode to is immutable. A bad record raises each time
    (only what decoded is kept)."""
    try:
        key = (what, _freeze(raw))
        found = _DECODED.get(key)
    except TypeError:  # something unhashable inside: decoded each time
        return decode(raw, where)
    if found is None:
        found = decode(raw, where)
        if len(_DECODED) >= 16384:
            _DECODED.clear()
        _DECODED[key] = found
    return cast(_D, found)


def _filter(raw: Mapping[str, Any] | None, where: str) -> ObjectFilter:
    if not raw:
        return _NO_FILTER
    if not isinstance(raw, Mapping):
        raise CardEncodingError(f"{where}: a filter must be a table")
    return _decoded("filter", raw, where, _decode_filter)


def _decode_filter(raw: Mapping[str, Any], where: str) -> ObjectFilter:
    if not isinstance(raw, Mapping):
        raise CardEncodingError(f"{where}: a filter must be a table")
    unknown = set(raw) - FILTER_FIELDS
    if unknown:
        raise CardEncodingError(f"{where}: unknown filter field(s) {sorted(unknown)}")
    for key, allowed in FILTER_CHOICES.items():
        if key in raw and raw[key] not in allowed:
            raise CardEncodingError(f"{where}: filter {key} must be one of {[a for a in allowed if a]}, not "
                                    f"{raw[key]!r}")
    supertypes = _words(raw.get("supertypes", ()), where, "supertypes")
    bad = set(supertypes) - SUPERTYPE_FILTER_WORDS
    if bad:
        raise CardEncodingError(f"{where}: unknown supertype(s) {sorted(bad)}")
    return ObjectFilter(
        types=_words(raw.get("types", ()), where, "types"),
        subtypes=_words(raw.get("subtypes", ()), where, "subtypes"),
        exclude_colors=raw.get("exclude_colors", ""),
        colors=raw.get("colors", ""),
        controller=raw.get("controller", "any"),
        other=bool(raw.get("other", False)),
        basic=bool(raw.get("basic", False)),
        without_counter=raw.get("without_counter", ""),
        supertypes=supertypes,
        exclude_subtypes=_words(raw.get("exclude_subtypes", ()), where, "exclude_subtypes"),
        combat=raw.get("combat", ""),
        tapped=raw.get("tapped", ""),
        keywords=_words(raw.get("keywords", ()), where, "keywords"),
        without_keywords=_words(raw.get("without_keywords", ()), where, "without_keywords"),
        power=_comparison(raw.get("power"), where, "power"),
        toughness=_comparison(raw.get("toughness"), where, "toughness"),
        mana_value=_comparison(raw.get("mana_value"), where, "mana_value"),
        token=raw.get("token", ""),
        with_counter=raw.get("with_counter", ""),
        color_count=raw.get("color_count", ""),
        colors_all=str(raw.get("colors_all", "")),
    )


def _permanents_cost(raw: Any, where: str, what: str) -> SacrificeCost | None:
    """{types = [...], count = 2, ...filter}: permanents the payer chooses."""
    if not raw:
        return None
    if not isinstance(raw, Mapping):
        raise CardEncodingError(f"{where}: {what} must be a table")
    raw = dict(raw)
    count = int(raw.pop("count", 1))
    if count < 1:
        raise CardEncodingError(f"{where}: {what} count must be at least 1")
    return SacrificeCost(_filter(raw, f"{where}.{what}"), count)


def _loyalty(raw: Any, where: str) -> tuple[int, bool]:
    """A loyalty cost: +N / -N / 0 (an int) or "-X"."""
    if raw is None:
        return 0, False
    if isinstance(raw, str):
        text = raw.strip().replace("−", "-")
        if text.upper() == "-X":
            return 0, True
        try:
            return int(text), False
        except ValueError:
            raise CardEncodingError(f"{where}: loyalty cost must be an integer or \"-X\", not {raw!r}") from None
    if isinstance(raw, bool) or not isinstance(raw, int):
        raise CardEncodingError(f"{where}: loyalty cost must be an integer or \"-X\", not {raw!r}")
    return raw, False


def _cost(raw: Mapping[str, Any] | None, where: str) -> Cost:
    if not raw:
        return _NO_COST
    if not isinstance(raw, Mapping):
        raise CardEncodingError(f"{where}: a cost must be a table")
    return _decoded("cost", raw, where, _decode_cost)


def _decode_cost(raw: Mapping[str, Any], where: str) -> Cost:
    unknown = set(raw) - COST_FIELDS
    if unknown:
        raise CardEncodingError(f"{where}: unknown cost field(s) {sorted(unknown)}")
    discard = raw.get("discard", "")
    if discard not in ("", "hand", "card", "self"):
        raise CardEncodingError(f"{where}: discard must be hand, card or self, not {discard!r}")
    if raw.get("discard_filter") and discard != "card":
        raise CardEncodingError(f"{where}: discard_filter needs discard = \"card\"")
    if raw.get("exile_graveyard_filter") and not raw.get("exile_from_graveyard"):
        raise CardEncodingError(f"{where}: exile_graveyard_filter needs exile_from_graveyard")
    rc = raw.get("remove_counters")
    pc = raw.get("put_counters")
    loyalty, loyalty_x = _loyalty(raw.get("loyalty"), where)
    unrec = raw.get("unrecognized") or ()
    if isinstance(unrec, str):
        unrec = [unrec]
    return Cost(
        mana=ManaCost.parse(raw.get("mana")),
        tap=bool(raw.get("tap", False)),
        untap=bool(raw.get("untap", False)),
        sacrifice_self=bool(raw.get("sacrifice_self", False)),
        sacrifice=_permanents_cost(raw.get("sacrifice"), where, "sacrifice"),
        discard=discard,
        discard_count=int(raw.get("discard_count", 1 if discard == "card" else 0)),
        exile_self=bool(raw.get("exile_self", False)),
        exile_from_hand=_filter(raw["exile_from_hand"], where) if raw.get("exile_from_hand") else None,
        exile_from_graveyard=int(raw.get("exile_from_graveyard", 0)),
        life=int(raw.get("life", 0)),
        remove_counters=(rc["counter"], int(rc.get("count", 1))) if rc else None,
        put_counters=(pc["counter"], int(pc.get("count", 1))) if pc else None,
        loyalty=loyalty,
        loyalty_x=loyalty_x,
        tap_untapped=_permanents_cost(raw.get("tap_untapped"), where, "tap_untapped"),
        return_to_hand=_permanents_cost(raw.get("return_to_hand"), where, "return_to_hand"),
        return_self=bool(raw.get("return_self", False)),
        crew=int(raw.get("crew", 0)),
        discard_matching=int(raw.get("discard_matching", 0)),
        exile_from_hand_count=int(raw.get("exile_from_hand_count", 0)),
        discard_filter=_filter(raw["discard_filter"], where + ".discard_filter") if raw.get("discard_filter") else None,
        exile_graveyard_filter=(_filter(raw["exile_graveyard_filter"], where + ".exile_graveyard_filter")
                                if raw.get("exile_graveyard_filter") else None),
        unrecognized=tuple(str(u) for u in unrec),
    )


def _freeze(value: Any) -> Any:
    """Lists become tuples and tables sorted pairs, so effects and static abilities stay hashable."""
    if isinstance(value, (list, tuple)):
        return tuple(_freeze(v) for v in value)
    if isinstance(value, Mapping):
        return tuple(sorted((k, _freeze(v)) for k, v in value.items()))
    return value


FILTER_KEYS = ("filter", "each", "count_of")  # object filters, wherever they are in an effect's record


def _effect_value(key: str, value: Any, where: str) -> Any:
    """An argument of an effect, frozen (hashable); an object filter (`filter`, `each`: the permanents an
    effect acts on), also one inside a nested table (a quantity's, a condition's), becomes an ObjectFilter."""
    if key in FILTER_KEYS and isinstance(value, Mapping):
        return _filter(dict(value), where)
    if key == "spend_only" and isinstance(value, Mapping):  # "add {R}. Spend this mana only ..." (106.6)
        return _spend_only(value, where)
    if key == "static" and isinstance(value, Mapping):  # a static ability an effect makes work (`turn_static`)
        return tuple(sorted((k, _static_value(k, v, where)) for k, v in value.items()))
    if isinstance(value, Mapping):
        return tuple(sorted((k, _effect_value(k, v, f"{where}.{k}")) for k, v in value.items()))
    if isinstance(value, (list, tuple)):
        return tuple(_effect_value(key, v, where) for v in value)
    return value


def _effects(raw: Any, where: str) -> tuple[Effect, ...]:
    out = []
    for i, item in enumerate(raw or ()):
        item = dict(item)
        kind = item.pop("kind", None)
        if not kind:
            raise CardEncodingError(f"{where}.effects[{i}]: an effect needs a kind")
        text, text_fr = item.pop("text", ""), item.pop("text_fr", "")
        if not isinstance(text, str) or not isinstance(text_fr, str):
            raise CardEncodingError(f"{where}.effects[{i}]: text and text_fr must be strings")
        modes = item.pop("modes", None) if kind == "modal" else None
        inner = item.pop("effects", None) if kind in ("delayed", "reflexive") else None
        item = {k: _effect_value(k, v, f"{where}.effects[{i}].{k}") for k, v in item.items()}
        if modes is not None:  # a modal ability's modes ("{T}: Choose one —"), as the spell's
            item["modes"] = tuple(
                Mode(_effects(m.get("effects"), f"{where}.effects[{i}].modes[{j}]"),
                     _targets(m.get("targets"), f"{where}.effects[{i}].modes[{j}]"))
                for j, m in enumerate(modes)
            )
        if inner is not None:  # a delayed or reflexive trigger's own effects (603.7, 603.12)
            item["effects"] = _effects(inner, f"{where}.effects[{i}]")
        out.append(Effect.make(kind, text=text, text_fr=text_fr, **item))
    return tuple(out)


def _target_count(item: Mapping[str, Any], where: str) -> dict[str, Any]:
    """`count` (an integer, "X" or "any") and `min` of a target record -> TargetSpec fields."""
    raw = item.get("count", 1)
    out: dict[str, Any] = {}
    if isinstance(raw, str) and raw.upper() == "X":
        out["count"], out["count_x"] = 0, True
    elif isinstance(raw, str) and raw.lower() == "any":
        out["count"], out["any_number"] = 0, True
    elif isinstance(raw, int) and not isinstance(raw, bool) and raw >= 1:
        out["count"] = raw
    else:
        raise CardEncodingError(f"{where}: target count must be a positive integer, \"X\" or \"any\", not {raw!r}")
    if "min" in item:
        low = item["min"]
        if isinstance(low, bool) or not isinstance(low, int) or low < 0 or (isinstance(raw, int) and low > raw):
            raise CardEncodingError(f"{where}: target min must be an integer from 0 to the count, not {low!r}")
        if item.get("up_to"):
            raise CardEncodingError(f"{where}: a target has either up_to or min, not both")
        out["min_count"] = low
    return out


def _targets(raw: Any, where: str) -> tuple[TargetSpec, ...]:
    out = []
    for i, item in enumerate(raw or ()):
        _check_fields(item, TARGET_FIELDS, f"{where}.targets[{i}]", "target")
        kind = item.get("kind", "object")
        if kind not in TARGET_KINDS:
            raise CardEncodingError(f"{where}.targets[{i}]: unknown target kind {kind!r}")
        out.append(
            TargetSpec(
                kind=kind,
                up_to=bool(item.get("up_to", False)),
                filter=_filter(item.get("filter"), f"{where}.targets[{i}]"),
                **_target_count(item, f"{where}.targets[{i}]"),
            )
        )
    return tuple(out)


def _mana(raw: Mapping[str, Any] | None, where: str = "") -> ManaProduction | None:
    if not raw:
        return None
    _check_fields(raw, MANA_FIELDS, where, "mana")
    return ManaProduction(
        fixed=raw.get("fixed", ""),
        amount=int(raw.get("amount", 0)),
        choice=raw.get("choice", ""),
        one_color=bool(raw.get("one_color", False)),
        spend_only=_spend_only(raw.get("spend_only"), where + ".spend_only"),
    )


def _spend_only(raw: Mapping[str, Any] | None, where: str) -> ManaRestriction | None:
    """106.6: {"spells": [filters] (absent: not on spells, []: any spell), "abilities": the same for activated
    abilities by their source, "chosen_type", "text", "text_fr"}."""
    if not raw:
        return None
    _check_fields(raw, SPEND_ONLY_FIELDS, where, "spend_only")

    def filters(key: str) -> tuple[ObjectFilter, ...] | None:
        items = raw.get(key)
        if items is None:
            return None
        return tuple(_filter(f, f"{where}.{key}[{i}]") for i, f in enumerate(items))

    return ManaRestriction(spells=filters("spells"), abilities=filters("abilities"),
                           chosen_type=bool(raw.get("chosen_type", False)), text=str(raw.get("text", "")),
                           text_fr=str(raw.get("text_fr", "")))


def _restrictions(raw: Any, where: str) -> frozenset[str]:
    values = frozenset(raw or ())
    unknown = values - KNOWN_RESTRICTIONS
    if unknown:
        raise CardEncodingError(f"{where}: unknown restriction(s) {sorted(unknown)}")
    return values


# the keys of a trigger record that say what it waits for (an alternative of `or` brings its own)
_CONDITION_KEYS = ("event", "filter", "scope", "self_too", "attached", "partner", "or", "batch")


def _trigger_alternatives(records: Any) -> list[Mapping[str, Any]]:
    """Each trigger record, and one more for each other event it waits for ("When ~ enters the battlefield or
    is turned face up": `or`, 603.2): the same ability noticed on either event."""
    out: list[Mapping[str, Any]] = []
    for t in records:
        out.append(t)
        for alt in t.get("or") or ():
            out.append({**{k: v for k, v in t.items() if k not in _CONDITION_KEYS}, **alt})
    return out


def _strings(raw: Any, where: str) -> tuple[str, ...]:
    if not raw:
        return ()
    if isinstance(raw, str) or not all(isinstance(x, str) for x in raw):
        raise CardEncodingError(f"{where}: unrecognized must be a list of strings")
    return tuple(raw)


def _mode_count(rec: Mapping[str, Any], n_modes: int, where: str) -> dict[str, Any]:
    """`mode_count`: an exact number ("choose two") or {min, max} ("choose one or both": {min = 1, max = 2})."""
    raw = rec.get("mode_count", 1)
    if isinstance(raw, Mapping):
        unknown = set(raw) - {"min", "max"}
        if unknown or "max" not in raw:
            raise CardEncodingError(f"{where}: mode_count must be an integer or {{min = .., max = ..}}")
        low, high = int(raw.get("min", 1)), int(raw["max"])
        if not 0 <= low <= high:
            raise CardEncodingError(f"{where}: mode_count min must be between 0 and max")
        if n_modes and high > n_modes and not rec.get("mode_repeat"):
            raise CardEncodingError(f"{where}: mode_count max {high} is more than the {n_modes} modes")
        return {"mode_count": high, "mode_min": low}
    count = int(raw)
    if count < 1:
        raise CardEncodingError(f"{where}: mode_count must be at least 1")
    return {"mode_count": count}


def _pt(value: Any) -> int | None:
    if value is None or value == "":
        return None
    try:
        return int(value)
    except (TypeError, ValueError):
        return 0  # "*" and friends: characteristic-defining, 0 outside the game


def _static_value(key: str, value: Any, where: str) -> Any:
    """A static ability's argument: object filters as ObjectFilter (also inside a `condition` or a
    `for_each`), the abilities it `grant`s as a CardDef holding them, anything else frozen."""
    if key in STATIC_FILTER_FIELDS and isinstance(value, Mapping):
        return _filter(value, f"{where}.{key}")
    if key in ("condition", "for_each", "plus") and isinstance(value, Mapping):  # "plus": a second count added
        return tuple(sorted((k, _filter(v, f"{where}.{key}.filter") if k == "filter" and isinstance(v, Mapping)
                             else _static_value(k, v, f"{where}.{key}") if k == "plus" else _freeze(v))
                            for k, v in value.items()))
    if key == "grant" and isinstance(value, Mapping):
        return card_from_record({"name": "granted abilities", "type_line": "Creature", **value})
    return _freeze(value)


def _static(raw: Mapping[str, Any], where: str) -> StaticAbility:
    if not isinstance(raw, Mapping) or not raw.get("kind"):
        raise CardEncodingError(f"{where}: a static ability needs a kind")
    args = tuple(sorted((k, _static_value(k, v, where)) for k, v in raw.items()
                        if k not in ("kind", "text", "text_fr")))
    return StaticAbility(str(raw["kind"]), args, str(raw.get("text", "")), str(raw.get("text_fr", "")))


def card_from_record(rec: Mapping[str, Any]) -> CardDef:
    """Build a CardDef from one record of the encoding; raise CardEncodingError on a bad field."""
    name = rec.get("name")
    if not name:
        raise CardEncodingError("a card needs a name")
    where = name
    try:
        _check_fields(rec, CARD_FIELDS, where, "card")
        for i, a in enumerate(rec.get("activated") or ()):
            _check_fields(a, ACTIVATED_FIELDS, f"{where}.activated[{i}]", "ability")
        for i, t in enumerate(rec.get("triggered") or ()):
            _check_fields(t, TRIGGERED_FIELDS, f"{where}.triggered[{i}]", "trigger")
        for i, m in enumerate(rec.get("modes") or ()):
            _check_fields(m, MODE_FIELDS, f"{where}.modes[{i}]", "mode")
        types, subtypes, supertypes = parse_type_line(rec.get("type_line", ""))
        if not types:
            raise CardEncodingError(f"{where}: type_line {rec.get('type_line')!r} has no card type")
        pt = rec.get("pt")
        power = toughness = None
        if pt:
            p, _, t = str(pt).partition("/")
            power, toughness = _pt(p), _pt(t)
        mana_cost = ManaCost.parse(rec["cost"]) if rec.get("cost") is not None else None
        colors = rec.get("colors")
        if colors is None:
            cost_colors = mana_cost.colors if mana_cost else frozenset()
            colors = "".join(c for c in "WUBRG" if c in cost_colors)
        costs = tuple((key, _cost(val, f"{where}.costs.{key}")) for key, val in (rec.get("costs") or {}).items())
        activated = tuple(
            ActivatedAbility(
                cost=_cost(a.get("cost"), f"{where}.activated[{i}]"),
                effects=_effects(a.get("effects"), f"{where}.activated[{i}]"),
                targets=_targets(a.get("targets"), f"{where}.activated[{i}]"),
                mana=_mana(a.get("mana"), f"{where}.activated[{i}].mana"),
                restrictions=_restrictions(a.get("restrictions"), f"{where}.activated[{i}]"),
                zone=a.get("zone", "battlefield"),
                loyalty=bool(a.get("loyalty", False)),
                unrecognized=_strings(a.get("unrecognized"), f"{where}.activated[{i}]"),
            )
            for i, a in enumerate(rec.get("activated") or ())
        )
        triggered = tuple(
            TriggeredAbility(
                event=t["event"],
                effects=_effects(t.get("effects"), f"{where}.triggered[{i}]"),
                targets=_targets(t.get("targets"), f"{where}.triggered[{i}]"),
                unrecognized=_strings(t.get("unrecognized"), f"{where}.triggered[{i}]"),
                text=str(t.get("text", "")),
                text_fr=str(t.get("text_fr", "")),
                filter=_filter(t["filter"], f"{where}.triggered[{i}]") if t.get("filter") else None,
                scope=str(t.get("scope", "")),
                self_too=bool(t.get("self_too", False)),
                attached=bool(t.get("attached", False)),
                zone=str(t.get("zone", "battlefield")),
                once_per_turn=bool(t.get("once_per_turn", False)),
                batch=bool(t.get("batch", False)),
                partner=_filter(t["partner"], f"{where}.triggered[{i}].partner") if t.get("partner") else None,
                chapters=tuple(int(n) for n in t.get("chapters") or ()),
            )
            for i, t in enumerate(_trigger_alternatives(rec.get("triggered") or ()))
        )
        static = tuple(_static(s, f"{where}.static[{i}]") for i, s in enumerate(rec.get("static") or ()))
        modes = tuple(
            Mode(_effects(m.get("effects"), f"{where}.modes[{i}]"), _targets(m.get("targets"), f"{where}.modes[{i}]"))
            for i, m in enumerate(rec.get("modes") or ())
        )
        return CardDef(
            name=name,
            name_fr=rec.get("name_fr", "") or "",
            gender_fr=_gender_fr(rec.get("gender_fr"), where),
            mana_cost=mana_cost,
            types=types,
            subtypes=subtypes,
            supertypes=supertypes,
            colors=colors,
            power=power,
            toughness=toughness,
            loyalty=_pt(rec.get("loyalty")),
            keywords=frozenset(k.lower() for k in rec.get("keywords") or ()),
            effects=_effects(rec.get("effects"), where),
            targets=_targets(rec.get("targets"), where),
            modes=modes,
            mode_repeat=bool(rec.get("mode_repeat", False)),
            **_mode_count(rec, len(modes), where),
            additional_costs=tuple(_cost(c, f"{where}.additional_costs") for c in rec.get("additional_costs") or ()),
            costs=costs,
            activated=activated,
            triggered=triggered,
            static=static,
            nicknames=tuple(rec.get("nicknames") or ()),
            keyword_texts=tuple((str(k).lower(), str(v[0]), str(v[1]) if len(v) > 1 else "")
                                for k, v in (rec.get("keyword_text") or {}).items()),
            unrecognized=_strings(rec.get("unrecognized"), where),
            back_face=bool(rec.get("back_face", False)),
            cleaved=_cleaved(rec, where),
        )
    except CardEncodingError:
        raise
    except (KeyError, TypeError, ValueError) as exc:
        raise CardEncodingError(f"{where}: {exc}") from exc


def _cleaved(rec: Mapping[str, Any], where: str) -> CardDef | None:
    """702.148a: the card with its cleave text change (its `cleaved` spell parts in place of its own)."""
    parts = rec.get("cleaved")
    if not parts:
        return None
    if not isinstance(parts, Mapping):
        raise CardEncodingError(f"{where}: cleaved must be an object")
    base = {k: v for k, v in rec.items() if k not in ("cleaved", "effects", "targets", "modes", "mode_count",
                                                       "mode_repeat", "unrecognized")}
    return card_from_record({**base, **parts})


GENDER_FR = ("", "ms", "fs", "mp", "fp", "s")


def _gender_fr(value: Any, where: str) -> str:
    text = str(value or "")
    if text not in GENDER_FR:
        raise CardEncodingError(f"{where}: gender_fr must be one of {GENDER_FR[1:]}, not {text!r}")
    return text


def record_to_json(rec: Mapping[str, Any]) -> str:
    """The stored form of a record (compact, stable key order)."""
    return json.dumps(rec, ensure_ascii=False, sort_keys=True, separators=(",", ":"))
