"""Noun phrases and card references: where the grammar expects a card or a player, what is written
there names. Exact names and nicknames first, then partial names the situation explains ("the
Elves", "le Spectre"), then pronouns by their role, then the card database (a partial name with
one candidate, a typo clearly closest to one card). Every reading that could be otherwise is a
`Choice` the judge shows, with its second candidate to re-judge with (FREE_FORM.md section 2).
"""

from __future__ import annotations

import functools
from collections.abc import Sequence
from dataclasses import replace as dc_replace

from bot.engine.actions import Action, CardRef, TargetRef
from bot.engine.placeholders import colored_card, fitting, is_placeholder, unnamed_card, unnamed_of_kind
from bot.engine.trace import card_name
from bot.language.freeform.base import ReaderBase
from bot.language.freeform.model import (
    GRAMMAR_CLASSES,
    MAX_REPRESENTATIVES,
    MAX_RUN,
    NP,
    PLACEHOLDER_COLORS,
    STOP_CLASSES,
    Choice,
    card_verb_stems,
)
from bot.language.lexicon import fold
from bot.language.names import STOPWORDS, head_noun_ranked, name_words, partial_match, word_forms
from bot.language.tokens import Token
from cardpool.names import normalize
from cardpool.oracle.keywords import SIMPLE
from foundation.cards import CardDef, ObjectFilter, TargetSpec
from foundation.errors import ReadFailure
from foundation.keywords_fr import french_keyword_names

# where a noun phrase stands for a permanent one of several copies may be ("he blocks one with his Giant")
COPY_ROLES = ("target", "attacked", "attacker", "blocker", "die", "object", "source", "setup")


@functools.cache
def _keyword_forms() -> dict[str, tuple[tuple[tuple[str, ...], str], ...]]:
    """Every simple keyword's written forms, English and French, folded, by first word: first word ->
    ((words, English keyword)...), longest first."""
    forms: dict[str, list[tuple[tuple[str, ...], str]]] = {}
    french = french_keyword_names()
    for keyword in SIMPLE:
        for written in [keyword, keyword.replace(" ", "-")] + french.get(keyword.capitalize(), []):
            words = tuple(fold(w) for w in written.split())
            if words:
                forms.setdefault(words[0], []).append((words, keyword))
    return {k: tuple(sorted(v, key=lambda f: -len(f[0]))) for k, v in forms.items()}


def keyword_at(toks: list[Token], k: int, articles: bool = True) -> tuple[str, int] | None:
    """The simple keyword ("split second", « fraction de seconde », "flying") written at tokens[k] (after an
    article when `articles`): (the English keyword, where its words end)."""
    if articles and k < len(toks) and toks[k].fold in ("the", "la", "le", "l'", "les"):
        k += 1
    if k >= len(toks):
        return None
    for words, keyword in _keyword_forms().get(toks[k].fold, ()):
        if tuple(t.fold for t in toks[k:k + len(words)]) == words:
            return keyword, k + len(words)
    return None


class NounPhrases(ReaderBase):
    """Card and player references (module doc)."""

    def _strong_name(self, toks: list[Token], j: int) -> bool:
        """A card's name at tokens[j] that can't be a common word: written like a name (a capital inside the
        sentence, quotes), a nickname, or words that are neither the grammar's nor common ones."""
        exact = self._exact(toks, j, True)
        if exact is None:
            return False
        card, end, how = exact
        if how in ("nick", "quote") or toks[j].kind == "quote":
            return True
        written = [n for n in range(j, end) if toks[n].kind == "word"]
        if j > 0 and any(toks[n].text[:1].isupper() for n in written):
            return True
        return any(not self.lex.knows(toks[n].fold) and not self.lex.match(toks, n, "common")
                   and toks[n].fold not in STOPWORDS for n in written)

    def _name_start(self, toks: list[Token], np: NP) -> int:
        """Where the name itself starts in a noun phrase (after its article, number or possessive)."""
        for k in range(np.start, np.end):
            if self._exact(toks, k, True) is not None:
                return k
        return np.start

    def _names_a_card(self, toks: list[Token]) -> bool:
        return any(self._exact(toks, k) is not None for k in range(len(toks)) if toks[k].kind in ("word", "quote"))

    def _name_across(self, toks: list[Token], i: int) -> tuple[CardDef, int, int] | None:
        """A card's name written at tokens[i] across a word or mark that also separates list items, when the name
        has it ("Sword of Fire and Ise", "Thalia, Guardian of Thraban", « Épée du feu et de la glase »): (card,
        position after the name, letters mistyped). The first word is written right; the whole is as close to the
        name as a typo may be (`_typo_distance`); None when no such name is there, or two are as close."""
        if i >= len(toks) or toks[i].kind != "word":
            return None
        stop = min(i + MAX_RUN + 2, len(toks))
        joints = self.lex.phrases("sep")
        if not any(t.fold == "," or t.fold in joints for t in toks[i + 1:stop]):
            return None
        seps = tuple(k - i for k in range(i + 1, stop)
                     if toks[k].fold == "," or self.lex.match(toks, k, "sep", "and") is not None)
        if not seps:
            return None
        key = (tuple((t.kind, t.fold) for t in toks[i:stop]), seps)
        if key not in self.across_names:
            self.across_names[key] = self._find_across(toks, i, seps)
        found = self.across_names[key]
        if found is None:
            return None
        card = self.pool.get(found[0])
        return (card, i + found[1], found[2]) if card is not None else None

    def _find_across(self, toks: list[Token], i: int, seps: tuple[int, ...]) -> tuple[str, int, int] | None:
        """`_name_across` worked out: (English name, tokens it takes, letters mistyped)."""
        words = self._words_from(toks, i)
        if not words:
            return None
        ends = self._word_ends(toks, i)
        found: list[tuple[int, int, str, int]] = []  # (distance, -words, English name, tokens)
        for first in word_forms(words[0]):
            for cand, english, how in self.names.starting(first):
                n = len(cand)
                if how == "nick" or n < 2 or n > len(words) or n not in ends or \
                        _typo_distance(words[1], cand[1]) is None:
                    continue
                end = self._token_after(toks, i, n) - i
                crossed = [k for k in seps if k < end - 1]
                if not crossed:
                    continue
                distance = _typo_distance(" ".join(words[:n]), " ".join(cand))
                if distance is None:
                    continue
                if any(toks[i + k].fold == "," for k in crossed):
                    card = self.pool.get(english)
                    if card is None or "," not in f"{card.name} {card.name_fr or ''}":
                        continue  # "Bolt, Shock": no name of a card has that comma
                found.append((distance, -n, english, end))
        if not found:
            return None
        found.sort()
        best = found[0]
        if any(f[0] == best[0] and f[1] == best[1] and f[2] != best[2] for f in found[1:]):
            return None  # two names as close: the reading with separators decides, or the typo reader asks
        return best[2], best[3], best[0]

    def _inside_name(self, toks: list[Token], j: int) -> bool:
        """Whether the list separator at tokens[j] is inside a card's name begun just before it (module doc of
        `_name_across`)."""
        for s in range(j - 1, max(j - MAX_RUN, -1), -1):
            if toks[s].kind != "word":
                continue
            across = self._name_across(toks, s)
            if across is not None and across[1] > j + 1:
                return True
        return False

    def _list_sep(self, toks: list[Token], j: int, card_verbs: bool = True, players: bool = False) -> int | None:
        """The position after a list separator ("," "and" "et") when a list item follows; with `players`, a
        player ("me and him", « moi et lui ») is an item too (target lists)."""
        if j >= len(toks):
            return None
        k = j
        if self._inside_name(toks, j):
            return None  # "Thalia, Guardian of Thraban": the comma is the name's
        if toks[k].kind == "punct" and toks[k].fold == ",":
            k += 1
        m = self.lex.match(toks, k, "sep", "and")
        if m is not None:
            k += m.length
        if k == j or self._result_tail(toks, k):  # "..., who dies?": "Who" is a card's name, not one of the list
            return None
        if self._clause_starts(toks, k, card_verbs):
            exact = None if card_verbs else self._exact(toks, k, True)
            if exact is None or self._zone_phrase(toks, exact[1]) is None and \
                    self._list_sep(toks, exact[1], card_verbs) is None and exact[1] < len(toks):
                return None  # "and cast Bolt"; but "and Counterspell in hand" is a card of the list
        if players and self._player_starts(toks, k):
            return k
        return k if self._np_starts(toks, k) else None

    def _in_combat(self, toks: list[Token], np: NP, j: int, actor: str) -> int:
        """Where a creature's noun phrase ends once what it says of its combat ("blocked by his Giant") is read:
        the context layer (`context.Context`) reads it; here, nothing follows."""
        return j

    def _player_starts(self, toks: list[Token], k: int) -> bool:
        """Whether a player reference starts at tokens[k]: a declared name alone, "me", "him", "my opponent",
        « lui », "his face"."""
        if k >= len(toks):
            return False
        if self._declared(toks, k) is not None:
            return True
        if self.lex.match_any(toks, k, ("face",)) is not None:
            return True
        m = self.lex.match(toks, k, "object", "player")
        if m is not None:
            n = k + m.length  # « elle » before a word the lexicon doesn't know is the subject of a clause unread
            return not (self.lex.match(toks, k, "subject") is not None and n < len(toks)
                        and toks[n].kind == "word" and not self.lex.knows(toks[n].fold))
        m = self.lex.match(toks, k, "subject")  # "me", "my opponent"; not "he"/« il », subjects only
        return m is not None and m.value in ("me", "opponent") and not (
            k + m.length < len(toks) and toks[k + m.length].fold == "'s")

    def _np_starts(self, toks: list[Token], k: int) -> bool:
        if k >= len(toks):
            return False
        if self._declared(toks, k) is not None:
            return k + 1 < len(toks) and toks[k + 1].fold == "'s"  # "Bob's Elves"; "Bob" alone is a player
        if self._damage_phrase(toks, k) is not None:
            return False
        if toks[k].kind in ("quote", "number"):
            return True
        if self.lex.match_any(toks, k, ("article", "possessive", "number", "none")) is not None:
            return True
        if self.names.hits(self._words_from(toks, k), 0):
            return True
        return False

    def _card_verb(self, toks: list[Token], i: int) -> tuple[NP, int] | None:
        """A card's name or nickname used as a verb ("I bolt the Elves", "je Foudre ses Elfes",
        "opp Giant Growths his Elves"): an instant or sorcery, inflected or not."""
        if i >= len(toks) or toks[i].kind not in ("word", "quote"):
            return None
        if self.lex.match_any(toks, i, GRAMMAR_CLASSES):
            return None  # a word of the grammar ("returning", "Response"...) is read as grammar
        m = self.lex.match(toks, i, "card_verb")
        if m is not None:  # "je le foudroie": a verb the lexicon says means casting that card
            card = self.pool.get(m.value)
            if card is not None and not self._event_follows(toks, i + m.length):
                end = i + m.length
                written = [h for h in self.names.hits(self._words_from(toks, i), 0, self._word_ends(toks, i))
                           if h.english == card.name and h.how != "nick"]
                if written:  # "with Swords to Plowshares": the whole name is written, not the verb "swords" + "to"
                    end = max(end, self._token_after(toks, i, written[0].length))
                card = self._override(card, toks, i, end, "exact", None)
                return NP("card", i, end, self._cut(toks[i].start, toks[end - 1].end), card=card, how="exact"), end
        words = self._words_from(toks, i)
        tries = [words]
        w = words[0] if words else ""
        for suffix in ("ed", "d", "ing", "s"):
            if w.endswith(suffix) and len(w) > len(suffix) + 2:
                tries.append([w[: -len(suffix)]] + words[1:])
        if toks[i].text[:1].islower():  # « il choque ses Elfes »: a French conjugated form of the name (Choc)
            tries.extend([stem] + words[1:] for stem in card_verb_stems(w))
        common = (self.lex.knows(toks[i].fold) or self.lex.match(toks, i, "common") is not None) and not (
            i > 0 and toks[i].text[:1].isupper() and not toks[i].text.isupper())
        for cand_words in tries:
            ends = self._word_ends(toks, i)
            hits = self.names.hits(cand_words, 0, ends)
            for hit in hits:
                card = self.pool.get(hit.english)
                if card is None or not ({"instant", "sorcery"} & card.types or hit.how == "nick" and
                                        card.is_permanent_card and any(ab.targets for ab in card.triggered)):
                    continue  # "I o-ring his Bears": a nickname of a permanent whose own trigger targets
                if common and hit.length == 1 and hit.how != "nick":
                    continue  # "how much life": a word of the grammar or a common one is no card unless written as one
                end = self._token_after(toks, i, hit.length)
                if self._event_follows(toks, end):
                    return None  # "Bolt resolves", "la Foudre se résout": the spell is the subject of an event
                card = self._override(card, toks, i, end, "exact", None)
                return NP("card", i, end, self._cut(toks[i].start, toks[end - 1].end), card=card, how=hit.how), end
        return None

    def _named_event(self, toks: list[Token], i: int) -> bool:
        """Whether tokens[i] starts a card's name (after an optional article or possessive) that is the
        subject of an event verb: "Bolt resolves", "la Foudre se résout", "his Elves die"."""
        if i >= len(toks) or toks[i].kind not in ("word", "quote"):
            return False
        a = self.lex.match_any(toks, i, ("article", "possessive"))
        k = i + a.length if a is not None else i
        if k >= len(toks) or self.lex.match_any(toks, k, GRAMMAR_CLASSES):
            return False
        for hit in self.names.hits(self._words_from(toks, k), 0, self._word_ends(toks, k)):
            if self._event_follows(toks, self._token_after(toks, k, hit.length)):
                return True
        return False

    def _event_follows(self, toks: list[Token], j: int) -> bool:
        """Whether an event verb (resolve, die) comes at tokens[j], after an optional reflexive "se"."""
        if j < len(toks) and toks[j].fold in ("se", "s'"):
            j += 1
        return self.lex.match(toks, j, "verb", "resolve") is not None or \
            self.lex.match(toks, j, "verb", "die") is not None

    def _exact_np(self, toks: list[Token], i: int) -> tuple[NP, int] | None:
        """A card named exactly (after an article or possessive), never guessed."""
        j = i
        owner = None
        for _ in range(2):
            m = self.lex.match_any(toks, j, ("article", "possessive"))
            here = self._exact(toks, j) if m is not None else None
            if m is None or here is not None and ((after := self._exact(toks, j + m.length)) is None or
                                                  after[1] <= here[1]):
                break  # "La Colère" is a card's name; « la Colère de Dieu » another, longer one
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

    def _target_role(self, card: CardDef) -> str:
        stack_kinds = {"spell", "activated_ability", "triggered_ability", "ability", "spell_or_ability"}
        kinds = {spec.kind for spec in card.targets}
        if kinds and kinds <= stack_kinds:
            return "target:spell"
        modes = {spec.kind for mode in card.modes for spec in mode.targets} if not kinds else set()
        if modes & stack_kinds and any(mn.role == "cast" and mn.action < len(self.actions) for mn in self.mentions):
            return "target:spell"  # "I Red Elemental Blast it" after a spell: a mode that counters it (then 700.2)
        return "target"

    def _role_of(self, action: Action) -> str:
        if action.card is None:
            return "target"
        if action.kind == "activate":
            return "target"
        return self._target_role(action.card.card)

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
        if is_placeholder(np.card):  # "in response to his spell": one the message never names, already paid for
            action = dc_replace(action, kind="on_stack", words=("paid_before",), notes=())
        on_stack = self.lex.match(toks, j, "on_stack")  # "his Bolt (still) on the stack": where it is, not a target
        j += on_stack.length if on_stack is not None else 0
        p = self.lex.match(toks, j, "prep", "target")
        targets = self._target_list(toks, j + p.length, owner, self._target_role(np.card)) if p is not None else \
            self._relative_targets(toks, j, owner)
        if targets is not None:
            action = dc_replace(action, targets=tuple(targets[0]))
            j = targets[1]
        self._mention(np.card, owner, "cast", len(self.actions))
        self._emit(action)
        return j

    def _object(self, toks: list[Token], i: int, role: str, clitic: NP | None) -> NP:
        if clitic is not None:
            return self._pronoun_np(clitic, role)
        np = self._np(toks, i, role)
        if np is None or np.card is None:
            raise ReadFailure("err.ff_expected_card", toks[min(i, len(toks) - 1)].start, toks[-1].end,
                              part=self._cut(toks[min(i, len(toks) - 1)].start, toks[-1].end))
        return np

    def _np_list(self, toks: list[Token], i: int, role: str, card_verbs: bool = True) -> list[NP]:
        """Cards in a list ("two Islands and Cancel"); without `card_verbs`, "and Bolt" is a card of the
        list, not a new clause casting it (a payment: "discarding an Island and a Bolt")."""
        out: list[NP] = []
        j = i
        for _ in range(20):
            np = self._np(toks, j, role)
            if np is None or np.card is None:
                break
            out.append(np)
            j = np.end
            sep = self._list_sep(toks, j, card_verbs)
            if sep is None:
                break
            j = sep
        return out

    def _target_list(self, toks: list[Token], i: int, actor: str, role: str) -> tuple[list[TargetRef], int] | None:
        out: list[TargetRef] = []
        j = i
        board = self._board_of(toks, i, actor)
        if board is not None:  # "Pyroclasm on his board": the side of the battlefield a spell's effect is about
            return [board[0]], board[1]
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
                        "ability" not in np.status and \
                        not any(mn.card.name == np.card.name and mn.role == "cast" for mn in self.mentions):
                    after = self._spell_on_stack(toks, j)  # "I counter his Bolt (that's targeting me)"
                    if after is not None:
                        out.append(self._target_ref(np, actor))
                        j = after
                        sep = self._list_sep(toks, j, players=True)
                        if sep is None:
                            break
                        j = sep
                        continue
                out.append(self._target_ref(np, actor))
                j = self._in_combat(toks, np, np.end, actor)  # "my Bears blocked by his Giant"
            sep = self._list_sep(toks, j, players=True)
            if sep is None:
                break
            j = sep
        return (out, j) if out else None

    def _board_of(self, toks: list[Token], i: int, actor: str) -> tuple[TargetRef, int] | None:
        """"on his board", "on my side", « de son côté »: a player's side of the battlefield (a zone phrase with a
        possessive, `zone` battlefield, starting just before tokens[i]), read as that player, never as a card
        named "Board"."""
        for start in (i - 1, i):
            z = self.lex.match(toks, start, "zone", "battlefield") if start >= 0 else None
            if z is None or start + z.length <= i:
                continue
            poss = next((m for k in range(start, start + z.length) if (m := self.lex.match(toks, k, "possessive"))
                         is not None), None)
            if poss is None:
                return None
            player = actor if poss.value == "me" else self._other(actor)
            return TargetRef(player=player, text=self._cut(toks[i].start, toks[start + z.length - 1].end)), \
                start + z.length
        return None

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
        clitic = self.lex.match(toks, k, "object", "clitic") or self.lex.match(toks, k, "object", "clitic_player")
        t = self.lex.match(toks, k + (clitic.length if clitic is not None else 0), "verb", "target")
        if clitic is not None and t is not None:  # "qui le cible", "qui me cible": the thing or player just named
            end = k + clitic.length + t.length
            if clitic.value == "clitic_player":
                return [TargetRef(player="me" if toks[k].fold in ("me", "m'") else self._other("me"),
                                  text=toks[k].text)], end
            np = self._pronoun_np(NP("card", k, k + clitic.length, toks[k].text, how="pronoun"), "target")
            return [self._target_ref(np, owner)], end
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
            self.sent) else 0, np.owner, np.ordinal, _tapped(np)), text=np.text)

    def _ref(self, np: NP, actor: str) -> CardRef:
        assert np.card is not None
        owner = np.owner
        return CardRef(np.card, np.text, 0, owner, np.ordinal, _tapped(np))

    def _one_head(self, toks: list[Token], j: int) -> bool:
        """Whether "one" / « un » at tokens[j] stands for a card already named ("the untapped one")."""
        return self.lex.match(toks, j, "one_head") is not None

    def _copy_meant(self, toks: list[Token], j: int, owner: str | None, ordinal: int,
                    prefix: set[str]) -> NP | None:
        """"the other one", "the first one", "the untapped one", « l'autre », « le premier »: one of the copies of
        the permanent named last (of the possessive's player), the one the ordinal or the state says; (a name
        after the ordinal is read as a name: "the first Knight")."""
        end = j
        head = self.lex.match(toks, j, "one_head")
        if head is not None:
            end = j + head.length
        elif j < len(toks) and toks[j].kind == "word" and self.lex.match_any(toks, j, STOP_CLASSES) is None:
            return None  # "the first Knight": a name follows
        found = [(c, o) for c, o in self._situation_cards(owner) if c.is_permanent_card]
        if not found:
            return None
        several = [(c, o) for c, o in found if self._copies(c.name) > 1]
        card, whose = (several or found)[0]
        return NP("card", j, max(end, j), self._cut(toks[max(j - 1, 0)].start, toks[max(end, j) - 1].end), card=card,
                  owner=owner or whose, how="situation", ordinal=ordinal, status=frozenset(prefix))

    def _one_copy(self, toks: list[Token], i: int, role: str) -> NP | None:
        """"(he blocks) one (with his Giant)", "one (is tapped)": "one" alone, where a permanent is expected, when the
        situation has several permanents of one name: one of them, which one unsaid (`copy_assumptions`)."""
        if role not in COPY_ROLES:
            return None
        one = self.lex.match(toks, i, "one_head")
        if one is None:
            return None
        k = i + one.length
        if k < len(toks) and toks[k].kind != "punct" and self.lex.match_any(toks, k, ("prep", "sep", "verb")) is None:
            return None  # "one Forest": a number
        if not any(self._copies(c.name) > 1 for c, _ in self._situation_cards(None) if c.is_permanent_card):
            return None
        return self._copy_meant(toks, i, None, 0, set())

    def _np(self, toks: list[Token], i: int, role: str, allow_db: bool = True, actor: str | None = None) -> NP | None:
        """A card or player reference at tokens[i] (module doc: exact, situation, pronoun, database)."""
        if i >= len(toks):
            return None
        start = i
        tok = toks[i]
        if tok.kind == "quote":
            card = self.pool.lookup(tok.text) or self._typo(tok.text, i, i + 1, role)
            return NP("card", i, i + 1, tok.text, card=card, how="quote")
        if role == "target:spell":
            m = self.lex.match(toks, i, "ability_of")
            if m is not None:  # "the ability of his Elves": the permanent the ability is of
                inner = self._np(toks, i + m.length, "target", allow_db, actor)
                if inner is not None and inner.kind == "card":
                    inner.start = start
                    inner.status = inner.status | {"ability"}  # its ability, not a spell of that name
                    return inner
        m = self.lex.match(toks, i, "target_of")
        if m is not None:  # "the target of my Bolt", « la cible de ma Foudre »: what that spell targets
            inner = self._np(toks, i + m.length, "target:spell", allow_db, actor)
            if inner is not None and inner.card is not None:
                return self._target_of(toks, inner.card, start, inner.end)
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
        if sm is not None and self.lex.match(toks, i, "ordinal") is not None and any(
                self._copies(c.name) > 1 for c, _ in self._situation_cards(None)):
            sm = None  # « l'autre » with two Knights in play: the other Knight, not the other player
        if sm is not None and role.startswith("target") and (i + sm.length >= len(toks) or
                                                             toks[i + sm.length].fold != "'s"):
            if sm.value == "me":
                return NP("player", i, i + sm.length, tok.text, player="me")
            if sm.value in ("opponent", "he"):
                return NP("player", i, i + sm.length, tok.text, player="opponent")
        one = self._one_copy(toks, i, role)
        if one is not None:  # "he blocks one with his Giant": one of my two Knights
            return one
        made = self._token_np(toks, i, actor)
        if made is not None:  # "my tokens", « les jetons Soldat »: tokens the play's effects create
            return made
        # a name that begins with an article ("The Abyss")
        # "Bob": a player, not a card; the object of "cast" is a card even when it is also a word ("counterspell")
        exact = None if self._declared(toks, i) is not None else self._exact(toks, i, role in ("cast", "setup"))
        count, owner, ordinal = 1, None, 0
        prefix: set[str] = set()  # "a tapped Forest", "an untapped Llanowar Elves", "une Forêt engagée" comes after
        j = i
        for _ in range(6):
            if exact is not None:
                break
            st = self.lex.match(toks, j, "status") if role == "setup" or self._one_head(toks, j + 1) else None
            if st is not None and st.value in ("tapped", "untapped", "sick") and not self._exact(toks, j):
                prefix.add(st.value)
                j += st.length
                exact = self._exact(toks, j, True)
                continue
            o = self.lex.match(toks, j, "ordinal") if role not in ("setup", "cast") else None
            if o is not None and not self._exact(toks, j):  # "the first Knight", "the other one", « l'autre »
                ordinal = int(o.value)
                j += o.length
                exact = self._exact(toks, j, True)
                continue
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
                owner = self._possessor(m.value, actor)
                j += m.length
                exact = self._exact(toks, j, True)
                continue
            name = self._declared(toks, j)
            if name is not None and j + 1 < len(toks) and toks[j + 1].fold == "'s":
                owner = name  # "Bob's Grizzly Bears"
                j += 2
                exact = self._exact(toks, j)
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
        if exact is None and role == "setup":
            typed = self._typed_card(toks, j)
            if typed is not None:  # "2 cards (in hand)", "an instant (in graveyards)", « une carte de créature »
                return NP("card", start, typed[1], self._cut(toks[j].start, toks[typed[1] - 1].end), card=typed[0],
                          owner=owner, count=count, how="generic")
        if exact is not None and exact[2] == "nick":
            # "he has Balduvian Bears, I bolt his bears": a card of the situation the word is part of the name of
            # comes before the card the nickname stands for elsewhere
            words = [w for t in toks[j:exact[1]] for w in t.words]
            found = [(c, n) for c, n in self._situation_partial(words, owner) if c.name != exact[0].name]
            if found and not any(c.name == exact[0].name for c, _ in self._situation_cards(owner)):
                exact = None
        across = self._name_across(toks, j) if allow_db and (exact is None or exact[2] == "nick" or exact[1] - j < 4) \
            else None
        if across is not None and (exact is None or across[1] > exact[1]):  # "Thalia, Guardian of Thraban"
            exact = (across[0], across[1], "typo" if across[2] else "exact")
        if exact is not None and allow_db:
            longer = self._longer_typo(toks, j, exact, role)  # "Birds of Paradice": not the nickname "Birds"
            if longer[0] is not None:
                exact = (longer[0], longer[1], longer[2])
        copy = self._copy_meant(toks, j, owner, ordinal, prefix) if exact is None and (ordinal or prefix) and \
            role != "setup" else None
        if copy is not None:  # "the other one", "the untapped one", « le premier »: a card of the situation
            np = copy
            np.start = start
        elif exact is not None:
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
            np.owner = self._possessor(m.value, actor)
            np.end += m.length
        elif np.end + 1 < len(toks) and toks[np.end].fold in ("d'", "de", "of") and \
                self._declared(toks, np.end + 1) is not None:
            np.owner = self._declared(toks, np.end + 1)  # "les Grizzlis d'Alice"
            np.end += 2
        elif np.card is not None and np.card.is_permanent_card:
            whose = self._of_player(toks, np.end)
            if whose is not None:  # « les Grizzlis de mon pote », « la créature à mon adversaire »
                np.owner, np.end = whose
        if np.card is not None and not np.card.is_permanent_card:
            m = self.lex.match(toks, np.end, "target_suffix")
            if m is not None and (m.length > 1 or toks[np.end].fold != "target" or np.how == "nick"):
                return self._target_of(toks, np.card, start, np.end + m.length)  # "my bolt's target"
        if role == "target:spell" and np.card is not None and np.card.is_permanent_card:
            m = self.lex.match(toks, np.end, "ability_suffix")
            if m is not None:  # "the Elves' ability", "my Looter's ability"
                np.end += m.length
                np.status = np.status | {"ability"}
        status = self._status_words(toks, np.end) if role in ("setup",) else None
        if status is not None:
            np.status, np.end = status
        np.status = np.status | frozenset(prefix)
        np.ordinal = np.ordinal or ordinal
        if np.owner is None and np.card is not None:
            np.owner = self._owner_from_situation(np.card)
        return np

    def _typed_card(self, toks: list[Token], j: int) -> tuple[CardDef, int] | None:
        """"2 cards", "an instant", "a creature card", « une carte d'éphémère », « deux rituels »: cards a setup in
        prose describes by their type only ("opp has 2 cards in hand", "there's an instant and a creature in
        graveyards"), unnamed cards of that type (`placeholders`); (the card, where its words end). A type without
        "card" is read so only before a zone that holds cards (hand, graveyard, exile, library): "a creature" on
        the battlefield is a permanent the message doesn't name."""
        m = self.lex.match(toks, j, "card_type")
        if m is None:
            return None
        kind, k = m.value, j + m.length
        if kind == "card":
            if k + 1 < len(toks) and toks[k].fold in ("de", "d'", "of"):  # « une carte de créature »
                t = self.lex.match(toks, k + 1, "card_type")
                if t is not None and t.value != "card":
                    kind, k = t.value, k + 1 + t.length
        else:
            c = self.lex.match(toks, k, "card_type", "card")  # "a creature card"
            if c is not None:
                k += c.length
            elif not self._card_zone_follows(toks, k):
                return None
        card = unnamed_card(kind)
        return (card, k) if card is not None else None

    def _card_zone_follows(self, toks: list[Token], k: int) -> bool:
        """Whether the list going on at tokens[k] ends with a zone that holds cards, not permanents ("... in
        graveyards", « ... en main »), before the clause ends."""
        for n in range(k, min(len(toks), k + 24)):
            if toks[n].kind == "punct" and toks[n].fold in (";", ".", "?", "!"):
                return False
            every = self.lex.match(toks, n, "every_zone")
            zone = self._zone_phrase(toks, n)
            if every is not None or zone is not None:
                return every is not None or zone is not None and zone[0] in ("hand", "graveyard", "exile", "library")
            if n > k and self._clause_starts(toks, n):
                return False
        return False

    def _longer_typo(self, toks: list[Token], j: int, exact: tuple[CardDef | None, int, str],
                     role: str) -> tuple[CardDef | None, int, str]:
        """"Sword to Plowshares", "Wrath of Good", "Birds of Paradice": a name (or nickname) found at the start of
        a longer name written with a typo, whose next words join it ("of", "to"...) and are no word of the
        grammar: the longer name, read as a typo, when one is clearly close enough."""
        end = exact[1]
        if end + 1 >= len(toks) or self.lex.match(toks, end, "name_joint") is None:
            return exact
        stop = end + 1
        while stop < len(toks) and stop < end + 4 and toks[stop].kind == "word" and \
                self.lex.match_any(toks, stop, STOP_CLASSES + ("subject", "object", "article", "possessive")) is None:
            stop += 1
        if stop == end + 1:
            return exact
        mark = self._tentative()
        for k in range(stop, end + 1, -1):
            try:
                card = self._typo(self._cut(toks[j].start, toks[k - 1].end), j, k, role)
            except ReadFailure:
                card = None
            if card is not None and not (self.choices[mark[0]:] and self.choices[-1].close):
                self._undo(mark)  # recorded again as the name is read
                return card, k, "typo"
            self._undo(mark)
        return exact

    def _token_np(self, toks: list[Token], i: int, actor: str | None) -> NP | None:
        """"my tokens", "the two Soldier tokens", « mes jetons », « les jetons Soldat »: tokens aren't cards of any
        zone (111.1), they are what the effects of the play make; the tokens of the cards the message's actions use
        (the owner's, when a possessive says whose), those of the creature type written when one is. When the play
        makes none of them, the words describe the token ("two 1/1 Soldier tokens", « un jeton Soldat blanc 1/1 »,
        "a Treasure", « un Trésor »): a permanent the message puts on the battlefield like any other."""
        j, owner, count = i, None, 1
        for _ in range(3):
            m = self.lex.match_any(toks, j, ("possessive", "article", "number"))
            if m is None:
                break
            if m.cls == "possessive":
                owner = self._possessor(m.value, actor)
            elif m.cls == "number" and m.value.isdigit():
                count = int(m.value)
            j += m.length
        if j < len(toks) and toks[j].kind == "number" and toks[j].fold.isdigit() and \
                self._power_toughness(toks, j) is None:
            count, j = max(1, min(int(toks[j].fold[:3]), 100)), j + 1  # "2 Soldier tokens"
        pt = self._power_toughness(toks, j)
        if pt is not None:
            j = pt[2]
        word = next((k for k in range(j, min(j + 4, len(toks))) if self.lex.match(toks, k, "token_word")), None)
        if word is None:
            return self._predefined_token(toks, i, j, owner, count)
        typed = [t.fold for t in toks[j:word]]
        end = word + 1
        if not typed and end < len(toks) and toks[end].kind == "word" and \
                self.lex.match_any(toks, end, STOP_CLASSES) is None:
            typed, end = [toks[end].fold], end + 1  # « les jetons Soldat »
            if end < len(toks) and toks[end].fold in PLACEHOLDER_COLORS:
                typed, end = typed + [toks[end].fold], end + 1  # « jetons Soldat blancs »
        after = self._power_toughness(toks, end) if pt is None else None
        if after is not None:  # « deux jetons Soldat 1/1 »
            pt, end = after, after[2]
        plural = toks[word].fold.endswith(("s", "x"))
        if plural and count == 1 and not any(self.lex.match(toks, k, "article", "any") and
                                             toks[k].fold in ("one", "un", "une") for k in range(i, j)):
            count = 2  # "my tokens": several, unless "one of my tokens"
        self.token_counts = {}
        made = self._tokens_made(owner)
        if typed:
            made = [c for c in made if any(w.rstrip("s") in (s.lower() for s in c.subtypes) or
                                           w in fold(c.name_fr).split() for w in typed)]
        if not made:
            described = _described_token(typed, pt)
            if described is None:
                return None
            made = [described]
        self.token_names.update(c.name for c in made)
        return NP("card", i, end, self._cut(toks[i].start, toks[end - 1].end), card=made[0], owner=owner,
                  count=count, how="token")

    def _power_toughness(self, toks: list[Token], j: int) -> tuple[int, int, int] | None:
        """"1/1", "2/2" at tokens[j]: (power, toughness, position after)."""
        if j + 2 < len(toks) and toks[j].kind == "number" and toks[j + 1].fold == "/" and \
                toks[j + 2].kind == "number" and toks[j].fold.isdigit() and toks[j + 2].fold.isdigit():
            return min(int(toks[j].fold[:3]), 999), min(int(toks[j + 2].fold[:3]), 999), j + 3
        return None

    def _predefined_token(self, toks: list[Token], i: int, j: int, owner: str | None, count: int) -> NP | None:
        """"a Treasure", « un Trésor », "two Food": a predefined token (111.10) named without the word "token" (no
        card has that name: `_exact` read it first)."""
        from cardpool import tokens

        if j >= len(toks) or toks[j].kind != "word" or _fold_plain(toks[j].text) not in tokens.predefined_first_words():
            return None
        for n in (2, 1):
            if j + n > len(toks) or any(t.kind != "word" for t in toks[j:j + n]):
                continue
            card = tokens.lookup(" ".join(t.text for t in toks[j:j + n]))
            if card is not None and "creature" not in card.types and self._exact(toks, j) is None:
                end = j + n
                self.token_names.add(card.name)
                return NP("card", i, end, self._cut(toks[i].start, toks[end - 1].end), card=card, owner=owner,
                          count=count, how="token")
        return None

    def _tokens_made(self, owner: str | None) -> list[CardDef]:
        """The tokens the effects of the message's actions create (created by the acting player), in order."""
        out: list[CardDef] = []
        for action in self.actions:
            if action.card is None or owner is not None and (action.actor or "me") != owner:
                continue
            for made in self._tokens_of(action.card.card, count=True):
                if all(c.name != made.name for c in out):
                    out.append(made)
        return out

    def _tokens_of(self, card: CardDef, count: bool = False) -> list[CardDef]:
        """The tokens a card's effects create (with `count`, added to `token_counts`)."""
        from cardpool import tokens

        out: list[CardDef] = []
        effects = list(card.effects) + [e for ab in card.activated for e in ab.effects] + \
            [e for ab in card.triggered for e in ab.effects]
        for effect in effects:
            if effect.kind != "create_token":
                continue
            key = effect.get("token")
            made = tokens.predefined(str(key)) if key is not None else tokens.creature_token(
                int(effect.get("power") or 0) if str(effect.get("power") or 0).isdigit() else 0,
                int(effect.get("toughness") or 0) if str(effect.get("toughness") or 0).isdigit() else 0,
                str(effect.get("colors", "")), tuple(effect.get("types") or ("creature",)),
                tuple(effect.get("subtypes") or ()))
            if made is None:
                continue
            if count:
                n = effect.get("count", 1)
                self.token_counts[made.name] = self.token_counts.get(made.name, 0) + (n if isinstance(n, int) else 1)
            out.append(made)
        return out

    def _possessor(self, value: str, actor: str | None) -> str:
        """The player a possessive stands for: "my" the asking player, "your" the other one (an assumption),
        "his opponent's" / « de son adversaire » the opponent of the player acting, else the opponent."""
        if value == "me":
            return "me"
        if value == "you":
            return self._you()
        if value == "other":
            return self._other(actor or self._last_subject())
        return "opponent"

    def _of_player(self, toks: list[Token], j: int) -> tuple[str, int] | None:
        """"of my buddy", « de mon pote », « à mon adversaire » after a permanent: whose it is (any phrase the
        lexicon reads as a player subject, after one of the `of_player` words); (owner, position after)."""
        m = self.lex.match(toks, j, "of_player")
        if m is None:
            return None
        k = j + m.length
        sm = self.lex.match(toks, k, "subject")
        if sm is None or (k + sm.length < len(toks) and toks[k + sm.length].fold in ("'s", "’s")):
            return None
        if sm.value == "me":
            return "me", k + sm.length
        if sm.value == "opponent" or sm.value == "he" and "opponent" in self.players:
            return "opponent", k + sm.length
        return None

    def _target_of(self, toks: list[Token], spell: CardDef, start: int, end: int) -> NP:
        """The first target of the last cast of `spell` the message wrote ("my bolt's target"): that card or
        player, as if named again; an error when the message gave that spell no target."""
        text = self._cut(toks[start].start, toks[end - 1].end)
        for action in reversed(self.actions):
            if action.kind in ("cast", "on_stack") and action.card is not None and \
                    action.card.card.name == spell.name and action.targets:
                t = action.targets[0]
                if t.player is not None:
                    return NP("player", start, end, text, player=t.player)
                assert t.card is not None
                return NP("card", start, end, text, card=t.card.card, owner=t.card.owner, how="exact")
        raise ReadFailure("err.ff_pronoun", toks[start].start, toks[end - 1].end, word=text)

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
            if hit.length == 1 and (self._grammar_word(toks, i) or self.lex.match_any(
                    toks, i, ("question_word", "common")) is not None) and hit.how != "nick" and not (
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
            if tok.kind not in ("word", "number") or self.lex.match(toks, j, "ability_suffix") is not None and \
                    tok.fold in ("'s", "’s"):
                break  # "the Looter's ability": the name ends before its possessive ("Lion's Eye" goes on)
            if j > i and self.lex.match_any(toks, j, STOP_CLASSES) is not None and \
                    tok.fold not in ("de", "of", "du", "la", "le", "the", "d'", "l'"):
                break
            if j == i and self.lex.match_any(toks, j, STOP_CLASSES + ("subject", "object")) is not None and \
                    not (j > 0 and tok.text[:1].isupper() and not tok.text.isupper() and
                         self.lex.match_any(toks, j, ("verb",)) is not None and
                         self.lex.match_any(toks, j, ("subject", "object", "possessive", "article")) is None):
                break  # a grammar word; but "the Looter's ability": a verb elsewhere (« looter »), written as a name

            j += 1
            n += 1
        while j > i and toks[j - 1].fold in ("de", "of", "du", "la", "le", "the", "d'", "l'", "des", "a", "an"):
            j -= 1
        return j

    def _kind_with_keyword(self, toks: list[Token], k: int, kind: str) -> tuple[CardDef, int] | None:
        """"(a spell) that has split second", « (un sort) qui a la fraction de seconde », "(a creature) with
        flying": an object of that kind the open world supplies, with that keyword, and where the words end."""
        having = self.lex.match(toks, k, "having")
        if having is None:
            return None
        found = keyword_at(toks, k + having.length)
        if found is None:
            return None
        spec = TargetSpec(kind="spell", filter=ObjectFilter(keywords=(found[0],))) if kind == "spell" else \
            TargetSpec(kind="object", filter=ObjectFilter(types=(kind,), keywords=(found[0],)))
        supplied = fitting(spec)
        return (supplied.card, found[1]) if supplied is not None else None

    def _keyword_kind(self, toks: list[Token], i: int) -> tuple[CardDef, int] | None:
        """"a split second spell", "a flying creature": a keyword, then a kind of object."""
        found = keyword_at(toks, i, articles=False)
        if found is None:
            return None
        kind = self.lex.match(toks, found[1], "generic")
        if kind is None or kind.value not in ("spell", "creature"):
            return None
        spec = TargetSpec(kind="spell", filter=ObjectFilter(keywords=(found[0],))) if kind.value == "spell" else \
            TargetSpec(kind="object", filter=ObjectFilter(types=(kind.value,), keywords=(found[0],)))
        supplied = fitting(spec)
        return (supplied.card, found[1] + kind.length) if supplied is not None else None

    def _inexact(self, toks: list[Token], i: int, role: str, allow_db: bool, start: int, owner: str | None,
                 count: int) -> NP | None:
        keyed = self._keyword_kind(toks, i)
        if keyed is not None:
            return NP("card", start, keyed[1], self._cut(toks[i].start, toks[keyed[1] - 1].end), card=keyed[0],
                      owner=owner, count=count, how="generic")
        end = self._name_run(toks, i)
        kind = self.lex.match(toks, i, "generic")
        if end <= i and kind is not None and role.startswith("target"):
            end = i + kind.length  # « son sort »: a kind of card, though the word is also a verb (« il sort »)
        if end <= i:
            return None
        keyed = self._kind_with_keyword(toks, i + kind.length, kind.value) if kind is not None else None
        if keyed is not None:  # "a spell that has split second", « un sort qui a la fraction de seconde »
            return NP("card", start, keyed[1], self._cut(toks[i].start, toks[keyed[1] - 1].end), card=keyed[0],
                      owner=owner, count=count, how="generic")
        generic = self._generic_card(toks, i, end)
        if generic is not None:
            return NP("card", start, generic[1], self._cut(toks[i].start, toks[generic[1] - 1].end), card=generic[0],
                      owner=owner, count=count, how="generic")
        # partly written names the situation explains: "the Elves", "ses Elfes", "le Spectre"; a kind of card
        # ("his creature", "sa créature") is one of the situation's cards of that kind
        for k in range(end, i, -1):
            words = [w for t in toks[i:k] for w in t.words]
            found = self._situation_partial(words, owner) if kind is None or k > i + kind.length else \
                self._situation_kind(kind.value, owner)
            if role in ("die", "attacker", "blocker", "attacked"):  # "does my Giant survive?": a permanent
                found = [(c, n) for c, n in found if c.is_permanent_card] or found
            if role == "target" and self.targeting is not None:  # "I Giant Growth my Giant": not the spell itself
                spell = self.targeting
                found = [(c, n) for c, n in found if c.name != spell.name and
                         (c.is_permanent_card and _could_target(spell, c) or not c.is_permanent_card and not any(
                             spec.kind not in ("spell", "spell_or_ability") for spec in spell.targets))] or found
            if found:
                (card, score), second = found[0], (found[1] if len(found) > 1 else None)
                close = second is not None and second[1] == score
                chosen = self._override(card, toks, i, k, "situation" if kind is None else "generic",
                                        second[0] if second else None, close=close)
                return NP("card", start, k, self._cut(toks[i].start, toks[k - 1].end), card=chosen, owner=owner,
                          count=count, how="situation", second=second[0] if second else None)
        if kind is not None and end == i + kind.length and (role.startswith("target") or
                                                            role == "cast" and kind.value == "land"):
            # "I bolt his creature", nothing of that kind named: one unnamed; "I play a land": any land
            made = unnamed_of_kind(kind.value)  # "I bolt his creature", nothing of that kind named: one unnamed
            if made is not None:
                return NP("card", start, end, self._cut(toks[i].start, toks[end - 1].end), card=made, owner=owner,
                          count=count, how="generic")
        if not allow_db:
            return None
        text = self._cut(toks[i].start, toks[end - 1].end)
        words = [w for t in toks[i:end] for w in t.words]
        if self._everyday(toks, i, end):
            return None  # "joués ce tour", "twice": determiners and everyday words are never guessed as a card's name
        longer = self._longer_typo(toks, i, (None, end, "typo"), role)  # "Sword to Plowshares": the whole name
        if longer[0] is not None:
            mistyped = self._typo(self._cut(toks[i].start, toks[longer[1] - 1].end), i, longer[1], role)
            if mistyped is not None:
                return NP("card", start, longer[1], self._cut(toks[i].start, toks[longer[1] - 1].end),
                          card=mistyped, owner=owner, count=count, how="typo", second=self.choices[-1].second)
        # a partly written name of one card only in the whole database (every word written is in it)
        if [w for w in words if w not in STOPWORDS]:
            names = self._containing(words, limit=12)
            if len(names) == 1:
                only = self.pool.get(names[0])
                if only is not None:
                    only = self._override(only, toks, i, end, "partial", None)
                    return NP("card", start, end, text, card=only, owner=owner, count=count, how="partial")
            heads = self._representatives(words, role) if names else []
            if heads:
                # no situation says which: a representative of the cards whose head noun it is, the others
                # re-judged by the judge (the same answer: say so; different answers: ambiguous)
                runner_up = heads[1] if len(heads) > 1 else None
                chosen = self._override(heads[0], toks, i, end, "partial", runner_up, close=runner_up is not None,
                                        others=tuple(heads[2:]))
                return NP("card", start, end, text, card=chosen, owner=owner, count=count, how="partial",
                          second=runner_up)
            if names:
                exc = ReadFailure("err.ff_which_card", toks[i].start, toks[end - 1].end, name=text)
                exc.suggestions = self._ranked(names)
                raise exc
        typo = self._typo(text, i, end, role)
        if typo is None:
            return None
        return NP("card", start, end, text, card=typo, owner=owner, count=count, how="typo",
                  second=self.choices[-1].second if self.choices else None)

    def _everyday(self, toks: list[Token], i: int, end: int) -> bool:
        """Whether tokens[i:end] are only everyday words (determiners, the grammar's words, the lexicon's common
        words, the stop-word lists of lexicon/*.stopwords.toml), none written like a name (a capital inside the
        sentence): such words are never guessed as a card's name, partly written or mistyped ("what", "twice")."""
        n = i
        while n < end:
            tok = toks[n]
            if tok.kind != "word":
                n += 1
                continue
            if n > 0 and tok.text[:1].isupper() and not tok.text.isupper():
                return False  # "his Bears", "sa Parade": written as a name
            stop = self.lex.stopword(toks, n)
            if stop:
                n += stop
                continue
            if tok.fold in STOPWORDS or self.lex.knows(tok.fold) or self.lex.match(toks, n, "common") is not None:
                n += 1
                continue
            return False
        return True

    def _generic_card(self, toks: list[Token], i: int, end: int) -> tuple[CardDef, int] | None:
        """"a blue card", "une carte bleue": a card described by colour (Force of Will's exile cost)."""
        folds = [t.fold for t in toks[i:end]]
        if "card" in folds or "carte" in folds:
            colors = "".join(PLACEHOLDER_COLORS[f] for f in folds if f in PLACEHOLDER_COLORS)
            k = i + max(folds.index("card") if "card" in folds else folds.index("carte"),
                        max((folds.index(f) for f in folds if f in PLACEHOLDER_COLORS), default=0)) + 1
            return colored_card(colors), k  # "a blue card" / "une carte bleue", named so in both languages
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
        from rapidfuzz.distance import OSA  # two letters swapped ("Lightnnig Blot") is one slip, not two

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
                d = min(OSA.distance(query, key), OSA.distance(query.replace(" ", ""), key.replace(" ", "")))
                candidates[name] = min(candidates.get(name, d), d)

        for mn in self.mentions:  # the situation first: a typo of a card already named
            consider(mn.card.name, mn.card.name)
            consider(mn.card.name, mn.card.name_fr or "")
        for display in self.pool.suggest(text[:200], limit=6):
            card = self.pool.lookup(display)
            if card is not None:
                displays.append(card.name)
                consider(card.name, display)
        # among names as close, one of the situation, then one players have a nickname for (a card they talk
        # about: "Lightning Blot" is Lightning Bolt before Lightning Blow)
        known = set(self.pool.nicknames().values())
        ranked = sorted(candidates.items(), key=lambda kv: (kv[1], kv[0] not in situation, kv[0] not in known))
        allowed = 1 if len(query) < 8 else 2 if len(query) < 16 else 3
        if not ranked or ranked[0][1] > allowed:
            exc = ReadFailure("err.ff_unknown_card", start, stop, name=text)
            exc.suggestions = self._ranked(list(dict.fromkeys([n for n, _ in ranked] + displays))[:5])
            raise exc
        best_name, d1 = ranked[0]
        card = self.pool.get(best_name)
        second_name, d2 = ranked[1] if len(ranked) > 1 else (None, 99)
        # a second candidate to re-judge with: as close, or one edit further when the best is two or more away
        # ("Lightnin Bolt" is one letter from Lightning Bolt: Lightning Colt, two away, is no rival)
        second = self.pool.get(second_name) if second_name and d2 <= min(allowed + 1, d1 + (d1 >= 2)) else None
        clear = d2 > d1 and (d1 <= 1 or d2 - d1 >= 2) or (d2 == d1 and best_name in situation
                                                             and second_name not in situation) or \
            (d2 == d1 and best_name in known and second_name not in known and second_name not in situation)
        if card is None:
            return None
        return self._override(card, self.sent, i, end, "typo", second, close=second is not None and not clear)

    def _representatives(self, words: list[str], role: str = "") -> list[CardDef]:
        """The best few cards of the database a partly written name may stand for (its head noun); as the source
        of an ability ("ping with his pyromancer"), those with an ability to use, one that can aim at a creature
        first (what a ping is said of most). Asked once per message (`ReadingMemo`)."""
        key = (tuple(words), role)
        found = self.memo.representatives.get(key)
        if found is None:
            found = self.memo.representatives[key] = tuple(self._ranked_representatives(words, role))
        return list(found)

    def _ranked_representatives(self, words: list[str], role: str) -> list[CardDef]:
        cards = [c for c in (self.pool.get(n) for n in self._containing(words, limit=60)) if c is not None]
        ranked = head_noun_ranked(words, cards)
        if role == "source":
            creature = unnamed_of_kind("creature")
            ranked = [c for c in ranked if c.activated] or ranked
            ranked.sort(key=lambda c: not any(ab.targets and creature is not None and
                                              could_target(ab.targets, creature) for ab in c.activated))
        return ranked[:MAX_REPRESENTATIVES]

    def _override(self, card: CardDef, toks: list[Token], i: int, end: int, how: str, second: CardDef | None,
                  close: bool = False, others: tuple[CardDef, ...] = ()) -> CardDef:
        """Record a name read by assumption (a typo, a partial name, a pronoun) and apply a forced reading."""
        if how in ("exact", "quote") and second is None:
            return card
        if how == "nick" or (how == "situation" and second is None):
            return card
        index = len(self.choices)
        text = self._cut(toks[i].start, toks[end - 1].end) if i < len(toks) and end - 1 < len(toks) else ""
        pair = {card.name, second.name if second is not None else ""}
        at = toks[i].start if i < len(toks) else -1
        for earlier in self.choices:  # "his Angel ... his Angel": the same words between the same cards, one card
            if earlier.how == how and earlier.text.casefold() == text.casefold() and -1 < earlier.at < at and \
                    {earlier.card.name, earlier.second.name if earlier.second is not None else ""} == pair:
                return earlier.card
        chosen = self.overrides.get(index, card)
        self.choices.append(Choice(index, text, how, chosen, second if chosen is card else card, close, others,
                                   at))
        return chosen

    def _pronoun_np(self, np: NP, role: str) -> NP:
        cands = self._pronoun_candidates(role)
        if not cands:
            raise ReadFailure("err.ff_pronoun", self.sent[np.start].start if np.start < len(self.sent) else 0,
                              self.sent[min(np.end, len(self.sent)) - 1].end if self.sent else 0, word=np.text)
        card = cands[0]
        # a candidate less plausible in this role than the best is no second reading: "does it die?" after two
        # spells at his Angel means that Angel, not the other Angel of the setup nobody acted on (FREE_FORM.md:
        # a pronoun with one possible antecedent is read that way, shown, not re-judged)
        best = self._pronoun_rank(role, card)
        second = next((c for c in cands[1:] if self._pronoun_rank(role, c) == best), None)
        if second is not None:
            # two fitting cards named in this sentence or the one before: as plausible as each other
            recent = {mn.card.name for mn in self.mentions if mn.sentence >= self.sentence_index - 1
                      and mn.role != "cast"}
            order = self._stack_order() if role == "target:spell" else {}
            top = order.get(card.name, -1) > order.get(second.name, -1)  # "can I Stifle it?": the top of the stack
            close = card.name in recent and second.name in recent and not top and \
                self._pronoun_rank(role, card) == self._pronoun_rank(role, second)
            card = self._override(card, self.sent, np.start, np.end, "pronoun_top" if top else "pronoun", second,
                                  close=close)
        owner = self._owner_from_situation(card)
        return NP("card", np.start, np.end, np.text, card=card, owner=owner, how="pronoun", second=second)

    def _pronoun_rank(self, role: str, card: CardDef) -> int:
        """0 for the candidates a pronoun in `role` most plausibly means, 1 for less plausible ones."""
        if role == "cast":
            on_field = {mn.card.name for mn in self.mentions if mn.role in ("source", "attacker", "blocker", "target")}
            return int(card.name in on_field)
        if role == "die":  # "does it die?": what the play acted on (a target, a creature in combat) first
            acted = {mn.card.name for mn in self.mentions if mn.role in ("target", "attacker", "blocker")}
            return int(card.name not in acted)
        if role == "target":
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
            elif role.startswith("cast:"):  # "I flashback it": a card with that keyword's cost (verbs._alt_object)
                ok = not (mn.role == "cast" and mn.action == current) and card.cost_named(role[5:]) is not None
            elif role in ("target", "die", "attacked", "attacker", "blocker", "object"):
                ok = card.is_permanent_card and not (mn.role == "cast" and mn.action == current)
                if ok and role in ("attacked", "attacker", "blocker"):
                    ok = "creature" in card.types or "vehicle" in card.subtypes  # "swing with them": not the Equipment
                if ok and role == "target" and self.targeting is not None:
                    ok = _could_target(self.targeting, card)  # "Bob Giant Growths them": a creature, not his Forest
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
        if role == "die":
            out.sort(key=lambda c: self._pronoun_rank(role, c))
        if role == "target:spell":  # "opp Counterspells my Goyf, can I Stifle it?": the spell cast last, on top
            order = self._stack_order()
            out.sort(key=lambda c: -order.get(c.name, -1))
        return out

    def _stack_order(self) -> dict[str, int]:
        """Each spell's place in the order of the casts read so far (the last cast is the top of the stack),
        whatever order the message named them in ("X casts A on my B" casts B first)."""
        return {a.card.card.name: n for n, a in enumerate(self.actions) if a.kind == "cast" and a.card is not None}


def _described_token(typed: Sequence[str], pt: tuple[int, int, int] | None) -> CardDef | None:
    """The token words describe ("Soldier", "white Soldier", power and toughness), when no effect of the play
    makes it: its creature types, its colour, its power and toughness (111.4); None when the words name no token."""
    from cardpool import tokens

    colors = "".join(PLACEHOLDER_COLORS[w] for w in typed if w in PLACEHOLDER_COLORS)
    kinds = [w for w in typed if w not in PLACEHOLDER_COLORS]
    named = tokens.lookup(" ".join(kinds) + " token") if kinds else None
    if named is not None and pt is None and "creature" not in named.types:
        return named  # "a Treasure token"
    if pt is None or named is None and kinds:
        return named
    subtypes = tuple(s.capitalize() for s in sorted(named.subtypes)) if named is not None else ()
    return tokens.creature_token(pt[0], pt[1], colors, ("creature",), subtypes)


def _fold_plain(text: str) -> str:
    """A word as `cardpool.tokens` folds names (lower case, no accents)."""
    import unicodedata

    return "".join(c for c in unicodedata.normalize("NFKD", text) if not unicodedata.combining(c)).lower()


def _typo_distance(written: str, name: str) -> int | None:
    """The letters to change in `written` to get `name` (two swapped count once), when few enough for its length
    to be a typo (one up to 7 letters, two up to 15, three beyond); None when further."""
    from rapidfuzz.distance import OSA

    allowed = 1 if len(written) < 8 else 2 if len(written) < 16 else 3
    distance = OSA.distance(written, name, score_cutoff=allowed)
    return distance if distance <= allowed else None


def _could_target(spell: CardDef, card: CardDef) -> bool:
    """Whether a permanent card could be a target of `spell` by its kind ("target creature": not a Forest)."""
    if not spell.targets:
        return True
    return could_target(spell.targets, card)


def could_target(specs: Sequence[TargetSpec], card: CardDef) -> bool:
    """Whether a permanent card could be one of these targets by its kind."""
    for spec in specs:
        if spec.kind in ("any", "creature_or_player"):
            if {"creature", "planeswalker", "battle"} & card.types:
                return True
        elif spec.kind == "object":
            wanted = [t for t in spec.filter.types if not t.startswith("non")]
            banned = [t[3:] for t in spec.filter.types if t.startswith("non")]
            if (not wanted or any(t in card.types for t in wanted)) and not any(t in card.types for t in banned):
                return True
        elif spec.kind not in ("player", "opponent_or_planeswalker", "player_or_planeswalker"):
            return True
        elif "planeswalker" in card.types:
            return True
    return False


def _tapped(np: NP) -> bool | None:
    """"the untapped one", "the tapped Knight": the state a reference picks a copy by (None: any)."""
    if "untapped" in np.status:
        return False
    if "tapped" in np.status:
        return True
    return None
