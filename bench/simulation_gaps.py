"""Where the faces that are not simulated are, and what would unlock the most of them.

    .venv/bin/python bench/simulation_gaps.py [--cards DB] [--top 40] [--kind KIND] [--json]

A face counts as simulated (`cardpool.coverage`) only when *every* effect it encodes has a kind some
plugin carries out and every trigger event is noticed; one unread sentence keeps the whole face out.
This script reads every face (re-parsing the shared AtomicCards file in-process, so a parser change is
measured without an import; or the models of an imported database with `--cards`) and prints:

1. the totals (faces, fully read, simulated) and how many blockers the other fully read faces have;
2. the blocking effect *kinds* by faces (a kind is what a generalisation of the grammar or a new resolve
   function would unlock), with the faces each kind alone blocks;
3. a greedy cover over sentence shapes: which shape, added next, completes the most faces (each face
   scored 1/(its remaining blockers), so shapes shared by faces needing two fixes also rise);
4. the unrecognized fragments of faces that are not fully read (a parser limit, not an engine one).

`--kind KIND` lists sample sentences of one blocking kind (to design its grammar). Figures only; it
exits 0.
"""

from __future__ import annotations

import argparse
import json
import sqlite3
import sys
from collections import Counter, defaultdict
from collections.abc import Iterator
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
ATOMIC = ROOT.parent / "shared" / "data" / "cards" / "AtomicCards_fr_subset_20220425.json"


def _records_from_json(path: Path) -> Iterator[tuple[dict[str, Any], bool]]:
    from cardpool.mtgjson import read_faces
    from cardpool.oracle import NotACard, parse_face

    for face in read_faces(path):
        try:
            result = parse_face(face)
        except NotACard:
            continue
        yield result.record, result.fully_parsed


def _records_from_db(path: Path) -> Iterator[tuple[dict[str, Any], bool]]:
    conn = sqlite3.connect(path)
    for model, parsed in conn.execute("SELECT model, parsed FROM cards WHERE recognized IS NOT NULL"):
        yield json.loads(model), bool(parsed)


def blockers(record: dict[str, Any], support: Any) -> set[tuple[str, str]]:
    """(kind, shape) of what keeps a fully read face from being simulated."""
    from cardpool.coverage import face_effects, face_triggers, shape, trigger_noticed

    name = str(record.get("name", ""))
    out: set[tuple[str, str]] = set()
    for effect in face_effects(record):
        kind = str(effect.get("kind"))
        if kind not in support.simulated:
            out.add((kind, shape(str(effect.get("text") or f"({kind})"), name)))
    for ability in face_triggers(record):
        event = str(ability.get("event"))
        if not trigger_noticed(ability, support):
            condition = str(ability.get("text") or f"({event})").split(",")[0]
            out.add(("trigger:" + event, "trigger: " + shape(condition, name)))
    return out


def analyse(records: Iterator[tuple[dict[str, Any], bool]], top: int, kind_filter: str | None,
            assume: list[str] | None = None) -> dict[str, Any]:
    """`assume`: regular expressions of shapes to count as simulated (what a planned grammar would unlock)."""
    import re

    from bot.cli_cards import engine_support

    assumed = [re.compile(a) for a in assume or ()]

    support = engine_support()
    faces = parsed = simulated = 0
    blocked: list[set[tuple[str, str]]] = []
    unread: Counter[str] = Counter()
    samples: dict[str, list[str]] = defaultdict(list)
    for record, full in records:
        faces += 1
        if not full:
            for frag in record.get("unrecognized") or ():
                unread[frag[:1].lower() + frag[1:]] += 1
            continue
        parsed += 1
        found = {b for b in blockers(record, support) if not any(a.search(b[1]) for a in assumed)}
        if not found:
            simulated += 1
            continue
        blocked.append(found)
        if kind_filter:
            for kind, text in found:
                if kind == kind_filter and len(samples[kind]) < top:
                    samples[kind].append(f"{record.get('name')}: {text}")
    by_kind: Counter[str] = Counter()
    alone: Counter[str] = Counter()
    sizes: Counter[int] = Counter()
    for found in blocked:
        kinds = {k for k, _ in found}
        by_kind.update(kinds)
        if len(kinds) == 1:
            alone.update(kinds)
        sizes[min(len(found), 4)] += 1
    cover = _greedy([{s for _, s in found} for found in blocked], top)
    kind_cover = _greedy([{k for k, _ in found} for found in blocked], top)
    return {
        "faces": faces, "fully_parsed": parsed, "simulated": simulated,
        "simulated_ratio": round(simulated / faces, 4) if faces else 0.0,
        "blockers_per_face": {("4+" if n == 4 else str(n)): c for n, c in sorted(sizes.items())},
        "kinds": [{"kind": k, "faces": c, "alone": alone[k]} for k, c in by_kind.most_common(top)],
        "kind_cover": kind_cover, "shape_cover": cover,
        "top_unread": [{"fragment": f, "count": c} for f, c in unread.most_common(top)],
        "samples": samples.get(kind_filter or "", []),
    }


def _greedy(sets: list[set[str]], top: int) -> list[dict[str, Any]]:
    """Greedy order of items: each step the item whose faces are nearest completion (score 1/remaining)."""
    remaining = [set(s) for s in sets]
    done = 0
    out = []
    for _ in range(top):
        score: Counter[str] = Counter()
        for s in remaining:
            for item in s:
                score[item] += 1.0 / len(s)  # type: ignore[assignment]
        if not score:
            break
        best = max(score, key=lambda k: score[k])
        completed = 0
        for s in remaining:
            if best in s:
                s.discard(best)
                if not s:
                    completed += 1
        remaining = [s for s in remaining if s]
        done += completed
        out.append({"item": best, "completes": completed, "cumulative": done})
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--cards", type=Path, help="an imported card database (default: parse the shared file)")
    parser.add_argument("--top", type=int, default=40)
    parser.add_argument("--kind", help="sample sentences of this blocking kind")
    parser.add_argument("--json", action="store_true")
    parser.add_argument("--assume", action="append", default=[],
                        help="a regular expression of shapes to count as simulated (what would a grammar unlock?)")
    args = parser.parse_args(argv)
    records = _records_from_db(args.cards) if args.cards else _records_from_json(ATOMIC)
    report = analyse(records, args.top, args.kind, args.assume)
    if args.json:
        print(json.dumps(report, indent=1))
        return 0
    print(f"faces {report['faces']}  fully read {report['fully_parsed']}  simulated {report['simulated']} "
          f"({report['simulated_ratio']:.1%})")
    print("fully read faces not simulated, by number of blocking sentences:", report["blockers_per_face"])
    print("\nblocking kinds (faces; faces blocked by that kind alone):")
    for k in report["kinds"]:
        print(f"  {k['faces']:>5} {k['alone']:>5}  {k['kind']}")
    print("\ngreedy cover by kind (faces completed; cumulative):")
    for c in report["kind_cover"]:
        print(f"  {c['completes']:>5} {c['cumulative']:>6}  {c['item']}")
    print("\ngreedy cover by sentence shape:")
    for c in report["shape_cover"]:
        print(f"  {c['completes']:>5} {c['cumulative']:>6}  {c['item']}")
    print("\nunrecognized fragments of faces not fully read:")
    for u in report["top_unread"]:
        print(f"  {u['count']:>5}  {u['fragment']}")
    for s in report["samples"]:
        print("  " + s)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
