"""Which province is under a point of the board: the drawing as Shapely polygons.

No Qt here, so the geometry can be tested and benchmarked without a display. The board
drawing is read once with svgelements: every ``<path>`` in the ``land`` and ``sea`` groups
is a province (``id`` = abbreviation), ``impassable`` is land outside play, and
``coast-regions`` divides each split-coast province by nearest coast (``data-location``).

Lookups must be cheap enough to run on every mouse move (target: 20 µs). A Shapely
query costs more than that in call overhead alone, so at build time the board is cut into
a grid of square cells: a cell that lies inside one area answers with a dictionary hit,
and only cells crossed by a border fall back to exact point-in-polygon tests against the
few prepared polygons that touch them.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

import numpy as np
import shapely
import svgelements
from shapely.geometry import MultiPolygon, Polygon
from shapely.strtree import STRtree

from ...resources import asset

BOARD_SVG = asset("maps", "standard", "board.svg")
PROVINCE_GROUPS = ("land", "sea")
IMPASSABLE_GROUP = "impassable"
COAST_GROUP = "coast-regions"
CELL = 8.0
"""Grid cell size in board units: small enough that most cells are inside one province."""

_IMPASSABLE = "\0impassable"
_NOTHING = -1
_MIXED = -2


def _rings(path: svgelements.Path) -> list[np.ndarray]:
    """The closed subpaths of a path as coordinate arrays (the board uses only M/L/Z)."""
    rings: list[np.ndarray] = []
    current: list[tuple[float, float]] = []
    for seg in path.segments():
        if isinstance(seg, svgelements.Move):
            if len(current) >= 3:
                rings.append(np.asarray(current))
            current = [(seg.end.x, seg.end.y)]
        elif isinstance(seg, svgelements.Close):
            if len(current) >= 3:
                rings.append(np.asarray(current))
            current = []
        elif seg.end is not None:
            current.append((seg.end.x, seg.end.y))
    if len(current) >= 3:
        rings.append(np.asarray(current))
    return rings


def _polygon_from_rings(rings: list[np.ndarray]) -> MultiPolygon:
    """Even-odd fill of the rings: a ring inside an odd number of others is a hole."""
    polys = [Polygon(r) for r in rings]
    fixed = [p if p.is_valid else p.buffer(0) for p in polys]  # buffer(0) may split a ring
    polys = [q for p in fixed for q in getattr(p, "geoms", [p])]
    polys.sort(key=lambda p: p.area, reverse=True)
    shells: list[tuple[Polygon, list[Polygon]]] = []
    for p in polys:
        rep = p.representative_point()
        depth = sum(1 for q in polys if q is not p and q.area > p.area and q.contains(rep))
        if depth % 2 == 0:
            shells.append((p, []))
        else:
            for shell, holes in reversed(shells):
                if shell.contains(rep):
                    holes.append(p)
                    break
    parts = []
    for shell, holes in shells:
        geom = Polygon(shell.exterior, [h.exterior for h in holes])
        if not geom.is_valid:  # holes touching each other or the shell: let GEOS sort it out
            geom = shell.difference(shapely.union_all(holes)) if holes else shell.buffer(0)
        parts.extend(getattr(geom, "geoms", [geom]))
    return MultiPolygon([g for g in parts if isinstance(g, Polygon) and not g.is_empty])


@dataclass(frozen=True)
class BoardGeometry:
    """Province shapes in board coordinates and a fast point lookup over them."""

    viewbox: tuple[float, float, float, float]
    provinces: dict[str, MultiPolygon]
    """Province abbreviation -> its shape (islands and straits included)."""
    impassable: MultiPolygon
    coast_regions: dict[str, MultiPolygon]
    """Split-coast location (``"stp/nc"``) -> the part of its province nearest that coast."""
    _areas: list[str] = field(repr=False)
    _geoms: list[MultiPolygon] = field(repr=False)
    _tree: STRtree = field(repr=False)
    _grid: list[list[int]] = field(repr=False)
    """Column-major cells: area index (>= 0), _NOTHING, or _MIXED (see _candidates)."""
    _candidates: dict[tuple[int, int], tuple[int, ...]] = field(repr=False)

    # -- construction -----------------------------------------------------------------------

    @classmethod
    def from_svg(cls, path: Path = BOARD_SVG) -> BoardGeometry:
        # reify=False: the board has no transforms (checked below), so raw coordinates are
        # board coordinates and the costly reification pass can be skipped.
        svg = svgelements.SVG.parse(str(path), reify=False)
        vb = svg.viewbox
        viewbox = (float(vb.x), float(vb.y), float(vb.width), float(vb.height))
        if (svg.width, svg.height) != (vb.width, vb.height):
            raise ValueError("board.svg must have width/height equal to its viewBox (no scaling)")
        provinces: dict[str, MultiPolygon] = {}
        coasts: dict[str, MultiPolygon] = {}
        blocked: list[MultiPolygon] = []
        for group in svg.elements(conditional=lambda e: isinstance(e, svgelements.Group)):
            gid = group.id
            if gid not in (*PROVINCE_GROUPS, IMPASSABLE_GROUP, COAST_GROUP):
                continue
            for el in group:
                if not isinstance(el, svgelements.Path) or not el.id:
                    continue
                if not el.transform.is_identity():
                    raise ValueError(f"board.svg: path {el.id} is transformed; write absolute coordinates")
                geom = _polygon_from_rings(_rings(el))
                if gid == IMPASSABLE_GROUP:
                    blocked.append(geom)
                elif gid == COAST_GROUP:
                    coasts[el.values.get("data-location", el.id.replace("-", "/"))] = geom
                else:
                    provinces[el.id] = geom
        impassable = MultiPolygon([p for g in blocked for p in g.geoms])
        return cls.from_shapes(viewbox, provinces, impassable, coasts)

    @classmethod
    def from_shapes(
        cls,
        viewbox: tuple[float, float, float, float],
        provinces: dict[str, MultiPolygon],
        impassable: MultiPolygon,
        coast_regions: dict[str, MultiPolygon],
    ) -> BoardGeometry:
        split = {loc.split("/")[0] for loc in coast_regions}
        areas: list[str] = []
        geoms: list[MultiPolygon] = []
        for abbr, geom in provinces.items():
            if abbr in split:
                continue  # looked up through its coast regions instead
            areas.append(abbr)
            geoms.append(geom)
        for loc, geom in coast_regions.items():
            areas.append(loc)
            geoms.append(geom)
        if not impassable.is_empty:
            areas.append(_IMPASSABLE)
            geoms.append(impassable)
        for g in geoms:
            shapely.prepare(g)
        tree = STRtree(geoms)
        grid, candidates = cls._build_grid(viewbox, tree, geoms)
        return cls(viewbox, provinces, impassable, coast_regions, areas, geoms, tree, grid, candidates)

    @staticmethod
    def _build_grid(viewbox, tree: STRtree, geoms: list):  # noqa: ANN001, ANN205
        """Cell -> the one area index covering it, or (border cells) candidate indices.

        Exact box-in-polygon tests for every cell cost ~0.4 s, so instead: cells that a
        border passes through (found from the densified border vertices, widened by one
        cell) keep their candidate list; every other cell lies inside a single area, which
        its centre point identifies.
        """
        x0, y0, w, h = viewbox
        nx, ny = int(np.ceil(w / CELL)), int(np.ceil(h / CELL))
        edges = shapely.segmentize(shapely.boundary(np.asarray(geoms, dtype=object)), CELL / 2)
        xy = shapely.get_coordinates(edges)
        cx = np.clip(((xy[:, 0] - x0) // CELL).astype(int), 0, nx - 1)
        cy = np.clip(((xy[:, 1] - y0) // CELL).astype(int), 0, ny - 1)
        border = np.zeros((nx + 2, ny + 2), dtype=bool)
        for dx in (0, 1, 2):
            for dy in (0, 1, 2):
                border[cx + dx, cy + dy] = True
        border = border[1:-1, 1:-1]
        grid = np.full((nx, ny), _NOTHING, dtype=np.int64)
        grid[border] = _MIXED
        candidates: dict[tuple[int, int], tuple[int, ...]] = {}
        bx, by = np.nonzero(border)
        boxes = shapely.box(x0 + bx * CELL, y0 + by * CELL, x0 + (bx + 1) * CELL, y0 + (by + 1) * CELL)
        cell_idx, geom_idx = tree.query(boxes)  # bounding boxes only: cheap, exact test at lookup
        order = np.argsort(cell_idx, kind="stable")
        cell_idx, geom_idx = cell_idx[order], geom_idx[order]
        starts = np.flatnonzero(np.r_[True, cell_idx[1:] != cell_idx[:-1]])
        for c, group in zip(cell_idx[starts].tolist(), np.split(geom_idx, starts[1:]), strict=True):
            candidates[(int(bx[c]), int(by[c]))] = tuple(group.tolist())
        px, py = np.nonzero(~border)
        centres = shapely.points(x0 + (px + 0.5) * CELL, y0 + (py + 0.5) * CELL)
        pt_idx, geom_idx = tree.query(centres, predicate="within")
        grid[px[pt_idx], py[pt_idx]] = geom_idx
        return grid.tolist(), candidates

    # -- questions --------------------------------------------------------------------------

    def province_at(self, x: float, y: float) -> str | None:
        """The location under board point (x, y): ``"par"``, ``"stp/nc"`` (nearest coast of a
        split-coast province), or None on impassable land, on a border line's gap, or off the board."""
        x0, y0, w, h = self.viewbox
        if not (x0 <= x < x0 + w and y0 <= y < y0 + h):
            return None
        ix, iy = int((x - x0) // CELL), int((y - y0) // CELL)
        hit = self._grid[ix][iy]
        if hit >= 0:
            area = self._areas[hit]
        elif hit == _NOTHING:
            return None
        else:
            for i in self._candidates.get((ix, iy), ()):
                if shapely.contains_xy(self._geoms[i], x, y):
                    area = self._areas[i]
                    break
            else:
                return None
        return None if area == _IMPASSABLE else area

    def shape_of(self, location: str) -> MultiPolygon:
        """The shape to highlight for a location (a coast highlights its province part)."""
        if location in self.coast_regions:
            return self.coast_regions[location]
        return self.provinces[location]
