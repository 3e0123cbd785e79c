"""`arbitre run` (the Discord bot) and `arbitre chat` (the same commands in a terminal).

Only argparse is imported here: discord.py is imported when `arbitre run` runs, never by
`arbitre trace` or `arbitre chat`.
"""

from __future__ import annotations

import argparse

from bot.cli import report

RUN_EPILOG = """\
The token is read from DISCORD_TOKEN (or discord_token in a settings file given with --config).
Without one, this command explains how to create the Discord application and get a token.
docs/discord.md: intents, sharding, where the per-server settings live.

exit status: 0 stopped; 1 Discord refused the token or the intents, or can't be reached;
2 no token, bad settings, or a per-server settings file (guild_db) that can't be used.
"""

CHAT_EPILOG = """\
commands: trace <play> | trace (then lines, ended by . or two empty lines) | rule <number|word> |
rule --search <text> | card <name> | [[card name]] | lang fr|en|auto | help | quit

example:
  printf 'card LED\\nrule 601.2f\\ntrace I cast Shock targeting opponent\\nquit\\n' | arbitre chat

exit status: 0 after quit or the end of the input; 2 bad settings or card database.
"""


def register(subparsers: argparse._SubParsersAction) -> None:
    run = subparsers.add_parser("run", help="run the Discord bot",
                                description="Connect Arbitre to Discord and answer /trace, /rule, /card, [[card]]...",
                                epilog=RUN_EPILOG, formatter_class=argparse.RawDescriptionHelpFormatter)
    run.add_argument("--shards", type=int, help="shard count (overrides the `shards` setting; -1: Discord's advice)")
    run.add_argument("--shard-ids", metavar="IDS", help="the shards this process runs, e.g. 0,1")
    run.add_argument("--no-sync", action="store_true", help="don't publish the slash commands at start")
    run.add_argument("--log-level", default="INFO", choices=("DEBUG", "INFO", "WARNING", "ERROR"))
    run.set_defaults(handler=_run)

    chat = subparsers.add_parser("chat", help="the bot's commands in a terminal (no Discord needed)",
                                 description="Try Arbitre's commands in a terminal: trace, rule, card, help.",
                                 epilog=CHAT_EPILOG, formatter_class=argparse.RawDescriptionHelpFormatter)
    chat.add_argument("--lang", choices=("fr", "en", "auto"), default="auto", help="answer language")
    chat.add_argument("--cards", metavar="DB", help="card database (default: the embedded pool)")
    chat.add_argument("--markdown", action="store_true", help="answer in Discord markdown")
    chat.set_defaults(handler=_chat)


def _settings(args: argparse.Namespace, **overrides):
    from bot.cli import load_settings_or_report

    return load_settings_or_report(args, getattr(args, "lang", None), **overrides)


def _ui_lang() -> str:
    from bot.render.i18n import interface_lang

    return interface_lang()


def _run(args: argparse.Namespace) -> int:

    overrides = {}
    if args.shards is not None:
        overrides["shards"] = args.shards
    if args.shard_ids:
        overrides["shard_ids"] = args.shard_ids
    settings = _settings(args, **overrides)
    if settings is None:
        return 2
    lang = settings.lang if settings.lang in ("fr", "en") else _ui_lang()
    from bot.discord.bot import resolve_token

    if resolve_token(settings) is None:
        from bot.render.i18n import say

        report(say("run.no_token", lang))
        return 2

    import discord

    from bot.discord.bot import run_bot
    from bot.discord.guild_store import GuildStore
    from bot.render.i18n import say
    from foundation.errors import StorageError

    try:  # a settings file that can't be used is said now, not as a traceback once connected
        GuildStore(str(settings.path("guild_db"))).close()
    except StorageError as exc:
        report(say("run.guild_db", lang, reason=str(exc)))
        return 2
    if settings.discord_api_url:
        discord.http.Route.BASE = settings.discord_api_url.rstrip("/")
    try:
        return run_bot(settings, sync_commands=False if args.no_sync else None, log_level=args.log_level,
                       lang=lang)
    except (OSError, TimeoutError, discord.GatewayNotFound, discord.HTTPException) as exc:
        reason = f"{type(exc).__name__}: {exc}"[:300]
        report(say("run.unreachable", lang, reason=reason))
        return 1


def _chat(args: argparse.Namespace) -> int:

    settings = _settings(args)
    if settings is None:
        return 2
    from bot.chat import run_chat
    from bot.core import Arbitre
    from bot.service import Service

    try:
        service = Service(Arbitre(settings, cards_db=args.cards))
        _ = service.arbitre.pool  # a card database that can't be opened is reported now
    except ValueError as exc:  # a card database that can't be opened
        from bot.render.i18n import error_text

        report(error_text(exc, settings.lang if args.lang == "auto" else args.lang))
        return 2
    return run_chat(service, lang=args.lang)
