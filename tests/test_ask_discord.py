"""Every Discord way of asking takes the path of `arbitre ask` (issue 10): a message that mentions Arbitre,
`/ask` (and `/trace`), its box, the "Judge this play" menu and `!ask`, each with a free-form play, a rules
question and a card question, in French and in English; a long answer comes in pages within Discord's
limits, and a message that can't be read gets a clear error in its own language.

Message flows go through dpytest; interactions through spec'd mocks (tests/discord_support.py).
The bot has the embedded card pool and the 2026 rules imported.
"""

from __future__ import annotations

import discord
import discord.ext.test as dpytest
import pytest
import pytest_asyncio
from discord_support import (
    dpytest_intents,
    embed_text,
    fake_message,
    make_interaction,
    make_settings,
    sent_kwargs,
    sent_text,
    set_up,
    within_limits,
)

pytestmark = pytest.mark.asyncio

PLAY_EN = "opp Giant Growths his Llanowar Elves, I bolt them in response, do they die?"
PLAY_FR = "l'adversaire lance Croissance gigantesque sur ses Elfes de Llanowar, je les Foudre en réponse, ils meurent ?"
RULES_EN = "can a tapped creature block?"
RULES_FR = "une créature engagée peut-elle bloquer ?"
UNREADABLE_EN = "I zorglub his Llanowar Elves"
UNREADABLE_FR = "je zorglube ses Elfes de Llanowar"


async def _bot(tmp_path, rules_db, *, dpy: bool):
    from bot.discord import create_bot

    settings = make_settings(tmp_path, rules_db=str(rules_db))
    bot = create_bot(settings, intents=dpytest_intents()) if dpy else create_bot(settings)
    await set_up(bot)
    if dpy:
        dpytest.configure(bot)
    return bot


@pytest_asyncio.fixture
async def bot(tmp_path, rules_db_2026):
    bot = await _bot(tmp_path, rules_db_2026, dpy=True)
    yield bot
    await dpytest.empty_queue()
    bot.release()


@pytest_asyncio.fixture
async def ibot(tmp_path, rules_db_2026):
    bot = await _bot(tmp_path, rules_db_2026, dpy=False)
    yield bot
    bot.release()


def _text(message: discord.Message) -> str:
    return "\n".join([message.content or ""] + [embed_text(e) for e in message.embeds])


def _replies() -> list[discord.Message]:
    out = []
    while not dpytest.verify().message().nothing():
        out.append(dpytest.get_message())
    return out


async def _mention(bot, text: str) -> list[discord.Message]:
    await dpytest.message(f"<@{bot.user.id}> {text}")
    return _replies()


# ---------------------------------------------------------------------------- "@Arbitre ..."


async def test_a_mention_judges_a_free_form_play_in_english(bot):
    (reply,) = await _mention(bot, PLAY_EN)
    first = reply.embeds[0]
    assert first.title == "✅ Yes" and first.description.startswith("**Yes: Llanowar Elves dies")
    assert "704.5g" in first.description and "Llanowar Elves" in first.description
    assert all(within_limits(e) for e in reply.embeds)


async def test_a_mention_judges_a_free_form_play_in_french(bot):
    (reply,) = await _mention(bot, PLAY_FR)
    first = reply.embeds[0]
    assert first.title == "✅ Oui" and first.description.startswith("**Oui : les Elfes de Llanowar meurent")
    assert "Elfes de Llanowar" in first.description and "Llanowar Elves" not in first.description


async def test_a_mention_inside_the_message_is_left_out(bot):
    await dpytest.message(f"hi judges, hey <@{bot.user.id}>, I bolt his Grizzly Bears, do they die?")
    (reply,) = _replies()
    assert reply.embeds[0].title == "✅ Yes" and "Grizzly Bears" in reply.embeds[0].description


async def test_a_mention_answers_a_rules_question_in_both_languages(bot):
    (reply,) = await _mention(bot, RULES_EN)
    embed = reply.embeds[0]
    assert embed.title == "📖 Rules question" and "`509.1a`" in embed.description
    assert "English edition" not in embed.description
    (reply,) = await _mention(bot, RULES_FR)
    embed = reply.embeds[0]
    assert embed.title == "📖 Question de règles" and "`509.1a`" in embed.description
    assert "édition anglaise" in embed.description  # the rule text is English: said in French
    assert all(within_limits(e) for e in reply.embeds)


async def test_a_mention_answers_a_card_question_in_both_languages(bot):
    (reply,) = await _mention(bot, "what does Lightning Bolt do?")
    assert reply.embeds[0].title == "Lightning Bolt"
    (reply,) = await _mention(bot, "que fait Foudre ?")
    embed = reply.embeds[0]
    assert embed.title == "Foudre" and "Éphémère" in embed_text(embed)


async def test_an_unreadable_message_gets_an_error_in_its_language(bot):
    (reply,) = await _mention(bot, UNREADABLE_EN)
    text = _text(reply)
    assert "zorglub" in text and reply.embeds[0].title.startswith("⚠️")
    (reply,) = await _mention(bot, UNREADABLE_FR)
    text = _text(reply)
    assert "zorglube" in text and reply.embeds[0].title.startswith("⚠️")
    for english in ("I couldn't", "Line ", "Did you mean", "Expected"):
        assert english not in text, text


async def test_a_command_after_the_mention_is_the_commands(bot):
    replies = await _mention(bot, "card LED")
    assert len(replies) == 1 and replies[0].embeds[0].title == "Lion's Eye Diamond"
    replies = await _mention(bot, "rule 509.1a")
    assert len(replies) == 1 and "509.1a" in replies[0].embeds[0].description


async def test_a_mention_alone_says_how_to_ask(bot):
    (reply,) = await _mention(bot, "")
    assert "own words" in reply.content and not reply.embeds


async def test_a_message_without_a_mention_is_not_judged(bot):
    await dpytest.message(PLAY_EN)
    assert dpytest.verify().message().nothing()


async def test_a_mention_with_a_card_in_brackets_gets_one_answer(bot):
    replies = await _mention(bot, "what does [[Lightning Bolt]] do?")
    assert len(replies) == 1


async def test_ask_prefix_in_both_languages(bot):
    await dpytest.message("!ask " + PLAY_EN)
    assert dpytest.get_message().embeds[0].title == "✅ Yes"
    await dpytest.message("!demande " + RULES_FR)
    assert "509.1a" in _text(dpytest.get_message())


async def test_a_long_answer_comes_in_pages_within_discords_limits(bot, monkeypatch):
    from bot.discord import cogs

    views = []
    original = cogs.Paginator.__init__

    def spy(self, *args, **kwargs):
        original(self, *args, **kwargs)
        views.append(self)

    monkeypatch.setattr(cogs.Paginator, "__init__", spy)
    play = "I have 40 Islands. " + ", then ".join(["I tap an Island for U"] * 40) + ". Is that legal?"
    (reply,) = await _mention(bot, play)
    assert len(views) == 1 and len(views[0].pages) > 2
    assert all(within_limits(e) for e in views[0].pages)
    assert reply.embeds[0].footer.text.endswith(f"1/{len(views[0].pages)}")
    assert "605.3b" in "\n".join(embed_text(e) for e in views[0].pages[1:])
    views[0].stop()


# ---------------------------------------------------------------------------- /ask, the box, the menu


def judge(bot):
    return bot.get_cog("Judge")


@pytest.mark.parametrize(("locale", "text", "title"), [
    (discord.Locale.american_english, PLAY_EN, "✅ Yes"),
    (discord.Locale.french, PLAY_FR, "✅ Oui"),
])
async def test_slash_ask_judges_a_free_form_play(ibot, locale, text, title):
    cog = judge(ibot)
    inter = make_interaction(ibot, locale=locale)
    await cog.ask_slash.callback(cog, inter, message=text)
    inter.response.defer.assert_awaited_once_with(thinking=True, ephemeral=False)
    embed = sent_kwargs(inter)["embeds"][0]
    assert embed.title == title and "704.5g" in embed.description


@pytest.mark.parametrize(("locale", "text", "title", "note"), [
    (discord.Locale.american_english, RULES_EN, "📖 Rules question", None),
    (discord.Locale.french, RULES_FR, "📖 Question de règles", "édition anglaise"),
])
async def test_slash_ask_and_slash_trace_answer_a_rules_question(ibot, locale, text, title, note):
    cog = judge(ibot)
    for command, option in ((cog.ask_slash, "message"), (cog.trace_slash, "text")):
        inter = make_interaction(ibot, locale=locale)
        await command.callback(cog, inter, **{option: text})
        embed = sent_kwargs(inter)["embeds"][0]
        assert embed.title == title and "`509.1a`" in embed.description
        assert note is None or note in embed.description


async def test_slash_ask_answers_a_card_question(ibot):
    cog = judge(ibot)
    inter = make_interaction(ibot, locale=discord.Locale.french)
    await cog.ask_slash.callback(cog, inter, message="que fait Foudre ?")
    assert sent_kwargs(inter)["embeds"][0].title == "Foudre"


async def test_slash_ask_without_text_opens_the_box_and_the_box_judges_free_form(ibot):
    from bot.discord.views import TraceModal

    cog = judge(ibot)
    inter = make_interaction(ibot, locale=discord.Locale.french)
    await cog.ask_slash.callback(cog, inter, message=None)
    modal = inter.response.send_modal.await_args.args[0]
    assert isinstance(modal, TraceModal)
    submit = make_interaction(ibot, locale=discord.Locale.french)
    modal.play._value = ("j'ai une Montagne et Foudre en main.\nil a des Grizzlis.\n"
                         "je Foudre ses Grizzlis, ils meurent ?")
    await modal.on_submit(submit)
    embed = sent_kwargs(submit)["embeds"][0]
    assert embed.title == "✅ Oui" and "Grizzlis" in embed.description


@pytest.mark.parametrize(("content", "expected"), [
    (PLAY_EN, "✅ Yes"),
    (PLAY_FR, "✅ Oui"),
    (RULES_FR, "📖 Question de règles"),
    ("what does Lightning Bolt do?", "Lightning Bolt"),
])
async def test_judge_this_play_on_a_message_written_as_players_write(ibot, content, expected):
    cog = judge(ibot)
    inter = make_interaction(ibot, locale=discord.Locale.german)  # a locale we don't speak: the message's
    await cog.judge_menu.callback(inter, fake_message(content))
    assert sent_kwargs(inter)["embeds"][0].title == expected


async def test_judge_this_play_on_an_unreadable_french_message(ibot):
    cog = judge(ibot)
    inter = make_interaction(ibot, locale=discord.Locale.german)
    await cog.judge_menu.callback(inter, fake_message(UNREADABLE_FR))
    text = sent_text(inter)
    assert "zorglube" in text and "I couldn't" not in text and "Je n'ai pas pu lire" in text


async def test_ask_is_a_localised_slash_command(ibot):
    from bot.discord.i18n import ArbitreTranslator

    command = next(c for c in ibot.tree.get_commands() if c.name == "ask")
    payload = await command.get_translated_payload(ibot.tree, ArbitreTranslator())
    assert payload["name_localizations"]["fr"] == "demander"
    (option,) = payload["options"]
    assert option["required"] is False and option["name_localizations"]["fr"] == "message"
    for text in [payload["description"], *payload["description_localizations"].values(),
                 option["description"], *option["description_localizations"].values()]:
        assert 1 <= len(text) <= 100


# ---------------------------------------------------------------------------- questions that are not plays

TYPE_EN = "is Lightning Bolt an instant?"
TYPE_FR = "la Foudre c'est un rituel ?"
GENERAL_FR = "la folie ça marche aussi pendant le tour adverse ?"


async def test_a_mention_answers_a_type_question_yes_or_no_first(bot):
    (reply,) = await _mention(bot, TYPE_EN)
    embed = reply.embeds[0]
    assert embed.title == "Lightning Bolt" and embed.description.startswith("**Yes: Lightning Bolt is an instant")
    (reply,) = await _mention(bot, TYPE_FR)
    embed = reply.embeds[0]
    assert embed.title == "Foudre" and embed.description.startswith("**Non : la Foudre n'est pas un rituel")
    assert all(within_limits(e) for e in reply.embeds)


async def test_a_mention_answers_a_general_question_from_the_rules(bot):
    (reply,) = await _mention(bot, GENERAL_FR)
    embed = reply.embeds[0]
    assert embed.title == "📖 Question de règles" and "`702.35a`" in embed.description
    (reply,) = await _mention(bot, "what does lifelink do?")
    assert reply.embeds[0].title == "📖 Rules question" and "`702.15" in reply.embeds[0].description


@pytest.mark.parametrize(("locale", "text", "title", "start"), [
    (discord.Locale.american_english, TYPE_EN, "Lightning Bolt", "**Yes"),
    (discord.Locale.french, TYPE_FR, "Foudre", "**Non"),
    (discord.Locale.french, GENERAL_FR, "📖 Question de règles", None),
])
async def test_slash_ask_the_box_and_the_menu_route_questions_alike(ibot, locale, text, title, start):
    cog = judge(ibot)
    slash = make_interaction(ibot, locale=locale)
    await cog.ask_slash.callback(cog, slash, message=text)
    menu = make_interaction(ibot, locale=discord.Locale.german)  # the message's language, not the user's
    await cog.judge_menu.callback(menu, fake_message(text))
    opener = make_interaction(ibot, locale=locale)
    await cog.ask_slash.callback(cog, opener, message=None)
    modal = opener.response.send_modal.await_args.args[0]
    modal.play._value = text
    box = make_interaction(ibot, locale=locale)
    await modal.on_submit(box)
    for inter in (slash, menu, box):
        embed = sent_kwargs(inter)["embeds"][0]
        assert embed.title == title
        assert start is None or embed.description.startswith(start)
