"""Order types, and the canonical notation they print in.

The canonical notation is the DATC one (``A par - bur``, ``F nth C A lon - bel``,
``A tyr S A ven - tri``, ``F tri R alb``, ``A pic D``, ``A par B``): :func:`format_order`
writes it. Reading text is the notation layer's work, above this one
(:func:`diplomacy_desktop.engine.notation.read_order` reads this notation back exactly, and
leniently what people type at a table; :func:`~diplomacy_desktop.engine.notation.parse_order`
reads an order the way a player at a position means it), so these values import no parser;
a unit in a data file is read against its map by :func:`.canonical.unit_from_notation`.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import ClassVar, Union

from .kinds import OrderKind, PhaseKind, UnitKind
from .locations import province_of

ARMY = UnitKind.ARMY
FLEET = UnitKind.FLEET
UNIT_KINDS = (ARMY, FLEET)
_UNIT_KINDS: dict[str, UnitKind] = {"A": ARMY, "F": FLEET}


def _unit_kind(kind: str) -> UnitKind:
    # A dictionary hit, not an enum call: units are made by the thousand per phase.
    return _UNIT_KINDS.get(kind) or UnitKind(kind)


@dataclass(frozen=True, slots=True)
class Unit:
    kind: UnitKind
    """Army or fleet (a plain ``"A"`` / ``"F"`` is turned into the enum)."""
    location: str
    """Province, or province/coast for a fleet on a split coast."""
    province: str = field(init=False, repr=False, compare=False)
    """The province of ``location`` (its coast dropped), worked out once with the unit: every
    position indexes its units by it and every order judged looks its unit up by it."""

    def __post_init__(self) -> None:
        if self.kind.__class__ is not UnitKind:  # a plain "A" / "F" from a file or a test
            object.__setattr__(self, "kind", _unit_kind(self.kind))
        object.__setattr__(self, "province", province_of(self.location))

    def __str__(self) -> str:
        return self.kind + " " + self.location  # concatenation, not an f-string: enum formatting is slow


class OrderBase:
    """What every order shares: the unit it is for (None only for a waived build), what kind of
    order it is, and the phases in which it may be given. Code that handles any order reads
    these instead of probing with ``isinstance`` or ``getattr``."""

    __slots__ = ()
    unit: Unit | None
    kind: ClassVar[OrderKind]
    phases: ClassVar[frozenset[PhaseKind]]

    def with_unit(self, unit: Unit) -> "Order":
        """The same order for another unit value (the real unit behind a typed reminder)."""
        return replace(self, unit=unit)  # type: ignore[type-var, return-value]


_MOVEMENT = frozenset({PhaseKind.MOVEMENT})


@dataclass(frozen=True, slots=True)
class Hold(OrderBase):
    kind: ClassVar[OrderKind] = OrderKind.HOLD
    phases: ClassVar[frozenset[PhaseKind]] = _MOVEMENT
    unit: Unit

    def __str__(self) -> str:
        return f"{self.unit} H"


@dataclass(frozen=True, slots=True)
class Move(OrderBase):
    kind: ClassVar[OrderKind] = OrderKind.MOVE
    phases: ClassVar[frozenset[PhaseKind]] = _MOVEMENT
    unit: Unit
    dest: str
    via_convoy: bool = False

    def __str__(self) -> str:
        return f"{self.unit} - {self.dest}" + (" via convoy" if self.via_convoy else "")


@dataclass(frozen=True, slots=True)
class SupportHold(OrderBase):
    kind: ClassVar[OrderKind] = OrderKind.SUPPORT_HOLD
    phases: ClassVar[frozenset[PhaseKind]] = _MOVEMENT
    unit: Unit
    supported: Unit

    def __str__(self) -> str:
        return f"{self.unit} S {self.supported}"


@dataclass(frozen=True, slots=True)
class SupportMove(OrderBase):
    kind: ClassVar[OrderKind] = OrderKind.SUPPORT_MOVE
    phases: ClassVar[frozenset[PhaseKind]] = _MOVEMENT
    unit: Unit
    supported: Unit
    dest: str

    def __str__(self) -> str:
        return f"{self.unit} S {self.supported} - {self.dest}"


@dataclass(frozen=True, slots=True)
class Convoy(OrderBase):
    kind: ClassVar[OrderKind] = OrderKind.CONVOY
    phases: ClassVar[frozenset[PhaseKind]] = _MOVEMENT
    unit: Unit
    army: Unit
    """The convoyed army, at its origin."""
    dest: str

    def __str__(self) -> str:
        return f"{self.unit} C {self.army} - {self.dest}"


@dataclass(frozen=True, slots=True)
class Retreat(OrderBase):
    kind: ClassVar[OrderKind] = OrderKind.RETREAT
    phases: ClassVar[frozenset[PhaseKind]] = frozenset({PhaseKind.RETREATS})
    unit: Unit
    dest: str

    def __str__(self) -> str:
        return f"{self.unit} R {self.dest}"


@dataclass(frozen=True, slots=True)
class Disband(OrderBase):
    """Disband in a retreat phase, or remove in an adjustment phase."""

    kind: ClassVar[OrderKind] = OrderKind.DISBAND
    phases: ClassVar[frozenset[PhaseKind]] = frozenset({PhaseKind.RETREATS, PhaseKind.ADJUSTMENTS})
    unit: Unit

    def __str__(self) -> str:
        return f"{self.unit} D"


@dataclass(frozen=True, slots=True)
class Build(OrderBase):
    kind: ClassVar[OrderKind] = OrderKind.BUILD
    phases: ClassVar[frozenset[PhaseKind]] = frozenset({PhaseKind.ADJUSTMENTS})
    unit: Unit

    def __str__(self) -> str:
        return f"{self.unit} B"


@dataclass(frozen=True, slots=True)
class Waive(OrderBase):
    """Leave one build unused."""

    kind: ClassVar[OrderKind] = OrderKind.WAIVE
    phases: ClassVar[frozenset[PhaseKind]] = frozenset({PhaseKind.ADJUSTMENTS})
    unit: ClassVar[None] = None

    def __str__(self) -> str:
        return "WAIVE"


Order = Union[Hold, Move, SupportHold, SupportMove, Convoy, Retreat, Disband, Build, Waive]


def format_order(order: Order) -> str:
    """The DATC notation of an order; ``notation.read_order`` reads it back to an equal order."""
    return str(order)


__all__ = [
    "ARMY", "FLEET", "UNIT_KINDS", "Unit", "OrderBase", "Hold", "Move", "SupportHold", "SupportMove", "Convoy",
    "Retreat", "Disband", "Build", "Waive", "Order", "format_order",
]
