"""Streaming reader of MTGJSON card files: `AtomicCards.json` and set files (`{"data": {"cards": [...]}}`).

    for face in read_faces("AtomicCards.json.xz"):   # Face objects, one per card face
        ...

Plain, gzip, xz and bz2 files are recognised by their first bytes (not their name). The JSON is
streamed with `ijson`: memory holds one card (AtomicCards) or one set's card list at a time,
whatever the file size. Anything that isn't an MTGJSON card file raises `MtgjsonError` with a
message that says what is wrong and where, never a traceback:

- a missing file, a directory, a 0-byte file, a truncated or corrupt archive, malformed JSON;
- the wrong shape (no top-level object, no `data`, no card in it);
- a card face without a `name` or a `type`, or with fields of the wrong JSON type.

Shapes accepted under `data`: card name -> [face, ...] (AtomicCards); `cards` -> [printing, ...]
(a set file; reprints and variations of a face are merged, the first printing wins, a later one
only fills in missing French text); set code -> {"cards": [...]} (AllPrintings). Tokens and
sealed products are skipped.
"""

from __future__ import annotations

import bz2
import gzip
import io
import lzma
import os
import re
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, BinaryIO

from foundation.errors import MtgjsonError

SKIPPED_KEYS = frozenset({"tokens", "sealedProduct", "booster", "translations", "languages", "decks"})
FRENCH = "French"


@dataclass
class Face:
    """One card face as the importer needs it (English Oracle data plus French printed data)."""

    name: str  # the face's own name ("Fire"), = card_name for one-faced cards
    card_name: str  # the Oracle name of the whole card ("Fire // Ice")
    layout: str = "normal"
    side: str = ""
    mana_cost: str = ""
    type_line: str = ""
    power: str | None = None
    toughness: str | None = None
    loyalty: str | None = None
    text: str = ""
    keywords: list[str] = field(default_factory=list)
    rulings: list[dict[str, str]] = field(default_factory=list)
    name_fr: str = ""
    card_name_fr: str = ""
    type_fr: str = ""
    text_fr: str = ""
    face_count: int = 1  # how many faces the whole card has (known for AtomicCards only)

    @property
    def key(self) -> tuple[str, str]:
        return (self.card_name, self.name)


# ---------------------------------------------------------------------------------------------- files

_MAGIC: list[tuple[bytes, str]] = [
    (b"\x1f\x8b", "gzip"),
    (b"\xfd7zXZ\x00", "xz"),
    (b"BZh", "bz2"),
]


def compression_of(head: bytes) -> str:
    for magic, name in _MAGIC:
        if head.startswith(magic):
            return name
    return ""


class _Counting(io.RawIOBase):
    """A raw file wrapper that reports how many bytes of the (compressed) file were read."""

    def __init__(self, raw: BinaryIO, progress: Callable[[int], None] | None) -> None:
        self._raw = raw
        self._progress = progress
        self.count = 0

    def readable(self) -> bool:
        return True

    def readinto(self, buffer: Any) -> int:
        data = self._raw.read(len(buffer))
        n = len(data)
        buffer[:n] = data
        self.count += n
        if self._progress is not None and n:
            self._progress(self.count)
        return n

    def close(self) -> None:
        self._raw.close()
        super().close()


def open_source(path: str | Path, progress: Callable[[int], None] | None = None) -> BinaryIO:
    """Open a plain or compressed file for reading its JSON bytes; MtgjsonError when it can't be."""
    path = Path(path)
    if path.is_dir():
        raise MtgjsonError(f"{path}: is a directory, not an MTGJSON file", message_id="cards.is_directory",
                           path=str(path))
    try:
        raw = open(path, "rb")
    except FileNotFoundError as exc:
        raise MtgjsonError(f"{path}: file not found", message_id="cards.not_found", path=str(path)) from exc
    except OSError as exc:
        raise MtgjsonError(f"{path}: can't be read ({exc.strerror or exc})", message_id="cards.unreadable",
                           path=str(path), reason=str(exc.strerror or exc)) from exc
    try:
        head = raw.read(8)
        raw.seek(0)
    except OSError as exc:
        raw.close()
        raise MtgjsonError(f"{path}: can't be read ({exc.strerror or exc})") from exc
    if not head:
        raw.close()
        raise MtgjsonError(f"{path}: the file is empty (0 bytes)", message_id="cards.empty", path=str(path))
    counted = io.BufferedReader(_Counting(raw, progress), buffer_size=1 << 16)
    kind = compression_of(head)
    stream: Any = counted
    if kind == "gzip":
        stream = gzip.GzipFile(fileobj=counted, mode="rb")
    elif kind == "xz":
        stream = lzma.LZMAFile(counted, "rb")
    elif kind == "bz2":
        stream = bz2.BZ2File(counted, "rb")
    return io.BufferedReader(_Bounded(stream, str(path)), buffer_size=1 << 16)


MAX_DEPTH = 64  # MTGJSON nests 6 deep; a deeper file is refused before the JSON parser sees it
MAX_JSON_BYTES = 4 << 30  # decompressed: AllPrintings is under 2 GB
_BRACKETS = re.compile(rb"[^\[\]{}]+")


class _Bounded(io.RawIOBase):
    """The JSON bytes of a (decompressed) stream, refused past MAX_JSON_BYTES or MAX_DEPTH brackets deep.

    Nesting is counted on brackets, those inside strings too: MTGJSON's ({T}, [+1]) are balanced, so
    they never add up, while a JSON bomb ([[[[...) is stopped after a few bytes instead of costing
    gigabytes in the parser.
    """

    def __init__(self, inner: Any, where: str) -> None:
        super().__init__()
        self._inner = inner
        self._where = where
        self._size = 0
        self._depth = 0

    def readable(self) -> bool:
        return True

    def readinto(self, buffer: Any) -> int:
        data = self._inner.read(len(buffer))
        n = len(data)
        buffer[:n] = data
        self._size += n
        if self._size > MAX_JSON_BYTES:
            raise MtgjsonError(f"{self._where}: more than {MAX_JSON_BYTES >> 30} GiB of JSON once decompressed")
        depth = self._depth
        for b in _BRACKETS.sub(b"", data):
            if b == 0x7B or b == 0x5B:  # { [
                depth += 1
                if depth > MAX_DEPTH:
                    raise MtgjsonError(f"{self._where}: JSON nested more than {MAX_DEPTH} levels deep: "
                                       "not an MTGJSON file")
            else:
                depth -= 1
        self._depth = depth
        return n

    def close(self) -> None:
        self._inner.close()
        super().close()


# ---------------------------------------------------------------------------------------------- faces

def _str(value: Any, what: str, where: str, default: str = "") -> str:
    if value is None:
        return default
    if isinstance(value, (int, float)) and not isinstance(value, bool):
        return str(int(value)) if float(value).is_integer() else str(value)
    if not isinstance(value, str):
        raise MtgjsonError(f"{where}: field '{what}' should be a string, not {type(value).__name__}")
    return value


def _french(raw: dict[str, Any], where: str) -> dict[str, Any] | None:
    foreign = raw.get("foreignData") or []
    if not isinstance(foreign, list):
        raise MtgjsonError(f"{where}: field 'foreignData' should be a list")
    for entry in foreign:
        if isinstance(entry, dict) and entry.get("language") == FRENCH and entry.get("name"):
            return entry
    return None


def _split_names(full: str, count: int) -> list[str] | None:
    parts = [p.strip() for p in full.split("//")]
    return parts if len(parts) == count and all(parts) else None


def face_from_json(raw: Any, where: str, face_count: int = 1, index: int = 0) -> Face:
    """A Face from one MTGJSON card (face) object; MtgjsonError if required fields are missing."""
    if not isinstance(raw, dict):
        raise MtgjsonError(f"{where}: a card should be a JSON object, not {type(raw).__name__}")
    card_name = raw.get("name")
    if not isinstance(card_name, str) or not card_name.strip():
        raise MtgjsonError(f"{where}: a card face has no 'name'")
    where = f"{where} ({card_name})"
    type_line = raw.get("type")
    if not isinstance(type_line, str) or not type_line.strip():
        raise MtgjsonError(f"{where}: missing field 'type' (the type line)")
    face_name = _str(raw.get("faceName"), "faceName", where) or card_name
    keywords = raw.get("keywords") or []
    rulings = raw.get("rulings") or []
    if not isinstance(keywords, list) or not all(isinstance(k, str) for k in keywords):
        raise MtgjsonError(f"{where}: field 'keywords' should be a list of strings")
    if not isinstance(rulings, list):
        raise MtgjsonError(f"{where}: field 'rulings' should be a list")
    face = Face(
        name=face_name.strip(),
        card_name=card_name.strip(),
        layout=_str(raw.get("layout"), "layout", where, "normal") or "normal",
        side=_str(raw.get("side"), "side", where),
        mana_cost=_str(raw.get("manaCost"), "manaCost", where),
        type_line=type_line.strip(),
        power=_str(raw.get("power"), "power", where) or None,
        toughness=_str(raw.get("toughness"), "toughness", where) or None,
        loyalty=_str(raw.get("loyalty"), "loyalty", where) or None,
        text=_str(raw.get("text"), "text", where),
        keywords=list(keywords),
        rulings=[{"date": _str(r.get("date"), "date", where), "text": _str(r.get("text"), "text", where)}
                 for r in rulings if isinstance(r, dict) and r.get("text")],
        face_count=face_count,
    )
    fr = _french(raw, where)
    if fr is not None:
        full_fr = _str(fr.get("name"), "foreignData.name", where).strip()
        face.card_name_fr = full_fr
        if face.name == face.card_name:
            face.name_fr = full_fr
        else:
            count = max(face_count, len(face.card_name.split("//")))
            parts = _split_names(full_fr, count)
            position = ord(face.side) - ord("a") if len(face.side) == 1 and face.side.isalpha() else index
            if parts is not None and 0 <= position < len(parts):
                face.name_fr = parts[position]
            elif "//" not in full_fr and position == 0:
                face.name_fr = full_fr  # only the front face's name was printed in French
        face.text_fr = _str(fr.get("text"), "foreignData.text", where)
        face.type_fr = _str(fr.get("type"), "foreignData.type", where)
    return face


def _faces_of_list(key: str, items: list[Any], where: str, atomic: bool) -> Iterator[Face]:
    count = len(items) if atomic else 1
    for i, item in enumerate(items):
        yield face_from_json(item, f"{where}: data.{key}[{i}]", face_count=count, index=i)


def read_faces(path: str | Path, progress: Callable[[int], None] | None = None) -> Iterator[Face]:
    """Every card face of an MTGJSON file, streamed (see the module docstring); MtgjsonError on bad data."""
    import ijson  # imported here: only the import needs it

    path = Path(path)
    where = str(path)
    seen: dict[tuple[str, str], Face] = {}
    found = 0
    fh = open_source(path, progress)
    try:
        first = _first_char(fh, where)
        if first != b"{":
            raise MtgjsonError(f"{where}: not an MTGJSON file (expected a JSON object with 'meta' and 'data')",
                                message_id="cards.not_mtgjson", path=str(where))
        for key, value in ijson.kvitems(fh, "data", use_float=True):
            if key in SKIPPED_KEYS:
                continue
            if isinstance(value, list):
                if value and not isinstance(value[0], dict):
                    continue
                atomic = key != "cards"
                for face in _faces_of_list(key, value, where, atomic):
                    if not atomic:  # set file: one face per printing; keep the first
                        old = seen.get(face.key)
                        if old is not None:
                            if not old.text_fr and face.text_fr:
                                old.text_fr, old.type_fr = face.text_fr, face.type_fr
                            if not old.name_fr and face.name_fr:
                                old.name_fr, old.card_name_fr = face.name_fr, face.card_name_fr
                            continue
                        seen[face.key] = face
                        continue
                    found += 1
                    yield face
            elif isinstance(value, dict) and isinstance(value.get("cards"), list):  # AllPrintings
                for face in _faces_of_list(f"{key}.cards", value["cards"], where, False):
                    if face.key not in seen:
                        seen[face.key] = face
        for face in seen.values():
            found += 1
            yield face
    except MtgjsonError:
        raise
    except (EOFError, gzip.BadGzipFile, lzma.LZMAError, OSError) as exc:
        raise MtgjsonError(f"{where}: the file is truncated or corrupt ({_describe(exc)})",
                           message_id="cards.corrupt", path=str(where), reason=_describe(exc)) from exc
    except Exception as exc:  # ijson's JSONError / IncompleteJSONError, UnicodeDecodeError
        name = type(exc).__name__
        if "JSON" in name or isinstance(exc, (UnicodeDecodeError, ValueError)):
            raise MtgjsonError(f"{where}: malformed JSON ({_describe(exc)})", message_id="cards.malformed",
                               path=str(where), reason=_describe(exc)) from exc
        raise
    finally:
        fh.close()
    if not found:
        raise MtgjsonError(
            f"{where}: no card found: expected MTGJSON AtomicCards ({{\"data\": {{name: [face, ...]}}}}) "
            f"or a set file ({{\"data\": {{\"cards\": [...]}}}})", message_id="cards.no_card", path=str(where)
        )


def _first_char(fh: BinaryIO, where: str) -> bytes:
    """The first non-blank byte of the JSON (peeked, not consumed); MtgjsonError if there is none."""
    try:
        peek = getattr(fh, "peek", None)
        data = peek(64) if peek else b""
    except (EOFError, gzip.BadGzipFile, lzma.LZMAError, OSError) as exc:
        raise MtgjsonError(f"{where}: the file is truncated or corrupt ({_describe(exc)})") from exc
    stripped = data.lstrip(b" \t\r\n\xef\xbb\xbf")
    if not data:
        raise MtgjsonError(f"{where}: the file is empty (no JSON in it)", message_id="cards.empty", path=str(where))
    return stripped[:1] if stripped else b"{"


def _describe(exc: BaseException) -> str:
    text = str(exc).strip().splitlines()[0] if str(exc).strip() else ""
    return text[:200] or type(exc).__name__


def file_size(path: str | Path) -> int:
    try:
        return os.path.getsize(path)
    except OSError:
        return 0
