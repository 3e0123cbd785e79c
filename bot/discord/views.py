"""Interactive pieces: the page buttons of a long answer, and the `/trace` box (a modal)."""

from __future__ import annotations

import itertools
import logging
import random
from collections.abc import Awaitable, Callable
from typing import Any

import discord

from bot.discord.safety import NO_MENTIONS
from bot.render.i18n import say
from bot.service import error_id

log = logging.getLogger("arbitre.discord")

MODAL_MAX = 4000  # Discord's limit for a text input


_ids = itertools.count(1)
_salt = random.Random().getrandbits(32)


class Paginator(discord.ui.View):
    """◀ n/N ▶ under an answer with several pages. Only the asker can turn pages; when the view
    times out its buttons are removed (a deleted message is not an error)."""

    def __init__(self, pages: list[discord.Embed], owner_id: int, lang: str, timeout: float = 300.0) -> None:
        super().__init__(timeout=timeout)
        self.pages = pages
        self.owner_id = owner_id
        self.lang = lang
        self.index = 0
        self.message: Any = None  # the message carrying the view (set after sending)
        base = f"arbitre:pages:{_salt:x}:{next(_ids)}"
        grey = discord.ButtonStyle.secondary
        self.previous: discord.ui.Button[Paginator] = discord.ui.Button(
            style=grey, emoji="◀️", label=say("page.previous", lang), custom_id=base + ":prev")
        self.counter: discord.ui.Button[Paginator] = discord.ui.Button(
            style=grey, label="1/1", disabled=True, custom_id=base + ":n")
        self.next: discord.ui.Button[Paginator] = discord.ui.Button(
            style=grey, emoji="▶️", label=say("page.next", lang), custom_id=base + ":next")
        # discord.py documents assigning a button's callback; mypy sees a method being replaced
        self.previous.callback = self._previous  # type: ignore[method-assign]
        self.next.callback = self._next  # type: ignore[method-assign]
        self.counter.callback = self._noop  # type: ignore[method-assign]
        for item in (self.previous, self.counter, self.next):
            self.add_item(item)
        self._show_page_state()

    def _show_page_state(self) -> None:
        """Enable the buttons that lead somewhere and show the page number. (Not `_refresh`: discord.py's
        View calls its own `_refresh(components)` when the message changes.)"""
        self.previous.disabled = self.index == 0
        self.next.disabled = self.index >= len(self.pages) - 1
        self.counter.label = f"{self.index + 1}/{len(self.pages)}"

    @property
    def page(self) -> discord.Embed:
        return self.pages[self.index]

    async def interaction_check(self, interaction: discord.Interaction) -> bool:
        if interaction.user is not None and interaction.user.id == self.owner_id:
            return True
        await interaction.response.send_message(say("page.not_yours", self.lang), ephemeral=True,
                                                allowed_mentions=NO_MENTIONS)
        return False

    async def _show(self, interaction: discord.Interaction) -> None:
        self._show_page_state()
        await interaction.response.edit_message(embed=self.page, view=self, allowed_mentions=NO_MENTIONS)

    async def _previous(self, interaction: discord.Interaction) -> None:
        self.index = max(0, self.index - 1)
        await self._show(interaction)

    async def _next(self, interaction: discord.Interaction) -> None:
        self.index = min(len(self.pages) - 1, self.index + 1)
        await self._show(interaction)

    async def _noop(self, interaction: discord.Interaction) -> None:  # pragma: no cover - disabled button
        await interaction.response.defer()

    async def on_timeout(self) -> None:
        for item in self.children:
            if isinstance(item, discord.ui.Button):
                item.disabled = True
        if self.message is None:
            return
        try:
            await self.message.edit(view=None, allowed_mentions=NO_MENTIONS)
        except discord.NotFound:
            pass  # the message was deleted meanwhile
        except discord.HTTPException as exc:
            log.info("could not remove the page buttons: %s", exc)

    async def on_error(self, interaction: discord.Interaction, error: Exception, item: discord.ui.Item) -> None:
        await tell_error(interaction, self.lang, "page button", error)


class TraceModal(discord.ui.Modal):
    """The multi-line box `/trace` opens when it is given no text."""

    def __init__(self, lang: str, on_text: Callable[[discord.Interaction, str], Awaitable[None]],
                 max_length: int = MODAL_MAX) -> None:
        super().__init__(title=say("modal.title", lang)[:45], timeout=900)
        self.lang = lang
        self.on_text = on_text
        self.play: discord.ui.TextInput = discord.ui.TextInput(
            label=say("modal.label", lang)[:45],
            style=discord.TextStyle.paragraph,
            placeholder=say("modal.placeholder", lang)[:100],
            max_length=min(MODAL_MAX, max_length),
            required=True,
        )
        self.add_item(self.play)

    async def on_submit(self, interaction: discord.Interaction) -> None:
        await self.on_text(interaction, str(self.play.value or ""))

    async def on_error(self, interaction: discord.Interaction[Any], error: Exception, /) -> None:  # type: ignore[override]
        await tell_error(interaction, self.lang, "/trace box", error)


async def tell_error(interaction: discord.Interaction[Any], lang: str, what: str, error: Exception) -> None:
    """A button or a box failed: the log gets the details under a new error id, the user (alone) that id."""
    eid = error_id()
    log.error("error id %s: %s failed", eid, what, exc_info=error)
    try:
        text = say("error.generic", lang, error_id=eid)
        if interaction.response.is_done():
            await interaction.followup.send(text, ephemeral=True, allowed_mentions=NO_MENTIONS)
        else:
            await interaction.response.send_message(text, ephemeral=True, allowed_mentions=NO_MENTIONS)
    except discord.HTTPException:
        pass  # the interaction expired or the channel is gone: the log has it
