"""`arbitre card NAME` (show a card) and `arbitre cardpool import|fetch|coverage` (the card database).

Only argparse is imported at module level; the handlers import the card layer when they run.

Which database: `--cards DB` when given, else `cards_db` from the settings. When that is empty,
`cardpool import` and `fetch` write to `cards_import_db` (default
~/.local/share/arbitre/cards.sqlite), and `card` and `cardpool coverage` read it if it exists,
else the embedded default pool. (`arbitre trace` keeps the embedded pool unless `cards_db` or
`--cards` says otherwise.)
"""

from __future__ import annotations

import argparse
import sys
from typing import TYPE_CHECKING

if TYPE_CHECKING:  # pragma: no cover
    from cardpool.coverage import EngineSupport

CARD_EPILOG = """\
examples:
  arbitre card "Lion's Eye Diamond"
  arbitre card "diamant de l oeil du lion" --lang fr
  arbitre card forets                 plurals, accents and apostrophes don't matter
  arbitre card LED                    nicknames (cardpool/data/nicknames.toml)
  arbitre card "Fire // Ice"          a split or double-faced card: every face

exit status: 0 found; 2 unknown name (with suggestions) or unreadable database.
"""

CARDPOOL_EPILOG = """\
exit status: 0 done; 1 download or database failure; 2 bad input (missing, empty, truncated or
malformed file, not MTGJSON). A failed or interrupted import leaves the previous database working.
"""


def register(subparsers: argparse._SubParsersAction) -> None:
    p = subparsers.add_parser(
        "card", help="show a card (English or French name, nickname, plural)",
        description="Show a card: names in both languages, cost, type line, Oracle text, French text, rulings.",
        epilog=CARD_EPILOG, formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    p.add_argument("name", nargs="+", help="card name, English or French (words may be given unquoted)")
    p.add_argument("--lang", choices=("fr", "en"), default=None, help="language shown first (default: the name's)")
    p.add_argument("--format", choices=("text", "json"), default="text")
    p.add_argument("--rulings", action="store_true", help="print the rulings, not only their number")
    p.add_argument("--cards", metavar="DB", help="card database (default: cards_db, else the imported one)")
    p.set_defaults(handler=_card)

    c = subparsers.add_parser(
        "cardpool", help="import MTGJSON cards, download them, measure the Oracle parser's coverage",
        description="Manage the card database: import MTGJSON files, fetch AtomicCards, report coverage.",
        epilog=CARDPOOL_EPILOG, formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    csub = c.add_subparsers(dest="cardpool_command", metavar="ACTION")
    imp = csub.add_parser("import", help="import MTGJSON AtomicCards or set files (.json, .gz, .xz, .bz2)",
                          epilog=CARDPOOL_EPILOG, formatter_class=argparse.RawDescriptionHelpFormatter)
    imp.add_argument("files", nargs="+", metavar="FILE")
    imp.add_argument("--cards", metavar="DB", help="database to build (default: cards_db, else cards_import_db)")
    imp.add_argument("--progress", action=argparse.BooleanOptionalAction, default=None,
                     help="progress bar (default: when stderr is a terminal)")
    imp.set_defaults(handler=_import)
    fet = csub.add_parser("fetch", help="download MTGJSON AtomicCards (cards_url), check it and import it",
                          epilog=CARDPOOL_EPILOG, formatter_class=argparse.RawDescriptionHelpFormatter)
    fet.add_argument("--url", help="address to download (default: cards_url from the settings)")
    fet.add_argument("--timeout", type=float, default=None, help="seconds to wait for the server (default: settings)")
    fet.add_argument("--cards", metavar="DB", help="database to build (default: cards_db, else cards_import_db)")
    fet.add_argument("--progress", action=argparse.BooleanOptionalAction, default=None)
    fet.set_defaults(handler=_fetch)
    cov = csub.add_parser("coverage", help="share of faces the parser reads, the engine enforces and simulates",
                          epilog="exit status: 0 done; 2 no card database, or not one imported from MTGJSON.\n",
                          formatter_class=argparse.RawDescriptionHelpFormatter)
    cov.add_argument("--cards", metavar="DB", help="card database (default: cards_db, else the imported one)")
    cov.add_argument("--format", choices=("text", "json"), default="text")
    cov.add_argument("--top", type=int, default=20,
                     help="how many unrecognized fragments, unenforced abilities and unsimulated shapes to list "
                          "(default 20)")
    cov.set_defaults(handler=_coverage)
    c.set_defaults(handler=lambda args: (c.print_help(), 2)[1])


# --- helpers -------------------------------------------------------------------------------------

def _err(message: str) -> None:
    from bot.cli import report

    report(message)


def _ui_lang(settings) -> str:
    """The language of what the card commands say: the settings' language, else the system's."""
    from bot.render.i18n import interface_lang

    return interface_lang(settings.lang if settings is not None else None)


def _say(key: str, settings, **params) -> str:
    from bot.render.i18n import say

    return say(key, _ui_lang(settings), **params)


def _unchanged(exc: BaseException, settings) -> str:
    """An import's error, and that the card database was not changed, in the user's language."""
    from bot.render.i18n import error_text

    return _say("cards-unchanged", settings, error=error_text(exc, _ui_lang(settings)))


def _settings(args: argparse.Namespace):
    """The settings, or None after saying why they can't be read (the caller exits 2)."""
    from bot.cli import load_settings_or_report

    return load_settings_or_report(args, getattr(args, "lang", None))


def _write_target(args: argparse.Namespace, settings) -> str:
    return args.cards or settings.cards_db or str(settings.path("cards_import_db"))


def _read_source(args: argparse.Namespace, settings) -> str | None:
    """The database to read: --cards, cards_db, the imported one if present, else None (embedded)."""
    import os

    if args.cards:
        return args.cards
    if settings.cards_db:
        return settings.cards_db
    imported = str(settings.path("cards_import_db"))
    if imported and os.path.isfile(imported):
        return imported
    return None


# --- arbitre card ----------------------------------------------------------------------------------

def _card(args: argparse.Namespace) -> int:
    """`arbitre card`: the card service's answer (`bot.cards.lookup_card`) in the shared renderers."""
    import json

    settings = _settings(args)
    if settings is None:
        return 2
    from bot.cards import lookup_card, query_language
    from bot.render.cards import render_card_text
    from bot.render.i18n import say
    from cardpool.pool import CardPool

    query = " ".join(args.name).strip()
    try:
        pool = CardPool.open(_read_source(args, settings), cache_dir=settings.path("cache_dir"))
        answer = lookup_card(pool, query)
    except ValueError as exc:  # CardPoolError: the database can't be read
        from bot.render.i18n import error_text

        _err(error_text(exc, args.lang or _ui_lang(settings)))
        return 2
    # the query's language when its name (or a close match) tells it, else the user's interface language
    lang = args.lang or (query_language(pool, query, answer) if answer.info is not None or answer.suggestions
                         else _ui_lang(settings))
    if answer.info is None:
        if args.format == "json":
            print(json.dumps({"error": "unknown_card", "query": query, "suggestions": list(answer.suggestions)},
                             ensure_ascii=False, indent=2))
        else:
            _err(say("card.unknown", lang, name=query))
            if answer.suggestions:
                print(say("card.did_you_mean", lang, names=", ".join(answer.suggestions)), file=sys.stderr)
        return 2
    if args.format == "json":
        print(json.dumps(answer.info, ensure_ascii=False, indent=2))
    else:
        print(render_card_text(answer.info, lang, args.rulings))
    return 0


# --- arbitre cardpool ------------------------------------------------------------------------------

def _import(args: argparse.Namespace) -> int:
    settings = _settings(args)
    if settings is None:
        return 2
    from cardpool.importer import import_files
    from foundation.errors import CardImportError, MtgjsonError

    target = _write_target(args, settings)
    try:
        report = import_files(args.files, target, progress=args.progress)
    except MtgjsonError as exc:
        _err(_unchanged(exc, settings))
        return 2
    except CardImportError as exc:
        _err(_unchanged(exc, settings))
        return 1
    except OSError as exc:
        _err(_say("cards-import_failed", settings, reason=str(exc.strerror or exc)))
        return 1
    print(report.summary())
    return 0


def _fetch(args: argparse.Namespace) -> int:
    settings = _settings(args)
    if settings is None:
        return 2
    from cardpool.importer import fetch_and_import
    from foundation.errors import CardImportError, DownloadError, MtgjsonError

    url = args.url or settings.cards_url
    if not url:
        _err(_say("cards-no_url", settings))
        return 2
    timeout = args.timeout if args.timeout is not None else settings.cards_fetch_timeout
    target = _write_target(args, settings)
    try:
        report = fetch_and_import(url, target, timeout=timeout, progress=args.progress)
    except DownloadError as exc:
        _err(_unchanged(exc, settings))
        return 1
    except MtgjsonError as exc:
        from bot.render.i18n import error_text

        _err(_say("cards-download_rejected", settings, error=error_text(exc, _ui_lang(settings))))
        return 2
    except (CardImportError, OSError) as exc:
        _err(_unchanged(exc, settings))
        return 1
    print(report.summary())
    return 0


def engine_support(disabled: tuple[str, ...] = ()) -> EngineSupport:
    """What the plugins (those not disabled) declare they enforce and simulate, for the coverage report."""
    from bot.engine import hookspecs as hs
    from bot.engine.plugins import make_plugin_manager
    from cardpool.coverage import EngineSupport

    pm = make_plugin_manager(disabled=disabled)
    return EngineSupport(hs.call_enforced_abilities(pm), hs.call_simulated_effects(pm), hs.call_trigger_events(pm))


def _coverage(args: argparse.Namespace) -> int:
    import json

    settings = _settings(args)
    if settings is None:
        return 2
    from cardpool.coverage import coverage, render_text
    from foundation.errors import CoverageError

    source = _read_source(args, settings)
    if source is None:
        _err(_say("cards-no_database", settings))
        return 1
    try:
        report = coverage(source, top=max(0, args.top), support=engine_support(settings.disabled_plugins))
    except CoverageError as exc:
        from bot.render.i18n import error_text

        _err(error_text(exc, _ui_lang(settings)))
        return 1
    if args.format == "json":
        print(json.dumps(report, ensure_ascii=False, indent=2))
    else:
        print(render_text(report))
    return 0
