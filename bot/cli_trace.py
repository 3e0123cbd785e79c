"""`arbitre trace [FILE|-] [--lang fr|en] [--format text|markdown|json] [--cards DB] [--explain]`.

Exit status (TRACE_JSON.md): 0 legal, 1 an action was illegal, 2 the message could not be
understood. Never a traceback: unexpected failures are reported as errors, exit 2.
"""

from __future__ import annotations

import argparse
import sys


def register(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser("trace", help="check a play and print its step-by-step trace",
                       description="Check a described play (FR/EN play language) and print its trace.")
    p.add_argument("file", nargs="?", default="-", help="message file, or - for standard input (default)")
    p.add_argument("--lang", choices=("fr", "en"), help="output language (default: the message's)")
    p.add_argument("--format", choices=("text", "markdown", "json"), default="text")
    p.add_argument("--cards", metavar="DB", help="card database (default: the embedded pool)")
    p.add_argument("--rules", metavar="DB", help="rules database for --explain")
    p.add_argument("--explain", action="store_true", help="show the text of each cited rule (needs a rules database)")
    p.set_defaults(handler=run)


def _read(path: str) -> str:
    if path == "-":
        data = sys.stdin.buffer.read()
    else:
        with open(path, "rb") as fh:
            data = fh.read()
    return data.decode("utf-8-sig", errors="replace")


def run(args: argparse.Namespace) -> int:
    from bot.core import Arbitre
    from bot.render.trace_render import dumps, render_text
    from bot.settings import SettingsError, load_settings

    try:
        overrides = {"rules_db": args.rules} if args.rules else {}
        settings = load_settings(args.config, **overrides)
    except SettingsError as exc:
        print(f"arbitre: {exc}", file=sys.stderr)
        return 2
    try:
        text = _read(args.file)
    except OSError as exc:
        print(f"arbitre: cannot read {args.file}: {exc.strerror or exc}", file=sys.stderr)
        return 2
    try:
        app = Arbitre(settings, cards_db=args.cards)
        outcome = app.trace(text, args.lang)
    except ValueError as exc:  # a card database that can't be opened, and the like
        print(f"arbitre: {exc}", file=sys.stderr)
        return 2
    if args.format == "json":
        print(dumps(outcome.data))
    else:
        explain = app.explainer(outcome.lang) if args.explain else None
        print(render_text(outcome.data, outcome.lang, markdown=args.format == "markdown", explain=explain))
    return outcome.exit_code
