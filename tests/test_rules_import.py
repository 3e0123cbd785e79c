"""Importing the Comprehensive Rules: the published files of 2008, 2009 and 2026, line-end and BOM
variants, the French seed excerpts, atomic imports, `arbitre rules update` over loopback HTTP."""

from __future__ import annotations

import functools
import hashlib
import http.server
import sqlite3
import threading
from pathlib import Path

import pytest
from rules_support import CR_2008, CR_2009_05, CR_2009_07, CR_2026, ENGLISH, french_file, full_db, seed

from bot.rules.parser import (
    RulesFormatError,
    decode_rules_bytes,
    parse_rules,
    read_rules_file,
    rule_references,
)
from bot.rules.store import RulesStore


@functools.cache
def parsed(path: Path):
    return parse_rules(read_rules_file(path))


def by_number(p):
    return {r.number: r for r in p.rules}


# ----------------------------------------------------------------------------------------- parsing


@pytest.mark.parametrize(
    "path, edition, min_rules, min_glossary",
    [(CR_2026, "2026-01-16", 3000, 700), (CR_2008, "2008-10-01", 1200, 390),
     (CR_2009_05, "2009-05-01", 1200, 390), (CR_2009_07, "2009-07-11", 1500, 400)],
)
def test_each_edition_parses(path, edition, min_rules, min_glossary):
    p = parsed(path)
    assert p.edition == edition
    assert p.lang == "en"
    assert p.title == "Magic: The Gathering Comprehensive Rules"
    assert len(p.rules) >= min_rules
    assert len(p.glossary) >= min_glossary
    assert "Richard Garfield" in p.credits
    assert not p.warnings
    kinds = {r.kind for r in p.rules}
    assert kinds == {"chapter", "section", "rule", "subrule"}
    # every section listed in the table of contents is in the body
    sections = [n for n, _ in p.contents if len(n) == 3]
    assert len(sections) > 80
    numbers = p.numbers()
    assert all(s in numbers for s in sections)
    # parents exist (a few old files have gaps; nearly all must be there)
    missing = [r.number for r in p.rules if r.parent and r.parent not in numbers]
    assert len(missing) <= 3, missing


def test_2026_structure():
    p = parsed(CR_2026)
    rules = by_number(p)
    assert rules["601.2f"].text.startswith("The player determines the total cost of the spell")
    assert rules["601.2f"].parent == "601.2" and rules["601.2f"].section == "601"
    assert rules["601"].kind == "section" and rules["601"].title == "Casting Spells"
    assert rules["6"].kind == "chapter" and rules["6"].title == "Spells, Abilities, and Effects"
    assert rules["702.34"].title == "Flashback"
    assert rules["602.5e"].text.startswith("Activated abilities that read “Activate only as an instant”")
    # examples are kept apart from the rule text
    with_examples = [r for r in p.rules if r.examples]
    assert len(with_examples) > 200
    assert all(not r.text.startswith("Example") for r in p.rules)
    assert any("Example" not in ex and len(ex) > 20 for r in with_examples for ex in r.examples)
    # contents: chapters, sections, then Glossary and Credits
    assert ("601", "Casting Spells") in p.contents
    assert ("", "Glossary") in p.contents and ("", "Credits") in p.contents
    gl = {g.term: g for g in p.glossary}
    assert gl["Flashback"].rules == ["702.34"]
    assert gl["Mana Ability"].rules == ["605"]
    assert "keyword ability" in gl["Flashback"].text


def test_old_editions_structure():
    old = by_number(parsed(CR_2008))
    assert old["409.1g"].text.startswith("If the total cost includes a mana payment")
    assert old["422"].title == "Handling Illegal Actions"
    assert old["502.24"].title == "Madness"
    assert old["411.2"].text.startswith("A player may play an activated mana ability")
    assert old["409.1c"].examples  # "Example: If an ability reads "Tap two target creatures"..."
    # indented continuation lines belong to the paragraph above them
    assert any("\n" in r.text for r in parsed(CR_2008).rules)
    # the 2009-07 file has "702. 37a Storm ..." with a stray space: read as 702.37a
    m10 = by_number(parsed(CR_2009_07))
    assert m10["702.37a"].text.startswith("Storm is a triggered ability")
    assert m10["601.2e"].text.startswith("The player determines the total cost")


def test_rule_references():
    assert rule_references("See rule 702.34, “Flashback.”") == ["702.34"]
    assert rule_references("See rules 601.2b and 601.2f–h.") == ["601.2b", "601.2f"]
    assert rule_references("voir règle 411, « Jouer des capacités de mana »") == ["411"]


# ------------------------------------------------------------------------------ encodings and line ends


@pytest.mark.parametrize("bom", [True, False])
@pytest.mark.parametrize("newline", ["\r", "\n", "\r\n"])
def test_line_ends_and_bom(bom, newline):
    raw = CR_2026.read_bytes()
    assert raw.startswith(b"\xef\xbb\xbf")  # as published
    text = raw.decode("utf-8-sig").replace("\r\n", "\n").replace("\r", "\n")
    variant = (b"\xef\xbb\xbf" if bom else b"") + text.replace("\n", newline).encode("utf-8")
    p = parse_rules(decode_rules_bytes(variant))
    reference = parsed(CR_2026)
    assert p.edition == "2026-01-16"
    assert len(p.rules) == len(reference.rules)
    assert len(p.glossary) == len(reference.glossary)
    assert by_number(p)["601.2f"].text == by_number(reference)["601.2f"].text
    assert "\r" not in by_number(p)["601.2f"].text


def test_published_file_mixes_cr_and_crlf():
    raw = CR_2026.read_bytes()
    assert raw.count(b"\r\n") > 0 and raw.count(b"\r") > raw.count(b"\r\n") * 10
    text = decode_rules_bytes(raw)
    assert "\r" not in text and not text.startswith("\ufeff")


# -------------------------------------------------------------------------------------------- French


def test_french_seed_excerpts(tmp_path):
    p = parse_rules(read_rules_file(french_file(tmp_path, "a.txt", "16 janvier 2026", "002")))
    assert p.lang == "fr" and p.edition == "2026-01-16"
    rules = by_number(p)
    assert set(rules) >= {"602.1", "602.1a", "602.2", "602.5", "602.5e"}
    assert rules["602.5e"].text.startswith("Les capacités activées qui a disent « N’activez cette capacité que lorsque")
    assert rules["602.1a"].examples and rules["602.1a"].examples[0].startswith("Le coût d’activation")
    # 2008 numbering: a number per paragraph, or several paragraphs run together on one line
    p = parse_rules(read_rules_file(french_file(tmp_path, "b.txt", "1er octobre 2008", "003", "000")))
    assert p.edition == "2008-10-01"
    rules = by_number(p)
    assert rules["409.1g"].text.startswith("Si le coût total inclut un paiement en mana")
    assert rules["409.1b"].text.startswith("Si le sort ou la capacité est modal")
    assert "Exemple" not in rules["409.1h"].text
    # the run-together paste alone: its inline "Exemple :" becomes the example of 409.1h
    inline = by_number(parse_rules(read_rules_file(french_file(tmp_path, "d.txt", "1er octobre 2008", "000"))))
    assert len([n for n in inline if n.startswith("409.1")]) == 10
    assert inline["409.1h"].examples and "Bombe Mortelle" in inline["409.1h"].examples[0]
    assert rules["411.2"].text.startswith("Un joueur peut jouer une capacité de mana activée")
    # forum chatter after a pasted rule is not part of the rule
    assert "avait écrit" not in rules["212.5e"].text
    p = parse_rules(read_rules_file(french_file(tmp_path, "c.txt", "1er octobre 2009", "004")))
    rules = by_number(p)
    assert rules["602.2a"].text.startswith("Le joueur annonce qu'il active la capacité")  # "2a 2a" echo dropped
    assert rules["601.2e"].text.startswith("Le joueur détermine le coût total du sort")
    assert "Voilà pour les règles" not in rules["601.2g"].text


@pytest.mark.parametrize("newline, bom", [("\r", True), ("\r\n", False), ("\n", True)])
def test_french_line_ends(tmp_path, newline, bom):
    path = french_file(tmp_path, "x.txt", "16 janvier 2026", "002", newline=newline, bom=bom)
    p = parse_rules(read_rules_file(path), lang="fr")
    assert by_number(p)["602.5d"].text.startswith("Les capacités activées qui disent")


def test_french_file_without_date_needs_edition(tmp_path):
    path = tmp_path / "nodate.txt"
    path.write_text(seed("002"), encoding="utf-8")
    with pytest.raises(RulesFormatError) as exc:
        parse_rules(read_rules_file(path), lang="fr")
    assert exc.value.code == "no_date"
    p = parse_rules(read_rules_file(path), lang="fr", edition="20260116")
    assert p.edition == "2026-01-16"


def test_seed_without_rules_is_refused(tmp_path):
    path = french_file(tmp_path, "guide.txt", "16 janvier 2026", "001")  # a beginners' guide, no numbers
    with pytest.raises(RulesFormatError) as exc:
        parse_rules(read_rules_file(path))
    assert exc.value.code == "no_rules"


# ------------------------------------------------------------------------------------- the database


def test_full_database(tmp_path_factory):
    store = RulesStore(full_db(tmp_path_factory), create=False)
    try:
        eds = {(e["edition"], e["lang"]) for e in store.editions()}
        assert eds == {(d, "en") for d in ENGLISH} | {("2026-01-16", "fr"), ("2008-10-01", "fr"), ("2009-10-01", "fr")}
        assert store.latest("en") == "2026-01-16"
        info = store.edition_info("2026-01-16", "en")
        assert ["601", "Casting Spells"] in info["contents"]
        assert "Richard Garfield" in info["credits"]
        assert store.rule("2026-01-16", "en", "601.2f")["text"].startswith("The player determines the total cost")
        assert store.rule("2008-10-01", "fr", "409.1g")["text"].startswith("Si le coût total")
        # every old English edition is aligned with the newest
        for old in ("2008-10-01", "2009-05-01", "2009-07-11"):
            assert store.counterpart(old, "100.1") is not None
        assert store.counterpart("2008-10-01", "409.1g")["number"] == "601.2g"
        assert store.counterpart("2009-07-11", "714")["number"] == "732"
    finally:
        store.close()


def test_import_time_and_replace(tmp_path):
    store = RulesStore(tmp_path / "r.sqlite")
    try:
        report = store.import_file(CR_2026)  # its speed: bench/bench_rules.py (budget 5 s)
        assert report.rules > 3000 and not report.replaced and report.seconds > 0
        report = store.import_file(CR_2008)  # with the alignment against 2026
        assert report.aligned == report.rules
        count = store.db["rules"].count
        report = store.import_file(CR_2008)
        assert report.replaced
        assert store.db["rules"].count == count  # replaced, not duplicated
        assert len(list(store.db.query("select * from rules_fts where rules_fts match 'madness'"))) > 0
    finally:
        store.close()


def _snapshot(path: Path) -> str:
    conn = sqlite3.connect(path)
    try:
        h = hashlib.sha256()
        for table in ("editions", "rules", "glossary", "glossary_keys", "alignment"):
            for row in conn.execute(f"select * from {table} order by 1, 2, 3"):
                h.update(repr(row).encode())
        for row in conn.execute("select rowid from rules_fts where rules_fts match 'flashback' order by rowid"):
            h.update(repr(row).encode())
        return h.hexdigest()
    finally:
        conn.close()


@pytest.fixture(scope="module")
def small_db(tmp_path_factory) -> Path:
    path = tmp_path_factory.mktemp("atomic") / "rules.sqlite"
    store = RulesStore(path)
    store.import_file(CR_2008)
    store.close()
    return path


def _bad_files(tmp_path: Path) -> dict[str, Path]:
    text = CR_2026.read_text(encoding="utf-8-sig")
    files = {
        "truncated": text[: len(text) // 2],
        "empty": "",
        "no_rules": "Magic: The Gathering Comprehensive Rules\n\nThese rules are effective as of January 16, "
                    "2026.\n\nNothing here.\n",
        "no_date": text.replace("effective as of January 16, 2026", "effective soon"),
    }
    out = {}
    for name, content in files.items():
        out[name] = tmp_path / f"{name}.txt"
        out[name].write_text(content, encoding="utf-8")
    out["binary"] = tmp_path / "binary.txt"
    out["binary"].write_bytes(bytes(range(256)) * 64)
    out["missing"] = tmp_path / "does-not-exist.txt"
    return out


def test_bad_files_leave_database_unchanged(tmp_path, small_db):
    before = _snapshot(small_db)
    store = RulesStore(small_db)
    try:
        for path in _bad_files(tmp_path).values():
            with pytest.raises(RulesFormatError):
                store.import_file(path)
    finally:
        store.close()
    assert _snapshot(small_db) == before


def test_failure_during_write_rolls_back(tmp_path, small_db, monkeypatch):
    before = _snapshot(small_db)
    import bot.rules.store as store_module

    def boom(term):
        raise RuntimeError("disk on fire")

    store = RulesStore(small_db)
    try:
        monkeypatch.setattr(store_module, "term_aliases", boom)  # fails after the rules rows are written
        with pytest.raises(RuntimeError):
            store.import_file(CR_2008)  # replacing the existing edition
        with pytest.raises(RuntimeError):
            store.import_file(CR_2009_05)  # a new one
        assert store.editions("en")[0]["edition"] == "2008-10-01"
    finally:
        store.close()
    assert _snapshot(small_db) == before


def test_cli_import_refuses_bad_file(tmp_path, small_db, capsys):
    from bot.cli import main

    before = _snapshot(small_db)
    bad = _bad_files(tmp_path)
    assert main(["rules", "import", str(bad["truncated"]), "--rules", str(small_db)]) == 2
    err = capsys.readouterr().err
    assert "unchanged" in err or "n'a pas changé" in err
    assert main(["rules", "import", str(bad["missing"]), "--rules", str(small_db)]) == 2
    assert main(["rules", "import", str(bad["binary"]), "--rules", str(small_db)]) == 2
    assert "Traceback" not in capsys.readouterr().err
    assert _snapshot(small_db) == before


def test_cli_import_french(tmp_path, capsys, monkeypatch):
    from bot.cli import main

    monkeypatch.setenv("ARBITRE_LANG", "fr")
    db = tmp_path / "fr.sqlite"
    path = french_file(tmp_path, "fr.txt", "16 janvier 2026", "002")
    assert main(["rules", "import", str(path), "--lang", "fr", "--rules", str(db)]) == 0
    out = capsys.readouterr().out
    assert "Édition du 2026-01-16 (fr) importée" in out
    assert main(["rules", "list", "--rules", str(db), "--format", "json"]) == 0
    assert '"lang": "fr"' in capsys.readouterr().out


# ------------------------------------------------------------------------------- update over loopback


class _QuietHandler(http.server.SimpleHTTPRequestHandler):
    def log_message(self, format, *args):  # noqa: A002 - keep test output clean
        pass


@pytest.fixture()
def rules_server():
    """An HTTP server on 127.0.0.1 (only) serving the shared rules folder, in a thread."""
    handler = functools.partial(_QuietHandler, directory=str(CR_2026.parent))
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}"
    finally:
        server.shutdown()
        server.server_close()
        thread.join(timeout=5)


def test_rules_update_from_loopback(tmp_path, rules_server, capsys, monkeypatch):
    from bot.cli import main

    monkeypatch.delenv("ARBITRE_RULES_URL", raising=False)
    monkeypatch.delenv("ARBITRE_LANG", raising=False)
    db = tmp_path / "rules.sqlite"
    config = tmp_path / "arbitre.toml"
    config.write_text(
        f'rules_db = "{db}"\nrules_url = "{rules_server}/MagicCompRules%2020260116.txt"\nlang = "en"\n',
        encoding="utf-8"
    )
    assert main(["--config", str(config), "rules", "update", "--timeout", "20"]) == 0
    assert "Imported the 2026-01-16 edition" in capsys.readouterr().out
    store = RulesStore(db, create=False)
    try:
        assert store.rule("2026-01-16", "en", "601.2f")["text"].startswith("The player determines the total cost")
    finally:
        store.close()
    before = _snapshot(db)
    # a missing file (404) and a file that isn't the rules: refused, database unchanged
    assert main(["--config", str(config), "rules", "update", "--url", f"{rules_server}/nothing-here.txt"]) == 1
    assert "HTTP 404" in capsys.readouterr().err
    assert main(["--config", str(config), "rules", "update", "--url",
                 f"{rules_server}/cr_key_rule_number_map_2008_2009_2026.csv"]) == 2
    assert _snapshot(db) == before
    # an old edition through --url, next to the current one
    assert main(["--config", str(config), "rules", "update", "--url", f"{rules_server}/MagicCompRules081001.txt"]) == 0
    store = RulesStore(db, create=False)
    try:
        assert [e["edition"] for e in store.editions("en")] == ["2008-10-01", "2026-01-16"]
    finally:
        store.close()


def test_update_refuses_other_schemes(tmp_path, capsys):
    from bot.cli import main

    assert main(["rules", "update", "--url", "ftp://127.0.0.1/x.txt", "--rules", str(tmp_path / "r.sqlite")]) == 1
    assert "unsupported" in capsys.readouterr().err
    assert not (tmp_path / "r.sqlite").exists()  # nothing is created when nothing was downloaded
