"""Bench c) of ``versus.py`` counted in processor instructions instead of seconds.

The shared development machine runs other people's jobs, and its speed varies about twofold
between runs, more for one engine than for the other, so a ratio of times can move from 6x to
10x between two runs of the same code. Instructions retired by the process do not depend on
that load. This script plays the same random games as ``versus.py``, writes the movement
phases for both engines, and runs each engine in a subprocess under ``perf stat -e
instructions:u`` twice: once only reading the phases and building what it needs (for the peer,
a ``Game`` standing in the position with its orders set), once also adjudicating every phase
``--passes`` times. The difference divided by the phases and passes is the cost of one
adjudication: ``adjudicate()`` for ours, ``process()`` for the peer, as c) times them.

Needs ``perf`` (Debian: ``apt-get install linux-perf``) and the peer's environment
(``sh bench/peer_env.sh``).

    .venv/bin/python bench/instructions.py                 # 1,000 phases, 3 passes
    .venv/bin/python bench/instructions.py --cases 300 --passes 5
"""

from __future__ import annotations

import argparse
import json
import os
import random
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
sys.path.insert(0, str(ROOT))

from bench.randomgames import random_game  # noqa: E402
from bench.versus import LAST_YEAR, PEER_PYTHON, ensure_peer, our_case, peer_orders, peer_state  # noqa: E402
from diplomacy_desktop.engine.board import standard_map  # noqa: E402
from diplomacy_desktop.engine.position import MOVEMENT  # noqa: E402

OURS = """
import sys
from diplomacy_desktop.engine.adjudicator import adjudicate
from diplomacy_desktop.engine.board import standard_map
from diplomacy_desktop.engine.cases import read_case
import json
gm = standard_map()
cases = [read_case(c, gm) for c in json.load(open(sys.argv[1], encoding="utf-8"))]
for _ in range(int(sys.argv[2])):
    for position, orders in cases:
        adjudicate(position, orders, gm)
"""

PEER = """
import sys, json
sys.path.insert(0, sys.argv[4])
from peer import _game, _set_orders
items = json.load(open(sys.argv[1], encoding="utf-8"))
for _ in range(int(sys.argv[2])):
    games = []
    for case in items:
        game = _game(case)
        _set_orders(game, case["orders"])
        games.append(game)
    if sys.argv[3] == "process":
        for game in games:
            game.process()
"""


def instructions(command: list[str], env: dict[str, str]) -> int:
    out = subprocess.run(["perf", "stat", "-x", ",", "-e", "instructions:u", *command], env=env,
                         capture_output=True, text=True, check=True, cwd=ROOT)
    for row in out.stderr.splitlines():
        if "instructions" in row:
            return int(row.split(",")[0])
    raise RuntimeError(f"perf printed no instruction count: {out.stderr}")


def per_run(command: list[str], passes: int, env: dict[str, str]) -> int:
    """Instructions of ``passes`` passes, less those of reading and setting up alone."""
    return instructions([*command, str(passes)], env) - instructions([*command, "0"], env)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--cases", type=int, default=1000)
    parser.add_argument("--games", type=int, default=25, help="random games to draw the cases from")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--passes", type=int, default=3)
    args = parser.parse_args(argv)
    if shutil.which("perf") is None:
        print("perf is not installed (apt-get install linux-perf)", file=sys.stderr)
        return 1
    ensure_peer()
    gm = standard_map()
    rng = random.Random(args.seed)
    steps = [s for _ in range(args.games) for s in random_game(rng, gm, LAST_YEAR)
             if s.position.phase.kind == MOVEMENT][:args.cases]
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    with tempfile.TemporaryDirectory() as tmp:
        ours_file, peer_file = Path(tmp) / "ours.json", Path(tmp) / "peer.json"
        ours_file.write_text(json.dumps([our_case(s.position, s.orders, i) for i, s in enumerate(steps)]),
                             encoding="utf-8")
        peer_file.write_text(json.dumps([{**peer_state(s.position), "orders": peer_orders(s.orders)} for s in steps]),
                             encoding="utf-8")
        work = len(steps) * args.passes
        ours = per_run([sys.executable, "-c", OURS, str(ours_file)], args.passes, env) / work
        # The peer builds its games anew in each pass (process() changes them): both runs build
        # them, only the second processes them.
        peer = [str(PEER_PYTHON), "-c", PEER, str(peer_file), str(args.passes)]
        theirs = (instructions([*peer, "process", str(HERE)], env) - instructions([*peer, "build", str(HERE)], env)) / work
    print(f"c) movement adjudication in-process, {len(steps)} phases x {args.passes} passes, "
          f"instructions per phase (perf stat)")
    print(f"  ours {ours / 1e6:.2f}M  peer {theirs / 1e6:.2f}M  ratio {theirs / ours:.2f}x  "
          f"(target >= 8x: {'met' if theirs / ours >= 8 else 'NOT met'})")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
