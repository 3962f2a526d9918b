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

from ..orders import ARMY, SupportHold, SupportMove, Unit
from ..outcomes import Reason, ReasonCode as C
from .facts import Facts


def options(facts: Facts, unit: Unit) -> list[SupportHold | SupportMove]:
    province = facts.tables.province
    src = province[unit.location]
    reach = facts.reach(unit) - facts.closed
    at_sea = src in facts.at_sea()
    army_adjacency = facts.map.army_adjacency
    out: list[SupportHold | SupportMove] = []
    for other_prov, (_, other) in facts.occupant.items():
        if other_prov == src:
            continue
        if other_prov in reach:
            out.append(SupportHold(unit, other))
        for dest in sorted(facts.move_provinces(other) & reach):
            if dest == src:
                continue
            if (at_sea and other.kind == ARMY and dest not in army_adjacency.get(other_prov, ())
                    and dest not in facts.convoy_dests_without(other_prov, src)):
                continue
            out.append(SupportMove(unit, other, dest))
    return out


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
        if target not in facts.move_provinces(other):
            return Reason(C.NOT_ADJACENT, {"unit": other, "dest": target})
        if (other.kind == ARMY and target not in facts.map.army_adjacency.get(supported, ())
                and target not in facts.convoy_dests_without(supported, src)):
            return Reason(C.SUPPORT_IMPOSSIBLE, {"supported": other, "dest": target})
    return None
