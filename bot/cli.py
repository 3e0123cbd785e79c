"""The `arbitre` command line. Each sub-command lives in its own module with a `register(subparsers)`.

Sub-command modules keep their heavy imports inside their handlers, so that `arbitre trace`
starts fast and never imports discord. Conventions every command follows: `--config FILE` is
accepted before or after the sub-command; every `--help` ends with the command's exit statuses;
every message on standard error starts with `arbitre: ` (`report`).
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence
from typing import Any

# (module, purpose) pairs; each module defines register(subparsers) -> None.
COMMAND_MODULES = (
    "bot.cli_trace",
    "bot.cli_rules",
    "bot.cli_cards",
    "bot.cli_bot",
)


ERROR_PREFIX = "arbitre: "
CONFIG_HELP = "settings file read over the defaults (config/default.toml)"
MAIN_EPILOG = """\
exit status: 0 done; 1 the play is illegal, or nothing was found or could be downloaded;
2 bad input or settings (each command's --help says more).
"""


def report(message: str) -> None:
    """Say something on standard error, with the one prefix every command uses."""
    print(ERROR_PREFIX + message, file=sys.stderr)


def load_settings_or_report(args: argparse.Namespace, lang: str | None = None, **overrides: Any):
    """The settings for a command (`--config`, then ARBITRE_* variables, then `overrides`), or None after
    saying on standard error why they can't be used, in `lang` (else the system's language): the caller
    exits 2. The one way every command reads its settings."""
    from bot.render.i18n import error_text, interface_lang
    from bot.settings import load_settings
    from foundation.errors import SettingsError

    try:
        return load_settings(getattr(args, "config", None), **overrides)
    except SettingsError as exc:
        report(error_text(exc, lang if lang in ("fr", "en") else interface_lang()))
        return None


def version() -> str:
    from importlib import metadata

    try:
        return metadata.version("arbitre")
    except metadata.PackageNotFoundError:  # a checkout used without installing it
        return "unknown (not installed)"


def _subparsers(parser: argparse.ArgumentParser) -> list[argparse.ArgumentParser]:
    """Every sub-command parser under `parser`, nested ones included (`arbitre rules import`)."""
    found = []
    for action in parser._actions:
        if isinstance(action, argparse._SubParsersAction):
            for child in dict.fromkeys(action.choices.values()):
                found.append(child)
                found.extend(_subparsers(child))
    return found


def build_parser() -> argparse.ArgumentParser:
    import importlib

    parser = argparse.ArgumentParser(
        prog="arbitre",
        description="Arbitre: checks a described Magic play against the Comprehensive Rules (FR/EN).",
        epilog=MAIN_EPILOG, formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    parser.add_argument("--version", action="version", version=f"arbitre {version()}")
    parser.add_argument("--config", help=CONFIG_HELP)
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")
    for name in COMMAND_MODULES:
        try:
            module = importlib.import_module(name)
        except ModuleNotFoundError as exc:
            if exc.name != name:
                raise
            continue
        module.register(sub)
    for child in _subparsers(parser):
        # after the sub-command too; SUPPRESS keeps a --config given before it
        child.add_argument("--config", default=argparse.SUPPRESS, help=CONFIG_HELP)
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
