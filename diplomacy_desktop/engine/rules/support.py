"""Support: of a unit holding (or doing anything but moving), or of a move.

The supporter must be able to move to the province it supports into, without a convoy
(DATC 4.B.4: a fleet reaches a split-coast province through either coast); the supported
unit must be on the board, not the supporter itself; a supported move must be one the
supported unit could make (:meth:`Facts.move_provinces`), else no order of that unit could
ever match it, and not only by a convoy the supporting fleet itself would have to give (DATC
6.D.31). Whether the supported unit is *ordered* to do it is secret at order time and
judged at adjudication (``support_mismatch``).
"""

from __future__ import annotations

from operator import itemgetter

from ..orders import ARMY, SupportHold, SupportMove, Unit
from ..outcomes import Reason, ReasonCode as C
from .facts import Facts


def options(facts: Facts, unit: Unit) -> list[SupportHold | SupportMove]:
    """Supports of every unit the supporter reaches, each supported unit in board order (its
    hold first, then its moves by destination)."""
    src = facts.tables.province[unit.location]
    at_sea = src in facts.at_sea()
    occupant = facts.occupant
    movers_into = facts.movers_into()
    board_index = facts.board_index()
    closed = facts.closed
    support_hold, support_move = facts.listed.support_hold, facts.listed.support_move
    found: list[tuple[int, str, SupportHold | SupportMove]] = []
    for dest in facts.reach(unit):
        if dest in closed or dest == src:
            continue
        here = occupant.get(dest)
        if here is not None:
            found.append((board_index[dest], "", support_hold(unit, here[1])))
        for i, other_prov, other, by_convoy in movers_into.get(dest, ()):
            if other_prov == src:
                continue
            if by_convoy and at_sea and dest not in facts.convoy_dests_without(other_prov, src):
                continue  # only this fleet could carry it there (DATC 6.D.31)
            found.append((i, dest, support_move(unit, other, dest)))
    found.sort(key=_BOARD_ORDER)
    return [order for _, _, order in found]


_BOARD_ORDER = itemgetter(0, 1)


def canonical(facts: Facts, order: SupportHold | SupportMove) -> SupportHold | SupportMove:
    """The supported unit as it stands on the board (its letter and coast are reminders) and a
    supported move's destination as a province."""
    province = facts.tables.province
    here = facts.occupant.get(province.get(order.supported.location, order.supported.location))
    supported = here[1] if here is not None else order.supported
    if isinstance(order, SupportHold):
        return order if supported == order.supported else SupportHold(order.unit, supported)
    dest = province.get(order.dest, order.dest)
    if supported == order.supported and dest == order.dest:
        return order
    return SupportMove(order.unit, supported, dest)


def problem(facts: Facts, order: SupportHold | SupportMove) -> Reason | None:
    province = facts.tables.province
    unit = order.unit
    src = province[unit.location]
    supported = province.get(order.supported.location, order.supported.location)
    target = province.get(order.dest, order.dest) if isinstance(order, SupportMove) else supported
    if supported == src:
        return Reason(C.SUPPORT_SELF, {})
    if target not in facts.reach(unit):
        return Reason(C.SUPPORT_UNREACHABLE, {"unit": unit, "province": target})
    if target in facts.closed:
        return Reason(C.CLOSED_PROVINCE, {"province": target})
    here = facts.occupant.get(supported)
    if here is None:
        return Reason(C.SUPPORT_NO_UNIT, {"province": supported})
    if isinstance(order, SupportMove):
        other = here[1]
        if not facts.can_move_to(other, target):
            return Reason(C.NOT_ADJACENT, {"unit": other, "dest": target})
        if (other.kind is ARMY and target not in facts.map.army_adjacency.get(supported, ())
                and target not in facts.convoy_dests_without(supported, src)):
            return Reason(C.SUPPORT_IMPOSSIBLE, {"supported": other, "dest": target})
    return None
