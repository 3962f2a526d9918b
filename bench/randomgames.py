"""Random games of random *legal* orders that interact, shared by the benchmarks.

Orders are made to interact as real orders do: moves to neighbouring places, supports of moves
and holds the supporter can reach, and fleets at sea convoying armies along real routes, so
supports get cut, units are dislodged and convoys are disrupted. Retreats and adjustments are
random too. The same seed always plays the same games, under any ``PYTHONHASHSEED``.
"""

from __future__ import annotations

import random
import sys
from dataclasses import dataclass
from pathlib import Path
from typing import Iterator

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from diplomacy_desktop.engine.adjudicator import Resolution, adjudicate  # noqa: E402
from diplomacy_desktop.engine.board import MapModel, initial_position  # noqa: E402
from diplomacy_desktop.engine.convoys import convoy_destinations, fleets_on_routes  # noqa: E402
from diplomacy_desktop.engine.locations import province_of  # noqa: E402
from diplomacy_desktop.engine.orders import (Build, Convoy, Disband, Hold, Move, Order, Retreat, SupportHold,  # noqa: E402
                                             SupportMove, Unit)
from diplomacy_desktop.engine.position import ADJUSTMENTS, MOVEMENT, RETREATS, Position  # noqa: E402
from diplomacy_desktop.engine.rules.build import adjustment_delta, army_or_fleet_options, free_home_centres  # noqa: E402


def _adjacent_moves(gm: MapModel, unit: Unit) -> list[str]:
    """Every place the unit can move to without a convoy (coast-qualified for fleets)."""
    if unit.kind == "A":
        return sorted(gm.army_adjacency[unit.province])
    return sorted(gm.fleet_adjacency[unit.location])


def movement_orders(rng: random.Random, gm: MapModel, position: Position) -> dict[str, list[Order]]:
    """Legal orders for every unit, made to interact.

    First every unit gets a move (most) or a hold; then some fleets at sea take up convoys for
    armies on their coasts; then some units turn supporter, backing a move or a hold they can
    reach. Supports and convoys are written to match the orders actually given.
    """
    owner: dict[str, str] = {}
    unit_at: dict[str, Unit] = {}
    for power, unit in position.all_units():
        owner[unit.province] = power
        unit_at[unit.province] = unit
    chosen: dict[str, Order] = {}
    for prov, unit in unit_at.items():
        if rng.random() < 0.7:
            chosen[prov] = Move(unit, rng.choice(_adjacent_moves(gm, unit)))
        else:
            chosen[prov] = Hold(unit)

    # Convoys: an army on a coast next to a fleet at sea sometimes sails, with every fleet of a route.
    at_sea = [p for p, u in unit_at.items() if u.kind == "F" and gm.provinces[p].is_sea]
    convoying: set[str] = set()
    if at_sea:
        for prov, unit in unit_at.items():
            if unit.kind != "A" or not gm.provinces[prov].is_coastal or rng.random() > 0.3:
                continue
            free = [f for f in at_sea if f not in convoying]
            dests = sorted(convoy_destinations(gm, prov, free))
            if not dests:
                continue
            dest = rng.choice(dests)
            route = fleets_on_routes(gm, prov, dest, free)
            if not route:
                continue
            chosen[prov] = Move(unit, dest, via_convoy=True)
            for f in sorted(route):
                chosen[f] = Convoy(unit_at[f], unit, dest)
                convoying.add(f)

    # Supports: about a third of the remaining units back a move or a hold they can reach.
    for prov, unit in unit_at.items():
        mine = chosen[prov]
        if prov in convoying or (isinstance(mine, Move) and mine.via_convoy) or rng.random() > 0.35:
            continue
        options: list[Order] = []
        for other_prov, m in chosen.items():
            if not isinstance(m, Move) or other_prov == prov:
                continue
            dest = province_of(m.dest)
            if dest != prov and gm.can_reach(unit.kind, unit.location, dest):
                options.append(SupportMove(unit, m.unit, dest))
        for other_prov, other in chosen.items():
            if other_prov != prov and not isinstance(other, Move) and gm.can_reach(unit.kind, unit.location, other_prov):
                options.append(SupportHold(unit, other.unit))  # type: ignore[union-attr]
        if options:
            support = rng.choice(options)
            # A unit that was to be supported must not now stop moving: only replace a plain order.
            if not _is_supported(chosen, unit):
                chosen[prov] = support

    orders: dict[str, list[Order]] = {p: [] for p in position.units}
    for prov, order in chosen.items():
        orders[owner[prov]].append(order)
    return orders


def _is_supported(chosen: dict[str, Order], unit: Unit) -> bool:
    return any(isinstance(o, (SupportMove, SupportHold)) and o.supported is unit for o in chosen.values())


def retreat_orders(rng: random.Random, position: Position) -> dict[str, list[Order]]:
    orders: dict[str, list[Order]] = {}
    for d in sorted(position.dislodged, key=lambda d: d.unit.location):  # same seed, same game
        if d.retreats and rng.random() < 0.8:
            orders.setdefault(d.power, []).append(Retreat(d.unit, rng.choice(d.retreats)))
        else:
            orders.setdefault(d.power, []).append(Disband(d.unit))
    return orders


def adjustment_orders(rng: random.Random, gm: MapModel, position: Position) -> dict[str, list[Order]]:
    """Builds in random free home centres; removals of random units (sometimes left to civil disorder)."""
    orders: dict[str, list[Order]] = {}
    for power in gm.powers:
        delta = adjustment_delta(position, power)
        if delta > 0:
            sites = free_home_centres(gm, position, power)
            rng.shuffle(sites)
            orders[power] = [Build(rng.choice(army_or_fleet_options(gm, c))) for c in sites[:delta]]
        elif delta < 0 and rng.random() < 0.8:
            units = list(position.units.get(power, ()))
            orders[power] = [Disband(u) for u in rng.sample(units, -delta)]
    return orders


def phase_orders(rng: random.Random, gm: MapModel, position: Position) -> dict[str, list[Order]]:
    """Random orders for whatever phase the position is in."""
    kind = position.phase.kind
    if kind == MOVEMENT:
        return movement_orders(rng, gm, position)
    if kind == RETREATS:
        return retreat_orders(rng, position)
    assert kind == ADJUSTMENTS
    return adjustment_orders(rng, gm, position)


@dataclass(frozen=True)
class Step:
    """One phase of a random game: the position, the orders given and what they did."""

    position: Position
    orders: dict[str, list[Order]]
    resolution: Resolution


def random_game(rng: random.Random, gm: MapModel, last_year: int) -> Iterator[Step]:
    """Every phase of one random game from the start of the map to the end of ``last_year``."""
    position = initial_position(gm)
    while position.phase.year <= last_year:
        orders = phase_orders(rng, gm, position)
        resolution = adjudicate(position, orders, gm)
        yield Step(position, orders, resolution)
        position = resolution.position
