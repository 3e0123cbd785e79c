"""One card face's Oracle text -> a record of the card encoding (docs/ability_model.md).

See `cardpool.oracle` for what "recognized" means. The parser works paragraph by paragraph
(Oracle puts one ability per line), then sentence by sentence; each part is either turned into
the encoding or listed in `unrecognized` as the fragment of text it could not read.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any

from cardpool.encoding import parse_type_line
from cardpool.oracle.choices import chosen_static
from cardpool.oracle.clauses import Context
from cardpool.oracle.conditions import trigger_condition, trigger_refs
from cardpool.oracle.effects import effect_sentence, mana_production
from cardpool.oracle.grammar import (
    COLOR_WORDS,
    find_targets,
    loyalty_cost,
    number,
    parse_cost,
    parse_object,
    words_of,
)
from cardpool.oracle.keywords import parse_keyword_line, transmute_activation
from cardpool.oracle.mana_restrictions import spend_only
from cardpool.oracle.refs import with_bonus
from cardpool.oracle.statics import (
    characteristic_pt,
    enters_statics,
    following_static,
    parse_static,
    prevention_static,
)
from cardpool.oracle.statics_zones import enter_cost_followup
from foundation.cards import ManaCost
from foundation.errors import ManaSyntaxError, NotACard

REMINDER_RE = re.compile(r"\s*\([^()]*\)")
QUOTE_RE = re.compile(r"[\"“]([^\"“”]*)[\"”]")
# a sentence ends at its stop, or after a quoted ability that ends one ("... with “Whenever ~ attacks, draw a card.”
# It's still a land.": `split_sentences` marks such a quote with \x00)
SENTENCE_RE = re.compile(r"(?<=[.!?])\s+(?=\S)|(?<=»\x00)\s+(?=[A-Z])")
TRIGGER_RE = re.compile(r"^(when|whenever|at)\b", re.IGNORECASE)
# a spell's own delayed trigger, not a triggered ability of the card (603.7): "When you cast your next instant or
# sorcery spell this turn, copy that spell."
NEXT_CAST_RE = re.compile(r"^when you cast your next\b", re.IGNORECASE)
CAST_WORDS_RE = re.compile(
    r"\b(cast|casts|casting|cost|costs|activate|activated|activates|activating|spend|countered)\b", re.IGNORECASE)
ABILITY_WORD_RE = re.compile(r"^([A-Z][A-Za-z'’ ,!\-]{1,40}?) — (.+)$")
ROMAN = {"I": 1, "II": 2, "III": 3, "IV": 4, "V": 5, "VI": 6}
CHAPTER_RE = re.compile(r"^((?:I|II|III|IV|V|VI)(?:, (?:I|II|III|IV|V|VI))*) — (.+)$")
LEVEL_RE = re.compile(r"^LEVEL \d+(?:-\d+|\+)$")
LEVEL_BAND_RE = re.compile(r"^LEVEL (\d+)(?:-(\d+)|\+)$")
PT_LINE_RE = re.compile(r"^\d+/\d+$")
LOYALTY_RE = re.compile(r"^\[?([+−\-]?(?:\d+|X))\]?: (.+)$")
MODAL_HEAD_RE = re.compile(r"^(?:(?P<prefix>.*?)[,.:]?\s)?choose (?P<n>one or both|one or more|any number|up to one|up "
                           r"to two|up to three|one|two|three|four)"
                           r"(?P<tail>[^—]*)—$", re.IGNORECASE)
MODE_COUNTS = {"one": 1, "two": 2, "three": 3, "four": 4}
# "choose one or both" and the like: (fewest, most; None = every mode)
MODE_RANGES = {"one or both": (1, 2), "one or more": (1, None), "any number": (0, None), "up to one": (0, 1),
               "up to two": (0, 2), "up to three": (0, 3)}

SPELL_TYPES = {"instant", "sorcery"}

TIMINGS = {
    "during combat": "combat",
    "during your turn": "your_turn",
    "during an opponent's turn": "opponent_turn",
    "during your upkeep": "your_upkeep",
    "during an opponent's upkeep": "opponent_upkeep",
    "during the declare attackers step": "declare_attackers",
    "during the declare blockers step": "declare_blockers",
    "before attackers are declared": "before_attackers",
    "before blockers are declared": "before_blockers",
    "before the combat damage step": "before_combat_damage",
    "during combat before blockers are declared": "combat_before_blockers",
    "during your main phase": "your_main_phase",
    "during the end step": "end_step",
    "during combat on an opponent's turn": "opponent_combat",
    "during an opponent's end step": "opponent_end_step",
    "during combat after blockers are declared": "combat_after_blockers",
    "during the declare attackers step and only if you've been attacked this step": "declare_attackers_if_attacked",
    "during your turn before attackers are declared": "your_turn_before_attackers",
    "before combat damage": "before_combat_damage",
}
RESTRICTIONS = {
    "as a sorcery": ["sorcery"],
    "as an instant": ["instant"],
    "once each turn": ["once_per_turn"],
    "during your turn": ["your_turn"],
    "during an opponent's turn": ["opponent_turn"],
    "during your upkeep": ["your_upkeep"],
    "during any upkeep step": ["upkeep"],
    "during an upkeep step": ["upkeep"],
    "during combat": ["combat"],
    "before attackers are declared": ["before_attackers"],
    "during your turn, before attackers are declared": ["your_turn", "before_attackers"],
    "during your turn before attackers are declared": ["your_turn", "before_attackers"],
    "before blockers are declared": ["before_blockers"],
    "during combat before blockers are declared": ["combat", "before_blockers"],
    "during the declare attackers step": ["declare_attackers"],
    "during the declare blockers step": ["declare_blockers"],
    "if ~ is attacking": ["source_attacking"],
    "if you have no cards in hand": ["no_cards_in_hand"],
    "if seven or more cards are in your graveyard": ["threshold"],
}
EVENTS = [
    (r"^when ~ enters(?: the battlefield)?$", "enters"),
    (r"^when ~ dies$", "dies"),
    (r"^whenever ~ or another creature dies$", "creature_dies"),
    (r"^whenever (?:a|another) creature dies$", "creature_dies"),
    (r"^when you cast (?:this spell|~)$", "cast_self"),
    (r"^whenever ~ attacks$", "attacks"),
    (r"^whenever ~ attacks or blocks$", "attacks_or_blocks"),
    (r"^whenever ~ blocks$", "blocks"),
    (r"^whenever ~ deals combat damage to a player$", "combat_damage_to_player"),
    (r"^when ~ leaves the battlefield$", "leaves"),
    (r"^whenever ~ becomes the target of .*$", "becomes_target"),
    (r"^when ~ is put into a graveyard from the battlefield$", "dies"),
    (r"^whenever ~ becomes blocked$", "blocked"),
    (r"^when you cycle ~$", "cycled"),
    (r"^when ~ is turned face up$", "turned_face_up"),
]


@dataclass
class ParseResult:
    """A face's record in the encoding plus the fragments that were not recognized."""

    record: dict[str, Any]
    unrecognized: list[str]  # every fragment not recognized (also in record["unrecognized"])
    casting_unrecognized: list[str] = field(default_factory=list)  # those that matter to casting/activating

    @property
    def recognized(self) -> bool:
        """Casting-relevant text fully recognized (see cardpool.oracle)."""
        return not self.casting_unrecognized

    @property
    def fully_parsed(self) -> bool:
        """Every part of the text recognized, triggered abilities included."""
        return not self.unrecognized


@dataclass
class _Holder:
    """Where effects and targets of one spell, mode or ability are collected."""

    targets: list[dict[str, Any]] = field(default_factory=list)
    effects: list[dict[str, Any]] = field(default_factory=list)
    restrictions: list[str] = field(default_factory=list)
    mana: dict[str, Any] | None = None
    last_condition: dict[str, Any] | None = None  # the "if" of the last sentence, for an "otherwise" after it
    once_per_turn: bool = False  # "This ability triggers only once each turn." (603.2h)


@dataclass
class _Ctx:
    name: str
    is_spell: bool
    is_aura: bool
    rec: dict[str, Any]
    problems: list[str] = field(default_factory=list)
    casting_problems: list[str] = field(default_factory=list)
    casting: bool = True  # False while reading a triggered ability (not cast nor activated)
    sink: list[str] | None = None  # the `unrecognized` list of the ability being read, if any
    display_name: str = ""  # the face's name, put back for "~" in quoted sentences
    fr_head: str = ""  # the French printed text of the paragraph being read ("" when not aligned)
    fr_bullets: list[str] = field(default_factory=list)  # its French bullets (modes)
    fr_part: str = ""  # the French counterpart of the text `_resolution` is reading
    # what "it" / "that player" mean in the ability being read when no target was declared before
    # (`clauses.Context`): its source for an activated ability, the object of the event for a trigger
    it_default: dict[str, Any] | None = None
    that_player_default: dict[str, Any] | None = None
    that_default: dict[str, Any] | None = None  # "that creature" when it isn't "it" (the creature it blocks)
    event_amount: bool = False  # the trigger's event has an amount ("that much": damage dealt, life gained)
    quote_records: list[str | None] = field(default_factory=list)  # quoted abilities of the paragraph (read)
    level: dict[str, Any] | None = None  # the level band being read (702.87b), as a condition

    def problem(self, fragment: str) -> str:
        frag = re.sub(r"\s+", " ", fragment.strip().rstrip(".").strip())
        if len(frag) > 160:
            frag = frag[:157] + "..."
        if frag and frag not in self.problems:
            self.problems.append(frag)
        if frag and self.casting and frag not in self.casting_problems:
            self.casting_problems.append(frag)
        if frag and self.sink is not None and frag not in self.sink:
            self.sink.append(frag)
        return frag

    def reading(self, sink: list[str] | None) -> _Reading:
        """`with ctx.reading(lst):` problems found meanwhile also go to `lst` (an ability's own list)."""
        return _Reading(self, sink)


class _Reading:
    def __init__(self, ctx: _Ctx, sink: list[str] | None) -> None:
        self.ctx, self.sink = ctx, sink
        self.saved: list[str] | None = None

    def __enter__(self) -> None:
        self.saved = self.ctx.sink
        self.ctx.sink = self.sink

    def __exit__(self, *exc: Any) -> None:
        self.ctx.sink = self.saved


# ---------------------------------------------------------------------------------------------- entry

_BRACKETED = re.compile(r"\s*\[[^\[\]]*\]")
CLEAVED_PARTS = ("effects", "targets", "modes", "mode_count", "mode_repeat", "unrecognized")


def parse_face(face: Any) -> ParseResult:
    """Parse one face (a `cardpool.mtgjson.Face` or an object with the same attributes).

    A face with cleave (702.148a) is read twice: with the words in square brackets (the brackets dropped), and
    without them (what its cleave cost casts, kept as `cleaved`). Raises NotACard when the type line has no card
    type of the encoding.
    """
    text = face.text or ""
    if "[" in text and re.search(r"^cleave\b", text, re.IGNORECASE | re.MULTILINE):
        from types import SimpleNamespace

        whole = _parse_face(SimpleNamespace(**{**vars(face), "text": text.replace("[", "").replace("]", "")}))
        cut = _parse_face(SimpleNamespace(**{**vars(face), "text": _BRACKETED.sub("", text), "text_fr": ""}))
        whole.record["cleaved"] = {k: cut.record[k] for k in CLEAVED_PARTS if k in cut.record}
        return whole
    return _parse_face(face)


def _parse_face(face: Any) -> ParseResult:
    type_line = face.type_line
    types, _subtypes, _supertypes = parse_type_line(type_line)
    if not types:
        raise NotACard(f"{face.name}: type line {type_line!r} has no card type the encoding knows")
    rec: dict[str, Any] = {"name": face.name, "type_line": type_line}
    if getattr(face, "name_fr", ""):
        rec["name_fr"] = face.name_fr
    ctx = _Ctx(face.name, bool(types & SPELL_TYPES), "aura" in {s.lower() for s in _subtypes}, rec)
    if face.mana_cost:
        try:
            ManaCost.parse(face.mana_cost)
            rec["cost"] = face.mana_cost
        except ManaSyntaxError:
            ctx.problem(f"mana cost {face.mana_cost}")
    if face.power is not None and face.toughness is not None:
        rec["pt"] = f"{face.power}/{face.toughness}"
    if face.loyalty is not None:
        rec["loyalty"] = face.loyalty
    for sub in ("Plains", "Island", "Swamp", "Mountain", "Forest"):  # 305.6: intrinsic mana abilities
        if "land" in types and sub.lower() in {x.lower() for x in _subtypes}:
            rec.setdefault("activated", []).append({"cost": {"tap": True}, "mana": {"fixed": "WUBRG"[
                ("Plains", "Island", "Swamp", "Mountain", "Forest").index(sub)]}})
    ctx.display_name = face.name
    text = prepare_text(face.text or "", face.name)
    groups = _groups(text)
    fr_groups = _french_groups(getattr(face, "text_fr", "") or "", len(groups))
    for (head, bullets), (fr_head, fr_bullets) in zip(groups, fr_groups, strict=True):
        ctx.fr_head, ctx.fr_bullets, ctx.fr_part = fr_head, fr_bullets, fr_head
        ctx.it_default = ctx.that_player_default = ctx.that_default = None
        ctx.event_amount = False
        try:
            _group(head, bullets, ctx)
        except RecursionError:  # pragma: no cover - defensive
            ctx.problem(head)
    spell_targets = list(rec.get("targets", [])) + [t for m in rec.get("modes", []) for t in m.get("targets", [])]
    _check_x(spell_targets, "{X}" in (face.mana_cost or "").upper(), ctx)
    _finish(rec, ctx)
    return ParseResult(rec, list(ctx.problems), list(ctx.casting_problems))


THIS_OBJECT_RE = re.compile(
    r"\b[Tt]his (creature|artifact|enchantment|land|permanent|planeswalker|Vehicle|Equipment|Aura|card)\b")


def _is_word_char(ch: str) -> bool:
    """What `\\w` matches in a str pattern."""
    return ch.isalnum() or ch == "_"


def _name_as_tilde(text: str, name: str) -> str:
    """`text` with each whole-word occurrence of `name` as "~" (not after a letter, digit, _ or ', not
    before a letter, digit or _). Done with `str.find`, not a regular expression: one pattern per card
    would be compiled 24,000 times in an import and push every other pattern out of `re`'s cache."""
    if not name:
        return text
    out: list[str] = []
    start = 0
    i = text.find(name)
    while i != -1:
        end = i + len(name)
        if (i == 0 or not (_is_word_char(text[i - 1]) or text[i - 1] == "'")) and \
                (end == len(text) or not _is_word_char(text[end])):
            out.append(text[start:i])
            out.append("~")
            start = end
            i = text.find(name, end)
        else:
            i = text.find(name, i + 1)
    if not out:
        return text
    out.append(text[start:])
    return "".join(out)


def prepare_text(text: str, name: str) -> str:
    """Oracle text without reminder text, with the card's name (and short name) as "~"."""
    text = REMINDER_RE.sub("", text)
    text = text.replace("\u2019", "'").replace("−", "-").replace("\u2014", "—")
    names = {name}
    if name.startswith("A-"):  # an Alchemy rebalanced card: its text names the card without the prefix
        names.add(name[2:])
    for full in list(names):
        short = full.split(",")[0].strip()
        if "," in full and len(short) > 2:
            names.add(short)
    for n in sorted(names, key=len, reverse=True):
        text = _name_as_tilde(text, n.replace("\u2019", "'"))
    text = THIS_OBJECT_RE.sub("~", text)
    return "\n".join(line.strip() for line in text.split("\n") if line.strip())


def _french_groups(text_fr: str, count: int) -> list[tuple[str, list[str]]]:
    """The French printed text's paragraphs (with their bullets), one per English paragraph; empty
    ones when the French text is missing or its paragraphs don't line up with the Oracle ones
    (older printed wordings sometimes merge or split them)."""
    if text_fr:
        cleaned = REMINDER_RE.sub("", text_fr.replace("\u2019", "'"))
        groups = _groups("\n".join(line.strip() for line in cleaned.split("\n") if line.strip()))
        if len(groups) == count:
            return groups
    return [("", [])] * count


def _after(text: str, sep: str) -> str:
    """What follows the first `sep` in `text` ("" when it isn't there): the effect part of a French
    ability ("Sacrifiez ... : Le Mogg ..."), the effect of a trigger ("Quand ..., ...")."""
    idx = text.find(sep)
    return text[idx + len(sep):].strip() if idx >= 0 else ""


def _groups(text: str) -> list[tuple[str, list[str]]]:
    out: list[tuple[str, list[str]]] = []
    for line in text.split("\n"):
        if line.startswith("•") and out:
            out[-1][1].append(line.lstrip("• ").strip())
        else:
            out.append((line, []))
    return out


def _finish(rec: dict[str, Any], ctx: _Ctx) -> None:
    for key in ("keywords", "unrecognized"):
        if key in rec:
            seen: list[str] = []
            for k in rec[key]:
                if k not in seen:
                    seen.append(k)
            rec[key] = seen
    if ctx.problems:
        rec["unrecognized"] = list(ctx.problems)
    for key in ("targets", "effects", "activated", "triggered", "static", "additional_costs", "modes", "keywords"):
        if key in rec and not rec[key]:
            del rec[key]


def _add(rec: dict[str, Any], key: str, items: list[Any]) -> None:
    if items:
        rec.setdefault(key, []).extend(items)


# ---------------------------------------------------------------------------------------------- groups

def _group(head: str, bullets: list[str], ctx: _Ctx) -> None:
    level = LEVEL_BAND_RE.match(head)
    if level:  # 702.87b: "LEVEL 2-6" — what follows applies while it has that many level counters
        ctx.level = {"kind": "counters", "counter": "level", "min": int(level.group(1))}
        if level.group(2):
            ctx.level["max"] = int(level.group(2))
        return
    if ctx.level is not None:
        _level_band(head, bullets, ctx)
        return
    if bullets:
        _modal(head, bullets, ctx)
        return
    _paragraph(head, ctx)


def _level_band(head: str, bullets: list[str], ctx: _Ctx) -> None:
    """A line of a level band (702.87b): its power and toughness and its keyword and static abilities apply
    only while the permanent has the band's number of level counters (a `self_bonus` with that condition)."""
    assert ctx.level is not None
    pt = PT_LINE_RE.match(head)
    if pt:
        p, t = head.split("/")
        ctx.rec.setdefault("static", []).append({"kind": "self_bonus", "base_pt": [int(p), int(t)],
                                                  "condition": dict(ctx.level), "text": head})
        return
    before = {k: len(ctx.rec.get(k) or ()) for k in ("keywords", "static", "activated", "triggered")}
    saved = ctx.level
    ctx.level = None
    try:
        if bullets:
            _modal(head, bullets, ctx)
        else:
            _paragraph(head, ctx)
    finally:
        ctx.level = saved
    kws = (ctx.rec.get("keywords") or [])[before["keywords"]:]
    if kws:
        del ctx.rec["keywords"][before["keywords"]:]
        ctx.rec.setdefault("static", []).append({"kind": "self_bonus", "keywords": kws, "condition": dict(saved),
                                                  "text": _display(head, ctx)})
        before["static"] += 1
    for st in (ctx.rec.get("static") or [])[before["static"]:]:
        if st.get("kind") in ("self_bonus", "anthem", "attached_bonus") and "condition" not in st:
            st["condition"] = dict(saved)
        else:
            ctx.problem("level band: " + head)
    for key in ("activated", "triggered"):
        if len(ctx.rec.get(key) or ()) > before[key]:
            ctx.problem("level band: " + head)


def _modal(head: str, bullets: list[str], ctx: _Ctx) -> None:
    aw = ABILITY_WORD_RE.match(head.strip())
    if aw and not aw.group(1).lower().startswith("choose"):
        head = aw.group(2)  # "Landfall — Whenever a land enters ..., choose one —"
    m = MODAL_HEAD_RE.match(head.strip())
    rep = re.fullmatch(r"choose (one|two|three|four)\. you may choose the same mode more than once\.",
                       head.strip().lower())
    if rep:  # 700.2d, the Confluences: no dash, the repetition sentence instead
        m = MODAL_HEAD_RE.match(f"Choose {rep.group(1)}. You may choose the same mode more than once —")
    if not m:
        ctx.problem(head)
        return
    n = m.group("n").lower()
    tail = (m.group("tail") or "").strip()
    prefix = (m.group("prefix") or "").strip()
    ctx.casting = not TRIGGER_RE.match(prefix)
    if TRIGGER_RE.match(prefix):
        _trigger_refs(_condition(prefix.rstrip(",").strip()), ctx)
    elif prefix:
        ctx.it_default, ctx.that_player_default, ctx.that_default, ctx.event_amount = {"self": True}, None, None, False
    else:
        ctx.it_default = ctx.that_player_default = ctx.that_default = None
        ctx.event_amount = False
    try:
        _modal_body(head, bullets, n, tail, prefix, ctx)
    finally:
        ctx.casting = True


def _modal_body(head: str, bullets: list[str], n: str, tail: str, prefix: str, ctx: _Ctx) -> None:
    modes = []
    own: list[str] = []  # problems of the modes: the trigger's or ability's own, when there is one
    for i, b in enumerate(bullets):
        h = _Holder()
        ctx.fr_part = ctx.fr_bullets[i] if len(ctx.fr_bullets) == len(bullets) else ""
        with ctx.reading(own if prefix else None):
            _resolution(b, h, ctx, activated=False)
        mode: dict[str, Any] = {"effects": h.effects}
        if h.targets:
            mode["targets"] = h.targets
        if h.mana is not None:
            mode["effects"] = [{"kind": "add_mana", **h.mana}] + h.effects
        modes.append(mode)
    repeat = False
    if tail and tail not in (".",):
        if re.fullmatch(r"\.? ?you may choose the same mode more than once\.? ?", tail.lower()):
            repeat = True
        else:
            ctx.problem(f"choose {n} {tail}")
    count: Any
    if n in MODE_COUNTS:
        count = MODE_COUNTS[n]
    else:
        low, high = MODE_RANGES[n]
        count = {"min": low, "max": len(modes) if high is None else min(high, len(modes))}
    if not prefix:
        if ctx.is_spell:
            ctx.rec["modes"] = modes
            ctx.rec["mode_count"] = count
            if repeat:
                ctx.rec["mode_repeat"] = True
        else:
            ctx.problem("modal static ability: " + head)
        return
    modal_effect = {"kind": "modal", "mode_count": count, "modes": modes, "text": _display(head, ctx)}
    if ctx.fr_head:
        modal_effect["text_fr"] = ctx.fr_head
    if repeat:
        modal_effect["mode_repeat"] = True
    # "When ~ enters the battlefield, choose one —" / "{T}: Choose one —" / "Escalate ..."
    if TRIGGER_RE.match(prefix):
        cond = prefix.rstrip(",").strip()
        trigger: dict[str, Any] = {**_condition(cond), "effects": [modal_effect], "text": modal_effect["text"]}
        if ctx.fr_head:
            trigger["text_fr"] = ctx.fr_head
        if own:
            trigger["unrecognized"] = own
        ctx.rec.setdefault("triggered", []).append(trigger)
        return
    split = _split_activation(prefix.rstrip(":").strip() + ": x")
    if split is not None:
        ability = _activated_cost(split[0], ctx)
        if ability is None:
            return
        ability["effects"] = [modal_effect]
        if own:
            ability["unrecognized"] = own
        ctx.rec.setdefault("activated", []).append(ability)
        return
    ctx.problem(head)


def _paragraph(p: str, ctx: _Ctx) -> None:
    if LEVEL_RE.match(p) or PT_LINE_RE.match(p):
        return  # leveler structure: the levels' abilities follow as their own lines
    m = CHAPTER_RE.match(p)
    if m:
        h = _Holder()
        own: list[str] = []
        ctx.casting = False
        ctx.fr_part = _after(ctx.fr_head, "—")
        ctx.it_default, ctx.that_player_default, ctx.that_default, ctx.event_amount = {"self": True}, None, None, False
        try:
            with ctx.reading(own):
                _resolution(m.group(2), h, ctx, activated=False)
        finally:
            ctx.casting = True
        record = _trigger_record("chapter", h, own)
        record["chapters"] = [ROMAN[c] for c in m.group(1).split(", ")]  # 714.2b-c: "I, II — ..."
        ctx.rec.setdefault("triggered", []).append(record)
        return
    kw = parse_keyword_line(p, ctx.is_aura)
    if kw is not None:
        _merge_keywords(kw, ctx, p)
        _partner_with(p, ctx)
        return
    m = ABILITY_WORD_RE.match(p)
    if m and not m.group(1).lower().startswith("choose") and ":" not in m.group(1):
        word = m.group(1).lower()
        if word == "boast":
            _boast(m.group(2), ctx)
            return
        p = m.group(2)
        ctx.fr_head = ctx.fr_part = _after(ctx.fr_head, "—") or ctx.fr_head
        kw = parse_keyword_line(p, ctx.is_aura)
        if kw is not None:
            _merge_keywords(kw, ctx, p)
            return
    m = LOYALTY_RE.match(p)
    if m and loyalty_cost(m.group(1)) is not None:
        _loyalty(loyalty_cost(m.group(1)) or "0", m.group(2), ctx)
        return
    split = _split_activation(p)
    if split is not None:
        _activated(split[0], split[1], ctx)
        return
    if TRIGGER_RE.match(p) and not (ctx.is_spell and NEXT_CAST_RE.match(p)):
        _triggered(p, ctx)
        return
    if _exert(p, ctx):
        return
    if DIE_ROW_RE.match(p) and _die_row(p, ctx):
        return
    _static_or_spell(p, ctx)


DIE_ROW_RE = re.compile(r"(\d+)(?:—(\d+))? \| (.+)")


def _die_row(p: str, ctx: _Ctx) -> bool:
    """"1—9 | Scry 1." after an ability that rolls a die (706.2): the row's effects join that ability's, each
    with the condition that the result is in the row's range (`die_result`). False when no ability before it
    rolls a die, or the row's text isn't read whole (it then stays as it was)."""
    m = DIE_ROW_RE.fullmatch(p)
    lists = [a.get("effects") for key in ("triggered", "activated") for a in (ctx.rec.get(key) or ())[-1:]]
    lists.append(ctx.rec.get("effects"))
    effects = next((e for e in lists if e and any(x.get("kind") == "roll_die" for x in e)), None)
    if m is None or effects is None:
        return False
    low, high = int(m.group(1)), int(m.group(2) or m.group(1))
    h = _Holder()
    own: list[str] = []
    with ctx.reading(own):
        _resolution(m.group(3), h, ctx, activated=False)
    if own or h.targets or h.mana is not None or not h.effects or any("condition" in e for e in h.effects):
        ctx.problems = [x for x in ctx.problems if x not in own]
        return False
    for effect in h.effects:
        effect["condition"] = {"c": "die_result", "min": low, "max": high}
        effect["text"] = p if len(h.effects) == 1 else f"{m.group(1)}{'—' + m.group(2) if m.group(2) else ''} | " \
            + str(effect.get("text") or m.group(3))
    effects.extend(h.effects)
    return True


EXERT_RE = re.compile(r"(If ~ hasn't been exerted this turn, )?[Yy]ou may exert (?:~|it) as it attacks\."
                      r"(?: When you do, (.+))?")


def _exert(p: str, ctx: _Ctx) -> bool:
    """701.43: "You may exert ~ as it attacks. When you do, <effect>." -> a static `exert` (the choice made as it
    is declared as an attacker; "if ~ hasn't been exerted this turn": `once_per_turn`) and a triggered ability
    (event `exerted`) for the reflexive "When you do, ..." (603.12)."""
    m = EXERT_RE.fullmatch(p)
    if m is None:
        return False
    fr = [f.strip() for f in SENTENCE_RE.split(ctx.fr_head) if f.strip()] if ctx.fr_head else []
    first = p[:m.start(2) - len("When you do, ")].strip() if m.group(2) else p
    st: dict[str, Any] = {"kind": "exert", "text": _display(first, ctx)}
    if m.group(1):
        st["once_per_turn"] = True
    if fr:
        st["text_fr"] = fr[0]
    ctx.rec.setdefault("static", []).append(st)
    if m.group(2):
        fr_head = ctx.fr_head
        ctx.fr_head = fr[1] if len(fr) == 2 else ""
        try:
            _triggered("When you exert ~, " + m.group(2), ctx)
        finally:
            ctx.fr_head = fr_head
        record = ctx.rec["triggered"][-1]
        record["text"] = _display("When you do, " + m.group(2), ctx)
    return True


PARTNER_WITH_RE = re.compile(r"^partner with (.+?)\.?$", re.IGNORECASE)


def _partner_with(line: str, ctx: _Ctx) -> None:
    """"Partner with [name]" is two abilities (702.124j): the deck-building one, a keyword the coverage leaves
    aside, and a trigger that matters in a game, read here from the rule's own wording."""
    m = PARTNER_WITH_RE.match(line.strip())
    if m is None:
        return
    _triggered(f"When ~ enters the battlefield, target player may search their library for a card named "
               f"{m.group(1)}, reveal it, put it into their hand, then shuffle.", ctx)


def _merge_keywords(kw, ctx: _Ctx, line: str = "") -> None:
    for ability in kw.activated:  # "Equip {2}", "Cycling {2}": the keyword line is their sentence
        for effect in ability.get("effects") or ():
            if line and "text" not in effect:
                effect["text"] = _display(line, ctx)
                if ctx.fr_head:
                    effect["text_fr"] = ctx.fr_head
    for cost in list(kw.costs.values()) + [a["cost"] for a in kw.activated]:
        if cost.get("unrecognized"):  # the same wording as the card's list (the engine tells them apart)
            cost["unrecognized"] = [ctx.problem(u) for u in cost["unrecognized"]]
    _add(ctx.rec, "keywords", kw.keywords)
    if line:  # the keyword line each keyword was read from, in both languages (quoted when not enforced)
        texts = ctx.rec.setdefault("keyword_text", {})
        for k in kw.keywords:
            texts.setdefault(k, [_display(line, ctx), ctx.fr_head or ""])
    if "devoid" in kw.keywords:  # 702.114a: the card has no color
        ctx.rec["colors"] = ""
    for name, cost in kw.costs.items():
        costs = ctx.rec.setdefault("costs", {})
        if name in costs:
            ctx.problem(f"second {name} cost")
        else:
            costs[name] = cost
    transmute = kw.costs.get("transmute")
    if transmute is not None and not transmute.get("unrecognized") and "cost" in ctx.rec:
        ability = transmute_activation(transmute, ManaCost.parse(ctx.rec["cost"]).mana_value)
        ability["effects"][0]["text"] = _display(line, ctx) if line else "Transmute"
        if ctx.fr_head:
            ability["effects"][0]["text_fr"] = ctx.fr_head
        kw.activated.append(ability)
    _add(ctx.rec, "activated", kw.activated)
    for trigger in kw.triggered:  # a keyword that stands for triggered abilities (champion): its line, quoted
        for record in (trigger, *(trigger.get("effects") or ())):
            record["text"] = _display(line, ctx) if line else record.get("text", "")
            if ctx.fr_head:
                record["text_fr"] = ctx.fr_head
    _add(ctx.rec, "triggered", kw.triggered)
    _add(ctx.rec, "targets", kw.targets)
    _add(ctx.rec, "static", kw.static)
    for p in kw.problems:
        ctx.problem(p)


# ---------------------------------------------------------------------------------------------- abilities

COST_START_RE = re.compile(r"^(\{|sacrifice|discard|exile|pay|remove|tap|untap|return|put|reveal|mill|collect|"
                           r"\+|−|-|\d|x:|forage|waterbend|behold)", re.IGNORECASE)


def _split_activation(p: str) -> tuple[str, str] | None:
    """(cost, effect) when the paragraph is an activated ability "cost: effect"."""
    masked = QUOTE_RE.sub(lambda m: "Q" * len(m.group(0)), p)
    idx = masked.find(": ")
    if idx <= 0 and not masked.endswith(":"):
        return None
    if idx <= 0:
        idx = len(masked) - 1
    left = p[:idx].strip()
    if "." in left or not COST_START_RE.match(left):
        return None
    return left, p[idx + 1:].strip()


def _cost_record(cp: Any, ctx: _Ctx, label: str = "") -> dict[str, Any]:
    """A parsed cost as a record; the parts the grammar could not read go to its `unrecognized`
    (the engine refuses to pay such a cost rather than skip them) and to the card's."""
    cost = dict(cp.cost)
    if cp.problems:
        cost["unrecognized"] = [ctx.problem(label + prob) for prob in cp.problems]
    return cost


def _activated_cost(cost_text: str, ctx: _Ctx) -> dict[str, Any] | None:
    cp = parse_cost(cost_text)
    ability: dict[str, Any] = {"cost": _cost_record(cp, ctx)}
    if cp.zone:
        ability["zone"] = cp.zone
    return ability


def _activated(cost_text: str, effect_text: str, ctx: _Ctx) -> None:
    ability = _activated_cost(cost_text, ctx)
    if ability is None:
        return
    h = _Holder()
    own: list[str] = []
    ctx.fr_part = _after(ctx.fr_head, ":")
    ctx.it_default, ctx.that_player_default, ctx.that_default, ctx.event_amount = {"self": True}, None, None, False
    with ctx.reading(own):
        _resolution(effect_text, h, ctx, activated=True)
        _check_x(h.targets, "{X}" in str(ability["cost"].get("mana", "")).upper(), ctx)
    _fill_ability(ability, h, own)
    if "zone" not in ability and _from_graveyard(h.effects):  # "{2}{B}: Return ~ from your graveyard ..."
        ability["zone"] = "graveyard"
    ctx.rec.setdefault("activated", []).append(ability)


def _from_graveyard(effects: list[dict[str, Any]]) -> bool:
    """Whether an ability moves its own source out of its owner's graveyard (it then works from there)."""
    for effect in effects:
        if effect.get("self") and effect.get("from") == "graveyard":
            return True
        cond = effect.get("condition") or {}
        if cond.get("c") == "in_zone" and (cond.get("ref") or {}).get("self") and cond.get("zone") == "graveyard":
            return True
    return False


def _uses_x(targets: list[dict[str, Any]]) -> bool:
    """Whether target words depend on X ("X target creatures", "with mana value X")."""
    for t in targets:
        if t.get("count") == "X":
            return True
        flt = t.get("filter") or {}
        if any("X" in str(flt.get(k, "")) for k in ("power", "toughness", "mana_value")):
            return True
    return False


def _check_x(targets: list[dict[str, Any]], announced: bool, ctx: _Ctx) -> None:
    """X in target words is the X announced for the cost (107.3a); an X defined otherwise
    ("where X is the number of ...") is not what the engine would use: unrecognized."""
    if _uses_x(targets) and not announced:
        ctx.problem("X in target words, and no X announced in the cost")


def _fill_ability(ability: dict[str, Any], h: _Holder, own: list[str] | None = None) -> None:
    if h.effects:
        ability["effects"] = h.effects
    if h.targets:
        ability["targets"] = h.targets
    if h.mana is not None:
        ability["mana"] = h.mana
    if h.restrictions:
        ability["restrictions"] = sorted(set(h.restrictions))
    if own:
        ability["unrecognized"] = list(own)


def _loyalty(cost: str, effect_text: str, ctx: _Ctx) -> None:
    """A loyalty ability (606): "+1: ...", "−2: ...", "0: ...", "−X: ..."."""
    ability: dict[str, Any] = {"cost": {}, "loyalty": True}
    if re.fullmatch(r"[+\-]?\d+", cost):
        ability["cost"] = {"loyalty": int(cost)}
    elif cost == "-X":
        ability["cost"] = {"loyalty": "-X"}
    else:
        ability["cost"] = {"unrecognized": [ctx.problem(f"loyalty cost {cost}")]}
    h = _Holder()
    own: list[str] = []
    ctx.fr_part = _after(ctx.fr_head, ":")
    ctx.it_default, ctx.that_player_default, ctx.that_default, ctx.event_amount = {"self": True}, None, None, False
    with ctx.reading(own):
        _resolution(effect_text, h, ctx, activated=True)
        _check_x(h.targets, cost == "-X", ctx)
    _fill_ability(ability, h, own)
    ctx.rec.setdefault("activated", []).append(ability)


def _boast(text: str, ctx: _Ctx) -> None:
    split = _split_activation(text)
    if split is None:
        ctx.problem("Boast — " + text)
        return
    _activated(split[0], split[1], ctx)
    ctx.rec["activated"][-1].setdefault("restrictions", [])
    ctx.rec["activated"][-1]["restrictions"] = sorted(set(ctx.rec["activated"][-1]["restrictions"]) | {"once_per_turn"})
    ctx.rec["activated"][-1].setdefault("unrecognized", []).append(
        ctx.problem("boast: activate only if this creature attacked this turn"))


def _event(cond: str) -> str:
    return str(_condition(cond)["event"])


def _condition(cond: str) -> dict[str, Any]:
    """A trigger condition: {"event", and for some events "filter", "scope", "self_too", "attached"} (the
    vocabulary of docs/ability_model.md, "Triggered abilities"); {"event": "other"} when it isn't one of them."""
    return trigger_condition(cond)


def _original_words(text: str, lowered: str) -> str:
    idx = text.lower().find(lowered)
    return text[idx:idx + len(lowered)] if idx >= 0 else lowered


def _phrase_filter(phrase: str, noun: str) -> dict[str, Any] | None:
    """The filter of an object phrase ("nontoken creature you control", "instant or sorcery spell"), or None."""
    words = words_of(phrase)
    ph = parse_object(words, 0, allow_players=False)
    if ph is None or ph.end != len(words) or ph.problems or ph.zone:
        return None
    if noun == "spell" and ph.noun != "spell":
        return None
    if noun == "object" and ph.noun not in ("object", "permanent"):
        return None
    return ph.filter()


def _trigger_split(p: str) -> tuple[str, str]:
    masked = QUOTE_RE.sub(lambda m: "Q" * len(m.group(0)), p)
    idx = masked.find(", ")
    if idx < 0:
        return p, ""
    return p[:idx], p[idx + 2:]


def _triggered(p: str, ctx: _Ctx) -> None:
    cond, effect = _trigger_split(p)
    h = _Holder()
    own: list[str] = []
    ctx.casting = False  # 603.3d: a trigger's targets are chosen when it is put on the stack
    ctx.fr_part = _after(ctx.fr_head, ",")
    _trigger_refs(_condition(cond), ctx)
    try:
        with ctx.reading(own):
            if effect:
                _resolution(effect, h, ctx, activated=False)
            else:
                ctx.problem(p)
    finally:
        ctx.casting = True
    # a "target" in the trigger condition ("Whenever ~ becomes the target of") is not a declaration
    condition = _condition(cond)
    record = _trigger_record(condition["event"], h, own)
    record.update({k: v for k, v in condition.items() if k != "event"})
    if h.once_per_turn:
        record["once_per_turn"] = True
    if _from_graveyard(h.effects) and condition["event"] not in ("dies", "leaves", "enters_or_dies",
                                                                 "enters_or_leaves", "cycled_or_dies", "cycled"):
        record["zone"] = "graveyard"  # "whenever you cast ..., you may return ~ from your graveyard": it works there
    record["text"] = _display(p, ctx)
    if ctx.fr_head:
        record["text_fr"] = ctx.fr_head
    ctx.rec.setdefault("triggered", []).append(record)


def _trigger_refs(condition: dict[str, Any], ctx: _Ctx) -> None:
    """What "it", "that player" and "that creature" mean in a trigger's effect (`conditions.trigger_refs`)."""
    ctx.it_default, ctx.that_player_default, ctx.that_default = trigger_refs(condition)
    event = str(condition.get("event"))
    ctx.event_amount = "damage" in event or event in ("life_gained", "life_lost")


def _trigger_record(event: str, h: _Holder, own: list[str] | None = None) -> dict[str, Any]:
    out: dict[str, Any] = {"event": event}
    if own:
        out["unrecognized"] = list(own)
    effects = list(h.effects)
    if h.mana is not None:
        effects.insert(0, {"kind": "add_mana", **h.mana})
    if effects:
        out["effects"] = effects
    if h.targets:
        out["targets"] = h.targets
    return out


# ---------------------------------------------------------------------------------------------- sentences

def split_sentences(text: str) -> tuple[list[str], list[str]]:
    """Sentences of a paragraph, and the quoted texts (granted abilities) replaced by «Qn»."""
    quotes: list[str] = []

    def keep(m: re.Match) -> str:
        quotes.append(m.group(1))
        return f"«Q{len(quotes) - 1}»" + ("\x00" if m.group(1).rstrip().endswith((".", "!", "?")) else "")

    masked = QUOTE_RE.sub(keep, text)
    return [s.replace("\x00", "").strip() for s in SENTENCE_RE.split(masked) if s.strip()], quotes


def _quoted(quotes: list[str], ctx: _Ctx) -> None:
    """Granted abilities ("Creatures you control have "{T}: Add {G}."") must parse too; their records are kept
    (`_Ctx.quote_records`, in order) for effects that give them (a token "with "When this creature dies, ...""). """
    ctx.quote_records = []
    for q in quotes:
        sub = _Ctx(ctx.name, False, False, {})
        _paragraph(q.strip(), sub)
        for p in sub.problems:
            casting = ctx.casting
            ctx.casting = casting and p in sub.casting_problems
            ctx.problem(p)
            ctx.casting = casting
        ctx.quote_records.append(None if sub.problems else q.strip())


def _tokenize_targets(sentence: str, h: _Holder, ctx: _Ctx) -> str:
    """Replace each target declaration by <tN> (its index in h.targets); problems for the others."""
    matches, problems = find_targets(sentence)
    for p in problems:
        ctx.problem(p)
    if not matches:
        return sentence
    words = words_of(sentence)
    out: list[str] = []
    k = 0
    for m in matches:
        out.extend(words[k:m.start])
        if m.spec is not None:
            idx = len(h.targets)
            h.targets.append(m.spec)
            token = f"<t{idx}>"
        else:
            token = "<t?>"
        last = words[m.end - 1] if m.end > m.start else ""
        if last.endswith(("'s", "’s")):
            token += "'s"
        elif last.endswith((".", ";", ":")):
            token += last[-1]
        out.append(token)
        k = m.end
    out.extend(words[k:])
    return " ".join(out).replace(" ,", ",")


def _display(sentence: str, ctx: _Ctx, quotes: list[str] | None = None) -> str:
    """A sentence as the card says it: its name back for "~", granted abilities back in quotes."""
    out = sentence.replace("~", ctx.display_name) if ctx.display_name else sentence
    for i, q in enumerate(quotes or ()):
        out = out.replace(f"«Q{i}»", f"\u201c{q}\u201d")
    return out[:1].upper() + out[1:]


def _resolution(text: str, h: _Holder, ctx: _Ctx, activated: bool) -> None:
    """Effect text of a spell, mode, activated or triggered ability. Each effect keeps the sentence it
    came from (`text`) and its French counterpart (`text_fr`: the French sentence when the French
    part has as many sentences, else the whole French part)."""
    sentences, quotes = split_sentences(text)
    _quoted(quotes, ctx)
    fr_part = ctx.fr_part
    fr_sentences = [f.strip() for f in SENTENCE_RE.split(fr_part) if f.strip()] if fr_part else []
    for index, s in enumerate(sentences):
        before = len(h.effects)
        _sentence(s, h, ctx, activated)
        restriction = h.mana.get("spend_only") if h.mana is not None else None
        if restriction is not None and "text_fr" not in restriction and len(fr_sentences) == len(sentences):
            restriction["text_fr"] = fr_sentences[index]  # "Ne dépensez ce mana que pour ..."
        if len(h.effects) > before:
            shown = _display(s, ctx, quotes)
            french = fr_sentences[index] if len(fr_sentences) == len(sentences) else fr_part
            for effect in h.effects[before:]:
                effect.setdefault("text", shown)
                if french:
                    effect.setdefault("text_fr", french[:1].upper() + french[1:])



# where a countered spell goes instead of its owner's graveyard (614.1a), as `plugins.effects` counters it
COUNTERED_TO = {"on top of its owner's library": "library", "into its owner's hand": "hand",
                "on the bottom of its owner's library": "library_bottom",
                "on the top or bottom of its owner's library": "library_top_or_bottom"}

def _sentence(s: str, h: _Holder, ctx: _Ctx, activated: bool) -> None:
    """One sentence of resolution text: a restriction, a mana production, casting text, or effects."""
    low = s.lower().rstrip(".").strip()
    if activated and re.match(r"^activate (?:this ability )?only\b", low):
        _restrictions(low, h, ctx)
        return
    limit = re.fullmatch(r"activate (?:this ability )?no more than (twice|three times) each turn", low)
    if activated and limit:  # 602.5b: a limit on how many times it may be activated each turn
        h.restrictions.append("twice_per_turn" if limit.group(1) == "twice" else "thrice_per_turn")
        return
    if activated and re.match(r"^(?:any player may activate|activate this ability only)", low):
        ctx.problem(s)
        return
    if activated and h.mana is None and not h.targets and re.match(r"^add\b", low):
        prod, problem = mana_production(s[4:])
        if prod is None:
            ctx.problem(problem or s)
        else:
            h.mana = prod
        return
    if re.match(r"^add\b", low):
        prod, problem = mana_production(s[4:])
        if prod is None:
            ctx.problem(problem or s)
            return
    if h.mana is not None and "spend_only" not in h.mana and re.match(r"^spend this mana only\b", low):
        restriction = spend_only(s)  # 106.6: what the mana it adds may be spent on
        if restriction is None:
            ctx.problem(s)
        else:
            h.mana["spend_only"] = {**restriction, "text": _display(s, ctx)}
        return
    if h.mana is not None and re.search(r"\b(add|adds|mana)\b", low):
        ctx.problem(s)  # the mana produced changes ("add {C}{C}{C} instead"): not a fixed production
        return
    if re.match(r"^spend this mana only\b", low):
        ctx.problem(s)
        return
    if _casting_sentence(s, ctx):
        return
    kicked = re.match(r"^if (?:this spell|~) was kicked, (.+)$", s, re.IGNORECASE)
    if kicked:  # 702.33d: "if this spell was kicked, it deals 4 damage instead" (Burst Lightning)
        _kicked_sentence(kicked.group(1), h, ctx)
        return
    if low == "this ability triggers only once each turn" and not activated:
        h.once_per_turn = True
        return
    changed = [e for e in h.effects if e["kind"] in ("become", "change")]
    if low in ("it's still a land", "they're still lands", "it's still an artifact", "it's still an enchantment") \
            and changed:  # 613.1d: the new types are added (to the last change, "... and can't be blocked this turn")
        changed[-1]["still"] = True
        return
    quoted = re.fullmatch(r"(?:it has|they have|they each have|each of them has) «q(\d+)»", low)
    if quoted and h.effects and h.effects[-1]["kind"] == "create_token" and "abilities" not in h.effects[-1]:
        index = int(quoted.group(1))  # 111.4: "Create ... tokens. They have "Sacrifice this creature: Add {C}.""
        record = ctx.quote_records[index] if index < len(ctx.quote_records) else None
        if record is not None:
            h.effects[-1]["abilities"] = record
            return
    counters = [e for e in h.effects if e["kind"] in ("counter", "counter_unless_pays")]
    if counters and re.fullmatch(r"if (?:that spell|it) is countered this way, exile it instead of putting it into "
                                 r"its owner's graveyard", low):
        for e in counters:  # 614.1a: the countered spell goes to exile instead (Dissipate)
            e["exile"] = True
        return
    instead = re.fullmatch(r"if (?:that spell|it|the spell) is countered this way, put (?:it|that card) (.+?) instead "
                           r"of (?:putting it )?into (?:its owner's|that player's|their owner's) graveyard", low)
    if counters and instead and instead.group(1) in COUNTERED_TO:
        for e in counters:  # 614.1a: the countered spell goes there instead (Memory Lapse, Remand, Spell Crumple)
            e["to"] = COUNTERED_TO[instead.group(1)]
        return
    destroys = [e for e in h.effects if e["kind"] in ("destroy", "destroy_all")]
    if destroys and re.fullmatch(r"(?:it|they|that creature|those creatures|the creature|the creatures|(?:a|an) "
                                 r"(?:creature|artifact|permanent|land) destroyed this way|(?:creatures|artifacts|"
                                 r"permanents|lands) destroyed this way) can't be regenerated(?: this turn)?", low):
        for e in destroys:  # 701.15c: the destruction the sentence before says can't be replaced by regeneration
            e["no_regen"] = True
        return
    if any(e["kind"] == "damage" for e in h.effects) and re.fullmatch(
            r"(?:a creature|creatures) dealt damage this way can't be regenerated this turn", low):
        # 701.15c: the creatures the damage before was dealt to (`noted`: "damaged") can't be regenerated this turn
        h.effects.append({"kind": "mark", "mark": "cant_be_regenerated", "noted": "damaged"})
        return
    before = len(h.targets)
    tokenized = _tokenize_targets(s, h, ctx)
    clause_ctx = _clause_context(tokenized, h, ctx, before)
    low_tok = tokenized.lower().rstrip(".").strip()
    trailing = re.fullmatch(r"(.+) instead if ([^,]+)", low_tok) or re.fullmatch(r"if ([^,]+), instead (.+)", low_tok)
    if trailing:  # "~ deals 4 damage instead if ...", "if ..., instead ~ deals 4 damage": the same replacement
        cond_first = low_tok.startswith("if ")
        low_tok = "if {}, {} instead".format(*(trailing.groups() if cond_first else trailing.groups()[::-1]))
    instead = re.fullmatch(r"if ([^,]+), (.+) instead", low_tok)
    if instead and _instead(instead.group(1), instead.group(2), h, clause_ctx):
        return
    for e in effect_sentence(low_tok, len(h.targets), clause_ctx):
        h.effects.append(e)
    h.last_condition = next((e["condition"] for e in h.effects if "condition" in e and e.get("condition", {}).get(
        "c") != "not"), h.last_condition)


def _instead(cond_text: str, rest: str, h: _Holder, ctx: Context) -> bool:
    """"If you control a Mountain, ~ deals 4 damage instead" (614.1a, 608.2c): when the condition holds, the
    new effect replaces the earlier effects of the same kind, which then happen only when it doesn't."""
    from cardpool.oracle.conditions import effect_condition

    cond = effect_condition(cond_text, ctx)
    if cond is None:
        return False
    bare = re.fullmatch(r"(?:it|~) deals (\d+|x)(?: plus (\d+))? damage", rest)
    earlier = [e for e in h.effects if "condition" not in e]
    if bare:  # the same damage, another amount ("X plus 2": 107.3, the X announced, and 2 more)
        damage = [e for e in earlier if e["kind"] == "damage"]
        if len(damage) != 1:
            return False
        amount: Any = number(bare.group(1)) or 0
        if bare.group(2):
            amount = {"q": "x", "plus": int(bare.group(2))}
        new = dict(damage[0], amount=amount, condition=cond)
        new.pop("text", None)
        new.pop("text_fr", None)
        damage[0]["condition"] = {"c": "not", "of": cond}
        h.effects.append(new)
        return True
    added = effect_sentence(rest, len(h.targets), ctx)
    if not added or any(e["kind"].startswith(("effect", "conditional")) or "condition" in e for e in added):
        return False
    kinds = {e["kind"] for e in added}
    replaced = [e for e in earlier if e["kind"] in kinds]
    if not replaced:
        return False
    for e in replaced:
        e["condition"] = {"c": "not", "of": cond}
    for e in added:
        e["condition"] = cond
        h.effects.append(e)
    return True


def _kicked_sentence(rest: str, h: _Holder, ctx: _Ctx) -> None:
    """What a kicked spell does: effects done only if it was kicked (`if_kicked`); with "instead", they
    replace the spell's earlier effects of the same kind, which are then done only if it wasn't."""
    instead = rest.rstrip(".").endswith(" instead")
    body = re.sub(r" instead$", "", rest.rstrip("."))
    bare = re.fullmatch(r"(?:it|~) deals (\d+|x) damage", body, re.IGNORECASE)
    earlier = [e for e in h.effects if e["kind"] == "damage"]
    if bare and instead and len(earlier) == 1:  # the same damage, more of it
        more = dict(earlier[0], amount=number(bare.group(1)) or 0, if_kicked=True)
        more.pop("text", None)
        more.pop("text_fr", None)
        earlier[0]["unless_kicked"] = True
        h.effects.append(more)
        return
    saved = ctx.it_default
    ctx.it_default = {"self": True}  # "it" is the spell itself
    before = len(h.effects)
    try:
        _sentence(body, h, ctx, activated=False)
    finally:
        ctx.it_default = saved
    added = h.effects[before:]
    if not added or any(e["kind"].startswith(("effect", "conditional")) for e in added):
        del h.effects[before:]
        h.effects.append({"kind": "conditional_effect_kicked"})
        return
    for e in added:
        e["if_kicked"] = True
    if instead:
        kinds = {e["kind"] for e in added}
        for e in h.effects[:before]:
            if e["kind"] in kinds:
                e["unless_kicked"] = True


# what "it" means in the sentence after an effect that acted on new objects (`plugins.effects.note` names)
NOTED_AFTER = {"create_token": "created", "exile_top": "exiled", "reveal_to_hand": "revealed",
               "reveal_random": "revealed", "exile_chosen": "exiled", "sacrifice": "sacrificed",
               "search_zones": "found", "put_from_hand": "put"}
# what an effect about a noted object keeps meaning for the next sentence: "You may put a creature card from your
# hand onto the battlefield. That creature gains haste. Sacrifice the creature at the beginning of the next end step."
NOTED_KEPT = ("put", "created")


def _clause_context(tokenized: str, h: _Holder, ctx: _Ctx, before: int) -> Context:
    """What the pronouns of a sentence mean: the last target declared in an earlier sentence when it can
    be an object, else what the ability's kind says (`_Ctx.it_default`)."""
    n = before
    last = h.targets[n - 1] if n else None
    it = ctx.it_default
    that = ctx.that_default
    that_player = ctx.that_player_default
    extra: dict[str, Any] = {}
    if last is not None:
        kind = last.get("kind")
        if kind == "player":
            that_player = {"who": "target", "target": n - 1}
        else:
            it = that = {"target": n - 1}
    previous = h.effects[-1] if h.effects and len(h.targets) == n else None
    if h.effects:
        extra["after"] = h.effects[-1]["kind"]  # "exile the top card ... you may play that card this turn"
    if previous is not None and previous["kind"] in NOTED_AFTER:  # "Create a token. Exile it at ..." (111.1)
        it = {"noted": NOTED_AFTER[previous["kind"]]}
    elif previous is not None and previous.get("noted") in NOTED_KEPT:  # "That creature gains haste. Sacrifice it"
        it = {"noted": previous["noted"]}
    elif previous is not None and previous["kind"] == "exile_same_name":  # "Then that player shuffles."
        that_player = {k: v for k, v in previous.items() if k in ("who", "target", "ref")}
    elif previous is not None and isinstance(previous.get("each"), dict):  # "Creatures you control get +1/+3 until
        it = {"each": previous["each"]}  # end of turn. Untap them."
    if h.effects and h.effects[-1]["kind"] in NOTED_AFTER and tokenized.lower().startswith("when you do, "):
        it = that = {"noted": NOTED_AFTER[h.effects[-1]["kind"]]}  # 603.12: "sacrifice a creature. When you do, ~
        # deals damage equal to that creature's power" (the sacrificed one, even with a new target declared)
    for i, spec in enumerate(h.targets):  # "return target creature card from your graveyard to your hand"
        if spec.get("kind") == "card_in_graveyard":
            extra["graveyard_target"] = i
    if h.last_condition is not None:
        extra["last_condition"] = h.last_condition
    if any(e["kind"] in ("look_at_top", "reveal_top") or e["kind"] == "search_zones" and e.get("to") == "library"
           for e in h.effects):  # a dig, or cards found and kept: "put one of them ..."
        extra["dig"] = True
    if any(e["kind"] == "clash" for e in h.effects):  # "if you win, ..." is about the clash (701.30d)
        extra["clash"] = True
    if ctx.event_amount:
        extra["event_amount"] = True
    if ctx.quote_records:
        extra["quotes"] = ctx.quote_records
    return Context(it, that_player, len(h.targets), tokenized, extra, that=that)


def _restrictions(low: str, h: _Holder, ctx: _Ctx) -> None:
    body = re.sub(r"^activate (?:this ability )?only ", "", low)
    for clause in re.split(r",? and only |,? and ", body):
        clause = clause.strip().rstrip(".")
        r = RESTRICTIONS.get(clause)
        if r is None:
            ctx.problem("activate only " + clause)
        else:
            h.restrictions.extend(r)


# ---------------------------------------------------------------------------------------------- casting text

def _casting_sentence(s: str, ctx: _Ctx) -> bool:
    """Sentences about casting this card (additional/alternative costs, cost changes, timing).

    True when the sentence was handled (parsed or reported), False for other sentences.
    """
    s = s.rstrip(".").strip()
    low = s.lower()
    m = re.match(r"^as an additional cost to cast (?:this spell|~|this card|[\w ]+ spells?), (.+)$", s, re.IGNORECASE)
    if m:
        if not re.match(r"^as an additional cost to cast (?:this spell|~|this card),", low):
            ctx.problem(s)
            return True
        rest = m.group(1)
        optional = rest.lower().startswith("you may ")
        if optional:
            rest = rest[8:]
        cp = parse_cost(rest)  # "sacrifice an artifact or creature" reads; "... or pay {3}{B}" (a choice) doesn't
        cost = cp.cost if not cp.problems else {"unrecognized": [ctx.problem("additional cost: " + rest)]}
        if optional:
            ctx.rec.setdefault("costs", {})["optional_additional"] = cost
        else:
            ctx.rec.setdefault("additional_costs", []).append(cost)  # never castable without a part it can't pay
        return True
    m = re.match(r"^(?:(.+?), )?you may (.+?) rather than pay (?:this spell's|~'s|its|this card's) mana cost$", s,
                 re.IGNORECASE)
    if m:
        costs = ctx.rec.setdefault("costs", {})
        if "alternative" in costs:
            ctx.problem("second alternative cost: " + m.group(2))
            return True
        condition = _alternative_condition(m.group(1)) if m.group(1) else None
        if m.group(1) and condition is None:  # kept as a cost the engine refuses to pay, rather than as a missing one
            costs["alternative"] = {"unrecognized": [ctx.problem("conditional alternative cost: " + s)]}
            return True
        cp = parse_cost(m.group(2))
        if condition is not None and not cp.problems:  # 118.9: the cost may be paid only while the condition holds
            ctx.rec.setdefault("static", []).append({"kind": "alternative_cost_condition", **condition, "text": s})
        if cp.problems:
            costs["alternative"] = {"unrecognized": [ctx.problem("alternative cost: " + m.group(2))]}
            return True
        costs["alternative"] = cp.cost
        return True
    if "rather than pay" in low or "without paying" in low and re.search(r"\b(this spell|~)\b", low) and "cast" in low:
        ctx.problem(s)
        return True
    m = re.match(r"^(?:this spell|~) costs? ((?:\{\d+\})|\{x\}) (less|more) to cast(.*)$", s, re.IGNORECASE)
    if m:
        _self_cost_change(m, s, ctx)
        return True
    if re.match(r"^(?:this spell|~) costs? ", low):
        ctx.problem(s)
        return True
    if re.fullmatch(r"(?:this spell|~) can't be countered(?: by spells or abilities)?", low):
        ctx.rec.setdefault("static", []).append({"kind": "cant_be_countered"})
        return True
    m = re.fullmatch(r"(?:this spell|~) can't be countered by ((?:white|blue|black|red|green)(?:(?:, | and | or |, or )"
                     r"(?:white|blue|black|red|green))*) spells(?: or abilities)?", low)
    if m:  # "can't be countered by blue spells" (113.6g)
        colors = "".join(COLOR_WORDS[w] for w in re.findall(r"white|blue|black|red|green", m.group(1)))
        ctx.rec.setdefault("static", []).append({"kind": "cant_be_countered", "by_colors": colors})
        return True
    m = re.fullmatch(r"((?:[a-z]+ )*?)spells you control can't be countered(?: by spells or abilities)?", low)
    if m and not ctx.is_spell:
        qual = _spell_qualifier(m.group(1).strip())
        if qual is not None:
            st: dict[str, Any] = {"kind": "spells_cant_be_countered"}
            if qual[0]:
                st["colors"] = qual[0]
            if qual[1]:
                st["types"] = qual[1]
            ctx.rec.setdefault("static", []).append(st)
            return True
    m = re.match(r"^cast (?:this spell|~) only (.+)$", low.replace(", ", " "))
    if m:
        when = TIMINGS.get(m.group(1))
        if when is None:
            ctx.problem(s)
        else:
            ctx.rec.setdefault("static", []).append({"kind": "cast_only", "when": when})
        return True
    m = re.match(r"^you may cast (?:this spell|~) as though it had flash(.*)$", low)
    if m:
        if m.group(1):
            ctx.problem(s)
        else:
            ctx.rec.setdefault("keywords", []).append("flash")
        return True
    m = re.fullmatch(r"spend only (white|blue|black|red|green) mana on x", low)
    if m:
        ctx.rec.setdefault("static", []).append({"kind": "spend_only_on_x", "colors": COLOR_WORDS[m.group(1)]})
        return True
    if low.startswith("spend only"):
        ctx.problem(s)
        return True
    if low == "x can't be 0":
        ctx.rec.setdefault("static", []).append({"kind": "x_not_zero"})
        return True
    return False


def _alternative_condition(text: str) -> dict[str, Any] | None:
    """The condition of a conditional alternative cost ("If you control a Swamp", "If it's not your turn"), as
    the static ability `alternative_cost_condition` holds it; None for one the engine can't check."""
    low = text.strip().lower().replace("’", "'")
    if low in ("if it's your turn", "if it's not your turn"):
        return {"turn": "yours" if "not" not in low else "not_yours"}
    m = re.fullmatch(r"if you control an? (\w+)", low)
    if m:
        word = m.group(1)
        if word in ("plains", "island", "swamp", "mountain", "forest"):
            return {"filter": {"subtypes": [word]}}
        if word in ("artifact", "creature", "enchantment", "land", "planeswalker"):
            return {"filter": {"types": [word]}}
    return None


def _self_cost_change(m: re.Match, s: str, ctx: _Ctx) -> None:
    amount_txt = m.group(1).lower()
    amount: int | str = "X" if amount_txt == "{x}" else int(amount_txt.strip("{}"))
    kind = "self_cost_reduction" if m.group(2) == "less" else "self_cost_increase"
    tail = m.group(3).strip()
    st: dict[str, Any] = {"kind": kind, "amount": amount}
    if not tail:
        if amount == "X":
            ctx.problem(s)
            return
    else:
        mm = re.fullmatch(r"for each (.+?) you control", tail)
        mi = re.fullmatch(r"if you control (?:a|an|another) (.+)", tail)
        either = mm or mi
        if either is not None:
            words = words_of(either.group(1))
            ph = parse_object(words, 0, allow_players=False)
            if ph is None or ph.end != len(words) or ph.problems or amount == "X":
                ctx.problem(s)
                return
            flt = ph.filter()
            flt["controller"] = "you"
            st["per" if mm else "if_you_control"] = flt or {"types": ["permanent"]}
        elif re.fullmatch(r"for each card in your hand", tail) and amount != "X":
            st["per"] = "card_in_hand"
        elif re.fullmatch(r"for each card in your graveyard", tail) and amount != "X":
            st["per"] = "card_in_graveyard"
        elif re.fullmatch(r"for each target beyond the first", tail) and amount != "X":  # Fireball (601.2f)
            st["per"] = "extra_target"
        else:
            ctx.problem(s)
            return
    ctx.rec.setdefault("static", []).append(st)


# ---------------------------------------------------------------------------------------------- statics

COST_CHANGE_RE = re.compile(
    r"^(?P<what>[a-z ,-]*?)spells? (?P<who>you cast |your opponents cast |cast by your opponents |)"
    r"(?:that target (?:~|[a-z ]+) )?costs? \{(?P<n>\d+)\} (?P<dir>less|more) to cast(?P<tail>.*)$"
)


def _spell_qualifier(text: str) -> tuple[str, list[str]] | None:
    """'black spells and green' / 'instant and sorcery' / 'noncreature' -> (colors, types)."""
    colors = ""
    types: list[str] = []
    for w in re.split(r"\s+|,", text.replace(" spells and ", " ").replace(" spells or ", " ")):
        if not w or w in ("and", "or", "spells", "spell"):
            continue
        if w in COLOR_WORDS:
            colors += COLOR_WORDS[w]
        elif w in ("creature", "artifact", "enchantment", "instant", "sorcery", "planeswalker", "land", "battle",
                   "noncreature", "nonartifact", "nonenchantment"):
            types.append(w)
        else:
            return None
    return colors, types


def _subtype_qualifier(text: str) -> list[str] | None:
    """'dinosaur' / 'goblin spells and rogue' -> the creature (or other) subtypes a cost change names; None
    when a word isn't a subtype."""
    from cardpool.oracle.subtypes import SUBTYPES

    words = [w for w in re.split(r" spells and | spells or | and | or |, ", text) if w]
    if not words or any(w.capitalize() not in SUBTYPES for w in words):
        return None
    return words


CHOSEN_SPELLS_RE = re.compile(r" of the chosen (type|color)(?= )")


def _static_cost_change(low: str, ctx: _Ctx) -> bool:
    chosen = CHOSEN_SPELLS_RE.search(low)  # "spells you cast of the chosen type", "creature spells of the chosen type"
    if chosen:
        low = low[:chosen.start()] + low[chosen.end():]
    m = COST_CHANGE_RE.match(low)
    targeting_self = " that target ~ " in low  # "Spells your opponents cast that target ~ cost {2} more"
    if not m or "that target" in low and not targeting_self:
        return False
    tail = m.group("tail").strip()
    what = m.group("what").strip()
    qual = _spell_qualifier(what)
    subtypes = _subtype_qualifier(what) if qual is None else None
    if subtypes is not None:
        qual = ("", [])
    if tail or qual is None:
        return False
    colors, types = qual
    who = {"you cast ": "you", "your opponents cast ": "opponents", "cast by your opponents ": "opponents",
           "": "all"}[m.group("who")]
    st: dict[str, Any] = {"kind": "cost_reduction" if m.group("dir") == "less" else "cost_increase",
                          "amount": int(m.group("n")), "colors": colors}
    if who != "you":
        st["who"] = who
    if types:
        st["types"] = types
    if subtypes:
        st["subtypes"] = subtypes
    if targeting_self:
        st["targeting_self"] = True
    if chosen:  # what was chosen as it entered (607.2d): a creature or card type, a colour
        st["chosen"] = chosen.group(1)
    ctx.rec.setdefault("static", []).append(st)
    return True


STATIC_KINDS = [
    (r"^your opponents can't cast spells during your turn$", "opponents_cant_cast_during_your_turn"),
    (r"^activated abilities of (?:artifacts|creatures|artifacts and creatures|lands|nonland permanents) can't be "
     r"activated$",
     "cant_activate"),
    (r"^activated abilities of (?:artifacts|creatures) can't be activated unless they're mana abilities$",
     "cant_activate_non_mana"),
    (r"^enchanted (?:creature|permanent|artifact)'s activated abilities can't be activated$",
     "enchanted_cant_activate"),
    (r"^enchanted (?:creature|permanent) can't attack or block, and its activated abilities can't be activated$",
     "enchanted_cant_attack_block_or_activate"),
    (r"^enchanted creature can't block, and its activated abilities can't be activated$",
     "enchanted_cant_block_or_activate"),
    (r"^enchanted (?:creature|permanent) doesn't untap during its controller's untap step(?:,| and) its activated "
     r"abilities can't be activated$", "enchanted_doesnt_untap_or_activate"),
    (r"^~ enters(?: the battlefield)? tapped$", "enters_tapped"),
    (r"^~ can't be blocked$", "cant_be_blocked"),
    (r"^~ can't block$", "cant_block"),
    (r"^~ can't attack$", "cant_attack"),
    (r"^~ can't attack or block$", "cant_attack_or_block"),
    (r"^~ doesn't untap during your untap step$", "doesnt_untap"),
    (r"^you may cast spells as though they had flash$", "flash_permission"),
    (r"^you may choose not to untap ~ during your untap step$", "may_not_untap"),
    (r"^all creatures able to block ~ do so$", "lure"),
    (r"^~ must be blocked if able$", "must_be_blocked"),
    (r"^(?:if damage would be dealt to ~, prevent that damage|prevent all damage that would be dealt to ~)$",
     "prevent_damage_to_self"),
    (r"^~ enters(?: the battlefield)? tapped unless you control two or fewer other lands$", "enters_tapped_unless_few"),
    (r"^~ enters(?: the battlefield)? tapped unless you control two or more other lands$", "enters_tapped_unless_many"),
    (r"^if you control two or more other lands, ~ enters(?: the battlefield)? tapped$", "enters_tapped_unless_few"),
    (r"^~ enters(?: the battlefield)? tapped unless you control two or more basic lands$",
     "enters_tapped_unless_basics"),
]


ENTERS_WITH_RE = re.compile(
    r"^(?:(?P<kicked>if ~ was kicked, )~ enters(?: the battlefield)?|~ (?P<verb>enters(?: the battlefield)?|escapes)) "
    r"with (?P<n>an?|one|two|three|four|five|six|seven|eight|nine|ten|x|\d+) (?P<counter>[+-]\d+/[+-]\d+|[a-z]+) "
    r"counters? on it(?P<per> for each time it was kicked)?(?: and with (?P<kw>[a-z]+(?: [a-z]+)?))?$")


_COLOR_OR = (r"((?:white|blue|black|red|green)(?:(?:, | and | or |, or |, and/or | and/or )"
             r"(?:white|blue|black|red|green))*)")
COMBAT_STATICS: list[tuple[re.Pattern[str], str]] = [
    (re.compile(r"^~ attacks each (?:combat|turn) if able$"), "attacks_each_combat"),
    (re.compile(r"^~ blocks each (?:combat|turn) if able$"), "blocks_each_combat"),
    (re.compile(r"^~ can block only creatures with flying$"), "blocks_only_flying"),
    (re.compile(r"^~ can't be blocked by more than one creature$"), "max_one_blocker"),
    (re.compile(r"^~ can block an additional creature each combat$"), "extra_block"),
    (re.compile(r"^~ can block any number of creatures$"), "block_any_number"),
    (re.compile(r"^~ can't attack or block alone$"), "cant_attack_or_block_alone"),
    (re.compile(r"^~ can't attack alone$"), "cant_attack_alone"),
    (re.compile(r"^~ can't block alone$"), "cant_block_alone"),
    (re.compile(r"^~ can't block and can't be blocked$"), "cant_block_cant_be_blocked"),
    (re.compile(r"^creatures with power less than ~'s power can't block it$"), "cant_be_blocked_by_lesser_power"),
    (re.compile(r"^~ can't be blocked by creatures with power (?P<n>\d+) or (?P<op>less|greater)$"),
     "cant_be_blocked_by_power"),
    (re.compile(r"^~ can't block creatures with power (?P<n>\d+) or (?P<op>less|greater)$"), "cant_block_power"),
    (re.compile(r"^~ can't be blocked by " + _COLOR_OR + r" creatures$"), "cant_be_blocked_by_colors"),
    (re.compile(r"^~ can't be blocked by (?P<what>artifact creatures|walls|humans|creatures with flying)$"),
     "cant_be_blocked_by"),
    (re.compile(r"^~ can't be blocked except by (?P<what>artifact creatures|walls|creatures with flying|two or more "
                r"creatures|three or more creatures)$"), "can_be_blocked_only_by"),
    (re.compile(r"^~ can't attack unless defending player controls an? (?P<sub>plains|island|swamp|mountain|forest)$"),
     "attacks_only_if_defender_controls"),
]


def combat_static(low: str) -> dict[str, Any] | None:
    """Static abilities about attacking and blocking (509.1b-c restrictions and requirements, 508.1c-d)."""
    for rx, kind in COMBAT_STATICS:
        m = rx.match(low)
        if m is None:
            continue
        st: dict[str, Any] = {"kind": kind}
        groups = m.groupdict()
        if "n" in groups:
            st["power"] = ("<=" if groups["op"] == "less" else ">=") + groups["n"]
        if kind == "cant_be_blocked_by_colors":
            st["colors"] = "".join(COLOR_WORDS[w] for w in re.findall(r"white|blue|black|red|green", m.group(1)))
        if "what" in groups:
            st["what"] = groups["what"]
        if "sub" in groups:
            st["subtype"] = groups["sub"]
        return st
    return None


def enters_with_counters(low: str) -> dict[str, Any] | None:
    """"~ enters with two +1/+1 counters on it", "If ~ was kicked, it enters with ...", "~ escapes with ...",
    "... for each time it was kicked" (614.1c, 702.33d, 702.138c) -> a static `enters_with_counters`."""
    m = ENTERS_WITH_RE.match(low.replace("if ~ was kicked, it enters", "if ~ was kicked, ~ enters"))
    if m is None:
        return None
    count = number(m.group("n"))
    st: dict[str, Any] = {"kind": "enters_with_counters", "counter": m.group("counter"), "count": count}
    if m.group("kicked"):
        st["if"] = "kicked"
    elif m.group("verb") == "escapes":
        st["if"] = "escaped"
    if m.group("per"):
        st["per"] = "kick"
    if m.group("kw"):  # "... and with trample" (Kavu Titan): a keyword it has from then on, on the same condition
        st["with_keyword"] = m.group("kw")
    return st


def _static_or_spell(p: str, ctx: _Ctx) -> None:
    if ctx.is_spell:  # a paragraph after the first goes on with the spell's targets and effects (601.2c: one
        # numbering of targets; "Morbid — ~ deals 5 damage instead if ...", "put three counters on that creature")
        earlier_targets, earlier_effects = list(ctx.rec.get("targets") or ()), list(ctx.rec.get("effects") or ())
        h = _Holder(targets=list(earlier_targets), effects=list(earlier_effects))
        _resolution(p, h, ctx, activated=False)
        _add(ctx.rec, "targets", h.targets[len(earlier_targets):])
        effects = h.effects[len(earlier_effects):]
        if h.mana is not None:
            effects.insert(0, {"kind": "add_mana", **h.mana})
        _add(ctx.rec, "effects", effects)
        return
    sentences, quotes = split_sentences(p)
    _quoted(quotes, ctx)
    fr_sentences = [f.strip() for f in SENTENCE_RE.split(ctx.fr_head) if f.strip()] if ctx.fr_head else []
    for index, s in enumerate(sentences):
        before = len(ctx.rec.get("static") or ())
        _static_sentence(s, ctx, quotes)
        statics = ctx.rec.get("static") or ()
        french = fr_sentences[index] if len(fr_sentences) == len(sentences) else ctx.fr_head
        if len(statics) == before and statics and statics[-1].pop("joined", False):  # "If you don't, ..."
            statics[-1]["text"] = statics[-1].get("text", "") + " " + _display(s, ctx, quotes)
            if french and len(fr_sentences) == len(sentences) and statics[-1].get("text_fr"):
                statics[-1]["text_fr"] += " " + french[:1].upper() + french[1:]
        for st in statics[before:]:
            st.setdefault("text", _display(s, ctx, quotes))
            if french:
                st.setdefault("text_fr", french[:1].upper() + french[1:])


BONUS_PT = r"([+-]\d+)/([+-]\d+)"


def _static_bonus(s: str) -> dict[str, Any] | None:
    """A static ability that gives P/T and keywords to other permanents (613.4c, 613.1f):
    "Enchanted creature gets +2/+0 and has trample" / "Equipped creature gets +1/+1" (`attached_bonus`),
    "Creatures you control get +1/+1", "Other Elf creatures you control get +1/+1 and have
    vigilance" (`anthem`, with the filter of the creatures it affects)."""
    low = s.lower()
    m = re.fullmatch(r"(enchanted|equipped) creature (?:gets " + BONUS_PT + r"(?: and has (.+))?|has (.+))", low)
    if m:
        return with_bonus({"kind": "attached_bonus"}, m.group(2), m.group(3), m.group(4) or m.group(5))
    m = re.fullmatch(r"(.+?) (?:get " + BONUS_PT + r"(?: and have (.+))?|have (.+))", s, re.IGNORECASE)
    if m:
        words = words_of(m.group(1))
        start = 1 if words and words[0].lower() == "all" else 0
        ph = parse_object(words, start, allow_players=False)
        if ph is None or ph.end != len(words) or ph.problems or ph.noun not in ("object", "permanent") \
                or not ph.plural or ph.zone:
            return None
        flt = ph.filter()
        if flt.get("types", ["creature"]) != ["creature"] and not flt.get("subtypes"):
            return None  # only creatures have P/T; "artifacts you control have ..." stays unread
        return with_bonus({"kind": "anthem", "filter": flt}, m.group(2), m.group(3), m.group(4) or m.group(5))
    return None


def _static_sentence(s: str, ctx: _Ctx, quotes: list[str] | None = None) -> None:
    """One sentence of a permanent's static ability (`quotes`: the abilities it grants, «Qn» in `s`)."""
    if _casting_sentence(s, ctx):
        return
    low = s.lower().rstrip(".").strip()
    if _static_cost_change(low, ctx):
        return
    chosen = chosen_static(low)  # "spells with the chosen name can't be cast" (before the casting words below)
    if chosen is not None:
        ctx.rec.setdefault("static", []).append(chosen)
        return
    if re.fullmatch(r"if ~ is in your opening hand, you may begin the game with it on the battlefield", low):
        ctx.rec.setdefault("static", []).append({"kind": "opening_hand"})  # 103.6: before the game
        return
    m = re.fullmatch(r"if a (?:card|nontoken card) would be put into an opponent's graveyard from anywhere, "
                     r"exile it instead", low)
    if m:
        ctx.rec.setdefault("static", []).append({"kind": "graveyard_to_exile", "whose": "opponent"})
        return
    restriction = {
        "enchanted creature doesn't untap during its controller's untap step": "doesnt_untap",
        "enchanted permanent doesn't untap during its controller's untap step": "doesnt_untap",
        "enchanted creature can't attack or block": "cant_attack_or_block",
        "enchanted creature can't attack": "cant_attack",
        "enchanted creature can't block": "cant_block",
    }.get(low)
    if restriction is not None:
        ctx.rec.setdefault("static", []).append({"kind": "attached_restriction", "mark": restriction})
        return
    if low == "you have no maximum hand size":
        ctx.rec.setdefault("static", []).append({"kind": "no_max_hand_size"})
        return
    if low == "if ~ would be put into a graveyard from anywhere, exile it instead":
        ctx.rec.setdefault("static", []).append({"kind": "self_graveyard_to_exile"})
        return
    cda = characteristic_pt(low, s)
    if cda is not None and (cda["for_each"].get("chosen") is None or any(
            st.get("kind") == "as_enters_choice" for st in ctx.rec.get("static") or ())):
        ctx.rec.setdefault("static", []).append(cda)  # "of the chosen color": only with a choice made as it enters
        return
    bonus = _static_bonus(s.rstrip(".").strip())
    if bonus is not None:
        ctx.rec.setdefault("static", []).append(bonus)
        return
    counters = enters_with_counters(low) or combat_static(low)
    if counters is not None:
        keyword = counters.pop("with_keyword", None)
        ctx.rec.setdefault("static", []).append(counters)
        if keyword:
            with_keyword: dict[str, Any] = {"kind": "self_bonus", "keywords": [keyword]}
            if counters.get("if"):
                with_keyword["condition"] = {"kind": counters["if"]}
            ctx.rec["static"].append(with_keyword)
        return
    for rx, kind in STATIC_KINDS:
        if re.match(rx, low):
            st: dict[str, Any] = {"kind": kind}
            if kind.startswith("cant_activate"):
                of = re.match(r"^activated abilities of (.+?) can't", low).group(1)  # type: ignore[union-attr]
                st["types"] = [w.rstrip("s") for w in re.split(r" and |, ", of)]
            ctx.rec.setdefault("static", []).append(st)
            break
    else:
        matches, problems = find_targets(s)
        if matches or problems:
            ctx.problem(s)
            return
        if CAST_WORDS_RE.search(s) and not re.match(r"^~ enters(?: the battlefield)? with\b", low):
            ctx.problem(s)  # about casting or activating, and not one of the forms above
            return
        statics = ctx.rec.setdefault("static", [])
        entering = enters_statics(low, s, statics[-1] if statics else None)
        previous = statics[-1] if statics else None
        if entering is None:  # [] is a reading too: the sentence completed the one before ("It's still a land.")
            entering = prevention_static(low, s)
        if entering is None:
            entering = following_static(low, s, previous)
        if entering is None:
            entering = enter_cost_followup(low, previous)
        if entering is not None:
            statics.extend(entering)
            return
        typed = parse_static(s, list(quotes or ()), lambda q: _grant_record(q, ctx))
        ctx.rec.setdefault("static", []).append(typed or {"kind": "continuous_effect"})


def _grant_record(text: str, ctx: _Ctx) -> dict[str, Any] | None:
    """A quoted ability a static ability grants ("{T}: Add {G}.") as record parts, or None when it isn't
    read completely."""
    sub = _Ctx(ctx.name, False, False, {})
    sub.display_name = ctx.display_name
    _paragraph(text.strip(), sub)
    if sub.problems:
        return None
    parts = {k: v for k, v in sub.rec.items() if k in ("activated", "triggered", "static", "keywords") and v}
    if not parts or set(sub.rec) - {"activated", "triggered", "static", "keywords", "keyword_text"}:
        return None
    return parts


__all__ = ["parse_face", "ParseResult", "NotACard", "prepare_text", "number"]
