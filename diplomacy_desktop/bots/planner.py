"""DumbBot's wishes, planned as a team: the moves, supports, retreats and builds of Normal and Hard.

Where DumbBot walks its units one by one, this plans them together, in three steps:

1. **Moves.** Every (unit, destination) pair is scored by how much better the destination is
   than staying (the DumbBot value, see :mod:`.valuation`); pairs are granted best first, so
   two units never aim at one province, a unit never moves into a partner's place unless the
   partner leaves it, and partners never swap places (both would bounce). Armies next to our
   fleets at sea may also sail: the fleets on the route are then kept to convoy them.
2. **Supports.** Units left holding support the moves and holds that meet resistance: an
   occupied target needs more than its holder's likely strength, an empty one more than the
   strongest rival next to it, an own centre under threat is held with support.
3. **Retreats and builds** take the best-valued options outright (no coin flips): retreat
   where the board needs us (never two to one place), build where the threat is, remove the
   units farthest from anything that matters.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from ..engine.board import MapModel
from ..engine.convoys import convoy_destinations, fleets_on_routes
from ..engine.legal import move_targets
from ..engine.locations import province_of
from ..engine.orders import (ARMY, FLEET, Build, Convoy, Disband, Hold, Move, Order, Retreat, SupportHold, SupportMove,
                             Unit, Waive)
from ..engine.position import FALL, Position
from ..engine.rules.build import adjustment_delta, army_or_fleet_options, free_home_centres
from .valuation import Valuation, unit_reach

CONVOY_COST = 0.02
"""A convoyed move is worth a little less than the same move over land (it needs fleets to stay)."""


def _scale(values: Valuation) -> float:
    return max((abs(v) for v in values.move_value), default=1.0) or 1.0


def resistance(position: Position, power: str, dest: str, values: Valuation) -> int:
    """How much strength a move into ``dest`` should bring to succeed, as far as we can guess.

    An enemy holder counts 1, plus one for every two of its partners that could support it;
    any target counts at least the strongest rival next to it (it may move in too).
    """
    rivals = values.rivals.get(dest, {})
    holder = position.owner_at(dest)
    need = 0
    if holder is not None and holder != power:
        partners = rivals.get(holder, 0) - 1
        need = 1 + (partners + 1) // 2
    competitor = max((n for p, n in rivals.items() if p != holder), default=0)
    return max(need, min(competitor, 2))


def success_odds(position: Position, power: str, dest: str, values: Valuation) -> float:
    """A rough chance that a move into ``dest`` gets there, with the help our units could give."""
    need = resistance(position, power, dest, values)
    if need == 0:
        return 0.95
    if values.strength.get(dest, 0) > need:
        return 0.6
    return 0.15


GUARD_FACTOR = 1.25
"""Staying on an own centre under threat in Fall is worth this much more than its place's value."""


def _guard_factor(position: Position, values: Valuation, prov: str) -> float:
    if position.phase.season == FALL and prov in values.defence and values.competition.get(prov, 0) > 0:
        return GUARD_FACTOR
    return 1.0


@dataclass
class _Plan:
    orders: dict[str, Order]
    """Province of the ordered unit -> its order."""
    into: dict[str, Unit]
    """Destination province -> our unit moving there."""
    move_dest: dict[str, str]
    """Province of a moving unit -> its destination province."""


def plan_movement(position: Position, power: str, values: Valuation, rng: random.Random, game_map: MapModel,
                  noise: float = 0.0) -> list[Order]:
    """Coordinated movement orders for ``power``; ``noise`` (0..1) varies the plan between calls."""
    own = {u.province: u for u in sorted(position.units.get(power, ()), key=str)}
    scale = _scale(values)
    at_sea = [p for p, u in own.items() if u.kind == FLEET and game_map.provinces[p].is_sea]

    def jitter() -> float:
        return 1.0 + noise * (rng.random() - 0.5) if noise else 1.0

    stay = {p: values.unit_value(u) / scale * _guard_factor(position, values, p) for p, u in own.items()}
    pairs: list[tuple[float, str, str, Move, tuple[str, ...]]] = []
    for prov, unit in own.items():
        for move in move_targets(game_map, position, unit):
            if move.via_convoy:
                continue
            odds = success_odds(position, power, province_of(move.dest), values)
            gain = odds * (values.value(unit.kind, move.dest) / scale * jitter() - stay[prov])
            pairs.append((gain, prov, move.dest, move, ()))
        if unit.kind == ARMY and at_sea and game_map.provinces[prov].is_coastal:
            near = unit_reach(values.graph, unit)
            for dest in sorted(convoy_destinations(game_map, prov, at_sea) - near - position.closed):
                fleets = tuple(sorted(fleets_on_routes(game_map, prov, dest, at_sea)))
                if fleets:
                    odds = success_odds(position, power, dest, values)
                    gain = odds * (values.value(ARMY, dest) / scale * jitter() - stay[prov]) - CONVOY_COST * len(fleets)
                    pairs.append((gain, prov, dest, Move(unit, dest, via_convoy=True), fleets))
    pairs.sort(key=lambda p: (-p[0], p[1], p[2]))

    plan = _Plan({}, {}, {})
    pending = [p for p in pairs if p[0] > 0]
    progress = True
    while progress:
        progress = False
        for entry in list(pending):
            gain, prov, loc, move, fleets = entry
            dest = province_of(loc)
            if prov in plan.orders or dest in plan.into:
                pending.remove(entry)
                continue
            if any(f in plan.orders for f in fleets):
                pending.remove(entry)
                continue
            if dest in own and dest not in plan.move_dest:
                if dest in plan.orders:  # the partner stays
                    pending.remove(entry)
                continue  # partner undecided: try again once it is
            if plan.move_dest.get(dest) == prov:
                pending.remove(entry)  # a swap would bounce
                continue
            if dest in own and success_odds(position, power, plan.move_dest[dest], values) < 0.5:
                pending.remove(entry)  # the partner will likely bounce back and block us
                continue
            plan.orders[prov] = move
            plan.into[dest] = move.unit
            plan.move_dest[prov] = dest
            for f in fleets:
                plan.orders[f] = Convoy(own[f], move.unit, loc)
            pending.remove(entry)
            progress = True
        if not progress:
            # Undecided partners stay, which may free or block the rest.
            blocked = sorted({province_of(e[2]) for e in pending if province_of(e[2]) in own
                              and province_of(e[2]) not in plan.orders})
            if blocked:
                first = blocked[0]
                plan.orders[first] = Hold(own[first])
                progress = True
    for prov, unit in own.items():
        plan.orders.setdefault(prov, Hold(unit))
    # Moves to a place our own holder will not leave (its move was never granted) are dropped.
    for prov, order in list(plan.orders.items()):
        if isinstance(order, Move):
            dest = province_of(order.dest)
            if dest in own and dest not in plan.move_dest:
                plan.orders[prov] = Hold(order.unit)
                del plan.into[dest]
                del plan.move_dest[prov]

    _add_supports(position, power, values, plan, own, scale)
    return [plan.orders[p] for p in own]


def _add_supports(position: Position, power: str, values: Valuation, plan: _Plan, own: dict[str, Unit],
                  scale: float) -> None:
    """Give the moves and holds that meet resistance the supports they need, most valuable first.

    A helper is a unit holding, or one whose own move is worth less than the target; a helper
    that gives up a move frees its destination, and a partner that was moving into the helper's
    place stays (and may help in turn). A target is only helped when enough helpers exist to
    beat the resistance; otherwise the attempt is left as it is (a bounce still blocks).
    """
    needs: list[tuple[float, str, int]] = []
    for dest, mover in plan.into.items():
        need = resistance(position, power, dest, values)
        if need >= 1:
            needs.append((values.value(mover.kind, plan.orders[mover.province].dest) / scale, dest, need))  # type: ignore[union-attr]
    for prov, unit in own.items():
        if isinstance(plan.orders[prov], Move):
            continue
        threat = values.competition.get(prov, 0)
        if threat >= 1:
            worth = values.unit_value(unit) / scale * _guard_factor(position, values, prov)
            needs.append((worth, prov, threat))
    needs.sort(key=lambda n: (-n[0], n[1]))
    helped: set[str] = set()
    for worth, target, need in needs:
        mover = plan.into.get(target)
        holder = own.get(target) if mover is None else None
        if mover is None and (holder is None or isinstance(plan.orders[target], Move)):
            continue  # the move was given up, or the holder left
        anchor = mover.province if mover is not None else target
        strength = 1 + sum(1 for o in plan.orders.values() if _supports_into(o, target))
        helpers: list[tuple[int, float, str]] = []
        for prov in sorted(own):
            unit = own[prov]
            order = plan.orders[prov]
            if prov in (anchor, target) or prov in helped or target not in unit_reach(values.graph, unit):
                continue
            if isinstance(order, Hold):
                helpers.append((0, 0.0, prov))
            elif isinstance(order, Move) and not isinstance(order, Convoy):
                own_worth = values.value(unit.kind, order.dest) / scale
                if own_worth < worth and not order.via_convoy:
                    helpers.append((1, own_worth, prov))
        helpers.sort()
        if strength + len(helpers) <= need:
            continue
        for _, _, prov in helpers:
            if strength > need:
                break
            unit = own[prov]
            old = plan.orders[prov]
            if isinstance(old, Move):
                _give_up_move(plan, own, prov)
            plan.orders[prov] = SupportMove(unit, mover, target) if mover is not None else SupportHold(unit, own[target])
            helped.add(prov)
            strength += 1


def _supports_into(order: Order, target: str) -> bool:
    if isinstance(order, SupportMove):
        return province_of(order.dest) == target
    if isinstance(order, SupportHold):
        return order.supported.province == target
    return False


def _give_up_move(plan: _Plan, own: dict[str, Unit], prov: str) -> None:
    """The unit in ``prov`` stays after all; a partner moving into ``prov`` must stay too."""
    dest = plan.move_dest.pop(prov)
    plan.into.pop(dest, None)
    plan.orders[prov] = Hold(own[prov])
    follower = plan.into.get(prov)
    if follower is not None and follower.province in plan.move_dest:
        _give_up_move(plan, own, follower.province)


def best_retreats(position: Position, power: str, values: Valuation) -> list[Order]:
    """Most valuable retreat for each dislodged unit, the most valuable units choosing first."""
    mine = sorted((d for d in position.dislodged if d.power == power), key=lambda d: str(d.unit))
    options = sorted(((values.value(d.unit.kind, loc), str(d.unit), loc, d) for d in mine for loc in d.retreats),
                     key=lambda o: (-o[0], o[1], o[2]))
    chosen: dict[str, Order] = {}
    taken: set[str] = set()
    for _, name, loc, d in options:
        if name in chosen or province_of(loc) in taken:
            continue
        chosen[name] = Retreat(d.unit, loc)
        taken.add(province_of(loc))
    return [chosen.get(str(d.unit), Disband(d.unit)) for d in mine]


def best_adjustments(position: Position, power: str, values: Valuation, game_map: MapModel) -> list[Order]:
    """Build the best-valued unit on the most threatened free home centres; remove the least useful units."""
    delta = adjustment_delta(position, power)
    if delta < 0:
        units = sorted(position.units.get(power, ()), key=lambda u: (values.winter_value(u.kind, u.location), str(u)))
        return [Disband(u) for u in units[:-delta]]
    builds: list[tuple[float, str, Unit]] = []
    for centre in free_home_centres(game_map, position, power):
        best = max(army_or_fleet_options(game_map, centre),
                   key=lambda u: (values.winter_value(u.kind, u.location), str(u)))
        builds.append((values.winter_value(best.kind, best.location), str(best), best))
    builds.sort(key=lambda b: (-b[0], b[1]))
    orders: list[Order] = [Build(u) for _, _, u in builds[:delta]]
    return orders + [Waive()] * (delta - len(orders))
