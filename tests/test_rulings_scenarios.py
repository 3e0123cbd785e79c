"""Scenarios written from official rulings (`tests/scenarios/rulings/`), run in process on the full
imported card database, each checked the way ../shared/scenarios/check.py checks a scenario.

Only scenarios that pass are kept in the folder (shared by the keyword and effect work of issue 11):
a scenario that starts failing is a regression of a behaviour a ruling describes.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from test_scenarios import problems_of

RULINGS = Path(__file__).resolve().parent / "scenarios" / "rulings"
FILES = sorted(RULINGS.glob("*.txt"))


def test_every_ruling_scenario_has_its_expectations():
    assert FILES, "no scenario in tests/scenarios/rulings"
    for path in FILES:
        assert path.with_suffix(".expect.json").is_file(), path


@pytest.mark.parametrize("path", FILES, ids=[p.stem for p in FILES])
def test_ruling_scenario(full_trace, path: Path):
    expect = json.loads(path.with_suffix(".expect.json").read_text(encoding="utf-8"))
    got = full_trace(path.read_text(encoding="utf-8"))
    assert problems_of(got, expect) == [], path.read_text(encoding="utf-8").splitlines()[0]
