"""Benchmarks of the rules database: import, lookup by number, full-text search.

    python bench/bench_rules.py [--runs N]

Builds a throw-away database in a temp dir from ../shared/data/rules (read in place), then
prints the medians and checks them against the issue's targets:
lookup by number <= 0.2 ms, full-text search <= 5 ms, import of one edition <= 5 s.
Exit status 1 when a target is missed.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))
SHARED = Path(__file__).resolve().parents[1].parent / "shared"
RULES = SHARED / "data" / "rules"

TARGETS = {"lookup_ms": 0.2, "search_ms": 5.0, "import_s": 5.0}
NUMBERS = ["601.2f", "702.34", "117.1a", "605.3a", "732.1", "702.35a", "409.1g", "601.2"]
SEARCHES = ["activate only as an instant", "total cost locked in", "mana ability stack", "flashback exile",
            "state-based actions", "damage wears off cleanup", "NEAR(", "priority pass in succession"]


def median_ms(fn, args_list, runs: int) -> float:
    times = []
    for i in range(runs):
        args = args_list[i % len(args_list)]
        t = time.perf_counter()
        fn(*args)
        times.append(time.perf_counter() - t)
    return statistics.median(times) * 1000


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=3000)
    args = parser.parse_args()

    from bot.engine import hookspecs
    from bot.engine.plugins import make_plugin_manager
    from bot.rules.store import RulesStore
    from plugins.rule_lookup import close_stores, lookup

    with tempfile.TemporaryDirectory() as tmp:
        db = Path(tmp) / "rules.sqlite"
        store = RulesStore(db)
        t = time.perf_counter()
        store.import_file(RULES / "MagicCompRules 20260116.txt")
        import_2026 = time.perf_counter() - t
        t = time.perf_counter()
        store.import_file(RULES / "MagicCompRules081001.txt")
        import_2008 = time.perf_counter() - t
        t = time.perf_counter()
        store.import_file(RULES / "MagicCompRules 20260116.txt")  # re-import of the newest: re-aligns 2008 too
        reimport_2026 = time.perf_counter() - t

        store_lookup = median_ms(lambda n: store.rule("2026-01-16", "en", n), [(n,) for n in NUMBERS], args.runs)
        store.close()

        lookup("601.2f", rules_db=str(db), lang="en")  # open and cache the database handle
        plugin_lookup = median_ms(lambda n: lookup(n, rules_db=str(db), lang="en"), [(n,) for n in NUMBERS], args.runs)
        pm = make_plugin_manager(load_entry_points=False, extra=[("rule_lookup", "plugins.rule_lookup")])
        hook_lookup = median_ms(
            lambda n: hookspecs.call_rule_lookup(pm, query=n, edition=None, lang="en", search=False, rules_db=str(db)),
            [(n,) for n in NUMBERS], args.runs)
        rule_text = median_ms(
            lambda n: hookspecs.call_rule_text(pm, number=n, edition=None, lang="en", rules_db=str(db)),
            [(n,) for n in NUMBERS], args.runs)
        search = median_ms(lambda q: lookup(q, rules_db=str(db), lang="en", search=True), [(q,) for q in SEARCHES],
                           max(200, args.runs // 10))
        term = median_ms(lambda q: lookup(q, rules_db=str(db), lang="auto"),
                         [("flashback",), ("folie",), ("mana ability",)],
                         max(300, args.runs // 10))
        close_stores()

    rows = [
        ("import of one edition (2026-01-16, into an empty database)", f"{import_2026:.2f} s",
         import_2026 <= TARGETS["import_s"]),
        ("import of one edition (2008-10-01, aligned with 2026)", f"{import_2008:.2f} s",
         import_2008 <= TARGETS["import_s"]),
        ("re-import of 2026-01-16 (re-aligns the old edition)", f"{reimport_2026:.2f} s",
         reimport_2026 <= TARGETS["import_s"]),
        ("lookup by number, median (plugin: rule + subrules + notes)", f"{plugin_lookup:.3f} ms",
         plugin_lookup <= TARGETS["lookup_ms"]),
        ("lookup by number, median (through pluggy)", f"{hook_lookup:.3f} ms", hook_lookup <= TARGETS["lookup_ms"]),
        ("lookup by number, median (store only)", f"{store_lookup:.3f} ms", store_lookup <= TARGETS["lookup_ms"]),
        ("rule text for a trace, median (arbitre_rule_text)", f"{rule_text:.3f} ms", None),
        ("glossary word, median", f"{term:.3f} ms", None),
        ("full-text search, median", f"{search:.3f} ms", search <= TARGETS["search_ms"]),
    ]
    width = max(len(r[0]) for r in rows)
    failed = False
    for name, value, ok in rows:
        status = "" if ok is None else ("ok" if ok else "MISSED")
        failed |= ok is False
        print(f"{name:<{width}}  {value:>10}  {status}")
    print(f"targets: lookup <= {TARGETS['lookup_ms']} ms, full-text <= {TARGETS['search_ms']} ms, "
          f"import <= {TARGETS['import_s']} s")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
