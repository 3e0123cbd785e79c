"""Benchmarks of the rules service: import, lookup by number, full-text search, questions, autocomplete.

    python bench/bench_rules.py [--runs N]

Builds a throw-away database in a temp dir from ../shared/data/rules (read in place), then
prints the medians and checks them against the issue's targets:
lookup by number <= 0.2 ms, full-text search <= 5 ms, a rules question <= 30 ms, an
autocomplete keystroke <= 2 ms, import of one edition <= 5 s.
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

TARGETS = {"lookup_ms": 0.2, "search_ms": 5.0, "import_s": 5.0, "question_ms": 30.0, "complete_ms": 2.0}
NUMBERS = ["601.2f", "702.34", "117.1a", "605.3a", "732.1", "702.35a", "409.1g", "601.2"]
SEARCHES = ["activate only as an instant", "total cost locked in", "mana ability stack", "flashback exile",
            "state-based actions", "damage wears off cleanup", "NEAR(", "priority pass in succession"]
QUESTIONS = ["what happens to a creature with 0 toughness?", "does a countered flashback spell get exiled?",
             "quand la folie se déclenche-t-elle ?", "do state-based actions use the stack?"]


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

    from bot.rules.service import RulesService
    from bot.rules.store import RulesStore

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

        rules = RulesService(db)
        rules.lookup("601.2f", lang="en")  # open the database
        service_lookup = median_ms(lambda n: rules.lookup(n, lang="en"), [(n,) for n in NUMBERS], args.runs)
        rule_text = median_ms(lambda n: rules.rule(n), [(n,) for n in NUMBERS], args.runs)
        search = median_ms(lambda q: rules.search(q, lang="en"), [(q,) for q in SEARCHES], max(200, args.runs // 10))
        term = median_ms(lambda q: rules.lookup(q, lang="auto"), [("flashback",), ("folie",), ("mana ability",)],
                         max(300, args.runs // 10))
        question = median_ms(lambda q: rules.question(q), [(q,) for q in QUESTIONS], max(100, args.runs // 30))
        rules.complete("601")  # build the autocomplete index once
        complete = median_ms(lambda q: rules.complete(q), [("702.1",), ("tramp",), ("pi",), ("",)], args.runs)
        rules.close()

    rows = [
        ("import of one edition (2026-01-16, into an empty database)", f"{import_2026:.2f} s",
         import_2026 <= TARGETS["import_s"]),
        ("import of one edition (2008-10-01, aligned with 2026)", f"{import_2008:.2f} s",
         import_2008 <= TARGETS["import_s"]),
        ("re-import of 2026-01-16 (re-aligns the old edition)", f"{reimport_2026:.2f} s",
         reimport_2026 <= TARGETS["import_s"]),
        ("lookup by number, median (service: rule + subrules + notes)", f"{service_lookup:.3f} ms",
         service_lookup <= TARGETS["lookup_ms"]),
        ("lookup by number, median (store only)", f"{store_lookup:.3f} ms", store_lookup <= TARGETS["lookup_ms"]),
        ("rule text for a trace, median (RulesService.rule)", f"{rule_text:.3f} ms", None),
        ("glossary word, median", f"{term:.3f} ms", None),
        ("full-text search, median", f"{search:.3f} ms", search <= TARGETS["search_ms"]),
        ("rules question in plain words, median", f"{question:.3f} ms", question <= TARGETS["question_ms"]),
        ("autocomplete choices, median", f"{complete:.3f} ms", complete <= TARGETS["complete_ms"]),
    ]
    width = max(len(r[0]) for r in rows)
    failed = False
    for name, value, ok in rows:
        status = "" if ok is None else ("ok" if ok else "MISSED")
        failed |= ok is False
        print(f"{name:<{width}}  {value:>10}  {status}")
    print(f"targets: lookup <= {TARGETS['lookup_ms']} ms, full-text <= {TARGETS['search_ms']} ms, "
          f"question <= {TARGETS['question_ms']} ms, autocomplete <= {TARGETS['complete_ms']} ms, "
          f"import <= {TARGETS['import_s']} s")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
