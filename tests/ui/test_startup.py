"""Start-up: the board is on screen before anything it does not need is loaded or asked.

A player starting the game sees the board first; the New Game dialog (or the unfinished games)
follows once it is painted, and the modules behind the game's dialogs, the sessions, the bots
and the hit-testing shapes load after that first paint, never before it (``bench/startup.py``
measures the time)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

from diplomacy_desktop.ui import app as ui_app
from diplomacy_desktop.ui.game_files import GameFiles

ROOT = Path(__file__).resolve().parents[2]

LATER = (
    "diplomacy_desktop.ui.hotseat.new_game_dialog",  # the New Game dialog
    "diplomacy_desktop.ui.hotseat.session",  # hot-seat games
    "diplomacy_desktop.ui.hotseat.curtain",
    "diplomacy_desktop.ui.solo.session",  # practice against bots
    "diplomacy_desktop.ui.solo.setup_dialog",
    "diplomacy_desktop.bots",
    "diplomacy_desktop.practice.session",
    "diplomacy_desktop.ui.teaching.window",  # lessons
    "diplomacy_desktop.ui.sandbox.window",
    "diplomacy_desktop.replay.plan",  # the results tab: list, playback and its controls
    "diplomacy_desktop.ui.board.playback",
    "diplomacy_desktop.ui.results.view",
    "diplomacy_desktop.ui.teaching.reference",  # the rules reference (its dock is there)
    "PySide6.QtSvg",  # the map is read back from the cache, not drawn from its SVG
    "html",
    "shapely",  # the hit-testing shapes
    "numpy",
    "svgelements",
    "cryptography",  # nothing is sealed before a game is under way
    "_hashlib",  # OpenSSL (hashlib): nothing is hashed either (seals, lineage, PIN locks)
    "diplomacy_desktop.engine.adjudicator",  # nothing is judged, or ordered, before the first paint
    "diplomacy_desktop.engine.rules",
    "diplomacy_desktop.engine.events",
    "importlib.resources",  # the data folder of a game installed as files is found without it (6 ms)
    "socket",  # the watch for SIGTERM starts as the game opens (ui.app.run_app)
    "diplomacy_desktop.engine.sealed_orders",  # a game's seals, made when a save, a load or a PIN needs them
    "diplomacy_desktop.engine.sealing",
    "diplomacy_desktop.engine.table",  # a table's seating and the variant's scenarios
    "diplomacy_desktop.engine.practice",
    "diplomacy_desktop.engine.history",  # played phases and how a game ended
    "diplomacy_desktop.engine.draw_ballot",
    "diplomacy_desktop.engine.outcomes",  # the reasons an order is refused or a move failed, in words
    "diplomacy_desktop.engine.ownership",
    "diplomacy_desktop.ui.reasons",
)
"""Modules a player's first look at the board does not need."""

CHILD = r"""
import json, os, sys
from PySide6.QtCore import QTimer
from diplomacy_desktop.ui import app as ui_app

make_window = ui_app.create_window
def create_window(argv):
    app, window = make_window(argv)
    window.view.firstPainted.connect(lambda: report(window))
    return app, window

def report(window):
    modules = sorted(sys.modules)  # now, before anything is loaded after the paint
    QTimer.singleShot(0, lambda: leave(window, modules))

def leave(window, modules):
    from diplomacy_desktop.ui.board import map_cache
    map_cache.wait_for_writes()  # the drawing of a first start is on disk for the next one
    print(json.dumps({"modules": modules, "reference_built": window.rules_reference._reference is not None}),
          flush=True)
    os._exit(0)

ui_app.create_window = create_window
from diplomacy_desktop.cli import main
main([])  # as the diplomacy-desktop command starts
"""


def start(folder: Path) -> dict[str, object]:
    """What a start of the game had loaded when its board was first painted."""
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", XDG_CONFIG_HOME=str(folder / "config"),
               XDG_DATA_HOME=str(folder / "data"), XDG_CACHE_HOME=str(folder / "cache"),
               PYTHONPATH=os.pathsep.join([str(ROOT), os.environ.get("PYTHONPATH", "")]))
    env.pop("DIPLOMACY_LANG", None)
    out = subprocess.run([sys.executable, "-c", CHILD], cwd=ROOT, env=env, capture_output=True, text=True,
                         timeout=120, check=True)
    return json.loads(out.stdout.strip().splitlines()[-1])


def test_the_board_is_painted_before_the_game_modules_load(tmp_path) -> None:  # noqa: ANN001
    first = start(tmp_path)  # the first start draws the map from its SVG
    assert [name for name in LATER if name in first["modules"] and name != "PySide6.QtSvg"] == []
    seen = start(tmp_path)  # the next one reads the drawing back
    loaded = [name for name in LATER if name in seen["modules"]]
    assert loaded == [], f"loaded before the board's first paint: {loaded}"
    assert "diplomacy_desktop.ui.main_window" in seen["modules"]  # the probe did see the start
    assert not seen["reference_built"], "the rules reference is built when first opened"


def test_the_game_opens_once_the_board_is_on_screen(qtbot, monkeypatch) -> None:  # noqa: ANN001
    asked: list[tuple[bool, Path | None]] = []

    def start_up(files: GameFiles, path: Path | None = None) -> None:
        asked.append((files.window.view._painted, path))

    monkeypatch.setattr(GameFiles, "start_up", start_up)
    _app, window = ui_app.launch(["saved.diplomacy.json"])
    qtbot.addWidget(window)
    assert asked == []  # nothing asked before the window is on screen
    qtbot.waitUntil(lambda: bool(asked), timeout=5000)
    assert asked == [(True, Path("saved.diplomacy.json"))]
    qtbot.wait(ui_app.START_UP_FALLBACK_MS + 100)
    assert len(asked) == 1  # the fallback does not open it twice


def test_the_results_tab_is_complete_once_the_board_is_on_screen(qtbot) -> None:  # noqa: ANN001
    from window_helpers import open_window

    window = open_window(qtbot)  # shown and painted
    qtbot.waitUntil(lambda: window.results_tab.built, timeout=5000)
    names = [action.objectName() for action in window.view_menu.actions()]
    playback = ["playback_play", "playback_step", "playback_skip", "playback_replay"]
    at = names.index("playback_play")
    assert names[at - 2:at] == ["focus_board", ""] and names[at:at + 4] == playback
    assert names[at + 4:at + 6] == ["", "show_orders"]  # in the View menu where they always were
    assert window.results.parent() is window.results_page
    assert window.tabs.tabText(window.tabs.indexOf(window.results_page)) == "Results"
    window.actions_by_name["show_results"].trigger()
    assert window.tabs.currentWidget() is window.results_page and window.results.isVisible()


GC_CHILD = r"""
import gc, json, os, sys
from PySide6.QtCore import QTimer
from diplomacy_desktop.ui import app as ui_app
from diplomacy_desktop.ui.game_files import GameFiles

seen = {}
make_window = ui_app.create_window
def create_window(argv):
    seen["while starting"] = gc.isenabled()
    app, window = make_window(argv)
    window.view.firstPainted.connect(lambda: seen.setdefault("at the board's paint", gc.isenabled()))
    return app, window

def start_up(files, path=None):  # where the game would open: report instead
    seen["game opening"] = gc.isenabled()
    seen["frozen"] = gc.get_freeze_count()
    print(json.dumps(seen), flush=True)
    os._exit(0)

ui_app.create_window = create_window
GameFiles.start_up = start_up
from diplomacy_desktop.cli import main
main([])  # as the diplomacy-desktop command starts
"""


def test_the_garbage_collector_waits_for_the_board_then_skips_what_the_start_made(tmp_path) -> None:  # noqa: ANN001
    """The game command holds Python's cyclic collector off until the board is on screen, then
    turns it back on with the start-up's objects frozen out of its way (ui.app)."""
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", XDG_CONFIG_HOME=str(tmp_path / "config"),
               XDG_DATA_HOME=str(tmp_path / "data"), XDG_CACHE_HOME=str(tmp_path / "cache"),
               PYTHONPATH=os.pathsep.join([str(ROOT), os.environ.get("PYTHONPATH", "")]))
    out = subprocess.run([sys.executable, "-c", GC_CHILD], cwd=ROOT, env=env, capture_output=True, text=True,
                         timeout=120, check=True)
    seen = json.loads(out.stdout.strip().splitlines()[-1])
    assert seen["while starting"] is False and seen["at the board's paint"] is False
    assert seen["game opening"] is True and seen["frozen"] > 10_000
