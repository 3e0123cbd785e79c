"""Message flows through dpytest: `!trace`, `!rule`, `!card`, `[[card]]`, per-server prefix, and
the safety properties that concern messages (bots ignored, mentions, size cap, cooldown,
a plugin or a command that raises). The bot is built by `create_bot()`; no network."""

from __future__ import annotations

import inspect
import json
import logging
import re

import discord
import discord.ext.test as dpytest
import pytest
import pytest_asyncio
from discord.ext.test import backend as back
from discord.ext.test import factories as facts
from discord_support import (
    RULES_2026,
    dpytest_intents,
    embed_text,
    long_play,
    make_settings,
    scenario,
    set_up,
    within_limits,
)

pytestmark = pytest.mark.asyncio


async def _bot(tmp_path, service=None, **overrides):
    from bot.discord import create_bot

    settings = make_settings(tmp_path, **overrides)
    bot = create_bot(settings, service=service, intents=dpytest_intents())
    await set_up(bot)
    dpytest.configure(bot)
    return bot


@pytest_asyncio.fixture
async def bot(tmp_path):
    bot = await _bot(tmp_path)
    yield bot
    await dpytest.empty_queue()
    bot.release()


@pytest.fixture
def payloads(monkeypatch):
    """Every payload the bot sends (to check allowed_mentions)."""
    seen = []
    original = back.FakeHttp.send_message

    async def spy(self, channel_id, *, params):
        # dpytest finds the channel in its caller's locals: keep one named `channel` here
        channel = inspect.currentframe().f_back.f_locals.get("channel")  # noqa: F841
        seen.append(params.payload)
        return await original(self, channel_id, params=params)

    monkeypatch.setattr(back.FakeHttp, "send_message", spy)
    return seen


def _no_mentions(payload: dict) -> bool:
    allowed = payload.get("allowed_mentions")
    return (allowed is not None and allowed.get("parse") == [] and not allowed.get("users")
            and not allowed.get("roles") and not allowed.get("replied_user"))


def _text(message: discord.Message) -> str:
    return "\n".join([message.content or ""] + [embed_text(e) for e in message.embeds])


# ---------------------------------------------------------------------------- acceptance


async def test_scenario_04_illegal_cites_602_5e(bot):
    await dpytest.message("!trace\n```\n" + scenario("04") + "\n```")
    reply = dpytest.get_message()
    assert reply.embeds, "a trace answers with an embed"
    embed = reply.embeds[0]
    assert "Illegal" in embed.title
    assert embed.colour.value == 0xE74C3C
    text = embed_text(embed)
    assert "602.5e" in text
    why = [f for f in embed.fields if f.name.startswith("Why")]
    assert why and "602.5e" in why[0].value
    assert any("732" in f.name for f in embed.fields), "the rollback is shown"
    assert "⛔" in (embed.description or ""), "the illegal step is highlighted"
    assert all(within_limits(e) for e in reply.embeds)
    assert dpytest.verify().message().nothing()


async def test_scenario_05_legal_in_french(bot):
    await dpytest.message("!trace " + scenario("05"))
    reply = dpytest.get_message()
    embed = reply.embeds[0]
    assert embed.title == "✅ Coup légal"
    assert embed.colour.value == 0x2ECC71
    assert "Règles complètes" in embed.footer.text
    # the short answer first, the asking player as "vous", the final situation in French names
    assert embed.description.startswith("**Tout est légal.")
    situation = "\n".join(f.value for f in embed.fields)
    assert "Vous :" in situation and "moi" not in situation and "Diamant de l'oeil du lion" in situation
    assert "▶" in embed.footer.text  # the whole trace is one click away


async def test_plain_message_without_code_block_and_mention_prefix(bot):
    await dpytest.message(f"<@{bot.user.id}> trace " + scenario("04"))
    assert "602.5e" in _text(dpytest.get_message())


async def test_empty_trace_explains(bot):
    await dpytest.message("!trace")
    reply = dpytest.get_message()
    assert "!trace" in reply.content and not reply.embeds


async def test_long_trace_is_paginated_within_limits(bot, monkeypatch):
    from bot.discord import cogs

    views = []
    original = cogs.Paginator.__init__

    def spy(self, *args, **kwargs):
        original(self, *args, **kwargs)
        views.append(self)

    monkeypatch.setattr(cogs.Paginator, "__init__", spy)
    await dpytest.message("!trace " + long_play(80))
    reply = dpytest.get_message()
    assert len(views) == 1 and len(views[0].pages) > 1
    assert all(within_limits(e) for e in views[0].pages)
    assert views[0].owner_id == dpytest.get_config().members[0].id
    assert reply.embeds[0].footer.text.endswith(f"1/{len(views[0].pages)}")
    views[0].stop()


# ---------------------------------------------------------------------------- per-server settings


async def test_prefix_per_guild(bot):
    guild = dpytest.get_config().guilds[0]
    bot.store.update(guild.id, prefix="?")
    await dpytest.message("!trace " + scenario("04"))
    assert dpytest.verify().message().nothing()
    await dpytest.message("?trace " + scenario("04"))
    assert "602.5e" in _text(dpytest.get_message())


async def test_guild_language_wins_over_the_message(bot):
    guild = dpytest.get_config().guilds[0]
    bot.store.update(guild.id, lang="fr")
    await dpytest.message("!trace " + scenario("04"))
    embed = dpytest.get_message().embeds[0]
    assert embed.title == "❌ Coup illégal"


async def test_guild_plugins_off(bot):
    guild = dpytest.get_config().guilds[0]
    bot.store.update(guild.id, disabled_plugins=("flashback",))
    await dpytest.message("!trace " + scenario("04"))
    text = _text(dpytest.get_message())
    assert "702.34a" not in text  # no flashback permission without the plugin


# ---------------------------------------------------------------------------- cards


async def test_inline_cards_at_most_three(bot):
    await dpytest.message("what about [[LED]], [[Île]], [[Forest]] and [[Island]]?")
    reply = dpytest.get_message()
    assert len(reply.embeds) == 3
    assert reply.embeds[0].title == "Lion's Eye Diamond"
    assert "3" in reply.embeds[-1].footer.text  # "only the first 3 cards"


async def test_inline_cards_off_for_the_guild(bot):
    guild = dpytest.get_config().guilds[0]
    bot.store.update(guild.id, inline_cards=False)
    await dpytest.message("[[LED]]")
    assert dpytest.verify().message().nothing()


async def test_inline_cards_ignore_code(bot):
    await dpytest.message("`[[LED]]` and ```\n[[Island]]\n```")
    assert dpytest.verify().message().nothing()


async def test_card_prefix_found_and_suggestions(bot):
    await dpytest.message("!card diamant de l'oeil du lion")
    embed = dpytest.get_message().embeds[0]
    assert embed.title == "Diamant de l'oeil du lion"
    assert any(f.value == "Lion's Eye Diamond" for f in embed.fields)
    await dpytest.message("!card Lion Eye Diamnod")
    embed = dpytest.get_message().embeds[0]
    assert "Lion's Eye Diamond" in embed_text(embed)


# ---------------------------------------------------------------------------- rules


async def test_rule_without_database(bot):
    await dpytest.message("!rule 601.2f")
    text = _text(dpytest.get_message())
    assert "arbitre rules import" in text


async def test_rule_with_database(tmp_path):
    from bot.rules.store import RulesStore

    db = tmp_path / "rules.sqlite"
    store = RulesStore(db)
    store.import_file(RULES_2026)
    store.close()
    bot = await _bot(tmp_path, rules_db=str(db))
    try:
        await dpytest.message("!rule 601.2f")
        embed = dpytest.get_message().embeds[0]
        assert "601.2f" in embed.description and "2026-01-16" in embed.footer.text
        await dpytest.message("!rule --search activate only as an instant")
        assert "602.5" in _text(dpytest.get_message())
        await dpytest.message("!rule 702")  # a long section: pages
        reply = dpytest.get_message()
        assert all(within_limits(e) for e in reply.embeds)
    finally:
        await dpytest.empty_queue()
        bot.release()


# ---------------------------------------------------------------------------- safety


async def test_messages_from_bots_are_ignored(bot):
    guild = dpytest.get_config().guilds[0]
    channel = dpytest.get_config().channels[0]
    data = facts.make_user_dict("OtherBot", 4242, None, bot=True)
    other = back.get_state().store_user(data)
    member = back.make_member(other, guild)
    assert member.bot
    await dpytest.message("!trace " + scenario("04"), channel=channel, member=member)
    await dpytest.message("[[LED]]", channel=channel, member=member)
    assert dpytest.verify().message().nothing()


async def test_its_own_messages_are_ignored(bot):
    channel = dpytest.get_config().channels[0]
    own = channel.guild.get_member(bot.user.id)
    back.make_message("!trace " + scenario("04") + " [[LED]]", own, channel)
    await dpytest.run_all_events()
    assert dpytest.verify().message().nothing()


async def test_mention_injection_is_neutralised(bot, payloads):
    await dpytest.message("!trace @everyone <@&1> @here\nme: battlefield Island\nI tap Island for U")
    reply = dpytest.get_message()
    assert payloads and all(_no_mentions(p) for p in payloads)
    text = _text(reply)
    assert "@everyone" not in text and "@here" not in text and "<@&1>" not in text
    await dpytest.message("[[@everyone]] [[<@&1>]]")
    text = _text(dpytest.get_message())
    assert "@everyone" not in text and "<@&1>" not in text
    assert all(_no_mentions(p) for p in payloads)


async def test_markdown_in_user_text_is_escaped(bot):
    await dpytest.message("!trace me: battlefield Island\nI tap Island for U **bold** [x](http://e.x) `c`")
    text = _text(dpytest.get_message())
    assert "\\*\\*bold\\*\\*" in text and "\\[x\\]" in text


async def test_a_20000_character_message_gets_a_friendly_answer(bot, monkeypatch):
    def boom(*args, **kwargs):
        raise AssertionError("the engine must not run on an oversized message")

    monkeypatch.setattr(bot.service, "trace", boom)
    await dpytest.message("!trace " + "I cast Shock targeting opponent\n" * 700)
    reply = dpytest.get_message()
    assert not reply.embeds
    assert "4 000" in reply.content and "characters" in reply.content


async def test_cooldown_per_user(tmp_path):
    bot = await _bot(tmp_path, cooldown_rate=2, cooldown_seconds=60)
    try:
        for _ in range(2):
            await dpytest.message("!card LED")
            assert dpytest.get_message().embeds
        await dpytest.message("!card LED")
        reply = dpytest.get_message()
        assert not reply.embeds and re.search(r"again in \d+ s", reply.content)
        other = dpytest.get_config().members[1] if len(dpytest.get_config().members) > 1 else None
        if other is not None:
            await dpytest.message("!card LED", member=other)
            assert dpytest.get_message().embeds
    finally:
        await dpytest.empty_queue()
        bot.release()


async def test_cooldown_is_said_once_per_window(tmp_path):
    """Defect 7: 100 messages from one user over the limit get one cooldown notice, not 95."""
    bot = await _bot(tmp_path, cooldown_rate=5, cooldown_seconds=60)
    try:
        replies = []
        for _ in range(100):
            await dpytest.message("!trace me: battlefield Island\nI tap Island for U")
            while not dpytest.sent_queue.empty():
                replies.append(await dpytest.sent_queue.get())
        notices = [r for r in replies if not r.embeds and re.search(r"again in \d+ s", r.content or "")]
        assert len([r for r in replies if r.embeds]) == 5
        assert len(notices) == 1
    finally:
        await dpytest.empty_queue()
        bot.release()


async def test_a_huge_play_gives_a_bounded_reply(bot):
    """Defect 8: X=899 paid with 900 Mountains made 1.6 MB of text and 814 pages; the trace itself is
    bounded now (repeated steps folded, repeated cards counted), so the reply is a few pages."""
    lands = ", ".join(["100 Mountain"] * 9)
    play = f"me: battlefield {lands}; hand Fireball\nI cast Fireball targeting opponent with X=899\nresolve"
    outcome = bot.service.trace(play, "en")
    assert outcome.verdict == "legal"
    assert len(json.dumps(outcome.data)) < 200_000  # was 1.5 MB; the state still lists the 900 lands (contract)
    from bot.render.trace_render import render_text

    assert len(render_text(outcome.data, "en")) < 10_000
    folded = [s for a in outcome.data["actions"] for s in a["steps"] if s["id"] == "step.folded"]
    assert folded and "more steps of the same kind" in folded[0]["text"]
    await dpytest.message("!trace " + play)
    reply = dpytest.get_message()
    assert "Mountain (tapped) ×900" in _text(reply)
    pages = re.search(r"page 1/(\d+)", reply.embeds[0].footer.text)
    assert pages and int(pages.group(1)) <= 5


class Boom:
    """A third-party plugin that fails in every hook it implements."""

    from bot.engine.hookspecs import hookimpl

    @staticmethod
    @hookimpl
    def arbitre_cast_options(game, player, card, zone):
        raise RuntimeError("kaboom with private detail")


async def test_a_plugin_that_raises(tmp_path, caplog):
    from bot.core import Arbitre
    from bot.engine.plugins import make_plugin_manager
    from bot.service import Service

    settings = make_settings(tmp_path)
    service = Service(Arbitre(settings, plugins=make_plugin_manager(extra=[("boom", Boom)])))
    bot = await _bot(tmp_path, service=service)
    try:
        with caplog.at_level(logging.ERROR, logger="arbitre"):
            await dpytest.message("!trace " + scenario("04"))
        reply = dpytest.get_message()
        embed = reply.embeds[0]
        failure = [f for f in embed.fields if "Plugin" in f.name]
        assert failure, "the failure is shown"
        match = re.search(r"`([0-9a-f]{8})`", failure[0].value)
        assert match and "boom" in failure[0].value
        assert "private detail" not in _text(reply)
        logged = "\n".join(r.getMessage() for r in caplog.records)
        assert match.group(1) in logged and "kaboom with private detail" in logged
        assert "602.5e" in embed_text(embed), "the trace itself still comes"
    finally:
        await dpytest.empty_queue()
        bot.release()


async def test_a_command_that_raises_gives_an_error_id(bot, monkeypatch, caplog):
    def broken(*args, **kwargs):
        raise RuntimeError("internal secret detail")

    monkeypatch.setattr(bot.service, "card", broken)
    with caplog.at_level(logging.ERROR, logger="arbitre"):
        await dpytest.message("!card LED")
    reply = dpytest.get_message()
    match = re.search(r"`([0-9a-f]{8})`", reply.content)
    assert match and "secret" not in reply.content
    record = [r for r in caplog.records if match.group(1) in r.getMessage()]
    assert record and record[0].exc_info and "internal secret detail" in str(record[0].exc_info[1])


async def test_internal_engine_error_has_an_id(bot, monkeypatch, caplog):
    from bot.core import TraceOutcome, internal_error_data

    def internal(text, lang=None, disabled=()):
        return TraceOutcome(internal_error_data("en", {"error": "ValueError: token=abc"}), "en", 2)

    monkeypatch.setattr(bot.service, "trace", internal)
    with caplog.at_level(logging.ERROR, logger="arbitre"):
        await dpytest.message("!trace I cast Shock")
    text = _text(dpytest.get_message())
    match = re.search(r"`([0-9a-f]{8})`", text)
    assert match and "token=abc" not in text
    assert any(match.group(1) in r.getMessage() for r in caplog.records)


async def test_help_prefix(bot):
    await dpytest.message("!aide")
    embed = dpytest.get_message().embeds[0]
    assert embed.title == "Arbitre, le juge des règles" and within_limits(embed)
    await dpytest.message("!help")
    embed = dpytest.get_message().embeds[0]
    assert "cheat sheet" in embed.description


async def test_acceptance_with_worker_processes(tmp_path):
    """The default engine mode (worker processes) through the same dpytest flow."""
    bot = await _bot(tmp_path, engine_processes=1)
    try:
        assert bot.use_processes
        await dpytest.message("!trace\n```\n" + scenario("04") + "\n```")
        embed = dpytest.get_message().embeds[0]
        assert "Illegal" in embed.title and "602.5e" in embed_text(embed)
        await dpytest.message("!trace " + scenario("05"))
        embed = dpytest.get_message().embeds[0]
        assert embed.title == "✅ Coup légal" and "Règles complètes" in embed.footer.text
    finally:
        await dpytest.empty_queue()
        bot.release()
