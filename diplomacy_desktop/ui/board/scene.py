"""The board scene: the map drawing, the pieces, the orders and the highlights, in board units.

Scene coordinates are the SVG's viewBox units, so the layout anchors and the hit-testing
geometry apply unchanged at any zoom. The scene turns engine values (a Position, orders,
which orders failed) into items, and turns clicks into locations; it decides no rule.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from typing import TYPE_CHECKING, Iterable, Sequence

from PySide6.QtCore import QByteArray, QCoreApplication, QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QColor, QPainterPath, QPolygonF
from PySide6.QtWidgets import QGraphicsItem, QGraphicsScene, QGraphicsSceneHelpEvent, QGraphicsSceneMouseEvent, QToolTip

from ...engine.board import MapModel, province_of
from ...engine.convoys import shortest_chain
from ...engine.orders import (Build, Convoy, Disband, Hold, Move, Order, Retreat, SupportHold, SupportMove, Unit,
                              Waive)
from ...engine.kinds import PhaseKind
from ...engine.position import Position
from ...engine.notation import load_notation
from ..names import current_notation, localized_board_svg, location_name, province_name
from . import palette as palettes
from .anchors import BOARD_SVG, BoardAnchors, load_anchors
from .items import (CLOSED, MapItem, DISLODGED_OFFSET, DISLODGED_SHIFT, HOVER, SELECTED, TARGET, UNIT_RADIUS, AreaHighlight,
                    CentreMarker, NameLabel, OrderItem, OrderStyle, UnitItem, body_path)

if TYPE_CHECKING:  # QtSvg loads when the SVG is first drawn (items.MapItem.renderer)
    from ...engine.adjudicator import Resolution
    from PySide6.QtSvg import QSvgRenderer


MAP_CACHE_MAX_PX = 5200
"""The widest map pixmap kept (about 80 MB); deeper zooms draw the map directly."""


@dataclass(frozen=True)
class DrawnOrder:
    """An order to draw, with its power and (after adjudication) whether it failed and, for a move
    by convoy, the fleets it went through in order (from the engine's events)."""

    power: str
    order: Order
    failed: bool = False
    route: tuple[Unit, ...] | None = None
    row: tuple[str, int] | None = None
    """The result row it shows (power, index), so the playback and the results list can find it."""


def drawn_results(resolution: Resolution, *, judged: bool = True) -> list[DrawnOrder]:
    """Every judged order as drawn on the board: failed ones marked (unless ``judged`` is False:
    the playback shows the orders as given, then the outcome), convoy routes as the engine
    recorded them (not guessed from the drawing)."""
    from ...engine.events import ConvoyDisrupted, Moved  # (the adjudicator's, loaded once a phase is judged)

    routes = {e.unit.province: e.route for e in resolution.events if isinstance(e, (Moved, ConvoyDisrupted))}
    return [DrawnOrder(power, r.order, r.failed and judged,
                       routes.get(province_of(r.order.unit.location)) if isinstance(r.order, Move) else None,
                       (power, index))
            for power, results in resolution.results.items() for index, r in enumerate(results)]


PieceKey = tuple[str, str, str, bool]
"""A piece on the board: (power, kind, location, dislodged)."""


def piece_key(power: str, unit: Unit, dislodged: bool = False) -> PieceKey:
    return (power, str(unit.kind), unit.location, dislodged)


@cache
def board_renderer_data(language: str = "en") -> QByteArray:
    """The board drawing, its province labels in ``language``'s notation (Spanish ``Bor``)."""
    return QByteArray(localized_board_svg(BOARD_SVG.read_bytes(), load_notation(language)))


def power_letter(power: str) -> str:
    """The letter on a power's pieces (colour is never the only cue), in the player's language."""
    letters = {"austria": QCoreApplication.translate("PowerLetter", "A", "Austria"),
               "england": QCoreApplication.translate("PowerLetter", "E", "England"),
               "france": QCoreApplication.translate("PowerLetter", "F", "France"),
               "germany": QCoreApplication.translate("PowerLetter", "G", "Germany"),
               "italy": QCoreApplication.translate("PowerLetter", "I", "Italy"),
               "russia": QCoreApplication.translate("PowerLetter", "R", "Russia"),
               "turkey": QCoreApplication.translate("PowerLetter", "T", "Turkey")}
    return letters.get(power, power[:1].upper())


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
        board = MapItem(board_renderer_data(current_notation().language), QRectF(x, y, w, h), MAP_CACHE_MAX_PX,
                        disk_cache=disk_cache)
        self.addItem(board)
        self._board = board
        self._position: Position | None = None
        self._pieces: dict[PieceKey, UnitItem] = {}
        self._centres: dict[str, CentreMarker] = {}
        self._orders: list[OrderItem] = []
        self._row_items: dict[tuple[str, int], list[OrderItem]] = {}
        self._drawn: list[DrawnOrder] = []
        self._targets: list[AreaHighlight] = []
        self._closed: list[AreaHighlight] = []
        self._hover: AreaHighlight | None = None
        self._hover_location = ""
        self._selected = ""
        self._names: list[NameLabel] = []
        self._names_visible = False
        self._paths: dict[str, QPainterPath] = {}
        self._closed_for: frozenset[str] | None = None
        self._marks: list[QGraphicsItem] = []
        self._palette = palettes.current()
        self._fills = palettes.sorted_items(palettes.as_drawn(game_map))
        self._original_key = (self._fills, palettes.CLASSIC.sea)
        """The land colours and sea of the committed drawing."""
        self._drawn_key = self._original_key
        """The land colours and sea the map item now draws."""

    @property
    def _renderer(self) -> QSvgRenderer:
        """The map's SVG renderer (parsed when first drawn from)."""
        return self._board.renderer()

    # -- hit testing ---------------------------------------------------------------------

    def location_at(self, point: QPointF) -> str | None:
        """The location under a board point: a piece first (it may overhang its border), then the map."""
        for item in self.items(point):
            if isinstance(item, UnitItem):
                return item.location
        return board_geometry().province_at(point.x(), point.y())

    def area_path(self, location: str) -> QPainterPath:
        path = self._paths.get(location)
        if path is None:
            geometry = board_geometry()
            shape = geometry.shape_of(location) if location in geometry.coast_regions else \
                geometry.provinces[province_of(location)]
            path = self._paths[location] = shape_to_path(shape)
        return path

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

    # -- what is shown -------------------------------------------------------------------

    def unit_point(self, location: str, dislodged: bool = False) -> QPointF:
        """Where a piece stands; a dislodged one is pushed aside toward the province's middle
        (its label anchor), so it sits beside the attacker without leaving its province."""
        point = _spread_anchors(self.anchors).get(location)
        if point is None:
            x, y = self.anchors.unit_point(location)
            point = QPointF(x, y)
        else:
            point = QPointF(point[0], point[1])
        if not dislodged:
            return point
        label = self.anchors.labels.get(province_of(location))
        if label is None:
            return point + DISLODGED_OFFSET
        d = QPointF(label[0], label[1]) - point
        length = (d.x() ** 2 + d.y() ** 2) ** 0.5
        if length < 1.0:
            return point + DISLODGED_OFFSET
        shift = min(length, DISLODGED_SHIFT)
        return point + d / length * shift

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
        for key in list(self._pieces):
            old = self._pieces.pop(key)
            item = self._new_piece(key[0], key[1], key[2], key[3])
            item.setPos(old.pos())
            item.setOpacity(old.opacity())
            self.removeItem(old)
            self._pieces[key] = item
        for prov, marker in self._centres.items():
            owner = self._position.centres.get(prov) if self._position is not None else None
            marker.set_colour(self.colour_of(owner) if owner else None, palette.neutral)
        if self._position is not None:
            self._recolour_land(self._position.centres)
        self.show_orders(list(self._drawn))

    def map_item(self) -> MapItem:
        return self._board

    def land_colours(self) -> dict[str, str]:
        """The colour each land province is drawn in now (owned centres in their owner's tint)."""
        return dict(self._fills)

    def _recolour_land(self, centres: dict[str, str]) -> None:
        """Fill each supply centre with its owner's tint, as the printed game's control markers
        show ownership; the map is drawn anew only when a colour changed (after a Fall turn, in
        the history, with another palette), never at the start of a standard game."""
        self._fills = palettes.sorted_items(palettes.land_fills(self.map, centres, self._palette))
        key = (self._fills, self._palette.sea)
        if key != self._drawn_key:
            self._drawn_key = key
            self._board.set_drawing(self._map_drawing(), in_background=True)

    def _map_drawing(self) -> QByteArray:
        """The board drawing in the window's language, its land in the colours of :meth:`land_colours`."""
        data = board_renderer_data(current_notation().language)
        if (self._fills, self._palette.sea) == self._original_key:
            return data
        svg = palettes.recolour_svg(bytes(data.data()).decode("utf-8"), dict(self._fills), self._palette)
        return QByteArray(svg.encode("utf-8"))

    def sync(self, position: Position) -> None:
        """Show ``position``: pieces already on the board for the same unit stay (put back on
        their anchor, fully shown), pieces no longer there go, new ones come; centre markers
        take their owner's colour. Orders and highlights are cleared."""
        self._position = position
        if self._closed_for != position.closed:
            for item in self._closed:
                self.removeItem(item)
            self._closed = [AreaHighlight(self.area_path(prov), CLOSED, None, z=3)
                            for prov in sorted(position.closed)]
            for item in self._closed:
                self.addItem(item)
            self._closed_for = position.closed
        wanted = [(power, unit, False) for power, unit in position.all_units()]
        wanted += [(d.power, d.unit, True) for d in position.dislodged]
        keys = {piece_key(p, u, d) for p, u, d in wanted}
        for key in [k for k in self._pieces if k not in keys]:
            self.removeItem(self._pieces.pop(key))
        for power, unit, dislodged in wanted:
            item = self._pieces.get(piece_key(power, unit, dislodged))
            if item is None:
                self.add_piece(power, unit, dislodged=dislodged)
            else:
                item.location = unit.location
                item.dislodged = dislodged
                item.setPos(self.unit_point(unit.location, dislodged))
                item.setOpacity(1.0)
                item.setScale(1.0)
        self._recolour_land(position.centres)
        for prov, (x, y) in self.anchors.centres.items():
            owner = position.centres.get(prov)
            colour = self.colour_of(owner) if owner else None
            marker = self._centres.get(prov)
            if marker is None:
                marker = self._centres[prov] = CentreMarker(colour, self._palette.neutral)
                marker.setPos(x, y)
                self.addItem(marker)
            elif marker.colour != colour:
                marker.set_colour(colour, self._palette.neutral)
        self.clear_marks()
        self.show_orders(())
        self.set_targets(())
        self.set_selected("")

    show_position = sync
    """The older name: callers that show a position get the persistent pieces too."""

    def add_piece(self, power: str, unit: Unit, *, dislodged: bool = False) -> UnitItem:
        """A new piece on the board (a build appears through this), keyed by its unit."""
        item = self._new_piece(power, str(unit.kind), unit.location, dislodged)
        item.setPos(self.unit_point(unit.location, dislodged))
        self._pieces[piece_key(power, unit, dislodged)] = item
        return item

    def _new_piece(self, power: str, kind: str, location: str, dislodged: bool) -> UnitItem:
        item = UnitItem(kind, location, power, self.colour_of(power), dislodged=dislodged,
                        letter=power_letter(power))
        self.addItem(item)
        return item

    def piece_item(self, key: PieceKey) -> UnitItem | None:
        return self._pieces.get(key)

    def rekey(self, moves: dict[PieceKey, PieceKey | None]) -> None:
        """After a playback: pieces now stand elsewhere (None: it left the board), so the next
        :meth:`sync` finds them where they are instead of drawing them anew."""
        items = {old: self._pieces.pop(old) for old in moves if old in self._pieces}
        for old, item in items.items():
            new = moves[old]
            if new is None:
                self.removeItem(item)
            else:
                self._pieces[new] = item

    def unit_items(self) -> list[UnitItem]:
        return list(self._pieces.values())

    # -- playback marks ------------------------------------------------------------------

    def add_mark(self, mark: QGraphicsItem) -> None:
        """A mark the playback shows (standoff, cut support, broken convoy, lit retreat); all
        go at the next :meth:`sync` or :meth:`clear_marks`."""
        self.addItem(mark)
        self._marks.append(mark)

    def clear_marks(self) -> None:
        for mark in self._marks:
            self.removeItem(mark)
        self._marks = []

    def highlight_row(self, row: tuple[str, int] | None) -> None:
        """Light up one result row's order on the board (None: none)."""
        lit = set(map(id, self._row_items.get(row, ()))) if row is not None else set()
        for item in self._orders:
            item.set_highlighted(id(item) in lit)

    def highlighted_rows(self) -> list[tuple[str, int]]:
        return sorted(row for row, items in self._row_items.items() if any(i.highlighted for i in items))

    def row_items(self, row: tuple[str, int]) -> list[OrderItem]:
        """The items drawing one result row's order."""
        return list(self._row_items.get(row, ()))

    def order_items(self) -> list[OrderItem]:
        return list(self._orders)

    def drawn_orders(self) -> list[DrawnOrder]:
        """The orders now drawn (what a player can see on the board; the privacy tests read it)."""
        return list(self._drawn)

    def show_orders(self, orders: Sequence[DrawnOrder]) -> None:
        """Draw orders: moves first, so supports and convoys can point at the arrows they help."""
        for item in self._orders:
            self.removeItem(item)
        self._orders = []
        self._row_items = {}
        self._drawn = list(orders)
        convoys = [d.order for d in orders if isinstance(d.order, Convoy)]
        arrows: dict[str, tuple[Move, OrderItem, bool]] = {}
        later: list[DrawnOrder] = []
        for drawn in orders:
            if isinstance(drawn.order, (Move, Retreat)):
                item = self._move_item(drawn, convoys)
                self._add_order_item(item, drawn.row)
                if isinstance(drawn.order, Move):
                    arrows[province_of(drawn.order.unit.location)] = (drawn.order, item, self._by_convoy(drawn))
            else:
                later.append(drawn)
        for drawn in later:
            for item in self._items_for(drawn, arrows):
                self._add_order_item(item, drawn.row)

    def _add_order_item(self, item: OrderItem, row: tuple[str, int] | None = None) -> None:
        self.addItem(item)
        self._orders.append(item)
        if row is not None:
            self._row_items.setdefault(row, []).append(item)

    def _dislodged_here(self, location: str) -> bool:
        pos = self._position
        return pos is not None and pos.phase.kind is PhaseKind.RETREATS and any(
            province_of(d.unit.location) == province_of(location) for d in pos.dislodged)

    def _style(self, drawn: DrawnOrder) -> OrderStyle:
        return OrderStyle(self.colour_of(drawn.power), failed=drawn.failed)

    def _piece_outline(self, location: str, dislodged: bool = False) -> QPainterPath | None:
        """The silhouette, with a little room around it, of the piece standing at ``location``
        (None when no piece stands there): where arrows start and stop."""
        pos = self._position
        if pos is None:
            return None
        prov = province_of(location)
        if dislodged:
            unit = next((d.unit for d in pos.dislodged if province_of(d.unit.location) == prov), None)
        else:
            unit = pos.unit_at(prov)
        if unit is None:
            return None
        return _grown(body_path(str(unit.kind))).translated(self.unit_point(unit.location, dislodged))

    def _arrow(self, src: QPointF, dst: QPointF, start: QPainterPath | None, end: QPainterPath | None,
               *, via: Sequence[QPointF] = ()) -> list[QPointF]:
        """An arrow's points from the edge of the piece at ``src`` to the edge of the piece at
        ``dst`` (to ``dst`` itself when none stands there), through ``via``. A move too short to
        show between two pieces (Lvp-Yor, Bel-Hol) is bent into an arc, so it still shows."""
        if via:
            points = [src, *via, dst]
            points[0] = _exit(points[1], points[0], start)
            points[-1] = _exit(points[-2], points[-1], end)
            return points
        a, b = _exit(dst, src, start), _exit(src, dst, end)
        if _length(b - a) >= MIN_ARROW:
            return [a, b]
        d = dst - src
        normal = QPointF(d.y(), -d.x()) / max(_length(d), 1.0)
        for bulge in (0.6, 0.9, 1.2, 1.6):
            control = (src + dst) / 2 + normal * max(_length(d) * bulge, UNIT_RADIUS * bulge * 1.6)
            curve = [_quad(src, control, dst, i / 24) for i in range(25)]
            trimmed = _trim_curve(curve, start, end)
            if _polyline_length(trimmed) >= MIN_ARROW:
                return trimmed
        return trimmed

    def _move_item(self, drawn: DrawnOrder, convoys: list[Convoy]) -> OrderItem:
        """A solid arrow; dashed for a retreat; dotted through its fleets for a move by convoy."""
        order = drawn.order
        assert isinstance(order, (Move, Retreat))
        dislodged = self._dislodged_here(order.unit.location)
        src = self.unit_point(order.unit.location, dislodged)
        via = isinstance(order, Move) and self._by_convoy(drawn)
        fleets: list[QPointF] = []
        if via:
            route = drawn.route if drawn.route is not None else self._pending_route(order, convoys)
            fleets = [self.unit_point(fleet.location) for fleet in route]
        points = self._arrow(src, self.unit_point(order.dest), self._piece_outline(order.unit.location, dislodged),
                             self._piece_outline(order.dest), via=fleets)
        line = OrderItem.DOTTED if via else OrderItem.DASHED if isinstance(order, Retreat) else OrderItem.SOLID
        return OrderItem(points, self._style(drawn), line=line)

    def _items_for(self, drawn: DrawnOrder, arrows: dict[str, tuple[Move, OrderItem, bool]]) -> list[OrderItem]:
        """Backstabbr-style drawing: dashed lines for supports, rings for holds, glyphs for the rest."""
        order = drawn.order
        style = self._style(drawn)
        if isinstance(order, Waive):
            return []
        dislodged = self._dislodged_here(order.unit.location)
        src = self.unit_point(order.unit.location, dislodged)
        own = self._piece_outline(order.unit.location, dislodged)
        if isinstance(order, Hold):
            return [OrderItem([src], style, head=False, ring_at_end=True)]
        if isinstance(order, SupportHold):
            target = self.unit_point(order.supported.location)
            start = _exit(target, src, own)
            end = _exit(src, target, _ring(target))
            return [OrderItem([start, end, target], style, line=OrderItem.DASHED, head=False, ring_at_end=True,
                              width=3.0)] if _length(end - start) > 1 else []
        if isinstance(order, SupportMove):
            items: list[OrderItem] = []
            arrow = arrows.get(province_of(order.supported.location))
            if arrow is not None and province_of(arrow[0].dest) == province_of(order.dest):
                aim = arrow[1].support_aim()
            else:
                # the supported unit's own order is not shown: draw its move faintly to point at
                points = self._arrow(self.unit_point(order.supported.location), self.unit_point(order.dest),
                                     self._piece_outline(order.supported.location), self._piece_outline(order.dest))
                ghost = OrderItem(points, OrderStyle(self.colour_of(self._owner(order.supported)), ghost=True),
                                  width=3.0)
                items.append(ghost)
                aim = ghost.support_aim()
            items.append(OrderItem([_exit(aim, src, own), aim], style, line=OrderItem.DASHED, width=3.0))
            return items
        if isinstance(order, Convoy):
            glyph_at = src + QPointF(0, -UNIT_RADIUS * 1.25)
            arrow = arrows.get(province_of(order.army.location))
            if arrow is not None and arrow[2] and province_of(arrow[0].dest) == province_of(order.dest):
                return [OrderItem([src], style, head=False, glyph="convoy", glyph_at=glyph_at)]
            # the army's move is not shown: draw the route it is offered, army -> fleet -> coast
            points = self._arrow(self.unit_point(order.army.location), self.unit_point(order.dest),
                                 self._piece_outline(order.army.location), self._piece_outline(order.dest), via=[src])
            return [OrderItem(points, style, line=OrderItem.DOTTED, width=3.0, glyph="convoy", glyph_at=glyph_at)]
        if isinstance(order, Build):
            return [OrderItem([src], style, head=False, glyph=f"build_{order.unit.kind}", glyph_at=src)]
        if isinstance(order, Disband):
            return [OrderItem([src], style, head=False, glyph="disband", glyph_at=src)]
        return []

    def _owner(self, unit: Unit) -> str:
        pos = self._position
        owner = pos.owner_at(unit.location) if pos is not None else None
        return owner or ""

    def _by_convoy(self, drawn: DrawnOrder) -> bool:
        """Is this move drawn through fleets? After judgement the engine's route says; before it,
        a move that says "via convoy" or that an army cannot make over land."""
        order = drawn.order
        if not isinstance(order, Move):
            return False
        if drawn.route is not None:
            return bool(drawn.route)
        return order.via_convoy or (order.unit.kind == "A" and not self.map.can_army_move(
            order.unit.location, province_of(order.dest)))

    def _pending_route(self, move: Move, convoys: list[Convoy]) -> tuple[Unit, ...]:
        """The fleets convoy orders offer this army, in route order as the engine finds it (all of
        them by province when they form no chain yet)."""
        fleets = {province_of(c.unit.location): c.unit for c in convoys
                  if province_of(c.army.location) == province_of(move.unit.location)
                  and province_of(c.dest) == province_of(move.dest)}
        chain = shortest_chain(self.map, province_of(move.unit.location), province_of(move.dest), sorted(fleets))
        return tuple(fleets[f] for f in (chain if chain is not None else sorted(fleets)))

    def set_selected(self, location: str) -> None:
        """Mark the piece being ordered (a thick orange halo: it must be unmistakable)."""
        self._selected = location
        prov = province_of(location) if location else ""
        pos = self._position
        retreating = pos is not None and pos.phase.kind is PhaseKind.RETREATS
        for item in self._pieces.values():
            item.set_selected_look(bool(prov) and province_of(item.location) == prov
                                   and (item.dislodged or not retreating))

    def set_targets(self, locations: Iterable[str]) -> None:
        """Tint the places the selected piece may go (or the pieces it may support)."""
        for item in self._targets:
            self.removeItem(item)
        self._targets = []
        for loc in dict.fromkeys(locations):
            item = AreaHighlight(self.area_path(loc), TARGET, QColor(SELECTED), z=6)
            self.addItem(item)
            self._targets.append(item)

    def target_locations(self) -> int:
        return len(self._targets)

    def set_hover(self, location: str) -> None:
        if location == self._hover_location:
            return
        self._hover_location = location
        if self._hover is not None:
            self.removeItem(self._hover)
            self._hover = None
        if location:
            self._hover = AreaHighlight(self.area_path(province_of(location)), HOVER, None, z=4)
            self.addItem(self._hover)
        self.locationHovered.emit(location)

    def set_names_visible(self, visible: bool) -> None:
        """Full province names under the abbreviations, for deep zoom (created on first use)."""
        if visible == self._names_visible:
            return
        self._names_visible = visible
        if visible and not self._names:
            for prov, (x, y) in self.anchors.labels.items():
                if "/" in prov:
                    continue
                label = NameLabel(province_name(prov))
                label.setPos(x, y + 10)
                self.addItem(label)
                self._names.append(label)
        for label in self._names:
            label.setVisible(visible)

    def retranslate(self) -> None:
        """Province names follow the UI language: drop them so they are rebuilt when shown."""
        self._board.set_drawing(self._map_drawing(), in_background=True)
        for item in self._pieces.values():
            item.letter = power_letter(item.power)
            item.update()
        for label in self._names:
            self.removeItem(label)
        self._names = []
        if self._names_visible:
            self._names_visible = False
            self.set_names_visible(True)


CROWDED = 36.0
"""Board units: two piece anchors of different provinces closer than this (Bel-Hol 29,
Cly-Edi 30, Lvp-Yor 31) are pushed apart to it, so neither piece hides the other's letter."""


_SPREAD: dict[int, tuple[BoardAnchors, dict[str, tuple[float, float]]]] = {}


def _spread_anchors(anchors: BoardAnchors) -> dict[str, tuple[float, float]]:
    """:func:`_spread` of ``anchors``, worked out once per set of anchors."""
    kept = _SPREAD.get(id(anchors))
    if kept is None or kept[0] is not anchors:
        kept = _SPREAD[id(anchors)] = (anchors, _spread(anchors))
    return kept[1]


def _spread(anchors: BoardAnchors) -> dict[str, tuple[float, float]]:
    """The unit anchors that crowd another province's, each moved half the shortfall away from
    the other (a few units: the piece stays in its province); the rest are not listed."""
    points = sorted(anchors.units.items(), key=lambda item: (item[1][0], item[0]))
    moved: dict[str, tuple[float, float]] = {}
    for i, (a, (ax, ay)) in enumerate(points):
        for b, (bx, by) in points[i + 1:]:
            if bx - ax >= CROWDED:
                break
            distance = ((bx - ax) ** 2 + (by - ay) ** 2) ** 0.5
            if province_of(a) == province_of(b) or distance >= CROWDED or distance < 1e-6:
                continue
            push = (CROWDED - distance) / 2 / distance
            dx, dy = (bx - ax) * push, (by - ay) * push
            px, py = moved.get(a, (ax, ay))
            moved[a] = (px - dx, py - dy)
            qx, qy = moved.get(b, (bx, by))
            moved[b] = (qx + dx, qy + dy)
    return moved


MIN_ARROW = 30.0
"""The shortest arrow drawn straight, in board units (its head is about 14): a shorter one is bent."""


def _length(d: QPointF) -> float:
    return (d.x() ** 2 + d.y() ** 2) ** 0.5


def _polyline_length(points: Sequence[QPointF]) -> float:
    return sum(_length(b - a) for a, b in zip(points, points[1:]))


def _grown(path: QPainterPath) -> QPainterPath:
    """The box around a silhouette, with room for its outline and a small gap, so an arrow
    stops short of the piece (the box, not the outline: an arrow must not slip in between a
    fort's battlements)."""
    box = QPainterPath()
    rect = path.boundingRect().adjusted(-3.5, -3.5, 3.5, 3.5)
    box.addRoundedRect(rect, 6.0, 6.0)
    return box


def _ring(centre: QPointF) -> QPainterPath:
    path = QPainterPath()
    path.addEllipse(centre, UNIT_RADIUS * 1.45, UNIT_RADIUS * 1.45)
    return path


def _exit(outside: QPointF, inside: QPointF, shape: QPainterPath | None) -> QPointF:
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
    kept[0] = _exit(kept[1], kept[0], start)
    kept[-1] = _exit(kept[-2], kept[-1], end)
    return kept
