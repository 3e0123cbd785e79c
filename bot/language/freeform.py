"""Reading plays and questions as players write them (shared spec FREE_FORM.md section 1).

    reading = Reader(pool).read("opp Giant Growths his Elves, I bolt them in response, do they die?")
    reading.message        # the same Setup + Actions the controlled language gives (bot.engine.actions)
    reading.assumptions    # what was read by assumption (a typo, a pronoun...) and facts the message states
    reading.kind           # "play" | "rules_question" | "card_question" | "error"

A grammar over tokens, not patterns over strings: a message is cut into sentences (`.` `?` `!`
`;` new lines), a sentence into clauses (`,` `then` `puis`, `and`/`et` before a new verb,
`in response`); a clause is [prefixes] [subject] [modal] verb arguments modifiers, where every
word class comes from the lexicon files (`bot/language/lexicon/*.toml`, via `words.lexicon()`).
Card names are found where the grammar expects a card: exact names and nicknames first, then
names partly written that the situation (cards named so far) explains, then pronouns by their
role, then the card database (a partial name with one candidate, a typo clearly closest to one
card). Every reading that could be otherwise is an assumption the judge shows; a second
candidate is kept so the judge can re-judge with it (FREE_FORM.md section 2, the table).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from dataclasses import replace as dc_replace

from bot.engine.actions import Action, CardRef, Message, Payment, PermanentSpec, PlayerSetup, Setup, TargetRef
from bot.engine.judge import Assumption, Reversal
from bot.engine.state import GameState
from bot.engine.trace import Name, card_name
from bot.language.names import STOPWORDS, NameIndex, NamePool, name_index, name_words, partial_match, word_forms
from bot.language.tokens import SENTENCE_ENDS, Token, line_starts, tokenize
from bot.language.words import Lexicon, Match, language_of, lexicon
from cardpool.names import normalize
from foundation.cards import CardDef, Cost, ManaCost
from foundation.errors import ManaSyntaxError, MessageError, ReadFailure

MAX_ACTIONS = 60  # actions one message may make (a sentence of a thousand "and then"s is refused, not run)
MAX_MENTIONS = 400  # card mentions kept for pronouns and partial names
MAX_SENTENCES = 200
MAX_RUN = 8  # words tried as a partly written or mistyped name
TYPO_MIN = 78.0  # a typo must be at least this close (rapidfuzz ratio) to be read as a card
TYPO_MARGIN = 8.0  # ... and this much closer than the next candidate, or it is ambiguous
PLACEHOLDER_COLORS = {"blue": "U", "bleue": "U", "bleu": "U", "red": "R", "rouge": "R", "green": "G", "verte": "G",
                      "vert": "G", "black": "B", "noire": "B", "noir": "B", "white": "W", "blanche": "W",
                      "blanc": "W"}

# classes whose words are always grammar, even where a card name could be read ("stp" may be StP, not "to")
GRAMMAR_CLASSES = ("sep", "response", "prep", "pay", "castmod", "subject", "possessive", "article", "object",
                   "question", "modal", "zone", "face", "hold", "resolve_all", "verb", "question_word")
STOP_CLASSES = ("sep", "response", "prep", "pay", "castmod", "verb", "question", "modal", "zone", "face", "hold",
                "possessive_suffix", "timing_prep", "resolve_all", "status", "life", "none", "turn")


@dataclass(slots=True)
class Mention:
    card: CardDef
    owner: str | None
    role: str  # "cast", "target", "source", "attacker", "blocker", "setup", "cost", "object"
    action: int  # index of the action it was read in (-1: setup)
    sentence: int = 0  # the sentence it was named in


@dataclass(slots=True)
class NP:
    """A noun phrase: a card (maybe several copies), a player, or a card described by colour."""

    kind: str  # "card" | "player"
    start: int
    end: int
    text: str
    card: CardDef | None = None
    player: str | None = None
    owner: str | None = None
    count: int = 1
    how: str = "exact"  # exact | nick | quote | situation | pronoun | partial | typo | generic
    second: CardDef | None = None  # the second candidate (for re-judging)
    status: frozenset[str] = frozenset()


@dataclass(slots=True)
class Choice:
    """A name read by assumption; `second` is the next candidate."""

    index: int
    text: str
    how: str
    card: CardDef
    second: CardDef | None
    close: bool = False  # the second candidate is about as plausible (ambiguity)


@dataclass
class Question:
    kind: str  # "can" (an action asked), "legal" (the play's verdict), "outcome" (resolve, then the situation)
    about: tuple[str, ...] = ()  # English names an outcome question asks about ("do they die?")
    verb: str = ""  # "die"


@dataclass
class Reading:
    lang: str
    kind: str = "play"  # play | rules_question | card_question | error
    message: Message | None = None
    assumptions: list[Assumption] = field(default_factory=list)
    choices: list[Choice] = field(default_factory=list)
    question: Question | None = None
    card: CardDef | None = None  # a card question's card
    error: ReadFailure | None = None
    understood: list[str] = field(default_factory=list)  # clauses read before an error
    land_colors: dict[str, str] = field(default_factory=dict)

    def probe(self) -> Callable[[GameState], object] | None:
        """What an outcome question asks, as a test of the final situation: "do they die?" -> whether
        they left the battlefield; "what happens?" -> the situation itself (who has what, where, life)."""
        q = self.question
        if q is None or q.kind != "outcome":
            return None
        names = q.about
        if names and q.verb == "die" and self.message is not None and any(
                c.card.is_permanent_card for a in self.message.actions for c in
                [a.card, *a.cards, *(t.card for t in a.targets if t.card)] if c is not None and c.card.name in names):
            def died(state: GameState) -> object:
                return not any(p.card.name in names for p in state.battlefield)

            return died

        def situation(state: GameState) -> object:
            return (tuple(sorted((p.controller, p.card.name, p.damage) for p in state.battlefield)),
                    tuple((p.name, p.life, tuple(sorted(o.card.name for o in p.graveyard)),
                           tuple(sorted(o.card.name for o in p.exile))) for p in state.players))

        return situation


# ---------------------------------------------------------------------------- the reader

class Reader:
    """Reads one message (see module doc). `overrides` forces a name choice to another card
    (index -> card): the judge re-reads with a second candidate that way."""

    def __init__(self, pool: NamePool, overrides: dict[int, CardDef] | None = None,
                 setup: Setup | None = None, players: Sequence[str] = ("me", "opponent")) -> None:
        self.pool = pool
        self.names: NameIndex = name_index(pool)
        self.lex: Lexicon = lexicon()
        self.overrides = dict(overrides or {})
        self.players = list(players)
        self.setup = setup or Setup([PlayerSetup(p) for p in self.players], None)
        self.actions: list[Action] = []
        self.mentions: list[Mention] = []
        self.assumptions: list[Assumption] = []
        self.choices: list[Choice] = []
        self.question: Question | None = None
        self.pending_choices: list[Action] = []
        self.understood: list[str] = []
        self.text = ""
        self.tokens: list[Token] = []
        self.sent: list[Token] = []
        self.lang = "en"
        self.line_starts: list[int] = [0]
        self.first_timing: tuple[str | None, str | None] | None = None
        self.colors: dict[str, str] = {}
        self.you_read = False
        self._free = False  # "for free" read in the clause being read
        self._responding = False  # the clause being read is a response ("in response", "en réponse à X")
        self.setup_from_lines = False  # the message has setup lines (the controlled language's defaults apply)
        self.sentence_index = 0

    # ------------------------------------------------------------------ entry point
    def read(self, text: str, lang: str | None = None) -> Reading:
        self.text = text
        self.line_starts = line_starts(text)
        try:
            prose = self._setup_lines(text)
        except MessageError as exc:
            reading = Reading(lang or "en", "error")
            reading.error = ReadFailure(exc.message, 0, len(text), **exc.params)
            return reading
        self.tokens = self._phone_elisions(tokenize(prose))
        self.lang = language_of(self.tokens)  # the message's own language (what it writes)
        out_lang = lang or self.lang
        reading = Reading(out_lang)
        sentences = self._sentences(self.tokens)
        try:
            if len(sentences) > MAX_SENTENCES:
                raise ReadFailure("err.ff_too_long", 0, len(text), limit=MAX_SENTENCES)
            card_q = self._card_question(sentences)
            if card_q is not None:
                reading.kind, reading.card = "card_question", card_q
                return reading
            for k, (toks, mark) in enumerate(sentences):
                self.sentence_index = k
                try:
                    self._sentence(toks, mark)
                except ReadFailure:
                    # a sentence that names no card and asks nothing ("je débute.", "long story short:")
                    # is chatter when the rest of the message is a play
                    if mark or k == len(sentences) - 1 or self._names_a_card(toks):
                        raise
        except ReadFailure as exc:
            if not self.actions and not self._stated_anything() and self._looks_like_question(sentences):
                reading.kind = "rules_question"
                return reading
            reading.kind, reading.error = "error", exc
            reading.understood = list(self.understood)
            return reading
        if not self.actions:
            if self._looks_like_question(sentences) and not self._stated_anything():
                reading.kind = "rules_question"
                return reading
            reading.kind = "error"
            reading.error = ReadFailure("err.ff_no_action", 0, len(text))
            return reading
        self.pending_choices = []  # "to get a Forest" with nothing resolving after it: nothing to choose yet
        self._apply_first_timing()
        reading.message = Message(out_lang, self.setup, list(self.actions), setup_lines=self.setup_from_lines)
        reading.assumptions = self.assumptions
        reading.choices = self.choices
        reading.question = self.question
        reading.land_colors = dict(self.colors)
        return reading

    def _setup_lines(self, text: str) -> str:
        """Setup lines of the controlled language ("me: battlefield Island") are read by its parser into
        the setup (their zones listed); the text left for the free-form grammar has them blanked out,
        so offsets still point into the message."""
        from bot.language.parser import Parser, _split_lines

        try:
            lines = _split_lines(text)
        except MessageError:
            return text
        parser = Parser(self.pool)
        heads = [(line, parser._setup_head(line)) for line in lines]
        setup_lines = [(line, head) for line, head in heads if head is not None]
        if not setup_lines:
            return text
        first_prose = next((line for line, head in heads if head is None), None)
        if first_prose is not None and first_prose.number < setup_lines[-1][0].number:
            from foundation.errors import SyntaxProblem

            late = next(line for line, _ in setup_lines if line.number > first_prose.number)
            raise SyntaxProblem("err.setup_after_actions", late.number, late.offset + 1)
        declared = [who for _, (who, _rest) in setup_lines if who != "turn"]
        if any(who not in ("me", "opponent") for who in declared):  # named players: they are the players
            names = list(dict.fromkeys(declared))
            if len(names) == 1:
                names.append("opponent" if names[0] != "opponent" else "me")
            self.setup.players = [PlayerSetup(n) for n in names]
        parser.players = [p.name for p in self.setup.players]
        self.players = [p for p in parser.players if p in ("me", "opponent")] or parser.players[:2]
        chars = list(text)
        for line, (who, rest) in setup_lines:
            if who == "turn":
                parser._turn_line(self.setup, line, rest)
            else:
                ps = self.setup.player(who)
                assert ps is not None
                parser._setup_line(ps, line, rest)
            start = self.line_starts[line.number - 1]
            end = self.line_starts[line.number] if line.number < len(self.line_starts) else len(text)
            for k in range(start, end):
                if chars[k] not in "\r\n":
                    chars[k] = " "
        for ps in self.setup.players:
            for spec in ps.battlefield:
                self._mention(spec.card, ps.name, "setup", -1)
            for card in ps.hand + ps.graveyard + ps.exile:
                self._mention(card, ps.name, "setup", -1)
        self.setup_from_lines = True
        return "".join(chars)

    def _phone_elisions(self, tokens: list[Token]) -> list[Token]:
        """"jengage", "jattaque", "lelemental", "quil": a French elision written without its apostrophe
        (phones) is split when what follows is a word the lexicon or the card names know."""
        out: list[Token] = []
        french = language_of(tokens) == "fr"
        for tok in tokens:
            f = tok.fold
            split = None
            if tok.kind == "word" and len(f) > 3 and "'" not in f and not self.lex.knows(f) and \
                    not self.names.hits([f], 0):
                for head in ("qu", "j", "l", "d", "m", "t", "s", "n", "c") if french else ("j",):
                    rest = f[len(head):]
                    if f.startswith(head) and rest[:1] in "aeiouyh" and len(rest) >= 2 and \
                            (self.lex.knows(rest) or self.names.hits([rest], 0)):
                        split = len(head)
                        break
            if split is None:
                out.append(tok)
                continue
            out.append(Token(tok.text[:split] + "'", f[:split] + "'", tok.start, tok.start + split, "word", tok.line,
                             (f[:split],)))
            rest_text = tok.text[split:]
            out.append(Token(rest_text, f[split:], tok.start + split, tok.end, "word", tok.line,
                             tuple(normalize(rest_text).split())))
        return out

    def _names_a_card(self, toks: list[Token]) -> bool:
        return any(self._exact(toks, k) is not None for k in range(len(toks)) if toks[k].kind in ("word", "quote"))

    def _stated_anything(self) -> bool:
        return any(p.listed or p.battlefield for p in self.setup.players)

    def _looks_like_question(self, sentences: list[tuple[list[Token], bool]]) -> bool:
        """A question in words: a sentence that starts like one, or two words or more and a "?"."""
        for toks, mark in sentences:
            i = self._skip_chatter(toks, 0)
            words = [t for t in toks[i:] if t.kind == "word" and len(t.fold) > 1]
            if self.lex.match_any(toks, i, ("rules_words", "question", "modal")) and len(words) >= 2:
                return True
            if mark and len(words) >= 2:
                return True
        return False

    # ------------------------------------------------------------------ sentences
    def _sentences(self, tokens: list[Token]) -> list[tuple[list[Token], bool]]:
        out: list[tuple[list[Token], bool]] = []
        current: list[Token] = []
        for tok in tokens:
            if tok.kind in ("punct", "newline") and tok.fold in SENTENCE_ENDS:
                if current:
                    out.append((current, tok.fold == "?"))
                    current = []
                elif tok.fold == "?" and out:
                    out[-1] = (out[-1][0], True)
                continue
            current.append(tok)
        if current:
            out.append((current, False))
        return out

    def _skip_chatter(self, toks: list[Token], i: int) -> int:
        while i < len(toks):
            tok = toks[i]
            if tok.kind == "punct" and tok.fold in (",", ":", "(", ")", "-", "*", "/"):
                i += 1
                continue
            m = self.lex.match(toks, i, "chatter")
            if m is None:
                break
            nxt = i + m.length
            # a chatter word that starts a clause of its own is not chatter ("yes" as an answer is)
            i = nxt
        return i

    def _sentence(self, toks: list[Token], question_mark: bool) -> None:
        self.sent = toks  # the sentence read: NP indices are indices into it
        i = self._skip_chatter(toks, 0)
        if i >= len(toks):
            return
        if self._tail(toks, i, question_mark):
            return
        first_action = len(self.actions)
        first = start = i
        try:
            while i < len(toks):
                i = self._skip_boundary(toks, i)
                if i >= len(toks):
                    break
                if self._tail(toks, i, question_mark):
                    return
                start = i
                before = len(self.actions)
                i = self._clause(toks, i)
                if i <= start:  # pragma: no cover - every clause reads something or fails
                    raise ReadFailure("err.ff_not_understood", toks[start].start, toks[-1].end,
                                      part=self._cut(toks[start].start, toks[-1].end))
        except ReadFailure:
            # "who dies?", "il prend combien ?", "Is the Forest tapped?": a question about the play that
            # isn't an action of its own asks what the play leads to (FREE_FORM.md section 1)
            if len(self.actions) == first_action and self.actions and self._open_question(toks, first, question_mark):
                return
            if question_mark and start > first and len(self.actions) > first_action and \
                    len(self.actions) == before and self._open_question(toks, start, True):
                return
            raise
        if question_mark and len(self.actions) > first_action:
            for k in range(len(self.actions) - 1, first_action - 1, -1):
                a = self.actions[k]
                if a.kind in ("cast", "activate", "attack", "block", "tap_mana", "play_land"):
                    if not a.question:
                        self.actions[k] = dc_replace(a, question=True)
                        self.question = Question("can")
                    break

    def _skip_boundary(self, toks: list[Token], i: int) -> int:
        while i < len(toks):
            if toks[i].kind == "punct" and toks[i].fold in (",", ":", "-", "(", ")", "/", "*"):
                i += 1
                continue
            m = self.lex.match(toks, i, "sep")
            if m is not None and self._timing(toks, i) is None:  # "after blockers are declared" is a time
                i += m.length
                continue
            m = self.lex.match(toks, i, "chatter")
            if m is not None and not self._clause_starts(toks, i) and not self._closing_tail(toks, i):
                i += m.length
                continue
            break
        return i

    # ------------------------------------------------------------------ tails and outcome questions
    def _tail(self, toks: list[Token], i: int, question_mark: bool) -> bool:
        """A legal tail ("is that legal?"), an outcome question ("do they die?", "what happens?"),
        or "everything resolves": True when the rest of the sentence is one of those."""
        rest = len(toks)
        m = self.lex.match(toks, i, "question", "outcome")
        if m is not None and self._only_chatter(toks, i + m.length):
            self._outcome_question(())
            return True
        m = self.lex.match(toks, i, "question", "legal_tail")
        if m is not None and self._only_chatter(toks, i + m.length) and (question_mark or m.length > 1):
            if self.actions:
                self.question = self.question or Question("legal")
                return True
        m = self.lex.match(toks, i, "resolve_all")
        if m is not None and self._only_chatter(toks, i + m.length):
            self._emit(Action("resolve_all", toks[i].line, self._cut(toks[i].start, toks[-1].end)))
            return True
        # "do they die?", "ils meurent ?", "does the Elf survive?", "est-ce qu'ils meurent ?"
        j = i
        yn = self.lex.match(toks, j, "question", "yesno")
        if yn is not None:
            j += yn.length
        about = self._die_subject(toks, j)
        if about is not None:
            names, k = about
            m = self.lex.match(toks, k, "verb", "die")
            if m is not None and self._only_chatter(toks, k + m.length, allow_words=True):
                self._outcome_question(names, "die")
                return True
        del rest
        return False

    def _open_question(self, toks: list[Token], i: int, question_mark: bool) -> bool:
        """A closing question in words the grammar doesn't read as an action: about legality ("all
        good?") it asks for the verdict; otherwise for the outcome (everything resolves)."""
        asks = question_mark or self.lex.match(toks, i, "question_word") is not None
        if not asks:
            return False
        dies = any(self.lex.match(toks, k, "verb", "die") is not None for k in range(i, len(toks)))
        if not dies and any(self.lex.match(toks, k, "question", "legal_tail") is not None and len(toks) - i <= 4
                            for k in range(i, len(toks))):
            self.question = self.question or Question("legal")
            return True
        about: tuple[str, ...] = ()
        verb = ""
        for k in range(i, len(toks)):
            if self.lex.match(toks, k, "verb", "die") is not None:
                verb = "die"
                subject = self._die_subject(toks, k - 1) if k > i else None
                if subject is not None:
                    about = subject[0]
                elif k > i:
                    for j in range(i, k):
                        found = self._die_subject(toks, j)
                        if found is not None and found[1] == k:
                            about = found[0]
                            break
                break
        self._outcome_question(about, verb)
        return True

    def _die_subject(self, toks: list[Token], j: int) -> tuple[tuple[str, ...], int] | None:
        mark = self._tentative()
        found = self._die_subject_at(toks, j)
        self._undo(mark)  # a question's subject is never a reading of its own
        return found

    def _die_subject_at(self, toks: list[Token], j: int) -> tuple[tuple[str, ...], int] | None:
        if j >= len(toks):
            return None
        m = self.lex.match_any(toks, j, ("subject", "object"))
        if m is not None and m.value in ("he", "card", "player"):
            cand = self._pronoun_candidates("die")
            return ((cand[0].name,) if cand else ()), j + m.length
        try:
            np = self._np(toks, j, "die", allow_db=False)
        except ReadFailure:
            return None
        if np is None or np.card is None:
            return None
        return (np.card.name,), np.end

    def _only_chatter(self, toks: list[Token], i: int, allow_words: bool = False) -> bool:
        i = self._skip_chatter(toks, i)
        while i < len(toks) and allow_words:
            m = self.lex.match_any(toks, i, ("filler", "chatter"))
            if m is None and toks[i].fold in ("then", "now", "alors", "?", "or", "ou", "not", "pas"):
                i += 1
                continue
            if m is None:
                break
            i += m.length
        return i >= len(toks)

    def _outcome_question(self, about: tuple[str, ...], verb: str = "") -> None:
        """Resolve everything; with creatures in combat, go on through combat damage (what the
        players asking "who dies?" after blocks mean)."""
        if not self.actions:
            raise ReadFailure("err.ff_no_action", 0, len(self.text))
        line = self.tokens[-1].line if self.tokens else 1
        if not any(a.kind == "resolve_all" for a in self.actions[-1:]):
            # written in the message's words
            self._emit(Action("resolve_all", line, self.lex.written("written", "resolve_all", self.lang)))
        if any(a.kind in ("attack", "block") for a in self.actions) and \
                not any(a.kind == "goto_step" for a in self.actions[-1:]):
            self._emit(Action("goto_step", line, self.lex.written("written", "end_of_combat", self.lang),
                              step="end_of_combat"))
        self.question = Question("outcome", tuple(about), verb)

    # ------------------------------------------------------------------ clauses
    def _closing_tail(self, toks: list[Token], i: int) -> bool:
        """Whether the rest of the sentence is a closing question ("c bon ?", "is that legal?")."""
        m = self.lex.match(toks, i, "question", "legal_tail") or self.lex.match(toks, i, "question", "outcome")
        return m is not None and self._only_chatter(toks, i + m.length)

    def _clause_starts(self, toks: list[Token], i: int, card_verbs: bool = True) -> bool:
        """Whether a new clause (a subject, a verb, a response marker) starts at tokens[i]."""
        if i >= len(toks):
            return False
        o = self.lex.match(toks, i, "object", "card")
        if o is not None:  # "ça résout", "it resolves", "ça meurt"
            k = i + o.length
            k += 1 if k < len(toks) and toks[k].fold in ("se", "s'") else 0
            if self.lex.match(toks, k, "verb", "resolve") is not None or self.lex.match(toks, k, "verb", "die"):
                return True
        if self.lex.match_any(toks, i, ("response", "resolve_all")) is not None:
            return True
        m = self.lex.match(toks, i, "subject")
        if m is not None and m.value in ("me", "opponent", "he", "you", "we"):
            j = i + m.length
            nxt = self.lex.match_any(toks, j, ("verb", "modal", "object"))
            if nxt is not None and (nxt.cls != "object" or self.lex.match_any(toks, j + nxt.length, ("verb", "modal"))
                                    or self._card_verb(toks, j + nxt.length) is not None):
                return True
        m = self.lex.match(toks, i, "verb")
        if m is not None and m.value not in ("is", "do", "have", "die", "get", "target", "pay") and \
                not (m.value == "ping" and toks[i].fold in ("do", "deal", "deals", "faire", "fait", "fais")):
            return True
        if not card_verbs:
            return False
        cv = self._card_verb(toks, i)
        return cv is not None and self._zone_phrase(toks, cv[1]) is None

    def _clause(self, toks: list[Token], i: int) -> int:
        start = i
        question = False
        subject: str | None = None
        timing: tuple[str | None, str | None] | None = None
        while_casting: NP | None = None
        self._responding = False
        for _ in range(12):  # prefixes, in any order
            i = self._skip_boundary(toks, i)
            m = self.lex.match(toks, i, "response", "to")
            if m is not None:  # "in response to his Bolt (on my Bears),": that spell is on the stack
                k = self._spell_on_stack(toks, i + m.length)
                if k is not None:
                    i = k
                    self._responding = True
                    continue
            m = self.lex.match(toks, i, "response")
            if m is not None:
                i += m.length
                self._responding = True
                continue
            m = self.lex.match(toks, i, "prep", "while")
            if m is not None:
                np = self._np(toks, i + m.length, "cast")
                if np is None or np.card is None:
                    raise ReadFailure("err.ff_expected_card", toks[min(i + m.length, len(toks) - 1)].start,
                                      toks[-1].end, part=self._cut(toks[i].start, toks[-1].end))
                while_casting = np
                i = np.end
                mod = self.lex.match(toks, i, "castmod")  # "while casting Deep Analysis with flashback"
                if mod is not None and mod.value in ("flashback", "madness"):
                    while_casting.status = while_casting.status | {mod.value}
                    i += mod.length
                continue
            t = self._timing(toks, i)
            if t is not None:
                timing, i = t[0], t[1]
                continue
            m = self.lex.match(toks, i, "question", "intro")
            if m is not None:
                question = True
                i += m.length
                continue
            m = self.lex.match(toks, i, "modal")
            if m is not None and subject is None:
                # "can I", "puis-je", "peut-il": a question with the subject after (or inside) the modal
                inverted = toks[i].fold.endswith(("-je", "-il", "-elle", "-on", "-ils", "-tu", "-vous")) or \
                    toks[i].fold in ("puis",)
                subj = self.lex.match(toks, i + m.length, "subject") or \
                    self.lex.match(toks, i + m.length, "possessive") or self.lex.match(toks, i + m.length, "object")
                if subj is not None or inverted:
                    question = True
                    i += m.length
                    if inverted:
                        subject = self._inverted_subject(toks[i - 1].fold)
                    continue
            m = self.lex.match(toks, i, "filler")
            if m is not None and not self.lex.match(toks, i, "verb"):
                i += m.length
                continue
            break
        if i >= len(toks) and timing is not None:  # "Tour de l'adversaire.", "During his upkeep:"
            if not self.actions:
                self.first_timing = (timing[0] or "me", timing[1])
            return i
        if i >= len(toks) and i > start:  # only fillers and chatter
            return i
        s = None if self._pronoun_is_status(toks, i) else self._subject(toks, i)
        card_subject: NP | None = None
        if s is not None:
            subject, i = s
        else:
            status = self._status_statement(toks, i, start)
            if status is not None:
                return status
            card_subject = self._card_subject(toks, i)
            if card_subject is not None:  # "can my Giant Spider block it?", "can it attack?"
                i = card_subject.end
                subject = card_subject.owner or self._owner_from_situation(card_subject.card) or "me" \
                    if card_subject.card is not None else None
        for _ in range(4):
            m = self.lex.match(toks, i, "modal")
            if m is not None:
                question = True
                i += m.length
                continue
            if question and i < len(toks) and toks[i].fold in ("pas", "not", "ne", "n'", "never", "jamais"):
                i += 1  # "je peux pas lancer ... non ?": the same question, asked expecting no
                continue
            m = self.lex.match(toks, i, "filler")
            if m is not None and not self.lex.match(toks, i, "verb"):
                i += m.length
                continue
            break
        if subject is None:
            subject = self._last_subject()
        we = subject == "we"
        aux = self.lex.match_any(toks, i, ("verb",))
        if aux is not None and aux.value in ("have", "is"):
            after = self.lex.match(toks, i + aux.length, "verb")
            if after is not None and after.value not in ("have", "is", "do", "die", "just") or \
                    self._card_verb(toks, i + aux.length) is not None:
                i += aux.length  # "a lancé", "has cast", "is attacking": the auxiliary of a past or progressive
        nb = self.lex.match(toks, i, "no_block")
        if nb is not None:  # "no blocks", "il ne bloque pas": nothing happens there
            return i + nb.length
        # statements about the situation
        st = self._statement(toks, i, subject, start, explicit=s is not None)
        if st is not None:
            return st
        # the verb, or a card used as a verb
        clitic: NP | None = None
        if we and not self.lex.match(toks, i, "verb", "pass") and not self.lex.match(toks, i, "verb", "resolve"):
            subject = "me"  # "on peut lancer...": the asking player
        m = self.lex.match_any(toks, i, ("object",))
        if m is not None and m.value in ("clitic", "clitic_player") and (
                self.lex.match(toks, i + m.length, "verb") or self._card_verb(toks, i + m.length)):
            clitic = NP("card", i, i + m.length, toks[i].text, how="pronoun")
            i += m.length
        verb = self.lex.match(toks, i, "verb")
        card_verb = None if verb is not None and verb.value not in ("is", "do", "die", "get", "have") \
            else self._card_verb(toks, i)
        if card_verb is not None:
            np, i = card_verb
            return self._finish(toks, start, i, self._cast_card_verb(toks, np, i, subject, question, clitic),
                                question, timing, while_casting)
        if verb is None or verb.value in ("is", "do", "die", "get", "have"):
            event = self._event(toks, i, subject, start)
            if event is not None:
                return event
            repeated = self._ellipsis(toks, i, subject)
            if repeated is not None:  # "I play a Forest, then a Mountain": the same verb again
                return self._finish(toks, start, repeated[1], repeated[0], question, timing, while_casting)
            raise ReadFailure("err.ff_expected_action", toks[min(i, len(toks) - 1)].start, toks[-1].end,
                              part=self._cut(toks[min(i, len(toks) - 1)].start, toks[-1].end))
        i += verb.length
        if card_subject is not None and verb.value in ("attack", "block", "tap", "activate"):
            acting = self._acting_card(toks, i, verb.value, card_subject, subject or "me")
            return self._finish(toks, start, acting[1], acting[0], question, timing, while_casting)
        handler = getattr(self, "_v_" + verb.value)
        result = handler(toks, i, subject, question, clitic)
        return self._finish(toks, start, result[1], result[0], question, timing, while_casting)

    def _ellipsis(self, toks: list[Token], i: int, subject: str) -> tuple[Action, int] | None:
        mark = self._tentative()
        found = self._ellipsis_at(toks, i, subject)
        if found is None:
            self._undo(mark)
        return found

    def _ellipsis_at(self, toks: list[Token], i: int, subject: str) -> tuple[Action, int] | None:
        last = self.actions[-1] if self.actions else None
        if last is None or last.kind not in ("play_land", "cast") or last.card is None:
            return None
        try:
            np = self._np(toks, i, "cast", allow_db=False)
        except ReadFailure:
            return None
        if np is None or np.card is None or np.end < len(toks) and not self._clause_starts(toks, np.end) \
                and toks[np.end].fold not in (",", "and", "et") and not self._closing_tail(toks, np.end):
            return None
        if last.kind == "play_land" and "land" in np.card.types:
            self._mention(np.card, subject, "cast", len(self.actions))
            return Action("play_land", toks[i].line, "", actor=last.actor, card=self._ref(np, subject)), np.end
        if last.kind == "cast":
            return self._cast_action(toks, np, last.actor or subject), np.end
        return None

    def _tentative(self) -> tuple[int, int, int]:
        return len(self.choices), len(self.mentions), len(self.assumptions)

    def _undo(self, mark: tuple[int, int, int]) -> None:
        """Forget what a reading attempt that didn't fit recorded (names read, mentions, assumptions)."""
        del self.choices[mark[0]:]
        del self.mentions[mark[1]:]
        del self.assumptions[mark[2]:]

    def _card_subject(self, toks: list[Token], i: int) -> NP | None:
        mark = self._tentative()
        found = self._card_subject_at(toks, i)
        if found is None:
            self._undo(mark)
        return found

    def _card_subject_at(self, toks: list[Token], i: int) -> NP | None:
        """A permanent as the subject of what it does: a possessed name or a pronoun, then a verb."""
        m = self.lex.match_any(toks, i, ("object", "subject"))
        np: NP | None
        if m is not None and m.value in ("card", "he"):
            cands = self._pronoun_candidates("attacker")
            if not cands:
                return None
            np = self._pronoun_np(NP("card", i, i + m.length, toks[i].text, how="pronoun"), "attacker")
        else:
            if self.lex.match(toks, i, "possessive") is None:
                return None
            try:
                np = self._np(toks, i, "source", allow_db=False)
            except ReadFailure:
                return None
        if np is None or np.card is None or not np.card.is_permanent_card:
            return None
        k = np.end
        k += self.lex.match(toks, k, "modal").length if self.lex.match(toks, k, "modal") else 0  # type: ignore[union-attr]
        v = self.lex.match(toks, k, "verb")
        return np if v is not None and v.value in ("attack", "block", "tap", "activate") else None

    def _acting_card(self, toks: list[Token], i: int, verb: str, np: NP, actor: str) -> tuple[Action, int]:
        assert np.card is not None
        ref = self._ref(np, actor)
        line = toks[min(i, len(toks)) - 1].line
        if verb == "attack":
            self._mention(np.card, np.owner or actor, "attacker", len(self.actions))
            return Action("attack", line, "", actor=actor, cards=(ref,)), i
        if verb == "tap":
            self._mention(np.card, np.owner or actor, "source", len(self.actions))
            return Action("tap_mana", line, "", actor=actor, cards=(ref,)), i
        if verb == "activate":
            self._mention(np.card, np.owner or actor, "source", len(self.actions))
            return Action("activate", line, "", actor=actor, card=ref), i
        attacker = self._np(toks, i, "attacked") if i < len(toks) else None
        if attacker is None or attacker.card is None:
            cand = [mn for mn in reversed(self.mentions) if mn.role == "attacker"]
            if not cand:
                raise ReadFailure("err.ff_block_what", toks[i - 1].start, toks[-1].end)
            attacker = NP("card", i, i, cand[0].card.name, card=cand[0].card, owner=cand[0].owner, how="situation")
        assert attacker.card is not None
        other = self._other(actor)
        att_ref = CardRef(attacker.card, attacker.text, 0, attacker.owner or other)
        self._mention(np.card, np.owner or actor, "blocker", len(self.actions))
        return Action("block", line, "", actor=actor, cards=(att_ref,), blocker=ref), max(i, attacker.end)

    def _pronoun_is_status(self, toks: list[Token], i: int) -> bool:
        """"they're untapped", "ils sont dégagés": a pronoun that stands for a card, stating its status."""
        m = self.lex.match(toks, i, "pronoun_is")
        if m is None:
            m = self.lex.match_any(toks, i, ("subject", "object"))
            if m is None or m.value not in ("he", "card"):
                return False
            v = self.lex.match(toks, i + m.length, "verb", "is")
            if v is None:
                return False
            k = i + m.length + v.length
        else:
            k = i + m.length
        while k < len(toks) and toks[k].fold in ("already", "deja", "still", "toujours"):
            k += 1
        return self._status_words(toks, k) is not None and bool(self._pronoun_candidates("object"))

    def _status_statement(self, toks: list[Token], i: int, start: int) -> int | None:
        mark = self._tentative()
        found = self._status_statement_at(toks, i, start)
        if found is None:
            self._undo(mark)
        return found

    def _status_statement_at(self, toks: list[Token], i: int, start: int) -> int | None:
        """"My Llanowar Elves are tapped", "my Elves (sick)", "they're untapped", "have been out since my
        last turn", "Mon Araignée géante est engagée": what the message says about a permanent (stated)."""
        if i >= len(toks):
            return None
        m = self.lex.match(toks, i, "pronoun_is") or self.lex.match_any(toks, i, ("object", "subject"))
        np: NP | None = None
        if m is not None and m.value in ("card", "he", "any"):
            cands = self._pronoun_candidates("object")
            if cands:
                np = NP("card", i, i + m.length, toks[i].text, card=cands[0],
                        owner=self._owner_from_situation(cands[0]))
        elif self.lex.match(toks, i, "possessive") is not None:
            try:
                np = self._np(toks, i, "setup", allow_db=False)
            except ReadFailure:
                np = None
        if np is None or np.card is None or not np.card.is_permanent_card:
            return None
        k = np.end
        facts: dict[str, bool] = {}
        for st in np.status:
            facts["tapped" if st in ("tapped", "untapped") else st] = st != "untapped"
        if k < len(toks) and toks[k].fold == "'s":
            k += 1
        v = self.lex.match_any(toks, k, ("verb",))
        if m is not None and m.cls == "pronoun_is":
            v = Match("verb", "is", 0, m.lang)
        if v is not None and v.value in ("is", "have"):
            k += v.length
            while k < len(toks) and toks[k].fold in ("been", "ete", "already", "deja", "still", "toujours"):
                k += 1
            status = self._status_words(toks, k)
            if status is not None:
                for st in status[0]:
                    facts["tapped" if st in ("tapped", "untapped") else st] = st != "untapped"
                k = status[1]
            since = self.lex.match(toks, k, "since_last_turn")
            zone = self._zone_phrase(toks, k) if since is None else None
            if zone is not None and zone[0] == "battlefield":
                k = zone[1]
                since = self.lex.match(toks, k, "since_last_turn")
            if since is not None:
                facts["sick"] = False
                k += since.length
        elif not facts:
            return None
        if not facts or (k < len(toks) and not self._clause_starts(toks, k) and toks[k].fold not in
                         (",", "-", "and", "et", "but", "mais") and self.lex.match(toks, k, "sep") is None):
            return None
        owner = np.owner or self._owner_from_situation(np.card) or "me"
        self._state_fact(np.card, owner, facts)
        self._mention(np.card, owner, "setup", -1)
        self.understood.append(self._cut(toks[start].start, toks[k - 1].end))
        return k

    def _state_fact(self, card: CardDef, owner: str, facts: dict[str, bool]) -> None:
        """Put what the message states about a permanent on it (placing it on its controller's
        battlefield if the message hadn't yet: a statement places, it doesn't list the zone)."""
        ps = self.setup.player(owner)
        if ps is None:
            return
        n = next((k for k, spec in enumerate(ps.battlefield) if spec.card.name == card.name), -1)
        if n < 0:
            ps.battlefield.append(PermanentSpec(card, origin="mentioned"))
            n = len(ps.battlefield) - 1
        spec = ps.battlefield[n]
        changes: dict[str, object] = {"stated": spec.stated | frozenset(facts)}
        if "tapped" in facts:
            changes["tapped"] = facts["tapped"]
        if "sick" in facts:
            changes["sick"] = facts["sick"]
        if "haste" in facts:
            changes["haste"] = True
        ps.battlefield[n] = dc_replace(spec, **changes)  # type: ignore[arg-type]
        for fact, value in facts.items():
            key = {"tapped": "asm.stated_tapped" if value else "asm.stated_untapped",
                   "sick": "asm.stated_sick" if value else "asm.stated_not_sick"}.get(fact)
            if key is not None:
                self.assumptions.append(Assumption("stated", key, {"card": card_name(card), "player": owner},
                                                   card_name(card), stated=True))

    def _finish(self, toks: list[Token], start: int, end: int, action: Action | None, question: bool,
                timing: tuple[str | None, str | None] | None, while_casting: NP | None) -> int:
        """Modifiers after the verb's arguments, then emit the action."""
        if action is None:
            return end
        action, end, timing2 = self._modifiers(toks, end, action)
        timing = timing2 or timing
        if while_casting is not None:
            action = self._while_casting(toks, start, end, action, while_casting)
        if question:
            action = dc_replace(action, question=True)
            self.question = Question("can")
        elif not self._responding and self.actions:
            action = dc_replace(action, settle=True)  # "..., then attack": after what is on the stack resolves
        action = dc_replace(action, source=self._cut(toks[start].start, toks[end - 1].end if end > start else
                                                     toks[start].end))
        if timing is not None:
            self._timing_for(action, timing)
        self._emit(action)
        self.understood.append(action.source)
        return end

    def _emit(self, action: Action) -> None:
        if len(self.actions) >= MAX_ACTIONS:
            raise ReadFailure("err.ff_too_many_actions", 0, len(self.text), limit=MAX_ACTIONS)
        if action.kind == "cast" and action.alt == "madness" and action.card is not None and \
                self._discarded_since_resolve(action.card.card):
            # discarded, the card was exiled and its madness trigger put on the stack: the card is cast as
            # that trigger resolves (702.35a), so the trigger resolves first
            self.actions.append(Action("resolve", action.line, "", notes=(
                ("702.35a", "step.madness_trigger_resolves", (("card", card_name(action.card.card)),)),)))
        self.actions.append(action)
        if action.kind in ("resolve", "resolve_all") and self.pending_choices:
            self.actions.extend(self.pending_choices)
            self.pending_choices = []

    def _discarded_since_resolve(self, card: CardDef) -> bool:
        for a in reversed(self.actions):
            if a.kind in ("resolve", "resolve_all"):
                return False
            if any(r.card.name == card.name for r in a.payment.discard) or \
                    a.kind == "discard" and any(r.card.name == card.name for r in a.cards):
                return True
        return False

    def _last_subject(self) -> str:
        for a in reversed(self.actions):
            if a.kind not in ("resolve", "resolve_all", "choose") and a.actor:
                return a.actor
        return "me"

    def _inverted_subject(self, fold: str) -> str | None:
        if fold.endswith("-je") or fold == "puis":
            return "me"
        if fold.endswith(("-il", "-elle", "-ils")):
            return "opponent"
        if fold.endswith(("-tu", "-vous")):
            return self._you()
        return None

    def _you(self) -> str:
        if not self.you_read:
            self.you_read = True
            self.assumptions.append(Assumption("you", "asm.you_subject", {"player": "opponent"}, "opponent"))
        return "opponent"

    def _subject(self, toks: list[Token], i: int) -> tuple[str, int] | None:
        m = self.lex.match(toks, i, "subject")
        if m is None:
            return None
        j = i + m.length
        if j < len(toks) and toks[j].fold == "'s" and (self.lex.match(toks, j + 1, "life", "at") or
                                                        self.lex.match(toks, j + 1, "verb")):
            j += 1  # "he's at 3", "he's casting": a contraction of "is"
        elif toks[j - 1].fold in ("'s",) or (j < len(toks) and toks[j].fold == "'s"):
            return None  # "opponent's Elves": a possessive, not a subject
        if m.value == "me":
            return "me", j
        if m.value == "opponent":
            return "opponent", j
        if m.value == "he":
            return "opponent", j
        if m.value == "you":
            return self._you(), j
        if m.value == "we":
            return "we", j
        return None

    # ------------------------------------------------------------------ statements about the situation
    def _statement(self, toks: list[Token], i: int, subject: str, start: int, explicit: bool = True) -> int | None:
        """Prose setup: "I have ...", "il a ...", "I just played X", "he is at 3 life", "it's his turn"."""
        player = subject if subject in self.players else "me"
        m = self.lex.match(toks, i, "verb", "just")
        if m is not None:
            return self._just_played(toks, i + m.length, player, start)
        m = self.lex.match_any(toks, i, ("verb",))
        if m is not None and m.value in ("cast", "play"):
            try:
                np = self._np(toks, i + m.length, "setup", allow_db=False)
            except ReadFailure:
                np = None
            if np is not None and np.card is not None and np.card.is_permanent_card and \
                    self.lex.match(toks, np.end, "this_turn") is not None:  # "I cast Craw Wurm this turn"
                return self._just_played(toks, i + m.length, player, start)
        neg = i + 1 < len(toks) and toks[i].fold in ("n'", "ne") and \
            self.lex.match(toks, i + 1, "verb", "have") is not None  # "il n'a pas de terrain", "il n'a que..."
        if neg:
            i += 1
        if explicit and self.lex.match(toks, i, "verb", "have") is not None:
            m = self.lex.match(toks, i, "verb", "have")
            assert m is not None
            j = i + m.length
            if neg and j < len(toks) and toks[j].fold in ("que", "qu'"):
                j += 1  # "il n'a que des Grizzlis": only those (a possession lists its zone anyway)
            life = self._life_amount(toks, j)
            if life is not None:
                self._set_life(player, life[0])
                return life[1]
            return self._possession(toks, j, player, start)
        m = self.lex.match(toks, i, "verb", "is")
        for j in ((i + m.length) if m is not None else i, i):
            life = self._life_amount(toks, j, bare=True)
            if life is not None:  # "he's at 3", "opp at 3", "il est à 4"
                self._set_life(player, life[0])
                return life[1]
        z = self.lex.match(toks, i, "zone")
        if z is not None and z.value in ("hand", "graveyard", "battlefield", "library") and any(
                t.fold in ("hand", "graveyard", "main", "cimetiere", "gy", "board", "battlefield", "library", "deck",
                           "yard") for t in toks[i:i + z.length]):
            k = i + z.length
            v = self.lex.match(toks, k, "verb", "is")
            if v is not None:  # "my hand is just Fiery Temper", "ma main, c'est juste Foudre"
                k += v.length
                while k < len(toks) and toks[k].fold in ("just", "only", "juste", "seulement", "que", "only:"):
                    k += 1
                return self._possession(toks, k, player, start, whole=z.value)
        m = self.lex.match(toks, i, "turn")
        if m is not None and m.value in ("mine", "theirs") and self._only_chatter(toks, i + m.length):
            self.first_timing = ("me" if m.value == "mine" else "opponent", None)
            return len(toks)
        return None

    def _life_amount(self, toks: list[Token], j: int, bare: bool = False) -> tuple[int, int] | None:
        """"3 life", "at 3 life", "à 3 points de vie"; with `bare`, "at 3" ending the clause too."""
        m = self.lex.match(toks, j, "life", "at")
        k = j + (m.length if m is not None else 0)
        if k < len(toks) and toks[k].kind == "number" and toks[k].fold.isdigit():
            value = min(int(toks[k].fold[:7]), 1_000_000)
            life = self.lex.match(toks, k + 1, "life", "life")
            if life is not None:
                return value, k + 1 + life.length
            ends = k + 1 >= len(toks) or toks[k + 1].fold in (",", ";") or self._clause_starts(toks, k + 1)
            if m is not None and (bare or k + 1 >= len(toks)) and ends:
                return value, k + 1
        return None

    def _set_life(self, player: str, life: int) -> None:
        ps = self.setup.player(player)
        if ps is not None:
            ps.life = life
            ps.life_stated = True

    def _just_played(self, toks: list[Token], i: int, player: str, start: int) -> int:
        """"I just played X" / "je viens de jouer mes Elfes": X came under its controller's control this turn."""
        m = self.lex.match_any(toks, i, ("verb",))
        if m is not None and m.value in ("play", "cast"):
            i += m.length
        nps = self._np_list(toks, i, "setup")
        if not nps:
            raise ReadFailure("err.ff_expected_card", toks[min(i, len(toks) - 1)].start, toks[-1].end,
                              part=self._cut(toks[min(i, len(toks) - 1)].start, toks[-1].end))
        end = nps[-1].end
        tt = self.lex.match(toks, end, "this_turn")
        end += tt.length if tt is not None else 0
        ps = self.setup.player(player)
        for np in nps:
            if np.card is None:
                continue
            owner = np.owner or player
            who = self.setup.player(owner) or ps
            assert who is not None
            if np.card.is_permanent_card:
                for _ in range(np.count):
                    who.battlefield.append(PermanentSpec(np.card, sick=True, stated=frozenset({"sick"}),
                                                         origin="mentioned"))
                self.assumptions.append(Assumption(
                    "stated", "asm.stated_sick",
                    {"card": card_name(np.card), "player": owner}, card_name(np.card), stated=True))
            self._mention(np.card, owner, "setup", -1)
        self.understood.append(self._cut(toks[start].start, toks[end - 1].end))
        return end

    def _nothing_in(self, player: str, zone: str) -> None:
        """"He has no lands": the zone is listed, empty. Said after actions of that player ("he has no
        untapped lands left"), it is about the moment after them: no more lands are assumed from there."""
        ps = self.setup.player(player)
        assert ps is not None
        if zone == "battlefield" and any(a.actor == player for a in self.actions):
            self.actions[-1] = dc_replace(self.actions[-1], closes_lands=self.actions[-1].closes_lands + (player,))
            return
        ps.listed.add(zone)

    def _possession(self, toks: list[Token], i: int, player: str, start: int, whole: str | None = None) -> int:
        """"I have two Islands on the battlefield and Cancel in hand": the zones named are listed."""
        ps = self.setup.player(player)
        if ps is None:  # "I have ..." in a message whose declared players don't include the writer
            raise ReadFailure("err.ff_not_understood", toks[start].start, toks[-1].end,
                              part=self._cut(toks[start].start, toks[-1].end))
        none = self.lex.match(toks, i, "none")
        if none is not None:
            self._nothing_in(player, none.value)
            return i + none.length
        items: list[NP] = []
        j = i
        placed: list[tuple[NP, str | None]] = []
        while j < len(toks):
            j = self._skip_fillers(toks, j)
            none = self.lex.match(toks, j, "none")
            if none is not None:
                self._nothing_in(player, none.value)
                j += none.length
                continue
            np = self._np(toks, j, "setup")
            if np is None:
                break
            items.append(np)
            j = np.end
            status = self._status_words(toks, j)
            if status is not None:
                np.status, j = np.status | status[0], status[1]
            zone = self._zone_phrase(toks, j)
            if zone is not None:
                # "two Islands and Cancel in hand": the zone is Cancel's; "Bolt and Shock in hand": both
                last = items[-1].card
                kind = last is not None and last.is_permanent_card
                shared = [it for it in items if it.card is not None and it.card.is_permanent_card == kind]
                for it in items:
                    placed.append((it, zone[0] if it in shared else None))
                items = []
                j = zone[1]
            sep = self._list_sep(toks, j, card_verbs=False)
            if sep is None:
                break
            if toks[j].fold == ",":  # "Hill Giant and four Mountains, Fireblast in hand": a zone after a comma
                placed.extend((it, None) for it in items)  # is only the zone of what follows the comma
                items = []
            j = sep
        for it in items:
            placed.append((it, whole))
        if whole is not None:
            ps.listed.add(whole)
        if not placed:
            raise ReadFailure("err.ff_expected_card", toks[min(i, len(toks) - 1)].start, toks[-1].end,
                              part=self._cut(toks[min(i, len(toks) - 1)].start, toks[-1].end))
        for np, where in placed:
            assert np.card is not None
            owner = np.owner if np.owner in self.players else player
            who = self.setup.player(owner) or ps
            z = where or ("battlefield" if np.card.is_permanent_card else "hand")
            who.listed.add(z)
            for _ in range(np.count):
                if z == "battlefield":
                    stated = frozenset(s for s in np.status if s in ("tapped", "sick"))
                    who.battlefield.append(PermanentSpec(np.card, tapped="tapped" in np.status,
                                                         sick="sick" in np.status, stated=stated))
                elif z == "library":
                    if who.library is None:
                        who.library, who.library_unknown = [], 40
                    who.library.append(np.card)
                else:
                    getattr(who, z).append(np.card)
            self._mention(np.card, owner, "setup", -1)
            self._note_colors(owner, np.card)
        self.understood.append(self._cut(toks[start].start, toks[j - 1].end))
        return j

    def _skip_fillers(self, toks: list[Token], j: int) -> int:
        while j < len(toks):
            m = self.lex.match(toks, j, "filler")
            if m is None or self._np_starts(toks, j):
                return j
            j += m.length
        return j

    def _list_sep(self, toks: list[Token], j: int, card_verbs: bool = True) -> int | None:
        """The position after a list separator ("," "and" "et") when a list item follows."""
        if j >= len(toks):
            return None
        k = j
        if toks[k].kind == "punct" and toks[k].fold == ",":
            k += 1
        m = self.lex.match(toks, k, "sep", "and")
        if m is not None:
            k += m.length
        if k == j or self._clause_starts(toks, k, card_verbs):
            return None
        return k if self._np_starts(toks, k) else None

    def _np_starts(self, toks: list[Token], k: int) -> bool:
        if k >= len(toks):
            return False
        if self._damage_phrase(toks, k) is not None:
            return False
        if toks[k].kind in ("quote", "number"):
            return True
        if self.lex.match_any(toks, k, ("article", "possessive", "number", "none")) is not None:
            return True
        if self.names.hits(self._words_from(toks, k), 0):
            return True
        return False

    def _zone_phrase(self, toks: list[Token], j: int) -> tuple[str, int] | None:
        m = self.lex.match(toks, j, "zone")
        if m is None:
            m2 = self.lex.match(toks, j, "prep", "from")
            if m2 is not None:
                m = self.lex.match(toks, j + m2.length, "zone")
                if m is not None:
                    return m.value, j + m2.length + m.length
            return None
        return m.value, j + m.length

    def _status_words(self, toks: list[Token], j: int) -> tuple[frozenset[str], int] | None:
        found: set[str] = set()
        k = j
        paren = k < len(toks) and toks[k].fold == "("
        if paren:
            k += 1
        for _ in range(4):
            m = self.lex.match(toks, k, "status")
            if m is None:
                break
            found.add(m.value)
            k += m.length
            if k < len(toks) and toks[k].fold in (",", "and", "et"):
                k += 1
        if paren and k < len(toks) and toks[k].fold == ")":
            k += 1
        if not found:
            return None
        return frozenset(found), k

    # ------------------------------------------------------------------ events: "it resolves", "Bolt resolves"
    def _event(self, toks: list[Token], i: int, subject: str, start: int) -> int | None:
        mark = self._tentative()
        found = self._event_at(toks, i, subject, start)
        if found is None:
            self._undo(mark)
        return found

    def _event_at(self, toks: list[Token], i: int, subject: str, start: int) -> int | None:
        j = i
        m = self.lex.match_any(toks, j, ("object", "subject"))
        np: NP | None = None
        if m is not None and m.value in ("card", "he", "clitic"):
            j += m.length
        else:
            try:
                np = self._np(toks, j, "object", allow_db=False)
            except ReadFailure:
                np = None
            if np is None:
                # "ça se résout": the pronoun "se"
                return None
            j = np.end
        if j < len(toks) and toks[j].fold in ("se", "s'"):
            j += 1
        m = self.lex.match(toks, j, "verb", "resolve")
        if m is not None:
            self._emit(Action("resolve", toks[start].line, self._cut(toks[start].start, toks[j + m.length - 1].end)))
            self.understood.append(self._cut(toks[start].start, toks[j + m.length - 1].end))
            return j + m.length
        return None

    # ------------------------------------------------------------------ verbs
    def _v_cast(self, toks: list[Token], i: int, actor: str, question: bool, clitic: NP | None) -> tuple[Action, int]:
        np = self._object(toks, i, "cast", clitic)
        return self._cast_action(toks, np, actor), i if clitic is not None else np.end

    def _v_play(self, toks: list[Token], i: int, actor: str, question: bool, clitic: NP | None) -> tuple[Action, int]:
        np = self._object(toks, i, "cast", clitic)
        assert np.card is not None
        if "land" in np.card.types:
            self._mention(np.card, actor, "cast", len(self.actions))
            return Action("play_land", toks[i - 1].line, "", actor=actor,
                          card=self._ref(np, actor)), i if clitic is not None else np.end
        return self._cast_action(toks, np, actor), i if clitic is not None else np.end

    def _v_respond(self, toks: list[Token], i: int, actor: str, question: bool,
                   clitic: NP | None) -> tuple[Action, int]:
        m = self.lex.match(toks, i, "respond_by") or self.lex.match(toks, i, "prep", "with")
        if m is not None:
            i += m.length
        verb = self.lex.match(toks, i, "verb")
        if verb is not None and verb.value in ("cast", "play", "activate", "sacrifice", "tap", "counter", "flashback",
                                                "pitch", "ping", "crack"):
            handler = getattr(self, "_v_" + verb.value)
            result: tuple[Action, int] = handler(toks, i + verb.length, actor, question, clitic)
            return result
        cv = self._card_verb(toks, i)
        if cv is not None:
            return self._cast_card_verb(toks, cv[0], cv[1], actor, question, None), cv[1]
        np = self._object(toks, i, "cast", None)
        return self._cast_action(toks, np, actor), np.end

    def _v_flashback(self, toks: list[Token], i: int, actor: str, question: bool,
                     clitic: NP | None) -> tuple[Action, int]:
        np = self._object(toks, i, "cast", clitic)
        action = self._cast_action(toks, np, actor)
        return dc_replace(action, alt="flashback"), i if clitic is not None else np.end

    def _v_activate(self, toks: list[Token], i: int, actor: str, question: bool,
                    clitic: NP | None) -> tuple[Action, int]:
        np = self._object(toks, i, "source", clitic)
        assert np.card is not None
        self._mention(np.card, np.owner or actor, "source", len(self.actions))
        return Action("activate", toks[i - 1].line, "", actor=actor, card=self._ref(np, actor)), \
            i if clitic is not None else np.end

    _v_crack = _v_activate

    def _v_sacrifice(self, toks: list[Token], i: int, actor: str, question: bool,
                     clitic: NP | None) -> tuple[Action, int]:
        """"sac X": activate X's own sacrifice ability (what follows says for what: "for G", "to get a
        Forest", "for a Plains", "to ping his Elves"); "sac X to Y" / "sac X for Y": use Y, sacrificing X."""
        nps = self._np_list(toks, i, "cost") if clitic is None else [self._pronoun_np(clitic, "source")]
        if not nps:
            raise ReadFailure("err.ff_expected_card", toks[min(i, len(toks) - 1)].start, toks[-1].end,
                              part=self._cut(toks[min(i, len(toks) - 1)].start, toks[-1].end))
        end = nps[-1].end if clitic is None else i
        m = self.lex.match(toks, end, "prep", "purpose") or self.lex.match(toks, end, "prep", "for")
        if m is not None and self._colors(toks, end + m.length) is None:
            cv = self._card_verb(toks, end + m.length) or self._exact_np(toks, end + m.length)
            if cv is not None and cv[0].card is not None and not (
                    "land" in cv[0].card.types and any(any(e.kind == "search_library" for e in ab.effects)
                                                       for np in nps if np.card for ab in np.card.activated)):
                user, k = cv
                assert user.card is not None
                refs = tuple(self._ref(np, actor) for np in nps for _ in range(np.count))
                if user.card.is_permanent_card and user.card.activated:
                    self._mention(user.card, user.owner or actor, "source", len(self.actions))
                    return Action("activate", toks[i - 1].line, "", actor=actor, card=self._ref(user, actor),
                                  payment=Payment(sacrifice=refs)), k
                action = self._cast_action(toks, user, actor)
                return self._deduce_cost(dc_replace(action, payment=Payment(sacrifice=refs))), k
        np = nps[0]
        assert np.card is not None
        self._mention(np.card, np.owner or actor, "source", len(self.actions))
        if any(ab.cost.sacrifice_self for ab in np.card.activated):
            action = Action("activate", toks[i - 1].line, "", actor=actor, card=self._ref(np, actor),
                            ability=self._ability_with(np.card, lambda c: c.sacrifice_self))
            if m is not None and self.lex.match(toks, end, "prep", "for") is not None and self._searches(action):
                land = self._exact_np(toks, end + m.length)
                if land is not None:  # "sac the Elder for an Island"
                    return self._search_choice(toks, action, [land[0]], end), land[1]
            return action, end
        raise ReadFailure("err.ff_sacrifice_what_for", toks[i].start, toks[end - 1].end, card=card_name(np.card))

    def _v_tap(self, toks: list[Token], i: int, actor: str, question: bool, clitic: NP | None) -> tuple[Action, int]:
        nps = [self._pronoun_np(clitic, "source")] if clitic is not None else self._np_list(toks, i, "source")
        if not nps:
            raise ReadFailure("err.ff_expected_card", toks[min(i, len(toks) - 1)].start, toks[-1].end,
                              part=self._cut(toks[min(i, len(toks) - 1)].start, toks[-1].end))
        end = max(np.end for np in nps) if clitic is None else i
        refs = []
        for np in nps:
            assert np.card is not None
            self._mention(np.card, np.owner or actor, "source", len(self.actions))
            refs.extend([self._ref(np, actor)] * np.count)
        return Action("tap_mana", toks[i - 1].line, "", actor=actor, cards=tuple(refs)), end

    def _v_ping(self, toks: list[Token], i: int, actor: str, question: bool, clitic: NP | None) -> tuple[Action, int]:
        """"ping X with Y": activate Y's damage ability targeting X; without Y, the one card that pings."""
        targets: list[TargetRef] = []
        j = i
        if clitic is not None:
            targets.append(self._target_ref(self._pronoun_np(clitic, "target"), actor))
        elif not self.lex.match(toks, j, "prep", "with"):
            t = self._target_list(toks, j, actor, "target")
            if t is not None:
                targets, j = t
        source: NP | None = None
        m = self.lex.match(toks, j, "prep", "with")
        if m is not None:
            source = self._np(toks, j + m.length, "source")
            if source is None:
                raise ReadFailure("err.ff_expected_card", toks[min(j + m.length, len(toks) - 1)].start, toks[-1].end,
                                  part=self._cut(toks[min(j + m.length, len(toks) - 1)].start, toks[-1].end))
            j = source.end
        if source is None:
            cand = [mn for mn in reversed(self.mentions) if any(ab.targets for ab in mn.card.activated)]
            if not cand:
                raise ReadFailure("err.ff_ping_with_what", toks[i - 1].start, toks[min(j, len(toks)) - 1].end)
            source = NP("card", i, i, cand[0].card.name, card=cand[0].card, owner=cand[0].owner, how="situation")
        assert source.card is not None
        self._mention(source.card, source.owner or actor, "source", len(self.actions))
        ability = self._ability_with(source.card, None, targeted=True)
        return Action("activate", toks[i - 1].line, "", actor=actor, card=self._ref(source, actor),
                      targets=tuple(targets), ability=ability), j

    def _v_counter(self, toks: list[Token], i: int, actor: str, question: bool,
                   clitic: NP | None) -> tuple[Action, int]:
        """"counter X with Y" / "je contre X avec Y": cast Y targeting X."""
        verb_tok = toks[i - 1]
        targets: list[TargetRef] = []
        j = i
        if clitic is not None:
            targets = [self._target_ref(self._pronoun_np(clitic, "target:spell"), actor)]
        else:
            found = self._target_list(toks, i, actor, "target:spell")
            if found is not None:
                targets, j = found
        m = self.lex.match(toks, j, "prep", "with")
        spell: NP | None = None
        if m is not None:
            cv = self._card_named(toks, j + m.length)
            if cv is not None:
                spell, j = cv
        if spell is None:
            own = self.names.hits(list(verb_tok.words), 0)
            card = self.pool.get(own[0].english) if own else None
            if card is None:
                raise ReadFailure("err.ff_counter_with_what", verb_tok.start, toks[min(j, len(toks)) - 1].end)
            spell = NP("card", i - 1, i, verb_tok.text, card=card)
        action = self._cast_action(toks, spell, actor)
        if targets:
            action = dc_replace(action, targets=tuple(targets))
        return action, j

    def _v_pitch(self, toks: list[Token], i: int, actor: str, question: bool, clitic: NP | None) -> tuple[Action, int]:
        """"pitch X to Force of Will": cast Force of Will exiling X."""
        nps = self._np_list(toks, i, "cost")
        if not nps:
            raise ReadFailure("err.ff_expected_card", toks[min(i, len(toks) - 1)].start, toks[-1].end,
                              part=self._cut(toks[min(i, len(toks) - 1)].start, toks[-1].end))
        j = nps[-1].end
        m = self.lex.match(toks, j, "prep", "purpose") or self.lex.match(toks, j, "prep", "for")
        own = nps[0].card
        names_spell = m is not None and (self._card_verb(toks, j + m.length) is not None
                                         or self._exact_np(toks, j + m.length) is not None)
        if own is not None and len(nps) == 1 and any(ab.cost.exile_self for ab in own.activated) and not names_spell:
            # "exile Elvish Spirit Guide (from my hand) for G": its own ability, whose cost exiles it
            self._mention(own, nps[0].owner or actor, "source", len(self.actions))
            z = self.lex.match(toks, j, "prep", "from")
            if z is not None and self.lex.match(toks, j + z.length, "zone"):
                j += z.length + self.lex.match(toks, j + z.length, "zone").length  # type: ignore[union-attr]
            return Action("activate", toks[i - 1].line, "", actor=actor, card=self._ref(nps[0], actor),
                          ability=self._ability_with(own, lambda c: c.exile_self)), j
        if m is None:
            raise ReadFailure("err.ff_pitch_to_what", toks[i - 1].start, toks[j - 1].end)
        cv = self._card_verb(toks, j + m.length) or self._exact_np(toks, j + m.length)
        if cv is None:
            raise ReadFailure("err.ff_pitch_to_what", toks[i - 1].start, toks[min(j + m.length, len(toks)) - 1].end)
        spell, k = cv
        action = self._cast_action(toks, spell, actor)
        refs = tuple(self._ref(np, actor) for np in nps for _ in range(np.count))
        return self._deduce_cost(dc_replace(action, payment=Payment(exile=refs))), k

    def _v_attack(self, toks: list[Token], i: int, actor: str, question: bool,
                  clitic: NP | None) -> tuple[Action, int]:
        m = self.lex.match(toks, i, "prep", "with")
        if m is not None:
            i += m.length
        nps = self._np_list(toks, i, "attacker")
        if not nps:
            raise ReadFailure("err.ff_attack_with_what", toks[i - 1].start, toks[min(i, len(toks)) - 1].end)
        refs = []
        for np in nps:
            assert np.card is not None
            self._mention(np.card, np.owner or actor, "attacker", len(self.actions))
            refs.extend([self._ref(np, actor)] * np.count)
        end = nps[-1].end
        # "attack (him) with X", "swing at his face": the player attacked is the only other one
        for _ in range(2):
            m = self.lex.match_any(toks, end, ("face",))
            if m is not None:
                end += m.length
                continue
            m = self.lex.match_any(toks, end, ("prep",))
            if m is not None and m.value in ("target", "to") and self.lex.match_any(
                    toks, end + m.length, ("face", "subject", "object")):
                end += m.length + self.lex.match_any(toks, end + m.length, ("face", "subject", "object")).length  # type: ignore[union-attr]
        return Action("attack", toks[i - 1].line, "", actor=actor, cards=tuple(refs)), end

    def _v_block(self, toks: list[Token], i: int, actor: str, question: bool,
                 clitic: NP | None) -> tuple[Action, int]:
        """"block X with Y" / "block with Y" / "je bloque X avec Y"."""
        attacker: NP | None = None
        j = i
        if clitic is not None:
            attacker = self._pronoun_np(clitic, "attacked")
        elif not self.lex.match(toks, j, "prep", "with"):
            attacker = self._np(toks, j, "attacked")
            if attacker is not None:
                j = attacker.end
        m = self.lex.match(toks, j, "prep", "with")
        if m is None:
            raise ReadFailure("err.ff_block_with_what", toks[i - 1].start, toks[min(j, len(toks)) - 1].end)
        blocker = self._np(toks, j + m.length, "blocker")
        if blocker is None or blocker.card is None:
            raise ReadFailure("err.ff_block_with_what", toks[i - 1].start, toks[min(j + m.length, len(toks)) - 1].end)
        me = actor if actor != "we" else "me"
        if attacker is None:
            cand = [mn for mn in reversed(self.mentions) if mn.role == "attacker"]
            if not cand:
                raise ReadFailure("err.ff_block_what", toks[i - 1].start, toks[blocker.end - 1].end)
            attacker = NP("card", i, i, cand[0].card.name, card=cand[0].card, owner=cand[0].owner, how="situation")
        assert attacker.card is not None
        other = self._other(me)
        self._mention(attacker.card, attacker.owner or other, "attacker", len(self.actions))
        self._mention(blocker.card, blocker.owner or me, "blocker", len(self.actions))
        att_ref = CardRef(attacker.card, attacker.text, self._col(toks, attacker.start), attacker.owner or other)
        return Action("block", toks[i - 1].line, "", actor=me, cards=(att_ref,),
                      blocker=self._ref(blocker, me)), blocker.end

    def _v_pass(self, toks: list[Token], i: int, actor: str, question: bool, clitic: NP | None) -> tuple[Action, int]:
        if actor == "we":
            return Action("resolve", toks[i - 1].line, ""), i
        return Action("pass", toks[i - 1].line, "", actor=actor), i

    def _v_resolve(self, toks: list[Token], i: int, actor: str, question: bool,
                   clitic: NP | None) -> tuple[Action, int]:
        return Action("resolve", toks[i - 1].line, ""), i

    def _v_discard(self, toks: list[Token], i: int, actor: str, question: bool,
                   clitic: NP | None) -> tuple[Action, int]:
        nps = self._np_list(toks, i, "cost")
        if not nps:
            raise ReadFailure("err.ff_expected_card", toks[min(i, len(toks) - 1)].start, toks[-1].end,
                              part=self._cut(toks[min(i, len(toks) - 1)].start, toks[-1].end))
        refs = tuple(self._ref(np, actor) for np in nps for _ in range(np.count))
        for np in nps:
            if np.card is not None:
                self._mention(np.card, actor, "cost", len(self.actions))
        end = nps[-1].end
        m = self.lex.match(toks, end, "prep", "purpose") or self.lex.match(toks, end, "prep", "to")
        user = self._exact_np(toks, end + m.length) if m is not None else None
        if user is not None and user[0].card is not None and any(ab.cost.discard for ab in user[0].card.activated):
            # "discard Basking Rootwalla to Wild Mongrel": Wild Mongrel's ability, paid by that discard
            self._mention(user[0].card, user[0].owner or actor, "source", len(self.actions))
            return Action("activate", toks[i - 1].line, "", actor=actor, card=self._ref(user[0], actor),
                          payment=Payment(discard=refs)), user[1]
        return Action("discard", toks[i - 1].line, "", actor=actor, cards=refs), end

    def _v_get(self, toks: list[Token], i: int, actor: str, question: bool, clitic: NP | None) -> tuple[Action, int]:
        nps = self._np_list(toks, i, "search")
        if not nps:
            raise ReadFailure("err.ff_expected_card", toks[min(i, len(toks) - 1)].start, toks[-1].end,
                              part=self._cut(toks[min(i, len(toks) - 1)].start, toks[-1].end))
        refs = tuple(self._ref(np, actor) for np in nps for _ in range(np.count))
        return Action("choose", toks[i - 1].line, "", actor=actor, cards=refs), nps[-1].end

    def _v_pay(self, toks: list[Token], i: int, actor: str, question: bool, clitic: NP | None) -> tuple[Action, int]:
        """"I pay {1}{U} sacrificing Lion's Eye Diamond for UUU": the payment of the spell just cast."""
        action = Action("pay", toks[i - 1].line, "", actor=actor)
        a = self.lex.match(toks, i, "article")
        j = i + (a.length if a is not None and self._mana(toks, i + a.length) is not None else 0)
        mana = self._mana(toks, j)
        if mana is not None:
            return dc_replace(action, payment=Payment(mana=mana[0])), mana[1]
        life = self._life_amount(toks, j)
        if life is not None:
            return dc_replace(action, payment=Payment(life=life[0])), life[1]
        return action, i

    def _v_target(self, toks: list[Token], i: int, actor: str, question: bool,
                  clitic: NP | None) -> tuple[Action, int]:
        """"he targets my Bears with Shock" / "l'adv cible mes Grizzlis avec Choc": cast Shock targeting them."""
        targets = [self._target_ref(self._pronoun_np(clitic, "target"), actor)] if clitic is not None else None
        j = i
        if targets is None:
            found = self._target_list(toks, i, actor, "target")
            if found is None:
                raise ReadFailure("err.ff_expected_card", toks[min(i, len(toks) - 1)].start, toks[-1].end,
                                  part=self._cut(toks[min(i, len(toks) - 1)].start, toks[-1].end))
            targets, j = found
        m = self.lex.match(toks, j, "prep", "with")
        named = self._exact_np(toks, j + m.length) if m is not None else None
        if named is None or named[0].card is None:
            raise ReadFailure("err.ff_expected_card", toks[min(j, len(toks) - 1)].start, toks[-1].end,
                              part=self._cut(toks[min(j, len(toks) - 1)].start, toks[-1].end))
        spell, k = named
        assert spell.card is not None
        if spell.card.is_permanent_card and spell.card.activated:
            self._mention(spell.card, spell.owner or actor, "source", len(self.actions))
            return Action("activate", toks[i - 1].line, "", actor=actor, card=self._ref(spell, actor),
                          targets=tuple(targets)), k
        return dc_replace(self._cast_action(toks, spell, actor), targets=tuple(targets)), k

    def _v_die(self, toks: list[Token], i: int, actor: str, question: bool, clitic: NP | None) -> tuple[Action, int]:
        raise ReadFailure("err.ff_expected_action", toks[i - 1].start, toks[-1].end,
                          part=self._cut(toks[i - 1].start, toks[-1].end))

    _v_is = _v_do = _v_have = _v_just = _v_die

    # ------------------------------------------------------------------ casting
    def _card_verb(self, toks: list[Token], i: int) -> tuple[NP, int] | None:
        """A card's name or nickname used as a verb ("I bolt the Elves", "je Foudre ses Elfes",
        "opp Giant Growths his Elves"): an instant or sorcery, inflected or not."""
        if i >= len(toks) or toks[i].kind not in ("word", "quote"):
            return None
        if self.lex.match_any(toks, i, GRAMMAR_CLASSES):
            return None  # a word of the grammar ("returning", "Response"...) is read as grammar
        words = self._words_from(toks, i)
        tries = [words]
        w = words[0] if words else ""
        for suffix in ("ed", "d", "ing", "s"):
            if w.endswith(suffix) and len(w) > len(suffix) + 2:
                tries.append([w[: -len(suffix)]] + words[1:])
        for cand_words in tries:
            ends = self._word_ends(toks, i)
            hits = self.names.hits(cand_words, 0, ends)
            for hit in hits:
                card = self.pool.get(hit.english)
                if card is None or not ({"instant", "sorcery"} & card.types):
                    continue
                end = self._token_after(toks, i, hit.length)
                card = self._override(card, toks, i, end, "exact", None)
                return NP("card", i, end, self._cut(toks[i].start, toks[end - 1].end), card=card, how=hit.how), end
        return None

    def _exact_np(self, toks: list[Token], i: int) -> tuple[NP, int] | None:
        """A card named exactly (after an article or possessive), never guessed."""
        j = i
        owner = None
        for _ in range(2):
            m = self.lex.match_any(toks, j, ("article", "possessive"))
            if m is None or self._exact(toks, j) is not None:
                break
            if m.cls == "possessive":
                owner = "me" if m.value == "me" else "opponent"
            j += m.length
        exact = self._exact(toks, j)
        if exact is None:
            return None
        card, end, how = exact
        return NP("card", i, end, self._cut(toks[j].start, toks[end - 1].end), card=card, owner=owner, how=how), end

    def _card_named(self, toks: list[Token], i: int) -> tuple[NP, int] | None:
        np = self._np(toks, i, "cast")
        if np is None or np.card is None:
            return None
        return np, np.end

    def _cast_card_verb(self, toks: list[Token], np: NP, i: int, actor: str, question: bool,
                        clitic: NP | None) -> Action:
        action = self._cast_action(toks, np, actor)
        assert np.card is not None
        if clitic is not None:
            return dc_replace(action, targets=(self._target_ref(self._pronoun_np(clitic, self._target_role(np.card)),
                                                                actor),))
        return action

    def _cast_action(self, toks: list[Token], np: NP, actor: str) -> Action:
        assert np.card is not None
        self._mention(np.card, np.owner or actor, "cast", len(self.actions))
        self._note_colors(actor, np.card)
        return Action("cast", toks[np.start].line if np.start < len(toks) else 1, "", actor=actor,
                      card=self._ref(np, actor))

    def _target_role(self, card: CardDef) -> str:
        kinds = {spec.kind for spec in card.targets}
        if kinds and kinds <= {"spell", "activated_ability", "triggered_ability", "ability", "spell_or_ability"}:
            return "target:spell"
        return "target"

    def _while_casting(self, toks: list[Token], start: int, end: int, action: Action, spell: NP) -> Action:
        """"While casting X, I sac Lotus Petal for R": X is cast paying with that mana ability."""
        assert spell.card is not None
        cast = self._cast_action(toks, spell, action.actor or "me")
        alt = next((a for a in ("flashback", "madness") if a in spell.status), None)
        if alt is not None:
            cast = dc_replace(cast, alt=alt)
        sources: tuple[tuple[CardRef, str | None], ...]
        if action.kind == "activate" and action.card is not None:
            sources = ((action.card, action.colors),)
        elif action.kind == "tap_mana":
            sources = tuple((ref, action.colors) for ref in action.cards)
        else:
            return action
        return dc_replace(cast, payment=Payment(sources=sources), question=action.question)

    def _ability_with(self, card: CardDef, test: Callable[[Cost], bool] | None, targeted: bool = False) -> int | None:
        """The 1-based number of the ability of `card` a verb means, when it has several."""
        if len(card.activated) <= 1:
            return None
        for n, ab in enumerate(card.activated, start=1):
            if (test is None or test(ab.cost)) and (not targeted or ab.targets):
                return n
        return None

    def _deduce_cost(self, action: Action, free: bool = False) -> Action:
        """A payment only an alternative cost allows selects it (601.2b, 118.9): Fireblast sacrificing
        two Mountains, Force of Will exiling a blue card, Gush returning two Islands, "for free"."""
        if action.card is None or action.alt or any(n == "alternative" for n, _ in action.optional_costs):
            return action
        card = action.card.card
        alt = card.cost_named("alternative")
        if alt is None:
            return action
        p = action.payment
        normal = list(card.additional_costs)
        wants = {"sacrifice": bool(p.sacrifice), "exile": bool(p.exile), "return": bool(p.returned),
                 "discard": bool(p.discard)}
        has_alt = {"sacrifice": alt.sacrifice is not None, "exile": alt.exile_from_hand is not None,
                   "return": alt.return_to_hand is not None, "discard": alt.discard == "card"}
        has_normal = {"sacrifice": any(c.sacrifice for c in normal), "exile": any(c.exile_from_hand for c in normal),
                      "return": any(c.return_to_hand for c in normal), "discard": any(c.discard for c in normal)}
        reason = next((k for k, v in wants.items() if v and has_alt[k] and not has_normal[k]), None)
        if reason is None and free and alt.mana.is_empty():
            reason = "free"
        if reason is None:
            return action
        note = ("601.2b", "step.cost_deduced_" + reason, (("card", card_name(card)),))
        return dc_replace(action, optional_costs=action.optional_costs + (("alternative", 1),),
                          notes=action.notes + (note,))

    # ------------------------------------------------------------------ modifiers
    def _modifiers(self, toks: list[Token], i: int,
                   action: Action) -> tuple[Action, int, tuple[str | None, str | None] | None]:
        timing: tuple[str | None, str | None] | None = None
        actor = action.actor or "me"
        payment = action.payment
        for _ in range(40):
            if i >= len(toks):
                break
            tok = toks[i]
            if tok.kind == "punct" and tok.fold in (",",):
                if self._clause_starts(toks, i + 1) or self._tail_starts(toks, i + 1) \
                        or not self._modifier_starts(toks, i + 1):
                    break
                i += 1
                continue
            if tok.kind == "punct" and tok.fold in ("(", ")"):
                i += 1
                continue
            m = self.lex.match(toks, i, "sep")
            if m is not None:
                if self._clause_starts(toks, i + m.length) or self._tail_starts(toks, i + m.length) \
                        or not self._modifier_starts(toks, i + m.length):
                    break
                i += m.length
                continue
            m = self.lex.match(toks, i, "response")
            if m is not None:
                self._responding = True
            if m is not None and m.value == "to":
                after = self._spell_on_stack(toks, i + m.length)  # "... in response to his Bolt"
                if after is not None:
                    i = after
                    continue
            if m is not None and m.value == "to" and self.lex.match(toks, i + m.length, "verb") is not None:
                i += m.length - 1  # "in response to ping his Elves": "in response", then the purpose "to ping"
                continue
            if m is not None and not self._clause_starts(toks, i + m.length):
                i += m.length
                continue
            before = self._before_it_resolves(toks, i)
            if before is not None:
                i = before
                continue
            m = self.lex.match(toks, i, "pay")
            if m is not None and (m.value == "free" or self._np_starts(toks, i + m.length) or m.value == "paying"):
                payment, i = self._pay_item(toks, i + m.length, m.value, payment, actor, toks[i])
                continue
            m = self.lex.match(toks, i, "castmod")
            if m is not None:
                if m.value in ("flashback", "madness"):
                    action = dc_replace(action, alt=m.value)
                else:
                    action = dc_replace(action, optional_costs=action.optional_costs + ((m.value, 1),))
                i += m.length
                continue
            if action.kind in ("cast", "activate"):
                dmg = self._damage_phrase(toks, i)
                if dmg is not None:  # ", 1 dmg to his Elves": the target of a damage ability
                    hit = self._target_list(toks, dmg, actor, self._role_of(action))
                    if hit is not None:
                        action = dc_replace(action, targets=action.targets + tuple(hit[0]))
                        i = hit[1]
                        continue
            if self._clause_starts(toks, i):
                break
            m = self.lex.match(toks, i, "hold")
            if m is not None:
                i += m.length
                continue
            t = self._timing(toks, i)
            if t is not None:
                timing, i = t
                continue
            m = self.lex.match(toks, i, "castmod")
            if m is not None:
                if m.value in ("flashback", "madness"):
                    action = dc_replace(action, alt=m.value)
                else:
                    action = dc_replace(action, optional_costs=action.optional_costs + ((m.value, 1),))
                i += m.length
                continue
            m = self.lex.match(toks, i, "pay")
            if m is not None:
                payment, i = self._pay_item(toks, i + m.length, m.value, payment, actor, toks[i])
                continue
            m = self.lex.match_any(toks, i, ("face",))
            if m is not None and action.kind in ("cast", "activate"):
                action = dc_replace(action, targets=action.targets + (
                    TargetRef(player=self._face_player(m.value, actor), text=toks[i].text),))
                i += m.length
                suffix = self.lex.match(toks, i, "possessive_suffix")
                i += suffix.length if suffix is not None else 0
                continue
            m = self.lex.match(toks, i, "prep", "from")
            if m is not None:
                z = self.lex.match(toks, i + m.length, "zone")
                if z is not None:
                    action = dc_replace(action, from_zone=z.value)
                    if z.value == "graveyard" and action.card is not None and \
                            action.card.card.cost_named("flashback") is not None and not action.alt:
                        action = dc_replace(action, alt="flashback")
                    i += m.length + z.length
                    continue
            m = self.lex.match(toks, i, "prep", "for")
            if m is not None and i + m.length < len(toks) and toks[i + m.length].fold in ("mana", "du") and \
                    self._colors(toks, i + m.length) is None and (toks[i + m.length].fold == "mana" or (
                        i + m.length + 1 < len(toks) and toks[i + m.length + 1].fold == "mana")):
                i += m.length + (1 if toks[i + m.length].fold == "mana" else 2)  # "for mana", "pour du mana"
                continue
            if m is not None:
                colors = self._colors(toks, i + m.length)
                if colors is not None:
                    if payment.sources and payment.sources[-1][1] is None:
                        payment = dc_replace(payment, sources=payment.sources[:-1] + ((payment.sources[-1][0],
                                                                                        colors[0]),))
                    else:
                        action = dc_replace(action, colors=colors[0])
                    i = colors[1]
                    continue
                x = self._x_value(toks, i + m.length)
                if x is not None:
                    action, i = dc_replace(action, x=x[0]), x[1]
                    continue
                if action.kind in ("tap_mana", "activate"):
                    named = self._exact_np(toks, i + m.length)
                    if named is not None and named[0].card is not None and not named[0].card.is_permanent_card \
                            or named is not None and "land" not in (named[0].card.types if named[0].card else ()) \
                            and action.kind == "tap_mana":
                        merged = self._paid_with(toks, action, named[0])
                        if merged is not None:
                            action, payment, i = merged, merged.payment, named[1]
                            continue
                    if named is not None and action.kind == "activate" and self._searches(action):
                        action, i = self._search_choice(toks, action, [named[0]], i), named[1]
                        continue
            x = self._x_value(toks, i)
            if x is not None:
                action, i = dc_replace(action, x=x[0]), x[1]
                continue
            m = self.lex.match(toks, i, "prep", "purpose")
            if m is not None:
                res = self._purpose(toks, i + m.length, action, payment)
                if res is not None:
                    action, payment, i = res
                    continue
            m = self.lex.match(toks, i, "prep", "with")
            if m is not None:
                res = self._with(toks, i + m.length, action, payment)
                if res is not None:
                    action, payment, i = res
                    continue
            m = self.lex.match(toks, i, "prep", "target") or self.lex.match(toks, i, "prep", "to")
            if m is not None and action.kind in ("cast", "activate"):
                targets = self._target_list(toks, i + m.length, actor, self._role_of(action))
                if targets is not None:
                    action = dc_replace(action, targets=action.targets + tuple(targets[0]))
                    i = targets[1]
                    continue
            m = self.lex.match_any(toks, i, ("prep",))
            if action.kind in ("cast", "activate") and not action.targets and m is None:
                targets = self._target_list(toks, i, actor, self._role_of(action))
                if targets is not None:
                    action = dc_replace(action, targets=tuple(targets[0]))
                    i = targets[1]
                    continue
            m = self.lex.match(toks, i, "filler")
            if m is not None:
                i += m.length
                continue
            if self._tail_starts(toks, i):
                break
            raise ReadFailure("err.ff_not_understood", tok.start, toks[-1].end, part=self._cut(tok.start, toks[-1].end))
        action = dc_replace(action, payment=payment)
        if action.kind == "cast":
            action = self._deduce_cost(action, self._free)
        self._free = False
        return action, i, timing

    def _before_it_resolves(self, toks: list[Token], i: int) -> int | None:
        """"before it resolves", "avant que la Foudre arrive": said of a response; the position after."""
        m = self.lex.match(toks, i, "before")
        if m is None:
            return None
        j = i + m.length
        o = self.lex.match_any(toks, j, ("object", "subject"))
        if o is not None:
            j += o.length
        else:
            np = self._np(toks, j, "object", allow_db=False)
            if np is None:
                return None
            j = np.end
        if j < len(toks) and toks[j].fold in ("se", "s'"):
            j += 1
        r = self.lex.match(toks, j, "verb", "resolve")
        return j + r.length if r is not None else None

    def _tail_starts(self, toks: list[Token], i: int) -> bool:
        return self.lex.match_any(toks, i, ("question",)) is not None and self._tail_probe(toks, i)

    def _tail_probe(self, toks: list[Token], i: int) -> bool:
        for value in ("legal_tail", "outcome"):
            m = self.lex.match(toks, i, "question", value)
            if m is not None and self._only_chatter(toks, i + m.length):
                return True
        return False

    def _modifier_starts(self, toks: list[Token], i: int) -> bool:
        if i >= len(toks):
            return False
        if self._damage_phrase(toks, i) is not None:
            return True
        return self.lex.match_any(toks, i, ("prep", "pay", "castmod", "face", "timing_prep", "hold", "response")) \
            is not None

    def _role_of(self, action: Action) -> str:
        if action.card is None:
            return "target"
        if action.kind == "activate":
            return "target"
        return self._target_role(action.card.card)

    def _face_player(self, value: str, actor: str) -> str:
        if value == "me":
            return actor if actor in self.players else "me"
        return self._other(actor)

    def _other(self, player: str) -> str:
        return next((p for p in self.players if p != player), "opponent")

    def _pay_item(self, toks: list[Token], i: int, kind: str, payment: Payment, actor: str,
                  at: Token) -> tuple[Payment, int]:
        if kind == "free":
            self._free = True
            return payment, i
        if kind == "paying":
            life = self._life_amount(toks, i)
            if life is not None:
                return dc_replace(payment, life=(payment.life or 0) + life[0]), life[1]
            a = self.lex.match(toks, i, "article")
            mana = self._mana(toks, i) or (self._mana(toks, i + a.length) if a is not None else None)
            if mana is not None:
                cost = mana[0]
                return dc_replace(payment, mana=payment.mana.plus(cost) if payment.mana else cost), mana[1]
            raise ReadFailure("err.ff_expected_payment", at.start, toks[-1].end, part=self._cut(at.start, toks[-1].end))
        if kind in ("discarding",) and self.lex.match(toks, i, "zone", "hand"):
            m = self.lex.match(toks, i, "zone", "hand")
            assert m is not None
            return dc_replace(payment, discard_hand=True), i + m.length
        nps = self._np_list(toks, i, "cost")
        if not nps:
            raise ReadFailure("err.ff_expected_card", at.start, toks[-1].end, part=self._cut(at.start, toks[-1].end))
        refs = tuple(self._ref(np, actor) for np in nps for _ in range(np.count))
        if kind in ("sacrificing", "exiling") and all(np.card is not None and any(
                ab.mana is not None and (ab.cost.sacrifice_self or ab.cost.exile_self) for ab in np.card.activated)
                for np in nps):
            # "sacrificing Lion's Eye Diamond for UUU": its mana ability, whose cost is that sacrifice
            return dc_replace(payment, sources=payment.sources + tuple((r, None) for r in refs)), nps[-1].end
        for np in nps:
            if np.card is not None:
                self._mention(np.card, np.owner or actor, "cost", len(self.actions))
        field_name = {"sacrificing": "sacrifice", "exiling": "exile", "returning": "returned",
                      "discarding": "discard", "tapping": "tap"}[kind]
        return dc_replace(payment, **{field_name: getattr(payment, field_name) + refs}), nps[-1].end

    def _purpose(self, toks: list[Token], i: int, action: Action,
                 payment: Payment) -> tuple[Action, Payment, int] | None:
        """"to cast Y" / "pour lancer Y" (pay Y with this mana), "to get X" (a search's choice),
        "to pay for it" (said while casting), "to Fireblast"."""
        actor = action.actor or "me"
        if i < len(toks) and toks[i].fold in ("help", "aider", "help to", "aide"):
            i += 1  # "to help cast", "pour aider à lancer"
            if i < len(toks) and toks[i].fold in ("a", "to"):
                i += 1
        m = self.lex.match(toks, i, "verb")
        if m is not None and m.value == "pay":
            k = i + m.length
            k += 1 if k < len(toks) and toks[k].fold in ("for", "pour") else 0
            named = self._exact_np(toks, k)
            if named is not None:  # "to pay for Giant Growth", "pour payer Croissance gigantesque"
                merged = self._paid_with(toks, action, named[0])
                if merged is not None:
                    return merged, merged.payment, named[1]
        if m is not None and m.value in ("cast", "play"):
            np = self._np(toks, i + m.length, "cast")
            if np is None or np.card is None:
                return None
            merged = self._paid_with(toks, action, np)
            if merged is None:
                return None
            return merged, merged.payment, np.end
        if m is not None and m.value == "counter" and action.kind == "cast":
            found = self._target_list(toks, i + m.length, actor, "target:spell")
            if found is not None:
                return dc_replace(action, targets=action.targets + tuple(found[0])), payment, found[1]
        if m is not None and m.value == "ping" and action.kind == "activate":
            k = i + m.length
            dmg = self._damage_phrase(toks, k)
            t = self._target_list(toks, dmg if dmg is not None else k, actor, "target")
            if t is None:
                return None
            return dc_replace(action, targets=action.targets + tuple(t[0])), payment, t[1]
        if m is not None and m.value == "get":
            nps = self._np_list(toks, i + m.length, "search")
            if not nps:
                return None
            return self._search_choice(toks, action, nps, i), payment, nps[-1].end
        if toks[i].fold in ("pay", "payer", "paie", "paye") if i < len(toks) else False:
            j = i + 1
            while j < len(toks) and toks[j].fold in ("for", "pour", "it", "le", "la", "les", "l'", "ca", "ça",
                                                     "that", "this", "spell", "sort", "cout", "son", "its", "cost"):
                j += 1
            return action, payment, j
        cv = self._card_verb(toks, i)
        if cv is not None and action.kind == "activate":
            return None
        return None

    def _spell_on_stack(self, toks: list[Token], i: int) -> int | None:
        """"(in response to) his Bolt [on my Bears]": a spell the message treats as on the stack. Cast
        before by its owner when the message didn't say so (FREE_FORM.md section 2); the position after."""
        np = self._np(toks, i, "target:spell", allow_db=False)
        if np is None or np.card is None:
            return None
        j = np.end
        if any(mn.card.name == np.card.name and mn.role == "cast" for mn in self.mentions):
            return j
        owner = np.owner or "opponent"
        action = Action("cast", toks[i].line, self._cut(toks[i].start, toks[j - 1].end), actor=owner,
                        card=CardRef(np.card, np.text, 0, None),
                        notes=(("405.1", "step.already_on_stack", (("card", card_name(np.card)),)),))
        p = self.lex.match(toks, j, "prep", "target")
        targets = self._target_list(toks, j + p.length, owner, self._target_role(np.card)) if p is not None else \
            self._relative_targets(toks, j, owner)
        if targets is not None:
            action = dc_replace(action, targets=tuple(targets[0]))
            j = targets[1]
        self._mention(np.card, owner, "cast", len(self.actions))
        self._emit(action)
        return j

    def _search_choice(self, toks: list[Token], action: Action, nps: list[NP], at: int) -> Action:
        """"to get a Forest", "for an Island": what a search the action leads to finds (the choice comes
        when it resolves; the card is in the searched library)."""
        actor = action.actor or "me"
        refs = tuple(self._ref(np, actor) for np in nps for _ in range(np.count))
        choice = Action("choose", toks[at].line, self._cut(toks[at].start, toks[nps[-1].end - 1].end),
                        actor=actor, cards=refs)
        self.pending_choices.append(choice)
        for np in nps:
            assert np.card is not None
            self._place_in_library(actor, np.card)
        return action

    def _searches(self, action: Action) -> bool:
        card = action.card.card if action.card is not None else None
        return card is not None and any(e.kind == "search_library" for ab in card.activated for e in ab.effects)

    def _paid_with(self, toks: list[Token], action: Action, spell: NP) -> Action | None:
        """"tap X (for M) to cast Y" / "for Y": Y is cast, paying with X's mana ability."""
        assert spell.card is not None
        sources: tuple[tuple[CardRef, str | None], ...]
        if action.kind == "tap_mana":
            sources = tuple((ref, action.colors) for ref in action.cards)
        elif action.kind == "activate" and action.card is not None:
            sources = ((action.card, action.colors),)
        else:
            return None
        cast = self._cast_action(toks, spell, action.actor or "me")
        return dc_replace(cast, payment=Payment(sources=sources), question=action.question)

    def _damage_phrase(self, toks: list[Token], i: int) -> int | None:
        """"1 dmg to", "2 damage on", "1 dégât à", "faire 1 dégât sur": the position of the target after it."""
        j = i
        if j < len(toks) and toks[j].kind == "number":
            j += 1
        else:
            m = self.lex.match(toks, j, "number")
            if m is not None:
                j += m.length
        d = self.lex.match(toks, j, "damage")
        if d is None or j == i:
            return None
        j += d.length
        p = self.lex.match(toks, j, "prep", "target") or self.lex.match(toks, j, "prep", "to")
        return j + (p.length if p is not None else 0)

    def _with(self, toks: list[Token], i: int, action: Action,
              payment: Payment) -> tuple[Action, Payment, int] | None:
        """"with <card> [for M]": a mana ability used to pay (601.2g); "with X=3"."""
        x = self._x_value(toks, i)
        if x is not None:
            return dc_replace(action, x=x[0]), payment, x[1]
        if action.kind not in ("cast", "activate"):
            return None
        nps = self._np_list(toks, i, "source")
        if not nps:
            return None
        actor = action.actor or "me"
        sources = list(payment.sources)
        for np in nps:
            assert np.card is not None
            self._mention(np.card, np.owner or actor, "source", len(self.actions))
            sources.extend([(self._ref(np, actor), None)] * np.count)
        return action, dc_replace(payment, sources=tuple(sources)), nps[-1].end

    def _place_in_library(self, player: str, card: CardDef) -> None:
        ps = self.setup.player(player)
        if ps is None or (ps.library is not None and not ps.library_unknown):
            return
        if ps.library is None:
            ps.library, ps.library_unknown = [], 40
        ps.library.append(card)
        self.assumptions.append(Assumption("placed", "asm.library",
                                           {"card": card_name(card), "player": player}, card_name(card),
                                           enabling=True, order=len(self.actions)))

    # ------------------------------------------------------------------ mana, X, timing
    def _colors(self, toks: list[Token], i: int) -> tuple[str, int] | None:
        """"G", "UUU", "{R}{R}", "three blue", "trois bleus"."""
        if i >= len(toks):
            return None
        tok = toks[i]
        if tok.kind == "mana" or (tok.kind == "word" and tok.text.isupper() and len(tok.text) <= 6) or \
                (tok.kind == "word" and len(tok.fold) == 1 and tok.fold in "wubrgc"):
            try:
                cost = ManaCost.parse(tok.text)
            except ManaSyntaxError:
                cost = None
            if cost is not None and not cost.x and all(len(s) == 1 for s in cost.symbols) and \
                    (cost.symbols or cost.generic):
                return "C" * min(cost.generic, 20) + "".join(cost.symbols), i + 1
        n = 1
        j = i
        art = self.lex.match(toks, j, "article")
        if art is not None and art.value == "any" and toks[j].fold in ("du", "de", "d'", "some", "des"):
            j += art.length
        if j < len(toks) and toks[j].fold in ("mana", "manas") and j + 1 < len(toks):
            j += 1  # "du mana bleu"
        num = self.lex.match(toks, j, "number")
        if j < len(toks) and toks[j].kind == "number" and toks[j].fold.isdigit():
            n, j = min(int(toks[j].fold[:3]), 20), j + 1
        elif num is not None:
            n, j = int(num.value), j + num.length
        if j < len(toks):
            from bot.language.lexicon import COLOR_WORDS

            colour = COLOR_WORDS.get(toks[j].fold)
            if colour:
                k = j + 1
                if k < len(toks) and toks[k].fold in ("mana", "manas"):
                    k += 1
                return colour * n, k
        return None

    def _mana(self, toks: list[Token], i: int) -> tuple[ManaCost, int] | None:
        if i >= len(toks):
            return None
        tok = toks[i]
        if tok.kind in ("mana", "number") or (tok.kind == "word" and tok.text.isupper()):
            try:
                cost = ManaCost.parse(tok.text)
            except ManaSyntaxError:
                return None
            if cost.generic > 100:
                return None
            return cost, i + 1
        return None

    def _x_value(self, toks: list[Token], i: int) -> tuple[int, int] | None:
        if i + 2 < len(toks) and toks[i].fold == "x" and toks[i + 1].fold == "=" and toks[i + 2].kind == "number":
            return min(int(toks[i + 2].fold.split(".")[0].split(",")[0][:6]), 1000), i + 3
        return None

    def _timing(self, toks: list[Token], i: int) -> tuple[tuple[str | None, str | None], int] | None:
        """"during my opponent's upkeep", "on his turn", "en fin de tour", "after blockers" ->
        ((player or None, step or None), position after)."""
        m = self.lex.match(toks, i, "turn")
        if m is not None and m.value in ("mine", "theirs"):
            return ("me" if m.value == "mine" else "opponent", None), i + m.length
        m = self.lex.match(toks, i, "step")
        if m is not None and m.length >= 2 and toks[i].fold in ("after", "before", "apres", "avant", "pendant",
                                                                 "during"):
            return (None, m.value), i + m.length  # "after blockers are declared", "before damage"
        j = i
        prep = self.lex.match(toks, j, "timing_prep")
        if prep is not None:
            j += prep.length
        whose: str | None = None
        for _ in range(2):
            m = self.lex.match_any(toks, j, ("possessive", "article"))
            if m is None:
                sm = self.lex.match(toks, j, "subject")
                if sm is not None and sm.value == "opponent" and j + sm.length < len(toks) and \
                        toks[j + sm.length].fold == "'s":
                    whose, j = "opponent", j + sm.length + 1
                    continue
                break
            if m.cls == "possessive":
                whose = "me" if m.value == "me" else "opponent"
            j += m.length
        m = self.lex.match_any(toks, j, ("turn", "step"))
        if m is None:
            return None
        if prep is None and whose is None and m.cls == "step" and m.value in ("draw", "main1", "beginning_of_combat",
                                                                            "combat_damage"):
            return None  # a bare "combat"/"draw"/"damage": too common a word to be a time on its own
        j += m.length
        suffix = self.lex.match(toks, j, "possessive_suffix")
        if suffix is not None:
            whose = suffix.value if suffix.value in ("me", "opponent") else whose
            j += suffix.length
        if m.cls == "turn" and m.value == "turn" and whose is None:
            return None
        if m.cls == "turn":
            if m.value == "mine":
                return ("me", None), j
            if m.value == "theirs":
                return ("opponent", None), j
            return (whose, None), j
        # "the upkeep of my opponent's turn"
        return (whose, m.value), j

    def _timing_for(self, action: Action, timing: tuple[str | None, str | None]) -> None:
        if self.first_timing is None and len(self.actions) == 0:
            whose, step = timing
            if whose is None and step == "end":
                whose = self._other(action.actor or "me")  # "at end of turn": the other player's end step
            self.first_timing = (whose or action.actor or "me", step)

    def _apply_first_timing(self) -> None:
        if self.first_timing is None:
            return
        whose, step = self.first_timing
        self.setup.active = whose or "me"
        self.setup.step = step or "main1"
        self.setup.turn_stated = True

    # ------------------------------------------------------------------ noun phrases
    def _words_from(self, toks: list[Token], i: int, limit: int = 16) -> list[str]:
        out: list[str] = []
        for tok in toks[i: i + limit]:
            if tok.kind not in ("word", "number", "quote"):
                if tok.kind == "punct" and tok.fold in (",", "-", "/"):
                    continue  # "Jace, the Mind Sculptor": commas inside names
                break
            out.extend(tok.words)
        return out

    def _word_ends(self, toks: list[Token], i: int, limit: int = 16) -> frozenset[int]:
        """Word counts (from tokens[i]) at which a token ends (a name may only end there)."""
        ends: set[int] = set()
        n = 0
        for tok in toks[i: i + limit]:
            if tok.kind not in ("word", "number", "quote"):
                if tok.kind == "punct" and tok.fold in (",", "-", "/"):
                    continue
                break
            n += len(tok.words)
            ends.add(n)
        return frozenset(ends)

    def _token_after(self, toks: list[Token], i: int, nwords: int) -> int:
        n = 0
        j = i
        while j < len(toks) and n < nwords:
            if toks[j].kind in ("word", "number", "quote"):
                n += len(toks[j].words)
            j += 1
        return j

    def _object(self, toks: list[Token], i: int, role: str, clitic: NP | None) -> NP:
        if clitic is not None:
            return self._pronoun_np(clitic, role)
        np = self._np(toks, i, role)
        if np is None or np.card is None:
            raise ReadFailure("err.ff_expected_card", toks[min(i, len(toks) - 1)].start, toks[-1].end,
                              part=self._cut(toks[min(i, len(toks) - 1)].start, toks[-1].end))
        return np

    def _np_list(self, toks: list[Token], i: int, role: str) -> list[NP]:
        out: list[NP] = []
        j = i
        for _ in range(20):
            np = self._np(toks, j, role)
            if np is None or np.card is None:
                break
            out.append(np)
            j = np.end
            sep = self._list_sep(toks, j)
            if sep is None:
                break
            j = sep
        return out

    def _target_list(self, toks: list[Token], i: int, actor: str, role: str) -> tuple[list[TargetRef], int] | None:
        out: list[TargetRef] = []
        j = i
        for _ in range(10):
            m = self.lex.match_any(toks, j, ("face",))
            if m is not None:
                out.append(TargetRef(player=self._face_player(m.value, actor), text=toks[j].text))
                j += m.length
            else:
                np = self._np(toks, j, role, actor=actor)
                if np is None:
                    break
                if role == "target:spell" and np.card is not None and np.how != "pronoun" and \
                        not any(mn.card.name == np.card.name and mn.role == "cast" for mn in self.mentions):
                    after = self._spell_on_stack(toks, j)  # "I counter his Bolt (that's targeting me)"
                    if after is not None:
                        out.append(self._target_ref(np, actor))
                        j = after
                        sep = self._list_sep(toks, j)
                        if sep is None:
                            break
                        j = sep
                        continue
                out.append(self._target_ref(np, actor))
                j = np.end
            sep = self._list_sep(toks, j)
            if sep is None:
                break
            j = sep
        return (out, j) if out else None

    def _relative_targets(self, toks: list[Token], j: int, owner: str) -> tuple[list[TargetRef], int] | None:
        """"that's targeting my face", "qui cible mes Grizzlis": what a spell on the stack targets."""
        k = j
        rel = toks[k].fold if k < len(toks) else ""
        if rel not in ("that", "which", "qui", "que"):
            return None
        k += 1
        m = self.lex.match(toks, k, "verb", "is")
        if m is not None:
            k += m.length
        elif k < len(toks) and toks[k].fold == "'s":
            k += 1
        t = self.lex.match(toks, k, "prep", "target") or self.lex.match(toks, k, "verb", "target")
        if t is None:
            return None
        return self._target_list(toks, k + t.length, owner, "target")

    def _target_ref(self, np: NP, actor: str) -> TargetRef:
        if np.kind == "player":
            return TargetRef(player=np.player, text=np.text)
        assert np.card is not None
        self._mention(np.card, np.owner, "target", len(self.actions))
        return TargetRef(card=CardRef(np.card, np.text, self._col(self.sent, np.start) if np.start < len(
            self.sent) else 0, np.owner), text=np.text)

    def _ref(self, np: NP, actor: str) -> CardRef:
        assert np.card is not None
        owner = np.owner
        return CardRef(np.card, np.text, 0, owner)

    def _np(self, toks: list[Token], i: int, role: str, allow_db: bool = True, actor: str | None = None) -> NP | None:
        """A card or player reference at tokens[i] (module doc: exact, situation, pronoun, database)."""
        if i >= len(toks):
            return None
        start = i
        tok = toks[i]
        if tok.kind == "quote":
            card = self.pool.lookup(tok.text) or self._typo(tok.text, i, i + 1, role)
            return NP("card", i, i + 1, tok.text, card=card, how="quote")
        # players: "me", "him", "my opponent", "the opponent", "his face"
        m = self.lex.match_any(toks, i, ("face",))
        if m is not None and role.startswith("target"):
            who = self._face_player(m.value, actor or self._last_subject())
            return NP("player", i, i + m.length, tok.text, player=who)
        m = self.lex.match(toks, i, "object")
        if m is not None and m.value in ("card", "player") and not self.names.hits(self._words_from(toks, i), 0) \
                and not (self.lex.match(toks, i, "possessive") and self._np_starts(toks, i + m.length)):
            np = NP("card" if m.value != "player" else "player", i, i + m.length, tok.text, how="pronoun")
            if m.value == "player" and role.startswith("target"):
                np.player = self._other(actor or self._last_subject())
                return np
            return self._pronoun_np(np, role)
        sm = self.lex.match(toks, i, "subject")
        if sm is not None and role.startswith("target") and (i + sm.length >= len(toks) or
                                                             toks[i + sm.length].fold != "'s"):
            if sm.value == "me":
                return NP("player", i, i + sm.length, tok.text, player="me")
            if sm.value in ("opponent", "he"):
                return NP("player", i, i + sm.length, tok.text, player="opponent")
        # a name that begins with an article ("The Abyss")
        exact = self._exact(toks, i)
        count, owner = 1, None
        j = i
        for _ in range(4):
            if exact is not None:
                break
            if j < len(toks) and toks[j].kind == "number" and toks[j].fold.isdigit():
                count, j = max(1, min(int(toks[j].fold[:3]), 100)), j + 1
                exact = self._exact(toks, j)
                continue
            m = self.lex.match(toks, j, "number")
            if m is not None and not self._exact(toks, j):
                count = int(m.value)
                j += m.length
                exact = self._exact(toks, j)
                continue
            m = self.lex.match(toks, j, "possessive")
            if m is not None:
                owner = "me" if m.value == "me" else self._you() if m.value == "you" else "opponent"
                j += m.length
                exact = self._exact(toks, j, True)
                continue
            sm = self.lex.match(toks, j, "subject")
            if sm is not None and j + sm.length < len(toks) and toks[j + sm.length].fold == "'s":
                owner = "me" if sm.value == "me" else "opponent"
                j += sm.length + 1
                exact = self._exact(toks, j)
                continue
            m = self.lex.match(toks, j, "article")
            if m is not None:
                j += m.length
                exact = self._exact(toks, j, True)
                continue
            break
        if exact is not None:
            card, end, how = exact
            card = self._override(card, toks, j, end, how, None)
            np = NP("card", start, end, self._cut(toks[j].start, toks[end - 1].end), card=card, owner=owner,
                    count=count, how=how)
        else:
            np2 = self._inexact(toks, j, role, allow_db, start, owner, count)
            if np2 is None:
                return None
            np = np2
        # "de l'adversaire", "of my opponent", "adverse"
        m = self.lex.match(toks, np.end, "possessive_suffix")
        if m is not None:
            np.owner = "me" if m.value == "me" else "opponent"
            np.end += m.length
        status = self._status_words(toks, np.end) if role in ("setup",) else None
        if status is not None:
            np.status, np.end = status
        if np.owner is None and np.card is not None:
            np.owner = self._owner_from_situation(np.card)
        return np

    def _owner_from_situation(self, card: CardDef) -> str | None:
        for mn in reversed(self.mentions):
            if mn.card.name == card.name and mn.owner:
                return mn.owner
        return None

    def _exact(self, toks: list[Token], i: int, determined: bool = False) -> tuple[CardDef, int, str] | None:
        if i >= len(toks) or toks[i].kind not in ("word", "quote", "number"):
            return None
        if toks[i].kind == "quote":
            card = self.pool.lookup(toks[i].text)
            return (card, i + 1, "quote") if card is not None else None
        words = self._words_from(toks, i)
        if not words:
            return None
        hits = self.names.hits(words, 0, self._word_ends(toks, i))
        for hit in hits:
            if hit.length == 1 and self._grammar_word(toks, i) and hit.how != "nick" and not (
                    determined or (toks[i].text[:1].isupper() and not toks[i].text.isupper())):
                continue  # "response", "counter": a grammar word is grammar, unless written like a name
            card = self.pool.get(hit.english)
            if card is not None:
                end = self._token_after(toks, i, hit.length)
                return card, end, "nick" if hit.how == "nick" else "exact"
        return None

    def _grammar_word(self, toks: list[Token], i: int) -> bool:
        return self.lex.match_any(toks, i, STOP_CLASSES) is not None and \
            self.lex.match_any(toks, i, STOP_CLASSES).length >= 1  # type: ignore[union-attr]

    def _name_run(self, toks: list[Token], i: int) -> int:
        """The end of the words at tokens[i] that may be a card's name written partly or with a typo."""
        j = i
        n = 0
        while j < len(toks) and n < MAX_RUN:
            tok = toks[j]
            if tok.kind not in ("word", "number"):
                break
            if j > i and self.lex.match_any(toks, j, STOP_CLASSES) is not None and \
                    tok.fold not in ("de", "of", "du", "la", "le", "the", "d'", "l'"):
                break
            if j == i and self.lex.match_any(toks, j, STOP_CLASSES + ("subject", "object")) is not None:
                break
            j += 1
            n += 1
        while j > i and toks[j - 1].fold in ("de", "of", "du", "la", "le", "the", "d'", "l'", "des", "a", "an"):
            j -= 1
        return j

    def _inexact(self, toks: list[Token], i: int, role: str, allow_db: bool, start: int, owner: str | None,
                 count: int) -> NP | None:
        end = self._name_run(toks, i)
        if end <= i:
            return None
        generic = self._generic_card(toks, i, end)
        if generic is not None:
            return NP("card", start, generic[1], self._cut(toks[i].start, toks[generic[1] - 1].end), card=generic[0],
                      owner=owner, count=count, how="generic")
        # partly written names the situation explains: "the Elves", "ses Elfes", "le Spectre"; a kind of card
        # ("his creature", "sa créature") is one of the situation's cards of that kind
        kind = self.lex.match(toks, i, "generic")
        for k in range(end, i, -1):
            words = [w for t in toks[i:k] for w in t.words]
            found = self._situation_partial(words, owner) if kind is None or k > i + kind.length else \
                self._situation_kind(kind.value, owner)
            if found:
                (card, score), second = found[0], (found[1] if len(found) > 1 else None)
                close = second is not None and second[1] == score
                chosen = self._override(card, toks, i, k, "situation" if kind is None else "generic",
                                        second[0] if second else None, close=close)
                return NP("card", start, k, self._cut(toks[i].start, toks[k - 1].end), card=chosen, owner=owner,
                          count=count, how="situation", second=second[0] if second else None)
        if not allow_db:
            return None
        text = self._cut(toks[i].start, toks[end - 1].end)
        words = [w for t in toks[i:end] for w in t.words]
        # a partly written name of one card only in the whole database (every word written is in it)
        if [w for w in words if w not in STOPWORDS]:
            names = self.names.containing(words, limit=12)
            if len(names) == 1:
                only = self.pool.get(names[0])
                if only is not None:
                    only = self._override(only, toks, i, end, "partial", None)
                    return NP("card", start, end, text, card=only, owner=owner, count=count, how="partial")
            if names:
                exc = ReadFailure("err.ff_which_card", toks[i].start, toks[end - 1].end, name=text)
                exc.suggestions = self._ranked(names)
                raise exc
        typo = self._typo(text, i, end, role)
        if typo is None:
            return None
        return NP("card", start, end, text, card=typo, owner=owner, count=count, how="typo",
                  second=self.choices[-1].second if self.choices else None)

    def _generic_card(self, toks: list[Token], i: int, end: int) -> tuple[CardDef, int] | None:
        """"a blue card", "une carte bleue": a card described by colour (Force of Will's exile cost)."""
        folds = [t.fold for t in toks[i:end]]
        if "card" in folds or "carte" in folds:
            colors = "".join(PLACEHOLDER_COLORS[f] for f in folds if f in PLACEHOLDER_COLORS)
            k = i + max(folds.index("card") if "card" in folds else folds.index("carte"),
                        max((folds.index(f) for f in folds if f in PLACEHOLDER_COLORS), default=0)) + 1
            from foundation.cards import CardDef as _CardDef

            word = {"U": "blue", "R": "red", "G": "green", "B": "black", "W": "white"}
            word_fr = {"U": "bleue", "R": "rouge", "G": "verte", "B": "noire", "W": "blanche"}
            name = f"{word.get(colors[:1], '')} card".strip()
            name_fr = f"carte {word_fr.get(colors[:1], '')}".strip()
            return _CardDef(name=name, name_fr=name_fr, colors=colors, types=frozenset({"unknown"})), k
        return None

    def _situation_cards(self, owner: str | None) -> list[tuple[CardDef, str | None]]:
        """The cards named so far (most recent first) and in the setup, with their owner."""
        seen: list[tuple[CardDef, str | None]] = []
        names: set[str] = set()
        for mn in reversed(self.mentions):
            if mn.card.name not in names:
                names.add(mn.card.name)
                seen.append((mn.card, mn.owner))
        for ps in self.setup.players:
            for card in [spec.card for spec in ps.battlefield] + ps.hand + ps.graveyard + ps.exile:
                if card.name not in names:
                    names.add(card.name)
                    seen.append((card, ps.name))
        return [(c, o) for c, o in seen if owner is None or o in (None, owner)]

    def _situation_partial(self, words: list[str], owner: str | None = None) -> list[tuple[CardDef, int]]:
        """Situation cards a partly written name fits, best first: a name whose head noun it is ("the
        Giant": Hill Giant before Giant Spider) before one that merely has the word."""
        out: list[tuple[CardDef, int]] = []
        content = [w for w in words if w not in STOPWORDS]
        for card, _ in self._situation_cards(owner):
            if not partial_match(words, card):
                continue
            heads = set()
            for name in name_words(card):
                heads.add(name[-1] if card.name_fr is None or name != tuple(normalize(card.name_fr or "").split())
                          else name[0])
            head = any(form in heads for w in content for form in word_forms(w))
            out.append((card, 2 if head else 1))
        out.sort(key=lambda cs: -cs[1])  # stable: the most recently named first among equals
        return out

    def _situation_kind(self, kind: str, owner: str | None) -> list[tuple[CardDef, int]]:
        """"his creature", "le terrain": the situation's cards of that kind (all equally plausible)."""
        return [(card, 1) for card, _ in self._situation_cards(owner)
                if kind in card.types and (kind != "spell" or not card.is_permanent_card)]

    def _ranked(self, names: Sequence[str]) -> tuple[str, ...]:
        """Candidates, those in the situation first."""
        situation = {mn.card.name for mn in self.mentions}
        return tuple(sorted(names, key=lambda n: (n not in situation,)))[:8]

    def _typo(self, text: str, i: int, end: int, role: str) -> CardDef | None:
        """A mistyped name: read as the card it is clearly closest to (fewer edits than any other, and
        one or two at most for its length), shown as an assumption; two as close are ambiguous."""
        from rapidfuzz.distance import Levenshtein

        query = normalize(text)
        start = self.sent[i].start if i < len(self.sent) else 0
        stop = self.sent[end - 1].end if end - 1 < len(self.sent) else len(self.text)
        if len(query) < 4:
            raise ReadFailure("err.ff_unknown_card", start, stop, name=text)
        situation = {mn.card.name for mn in self.mentions}
        candidates: dict[str, int] = {}
        displays: list[str] = []

        def consider(name: str, form: str) -> None:
            key = normalize(form)
            if key:
                d = min(Levenshtein.distance(query, key), Levenshtein.distance(query.replace(" ", ""),
                                                                               key.replace(" ", "")))
                candidates[name] = min(candidates.get(name, d), d)

        for mn in self.mentions:  # the situation first: a typo of a card already named
            consider(mn.card.name, mn.card.name)
            consider(mn.card.name, mn.card.name_fr or "")
        for display in self.pool.suggest(text[:200], limit=6):
            card = self.pool.lookup(display)
            if card is not None:
                displays.append(card.name)
                consider(card.name, display)
        ranked = sorted(candidates.items(), key=lambda kv: (kv[1], kv[0] not in situation))
        allowed = 1 if len(query) < 8 else 2 if len(query) < 16 else 3
        if not ranked or ranked[0][1] > allowed:
            exc = ReadFailure("err.ff_unknown_card", start, stop, name=text)
            exc.suggestions = self._ranked(list(dict.fromkeys([n for n, _ in ranked] + displays))[:5])
            raise exc
        best_name, d1 = ranked[0]
        card = self.pool.get(best_name)
        second_name, d2 = ranked[1] if len(ranked) > 1 else (None, 99)
        second = self.pool.get(second_name) if second_name and d2 <= allowed + 1 else None
        clear = d2 > d1 and (d1 <= 1 or d2 - d1 >= 2) or (d2 == d1 and best_name in situation
                                                             and second_name not in situation)
        if card is None:
            return None
        return self._override(card, self.sent, i, end, "typo", second, close=second is not None and not clear)

    def _override(self, card: CardDef, toks: list[Token], i: int, end: int, how: str, second: CardDef | None,
                  close: bool = False) -> CardDef:
        """Record a name read by assumption (a typo, a partial name, a pronoun) and apply a forced reading."""
        if how in ("exact", "quote") and second is None:
            return card
        if how == "nick" or (how == "situation" and second is None):
            return card
        index = len(self.choices)
        text = self._cut(toks[i].start, toks[end - 1].end) if i < len(toks) and end - 1 < len(toks) else ""
        chosen = self.overrides.get(index, card)
        self.choices.append(Choice(index, text, how, chosen, second if chosen is card else card, close))
        return chosen

    def _pronoun_np(self, np: NP, role: str) -> NP:
        cands = self._pronoun_candidates(role)
        if not cands:
            raise ReadFailure("err.ff_pronoun", self.sent[np.start].start if np.start < len(self.sent) else 0,
                              self.sent[min(np.end, len(self.sent)) - 1].end if self.sent else 0, word=np.text)
        card = cands[0]
        second = cands[1] if len(cands) > 1 else None
        if second is not None:
            # two fitting cards named in this sentence or the one before: as plausible as each other
            recent = {mn.card.name for mn in self.mentions if mn.sentence >= self.sentence_index - 1
                      and mn.role not in ("cast", "setup")}
            close = card.name in recent and second.name in recent and \
                self._pronoun_rank(role, card) == self._pronoun_rank(role, second)
            card = self._override(card, self.sent, np.start, np.end, "pronoun", second, close=close)
        owner = self._owner_from_situation(card)
        return NP("card", np.start, np.end, np.text, card=card, owner=owner, how="pronoun", second=second)

    def _pronoun_rank(self, role: str, card: CardDef) -> int:
        """0 for the candidates a pronoun in `role` most plausibly means, 1 for less plausible ones."""
        if role == "cast":
            on_field = {mn.card.name for mn in self.mentions if mn.role in ("source", "attacker", "blocker", "target")}
            return int(card.name in on_field)
        if role in ("target", "die"):
            sources = {mn.card.name for mn in self.mentions if mn.role == "source"}
            others = {mn.card.name for mn in self.mentions if mn.role != "source"}
            return int(card.name in sources and card.name not in others)
        return 0

    def _pronoun_candidates(self, role: str) -> list[CardDef]:
        """Cards a pronoun may stand for in `role`, most recently named first (FREE_FORM: cards first)."""
        out: list[CardDef] = []
        current = len(self.actions)
        for mn in reversed(self.mentions):
            card = mn.card
            if card in out:
                continue
            if role == "target:spell":
                ok = mn.role == "cast" and mn.action < current or \
                    mn.role == "source" and mn.action < current and card.is_permanent_card is not False
            elif role in ("source",):
                ok = bool(card.activated) and card.is_permanent_card
            elif role in ("target", "die", "attacked", "attacker", "blocker", "object"):
                ok = card.is_permanent_card and not (mn.role == "cast" and mn.action == current)
            else:
                ok = not (mn.role == "cast" and mn.action == current)
            if ok:
                out.append(card)
        if role == "cast":  # "je le lance par folie": a card that was discarded, exiled, in hand; not a permanent
            on_field = {mn.card.name for mn in self.mentions if mn.role in ("source", "attacker", "blocker", "target")}
            out.sort(key=lambda c: c.name in on_field)
        if role in ("target", "die"):  # an instrument ("with Mogg Fanatic") is less likely what "it" is
            sources = {mn.card.name for mn in self.mentions if mn.role == "source"}
            others = {mn.card.name for mn in self.mentions if mn.role != "source"}
            out.sort(key=lambda c: c.name in sources and c.name not in others)
        return out

    # ------------------------------------------------------------------ the situation
    def _mention(self, card: CardDef, owner: str | None, role: str, action: int) -> None:
        if len(self.mentions) < MAX_MENTIONS:
            self.mentions.append(Mention(card, owner, role, action, self.sentence_index))

    def _note_colors(self, player: str, card: CardDef) -> None:
        if player in self.players:
            self.colors[player] = self.colors.get(player, "") + "".join(
                c for c in card.colors if c not in self.colors.get(player, ""))

    # ------------------------------------------------------------------ card questions
    def _card_question(self, sentences: list[tuple[list[Token], bool]]) -> CardDef | None:
        """"what does Lightning Bolt do?", "que fait Foudre ?", "c'est quoi Foudre ?"."""
        if len(sentences) != 1:
            return None
        toks, _ = sentences[0]
        i = self._skip_chatter(toks, 0)
        m = self.lex.match(toks, i, "ask_card", "what_does")
        if m is None:
            return None
        j = i + m.length
        exact = self._exact(toks, j)
        if exact is None:
            a = self.lex.match(toks, j, "article")
            if a is not None:
                exact = self._exact(toks, j + a.length)
        if exact is None:
            return None
        card, end, _ = exact
        rest = self.lex.match(toks, end, "ask_card", "do")
        end += rest.length if rest is not None else 0
        return card if self._only_chatter(toks, end) else None

    # ------------------------------------------------------------------ helpers
    def _cut(self, start: int, end: int) -> str:
        text = self.text[start:end].strip()
        return text if len(text) <= 300 else text[:299] + "…"

    def _col(self, toks: list[Token], i: int) -> int:
        if i >= len(toks):
            return 0
        start = toks[i].start
        line_start = max(s for s in self.line_starts if s <= start)
        return start - line_start + 1


def read(text: str, pool: NamePool, lang: str | None = None, overrides: dict[int, CardDef] | None = None) -> Reading:
    """Read a free-form message (module doc)."""
    return Reader(pool, overrides).read(text, lang)


def reversals(reading: Reading, pool: NamePool, text: str) -> list[Assumption]:
    """The reading's name assumptions, each with the message read with its second candidate."""
    out: list[Assumption] = []
    for choice in reading.choices:
        msg = None
        if choice.second is not None:
            other = Reader(pool, {choice.index: choice.second}).read(text, reading.lang)
            msg = other.message
        kind = {"typo": "asm.read_typo", "partial": "asm.read_partial", "situation": "asm.read_partial",
                "pronoun": "asm.read_pronoun"}.get(choice.how, "asm.read_partial")
        params = {"written": choice.text, "card": card_name(choice.card)}
        if choice.second is not None:
            params["second"] = card_name(choice.second)
        out.append(Assumption("reading", kind, params, card_name(choice.card),
                              reversal=Reversal("message", 0, message=msg) if msg is not None else None,
                              order=choice.index))
    return out


__all__ = ["Reader", "Reading", "read", "reversals", "Question", "Choice", "ReadFailure", "Name", "Match"]
