"""The French printed names of keyword abilities ("Ward" -> « parade », "Evoke" -> « évocation »), derived from
the card data: a card whose English text has a line starting with one of its keywords has, on the same line of
its French text (MTGJSON foreignData), that keyword's French name. The names most cards agree on are kept in
`keywords_fr.toml` (checked in, regenerated with `python -m foundation.keywords_fr CARDS.json`), read with the
hand-written `terms_fr.toml` (which wins) by `bot.rules.terms.french_terms` and by the question reader (both may
import `foundation`).

    python -m foundation.keywords_fr ../shared/data/cards/AtomicCards_fr_subset_20220425.json
"""

from __future__ import annotations

import functools
import re
import sys
import tomllib
from collections import Counter
from collections.abc import Iterable, Iterator
from pathlib import Path
from typing import Any

KEYWORDS_FR_FILE = Path(__file__).with_name("keywords_fr.toml")
MIN_VOTES = 2  # cards that must agree on a French name (one odd translation is no name)
_CUT = re.compile(r"[{(\d—–:.]|\s[-−]\s")  # where a keyword's name ends: its cost, number, reminder or a dash


@functools.lru_cache(maxsize=1)
def french_keyword_names() -> dict[str, list[str]]:
    """English keyword -> its French printed names (keywords_fr.toml; empty when the file is missing)."""
    try:
        with open(KEYWORDS_FR_FILE, "rb") as fh:
            data = tomllib.load(fh)
    except FileNotFoundError:
        return {}
    return {str(en): [str(n) for n in names] for en, names in data.get("keywords", {}).items()
            if isinstance(names, list)}


def _lines(text: str) -> list[str]:
    return [line.strip() for line in text.split("\n") if line.strip()]


def _name_part(line: str) -> str:
    m = _CUT.search(line)
    return (line[: m.start()] if m else line).strip(" ,;").lower()


def _pairs(card: dict[str, Any]) -> Iterator[tuple[str, str]]:
    """(English keyword, French name) pairs one card shows."""
    keywords = [k for k in card.get("keywords") or [] if isinstance(k, str)]
    text = card.get("text") or ""
    french = next((f for f in card.get("foreignData") or [] if f.get("language") == "French"), None)
    if not keywords or not text or french is None or not french.get("text"):
        return
    en_lines, fr_lines = _lines(text), _lines(str(french["text"]))
    if len(en_lines) != len(fr_lines):
        return
    for en, fr in zip(en_lines, fr_lines, strict=True):
        en_items = [p.strip() for p in _name_part(en).split(",")]
        fr_items = [p.strip() for p in _name_part(fr).split(",")]
        if len(en_items) != len(fr_items):
            continue
        for en_item, fr_item in zip(en_items, fr_items, strict=True):
            keyword = next((k for k in keywords if k.lower() == en_item), None)
            if keyword is not None and fr_item and len(fr_item.split()) <= 4:
                yield keyword, fr_item


def derive(cards: Iterable[dict[str, Any]]) -> dict[str, list[str]]:
    """English keyword -> its French names, most used first (those at least MIN_VOTES cards print)."""
    votes: dict[str, Counter[str]] = {}
    for card in cards:
        for keyword, name in _pairs(card):
            votes.setdefault(keyword, Counter())[name] += 1
    out: dict[str, list[str]] = {}
    for keyword, counter in sorted(votes.items()):
        top = counter.most_common(1)[0][1]
        names = [n for n, c in counter.most_common() if c >= max(MIN_VOTES, top // 4) and n != keyword.lower()]
        if names:
            out[keyword] = names[:3]
    return out


def _cards_of(path: Path) -> Iterator[dict[str, Any]]:
    import ijson

    with open(path, "rb") as fh:
        for _name, faces in ijson.kvitems(fh, "data"):
            yield from faces


def render(table: dict[str, list[str]]) -> str:
    lines = ["# French printed names of keyword abilities, derived from the card data by foundation/keywords_fr.py",
             "# (do not edit: regenerate). English keyword -> French names, most printed first.", "", "[keywords]"]
    for keyword, names in table.items():
        quoted = ", ".join('"' + n.replace('"', '\\"') + '"' for n in names)
        lines.append(f'"{keyword}" = [{quoted}]')
    return "\n".join(lines) + "\n"


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    if len(args) != 1:
        print("usage: python -m foundation.keywords_fr CARDS.json", file=sys.stderr)
        return 2
    KEYWORDS_FR_FILE.write_text(render(derive(_cards_of(Path(args[0])))), encoding="utf-8")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
