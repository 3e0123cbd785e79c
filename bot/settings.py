"""Settings: `config/default.toml`, then an optional file, then `ARBITRE_*` variables.

Pydantic validates them at the edge; the rest of the code receives a frozen Settings.
"""

from __future__ import annotations

import os
import tomllib
from pathlib import Path
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, SecretStr, ValidationError, field_validator

from foundation.errors import SettingsError

DEFAULT_FILE = Path(__file__).resolve().parent.parent / "config" / "default.toml"
ENV_PREFIX = "ARBITRE_"


class Settings(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")

    lang: Literal["auto", "fr", "en"] = "auto"
    cards_db: str = ""
    cards_import_db: str = "~/.local/share/arbitre/cards.sqlite"
    cards_url: str = ""
    cards_fetch_timeout: float = Field(60.0, gt=0, le=3600)
    rules_db: str = "~/.local/share/arbitre/rules.sqlite"
    rules_url: str = ""
    cache_dir: str = "~/.cache/arbitre"
    disabled_plugins: tuple[str, ...] = Field(default_factory=tuple)
    max_message_chars: int = Field(20000, ge=100, le=1_000_000)
    max_actions: int = Field(200, ge=1, le=10_000)
    # The Discord bot and `arbitre chat` (docs/discord.md).
    discord_token: SecretStr = SecretStr("")  # DISCORD_TOKEN wins; never logged or shown
    discord_prefix: str = Field("!", min_length=1, max_length=5)
    discord_message_content: bool = True
    discord_sync_commands: bool = True
    shards: int = Field(0, ge=-1, le=100_000)
    shard_ids: tuple[int, ...] = Field(default_factory=tuple)
    guild_db: str = "~/.local/share/arbitre/guilds.sqlite"
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
            return tuple(int(v) for v in value.replace(" ", "").split(",") if v)
        return value

    def path(self, field: str) -> Path | None:
        """A path setting with ~ expanded; None when empty."""
        value = getattr(self, field)
        return Path(os.path.expanduser(value)) if value else None


def _read_toml(path: Path) -> dict[str, Any]:
    try:
        with open(path, "rb") as fh:
            return tomllib.load(fh)
    except FileNotFoundError as exc:
        raise SettingsError(f"settings file not found: {path}") from exc
    except (tomllib.TOMLDecodeError, UnicodeDecodeError) as exc:
        raise SettingsError(f"{path}: not valid TOML ({exc})") from exc


def load_settings(file: str | Path | None = None, env: dict[str, str] | None = None, **overrides: Any) -> Settings:
    """Read the default file, then `file` (or $ARBITRE_CONFIG), then ARBITRE_* variables, then overrides."""
    env = dict(os.environ if env is None else env)
    data: dict[str, Any] = {}
    if DEFAULT_FILE.exists():
        data.update(_read_toml(DEFAULT_FILE))
    file = file or env.get(ENV_PREFIX + "CONFIG")
    if file:
        data.update(_read_toml(Path(file)))
    for name in Settings.model_fields:
        key = ENV_PREFIX + name.upper()
        if key in env:
            data[name] = env[key]
    data.update({k: v for k, v in overrides.items() if v is not None})
    try:
        return Settings(**data)
    except ValidationError as exc:
        problems = "; ".join(f"{'.'.join(str(p) for p in e['loc'])}: {e['msg']}" for e in exc.errors())
        raise SettingsError(f"invalid settings: {problems}") from exc
