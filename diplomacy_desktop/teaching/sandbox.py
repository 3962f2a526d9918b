"""The sandbox's set-up, Qt-free: any position built one edit at a time, with everyone's orders.

A :class:`Setup` is a value: every edit (place, move or remove a unit, set a centre's owner, set
the phase, dislodge a unit for a retreat phase, mark a standoff) returns a new one, so the UI can
step back through edits and a test can build a position without a window. A set-up is saved as a
case file (:func:`..engine.cases.write_case`), the format ``diplomacy-desktop adjudicate``
reads, which is how players settle a disputed face-to-face turn: set it up, judge it, share it.

Edits the rules forbid (an army at sea, a fleet inland or on no named coast of Spain, a unit
dislodged by its own power) raise :class:`SetupError` with a :class:`SetupProblem` the UI
translates; the set-up is left as it was.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from enum import StrEnum
from typing import Any, Mapping, Sequence

from ..engine.board import MapModel, initial_position
from ..engine.cases import read_case, write_case
from ..engine.kinds import PhaseKind, Season, UnitKind
from ..engine.locations import province_of
from ..engine.orders import Order, Unit
from ..engine.position import ADJUSTMENTS, RETREATS, Dislodged, Phase, Position
from ..engine.rules.retreat import retreat_options


class SetupProblem(StrEnum):
    """Why an edit was refused (the UI words each one in the player's language)."""

    UNKNOWN_PLACE = "unknown_place"
    ARMY_AT_SEA = "army_at_sea"
    FLEET_INLAND = "fleet_inland"
    COAST_NEEDED = "coast_needed"
    NO_UNIT = "no_unit"
    NOT_A_CENTRE = "not_a_centre"
    UNKNOWN_POWER = "unknown_power"
    BAD_PHASE = "bad_phase"
    NO_ATTACKER = "no_attacker"
    OWN_ATTACKER = "own_attacker"
    ATTACKER_NOT_NEXT = "attacker_not_next"
    NOT_RETREATS = "not_retreats"


class SetupError(ValueError):
    """An edit the rules do not allow; ``problem`` says which, ``place`` where."""

    def __init__(self, problem: SetupProblem, place: str = "") -> None:
        self.problem = problem
        self.place = place
        super().__init__(f"{problem.value}: {place}" if place else problem.value)


def _sorted_units(units: Mapping[str, Sequence[Unit]], game_map: MapModel) -> dict[str, tuple[Unit, ...]]:
    """Every power of the map, its units in place order: one set-up has one representation."""
    return {p: tuple(sorted(units.get(p, ()), key=lambda u: u.location)) for p in game_map.powers}


@dataclass(frozen=True)
class Setup:
    """A position being set up, and the orders given for it (power -> orders)."""

    position: Position
    game_map: MapModel = field(compare=False, repr=False)
    orders: Mapping[str, tuple[Order, ...]] = field(default_factory=dict)

    # -- starting points -----------------------------------------------------------------

    @classmethod
    def empty(cls, game_map: MapModel) -> "Setup":
        """No units and no owned centres, the map's first movement phase (Spring 1901)."""
        start = Phase(game_map.start_year, Season(game_map.start_season), PhaseKind.MOVEMENT)
        return cls(Position(start, _sorted_units({}, game_map), {}), game_map)

    @classmethod
    def start(cls, game_map: MapModel) -> "Setup":
        """The map's starting position (1901)."""
        pos = initial_position(game_map)
        return cls(replace(pos, units=_sorted_units(pos.units, game_map)), game_map)

    @classmethod
    def from_position(cls, position: Position, orders: Mapping[str, Sequence[Order]] | None = None,
                      *, game_map: MapModel) -> "Setup":
        setup = cls(replace(position, units=_sorted_units(position.units, game_map)), game_map)
        return setup.with_all_orders(orders or {})

    @classmethod
    def from_case(cls, case: Any, game_map: MapModel) -> "Setup":
        """A set-up from a case object. :raises CaseError: naming the field that is wrong."""
        position, orders = read_case(case, game_map)
        return cls.from_position(position, orders, game_map=game_map)

    def to_case(self) -> dict[str, Any]:
        """The case object ``diplomacy-desktop adjudicate`` reads (see :func:`write_case`)."""
        return write_case(self.position, self.orders)

    # -- looking -------------------------------------------------------------------------

    @property
    def phase(self) -> Phase:
        return self.position.phase

    def unit_at(self, province: str) -> tuple[str, Unit] | None:
        """(power, unit) standing in ``province``, or None."""
        prov = province_of(province)
        power = self.position.owner_at(prov)
        unit = self.position.unit_at(prov)
        return (power, unit) if power is not None and unit is not None else None

    def dislodged_at(self, province: str) -> Dislodged | None:
        prov = province_of(province)
        return next((d for d in self.position.dislodged if d.unit.province == prov), None)

    # -- edits ---------------------------------------------------------------------------

    def place(self, power: str, kind: str, location: str) -> "Setup":
        """Put a unit of ``power`` at ``location``, replacing whatever stood in that province."""
        self._check_power(power)
        unit = self._unit(kind, location)
        units = {p: tuple(u for u in us if u.province != unit.province) for p, us in self.position.units.items()}
        units[power] = units.get(power, ()) + (unit,)
        return self._with(units=units)

    def remove(self, province: str) -> "Setup":
        """Take away the unit in ``province`` (the dislodged one first, if there is one)."""
        prov = province_of(province)
        if self.dislodged_at(prov) is not None:
            return self._with(dislodged=tuple(d for d in self.position.dislodged if d.unit.province != prov))
        if self.unit_at(prov) is None:
            raise SetupError(SetupProblem.NO_UNIT, prov)
        units = {p: tuple(u for u in us if u.province != prov) for p, us in self.position.units.items()}
        return self._with(units=units)

    def move(self, province: str, location: str) -> "Setup":
        """Pick up the unit in ``province`` and put it at ``location`` (anywhere it may stand)."""
        found = self.unit_at(province)
        if found is None:
            raise SetupError(SetupProblem.NO_UNIT, province_of(province))
        power, unit = found
        self._unit(unit.kind, location)  # check before taking it away
        return self.remove(unit.province).place(power, unit.kind, location)

    def set_owner(self, centre: str, power: str | None) -> "Setup":
        """Give a supply centre to ``power`` (None: nobody owns it)."""
        prov = province_of(centre)
        if prov not in self.game_map.supply_centres:
            raise SetupError(SetupProblem.NOT_A_CENTRE, prov)
        centres = dict(self.position.centres)
        if power is None:
            centres.pop(prov, None)
        else:
            self._check_power(power)
            centres[prov] = power
        return self._with(centres=dict(sorted(centres.items())))

    def set_phase(self, year: int, season: str, kind: str) -> "Setup":
        """Another phase. Leaving a retreat phase drops the dislodged units and standoffs (they
        belong to it); orders that no longer fit the phase are dropped too."""
        try:
            phase = Phase(year, Season(season), PhaseKind(kind))
        except ValueError:
            raise SetupError(SetupProblem.BAD_PHASE, f"{season} {year} {kind}") from None
        if not 1 <= year <= 9999:
            raise SetupError(SetupProblem.BAD_PHASE, str(year))
        keep = phase.kind == RETREATS
        return self._with(phase=phase, dislodged=self.position.dislodged if keep else (),
                          contested=self.position.contested if keep else frozenset())

    def dislodge(self, power: str, kind: str, location: str, attacker_from: str, *,
                 via_convoy: bool = False) -> "Setup":
        """Add a unit of ``power`` dislodged from ``location`` (retreat phases only). The unit
        now standing there is the attacker, another power's, which came from ``attacker_from``."""
        if self.phase.kind != RETREATS:
            raise SetupError(SetupProblem.NOT_RETREATS)
        self._check_power(power)
        unit = self._unit(kind, location)
        attacker = self.unit_at(unit.province)
        if attacker is None:
            raise SetupError(SetupProblem.NO_ATTACKER, unit.province)
        if attacker[0] == power:
            raise SetupError(SetupProblem.OWN_ATTACKER, unit.province)
        origin = province_of(attacker_from)
        if origin not in self.game_map.provinces:
            raise SetupError(SetupProblem.UNKNOWN_PLACE, attacker_from)
        if origin == unit.province or (not via_convoy and origin not in self.game_map.neighbours[unit.province]):
            raise SetupError(SetupProblem.ATTACKER_NOT_NEXT, origin)
        rest = tuple(d for d in self.position.dislodged if d.unit.province != unit.province)
        return self._with(dislodged=rest + (Dislodged(power, unit, origin, (), via_convoy),))

    def toggle_contested(self, province: str) -> "Setup":
        """Mark (or unmark) a province as left empty by a standoff: no retreat may go there."""
        if self.phase.kind != RETREATS:
            raise SetupError(SetupProblem.NOT_RETREATS)
        prov = province_of(province)
        if prov not in self.game_map.provinces:
            raise SetupError(SetupProblem.UNKNOWN_PLACE, province)
        return self._with(contested=self.position.contested ^ {prov})

    def with_orders(self, power: str, orders: Sequence[Order]) -> "Setup":
        """Replace ``power``'s orders."""
        self._check_power(power)
        merged = {**self.orders, power: tuple(orders)}
        return replace(self, orders={p: o for p, o in sorted(merged.items()) if o})

    def with_all_orders(self, orders: Mapping[str, Sequence[Order]]) -> "Setup":
        return replace(self, orders={p: tuple(o) for p, o in sorted(orders.items()) if o})

    # -- keeping the set-up consistent ----------------------------------------------------

    def _check_power(self, power: str) -> None:
        if power not in self.game_map.powers:
            raise SetupError(SetupProblem.UNKNOWN_POWER, power)

    def _unit(self, kind: str, location: str) -> Unit:
        game_map = self.game_map
        loc = location.strip().lower()
        prov = game_map.provinces.get(province_of(loc))
        if prov is None or not game_map.is_location(loc):
            raise SetupError(SetupProblem.UNKNOWN_PLACE, location)
        unit_kind = UnitKind(kind)
        if unit_kind is UnitKind.ARMY:
            if prov.is_sea:
                raise SetupError(SetupProblem.ARMY_AT_SEA, prov.abbr)
            loc = prov.abbr  # an army stands in the whole province, not on a coast
        elif prov.is_land:
            raise SetupError(SetupProblem.FLEET_INLAND, prov.abbr)
        elif prov.coasts and not game_map.unit_can_stand("F", loc):
            raise SetupError(SetupProblem.COAST_NEEDED, prov.abbr)
        return Unit(unit_kind, loc)

    def _with(self, *, phase: Phase | None = None, units: Mapping[str, Sequence[Unit]] | None = None,
              centres: Mapping[str, str] | None = None, dislodged: tuple[Dislodged, ...] | None = None,
              contested: frozenset[str] | None = None) -> "Setup":
        """A new set-up: dislodged units without an attacker of another power go, every
        dislodged unit's retreats are worked out again, and orders for units that are no longer
        there (or no longer fit the phase) are dropped."""
        pos = self.position
        game_map = self.game_map
        phase = phase or pos.phase
        units = _sorted_units(units if units is not None else pos.units, game_map)
        board = Position(phase, units, {})
        occupied = set(board.occupied())
        contested = contested if contested is not None else pos.contested
        kept = []
        for d in sorted(dislodged if dislodged is not None else pos.dislodged, key=lambda d: d.unit.location):
            attacker = board.owner_at(d.unit.province)
            if attacker is None or attacker == d.power:
                continue
            options = retreat_options(game_map, d.unit, d.attacker_from, d.via_convoy, occupied, contested)
            kept.append(Dislodged(d.power, d.unit, d.attacker_from, options, d.via_convoy))
        new = Position(phase, units, centres if centres is not None else pos.centres, tuple(kept),
                       frozenset(contested), pos.closed)
        return replace(self, position=new, orders=_orders_that_fit(new, self.orders))


def _orders_that_fit(position: Position, orders: Mapping[str, tuple[Order, ...]]) -> dict[str, tuple[Order, ...]]:
    """The orders still about a unit of that power in this phase (a waived build in adjustments)."""
    kind = position.phase.kind
    mine: dict[str, set[Unit]] = {}
    if kind == RETREATS:
        for d in position.dislodged:
            mine.setdefault(d.power, set()).add(d.unit)
    elif kind != ADJUSTMENTS:
        for power, unit in position.all_units():
            mine.setdefault(power, set()).add(unit)
    out: dict[str, tuple[Order, ...]] = {}
    for power, given in orders.items():
        fit = tuple(o for o in given if kind in o.phases and (
            kind == ADJUSTMENTS or (o.unit is not None and o.unit in mine.get(power, set()))))
        if fit:
            out[power] = fit
    return out

