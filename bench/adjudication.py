"""Adjudication speed: random games of random *legal* orders, timed phase by phase.

Bots, replays and a "what if" explorer call the adjudicator thousands of times, so its speed
is a feature. This plays many random games from the 1901 position through every phase
(movement, retreats, adjustments) and times only the ``adjudicate`` calls of movement phases,
which are the expensive ones. Orders are legal and made to interact, as real orders do: moves
to neighbouring places, supports of moves and holds the supporter can reach, and fleets at sea
convoying armies along real routes, so supports get cut, units are dislodged and convoys are
disrupted.

Run from the repository root::

    .venv/bin/python bench/adjudication.py            # default: 200 games of 10 years
    .venv/bin/python bench/adjudication.py --games 50 --years 5 --seed 7

The same seed always plays the same games, so figures before and after an engine change are
comparable.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from diplomacy_desktop.engine.adjudicator import adjudicate  # noqa: E402
from diplomacy_desktop.engine.adjustments import adjustment_delta, army_or_fleet_options, free_home_centres  # noqa: E402
from diplomacy_desktop.engine.board import MapModel, province_of, standard_map  # noqa: E402
from diplomacy_desktop.engine.convoys import convoy_destinations, fleets_on_routes  # noqa: E402
from diplomacy_desktop.engine.orders import (Build, Convoy, Disband, Hold, Move, Order, Retreat, SupportHold,  # noqa: E402
                                             SupportMove, Unit)
from diplomacy_desktop.engine.position import ADJUSTMENTS, MOVEMENT, RETREATS, Position, initial_position  # noqa: E402


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


def play(rng: random.Random, gm: MapModel, years: int, timings: list[float], tally: Counter[str]) -> None:
    """One game of ``years`` years; appends the time of each movement adjudication to ``timings``
    and counts outcomes in ``tally`` (outside the timing) to show the orders are legal and lively."""
    position = initial_position(gm)
    last_year = position.phase.year + years - 1
    while position.phase.year <= last_year:
        kind = position.phase.kind
        if kind == MOVEMENT:
            orders = movement_orders(rng, gm, position)
            start = time.perf_counter()
            resolution = adjudicate(position, orders, gm)
            timings.append(time.perf_counter() - start)
            tally["dislodged"] += len(resolution.dislodged)
            for results in resolution.results.values():
                tally.update(f"{type(r.order).__name__} {r.outcome.value}" for r in results)
        elif kind == RETREATS:
            resolution = adjudicate(position, retreat_orders(rng, position), gm)
        else:
            assert kind == ADJUSTMENTS
            resolution = adjudicate(position, adjustment_orders(rng, gm, position), gm)
        position = resolution.position


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--years", type=int, default=10)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args(argv)

    gm = standard_map()
    rng = random.Random(args.seed)
    timings: list[float] = []
    tally: Counter[str] = Counter()
    wall = time.perf_counter()
    for _ in range(args.games):
        play(rng, gm, args.years, timings, tally)
    wall = time.perf_counter() - wall

    total = sum(timings)
    print(f"games: {args.games} x {args.years} years (seed {args.seed}), wall time {wall:.1f} s")
    print(f"movement phases: {len(timings)} in {total:.2f} s of adjudication")
    print(f"movement phases per second: {len(timings) / total:,.0f}")
    print(f"median per movement phase: {statistics.median(timings) * 1e6:,.0f} us "
          f"(p90 {statistics.quantiles(timings, n=10)[-1] * 1e6:,.0f} us, max {max(timings) * 1e3:.1f} ms)")
    void = sum(n for key, n in tally.items() if key.endswith(" void"))
    print(f"per movement phase: {tally['dislodged'] / len(timings):.2f} dislodged, "
          f"{tally['Convoy succeeds'] / len(timings):.2f} convoys carried, "
          f"{(tally['SupportMove cut'] + tally['SupportHold cut']) / len(timings):.2f} supports cut; void orders: {void}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
