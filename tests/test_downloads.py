"""Downloads keep their deadline however slowly a server answers (issue 13, defect 6), and bad data
files can't exhaust memory (defect 3)."""

from __future__ import annotations

import http.server
import threading
import time

import pytest

from foundation.errors import DownloadTimeout


class _Trickle(http.server.BaseHTTPRequestHandler):
    """Headers at once, then one byte every 0.2 s: each read is quick, the whole is endless."""

    def do_GET(self):  # noqa: N802 - http.server's name
        self.send_response(200)
        self.send_header("Content-Length", "100000")
        self.end_headers()
        try:
            for _ in range(100000):
                self.wfile.write(b"x")
                self.wfile.flush()
                time.sleep(0.2)
        except OSError:
            pass

    def log_message(self, *args):
        pass


@pytest.fixture()
def trickle_url():
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), _Trickle)
    server.daemon_threads = True
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    yield f"http://127.0.0.1:{server.server_address[1]}/MagicCompRules.txt"
    server.shutdown()
    server.server_close()


def test_rules_download_keeps_its_total_deadline(trickle_url):
    from bot.rules.update import download

    started = time.monotonic()
    with pytest.raises(DownloadTimeout, match="within 1.5 s"):
        download(trickle_url, timeout=1.5)
    assert time.monotonic() - started < 3.0


def test_rules_update_command_says_it_timed_out(trickle_url, tmp_path, capsys):
    from bot.cli import main

    started = time.monotonic()
    code = main(["rules", "update", "--url", trickle_url, "--timeout", "1", "--rules", str(tmp_path / "r.sqlite")])
    assert code == 1 and time.monotonic() - started < 3.0
    err = capsys.readouterr().err
    assert "within 1 s" in err and not (tmp_path / "r.sqlite").exists()


# ------------------------------------------------------------------ JSON bombs (defect 3)


def _bomb(tmp_path, depth=30_000, compress=None):
    import lzma

    text = '{"meta": {}, "data": {"X": ' + "[" * depth + "]" * depth + "}}"
    path = tmp_path / ("bomb.json.xz" if compress else "bomb.json")
    path.write_bytes(lzma.compress(text.encode()) if compress else text.encode())
    return path


@pytest.mark.parametrize("compress", [False, True])
def test_a_deeply_nested_file_is_refused_and_the_database_untouched(tmp_path, compress):
    import resource

    from cardpool.importer import import_files
    from foundation.errors import MtgjsonError

    target = tmp_path / "cards.sqlite"
    target.write_bytes(b"the previous database")
    before = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    with pytest.raises(MtgjsonError, match="nested more than"):
        import_files([_bomb(tmp_path, compress=compress)], target, progress=False)
    grown_mb = (resource.getrusage(resource.RUSAGE_SELF).ru_maxrss - before) / 1024
    assert grown_mb < 200  # ru_maxrss is in KiB on Linux; the unbounded parser needed gigabytes
    assert target.read_bytes() == b"the previous database"
    assert list(tmp_path.glob("*.importing")) == []


def test_fetch_of_a_tiny_compressed_bomb_is_refused(tmp_path):
    """`cardpool fetch` goes through the same reader: a 200-byte .xz that unfolds into deep nesting."""
    from cardpool.importer import import_files
    from foundation.errors import MtgjsonError

    bomb = _bomb(tmp_path, depth=200_000, compress=True)
    assert bomb.stat().st_size < 1000
    with pytest.raises(MtgjsonError, match="nested more than"):
        import_files([bomb], tmp_path / "cards.sqlite", progress=False)
