"""What every order in one position is judged against, worked out once and shared.

Listing a power's legal orders asks the same questions again and again: where can this unit
move, where can that army be convoyed, which fleets lie on a route. Before, each supporter
recomputed every other unit's moves. :class:`Facts` answers each question once per position
and keeps the answer; the order rules (:mod:`.move`, :mod:`.support`, ...) read only these
answers, whether they list orders or judge one, so the two cannot disagree.
"""

from __future__ import annotations

from typing import Mapping

from ..board import MapModel
from ..convoys import convoy_destinations, fleets_on_routes
from ..map_tables import map_tables
from ..orders import ARMY, FLEET, Move, Unit
from ..position import Position
from .listed import ListedOrders, listed_orders


_NOWHERE: frozenset[str] = frozenset()
_NO_COASTS: dict[str, tuple[str, ...]] = {}


class Facts:
    """One position's answers, computed on first use (a resolver judging a few orders asks
    little; a bot listing every order asks everything, once)."""

    __slots__ = ("map", "position", "tables", "province", "listed", "closed", "occupant", "_at_sea", "_moves",
                 "_move_provinces", "_convoy_dests", "_without", "_routes", "_movers_into", "_carried_by", "_board_index")

    def __init__(self, game_map: MapModel, position: Position) -> None:
        self.map = game_map
        self.position = position
        self.tables = map_tables(game_map)
        self.province = self.tables.province
        """Location -> province (the map's table, read for every order judged)."""
        self.listed: ListedOrders = listed_orders(game_map)
        self.closed = position.closed
        self.occupant: Mapping[str, tuple[str, Unit]] = position.occupant
        self._at_sea: tuple[str, ...] | None = None
        # Keyed by (kind, location), a unit's value: hashing the pair is cheaper than the Unit.
        self._moves: dict[tuple[str, str], tuple[Move, ...]] = {}
        self._move_provinces: dict[tuple[str, str], frozenset[str]] = {}
        self._convoy_dests: dict[str, frozenset[str]] = {}
        self._without: dict[tuple[str, str], frozenset[str]] = {}
        self._routes: dict[tuple[str, str], frozenset[str]] = {}
        self._movers_into: dict[str, list[tuple[int, str, Unit, bool]]] | None = None
        self._carried_by: dict[str, list[tuple[Unit, str]]] | None = None
        self._board_index: dict[str, int] | None = None

    # -- convoys ---------------------------------------------------------------------------

    def at_sea(self) -> tuple[str, ...]:
        """Provinces of the fleets at sea: the only ones that can convoy."""
        if self._at_sea is None:
            sea = self.tables.sea
            self._at_sea = tuple(p for p, (_, u) in self.occupant.items() if u.kind == FLEET and p in sea)
        return self._at_sea

    def convoy_dests(self, src: str) -> frozenset[str]:
        """Where an army in ``src`` could be convoyed through the fleets now at sea, whatever they
        are ordered (DATC 6.F.1); not into a closed province."""
        dests = self._convoy_dests.get(src)
        if dests is None:
            if src in self.tables.coastal and self.at_sea():
                dests = frozenset(convoy_destinations(self.map, src, self.at_sea()) - self.closed)
            else:
                dests = frozenset()
            self._convoy_dests[src] = dests
        return dests

    def convoy_dests_without(self, src: str, fleet: str) -> frozenset[str]:
        """:meth:`convoy_dests` without the fleet in ``fleet``: where the army could still be
        carried if that fleet gave no convoy (a fleet cannot support a move it must itself
        convoy, DATC 6.D.31)."""
        if fleet not in self.at_sea():
            return self.convoy_dests(src)
        key = (src, fleet)
        dests = self._without.get(key)
        if dests is None:
            others = [f for f in self.at_sea() if f != fleet]
            if src in self.tables.coastal and others:
                dests = frozenset(convoy_destinations(self.map, src, others) - self.closed)
            else:
                dests = frozenset()
            self._without[key] = dests
        return dests

    def route_fleets(self, src: str, dest: str) -> frozenset[str]:
        """The fleets at sea on some minimal route from ``src`` to ``dest`` (DATC 6.G.19)."""
        key = (src, dest)
        fleets = self._routes.get(key)
        if fleets is None:
            fleets = frozenset(fleets_on_routes(self.map, src, dest, self.at_sea()))
            self._routes[key] = fleets
        return fleets

    # -- moves -----------------------------------------------------------------------------

    def move_ok(self, unit: Unit, dest: str, via_convoy: bool) -> bool:
        """May ``unit`` be ordered to ``dest`` (a location as :meth:`moves` writes it)? The one
        test of a move's legality: by land or sea to a neighbouring place, or for an army by
        convoy to a place the fleets at sea could carry it to; never into a closed province."""
        prov = self.province.get(dest)
        if prov is None or prov in self.closed:
            return False
        if unit.kind is FLEET:
            return not via_convoy and dest in self.map.fleet_adjacency.get(unit.location, _NOWHERE)
        if dest != prov:
            return False
        src = self.province[unit.location]
        if via_convoy:
            return prov in self.convoy_dests(src)
        return prov in self.map.army_adjacency.get(src, _NOWHERE)

    def can_move_to(self, unit: Unit, prov: str) -> bool:
        """Could ``unit`` be ordered into province ``prov`` at all (any coast, any way)? What
        :meth:`move_ok` accepts for some place in it, asked of the same sets."""
        if prov in self.closed:
            return False
        if prov in self.reach(unit):
            return True
        return unit.kind is ARMY and prov in self.convoy_dests(self.tables.province[unit.location])

    def moves(self, unit: Unit) -> tuple[Move, ...]:
        """Every move the unit may be ordered, each reachable coast apart, armies also by convoy
        (marked ``via_convoy``): the places :meth:`move_ok` accepts, enumerated from the same
        sets (neighbours, convoy destinations, closed provinces left out)."""
        key = (unit.kind, unit.location)
        moves = self._moves.get(key)
        if moves is None:
            closed = self.closed
            gm = self.map
            move = self.listed.move
            if unit.kind is FLEET:
                province = self.province
                moves = tuple(move(unit, loc, False) for loc in sorted(gm.fleet_adjacency.get(unit.location, ()))
                              if province[loc] not in closed)
            else:
                src = self.province[unit.location]
                moves = (*(move(unit, prov, False) for prov in sorted(gm.army_adjacency.get(src, ()))
                           if prov not in closed),
                         *(move(unit, prov, True) for prov in sorted(self.convoy_dests(src))))
            self._moves[key] = moves
        return moves

    def move_provinces(self, unit: Unit) -> frozenset[str]:
        """The provinces the unit could move to (coasts folded), by land, sea or convoy: the
        provinces of :meth:`moves`, without making the orders."""
        key = (unit.kind, unit.location)
        found = self._move_provinces.get(key)
        if found is None:
            if unit.kind == FLEET:
                found = self.map.fleet_reach.get(unit.location, frozenset()) - self.closed
            else:
                src = self.tables.province[unit.location]
                found = (self.map.army_adjacency.get(src, frozenset()) - self.closed) | self.convoy_dests(src)
            self._move_provinces[key] = found
        return found

    def reach(self, unit: Unit) -> frozenset[str]:
        """Provinces the unit could move to without a convoy, closed ones included: where it
        may give support (a fleet reaches a split-coast province through either coast)."""
        if unit.kind is ARMY:
            return self.map.army_adjacency.get(self.province[unit.location], _NOWHERE)
        return self.map.fleet_reach.get(unit.location, _NOWHERE)

    # -- indexes for listing every order of every unit ----------------------------------------

    def board_index(self) -> dict[str, int]:
        """Province -> its unit's place in board order (the order listings follow)."""
        if self._board_index is None:
            self._board_index = {prov: i for i, prov in enumerate(self.occupant)}
        return self._board_index

    def movers_into(self) -> dict[str, list[tuple[int, str, Unit, bool]]]:
        """Province -> the units that could move there, as (board index, province, unit, only by
        convoy), in board order: one pass over the board instead of one per supporter."""
        if self._movers_into is None:
            index: dict[str, list[tuple[int, str, Unit, bool]]] = {}
            army_adjacency = self.map.army_adjacency
            for i, (prov, (_, unit)) in enumerate(self.occupant.items()):
                adjacent = army_adjacency.get(prov, ()) if unit.kind == ARMY else None
                for dest in self.move_provinces(unit):
                    index.setdefault(dest, []).append((i, prov, unit, adjacent is not None and dest not in adjacent))
            self._movers_into = index
        return self._movers_into

    def carried_by(self) -> dict[str, list[tuple[Unit, str]]]:
        """Fleet province -> the (army, destination) pairs whose minimal routes it lies on, armies
        in board order and destinations sorted: every convoy route of the position, found once."""
        if self._carried_by is None:
            index: dict[str, list[tuple[Unit, str]]] = {}
            for prov, (_, unit) in self.occupant.items():
                if unit.kind != ARMY:
                    continue
                for dest in sorted(self.convoy_dests(prov)):
                    for fleet in self.route_fleets(prov, dest):
                        index.setdefault(fleet, []).append((unit, dest))
            self._carried_by = index
        return self._carried_by


_last: list[Facts] = []


def facts_for(game_map: MapModel, position: Position) -> Facts:
    """The facts of ``position``, shared by every call on the same position object (the UI and
    bots ask about one position many times in a row; a position never changes)."""
    if _last and _last[0].position is position and _last[0].map is game_map:
        return _last[0]
    facts = Facts(game_map, position)
    _last[:] = [facts]
    return facts
