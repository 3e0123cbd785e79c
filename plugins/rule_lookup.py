"""Built-in plugin `rule_lookup`: the Comprehensive Rules by number, by word, or by full text.

Implements `arbitre_rule_lookup` (the `arbitre rule` command, the bot's rule questions) and
`arbitre_rule_text` (the text and title of a cited rule, for traces), over the rules database
of `bot.rules`.

Which edition answers a number:
* with --edition, that edition (an old one also gets its current counterpart);
* without, the newest edition when the number exists there; older editions in which the
  same number meant something else are mentioned ("history" note);
* a number that no longer exists (409.1g, 422, 502.24) is answered from the newest edition
  that has it, with its current counterpart (computed by aligning the texts) and how sure.

French: a French edition with the same effective date answers when it has the rule; otherwise
the English text comes with a French note saying so.
"""

from __future__ import annotations

import os
import re
import threading
from typing import Any

from bot.engine.hookspecs import hookimpl

MAX_QUERY_CHARS = 300
MAX_SUBRULES = 150
TERM_SUBRULES = 60
SEARCH_LIMIT = 10

_NUMBER_QUERY = re.compile(
    r"^(?:(?:cr|rule|rules|r[eè]gle|r[eè]gles|regle|regles|art\.?|article|§)\s*)?#?\s*"
    r"(\d{3}(?:\.\d+[a-z]{0,2})?|\d)\s*\.?$",
    re.I,
)

# "what is flashback?", "c'est quoi la folie ?": the question around the word
_QUESTION = re.compile(
    r"^\s*(?:what\s+(?:is|are|does|do)\s+(?:an?\s+|the\s+)?|what's\s+(?:an?\s+|the\s+)?|define\s+|definition\s+of\s+|"
    r"meaning\s+of\s+|qu'?est[- ]ce\s+que?\s+(?:c'est\s+)?(?:la\s+|le\s+|les\s+|l'|une?\s+)?|"
    r"c'est\s+quoi\s+(?:la\s+|le\s+|les\s+|l'|une?\s+)?|d[ée]finition\s+(?:de\s+|du\s+|des\s+|d')?(?:la\s+|l')?)",
    re.I,
)

_stores: dict[str, tuple[tuple[int, int], Any]] = {}
_stores_lock = threading.Lock()


def _store(rules_db: str):
    """The open store for a path (reopened if the file was replaced); None if there is no file."""
    from bot.rules.store import RulesStore

    path = os.path.abspath(os.path.expanduser(rules_db))
    try:
        st = os.stat(path)
    except OSError:
        return None
    ident = (st.st_dev, st.st_ino)
    cached = _stores.get(path)
    if cached is not None and cached[0] == ident:
        return cached[1]
    with _stores_lock:
        cached = _stores.get(path)
        if cached is not None and cached[0] == ident:
            return cached[1]
        if cached is not None:
            try:
                cached[1].close()
            except Exception:  # noqa: BLE001 - closing a stale handle
                pass
        store = RulesStore(path, create=False)
        _stores[path] = (ident, store)
        return store


def close_stores() -> None:
    """Close every cached database handle (tests, shutdown)."""
    with _stores_lock:
        for _, store in _stores.values():
            try:
                store.close()
            except Exception:  # noqa: BLE001
                pass
        _stores.clear()


def _note(code: str, **params: Any) -> dict[str, Any]:
    return {"code": code, "params": params}


def _error(q: str, code: str, lang: str, **params: Any) -> dict[str, Any]:
    return {"query": q, "kind": "error", "edition": None, "lang": lang, "requested_lang": lang,
            "rules": [], "glossary": [], "results": [], "counterparts": [], "notes": [],
            "error": {"code": code, "params": params}}


def parse_number(query: str) -> str | None:
    """"601.2F", "rule 601.2f", "règle 422" -> the rule number; None when the query is not a number."""
    m = _NUMBER_QUERY.match(query.strip())
    return m.group(1).lower() if m else None


def _clean(query: str) -> str:
    query = "".join(ch if ch.isprintable() or ch in " \t" else " " for ch in query)
    return re.sub(r"\s+", " ", query).strip()


class _Ctx:
    """One lookup: the store, the requested language and edition, notes gathered on the way."""

    def __init__(self, store, lang: str) -> None:
        self.store = store
        self.lang = lang
        self.notes: list[dict[str, Any]] = []
        self.english_fallback: list[str] = []

    def note(self, code: str, **params: Any) -> None:
        n = _note(code, **params)
        if n not in self.notes:
            self.notes.append(n)

    def latest(self) -> str | None:
        return self.store.latest("en") or self.store.latest("fr")

    def all_dates(self) -> list[str]:
        return sorted(set(self.store.edition_dates("en")) | set(self.store.edition_dates("fr")))

    def resolve_edition(self, asked: str | None) -> tuple[str | None, dict | None]:
        """(edition, error): an exact date, a compact date or a prefix ("2008", "2009-07")."""
        from bot.rules.parser import normalize_edition

        if not asked:
            return self.latest(), None
        asked = asked.strip()
        dates = self.all_dates()
        exact = normalize_edition(asked)
        if exact:
            if exact in dates:
                return exact, None
            return None, {"code": "unknown_edition", "params": {"edition": exact, "editions": dates or "-"}}
        if not re.fullmatch(r"\d{4}(?:-?\d{2})?", asked):
            return None, {"code": "bad_edition", "params": {"edition": asked[:40]}}
        prefix = asked if "-" in asked or len(asked) == 4 else f"{asked[:4]}-{asked[4:]}"
        hits = [d for d in dates if d.startswith(prefix)]
        if not hits:
            return None, {"code": "unknown_edition", "params": {"edition": asked, "editions": dates or "-"}}
        if len(hits) > 1:
            self.note("edition_picked", asked=asked, edition=hits[-1])
        return hits[-1], None

    def text_langs(self, edition: str) -> list[str]:
        """Languages to try for a rule of `edition`, preferred first."""
        has_fr = edition in self.store.edition_dates("fr")
        has_en = edition in self.store.edition_dates("en")
        if self.lang == "fr":
            langs = (["fr"] if has_fr else []) + (["en"] if has_en else [])
        else:
            langs = (["en"] if has_en else []) + (["fr"] if has_fr else [])
        return langs

    def get_rule(self, edition: str, number: str, with_subrules: bool = True, max_subrules: int = MAX_SUBRULES,
                 role: str = "match") -> dict[str, Any] | None:
        for lang in self.text_langs(edition):
            rule = self.store.rule(edition, lang, number)
            if rule is None:
                continue
            if self.lang == "fr" and lang == "en":
                self.english_fallback.append(number)
            out = {"number": rule["number"], "kind": rule["kind"], "title": rule["title"], "text": rule["text"],
                   "examples": rule["examples"], "edition": edition, "lang": lang, "role": role, "subrules": []}
            if with_subrules and rule["kind"] != "subrule":
                total = self.store.count_descendants(edition, lang, number)
                if rule["kind"] == "section" and total > max_subrules:
                    subs = self.store.children(edition, lang, number)
                    self.note("section_summary", number=number, count=total)
                elif rule["kind"] == "chapter":
                    subs = self.store.children(edition, lang, number)
                else:
                    subs = self.store.descendants(edition, lang, number, limit=max_subrules)
                    if total > len(subs):
                        self.note("subrules_cut", shown=len(subs), count=total)
                out["subrules"] = [
                    {"number": s["number"], "kind": s["kind"], "title": s["title"], "text": s["text"],
                     "examples": s["examples"]} for s in subs
                ]
            return out
        return None

    def finish(self, result: dict[str, Any]) -> dict[str, Any]:
        if self.lang == "fr" and self.english_fallback:
            found_fr = (any(r.get("lang") == "fr" for r in result["rules"])
                        or any(g.get("lang") == "fr" for g in result["glossary"]))
            if found_fr:
                self.note("fr_partial", numbers=sorted(set(self.english_fallback)))
            else:
                self.note("fr_missing")
        result["notes"] = self.notes
        return result


def _base(query: str, kind: str, edition: str | None, lang: str) -> dict[str, Any]:
    return {"query": query, "kind": kind, "edition": edition, "lang": "en", "requested_lang": lang,
            "rules": [], "glossary": [], "results": [], "counterparts": [], "notes": [], "error": None}


# --- numbers -------------------------------------------------------------------------------


def _lookup_number(ctx: _Ctx, query: str, number: str, asked_edition: str | None) -> dict[str, Any]:
    store = ctx.store
    edition, err = ctx.resolve_edition(asked_edition)
    if err:
        return _error(query, err["code"], ctx.lang, **err["params"])
    latest = store.latest("en")
    rule = ctx.get_rule(edition, number)
    old_number = False
    if rule is None:
        where = sorted(set(store.editions_with(number, "en")) | set(store.editions_with(number, "fr")))
        if where and asked_edition:
            return _error(query, "not_in_edition", ctx.lang, number=number, edition=edition, editions=where)
        if where:
            edition = where[-1]
            rule = ctx.get_rule(edition, number)
            old_number = True
            ctx.note("old_number", number=number, latest=ctx.latest(), edition=edition)
            if len(where) > 1:
                ctx.note("old_number_also", editions=where[:-1])
    if rule is None:
        return _error(query, "unknown_number", ctx.lang, number=number, editions=ctx.all_dates() or "-")

    result = _base(query, "number", edition, ctx.lang)
    result["old_number"] = old_number or (latest is not None and edition != latest)
    result["rules"].append(rule)
    result["lang"] = rule["lang"]
    if latest and edition != latest:
        if edition not in store.edition_dates("en"):
            ctx.note("no_english_edition", edition=edition)
        else:
            cp = store.counterpart(edition, number, latest)
            if cp and cp["number"]:
                result["counterparts"].append({
                    "old_number": number, "old_edition": edition, "number": cp["number"], "edition": latest,
                    "score": cp["score"], "confidence": cp["confidence"], "method": cp["method"],
                    "hand_checked": cp["method"] == "hand", "runner_up": cp["runner_up"],
                    "runner_up_score": cp["runner_up_score"],
                })
                current = ctx.get_rule(latest, cp["number"], role="counterpart")
                if current:
                    result["rules"].append(current)
                ctx.note("counterpart", latest=latest, now=cp["number"], confidence=cp["confidence"], score=cp["score"])
                if cp["runner_up"] and cp["method"] != "hand" and (cp["runner_up_score"] or 0) >= cp["score"] - 0.05:
                    ctx.note("counterpart_alt", alt=cp["runner_up"], score=cp["runner_up_score"])
            else:
                ctx.note("no_counterpart", number=number)
    elif latest and edition == latest:
        history = [h for h in store.old_meanings(number, latest)
                   if h["now"] and h["now"] != number and h["confidence"] != "low"]
        by_now: dict[str, list[dict]] = {}
        for h in history:
            by_now.setdefault(h["now"], []).append(h)
        for now, hs in by_now.items():
            best = max(hs, key=lambda h: h["score"] or 0)
            result.setdefault("history", []).append({
                "number": number, "editions": [h["edition"] for h in hs], "now": now,
                "score": best["score"], "confidence": best["confidence"],
            })
            ctx.note("history", editions=[h["edition"] for h in hs], number=number, now=now,
                     confidence=best["confidence"])
    return ctx.finish(result)


# --- words -----------------------------------------------------------------------------------


def _glossary(ctx: _Ctx, edition: str, key: str) -> dict[str, Any] | None:
    for lang in ctx.text_langs(edition):
        g = ctx.store.glossary_entry(edition, lang, key)
        if g:
            if ctx.lang == "fr" and lang == "en":
                ctx.english_fallback.append(g["term"])
            return g | {"edition": edition, "lang": lang}
    return None


def _lookup_term(ctx: _Ctx, query: str, asked_edition: str | None) -> dict[str, Any]:
    from bot.rules.terms import french_terms, term_key

    store = ctx.store
    edition, err = ctx.resolve_edition(asked_edition)
    if err:
        return _error(query, err["code"], ctx.lang, **err["params"])
    word = _QUESTION.sub("", query).strip(" ?¿!.") or query  # "what is flashback?" -> "flashback"
    key = term_key(word) or term_key(query)
    if not key:
        return _error(query, "no_words", ctx.lang, query=query[:60])
    entry = _glossary(ctx, edition, key)
    if entry is None:
        en = french_terms().get(key)
        if en:
            entry = _glossary(ctx, edition, term_key(en))
            if entry:
                ctx.note("glossary_fr_table", query=word, term=en)
    keyword_number = None
    if entry is None:
        for lang in ctx.text_langs(edition):
            keyword_number = store.titled_rules(edition, lang).get(key)
            if keyword_number:
                break
    if entry is None and keyword_number is None:
        from rapidfuzz import fuzz, process

        candidates: dict[str, str] = {}
        for lang in ctx.text_langs(edition):
            for k in store.glossary_keys(edition, lang):
                candidates.setdefault(k, k)
        for fr_key, en in french_terms().items():
            candidates.setdefault(fr_key, term_key(en))
        if candidates and len(key) >= 3:
            best = process.extractOne(key, list(candidates), scorer=fuzz.ratio, score_cutoff=85)
            if best:
                entry = _glossary(ctx, edition, candidates[best[0]])
                if entry:
                    ctx.note("did_you_mean", query=word, term=entry["term"])
    if entry is None and keyword_number is None:
        res = _search(ctx, query, edition)
        if res.get("error") is None:
            ctx.notes.insert(0, _note("search_fallback", query=query))
        return res

    result = _base(query, "term", edition, ctx.lang)
    if entry:
        result["glossary"].append({"term": entry["term"], "text": entry["text"], "rules": entry["rules"],
                                   "edition": entry["edition"], "lang": entry["lang"]})
        result["lang"] = entry["lang"]
        keyword_number = entry["rules"][0] if entry["rules"] else None
    if keyword_number:
        rule = ctx.get_rule(edition, keyword_number, max_subrules=TERM_SUBRULES, role="keyword")
        if rule:
            result["rules"].append(rule)
            if not entry:
                result["lang"] = rule["lang"]
    return ctx.finish(result)


# --- full text ---------------------------------------------------------------------------


def _search(ctx: _Ctx, query: str, edition: str | None) -> dict[str, Any]:
    store = ctx.store
    if edition is None:
        return _error(query, "no_rules_imported", ctx.lang, path=str(store.path))
    if not re.search(r"\w", query):
        return _error(query, "no_words", ctx.lang, query=query[:60])
    langs = ctx.text_langs(edition)
    hits: list[dict[str, Any]] = []
    used = langs[0] if langs else "en"
    for lang in langs:
        hits = store.search(edition, lang, query, limit=SEARCH_LIMIT)
        if hits:
            used = lang
            break
    if not hits:
        return _error(query, "no_match", ctx.lang, query=query[:80], edition=edition)
    if ctx.lang == "fr" and used == "en":
        ctx.english_fallback.append("*")
    result = _base(query, "search", edition, ctx.lang)
    result["search_query"] = query
    result["lang"] = used
    result["results"] = [{"number": h["number"], "title": h["title"], "snippet": h["snippet"], "match": h["match"]}
                         for h in hits]
    return ctx.finish(result)


# --- entry points ----------------------------------------------------------------------------


def detect_lang(query: str, lang: str | None) -> str:
    if lang in ("fr", "en"):
        return lang
    from bot.rules.terms import guess_lang

    return guess_lang(query) or "en"


def check_query(query: str, lang: str) -> dict[str, Any] | None:
    """The error answer for a query that can't be looked up whatever the database (empty, too long)."""
    if len(query) > MAX_QUERY_CHARS:
        return _error(query[:60] + "…", "too_long", lang, length=len(query), limit=MAX_QUERY_CHARS)
    if not query.strip():
        return _error(query, "empty", lang)
    return None


def lookup(query: str, edition: str | None = None, lang: str | None = "auto", search: bool = False,
           rules_db: str = "") -> dict[str, Any] | None:
    """Answer a rule query; None when there is no rules database at `rules_db`."""
    query = _clean(query if isinstance(query, str) else str(query))
    lang = detect_lang(query[:200], lang)
    problem = check_query(query, lang)
    if problem is not None:
        return problem
    store = _store(rules_db) if rules_db else None
    if store is None:
        return None
    with store.lock:  # one connection per database, shared by the bot's threads
        ctx = _Ctx(store, lang)
        if ctx.latest() is None:
            return _error(query, "no_rules_imported", lang, path=str(store.path))
        if search:
            edition_, err = ctx.resolve_edition(edition)
            if err:
                return _error(query, err["code"], lang, **err["params"])
            return _search(ctx, query, edition_)
        number = parse_number(query)
        if number:
            return _lookup_number(ctx, query, number, edition)
        return _lookup_term(ctx, query, edition)


@hookimpl
def arbitre_rule_lookup(query: str, edition: str | None, lang: str, search: bool, rules_db: str) -> dict | None:
    return lookup(query, edition=edition, lang=lang, search=search, rules_db=rules_db)


def rule_text(number: str, edition: str | None = None, lang: str = "en", rules_db: str = "") -> dict | None:
    """{"number", "title", "text", "edition", "lang", "examples"} of one rule of the given (default: newest)
    edition, French when asked and imported; None when unknown or when there is no database."""
    num = parse_number(str(number or ""))
    if not num or not rules_db:
        return None
    store = _store(rules_db)
    if store is None:
        return None
    with store.lock:
        ctx = _Ctx(store, "fr" if lang == "fr" else "en")
        ed, err = ctx.resolve_edition(edition)
        if err or ed is None:
            return None
        for text_lang in ctx.text_langs(ed):
            rule = store.rule(ed, text_lang, num)
            if rule is not None:
                return {"number": num, "title": store.heading_title(ed, text_lang, num), "text": rule["text"],
                        "edition": ed, "lang": text_lang, "examples": rule["examples"]}
        return None


@hookimpl
def arbitre_rule_text(number: str, edition: str | None, lang: str, rules_db: str) -> dict | None:
    return rule_text(number, edition=edition, lang=lang, rules_db=rules_db)
