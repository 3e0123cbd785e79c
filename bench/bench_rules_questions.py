"""Rules questions as players ask them: how often the rule that answers is among the best three.

    python bench/bench_rules_questions.py                      # the ranking alone
    python bench/bench_rules_questions.py --cards CARDS_DB     # and end to end, as `arbitre ask` answers

With `--cards` (the full MTGJSON import, see ../shared/scenarios/README.md), every question also goes through
`Arbitre.trace` on that card database: it must be recognised as a rules question (not read as a play or a card
question) before it is answered; that hit rate and the kinds it was taken for are printed too.

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


def main(argv: list[str] | None = None) -> int:
    import argparse

    from bot.rules.service import RulesService
    from bot.rules.store import RulesStore
    from bot.rules.terms import guess_lang

    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--cards", help="card database: also measure end to end (recognition and ranking)")
    args = parser.parse_args(argv)
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
        first: list[bool] = []  # the answering rule is the first one: the short answer says it
        later: list[str] = []  # answered, but not by the first rule
        for q in questions:
            lang = "fr" if guess_lang(q["text"]) == "fr" else "en"
            start = time.perf_counter()
            answer = service.question(q["text"], lang=lang)
            times.append((time.perf_counter() - start) * 1000)
            got = [r.number for r in answer.rules]
            ok = hit(got, q["rules"])
            per_lang[lang].append(ok)
            first.append(hit(got[:1], q["rules"]))
            if ok and not first[-1]:
                later.append(f"  {q['text']!r}: {got}, want {q['rules']}")
            if not ok:
                misses.append(f"  {q['text']!r}: {got}, want {q['rules']}")
        service.close()
        total = [ok for oks in per_lang.values() for ok in oks]
        print(f"ranking: {sum(total)}/{len(total)} answered in the best three ({sum(total) / len(total):.0%})")
        for lang, oks in per_lang.items():
            print(f"  {lang}: {sum(oks)}/{len(oks)} ({sum(oks) / max(1, len(oks)):.0%})")
        print(f"first rule answers: {sum(first)}/{len(first)} ({sum(first) / len(first):.0%})")
        print(f"median time of a question: {statistics.median(times):.1f} ms (max {max(times):.1f} ms)")
        print("misses:")
        print("\n".join(misses) or "  none")
        print("answered second or third (the short answer says another rule):")
        print("\n".join(later) or "  none")
        if args.cards:
            end_to_end(questions, db, Path(args.cards), Path(tmp))
    return 0


def end_to_end(questions: list[dict], rules_db: Path, cards_db: Path, tmp: Path) -> None:
    """Every question through `Arbitre.trace`, as `arbitre ask` answers it: the hit rate and the misses."""
    from bot.core import Arbitre
    from bot.settings import load_settings

    arbitre = Arbitre(load_settings(env={}, cache_dir=str(tmp / "cache"), rules_db=str(rules_db)),
                      cards_db=str(cards_db))
    hits: list[bool] = []
    misses: list[str] = []
    for q in questions:
        data = arbitre.trace(q["text"]).data
        got = [r["number"] for r in data.get("rules") or ()] if data.get("kind") == "rules_question" else []
        hits.append(hit(got, q["rules"]))
        if not hits[-1]:
            misses.append(f"  {q['text']!r}: {got or (data.get('kind'), data.get('verdict'))}, want {q['rules']}")
    print(f"end to end (arbitre ask): {sum(hits)}/{len(hits)} answered in the best three "
          f"({sum(hits) / len(hits):.0%})")
    print("misses:")
    print("\n".join(misses) or "  none")


if __name__ == "__main__":
    sys.exit(main())
