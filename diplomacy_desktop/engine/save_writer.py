"""Writing saves on a background thread, so an autosave never stalls the table.

Hot-seat play autosaves after every submission. Serializing the game is cheap with
:class:`~.savefile.HistoryTexts`; writing, ``fsync`` and renaming a file of a megabyte or two
can take tens of milliseconds on a slow disk, and that part runs here, off the caller's thread.
Writes stay atomic (:func:`~.savefile.write_atomic`), run one at a time, and in order: when a
newer text for a file arrives before the older one was written, only the newer is written.
The thread is not a daemon, so a save in progress completes even when the program exits.
"""

from __future__ import annotations

import threading
from pathlib import Path
from typing import Callable

from .savefile import write_atomic

ErrorHandler = Callable[[Path, OSError], None]


class SaveWriter:
    """A queue of (path, text) writes served by one background thread, started on demand."""

    def __init__(self, on_error: ErrorHandler | None = None) -> None:
        self.on_error = on_error
        """Called on the writer's thread when a write fails (the old file is then intact)."""
        self._cond = threading.Condition()
        self._waiting: dict[Path, str | list[str]] = {}
        self._thread: threading.Thread | None = None

    def submit(self, path: Path, text: str | list[str]) -> None:
        """Queue ``text`` (or pieces of it, joined on the writer's thread) to be written to
        ``path``; returns at once."""
        with self._cond:
            self._waiting[Path(path)] = text  # replaces an older text not yet written
            if self._thread is None:
                self._thread = threading.Thread(target=self._run, name="save-writer", daemon=False)
                self._thread.start()

    def flush(self, timeout: float | None = None) -> bool:
        """Wait until every queued text is on disk; False if ``timeout`` ran out first."""
        with self._cond:
            return self._cond.wait_for(lambda: self._thread is None, timeout)

    def _run(self) -> None:
        while True:
            with self._cond:
                if not self._waiting:
                    self._thread = None
                    self._cond.notify_all()
                    return
                path = next(iter(self._waiting))
                text = self._waiting.pop(path)
            try:
                write_atomic(path, text if isinstance(text, str) else "".join(text))
            except OSError as exc:
                self._report(path, exc)
            except Exception as exc:  # noqa: BLE001 - the thread must live on to serve later writes
                self._report(path, OSError(str(exc)))

    def _report(self, path: Path, exc: OSError) -> None:
        handler = self.on_error
        if handler is None:
            return
        try:
            handler(path, exc)
        except Exception:  # noqa: BLE001 - a broken handler must not stop the writes after it
            pass
