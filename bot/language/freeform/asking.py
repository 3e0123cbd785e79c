"""Questions that are not plays (FREE_FORM.md sections 1 and 3), told apart before a message is read as one:

* about a card: what it does ("what does Llanowar Elves do?", « que fait l'Elfe de Llanowar ? », « il fait quoi
  Foudre ? ») or whether it is of a type ("is Lightning Bolt an instant?", « la Foudre c'est un éphémère ? »),
  answered from the card data;
* about the rules: a question in which nobody does anything to a named card, about the game in general ("can a
  tapped creature block?", « un sort contrecarré avec flashback va où ? ») or about one of its terms ("what does
  lifelink do?": a keyword, even though a card has that name; "the card Lifelink" asks about the card).

`Asking._asked` looks at the sentences before the play grammar does; None means the message is read as a play (or
a question about one), and the play grammar may still find it is a rules question when it can't read it. The
words live in `lexicon/asking/*.toml`, a lexicon of their own: they change nothing in how a play is read.
"""

from __future__ import annotations

import functools
from dataclasses import dataclass

from bot.language.freeform.model import NP
from bot.language.freeform.questions import ACTION_VERBS, Questions
from bot.language.tokens import Token
from bot.language.words import LEXICON_DIR, Lexicon, load_lexicon
from cardpool.names import normalize
from cardpool.oracle.keywords import COST_KEYWORDS, NUMBERED, SIMPLE
from cardpool.oracle.subtypes import SUBTYPES
from foundation.cards import CardDef
from foundation.errors import ReadFailure
from foundation.keywords_fr import french_keyword_names

ASKING_DIR = LEXICON_DIR / "asking"
MAX_ASKING_TOKENS = 60  # a card or type question is short; a longer message is read as what it says
# the words that open a clause about a hypothetical: "if I discard a card with madness, ..." states no play
# words of the game a possessive also goes with ("my turn", "his hand", "ma vie"): never a card's name there
GAME_WORDS = ("zone", "turn", "step", "life", "common", "object", "damage", "status", "generic")
# words that make a sentence more than card names ("Bolt his Elves", "bolt him")
GRAMMAR_WORDS = ("possessive", "subject", "object", "prep", "verb", "modal", "face", "sep", "response")
_HYPOTHETICAL = frozenset({"if", "when", "whenever", "once", "si", "quand", "lorsque", "lorsqu'", "des", "dès"})


@functools.lru_cache(maxsize=1)
def asking_lexicon() -> Lexicon:
    """The words of questions that are not plays, both languages, plus every keyword the card parser knows
    (as game terms)."""
    keywords = sorted(SIMPLE | NUMBERED | COST_KEYWORDS | {"cycling", "landcycling", "equip", "enchant"})
    french = sorted({name for names in french_keyword_names().values() for name in names})
    return load_lexicon([(ASKING_DIR / f"{lang}.toml", lang) for lang in ("en", "fr")],
                        extra={"term": {"any": keywords}}, extra_lang="en",
                        more=[({"term": {"any": french}}, "fr")])  # « parade », « évocation »: keyword names


@dataclass(frozen=True, slots=True)
class Asked:
    """What a question that is not a play asks."""

    kind: str  # "rules_question" | "card_question" | "only_cards"
    card: CardDef | None = None
    card_type: str = ""  # "instant", "legendary", "elf": the type a card question asks the card is of
    written: str = ""  # that type as the question writes it ("éphémère", "elfes")
    cards: tuple[CardDef, ...] = ()  # "only_cards": a message that names only these cards, nothing about them
    lang: str = ""  # the language of the names a message of card names only writes ("fr" for « Foudre »)


class Asking(Questions):
    """Card, type and rules questions told apart from plays (module doc)."""

    @property
    def asks(self) -> Lexicon:
        return asking_lexicon()

    def _asked(self, sentences: list[tuple[list[Token], bool]]) -> Asked | None:
        """The question the message asks when it is not a play (module doc), else None."""
        meaningful = [(toks, mark) for toks, mark in sentences if self._skip_chatter(toks, 0) < len(toks)]
        if len(meaningful) == 1 and len(meaningful[0][0]) <= MAX_ASKING_TOKENS:
            toks, _ = meaningful[0]
            found = self._card_asked(toks) or self._type_asked(toks)
            if found is not None:
                return found
            if self._only_a_term(toks):  # "flashback", "taille maximale de main", "the legend rule"
                return Asked("rules_question")
            named, lang = self._only_card_names(toks)
            if named:  # "Lightning Bolt?", "foudre Lightnin Bolt foudre": a look-up of that card
                distinct = tuple({c.name: c for c in named}.values())
                if len(distinct) == 1:
                    return Asked("card_question", distinct[0], lang=lang)
                return Asked("only_cards", cards=distinct, lang=lang)
        if self.setup_from_lines or any(p.listed for p in self.setup.players):
            return None  # a message that sets a game up asks about that game
        if len(meaningful) == 1 and self._kills_described(meaningful[0][0]):
            return None  # "does Pyroclasm kill a 3/3?": judged on such a creature (FREE_FORM.md section 2)
        if len(meaningful) == 1 and (self._card_does_to_a_kind(*meaningful[0]) or
                                     self._player_acts_on_a_kind(*meaningful[0])):
            return Asked("rules_question")
        if meaningful and self._asks(meaningful) and not self._names_card(meaningful) and \
                not self._states_a_play(meaningful):
            return Asked("rules_question")
        return None

    # ------------------------------------------------------------------ what a card does
    def _card_asked(self, toks: list[Token]) -> Asked | None:
        """"what does X do?", "X, what does it do?", « il fait quoi X ? », « X fait quoi ? »: X's text; when X is a
        game term ("what does lifelink do?"), a rules question, unless "the card X" says it is the card."""
        i = self._skip_chatter(toks, 0)
        before = self.asks.match(toks, i, "card_before")
        if before is not None:
            j = i + before.length
            found = self._asked_name(toks, j)
            if found is not None:
                card, end, explicit = found
                after = self.asks.match(toks, end, "card_after")
                rest = end + (after.length if after is not None else 0)
                if self._ends(toks, rest):
                    return self._card_or_term(toks, j, end, card, explicit)
        found = self._asked_name(toks, i)
        if found is not None:
            card, end, explicit = found
            k = end + (1 if end < len(toks) and toks[end].fold in (",", "-", ":") else 0)
            after = self.asks.match(toks, k, "card_after")
            if after is not None and self._ends(toks, k + after.length) and (after.length > 1 or k > end or
                                                                             self._question_word_in(toks, k)):
                return self._card_or_term(toks, i, end, card, explicit)
        return None

    def _only_card_names(self, toks: list[Token]) -> tuple[list[CardDef], str]:
        """The cards a sentence that is nothing but card names (typos, repeats, FR and EN mixed) names, and the
        language most of those names are written in ("" when as many are French as English); ([], "") when
        anything else is written in it ("Bolt his Elves")."""
        named: list[CardDef] = []
        votes = {"fr": 0, "en": 0}
        i = self._skip_chatter(toks, 0)
        while i < len(toks) and len(named) < 8:
            if toks[i].kind == "punct":
                i += 1
                continue
            exact = self._exact(toks, i, True)
            if exact is None and self.lex.match_any(toks, i, GRAMMAR_WORDS) is not None:
                return [], ""
            found = self._asked_name(toks, i)
            if found is None:  # "Lightnin Bolt foudre": a misspelt name, up to where a name is written right
                for k in reversed(range(i + 1, min(len(toks), i + 6))):
                    found = self._asked_name(toks[:k], i) if self._exact(toks, k, True) else None
                    if found is not None:
                        break
            if found is None or found[0] is None or found[1] <= i or self._term_covering(toks, i, found[1]):
                return [], ""
            card = found[0]
            named.append(card)
            if card.name_fr and normalize(card.name_fr) != normalize(card.name):  # a name written in one language
                hit = next((h for h in self.names.hits(self._words_from(toks, i), 0)
                            if h.english == card.name and h.how in votes), None)
                if hit is not None:
                    votes[hit.how] += 1
            i = found[1]
        if i < len(toks):
            return [], ""
        return named, "" if votes["fr"] == votes["en"] else max(votes, key=lambda k: votes[k])

    def _card_does_to_a_kind(self, toks: list[Token], mark: bool) -> bool:
        """"Does Stifle counter a mana ability?", "can Grizzly Bears block a flyer?", « est-ce qu'Étouffer
        contrecarre une capacité de mana ? »: a card as the subject, and what it would act on is a kind of thing
        ("a", "any", « une »), not an object of a game: a question about the rules (605.3b), not a play. No player
        acts or owns anything in it, and it names no other card."""
        i = self._skip_chatter(toks, 0)
        ask = self.asks.match(toks, i, "subject_ask")
        if ask is None and not mark:
            return False
        j = i + (ask.length if ask is not None else 0)
        exact = self._exact(toks, j, True)
        if exact is None or exact[1] >= len(toks):
            return False
        end = exact[1]
        if toks[end].fold in ("'s", "’s") or self.lex.match(toks, end, "possessive_suffix") is not None:
            return False  # "does Stifle's target ...": about a spell in a game
        kind = False
        for n in range(end, len(toks)):
            if self.lex.match_any(toks, n, ("subject", "possessive", "face")) is not None or \
                    self._written_name(toks, n, j):
                return False  # "can Stifle counter my Elves' ability?", "does Bolt kill Grizzly Bears?"
            kind = kind or self.asks.match(toks, n, "kind_article") is not None
        return kind

    def _player_acts_on_a_kind(self, toks: list[Token], mark: bool) -> bool:
        """"can I block a flyer with my Grizzly Bears?", « est-ce que je peux contrer une capacité de mana avec
        Étouffer ? »: a question whose object is a kind of thing (an article of `kind_article`, then a game term or
        a `kind_noun`), a card named only as the means ("with"/« avec ») or not at all: about the rules."""
        if not mark and not self._looks_like_question([(toks, mark)]):
            return False
        kind_at = None
        for n in range(self._skip_chatter(toks, 0), len(toks)):
            a = self.asks.match(toks, n, "kind_article")
            if a is None:
                continue
            k = n + a.length
            noun = self.asks.match(toks, k, "term") or self.asks.match(toks, k, "kind_noun")
            if noun is not None and self._exact(toks, k, True) is None:
                kind_at = (n, k + noun.length)
                break
        if kind_at is None:
            return False
        if any(self.lex.match(toks, n, "verb", "play") is not None for n in range(kind_at[0])) and \
                any(self.lex.match(toks, n, "generic", "land") is not None for n in range(*kind_at)):
            return False  # "I play a land during his turn, legal?": any land, played in the position said
        if any(self.lex.match(toks, n, "verb", "counter") is not None for n in range(kind_at[0])) and \
                self._keyword_kind(toks, kind_at[0] + 1) is not None:
            return False  # "can I counter a split second spell with Counterspell?": a spell on the stack to judge
        means = False
        for n in range(kind_at[1], len(toks)):
            means = means or self.lex.match(toks, n, "prep", "with") is not None
            if (self._written_name(toks, n, 0) or self._exact(toks, n) is not None) and not means:
                return False  # "... a flyer, Serra Angel": a card of a game, not the means
        return not any(self._written_name(toks, n, 0) for n in range(0, kind_at[0]))

    def _question_word_in(self, toks: list[Token], k: int) -> bool:
        """"Foudre fait quoi": a one-word ending asks only with a question word after it ("fait" alone doesn't)."""
        return any(self.lex.match(toks, n, "question_word", "wh") is not None for n in range(k, len(toks)))

    def _card_or_term(self, toks: list[Token], start: int, end: int, card: CardDef | None,
                      explicit: bool) -> Asked | None:
        term = self._term_covering(toks, start, end)
        if term and not explicit:
            return Asked("rules_question")
        if card is None:
            return None
        return Asked("card_question", card)

    def _term_covering(self, toks: list[Token], start: int, end: int) -> bool:
        """Whether the words from tokens[start] to tokens[end] are a game term (after an article)."""
        a = self.lex.match(toks, start, "article")
        for k in (start, start + (a.length if a is not None else 0)):
            m = self.asks.match(toks, k, "term")
            if m is not None and k + m.length >= end:
                return True
        return False

    def _asked_name(self, toks: list[Token], j: int) -> tuple[CardDef | None, int, bool] | None:
        """The card named at tokens[j] in a card question (after "the card" / "la carte" or an article; a name
        partly written or with a typo as the play grammar reads one): (card, end, whether "the card" said it is
        one). (None, end, False) when a game term is written there and no card has its name."""
        explicit = False
        m = self.asks.match(toks, j, "the_card")
        if m is not None and j + m.length < len(toks):
            j += m.length
            explicit = True
        if j >= len(toks):
            return None
        exact = self._exact(toks, j, True)
        if exact is None:
            a = self.lex.match(toks, j, "article")
            if a is not None:
                exact = self._exact(toks, j + a.length, True)
        if exact is not None:
            return exact[0], exact[1], explicit
        t = self.asks.match(toks, j, "term")
        if t is not None:
            return None, j + t.length, explicit
        np = self._tentative_np(toks, j)
        if np is None or np.card is None:
            return None
        return np.card, np.end, explicit

    def _tentative_np(self, toks: list[Token], j: int) -> NP | None:
        """A card reference as the play grammar reads one (partial names, typos), leaving no trace."""
        mark = self._tentative()
        choices = len(self.choices)
        try:
            return self._np(toks, j, "cast")
        except ReadFailure:
            return None
        finally:
            self._undo(mark)
            del self.choices[choices:]

    def _ends(self, toks: list[Token], k: int) -> bool:
        """Nothing more is asked from tokens[k] on: chatter, punctuation, or a "right?" / « non ? » asking to
        confirm."""
        while k < len(toks) and toks[k].kind == "punct":
            k += 1
        tail = self.lex.match(toks, k, "question", "legal_tail")
        if tail is not None:
            k += tail.length
        return self._only_chatter(toks, k) or all(t.kind == "punct" for t in toks[k:])

    # ------------------------------------------------------------------ whether a card is of a type
    def _type_asked(self, toks: list[Token]) -> Asked | None:
        """"is Lightning Bolt an instant?", "Lightning Bolt is an instant?", « la Foudre c'est un éphémère ? »,
        « est-ce que Foudre est un rituel ? », "is Llanowar Elves an elf?"."""
        i = self._skip_chatter(toks, 0)
        ask = self.asks.match(toks, i, "is_ask")
        starts = [i + ask.length, i] if ask is not None else [i]
        for j in starts:
            found = self._asked_name(toks, j)
            card = found[0] if found is not None else None
            if found is None or card is None:
                continue
            end = found[1]
            k = end + (1 if end < len(toks) and toks[end].fold in (",", "-") else 0)
            link = self.asks.match(toks, k, "type_link")
            if link is not None:
                k += link.length
            elif ask is None or j == i:
                continue  # "Foudre un éphémère ?" says nothing; "is Bolt an instant?" needs its "is" first
            asked = self._type_at(toks, k, card)
            if asked is not None and self._ends(toks, asked[2]):
                return Asked("card_question", card, asked[0], asked[1])
        return None

    def _type_at(self, toks: list[Token], k: int, card: CardDef) -> tuple[str, str, int] | None:
        """A type, supertype or subtype at tokens[k] (after an article): (its English name, as written, end)."""
        a = self.asks.match(toks, k, "type_article")
        for at in ([k + a.length, k] if a is not None else [k]):
            m = self.asks.match(toks, at, "card_type")
            if m is not None:
                return m.value, self._cut(toks[at].start, toks[at + m.length - 1].end), at + m.length
            m = self.asks.match(toks, at, "subtype")  # « sont des elfes ? »: the French name of a subtype
            if m is not None:
                sub = _subtype(m.value, card)
                if sub is not None:
                    return sub, self._cut(toks[at].start, toks[at + m.length - 1].end), at + m.length
            if at < len(toks) and toks[at].kind == "word":
                sub = _subtype(toks[at].fold, card)
                if sub is not None:  # shown as the type is printed ("elves" -> "Elf")
                    return sub, sub.capitalize(), at + 1
        return None

    # ------------------------------------------------------------------ rules questions
    def _only_a_term(self, toks: list[Token]) -> bool:
        """The message is a game term and nothing else ("flashback", « taille maximale de main »)."""
        i = self._skip_chatter(toks, 0)
        a = self.lex.match(toks, i, "article")
        for k in (i, i + (a.length if a is not None else 0)):
            m = self.asks.match(toks, k, "term")
            if m is not None and self._ends(toks, k + m.length):
                return True
        return False

    def _names_card(self, sentences: list[tuple[list[Token], bool]]) -> bool:
        """Whether the message names a card (outside its game terms): a name written as one (quoted, a capital
        inside the sentence, several words no grammar knows), or a card used as a verb by a player ("can I bolt
        ..."). A single everyday word that some card is named ("leaves", "down", « fin ») names no card here."""
        story: set[str] = set()  # spells named only as what has a target ("my bolt's target", then "the bolt")
        for toks, _ in sentences:
            first = self._skip_chatter(toks, 0)
            k = first
            while k < min(len(toks), 200):
                term = self.asks.match(toks, k, "term")
                if term is not None:
                    k += term.length
                    continue
                of = self.lex.match(toks, k, "target_of")
                if of is not None:  # "the target of my Bolt got bounced": a spell in a story, not a play to judge
                    k += of.length
                    while k < len(toks) and self.lex.match_any(toks, k, ("possessive", "article")) is not None:
                        k += 1
                    exact = self._exact(toks, k, True)
                    if exact is not None:
                        story.add(exact[0].name)
                        k = exact[1]
                    continue
                if self._spell_target_of(toks, k, story):
                    k += 1
                    continue
                if self._written_name(toks, k, first) or self._card_as_verb(toks, k, first):
                    return True
                k += 1
        return False

    def _spell_target_of(self, toks: list[Token], k: int, story: set[str]) -> bool:
        """"my bolt's target got bounced", "... what happens to the bolt?": a card named only as what has a target
        (a spell in a story), or named again after that; kept in `story`."""
        exact = self._exact(toks, k, True)
        if exact is None:
            return False
        if exact[0].name in story:
            return True
        m = self.lex.match(toks, exact[1], "target_suffix")
        if m is not None and m.length > 1:
            story.add(exact[0].name)
            return True
        return False

    def _card_as_verb(self, toks: list[Token], k: int, first: int) -> bool:
        """"can I bolt it?", "if he Shocks my Elves": a card used as a verb by a player (not "opponent's turn")."""
        tok = toks[k]
        if tok.kind != "word" or not tok.fold[:1].isalpha() or not self._player_acts_at(toks, k, first):
            return False
        if self.lex.match(toks, k, "card_verb") is not None:
            return True  # "je le foudroie"
        if not (tok.text[:1].isupper() and k > first or not self.lex.knows(tok.fold) and
                not self.lex.match(toks, k, "common")):
            return False
        return self._card_verb(toks, k) is not None

    def _player_acts_at(self, toks: list[Token], k: int, first: int) -> bool:
        """Whether a verb at tokens[k] has a player for its subject: a clause's first word, or after a subject and
        any clitics or modals ("je le", "can I", "he then")."""
        n = k
        while n > first:
            back = self.lex.match_any(toks, n - 1, ("object", "modal", "filler"))
            if back is not None and back.length == 1:
                n -= 1
                continue
            break
        if n == first or toks[n - 1].fold in (",", ";", ":"):
            return True
        for size in (1, 2, 3):
            s = self.lex.match(toks, n - size, "subject") if n - size >= first else None
            if s is not None and s.length == size and s.value in ("me", "opponent", "he", "you", "we"):
                return True
        return False

    def _cast_before(self, toks: list[Token], k: int, first: int) -> bool:
        """Whether a player's cast or play verb comes right before tokens[k] (an article between them)."""
        a = self.lex.match(toks, k - 1, "article") if k - 1 > first else None
        n = k - 1 - (1 if a is not None and a.length == 1 else 0)
        v = self.lex.match(toks, n, "verb") if n >= first else None
        return v is not None and v.length == 1 and v.value in ("cast", "play") and self._player_acts_at(toks, n, first)

    def _written_name(self, toks: list[Token], k: int, first: int) -> bool:
        if toks[k].kind == "quote":
            return self.pool.lookup(toks[k].text) is not None
        if toks[k].kind != "word" or not toks[k].fold[:1].isalpha():
            return False  # "'s" is no name's start ("my opponent's turn")
        exact = self._exact(toks, k, True)
        if exact is None:  # "can I ping the Elves?": a capital inside the sentence on a word of cards' names
            tok = toks[k]
            if k > first and self._cast_before(toks, k, first) and self._unknown_name_at(toks, k):
                return True  # "can I cast Zorglub?": what a player casts is a card, one the pool lacks or mistyped
            if k == first and self._unknown_name_at(toks, k) and self._aimed_after(toks, k):
                return True  # « Zorglub sur ses Elfes, ils meurent ? »: a spell aimed at a card or a player
            return k > first and tok.text[:1].isupper() and not tok.text.isupper() and \
                not self.lex.knows(tok.fold) and bool(self._containing(tok.words, limit=1))
        _, end, how = exact
        words = [toks[n] for n in range(k, end) if toks[n].kind == "word"]
        if k > first and self.lex.match(toks, k - 1, "verb", "cast") is not None and self._player_acts_at(
                toks, k - 1, first) and not any(self.lex.match_any(toks, n, GAME_WORDS) for n in range(k, end)):
            return True  # "can i cast shock during ...": what a player casts is a card, lower case or not
        if k > first and self.lex.match(toks, k - 1, "possessive") is not None and not any(
                self.lex.match_any(toks, n, GAME_WORDS) for n in range(k, end)):
            return True  # "can i counterspell his counterspell?": whose it is makes a word a card's name
        if k > first and any(t.text[:1].isupper() and not t.text.isupper() for t in words):
            return True  # "can Grizzly Bears block?", "is the Elf ..."
        if any(t.text[:1].isupper() and not t.text.isupper() for t in words[1:]):
            return True  # "Force of Will for free": a name of several words written as one, even first
        unknown = [t for t in words if not self.lex.knows(t.fold) and not self.lex.match_any(toks, toks.index(t),
                                                                                          ("common",))]
        return how != "nick" and len(words) >= 2 and len(unknown) >= 1  # "grizzly bears", "lightning bolt"

    def _asks(self, sentences: list[tuple[list[Token], bool]]) -> bool:
        """A question: a "?", a sentence that starts like one, or a question word inside a sentence of four words
        or more ("if my target gains protection does my spell fizzle")."""
        if self._looks_like_question(sentences):
            return True
        for toks, _ in sentences:
            words = [t for t in toks if t.kind == "word"]
            if len(words) >= 4 and any(self.lex.match(toks, k, "question_word") is not None or
                                       self.lex.match(toks, k, "question", "yesno") is not None
                                       for k in range(1, len(toks))):
                return True
        return False

    def _states_a_play(self, sentences: list[tuple[list[Token], bool]]) -> bool:
        """Whether a clause says a player does something ("I attack with a 2/2, he blocks with ..."): a player
        then a verb of an action, in a clause that is neither a question ("can I ...", "je fais quoi ?") nor a
        hypothesis ("if I ...")."""
        for toks, _ in sentences:
            cuts = [k for k, t in enumerate(toks) if t.fold in (",", ";")]
            bounds = zip([self._skip_chatter(toks, 0)] + [c + 1 for c in cuts], cuts + [len(toks)], strict=True)
            for k, stop in bounds:
                if k >= stop or toks[k].fold in _HYPOTHETICAL or \
                        any(self.lex.match(toks, n, "question_word", "wh") for n in range(k, stop)):
                    continue
                s = self.lex.match(toks, k, "subject")
                length = s.length if s is not None and s.value in ("me", "opponent", "he") else \
                    1 if self._declared(toks, k) is not None else 0  # "Alice casts ..."
                p = self.lex.match(toks, k, "possessive") if not length else None
                if p is not None:  # "my elves attack", "his bears block": a player's permanent acting
                    for n in range(k + p.length + 1, min(stop, k + p.length + 4)):
                        v = self.lex.match(toks, n, "verb")
                        if v is not None and v.value in ("attack", "block"):
                            return True
                if not length:
                    continue
                v = self.lex.match(toks, k + length, "verb")
                if v is not None and v.value in ACTION_VERBS:
                    return True
        return False


def _subtype(word: str, card: CardDef) -> str | None:
    """The subtype a word names ("elf", "elves", "goblins"): one of the card's, or one some card has; else None."""
    forms = {word, word[:-1] if word.endswith("s") else word, word[:-3] + "f" if word.endswith("ves") else word}
    found = forms & {s.lower() for s in card.subtypes}
    if found:
        return sorted(found)[0]
    known = forms & _known_subtypes()
    return sorted(known)[0] if known else None


@functools.lru_cache(maxsize=1)
def _known_subtypes() -> frozenset[str]:
    return frozenset(s.lower() for s in SUBTYPES)
