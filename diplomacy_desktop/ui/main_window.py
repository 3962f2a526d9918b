"""The program's board window: the map, the order panel of the power on move, and the results.

It is the board window's shell (``ui/window/board_window.py``: the widgets, the public face the
flows use, and the parts under ``ui/window``) as the program's own window: closing it ends the
program (``closed``, connected by ``ui.app``) and remembers its size and docks, and it is the one
with the File menu (``ui.game_files.GameFiles``, given through :meth:`set_files`). What it opens
(the sandbox, the lessons) it asks for with ``sandboxRequested`` and ``lessonsRequested``;
``ui.app`` opens them, so this module and the sandbox's never import each other.
"""

from __future__ import annotations

from pathlib import Path

from .window.board_window import BoardWindow


class MainWindow(BoardWindow):
    """The board window the program starts with (see the module's description)."""

    unread_settings: Path | None = None
    """A settings file left unread at start-up (``preferences.use_readable_settings``): said once
    the board shows (``ui.app``)."""
