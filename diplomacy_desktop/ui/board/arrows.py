"""Where an order's line runs: from the edge of one piece to the edge of another, bent when short.

Plain geometry on board points and piece outlines, apart from the items that draw it, so the
rules of a readable arrow (never start inside a piece, never vanish between two close pieces)
sit in one place and can be read without the scene.
"""

from __future__ import annotations

from typing import Sequence

from PySide6.QtCore import QPointF
from PySide6.QtGui import QPainterPath

from .items import UNIT_RADIUS

MIN_ARROW = 30.0
"""The shortest arrow drawn straight, in board units (its head is about 14): a shorter one is bent."""


def length(d: QPointF) -> float:
    return (d.x() ** 2 + d.y() ** 2) ** 0.5


def polyline_length(points: Sequence[QPointF]) -> float:
    return sum(length(b - a) for a, b in zip(points, points[1:]))


def grown(path: QPainterPath) -> QPainterPath:
    """The box around a silhouette, with room for its outline and a small gap, so an arrow
    stops short of the piece (the box, not the outline: an arrow must not slip in between a
    fort's battlements)."""
    box = QPainterPath()
    rect = path.boundingRect().adjusted(-3.5, -3.5, 3.5, 3.5)
    box.addRoundedRect(rect, 6.0, 6.0)
    return box


def ring(centre: QPointF) -> QPainterPath:
    """The ring a support-to-hold line ends on, around the supported piece."""
    path = QPainterPath()
    path.addEllipse(centre, UNIT_RADIUS * 1.45, UNIT_RADIUS * 1.45)
    return path


def exit_point(outside: QPointF, inside: QPointF, shape: QPainterPath | None) -> QPointF:
    """Where the segment from ``inside`` toward ``outside`` leaves ``shape`` (``inside`` itself
    when there is no shape; ``outside`` if the shape covers the whole segment)."""
    if shape is None or not shape.contains(inside):
        return inside
    if shape.contains(outside):
        return outside
    lo, hi = 0.0, 1.0  # lo inside, hi outside
    for _ in range(14):
        mid = (lo + hi) / 2
        if shape.contains(inside + (outside - inside) * mid):
            lo = mid
        else:
            hi = mid
    return inside + (outside - inside) * hi


def _quad(a: QPointF, control: QPointF, b: QPointF, t: float) -> QPointF:
    return a * (1 - t) ** 2 + control * (2 * (1 - t) * t) + b * (t * t)


def _trim_curve(points: list[QPointF], start: QPainterPath | None, end: QPainterPath | None) -> list[QPointF]:
    """A polyline without its parts inside the pieces at its ends (cut exactly at their edges)."""
    first = 0
    if start is not None:
        while first < len(points) - 1 and start.contains(points[first + 1]):
            first += 1
    last = len(points) - 1
    if end is not None:
        while last > first + 1 and end.contains(points[last - 1]):
            last -= 1
    kept = points[first:last + 1]
    if len(kept) < 2:
        return [points[0], points[-1]]
    kept[0] = exit_point(kept[1], kept[0], start)
    kept[-1] = exit_point(kept[-2], kept[-1], end)
    return kept


def arrow_points(src: QPointF, dst: QPointF, start: QPainterPath | None, end: QPainterPath | None,
                 *, via: Sequence[QPointF] = ()) -> list[QPointF]:
    """An arrow's points from the edge of the piece at ``src`` to the edge of the piece at
    ``dst`` (to ``dst`` itself when none stands there), through ``via``. A move too short to
    show between two pieces (Lvp-Yor, Bel-Hol) is bent into an arc, so it still shows."""
    if via:
        points = [src, *via, dst]
        points[0] = exit_point(points[1], points[0], start)
        points[-1] = exit_point(points[-2], points[-1], end)
        return points
    a, b = exit_point(dst, src, start), exit_point(src, dst, end)
    if length(b - a) >= MIN_ARROW:
        return [a, b]
    d = dst - src
    normal = QPointF(d.y(), -d.x()) / max(length(d), 1.0)
    for bulge in (0.6, 0.9, 1.2, 1.6):
        control = (src + dst) / 2 + normal * max(length(d) * bulge, UNIT_RADIUS * bulge * 1.6)
        curve = [_quad(src, control, dst, i / 24) for i in range(25)]
        trimmed = _trim_curve(curve, start, end)
        if polyline_length(trimmed) >= MIN_ARROW:
            return trimmed
    return trimmed
