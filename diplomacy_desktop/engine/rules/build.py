"""Build (and waive a build): a power with more centres than units builds in its free home
centres, an army on land, a fleet on a coast (naming the coast of a split-coast centre).

The orders already given count (``given``), as the adjudicator counts them in the order they
come: each build or waive uses one of the builds the power has, and a centre takes one build.
A build is legal exactly when it is one of :func:`options` for its centre: the options are
the candidate units that pass :func:`problem`. The rule itself is written here once
(:func:`adjustment_delta`, :func:`free_home_centres`, :func:`army_or_fleet_options`,
:func:`build_problem`); the adjudicator (``adjustments.py``) and the bots call it.
"""

from __future__ import annotations

from typing import Sequence

from ..board import MapModel
from ..locations import province_of
from ..orders import ARMY, FLEET, Build, Order, Unit, Waive
from ..outcomes import Reason, ReasonCode as C
from ..position import Position
from .facts import Facts


def adjustment_delta(position: Position, power: str) -> int:
    """Centres minus units: positive means builds, negative means removals."""
    return position.centre_count(power) - position.unit_count(power)


def free_home_centres(game_map: MapModel, position: Position, power: str) -> list[str]:
    """Home centres where ``power`` may build now: owned by it and empty."""
    return [c for c in game_map.home_centres(power)
            if position.centres.get(c) == power and position.unit_at(c) is None]


def build_problem(game_map: MapModel, position: Position, power: str, unit: Unit, taken: set[str]) -> Reason | None:
    """Why ``unit`` cannot be built now (``taken``: the centres already built in this phase), or
    None: the adjudicator judges each build with it, and :func:`problem` adds the count of builds."""
    prov = province_of(unit.location)
    province = game_map.provinces.get(prov)
    if province is None or prov not in game_map.home_centres(power):
        return Reason(C.BUILD_NOT_HOME, {"province": prov, "power": power})
    if position.centres.get(prov) != power:
        return Reason(C.BUILD_NOT_OWNED, {"province": prov, "power": power})
    if prov in taken:
        return Reason(C.BUILD_TWICE, {"province": prov})
    if position.unit_at(prov) is not None:
        return Reason(C.BUILD_OCCUPIED, {"province": prov})
    if unit.kind == FLEET:
        if province.is_land:
            return Reason(C.BUILD_FLEET_INLAND, {"province": prov})
        if province.coasts and "/" not in unit.location:
            return Reason(C.BUILD_COAST_NEEDED, {"province": prov})
    if not game_map.unit_can_stand(unit.kind, unit.location):
        return Reason(C.BUILD_NOT_HOME, {"province": unit.location, "power": power})
    return None


def army_or_fleet_options(game_map: MapModel, centre: str) -> list[Unit]:
    """Units that could be built in a centre: armies on land, fleets on each coast."""
    prov = game_map.provinces[centre]
    options: list[Unit] = []
    if not prov.is_sea:
        options.append(Unit(ARMY, centre))
    if prov.is_coastal:
        options.extend(Unit(FLEET, loc) for loc in (prov.coast_locations or (centre,)))
    return options


def _counted(facts: Facts, power: str, given: Sequence[Order]) -> tuple[int, set[str]]:
    """The builds and waives among ``given`` that the adjudicator would carry out, taken in
    order as it takes them, and the centres they build in."""
    delta = adjustment_delta(facts.position, power)
    used = 0
    taken: set[str] = set()
    province = facts.tables.province
    for o in given:
        if used >= delta:
            break
        if isinstance(o, Waive):
            used += 1
        elif isinstance(o, Build) and build_problem(facts.map, facts.position, power, o.unit, taken) is None:
            taken.add(province.get(o.unit.location, o.unit.location))
            used += 1
    return used, taken


def builds_left(facts: Facts, power: str, given: Sequence[Order]) -> int:
    """Builds ``power`` may still order, counting the builds and waives already given."""
    return max(0, adjustment_delta(facts.position, power) - _counted(facts, power, given)[0])


def _other_sites(facts: Facts, given: Sequence[Order], site: str | None) -> list[Order]:
    """The given orders, less a build in ``site`` (the order being judged may already be among them)."""
    province = facts.tables.province
    return [o for o in given if not (isinstance(o, Build) and province.get(o.unit.location) == site)]


def options(facts: Facts, power: str, site: str, given: Sequence[Order] = ()) -> list[Build]:
    if site not in facts.map.provinces:
        return []
    candidates = [Build(u) for u in army_or_fleet_options(facts.map, site)]
    return [b for b in candidates if problem(facts, power, b, given) is None]


def problem(facts: Facts, power: str, order: Build, given: Sequence[Order] = ()) -> Reason | None:
    site = facts.tables.province.get(order.unit.location, order.unit.location)
    used, taken = _counted(facts, power, _other_sites(facts, given, site))
    if used >= adjustment_delta(facts.position, power):
        return Reason(C.BUILD_NO_ROOM, {"power": power})
    return build_problem(facts.map, facts.position, power, order.unit, taken)


def waive_problem(facts: Facts, power: str, given: Sequence[Order] = ()) -> Reason | None:
    """A waive uses one build; ``given`` are the other orders (not this waive)."""
    if builds_left(facts, power, given) <= 0:
        return Reason(C.BUILD_NO_ROOM, {"power": power})
    return None
