"""Are a level's practice figures current? Told without making the window wait.

The baselines file records the fingerprint of the bots that played each level's simulated games
(:mod:`diplomacy_desktop.practice.behaviour`); the figures are current when the running bots give
the same one (:meth:`~diplomacy_desktop.practice.baseline.Baselines.current`, the rule the
scorecard applies too). Working out the running Hard bots' fingerprint takes about 0.7 s of
processor time, too long for the set-up dialog's thread: :class:`BotFingerprints` works it out
on a thread of its own, once per level and process (through
:func:`~diplomacy_desktop.practice.behaviour.current_fingerprint`, whose cache the scorecard then
reads at no cost), and signals when it is known.
"""

from __future__ import annotations

import threading
from enum import Enum
from typing import Callable

from PySide6.QtCore import QObject, Signal

from ...bots import Level
from ...practice.baseline import Baselines
from ...practice.behaviour import current_fingerprint


class Freshness(str, Enum):
    """What the player can be told of a level's figures."""

    CURRENT = "current"
    """Measured with the bots the player will meet."""
    OUT_OF_DATE = "out of date"
    """Measured with earlier bots of the level (their fingerprint differs)."""
    UNRECORDED = "unrecorded"
    """The file does not say which bots played: they may be out of date."""
    CHECKING = "checking"
    """The running bots' fingerprint is being worked out (:attr:`BotFingerprints.ready` follows)."""


class BotFingerprints(QObject):
    """The running bots' fingerprints, each worked out once on a worker thread."""

    ready = Signal(str)
    """A level's fingerprint is known now (the level's value), on the window's thread."""

    def __init__(self, fingerprint: Callable[[Level], str] = current_fingerprint,
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._fingerprint = fingerprint
        self._known: dict[Level, str] = {}
        self._asked: set[Level] = set()
        self._lock = threading.Lock()

    def known(self, level: Level | str) -> str | None:
        """The level's fingerprint if it has been worked out (never works it out)."""
        with self._lock:
            return self._known.get(Level(level))

    def request(self, level: Level | str) -> None:
        """Work the level's fingerprint out on a thread unless known or under way; :attr:`ready`
        tells when it is. A daemon thread: quitting meanwhile does not wait for it."""
        level = Level(level)
        with self._lock:
            if level in self._known or level in self._asked:
                return
            self._asked.add(level)
        threading.Thread(target=self._work, args=(level,), name=f"fingerprint-{level.value}", daemon=True).start()

    def _work(self, level: Level) -> None:
        try:
            value = self._fingerprint(level)
        except Exception:  # noqa: BLE001 - a bot that fails here fails in the game too, where it is reported
            value = ""
        with self._lock:
            self._known[level] = value
        try:
            self.ready.emit(level.value)  # queued to the window's thread, where this object lives
        except RuntimeError:  # the application is quitting and has deleted this object: nobody is waiting
            pass

    def freshness(self, baselines: Baselines, level: Level | str) -> Freshness:
        """The level's figures in ``baselines`` against the running bots; :attr:`Freshness.CHECKING`
        (and the work started) while the running bots' fingerprint is not known yet."""
        level = Level(level)
        record = baselines.measure(level)
        if record is None or record.behaviour is None:
            return Freshness.UNRECORDED
        running = self.known(level)
        if running is None:
            self.request(level)
            return Freshness.CHECKING
        return Freshness.CURRENT if baselines.current(level, lambda _level: running) else Freshness.OUT_OF_DATE


_shared: BotFingerprints | None = None


def shared_fingerprints() -> BotFingerprints:
    """The process's one :class:`BotFingerprints` (made on first use, on the window's thread)."""
    global _shared
    if _shared is None:
        _shared = BotFingerprints()
    return _shared
