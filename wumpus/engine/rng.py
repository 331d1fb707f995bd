"""Chance, injected.

The engine never touches the global ``random`` module.  Every random choice
goes through an object with one method, ``random() -> float in [0, 1)``: a
seeded :class:`random.Random`, or a :class:`ScriptedRandom` in tests.  Using
the single primitive keeps each rule's arithmetic the same as the original
programs' (BASIC's ``INT(20*RND(0))+1`` is ``int(20 * rng.random()) + 1``).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Protocol, TypeVar

T = TypeVar("T")


class Rng(Protocol):
    def random(self) -> float: ...


def pick(rng: Rng, items: Sequence[T]) -> T:
    """One item, uniformly, using a single draw."""
    return items[int(rng.random() * len(items))]


def draw_for(index: int, count: int) -> float:
    """The draw that makes :func:`pick` choose ``items[index]`` of ``count``."""
    if not 0 <= index < count:
        raise ValueError(f"index {index} is not below {count}")
    return (index + 0.5) / count


class ScriptedRandom:
    """Plays back a fixed list of draws; fails loudly when it runs out."""

    def __init__(self, draws: Iterable[float] = ()) -> None:
        self._draws = list(draws)
        self._next = 0

    def push(self, *draws: float) -> None:
        self._draws.extend(draws)

    def random(self) -> float:
        if self._next >= len(self._draws):
            raise LookupError("the scripted random source has no draws left")
        value = self._draws[self._next]
        self._next += 1
        if not 0.0 <= value < 1.0:
            raise ValueError(f"scripted draw {value!r} is not in [0, 1)")
        return value

    @property
    def remaining(self) -> int:
        return len(self._draws) - self._next
