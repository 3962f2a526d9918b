"""One entry point for every phase: ``adjudicate(position, orders) -> Resolution``.

The phase sequence lives here too, because what comes next depends on the result:
Spring movement -> Spring retreats (only if a unit was dislodged) -> Fall movement -> Fall
retreats (if any) -> centre ownership -> Winter adjustments (only if some power can build or
must remove) -> next Spring.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field
from functools import cache
from typing import Mapping, Sequence

from .adjustments import adjudicate_adjustments, adjustment_events
from .board import MapModel
from .events import Event
from .kinds import PhaseKind, Season
from .movement import adjudicate_movement, movement_board_after, movement_events
from .orders import Order, Unit
from .outcomes import OrderResult
from .position import ADJUSTMENTS, FALL, MOVEMENT, RETREATS, SPRING, WINTER, Dislodged, Phase, Position
from .retreats import adjudicate_retreats, retreat_events


@dataclass(frozen=True, slots=True)
class Resolution:
    """What one phase did: per-order results (index-aligned with the orders given), per-unit
    events (what each piece did, see :mod:`events`) and the position that follows, already in
    its next phase.

    It keeps what the phase was judged from (``before``, ``orders``, ``game_map``: values that
    never change), from which :attr:`events` are worked out when asked: a bot's search judges
    thousands of phases and reads no events, the window reads those of the phase it shows."""

    phase: Phase
    results: dict[str, list[OrderResult]]
    position: Position
    before: Position = field(repr=False, compare=False)
    orders: Mapping[str, tuple[Order, ...]] = field(repr=False, compare=False)
    game_map: MapModel = field(repr=False, compare=False)
    dislodged: tuple[Dislodged, ...] = ()
    contested: frozenset[str] = frozenset()
    disbanded: tuple[tuple[str, Unit], ...] = ()
    """Units that left the board this phase other than by a removal order (every dislodged unit
    that did not retreat, civil-disorder removals)."""
    civil_disorder: tuple[tuple[str, Unit], ...] = ()

    @property
    def events(self) -> tuple[Event, ...]:
        """What each unit did (see :mod:`.events`), in province order, worked out again from
        what the phase was judged from each time it is read: keep the tuple to read it often."""
        kind = self.phase.kind
        if kind == MOVEMENT:
            return movement_events(self.game_map, self.before, self.orders)
        if kind == RETREATS:
            return retreat_events(self.game_map, self.before, self.orders)
        return adjustment_events(self.game_map, self.before, self.orders)


@cache
def _phase(year: int, season: Season, kind: PhaseKind) -> Phase:
    """The phase that follows, shared: phases are values, a game has three a year, and making
    one checks its season and kind (a few times the cost of finding it)."""
    return Phase(year, season, kind)


def update_centres(game_map: MapModel, units: Mapping[str, Sequence[Unit]], centres: Mapping[str, str]) -> dict[str, str]:
    """After the Fall turn a centre belongs to whoever stands in it; empty centres keep their owner."""
    supply = game_map.supply_centres
    owners = dict(centres)
    for power, power_units in units.items():
        for unit in power_units:
            if unit.province in supply:
                owners[unit.province] = power
    return owners


def _after_fall(game_map: MapModel, units: Mapping[str, tuple[Unit, ...]], centres: Mapping[str, str],
                year: int, closed: frozenset[str]) -> Position:
    """Fall is over: update ownership, then Winter if anyone adjusts, else the next Spring."""
    owners = update_centres(game_map, units, centres)
    if _anyone_adjusts(game_map, units, owners):
        return Position(_phase(year, WINTER, ADJUSTMENTS), dict(units), owners, closed=closed)
    return Position(_phase(year + 1, SPRING, MOVEMENT), dict(units), owners, closed=closed)


def _anyone_adjusts(game_map: MapModel, units: Mapping[str, Sequence[Unit]], owners: Mapping[str, str]) -> bool:
    """Does some power build or remove this winter? :func:`needs_adjustment` for every power,
    without building the winter position to ask it: a power with fewer centres than units
    removes; one with more builds if one of its home centres is its own and empty."""
    centres = Counter(owners.values())  # (counted in C, not a Python loop)
    occupied: set[str] | None = None
    for power in game_map.powers:
        delta = centres.get(power, 0) - len(units.get(power, ()))
        if delta < 0:
            return True
        if delta > 0:
            if occupied is None:
                occupied = {u.province for power_units in units.values() for u in power_units}
            if any(owners.get(c) == power and c not in occupied for c in game_map.home_centres(power)):
                return True
    return False


def adjudicate(position: Position, orders: Mapping[str, Sequence[Order]], game_map: MapModel) -> Resolution:
    """Judge one phase. Never raises on bad orders: they come back ``void`` with a reason."""
    phase = position.phase
    kept = {power: tuple(given) for power, given in orders.items()}  # as given, whatever the caller does next
    if phase.kind == MOVEMENT:
        moved = adjudicate_movement(game_map, position, kept)
        nxt = _after_movement(game_map, position, moved.units, moved.dislodged, moved.contested)
        return Resolution(phase, moved.results, nxt, position, kept, game_map, moved.dislodged, moved.contested)
    if phase.kind == RETREATS:
        retreated = adjudicate_retreats(game_map, position, kept)
        nxt = _after_retreats(game_map, position, retreated.units)
        return Resolution(phase, retreated.results, nxt, position, kept, game_map, disbanded=retreated.disbanded)
    adjusted = adjudicate_adjustments(game_map, position, kept)
    return Resolution(phase, adjusted.results, _after_adjustments(position, adjusted.units), position, kept,
                      game_map, disbanded=adjusted.civil_disorder, civil_disorder=adjusted.civil_disorder)


def next_position(position: Position, orders: Mapping[str, Sequence[Order]], game_map: MapModel) -> Position:
    """The position :func:`adjudicate` would give, without the per-order reasons and the events
    it works out too: for a bot's search or a simulation, which play thousands of phases and
    read none of them."""
    if position.phase.kind == MOVEMENT:
        units, dislodged, contested = movement_board_after(game_map, position, orders)
        return _after_movement(game_map, position, units, dislodged, contested)
    if position.phase.kind == RETREATS:
        return _after_retreats(game_map, position, adjudicate_retreats(game_map, position, orders).units)
    return _after_adjustments(position, adjudicate_adjustments(game_map, position, orders).units)


def _after_movement(game_map: MapModel, position: Position, units: dict[str, tuple[Unit, ...]],
                    dislodged: tuple[Dislodged, ...], contested: frozenset[str]) -> Position:
    """Retreats if a unit was dislodged, else Fall after Spring, else the end of the year."""
    phase = position.phase
    if dislodged:
        return Position(_phase(phase.year, phase.season, RETREATS), units, dict(position.centres), dislodged,
                        contested, position.closed)
    if phase.season == SPRING:
        return Position(_phase(phase.year, FALL, MOVEMENT), units, dict(position.centres), closed=position.closed)
    return _after_fall(game_map, units, position.centres, phase.year, position.closed)


def _after_retreats(game_map: MapModel, position: Position, units: dict[str, tuple[Unit, ...]]) -> Position:
    phase = position.phase
    if phase.season == SPRING:
        return Position(_phase(phase.year, FALL, MOVEMENT), units, dict(position.centres), closed=position.closed)
    return _after_fall(game_map, units, position.centres, phase.year, position.closed)


def _after_adjustments(position: Position, units: dict[str, tuple[Unit, ...]]) -> Position:
    return Position(_phase(position.phase.year + 1, SPRING, MOVEMENT), units, dict(position.centres),
                    closed=position.closed)
