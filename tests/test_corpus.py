"""Issue 10's corpus of channel messages (tests/corpus, written by developer "corpus"): every message,
FR and EN, in several voices, judged with the full card import and the 2026 rules, checked against its
expectations by the shared scenarios' checker (../shared/scenarios/check.py). Also the casual examples
of ../shared/scenarios/casual, the same way."""

from __future__ import annotations

from pathlib import Path

import pytest
from checker import checker, problems

CORPUS = Path(__file__).resolve().parent / "corpus"
CASUAL = Path(__file__).resolve().parents[1].parent / "shared" / "scenarios" / "casual"
MESSAGES = sorted(CORPUS.glob("*.txt"))

# Messages the reader doesn't get right yet (issue 10 is closed when this is empty). Strict: a message that
# starts passing fails here until it is taken off the list.
NOT_YET: set[str] = set()  # messages not read right yet (strict xfail): none


def _param(path: Path) -> object:
    marks = [pytest.mark.xfail(strict=True, reason="not read right yet")] if path.stem in NOT_YET else []
    return pytest.param(path, id=path.stem, marks=marks)


@pytest.fixture(scope="module")
def check(full_rules_arbitre):
    module, _ = checker(full_rules_arbitre)
    return module


def test_the_corpus_is_there():
    assert len(MESSAGES) >= 150
    for message in MESSAGES:
        assert message.with_suffix(".expect.json").is_file(), message.name


@pytest.mark.parametrize("scenario", [_param(m) for m in MESSAGES])
def test_corpus_message(check, scenario):
    assert problems(check, scenario) == []


@pytest.mark.parametrize("scenario", sorted(CASUAL.glob("*.txt")), ids=lambda p: p.stem)
def test_casual_example(check, scenario):
    assert problems(check, scenario) == []
