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

from bot.render.grammar import FUNCTIONS
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
    bundle = FluentBundle([lang], functions=FUNCTIONS, use_isolating=False)
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


_lock = threading.Lock()


@functools.cache
def catalogue(lang: str) -> _Catalogue:
    with _lock:
        return _load(lang_of(lang))


def message_ids(lang: str) -> frozenset[str]:
    """Every message id (catalogue spelling) of a language."""
    return catalogue(lang).ids


def message_variables(lang: str, key: str) -> frozenset[str]:
    return catalogue(lang).variables.get(fluent_id(key), frozenset())


def has_message(key: str) -> bool:
    return fluent_id(key) in catalogue("en").ids


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
    cat = catalogue(lang)
    if fid not in cat.ids:
        cat = catalogue("en")
        if fid not in cat.ids:
            return key
    message = cat.bundle.get_message(fid)
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


# ---------------------------------------------------------------------------- attributes

def attributes(key: str, lang: str | None) -> dict[str, str]:
    """The attributes of a message (`.gender`, `.into`...), formatted without variables."""
    cat = catalogue(lang_of(lang))
    fid = fluent_id(key)
    if fid not in cat.ids:
        return {}
    message = cat.bundle.get_message(fid)
    out: dict[str, str] = {}
    for name, pattern in message.attributes.items():
        text, _ = cat.bundle.format_pattern(pattern, {})
        out[name] = str(text)
    return out
