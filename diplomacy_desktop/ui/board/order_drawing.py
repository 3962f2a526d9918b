"""The orders on the board: arrows for moves, dashed lines for supports, rings and glyphs.

Orders are drawn from engine values (:class:`DrawnOrder`: the order, its power, whether it
failed, the convoy route the engine recorded) and keyed by the result row they show, so the
results list and the playback can light up or animate one order's lines. Moves are drawn first,
so a support or a convoy can point at the arrow it helps; the drawing decides no rule.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Callable, Sequence

from PySide6.QtCore import QPointF
from PySide6.QtGui import QPainterPath
from PySide6.QtWidgets import QGraphicsScene

from ...engine.board import MapModel
from ...engine.convoys import shortest_chain
from ...engine.kinds import PhaseKind
from ...engine.locations import province_of
from ...engine.orders import (Build, Convoy, Disband, Hold, Move, Order, Retreat, SupportHold, SupportMove, Unit,
                              Waive)
from ...engine.position import Position
from .arrows import arrow_points, exit_point, grown, length, ring
from .items import UNIT_RADIUS, OrderItem, OrderStyle, body_path

if TYPE_CHECKING:
    from ...engine.adjudicator import Resolution

Row = tuple[str, int]
"""A result row: (power, index of the order among the power's results)."""


@dataclass(frozen=True)
class DrawnOrder:
    """An order to draw, with its power and (after adjudication) whether it failed and, for a move
    by convoy, the fleets it went through in order (from the engine's events)."""

    power: str
    order: Order
    failed: bool = False
    route: tuple[Unit, ...] | None = None
    row: Row | None = None
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


class OrderLayer:
    """The order items in ``scene``. ``unit_point`` says where a piece stands (the lines start
    and end there) and ``colour_of`` a power's colour in the board's palette."""

    def __init__(self, scene: QGraphicsScene, game_map: MapModel, unit_point: Callable[..., QPointF],
                 colour_of: Callable[[str], str]) -> None:
        self._scene = scene
        self._map = game_map
        self._unit_point = unit_point
        self._colour_of = colour_of
        self._position: Position | None = None
        self._items: list[OrderItem] = []
        self._row_items: dict[Row, list[OrderItem]] = {}
        self._drawn: list[DrawnOrder] = []

    def show(self, orders: Sequence[DrawnOrder], position: Position | None) -> None:
        """Draw ``orders`` (given in ``position``) instead of those drawn: moves first, so
        supports and convoys can point at the arrows they help."""
        for item in self._items:
            self._scene.removeItem(item)
        self._items = []
        self._row_items = {}
        self._drawn = list(orders)
        self._position = position
        convoys = [d.order for d in orders if isinstance(d.order, Convoy)]
        arrows: dict[str, tuple[Move, OrderItem, bool]] = {}
        later: list[DrawnOrder] = []
        for drawn in orders:
            if isinstance(drawn.order, (Move, Retreat)):
                item = self._move_item(drawn, convoys)
                self._add(item, drawn.row)
                if isinstance(drawn.order, Move):
                    arrows[province_of(drawn.order.unit.location)] = (drawn.order, item, self._by_convoy(drawn))
            else:
                later.append(drawn)
        for drawn in later:
            for item in self._items_for(drawn, arrows):
                self._add(item, drawn.row)

    def drawn(self) -> list[DrawnOrder]:
        return list(self._drawn)

    def items(self) -> list[OrderItem]:
        return list(self._items)

    def row_items(self, row: Row) -> list[OrderItem]:
        return list(self._row_items.get(row, ()))

    def highlight_row(self, row: Row | None) -> None:
        """Light up one result row's lines (None: none)."""
        lit = set(map(id, self._row_items.get(row, ()))) if row is not None else set()
        for item in self._items:
            item.set_highlighted(id(item) in lit)

    def highlighted_rows(self) -> list[Row]:
        return sorted(row for row, items in self._row_items.items() if any(i.highlighted for i in items))

    def _add(self, item: OrderItem, row: Row | None = None) -> None:
        self._scene.addItem(item)
        self._items.append(item)
        if row is not None:
            self._row_items.setdefault(row, []).append(item)

    def _dislodged_here(self, location: str) -> bool:
        pos = self._position
        return pos is not None and pos.phase.kind is PhaseKind.RETREATS and any(
            province_of(d.unit.location) == province_of(location) for d in pos.dislodged)

    def _style(self, drawn: DrawnOrder) -> OrderStyle:
        return OrderStyle(self._colour_of(drawn.power), failed=drawn.failed)

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
        return grown(body_path(str(unit.kind))).translated(self._unit_point(unit.location, dislodged))

    def _move_item(self, drawn: DrawnOrder, convoys: list[Convoy]) -> OrderItem:
        """A solid arrow; dashed for a retreat; dotted through its fleets for a move by convoy."""
        order = drawn.order
        assert isinstance(order, (Move, Retreat))
        dislodged = self._dislodged_here(order.unit.location)
        src = self._unit_point(order.unit.location, dislodged)
        via = isinstance(order, Move) and self._by_convoy(drawn)
        fleets: list[QPointF] = []
        if via:
            route = drawn.route if drawn.route is not None else self._pending_route(order, convoys)
            fleets = [self._unit_point(fleet.location) for fleet in route]
        points = arrow_points(src, self._unit_point(order.dest), self._piece_outline(order.unit.location, dislodged),
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
        src = self._unit_point(order.unit.location, dislodged)
        own = self._piece_outline(order.unit.location, dislodged)
        if isinstance(order, Hold):
            return [OrderItem([src], style, head=False, ring_at_end=True)]
        if isinstance(order, SupportHold):
            target = self._unit_point(order.supported.location)
            start = exit_point(target, src, own)
            end = exit_point(src, target, ring(target))
            return [OrderItem([start, end, target], style, line=OrderItem.DASHED, head=False, ring_at_end=True,
                              width=3.0)] if length(end - start) > 1 else []
        if isinstance(order, SupportMove):
            items: list[OrderItem] = []
            arrow = arrows.get(province_of(order.supported.location))
            if arrow is not None and province_of(arrow[0].dest) == province_of(order.dest):
                aim = arrow[1].support_aim()
            else:
                # the supported unit's own order is not shown: draw its move faintly to point at
                points = arrow_points(self._unit_point(order.supported.location), self._unit_point(order.dest),
                                      self._piece_outline(order.supported.location), self._piece_outline(order.dest))
                ghost = OrderItem(points, OrderStyle(self._colour_of(self._owner(order.supported)), ghost=True),
                                  width=3.0)
                items.append(ghost)
                aim = ghost.support_aim()
            items.append(OrderItem([exit_point(aim, src, own), aim], style, line=OrderItem.DASHED, width=3.0))
            return items
        if isinstance(order, Convoy):
            glyph_at = src + QPointF(0, -UNIT_RADIUS * 1.25)
            arrow = arrows.get(province_of(order.army.location))
            if arrow is not None and arrow[2] and province_of(arrow[0].dest) == province_of(order.dest):
                return [OrderItem([src], style, head=False, glyph="convoy", glyph_at=glyph_at)]
            # the army's move is not shown: draw the route it is offered, army -> fleet -> coast
            points = arrow_points(self._unit_point(order.army.location), self._unit_point(order.dest),
                                  self._piece_outline(order.army.location), self._piece_outline(order.dest),
                                  via=[src])
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
        return order.via_convoy or (order.unit.kind == "A" and not self._map.can_army_move(
            order.unit.location, province_of(order.dest)))

    def _pending_route(self, move: Move, convoys: list[Convoy]) -> tuple[Unit, ...]:
        """The fleets convoy orders offer this army, in route order as the engine finds it (all of
        them by province when they form no chain yet)."""
        fleets = {province_of(c.unit.location): c.unit for c in convoys
                  if province_of(c.army.location) == province_of(move.unit.location)
                  and province_of(c.dest) == province_of(move.dest)}
        chain = shortest_chain(self._map, province_of(move.unit.location), province_of(move.dest), sorted(fleets))
        return tuple(fleets[f] for f in (chain if chain is not None else sorted(fleets)))
