"""Replies within Discord's limits whatever the input, and user-written text that can't break the
formatting or ping anyone."""

from __future__ import annotations

import re

import discord
from discord_support import within_limits
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from bot.discord import embeds as E

HOSTILE = st.text(alphabet=st.sampled_from(list("ab *_~|`>#-[]()<>@&!:\\\n🂡é")) | st.characters(), max_size=3000)


def _trace_data(source: str, text: str, n_actions: int, n_steps: int) -> dict:
    actions = []
    for i in range(1, n_actions + 1):
        steps = [{"rule": "601.2a", "kind": "step", "text": text, "id": "x"} for _ in range(n_steps)]
        if i == n_actions:
            steps.append({"rule": "602.5e", "kind": "illegal", "text": text, "id": "y"})
        actions.append({"index": i, "line": i, "source": source, "legal": i != n_actions, "answer": None,
                        "steps": steps})
    return {
        "verdict": "illegal", "cr_version": "2026-01-16", "lang": "en", "actions": actions,
        "illegal": {"action": n_actions, "rule": "602.5e", "rules": ["602.5e", "732.1"], "message": text,
                    "rollback": {"rule": "732.1", "text": text, "restored": []}},
        "error": {"kind": "unknown_card", "line": 1, "column": 2, "message": text, "suggestions": [source] * 30},
        "state": {"turn": {"active": source, "step": "main1", "priority": source},
                  "stack": [{"name": source, "kind": "spell", "controller": source}] * 20,
                  "players": [{"name": source, "life": 20, "pool": "UU", "hand": [source] * 50,
                               "graveyard": [source] * 50, "exile": [source] * 5, "library": 40,
                               "battlefield": [{"name": source, "tapped": True, "damage": 1, "power": 2,
                                                "toughness": 2, "counters": {}}] * 30, "lost": False}] * 4},
        "plugin_failures": [],
    }


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(source=HOSTILE, text=HOSTILE, n_actions=st.integers(1, 40), n_steps=st.integers(0, 12))
def test_trace_pages_always_within_limits(source, text, n_actions, n_steps):
    pages = E.trace_embeds(_trace_data(source, text, n_actions, n_steps), "en",
                           plugin_errors=[("p" * 300, "h", "abcd1234")] * 3)
    assert pages
    for page in pages:
        assert within_limits(page), (E.size(page), len(page.fields))
        assert_no_mentions(page)


def assert_no_mentions(embed: discord.Embed) -> None:
    texts = [embed.title or "",
             embed.description or ""] + [f.name for f in embed.fields] + [f.value for f in embed.fields]
    for t in texts:
        assert not re.search(r"@(everyone|here)", t)
        assert not re.search(r"<@[!&]?\d", t)


@given(HOSTILE)
def test_escape_neutralises(text):
    out = E.escape(text)
    assert not re.search(r"@(everyone|here)", out)
    assert not re.search(r"(?<!\\)<@", out)
    # every markdown character is escaped by an odd number of backslashes
    for m in re.finditer(r"[*_~|`\[\]]", out):
        backslashes = len(out[: m.start()]) - len(out[: m.start()].rstrip("\\"))
        assert backslashes % 2 == 1


@given(HOSTILE, st.integers(1, 5000))
def test_truncate_respects_the_limit(text, limit):
    out = E.truncate(text, limit)
    assert E.ulen(out) <= limit
    if E.ulen(text) <= limit:
        assert out == text


def test_mention_injection_examples():
    out = E.escape("@everyone <@&1> <@123456789012345678> @here <#1> </cmd:1> <t:1:R>")
    assert "@everyone" not in out and "@here" not in out
    assert "<@" not in out.replace("\\<@", "")
    assert "<#" not in out.replace("\\<#", "")
    assert E.neutralise("@everyone <@&1>") == "@\u200beveryone <\u200b@&1>"


def test_fit_enforces_every_limit():
    e = discord.Embed(title="t" * 500, description="d" * 9000)
    for _ in range(40):
        e.add_field(name="n" * 400, value="v" * 3000)
    e.set_footer(text="f" * 3000)
    e.set_author(name="a" * 400)
    E.fit(e)
    assert within_limits(e) and E.size(e) <= 6000
    assert E.ulen(e.author.name) <= 256


def test_utf16_units_are_counted():
    emoji = "🂡" * 3000  # each is two UTF-16 units
    out = E.truncate(emoji, 4096)
    assert E.ulen(out) <= 4096 and len(out) < 2100


def test_fit_message_total():
    embeds = [discord.Embed(description="x" * 4000) for _ in range(12)]
    out = E.fit_message(embeds)
    assert 1 <= len(out) <= 10 and sum(E.size(e) for e in out) <= 6000


def test_paginate_keeps_blocks_and_splits_long_ones():
    blocks = ["**a**\n" + "line\n" * 10, "b" * 50, "\n".join(["x" * 100] * 100)]
    pages = E.paginate(blocks, 1000)
    assert all(E.ulen(p) <= 1000 for p in pages)
    assert pages[0].startswith("**a**")
    assert sum(p.count("x" * 100) for p in pages) == 100


def test_truncate_never_leaves_half_markup():
    out = E.truncate("**" + "a" * 50 + "**", 20)
    assert out.count("**") % 2 == 0 and E.ulen(out) <= 20
    out = E.truncate("`" + "a" * 50 + "`", 20)
    assert out.count("`") % 2 == 0
    out = E.truncate("a" * 18 + "\\*", 20)
    assert not out.rstrip("…").endswith("\\") or out.rstrip("…").endswith("\\\\")


def test_card_embed_and_help_within_limits():
    from bot.cards import CardAnswer

    assert within_limits(E.card_embed(CardAnswer("x" * 5000, None, ("@everyone",) * 50), "en"))
    for lang in ("en", "fr"):
        assert within_limits(E.help_embed(lang, "!", "2026-01-16"))
