"""The bot's commands without a transport: what `/trace`, `/rule`, `/card` and `[[card]]` do.

The Discord adapter (`bot.discord`) and the terminal chat (`bot.chat`) both call a `Service`;
neither judges, looks anything up or words a reply by itself. Nothing here imports discord.

    service = Service()                       # settings from config/default.toml and ARBITRE_*
    service.trace(text, lang=None, disabled=("madness",))   # -> TraceOutcome (bot.core)
    service.rule("601.2f", lang="fr")         # -> the rules service's answer as JSON (a dict, never None)
    service.card("LED")                       # -> CardAnswer (the card, or suggestions)

`say(key, lang, **params)` words the bot's own messages (the Fluent catalogues, `bot/render/i18n.py`).
"""

from __future__ import annotations

import logging
import re
import secrets
import threading
from collections.abc import Iterable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from bot.cards import CardNameIndex, card_choices
from bot.render.i18n import say
from foundation.errors import CardPoolError

if TYPE_CHECKING:  # pragma: no cover
    from bot.core import Arbitre, TraceOutcome
    from bot.settings import Settings
    from foundation.cards import CardDef

log = logging.getLogger("arbitre.commands")

INLINE_LIMIT = 3
LANGS = ("fr", "en")

# ---------------------------------------------------------------------------- wording

def pick_lang(*candidates: str | None) -> str:
    """The first of `candidates` that is "fr" or "en" ("auto" and None are skipped); "en" otherwise."""
    for c in candidates:
        if c in LANGS:
            return c
    return "en"


def text_lang(text: str | None) -> str | None:
    """A guess at the language of a short text (a rule query, a card name, a play); None: no clue."""
    if not text:
        return None
    sample = text[:2000]
    from bot.language import lexicon as lx
    from bot.rules.terms import fold, guess_lang

    found = guess_lang(sample[:400])
    if found is not None:
        return found
    words = [w.strip("'-") for w in re.findall(r"[a-z'-]+", fold(sample))]
    fr = sum(w in lx.FRENCH_HINTS for w in words)
    en = sum(w in lx.ENGLISH_HINTS for w in words)
    if fr != en:
        return "fr" if fr > en else "en"
    return None


def error_id() -> str:
    """A short id the user can quote; the logs carry the details under the same id."""
    return secrets.token_hex(4)


# ---------------------------------------------------------------------------- reading messages

FENCE = "```"


def fenced_blocks(text: str) -> tuple[list[tuple[str, str]], list[str]]:
    """The closed ``` blocks of a text as (language tag, body), and the pieces of text outside them.

    One pass with str.find (linear: a regex with a lazy body backtracks quadratically on an unclosed
    fence). The tag is what follows the opening fence up to a newline or a backtick, like Discord's."""
    blocks: list[tuple[str, str]] = []
    outside: list[str] = []
    pos = 0
    while True:
        start = text.find(FENCE, pos)
        end = text.find(FENCE, start + 3) if start >= 0 else -1
        if end < 0:
            outside.append(text[pos:])
            return blocks, outside
        outside.append(text[pos:start])
        inner = text[start + 3:end]
        cut = len(inner)
        for stop in ("\n", "`"):
            found = inner.find(stop)
            if 0 <= found < cut:
                cut = found
        tag, body = inner[:cut], inner[cut:]
        if body.startswith("\n"):
            body = body[1:]
        blocks.append((tag, body))
        pos = end + 3


def strip_code_block(text: str) -> str:
    """The play inside a message: the content of its code blocks when it has any (several are
    joined), else the message without a surrounding pair of backticks."""
    text = text or ""
    blocks, _ = fenced_blocks(text)
    if blocks:
        parts = []
        for lang_tag, body in blocks:
            # ```text on one line``` has no newline: the "language tag" is the text itself
            if not body.strip() and lang_tag.strip():
                body = lang_tag
            elif lang_tag.strip() and " " in lang_tag.strip():
                body = lang_tag + "\n" + body
            parts.append(body.strip("\n"))
        return "\n".join(p for p in parts if p.strip()).strip()
    stripped = text.strip()
    if len(stripped) >= 2 and stripped.startswith("`") and stripped.endswith("`") and "\n" not in stripped:
        return stripped.strip("`").strip()
    return stripped


_INLINE = re.compile(r"\[\[([^\[\]\n]{1,100}?)\]\]")


def inline_card_names(text: str, limit: int = INLINE_LIMIT) -> tuple[list[str], bool]:
    """The distinct `[[card name]]`s of a message outside code, at most `limit`, and whether there were more."""
    _, outside = fenced_blocks(text or "")
    text = re.sub(r"`[^`\n]*`", " ", " ".join(outside))
    names: list[str] = []
    seen: set[str] = set()
    more = False
    for m in _INLINE.finditer(text):
        name = m.group(1).strip()
        key = name.casefold()
        if not name or key in seen:
            continue
        if len(names) >= limit:
            more = True
            break
        seen.add(key)
        names.append(name)
    return names, more


def strip_inline(text: str) -> str:
    """The text without its [[card names]] (a French card name says nothing of the message's language)."""
    return _INLINE.sub(" ", text or "")


def input_problem(text: str, limit: int, slack: int = 0) -> tuple[str, dict[str, Any]] | None:
    """("input.too_long", params) for a message over `limit` characters (`slack` more are tolerated, for
    the code-block fences around a play); None when it can be read."""
    if len(text) > limit + slack:
        return "input.too_long", {"length": f"{len(text):,}".replace(",", " "), "limit": f"{limit:,}".replace(",", " ")}
    return None


# ---------------------------------------------------------------------------- cards

@dataclass
class CardAnswer:
    query: str
    card: CardDef | None = None
    suggestions: tuple[str, ...] = ()
    text: str | None = None  # Oracle text, when the card database has it
    details: dict[str, Any] | None = None  # the database row (`CardPool.details`), when there is one

    def text_in(self, lang: str) -> str | None:
        """The card's text in `lang` when the database has it (French falls back to English)."""
        if lang == "fr" and self.details and self.details.get("text_fr"):
            return str(self.details["text_fr"])
        return self.text

    @property
    def found(self) -> bool:
        return self.card is not None


def card_type_line(card: CardDef) -> str:
    order = ("legendary", "basic", "snow", "world")
    supers = [s.capitalize() for s in order if s in card.supertypes]
    supers += sorted(s.capitalize() for s in card.supertypes if s not in order)
    type_order = ("tribal", "kindred", "artifact", "enchantment", "land", "creature", "planeswalker", "battle",
                  "instant", "sorcery")
    types = [t.capitalize() for t in type_order if t in card.types]
    types += sorted(t.capitalize() for t in card.types if t not in type_order)
    line = " ".join(supers + types)
    if card.subtypes:
        line += " — " + " ".join(s.capitalize() for s in sorted(card.subtypes))
    return line


def mana_cost_text(card: CardDef) -> str:
    cost = card.mana_cost
    if cost is None:
        return ""
    return str(cost)


def card_fields(answer: CardAnswer, lang: str) -> list[tuple[str, str]]:
    """(label, value) pairs describing a found card, in `lang` (for embeds and the terminal)."""
    card = answer.card
    assert card is not None
    out: list[tuple[str, str]] = []
    if lang == "fr":
        if card.name_fr and card.name_fr != card.name:
            out.append((say("card.name_en", lang), card.name))
    elif card.name_fr and card.name_fr != card.name:
        out.append((say("card.name_fr", lang), card.name_fr))
    cost = mana_cost_text(card)
    if cost:
        out.append((say("card.cost", lang), cost))
    details = answer.details or {}
    type_line = (lang == "fr" and details.get("type_fr")) or details.get("type_line") or card_type_line(card)
    if type_line:
        out.append((say("card.type", lang), type_line))
    if card.power is not None or card.toughness is not None:
        out.append((say("card.pt", lang), f"{_pt(card.power)}/{_pt(card.toughness)}"))
    if card.loyalty is not None:
        out.append((say("card.loyalty", lang), str(card.loyalty)))
    if card.keywords:
        out.append((say("card.keywords", lang), ", ".join(sorted(card.keywords))))
    costs = [name for name, _ in card.costs]
    if costs:
        from bot.render.trace_render import value_text

        out.append((say("card.costs", lang), ", ".join(value_text("alt", c, lang) for c in costs)))
    abilities = []
    if card.activated:
        abilities.append(say("card.activated", lang, count=len(card.activated)))
    if card.triggered:
        abilities.append(say("card.triggered", lang, count=len(card.triggered)))
    if card.static:
        abilities.append(say("card.static", lang, count=len(card.static)))
    if abilities:
        out.append((say("card.abilities", lang), ", ".join(abilities)))
    if card.nicknames:
        out.append((say("card.nicknames", lang), ", ".join(card.nicknames)))
    rulings = details.get("rulings")
    if isinstance(rulings, list) and rulings:
        out.append((say("card.rulings", lang), str(len(rulings))))
    return out


def _pt(value: Any) -> str:
    return "*" if value is None else str(value)


# ---------------------------------------------------------------------------- the service

class Service:
    """What a process shares between requests: the core (`bot.core.Arbitre`), variants of it without
    some plugins (per-server settings), and the lookups behind autocomplete. Thread-safe."""

    def __init__(self, arbitre: Arbitre | None = None, settings: Settings | None = None) -> None:
        if arbitre is None:
            from bot.core import Arbitre

            arbitre = Arbitre(settings)
        self.arbitre = arbitre
        self.settings = arbitre.settings
        self._variants: dict[frozenset[str], Arbitre] = {}
        self._lock = threading.Lock()
        self._card_index: tuple[Any, CardNameIndex] | None = None

    def __repr__(self) -> str:
        return f"Service(plugins_off={sorted(self.settings.disabled_plugins)})"

    # ---------------------------------------------------------------- engines

    def engine(self, disabled: Iterable[str] = ()) -> Arbitre:
        """The core, or a variant of it that leaves the `disabled` plugins out (sharing the card pool)."""
        key = frozenset(disabled) - frozenset(self.settings.disabled_plugins)
        if not key:
            return self.arbitre
        found = self._variants.get(key)
        if found is not None:
            return found
        with self._lock:
            found = self._variants.get(key)
            if found is None:
                off = tuple(sorted(key | frozenset(self.settings.disabled_plugins)))
                found = self.arbitre.with_settings(self.settings.model_copy(update={"disabled_plugins": off}))
                self._variants[key] = found
        return found

    def warm_up(self) -> None:
        """Open the card pool and load the plugins now rather than during the first request."""
        _ = self.arbitre.pool, self.arbitre.pm
        self.arbitre.trace("me: battlefield Island\nI tap Island for U", "en")

    def plugin_names(self) -> list[str]:
        from bot.engine.plugins import plugin_names

        names = set(plugin_names(self.arbitre.pm))
        return sorted(names)

    # ---------------------------------------------------------------- trace

    def trace(self, text: str, lang: str | None = None, disabled: Iterable[str] = ()) -> TraceOutcome:
        return self.engine(disabled).trace(text, lang)

    # ---------------------------------------------------------------- rules

    def rule(self, query: str, lang: str | None = "auto", search: bool = False,
             edition: str | None = None) -> dict[str, Any]:
        """A rules-service answer in its JSON form (never None); a failed lookup has an `error` code
        (`no_database`, `no_match`, `lookup_failed`...) that the renderers word."""
        want = lang if lang in LANGS else "auto"
        answer = self.arbitre.rules.lookup((query or "").strip(), edition=edition, lang=want, search=search)
        if answer.error is not None and answer.error.kind == "lookup_failed":
            eid = error_id()
            log.error("error id %s: the rules lookup failed for %r: %s", eid, query[:100], answer.error)
            result = answer.to_json()
            result["_error_id"] = eid
            return result
        return answer.to_json()

    def rule_choices(self, current: str, limit: int = 25) -> list[str]:
        """Rule numbers and words starting with (then containing) `current`, for autocomplete."""
        return self.arbitre.rules.complete(current, limit)

    # ---------------------------------------------------------------- cards

    def card(self, name: str) -> CardAnswer:
        name = (name or "").strip()
        pool = self.arbitre.pool
        card = pool.lookup(name) if name else None
        if card is None:
            suggestions = tuple(pool.suggest(name, 5)) if name else ()
            if name and not suggestions:  # words of the name found inside card names
                suggestions = tuple(shown for shown, _ in self.card_choices(name, text_lang(name) or "en", 5))
            return CardAnswer(name, None, tuple(suggestions))
        text = None
        details = None
        method = getattr(pool, "details", None)  # databases imported from MTGJSON carry the Oracle text
        if callable(method):
            try:
                details = method(card.name)
            except CardPoolError as exc:  # the text is a bonus: an unreadable database still names the card
                log.warning("card details of %s: %s", card.name, exc)
            if details:
                text = details.get("text")
        return CardAnswer(name, card, (), text or None, details or None)

    def card_choices(self, current: str, lang: str = "en", limit: int = 25) -> list[tuple[str, str]]:
        """(shown, value) pairs for card-name autocomplete: English and French names, prefix matches first.
        The name index is built once per card pool; a keystroke is a few searches in it."""
        from cardpool.names import normalize

        pool = self.arbitre.pool
        key = normalize(current or "")
        return card_choices(self.card_index(), key, lang, limit, lambda n: list(pool.suggest(current, n)))

    def card_index(self) -> CardNameIndex:
        """The card-name index of the current pool (built on first use, then shared by every request)."""
        from cardpool.names import normalize

        pool = self.arbitre.pool
        cached = self._card_index
        if cached is not None and cached[0] is pool:
            return cached[1]
        with self._lock:
            cached = self._card_index
            if cached is None or cached[0] is not pool:
                cached = (pool, CardNameIndex(pool.names(), normalize))
                self._card_index = cached
        return cached[1]


