"""The engine's `replace`: a copy of a frozen, slotted dataclass with some fields changed."""

from __future__ import annotations

from dataclasses import dataclass, field

import pytest

from bot.engine.state import replace


@dataclass(frozen=True, slots=True)
class _Slotted:
    obj: int
    cls: int = 2
    copy: tuple[int, ...] = field(default_factory=tuple)


@dataclass(frozen=True)
class _Plain:
    a: int
    b: str = "b"


def test_changed_fields_are_taken_whatever_their_names_and_order() -> None:
    base = _Slotted(1)
    assert replace(base, cls=5, obj=7) == _Slotted(7, 5)
    assert replace(base, obj=7, cls=5) == _Slotted(7, 5)
    assert replace(base, copy=(1,)) == _Slotted(1, 2, (1,))
    assert replace(base) == base and replace(base) is not base
    assert base == _Slotted(1)  # the original is untouched


def test_a_dataclass_without_slots_is_copied_too() -> None:
    assert replace(_Plain(1), b="c") == _Plain(1, "c")


def test_an_unknown_field_is_refused() -> None:
    with pytest.raises(TypeError, match="zz"):
        replace(_Slotted(1), zz=1)
