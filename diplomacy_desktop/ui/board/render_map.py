"""Render the committed board drawing to a PNG without a window (``render-map`` command).

QtSvg draws the SVG exactly as the app will show it, so this is how the board is
checked by eye and how the README image is made. A Qt application must exist for fonts;
:mod:`..headless_app` makes one if the caller has none (the CLI sets ``QT_QPA_PLATFORM=offscreen``
when there is no display).
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QByteArray, QRectF
from PySide6.QtGui import QColor, QImage, QPainter
from PySide6.QtSvg import QSvgRenderer

from ...resources import asset
from ..headless_app import gui_app

BOARD_SVG = asset("maps", "standard", "board.svg")
SHOW_NAMES_FROM_WIDTH = 3000
"""From this width on the full province names are legible, so they are drawn too."""


def render_map_png(out: Path, width: int = 2000, svg_path: Path = BOARD_SVG) -> None:
    """Write the board as a PNG ``width`` pixels wide (height keeps the board's aspect)."""
    if width < 16:
        raise ValueError(f"width must be at least 16 pixels, got {width}")
    gui_app()  # made as a full QApplication when none runs, so a game can be drawn after the board
    svg = svg_path.read_text(encoding="utf-8")
    if width >= SHOW_NAMES_FROM_WIDTH:
        svg = svg.replace('<g id="names" display="none"', '<g id="names"', 1)
    renderer = QSvgRenderer(QByteArray(svg.encode("utf-8")))
    if not renderer.isValid():
        raise ValueError(f"cannot read the board drawing {svg_path}")
    view = renderer.viewBoxF()
    height = max(1, round(width * view.height() / view.width()))
    image = QImage(width, height, QImage.Format.Format_ARGB32)
    image.fill(QColor("white"))
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
    renderer.render(painter, QRectF(0, 0, width, height))
    painter.end()
    out = Path(out)
    out.parent.mkdir(parents=True, exist_ok=True)
    if not image.save(str(out), "PNG"):
        raise OSError(f"cannot write {out}")
