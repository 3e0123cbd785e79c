"""What keeps the bot well-behaved: secrets out of logs, per-user cooldowns, the engine off the
event loop with a timeout, and error ids.

Nothing here sends anything to Discord.
"""

from __future__ import annotations

import asyncio
import collections
import concurrent.futures
import functools
import logging
import re
import threading
import time
from collections.abc import Callable, Iterable
from typing import Any, TypeVar

import discord

from foundation.errors import EngineTimeout

T = TypeVar("T")

NO_MENTIONS = discord.AllowedMentions.none()

# A Discord bot token: base64 user id . timestamp . HMAC (formats vary in length).
TOKEN_PATTERN = re.compile(r"[A-Za-z\d_-]{23,30}\.[A-Za-z\d_-]{5,8}\.[A-Za-z\d_-]{25,}")
REDACTED = "[redacted]"


# ---------------------------------------------------------------------------- logs

def redact(text: str, secrets: Iterable[str] = ()) -> str:
    for secret in secrets:
        if secret:
            text = text.replace(secret, REDACTED)
    return TOKEN_PATTERN.sub(REDACTED, text)


class RedactingFilter(logging.Filter):
    """Removes secrets (and anything shaped like a Discord token) from log records, their
    arguments, exception texts and stack traces. Attach it to handlers."""

    def __init__(self, secrets: Iterable[str] = ()) -> None:
        super().__init__("arbitre.redact")
        self.secrets = [s for s in secrets if s]

    def add(self, secret: str) -> None:
        if secret and secret not in self.secrets:
            self.secrets.append(secret)

    def filter(self, record: logging.LogRecord) -> bool:
        scrub(record, self.secrets)
        return True


def scrub(record: logging.LogRecord, secrets: Iterable[str]) -> None:
    """Redact a record in place; a record with nothing to hide is left exactly as it was."""
    secrets = list(secrets)
    try:
        message = record.getMessage()
    except (TypeError, ValueError, KeyError):  # a badly formatted record: check its raw text
        message = str(record.msg)
    clean = redact(message, secrets)
    if clean != message:
        record.msg, record.args = clean, None
    if record.exc_info and not record.exc_text:
        text = logging.Formatter().formatException(record.exc_info)
        if redact(text, secrets) != text:
            record.exc_text = text  # formatters use exc_text when it is set
    if record.exc_text:
        record.exc_text = redact(record.exc_text, secrets)
    if record.stack_info:
        record.stack_info = redact(record.stack_info, secrets)


_factory_lock = threading.Lock()
_installed: RedactingFilter | None = None


def install_redaction(*secrets: str, handlers: Iterable[logging.Handler] = ()) -> RedactingFilter:
    """Redact `secrets` from every log record of the process, whatever handler writes it:
    the record factory scrubs each record as it is made, and the filter is also put on the root
    logger's handlers (and `handlers`). Safe to call again with more secrets."""
    global _installed
    with _factory_lock:
        if _installed is None:
            _installed = RedactingFilter()
            previous = logging.getLogRecordFactory()
            flt = _installed

            def factory(*args: Any, **kwargs: Any) -> logging.LogRecord:
                record = previous(*args, **kwargs)
                scrub(record, flt.secrets)
                return record

            logging.setLogRecordFactory(factory)
        for s in secrets:
            _installed.add(s)
        for handler in list(logging.getLogger().handlers) + list(handlers):
            if _installed not in handler.filters:
                handler.addFilter(_installed)
        return _installed


# ---------------------------------------------------------------------------- cooldowns

class Cooldowns:
    """At most `rate` requests per `per` seconds per user (a sliding window). A user over the limit
    is told so once (`notice_due`), then ignored until the wait is over: a flood gets one reply."""

    def __init__(self, rate: int, per: float, clock: Callable[[], float] = time.monotonic) -> None:
        self.rate = rate
        self.per = per
        self.clock = clock
        self._hits: dict[int, collections.deque[float]] = {}
        self._told: dict[int, float] = {}  # user -> until when they have been told to wait

    def notice_due(self, user_id: int, wait: float) -> bool:
        """Whether to tell a refused user to wait now: True once per cooldown, then False until it ends."""
        now = self.clock()
        if now < self._told.get(user_id, 0.0):
            return False
        if len(self._told) > 50_000:
            self._told = {u: t for u, t in self._told.items() if t > now}
        self._told[user_id] = now + wait
        return True

    def retry_after(self, user_id: int) -> float:
        """0 when the user may go on (the request is counted), else the seconds to wait."""
        now = self.clock()
        hits = self._hits.get(user_id)
        if hits is None:
            if len(self._hits) > 50_000:
                self._prune(now)
            hits = self._hits[user_id] = collections.deque()
        while hits and now - hits[0] >= self.per:
            hits.popleft()
        if len(hits) >= self.rate:
            return max(0.1, self.per - (now - hits[0]))
        hits.append(now)
        return 0.0

    def reset(self, user_id: int | None = None) -> None:
        if user_id is None:
            self._hits.clear()
            self._told.clear()
        else:
            self._hits.pop(user_id, None)
            self._told.pop(user_id, None)

    def _prune(self, now: float) -> None:
        for uid in [u for u, h in self._hits.items() if not h or now - h[-1] >= self.per]:
            del self._hits[uid]


# ---------------------------------------------------------------------------- the engine, off the loop


BATCH_MAX = 8  # calls per round trip to a worker process, at most
BATCHES_PER_WORKER = 4  # under a burst, aim for this many batches per worker (early answers come early)


def _run_batch(jobs: list[tuple[Callable[..., Any], tuple]]) -> list[tuple[bool, Any]]:
    """In a worker process: run each call, keeping each result or exception apart."""
    out: list[tuple[bool, Any]] = []
    for func, args in jobs:
        try:
            out.append((True, func(*args)))
        except Exception as exc:  # noqa: BLE001 - handed back to that call's caller
            out.append((False, exc))
    return out


def _settle(futures: list[asyncio.Future], done: asyncio.Future) -> None:
    """Hand each call of a finished batch its own result (or the batch's failure)."""
    if done.cancelled():
        results: Any = None
        error: BaseException | None = asyncio.CancelledError()
    else:
        error = done.exception()
        results = None if error is not None else done.result()
    for i, fut in enumerate(futures):
        if fut.done():
            continue  # that caller gave up (timeout)
        if error is not None:
            fut.set_exception(error)
        else:
            ok, value = results[i]
            if ok:
                fut.set_result(value)
            else:
                fut.set_exception(value)


class EngineRunner:
    """Runs blocking work (the engine, card and rule lookups) in worker threads, with a timeout;
    traces can go to worker processes instead (`processes` > 0), which keeps the engine's CPU
    work out of the bot process entirely and uses every core.

    A timed-out call is abandoned: its worker finishes on its own (the engine's step budget,
    `max_actions`, bounds it) and its result is dropped.
    """

    def __init__(self, workers: int = 4, timeout: float = 10.0, processes: int = 0,
                 initializer: Callable[..., Any] | None = None, initargs: tuple = ()) -> None:
        self.timeout = timeout
        self.workers = workers
        self.processes = processes
        self._executor = concurrent.futures.ThreadPoolExecutor(max_workers=workers, thread_name_prefix="arbitre-engine")
        self._processes: concurrent.futures.ProcessPoolExecutor | None = None
        self._initializer = initializer
        self._initargs = initargs
        self._pending: list[tuple[Callable[..., Any], tuple, asyncio.Future]] = []
        self._flush_scheduled = False
        if processes > 0:
            self._processes = self._new_pool()

    def _new_pool(self) -> concurrent.futures.ProcessPoolExecutor:
        import multiprocessing

        methods = multiprocessing.get_all_start_methods()
        context = multiprocessing.get_context("forkserver" if "forkserver" in methods else "spawn")
        return concurrent.futures.ProcessPoolExecutor(max_workers=self.processes, mp_context=context,
                                                      initializer=self._initializer, initargs=self._initargs)

    async def run(self, func: Callable[..., T], *args: Any, timeout: float | None = None, **kwargs: Any) -> T:
        """`func(*args, **kwargs)` in a worker thread."""
        loop = asyncio.get_running_loop()
        future = loop.run_in_executor(self._executor, functools.partial(func, *args, **kwargs))
        return await self._wait(future, timeout)

    async def run_in_process(self, func: Callable[..., T], *args: Any, timeout: float | None = None) -> T:
        """`func(*args)` in a worker process (a module-level function, picklable arguments).

        Calls made in the same turn of the event loop travel to the workers together, in small
        batches (`_run_batch`): under a burst, one round trip carries several traces instead of one,
        and the batches are small enough that early answers don't wait for late ones.
        """
        if self._processes is None:
            raise RuntimeError("this runner has no worker processes")
        loop = asyncio.get_running_loop()
        pool = self._processes
        future: asyncio.Future = loop.create_future()
        self._pending.append((func, args, future))
        if not self._flush_scheduled:
            self._flush_scheduled = True
            loop.call_soon(self._flush, loop)
        try:
            return await self._wait(future, timeout)
        except concurrent.futures.process.BrokenProcessPool:
            # a worker died (killed, out of memory): this request fails, the next ones get a new pool
            if self._processes is pool:
                logging.getLogger("arbitre.discord").error("an engine worker process died: starting new ones")
                pool.shutdown(wait=False, cancel_futures=True)
                self._processes = self._new_pool()
            raise

    def _flush(self, loop: asyncio.AbstractEventLoop) -> None:
        """Send the calls gathered during this loop turn to the workers, in batches."""
        self._flush_scheduled = False
        pending, self._pending = self._pending, []
        if not pending or self._processes is None:
            for _, _, fut in pending:
                if not fut.done():
                    fut.set_exception(RuntimeError("this runner has no worker processes"))
            return
        size = max(1, min(BATCH_MAX, -(-len(pending) // (self.processes * BATCHES_PER_WORKER))))
        for start in range(0, len(pending), size):
            chunk = pending[start:start + size]
            try:
                done = loop.run_in_executor(self._processes, _run_batch, [(f, a) for f, a, _ in chunk])
            except Exception as exc:  # noqa: BLE001 - a broken or shut-down pool: each caller hears of it
                for _, _, fut in chunk:
                    if not fut.done():
                        fut.set_exception(exc)
                continue
            done.add_done_callback(functools.partial(_settle, [fut for _, _, fut in chunk]))

    async def start_processes(self, ping: Callable[[], Any], timeout: float = 60.0) -> bool:
        """Start every worker process now (and run its initializer) rather than on the first request.
        False (and threads from then on) when worker processes can't be started here."""
        if self._processes is None:
            return False
        loop = asyncio.get_running_loop()
        try:
            await asyncio.wait_for(asyncio.gather(*(loop.run_in_executor(self._processes, ping)
                                                    for _ in range(self.processes))), timeout)
            return True
        except Exception as exc:  # noqa: BLE001 - no multiprocessing here (sandbox, no /dev/shm...)
            logging.getLogger("arbitre.discord").warning(
                "engine worker processes could not start (%s): using threads", exc)
            self._processes.shutdown(wait=False, cancel_futures=True)
            self._processes = None
            self.processes = 0
            return False

    async def _wait(self, future: Any, timeout: float | None) -> Any:
        limit = self.timeout if timeout is None else timeout
        try:
            return await asyncio.wait_for(future, limit)
        except TimeoutError:
            raise EngineTimeout(limit) from None

    def shutdown(self) -> None:
        self._executor.shutdown(wait=False, cancel_futures=True)
        if self._processes is not None:
            self._processes.shutdown(wait=False, cancel_futures=True)
