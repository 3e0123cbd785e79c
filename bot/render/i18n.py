"""Arbitre's one wording mechanism: Fluent message catalogues, one folder per language.

Every sentence a user reads (trace steps, verdicts, summaries, rule and card answers, the chat,
the Discord replies, CLI errors) is a Fluent message in `bot/render/locales/<lang>/*.ftl`. A message
carries its own grammar: plurals (`{ $count -> [one] ... *[other] ... }`), the asking player as
"you" (`{ PERSON($player) -> [you] ... *[other] ... }`), French elision and contractions
(`{ DE($card) }` gives "de la Montagne", "de l'Île", "d'Ancêtre...", "du Marais").

Ids: the engine's message ids keep their dots (`step.cast_moves_to_stack`); Fluent identifiers
can't hold a dot, so the catalogue spells it with a hyphen (`step-cast_moves_to_stack`).
`fluent_id` is that mapping and the only one.

    say("step.cast_moves_to_stack", "fr", player=..., card=..., zone=...)
"""

from __future__ import annotations

import functools
import logging
import re
import threading
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from fluent.runtime import FluentBundle
from fluent.runtime.types import FluentType, fluent_number
from fluent.syntax import FluentParser
from fluent.syntax import ast as ftl
from fluent.syntax.visitor import Visitor

from bot.render.grammar import functions
from foundation.errors import CatalogueError

log = logging.getLogger("arbitre.wording")

LOCALES_DIR = Path(__file__).resolve().parent / "locales"
LANGS = ("en", "fr")


def fluent_id(key: str) -> str:
    """The catalogue id of a message id: dots become hyphens (Fluent ids can't hold a dot)."""
    return key.replace(".", "-")


def lang_of(lang: str | None) -> str:
    return lang if lang in LANGS else "en"


# ---------------------------------------------------------------------------- loading

@dataclass(frozen=True)
class _Catalogue:
    bundle: FluentBundle
    ids: frozenset[str]
    variables: dict[str, frozenset[str]]  # message id -> the variables its patterns use
    files: dict[str, str]  # message id -> file name


def _variables(node: Any) -> set[str]:
    found: set[str] = set()

    class Variables(Visitor):
        def visit_VariableReference(self, ref: ftl.VariableReference) -> None:
            found.add(ref.id.name)

    Variables().visit(node)
    return found


def _load(lang: str) -> _Catalogue:
    folder = LOCALES_DIR / lang
    bundle = FluentBundle([lang], functions=functions(lang), use_isolating=False)
    parser = FluentParser(with_spans=False)
    files: dict[str, str] = {}
    variables: dict[str, frozenset[str]] = {}
    for path in sorted(folder.glob("*.ftl")):
        resource = parser.parse(path.read_text(encoding="utf-8"))
        for entry in resource.body:
            if isinstance(entry, ftl.Junk):
                note = entry.annotations[0].message if entry.annotations else "syntax error"
                raise CatalogueError(f"{path.name}: {note}: {(entry.content or '').strip()[:120]!r}")
            if isinstance(entry, ftl.Message | ftl.Term):
                name = ("-" if isinstance(entry, ftl.Term) else "") + entry.id.name
                if name in files:
                    raise CatalogueError(f"{path.name}: {name} is already defined in {files[name]}")
                files[name] = path.name
                if isinstance(entry, ftl.Message):
                    variables[name] = frozenset(_variables(entry))
        bundle.add_resource(resource)
    ids = frozenset(k for k in files if not k.startswith("-"))
    return _Catalogue(bundle, ids, variables, files)


_lock = threading.RLock()


@functools.cache
def catalogue(lang: str) -> _Catalogue:
    with _lock:
        return _load(lang_of(lang))


_ENTRY_START = re.compile(r"^(-?[a-zA-Z][a-zA-Z0-9_-]*) *=", re.MULTILINE)


class _Lazy:
    """A language's catalogue for formatting, parsed one entry at a time when first used.

    Parsing every file (`catalogue`) takes a fifth of a second, longer than a whole trace; a
    trace uses a few dozen messages. The files are split at entry starts (an identifier at the
    start of a line followed by `=`, what Fluent's own parser resumes at after an error), and an
    entry is parsed, with the terms and messages it refers to, the first time it is asked for.
    `catalogue` stays the full, checked parse (syntax errors, duplicates, variables): the tests
    hold both to the same entries (tests/test_i18n.py).
    """

    def __init__(self, lang: str) -> None:
        self.lang = lang
        self.sources: dict[str, tuple[str, str]] = {}  # id ("-term" for a term) -> (entry source, file name)
        for path in sorted((LOCALES_DIR / lang).glob("*.ftl")):
            text = path.read_text(encoding="utf-8")
            starts = list(_ENTRY_START.finditer(text))
            for found, after in zip(starts, starts[1:] + [None], strict=True):
                self.sources.setdefault(found.group(1), (text[found.start(): after.start() if after else None],
                                                         path.name))
        self.ids = frozenset(k for k in self.sources if not k.startswith("-"))
        self.bundle = FluentBundle([lang], functions=functions(lang), use_isolating=False)
        self.parser = FluentParser(with_spans=False)
        self.added: set[str] = set()
        self.messages: dict[str, Any] = {}  # id -> the bundle's compiled message

    def message(self, fid: str) -> Any:
        """The compiled message `fid` (an id of `ids`)."""
        found = self.messages.get(fid)
        if found is None:
            with _lock:
                self._add(fid)
                found = self.messages[fid] = self.bundle.get_message(fid)
        return found

    def _add(self, name: str) -> None:
        if name in self.added or name not in self.sources:
            return  # an unknown reference: Fluent words it as the id, and the catalogue test refuses it
        source, file = self.sources[name]
        entry = self.parser.parse_entry(source)
        if isinstance(entry, ftl.Junk):
            note = entry.annotations[0].message if entry.annotations else "syntax error"
            raise CatalogueError(f"{file}: {note}: {(entry.content or '').strip()[:120]!r}")
        self.bundle.add_resource(ftl.Resource([entry]))
        self.added.add(name)
        for ref in _references(entry):
            self._add(ref)


def _references(node: Any) -> set[str]:
    found: set[str] = set()

    class References(Visitor):
        def visit_MessageReference(self, ref: ftl.MessageReference) -> None:
            found.add(ref.id.name)

        def visit_TermReference(self, ref: ftl.TermReference) -> None:
            found.add("-" + ref.id.name)
            self.generic_visit(ref)

    References().visit(node)
    return found


@functools.cache
def lazy(lang: str) -> _Lazy:
    """The catalogue formatting uses (`_Lazy`)."""
    with _lock:
        return _Lazy(lang_of(lang))


def message_ids(lang: str) -> frozenset[str]:
    """Every message id (catalogue spelling) of a language."""
    return catalogue(lang).ids


def message_variables(lang: str, key: str) -> frozenset[str]:
    return catalogue(lang).variables.get(fluent_id(key), frozenset())


def has_message(key: str) -> bool:
    return fluent_id(key) in lazy("en").ids


# ---------------------------------------------------------------------------- formatting

MAX_PLACEABLE = 990  # fluent.runtime refuses a placeable over 1000 characters (and words nothing)


def fluent_value(value: Any) -> Any:
    """A Python value as a Fluent argument: numbers stay numbers (plurals select on them)."""
    if isinstance(value, str):
        return value if len(value) <= MAX_PLACEABLE else value[: MAX_PLACEABLE - 1] + "…"
    if isinstance(value, FluentType):
        return value
    if isinstance(value, bool):
        return "yes" if value else "no"
    if isinstance(value, int | float):
        return fluent_number(value, useGrouping=False)
    if value is None:
        return "—"
    return str(value)


def format_message(key: str, lang: str | None, params: Mapping[str, Any] | None = None,
                   on_error: Callable[[str, list[Exception]], None] | None = None) -> str:
    """The message `key` in `lang` with `params` (already Fluent values or plain values).

    A message missing in `lang` falls back to English, then to the key itself (the catalogue
    test keeps both languages complete, so that only happens to ids nobody has worded yet).
    """
    lang = lang_of(lang)
    fid = fluent_id(key)
    cat = lazy(lang)
    if fid not in cat.ids:
        cat = lazy("en")
        if fid not in cat.ids:
            return key
    message = cat.message(fid)
    if message.value is None:
        return key
    args = {k: fluent_value(v) for k, v in (params or {}).items()}
    text, errors = cat.bundle.format_pattern(message.value, args)
    if errors:
        (on_error or _log_errors)(key, errors)
    return text if isinstance(text, str) else str(text)


def _log_errors(key: str, errors: list[Exception]) -> None:
    log.warning("wording %s: %s", key, "; ".join(str(e) for e in errors))


def say(key: str, lang: str | None, /, **params: Any) -> str:
    """The message `key` in `lang` (English when unknown), its variables filled."""
    return format_message(key, lang, params)


def interface_lang(setting: str | None = None, env: Mapping[str, str] | None = None) -> str:
    """The language of what a command says when the user's words don't tell it (an error, an unknown
    name): the settings' `lang` when it is fr or en, else the system's locale (LC_ALL, LC_MESSAGES,
    LANG), else English."""
    if setting in LANGS:
        return str(setting)
    import os

    env = os.environ if env is None else env
    locale = env.get("LC_ALL") or env.get("LC_MESSAGES") or env.get("LANG") or ""
    return "fr" if locale.lower().startswith("fr") else "en"


def error_text(exc: BaseException, lang: str | None) -> str:
    """An error as its user reads it: its catalogue message (`message_id`) in `lang` when it has one,
    else its English text."""
    key = getattr(exc, "message_id", "") or ""
    if key and has_message(key):
        params = {k: v if isinstance(v, int | float) else str(v) for k, v in (getattr(exc, "params", {}) or {}).items()}
        return format_message(key, lang, params)
    return str(exc)


# ---------------------------------------------------------------------------- attributes

def attributes(key: str, lang: str | None) -> dict[str, str]:
    """The attributes of a message (`.gender`, `.into`...), formatted without variables."""
    cat = lazy(lang_of(lang))
    fid = fluent_id(key)
    if fid not in cat.ids:
        return {}
    message = cat.message(fid)
    out: dict[str, str] = {}
    for name, pattern in message.attributes.items():
        text, _ = cat.bundle.format_pattern(pattern, {})
        out[name] = str(text)
    return out
