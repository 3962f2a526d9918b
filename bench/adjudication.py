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

from bench.randomgames import adjustment_orders, movement_orders, retreat_orders  # noqa: E402
from diplomacy_desktop.engine.adjudicator import adjudicate  # noqa: E402
from diplomacy_desktop.engine.board import MapModel, initial_position, standard_map  # noqa: E402
from diplomacy_desktop.engine.position import ADJUSTMENTS, MOVEMENT, RETREATS  # noqa: E402


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
