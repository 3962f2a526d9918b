"""What a unit may be ordered to do, and why an order is refused.

The UI lights up a unit's targets from :func:`legal_orders`, bots draw their moves from it,
and :func:`order_problem` gives the reason shown when a typed or clicked order is refused.
"Legal" is judged on the board alone: a support of a move nobody ordered is legal here (the
supported unit's order is secret); it is only ``void`` at adjudication.
"""

from __future__ import annotations

from .adjustments import adjustment_delta, army_or_fleet_options, build_problem, free_home_centres
from .board import MapModel, province_of, standard_map
from .convoys import convoy_destinations, fleets_on_routes
from .orders import (ARMY, FLEET, Build, Convoy, Disband, Hold, Move, Order, Retreat, SupportHold, SupportMove,
                     Unit, Waive)
from .kinds import PhaseKind
from .outcomes import Reason, ReasonCode as C
from .position import ADJUSTMENTS, MOVEMENT, RETREATS, Position
from .movement import single_order_problem
from .retreats import retreat_target, why_not_retreat


def _fleets_at_sea(game_map: MapModel, position: Position) -> list[str]:
    return [province_of(u.location) for _, u in position.all_units()
            if u.kind == FLEET and game_map.provinces[province_of(u.location)].is_sea]


def move_targets(game_map: MapModel, position: Position, unit: Unit) -> list[Move]:
    """Every move a unit could make: each reachable coast separately; armies also by convoy."""
    src = province_of(unit.location)
    closed = position.closed
    moves: list[Move] = []
    if unit.kind == FLEET:
        for loc in sorted(game_map.fleet_adjacency.get(unit.location, ())):
            if province_of(loc) not in closed:
                moves.append(Move(unit, loc))
        return moves
    adjacent = game_map.army_adjacency.get(src, frozenset())
    for prov in sorted(adjacent - closed):
        moves.append(Move(unit, prov))
    if game_map.provinces[src].is_coastal:
        for prov in sorted(convoy_destinations(game_map, src, _fleets_at_sea(game_map, position)) - closed):
            moves.append(Move(unit, prov, via_convoy=True))
    return moves


def _support_orders(game_map: MapModel, position: Position, unit: Unit) -> list[Order]:
    out: list[Order] = []
    src = province_of(unit.location)
    for _, other in position.all_units():
        other_prov = province_of(other.location)
        if other_prov == src:
            continue
        if other_prov not in position.closed and game_map.can_reach(unit.kind, unit.location, other_prov):
            out.append(SupportHold(unit, other))
        seen: set[str] = set()
        for move in move_targets(game_map, position, other):
            dest = province_of(move.dest)
            if dest in seen or dest == src or not game_map.can_reach(unit.kind, unit.location, dest):
                continue
            seen.add(dest)
            out.append(SupportMove(unit, other, dest))
    return out


def _convoy_orders(game_map: MapModel, position: Position, unit: Unit) -> list[Order]:
    here = province_of(unit.location)
    if unit.kind != FLEET or not game_map.provinces[here].is_sea:
        return []
    at_sea = _fleets_at_sea(game_map, position)
    out: list[Order] = []
    for _, army in position.all_units():
        src = province_of(army.location)
        if army.kind != ARMY or not game_map.provinces[src].is_coastal:
            continue
        for dest in sorted(convoy_destinations(game_map, src, at_sea) - position.closed):
            if here in fleets_on_routes(game_map, src, dest, at_sea):
                out.append(Convoy(unit, army, dest))
    return out


def legal_orders(position: Position, power: str, location: str, game_map: MapModel | None = None) -> list[Order]:
    """Every order ``power`` may give the unit at ``location`` in this phase.

    In an adjustment phase ``location`` may also be an empty home centre (its builds).
    """
    game_map = game_map or standard_map()
    prov = province_of(location)
    kind = position.phase.kind
    if kind == MOVEMENT:
        if position.owner_at(prov) != power:
            return []
        unit = position.unit_at(prov)
        assert unit is not None
        return [Hold(unit), *move_targets(game_map, position, unit), *_support_orders(game_map, position, unit),
                *_convoy_orders(game_map, position, unit)]
    if kind == RETREATS:
        for d in position.dislodged:
            if d.power == power and province_of(d.unit.location) == prov:
                return [*(Retreat(d.unit, loc) for loc in d.retreats), Disband(d.unit)]
        return []
    delta = adjustment_delta(position, power)
    if delta < 0 and position.owner_at(prov) == power:
        return [Disband(position.unit_at(prov))]  # type: ignore[arg-type]
    if delta > 0 and prov in free_home_centres(game_map, position, power):
        return [Build(u) for u in army_or_fleet_options(game_map, prov)]
    return []


def orderable_locations(position: Position, power: str, game_map: MapModel | None = None) -> list[str]:
    """Where ``power`` has something to order this phase (units, dislodged units, build sites)."""
    game_map = game_map or standard_map()
    kind = position.phase.kind
    if kind == MOVEMENT:
        return [u.location for u in position.units.get(power, ())]
    if kind == RETREATS:
        return [d.unit.location for d in position.dislodged if d.power == power]
    delta = adjustment_delta(position, power)
    if delta < 0:
        return [u.location for u in position.units.get(power, ())]
    if delta > 0:
        return free_home_centres(game_map, position, power)
    return []


def order_problem(position: Position, power: str, order: Order, game_map: MapModel | None = None) -> Reason | None:
    """Why ``power`` may not give ``order`` now, or None if it may.

    Uses the adjudicator's own checks, so the reason a player sees when entering an order is
    the one the results would give.
    """
    game_map = game_map or standard_map()
    kind = position.phase.kind
    if isinstance(order, Waive):
        if kind == ADJUSTMENTS and adjustment_delta(position, power) > 0:
            return None
        return Reason(C.BUILD_NO_ROOM, {"power": power})
    unit = order.unit
    prov = province_of(unit.location)
    if kind == MOVEMENT:
        return single_order_problem(game_map, position, power, order)
    if kind == RETREATS:
        if not isinstance(order, (Retreat, Disband)):
            return Reason(C.WRONG_PHASE, {"order_kind": order.kind, "phase": PhaseKind.RETREATS})
        for d in position.dislodged:
            if d.power == power and province_of(d.unit.location) == prov:
                if isinstance(order, Retreat) and retreat_target(game_map, d, order.dest) is None:
                    return Reason(C.RETREAT_NOT_ALLOWED, {"unit": d.unit, "dest": order.dest,
                                                          "why": why_not_retreat(game_map, position, d, order.dest)})
                return None
        return Reason(C.NOT_DISLODGED, {"unit": unit})
    if isinstance(order, Build):
        if adjustment_delta(position, power) <= 0:
            return Reason(C.BUILD_NO_ROOM, {"power": power})
        return build_problem(game_map, position, power, unit, set())
    if isinstance(order, Disband):
        if adjustment_delta(position, power) >= 0:
            return Reason(C.DISBAND_NOT_NEEDED, {"power": power})
        if position.owner_at(prov) != power:
            return Reason(C.NO_SUCH_UNIT, {"location": unit.location})
        return None
    return Reason(C.WRONG_PHASE, {"order_kind": order.kind, "phase": PhaseKind.ADJUSTMENTS})


def all_legal_orders(position: Position, power: str, game_map: MapModel | None = None) -> dict[str, list[Order]]:
    """Location -> legal orders, for every place the power can order (bots, completion)."""
    game_map = game_map or standard_map()
    return {loc: legal_orders(position, power, loc, game_map) for loc in orderable_locations(position, power, game_map)}
