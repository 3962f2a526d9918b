"""Hard: try candidate order sets against the likely orders of the other powers, through the adjudicator.

Each movement phase it

1. **predicts** what the others will likely order: a few samples of each power's orders, drawn
   the way a sensible player of our Easy model would give them from the public position (the
   openings book in Spring 1901). Only public facts go in; nobody's pending orders are read;
2. **proposes** candidate sets for itself: Normal's coordinated plans (with and without
   variation) and DumbBot draws;
3. **judges** every candidate against every sample with :func:`engine.adjudicator.adjudicate`,
   scoring the result (centres held after Fall, centres stood on after Spring, units dislodged,
   and how well placed the units are), and keeps the best on average;
4. **improves** the best set one unit at a time (hold, each move, each support of a partner),
   keeping a change only when it scores better against the same samples.

Retreats and adjustments use Normal's choices. The number of samples and trials is bounded, so a
move takes well under a second on the standard map.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Mapping, Sequence

from ..engine.adjudicator import Resolution, adjudicate, update_centres
from ..engine.board import MapModel, province_of, standard_map
from ..engine.legal import move_targets
from ..engine.orders import Hold, Move, Order, SupportHold, SupportMove, Unit
from ..engine.position import ADJUSTMENTS, FALL, RETREATS, Position
from .base import Level, has_orders_to_give
from .easy import dumbbot_movement
from .openings import OpeningBook, is_opening_position, standard_book
from .planner import best_adjustments, best_retreats, plan_movement
from .valuation import Valuation, unit_reach, valuate

DISLODGED_COST = 0.25
"""Score lost per own unit dislodged (it may retreat, or be lost)."""
ENEMY_DISLODGED = 0.15
SPRING_FOOTHOLD = 0.6
"""Worth of standing on someone else's centre after Spring (it becomes ours if we stay in Fall)."""
SPRING_INTRUDER = 0.5
"""Loss for each own centre with a foreign unit on it after Spring."""
PLACEMENT = 1.0
"""Weight of how well placed our units are (DumbBot value of their places, scaled to 0..1)."""


@dataclass(frozen=True)
class _Judge:
    position: Position
    power: str
    values: Valuation
    scale: float
    samples: tuple[Mapping[str, Sequence[Order]], ...]
    game_map: MapModel
    supply: frozenset[str]
    """The map's centres, looked up once (the map computes them on every call)."""

    def score(self, orders: Sequence[Order]) -> float:
        total = 0.0
        for sample in self.samples:
            given = dict(sample)
            given[self.power] = orders
            total += self._score(adjudicate(self.position, given, self.game_map))
        return total / len(self.samples)

    def _score(self, res: Resolution) -> float:
        me = self.power
        after = res.position
        units = after.units
        mine = units.get(me, ())
        score = 0.0
        if self.position.phase.season == FALL:
            owners = update_centres(self.game_map, units, self.position.centres)
            score += sum(1 for owner in owners.values() if owner == me)
        else:
            centres = self.position.centres
            score += sum(1 for owner in centres.values() if owner == me)
            for unit in mine:
                prov = unit.province
                if prov in self.supply and centres.get(prov) != me:
                    score += SPRING_FOOTHOLD
            for power, power_units in units.items():
                if power == me:
                    continue
                for unit in power_units:
                    if centres.get(unit.province) == me:
                        score -= SPRING_INTRUDER
        if res.dislodged:
            # a dislodger always ends in the province it dislodged from, so the position after
            # says who did it, without reading the per-order results
            held = {unit.province for unit in mine}
            for d in res.dislodged:
                if d.power == me:
                    score -= DISLODGED_COST
                elif d.unit.province in held:
                    score += ENEMY_DISLODGED
        placed = sum(self.values.unit_value(u) for u in mine) / self.scale
        return score + PLACEMENT * placed / max(1, len(mine))


def predict_others(position: Position, power: str, rng: random.Random, game_map: MapModel,
                   samples: int, book: OpeningBook) -> tuple[dict[str, tuple[Order, ...]], ...]:
    """Likely orders of every other power, ``samples`` times, from the public position only."""
    others = [p for p in sorted(position.units) if p != power and position.units[p]]
    values = {p: valuate(position, p, game_map) for p in others}
    out = []
    for _ in range(samples):
        sample: dict[str, tuple[Order, ...]] = {}
        for p in others:
            if is_opening_position(position, p, game_map):
                opening = book.draw(p, rng)
                if opening is not None:
                    sample[p] = opening.orders
                    continue
            sample[p] = tuple(dumbbot_movement(position, p, values[p], rng, game_map))
        out.append(sample)
    return tuple(out)


def unit_alternatives(position: Position, unit: Unit, plan: Sequence[Order], values: Valuation,
                      game_map: MapModel) -> list[Order]:
    """Orders worth trying for one unit given the rest of the plan: hold, moves, supports of partners."""
    reach = unit_reach(values.graph, unit)
    out: list[Order] = [Hold(unit)]
    out += [m for m in move_targets(game_map, position, unit) if not m.via_convoy]
    for order in plan:
        other = order.unit  # type: ignore[union-attr]
        if other == unit:
            continue
        if isinstance(order, Move):
            dest = province_of(order.dest)
            if dest in reach and dest != unit.province:
                out.append(SupportMove(unit, other, dest))
        elif other.province in reach:
            out.append(SupportHold(unit, other))
    return out


def search_orders(position: Position, power: str, values: Valuation, rng: random.Random, game_map: MapModel,
                  book: OpeningBook, samples: int, noisy_plans: int, dumbbot_draws: int, climb_budget: int,
                  book_candidates: bool) -> tuple[Order, ...]:
    """The best candidate set against ``samples`` predicted replies, improved by up to ``climb_budget`` changes."""
    scale = max((abs(v) for v in values.move_value), default=1.0) or 1.0
    judge = _Judge(position, power, values, scale,
                   predict_others(position, power, rng, game_map, samples, book), game_map, game_map.supply_centres)
    units = sorted(position.units[power], key=str)
    candidates: list[tuple[Order, ...]] = [tuple(plan_movement(position, power, values, rng, game_map))]
    candidates += [tuple(plan_movement(position, power, values, rng, game_map, noise=0.5))
                   for _ in range(noisy_plans)]
    candidates += [tuple(dumbbot_movement(position, power, values, rng, game_map)) for _ in range(dumbbot_draws)]
    if book_candidates and is_opening_position(position, power, game_map):
        candidates += [o.orders for o in book.named(power)]
    seen: set[tuple[str, ...]] = set()
    best: tuple[float, list[Order]] | None = None
    for cand in candidates:
        ordered = _aligned(cand, units)
        key = tuple(str(o) for o in ordered)
        if key in seen:
            continue
        seen.add(key)
        score = judge.score(ordered)
        if best is None or score > best[0]:
            best = (score, ordered)
    assert best is not None
    score, plan = best
    budget = climb_budget
    order_idx = list(range(len(units)))
    rng.shuffle(order_idx)
    for i in order_idx:
        for alt in unit_alternatives(position, units[i], plan, values, game_map):
            if budget <= 0:
                break
            if str(alt) == str(plan[i]):
                continue
            trial = list(plan)
            trial[i] = alt
            budget -= 1
            trial_score = judge.score(trial)
            if trial_score > score + 1e-9:
                score, plan = trial_score, trial
    return tuple(_matched_supports(plan))


def _matched_supports(plan: Sequence[Order]) -> list[Order]:
    """The plan with every support of one of its own units that the plan no longer matches made a hold.

    A support is tried while the supported unit has one order, and the climb may change that
    order afterwards. Such a support is void and its unit holds anyway, so the board is the
    same either way; but a player reading the bot's orders should not see it give a void one.
    """
    by_unit = {o.unit: o for o in plan}  # type: ignore[union-attr]
    out: list[Order] = []
    for order in plan:
        if isinstance(order, (SupportMove, SupportHold)) and order.supported in by_unit:
            theirs = by_unit[order.supported]
            if isinstance(order, SupportMove):
                matched = isinstance(theirs, Move) and province_of(theirs.dest) == province_of(order.dest)
            else:
                matched = not isinstance(theirs, Move)
            if not matched:
                order = Hold(order.unit)
        out.append(order)
    return out


@dataclass(frozen=True)
class HardBot:
    """Search over candidate order sets, judged by the adjudicator against predicted orders."""

    book: OpeningBook | None = None
    samples: int = 8
    noisy_plans: int = 6
    dumbbot_draws: int = 8
    climb_budget: int = 400
    """Most single-unit changes tried while improving the best set."""
    level: Level = Level.HARD

    def orders_for(self, position: Position, power: str, rng: random.Random,
                   game_map: MapModel | None = None) -> tuple[Order, ...]:
        game_map = game_map or standard_map()
        kind = position.phase.kind
        if not has_orders_to_give(position, power):
            return ()
        values = valuate(position, power, game_map)
        if kind == RETREATS:
            return tuple(best_retreats(position, power, values))
        if kind == ADJUSTMENTS:
            return tuple(best_adjustments(position, power, values, game_map))
        return search_orders(position, power, values, rng, game_map, self.book or standard_book(), self.samples,
                             self.noisy_plans, self.dumbbot_draws, self.climb_budget, book_candidates=True)


def _aligned(orders: Sequence[Order], units: Sequence[Unit]) -> list[Order]:
    """The orders in the order of ``units`` (a unit without an order holds)."""
    by_unit = {o.unit: o for o in orders}  # type: ignore[union-attr]
    return [by_unit.get(u, Hold(u)) for u in units]
