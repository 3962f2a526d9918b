"""Where everything stands: phase, units, dislodged units, centre owners.

A :class:`Position` is a value: adjudication returns a new one and never changes the old,
so a game's history is simply the list of its positions.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Iterable, Iterator, Mapping

from .kinds import PhaseKind, Season
from .locations import province_of
from .orders import Unit

SPRING, FALL, WINTER = Season.SPRING, Season.FALL, Season.WINTER
MOVEMENT, RETREATS, ADJUSTMENTS = PhaseKind.MOVEMENT, PhaseKind.RETREATS, PhaseKind.ADJUSTMENTS
SEASONS = tuple(Season)
PHASE_KINDS = tuple(PhaseKind)
_SEASON_RANK = {SPRING: 0, FALL: 1, WINTER: 2}
_KIND_RANK = {MOVEMENT: 0, RETREATS: 1, ADJUSTMENTS: 2}


@dataclass(frozen=True, slots=True)
class Phase:
    year: int
    season: Season
    kind: PhaseKind

    def __post_init__(self) -> None:
        if self.season not in _SEASON_RANK:
            raise ValueError(f"unknown season {self.season!r}")
        if self.kind not in _KIND_RANK:
            raise ValueError(f"unknown phase type {self.kind!r}")
        if self.season.__class__ is not Season:  # "spring" from a file: the enum member
            object.__setattr__(self, "season", Season(self.season))
        if self.kind.__class__ is not PhaseKind:
            object.__setattr__(self, "kind", PhaseKind(self.kind))
        if (self.season == WINTER) != (self.kind == ADJUSTMENTS):
            raise ValueError(f"{self.season} has no {self.kind} phase")

    def _rank(self) -> tuple[int, int, int]:
        return (self.year, _SEASON_RANK[self.season], _KIND_RANK[self.kind])

    def __lt__(self, other: "Phase") -> bool:
        """Phases order in time (Spring before Fall, movement before retreats), not alphabetically."""
        return self._rank() < other._rank()

    def __le__(self, other: "Phase") -> bool:
        return self._rank() <= other._rank()

    def __gt__(self, other: "Phase") -> bool:
        return self._rank() > other._rank()

    def __ge__(self, other: "Phase") -> bool:
        return self._rank() >= other._rank()

    @property
    def code(self) -> str:
        """Compact code as used by most Diplomacy tools: ``S1901M``, ``F1901R``, ``W1901A``."""
        return f"{self.season[0].upper()}{self.year}{self.kind[0].upper()}"

    def __str__(self) -> str:
        return f"{self.season.capitalize()} {self.year} {self.kind}"


@dataclass(frozen=True, slots=True)
class Dislodged:
    power: str
    unit: Unit
    attacker_from: str
    """Province the dislodging attack came from."""
    retreats: tuple[str, ...]
    """Locations the unit may retreat to (coast-qualified for fleets)."""
    via_convoy: bool = False


@dataclass(frozen=True, slots=True)
class Position:
    phase: Phase
    units: Mapping[str, tuple[Unit, ...]]
    """Power -> its units on the board (dislodged units are in ``dislodged`` instead)."""
    centres: Mapping[str, str]
    """Supply centre -> owning power (unowned centres are absent)."""
    dislodged: tuple[Dislodged, ...] = ()
    contested: frozenset[str] = frozenset()
    """Provinces left empty by a standoff in the movement phase just played (for retreats)."""
    closed: frozenset[str] = frozenset()
    """Provinces no unit may enter (neutral Italy in the two-player 1914 game)."""
    occupant: Mapping[str, tuple[str, Unit]] = field(init=False, repr=False, compare=False)
    """Province -> (power, unit) standing there: the index every lookup by place reads, built
    with the position (two units in one province are refused then). Not to be changed."""

    def __post_init__(self) -> None:
        index = {unit.province: (power, unit) for power, power_units in self.units.items() for unit in power_units}
        if len(index) < sum(map(len, self.units.values())):
            seen: dict[str, Unit] = {}
            for _, unit in self.all_units():
                prov = unit.province
                if prov in seen:
                    raise ValueError(f"two units in {prov}: {seen[prov]} and {unit}")
                seen[prov] = unit
        object.__setattr__(self, "occupant", index)

    # -- lookups -------------------------------------------------------------------------

    def unit_at(self, province: str) -> Unit | None:
        hit = self.occupant.get(province_of(province))
        return hit[1] if hit else None

    def owner_at(self, province: str) -> str | None:
        hit = self.occupant.get(province_of(province))
        return hit[0] if hit else None

    def occupied(self) -> dict[str, tuple[str, Unit]]:
        """Province -> (power, unit), a copy the caller may keep."""
        return dict(self.occupant)

    def units_for_orders(self) -> dict[str, Unit]:
        """Province -> the unit an order there refers to: the dislodged unit where there is one
        (retreat orders name it), else the unit on the board. Fills in unit types left out."""
        units = {prov: unit for prov, (_, unit) in self.occupant.items()}
        units.update({province_of(d.unit.location): d.unit for d in self.dislodged})
        return units

    def all_units(self) -> Iterator[tuple[str, Unit]]:
        for power, units in self.units.items():
            for unit in units:
                yield power, unit

    def centre_count(self, power: str) -> int:
        return sum(1 for owner in self.centres.values() if owner == power)

    def unit_count(self, power: str) -> int:
        return len(self.units.get(power, ()))


def make_units(spec: Mapping[str, Iterable[str]]) -> dict[str, tuple[Unit, ...]]:
    """``{"france": ["A par", "F bre"]}`` -> units; for tests and the CLI."""
    out: dict[str, tuple[Unit, ...]] = {}
    for power, items in spec.items():
        units = []
        for text in items:
            kind, _, loc = text.strip().partition(" ")
            units.append(Unit(kind.upper(), loc.strip().lower()))
        out[power] = tuple(units)
    return out


def powers_in_game(position: Position) -> frozenset[str]:
    """The powers still in the game at ``position``: a unit on the board, a dislodged unit (its
    retreat is still to come) or a supply centre. Every other power is out of it: eliminated, or
    never in it (the five absent powers of a one-against-one game, whose centres start neutral).
    A neutral power with units (Italy in the 1914 game) is in it. The game's survivors, who vote
    on a draw, and the board's tinted home land both read this one answer."""
    present = {power for power, units in position.units.items() if units} | set(position.centres.values())
    return frozenset(present | {d.power for d in position.dislodged})
