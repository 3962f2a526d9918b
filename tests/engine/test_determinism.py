"""Nothing the engine, the CLI or a save file produces depends on the hash seed or set order.

Python salts string hashes per process, so a set iterated into a list can come out in another
order in the next process: a save listing dislodged units in set order then failed to load in
some fresh processes. These tests run the same games, saves and CLI batches in subprocesses
under several ``PYTHONHASHSEED`` values and compare the bytes.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
SEEDS = ("0", "1", "2", "3", "12345")

GAME_SCRIPT = r"""
import json, random, sys
from diplomacy_desktop.engine.board import standard_map
from diplomacy_desktop.engine.game import Game
from diplomacy_desktop.engine.legal import all_legal_orders
from diplomacy_desktop.engine.savefile import game_to_json
from diplomacy_desktop.engine.orders import Move, SupportMove

rng = random.Random(20261123)
game = Game(standard_map())
lines = []
while game.position.phase.year < 1908 and not game.is_over:
    pos = game.position
    choice = {}
    for power in game.required_powers():
        for loc, legal in all_legal_orders(pos, power, game.map).items():
            moves = [o for o in legal if isinstance(o, Move)]
            choice[(power, loc)] = rng.choice(moves if moves and rng.random() < 0.5 else legal)
    # Re-aim some units at supporting the moves just chosen, so dislodgements and retreats happen.
    moves = {(o.unit, o.dest) for o in choice.values() if isinstance(o, Move)}
    for (power, loc), order in choice.items():
        if not isinstance(order, Move) and rng.random() < 0.8:
            fits = [o for o in all_legal_orders(pos, power, game.map)[loc]
                    if isinstance(o, SupportMove) and (o.supported, o.dest) in moves]
            if fits:
                choice[(power, loc)] = rng.choice(fits)
    for power in game.required_powers():
        game.seat(power).submit([o for (p, _), o in choice.items() if p == power])
    resolution = game.adjudicate()
    lines.append(repr(resolution.events))
    lines.append(repr(sorted((p, [(str(r.order), r.outcome.value, r.reason.to_json()) for r in rs])
                             for p, rs in resolution.results.items())))
    lines.append(repr(resolution.dislodged))
data = game_to_json(game)
for key in ("file_key", "game_id"):  # random by design, not by hash order
    data.pop(key, None)
lines.append(json.dumps(data, sort_keys=False))
sys.stdout.write("\n".join(lines))
"""


def _run(args: list[str], seed: str, stdin: str | None = None) -> str:
    env = {**os.environ, "PYTHONHASHSEED": seed}
    done = subprocess.run([sys.executable, *args], input=stdin, capture_output=True, text=True, env=env,
                          cwd=ROOT, timeout=300)
    assert done.returncode == 0, done.stderr[-2000:]
    return done.stdout


def test_a_whole_game_and_its_save_are_the_same_under_every_hash_seed() -> None:
    outputs = {seed: _run(["-c", GAME_SCRIPT], seed) for seed in SEEDS}
    first = outputs[SEEDS[0]]
    assert "Dislodged(" in first, "the scripted game should dislodge units, or this test proves little"
    for seed, out in outputs.items():
        assert out == first, f"PYTHONHASHSEED={seed} gave other output"


def test_the_cli_batch_is_byte_identical_under_every_hash_seed() -> None:
    cases = (ROOT / "tests" / "data" / "datc.json").read_text()
    outputs = {seed: _run(["-m", "diplomacy_desktop", "adjudicate", "-"], seed, stdin=cases) for seed in SEEDS[:3]}
    first = outputs[SEEDS[0]]
    assert '"dislodged":[{' in first
    for seed, out in outputs.items():
        assert out == first, f"PYTHONHASHSEED={seed} gave other output"
