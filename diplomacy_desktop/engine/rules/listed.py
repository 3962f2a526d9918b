"""The order values the listings hand out, made once per map.

Listing every order of every unit makes hundreds of orders per position, and the positions
of one game list mostly the same orders again and again. Orders are values (equal when they
say the same thing), so the listings take them from one table per map, keyed by what they
say, and make each only the first time it is listed: making a frozen dataclass costs about
three times finding it.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import cache

from ..board import MapModel
from ..orders import Convoy, Move, SupportHold, SupportMove, Unit


@dataclass(frozen=True, slots=True)
class ListedOrders:
    """One map's order values, by (kind and place of each unit named, destination)."""

    moves: dict[tuple[str, str, str, bool], Move] = field(default_factory=dict)
    support_holds: dict[tuple[str, str, str, str], SupportHold] = field(default_factory=dict)
    support_moves: dict[tuple[str, str, str, str, str], SupportMove] = field(default_factory=dict)
    convoys: dict[tuple[str, str, str, str, str], Convoy] = field(default_factory=dict)

    def move(self, unit: Unit, dest: str, via_convoy: bool) -> Move:
        key = (unit.kind, unit.location, dest, via_convoy)
        order = self.moves.get(key)
        if order is None:
            order = self.moves[key] = Move(unit, dest, via_convoy)
        return order

    def support_hold(self, unit: Unit, supported: Unit) -> SupportHold:
        key = (unit.kind, unit.location, supported.kind, supported.location)
        order = self.support_holds.get(key)
        if order is None:
            order = self.support_holds[key] = SupportHold(unit, supported)
        return order

    def support_move(self, unit: Unit, supported: Unit, dest: str) -> SupportMove:
        key = (unit.kind, unit.location, supported.kind, supported.location, dest)
        order = self.support_moves.get(key)
        if order is None:
            order = self.support_moves[key] = SupportMove(unit, supported, dest)
        return order

    def convoy(self, unit: Unit, army: Unit, dest: str) -> Convoy:
        key = (unit.kind, unit.location, army.kind, army.location, dest)
        order = self.convoys.get(key)
        if order is None:
            order = self.convoys[key] = Convoy(unit, army, dest)
        return order


@cache
def listed_orders(game_map: MapModel) -> ListedOrders:
    return ListedOrders()
