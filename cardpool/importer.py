"""`arbitre cardpool import`: MTGJSON files -> a card database, built aside and swapped in atomically.

    report = import_files(["AtomicCards.json.xz"], Path("cards.sqlite"))

The new database is written to a temporary file next to the target (same directory, so the final
`os.replace` is atomic) and replaces the target only once every face is in, the FTS index built
and the file closed. Any failure - bad data (`MtgjsonError`), a full disk, Ctrl-C - removes the
temporary file and leaves the previous database exactly as it was.

Each face goes through the Oracle parser (`cardpool.oracle`); its record, its details (Oracle and
French texts, rulings, keywords, layout) and the parser's verdict are one row of `cards`. Faces the
encoding can't hold (planes, schemes...) go to `other_faces`. Full and French names of multi-face
cards ("Fire // Ice", "Feu // Glace") are stored as aliases of their first face in `nicknames`.
"""

from __future__ import annotations

import json
import os
import sys
import tempfile
import time
from collections.abc import Iterable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, TextIO

from cardpool import store
from cardpool.articles import french_gender
from cardpool.mtgjson import Face, file_size, read_faces
from cardpool.names import normalize
from foundation import storage
from foundation.errors import CardEncodingError, CardImportError, DownloadError, MtgjsonError, NotACard

BATCH = 2000


@dataclass
class ImportReport:
    path: Path
    sources: list[str]
    faces: int = 0
    cards: int = 0
    recognized: int = 0
    other_faces: int = 0
    duplicates: int = 0
    seconds: float = 0.0
    by_layout: dict[str, int] = field(default_factory=dict)

    def summary(self) -> str:
        ratio = self.recognized / self.faces if self.faces else 0.0
        parts = [f"imported {self.faces} faces of {self.cards} cards into {self.path} in {self.seconds:.1f} s",
                 f"casting-relevant text recognized: {self.recognized}/{self.faces} ({ratio:.1%})"]
        if self.other_faces:
            parts.append(f"{self.other_faces} faces with no card type of the encoding (planes, schemes...) kept aside")
        if self.duplicates:
            parts.append(f"{self.duplicates} repeated faces skipped")
        return "\n".join(parts)


class Progress:
    """A one-line progress bar on stderr, drawn only when stderr is a terminal."""

    def __init__(self, total: int, stream: TextIO | None = None, enabled: bool | None = None,
                 label: str = "import") -> None:
        self.stream = stream or sys.stderr
        self.enabled = self.stream.isatty() if enabled is None else enabled
        self.total = max(total, 1)
        self.label = label
        self.offset = 0  # bytes of the files already read (several sources)
        self._last = -1.0
        self.faces = 0

    def __call__(self, done: int) -> None:
        if not self.enabled:
            return
        frac = min(1.0, (self.offset + done) / self.total)
        now = time.monotonic()
        if frac < 1.0 and now - self._last < 0.1:
            return
        self._last = now
        width = 30
        filled = int(frac * width)
        self.stream.write(f"\r{self.label} [{'#' * filled}{'.' * (width - filled)}] {frac:6.1%} {self.faces} faces")
        self.stream.flush()

    def close(self) -> None:
        if self.enabled:
            self.stream.write("\n")
            self.stream.flush()


def _json(value: Any) -> str:
    return json.dumps(value, ensure_ascii=False, separators=(",", ":"))


def _minimal_record(face: Face, reason: str) -> dict[str, Any]:
    rec: dict[str, Any] = {"name": face.name, "type_line": face.type_line, "unrecognized": [reason]}
    if face.name_fr:
        rec["name_fr"] = face.name_fr
    return rec


def face_row(face: Face, row_name: str) -> tuple[dict[str, Any] | None, dict[str, Any] | None]:
    """(cards row, None) for a face the encoding holds, (None, other_faces row) otherwise."""
    from cardpool.oracle import parse_face

    try:
        result = parse_face(face)
    except NotACard:
        return None, {
            "name": row_name, "card_name": face.card_name, "layout": face.layout, "type_line": face.type_line,
            "mana_cost": face.mana_cost, "text": face.text, "name_fr": face.name_fr, "text_fr": face.text_fr,
            "reason": "type line without a card type of the encoding: " + face.type_line.split(" —")[0],
        }
    record = result.record
    record["name"] = row_name
    gender = french_gender(face.name_fr, face.text_fr)
    if gender:
        record["gender_fr"] = gender  # its French article (cardpool.articles)
    if face.layout == "transform":  # 712: the engine turns it into its other face
        others = [n for n in face.card_name.split(" // ") if n != face.name]
        if len(others) == 1:
            record["other_face"] = others[0]
            record["back_face"] = face.side == "b"
    casting = result.casting_unrecognized
    try:
        row = store.card_row(record)
    except CardEncodingError as exc:  # a parser bug: keep the card, say it's not understood
        reason = f"encoding error: {exc}"
        record = _minimal_record(face, reason)
        record["name"] = row_name
        row = store.card_row(record)
        casting = [reason]
    row.update(
        card_name=face.card_name,
        card_name_fr=face.card_name_fr,
        side=face.side,
        layout=face.layout,
        text=face.text,
        text_fr=face.text_fr,
        type_fr=face.type_fr,
        power=face.power,
        toughness=face.toughness,
        loyalty=face.loyalty,
        keywords=_json(face.keywords),
        rulings=_json(face.rulings),
        recognized=0 if casting else 1,
        parsed=0 if record.get("unrecognized") else 1,
        unrecognized=_json(casting),
    )
    return row, None


def import_files(sources: Iterable[str | Path], target: str | Path, progress: bool | None = None,
                 stream: TextIO | None = None) -> ImportReport:
    """Import MTGJSON files into a new database that atomically replaces `target`.

    The new database is written beside `target` as `<name>.<random>.importing`, locked while it is
    written; leftovers of an import that was killed are removed by the next one. A `target` that is
    marked read-only is refused before any work.
    """
    paths = [Path(s) for s in sources]
    if not paths:
        raise CardImportError("no file to import")
    target = Path(os.path.expanduser(str(target)))
    if target.is_dir():
        raise CardImportError(f"{target}: is a directory, not a card database path",
                              message_id="cards.target_is_directory", path=str(target))
    if target.exists() and not os.access(target, os.W_OK):
        raise CardImportError(f"{target}: the file is read-only; make it writable to replace it",
                              message_id="cards.read_only", path=str(target))
    for src in paths:  # fail fast on a missing file or a directory, before any work
        if src.is_dir():
            raise MtgjsonError(f"{src}: is a directory, not an MTGJSON file", message_id="cards.is_directory",
                               path=str(src))
        if not src.exists():
            raise MtgjsonError(f"{src}: file not found", message_id="cards.not_found", path=str(src))
    try:
        target.parent.mkdir(parents=True, exist_ok=True)
        storage.remove_stale(target.parent, f"{target.name}.*.importing")
        fd, tmp_name = tempfile.mkstemp(prefix=target.name + ".", suffix=".importing", dir=target.parent)
        os.close(fd)
    except OSError as exc:
        raise CardImportError(f"can't write in {target.parent}: {exc.strerror or exc}", message_id="cards.cant_write",
                              path=str(target.parent), reason=str(exc.strerror or exc)) from exc
    tmp = Path(tmp_name)
    report = ImportReport(target, [str(s) for s in paths])
    started = time.monotonic()
    bar = Progress(sum(file_size(s) for s in paths), stream=stream, enabled=progress)
    try:
        with storage.held(tmp):
            db = storage.open_database(tmp)
            try:
                db.execute("PRAGMA journal_mode = OFF")
                db.execute("PRAGMA synchronous = OFF")
                store.migrate(db)
                _fill(db, paths, report, bar)
            finally:
                db.close()
        bar.close()
        umask = os.umask(0)
        os.umask(umask)
        os.chmod(tmp, 0o666 & ~umask)
        os.replace(tmp, target)
    except BaseException:
        bar.close()
        for leftover in (tmp, Path(str(tmp) + "-journal"), Path(str(tmp) + "-wal"), Path(str(tmp) + "-shm")):
            try:
                leftover.unlink()
            except OSError:
                pass
        raise
    report.seconds = time.monotonic() - started
    return report


def _fill(db: Any, sources: list[Path], report: ImportReport, bar: Progress) -> None:
    conn = db.conn
    # FTS triggers are dropped during the bulk insert and the index rebuilt once at the end (faster)
    trigger_sql = [r[0] for r in conn.execute("SELECT sql FROM sqlite_master WHERE type = 'trigger' AND tbl_name = "
                                              "'cards'")]
    trigger_names = conn.execute("SELECT name FROM sqlite_master WHERE type = 'trigger' AND tbl_name = 'cards'")
    for (name,) in trigger_names.fetchall():
        conn.execute(f"DROP TRIGGER [{name}]")
    used: dict[str, str] = {}  # row name -> card name
    aliases: dict[str, str] = {}  # normalised full name -> row name of the first face
    card_names: set[str] = set()
    rows: list[dict[str, Any]] = []
    others: list[dict[str, Any]] = []
    conn.execute("BEGIN")
    for src in sources:
        for face in read_faces(src, progress=bar):
            row_name = face.name
            if row_name in used:
                if used[row_name] == face.card_name or face.layout in ("meld", "reversible_card"):
                    report.duplicates += 1  # reversible cards' twin faces, meld back faces
                    continue
                row_name = f"{face.name} ({face.card_name})"
                if row_name in used:
                    report.duplicates += 1
                    continue
            used[row_name] = face.card_name
            card_names.add(face.card_name)
            report.faces += 1
            bar.faces = report.faces
            report.by_layout[face.layout] = report.by_layout.get(face.layout, 0) + 1
            row, other = face_row(face, row_name)
            if row is None:
                others.append(other)  # type: ignore[arg-type]
                report.other_faces += 1
            else:
                rows.append(row)
                report.recognized += row["recognized"]
                if face.card_name != face.name:
                    for full in (face.card_name, face.card_name_fr):
                        if full and "//" in full:  # the whole card's name means its first face (709.3, 712.8a)
                            if face.side in ("", "a"):
                                aliases[normalize(full)] = row_name
                            else:
                                aliases.setdefault(normalize(full), row_name)
                    if face.card_name_fr and "//" not in face.card_name_fr and face.name_fr != face.card_name_fr:
                        aliases.setdefault(normalize(face.card_name_fr), row_name)
            if len(rows) >= BATCH:
                db.table("cards").insert_all(rows, pk="name")
                rows = []
        bar.offset += file_size(src)
    if rows:
        db.table("cards").insert_all(rows, pk="name")
    if others:
        db.table("other_faces").insert_all(others, pk="name")
    report.cards = len(card_names)
    card_keys = {k for (k,) in conn.execute("SELECT key_en FROM cards")} | \
        {k for (k,) in conn.execute("SELECT key_fr FROM cards WHERE key_fr != ''")}
    alias_rows = [{"key": key, "nickname": key, "name": name}
                  for key, name in aliases.items() if key and key not in card_keys]
    if alias_rows:
        db.table("nicknames").insert_all(alias_rows, pk="key", ignore=True)
    db.table("meta").insert_all(
        [
            {"key": "source", "value": "mtgjson"},
            {"key": "files", "value": _json([str(s) for s in sources])},
            {"key": "imported_at", "value": time.strftime("%Y-%m-%dT%H:%M:%S%z")},
            {"key": "faces", "value": str(report.faces)},
            {"key": "cards", "value": str(report.cards)},
            {"key": "model_version", "value": str(store.MODEL_VERSION)},
        ],
        pk="key",
        replace=True,
    )
    conn.execute("INSERT INTO cards_fts (cards_fts) VALUES ('rebuild')")
    for sql in trigger_sql:
        conn.execute(sql)
    conn.execute("COMMIT")
    conn.execute("ANALYZE")


# ---------------------------------------------------------------------------------------------- fetch


def _download(url: str, dest: Path, timeout: float, bar: Progress | None) -> str:
    """Stream `url` into `dest`; returns its sha256. DownloadError on any failure."""
    import hashlib
    import socket
    import urllib.error
    import urllib.request

    req = urllib.request.Request(url, headers={"User-Agent": "arbitre-cardpool/1"})
    digest = hashlib.sha256()
    try:
        with urllib.request.urlopen(req, timeout=timeout) as resp, open(dest, "wb") as out:
            total = int(resp.headers.get("Content-Length") or 0)
            if bar is not None and total:
                bar.total = total
            done = 0
            while True:
                chunk = resp.read(1 << 16)
                if not chunk:
                    break
                out.write(chunk)
                digest.update(chunk)
                done += len(chunk)
                if bar is not None:
                    bar(done)
            if total and done != total:
                raise DownloadError(f"{url}: download cut short ({done} of {total} bytes)",
                                    message_id="cards.cut_short", url=url, done=done, total=total)
            if done == 0:
                raise DownloadError(f"{url}: the server sent an empty file", message_id="cards.empty_download", url=url)
    except urllib.error.HTTPError as exc:
        raise DownloadError(f"{url}: the server answered {exc.code} {exc.reason}", message_id="cards.http_status",
                            url=url, status=f"{exc.code} {exc.reason}") from exc
    except urllib.error.URLError as exc:
        reason = exc.reason
        if isinstance(reason, (socket.timeout, TimeoutError)):
            raise DownloadError(f"{url}: no answer within {timeout:g} s", message_id="cards.no_answer", url=url,
                                seconds=f"{timeout:g}") from exc
        raise DownloadError(f"{url}: can't connect ({reason})", message_id="cards.cant_connect", url=url,
                            reason=str(reason)) from exc
    except TimeoutError as exc:
        raise DownloadError(f"{url}: no answer within {timeout:g} s", message_id="cards.no_answer", url=url,
                            seconds=f"{timeout:g}") from exc
    except ValueError as exc:  # unknown URL type
        raise DownloadError(f"{url}: not a usable address ({exc})", message_id="cards.bad_address", url=url,
                            reason=str(exc)) from exc
    except OSError as exc:
        raise DownloadError(f"{url}: download failed ({exc.strerror or exc})", message_id="cards.download_failed",
                            url=url, reason=str(exc.strerror or exc)) from exc
    return digest.hexdigest()


def _published_sha256(url: str, timeout: float) -> str | None:
    """The checksum MTGJSON publishes next to each file (URL + ".sha256"), if the server has one."""
    import urllib.error
    import urllib.request

    try:
        with urllib.request.urlopen(urllib.request.Request(url + ".sha256"), timeout=timeout) as resp:
            text = resp.read(4096).decode("ascii", errors="replace").strip()
    except (urllib.error.URLError, OSError, ValueError):
        return None
    word = text.split()[0].lower() if text.split() else ""
    return word if len(word) == 64 and all(c in "0123456789abcdef" for c in word) else None


def fetch_and_import(url: str, target: str | Path, timeout: float = 60.0, progress: bool | None = None,
                     stream: TextIO | None = None) -> ImportReport:
    """Download MTGJSON's AtomicCards from `url`, check it (HTTP status, size, the published sha256
    when there is one, then the import's own checks) and import it atomically into `target`."""
    target = Path(os.path.expanduser(str(target)))
    target.parent.mkdir(parents=True, exist_ok=True)
    suffix = "".join(Path(url.split("?")[0]).suffixes[-2:]) or ".json"
    fd, tmp_name = tempfile.mkstemp(prefix=target.name + ".download.", suffix=suffix, dir=target.parent)
    os.close(fd)
    tmp = Path(tmp_name)
    try:
        bar = Progress(0, stream=stream, enabled=progress, label="download")
        try:
            digest = _download(url, tmp, timeout, bar)
        finally:
            bar.close()
        expected = _published_sha256(url, timeout)
        if expected is not None and expected != digest:
            raise DownloadError(f"{url}: checksum mismatch (sha256 {digest}, published {expected})",
                                message_id="cards.checksum", url=url, digest=digest, expected=expected)
        report = import_files([tmp], target, progress=progress, stream=stream)
        report.sources = [url]
        return report
    finally:
        try:
            tmp.unlink()
        except OSError:
            pass


__all__ = ["fetch_and_import", "DownloadError", "import_files", "ImportReport", "CardImportError", "MtgjsonError",
           "Progress"]
