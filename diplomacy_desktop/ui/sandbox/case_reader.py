"""Reading a case file off the window's thread, so a large one does not freeze the sandbox.

A case file may be as large as the engine reads (``engine/json_input.MAX_INPUT_BYTES``, 32 MB: a
batch of cases, of which the sandbox opens the first). Reading and parsing one that large took
1.8-2.1 s of the window's processor time, the window frozen meanwhile (``bench/sandbox_open.py``). So
:class:`CaseReader` reads the file, parses it and builds the :class:`~...teaching.sandbox.Setup`
on a thread of its own, the way :mod:`..solo.freshness` works out a fingerprint: a daemon thread
that touches no Qt object and hands back plain data, :class:`CaseRead`, through a signal queued to
the window's thread. The window then puts the set-up on the board, or says what is wrong with the
file, there. Every request carries a ticket: an answer to a request the window gave up (closed)
is dropped, never applied.

Two things made the window wait for the thread anyway, as Python threads share one interpreter
lock. The cyclic garbage collector ran full collections over the millions of objects the parser
makes, each holding the lock for a long stretch (the parse took 4 s instead of 0.8 s, with gaps
of 0.6 s in the window's event loop): it is off while the thread reads (every object is freed by
reference counting anyway). Freeing the parsed batch at once held the lock for 0.3 s: it is freed
a slice at a time. What remains is the parser itself, which holds the lock through a long stretch
of plain strings; the bench prints the longest gap.
"""

from __future__ import annotations

import gc
import threading
from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import QObject, Signal

from ...engine.board import MapModel
from ...engine.cases import CaseError
from ...engine.json_input import JsonInputError, loads, read_text_file
from ...teaching.sandbox import Setup


FREED_AT_ONCE = 256
"""Parsed cases freed between two chances for the window's thread to run (about 2 ms of work)."""


@dataclass(frozen=True)
class CaseRead:
    """What reading one case file gave: the set-up, or why there is none (English, from the
    engine's readers: it names the field or the fault)."""

    ticket: int
    path: Path
    setup: Setup | None
    problem: str = ""


def read_case_file(path: Path, game_map: MapModel) -> Setup:
    """The set-up of a case file (a batch: its first case).

    :raises JsonInputError: the file cannot be read as JSON (too large, not a file, damaged).
    :raises CaseError: a field is wrong (the message names it).
    """
    data = loads(read_text_file(path), path.name)
    try:
        case = data
        if isinstance(data, list):
            if not data:
                raise CaseError("case", "the file holds an empty list of cases")
            case = data[0]  # a batch: the sandbox opens its first case
        return Setup.from_case(case, game_map)
    finally:
        _let_go(data)


def _let_go(data: object) -> None:
    """Free a batch a slice at a time. Freeing 52,000 parsed cases in one go held the interpreter
    lock, and so the window, for 0.3 s; between slices the window's thread gets its turn."""
    if isinstance(data, list):
        while data:
            del data[-FREED_AT_ONCE:]


def read_case(ticket: int, path: Path, game_map: MapModel) -> CaseRead:
    """:func:`read_case_file` as data: what the window shows either way."""
    try:
        return CaseRead(ticket, path, read_case_file(path, game_map))
    except (JsonInputError, CaseError, ValueError, TypeError, KeyError) as exc:
        return CaseRead(ticket, path, None, str(exc))
    except MemoryError:
        return CaseRead(ticket, path, None, "not enough memory to read it")


class CaseReader(QObject):
    """One file at a time: :meth:`start`, then :attr:`finished` once (unless :meth:`cancel`)."""

    finished = Signal(object)
    """The :class:`CaseRead` of the request under way, on the window's thread."""
    _done = Signal(object)  # emitted by the thread, queued to this object's thread

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._ticket = 0
        self._thread: threading.Thread | None = None
        self._done.connect(self._on_done)

    @property
    def reading(self) -> bool:
        """A file is being read (its answer not delivered yet, and not cancelled)."""
        return self._thread is not None

    def start(self, path: Path, game_map: MapModel) -> int:
        """Read ``path`` on a thread; returns the request's ticket. A request under way is
        given up first (its answer will not be delivered)."""
        self.cancel()
        self._ticket += 1
        thread = threading.Thread(target=self._work, args=(self._ticket, Path(path), game_map),
                                  name=f"case-file-{self._ticket}", daemon=True)
        self._thread = thread
        thread.start()
        return self._ticket

    def cancel(self) -> None:
        """Give up the request under way: its answer is dropped. The thread is not waited for
        (a parse cannot be stopped half-way); a daemon thread, it never keeps the program open."""
        self._thread = None
        self._ticket += 1

    def _work(self, ticket: int, path: Path, game_map: MapModel) -> None:
        collecting = gc.isenabled()
        gc.disable()  # see the module's note: a 32 MB parse took 4 s with the collector, 0.8 s without
        try:
            answer = read_case(ticket, path, game_map)
        finally:
            if collecting:
                gc.enable()
        try:
            self._done.emit(answer)
        except RuntimeError:  # the window is gone (closed while reading): nobody is waiting
            pass

    def _on_done(self, answer: CaseRead) -> None:
        if answer.ticket != self._ticket or self._thread is None:
            return  # given up, or an earlier request: never applied
        self._thread = None
        self.finished.emit(answer)
