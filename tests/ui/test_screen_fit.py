"""A window opens within its screen: on a screen the size of its desk size (1400×900) the title
bar pushed the board window's status bar off the bottom, and the lessons asked for 1500 pixels."""

from __future__ import annotations

from PySide6.QtCore import QSettings

from diplomacy_desktop.engine.board import standard_map
from diplomacy_desktop.engine.game import Game
from diplomacy_desktop.teaching.catalogue import load_catalogue
from diplomacy_desktop.ui.main_window import MainWindow
from diplomacy_desktop.ui.screen_fit import FRAME_HEIGHT, FRAME_WIDTH
from diplomacy_desktop.ui.teaching.window import LessonsWindow


def _fits(window) -> bool:  # noqa: ANN001
    room = window.screen().availableGeometry()
    return (window.width() <= room.width() - FRAME_WIDTH
            and window.height() <= room.height() - FRAME_HEIGHT)


def test_the_board_window_opens_within_the_screen(qtbot) -> None:
    window = MainWindow(Game(standard_map()))
    qtbot.addWidget(window)
    assert _fits(window), (window.size(), window.screen().availableGeometry())


def test_the_lessons_window_opens_within_the_screen(qtbot, tmp_path) -> None:
    window = LessonsWindow(load_catalogue(), settings=QSettings(str(tmp_path / "l.ini"), QSettings.Format.IniFormat))
    qtbot.addWidget(window)
    assert _fits(window), (window.size(), window.screen().availableGeometry())
