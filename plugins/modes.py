"""The modes of a modal triggered or activated ability ("When ~ enters, choose one —", "{T}: Choose one —"):
chosen as the ability is put on the stack (700.2b, 602.2b), before its targets, which are then the chosen
modes' own. A helper of the `triggers` and `activation` plugins, not a plugin itself: the ability's effects
become the chosen modes' effects, each `target` index moved past the targets of the modes before it.
"""

from __future__ import annotations

from bot.engine.game import Game
from bot.engine.targets import candidates
from bot.engine.trace import Name, card_name
from foundation.cards import CardDef, Effect, Mode, TargetSpec
from foundation.errors import IllegalAction, IncompleteAction


def modal_of(effects: tuple[Effect, ...]) -> Effect | None:
    """The ability's modal effect, when its text is one "choose ... —" with its bullets."""
    return effects[0] if len(effects) == 1 and effects[0].kind == "modal" else None


def _modes(modal: Effect) -> tuple[list[Mode], int, int]:
    """The modes, and how few and how many may be chosen ("choose one": 1-1; "choose up to one": 0-1)."""
    modes = [m for m in modal.get("modes") or () if isinstance(m, Mode)]
    count = modal.get("mode_count", 1)
    if isinstance(count, tuple):
        table = dict(count)
        return modes, int(table.get("min", 1)), int(table.get("max", len(modes)))
    return modes, int(count), int(count)


def _joined(modes: list[Mode], chosen: list[int]) -> tuple[tuple[Effect, ...], tuple[TargetSpec, ...]]:
    effects: list[Effect] = []
    specs: list[TargetSpec] = []
    for i in chosen:
        effects.extend(e.with_target_offset(len(specs)) for e in modes[i].effects)
        specs.extend(modes[i].targets)
    return tuple(effects), tuple(specs)


def quoted(effects: tuple[Effect, ...]) -> Name:
    """A mode as the card writes it, quoted (the English and the French sentences)."""
    en = " ".join(e.text for e in effects).rstrip(".")
    fr = " ".join(e.text_fr or e.text for e in effects).rstrip(".")
    return Name(f"“{en}”", f"« {fr} »")


def assumed_modes(game: Game, controller: str, source_oid: int | None,
                  modal: Effect) -> tuple[tuple[Effect, ...], tuple[TargetSpec, ...]] | None:
    """A triggered ability's modes (700.2b): the play language has no line for them, so the first ones that can
    be chosen (a mode whose targets can't all be chosen can't be) are taken, as many as it needs ("choose up to
    one": one), and the trace says so. None when no mode can be chosen (603.3c: the ability is removed)."""
    modes, low, _high = _modes(modal)
    legal = [i for i, m in enumerate(modes)
             if all(spec.up_to or candidates(game, spec, controller, source_oid) for spec in m.targets)]
    if not legal:
        return None
    chosen = legal[:max(1, low)]
    game.step("700.2b", "info", "step.assumed_choice", player=controller, what="trigger_mode",
              cards=tuple(quoted(modes[i].effects) for i in chosen))
    return _joined(modes, chosen)


def announced_modes(game: Game, card: CardDef, modal: Effect,
                    announced: tuple[int, ...]) -> tuple[tuple[Effect, ...], tuple[TargetSpec, ...]]:
    """An activated ability's modes, announced on its line ("choosing 2", 602.2b, 700.2a), checked like a
    spell's: a number of modes the ability allows, each once (700.2d)."""
    modes, low, high = _modes(modal)
    name = card_name(card)
    words = str(high) if low == high else f"{low}-{high}"
    if not announced:
        raise IncompleteAction("err.choose_mode", "602.2b", card=name, count=words,
                               candidates=tuple(f"mode {i}" for i in range(1, len(modes) + 1)))
    for m in announced:
        if not 1 <= m <= len(modes):
            raise IncompleteAction("err.no_such_mode", "700.2", card=name, number=m, count=len(modes),
                                   candidates=tuple(f"mode {i}" for i in range(1, len(modes) + 1)))
    if len(set(announced)) != len(announced) and not modal.get("mode_repeat"):
        raise IllegalAction("ill.same_mode_twice", "700.2d", rules=("700.2d", "602.2b"), card=name)
    if not low <= len(announced) <= high:
        raise IllegalAction("ill.mode_count", "700.2", rules=("700.2", "602.2b"), card=name, count=words,
                            given=len(announced))
    chosen = sorted(announced)
    game.step("602.2b", "step", "step.announce_modes", card=name, modes=tuple(str(m) for m in chosen))
    return _joined(modes, [m - 1 for m in chosen])
