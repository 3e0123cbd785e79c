"""Sentences and clauses, the top of the free-form reader: a message is cut into sentences (`.` `?`
`!` `;` new lines), a sentence into clauses (`,` `then` `puis`, `and`/`et` before a new verb, `in
response`); a clause is [prefixes] [subject] [modal] verb arguments modifiers. `Reader.read` is the
entry point; the layers below read each part.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace as dc_replace

from bot.engine.actions import Action, CardRef, Message, PlayerSetup, TargetRef
from bot.engine.judge import Assumption, Reversal
from bot.engine.placeholders import is_placeholder
from bot.engine.trace import card_name
from bot.engine.world import default_turn
from bot.language.freeform.asking import Asking
from bot.language.freeform.model import (
    MAX_REPEAT,
    MAX_SENTENCES,
    NP,
    Question,
    Reading,
)
from bot.language.freeform.questions import ACTION_VERBS
from bot.language.parser import ALT_COST_KINDS, MAX_COUNT
from bot.language.tokens import SENTENCE_ENDS, Token, line_starts, tokenize
from bot.language.words import language_of
from cardpool.names import normalize
from foundation.cards import CardDef
from foundation.errors import MessageError, ReadFailure

# casting costs that take the card from elsewhere than its owner's hand (the graveyard, exile)
NOT_FROM_HAND = frozenset({"flashback", "madness", "escape", "foretell", "jump-start", "retrace", "disturb"})


class Reader(Asking):
    """Reads one message (module doc of bot.language.freeform). `overrides` forces a name choice
    to another card (index -> card): the judge re-reads with a second candidate that way."""

    def read(self, text: str, lang: str | None = None) -> Reading:
        self.text = text
        self.line_starts = line_starts(text)
        try:
            prose = self._setup_lines(text)
        except MessageError as exc:
            reading = Reading(lang or "en", "error")
            reading.error = ReadFailure(exc.message, 0, len(text), **exc.params)
            return reading
        self.tokens = self._corrections(self._phone_elisions(tokenize(prose)))
        self.lang = language_of(self.tokens)  # the message's own language (what it writes)
        self._narrated_players(self.tokens)
        out_lang = lang or self.lang
        reading = Reading(out_lang, memo=self.memo)
        sentences = [self._outcome_last(toks, mark) for toks, mark in self._sentences(self.tokens)]
        try:
            if len(sentences) > MAX_SENTENCES:
                raise ReadFailure("err.ff_too_long", 0, len(text), limit=MAX_SENTENCES)
            asked = self._asked(sentences)  # a question about a card or the rules, not a play
            if asked is not None and asked.lang and lang is None:  # « Foudre ? »: answered in French
                self.lang = reading.lang = asked.lang
            if asked is not None and asked.kind == "only_cards":  # names, and nothing said about them
                raise ReadFailure("err.ff_only_cards", 0, len(text),
                                  cards=tuple(card_name(c) for c in asked.cards))
            if asked is not None:
                reading.kind, reading.card = asked.kind, asked.card
                reading.card_type, reading.card_type_written = asked.card_type, asked.written
                return reading
            for k, (toks, mark) in enumerate(sentences):
                self.sentence_index = k
                try:
                    self._sentence(toks, mark and id(toks) not in self._outcome_first)
                    if id(toks) in self._outcome_first and self.actions and self.question is None:
                        self._outcome_question(())  # "what happens if ...?": what the play leads to
                except ReadFailure:
                    # a sentence that names no card and asks nothing ("je débute.", "long story short:")
                    # is chatter when the rest of the message is a play
                    if mark or k == len(sentences) - 1 or self._names_a_card(toks):
                        raise
        except ReadFailure as exc:
            if not self.actions and not self._stated_anything() and self._looks_like_question(sentences) and \
                    not self._plays_a_card(sentences):
                reading.kind = "rules_question"
                return reading
            reading.kind, reading.error = "error", exc
            reading.understood = list(self.understood)
            return reading
        if not self.actions:
            if self._looks_like_question(sentences) and not self._stated_anything() and \
                    not self._plays_a_card(sentences):
                reading.kind = "rules_question"
                return reading
            reading.kind = "error"
            reading.error = ReadFailure("err.ff_no_action", 0, len(text))
            return reading
        self._unknown_cards_named()
        self.pending_choices = []  # "to get a Forest" with nothing resolving after it: nothing to choose yet
        self._questions_joined()
        self._apply_first_timing()
        reading.message = Message(out_lang, self.setup, list(self.actions), setup_lines=self.setup_from_lines)
        reading.assumptions = self.assumptions
        reading.choices = self.choices
        reading.question = self.question
        self.assumptions.extend(self._copy_assumptions(reading))
        reading.land_colors = dict(self.colors)
        return reading

    def _unknown_cards_named(self) -> None:
        """"opp has 2 cards in hand, he bolts my Elves": a hand the message lists with cards it doesn't name holds
        what its player then casts or pays with from it. One unnamed card was that card (of its type, when the
        message gave one); shown. A listed hand without room for it stays as listed: the engine says the card isn't
        there."""
        for ps in self.setup.players:
            if "hand" not in ps.listed or not any(is_placeholder(c) for c in ps.hand):
                continue
            wanted: list[CardDef] = []
            for a in self.actions:
                if (a.actor or "me") != ps.name:
                    continue
                if a.kind == "cast" and a.card is not None and a.from_zone in (None, "hand") and \
                        a.alt not in NOT_FROM_HAND:
                    wanted.append(a.card.card)
                wanted.extend(r.card for r in (*a.payment.discard, *a.payment.exile))
            for card in wanted:
                if sum(c.name == card.name for c in ps.hand) >= sum(w.name == card.name for w in wanted):
                    continue
                k = next((n for n, c in enumerate(ps.hand) if is_placeholder(c) and c.types <= card.types), None)
                if k is None:
                    continue
                ps.hand[k] = card
                self.assumptions.append(Assumption("placed", "asm.unnamed_in_hand", {
                    "card": card_name(card), "player": ps.name}, card_name(card), enabling=True))

    def _copy_assumptions(self, reading: Reading) -> list[Assumption]:
        """"I have two Llanowar Elves, one is tapped; I tap my Elves", "my two Knights ... my Knight": a name that
        stands for one of several permanents of that name under one player's control, the message unsaid about
        which (no "first", "other", "untapped"). The engine takes the one the action can use; the judge re-judges
        with each copy in turn, so that the answer says when which one decides it (FREE_FORM.md section 2)."""
        message = reading.message
        if message is None:
            return []
        copies: dict[tuple[str, str], int] = {}
        for ps in message.setup.players:
            for spec in ps.battlefield:
                copies[(spec.card.name, ps.name)] = copies.get((spec.card.name, ps.name), 0) + 1
        for a in message.actions:  # "I attack with my two Knights": two of them, wherever they come from
            for r in a.cards:
                if a.kind == "attack" and r.owner is not None:
                    n = sum(o.card.name == r.card.name for o in a.cards)
                    copies[(r.card.name, r.owner)] = max(copies.get((r.card.name, r.owner), 0), n)
        out: list[Assumption] = []
        probe = reading.probe()
        focus = reading.question.about if reading.question is not None else ()
        for k, a in enumerate(message.actions):
            for ref in _refs_of(a):
                if ref.copy or ref.tapped is not None:
                    continue
                player = ref.owner or a.actor or "me"
                count = copies.get((ref.card.name, player), 0)
                if a.kind == "attack" and sum(r.card.name == ref.card.name for r in a.cards) >= count:
                    continue  # "I attack with my two Knights": each of them
                if count < 2 or any(x.about == card_name(ref.card) and x.message == "asm.copy_unsaid" for x in out):
                    continue
                reversals = [Reversal("message", 0, message=dc_replace(message, actions=[
                    _with_copy(b, ref.card.name, player, n) for b in message.actions]), probe=probe, focus=focus,
                    condition="asm.if_copy", condition_params=(("card", card_name(ref.card)),))
                    for n in range(1, min(count, 2) + 1)]
                out.append(Assumption("reading", "asm.copy_unsaid", {"card": card_name(ref.card), "count": count,
                                                                      "player": player}, card_name(ref.card),
                                      reversal=reversals[0], more=tuple(reversals[1:]), order=k))
        return out

    def _questions_joined(self) -> None:
        """"can I respond with Giant Growth? and do they die?": two questions, the second about what the first
        leads to; the asked action is done, its legality is the verdict (an illegal one says no and why) and the
        answer is the outcome's; an assumption says so (a question isn't dropped silently)."""
        if self.question is None or self.question.kind != "outcome":
            return
        for k, a in enumerate(self.actions):
            if a.question and a.kind in ("cast", "activate", "attack", "block", "tap_mana", "play_land"):
                self.actions[k] = dc_replace(a, question=False)
                self.assumptions.append(Assumption("reading", "asm.questions_joined", {"asked": a.source}, a.source,
                                                   enabling=True, order=k))

    def _narrated_players(self, toks: list[Token]) -> None:
        """"Alice casts Lightning Bolt on Bob's Elves, Bob responds...": a story told in the third person about
        two named players, without setup lines and without "I": the names are the players (the first named
        is the one the story follows, like "me" in a setup)."""
        if self.setup_from_lines or self.players != ["me", "opponent"]:
            return
        names: list[str] = []
        for k, tok in enumerate(toks[:400]):
            if self.lex.match(toks, k, "subject", "me") or self.lex.match(toks, k, "possessive", "me"):
                return  # "I" tells the story: the other player is the opponent
            if tok.kind != "word" or not tok.text[:1].isupper() or tok.text.isupper() or len(tok.fold) < 2 or \
                    self.lex.knows(tok.fold) or tok.text in names or self._ends_card_name(toks, k):
                continue
            nxt = k + 1
            verb = self.lex.match(toks, nxt, "verb")
            acts = nxt < len(toks) and (toks[nxt].fold in ("'s", "’s") or verb is not None and (
                verb.value in ACTION_VERBS or verb.value == "pass") or self._card_verb(toks, nxt) is not None)
            owns = k >= 1 and toks[k - 1].fold in ("de", "d'", "of") and k >= 2 and toks[k - 2].kind == "word"
            if acts or owns:
                names.append(tok.text)
        if len(names) != 2:
            return
        self.players = names
        self.setup.players = [PlayerSetup(n) for n in names]

    def _ends_card_name(self, toks: list[Token], k: int) -> bool:
        """Whether tokens[k] is in a card's name written in full ("Grizzly Bears", "Shock"; not a nickname)."""
        for s in range(max(0, k - 4), k + 1):
            exact = self._exact(toks, s)
            if exact is not None and exact[1] == k + 1 and exact[2] != "nick":
                return True
        exact = self._exact(toks, k)
        return exact is not None and exact[1] > k + 1  # "Lightning Bolt": a name of several words starts here

    def _corrections(self, tokens: list[Token]) -> list[Token]:
        """"I cast Shock, no wait, Lightning Bolt", « je lance Choc, enfin non, Foudre », "I cast Shock, I mean I
        cast Bolt", "attack with X, no wait, with Y": what follows a self-correction replaces what it corrects (the
        clause before it when a clause follows; the phrase that begins with the same word; else the card named
        last before it that is of the same kind, a spell for a spell). The reading skips what was corrected."""
        out = list(tokens)
        for _ in range(4):
            at = next(((k, m) for k in range(1, len(out)) if (m := self.lex.match(out, k, "correction")) is not None),
                      None)
            if at is None:
                return out
            k, m = at
            after = k + m.length
            while after < len(out) and out[after].kind == "punct" and out[after].fold in (",", ":", "-", "..."):
                after += 1
            before = k
            while before > 0 and out[before - 1].kind == "punct" and out[before - 1].fold in (",", "-", "..."):
                before -= 1
            if after >= len(out) or before == 0:
                return out
            clause = before
            while clause > 0 and not (out[clause - 1].kind in ("punct", "newline") and
                                      out[clause - 1].fold in (",", ";", ".", "!", "?")) and \
                    out[clause - 1].kind != "newline" and self.lex.match(out, clause - 1, "sep", "then") is None:
                clause -= 1
            if self._clause_starts(out, after, card_verbs=False):  # "..., I mean I cast Bolt": the clause again
                out = out[:clause] + out[after:]
                continue
            same = next((j for j in range(before - 1, clause - 1, -1) if out[j].kind == "word" and
                         out[j].fold == out[after].fold and self._exact(out, j, True) is None), None)
            if same is not None:  # "with Grizzly Bears, no wait, with Hill Giant": from that word on
                out = out[:same] + out[after:]
                continue
            new = self._exact(out, after, True)
            if new is None:
                return out
            named = [(j, hit) for j in range(before - 1, clause - 1, -1)
                     if (hit := self._exact(out, j, True)) is not None and hit[1] <= before]
            if not named:
                return out
            spell = new[0].is_permanent_card
            j, hit = next(((j, h) for j, h in named if h[0].is_permanent_card == spell), named[0])
            # the corrected name's place takes the new one; the rest of the clause stays
            out = out[:j] + out[after:new[1]] + out[hit[1]:before] + out[new[1]:]
        return out

    def _phone_elisions(self, tokens: list[Token]) -> list[Token]:
        """"jengage", "jattaque", "lelemental", "quil": a French elision written without its apostrophe
        (phones) is split when what follows is a word the lexicon or the card names know."""
        out: list[Token] = []
        french = language_of(tokens) == "fr"
        for tok in tokens:
            f = tok.fold
            split = None
            if tok.kind == "word" and len(f) >= 3 and "'" not in f and not self.lex.knows(f) and \
                    not self.names.hits([f], 0):
                for head in ("qu", "j", "l", "d", "m", "t", "s", "n", "c") if french else ("j",):
                    rest = f[len(head):]
                    # a short word splits only before a verb ("jai": j'ai), never into two grammar words ("cet")
                    if f.startswith(head) and rest[:1] in "aeiouyh" and len(rest) >= 2 and \
                            (self.lex.knows(rest) or self.names.hits([rest], 0)) and \
                            (len(f) > 3 or self.lex.match([Token(rest, rest, 0, 0, "word", 0, (rest,))], 0, "verb")):
                        split = len(head)
                        break
                    if head == "j" and french and f.startswith("j") and len(rest) >= 3 and \
                            self.lex.match_any([Token(rest, rest, 0, 0, "word", 1)], 0, ("verb", "modal")):
                        split = 1  # "jlance", "jpeux", "jsuis": "je" said short before a consonant
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

    def _pay_last_cast(self, tap: Action) -> bool:
        """« je lance Contresort et j'engage deux Îles pour le payer »: the lands tapped pay the spell cast just
        before (601.2g-h), as if written in its own clause; False when no such spell is there to pay."""
        if tap.kind != "tap_mana":
            return False
        for k in range(len(self.actions) - 1, -1, -1):
            a = self.actions[k]
            if a.kind in ("resolve", "resolve_all"):
                return False
            if a.kind == "cast" and (a.actor or "me") == (tap.actor or "me"):
                sources = tuple((ref, tap.colors) for ref in tap.cards)
                self.actions[k] = dc_replace(a, payment=dc_replace(a.payment, sources=a.payment.sources + sources))
                return True
        return False

    def _outcome_last(self, toks: list[Token], mark: bool) -> tuple[list[Token], bool]:
        """"what happens if I bolt his Elves?", « qu'est-ce qui se passe si je foudroie ses Elfes ? »: the closing
        question said first, read after the play it asks about (its "if" dropped)."""
        i = self._skip_chatter(toks, 0)
        m = self.lex.match(toks, i, "outcome_if")
        if m is None or i + m.length >= len(toks):
            return toks, mark
        rest = toks[i + m.length:]
        self._outcome_first.add(id(rest))
        return rest, True

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
            if len(self.actions) == first_action and self.actions and self._asks_first(toks, first) and \
                    self._open_question(toks, first, question_mark):
                return
            asks = question_mark or self.lex.match(toks, start, "question_word", "wh") is not None
            if asks and start > first and len(self.actions) > first_action and len(self.actions) == before and \
                    self._asks_first(toks, start) and self._open_question(toks, start, True):
                return  # "I Fling my Craw Wurm at his face, how much dmg is that"
            raise
        if question_mark and len(self.actions) > first_action:
            for k in range(len(self.actions) - 1, first_action - 1, -1):
                a = self.actions[k]
                if a.kind in ("cast", "activate", "attack", "block", "tap_mana", "play_land"):
                    if not a.question:
                        self.actions[k] = dc_replace(a, question=True)
                        self.question = Question("can")
                    break

    def _asks_first(self, toks: list[Token], i: int) -> bool:
        """Whether the words unread from tokens[i] ask before any comma: "who dies, the Bears or the Elves?" is a
        question; "I assign 1 to the blocker and 5 to him, what happens?" has a clause before its question that
        was not read, and is said so rather than dropped (a dropped clause could change the verdict)."""
        end = next((k for k in range(i, len(toks)) if toks[k].kind == "punct" and toks[k].fold in (",", ";")),
                   len(toks))
        if end == len(toks):
            return True
        return any(self.lex.match(toks, k, "question_word", "wh") is not None or self.lex.match(toks, k, "verb", "die")
                   is not None or self.lex.match(toks, k, "life", "life") is not None for k in range(i, end))

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

    def _clause_starts(self, toks: list[Token], i: int, card_verbs: bool = True) -> bool:
        """Whether a new clause (a subject, a verb, a response marker) starts at tokens[i]."""
        if i >= len(toks):
            return False
        if self._declared(toks, i) is not None and not (i + 1 < len(toks) and toks[i + 1].fold == "'s"):
            return True  # "..., Bob Giant Growths them"
        o = self.lex.match(toks, i, "object", "card")
        if o is not None and self._event_follows(toks, i + o.length):  # "ça résout", "it resolves", "ça meurt"
            return True
        if self.lex.match_any(toks, i, ("response", "resolve_all", "there_is")) is not None:
            return True
        if self._named_event(toks, i):  # "..., Bolt resolves", "..., la Foudre se résout"
            return True
        m = self.lex.match(toks, i, "subject")
        if m is not None and i > 0 and self.lex.match(toks, i, "object") is not None and toks[i].fold not in (
                self.lex.phrases("plural_pronoun") - {"them"}) and (self._card_verb(toks, i - 1) is not None or
                                                                     self.lex.match(toks, i - 1, "verb") is not None):
            m = None  # "he bolts them do they die": "them" after a verb is its object, no new subject
        if m is not None and m.value in ("me", "opponent", "he", "you", "we"):
            j = i + m.length
            nxt = self.lex.match_any(toks, j, ("verb", "modal", "object"))
            if nxt is not None and (nxt.cls != "object" or self.lex.match_any(toks, j + nxt.length, ("verb", "modal"))
                                    or self._card_verb(toks, j + nxt.length) is not None):
                return True
            if nxt is None and card_verbs and self._card_verb(toks, j) is not None:
                return True  # "he Shocks me", "je Foudroie ses Elfes"
        kw = self.lex.match(toks, i, "keyword_verb")
        if kw is not None and self._np_starts(toks, i + kw.length):
            return True  # "..., then I cycle Street Wraith"
        m = self.lex.match(toks, i, "verb")
        if m is not None and m.value not in ("is", "do", "have", "die", "get", "target", "pay") and \
                not (m.value == "ping" and toks[i].fold in ("do", "deal", "deals", "faire", "fait", "fais")):
            return True
        if not card_verbs:
            return False
        cv = self._card_verb(toks, i)
        return cv is not None and self._zone_phrase(toks, cv[1]) is None

    def _clause(self, toks: list[Token], i: int) -> int:
        self.targeting = None
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
            k = self._stack_context(toks, i)  # "With his Giant Growth on the stack, I ..."
            if k is not None:
                i = k
                self._responding = True
                continue
            k = self._with_setup(toks, i)  # "with a tapped Forest and Llanowar Elves out, I ..."
            if k is not None:
                i = k
                continue
            m = self.lex.match(toks, i, "question", "intro")
            if m is not None:
                question = True
                i += m.length
                continue
            m = self.lex.match(toks, i, "modal")
            if m is not None and m.value == "me" and subject is None:
                question, subject = True, "me"  # "est-il possible de", "il m'est possible de", "am I able to"
                i += m.length
                continue
            if m is not None and m.value == "he" and subject is None:  # "is he allowed to", "il a le droit de"
                question = True
                subject = "opponent" if "opponent" in self.players else self._other(self._last_subject())
                i += m.length
                continue
            if m is not None and subject is None:
                # "can I", "puis-je", "peut-il": a question with the subject after (or inside) the modal
                inverted = toks[i].fold.endswith(("-je", "-il", "-elle", "-on", "-ils", "-tu", "-vous")) or \
                    toks[i].fold in ("puis",)
                subj = self.lex.match(toks, i + m.length, "subject") or \
                    self.lex.match(toks, i + m.length, "possessive") or self.lex.match(toks, i + m.length, "object")
                if subj is not None or inverted or self._strong_name(toks, i + m.length):  # "can Grizzly Bears..."
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
                whose = self._other("me") if timing[0] == "other" else timing[0]
                self.first_timing = (whose or "me", timing[1])
            return i
        if i >= len(toks) and i > start:  # only fillers and chatter
            return i
        there = self._there_is(toks, i, start)
        if there is not None:  # "there's an instant and a creature in graveyards", « il y a 2 cartes dans sa main »
            return there
        s = None if self._pronoun_is_status(toks, i) or self._creature_pronoun(toks, i) else self._subject(toks, i)
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
            if question and i + 1 < len(toks) and toks[i].fold in self.lex.phrases("infinitive") and (
                    self.lex.match(toks, i + 1, "verb") or self._card_verb(toks, i + 1)):
                i += 1  # "serait-il possible, en réponse..., de lancer": the infinitive's "de" / "to"
                continue
            m = self.lex.match(toks, i, "filler")
            if m is not None and not self.lex.match(toks, i, "verb"):
                i += m.length
                continue
            break
        self._subject_unsaid = subject is None
        if subject is None:
            subject = self._last_subject()
        we = subject == "we"
        aux = self.lex.match_any(toks, i, ("verb",))
        if aux is not None and aux.value in ("have", "is") and not self._held_card(toks, i + aux.length):
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
            if s is not None and subject in self.players:
                self.stated_subject = (self.sentence_index, len(self.actions), subject)
            return st
        # the verb, or a card used as a verb
        clitic: NP | None = None
        if we and not self.lex.match(toks, i, "verb", "pass") and not self.lex.match(toks, i, "verb", "resolve"):
            subject = "me"  # "on peut lancer...": the asking player
        m = self.lex.match(toks, i, "object", "clitic") or self.lex.match(toks, i, "object", "clitic_player")
        if m is not None and (
                self.lex.match(toks, i + m.length, "verb") or self._card_verb(toks, i + m.length)):
            how = "dative" if m.value == "clitic_player" else "pronoun"
            clitic = NP("card", i, i + m.length, toks[i].text, how=how)
            i += m.length
        keyword = self._keyword_verb(toks, i, subject, clitic)
        if keyword is not None:  # "I cycle Street Wraith", « je drague le Diablotin »
            return self._finish(toks, start, keyword[1], keyword[0], question, timing, while_casting)
        verb = self.lex.match(toks, i, "verb")
        card_verb = None if verb is not None and verb.value not in ("is", "do", "die", "get", "have") \
            else self._card_verb(toks, i)
        if card_verb is None and verb is None:
            card_verb = self._typo_card_verb(toks, i)  # "counterspel his shock"
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

    def _there_is(self, toks: list[Token], i: int, start: int) -> int | None:
        """"there's an instant and a creature in graveyards", « il y a un éphémère et une créature dans les cimetières
        », "there are two Soldier tokens on his side": cards somewhere that no player is said to have. It is a
        possession statement (`_possession`: the zone is listed) of the player the zone phrase names ("his
        graveyard"); "in graveyards" lists every player's graveyard. When the phrase names nobody, the cards are put
        in the asking player's zone, shown. None when no zone phrase follows (not such a statement)."""
        m = self.lex.match(toks, i, "there_is")
        if m is None:
            return None
        j = i + m.length
        found: tuple[int, int, str, bool] | None = None  # where the zone phrase is, its end, the zone, every player's
        for k in range(j, min(len(toks), j + 40)):
            if toks[k].kind == "punct" and toks[k].fold in (";", "?", "!", "."):
                break
            all_of = self.lex.match(toks, k, "every_zone")
            if all_of is not None:
                found = (k, k + all_of.length, all_of.value, True)
                break
            zone = self._zone_phrase(toks, k)
            if zone is not None:
                found = (k, zone[1], zone[0], False)
                break
        if found is None:
            return None
        at, after, zone_name, every = found
        whose = next((self._possessor(p.value, None) for n in range(at, after)
                      if (p := self.lex.match(toks, n, "possessive")) is not None), None)
        player = whose if whose in self.players else "me" if "me" in self.players else self.players[0]
        end = self._possession(toks, j, player, start)
        if every:
            for ps in self.setup.players:
                ps.listed.add(zone_name)
        if whose is None:
            self.assumptions.append(Assumption("placed", "asm.zone_whose", {"which": zone_name, "player": player},
                                               player, enabling=True, order=len(self.actions)))
        return end

    def _finish(self, toks: list[Token], start: int, end: int, action: Action | None, question: bool,
                timing: tuple[str | None, str | None] | None, while_casting: NP | None) -> int:
        """Modifiers after the verb's arguments, then emit the action."""
        if action is None:
            return end
        action, end, timing2 = self._modifiers(toks, end, action)
        action = self._mode_from_targets(self._written_targets(self._sacrifice_from_targets(action)))
        action = self._victims_not_targets(action)
        self._guess_fits(action)
        timing = timing2 or timing
        if while_casting is not None:
            action = self._while_casting(toks, start, end, action, while_casting)
        if question:
            action = dc_replace(action, question=True)
            self.question = Question("can")
        if (not question or action.kind in ("attack", "block")) and not self._responding and self.actions:
            action = dc_replace(action, settle=True)  # "..., then attack": after what is on the stack resolves
        action = dc_replace(action, source=self._cut(toks[start].start, toks[end - 1].end if end > start else
                                                     toks[start].end))
        action = self._devoured(self._trigger_targets(action))
        if self._pays_last:
            self._pays_last = False
            if self._pay_last_cast(action):
                self.understood.append(action.source)
                return end
        if timing is not None:
            self._timing_for(action, timing)
        elif action.kind == "attack":
            self._to_attackers_turn(toks, action)
        self._tokens_resolved_first(action)
        self._permanent_resolved_first(action)
        self._emit(action)
        for _ in range(min(self._repeat, MAX_REPEAT) - 1):  # "twice": the same action again, as written
            self._emit(dc_replace(action, settle=False))
        self._repeat = 1
        for follower in self._followers:
            self._emit(dc_replace(follower, source=action.source, question=action.question))
        self._followers = []
        self.understood.append(action.source)
        return end

    def _stack_as_written(self) -> list[Action]:
        """What is on the stack as far as the message says (bottom first): casts and activations not yet resolved."""
        pending: list[Action] = []
        for a in self.actions:
            if a.kind in ("resolve", "resolve_all"):
                pending = pending[:-1] if a.kind == "resolve" else []
            elif a.kind in ("cast", "activate") and not a.question:
                pending.append(a)
        return pending

    def _resolve_down_to(self, pending: list[Action], at: int, line: int) -> None:
        """Resolve what the message put on the stack from the top down to pending[at] included."""
        for _ in range(len(pending) - at):
            self._emit(Action("resolve", line, self.lex.written("written", "resolve", self.lang)))

    def _permanent_resolved_first(self, action: Action) -> None:
        """"he plays Llanowar Elves and taps it for mana", « il joue ses Elfes et les engage »: a permanent spell is
        a permanent once it has resolved (608.3); an action that uses it on the battlefield (tap, activate, attack,
        block) says it resolved first; shown. Whether it may be used so soon is the engine's to judge (302.6)."""
        if action.kind not in ("tap_mana", "activate", "attack", "block"):
            return
        used = {r.card.name for r in (action.card, action.blocker, *action.cards) if r is not None}
        if used:
            self._resolved_first(action, lambda spell: spell.is_permanent_card and spell.name in used,
                                 "asm.permanent_resolved_first")

    def _tokens_resolved_first(self, action: Action) -> None:
        """"I cast Raise the Alarm, he Shocks one of my tokens": a token exists only once the spell that creates
        it has resolved (111.1), so that spell (and what was cast above it) resolved before this action; shown."""
        named = {t.card.card.name for t in action.targets if t.card is not None and t.card.card.token}
        if named:
            self._resolved_first(action, lambda spell: any(c.name in named for c in self._tokens_of(spell)),
                                 "asm.resolved_first", casts_only=False)

    def _resolved_first(self, action: Action, needed: Callable[[CardDef], bool], key: str,
                        casts_only: bool = True) -> None:
        """What `action` uses exists only once a spell (or ability) the message put on the stack has resolved
        (`needed` says which card's): that one and everything above it resolve before the action; an enabling
        assumption (`key`) says so. Nothing when no such object is on the stack as written."""
        pending = self._stack_as_written()
        at = next((n for n, a in enumerate(pending) if a.card is not None and (a.kind == "cast" or not casts_only)
                   and needed(a.card.card)), None)
        if at is None:
            return
        spell = pending[at].card
        assert spell is not None
        self._resolve_down_to(pending, at, action.line)
        self.assumptions.append(Assumption("reading", key, {"card": card_name(spell.card)}, card_name(spell.card),
                                           enabling=True, order=len(self.actions)))

    def _to_attackers_turn(self, toks: list[Token], action: Action) -> None:
        """"I put Pacifism on his Bears. Can he attack?": a player attacks only in their own turn (508.1), so an
        attack by the other player than the one whose turn the play began in comes at that player's next turn."""
        if not self.actions or self.setup_from_lines or any(a.kind in ("goto_step", "attack") for a in self.actions):
            return
        if self.first_timing is not None:
            # « je lance X en fin de tour de l'adv, puis j'attaque »: the time said belongs to what came before;
            # an attack written after it, by the other player, is on that player's next turn
            if not action.settle or self.first_timing[0] in (None, "other"):
                return
            active = self.first_timing[0] or "me"
        else:
            active, _ = default_turn(self.actions, tuple(self.players))
        if action.actor in (None, active):
            return
        line = toks[0].line if toks else 1
        self._emit(Action("goto_step", line, self.lex.written("written", "next_turn", self.lang), step="upkeep",
                          actor=action.actor))

    def _subject(self, toks: list[Token], i: int) -> tuple[str, int] | None:
        name = self._declared(toks, i)
        if name is not None and not (i + 1 < len(toks) and toks[i + 1].fold == "'s"):
            return name, i + 1  # "Alice bolts the Elves"
        m = self.lex.match(toks, i, "subject")
        if m is None:
            return None
        j = i + m.length
        if toks[i].fold == "me" and (self.lex.match(toks, j, "verb") or self._card_verb(toks, j)):
            return None  # "il me Foudroie puis me Choc": "me" before a verb is the French object, not "me" acting
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
            if "opponent" not in self.players:  # declared names: "elle répond", the other one than the last actor
                return self._other(self._last_subject()), j
            return "opponent", j
        if m.value == "you":
            return self._you(), j
        if m.value == "we":
            return "we", j
        return None

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
                if self._payment_follows(toks, i + 1, action):
                    i += 1  # "..., exiling Brainstorm": how the action is paid, not a new action
                    continue
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
                if self._payment_follows(toks, i + m.length, action):
                    i += m.length
                    continue
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
            mode = self._mode_phrase(toks, i, action)
            if mode is not None:  # "with the counter mode", "en mode contrer le sort"
                action, i = mode
                continue
            before = self._before_it_resolves(toks, i) or self._stack_context(toks, i) or self._stack_phrase(toks, i)
            if before is not None:  # "before it resolves", "with his Giant Growth on the stack": context
                i = before
                continue
            m = self.lex.match(toks, i, "this_turn")
            if m is not None and action.kind in ("play_land", "cast", "activate"):
                i += m.length  # "then another Forest the same turn": what the message assumes anyway
                continue
            m = self.lex.match(toks, i, "pay")
            if m is not None and (m.value == "free" or self._np_starts(toks, i + m.length) or m.value == "paying"):
                payment, i = self._pay_item(toks, i + m.length, m.value, payment, actor, toks[i],
                                              action.card.card if action.card is not None else None)
                continue
            m = self.lex.match(toks, i, "castmod")
            if m is not None:
                action, i = self._castmod(toks, i, m.value, m.length, action)
                continue
            m = self.lex.match(toks, i, "times")
            if m is not None and action.kind in ("cast", "activate"):
                # "I bolt him twice", « je le foudroie deux fois »: the same action again
                self._repeat = int(m.value)
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
                action, i = self._castmod(toks, i, m.value, m.length, action)
                continue
            m = self.lex.match(toks, i, "pay")
            if m is not None:
                payment, i = self._pay_item(toks, i + m.length, m.value, payment, actor, toks[i],
                                              action.card.card if action.card is not None else None)
                continue
            if action.kind in ("cast", "activate") and toks[i].fold == "en" and i + 2 < len(toks):
                # "en le ciblant", "en les ciblant", "en me ciblant": the target said by a pronoun before the verb
                c = self.lex.match(toks, i + 1, "object", "clitic") or self.lex.match(toks, i + 1, "object",
                                                                                      "clitic_player")
                v = (self.lex.match(toks, i + 1 + c.length, "verb", "target") or
                     self.lex.match(toks, i + 1 + c.length, "prep", "target")) if c is not None else None
                if c is not None and v is not None:
                    clitic = NP("card", i + 1, i + 1 + c.length, toks[i + 1].text,
                                how="dative" if c.value == "clitic_player" else "pronoun")
                    action = dc_replace(action, targets=action.targets + (
                        self._clitic_target(clitic, self._role_of(action), actor),))
                    i += 1 + c.length + v.length
                    continue
            life = self._life_amount(toks, i) if action.targets and action.targets[-1].player is not None else None
            if life is not None:  # "he bolts me at 3 life", « il me Foudroie alors que je suis à 3 »: a stated fact
                player = action.targets[-1].player
                assert player is not None
                self._set_life(player, life[0])
                i = life[1]
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
                x = self._x_value(toks, i + m.length) or self._x_for(toks, i + m.length, action)
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
            if self._tail_starts(toks, i) or self._only_chatter(toks, i):  # "... he shocks me lol"
                break
            if self.lex.match(toks, i, "chatter") is not None:  # "... twice lol, did they die": chatter, then more
                k = self._skip_chatter(toks, i)
                if k < len(toks) and (toks[k - 1].fold == "," or self._tail_starts(toks, k) or
                                      self._clause_starts(toks, k)):
                    i = k
                    break
            raise ReadFailure("err.ff_not_understood", tok.start, toks[-1].end, part=self._cut(tok.start, toks[-1].end))
        action = dc_replace(action, payment=payment)
        if action.kind == "cast":
            action = self._deduce_cost(action, self._free)
        self._free = False
        return action, i, timing

    def _castmod(self, toks: list[Token], i: int, kind: str, length: int, action: Action) -> tuple[Action, int]:
        """A cost named by its keyword: an alternative cost ("with flashback", "en dash"), or an optional one with
        how many times it is paid ("with replicate twice", "multikicker 2", « avec la duplication deux fois »)."""
        i += length
        if kind in ALT_COST_KINDS:
            return dc_replace(action, alt=kind), i
        times = 1
        m = self.lex.match(toks, i, "times")
        if m is not None:
            times, i = int(m.value), i + m.length
        elif kind in ("replicate", "multikicker") and i < len(toks) and toks[i].kind == "number" and \
                toks[i].fold.isdigit() and self._damage_phrase(toks, i) is None:
            times, i = max(1, min(int(toks[i].fold[:3]), MAX_COUNT)), i + 1
        return dc_replace(action, optional_costs=action.optional_costs + ((kind, times),)), i

    def _modifier_starts(self, toks: list[Token], i: int) -> bool:
        if i >= len(toks):
            return False
        if self._damage_phrase(toks, i) is not None:
            return True
        return self.lex.match_any(toks, i, ("prep", "pay", "castmod", "face", "timing_prep", "hold", "response",
                                            "times")) is not None


def _refs_of(action: Action) -> list[CardRef]:
    """The permanents an action names: what acts, what blocks, what it targets, what pays."""
    out = [r for r in (action.card, action.blocker) if r is not None] + list(action.cards)
    out += [t.card for t in action.targets if t.card is not None]
    p = action.payment
    out += [*p.sacrifice, *p.tap, *(ref for ref, _ in p.sources), *p.returned, *p.convoke, *p.improvise]
    return out


def _with_copy(action: Action, name: str, player: str, copy: int) -> Action:
    """`action` with every reference to a permanent `name` of `player` whose copy is unsaid made that copy."""
    def fix(ref: CardRef) -> CardRef:
        if ref.card.name == name and not ref.copy and ref.tapped is None and \
                (ref.owner or action.actor or "me") == player:
            return dc_replace(ref, copy=copy)
        return ref

    p = action.payment
    payment = dc_replace(p, sacrifice=tuple(map(fix, p.sacrifice)), tap=tuple(map(fix, p.tap)),
                         sources=tuple((fix(r), c) for r, c in p.sources), returned=tuple(map(fix, p.returned)),
                         convoke=tuple(map(fix, p.convoke)), improvise=tuple(map(fix, p.improvise)))
    return dc_replace(action, card=fix(action.card) if action.card is not None else None,
                      blocker=fix(action.blocker) if action.blocker is not None else None,
                      cards=tuple(map(fix, action.cards)), payment=payment,
                      targets=tuple(dc_replace(t, card=fix(t.card)) if t.card is not None else t
                                    for t in action.targets))
