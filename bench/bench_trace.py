"""Benchmarks of `arbitre trace`: in-process trace time per scenario, and the command's wall time.

    python bench/bench_trace.py [--cards DB] [--runs 100] [--rounds 3] [--process-runs 10] [--scenarios DIR]
                                [--profile]

(a) in-process: for each scenario (default ../shared/scenarios/public/*.txt), the median time of
    `Arbitre.trace(text)` (parse + engine + JSON; pool and plugin manager loaded, warm), wall and CPU,
    over --runs runs in each of --rounds rounds (the median of the rounds' medians, and the least of
    them), and of the parse alone. Target: the largest median <= 2 ms. --cards: an imported card
    database (the full MTGJSON import, as issue 11 measures it); without it, the embedded pool.
(b) process: `arbitre trace FILE --format json` in a fresh process, wall and CPU time, median of
    --process-runs runs (after one warm-up run that builds the card cache and the bytecode, kept in a
    temporary folder with PYTHONPYCACHEPREFIX, as an installed copy has it: with
    PYTHONDONTWRITEBYTECODE set, every run would compile every module again). Target <= 0.6 s.
(c) the trace command never imports discord (`python -X importtime`, read back).

Prints the figures and PASS/FAIL against each target, with the load average: on a loaded machine
the CPU time stands for the wall time (bench/timing.py); exit status 1 when a target is missed.
--profile adds the cProfile hotspots of the slowest scenario.
"""

from __future__ import annotations

import argparse
import cProfile
import io
import os
import pstats
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))
sys.path.insert(0, str(Path(__file__).resolve().parent))
import timing  # noqa: E402 - bench/timing.py, beside this file

SCENARIOS = REPO.parent / "shared" / "scenarios" / "public"

TARGET_TRACE_MS = 2.0
TARGET_PROCESS_S = 0.6


def _arbitre_command() -> list[str]:
    script = Path(sys.executable).with_name("arbitre")
    return [str(script)] if script.exists() else [sys.executable, "-m", "bot.cli"]


def in_process(files: list[Path], runs: int, rounds: int, cache: Path, cards: Path | None):
    from bot.core import Arbitre
    from bot.language.parser import parse_message
    from bot.settings import load_settings

    overrides = {"cards_db": str(cards)} if cards is not None else {}
    app = Arbitre(load_settings(cache_dir=str(cache), **overrides))
    app.trace("I pass")  # load the pool and the plugins
    rows = []
    for path in files:
        text = path.read_text(encoding="utf-8")
        outcome = app.trace(text)
        for _ in range(10):  # warm caches (fold, name lookups)
            app.trace(text)
        trace = timing.measure(lambda text=text: app.trace(text), runs, rounds)

        def parse(text: str = text) -> None:
            try:
                parse_message(text, app.pool, app.settings.max_message_chars)
            except ValueError:
                pass

        parse = timing.measure(parse, runs, 1)
        rows.append((path.stem, outcome.verdict, parse, trace))
    return app, rows


def profile(app, path: Path, runs: int) -> str:
    text = path.read_text(encoding="utf-8")
    prof = cProfile.Profile()
    prof.enable()
    for _ in range(runs):
        app.trace(text)
    prof.disable()
    out = io.StringIO()
    pstats.Stats(prof, stream=out).sort_stats("tottime").print_stats(15)
    return out.getvalue()


def _env(cache: Path, cards: Path | None = None) -> dict[str, str]:
    """The command's environment: its own cache folder, bytecode kept (module doc, (b))."""
    env = dict(os.environ, ARBITRE_CACHE_DIR=str(cache), PYTHONPYCACHEPREFIX=str(cache / "pyc"))
    if cards is not None:
        env["ARBITRE_CARDS_DB"] = str(cards)
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    return env


def process(path: Path, runs: int, cache: Path, cards: Path | None) -> tuple[list[float], list[float]]:
    env = _env(cache, cards)
    cmd = [*_arbitre_command(), "trace", str(path), "--format", "json"]
    subprocess.run(cmd, env=env, capture_output=True, check=False)  # warm-up: builds the pool cache
    return timing.run_command(cmd, env, runs)


def imports_of_trace(path: Path, cache: Path) -> tuple[list[str], list[tuple[int, str]]]:
    """Modules the trace command imports whose top package is discord; and the 8 slowest imports (µs)."""
    env = _env(cache)
    code = "import sys; from bot.cli import main; sys.exit(main(sys.argv[1:]))"
    result = subprocess.run([sys.executable, "-X", "importtime", "-c", code, "trace", str(path), "--format", "json"],
                            env=env, capture_output=True, text=True, check=False)
    discord, timed = [], []
    for line in result.stderr.splitlines():
        if not line.startswith("import time:") or "|" not in line:
            continue
        raw = line[len("import time:"):].split("|")
        if len(raw) != 3 or not raw[1].strip().isdigit():
            continue
        name = raw[2].strip()
        if name.split(".")[0] == "discord":
            discord.append(name)
        if len(raw[2]) - len(raw[2].lstrip()) == 1:  # a top-level import (nested ones are indented more)
            timed.append((int(raw[1].strip()), name))
    timed.sort(reverse=True)
    return discord, timed[:8]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--cards", type=Path, help="an imported card database (default: the embedded pool)")
    parser.add_argument("--runs", type=int, default=100, help="in-process runs per scenario and round (default 100)")
    parser.add_argument("--rounds", type=int, default=3, help="rounds of --runs runs (default 3)")
    parser.add_argument("--process-runs", type=int, default=10, help="runs of the command (default 10)")
    parser.add_argument("--scenarios", type=Path, default=SCENARIOS, help="folder of *.txt messages")
    parser.add_argument("--profile", action="store_true", help="print cProfile hotspots of the slowest scenario")
    args = parser.parse_args()

    files = sorted(args.scenarios.glob("*.txt"))
    if not files:
        print(f"no scenarios in {args.scenarios}", file=sys.stderr)
        return 2
    failed = False
    with tempfile.TemporaryDirectory() as tmp:
        cache = Path(tmp)
        load = timing.load()
        app, rows = in_process(files, args.runs, args.rounds, cache, args.cards)
        width = max(len(r[0]) for r in rows)
        print(f"(a) in-process, median of {args.rounds} rounds of {args.runs} runs' medians (pool and plugins "
              f"loaded, warm); load average {load:.2f} -> {timing.load():.2f} on {timing.cores()} cores")
        print(f"{'scenario':<{width}}  {'verdict':<8} {'parse ms':>9} {'trace ms':>9} {'(least)':>8} "
              f"{'CPU ms':>7} {'(least)':>8}")
        for name, verdict, parse, trace in rows:
            print(f"{name:<{width}}  {verdict:<8} {parse.cpu_ms:>9.3f} {trace.wall_ms:>9.3f} {trace.wall_min_ms:>8.3f} "
                  f"{trace.cpu_ms:>7.3f} {trace.cpu_min_ms:>8.3f}")
        slowest = max(rows, key=lambda r: r[3].cpu_ms)
        worst_wall = max(r[3].wall_ms for r in rows)
        verdict = timing.verdict(worst_wall, slowest[3].cpu_ms, TARGET_TRACE_MS)
        failed |= not timing.passed(verdict)
        print(f"largest median: {worst_wall:.3f} ms wall, {slowest[3].cpu_ms:.3f} ms CPU ({slowest[0]}); "
              f"target <= {TARGET_TRACE_MS} ms: {verdict}")
        if args.profile or not timing.passed(verdict):
            print(f"\nhotspots of {slowest[0]} (cProfile, {args.runs} runs, by own time):")
            print(profile(app, next(f for f in files if f.stem == slowest[0]), args.runs))

        target = next((f for f in files if f.stem == slowest[0]), files[0])
        load = timing.load()
        walls, cpus = process(target, args.process_runs, cache, args.cards)
        verdict = timing.verdict(statistics.median(walls), statistics.median(cpus), TARGET_PROCESS_S)
        failed |= not timing.passed(verdict)
        print(f"\n(b) process: `arbitre trace {target.name} --format json`, {args.process_runs} runs: "
              f"{timing.describe(walls, cpus)}; load average {load:.2f} -> {timing.load():.2f}; "
              f"target <= {TARGET_PROCESS_S} s: {verdict}")

        discord, slow_imports = imports_of_trace(target, cache)
        ok = not discord
        failed |= not ok
        print(f"\n(c) discord imported by `arbitre trace`: {'no' if ok else 'YES: ' + ', '.join(discord[:5])}: "
              f"{'PASS' if ok else 'FAIL'}")
        print("    slowest top-level imports (cumulative): "
              + ", ".join(f"{name} {us / 1000:.0f} ms" for us, name in slow_imports))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
