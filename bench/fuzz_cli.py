"""Feed the headless tools thousands of damaged inputs and count what escapes as a traceback.

    python bench/fuzz_cli.py [--command bot|adjudicate] [--count 5000] [--seed 1] [--no-files]

Each input is a position in the case format with one thing broken: a field of the wrong type,
nesting thousands of levels deep, an integer of 4,301 digits, ``NaN``, a truncated text, bytes
that are not UTF-8, a mangled unit or order. Inputs go through ``cli.main`` in this process (a
start per input would take an hour on a small machine), half as a file and half on standard
input. An exception that leaves ``main`` is what a player would see as a traceback; a status
other than 0 or 2 is counted too. Then the files a reader must not read (a FIFO, ``/dev/zero``,
a 200 MB file) are run as separate processes with a time limit, as a player would run them.

Prints the counts by kind of failure and the figures of the special files. The inputs are the
same for the same seed.
"""

from __future__ import annotations

import argparse
import contextlib
import copy
import io
import json
import os
import random
import signal
import subprocess
import sys
import tempfile
import time
from collections import Counter
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from diplomacy_desktop.cli import main  # noqa: E402

BASE = {
    "power": "england",
    "phase": {"season": "fall", "year": 1902, "type": "movement"},
    "units": {"england": ["A lon", "F nth", "F eng"], "france": ["A bre", "A bur"], "germany": ["A ruh"]},
    "supply_centers": {"england": ["lon", "edi", "lvp"], "france": ["bre", "par", "mar"]},
}
RETREAT = {
    "power": "russia",
    "phase": {"season": "fall", "year": 1901, "type": "retreats"},
    "units": {"germany": ["A war", "A pru"], "russia": ["A mos"]},
    "dislodged": [{"power": "russia", "unit": "A war", "attacker_from": "sil"}],
    "contested": ["ukr"], "supply_centers": {"russia": ["war", "mos"]},
}
BUILD = {
    "power": "russia",
    "phase": {"season": "winter", "year": 1902, "type": "adjustments"},
    "units": {"russia": ["A mos", "A stp"]},
    "supply_centers": {"russia": ["war", "mos", "stp", "sev", "rum", "swe"]},
}
ORDERS = {"england": ["A lon - bel via convoy", "F nth C A lon - bel", "F eng S F nth"]}


def _paths(value: Any, path: tuple = ()) -> list[tuple]:
    found = [path]
    if isinstance(value, dict):
        for key, item in value.items():
            found += _paths(item, path + (key,))
    elif isinstance(value, list):
        for i, item in enumerate(value):
            found += _paths(item, path + (i,))
    return found


def _set(doc: Any, path: tuple, value: Any) -> Any:
    if not path:
        return value
    target = doc
    for key in path[:-1]:
        target = target[key]
    target[path[-1]] = value
    return doc


def _odd_value(rng: random.Random) -> Any:
    return rng.choice([None, True, False, 0, -1, 1.5, "", "x", "A", "A par S A", [], {}, [[]], {"a": 1},
                       "F stp/xx", "A lon - ", " ", "\u0000", "ä" * 5, 10 ** 30, -10 ** 30, ["A lon"] * 3,
                       "WAIVE", "A par B", "F nth C A", "A par S A par -"])


def _mangle(text: str, rng: random.Random) -> str:
    cut = rng.randrange(len(text) + 1)
    return rng.choice([text[:cut], text[:cut] + text[cut + 1:], text.upper(), text.replace(" ", "  "),
                       text + " x", text[::-1], text.replace(" ", "")])


def _deep(depth: int, rng: random.Random) -> str:
    opener, closer = rng.choice([("[", "]"), ('{"a":', "}")])
    return opener * depth + "1" + closer * depth


def fuzz_input(rng: random.Random, command: str) -> bytes:
    """One damaged input, as the bytes of a file."""
    doc = copy.deepcopy(rng.choice([BASE, BASE, RETREAT, BUILD]))
    if command == "adjudicate":
        doc.pop("power")
        doc["orders"] = copy.deepcopy(ORDERS)
    kind = rng.randrange(9)
    paths = _paths(doc)[1:]
    if kind == 0:  # nesting deep enough for the recursion limit, at the top or in a field
        depth = rng.choice([999, 1000, 5000, 50_000, 200_000])
        text = json.dumps(doc)
        if rng.random() < 0.5:
            return _deep(depth, rng).encode()
        field = rng.choice(['"units"', '"phase"', '"supply_centers"', '"power"'])
        return text.replace(field + ": ", field + ": " + _deep(depth, rng) + ', "_": ', 1).encode()
    if kind == 1:  # an integer beyond Python's 4,300-digit limit, or just long
        digits = rng.choice([41, 300, 4300, 4301, 5000, 20_000])
        text = json.dumps(_set(doc, rng.choice(paths), 0))
        return text.replace(": 0", ": " + "7" * digits, 1).replace(", 0", ", " + "7" * digits, 1).encode()
    if kind == 2:  # a field of the wrong type
        for _ in range(rng.randint(1, 3)):
            path = rng.choice(_paths(doc)[1:] or [()])
            doc = _set(doc, path, _odd_value(rng))
        return json.dumps(doc).encode()
    if kind == 3:  # NaN, Infinity, 1e999
        text = json.dumps(_set(doc, rng.choice(paths), 12345))
        return text.replace("12345", rng.choice(["NaN", "Infinity", "-Infinity", "1e999", "-0.0"])).encode()
    if kind == 4:  # a truncated text
        text = json.dumps(doc)
        return text[:rng.randrange(len(text))].encode()
    if kind == 5:  # bytes that are not UTF-8, or a lone surrogate
        text = json.dumps(doc).encode()
        cut = rng.randrange(len(text))
        return text[:cut] + rng.choice([b"\xff", b"\xc3", b"\\ud800", b"\x00"]) + text[cut:]
    if kind == 6:  # a mangled string somewhere
        strings = [p for p in paths if isinstance(_get(doc, p), str)]
        path = rng.choice(strings)
        return json.dumps(_set(doc, path, _mangle(_get(doc, path), rng))).encode()
    if kind == 7:  # keys renamed, added or lost
        target = rng.choice([p for p in [()] + paths if isinstance(_get(doc, p), dict)])
        obj = _get(doc, target)
        if obj and rng.random() < 0.5:
            obj.pop(rng.choice(sorted(obj)))
        else:
            obj[rng.choice(["orders", "power", "dislodged", "contested", "units", "id", "x", "italy"])] = \
                _odd_value(rng)
        return json.dumps(doc).encode()
    # a whole document of another shape
    return json.dumps(rng.choice([[doc], [doc, doc], [], 1, "x", None, [[doc]]])).encode()


def _get(doc: Any, path: tuple) -> Any:
    for key in path:
        doc = doc[key]
    return doc


class Hang(Exception):
    pass


def _alarm(signum: int, frame: Any) -> None:  # noqa: ARG001
    raise Hang()


def run_in_process(command: str, data: bytes, folder: Path, as_file: bool, level: str) -> tuple[str, str]:
    """('ok' | 'bad input' | 'traceback' | 'status N' | 'hang', detail)."""
    args = [command, "--level", level, "-"] if command == "bot" else [command, "-"]
    if as_file:
        path = folder / "input.json"
        path.write_bytes(data)
        args[-1] = str(path)
    stdin = io.TextIOWrapper(io.BytesIO(data), encoding="utf-8")
    out, err = io.StringIO(), io.StringIO()
    saved = sys.stdin
    sys.stdin = stdin
    signal.alarm(30)
    try:
        with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
            code = main(args)
    except Hang:
        return "hang", ""
    except BaseException as exc:  # noqa: BLE001 - what escapes is exactly what we count
        return "traceback", f"{type(exc).__name__}: {str(exc)[:100]}"
    finally:
        signal.alarm(0)
        sys.stdin = saved
    if code == 0:
        return "ok", ""
    if code == 2:
        return "bad input", err.getvalue().strip()[:100]
    return f"status {code}", err.getvalue().strip()[:100]


def run_process(args: list[str], timeout: float = 60.0) -> str:
    """How one separate run of the command ended, with its time and peak memory."""
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    start = time.perf_counter()
    wrapped = [sys.executable, "-c",
               "import resource, runpy, sys; sys.argv = ['diplomacy-desktop', *sys.argv[1:]]\n"
               "try:\n    runpy.run_module('diplomacy_desktop', run_name='__main__')\n"
               "finally:\n"
               "    sys.stderr.write('\\npeak-kb %d' % resource.getrusage(resource.RUSAGE_SELF).ru_maxrss)\n",
               *args]
    try:
        out = subprocess.run(wrapped, capture_output=True, text=True, timeout=timeout, env=env,
                             stdin=subprocess.DEVNULL)
    except subprocess.TimeoutExpired:
        return f"still running after {timeout:.0f} s (killed)"
    took = time.perf_counter() - start
    lines = out.stderr.strip().splitlines()
    peak = next((int(line.split()[1]) for line in lines if line.startswith("peak-kb")), 0)
    message = next((line for line in lines if line and not line.startswith("peak-kb")), "")
    traceback = "Traceback" in out.stderr
    last = lines[-2] if traceback and len(lines) > 1 else message
    return (f"status {out.returncode} in {took:.2f} s, peak {peak // 1024} MB, "
            f"{'TRACEBACK ' + last if traceback else message[:90]}")


def special_files(command: str, folder: Path) -> None:
    prefix = [command, "--level", "easy"] if command == "bot" else [command]
    if hasattr(os, "mkfifo"):
        fifo = folder / "fifo.json"
        os.mkfifo(fifo)
        print(f"  FIFO:        {run_process([*prefix, str(fifo)], timeout=20)}")
    print(f"  /dev/zero:   {run_process([*prefix, '/dev/zero'], timeout=60)}")
    big = folder / "big.json"
    case = json.dumps({**BASE, "units": {"england": ["A lon"]}}) if command == "bot" else json.dumps(
        {k: v for k, v in BASE.items() if k != "power"})
    with big.open("w") as fh:  # a valid-looking JSON list of 200 MB
        fh.write("[" + case)
        piece = "," + case
        for _ in range(200 * 2**20 // len(piece)):
            fh.write(piece)
        fh.write("]")
    print(f"  200 MB file: {run_process([*prefix, str(big)], timeout=120)}")
    big.unlink()


def main_fuzz() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--command", choices=("bot", "adjudicate"), default="bot")
    parser.add_argument("--count", type=int, default=5000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--no-files", action="store_true", help="skip the FIFO, /dev/zero and 200 MB runs")
    args = parser.parse_args()
    rng = random.Random(args.seed)
    signal.signal(signal.SIGALRM, _alarm)
    ends: Counter[str] = Counter()
    kinds: Counter[str] = Counter()
    start = time.perf_counter()
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        for i in range(args.count):
            data = fuzz_input(rng, args.command)
            level = rng.choice(["easy", "easy", "normal", "hard"])
            end, detail = run_in_process(args.command, data, folder, as_file=i % 2 == 0, level=level)
            ends[end] += 1
            if end not in ("ok", "bad input"):
                kinds[f"{end}: {detail.split(':')[0]}"] += 1
        took = time.perf_counter() - start
        print(f"{args.command}: {args.count} inputs in {took:.0f} s")
        for end, n in sorted(ends.items()):
            print(f"  {end:<10} {n}")
        for kind, n in kinds.most_common():
            print(f"    {n:>5}  {kind}")
        if not args.no_files:
            print("special files (separate processes):")
            special_files(args.command, folder)


if __name__ == "__main__":
    main_fuzz()
