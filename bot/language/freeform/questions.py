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
from bot.language.freeform.verbs import Verbs
from bot.language.tokens import Token
from foundation.cards import CardDef
from foundation.errors import ReadFailure


class Questions(Verbs):
    """Tails, outcome questions, card questions, rules questions told from plays (module doc)."""

    def _plays_a_card(self, sentences: list[tuple[list[Token], bool]]) -> bool:
        """Whether the message names a card as the object of a player's action ("je foudre ses Grizzlis",
        "I cast Counterspell"): a play, or a question about one, never a rules question (FREE_FORM.md)."""
        for toks, _ in sentences[:MAX_SENTENCES]:
            for k in range(1, min(len(toks), 200)):
                who = self.lex.match_any(toks, k - 1, ("subject", "object"))
                if who is None or who.length != 1 or who.value not in ("me", "opponent", "he", "clitic",
                                                                        "clitic_player"):
                    continue  # a player (or "le", "lui") just before: "je foudre", "he bolts", "je le foudroie"
                if self._card_verb(toks, k) is not None:
                    return True
                m = self.lex.match(toks, k, "verb")
                if m is None or m.value not in ("cast", "play", "activate", "attack", "block", "counter", "flashback",
                                                "sacrifice", "crack", "pitch", "discard"):
                    continue
                j = k + m.length
                p = self.lex.match_any(toks, j, ("prep",))
                if self._exact_np(toks, j) is not None or p is not None and self._exact_np(toks, j + p.length):
                    return True  # "I cast Terror", "I block with White Knight"
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
        m = self.lex.match(toks, i, "resolve_all")
        if m is not None and self._only_chatter(toks, i + m.length):
            self._emit(Action("resolve_all", toks[i].line, self._cut(toks[i].start, toks[-1].end)))
            return True
        m = self.lex.match(toks, i, "verb", "die")
        if m is not None and self.actions and self._only_chatter(toks, i + m.length):
            # "Survive?", "dead?": about what the last action targets
            about = tuple(t.card.card.name for a in reversed(self.actions) for t in a.targets if t.card is not None)
            self._outcome_question(about[:1], "die")
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
                self._outcome_question(names, "die")
                return True
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
