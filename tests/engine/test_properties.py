"""Properties every adjudication must have, whatever the board and whatever players type.

The DATC and rulebook tests pin down chosen positions; these throw random boards and random,
mostly nonsensical orders at :func:`adjudicate` (moves anywhere, supports and convoys of random
units, orders for empty provinces and for other powers' units, duplicates, orders of the wrong
phase, an unknown power). A player can type all of that, so none of it may crash the engine,
lose a result, put two units in one province, or make a unit vanish or appear.
"""

from __future__ import annotations

from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from diplomacy_desktop.engine.adjudicator import Resolution, adjudicate
from diplomacy_desktop.engine.board import standard_map
from diplomacy_desktop.engine.events import Disbanded, Retreated
from diplomacy_desktop.engine.locations import province_of
from diplomacy_desktop.engine.orders import (Build, Convoy, Disband, Hold, Move, Order, Retreat, SupportHold,
                                             SupportMove, Unit, Waive)
from diplomacy_desktop.engine.position import (ADJUSTMENTS, FALL, MOVEMENT, RETREATS, SPRING, WINTER, Dislodged,
                                               Phase, Position)
from diplomacy_desktop.engine.rules.retreat import retreat_options

MAP = standard_map()
POWERS = sorted(MAP.powers)
LOCATIONS = sorted(MAP.locations())
CENTRES = sorted(MAP.supply_centres)
UNKNOWN_POWER = "atlantis"
"""A power the map does not know: orders can arrive keyed by anything."""

SETTINGS = settings(deadline=None, suppress_health_check=[HealthCheck.too_slow])
"""Example counts and randomness come from the profile in the root conftest (ci, dev, deep)."""


# ---------------------------------------------------------------------------------------------
# Strategies
# ---------------------------------------------------------------------------------------------

@st.composite
def boards(draw: st.DrawFn, min_units: int = 0, max_units: int = 34) -> dict[str, tuple[Unit, ...]]:
    """Units placed legally: each on a place its kind can stand, at most one per province."""
    picks = draw(st.lists(st.tuples(st.sampled_from(LOCATIONS), st.sampled_from(POWERS), st.sampled_from("AF")),
                          min_size=min_units, max_size=max_units))
    taken: set[str] = set()
    units: dict[str, list[Unit]] = {p: [] for p in POWERS}
    for loc, power, kind in picks:
        if province_of(loc) in taken:
            continue
        if not MAP.unit_can_stand(kind, loc):
            kind = "F" if kind == "A" else "A"
            if not MAP.unit_can_stand(kind, loc):
                continue
        taken.add(province_of(loc))
        units[power].append(Unit(kind, loc))
    return {p: tuple(u) for p, u in units.items()}


@st.composite
def owners(draw: st.DrawFn) -> dict[str, str]:
    """Random owners for random centres; a home centre mostly stays with its home power, so
    that builds (which need an owned home centre) are possible."""
    chosen = draw(st.lists(st.sampled_from(CENTRES), unique=True, max_size=len(CENTRES)))
    out = {}
    for c in chosen:
        home = MAP.provinces[c].home
        out[c] = home if home and draw(st.integers(0, 2)) else draw(st.sampled_from(POWERS))
    return out


def _all_units(units: dict[str, tuple[Unit, ...]]) -> list[Unit]:
    return [u for us in units.values() for u in us]


@st.composite
def some_unit(draw: st.DrawFn, units: list[Unit]) -> Unit:
    """Usually a unit from ``units``, sometimes one that is not there or has the wrong type."""
    if units and draw(st.integers(0, 9)) < 8:
        unit = draw(st.sampled_from(units))
        if draw(st.integers(0, 19)) == 0:
            unit = Unit("F" if unit.kind == "A" else "A", unit.location)  # wrong type letter
        return unit
    return Unit(draw(st.sampled_from("AF")), draw(st.sampled_from(LOCATIONS)))


@st.composite
def some_place(draw: st.DrawFn, near: Unit) -> str:
    """Mostly a neighbour of ``near`` (so many orders are legal), else anywhere at all."""
    if draw(st.integers(0, 3)):
        if near.kind == "A":
            options = sorted(MAP.army_adjacency.get(near.province, ()))
        else:
            options = sorted(MAP.fleet_adjacency.get(near.location, ()))
        if options:
            return draw(st.sampled_from(options))
    return draw(st.sampled_from(LOCATIONS))


@st.composite
def movement_order(draw: st.DrawFn, unit: Unit | None, own: list[Unit], everyone: list[Unit]) -> Order:
    unit = unit or draw(some_unit(own or everyone))
    kind = draw(st.sampled_from(["hold", "move", "move", "move", "move", "convoyed", "support_hold", "support_move",
                                 "support_move", "support_move", "convoy", "convoy", "wrong_phase"]))
    if kind == "hold":
        return Hold(unit)
    if kind in ("move", "convoyed"):
        return Move(unit, draw(some_place(unit)), via_convoy=kind == "convoyed")
    other = draw(some_unit(everyone))
    if kind == "support_hold":
        return SupportHold(unit, other)
    if kind == "support_move":
        return SupportMove(unit, other, draw(some_place(other)))
    if kind == "convoy":
        return Convoy(unit, other, draw(st.sampled_from(LOCATIONS)))
    return draw(st.sampled_from([Retreat(unit, draw(some_place(unit))), Build(unit), Disband(unit), Waive()]))


@st.composite
def order_sets(draw: st.DrawFn, units: dict[str, tuple[Unit, ...]], order: Any) -> dict[str, list[Order]]:
    """Orders keyed by power: mostly for its own units, also for other powers' units and empty
    places, sometimes repeated, sometimes keyed by a power the map does not know.

    ``order(unit, own, everyone)`` is the strategy for one order (for ``unit``, or for a unit it
    picks itself when ``unit`` is None).
    """
    everyone = _all_units(units)
    with_units = [p for p in POWERS if units.get(p)]
    others = draw(st.lists(st.sampled_from(POWERS + [UNKNOWN_POWER]), unique=True, max_size=2))
    powers = [p for p in with_units if draw(st.integers(0, 5))] + [p for p in others if p not in with_units]
    out: dict[str, list[Order]] = {}
    for power in powers:
        own = list(units.get(power, ()))
        orders = [draw(order(u, own, everyone)) for u in own if draw(st.integers(0, 5))]
        orders += draw(st.lists(order(None, everyone, everyone), max_size=2))
        orders = draw(st.permutations(orders))
        if orders and draw(st.integers(0, 4)) == 0:
            orders.append(orders[0])  # a repeated order for the same unit
        out[power] = orders
    return out


@st.composite
def coordinated(draw: st.DrawFn, orders: dict[str, list[Order]]) -> dict[str, list[Order]]:
    """Re-aim some supports and convoys at moves that were really ordered, so that supported
    attacks, cut supports, convoy routes and paradoxes happen, not only void orders."""
    moves = [o for os in orders.values() for o in os if isinstance(o, Move)]
    if not moves:
        return orders
    out: dict[str, list[Order]] = {}
    for power, power_orders in orders.items():
        new: list[Order] = []
        for o in power_orders:
            if isinstance(o, (Hold, SupportHold, SupportMove)) and draw(st.integers(0, 2)):
                reachable = [m for m in moves if m.unit != o.unit
                             and MAP.can_reach(o.unit.kind, o.unit.location, province_of(m.dest))]
                if reachable:
                    m = draw(st.sampled_from(reachable))
                    o = SupportMove(o.unit, m.unit, m.dest)
            elif isinstance(o, Convoy) and draw(st.integers(0, 2)):
                army_moves = [m for m in moves if m.unit.kind == "A"] or moves
                m = draw(st.sampled_from(army_moves))
                o = Convoy(o.unit, m.unit, m.dest)
            elif isinstance(o, Move) and o.unit.kind == "A" and draw(st.integers(0, 5)) == 0:
                # A long move that only a convoy could carry.
                coastal = [p for p, prov in MAP.provinces.items() if prov.is_coastal]
                o = Move(o.unit, draw(st.sampled_from(coastal)), via_convoy=draw(st.booleans()))
            new.append(o)
        out[power] = new
    return out


# ---------------------------------------------------------------------------------------------
# Invariants shared by every phase
# ---------------------------------------------------------------------------------------------

def assert_results_aligned(orders: dict[str, list[Order]], resolution: Resolution) -> None:
    """Exactly one result per order given, in the same order, naming that order."""
    for power, ordered in orders.items():
        got = resolution.results.get(power)
        assert got is not None, f"no results for {power}"
        assert len(got) == len(ordered), f"{power}: {len(ordered)} orders, {len(got)} results"
        for order, result in zip(ordered, got):
            assert result.order == order, f"{power}: result for {result.order} in the place of {order}"


def assert_one_unit_per_province(position: Position) -> None:
    provinces = [province_of(u.location) for _, u in position.all_units()]
    assert len(provinces) == len(set(provinces)), sorted(provinces)
    for power, unit in position.all_units():
        assert MAP.unit_can_stand(unit.kind, unit.location), (power, unit)


# ---------------------------------------------------------------------------------------------
# Movement
# ---------------------------------------------------------------------------------------------

@st.composite
def movement_cases(draw: st.DrawFn) -> tuple[Position, dict[str, list[Order]]]:
    units = draw(boards(min_units=10))
    season = draw(st.sampled_from([SPRING, FALL]))
    position = Position(Phase(1901, season, MOVEMENT), units, draw(owners()))
    return position, draw(coordinated(draw(order_sets(units, movement_order))))


@SETTINGS
@given(movement_cases())
def test_movement_never_loses_or_duplicates_a_unit(case: tuple[Position, dict[str, list[Order]]]) -> None:
    position, orders = case
    resolution = adjudicate(position, orders, standard_map())
    assert_results_aligned(orders, resolution)
    after = resolution.position
    assert_one_unit_per_province(after)

    after_units = {(p, u) for p, u in after.all_units()}
    dislodged = {(d.power, d.unit) for d in resolution.dislodged}
    occupied_after = {province_of(u.location) for _, u in after.all_units()}
    # Successful moves, by the province they started from.
    moved_to: dict[str, str] = {}
    for power, results in resolution.results.items():
        for r in results:
            if isinstance(r.order, Move) and r.outcome.value == "succeeds":
                moved_to[r.order.unit.province] = province_of(r.order.dest)

    for power, unit in position.all_units():
        prov = unit.province
        if (power, unit) in dislodged:
            assert prov in occupied_after, f"{unit} dislodged but nobody moved in"
        elif prov in moved_to:
            dest = moved_to[prov]
            arrived = [u for p, u in after_units if p == power and u.kind == unit.kind and u.province == dest]
            assert arrived, f"{power} {unit} moved to {dest} but is not there"
        else:
            assert (power, unit) in after_units, f"{power} {unit} neither stayed, moved nor was dislodged"
    assert len(after_units) + len(dislodged) == len(list(position.all_units())), "units appeared or vanished"

    for d in resolution.dislodged:
        for loc in d.retreats:
            assert province_of(loc) not in occupied_after, f"{d.unit} offered occupied {loc}"
            assert province_of(loc) not in resolution.contested, f"{d.unit} offered contested {loc}"
    assert not (resolution.contested & occupied_after), "a contested province is occupied"
    if resolution.dislodged:
        assert after.phase.kind == RETREATS


# ---------------------------------------------------------------------------------------------
# Retreats
# ---------------------------------------------------------------------------------------------

@st.composite
def retreat_cases(draw: st.DrawFn) -> tuple[Position, dict[str, list[Order]]]:
    """A board plus dislodged units, each standing where an attacker now is (as after a real turn)."""
    units = draw(boards(min_units=1))
    occupied = {province_of(u.location) for u in _all_units(units)}
    contested = frozenset(draw(st.lists(st.sampled_from(sorted(set(MAP.provinces) - occupied)), max_size=3, unique=True))
                          if len(occupied) < len(MAP.provinces) else [])
    dislodged: list[Dislodged] = []
    for _ in range(draw(st.integers(1, 4))):
        # The dislodged unit was in an occupied province; the attacker came from a neighbour.
        attacker_prov = draw(st.sampled_from(sorted(occupied)))
        loc = draw(st.sampled_from([l for l in LOCATIONS if province_of(l) == attacker_prov]))
        kind = draw(st.sampled_from("AF"))
        if not MAP.unit_can_stand(kind, loc) or any(d.unit.province == attacker_prov for d in dislodged):
            continue
        unit = Unit(kind, loc)
        came_from = draw(st.sampled_from(sorted(MAP.neighbours[attacker_prov])))
        options = retreat_options(MAP, unit, came_from, draw(st.booleans()), occupied, contested)
        dislodged.append(Dislodged(draw(st.sampled_from(POWERS)), unit, came_from, options))
    season = draw(st.sampled_from([SPRING, FALL]))
    position = Position(Phase(1901, season, RETREATS), units, draw(owners()), tuple(dislodged), contested)
    candidates = [d.unit for d in dislodged] + _all_units(units)

    @st.composite
    def retreat_order(draw2: st.DrawFn, unit: Unit | None, own: list[Unit], everyone: list[Unit]) -> Order:
        if unit is None or draw2(st.integers(0, 5)) == 0:
            unit = draw2(some_unit(candidates))
        kind = draw2(st.sampled_from(["retreat", "retreat", "retreat", "disband", "hold", "build"]))
        if kind == "retreat":
            d = next((d for d in dislodged if d.unit.province == unit.province), None)
            if d is not None and d.retreats and draw2(st.booleans()):
                return Retreat(unit, draw2(st.sampled_from(d.retreats)))
            return Retreat(unit, draw2(some_place(unit)))
        if kind == "disband":
            return Disband(unit)
        if kind == "hold":
            return Hold(unit)
        return Build(unit)

    by_owner: dict[str, tuple[Unit, ...]] = {}
    for d in dislodged:
        by_owner[d.power] = (*by_owner.get(d.power, ()), d.unit)
    return position, draw(order_sets(by_owner, retreat_order))


@SETTINGS
@given(retreat_cases())
def test_retreats_never_crash_and_keep_every_unit_accounted(case: tuple[Position, dict[str, list[Order]]]) -> None:
    position, orders = case
    resolution = adjudicate(position, orders, standard_map())
    assert_results_aligned(orders, resolution)
    after = resolution.position
    assert_one_unit_per_province(after)
    after_units = {(p, u) for p, u in after.all_units()}
    for power, unit in position.all_units():
        assert (power, unit) in after_units, f"{power} {unit} was not dislodged but is gone"
    disbanded = set(resolution.disbanded)
    survivors = after_units - {(p, u) for p, u in position.all_units()}
    # Each dislodged unit's fate is read from the events (guessing it from kind and power
    # confused two fleets of one power that were offered the same sea).
    for d in position.dislodged:
        fates = [e for e in resolution.events if isinstance(e, (Retreated, Disbanded))
                 and (e.power, e.unit) == (d.power, d.unit)]
        assert len(fates) == 1, f"{d.unit}: fates {fates}"
        if isinstance(fates[0], Retreated):
            assert fates[0].dest in d.retreats and (d.power, Unit(d.unit.kind, fates[0].dest)) in survivors
            assert (d.power, d.unit) not in disbanded
        else:
            assert (d.power, d.unit) in disbanded
    assert len(survivors) + len(disbanded) == len(position.dislodged)
    assert after.phase.kind in (MOVEMENT, ADJUSTMENTS) and not after.dislodged


# ---------------------------------------------------------------------------------------------
# Adjustments
# ---------------------------------------------------------------------------------------------

@st.composite
def adjustment_cases(draw: st.DrawFn) -> tuple[Position, dict[str, list[Order]]]:
    units = draw(boards(max_units=20))
    position = Position(Phase(1901, WINTER, ADJUSTMENTS), units, draw(owners()))

    @st.composite
    def adjustment_order(draw2: st.DrawFn, unit: Unit | None, own: list[Unit], everyone: list[Unit]) -> Order:
        kind = draw2(st.sampled_from(["build", "build", "build", "disband", "disband", "waive", "move"]))
        if kind == "build":
            loc = draw2(st.sampled_from(LOCATIONS + [loc for p in POWERS for loc in MAP.home_centres(p)] * 3))
            return Build(Unit(draw2(st.sampled_from("AF")), loc))
        if kind == "disband":
            return Disband(unit or draw2(some_unit(own or everyone)))
        if kind == "waive":
            return Waive()
        unit = unit or draw2(some_unit(own or everyone))
        return Move(unit, draw2(some_place(unit)))

    return position, draw(order_sets(units, adjustment_order))


@SETTINGS
@given(adjustment_cases())
def test_adjustments_never_crash_and_respect_the_counts(case: tuple[Position, dict[str, list[Order]]]) -> None:
    position, orders = case
    resolution = adjudicate(position, orders, standard_map())
    assert_results_aligned(orders, resolution)
    after = resolution.position
    assert_one_unit_per_province(after)
    assert after.phase == Phase(1902, SPRING, MOVEMENT)
    for power in POWERS:
        before = position.unit_count(power)
        delta = position.centre_count(power) - before
        now = after.unit_count(power)
        if delta < 0:
            assert now == position.centre_count(power), f"{power}: must end with as many units as centres"
        else:
            assert before <= now <= before + delta, f"{power}: {before} -> {now} with {delta} builds owed"
        new = set(after.units.get(power, ())) - set(position.units.get(power, ()))
        for unit in new:
            assert unit.province in MAP.home_centres(power), f"{power} built {unit} outside its home centres"
            assert position.centres.get(unit.province) == power, f"{power} built {unit} in a centre it does not own"
            assert position.unit_at(unit.province) is None, f"{power} built {unit} on top of a unit"


@given(boards(), owners())
@settings(suppress_health_check=[HealthCheck.too_slow])
def test_winter_comes_exactly_when_some_power_adjusts(units: dict[str, tuple[Unit, ...]],
                                                      centres: dict[str, str]) -> None:
    """After the Fall the adjudicator decides on a winter from counts, without building the
    winter position; it must agree with needs_adjustment asked of every power."""
    from diplomacy_desktop.engine.adjudicator import _after_fall
    from diplomacy_desktop.engine.adjustments import needs_adjustment

    gm = standard_map()
    after = _after_fall(gm, units, centres, 1905, frozenset())
    winter = Position(Phase(1905, WINTER, ADJUSTMENTS), dict(units), after.centres)
    assert (after.phase.season == WINTER) == any(needs_adjustment(gm, winter, p) for p in gm.powers)
