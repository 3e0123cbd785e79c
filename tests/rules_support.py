"""Helpers shared by the test_rules_* modules: the shared rules files, French fixtures built
from the seed documents, and rules databases built once per test session.

The shared data is read in place from ../shared (never copied into the repository); the
databases live in pytest's session temp dir.
"""

from __future__ import annotations

import threading
from pathlib import Path

SHARED = Path(__file__).resolve().parents[1].parent / "shared"
RULES_DIR = SHARED / "data" / "rules"
SEEDS_DIR = SHARED / "seeds"

CR_2026 = RULES_DIR / "MagicCompRules 20260116.txt"
CR_2008 = RULES_DIR / "MagicCompRules081001.txt"
CR_2009_05 = RULES_DIR / "MagicCompRules090501.txt"
CR_2009_07 = RULES_DIR / "MagicCompRules_20090708.txt"
KEY_MAP_CSV = RULES_DIR / "cr_key_rule_number_map_2008_2009_2026.csv"
ENGLISH = {"2026-01-16": CR_2026, "2008-10-01": CR_2008, "2009-05-01": CR_2009_05, "2009-07-11": CR_2009_07}

FR_HEADER = "Règles complètes de Magic: The Gathering\n\nCes règles entrent en vigueur le {date}.\n\n"


def seed(prefix: str) -> str:
    (path,) = sorted(SEEDS_DIR.glob(prefix + "_*.txt"))
    return path.read_text(encoding="utf-8")


def french_file(directory: Path, name: str, date_fr: str, *seed_prefixes: str, newline: str = "\n",
                bom: bool = False) -> Path:
    """A French rules file in the published layout, its rules taken from seed documents."""
    body = "\n\n".join(seed(p) for p in seed_prefixes)
    text = FR_HEADER.format(date=date_fr) + body
    text = text.replace("\r\n", "\n").replace("\n", newline)
    path = directory / name
    path.write_bytes((b"\xef\xbb\xbf" if bom else b"") + text.encode("utf-8"))
    return path


_lock = threading.Lock()
_built: dict[str, Path] = {}


def build_db(tmp_path_factory, name: str, editions: tuple[str, ...], french: bool = False) -> Path:
    """A rules database with the given English editions (and the French fixtures), built once."""
    from bot.rules.store import RulesStore

    with _lock:
        if name in _built:
            return _built[name]
        directory = tmp_path_factory.mktemp(f"rules-{name}")
        path = directory / "rules.sqlite"
        store = RulesStore(path)
        try:
            # the newest first: each old edition is then aligned once, as it is imported
            for ed in sorted(editions, reverse=True):
                store.import_file(ENGLISH[ed])
            if french:
                # 602.1-602.5e, a recent translation matching the 2026 numbering
                store.import_file(french_file(directory, "fr-2026.txt", "16 janvier 2026", "002"), lang="fr")
                # 409.1, 411, 212.5e: the 2004-2008 numbering
                store.import_file(french_file(directory, "fr-2008.txt", "1er octobre 2008", "003", "000"), lang="fr")
                # 601.2a-g, 602.2: the 2009-2010 numbering, with no English edition of that date here
                store.import_file(french_file(directory, "fr-2009.txt", "1er octobre 2009", "004"), lang="fr")
        finally:
            store.close()
        _built[name] = path
        return path


def full_db(tmp_path_factory) -> Path:
    """All four English editions and the three French fixtures."""
    return build_db(tmp_path_factory, "full", tuple(ENGLISH), french=True)


def acceptance_db(tmp_path_factory) -> Path:
    """The acceptance scenario: the 2026 edition, then the 2008 edition."""
    return build_db(tmp_path_factory, "acceptance", ("2026-01-16", "2008-10-01"))
