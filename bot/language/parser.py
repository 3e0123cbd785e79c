"""Parse a message in the play language (FR/EN, mixed) into a Setup and Actions.

Parsing needs the card pool (names in either language) but not the game position: names
are bound to objects by the engine. Every problem raises a MessageError subclass with the
line, the column, what was expected and close matches for card names.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field, replace
from typing import Protocol

from bot.engine.actions import (
    Action,
    CardRef,
    Message,
    Payment,
    PermanentSpec,
    PlayerSetup,
    Setup,
    TargetRef,
)
from bot.language import lexicon as lx
from cardpool.oracle.grammar import subtype_of
from cardpool.tokens import lookup as token_lookup
from foundation.cards import CardDef, ManaCost
from foundation.errors import BadNumber, ManaSyntaxError, MessageTooLarge, SyntaxProblem, UnknownCard, UnknownPlayer

# clause kinds naming an alternative cost the card is cast for (lexicon MARKERS)
ALT_COST_KINDS = ("flashback", "madness", "escape", "foretell", "evoke", "emerge", "dash", "blitz", "spectacle",
                  "surge", "prowl", "overload", "face_down", "jump-start", "retrace", "disturb", "bestow",
                  "awaken", "mutate", "miracle", "cleave")
MAX_COUNT = 100  # copies of one card in one setup item
MAX_OBJECTS = 1000  # cards in a whole setup
MAX_LIFE = 1_000_000
MAX_X = 1000
MAX_NAME_CHARS = 200  # no card name is longer (the longest printed one has 141 characters)
STATED_BY_SETUP = frozenset({"tapped", "sick"})  # what a setup line says of each permanent it lists


class CardSource(Protocol):
    def lookup(self, text: str) -> CardDef | None: ...
    def suggest(self, text: str, limit: int = 5) -> tuple[str, ...]: ...


@dataclass
class _Line:
    number: int
    text: str  # as written (numbering/bullets removed)
    folded: str
    offset: int  # column (0-based) of text[0] in the original line


_NUMBERING = re.compile(r"^\s*(?:\d{1,3}\s*[.)]|[-*•]|\d{1,3}\s*-)\s+")
_SETUP_HEAD = re.compile(r"^\s*([^\s:;,.!?]{1,40}(?: [^\s:;,.!?]{1,40}){0,2})\s*:\s*(.*)$", re.S)
_CONTROL = re.compile(r"[\x00-\x08\x0b\x0c\x0e-\x1f\x7f]")


def _split_lines(text: str) -> list[_Line]:
    lines: list[_Line] = []
    in_fence = False
    for number, raw in enumerate(text.splitlines(), start=1):
        stripped = raw.strip()
        if stripped.startswith("```"):
            in_fence = not in_fence
            rest = stripped[3:].strip()
            if not rest or re.fullmatch(r"[A-Za-z0-9_+-]+", rest):
                continue
            raw = rest
        if not stripped or stripped.startswith("#") or stripped.startswith("//"):
            continue
        if _CONTROL.search(raw):
            col = _CONTROL.search(raw).start()  # type: ignore[union-attr]
            raise SyntaxProblem("err.control_character", number, col + 1)
        m = _NUMBERING.match(raw)
        offset = m.end() if m else len(raw) - len(raw.lstrip())
        body = raw[offset:].rstrip()
        if not body:
            continue
        lines.append(_Line(number, body, lx.fold(body), offset))
    return lines


def detect_language(lines: list[_Line]) -> str:
    fr = en = 0
    for line in lines:
        for word in re.findall(r"[a-z'-]+", line.folded):
            word = word.strip("'-")
            if word in lx.FRENCH_HINTS:
                fr += 1
            if word in lx.ENGLISH_HINTS:
                en += 1
    return "fr" if fr > en else "en"


class Parser:
    """Parses one message; holds the declared players while reading it."""

    def __init__(self, pool: CardSource, suggest: bool = True) -> None:
        self.pool = pool
        self.suggest = suggest  # close matches for an unknown card (a fuzzy search: only when they are shown)
        self.players: list[str] = []
        self.objects = 0
        self._more_blockers: list[Action] = []  # the other blockers of the block line being read

    # ------------------------------------------------------------------ entry point
    def parse(self, text: str, max_chars: int = 20000) -> Message:
        if len(text) > max_chars:
            raise MessageTooLarge(len(text), max_chars)
        lines = _split_lines(text)
        lang = detect_language(lines)
        if not lines:
            raise SyntaxProblem("err.empty", None, None)
        setup = Setup()
        setup_lines: list[tuple[_Line, str, str]] = []
        action_lines: list[_Line] = []
        for line in lines:
            head = self._setup_head(line)
            if head is not None:
                if action_lines:
                    raise SyntaxProblem("err.setup_after_actions", line.number, line.offset + 1)
                setup_lines.append((line, *head))
            else:
                action_lines.append(line)
        # declare players first, so action subjects and targets can name them
        for line, who, _rest in setup_lines:
            if who in ("turn",):
                continue
            if setup.player(who) is None:
                setup.players.append(PlayerSetup(who, line.number))
        named = [p.name for p in setup.players]
        if not named:
            setup.players = [PlayerSetup("me"), PlayerSetup("opponent")]
        elif len(named) == 1:
            other = "opponent" if named[0] != "opponent" else "me"
            setup.players.append(PlayerSetup(other))
        self.players = [p.name for p in setup.players]
        for line, who, rest in setup_lines:
            if who == "turn":
                self._turn_line(setup, line, rest)
            else:
                self._setup_line(setup.player(who), line, rest)  # type: ignore[arg-type]
        if setup.active is None:
            setup.active = "me" if "me" in self.players else self.players[0]
        actions = [a for line in action_lines for a in self._line_actions(line)]
        return Message(lang, setup, actions, setup_lines=bool(setup_lines))

    # ------------------------------------------------------------------ players
    def _free_choice(self, text: str) -> str | None:
        """"Elf" -> "type:elf" (a creature type, 205.3m), "Bob" -> "player:Bob", "3" -> "number:3", "artifact" ->
        "cardtype:artifact", "odd" -> "parity:odd": what an "As ~ enters, choose a creature type / an opponent / a
        number / a card type / odd or even" asks; None when the text is a card name (then it's a card choice)."""
        word = text.strip().rstrip(".!")
        folded = lx.fold(word)
        if re.fullmatch(r"\d{1,3}", folded):  # "I choose 3" (a number, Sanctum Prelate)
            return "number:" + str(int(folded))
        if folded in lx.CHOICE_WORDS:  # "I choose artifact", "je choisis impair" (a card type, odd or even)
            return lx.CHOICE_WORDS[folded]
        if self._try_card(word) is not None:
            return None
        who = self._player_word(lx.fold(word))
        if who is not None:
            return "player:" + who
        sub = subtype_of(word[:1].upper() + word[1:].lower())
        return "type:" + sub.lower() if sub is not None else None

    def _player_word(self, word: str) -> str | None:
        """A player from a folded word: a declared name, me/moi/je, opponent/adversaire."""
        w = word.strip().strip(",.").lower()
        for name in self.players:
            if lx.fold(name) == w:
                return name
        if w in lx.ME_WORDS or w in ("i", "myself", "moi-meme", "moi meme", "me myself"):
            return "me" if "me" in self.players or not self.players else self._self_alias()
        if w in lx.OPPONENT_WORDS or w in ("opponent's", "l'adversaire", "adversaire", "mon adversaire",
                                           "my opponent", "the opponent"):
            return "opponent" if "opponent" in self.players or not self.players else self._other_alias()
        return None

    def _self_alias(self) -> str:
        return self.players[0]

    def _other_alias(self) -> str:
        return self.players[1] if len(self.players) > 1 else self.players[0]

    def _setup_head(self, line: _Line) -> tuple[str, str] | None:
        m = _SETUP_HEAD.match(line.text)
        if not m:
            return None
        head = lx.fold(m.group(1)).strip()
        if head in ("turn", "tour", "whose turn", "active player", "joueur actif"):
            return "turn", m.group(2)
        if head in ("me", "moi", "i", "je", "my side", "mon cote"):
            return "me", m.group(2)
        if head in ("opponent", "adversaire", "l'adversaire", "my opponent", "mon adversaire", "they", "opp"):
            return "opponent", m.group(2)
        if " " in head:
            return None
        rest = lx.fold(m.group(2)).strip()
        if not rest or _starts_setup_segment(rest) or re.fullmatch(r"[a-z]+", head):
            return m.group(1).strip(), m.group(2)
        return None

    # ------------------------------------------------------------------ setup lines
    def _turn_line(self, setup: Setup, line: _Line, rest: str) -> None:
        setup.turn_stated = True
        start = line.text.index(rest) if rest in line.text else 0
        parts = [p.strip() for p in re.split(r"[,;]", rest) if p.strip()]
        for part in parts:
            folded = lx.fold(part).strip().rstrip(".")
            col = line.offset + start + max(0, rest.find(part)) + 1
            who = self._player_word(folded)
            if who is not None:
                setup.active = who
                continue
            step = lx.STEP_WORDS.get(folded) or lx.STEP_WORDS.get(re.sub(r"^(the |la |l'|le |en |in )", "", folded))
            if step is not None:
                setup.step = step
                continue
            raise SyntaxProblem("err.expected_player_or_step", line.number, col, found=part,
                                players=tuple(self.players))

    def _setup_line(self, ps: PlayerSetup, line: _Line, rest: str) -> None:
        base = line.offset + (len(line.text) - len(rest)) if rest else line.offset
        pos = 0
        for segment in rest.split(";"):
            seg_col = base + pos + (len(segment) - len(segment.lstrip())) + 1
            pos += len(segment) + 1
            seg = segment.strip()
            if not seg:
                continue
            self._setup_segment(ps, line, seg, seg_col)

    def _setup_segment(self, ps: PlayerSetup, line: _Line, seg: str, col: int) -> None:
        folded = lx.fold(seg)
        m = re.fullmatch(r"(?:life|vie|pv|points de vie)\s*:?\s*(-?\d+)|(-?\d+)\s*(?:life|points? de vie|pv)", folded)
        if m:
            value = _int(m.group(1) or m.group(2))
            if not -MAX_LIFE <= value <= MAX_LIFE:
                raise BadNumber("err.bad_life", line.number, col, value=_shown(m.group(1) or m.group(2)),
                                limit=MAX_LIFE)
            ps.life = value
            ps.life_stated = True
            return
        m = re.fullmatch(r"(?:pool|reserve|mana pool|reserve de mana)\s*:?\s*(.*)", folded)
        if m:
            mana = m.group(1).strip()
            try:
                cost = ManaCost.parse(mana)
            except ManaSyntaxError:
                raise SyntaxProblem("err.bad_mana", line.number, col + folded.index(mana), found=mana) from None
            if cost.x or any("/" in s for s in cost.symbols):
                raise SyntaxProblem("err.bad_mana", line.number, col, found=mana)
            if cost.generic > MAX_COUNT:
                raise BadNumber("err.bad_count", line.number, col, value=cost.generic, limit=MAX_COUNT)
            ps.pool += "C" * cost.generic + "".join(cost.symbols)
            return
        for word in sorted(lx.ZONES, key=len, reverse=True):
            if folded.startswith(word) and (len(folded) == len(word) or not folded[len(word)].isalnum()):
                zone = lx.ZONES[word]
                body = seg[len(word):]
                body_col = col + len(word) + (len(body) - len(body.lstrip(" :")))
                body = body.lstrip(" :")
                self._zone_cards(ps, zone, line, body, body_col)
                return
        raise SyntaxProblem("err.expected_zone", line.number, col, found=seg[:40])

    def _zone_cards(self, ps: PlayerSetup, zone: str, line: _Line, body: str, col: int) -> None:
        ps.listed.add(zone)
        if zone == "library" and ps.library is None:
            ps.library = []
        if not body.strip():
            return
        for text, item_col in _split_items(body, col, self._try_card):
            count, name, marks, name_col = self._count_and_marks(line, text, item_col)
            card = self._card(name, line.number, name_col)
            self.objects += count
            if self.objects > MAX_OBJECTS:
                raise BadNumber("err.too_many_cards", line.number, item_col, limit=MAX_OBJECTS)
            for _ in range(count):
                if zone == "battlefield":
                    ps.battlefield.append(self._permanent(card, marks, line, item_col))
                else:
                    if marks:
                        raise SyntaxProblem("err.marks_only_on_battlefield", line.number, item_col, marks=marks[0])
                    target = ps.library if zone == "library" else getattr(ps, zone)
                    target.append(card)  # type: ignore[union-attr]

    def _count_and_marks(self, line: _Line, text: str, col: int) -> tuple[int, str, list[str], int]:
        text, marks = _trailing_marks(text)
        count, count_text = 1, "1"
        lead = len(text) - len(text.lstrip())
        text = text.strip()
        name_col = col + lead
        m = re.match(r"^(\d+)\s*[x×]?\s+(.*)$", text, re.I) or re.match(r"^(\d+)[x×]\s*(.*)$", text, re.I)
        if m:
            count_text = m.group(1)
            count = _int(count_text)
            name_col += len(text) - len(m.group(2))
            text = m.group(2)
        else:
            # a search, not a lazy "^(.*?)\s*..." match: that one is quadratic on long runs of spaces
            m = re.search(r"(?:[x×]\s*(\d+)|\(\s*[x×]?\s*(\d+)\s*\))$", text, re.I)
            if m:
                count_text = m.group(1) or m.group(2)
                count = _int(count_text)
                text = text[: m.start()]
        if count < 1 or count > MAX_COUNT:
            raise BadNumber("err.bad_count", line.number, col, value=_shown(count_text), limit=MAX_COUNT)
        return count, text.strip(), marks, name_col

    def _permanent(self, card: CardDef, marks: list[str], line: _Line, col: int) -> PermanentSpec:
        # a setup line states its permanents untapped and under their controller's control since the turn
        # began unless marked (PLAY_LANGUAGE.md, default situation): facts, not assumptions to re-judge
        spec = PermanentSpec(card, stated=STATED_BY_SETUP)
        for mark in marks:
            folded = lx.fold(mark).strip()
            for part in [p.strip() for p in re.split(r"[,;]", folded) if p.strip()]:
                kind = lx.MARKS.get(part)
                if kind in ("tapped", "untapped", "sick", "haste"):
                    spec = replace(spec, stated=spec.stated | {"tapped" if kind == "untapped" else kind})
                if kind == "tapped":
                    spec = replace(spec, tapped=True)
                elif kind == "untapped":
                    spec = replace(spec, tapped=False)
                elif kind == "sick":
                    spec = replace(spec, sick=True)
                elif kind == "haste":
                    spec = replace(spec, haste=True, stated=spec.stated | {"sick"})
                elif kind == "fate":
                    spec = replace(spec, counters=spec.counters + (("fate", 1),))
                elif kind == "attacking":
                    spec = replace(spec, attacking=True, stated=spec.stated | {"tapped"})
                elif kind == "face_down":
                    spec = replace(spec, face_down=True)
                else:
                    m = re.fullmatch(r"(?:(" + "|".join(lx.DAMAGE_MARKS) + r")\s*:?\s*(-?\d+)|(-?\d+)\s+(?:"
                                     + "|".join(lx.DAMAGE_MARKS) + r"))", part)
                    c = re.fullmatch(r"(\d+)\s+(.+?)\s+counters?|(\d+)\s+marqueurs?\s+(.+)", part)
                    if m:
                        value = _int(m.group(2) or m.group(3))
                        if not 0 <= value <= MAX_LIFE:
                            raise BadNumber("err.bad_damage", line.number, col, value=_shown(m.group(2) or m.group(3)))
                        spec = replace(spec, damage=value)
                    elif c:
                        n = _int(c.group(1) or c.group(3))
                        kind_name = (c.group(2) or c.group(4)).strip()
                        kind_name = lx.COUNTER_NAMES.get(kind_name, kind_name)
                        if n > MAX_COUNT:
                            raise BadNumber("err.bad_count", line.number, col, value=_shown(c.group(1) or c.group(3)),
                                            limit=MAX_COUNT)
                        spec = replace(spec, counters=spec.counters + ((kind_name, n),))
                    else:
                        raise SyntaxProblem("err.unknown_mark", line.number, col, mark=part)
        return spec

    # ------------------------------------------------------------------ cards
    def _card(self, text: str, line: int, col: int) -> CardDef:
        name = _unquote(text)
        if not name:
            raise SyntaxProblem("err.expected_card", line, col)
        card = self._lookup(name) if len(name) <= MAX_NAME_CHARS else None
        if card is None:
            raise UnknownCard(_cut(name), self._suggestions(name), line, col)
        return card

    def _suggestions(self, name: str) -> tuple[str, ...]:
        return self.pool.suggest(name[:MAX_NAME_CHARS]) if self.suggest else ()

    def _lookup(self, name: str) -> CardDef | None:
        """A card of the pool, or a token an effect may create ("Soldier token", "jeton Trésor")."""
        return self.pool.lookup(name) or token_lookup(name)

    def _try_card(self, text: str) -> CardDef | None:
        if len(text) > 2 * MAX_NAME_CHARS:  # cheap bound before unquoting: long text is never a name
            return None
        name = _unquote(text)
        return self._lookup(name) if name and len(name) <= MAX_NAME_CHARS else None

    # ------------------------------------------------------------------ actions
    def _line_actions(self, line: _Line) -> list[Action]:
        """The actions one line says: one, or one block per blocker ("P block X with Y and Z": two blockers
        declared together, 509.1a)."""
        self._more_blockers = []
        first = self._action(line)
        more, self._more_blockers = self._more_blockers, []
        return [first, *more]

    def _action(self, line: _Line) -> Action:
        text, folded, col = line.text, line.folded, line.offset
        question = False
        # strip "in response," and friends
        for _ in range(3):
            for prefix in lx.RESPONSE_PREFIXES:
                if folded.startswith(prefix):
                    n = len(prefix)
                    text, folded, col = text[n:], folded[n:], col + n
                    break
            else:
                break
        if folded.rstrip().endswith("?"):
            question = True
            cut = len(folded.rstrip()) - 1
            text, folded = text[:cut].rstrip(), folded[:cut].rstrip()
        text, folded = text.rstrip(" .!"), folded.rstrip(" .!")
        actor: str | None = None
        for prefix in lx.QUESTION_PREFIXES:
            if folded.startswith(prefix):
                question = True
                n = len(prefix)
                text, folded, col = text[n:], folded[n:], col + n
                actor = self._player_word("me")
                break
        else:
            for prefix in lx.QUESTION_OTHER:
                if folded.startswith(prefix):
                    rest = folded[len(prefix):]
                    who, n = self._subject(rest)
                    if who is not None:
                        question = True
                        for modal in ("peut-il ", "peut-elle ", "peut il ", "peut elle ", "peut ", "pourrait ",
                                      "can ", "may ", "could "):
                            if rest[n:].startswith(modal):
                                n += len(modal)
                                break
                        skip = len(prefix) + n
                        text, folded, col, actor = text[skip:], folded[skip:], col + skip, who
                    break
        simple = _simple_line(folded)
        if simple is not None:
            return Action(simple, line.number, line.text, actor=actor, question=question)
        if actor is None:
            actor, n = self._subject(folded)
            text, folded, col = text[n:], folded[n:], col + n
            # French questions: "Bob peut-il lancer ..."
            for suffix in lx.QUESTION_OTHER_SUFFIX_FR:
                s = suffix.lstrip()
                if folded.startswith(s):
                    question = True
                    text, folded, col = text[len(s):], folded[len(s):], col + len(s)
                    break
        simple = _simple_line(folded)
        if simple is not None:
            return Action(simple, line.number, line.text, actor=actor, question=question)
        goto = _goto(folded)
        if goto is not None:
            step = lx.STEP_WORDS.get(goto[0])
            if step is None:
                raise SyntaxProblem("err.expected_step", line.number, col + goto[1] + 1, found=text[goto[1]:])
            return Action("goto_step", line.number, line.text, actor=actor, question=question, step=step)
        m = re.match(r"([a-z'-]+)\s*", folded)
        verb = m.group(1) if m else ""
        kind = lx.VERBS.get(verb)
        if kind is None:
            # "Zoe casts ...": a subject that is no declared player, followed by a verb
            w = re.match(r"([^\W\d_][\w'-]{0,39})\s+([\w'-]+)", text)
            if w and w.group(1)[:1].isupper() and lx.VERBS.get(lx.fold(w.group(2))) and self.players:
                raise UnknownPlayer(w.group(1), line.number, col + 1, tuple(self.players))
            raise SyntaxProblem("err.expected_action", line.number, col + 1, found=text.split(" ")[0][:30])
        n = m.end() if m else 0
        rest, rfold, rcol = text[n:], folded[n:], col + n
        if kind == "pass":
            if not rfold.strip() or rfold.strip() in ("priority", "la priorite", "son tour", "the priority"):
                return Action("pass", line.number, line.text, actor=actor, question=question)
            g = _goto("passer a " + rfold.strip()[2:] if rfold.startswith("a ") else "")
            if g is not None and lx.STEP_WORDS.get(g[0]):
                return Action("goto_step", line.number, line.text, actor=actor, step=lx.STEP_WORDS[g[0]])
            raise SyntaxProblem("err.unexpected_after_pass", line.number, rcol + 1, found=rest[:30])
        if kind == "pay":
            if rfold.strip() in lx.TRIBUTE_WORDS:  # "opponent pays tribute" (702.104a): counters, not a payment
                return Action("pay", line.number, line.text, actor=actor, question=question, words=("tribute",))
            payment, _ = self._clauses_payment(line, rest, rfold, rcol, actor)
            return Action("pay", line.number, line.text, actor=actor, question=question, payment=payment)
        if kind == "discard":
            cards = self._card_list(line, rest, rcol)
            return Action("discard", line.number, line.text, actor=actor, question=question, cards=tuple(cards))
        if kind == "choose":
            color = lx.COLOR_WORDS.get(re.sub(r"^(the colou?r |la couleur )", "", rfold.strip()))
            if color is not None and color != "C":  # "I choose blue" / "je choisis bleu": a colour choice
                return Action("choose", line.number, line.text, actor=actor, question=question, colors=color)
            r = re.sub(r"^(for |a |an |the |un |une |le |la |l')", "", rest, flags=re.I)
            free = self._free_choice(r)
            if free is not None:  # a creature type or a player ("I choose Elf", "je choisis Bob")
                return Action("choose", line.number, line.text, actor=actor, question=question, words=(free,))
            cards = self._card_list(line, r, rcol + len(rest) - len(r))
            return Action("choose", line.number, line.text, actor=actor, question=question, cards=tuple(cards))
        if kind == "attack":
            r = re.sub(r"^(with |avec )", "", rest, flags=re.I)
            band = re.search(r",?\s+(?:" + "|".join(re.escape(w) for w in lx.BAND_WORDS) + r")\s*[.!]?\s*$",
                             lx.fold(r))
            words: tuple[str, ...] = ()
            if band is not None:  # "I attack with Benalish Hero and Grizzly Bears in a band" (702.22c)
                r, words = r[:band.start()], ("band",)
            cards = self._card_list(line, r, rcol + len(rest) - len(r))
            return Action("attack", line.number, line.text, actor=actor, question=question, cards=tuple(cards),
                          words=words)
        if kind == "block":
            return self._block(line, rest, rfold, rcol, actor, question)
        if kind == "assign":
            return self._assign(line, rest, rfold, rcol, actor, question)
        if kind == "tap_mana":
            return self._tap(line, rest, rfold, rcol, actor, question)
        if kind == "turn_face_up":  # morph (702.37e): "I turn Exalted Angel face up" / "je retourne ..."
            r = re.sub(r"\s+(face up|face-up|face visible|face recto)\s*[.!]?\s*$", "", rest, flags=re.I)
            cards = self._card_list(line, r, rcol)
            return Action("turn_face_up", line.number, line.text, actor=actor, question=question,
                          card=cards[0] if cards else None)
        if kind in ("sacrifice", "exert"):  # a choice asked by an effect or an attack, on the line after it
            cards = self._card_list(line, rest, rcol)
            return Action(kind, line.number, line.text, actor=actor, question=question, cards=tuple(cards))
        # cast / activate / play
        return self._cast_like(kind, line, rest, rfold, rcol, actor, question)

    def _subject(self, folded: str) -> tuple[str | None, int]:
        """(player, length) for a subject at the start of a folded action line."""
        for name in sorted(self.players, key=len, reverse=True):
            f = lx.fold(name) + " "
            if folded.startswith(f):
                return name, len(f)
            if folded.startswith(lx.fold(name) + "'s ") or folded.startswith(lx.fold(name) + ","):
                break
        for prefix in ("moi, je ", "moi je ", "moi ", "i ", "je ", "j'", "me, i "):
            if folded.startswith(prefix):
                return self._player_word("me"), len(prefix)
        for prefix in lx.SUBJECT_OPPONENT:
            if folded.startswith(prefix):
                return self._player_word("opponent"), len(prefix)
        return None, 0

    def _card_list(self, line: _Line, text: str, col: int) -> list[CardRef]:
        refs: list[CardRef] = []
        for item, icol in _split_list(text, col, self._try_card):
            count, name, marks, ncol = self._count_and_marks(line, item, icol)
            owner, name, ncol = self._owner_prefix(name, ncol)
            card = self._card(name, line.number, ncol)
            refs.extend([CardRef(card, name, ncol, owner)] * count)
        if not refs:
            raise SyntaxProblem("err.expected_card", line.number, col + 1)
        return refs

    def _owner_prefix(self, name: str, col: int) -> tuple[str | None, str, int]:
        """"Bob's Dryad", "my Dryad", "ma Dryade", "la Dryade de Bob", "les Grizzlis de l'adversaire"
        -> (owner, card name, column). Articles and possessives are peeled off only while the text
        is not already a card name ("The Abyss" stays whole)."""
        owner: str | None = None
        me, opp = self._player_word("me"), self._player_word("opponent")
        suffixes = [(" de l'adversaire", opp), (" de l adversaire", opp), (" de mon adversaire", opp),
                    (" of my opponent", opp), (" of the opponent", opp), (" of opponent", opp)]
        prefixes = [("my opponent's ", opp), ("opponent's ", opp), ("the opponent's ", opp),
                    ("my ", me), ("ma ", me), ("mon ", me), ("mes ", me),
                    ("his ", None), ("her ", None), ("their ", None), ("sa ", None), ("son ", None), ("ses ", None),
                    ("the ", None), ("le ", None), ("la ", None), ("les ", None), ("l'", None), ("un ", None),
                    ("une ", None), ("a ", None), ("an ", None)]
        for player in self.players:
            f = lx.fold(player)
            prefixes[:0] = [(f + "'s ", player), (f + "' ", player)]
            suffixes += [(" de " + f, player), (" d'" + f, player), (" of " + f, player)]
        for _ in range(4):
            if self._try_card(name) is not None:
                break
            folded = lx.fold(name)
            for suf, who in suffixes:
                if folded.endswith(suf) and len(folded) > len(suf):
                    name, owner = name[: -len(suf)], who or owner
                    break
            else:
                for pre, who in prefixes:
                    if folded.startswith(pre) and len(folded) > len(pre):
                        name, col, owner = name[len(pre):], col + len(pre), who or owner
                        break
                else:
                    break
        return owner, name, col

    def _block(self, line: _Line, rest: str, rfold: str, rcol: int, actor: str | None, question: bool) -> Action:
        m = re.search(r" (with|avec) ", rfold)
        if not m:
            raise SyntaxProblem("err.expected_block_with", line.number, rcol + len(rest) + 1)
        attackers = self._card_list(line, rest[: m.start()], rcol)
        blockers = self._card_list(line, rest[m.end():], rcol + m.end())
        # several blockers on one line: one block each, consecutive lines of one declaration (509.1a)
        self._more_blockers = [Action("block", line.number, line.text, actor=actor, question=question,
                                      cards=tuple(attackers), blocker=b) for b in blockers[1:]]
        return Action("block", line.number, line.text, actor=actor, question=question, cards=tuple(attackers),
                      blocker=blockers[0])

    def _assign(self, line: _Line, rest: str, rfold: str, rcol: int, actor: str | None, question: bool) -> Action:
        """"P assign 2 to Grizzly Bears and 3 to opponent [with Craw Wurm]" / « P assigne 2 à Grizzlis et 3 à
        adversaire [avec Guivre vorace] »: how a blocked attacking creature's combat damage is divided (510.1c,
        702.19b), in the order written; the attacker is named when several of the player's are blocked."""
        attacker: CardRef | None = None
        m = re.search(r" (with|avec) (?!.* (with|avec) )", rfold)
        if m is not None:
            name_col = rcol + m.end()
            owner, name, ncol = self._owner_prefix(rest[m.end():].strip(), name_col)
            attacker = CardRef(self._card(name, line.number, ncol + 1), name, ncol + 1, owner)
            rest, rfold = rest[: m.start()], rfold[: m.start()]
        targets: list[TargetRef] = []
        amounts: list[int] = []
        for part in re.finditer(r"(?:^|,|\band\b|\bet\b)\s*(\d+)\s+(?:damage\s+|blessures?\s+)?(?:to|a|à|aux|au)\s+"
                                r"(.+?)(?=\s*(?:,|\band\s+\d|\bet\s+\d|$))", rfold):
            amount = _int(part.group(1))
            if amount > MAX_LIFE:
                raise BadNumber("err.bad_damage", line.number, rcol + part.start(1) + 1, value=part.group(1))
            start, end = part.span(2)
            targets.append(self._target(line, rest[start:end], rcol + start, actor))
            amounts.append(amount)
        if not targets or len(re.findall(r"\d+", rfold)) > len(amounts):  # an amount not read: never dropped
            raise SyntaxProblem("err.expected_assignment", line.number, rcol + 1)
        return Action("assign", line.number, line.text, actor=actor, question=question, card=attacker,
                      targets=tuple(targets), division=tuple(amounts))

    def _tap(self, line: _Line, rest: str, rfold: str, rcol: int, actor: str | None, question: bool) -> Action:
        colors = None
        found = list(re.finditer(r" (for|pour) ", rfold))
        m = found[-1] if found else None
        cards_text = rest
        if m is not None:
            colors = self._colors(line, rest[m.end():], rcol + m.end())
            cards_text = rest[: m.start()]
        cards = self._card_list(line, cards_text, rcol)
        return Action("tap_mana", line.number, line.text, actor=actor, question=question, cards=tuple(cards),
                      colors=colors)

    def _colors(self, line: _Line, text: str, col: int) -> str:
        """"UUU", "{U}{U}{U}", "three blue", "trois bleus", "3 rouges", "G" -> symbols."""
        folded = lx.fold(text).strip().strip(",.")
        try:
            cost = ManaCost.parse(folded)
            if not cost.x and all(len(s) == 1 for s in cost.symbols):
                out = "C" * cost.generic + "".join(cost.symbols)
                if out:
                    return out
        except ManaSyntaxError:
            pass
        total = ""
        for part in re.split(r",| and | et ", folded):
            words = part.split()
            if not words:
                continue
            n = 1
            if words[0].isdecimal():
                n = _int(words[0])
                words = words[1:]
            elif words[0] in lx.NUMBER_WORDS:
                n = lx.NUMBER_WORDS[words[0]]
                words = words[1:]
            colour = ""
            for w in words:
                if w in lx.COLOR_WORDS and lx.COLOR_WORDS[w]:
                    colour = lx.COLOR_WORDS[w]
            if not colour or n > MAX_COUNT:
                raise SyntaxProblem("err.expected_colors", line.number, col + 1, found=text.strip()[:30])
            total += colour * n
        if not total:
            raise SyntaxProblem("err.expected_colors", line.number, col + 1, found=text.strip()[:30])
        return total

    def _cast_like(self, kind: str, line: _Line, rest: str, rfold: str, rcol: int, actor: str | None,
                   question: bool) -> Action:
        markers = _find_markers(rfold)
        # the card: the longest prefix ending at a marker (or the end) that is a card name
        ends = sorted({m[0] for m in markers} | {len(rest)}, reverse=True)
        card: CardDef | None = None
        name_end = None
        lead = len(rest) - len(rest.lstrip())
        owner = None
        for end in ends:
            if end - lead > 2 * MAX_NAME_CHARS:  # too long for a card name, even with an owner ("Bob's ...")
                continue
            candidate = rest[:end].strip()
            if not candidate:
                continue
            o, cname, _ = self._owner_prefix(candidate, rcol)
            found = self._try_card(cname)
            if found is not None:
                card, name_end, owner = found, end, o
                break
        if card is None:
            first = min(ends) if markers else len(rest)
            candidate = rest[:first].strip()
            if not candidate:
                raise SyntaxProblem("err.expected_card", line.number, rcol + lead + 1)
            o, cname, ccol = self._owner_prefix(candidate[: 2 * MAX_NAME_CHARS], rcol + lead)
            cname = _unquote(cname)
            raise UnknownCard(_cut(cname), self._suggestions(cname), line.number, ccol + 1)
        assert name_end is not None  # set together with `card`
        ref = CardRef(card, rest[:name_end].strip(), rcol + lead + 1, owner)
        clauses = [m for m in markers if m[0] >= name_end]
        info = _CastInfo()
        self._read_clauses(line, rest, rfold, rcol, clauses, info, actor)
        if kind == "play":
            kind = "play_land" if "land" in card.types else "cast"
        if kind == "activate" and info.alt:
            raise SyntaxProblem("err.alt_on_activate", line.number, rcol + 1)
        return Action(kind, line.number, line.text, actor=actor, question=question, card=ref, from_zone=info.zone,
                      alt=info.alt, optional_costs=tuple(info.optional), targets=tuple(info.targets), x=info.x,
                      ability=info.ability, colors=info.colors, payment=info.payment, modes=tuple(info.modes),
                      division=tuple(info.division), cards=tuple(info.spliced))

    def _clauses_payment(self, line: _Line, rest: str, rfold: str, rcol: int, actor: str | None) -> tuple[Payment,
                                                                                                          _CastInfo]:
        markers = _find_markers(rfold)
        info = _CastInfo()
        first = markers[0][0] if markers else len(rest)
        head = rest[:first]
        if head.strip():
            self._payment_items(line, head, rcol, info, actor)
        self._read_clauses(line, rest, rfold, rcol, markers, info, actor)
        return info.payment, info

    def _read_clauses(self, line: _Line, rest: str, rfold: str, rcol: int, clauses: list[tuple[int, int, str]],
                      info: _CastInfo, actor: str | None) -> None:
        for i, (_start, end, kind) in enumerate(clauses):
            stop = clauses[i + 1][0] if i + 1 < len(clauses) else len(rest)
            body = rest[end:stop]
            if i + 1 < len(clauses):  # "tapping Island and with Lotus Petal": the "and" joins two clauses
                body = _TRAILING_JOIN.sub("", body)
            bcol = rcol + end
            sbody = body.strip().strip(",")
            if kind in ("convoke", "delve", "improvise"):
                self._payment_helper(kind, line, bcol, info)
                self._trailing_payment(line, body, bcol, info, actor)
            elif kind in ALT_COST_KINDS:
                if info.alt and info.alt != kind:
                    # a second alternative cost (118.9a): keep the first one named, so the card is looked
                    # for where that one casts it from and the engine refuses the pair, not the zone
                    info.optional.append(("alternative", 1))
                else:
                    info.alt = kind
                self._trailing_payment(line, body, bcol, info, actor)
            elif kind == "mutate_under":  # 702.140c: "mutating under Grizzly Bears": the target, the spell under it
                info.alt = info.alt or "mutate"
                info.optional.append(("mutate_under", 1))
                for item, icol in _split_list(body, bcol, self._try_card):
                    info.targets.append(self._target(line, item, icol, actor))
            elif kind == "splice":  # 702.47a: the cards spliced onto the spell
                info.spliced.extend(self._card_list(line, body, bcol))
            elif kind in ("kicker", "buyback", "entwine", "multikicker", "replicate", "alternative", "fuse",
                          "casualty", "conspire"):
                times = 1
                m = re.match(r"\s*(\d+)", body)
                if m:
                    times = _int(m.group(1))
                    if times > MAX_COUNT:
                        raise BadNumber("err.bad_count", line.number, bcol + 1, value=_shown(m.group(1)),
                                        limit=MAX_COUNT)
                    body = body[m.end():]
                info.optional.append((kind, times))
                self._trailing_payment(line, body, bcol, info, actor)
            elif kind == "from":
                z = lx.fold(sbody)
                z = re.sub(r"^(the |my |his |her |their |mon |ma |son |sa |le |la |l')", "", z).strip()
                zone = lx.ZONES.get(z)
                if zone is None:
                    raise SyntaxProblem("err.expected_zone", line.number, bcol + 1, found=sbody[:30])
                info.zone = zone
            elif kind == "targeting":
                for item, icol in _split_list(body, bcol, self._try_card):
                    info.targets.append(self._target(line, item, icol, actor))
            elif kind == "x":
                m = re.match(r"\s*(-?\d+)", body)
                if not m:
                    raise SyntaxProblem("err.expected_number", line.number, bcol + 1, found=sbody[:20])
                value = _int(m.group(1))
                if not 0 <= value <= MAX_X:
                    raise BadNumber("err.bad_x", line.number, bcol + 1, value=_shown(m.group(1)), limit=MAX_X)
                info.x = value
                self._trailing_payment(line, body[m.end():], bcol + m.end(), info, actor)
            elif kind == "ability":
                m = re.match(r"\s*#?(\d+)", body)
                if not m:
                    raise SyntaxProblem("err.expected_number", line.number, bcol + 1, found=sbody[:20])
                value = _int(m.group(1))
                if not 1 <= value <= 20:
                    raise BadNumber("err.bad_ability_number", line.number, bcol + 1, value=_shown(m.group(1)))
                info.ability = value
                self._trailing_payment(line, body[m.end():], bcol + m.end(), info, actor)
            elif kind == "for":
                colour_text, tail = _split_tail(body)
                colors = self._colors(line, colour_text, bcol)
                if info.last_source is not None:
                    info.set_source_colors(colors)
                else:
                    info.colors = colors
                if tail.strip():
                    self._payment_items(line, tail, bcol + len(body) - len(tail), info, actor)
            elif kind == "paying":
                self._payment_items(line, body, bcol, info, actor)
            elif kind in ("sacrificing", "discarding", "exiling", "tapping", "returning", "with"):
                self._named_payment(kind, line, body, bcol, info, actor)
            elif kind == "modes":
                self._modes(line, body, bcol, info)
            elif kind == "division":
                self._division(line, body, bcol, info)
            else:  # pragma: no cover
                raise SyntaxProblem("err.expected_action", line.number, bcol + 1, found=sbody[:20])

    def _payment_helper(self, kind: str, line: _Line, col: int, info: _CastInfo) -> None:
        """"tapping Llanowar Elves for convoke", "exiling Shock and Opt for delve": the cards the clause
        before named pay for the spell through convoke (702.51a), delve (702.66a) or improvise (702.126a)."""
        source = "exile" if kind == "delve" else "tap"
        named = info.last_refs if info.last_kind == ("exiling" if kind == "delve" else "tapping") else ()
        if not named:
            raise SyntaxProblem("err.helper_needs_cards", line.number, col + 1, helper=kind)
        left = list(getattr(info.payment, source))
        for ref in named:
            left.remove(ref)
        info.payment = replace(info.payment, **{source: tuple(left), kind: getattr(info.payment, kind) + named})
        info.last_refs = ()

    def _trailing_payment(self, line: _Line, body: str, col: int, info: _CastInfo, actor: str | None) -> None:
        if body.strip(" ,"):
            self._payment_items(line, body, col, info, actor)

    def _payment_items(self, line: _Line, body: str, col: int, info: _CastInfo, actor: str | None) -> None:
        """Mana and life items of a payment list ("{1}{U} and 3 life")."""
        for item, icol in _split_list(body, col, lambda t: None):
            folded = lx.fold(item).strip()
            m = re.fullmatch(r"(-?\d+)\s*(?:life|lives|points? de vie|pv|vie)", folded)
            if m:
                value = _int(m.group(1))
                if not 0 <= value <= MAX_LIFE:
                    raise BadNumber("err.bad_life", line.number, icol + 1, value=_shown(m.group(1)), limit=MAX_LIFE)
                info.payment = replace(info.payment, life=(info.payment.life or 0) + value)
                continue
            if folded in lx.HAND_WORDS:
                info.payment = replace(info.payment, discard_hand=True)
                continue
            try:
                cost = ManaCost.parse(folded.replace(" ", ""))
            except ManaSyntaxError:
                cost = None
            if cost is not None and not cost.is_empty() or folded in ("{0}", "0"):
                if cost is not None and cost.generic > MAX_X:
                    raise BadNumber("err.bad_count", line.number, icol + 1, value=cost.generic, limit=MAX_X)
                prev = info.payment.mana
                info.payment = replace(info.payment, mana=prev.plus(cost) if prev and cost else cost)
                continue
            # a bare card: part of the previous named clause ("sacrificing Mountain and Mountain")
            if info.last_kind is not None:
                self._named_payment(info.last_kind, line, item, icol, info, actor)
                continue
            raise SyntaxProblem("err.expected_payment", line.number, icol + 1, found=item.strip()[:30])

    def _named_payment(self, kind: str, line: _Line, body: str, col: int, info: _CastInfo, actor: str | None) -> None:
        items = _split_list(body, col, self._try_card)
        for n, (item, icol) in enumerate(items):
            folded = lx.fold(item).strip()
            if kind == "discarding" and folded in lx.HAND_WORDS:
                info.payment = replace(info.payment, discard_hand=True)
                info.last_kind = kind
                continue
            if n > 0 or kind != "with":
                if re.fullmatch(r"-?\d+\s*(?:life|lives|points? de vie|pv|vie)", folded) or _is_mana(folded):
                    self._payment_items(line, item, icol, info, actor)
                    continue
                if folded.startswith("{"):  # mana symbols, but not valid ones ("{-3}"): not a card name either
                    raise SyntaxProblem("err.bad_mana", line.number, icol + 1, found=item.strip()[:30])
            if kind == "with":
                m = re.search(r" (for|pour) ", lx.fold(item))
                colors = None
                if m:
                    colors = self._colors(line, item[m.end():], icol + m.end())
                    item = item[: m.start()]
                refs = self._card_list(line, item, icol)
                info.payment = replace(info.payment, sources=info.payment.sources + tuple((r, colors) for r in refs))
                info.last_source = len(info.payment.sources) - 1
            else:
                refs = self._card_list(line, item, icol)
                field_name = {"sacrificing": "sacrifice", "discarding": "discard", "exiling": "exile",
                              "tapping": "tap", "returning": "returned"}[kind]
                info.payment = replace(info.payment, **{field_name: getattr(info.payment, field_name) + tuple(refs)})
                info.last_source = None
                info.last_refs = (info.last_refs if n > 0 and info.last_kind == kind else ()) + tuple(refs)
            info.last_kind = kind

    def _division(self, line: _Line, body: str, col: int, info: _CastInfo) -> None:
        """"dividing 2 and 1" / "en répartissant 2 et 1": how damage is divided among the targets, in their
        order (601.2d)."""
        folded = lx.fold(body)
        m = re.match(r"\s*(\d+)((?:\s*(?:,|and|et|&|/)\s*\d+)*)", folded)
        if not m:
            raise SyntaxProblem("err.expected_number", line.number, col + 1, found=body.strip()[:20])
        for digits in [m.group(1)] + re.findall(r"\d+", m.group(2)):
            value = _int(digits)
            if value > MAX_X:
                raise BadNumber("err.bad_x", line.number, col + 1, value=_shown(digits), limit=MAX_X)
            info.division.append(value)
        self._trailing_payment(line, body[m.end():], col + m.end(), info, None)

    def _modes(self, line: _Line, body: str, col: int, info: _CastInfo) -> None:
        """"choosing 1 and 3", "mode 2", "en choisissant les modes 1 et 2": the modes of a modal spell (700.2)."""
        folded = lx.fold(body)
        m = re.match(r"\s*(?:(?:the |les |le )?modes? )?#?(\d+)((?:\s*(?:,|and|et|&)\s*(?:#|mode\s+)?\d+)*)", folded)
        if not m:
            raise SyntaxProblem("err.expected_mode", line.number, col + 1, found=body.strip()[:30])
        numbers = [m.group(1)] + re.findall(r"\d+", m.group(2))
        for digits in numbers:
            value = _int(digits)
            if not 1 <= value <= 20:
                raise BadNumber("err.bad_mode_number", line.number, col + 1, value=_shown(digits))
            info.modes.append(value)
        self._trailing_payment(line, body[m.end():], col + m.end(), info, None)

    def _target(self, line: _Line, item: str, col: int, actor: str | None) -> TargetRef:
        text = item.strip().strip(",")
        folded = lx.fold(text)
        folded = re.sub(r"^(the |le |la |l')(?=opponent|adversaire)", "", folded)
        who = self._player_word(folded)
        if who is not None:
            return TargetRef(player=who, column=col + 1, text=text)
        if folded in ("himself", "herself", "themselves", "lui-meme", "elle-meme", "soi", "lui", "elle"):
            if actor:
                return TargetRef(player=actor, column=col + 1, text=text)
        if re.fullmatch(r"[a-z][a-z0-9_-]{0,30}", folded) and self._try_card(text) is None and text[:1].isupper():
            raise UnknownPlayer(text, line.number, col + 1, tuple(self.players))
        owner, name, ncol = self._owner_prefix(text, col)
        card = self._card(name, line.number, ncol + 1)
        if owner is None and folded.startswith(("my ", "ma ", "mon ")):
            owner = actor
        return TargetRef(card=CardRef(card, name, ncol + 1, owner), column=col + 1, text=text)


@dataclass
class _CastInfo:
    zone: str | None = None
    alt: str | None = None
    optional: list[tuple[str, int]] = field(default_factory=list)
    targets: list[TargetRef] = field(default_factory=list)
    x: int | None = None
    ability: int | None = None
    colors: str | None = None
    payment: Payment = field(default_factory=Payment)
    last_source: int | None = None
    last_kind: str | None = None
    last_refs: tuple[CardRef, ...] = ()  # the cards the last named clause listed (for "... for convoke")
    modes: list[int] = field(default_factory=list)
    division: list[int] = field(default_factory=list)
    spliced: list[CardRef] = field(default_factory=list)  # cards spliced onto the spell (702.47a)

    def set_source_colors(self, colors: str) -> None:
        sources = list(self.payment.sources)
        ref, _ = sources[self.last_source]  # type: ignore[index]
        sources[self.last_source] = (ref, colors)  # type: ignore[index]
        self.payment = replace(self.payment, sources=tuple(sources))
        self.last_source = None


# ---------------------------------------------------------------------- helpers

MAX_DIGITS = 18  # more digits than that is beyond every limit above


def _int(digits: str) -> int:
    """A number the patterns matched (\\d+, maybe signed). Absurdly long ones are clamped rather than
    handed to int(), which refuses more than 4300 digits (and would be slow long before that)."""
    sign = -1 if digits.startswith("-") else 1
    body = digits.lstrip("+-")
    if len(body) > MAX_DIGITS:
        return sign * 10 ** MAX_DIGITS
    return sign * int(body)


def _trailing_marks(text: str) -> tuple[str, list[str]]:
    """Split "Island (tapped) (damage 2)" into ("Island", ["tapped", "damage 2"]).

    Scans from the end (linear; a regex search for the trailing groups is quadratic on "() () ...x").
    """
    marks: list[str] = []
    end = len(text.rstrip())
    cut = None
    while end and text[end - 1] == ")":
        start = text.rfind("(", 0, end - 1)
        if start < 0 or ")" in text[start + 1: end - 1]:
            break
        marks.append(text[start + 1: end - 1].strip())
        cut = start
        end = len(text[:start].rstrip())
    if cut is None:
        return text, []
    marks.reverse()
    return text[:cut], marks


def _cut(text: str, limit: int = 160) -> str:
    """Text quoted back in a message (an unknown card name): very long ones are cut."""
    return text if len(text) <= limit else text[: limit - 1] + "…"


def _shown(digits: str) -> str:
    """A number as quoted back in a message: very long ones are cut."""
    return digits if len(digits) <= 24 else digits[:20] + "…"


_SORTED_MARKERS = sorted(lx.MARKERS, key=lambda m: len(m[0]), reverse=True)


def _marker_table() -> dict[str, list[tuple[str, str, str, bool]]]:
    """The clause markers by the first character of their word: (word without its leading space and
    trailing space, what must follow it ("space", "word end" or nothing), kind, ends in a space),
    longest first. A marker ending in a space keeps that space free, so the next marker may start on it."""
    table: dict[str, list[tuple[str, str, str, bool]]] = {}
    for word, kind in _SORTED_MARKERS:
        assert word.startswith(" ") and len(word.strip(" ")) > 0, word
        body = word[1:].rstrip(" ")
        tail = "space" if word.endswith(" ") else ("word end" if word[-1].isalnum() else "")
        table.setdefault(body[0], []).append((body, tail, kind, word.endswith(" ")))
    return table


_MARKERS_BY_FIRST = _marker_table()
_WORD_CHARS = frozenset("abcdefghijklmnopqrstuvwxyz0123456789'")


def _find_markers(folded: str) -> list[tuple[int, int, str]]:
    """(start, end, kind) of each clause marker in a folded action tail, left to right, no overlaps,
    the longest marker where several start at one place.

    Positions index `folded`; `start` is the space before the marker word, `end` the first
    character of the clause body. (A scan of the spaces with `str.startswith`: one regular
    expression alternating 180 markers was the parser's slowest part.)
    """
    out: list[tuple[int, int, str]] = []
    text = " " + folded  # so a marker may start the tail
    size = len(text)
    space = text.find(" ")
    while space != -1 and space + 1 < size:
        at = space + 1
        resume = at
        for body, tail, kind, spaced in _MARKERS_BY_FIRST.get(text[at], ()):
            if not text.startswith(body, at):
                continue
            after = at + len(body)
            if tail == "space" and (after >= size or text[after] != " "):
                continue
            if tail == "word end" and after < size and text[after] in _WORD_CHARS:
                continue
            end = after + (1 if spaced else 0)
            out.append((max(0, space - 1), end - 1, kind))
            resume = after
            break
        space = text.find(" ", resume)
    return out


def _split_tail(body: str) -> tuple[str, str]:
    """Split "UUU, discarding..." style bodies: the first item, then what follows a comma."""
    parts = re.split(r",", body, maxsplit=1)
    return parts[0], ("," + parts[1]) if len(parts) > 1 else ""


def _is_mana(folded: str) -> bool:
    try:
        cost = ManaCost.parse(folded.replace(" ", ""))
    except ManaSyntaxError:
        return False
    return not cost.is_empty()


def _unquote(text: str) -> str:
    text = text.strip().strip(",.;:!")
    for a, b in (('"', '"'), ("«", "»"), ("[[", "]]"), ("“", "”"), ("'", "'"), ("‘", "’")):
        if text.startswith(a) and text.endswith(b) and len(text) > len(a) + len(b):
            text = text[len(a): -len(b)].strip()
    return text.strip()


_TRAILING_JOIN = re.compile(r"(?:\s*,)?\s+(?:and|et|&)\s*$|\s*,\s*$", re.I)
_SEPARATORS = re.compile(r"\s*,\s*(?:and\s+|et\s+)?|\s+(?:and|et|&)\s+", re.I)


def _split_items(body: str, col: int, is_card=None) -> list[tuple[str, int]]:
    """Comma-separated setup items; a comma inside quotes ("Isamaru, Hound of Konda", «...», [[...]]) doesn't
    separate, and neighbouring pieces that together are a card name are joined back (`is_card`)."""
    out: list[tuple[str, int]] = []
    pos = 0
    quote = ""
    closing = {'"': '"', "«": "»", "[": "]", "“": "”"}
    for i, ch in enumerate(body + ","):
        if quote:
            if ch == closing[quote]:
                quote = ""
            continue
        if ch in closing and (ch != "[" or body[i:i + 2] == "[["):
            quote = ch
            continue
        if ch == ",":
            piece = body[pos:i]
            if piece.strip():
                out.append((piece, col + pos))
            pos = i + 1
    if is_card is None or len(out) < 2:
        return out
    merged: list[tuple[str, int]] = []
    k = 0
    while k < len(out):
        take = 1
        for j in range(min(len(out), k + 3), k + 1, -1):
            start, end = out[k][1] - col, out[j - 1][1] - col + len(out[j - 1][0])
            if is_card(body[start:end].strip()) is not None:
                take = j - k
                break
        start, end = out[k][1] - col, out[k + take - 1][1] - col + len(out[k + take - 1][0])
        merged.append((body[start:end], out[k][1]))
        k += take
    return merged


def _split_list(body: str, col: int, is_card) -> list[tuple[str, int]]:
    """Split "A, B and C" / "A et B"; pieces that together form a card name are kept whole."""
    text = body
    pieces: list[tuple[str, int]] = []
    pos = 0
    for m in _SEPARATORS.finditer(text):
        pieces.append((text[pos:m.start()], col + pos))
        pos = m.end()
    pieces.append((text[pos:], col + pos))
    pieces = [(p, c + (len(p) - len(p.lstrip()))) for p, c in pieces if p.strip()]
    # merge back names that contain a separator ("Fire and Ice", "Jace, the Mind Sculptor")
    merged: list[tuple[str, int]] = []
    i = 0
    while i < len(pieces):
        best = 1
        for j in range(min(len(pieces), i + 4), i + 1, -1):
            start = pieces[i][1] - col
            end = pieces[j - 1][1] - col + len(pieces[j - 1][0])
            candidate = body[start:end]
            if is_card(candidate.strip()) is not None:
                best = j - i
                break
        if best > 1:
            start = pieces[i][1] - col
            end = pieces[i + best - 1][1] - col + len(pieces[i + best - 1][0])
            merged.append((body[start:end], pieces[i][1]))
        else:
            merged.append(pieces[i])
        i += best
    return [(p.strip(), c) for p, c in merged]


def _starts_setup_segment(folded: str) -> bool:
    for word in lx.ZONES:
        if folded.startswith(word):
            return True
    return bool(re.match(r"(life|vie|pool|reserve|\d+ (life|points de vie))", folded))


def _simple_line(folded: str) -> str | None:
    f = folded.strip().strip(".!").strip()
    if f in lx.RESOLVE_ALL_LINES:
        return "resolve_all"
    if f in lx.RESOLVE_LINES:
        return "resolve"
    if f in lx.NEXT_STEP_LINES:
        return "next_step"
    if f in lx.HOLD_PRIORITY:
        return "hold_priority"
    if f in lx.DECLINE_MADNESS or any(f.startswith(d + " ") for d in lx.DECLINE_MADNESS[:5]):
        return "decline_madness"
    if f in ("pass", "passes", "passe", "je passe", "i pass", "pass priority", "passe la priorite"):
        return "pass"
    if f in lx.DECLINE_PAY:
        return "decline_pay"
    return None


def _goto(folded: str) -> tuple[str, int] | None:
    for prefix in lx.GOTO_PREFIXES:
        if folded.startswith(prefix):
            rest = folded[len(prefix):].strip()
            rest = re.sub(r"^(the |l'|la |le |etape de |step )", "", rest)
            rest = re.sub(r"( step| etape)$", "", rest)
            return rest, len(prefix)
    return None


def parse_message(text: str, pool: CardSource, max_chars: int = 20000, suggest: bool = True) -> Message:
    """Parse one message (see module doc). Raises MessageError subclasses; with `suggest=False` an
    unknown card comes without close matches (for a caller that tries another reader first)."""
    return Parser(pool, suggest).parse(text, max_chars)
