"""`arbitre cardpool coverage`: how much of an imported database the engine reads, enforces and simulates.

Four figures, each a share of the database's faces (faces the card encoding can't hold at all,
planes, schemes..., count as faces that pass none of them):

**recognized** -- the face's casting-relevant text was fully recognized by the Oracle parser, as
defined in `cardpool.oracle` (mana cost; keywords that change casting with their costs; spell
targets and modes; additional and alternative costs; activated abilities' costs, restrictions and
mana production; cost changes; casting permissions and restrictions). `fully_parsed`: its *whole*
text was (triggered abilities' targets included).

**enforced** -- every ability of the face that bears on a play is enforced by a registered plugin.
A face's abilities are its keyword abilities (the record's `keywords`, as the parser names them:
"flying", "first strike", "protection from black"), its static abilities (the kinds of its
`static` list: "cost_reduction", "cant_be_countered", "continuous_effect"...) and the keywords and
abilities its static abilities give ("Creatures you control have flying": flying).

Not counted, because they cannot bear on a play the engine represents (`foundation.abilities`
`OUTSIDE_PLAY_KEYWORDS` and `OUTSIDE_PLAY_STATICS`; a test holds them equal to this list):
- keywords `partner`, `friends forever`, `choose a background`, `doctor's companion`: deck building (702.124);
- static `opening_hand`: works before the game begins (103.6);
- static `deck_construction`: how a deck may be built ("can be your commander", "a deck can have any
  number of cards named ~", ante's "remove ~ from your deck before playing");
- static `draft`: works while drafting ("draft ~ face up");
- static `reveals_information`: only shows cards to players ("play with the top card of your library
  revealed", "you may look at ..."); the engine plays what the message states, and who may see a card
  changes no action's legality nor any result.

An ability is enforced when its name is in the union of the plugins' `arbitre_enforced_abilities()`
lists, or starts with a listed name followed by a space ("protection" covers "protection from
black"), or is a landwalk ("swampwalk", "nonbasic landwalk", 702.14a) and "landwalk" is listed.
A static ability the parser could only file as `continuous_effect` ("Creatures you control
get +1/+1") counts as an ability like any other: it is enforced only if a plugin lists that kind.

**simulated** -- every effect of every spell and ability of the face resolves for real. The face's
whole text was read (`fully_parsed`: what wasn't read can't be carried out); every effect it
encodes -- the spell's, each mode's, each activated and triggered ability's, and the modes of a
`modal` effect and the effects of a `delayed` one, recursively (those two being kinds like any
other) -- has a kind in the union
of the plugins' `arbitre_simulated_effects()`; and every triggered ability's event is in the union
of their `arbitre_trigger_events()` (a trigger the engine never notices never resolves). A face
with nothing to resolve (a vanilla creature, a basic land) is simulated when it was fully read.

The sets come from the plugins themselves (the CLI asks the plugin manager, disabled plugins
left out), never from a list kept here. The report names what is missing, most frequent first:
`top_unsimulated` (sentence shapes of the effects not simulated -- the card's own sentence with
its name as "~" and numbers as "N" -- and "trigger: ..." for triggers whose event isn't noticed;
each counted once per face), `top_unenforced` (abilities not enforced, once per face).

    {"faces": N, "recognized": M, "ratio": M/N, "top_unrecognized": [{"fragment", "count"}...],
     "fully_parsed": P, "fully_parsed_ratio": P/N,
     "enforced": E, "enforced_ratio": E/N, "top_unenforced": [{"ability", "count"}...],
     "simulated": S, "simulated_ratio": S/N, "top_unsimulated": [{"shape", "count"}...],
     "by_layout": {"normal": {"faces", "recognized", "ratio"}, ...}}
"""

from __future__ import annotations

import json
import re
import sqlite3
from collections import Counter
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from foundation.abilities import DECK_KEYWORDS, PREGAME_STATICS, ability_enforced
from foundation.errors import CoverageError

TOP = 20
# Keywords that only say how a deck may be built (702.124 partner and its variants), and static abilities
# that work before the game starts (103.6: "if ~ is in your opening hand"): never in a play.


@dataclass(frozen=True)
class EngineSupport:
    """What the engine's plugins declare they do (see the module docstring)."""

    enforced: frozenset[str] = frozenset()
    simulated: frozenset[str] = frozenset()
    trigger_events: frozenset[str] = frozenset()

    def is_enforced(self, ability: str) -> bool:
        # the engine's own test when it says in a trace that an ability is not enforced
        return ability_enforced(ability, self.enforced)


def _effects(effects: Any) -> Iterator[dict[str, Any]]:
    for effect in effects or ():
        yield effect
        if effect.get("kind") == "modal":
            for mode in effect.get("modes") or ():
                yield from _effects(mode.get("effects"))
        elif effect.get("kind") in ("delayed", "reflexive"):
            yield from _effects(effect.get("effects"))
        for granted in effect.get("abilities") or ():  # abilities an effect gives ("gains "When ~ dies, ...""):
            if isinstance(granted, dict):  # theirs count as the card's own
                yield from _ability_effects(granted)


def _ability_effects(record: dict[str, Any]) -> Iterator[dict[str, Any]]:
    for ability in record.get("activated") or ():
        yield from _effects(ability.get("effects"))
    for ability in record.get("triggered") or ():
        yield from _effects(ability.get("effects"))


def face_triggers(record: dict[str, Any]) -> Iterator[dict[str, Any]]:
    """Every triggered ability of a face, with those its effects give (`abilities` of an effect)."""
    yield from record.get("triggered") or ()
    for effect in face_effects(record):
        for granted in effect.get("abilities") or ():
            if isinstance(granted, dict):
                yield from granted.get("triggered") or ()


def face_effects(record: dict[str, Any]) -> Iterator[dict[str, Any]]:
    """Every effect a face's record encodes (spell, modes, activated and triggered abilities, nested modes)."""
    yield from _effects(record.get("effects"))
    for mode in record.get("modes") or ():
        yield from _effects(mode.get("effects"))
    for ability in record.get("activated") or ():
        yield from _effects(ability.get("effects"))
    for ability in record.get("triggered") or ():
        yield from _effects(ability.get("effects"))


def face_abilities(record: dict[str, Any]) -> list[str]:
    """The keyword and static abilities of a face that bear on a play (see the module docstring), with
    those its static abilities give other objects ("Creatures you control have flying": flying)."""
    out = [str(k).lower() for k in record.get("keywords") or () if str(k).lower() not in DECK_KEYWORDS]
    for st in record.get("static") or ():
        if st.get("kind") in PREGAME_STATICS:
            continue
        out.append(str(st.get("kind")))
        out += [str(k).lower() for k in st.get("keywords") or ()]
        grant = st.get("grant") or {}
        out += face_abilities({"keywords": grant.get("keywords"), "static": grant.get("static")})
    return out


_NUMBER = re.compile(r"(?<![\w/])[+-]?\d+(?![\w])")


def shape(text: str, name: str) -> str:
    """A sentence's shape: the card's name as "~", numbers as "N", lower case."""
    for n in (name, name.split(",")[0] if "," in name else ""):
        if n:
            text = re.sub(r"(?<![\w'])" + re.escape(n) + r"(?!\w)", "~", text)
    text = _NUMBER.sub(lambda m: m.group(0)[0] + "N" if m.group(0)[0] in "+-" else "N", text)
    return text[:1].lower() + text[1:]


def unsimulated_shapes(record: dict[str, Any], support: EngineSupport) -> set[str]:
    """What keeps a fully read face from being simulated: its effects' and triggers' shapes."""
    name = str(record.get("name", ""))
    out: set[str] = set()
    for effect in face_effects(record):
        if effect.get("kind") not in support.simulated:
            text = effect.get("text") or f"({effect.get('kind')})"
            out.add(shape(str(text), name))
    for ability in face_triggers(record):
        if not trigger_noticed(ability, support):
            condition = str(ability.get("text") or f"({ability.get('event')})").split(",")[0]
            out.add("trigger: " + shape(condition, name))
    return out


def trigger_noticed(ability: dict[str, Any], support: EngineSupport) -> bool:
    """Whether the engine notices a triggered ability's event, each of them for one with two ("When ~ enters
    the battlefield or is turned face up": `or`)."""
    events = [ability.get("event")] + [alt.get("event") for alt in ability.get("or") or () if isinstance(alt, dict)]
    return all(event in support.trigger_events for event in events)


def coverage(path: str | Path, top: int = TOP, support: EngineSupport | None = None) -> dict[str, Any]:
    path = Path(path)
    support = support or EngineSupport()
    if not path.is_file():
        raise CoverageError(f"card database not found: {path}", message_id="cards.db_not_found", path=str(path))
    try:
        conn = sqlite3.connect(path.resolve().as_uri() + "?mode=ro", uri=True)
    except sqlite3.Error as exc:
        raise CoverageError(f"{path}: can't be opened ({exc})") from exc
    try:
        try:
            columns = {r[1] for r in conn.execute("PRAGMA table_info(cards)")}
        except sqlite3.DatabaseError as exc:
            raise CoverageError(f"{path}: not a card database ({exc})", message_id="cards.not_a_db", path=str(path),
                                    reason=str(exc)) from exc
        if "recognized" not in columns:
            raise CoverageError(f"{path}: no Oracle parser results in this database (import MTGJSON cards first)",
                                message_id="cards.no_parser_results", path=str(path))
        if conn.execute("SELECT count(*) FROM cards WHERE recognized IS NOT NULL").fetchone()[0] == 0:
            raise CoverageError(f"{path}: no imported card (the embedded pool is hand-encoded): "
                                "run `arbitre cardpool import` first")
        from cardpool.store import stale_import

        stale = stale_import(conn)
        if stale is not None:
            raise CoverageError(f"{path}: {stale}")
        by_layout: dict[str, dict[str, Any]] = {}
        faces = recognized = parsed = enforced = simulated = 0
        fragments: Counter[str] = Counter()
        unenforced: Counter[str] = Counter()
        unsimulated: Counter[str] = Counter()
        for layout, ok, full, raw_unrec, model in conn.execute(
            "SELECT coalesce(layout, 'normal'), recognized, parsed, unrecognized, model FROM cards "
            "WHERE recognized IS NOT NULL"
        ):
            entry = by_layout.setdefault(layout, {"faces": 0, "recognized": 0})
            entry["faces"] += 1
            entry["recognized"] += ok or 0
            faces += 1
            recognized += ok or 0
            parsed += full or 0
            if not ok:
                try:
                    items = json.loads(raw_unrec or "[]")
                except json.JSONDecodeError:
                    items = []
                fragments.update({f[:1].lower() + f[1:] for f in items})  # "Target x" and "target x" alike
            try:
                record = json.loads(model)
            except json.JSONDecodeError:
                continue
            missing_abilities = {a for a in face_abilities(record) if not support.is_enforced(a)}
            unenforced.update(missing_abilities)
            enforced += not missing_abilities
            shapes = unsimulated_shapes(record, support)
            if full:
                unsimulated.update(shapes)
                simulated += not shapes
        tables = {r[0] for r in conn.execute("SELECT name FROM sqlite_master WHERE type = 'table'")}
        if "other_faces" in tables:
            for layout, reason, n in conn.execute(
                "SELECT coalesce(layout, 'normal'), reason, count(*) FROM other_faces GROUP BY 1, 2"
            ):
                entry = by_layout.setdefault(layout, {"faces": 0, "recognized": 0})
                entry["faces"] += n
                faces += n
                fragments[reason] += n
    except sqlite3.Error as exc:
        raise CoverageError(f"{path}: can't read the card database ({exc})") from exc
    finally:
        conn.close()
    for entry in by_layout.values():
        entry["ratio"] = _ratio(entry["recognized"], entry["faces"])
    return {
        "faces": faces,
        "recognized": recognized,
        "ratio": _ratio(recognized, faces),
        "top_unrecognized": [{"fragment": f, "count": c} for f, c in fragments.most_common(top)],
        "fully_parsed": parsed,
        "fully_parsed_ratio": _ratio(parsed, faces),
        "enforced": enforced,
        "enforced_ratio": _ratio(enforced, faces),
        "top_unenforced": [{"ability": a, "count": c} for a, c in unenforced.most_common(top)],
        "simulated": simulated,
        "simulated_ratio": _ratio(simulated, faces),
        "top_unsimulated": [{"shape": s, "count": c} for s, c in unsimulated.most_common(top)],
        "by_layout": dict(sorted(by_layout.items(), key=lambda kv: -kv[1]["faces"])),
    }


def _ratio(part: int, whole: int) -> float:
    return round(part / whole, 4) if whole else 0.0


def render_text(report: dict[str, Any]) -> str:
    lines = [
        f"faces: {report['faces']}",
        f"casting-relevant text fully recognized: {report['recognized']} ({report['ratio']:.1%})",
        f"all text recognized (triggered abilities included): {report['fully_parsed']} "
        f"({report['fully_parsed_ratio']:.1%})",
        f"every keyword and static ability enforced by the engine: {report['enforced']} "
        f"({report['enforced_ratio']:.1%})",
        f"every effect simulated by the engine: {report['simulated']} ({report['simulated_ratio']:.1%})",
        "",
        "by layout:",
    ]
    for layout, entry in report["by_layout"].items():
        lines.append(f"  {layout:<16} {entry['recognized']:>6} / {entry['faces']:<6} {entry['ratio']:.1%}")
    lines += ["", f"most frequent unrecognized fragments (top {len(report['top_unrecognized'])}):"]
    for item in report["top_unrecognized"]:
        lines.append(f"  {item['count']:>5}  {item['fragment']}")
    lines += ["", f"most frequent abilities not enforced (top {len(report['top_unenforced'])}):"]
    for item in report["top_unenforced"]:
        lines.append(f"  {item['count']:>5}  {item['ability']}")
    lines += ["", f"most frequent effects not simulated (top {len(report['top_unsimulated'])}):"]
    for item in report["top_unsimulated"]:
        lines.append(f"  {item['count']:>5}  {item['shape']}")
    return "\n".join(lines)
