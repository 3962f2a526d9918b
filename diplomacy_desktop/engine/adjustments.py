"""Winter adjustments: builds, removals, and civil-disorder removals.

A power with more centres than units may build, one unit per free owned home centre, up to
the difference; one with more units than centres must remove the surplus. Orders are taken
in the order given: excess builds or removals fail (DATC 4.D.4, 4.D.6; cases 6.I.1, 6.J.1).
Removals a power does not order are chosen by the 2023 civil-disorder rule (DATC 6.J):
farthest from any supply centre the power owns, counting moves over land and sea for every
unit; on equal distance fleets before armies; then by the English province name.
"""

from __future__ import annotations

from collections import Counter, deque
from dataclasses import dataclass
from typing import Iterable, Mapping, Sequence

from .board import MapModel
from .events import Built, Event, Held, Removed, Waived, sort_events
from .kinds import PhaseKind
from .locations import province_of
from .orders import FLEET, Build, Disband, Order, Unit, Waive
from .outcomes import SUCCEEDS, VOID, OrderResult, Reason, ReasonCode as C, Ruling, order_result
from .position import Position
from .rules.build import adjustment_delta, build_problem, free_home_centres


@dataclass(frozen=True, slots=True)
class AdjustmentResult:
    results: dict[str, list[OrderResult]]
    units: dict[str, tuple[Unit, ...]]
    civil_disorder: tuple[tuple[str, Unit], ...]
    """Units removed because their power ordered too few removals."""
    changes: tuple[Event, ...]
    """The builds, removals and waivers, in the order they were judged."""


_WAIVED = Ruling(SUCCEEDS, Reason(C.WAIVED, {}))
_REMOVED = Ruling(SUCCEEDS, Reason(C.REMOVED, {}))
"""The rulings of every waive and every removal carried out (values: shared, never changed)."""


def needs_adjustment(game_map: MapModel, position: Position, power: str) -> bool:
    delta = adjustment_delta(position, power)
    return delta < 0 or (delta > 0 and bool(free_home_centres(game_map, position, power)))


def distances_to(game_map: MapModel, sources: Iterable[str], targets: Iterable[str] | None = None) -> dict[str, int]:
    """Moves from the nearest source province, over land and sea alike (2023 rule).

    With ``targets`` the search stops once it has reached them all (a distance is final when
    first found): the map's other provinces may then be missing."""
    dist = {s: 0 for s in sources}
    queue = deque(dist)
    neighbours = game_map.neighbours
    left = None if targets is None else set(targets).difference(dist)
    while queue and (left is None or left):
        p = queue.popleft()
        for q in neighbours[p]:
            if q not in dist:
                dist[q] = dist[p] + 1
                queue.append(q)
                if left is not None:
                    left.discard(q)
    return dist


_FAR = 10 ** 6
"""Distance of a unit from centres its power no longer has any of."""


def civil_disorder_ranking(game_map: MapModel, position: Position, power: str,
                           units: Sequence[Unit] | None = None) -> list[tuple[Unit, int]]:
    """The power's units with their distance to its nearest centre, in the order civil disorder
    removes them (the distance is what the removal's reason cites)."""
    units = list(position.units.get(power, ())) if units is None else list(units)
    owned = [c for c, owner in position.centres.items() if owner == power]
    dist = distances_to(game_map, owned, (province_of(u.location) for u in units))
    names = game_map.provinces

    def key(item: tuple[Unit, int]) -> tuple[int, int, str]:
        u, d = item
        return (-d, 0 if u.kind == FLEET else 1, names[province_of(u.location)].name.lower())

    return sorted(((u, dist.get(province_of(u.location), _FAR)) for u in units), key=key)


def adjudicate_adjustments(game_map: MapModel, position: Position,
                           orders: Mapping[str, Sequence[Order]]) -> AdjustmentResult:
    results: dict[str, list[OrderResult]] = {}
    units = {p: list(u) for p, u in position.units.items()}
    taken: set[str] = set()
    events: list[Event] = []
    # adjustment_delta of every power, from one count of the centres instead of one per power.
    centres = Counter(position.centres.values())  # (counted in C, not a Python loop)
    deltas = {p: centres.get(p, 0) - len(position.units.get(p, ())) for p in {*game_map.powers, *position.units}}
    for power, power_orders in orders.items():
        delta = deltas[power] if power in game_map.powers else 0
        out: list[OrderResult] = []
        used = 0
        removed: set[str] = set()
        for order in power_orders:
            if isinstance(order, Build):
                if delta <= used:
                    out.append(order_result(order, VOID, Reason(C.BUILD_NO_ROOM, {"power": power})))
                    continue
                problem = build_problem(game_map, position, power, order.unit, taken)
                if problem is not None:
                    out.append(order_result(order, VOID, problem))
                    continue
                taken.add(province_of(order.unit.location))
                units.setdefault(power, []).append(order.unit)
                used += 1
                events.append(Built(power, order.unit))
                out.append(order_result(order, SUCCEEDS, Reason(C.BUILT, {"unit": order.unit})))
            elif isinstance(order, Waive):
                if delta <= used:
                    out.append(order_result(order, VOID, Reason(C.BUILD_NO_ROOM, {"power": power})))
                else:
                    used += 1
                    events.append(Waived(power))
                    out.append(OrderResult(order, _WAIVED))
            elif isinstance(order, Disband):
                prov = province_of(order.unit.location)
                mine = next((u for u in units.get(power, ()) if province_of(u.location) == prov), None)
                if -delta <= used:
                    out.append(order_result(order, VOID, Reason(C.DISBAND_NOT_NEEDED, {"power": power})))
                elif mine is None or prov in removed:
                    out.append(order_result(order, VOID, Reason(C.NO_SUCH_UNIT, {"location": order.unit.location})))
                else:
                    removed.add(prov)
                    units[power].remove(mine)
                    used += 1
                    events.append(Removed(power, mine, C.REMOVED))
                    out.append(OrderResult(order, _REMOVED))
            else:
                out.append(order_result(order, VOID, Reason(
                    C.WRONG_PHASE, {"order_kind": order.kind, "phase": PhaseKind.ADJUSTMENTS})))
        results[power] = out

    civil: list[tuple[str, Unit]] = []
    for power in position.units:
        delta = deltas[power]
        if delta > 0:
            given = sum(1 for r in results.get(power, ()) if r.outcome is SUCCEEDS)
            allowed = min(delta, len(free_home_centres(game_map, position, power)))
            events.extend([Waived(power, False)] * max(0, allowed - given))  # (a value: one is shared)
        if delta >= 0:
            continue
        ordered = sum(1 for r in results.get(power, ()) if isinstance(r.order, Disband) and r.outcome is SUCCEEDS)
        missing = -delta - ordered
        if missing <= 0:
            continue
        for unit, distance in civil_disorder_ranking(game_map, position, power, units[power])[:missing]:
            units[power].remove(unit)
            civil.append((power, unit))
            events.append(Removed(power, unit, C.CIVIL_DISORDER, distance))
    return AdjustmentResult(results, {p: tuple(u) for p, u in units.items()}, tuple(civil), tuple(events))


def adjustment_events(game_map: MapModel, position: Position, orders: Mapping[str, Sequence[Order]]
                      ) -> tuple[Event, ...]:
    """What each unit did in the adjustment phase judged from ``position`` and ``orders``: the
    builds, removals and waivers, and every other unit holding, in event order (see
    :attr:`..adjudicator.Resolution.events`)."""
    changes = adjudicate_adjustments(game_map, position, orders).changes
    gone = {(e.power, e.unit) for e in changes if isinstance(e, Removed)}
    held = [Held(p, u, False) for p, u in position.all_units() if (p, u) not in gone]
    return sort_events([*changes, *held])
