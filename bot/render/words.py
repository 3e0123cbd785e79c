"""The parameters of an engine message, turned into what a Fluent message can word.

The engine passes plain values: card names (`Name`), player names ("me", "opponent", "Alice"), zone,
step and other ids ("graveyard", "declare_blockers", "flashback"), mana strings, numbers, lists. Here each
becomes a Fluent argument: a `Noun` for cards, players, zones and steps (so that a message can say "you",
elide, contract and agree), a number for numbers (so that a message can choose its plural), and a
catalogue word for the rest. The words come from `locales/<lang>/words.ftl`: no wording lives in code.
"""

from __future__ import annotations

import functools
import itertools
from typing import Any

from bot.engine.trace import Name
from bot.render.grammar import Noun, card_noun, join, player_noun
from bot.render.i18n import attributes, format_message, has_message, lang_of, say

ZONE_KEYS = {"zone", "wanted"}
PLAYER_KEYS = {"player", "controller", "owner", "defender", "attacker"}
CARD_KEYS = {"card", "source", "spell", "blocker"}
# keys whose value may be a player or a card, or a word of words.ftl
MIXED_KEYS = {"target", "targets", "first", "second", "what", "cards", "options", "value"}
WORD_KEYS = {"alt", "kind", "trigger", "what", "plugin", "targets", "target", "first", "second", "cost"}
MANA_KEYS = {"mana", "pool", "colors"}
ABILITY_KEYS = {"ability", "quality", "when", "helper"}  # keyword abilities, protection qualities, casting windows
PLAYER_IDS = ("me", "opponent")
ARTICLES = {"fr": ("les ", "la ", "le ", "l'"), "en": ("the ",)}


RUN = 5  # more of one mana symbol than this is written as a count: "900×{R}"


def mana_text(symbols: str, lang: str) -> str:
    if not symbols:
        return say("value-empty", lang)
    if "{" in symbols:
        return symbols
    out = []
    for symbol, group in itertools.groupby(symbols):
        count = len(list(group))
        out.append(f"{count}×{{{symbol}}}" if count > RUN else f"{{{symbol}}}" * count)
    return "".join(out)


@functools.cache
def word_noun(key: str, lang: str) -> Noun | None:
    """A catalogue word as a noun: its article split off, its gender and set phrases from its attributes."""
    if not has_message(key):
        return None
    text = say(key, lang)
    article = ""
    for candidate in ARTICLES.get(lang, ()):
        if text.startswith(candidate):
            article, text = candidate.strip(), text[len(candidate):]
            break
    attrs = attributes(key, lang)
    gender = attrs.pop("gender", None)
    attrs["id"] = key.split("-", 1)[1]
    return Noun(text, lang, article=article, gender=gender if lang == "fr" else None, forms=attrs)


def player(name: str, lang: str) -> Noun:
    return player_noun(name, lang_of(lang))


def card(name: Name, lang: str) -> Noun:
    return card_noun(name.en, name.fr, name.kind, lang_of(lang))


def argument(key: str, value: Any, lang: str) -> Any:
    """One parameter as a Fluent argument (Noun, number or text)."""
    lang = lang_of(lang)
    if isinstance(value, Name):
        return card(value, lang)
    if isinstance(value, bool):
        return say("value-yes" if value else "value-no", lang)
    if isinstance(value, int | float):
        return value
    if isinstance(value, tuple | list):
        if not value:
            return say("value-nothing", lang)
        items = [argument(key, v, lang) for v in value]
        if len(items) == 1:
            return items[0]
        genders = {i.grammatical()[0] if isinstance(i, Noun) else "m" for i in items}
        return Noun(join(items, lang), lang, gender="f" if genders == {"f"} else "m", plural=True)
    if value is None:
        return "—"
    text = str(value)
    if key in PLAYER_KEYS or (key in MIXED_KEYS and text in PLAYER_IDS):
        return player(text, lang)
    if key in ZONE_KEYS and (noun := word_noun("zone-" + text, lang)) is not None:
        return noun
    if key == "step" and (noun := word_noun("phase-" + text, lang)) is not None:
        return noun
    if key in MANA_KEYS:
        return mana_text(text, lang)
    if key in ABILITY_KEYS and (noun := word_noun("ability-" + text.replace(" ", "_"), lang)) is not None:
        return noun
    if key in WORD_KEYS and (noun := word_noun("word-" + text, lang)) is not None:
        return noun
    if key == "where":
        return where(text, lang)
    return text


def where(text: str, lang: str) -> str:
    """"me:hand" -> "your hand" / "votre main"; "graveyard" -> "the graveyard"; "" -> nowhere."""
    if ":" in text:
        who, zone = text.split(":", 1)
        noun = word_noun("zone-" + zone, lang)
        if noun is not None:
            return format_message("value-where", lang, {"player": player(who, lang), "zone": noun})
    noun = word_noun("zone-" + text, lang) if text else None
    if noun is not None:
        return noun.format()
    return say("value-nowhere", lang) if not text else text


def arguments(params: dict[str, Any], lang: str) -> dict[str, Any]:
    return {k: argument(k, v, lang) for k, v in params.items()}


def value_text(key: str, value: Any, lang: str) -> str:
    """A parameter as plain text (a list's item, a label's value)."""
    arg = argument(key, value, lang)
    if isinstance(arg, Noun):
        return arg.format()
    return str(arg)


def player_text(name: str, lang: str, capital: bool = True) -> str:
    """A player as a label shows them: "You" / "Vous", "Your opponent", "Alice"."""
    text = player(name, lang).format()
    return text[:1].upper() + text[1:] if capital else text
