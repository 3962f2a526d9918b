"""Shared helpers for the board tests: the map data, the drawing, lon/lat on the board."""

from __future__ import annotations

import json
import math
from functools import cache
from pathlib import Path

from diplomacy_desktop.engine.board import standard_map
from diplomacy_desktop.ui.board.hit_testing import BOARD_SVG, BoardGeometry

LAYOUT = BOARD_SVG.parent / "layout.json"


@cache
def geometry() -> BoardGeometry:
    return BoardGeometry.from_svg(BOARD_SVG)


@cache
def layout() -> dict:
    return json.loads(Path(LAYOUT).read_text())


def model():  # noqa: ANN201
    return standard_map()


def board_xy(lon: float, lat: float) -> tuple[float, float]:
    """Project a real place onto the board with the projection recorded in layout.json,
    so tests can name points by geography ("Bern") rather than by pixel."""
    proj = layout()["projection"]
    p1, p2, p0 = (math.radians(proj[k]) for k in ("lat1", "lat2", "lat0"))
    n = math.log(math.cos(p1) / math.cos(p2)) / math.log(
        math.tan(math.pi / 4 + p2 / 2) / math.tan(math.pi / 4 + p1 / 2)
    )
    f = math.cos(p1) * math.tan(math.pi / 4 + p1 / 2) ** n / n
    rho0 = f / math.tan(math.pi / 4 + p0 / 2) ** n
    rho = f / math.tan(math.pi / 4 + math.radians(lat) / 2) ** n
    theta = n * math.radians(lon - proj["lon0"])
    x, y = rho * math.sin(theta), rho0 - rho * math.cos(theta)
    left, bottom, right, top = proj["bounds"]
    scale = layout()["viewbox"][2] / (right - left)
    return (x - left) * scale, (top - y) * scale
