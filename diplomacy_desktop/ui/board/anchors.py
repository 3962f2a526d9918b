"""Where things sit on the board drawing: unit, label and supply-centre anchors per location.

Read from ``layout.json`` next to the board SVG (generated with it), so a variant map brings its
own anchors and no coordinates live in code.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from functools import cache
from pathlib import Path

from ...engine.locations import province_of
from ...resources import asset

LAYOUT_JSON = asset("maps", "standard", "layout.json")
BOARD_SVG = LAYOUT_JSON.with_name("board.svg")

Point = tuple[float, float]


@dataclass(frozen=True)
class BoardAnchors:
    viewbox: tuple[float, float, float, float]
    units: dict[str, Point]
    """Location (``"par"``, ``"stp/nc"``) -> where its piece stands."""
    labels: dict[str, Point]
    centres: dict[str, Point]

    def unit_point(self, location: str) -> Point:
        """A location's piece anchor; a coast without its own anchor falls back to the province."""
        point = self.units.get(location) or self.units.get(province_of(location))
        if point is None:
            raise KeyError(f"no anchor for {location!r} on the board")
        return point


@cache
def load_anchors(path: Path = LAYOUT_JSON) -> BoardAnchors:
    data = json.loads(path.read_text(encoding="utf-8"))
    units: dict[str, Point] = {}
    labels: dict[str, Point] = {}
    centres: dict[str, Point] = {}
    for loc, anchor in data["anchors"].items():
        if "unit" in anchor:
            units[loc] = (float(anchor["unit"][0]), float(anchor["unit"][1]))
        if "label" in anchor:
            labels[loc] = (float(anchor["label"][0]), float(anchor["label"][1]))
        if "centre" in anchor:
            centres[loc] = (float(anchor["centre"][0]), float(anchor["centre"][1]))
    x, y, w, h = (float(v) for v in data["viewbox"])
    return BoardAnchors((x, y, w, h), units, labels, centres)
