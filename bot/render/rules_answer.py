"""A rules question answered as a judge would: one line first, in the asker's language, then the rules.

The line says what the rule that answers means for the question, then its number: "No: a mana ability
doesn't use the stack, so nobody can respond to it (605.3b)." / « Non : une capacité de mana ne passe pas
par la pile… (605.3b). » It comes from, in order:

1. the rule's gist, `gist-<number>` of the catalogue (`rules_gists*.ftl`), written by us for the rules players
   ask about most; its `.yes` / `.no` attributes list the verbs of a yes-or-no question ("can I respond…?",
   « peut-on la contrecarrer ? ») the rule answers yes or no to, in the question's language;
2. for a keyword's defining rule (701.Na, 702.Na), what kind of ability or action the keyword is, read from the
   rule's first sentence ("Ward is a triggered ability."), with the keyword's French printed name;
3. else what the rule says: its first sentence, in the language of the rule text, under the rule's number and
   section; a French answer quoting the English edition says so ("Rule 306.6 (Planeswalkers) says:
   “Planeswalkers can be attacked.”"). Never "rule N answers this" alone: that points, it doesn't answer.

The rule texts stay as imported (the English edition when no French one is); everything around them, the
headers, the "see also", the glossary's term names, is the asker's language.
"""

from __future__ import annotations

import functools
import re
import tomllib
import unicodedata
from pathlib import Path
from typing import Any

from bot.render.grammar import Noun, capitalise
from bot.render.i18n import attributes, has_message, message_variables, say
from bot.render.words import word_noun
from foundation.keywords_fr import french_keyword_names

_KIND = re.compile(r"^[^.]*?\b(?:is|are) (?:an? |the )?(?:special kind of )?"
                   r"(static|triggered|activated|evasion|characteristic-defining|keyword) abilit")
_SEVERAL = re.compile(r"^[^.]*?\bis a keyword that represents (two|three|four) (?:\w+ )?abilities")
_SEVERAL_COUNT = {"two": 2, "three": 3, "four": 4}
_KEYWORD_RULE = re.compile(r"^(70[12])\.\d+")
# a yes-or-no question: its modal verb, after which come the words it asks about ("can I respond…", "can a
# mana ability be countered", « peut-on y répondre », « est-ce qu'on peut la contrecarrer », « puis-je… »)
_ASKS_EN = re.compile(r"\b(?:can|could|may|might|do|does|will|would|must|should|is|are)(?:n't| not)?\s")
_ASKS_FR = re.compile(r"\b(?:puis-je|peux|peut|peuvent|pouvons|pouvez|pourrait|pourrais|est-ce)\b")
_INVERTED_FR = re.compile(r"\w-(?:t-)?(?:il|elle|on|ils|elles)\b")  # « s'engage-t-elle ? », « meurt-il ? »
_WH_EN = re.compile(r"^\W*(?:what|when|how|why|which|who|whom|where|whose)\b")
_WH_FR = re.compile(r"^\W*(?:quand|comment|pourquoi|quel|quelle|quels|quelles|qui|ou|combien|que|qu'|"
                    r"c'est quoi|qu'est-ce|quoi)\b")


def fold(text: str) -> str:
    """Lower case without accents ("répondre" -> "repondre"): questions are matched however they are typed."""
    return "".join(c for c in unicodedata.normalize("NFD", text.lower()) if unicodedata.category(c) != "Mn")


def gist_id(number: str) -> str:
    return "gist-" + number.replace(".", "_")


def asked_words(question: str, lang: str) -> list[str] | None:
    """The folded words a yes-or-no question asks about (after its modal verb: "respond", "to", "a"...); None
    for another question ("what…?", « quand… ? »)."""
    text = fold(question).replace("’", "'")
    if (_WH_FR if lang == "fr" else _WH_EN).search(text):
        return None
    found = (_ASKS_FR if lang == "fr" else _ASKS_EN).search(text)
    if found is None and lang == "fr" and _INVERTED_FR.search(text):
        return re.findall(r"[\w']+", text)
    return re.findall(r"[\w']+", text[found.end():]) if found else None


def polarity(number: str, question: str, question_lang: str) -> str:
    """"yes" or "no" when the question asks yes or no about what the rule allows or forbids (one of the
    gist's `.yes` / `.no` verbs, in the question's language, among the words asked about), else "none"."""
    words = asked_words(question, question_lang)
    if not words or not has_message(gist_id(number)):
        return "none"
    attrs = attributes(gist_id(number), question_lang)
    found = [answer for answer in ("yes", "no")
             if any(w.startswith(fold(s.strip())) for s in attrs.get(answer, "").split(",") if s.strip()
                    for w in words)]
    return found[0] if len(found) == 1 else "none"


def timing_of(data: dict[str, Any]) -> dict[str, Any] | None:
    """The timing answer of a rules question ("can I play a land during combat?", bot/rules/timing.py), when
    the rule that decides it is the answer's first."""
    rules, timing = data.get("rules") or [], (data.get("question") or {}).get("timing")
    if not rules or not isinstance(timing, dict) or timing.get("rule") != rules[0].get("number"):
        return None
    return timing


def answer_polarity(data: dict[str, Any]) -> str:
    """"yes" / "no" when a rules question asks yes or no and its first rule answers it, else "none"."""
    rules, question = data.get("rules") or [], data.get("question") or {}
    timing = timing_of(data)
    if timing is not None:
        return "yes" if timing.get("allowed") else "no"
    if not rules or not question.get("text"):
        return "none"
    return polarity(str(rules[0].get("number")), str(question["text"]), str(question.get("lang") or "en"))


GLOSSARY_FILE = Path(__file__).with_name("locales") / "fr" / "glossary.toml"


@functools.cache
def glossary_names() -> dict[str, str]:
    """English glossary term -> its French name (locales/fr/glossary.toml)."""
    with open(GLOSSARY_FILE, "rb") as fh:
        return {str(k): str(v) for k, v in tomllib.load(fh)["terms"].items()}


@functools.lru_cache(maxsize=512)
def french_term(english: str) -> Noun | None:
    """The French name of a keyword or glossary term ("Ward" -> « la parade », "Mana Ability" -> « capacité
    de mana »): our table of glossary names first (locales/fr/glossary.toml), then the catalogue's keyword
    words (with their article), then the names printed on French cards (bare)."""
    key = english.strip().lower()
    own = next((v for k, v in glossary_names().items() if k.lower() == key), None)
    if own is not None:
        article = next((a for a in ("l'", "la ", "le ", "les ") if own.startswith(a)), "")
        return Noun(own[len(article):], "fr", article=article.strip())
    word = "ability-" + re.sub(r"[^a-z0-9]+", "_", key).strip("_")
    noun = word_noun(word, "fr") if not message_variables("fr", word) else None  # not "protection from …"
    if noun is not None:
        return noun
    for table in (french_keyword_names(),):
        names = next((v for k, v in table.items() if k.lower() == key), None)
        if names:
            return Noun(str(names[0]), "fr")
    return None


def term_name(english: str, lang: str) -> str:
    """A term's name to show as a label: the English glossary term, or its French name, capitalised."""
    if lang != "fr":
        return english
    found = french_term(english)
    return capitalise(found.text) if found is not None else say("rq-glossary-english", lang, term=english)


def section_title(number: str, lang: str, title: str = "") -> str:
    """The title a rule is shown under: a keyword's name for 701.N / 702.N, else its section's title."""
    if _KEYWORD_RULE.match(number) and title:
        return term_name(title, lang)
    key = "section-" + number[:3]
    if lang == "fr" or not title:
        return say(key, lang) if has_message(key) else title
    return title


def _keyword_line(rule: dict[str, Any], lang: str) -> str | None:
    """"Ward is a triggered ability (702.21a)." for a keyword's rule; None for another rule."""
    number, title, text = str(rule.get("number", "")), str(rule.get("title") or ""), str(rule.get("text") or "")
    keyword = _KEYWORD_RULE.match(number)
    if not keyword or not title:
        return None
    if lang == "fr":
        noun = french_term(title)
        if noun is None:
            return None
    else:
        # a keyword is a common noun ("first strike is…"); the rules title it in capitals ("First Strike")
        noun = word_noun("ability-" + re.sub(r"[^a-z0-9]+", "_", title.lower()).strip("_"), "en") \
            or Noun(title if "!" in title else title.lower(), "en")
    named = "article" if noun.article or lang != "fr" else "bare"
    if keyword.group(1) == "701":
        if re.search(r"\d[b-z]$", number):
            return None  # 701.6b says more than "counter is a keyword action"
        return say("rq-action", lang, name=noun, named=named, rule=number)
    several = _SEVERAL.match(text)
    if several:
        return say("rq-keyword-several", lang, name=noun, named=named, rule=number,
                   count=_SEVERAL_COUNT[several.group(1)])
    kind = _KIND.match(text)
    if kind is None and not number.endswith("a"):
        return None  # a later subrule of a keyword says more than what kind of ability it is
    return say("rq-keyword", lang, name=noun, named=named, rule=number,
               kind=kind.group(1).replace("characteristic-defining", "cda") if kind else "none")


def short_answer(data: dict[str, Any], lang: str) -> str:
    """The one line that answers a rules question first (the `summary` of a rules question's JSON)."""
    rules = data.get("rules") or []
    if not rules:
        note = str(data.get("note") or "").strip()
        return note or say("summary-no_rule", lang, note="")
    first = rules[0]
    number = str(first.get("number", ""))
    question = data.get("question") or {}
    asked = str(question.get("text") or "")
    asked_lang = "fr" if question.get("lang") == "fr" else "en" if question.get("lang") else lang
    timing = timing_of(data)
    if timing is not None:  # "can I play a land during combat?"
        return say("rq-timing", lang, allowed="yes" if timing.get("allowed") else "no", kind=str(timing.get("kind")),
                   moment=str(timing.get("moment")), rule=number, speed=str(timing.get("speed")))
    if has_message(gist_id(number)):
        return say("rq-answer", lang, answer=polarity(number, asked, asked_lang), gist=say(gist_id(number), lang),
                   rule=number)
    keyword = _keyword_line(first, lang)
    if keyword is not None:
        return keyword
    title = section_title(number, lang, str(first.get("title") or ""))
    sentence = first_sentence(str(first.get("text") or ""))
    if not sentence:
        return say("rq-rule", lang, rule=number, title=title)
    english = lang == "en" or english_quoted(data, lang)
    if english:  # quoted in “…”: a quotation inside it takes single quotes
        sentence = sentence.replace("“", "‘").replace("”", "’")
    return say("rq-rule-says", lang, rule=number, title=title, text=sentence, english="yes" if english else "no")


# where a sentence of the rules ends: a full stop (or ! ?), maybe closing a quotation, then a capital or the end;
# not after an abbreviation ("e.g.", "i.e."): the rules write those lower case, so a capital follows rarely
_SENTENCE_END = re.compile(r"[.!?][”\"’]?(?=\s+[A-Z“\"«]|\s*$)")
_ABBREVIATIONS = ("e.g.", "i.e.", "etc.", "vs.", "p.ex.", "c.-à-d.")
_SEE_ALSO = re.compile(r"\s*\((?:See|Voir)\b[^()]*\)\s*$")  # "(See rule 508, “Declare Attackers Step.”)"
MAX_SENTENCE = 280


def first_sentence(text: str, limit: int = MAX_SENTENCE) -> str:
    """The rule's first sentence, in its own words and language, to say what the rule says in one line: cut at
    the first full stop outside brackets (not an abbreviation's), without its "(See rule …)" pointer; a
    sentence longer than `limit` cut at its last clause boundary (a semicolon or comma) before it, with "…"."""
    text = " ".join(text.split())
    depth, end = 0, len(text)
    for i, char in enumerate(text):
        if char == "(":
            depth += 1
        elif char == ")":
            depth = max(0, depth - 1)
        elif depth == 0 and char in ".!?":
            found = _SENTENCE_END.match(text, i)
            if found and not text[: found.end()].endswith(_ABBREVIATIONS):
                end = found.end()
                break
    sentence = _SEE_ALSO.sub("", text[:end].strip()).strip()
    if sentence.endswith(":"):  # "The state-based actions are as follows:": the list is the rest of the rule
        sentence = sentence[:-1].rstrip() + "…"
    if len(sentence) > limit:
        cut = max(sentence.rfind("; ", 0, limit), sentence.rfind(", ", 0, limit))
        sentence = (sentence[:cut] if cut > limit // 3 else sentence[: sentence.rfind(" ", 0, limit)]).rstrip() + "…"
    return sentence


def asked_whole(data: dict[str, Any]) -> str | None:
    """The rule a question asked by its number when the answer shows it whole, its subrules in order
    ("what does 702.19 say?" -> "702.19"); None otherwise."""
    rules = data.get("rules") or []
    asked = str((data.get("question") or {}).get("text") or "")
    if len(rules) < 2:
        return None
    for found in re.finditer(r"(?<![\d.])(\d{3}(?:\.\d+)?)(?![\d.a-z])", asked):
        number = found.group(1)
        if all(str(r.get("number", "")).startswith(number) and str(r.get("number", "")) != number for r in rules):
            return number
    return None


def english_quoted(data: dict[str, Any], lang: str) -> bool:
    """A French answer quoting the English rules (no French edition imported: its note says so)."""
    return lang == "fr" and bool(data.get("note")) and bool(data.get("rules"))


def answer_lines(data: dict[str, Any], lang: str, markdown: bool = False) -> list[str]:
    """The body of a rules question's answer: the short answer, the answering rule under its header (a rule
    asked whole: all its subrules), the other rules under "see also", the glossary entries with their names
    in the asker's language, then the edition's note."""
    b = (lambda s: f"**{s}**") if markdown else (lambda s: s)
    code = (lambda s: f"`{s}`") if markdown else (lambda s: s)
    rules = list(data.get("rules") or [])
    out: list[str] = []
    summary = str(data.get("summary") or short_answer(data, lang))
    out += ["", b(summary)]
    english = "yes" if english_quoted(data, lang) else "no"
    if rules:
        first = rules[0]
        number = str(first.get("number", ""))
        whole = asked_whole(data)
        shown = rules if whole else [first]
        header = say("rq-header", lang, rule=whole or number,
                     title=section_title(number, lang, str(first.get("title") or "")), english=english)
        out += ["", b(header)]
        out += [f"{code(str(r['number']))} {r['text']}" for r in shown]
        rest = [r for r in rules if r not in shown]
        if rest:
            out += ["", b(say("rq-see_also", lang, english=english))]
            for r in rest:
                title = section_title(str(r.get("number", "")), lang, str(r.get("title") or ""))
                # the rule's text is appended, not a parameter: a message cuts a long parameter short
                item = say("rq-see_also-item", lang, rule=code(str(r["number"])), title=title)
                out.append(f"{item} {r['text']}")
    if data.get("glossary"):
        out += ["", b(say("rq-glossary", lang, english="yes" if lang == "fr" else "no"))]
        for g in data["glossary"]:
            term = str(g["term"])
            name = term_name(term, lang)
            label = name if name == term or term in name else say("rq-glossary-term", lang, name=name, term=term)
            out.append(say("text-labelled", lang, label=b(label), text=str(g["text"])))
    if data.get("note") and str(data["note"]).strip() != summary.strip():  # no rules: the note is the answer
        out += ["", str(data["note"])]
    return out
