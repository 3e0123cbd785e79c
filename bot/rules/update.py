"""`arbitre rules update`: download the current Comprehensive Rules text and import it.

The address comes from the settings (`rules_url`) or the command line. The download is
bounded: a socket timeout, an overall deadline and a size limit; nothing is written to the
database unless the whole file arrived and parsed (the import itself is one transaction).
"""

from __future__ import annotations

import time
import urllib.error
import urllib.parse
import urllib.request

from bot.rules.parser import MAX_FILE_BYTES, ParsedEdition, decode_rules_bytes, parse_rules
from foundation.errors import DownloadError

USER_AGENT = "arbitre-rules-update/0.1"
LOOPBACK = {"127.0.0.1", "localhost", "::1"}


def download(url: str, timeout: float = 30.0, max_bytes: int = MAX_FILE_BYTES) -> bytes:
    """The bytes at `url` (http, https or file), within `timeout` seconds overall."""
    parts = urllib.parse.urlsplit(url)
    if parts.scheme not in ("http", "https", "file"):
        raise DownloadError(f"unsupported address {url!r} (http, https or file only)")
    handlers = []
    if parts.hostname in LOOPBACK:
        handlers.append(urllib.request.ProxyHandler({}))  # never send loopback requests to a proxy
    opener = urllib.request.build_opener(*handlers)
    request = urllib.request.Request(url, headers={"User-Agent": USER_AGENT})
    deadline = time.monotonic() + timeout
    chunks: list[bytes] = []
    size = 0
    try:
        with opener.open(request, timeout=timeout) as resp:
            while True:
                if time.monotonic() > deadline:
                    raise DownloadError(f"timed out after {timeout:g} s")
                chunk = resp.read(256 * 1024)
                if not chunk:
                    break
                size += len(chunk)
                if size > max_bytes:
                    raise DownloadError(f"more than {max_bytes} bytes")
                chunks.append(chunk)
    except urllib.error.HTTPError as exc:
        raise DownloadError(f"HTTP {exc.code} {exc.reason}") from exc
    except urllib.error.URLError as exc:
        raise DownloadError(str(exc.reason)) from exc
    except TimeoutError as exc:
        raise DownloadError(f"timed out after {timeout:g} s") from exc
    except OSError as exc:
        raise DownloadError(str(exc)) from exc
    return b"".join(chunks)


def fetch_rules(url: str, timeout: float = 30.0, lang: str | None = None) -> ParsedEdition:
    """Download and parse the rules at `url` (DownloadError, or RulesFormatError if it isn't a rules text).

    Nothing touches the database here: the caller imports the result (`RulesStore.import_parsed`).
    """
    return parse_rules(decode_rules_bytes(download(url, timeout=timeout)), lang=lang)
