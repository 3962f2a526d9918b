"""A lesson's board: the map framed on the places the lesson is about, and the way back out.

A lesson is about two or three provinces; shown on the whole map they are a thumbnail. The
board therefore opens framed on the lesson's places (:func:`~diplomacy_desktop.teaching.focus.
lesson_places`), frames them again whenever the view changes size, and stops doing so the moment
the learner zooms: from then on the view is theirs until the next lesson. One button (and
Ctrl+0) toggles between the whole map and the lesson's area.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QRectF, QTimer
from PySide6.QtWidgets import QHBoxLayout, QPushButton, QVBoxLayout, QWidget

from ...engine.board import standard_map
from ...teaching.focus import lesson_places
from ...teaching.lessons import Lesson
from ..board.scene import BoardScene
from ..board.view import NAMES_FROM_ZOOM, BoardView

FRAME_MARGIN = 80.0
"""Board units (the map is 1600 wide) kept around the lesson's places: a province's width, so
a piece at the edge of the lesson shows its whole province and its neighbours' borders."""
FRAME_MIN = (340.0, 280.0)
"""The smallest area framed (board units): two units side by side are not blown up to fill
the view, they are shown with enough of the map around them to say where they are."""


class LessonBoard(QWidget):
    """The board view with its scene and the "Whole map" button under it. ``framed`` says the
    view shows the lesson's area (False once the learner zooms or asks for the whole map)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.scene = BoardScene(standard_map(), parent=self)
        self.view = BoardView(self)
        self.view.setObjectName("lessonBoard")
        self.view.setScene(self.scene)
        self.view.zoomChanged.connect(self._zoom_changed)
        self.view.installEventFilter(self)
        self._frame: QRectF | None = None
        self.framed = False
        self._framing = False
        self.has_lesson = False
        """Whether a lesson is shown (the button has nothing to frame before)."""
        self.map_button = QPushButton()
        self.map_button.setObjectName("wholeMapButton")
        self.map_button.clicked.connect(self.toggle_whole_map)
        column = QVBoxLayout(self)
        column.setContentsMargins(0, 0, 0, 0)
        column.addWidget(self.view, 1)
        row = QHBoxLayout()
        row.addWidget(self.map_button)
        row.addStretch(1)
        column.addLayout(row)

    def lesson_rect(self, lesson: Lesson) -> QRectF:
        """The board area the lesson is about: the anchors of its places with a margin, grown
        to at least :data:`FRAME_MIN`, kept on the board."""
        board = self.scene.sceneRect()
        points = []
        for place in lesson_places(lesson):
            try:
                points.append(self.scene.anchors.unit_point(place))
            except KeyError:
                continue
        if not points:
            return QRectF(board)
        xs, ys = [p[0] for p in points], [p[1] for p in points]
        rect = QRectF(min(xs), min(ys), max(xs) - min(xs), max(ys) - min(ys))
        rect.adjust(-FRAME_MARGIN, -FRAME_MARGIN, FRAME_MARGIN, FRAME_MARGIN)
        grow_x = max(0.0, FRAME_MIN[0] - rect.width()) / 2
        grow_y = max(0.0, FRAME_MIN[1] - rect.height()) / 2
        rect.adjust(-grow_x, -grow_y, grow_x, grow_y)
        return rect.intersected(board)

    def frame(self, lesson: Lesson) -> None:
        """Frame ``lesson``'s area from now on (a new lesson: the learner's zoom is forgotten)."""
        self.has_lesson = True
        self._frame = self.lesson_rect(lesson)
        self.frame_lesson()

    def frame_lesson(self) -> None:
        """Show the lesson's area as large as the board view allows (the phase then plays there)."""
        self.framed = True
        self._apply_frame()
        self.update_map_button()

    def show_whole_map(self) -> None:
        self.framed = False
        self.view.fit()
        self.update_map_button()

    def toggle_whole_map(self) -> None:
        """The button and Ctrl+0: the whole map, or back to the lesson's area."""
        if self.framed or self.view.zoom > 1.0 + 1e-6:
            self.show_whole_map()
        else:
            self.frame_lesson()

    def _apply_frame(self) -> None:
        rect = self._frame
        viewport = self.view.viewport().rect()
        board = self.scene.sceneRect()
        if rect is None or rect.isEmpty() or viewport.isEmpty() or board.isEmpty():
            return
        fit = min(viewport.width() / board.width(), viewport.height() / board.height())
        wanted = min(viewport.width() / rect.width(), viewport.height() / rect.height())
        self._framing = True
        try:
            self.view.set_zoom(wanted / fit)
            self.view.centerOn(rect.center())
        finally:
            self._framing = False

    def _zoom_changed(self, zoom: float) -> None:
        self.scene.set_names_visible(zoom >= NAMES_FROM_ZOOM)
        if not self._framing and self.framed:
            self.framed = False  # the learner zoomed: the view is theirs until the next lesson
            self.update_map_button()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt's name
        """The board view was resized or shown: frame the lesson again once it has its size."""
        if watched is self.view and event.type() in (QEvent.Type.Resize, QEvent.Type.Show) and self.framed:
            QTimer.singleShot(0, self.view, self._reframe)  # not once the view is gone (a language switch)
        return super().eventFilter(watched, event)

    def _reframe(self) -> None:
        if self.framed:
            self._apply_frame()

    def update_map_button(self) -> None:
        """The button names what it will do: zoom out, or frame the lesson again."""
        if self.framed or self.view.zoom > 1.0 + 1e-6:
            self.map_button.setText(QCoreApplication.translate("LessonView", "Whole map"))
            self.map_button.setToolTip(QCoreApplication.translate(
                "LessonView", "Zoom out to the whole map (Ctrl+0); the wheel zooms too"))
        else:
            self.map_button.setText(QCoreApplication.translate("LessonView", "Back to the lesson"))
            self.map_button.setToolTip(QCoreApplication.translate(
                "LessonView", "Frame the places this lesson is about again (Ctrl+0)"))
        self.map_button.setEnabled(self.has_lesson)
