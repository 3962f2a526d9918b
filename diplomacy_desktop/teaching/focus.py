"""Where on the board a lesson happens: the places its question is about.

A lesson asks about a handful of units in one corner of Europe; shown on the whole map at the
size of a side panel its pieces are a few pixels wide. The lesson view frames these places
instead (the rectangle is the UI's business: it knows where each place is drawn). Kept free of
Qt so the choice of places can be tested on every lesson without a window.
"""

from __future__ import annotations

from ..engine.orders import Build, Convoy, Disband, Move, Retreat, SupportHold, SupportMove
from ..engine.position import RETREATS
from .lessons import Lesson


def lesson_places(lesson: Lesson) -> tuple[str, ...]:
    """Every location the lesson is about, each once, in a fixed order: the units it asks
    about, where their orders go (move and retreat targets, the supported unit and where it is
    supported to, the convoyed army and its destination, a build), and in a retreat phase where
    each dislodged unit was attacked from and the places it may retreat to."""
    places: list[str] = []
    for item in lesson.items:
        if item.unit is not None:
            places.append(item.unit.location)
    for power in sorted(lesson.orders):
        for order in lesson.orders[power]:
            places.extend(_order_places(order))
    if lesson.position.phase.kind == RETREATS:
        for dislodged in lesson.position.dislodged:
            places.append(dislodged.unit.location)
            places.append(dislodged.attacker_from)
            places.extend(dislodged.retreats)
    return tuple(dict.fromkeys(places))


def _order_places(order: object) -> list[str]:
    """The locations one order touches (its own unit first)."""
    if isinstance(order, (Move, Retreat)):
        return [order.unit.location, order.dest]
    if isinstance(order, SupportHold):
        return [order.unit.location, order.supported.location]
    if isinstance(order, SupportMove):
        return [order.unit.location, order.supported.location, order.dest]
    if isinstance(order, Convoy):
        return [order.unit.location, order.army.location, order.dest]
    if isinstance(order, (Build, Disband)):
        return [order.unit.location]
    return []
