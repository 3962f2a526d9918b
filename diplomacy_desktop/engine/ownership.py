"""The one check that an order's unit is the power's to order.

Whether an order is legal is its order type's rule (:mod:`.rules`); whose unit it names is
checked here, once, for everyone who takes orders: the entry check (:func:`.rules.order_problem`),
the movement adjudicator's validation and the game taking a submission. It is a module of its
own, below the rules, so that the game can ask it without loading them before the board shows.
"""

from __future__ import annotations

from .kinds import PhaseKind
from .locations import province_of
from .orders import Build, Order, Unit
from .outcomes import Reason, ReasonCode as C
from .position import Position


def unit_problem(power: str, location: str, here: tuple[str, Unit] | None) -> Reason | None:
    """Why ``power`` may not order the unit at ``location`` on the board, where ``here`` (power,
    unit) stands: there is none, or it is another power's."""
    if here is None:
        return Reason(C.NO_SUCH_UNIT, {"location": location})
    if here[0] != power:
        return Reason(C.NOT_YOUR_UNIT, {"unit": here[1], "owner": here[0]})
    return None


def ownership_problem(position: Position, power: str, order: Order) -> Reason | None:
    """Why the order's unit is not ``power``'s to order in this phase: in a retreat phase it
    must be one of the power's dislodged units, otherwise one of its units on the board (a
    build or a waive names none). Whether the order is legal is for its rule to say."""
    unit = order.unit
    kind = position.phase.kind
    if unit is None or (isinstance(order, Build) and kind == PhaseKind.ADJUSTMENTS):
        return None
    prov = province_of(unit.location)
    if kind == PhaseKind.RETREATS:
        if any(d.power == power and province_of(d.unit.location) == prov for d in position.dislodged):
            return None
        return Reason(C.NOT_DISLODGED, {"unit": unit})
    return unit_problem(power, unit.location, position.occupant.get(prov))
