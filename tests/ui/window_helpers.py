"""Helpers for the board-window tests: a window on a chosen position, clicks at board places."""

from __future__ import annotations

from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QWidget

from diplomacy_desktop.engine.board import standard_map
from diplomacy_desktop.engine.game import Game
from diplomacy_desktop.engine.locations import province_of
from diplomacy_desktop.engine.position import Dislodged, Phase, Position, make_units
from diplomacy_desktop.ui.main_window import MainWindow


def show_active(qtbot, window: QWidget) -> None:  # noqa: ANN001
    """Show a top-level window at a desk size and wait until it is the active one (keys reach it)."""
    qtbot.addWidget(window)
    window.resize(1300, 850)
    with qtbot.waitExposed(window):
        window.show()
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window)


def open_window(qtbot, game: Game | None = None, power: str | None = None) -> MainWindow:  # noqa: ANN001
    window = MainWindow(game or Game(standard_map()))
    show_active(qtbot, window)
    window.view.setFocus()
    if power:
        window.set_power_on_move(power)
    return window


def view_point(window: MainWindow, location: str, *, dislodged: bool = False) -> QPoint:
    """Viewport pixel of a location's piece anchor (where a player would click)."""
    scene_point: QPointF = window.scene.unit_point(location, dislodged)
    return window.view.mapFromScene(scene_point)


def click(window: MainWindow, location: str, button: Qt.MouseButton = Qt.MouseButton.LeftButton, *,
          dislodged: bool = False) -> None:
    QTest.mouseClick(window.view.viewport(), button, Qt.KeyboardModifier.NoModifier,
                     view_point(window, location, dislodged=dislodged))


def key(window: MainWindow, key: Qt.Key, modifiers: Qt.KeyboardModifier = Qt.KeyboardModifier.NoModifier) -> None:
    QTest.keyClick(window.view, key, modifiers)


def seat_orders(window: MainWindow, power: str) -> list[str]:
    return [str(o) for o in window.game.seat(power).orders()]


def custom_game(kind: str, units: dict[str, list[str]], centres: dict[str, str] | None = None,
                dislodged: tuple[Dislodged, ...] = ()) -> Game:
    season = {"movement": "spring", "retreats": "fall", "adjustments": "winter"}[kind]
    game = Game(standard_map())
    default_centres = dict(game.position.centres)
    position = Position(Phase(1901, season, kind), make_units(units), centres or default_centres, dislodged)
    return Game(standard_map(), position=position)


def province_targets(window: MainWindow) -> set[str]:
    return {province_of(t) for t in window.entry.targets}
