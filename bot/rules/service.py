"""The rules service: the Comprehensive Rules as every part of Arbitre asks them.

One `RulesService` per rules database (`rules_service(path)` shares them across a process).
Every method is safe to call from several threads and never raises for what a user typed:

    rules = rules_service(settings.path("rules_db"))
    rules.lookup("601.2f", lang="fr")            # RuleAnswer: a number, a word, or (search=True) full text
    rules.lookup("flashback")                    # glossary entry and keyword rule
    rules.question("what happens to a creature with 0 toughness?")   # the 1-3 rules that answer it
    rules.rule("601.2f")                         # CitedRule | None: the text a trace cites (--explain)
    rules.glossary("folie", lang="fr")           # GlossaryText | None (French terms map to English ones)
    rules.numbers()                              # every rule number of the newest edition (autocomplete)
    rules.complete("702.1")                      # autocomplete choices: numbers, then words

A `RuleAnswer` that found nothing carries its error (a `RuleQueryError`: `no_database`,
`unknown_number`, `no_match`...) instead of raising; `answer.to_json()` is its JSON form. Someone is
waiting for every answer: a database another program keeps locked (an import writing it) is said at
once (`busy`, after `READ_WAIT`), never waited for.

Which edition answers a number:
* with `edition`, that edition (an old one also gets its current counterpart);
* without, the newest edition when the number exists there; older editions in which the
  same number meant something else are mentioned (a "history" note);
* a number that no longer exists (409.1g, 422, 502.24) is answered from the newest edition
  that has it, with its current counterpart (computed by aligning the texts) and how sure.

French: a French edition with the same effective date answers when it has the rule; otherwise
the English text comes with a note (worded in French) saying so.
"""

from __future__ import annotations

import logging
import os
import re
import sqlite3
import threading
from collections.abc import Callable
from pathlib import Path
from typing import Any, TypeVar

from bot.rules.answers import CitedRule, Counterpart, GlossaryText, History, Note, RuleAnswer, RuleText, SearchHit
from bot.rules.parser import normalize_edition
from bot.rules.questions import named_terms, rank_question
from bot.rules.store import RulesStore
from bot.rules.terms import fold, french_terms, guess_lang, term_key
from foundation.errors import (
    BadEdition,
    DatabaseBusy,
    EmptyQuery,
    NoMatch,
    NoRulesDatabase,
    NoRulesImported,
    NotInEdition,
    NoWords,
    QueryTooLong,
    RuleLookupFailed,
    RuleQueryError,
    RulesBusy,
    StorageError,
    UnknownEdition,
    UnknownRuleNumber,
)
from foundation.storage import READ_WAIT, is_busy

log = logging.getLogger("arbitre.rules")
T = TypeVar("T")


def _busy(exc: BaseException) -> bool:
    """Whether a failure is another program's lock on the file (it is fine, only in use)."""
    return isinstance(exc, DatabaseBusy) or is_busy(exc)

MAX_QUERY_CHARS = 300
MAX_SUBRULES = 150
TERM_SUBRULES = 60
SEARCH_LIMIT = 10
COMPLETE_LIMIT = 25

_NUMBER_QUERY = re.compile(
    r"^(?:(?:cr|rule|rules|r[eè]gle|r[eè]gles|regle|regles|art\.?|article|§)\s*)?#?\s*"
    r"(\d{3}(?:\.\d+[a-z]{0,2})?|\d)\s*\.?$",
    re.I,
)

# "what is flashback?", "c'est quoi la folie ?": the question around the word
_WHAT_IS = re.compile(
    r"^\s*(?:what\s+(?:is|are|does|do)\s+(?:an?\s+|the\s+)?|what's\s+(?:an?\s+|the\s+)?|define\s+|definition\s+of\s+|"
    r"meaning\s+of\s+|qu'?est[- ]ce\s+que?\s+(?:c'est\s+)?(?:la\s+|le\s+|les\s+|l'|une?\s+)?|"
    r"c'est\s+quoi\s+(?:la\s+|le\s+|les\s+|l'|une?\s+)?|d[ée]finition\s+(?:de\s+|du\s+|des\s+|d')?(?:la\s+|l')?)",
    re.I,
)

_WORD = re.compile(r"[\w'-]+", re.UNICODE)


def parse_number(query: str) -> str | None:
    """"601.2F", "rule 601.2f", "règle 422" -> the rule number; None when the query is not a number."""
    m = _NUMBER_QUERY.match(query.strip())
    return m.group(1).lower() if m else None


def rule_sort_key(number: str) -> tuple[tuple[int, int, str], ...]:
    """Sorts rule numbers as the rules do: 702.2 < 702.10 < 702.10a."""
    parts = re.findall(r"\d+|[a-z]+", number)
    return tuple((0, int(p), "") if p.isdigit() else (1, 0, p) for p in parts)


def detect_lang(query: str, lang: str | None) -> str:
    """The asker's language: `lang` when it is "fr" or "en", else guessed from the query ("en" by default)."""
    if lang in ("fr", "en"):
        return lang
    return guess_lang(query[:200]) or "en"


def _clean(query: str) -> str:
    query = "".join(ch if ch.isprintable() or ch in " \t" else " " for ch in query)
    return re.sub(r"\s+", " ", query).strip()


def check_query(query: str) -> RuleQueryError | None:
    """The problem with a query whatever the database holds (empty, too long), or None."""
    if len(query) > MAX_QUERY_CHARS:
        return QueryTooLong(length=len(query), limit=MAX_QUERY_CHARS)
    if not query.strip():
        return EmptyQuery()
    return None


class _Lookup:
    """One lookup against an open store: the asker's language, the answer being built."""

    def __init__(self, store: RulesStore, lang: str) -> None:
        self.store = store
        self.lang = lang
        self.english_fallback: list[str] = []

    def latest(self) -> str | None:
        return self.store.latest("en") or self.store.latest("fr")

    def all_dates(self) -> list[str]:
        return sorted(set(self.store.edition_dates("en")) | set(self.store.edition_dates("fr")))

    def resolve_edition(self, asked: str | None, answer: RuleAnswer | None = None) -> str:
        """The edition an asked date means: exact ("2008-10-01", "20081001") or a prefix ("2008", "2009-07")."""
        if not asked:
            latest = self.latest()
            if latest is None:
                raise NoRulesImported(path=str(self.store.path))
            return latest
        asked = asked.strip()
        dates = self.all_dates()
        exact = normalize_edition(asked)
        if exact:
            if exact in dates:
                return exact
            raise UnknownEdition(edition=exact, editions=dates or "-")
        if not re.fullmatch(r"\d{4}(?:-?\d{2})?", asked):
            raise BadEdition(edition=asked[:40])
        prefix = asked if "-" in asked or len(asked) == 4 else f"{asked[:4]}-{asked[4:]}"
        hits = [d for d in dates if d.startswith(prefix)]
        if not hits:
            raise UnknownEdition(edition=asked, editions=dates or "-")
        if len(hits) > 1 and answer is not None:
            answer.note("edition_picked", asked=asked, edition=hits[-1])
        return hits[-1]

    def text_langs(self, edition: str) -> list[str]:
        """Languages to read a rule of `edition` in, the asker's first."""
        has_fr = edition in self.store.edition_dates("fr")
        has_en = edition in self.store.edition_dates("en")
        if self.lang == "fr":
            return (["fr"] if has_fr else []) + (["en"] if has_en else [])
        return (["en"] if has_en else []) + (["fr"] if has_fr else [])

    def get_rule(self, answer: RuleAnswer | None, edition: str, number: str, with_subrules: bool = True,
                 max_subrules: int = MAX_SUBRULES, role: str = "match") -> RuleText | None:
        for lang in self.text_langs(edition):
            rule = self.store.rule(edition, lang, number)
            if rule is None:
                continue
            if self.lang == "fr" and lang == "en":
                self.english_fallback.append(number)
            subs: list[dict[str, Any]] = []
            if with_subrules and rule["kind"] != "subrule":
                total = self.store.count_descendants(edition, lang, number)
                if rule["kind"] == "section" and total > max_subrules:
                    subs = self.store.children(edition, lang, number)
                    if answer is not None:
                        answer.note("section_summary", number=number, count=total)
                elif rule["kind"] == "chapter":
                    subs = self.store.children(edition, lang, number)
                else:
                    subs = self.store.descendants(edition, lang, number, limit=max_subrules)
                    if total > len(subs) and answer is not None:
                        answer.note("subrules_cut", shown=len(subs), count=total)
            return RuleText(
                number=rule["number"], kind=rule["kind"], title=rule["title"], text=rule["text"],
                examples=tuple(rule["examples"]), edition=edition, lang=lang, role=role,
                subrules=tuple(RuleText(s["number"], s["kind"], s["title"], s["text"], tuple(s["examples"]),
                                        edition, lang) for s in subs),
            )
        return None

    def glossary(self, edition: str, key: str) -> GlossaryText | None:
        for lang in self.text_langs(edition):
            g = self.store.glossary_entry(edition, lang, key)
            if g:
                if self.lang == "fr" and lang == "en":
                    self.english_fallback.append(g["term"])
                return GlossaryText(g["term"], g["text"], tuple(g["rules"]), edition, lang)
        return None

    def finish(self, answer: RuleAnswer) -> RuleAnswer:
        """Say when a French asker gets English texts."""
        if self.lang == "fr" and self.english_fallback:
            if any(r.lang == "fr" for r in answer.rules) or any(g.lang == "fr" for g in answer.glossary):
                answer.note("fr_partial", numbers=sorted(set(self.english_fallback)))
            else:
                answer.note("fr_missing")
        return answer

    # --- numbers ---------------------------------------------------------------------------------

    def number(self, query: str, number: str, asked_edition: str | None) -> RuleAnswer:
        store = self.store
        answer = RuleAnswer(query=query, kind="number", requested_lang=self.lang)
        edition = self.resolve_edition(asked_edition, answer)
        latest = store.latest("en")
        rule = self.get_rule(answer, edition, number)
        old_number = False
        if rule is None:
            where = sorted(set(store.editions_with(number, "en")) | set(store.editions_with(number, "fr")))
            if where and asked_edition:
                raise NotInEdition(number=number, edition=edition, editions=where)
            if not where:
                raise UnknownRuleNumber(number=number, editions=self.all_dates() or "-")
            edition = where[-1]
            rule = self.get_rule(answer, edition, number)
            old_number = True
            answer.note("old_number", number=number, latest=self.latest(), edition=edition)
            if len(where) > 1:
                answer.note("old_number_also", editions=where[:-1])
        if rule is None:
            raise UnknownRuleNumber(number=number, editions=self.all_dates() or "-")
        answer.edition = edition
        answer.old_number = old_number or (latest is not None and edition != latest)
        answer.rules.append(rule)
        answer.lang = rule.lang
        if latest and edition != latest:
            self._counterpart(answer, number, edition, latest)
        elif latest and edition == latest:
            self._history(answer, number, latest)
        return self.finish(answer)

    def _counterpart(self, answer: RuleAnswer, number: str, edition: str, latest: str) -> None:
        if edition not in self.store.edition_dates("en"):
            answer.note("no_english_edition", edition=edition)
            return
        cp = self.store.counterpart(edition, number, latest)
        if not cp or not cp["number"]:
            answer.note("no_counterpart", number=number)
            return
        answer.counterparts.append(Counterpart(
            old_number=number, old_edition=edition, number=cp["number"], edition=latest, score=cp["score"],
            confidence=cp["confidence"], method=cp["method"], runner_up=cp["runner_up"],
            runner_up_score=cp["runner_up_score"],
        ))
        current = self.get_rule(answer, latest, cp["number"], role="counterpart")
        if current:
            answer.rules.append(current)
        answer.note("counterpart", latest=latest, now=cp["number"], confidence=cp["confidence"], score=cp["score"])
        if cp["runner_up"] and cp["method"] != "hand" and (cp["runner_up_score"] or 0) >= cp["score"] - 0.05:
            answer.note("counterpart_alt", alt=cp["runner_up"], score=cp["runner_up_score"])

    def _history(self, answer: RuleAnswer, number: str, latest: str) -> None:
        history = [h for h in self.store.old_meanings(number, latest)
                   if h["now"] and h["now"] != number and h["confidence"] != "low"]
        by_now: dict[str, list[dict[str, Any]]] = {}
        for h in history:
            by_now.setdefault(h["now"], []).append(h)
        for now, hs in by_now.items():
            best = max(hs, key=lambda h: h["score"] or 0)
            editions = tuple(h["edition"] for h in hs)
            answer.history.append(History(number, editions, now, best["score"], best["confidence"]))
            answer.note("history", editions=list(editions), number=number, now=now, confidence=best["confidence"])

    # --- words -----------------------------------------------------------------------------------

    def find_term(self, edition: str, key: str) -> tuple[GlossaryText | None, str | None, str | None]:
        """(glossary entry, keyword rule number, the English term a French key was read as) for a term key."""
        entry = self.glossary(edition, key)
        english = None
        if entry is None:
            en = french_terms().get(key)
            if en:
                entry = self.glossary(edition, term_key(en))
                english = en if entry else None
        keyword_number = None
        if entry is None:
            for lang in self.text_langs(edition):
                keyword_number = self.store.titled_rules(edition, lang).get(key)
                if keyword_number:
                    break
        return entry, keyword_number, english

    def term(self, query: str, asked_edition: str | None) -> RuleAnswer:
        answer = RuleAnswer(query=query, kind="term", requested_lang=self.lang)
        edition = self.resolve_edition(asked_edition, answer)
        word = _WHAT_IS.sub("", query).strip(" ?¿!.") or query  # "what is flashback?" -> "flashback"
        key = term_key(word) or term_key(query)
        if not key:
            raise NoWords(query=query[:60])
        entry, keyword_number, english = self.find_term(edition, key)
        if english:
            answer.note("glossary_fr_table", query=word, term=english)
        if entry is None and keyword_number is None:
            entry = self._close_term(edition, key)
            if entry:
                answer.note("did_you_mean", query=word, term=entry.term)
        if entry is None and keyword_number is None:
            found = self.search(query, edition)
            found.notes.insert(0, Note.of("search_fallback", query=query))
            return found
        answer.edition = edition
        if entry:
            answer.glossary.append(entry)
            answer.lang = entry.lang
            keyword_number = entry.rules[0] if entry.rules else None
        if keyword_number:
            rule = self.get_rule(answer, edition, keyword_number, max_subrules=TERM_SUBRULES, role="keyword")
            if rule:
                answer.rules.append(rule)
                if not entry:
                    answer.lang = rule.lang
        return self.finish(answer)

    def _close_term(self, edition: str, key: str) -> GlossaryText | None:
        """The glossary entry whose key is nearest to a misspelt one ("flashbak")."""
        from rapidfuzz import fuzz, process

        if len(key) < 3:
            return None
        candidates: dict[str, str] = {}
        for lang in self.text_langs(edition):
            for k in self.store.glossary_keys(edition, lang):
                candidates.setdefault(k, k)
        for fr_key, en in french_terms().items():
            candidates.setdefault(fr_key, term_key(en))
        best = process.extractOne(key, list(candidates), scorer=fuzz.ratio, score_cutoff=85) if candidates else None
        return self.glossary(edition, candidates[best[0]]) if best else None

    # --- full text -------------------------------------------------------------------------------

    def search(self, query: str, edition: str) -> RuleAnswer:
        if not re.search(r"\w", query):
            raise NoWords(query=query[:60])
        hits, used = self.hits(query, edition, SEARCH_LIMIT)
        if not hits:
            raise NoMatch(query=query[:80], edition=edition)
        if self.lang == "fr" and used == "en":
            self.english_fallback.append("*")
        answer = RuleAnswer(query=query, kind="search", requested_lang=self.lang, edition=edition, lang=used,
                            search_query=query)
        answer.results = [SearchHit(h["number"], h["title"], h["snippet"], h["match"]) for h in hits]
        return self.finish(answer)

    def hits(self, query: str, edition: str, limit: int) -> tuple[list[dict[str, Any]], str]:
        """Full-text hits in the first language that has any, and that language."""
        langs = self.text_langs(edition)
        for lang in langs:
            hits = self.store.search(edition, lang, query, limit=limit)
            if hits:
                return hits, lang
        return [], langs[0] if langs else "en"

    # --- questions -------------------------------------------------------------------------------

    def question(self, text: str, limit: int, text_lang: str) -> RuleAnswer:
        """The rules that answer a question in plain words, best first (`questions.rank_question`), and the
        glossary entries of the specific terms it names (in the asker's language when an edition has them).
        `text_lang` is the question's own language: it alone decides how the question is read, so that the
        same question finds the same rules whatever language the answer is in."""
        answer = RuleAnswer(query=text, kind="question", requested_lang=self.lang)
        edition = self.resolve_edition(None)
        answer.edition = edition
        if not _WORD.search(text):
            raise NoWords(query=text[:60])
        found = rank_question(text, self.store, text_lang)
        if found is None:  # pragma: no cover - resolve_edition found an edition
            raise NoMatch(query=text[:80], edition=edition)
        for number in found.rules[:limit]:
            rule = self._answering_rule(edition, number)
            if rule is not None and all(r.number != rule.number for r in answer.rules):
                answer.rules.append(rule)
        for key, entry in named_terms(found):
            shown = self.glossary(edition, key) or GlossaryText(str(entry["term"]), str(entry["text"]),
                                                                tuple(entry.get("rules") or ()), edition, "en")
            if all(g.term != shown.term for g in answer.glossary):
                answer.glossary.append(shown)
        if not answer.rules:
            raise NoMatch(query=text[:80], edition=edition)
        answer.lang = answer.rules[0].lang
        return self.finish(answer)

    def _answering_rule(self, edition: str, number: str) -> RuleText | None:
        """The rule itself, or its first subrule when it is only a heading ("702.34. Flashback")."""
        rule = self.get_rule(None, edition, number, with_subrules=False)
        if rule is not None and rule.kind in ("rule", "section") and (not rule.text or rule.text == rule.title):
            for lang in self.text_langs(edition):
                subs = self.store.children(edition, lang, number, limit=1)
                if subs:
                    return self.get_rule(None, edition, subs[0]["number"], with_subrules=False)
        return rule


class RulesService:
    """The Comprehensive Rules of one database file. Opened on first use, reopened when the file is
    replaced (`arbitre rules update` in another process); a missing file is an answer, not an error."""

    def __init__(self, path: str | os.PathLike[str] | None) -> None:
        self.path = Path(os.path.expanduser(str(path))).absolute() if path else None
        self._lock = threading.Lock()
        self._open: tuple[tuple[int, int], RulesStore] | None = None

    def __repr__(self) -> str:
        return f"RulesService({str(self.path)!r})"

    @property
    def available(self) -> bool:
        """A rules database file exists (it may still hold no edition)."""
        return self.path is not None and self.path.is_file()

    def _store(self) -> RulesStore:
        if self.path is None:
            raise NoRulesDatabase(path="-")
        try:
            st = os.stat(self.path)
        except OSError:
            raise NoRulesDatabase(path=str(self.path)) from None
        ident = (st.st_dev, st.st_ino)
        opened = self._open
        if opened is not None and opened[0] == ident:
            return opened[1]
        with self._lock:
            opened = self._open
            if opened is not None and opened[0] == ident:
                return opened[1]
            if opened is not None:
                opened[1].close()
            store = RulesStore(self.path, create=False, busy_timeout=READ_WAIT)
            self._open = (ident, store)
            return store

    def reading(self, work: Callable[[RulesStore], T]) -> T | None:
        """Run `work` on the open store under its lock (the free-form reader's rules questions score
        rules with the store's own queries); None without a readable database."""
        try:
            store = self._store()
            with store.lock:
                return work(store)
        except (RuleQueryError, sqlite3.Error, StorageError) as exc:
            self._log_unreadable(exc)
            return None

    def close(self) -> None:
        with self._lock:
            if self._open is not None:
                self._open[1].close()
                self._open = None

    def _run(self, query: str, lang: str, work: Callable[[_Lookup], RuleAnswer]) -> RuleAnswer:
        """Run one lookup under the store's lock; every failure becomes the answer's error."""
        try:
            store = self._store()
            with store.lock:  # one connection per database, shared by the bot's threads
                lookup = _Lookup(store, lang)
                if lookup.latest() is None:
                    raise NoRulesImported(path=str(store.path))
                return work(lookup)
        except RuleQueryError as exc:
            return RuleAnswer.failed(query, exc, lang)
        except (sqlite3.Error, StorageError) as exc:  # locked, damaged or foreign: say so, keep serving
            self._log_unreadable(exc)
            if _busy(exc):
                return RuleAnswer.failed(query, RulesBusy(path=str(self.path)), lang)
            return RuleAnswer.failed(query, RuleLookupFailed(detail=f"{type(exc).__name__}: {exc}"), lang)

    def _log_unreadable(self, exc: BaseException) -> None:
        if _busy(exc):  # an import writing it: nothing is wrong with the file, and the answer says it
            log.info("rules database %s is locked by another program: %s", self.path, exc)
        else:
            log.error("rules database %s can't be read: %s", self.path, exc)

    # --- answers ---------------------------------------------------------------------------------

    def lookup(self, query: str, *, edition: str | None = None, lang: str | None = "auto",
               search: bool = False) -> RuleAnswer:
        """Answer a query: a rule number ("601.2f", "règle 422"), a word or keyword ("flashback",
        "capacité de mana", "what is trample?"), or with `search` full text. `lang`: "fr", "en" or
        "auto" (guessed from the query). Unknown words fall back to full-text search."""
        query = _clean(query if isinstance(query, str) else str(query))
        asker = detect_lang(query, lang)
        problem = check_query(query)
        if problem is not None:
            return RuleAnswer.failed(query[:60] + "…" if len(query) > 60 else query, problem, asker)

        def work(lk: _Lookup) -> RuleAnswer:
            if search:
                return lk.search(query, lk.resolve_edition(edition))
            number = parse_number(query)
            if number:
                return lk.number(query, number, edition)
            return lk.term(query, edition)

        return self._run(query, asker, work)

    def search(self, text: str, *, edition: str | None = None, lang: str | None = "auto") -> RuleAnswer:
        """Full-text search: exact phrase first, then all words, then any word (at most 10 hits)."""
        return self.lookup(text, edition=edition, lang=lang, search=True)

    def question(self, text: str, *, lang: str | None = "auto", limit: int = 3,
                 text_lang: str | None = None) -> RuleAnswer:
        """Answer a rules question written in plain words, English or French ("what happens to a creature
        with 0 toughness?", "quand la folie se déclenche-t-elle ?"): the `limit` rules that answer it, best
        first (a heading is replaced by its first subrule), and the glossary entries of the terms it
        names. French game terms are read through `bot/rules/terms_fr.toml` when no French edition has
        them. The newest edition answers. kind "question"; error `no_match` when nothing answers. `lang` is the
        answer's language; `text_lang` the question's (guessed from its words when not given, else `lang`):
        a French question finds the same rules answered in English or in French."""
        text = _clean(text if isinstance(text, str) else str(text))
        asker = detect_lang(text, lang)
        reading = text_lang if text_lang in ("fr", "en") else (guess_lang(text[:200]) or asker)
        problem = check_query(text)
        if problem is not None:
            return RuleAnswer.failed(text[:60] + "…" if len(text) > 60 else text, problem, asker)
        return self._run(text, asker, lambda lk: lk.question(text, max(1, limit), reading))

    def rule(self, number: str, *, edition: str | None = None, lang: str = "en") -> CitedRule | None:
        """The text and heading title of one rule, to cite it in a trace (`--explain`); French when asked
        and imported. None when the number, the edition or the database is unknown."""
        num = parse_number(str(number or ""))
        if not num:
            return None
        found: list[CitedRule] = []

        def work(lk: _Lookup) -> RuleAnswer:
            ed = lk.resolve_edition(edition)
            for text_lang in lk.text_langs(ed):
                rule = lk.store.rule(ed, text_lang, num)
                if rule is not None:
                    found.append(CitedRule(num, lk.store.heading_title(ed, text_lang, num), rule["text"], ed,
                                           text_lang, tuple(rule["examples"])))
                    break
            return RuleAnswer(query=num, kind="number", requested_lang=lk.lang)

        self._run(num, "fr" if lang == "fr" else "en", work)
        return found[0] if found else None

    def glossary(self, term: str, *, lang: str = "en", edition: str | None = None) -> GlossaryText | None:
        """The glossary entry for a term ("Flashback", "mana abilities", "folie"); None when there is none."""
        key = term_key(_clean(str(term or "")))
        if not key:
            return None
        found: list[GlossaryText] = []

        def work(lk: _Lookup) -> RuleAnswer:
            entry, _, _ = lk.find_term(lk.resolve_edition(edition), key)
            if entry is not None:
                found.append(entry)
            return RuleAnswer(query=key, kind="term", requested_lang=lk.lang)

        self._run(key, "fr" if lang == "fr" else "en", work)
        return found[0] if found else None

    # --- autocomplete ----------------------------------------------------------------------------

    def numbers(self) -> list[str]:
        """Every rule number of the newest edition, in rule order; [] without a database."""
        return list(self._index()[0])

    def words(self) -> list[str]:
        """Every term a lookup answers by name: glossary terms and keyword titles (English and French),
        and the French game terms; [] without a database."""
        return list(self._index()[1])

    def complete(self, current: str, limit: int = COMPLETE_LIMIT) -> list[str]:
        """Autocomplete choices for what a user has typed so far: rule numbers that start with it, or
        words that start with it, then words that contain it (accents and case ignored)."""
        numbers, words, folded_words = self._index()
        current = (current or "").strip()
        key = fold(current)
        if not key:
            sections = [n for n in numbers if "." not in n]
            return _dedupe(sections[: limit // 2] + list(words[:limit]))[:limit]
        if key[0].isdigit():
            return [n for n in numbers if n.startswith(key)][:limit]
        starts = [w for w, f in zip(words, folded_words, strict=True) if f.startswith(key)]
        if len(starts) < limit:
            starts += [w for w, f in zip(words, folded_words, strict=True) if key in f and not f.startswith(key)]
        return starts[:limit]

    def _index(self) -> tuple[tuple[str, ...], tuple[str, ...], tuple[str, ...]]:
        try:
            store = self._store()
            with store.lock:
                return store.cached("complete_index", lambda: _build_index(store))
        except NoRulesDatabase:
            return (), (), ()
        except (sqlite3.Error, StorageError) as exc:
            self._log_unreadable(exc)
            return (), (), ()

    def editions(self) -> list[dict[str, Any]]:
        """The imported editions, oldest first: {"edition", "lang", "title", "rule_count", ...}."""
        try:
            store = self._store()
        except NoRulesDatabase:
            return []
        with store.lock:
            return store.editions()


def _build_index(store: RulesStore) -> tuple[tuple[str, ...], tuple[str, ...], tuple[str, ...]]:
    edition = store.latest("en") or store.latest("fr")
    if edition is None:
        return (), (), ()
    lang = "en" if store.latest("en") == edition else "fr"
    numbers = tuple(sorted(store.numbers(edition, lang), key=rule_sort_key))
    words: set[str] = set(store.glossary_keys(edition, lang)) | set(store.titled_rules(edition, lang))
    latest_fr = store.latest("fr")
    if latest_fr:
        words |= set(store.glossary_keys(latest_fr, "fr"))
    words |= set(french_terms())
    ordered = tuple(sorted(w for w in words if w))
    return numbers, ordered, tuple(fold(w) for w in ordered)


def _dedupe(items: list[str]) -> list[str]:
    return list(dict.fromkeys(items))


_services: dict[Path | None, RulesService] = {}
_services_lock = threading.Lock()


def rules_service(path: str | os.PathLike[str] | None) -> RulesService:
    """The shared service for a rules database path (one open connection per file and process)."""
    key = Path(os.path.expanduser(str(path))).absolute() if path else None
    found = _services.get(key)
    if found is None:
        with _services_lock:
            found = _services.setdefault(key, RulesService(key))
    return found


def close_services() -> None:
    """Close every shared service's database (tests, shutdown)."""
    with _services_lock:
        for service in _services.values():
            service.close()
        _services.clear()


__all__ = ["RulesService", "rules_service", "close_services", "parse_number", "rule_sort_key", "detect_lang",
           "check_query", "MAX_QUERY_CHARS"]
