"""How long `diplomacy-desktop bot` takes to answer, per level, as a whole process.

The contract (docs/bots.md) promises an answer within 2 s at every level. This runs the real
command (``python -m diplomacy_desktop bot --level L --power P -``, the position on standard
input) on two positions and prints, per level, the wall-clock time of each run (start-up,
reading, thinking, output) and the bot's own thinking measured in-process:

* the opening position (Spring 1901, 22 units), for every power;
* a crowded mid-game position: seven Easy bots play seed 5 to Spring 1905 (30+ units on the
  board), the slowest kind of phase for Normal and Hard (more units, more candidates).

Each figure is the median and the worst of ``--repeat`` runs per power. Nothing is written to
the source tree.

    .venv/bin/python bench/bot_command.py                 # about 2 minutes on the 2-core machine
    .venv/bin/python bench/bot_command.py --repeat 1 --powers france
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from diplomacy_desktop.bots import Level, make_bot  # noqa: E402
from diplomacy_desktop.bots.match import power_rng  # noqa: E402
from diplomacy_desktop.engine.adjudicator import next_position  # noqa: E402
from diplomacy_desktop.engine.board import initial_position, standard_map  # noqa: E402
from diplomacy_desktop.engine.cases import write_case  # noqa: E402
from diplomacy_desktop.engine.position import MOVEMENT, Phase, Position  # noqa: E402
from diplomacy_desktop.engine.scenario_play import victory_centres  # noqa: E402

MIDGAME = Phase(1905, "spring", MOVEMENT)
MIDGAME_SEED = 5


def midgame_position(seed: int = MIDGAME_SEED, until: Phase = MIDGAME) -> Position:
    """Seven Easy bots play from 1901 to ``until`` (deterministic: each power its own stream)."""
    game_map = standard_map()
    position = initial_position(game_map)
    bot = make_bot(Level.EASY, victory_centres(game_map, None))
    rngs = {p: power_rng(seed, p) for p in game_map.powers}
    while position.phase < until:
        orders = {p: bot.orders_for(position, p, rngs[p], game_map) for p in game_map.powers}
        position = next_position(position, {p: o for p, o in orders.items() if o}, game_map)
    return position


def case_text(position: Position, power: str) -> str:
    case = write_case(position)
    case.pop("orders", None)
    case["power"] = power
    return json.dumps(case)


def run_command(text: str, level: str) -> tuple[float, list[str]]:
    t0 = time.perf_counter()
    out = subprocess.run([sys.executable, "-m", "diplomacy_desktop", "bot", "--level", level, "-"], input=text,
                         capture_output=True, text=True, cwd=ROOT, timeout=120,
                         env={"PYTHONPATH": str(ROOT), "PATH": "/usr/bin:/bin", "PYTHONDONTWRITEBYTECODE": "1"})
    spent = time.perf_counter() - t0
    if out.returncode != 0:
        raise SystemExit(f"the bot command failed: {out.stderr}")
    return spent, json.loads(out.stdout)["orders"]


def thinking(position: Position, power: str, level: str) -> float:
    """The bot's own time in this process (no start-up), the valuation cache cold."""
    from diplomacy_desktop.bots import valuation

    valuation._recent = None
    t0 = time.perf_counter()
    make_bot(level, victory_centres(standard_map(), None)).orders_for(position, power, random.Random(0), standard_map())
    return time.perf_counter() - t0


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=2, help="runs per power and level (default 2)")
    parser.add_argument("--powers", default="", help="comma-separated powers (default: all seven)")
    args = parser.parse_args()
    game_map = standard_map()
    powers = [p for p in args.powers.split(",") if p] or list(game_map.powers)
    positions = {"opening (S1901)": initial_position(game_map), "mid-game (S1905)": midgame_position()}
    for name, position in positions.items():
        units = sum(len(u) for u in position.units.values())
        print(f"{name}: {units} units, {len(position.centres)} owned centres")
    print()
    print(f"{'position':18} {'level':7} {'command median':>15} {'command worst':>14} {'thinking median':>16} "
          f"{'thinking worst':>15}")
    worst_all = 0.0
    for name, position in positions.items():
        for level in ("easy", "normal", "hard"):
            walls, thinks = [], []
            for power in powers:
                if not position.units.get(power):
                    continue
                text = case_text(position, power)
                for _ in range(args.repeat):
                    spent, _ = run_command(text, level)
                    walls.append(spent)
                thinks.append(thinking(position, power, level))
            worst_all = max(worst_all, max(walls))
            print(f"{name:18} {level:7} {statistics.median(walls):14.2f}s {max(walls):13.2f}s "
                  f"{statistics.median(thinks) * 1000:14.0f}ms {max(thinks) * 1000:13.0f}ms")
    print()
    print(f"slowest answer of the command: {worst_all:.2f} s (target: within 2 s at every level)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
