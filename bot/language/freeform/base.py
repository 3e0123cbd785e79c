"""What every part of the free-form reader shares: the state of one reading (the message, its
tokens, the actions read so far, the cards mentioned, the assumptions and name choices), the
bookkeeping that records them, and the small look-aheads over the lexicon every layer needs
(chatter, zones, statuses, damage phrases, players).

The reader is built in layers, one module per responsibility, each class extending the one below:
base -> nouns (card references) -> situation (prose setup, timing) -> costs (payments) -> verbs
(actions) -> context (what surrounds an action) -> modes -> questions -> clauses (sentences and clauses: the top,
`Reader`). A lower layer that must look ahead at grammar an upper layer owns goes through a hook declared here
(`_clause_starts`), so the dependency is named, not hidden.
"""

from __future__ import annotations

from collections.abc import Sequence

from bot.engine.actions import Action, PlayerSetup, Setup
from bot.engine.judge import Assumption
from bot.engine.trace import card_name
from bot.language.freeform.memo import ReadingMemo
from bot.language.freeform.model import (
    MAX_ACTIONS,
    MAX_MENTIONS,
    Choice,
    Mention,
    Question,
)
from bot.language.names import NameIndex, NamePool, name_index
from bot.language.tokens import Token
from bot.language.words import Lexicon, lexicon
from foundation.cards import CardDef
from foundation.errors import ReadFailure


class ReaderBase:
    """The state of one reading and what every layer shares (module doc)."""

    def __init__(self, pool: NamePool, overrides: dict[int, CardDef] | None = None,
                 setup: Setup | None = None, players: Sequence[str] = ("me", "opponent"),
                 memo: ReadingMemo | None = None) -> None:
        self.pool = pool
        self.names: NameIndex = name_index(pool)
        self.lex: Lexicon = lexicon()
        self.overrides = dict(overrides or {})
        # the database's answers for this message's words, shared with its re-readings (`freeform.memo`)
        self.memo = memo if memo is not None else ReadingMemo()
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
        self.targeting: CardDef | None = None
        self.lang = "en"
        self.line_starts: list[int] = [0]
        self.first_timing: tuple[str | None, str | None] | None = None
        self.colors: dict[str, str] = {}
        self.you_read = False
        self._free = False  # "for free" read in the clause being read
        self._repeat = 1  # "twice" read in the clause being read: how many times its action is done
        # actions the clause's verb makes after its main one ("he blocks with X and Y": Y blocks too)
        self._followers: list[Action] = []
        self._pays_last = False  # « pour le payer » read in the clause being read: its lands pay the last spell
        self._outcome_first: set[int] = set()  # sentences that asked "what happens if" before their play (by id)
        self._responding = False  # the clause being read is a response ("in response", "en réponse à X")
        self._subject_unsaid = False  # the clause being read writes no subject (it is the last one's)
        self.setup_from_lines = False  # the message has setup lines (the controlled language's defaults apply)
        self.sentence_index = 0
        # who the last statement was about ("he just played Elves and taps them"): (sentence, actions, player)
        self.stated_subject: tuple[int, int, str] | None = None
        self.token_names: set[str] = set()  # tokens the message names ("my tokens"): they cease to exist (704.5d)
        self.token_counts: dict[str, int] = {}  # how many of each token the message's effects create
        self.one_asked = False  # the subject of the outcome question just read is one object ("does it die?")
        # names written across a list separator, by the words there (`NounPhrases._name_across`): asked again and again
        self.across_names: dict[tuple[tuple[tuple[str, str], ...], tuple[int, ...]], tuple[str, int, int] | None] = {}

    def _copies(self, name: str) -> int:
        """How many objects named `name` the message puts on the battlefield (setup, and tokens its effects make)."""
        listed = sum(spec.card.name == name for ps in self.setup.players for spec in ps.battlefield)
        acting = max((sum(r.card.name == name for r in a.cards) for a in self.actions if a.kind == "attack"), default=0)
        return max(listed, acting) + self.token_counts.get(name, 0)  # "I attack with my two Knights": two of them

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

    def _closing_tail(self, toks: list[Token], i: int) -> bool:
        """Whether the rest of the sentence is a closing question ("c bon ?", "is that legal?")."""
        m = self.lex.match(toks, i, "question", "legal_tail") or self.lex.match(toks, i, "question", "outcome")
        return m is not None and self._only_chatter(toks, i + m.length) or self._result_tail(toks, i)

    def _result_tail(self, toks: list[Token], i: int) -> bool:
        """Whether the rest of the sentence is a question about one result ("what's left?", « qui meurt ? »,
        "do I take damage?": `lexicon/*.results.toml`)."""
        for cls in ("result_left", "result_dies", "result_damage"):
            m = self.lex.match(toks, i, cls)
            if m is not None and self._only_chatter(toks, i + m.length, allow_words=True):
                return True
        return False

    # ------------------------------------------------------------------ hooks
    def _clause_starts(self, toks: list[Token], i: int, card_verbs: bool = True) -> bool:
        """Whether a new clause starts at tokens[i]: the clause grammar (`clauses.Reader`) answers;
        lists, statuses and life amounts end where a clause starts."""
        raise NotImplementedError

    def _tail_starts(self, toks: list[Token], i: int) -> bool:
        """Whether a closing question ("is that legal?", "how much dmg is that") starts at tokens[i]: the
        question layer (`questions.Questions`) answers."""
        raise NotImplementedError

    # ------------------------------------------------------------------ bookkeeping
    def _tentative(self) -> tuple[int, int, int]:
        return len(self.choices), len(self.mentions), len(self.assumptions)

    def _undo(self, mark: tuple[int, int, int]) -> None:
        """Forget what a reading attempt that didn't fit recorded (names read, mentions, assumptions)."""
        del self.choices[mark[0]:]
        del self.mentions[mark[1]:]
        del self.assumptions[mark[2]:]

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
            if a.kind == "activate" and a.card is not None and self._discards_hand(a) and \
                    self._in_hand_of(a.actor or "me", card):
                self._place_in_hand(a.actor or "me", card)
                return True  # "I crack LED" with the card in hand: its cost discards the whole hand
        return False

    def _discards_hand(self, action: Action) -> bool:
        """Whether the ability an activation uses (the only one, or the one chosen) discards its player's hand."""
        assert action.card is not None
        abilities = action.card.card.activated
        chosen = abilities[action.ability - 1:action.ability] if action.ability else abilities
        return any(ab.cost.discard == "hand" for ab in chosen)

    def _place_in_hand(self, player: str, card: CardDef) -> None:
        """A card the message shows was in a hand nothing lists (discarded with it): there from the start."""
        self._place_in(player, card, "hand")

    def _place_in(self, player: str, card: CardDef, zone: str) -> None:
        """A card the message shows was in a hand or graveyard nothing lists ("I cycle X", "I unearth X"): there
        from the start, shown as an assumption."""
        ps = self.setup.player(player)
        if zone not in ("hand", "graveyard") or ps is None or zone in ps.listed:
            return
        cards = ps.hand if zone == "hand" else ps.graveyard
        if any(c.name == card.name for c in cards):
            return
        cards.append(card)
        self.assumptions.append(Assumption("placed", "asm." + zone, {"card": card_name(card), "player": player},
                                           card_name(card), enabling=True, order=len(self.actions)))

    def _in_hand_of(self, player: str, card: CardDef) -> bool:
        """Whether `card` may be in that player's hand: the message put it there, or never listed that hand
        (cast for madness after a whole hand was discarded, it was in that hand)."""
        ps = self.setup.player(player)
        return ps is not None and ("hand" not in ps.listed or any(c.name == card.name for c in ps.hand))

    def _last_subject(self) -> str:
        said = self.stated_subject
        if said is not None and said[0] == self.sentence_index and said[1] == len(self.actions):
            return said[2]  # the subject of a statement just read in this sentence, no action since
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

    def _declared(self, toks: list[Token], i: int) -> str | None:
        """A player's declared name ("Alice: battlefield ..."), as written at tokens[i]."""
        if i >= len(toks) or toks[i].kind != "word":
            return None
        return next((p for p in self.players if p not in ("me", "opponent") and p.lower() == toks[i].fold), None)

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
            if k + 1 < len(toks) and toks[k].fold in (",", "and", "et") and self.lex.match(toks, k + 1, "status"):
                k += 1  # "tapped and sick": a list of statuses
        if paren and k < len(toks) and toks[k].fold == ")":
            k += 1
        if not found:
            return None
        return frozenset(found), k

    def _face_player(self, value: str, actor: str) -> str:
        if value == "me":  # "my face", "ma face": the player telling the story, whoever acts
            return "me" if "me" in self.players else actor
        return self._other(actor)

    def _other(self, player: str) -> str:
        return next((p for p in self.players if p != player), "opponent")

    def _damage_phrase(self, toks: list[Token], i: int) -> int | None:
        """"1 dmg to", "2 damage on", "1 dégât à", "for 2 damage on", "pour faire 1 dégât sur": the position of
        the target after it."""
        j = i
        for cls, value in (("prep", "for"), ("prep", "purpose"), ("verb", "ping")):  # "for", "pour faire"
            m = self.lex.match(toks, j, cls, value)
            if m is not None and (value != "ping" or toks[j].fold in self.lex.phrases("damage_verb")):
                j += m.length
        start = j
        if j < len(toks) and toks[j].kind == "number":
            j += 1
        else:
            m = self.lex.match(toks, j, "number")
            if m is not None:
                j += m.length
        d = self.lex.match(toks, j, "damage")
        if d is None or j == start:
            return None
        j += d.length
        p = self.lex.match(toks, j, "prep", "target") or self.lex.match(toks, j, "prep", "to")
        return j + (p.length if p is not None else 0)

    def _containing(self, words: Sequence[str], limit: int) -> list[str]:
        """`NameIndex.containing`, asked once per message (`ReadingMemo`)."""
        key = (tuple(words), limit)
        found = self.memo.containing.get(key)
        if found is None:
            found = self.memo.containing[key] = tuple(self.names.containing(words, limit=limit))
        return list(found)

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

    def _mention(self, card: CardDef, owner: str | None, role: str, action: int) -> None:
        if len(self.mentions) < MAX_MENTIONS:
            self.mentions.append(Mention(card, owner, role, action, self.sentence_index))

    def _note_colors(self, player: str, card: CardDef) -> None:
        if player in self.players:
            self.colors[player] = self.colors.get(player, "") + "".join(
                c for c in card.colors if c not in self.colors.get(player, ""))

    def _cut(self, start: int, end: int) -> str:
        text = self.text[start:end].strip()
        return text if len(text) <= 300 else text[:299] + "…"

    def _col(self, toks: list[Token], i: int) -> int:
        if i >= len(toks):
            return 0
        start = toks[i].start
        line_start = max(s for s in self.line_starts if s <= start)
        return start - line_start + 1
