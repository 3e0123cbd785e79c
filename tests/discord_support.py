"""Helpers for the test_discord_* modules: settings on temporary files, a bot built by
`create_bot()` and set up without connecting, and spec'd mocks of discord.py interactions.

Nothing here contacts Discord: dpytest replaces the HTTP client for message flows, and
interactions are `create_autospec` mocks whose calls are checked against discord.py's signatures.
"""

from __future__ import annotations

import time
from pathlib import Path
from typing import Any
from unittest.mock import AsyncMock, MagicMock, create_autospec

import discord

SHARED = Path(__file__).resolve().parents[1].parent / "shared"
SCENARIOS = SHARED / "scenarios" / "public"
RULES_2026 = SHARED / "data" / "rules" / "MagicCompRules 20260116.txt"


def scenario(prefix: str) -> str:
    (path,) = sorted(SCENARIOS.glob(prefix + "_*.txt"))
    return path.read_text(encoding="utf-8")


def make_settings(tmp_path: Path, **overrides: Any):
    from bot.settings import load_settings

    values = {
        "cache_dir": str(tmp_path / "cache"),
        "rules_db": str(tmp_path / "no-rules.sqlite"),
        "guild_db": str(tmp_path / "guilds.sqlite"),
        "cooldown_rate": 1000,
        "engine_processes": 0,  # threads: no process start-up in each test (one test covers processes)
        "cooldown_seconds": 1.0,
        "engine_timeout": 300.0,  # answers must not depend on the machine's load (timeout tests set their own)
        "discord_sync_commands": False,
    }
    values.update(overrides)
    return load_settings(env={}, **values)


def dpytest_intents() -> discord.Intents:
    intents = discord.Intents.default()
    intents.members = True  # dpytest looks members up in the cache
    intents.message_content = True
    return intents



async def set_up(bot) -> None:
    """What discord.py does at login, without logging in: the async set-up, then setup_hook."""
    await bot._async_setup_hook()
    await bot.setup_hook()


def long_play(actions: int = 60) -> str:
    lines = ["me: battlefield " + ", ".join(["Island"] * actions) + "; hand Giant Growth"]
    lines += [f"{i}. I tap Island for U" for i in range(1, actions + 1)]
    return "\n".join(lines)


# ---------------------------------------------------------------------------- interactions


class Clock:
    """Records when each awaited call on a mock happened (relative to `start`)."""

    def __init__(self) -> None:
        self.start = time.perf_counter()
        self.calls: list[tuple[str, float]] = []

    def mark(self, name: str) -> None:
        self.calls.append((name, time.perf_counter() - self.start))

    def first(self, name: str) -> float | None:
        for n, t in self.calls:
            if n == name:
                return t
        return None


def make_interaction(bot, *, user_id: int = 1001, guild_id: int | None = 77,
                     locale: discord.Locale = discord.Locale.american_english,
                     permissions: discord.Permissions | None = None, clock: Clock | None = None):
    """A spec'd `discord.Interaction` mock: `response` tracks whether it was answered (like the
    real one), `followup.send(wait=True)` returns a spec'd WebhookMessage."""
    interaction = create_autospec(discord.Interaction, instance=True)
    interaction.client = bot
    interaction.user = create_autospec(discord.Member, instance=True)
    interaction.user.id = user_id
    interaction.user.bot = False
    interaction.guild_id = guild_id
    interaction.locale = locale
    interaction.guild_locale = None
    interaction.permissions = permissions if permissions is not None else discord.Permissions.none()
    interaction.command = None

    response = create_autospec(discord.InteractionResponse, instance=True)
    state = {"done": False}
    clock = clock or Clock()
    interaction.clock = clock

    def done_after(name):
        async def effect(*args, **kwargs):
            clock.mark(name)
            state["done"] = True
        return effect

    response.is_done.side_effect = lambda: state["done"]
    response.defer.side_effect = done_after("defer")
    response.send_message.side_effect = done_after("send_message")
    response.send_modal.side_effect = done_after("send_modal")
    response.edit_message.side_effect = done_after("edit_message")
    interaction.response = response

    followup = create_autospec(discord.Webhook, instance=True)
    sent: list[Any] = []

    async def followup_send(*args, **kwargs):
        clock.mark("followup")
        message = create_autospec(discord.WebhookMessage, instance=True)
        message.edit = AsyncMock()
        sent.append(message)
        return message

    followup.send.side_effect = followup_send
    followup.sent = sent
    interaction.followup = followup
    return interaction


def sent_kwargs(interaction) -> dict[str, Any]:
    """The keyword arguments of the last answer (followup or initial response)."""
    if interaction.followup.send.await_count:
        return interaction.followup.send.await_args.kwargs
    if interaction.response.send_message.await_count:
        return interaction.response.send_message.await_args.kwargs
    raise AssertionError("the interaction got no answer")


def sent_text(interaction) -> str:
    kw = sent_kwargs(interaction)
    parts = [kw.get("content") or ""]
    for e in kw.get("embeds") or ([kw["embed"]] if kw.get("embed") else []):
        parts.append(embed_text(e))
    return "\n".join(parts)


def embed_text(e: discord.Embed) -> str:
    parts = [e.title or "", e.description or ""]
    for f in e.fields:
        parts += [f.name or "", f.value or ""]
    if e.footer and e.footer.text:
        parts.append(e.footer.text)
    return "\n".join(parts)


def within_limits(e: discord.Embed) -> bool:
    from bot.discord.embeds import size, ulen

    return (ulen(e.title or "") <= 256 and ulen(e.description or "") <= 4096 and len(e.fields) <= 25
            and all(ulen(f.name) <= 256 and ulen(f.value) <= 1024 for f in e.fields)
            and ulen((e.footer.text if e.footer else "") or "") <= 2048 and size(e) <= 6000)


def fake_message(content: str, author_bot: bool = False):
    message = create_autospec(discord.Message, instance=True)
    message.content = content
    message.author = MagicMock(spec=discord.Member)
    message.author.bot = author_bot
    message.author.id = 555
    return message
