"""What every order in one position is judged against, worked out once and shared.

Listing a power's legal orders asks the same questions again and again: where can this unit
move, where can that army be convoyed, which fleets lie on a route. Before, each supporter
recomputed every other unit's moves. :class:`Facts` answers each question once per position
and keeps the answer; the order rules (:mod:`.move`, :mod:`.support`, ...) read only these
answers, whether they list orders or judge one, so the two cannot disagree.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache

from ..board import MapModel, province_of
from ..convoys import convoy_destinations, fleets_on_routes
from ..orders import ARMY, FLEET, Move, Unit
from ..position import Position


@dataclass(frozen=True, slots=True)
class MapFacts:
    """Per-map lookups, built once per map."""

    sea: frozenset[str]
    coastal: frozenset[str]
    land: frozenset[str]
    province: dict[str, str]
    """Location -> province, for every place on the map."""
    fleet_coasts: dict[str, dict[str, tuple[str, ...]]]
    """Fleet location -> province -> the locations of that province the fleet can move to."""


@cache
def map_facts(game_map: MapModel) -> MapFacts:
    provs = game_map.provinces.values()
    province = {loc: province_of(loc) for loc in game_map.locations()}
    fleet_coasts: dict[str, dict[str, tuple[str, ...]]] = {}
    for src, targets in game_map.fleet_adjacency.items():
        by_prov: dict[str, list[str]] = {}
        for t in sorted(targets):
            by_prov.setdefault(province[t], []).append(t)
        fleet_coasts[src] = {prov: tuple(locs) for prov, locs in by_prov.items()}
    return MapFacts(frozenset(p.abbr for p in provs if p.is_sea), frozenset(p.abbr for p in provs if p.is_coastal),
                    frozenset(p.abbr for p in provs if p.is_land), province, fleet_coasts)


class Facts:
    """One position's answers, computed on first use (a resolver judging a few orders asks
    little; a bot listing every order asks everything, once)."""

    __slots__ = ("map", "position", "tables", "closed", "occupant", "_at_sea", "_moves", "_move_set",
                 "_move_provinces", "_convoy_dests", "_without", "_routes", "_reach")

    def __init__(self, game_map: MapModel, position: Position) -> None:
        self.map = game_map
        self.position = position
        self.tables = map_facts(game_map)
        self.closed = position.closed
        self.occupant: dict[str, tuple[str, Unit]] = position.occupied()
        self._at_sea: tuple[str, ...] | None = None
        self._moves: dict[Unit, tuple[Move, ...]] = {}
        self._move_set: dict[Unit, frozenset[Move]] = {}
        self._move_provinces: dict[Unit, frozenset[str]] = {}
        self._convoy_dests: dict[str, frozenset[str]] = {}
        self._without: dict[tuple[str, str], frozenset[str]] = {}
        self._routes: dict[tuple[str, str], frozenset[str]] = {}
        self._reach: dict[Unit, frozenset[str]] = {}

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

    def moves(self, unit: Unit) -> tuple[Move, ...]:
        """Every move the unit may be ordered: each reachable coast apart; armies also by convoy
        (marked ``via_convoy``) to every place fleets at sea could carry them."""
        moves = self._moves.get(unit)
        if moves is None:
            closed = self.closed
            gm = self.map
            if unit.kind == FLEET:
                province = self.tables.province
                moves = tuple(Move(unit, loc) for loc in sorted(gm.fleet_adjacency.get(unit.location, ()))
                              if province[loc] not in closed)
            else:
                src = province_of(unit.location)
                adjacent = gm.army_adjacency.get(src, frozenset())
                moves = (*(Move(unit, prov) for prov in sorted(adjacent - closed)),
                         *(Move(unit, prov, True) for prov in sorted(self.convoy_dests(src))))
            self._moves[unit] = moves
        return moves

    def move_set(self, unit: Unit) -> frozenset[Move]:
        found = self._move_set.get(unit)
        if found is None:
            found = self._move_set[unit] = frozenset(self.moves(unit))
        return found

    def move_provinces(self, unit: Unit) -> frozenset[str]:
        """The provinces the unit could move to (coasts folded), by land, sea or convoy."""
        found = self._move_provinces.get(unit)
        if found is None:
            province = self.tables.province
            found = self._move_provinces[unit] = frozenset(province[m.dest] for m in self.moves(unit))
        return found

    def reach(self, unit: Unit) -> frozenset[str]:
        """Provinces the unit could move to without a convoy, closed ones included: where it
        may give support (a fleet reaches a split-coast province through either coast)."""
        found = self._reach.get(unit)
        if found is None:
            if unit.kind == ARMY:
                found = self.map.army_adjacency.get(province_of(unit.location), frozenset())
            else:
                found = self.map.fleet_reach.get(unit.location, frozenset())
            self._reach[unit] = found
        return found


_last: list[Facts] = []


def facts_for(game_map: MapModel, position: Position) -> Facts:
    """The facts of ``position``, shared by every call on the same position object (the UI and
    bots ask about one position many times in a row; a position never changes)."""
    if _last and _last[0].position is position and _last[0].map is game_map:
        return _last[0]
    facts = Facts(game_map, position)
    _last[:] = [facts]
    return facts
