"""Read the Comprehensive Rules text as Wizards publishes it, in English or French.

The published file is plain text: a title, the effective date, an introduction, a table of
contents, the numbered rules (chapters "1. Game Concepts", sections "601. Casting Spells",
rules "601.2.", subrules "601.2f", examples on their own lines), a glossary (a term on one
line, its definition on the following lines, entries separated by blank lines) and credits.
Files come as UTF-8 with or without a byte order mark, with CR, LF or CRLF line ends.

French files are read in the same layout (Glossaire, Crédits, Exemple). The reader is
tolerant of rule excerpts pasted from forums: a number alone on its line followed by its
text, several numbered paragraphs run together on one line, a stray repeat of the number.

Nothing here touches a database: `parse_rules(text)` returns a ParsedEdition that
`bot.rules.store` writes.
"""

from __future__ import annotations

import datetime as _dt
import re
from dataclasses import dataclass, field
from pathlib import Path

from bot.rules.terms import fold
from foundation.errors import RulesFormatError

MAX_FILE_BYTES = 32 * 1024 * 1024


@dataclass(slots=True)
class RuleItem:
    """One numbered paragraph: a chapter ("6"), a section ("601"), a rule ("601.2") or a subrule ("601.2f")."""

    number: str
    kind: str  # chapter | section | rule | subrule
    text: str
    title: str = ""
    examples: list[str] = field(default_factory=list)
    parent: str | None = None
    section: str = ""
    position: int = 0


@dataclass(slots=True)
class GlossaryEntry:
    term: str
    text: str
    rules: list[str] = field(default_factory=list)  # rule numbers the entry points to, in order
    position: int = 0


@dataclass(slots=True)
class ParsedEdition:
    edition: str  # ISO effective date, e.g. "2026-01-16"
    lang: str  # "en" | "fr"
    title: str
    intro: str
    contents: list[tuple[str, str]]  # (number, title) for chapters and sections, plus ("", "Glossary")...
    rules: list[RuleItem]
    glossary: list[GlossaryEntry]
    credits: str
    warnings: list[str] = field(default_factory=list)

    def numbers(self) -> set[str]:
        return {r.number for r in self.rules}


# --- reading the bytes -----------------------------------------------------------------


def decode_rules_bytes(raw: bytes) -> str:
    """Bytes -> text: UTF-8 (BOM or not; cp1252 as a last resort), every line end made "\\n"."""
    if len(raw) > MAX_FILE_BYTES:
        raise RulesFormatError("too_large", f"{len(raw)} bytes")
    if b"\x00" in raw[:65536]:
        raise RulesFormatError("binary", "the file contains NUL bytes")
    try:
        text = raw.decode("utf-8-sig")
    except UnicodeDecodeError:
        try:
            text = raw.decode("cp1252")
        except UnicodeDecodeError as exc:
            raise RulesFormatError("encoding", str(exc)) from exc
    text = text.lstrip("\ufeff")
    return text.replace("\r\n", "\n").replace("\r", "\n")


def read_rules_file(path: str | Path) -> str:
    p = Path(path)
    try:
        size = p.stat().st_size
    except OSError as exc:
        raise RulesFormatError("unreadable", f"{p}: {exc.strerror or exc}") from exc
    if size > MAX_FILE_BYTES:
        raise RulesFormatError("too_large", f"{size} bytes")
    try:
        raw = p.read_bytes()
    except OSError as exc:
        raise RulesFormatError("unreadable", f"{p}: {exc.strerror or exc}") from exc
    return decode_rules_bytes(raw)


# --- dates ------------------------------------------------------------------------------

EN_MONTHS = {m: i for i, m in enumerate(
    ["january", "february", "march", "april", "may", "june", "july", "august",
     "september", "october", "november", "december"], start=1)}
FR_MONTHS = {m: i for i, m in enumerate(
    ["janvier", "fevrier", "mars", "avril", "mai", "juin", "juillet", "aout",
     "septembre", "octobre", "novembre", "decembre"], start=1)}

_EN_DATE = re.compile(r"\b(" + "|".join(EN_MONTHS) + r")\s+(\d{1,2}),?\s+(\d{4})", re.I)
_FR_DATE = re.compile(r"\b(\d{1,2})(?:er)?\s+(" + "|".join(FR_MONTHS) + r")\s+(\d{4})", re.I)
_ISO_DATE = re.compile(r"^(\d{4})-?(\d{2})-?(\d{2})$")


def normalize_edition(value: str) -> str | None:
    """"2008-10-01", "20081001" -> "2008-10-01"; None when it is not a full valid date."""
    m = _ISO_DATE.match(value.strip())
    if not m:
        return None
    try:
        return _dt.date(int(m[1]), int(m[2]), int(m[3])).isoformat()
    except ValueError:
        return None


def find_effective_date(lines: list[str]) -> str | None:
    """The effective date stated near the top of the file (English or French month names), as ISO."""
    for line in lines[:60]:
        low = fold(line)
        if not any(w in low for w in ("effective", "current as of", "vigueur", "effectives", "applicables", "a jour",
                                      "date")):
            continue
        m = _EN_DATE.search(line)
        if m:
            try:
                return _dt.date(int(m[3]), EN_MONTHS[m[1].lower()], int(m[2])).isoformat()
            except ValueError:
                continue
        m = _FR_DATE.search(low)
        if m:
            try:
                return _dt.date(int(m[3]), FR_MONTHS[m[2]], int(m[1])).isoformat()
            except ValueError:
                continue
    return None


# --- numbered paragraphs -----------------------------------------------------------------

_CHAPTER = re.compile(r"^(\d)\.\s+(\S.*)$")
_SECTION = re.compile(r"^(\d{3})\.\s+(\S.*)$")
_RULE = re.compile(r"^(\d{3}\.\d+)\.?\s+(\S.*)$")
_SUBRULE = re.compile(r"^(\d{3}\.\d+[a-z]{1,2})\.?\s+(\S.*)$")
_SPLIT_NUMBER = re.compile(r"^(\d{3})\.\s+(\d+[a-z]{0,2})\.?\s+(\S.*)$")
_BARE_NUMBER = re.compile(r"^(\d{3}(?:\.\d+[a-z]{0,2})?)\.?$")
_EXAMPLE = re.compile(r"^(?:Example|Exemple)s?\s*:?\s*(.*)$", re.I)
# Several paragraphs run together on one line (forum pastes): "...fait. 409.1a Le joueur..."
_INLINE_SPLIT = re.compile(
    r"(?<=[.!?»\"”)])\s+(?=\d{3}\.\d+[a-z]?\.?\s+[A-ZÀ-ÖØ-Þ])|(?<=[.!?»\"”)])\s+(?=Exemple\s*:|Example\s*:)"
)

HEADINGS = {
    "contents": {"contents", "sommaire", "table des matieres"},
    "glossary": {"glossary", "glossaire"},
    "credits": {"credits"},
}
TITLE_MAX = 60


def rule_kind(number: str) -> str:
    if re.fullmatch(r"\d", number):
        return "chapter"
    if re.fullmatch(r"\d{3}", number):
        return "section"
    if re.fullmatch(r"\d{3}\.\d+", number):
        return "rule"
    return "subrule"


def parent_of(number: str) -> str | None:
    kind = rule_kind(number)
    if kind == "chapter":
        return None
    if kind == "section":
        return number[0]
    if kind == "rule":
        return number.split(".")[0]
    return re.match(r"\d{3}\.\d+", number).group(0)  # type: ignore[union-attr]


def _looks_like_title(text: str) -> bool:
    t = text.strip()
    return 0 < len(t) <= TITLE_MAX and not t.endswith((".", ":", ")", '"', "”", "»", ";", ","))


def _heading(line: str) -> str | None:
    low = fold(line.strip().rstrip(":"))
    for name, words in HEADINGS.items():
        if low in words:
            return name
    return None


def _classify(line: str) -> tuple[str, str, str] | None:
    """(kind, number, rest) for a numbered line; None otherwise."""
    s = line.strip()
    m = _SPLIT_NUMBER.match(s)
    if m:  # "702. 37a Storm is..." (a stray space inside the number, seen in a 2009 file)
        s = f"{m.group(1)}.{m.group(2)} {m.group(3)}"
    for kind, rx in (("subrule", _SUBRULE), ("rule", _RULE), ("section", _SECTION), ("chapter", _CHAPTER)):
        m = rx.match(s)
        if m:
            return kind, m.group(1), m.group(2).strip()
    return None


def _strip_number_echo(number: str, text: str) -> str:
    """Forum pastes sometimes repeat the tail of the number: "602.2a 2a Le joueur..."."""
    tail = number.split(".")[-1]
    if tail and text.startswith(tail + " ") and not tail.isdigit():
        return text[len(tail) + 1:]
    return text


_SEE_RULES = re.compile(
    r"(?:\brules?|\br[eè]gles?|\bsection)\s+((?:\d{3}(?:\.\d+[a-z]?)?)(?:(?:\s*,\s*|\s+(?:and|or|et|ou)\s+|\s*[-–]\s*)\d{3}(?:\.\d+[a-z]?)?)*)",
    re.I,
)


def rule_references(text: str) -> list[str]:
    """Rule numbers a text points to ("See rule 702.34" -> ["702.34"]), in order, without repeats."""
    out: list[str] = []
    for m in _SEE_RULES.finditer(text):
        for num in re.findall(r"\d{3}(?:\.\d+[a-z]?)?", m.group(1)):
            if num not in out:
                out.append(num)
    return out


class _Builder:
    def __init__(self, lenient: bool) -> None:
        self.items: dict[str, RuleItem] = {}
        self.order: list[RuleItem] = []
        self.current: RuleItem | None = None
        self.last_was_example = False
        self.pending_number: str | None = None
        self.lenient = lenient
        self.warnings: list[str] = []

    def add(self, kind: str, number: str, text: str) -> None:
        text = _strip_number_echo(number, text) if self.lenient else text
        if number in self.items:
            prior = self.items[number]
            if prior.text != text:
                self.warnings.append(f"duplicate number {number}: kept the first text")
            self.current = None  # continuation lines of a duplicate are dropped with it
            self.last_was_example = False
            return
        item = RuleItem(number=number, kind=kind, text=text, parent=parent_of(number),
                        section=number[:3] if kind != "chapter" else "", position=len(self.order))
        if kind in ("chapter", "section") or (kind == "rule" and _looks_like_title(text)):
            item.title = text
        self.items[number] = item
        self.order.append(item)
        self.current = item
        self.last_was_example = False

    def example(self, text: str) -> None:
        if self.current is None:
            return
        self.current.examples.append(text.strip())
        self.last_was_example = True

    def continuation(self, text: str) -> None:
        if self.current is None:
            return
        text = text.strip()
        if self.last_was_example and self.current.examples:
            self.current.examples[-1] += "\n" + text
        elif self.current.text:
            self.current.text += "\n" + text
        else:
            self.current.text = text


def _body_lines(line: str, lenient: bool) -> list[str]:
    if lenient and len(line) > 80:
        return [p for p in _INLINE_SPLIT.split(line) if p.strip()]
    return [line]


def parse_rules(text: str, lang: str | None = None, edition: str | None = None,
                lenient: bool | None = None) -> ParsedEdition:
    """Parse a whole Comprehensive Rules text.

    lang: "en" or "fr" (None: guessed from the headings). edition: the effective date to use
    when the text doesn't state one (and to override it). lenient: accept forum-style excerpts
    (default: on for French, off for English). Raises RulesFormatError when the text holds no
    rules, no usable date, or is visibly truncated (sections listed in the contents missing).
    """
    text = text.lstrip("\ufeff").replace("\r\n", "\n").replace("\r", "\n")
    lines = text.split("\n")
    if lang is None:
        head = fold(" ".join(lines[:40]))
        lang = "fr" if any(w in head for w in ("regles", "vigueur", "sommaire", "glossaire")) else "en"
    if lang not in ("en", "fr"):
        raise RulesFormatError("bad_lang", lang)
    if lenient is None:
        lenient = lang == "fr"

    date = normalize_edition(edition) if edition else None
    if edition and not date:
        raise RulesFormatError("bad_edition", edition)
    date = date or find_effective_date(lines)
    if not date:
        raise RulesFormatError("no_date", "no effective date in the text (give one with --edition)")

    title = next((ln.strip() for ln in lines if ln.strip()), "")

    # Locate the parts. The contents end where the first chapter heading appears again.
    n = len(lines)
    contents_at = next((i for i, ln in enumerate(lines[:400]) if _heading(ln) == "contents"), None)
    contents: list[tuple[str, str]] = []
    body_start = 0
    if contents_at is not None:
        first_entry = None
        seen_credits = False
        i = contents_at + 1
        while i < n:
            s = lines[i].strip()
            if s:
                c = _classify(s)
                if first_entry is None and c is not None:
                    first_entry = s
                elif s == first_entry or (seen_credits and c is not None):
                    break
                if _heading(s) == "credits":
                    seen_credits = True
                if c is not None and c[0] in ("chapter", "section"):
                    contents.append((c[1], c[2]))
                elif c is None and len(s) <= TITLE_MAX:
                    contents.append(("", s))
            i += 1
        body_start = i if i < n else contents_at + 1
    intro_lines = lines[1:contents_at] if contents_at is not None else []
    intro = "\n".join(ln for ln in intro_lines if ln.strip())

    b = _Builder(lenient)
    i = body_start
    glossary_at = None
    while i < n:
        raw_line = lines[i]
        s = raw_line.strip()
        i += 1
        if not s:
            continue
        if b.order and _heading(s) == "glossary":
            glossary_at = i
            break
        if b.pending_number is not None:
            num, b.pending_number = b.pending_number, None
            c = _classify(s)
            if c is None and not _BARE_NUMBER.match(s):
                b.add(rule_kind(num), num, s)
                continue
        m = _BARE_NUMBER.match(s)
        if m and lenient:
            b.pending_number = m.group(1)
            continue
        for part in _body_lines(s, lenient):
            part = part.strip()
            c = _classify(part)
            if c is not None:
                kind, number, rest = c
                if kind in ("chapter", "section") and (len(rest) > TITLE_MAX or raw_line[:1].isspace()):
                    b.continuation(part)  # "1. Text on an object..." inside a rule, not a chapter
                    continue
                b.add(kind, number, rest)
                continue
            e = _EXAMPLE.match(part)
            if e and (part[:7].lower() in ("example", "exemple")):
                b.example(e.group(1))
                continue
            if lenient and not raw_line[:1].isspace():
                # a forum paste: an unnumbered, unindented paragraph is commentary, not rule text
                b.current = None
                continue
            b.continuation(part)

    glossary: list[GlossaryEntry] = []
    credits_lines: list[str] = []
    if glossary_at is not None:
        block: list[str] = []

        def flush() -> None:
            if not block:
                return
            term, body = block[0].strip(), [ln.strip() for ln in block[1:] if ln.strip()]
            if glossary and (not body or len(term) > TITLE_MAX + 20):
                # a paragraph after a blank line inside an entry: it belongs to the previous term
                glossary[-1].text += "\n" + "\n".join([term] + body)
                glossary[-1].rules = rule_references(glossary[-1].text)
            elif body:
                txt = "\n".join(body)
                glossary.append(GlossaryEntry(term=term, text=txt, rules=rule_references(txt), position=len(glossary)))
            block.clear()

        while i < n:
            s = lines[i]
            i += 1
            if _heading(s) == "credits":
                flush()
                credits_lines = lines[i:]
                break
            if not s.strip():
                flush()
                continue
            block.append(s)
        else:
            flush()
    credits = "\n".join(ln.rstrip() for ln in credits_lines).strip()
    credits = re.sub(r"\n{3,}", "\n\n", credits)

    rules = b.order
    if not any(r.kind in ("rule", "subrule") for r in rules):
        raise RulesFormatError("no_rules", "no numbered rules found")
    if not lenient:
        sections = [num for num, _ in contents if re.fullmatch(r"\d{3}", num)]
        have = {r.number for r in rules}
        missing = [s for s in sections if s not in have]
        if sections and len(missing) > max(2, len(sections) // 20):
            raise RulesFormatError("truncated",
                                   f"{len(missing)} sections of the contents are missing, from {missing[0]}")
        if contents_at is None or glossary_at is None:
            raise RulesFormatError("incomplete", "no contents or no glossary: not a complete Comprehensive Rules file")
    return ParsedEdition(
        edition=date, lang=lang, title=title, intro=intro, contents=contents, rules=rules,
        glossary=glossary, credits=credits, warnings=b.warnings,
    )
