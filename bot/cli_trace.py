"""`arbitre trace [FILE|-] [--lang fr|en] [--format text|markdown|json] [--cards DB] [--explain]`, and
`arbitre ask "MESSAGE"` (the same, for a message given on the command line: a play in free form or in the
play language, a rules question, a question about a card).

Exit status (TRACE_JSON.md): 0 legal, 1 an action was illegal, 2 the message could not be
understood. Never a traceback: unexpected failures are reported as errors of kind "internal",
exit 2 (`--debug` prints their traceback on stderr).
"""

from __future__ import annotations

import argparse
import logging
import sys

log = logging.getLogger("arbitre")


TRACE_EPILOG = """\
exit status: 0 every action is legal (questions answered, whatever the answer); 1 an action is
illegal (the trace says which rule, and what was undone); 2 the message could not be judged
(unknown card, unreadable line, missing choice, unreadable file or settings, internal error).
"""


def register(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser("trace", help="check a play and print its step-by-step trace",
                       description="Check a described play (FR/EN play language) and print its trace.",
                       epilog=TRACE_EPILOG, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("file", nargs="?", default="-", help="message file, or - for standard input (default)")
    _judging_options(p, rules_help="rules database for --explain")
    p.set_defaults(handler=run)
    a = sub.add_parser("ask", help="ask about a play, a rule or a card, in words (FR/EN)",
                       description="Judge a play described in words, answer a rules question or say what a card "
                                   "does: the message is the rest of the command line (- reads standard input).",
                       epilog=TRACE_EPILOG, formatter_class=argparse.RawDescriptionHelpFormatter)
    a.add_argument("message", nargs="+", help='the message, e.g. "I bolt his Llanowar Elves, do they die?"')
    _judging_options(a, rules_help="rules database (rules questions, --explain)")
    a.set_defaults(handler=run, file=None)


def _judging_options(parser: argparse.ArgumentParser, rules_help: str) -> None:
    """The options `trace` and `ask` share: how to answer, with which databases."""
    parser.add_argument("--lang", choices=("fr", "en"), help="output language (default: the message's)")
    parser.add_argument("--format", choices=("text", "markdown", "json"), default="text")
    parser.add_argument("--cards", metavar="DB", help="card database (default: the embedded pool)")
    parser.add_argument("--rules", metavar="DB", help=rules_help)
    parser.add_argument("--explain", action="store_true",
                        help="show the text of each cited rule (needs a rules database)")
    parser.add_argument("--debug", action="store_true", help="print the traceback of internal errors on stderr")


def _read(path: str) -> str:
    if path == "-":
        stream = sys.stdin
        if stream is None:  # started with stdin closed: an empty message
            return ""
        data = stream.buffer.read() if hasattr(stream, "buffer") else stream.read().encode("utf-8", "replace")
    else:
        with open(path, "rb") as fh:
            data = fh.read()
    return data.decode("utf-8-sig", errors="replace")


class _OneLine(logging.Formatter):
    """Log records as one line, without traceback (the default on stderr)."""

    def format(self, record: logging.LogRecord) -> str:
        return "arbitre: " + record.getMessage()


def _setup_output(debug: bool) -> None:
    for stream in (sys.stdout, sys.stderr):  # a terminal that can't show "é" or "✅" must not crash the trace
        if stream is not None and hasattr(stream, "reconfigure"):
            try:
                stream.reconfigure(errors="replace")
            except (ValueError, OSError):  # pragma: no cover - a detached stream
                pass
    for h in list(log.handlers):  # installed by an earlier run in this process, on a stderr since replaced
        if getattr(h, "_arbitre_cli", False) and getattr(h, "stream", None) is not sys.stderr:
            log.removeHandler(h)
    if not any(getattr(h, "_arbitre_cli", False) for h in log.handlers):
        handler = logging.StreamHandler(sys.stderr)
        handler._arbitre_cli = True  # type: ignore[attr-defined]
        handler.setFormatter(logging.Formatter("arbitre: %(message)s") if debug else _OneLine())
        log.addHandler(handler)


def _print(data: dict, lang: str, fmt: str, explain=None, card_name=None) -> None:
    from bot.render.trace_render import dumps, render_text

    if fmt == "json":
        print(dumps(data))
    else:
        print(render_text(data, lang, markdown=fmt == "markdown", explain=explain, card_name=card_name))


def run(args: argparse.Namespace) -> int:
    _setup_output(getattr(args, "debug", False))
    seen: dict[str, str] = {}
    try:
        return _run(args, seen)
    except BrokenPipeError:
        raise  # the reader went away (| head): not an error of ours; bot.cli exits quietly
    except Exception as exc:  # noqa: BLE001 - last guard: an internal error, never a traceback
        from bot.core import guess_language, internal_error_data

        log.error("internal error: %s: %s", type(exc).__name__, exc, exc_info=exc)
        lang = args.lang or (guess_language(seen["text"]) if "text" in seen else "en")
        data = internal_error_data(lang, {"error": f"{type(exc).__name__}: {str(exc)[:200]}"})
        try:
            _print(data, lang, args.format)
        except Exception:  # noqa: BLE001 - the renderer itself is broken
            log.exception("rendering the internal error failed")
            print(data["error"]["message"])
        return 2


# why a message file can't be read, as its user is told (the OS's own text only for the rest)
_READ_ERRORS: dict[type[OSError], str] = {FileNotFoundError: "input-not_found", IsADirectoryError: "input-is_directory",
                                          PermissionError: "input-no_permission"}


def _run(args: argparse.Namespace, seen: dict[str, str]) -> int:
    from bot.cli import load_settings_or_report
    from bot.core import Arbitre

    settings = load_settings_or_report(args, args.lang, **({"rules_db": args.rules} if args.rules else {}))
    if settings is None:
        return 2
    message = getattr(args, "message", None)
    try:
        text = _read(args.file) if not message or message == ["-"] and args.file is not None else \
            _read("-") if message == ["-"] else " ".join(message)
    except OSError as exc:
        from bot.render.i18n import interface_lang, say

        lang = args.lang or interface_lang(settings.lang)
        print("arbitre: " + say(_READ_ERRORS.get(type(exc), "input-unreadable"), lang, path=str(args.file),
                                reason=exc.strerror or str(exc)), file=sys.stderr)
        return 2
    seen["text"] = text
    lang = args.lang
    if lang is None and not any(ch.isalpha() for ch in text):  # nothing tells its language: the user's
        from bot.render.i18n import interface_lang

        lang = interface_lang(settings.lang)
    try:
        app = Arbitre(settings, cards_db=args.cards)
        outcome = app.trace(text, lang, explain=args.explain)
    except ValueError as exc:  # a card database that can't be opened, and the like: said in the message's language
        from bot.cli import report
        from bot.core import guess_language
        from bot.render.i18n import error_text

        report(error_text(exc, lang or guess_language(text)))
        return 2
    explain = app.explainer(outcome.lang) if args.explain and args.format != "json" else None
    _print(outcome.data, outcome.lang, args.format, explain, app.card_namer(outcome.lang))
    return outcome.exit_code
