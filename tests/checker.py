"""The scenarios' own checker (../shared/scenarios/check.py), run in-process.

check.py runs `arbitre trace --format json` in a subprocess for each scenario; here its `subprocess.run`
is replaced by a call to an `Arbitre` that is already loaded (the full card import is done once per
session), so every expectation key is checked by the very code that checks the shared scenarios.
"""

from __future__ import annotations

import importlib.util
import json
import subprocess
import types
from pathlib import Path
from typing import Any

CHECK_PY = Path(__file__).resolve().parents[1].parent / "shared" / "scenarios" / "check.py"


def load_check() -> types.ModuleType:
    spec = importlib.util.spec_from_file_location("shared_scenarios_check", CHECK_PY)
    assert spec is not None and spec.loader is not None, f"missing {CHECK_PY}"
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


class InProcess:
    """Stands for the `subprocess` module inside check.py: `run` traces the scenario file in-process."""

    def __init__(self, arbitre: Any) -> None:
        self.arbitre = arbitre
        self.last: dict[str, Any] | None = None

    def run(self, cmd: list[str], **_: Any) -> subprocess.CompletedProcess[str]:
        path = next(c for c in cmd if c.endswith(".txt"))
        text = Path(path).read_text(encoding="utf-8")
        outcome = self.arbitre.trace(text)
        self.last = outcome.data
        return subprocess.CompletedProcess(cmd, outcome.exit_code, json.dumps(outcome.data, ensure_ascii=False), "")


def checker(arbitre: Any) -> tuple[types.ModuleType, InProcess]:
    module = load_check()
    runner = InProcess(arbitre)
    module.subprocess = runner  # type: ignore[attr-defined]
    return module, runner


def problems(module: types.ModuleType, scenario: Path) -> list[str]:
    """What check.py finds wrong with one scenario ([] when it passes)."""
    return list(module.check(scenario, "arbitre", None, None))
