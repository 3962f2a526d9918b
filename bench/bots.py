"""Bot strength and speed: whole games to 1912 with seats rotated over the seven powers.

Strength (game g puts the tested bot in seat ``POWERS[g % 7]``, so every power is played
equally often; all other seats, and the dice of every other power, are the same in the
tested game and in its baseline):

* **Hard vs six Easy** against the baseline of seven Easy bots: the centres Hard ends with in a
  seat, against the centres Easy ends with in the same seat and game (target: at least 3x, and 40% of
  games won outright by 1912).
* **Easy vs six Hard** against the baseline of seven Easy bots: the lone Easy bot's centres
  against what it ends with in that seat among its own kind (the other direction; target: about 0.2x).
* **Normal vs six Easy**, the same way (for information).
* **Easy vs six random-legal bots**: Easy's centres against the random bots' (target: clearly more).

Each line gives the mean and its standard error, outright wins (18 centres) and eliminations.

Speed: an Easy move for one power (target < 20 ms), a Hard move (target < 1 s) and a whole
game of seven Easy bots from 1901 to ``--end-year`` (target < 3 s to 1910), timed serially after the games.

Run from the repository root::

    nice -n 5 .venv/bin/python bench/bots.py                  # 70 games per comparison, both cores
    .venv/bin/python bench/bots.py --games 14 --end-year 1910 --only hard

Games are played by ``--jobs`` processes (default: two, or fewer cores); each game's dice come
from its own seed, so the figures do not depend on the number of processes. The same ``--seed``
plays the same games.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path
from typing import Callable

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from diplomacy_desktop.bots import EasyBot, HardBot, NormalBot  # noqa: E402
from diplomacy_desktop.bots.match import MatchResult, play_match  # noqa: E402
from diplomacy_desktop.bots.random_play import RandomBot  # noqa: E402
from diplomacy_desktop.engine.board import standard_map  # noqa: E402
from diplomacy_desktop.engine.scenario_play import victory_centres  # noqa: E402

POWERS = sorted(standard_map().powers)
VICTORY = victory_centres(standard_map(), None)
"""The standard game's victory count: what the matches end at and Hard plays for."""
BOTS: dict[str, Callable[[], object]] = {"easy": EasyBot, "normal": NormalBot,
                                         "hard": lambda: HardBot(victory_centres=VICTORY), "random": RandomBot}


def _game(args: tuple[str, str, int, str, int]) -> MatchResult:
    """One game: ``tested`` in ``seat``, ``field`` everywhere else."""
    tested, field, seed, seat, end_year = args
    bots = {p: BOTS[field]() for p in POWERS}
    bots[seat] = BOTS[tested]()
    return play_match(bots, seed, end_year, game_map=standard_map(), victory_centres=VICTORY)  # type: ignore[arg-type]


def _run(jobs: int, work: list[tuple[str, str, int, str, int]]) -> list[MatchResult]:
    """The games' results in the order of ``work``; one progress line per game on standard error
    (tested bot, seat, its centres), so that a long run can be followed."""
    results: list[MatchResult] = []
    if jobs <= 1:
        games = map(_game, work)
        for w, r in zip(work, games):
            results.append(_progress(w, r, len(results), len(work)))
        return results
    with ProcessPoolExecutor(jobs) as pool:
        for w, r in zip(work, pool.map(_game, work)):
            results.append(_progress(w, r, len(results), len(work)))
    return results


def _progress(work: tuple[str, str, int, str, int], result: MatchResult, done: int, total: int) -> MatchResult:
    tested, field, seed, seat, _ = work
    print(f"  [{done + 1}/{total}] {tested} vs {field}, seed {seed}, {seat}: {result.centres[seat]} centres",
          file=sys.stderr, flush=True)
    return result


def _mean_se(values: list[float]) -> str:
    mean = statistics.fmean(values)
    se = statistics.stdev(values) / len(values) ** 0.5 if len(values) > 1 else 0.0
    return f"{mean:5.2f} +- {se:4.2f}"


def _line(label: str, results: list[MatchResult], seats: list[str]) -> list[float]:
    centres = [float(r.centres[s]) for r, s in zip(results, seats)]
    wins = sum(1 for r, s in zip(results, seats) if r.winner == s)
    out = sum(1 for c in centres if c == 0)
    print(f"  {label:<34} centres {_mean_se(centres)}   wins {wins:3d}   eliminated {out:3d}")
    return centres


def _per_seat(label: str, results: list[MatchResult], seats: list[str]) -> None:
    cells = []
    for power in POWERS:
        vals = [r.centres[s] for r, s in zip(results, seats) if s == power]
        cells.append(f"{power[:3]} {statistics.fmean(vals):4.1f}" if vals else f"{power[:3]}   - ")
    print(f"  {label:<34} " + "  ".join(cells))


def compare(tested: str, field: str, games: int, seed: int, end_year: int, jobs: int,
            baseline: str | None = None) -> None:
    """``tested`` in one seat against six ``field`` bots; the baseline is seven ``baseline`` bots (default: the field)."""
    baseline = baseline or field
    seats = [POWERS[g % len(POWERS)] for g in range(games)]
    t0 = time.perf_counter()
    test = _run(jobs, [(tested, field, seed + g, seats[g], end_year) for g in range(games)])
    base = _run(jobs, [(baseline, baseline, seed + g, seats[g], end_year) for g in range(games)])
    spent = time.perf_counter() - t0
    print(f"\n{tested.capitalize()} as one power against six {field} bots: {games} games to {end_year}, "
          f"seats rotated ({spent:.0f} s)")
    mine = _line(f"{tested} in the seat", test, seats)
    if field == "random":
        others = [statistics.fmean(r.centres[p] for p in POWERS if p != s) for r, s in zip(test, seats)]
        print(f"  {'each random bot in the same games':<34} centres {_mean_se(others)}   "
              f"eliminated {sum(1 for r, s in zip(test, seats) for p in POWERS if p != s and r.centres[p] == 0):3d}"
              f" of {games * 6}")
        print(f"  ratio {tested} / random: {statistics.fmean(mine) / max(1e-9, statistics.fmean(others)):.2f}x")
    else:
        theirs = _line(f"{baseline} in the same seat (baseline)", base, seats)
        print(f"  ratio {tested} / {baseline} baseline: {statistics.fmean(mine) / max(1e-9, statistics.fmean(theirs)):.2f}x")
        _per_seat(f"{tested} per seat", test, seats)
        _per_seat(f"{baseline} per seat (baseline)", base, seats)
    calls = sum(r.bot_calls[s] for r, s in zip(test, seats))
    secs = sum(r.move_seconds[s] for r, s in zip(test, seats))
    slowest = max(r.slowest_move[s] for r, s in zip(test, seats))
    cpu = sum(r.move_cpu[s] for r, s in zip(test, seats))
    slowest_cpu = max(r.slowest_move_cpu[s] for r, s in zip(test, seats))
    print(f"  {tested} move time: mean {secs / max(1, calls) * 1000:.1f} ms ({cpu / max(1, calls) * 1000:.1f} processor), "
          f"slowest {slowest * 1000:.1f} ms ({slowest_cpu * 1000:.1f}) over {calls} movement phases"
          + (f", {jobs} games in parallel" if jobs > 1 else ""))


def speed(seed: int, end_year: int, games: int) -> None:
    print("\nSpeed, serial (after one warm-up game that loads the map and the book); wall clock, and in brackets")
    print("the processor time of this process, which other programs on a busy machine do not inflate:")
    play_match({p: EasyBot() for p in POWERS}, seed - 1, 1901, game_map=standard_map(), victory_centres=VICTORY)
    totals, totals_cpu = [], []
    calls, secs, cpu, slowest, slowest_cpu = 0, 0.0, 0.0, 0.0, 0.0
    for g in range(games):
        t0, c0 = time.perf_counter(), time.process_time()
        r = play_match({p: EasyBot() for p in POWERS}, seed + g, end_year, game_map=standard_map(),
                       victory_centres=VICTORY)
        totals.append(time.perf_counter() - t0)
        totals_cpu.append(time.process_time() - c0)
        calls += sum(r.bot_calls.values())
        secs += sum(r.move_seconds.values())
        cpu += sum(r.move_cpu.values())
        slowest = max(slowest, *r.slowest_move.values())
        slowest_cpu = max(slowest_cpu, *r.slowest_move_cpu.values())
    print(f"  Easy move for one power: mean {secs / calls * 1000:.1f} ms ({cpu / calls * 1000:.1f}), "
          f"slowest {slowest * 1000:.1f} ms ({slowest_cpu * 1000:.1f}) over {calls} moves (target < 20 ms)")
    print(f"  game of seven Easy bots 1901-{end_year}: mean {statistics.fmean(totals):.2f} s "
          f"({statistics.fmean(totals_cpu):.2f}), slowest {max(totals):.2f} s ({max(totals_cpu):.2f}) "
          f"over {games} games (target < 3 s)")
    hard_calls, hard_secs, hard_cpu, hard_slow, hard_slow_cpu = 0, 0.0, 0.0, 0.0, 0.0
    for g in range(3):
        seat = POWERS[(g * 3) % 7]
        bots = {p: EasyBot() for p in POWERS}
        bots[seat] = HardBot(victory_centres=VICTORY)
        r = play_match(bots, seed + 1000 + g, end_year, game_map=standard_map(),  # type: ignore[arg-type]
                       victory_centres=VICTORY)
        hard_calls += r.bot_calls[seat]
        hard_secs += r.move_seconds[seat]
        hard_cpu += r.move_cpu[seat]
        hard_slow = max(hard_slow, r.slowest_move[seat])
        hard_slow_cpu = max(hard_slow_cpu, r.slowest_move_cpu[seat])
    print(f"  Hard move for one power: mean {hard_secs / hard_calls * 1000:.0f} ms ({hard_cpu / hard_calls * 1000:.0f}), "
          f"slowest {hard_slow * 1000:.0f} ms ({hard_slow_cpu * 1000:.0f}) over {hard_calls} moves (target < 1 s)")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=70, help="games per comparison (default 70)")
    parser.add_argument("--end-year", type=int, default=1912)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--jobs", type=int, default=min(2, os.cpu_count() or 1),
                        help="games played in parallel processes (default: 2; the figures do not depend on it)")
    parser.add_argument("--field-games", type=int, default=None,
                        help="games for Easy against six Hard bots (default: --games; each game has six Hard bots)")
    parser.add_argument("--only", choices=("hard", "hard-seat", "hard-field", "normal", "easy", "speed"),
                        default=None, help="run one part only (hard: both directions; hard-seat: Hard against six "
                        "Easy; hard-field: Easy against six Hard)")
    args = parser.parse_args()
    t0 = time.perf_counter()
    if args.only in (None, "easy"):
        compare("easy", "random", args.games, args.seed, args.end_year, args.jobs)
    if args.only in (None, "normal"):
        compare("normal", "easy", args.games, args.seed, args.end_year, args.jobs)
    if args.only in (None, "hard", "hard-seat"):
        compare("hard", "easy", args.games, args.seed, args.end_year, args.jobs)
    if args.only in (None, "hard", "hard-field"):
        compare("easy", "hard", args.field_games or args.games, args.seed, args.end_year, args.jobs, baseline="easy")
    if args.only in (None, "speed"):
        speed(args.seed, args.end_year, 10)
    print(f"\ntotal {time.perf_counter() - t0:.0f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
