"""Draw a game's position, or a case file's, with orders and outcomes, to a PNG without a window.

Uses the same :class:`~.board.scene.BoardScene` as the window, so the picture a player shares
is exactly what the board shows. The current position of a game is drawn without orders
(pending orders are private until adjudication); a past phase is drawn as it was, with its
orders, failed ones marked. A case file (the ``adjudicate`` format the sandbox saves: units,
supply-centre owners, orders) is drawn the same way, its orders judged by the engine, so a
disputed position can be shared as a picture. Both go through :func:`draw_position_png`.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QFont, QImage, QPainter, QPen

from typing import Any, Sequence

from ..engine.game import Game
from ..engine.position import Position
from .board.scene import BoardScene, DrawnOrder, drawn_results
from .headless_app import widgets_app
from .names import phase_text


def render_game_png(game: Game, out: Path, *, phase: int | None = None, width: int = 2000) -> None:
    """Write ``game`` as a PNG ``width`` pixels wide.

    ``phase`` indexes ``game.history`` (0 = the first phase played; negative counts from the
    end); None draws the current position without orders.
    """
    _check_width(width)
    history = game.history
    if phase is not None:
        if not history:
            raise IndexError("the game has no past phases yet; leave out --phase to draw the current position")
        if not -len(history) <= phase < len(history):
            raise IndexError(f"phase {phase} does not exist: this game has phases 0 to {len(history) - 1}")
    if phase is None:
        draw_position_png(game.position, (), phase_text(game.position.phase), out, width, game)
    else:
        record = history[phase]
        draw_position_png(record.position, drawn_results(record.resolution), phase_text(record.resolution.phase),
                          out, width, game)


def render_case_png(case: Any, out: Path, *, width: int = 2000) -> None:
    """Write a case (one JSON object in the ``adjudicate`` format) as a PNG: its units, its
    supply-centre owners, and its orders as arrows, those the engine fails marked.
    Raises :class:`~..engine.cases.CaseError` (a ValueError) naming a bad field."""
    from ..engine.adjudicator import adjudicate
    from ..engine.board import standard_map
    from ..engine.cases import read_case

    _check_width(width)
    if isinstance(case, list):
        if len(case) != 1:
            raise ValueError(f"the file holds {len(case)} cases; render draws one: save it in a file of its own")
        case = case[0]
    position, orders = read_case(case)
    resolution = adjudicate(position, orders, standard_map())
    caption = phase_text(position.phase)
    if isinstance(case, dict) and isinstance(case.get("id"), (str, int)) and not isinstance(case.get("id"), bool):
        caption = f"{case['id']} · {caption}"[:120]
    draw_position_png(position, drawn_results(resolution), caption, out, width)


def case_in_file(path: Path) -> Any | None:
    """The case a file holds (a JSON object with ``units`` and no save-file ``format``, or a
    list of them), or None when it is not one (a saved game, or unreadable: the save-file reader
    then says what is wrong)."""
    import json

    try:
        data = json.loads(Path(path).read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, ValueError, RecursionError):
        return None

    def is_case(obj: Any) -> bool:
        return isinstance(obj, dict) and "units" in obj and "phase" in obj and "format" not in obj

    if is_case(data) or (isinstance(data, list) and data and all(is_case(c) for c in data)):
        return data
    return None


def draw_position_png(position: Position, orders: Sequence[DrawnOrder], caption: str, out: Path, width: int,
                      game: Game | None = None) -> None:
    """The one drawing of every render: ``position`` on the board with ``orders`` and a caption."""
    _check_width(width)
    widgets_app()  # a QApplication, not just a QGuiApplication: the scene crashes without one
    from ..engine.board import standard_map

    scene = BoardScene(game.map if game is not None else standard_map())
    scene.show_position(position)
    scene.show_orders(orders)
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


def _check_width(width: int) -> None:
    if width < 100 or width > 20000:
        raise ValueError(f"width must be between 100 and 20000 pixels, got {width}")


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
