"""Frames per second while a busy phase resolves on the board (offscreen, 1920x1080).

The window is the real one (``MainWindow``), sized 1920x1080 on the offscreen platform; a
movement phase with 34 units (moves, bounces, supports, a convoy, dislodgements) is judged and
played at normal speed. Every paint of the board view is counted and timed; the figures printed
are the frames the view painted per second of playback, how long one paint took (the map
is cached per zoom level, so a frame repaints only the pieces and arrows that moved), and the
late frames: those drawn more than 20 ms after the one before (Qt's animation timer ticks every
16 ms), with where they fell (the first frame shows the orders and the results tab at once).
The target is at least 60 frames per second. With ``--frames DIR`` it also writes PNG frames of a
standoff, a dislodgement and its retreat, a convoy and a build phase.

    .venv/bin/python bench/animation.py
    .venv/bin/python bench/animation.py --runs 3 --zoom 2
    .venv/bin/python bench/animation.py --frames /tmp/frames
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QElapsedTimer, QEventLoop, QRectF, QSettings, QTimer  # noqa: E402
from PySide6.QtGui import QColor, QImage, QPainter  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

from diplomacy_desktop.engine.board import standard_map
from diplomacy_desktop.engine.adjudicator import Resolution, adjudicate  # noqa: E402
from diplomacy_desktop.engine.board import standard_map  # noqa: E402
from diplomacy_desktop.engine.cases import read_case  # noqa: E402
from diplomacy_desktop.engine.game import Game  # noqa: E402
from diplomacy_desktop.engine.position import Position  # noqa: E402
from diplomacy_desktop.ui.board.view import BoardView  # noqa: E402

TARGET_FPS = 60

BUSY_UNITS = {
    "england": ["F nth", "F nwg", "A yor", "F eng", "A lon"],
    "france": ["A bur", "A par", "F mao", "A gas", "F bre"],
    "germany": ["A mun", "A ruh", "A kie", "F hel", "A ber"],
    "italy": ["A ven", "A tyr", "F ion", "A rom", "F tys"],
    "austria": ["A vie", "A bud", "A gal", "F tri", "A ser"],
    "russia": ["A war", "A ukr", "F sev", "A mos", "F bot"],
    "turkey": ["A bul", "F bla", "A con", "F aeg"],
}
"""34 units, four or five a power, close enough to fight."""

BUSY_ORDERS = {
    "england": ["F nth C A yor - hol", "A yor - hol", "F nwg - nwy", "F eng - bel", "A lon H"],
    "france": ["A bur - bel", "A par S A bur - bel", "F mao - spa/nc", "A gas - mar", "F bre - pic"],
    "germany": ["A mun - bur", "A ruh S A mun - bur", "A kie - hol", "F hel S A kie - hol", "A ber - sil"],
    "italy": ["A ven - tri", "A tyr S A ven - tri", "F ion - gre", "A rom - ven", "F tys - tun"],
    "austria": ["A vie - tyr", "A bud - rum", "A gal - sil", "F tri H", "A ser S F tri"],
    "russia": ["A war - gal", "A ukr - rum", "F sev S A ukr - rum", "A mos - war", "F bot - swe"],
    "turkey": ["A bul - gre", "F bla - rum", "A con - bul", "F aeg S A bul - gre"],
}


def busy_phase() -> tuple[Position, Resolution]:
    position, orders = read_case({"phase": {"season": "spring", "year": 1903, "type": "movement"},
                                  "units": BUSY_UNITS, "orders": BUSY_ORDERS}, standard_map())
    return position, adjudicate(position, orders, standard_map())


class TimedView:
    """Counts and times the board view's paints (wraps ``BoardView.paintEvent``)."""

    def __init__(self) -> None:
        self.paints: list[float] = []
        self.stamps: list[float] = []
        self.counting = False
        original = BoardView.paintEvent
        timer = QElapsedTimer()

        def paint(view, event):  # noqa: ANN001, ANN202
            timer.start()
            original(view, event)
            if self.counting:
                self.paints.append(timer.nsecsElapsed() / 1e6)
                self.stamps.append(time.perf_counter())

        BoardView.paintEvent = paint  # type: ignore[method-assign]


def wait(ms: int) -> None:
    loop = QEventLoop()
    QTimer.singleShot(ms, loop.quit)
    loop.exec()


LATE_MS = 20.0
"""A frame drawn later than this after the one before missed the animation timer's tick."""


def run_once(window, timed: TimedView, position: Position,  # noqa: ANN001
             resolution: Resolution) -> tuple[float, float, float, float, list[tuple[int, float]]]:
    """Frames per second while it plays, median and worst paint (ms), the set-up time (ms)
    from the judged phase to its first frame (building the plan and the animations), and the
    late frames (their index and the time since the frame before, ms)."""
    window.playback.stop()
    window.mode.set(__import__("diplomacy_desktop.ui.modes", fromlist=["Ordering"]).Ordering())
    wait(200)
    timed.paints.clear()
    timed.stamps.clear()
    setup = time.perf_counter()
    window.show_results(resolution, position)  # the plan and its animations are built here
    clock = time.perf_counter()
    timed.counting = True
    while not window.playback.is_done():
        QApplication.processEvents(QEventLoop.ProcessEventsFlag.AllEvents, 5)
    elapsed = time.perf_counter() - clock
    timed.counting = False
    frames = len(timed.paints)
    gaps = [(b - a) * 1000 for a, b in zip(timed.stamps, timed.stamps[1:])]
    late = [(i + 1, gap) for i, gap in enumerate(gaps) if gap > LATE_MS]
    return frames / elapsed, statistics.median(timed.paints), max(timed.paints), (clock - setup) * 1000, late


def write_frames(folder: Path) -> None:
    """PNG frames of what a player should be able to see (for checking the drawing by eye)."""
    from diplomacy_desktop.ui.board.playback import Playback
    from diplomacy_desktop.ui.board.scene import BoardScene

    folder.mkdir(parents=True, exist_ok=True)
    cases = {
        "standoff": ("spring 1901 movement", {"germany": ["A ber", "A mun"], "russia": ["A war"]},
                     {"germany": ["A ber - sil", "A mun - boh"], "russia": ["A war - sil"]}, {},
                     QRectF(560, 560, 420, 260), (0.3, 0.6, 1.0)),
        "dislodgement": ("spring 1901 movement", {"germany": ["A mun", "A ruh"], "france": ["A bur"]},
                         {"germany": ["A mun - bur", "A ruh S A mun - bur"], "france": ["A bur H"]}, {},
                         QRectF(400, 660, 420, 300), (0.3, 0.8, 1.0)),
        "retreat": ("spring 1901 retreats", {"germany": ["A bur", "A ruh"]}, {"france": ["A bur - pic"]},
                    {"dislodged": [{"power": "france", "unit": "A bur", "attacker_from": "mun"}]},
                    QRectF(400, 660, 420, 300), (0.5, 1.0)),
        "convoy": ("spring 1901 movement", {"england": ["A lon", "F eng", "F mao", "F wes"]},
                   {"england": ["A lon - tun", "F wes C A lon - tun", "F eng C A lon - tun", "F mao C A lon - tun"]},
                   {}, QRectF(80, 560, 720, 740), (0.25, 0.5, 0.75, 1.0)),
        "builds": ("winter 1901 adjustments", {"russia": ["A mos", "F sev", "A ukr", "A gal"], "france": ["A bur"]},
                   {"russia": [], "france": ["A par B", "F bre B"]},
                   {"supply_centers": {"russia": ["mos", "sev", "war"], "france": ["par", "bre", "mar", "spa"]}},
                   QRectF(360, 520, 900, 420), (0.3, 0.6, 1.0)),
    }
    for name, (phase, units, orders, extra, rect, moments) in cases.items():
        season, year, kind = phase.split()
        position, given = read_case({"phase": {"season": season, "year": int(year), "type": kind}, "units": units,
                                     "orders": orders, **extra}, standard_map())
        scene = BoardScene(Game(standard_map()).map)
        playback = Playback(scene)
        playback.load(position, adjudicate(position, given, standard_map()), start=False)
        group = playback.group
        group.start()
        group.pause()
        for moment in moments:
            group.setCurrentTime(round(group.totalDuration() * moment))
            if moment >= 1.0:
                playback.skip_to_end()
            width = 900
            image = QImage(width, round(width * rect.height() / rect.width()), QImage.Format.Format_ARGB32)
            image.fill(QColor("white"))
            painter = QPainter(image)
            painter.setRenderHint(QPainter.RenderHint.Antialiasing)
            scene.render(painter, QRectF(0, 0, image.width(), image.height()), rect)
            painter.end()
            image.save(str(folder / f"{name}-{round(moment * 100):03d}.png"))
        print(f"frames of {name}: {', '.join(f'{round(m * 100)}%' for m in moments)}")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--zoom", type=float, default=1.0, help="board zoom (1 = whole board)")
    parser.add_argument("--frames", type=Path, default=None, help="also write PNG frames to this folder")
    args = parser.parse_args()
    QSettings.setDefaultFormat(QSettings.Format.IniFormat)  # never the player's own settings
    QSettings.setPath(QSettings.Format.IniFormat, QSettings.Scope.UserScope, "/tmp/diplomacy-bench-settings")
    app = QApplication.instance() or QApplication([sys.argv[0]])
    from diplomacy_desktop.ui.main_window import MainWindow

    timed = TimedView()
    window = MainWindow(Game(standard_map()))
    window.playback.speed, window.playback.motion = 1.0, True
    window.resize(1920, 1080)
    window.show()
    from diplomacy_desktop.ui.board.scene import board_geometry
    board_geometry()  # built just after start-up in the app; not part of a playback
    wait(300)
    window.view.set_zoom(args.zoom)
    position, resolution = busy_phase()
    units = sum(len(u) for u in position.units.values())
    plan_ms = None
    results = []
    for _ in range(args.runs):
        results.append(run_once(window, timed, position, resolution))
        plan_ms = window.playback.loaded.plan.duration_ms
    fps = statistics.median(r[0] for r in results)
    paint = statistics.median(r[1] for r in results)
    worst = max(r[2] for r in results)
    setup = statistics.median(r[3] for r in results)
    print(f"busy phase: {units} units, {plan_ms} ms of animation at speed 1, window 1920x1080, zoom {args.zoom:g}")
    for i, (f, p, w, s, late) in enumerate(results, 1):
        where = ", ".join(f"frame {n}: {gap:.0f} ms" for n, gap in late) or "none"
        print(f"run {i}: {f:.1f} frames/s, paint median {p:.1f} ms, worst {w:.1f} ms, set-up {s:.0f} ms; "
              f"late frames: {where}")
    lates = [len(r[4]) for r in results]
    print(f"playback: median {fps:.1f} frames/s, paint median {paint:.1f} ms, worst {worst:.1f} ms, "
          f"set-up {setup:.0f} ms, late frames per run {statistics.median(lates):g} ({min(lates)}-{max(lates)}) "
          f"(target >= {TARGET_FPS} frames/s: {'met' if fps >= TARGET_FPS else 'NOT met'})")
    if args.frames is not None:
        write_frames(args.frames)
    window.close()
    del app
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
