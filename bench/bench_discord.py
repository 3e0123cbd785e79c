"""Benchmark of the Discord adapter: many concurrent `/trace` requests through the real command
code (`create_bot()`, the Judge cog, the engine runner, the embed builder) with a fake transport.

    python bench/bench_discord.py [--requests 200] [--rounds 5] [--processes N] [--workers N] [--spread S] [--profile]

Each request is a `/trace text:` interaction: the bot defers it, judges the play in a worker
thread, lays out the pages and sends them as a followup. The fake transport records the time
of each call and does no I/O. The plays are the public scenarios, each made unique (a numbered
comment line) so that nothing can be answered from a cache.

Measured, for all requests released at the same instant (or, with --spread S, released evenly
over S seconds):
  * latency: from the request's release to its complete answer (the followup carrying the
    embeds); p50 / p99 / max over every request of every round. Target: p99 <= 100 ms.
  * ack: from release to the deferral (what Discord's 3-second deadline is about).
  * event-loop lag: how late a 5 ms ticker wakes up while the requests run. Target: max <= 50 ms.

Prints the figures and PASS/FAIL; exit status 1 when a target is missed.
"""

from __future__ import annotations

import argparse
import asyncio
import cProfile
import io
import os
import pstats
import sys
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))
SCENARIOS = REPO.parent / "shared" / "scenarios" / "public"

TARGET_P99_MS = 100.0
TARGET_LAG_MS = 50.0


# ---------------------------------------------------------------------------- the fake transport

class FakeResponse:
    def __init__(self, record) -> None:
        self._done = False
        self._record = record

    def is_done(self) -> bool:
        return self._done

    async def defer(self, *, thinking: bool = False, ephemeral: bool = False) -> None:
        self._record("ack")
        self._done = True

    async def send_message(self, *args, **kwargs) -> None:
        self._record("answer")
        self._done = True


class FakeFollowup:
    def __init__(self, record) -> None:
        self._record = record

    async def send(self, *args, wait: bool = False, **kwargs):
        self._record("answer")
        self.kwargs = kwargs
        return FakeMessage()


class FakeMessage:
    async def edit(self, **kwargs) -> None:
        return None


class FakeUser:
    bot = False

    def __init__(self, uid: int) -> None:
        self.id = uid


class FakeInteraction:
    """Just what the adapter reads and calls on a `discord.Interaction`."""

    def __init__(self, uid: int, locale) -> None:
        self.user = FakeUser(uid)
        self.guild_id = 1
        self.locale = locale
        self.times: dict[str, float] = {}
        self.response = FakeResponse(self.record)
        self.followup = FakeFollowup(self.record)

    def record(self, what: str) -> None:
        self.times.setdefault(what, time.perf_counter())


# ---------------------------------------------------------------------------- the run

def plays() -> list[str]:
    texts = [p.read_text(encoding="utf-8") for p in sorted(SCENARIOS.glob("*.txt"))]
    if not texts:
        raise SystemExit(f"no scenarios in {SCENARIOS}")
    return texts


async def one_round(bot, n: int, round_no: int, texts: list[str], spread: float = 0.0
                    ) -> tuple[list[float], list[float], list[float], list]:
    import discord

    cog = bot.get_cog("Judge")
    interactions = [FakeInteraction(10_000 * round_no + i, discord.Locale.american_english) for i in range(n)]
    lags: list[float] = []
    stop = asyncio.Event()

    async def ticker() -> None:
        while not stop.is_set():
            t = time.perf_counter()
            await asyncio.sleep(0.005)
            lags.append(time.perf_counter() - t - 0.005)

    tick = asyncio.create_task(ticker())
    await asyncio.sleep(0.01)
    start = time.perf_counter()
    released: dict[int, float] = {}

    async def request(i: int, inter: FakeInteraction) -> None:
        if spread:
            await asyncio.sleep(max(0.0, start + i * spread / n - time.perf_counter()))
        released[i] = time.perf_counter() if spread else start
        await cog.trace_slash.callback(cog, inter, text=f"{texts[i % len(texts)]}\n# request {round_no}-{i}")

    await asyncio.gather(*(request(i, inter) for i, inter in enumerate(interactions)))
    stop.set()
    await tick
    latencies = [(inter.times["answer"] - released[i]) * 1000 for i, inter in enumerate(interactions)]
    acks = [(inter.times.get("ack", inter.times["answer"]) - released[i]) * 1000
            for i, inter in enumerate(interactions)]
    answers = [inter.followup.kwargs for inter in interactions if hasattr(inter.followup, "kwargs")]
    return latencies, acks, [x * 1000 for x in lags], answers


def pct(values: list[float], p: float) -> float:
    values = sorted(values)
    k = max(0, min(len(values) - 1, int(round(p / 100 * len(values) + 0.5)) - 1))
    return values[k]


async def run(args) -> int:
    from bot.discord import create_bot
    from bot.settings import load_settings

    tmp = tempfile.mkdtemp(prefix="arbitre-bench-")
    overrides = dict(cache_dir=os.path.join(tmp, "cache"), guild_db=":memory:", cooldown_rate=10_000,
                     rules_db=os.path.join(tmp, "none.sqlite"), discord_sync_commands=False)
    if args.workers:
        overrides["engine_workers"] = args.workers
    if args.processes is not None:
        overrides["engine_processes"] = args.processes
    settings = load_settings(env={}, **overrides)
    bot = create_bot(settings)
    await bot._async_setup_hook()
    await bot.setup_hook()
    texts = plays()
    try:
        await one_round(bot, 32, 0, texts)  # warm-up: threads started, caches filled
        all_lat, all_ack, all_lag = [], [], []
        profiler = cProfile.Profile() if args.profile else None
        for r in range(1, args.rounds + 1):
            if profiler:
                profiler.enable()
            lat, ack, lag, answers = await one_round(bot, args.requests, r, texts, args.spread)
            if profiler:
                profiler.disable()
            assert len(answers) == args.requests and all(a.get("embeds") for a in answers), "every request answered"
            all_lat += lat
            all_ack += ack
            all_lag += lag
            print(f"round {r}: {args.requests} requests, p50 {pct(lat, 50):6.1f} ms, p99 {pct(lat, 99):6.1f} ms, "
                  f"max {max(lat):6.1f} ms; ack p99 {pct(ack, 99):5.1f} ms; loop lag max {max(lag):5.1f} ms")
    finally:
        bot.release()
    p99, lag = pct(all_lat, 99), max(all_lag)
    print()
    print(f"load average (1 min) at the end: {os.getloadavg()[0]:.2f} "
          f"(other jobs on the machine slow every figure: compare runs on an idle machine)")
    mode = (f"{bot.processes} worker processes" if bot.processes else f"{settings.engine_workers} worker threads")
    print(f"engine: {mode}; CPUs: {os.cpu_count()}")
    print(f"requests released {'all at once' if not args.spread else f'evenly over {args.spread:g} s'}")
    print(f"latency (request -> complete answer): p50 {pct(all_lat, 50):.1f} ms, p99 {p99:.1f} ms, "
          f"max {max(all_lat):.1f} ms over {len(all_lat)} requests")
    print(f"ack (request -> deferral): p99 {pct(all_ack, 99):.1f} ms, max {max(all_ack):.1f} ms")
    print(f"event-loop lag: p99 {pct(all_lag, 99):.1f} ms, max {lag:.1f} ms")
    ok_lat, ok_lag = p99 <= TARGET_P99_MS, lag <= TARGET_LAG_MS
    print(f"p99 latency <= {TARGET_P99_MS:.0f} ms: {'PASS' if ok_lat else 'FAIL'}")
    print(f"event-loop lag <= {TARGET_LAG_MS:.0f} ms: {'PASS' if ok_lag else 'FAIL'}")
    if profiler:
        out = io.StringIO()
        pstats.Stats(profiler, stream=out).sort_stats("cumulative").print_stats(25)
        print(out.getvalue())
    return 0 if ok_lat and ok_lag else 1


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--requests", type=int, default=200)
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--workers", type=int, default=0, help="engine threads (default: engine_workers)")
    parser.add_argument("--processes", type=int, default=None,
                        help="engine worker processes (default: engine_processes; 0: threads)")
    parser.add_argument("--spread", type=float, default=0.0,
                        help="release the requests evenly over this many seconds (default 0: all at once)")
    parser.add_argument("--profile", action="store_true", help="cProfile of the event-loop thread")
    args = parser.parse_args()
    return asyncio.run(run(args))


if __name__ == "__main__":
    sys.exit(main())
