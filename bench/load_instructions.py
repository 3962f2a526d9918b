"""Issue 9's load target counted in processor instructions instead of milliseconds.

``savefile.py`` times ``load_game`` of a 100-year hot-seat game, but on the shared machine a
time moves with other people's jobs. Instructions retired by the process do not. This plays the
same game as ``savefile.py`` (same generators, same seed), saves it, and runs ``load_game`` in
a subprocess under ``perf stat -e instructions:u`` with ``--loads`` loads and with none; the
difference divided by the loads is the cost of one load.

Needs ``perf`` (Debian: ``apt-get install linux-perf``).

    .venv/bin/python bench/load_instructions.py                  # 100 years, seed 1, 3 loads
    .venv/bin/python bench/load_instructions.py --years 50 --loads 5
"""

from __future__ import annotations

import argparse
import os
import shutil
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(HERE))

from instructions import instructions  # noqa: E402 - the same perf counter as bench c)
from savefile import play  # noqa: E402

from diplomacy_desktop.engine.savefile import save_game  # noqa: E402

LOAD = """
import sys
from diplomacy_desktop.engine.board import standard_map
from diplomacy_desktop.engine.savefile import load_game
game_map = standard_map()
for _ in range(int(sys.argv[2])):
    load_game(sys.argv[1], game_map)
"""


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--years", type=int, default=100)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--loads", type=int, default=3)
    parser.add_argument("--file", type=Path, help="load this save instead of playing one")
    args = parser.parse_args(argv)
    if shutil.which("perf") is None:
        print("perf is not installed (apt-get install linux-perf)", file=sys.stderr)
        return 1
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    with tempfile.TemporaryDirectory() as tmp:
        path = args.file
        if path is None:
            path = Path(tmp) / "game.json"
            game = play(None, args.years, args.seed)
            save_game(game, path)
        command = [sys.executable, "-c", LOAD, str(path)]
        per_load = (instructions([*command, str(args.loads)], env) - instructions([*command, "0"], env)) / args.loads
    print(f"load_game of {path.name if args.file else f'a {args.years}-year game (seed {args.seed})'}: "
          f"{per_load / 1e6:.1f}M instructions per load (perf stat, {args.loads} loads)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
