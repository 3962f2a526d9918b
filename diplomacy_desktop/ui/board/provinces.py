"""The provinces as drawn: the map, its land in the owners' tints, the supply-centre markers,
hatching over closed provinces and the full names shown at deep zoom.

Everything here changes with who owns what and with the palette or the language, never with
the orders; the map drawing, the slowest thing on the board to redo, is redone only when a
colour really changed. The province outlines the highlights use come from the hit-testing
shapes (:func:`board_geometry`), so what lights up is exactly what a click hits.
"""

from __future__ import annotations

from functools import cache
from typing import TYPE_CHECKING, Callable

from PySide6.QtCore import QByteArray, QPointF, QRectF, Qt
from PySide6.QtGui import QPainterPath, QPolygonF
from PySide6.QtWidgets import QGraphicsScene

from ...engine.board import MapModel
from ...engine.locations import province_of
from ...engine.notation import load_notation
from ...engine.position import Position, powers_in_game
from ..names import current_notation, localized_board_svg, province_name
from . import palette as palettes
from .anchors import BOARD_SVG, BoardAnchors
from .items import CLOSED, AreaHighlight, CentreMarker, MapItem, NameLabel

if TYPE_CHECKING:  # QtSvg loads when the SVG is first drawn (items.MapItem.renderer)
    from PySide6.QtSvg import QSvgRenderer

MAP_CACHE_MAX_PX = 5200
"""The widest map pixmap kept (about 80 MB); deeper zooms draw the map directly."""


@cache
def board_renderer_data(language: str = "en") -> QByteArray:
    """The board drawing, its province labels in ``language``'s notation (Spanish ``Bor``)."""
    return QByteArray(localized_board_svg(BOARD_SVG.read_bytes(), load_notation(language)))


@cache
def board_geometry():  # noqa: ANN201 - BoardGeometry, imported lazily (shapely is slow to import)
    """Hit-testing shapes, built once per process (about 0.4 s, so not at start-up)."""
    from .hit_testing import BoardGeometry

    return BoardGeometry.from_svg(BOARD_SVG)


def shape_to_path(geom) -> QPainterPath:  # noqa: ANN001 - a Shapely (Multi)Polygon
    path = QPainterPath()
    path.setFillRule(Qt.FillRule.OddEvenFill)
    for poly in getattr(geom, "geoms", [geom]):
        for ring in (poly.exterior, *poly.interiors):
            path.addPolygon(QPolygonF([QPointF(x, y) for x, y in ring.coords]))
            path.closeSubpath()
    return path


class ProvinceLayer:
    """The map item and the items drawn per province, in ``scene``; ``colour_of`` gives a
    power's colour in the palette the board is drawn in."""

    def __init__(self, scene: QGraphicsScene, game_map: MapModel, anchors: BoardAnchors,
                 colour_of: Callable[[str], str], palette: palettes.Palette, *, disk_cache: bool = False) -> None:
        self._scene = scene
        self._map = game_map
        self._anchors = anchors
        self._colour_of = colour_of
        self._palette = palette
        x, y, w, h = anchors.viewbox
        self.map_item = MapItem(board_renderer_data(current_notation().language), QRectF(x, y, w, h),
                                MAP_CACHE_MAX_PX, disk_cache=disk_cache)
        scene.addItem(self.map_item)
        self._paths: dict[str, QPainterPath] = {}
        self._centres: dict[str, CentreMarker] = {}
        self.closed: list[AreaHighlight] = []
        """The hatching over closed provinces, one item per province."""
        self._closed_for: frozenset[str] | None = None
        self._names: list[NameLabel] = []
        self._names_visible = False
        self._fills = palettes.sorted_items(palettes.as_drawn(game_map))
        self._original_key = (self._fills, palettes.CLASSIC.sea)
        """The land colours and sea of the committed drawing."""
        self._drawn_key = self._original_key
        """The land colours and sea the map item now draws."""

    @property
    def renderer(self) -> QSvgRenderer:
        """The map's SVG renderer (parsed when first drawn from)."""
        return self.map_item.renderer()

    def area_path(self, location: str) -> QPainterPath:
        """The outline of ``location`` (a coast's own region where it has one), in board units."""
        path = self._paths.get(location)
        if path is None:
            geometry = board_geometry()
            shape = geometry.shape_of(location) if location in geometry.coast_regions else \
                geometry.provinces[province_of(location)]
            path = self._paths[location] = shape_to_path(shape)
        return path

    def show_closed(self, position: Position) -> None:
        """Hatch ``position``'s closed provinces (redrawn only when they change)."""
        if self._closed_for != position.closed:
            for item in self.closed:
                self._scene.removeItem(item)
            self.closed = [AreaHighlight(self.area_path(prov), CLOSED, None, z=3) for prov in sorted(position.closed)]
            for item in self.closed:
                self._scene.addItem(item)
            self._closed_for = position.closed

    def show_owners(self, position: Position) -> None:
        """Tint the land and colour each centre marker by its owner in ``position``."""
        self._recolour_land(position)
        for prov, (x, y) in self._anchors.centres.items():
            owner = position.centres.get(prov)
            colour = self._colour_of(owner) if owner else None
            marker = self._centres.get(prov)
            if marker is None:
                marker = self._centres[prov] = CentreMarker(colour, self._palette.neutral)
                marker.setPos(x, y)
                self._scene.addItem(marker)
            elif marker.colour != colour:
                marker.set_colour(colour, self._palette.neutral)

    def set_palette(self, palette: palettes.Palette, position: Position | None) -> None:
        """Centres and land in ``palette`` (``position``: who owns them; None before the first)."""
        self._palette = palette
        for prov, marker in self._centres.items():
            owner = position.centres.get(prov) if position is not None else None
            marker.set_colour(self._colour_of(owner) if owner else None, palette.neutral)
        if position is not None:
            self._recolour_land(position)

    def land_colours(self) -> dict[str, str]:
        """The colour each land province is drawn in now (owned centres in their owner's tint)."""
        return dict(self._fills)

    def _recolour_land(self, position: Position) -> None:
        """Fill each supply centre with its owner's tint, as the printed game's control markers
        show ownership, and the home land of the powers in the game with theirs; the map is drawn
        anew only when a colour changed (after a Fall turn, in the history, with another palette),
        never at the start of a standard game."""
        fills = palettes.land_fills(self._map, position.centres, self._palette, powers_in_game(position))
        self._fills = palettes.sorted_items(fills)
        key = (self._fills, self._palette.sea)
        if key != self._drawn_key:
            self._drawn_key = key
            self.map_item.set_drawing(self._map_drawing(), in_background=True)

    def _map_drawing(self) -> QByteArray:
        """The board drawing in the window's language, its land in the colours of :meth:`land_colours`."""
        data = board_renderer_data(current_notation().language)
        if (self._fills, self._palette.sea) == self._original_key:
            return data
        svg = palettes.recolour_svg(bytes(data.data()).decode("utf-8"), dict(self._fills), self._palette)
        return QByteArray(svg.encode("utf-8"))

    def set_names_visible(self, visible: bool) -> None:
        """Full province names under the abbreviations, for deep zoom (created on first use)."""
        if visible == self._names_visible:
            return
        self._names_visible = visible
        if visible and not self._names:
            for prov, (x, y) in self._anchors.labels.items():
                if "/" in prov:
                    continue
                label = NameLabel(province_name(prov))
                label.setPos(x, y + 10)
                self._scene.addItem(label)
                self._names.append(label)
        for label in self._names:
            label.setVisible(visible)

    def retranslate(self) -> None:
        """The map's labels in the new notation; the full names are dropped and rebuilt when shown."""
        self.map_item.set_drawing(self._map_drawing(), in_background=True)
        for label in self._names:
            self._scene.removeItem(label)
        self._names = []
        if self._names_visible:
            self._names_visible = False
            self.set_names_visible(True)
