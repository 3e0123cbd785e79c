"""Slash commands, the `/trace` box, the "Judge this play" menu, autocomplete, settings and the
page buttons, through spec'd mocks of `discord.Interaction` (no network, no dpytest)."""

from __future__ import annotations

import asyncio
import logging
import re
import time

import discord
import pytest
import pytest_asyncio
from discord import app_commands
from discord_support import (
    RULES_2026,
    Clock,
    embed_text,
    fake_message,
    long_play,
    make_interaction,
    make_settings,
    scenario,
    sent_kwargs,
    sent_text,
    set_up,
    within_limits,
)

pytestmark = pytest.mark.asyncio

ADMIN = discord.Permissions(manage_guild=True)
MEMBER = discord.Permissions(send_messages=True, read_messages=True)


async def _bot(tmp_path, service=None, **overrides):
    from bot.discord import create_bot

    bot = create_bot(make_settings(tmp_path, **overrides), service=service)
    await set_up(bot)
    return bot


@pytest_asyncio.fixture
async def bot(tmp_path):
    bot = await _bot(tmp_path)
    yield bot
    bot.release()


def judge(bot):
    return bot.get_cog("Judge")


def admin(bot):
    return bot.get_cog("Admin")


# ---------------------------------------------------------------------------- /trace


async def test_slash_trace_defers_then_answers(bot):
    cog = judge(bot)
    inter = make_interaction(bot)
    await cog.trace_slash.callback(cog, inter, text=scenario("04"))
    inter.response.defer.assert_awaited_once_with(thinking=True, ephemeral=False)
    assert inter.clock.first("defer") < inter.clock.first("followup")
    kw = sent_kwargs(inter)
    assert kw["allowed_mentions"].to_dict() == {"parse": []}
    embed = kw["embeds"][0]
    assert "Illegal" in embed.title and "602.5e" in embed_text(embed)


async def test_slash_trace_without_text_opens_the_box_and_the_box_traces(bot):
    from bot.discord.views import TraceModal

    cog = judge(bot)
    inter = make_interaction(bot, locale=discord.Locale.french)
    await cog.trace_slash.callback(cog, inter, text=None)
    modal = inter.response.send_modal.await_args.args[0]
    assert isinstance(modal, TraceModal)
    assert modal.title == "Arbitrer un coup" and modal.play.style == discord.TextStyle.paragraph
    assert modal.play.max_length == 4000
    inter.response.defer.assert_not_awaited()  # a modal must be the first answer

    submit = make_interaction(bot, locale=discord.Locale.french)
    modal.play._value = scenario("05")
    await modal.on_submit(submit)
    submit.response.defer.assert_awaited_once()
    embed = sent_kwargs(submit)["embeds"][0]
    assert embed.title == "✅ Coup légal"


async def test_context_menu_judges_someone_elses_message(bot):
    cog = judge(bot)
    assert cog.judge_menu.name == "Judge this play"
    assert cog.judge_menu in bot.tree.get_commands(type=discord.AppCommandType.message)
    inter = make_interaction(bot)
    message = fake_message("```\n" + scenario("04") + "\n```")
    await cog.judge_menu.callback(inter, message)
    assert "602.5e" in sent_text(inter)
    inter.response.defer.assert_awaited_once()


async def test_context_menu_on_an_empty_message(bot):
    cog = judge(bot)
    inter = make_interaction(bot)
    await cog.judge_menu.callback(inter, fake_message(""))
    kw = sent_kwargs(inter)
    assert kw["ephemeral"] is True and "no text" in kw["content"]


async def test_language_locale_then_guild(bot):
    cog = judge(bot)
    inter = make_interaction(bot, locale=discord.Locale.french)
    await cog.trace_slash.callback(cog, inter, text=scenario("04"))
    assert sent_kwargs(inter)["embeds"][0].title == "❌ Coup illégal"  # the asker's locale
    bot.store.update(77, lang="en")
    inter = make_interaction(bot, locale=discord.Locale.french)
    await cog.trace_slash.callback(cog, inter, text=scenario("05"))
    assert sent_kwargs(inter)["embeds"][0].title == "✅ Legal play"  # the server's setting wins
    bot.store.update(77, lang="auto")
    inter = make_interaction(bot, locale=discord.Locale.german)
    await cog.trace_slash.callback(cog, inter, text=scenario("05"))
    assert sent_kwargs(inter)["embeds"][0].title == "✅ Coup légal"  # else the message's language


async def test_slow_engine_defers_within_the_deadline_and_times_out(tmp_path):
    bot = await _bot(tmp_path, engine_timeout=0.3)
    try:
        started = []

        def slow(text, lang=None, disabled=()):
            started.append(time.perf_counter())
            time.sleep(1.0)
            raise AssertionError("never reached in time")

        bot.service.trace = slow
        cog = judge(bot)
        clock = Clock()
        inter = make_interaction(bot, clock=clock)
        loop_lag = []

        async def ticker():
            while True:
                t = time.perf_counter()
                await asyncio.sleep(0.01)
                loop_lag.append(time.perf_counter() - t - 0.01)

        tick = asyncio.create_task(ticker())
        await cog.trace_slash.callback(cog, inter, text="I cast Shock targeting opponent")
        tick.cancel()
        defer_at = clock.first("defer")
        assert defer_at is not None and defer_at < 0.5, "deferred well within Discord's 3 seconds"
        assert clock.start + defer_at <= started[0], "deferred before the engine started"
        kw = sent_kwargs(inter)
        assert "took too long" in kw["content"] and "0.3" in kw["content"]
        assert clock.first("followup") < 3.0
        assert max(loop_lag) < 0.2, "the event loop kept running while the engine worked"
    finally:
        bot.release()


async def test_trace_size_cap_and_cooldown(tmp_path):
    bot = await _bot(tmp_path, cooldown_rate=1, cooldown_seconds=60, max_input_chars=500)
    try:
        cog = judge(bot)
        inter = make_interaction(bot)
        await cog.trace_slash.callback(cog, inter, text="x" * 20000)
        kw = sent_kwargs(inter)
        assert kw["ephemeral"] and "20 000" in kw["content"] and "500" in kw["content"]
        inter.response.defer.assert_not_awaited()
        inter = make_interaction(bot)
        await cog.trace_slash.callback(cog, inter, text=scenario("04"))
        assert sent_kwargs(inter)["embeds"]
        inter = make_interaction(bot)
        await cog.trace_slash.callback(cog, inter, text=scenario("04"))
        kw = sent_kwargs(inter)
        assert kw["ephemeral"] and "again in" in kw["content"]
    finally:
        bot.release()


async def test_command_error_gives_an_id(bot, caplog):
    def broken(*args, **kwargs):
        raise KeyError("details only for the logs")

    bot.service.trace = broken
    cog = judge(bot)
    inter = make_interaction(bot)
    with caplog.at_level(logging.ERROR, logger="arbitre"):
        await cog.trace_slash.callback(cog, inter, text="I cast Shock")
    content = sent_kwargs(inter)["content"]
    eid = re.search(r"`([0-9a-f]{8})`", content).group(1)
    assert "details only" not in content
    assert any(eid in r.getMessage() and r.exc_info for r in caplog.records)


async def test_tree_error_handler_gives_an_id(bot, caplog):
    inter = make_interaction(bot)
    with caplog.at_level(logging.ERROR, logger="arbitre"):
        await bot.tree.on_error(inter, app_commands.AppCommandError("transformer failed"))
    assert re.search(r"`[0-9a-f]{8}`", sent_kwargs(inter)["content"])


# ---------------------------------------------------------------------------- pages


async def test_pages_only_for_the_asker_and_clean_timeout(bot):
    from bot.discord.views import Paginator

    cog = judge(bot)
    inter = make_interaction(bot, user_id=1)
    await cog.trace_slash.callback(cog, inter, text=long_play(80))
    kw = sent_kwargs(inter)
    view = kw["view"]
    assert isinstance(view, Paginator) and len(view.pages) > 1
    assert all(within_limits(p) for p in view.pages)
    assert view.message is inter.followup.sent[-1]

    intruder = make_interaction(bot, user_id=2)
    assert await view.interaction_check(intruder) is False
    assert intruder.response.send_message.await_args.kwargs["ephemeral"] is True
    assert view.index == 0

    owner = make_interaction(bot, user_id=1)
    assert await view.interaction_check(owner) is True
    await view.next.callback(owner)
    assert view.index == 1
    edited = owner.response.edit_message.await_args.kwargs
    assert edited["embed"] is view.pages[1] and edited["view"] is view
    assert view.previous.disabled is False

    await view.on_timeout()
    view.message.edit.assert_awaited_once()
    assert view.message.edit.await_args.kwargs["view"] is None
    view.stop()


async def test_page_timeout_on_a_deleted_message(bot):
    from unittest.mock import AsyncMock, MagicMock

    from bot.discord.views import Paginator

    pages = [discord.Embed(description="a"), discord.Embed(description="b")]
    view = Paginator(pages, owner_id=1, lang="en", timeout=0.05)
    view.message = MagicMock()
    view.message.edit = AsyncMock(side_effect=discord.NotFound(MagicMock(status=404), "Unknown Message"))
    await asyncio.sleep(0.05)
    await view.on_timeout()  # no exception
    assert all(item.disabled for item in view.children)
    view.stop()


# ---------------------------------------------------------------------------- /rule and /card


async def test_slash_rule_and_autocomplete(tmp_path):
    from bot.rules.store import RulesStore

    db = tmp_path / "rules.sqlite"
    store = RulesStore(db)
    store.import_file(RULES_2026)
    store.close()
    bot = await _bot(tmp_path, rules_db=str(db))
    try:
        cog = judge(bot)
        inter = make_interaction(bot)
        await cog.rule_slash.callback(cog, inter, query="702.34a")
        inter.response.defer.assert_awaited_once()
        text = sent_text(inter)
        assert "702.34a" in text and "Flashback" in text
        choices = await cog.rule_autocomplete(make_interaction(bot), "601.2")
        assert choices and all(c.value.startswith("601.2") for c in choices) and len(choices) <= 25
        choices = await cog.rule_autocomplete(make_interaction(bot), "flash")
        assert any(c.value == "flashback" for c in choices)
        inter = make_interaction(bot)
        await cog.rule_slash.callback(cog, inter, query="@everyone", search=True)
        assert "@everyone" not in sent_text(inter)
    finally:
        bot.release()


async def test_slash_card_and_autocomplete_in_both_languages(bot):
    cog = judge(bot)
    inter = make_interaction(bot, locale=discord.Locale.french)
    await cog.card_slash.callback(cog, inter, name="Lion's Eye Diamond")
    embed = sent_kwargs(inter)["embeds"][0]
    assert embed.title == "Diamant de l'oeil du lion"
    choices = await cog.card_autocomplete(make_interaction(bot, locale=discord.Locale.french), "diam")
    assert any(c.value == "Lion's Eye Diamond" and c.name.startswith("Diamant") for c in choices)
    choices = await cog.card_autocomplete(make_interaction(bot), "lion")
    assert any(c.value == "Lion's Eye Diamond" and c.name.startswith("Lion's") for c in choices)
    assert all(len(c.name) <= 100 and len(c.value) <= 100 for c in choices)
    inter = make_interaction(bot)
    await cog.card_slash.callback(cog, inter, name="Arrogant Wurn")
    assert "Arrogant Wurm" in sent_text(inter)


# ---------------------------------------------------------------------------- /arbitre


async def test_help_in_the_users_language(bot):
    cog = admin(bot)
    inter = make_interaction(bot, locale=discord.Locale.french)
    await cog.help_slash.callback(cog, inter)
    kw = sent_kwargs(inter)
    assert kw["ephemeral"] is True
    embed = kw["embeds"][0]
    assert embed.title == "Arbitre, le juge des règles" and "aide-mémoire" in embed.description
    assert "je lance" in embed.description and within_limits(embed)


async def test_settings_denied_without_manage_guild(bot):
    cog = admin(bot)
    inter = make_interaction(bot, permissions=MEMBER)
    await cog.settings_slash.callback(cog, inter, language=app_commands.Choice(name="fr", value="fr"))
    kw = sent_kwargs(inter)
    assert kw["ephemeral"] and "Manage Server" in kw["content"]
    assert bot.store.get(77).lang == "auto"
    inter = make_interaction(bot, permissions=MEMBER)
    await cog.settings_slash.callback(cog, inter, plugin="madness", enabled=False)
    assert bot.store.get(77).disabled_plugins == ()
    inter = make_interaction(bot, permissions=MEMBER)  # looking is allowed
    await cog.settings_slash.callback(cog, inter)
    assert "Arbitre's settings" in sent_text(inter)


async def test_settings_changed_by_a_manager(bot):
    cog = admin(bot)
    inter = make_interaction(bot, permissions=ADMIN)
    await cog.settings_slash.callback(cog, inter, language=app_commands.Choice(name="fr", value="fr"), prefix="?",
                                      inline_cards=False, plugin="madness", enabled=False)
    gs = bot.store.get(77)
    assert (gs.lang, gs.prefix, gs.inline_cards, gs.disabled_plugins) == ("fr", "?", False, ("madness",))
    assert "Enregistré" in sent_text(inter)
    inter = make_interaction(bot, permissions=discord.Permissions(administrator=True))
    await cog.settings_slash.callback(cog, inter, plugin="madness", enabled=True)
    assert bot.store.get(77).disabled_plugins == ()


async def test_settings_bad_values(bot):
    cog = admin(bot)
    for kwargs, expected in (({"prefix": "a b"}, "prefix"), ({"plugin": "nope", "enabled": False}, "nope"),
                             ({"plugin": "madness"}, "madness")):
        inter = make_interaction(bot, permissions=ADMIN)
        await cog.settings_slash.callback(cog, inter, **kwargs)
        assert expected in sent_kwargs(inter)["content"]
    assert bot.store.get(77).prefix == ""
    inter = make_interaction(bot, guild_id=None, permissions=ADMIN)
    await cog.settings_slash.callback(cog, inter, prefix="?")
    assert "server" in sent_kwargs(inter)["content"]
    choices = await cog.plugin_autocomplete(make_interaction(bot), "fla")
    assert [c.value for c in choices] == ["flashback"]


async def test_settings_store_failure(bot, caplog):
    def broken(*args, **kwargs):
        raise OSError("disk full")

    bot.store.update = broken
    cog = admin(bot)
    inter = make_interaction(bot, permissions=ADMIN)
    with caplog.at_level(logging.ERROR, logger="arbitre"):
        await cog.settings_slash.callback(cog, inter, inline_cards=False)
    assert re.search(r"`[0-9a-f]{8}`", sent_kwargs(inter)["content"])


# ---------------------------------------------------------------------------- localisation


async def test_commands_are_localised(bot):
    from bot.discord.i18n import ArbitreTranslator

    translator = ArbitreTranslator()
    name_re = re.compile(r"^[-_\w]{1,32}$")
    payloads = {}
    for command in bot.tree.get_commands():
        payload = await command.get_translated_payload(bot.tree, translator)
        payloads[payload["name"]] = payload
    assert set(payloads) == {"ask", "trace", "rule", "card", "arbitre", "Judge this play"}
    assert payloads["rule"]["name_localizations"]["fr"] == "règle"
    assert payloads["Judge this play"]["name_localizations"]["fr"] == "Arbitrer ce coup"
    for payload in payloads.values():
        if payload.get("type", 1) == 1:
            for loc in [payload["name"], *payload.get("name_localizations", {}).values()]:
                assert name_re.match(loc) and loc == loc.lower(), loc
            for text in [payload["description"], *payload.get("description_localizations", {}).values()]:
                assert 1 <= len(text) <= 100
    settings = next(o for o in payloads["arbitre"]["options"] if o["name"] == "settings")
    assert settings["name_localizations"]["fr"] == "réglages"
    lang = next(o for o in settings["options"] if o["name"] == "language")
    assert {c["name_localizations"]["fr"] for c in lang["choices"]} == {"Automatique", "Français", "Anglais"}


async def test_worker_processes_judge_and_pages_come_back(tmp_path):
    """engine_processes > 0: traces run in worker processes; pages travel back as embed dicts."""
    bot = await _bot(tmp_path, engine_processes=1)
    try:
        assert bot.use_processes and bot.runner.processes == 1
        cog = judge(bot)
        inter = make_interaction(bot, locale=discord.Locale.french)
        await cog.trace_slash.callback(cog, inter, text=scenario("04"))
        embed = sent_kwargs(inter)["embeds"][0]
        assert isinstance(embed, discord.Embed) and embed.title == "❌ Coup illégal"
        assert "602.5e" in embed_text(embed) and within_limits(embed)
        bot.store.update(77, disabled_plugins=("flashback",))  # per-server plugins reach the workers
        inter = make_interaction(bot)
        await cog.trace_slash.callback(cog, inter, text=scenario("04"))
        assert "702.34a" not in sent_text(inter)
    finally:
        bot.release()


async def test_a_custom_service_stays_in_threads(tmp_path):
    from bot.discord import create_bot
    from bot.service import Service

    settings = make_settings(tmp_path, engine_processes=2)
    bot = create_bot(settings, service=Service(settings=settings))
    assert bot.processes == 0  # worker processes could not rebuild a service given by the caller


# ---------------------------------------------------------------------------- through discord.py's command tree


def _real_interaction(bot, data: dict, *, kind: int = 2, permissions: discord.Permissions = ADMIN, locale: str = "fr"):
    """A real `discord.Interaction` built from a gateway payload, its response and followup replaced
    by spec'd mocks: the command tree parses the options, picks the command and calls it."""
    from unittest.mock import create_autospec

    if bot._connection.user is None:
        bot._connection.user = discord.ClientUser(state=bot._connection, data={
            "id": "5", "username": "Arbitre", "discriminator": "0", "avatar": None, "bot": True, "global_name": None})
    payload = {
        "id": "1", "application_id": "2", "type": kind, "token": "t", "version": 1, "channel_id": "3",
        "guild_id": "77", "locale": locale, "guild_locale": locale, "app_permissions": "0",
        "attachment_size_limit": 8 << 20, "entitlements": [], "authorizing_integration_owners": {}, "context": 0,
        "member": {"user": {"id": "1001", "username": "u", "discriminator": "0", "avatar": None, "global_name": None},
                   "roles": [], "joined_at": "2020-01-01T00:00:00+00:00", "deaf": False, "mute": False,
                   "permissions": str(permissions.value), "flags": 0},
        "data": data,
    }
    interaction = discord.Interaction(data=payload, state=bot._connection)
    response = create_autospec(discord.InteractionResponse, instance=True)
    state = {"done": False}

    async def answered(*args, **kwargs):
        state["done"] = True

    response.is_done.side_effect = lambda: state["done"]
    for name in ("defer", "send_message", "send_modal", "autocomplete"):
        getattr(response, name).side_effect = answered
    interaction._cs_response = response
    interaction._cs_followup = create_autospec(discord.Webhook, instance=True)
    return interaction


async def test_tree_dispatch_trace_settings_and_autocomplete(bot):
    inter = _real_interaction(bot, {"id": "9", "name": "trace", "type": 1, "options": [
        {"name": "text", "type": 3, "value": scenario("04")}]})
    await bot.tree._call(inter)
    inter.response.defer.assert_awaited_once()
    embed = inter.followup.send.await_args.kwargs["embeds"][0]
    assert embed.title == "❌ Coup illégal"  # the French client's locale

    data = {"id": "9", "name": "arbitre", "type": 1, "options": [
        {"name": "settings", "type": 1, "options": [{"name": "language", "type": 3, "value": "en"}]}]}
    inter = _real_interaction(bot, data, permissions=MEMBER)
    await bot.tree._call(inter)
    assert "Gérer le serveur" in inter.response.send_message.await_args.kwargs["content"]
    assert bot.store.get(77).lang == "auto"
    inter = _real_interaction(bot, data, permissions=ADMIN)
    await bot.tree._call(inter)
    assert bot.store.get(77).lang == "en"

    inter = _real_interaction(bot, {"id": "9", "name": "card", "type": 1, "options": [
        {"name": "name", "type": 3, "value": "guivre", "focused": True}]}, kind=4)
    await bot.tree._call(inter)
    choices = inter.response.autocomplete.await_args.args[0]
    assert any(c.value == "Arrogant Wurm" for c in choices)


async def test_card_shows_oracle_text_when_the_database_has_it(bot, monkeypatch):
    pool = bot.service.arbitre.pool
    details = {"name": "Lion's Eye Diamond", "type_line": "Artifact", "type_fr": "Artefact",
               "text": "Discard your hand, Sacrifice Lion's Eye Diamond: Add three mana of any one color. "
                       "Activate only as an instant.",
               "text_fr": "Défaussez-vous de votre main, sacrifiez le Diamant de l'oeil du lion : Ajoutez trois "
                          "manas d'une même couleur. N'activez qu'en tant qu'éphémère.",
               "rulings": [{"date": "2004-10-04", "text": "…"}]}
    monkeypatch.setattr(pool, "details", lambda name: dict(details) if name == "Lion's Eye Diamond" else None,
                        raising=False)
    cog = judge(bot)
    inter = make_interaction(bot)
    await cog.card_slash.callback(cog, inter, name="LED")
    embed = sent_kwargs(inter)["embeds"][0]
    assert "Activate only as an instant" in embed.description
    assert any(f.name == "Rulings" and f.value == "1" for f in embed.fields)
    inter = make_interaction(bot, locale=discord.Locale.french)
    await cog.card_slash.callback(cog, inter, name="LED")
    embed = sent_kwargs(inter)["embeds"][0]
    assert "N'activez qu'en tant qu'éphémère" in embed.description
    assert any(f.name == "Type" and f.value == "Artefact" for f in embed.fields)
