"""Shared test fixtures: the shared data folder, the embedded pool, an engine-backed Arbitre."""

from __future__ import annotations

from pathlib import Path

import pytest

SHARED = Path(__file__).resolve().parents[1].parent / "shared"
SCENARIOS = SHARED / "scenarios" / "public"


@pytest.fixture(scope="session")
def shared() -> Path:
    return SHARED


@pytest.fixture(scope="session")
def arbitre(tmp_path_factory):
    """An Arbitre on the embedded pool, with its cache in a temp dir, default plugins."""
    from bot.core import Arbitre
    from bot.settings import load_settings

    cache = tmp_path_factory.mktemp("cache")
    settings = load_settings(env={}, cache_dir=str(cache), rules_db=str(cache / "no-rules.sqlite"))
    return Arbitre(settings)


@pytest.fixture()
def trace(arbitre):
    """trace(text, lang=None) -> the TRACE_JSON dict (with 'exit' added)."""

    def run(text: str, lang: str | None = None) -> dict:
        outcome = arbitre.trace(text, lang)
        data = dict(outcome.data)
        data["exit"] = outcome.exit_code
        return data

    return run
