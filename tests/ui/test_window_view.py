"""Zoom and pan change what is on screen, never which province a click means."""

from __future__ import annotations

from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtGui import QWheelEvent
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QWidget
from window_helpers import click, key, open_window, seat_orders, view_point


def wheel(window, at: QPoint, notches: int) -> None:  # noqa: ANN001
    viewport = window.view.viewport()
    event = QWheelEvent(QPointF(at), QPointF(viewport.mapToGlobal(at)), QPoint(), QPoint(0, 120 * notches),
                        Qt.MouseButton.NoButton, Qt.KeyboardModifier.NoModifier, Qt.ScrollPhase.NoScrollPhase, False)
    QApplication.sendEvent(viewport, event)


def test_wheel_zooms_around_the_cursor(qtbot) -> None:
    window = open_window(qtbot, power="france")
    at = view_point(window, "bur")
    before = window.view.mapToScene(at)
    wheel(window, at, 3)
    assert window.view.zoom > 1.9
    after = window.view.mapToScene(at)
    assert abs(after.x() - before.x()) < 1.5 and abs(after.y() - before.y()) < 1.5
    wheel(window, at, -10)
    assert window.view.zoom == 1.0


def test_click_after_zoom_and_pan_still_means_the_same_province(qtbot) -> None:
    window = open_window(qtbot, power="france")
    wheel(window, view_point(window, "par"), 6)
    window.view.pan_by(40, -25)
    click(window, "par")
    assert window.entry.selected == "par"
    click(window, "bur")
    assert seat_orders(window, "france") == ["A par - bur"]


def test_middle_button_drag_pans_without_giving_orders(qtbot) -> None:
    window = open_window(qtbot, power="france")
    window.view.set_zoom(4.0)
    viewport = window.view.viewport()
    start = viewport.rect().center()
    centre_before = window.view.mapToScene(start)
    QTest.mousePress(viewport, Qt.MouseButton.MiddleButton, Qt.KeyboardModifier.NoModifier, start)
    QTest.mouseMove(viewport, start + QPoint(120, 60))
    QTest.mouseRelease(viewport, Qt.MouseButton.MiddleButton, Qt.KeyboardModifier.NoModifier, start + QPoint(120, 60))
    centre_after = window.view.mapToScene(start)
    assert centre_after.x() < centre_before.x() - 10
    assert centre_after.y() < centre_before.y() - 5
    assert window.entry.selected == ""
    click(window, "par")
    click(window, "gas")
    assert seat_orders(window, "france") == ["A par - gas"]


def test_keyboard_zoom_and_fit(qtbot) -> None:
    window = open_window(qtbot)
    key(window, Qt.Key.Key_Plus)
    key(window, Qt.Key.Key_Plus)
    assert window.view.zoom > 1.5
    assert window.scene.sceneRect().width() > window.view.visible_board_rect().width() * 1.4
    key(window, Qt.Key.Key_0)
    assert window.view.zoom == 1.0
    visible = window.view.visible_board_rect()
    board = window.scene.sceneRect()
    assert visible.contains(board.adjusted(2, 2, -2, -2))


def test_resize_keeps_the_whole_board_in_view_with_its_aspect(qtbot) -> None:
    window = open_window(qtbot)
    window.resize(900, 1000)
    qtbot.waitUntil(lambda: window.view.width() < 800)
    visible = window.view.visible_board_rect()
    assert visible.contains(window.scene.sceneRect().adjusted(2, 2, -2, -2))
    transform = window.view.transform()
    assert abs(transform.m11() - transform.m22()) < 1e-9


def test_deep_zoom_shows_full_province_names(qtbot) -> None:
    window = open_window(qtbot)
    window.view.set_zoom(4.0)
    names = [item for item in window.scene.items() if type(item).__name__ == "NameLabel" and item.isVisible()]
    assert len(names) > 70
    window.view.fit()
    assert not any(item.isVisible() for item in names)


def test_hover_names_the_province_its_owner_and_unit(qtbot) -> None:
    window = open_window(qtbot)
    QTest.mouseMove(window.view.viewport(), view_point(window, "par"))
    qtbot.waitUntil(lambda: "Paris" in window.hover_label.text())
    text = window.hover_label.text()
    assert "France" in text and "A Paris" in text


def test_a_status_message_has_room_beside_the_hover_text(qtbot) -> None:
    """Qt draws a status-bar message left of the first permanent widget: the hover text must not
    take that room ("Waiting for England." was hidden behind an empty hover label)."""
    window = open_window(qtbot)
    window.resize(1400, 900)
    QTest.mouseMove(window.view.viewport(), view_point(window, "par"))
    qtbot.waitUntil(lambda: "Paris" in window.hover_label.text())
    message = "Waiting for England."
    window.statusBar().showMessage(message)
    bar = window.statusBar()
    qtbot.waitUntil(lambda: window.hover_label.isVisible())
    QApplication.processEvents()
    needed = 6 + bar.fontMetrics().horizontalAdvance(message)
    permanent = [w for w in bar.findChildren(QWidget) if w.isVisible() and w.parent() is bar]
    assert window.hover_label in permanent
    assert all(w.x() >= needed for w in permanent), [(w.objectName(), w.x()) for w in permanent]
    assert bar.currentMessage() == message and "Paris" in window.hover_label.text()
