"""The token is a secret (logs at DEBUG, reprs, messages), `arbitre run` without a token, cooldowns,
and the engine runner (off the loop, with a timeout)."""

from __future__ import annotations

import asyncio
import io
import logging
import subprocess
import sys
import time
from pathlib import Path

import pytest
from discord_support import make_settings

TOKEN = "MTIzNDU2Nzg5MDEyMzQ1Njc4.GaBcDe.s3cr3t-t0k3n_v4lu3-abcdefghijklmnopqrstu"
VENV_BIN = Path(sys.executable).parent


@pytest.fixture
def debug_log():
    """Everything logged at DEBUG (root logger), as written by a handler."""
    stream = io.StringIO()
    handler = logging.StreamHandler(stream)
    handler.setFormatter(logging.Formatter("%(name)s %(levelname)s %(message)s"))
    root = logging.getLogger()
    old_level = root.level
    root.addHandler(handler)
    root.setLevel(logging.DEBUG)
    yield stream, handler
    root.removeHandler(handler)
    root.setLevel(old_level)


def test_token_never_in_debug_logs(debug_log):
    from bot.discord.safety import install_redaction

    stream, handler = debug_log
    install_redaction(TOKEN, handlers=[handler])
    log = logging.getLogger("discord.http")
    log.debug("POST /gateway with token %s", TOKEN)
    log.debug(f"Authorization: Bot {TOKEN}")
    logging.getLogger("arbitre.discord").debug("headers=%r", {"Authorization": f"Bot {TOKEN}"})
    try:
        raise RuntimeError(f"login failed for {TOKEN}")
    except RuntimeError:
        logging.getLogger("discord.client").exception("boom")
    logging.getLogger("other").debug("a token-shaped string: %s",
                                     "MTE5OTk5OTk5OTk5OTk5OTk5OQ.Gx1y2z.abcdefghijklmnopqrstuvwxyz0123")
    output = stream.getvalue()
    assert "POST /gateway" in output and "boom" in output and "RuntimeError" in output
    assert TOKEN not in output and "s3cr3t" not in output
    assert "abcdefghijklmnopqrstuvwxyz0123" not in output
    assert output.count("[redacted]") >= 5


def test_token_redacted_in_handlers_added_later(debug_log):
    from bot.discord.safety import install_redaction

    install_redaction(TOKEN)
    stream = io.StringIO()
    late = logging.StreamHandler(stream)  # e.g. discord.utils.setup_logging after start
    logging.getLogger().addHandler(late)
    try:
        logging.getLogger("discord.gateway").debug("identify %s", {"token": TOKEN})
    finally:
        logging.getLogger().removeHandler(late)
    assert "identify" in stream.getvalue() and TOKEN not in stream.getvalue()


def test_token_not_in_reprs_or_settings_dump():
    from bot.discord import create_bot, resolve_token
    from bot.settings import load_settings

    settings = load_settings(env={"ARBITRE_DISCORD_TOKEN": TOKEN})
    for text in (repr(settings), str(settings), str(settings.model_dump()), settings.model_dump_json()):
        assert TOKEN not in text
    assert settings.discord_token.get_secret_value() == TOKEN
    secret = resolve_token(settings, env={})
    assert TOKEN not in repr(secret) and TOKEN not in str(secret)
    bot = create_bot(settings)
    assert TOKEN not in repr(bot) and TOKEN not in repr(bot.service)


def test_discord_token_env_wins():
    from bot.discord import resolve_token
    from bot.settings import load_settings

    settings = load_settings(env={"ARBITRE_DISCORD_TOKEN": "from-config"})
    assert resolve_token(settings, env={"DISCORD_TOKEN": "from-env"}).get_secret_value() == "from-env"
    assert resolve_token(settings, env={}).get_secret_value() == "from-config"
    assert resolve_token(load_settings(env={}), env={"DISCORD_TOKEN": "  "}) is None


def test_run_bot_logs_at_debug_without_the_token(monkeypatch, tmp_path, capfd):
    """The real start-up path, with discord.py's `run` replaced by one that logs the token at DEBUG
    as a careless library would."""
    from discord.ext import commands

    from bot.discord import bot as botmod

    seen = {}

    def fake_run(self, token, **kwargs):
        seen["token"] = token
        seen["kwargs"] = kwargs
        logging.getLogger("discord.http").debug("static login with %s", token)
        logging.getLogger("discord.client").info("logging in using static token %s", token)

    monkeypatch.setattr(commands.Bot, "run", fake_run)
    monkeypatch.setenv("DISCORD_TOKEN", TOKEN)
    root = logging.getLogger()
    handlers, level = list(root.handlers), root.level
    interval = sys.getswitchinterval()
    try:
        status = botmod.run_bot(make_settings(tmp_path), log_level="DEBUG")
        assert sys.getswitchinterval() == 0.001  # threads mode: the loop gets the interpreter back sooner
    finally:
        sys.setswitchinterval(interval)
        for h in list(root.handlers):
            if h not in handlers:
                root.removeHandler(h)
        root.setLevel(level)
    err = capfd.readouterr().err
    assert status == 0 and seen["token"] == TOKEN and seen["kwargs"] == {"log_handler": None}
    assert "static login with [redacted]" in err and TOKEN not in err


def test_arbitre_run_without_token_explains(tmp_path):
    env = {"PATH": str(VENV_BIN), "HOME": str(tmp_path), "ARBITRE_CACHE_DIR": str(tmp_path)}
    proc = subprocess.run([str(VENV_BIN / "arbitre"), "run"], capture_output=True, text=True, env=env, timeout=60)
    assert proc.returncode == 2
    assert "Developer" in proc.stderr or "developers" in proc.stderr
    assert "DISCORD_TOKEN" in proc.stderr and "arbitre chat" in proc.stderr
    assert "Traceback" not in proc.stderr


def test_trace_does_not_import_discord(tmp_path):
    code = ("import sys, bot.cli; bot.cli.build_parser(); "
            "assert 'discord' not in sys.modules, 'discord imported'; print('ok')")
    proc = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60)
    assert proc.stdout.strip() == "ok", proc.stderr


# ---------------------------------------------------------------------------- cooldowns and the runner


def test_cooldowns_sliding_window():
    from bot.discord.safety import Cooldowns

    now = [100.0]
    cd = Cooldowns(rate=2, per=10, clock=lambda: now[0])
    assert cd.retry_after(1) == 0 and cd.retry_after(1) == 0
    wait = cd.retry_after(1)
    assert 9.9 <= wait <= 10
    assert cd.retry_after(2) == 0  # per user
    now[0] += 10.5
    assert cd.retry_after(1) == 0


@pytest.mark.asyncio
async def test_engine_runner_timeout_keeps_the_loop_free():
    from bot.discord.safety import EngineRunner, EngineTimeout

    runner = EngineRunner(workers=2, timeout=0.2)
    try:
        lags = []

        async def ticker():
            for _ in range(30):
                t = time.perf_counter()
                await asyncio.sleep(0.01)
                lags.append(time.perf_counter() - t - 0.01)

        tick = asyncio.create_task(ticker())
        with pytest.raises(EngineTimeout) as info:
            await runner.run(time.sleep, 1.0)
        assert info.value.seconds == 0.2
        assert await runner.run(sum, [1, 2, 3]) == 6
        await tick
        assert max(lags) < 0.1
    finally:
        runner.shutdown()


@pytest.mark.asyncio
async def test_a_dead_worker_process_is_replaced():
    import concurrent.futures
    import os
    import signal

    from bot.discord.safety import EngineRunner

    runner = EngineRunner(workers=1, timeout=20, processes=1)
    try:
        assert await runner.start_processes(os.getpid)
        pid = await runner.run_in_process(os.getpid)
        os.kill(pid, signal.SIGKILL)
        with pytest.raises(concurrent.futures.process.BrokenProcessPool):
            for _ in range(50):  # the pool notices the death on the next call
                await runner.run_in_process(os.getpid)
                await asyncio.sleep(0.05)
        assert await runner.run_in_process(os.getpid) != pid
    finally:
        runner.shutdown()


@pytest.mark.asyncio
async def test_calls_batched_to_worker_processes_keep_their_own_results_and_errors():
    """A burst of calls in one loop turn travels in batches; each caller still gets its own answer,
    and one call's exception doesn't touch the others."""
    import math

    from bot.discord.safety import BATCH_MAX, EngineRunner

    runner = EngineRunner(workers=1, timeout=30, processes=2)
    try:
        n = 5 * BATCH_MAX + 3  # several batches, the last one partial
        calls = [runner.run_in_process(math.sqrt, float(i)) for i in range(n)]
        calls.insert(7, runner.run_in_process(math.sqrt, -1.0))  # a failing call in the middle of a batch
        results = await asyncio.gather(*calls, return_exceptions=True)
        assert isinstance(results[7], ValueError)
        del results[7]
        assert results == [math.sqrt(i) for i in range(n)]
        # and a lone call after the burst still works
        assert await runner.run_in_process(math.sqrt, 81.0) == 9.0
    finally:
        runner.shutdown()


# ---------------------------------------------------------------------------- defect 10: linear text handling

ADVERSARIAL = {
    "unclosed fence with a long tag": lambda n: "```" + "a " * (n // 2),
    "blank lines": lambda n: " \n" * (n // 2),
    "backticks": lambda n: "`" * n,
    "brackets": lambda n: "[[" * (n // 2),
    "fences": lambda n: "```" * (n // 3),
}


def _cpu(func, text: str) -> float:
    import time

    best = float("inf")
    for _ in range(3):
        started = time.process_time()
        func(text)
        best = min(best, time.process_time() - started)
    return best


@pytest.mark.parametrize("shape", sorted(ADVERSARIAL))
def test_text_handling_grows_linearly(shape):
    """strip_code_block, inline_card_names and escape took 5.8 s at 40k characters (quadratic): four
    times the text must cost about four times the work, not sixteen (a ratio, not a timing)."""
    from bot.discord.embeds import escape
    from bot.message_text import inline_card_names, strip_code_block

    small, large = ADVERSARIAL[shape](5_000), ADVERSARIAL[shape](20_000)
    for func in (strip_code_block, inline_card_names, escape):
        a, b = _cpu(func, small), _cpu(func, large)
        assert b < max(a * 9, 0.02), (func.__name__, shape, a, b)


@pytest.mark.asyncio
async def test_the_length_is_checked_before_the_text_is_read(tmp_path, monkeypatch):
    """An over-long message is refused before any parsing: strip_code_block never sees it."""
    import discord.ext.test as dpytest
    from discord_support import dpytest_intents, make_settings, set_up

    from bot.discord import cogs, create_bot

    seen: list[int] = []
    real = cogs.strip_code_block

    def spy(text: str) -> str:
        seen.append(len(text))
        return real(text)

    monkeypatch.setattr(cogs, "strip_code_block", spy)
    settings = make_settings(tmp_path, max_input_chars=1000)
    bot = create_bot(settings, intents=dpytest_intents())
    await set_up(bot)
    dpytest.configure(bot)
    try:
        await dpytest.message("!trace " + "```" + "a " * 20_000)
        reply = dpytest.get_message()
        assert "40" in reply.content and "1 000" in reply.content  # "... 40 004 ... at most 1 000"
        assert seen == []
        await dpytest.message("!trace me: battlefield Island\nI tap Island for U")
        assert dpytest.get_message().embeds and seen and max(seen) < 1000
    finally:
        await dpytest.empty_queue()
        bot.release()


# ---------------------------------------------------------------------------- defect 2: card autocomplete

def test_card_autocomplete_builds_its_index_once(arbitre, monkeypatch):
    """Defect 2: every keystroke re-normalised every card name (190 ms on the full database). The
    index is built once; a keystroke normalises only what was typed (speed: bench_discord.py --autocomplete)."""
    import cardpool.names
    from bot.service import Service

    calls = []
    real = cardpool.names.normalize

    def counting(text: str) -> str:
        calls.append(text)
        return real(text)

    monkeypatch.setattr(cardpool.names, "normalize", counting)
    service = Service(arbitre)
    assert service.card_choices("foud", "fr", 25)[0] == ("Foudre (Lightning Bolt)", "Lightning Bolt")
    names = len(arbitre.pool.names())
    assert len(calls) > names  # the first keystroke builds the index
    service.card_choices("qqqq", "fr", 25)  # the pool's own fuzzy index (typos) is built once too
    for typed in ("f", "fo", "fou", "foudr", "eye diam", "zzz"):
        calls.clear()
        service.card_choices(typed, "fr", 25)
        assert len(calls) <= 2, typed  # the typed text only (and a fuzzy look-up's own key)
    assert service.card_choices("eye diam", "en", 25)[0][1] == "Lion's Eye Diamond"
