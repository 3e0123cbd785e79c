"""Verbs and the actions they make: one handler per verb class of the lexicon (`_v_cast`, `_v_tap`,
`_v_ping`...), each reading its arguments (objects, targets, the card used) into an engine
`Action`; events ("it resolves"), permanents as subjects ("can my Bears attack?") and the same verb
left out ("a Forest, then a Mountain").
"""

from __future__ import annotations

import tomllib
from collections.abc import Sequence
from dataclasses import replace as dc_replace
from functools import cache

from bot.engine.actions import Action, CardRef, Payment, PermanentSpec, TargetRef
from bot.engine.judge import Assumption
from bot.engine.placeholders import placeholder
from bot.engine.trace import card_name
from bot.language.freeform.costs import Costs
from bot.language.freeform.model import (
    NP,
)
from bot.language.tokens import Token
from bot.language.words import LEXICON_DIR
from foundation.cards import CardDef
from foundation.errors import ReadFailure

INSTANT_CARD = "an instant card"  # the placeholder a "can I respond?" casts (bot.engine.placeholders.NAMES)


@cache
def keyword_zones() -> dict[str, str]:
    """Where each keyword ability read as a verb is used from (lexicon/keyword_zones.toml): keyword -> zone."""
    with open(LEXICON_DIR / "keyword_zones.toml", "rb") as fh:
        data = tomllib.load(fh)
    return {keyword: zone for zone, keywords in data.items() for keyword in keywords}


class Verbs(Costs):
    """Verb handlers: a clause's verb and its arguments into an action (module doc)."""

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
        if np is None or np.card is None or np.how in ("exact", "nick") and not self._strong_name(
                toks, self._name_start(toks, np)) or np.end < len(toks) and not self._clause_starts(toks, np.end) \
                and toks[np.end].fold not in (",", "and", "et") and not self._closing_tail(toks, np.end) \
                and not self.lex.match_any(toks, np.end, ("this_turn", "filler")):
            return None
        if last.kind == "play_land" and "land" in np.card.types:
            self._mention(np.card, subject, "cast", len(self.actions))
            return Action("play_land", toks[i].line, "", actor=last.actor, card=self._ref(np, subject)), np.end
        if last.kind == "cast":
            return self._cast_action(toks, np, self._answerer(np, last.actor or subject)), np.end
        return None

    def _card_subject(self, toks: list[Token], i: int) -> NP | None:
        mark = self._tentative()
        found = self._card_subject_at(toks, i)
        if found is None:
            self._undo(mark)
        return found

    def _creature_pronoun(self, toks: list[Token], i: int) -> bool:
        """"Mon Araignée est engagée, elle peut bloquer ?": "elle"/"it" before "block"/"attack" without
        "with" is the creature just named, when one was named in this sentence or the one before."""
        m = self.lex.match(toks, i, "subject", "he")
        if m is None:
            return False
        k = i + m.length
        k += self.lex.match(toks, k, "modal").length if self.lex.match(toks, k, "modal") else 0  # type: ignore[union-attr]
        v = self.lex.match(toks, k, "verb")
        if v is None or v.value not in ("attack", "block") or self.lex.match(toks, k + v.length, "prep", "with"):
            return False
        for n in range(k + v.length, len(toks)):  # "he blocks Craw Wurm with his Bears": the player, blocking with
            if toks[n].fold in (",", ";"):
                break
            if self.lex.match(toks, n, "prep", "with"):
                return False
        recent = [mn for mn in self.mentions if mn.sentence >= self.sentence_index - 1 and "creature" in mn.card.types]
        # "I Giant Growth my Bears. Can they attack?": "they" can't be my opponent attacking with my creature
        return bool(recent) and (recent[-1].role in ("setup", "status", "source") or recent[-1].owner == "me")

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
            # "my Wall of Wood blocks", "can Grizzly Bears block Serra Angel?": possessed, or written as a name
            if self.lex.match(toks, i, "possessive") is None and not self._strong_name(toks, i):
                return None
            possessed = self.lex.match(toks, i, "possessive") is not None
            try:  # "my elves attack": a possessed name partly written is looked for in the cards too
                np = self._np(toks, i, "attacker" if possessed else "source", allow_db=possessed)
            except ReadFailure:
                return None
        if np is None or np.card is None or not np.card.is_permanent_card:
            return None
        k = np.end
        fresh = self.lex.match(toks, k, "played_this_turn")
        if fresh is not None:  # « mes Elfes joués ce tour peuvent-ils attaquer ? »: under control since this turn only
            k += fresh.length
        k += self.lex.match(toks, k, "modal").length if self.lex.match(toks, k, "modal") else 0  # type: ignore[union-attr]
        aux = self.lex.match(toks, k, "verb", "is")
        if aux is not None and self.lex.match(toks, k + aux.length, "verb") is not None:
            k += aux.length  # "my Wall of Wood is blocking his Bears"
        v = self.lex.match(toks, k, "verb")
        if v is None or v.value not in ("attack", "block", "tap", "activate"):
            return None
        if fresh is not None:
            self._came_this_turn(np)
            np.end = np.end + fresh.length
        return np

    def _place_copies(self, card: CardDef, owner: str, count: int) -> None:
        """"two Grizzly Bears" block: as many on their controller's battlefield, when the message doesn't list it
        (the open world places one of a name by itself)."""
        who = self.setup.player(owner)
        if who is None or "battlefield" in who.listed:
            return
        have = sum(spec.card.name == card.name for spec in who.battlefield)
        for _ in range(count - have):
            who.battlefield.append(PermanentSpec(card, origin="mentioned"))
        if count > have:
            self.assumptions.append(Assumption("placed", "asm.battlefield", {"card": card_name(card), "player": owner},
                                               card_name(card), enabling=True, order=len(self.actions)))

    def _came_this_turn(self, np: NP) -> None:
        """The permanent a subject says came this turn: on its battlefield, summoning sick, as stated (302.6)."""
        assert np.card is not None
        owner = np.owner or self._owner_from_situation(np.card) or "me"
        who = self.setup.player(owner)
        if who is None:
            return
        for _ in range(np.count):
            who.battlefield.append(PermanentSpec(np.card, sick=True, stated=frozenset({"sick"}), origin="mentioned"))
        self.assumptions.append(Assumption("stated", "asm.stated_sick", {"card": card_name(np.card), "player": owner},
                                           card_name(np.card), stated=True))
        self._mention(np.card, owner, "setup", -1)

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
        if m is not None and m.value in ("card", "he", "clitic") and not self._named_event(toks, j):
            # (in "la Foudre se résout", "la" is the name's article, not the pronoun)
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

    def _v_cast(self, toks: list[Token], i: int, actor: str, question: bool, clitic: NP | None) -> tuple[Action, int]:
        times = self.lex.match(toks, i, "times")
        if times is not None and clitic is None:  # « je lance deux fois Foudre sur ses Elfes »
            self._repeat = int(times.value)
            i += times.length
        if clitic is not None and clitic.how == "dative":  # "je lui balance une Foudre": at him
            np = self._object(toks, i, "cast", None)
            action = self._cast_action(toks, np, actor)
            if (self.lex.match(toks, np.end, "prep", "target") and self._np_starts(toks, np.end + 1) or
                    self.lex.match(toks, np.end, "face")) and self._life_amount(toks, np.end) is None:
                return action, np.end  # "il me balance un Choc sur mes Elfes": the target is written; "me" is chatter
            spell = action.card.card if action.card is not None else None
            return dc_replace(action, targets=(self._clitic_target(clitic, "target", actor, spell),)), np.end
        np = self._object(toks, i, "cast", clitic)
        return self._cast_action(toks, np, actor), i if clitic is not None else np.end

    def _clitic_target(self, clitic: NP, role: str, actor: str, spell: CardDef | None = None) -> TargetRef:
        """What "le", "lui", "me" before a verb stand for as a target: the card it can stand for; a player
        for "me", for "le" when no card named so far fits ("il est à 3, je le Foudre"), and for "lui"/"leur" when
        no card named so far is one `spell` can target (« mon Bogle ..., je peux lui lancer Croissance
        gigantesque ? »: the Bogle; « il est à 3, je lui balance une Foudre »: him)."""
        if clitic.how == "dative":
            if clitic.text.lower() not in ("me", "m'", "te", "t'") and spell is not None and spell.targets:
                saved, self.targeting = self.targeting, spell
                try:
                    return self._target_ref(self._pronoun_np(dc_replace(clitic, how="pronoun"), role), actor)
                except ReadFailure:
                    pass  # no card it can stand for: a player
                finally:
                    self.targeting = saved
            who = "me" if clitic.text.lower() in ("me", "m'") else self._other(actor)
            return TargetRef(player=who, text=clitic.text)
        try:
            return self._target_ref(self._pronoun_np(clitic, role), actor)
        except ReadFailure:
            if role != "target":
                raise
            return TargetRef(player=self._other(actor), text=clitic.text)

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
        to = self.lex.match(toks, i, "prep", "to")
        if to is not None:  # "I respond to his Bolt with Counterspell", « je réponds à sa Foudre par un Contresort »
            after = self._spell_on_stack(toks, i + to.length)
            if after is not None:
                i = after
                self._responding = True
        m = self.lex.match(toks, i, "respond_by") or self.lex.match(toks, i, "prep", "with")
        if m is not None:
            i += m.length
        elif question and clitic is None and self._nothing_more(toks, i):
            return self._respond_at_all(toks, i, actor), i
        verb = self.lex.match(toks, i, "verb")
        if verb is not None and verb.value in ("cast", "play", "activate", "sacrifice", "tap", "counter", "flashback",
                                                "pitch", "ping", "crack", "give", "bounce", "save", "equip"):
            handler = getattr(self, "_v_" + verb.value)
            result: tuple[Action, int] = handler(toks, i + verb.length, actor, question, clitic)
            return result
        cv = self._card_verb(toks, i)
        if cv is not None:
            return self._cast_card_verb(toks, cv[0], cv[1], actor, question, None), cv[1]
        np = self._object(toks, i, "cast", None)
        return self._cast_action(toks, np, actor), np.end

    def _nothing_more(self, toks: list[Token], i: int) -> bool:
        """Whether the clause ends at tokens[i] (punctuation, the end, or chatter)."""
        k = i
        while k < len(toks) and toks[k].kind == "punct" and toks[k].fold not in (",", ";"):
            k += 1
        return k >= len(toks) or self._clause_starts(toks, k) or toks[k].fold in (",", ";") or \
            self._only_chatter(toks, k)

    def _respond_at_all(self, toks: list[Token], i: int, actor: str) -> Action:
        """"can I respond?", « je peux répondre ? », with no spell named: whether the player can cast an instant
        now, an instant card of theirs that the message doesn't name standing for any (117.1a: a player with
        priority can cast an instant; 117.3c-d: the caster of a spell receives priority, then the next player)."""
        card = placeholder(INSTANT_CARD)
        assert card is not None
        line = toks[min(i, len(toks)) - 1].line
        return Action("cast", line, "", actor=actor, card=CardRef(card, card.name, 0, actor),
                      notes=(("117.3d", "step.respond_priority", (("player", actor),)),))

    def _v_flashback(self, toks: list[Token], i: int, actor: str, question: bool,
                     clitic: NP | None) -> tuple[Action, int]:
        return self._cast_for_alt(toks, i, actor, clitic, "flashback")

    def _alt_object(self, toks: list[Token], i: int, clitic: NP | None, alt: str) -> NP:
        """What "I flashback it", « je le flashback » cast: a pronoun stands for a card named before that has
        that keyword's cost, when one does ("I discard Deep Analysis to Tormenting Voice, can I flashback it?":
        Deep Analysis, not the spell cast last); else as any cast's object."""
        if any(c.cost_named(alt) is not None for c in self._pronoun_candidates("cast")):
            if clitic is not None:
                return self._pronoun_np(clitic, "cast:" + alt)
            m = self.lex.match(toks, i, "object", "card")
            if m is not None and not self.names.hits(self._words_from(toks, i), 0):
                return self._pronoun_np(NP("card", i, i + m.length, toks[i].text, how="pronoun"), "cast:" + alt)
        return self._object(toks, i, "cast", clitic)

    def _cast_for_alt(self, toks: list[Token], i: int, actor: str, clitic: NP | None,
                      alt: str) -> tuple[Action, int]:
        """"I dash it", "evoked Mulldrifter", « je le blitze », "I flashback it": cast the card for the alternative
        cost its keyword names (the same as "cast X with dash")."""
        np = self._alt_object(toks, i, clitic, alt)
        action = self._cast_action(toks, np, actor)
        return dc_replace(action, alt=alt), i if clitic is not None else np.end

    def _v_evoke(self, toks: list[Token], i: int, actor: str, question: bool, clitic: NP | None) -> tuple[Action, int]:
        return self._cast_for_alt(toks, i, actor, clitic, "evoke")

    def _v_dash(self, toks: list[Token], i: int, actor: str, question: bool, clitic: NP | None) -> tuple[Action, int]:
        return self._cast_for_alt(toks, i, actor, clitic, "dash")

    def _v_blitz(self, toks: list[Token], i: int, actor: str, question: bool, clitic: NP | None) -> tuple[Action, int]:
        return self._cast_for_alt(toks, i, actor, clitic, "blitz")

    def _v_overload(self, toks: list[Token], i: int, actor: str, question: bool,
                    clitic: NP | None) -> tuple[Action, int]:
        return self._cast_for_alt(toks, i, actor, clitic, "overload")

    def _v_escape(self, toks: list[Token], i: int, actor: str, question: bool,
                  clitic: NP | None) -> tuple[Action, int]:
        return self._cast_for_alt(toks, i, actor, clitic, "escape")

    def _v_emerge(self, toks: list[Token], i: int, actor: str, question: bool,
                  clitic: NP | None) -> tuple[Action, int]:
        return self._cast_for_alt(toks, i, actor, clitic, "emerge")

    def _v_loot(self, toks: list[Token], i: int, actor: str, question: bool, clitic: NP | None) -> tuple[Action, int]:
        """"I loot with my Looter", « je loot avec le Pillard »: its ability that taps it and isn't a mana ability."""
        m = self.lex.match(toks, i, "prep", "with")
        np = self._object(toks, i + (m.length if m is not None else 0), "source", clitic)
        assert np.card is not None
        self._mention(np.card, np.owner or actor, "source", len(self.actions))
        tapping = [n for n, ab in enumerate(np.card.activated, start=1) if ab.mana is None and ab.cost.tap]
        return Action("activate", toks[i - 1].line, "", actor=actor, card=self._ref(np, actor),
                      ability=tapping[0] if len(tapping) == 1 and len(np.card.activated) > 1 else None), \
            i if clitic is not None else np.end

    def _keyword_verb(self, toks: list[Token], i: int, actor: str, clitic: NP | None) -> tuple[Action, int] | None:
        """"I cycle Street Wraith", « j'exhume l'Élémental », "I dredge Stinkweed Imp": a keyword ability used as
        a verb before a card is that ability of that card (never the card named Unearth or Dredge), used from
        where it works (the hand, the graveyard): the card is there when the message doesn't say."""
        m = self.lex.match(toks, i, "keyword_verb")
        if m is None:
            return None
        j = i + m.length
        if clitic is None and not self._np_starts(toks, j):
            return None
        mark = self._tentative()
        try:
            np = self._object(toks, j, "cast", clitic)
        except ReadFailure:
            self._undo(mark)
            return None
        assert np.card is not None
        card, end, line = np.card, j if clitic is not None else np.end, toks[i].line
        zone = keyword_zones().get(m.value, "battlefield")
        self._mention(card, actor, "source", len(self.actions))
        if m.value == "dredge":  # 702.52a: instead of a draw; the first thing the message says: the turn's draw
            instead = self.lex.match(toks, end, "instead_of_draw")
            end += instead.length if instead is not None else 0
            self._place_in(actor, card, "graveyard")
            if not self.actions and self.first_timing is None:
                self._emit(Action("goto_step", line, self.lex.written("written", "draw_step", self.lang),
                                  step="draw", actor=actor))
            return Action("dredge", line, "", actor=actor, card=self._ref(np, actor)), end
        usable = [n for n, ab in enumerate(card.activated, start=1) if ab.zone == zone and ab.mana is None]
        if not usable:
            raise ReadFailure("err.ff_no_such_keyword", toks[i].start, toks[end - 1].end, card=card_name(card),
                              word=self._cut(toks[i].start, toks[i + m.length - 1].end))
        self._place_in(actor, card, zone)
        return Action("activate", line, "", actor=actor, card=self._ref(np, actor),
                      ability=usable[0] if len(card.activated) > 1 else None), end

    def _v_activate(self, toks: list[Token], i: int, actor: str, question: bool,
                    clitic: NP | None) -> tuple[Action, int]:
        np = self._object(toks, i, "source", clitic)
        assert np.card is not None
        end = self._fresh(toks, i if clitic is not None else np.end, np, actor)
        self._mention(np.card, np.owner or actor, "source", len(self.actions))
        return Action("activate", toks[i - 1].line, "", actor=actor, card=self._ref(np, actor)), end

    def _fresh(self, toks: list[Token], k: int, np: NP, actor: str) -> int:
        """"(activate my Elves) the turn I play them", « (engager mes Elfes) le tour où je les joue »: the permanent
        came under its controller's control this turn (302.6), as stated; where the words end."""
        fresh = self.lex.match(toks, k, "played_this_turn")
        mana = self._for_mana(toks, k) if fresh is None else None
        if mana is not None and self.lex.match(toks, mana, "played_this_turn") is not None:
            k = mana  # "tap my Elves for mana the turn I play them": "for mana" says nothing more
            fresh = self.lex.match(toks, k, "played_this_turn")
        if fresh is None or np.card is None or not np.card.is_permanent_card:
            return k
        np.owner = np.owner or actor
        self._came_this_turn(np)
        return k + fresh.length

    def _for_mana(self, toks: list[Token], k: int) -> int | None:
        """The position after "for mana" / « pour du mana » at tokens[k] (no colour said), else None."""
        m = self.lex.match(toks, k, "prep", "for")
        if m is None or self._colors(toks, k + m.length) is not None:
            return None
        j = k + m.length
        if j < len(toks) and toks[j].fold == "du":
            j += 1
        return j + 1 if j < len(toks) and toks[j].fold == "mana" else None

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
        colors: str | None = None
        if len(nps) == 1:
            m = self.lex.match(toks, end, "prep", "for")
            said = self._colors(toks, end + m.length) if m is not None else None
            if said is not None and self.lex.match(toks, said[1], "played_this_turn") is not None:
                colors, end = said  # "tap my Elves for G the turn I play them"
            end = self._fresh(toks, end, nps[0], actor)  # "tap my Elves (for mana) the turn I play them"
        refs = []
        for np in nps:
            assert np.card is not None
            self._mention(np.card, np.owner or actor, "source", len(self.actions))
            refs.extend([self._ref(np, actor)] * np.count)
        tapping = _tap_ability(refs[0].card) if len(refs) == 1 and not self.lex.match(toks, end, "prep", "for") \
            else None
        if tapping is not None:  # "I tap my Merfolk Looter": its one {T} ability, which is no mana ability
            return Action("activate", toks[i - 1].line, "", actor=actor, card=refs[0], ability=tapping), end
        return Action("tap_mana", toks[i - 1].line, "", actor=actor, cards=tuple(refs), colors=colors), end

    def _v_ping(self, toks: list[Token], i: int, actor: str, question: bool, clitic: NP | None) -> tuple[Action, int]:
        """"ping X with Y": activate Y's damage ability targeting X; without Y, the one card that pings."""
        if toks[i - 1].fold in ("fait", "fais", "faire", "font"):
            spell = self._exact_np(toks, i)  # « il me fait un Choc sur mes Elfes »: "faire" a spell is casting it
            if spell is not None and spell[0].card is not None and not spell[0].card.is_permanent_card:
                return self._v_cast(toks, i, actor, question, clitic)
        targets: list[TargetRef] = []
        j = i
        if j < len(toks) and (toks[j].kind == "number" or self.lex.match(toks, j, "number")) and \
                self._damage_phrase(toks, j) is None:
            k = j + (1 if toks[j].kind == "number" else self.lex.match(toks, j, "number").length)  # type: ignore[union-attr]
            to = self.lex.match(toks, k, "prep", "to") or self.lex.match(toks, k, "prep", "target")
            if to is not None and not self.lex.match_any(toks, k, ("face",)):
                j = k + to.length  # "deal 3 to his Elves with Bolt": the amount is the card's
            elif to is not None or self.lex.match(toks, k, "prep", "with"):
                j = k  # "je lui fais 3 avec Foudre", "3 to his face with Bolt"
        if clitic is not None:
            targets.append(self._clitic_target(clitic, "target", actor))
        elif not self.lex.match(toks, j, "prep", "with"):
            t = self._target_list(toks, j, actor, "target")
            if t is not None:
                targets, j = t
        source: NP | None = None
        j = self._skip_response(toks, j)  # "kill them in response with the Shock"
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
        if not source.card.is_permanent_card and source.card.targets:  # "3 to his face with Bolt": cast it
            action = self._cast_action(toks, source, actor)
            return dc_replace(action, targets=tuple(targets)), j
        self._mention(source.card, source.owner or actor, "source", len(self.actions))
        ability = self._ability_with(source.card, None, targeted=True)
        return Action("activate", toks[i - 1].line, "", actor=actor, card=self._ref(source, actor),
                      targets=tuple(targets), ability=ability), j

    def _skip_response(self, toks: list[Token], j: int) -> int:
        """Past "in response" / "en réponse" said in the middle of an action (it is a response anyway)."""
        m = self.lex.match(toks, j, "response", "any")
        if m is not None:
            self._responding = True
            return j + m.length
        return j

    def _instrument(self, toks: list[Token], j: int) -> tuple[NP, int] | None:
        """"with Boomerang", "avec la Croissance", "w/ Unsummon": the card an action is done with."""
        j = self._skip_response(toks, j)
        m = self.lex.match(toks, j, "prep", "with")
        if m is None:
            return None
        np = self._np(toks, j + m.length, "cast")
        if np is None or np.card is None:
            raise ReadFailure("err.ff_expected_card", toks[min(j + m.length, len(toks) - 1)].start, toks[-1].end,
                              part=self._cut(toks[min(j + m.length, len(toks) - 1)].start, toks[-1].end))
        return np, np.end

    def _use_on(self, toks: list[Token], card: NP, targets: Sequence[TargetRef], actor: str) -> Action:
        """A card used on targets: a spell cast targeting them, or a permanent's targeted ability activated."""
        assert card.card is not None
        if card.card.is_permanent_card and any(ab.targets for ab in card.card.activated) and not (
                card.card.targets and "aura" in card.card.subtypes):
            self._mention(card.card, card.owner or actor, "source", len(self.actions))
            return Action("activate", toks[card.start].line if card.start < len(toks) else 1, "", actor=actor,
                          card=self._ref(card, actor), targets=tuple(targets),
                          ability=self._ability_with(card.card, None, targeted=True))
        return dc_replace(self._cast_action(toks, card, actor), targets=tuple(targets))

    def _objects(self, toks: list[Token], i: int, actor: str, clitic: NP | None,
                 role: str = "target") -> tuple[list[TargetRef], int]:
        """The targets a verb acts on: a clitic before it ("je le renvoie") or the noun phrases after it."""
        if clitic is not None:
            return [self._clitic_target(clitic, role, actor)], i
        found = self._target_list(toks, i, actor, role)
        if found is None:
            raise ReadFailure("err.ff_expected_card", toks[min(i, len(toks) - 1)].start, toks[-1].end,
                              part=self._cut(toks[min(i, len(toks) - 1)].start, toks[-1].end))
        return found

    def _v_equip(self, toks: list[Token], i: int, actor: str, question: bool,
                 clitic: NP | None) -> tuple[Action, int]:
        """"equip Bonesplitter to my Bears", "je mets Rancœur sur mes Grizzlis", "je mets une Lance calcinante sur
        son Minotaure": an Equipment's equip ability targeting the creature; any other card cast targeting it."""
        thing = self._object(toks, i, "cast", clitic)
        assert thing.card is not None
        j = i if clitic is not None else thing.end
        m = self.lex.match(toks, j, "prep", "target") or self.lex.match(toks, j, "prep", "to")
        if m is None:
            raise ReadFailure("err.ff_expected_target", toks[min(j, len(toks) - 1)].start, toks[-1].end,
                              part=self._cut(toks[i - 1].start, toks[-1].end))
        targets, k = self._objects(toks, j + m.length, actor, None)
        equip = [n for n, ab in enumerate(thing.card.activated, start=1) if ab.targets and ab.zone == "battlefield"]
        if thing.card.is_permanent_card and equip and "equipment" in thing.card.subtypes:
            self._mention(thing.card, thing.owner or actor, "source", len(self.actions))
            return Action("activate", toks[i - 1].line, "", actor=actor, card=self._ref(thing, actor),
                          targets=tuple(targets), ability=equip[0] if len(thing.card.activated) > 1 else None), k
        return dc_replace(self._cast_action(toks, thing, actor), targets=tuple(targets)), k

    def _v_bounce(self, toks: list[Token], i: int, actor: str, question: bool,
                  clitic: NP | None) -> tuple[Action, int]:
        """"bounce his Angel with Unsummon", "je le renvoie dans sa main avec Boomerang": cast the card named
        after "with" targeting what is returned; "return an Island to my hand to cast Daze" / "je renvoie une Île
        pour lancer Hébétude": that return pays for the spell (its alternative cost, 601.2b)."""
        if clitic is None:
            mark = self._tentative()
            try:  # "return an Island to my hand to cast Daze": a payment, tried first
                nps = self._np_list(toks, i, "cost")
            except ReadFailure:
                nps = []
            if not nps:
                self._undo(mark)
            if nps and (self.lex.match(toks, nps[-1].end, "prep", "purpose") or self._zone_then_purpose(
                    toks, nps[-1].end)):
                j = nps[-1].end
                z = self._zone_phrase(toks, j) or (self._zone_phrase(toks, j + 1) if j + 1 < len(toks) and
                                                   toks[j].fold in self.lex.phrases("prep_into") else None)
                if z is not None:
                    j = z[1]
                m = self.lex.match(toks, j, "prep", "purpose")
                if m is not None:
                    v = self.lex.match(toks, j + m.length, "verb")
                    k = j + m.length + (v.length if v is not None and v.value in ("cast", "play") else 0)
                    spell = self._card_verb(toks, k) or self._exact_np(toks, k)
                    if spell is not None and spell[0].card is not None:
                        refs = tuple(self._ref(np, actor) for np in nps for _ in range(np.count))
                        action = self._cast_action(toks, spell[0], actor)
                        return self._deduce_cost(dc_replace(action, payment=Payment(returned=refs))), spell[1]
        targets, j = self._objects(toks, i, actor, clitic)
        z = self._zone_phrase(toks, j) or (self._zone_phrase(toks, j + 1) if j + 1 < len(toks) and
                                           toks[j].fold in self.lex.phrases("prep_into") else None)
        if z is not None:  # "dans sa main", "to his hand"
            j = z[1]
        used = self._instrument(toks, j)
        if used is None:
            raise ReadFailure("err.ff_with_what", toks[i - 1].start, toks[min(j, len(toks)) - 1].end)
        return self._use_on(toks, used[0], targets, actor), used[1]

    def _zone_then_purpose(self, toks: list[Token], j: int) -> bool:
        for k in (j, j + 1):
            z = self._zone_phrase(toks, k)
            if z is not None and self.lex.match(toks, z[1], "prep", "purpose"):
                return True
        return False

    def _v_give(self, toks: list[Token], i: int, actor: str, question: bool,
                clitic: NP | None) -> tuple[Action, int]:
        """"give them Giant Growth", "give my Bears a Giant Growth", "je donne Croissance gigantesque à mes
        Grizzlis": cast the card given, targeting the one it is given to."""
        if clitic is not None:
            card = self._object(toks, i, "cast", None)
            return self._use_on(toks, card, [self._clitic_target(clitic, "target", actor)], actor), card.end
        first = self._card_verb(toks, i) or self._exact_np(toks, i)
        if first is not None and first[0].card is not None and not first[0].card.is_permanent_card:
            m = self.lex.match(toks, first[1], "prep", "to") or self.lex.match(toks, first[1], "prep", "target")
            if m is not None:  # "give Giant Growth to my Bears"
                targets, k = self._objects(toks, first[1] + m.length, actor, None)
                return self._use_on(toks, first[0], targets, actor), k
        targets, j = self._objects(toks, i, actor, None)
        card = self._object(toks, j, "cast", None)
        return self._use_on(toks, card, targets, actor), card.end

    def _v_save(self, toks: list[Token], i: int, actor: str, question: bool,
                clitic: NP | None) -> tuple[Action, int]:
        """"save them with Giant Growth", "je peux les sauver avec la Croissance": the card named after "with",
        used on what is saved."""
        if clitic is not None:  # "les sauver avec X": X says what "les" can be (what X can target)
            ahead = self._tentative()
            used = self._instrument(toks, i)
            self._undo(ahead)
            if used is not None and used[0].card is not None:
                self.targeting = used[0].card
        targets, j = self._objects(toks, i, actor, clitic)
        used = self._instrument(toks, j)
        if used is None:
            raise ReadFailure("err.ff_with_what", toks[i - 1].start, toks[min(j, len(toks)) - 1].end)
        return self._use_on(toks, used[0], targets, actor), used[1]

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
            card = self.pool.get(own[0].english) if own else self._held_counter(actor)
            if card is None:
                raise ReadFailure("err.ff_counter_with_what", verb_tok.start, toks[min(j, len(toks)) - 1].end)
            spell = NP("card", i - 1, i, verb_tok.text, card=card)
        action = self._cast_action(toks, spell, self._answerer(spell, actor))
        if targets:
            action = dc_replace(action, targets=tuple(targets))
        return action, j

    def _held_counter(self, actor: str) -> CardDef | None:
        """"can I counter it?" with no card said: the one spell that counters spells the message says the
        player has (in hand, or named as theirs before)."""
        ps = self.setup.player(actor)
        held = [c for c in (ps.hand if ps is not None else [])] + \
            [mn.card for mn in self.mentions if mn.owner == actor and mn.role in ("setup", "cost")]
        counters = {c.name: c for c in held if not c.is_permanent_card and c.targets and
                    all(spec.kind in ("spell", "spell_or_ability", "spell_or_permanent") for spec in c.targets)}
        return next(iter(counters.values())) if len(counters) == 1 else None

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
        if not nps and (m is not None or toks[i - 1].fold in self.lex.phrases("prep_with_end")) and \
                not self._np_starts(toks, i) and self._pronoun_candidates("attacker"):
            # "j'attaque avec.", "et j'attaque avec": with the creature just named
            nps = [self._pronoun_np(NP("card", i, i, toks[i - 1].text, how="pronoun"), "attacker")]
        if not nps and m is None and (i >= len(toks) or self._clause_starts(toks, i) or self._tail_starts(toks, i) or
                                      toks[i].kind == "punct" and toks[i].fold in (",", ";", "?", "!")):
            # "il peut attaquer ?" after "je mets Pacifisme sur ses Grizzlis": with the creature of his just named;
            # "I equip Bonesplitter to my Grizzly Bears and attack, how much damage?": with the one just equipped
            own = [mn.card for mn in reversed(self.mentions) if (mn.owner or "opponent") == actor and
                   mn.card.is_permanent_card and "creature" in mn.card.types]
            if own:
                np = self._pronoun_np(NP("card", i - 1, i, toks[i - 1].text, how="pronoun"), "attacker")
                if np.card is not None and np.card.name in {c.name for c in own}:
                    nps = [np]
                    self.assumptions.append(Assumption("reading", "asm.attacker_unsaid",
                                                       {"card": card_name(np.card)}, card_name(np.card),
                                                       enabling=True, order=len(self.actions)))
        if not nps:
            raise ReadFailure("err.ff_attack_with_what", toks[i - 1].start, toks[min(i, len(toks)) - 1].end)
        refs = []
        for np in nps:
            assert np.card is not None
            self._mention(np.card, np.owner or actor, "attacker", len(self.actions))
            refs.extend([self._ref(np, actor)] * np.count)
        end = nps[-1].end
        if len(nps) == 1:
            end = self._fresh(toks, end, nps[0], actor)  # "attack with my Bears the turn I play them"
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
        me = actor if actor != "we" else "me"
        if m is None:
            # "opp flashes in Ambush Viper and blocks": the creature its player cast last in this message blocks
            cast = next((mn for mn in reversed(self.mentions) if mn.role == "cast"), None)
            if attacker is not None or cast is None or (cast.owner or me) != me or "creature" not in cast.card.types:
                raise ReadFailure("err.ff_block_with_what", toks[i - 1].start, toks[min(j, len(toks)) - 1].end)
            blockers = [NP("card", j, j, cast.card.name, card=cast.card, owner=me, how="situation")]
        else:
            blockers = self._np_list(toks, j + m.length, "blocker")  # "he blocks with Bears and Elves": each blocks
        blocker = blockers[0] if blockers else None
        if blocker is None or blocker.card is None:
            raise ReadFailure("err.ff_block_with_what", toks[i - 1].start,
                              toks[min(j + (m.length if m is not None else 0), len(toks)) - 1].end)
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
        block = Action("block", toks[i - 1].line, "", actor=me, cards=(att_ref,), blocker=self._ref(blocker, me))
        for other_blocker in blockers[1:]:
            assert other_blocker.card is not None
            self._mention(other_blocker.card, other_blocker.owner or me, "blocker", len(self.actions))
            for _ in range(other_blocker.count):
                self._followers.append(dc_replace(block, blocker=self._ref(other_blocker, me)))
        for _ in range(blocker.count - 1):  # "he blocks with two Grizzly Bears"
            self._followers.append(block)
        for np in blockers:
            if np.count > 1 and np.card is not None:
                self._place_copies(np.card, np.owner or me, np.count)
        return block, blockers[-1].end

    def _v_assign(self, toks: list[Token], i: int, actor: str, question: bool,
                  clitic: NP | None) -> tuple[Action, int]:
        """"I assign 2 to the blocker and 4 to him", « il assigne 2 au bloqueur et 3 à moi »: how the combat damage
        of the blocked attacking creature is divided (510.1c, 702.19b), checked by the engine."""
        blocks = [a for a in self.actions if a.kind == "block" and a.cards and a.blocker is not None]
        attackers = {r.card.name: r for a in self.actions if a.kind == "attack" and (a.actor or "me") == actor
                     for r in a.cards if any(b.cards[0].card.name == r.card.name for b in blocks)}
        if len(attackers) != 1:
            raise ReadFailure("err.ff_assign_what", toks[i - 1].start, toks[-1].end)
        attacker = next(iter(attackers.values()))
        blockers = [b.blocker for b in blocks if b.cards[0].card.name == attacker.card.name and b.blocker is not None]
        targets: list[TargetRef] = []
        amounts: list[int] = []
        j = i
        for _ in range(6):
            if j < len(toks) and toks[j].kind == "number" and toks[j].fold.isdigit():
                amount, j = min(int(toks[j].fold[:4]), 1000), j + 1
            else:
                n = self.lex.match(toks, j, "number")
                if n is None:
                    break
                amount, j = int(n.value), j + n.length
            d = self.lex.match(toks, j, "damage")
            j += d.length if d is not None else 0
            p = self.lex.match(toks, j, "prep", "to") or self.lex.match(toks, j, "prep", "target")
            j += p.length if p is not None else 0
            recipient = self._recipient(toks, j, actor, blockers)
            if recipient is None:
                raise ReadFailure("err.ff_expected_card", toks[min(j, len(toks) - 1)].start, toks[-1].end,
                                  part=self._cut(toks[min(j, len(toks) - 1)].start, toks[-1].end))
            target, j = recipient
            targets.append(target)
            amounts.append(amount)
            sep = j
            if sep < len(toks) and toks[sep].fold == ",":
                sep += 1
            s = self.lex.match(toks, sep, "sep", "and")
            sep += s.length if s is not None else 0
            if sep == j or sep >= len(toks) or not (toks[sep].kind == "number" or self.lex.match(toks, sep, "number")):
                break
            j = sep
        if not targets:
            raise ReadFailure("err.ff_assign_what", toks[i - 1].start, toks[-1].end)
        return Action("assign", toks[i - 1].line, "", actor=actor, card=attacker, targets=tuple(targets),
                      division=tuple(amounts)), j

    def _recipient(self, toks: list[Token], j: int, actor: str,
                   blockers: list[CardRef]) -> tuple[TargetRef, int] | None:
        """Who gets combat damage in an assignment: "the blocker" (the one blocking), a blocker by name, or the
        player attacked ("him", "me", "his face", « lui », « moi », « au joueur »)."""
        a = self.lex.match(toks, j, "article")
        k = j + (a.length if a is not None else 0)
        g = self.lex.match(toks, k, "generic", "creature")
        if g is not None and len({b.card.name for b in blockers}) == 1:
            return TargetRef(card=blockers[0], text=toks[k].text), k + g.length
        f = self.lex.match(toks, j, "face")
        if f is not None:
            return TargetRef(player=self._face_player(f.value, actor), text=toks[j].text), j + f.length
        o = self.lex.match(toks, j, "object", "player") or self.lex.match(toks, j, "object", "clitic_player")
        if o is not None:
            return TargetRef(player=self._other(actor), text=toks[j].text), j + o.length
        s = self.lex.match(toks, j, "subject")
        if s is not None and s.value in ("me", "opponent", "he") and not (
                j + s.length < len(toks) and toks[j + s.length].fold == "'s"):
            return TargetRef(player="me" if s.value == "me" else self._other("me"), text=toks[j].text), j + s.length
        np = self._np(toks, j, "blocker", allow_db=False)
        if np is None or np.card is None:
            return None
        return TargetRef(card=self._ref(np, actor), text=np.text), np.end

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
        m = self.lex.match(toks, end, "prep", "purpose") or self.lex.match(toks, end, "prep", "to") or \
            self.lex.match(toks, end, "prep", "with")  # "je défausse X avec mon Bâtard sauvage"
        user = self._exact_np(toks, end + m.length) if m is not None else None
        if user is not None and user[0].card is not None and any(ab.cost.discard for ab in user[0].card.activated):
            # "discard Basking Rootwalla to Wild Mongrel": Wild Mongrel's ability, paid by that discard
            self._mention(user[0].card, user[0].owner or actor, "source", len(self.actions))
            return Action("activate", toks[i - 1].line, "", actor=actor, card=self._ref(user[0], actor),
                          payment=Payment(discard=refs)), user[1]
        spell = (self._card_verb(toks, end + m.length) or user) if m is not None else None
        if spell is not None and spell[0].card is not None and any(
                c.discard == "card" for c in (*spell[0].card.additional_costs, *(c for _, c in spell[0].card.costs))):
            # "I discard Deep Analysis to Tormenting Voice", « je défausse X pour la Voix lancinante »: cast it,
            # paying its cost with that discard (an alternative cost only that payment allows is chosen: Foil)
            action = self._cast_action(toks, spell[0], actor)
            return self._deduce_cost(dc_replace(action, payment=Payment(discard=refs))), spell[1]
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

    def _answerer(self, np: NP, actor: str) -> str:
        """Who casts a spell a clause names without a subject: "opp bolts my Elves, Force of Will for free" is the
        answer to the spell before, cast by the other player, when the spell only answers spells (shown); any
        other spell, the last subject."""
        last = self.actions[-1] if self.actions else None
        if not self._subject_unsaid or np.card is None or last is None or last.kind != "cast" or \
                last.actor != actor or self._target_role(np.card) != "target:spell":
            return actor
        other = self._other(actor)
        self.assumptions.append(Assumption("reading", "asm.answer_without_subject",
                                           {"card": card_name(np.card), "player": other}, card_name(np.card),
                                           enabling=True, order=len(self.actions)))
        return other

    def _cast_card_verb(self, toks: list[Token], np: NP, i: int, actor: str, question: bool,
                        clitic: NP | None) -> Action:
        actor = self._answerer(np, actor)
        action = self._cast_action(toks, np, actor)
        assert np.card is not None
        if clitic is not None and clitic.how == "dative" and self._np_starts(toks, i) and \
                self._life_amount(toks, i) is None:  # « il me Foudroie à 3 points de vie »: "à" is no article
            return action  # « il me Terreur mes Grizzlis »: the target is written; "me" only says who it hurts
        if clitic is not None:
            target = self._clitic_target(clitic, self._target_role(np.card), actor, np.card)
            return dc_replace(action, targets=(target,))
        return action

    def _typo_card_verb(self, toks: list[Token], i: int) -> tuple[NP, int] | None:
        """An instant's or sorcery's name mistyped and used as a verb where the clause's verb goes, before what it
        targets ("counterspel his shock"): read as that card when it is clearly the closest, shown as a typo. A
        word of the grammar or a common word never is."""
        for end in range(min(len(toks) - 1, i + 3), i, -1):  # "counterspel", "lightnin bolt"
            words = range(i, end)
            if any(toks[k].kind != "word" or self.lex.knows(toks[k].fold) or self.lex.match(toks, k, "common")
                   or self.lex.stopword(toks, k) for k in words) or sum(len(toks[k].fold) for k in words) < 5 or not (
                    self._np_starts(toks, end) or self.lex.match_any(toks, end, ("face", "object"))):
                continue
            mark = self._tentative()
            try:
                card = self._typo(self._cut(toks[i].start, toks[end - 1].end), i, end, "cast")
            except ReadFailure:
                card = None
            if card is None or not ({"instant", "sorcery"} & card.types) or \
                    self.choices[mark[0]:] and self.choices[-1].close:
                self._undo(mark)
                continue
            return NP("card", i, end, self._cut(toks[i].start, toks[end - 1].end), card=card, how="typo"), end
        return self._unknown_spell_aimed(toks, i)

    def _unknown_name_at(self, toks: list[Token], j: int) -> bool:
        """Whether tokens[j] is written as a card's name that no word of the game explains: capitalised, not in
        the lexicon, not a game term ("Instants", "Flashback" are words of the rules)."""
        from bot.language.freeform.asking import asking_lexicon  # the questions' words (asking builds on this)

        asks = asking_lexicon()
        return j < len(toks) and toks[j].kind == "word" and toks[j].text[:1].isupper() and \
            not self.lex.knows(toks[j].fold) and not self.lex.match_any(toks, j, ("common", "generic")) and \
            asks.match_any(toks, j, ("term", "card_type", "kind_noun")) is None and \
            self.lex.match(toks, j + 1, "generic") is None  # "Aura spells": a kind of card

    def _aimed_after(self, toks: list[Token], k: int) -> bool:
        """Whether, a few words after tokens[k], a target is written: "on"/« sur » then a possessive, a player or a
        card's name ("Zorglub on his Elves", « Hymne a Tourac sur l'adversaire »)."""
        for n in range(k + 1, min(len(toks), k + 5)):
            m = self.lex.match(toks, n, "prep", "target")
            if m is not None and self._aimed_at(toks, n + m.length):
                return True  # (« à » inside a name, "Hymne à Tourac", is no target)
            if toks[n].kind != "word":
                return False
        return False

    def _aimed_at(self, toks: list[Token], j: int) -> bool:
        """Whether a target starts at tokens[j]: a possessive, a player, a pronoun or a card's name."""
        return self.lex.match_any(toks, j, ("possessive", "face", "subject", "object")) is not None or \
            self._strong_name(toks, j)

    def _unknown_spell_aimed(self, toks: list[Token], i: int) -> tuple[NP, int] | None:
        """« Hymne a Tourac sur l'adversaire », "Zorglub on his Elves": words written as a card's name where the
        clause's verb goes, aimed at something: the spell they name when it is clearly one (a typo); otherwise
        the unknown card, with its close matches (never "expected an action")."""
        if not self._unknown_name_at(toks, i) or not self._aimed_after(toks, i):
            return None
        end = next(n for n in range(i + 1, len(toks)) if (m := self.lex.match(toks, n, "prep", "target")) is not None
                   and self._aimed_at(toks, n + m.length))
        mark = self._tentative()
        card = self._typo(self._cut(toks[i].start, toks[end - 1].end), i, end, "cast")  # unknown: raises, with matches
        if card is None or not ({"instant", "sorcery"} & card.types) or \
                self.choices[mark[0]:] and self.choices[-1].close:
            self._undo(mark)
            return None
        return NP("card", i, end, self._cut(toks[i].start, toks[end - 1].end), card=card, how="typo"), end

    def _before_it_resolves(self, toks: list[Token], i: int) -> int | None:
        """"before it resolves", "avant que la Foudre arrive": said of a response; the position after."""
        m = self.lex.match(toks, i, "before")
        if m is None:
            return None
        start = i + m.length
        ends = []
        o = self.lex.match_any(toks, start, ("object", "subject"))
        if o is not None:  # "before it resolves"
            ends.append(start + o.length)
        mark = self._tentative()
        np = self._np(toks, start, "object", allow_db=False)  # "avant que la Foudre arrive": "la" is an article
        self._undo(mark)
        if np is not None:
            ends.append(np.end)
        for j in ends:
            if j < len(toks) and toks[j].fold in ("se", "s'"):
                j += 1
            r = self.lex.match(toks, j, "verb", "resolve")
            if r is not None:
                return j + r.length
        return None


def _tap_ability(card: CardDef) -> int | None:
    """The number (1-based) of a permanent's one activated ability whose cost taps it, when it has no mana
    ability at all: tapping it can only mean activating that ability (602.1)."""
    if any(ab.mana is not None for ab in card.activated):
        return None
    tapping = [n for n, ab in enumerate(card.activated, 1) if ab.cost.tap]
    return tapping[0] if len(tapping) == 1 else None
