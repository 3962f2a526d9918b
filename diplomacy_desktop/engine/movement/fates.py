"""What each unit did in a movement phase (see :mod:`..events`), and the board after it.

Read from the decisions once they are all taken: every unit moved, held or was dislodged;
the bounces, supports and broken convoys the table saw are added. The board after the phase
follows from the same decisions: who stands where, who was dislodged and where each may
retreat, which provinces a standoff left empty.
"""

from __future__ import annotations

from ..convoys import shortest_chain
from ..events import Bounced, ConvoyDisrupted, Event, Held, Moved, SupportCut, SupportGiven
from ..events import Dislodged as DislodgedEvent
from ..orders import Unit
from ..position import Dislodged
from ..rules.retreat import retreat_options
from . import strengths
from .decisions import Decisions
from .ordered import MoveInPlay
from .reports import Reports


def board_after(d: Decisions, dislodged_by: dict[str, str], closed: frozenset[str]
                ) -> tuple[dict[str, tuple[Unit, ...]], tuple[Dislodged, ...], frozenset[str]]:
    """The units of each power after the phase, the dislodged units (by province, so saves and
    outputs never depend on set order) and the provinces left empty by a standoff."""
    ordered = d.ordered
    moves, result = ordered.moves, d.result
    unit_at = ordered.facts.tables.unit_at
    new_units: dict[str, list[Unit]] = {p: [] for p in ordered.facts.position.units}
    occupied_after: set[str] = set()
    for prov, (power, unit) in ordered.occupant.items():
        m = moves.get(prov)
        if m is not None and result[prov]:
            moved = unit_at.get((unit.kind, m.dest_loc))
            new_units[power].append(moved if moved is not None else Unit(unit.kind, m.dest_loc))
            occupied_after.add(m.dest)
        elif prov not in dislodged_by:
            new_units[power].append(unit)
            occupied_after.add(prov)
    contested: set[str] = set()
    for dest, srcs in ordered.moves_into.items():
        if dest in occupied_after:
            continue
        for src in srcs:  # left empty by a standoff: some move into it failed but had strength
            if not result[src] and strengths.prevent(d, moves[src]) > 0:
                contested.add(dest)
                break
    dislodged: list[Dislodged] = []
    for prov in sorted(dislodged_by):
        power, unit = ordered.occupant[prov]
        am = moves[dislodged_by[prov]]
        options = retreat_options(ordered.map, unit, am.src, am.convoyed, occupied_after, contested, closed)
        dislodged.append(Dislodged(power, unit, am.src, options, am.convoyed))
    return {p: tuple(u) for p, u in new_units.items()}, tuple(dislodged), frozenset(contested)


def events(reports: Reports, dislodged: tuple[Dislodged, ...]) -> tuple[Event, ...]:
    """One fate per unit (moved, held or dislodged) plus the bounces, supports and broken
    convoys the table saw, built province by province, each unit's events in the order
    :func:`..events.sort_events` gives them."""
    d, ordered = reports.d, reports.ordered
    dislodged_by = reports.dislodged_by
    out: list[Event] = []
    retreats = {ordered.province[x.unit.location]: x.retreats for x in dislodged}
    moves, occupant, supports, result = ordered.moves, ordered.occupant, ordered.supports, d.result
    for prov in sorted(occupant):
        power, unit = occupant[prov]
        m = moves.get(prov)
        if m is not None and result[prov]:
            out.append(Moved(power, unit, m.dest_loc, _route(reports, m) if m.convoyed else ()))
            continue
        failed = _failed_move(reports, m) if m is not None else None
        if isinstance(failed, Bounced):
            out.append(failed)
        if prov not in dislodged_by:
            out.append(Held(power, unit, prov in ordered.given))
        if prov in supports:
            out.append(_support_event(reports, prov, power, unit))
        if isinstance(failed, ConvoyDisrupted):
            out.append(failed)
        if prov in dislodged_by:
            attacker = moves[dislodged_by[prov]]
            out.append(DislodgedEvent(power, unit, attacker.unit, attacker.src, retreats[prov]))
    return tuple(out)


def _failed_move(reports: Reports, m: MoveInPlay) -> Event:
    d, ordered = reports.d, reports.ordered
    if m.convoyed and not d.path_ok(m):
        return ConvoyDisrupted(m.power, m.unit, m.dest_loc, _route(reports, m, afloat_only=False),
                               reports.lost_fleets(m), m.src in d.paradox)
    against = [ordered.moves[o].unit for o in sorted(ordered.moves_into[m.dest]) if o != m.src]
    occ = ordered.occupant.get(m.dest)
    if occ is not None and not (m.dest in ordered.moves and d.result[m.dest]):
        against.append(occ[1])
    return Bounced(m.power, m.unit, m.dest_loc, tuple(against), reports.move_ruling(m.src).reason.code)


def _support_event(reports: Reports, prov: str, power: str, unit: Unit) -> Event:
    d, ordered = reports.d, reports.ordered
    s = ordered.supports[prov]
    supported = ordered.occupant[s.supported][1]
    dislodged = prov in reports.dislodged_by
    if d.result[prov] and not dislodged:
        return SupportGiven(power, unit, supported, s.target if s.is_move else None)
    cutter = d.cutter(prov)
    if cutter is not None:
        return SupportCut(power, unit, supported, ordered.moves[cutter].unit, dislodged)
    by = reports.dislodged_by.get(prov, s.target)
    return SupportCut(power, unit, supported, ordered.moves[by].unit, True)


def _route(reports: Reports, m: MoveInPlay, afloat_only: bool = True) -> tuple[Unit, ...]:
    """The convoying fleets in order from the army's coast to its destination: the shortest
    chain of fleets still afloat (every ordered fleet, nearest first, if none is left)."""
    fleets = [f for f in m.convoy_fleets if not afloat_only or reports.d.fleet_afloat(f)]
    chain = shortest_chain(reports.ordered.map, m.src, m.dest, fleets)
    if chain is None:
        chain = sorted(fleets)
    occupant = reports.ordered.occupant
    return tuple(occupant[f][1] for f in chain)
