"""Build (and waive a build): a power with more centres than units builds in its free home
centres, an army on land, a fleet on a coast (naming the coast of a split-coast centre).

The orders already given count (``given``), as the adjudicator counts them in the order they
come: each build or waive uses one of the builds the power has, and a centre takes one build.
A build is legal exactly when it is one of :func:`options` for its centre: the options are
the candidate units that pass :func:`problem`, the adjudicator's own check.
"""

from __future__ import annotations

from typing import Sequence

from ..adjustments import adjustment_delta, army_or_fleet_options, build_problem
from ..orders import Build, Order, Waive
from ..outcomes import Reason, ReasonCode as C
from .facts import Facts


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
