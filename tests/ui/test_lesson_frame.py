"""The board of a lesson shows the lesson: the view frames the places the lesson is about
(teaching.focus), the phase plays there, and the learner can zoom out to the whole map."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QSettings
from PySide6.QtGui import QKeySequence
from PySide6.QtTest import QTest

from diplomacy_desktop.teaching.catalogue import load_catalogue
from diplomacy_desktop.teaching.focus import lesson_places
from diplomacy_desktop.ui.teaching.window import LessonsWindow

FRAMED_LESSONS = ("rb-d16", "rb-d06", "rb-d19", "rb-t08", "6.A.1", "6.H.5/retreats", "pbw-01")


@pytest.fixture
def window(qtbot, tmp_path):  # noqa: ANN001, ANN201
    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    window = LessonsWindow(load_catalogue(), settings=settings)
    qtbot.addWidget(window)
    window.resize(1400, 900)
    with qtbot.waitExposed(window):
        window.show()
    return window


def _visible(view):  # noqa: ANN001, ANN202
    return view.view.visible_board_rect()


def _anchor(view, place: str):  # noqa: ANN001, ANN202
    from PySide6.QtCore import QPointF
    return QPointF(*view.scene.anchors.unit_point(place))


@pytest.mark.parametrize("lesson_id", FRAMED_LESSONS)
def test_a_lesson_is_framed_on_its_places(window, qtbot, lesson_id: str) -> None:  # noqa: ANN001
    assert window.open_lesson(lesson_id)
    view = window.lesson_view
    qtbot.waitUntil(lambda: view.framed and view.view.zoom > 1.5)
    QTest.qWait(20)
    visible = _visible(view)
    board = view.scene.sceneRect()
    lesson = window.catalogue.by_id(lesson_id)
    for place in lesson_places(lesson):
        assert visible.contains(_anchor(view, place)), (lesson_id, place, visible)
    # much less than the whole map: at most half its width
    assert visible.width() < 0.5 * board.width(), (lesson_id, visible.width() / board.width())


def test_the_phase_plays_in_the_frame_and_the_learner_can_zoom_out(window, qtbot) -> None:  # noqa: ANN001
    window.open_lesson("rb-d16")
    view = window.lesson_view
    qtbot.waitUntil(lambda: view.framed)
    framed = _visible(view)
    view.playback.set_speed(3.0)
    view.check()
    qtbot.waitUntil(lambda: view.card is not None and view.again_button.isEnabled(), timeout=15000)
    qtbot.waitUntil(lambda: not view.playback.playing if hasattr(view.playback, "playing") else True)
    assert _visible(view) == framed  # the playback did not move the camera off the lesson
    assert view.map_button.text() == "Whole map"
    QTest.mouseClick(view.map_button, __import__("PySide6.QtCore").QtCore.Qt.MouseButton.LeftButton)
    whole = _visible(view)
    board = view.scene.sceneRect()
    assert whole.contains(board.adjusted(1, 1, -1, -1)) and not view.framed
    assert view.map_button.text() == "Back to the lesson"
    # Ctrl+0 frames the lesson again
    view.table.setFocus()
    QTest.keySequence(view.table, QKeySequence("Ctrl+0"))
    assert view.framed and _visible(view).width() < 0.5 * board.width()


def test_a_new_lesson_is_framed_again_after_the_learner_zoomed(window, qtbot) -> None:  # noqa: ANN001
    window.open_lesson("rb-d16")
    view = window.lesson_view
    qtbot.waitUntil(lambda: view.framed)
    view.view.zoom_out()
    assert not view.framed
    window.open_lesson("rb-d21")
    assert view.framed
    for place in lesson_places(window.catalogue.by_id("rb-d21")):
        assert _visible(view).contains(_anchor(view, place))


def test_the_frame_follows_a_resized_window(window, qtbot) -> None:  # noqa: ANN001
    window.open_lesson("rb-d15")
    view = window.lesson_view
    qtbot.waitUntil(lambda: view.framed)
    places = lesson_places(window.catalogue.by_id("rb-d15"))
    for size in ((1600, 1000), (1100, 700)):
        width = view.view.viewport().width()
        window.resize(*size)
        qtbot.waitUntil(lambda: view.view.viewport().width() != width)  # noqa: B023
        qtbot.waitUntil(lambda: all(_visible(view).contains(_anchor(view, p)) for p in places))
        wanted = view.lesson_rect(window.catalogue.by_id("rb-d15"))
        qtbot.waitUntil(lambda: (_visible(view).center() - wanted.center()).manhattanLength() < 4)  # centred again
        assert view.framed and _visible(view).width() < 0.5 * view.scene.sceneRect().width()


def test_a_lesson_opened_before_the_window_is_shown_is_framed_once_it_is(qtbot, tmp_path) -> None:  # noqa: ANN001
    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    window = LessonsWindow(load_catalogue(), settings=settings)
    qtbot.addWidget(window)
    window.open_lesson("rb-d16")  # the board view has no size yet
    window.resize(1400, 900)
    with qtbot.waitExposed(window):
        window.show()
    view = window.lesson_view
    places = lesson_places(window.catalogue.by_id("rb-d16"))
    wanted = view.lesson_rect(window.catalogue.by_id("rb-d16"))

    def tight() -> bool:  # the lesson's area fills the view along one side, centred in it
        visible = _visible(view)
        centred = (visible.center() - wanted.center()).manhattanLength() < 4
        return centred and min(abs(visible.width() / wanted.width() - 1),
                               abs(visible.height() / wanted.height() - 1)) < 0.02

    qtbot.waitUntil(tight)
    assert all(_visible(view).contains(_anchor(view, p)) for p in places)
    assert view.framed and _visible(view).width() < 0.5 * view.scene.sceneRect().width()
