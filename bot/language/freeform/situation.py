"""Prose setup and timing: what a message says about the game rather than what is done in it ("I have
two Islands and Cancel in hand", "il est à 3", "my Elves are tapped", "je viens de jouer mes Elfes",
"during his upkeep"), read into the setup (listed zones, stated facts) and the first action's moment.
Setup lines of the controlled language are read here too, by its own parser.
"""

from __future__ import annotations

from dataclasses import replace as dc_replace

from bot.engine.actions import Action, PermanentSpec, PlayerSetup
from bot.engine.judge import Assumption
from bot.engine.trace import card_name
from bot.language.freeform.model import (
    NP,
)
from bot.language.freeform.nouns import NounPhrases
from bot.language.lexicon import fold
from bot.language.tokens import Token
from bot.language.words import Match
from foundation.cards import CardDef
from foundation.errors import MessageError, ReadFailure
from foundation.keywords_fr import french_keyword_names


class Situation(NounPhrases):
    """Prose setup, stated facts and timing (module doc)."""

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

    def _held_card(self, toks: list[Token], k: int) -> bool:
        """"I have Counterspell in hand": a card named after "have", not the verb "counter" after an auxiliary."""
        exact = self._exact(toks, k, True)
        if exact is None:
            return False
        end = exact[1]
        return end >= len(toks) or self._zone_phrase(toks, end) is not None or toks[end].fold in (",", "and", "et")

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
        elif (one := self.lex.match(toks, i, "one_head")) is not None and \
                self.lex.match(toks, i + one.length, "verb", "is"):
            np = self._one_copy(toks, i, "object")  # "I have two Llanowar Elves, one is tapped"
        elif self.lex.match(toks, i, "possessive") is not None or self._strong_name(toks, i):
            # "my Elves are tapped"; "Tarmogoyf is out": a permanent named as such, whoever controls it
            try:
                np = self._np(toks, i, "setup", allow_db=False)
            except ReadFailure:
                np = None
        if np is None or np.card is None or not np.card.is_permanent_card:
            return None
        k = np.end
        facts: dict[str, bool] = {}
        placed = False  # "is out", « est en jeu »: on the battlefield, nothing more said
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
            own = self._own_keyword(toks, k, np.card) if v.value == "have" else 0
            if own:  # "my Slippery Bogle has hexproof": what the card says (a premise, nothing to assume)
                facts["own_keyword"] = True
                k += own
            status = self._status_words(toks, k)
            if status is not None:
                for st in status[0]:
                    facts["tapped" if st in ("tapped", "untapped") else st] = st != "untapped"
                k = status[1]
            since = self.lex.match(toks, k, "since_last_turn")
            zone = self._zone_phrase(toks, k) if since is None else None
            if zone is not None and zone[0] == "battlefield":
                k = zone[1]
                placed = True
                since = self.lex.match(toks, k, "since_last_turn")
            if since is not None:
                facts["sick"] = False
                k += since.length
        elif not facts:
            return None
        if not (facts or placed) or (k < len(toks) and not self._clause_starts(toks, k) and toks[k].fold not in
                                     (",", "-", "and", "et", "but", "mais") and self.lex.match(toks, k, "sep") is None):
            return None
        owner = np.owner or self._owner_from_situation(np.card)
        if owner is None and not facts:
            # "Tarmogoyf is out, I bolt it": on the battlefield, its controller unsaid (the open world places it
            # where the actions need it, and says so)
            self._mention(np.card, None, "setup", -1)
            self.understood.append(self._cut(toks[start].start, toks[k - 1].end))
            return k
        owner = owner or "me"
        self._state_fact(np.card, owner, facts)
        self._mention(np.card, owner, "setup", -1)
        self.understood.append(self._cut(toks[start].start, toks[k - 1].end))
        return k

    def _own_keyword(self, toks: list[Token], k: int, card: CardDef) -> int:
        """How many tokens at tokens[k] name a keyword ability the card itself has ("hexproof", « la défense
        talismanique »), after an optional article; 0 when they don't (a keyword it would get from elsewhere is
        not read: the message would have to say from what)."""
        start = k
        a = self.lex.match(toks, k, "article")
        if a is not None:
            k += a.length
        names = [(kw, [kw] + french_keyword_names().get(kw.capitalize(), [])) for kw in card.keywords]
        for _, forms in names:
            for form in forms:
                words = form.split()
                if [t.fold for t in toks[k:k + len(words)]] == [fold(w) for w in words]:
                    return k + len(words) - start
        return 0

    def _mentioned_permanent(self, card: CardDef, player: str) -> tuple[list[PermanentSpec], int] | None:
        """(the player's battlefield, where `card` is on it), placing it there if the message hadn't yet: a
        statement about a permanent places it, it doesn't list the zone. None for an unknown player."""
        ps = self.setup.player(player)
        if ps is None:
            return None
        n = next((k for k, spec in enumerate(ps.battlefield) if spec.card.name == card.name), -1)
        if n < 0:
            ps.battlefield.append(PermanentSpec(card, origin="mentioned"))
            n = len(ps.battlefield) - 1
        return ps.battlefield, n

    def _state_fact(self, card: CardDef, owner: str, facts: dict[str, bool]) -> None:
        """Put what the message states about a permanent on it (`_mentioned_permanent`)."""
        found = self._mentioned_permanent(card, owner)
        if found is None:
            return
        battlefield, n = found
        spec = battlefield[n]
        changes: dict[str, object] = {"stated": spec.stated | frozenset(facts)}
        if "tapped" in facts:
            changes["tapped"] = facts["tapped"]
        if "sick" in facts:
            changes["sick"] = facts["sick"]
        if "haste" in facts:
            changes["haste"] = True
        battlefield[n] = dc_replace(spec, **changes)  # type: ignore[arg-type]
        for fact, value in facts.items():
            key = {"tapped": "asm.stated_tapped" if value else "asm.stated_untapped",
                   "sick": "asm.stated_sick" if value else "asm.stated_not_sick"}.get(fact)
            if key is not None:
                self.assumptions.append(Assumption("stated", key, {"card": card_name(card), "player": owner},
                                                   card_name(card), stated=True))

    def _statement(self, toks: list[Token], i: int, subject: str, start: int, explicit: bool = True) -> int | None:
        """Prose setup: "I have ...", "il a ...", "I just played X", "he is at 3 life", "it's his turn"."""
        player = subject if subject in self.players else "me"
        m = self.lex.match(toks, i, "verb", "just")
        if m is not None:
            return self._just_played(toks, i + m.length, player, start)
        m = self.lex.match_any(toks, i, ("verb",))
        if m is not None and m.value in ("cast", "play"):
            mark = self._tentative()  # a look ahead: what it read is forgotten ("cast it with madness")
            try:
                np = self._np(toks, i + m.length, "setup", allow_db=False)
            except ReadFailure:
                np = None
            self._undo(mark)
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
            if j < len(toks) and toks[j].fold in ("que", "qu'"):
                j += 1  # "il n'a que des Grizzlis", "j'ai qu'une Montagne": only those (a possession lists its zone)
            life = self._life_amount(toks, j)
            if life is not None:
                self._set_life(player, life[0])
                return life[1]
            return self._possession(toks, j, player, start)
        m = self.lex.match(toks, i, "life", "remains")
        if m is not None:  # "il lui reste 2 vies"
            life = self._life_amount(toks, i + m.length)
            if life is not None:
                self._set_life(player, life[0])
                return life[1]
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
        amount = self._amount(toks, k)  # "3", "two", "deux"
        if amount is not None:
            value, after = amount
            life = self.lex.match(toks, after, "life", "life")
            if life is not None:
                return value, after + life.length
            sep = self.lex.match(toks, after, "sep")
            ends = after >= len(toks) or toks[after].fold in (",", ";") or self._clause_starts(toks, after) or \
                sep is not None and self._clause_starts(toks, after + sep.length)  # "I'm at two and he Shocks me"
            if m is not None and (bare or after >= len(toks)) and ends and toks[k].fold not in \
                    self.lex.phrases("article"):  # "at two"; "at a" is no amount
                return value, after
        return None

    def _amount(self, toks: list[Token], k: int) -> tuple[int, int] | None:
        """A number written in digits or in words ("3", "three", "trois"): (value, position after)."""
        if k < len(toks) and toks[k].kind == "number" and toks[k].fold.isdigit():
            return min(int(toks[k].fold[:7]), 1_000_000), k + 1
        m = self.lex.match(toks, k, "number")
        if m is not None and m.value.isdigit():
            return int(m.value), k + m.length
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
        played = m is None or m.value == "play" or toks[start:i] and any(
            t.fold in ("played", "joué", "jouée", "jouer", "posé", "posée", "poser") for t in toks[start:i])
        said = self._just_played_pronoun(toks, start, i)
        if said is not None:  # « je viens de les jouer », "I just played them": the permanents named before
            return said
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
                if played and "land" in np.card.types:  # "I just played a Forest": this turn's land drop (305.2)
                    who.lands_played += np.count
                for _ in range(np.count):
                    who.battlefield.append(PermanentSpec(np.card, sick=True, stated=frozenset({"sick"}),
                                                         origin="mentioned"))
                self.assumptions.append(Assumption(
                    "stated", "asm.stated_sick",
                    {"card": card_name(np.card), "player": owner}, card_name(np.card), stated=True))
            self._mention(np.card, owner, "setup", -1)
        self.understood.append(self._cut(toks[start].start, toks[end - 1].end))
        return end

    def _just_played_pronoun(self, toks: list[Token], start: int, i: int) -> int | None:
        """"I have Llanowar Elves, I just played them", « j'ai des Elfes, je viens de les jouer »: the pronoun (a
        clitic inside the words "just played", or an object after them) stands for the permanent named before,
        which came this turn (stated, 302.6): that one, not another copy. The position after, or None when no
        pronoun is written there."""
        inside = any(self.lex.match(toks, k, "object", "clitic") for k in range(start, i))
        after = self.lex.match(toks, i, "object", "card") if not inside else None
        if not inside and (after is None or self.names.hits(self._words_from(toks, i), 0)):
            return None
        end = i + (after.length if after is not None else 0)
        cards: list[CardDef] = []
        if any(self.lex.match_any(toks, k, ("plural_pronoun", "plural_clitic")) for k in range(start, end)):
            # "I have Grizzly Bears and Hill Giant, I just played them": the permanents the statement before named
            for mn in reversed(self.mentions):
                if mn.role != "setup" or not mn.card.is_permanent_card:
                    break
                if mn.card not in cards:
                    cards.append(mn.card)
        if not cards:
            np = self._pronoun_np(NP("card", start, end, self._cut(toks[start].start, toks[end - 1].end),
                                     how="pronoun"), "object")
            assert np.card is not None
            cards = [np.card]
        for card in reversed(cards):
            owner = self._owner_from_situation(card) or "me"
            self._state_fact(card, owner, {"sick": True})  # stated: shown as said by the message
            self._mention(card, owner, "setup", -1)
        tt = self.lex.match(toks, end, "this_turn")
        end += tt.length if tt is not None else 0
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
        j = after = i
        placed: list[tuple[NP, str | None]] = []
        while j < len(toks):
            j = self._skip_fillers(toks, j)
            none = self.lex.match(toks, j, "none")
            if none is not None:
                self._nothing_in(player, none.value)
                j += none.length
                continue
            if (items or placed) and (self.lex.match(toks, j, "question_word", "wh") is not None or
                          self.lex.match(toks, j, "question") is not None):
                j = after  # "I control Grizzly Bears and Hill Giant, what happens?": the list ends at the question
                break
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
                # a graveyard, exile or library holds both kinds: "Divination and Grizzly Bears in my graveyard"
                shared = [it for it in items if it.card is not None and (it.card.is_permanent_card == kind or
                                                                       zone[0] in ("graveyard", "exile", "library"))]
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
            after, j = j, sep
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
                    # "untapped" states the tapped state too (not re-judged), "settled" the sick one
                    stated = frozenset({"untapped": "tapped", "settled": "sick"}.get(s, s) for s in np.status
                                       if s in ("tapped", "untapped", "sick", "settled"))
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

    def _with_setup(self, toks: list[Token], i: int) -> int | None:
        """"with a tapped Forest and Llanowar Elves out, ...", "avec une Forêt engagée et des Elfes en jeu, ...":
        a possession said as a prefix (the asking player's, or the possessive's owner), ending with a zone
        phrase before a comma; the position after the comma, or None when tokens[i] starts no such phrase."""
        m = self.lex.match(toks, i, "prep", "with")
        if m is None or "me" not in self.players:
            return None
        k = i + m.length
        while k < len(toks) and not (toks[k].kind == "punct" and toks[k].fold == ","):
            zone = self._zone_phrase(toks, k)
            if zone is not None:  # "in play": not the verb "play"
                k = zone[1]
                continue
            word = self.lex.match_any(toks, k, ("status", "article", "number", "possessive", "filler"))
            if word is not None:  # "a tapped Forest": neither the verb "tap" nor French "a"
                k += word.length
                continue
            if self.lex.match_any(toks, k, ("verb", "modal", "question")) is not None:
                return None  # a clause, not a list of cards ("with Bolt I kill...")
            k += 1
        if k == i + m.length:
            return None
        zone_at = next((n for n in range(i + m.length, k) if self._zone_phrase(toks, n) is not None
                        and self._zone_phrase(toks, n)[1] == k), None)  # type: ignore[index]
        if zone_at is None and not any(self.lex.match(toks, n, "status", "tapped") or
                                       self.lex.match(toks, n, "status", "untapped") for n in range(i, k)):
            return None  # "with two untapped Islands,": tapped or not, they are on the battlefield
        mark = self._tentative()
        try:
            end = self._possession(toks[:k], i + m.length, "me", i)
        except ReadFailure:
            self._undo(mark)
            return None
        if end != k:
            self._undo(mark)
            return None
        return min(k + 1, len(toks))

    def _skip_fillers(self, toks: list[Token], j: int) -> int:
        while j < len(toks):
            m = self.lex.match(toks, j, "filler")
            if m is None or self._np_starts(toks, j):
                return j
            j += m.length
        return j

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
                whose = m.value if m.value in ("me", "other") else "opponent"  # "other": of the one acting
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
            whose = suffix.value if suffix.value in ("me", "opponent", "other") else whose
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
            if whose == "other":  # "during his opponent's upkeep", « de son adversaire »: of the one acting
                whose = self._other(action.actor or "me")
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
