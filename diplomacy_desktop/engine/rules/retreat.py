"""Retreat: a dislodged unit moves to one of the places offered to it.

The places are worked out when the unit is dislodged (``Dislodged.retreats``: empty, not
contested, not the attacker's origin unless it came by convoy); a retreat is legal exactly
when it names one of them, an army's coast ignored and a fleet's left out when only one
coast is offered (:func:`retreats.retreat_target`).
"""

from __future__ import annotations

from ..orders import Retreat
from ..outcomes import Reason, ReasonCode as C
from ..position import Dislodged
from ..retreats import retreat_target, why_not_retreat
from .facts import Facts


def options(facts: Facts, dislodged: Dislodged) -> list[Retreat]:
    return [Retreat(dislodged.unit, loc) for loc in dislodged.retreats]


def canonical(facts: Facts, dislodged: Dislodged, order: Retreat) -> Retreat:
    target = retreat_target(facts.map, dislodged, order.dest)
    if target is None or (target == order.dest and order.unit == dislodged.unit):
        return order
    return Retreat(dislodged.unit, target)


def problem(facts: Facts, dislodged: Dislodged, order: Retreat) -> Reason | None:
    if canonical(facts, dislodged, order).dest in dislodged.retreats:
        return None
    return Reason(C.RETREAT_NOT_ALLOWED, {"unit": dislodged.unit, "dest": order.dest,
                                          "why": why_not_retreat(facts.map, facts.position, dislodged, order.dest)})
