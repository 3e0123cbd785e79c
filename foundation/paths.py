"""Where Arbitre keeps its files when the settings don't say: the platform's folders (platformdirs).

Linux: ~/.local/share/arbitre and ~/.cache/arbitre (XDG_DATA_HOME and XDG_CACHE_HOME honoured);
macOS: ~/Library/Application Support/arbitre and ~/Library/Caches/arbitre; Windows: the user's
AppData folders.
"""

from __future__ import annotations

from pathlib import Path

import platformdirs

APP = "arbitre"


def data_dir() -> Path:
    """Databases the user builds (rules, imported cards, per-server settings)."""
    return Path(platformdirs.user_data_path(APP, appauthor=False))


def cache_dir() -> Path:
    """Files derived from the package that can be rebuilt at any time (the embedded card pool's SQLite)."""
    return Path(platformdirs.user_cache_path(APP, appauthor=False))
