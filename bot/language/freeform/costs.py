"""Costs and payments written in prose: "sacrificing two Mountains", "exiling a blue card", "with
Lotus Petal for R", "paying 3 life", "for free", "to cast Y" (Y paid with this mana). A payment
that only an alternative cost allows selects that cost (601.2b, 118.9).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace as dc_replace

from bot.engine.abilities import alternative_cost_reason
from bot.engine.actions import Action, CardRef, Payment
from bot.engine.judge import Assumption
from bot.engine.trace import card_name
from bot.language.freeform.model import (
    NP,
)
from bot.language.freeform.situation import Situation
from bot.language.tokens import Token
from foundation.cards import CardDef, Cost, ManaCost
from foundation.errors import ManaSyntaxError, ReadFailure


class Costs(Situation):
    """Payments and costs deduced from them (module doc)."""

    def _cast_action(self, toks: list[Token], np: NP, actor: str) -> Action:
        assert np.card is not None
        self.targeting = np.card  # the spell whose targets are read next
        self._mention(np.card, np.owner or actor, "cast", len(self.actions))
        self._note_colors(actor, np.card)
        return Action("cast", toks[np.start].line if np.start < len(toks) else 1, "", actor=actor,
                      card=self._ref(np, actor))

    def _while_casting(self, toks: list[Token], start: int, end: int, action: Action, spell: NP) -> Action:
        """"While casting X, I sac Lotus Petal for R": X is cast paying with that mana ability."""
        assert spell.card is not None
        cast = self._cast_action(toks, spell, action.actor or "me")
        alt = next((a for a in ("flashback", "madness") if a in spell.status), None)
        if alt is not None:
            cast = dc_replace(cast, alt=alt)
        sources: tuple[tuple[CardRef, str | None], ...]
        if action.kind == "activate" and action.card is not None:
            sources = ((action.card, action.colors),)
        elif action.kind == "tap_mana":
            sources = tuple((ref, action.colors) for ref in action.cards)
        else:
            return action
        return dc_replace(cast, payment=Payment(sources=sources), question=action.question)

    def _ability_with(self, card: CardDef, test: Callable[[Cost], bool] | None, targeted: bool = False) -> int | None:
        """The 1-based number of the ability of `card` a verb means, when it has several."""
        if len(card.activated) <= 1:
            return None
        for n, ab in enumerate(card.activated, start=1):
            if (test is None or test(ab.cost)) and (not targeted or ab.targets):
                return n
        return None

    def _deduce_cost(self, action: Action, free: bool = False) -> Action:
        """A payment only an alternative cost allows selects it (601.2b, 118.9): Fireblast sacrificing
        two Mountains, Force of Will exiling a blue card, Gush returning two Islands, "for free"."""
        if action.card is None or action.alt or any(n == "alternative" for n, _ in action.optional_costs):
            return action
        card = action.card.card
        reason = alternative_cost_reason(card, action.payment, free)
        if reason is None:
            return action
        note = ("601.2b", "step.cost_deduced_" + reason, (("card", card_name(card)),))
        return dc_replace(action, optional_costs=action.optional_costs + (("alternative", 1),),
                          notes=action.notes + (note,))

    def _sacrifice_from_targets(self, action: Action) -> Action:
        """"I Fling my Craw Wurm at his face": a spell whose additional cost sacrifices a creature, written
        with one target too many, the first being the caster's own creature: that creature is the sacrifice."""
        if action.kind != "cast" or action.card is None or action.payment.sacrifice:
            return action
        card = action.card.card
        costs = [c.sacrifice for c in getattr(card, "additional_costs", ()) if c.sacrifice is not None]
        most = sum(spec.count for spec in card.targets)
        first = action.targets[0] if action.targets else None
        actor = action.actor or "me"
        if not costs or len(action.targets) <= most or first is None or first.card is None or \
                first.card.owner not in (actor, None) or not first.card.card.is_permanent_card:
            return action
        wanted = [t for t in costs[0].filter.types if not t.startswith("non")]
        if wanted and not any(t in first.card.card.types for t in wanted):
            return action
        return dc_replace(action, targets=action.targets[1:],
                          payment=dc_replace(action.payment, sacrifice=(first.card,)))

    def _payment_follows(self, toks: list[Token], i: int, action: Action) -> bool:
        """A payment phrase ("exiling Brainstorm", "sacrificing two Mountains", "for free") at tokens[i], after a
        spell or ability it can pay for."""
        if action.kind not in ("cast", "activate"):
            return False
        m = self.lex.match(toks, i, "pay")
        return m is not None and m.value != "paying" and (m.value == "free" or self._np_starts(toks, i + m.length))

    def _pay_item(self, toks: list[Token], i: int, kind: str, payment: Payment, actor: str,
                  at: Token, card: CardDef | None = None) -> tuple[Payment, int]:
        if kind == "free":
            self._free = True
            return payment, i
        if kind == "paying":
            life = self._life_amount(toks, i)
            if life is not None:
                return dc_replace(payment, life=(payment.life or 0) + life[0]), life[1]
            a = self.lex.match_any(toks, i, ("article", "possessive"))
            word = self.lex.match(toks, i + (a.length if a is not None else 0), "life", "life")
            cost = card.mana_cost if card is not None else None
            phyrexian = sum(1 for sym in cost.symbols if sym.endswith("/P")) if cost is not None else 0
            if word is not None:
                # "paying the life": 2 for each Phyrexian symbol (Gut Shot), else the life of the card's one other
                # cost that pays life (Force of Will's 1)
                other = {c.life for _, c in card.costs if c.life} if card is not None else set()
                life_paid = 2 * phyrexian or (other.pop() if len(other) == 1 else 0)
                if life_paid:
                    end = i + (a.length if a is not None else 0) + word.length
                    return dc_replace(payment, life=(payment.life or 0) + life_paid), end
            a = self.lex.match(toks, i, "article")
            mana = self._mana(toks, i) or (self._mana(toks, i + a.length) if a is not None else None)
            if mana is not None:
                cost = mana[0]
                return dc_replace(payment, mana=payment.mana.plus(cost) if payment.mana else cost), mana[1]
            raise ReadFailure("err.ff_expected_payment", at.start, toks[-1].end, part=self._cut(at.start, toks[-1].end))
        if kind in ("discarding",) and self.lex.match(toks, i, "zone", "hand"):
            m = self.lex.match(toks, i, "zone", "hand")
            assert m is not None
            return dc_replace(payment, discard_hand=True), i + m.length
        nps = self._np_list(toks, i, "cost", card_verbs=False)
        if not nps:
            raise ReadFailure("err.ff_expected_card", at.start, toks[-1].end, part=self._cut(at.start, toks[-1].end))
        refs = tuple(self._ref(np, actor) for np in nps for _ in range(np.count))
        if kind in ("sacrificing", "exiling") and all(np.card is not None and any(
                ab.mana is not None and (ab.cost.sacrifice_self or ab.cost.exile_self) for ab in np.card.activated)
                for np in nps):
            # "sacrificing Lion's Eye Diamond for UUU": its mana ability, whose cost is that sacrifice
            return dc_replace(payment, sources=payment.sources + tuple((r, None) for r in refs)), nps[-1].end
        for np in nps:
            if np.card is not None:
                self._mention(np.card, np.owner or actor, "cost", len(self.actions))
        field_name = {"sacrificing": "sacrifice", "exiling": "exile", "returning": "returned",
                      "discarding": "discard", "tapping": "tap"}[kind]
        end = nps[-1].end
        zone = self._zone_phrase(toks, end) or (self._zone_phrase(toks, end + 1) if end + 1 < len(toks) and (
            toks[end].fold in self.lex.phrases("prep_into") or self.lex.match(toks, end, "prep", "to")) else None)
        if zone is not None:  # "returning an Island to my hand", "en exilant Remue-méninges de ma main"
            end = zone[1]
        return dc_replace(payment, **{field_name: getattr(payment, field_name) + refs}), end

    def _purpose(self, toks: list[Token], i: int, action: Action,
                 payment: Payment) -> tuple[Action, Payment, int] | None:
        """"to cast Y" / "pour lancer Y" (pay Y with this mana), "to get X" (a search's choice),
        "to pay for it" (said while casting), "to Fireblast"."""
        actor = action.actor or "me"
        if i < len(toks) and toks[i].fold in ("help", "aider", "help to", "aide"):
            i += 1  # "to help cast", "pour aider à lancer"
            if i < len(toks) and toks[i].fold in ("a", "to"):
                i += 1
        m = self.lex.match(toks, i, "verb")
        if m is not None and m.value == "pay":
            k = i + m.length
            k += 1 if k < len(toks) and toks[k].fold in ("for", "pour") else 0
            named = self._exact_np(toks, k)
            if named is not None:  # "to pay for Giant Growth", "pour payer Croissance gigantesque"
                merged = self._paid_with(toks, action, named[0])
                if merged is not None:
                    return merged, merged.payment, named[1]
        if m is not None and m.value in ("cast", "play"):
            np = self._np(toks, i + m.length, "cast")
            if np is None or np.card is None:
                return None
            merged = self._paid_with(toks, action, np)
            if merged is None:
                return None
            return merged, merged.payment, np.end
        if m is not None and m.value == "counter" and action.kind == "cast":
            found = self._target_list(toks, i + m.length, actor, "target:spell")
            if found is not None:
                return dc_replace(action, targets=action.targets + tuple(found[0])), payment, found[1]
        if m is not None and m.value == "ping" and action.kind in ("activate", "tap_mana"):
            action = self._as_ability(action) or action  # "tap Prodigal Pyromancer to ping him": its {T} ability
            if action.kind != "activate":
                return None
            k = i + m.length
            dmg = self._damage_phrase(toks, k)
            t = self._target_list(toks, dmg if dmg is not None else k, actor, "target")
            if t is None:
                return None
            return dc_replace(action, targets=action.targets + tuple(t[0])), payment, t[1]
        if m is not None and m.value == "get":
            nps = self._np_list(toks, i + m.length, "search")
            if not nps:
                return None
            return self._search_choice(toks, action, nps, i), payment, nps[-1].end
        clitic = i + 1 < len(toks) and toks[i].fold in ("le", "la", "les", "l'") and \
            toks[i + 1].fold in ("payer", "paie", "paye")
        if clitic and action.kind == "tap_mana":  # « j'engage deux Îles pour le payer »: the spell just cast
            self._pays_last = True
        i += 1 if clitic else 0
        if toks[i].fold in ("pay", "payer", "paie", "paye") if i < len(toks) else False:
            j = i + 1
            while j < len(toks) and toks[j].fold in ("for", "pour", "it", "le", "la", "les", "l'", "ca", "ça",
                                                     "that", "this", "spell", "sort", "cout", "son", "its", "cost"):
                j += 1
            return action, payment, j
        e = self.lex.match(toks, i, "effect_verb")
        if e is not None and action.kind == "activate":
            return action, payment, i + e.length  # "I activate my Looter to loot": what its ability does, said
        if e is not None and action.kind == "tap_mana" and len(action.cards) == 1:
            # "tap my Merfolk Looter to loot": its one ability with {T} in its cost that isn't a mana ability
            card = action.cards[0].card
            tapping = [n for n, ab in enumerate(card.activated, start=1) if ab.mana is None and ab.cost.tap]
            if len(tapping) == 1:
                return Action("activate", action.line, action.source, actor=action.actor, card=action.cards[0],
                              ability=tapping[0] if len(card.activated) > 1 else None,
                              question=action.question), payment, i + e.length
        return None

    def _as_ability(self, action: Action) -> Action | None:
        """"tap X to ping Y", "sac X for 2 damage": a tap or a sacrifice of one permanent said for what its own
        targeted ability does: that ability, activated (its cost taps or sacrifices X)."""
        if action.kind == "activate":
            return action
        if action.kind != "tap_mana" or len(action.cards) != 1:
            return None
        ref = action.cards[0]
        ability = self._ability_with(ref.card, lambda c: c.tap or c.sacrifice_self, targeted=True)
        if ability is None and not any(ab.targets and ab.mana is None for ab in ref.card.activated):
            return None
        return Action("activate", action.line, action.source, actor=action.actor, card=ref, ability=ability,
                      question=action.question)

    def _search_choice(self, toks: list[Token], action: Action, nps: list[NP], at: int) -> Action:
        """"to get a Forest", "for an Island": what a search the action leads to finds (the choice comes
        when it resolves; the card is in the searched library)."""
        actor = action.actor or "me"
        refs = tuple(self._ref(np, actor) for np in nps for _ in range(np.count))
        choice = Action("choose", toks[at].line, self._cut(toks[at].start, toks[nps[-1].end - 1].end),
                        actor=actor, cards=refs)
        self.pending_choices.append(choice)
        for np in nps:
            assert np.card is not None
            self._place_in_library(actor, np.card)
        return action

    def _searches(self, action: Action) -> bool:
        card = action.card.card if action.card is not None else None
        return card is not None and any(e.kind == "search_library" for ab in card.activated for e in ab.effects)

    def _paid_with(self, toks: list[Token], action: Action, spell: NP) -> Action | None:
        """"tap X (for M) to cast Y" / "for Y": Y is cast, paying with X's mana ability."""
        assert spell.card is not None
        sources: tuple[tuple[CardRef, str | None], ...]
        if action.kind == "tap_mana":
            sources = tuple((ref, action.colors) for ref in action.cards)
        elif action.kind == "activate" and action.card is not None:
            sources = ((action.card, action.colors),)
        else:
            return None
        cast = self._cast_action(toks, spell, action.actor or "me")
        return dc_replace(cast, payment=Payment(sources=sources), question=action.question)

    def _with(self, toks: list[Token], i: int, action: Action,
              payment: Payment) -> tuple[Action, Payment, int] | None:
        """"with <card> [for M]": a mana ability used to pay (601.2g); "with X=3"."""
        x = self._x_value(toks, i)
        if x is not None:
            return dc_replace(action, x=x[0]), payment, x[1]
        if action.kind not in ("cast", "activate"):
            return None
        pool = self.lex.match(toks, i, "pool_mana")
        if pool is not None:  # "with the black mana": paid from the pool, which automatic payment uses first
            return action, payment, i + pool.length
        nps = self._np_list(toks, i, "source")
        if not nps:
            return None
        actor = action.actor or "me"
        sources = list(payment.sources)
        for np in nps:
            assert np.card is not None
            self._mention(np.card, np.owner or actor, "source", len(self.actions))
            sources.extend([(self._ref(np, actor), None)] * np.count)
        return action, dc_replace(payment, sources=tuple(sources)), nps[-1].end

    def _place_in_library(self, player: str, card: CardDef) -> None:
        ps = self.setup.player(player)
        if ps is None or (ps.library is not None and not ps.library_unknown):
            return
        if ps.library is None:
            ps.library, ps.library_unknown = [], 40
        ps.library.append(card)
        self.assumptions.append(Assumption("placed", "asm.library",
                                           {"card": card_name(card), "player": player}, card_name(card),
                                           enabling=True, order=len(self.actions)))

    def _colors(self, toks: list[Token], i: int) -> tuple[str, int] | None:
        """"G", "UUU", "{R}{R}", "three blue", "trois bleus"."""
        if i >= len(toks):
            return None
        tok = toks[i]
        if tok.kind == "mana" or (tok.kind == "word" and tok.text.isupper() and len(tok.text) <= 6) or \
                (tok.kind == "word" and len(tok.fold) == 1 and tok.fold in "wubrgc"):
            try:
                cost = ManaCost.parse(tok.text)
            except ManaSyntaxError:
                cost = None
            if cost is not None and not cost.x and all(len(s) == 1 for s in cost.symbols) and \
                    (cost.symbols or cost.generic):
                return "C" * min(cost.generic, 20) + "".join(cost.symbols), i + 1
        n = 1
        j = i
        art = self.lex.match(toks, j, "article")
        if art is not None and art.value == "any" and toks[j].fold in ("du", "de", "d'", "some", "des"):
            j += art.length
        if j < len(toks) and toks[j].fold in ("mana", "manas") and j + 1 < len(toks):
            j += 1  # "du mana bleu"
        num = self.lex.match(toks, j, "number")
        if j < len(toks) and toks[j].kind == "number" and toks[j].fold.isdigit():
            n, j = min(int(toks[j].fold[:3]), 20), j + 1
        elif num is not None:
            n, j = int(num.value), j + num.length
        if j < len(toks):
            from bot.language.lexicon import COLOR_WORDS

            colour = COLOR_WORDS.get(toks[j].fold)
            if colour:
                k = j + 1
                if k < len(toks) and toks[k].fold in ("mana", "manas"):
                    k += 1
                return colour * n, k
        return None

    def _mana(self, toks: list[Token], i: int) -> tuple[ManaCost, int] | None:
        if i >= len(toks):
            return None
        tok = toks[i]
        if tok.kind in ("mana", "number") or (tok.kind == "word" and tok.text.isupper()):
            try:
                cost = ManaCost.parse(tok.text)
            except ManaSyntaxError:
                return None
            if cost.generic > 100:
                return None
            return cost, i + 1
        return None

    def _x_for(self, toks: list[Token], i: int, action: Action) -> tuple[int, int] | None:
        """"I Fireball him for 2", « un Brasier pour 5 »: after "for", a bare number is the X of a spell with X in
        its mana cost (107.3a)."""
        cost = action.card.card.mana_cost if action.kind == "cast" and action.card is not None else None
        if cost is None or not cost.x or action.x is not None or i >= len(toks) or toks[i].kind != "number" or \
                not toks[i].fold.isdigit():
            return None
        return min(int(toks[i].fold[:6]), 1000), i + 1

    def _x_value(self, toks: list[Token], i: int) -> tuple[int, int] | None:
        if i + 2 < len(toks) and toks[i].fold == "x" and toks[i + 1].fold == "=" and toks[i + 2].kind == "number":
            return min(int(toks[i + 2].fold.split(".")[0].split(",")[0][:6]), 1000), i + 3
        return None
