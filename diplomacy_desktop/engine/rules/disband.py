"""Disband: a dislodged unit in a retreat phase, or a unit removed in an adjustment phase.

In a retreat phase any dislodged unit may disband. In an adjustment phase a power removes
only as many units as it has more units than centres: the orders already given count
(``given``), as the adjudicator counts them in the order they come.
"""

from __future__ import annotations

from typing import Sequence

from ..orders import Disband, Order, Unit
from ..outcomes import Reason, ReasonCode as C
from ..position import Dislodged
from .facts import Facts


def retreat_options(facts: Facts, dislodged: Dislodged) -> list[Disband]:
    return [Disband(dislodged.unit)]


def removals_left(facts: Facts, power: str, given: Sequence[Order]) -> int:
    """Removals ``power`` still owes, counting the removals already given."""
    owed = facts.position.unit_count(power) - facts.position.centre_count(power)
    return max(0, owed - len(_removed(facts, power, given)))


def _removed(facts: Facts, power: str, given: Sequence[Order]) -> set[str]:
    province = facts.tables.province
    return {province.get(o.unit.location, o.unit.location) for o in given
            if isinstance(o, Disband) and facts.position.owner_at(o.unit.location) == power}


def adjustment_options(facts: Facts, power: str, unit: Unit, given: Sequence[Order] = ()) -> list[Disband]:
    order = Disband(unit)
    return [order] if adjustment_problem(facts, power, order, given) is None else []


def adjustment_problem(facts: Facts, power: str, order: Disband, given: Sequence[Order] = ()) -> Reason | None:
    """Whether ``power`` still owes a removal for this unit of its own (whose unit it is, is
    :func:`..rules.ownership_problem`'s to say)."""
    prov = facts.tables.province.get(order.unit.location, order.unit.location)
    others = [o for o in given if not (isinstance(o, Disband) and
                                       facts.tables.province.get(o.unit.location) == prov)]
    if removals_left(facts, power, others) <= 0:
        return Reason(C.DISBAND_NOT_NEEDED, {"power": power})
    return None
