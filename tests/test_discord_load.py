"""The Discord adapter under load and bad input, as users write in a channel (dpytest, no network):
fifty messages at once on one channel, messages edited or deleted while they are judged, and a
battery of odd messages (empty, emoji only, 4,000 characters, code blocks, other people's mentions,
French and English mixed). Each gets one clear answer in its writer's language: never a
traceback, never an error id (the mark of a bug), never silence, and the judging happens off
the event loop.
"""

from __future__ import annotations

import inspect
import threading

import discord
import discord.ext.test as dpytest
import pytest
import pytest_asyncio
from discord.ext.test import backend as back
from discord_support import dpytest_intents, embed_text, make_settings, set_up

pytestmark = pytest.mark.asyncio

MEMBERS = 10


@pytest_asyncio.fixture
async def bot(tmp_path):
    from bot.discord import create_bot

    bot = create_bot(make_settings(tmp_path), intents=dpytest_intents())
    await set_up(bot)
    dpytest.configure(bot, members=MEMBERS)
    yield bot
    await dpytest.empty_queue()
    bot.release()


@pytest.fixture
def sent(monkeypatch):
    """Every payload the bot posts, in order; a reply to a deleted message is refused as Discord
    refuses it (error 50035, unknown message) unless the reply says not to fail."""
    payloads: list[dict] = []
    deleted: set[int] = set()
    original = back.FakeHttp.send_message

    async def spy(self, channel_id, *, params):
        channel = inspect.currentframe().f_back.f_locals.get("channel")  # noqa: F841 - dpytest looks it up
        payload = params.payload or {}
        reference = payload.get("message_reference") or {}
        if reference and int(reference.get("message_id", 0)) in deleted \
                and reference.get("fail_if_not_exists", True):
            raise discord.HTTPException(back.FakeRequest(400, "Bad Request"),
                                        {"code": 50035, "message": "Invalid Form Body: Unknown message"})
        payloads.append(payload)
        return await original(self, channel_id, params=params)

    monkeypatch.setattr(back.FakeHttp, "send_message", spy)
    spy.deleted = deleted  # type: ignore[attr-defined]
    return payloads, deleted


def _replied_to(payload: dict) -> int:
    return int((payload.get("message_reference") or {}).get("message_id", 0))


def _text(payload: dict) -> str:
    embeds = [discord.Embed.from_dict(e) for e in payload.get("embeds") or ()]
    return "\n".join([payload.get("content") or ""] + [embed_text(e) for e in embeds])


def _is_clean(text: str) -> bool:
    lowered = text.lower()
    return bool(text.strip()) and "traceback" not in lowered and "error id" not in lowered \
        and "identifiant d'erreur" not in lowered


def _member(i: int) -> discord.Member:
    members = dpytest.get_config().members
    return members[i % len(members)]


# ---------------------------------------------------------------------------- load

PLAYS = [
    ("I bolt his Llanowar Elves, do they die?", "en"),
    ("je foudroie ses Elfes de Llanowar, ils meurent ?", "fr"),
    ("can a tapped creature block?", "en"),
    ("une créature engagée peut-elle bloquer ?", "fr"),
    ("I cast Shock targeting opponent", "en"),
]


async def test_fifty_messages_at_once_on_one_channel_each_get_one_answer_judged_off_the_loop(bot, sent, monkeypatch):
    payloads, _ = sent
    threads: list[str] = []
    trace = bot.service.trace

    def recording_trace(*args, **kwargs):
        threads.append(threading.current_thread().name)
        return trace(*args, **kwargs)

    monkeypatch.setattr(bot.service, "trace", recording_trace)
    channel = dpytest.get_config().channels[0]
    asked = {}
    for i in range(50):
        text, lang = PLAYS[i % len(PLAYS)]
        message = back.make_message(f"<@{bot.user.id}> {text}", _member(i), channel)
        asked[message.id] = lang
    await dpytest.run_all_events()
    replies = {}
    for payload in payloads:
        target = _replied_to(payload)
        assert target in asked, payload
        assert target not in replies, "two answers to one message"
        replies[target] = payload
    assert set(replies) == set(asked)  # nobody left without an answer
    for message_id, payload in replies.items():
        text = _text(payload)
        assert _is_clean(text), text
        if asked[message_id] == "fr":
            assert "Règle" in text or "Oui" in text or "Non" in text or "Légal" in text or "Vous" in text, text
    assert len(threads) == 50 and threading.main_thread().name not in threads


# ---------------------------------------------------------------------------- edited or deleted while judged


async def test_a_message_deleted_while_judged_still_gets_its_answer(bot, sent, monkeypatch):
    payloads, deleted = sent
    cog = bot.get_cog("Judge")
    judge = cog.judge
    channel = dpytest.get_config().channels[0]
    message = back.make_message(f"<@{bot.user.id}> I bolt his Llanowar Elves, do they die?", _member(0), channel)

    async def judged_then_deleted(*args, **kwargs):
        result = await judge(*args, **kwargs)
        back.delete_message(message)  # the asker deletes the question before the answer is posted
        deleted.add(message.id)
        return result

    monkeypatch.setattr(cog, "judge", judged_then_deleted)
    await dpytest.run_all_events()
    assert len(payloads) == 1, payloads
    assert "Llanowar" in _text(payloads[0]) and _is_clean(_text(payloads[0]))


async def test_a_message_edited_while_judged_gets_the_answer_to_what_was_asked(bot, sent, monkeypatch):
    payloads, _ = sent
    cog = bot.get_cog("Judge")
    judge = cog.judge
    seen: list[str] = []
    channel = dpytest.get_config().channels[0]
    message = back.make_message(f"<@{bot.user.id}> I bolt his Llanowar Elves, do they die?", _member(0), channel)

    async def judged_while_edited(text, *args, **kwargs):
        seen.append(text)
        message.content = f"<@{bot.user.id}> never mind"  # edited under way: the judged text stays
        return await judge(text, *args, **kwargs)

    monkeypatch.setattr(cog, "judge", judged_while_edited)
    await dpytest.run_all_events()
    assert seen == ["I bolt his Llanowar Elves, do they die?"]
    assert len(payloads) == 1 and _replied_to(payloads[0]) == message.id
    assert "Llanowar" in _text(payloads[0])


# ---------------------------------------------------------------------------- bad input

ODD = [
    ("", "en", "own words"),  # the mention alone
    ("🔥🔥🔥", "en", None),
    ("😀 👍", "en", None),
    ("```\n```", "en", None),
    ("```py\nprint(1)\n```", "en", None),
    ("<@{member}> I bolt his Llanowar Elves", "en", "Llanowar"),  # someone else mentioned too
    ("@everyone @here je lance Choc sur l'adversaire", "fr", "Choc"),
    ("I cast Lightning Bolt sur son Llanowar Elves, est-ce qu'ils meurent ?", "fr", "Llanowar"),
    ("```\nme: battlefield Mountain; hand Shock\nI cast Shock targeting opponent\n```", "en", "Shock"),
    ("je zorglube ses Elfes de Llanowar", "fr", None),
    ("\u200b\u200b", "en", None),
]


@pytest.mark.parametrize(("text", "lang", "expect"), ODD)
async def test_odd_messages_get_one_clear_answer(bot, sent, text, lang, expect):
    payloads, _ = sent
    await dpytest.message(f"<@{bot.user.id}> " + text.replace("{member}", str(_member(1).id)))
    assert len(payloads) == 1, payloads
    answer = _text(payloads[0])
    assert _is_clean(answer), answer
    assert "@everyone" not in answer and "@here" not in answer
    if expect:
        assert expect in answer, answer
    if lang == "fr":
        assert any(w in answer for w in ("Vous", "vous", "Légal", "Oui", "Non", " le ", " la ", " les ")), answer


@pytest.mark.parametrize("lang", ["en", "fr"])
async def test_a_4000_character_message_is_judged_and_one_more_is_refused_in_its_language(bot, sent, lang):
    payloads, _ = sent
    line = "I cast Shock targeting opponent. " if lang == "en" else "je lance Choc sur l'adversaire. "
    mention = f"<@{bot.user.id}> "
    limit = bot.settings.max_input_chars
    body = (line * (limit // len(line) + 1))[:limit].rstrip() + "."
    body = body[: limit]
    await dpytest.message(mention + body)
    assert len(payloads) == 1 and _is_clean(_text(payloads[0])), _text(payloads[0])
    await dpytest.message(mention + body + "x" * 10)
    assert len(payloads) == 2
    refusal = payloads[1]["content"]
    assert f"{limit:,}".replace(",", " ") in refusal.replace("\u202f", " ").replace("\u00a0", " ")
    assert ("caractères" in refusal) == (lang == "fr") and ("characters" in refusal) == (lang == "en")
