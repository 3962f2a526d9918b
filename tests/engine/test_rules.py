"""The order list and the order check are one rule: on random boards, what ``legal_orders``
offers a player is what the checker accepts and what the adjudicator carries out.

Two properties, over random boards and broadly generated candidate orders (legal and illegal:
moves anywhere, supports and convoys of random units, wrong kinds and coasts):

* every order ``legal_orders`` lists is accepted by ``order_problem`` and is not ``void``
  when adjudicated alone (with, for a support or a convoy, the matching order of the unit it
  helps);
* every order the checker accepts for a unit is listed, read the way the rules read it (the
  unit as it stands, an army's coast dropped, a fleet's only coast filled in).

Plus the rules the UI used to decide itself: which units still lack an order, and how many
builds or removals are left given the orders entered.
"""

from __future__ import annotations

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from diplomacy_desktop.engine import rules
from diplomacy_desktop.engine.adjudicator import adjudicate
from diplomacy_desktop.engine.board import standard_map
from diplomacy_desktop.engine.legal import (adjustments_left, all_legal_orders, legal_orders, missing_orders,
                                            order_problem)
from diplomacy_desktop.engine.locations import province_of
from diplomacy_desktop.engine.orders import (Build, Convoy, Disband, Hold, Move, Order,
                                             SupportMove, Unit, Waive)
from diplomacy_desktop.engine.outcomes import Outcome, ReasonCode as C
from diplomacy_desktop.engine.position import ADJUSTMENTS, FALL, MOVEMENT, SPRING, WINTER, Phase, Position
from tests.engine.test_properties import (adjustment_cases, boards, movement_order, owners, retreat_cases,
                                          some_unit)

MAP = standard_map()
SETTINGS = settings(max_examples=80, deadline=None, suppress_health_check=[HealthCheck.too_slow])


@st.composite
def movement_boards(draw: st.DrawFn) -> Position:
    units = draw(boards(min_units=6))
    return Position(Phase(1905, draw(st.sampled_from([SPRING, FALL])), MOVEMENT), units, draw(owners()))


def _owner(position: Position, unit: Unit) -> str:
    owner = position.owner_at(unit.location)
    assert owner is not None
    return owner


def _companions(position: Position, order: Order) -> dict[str, list[Order]]:
    """The order, and for a support of a move or a convoy the move it helps (a legal one)."""
    power = _owner(position, order.unit)  # type: ignore[arg-type]
    orders: dict[str, list[Order]] = {power: [order]}
    helped: Move | None = None
    if isinstance(order, SupportMove):
        moves = [m for m in legal_orders(position, _owner(position, order.supported), order.supported.location, MAP)
                 if isinstance(m, Move) and province_of(m.dest) == order.dest]
        assert moves, f"{order}: the supported unit cannot move to {order.dest}"
        helped = min(moves, key=lambda m: m.via_convoy)  # over land when it can
    elif isinstance(order, Convoy):
        helped = Move(order.army, order.dest, via_convoy=True)
    if helped is not None:
        orders.setdefault(_owner(position, helped.unit), []).append(helped)
    return orders


@SETTINGS
@given(movement_boards(), st.data())
def test_every_listed_order_is_accepted_and_not_void_alone(position: Position, data: st.DataObject) -> None:
    units = [u for _, u in position.all_units()]
    unit = data.draw(st.sampled_from(units))
    power = _owner(position, unit)
    listed = legal_orders(position, power, unit.location, MAP)
    assert listed[0] == Hold(unit)
    assert len(set(listed)) == len(listed), "an order is listed twice"
    for order in listed:
        assert order_problem(position, power, order, MAP) is None, order
        orders = _companions(position, order)
        results = adjudicate(position, orders, MAP).results
        for p, given_orders in orders.items():
            for o, r in zip(given_orders, results[p]):
                assert r.outcome is not Outcome.VOID, f"{o} is void with {orders}: {r.reason}"


@SETTINGS
@given(movement_boards(), st.data())
def test_every_order_the_checker_accepts_is_listed(position: Position, data: st.DataObject) -> None:
    units = [u for _, u in position.all_units()]
    facts = rules.facts_for(MAP, position)
    for _ in range(12):
        unit = data.draw(some_unit(units))
        candidate = data.draw(movement_order(unit, units, units))
        power = position.owner_at(unit.location) or data.draw(st.sampled_from(sorted(MAP.powers)))
        if order_problem(position, power, candidate, MAP) is None:
            listed = legal_orders(position, power, unit.location, MAP)
            assert rules.canonical(facts, candidate) in listed, f"{candidate} is accepted but not listed"


@SETTINGS
@given(retreat_cases())
def test_retreats_listed_are_the_retreats_accepted(case: tuple[Position, dict[str, list[Order]]]) -> None:
    position, orders = case
    for power, power_orders in orders.items():
        for order in power_orders:
            if power not in MAP.powers or order_problem(position, power, order, MAP) is not None:
                continue
            listed = legal_orders(position, power, order.unit.location, MAP)  # type: ignore[union-attr]
            read = rules.canonical(rules.facts_for(MAP, position), order)
            assert read in listed, f"{order} is accepted but not listed"
    for d in position.dislodged:
        for order in legal_orders(position, d.power, d.unit.location, MAP):
            assert order_problem(position, d.power, order, MAP) is None, order
            result = adjudicate(position, {d.power: [order]}, MAP).results[d.power][0]
            assert result.outcome is not Outcome.VOID, (order, result.reason)


@SETTINGS
@given(adjustment_cases())
def test_builds_and_removals_listed_are_those_accepted(case: tuple[Position, dict[str, list[Order]]]) -> None:
    position, orders = case
    for power, power_orders in orders.items():
        if power not in MAP.powers:
            continue
        for order in power_orders:
            if isinstance(order, Waive) or order_problem(position, power, order, MAP) is not None:
                continue
            read = rules.canonical(rules.facts_for(MAP, position), order)  # the unit as it stands
            assert read in legal_orders(position, power, order.unit.location, MAP), order  # type: ignore[union-attr]
        for loc, listed in all_legal_orders(position, power, MAP).items():
            for order in listed:
                assert order_problem(position, power, order, MAP) is None, order
                result = adjudicate(position, {power: [order]}, MAP).results[power][0]
                assert result.outcome is Outcome.SUCCEEDS, (order, result.reason)


# -- rules the UI used to decide ----------------------------------------------------------------

def _position(kind: str, units: dict[str, list[str]], centres: dict[str, str]) -> Position:
    season = WINTER if kind == ADJUSTMENTS else SPRING
    return Position(Phase(1902, season, kind), {p: tuple(Unit(u[0], u[2:]) for u in us) for p, us in units.items()},
                    centres)


def test_missing_orders_names_the_units_without_an_order() -> None:
    position = _position(MOVEMENT, {"france": ["A par", "F bre", "A mar"], "germany": ["A mun"]}, {})
    given = [Move(Unit("A", "par"), "bur"), Hold(Unit("F", "bre"))]
    assert missing_orders(position, "france", given, MAP) == ("mar",)
    assert missing_orders(position, "france", [], MAP) == ("par", "bre", "mar")
    # A unit typed with the wrong letter or coast still counts as ordered.
    assert missing_orders(position, "france", [*given, Hold(Unit("F", "mar"))], MAP) == ()


def test_builds_left_count_the_builds_already_given() -> None:
    centres = {"par": "france", "bre": "france", "mar": "france", "spa": "france", "por": "france"}
    position = _position(ADJUSTMENTS, {"france": ["A spa", "A por"]}, centres)
    assert adjustments_left(position, "france", [], MAP) == 3
    given: list[Order] = [Build(Unit("A", "par")), Waive()]
    assert adjustments_left(position, "france", given, MAP) == 1
    assert order_problem(position, "france", Build(Unit("F", "bre")), MAP, given=given) is None
    full = [*given, Build(Unit("F", "bre"))]
    refused = order_problem(position, "france", Build(Unit("A", "mar")), MAP, given=full)
    assert refused is not None and refused.code is C.BUILD_NO_ROOM
    # Building again where a build is already given is refused; replacing that build is not.
    again = order_problem(position, "france", Build(Unit("A", "par")), MAP, given=[Build(Unit("A", "bre"))])
    assert again is None
    twice = order_problem(position, "france", Build(Unit("F", "bre")), MAP, given=[Build(Unit("A", "bre"))])
    assert twice is None, "a build in the same centre replaces the earlier one"
    assert [str(o) for o in legal_orders(position, "france", "mar", MAP, given=full)] == []
    assert order_problem(position, "france", Waive(), MAP, given=full) is not None


def test_removals_left_count_the_removals_already_given() -> None:
    position = _position(ADJUSTMENTS, {"france": ["A par", "A bur", "F bre"]}, {"par": "france"})
    assert adjustments_left(position, "france", [], MAP) == -2
    given: list[Order] = [Disband(Unit("A", "bur"))]
    assert adjustments_left(position, "france", given, MAP) == -1
    assert order_problem(position, "france", Disband(Unit("F", "bre")), MAP, given=given) is None
    full = [*given, Disband(Unit("F", "bre"))]
    refused = order_problem(position, "france", Disband(Unit("A", "par")), MAP, given=full)
    assert refused is not None and refused.code is C.DISBAND_NOT_NEEDED
    assert legal_orders(position, "france", "par", MAP, given=full) == []
    assert legal_orders(position, "france", "bur", MAP, given=full) == [Disband(Unit("A", "bur"))]


def test_a_fleet_cannot_support_a_move_only_it_could_convoy() -> None:
    """DATC 6.D.31 as a rule of the order, not only of the adjudication: not offered, refused."""
    position = _position(MOVEMENT, {"england": ["A lon", "F nth"]}, {})
    offered = {str(o) for o in legal_orders(position, "england", "nth", MAP)}
    assert "F nth C A lon - nwy" in offered
    assert "F nth S A lon - nwy" not in offered
    refused = order_problem(position, "england", SupportMove(Unit("F", "nth"), Unit("A", "lon"), "nwy"), MAP)
    assert refused is not None and refused.code is C.SUPPORT_IMPOSSIBLE


def test_a_convoy_off_every_route_is_neither_offered_nor_accepted() -> None:
    """DATC 6.G.19's detour: the fleet in the Western Mediterranean is on no minimal route."""
    position = _position(MOVEMENT, {"italy": ["A rom", "F tys", "F wes", "F lyo"]}, {})
    offered = {str(o) for o in legal_orders(position, "italy", "wes", MAP)}
    assert "F wes C A rom - mar" not in offered
    assert "F lyo C A rom - mar" in {str(o) for o in legal_orders(position, "italy", "lyo", MAP)}
    refused = order_problem(position, "italy", Convoy(Unit("F", "wes"), Unit("A", "rom"), "mar"), MAP)
    assert refused is not None and refused.code is C.CONVOY_OFF_ROUTE
