"""Languages on Discord: which language a reply uses, and the French names of the slash commands.

A reply is in the server's language (`/arbitre settings language`), else the language of the
person's Discord client (interactions carry it), else the language of the message itself.
"""

from __future__ import annotations

from typing import Any

import discord
from discord import app_commands

from bot.message_text import pick_lang, text_lang
from bot.render.i18n import has_message, say

FRENCH_LOCALES = {discord.Locale.french}
ENGLISH_LOCALES = {discord.Locale.american_english, discord.Locale.british_english}


def locale_lang(locale: Any) -> str | None:
    """"fr" / "en" for a Discord locale (or its string value); None for other languages."""
    if locale is None:
        return None
    value = getattr(locale, "value", str(locale))
    if value.startswith("fr"):
        return "fr"
    if value.startswith("en"):
        return "en"
    return None


def reply_lang(guild_lang: str | None, locale: Any = None, text: str | None = None) -> str:
    """The language to answer in: the guild's setting, the interaction's locale, the text's language."""
    return pick_lang(guild_lang, locale_lang(locale), text_lang(text), "en")


def trace_lang(guild_lang: str | None, locale: Any = None) -> str | None:
    """The output language to ask the core for; None lets the core follow the message's language."""
    for lang in (guild_lang, locale_lang(locale)):
        if lang in ("fr", "en"):
            return lang
    return None


def ls(key: str) -> app_commands.locale_str:
    """A translatable command string: English text, catalogue key in the extras."""
    return app_commands.locale_str(say(key, "en"), key=key)


class ArbitreTranslator(app_commands.Translator):
    """French names and descriptions for the slash commands, their options and choices, and the
    message menu (catalogue ids "cmd-*", `bot/render/locales/fr/bot.ftl`)."""

    async def translate(self, string: app_commands.locale_str, locale: discord.Locale,
                        context: app_commands.TranslationContextTypes) -> str | None:
        key = string.extras.get("key")
        if not key or locale not in FRENCH_LOCALES:
            return None
        if not has_message(key):
            return None
        return say(key, "fr")
