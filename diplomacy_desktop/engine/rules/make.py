"""Order values made quickly, for listing hundreds of them per position.

The orders are frozen dataclasses with slots: their generated ``__init__`` sets each field
through ``object.__setattr__``, which costs more than everything else a listing does per
order. :func:`maker` returns a constructor that fills the slots directly. The value is the
same (equal, same hash, same repr): the order classes have no ``__post_init__`` and no
converted field (``convert`` of :func:`.frozen.value_class`) to skip, which :func:`maker` checks, and a test compares both ways of making every order type.
"""

from __future__ import annotations

from dataclasses import dataclass, fields
from typing import Any, Callable, TypeVar

from ..orders import Convoy, Hold, Move, SupportHold, SupportMove

T = TypeVar("T")


def maker(cls: type[T]) -> Callable[..., T]:
    """A constructor taking every field of ``cls`` positionally, defaults included."""
    if hasattr(cls, "__post_init__") or getattr(cls, "__converted_fields__", ()):
        raise TypeError(f"{cls.__name__} checks or converts its values in __init__; make it normally")
    setters = tuple(getattr(cls, f.name).__set__ for f in fields(cls))  # type: ignore[arg-type]
    new = object.__new__

    def make(*values: Any) -> T:
        obj = new(cls)
        for set_field, value in zip(setters, values, strict=True):
            set_field(obj, value)
        return obj

    make.__name__ = f"make_{cls.__name__}"
    return make


def _two(cls: type[T]) -> Callable[[Any, Any], T]:
    """:func:`maker` unrolled for the two-field orders (the loop costs as much as the fields)."""
    maker(cls)  # the checks
    set_a, set_b = (getattr(cls, f.name).__set__ for f in fields(cls))  # type: ignore[arg-type]
    new = object.__new__

    def make(a: Any, b: Any) -> T:
        obj = new(cls)
        set_a(obj, a)
        set_b(obj, b)
        return obj

    return make


def _three(cls: type[T]) -> Callable[[Any, Any, Any], T]:
    maker(cls)
    set_a, set_b, set_c = (getattr(cls, f.name).__set__ for f in fields(cls))  # type: ignore[arg-type]
    new = object.__new__

    def make(a: Any, b: Any, c: Any) -> T:
        obj = new(cls)
        set_a(obj, a)
        set_b(obj, b)
        set_c(obj, c)
        return obj

    return make


hold = maker(Hold)
move = _three(Move)
"""``move(unit, dest, via_convoy)``"""
support_hold = _two(SupportHold)
support_move = _three(SupportMove)
convoy = _three(Convoy)
