"""The bot's commands on Discord: `/ask` and `/trace` (and their box), "Judge this play", a message that
mentions Arbitre, `/rule`, `/card`, `[[card]]`, their `!` forms, and `/arbitre help|settings`. Every way of
asking (`/ask`, `/trace`, the box, the menu, the mention) takes the same path: a play in free form or in the
play language, a rules question or a card question is told apart by the core (`bot.core.Arbitre.trace`).

Each flow: cooldown and size checks, deferral before any slow work, the work in a worker thread
(`EngineRunner`, with a timeout), then a reply built by `embeds` with no mentions allowed.
Errors end as a short message with an error id; the logs carry the details under that id.
"""

from __future__ import annotations

import asyncio
import concurrent.futures
import functools
import logging
import math
from collections.abc import Callable
from typing import TYPE_CHECKING, Any, TypeVar

import discord
from discord import app_commands
from discord.ext import commands
from discord.utils import MISSING

from bot.discord import embeds as E
from bot.discord import work
from bot.discord.i18n import locale_lang, ls, reply_lang, trace_lang
from bot.discord.safety import NO_MENTIONS
from bot.discord.views import Paginator, TraceModal
from bot.message_text import (
    CARD_QUERY_LIMIT,
    INLINE_LIMIT,
    inline_card_names,
    input_problem,
    pick_lang,
    strip_code_block,
    strip_inline,
)
from bot.render.i18n import say
from foundation.errors import EngineTimeout

if TYPE_CHECKING:  # pragma: no cover
    from bot.discord.bot import ArbitreBot

log = logging.getLogger("arbitre.discord")

FENCE_SLACK = 16  # ``` fences and a language tag around a play that fits the limit
OFF_LOOP = 2000  # texts longer than this are read in a worker thread, never on the event loop

T = TypeVar("T")


async def off_loop(func: Callable[..., T], text: str, *args: Any) -> T:
    """`func(text, *args)`: inline for a short text, in a worker thread for a long one."""
    if len(text) <= OFF_LOOP:
        return func(text, *args)
    return await asyncio.to_thread(func, text, *args)


# ---------------------------------------------------------------------------- where replies go

class Target:
    """Where an answer goes: a message (prefix commands, [[card]]) or an interaction."""

    user_id: int = 0
    guild_id: int | None = None
    locale: Any = None
    interaction: discord.Interaction | None = None

    async def defer(self) -> None:  # pragma: no cover - overridden
        return None

    async def send(self, *, content: str | None = None, embeds: list[discord.Embed] | None = None,
                   view: discord.ui.View | None = None, ephemeral: bool = False) -> Any:  # pragma: no cover
        raise NotImplementedError


class MessageTarget(Target):
    def __init__(self, message: discord.Message) -> None:
        self.message = message
        self.user_id = message.author.id
        self.guild_id = message.guild.id if message.guild else None

    async def defer(self) -> None:
        return None  # a message has no deadline; the reply comes when ready

    async def send(self, *, content=None, embeds=None, view=None, ephemeral=False):
        # A reply to the message; when it was deleted while being judged, Discord posts the answer
        # in the channel anyway (fail_if_not_exists=False) instead of refusing it: the asker still sees it.
        return await self.message.channel.send(
            content=E.content(content) if content else None,
            embeds=E.fit_message(embeds) if embeds else MISSING,
            view=view or MISSING,
            reference=self.message.to_reference(fail_if_not_exists=False),
            mention_author=False,
            allowed_mentions=NO_MENTIONS,
        )


class InteractionTarget(Target):
    interaction: discord.Interaction

    def __init__(self, interaction: discord.Interaction) -> None:
        self.interaction = interaction
        self.user_id = interaction.user.id
        self.guild_id = interaction.guild_id
        self.locale = interaction.locale

    async def defer(self, ephemeral: bool = False) -> None:
        if not self.interaction.response.is_done():
            await self.interaction.response.defer(thinking=True, ephemeral=ephemeral)

    async def send(self, *, content=None, embeds=None, view=None, ephemeral=False):
        kwargs: dict[str, Any] = {"allowed_mentions": NO_MENTIONS, "ephemeral": ephemeral}
        if content:
            kwargs["content"] = E.content(content)
        if embeds:
            kwargs["embeds"] = E.fit_message(embeds)
        if view is not None:
            kwargs["view"] = view
        response = self.interaction.response
        if not response.is_done():
            await response.send_message(**kwargs)
            return None
        return await self.interaction.followup.send(wait=True, **kwargs)


# ---------------------------------------------------------------------------- the commands

class Judge(commands.Cog):
    """Traces, rules and cards."""

    def __init__(self, bot: ArbitreBot) -> None:
        self.bot = bot
        self.service = bot.service
        self.judge_menu = app_commands.ContextMenu(name=ls("cmd.judge"), callback=self.judge_message)
        # Autocomplete keystrokes run one after another in a thread of their own: a keystroke is under a
        # millisecond of work, and with several threads competing for the GIL on a busy machine, the
        # event loop waits for whichever holds it (bench_discord.py --autocomplete: max lag 52-90 ms
        # with the default pool's threads, 39 ms with one, at 20 people typing, load 8.6 on 2 cores)
        self._keystrokes = concurrent.futures.ThreadPoolExecutor(max_workers=1, thread_name_prefix="arbitre-keys")

    async def cog_load(self) -> None:
        self.bot.tree.add_command(self.judge_menu)

    async def cog_unload(self) -> None:
        self.bot.tree.remove_command(self.judge_menu.name, type=self.judge_menu.type)
        self._keystrokes.shutdown(wait=False, cancel_futures=True)

    async def _keystroke(self, func: Callable[..., T], *args: Any) -> T:
        """`func(*args)` in the keystrokes' thread, given 2 seconds."""
        loop = asyncio.get_running_loop()
        return await asyncio.wait_for(loop.run_in_executor(self._keystrokes, functools.partial(func, *args)), 2.0)

    # ---------------------------------------------------------------- shared flows

    def _limits(self) -> tuple[int, float]:
        s = self.bot.settings
        return s.max_input_chars, s.engine_timeout

    async def _cooldown(self, target: Target, lang: str) -> bool:
        """True when the user must wait (they were told so)."""
        wait = self.bot.cooldowns.retry_after(target.user_id)
        if wait <= 0:
            return False
        if self.bot.cooldowns.notice_due(target.user_id, wait):  # once per cooldown, then silence
            await target.send(content=say("cooldown", lang, seconds=math.ceil(wait)), ephemeral=True)
        return True

    async def trace_flow(self, target: Target, raw: str, empty_key: str | None = None) -> None:
        """Judge what a user wrote: a play (free form or the play language), a rules question or a
        question about a card; `empty_key` is what to say when there is no text."""
        gs = self.bot.guild_settings(target.guild_id)
        text = ""

        def hint() -> str:  # the language of a short notice: only worked out when one is needed
            return reply_lang(gs.lang, target.locale, text[:2000])

        try:
            raw = raw or ""
            limit, timeout = self._limits()
            # the size first, before any work on the text (fences and a language tag may add a few characters)
            problem = input_problem(raw, limit, FENCE_SLACK)
            if problem is not None:
                text = raw[:2000]
                await target.send(content=say(problem[0], hint(), **problem[1]), ephemeral=True)
                return
            text = await off_loop(strip_code_block, raw)
            if not text:
                prefix = gs.prefix_or(self.bot.settings.discord_prefix)
                key = empty_key or ("trace.empty_message" if target.interaction is not None else "trace.no_text")
                await target.send(content=say(key, hint(), prefix=E.code_safe(prefix)), ephemeral=True)
                return
            problem = input_problem(text, limit)
            if problem is not None:
                await target.send(content=say(problem[0], hint(), **problem[1]), ephemeral=True)
                return
            if await self._cooldown(target, hint()):
                return
            await target.defer()  # before anything slow: the interaction's 3 seconds run from here
            lang = trace_lang(gs.lang, target.locale)
            try:
                pages, out_lang = await self.judge(text, lang, gs.disabled_plugins)
            except EngineTimeout as exc:
                log.warning("trace timed out after %.1f s (guild %s, %d characters)", exc.seconds, target.guild_id,
                            len(text))
                await target.send(content=say("timeout", hint(), seconds=f"{exc.seconds:g}"))
                return
            await self.send_pages(target, pages, out_lang)
        except Exception as exc:  # noqa: BLE001 - the user gets an error id, the log the details
            await self.bot.report_error(target, exc, hint(), "trace")

    async def judge(self, text: str, lang: str | None, disabled: tuple[str, ...]) -> tuple[list[discord.Embed], str]:
        """The reply pages for a play, worked out in a worker process or thread."""
        runner = self.bot.engine_runner
        if self.bot.use_processes:
            dicts, out_lang, logs = await runner.run_in_process(work.trace_job, text, lang, tuple(disabled))
            pages = [discord.Embed.from_dict(d) for d in dicts]
        else:
            pages, out_lang, logs = await runner.run(work.trace_pages, self.service, text, lang, tuple(disabled))
        for line in logs:
            log.error(line)
        return pages, out_lang

    async def send_pages(self, target: Target, pages: list[discord.Embed], lang: str, ephemeral: bool = False) -> None:
        if len(pages) <= 1:
            await target.send(embeds=pages[:1], ephemeral=ephemeral)
            return
        view = Paginator(pages, target.user_id, lang, timeout=self.bot.settings.page_timeout)
        view.message = await target.send(embeds=[pages[0]], view=view, ephemeral=ephemeral)

    async def rule_flow(self, target: Target, query: str, search: bool = False) -> None:
        gs = self.bot.guild_settings(target.guild_id)
        query = (query or "").strip()
        hint = reply_lang(gs.lang, target.locale, query)
        try:
            if not query:
                await target.send(content=say("rule.no_query", hint), ephemeral=True)
                return
            if await self._cooldown(target, hint):
                return
            await target.defer()
            lang = trace_lang(gs.lang, target.locale) or "auto"
            try:
                result = await self.bot.engine_runner.run(self.service.rule, query, lang, search, None)
            except EngineTimeout as exc:
                await target.send(content=say("timeout", hint, seconds=f"{exc.seconds:g}"))
                return
            out_lang = pick_lang(result.get("requested_lang"), result.get("lang"), hint)
            await self.send_pages(target, E.rule_embeds(result, out_lang), out_lang)
        except Exception as exc:  # noqa: BLE001
            await self.bot.report_error(target, exc, hint, "rule")

    async def card_flow(self, target: Target, name: str) -> None:
        gs = self.bot.guild_settings(target.guild_id)
        name = name or ""
        if len(name) <= CARD_QUERY_LIMIT + FENCE_SLACK:  # a longer one is refused below, without work on it
            name = strip_code_block(name).strip().strip("[]").strip()
        hint = reply_lang(gs.lang, target.locale, name[:200])
        try:
            if not name:
                await target.send(content=say("card.no_query", hint), ephemeral=True)
                return
            problem = input_problem(name, CARD_QUERY_LIMIT)
            if problem is not None:
                await target.send(content=say(problem[0], hint, **problem[1]), ephemeral=True)
                return
            if await self._cooldown(target, hint):
                return
            await target.defer()  # a big card database may take a moment
            answer = await self.bot.engine_runner.run(self.service.card, name)
            await target.send(embeds=[E.card_embed(answer, hint)])
        except EngineTimeout as exc:
            await target.send(content=say("timeout", hint, seconds=f"{exc.seconds:g}"))
        except Exception as exc:  # noqa: BLE001
            await self.bot.report_error(target, exc, hint, "card")

    # ---------------------------------------------------------------- slash commands

    @app_commands.command(name=ls("cmd.trace"), description=ls("cmd.trace.desc"))
    @app_commands.rename(text=ls("cmd.trace.text"))
    @app_commands.describe(text=ls("cmd.trace.text.desc"))
    async def trace_slash(self, interaction: discord.Interaction, text: str | None = None) -> None:
        await self.text_or_box(interaction, text)

    @app_commands.command(name=ls("cmd.ask"), description=ls("cmd.ask.desc"))
    @app_commands.rename(message=ls("cmd.ask.message"))
    @app_commands.describe(message=ls("cmd.ask.message.desc"))
    async def ask_slash(self, interaction: discord.Interaction, message: str | None = None) -> None:
        """`/ask`: a play, a rules question or a card question, in the user's own words."""
        await self.text_or_box(interaction, message)

    async def text_or_box(self, interaction: discord.Interaction, text: str | None) -> None:
        """Judge `text`; without one, open the multi-line box (a modal must be the first answer)."""
        if text is None or not text.strip():
            gs = self.bot.guild_settings(interaction.guild_id)
            lang = reply_lang(gs.lang, interaction.locale)
            modal = TraceModal(lang, self.modal_submitted, max_length=self.bot.settings.max_input_chars)
            await interaction.response.send_modal(modal)
            return
        await self.trace_flow(InteractionTarget(interaction), text)

    async def modal_submitted(self, interaction: discord.Interaction, text: str) -> None:
        await self.trace_flow(InteractionTarget(interaction), text)

    async def judge_message(self, interaction: discord.Interaction, message: discord.Message) -> None:
        """The message menu "Judge this play": trace a message someone posted."""
        await self.trace_flow(InteractionTarget(interaction), message.content or "")

    @app_commands.command(name=ls("cmd.rule"), description=ls("cmd.rule.desc"))
    @app_commands.rename(query=ls("cmd.rule.query"), search=ls("cmd.rule.search"))
    @app_commands.describe(query=ls("cmd.rule.query.desc"), search=ls("cmd.rule.search.desc"))
    async def rule_slash(self, interaction: discord.Interaction, query: str, search: bool = False) -> None:
        await self.rule_flow(InteractionTarget(interaction), query, search)

    @rule_slash.autocomplete("query")
    async def rule_autocomplete(self, interaction: discord.Interaction, current: str) -> list[app_commands.Choice[str]]:
        try:
            found = await self._keystroke(self.service.rule_choices, current[:100], 25)
        except TimeoutError:
            return []
        except Exception:  # noqa: BLE001 - the user sees no choices; the log says why (a bug hid here once)
            log.exception("rule autocomplete failed for %r", current[:100])
            return []
        return [app_commands.Choice(name=c[:100], value=c[:100]) for c in found]

    @app_commands.command(name=ls("cmd.card"), description=ls("cmd.card.desc"))
    @app_commands.rename(name=ls("cmd.card.name"))
    @app_commands.describe(name=ls("cmd.card.name.desc"))
    async def card_slash(self, interaction: discord.Interaction, name: str) -> None:
        await self.card_flow(InteractionTarget(interaction), name)

    @card_slash.autocomplete("name")
    async def card_autocomplete(self, interaction: discord.Interaction, current: str) -> list[app_commands.Choice[str]]:
        gs = self.bot.guild_settings(interaction.guild_id)
        lang = pick_lang(gs.lang, locale_lang(interaction.locale), "en")
        try:
            found = await self._keystroke(self.service.card_choices, current[:100], lang, 25)
        except TimeoutError:
            return []
        except Exception:  # noqa: BLE001 - the user sees no choices; the log says why
            log.exception("card autocomplete failed for %r", current[:100])
            return []
        return [app_commands.Choice(name=shown, value=value) for shown, value in found]

    # ---------------------------------------------------------------- prefix commands

    @staticmethod
    def _rest(ctx: commands.Context) -> str:
        content = ctx.message.content or ""
        start = len(ctx.prefix or "") + len(ctx.invoked_with or "")
        return content[start:]

    @commands.command(name="trace")
    async def trace_prefix(self, ctx: commands.Context) -> None:
        await self.trace_flow(MessageTarget(ctx.message), self._rest(ctx))

    @commands.command(name="ask", aliases=["demande", "question"])
    async def ask_prefix(self, ctx: commands.Context) -> None:
        await self.trace_flow(MessageTarget(ctx.message), self._rest(ctx), "ask.no_text")

    @commands.command(name="rule", aliases=["regle", "règle"])
    async def rule_prefix(self, ctx: commands.Context) -> None:
        rest = self._rest(ctx).strip()
        search = False
        for flag in ("--search ", "-s "):
            if rest.startswith(flag):
                search, rest = True, rest[len(flag):]
        await self.rule_flow(MessageTarget(ctx.message), rest, search)

    @commands.command(name="card", aliases=["carte"])
    async def card_prefix(self, ctx: commands.Context) -> None:
        await self.card_flow(MessageTarget(ctx.message), self._rest(ctx))

    @commands.command(name="help", aliases=["aide"])
    async def help_prefix(self, ctx: commands.Context) -> None:
        gs = self.bot.guild_settings(ctx.guild.id if ctx.guild else None)
        lang = reply_lang(gs.lang, None, self._rest(ctx) or ctx.invoked_with)
        if ctx.invoked_with == "aide":
            lang = pick_lang(gs.lang, "fr")
        await MessageTarget(ctx.message).send(embeds=[E.help_embed(lang, gs.prefix_or(self.bot.settings.discord_prefix),
                                                                   self.bot.cr_version)])

    # ---------------------------------------------------------------- "@Arbitre ..." in any message

    @commands.Cog.listener("on_message")
    async def mentioned(self, message: discord.Message) -> None:
        """A message that mentions Arbitre is judged like `/ask` (the mention itself is left out):
        "@Arbitre opp Giant Growths his Elves, I bolt them in response, do they die?". A command
        written after the mention ("@Arbitre rule 601.2f") is the command's, and a reply that only
        pings Arbitre (no mention in its text) is not a question."""
        user = self.bot.user
        if message.author.bot or user is None or len(message.content or "") > 2 * self.bot.settings.max_input_chars:
            return
        rest = without_mention(message.content or "", user.id)
        if rest is None:
            return
        ctx = await self.bot.get_context(message)
        if ctx.valid:
            return  # "@Arbitre trace ...", "!rule ... @Arbitre": the command answers
        await self.trace_flow(MessageTarget(message), rest, "ask.no_text")

    # ---------------------------------------------------------------- [[card]] in any message

    @commands.Cog.listener("on_message")
    async def inline_cards(self, message: discord.Message) -> None:
        if message.author.bot or "[[" not in (message.content or ""):
            return
        target = MessageTarget(message)
        gs = self.bot.guild_settings(target.guild_id)
        if not gs.inline_cards:
            return
        content = message.content
        if len(content) > self.bot.settings.max_input_chars:
            return
        prefix = gs.prefix_or(self.bot.settings.discord_prefix)
        if content.startswith(prefix) or (self.bot.user is not None and
                                           without_mention(content, self.bot.user.id) is not None):
            return  # a command, or a question to Arbitre: it answers by itself
        names, more = await off_loop(inline_card_names, content, INLINE_LIMIT)
        if not names:
            return
        lang = reply_lang(gs.lang, None, strip_inline(content))
        try:
            if self.bot.cooldowns.retry_after(target.user_id) > 0:
                return  # passive lookups stay quiet when someone is over the limit
            answers = await self.bot.engine_runner.run(lambda: [self.service.card(n) for n in names])
            await target.send(embeds=E.inline_embeds(answers, lang, more, INLINE_LIMIT))
        except Exception as exc:  # noqa: BLE001
            await self.bot.report_error(target, exc, lang, "inline cards")


class Admin(commands.Cog):
    """`/arbitre help` and `/arbitre settings`."""

    arbitre = app_commands.Group(name=ls("cmd.arbitre"), description=ls("cmd.arbitre.desc"))

    def __init__(self, bot: ArbitreBot) -> None:
        self.bot = bot

    @arbitre.command(name=ls("cmd.help"), description=ls("cmd.help.desc"))
    async def help_slash(self, interaction: discord.Interaction) -> None:
        gs = self.bot.guild_settings(interaction.guild_id)
        lang = reply_lang(gs.lang, interaction.locale)
        target = InteractionTarget(interaction)
        try:
            await target.send(embeds=[E.help_embed(lang, gs.prefix_or(self.bot.settings.discord_prefix),
                                                   self.bot.cr_version)], ephemeral=True)
        except Exception as exc:  # noqa: BLE001
            await self.bot.report_error(target, exc, lang, "help")

    @arbitre.command(name=ls("cmd.settings"), description=ls("cmd.settings.desc"))
    @app_commands.rename(language=ls("cmd.settings.language"), prefix=ls("cmd.settings.prefix"),
                         inline_cards=ls("cmd.settings.inline"), plugin=ls("cmd.settings.plugin"),
                         enabled=ls("cmd.settings.enabled"))
    @app_commands.describe(language=ls("cmd.settings.language.desc"), prefix=ls("cmd.settings.prefix.desc"),
                           inline_cards=ls("cmd.settings.inline.desc"), plugin=ls("cmd.settings.plugin.desc"),
                           enabled=ls("cmd.settings.enabled.desc"))
    @app_commands.choices(language=[
        app_commands.Choice(name=ls("cmd.choice.auto"), value="auto"),
        app_commands.Choice(name=ls("cmd.choice.fr"), value="fr"),
        app_commands.Choice(name=ls("cmd.choice.en"), value="en"),
    ])
    async def settings_slash(self, interaction: discord.Interaction,
                             language: app_commands.Choice[str] | None = None, prefix: str | None = None,
                             inline_cards: bool | None = None, plugin: str | None = None,
                             enabled: bool | None = None) -> None:
        gs = self.bot.guild_settings(interaction.guild_id)
        lang = reply_lang(gs.lang, interaction.locale)
        target = InteractionTarget(interaction)
        try:
            await self._settings(target, interaction, gs, lang, language.value if language else None, prefix,
                                 inline_cards, plugin, enabled)
        except Exception as exc:  # noqa: BLE001
            await self.bot.report_error(target, exc, lang, "settings")

    async def _settings(self, target: InteractionTarget, interaction: discord.Interaction, gs: Any, lang: str,
                        language: str | None, prefix: str | None, inline_cards: bool | None, plugin: str | None,
                        enabled: bool | None) -> None:
        from bot.discord.guild_store import validate
        from foundation.errors import GuildStoreError

        default_prefix = self.bot.settings.discord_prefix
        if interaction.guild_id is None:
            await target.send(content=say("guild_only", lang), ephemeral=True)
            return
        changing = any(v is not None for v in (language, prefix, inline_cards, plugin, enabled))
        if not changing:
            await target.send(embeds=[E.settings_embed(gs, lang, default_prefix)], ephemeral=True)
            return
        # Discord's default permissions can be changed by the server: check at run time, every time.
        if not has_manage_guild(interaction):
            await target.send(content=say("settings.denied", lang), ephemeral=True)
            return
        if prefix is not None:
            prefix = prefix.strip()
            try:
                validate(prefix=prefix)
            except GuildStoreError:
                await target.send(content=say("settings.bad_prefix", lang), ephemeral=True)
                return
            if not prefix:
                await target.send(content=say("settings.bad_prefix", lang), ephemeral=True)
                return
        disabled = None
        if plugin is not None or enabled is not None:
            names = self.bot.service.plugin_names()
            if plugin is None or plugin not in names:
                await target.send(content=say("settings.unknown_plugin", lang, plugin=E.code_safe(plugin or "?"),
                                              plugins=", ".join(names)), ephemeral=True)
                return
            if enabled is None:
                await target.send(content=say("settings.plugin_needs_state", lang, plugin=E.code_safe(plugin)),
                                  ephemeral=True)
                return
            current = set(gs.disabled_plugins)
            (current.discard if enabled else current.add)(plugin)
            disabled = tuple(sorted(current))
        new = await asyncio.to_thread(
            self.bot.store.update, interaction.guild_id, by=interaction.user.id,
            lang=language, prefix=prefix if prefix != default_prefix else "", inline_cards=inline_cards,
            disabled_plugins=disabled,
        )
        log.info("guild %s settings changed by user %s", interaction.guild_id, interaction.user.id)
        new_lang = reply_lang(new.lang, interaction.locale)
        await target.send(content=say("settings.saved", new_lang),
                          embeds=[E.settings_embed(new, new_lang, default_prefix)],
                          ephemeral=True)

    @settings_slash.autocomplete("plugin")
    async def plugin_autocomplete(self, interaction: discord.Interaction,
                                  current: str) -> list[app_commands.Choice[str]]:
        names = self.bot.service.plugin_names()
        return [app_commands.Choice(name=n, value=n) for n in names if current.lower() in n.lower()][:25]


def without_mention(content: str, user_id: int) -> str | None:
    """`content` without its mentions of the user `user_id` (`<@id>`, `<@!id>`), or None when it has none."""
    mentions = (f"<@{user_id}>", f"<@!{user_id}>")
    if not any(m in content for m in mentions):
        return None
    for m in mentions:
        content = content.replace(m, " ")
    return content.strip()


def has_manage_guild(interaction: discord.Interaction) -> bool:
    perms = interaction.permissions
    if perms is None:
        return False
    return bool(perms.manage_guild or perms.administrator)
