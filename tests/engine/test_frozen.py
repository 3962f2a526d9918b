"""fast_init makes values cheaper to build without making them any less frozen."""

from __future__ import annotations

import inspect
from dataclasses import FrozenInstanceError, dataclass, field, replace

import pytest

from diplomacy_desktop.engine.frozen import fast_init
from diplomacy_desktop.engine.kinds import UnitKind
from diplomacy_desktop.engine.orders import Move, Unit
from diplomacy_desktop.engine.outcomes import OrderResult, Outcome, Reason, ReasonCode


@fast_init
@dataclass(frozen=True, slots=True)
class _Sample:
    a: int
    b: list[int] = field(default_factory=list)
    c: str = "x"
    seen: tuple[int, ...] = field(default=(), init=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "seen", (self.a,))


def test_fast_init_keeps_signature_defaults_and_post_init() -> None:
    s = _Sample(1)
    assert (s.a, s.b, s.c, s.seen) == (1, [], "x", (1,))
    assert _Sample(1).b is not _Sample(1).b  # a fresh default from the factory each time
    assert _Sample(2, [3], c="y") == _Sample(a=2, b=[3], c="y")
    assert list(inspect.signature(_Sample).parameters) == ["a", "b", "c"]
    assert replace(s, a=5).seen == (5,)


def test_values_stay_frozen() -> None:
    unit = Unit("A", "par")
    assert unit.kind is UnitKind.ARMY  # the post-init conversion still runs
    result = OrderResult(Move(unit, "bur"), Outcome.SUCCEEDS, Reason("moved", {"dest": "bur", "attack": 1}))
    assert result.reason.code is ReasonCode.MOVED
    for value, name in ((unit, "location"), (result, "outcome"), (result.reason, "code"), (result.order, "dest")):
        with pytest.raises(FrozenInstanceError):
            setattr(value, name, None)


def test_only_frozen_slotted_dataclasses() -> None:
    @dataclass(frozen=True)
    class NoSlots:
        a: int

    with pytest.raises(TypeError):
        fast_init(NoSlots)


def test_converted_fields_come_out_as_their_type() -> None:
    assert replace(Unit("A", "par"), kind="F").kind is UnitKind.FLEET
    with pytest.raises(ValueError):
        Unit("X", "par")

    @dataclass(frozen=True, slots=True)
    class Loose:
        a: int

    with pytest.raises(TypeError):
        fast_init(convert={"b": (int, int)})(Loose)
