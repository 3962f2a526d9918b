"""Does the window keep turning while six Hard bots think? The event loop's longest gap, measured.

A real main window shows a crowded mid-game position (seven Easy bots, seed 5, to Spring 1905:
33 units). A 10 ms QTimer records the time between its ticks while six Hard bots order:

* ``no bots``: the timer alone for 1 s, what the board costs by itself;
* ``window thread``: as before issue 25, ``BotSeats.act()`` on the window's thread;
* ``worker thread``: ``ui/bot_worker.py``, the way the hot-seat and practice sessions run them now;

each once with the window idle and once with the board zoomed and repainted on every tick (the
work a player scrolling the wheel makes, so Python code on the window's thread has to win the
interpreter lock back from the bots). It prints the bots' time, the ticks, the longest gap and
the 99th percentile gap, and checks that both ways gave the same orders (the dice come from the
game, not from timing).

    QT_QPA_PLATFORM=offscreen .venv/bin/python bench/bot_thread.py [--rounds 3]
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "bench"))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from bot_command import midgame_position  # noqa: E402
from PySide6.QtCore import QElapsedTimer, QEventLoop, QTimer  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

from diplomacy_desktop.engine.board import standard_map
from diplomacy_desktop.bots.seats import BotSeats  # noqa: E402
from diplomacy_desktop.engine.game import Game  # noqa: E402

POOL: list = []
"""The process pool, with --pool."""
POWERS = ("austria", "england", "germany", "italy", "russia", "turkey")


class GapMeter:
    """A 10 ms timer noting the time between ticks (and zooming the board on each, if asked)."""

    def __init__(self, view, zoom: bool) -> None:  # noqa: ANN001
        self.view = view
        self.zoom = zoom
        self.clock = QElapsedTimer()
        self.last = 0
        self.gaps: list[tuple[int, float]] = []
        """(tick time in ns, ms since the tick before)."""
        self.mark = 0
        self.timer = QTimer()
        self.timer.setInterval(10)
        self.timer.timeout.connect(self._tick)
        self._flip = False
        self._ticks = 0

    def start(self) -> None:
        self.clock.start()
        self.last = 0
        self.timer.start()

    def bots_start(self) -> None:
        self.mark = self.clock.nsecsElapsed()

    def thinking_gaps(self) -> list[float]:
        """The gaps that ended after the bots started (the one they caused included)."""
        return [gap for at, gap in self.gaps if at > self.mark]

    def stop(self) -> None:
        self.timer.stop()

    def _tick(self) -> None:
        now = self.clock.nsecsElapsed()
        self.gaps.append((now, (now - self.last) / 1e6))
        self.last = now
        self._ticks += 1
        if self.zoom and self._ticks % 10 == 0:  # a wheel step every 100 ms, painted as Qt schedules it
            self._flip = not self._flip
            factor = 1.1 if self._flip else 1 / 1.1
            self.view.scale(factor, factor)


def fresh_bots(position) -> BotSeats:  # noqa: ANN001
    game = Game(standard_map(), position=position)
    game.seat("france").submit([])
    return BotSeats(game, {p: "hard" for p in POWERS}, seed=11)


def run_once(window, position, way: str, zoom: bool) -> tuple[float, list[float], dict]:  # noqa: ANN001
    from diplomacy_desktop.bots import valuation
    from diplomacy_desktop.ui.bot_worker import BotWorker

    valuation._recent = None
    bots = fresh_bots(position)
    meter = GapMeter(window.view, zoom)
    loop = QEventLoop()
    result: dict = {}
    t0 = [0.0]

    def no_bots() -> None:
        meter.bots_start()
        t0[0] = time.perf_counter()
        result["orders"] = {}

        def done() -> None:
            result["seconds"] = time.perf_counter() - t0[0]
            loop.quit()
        QTimer.singleShot(1000, done)

    def window_thread() -> None:
        meter.bots_start()
        t0[0] = time.perf_counter()
        bots.act()
        result["seconds"] = time.perf_counter() - t0[0]
        result["orders"] = {p: bots.game.seat(p).orders() for p in POWERS}  # (no table: every seat is open)
        QTimer.singleShot(30, loop.quit)  # a few ticks after, so the long gap is recorded

    worker = BotWorker()

    def answered(answers) -> None:  # noqa: ANN001
        result["seconds"] = time.perf_counter() - t0[0]
        result["orders"] = dict(answers.orders)
        QTimer.singleShot(30, loop.quit)

    worker.finished.connect(answered)

    def process_pool() -> None:
        from diplomacy_desktop.bots.seats import think

        meter.bots_start()
        t0[0] = time.perf_counter()
        tasks = bots.tasks()
        futures = [POOL[0].submit(think, task, None) for task in tasks]
        poll = QTimer()
        poll.setInterval(5)

        def check() -> None:
            if all(f.done() for f in futures):
                poll.stop()
                result["seconds"] = time.perf_counter() - t0[0]
                result["orders"] = {t.power: f.result() for t, f in zip(tasks, futures)}
                QTimer.singleShot(30, loop.quit)
        poll.timeout.connect(check)
        poll.start()
        result["poll"] = poll

    def worker_thread() -> None:
        meter.bots_start()
        t0[0] = time.perf_counter()
        worker.start(bots.tasks(), bots.answer)

    meter.start()
    QTimer.singleShot(50, {"no bots": no_bots, "window thread": window_thread, "worker thread": worker_thread,
                           "process pool": process_pool}[way])
    loop.exec()
    meter.stop()
    worker.cancel()
    return result["seconds"], meter.thinking_gaps(), result["orders"]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=3, help="runs of each way (default 3)")
    parser.add_argument("--switch-ms", type=float, default=None,
                        help="Python's switch interval for the run (default: the interpreter's, 5 ms); "
                             "the worker never raises it, only lowers it to 1 ms while bots think")
    parser.add_argument("--keep-interval", action="store_true",
                        help="the worker leaves the switch interval alone (the 5 ms row of docs/bots.md)")
    parser.add_argument("--only", default="", help="comma-separated ways to run (default: all)")
    parser.add_argument("--pool", action="store_true",
                        help="also a pool of two spawned processes (the alternative not chosen)")
    args = parser.parse_args()
    if args.switch_ms is not None:
        sys.setswitchinterval(args.switch_ms / 1000)
    app = QApplication.instance() or QApplication([])
    from diplomacy_desktop.ui.main_window import MainWindow
    from diplomacy_desktop.ui.bot_worker import THINKING_SWITCH_INTERVAL
    if args.keep_interval:
        from diplomacy_desktop.ui import bot_worker

        bot_worker.THINKING_SWITCH_INTERVAL = 1.0  # never below the interpreter's own

    position = midgame_position()
    window = MainWindow()
    window.resize(1300, 850)
    window.show()
    window.scene.show_position(position)
    app.processEvents()
    print(f"six Hard bots, mid-game position (S1905, {sum(len(u) for u in position.units.values())} units), "
          f"switch interval {sys.getswitchinterval() * 1000:.0f} ms (the worker lowers it to "
          f"{min(sys.getswitchinterval(), 1.0 if args.keep_interval else THINKING_SWITCH_INTERVAL) * 1000:.0f} ms "
          f"while bots think), "
          f"{args.rounds} rounds each")
    print(f"{'way':14} {'board':8} {'bots':>7} {'ticks':>6} {'longest gap':>12} {'p99 gap':>8} {'median':>7}")
    orders_seen: dict[str, dict] = {}
    run_once(window, position, "window thread", False)  # warm-up: first imports and caches
    ways = ["no bots", "window thread", "worker thread"]
    if args.pool:
        from concurrent.futures import ProcessPoolExecutor
        from multiprocessing import get_context

        t = time.perf_counter()
        POOL.append(ProcessPoolExecutor(max_workers=2, mp_context=get_context("spawn")))
        from diplomacy_desktop.bots.seats import think
        list(POOL[0].map(think, fresh_bots(position).tasks()[:2], [None, None]))
        print(f"process pool: two spawned processes ready to answer after {time.perf_counter() - t:.2f} s")
        ways.append("process pool")
    if args.only:
        ways = [w for w in ways if w in args.only.split(",") or w == "window thread"]
    for way in ways:
        for zoom in (False, True):
            seconds, gaps, ticks = [], [], []
            for _ in range(args.rounds):
                spent, round_gaps, orders = run_once(window, position, way, zoom)
                seconds.append(spent)
                gaps += round_gaps
                ticks.append(len(round_gaps))
                orders_seen.setdefault(way, orders)
                assert orders == orders_seen[way]
            gaps.sort()
            p99 = gaps[min(len(gaps) - 1, int(len(gaps) * 0.99))]
            print(f"{way:14} {'zooming' if zoom else 'idle':8} {statistics.median(seconds):6.2f}s "
                  f"{statistics.median(ticks):6.0f} {max(gaps):10.0f}ms {p99:6.0f}ms {statistics.median(gaps):5.0f}ms")
    same = all(orders_seen[w] == orders_seen["window thread"] for w in ways if w != "no bots")
    if POOL:
        POOL[0].shutdown()
    print(f"same orders on both threads: {same}")
    window.close()
    return 0 if same else 1


if __name__ == "__main__":
    raise SystemExit(main())
