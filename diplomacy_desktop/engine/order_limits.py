"""How many orders one power's list can hold in a position, so that a file holding more is
refused before any order is read.

Every order names a unit or a supply centre: a hold, move, support, convoy, retreat or
disband names a unit on the board (a dislodged one in a retreat phase), a build names a supply
centre, and a waive stands for a build not made, which is at most one per centre too. So a
power's list longer than *units on the board + dislodged units + supply centres on the map*
can only be repeating itself. The bound counts every power's units, because an order for
another power's unit is a legal thing to write (it is judged void, DATC 6.A.6), and the map's
centres in every phase, which leaves a movement phase room for the few void or repeated orders
the DATC's cases give (too many builds, 6.I.1 and 6.I.7; too many disbands, 6.J.1).

On the standard map this is 56 orders per power at the start of a game and never more than
184 (a unit in each of the 75 provinces, as many dislodged, and 34 centres). A hand-edited file
with 100,000 orders for one unit took 11 s to judge on the command line and froze the sandbox
for minutes; it is now refused at once, naming the power's list and the bound.
"""

from __future__ import annotations

from .board import MapModel
from .position import Position


def most_orders(position: Position, game_map: MapModel) -> int:
    """The longest order list one power can give in ``position`` without repeating itself."""
    units = sum(len(units) for units in position.units.values())
    return units + len(position.dislodged) + len(game_map.supply_centres)


def too_many_orders(count: int, position: Position, game_map: MapModel) -> str | None:
    """None when ``count`` orders fit ``position``; otherwise the reason, in English, for a
    file reader's message (the field is the reader's to name)."""
    bound = most_orders(position, game_map)
    if count <= bound:
        return None
    return (f"{count} orders, more than this position can have: at most {bound} "
            f"(one per unit on the board and one per supply centre)")
