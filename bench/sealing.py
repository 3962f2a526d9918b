"""What one guess at a PIN costs someone with the save file, and how long a full search takes.

An attacker with a copy of the save tries PINs against the lock's check value: each try is one
scrypt derivation at the lock's cost. This script times that derivation at the shipped cost
(``sealing.DEFAULT_COST``) and at the old one, in CPU seconds of this process (so that other
work on the machine does not inflate it) and in wall-clock seconds, and prints what an exhaustive
search of each kind of secret would take on one core. The target is about 0.25 s per guess.

    .venv/bin/python bench/sealing.py              # 5 derivations per cost
    .venv/bin/python bench/sealing.py --runs 10

It also times sealing and opening one submission (padded, per-phase key, bound to its revision
and the game's lineage), which happens on every autosave and should stay far below a
millisecond; sealing a whole table's pending orders as an autosave does; and hashing a game's
lineage (``engine/lineage.py``) from scratch, as loading does, for games of 100 and 500 phases.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

sys.path.insert(0, str(Path(__file__).resolve().parent))

from adjudication import adjustment_orders, movement_orders, retreat_orders  # noqa: E402

from diplomacy_desktop.engine import sealing  # noqa: E402
from diplomacy_desktop.engine.board import standard_map  # noqa: E402
from diplomacy_desktop.engine.game import Game  # noqa: E402
from diplomacy_desktop.engine.lineage import Lineage  # noqa: E402
from diplomacy_desktop.engine.sealing import (DEFAULT_COST, LEGACY_COST, KdfCost, PinLock,  # noqa: E402
                                              SealContext, seal, unseal)
from diplomacy_desktop.engine.table import make_table  # noqa: E402

TARGET_SECONDS = 0.25
SECRETS = (("4-digit PIN", 10 ** 4), ("6-digit PIN", 10 ** 6), ("8-digit PIN", 10 ** 8),
           ("3 words from 2,000", 2000 ** 3), ("4 words from 2,000", 2000 ** 4))


def time_derivation(cost: KdfCost, runs: int) -> tuple[float, float]:
    """Median CPU and wall seconds of one scrypt derivation at ``cost`` (as ``PinLock.open`` does)."""
    lock, _ = PinLock.create("1234", cost)
    cpu, wall = [], []
    for _ in range(runs):
        c0, w0 = time.process_time(), time.perf_counter()
        assert lock.open("1234") is not None
        cpu.append(time.process_time() - c0)
        wall.append(time.perf_counter() - w0)
    return statistics.median(cpu), statistics.median(wall)


def duration(seconds: float) -> str:
    for unit, size in (("years", 365 * 86400), ("days", 86400), ("hours", 3600), ("minutes", 60)):
        if seconds >= 2 * size:
            return f"{seconds / size:,.0f} {unit}"
    return f"{seconds:,.0f} seconds"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5)
    args = parser.parse_args()

    print(f"scrypt per guess (median of {args.runs}):")
    shipped = 0.0
    for name, cost in (("shipped", DEFAULT_COST), ("before", LEGACY_COST)):
        cpu, wall = time_derivation(cost, args.runs)
        memory = 128 * cost.n * cost.r / 2 ** 20
        print(f"  {name:8} n=2^{cost.n.bit_length() - 1} r={cost.r} p={cost.p} ({memory:.0f} MiB): "
              f"{cpu * 1000:6.0f} ms CPU, {wall * 1000:6.0f} ms wall")
        if name == "shipped":
            shipped = cpu
    print(f"  target: about {TARGET_SECONDS * 1000:.0f} ms; shipped cost is {shipped / TARGET_SECONDS:.2f} x target")

    print("exhaustive search of the save file on one core at the shipped cost:")
    for name, count in SECRETS:
        print(f"  {name:20} {count:>22,} guesses: {duration(count * shipped)}")

    master = os.urandom(32)
    context = SealContext("0" * 32, "russia", "S1901M", "pin", True, 3, "ab" * 32)
    text = json.dumps({"orders": ["A war - gal", "A mos S A war - gal", "F sev - bla", "F stp/sc - bot"],
                       "seen": {"england": 1, "france": 2, "russia": 3}})
    runs = 1000
    t0 = time.perf_counter()
    for _ in range(runs):
        assert unseal(seal(text, master, context), master, context).strip() == text
    per_run_ms = (time.perf_counter() - t0) * 1000 / runs
    print(f"seal + open one submission: {per_run_ms:.3f} ms each ({runs:,} runs)")

    print(f"sealing a table's pending orders at an autosave: {table_autosave_ms(runs=200):.3f} ms "
          "(7 powers, 3 players, 2 with a PIN; median of 200)")
    for phases in (100, 500):
        scratch, step = lineage_ms(phases)
        print(f"lineage of a {phases}-phase game: {scratch:.1f} ms from scratch (at loading), "
              f"{step * 1000:.0f} us per new phase")


def table_autosave_ms(runs: int) -> float:
    """Median time of ``SealedOrders.for_save`` with every power submitted (what an autosave seals)."""
    sealing.DEFAULT_COST = KdfCost(2 ** 10, 8)  # the PINs are set once; their cost is not what is timed
    seats = [("austria", "england", "germany"), ("italy", "russia"), ("france", "turkey")]
    game = Game(standard_map(), table=make_table(["Ana", "Ben", "Cora"], seats))
    game.set_pin("Ana", "1234")
    game.set_pin("Cora", "blue harbour lamp")
    for player, secret in (("Ana", "1234"), ("Ben", ""), ("Cora", "blue harbour lamp")):
        admission = game.admit(player, secret)
        for power in game.powers_of_player(player):
            game.seat(power, admission).submit([])
    times = []
    for _ in range(runs):
        t0 = time.perf_counter()
        game.seals.for_save()
        times.append(time.perf_counter() - t0)
    return statistics.median(times) * 1000


def lineage_ms(phases: int) -> tuple[float, float]:
    """Milliseconds to hash the lineage of a random game of ``phases`` phases from scratch, and
    the time of one more phase (the chain extended by one). The phases are judged by the
    adjudicator directly, as ``bench/savefile.py`` does: a won game would take no more orders."""
    from diplomacy_desktop.engine.adjudicator import adjudicate
    from diplomacy_desktop.engine.board import initial_position
    from diplomacy_desktop.engine.history import PhaseRecord

    rng = random.Random(1)
    gm = standard_map()
    position = initial_position(gm)
    history: list[PhaseRecord] = []
    while len(history) < phases:
        kind = position.phase.kind
        orders = (movement_orders(rng, gm, position) if kind == "movement" else retreat_orders(rng, position)
                  if kind == "retreats" else adjustment_orders(rng, gm, position))
        given = {p: tuple(o) for p, o in orders.items() if o}
        resolution = adjudicate(position, given, gm)
        history.append(PhaseRecord(position, given, resolution))
        position = resolution.position
    best = min(_timed(lambda: Lineage().digest(history, position)) for _ in range(5))
    lineage = Lineage()
    lineage.digest(history[:-1], history[-1].position)
    step = _timed(lambda: lineage.digest(history, position))
    return best * 1000, step * 1000


def _timed(fn) -> float:  # noqa: ANN001
    t0 = time.perf_counter()
    fn()
    return time.perf_counter() - t0


if __name__ == "__main__":
    main()
