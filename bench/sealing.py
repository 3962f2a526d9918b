"""What one guess at a PIN costs someone with the save file, and how long a full search takes.

An attacker with a copy of the save tries PINs against the lock's check value: each try is one
scrypt derivation at the lock's cost. This script times that derivation at the shipped cost
(``sealing.DEFAULT_COST``) and at the old one, in CPU seconds of this process (so that other
work on the machine does not inflate it) and in wall-clock seconds, and prints what an exhaustive
search of each kind of secret would take on one core. The target is about 0.25 s per guess.

    .venv/bin/python bench/sealing.py              # 5 derivations per cost
    .venv/bin/python bench/sealing.py --runs 10

It also times sealing and opening one submission (padded, per-phase key), which happens on
every autosave and should stay far below a millisecond.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from diplomacy_desktop.engine.sealing import (DEFAULT_COST, LEGACY_COST, KdfCost, PinLock,  # noqa: E402
                                              SealContext, seal, unseal)

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
    context = SealContext("0" * 32, "russia", "S1901M", "pin", True)
    text = json.dumps(["A war - gal", "A mos S A war - gal", "F sev - bla", "F stp/sc - bot"])
    runs = 1000
    t0 = time.perf_counter()
    for _ in range(runs):
        assert unseal(seal(text, master, context), master, context).strip() == text
    per_run_ms = (time.perf_counter() - t0) * 1000 / runs
    print(f"seal + open one submission: {per_run_ms:.3f} ms each ({runs:,} runs)")


if __name__ == "__main__":
    main()
