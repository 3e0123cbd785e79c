"""Questions: closing tails that ask for the verdict ("is that legal?", "c'est bon ?"), outcome
questions that resolve everything first ("do they die?", "il se passe quoi ?"), card questions
("what does Fling do?"), and the tests that tell a rules question from a play (a message that names
a card in an action is a play, FREE_FORM.md section 1).
"""

from __future__ import annotations

from dataclasses import replace as dc_replace

from bot.engine.actions import Action, CardRef, PermanentSpec, TargetRef
from bot.engine.judge import Assumption
from bot.engine.trace import card_name
from bot.language.freeform.described import described_creature, keyword_at
from bot.language.freeform.model import (
    MAX_SENTENCES,
    NP,
    Question,
)
from bot.language.freeform.modes import PERMANENT_KINDS, Modes
from bot.language.tokens import Token
from foundation.cards import CardDef
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
            owned = False
            for _ in range(3):  # "cast a", "block with my", "tap it to", "engager mon"
                w = self.lex.match_any(toks, j, ("article", "possessive", "number", "prep", "object"))
                if w is None or self._strong_name(toks, j):
                    break
                owned = owned or w.cls == "possessive"
                j += w.length
            # "engager mon Pillard ondin": a name written as one after a possessive is a card, even one not known;
            # so is one cast or played ("can I cast Zorglub?", « je joue Hymne a Tourac »): a card the pool lacks or
            # a name mistyped, which the reading names with its close matches, not a rules question
            return self._strong_name(toks, j) or self._played_with(toks, j) or (
                owned or m.value in ("cast", "play")) and self._unknown_name_at(toks, j)
        if k == first and self._unknown_name_at(toks, k) and self._aimed_after(toks, k):
            return True  # « Zorglub sur ses Elfes, ils meurent ? »: a spell (unknown, or mistyped) aimed at something
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

    def _player_question(self, toks: list[Token], i: int) -> bool:
        """"how much life does he have?", "il me reste combien de vie ?", "am I dead?", "j'ai perdu ?": a question
        about a player's life or loss after a play, answered from the final situation (the player asked about:
        the asking player when the question says "I"/"me", else the other one)."""
        if not self.actions or i >= len(toks) or len(toks) - i > 9:
            return False
        words = range(i, len(toks))
        for k in words:  # a question of its own: no action in it ("puis je le choc, il meurt ?" is a play first)
            verb = self.lex.match(toks, k, "verb")
            if verb is not None and verb.value in ACTION_VERBS and toks[k].fold not in ("do", "does", "did") or \
                    self._strong_name(toks, k) or \
                    self._card_verb(toks, k) is not None or toks[k].fold == ",":
                return False
        me = any(self.lex.match(toks, k, "player_question", "me") for k in words)
        other = any(self.lex.match(toks, k, "player_question", "opponent") for k in words)
        if not (me or other):
            return False
        player = "me" if me else self._other("me")
        life = any(self.lex.match(toks, k, "life", "life") for k in words)
        if life and any(self.lex.match(toks, k, "question_word", "wh") for k in words):
            self._outcome_question((player,), "life")
            return True
        if life or self._pronoun_candidates("die") and not me:
            return False  # "il meurt ?" after a creature named: the creature
        if self._owned_thing(toks, words):
            return False  # "do my Bears die?": a question about my permanent, not about me
        for k in words:
            m = self.lex.match(toks, k, "lose")
            if m is not None and self._only_chatter(toks, k + m.length, allow_words=True):
                self._outcome_question((player,), "lose")
                return True
        return False

    def _owned_thing(self, toks: list[Token], words: range) -> bool:
        """A possessive followed by a word that isn't "life" ("my Bears", « mes Ours »): the question is about
        that thing, even when the word is no card name the reader knows."""
        for k in words:
            p = self.lex.match(toks, k, "possessive")
            nxt = k + p.length if p is not None else len(toks)
            if nxt < len(toks) and toks[nxt].kind == "word" and self.lex.match(toks, nxt, "life") is None:
                return True
        return False

    def _kill_question(self, toks: list[Token], i: int) -> bool:
        """"does Lightning Bolt kill Grizzly Bears?", "est-ce que Foudre tue des Grizzlis ?": the spell cast by the
        asking player on that permanent (an opponent's unless said), then whether it dies."""
        parts = self._kill_parts(toks, i)
        if parts is None:
            return False
        spell, after = parts
        described = self._described_creature(toks, after)
        if described is not None and self._only_chatter(toks, described[1], allow_words=True):
            self._kill_described(toks, i, spell, described[0], described[1])
            return True
        assert spell.card is not None
        mark = self._tentative()
        try:
            found = self._target_list(toks, after, "me", self._target_role(spell.card))
        except ReadFailure:
            found = None
        if found is None or not self._only_chatter(toks, found[1], allow_words=True) or \
                any(t.card is None for t in found[0]):
            self._undo(mark)
            return False
        cast = self._cast_action(toks, spell, "me")
        self._emit(dc_replace(cast, targets=tuple(found[0]), source=self._cut(toks[i].start, toks[found[1] - 1].end)))
        self.understood.append(self._cut(toks[i].start, toks[found[1] - 1].end))
        self._outcome_question(tuple(t.card.card.name for t in found[0] if t.card is not None), "die")
        return True

    def _result_question(self, toks: list[Token], i: int) -> bool:
        """A closing question about one result of the play (`lexicon/*.results.toml`), read as an outcome
        question of that kind for the short answer to answer: "what's left?" / « il lui reste quoi ? » (a player's
        permanents, verb "left"), "who dies?" / « qui meurt ? » (verb "die", nothing named), "what happens to the
        Doom Blade?" / "does his Doom Blade still resolve?" (verb "fate", that card), "do I take damage?" (verb
        "damage", that player). True when the rest of the sentence is one of those."""
        if not self.actions:
            return False
        m = self.lex.match(toks, i, "result_left")
        if m is not None and self._only_chatter(toks, i + m.length, allow_words=True):
            self._outcome_question((self._player_asked(m.value),), "left")
            return True
        m = self.lex.match(toks, i, "result_dies")
        if m is not None and self._only_chatter(toks, i + m.length, allow_words=True):
            self._outcome_question((), "survive" if m.value == "survive" else "die")
            return True
        m = self.lex.match(toks, i, "result_damage")
        if m is not None and self._only_chatter(toks, i + m.length, allow_words=True):
            self._outcome_question((self._player_asked(m.value),), "damage")
            return True
        m = self.lex.match(toks, i, "result_fate")
        if m is not None:  # "what happens to X?", "where does X go?"
            subject = self._die_subject(toks, i + m.length)
            if subject is not None and subject[0]:
                end = subject[1]
                tail = self.lex.match(toks, end, "result_fate_end")
                end += tail.length if tail is not None else 0
                if self._only_chatter(toks, end, allow_words=True):
                    self._die_subject_at(toks, i + m.length)  # a pronoun or partial name: a choice to show
                    self._outcome_question(subject[0], "fate")
                    return True
        yn = self.lex.match(toks, i, "question", "yesno")
        j = i + (yn.length if yn is not None else 0)
        subject = self._die_subject(toks, j)  # "does his Doom Blade still resolve?", « la Mort est contrecarrée ? »
        m = self.lex.match(toks, subject[1], "result_resolves") if subject is not None else None
        if subject is None or m is None or not self._only_chatter(toks, subject[1] + m.length, allow_words=True):
            return False
        if subject[0] and all((card := self.pool.get(name)) is not None and not card.is_permanent_card
                              for name in subject[0]):
            self._die_subject_at(toks, j)
            self._outcome_question(subject[0], "fate")
            return True
        pronoun = self.lex.match_any(toks, j, ("subject", "object"))
        if pronoun is not None and pronoun.value in ("he", "card", "player"):
            # "does it still resolve?", « elle se résout quand même ? »: the spell the responses answer
            answered = self._spell_answered()
            if answered is not None:
                name = card_name(answered)
                self.assumptions.append(Assumption("reading", "asm.read_pronoun_answered",
                                                   {"written": toks[j].text, "card": name}, name))
                self._outcome_question((answered.name,), "fate")
                return True
        return False

    def _spell_answered(self) -> CardDef | None:
        """The spell the play's responses answer: the first instant or sorcery cast (or already on the stack)
        by a player other than the one who acts last; None when there is none."""
        last = self.actions[-1].actor or "me" if self.actions else "me"
        for a in self.actions:
            card = a.card.card if a.card is not None else None
            if a.kind in ("cast", "on_stack") and card is not None and not card.is_permanent_card and \
                    (a.actor or "me") != last:
                return card
        return None

    def _player_asked(self, who: str) -> str:
        """The player a result question is about: "me" / "opponent" as written, else ("what's left?") the one
        whose permanents the message names (the opponent's first), else the asking player's opponent."""
        if who == "me":
            return "me"
        other = self._other("me")
        if who == "opponent":
            return other
        named = [p.name for p in self.setup.players if p.battlefield]
        return other if other in named or not named else named[0]

    def _kill_parts(self, toks: list[Token], i: int) -> tuple[NP, int] | None:
        """"does Lightning Bolt kill ...", « est-ce que la Foudre tue ... »: the instant or sorcery asked about and
        the position after the verb, or None."""
        yn = self.lex.match_any(toks, i, ("question_word", "question"))
        j = i + (yn.length if yn is not None and (yn.cls == "question_word" or yn.value in ("yesno", "intro"))
                 else 0)
        spell = self._exact_np(toks, j)
        if spell is None or spell[0].card is None or not ({"instant", "sorcery"} & spell[0].card.types):
            return None
        kill = self.lex.match(toks, spell[1], "kill")
        return (spell[0], spell[1] + kill.length) if kill is not None else None

    def _kills_described(self, toks: list[Token]) -> bool:
        """"does Pyroclasm kill a 3/3?": a kill question about a described creature (judged as a play on one)."""
        parts = self._kill_parts(toks, self._skip_chatter(toks, 0))
        described = self._described_creature(toks, parts[1]) if parts is not None else None
        return described is not None and self._only_chatter(toks, described[1], allow_words=True)

    def _kill_described(self, toks: list[Token], i: int, spell: NP, creature: CardDef, end: int) -> None:
        """"does Wrath of God destroy indestructible creatures?": the spell cast by the asking player, a creature
        so described on the opponent's battlefield (its target when the spell has one), then whether it dies."""
        assert spell.card is not None
        owner = self._other("me")
        written = self._cut(toks[i].start, toks[end - 1].end)
        cast = self._cast_action(toks, spell, "me")
        targets: tuple[TargetRef, ...] = ()
        if any(t.kind in PERMANENT_KINDS for t in spell.card.targets):
            targets = (TargetRef(card=CardRef(creature, creature.name, 0, owner), text=creature.name),)
        else:
            self._place_described(creature, owner)
        self._emit(dc_replace(cast, targets=targets, source=written))
        self.understood.append(written)
        self._outcome_question((creature.name,), "die")
        if self.question is not None:
            self.question.permanent = True

    def _place_described(self, creature: CardDef, owner: str) -> None:
        """A described creature on its controller's battlefield (placed, not listed), shown as an assumption."""
        ps = self.setup.player(owner)
        if ps is not None and not any(spec.card.name == creature.name for spec in ps.battlefield):
            ps.battlefield.append(PermanentSpec(creature, origin="mentioned"))
            name = card_name(creature)
            self.assumptions.append(Assumption("placed", "asm.battlefield", {"card": name, "player": owner}, name,
                                               enabling=True))

    def _described_creature(self, toks: list[Token], k: int) -> tuple[CardDef, int] | None:
        """"a 3/3", "indestructible creatures", "une créature 2/2 avec le vol", « les créatures indestructibles »: a
        creature a rules question describes by its power and toughness and keywords, not a card of a game; the
        creature such a question is about (a 2/2 unless said), and the position after its words."""
        j = k
        a = self.lex.match(toks, j, "described_article")
        j += a.length if a is not None else 0
        power = toughness = None
        keywords: list[str] = []
        noun = False
        for _ in range(8):
            if j + 2 < len(toks) and toks[j].kind == "number" and toks[j + 1].fold == "/" and \
                    toks[j + 2].kind == "number" and power is None:
                power, toughness = int(toks[j].fold[:3]), int(toks[j + 2].fold[:3])
                j += 3
                continue
            g = self.lex.match(toks, j, "generic", "creature")
            if g is not None and not noun:
                noun, j = True, j + g.length
                continue
            w = self.lex.match(toks, j, "described_with")
            found = keyword_at(toks, j + (w.length if w is not None else 0))
            if found is not None:
                keywords.append(found[0])
                j = found[1]
                continue
            break
        if not (noun or power is not None) or not (keywords or power is not None) or j == k:
            return None
        return described_creature(power, toughness, tuple(keywords)), j

    def _tail(self, toks: list[Token], i: int, question_mark: bool) -> bool:
        """A legal tail ("is that legal?"), an outcome question ("do they die?", "what happens?"),
        or "everything resolves": True when the rest of the sentence is one of those."""
        if self._result_question(toks, i):
            return True
        won = self.lex.match(toks, i, "game_won")
        if won is not None and self.actions and self._only_chatter(toks, i + won.length) and \
                (question_mark or won.length > 1 or toks[i].fold == "gg"):
            self._outcome_question((self._other("me"),), "lose")  # "gg?": the asking player wins, the other loses
            return True
        if question_mark and self._player_question(toks, i):
            return True
        if question_mark and not self.actions and self._kill_question(toks, i):
            return True
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
                self._die_subject_at(toks, j)  # read for good: a pronoun or partial name is a choice to show
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
        if not dies and self._legal_tail_at_end(toks, i):
            self.question = self.question or Question("legal")
            return True
        if not dies and any(self.lex.match(toks, k, "modal") for k in range(i, len(toks))):
            return False  # "can he attack with it?" not read is no outcome question: say what wasn't read
        about: tuple[str, ...] = ()
        verb = ""
        for k in range(i, len(toks)):
            if self.lex.match(toks, k, "verb", "die") is not None:
                verb = self._polarity(toks, k)
                subject = self._die_subject(toks, k - 1) if k > i else None
                if subject is not None:
                    about = subject[0]
                    self._die_subject_at(toks, k - 1)
                elif k > i:
                    for j in range(i, k):
                        found = self._die_subject(toks, j)
                        if found is not None and found[1] == k:
                            about = found[0]
                            self._die_subject_at(toks, j)
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
        """"die" for "do they die?", "survive" for "do they survive?" / "ils tiennent ?" (the yes is the other one)."""
        return "survive" if self.lex.match(toks, k, "survive") is not None else "die"

    def _legal_tail_at_end(self, toks: list[Token], i: int) -> bool:
        """"so is that legal?", "and that's ok?": a legal tail ending the sentence, after at most two small words
        (chatter, "so", "that", "and")."""
        for k in range(i, min(len(toks), i + 3)):
            m = self.lex.match(toks, k, "question", "legal_tail")
            if m is not None and self._only_chatter(toks, k + m.length, allow_words=True):
                return all(self.lex.match_any(toks, n, ("chatter", "filler", "sep", "question_word")) or
                           self.lex.match(toks, n, "object", "card") or toks[n].kind == "punct"
                           for n in range(i, k))
        return False

    def _die_subject(self, toks: list[Token], j: int) -> tuple[tuple[str, ...], int] | None:
        mark = self._tentative()
        found = self._die_subject_at(toks, j)
        self._undo(mark)  # a question's subject is never a reading of its own
        return found

    def _die_subject_at(self, toks: list[Token], j: int) -> tuple[tuple[str, ...], int] | None:
        if j >= len(toks):
            return None
        m = self.lex.match_any(toks, j, ("subject", "object"))
        self.one_asked = m is None or self.lex.match(toks, j, "plural_pronoun") is None  # "does it die?"
        if m is not None and m.value in ("he", "card", "player"):
            if not self._pronoun_candidates("die"):
                self.token_counts = {}
                made = self._tokens_made(None)  # « ils restent ? » after the spell that makes them: the tokens
                self.token_names.update(c.name for c in made)
                return tuple(c.name for c in made), j + m.length
            # "does it die?" with two creatures just named: a choice the judge re-judges (ambiguous if it matters)
            meant = self._pronoun_np(NP("card", j, j + m.length, toks[j].text, how="pronoun"), "die")
            return ((meant.card.name,) if meant.card is not None else ()), j + m.length
        try:
            np = self._np(toks, j, "die", allow_db=False)
        except ReadFailure:
            return None
        if np is None or np.card is None:
            return None
        self.one_asked = np.count == 1 and np.how != "token" or np.ordinal > 0  # "the first Knight"; not "my tokens"
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
        if verb in ("life", "lose"):
            self.question = Question("outcome", tuple(about), verb)
            return
        permanent = verb in ("die", "survive") and bool(about) and all(
            (card := self.pool.get(name)) is not None and card.is_permanent_card for name in about)
        copies = self._copies(about[0]) if verb in ("die", "survive") and len(about) == 1 and self.one_asked else 0
        self.question = Question("outcome", tuple(about), verb, permanent=permanent,
                                 tokens=bool(about) and all(name in self.token_names for name in about),
                                 copies=copies if copies > 1 else 0)

    def _tail_starts(self, toks: list[Token], i: int) -> bool:
        if self.lex.match(toks, i, "question_word", "wh") is not None and i + 1 < len(toks):
            return True  # "... at his face how much dmg is that": a question about the play follows
        if self._result_tail(toks, i):
            return True
        yn = self.lex.match(toks, i, "question", "yesno")
        if yn is not None and i > 0 and toks[i - 1].kind == "word":  # "... he bolts them do they die" (no comma)
            subject = self._die_subject(toks, i + yn.length)
            if subject is not None and self.lex.match(toks, subject[1], "verb", "die") is not None:
                return True
        return self.lex.match_any(toks, i, ("question",)) is not None and self._tail_probe(toks, i)

    def _tail_probe(self, toks: list[Token], i: int) -> bool:
        for value in ("legal_tail", "outcome"):
            m = self.lex.match(toks, i, "question", value)
            if m is not None and self._only_chatter(toks, i + m.length):
                return True
        return False
