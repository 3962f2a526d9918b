"""Writing saves on a background thread, so an autosave never stalls the table.

Hot-seat play autosaves after every submission. The caller hands over a :class:`~.savefile.SavePlan`
(the current state's few lines, and the played phases by reference); the phases are turned into
text here, each once for the life of the game (:class:`~.savefile.HistoryTexts`, kept per file
on this thread), and the file is written piece by piece, fsync'd and renamed. Nothing long runs
on the caller's thread, and no single step here holds the interpreter's lock for long: the
window keeps its pace (``bench/savefile.py`` measures its longest wait).
Writes stay atomic (:func:`~.savefile.write_atomic`), run one at a time, and in order: when a
newer text for a file arrives before the older one was written, only the newer is written.
The thread lives as long as the program (starting one per save made the caller wait for it to be
scheduled, tens of milliseconds on a busy machine); at exit it is waited for (``atexit``), so a
save asked for completes even when the program ends.
"""

from __future__ import annotations

import atexit
import threading
import weakref
from pathlib import Path
from typing import Callable

from .savefile import HistoryTexts, SavePlan, write_atomic

ErrorHandler = Callable[[Path, OSError], None]
WrittenHandler = Callable[[Path, int | None], None]


class SaveWriter:
    """A queue of (path, text) writes served by one background thread, started on demand."""

    def __init__(self, on_error: ErrorHandler | None = None, on_written: WrittenHandler | None = None) -> None:
        self.on_error = on_error
        """Called on the writer's thread when a write fails (the old file is then intact)."""
        self.on_written = on_written
        """Called on the writer's thread when a file is on disk: ``(path, revision)``; the
        revision covers every older one asked for the same file (those were folded into it)."""
        self._cond = threading.Condition()
        self._waiting: dict[Path, tuple[str | list[str] | SavePlan, int | None]] = {}
        self._thread: threading.Thread | None = None
        self._busy = False
        """A write taken from the queue is under way."""
        self._caches: dict[Path, HistoryTexts] = {}
        """The phases' text per file, used on the writer's thread only (the last file's only)."""

    def submit(self, path: Path, text: str | list[str] | SavePlan, revision: int | None = None) -> None:
        """Queue ``text`` (or pieces of it, or a plan to be turned into text on the writer's
        thread) to be written to ``path``; returns at once. With a ``revision``, a file that
        holds that revision or a later one is not replaced (another window's, see
        :func:`~.savefile.write_atomic`)."""
        with self._cond:
            self._waiting[Path(path)] = (text, revision)  # replaces an older text not yet written
            if self._thread is None:
                self._thread = threading.Thread(target=self._run, name="save-writer", daemon=True)
                self._thread.start()
                _running.add(self)
            self._cond.notify_all()

    def flush(self, timeout: float | None = None) -> bool:
        """Wait until every queued text is on disk; False if ``timeout`` ran out first."""
        with self._cond:
            return self._cond.wait_for(lambda: not self._waiting and not self._busy, timeout)

    def _run(self) -> None:
        while True:
            with self._cond:
                self._busy = False
                self._cond.notify_all()
                self._cond.wait_for(lambda: bool(self._waiting))
                path = next(iter(self._waiting))
                text, revision = self._waiting.pop(path)
                self._busy = True
            try:
                write_atomic(path, self._content(path, text), revision=revision)
            except OSError as exc:
                self._report(path, exc)
                continue
            except Exception as exc:  # noqa: BLE001 - the thread must live on to serve later writes
                self._report(path, OSError(str(exc)))
                continue
            self._written(path, revision)

    def _content(self, path: Path, text: str | list[str] | SavePlan) -> str | list[bytes]:
        if isinstance(text, str):
            return text
        if isinstance(text, SavePlan):
            cache = self._caches.get(path)
            if cache is None:
                self._caches.clear()
                cache = self._caches[path] = HistoryTexts(share_the_lock=True)
            return text.pieces(cache)
        return "".join(text)

    def _written(self, path: Path, revision: int | None) -> None:
        _call(self.on_written, path, revision)

    def _report(self, path: Path, exc: OSError) -> None:
        _call(self.on_error, path, exc)


def _call(handler: Callable[..., object] | None, *args: object) -> None:
    """Tell a handler, if there is one; a broken handler must not stop the writes after it."""
    if handler is None:
        return
    try:
        handler(*args)
    except Exception:  # noqa: BLE001
        pass


_running: weakref.WeakSet[SaveWriter] = weakref.WeakSet()


@atexit.register
def _finish_writes() -> None:
    """At exit, every save asked for reaches the disk (the thread is a daemon: it would be cut off)."""
    for writer in list(_running):
        writer.flush()
