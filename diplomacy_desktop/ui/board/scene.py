"""The board scene: the map drawing, the pieces, the orders and the highlights, in board units.

Scene coordinates are the SVG's viewBox units, so the layout anchors and the hit-testing
geometry apply unchanged at any zoom. The scene turns engine values (a Position, orders,
which orders failed) into items, and turns clicks into locations; it decides no rule.

What is drawn is kept in four parts, each owning its items: the provinces (map, owners' tints,
centre markers, closed provinces, names: :mod:`.provinces`), the pieces (:mod:`.pieces`), the
orders (:mod:`.order_drawing`) and the passing highlights and playback marks
(:mod:`.highlights`). :class:`BoardScene` is the one face the window, the lessons and the
playback talk to: it shows a position by telling each part in turn, and reports the pointer.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Iterable, Sequence

from PySide6.QtCore import QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QPainterPath
from PySide6.QtWidgets import QGraphicsItem, QGraphicsScene, QGraphicsSceneHelpEvent, QGraphicsSceneMouseEvent, QToolTip

from ...engine.board import MapModel
from ...engine.kinds import PhaseKind
from ...engine.orders import Unit
from ...engine.position import Position
from ..names import location_name
from . import palette as palettes
from .anchors import BoardAnchors, load_anchors
from .highlights import HighlightLayer
from .items import MapItem, OrderItem, UnitItem
from .order_drawing import DrawnOrder, OrderLayer, drawn_results
from .pieces import PieceKey, PieceLayer, piece_key
from .provinces import ProvinceLayer, board_geometry, board_renderer_data

if TYPE_CHECKING:  # QtSvg loads when the SVG is first drawn (items.MapItem.renderer)
    from PySide6.QtSvg import QSvgRenderer

__all__ = ["BoardScene", "DrawnOrder", "PieceKey", "board_geometry", "board_renderer_data",
           "drawn_results", "piece_key"]
"""Callers find the board's values and caches here, with the scene; each is defined beside the
part that uses it."""


class BoardScene(QGraphicsScene):
    """Draws one position with its orders; reports clicks and hovering as board locations."""

    locationClicked = Signal(str, Qt.MouseButton)
    """A press on the board: location ("" off the provinces) and the mouse button."""
    locationHovered = Signal(str)
    """The location under the pointer changed ("" when none)."""

    def __init__(self, game_map: MapModel, anchors: BoardAnchors | None = None, parent=None, *,  # noqa: ANN001
                 disk_cache: bool = False) -> None:
        """``disk_cache``: keep the map's drawing on disk for the next start (:mod:`.map_cache`)."""
        super().__init__(parent)
        self.map = game_map
        self.anchors = anchors or load_anchors()
        x, y, w, h = self.anchors.viewbox
        self.setSceneRect(QRectF(x, y, w, h))
        self.setItemIndexMethod(QGraphicsScene.ItemIndexMethod.NoIndex)
        self._position: Position | None = None
        self._palette = palettes.current()
        self._provinces = ProvinceLayer(self, game_map, self.anchors, self.colour_of, self._palette,
                                        disk_cache=disk_cache)
        self._pieces = PieceLayer(self, self.anchors, self.colour_of)
        self._orders = OrderLayer(self, game_map, self._pieces.unit_point, self.colour_of)
        self._highlights = HighlightLayer(self, self._provinces.area_path)

    @property
    def _renderer(self) -> QSvgRenderer:
        """The map's SVG renderer (parsed when first drawn from)."""
        return self._provinces.renderer

    # -- hit testing ---------------------------------------------------------------------

    def location_at(self, point: QPointF) -> str | None:
        """The location under a board point: a piece first (it may overhang its border), then the map."""
        for item in self.items(point):
            if isinstance(item, UnitItem):
                return item.location
        return board_geometry().province_at(point.x(), point.y())

    def area_path(self, location: str) -> QPainterPath:
        return self._provinces.area_path(location)

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if event.button() in (Qt.MouseButton.LeftButton, Qt.MouseButton.RightButton):
            self.locationClicked.emit(self.location_at(event.scenePos()) or "", event.button())
            event.accept()
            return
        super().mousePressEvent(event)

    def mouseMoveEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        self.set_hover(self.location_at(event.scenePos()) or "")
        super().mouseMoveEvent(event)

    def tooltip_at(self, point: QPointF) -> str:
        """What hovering shows: the full name of the place in the player's language (pieces
        cover the abbreviations in crowded corners such as the Low Countries and the Balkans)."""
        location = self.location_at(point)
        return location_name(location) if location else ""

    def helpEvent(self, event: QGraphicsSceneHelpEvent) -> None:
        text = self.tooltip_at(event.scenePos())
        if text:
            QToolTip.showText(event.screenPos(), text, event.widget())
        else:
            QToolTip.hideText()
        event.setAccepted(bool(text))

    # -- the position ----------------------------------------------------------------------

    def sync(self, position: Position) -> None:
        """Show ``position``: pieces already on the board for the same unit stay (put back on
        their anchor, fully shown), pieces no longer there go, new ones come; centre markers
        take their owner's colour. Orders and highlights are cleared."""
        self._position = position
        self._provinces.show_closed(position)
        self._pieces.sync(position)
        self._provinces.show_owners(position)
        self.clear_marks()
        self.show_orders(())
        self.set_targets(())
        self.set_selected("")

    show_position = sync
    """The older name: callers that show a position get the persistent pieces too."""

    def unit_point(self, location: str, dislodged: bool = False) -> QPointF:
        """Where a piece stands (:meth:`.pieces.PieceLayer.unit_point`)."""
        return self._pieces.unit_point(location, dislodged)

    def colour_of(self, power: str) -> str:
        """A power's colour in the palette the board is drawn in."""
        if power in self._palette.pieces:
            return self._palette.piece(power)
        info = self.map.powers.get(power)
        return info.colour if info else "#888888"

    @property
    def palette(self) -> palettes.Palette:
        return self._palette

    def set_palette(self, palette: palettes.Palette) -> None:
        """Draw the board in another palette (the player's setting): pieces, centres and land."""
        if palette == self._palette:
            return
        self._palette = palette
        self._pieces.recolour()
        self._provinces.set_palette(palette, self._position)
        self.show_orders(self._orders.drawn())

    def map_item(self) -> MapItem:
        return self._provinces.map_item

    def land_colours(self) -> dict[str, str]:
        """The colour each land province is drawn in now (owned centres in their owner's tint)."""
        return self._provinces.land_colours()

    def closed_provinces(self) -> list[QGraphicsItem]:
        """The hatching over the provinces no unit may enter, one item per province."""
        return list(self._provinces.closed)

    # -- pieces --------------------------------------------------------------------------------

    def add_piece(self, power: str, unit: Unit, *, dislodged: bool = False) -> UnitItem:
        """A new piece on the board (a build appears through this), keyed by its unit."""
        return self._pieces.add(power, unit, dislodged=dislodged)

    def piece_item(self, key: PieceKey) -> UnitItem | None:
        return self._pieces.item(key)

    def rekey(self, moves: dict[PieceKey, PieceKey | None]) -> None:
        """After a playback: pieces now stand elsewhere (None: it left the board), so the next
        :meth:`sync` finds them where they are instead of drawing them anew."""
        self._pieces.rekey(moves)

    def unit_items(self) -> list[UnitItem]:
        return self._pieces.items()

    def set_selected(self, location: str) -> None:
        """Mark the piece being ordered (a thick orange halo: it must be unmistakable)."""
        pos = self._position
        self._pieces.set_selected(location, pos is not None and pos.phase.kind is PhaseKind.RETREATS)

    # -- orders ----------------------------------------------------------------------------------

    def show_orders(self, orders: Sequence[DrawnOrder]) -> None:
        """Draw orders (:class:`.order_drawing.OrderLayer`) in place of those drawn."""
        self._orders.show(orders, self._position)

    def drawn_orders(self) -> list[DrawnOrder]:
        """The orders now drawn (what a player can see on the board; the privacy tests read it)."""
        return self._orders.drawn()

    def order_items(self) -> list[OrderItem]:
        return self._orders.items()

    def row_items(self, row: tuple[str, int]) -> list[OrderItem]:
        """The items drawing one result row's order."""
        return self._orders.row_items(row)

    def highlight_row(self, row: tuple[str, int] | None) -> None:
        """Light up one result row's order on the board (None: none)."""
        self._orders.highlight_row(row)

    def highlighted_rows(self) -> list[tuple[str, int]]:
        return self._orders.highlighted_rows()

    # -- highlights and marks --------------------------------------------------------------------

    def add_mark(self, mark: QGraphicsItem) -> None:
        """A mark the playback shows (standoff, cut support, broken convoy, lit retreat); all
        go at the next :meth:`sync` or :meth:`clear_marks`."""
        self._highlights.add_mark(mark)

    def clear_marks(self) -> None:
        self._highlights.clear_marks()

    def set_targets(self, locations: Iterable[str]) -> None:
        """Tint the places the selected piece may go (or the pieces it may support)."""
        self._highlights.set_targets(locations)

    def target_locations(self) -> int:
        return self._highlights.target_count()

    def set_hover(self, location: str) -> None:
        if self._highlights.set_hover(location):
            self.locationHovered.emit(location)

    # -- zoom and language -------------------------------------------------------------------------

    def set_names_visible(self, visible: bool) -> None:
        """Full province names under the abbreviations, for deep zoom (created on first use)."""
        self._provinces.set_names_visible(visible)

    def retranslate(self) -> None:
        """Province names and the powers' letters follow the UI language."""
        self._provinces.retranslate()
        self._pieces.retranslate()
