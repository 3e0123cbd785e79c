"""`arbitre trace --explain`: traces cite the real rule text when a rules database exists (issue 4, item 4)."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest
from rules_support import SHARED, acceptance_db

SCENARIO_04 = SHARED / "scenarios" / "public" / "04_led_mid_cast_is_illegal.txt"


@pytest.fixture(scope="module")
def rules_db(tmp_path_factory):
    return acceptance_db(tmp_path_factory)


def _trace(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "bot.cli", "trace", str(SCENARIO_04), *args],
                          capture_output=True, text=True, timeout=60)


def test_text_explain_shows_the_cited_rules(rules_db):
    out = _trace("--explain", "--rules", str(rules_db))
    assert out.returncode == 1, out.stderr
    assert "Traceback" not in out.stdout + out.stderr
    # the decisive rule and the casting steps, with their official text (read from the database)
    assert "Activated abilities that read “Activate only as an instant”" in out.stdout
    assert "The player determines the total cost of the spell" in out.stdout


def test_json_explain_adds_titles_to_steps(rules_db):
    out = _trace("--explain", "--rules", str(rules_db), "--format", "json")
    data = json.loads(out.stdout)
    steps = [s for a in data["actions"] for s in a["steps"]]
    titles = {s["rule"]: s.get("title") for s in steps}
    assert titles["601.2a"] == "Casting Spells"
    assert titles["702.34a"] == "Flashback"


def test_without_a_rules_database_explain_changes_nothing(tmp_path):
    plain = _trace("--format", "json")
    explained = _trace("--explain", "--rules", str(tmp_path / "missing.sqlite"), "--format", "json")
    assert json.loads(plain.stdout) == json.loads(explained.stdout)
    text = _trace("--explain", "--rules", str(tmp_path / "missing.sqlite"))
    assert text.returncode == 1 and "The player determines" not in text.stdout
