"""Convoy: a fleet at sea carries an army from one coast to another.

The fleet must be at sea, the convoyed unit an army on the board, the destination a place
the fleets at sea could carry it to, and the fleet on at least one minimal route there
(DATC 4.E.1 and 6.G.19: a fleet off every route is not convoying). Whether the army is
ordered to go is secret at order time and judged at adjudication (``convoy_mismatch``).
"""

from __future__ import annotations

from ..orders import ARMY, FLEET, Convoy, Unit
from ..outcomes import Reason, ReasonCode as C
from .facts import Facts


def options(facts: Facts, unit: Unit) -> list[Convoy]:
    here = facts.tables.province[unit.location]
    if unit.kind != FLEET or here not in facts.tables.sea:
        return []
    convoy = facts.listed.convoy
    return [convoy(unit, army, dest) for army, dest in facts.carried_by().get(here, ())]


def canonical(facts: Facts, order: Convoy) -> Convoy:
    """The army as it stands on the board and the destination as a province."""
    province = facts.tables.province
    here = facts.occupant.get(province.get(order.army.location, order.army.location))
    army = here[1] if here is not None else order.army
    dest = province.get(order.dest, order.dest)
    if army == order.army and dest == order.dest:
        return order
    return Convoy(order.unit, army, dest)


def problem(facts: Facts, order: Convoy) -> Reason | None:
    province = facts.tables.province
    unit = order.unit
    here = province[unit.location]
    if unit.kind != FLEET or here not in facts.tables.sea:
        return Reason(C.CONVOY_NOT_AT_SEA, {})
    army_prov = province.get(order.army.location, order.army.location)
    army = facts.occupant.get(army_prov)
    if army is None or army[1].kind != ARMY:
        return Reason(C.CONVOY_NOT_ARMY, {})
    dest = province.get(order.dest, order.dest)
    if dest not in facts.convoy_dests(army_prov):
        return Reason(C.NO_CONVOY_POSSIBLE, {"unit": army[1], "dest": dest})
    if here not in facts.route_fleets(army_prov, dest):
        return Reason(C.CONVOY_OFF_ROUTE, {"unit": unit, "src": army_prov, "dest": dest})
    return None
