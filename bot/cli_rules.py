"""`arbitre rule` (look a rule up) and `arbitre rules import|update|list` (the rules database).

Only argparse is imported at module level: the handlers import the database layer, the
plugin manager and the renderer when they run.
"""

from __future__ import annotations

import argparse
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from bot.rules.answers import RuleAnswer

RULE_EPILOG = """\
examples:
  arbitre rule 601.2f                      a rule and its subrules
  arbitre rule 409.1g                      an old number: its old text and today's rule
  arbitre rule flashback                   glossary entry and keyword rule
  arbitre rule "capacité de mana"          French words work too
  arbitre rule --search "activate only as an instant"

exit status: 0 answered; 1 nothing found (unknown rule number, no match, edition or
database missing); 2 bad input (empty or too long question, malformed edition date).
"""

RULES_EPILOG = """\
exit status: 0 done; 1 download or database failure; 2 bad input (unreadable or
invalid rules file, missing address). A failed import leaves the database unchanged.
"""


def register(subparsers: argparse._SubParsersAction) -> None:
    p = subparsers.add_parser(
        "rule",
        help="look up a Comprehensive Rules number, word, or text",
        description="Look up the Comprehensive Rules: a number (601.2f, 601, old numbers such as 409.1g "
                    "or 422), a word or keyword (flashback, mana ability, folie), or full text (--search).",
        epilog=RULE_EPILOG,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    p.add_argument("query", nargs="*", help="rule number or word(s)")
    p.add_argument("--search", metavar="TEXT", help="full-text search; best matches first")
    p.add_argument("--edition", metavar="DATE", help="edition to read (2008-10-01, 20081001, 2008); default: newest")
    p.add_argument("--lang", choices=("fr", "en", "auto"), default=None,
                   help="answer language (default: settings, else guessed)")
    p.add_argument("--format", choices=("text", "markdown", "json"), default="text")
    p.add_argument("--rules", metavar="DB", help="rules database (default: rules_db from the settings)")
    p.set_defaults(handler=_rule)

    r = subparsers.add_parser(
        "rules", help="import or update the Comprehensive Rules database",
        description="Manage the Comprehensive Rules database: several editions side by side, English and French.",
        epilog=RULES_EPILOG, formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    rsub = r.add_subparsers(dest="rules_command", metavar="ACTION")
    imp = rsub.add_parser("import", help="import a rules text file (as published by Wizards)",
                          epilog=RULES_EPILOG, formatter_class=argparse.RawDescriptionHelpFormatter)
    imp.add_argument("file", metavar="FILE")
    imp.add_argument("--lang", choices=("en", "fr"), default=None, help="language of the file (default: guessed)")
    imp.add_argument("--edition", metavar="DATE", help="effective date, when the file doesn't state it")
    imp.add_argument("--rules", metavar="DB", help="rules database (default: rules_db from the settings)")
    imp.set_defaults(handler=_import)
    upd = rsub.add_parser("update", help="download the current edition (rules_url) and import it",
                          epilog=RULES_EPILOG, formatter_class=argparse.RawDescriptionHelpFormatter)
    upd.add_argument("--url", help="address to download from (default: rules_url from the settings)")
    upd.add_argument("--timeout", type=float, default=30.0, help="seconds allowed for the download (default 30)")
    upd.add_argument("--lang", choices=("en", "fr"), default=None, help="language of the file (default: guessed)")
    upd.add_argument("--rules", metavar="DB", help="rules database (default: rules_db from the settings)")
    upd.set_defaults(handler=_update)
    lst = rsub.add_parser("list", help="list the imported editions", epilog=RULES_EPILOG,
                          formatter_class=argparse.RawDescriptionHelpFormatter)
    lst.add_argument("--rules", metavar="DB", help="rules database (default: rules_db from the settings)")
    lst.add_argument("--format", choices=("text", "json"), default="text")
    lst.set_defaults(handler=_list)
    r.set_defaults(handler=lambda args: (r.print_help(), 2)[1])


# --- helpers -------------------------------------------------------------------------------


def _ui_lang(settings, asked: str | None = None, text: str | None = None) -> str:
    if asked in ("fr", "en"):
        return asked
    if settings is not None and settings.lang in ("fr", "en"):
        return settings.lang
    if text:
        from bot.rules.terms import guess_lang

        guessed = guess_lang(text)
        if guessed:
            return guessed
    from bot.render.i18n import interface_lang

    return interface_lang()


def _err(text: str) -> None:
    from bot.cli import report

    report(text)


def _load(args: argparse.Namespace, lang_hint: str | None = None, text: str | None = None):
    """(settings, ui_lang, db_path) or an exit code after printing why."""
    from bot.cli import load_settings_or_report

    settings = load_settings_or_report(args, _ui_lang(None, lang_hint, text))
    if settings is None:
        return None
    import os

    lang = _ui_lang(settings, lang_hint, text)
    db = os.path.expanduser(args.rules) if args.rules else str(settings.path("rules_db") or "")
    return settings, lang, db


def _reason(exc, lang: str) -> str:
    from bot.render.rules import has_code, message

    code = f"reason_{getattr(exc, 'code', '')}"
    if has_code(code):
        return message(code, lang, detail=getattr(exc, "detail", ""))
    return str(exc)


# --- arbitre rule --------------------------------------------------------------------------


def _rule(args: argparse.Namespace) -> int:
    if args.search is not None:
        query, search = args.search, True
        if args.query:
            query = " ".join(args.query) + " " + query
    else:
        query, search = " ".join(args.query), False
    loaded = _load(args, args.lang, query)
    if loaded is None:
        return 2
    settings, ui_lang, db = loaded
    lang = args.lang if args.lang in ("fr", "en") else (settings.lang if settings.lang in ("fr", "en") else "auto")

    from bot.rules.service import RulesService

    answer = RulesService(db or None).lookup(query, edition=args.edition, lang=lang, search=search)
    return _emit(answer, args.format, answer.requested_lang if answer.ok else ui_lang)


def _emit(answer: RuleAnswer, fmt: str, lang: str) -> int:
    from bot.render.rules import render

    result = answer.to_json()
    if answer.error is not None:
        if fmt == "json":
            print(render(result, "json", lang))
        else:
            from bot.render.rules import error_text

            _err(error_text(result, lang))
        return 2 if answer.bad_input else 1
    print(render(result, fmt, lang))
    return 0


# --- arbitre rules import / update / list ----------------------------------------------------------


def _report(report, lang: str) -> None:
    from bot.render.rules import message

    replaced = message("imported_replaced", lang) if report.replaced else ""
    print(message("imported", lang, edition=report.edition, lang=report.lang, rules=report.rules,
                  glossary=report.glossary, replaced=replaced, seconds=report.seconds))
    if report.aligned:
        print(message("aligned", lang, count=report.aligned))
    for w in report.warnings[:20]:
        _err(message("import_warning", lang, detail=w))


def _import(args: argparse.Namespace) -> int:
    from bot.render.rules import message
    from bot.rules.parser import parse_rules, read_rules_file
    from foundation.errors import RulesFormatError

    loaded = _load(args)
    if loaded is None:
        return 2
    _, ui_lang, db = loaded
    try:
        parsed = parse_rules(read_rules_file(args.file), lang=args.lang, edition=args.edition)
    except RulesFormatError as exc:
        _err(message("import_failed", ui_lang, reason=_reason(exc, ui_lang)))
        return 2
    return _store_parsed(parsed, str(args.file), db, ui_lang)


def _store_parsed(parsed, source: str, db: str, ui_lang: str) -> int:
    """Import a parsed edition into the database at `db` and report it (exit status)."""
    import sqlite3

    from bot.render.rules import message
    from bot.rules.store import IMPORT_WAIT, RulesStore
    from foundation.errors import DatabaseBusy, StorageError

    waited = f"{IMPORT_WAIT:g}"
    try:
        store = RulesStore(db)
    except DatabaseBusy:  # another import held it while this one prepared it
        _err(message("import_failed", ui_lang, reason=message("reason_busy", ui_lang, seconds=waited)))
        return 1
    except StorageError as exc:  # unwritable path, not a database...
        _err(message("import_failed", ui_lang, reason=f"{db}: {exc}"))
        return 1
    try:
        report = store.import_parsed(parsed, source=source, waiting=lambda: _err(
            message("waiting_lock", ui_lang, path=db, seconds=waited)))
    except DatabaseBusy:  # another program held the write lock past the wait: nothing was written
        _err(message("import_failed", ui_lang, reason=message("reason_busy", ui_lang, seconds=waited)))
        return 1
    except (sqlite3.Error, StorageError) as exc:  # the transaction was rolled back
        _err(message("import_failed", ui_lang, reason=f"{type(exc).__name__}: {exc}"))
        return 1
    finally:
        store.close()
    _report(report, ui_lang)
    return 0


def _update(args: argparse.Namespace) -> int:
    from bot.render.rules import message
    from bot.rules.update import fetch_rules
    from foundation.errors import DownloadError, RulesFormatError

    loaded = _load(args)
    if loaded is None:
        return 2
    settings, ui_lang, db = loaded
    url = args.url or settings.rules_url
    if not url:
        _err(message("no_url", ui_lang))
        return 2
    timeout = max(1.0, min(float(args.timeout), 600.0))
    _err(message("downloading", ui_lang, url=url))
    try:
        parsed = fetch_rules(url, timeout=timeout, lang=args.lang)
    except DownloadError as exc:
        _err(message("download_failed", ui_lang, reason=str(exc)))
        return 1
    except RulesFormatError as exc:
        _err(message("import_failed", ui_lang, reason=_reason(exc, ui_lang)))
        return 2
    return _store_parsed(parsed, url, db, ui_lang)


def _list(args: argparse.Namespace) -> int:
    import json
    import os

    from bot.render.rules import message
    from bot.rules.store import RulesStore

    loaded = _load(args)
    if loaded is None:
        return 2
    _, ui_lang, db = loaded
    if not db or not os.path.exists(db):
        _err(message("no_database", ui_lang, path=db or "-"))
        return 1
    store = RulesStore(db, create=False)
    try:
        editions = store.editions()
    finally:
        store.close()
    if args.format == "json":
        print(json.dumps(editions, ensure_ascii=False, indent=2))
        return 0
    print(message("editions_list", ui_lang, path=db))
    for e in editions:
        print(f"  {e['edition']}  {e['lang']}  {e['rule_count']:5d}  {e['source']}")
    return 0
