"""The import rules of docs/architecture.md hold in the code.

The table of the document is read here (not copied): each row names a package and what it may
import. Every project import of every module, inside functions too, must be allowed by its
package's row; a module that belongs to no row fails too, so a new package gets its row.
"""

from __future__ import annotations

import ast
import fnmatch
import re
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
DOC = REPO / "docs" / "architecture.md"
TOP = ("foundation", "cardpool", "bot", "plugins")


def _rows() -> list[tuple[str, str, str]]:
    rows = []
    for line in DOC.read_text(encoding="utf-8").splitlines():
        cells = [c.strip() for c in line.strip().strip("|").split("|")]
        if len(cells) == 3 and cells[0].startswith("`"):
            rows.append((cells[0].strip("`"), cells[1], cells[2]))
    return rows


def _rules() -> tuple[dict[str, set[str]], dict[str, list[str]]]:
    """package -> packages it may import; pseudo-package -> the file patterns it is made of."""
    allowed: dict[str, set[str]] = {}
    files: dict[str, list[str]] = {}
    order: list[str] = []
    for name, holds, may in _rows():
        named = re.findall(r"`([\w.]+)`", may)
        if may.startswith("every package above"):
            excluded = set(re.findall(r"`([\w.]+)`", may.split("except", 1)[1])) if "except" in may else set()
            named = [p for p in order if p not in excluded]
        allowed[name] = set(named)
        order.append(name)
        if name in ("bot.service", "bot.cli"):
            files[name] = re.findall(r"`([\w*]+\.py)`", holds)
    return allowed, files


def _package(module: str, files: dict[str, list[str]]) -> str | None:
    parts = module.split(".")
    if parts[0] != "bot":
        return parts[0]
    if len(parts) == 1:
        return "bot"
    if (REPO / "bot" / parts[1]).is_dir():
        return f"bot.{parts[1]}"
    for pseudo, patterns in files.items():
        if any(fnmatch.fnmatch(parts[1] + ".py", p) for p in patterns):
            return pseudo
    return f"bot.{parts[1]}"


def _imports(path: Path) -> list[tuple[int, str]]:
    found = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            found += [(node.lineno, a.name) for a in node.names]
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            found.append((node.lineno, node.module))
    return [(line, name) for line, name in found if name.split(".")[0] in TOP]


def test_the_document_states_a_rule_for_each_package():
    allowed, files = _rules()
    assert {"foundation", "cardpool", "bot.engine", "bot.rules", "bot.discord", "bot.service",
            "plugins"} <= set(allowed)
    assert allowed["foundation"] == set() and allowed["bot.engine"] == {"foundation"}
    assert "bot.discord" not in allowed["bot.service"]  # the service never imports the adapter
    assert files["bot.service"] and files["bot.cli"]


def test_every_import_follows_the_rules():
    allowed, files = _rules()
    broken, unplaced = [], set()
    for top in TOP:
        for path in sorted((REPO / top).rglob("*.py")):
            module = ".".join(path.relative_to(REPO).with_suffix("").parts).removesuffix(".__init__")
            own = _package(module, files)
            if own == "bot":
                continue  # the package's face
            if own not in allowed:
                unplaced.add(f"{module} ({own})")
                continue
            for line, name in _imports(path):
                target = _package(name, files)
                if target in (own, "bot") or target in allowed[own]:
                    continue
                broken.append(f"{path.relative_to(REPO)}:{line}: {own} imports {name} ({target})")
    assert not unplaced, f"modules in no row of docs/architecture.md: {sorted(unplaced)}"
    assert not broken, "\n".join(broken)


def test_the_engine_never_imports_discord():
    for path in (REPO / "bot" / "engine").rglob("*.py"):
        text = path.read_text(encoding="utf-8")
        assert not re.search(r"^\s*(?:import|from)\s+discord\b", text, re.M), path
