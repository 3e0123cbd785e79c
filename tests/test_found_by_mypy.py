"""Bugs the type checker found (issue 13: "real bugs that mypy finds get a test")."""

from __future__ import annotations

import discord
import pytest

from bot.discord.views import Paginator


@pytest.mark.asyncio
async def test_a_page_view_survives_discord_refreshing_it():
    """discord.py calls `view._refresh(components)` when a message carrying the view is edited; the
    paginator used to define its own `_refresh()` without arguments, so that call raised TypeError."""
    pages = [discord.Embed(title=f"page {i}") for i in range(3)]
    view = Paginator(pages, owner_id=1, lang="en", timeout=5)
    view._refresh([])  # what discord.py does on MESSAGE_UPDATE
    assert view.previous.disabled and not view.next.disabled and view.counter.label == "1/3"
    view.stop()
