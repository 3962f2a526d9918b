"""Quitting ends the program, whatever windows were opened from the board (issue 19, item 1).

Each test starts the real game command (``cli.main``) in a child process on Qt's offscreen
platform, with its own home, settings and data folders; a small driver in the child answers the
start-up dialog, opens the sandbox (and the lessons) as a player would from the Game menu, then
quits one way or another. The process must then end by itself within a few seconds."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
ENDS_WITHIN_S = 20
"""Generous for a loaded machine: a quit that works ends the child in about a second; one that
does not leaves it running until killed."""

DRIVER = r"""
import sys
from PySide6.QtWidgets import QApplication, QMessageBox
from PySide6.QtCore import QTimer

app = QApplication([sys.argv[0]])
steps = sys.argv[1].split(",")

def board():
    return next(w for w in QApplication.topLevelWidgets() if w.objectName() == "mainWindow")

def sandbox():
    return next(w for w in QApplication.topLevelWidgets() if w.objectName() == "sandboxWindow" and w.isVisible())

started = []

def answer_dialogs():
    # the New Game dialog at start-up is cancelled; "Unsaved changes" is answered Discard
    modal = QApplication.activeModalWidget()
    if isinstance(modal, QMessageBox):
        modal.button(QMessageBox.StandardButton.Discard).click()
    elif modal is not None:
        modal.reject()
        started.append(True)

poller = QTimer()
poller.timeout.connect(answer_dialogs)
poller.start(50)

ACTIONS = {
    "open": lambda: board().actions_by_name["sandbox"].trigger(),
    "lessons": lambda: board().actions_by_name["lessons"].trigger(),
    "order": lambda: (board().panel.typed.setText("A Vie - Gal"), board().panel.typed.returnPressed.emit()),
    "close_sandbox": lambda: sandbox().actions_by_name["quit"].trigger(),
    "quit": lambda: board().actions_by_name["quit"].trigger(),
    "close_board": lambda: board().close(),
}

def run(i=0):
    if i < len(steps):
        print(steps[i], flush=True)
        ACTIONS[steps[i]]()
        QTimer.singleShot(300, lambda: run(i + 1))

def when_ready():
    if started and QApplication.activeModalWidget() is None:
        run()
    else:
        QTimer.singleShot(100, when_ready)

QTimer.singleShot(100, when_ready)
from diplomacy_desktop import cli
code = cli.main([])
print("ended", code, flush=True)
"""


def run_game(tmp_path: Path, steps: list[str]) -> subprocess.CompletedProcess[str]:
    home = tmp_path / "home"
    home.mkdir()
    env = {k: v for k, v in os.environ.items() if not k.startswith(("XDG_", "DIPLOMACY_"))}
    env.update(QT_QPA_PLATFORM="offscreen", HOME=str(home), XDG_CONFIG_HOME=str(home / "config"),
               XDG_DATA_HOME=str(home / "data"), XDG_CACHE_HOME=str(home / "cache"),
               XDG_RUNTIME_DIR=str(tmp_path), PYTHONPATH=str(ROOT), DIPLOMACY_LANG="en")
    try:
        return subprocess.run([sys.executable, "-c", DRIVER, ",".join(steps)], cwd=tmp_path, env=env,
                              capture_output=True, text=True, timeout=ENDS_WITHIN_S)
    except subprocess.TimeoutExpired as exc:
        out = exc.stdout.decode() if isinstance(exc.stdout, bytes) else exc.stdout or ""
        pytest.fail(f"the program was still running {ENDS_WITHIN_S} s after {steps}; it did: {out!r}")


@pytest.mark.parametrize("steps", [
    pytest.param(["open", "close_sandbox", "quit"], id="sandbox-closed-then-ctrl-q"),
    pytest.param(["open", "order", "quit"], id="ctrl-q-discard-with-the-sandbox-open"),
    pytest.param(["lessons", "open", "close_board"], id="board-closed-with-sandbox-and-lessons-open"),
])
def test_the_program_ends_when_the_player_quits(tmp_path: Path, steps: list[str]) -> None:
    child = run_game(tmp_path, steps)
    assert child.stdout.split() == [*steps, "ended", "0"], child.stderr[-2000:]
