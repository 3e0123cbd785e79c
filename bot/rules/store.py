"""The rules database: every imported edition of the Comprehensive Rules, English and French.

One SQLite file (sqlite-utils), schema kept by sqlite-utils migrations (`sqlite_utils.migrations`, sqlite-utils >= 4):

* `editions`: one row per (edition, lang): effective date, title, contents, credits, source.
* `rules`: every numbered item of every edition (chapter, section, rule, subrule) with its
  title, text and examples; FTS5 index `rules_fts` over title and text (kept in step by
  triggers, Porter stemming, accents folded).
* `glossary`: the glossary entries and the rule numbers each points to; `glossary_keys`
  holds the matching keys of each entry ("kicker", "kicked").
* `alignment`: for every English edition older than the newest, each number's counterpart
  in the newest edition with a similarity score (computed at import, see `align.py`).

An import runs in one transaction: a failure leaves the database as it was.
"""

from __future__ import annotations

import datetime as _dt
import json
import math
import os
import re
import threading
import time
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from pathlib import Path
from typing import Any, TypeVar

import sqlite_utils
from sqlite_utils import Migrations

from bot.rules import align as _align
from bot.rules.parser import ParsedEdition, parse_rules, read_rules_file
from bot.rules.terms import fold, term_aliases, term_key
from foundation.errors import NoRulesDatabase
from foundation.storage import open_database, write_transaction

migrations = Migrations("arbitre_rules")
IMPORT_WAIT = 120.0  # seconds a writer waits for another import to finish
_T = TypeVar("_T")


@migrations()
def m001_initial(db: sqlite_utils.Database) -> None:
    db.table("editions").create(
        {"edition": str, "lang": str, "title": str, "intro": str, "contents": str, "credits": str,
         "source": str, "imported_at": str, "rule_count": int, "glossary_count": int},
        pk=("edition", "lang"),
    )
    db.table("rules").create(
        {"id": int, "edition": str, "lang": str, "number": str, "kind": str, "title": str, "text": str,
         "examples": str, "parent": str, "section": str, "position": int},
        pk="id",
    )
    db.table("rules").create_index(["edition", "lang", "number"], unique=True)
    db.table("rules").create_index(["edition", "lang", "parent", "position"])
    db.table("rules").create_index(["edition", "lang", "section", "position"])
    db.table("rules").create_index(["number", "lang"])
    db.table("rules").enable_fts(["title", "text"], create_triggers=True,
                                 tokenize="porter unicode61 remove_diacritics 2")
    db.execute("INSERT INTO rules_fts(rules_fts, rank) VALUES('rank', 'bm25(3.0, 1.0)')")
    db.table("glossary").create(
        {"id": int, "edition": str, "lang": str, "term": str, "text": str, "rules": str, "position": int},
        pk="id",
    )
    db.table("glossary").create_index(["edition", "lang", "position"])
    db.table("glossary_keys").create({"glossary_id": int, "edition": str, "lang": str, "key": str},
                                     pk=("glossary_id", "key"))
    db.table("glossary_keys").create_index(["edition", "lang", "key"])
    db.table("alignment").create(
        {"old_edition": str, "number": str, "new_edition": str, "new_number": str, "score": float,
         "method": str, "runner_up": str, "runner_up_score": float},
        pk=("old_edition", "number", "new_edition"),
    )
    db.table("alignment").create_index(["number"])


@dataclass(frozen=True, slots=True)
class ImportReport:
    edition: str
    lang: str
    rules: int
    glossary: int
    aligned: int  # old-edition numbers (re)aligned during this import
    warnings: tuple[str, ...]
    replaced: bool  # the edition was already there and was replaced
    seconds: float


RULE_COLUMNS = "number, kind, title, text, examples, parent, position"


def _rule_dict(row: tuple) -> dict[str, Any]:
    """A `rules` row selected as RULE_COLUMNS -> a dict (examples decoded)."""
    number, kind, title, text, examples, parent, position = row
    return {"number": number, "kind": kind, "title": title or "", "text": text or "",
            "examples": json.loads(examples) if examples else [], "parent": parent, "position": position}


def _quote_terms(words: Iterable[str]) -> str:
    return " ".join('"' + w.replace('"', '""') + '"' for w in words)


_SEARCH_STOP = frozenset(
    "a an the of to in on at by for and or is are be it its as if this that with from any all "
    "le la les l un une des de du d et ou a au aux en est que qui ce cet cette se sa son ses sur par pour".split()
)
_WORD = re.compile(r"\w+", re.UNICODE)


class RulesStore:
    """Access to one rules database file. Cheap to keep open; safe to share across threads."""

    def __init__(self, path: str | os.PathLike[str], create: bool = True, busy_timeout: float | None = None) -> None:
        """`busy_timeout`: how long a statement waits for another connection's lock. An import holds the write
        lock for seconds (parse, align, write): other writers wait for it (`IMPORT_WAIT`, the default); a store
        that only answers look-ups gives up sooner (`foundation.storage.READ_WAIT`, `RulesService`)."""
        self.path = Path(os.path.expanduser(str(path)))
        if not create and not self.path.is_file():
            raise NoRulesDatabase(path=str(self.path))
        self.db = open_database(self.path, migrations=migrations,
                                busy_timeout=IMPORT_WAIT if busy_timeout is None else busy_timeout)
        self.lock = threading.RLock()  # hold it around a series of reads from several threads
        self._cache_version: int | None = None
        self._cache: dict[str, Any] = {}

    def close(self) -> None:
        self.db.close()

    # --- caches refreshed when another connection writes ----------------------------------

    def cached(self, key: str, compute: Callable[[], _T]) -> _T:
        """`compute()`, kept until the database changes (here or in another connection)."""
        return self._cached(key, compute)

    def _cached(self, key: str, compute: Callable[[], Any]) -> Any:
        version = self.db.conn.execute("PRAGMA data_version").fetchone()[0]
        if version != self._cache_version:
            self._cache = {}
            self._cache_version = version
        if key not in self._cache:
            self._cache[key] = compute()
        return self._cache[key]

    # --- editions ------------------------------------------------------------------------

    def editions(self, lang: str | None = None) -> list[dict[str, Any]]:
        """Imported editions, oldest first: [{"edition", "lang", "title", "rule_count", ...}]."""
        rows = self._cached("editions", lambda: [
            dict(r) for r in self.db.query(
                "select edition, lang, title, source, imported_at, rule_count, glossary_count from editions order by "
                "edition, lang")
        ])
        return [r for r in rows if lang is None or r["lang"] == lang]

    def edition_dates(self, lang: str) -> list[str]:
        return self._cached(f"dates:{lang}", lambda: [r["edition"] for r in self.editions(lang)])

    def latest(self, lang: str = "en") -> str | None:
        dates = self.edition_dates(lang)
        return dates[-1] if dates else None

    def edition_info(self, edition: str, lang: str) -> dict[str, Any] | None:
        rows = list(self.db.query("select * from editions where edition = ? and lang = ?", [edition, lang]))
        if not rows:
            return None
        row = dict(rows[0])
        row["contents"] = json.loads(row["contents"] or "[]")
        return row

    # --- rules ---------------------------------------------------------------------------

    def rule(self, edition: str, lang: str, number: str) -> dict[str, Any] | None:
        row = self.db.conn.execute(
            f"select {RULE_COLUMNS} from rules where edition = ? and lang = ? and number = ?", (edition, lang, number)
        ).fetchone()
        return _rule_dict(row) if row is not None else None

    def numbers(self, edition: str, lang: str) -> list[str]:
        """Every number of an edition (chapters, sections, rules, subrules), in document order."""
        return self._cached(f"numbers:{edition}:{lang}", lambda: [
            r[0] for r in self.db.conn.execute(
                "select number from rules where edition = ? and lang = ? order by position", (edition, lang))
        ])

    def children(self, edition: str, lang: str, number: str, limit: int = -1) -> list[dict[str, Any]]:
        """The items directly under `number` (a chapter's sections, a section's rules, a rule's subrules)."""
        cur = self.db.conn.execute(
            f"select {RULE_COLUMNS} from rules where edition = ? and lang = ? and parent = ? order by position limit ?",
            (edition, lang, number, limit),
        )
        return [_rule_dict(r) for r in cur]

    def descendants(self, edition: str, lang: str, number: str, limit: int = -1) -> list[dict[str, Any]]:
        """Everything under a rule, in document order (a section: all its rules and subrules)."""
        if not re.fullmatch(r"\d{3}", number):
            return self.children(edition, lang, number, limit)
        cur = self.db.conn.execute(
            f"select {RULE_COLUMNS} from rules where edition = ? and lang = ? and section = ? and number != ? "
            "order by position limit ?",
            (edition, lang, number, number, limit),
        )
        return [_rule_dict(r) for r in cur]

    def count_descendants(self, edition: str, lang: str, number: str) -> int:
        if re.fullmatch(r"\d{3}", number):
            sql = "select count(*) from rules where edition = ? and lang = ? and section = ? and number != ?"
            args: tuple[str, ...] = (edition, lang, number, number)
        else:
            sql, args = "select count(*) from rules where edition = ? and lang = ? and parent = ?", (edition, lang,
                                                                                                     number)
        return int(self.db.conn.execute(sql, args).fetchone()[0])

    def heading_title(self, edition: str, lang: str, number: str) -> str:
        """The title a rule sits under: its own, else its nearest titled ancestor's (601.2f -> "Casting Spells")."""
        num: str | None = number
        while num:
            row = self.db.conn.execute(
                "select title, parent from rules where edition = ? and lang = ? and number = ?", (edition, lang, num)
            ).fetchone()
            if row is None:
                return ""
            if row[0]:
                return row[0]
            num = row[1]
        return ""

    def editions_with(self, number: str, lang: str = "en") -> list[str]:
        """The editions (oldest first) that have this number, in that language."""
        return [r[0] for r in self.db.conn.execute(
            "select edition from rules where number = ? and lang = ? order by edition", (number, lang))]

    # --- glossary -------------------------------------------------------------------------

    def glossary_entry(self, edition: str, lang: str, key: str) -> dict[str, Any] | None:
        row = self.db.conn.execute(
            "select g.term, g.text, g.rules from glossary_keys k join glossary g on g.id = k.glossary_id "
            "where k.edition = ? and k.lang = ? and k.key = ? order by g.position limit 1",
            (edition, lang, key),
        ).fetchone()
        if row is None:
            return None
        return {"term": row[0], "text": row[1], "rules": json.loads(row[2] or "[]")}

    def glossary_keys(self, edition: str, lang: str) -> list[str]:
        return self._cached(f"gkeys:{edition}:{lang}", lambda: [
            r[0] for r in self.db.conn.execute(
                "select key from glossary_keys where edition = ? and lang = ?", (edition, lang))
        ])

    def titled_rules(self, edition: str, lang: str) -> dict[str, str]:
        """Key of each rule title -> its number (keyword rules, sections): "flashback" -> "702.34"."""
        def compute() -> dict[str, str]:
            out: dict[str, str] = {}
            for num, title in self.db.conn.execute(
                "select number, title from rules where edition = ? and lang = ? and title != '' and kind != 'chapter' "
                "order by position", (edition, lang)
            ):
                out.setdefault(term_key(title), num)
            return out
        return self._cached(f"titles:{edition}:{lang}", compute)

    # --- full text ------------------------------------------------------------------------

    def search(self, edition: str, lang: str, text: str, limit: int = 10) -> list[dict[str, Any]]:
        """Rules matching `text`, best first: exact phrase, then all words, then any word.

        User text never reaches FTS syntax: it is cut into words, each one quoted.
        """
        words = _WORD.findall(text)[:32]
        words = [w for w in words if w.strip("_")]
        if not words:
            return []
        table = self.db.table("rules")
        where = "edition = :edition and lang = :lang"
        args = {"edition": edition, "lang": lang}
        seen: set[str] = set()
        out: list[dict[str, Any]] = []
        queries = []
        if len(words) > 1:
            queries.append(("phrase", '"' + " ".join(w.replace('"', '""') for w in words) + '"'))
        queries.append(("all", _quote_terms(words)))
        content = [w for w in words if fold(w) not in _SEARCH_STOP] or words
        if len(content) > 1 or len(content) < len(words):
            queries.append(("any", " OR ".join(_quote_terms([w]) for w in content)))
        for how, q in queries:
            if len(out) >= limit:
                break
            rows = table.search(q, where=where, where_args=args, limit=limit + len(seen),
                                columns=["number", "kind", "title", "text", "parent"], include_rank=True)
            for row in rows:
                if row["number"] in seen:
                    continue
                seen.add(row["number"])
                out.append({"number": row["number"], "kind": row["kind"], "title": row["title"] or "",
                            "text": row["text"], "match": how, "rank": row["rank"]})
                if len(out) >= limit:
                    break
        for r in out:
            r["snippet"] = snippet(r.pop("text"), words)
        return out

    def rarity(self, word: str) -> float:
        """How rare `word` is in the imported rules (every edition and language together): an inverse
        document frequency, 1.0 for a word in every rule, more for rarer ones. The full-text index
        counts it (its own stemming: "tapped" counts "tap"); a word it doesn't know is as rare as can be."""
        def total() -> int:
            row = self.db.conn.execute("select count(*) from rules").fetchone()
            return int(row[0]) if row else 0

        def compute() -> float:
            n = self.cached("rule_total", total)
            clean = word.replace('"', "")
            if not clean.strip():
                return 1.0
            row = self.db.conn.execute("select count(*) from rules_fts where rules_fts match ?",
                                       ('"' + clean + '"',)).fetchone()
            df = int(row[0]) if row else 0
            return 1.0 + math.log((n + 1) / (df + 1))

        return float(self._cached(f"rarity:{word}", compute))

    # --- alignment -------------------------------------------------------------------------

    def counterpart(self, old_edition: str, number: str, new_edition: str | None = None) -> dict[str, Any] | None:
        new_edition = new_edition or self.latest("en")
        row = self.db.conn.execute(
            "select new_number, score, method, runner_up, runner_up_score, new_edition from alignment "
            "where old_edition = ? and number = ? and new_edition = ?", (old_edition, number, new_edition)
        ).fetchone()
        if row is None:
            return None
        return {"number": row[0], "score": row[1], "method": row[2], "runner_up": row[3],
                "runner_up_score": row[4], "edition": row[5],
                "confidence": _align.confidence(row[1] or 0.0, row[2])}

    def old_meanings(self, number: str, new_edition: str | None = None) -> list[dict[str, Any]]:
        """The counterpart today of `number` as each older edition used it (the caller keeps those that moved)."""
        new_edition = new_edition or self.latest("en")
        cur = self.db.conn.execute(
            "select old_edition, new_number, score, method from alignment where number = ? and new_edition = ? "
            "order by old_edition", (number, new_edition))
        return [{"edition": e, "now": n, "score": s, "method": m, "confidence": _align.confidence(s or 0.0, m)}
                for e, n, s, m in cur]

    # --- import ---------------------------------------------------------------------------

    def _alignment_items(self, edition: str) -> list[_align.AlignItem]:
        return [
            _align.AlignItem(r[0], r[1], r[2] or "", r[3] or "", r[4])
            for r in self.db.conn.execute(
                "select number, kind, title, text, parent from rules where edition = ? and lang = 'en' order by "
                "position",
                (edition,))
        ]

    def import_parsed(self, parsed: ParsedEdition, source: str = "",
                      waiting: Callable[[], None] | None = None) -> ImportReport:
        """Write one parsed edition (replacing the same edition and language), atomically. `waiting` is called
        when another program holds the write lock, before this import waits for it (`write_transaction`)."""
        t0 = time.perf_counter()
        # The write lock is taken before reading which editions exist: two imports at once (two
        # processes) run one after the other, and the second aligns against what the first wrote.
        with self.lock, write_transaction(self.db, waiting):
            en_dates = [d for d in self.edition_dates("en") if not (parsed.lang == "en" and d == parsed.edition)]
            replaced = self.edition_info(parsed.edition, parsed.lang) is not None

            # Alignments to (re)compute, before writing anything (reads + CPU only).
            alignments: dict[str, list[_align.Match]] = {}
            target: str | None = None
            if parsed.lang == "en":
                new_items = [_align.AlignItem(r.number, r.kind, r.title, r.text, r.parent) for r in parsed.rules]
                latest_other = en_dates[-1] if en_dates else None
                if latest_other is None or parsed.edition > latest_other:
                    target = parsed.edition
                    for old in en_dates:
                        alignments[old] = _align.align(self._alignment_items(old), new_items,
                                                       _align.fixes_for(old, target))
                else:
                    target = latest_other
                    alignments[parsed.edition] = _align.align(
                        new_items, self._alignment_items(latest_other), _align.fixes_for(parsed.edition, target))

            now = _dt.datetime.now(_dt.UTC).isoformat(timespec="seconds")
            with self.db.atomic():
                self._delete_edition(parsed.edition, parsed.lang)
                self.db.table("editions").insert({
                    "edition": parsed.edition, "lang": parsed.lang, "title": parsed.title, "intro": parsed.intro,
                    "contents": json.dumps(parsed.contents, ensure_ascii=False), "credits": parsed.credits,
                    "source": source, "imported_at": now, "rule_count": len(parsed.rules),
                    "glossary_count": len(parsed.glossary),
                })
                self.db.table("rules").insert_all(
                    ({"edition": parsed.edition, "lang": parsed.lang, "number": r.number, "kind": r.kind,
                      "title": r.title, "text": r.text,
                      "examples": json.dumps(r.examples, ensure_ascii=False) if r.examples else "",
                      "parent": r.parent, "section": r.section, "position": r.position} for r in parsed.rules),
                    batch_size=500,
                )
                next_id = (self.db.conn.execute("select coalesce(max(id), 0) from glossary").fetchone()[0]) + 1
                gl_rows, key_rows = [], []
                for i, g in enumerate(parsed.glossary):
                    gid = next_id + i
                    gl_rows.append({"id": gid, "edition": parsed.edition, "lang": parsed.lang, "term": g.term,
                                    "text": g.text, "rules": json.dumps(g.rules), "position": g.position})
                    for key in term_aliases(g.term):
                        key_rows.append({"glossary_id": gid, "edition": parsed.edition, "lang": parsed.lang,
                                         "key": key})
                if gl_rows:
                    self.db.table("glossary").insert_all(gl_rows, batch_size=500)
                    self.db.table("glossary_keys").insert_all(key_rows, batch_size=500, ignore=True)
                if target == parsed.edition:
                    self.db.execute("delete from alignment")  # every old edition is re-aligned to the new newest
                for old, matches in alignments.items():
                    self.db.table("alignment").insert_all(
                        ({"old_edition": old, "number": m.old_number, "new_edition": target,
                          "new_number": m.new_number, "score": m.score, "method": m.method,
                          "runner_up": m.runner_up, "runner_up_score": m.runner_up_score} for m in matches),
                        batch_size=1000,
                    )
        self._cache = {}  # our own writes don't change PRAGMA data_version for this connection
        return ImportReport(
            edition=parsed.edition, lang=parsed.lang, rules=len(parsed.rules), glossary=len(parsed.glossary),
            aligned=sum(len(m) for m in alignments.values()), warnings=tuple(parsed.warnings), replaced=replaced,
            seconds=time.perf_counter() - t0,
        )

    def _delete_edition(self, edition: str, lang: str) -> None:
        self.db.execute("delete from rules where edition = ? and lang = ?", [edition, lang])
        self.db.execute("delete from glossary_keys where edition = ? and lang = ?", [edition, lang])
        self.db.execute("delete from glossary where edition = ? and lang = ?", [edition, lang])
        self.db.execute("delete from editions where edition = ? and lang = ?", [edition, lang])
        if lang == "en":
            self.db.execute("delete from alignment where old_edition = ? or new_edition = ?", [edition, edition])

    def import_file(self, path: str | os.PathLike[str], lang: str | None = None,
                    edition: str | None = None) -> ImportReport:
        """Read, parse and import a rules file (parse errors raise RulesFormatError before any write)."""
        text = read_rules_file(Path(path))
        parsed = parse_rules(text, lang=lang, edition=edition)
        return self.import_parsed(parsed, source=str(path))


def snippet(text: str, words: list[str], width: int = 160) -> str:
    """A short extract of `text` (about `width` characters) around the searched phrase or first word."""
    folded = fold(text)
    keys = [fold(w) for w in words if len(w) > 1] or [fold(w) for w in words]
    pos = -1
    phrase = fold(" ".join(words))
    pos = folded.find(phrase) if len(words) > 1 else -1
    if pos < 0:
        hits = [m.start() for k in keys for m in [re.search(r"\b" + re.escape(k), folded)] if m]
        pos = min(hits) if hits else 0
    start = max(0, pos - width // 3)
    if start > 0:
        sp = text.rfind(" ", 0, start)
        start = sp + 1 if sp >= 0 else start
    end = min(len(text), start + width)
    if end < len(text):
        sp = text.find(" ", end)
        end = sp if sp >= 0 else len(text)
    out = text[start:end].replace("\n", " ")
    return ("…" if start > 0 else "") + out + ("…" if end < len(text) else "")


__all__ = ["RulesStore", "NoRulesDatabase", "ImportReport", "snippet", "migrations"]
