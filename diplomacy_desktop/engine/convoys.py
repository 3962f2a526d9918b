"""Convoy geometry: which chains of fleets at sea can carry an army from one coast to another.

Used when judging whether a move needs (or may use) a convoy, which convoy orders lie on a
route (DATC v3.0 treats a convoy order off every route as illegal, case 6.G.19), and by
``legal_orders`` to offer convoy destinations. It reads only the map and where the fleets are
(no order, no rule), so it sits in the map layer, below the rules' facts and the resolver that ask it.
"""

from __future__ import annotations

from functools import cache
from typing import Callable, Iterable, Sequence

from .board import MapModel


def route_exists(
    game_map: MapModel,
    src: str,
    dest: str,
    fleets: Iterable[str],
    usable: Callable[[str], bool] | None = None,
) -> bool:
    """Is there a chain of the given sea provinces from ``src`` to ``dest``?

    ``usable(sea)`` is asked lazily, only for fleets the search reaches, so an adjudicator can
    pass "is this fleet still afloat" and resolve only the dislodgements that matter.
    """
    fleet_set = set(fleets)
    if not fleet_set:
        return False
    reach = game_map.fleet_reach
    start = [f for f in fleet_set if src in reach.get(f, ())]
    seen: set[str] = set()
    stack: list[str] = []
    for f in start:
        if f not in seen:
            seen.add(f)
            if usable is None or usable(f):
                stack.append(f)
    while stack:
        f = stack.pop()
        near = reach.get(f, ())
        if dest in near:
            return True
        for g in near:
            if g in fleet_set and g not in seen:
                seen.add(g)
                if usable is None or usable(g):
                    stack.append(g)
    return False


def fleets_on_routes(game_map: MapModel, src: str, dest: str, fleets: Iterable[str]) -> set[str]:
    """The fleets that lie on at least one *minimal* chain from ``src`` to ``dest``.

    A chain is minimal when no part of it would do on its own: only its first fleet touches
    ``src``, only its last touches ``dest``, and no fleet touches any but its neighbours in
    the chain. DATC v3.0 (4.E.1, case 6.G.19) holds a convoy order illegal unless the fleet
    is needed for some route; a detour (6.G.19's Western Mediterranean) or a branch off every
    route (6.F.12's Irish Sea) is not needed.
    """
    fleet_set = set(fleets)
    reach = game_map.fleet_reach
    on_route: set[str] = set()

    def walk(path: list[str]) -> None:
        last = path[-1]
        if dest in reach[last]:
            on_route.update(path)
            return
        for g in reach[last]:
            if g not in fleet_set or g in path:
                continue
            near = reach[g]
            if src in near or any(p in near for p in path[:-1]):
                continue
            path.append(g)
            walk(path)
            path.pop()

    for f in fleet_set:
        if src in reach.get(f, ()):
            walk([f])
    return on_route


@cache
def _seas(game_map: MapModel) -> frozenset[str]:
    """The sea provinces of a map (a set lookup, not a property call, in the search below)."""
    return frozenset(p.abbr for p in game_map.provinces.values() if p.is_sea)


def convoy_destinations(game_map: MapModel, src: str, fleets: Iterable[str]) -> set[str]:
    """Coastal provinces an army at ``src`` could reach through the given fleets at sea."""
    fleet_set = set(fleets)
    reach = game_map.fleet_reach
    seas = _seas(game_map)
    out: set[str] = set()
    seen: set[str] = set()
    stack = [f for f in fleet_set if src in reach.get(f, ())]
    seen.update(stack)
    while stack:
        f = stack.pop()
        for g in reach.get(f, ()):
            if g in seas:
                if g in fleet_set and g not in seen:
                    seen.add(g)
                    stack.append(g)
            elif g != src:
                out.add(g)
    return out


def shortest_chain(game_map: MapModel, src: str, dest: str, fleets: Sequence[str]) -> list[str] | None:
    """The shortest chain of the given fleets' provinces leading from ``src`` to ``dest``, in order
    (breadth first, ties broken by province name), or None if they form no chain: the route a
    convoyed army is drawn and animated along, from the fleets that carried it."""
    reach = game_map.fleet_reach
    allowed = set(fleets)
    frontier = sorted(f for f in allowed if src in reach.get(f, ()))
    came_from: dict[str, str | None] = {f: None for f in frontier}
    while frontier:
        nxt: list[str] = []
        for f in frontier:
            if dest in reach.get(f, ()):
                chain = [f]
                back = came_from[f]
                while back is not None:
                    chain.append(back)
                    back = came_from[back]
                return chain[::-1]
            for g in sorted(reach.get(f, ())):
                if g in allowed and g not in came_from:
                    came_from[g] = f
                    nxt.append(g)
        frontier = nxt
    return None
