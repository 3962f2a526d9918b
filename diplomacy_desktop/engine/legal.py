"""What a unit may be ordered to do, and why an order is refused.

The UI lights up a unit's targets from :func:`legal_orders`, bots draw their moves from it,
and :func:`order_problem` gives the reason shown when a typed or clicked order is refused.
"Legal" is judged on the board alone: a support of a move nobody ordered is legal here (the
supported unit's order is secret); it is only ``void`` at adjudication.

Both come from the one definition per order type in :mod:`.rules`, which the adjudicator's
validation uses too, so what is offered, what is accepted and what the results call void
agree. The work shared by every unit of a position (each unit's moves, the convoy routes) is
done once per position, so listing every order of every unit is fast enough for bots.
"""

from __future__ import annotations

from typing import Sequence

from . import rules
from .board import MapModel
from .orders import Move, Order, Unit
from .outcomes import Reason
from .position import Position


def move_targets(game_map: MapModel, position: Position, unit: Unit) -> list[Move]:
    """Every move a unit could make: each reachable coast separately; armies also by convoy."""
    return list(rules.facts_for(game_map, position).moves(unit))


def legal_orders(position: Position, power: str, location: str, game_map: MapModel,
                 given: Sequence[Order] = ()) -> list[Order]:
    """Every order ``power`` may give the unit at ``location`` in this phase.

    In an adjustment phase ``location`` may also be an empty home centre (its builds), and
    ``given`` (the power's other orders) counts against the builds or removals it has.
    """
    return rules.legal_orders(rules.facts_for(game_map, position), power, location, given)


def orderable_locations(position: Position, power: str, game_map: MapModel) -> list[str]:
    """Where ``power`` has something to order this phase (units, dislodged units, build sites)."""
    return rules.orderable_locations(rules.facts_for(game_map, position), power)


def order_problem(position: Position, power: str, order: Order, game_map: MapModel,
                  given: Sequence[Order] = ()) -> Reason | None:
    """Why ``power`` may not give ``order`` now, or None if it may.

    ``given`` are the power's other orders this phase: a build or removal beyond what the
    power has left, counting those, is refused. The rules are the adjudicator's own, so the
    reason a player sees when entering an order is the one the results would give.
    """
    return rules.order_problem(rules.facts_for(game_map, position), power, order, given)


def missing_orders(position: Position, power: str, orders: Sequence[Order],
                   game_map: MapModel) -> tuple[str, ...]:
    """Locations of the units of ``power`` without an order in ``orders``: units on the board in
    a movement phase (they will hold), dislodged units in a retreat phase (they will be
    disbanded). Builds and removals are counted by :func:`adjustments_left`."""
    return rules.missing_orders(rules.facts_for(game_map, position), power, orders)


def adjustments_left(position: Position, power: str, orders: Sequence[Order],
                     game_map: MapModel) -> int:
    """Builds (positive) or removals (negative) ``power`` may still order besides ``orders``;
    0 outside an adjustment phase."""
    return rules.adjustments_left(rules.facts_for(game_map, position), power, orders)


def all_legal_orders(position: Position, power: str, game_map: MapModel) -> dict[str, list[Order]]:
    """Location -> legal orders, for every place the power can order (bots, completion)."""
    facts = rules.facts_for(game_map, position)
    return {loc: rules.legal_orders(facts, power, loc) for loc in rules.orderable_locations(facts, power)}
