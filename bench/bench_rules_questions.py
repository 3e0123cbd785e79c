"""Rules questions as players ask them: how often the rule that answers is among the best three.

    python bench/bench_rules_questions.py

Imports the 2026-01-16 Comprehensive Rules into a throw-away database (../shared/data/rules, read in
place), asks every question of tests/data/rules_questions.toml (FR and EN) through the rules service,
and prints the hit rate (one of the expected rules, or a subrule of it, among the first three), per
language, the median time of a question, and the misses. tests/test_rules_questions.py holds the floors.
"""

from __future__ import annotations

import statistics
import sys
import tempfile
import time
import tomllib
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))
SHARED = REPO.parent / "shared"
QUESTIONS = REPO / "tests" / "data" / "rules_questions.toml"


def hit(numbers: list[str], expected: list[str]) -> bool:
    return any(n == w or (n.startswith(w) and not n[len(w)].isdigit()) for n in numbers[:3] for w in expected)


def main() -> int:
    from bot.rules.service import RulesService
    from bot.rules.store import RulesStore
    from bot.rules.terms import guess_lang

    with tempfile.TemporaryDirectory() as tmp:
        db = Path(tmp) / "rules.sqlite"
        store = RulesStore(db)
        store.import_file(SHARED / "data" / "rules" / "MagicCompRules 20260116.txt")
        store.close()
        service = RulesService(db)
        questions = tomllib.loads(QUESTIONS.read_text(encoding="utf-8"))["q"]
        per_lang: dict[str, list[bool]] = {"en": [], "fr": []}
        times: list[float] = []
        misses: list[str] = []
        for q in questions:
            lang = "fr" if guess_lang(q["text"]) == "fr" else "en"
            start = time.perf_counter()
            answer = service.question(q["text"], lang=lang)
            times.append((time.perf_counter() - start) * 1000)
            got = [r.number for r in answer.rules]
            ok = hit(got, q["rules"])
            per_lang[lang].append(ok)
            if not ok:
                misses.append(f"  {q['text']!r}: {got}, want {q['rules']}")
        service.close()
    total = [ok for oks in per_lang.values() for ok in oks]
    print(f"rules questions: {sum(total)}/{len(total)} answered in the best three ({sum(total) / len(total):.0%})")
    for lang, oks in per_lang.items():
        print(f"  {lang}: {sum(oks)}/{len(oks)} ({sum(oks) / max(1, len(oks)):.0%})")
    print(f"median time of a question: {statistics.median(times):.1f} ms (max {max(times):.1f} ms)")
    print("misses:")
    print("\n".join(misses) or "  none")
    return 0


if __name__ == "__main__":
    sys.exit(main())
