"""Easy: the DumbBot algorithm as publicly described (``docs/bots.md``), convoys off.

It is our baseline: it beats random play almost every time, and every stronger level must beat
it. Each phase it values the board (:mod:`.valuation`), then takes its units in random order and
walks down each unit's ranked destinations (:mod:`.walk`): hold, move, or support a partner that
needs it. It never convoys, never looks ahead and remembers nothing.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field

from ..engine.board import MapModel
from ..engine.legal import move_targets
from ..engine.locations import province_of
from ..engine.orders import Build, Disband, Hold, Move, Order, Retreat, SupportHold, SupportMove, Unit, Waive
from ..engine.position import MOVEMENT, RETREATS, Position
from ..engine.rules.build import adjustment_delta, army_or_fleet_options, free_home_centres
from .base import Level, has_orders_to_give
from .openings import OpeningBook, is_opening_position, standard_book
from .valuation import Valuation, unit_reach, valuate
from .walk import walk


def _ranked_destinations(unit: Unit, moves: list[Move], values: Valuation) -> list[tuple[float, str]]:
    """(value, location) best first; the unit's own location ranks above equal moves."""
    options = [(values.unit_value(unit), 0, unit.location)]
    options += [(values.value(unit.kind, m.dest), 1, m.dest) for m in moves]
    options.sort(key=lambda o: (-o[0], o[1], o[2]))
    return [(v, loc) for v, _, loc in options]


@dataclass
class _MovePlan:
    """The orders chosen so far in one movement phase, by province of the ordered unit."""

    orders: dict[str, Order] = field(default_factory=dict)
    moving_into: dict[str, Unit] = field(default_factory=dict)
    busy: set[str] = field(default_factory=set)

    def stays(self, prov: str) -> bool:
        return prov in self.orders and not isinstance(self.orders[prov], Move)


def dumbbot_movement(position: Position, power: str, values: Valuation, rng: random.Random,
                     game_map: MapModel) -> list[Order]:
    """DumbBot's movement orders for ``power``."""
    own = {u.province: u for u in position.units.get(power, ())}
    plan = _MovePlan()
    units = sorted(own.values(), key=str)
    rng.shuffle(units)

    def order(unit: Unit) -> None:
        here = unit.province
        if here in plan.orders or here in plan.busy:
            return
        plan.busy.add(here)
        moves = [m for m in move_targets(game_map, position, unit) if not m.via_convoy]
        options = _ranked_destinations(unit, moves, values)
        while options:
            value, loc = options[walk([v for v, _ in options], rng)]
            dest = province_of(loc)
            if dest == here:
                plan.orders[here] = Hold(unit)
                break
            partner = own.get(dest)
            if partner is not None and dest not in plan.orders and dest not in plan.busy:
                order(partner)
            if partner is not None:
                partner_order = plan.orders.get(dest)
                if partner_order is None or (isinstance(partner_order, Move)
                                             and province_of(partner_order.dest) == here):
                    options.remove((value, loc))  # partner undecided or swapping with us: both would bounce
                    continue
                if plan.stays(dest):
                    if values.competition.get(dest, 0) > 1:
                        plan.orders[here] = SupportHold(unit, partner)
                        break
                    options.remove((value, loc))
                    continue
            mover = plan.moving_into.get(dest)
            if mover is not None:
                if values.competition.get(dest, 0) > 0:
                    plan.orders[here] = SupportMove(unit, mover, dest)
                    break
                options.remove((value, loc))
                continue
            plan.orders[here] = Move(unit, loc)
            plan.moving_into[dest] = unit
            break
        else:
            plan.orders[here] = Hold(unit)
        plan.busy.discard(here)

    for unit in units:
        order(unit)

    # Units left holding support the most valuable neighbouring own move or hold that needs it.
    for unit in units:
        here = unit.province
        if not isinstance(plan.orders[here], Hold):
            continue
        best: tuple[float, str, Order] | None = None
        for dest in sorted(unit_reach(values.graph, unit)):
            comp = values.competition.get(dest, 0)
            mover = plan.moving_into.get(dest)
            partner = own.get(dest)
            candidate: Order | None = None
            if mover is not None and comp > 0:
                candidate = SupportMove(unit, mover, dest)
                move = plan.orders[mover.province]
                assert isinstance(move, Move)  # the unit moving into dest
                worth = values.value(mover.kind, move.dest)
            elif partner is not None and plan.stays(dest) and comp > 1:
                candidate = SupportHold(unit, partner)
                worth = values.unit_value(partner)
            if candidate is None:
                continue
            if best is None or worth > best[0]:
                best = (worth, dest, candidate)
        if best is not None:
            plan.orders[here] = best[2]
    return [plan.orders[u.province] for u in sorted(own.values(), key=str)]


def dumbbot_retreats(position: Position, power: str, values: Valuation, rng: random.Random) -> list[Order]:
    """Each dislodged unit walks down its ranked retreats; never two to one place; else disband."""
    mine = sorted((d for d in position.dislodged if d.power == power), key=lambda d: str(d.unit))
    rng.shuffle(mine)
    taken: set[str] = set()
    orders: list[Order] = []
    for d in mine:
        options = sorted(((values.value(d.unit.kind, loc), loc) for loc in d.retreats), key=lambda o: (-o[0], o[1]))
        options = [o for o in options if province_of(o[1]) not in taken]
        if not options:
            orders.append(Disband(d.unit))
            continue
        _, loc = options[walk([v for v, _ in options], rng)]
        taken.add(province_of(loc))
        orders.append(Retreat(d.unit, loc))
    return orders


def dumbbot_adjustments(position: Position, power: str, values: Valuation, rng: random.Random,
                        game_map: MapModel) -> list[Order]:
    """Builds on the best free home centres (walked), waive the rest; remove the least valued units."""
    delta = adjustment_delta(position, power)
    if delta < 0:
        units = sorted(position.units.get(power, ()), key=lambda u: (values.winter_value(u.kind, u.location), str(u)))
        return [Disband(u) for u in units[:-delta]]
    if delta == 0:
        return []
    options = [(values.winter_value(u.kind, u.location), str(u), u)
               for c in free_home_centres(game_map, position, power) for u in army_or_fleet_options(game_map, c)]
    options.sort(key=lambda o: (-o[0], o[1]))
    orders: list[Order] = []
    while options and len(orders) < delta:
        _, _, unit = options[walk([o[0] for o in options], rng)]
        orders.append(Build(unit))
        options = [o for o in options if o[2].province != unit.province]
    orders += [Waive()] * (delta - len(orders))
    return orders


@dataclass(frozen=True)
class EasyBot:
    """DumbBot, opening from the book."""

    book: OpeningBook | None = None
    level: Level = Level.EASY

    def orders_for(self, position: Position, power: str, rng: random.Random,
                   game_map: MapModel) -> tuple[Order, ...]:
        kind = position.phase.kind
        if not has_orders_to_give(position, power):
            return ()
        if kind == MOVEMENT and is_opening_position(position, power, game_map):
            opening = (self.book or standard_book()).draw(power, rng)
            if opening is not None:
                return opening.orders
        values = valuate(position, power, game_map)
        if kind == MOVEMENT:
            return tuple(dumbbot_movement(position, power, values, rng, game_map))
        if kind == RETREATS:
            return tuple(dumbbot_retreats(position, power, values, rng))
        return tuple(dumbbot_adjustments(position, power, values, rng, game_map))
