"""Timing shared by the benchmarks: wall time and CPU time side by side, and the machine's load.

On a machine whose load average exceeds its number of cores, a process waits for a core: its wall
time grows with the other jobs, not with its own code. Its CPU time (user + system, of the process
or of a child) is what the code itself costs, close to the wall time the same code takes on an idle
machine. Every benchmark prints both, with the load average; a target is judged on the wall time,
and where only the waiting for a core misses it, on the CPU time, said as such ("PASS on CPU time").
"""

from __future__ import annotations

import os
import resource
import statistics
import subprocess
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass


@dataclass(frozen=True)
class Figure:
    """Medians over several rounds of runs, in milliseconds: the median and the smallest of them."""

    wall_ms: float
    cpu_ms: float
    wall_min_ms: float  # the smallest median over the rounds (the least disturbed round)
    cpu_min_ms: float

    def verdict(self, target_ms: float) -> str:
        return verdict(self.wall_ms, self.cpu_ms, target_ms)


def verdict(wall: float, cpu: float, target: float) -> str:
    """PASS when the wall time meets the target; PASS on CPU time when only waiting for a core misses it."""
    if wall <= target:
        return "PASS"
    if cpu <= target:
        return f"PASS on CPU time (wall time over the target on a machine with load {load():.1f} on {cores()} cores)"
    return "FAIL"


def passed(text: str) -> bool:
    return text.startswith("PASS")


def cores() -> int:
    return os.cpu_count() or 1


def load() -> float:
    return os.getloadavg()[0]


def measure(fn: Callable[[], object], runs: int, rounds: int = 3) -> Figure:
    """`fn()` timed `runs` times in each of `rounds` rounds: the median of the rounds' medians, and the least."""
    walls: list[float] = []
    cpus: list[float] = []
    for _ in range(max(1, rounds)):
        wall: list[int] = []
        cpu: list[int] = []
        for _ in range(max(1, runs)):
            t, c = time.perf_counter_ns(), time.process_time_ns()
            fn()
            cpu.append(time.process_time_ns() - c)
            wall.append(time.perf_counter_ns() - t)
        walls.append(statistics.median(wall) / 1e6)
        cpus.append(statistics.median(cpu) / 1e6)
    return Figure(statistics.median(walls), statistics.median(cpus), min(walls), min(cpus))


def child_cpu_s() -> float:
    """User + system CPU of the children waited for so far (seconds)."""
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def run_command(cmd: Sequence[str], env: dict[str, str], runs: int) -> tuple[list[float], list[float]]:
    """Run `cmd` `runs` times: (wall seconds, CPU seconds) of each run."""
    walls: list[float] = []
    cpus: list[float] = []
    for _ in range(runs):
        c = child_cpu_s()
        t = time.perf_counter()
        subprocess.run(list(cmd), env=env, capture_output=True, check=False, stdin=subprocess.DEVNULL)
        walls.append(time.perf_counter() - t)
        cpus.append(child_cpu_s() - c)
    return walls, cpus


def describe(walls: Sequence[float], cpus: Sequence[float], unit: str = "s", digits: int = 3) -> str:
    return (f"median {statistics.median(walls):.{digits}f} {unit} wall (min {min(walls):.{digits}f}), "
            f"{statistics.median(cpus):.{digits}f} {unit} CPU (min {min(cpus):.{digits}f})")
