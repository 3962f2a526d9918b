"""Retreat: a dislodged unit moves to one of the places offered to it.

The places are worked out when the unit is dislodged (:func:`retreat_options`, kept in
``Dislodged.retreats``: next to it, empty, not contested, not the attacker's origin unless it
came by convoy); a retreat is legal exactly when it names one of them, an army's coast ignored
and a fleet's left out when only one coast is offered (:func:`retreat_target`). The resolver
(``movement/fates.py`` offers the places, ``retreats.py`` judges the phase) calls these: the
rule is written only here.
"""

from __future__ import annotations

from ..board import MapModel
from ..locations import province_of
from ..orders import ARMY, Retreat, Unit
from ..outcomes import Reason, ReasonCode as C, RetreatBlock
from ..position import Dislodged, Position
from .facts import Facts


def retreat_options(game_map: MapModel, unit: Unit, attacker_from: str, via_convoy: bool,
                    occupied: set[str], contested: frozenset[str] | set[str],
                    closed: frozenset[str] = frozenset()) -> tuple[str, ...]:
    """Where a dislodged unit may go: next to it, empty, not contested, not closed, not the
    attacker's origin (unless the attacker came by convoy, 2023 rules)."""
    if unit.kind == ARMY:
        options = game_map.army_adjacency.get(province_of(unit.location), frozenset())
    else:
        options = game_map.fleet_adjacency.get(unit.location, frozenset())
    out = []
    for loc in sorted(options):
        prov = province_of(loc)
        if prov in occupied or prov in contested or prov in closed or (prov == attacker_from and not via_convoy):
            continue
        out.append(loc)
    return tuple(out)


def retreat_target(game_map: MapModel, d: Dislodged, dest: str) -> str | None:
    """The offered location a retreat to ``dest`` means, or None if it is not offered.

    An army's coast is ignored; a fleet may leave the coast out when only one is offered.
    """
    prov = province_of(dest)
    matches = [loc for loc in d.retreats if province_of(loc) == prov]
    if not matches:
        return None
    if d.unit.kind == ARMY or dest in matches:
        return matches[0] if d.unit.kind == ARMY else dest
    if "/" not in dest and len(matches) == 1:
        return matches[0]
    return None


def why_not_retreat(game_map: MapModel, position: Position, d: Dislodged, dest: str) -> RetreatBlock:
    """Why a retreat to ``dest`` is not offered (the refusal's ``why``): out of reach, occupied,
    contested, or the attacker's origin."""
    prov = province_of(dest)
    reachable = (game_map.can_army_move(d.unit.location, prov) if d.unit.kind == ARMY
                 else bool(game_map.fleet_coasts_reachable(d.unit.location, prov)))
    if not reachable:
        return RetreatBlock.UNREACHABLE
    if position.unit_at(prov) is not None:
        return RetreatBlock.OCCUPIED
    if prov in position.contested:
        return RetreatBlock.CONTESTED
    if prov == d.attacker_from:
        return RetreatBlock.ATTACKER
    return RetreatBlock.UNREACHABLE


def options(facts: Facts, dislodged: Dislodged) -> list[Retreat]:
    return [Retreat(dislodged.unit, loc) for loc in dislodged.retreats]


def canonical(facts: Facts, dislodged: Dislodged, order: Retreat) -> Retreat:
    target = retreat_target(facts.map, dislodged, order.dest)
    if target is None or (target == order.dest and order.unit == dislodged.unit):
        return order
    return Retreat(dislodged.unit, target)


def refusal(game_map: MapModel, position: Position, d: Dislodged, dest: str) -> Reason:
    """The reason a retreat to ``dest``, not offered, is refused: the entry check
    (:func:`problem`) and the adjudicator (``retreats.py``) both give this one."""
    return Reason(C.RETREAT_NOT_ALLOWED, {"unit": d.unit, "dest": dest,
                                          "why": why_not_retreat(game_map, position, d, dest)})


def problem(facts: Facts, dislodged: Dislodged, order: Retreat) -> Reason | None:
    if canonical(facts, dislodged, order).dest in dislodged.retreats:
        return None
    return refusal(facts.map, facts.position, dislodged, order.dest)
