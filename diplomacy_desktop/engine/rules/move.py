"""Move: to a neighbouring place, or for an army on a coast, by convoy.

A move is legal exactly when :meth:`Facts.move_ok` says so (the test :meth:`Facts.moves`
lists by), after the
reminders in the order are read the way the rules read them (:func:`canonical`): an army's
coast is ignored (DATC 4.B.6); a fleet may leave out the coast when only one is reachable
(4.B.2); an army ordered to a place it cannot walk to goes by convoy. :func:`problem` only
chooses the reason to give for an order that is not in that set.
"""

from __future__ import annotations

from ..orders import ARMY, Move, Unit
from ..outcomes import Reason, ReasonCode as C
from .facts import Facts


def options(facts: Facts, unit: Unit) -> tuple[Move, ...]:
    return facts.moves(unit)


def canonical(facts: Facts, order: Move) -> Move:
    """The move as the rules read it (the form :func:`options` lists)."""
    unit = order.unit
    tables = facts.tables
    dest = tables.province.get(order.dest, order.dest)
    if unit.kind == ARMY:
        src = tables.province.get(unit.location, unit.location)
        via = order.via_convoy or dest not in facts.map.army_adjacency.get(src, ())
        if dest != order.dest or via != order.via_convoy:
            return Move(unit, dest, via)
        return order
    if "/" not in order.dest:
        reachable = tables.fleet_coasts.get(unit.location, {}).get(dest, ())
        if len(reachable) == 1 and reachable[0] != order.dest:
            return Move(unit, reachable[0], order.via_convoy)
    return order


def problem(facts: Facts, order: Move) -> Reason | None:
    # Most orders arrive already in the form the options list: try them as written first, so
    # judging a phase does not build a second Move per order.
    if facts.move_ok(order.unit, order.dest, order.via_convoy):
        return None
    read = canonical(facts, order)
    if read is not order and facts.move_ok(read.unit, read.dest, read.via_convoy):
        return None
    return _why_not(facts, order)


def _why_not(facts: Facts, order: Move) -> Reason:
    """The reason for a move that is not among its unit's options (never None)."""
    gm = facts.map
    tables = facts.tables
    unit = order.unit
    src = tables.province.get(unit.location, unit.location)
    dest = tables.province.get(order.dest, order.dest)
    if dest not in gm.provinces:
        return Reason(C.NOT_ADJACENT, {"unit": unit, "dest": order.dest})
    if dest == src:
        return Reason(C.MOVE_TO_SELF, {})
    if dest in facts.closed:
        return Reason(C.CLOSED_PROVINCE, {"province": dest})
    if unit.kind == ARMY:
        if dest in tables.sea:
            return Reason(C.ARMY_TO_SEA, {})
        if src in tables.coastal and dest in tables.coastal:
            return Reason(C.NO_CONVOY_POSSIBLE, {"unit": unit, "dest": dest})
        return Reason(C.NOT_ADJACENT, {"unit": unit, "dest": dest})
    if order.via_convoy:
        return Reason(C.FLEET_VIA_CONVOY, {})
    if dest in tables.land:
        return Reason(C.FLEET_INLAND, {"dest": dest})
    if "/" in order.dest:
        return Reason(C.COAST_UNREACHABLE, {"unit": unit, "dest": order.dest})
    reachable = tables.fleet_coasts.get(unit.location, {}).get(dest, ())
    if len(reachable) > 1:
        return Reason(C.COAST_NEEDED, {"province": dest, "coasts": tuple(reachable)})
    return Reason(C.NOT_ADJACENT, {"unit": unit, "dest": dest})
