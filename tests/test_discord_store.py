"""The per-server settings store (SQLite through sqlite-utils, WAL, migrations), and the bot's
configuration: intents, shards, one-time set-up."""

from __future__ import annotations

import logging
import sqlite3

import discord
import pytest
from discord_support import make_settings, set_up

from bot.discord.guild_store import GuildSettings, GuildStore, GuildStoreError


def test_defaults_and_schema(tmp_path):
    store = GuildStore(tmp_path / "g.sqlite")
    try:
        assert store.get(1) == GuildSettings(1)
        assert store.get(None) == GuildSettings(0)
        assert store.journal_mode == "wal"
        assert store.schema_version() == 1
        applied = [r["name"] for r in store.db["_sqlite_migrations"].rows]
        assert applied == ["m001_guild_settings"]
        assert store.db["guild_settings"].pks == ["guild_id"]
    finally:
        store.close()


def test_update_persists_and_reopens(tmp_path):
    path = tmp_path / "sub" / "g.sqlite"
    store = GuildStore(path)
    new = store.update(5, by=99, lang="fr", prefix="?", inline_cards=False, disabled_plugins=["madness", "madness"])
    assert new == GuildSettings(5, "fr", "?", False, ("madness",))
    store.update(5, lang="en")
    store.close()
    again = GuildStore(path)
    try:
        assert again.get(5) == GuildSettings(5, "en", "?", False, ("madness",))
        row = next(again.db["guild_settings"].rows)
        assert row["updated_by"] is None and row["updated_at"]
        assert [r["name"] for r in again.db["_sqlite_migrations"].rows] == ["m001_guild_settings"]  # applied once
        assert again.set_plugin(5, "madness", True).disabled_plugins == ()
        assert again.reset(5) == GuildSettings(5)
    finally:
        again.close()


def test_validation(tmp_path):
    store = GuildStore(":memory:")
    with pytest.raises(GuildStoreError):
        store.update(1, lang="de")
    with pytest.raises(GuildStoreError):
        store.update(1, prefix="a b")
    with pytest.raises(GuildStoreError):
        store.update(1, prefix="toolong")
    assert store.get(1) == GuildSettings(1)


def test_another_process_writing_is_seen(tmp_path):
    path = tmp_path / "g.sqlite"
    a, b = GuildStore(path, refresh=0.0), GuildStore(path)
    try:
        assert a.get(7).lang == "auto"  # cached
        b.update(7, lang="fr")
        assert a.get(7).lang == "fr"  # the cache is dropped when another connection commits
        slow = GuildStore(path, refresh=3600)
        assert slow.get(7).lang == "fr"
        b.update(7, lang="en")
        assert slow.get(7).lang == "fr"  # checked at most every `refresh` seconds
        slow.refresh = 0.0
        assert slow.get(7).lang == "en"
        slow.close()
    finally:
        a.close()
        b.close()


def test_a_damaged_row_falls_back_to_defaults(tmp_path):
    path = tmp_path / "g.sqlite"
    GuildStore(path).close()
    conn = sqlite3.connect(path)
    conn.execute("INSERT INTO guild_settings (guild_id, lang, prefix, inline_cards, disabled_plugins) "
                 "VALUES (3, 'xx', '', 1, 'not json')")
    conn.commit()
    conn.close()
    store = GuildStore(path)
    try:
        assert store.get(3) == GuildSettings(3)
    finally:
        store.close()


# ---------------------------------------------------------------------------- the bot's configuration


def test_create_bot_without_connecting(tmp_path):
    from discord.ext import commands

    from bot.discord import ArbitreBot, create_bot

    bot = create_bot(make_settings(tmp_path))
    assert isinstance(bot, commands.Bot) and isinstance(bot, ArbitreBot)
    assert not isinstance(bot, commands.AutoShardedBot)
    assert bot.allowed_mentions.to_dict() == {"parse": []}
    assert bot.intents.message_content and not bot.intents.members and not bot.intents.presences
    assert bot.help_command is None


def test_shards_switch_to_autosharded(tmp_path):
    from discord.ext import commands

    from bot.discord import create_bot

    bot = create_bot(make_settings(tmp_path, shards=4, shard_ids="0,1"))
    assert isinstance(bot, commands.AutoShardedBot)
    assert bot.shard_count == 4 and bot.shard_ids == [0, 1]
    auto = create_bot(make_settings(tmp_path, shards=-1))
    assert isinstance(auto, commands.AutoShardedBot) and auto.shard_count is None


@pytest.mark.asyncio
async def test_message_content_off_still_serves_slash_commands(tmp_path, caplog):
    from bot.discord import create_bot

    bot = create_bot(make_settings(tmp_path, discord_message_content=False))
    assert not bot.intents.message_content
    with caplog.at_level(logging.WARNING, logger="arbitre"):
        await set_up(bot)
    try:
        assert any("message_content intent is off" in r.getMessage() and "slash commands" in r.getMessage()
                   for r in caplog.records)
        names = {c.name for c in bot.tree.get_commands()}
        assert {"trace", "rule", "card", "arbitre", "Judge this play"} <= names
    finally:
        bot.release()


@pytest.mark.asyncio
async def test_setup_runs_once_and_on_ready_does_nothing_twice(tmp_path):
    from bot.discord import create_bot

    bot = create_bot(make_settings(tmp_path))
    await set_up(bot)
    try:
        store, runner = bot.store, bot.runner
        await bot.setup_hook()  # a second login
        await bot.on_ready()
        await bot.on_ready()
        assert bot.store is store and bot.runner is runner
        assert len(bot.cogs) == 2
        assert len([c for c in bot.tree.get_commands() if c.name == "Judge this play"]) == 1
        assert bot.store.path == str(tmp_path / "guilds.sqlite")
    finally:
        bot.release()


@pytest.mark.asyncio
async def test_a_broken_store_does_not_stop_answers(tmp_path):
    from bot.discord import create_bot

    class Broken:
        def get(self, guild_id):
            raise sqlite3.OperationalError("database is locked")

        def close(self):
            pass

    bot = create_bot(make_settings(tmp_path), store=Broken())
    await set_up(bot)
    try:
        assert bot.guild_settings(5) == GuildSettings(5)
    finally:
        bot.release()


def test_intents_from_the_environment():
    from bot.discord.bot import make_intents
    from bot.settings import load_settings

    settings = load_settings(env={"ARBITRE_DISCORD_MESSAGE_CONTENT": "false", "ARBITRE_SHARDS": "2"})
    assert make_intents(settings).message_content is False and settings.shards == 2
    assert isinstance(make_intents(settings), discord.Intents)
