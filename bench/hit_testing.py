"""How fast the board answers "which province is here?".

    .venv/bin/python bench/hit_testing.py

Prints the time to build the geometry from board.svg (parse + prepare + index) and the
median time of one ``province_at`` lookup over many random board points. Targets from the
board issue: build at most 300 ms, lookup at most 20 µs.
"""

from __future__ import annotations

import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from diplomacy_desktop.ui.board.hit_testing import BOARD_SVG, BoardGeometry  # noqa: E402

BUILD_RUNS = 5
LOOKUPS = 200_000
BATCH = 100


def main() -> None:
    builds = []
    for _ in range(BUILD_RUNS):
        t = time.perf_counter()
        geo = BoardGeometry.from_svg(BOARD_SVG)
        builds.append(time.perf_counter() - t)
    _, _, w, h = geo.viewbox
    rng = random.Random(1901)
    points = [(rng.uniform(0, w), rng.uniform(0, h)) for _ in range(LOOKUPS)]
    per_lookup = []
    lookup = geo.province_at
    for i in range(0, LOOKUPS, BATCH):
        chunk = points[i : i + BATCH]
        t = time.perf_counter()
        for x, y in chunk:
            lookup(x, y)
        per_lookup.append((time.perf_counter() - t) / BATCH)
    worst = 0.0
    for x, y in points[:5000]:
        t = time.perf_counter()
        lookup(x, y)
        worst = max(worst, time.perf_counter() - t)
    print(f"build (parse SVG + index): median {statistics.median(builds) * 1e3:.1f} ms "
          f"(min {min(builds) * 1e3:.1f}, {BUILD_RUNS} runs; target <= 300 ms)")
    print(f"lookup: median {statistics.median(per_lookup) * 1e6:.2f} us per point "
          f"({LOOKUPS} random points, batches of {BATCH}); slowest single of 5000: {worst * 1e6:.1f} us "
          "(target median <= 20 us)")


if __name__ == "__main__":
    main()
