"""The Qt application behind windowless drawing (the ``render`` and ``render-map`` tools).

Drawing the board needs a Qt application object, and drawing a game needs the *widgets* kind
(:class:`QApplication`): ``BoardScene`` is a ``QGraphicsScene``, which crashes the process
(SIGSEGV, no Python error) when the running application is only a ``QGuiApplication``. Both
renderers therefore get their application here: one ``QApplication`` per process, created on
first use and kept for the life of the process, so the board and then a game (or the reverse)
can be drawn in one process. An application of a lesser kind made by someone else cannot be
upgraded, so it is refused with a clear error instead of a crash.
"""

from __future__ import annotations

import sys
from typing import TypeVar

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QApplication

App = TypeVar("App", bound=QCoreApplication)

_created: list[QCoreApplication] = []
"""The application made here, held so it outlives every scene and painter drawn with it."""


def _running(kind: type[App], needed_for: str) -> App:
    app = QCoreApplication.instance()
    if app is None:
        app = QApplication([sys.argv[0] if sys.argv and sys.argv[0] else "diplomacy-desktop"])
        _created.append(app)
    if not isinstance(app, kind):
        raise RuntimeError(f"{needed_for} needs a {kind.__name__}, but this process already runs a "
                           f"{type(app).__name__}; create a QApplication instead (PySide6.QtWidgets)")
    return app


def widgets_app() -> QApplication:
    """The process's QApplication (made if none runs yet): what a QGraphicsScene needs."""
    return _running(QApplication, "drawing a game")


def gui_app() -> QGuiApplication:
    """A running QGuiApplication, enough for QSvgRenderer and fonts; when none runs yet a full
    QApplication is made, so that drawing a game later in the same process still works."""
    return _running(QGuiApplication, "drawing the board")
