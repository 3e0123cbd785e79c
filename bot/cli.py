"""The `arbitre` command line. Each sub-command lives in its own module with a `register(subparsers)`.

Sub-command modules keep their heavy imports inside their handlers, so that `arbitre trace`
starts fast and never imports discord.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence

# (module, purpose) pairs; each module defines register(subparsers) -> None.
COMMAND_MODULES = (
    "bot.cli_trace",
    "bot.cli_rules",
    "bot.cli_cards",
    "bot.cli_bot",
)


def build_parser() -> argparse.ArgumentParser:
    import importlib

    parser = argparse.ArgumentParser(
        prog="arbitre",
        description="Arbitre: checks a described Magic play against the Comprehensive Rules (FR/EN).",
    )
    parser.add_argument("--config", help="settings file read over config/default.toml")
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")
    for name in COMMAND_MODULES:
        try:
            module = importlib.import_module(name)
        except ModuleNotFoundError as exc:
            if exc.name != name:
                raise
            continue
        module.register(sub)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    handler = getattr(args, "handler", None)
    if handler is None:
        parser.print_help()
        return 2
    try:
        return int(handler(args) or 0)
    except KeyboardInterrupt:
        return 130
    except BrokenPipeError:
        return 0


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
