"""How much a power wants each place on the board: the DumbBot valuation.

David Norman's DumbBot (2002; described publicly, see ``docs/bots.md``) values every location
by blurring the worth of the supply centres over the map: a centre to take is worth the size
of its owner, an own centre under threat the size of the biggest power that threatens it; ten
"proximity" sweeps spread those values to the places one, two, ... moves away. A unit then
prefers the neighbour with the best blend of those levels, plus our strength there, minus the
strongest rival's. Every bot level starts from this map of wishes; the Easy bot follows it
almost literally, Normal and Hard plan supports and look ahead on top of it.

A *node* is where a unit of one kind can stand: ``("A", "par")``, ``("F", "spa/nc")``; a split
coast is its own node, as the description asks.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache

from ..engine.board import MapModel
from ..engine.locations import province_of
from ..engine.orders import ARMY, FLEET, Unit
from ..engine.position import FALL, SPRING, WINTER, Position

Node = tuple[str, str]
"""(unit kind, location): where a unit of that kind can stand."""

LEVELS = 10
ATTACK_DEFENCE = {SPRING: (700, 300), FALL: (600, 400), WINTER: (700, 300)}
"""Weights of attack and defence in the level-0 value, by season."""
MOVE_WEIGHTS = {
    SPRING: (100, 1000, 30, 10, 6, 5, 4, 3, 2, 1),  # Spring: be one step from a target
    FALL: (1000, 100, 30, 10, 6, 5, 4, 3, 2, 1),    # Fall: be on it
}
BUILD_WEIGHTS = (1000, 100, 30, 10, 6, 5, 4, 3, 2, 1)
UNIT_BONUS = 1000
"""Per unit of our strength (or of the strongest rival's, subtracted) at a destination."""


def power_size(centres: int) -> int:
    """DumbBot's size of a power with ``centres`` centres: grows faster than linearly."""
    return centres * centres + 4 * centres + 16


@dataclass(frozen=True, slots=True)
class NodeGraph:
    """The map as nodes and neighbour groups, built once per map."""

    nodes: tuple[Node, ...]
    index: dict[Node, int]
    province: tuple[str, ...]
    """Node index -> its province."""
    single: tuple[tuple[int, ...], ...]
    """Node index -> neighbours in provinces with one node of this kind."""
    multi: tuple[tuple[tuple[int, ...], ...], ...]
    """Node index -> groups of neighbours that are coasts of one province (the larger counts)."""
    reach: dict[str, frozenset[str]]
    """Army province or fleet location -> provinces a unit there can move into (coasts folded)."""


@cache
def node_graph(game_map: MapModel) -> NodeGraph:
    nodes: list[Node] = []
    for abbr in sorted(game_map.provinces):
        prov = game_map.provinces[abbr]
        if not prov.is_sea:
            nodes.append((ARMY, abbr))
        if not prov.is_land:
            nodes.extend((FLEET, loc) for loc in (prov.coast_locations or (abbr,)))
    index = {n: i for i, n in enumerate(nodes)}
    single: list[tuple[int, ...]] = []
    multi: list[tuple[tuple[int, ...], ...]] = []
    for kind, loc in nodes:
        if kind == ARMY:
            targets = [(ARMY, p) for p in sorted(game_map.army_adjacency.get(loc, ()))]
        else:
            targets = [(FLEET, t) for t in sorted(game_map.fleet_adjacency.get(loc, ()))]
        by_prov: dict[str, list[int]] = {}
        for t in targets:
            by_prov.setdefault(province_of(t[1]), []).append(index[t])
        single.append(tuple(g[0] for g in by_prov.values() if len(g) == 1))
        multi.append(tuple(tuple(g) for g in by_prov.values() if len(g) > 1))
    reach: dict[str, frozenset[str]] = dict(game_map.fleet_reach)
    for abbr, targets in game_map.army_adjacency.items():
        reach[f"A:{abbr}"] = targets
    return NodeGraph(tuple(nodes), index, tuple(province_of(loc) for _, loc in nodes),
                     tuple(single), tuple(multi), reach)


def unit_reach(graph: NodeGraph, unit: Unit) -> frozenset[str]:
    """Provinces the unit can move into without a convoy."""
    if unit.kind == ARMY:
        return graph.reach.get(f"A:{unit.location}", frozenset())
    return graph.reach.get(unit.location, frozenset())


@dataclass(frozen=True, slots=True)
class Valuation:
    """One power's wishes for one phase: a value per node and the unit counts per province."""

    power: str
    season: str
    graph: NodeGraph
    move_value: tuple[float, ...]
    """Node index -> destination value for a move or retreat (proximity, strength, competition)."""
    build_value: tuple[float, ...]
    """Node index -> value for a build or for keeping a unit in Winter."""
    strength: dict[str, int]
    """Province -> our units in or next to it that could move there."""
    competition: dict[str, int]
    """Province -> the most units any single other power has in or next to it."""
    rivals: dict[str, dict[str, int]]
    """Province -> other power -> its units in or next to it."""
    defence: dict[str, float]
    """Own centre -> size of the biggest power that could move into it."""

    def value(self, kind: str, location: str) -> float:
        return self.move_value[self.graph.index[(kind, location)]]

    def unit_value(self, unit: Unit) -> float:
        return self.move_value[self.graph.index[(unit.kind, unit.location)]]

    def winter_value(self, kind: str, location: str) -> float:
        return self.build_value[self.graph.index[(kind, location)]]


def presence(graph: NodeGraph, position: Position) -> dict[str, dict[str, int]]:
    """Province -> power -> that power's units in or next to it (could be there next phase)."""
    out: dict[str, dict[str, int]] = {}
    for power in sorted(position.units):
        for unit in position.units[power]:
            for prov in (unit.province, *unit_reach(graph, unit)):
                counts = out.setdefault(prov, {})
                counts[power] = counts.get(power, 0) + 1
    return out


_recent: tuple[Position, MapModel, dict[str, Valuation]] | None = None
"""The valuations of the last position asked about, by power (see :func:`valuate`)."""


def valuate(position: Position, power: str, game_map: MapModel) -> Valuation:
    """The DumbBot values for ``power`` in the position's phase, computed once per position.

    In one phase every bot values its own power and, at Normal and Hard, each of the six others
    to predict their orders: seven bots ask 49 times for seven distinct answers, and valuing was
    half of a Normal bot's time. All of them are handed the same position object, so the answers
    for the last position seen are kept (the entry holds the position itself, so its identity
    cannot be reused by another object). A :class:`Valuation` is read, never changed, by its users.
    """
    global _recent
    entry = _recent
    if entry is None or entry[0] is not position or entry[1] is not game_map:
        entry = _recent = (position, game_map, {})
    values = entry[2].get(power)
    if values is None:
        values = entry[2][power] = _valuate(position, power, game_map)
    return values


def _valuate(position: Position, power: str, game_map: MapModel) -> Valuation:
    """Compute the DumbBot values for ``power`` in the position's phase."""
    graph = node_graph(game_map)
    season = position.phase.season
    counts: dict[str, int] = {}
    for owner in position.centres.values():
        counts[owner] = counts.get(owner, 0) + 1
    supply = game_map.supply_centres
    neutral_size = power_size(len(supply) - len(position.centres))
    near = presence(graph, position)

    attack_w, defence_w = ATTACK_DEFENCE[season]
    base: dict[str, float] = {}
    defence: dict[str, float] = {}
    for centre in supply:
        owner = position.centres.get(centre)
        if owner == power:
            threats = [power_size(counts.get(p, 0)) for p, n in near.get(centre, {}).items() if p != power and n]
            defence[centre] = float(max(threats, default=0))
            base[centre] = defence[centre] * defence_w
        else:
            base[centre] = float(power_size(counts[owner]) if owner else neutral_size) * attack_w

    n_nodes = len(graph.nodes)
    prev = [base.get(p, 0.0) for p in graph.province]
    levels = [prev]
    single, multi = graph.single, graph.multi
    for _ in range(1, LEVELS):
        cur = [0.0] * n_nodes
        for i in range(n_nodes):
            total = prev[i]
            for j in single[i]:
                total += prev[j]
            for group in multi[i]:
                total += max(prev[j] for j in group)
            cur[i] = total / 5
        levels.append(cur)
        prev = cur

    strength: dict[str, int] = {}
    competition: dict[str, int] = {}
    rivals: dict[str, dict[str, int]] = {}
    for prov, by_power in near.items():
        strength[prov] = by_power.get(power, 0)
        others = {p: n for p, n in by_power.items() if p != power}
        rivals[prov] = others
        competition[prov] = max(others.values(), default=0)

    weights = MOVE_WEIGHTS.get(season, MOVE_WEIGHTS[SPRING])
    move_prox = [0.0] * n_nodes
    build_prox = [0.0] * n_nodes
    for level, w_move, w_build in zip(levels, weights, BUILD_WEIGHTS):
        move_prox = [a + x * w_move for a, x in zip(move_prox, level)]
        build_prox = [a + x * w_build for a, x in zip(build_prox, level)]
    provinces = graph.province
    move_value = [move_prox[i] + UNIT_BONUS * (strength.get(provinces[i], 0) - competition.get(provinces[i], 0))
                  for i in range(n_nodes)]
    build_value = [build_prox[i] + UNIT_BONUS * defence.get(provinces[i], 0.0) for i in range(n_nodes)]
    return Valuation(power, season, graph, tuple(move_value), tuple(build_value), strength, competition, rivals,
                     defence)
