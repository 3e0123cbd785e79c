"""The mode of a modal spell as players write it (700.2, 601.2b): by its words ("Pyroblast with the
counter mode", "en mode contrer le sort", "choosing mode 2"), or, when nothing names it, by the target
written (a spell can only be the target of a mode that targets spells: "I REB his Counterspell"). The
mode chosen is said in the trace with why.
"""

from __future__ import annotations

from dataclasses import replace as dc_replace

from bot.engine.actions import Action, PermanentSpec, TargetRef
from bot.engine.judge import Assumption
from bot.engine.trace import card_name
from bot.language.freeform.context import Context
from bot.language.tokens import Token
from foundation.cards import CardDef, Mode

SPELL_KINDS = frozenset({"spell", "spell_or_ability"})
PLAYER_KINDS = frozenset({"player", "any", "creature_or_player", "player_or_planeswalker", "opponent",
                          "opponent_or_planeswalker"})
PERMANENT_KINDS = frozenset({"object", "permanent", "any", "creature_or_player", "player_or_planeswalker",
                             "opponent_or_planeswalker"})


class Modes(Context):
    """Modes read from words or deduced from the targets (module doc)."""

    def _mode_phrase(self, toks: list[Token], i: int, action: Action) -> tuple[Action, int] | None:
        """"with the counter mode", "in destroy mode", "mode 2", "en mode contrer le sort": the mode of the
        modal spell being cast, and the position after the phrase; None when tokens[i] says no mode."""
        if action.kind != "cast" or action.card is None or not action.card.card.modes or action.modes:
            return None
        k = i
        m = self.lex.match(toks, k, "mode_intro")
        k += m.length if m is not None else 0
        a = self.lex.match(toks, k, "article")
        k += a.length if a is not None else 0
        word = self.lex.match(toks, k, "mode_word")
        found: tuple[int, int] | None = None
        if word is not None:
            k += word.length
            a = self.lex.match(toks, k, "article")
            j = k + (a.length if a is not None else 0)
            if j < len(toks) and toks[j].kind == "number" and toks[j].fold.isdigit():
                n = int(toks[j].fold[:3])
                found = (n, j + 1) if 1 <= n <= len(action.card.card.modes) else None
            else:
                effect = self.lex.match(toks, j, "mode_effect")
                n2 = _mode_doing(action.card.card, effect.value) if effect is not None else None
                found = (n2, j + effect.length) if n2 is not None and effect is not None else None
        else:
            effect = self.lex.match(toks, k, "mode_effect")
            if effect is not None:
                after = self.lex.match(toks, k + effect.length, "mode_word")
                n3 = _mode_doing(action.card.card, effect.value)
                if after is not None and n3 is not None:
                    found = (n3, k + effect.length + after.length)
        if found is None:
            return None
        n, end = found
        note = ("700.2", "step.mode_from_words", (("card", card_name(action.card.card)), ("mode", n),
                                                  ("written", self._cut(toks[i].start, toks[end - 1].end))))
        return dc_replace(action, modes=(n,), notes=action.notes + (note,)), end

    def _mode_from_targets(self, action: Action) -> Action:
        """"I REB his Counterspell": one mode of a single-mode choice whose targets fit what is written (a spell
        for a mode that targets spells, a permanent for one that targets permanents) is the mode chosen."""
        if action.kind != "cast" or action.card is None or action.modes or not action.targets or \
                any(t.card is None and t.player is None for t in action.targets):
            return action
        card = action.card.card
        if not card.modes or card.mode_count != 1:
            return action
        fitting = [n for n, mode in enumerate(card.modes, start=1) if _fits(mode, action.targets)]
        if len(fitting) != 1:
            return action
        first = action.targets[0]
        target = card_name(first.card.card) if first.card is not None else str(first.player)
        note = ("700.2", "step.mode_from_target", (("card", card_name(card)), ("mode", fitting[0]),
                                                   ("target", target)))
        return dc_replace(action, modes=(fitting[0],), notes=action.notes + (note,))


    def _victims_not_targets(self, action: Action) -> Action:
        """"je lui balance un Pyroclasme", "I Wrath on him", "I Pyroclasm his Elves": a spell that has no target
        words can't be given a target (601.2c), and the player or permanents written with it are what its
        effect concerns, not targets: they are dropped from the targets (a permanent named so is placed on its
        controller's battlefield, as any card a message mentions), and the reading says so."""
        if action.kind != "cast" or action.card is None or not action.targets or action.cards or \
                action.alt in ("awaken", "overload") or not _untargeted(action.card.card):
            return action
        card = action.card.card
        if any(c.card.name == card.name and c.how in ("partial", "typo") for c in self.choices):
            return action  # a name guessed: a written target that doesn't fit says the guess is wrong (unknown card)
        kept: list[TargetRef] = []
        for target in action.targets:
            ref = target.card
            if ref is not None and not ref.card.is_permanent_card:
                kept.append(target)  # a spell: what the message means is unclear, the engine says why
                continue
            if ref is not None:
                owner = ref.owner or self._other(action.actor or "me")
                ps = self.setup.player(owner)
                if ps is not None and not any(spec.card.name == ref.card.name for spec in ps.battlefield):
                    ps.battlefield.append(PermanentSpec(ref.card, origin="mentioned"))
            written = target.text or (ref.text if ref is not None else "") or str(target.player or "")
            if ref is not None:  # "I Aetherize them": which card "them" stands for decides nothing now
                self._unshow_choice(ref.card.name, written)
            self.assumptions.append(Assumption("reading", "asm.not_a_target",
                                               {"card": card_name(card), "written": written}, card_name(card)))
        if len(kept) == len(action.targets):
            return action
        return dc_replace(action, targets=tuple(kept))

    def _unshow_choice(self, english: str, written: str) -> None:
        """The name choice that read `written` as `english`, when those words turn out to name no target: not
        shown, not re-judged, never ambiguous (the card it stands for changes nothing)."""
        for n, choice in enumerate(self.choices):
            if choice.card.name == english and choice.text.casefold() == written.casefold():
                self.choices[n] = dc_replace(choice, shown=False, close=False, second=None, others=())


def _untargeted(card: CardDef) -> bool:
    """An instant or sorcery with no target words at all (601.2c): no targets, none in its modes."""
    if card.targets or any(m.targets for m in card.modes) or card.is_permanent_card:
        return False  # a permanent spell with a target written is another card, or an ability meant
    return bool({"instant", "sorcery"} & card.types)


def _mode_doing(card: CardDef, effect: str) -> int | None:
    """The one mode of `card` with an effect of that kind (1-based), or None (none, or several)."""
    found = [n for n, mode in enumerate(card.modes, start=1)
             if any(_kind_is(e.kind, effect) for e in mode.effects)]
    return found[0] if len(found) == 1 else None


def _kind_is(kind: str, effect: str) -> bool:
    stem = kind.removeprefix("effect_")
    return stem == effect or stem.startswith(effect + "_")


def _fits(mode: Mode, targets: tuple[TargetRef, ...]) -> bool:
    """Whether the written targets could be those of `mode`, by kind only (a spell, a permanent, a player)."""
    if len(mode.targets) != len(targets):
        return False
    for spec, target in zip(mode.targets, targets, strict=True):
        if target.player is not None:
            ok = spec.kind in PLAYER_KINDS
        elif target.card is not None and not target.card.card.is_permanent_card:
            ok = spec.kind in SPELL_KINDS
        elif target.card is not None:
            ok = spec.kind in PERMANENT_KINDS
        else:
            ok = False
        if not ok:
            return False
    return True
