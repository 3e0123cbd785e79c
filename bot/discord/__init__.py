"""Arbitre on Discord: the discord.py adapter around the transport-agnostic core.

    from bot.discord import create_bot
    bot = create_bot(settings)     # not connected: tests and embedders drive it themselves

See docs/discord.md for setting up the Discord application and running the bot.
"""

from bot.discord.bot import ArbitreBot, ShardedArbitreBot, create_bot, resolve_token, run_bot

__all__ = ["ArbitreBot", "ShardedArbitreBot", "create_bot", "resolve_token", "run_bot"]
