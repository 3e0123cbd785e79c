"""The Discord client: `create_bot` builds it (without connecting), `run_bot` connects it.

    from bot.discord import create_bot
    bot = create_bot()            # a commands.Bot (AutoShardedBot when `shards` is set)
    await bot.start(token)        # or: run_bot(settings) which also sets up logging and the token

One-time set-up (worker threads, the per-server settings store, the cogs, the command
translator, publishing the slash commands) happens in `setup_hook`, never in `on_ready`,
which Discord may fire many times.
"""

from __future__ import annotations

import asyncio
import logging
import os
import sqlite3
import sys
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, cast

import discord
from discord import app_commands
from discord.ext import commands

from bot.discord.safety import NO_MENTIONS, Cooldowns, EngineRunner, install_redaction
from bot.render.i18n import say
from bot.service import Service, error_id

log = logging.getLogger("arbitre.discord")


if TYPE_CHECKING:  # what the mixin is mixed into, for the type checker
    _BotBase = commands.Bot
else:
    _BotBase = object


class ArbitreBotMixin(_BotBase):
    """What Arbitre adds to discord.py's bot (shared by the plain and the auto-sharded one)."""

    def __init__(self, settings: Any, service: Service, store: Any = None, *, sync_commands: bool = False,
                 processes: int = 0, **kwargs: Any) -> None:
        self.settings = settings
        self.service = service
        self.processes = processes  # worker processes for traces (0: threads)
        self.store = store
        self.sync_commands = sync_commands
        self.cooldowns = Cooldowns(settings.cooldown_rate, settings.cooldown_seconds)
        self.runner: EngineRunner | None = None
        self._set_up = False
        super().__init__(command_prefix=_prefix, help_command=None, allowed_mentions=NO_MENTIONS,
                         case_insensitive=True, **kwargs)

    def __repr__(self) -> str:
        return f"<{type(self).__name__} shards={self.settings.shards} prefix={self.settings.discord_prefix!r}>"

    @property
    def engine_runner(self) -> EngineRunner:
        """The runner that judges plays off the event loop (set up in setup_hook, before any command)."""
        if self.runner is None:
            raise RuntimeError("the bot is not set up yet (setup_hook has not run)")
        return self.runner

    @property
    def use_processes(self) -> bool:
        return bool(self.processes and self.runner is not None and self.runner.processes)

    @property
    def cr_version(self) -> str:
        from bot.engine.runner import CR_VERSION

        return CR_VERSION

    # ---------------------------------------------------------------- start-up and shutdown

    async def setup_hook(self) -> None:
        if self._set_up:  # setup_hook runs once per login; a reconnect never repeats it
            return
        self._set_up = True
        if self.processes:
            from pydantic import SecretStr

            from bot.discord import work

            worker_settings = self.settings.model_copy(update={"discord_token": SecretStr("")})  # no secret in workers
            self.runner = EngineRunner(self.settings.engine_workers, self.settings.engine_timeout, self.processes,
                                       initializer=work.init_worker, initargs=(worker_settings,))
            await self.runner.start_processes(work.ping)
        else:
            self.runner = EngineRunner(self.settings.engine_workers, self.settings.engine_timeout)
        if self.store is None:
            from bot.discord.guild_store import GuildStore

            path = self.settings.path("guild_db")
            self.store = await asyncio.to_thread(GuildStore, str(path) if path else ":memory:")
        await asyncio.to_thread(self.service.warm_up)
        from bot.discord.cogs import Admin, Judge
        from bot.discord.i18n import ArbitreTranslator

        await self.tree.set_translator(ArbitreTranslator())
        self.tree.error(self.on_app_command_error)
        await self.add_cog(Judge(cast("ArbitreBot", self)))
        await self.add_cog(Admin(cast("ArbitreBot", self)))
        log.info("plays are judged in %s", f"{self.runner.processes} worker process(es)" if self.use_processes
                 else f"{self.settings.engine_workers} worker thread(s)")
        if not self.intents.message_content:
            log.warning(say("run.no_message_content", "en", prefix=self.settings.discord_prefix))
        if self.sync_commands:
            synced = await self.tree.sync()
            log.info("published %d application commands", len(synced))
        import gc

        gc.freeze()  # what set-up loaded lives as long as the bot: keep it out of every later GC pass

    async def on_ready(self) -> None:
        # May fire many times (reconnects): only report.
        user = getattr(self, "user", None)
        log.info("connected as %s (id %s) to %d server(s)", user, getattr(user, "id", "?"), len(self.guilds))

    async def close(self) -> None:
        try:
            await super().close()
        finally:
            self.release()

    def release(self) -> None:
        """Stop the worker threads and close the settings store (close() does it; tests call it)."""
        if self.runner is not None:
            self.runner.shutdown()
        if self.store is not None and hasattr(self.store, "close"):
            try:
                self.store.close()
            except (OSError, sqlite3.Error) as exc:
                log.warning("closing the settings store: %s", exc)

    # ---------------------------------------------------------------- messages and errors

    async def on_message(self, message: discord.Message) -> None:
        if message.author.bot:  # other bots, webhooks posing as users, and Arbitre itself
            return
        ctx = await self.get_context(message)
        if ctx.command is None:  # not a command: "@Arbitre opp bolts my Elves..." is the mention's (cogs.py)
            return
        await self.invoke(ctx)

    def guild_settings(self, guild_id: int | None):
        from bot.discord.guild_store import GuildSettings

        if guild_id is None or self.store is None:
            return GuildSettings(guild_id or 0)
        try:
            return self.store.get(guild_id)
        except Exception as exc:  # noqa: BLE001 - a broken settings file must not stop the answers
            log.error("can't read the settings of guild %s: %s", guild_id, exc, exc_info=exc)
            return GuildSettings(guild_id)

    async def report_error(self, target: Any, exc: BaseException, lang: str, where: str) -> str:
        """Log `exc` under a new error id and tell the user that id in a short message."""
        eid = error_id()
        log.error("error id %s in %s (guild %s, user %s)", eid, where, getattr(target, "guild_id", None),
                  getattr(target, "user_id", None), exc_info=exc)
        try:
            await target.send(content=say("error.generic", lang, error_id=eid), ephemeral=True)
        except Exception as send_exc:  # noqa: BLE001 - nothing more can be done
            log.error("error id %s: could not tell the user: %r", eid, send_exc)
        return eid

    async def on_command_error(self, ctx: commands.Context, error: commands.CommandError) -> None:
        if isinstance(error, (commands.CommandNotFound, commands.DisabledCommand)):
            return
        from bot.discord.cogs import MessageTarget
        from bot.discord.i18n import reply_lang

        gs = self.guild_settings(ctx.guild.id if ctx.guild else None)
        original = getattr(error, "original", error)
        await self.report_error(MessageTarget(ctx.message), original, reply_lang(gs.lang, None, ctx.message.content),
                                f"command {ctx.command}")

    async def on_app_command_error(self, interaction: discord.Interaction, error: app_commands.AppCommandError) -> None:
        from bot.discord.cogs import InteractionTarget
        from bot.discord.i18n import reply_lang

        gs = self.guild_settings(interaction.guild_id)
        original = getattr(error, "original", error)
        name = interaction.command.qualified_name if interaction.command else "?"
        await self.report_error(InteractionTarget(interaction), original, reply_lang(gs.lang, interaction.locale),
                                f"/{name}")

    async def on_error(self, event_method: str, /, *args: Any, **kwargs: Any) -> None:
        eid = error_id()
        log.error("error id %s in event %s", eid, event_method, exc_info=sys.exc_info())


async def _prefix(bot: ArbitreBotMixin, message: discord.Message) -> list[str]:
    gs = bot.guild_settings(message.guild.id if message.guild else None)
    return commands.when_mentioned_or(gs.prefix_or(bot.settings.discord_prefix))(bot, message)


class ArbitreBot(ArbitreBotMixin, commands.Bot):
    pass


class ShardedArbitreBot(ArbitreBotMixin, commands.AutoShardedBot):
    pass


def engine_processes(settings: Any) -> int:
    """How many worker processes judge plays (`engine_processes`; -1: one per CPU, at most 4)."""
    wanted = int(getattr(settings, "engine_processes", 0))
    if wanted < 0:
        return max(1, min(os.cpu_count() or 1, 4))
    return wanted


def make_intents(settings: Any) -> discord.Intents:
    intents = discord.Intents.default()
    intents.message_content = bool(settings.discord_message_content)
    intents.members = False
    intents.presences = False
    return intents


def create_bot(settings: Any = None, *, service: Service | None = None, store: Any = None,
               sync_commands: bool = False, **kwargs: Any) -> ArbitreBotMixin:
    """Arbitre's Discord bot, not connected. `shards` in the settings picks AutoShardedBot.

    service: the command layer (default: a new one on the settings); store: the per-server
    settings store (default: `guild_db`, opened in setup_hook); sync_commands: publish the slash
    commands when starting (what `arbitre run` does).
    """
    if settings is None:
        from bot.settings import load_settings

        settings = load_settings()
    # Worker processes rebuild the service from the settings: only for the default service.
    processes = engine_processes(settings) if service is None else 0
    service = service or Service(settings=settings)
    options: dict[str, Any] = {"intents": make_intents(settings)}
    options.update(kwargs)
    if settings.shards:
        cls: type = ShardedArbitreBot
        if settings.shards > 0:
            options.setdefault("shard_count", settings.shards)
        if settings.shard_ids:
            options.setdefault("shard_ids", list(settings.shard_ids))
    else:
        cls = ArbitreBot
    return cls(settings, service, store, sync_commands=sync_commands, processes=processes, **options)


def resolve_token(settings: Any, env: Mapping[str, str] | None = None):
    """The bot token as a SecretStr (DISCORD_TOKEN, else the settings), or None."""
    from pydantic import SecretStr

    source: Mapping[str, str] = os.environ if env is None else env
    value = (source.get("DISCORD_TOKEN") or "").strip()
    if not value:
        secret = getattr(settings, "discord_token", None)
        value = secret.get_secret_value().strip() if secret is not None else ""
    return SecretStr(value) if value else None


def setup_logging(level: int | str = logging.INFO, secrets: tuple[str, ...] = ()) -> logging.Handler:
    """Logs to stderr (discord.py's format), with secrets redacted from every record."""
    handler = logging.StreamHandler()
    discord.utils.setup_logging(handler=handler, level=level if isinstance(level, int) else
                                logging.getLevelName(level.upper()), root=True)
    install_redaction(*secrets, handlers=[handler])
    return handler


def run_bot(settings: Any = None, *, sync_commands: bool | None = None, log_level: str = "INFO",
            lang: str = "en") -> int:
    """Connect and serve until stopped. Returns an exit status; explains a missing or bad token."""
    if settings is None:
        from bot.settings import load_settings

        settings = load_settings()
    token = resolve_token(settings)
    if token is None:
        print(say("run.no_token", lang), file=sys.stderr)
        return 2
    secret = token.get_secret_value()
    setup_logging(log_level, (secret,))
    bot = create_bot(settings, sync_commands=settings.discord_sync_commands if sync_commands is None else sync_commands)
    if not bot.processes:
        # the engine runs in threads of this process: let the event loop get the interpreter back
        # sooner from a busy engine thread (5 ms by default), so the connection never lags
        sys.setswitchinterval(0.001)
    try:
        bot.run(secret, log_handler=None)
    except discord.LoginFailure:
        print(say("run.bad_token", lang), file=sys.stderr)
        return 1
    except discord.PrivilegedIntentsRequired:
        print(say("run.privileged", lang), file=sys.stderr)
        return 1
    return 0
