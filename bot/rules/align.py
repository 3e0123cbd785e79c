"""Align an old edition's rule numbers with the current edition's, by comparing texts.

Forum posts quote numbers from every era ("409.1g" in 2008 is "601.2g" today, "422" is
"732"). For each numbered item of an old edition we look for the most similar item of the
current one and keep a similarity score in [0, 1]:

* the texts are normalised first, so that wording that changed across editions compares
  equal ("play a spell" / "cast", "in play" / "on the battlefield", "removed from the game" /
  "exile", "he or she" / "they");
* untitled rules and subrules are compared by TF-IDF cosine similarity; candidates come from
  an inverted index over the distinctive words, and the one whose parent is the counterpart of
  the old rule's parent wins ties (sections and rules are aligned before their subrules);
* titled items (sections such as "422. Handling Illegal Actions", keyword rules such as
  "502.24. Madness") are compared by title and by the text of everything under them.

A small hand-checked table (`align_fixes.toml`) corrects the few counterparts the texts get
wrong; those carry `method="hand"` and keep the computed score for reference.
"""

from __future__ import annotations

import math
import re
import tomllib
from collections import defaultdict
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from pathlib import Path

from rapidfuzz import fuzz

from bot.rules.terms import fold

FIXES_FILE = Path(__file__).with_name("align_fixes.toml")

# How sure: a score at or above HIGH is "high", at or above MEDIUM "medium", else "low".
HIGH = 0.75
MEDIUM = 0.5


@dataclass(frozen=True, slots=True)
class AlignItem:
    number: str
    kind: str
    title: str
    text: str
    parent: str | None


@dataclass(frozen=True, slots=True)
class Match:
    old_number: str
    new_number: str | None
    score: float
    method: str  # "text" | "title" | "hand"
    runner_up: str | None = None
    runner_up_score: float = 0.0


def confidence(score: float, method: str) -> str:
    if method == "hand":
        return "checked"
    if score >= HIGH:
        return "high"
    if score >= MEDIUM:
        return "medium"
    return "low"


# --- text normalisation ------------------------------------------------------------------

_PHRASES = [
    (re.compile(r"\bhe or she\b|\bshe or he\b"), "they"),
    (re.compile(r"\bhis or her\b|\bher or his\b"), "their"),
    (re.compile(r"\bhim or her\b"), "them"),
    (re.compile(r"\bhimself or herself\b"), "themselves"),
    (re.compile(r"\b(?:comes?|came|coming|put|puts|putting|enters?|entering) (?:into|onto) play\b"),
     "enters battlefield"),
    (re.compile(r"\b(?:in|into|onto|from) play\b"), " battlefield "),
    (re.compile(r"\bremoved?(?:-| )from(?:-| )the(?:-| )game\b"), "exile"),
    (re.compile(r"\bstate-based effects?\b"), "state-based actions"),
    (re.compile(r"\bdoesn't resolve\b|\bis countered on resolution\b"), "countered"),
    (re.compile(r"[’‘`]"), "'"),
]
_TOKEN = re.compile(r"[a-z0-9]+(?:'[a-z]+)?")
_SYNONYMS = {
    "play": "cast", "plays": "cast", "played": "cast", "playing": "cast",
    "casts": "cast", "casting": "cast",
    "activate": "cast", "activates": "cast", "activated": "cast", "activating": "cast", "activation": "cast",
    "exiled": "exile", "exiles": "exile", "exiling": "exile",
    "countered": "counter", "counters": "counter",
}
_STOP = frozenset(
    "a an the of to in on at by for and or is are be been it its it's this that these those with as "
    "if then than any all each one two can can't may must would will do does doesn't don't isn't "
    "from into onto other another such so not no there their they them what which who whom when "
    "while has have had see rule rules example".split()
)


def tokens(text: str) -> list[str]:
    s = fold(text).replace("_", " ")
    for rx, rep in _PHRASES:
        s = rx.sub(rep, s)
    out = []
    for t in _TOKEN.findall(s):
        if t.endswith("'s"):
            t = t[:-2]
        t = _SYNONYMS.get(t, t)
        if t in _STOP or len(t) < 2 or t.isdigit():
            continue
        if len(t) > 4 and t.endswith("ies"):
            t = t[:-3] + "y"
        elif len(t) > 3 and t.endswith("s") and not t.endswith("ss"):
            t = t[:-1]
        out.append(t)
    return out


def norm_title(title: str) -> str:
    return " ".join(tokens(title)) or fold(title)


# --- vectors ------------------------------------------------------------------------------


class _Space:
    """TF-IDF vectors over the documents of both editions."""

    def __init__(self, docs: Iterable[list[str]]) -> None:
        df: dict[str, int] = defaultdict(int)
        n = 0
        for toks in docs:
            n += 1
            for t in set(toks):
                df[t] += 1
        self.n = max(n, 1)
        self.idf = {t: math.log((1 + self.n) / (1 + d)) + 1.0 for t, d in df.items()}

    def vector(self, toks: list[str]) -> dict[str, float]:
        tf: dict[str, int] = defaultdict(int)
        for t in toks:
            tf[t] += 1
        vec = {t: (1.0 + math.log(c)) * self.idf.get(t, 1.0) for t, c in tf.items()}
        norm = math.sqrt(sum(v * v for v in vec.values())) or 1.0
        return {t: v / norm for t, v in vec.items()}


def _dot(a: dict[str, float], b: dict[str, float]) -> float:
    if len(a) > len(b):
        a, b = b, a
    return sum(v * b.get(t, 0.0) for t, v in a.items())


def _is_titled(item: AlignItem) -> bool:
    return bool(item.title) and item.kind in ("chapter", "section", "rule")


def _aggregate_tokens(items: Sequence[AlignItem], per_item: dict[str, list[str]]) -> dict[str, list[str]]:
    """Tokens of each titled item: its title (weighted) plus the text of everything under it."""
    children: dict[str, list[str]] = defaultdict(list)
    for it in items:
        if it.parent:
            children[it.parent].append(it.number)
    out: dict[str, list[str]] = {}

    def collect(num: str, acc: list[str], depth: int) -> None:
        for c in children.get(num, ()):
            acc.extend(per_item[c])
            if depth < 3:
                collect(c, acc, depth + 1)

    for it in items:
        if _is_titled(it):
            acc = tokens(it.title) * 3
            collect(it.number, acc, 0)
            out[it.number] = acc
    return out


# --- hand-checked corrections ---------------------------------------------------------------


def load_fixes(path: Path = FIXES_FILE) -> list[dict]:
    try:
        with open(path, "rb") as fh:
            data = tomllib.load(fh)
    except FileNotFoundError:
        return []
    return list(data.get("fix", []))


def fixes_for(old_edition: str, new_edition: str, fixes: list[dict] | None = None) -> dict[str, str]:
    out: dict[str, str] = {}
    for f in load_fixes() if fixes is None else fixes:
        if old_edition in f.get("old_editions", ()) and new_edition == f.get("new_edition"):
            out[str(f["old"])] = str(f["new"])
    return out


# --- the alignment ---------------------------------------------------------------------------

_DEPTH = {"chapter": 0, "section": 1, "rule": 2, "subrule": 3}


def align(old: Sequence[AlignItem], new: Sequence[AlignItem], fixes: dict[str, str] | None = None) -> list[Match]:
    """The counterpart in `new` of every item of `old`, with a similarity score."""
    fixes = fixes or {}
    old_tok = {it.number: tokens(it.text if not _is_titled(it) else it.title) for it in old}
    new_tok = {it.number: tokens(it.text if not _is_titled(it) else it.title) for it in new}
    old_agg = _aggregate_tokens(old, old_tok)
    new_agg = _aggregate_tokens(new, new_tok)

    space = _Space(list(old_tok.values()) + list(new_tok.values()))
    agg_space = _Space(list(old_agg.values()) + list(new_agg.values()))
    new_vec = {n: space.vector(t) for n, t in new_tok.items()}
    new_by_num = {it.number: it for it in new}
    new_children: dict[str, list[str]] = defaultdict(list)
    for it in new:
        if it.parent:
            new_children[it.parent].append(it.number)

    # Inverted index over the distinctive words of the plain (untitled) new items.
    cap = max(40, len(new) // 12)
    index: dict[str, list[tuple[str, float]]] = defaultdict(list)
    for num, vec in new_vec.items():
        if _is_titled(new_by_num[num]):
            continue
        for t, w in vec.items():
            index[t].append((num, w))
    index = {t: p for t, p in index.items() if len(p) <= cap}

    titled_new = [it for it in new if _is_titled(it)]
    titled_new_titles = [norm_title(it.title) for it in titled_new]
    new_agg_vec = {n: agg_space.vector(t) for n, t in new_agg.items()}

    result: dict[str, Match] = {}
    for it in sorted(old, key=lambda x: (_DEPTH.get(x.kind, 3), x.number)):
        parent_match = result.get(it.parent) if it.parent else None
        expected_parent = parent_match.new_number if parent_match and parent_match.score >= MEDIUM else None
        if _is_titled(it):
            match = _align_titled(it, old_agg.get(it.number, []), agg_space, titled_new, titled_new_titles,
                                  new_agg_vec, expected_parent)
        else:
            match = _align_plain(it, space.vector(old_tok[it.number]), index, new_vec, new_by_num, new_children,
                                 expected_parent)
        fixed = fixes.get(it.number)
        if fixed:
            if fixed == match.new_number:
                match = Match(it.number, fixed, match.score, "hand", match.runner_up, match.runner_up_score)
            else:
                sim = _dot(space.vector(old_tok[it.number]), new_vec[fixed]) if fixed in new_vec else 0.0
                match = Match(it.number, fixed, round(sim, 3), "hand", match.new_number, match.score)
        result[it.number] = match
    _vote(old, result, new_by_num, old_tok, space, new_vec, fixes)
    return [result[it.number] for it in old]


def _vote(old, result, new_by_num, old_tok, space, new_vec, fixes) -> None:
    """Bottom-up check: a rule whose subrules mostly moved under one new rule moved there too.

    The 2008 rule 409.1 covered spells and activated abilities alike, so its text reads about
    as close to today's 602.2 as to 601.2; but its subrules 409.1e-i became 601.2d-i.
    """
    children: dict[str, list[str]] = defaultdict(list)
    for it in old:
        if it.parent:
            children[it.parent].append(it.number)
    for it in old:
        if it.kind != "rule" or _is_titled(it) or it.number in fixes:
            continue
        kids = [result[c] for c in children.get(it.number, ()) if result[c].new_number and result[c].score >= MEDIUM]
        if len(kids) < 3:
            continue
        votes: dict[str, int] = defaultdict(int)
        for k in kids:
            parent = new_by_num[k.new_number].parent if k.new_number in new_by_num else None
            if parent and new_by_num.get(parent) is not None and new_by_num[parent].kind == "rule":
                votes[parent] += 1
        if not votes:
            continue
        winner, count = max(votes.items(), key=lambda kv: kv[1])
        share = count / len(kids)
        current = result[it.number]
        if winner == current.new_number or share < 0.5:
            continue
        sim = _dot(space.vector(old_tok[it.number]), new_vec[winner])
        if sim < 0.35:
            continue
        score = round(min(1.0, 0.5 * sim + 0.5 * share), 3)
        result[it.number] = Match(it.number, winner, score, "text", current.new_number, current.score)


def _align_titled(it, agg_tokens, agg_space, titled_new, titled_titles, new_agg_vec, expected_parent) -> Match:
    title = norm_title(it.title)
    vec = agg_space.vector(agg_tokens)
    scored = []
    for cand, ctitle in zip(titled_new, titled_titles, strict=True):
        if cand.kind == "chapter" and it.kind != "chapter":
            continue
        tsim = fuzz.token_sort_ratio(title, ctitle) / 100.0
        csim = _dot(vec, new_agg_vec.get(cand.number, {}))
        score = 0.5 * tsim + 0.5 * min(1.0, csim * 1.6)
        if tsim == 1.0:
            score = max(score, 0.6 + 0.4 * min(1.0, csim * 2.5))
        if expected_parent and cand.parent == expected_parent:
            score += 0.05
        scored.append((min(score, 1.0), cand.number))
    if not scored:
        return Match(it.number, None, 0.0, "title")
    scored.sort(reverse=True)
    best = scored[0]
    second = scored[1] if len(scored) > 1 else (0.0, None)
    return Match(it.number, best[1], round(best[0], 3), "title", second[1], round(second[0], 3))


def _align_plain(it, vec, index, new_vec, new_by_num, new_children, expected_parent) -> Match:
    acc: dict[str, float] = defaultdict(float)
    for t, w in vec.items():
        for num, w2 in index.get(t, ()):
            acc[num] += w * w2
    cands = sorted(acc, key=acc.__getitem__, reverse=True)[:25]
    if expected_parent:
        cands += [n for n in new_children.get(expected_parent, ())[:60] if n not in acc]
    scored = []
    for num in cands:
        sim = _dot(vec, new_vec[num])
        cand = new_by_num[num]
        bonus = _structure_bonus(it, cand, expected_parent)
        scored.append((sim + bonus, sim, bonus, num))
    if not scored:
        return Match(it.number, None, 0.0, "text")
    scored.sort(reverse=True)
    _, sim, bonus, num = scored[0]
    second = scored[1] if len(scored) > 1 else (0.0, 0.0, 0.0, None)
    # the score says how sure: the text similarity, plus the structural agreement (capped)
    return Match(it.number, num, round(min(sim + max(bonus, 0.0), 1.0), 3), "text", second[3], round(second[1], 3))


PARENT_BONUS = 0.08
SECTION_BONUS = 0.05


def _structure_bonus(it: AlignItem, cand: AlignItem, expected_parent: str | None) -> float:
    bonus = 0.0
    if expected_parent:
        if cand.parent == expected_parent:
            bonus = PARENT_BONUS
        elif len(expected_parent) == 3 and cand.number[:3] == expected_parent:
            bonus = SECTION_BONUS  # a rule of the counterpart section, one level deeper
    if cand.kind != it.kind and {cand.kind, it.kind} != {"rule", "subrule"}:
        bonus -= 0.1
    return bonus
