"""The lookups derived from a map once per map, shared by the rules and the adjudicators.

A map (:class:`~.board.MapModel`) says which places touch; these tables answer the questions
judging orders asks hundreds of times per phase with one dictionary or set hit each: which
province a location is in, which coasts of a province a fleet reaches, which provinces are
sea, coast or land, and the one :class:`~.orders.Unit` value of each kind at each place.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache

from .board import MapModel
from .kinds import UnitKind
from .locations import province_of
from .orders import ARMY, FLEET, Unit


@dataclass(frozen=True, slots=True)
class MapTables:
    province: dict[str, str]
    """Location -> province, for every place on the map."""
    fleet_coasts: dict[str, dict[str, tuple[str, ...]]]
    """Fleet location -> province -> the locations of that province the fleet can move to."""
    sea: frozenset[str]
    coastal: frozenset[str]
    land: frozenset[str]
    unit_at: dict[tuple[UnitKind, str], Unit]
    """(kind, location) -> the unit value: a unit that moves is looked up, not made again (a
    unit is a value, so every army in Paris may be the same object)."""


@cache
def map_tables(game_map: MapModel) -> MapTables:
    province = {loc: province_of(loc) for loc in game_map.locations()}
    fleet_coasts: dict[str, dict[str, tuple[str, ...]]] = {}
    for src, targets in game_map.fleet_adjacency.items():
        by_prov: dict[str, list[str]] = {}
        for t in sorted(targets):
            by_prov.setdefault(province[t], []).append(t)
        fleet_coasts[src] = {prov: tuple(locs) for prov, locs in by_prov.items()}
    provs = game_map.provinces.values()
    unit_at = {(kind, loc): Unit(kind, loc) for loc in game_map.locations() for kind in (ARMY, FLEET)}
    return MapTables(province, fleet_coasts,
                     frozenset(p.abbr for p in provs if p.is_sea),
                     frozenset(p.abbr for p in provs if p.is_coastal),
                     frozenset(p.abbr for p in provs if p.is_land), unit_at)
