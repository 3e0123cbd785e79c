"""Benchmark of the Discord adapter: many concurrent `/trace` requests through the real command
code (`create_bot()`, the Judge cog, the engine runner, the embed builder) with a fake transport.

    python bench/bench_discord.py [--requests 200] [--rounds 5] [--processes N] [--workers N] [--spread S] [--profile]
    python bench/bench_discord.py --autocomplete [--users 20] [--cards DB]

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

With --autocomplete: card-name autocomplete on the full card database (the shared AtomicCards file,
imported once into a temporary database): `--users` people type card names at once, one keystroke
each every 30 ms, through the cog's autocomplete callback. Measured: the time of one keystroke's
answer (target: p99 <= 2 ms of work) and the event-loop lag (target: max <= 50 ms).

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


TYPED = ("lightning bolt", "diamant de l'oeil du lion", "force of will", "elfes de llanowar", "counterspell",
         "ligthning blot", "sakura tribe elder", "croissance gigantesque", "dark ritual", "grizzly bears")
TARGET_KEYSTROKE_MS = 2.0


async def autocomplete(args) -> int:
    """20 people typing card names at once: keystroke cost and event-loop lag (module docstring)."""
    import discord

    from bot.discord import create_bot
    from bot.settings import load_settings
    from cardpool.importer import import_files

    tmp = tempfile.mkdtemp(prefix="arbitre-bench-")
    db = str(args.cards) if args.cards else os.path.join(tmp, "cards.sqlite")
    if not args.cards:
        started = time.perf_counter()
        import_files([REPO.parent / "shared" / "data" / "cards" / "AtomicCards_fr_subset_20220425.json"], db,
                     progress=False)
        print(f"full card database imported in {time.perf_counter() - started:.1f} s")
    settings = load_settings(env={}, cache_dir=os.path.join(tmp, "cache"), guild_db=":memory:", cards_db=db,
                             rules_db=os.path.join(tmp, "none.sqlite"), discord_sync_commands=False,
                             engine_processes=0)
    bot = create_bot(settings)
    await bot._async_setup_hook()
    await bot.setup_hook()
    cog = bot.get_cog("Judge")
    started = time.perf_counter()
    index = bot.service.card_index()
    print(f"card-name index: {len(index)} cards, built once in {(time.perf_counter() - started) * 1000:.0f} ms")
    started = time.perf_counter()
    bot.service.arbitre.pool.suggest("warm up")  # the close-match index for typos: built once too
    print(f"close-match index (typos): built once in {(time.perf_counter() - started) * 1000:.0f} ms; "
          f"measured below: keystrokes once both are built")
    work: list[float] = []
    lags: list[float] = []
    loop_cpu: list[float] = []  # CPU the loop's thread spent between two ticks: its lag on an idle machine
    stop = asyncio.Event()

    async def ticker() -> None:
        while not stop.is_set():
            t, c = time.perf_counter(), time.thread_time()
            await asyncio.sleep(0.005)
            lags.append((time.perf_counter() - t - 0.005) * 1000)
            loop_cpu.append((time.thread_time() - c) * 1000)

    async def user(u: int) -> None:
        inter = FakeInteraction(u, discord.Locale.french if u % 2 else discord.Locale.american_english)
        name = TYPED[u % len(TYPED)]
        for end in range(1, len(name) + 1):
            t = time.perf_counter()
            choices = await cog.card_autocomplete(inter, name[:end])
            work.append((time.perf_counter() - t) * 1000)
            assert isinstance(choices, list)
            await asyncio.sleep(0.03)

    # control: the same ticker with nobody typing, as long as the measured rounds take, so that the
    # lag the machine itself causes (other jobs taking the cores) is printed beside the lag measured
    idle_for = args.rounds * max(len(t) for t in TYPED) * 0.035
    tick = asyncio.create_task(ticker())
    await asyncio.sleep(idle_for)
    stop.set()
    await tick
    idle_lags, lags = lags, []
    loop_cpu.clear()
    stop = asyncio.Event()
    cpu_before = time.process_time()
    wall_before = time.perf_counter()
    tick = asyncio.create_task(ticker())
    try:
        for _ in range(args.rounds):
            await asyncio.gather(*(user(u) for u in range(args.users)))
    finally:
        stop.set()
        await tick
        bot.release()
    busy = (time.process_time() - cpu_before) / (time.perf_counter() - wall_before)
    # the keystroke's own cost, measured without the event loop: what it takes from the loop's thread
    started, cpu_started = time.perf_counter(), time.process_time()
    count = 0
    for name in TYPED:
        for end in range(1, len(name) + 1):
            bot.service.card_choices(name[:end], "fr", 25)
            count += 1
    per_key = (time.perf_counter() - started) * 1000 / count
    per_key_cpu = (time.process_time() - cpu_started) * 1000 / count
    load = os.getloadavg()[0]
    print(f"load average (1 min): {load:.2f} on {os.cpu_count()} CPUs")
    print(f"{args.users} users, {len(work)} keystrokes: answer p50 {pct(work, 50):.1f} ms, p99 {pct(work, 99):.1f} ms; "
          f"the bot process used {busy:.0%} of one core meanwhile")
    print(f"one keystroke's work (no event loop): {per_key:.2f} ms wall, {per_key_cpu:.2f} ms CPU, "
          f"on average over {count}")
    print(f"event-loop lag: p99 {pct(lags, 99):.1f} ms, max {max(lags):.1f} ms "
          f"(control, nobody typing: p99 {pct(idle_lags, 99):.1f} ms, max {max(idle_lags):.1f} ms); "
          f"the loop thread's own CPU between two ticks: p99 {pct(loop_cpu, 99):.1f} ms, max {max(loop_cpu):.1f} ms")
    ok_key, ok_lag = per_key_cpu <= TARGET_KEYSTROKE_MS, max(lags) <= TARGET_LAG_MS
    print(f"keystroke work <= {TARGET_KEYSTROKE_MS:.0f} ms (CPU): {'PASS' if ok_key else 'FAIL'}")
    verdict = "PASS" if ok_lag else "FAIL"
    if not ok_lag and max(idle_lags) > TARGET_LAG_MS:
        verdict += " (the machine alone lags the idle loop beyond the target: compare with the control)"
    print(f"event-loop lag <= {TARGET_LAG_MS:.0f} ms: {verdict}")
    return 0 if ok_key and ok_lag else 1


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
    parser.add_argument("--autocomplete", action="store_true", help="card-name autocomplete on the full database")
    parser.add_argument("--users", type=int, default=20, help="people typing at once (--autocomplete)")
    parser.add_argument("--cards", help="an imported full card database (--autocomplete; default: import the "
                                        "shared MTGJSON subset first)")
    args = parser.parse_args()
    if args.autocomplete:
        if args.rounds == 5:
            args.rounds = 2
        return asyncio.run(autocomplete(args))
    return asyncio.run(run(args))


if __name__ == "__main__":
    sys.exit(main())
