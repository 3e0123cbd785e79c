"""Every command shown in README.md and docs/ runs, exactly as written (issue 13).

The commands are read from the documents, not copied here, so a new example is checked as soon as
it is written:
* shell lines in code blocks (no language, or sh/shell/bash/console) that run `arbitre`, possibly
  after `VAR=value` assignments or at the end of a `printf ... |` pipe, run in bash in one
  reader's folder, document after document (README.md first, then docs/ by name), and must exit 0
  with nothing on standard output that says they failed; a synopsis (`arbitre trace [FILE | -]`)
  is not a command;
* a code block that is a play message (a setup line such as `Alice: battlefield ...`) is traced,
  and its exit status is the one its first comment states (`exit 1`), else 0;
* an inline play line (`I cast Subtle Strike choosing 1 and 2 ...`) must read on the embedded pool:
  no unknown card, no line the play language can't read;
* the two set-up commands of README.md are run by `.ci/run` itself, read from the README there too.

The reader's folder holds what the documents tell the reader to have: the published rules files,
an MTGJSON file (a few hundred cards of the shared AtomicCards file, the ones the examples name
among them: the whole file is imported once per session, by conftest's fixture), a play file.
`arbitre run` can't reach Discord from a test: it is run against an address where nothing answers
(`discord_api_url`) and must end with its "can't reach Discord" message and exit 1, never a
traceback.
"""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[1]
SHARED = REPO.parent / "shared"
DOCUMENTS = [REPO / "README.md", *sorted((REPO / "docs").glob("*.md"))]
SHELL_LANGS = {"", "sh", "shell", "bash", "console"}
# what the documents tell a reader to have in their folder
READER_FILES = {
    "MagicCompRules 20260116.txt": SHARED / "data" / "rules" / "MagicCompRules 20260116.txt",
    "MagicCompRules081001.txt": SHARED / "data" / "rules" / "MagicCompRules081001.txt",
    "play.txt": REPO / "examples" / "counterspell_en.txt",
    "examples": REPO / "examples",
}
FAILURE_WORDS = ("Traceback", "Not understood", "Non compris", "Error:", "Erreur :", "No rules database",
                 "Aucune base de règles")
_BLOCK = re.compile(r"^```([\w-]*)[ \t]*\n(.*?)^```", re.S | re.M)
_COMMAND = re.compile(r"^(?:[A-Z_][A-Z0-9_]*=\S+\s+)*arbitre(?:\s|$)|\|\s*arbitre(?:\s|$)")
_SYNOPSIS = re.compile(r"\[[^\]]*(?:\||FILE|DB|\.\.\.)[^\]]*\]")
_SETUP_LINE = re.compile(r"^\s*[\w ]{1,30}\s*:\s*(?:battlefield|hand|graveyard|champ de bataille|main|cimeti)",
                         re.I | re.M)
_INLINE_PLAY = re.compile(r"`((?:I|je|j')\s*(?:cast|activate|lance|active)\b[^`]*)`", re.I)


@dataclass(frozen=True)
class Example:
    document: str
    line: int
    text: str

    def __str__(self) -> str:
        return f"{self.document}:{self.line}: {self.text[:70]}"


def _blocks(path: Path) -> list[tuple[str, str, int]]:
    text = path.read_text(encoding="utf-8")
    return [(m.group(1).lower(), m.group(2), text.count("\n", 0, m.start()) + 2) for m in _BLOCK.finditer(text)]


def _setup_section(text: str) -> str:
    return text.split("\n## Set-up", 1)[1].split("\n## ", 1)[0]


def commands() -> list[Example]:
    found = []
    for path in DOCUMENTS:
        setup = _setup_section(path.read_text(encoding="utf-8")) if path.name == "README.md" else ""
        for lang, body, first in _blocks(path):
            if lang not in SHELL_LANGS or (setup and body in setup):
                continue
            for offset, line in enumerate(body.splitlines()):
                line = line.strip()
                if _COMMAND.search(line) and not _SYNOPSIS.search(line.split("#")[0]):
                    found.append(Example(str(path.relative_to(REPO)), first + offset, line))
    return found


def plays() -> list[Example]:
    found = []
    for path in DOCUMENTS:
        for lang, body, first in _blocks(path):
            if lang in SHELL_LANGS and _SETUP_LINE.search(body) and not _COMMAND.search(body):
                found.append(Example(str(path.relative_to(REPO)), first, body))
    return found


def inline_plays() -> list[Example]:
    found = []
    for path in DOCUMENTS:
        text = path.read_text(encoding="utf-8")
        for m in _INLINE_PLAY.finditer(text):
            line = " ".join(m.group(1).split())  # Markdown reads a line break inside `...` as a space
            found.append(Example(str(path.relative_to(REPO)), text.count("\n", 0, m.start()) + 1, line))
    return found


# ------------------------------------------------------------------ the extraction finds what it should


def test_the_documents_show_commands_and_plays():
    shown = commands()
    assert len(shown) >= 10
    assert any("arbitre rule 409.1g" in c.text for c in shown)
    assert any("| arbitre chat" in c.text for c in shown)
    assert not any(c.text.startswith("arbitre trace [") for c in shown)  # the synopsis
    assert plays() and len(inline_plays()) >= 3


def test_readme_has_exactly_two_set_up_commands_and_ci_runs_them():
    setup = _setup_section((REPO / "README.md").read_text(encoding="utf-8"))
    blocks = [body.strip() for _, body, _ in (m.groups() + (0,) for m in _BLOCK.finditer(setup))]
    assert len(blocks) == 2 and all("\n" not in b for b in blocks)
    assert ("arbitre ask" in blocks[0] or "arbitre trace" in blocks[0]) and "pytest" in blocks[1]
    ci = (REPO / ".ci" / "run").read_text(encoding="utf-8")
    assert "## Set-up" in ci  # .ci/run reads the set-up commands from the README and runs them as written


# ------------------------------------------------------------------ running them


@pytest.fixture(scope="module")
def reader(tmp_path_factory) -> dict[str, object]:
    """A reader's folder and environment: their own HOME, no settings of this machine, `arbitre` on PATH."""
    home = tmp_path_factory.mktemp("reader")
    _atomic_cards_sample(home / "AtomicCards.json")
    for name, source in READER_FILES.items():
        assert source.exists(), f"missing shared data: {source}"
        (home / name).symlink_to(source, target_is_directory=source.is_dir())
    env = {k: v for k, v in os.environ.items()
           if not k.startswith(("ARBITRE_", "DISCORD_", "XDG_")) and k not in ("LANG", "LC_ALL", "LC_MESSAGES")}
    env.update(HOME=str(home), PATH=f"{Path(sys.executable).parent}{os.pathsep}{env.get('PATH', '')}",
               ARBITRE_DISCORD_API_URL="http://127.0.0.1:9/api/v10")
    assert shutil.which("arbitre", path=env["PATH"]), "the arbitre command is not installed beside python"
    return {"home": home, "env": env}


EXAMPLE_CARDS = ("Lion's Eye Diamond", "Lightning Bolt", "Counterspell", "Grizzly Bears", "Mountain", "Island",
                 "Shock")


def _atomic_cards_sample(path: Path, size: int = 300) -> None:
    """An AtomicCards file of `size` cards of the shared one, the cards the examples name included."""
    import json

    full = json.loads((SHARED / "data" / "cards" / "AtomicCards_fr_subset_20220425.json").read_text(encoding="utf-8"))
    names = list(EXAMPLE_CARDS) + [n for n in list(full["data"])[:size] if n not in EXAMPLE_CARDS]
    sample = {"meta": full["meta"], "data": {n: full["data"][n] for n in names if n in full["data"]}}
    assert all(n in sample["data"] for n in EXAMPLE_CARDS)
    path.write_text(json.dumps(sample), encoding="utf-8")


def _bash(line: str, reader: dict[str, object], stdin: str = "") -> subprocess.CompletedProcess[str]:
    return subprocess.run(["bash", "-c", line], input=stdin, capture_output=True, text=True, timeout=600,
                          cwd=reader["home"], env=reader["env"])


@pytest.mark.parametrize("example", commands(), ids=str)
def test_every_documented_command_runs_as_written(example, reader):
    done = _bash(example.text, reader)
    if re.search(r"(?:^|\s)arbitre run\b", example.text):
        # a real token would connect; here nothing answers at the API address
        assert done.returncode == 1 and "arbitre: Can't reach Discord" in done.stderr, done.stderr
    else:
        assert done.returncode == 0, f"{example}\n{done.stdout[-2000:]}\n{done.stderr[-2000:]}"
        said = [w for w in FAILURE_WORDS if w in done.stdout]
        assert not said, f"{example}: the output says {said}\n{done.stdout[-2000:]}"
    assert "Traceback" not in done.stderr


@pytest.mark.parametrize("example", plays(), ids=str)
def test_every_documented_play_is_judged_as_it_says(example, reader):
    stated = re.search(r"exit (\d)", example.text.splitlines()[0])
    done = _bash("arbitre trace -", reader, stdin=example.text)
    assert done.returncode == (int(stated.group(1)) if stated else 0), done.stdout + done.stderr


@pytest.mark.parametrize("example", inline_plays(), ids=str)
def test_every_inline_play_reads_on_the_embedded_pool(example, tmp_path):
    from bot.language.parser import parse_message
    from cardpool.pool import CardPool
    from foundation.errors import MessageError

    pool = CardPool.open(cache_dir=tmp_path)
    try:
        parse_message(example.text, pool)
    except MessageError as exc:
        pytest.fail(f"{example}: {exc.kind} {exc.params}")
