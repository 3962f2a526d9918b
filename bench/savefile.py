"""Save and load speed: how long the window waits for an autosave, and how long a game takes to open.

Hot-seat play autosaves about eight times a phase (every submission, every phase). This plays
games of given lengths with random legal orders (the generators of ``bench/adjudication.py``:
moves, supports, convoys, then retreats and adjustments) through the real :class:`Game`, saves
each to a file, and measures:

- **full save**: ``save_game`` (serialize everything, write, fsync, rename) as Save does;
- **load**: ``load_game``, which replays the whole history through the adjudicator (wall
  clock, and this process's CPU time, close to it on an idle machine when the machine is shared);
- **the window's wait for an autosave**, as a player feels it: a Qt event loop runs a 1 ms
  timer, and the longest gap between two of its ticks is taken from the moment an autosave is
  asked for (``storage.autosave``, as the hot-seat flow calls it) until the background writer
  has the file on disk. It counts the caller's own time and any time the writer's thread keeps
  the interpreter's lock from the window. Measured for the **first** autosave after opening
  the file (nothing of the game serialized yet) and for the **warm** ones that follow: eight a
  phase over several phases, each phase judged between them (the judging is not counted).
  Beside them, the longest gap of a quiet second with no save at all ("no save"): what the
  machine's other work costs the loop, the floor under the other figures.
- the file size.

Target (issue 21, item 5): the window never waits more than 20 ms for a save at any game length.

    .venv/bin/python bench/savefile.py                          # 126 and 500 phases, and 100 years
    .venv/bin/python bench/savefile.py --phases 500 --seed 3 --warm-phases 10
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path
from typing import Callable, Iterator

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from adjudication import adjustment_orders, movement_orders, retreat_orders  # noqa: E402

from diplomacy_desktop.engine.adjudicator import adjudicate  # noqa: E402
from diplomacy_desktop.engine.board import initial_position, standard_map  # noqa: E402
from diplomacy_desktop.engine.game import Game  # noqa: E402
from diplomacy_desktop.engine.history import PhaseRecord  # noqa: E402
from diplomacy_desktop.engine.position import MOVEMENT, RETREATS, Position  # noqa: E402
from diplomacy_desktop.engine.savefile import load_game, save_game  # noqa: E402

AUTOSAVES_PER_PHASE = 8
TICK_MS = 1
QUIET_S = 1.0
SETTLE_S = 0.005
"""After the writer is done, the ticks go on this long (a late hold of the lock still counts)."""


def random_orders(rng: random.Random, gm, position: Position) -> dict:  # noqa: ANN001
    kind = position.phase.kind
    if kind == MOVEMENT:
        orders = movement_orders(rng, gm, position)
    elif kind == RETREATS:
        orders = retreat_orders(rng, position)
    else:
        orders = adjustment_orders(rng, gm, position)
    return {p: tuple(o) for p, o in orders.items() if o}


def play(phases: int | None, years: int | None, seed: int) -> Game:
    """A game of ``phases`` phases (or ``years`` years) of random orders.

    Random orders soon give someone 18 centres, and a won game takes no more orders, so the
    phases are judged by the adjudicator and the game is rebuilt around them (as loading does).
    """
    rng = random.Random(seed)
    gm = standard_map()
    records: list[PhaseRecord] = []
    position = initial_position(gm)
    last = position.phase.year + (years or 10**6) - 1
    while position.phase.year <= last and (phases is None or len(records) < phases):
        given = random_orders(rng, gm, position)
        resolution = adjudicate(position, given, gm)
        records.append(PhaseRecord(position, given, resolution))
        position = resolution.position
    return Game(gm, position, history=records)


class Ticks:
    """The event loop's pulse: the longest gap between two ticks since :meth:`reset`."""

    def __init__(self) -> None:
        self.last = time.perf_counter()
        self.longest = 0.0

    def tick(self) -> None:
        now = time.perf_counter()
        self.longest = max(self.longest, now - self.last)
        self.last = now

    def reset(self) -> None:
        self.last = time.perf_counter()
        self.longest = 0.0


def table_session(game: Game, autosave: Callable[[Game], object], idle: Callable[[], bool],
                  warm_phases: int, seed: int) -> tuple[float, list[float], float]:
    """The first autosave after opening ``game``, then ``warm_phases`` phases of eight autosaves
    each, in a running Qt event loop; returns the longest gap (seconds) of the first and of each
    warm autosave, and the longest gap of a quiet second before them (no save at all: what the
    machine itself costs the loop)."""
    from PySide6.QtCore import QCoreApplication, Qt, QTimer

    app = QCoreApplication.instance() or QCoreApplication([])
    rng = random.Random(seed)
    ticks = Ticks()
    first: list[float] = []
    warm: list[float] = []
    quiet: list[float] = []

    def one_autosave(into: list[float]) -> Iterator[None]:
        ticks.reset()  # from the moment the autosave is asked for
        autosave(game)
        while not idle():
            yield
        done = time.perf_counter()
        while time.perf_counter() - done < SETTLE_S:
            yield
        into.append(ticks.longest)

    def steps() -> Iterator[None]:
        nonlocal game
        ticks.reset()
        start = time.perf_counter()
        while time.perf_counter() - start < QUIET_S:
            yield
        quiet.append(ticks.longest)
        yield from one_autosave(first)
        for _ in range(warm_phases):
            orders = random_orders(rng, game.map, game.position)
            powers = sorted(orders)
            for i in range(AUTOSAVES_PER_PHASE):
                if i < AUTOSAVES_PER_PHASE - 1:  # a submission: sealed in the save as the table's are
                    if i < len(powers):
                        game.seat(powers[i]).submit(orders[powers[i]])
                else:  # the last one: the phase is judged (a won game of random orders goes on regardless)
                    position = game.position
                    record = PhaseRecord(position, orders, adjudicate(position, orders, game.map))
                    game = Game(game.map, record.resolution.position, history=(*game.history, record),
                                game_id=game.game_id)
                yield from one_autosave(warm)
        app.quit()

    plan = steps()
    timer = QTimer()
    timer.setTimerType(Qt.TimerType.PreciseTimer)

    def on_tick() -> None:
        ticks.tick()
        try:
            next(plan)
        except StopIteration:
            timer.stop()

    timer.timeout.connect(on_tick)
    timer.start(TICK_MS)
    app.exec()
    return first[0], warm, quiet[0]


def best(fn, runs: int, clock=time.perf_counter) -> float:  # noqa: ANN001
    times = []
    for _ in range(runs):
        start = clock()
        fn()
        times.append(clock() - start)
    return min(times)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--phases", type=int, nargs="*", default=[126, 500])
    parser.add_argument("--years", type=int, nargs="*", default=[100])
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--runs", type=int, default=3, help="runs per figure: the best save and load, the "
                        "longest first wait, and the warm waits of all runs")
    parser.add_argument("--warm-phases", type=int, default=5, help="phases of eight warm autosaves each")
    args = parser.parse_args(argv)
    standard_map()
    from diplomacy_desktop.ui.hotseat import storage

    print(f"seed {args.seed}; {args.runs} runs (save/load: the best); window's wait: first autosave after opening "
          f"(the longest), then {AUTOSAVES_PER_PHASE} a phase over {args.warm_phases} phases")
    print(f"{'game':>9} {'phases':>6} {'size KB':>8} {'full save ms':>12} {'load ms':>8} {'(cpu ms)':>8} "
          f"{'first ms':>9} {'warm ms (median / p95 / max)':>30} {'warm > 20 ms':>12} {'no save ms':>10}")
    lengths = [(f"{n} phases", n, None) for n in args.phases] + [(f"{y} years", None, y) for y in args.years]
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        storage.data_dir = lambda: folder / "data"  # type: ignore[assignment]
        for label, phases, years in lengths:
            played = play(phases, years, args.seed)
            path = folder / "game.json"
            save = best(lambda: save_game(played, path), args.runs)
            load = best(lambda: load_game(path, standard_map()), args.runs)
            load_cpu = best(lambda: load_game(path, standard_map()), args.runs, time.process_time)
            size = path.stat().st_size / 1024
            firsts: list[float] = []
            warm: list[float] = []
            quiet = 0.0
            for run in range(args.runs):  # the longest first wait of all runs; every warm one
                game = load_game(path, standard_map())  # as a player opens it: nothing of it serialized yet
                first, warms, machine = table_session(game, storage.autosave, lambda: storage.flush(0),
                                                      args.warm_phases, args.seed + run)
                quiet = max(quiet, machine)
                firsts.append(first)
                warm += warms
            first = max(firsts)
            over = sum(1 for w in warm if w > 0.020)
            print(f"{label:>9} {len(played.history):>6} {size:>8,.0f} {save * 1e3:>12.1f} {load * 1e3:>8.0f} "
                  f"{load_cpu * 1e3:>8.0f} {first * 1e3:>9.1f} {statistics.median(warm) * 1e3:>12.1f} / "
                  f"{statistics.quantiles(warm, n=20)[-1] * 1e3:>6.1f} / {max(warm) * 1e3:>6.1f} "
                  f"{over:>5} of {len(warm)} {quiet * 1e3:>10.1f}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
