"""One definition per order type of what it may do and whether it is legal.

Each order type has a small module (godip's ``orders/*.go`` shape): :mod:`.hold`,
:mod:`.move`, :mod:`.support`, :mod:`.convoy`, :mod:`.retreat`, :mod:`.disband` and
:mod:`.build`. A module's ``options`` lists what a unit may be ordered; its ``problem``
says why one order is not legal, or None. Both read the same :class:`~.facts.Facts` of the
position, and an order is legal exactly when its reading by the rules (``canonical``: the
unit as it stands, an army's coast dropped, a fleet's single coast filled in) is among the
options. The generator (``legal.legal_orders``), the entry check (``legal.order_problem``) and
the resolver's validation all call this package, so they cannot drift apart; a property test
holds them to it on random boards.

This module adds what every order shares: the phase it belongs to, and that the unit exists
and belongs to the power giving the order (:func:`..ownership.ownership_problem`, the one
ownership check: the entry check, the adjudicator's validation and the game all ask it).
"""

from __future__ import annotations

from typing import Any, Callable, Sequence

from ..kinds import OrderKind, PhaseKind
from ..locations import province_of
from ..orders import Build, Convoy, Disband, Move, Order, Retreat, SupportHold, SupportMove, Unit, Waive
from ..outcomes import Reason, wrong_phase
from ..ownership import ownership_problem, unit_problem
from ..position import Dislodged
from . import build, convoy, disband, hold, move, retreat, support
from .facts import Facts, facts_for

__all__ = ["Facts", "facts_for", "movement_options", "MOVEMENT_RULES", "movement_problem", "canonical", "order_problem",
           "legal_orders", "orderable_locations", "missing_orders", "adjustments_left", "unit_problem",
           "ownership_problem"]

def movement_options(facts: Facts, unit: Unit) -> list[Order]:
    """Every movement order the unit on the board may be given: hold, moves, supports, convoys."""
    return [*hold.options(facts, unit), *move.options(facts, unit), *support.options(facts, unit),
            *convoy.options(facts, unit)]


MOVEMENT_RULES: dict[OrderKind, Callable[[Facts, Any], Reason | None]] = {
    OrderKind.HOLD: hold.problem, OrderKind.MOVE: move.problem, OrderKind.SUPPORT_HOLD: support.problem,
    OrderKind.SUPPORT_MOVE: support.problem, OrderKind.CONVOY: convoy.problem,
}
"""Each movement order kind -> its order type's rule (why such an order is not legal, or None):
the one dispatch, looked up by the order's kind (the resolver asks it for every order of a phase)."""


def movement_problem(facts: Facts, order: Order) -> Reason | None:
    """The order type's own rule for a movement order whose unit is the one on the board."""
    return MOVEMENT_RULES[order.kind](facts, order)


def canonical(facts: Facts, order: Order) -> Order:
    """An order as the rules read it, the form the listings hold: the unit as it stands (its
    letter and coast are reminders, DATC 4.B.5), an army's coast dropped, a fleet's only coast
    filled in, a supported or convoyed unit as it stands."""
    if order.unit is None:
        return order
    prov = facts.tables.province.get(order.unit.location, order.unit.location)
    if facts.position.phase.kind == PhaseKind.RETREATS:
        d = next((d for d in facts.position.dislodged if facts.tables.province[d.unit.location] == prov), None)
        if d is None:
            return order
        order = order if order.unit == d.unit else order.with_unit(d.unit)
        return retreat.canonical(facts, d, order) if isinstance(order, Retreat) else order
    here = facts.occupant.get(prov)
    if here is not None and order.unit != here[1]:
        order = order.with_unit(here[1])
    if isinstance(order, Move):
        return move.canonical(facts, order)
    if isinstance(order, (SupportHold, SupportMove)):
        return support.canonical(facts, order)
    if isinstance(order, Convoy):
        return convoy.canonical(facts, order)
    return order


def _dislodged(facts: Facts, power: str, location: str) -> Dislodged | None:
    prov = facts.tables.province.get(location, location)
    for d in facts.position.dislodged:
        if d.power == power and facts.tables.province[d.unit.location] == prov:
            return d
    return None


def order_problem(facts: Facts, power: str, order: Order, given: Sequence[Order] = ()) -> Reason | None:
    """Why ``power`` may not give ``order`` now, or None if it may. ``given`` are the power's
    other orders this phase: builds and removals are counted against them."""
    kind = facts.position.phase.kind
    if kind not in order.phases:
        return wrong_phase(order, kind)
    if isinstance(order, Waive):
        return build.waive_problem(facts, power, given)
    if isinstance(order, Build):
        return build.problem(facts, power, order, given)
    problem = ownership_problem(facts.position, power, order)
    if problem is not None:
        return problem
    unit = order.unit
    assert unit is not None
    if kind == PhaseKind.MOVEMENT:
        here = facts.occupant[facts.tables.province.get(unit.location) or province_of(unit.location)]
        return movement_problem(facts, order if unit == here[1] else order.with_unit(here[1]))
    if kind == PhaseKind.RETREATS:
        d = _dislodged(facts, power, unit.location)
        assert d is not None
        return retreat.problem(facts, d, order) if isinstance(order, Retreat) else None
    assert isinstance(order, Disband)
    return disband.adjustment_problem(facts, power, order, given)


def legal_orders(facts: Facts, power: str, location: str, given: Sequence[Order] = ()) -> list[Order]:
    """Every order ``power`` may give the unit at ``location`` (in an adjustment phase, also an
    empty home centre: its builds)."""
    position = facts.position
    prov = facts.tables.province.get(location, location)
    kind = position.phase.kind
    if kind == PhaseKind.MOVEMENT:
        here = facts.occupant.get(prov)
        if here is None or here[0] != power:
            return []
        return movement_options(facts, here[1])
    if kind == PhaseKind.RETREATS:
        d = _dislodged(facts, power, prov)
        if d is None:
            return []
        return [*retreat.options(facts, d), *disband.retreat_options(facts, d)]
    here = facts.occupant.get(prov)
    if here is not None:
        return disband.adjustment_options(facts, power, here[1], given) if here[0] == power else []
    return [*build.options(facts, power, prov, given)]


def orderable_locations(facts: Facts, power: str) -> list[str]:
    """Where ``power`` has something to order this phase (units, dislodged units, build sites)."""
    position = facts.position
    kind = position.phase.kind
    if kind == PhaseKind.MOVEMENT:
        return [u.location for u in position.units.get(power, ())]
    if kind == PhaseKind.RETREATS:
        return [d.unit.location for d in position.dislodged if d.power == power]
    delta = position.centre_count(power) - position.unit_count(power)
    if delta < 0:
        return [u.location for u in position.units.get(power, ())]
    if delta > 0:
        return [c for c in facts.map.home_centres(power)
                if position.centres.get(c) == power and c not in facts.occupant]
    return []


def missing_orders(facts: Facts, power: str, orders: Sequence[Order]) -> tuple[str, ...]:
    """The units of ``power`` that have no order yet: on the board in a movement phase (they
    will hold), dislodged in a retreat phase (they will be disbanded). Builds and removals are
    counted by :func:`adjustments_left` instead."""
    kind = facts.position.phase.kind
    if kind == PhaseKind.ADJUSTMENTS:
        return ()
    province = facts.tables.province
    ordered = {province.get(o.unit.location, o.unit.location) for o in orders if o.unit is not None}
    return tuple(loc for loc in orderable_locations(facts, power) if province[loc] not in ordered)


def adjustments_left(facts: Facts, power: str, orders: Sequence[Order]) -> int:
    """Builds (positive) or removals (negative) ``power`` may still order, given ``orders``;
    0 outside an adjustment phase."""
    if facts.position.phase.kind != PhaseKind.ADJUSTMENTS:
        return 0
    if facts.position.centre_count(power) > facts.position.unit_count(power):
        return build.builds_left(facts, power, orders)
    return -disband.removals_left(facts, power, orders)
