"""Shared test fixtures: the shared data folder, the embedded pool, an engine-backed Arbitre."""

from __future__ import annotations

from pathlib import Path

import pytest

SHARED = Path(__file__).resolve().parents[1].parent / "shared"
SCENARIOS = SHARED / "scenarios" / "public"
ATOMIC = SHARED / "data" / "cards" / "AtomicCards_fr_subset_20220425.json"


@pytest.fixture(scope="session")
def full_import(tmp_path_factory):
    """(database path, ImportReport, seconds) of the whole shared AtomicCards file, imported once per
    test session (~7 s): every test that needs real cards shares it."""
    import time

    from cardpool.importer import import_files

    db = tmp_path_factory.mktemp("full") / "cards.sqlite"
    started = time.monotonic()
    report = import_files([ATOMIC], db, progress=False)
    return db, report, time.monotonic() - started


@pytest.fixture(scope="session")
def full_db(full_import) -> Path:
    return full_import[0]


@pytest.fixture(scope="session")
def full_arbitre(full_db, arbitre):
    """An Arbitre reading the full imported database (same settings as `arbitre`)."""
    from bot.core import Arbitre

    return Arbitre(arbitre.settings, cards_db=str(full_db))


@pytest.fixture()
def full_trace(full_arbitre):
    """full_trace(text, lang=None) -> the TRACE_JSON dict (with 'exit'), on the full imported database."""

    def run(text: str, lang: str | None = None) -> dict:
        outcome = full_arbitre.trace(text, lang)
        data = dict(outcome.data)
        data["exit"] = outcome.exit_code
        return data

    return run


@pytest.fixture(scope="session")
def rules_db_2026(tmp_path_factory) -> Path:
    """The 2026-01-16 Comprehensive Rules imported once per session (0.2 s), for rules questions."""
    from bot.rules.store import RulesStore

    db = tmp_path_factory.mktemp("rules") / "rules.sqlite"
    store = RulesStore(db)
    try:
        store.import_file(SHARED / "data" / "rules" / "MagicCompRules 20260116.txt")
    finally:
        store.close()
    return db


@pytest.fixture(scope="session")
def full_rules_arbitre(full_db, rules_db_2026, tmp_path_factory):
    """An Arbitre on the full card import and the 2026 rules: what players in a channel get."""
    from bot.core import Arbitre
    from bot.settings import load_settings

    cache = tmp_path_factory.mktemp("cache-full")
    settings = load_settings(env={}, cache_dir=str(cache), rules_db=str(rules_db_2026), engine_timeout=300)
    return Arbitre(settings, cards_db=str(full_db))


@pytest.fixture(scope="session")
def ask(full_rules_arbitre):
    """ask(text, lang=None) -> the TRACE_JSON dict (with 'exit'), as players in a channel get it: the full card
    import and the 2026 rules."""

    def run(text: str, lang: str | None = None) -> dict:
        outcome = full_rules_arbitre.trace(text, lang)
        data = dict(outcome.data)
        data["exit"] = outcome.exit_code
        return data

    return run


@pytest.fixture(scope="session")
def shared() -> Path:
    return SHARED


@pytest.fixture(scope="session")
def arbitre(tmp_path_factory):
    """An Arbitre on the embedded pool, with its cache in a temp dir, default plugins."""
    from bot.core import Arbitre
    from bot.settings import load_settings

    cache = tmp_path_factory.mktemp("cache")
    # the time box guards against hangs (tests of its own set small limits); here a correct answer must not
    # depend on how busy the machine is (a 900-land play takes 9 s at load 12 on 2 cores)
    settings = load_settings(env={}, cache_dir=str(cache), rules_db=str(cache / "no-rules.sqlite"),
                             engine_timeout=300)
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


@pytest.fixture()
def run(full_trace):
    """run(text, lang=None): the trace on the full imported card database (the keyword tests' set-up)."""
    return full_trace
