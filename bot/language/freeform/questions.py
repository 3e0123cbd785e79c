"""Questions: closing tails that ask for the verdict ("is that legal?", "c'est bon ?"), outcome
questions that resolve everything first ("do they die?", "il se passe quoi ?"), card questions
("what does Fling do?"), and the tests that tell a rules question from a play (a message that names
a card in an action is a play, FREE_FORM.md section 1).
"""

from __future__ import annotations

from bot.engine.actions import Action
from bot.language.freeform.model import (
    MAX_SENTENCES,
    Question,
)
from bot.language.freeform.modes import Modes
from bot.language.tokens import Token
from foundation.errors import ReadFailure

# verbs whose object is a card a player acts on (a card after one makes the message a play)
ACTION_VERBS = frozenset({"cast", "play", "activate", "tap", "sacrifice", "crack", "ping", "counter", "flashback",
                          "pitch", "attack", "block", "respond", "discard", "target", "equip", "bounce", "give",
                          "save", "put"})


class Questions(Modes):
    """Tails, outcome questions, card questions, rules questions told from plays (module doc)."""

    def _plays_a_card(self, sentences: list[tuple[list[Token], bool]]) -> bool:
        """Whether the message names a card in an action or as a player's ("je foudre ses Grizzlis", "Can I tap
        Prodigal Pyromancer...", "My Grizzly Bears entered this turn", "Can Grizzly Bears attack?"): a play, or a
        question about one, never a rules question (FREE_FORM.md section 1). A common word that is also a card's
        name ("what", "endurance") counts only where it is written like a name."""
        for toks, _ in sentences[:MAX_SENTENCES]:
            first = self._skip_chatter(toks, 0)
            for k in range(first, min(len(toks), 200)):
                if self._card_in_action_at(toks, k, first):
                    return True
        return False

    def _card_in_action_at(self, toks: list[Token], k: int, first: int) -> bool:
        if self._acts_here(toks, k, first) and self._card_verb(toks, k) is not None and (
                toks[k].text[:1].isupper() and k > 0 or not self.lex.knows(toks[k].fold)
                and not self.lex.match(toks, k, "common")):
            return True  # "je foudre", "he bolts", "je le foudroie", "Can I Cancel it?", "Bolt his Elves"
        m = self.lex.match(toks, k, "possessive")
        if m is not None:
            j = k + m.length
            own = self.lex.match(toks, j, "possessive", "me")  # "his own", "my own"
            j += own.length if own is not None and toks[j].fold == "own" else 0
            return self._strong_name(toks, j)  # "my Grizzly Bears", "ses Elfes de Llanowar"
        m = self.lex.match(toks, k, "verb")
        if m is not None and m.value in ACTION_VERBS:
            j = k + m.length
            for _ in range(3):  # "cast a", "block with my", "tap it to", "engager mon"
                w = self.lex.match_any(toks, j, ("article", "possessive", "number", "prep", "object"))
                if w is None or self._strong_name(toks, j):
                    break
                j += w.length
            return self._strong_name(toks, j) or self._played_with(toks, j)
        if self._strong_name(toks, k):  # "Can Grizzly Bears attack?", "Lightning Bolt resolves"
            exact = self._exact(toks, k, True)
            assert exact is not None
            return self.lex.match_any(toks, exact[1], ("modal", "verb")) is not None
        return False

    def _played_with(self, toks: list[Token], j: int) -> bool:
        """"can I counter Flibbertygoblin with Counterspell?": the card an action is done with, a few words
        after its verb, makes the message a play even when the object's name is unknown."""
        for k in range(j, min(len(toks), j + 6)):
            m = self.lex.match(toks, k, "prep", "with")
            if m is not None:
                return self._strong_name(toks, k + m.length)
        return False

    def _acts_here(self, toks: list[Token], k: int, first: int) -> bool:
        """Whether a verb at tokens[k] would have a player as its subject: the clause's first word, or after
        a subject ("I", "je", "opp"), a clitic after one ("je le"), or a modal after one ("can I", "je peux")."""
        if k == first:
            return True
        for back in (1, 2, 3):
            if k - back < first:
                return False
            m = self.lex.match(toks, k - back, "subject")
            if m is not None and m.length == back and m.value in ("me", "opponent", "he", "you", "we"):
                return True
            if self._declared(toks, k - back) is not None and back == 1:
                return True
            if self.lex.match_any(toks, k - back, ("object", "modal")) is None:
                return False
        return False


    def _stated_anything(self) -> bool:
        """Whether the message said something about the game (a rules question doesn't)."""
        return bool(self.understood) or any(p.listed or p.battlefield or p.hand or p.life_stated
                                            for p in self.setup.players)

    def _looks_like_question(self, sentences: list[tuple[list[Token], bool]]) -> bool:
        """A question in words: a sentence that starts like one, or two words or more and a "?"."""
        for toks, mark in sentences:
            i = self._skip_chatter(toks, 0)
            words = [t for t in toks[i:] if t.kind == "word" and len(t.fold) > 1]
            if (self.lex.match_any(toks, i, ("rules_words", "question", "modal")) or
                    self.lex.match(toks, i, "question_word", "wh")) and len(words) >= 2:
                return True
            if mark and len(words) >= 2:
                return True
        return False

    def _tail(self, toks: list[Token], i: int, question_mark: bool) -> bool:
        """A legal tail ("is that legal?"), an outcome question ("do they die?", "what happens?"),
        or "everything resolves": True when the rest of the sentence is one of those."""
        m = self.lex.match(toks, i, "question", "outcome")
        if m is not None and self._only_chatter(toks, i + m.length):
            self._outcome_question(())
            return True
        m = self.lex.match(toks, i, "question", "legal_tail")
        if m is not None and self._only_chatter(toks, i + m.length) and (question_mark or m.length > 1):
            if self.actions:
                self.question = self.question or Question("legal")
                return True
        m = self.lex.match(toks, i, "claim")
        if m is not None and self.actions:  # "il dit que ça marche", "he says it's legal": what he claims is asked
            k = i + m.length
            k += 1 if k < len(toks) and toks[k].fold in ("que", "qu'", "that") else 0
            said = self.lex.match(toks, k, "question", "legal_tail")
            if said is not None and self._only_chatter(toks, k + said.length):
                self.question = self.question or Question("legal")
                return True
        m = self.lex.match(toks, i, "resolve_all")
        if m is not None and self._only_chatter(toks, i + m.length):
            self._emit(Action("resolve_all", toks[i].line, self._cut(toks[i].start, toks[-1].end)))
            return True
        m = self.lex.match(toks, i, "verb", "die")
        if m is not None and self.actions and self._only_chatter(toks, i + m.length):
            # "Survive?", "dead?": about what the last action targets
            about = tuple(t.card.card.name for a in reversed(self.actions) for t in a.targets if t.card is not None)
            self._outcome_question(about[:1], self._polarity(toks, i))
            return True
        # "do they die?", "ils meurent ?", "does the Elf survive?", "est-ce qu'ils meurent ?"
        j = i
        yn = self.lex.match(toks, j, "question", "yesno")
        if yn is not None:
            j += yn.length
        subject = self._die_subject(toks, j)
        if subject is not None:
            names, k = subject
            m = self.lex.match(toks, k, "verb", "die")
            if m is not None and self._only_chatter(toks, k + m.length, allow_words=True):
                self._outcome_question(names, self._polarity(toks, k))
                return True
        return False

    def _open_question(self, toks: list[Token], i: int, question_mark: bool) -> bool:
        """A closing question in words the grammar doesn't read as an action: about legality ("all
        good?") it asks for the verdict; otherwise for the outcome (everything resolves)."""
        asks = question_mark or self.lex.match(toks, i, "question_word") is not None
        if not asks or self._action_words(toks, i):
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
                verb = self._polarity(toks, k)
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

    def _action_words(self, toks: list[Token], i: int) -> bool:
        """Whether words from toks[i] on belong to an action the grammar couldn't read: a payment, a way of
        casting, mana symbols, a value of X. A closing question asks about the play, it doesn't pay or cast:
        "... and me X=0 paying with LED for three blue?" is an unread part of the cast, not "what happens?";
        read as one, those words would be dropped and the asked action judged instead of answered."""
        return any(toks[k].kind == "mana" or self.lex.match_any(toks, k, ("pay", "castmod")) is not None
                   or self._x_value(toks, k) is not None for k in range(i, len(toks)))

    def _polarity(self, toks: list[Token], k: int) -> str:
        """"survive" when the phrase of verb "die" at toks[k] asks whether they live ("do they survive?",
        "ils survivent ?"), else "die"."""
        return "survive" if self.lex.match(toks, k, "survive") is not None else "die"

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

    def _tail_starts(self, toks: list[Token], i: int) -> bool:
        if self.lex.match(toks, i, "question_word", "wh") is not None and i + 1 < len(toks):
            return True  # "... at his face how much dmg is that": a question about the play follows
        return self.lex.match_any(toks, i, ("question",)) is not None and self._tail_probe(toks, i)

    def _tail_probe(self, toks: list[Token], i: int) -> bool:
        for value in ("legal_tail", "outcome"):
            m = self.lex.match(toks, i, "question", value)
            if m is not None and self._only_chatter(toks, i + m.length):
                return True
        return False
