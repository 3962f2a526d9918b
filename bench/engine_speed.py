"""The adjudicator's own speed in processor time: a movement phase, and whole games.

Two figures the bots and the practice baselines live by, measured on the same random games
every time (``randomgames.py``, seed 1): the processor time of one ``adjudicate()`` of a
movement phase (the first ``--phases`` movement phases of the games), and whole games from
1901 to 1920 judged phase by phase, retreats and adjustments included (orders made outside
the timing). Each figure is the best of ``--repeat`` passes of ``time.process_time``, so other
people's jobs on a shared machine move it little.

To compare versions of the code, give each checkout with ``--root``: every round runs each
one in a process of its own, one after the other (before, after, before, after ...), and the
best of all its rounds is printed::

    .venv/bin/python bench/engine_speed.py
    .venv/bin/python bench/engine_speed.py --root ../before --root . --rounds 3
"""

from __future__ import annotations

import argparse
import json
import random
import subprocess
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent


def measure(root: Path, phases: int, games: int, repeat: int) -> dict[str, float]:
    """The figures of the code in ``root``, measured in this process."""
    sys.path[:0] = [str(root), str(root / "bench")]
    from randomgames import random_game  # the order generator of the code measured

    from diplomacy_desktop.engine.adjudicator import adjudicate
    from diplomacy_desktop.engine.board import standard_map
    from diplomacy_desktop.engine.position import MOVEMENT

    gm = standard_map()
    rng = random.Random(1)
    played: list[list] = []
    movement: list = []
    while len(played) < games or len(movement) < phases:
        game = [(step.position, step.orders) for step in random_game(rng, gm, 1920)]
        played.append(game)
        movement += [case for case in game if case[0].phase.kind == MOVEMENT]
    movement = movement[:phases]
    played = played[:games]
    every = [case for game in played for case in game]

    def best(cases: list) -> float:
        for position, orders in cases:  # once untimed: the map's tables, caches warm
            adjudicate(position, orders, gm)
        times = []
        for _ in range(repeat):
            start = time.process_time()
            for position, orders in cases:
                adjudicate(position, orders, gm)
            times.append(time.process_time() - start)
        return min(times)

    return {"movement_ms": best(movement) / len(movement) * 1e3, "games_per_s": games / best(every),
            "phases": len(movement), "game_phases": len(every)}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--root", action="append", type=Path,
                        help="a checkout to measure (repeat to compare; default: this one)")
    parser.add_argument("--phases", type=int, default=2000)
    parser.add_argument("--games", type=int, default=20)
    parser.add_argument("--repeat", type=int, default=5)
    parser.add_argument("--rounds", type=int, default=2, help="with several roots: rounds of each")
    parser.add_argument("--json", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    roots = [r.resolve() for r in (args.root or [HERE.parent])]
    if len(roots) == 1 and (args.json or not args.root):
        figures = measure(roots[0], args.phases, args.games, args.repeat)
        if args.json:
            print(json.dumps(figures))
        else:
            print(f"movement phase: {figures['movement_ms']:.4f} ms ({figures['phases']} phases, best of {args.repeat})")
            print(f"whole games 1901-1920, adjudication only: {figures['games_per_s']:.1f} games/s "
                  f"({args.games} games, {figures['game_phases']} phases, best of {args.repeat})")
        return 0
    found: dict[Path, list[dict[str, float]]] = {root: [] for root in roots}
    for _ in range(args.rounds):
        for root in roots:
            out = subprocess.run([sys.executable, __file__, "--json", "--root", str(root), "--phases", str(args.phases),
                                  "--games", str(args.games), "--repeat", str(args.repeat)],
                                 capture_output=True, text=True, check=True, cwd=root).stdout
            found[root].append(json.loads(out))
    first = found[roots[0]]
    base_ms = min(f["movement_ms"] for f in first)
    base_games = max(f["games_per_s"] for f in first)
    print(f"best of {args.rounds} rounds x {args.repeat} passes, processor time; ratios against {roots[0]}")
    for root, rounds in found.items():
        ms = min(f["movement_ms"] for f in rounds)
        games = max(f["games_per_s"] for f in rounds)
        print(f"{root}: movement phase {ms:.4f} ms ({ms / base_ms:.3f}x), "
              f"whole games {games:.1f} games/s ({games / base_games:.3f}x)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
