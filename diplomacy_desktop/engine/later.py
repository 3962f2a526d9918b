"""Values worked out on first read.

Replaying a save adjudicates every phase of the game again, but the history view reads the
per-order reasons of only the phases a player opens. A field that may hold a :class:`Later`
(declared with :class:`ReadLater`) holds the recipe instead of the value until someone reads
it; from then on it holds the value. Reading it gives exactly what computing it at once would
have given: the recipe reads decisions that are already taken and never change.

    >>> from dataclasses import dataclass
    >>> @dataclass(frozen=True)
    ... class Box:
    ...     value: list[int]
    >>> Box.value = ReadLater("value")
    >>> box = Box(Later(lambda: [1, 2]))
    >>> box.value
    [1, 2]
    >>> box == Box([1, 2])
    True
"""

from __future__ import annotations

from typing import Any, Callable, Generic, TypeVar

T = TypeVar("T")


class Later(Generic[T]):
    """How to work a value out, standing in for it until it is first read."""

    __slots__ = ("make",)

    def __init__(self, make: Callable[[], T]) -> None:
        self.make = make


class ReadLater:
    """The class attribute of a (frozen, not slotted) dataclass field that may hold a
    :class:`Later`: reading the field works the value out once and keeps it. Set it on the
    class after ``@dataclass`` has made the class, so that the field keeps its place in the
    generated ``__init__``, ``__eq__`` and ``__repr__``, which then read the value through it."""

    __slots__ = ("name",)

    def __init__(self, name: str) -> None:
        self.name = name

    def __get__(self, obj: Any, owner: type | None = None) -> Any:
        if obj is None:
            return self
        stored = obj.__dict__[self.name]
        if stored.__class__ is Later:
            stored = obj.__dict__[self.name] = stored.make()
        return stored

    def __set__(self, obj: Any, value: Any) -> None:
        # Only the dataclass's __init__ gets here (through object.__setattr__): a frozen
        # dataclass refuses every other assignment before any descriptor is asked.
        obj.__dict__[self.name] = value

    def is_pending(self, obj: Any) -> bool:
        """Has the value not been worked out yet?"""
        return obj.__dict__[self.name].__class__ is Later
