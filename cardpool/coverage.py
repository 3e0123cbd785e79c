"""`arbitre cardpool coverage`: how much of an imported database the Oracle parser recognized.

A face counts as recognized when its casting-relevant text is fully recognized, as defined in
`cardpool.oracle` (mana cost; keywords that change casting with their costs; spell targets and
modes; additional and alternative costs; activated abilities' costs, restrictions and mana
production; cost changes; casting permissions and restrictions). Faces the card encoding can't
hold at all (planes, schemes...) count as faces, not recognized. The report also gives the share
of faces whose *whole* text was recognized (triggered abilities' targets included), per layout.

    {"faces": N, "recognized": M, "ratio": M/N,
     "top_unrecognized": [{"fragment": "...", "count": k}, ...],        # the 20 most frequent
     "fully_parsed": P, "fully_parsed_ratio": P/N,
     "by_layout": {"normal": {"faces": .., "recognized": .., "ratio": ..}, ...}}
"""

from __future__ import annotations

import json
import sqlite3
from collections import Counter
from pathlib import Path
from typing import Any

from foundation.errors import CoverageError

TOP = 20


def coverage(path: str | Path, top: int = TOP) -> dict[str, Any]:
    path = Path(path)
    if not path.is_file():
        raise CoverageError(f"card database not found: {path}")
    try:
        conn = sqlite3.connect(path.resolve().as_uri() + "?mode=ro", uri=True)
    except sqlite3.Error as exc:
        raise CoverageError(f"{path}: can't be opened ({exc})") from exc
    try:
        try:
            columns = {r[1] for r in conn.execute("PRAGMA table_info(cards)")}
        except sqlite3.DatabaseError as exc:
            raise CoverageError(f"{path}: not a card database ({exc})") from exc
        if "recognized" not in columns:
            raise CoverageError(f"{path}: no Oracle parser results in this database (import MTGJSON cards first)")
        if conn.execute("SELECT count(*) FROM cards WHERE recognized IS NOT NULL").fetchone()[0] == 0:
            raise CoverageError(f"{path}: no imported card (the embedded pool is hand-encoded): "
                                "run `arbitre cardpool import` first")
        by_layout: dict[str, dict[str, Any]] = {}
        faces = recognized = parsed = 0
        for layout, n, ok, full in conn.execute(
            "SELECT coalesce(layout, 'normal'), count(*), sum(recognized), sum(parsed) FROM cards "
            "WHERE recognized IS NOT NULL GROUP BY 1"
        ):
            by_layout[layout] = {"faces": n, "recognized": ok or 0}
            faces += n
            recognized += ok or 0
            parsed += full or 0
        fragments: Counter[str] = Counter()
        for (raw,) in conn.execute("SELECT unrecognized FROM cards WHERE recognized = 0"):
            try:
                items = json.loads(raw or "[]")
            except json.JSONDecodeError:
                items = []
            fragments.update({f[:1].lower() + f[1:] for f in items})  # "Target x" and "target x" alike
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
        entry["ratio"] = round(entry["recognized"] / entry["faces"], 4) if entry["faces"] else 0.0
    return {
        "faces": faces,
        "recognized": recognized,
        "ratio": round(recognized / faces, 4) if faces else 0.0,
        "top_unrecognized": [{"fragment": f, "count": c} for f, c in fragments.most_common(top)],
        "fully_parsed": parsed,
        "fully_parsed_ratio": round(parsed / faces, 4) if faces else 0.0,
        "by_layout": dict(sorted(by_layout.items(), key=lambda kv: -kv[1]["faces"])),
    }


def render_text(report: dict[str, Any]) -> str:
    lines = [
        f"faces: {report['faces']}",
        f"casting-relevant text fully recognized: {report['recognized']} ({report['ratio']:.1%})",
        f"all text recognized (triggered abilities included): {report['fully_parsed']} "
        f"({report['fully_parsed_ratio']:.1%})",
        "",
        "by layout:",
    ]
    for layout, entry in report["by_layout"].items():
        lines.append(f"  {layout:<16} {entry['recognized']:>6} / {entry['faces']:<6} {entry['ratio']:.1%}")
    lines += ["", f"most frequent unrecognized fragments (top {len(report['top_unrecognized'])}):"]
    for item in report["top_unrecognized"]:
        lines.append(f"  {item['count']:>5}  {item['fragment']}")
    return "\n".join(lines)
