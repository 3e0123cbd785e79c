"""The page buttons and the `/trace` box when they fail: the user (alone) gets an error id in the view's
language, whether the interaction was answered already or not; the log has the details under that id."""

from __future__ import annotations

import logging
import re

import discord
import pytest
from discord_support import make_interaction

from bot.discord.views import Paginator, TraceModal

pytestmark = pytest.mark.asyncio


async def _noop(interaction, text):  # the box's callback, unused here
    return None


def _said(interaction) -> tuple[str, dict]:
    for call in (interaction.followup.send, interaction.response.send_message):
        if call.await_count:
            return call.await_args.args[0], call.await_args.kwargs
    raise AssertionError("nothing was said")


@pytest.mark.parametrize(("lang", "word"), [("en", "Error id"), ("fr", "Identifiant d'erreur")])
@pytest.mark.parametrize("answered", [False, True])
async def test_a_failing_button_or_box_tells_its_user_an_error_id(caplog, lang, word, answered):
    views = [Paginator([discord.Embed(title="1"), discord.Embed(title="2")], 1001, lang),
             TraceModal(lang, _noop)]
    for view in views:
        interaction = make_interaction(None)
        if answered:
            await interaction.response.defer()
        caplog.clear()
        with caplog.at_level(logging.ERROR, logger="arbitre.discord"):
            if isinstance(view, Paginator):
                await view.on_error(interaction, RuntimeError("boom"), view.previous)
            else:
                await view.on_error(interaction, RuntimeError("boom"))
        text, kwargs = _said(interaction)
        eid = re.search(r"`([0-9a-f]{6,})`", text)
        assert word.lower() in text.lower() and eid and kwargs["ephemeral"] is True, text
        assert any(eid.group(1) in r.getMessage() and r.exc_info for r in caplog.records)
        assert (interaction.followup.send.await_count == 1) == answered
