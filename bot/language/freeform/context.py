"""Context around an action: phrases that say where things already are ("with his Giant Growth on the
stack", "pendant que son Choc est sur la pile") and are never targets or payments of the action they
sit in. A count of targets above what a spell takes must come from targets really written as targets
(FREE_FORM.md section 1: `on` / `sur` name targets, "in response to X" names a spell on the stack): what
the context names is read as context, and a target written twice is one target.
"""

from __future__ import annotations

from dataclasses import replace as dc_replace

from bot.engine.actions import Action, CardRef, PermanentSpec, TargetRef
from bot.engine.judge import Assumption
from bot.engine.trace import card_name
from bot.language.freeform.model import NP
from bot.language.freeform.nouns import could_target
from bot.language.freeform.verbs import Verbs
from bot.language.tokens import Token
from foundation.cards import CardDef
from foundation.errors import ReadFailure


class Context(Verbs):
    """Context phrases and the targets they must not add (module doc)."""

    def _stack_phrase(self, toks: list[Token], i: int) -> int | None:
        """The end of "(is still) on the stack" / "(est encore) sur la pile" at tokens[i]."""
        m = self.lex.match(toks, i, "on_stack")
        return i + m.length if m is not None else None

    def _stack_context(self, toks: list[Token], i: int) -> int | None:
        """"with his Giant Growth on the stack", "while his Shock is on the stack", "pendant que sa Croissance
        gigantesque est sur la pile": that spell is on the stack (cast before when the message didn't say
        so); the position after the phrase, or None when tokens[i] starts no such phrase."""
        m = self.lex.match(toks, i, "stack_context")
        if m is None:
            return None
        k = i + m.length
        mark, actions = self._tentative(), len(self.actions)  # a reading tried here leaves nothing behind
        try:
            np = self._np(toks, k, "target:spell", allow_db=False)
        except ReadFailure:
            np = None
        if np is None or np.card is None or np.card.is_permanent_card:
            self._undo(mark)
            return None
        after = self._spell_on_stack(toks, k)
        end = None
        for at in (np.end, after):
            if at is not None and self._stack_phrase(toks, at) is not None:
                end = self._stack_phrase(toks, at)
                break
        if end is None or after is None:
            self._undo(mark)
            del self.actions[actions:]
            return None
        if end <= after:  # "with his Giant Growth on the stack targeting his Bears": the targets after it
            p = self.lex.match(toks, end, "prep", "target")
            if p is not None and self.actions and len(self.actions) > actions:
                owner = self.actions[-1].actor or "opponent"
                found = self._target_list(toks, end + p.length, owner, "target")
                if found is not None:
                    self.actions[-1] = dc_replace(self.actions[-1], targets=tuple(found[0]))
                    end = found[1]
        return max(end, after)

    def _in_combat(self, toks: list[Token], np: NP, j: int, actor: str) -> int:
        """"(I Giant Growth) my Bears blocked by his Hill Giant", « ses Grizzlis bloqués par mon Géant », "his Giant
        blocking my Bears": a creature in a combat the message states rather than narrates. The attack and the
        blocks are read as done before the action they are named in (its declare blockers step, 509), shown as
        one fact each; what the message states is not re-judged (the creatures' state let them attack and block).
        The position after the phrase (`j` when none is there)."""
        m = self.lex.match(toks, j, "in_combat")
        if m is None or np.card is None or not np.card.is_permanent_card:
            return j
        mark = self._tentative()
        try:
            others = self._np_list(toks, j + m.length, "blocker" if m.value == "blocked_by" else "attacked")
        except ReadFailure:
            others = []
        others = [o for o in others if o.card is not None and o.card.is_permanent_card]
        if not others:
            self._undo(mark)
            return j
        if m.value == "blocked_by":
            attacker, blockers = np, others
        else:  # "his Giant blocking my Bears": one blocker, the creature it blocks
            attacker, blockers = others[0], [np]
        assert attacker.card is not None
        named_owner = attacker.owner or self._owner_from_situation(attacker.card)
        blocker_owner = next((b.owner for b in blockers if b.owner), None)
        attacking = named_owner or (self._other(blocker_owner) if blocker_owner else actor)
        line = toks[j].line
        text = self._cut(toks[np.start].start, toks[others[-1].end - 1].end)
        att_ref = CardRef(attacker.card, attacker.text, self._col(toks, attacker.start), attacking)
        self._combat_fact(attacker.card, attacking, frozenset({"sick", "tapped"}))
        self._mention(attacker.card, attacking, "attacker", len(self.actions))
        if not any(a.kind == "attack" and any(r.card.name == attacker.card.name for r in a.cards)
                   for a in self.actions):
            self._emit(Action("attack", line, text, actor=attacking, cards=(att_ref,), settle=bool(self.actions)))
        for b in blockers:
            assert b.card is not None
            blocking = b.owner or self._other(attacking)
            self._combat_fact(b.card, blocking, frozenset({"tapped"}))
            self._mention(b.card, blocking, "blocker", len(self.actions))
            self.assumptions.append(Assumption("stated", "asm.in_combat", {
                "card": card_name(attacker.card), "blocker": card_name(b.card)}, card_name(attacker.card),
                stated=True, enabling=True, order=len(self.actions)))
            if any(a.kind == "block" and a.blocker is not None and a.blocker.card.name == b.card.name
                   for a in self.actions):
                continue
            for _ in range(b.count):
                self._emit(Action("block", line, text, actor=blocking, cards=(att_ref,),
                                  blocker=CardRef(b.card, b.text, self._col(toks, b.start), blocking)))
        return max(others[-1].end, np.end)

    def _combat_fact(self, card: CardDef, player: str, facts: frozenset[str]) -> None:
        """A creature the message says is in combat is on its controller's battlefield, and what it did says how it
        was (untapped, there since the turn began for an attacker): stated, not assumed (not re-judged)."""
        found = self._mentioned_permanent(card, player)
        if found is None:
            return
        battlefield, n = found
        battlefield[n] = dc_replace(battlefield[n], stated=battlefield[n].stated | facts)

    def _guess_fits(self, action: Action) -> None:
        """A card read from a guess (a partly written or mistyped name) that the action can't be done with
        as written ("je lance Glaives sur son Ange": Glaive of the Guildpact takes no target) was not what the
        player meant: the name is unknown, with close matches, never an illegal verdict from the guess."""
        if action.kind == "activate" and action.card is not None and action.targets:
            # "he pings my Elves with his pyromancer": a guessed permanent whose abilities can't target what is
            # written was not the one meant either
            card = action.card.card
            aimed = [t.card.card for t in action.targets if t.card is not None and t.card.card.is_permanent_card]
            if not aimed or any(ab.targets and all(could_target(ab.targets, c) for c in aimed)
                                for ab in card.activated):
                return
            self._unknown_guess(card)
            return
        if action.kind != "cast" or action.card is None:
            return
        card = action.card.card
        # « je flashback réflexion »: a guessed card without that cost was not what the player meant either
        unfit_alt = action.alt is not None and action.alt in ("flashback", "madness") and \
            card.cost_named(action.alt) is None
        if not unfit_alt and (not action.targets or card.targets or any(m.targets for m in card.modes) or
                              "aura" in card.subtypes):
            return
        self._unknown_guess(card)

    def _unknown_guess(self, card: CardDef) -> None:
        """The card read from a guess is not the one meant: an unknown name, with close matches (no guess, no
        error: the card was written in full)."""
        guess = next((c for c in reversed(self.choices) if c.card.name == card.name and c.how in ("partial", "typo")),
                     None)
        if guess is None:
            return
        start = guess.at if guess.at >= 0 else 0
        exc = ReadFailure("err.ff_unknown_card", start, start + len(guess.text), name=guess.text)
        exc.suggestions = self._ranked(list(dict.fromkeys([card.name, *self.pool.suggest(guess.text, limit=6)])))
        raise exc

    def _trigger_targets(self, action: Action) -> Action:
        """"I cast Oblivion Ring targeting his Bears": a permanent spell that targets nothing itself, whose own
        triggered ability targets (an "enters" trigger): what is written is that ability's target, chosen as it
        is put on the stack (603.3d), after the spell resolves."""
        if action.kind != "cast" or action.card is None or not action.targets:
            return action
        card = action.card.card
        if card.targets or not card.is_permanent_card or not any(ab.targets for ab in card.triggered):
            return action
        self.pending_choices.append(Action("choose", action.line, action.source, actor=action.actor,
                                           targets=action.targets))
        return dc_replace(action, targets=())

    def _devoured(self, action: Action) -> Action:
        """"I cast Mycoloth sacrificing two Grizzly Bears": a creature with devour (702.82a) sacrifices as it enters,
        not as a cost; what is written is that choice, made after the spell resolves."""
        if action.kind != "cast" or action.card is None or not action.payment.sacrifice:
            return action
        card = action.card.card
        if not any(k.startswith("devour") for k in card.keywords) or \
                any(c.sacrifice for c in [card.cost_named(n) for n in ("emerge", "casualty")] if c is not None) or \
                any(c.sacrifice for c in card.additional_costs):
            return action
        player = action.actor or "me"
        ps = self.setup.player(player)
        if ps is not None and "battlefield" not in ps.listed:  # the creatures it devours are there (open world)
            have = [spec.card.name for spec in ps.battlefield]
            for ref in action.payment.sacrifice:
                if have.count(ref.card.name) < sum(r.card.name == ref.card.name for r in action.payment.sacrifice):
                    ps.battlefield.append(PermanentSpec(ref.card, origin="mentioned"))
                    have.append(ref.card.name)
                    self.assumptions.append(Assumption("placed", "asm.battlefield", {
                        "card": card_name(ref.card), "player": player}, card_name(ref.card), enabling=True,
                        order=len(self.actions)))
        self.pending_choices.append(Action("sacrifice", action.line, action.source, actor=action.actor,
                                           cards=action.payment.sacrifice))
        return dc_replace(action, payment=dc_replace(action.payment, sacrifice=()))

    def _written_targets(self, action: Action) -> Action:
        """A spell given more targets than it takes only because a target was written twice ("Shock his
        Bears ... on them"): the same object is one target (115.3 is about choosing one object twice for
        one word "target", which a repeated mention is not)."""
        if action.kind != "cast" or action.card is None or len(action.targets) < 2:
            return action
        card = action.card.card
        if not card.targets or card.modes:
            return action
        limits = [spec.most(action.x) for spec in card.targets]
        if any(n is None for n in limits) or len(action.targets) <= sum(n for n in limits if n is not None):
            return action
        kept: list[TargetRef] = []
        for t in action.targets:
            if any(_same(t, k) for k in kept):
                continue
            kept.append(t)
        return dc_replace(action, targets=tuple(kept))


def _same(a: TargetRef, b: TargetRef) -> bool:
    if a.player is not None or b.player is not None:
        return a.player == b.player and a.card is None and b.card is None
    if a.card is None or b.card is None:
        return False
    return a.card.card.name == b.card.card.name and (a.card.owner == b.card.owner or None in (a.card.owner,
                                                                                              b.card.owner))
