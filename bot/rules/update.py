"""`arbitre rules update`: download the current Comprehensive Rules text and import it.

The address comes from the settings (`rules_url`) or the command line. The download is
bounded: a socket timeout, an overall deadline and a size limit; nothing is written to the
database unless the whole file arrived and parsed (the import itself is one transaction).
"""

from __future__ import annotations

import concurrent.futures
import contextlib
import time
import urllib.error
import urllib.parse
import urllib.request

from bot.rules.parser import MAX_FILE_BYTES, ParsedEdition, decode_rules_bytes, parse_rules
from foundation.errors import DownloadError, DownloadTimeout

USER_AGENT = "arbitre-rules-update/0.1"
LOOPBACK = {"127.0.0.1", "localhost", "::1"}


def download(url: str, timeout: float = 30.0, max_bytes: int = MAX_FILE_BYTES) -> bytes:
    """The bytes at `url` (http, https or file), within `timeout` seconds overall: connecting, the
    headers and the whole body together (DownloadTimeout past that, however slowly the server sends)."""
    parts = urllib.parse.urlsplit(url)
    if parts.scheme not in ("http", "https", "file"):
        raise DownloadError(f"unsupported address {url!r} (http, https or file only)")
    handlers = []
    if parts.hostname in LOOPBACK:
        handlers.append(urllib.request.ProxyHandler({}))  # never send loopback requests to a proxy
    opener = urllib.request.build_opener(*handlers)
    request = urllib.request.Request(url, headers={"User-Agent": USER_AGENT})
    deadline = time.monotonic() + timeout
    state: dict[str, object] = {}

    def fetch() -> bytes:
        chunks: list[bytes] = []
        size = 0
        with opener.open(request, timeout=timeout) as resp:
            state["response"] = resp
            while not state.get("abandoned"):
                chunk = resp.read1(64 * 1024) if hasattr(resp, "read1") else resp.read(64 * 1024)
                if not chunk:
                    return b"".join(chunks)
                size += len(chunk)
                if size > max_bytes:
                    raise DownloadError(f"more than {max_bytes} bytes")
                chunks.append(chunk)
        raise DownloadTimeout(f"no complete answer within {timeout:g} s")

    worker = concurrent.futures.ThreadPoolExecutor(max_workers=1, thread_name_prefix="arbitre-download")
    future = worker.submit(fetch)
    worker.shutdown(wait=False)
    try:
        return future.result(timeout=max(0.0, deadline - time.monotonic()))
    except concurrent.futures.TimeoutError:
        state["abandoned"] = True
        response = state.get("response")
        if response is not None:
            with contextlib.suppress(OSError):
                response.close()  # type: ignore[attr-defined]
        raise DownloadTimeout(f"no complete answer within {timeout:g} s (the whole download is limited)") from None
    except urllib.error.HTTPError as exc:
        raise DownloadError(f"HTTP {exc.code} {exc.reason}") from exc
    except urllib.error.URLError as exc:
        if isinstance(exc.reason, TimeoutError):
            raise DownloadTimeout(f"no answer within {timeout:g} s") from exc
        raise DownloadError(f"can't connect ({exc.reason})") from exc
    except TimeoutError as exc:
        raise DownloadTimeout(f"no answer within {timeout:g} s") from exc
    except DownloadError:
        raise
    except OSError as exc:
        raise DownloadError(str(exc)) from exc


def fetch_rules(url: str, timeout: float = 30.0, lang: str | None = None) -> ParsedEdition:
    """Download and parse the rules at `url` (DownloadError, or RulesFormatError if it isn't a rules text).

    Nothing touches the database here: the caller imports the result (`RulesStore.import_parsed`).
    """
    return parse_rules(decode_rules_bytes(download(url, timeout=timeout)), lang=lang)
