"""Ranking the rules that answer a question asked in plain words (FREE_FORM.md section 3).

    found = rank_question("does a countered flashback spell get exiled?", store, "en")
    found.rules      # [number], best first, at most three
    found.terms      # [(glossary key, entry)] of the terms the question names

The question is put in the rules' English first: a French question goes through the French game
vocabulary (`questions_fr.toml`) and the French names of the glossary terms (`terms_fr.toml`), then
players' phrases become the rules' words (`questions_en.toml`: "hits 0 life" -> "0 or less life").
Candidate rules come from the full-text index, the rules the glossary entries of the named terms point
to (and their keyword rules), and the sections whose titles the question names ("block" -> 509 Declare
Blockers Step). Each candidate is scored by the question words its text has (rarer words weigh more,
words next to each other count more), plus the words of its section's title, plus a bonus for the
rules a named term points to; long rules pay a little for their length.

Nothing here words an answer: `service.RulesService.question` turns the numbers into `RuleText`s.
"""

from __future__ import annotations

import functools
import math
import re
import tomllib
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Protocol

from bot.rules.terms import english_for_french, fold, term_key
from foundation.keywords_fr import french_keyword_names

FRENCH_FILE = Path(__file__).with_name("questions_fr.toml")
PLAYERS_FILE = Path(__file__).with_name("questions_en.toml")
MAX_RULES = 3
MAX_GLOSSARY = 2
MAX_QUERY_WORDS = 12
SECTION_WEIGHT = 0.6  # a question word in the title of the rule's section, per word weight
PHRASE_BONUS = 1.5  # three words of the question in a row in the rule ("use the stack")
TERM_RULE_BONUS = 3.0  # a rule a named term's glossary entry points to
GENERIC_TERM_BONUS = 0.5
PRECISE_RULE_BONUS = 2.0  # more when the entry points to one subrule ("Illegal Target": 608.2b)
VARIANT_PENALTY = 2.5  # a rule of a variant or of multiplayer, for a question that names none of it
LENGTH_PENALTY = 1.5  # per e-fold of a rule's length beyond 300 characters: long rules match many words
# "Trample over planeswalkers is a variant of trample ...": a rule about a variant the question may not name
VARIANT_OF = re.compile(r"^(.+?) is a variant of ", re.I)
# a question that sets two terms side by side (questions_fr.toml puts « différence entre » in these words)
COMPARISON = re.compile(r"\bdifference between\b|\bdifferent from\b|\b(?:compare|versus|vs)\b")
# a rule the question names by its number ("702.19b", "rule 509", "règle 509")
NAMED_RULE = re.compile(r"(?<![\d.])(\d{3}\.\d+[a-z]?)(?![\d.])|(?:\brules?|\br[èe]gles?|\bcr)\s+(\d{3})(?![.\d])",
                        re.I)
NUMBER_WEIGHT = 0.3  # "one of two targets": the numbers say little about which rule answers
LISTED_WEIGHT = 0.4  # a question word a rule only names in a long list ("flying, first strike, ..., trample")
# a list of at least five short items: "flying, first strike, double strike, deathtouch, ..., and vigilance"
ENUMERATION = re.compile(r"(?:[\w’'-]+(?: [\w’'-]+){0,2}, ){4,}(?:and |or )?[\w’'-]+(?: [\w’'-]+){0,2}")
DEFINITION_BONUS = 3.0  # the rule that says what a named term is ("Trample is ...")
KEYWORD_PENALTY = 3.0  # a rule of a keyword (701.N, 702.N) the question doesn't name
KEYWORD_RULE = re.compile(r"70[12]\.\d+")
# a rule that only says what kind of ability a keyword is: "Deathtouch is a static ability."
KIND_ONLY = re.compile(r"^[^.]+ is an? (?:static|triggered|activated|evasion|keyword|characteristic-defining) "
                       r"ability(?: that modifies the rules for [^.]+)?\.(?: \(See [^)]*\))?$")
# a rule for one kind of game: "In a multiplayer game ...", "In a Two-Headed Giant game ..."
VARIANT_GAME = re.compile(r"^In (?:a|an|any) ((?:[\w-]+ ){0,3}?)(?:game|variant)s?\b")
# sections of variants: multiplayer (8xx), casual variants (9xx), and their card types
VARIANT_SECTIONS = re.compile(r"[89]\d\d|309|31[1-5]")

# Words that say nothing about which rule answers (EN, and FR left untranslated).
STOP = frozenset("""a an the of to in on at for with and or is are was be been do does did can could may might
will would should what whats which when why how who whom where if then than that this these those it its it's
i me my you your he she his her they them their we our there here about as by from into so such just any all some
not no nor only own same too very use uses used using get gets got go goes went happen happens happened happening
mean means meaning work works rule am im i'm what's that's there's who's how's where's when's isn't doesn't
don't can't won't aren't allowed able possible let lets okay ok still even really actually
exactly normally usually always ever already again anyway basically
rules cr comprehensive explain define definition tell please quick question hi hello hey judge judges thanks
le la les l un une des du de d et ou est sont que qu quoi qui quel quelle quels quelles quand comment pourquoi
ce c cette ces se s sa son ses il elle ils elles on je j tu vous nous y en au aux dans sur par pour avec pas ne
plus mais donc est-ce ca ça cela si peut peux veut dire fait font arrive passe regle regles autorise autorisee
droit possible quand-meme meme vraiment exactement normalement toujours deja encore alors bon bien""".split())
# Glossary terms so common that naming them says little about the rule that answers.
GENERIC_TERMS = frozenset({"ability", "card", "spell", "player", "object", "cost", "turn", "target", "creature",
                           "permanent", "effect", "game", "mana", "land", "counter", "damage", "life", "control",
                           "controller", "owner", "source", "zone", "hand", "library", "graveyard", "battlefield",
                           "stack", "cast", "play", "activate", "resolve", "draw", "attack", "block", "tap",
                           "untap", "destroy", "sacrifice", "discard", "exile", "instant", "sorcery", "artifact",
                           "enchantment", "planeswalker", "power", "toughness", "legal", "copy", "token"})
# Section titles' words that name no topic ("Casting Spells": "spell" is everywhere)
TITLE_STOP = frozenset({"step", "phase", "general", "rule", "spell", "ability", "object", "card", "player",
                        "effect", "additional", "miscellaneous", "handling", "type", "the", "and", "of", "a"})
NUMBER_WORDS = frozenset("one two three four five six seven eight nine ten zero".split())
_WEAK_TERMS = frozenset({"become", "becomes", "if", "choose", "may"})
_ARTICLES = frozenset({"a", "an", "the", "le", "la", "les", "l", "un", "une", "des", "du", "de", "d"})
# one token: a number ("702.19b" stays whole), an elided French article or pronoun ("l'", "d'", "qu'"), a word
_TOKEN = re.compile(r"\d+(?:\.\d+[a-z]?)?|(?:qu|[cdjlmnst])'|[a-z]+(?:[-'][a-z]+)*")
_WORD = re.compile(r"[a-z0-9]+(?:[-'][a-z0-9]+)*")
_IRREGULAR = {"died": "die", "dying": "die", "dead": "die"}
_DOUBLED = re.compile(r"([bdgkmnprt])\1$")  # "tapp" (tapping), "stopp": not "kill", "pass", "buzz"


class RulesSource(Protocol):
    """What ranking needs from the rules database (`bot.rules.store.RulesStore` has it)."""

    def latest(self, lang: str = "en") -> str | None: ...
    def rule(self, edition: str, lang: str, number: str) -> dict[str, Any] | None: ...
    def search(self, edition: str, lang: str, text: str, limit: int = 10) -> list[dict[str, Any]]: ...
    def glossary_entry(self, edition: str, lang: str, key: str) -> dict[str, Any] | None: ...
    def glossary_keys(self, edition: str, lang: str) -> list[str]: ...
    def titled_rules(self, edition: str, lang: str) -> dict[str, str]: ...
    def descendants(self, edition: str, lang: str, number: str, limit: int = -1) -> list[dict[str, Any]]: ...
    def rarity(self, word: str) -> float: ...


@dataclass
class Ranked:
    """The rules that answer a question, best first, and the glossary entries of the terms it names."""

    edition: str
    english: str  # the question in the rules' words
    translated: bool  # French game words were put in English
    rules: list[str] = field(default_factory=list)
    terms: list[tuple[str, dict[str, Any]]] = field(default_factory=list)
    scores: list[tuple[float, str]] = field(default_factory=list)  # every candidate's score (to tune, to test)
    subject: str = ""  # the one glossary term the whole question is about ("what is a token?")
    compared: tuple[str, ...] = ()  # the terms a "difference between A and B" question sets side by side

    def specific(self, term: str) -> bool:
        """Whether `term` says which rule answers: a rare term, or a common one the question is about."""
        return term not in GENERIC_TERMS or term == self.subject or term in self.compared


def tokens(text: str) -> list[str]:
    """The folded words and numbers of `text` ("d'endurance" -> "d'", "endurance")."""
    return _TOKEN.findall(fold(text))


@functools.lru_cache(maxsize=65536)
def stem(word: str) -> str:
    """A crude English stem, the same for the question and the rules ("abilities" ~ "ability");
    kept per word (ranking a question stems every word of every candidate rule)."""
    w = word.lower().strip("'’")
    if w.endswith("'s"):
        w = w[:-2]
    if w in _IRREGULAR:
        return _IRREGULAR[w]
    for suffix, repl in (("ies", "y"), ("ing", ""), ("ed", "")):
        if w.endswith(suffix) and len(w) - len(suffix) >= 3:
            w = w[: -len(suffix)] + repl
            # "tapping" ~ "tap", "resolving" ~ "resolve": no doubled last consonant, no silent "e"
            return w[:-1] if suffix in ("ing", "ed") and _DOUBLED.search(w) else w
    if w.endswith(("sses", "xes", "zes", "ches", "shes")):
        return w[:-2]
    if w.endswith("s") and not w.endswith("ss") and len(w) > 3:
        w = w[:-1]
    return w[:-1] if w.endswith("e") and len(w) > 4 and not w.endswith(("ee", "ye")) else w


def words_of(text: str) -> list[str]:
    return _WORD.findall(fold(text))


def _phrases(table: dict[str, list[str]], plurals: bool = False) -> list[tuple[tuple[str, ...], str]]:
    out: list[tuple[tuple[str, ...], str]] = []
    written = {tuple(tokens(str(phrase))) for phrases in table.values() for phrase in phrases}
    for target, phrases in table.items():
        for phrase in phrases:
            folds = tuple(tokens(str(phrase)))
            if folds:
                out.append((folds, str(target).lower()))
                plural = french_plural(folds) if plurals else folds
                if plural not in written:  # a plural written in the table says where it goes itself
                    written.add(plural)
                    out.append((plural, str(target).lower()))
    out.sort(key=lambda item: -len(item[0]))
    return out


_FRENCH_LINKS = frozenset({"de", "d'", "du", "des", "sur", "a", "au", "en", "par", "pour", "avec", "sans", "qui",
                           "que"})


def french_plural(folds: tuple[str, ...]) -> tuple[str, ...]:
    """The plural of a French noun phrase, as folded tokens: its words before the first linking word ("effet
    de remplacement" -> "effets de remplacement", "capacite declenchee" -> "capacites declenchees")."""
    out: list[str] = []
    for i, word in enumerate(folds):
        if word in _FRENCH_LINKS or word.endswith("'"):
            return (*out, *folds[i:])
        out.append(word if word.endswith(("s", "x", "z")) or not word.isalpha() else word + "s")
    return tuple(out)


@functools.lru_cache(maxsize=1)
def french_vocabulary() -> list[tuple[tuple[str, ...], str]]:
    """(French phrase as folded tokens, English words), longest phrases first: the game vocabulary and
    the French names of the glossary terms."""
    with open(FRENCH_FILE, "rb") as fh:
        data = tomllib.load(fh)
    table: dict[str, list[str]] = {str(k): list(v) for k, v in data.get("words", {}).items()}
    for english, names in english_for_french().items():
        table.setdefault(english.lower(), []).extend(names)
    for english, names in french_keyword_names().items():  # « parade », « dévorement »: the printed names
        table.setdefault(english.lower(), []).extend(names)
    return _phrases(table, plurals=True)


@functools.lru_cache(maxsize=1)
def players_words() -> list[tuple[tuple[str, ...], str]]:
    """(a player's phrase as folded tokens, the rules' words), longest phrases first."""
    with open(PLAYERS_FILE, "rb") as fh:
        data = tomllib.load(fh)
    return _phrases({str(k): list(v) for k, v in data.get("words", {}).items()})


def rewrite(text: str, vocab: list[tuple[tuple[str, ...], str]]) -> tuple[str, bool]:
    """`text` with every phrase of `vocab` replaced (longest first); whether any was."""
    folds = tokens(text)
    by_first: dict[str, list[tuple[tuple[str, ...], str]]] = {}
    for phrase, target in vocab:
        by_first.setdefault(phrase[0], []).append((phrase, target))
    out: list[str] = []
    changed = False
    i = 0
    while i < len(folds):
        for phrase, target in by_first.get(folds[i], ()):
            if tuple(folds[i: i + len(phrase)]) == phrase:
                out.append(target)
                changed = True
                i += len(phrase)
                break
        else:
            out.append(folds[i])
            i += 1
    return " ".join(out), changed


@functools.lru_cache(maxsize=1)
def situations() -> list[tuple[tuple[tuple[tuple[str, ...], ...], ...], tuple[tuple[str, ...], ...], str]]:
    """(groups of phrases as stems, phrases that rule it out, the rules' words) from the `[[situation]]`
    tables of questions_en.toml: a question holding a phrase of every group, and none of `unless`, is about
    that situation."""
    with open(PLAYERS_FILE, "rb") as fh:
        data = tomllib.load(fh)
    out: list[tuple[tuple[tuple[tuple[str, ...], ...], ...], tuple[tuple[str, ...], ...], str]] = []
    for entry in data.get("situation", ()):
        groups = tuple(tuple(tuple(stem(w) for w in words_of(str(phrase))) for phrase in group)
                       for group in entry["when"])
        unless = tuple(tuple(stem(w) for w in words_of(str(phrase))) for phrase in entry.get("unless", ()))
        out.append((groups, unless, str(entry["means"]).lower()))
    return out


def with_situations(english: str) -> str:
    """`english` followed by the rules' words of every situation it describes ("my bolt's target got
    bounced" -> "... illegal target"): a situation is described in many ways, the rules say it in one."""
    stems = tuple(stem(w) for w in words_of(english))

    def holds(phrase: tuple[str, ...]) -> bool:
        n = len(phrase)
        return n > 0 and any(stems[i: i + n] == phrase for i in range(len(stems) - n + 1))

    added = [means for groups, unless, means in situations()
             if all(any(holds(p) for p in group) for group in groups) and not any(holds(p) for p in unless)
             and means not in english]
    return " ".join([english, *added])


def in_rules_words(text: str, french: bool) -> tuple[str, bool]:
    """The question in the rules' English; whether French game words were translated."""
    translated = False
    if french:
        text, translated = rewrite(text, french_vocabulary())
    return with_situations(rewrite(text, players_words())[0]), translated


def rank_question(text: str, store: RulesSource, lang: str = "en") -> Ranked | None:
    """The best rules (at most three) and the named terms for a rules question; None without rules."""
    edition = store.latest("en")
    if edition is None:
        return None
    english, translated = in_rules_words(text, lang == "fr")
    found = Ranked(edition, english, translated)
    by_number = [n for m in NAMED_RULE.finditer(text) for n in [m.group(1) or m.group(2)]
                 if store.rule(edition, "en", n) is not None]
    if by_number:  # "what is rule 702.19b?": that rule, not another that mentions it
        found.rules = list(dict.fromkeys(by_number))[:3]
        return found
    query = [w for w in words_of(english) if (w not in STOP and len(w) > 1) or w.isdigit()]
    if not query:
        return found
    terms = _terms([w for w in words_of(english) if w not in _ARTICLES], store, edition)
    found.terms = terms
    # "what is a token?": a question about one term, common as it is, is about that term
    term_words = {stem(w) for t, _ in terms for w in words_of(t)}
    if len(terms) == 1 and {stem(w) for w in query} <= term_words:
        found.subject = terms[0][0]
    if COMPARISON.search(english) and len(terms) >= 2:  # "the difference between exile and graveyard"
        found.compared = tuple(t for t, _ in terms[:2])
        english = COMPARISON.sub(" ", english)  # the rule that answers compares nothing itself
        query = [w for w in words_of(english) if (w not in STOP and len(w) > 1) or w.isdigit()]
    candidates: dict[str, float] = {}
    for term, entry in terms:
        for number in entry.get("rules") or ():
            bonus = TERM_RULE_BONUS if found.specific(term) else GENERIC_TERM_BONUS
            if term not in GENERIC_TERMS and re.fullmatch(r"\d{3}\.\d+[a-z]", number):
                bonus += PRECISE_RULE_BONUS  # the glossary names the very subrule ("Illegal Target": 608.2b)
            candidates[number] = candidates.get(number, 0.0) + bonus
        titled = store.titled_rules(edition, "en").get(term)
        if titled:
            candidates[titled] = candidates.get(titled, 0.0) + 1.0
    hits = store.search(edition, "en", " ".join(query[:MAX_QUERY_WORDS]), limit=40)
    for term, entry in terms:  # the rules that use a named term (and its plural) as a phrase
        if term not in GENERIC_TERMS:
            name = str(entry["term"])
            hits += store.search(edition, "en", name, limit=25)
            hits += store.search(edition, "en", name[:-1] + "ies" if name.endswith("y") else name + "s", limit=25)
    for row in hits:
        candidates.setdefault(row["number"], 0.0)
    stems = [stem(w) for w in query]
    titles = _section_titles(store, edition)
    for section in _named_sections(stems, titles):  # "can a tapped creature block?" -> 509 Declare Blockers
        candidates.setdefault(section, 0.0)
    texts: dict[str, str] = {}
    for number in list(candidates):
        found_row = store.rule(edition, "en", number)
        if found_row is None or not found_row.get("text"):
            candidates.pop(number)
            continue
        texts[number] = found_row["text"]
    # the children of a heading or a keyword rule ("603" -> 603.1..., "702.34" -> 702.34a...) are
    # candidates too; a heading itself ("Handling Triggered Abilities") answers nothing
    for number in list(texts):
        heading = _is_heading(texts[number])
        if re.fullmatch(r"\d{3}(?:\.\d+)?", number):
            for child in store.descendants(edition, "en", number, 120):
                if child.get("text"):
                    texts[child["number"]] = child["text"]
                    bonus = candidates.get(number, 0.0) * (0.8 if heading else 0.5)
                    candidates[child["number"]] = max(candidates.get(child["number"], 0.0), bonus)
        if heading:
            texts.pop(number)
            candidates.pop(number, None)
    weights = _weights(query, store)
    phrases = {t for t in _trigrams(words_of(english)) if any(w not in STOP and w not in NUMBER_WORDS for w in t)}
    # the sections the question names: by a section title's word, or a named term's rules
    named = {n for n, title in titles.items() if title & set(stems)}
    named |= {str(r)[:3] for t, e in terms if t not in GENERIC_TERMS for r in e.get("rules") or ()}
    term_stems = [[stem(w) for w in words_of(t)] for t, _ in terms if found.specific(t)]
    subjects = [[stem(w) for w in words_of(t)] for t, _ in terms if t in GENERIC_TERMS and _after_article(t, english)]
    # two keywords side by side ("first strike and deathtouch"): what each does, not what kind of ability it is
    keywords = {t: {m.group() for r in e.get("rules") or () for m in [KEYWORD_RULE.match(str(r))] if m}
                for t, e in terms}
    combined = sum(1 for t, rules in keywords.items() if rules and found.specific(t)) >= 2 and not found.compared
    effects = {n[:-1] + "b" for n, t in texts.items() if combined and n.endswith("a") and KIND_ONLY.match(t)}
    linked = {r for rules in keywords.values() for r in rules}  # the keywords' rules the question names
    # "what's a replacement effect?": the glossary sends to section 614, whose first rule introduces them
    introduces = {str(r) if "." in str(r) else f"{r}.1" for t, e in terms if t == found.subject
                  for r in e.get("rules") or ()}
    keyword_titles = _keyword_titles(store, edition)
    scored: list[tuple[float, str]] = []
    for number, text_ in texts.items():
        have = _stems_of(text_)
        listed = _listed_only(text_)
        score = sum(weights[s] * (LISTED_WEIGHT if s in listed else 1.0) for s in set(stems) if s in have)
        score += _bigram_bonus(stems, text_)
        score += PHRASE_BONUS if phrases & _text_trigrams(text_) else 0.0
        score += candidates.get(number, 0.0)
        title = titles.get(number[:3], frozenset())
        score += SECTION_WEIGHT * sum(weights[s] for s in set(stems) if s in title and s not in have)
        opening = _opening(text_)
        variant = VARIANT_OF.match(text_)
        if variant:
            pass  # "Protection from everything is a variant of ...": not the rule that says what protection is
        elif combined and KIND_ONLY.match(text_):
            score -= DEFINITION_BONUS  # "Deathtouch is a static ability." says nothing of deathtouch with first strike
        elif number in effects:
            score += DEFINITION_BONUS  # what a keyword does, for a question about two keywords together
        elif any(_specialises(opening, ts, set(stems)) for ts in term_stems):
            score -= DEFINITION_BONUS  # "A triggered mana ability ..." is not about every triggered ability
        elif any(ts and opening[: len(ts)] == ts and not _numbered(opening[len(ts):]) for ts in term_stems) or \
                any(_defines(text_, ts) for ts in term_stems):
            score += DEFINITION_BONUS  # the rule that says what a term the question names is ("Trample is ...")
        if number in introduces:
            score += DEFINITION_BONUS / 2  # the first rule of the section the glossary sends the term to
        elif any(ts and opening[: len(ts)] == ts for ts in subjects):
            score += 1.5  # a rule about what the question is about ("what happens to a token ...": "A token ...")
        keyword = KEYWORD_RULE.match(number)
        if keyword and keyword.group() not in linked and not keyword_titles.get(keyword.group(), set()) & set(stems):
            score -= KEYWORD_PENALTY  # storm's rule copies spells too, but the question names no storm
        score -= LENGTH_PENALTY * math.log(max(1.0, len(text_) / 300))
        if re.fullmatch(r"\d{3}\.\d+[a-z]", number):
            score += 0.2  # a subrule says one precise thing
        if VARIANT_SECTIONS.fullmatch(number[:3]) and number[:3] not in named:
            score -= VARIANT_PENALTY  # "how many cards in hand?" is not about Two-Headed Giant
        game = VARIANT_GAME.match(text_)
        if game and not {stem(w) for w in words_of(game.group(1))} & set(stems):
            score -= VARIANT_PENALTY  # "In a multiplayer game, the first mulligan ..." for "how do mulligans work?"
        if variant and not {stem(w) for w in words_of(variant.group(1))} <= set(stems):
            score -= 3 * VARIANT_PENALTY  # "trample with deathtouch" is not about trample over planeswalkers
        scored.append((score, number))
    scored.sort(key=lambda item: (-item[0], item[1]))
    best = scored[0][0] if scored else 0.0
    found.rules = [n for s, n in _covering(scored, terms, found)[:MAX_RULES] if s > 0 and s >= 0.5 * best]
    if found.rules and not named_terms(found) and len(set(stems) & _stems_of(texts[found.rules[0]])) < 2:
        found.rules = []  # one common word in common ("what does the zzqx rule say?") answers nothing
    found.scores = scored
    return found


def _covering(scored: list[tuple[float, str]], terms: list[tuple[str, dict[str, Any]]],
              found: Ranked) -> list[tuple[float, str]]:
    """The best rules, with a place among the first three for each specific term the question names: "does
    a creature with defender untap during the untap step?" is about the untap step *and* defender. A term is
    covered by a rule its glossary entry points to, or a subrule of one; each term's best rule comes in
    (when it scores at least half the best), the rest by score."""
    if not scored:
        return scored
    best = scored[0][0]
    chosen = [scored[0]]
    for term, entry in terms:
        if not found.specific(term) or len(chosen) >= MAX_RULES:
            continue
        linked = [str(r) for r in entry.get("rules") or ()]
        if not linked:
            continue

        def covers(number: str, linked: list[str] = linked) -> bool:
            return any(number == r or number.startswith(r) and not number[len(r)].isdigit() for r in linked)

        if any(covers(n) for _, n in chosen):
            continue
        first = next(((sc, n) for sc, n in scored if covers(n)), None)
        if first is not None and first[0] >= 0.5 * best:
            chosen.append(first)
    rest = [item for item in scored if item not in chosen]
    head = sorted(chosen, key=lambda item: (-item[0], item[1]))
    return head + rest


def named_terms(found: Ranked) -> list[tuple[str, dict[str, Any]]]:
    """The glossary entries worth showing with the answer: the specific terms (or the one term the question is
    about), at most two."""
    return [(t, e) for t, e in found.terms if found.specific(t)][:MAX_GLOSSARY]


def _terms(query: Sequence[str], store: RulesSource, edition: str,
           key: Callable[[str], str] = term_key) -> list[tuple[str, dict[str, Any]]]:
    """Glossary entries the question names, longest terms first (each entry once)."""
    keys = set(store.glossary_keys(edition, "en"))
    words = [key(w) for w in query]
    found: list[tuple[str, dict[str, Any]]] = []
    seen: set[str] = set()
    used = [False] * len(words)
    for size in (4, 3, 2, 1):
        for i in range(len(words) - size + 1):
            if any(used[i: i + size]):
                continue
            k = " ".join(words[i: i + size])
            if k in keys and not all(w in STOP or w in _WEAK_TERMS for w in k.split()):
                entry = store.glossary_entry(edition, "en", k)
                if entry is not None and entry["term"] not in seen:
                    seen.add(entry["term"])
                    found.append((k, entry))
                    for j in range(i, i + size):
                        used[j] = True
    found.sort(key=lambda item: (item[0] in GENERIC_TERMS, -len(item[0].split())))
    return found


def _keyword_titles(store: RulesSource, edition: str) -> dict[str, set[str]]:
    """A keyword's rule ("702.40") -> the stems of its name ("storm")."""
    out: dict[str, set[str]] = {}
    for key, number in store.titled_rules(edition, "en").items():
        if KEYWORD_RULE.fullmatch(number):
            out.setdefault(number, set()).update(stem(w) for w in words_of(key))
    return out


def _numbered(rest: Sequence[str]) -> bool:
    """Whether a rule's opening term is followed by a number: "Layer 1: ..." is one item of a list, not what
    layers are."""
    return bool(rest) and rest[0][:1].isdigit()


def _defines(text: str, term: Sequence[str]) -> bool:
    """Whether the first clause of a rule ends by naming `term` as what something is: "Some continuous
    effects are replacement effects." defines replacement effects, "... are mana abilities, which ..." too."""
    first = _first_clause(text)
    return len(first) > len(term) and first[-len(term):] == tuple(term) and first[-len(term) - 1] in ("is", "are")


@functools.lru_cache(maxsize=16384)
def _opening(text: str) -> list[str]:
    """The stems of a rule's first words, articles left out (kept per text)."""
    return [stem(w) for w in words_of(text)[:6] if w not in _ARTICLES]


@functools.lru_cache(maxsize=16384)
def _first_clause(text: str) -> tuple[str, ...]:
    """The stems of a rule's first clause, articles left out (kept per text, see `_stems_of`)."""
    return tuple(stem(w) for w in words_of(re.split(r"[.,;]", text, maxsplit=1)[0]) if w not in _ARTICLES)


def _specialises(opening: Sequence[str], term: Sequence[str], asked: set[str]) -> bool:
    """Whether a rule opens on a kind of `term` the question doesn't ask about: "A triggered mana ability"
    for "triggered ability" (a word the question doesn't have slipped inside the term)."""
    n = len(term)
    if n < 2 or len(opening) <= n or list(opening[:n]) == list(term) or opening[0] != term[0]:
        return False
    inside = list(opening[: n + 1])
    for i in range(1, n):
        if inside[:i] + inside[i + 1:] == list(term) and inside[i] not in asked:
            return True
    return False


def _section_titles(store: RulesSource, edition: str) -> dict[str, frozenset[str]]:
    """Section number ("509") -> the stems of its title's topic words ("declare", "blocker")."""
    out: dict[str, frozenset[str]] = {}
    for key, number in store.titled_rules(edition, "en").items():
        if re.fullmatch(r"\d{3}", number):
            out[number] = frozenset(stem(w) for w in key.split() if w not in TITLE_STOP and len(w) > 2)
    return out


def _named_sections(stems: Sequence[str], titles: dict[str, frozenset[str]]) -> list[str]:
    """The sections whose title holds a question word, or a word the question word begins ("block" in
    "blocker"), when few sections do (a word in many titles names no section)."""
    wanted = {s for s in stems if len(s) > 3}
    out: list[str] = []
    for s in wanted:
        sections = [n for n, title in titles.items() if any(t == s or t.startswith(s) for t in title)]
        if len(sections) <= 3:
            out.extend(sections)
    return out


@functools.lru_cache(maxsize=16384)
def _listed_only(text: str) -> frozenset[str]:
    """The stems a rule names only inside a long list: 122.1b lists fifteen keywords a keyword counter can
    be, which says nothing about how deathtouch and trample work together."""
    spans = [m.span() for m in ENUMERATION.finditer(text)]
    if not spans:
        return frozenset()
    inside = {stem(w) for a, b in spans for w in words_of(text[a:b])}
    outside = "".join(text[b:a] for (_, b), (a, _) in zip([(0, 0), *spans], [*spans, (len(text), 0)], strict=True))
    return frozenset(inside - _stems_of(outside))


@functools.lru_cache(maxsize=16384)
def _stems_of(text: str) -> frozenset[str]:
    """The stems of a rule's words; a word in "un-" also stands for the word it negates: the rule that
    answers "can a tapped creature block?" says blockers "must be untapped". Kept per text: every
    question ranks many of the same rules."""
    out = set()
    for w in words_of(text):
        out.add(stem(w))
        if w.startswith("un") and len(w) >= 5:
            out.add(stem(w[2:]))
        if "-" in w:  # "control-changing effects" are about control
            out.update(stem(part) for part in w.split("-") if len(part) > 2)
    return frozenset(out)


def _weights(query: Sequence[str], store: RulesSource) -> dict[str, float]:
    """Rarer question words weigh more: each stem weighs as its rarest word is rare in the whole rules
    ("cast" is in hundreds of rules, "illegal" in a few dozen); numbers, in words or digits, weigh little."""
    out: dict[str, float] = {}
    for w in query:
        s = stem(w)
        weight = store.rarity(w) * (NUMBER_WEIGHT if w in NUMBER_WORDS or w.isdigit() else 1.0)
        out[s] = max(out.get(s, 0.0), weight)
    return out


def _after_article(term: str, text: str) -> bool:
    """Whether the question names `term` after an article ("a token", "the stack"): what it is about."""
    return re.search(rf"\b(?:a|an|the|any|each)\s+{re.escape(term)}", text) is not None


@functools.lru_cache(maxsize=16384)
def _text_trigrams(text: str) -> frozenset[tuple[str, ...]]:
    """`_trigrams` of a rule's text, kept per text (see `_stems_of`)."""
    return frozenset(_trigrams(words_of(text)))


def _trigrams(words: Sequence[str]) -> set[tuple[str, ...]]:
    """Three words in a row, stemmed, little words included: "use the stack"."""
    stems = [stem(w) for w in words]
    return set(zip(stems, stems[1:], stems[2:], strict=False))


def _bigram_bonus(stems: Sequence[str], text: str) -> float:
    """Question words next to each other that are next to each other in the rule (either order)."""
    pairs = _text_pairs(text)
    return sum(0.75 for pair in zip(stems, stems[1:], strict=False) if pair in pairs)


@functools.lru_cache(maxsize=16384)
def _text_pairs(text: str) -> frozenset[tuple[str, str]]:
    """The stems next to each other in a rule, either order, little words left out (kept per text)."""
    rule_stems = [stem(w) for w in words_of(text) if w not in STOP]
    return frozenset(zip(rule_stems, rule_stems[1:], strict=False)) | \
        frozenset(zip(rule_stems[1:], rule_stems, strict=False))


def _is_heading(text: str) -> bool:
    return len(text) < 60 and "." not in text
