"""A top-level window's first size, within the screen it opens on.

The windows ask for a desk size (1400×900 for the board); on a screen of that size the window
manager's title bar and frame would push the bottom of the window, its status bar, off the
screen, and a larger request (the lessons' 1500 pixels) would not fit at all."""

from __future__ import annotations

from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QWidget

FRAME_WIDTH = 24
"""Pixels left free across the screen for the window's frame."""
FRAME_HEIGHT = 72
"""Pixels left free down the screen for the title bar, the frame and a panel or task bar."""


def resize_within_screen(window: QWidget, width: int, height: int) -> None:
    """``window.resize(width, height)``, smaller where the screen's free area is smaller."""
    screen = window.screen() or QGuiApplication.primaryScreen()
    if screen is not None:
        room = screen.availableGeometry()
        width = min(width, room.width() - FRAME_WIDTH)
        height = min(height, room.height() - FRAME_HEIGHT)
    window.resize(width, height)
