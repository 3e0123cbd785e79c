"""Shared test fixtures: the shared data folder, the embedded pool, an engine-backed Arbitre, and the
full MTGJSON import (done once per test session) with an Arbitre on it."""

from __future__ import annotations

from pathlib import Path

import pytest

SHARED = Path(__file__).resolve().parents[1].parent / "shared"
SCENARIOS = SHARED / "scenarios" / "public"
ATOMIC = SHARED / "data" / "cards" / "AtomicCards_fr_subset_20220425.json"

_FULL: dict[str, object] = {}


def full_database(tmp_path_factory) -> tuple[Path, object]:
    """(database path, ImportReport) of the full import of the shared AtomicCards file, done once per
    test session (about 7 s) whichever test asks first."""
    if "db" not in _FULL:
        import time

        from cardpool.importer import import_files

        db = tmp_path_factory.mktemp("full") / "cards.sqlite"
        started = time.monotonic()
        report = import_files([ATOMIC], db, progress=False)
        _FULL["seconds"] = time.monotonic() - started
        _FULL["db"], _FULL["report"] = db, report
    return _FULL["db"], _FULL["report"]  # type: ignore[return-value]


@pytest.fixture(scope="session")
def full_db(tmp_path_factory) -> Path:
    return full_database(tmp_path_factory)[0]


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


@pytest.fixture(scope="session")
def imported(arbitre, full_db):
    """An Arbitre on the full imported card database (the embedded pool's settings otherwise)."""
    from bot.core import Arbitre

    return Arbitre(arbitre.settings, cards_db=str(full_db))


@pytest.fixture()
def itrace(imported):
    """itrace(text, lang=None) -> the TRACE_JSON dict (with 'exit' added), on the imported cards."""

    def run(text: str, lang: str | None = None) -> dict:
        outcome = imported.trace(text, lang)
        data = dict(outcome.data)
        data["exit"] = outcome.exit_code
        return data

    return run
