"""fast_init makes values cheaper to build without making them any less frozen."""

from __future__ import annotations

import inspect
from dataclasses import MISSING, FrozenInstanceError, dataclass, field, replace

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


def test_maker_makes_the_same_frozen_values() -> None:
    """maker() builds through a draft of the same slots; what comes out is the class's own value."""
    from diplomacy_desktop.engine.frozen import maker

    make = maker(_Sample)
    made = make(2, [3], "y")
    assert type(made) is _Sample and made == _Sample(2, [3], "y") and repr(made) == repr(_Sample(2, [3], "y"))
    assert made.seen == (2,)  # __post_init__ ran
    assert make(1).b == [] and make(1).b is not make(1).b  # defaults and fresh factories
    with pytest.raises(FrozenInstanceError):
        made.a = 5  # type: ignore[misc]
    unit = maker(Unit)("A", "par")
    assert unit.kind is UnitKind.ARMY and unit == Unit("A", "par") and hash(unit) == hash(Unit("A", "par"))
    reason = maker(Reason)("moved", {"dest": "bur", "attack": 1})
    assert reason.code is ReasonCode.MOVED and reason == Reason(ReasonCode.MOVED, {"dest": "bur", "attack": 1})
    result = maker(OrderResult)(Move(unit, "bur"), Outcome.SUCCEEDS, reason)
    assert result == OrderResult(Move(unit, "bur"), Outcome.SUCCEEDS, reason) and not result.dislodged
    for value, name in ((unit, "location"), (result, "outcome"), (reason, "code")):
        with pytest.raises(FrozenInstanceError):
            setattr(value, name, None)
    with pytest.raises(TypeError):
        maker(int)  # type: ignore[arg-type]


def test_written_out_inits_keep_the_dataclass_fields() -> None:
    """Position and Resolution fill their dictionaries at once; their signatures, defaults and
    frozenness are the dataclass's."""
    from dataclasses import fields

    from diplomacy_desktop.engine.adjudicator import Resolution, adjudicate
    from diplomacy_desktop.engine.position import Position, initial_position

    for cls in (Position, Resolution):
        params = inspect.signature(cls).parameters
        init_fields = [f for f in fields(cls) if f.init]
        assert list(params) == [f.name for f in init_fields]
        for f in init_fields:
            missing = f.default is MISSING and f.default_factory is MISSING
            assert params[f.name].default == (inspect.Parameter.empty if missing else f.default), f.name
    position = initial_position()
    assert position.unit_at("par") == Unit("A", "par") and replace(position, closed=frozenset({"ven"})).closed == {"ven"}
    with pytest.raises(ValueError):
        Position(position.phase, {"france": (Unit("A", "par"), Unit("A", "par"))}, {})
    resolution = adjudicate(position, {})
    with pytest.raises(FrozenInstanceError):
        resolution.position = position  # type: ignore[misc]
    assert replace(resolution) == resolution
