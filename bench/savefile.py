"""Save and load speed: how long an autosave blocks the window, and how long a game takes to open.

Hot-seat play autosaves about eight times a phase (every submission, every phase). This plays
games of 10, 50 and 100 years with random legal orders (the generators of
``bench/adjudication.py``: moves, supports, convoys, then retreats and adjustments) through the
real :class:`Game`, then measures at each length:

- **full save**: ``save_game`` (serialize everything, write, fsync, rename) as Save does;
- **autosave, window blocked**: the time the caller's thread spends in an autosave as the
  hot-seat flow makes it: the pieces of the text from the game's :class:`HistoryTexts` (only
  new phases are serialized) handed to a :class:`SaveWriter`, which joins and writes them on
  its own thread; measured while a game is played, eight autosaves a phase, over the last
  year of the game (median, 95th percentile and maximum);
- **load**: ``load_game``, which replays the whole history through the adjudicator;
- the file size.

Targets (issue 9): an autosave never blocks for more than 20 ms; a 100-year game loads in
under 250 ms. Load is shown as wall-clock time and as this process's CPU time, which is close
to the wall-clock time on an idle machine when the machine is shared.

    .venv/bin/python bench/savefile.py                  # 10, 50, 100 years, seed 1
    .venv/bin/python bench/savefile.py --years 100 --seed 3 --runs 5
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from adjudication import adjustment_orders, movement_orders, retreat_orders  # noqa: E402

from diplomacy_desktop.engine.adjudicator import adjudicate  # noqa: E402
from diplomacy_desktop.engine.board import standard_map  # noqa: E402
from diplomacy_desktop.engine.game import Game, PhaseRecord  # noqa: E402
from diplomacy_desktop.engine.position import MOVEMENT, RETREATS, initial_position  # noqa: E402
from diplomacy_desktop.engine.save_writer import SaveWriter  # noqa: E402
from diplomacy_desktop.engine.savefile import HistoryTexts, load_game, save_game, save_parts  # noqa: E402

AUTOSAVES_PER_PHASE = 8


def play(years: int, seed: int, folder: Path, blocked: list[float]) -> Game:
    """A game of ``years`` years; over its last year, autosaves as the table would, timing
    each autosave on this thread into ``blocked``.

    Random orders soon give someone 18 centres, and a won game takes no more orders, so the
    phases are judged by the adjudicator and the game is rebuilt around them (as loading does).
    """
    rng = random.Random(seed)
    gm = standard_map()
    records: list[PhaseRecord] = []
    position = initial_position(gm)
    cache = HistoryTexts()
    writer = SaveWriter()
    path = folder / "autosave.json"
    last = position.phase.year + years - 1
    while position.phase.year <= last:
        game = Game(gm, position, history=records)
        if position.phase.year == last:
            for _ in range(AUTOSAVES_PER_PHASE):
                start = time.perf_counter()
                writer.submit(path, save_parts(game, cache))
                blocked.append(time.perf_counter() - start)
                time.sleep(0.002)  # a player clicks; the writer works meanwhile
        else:
            cache.texts(game.history)  # the autosaves of earlier years filled the cache
        kind = position.phase.kind
        if kind == MOVEMENT:
            orders = movement_orders(rng, gm, position)
        elif kind == RETREATS:
            orders = retreat_orders(rng, position)
        else:
            orders = adjustment_orders(rng, gm, position)
        given = {p: tuple(o) for p, o in orders.items() if o}
        resolution = adjudicate(position, given, gm)
        records.append(PhaseRecord(position, given, resolution))
        position = resolution.position
    writer.flush()
    return Game(gm, position, history=records)


def best(fn, runs: int, clock=time.perf_counter) -> float:  # noqa: ANN001
    times = []
    for _ in range(runs):
        start = clock()
        fn()
        times.append(clock() - start)
    return min(times)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--years", type=int, nargs="*", default=[10, 50, 100])
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--runs", type=int, default=3, help="runs per figure; the best is shown")
    args = parser.parse_args(argv)
    standard_map()
    print(f"seed {args.seed}; best of {args.runs} runs; autosave: {AUTOSAVES_PER_PHASE} per phase over the last year")
    print(f"{'years':>5} {'phases':>6} {'size KB':>8} {'full save ms':>12} "
          f"{'autosave blocks ms (median / p95 / max)':>40} {'load ms':>8} {'(cpu ms)':>8}")
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        for years in args.years:
            blocked: list[float] = []
            game = play(years, args.seed, folder, blocked)
            path = folder / f"game-{years}.json"
            save = best(lambda: save_game(game, path), args.runs)
            load = best(lambda: load_game(path), args.runs)
            load_cpu = best(lambda: load_game(path), args.runs, time.process_time)
            size = path.stat().st_size / 1024
            print(f"{years:>5} {len(game.history):>6} {size:>8,.0f} {save * 1e3:>12.1f} "
                  f"{statistics.median(blocked) * 1e3:>22.2f} / {statistics.quantiles(blocked, n=20)[-1] * 1e3:>6.2f} / "
                  f"{max(blocked) * 1e3:>6.2f} {load * 1e3:>8.0f} {load_cpu * 1e3:>8.0f}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
