"""The board and a game can be drawn in one process, in either order, any number of times.

Drawing the board first used to leave a bare QGuiApplication behind, and the game's
QGraphicsScene then crashed the interpreter (SIGSEGV). Each case runs in a child process so a
crash fails the test instead of killing pytest.
"""

from __future__ import annotations

import os
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]

PRELUDE = """
from pathlib import Path
from PySide6.QtGui import QImage
from diplomacy_desktop.engine.board import standard_map
from diplomacy_desktop.engine.game import Game
from diplomacy_desktop.ui.board.render_map import render_map_png
from diplomacy_desktop.ui.render_game import render_game_png

OUT = Path({out!r})
game = Game(standard_map())
game.adjudicate(force=True)

def board(name):
    render_map_png(OUT / name, 300)
    return name

def now(name):
    render_game_png(game, OUT / name, width=300)
    return name

def past(name):
    render_game_png(game, OUT / name, phase=0, width=300)
    return name

def check(*names):
    for name in names:
        image = QImage(str(OUT / name))
        assert not image.isNull() and image.width() == 300, name
    print("drawn:", " ".join(names))
"""


def run_child(tmp_path: Path, body: str) -> subprocess.CompletedProcess[str]:
    script = PRELUDE.format(out=str(tmp_path)) + textwrap.dedent(body)
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "PYTHONPATH": str(ROOT)}
    return subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, timeout=240, env=env,
                          cwd=ROOT)


@pytest.mark.parametrize("order", [
    "board('a.png'), now('b.png'), past('c.png'), board('d.png')",
    "now('a.png'), board('b.png'), past('c.png'), now('d.png')",
])
def test_board_and_game_drawn_in_one_process(tmp_path: Path, order: str) -> None:
    child = run_child(tmp_path, f"check({order})\n")
    assert child.returncode == 0, f"exit {child.returncode}: {child.stderr[-2000:]}"
    assert child.stdout.strip() == "drawn: a.png b.png c.png d.png"


def test_a_caller_with_only_a_gui_application_gets_an_error_not_a_crash(tmp_path: Path) -> None:
    child = run_child(tmp_path, """
        from PySide6.QtGui import QGuiApplication
        app = QGuiApplication([])
        check(board('a.png'))
        try:
            now('b.png')
        except RuntimeError as exc:
            print("refused:", exc)
    """)
    assert child.returncode == 0, f"exit {child.returncode}: {child.stderr[-2000:]}"
    assert "drawn: a.png" in child.stdout
    assert "refused: drawing a game needs a QApplication" in child.stdout
