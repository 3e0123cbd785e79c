"""What every command of the CLI does the same way (issue 13): `--version`, `--config` after the
sub-command, exit statuses in every `--help`, one error prefix; settings that never echo a value,
refuse unknown plugin names and invisible prefixes, and default to the platform's folders; and
`arbitre run` ending with a message, not a traceback, when guild_db or Discord can't be used."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from bot.cli import _subparsers, build_parser, main
from bot.discord.guild_store import validate
from bot.settings import load_settings
from foundation.errors import GuildStoreError, SettingsError

REPO = Path(__file__).resolve().parents[1]


def _arbitre(*args: str, env: dict[str, str] | None = None, stdin: str = "") -> subprocess.CompletedProcess[str]:
    full = {k: v for k, v in os.environ.items() if not k.startswith(("ARBITRE_", "DISCORD_"))}
    full.update(env or {})
    return subprocess.run([sys.executable, "-m", "bot.cli", *args], input=stdin, capture_output=True, text=True,
                          cwd=REPO, env=full, timeout=120)


def test_version(capsys):
    with pytest.raises(SystemExit) as done:
        main(["--version"])
    assert done.value.code == 0
    assert capsys.readouterr().out.startswith("arbitre 0.")


def test_every_help_lists_its_exit_statuses():
    parser = build_parser()
    helps = [parser.format_help()] + [p.format_help() for p in _subparsers(parser)]
    assert len(helps) >= 13
    for text in helps:
        assert "exit status" in text, text[:200]
        assert "--config" in text


def test_config_is_read_before_or_after_the_sub_command(tmp_path):
    config = tmp_path / "c.toml"
    missing = tmp_path / "nowhere" / "rules.sqlite"
    config.write_text(f'rules_db = "{missing}"\n', encoding="utf-8")
    for args in (["--config", str(config), "rule", "601.2f"], ["rule", "601.2f", "--config", str(config)],
                 ["rule", "--config", str(config), "601.2f"]):
        done = _arbitre(*args)
        assert done.returncode == 1 and str(missing) in done.stderr, (args, done.stderr)


def test_one_error_prefix_across_commands(tmp_path):
    bad = tmp_path / "bad.toml"
    bad.write_text("lang = [", encoding="utf-8")
    for args in (["trace", "--config", str(bad)], ["rule", "601.2f", "--config", str(bad)],
                 ["card", "LED", "--config", str(bad)], ["cardpool", "coverage", "--config", str(bad)],
                 ["chat", "--config", str(bad)], ["rules", "list", "--config", str(bad)],
                 ["rule", "601.2f", "--rules", str(tmp_path / "none.sqlite")],
                 ["card", "Qwxzvbnm Zzyzx"], ["trace", str(tmp_path / "no-such-file.txt")]):
        done = _arbitre(*args)
        assert done.returncode != 0
        lines = [line for line in done.stderr.splitlines() if line.strip()]
        assert lines and lines[0].startswith("arbitre: "), (args, done.stderr)
        assert "Traceback" not in done.stderr


# ------------------------------------------------------------------ settings (defect 11)


@pytest.mark.parametrize("field", ["SHARD_IDS", "SHARDS", "LANG", "MAX_ACTIONS", "DISCORD_PREFIX", "ENGINE_TIMEOUT"])
def test_a_settings_error_never_echoes_the_value(tmp_path, field):
    token = "MTA5ODc2NTQzMjEw.secret-token-value"
    with pytest.raises(SettingsError) as info:
        load_settings(env={f"ARBITRE_{field}": token}, cache_dir=str(tmp_path))
    assert field.lower() in str(info.value)
    assert token not in str(info.value) and "secret" not in str(info.value)


def test_an_unknown_plugin_name_is_refused_with_close_matches(tmp_path):
    with pytest.raises(SettingsError, match="madnes.*did you mean 'madness'"):
        load_settings(env={"ARBITRE_DISABLED_PLUGINS": "madnes"}, cache_dir=str(tmp_path))
    assert load_settings(env={"ARBITRE_DISABLED_PLUGINS": "madness"}).disabled_plugins == ("madness",)


@pytest.mark.parametrize("prefix", ["\u200b", "!\u200b", "\u202e!", "\u00a0", "a b", "`", "\u0301"])
def test_invisible_characters_are_not_prefixes(tmp_path, prefix):
    with pytest.raises(GuildStoreError):
        validate(prefix=prefix)
    with pytest.raises(SettingsError):
        load_settings(env={"ARBITRE_DISCORD_PREFIX": prefix}, cache_dir=str(tmp_path))


def test_visible_prefixes_are_kept():
    for prefix in ("!", "?", "$$", "é!", "🃏"):
        validate(prefix=prefix)
        assert load_settings(env={"ARBITRE_DISCORD_PREFIX": prefix}).discord_prefix == prefix


def test_paths_default_to_the_platform_folders(tmp_path, monkeypatch):
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "cache"))
    settings = load_settings(env={})
    assert settings.path("rules_db") == tmp_path / "data" / "arbitre" / "rules.sqlite"
    assert settings.path("guild_db") == tmp_path / "data" / "arbitre" / "guilds.sqlite"
    assert settings.path("cards_import_db") == tmp_path / "data" / "arbitre" / "cards.sqlite"
    assert settings.path("cache_dir") == tmp_path / "cache" / "arbitre"
    assert settings.path("cards_db") is None  # empty: the embedded pool
    assert load_settings(env={"ARBITRE_RULES_DB": "~/r.sqlite"}).path("rules_db") == Path.home() / "r.sqlite"


# ------------------------------------------------------------------ arbitre run (defect 11)


def test_run_with_an_unusable_guild_db_says_so(tmp_path):
    blocker = tmp_path / "file"
    blocker.write_text("x")
    done = _arbitre("run", env={"DISCORD_TOKEN": "abc", "ARBITRE_GUILD_DB": str(blocker / "g.sqlite")})
    assert done.returncode == 2 and "Traceback" not in done.stderr
    assert done.stderr.startswith("arbitre: ") and "guild_db" in done.stderr


def test_run_when_discord_cant_be_reached_says_so(tmp_path):
    done = _arbitre("run", "--no-sync", env={
        "DISCORD_TOKEN": "abc", "ARBITRE_GUILD_DB": str(tmp_path / "g.sqlite"),
        "ARBITRE_DISCORD_API_URL": "http://127.0.0.1:9/api/v10", "ARBITRE_CACHE_DIR": str(tmp_path)})
    assert done.returncode == 1 and "Traceback" not in done.stderr
    assert "arbitre: Can't reach Discord" in done.stderr
