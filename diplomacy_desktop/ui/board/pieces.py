"""The pieces on the board: one item per unit, kept from one position to the next.

A piece is keyed by its unit (:data:`PieceKey`), so showing the next position moves the items
that are still there instead of drawing them anew: the playback animates those very items, and
after it the scene finds them where the animation left them (:meth:`PieceLayer.rekey`). Where
each piece stands (its anchor, pushed apart from a crowding neighbour, or aside when dislodged)
is worked out here too, since orders and animations start from the same points.
"""

from __future__ import annotations

from typing import Callable

from PySide6.QtCore import QCoreApplication, QPointF
from PySide6.QtWidgets import QGraphicsScene

from ...engine.locations import province_of
from ...engine.orders import Unit
from ...engine.position import Position
from .anchors import BoardAnchors
from .items import DISLODGED_OFFSET, DISLODGED_SHIFT, UnitItem

PieceKey = tuple[str, str, str, bool]
"""A piece on the board: (power, kind, location, dislodged)."""


def piece_key(power: str, unit: Unit, dislodged: bool = False) -> PieceKey:
    return (power, str(unit.kind), unit.location, dislodged)


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


class PieceLayer:
    """The scene's pieces (:class:`~.items.UnitItem`), their places and their looks. It owns the
    items it adds to ``scene``; ``colour_of`` gives a power's colour in the current palette."""

    def __init__(self, scene: QGraphicsScene, anchors: BoardAnchors, colour_of: Callable[[str], str]) -> None:
        self._scene = scene
        self._anchors = anchors
        self._colour_of = colour_of
        self._items: dict[PieceKey, UnitItem] = {}

    def unit_point(self, location: str, dislodged: bool = False) -> QPointF:
        """Where a piece stands; a dislodged one is pushed aside toward the province's middle
        (its label anchor), so it sits beside the attacker without leaving its province."""
        point = _spread_anchors(self._anchors).get(location)
        if point is None:
            x, y = self._anchors.unit_point(location)
            point = QPointF(x, y)
        else:
            point = QPointF(point[0], point[1])
        if not dislodged:
            return point
        label = self._anchors.labels.get(province_of(location))
        if label is None:
            return point + DISLODGED_OFFSET
        d = QPointF(label[0], label[1]) - point
        length = (d.x() ** 2 + d.y() ** 2) ** 0.5
        if length < 1.0:
            return point + DISLODGED_OFFSET
        shift = min(length, DISLODGED_SHIFT)
        return point + d / length * shift

    def sync(self, position: Position) -> None:
        """Pieces already on the board for the same unit stay (put back on their anchor, fully
        shown), pieces no longer there go, new ones come."""
        wanted = [(power, unit, False) for power, unit in position.all_units()]
        wanted += [(d.power, d.unit, True) for d in position.dislodged]
        keys = {piece_key(p, u, d) for p, u, d in wanted}
        for key in [k for k in self._items if k not in keys]:
            self._scene.removeItem(self._items.pop(key))
        for power, unit, dislodged in wanted:
            item = self._items.get(piece_key(power, unit, dislodged))
            if item is None:
                self.add(power, unit, dislodged=dislodged)
            else:
                item.location = unit.location
                item.dislodged = dislodged
                item.setPos(self.unit_point(unit.location, dislodged))
                item.setOpacity(1.0)
                item.setScale(1.0)

    def add(self, power: str, unit: Unit, *, dislodged: bool = False) -> UnitItem:
        """A new piece on the board (a build appears through this), keyed by its unit."""
        item = self._new_item(power, str(unit.kind), unit.location, dislodged)
        item.setPos(self.unit_point(unit.location, dislodged))
        self._items[piece_key(power, unit, dislodged)] = item
        return item

    def _new_item(self, power: str, kind: str, location: str, dislodged: bool) -> UnitItem:
        item = UnitItem(kind, location, power, self._colour_of(power), dislodged=dislodged,
                        letter=power_letter(power))
        self._scene.addItem(item)
        return item

    def item(self, key: PieceKey) -> UnitItem | None:
        return self._items.get(key)

    def items(self) -> list[UnitItem]:
        return list(self._items.values())

    def rekey(self, moves: dict[PieceKey, PieceKey | None]) -> None:
        """After a playback: pieces now stand elsewhere (None: it left the board)."""
        items = {old: self._items.pop(old) for old in moves if old in self._items}
        for old, item in items.items():
            new = moves[old]
            if new is None:
                self._scene.removeItem(item)
            else:
                self._items[new] = item

    def recolour(self) -> None:
        """Every piece again in its power's colour now (another palette): each is replaced where
        it stands, as faded as it was (a playback may be under way)."""
        for key in list(self._items):
            old = self._items.pop(key)
            item = self._new_item(key[0], key[1], key[2], key[3])
            item.setPos(old.pos())
            item.setOpacity(old.opacity())
            self._scene.removeItem(old)
            self._items[key] = item

    def set_selected(self, location: str, retreating: bool) -> None:
        """The halo on the piece at ``location`` ("": none); in a retreat phase only the
        dislodged piece there is the one being ordered."""
        prov = province_of(location) if location else ""
        for item in self._items.values():
            item.set_selected_look(bool(prov) and province_of(item.location) == prov
                                   and (item.dislodged or not retreating))

    def retranslate(self) -> None:
        """The powers' letters in the new language."""
        for item in self._items.values():
            item.letter = power_letter(item.power)
            item.update()


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
