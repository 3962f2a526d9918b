"""Bots think on a worker thread, so the window answers menus, zoom and history meanwhile.

The window hands :class:`BotWorker` frozen :class:`~diplomacy_desktop.bots.seats.BotTask` values
(the public position, the power, the level, the seed of the dice) and a function that answers
one; the thread answers them in order and sends back plain data, :class:`BotAnswers`. It never
touches a Qt object, the game or anything else the window changes: only what it was given.
The dice come from the task's seed, never from timing, so the orders are those the bots gave
when they ordered on the window's thread.

A cancel (the game closed, another opened, the application quitting) sets a flag the thread
reads between bots and joins it, so it waits at most for the bot thinking at that moment, and
every answer carries the ticket of its request: an answer arriving after a cancel, or for an
earlier request, is dropped, never applied to another game.

Threads, not processes: the bots are pure Python and hold the interpreter lock while they
think, but Python hands the lock to the waiting window thread every switch interval, so the
window's event loop keeps turning. While bots think the interval is 1 ms instead of 5 ms (each
Python call the window makes waits at most that long for the lock); ``bench/bot_thread.py``
measures the loop's longest gap while six Hard bots think (docs/bots.md has the figures, and
why no process pool).
"""

from __future__ import annotations

import sys
import threading
from dataclasses import dataclass
from typing import Callable, Mapping, Sequence

from PySide6.QtCore import QCoreApplication, QObject, Signal
from PySide6.QtWidgets import QProgressBar, QStatusBar

from ..bots.seats import BotTask
from ..engine.orders import Order

__all__ = ["BotAnswers", "BotWorker", "ThinkingBar"]

Answer = Callable[[BotTask], tuple[Order, ...]]
THINKING_SWITCH_INTERVAL = 0.001
"""Seconds between the interpreter's hand-overs of its lock while bots think (Python's default is 0.005)."""


@dataclass(frozen=True)
class BotAnswers:
    """What the bots of one request gave: orders by power (in the tasks' order) and the powers
    whose bot failed (an exception in its own code: its units hold, the others still play)."""

    ticket: int
    orders: Mapping[str, tuple[Order, ...]]
    failed: tuple[str, ...]


class BotWorker(QObject):
    """One request at a time: :meth:`start`, then :attr:`progress` per bot and :attr:`finished` once."""

    progress = Signal(int, int)
    """(bots answered, bots asked), on the window's thread."""
    finished = Signal(object)
    """The :class:`BotAnswers` of the current request, on the window's thread (never after a cancel)."""
    _answered = Signal(int, int, int)  # ticket, done, total: emitted by the thread, queued to this one
    _done = Signal(object)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._ticket = 0
        self._thread: threading.Thread | None = None
        self._stop = threading.Event()
        self._switch_interval: float | None = None
        """The interpreter's switch interval before the bots started (None: not changed now)."""
        self._answered.connect(self._on_answered)
        self._done.connect(self._on_done)
        app = QCoreApplication.instance()
        if app is not None:  # quitting while bots think: stop them, so the process can end
            app.aboutToQuit.connect(self.cancel)

    @property
    def thinking(self) -> bool:
        """A request is under way (its answer not delivered yet, and not cancelled)."""
        return self._thread is not None

    def start(self, tasks: Sequence[BotTask], answer: Answer) -> int:
        """Answer ``tasks`` on a worker thread; returns the request's ticket. A request still
        under way is cancelled first (its answer will never be delivered)."""
        self.cancel()
        self._ticket += 1
        self._stop = threading.Event()
        self._switch_interval = sys.getswitchinterval()
        sys.setswitchinterval(min(self._switch_interval, THINKING_SWITCH_INTERVAL))
        thread = threading.Thread(target=self._run, args=(self._ticket, tuple(tasks), answer, self._stop),
                                  name=f"bots-{self._ticket}", daemon=False)
        self._thread = thread
        thread.start()
        return self._ticket

    def cancel(self) -> None:
        """Stop the request under way (if any) and wait for its thread: at most one bot's thinking.
        Its answer, even if already on its way, is dropped."""
        thread, self._thread = self._thread, None
        self._ticket += 1  # whatever the old thread sent is now stale
        self._stop.set()
        if thread is not None and thread is not threading.current_thread():
            thread.join()
        self._restore_switch_interval()

    def _restore_switch_interval(self) -> None:
        if self._switch_interval is not None:
            sys.setswitchinterval(self._switch_interval)
            self._switch_interval = None

    def _run(self, ticket: int, tasks: tuple[BotTask, ...], answer: Answer, stop: threading.Event) -> None:
        """The worker thread: only the tasks and the answer function, no Qt object but this
        one's signals (which Qt queues to the window's thread)."""
        orders: dict[str, tuple[Order, ...]] = {}
        failed: list[str] = []
        for done, task in enumerate(tasks, start=1):
            if stop.is_set():
                return
            try:
                orders[task.power] = tuple(answer(task))
            except Exception:  # noqa: BLE001 - a bot's own fault must not stop the table
                orders[task.power] = ()
                failed.append(task.power)
            if stop.is_set():
                return
            self._answered.emit(ticket, done, len(tasks))
        if not stop.is_set():
            self._done.emit(BotAnswers(ticket, orders, tuple(failed)))

    def _on_answered(self, ticket: int, done: int, total: int) -> None:
        if ticket == self._ticket and self._thread is not None:
            self.progress.emit(done, total)

    def _on_done(self, answers: BotAnswers) -> None:
        if answers.ticket != self._ticket or self._thread is None:
            return  # cancelled, or an earlier request: never applied
        thread, self._thread = self._thread, None
        thread.join()  # it has sent its last signal: this returns at once
        self._restore_switch_interval()
        self.finished.emit(answers)


class ThinkingBar(QProgressBar):
    """The status bar's progress while bots think ("Bots are thinking: 3 of 6"), hidden otherwise.

    A permanent widget of the status bar, so a temporary message (shown left of the permanent
    widgets) never hides it."""

    def __init__(self, status_bar: QStatusBar) -> None:
        super().__init__(status_bar)
        self.setObjectName("botsThinking")
        self.setTextVisible(True)
        self.hide()
        self._status_bar = status_bar
        status_bar.addPermanentWidget(self)

    def show_progress(self, text: str, done: int, total: int) -> None:
        """``text`` is already translated and filled in (a ``%`` in it is shown as is)."""
        self.setRange(0, max(total, 1))
        self.setValue(done)
        self.setFormat(text.replace("%", "%%"))
        self.setMinimumWidth(self.fontMetrics().horizontalAdvance(text) + 24)  # the text on one line
        self.show()

    def remove(self) -> None:
        """Out of the status bar for good (the session gives the window back)."""
        self._status_bar.removeWidget(self)
        self.deleteLater()
