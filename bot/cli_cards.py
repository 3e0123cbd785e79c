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


def _settings(args: argparse.Namespace):
    """The settings, or None after saying why they can't be read (the caller exits 2)."""
    from bot.settings import load_settings
    from foundation.errors import SettingsError

    try:
        return load_settings(getattr(args, "config", None))
    except SettingsError as exc:
        _err(str(exc))
        return None


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

def _query_language(pool, query: str, suggestions: list[str]) -> str:
    """The language a misspelled name was typed in: that of its closest match (French names are
    suggested as written in French), English when nothing is close."""
    if not suggestions:
        return "en"
    best = pool.lookup(suggestions[0])
    return "fr" if best is not None and best.name_fr == suggestions[0] and best.name != suggestions[0] else "en"


def _card(args: argparse.Namespace) -> int:
    import json

    settings = _settings(args)
    if settings is None:
        return 2
    from cardpool.names import normalize
    from cardpool.pool import CardPool

    query = " ".join(args.name).strip()
    try:
        pool = CardPool.open(_read_source(args, settings), cache_dir=settings.path("cache_dir"))
        card = pool.lookup(query) if query else None
        if card is None:
            suggestions = list(pool.suggest(query)) if query else []
            if args.format == "json":
                print(json.dumps({"error": "unknown_card", "query": query, "suggestions": suggestions},
                                 ensure_ascii=False, indent=2))
            else:
                lang = args.lang or _query_language(pool, query, suggestions)
                if lang == "fr":
                    _err(f"carte inconnue : « {query} »")
                    if suggestions:
                        print("vouliez-vous dire : " + ", ".join(suggestions), file=sys.stderr)
                else:
                    _err(f"unknown card: {query!r}")
                    if suggestions:
                        print("did you mean: " + ", ".join(suggestions), file=sys.stderr)
            return 2
        info = _card_info(pool, card, normalize(query))
    except ValueError as exc:  # CardPoolError: the database can't be read
        _err(str(exc))
        return 2
    lang = args.lang or ("fr" if info.get("name_fr") and normalize(query) == normalize(info["name_fr"] or "")
                         and normalize(query) != normalize(info["name"]) else "en")
    if args.format == "json":
        print(json.dumps(info, ensure_ascii=False, indent=2))
    else:
        print(_render(info, lang, args.rulings))
    return 0


def _face_info(pool, card, row: dict | None) -> dict:
    row = row or {}
    return {
        "name": card.name,
        "name_fr": card.name_fr or row.get("name_fr") or None,
        "mana_cost": row.get("mana_cost") or (str(card.mana_cost) if card.mana_cost is not None else ""),
        "type": row.get("type_line") or "",
        "type_fr": row.get("type_fr") or None,
        "text": row.get("text"),
        "text_fr": row.get("text_fr") or None,
        "power": row.get("power"),
        "toughness": row.get("toughness"),
        "loyalty": row.get("loyalty"),
        "keywords": row.get("keywords") or sorted(card.keywords),
        "rulings": row.get("rulings") or [],
        "layout": row.get("layout") or "normal",
        "card_name": row.get("card_name") or card.name,
        "card_name_fr": row.get("card_name_fr") or card.name_fr or None,
        "recognized": None if row.get("recognized") is None else bool(row["recognized"]),
        "unrecognized": list(card.unrecognized),
    }


def _card_info(pool, card, key: str) -> dict:
    """The JSON of `arbitre card`: the face asked for, or the whole card when its full name was."""
    from cardpool.names import normalize

    info = _face_info(pool, card, pool.details(card.name))
    names = pool.faces(card.name)
    whole = len(names) > 1 and key in {normalize(info["card_name"] or ""), normalize(info["card_name_fr"] or "")}
    if len(names) <= 1:
        return info
    faces = []
    for name in names:
        face_card = pool.get(name)
        if face_card is not None:
            faces.append(info if name == card.name else _face_info(pool, face_card, pool.details(name)))
    if not whole:
        info["faces"] = [f["name"] for f in faces]
        return info

    def join(key: str, sep: str = " // ") -> str | None:
        values = [f.get(key) for f in faces]
        if all(v in (None, "") for v in values):
            return None
        return sep.join(v or "" for v in values)

    return {
        "name": info["card_name"],
        "name_fr": info["card_name_fr"],
        "mana_cost": join("mana_cost"),
        "type": join("type"),
        "type_fr": join("type_fr"),
        "text": join("text", "\n//\n"),
        "text_fr": join("text_fr", "\n//\n"),
        "rulings": info["rulings"],
        "layout": info["layout"],
        "card_name": info["card_name"],
        "faces": faces,
    }


def _render(info: dict, lang: str, rulings: bool) -> str:
    fr = lang == "fr"
    lines = []
    first, second = (info.get("name_fr"), info["name"]) if fr and info.get("name_fr") else (info["name"],
                                                                                            info.get("name_fr"))
    title = str(first) + (f"  ({second})" if second and second != first else "")
    if info.get("mana_cost"):
        title += "   " + info["mana_cost"]
    lines.append(title)
    type_line = info.get("type_fr") if fr and info.get("type_fr") else info.get("type")
    if type_line:
        lines.append(type_line)
    if info.get("card_name") and info["card_name"] != info["name"]:
        lines.append(("Face de " if fr else "Face of ") + info["card_name"] + f" ({info.get('layout')})")
    texts = [("text_fr", "Texte français" if fr else "French text"), ("text", "Oracle")]
    if not fr:
        texts.reverse()
    for key, label in texts:
        if info.get(key):
            lines += ["", f"{label}:", info[key]]
    if info.get("power") is not None and info.get("toughness") is not None:
        lines.append(f"\n{info['power']}/{info['toughness']}")
    if info.get("loyalty"):
        lines.append(("Loyauté" if fr else "Loyalty") + f": {info['loyalty']}")
    if info.get("faces") and isinstance(info["faces"][0], str):
        lines.append("\n" + ("Faces" if not fr else "Faces") + ": " + " // ".join(info["faces"]))
    n = len(info.get("rulings") or [])
    lines.append("")
    lines.append(f"Décisions : {n}" if fr else f"Rulings: {n}")
    if rulings:
        for r in info.get("rulings") or []:
            lines.append(f"  {r.get('date', '')}  {r.get('text', '')}")
    if info.get("unrecognized"):
        lines.append(("Non reconnu par le moteur : " if fr else "Not recognized by the engine: ")
                     + "; ".join(info["unrecognized"]))
    return "\n".join(lines)


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
        _err(f"{exc}; the card database was not changed")
        return 2
    except CardImportError as exc:
        _err(f"{exc}; the card database was not changed")
        return 1
    except OSError as exc:
        _err(f"import failed ({exc.strerror or exc}); the card database was not changed")
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
        _err("no address to download from: give --url or set cards_url")
        return 2
    timeout = args.timeout if args.timeout is not None else settings.cards_fetch_timeout
    target = _write_target(args, settings)
    try:
        report = fetch_and_import(url, target, timeout=timeout, progress=args.progress)
    except DownloadError as exc:
        _err(f"{exc}; the card database was not changed")
        return 1
    except MtgjsonError as exc:
        _err(f"downloaded file rejected: {exc}; the card database was not changed")
        return 2
    except (CardImportError, OSError) as exc:
        _err(f"{exc}; the card database was not changed")
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
        _err("no imported card database: run `arbitre cardpool import FILE` or give --cards DB")
        return 1
    try:
        report = coverage(source, top=max(0, args.top), support=engine_support(settings.disabled_plugins))
    except CoverageError as exc:
        _err(str(exc))
        return 1
    if args.format == "json":
        print(json.dumps(report, ensure_ascii=False, indent=2))
    else:
        print(render_text(report))
    return 0
