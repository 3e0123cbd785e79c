"""Turn the project's card encoding (plain dicts, from TOML or JSON) into engine CardDefs.

The same encoding is used by the embedded default pool (`cardpool/data/default_pool.toml`)
and stored as JSON in every card database, so an imported card and an embedded one reach
the engine the same way. The format is described in `docs/ability_model.md`.
"""

from __future__ import annotations

import json
from typing import Any, Mapping

from bot.engine.model import (
    ActivatedAbility,
    CardDef,
    Cost,
    Effect,
    ManaCost,
    ManaProduction,
    Mode,
    ObjectFilter,
    SacrificeCost,
    StaticAbility,
    TargetSpec,
    TriggeredAbility,
)


class CardEncodingError(ValueError):
    """A card record that does not follow the encoding (names the card and the field)."""


TYPE_WORDS = {
    "artifact", "creature", "enchantment", "land", "planeswalker", "instant", "sorcery",
    "tribal", "kindred", "battle",
}
SUPERTYPE_WORDS = {"basic", "legendary", "snow", "world", "ongoing"}
KNOWN_RESTRICTIONS = {"instant", "sorcery", "once_per_turn", "your_turn"}
TARGET_KINDS = {"any", "player", "permanent", "spell", "activated_ability", "card_in_graveyard", "object", "creature_or_player"}


def parse_type_line(line: str) -> tuple[frozenset[str], frozenset[str], frozenset[str]]:
    """Split "Legendary Creature — Elf Druid" into (types, subtypes, supertypes), lower case."""
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
    "name", "name_fr", "nicknames", "cost", "type_line", "colors", "pt", "loyalty", "keywords", "targets",
    "effects", "modes", "mode_count", "additional_costs", "costs", "activated", "triggered", "static",
    "unrecognized",
}
ACTIVATED_FIELDS = {"cost", "effects", "targets", "mana", "restrictions", "zone", "loyalty"}
TRIGGERED_FIELDS = {"event", "effects", "targets"}
TARGET_FIELDS = {"kind", "count", "up_to", "filter"}
MANA_FIELDS = {"fixed", "amount", "choice", "one_color"}
MODE_FIELDS = {"effects", "targets"}


def _check_fields(raw: Any, allowed: set[str], where: str, what: str) -> None:
    if not isinstance(raw, Mapping):
        raise CardEncodingError(f"{where}: {what} must be a table, not {type(raw).__name__}")
    unknown = set(raw) - allowed
    if unknown:
        raise CardEncodingError(f"{where}: unknown {what} field(s) {sorted(unknown)}")


def _filter(raw: Mapping[str, Any] | None, where: str) -> ObjectFilter:
    if not raw:
        return ObjectFilter()
    allowed = {"types", "subtypes", "exclude_colors", "colors", "controller", "other", "basic", "without_counter"}
    unknown = set(raw) - allowed
    if unknown:
        raise CardEncodingError(f"{where}: unknown filter field(s) {sorted(unknown)}")
    return ObjectFilter(
        types=tuple(t.lower() for t in raw.get("types", ())),
        subtypes=tuple(t.lower() for t in raw.get("subtypes", ())),
        exclude_colors=raw.get("exclude_colors", ""),
        colors=raw.get("colors", ""),
        controller=raw.get("controller", "any"),
        other=bool(raw.get("other", False)),
        basic=bool(raw.get("basic", False)),
        without_counter=raw.get("without_counter", ""),
    )


def _cost(raw: Mapping[str, Any] | None, where: str) -> Cost:
    if not raw:
        return Cost()
    allowed = {
        "mana", "tap", "untap", "sacrifice_self", "sacrifice", "discard", "discard_count",
        "exile_self", "exile_from_hand", "exile_from_graveyard", "life", "remove_counters",
    }
    unknown = set(raw) - allowed
    if unknown:
        raise CardEncodingError(f"{where}: unknown cost field(s) {sorted(unknown)}")
    sac = raw.get("sacrifice")
    sacrifice = None
    if sac:
        sac = dict(sac)
        count = int(sac.pop("count", 1))
        sacrifice = SacrificeCost(_filter(sac, where + ".sacrifice"), count)
    discard = raw.get("discard", "")
    if discard not in ("", "hand", "card", "self"):
        raise CardEncodingError(f"{where}: discard must be hand, card or self, not {discard!r}")
    rc = raw.get("remove_counters")
    return Cost(
        mana=ManaCost.parse(raw.get("mana")),
        tap=bool(raw.get("tap", False)),
        untap=bool(raw.get("untap", False)),
        sacrifice_self=bool(raw.get("sacrifice_self", False)),
        sacrifice=sacrifice,
        discard=discard,
        discard_count=int(raw.get("discard_count", 1 if discard == "card" else 0)),
        exile_self=bool(raw.get("exile_self", False)),
        exile_from_hand=_filter(raw["exile_from_hand"], where) if raw.get("exile_from_hand") else None,
        exile_from_graveyard=int(raw.get("exile_from_graveyard", 0)),
        life=int(raw.get("life", 0)),
        remove_counters=(rc["counter"], int(rc.get("count", 1))) if rc else None,
    )


def _freeze(value: Any) -> Any:
    """Lists become tuples and tables sorted pairs, so effects and static abilities stay hashable."""
    if isinstance(value, (list, tuple)):
        return tuple(_freeze(v) for v in value)
    if isinstance(value, Mapping):
        return tuple(sorted((k, _freeze(v)) for k, v in value.items()))
    return value


def _effects(raw: Any, where: str) -> tuple[Effect, ...]:
    out = []
    for i, item in enumerate(raw or ()):
        item = dict(item)
        kind = item.pop("kind", None)
        if not kind:
            raise CardEncodingError(f"{where}.effects[{i}]: an effect needs a kind")
        item = {k: (v if k == "filter" else _freeze(v)) for k, v in item.items()}
        if "filter" in item:
            item["filter"] = _filter(item["filter"], f"{where}.effects[{i}]")
        out.append(Effect.make(kind, **item))
    return tuple(out)


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
                count=int(item.get("count", 1)),
                up_to=bool(item.get("up_to", False)),
                filter=_filter(item.get("filter"), f"{where}.targets[{i}]"),
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
    )


def _restrictions(raw: Any, where: str) -> frozenset[str]:
    values = frozenset(raw or ())
    unknown = values - KNOWN_RESTRICTIONS
    if unknown:
        raise CardEncodingError(f"{where}: unknown restriction(s) {sorted(unknown)}")
    return values


def _pt(value: Any) -> int | None:
    if value is None or value == "":
        return None
    try:
        return int(value)
    except (TypeError, ValueError):
        return 0  # "*" and friends: characteristic-defining, 0 outside the game


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
            colors = "".join(c for c in "WUBRG" if mana_cost and c in mana_cost.colors)
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
            )
            for i, a in enumerate(rec.get("activated") or ())
        )
        triggered = tuple(
            TriggeredAbility(
                event=t["event"],
                effects=_effects(t.get("effects"), f"{where}.triggered[{i}]"),
                targets=_targets(t.get("targets"), f"{where}.triggered[{i}]"),
            )
            for i, t in enumerate(rec.get("triggered") or ())
        )
        static = tuple(
            StaticAbility(s["kind"], tuple(sorted((k, _freeze(v)) for k, v in s.items() if k != "kind")))
            for s in rec.get("static") or ()
        )
        modes = tuple(
            Mode(_effects(m.get("effects"), f"{where}.modes[{i}]"), _targets(m.get("targets"), f"{where}.modes[{i}]"))
            for i, m in enumerate(rec.get("modes") or ())
        )
        return CardDef(
            name=name,
            name_fr=rec.get("name_fr", "") or "",
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
            mode_count=int(rec.get("mode_count", 1)),
            additional_costs=tuple(_cost(c, f"{where}.additional_costs") for c in rec.get("additional_costs") or ()),
            costs=costs,
            activated=activated,
            triggered=triggered,
            static=static,
            nicknames=tuple(rec.get("nicknames") or ()),
            unrecognized=tuple(rec.get("unrecognized") or ()),
        )
    except CardEncodingError:
        raise
    except (KeyError, TypeError, ValueError) as exc:
        raise CardEncodingError(f"{where}: {exc}") from exc


def record_to_json(rec: Mapping[str, Any]) -> str:
    """The stored form of a record (compact, stable key order)."""
    return json.dumps(rec, ensure_ascii=False, sort_keys=True, separators=(",", ":"))
