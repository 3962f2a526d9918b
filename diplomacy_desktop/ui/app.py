"""Start the game window: the QApplication, the translator for the player's language, the window.

What the board window asks to open (the sandbox, the lessons) is opened here
(:class:`OtherWindows`), so the board window and the sandbox's never import each other.

The language is ``--lang es|cs|nl|pt|en``, else ``DIPLOMACY_LANG``, else the Language menu's saved
choice, else the system locale; a language without a translation file falls back to English.
"""

from __future__ import annotations

import argparse
import gc
import os
import sys
from pathlib import Path

from typing import TYPE_CHECKING

from PySide6.QtCore import QLocale, QObject, QSize, QStandardPaths, Qt, QTimer
from PySide6.QtGui import QIcon
from PySide6.QtWidgets import QApplication

from ..resources import APP_ID, ICON_SIZES, asset
from .board import map_cache
from .data_folders import move_old_folders, name_application
from .display_check import missing_display
from .language_menu import install_translators, saved_language

if TYPE_CHECKING:
    from .sandbox.window import SandboxWindow
    from .teaching.window import LessonsWindow
    from .window.board_window import BoardWindow

LANGUAGES = ("en", "es", "cs", "nl", "pt")


def choose_language(requested: str | None) -> str:
    """The UI language code: the request, else the environment, else the player's choice in the
    Language menu (QSettings), else the system locale (the first start)."""
    for candidate in (requested, os.environ.get("DIPLOMACY_LANG"), saved_language(), QLocale.system().name()):
        if candidate:
            code = candidate.split("_")[0].split("-")[0].lower()
            if code in LANGUAGES:
                return code
    return "en"


def application_icon() -> QIcon:
    """The game's icon at each shipped size (files read when a size is first drawn)."""
    icon = QIcon()
    for size in ICON_SIZES:
        icon.addFile(str(asset("desktop", f"icon-{size}.png")), QSize(size, size))
    return icon


def _parse(argv: list[str]) -> argparse.Namespace:
    if not any(a.startswith("-") for a in argv):  # no option at all (the usual start): argparse's
        return argparse.Namespace(lang=None)      # set-up (its gettext look-ups) is not needed
    parser = argparse.ArgumentParser(prog="diplomacy-desktop")
    parser.add_argument("--lang", choices=LANGUAGES, default=None, help="language of the window")
    args, _unknown = parser.parse_known_args(argv)  # Qt's own options (-platform ...) pass through
    return args


def create_window(argv: list[str]):  # noqa: ANN201 - (QApplication, MainWindow)
    """The application with its translators, and the board window (File menu included) on a
    practice game, not shown yet.

    Raises SystemExit for bad arguments (argparse prints why).
    """
    args = _parse(argv)
    app = QApplication.instance() or QApplication([sys.argv[0] if sys.argv else "diplomacy-desktop", *argv])
    name_application(app)
    from .preferences import use_readable_settings

    bad_settings = use_readable_settings()  # before the first QSettings: a FIFO there blocked the start
    for note in move_old_folders():  # version 0.1's folders, once
        print(f"diplomacy-desktop: {note}", file=sys.stderr)
    app.setDesktopFileName(APP_ID)  # the running window matches its menu entry (Wayland's app id)
    app.setWindowIcon(application_icon())
    install_translators(app, choose_language(args.lang))
    cache = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.CacheLocation)
    if cache:
        map_cache.use_folder(Path(cache) / "map")  # the board drawn at the last start, shown at this one
    from .game_files import GameFiles
    from .main_window import MainWindow  # after the translators, so first texts are translated

    window = MainWindow()
    window.set_files(GameFiles(window))
    window.unread_settings = bad_settings  # said once the board shows
    OtherWindows(window)
    return app, window


class OtherWindows(QObject):
    """The windows the board window asks for: one sandbox and one Lessons window at a time.

    They close with the board window (Quit ends the program: they do not keep it running
    behind no board). A sandbox asking for the lessons gets the same Lessons window."""

    def __init__(self, window: BoardWindow) -> None:
        super().__init__(window)
        self.window = window
        self.sandbox: SandboxWindow | None = None
        self.lessons: LessonsWindow | None = None
        window.sandboxRequested.connect(self.open_sandbox)
        window.lessonsRequested.connect(self.open_lessons)
        window.closed.connect(self.close_all)

    def open_sandbox(self) -> None:
        """A sandbox window on a copy of the position on the board (no one's orders come along)."""
        from ..teaching.sandbox import Setup
        from .sandbox.window import SandboxWindow

        board = self.window
        sandbox = SandboxWindow(Setup.from_position(board.game.position, None, game_map=board.game.map))
        sandbox.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        sandbox.lessonsRequested.connect(self.open_lessons)
        if self.sandbox is not None:
            self.sandbox.close()  # one sandbox at a time: the new one starts from this board
        self.sandbox = sandbox
        sandbox.destroyed.connect(lambda: setattr(self, "sandbox", None) if self.sandbox is sandbox else None)
        sandbox.resize(board.size())
        sandbox.show()
        sandbox.activateWindow()

    def open_lessons(self) -> None:
        """Teaching mode in its own window (one at a time): the game on the board is untouched."""
        from .teaching.window import open_lessons  # the lessons load when first asked for

        board = self.window
        if self.lessons is None:
            self.lessons = open_lessons(board, board.prefs.settings)
            if self.lessons is not None:  # a rule named beside a mistake opens in the reference
                self.lessons.lesson_view.ruleRequested.connect(board.rules_reference.show_rule)
        if self.lessons is not None:
            self.lessons.show()
            self.lessons.raise_()
            self.lessons.activateWindow()

    def close_all(self) -> None:
        for other in (self.sandbox, self.lessons):
            if other is not None:
                other.close()


def game_file_argument(argv: list[str]) -> Path | None:
    """A save file named on the command line (``diplomacy-desktop game.json``), if any."""
    files = [a for a in argv if not a.startswith("-") and a.lower().endswith(".json")]
    return Path(files[0]) if files else None


def collect_garbage_from_now_on() -> None:
    """Turn Python's cyclic garbage collector back on, the board being on screen.

    The game command turns it off before anything is imported (``cli``): a start makes some
    hundred thousand objects that live as long as the program (modules, classes, Qt's enums)
    and hardly any garbage, and the collector ran about 30 times over them before the board
    could show (25 M instructions, 2.5% of the start-up). Those objects are then moved out of
    its way for good (``gc.freeze``), so later collections, during a playback too, do not scan
    them again. Nothing happens if the collector was never turned off (tests, ``launch``
    called directly)."""
    if not gc.isenabled():
        gc.freeze()
        gc.enable()


START_UP_FALLBACK_MS = 1000
"""If the board is never painted (a window opened minimised), the game still opens after this."""


def launch(argv: list[str]):  # noqa: ANN201 - (QApplication, MainWindow)
    """Create and show the window; once the board is on screen, open the game (``start_up``:
    the file named, the unfinished games to resume, or the New Game dialog).

    The board comes first, so a player sees the window at once; the game's dialogs and the
    modules behind them load in the next moment, before the first click can need them.
    Raises SystemExit for bad arguments (argparse prints why)."""
    from .game_files import GameFiles

    app, window = create_window(argv)
    files = window.files  # the File menu create_window gave the window
    assert isinstance(files, GameFiles)
    path = game_file_argument(argv)
    started = False

    def start() -> None:
        nonlocal started
        if not started:
            started = True
            collect_garbage_from_now_on()
            if window.unread_settings is not None:
                from .preferences import warn_unread_settings

                warn_unread_settings(window, window.unread_settings)
            files.start_up(path)

    window.view.firstPainted.connect(lambda: QTimer.singleShot(0, start))
    window.closed.connect(app.quit)  # the board window closed: the program ends, whatever else is open
    QTimer.singleShot(START_UP_FALLBACK_MS, start)
    window.show()
    return app, window


def quit_on_terminate(app: QApplication) -> object | None:
    """On SIGTERM (the session logging out, ``kill``), leave the event loop so that the last
    autosave is flushed to disk before the process ends, instead of dying mid-write.

    Python runs a signal handler only when the interpreter runs, and Qt's loop may wait in C++
    for a long time: the signal's wake-up byte goes to a socket Qt watches, which runs the
    interpreter at once. No question is asked (nobody is there to answer): the hot-seat game
    is in its autosave; ``exit`` leaves every loop, a dialog's too. Returns what must be kept
    alive (None where signals cannot be watched)."""
    import signal
    import socket

    from PySide6.QtCore import QSocketNotifier

    if not hasattr(signal, "SIGTERM") or not hasattr(socket, "socketpair"):
        return None
    try:
        reader, writer = socket.socketpair()
        reader.setblocking(False)
        writer.setblocking(False)
        signal.set_wakeup_fd(writer.fileno())
    except (OSError, ValueError):  # not the main thread, or no such sockets here
        return None
    notifier = QSocketNotifier(reader.fileno(), QSocketNotifier.Type.Read, app)

    def drain() -> None:
        try:
            while reader.recv(64):
                pass
        except OSError:
            pass

    notifier.activated.connect(drain)  # the interpreter runs here, and with it the handler below
    signal.signal(signal.SIGTERM, lambda _signum, _frame: app.exit(0))
    return reader, writer, notifier


def run_app(argv: list[str]) -> int:
    """Open the board window, then the game: the file given, the unfinished autosave, or a new one.

    Without a display, say so plainly and return 1 before Qt starts (Qt itself would abort with a
    misleading message about xcb libraries)."""
    problem = missing_display(os.environ, argv)
    if problem is not None:
        print(problem, file=sys.stderr)
        return 1
    try:
        app, window = launch(argv)
    except SystemExit as exc:
        return int(exc.code or 0)
    watch: list[object] = []  # what the watch for SIGTERM keeps alive for as long as the loop runs

    def watch_for_terminate() -> None:
        if not watch:
            watch.append(quit_on_terminate(app))

    # Watched from the moment the game opens (the board's first paint, or the fallback): before it
    # there is no game to lose, and the modules it needs (socket, signal: 3 ms) wait for the board.
    window.view.firstPainted.connect(lambda: QTimer.singleShot(0, watch_for_terminate))
    QTimer.singleShot(START_UP_FALLBACK_MS, watch_for_terminate)
    code = app.exec()
    from .hotseat import storage

    storage.flush()  # the last autosave reaches the disk before the process ends
    return code
