"""How long a hand-made file of far too many orders takes to be refused, and at what memory.

    python bench/large_inputs.py [--timeout 120]

Writes, in a temporary folder: a case with 100,000 orders for one unit (1.5 MB), cases of
13 MB and 31 MB of repeated orders (just under the 32 MB limit), and a save whose first
phase holds 31 MB of orders. Each is given, in a process of its own, to ``adjudicate``, to
the sandbox's File > Open (``SandboxWindow.open_case``, offscreen) and, for the save, to
``load_game``. Prints the status, the seconds and the peak memory of each; a run over the
time limit is killed and printed as such.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
CASE = {"phase": {"season": "spring", "year": 1901, "type": "movement"}, "units": {"france": ["A par"]}}

SANDBOX = """
import sys
from pathlib import Path
from PySide6.QtWidgets import QApplication
app = QApplication([])
from diplomacy_desktop.engine.board import standard_map
from diplomacy_desktop.teaching.sandbox import Setup
from diplomacy_desktop.ui.sandbox.window import SandboxWindow
class Prompts:
    def warn(self, title, text):
        print(text[:110], file=sys.stderr)
window = SandboxWindow(Setup.start(standard_map()))
window.prompts = Prompts()
START = __import__("time").perf_counter()
opened = window.open_case(Path(sys.argv[1]))
print("TOOK %.2f" % (__import__("time").perf_counter() - START), file=sys.stderr)
sys.exit(0 if opened else 2)
"""

LOAD = """
import sys, time
from pathlib import Path
from diplomacy_desktop.engine.savefile import SaveFileError, load_game
START = time.perf_counter()
try:
    load_game(Path(sys.argv[1]))
    code = 0
except SaveFileError as exc:
    print(str(exc)[:110], file=sys.stderr)
    code = 2
print("TOOK %.2f" % (time.perf_counter() - START), file=sys.stderr)
sys.exit(code)
"""

PEAK = ("import atexit, resource, sys\n"
        "atexit.register(lambda: sys.stderr.write('\\nPEAK %d\\n' % resource.getrusage(resource.RUSAGE_SELF).ru_maxrss))\n")


def write_case(path: Path, order: str, count: int) -> Path:
    path.write_text(json.dumps({**CASE, "orders": {"france": [order] * count}}, separators=(",", ":")),
                    encoding="utf-8")
    return path


def count_for(megabytes: int, order: str) -> int:
    return megabytes * 2**20 // (len(order) + 3) - 10


def write_save(path: Path, megabytes: int) -> Path:
    sys.path.insert(0, str(ROOT))
    from diplomacy_desktop.engine.board import standard_map
    from diplomacy_desktop.engine.game import Game
    from diplomacy_desktop.engine.savefile import game_to_json

    game = Game(standard_map(), end_year=1905)
    game.adjudicate(force=True)
    data = game_to_json(game)
    data["history"][0]["orders"]["france"] = ["A par - bur"] * count_for(megabytes, "A par - bur")
    path.write_text(json.dumps(data, separators=(",", ":")), encoding="utf-8")
    return path


def run(args: list[str], timeout: float) -> str:
    """Status, seconds (the whole process, and the reading alone when the script reports it),
    peak memory and the first line of the message."""
    env = {**os.environ, "PYTHONPATH": str(ROOT), "QT_QPA_PLATFORM": "offscreen"}
    start = time.perf_counter()
    try:
        out = subprocess.run([sys.executable, *args], capture_output=True, text=True, timeout=timeout, env=env,
                             stdin=subprocess.DEVNULL)
    except subprocess.TimeoutExpired:
        return f"still running after {timeout:.0f} s (killed)"
    took = time.perf_counter() - start
    lines = [line for line in out.stderr.splitlines() if line.strip()]
    peak = next((int(line.split()[1]) // 1024 for line in lines if line.startswith("PEAK ")), 0)
    inner = next((line.split()[1] for line in lines if line.startswith("TOOK ")), None)
    message = next((line for line in lines if not line.startswith(("PEAK ", "TOOK "))), "")
    reading = f" (reading {inner} s)" if inner else ""
    return f"status {out.returncode}, {took:.2f} s{reading}, peak {peak} MB: {message[:100]}"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--timeout", type=float, default=120.0, help="seconds before a run is killed")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        files = {
            "100,000 orders for one unit": write_case(folder / "orders100k.json", "A par - bur", 100_000),
            "13 MB of orders": write_case(folder / "orders13mb.json", "A par - bur", count_for(13, "A par - bur")),
            "31 MB of orders": write_case(folder / "orders31mb.json", "A par S A mar - bur",
                                          count_for(31, "A par S A mar - bur")),
        }
        adjudicate = ["-c", PEAK + "import runpy, sys; sys.argv = ['diplomacy-desktop', 'adjudicate', sys.argv[1]]\n"
                      "runpy.run_module('diplomacy_desktop', run_name='__main__')"]
        for label, path in files.items():
            print(f"{label} ({path.stat().st_size / 2**20:.1f} MB)")
            print(f"  adjudicate:    {run([*adjudicate, str(path)], args.timeout)}")
            print(f"  sandbox Open:  {run(['-c', PEAK + SANDBOX, str(path)], args.timeout)}")
        save = write_save(folder / "save31mb.json", 31)
        print(f"a save with 31 MB of orders in its first phase ({save.stat().st_size / 2**20:.1f} MB)")
        print(f"  load_game:     {run(['-c', PEAK + LOAD, str(save)], args.timeout)}")


if __name__ == "__main__":
    main()
