"""`cardpool import` and `cardpool fetch`: MTGJSON files into the card database, atomically.

Most tests import a small slice of the shared AtomicCards file (written to a temp file in the same
shape); bad data of every kind must fail with a clear error and leave the previous database alone.
"""

from __future__ import annotations

import bz2
import gzip
import hashlib
import http.server
import json
import lzma
import socket
import sqlite3
import threading
from pathlib import Path

import pytest

from cardpool import importer
from cardpool.coverage import coverage
from cardpool.importer import DownloadError, Progress, fetch_and_import, import_files
from cardpool.mtgjson import MtgjsonError, read_faces
from cardpool.pool import CardPool

CARDS = Path(__file__).resolve().parents[1].parent / "shared" / "data" / "cards"
ATOMIC = CARDS / "AtomicCards_fr_subset_20220425.json"
SETS = CARDS / "mtgjson_v5_sets"


NAMED = [
    "Force of Will", "Fireblast", "Lotus Petal", "Gitaxian Probe", "Lion's Eye Diamond", "Arrogant Wurm", "Forest",
    "Fire // Ice", "Delver of Secrets // Insectile Aberration", "Bonecrusher Giant // Stomp", "Island",
    "Academy at Tolaria West", "Lightning Bolt", "Counterspell", "Brainstorm", "Mountain",
]


@pytest.fixture(scope="module")
def atomic_data() -> dict:
    with open(ATOMIC, encoding="utf-8") as fh:
        return json.load(fh)


@pytest.fixture(scope="module")
def slice_file(atomic_data, tmp_path_factory) -> Path:
    """An AtomicCards-shaped file with 300 cards plus the named ones."""
    data = atomic_data["data"]
    names = list(data)[:300] + [n for n in NAMED if n in data]
    path = tmp_path_factory.mktemp("slice") / "AtomicCards_slice.json"
    path.write_text(json.dumps({"meta": atomic_data["meta"], "data": {n: data[n] for n in names}}), encoding="utf-8")
    return path


def _digest(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


@pytest.fixture()
def existing(tmp_path, slice_file) -> Path:
    """A working database (imported from the slice) that bad imports must leave untouched."""
    db = tmp_path / "cards.sqlite"
    import_files([slice_file], db, progress=False)
    return db


# ---------------------------------------------------------------------------------------------- import

def test_import_slice(tmp_path, slice_file):
    db = tmp_path / "cards.sqlite"
    report = import_files([slice_file], db, progress=False)
    assert report.faces >= 300
    assert report.other_faces >= 1  # Academy at Tolaria West, a plane
    pool = CardPool.open(db)
    fow = pool.resolve("Force of Will")
    assert fow.name_fr == "Force de volonté"
    assert fow.cost_named("alternative").life == 1
    assert pool.resolve("force de volonte").name == "Force of Will"
    assert pool.resolve("FoW").name == "Force of Will"
    details = pool.details("Force of Will")
    assert details["text"].startswith("You may pay 1 life")
    assert details["text_fr"].startswith("Vous pouvez payer")
    assert details["layout"] == "normal" and details["recognized"] == 1
    assert isinstance(details["rulings"], list) and details["rulings"]
    assert list(db.parent.iterdir()) == [db]  # no temporary file left


def test_multi_face_cards_and_their_names(existing):
    pool = CardPool.open(existing)
    assert pool.resolve("Fire // Ice").name == "Fire"
    assert pool.resolve("Feu // Glace").name == "Fire"
    assert pool.resolve("Ice").name == "Ice"
    assert pool.resolve("Glace").name == "Ice"
    assert pool.resolve("Insectile Aberration").name == "Insectile Aberration"
    assert pool.resolve("sondeur de secrets").name == "Delver of Secrets"
    assert pool.resolve("Stomp").name == "Stomp"
    assert pool.faces("Ice") == ["Fire", "Ice"]
    stomp = pool.details("Stomp")
    assert stomp["card_name"] == "Bonecrusher Giant // Stomp" and stomp["layout"] == "adventure"


def test_full_text_search_in_both_languages(existing):
    pool = CardPool.open(existing)
    assert "Force of Will" in pool.search("volonté")
    assert "Force of Will" in pool.search('"counter target spell"')
    assert "Lightning Bolt" in pool.search("foudre")


@pytest.mark.parametrize("kind", ["gzip", "xz", "bz2"])
def test_compressed_files(tmp_path, slice_file, kind):
    raw = slice_file.read_bytes()
    packed = {"gzip": gzip.compress, "xz": lzma.compress, "bz2": bz2.compress}[kind](raw)
    src = tmp_path / "cards.json.anything"  # recognised by content, not by name
    src.write_bytes(packed)
    report = import_files([src], tmp_path / "db.sqlite", progress=False)
    assert report.faces >= 300


def test_set_file_import(tmp_path):
    src = SETS / "TOR.json"
    report = import_files([src], tmp_path / "db.sqlite", progress=False)
    pool = CardPool.open(tmp_path / "db.sqlite")
    assert 100 < report.faces < 200  # one face per card, reprints and variations merged
    assert pool.resolve("Arrogant Wurm").name_fr == "Guivre arrogante"
    assert pool.resolve("Basking Rootwalla").cost_named("madness") is not None


def test_several_files(tmp_path):
    report = import_files([SETS / "TOR.json", SETS / "ODY.json"], tmp_path / "db.sqlite", progress=False)
    pool = CardPool.open(tmp_path / "db.sqlite")
    assert pool.lookup("Deep Analysis") is not None and pool.lookup("Careful Study") is not None
    assert report.faces > 400


def test_progress_bar(tmp_path, slice_file):
    import io

    class Tty(io.StringIO):
        def isatty(self):
            return True

    out = Tty()
    import_files([slice_file], tmp_path / "db.sqlite", stream=out)
    text = out.getvalue()
    assert "\r" in text and "100.0%" in text and text.endswith("\n")
    quiet = io.StringIO()  # not a terminal: nothing drawn
    import_files([slice_file], tmp_path / "db2.sqlite", stream=quiet)
    assert quiet.getvalue() == ""


def test_progress_counts_bytes():
    import io

    out = io.StringIO()
    bar = Progress(100, stream=out, enabled=True)
    bar(50)
    assert "50.0%" in out.getvalue()


def test_streaming_reader_yields_faces(slice_file):
    faces = list(read_faces(slice_file))
    names = {f.name for f in faces}
    assert {"Fire", "Ice", "Force of Will", "Delver of Secrets", "Insectile Aberration"} <= names
    fire = next(f for f in faces if f.name == "Fire")
    assert fire.card_name == "Fire // Ice" and fire.name_fr == "Feu" and fire.side == "a"


# ---------------------------------------------------------------------------------------------- bad data

def _write(tmp_path: Path, name: str, content: bytes | str) -> Path:
    path = tmp_path / name
    path.write_bytes(content.encode() if isinstance(content, str) else content)
    return path


BAD = {
    "malformed": ('{"meta": {}, "data": {"X": [{"name": "X", "type": "Instant"', "malformed JSON"),
    "not json": ("this is not json at all", "not an MTGJSON file"),
    "list": ('[{"name": "X"}]', "not an MTGJSON file"),
    "no data": ('{"meta": {"version": "5"}}', "no card found"),
    "data list": ('{"data": [{"name": "X", "type": "Instant"}]}', "no card found"),
    "wrong shape": ('{"data": {"X": {"name": "X"}}}', "no card found"),
    "no name": ('{"data": {"X": [{"type": "Instant", "layout": "normal"}]}}', "has no 'name'"),
    "no type": ('{"data": {"X": [{"name": "X", "layout": "normal"}]}}', "missing field 'type'"),
    "bad text": ('{"data": {"X": [{"name": "X", "type": "Instant", "text": 3.5e0, "keywords": "Flash"}]}}', "keywords"),
    "empty": ("", "empty"),
}


@pytest.mark.parametrize("case", sorted(BAD))
def test_bad_data_is_rejected_and_the_database_untouched(tmp_path, existing, case):
    content, message = BAD[case]
    src = _write(tmp_path, "bad.json", content)
    before = _digest(existing)
    with pytest.raises(MtgjsonError, match=message):
        import_files([src], existing, progress=False)
    assert _digest(existing) == before
    assert sorted(p.name for p in existing.parent.iterdir()) == ["bad.json", "cards.sqlite"]
    assert CardPool.open(existing).lookup("Force of Will") is not None


def test_directory_and_missing_file(tmp_path, existing):
    before = _digest(existing)
    with pytest.raises(MtgjsonError, match="is a directory"):
        import_files([tmp_path], existing, progress=False)
    with pytest.raises(MtgjsonError, match="not found"):
        import_files([tmp_path / "nope.json"], existing, progress=False)
    assert _digest(existing) == before


def test_truncated_gzip(tmp_path, existing, slice_file):
    packed = gzip.compress(slice_file.read_bytes())
    src = _write(tmp_path, "cut.json.gz", packed[: len(packed) // 2])
    before = _digest(existing)
    with pytest.raises(MtgjsonError, match="truncated or corrupt"):
        import_files([src], existing, progress=False)
    assert _digest(existing) == before


def test_truncated_json(tmp_path, existing, slice_file):
    raw = slice_file.read_bytes()
    src = _write(tmp_path, "cut.json", raw[: len(raw) // 2])
    before = _digest(existing)
    with pytest.raises(MtgjsonError, match="malformed JSON"):
        import_files([src], existing, progress=False)
    assert _digest(existing) == before


def test_interrupted_import_leaves_the_previous_database(tmp_path, existing, slice_file, monkeypatch):
    before = _digest(existing)
    real = importer.face_row
    calls = {"n": 0}

    def boom(face, row_name):
        calls["n"] += 1
        if calls["n"] == 100:
            raise KeyboardInterrupt
        return real(face, row_name)

    monkeypatch.setattr(importer, "face_row", boom)
    with pytest.raises(KeyboardInterrupt):
        import_files([slice_file], existing, progress=False)
    assert _digest(existing) == before
    assert [p.name for p in existing.parent.iterdir()] == ["cards.sqlite"]


def test_target_is_a_directory(tmp_path, slice_file):
    with pytest.raises(importer.CardImportError, match="is a directory"):
        import_files([slice_file], tmp_path, progress=False)


# ---------------------------------------------------------------------------------------------- fetch

class _Quiet(http.server.SimpleHTTPRequestHandler):
    def log_message(self, *args):  # keep test output clean
        pass


@pytest.fixture()
def http_root(tmp_path_factory):
    """A loopback HTTP server; yields (base URL, served directory)."""
    root = tmp_path_factory.mktemp("www")

    def handler(*args, **kwargs):
        return _Quiet(*args, directory=str(root), **kwargs)

    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}", root
    finally:
        server.shutdown()
        server.server_close()


def test_fetch_from_a_local_server(tmp_path, http_root, slice_file):
    base, root = http_root
    data = lzma.compress(slice_file.read_bytes())
    (root / "AtomicCards.json.xz").write_bytes(data)
    (root / "AtomicCards.json.xz.sha256").write_text(hashlib.sha256(data).hexdigest() + "\n")
    db = tmp_path / "fetched.sqlite"
    report = fetch_and_import(f"{base}/AtomicCards.json.xz", db, timeout=10, progress=False)
    assert report.faces >= 300
    assert CardPool.open(db).resolve("Lotus Petal").activated
    assert [p.name for p in tmp_path.iterdir()] == ["fetched.sqlite"]  # the download is gone


def test_fetch_the_shared_file(tmp_path, http_root):
    base, root = http_root
    (root / "sets").mkdir()
    (root / "sets" / "MIR.json").write_bytes((SETS / "MIR.json").read_bytes())
    db = tmp_path / "fetched.sqlite"
    fetch_and_import(f"{base}/sets/MIR.json", db, timeout=10, progress=False)
    assert CardPool.open(db).resolve("Lion's Eye Diamond").activated[0].restrictions == frozenset({"instant"})


def test_fetch_checksum_mismatch(tmp_path, http_root, slice_file, existing):
    base, root = http_root
    (root / "a.json").write_bytes(slice_file.read_bytes())
    (root / "a.json.sha256").write_text("0" * 64)
    before = _digest(existing)
    with pytest.raises(DownloadError, match="checksum mismatch"):
        fetch_and_import(f"{base}/a.json", existing, timeout=10, progress=False)
    assert _digest(existing) == before


def test_fetch_404(tmp_path, http_root, existing):
    base, _root = http_root
    before = _digest(existing)
    with pytest.raises(DownloadError, match="404"):
        fetch_and_import(f"{base}/missing.json", existing, timeout=10, progress=False)
    assert _digest(existing) == before
    assert [p.name for p in existing.parent.iterdir()] == ["cards.sqlite"]


def test_fetch_a_server_that_never_answers(tmp_path, existing):
    listener = socket.socket()
    listener.bind(("127.0.0.1", 0))
    listener.listen(5)  # accepts connections (kernel backlog) and never answers
    port = listener.getsockname()[1]
    before = _digest(existing)
    try:
        with pytest.raises(DownloadError, match="no answer within"):
            fetch_and_import(f"http://127.0.0.1:{port}/AtomicCards.json", existing, timeout=0.5, progress=False)
    finally:
        listener.close()
    assert _digest(existing) == before


def test_fetch_bad_payload(tmp_path, http_root, existing):
    base, root = http_root
    (root / "bad.json").write_text('{"data": {}}')
    before = _digest(existing)
    with pytest.raises(MtgjsonError, match="no card found"):
        fetch_and_import(f"{base}/bad.json", existing, timeout=10, progress=False)
    assert _digest(existing) == before


def test_coverage_of_a_slice(existing):
    report = coverage(existing)
    assert report["faces"] >= 300
    assert 0 < report["recognized"] <= report["faces"]
    assert report["ratio"] == round(report["recognized"] / report["faces"], 4)
    assert report["top_unrecognized"] and all({"fragment", "count"} == set(x) for x in report["top_unrecognized"])
    assert any(x["fragment"].startswith("type line without a card type") for x in report["top_unrecognized"]) \
        or report["by_layout"].get("planar")


def test_schema_of_the_imported_database(existing):
    conn = sqlite3.connect(existing)
    cols = {r[1] for r in conn.execute("PRAGMA table_info(cards)")}
    assert {"name", "name_fr", "text", "text_fr", "keywords", "layout", "rulings", "model", "card_name",
            "recognized", "unrecognized"} <= cols
    assert conn.execute("PRAGMA user_version").fetchone()[0] == 2
    assert conn.execute("SELECT count(*) FROM cards_fts WHERE cards_fts MATCH 'volonté'").fetchone()[0] >= 1
    conn.close()
