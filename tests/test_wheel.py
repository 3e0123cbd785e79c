"""The wheel installs and works anywhere (issue 13): built from this checkout, installed into a fresh
virtualenv (not editable), it runs `arbitre rules update --help`, `arbitre --version` and a trace, with
the default settings (rules_url set) read from the package data."""

from __future__ import annotations

import os
import subprocess
import sys
import sysconfig
import venv
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[1]


@pytest.fixture(scope="module")
def installed(tmp_path_factory) -> Path:
    """A fresh virtualenv with the wheel installed; its dependencies are this interpreter's, offline."""
    root = tmp_path_factory.mktemp("wheel")
    dist = root / "dist"
    built = subprocess.run([sys.executable, "-m", "pip", "wheel", "--no-deps", "--no-build-isolation", "-q",
                            "-w", str(dist), str(REPO)], capture_output=True, text=True, timeout=600)
    if built.returncode != 0:  # no wheel/setuptools in this interpreter: build in isolation (needs the index)
        built = subprocess.run([sys.executable, "-m", "pip", "wheel", "--no-deps", "-q", "-w", str(dist),
                                str(REPO)], capture_output=True, text=True, timeout=600)
    assert built.returncode == 0, built.stderr
    (wheel,) = dist.glob("arbitre-*.whl")
    env_dir = root / "venv"
    venv.create(env_dir, with_pip=True)
    bindir = env_dir / ("Scripts" if os.name == "nt" else "bin")
    python = bindir / "python"
    # the dependencies come from the test interpreter's site-packages (a path entry, not its .pth files:
    # this checkout's editable install must not be seen)
    purelib = subprocess.run([str(python), "-c", "import sysconfig; print(sysconfig.get_paths()['purelib'])"],
                             capture_output=True, text=True, check=True).stdout.strip()
    Path(purelib, "test-deps.pth").write_text(sysconfig.get_paths()["purelib"] + "\n", encoding="utf-8")
    done = subprocess.run([str(python), "-m", "pip", "install", "--no-deps", "--no-index", "-q", str(wheel)],
                          capture_output=True, text=True, timeout=600)
    assert done.returncode == 0, done.stderr
    return bindir


def _run(bindir: Path, *args: str, stdin: str = "", tmp: Path) -> subprocess.CompletedProcess[str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith(("ARBITRE_", "PYTHON"))}
    env.update(HOME=str(tmp), XDG_DATA_HOME=str(tmp / "data"), XDG_CACHE_HOME=str(tmp / "cache"))
    return subprocess.run([str(bindir / "arbitre"), *args], input=stdin, capture_output=True, text=True,
                          cwd=tmp, env=env, timeout=300)


def test_the_wheel_holds_the_defaults_and_not_the_checkout(installed, tmp_path):
    code = ("import bot, arbitre_config, importlib.resources as r; print(bot.__file__); "
            "print(r.files('arbitre_config').joinpath('default.toml').is_file())")
    out = subprocess.run([str(installed / "python"), "-c", code], capture_output=True, text=True, cwd=tmp_path,
                         check=True).stdout.split()
    assert "site-packages" in out[0] and str(REPO) not in out[0]
    assert out[1] == "True"


def test_rules_update_help_version_and_a_trace(installed, tmp_path):
    done = _run(installed, "rules", "update", "--help", tmp=tmp_path)
    assert done.returncode == 0 and "exit status" in done.stdout
    done = _run(installed, "--version", tmp=tmp_path)
    assert done.returncode == 0 and done.stdout.startswith("arbitre 0.")
    play = (REPO / "examples" / "counterspell_en.txt").read_text(encoding="utf-8")
    done = _run(installed, "trace", "--format", "json", stdin=play, tmp=tmp_path)
    assert done.returncode == 0, done.stderr
    assert '"verdict": "legal"' in done.stdout
    assert (tmp_path / "cache" / "arbitre").is_dir()  # the embedded pool was built in the platform cache


def test_the_download_addresses_are_set(installed, tmp_path):
    code = "from bot.settings import load_settings; s = load_settings(); print(s.rules_url); print(s.cards_url)"
    out = subprocess.run([str(installed / "python"), "-c", code], capture_output=True, text=True, cwd=tmp_path,
                         check=True).stdout.split()
    assert out[0].startswith("https://") and "MagicCompRules" in out[0]
    assert out[1].startswith("https://")
