"""Draw a game's position, with a past phase's orders and outcomes, to a PNG without a window.

Uses the same :class:`~.board.scene.BoardScene` as the window, so the picture a player shares
is exactly what the board shows. The current position is drawn without orders (pending orders
are private until adjudication); a past phase is drawn as it was, with its orders, failed ones
marked.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QFont, QImage, QPainter, QPen

from ..engine.game import Game
from .board.scene import BoardScene, drawn_results
from .headless_app import widgets_app
from .names import phase_text


def render_game_png(game: Game, out: Path, *, phase: int | None = None, width: int = 2000) -> None:
    """Write ``game`` as a PNG ``width`` pixels wide.

    ``phase`` indexes ``game.history`` (0 = the first phase played; negative counts from the
    end); None draws the current position without orders.
    """
    if width < 100 or width > 20000:
        raise ValueError(f"width must be between 100 and 20000 pixels, got {width}")
    history = game.history
    if phase is not None:
        if not history:
            raise IndexError("the game has no past phases yet; leave out --phase to draw the current position")
        if not -len(history) <= phase < len(history):
            raise IndexError(f"phase {phase} does not exist: this game has phases 0 to {len(history) - 1}")
    widgets_app()  # a QApplication, not just a QGuiApplication: the scene crashes without one
    scene = BoardScene(game.map)
    if phase is None:
        position = game.position
        scene.show_position(position)
        caption = phase_text(position.phase)
    else:
        record = history[phase]
        position = record.position
        scene.show_position(position)
        scene.show_orders(drawn_results(record.resolution))
        caption = phase_text(record.resolution.phase)
    rect = scene.sceneRect()
    height = max(1, round(width * rect.height() / rect.width()))
    image = QImage(width, height, QImage.Format.Format_ARGB32)
    image.fill(QColor("white"))
    painter = QPainter(image)
    painter.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.TextAntialiasing
                           | QPainter.RenderHint.SmoothPixmapTransform)
    scene.render(painter, QRectF(0, 0, width, height), rect, Qt.AspectRatioMode.KeepAspectRatio)
    _caption(painter, caption, width)
    painter.end()
    out = Path(out)
    if out.parent and not out.parent.exists():
        raise OSError(f"folder {out.parent} does not exist")
    if not image.save(str(out), "PNG"):
        raise OSError(f"cannot write {out}")


def _caption(painter: QPainter, text: str, width: int) -> None:
    """The phase in the top-left corner, on a pale plate so it reads over the sea."""
    font = QFont("DejaVu Sans")
    font.setPixelSize(max(12, width // 60))
    font.setBold(True)
    painter.setFont(font)
    metrics = painter.fontMetrics()
    pad = font.pixelSize() // 2
    box = QRectF(pad, pad, metrics.horizontalAdvance(text) + 2 * pad, metrics.height() + pad)
    painter.setPen(QPen(QColor("#3d3020"), 1))
    painter.setBrush(QColor(255, 255, 255, 215))
    painter.drawRoundedRect(box, pad / 2, pad / 2)
    painter.setPen(QColor("#1b1b1b"))
    painter.drawText(box, Qt.AlignmentFlag.AlignCenter, text)
