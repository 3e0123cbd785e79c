"""Settings: `config/default.toml`, then an optional file, then `ARBITRE_*` variables.

Pydantic validates them at the edge; the rest of the code receives a frozen Settings. The defaults
are package data (`arbitre_config`, the top-level config/ folder), read with importlib.resources.
Empty paths mean the platform's folders (`foundation.paths`: platformdirs).
"""

from __future__ import annotations

import os
import re
import tomllib
from pathlib import Path
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, SecretStr, ValidationError, field_validator

from foundation.errors import SettingsError

CHECKOUT_DEFAULTS = Path(__file__).resolve().parent.parent / "config" / "default.toml"
ENV_PREFIX = "ARBITRE_"
# path settings that default to a file in the platform's data or cache folder when empty
PLATFORM_PATHS = {"rules_db": ("data", "rules.sqlite"), "cards_import_db": ("data", "cards.sqlite"),
                  "guild_db": ("data", "guilds.sqlite"), "cache_dir": ("cache", "")}


def default_settings_text() -> str:
    """The text of the default settings file shipped with Arbitre."""
    from importlib import resources

    try:
        return resources.files("arbitre_config").joinpath("default.toml").read_text(encoding="utf-8")
    except ModuleNotFoundError:  # a checkout used without installing it
        return CHECKOUT_DEFAULTS.read_text(encoding="utf-8")


class Settings(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")

    lang: Literal["auto", "fr", "en"] = "auto"
    cards_db: str = ""
    cards_import_db: str = ""
    cards_url: str = ""
    cards_fetch_timeout: float = Field(60.0, gt=0, le=3600)
    rules_db: str = ""
    rules_url: str = ""
    cache_dir: str = ""
    disabled_plugins: tuple[str, ...] = Field(default_factory=tuple)
    max_message_chars: int = Field(20000, ge=100, le=1_000_000)
    max_actions: int = Field(200, ge=1, le=10_000)
    # The Discord bot and `arbitre chat` (docs/discord.md).
    discord_token: SecretStr = SecretStr("")  # DISCORD_TOKEN wins; never logged or shown
    discord_prefix: str = Field("!", min_length=1, max_length=5)
    discord_message_content: bool = True
    discord_sync_commands: bool = True
    discord_api_url: str = ""  # empty: Discord's own API; else a proxy in front of it (same paths)
    shards: int = Field(0, ge=-1, le=100_000)
    shard_ids: tuple[int, ...] = Field(default_factory=tuple)
    guild_db: str = ""
    cooldown_rate: int = Field(5, ge=1, le=10_000)
    cooldown_seconds: float = Field(30.0, gt=0, le=86_400)
    max_input_chars: int = Field(4000, ge=100, le=1_000_000)
    engine_timeout: float = Field(10.0, gt=0, le=600)
    engine_workers: int = Field(4, ge=1, le=64)
    engine_processes: int = Field(-1, ge=-1, le=64)  # -1: one per CPU (at most 4); 0: threads
    page_timeout: float = Field(300.0, gt=0, le=86_400)

    @field_validator("disabled_plugins", mode="before")
    @classmethod
    def _split(cls, value: Any) -> Any:
        if isinstance(value, str):
            return tuple(v.strip() for v in value.split(",") if v.strip())
        return value

    @field_validator("shard_ids", mode="before")
    @classmethod
    def _split_ints(cls, value: Any) -> Any:
        if isinstance(value, str):
            parts = [v for v in value.replace(" ", "").split(",") if v]
            if not all(p.isdigit() for p in parts):
                raise ValueError("must be shard numbers separated by commas, e.g. 0,1")  # never echo the value
            return tuple(int(p) for p in parts)
        return value

    @field_validator("discord_prefix")
    @classmethod
    def _visible_prefix(cls, value: str) -> str:
        if not visible_text(value):
            raise ValueError("a prefix is made of visible characters, without spaces or backticks")
        return value

    def path(self, field: str) -> Path | None:
        """A path setting with ~ expanded. Empty: the platform's folder for the data and cache paths
        (`PLATFORM_PATHS`), None for the others (`cards_db`: the embedded pool)."""
        value = getattr(self, field)
        if value:
            return Path(os.path.expanduser(value))
        if field in PLATFORM_PATHS:
            from foundation import paths

            where, name = PLATFORM_PATHS[field]
            folder = paths.data_dir() if where == "data" else paths.cache_dir()
            return folder / name if name else folder
        return None


def visible_text(text: str) -> bool:
    """Whether every character of `text` can be seen and typed as it looks: no space, no control or
    formatting character (zero-width space, bidi marks), no combining mark alone, no backtick."""
    import unicodedata

    return bool(text) and all(
        ch != "`" and not ch.isspace() and unicodedata.category(ch)[0] not in "CZM" for ch in text
    )


def _check_plugins(settings: Settings) -> None:
    from bot.engine.plugins import known_plugin_names

    known = known_plugin_names()
    unknown = [name for name in settings.disabled_plugins if name not in known]
    if unknown:
        import difflib

        hints = []
        for name in unknown:
            close = difflib.get_close_matches(name, known, n=1)
            hints.append(f"{name!r}" + (f" (did you mean {close[0]!r}?)" if close else ""))
        close_names = [m for name in unknown for m in difflib.get_close_matches(name, known, n=1)]
        raise SettingsError(f"invalid settings: disabled_plugins: unknown plugin {', '.join(hints)}; "
                            f"known plugins: {', '.join(known)}", message_id="settings.unknown_plugins",
                            names=", ".join(unknown), close=", ".join(close_names) or "-", known=", ".join(known))


def load_settings(file: str | Path | None = None, env: dict[str, str] | None = None, **overrides: Any) -> Settings:
    """Read the default file, then `file` (or $ARBITRE_CONFIG), then ARBITRE_* variables, then overrides."""
    env = dict(os.environ if env is None else env)
    data: dict[str, Any] = {}
    try:
        data.update(tomllib.loads(default_settings_text()))
    except (OSError, tomllib.TOMLDecodeError) as exc:
        raise SettingsError(f"the default settings can't be read ({exc})", message_id="settings.defaults_unreadable",
                            reason=str(exc)) from exc
    file = file or env.get(ENV_PREFIX + "CONFIG")
    if file:
        data.update(_read_toml(Path(file)))
    for name in Settings.model_fields:
        key = ENV_PREFIX + name.upper()
        if key in env:
            data[name] = env[key]
    data.update({k: v for k, v in overrides.items() if v is not None})
    try:
        settings = Settings(**data)
    except ValidationError as exc:
        # the field and what is wrong, never the value: a token pasted in the wrong variable stays secret
        problems = "; ".join(f"{'.'.join(str(p) for p in e['loc'])}: {e['msg']}" for e in exc.errors())
        raise SettingsError(f"invalid settings: {problems}", message_id="settings.invalid", count=len(exc.errors()),
                            **_problem(exc.errors()[0])) from None
    _check_plugins(settings)
    return settings


_TOML_AT = re.compile(r"at line (\d+), column (\d+)")


def _read_toml(path: Path) -> dict[str, Any]:
    """The settings file's values; a SettingsError that words what is wrong with it (for the user:
    `message_id` and its params; no value of the file is repeated, a token may sit in it)."""
    try:
        with open(path, "rb") as fh:
            return tomllib.load(fh)
    except FileNotFoundError as exc:
        raise SettingsError(f"settings file not found: {path}", message_id="settings.file_not_found",
                            path=str(path)) from exc
    except IsADirectoryError as exc:
        raise SettingsError(f"{path}: a folder, not a settings file", message_id="settings.file_is_directory",
                            path=str(path)) from exc
    except OSError as exc:  # no permission, an I/O error, a FIFO that fails...
        reason = exc.strerror or type(exc).__name__
        raise SettingsError(f"{path}: can't be read ({reason})", message_id="settings.file_unreadable",
                            path=str(path), reason=reason) from exc
    except UnicodeDecodeError as exc:
        raise SettingsError(f"{path}: not valid TOML ({exc})", message_id="settings.not_text",
                            path=str(path)) from exc
    except tomllib.TOMLDecodeError as exc:
        where = _TOML_AT.search(str(exc))
        line, column = (int(where.group(1)), int(where.group(2))) if where else (0, 0)
        raise SettingsError(f"{path}: not valid TOML ({exc})", message_id="settings.not_toml", path=str(path),
                            line=line, column=column) from exc


def _problem(error: Any) -> dict[str, Any]:
    """One pydantic error as catalogue parameters: the field, the kind of problem, the limit; never the value."""
    ctx = error.get("ctx") or {}
    limit = next((ctx[k] for k in ("ge", "le", "gt", "lt", "min_length", "max_length") if k in ctx), "")
    field = ".".join(str(p) for p in error["loc"])
    problem = str(error["type"])
    if problem == "value_error":  # one of our validators: which one says what is wrong
        problem = f"value_error_{field}"
    expected = str(ctx.get("expected", "")).replace(" or ", ", ")  # pydantic's English "or": a plain list
    return {"field": field, "problem": problem, "limit": limit if isinstance(limit, int | float) else str(limit),
            "expected": expected, "detail": str(error["msg"])}
