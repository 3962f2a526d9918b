"""One entry point for every phase: ``adjudicate(position, orders) -> Resolution``.

The phase sequence lives here too, because what comes next depends on the result:
Spring movement -> Spring retreats (only if a unit was dislodged) -> Fall movement -> Fall
retreats (if any) -> centre ownership -> Winter adjustments (only if some power can build or
must remove) -> next Spring.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Callable, Mapping, Sequence

from .adjustments import adjudicate_adjustments
from .board import MapModel, province_of, standard_map
from .events import Event
from .later import Later, ReadLater
from .movement import adjudicate_movement
from .orders import Order, Unit
from .outcomes import OrderResult, Verdict
from .position import ADJUSTMENTS, FALL, MOVEMENT, RETREATS, SPRING, WINTER, Dislodged, Phase, Position
from .retreats import adjudicate_retreats
from .rules.facts import map_facts


@dataclass(frozen=True, init=False)
class Resolution:
    """What one phase did: per-order results (index-aligned with the orders given), per-unit
    events (what each piece did, see :mod:`events`) and the position that follows, already in
    its next phase.

    ``results`` may be given as a :class:`~.later.Later` (``adjudicate(..., defer_reports=True)``):
    it is then worked out on first read, to the same value."""

    phase: Phase
    results: dict[str, list[OrderResult]]
    position: Position
    dislodged: tuple[Dislodged, ...] = ()
    contested: frozenset[str] = frozenset()
    disbanded: tuple[tuple[str, Unit], ...] = ()
    """Units that left the board this phase other than by a removal order (every dislodged unit
    that did not retreat, civil-disorder removals)."""
    civil_disorder: tuple[tuple[str, Unit], ...] = field(default=())
    events_source: tuple[Event, ...] | Callable[[], tuple[Event, ...]] = field(default=(), repr=False, compare=False)
    """The events, or how to work them out: a movement phase's events are read from its
    resolver's decisions on first use, so replaying a save or a bot's search, which never look
    at them, do not pay for them."""
    verdicts_source: dict[str, list[Verdict]] | None = field(default=None, repr=False, compare=False)
    """The verdicts, when the results are left for later (else they are read off the results)."""

    def __init__(self, phase: Phase, results: dict[str, list[OrderResult]] | Later[dict[str, list[OrderResult]]],
                 position: Position, dislodged: tuple[Dislodged, ...] = (), contested: frozenset[str] = frozenset(),
                 disbanded: tuple[tuple[str, Unit], ...] = (), civil_disorder: tuple[tuple[str, Unit], ...] = (),
                 events_source: tuple[Event, ...] | Callable[[], tuple[Event, ...]] = (),
                 verdicts_source: dict[str, list[Verdict]] | None = None) -> None:
        """The dataclass's own __init__, written out: it would set each of the nine fields
        through ``object.__setattr__`` (the value is frozen); every phase judged makes one."""
        vars(self).update(phase=phase, results=results, position=position, dislodged=dislodged, contested=contested,
                          disbanded=disbanded, civil_disorder=civil_disorder, events_source=events_source,
                          verdicts_source=verdicts_source)

    @property
    def verdicts(self) -> dict[str, list[Verdict]]:
        """Each order's verdict (order, outcome, rule, flags: a result without the facts its
        reason cites), index-aligned with the results. Replaying a save checks these, without
        working out the results' reasons."""
        if self.verdicts_source is not None:
            return self.verdicts_source
        return {power: [r.verdict for r in results] for power, results in self.results.items()}

    @property
    def events(self) -> tuple[Event, ...]:
        """What each unit did (see :mod:`.events`), in province order."""
        source = self.events_source
        if callable(source):
            source = source()
            object.__setattr__(self, "events_source", source)
        return source


Resolution.results = ReadLater("results")  # type: ignore[assignment, misc]


def update_centres(game_map: MapModel, units: Mapping[str, Sequence[Unit]], centres: Mapping[str, str]) -> dict[str, str]:
    """After the Fall turn a centre belongs to whoever stands in it; empty centres keep their owner."""
    supply = game_map.supply_centres
    province = map_facts(game_map).province  # a dictionary hit, not a string split, per unit
    owners = dict(centres)
    for power, power_units in units.items():
        for unit in power_units:
            location = unit.location
            prov = province.get(location) or province_of(location)
            if prov in supply:
                owners[prov] = power
    return owners


def _after_fall(game_map: MapModel, units: Mapping[str, tuple[Unit, ...]], centres: Mapping[str, str],
                year: int, closed: frozenset[str]) -> Position:
    """Fall is over: update ownership, then Winter if anyone adjusts, else the next Spring."""
    owners = update_centres(game_map, units, centres)
    if _anyone_adjusts(game_map, units, owners):
        return Position(Phase(year, WINTER, ADJUSTMENTS), dict(units), owners, closed=closed)
    return Position(Phase(year + 1, SPRING, MOVEMENT), dict(units), owners, closed=closed)


def _anyone_adjusts(game_map: MapModel, units: Mapping[str, Sequence[Unit]], owners: Mapping[str, str]) -> bool:
    """Does some power build or remove this winter? :func:`needs_adjustment` for every power,
    without building the winter position to ask it: a power with fewer centres than units
    removes; one with more builds if one of its home centres is its own and empty."""
    centres: dict[str, int] = {}
    for owner in owners.values():
        centres[owner] = centres.get(owner, 0) + 1
    occupied: set[str] | None = None
    for power in game_map.powers:
        delta = centres.get(power, 0) - len(units.get(power, ()))
        if delta < 0:
            return True
        if delta > 0:
            if occupied is None:
                province = map_facts(game_map).province
                occupied = {province.get(u.location) or province_of(u.location)
                            for power_units in units.values() for u in power_units}
            if any(owners.get(c) == power and c not in occupied for c in game_map.home_centres(power)):
                return True
    return False


def adjudicate(position: Position, orders: Mapping[str, Sequence[Order]],
               game_map: MapModel | None = None, *, defer_reports: bool = False) -> Resolution:
    """Judge one phase. Never raises on bad orders: they come back ``void`` with a reason.

    ``defer_reports``: a movement phase's per-order results are worked out when first read
    (their verdicts at once, see :attr:`Resolution.verdicts`). Loading a save replays every
    phase to check it but shows the reasons of only the phases a player opens."""
    game_map = game_map or standard_map()
    phase = position.phase
    if phase.kind == MOVEMENT:
        moved = adjudicate_movement(game_map, position, orders, defer_reports=defer_reports)
        if moved.dislodged:
            nxt = Position(Phase(phase.year, phase.season, RETREATS), moved.units, dict(position.centres),
                           moved.dislodged, moved.contested, position.closed)
        elif phase.season == SPRING:
            nxt = Position(Phase(phase.year, FALL, MOVEMENT), moved.units, dict(position.centres),
                           closed=position.closed)
        else:
            nxt = _after_fall(game_map, moved.units, position.centres, phase.year, position.closed)
        return Resolution(phase, moved.results, nxt, moved.dislodged, moved.contested, events_source=moved.events,
                          verdicts_source=moved.verdicts)
    if phase.kind == RETREATS:
        retreated = adjudicate_retreats(game_map, position, orders)
        if phase.season == SPRING:
            nxt = Position(Phase(phase.year, FALL, MOVEMENT), retreated.units, dict(position.centres),
                           closed=position.closed)
        else:
            nxt = _after_fall(game_map, retreated.units, position.centres, phase.year, position.closed)
        return Resolution(phase, retreated.results, nxt, disbanded=retreated.disbanded, events_source=retreated.events)
    adjusted = adjudicate_adjustments(game_map, position, orders)
    nxt = Position(Phase(phase.year + 1, SPRING, MOVEMENT), adjusted.units, dict(position.centres),
                   closed=position.closed)
    return Resolution(phase, adjusted.results, nxt, disbanded=adjusted.civil_disorder,
                      civil_disorder=adjusted.civil_disorder, events_source=adjusted.events)
