"""Retreat-phase adjudication.

Each dislodged unit retreats to one of the places it was offered (computed with the movement
phase by the retreat rule, :mod:`.rules.retreat`: not occupied, not the attacker's origin unless
the attacker came by convoy, not left empty by a standoff) or is disbanded. Two or more units retreating to one province are all
disbanded (DATC 6.H.7, 6.H.8, 6.H.14); a unit without a valid retreat order is disbanded.
Supports and convoys do not exist in this phase (6.H.1-6.H.3).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Mapping, Sequence

from .board import MapModel
from .events import Disbanded, Event, Held, Retreated, sort_events
from .kinds import PhaseKind
from .locations import province_of
from .orders import Disband, Order, Retreat, Unit
from .outcomes import BOUNCED, SUCCEEDS, VOID, OrderResult, Reason, ReasonCode as C, order_result
from .position import Dislodged, Position
from .rules.retreat import refusal, retreat_target


@dataclass(frozen=True, slots=True)
class RetreatResult:
    results: dict[str, list[OrderResult]]
    units: dict[str, tuple[Unit, ...]]
    disbanded: tuple[tuple[str, Unit], ...]
    claimed: dict[str, tuple[str, int]]
    """Province of a dislodged unit -> (power, index) of the order that counted for it."""


def adjudicate_retreats(game_map: MapModel, position: Position, orders: Mapping[str, Sequence[Order]]) -> RetreatResult:
    by_prov = {province_of(d.unit.location): d for d in position.dislodged}
    claimed: dict[str, tuple[str, int]] = {}
    results: dict[str, list[OrderResult | None]] = {}
    valid_retreats: dict[tuple[str, int], tuple[Dislodged, str]] = {}
    for power, power_orders in orders.items():
        slots: list[OrderResult | None] = []
        for i, order in enumerate(power_orders):
            slots.append(None)
            unit = order.unit
            prov = province_of(unit.location) if unit is not None else ""
            if not isinstance(order, (Retreat, Disband)):
                # A dislodged unit given another kind of order has no retreat: it is disbanded.
                d = by_prov.get(prov)
                lost = d is not None and d.power == power and prov not in claimed
                if lost:
                    claimed[prov] = (power, i)
                slots[i] = order_result(order, VOID, Reason(
                    C.WRONG_PHASE, {"order_kind": order.kind, "phase": PhaseKind.RETREATS}), disbanded=lost)
                continue
            d = by_prov.get(prov)
            if d is None or d.power != power:
                slots[i] = order_result(order, VOID, Reason(C.NOT_DISLODGED, {"unit": order.unit}))
                continue
            if prov in claimed:
                slots[i] = order_result(order, VOID, Reason(C.DUPLICATE_ORDER, {"unit": d.unit}))
                continue
            claimed[prov] = (power, i)
            if isinstance(order, Disband):
                slots[i] = order_result(order, SUCCEEDS, Reason(C.DISBANDED_BY_ORDER, {}), disbanded=True)
                continue
            target = retreat_target(game_map, d, order.dest)
            if target is None:
                slots[i] = order_result(order, VOID, refusal(game_map, position, d, order.dest), disbanded=True)
                continue
            valid_retreats[(power, i)] = (d, target)
        results[power] = slots

    by_dest: dict[str, list[tuple[str, int]]] = {}
    for key, (d, target) in valid_retreats.items():
        by_dest.setdefault(province_of(target), []).append(key)
    units = {p: list(u) for p, u in position.units.items()}
    survivors: set[str] = set()
    for dest, keys in by_dest.items():
        if len(keys) == 1:
            power, i = keys[0]
            d, target = valid_retreats[keys[0]]
            units.setdefault(power, []).append(Unit(d.unit.kind, target))
            survivors.add(province_of(d.unit.location))
            order = orders[power][i]
            results[power][i] = order_result(order, SUCCEEDS, Reason(C.RETREATED, {"dest": target}))
            continue
        clashing = sorted((valid_retreats[k][0].unit for k in keys), key=lambda u: u.location)
        for power, i in keys:
            me = valid_retreats[(power, i)][0].unit
            others = tuple(u for u in clashing if u != me)
            results[power][i] = order_result(orders[power][i], BOUNCED,
                                             Reason(C.RETREAT_CLASH, {"others": others, "dest": dest}), disbanded=True)

    final = {p: [r for r in slots if r is not None] for p, slots in results.items()}
    assert all(len(final[p]) == len(orders[p]) for p in orders)
    # The dislodged units that did not retreat, in the order of their Disbanded events (by
    # province: one dislodged unit per province).
    disbanded = tuple((d.power, d.unit) for d in sorted(position.dislodged, key=lambda d: province_of(d.unit.location))
                      if not _retreated(final, claimed.get(province_of(d.unit.location))))
    return RetreatResult(final, {p: tuple(u) for p, u in units.items()}, disbanded, claimed)


def retreat_events(game_map: MapModel, position: Position, orders: Mapping[str, Sequence[Order]]) -> tuple[Event, ...]:
    """What each unit did in the retreat phase judged from ``position`` and ``orders`` (see
    :attr:`..adjudicator.Resolution.events`)."""
    retreated = adjudicate_retreats(game_map, position, orders)
    return _events(position, retreated.results, retreated.claimed)


def _retreated(results: Mapping[str, Sequence[OrderResult]], key: tuple[str, int] | None) -> bool:
    """Did the order at ``key`` (if any) retreat its unit? (as :func:`_events` tells it)"""
    if key is None:
        return False
    result = results[key[0]][key[1]]
    return result.outcome is SUCCEEDS and result.reason.code is C.RETREATED


def _events(position: Position, results: Mapping[str, Sequence[OrderResult]],
            claimed: Mapping[str, tuple[str, int]]) -> tuple[Event, ...]:
    """Each dislodged unit retreated or was disbanded (and why); units on the board stayed."""
    events: list[Event] = [Held(power, unit, False) for power, unit in position.all_units()]
    for d in position.dislodged:
        key = claimed.get(province_of(d.unit.location))
        if key is None:
            why = C.NO_RETREAT_POSSIBLE if not d.retreats else C.NO_ORDER_DISBANDED
            events.append(Disbanded(d.power, d.unit, why))
            continue
        result = results[key[0]][key[1]]
        if result.outcome is SUCCEEDS and result.reason.code is C.RETREATED:
            dest = result.reason.params["dest"]
            assert isinstance(dest, str)
            events.append(Retreated(d.power, d.unit, dest))
        else:
            events.append(Disbanded(d.power, d.unit, result.reason.code))
    return sort_events(events)
