"""The board view: zoom and pan only (the scene draws, the window decides what clicks mean).

Zoom is a scale factor relative to "fit": 1.0 shows the whole board, the wheel zooms around
the cursor, ``+``/``-`` around the centre. Dragging with the middle button, or with the left
button while Space is held, pans. While the view is fitted, resizing refits it, keeping the
board's aspect.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, QPoint, QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QKeyEvent, QMouseEvent, QPainter, QResizeEvent, QWheelEvent
from PySide6.QtWidgets import QFrame, QGraphicsView, QWidget

MIN_ZOOM = 1.0
MAX_ZOOM = 12.0
STEP = 1.25
NAMES_FROM_ZOOM = 2.6
"""From this zoom on, full province names are legible and are shown."""


class BoardView(QGraphicsView):
    zoomChanged = Signal(float)
    firstPainted = Signal()
    """The board is on screen: slow work that can wait (hit-testing shapes) may start now."""
    painted = Signal()
    """A frame of the board has been drawn (every paint): work kept out of that frame may run."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        # A viewport made here, not the one QGraphicsView makes itself: PySide then already
        # knows the widget. Handed Qt's own plain ``QWidget`` (by ``viewport()``, or as the
        # ``widget`` of the first ``paint``), PySide would first make every widget class of
        # QtWidgets nothing has used yet (dialogs, wizards, sliders: about 50 enums) to find
        # its type: 58 M instructions of the start-up, measured alone.
        self.setViewport(QWidget())
        self.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.SmoothPixmapTransform
                            | QPainter.RenderHint.TextAntialiasing)
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.SmartViewportUpdate)
        self.setTransformationAnchor(QGraphicsView.ViewportAnchor.NoAnchor)
        self.setResizeAnchor(QGraphicsView.ViewportAnchor.NoAnchor)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setBackgroundBrush(Qt.GlobalColor.darkGray)
        self.setMouseTracking(True)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self._zoom = 1.0
        self._fitted = True
        self._space = False
        self._pan_from: QPoint | None = None
        self._painted = False

    def paintEvent(self, event) -> None:  # noqa: ANN001
        super().paintEvent(event)
        if not self._painted:
            self._painted = True
            self.firstPainted.emit()
        self.painted.emit()

    # -- zoom ----------------------------------------------------------------------------

    @property
    def zoom(self) -> float:
        return self._zoom

    def _fit_scale(self) -> float:
        rect = self.sceneRect()
        view = self.viewport().rect()
        if rect.isEmpty() or view.isEmpty():
            return 1.0
        return min(view.width() / rect.width(), view.height() / rect.height())

    def _apply(self, zoom: float, anchor_view: QPointF | None = None) -> None:
        """Set the zoom, keeping the board point under ``anchor_view`` (viewport pixels) in place."""
        zoom = max(MIN_ZOOM, min(MAX_ZOOM, zoom))
        anchor_view = anchor_view if anchor_view is not None else QPointF(self.viewport().rect().center())
        anchor_scene = self.mapToScene(anchor_view.toPoint())
        scale = self._fit_scale() * zoom
        self.resetTransform()
        self.scale(scale, scale)
        # scroll so the anchor's board point is back under the same viewport pixel
        now = self.mapFromScene(anchor_scene)
        delta = QPointF(now) - anchor_view
        self.horizontalScrollBar().setValue(self.horizontalScrollBar().value() + round(delta.x()))
        self.verticalScrollBar().setValue(self.verticalScrollBar().value() + round(delta.y()))
        changed = abs(zoom - self._zoom) > 1e-9
        self._zoom = zoom
        self._fitted = zoom <= MIN_ZOOM + 1e-9
        if changed:
            self.zoomChanged.emit(zoom)

    def zoom_in(self) -> None:
        self._apply(self._zoom * STEP)

    def zoom_out(self) -> None:
        self._apply(self._zoom / STEP)

    def set_zoom(self, zoom: float, anchor_view: QPointF | None = None) -> None:
        self._apply(zoom, anchor_view)

    def fit(self) -> None:
        self._apply(MIN_ZOOM)
        self.centerOn(self.sceneRect().center())

    def wheelEvent(self, event: QWheelEvent) -> None:
        steps = event.angleDelta().y() / 120.0
        if steps == 0:
            return
        self._apply(self._zoom * (STEP ** steps), event.position())
        event.accept()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        if self._fitted:
            self.fit()
        else:
            self._apply(self._zoom)

    def showEvent(self, event) -> None:  # noqa: ANN001
        super().showEvent(event)
        if self._fitted:
            self.fit()

    # -- pan -----------------------------------------------------------------------------

    def pan_by(self, dx: int, dy: int) -> None:
        """Scroll the board by viewport pixels (positive: content moves left/up)."""
        self.horizontalScrollBar().setValue(self.horizontalScrollBar().value() + dx)
        self.verticalScrollBar().setValue(self.verticalScrollBar().value() + dy)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() == Qt.Key.Key_Space and not event.isAutoRepeat():
            self._space = True
            self.viewport().setCursor(Qt.CursorShape.OpenHandCursor)
            event.accept()
            return
        arrows = {Qt.Key.Key_Left: (-60, 0), Qt.Key.Key_Right: (60, 0), Qt.Key.Key_Up: (0, -60),
                  Qt.Key.Key_Down: (0, 60)}
        if event.key() in arrows and event.modifiers() & Qt.KeyboardModifier.ShiftModifier:
            self.pan_by(*arrows[event.key()])
            event.accept()
            return
        super().keyPressEvent(event)

    def keyReleaseEvent(self, event: QKeyEvent) -> None:
        if event.key() == Qt.Key.Key_Space and not event.isAutoRepeat():
            self._space = False
            self.viewport().unsetCursor()
            event.accept()
            return
        super().keyReleaseEvent(event)

    def mousePressEvent(self, event: QMouseEvent) -> None:
        if event.button() == Qt.MouseButton.MiddleButton or (
                event.button() == Qt.MouseButton.LeftButton and self._space):
            self._pan_from = event.position().toPoint()
            self.viewport().setCursor(Qt.CursorShape.ClosedHandCursor)
            event.accept()
            return
        super().mousePressEvent(event)

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        if self._pan_from is not None:
            now = event.position().toPoint()
            delta = now - self._pan_from
            self._pan_from = now
            self.pan_by(-delta.x(), -delta.y())
            event.accept()
            return
        super().mouseMoveEvent(event)

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        if self._pan_from is not None and event.button() in (Qt.MouseButton.MiddleButton, Qt.MouseButton.LeftButton):
            self._pan_from = None
            if self._space:
                self.viewport().setCursor(Qt.CursorShape.OpenHandCursor)
            else:
                self.viewport().unsetCursor()
            event.accept()
            return
        super().mouseReleaseEvent(event)

    def forget_pointer(self) -> None:
        """Drop what the view remembers of the mouse: the last move it replays after a zoom,
        scroll or show (which would light the last hovered province again for the next player),
        and any pan or Space-drag under way."""
        QCoreApplication.sendEvent(self.viewport(), QEvent(QEvent.Type.Leave))
        self._pan_from = None
        self._space = False
        self.viewport().unsetCursor()

    def visible_board_rect(self) -> QRectF:
        return self.mapToScene(self.viewport().rect()).boundingRect()
