"""A new game, as the window shows it before anything is played, loads only what its board needs.

The window's first board is ``Game(standard_map())``: its position and seats. The seals and their
cryptography, a table's seating with the variant's scenarios, the history's values and the
reasons an order is refused are made or imported where they are used (``engine/game.py``), so the
window is on screen sooner (``bench/startup.py``; ``tests/ui/test_startup.py`` checks the real
start). This test keeps that true of the engine alone, and checks that the parts still come when
they are needed."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]

LATER = (
    "diplomacy_desktop.engine.sealed_orders",
    "diplomacy_desktop.engine.sealing",
    "diplomacy_desktop.engine.table",
    "diplomacy_desktop.engine.practice",
    "diplomacy_desktop.engine.history",
    "diplomacy_desktop.engine.draw_ballot",
    "diplomacy_desktop.engine.outcomes",
    "diplomacy_desktop.engine.ownership",
    "diplomacy_desktop.engine.adjudicator",
)
"""Modules a new game's board does not need."""

CHILD = r"""
import json, sys
from diplomacy_desktop.engine.board import standard_map
from diplomacy_desktop.engine.game import Game

game = Game(standard_map())
shown = [len(game.position.units["france"]), game.required_powers(), list(game.seat("france").orders()),
         game.scenario_rules]
at_first = sorted(sys.modules)
key = game.save_secrets()[0]  # a save asks for the seals
print(json.dumps({"first": at_first, "after_save": sorted(sys.modules), "key": len(key), "shown": shown}))
"""


def test_a_new_games_board_loads_no_seals_table_history_or_reasons() -> None:
    env = dict(os.environ, PYTHONPATH=os.pathsep.join([str(ROOT), os.environ.get("PYTHONPATH", "")]))
    out = subprocess.run([sys.executable, "-c", CHILD], cwd=ROOT, env=env, capture_output=True, text=True,
                         timeout=60, check=True)
    seen = json.loads(out.stdout.strip().splitlines()[-1])
    assert seen["shown"][0] == 3 and len(seen["shown"][1]) == 7 and seen["shown"][2] == []
    assert seen["shown"][3] is None  # the standard game: no scenario of the variant file
    loaded = [name for name in LATER if name in seen["first"]]
    assert loaded == [], f"loaded for a new game's board: {loaded}"
    assert "diplomacy_desktop.engine.sealing" in seen["after_save"] and seen["key"] == 32  # made when asked
