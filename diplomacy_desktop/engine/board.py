"""The map as data: provinces, coasts, adjacency, powers and their 1901 set-up.

Everything the rules need to know about geography comes from one JSON file per map
(``assets/maps/<name>/map.json``) read by :func:`load_map`. A variant map needs a new
file, not new code. Locations are plain strings: a province abbreviation (``"par"``) or,
for a split coast, province and coast (``"stp/nc"``; :mod:`.locations` splits them). Plain
strings keep the adjudicator's inner loops cheap and the notation round-trips without
translation tables.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from functools import cache, cached_property
from pathlib import Path
from typing import Iterable

from ..resources import ASSETS
from .locations import coast_of, province_of
from .orders import Unit
from .position import MOVEMENT, Phase, Position

LAND = "land"
COAST = "coast"
SEA = "sea"
PROVINCE_TYPES = (LAND, COAST, SEA)

ASSETS_DIR = ASSETS
MAPS_DIR = ASSETS_DIR / "maps"


class MapDataError(ValueError):
    """The map file is inconsistent; the message names the offending entry."""


@dataclass(frozen=True, slots=True)
class Province:
    abbr: str
    name: str
    type: str
    supply_centre: bool = False
    home: str | None = None
    """The power whose home territory this is (tinting, home centres); None if neutral."""
    coasts: tuple[str, ...] = ()
    """Coast suffixes (``("nc", "sc")``) for the split-coast provinces, empty otherwise."""

    @property
    def is_sea(self) -> bool:
        return self.type == SEA

    @property
    def is_land(self) -> bool:
        return self.type == LAND

    @property
    def is_coastal(self) -> bool:
        return self.type == COAST

    @property
    def coast_locations(self) -> tuple[str, ...]:
        return tuple(f"{self.abbr}/{c}" for c in self.coasts)


@dataclass(frozen=True, slots=True)
class PowerInfo:
    key: str
    name: str
    adjective: str
    colour: str
    starting_units: tuple[str, ...]
    """Units in notation form, e.g. ``"F stp/sc"``."""
    home_centres: tuple[str, ...]


@dataclass(frozen=True, eq=False)
class MapModel:
    # eq=False: a map is compared (and hashed, for caches) by identity.
    """A validated map. Build it with :func:`load_map`; all lookups are dictionary hits."""

    name: str
    provinces: dict[str, Province]
    powers: dict[str, PowerInfo]
    army_adjacency: dict[str, frozenset[str]]
    """Province -> provinces an army can move to directly."""
    fleet_adjacency: dict[str, frozenset[str]]
    """Fleet location (province or coast) -> fleet locations it can move to directly."""
    start_season: str = "spring"
    start_year: int = 1901
    victory_centres: int = 18
    # Derived lookups, filled in by __post_init__.
    fleet_reach: dict[str, frozenset[str]] = field(default_factory=dict, repr=False)
    """Fleet location -> provinces it can move into (coasts folded), for support reach."""
    neighbours: dict[str, frozenset[str]] = field(default_factory=dict, repr=False)
    """Province -> provinces next to it by any unit's move (civil-disorder distances)."""

    def __post_init__(self) -> None:
        reach = {loc: frozenset(province_of(t) for t in targets) for loc, targets in self.fleet_adjacency.items()}
        self.fleet_reach.update(reach)
        near: dict[str, set[str]] = {p: set() for p in self.provinces}
        for p, targets in self.army_adjacency.items():
            near[p].update(targets)
        for loc, targets in reach.items():
            near[province_of(loc)].update(targets)
        self.neighbours.update({p: frozenset(v) for p, v in near.items()})

    # -- questions the rules ask -------------------------------------------------------

    @cached_property
    def supply_centres(self) -> frozenset[str]:
        return frozenset(p.abbr for p in self.provinces.values() if p.supply_centre)

    def is_location(self, location: str) -> bool:
        prov = self.provinces.get(province_of(location))
        if prov is None:
            return False
        coast = coast_of(location)
        return coast is None or coast in prov.coasts

    def locations(self) -> list[str]:
        """Every place a unit can stand: provinces plus split coasts."""
        out: list[str] = []
        for prov in self.provinces.values():
            out.append(prov.abbr)
            out.extend(prov.coast_locations)
        return out

    def can_army_move(self, src: str, dst: str) -> bool:
        return province_of(dst) in self.army_adjacency.get(province_of(src), ())

    def fleet_coasts_reachable(self, src: str, province: str) -> list[str]:
        """The locations of ``province`` a fleet at ``src`` can move to (one or two coasts)."""
        return [t for t in self.fleet_adjacency.get(src, ()) if province_of(t) == province]

    def can_reach(self, kind: str, src: str, province: str) -> bool:
        """Can a unit of ``kind`` at ``src`` move into ``province`` without a convoy, coasts ignored?

        This is the reach that support needs (rulebook: the supporter must be able to move there).
        """
        if kind == "A":
            return province in self.army_adjacency.get(province_of(src), ())
        return province in self.fleet_reach.get(src, ())

    def home_centres(self, power: str) -> tuple[str, ...]:
        return self.powers[power].home_centres

    def unit_can_stand(self, kind: str, location: str) -> bool:
        """An army needs land; a fleet needs sea or a coast (and a named coast where split)."""
        prov = self.provinces.get(province_of(location))
        if prov is None:
            return False
        if kind == "A":
            return not prov.is_sea and coast_of(location) is None
        if prov.is_land:
            return False
        if prov.coasts:
            return coast_of(location) in prov.coasts
        return coast_of(location) is None


def _fail(path: Path, message: str) -> MapDataError:
    return MapDataError(f"{path.name}: {message}")


def _symmetric(path: Path, label: str, edges: Iterable[str], known: set[str]) -> dict[str, set[str]]:
    adj: dict[str, set[str]] = {}
    for edge in edges:
        parts = edge.split()
        if len(parts) != 2:
            raise _fail(path, f"{label} entry {edge!r} must name two places")
        a, b = parts
        for loc in (a, b):
            if loc not in known:
                raise _fail(path, f"{label} entry {edge!r} names unknown place {loc!r}")
        if a == b:
            raise _fail(path, f"{label} entry {edge!r} joins a place to itself")
        adj.setdefault(a, set()).add(b)
        adj.setdefault(b, set()).add(a)
    return adj


def parse_map(data: dict, path: Path = Path("map.json")) -> MapModel:
    """Build and validate a map from its JSON document. Raises MapDataError naming the problem."""
    try:
        raw_provinces = data["provinces"]
        raw_powers = data["powers"]
        army_edges = data["army_edges"]
        fleet_edges = data["fleet_edges"]
    except (KeyError, TypeError) as exc:
        raise _fail(path, f"missing section {exc}") from None

    provinces: dict[str, Province] = {}
    for entry in raw_provinces:
        abbr = entry.get("abbr")
        if not isinstance(abbr, str) or not abbr:
            raise _fail(path, f"province without abbreviation: {entry!r}")
        if abbr in provinces:
            raise _fail(path, f"province {abbr!r} listed twice")
        ptype = entry.get("type")
        if ptype not in PROVINCE_TYPES:
            raise _fail(path, f"province {abbr!r} has unknown type {ptype!r}")
        coasts = tuple(entry.get("coasts", ()))
        if coasts and ptype != COAST:
            raise _fail(path, f"province {abbr!r} has coasts but is not coastal")
        home = entry.get("home")
        if home is not None and home not in raw_powers:
            raise _fail(path, f"province {abbr!r} has unknown home power {home!r}")
        provinces[abbr] = Province(abbr, entry.get("name", abbr), ptype, bool(entry.get("supply_centre")), home, coasts)

    army_places = {a for a, p in provinces.items() if not p.is_sea}
    fleet_places: set[str] = set()
    for p in provinces.values():
        if p.is_land:
            continue
        if p.coasts:
            fleet_places.update(p.coast_locations)
        else:
            fleet_places.add(p.abbr)

    army = _symmetric(path, "army_edges", army_edges, army_places)
    fleet = _symmetric(path, "fleet_edges", fleet_edges, fleet_places)
    for loc in fleet_places:
        if loc not in fleet:
            raise _fail(path, f"fleet location {loc!r} has no fleet moves")
    for a in army_places:
        if a not in army and provinces[a].is_land:
            raise _fail(path, f"inland province {a!r} has no army moves")

    powers: dict[str, PowerInfo] = {}
    for key, info in raw_powers.items():
        homes = tuple(sorted(p.abbr for p in provinces.values() if p.home == key and p.supply_centre))
        units = tuple(info.get("units", ()))
        for unit in units:
            kind, _, loc = unit.partition(" ")
            if kind not in ("A", "F") or loc not in (army_places if kind == "A" else fleet_places):
                raise _fail(path, f"power {key!r} starts with impossible unit {unit!r}")
            if province_of(loc) not in homes:
                raise _fail(path, f"power {key!r} starts with {unit!r} outside its home centres")
        powers[key] = PowerInfo(key, info.get("name", key), info.get("adjective", key), info.get("colour", "#888888"), units, homes)

    centres = sum(p.supply_centre for p in provinces.values())
    expected = data.get("expected", {})
    if "centres" in expected and centres != expected["centres"]:
        raise _fail(path, f"{centres} supply centres, expected {expected['centres']}")
    homes = sum(len(p.home_centres) for p in powers.values())
    if "home_centres" in expected and homes != expected["home_centres"]:
        raise _fail(path, f"{homes} home centres, expected {expected['home_centres']}")
    if "provinces" in expected and len(provinces) != expected["provinces"]:
        raise _fail(path, f"{len(provinces)} provinces, expected {expected['provinces']}")

    start = data.get("start", {})
    return MapModel(
        name=data.get("name", path.parent.name),
        provinces=provinces,
        powers=powers,
        army_adjacency={p: frozenset(army.get(p, ())) for p in army_places},
        fleet_adjacency={loc: frozenset(v) for loc, v in fleet.items()},
        start_season=start.get("season", "spring"),
        start_year=int(start.get("year", 1901)),
        victory_centres=int(data.get("victory_centres", 18)),
    )


def load_map(path: Path) -> MapModel:
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, json.JSONDecodeError) as exc:
        raise MapDataError(f"{path}: cannot read map: {exc}") from None
    return parse_map(data, path)


@cache
def standard_map() -> MapModel:
    """The standard 1901 map, loaded once per process."""
    return load_map(MAPS_DIR / "standard" / "map.json")


def initial_position(game_map: MapModel) -> Position:
    """The 1901 set-up of a map."""
    units: dict[str, tuple[Unit, ...]] = {}
    centres: dict[str, str] = {}
    for key, info in game_map.powers.items():
        units[key] = tuple(Unit(u.split()[0], u.split()[1]) for u in info.starting_units)
        for c in info.home_centres:
            centres[c] = key
    return Position(Phase(game_map.start_year, game_map.start_season, MOVEMENT), units, centres)
