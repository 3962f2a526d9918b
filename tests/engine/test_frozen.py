"""value_class makes frozen dataclasses cheaper to define and to build, and no different to use:
each behaviour is held against a real ``@dataclass(frozen=True)`` twin."""

from __future__ import annotations

import copy
import inspect
from dataclasses import MISSING, FrozenInstanceError, dataclass, field, fields, replace
from typing import Any, Callable

import pytest

from diplomacy_desktop.engine.frozen import is_frozen, maker, value_class
from diplomacy_desktop.engine.kinds import UnitKind
from diplomacy_desktop.engine.orders import Move, Unit
from diplomacy_desktop.engine.outcomes import OrderResult, Outcome, Reason, ReasonCode


@value_class(slots=True)
class _Sample:
    a: int
    b: list[int] = field(default_factory=list)
    c: str = "x"
    seen: tuple[int, ...] = field(default=(), init=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "seen", (self.a,))


def test_init_keeps_signature_defaults_and_post_init() -> None:
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


def test_converting_and_makers_need_slots() -> None:
    with pytest.raises(TypeError):
        @value_class(convert={"a": (int, int)})
        class NoSlots:
            a: int

    @value_class
    class Plain:
        a: int

    with pytest.raises(TypeError):
        maker(Plain)


def test_converted_fields_come_out_as_their_type() -> None:
    assert replace(Unit("A", "par"), kind="F").kind is UnitKind.FLEET
    with pytest.raises(ValueError):
        Unit("X", "par")

    with pytest.raises(TypeError):
        @value_class(slots=True, convert={"b": (int, int)})
        class Loose:
            a: int


def test_maker_makes_the_same_frozen_values() -> None:
    """maker() builds through a draft of the same slots; what comes out is the class's own value."""
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


def _twins(**options: Any) -> tuple[type, type]:
    """The same class made by ``@dataclass(frozen=True, ...)`` and by ``@value_class(...)``,
    under the same qualified name (the repr shows it)."""
    def make(decorate: Callable[[type], type]) -> type:
        class Sample:
            a: int
            b: list[int] = field(default_factory=list)
            hidden: str = field(default="h", repr=False)
            ignored: int = field(default=0, compare=False)
            seen: tuple[int, ...] = field(default=(), init=False)

            def __post_init__(self) -> None:
                object.__setattr__(self, "seen", (self.a,))

        return decorate(Sample)

    return make(dataclass(frozen=True, **options)), make(value_class(**options))


@pytest.mark.parametrize("options", [{}, {"slots": True}, {"eq": False}, {"slots": True, "eq": False}],
                         ids=["plain", "slots", "identity", "slots-identity"])
def test_value_classes_behave_as_frozen_dataclasses(options: dict[str, bool]) -> None:
    stdlib, ours = _twins(**options)
    assert is_frozen(stdlib) and is_frozen(ours)
    for cls in (stdlib, ours):  # the twins are two classes: compare what each does with its own
        assert [f.name for f in fields(cls)] == ["a", "b", "hidden", "ignored", "seen"]
    assert stdlib.__match_args__ == ours.__match_args__
    assert str(inspect.signature(stdlib)) == str(inspect.signature(ours))
    assert stdlib.__doc__ == ours.__doc__ == "Sample(a: 'int', b: 'list[int]' = <factory>, hidden: 'str' = 'h', " \
                                            "ignored: 'int' = 0)"  # written for an undocumented class
    a, b = stdlib(1, [2], ignored=5), ours(1, [2], ignored=5)
    assert repr(a) == repr(b) == f"{ours.__qualname__}(a=1, b=[2], ignored=5, seen=(1,))"
    for x, y, cls in ((a, stdlib(1, [2]), stdlib), (b, ours(1, [2]), ours)):
        same = options.get("eq", True)
        assert (x == y) is same and (x != cls(2)) is True  # "ignored" is left out of comparing
        if same:
            assert hash(cls(1, (2,))) == hash(cls(1, (2,), ignored=9))  # type: ignore[arg-type]
        else:
            assert x == x and hash(x) == object.__hash__(x)  # identity, as dataclass leaves it
        assert x.__eq__(object()) is NotImplemented
        attempts = [(lambda: setattr(x, "a", 3), "cannot assign to field 'a'"),
                    (lambda: delattr(x, "a"), "cannot delete field 'a'")]
        if cls is ours or not options.get("slots"):  # Python 3.11's slotted dataclass fails here with a
            # TypeError from super() (its __setattr__ names the class from before slots were added)
            attempts.append((lambda: setattr(x, "other", 3), "cannot assign to field 'other'"))
        for attempt, message in attempts:
            with pytest.raises(FrozenInstanceError, match=message):
                attempt()
        assert replace(x, a=7).seen == (7,) and replace(x, a=7).b is x.b
        assert copy.copy(x).a == 1 and copy.deepcopy(x).b == [2] and copy.deepcopy(x).b is not x.b
    with pytest.raises(TypeError):
        value_class(type("Refuses", (), {"__annotations__": {"a": "int"}, "__setattr__": lambda *args: None}))


def test_a_subclass_that_is_no_value_class_may_add_attributes() -> None:
    """As with dataclass: only the fields are frozen for a plain subclass, which has a __dict__."""
    @value_class
    class Base:
        a: int

    class Loose(Base):
        pass

    loose = Loose(1)
    loose.note = "kept"  # type: ignore[attr-defined]
    assert loose.note == "kept"  # type: ignore[attr-defined]
    with pytest.raises(FrozenInstanceError):
        loose.a = 2  # type: ignore[misc]


def test_every_frozen_value_of_the_package_is_made_by_value_class() -> None:
    """One way to make a value: a class written with ``@dataclass(frozen=True)`` would pay the
    full cost at import again (only the ordered replay step, which dataclass orders, is one)."""
    import pathlib
    import re

    root = pathlib.Path(__file__).resolve().parents[2] / "diplomacy_desktop"
    written = [f"{path.relative_to(root)}: {line.strip()}" for path in sorted(root.rglob("*.py"))
               for line in path.read_text(encoding="utf-8").splitlines()
               if re.match(r"\s*@dataclass\(.*frozen=True", line) and "order=True" not in line]
    assert written == []
