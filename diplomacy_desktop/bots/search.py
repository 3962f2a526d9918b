"""Hard's search: candidate order sets tried against the likely orders of the other powers.

One search

1. **predicts** what the others will likely order: a few samples of each power's orders, drawn
   the way a sensible player of our Easy model would give them from the public position (the
   openings book in Spring 1901). Only public facts go in; nobody's pending orders are read;
2. **proposes** candidate sets: Normal's coordinated plans (with and without variation) and
   DumbBot draws (and, in Spring 1901, the book's named openings);
3. **judges** every candidate against every sample with :func:`engine.adjudicator.next_position`,
   scoring the result (centres held after Fall, centres stood on after Spring, units dislodged,
   and how well placed the units are);
4. **improves** the best set one unit at a time (hold, each move, each support of a partner),
   keeping a change only when it scores better against the same samples.

Normal runs a small search without step 4; Hard a larger one, and looks one phase further in
Spring (:mod:`.lookahead`).
"""

from __future__ import annotations

import random
from dataclasses import dataclass, replace
from typing import Mapping, Sequence

from ..engine.adjudicator import next_position, update_centres
from ..engine.board import MapModel
from ..engine.legal import move_targets
from ..engine.locations import province_of
from ..engine.orders import Hold, Move, Order, SupportHold, SupportMove, Unit
from ..engine.position import FALL, Position
from .easy import dumbbot_movement
from .openings import OpeningBook, is_opening_position
from .planner import plan_movement
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
class EndgameScore:
    """What a Fall result is worth besides its centres once the victory is within reach (:mod:`.endgame`)."""

    win_bonus: float = 0.0
    """Extra worth, in centres, of owning the victory centres."""
    lost_build: float = 0.0
    """Loss per build the power would have to waive: more centres than units, but its own units
    stand on the free home centres it could build on."""
    victory_centres: int | None = None
    """The centres that win the game being played (its scenario's count, or the map's), handed
    over by the bot that plays it; None: no count given, so no win bonus."""

    def winning_at(self, victory_centres: int) -> "EndgameScore":
        """These terms in a game won with ``victory_centres`` centres."""
        return replace(self, victory_centres=victory_centres)

    def fall_terms(self, game_map: MapModel, power: str, owned: int, owners: Mapping[str, str],
                   after: Position) -> float:
        """What a Fall result owning ``owned`` centres is worth besides them."""
        won = self.victory_centres is not None and owned >= self.victory_centres
        extra = self.win_bonus if won else 0.0
        if self.lost_build:
            builds = owned - len(after.units.get(power, ()))
            if builds > 0:
                free = sum(1 for c in game_map.home_centres(power)
                           if owners.get(c) == power and after.unit_at(c) is None)
                extra -= self.lost_build * max(0, builds - free)
        return extra


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
    ending: EndgameScore | None = None
    """Hard's endgame terms (:mod:`.endgame`); None before it, and always for Normal."""

    def score(self, orders: Sequence[Order]) -> float:
        total = 0.0
        for sample in self.samples:
            given = dict(sample)
            given[self.power] = orders
            total += self._score(next_position(self.position, given, self.game_map))
        return total / len(self.samples)

    def _score(self, after: Position) -> float:
        """``after``: the position the trial leads to; after a movement phase with units
        dislodged it is the retreat phase, whose ``dislodged`` are those units."""
        me = self.power
        units = after.units
        mine = units.get(me, ())
        score = 0.0
        if self.position.phase.season == FALL:
            owners = update_centres(self.game_map, units, self.position.centres)
            owned = sum(1 for owner in owners.values() if owner == me)
            score += owned
            if self.ending is not None:
                score += self.ending.fall_terms(self.game_map, me, owned, owners, after)
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
        if after.dislodged:
            # a dislodger always ends in the province it dislodged from, so the position after
            # says who did it, without reading the per-order results
            held = {unit.province for unit in mine}
            for d in after.dislodged:
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


def supported_moves(position: Position, i: int, units: Sequence[Unit], values: Valuation,
                    game_map: MapModel) -> list[dict[int, Order]]:
    """Two- and three-unit changes: unit ``i`` moves where it meets resistance, partners support it.

    Changing one unit at a time never finds these: a supported attack is worth nothing until both
    the move and its support are given, and each alone may score worse than before.
    """
    unit = units[i]
    own = {u.province for u in units}
    out: list[dict[int, Order]] = []
    for move in move_targets(game_map, position, unit):
        if move.via_convoy:
            continue
        dest = province_of(move.dest)
        if dest in own:
            continue
        holder = position.owner_at(dest)
        if holder is None and values.competition.get(dest, 0) == 0:
            continue  # nobody can stop a lone move there
        helpers = [j for j, other in enumerate(units)
                   if j != i and dest in unit_reach(values.graph, other)]
        for j in helpers:
            out.append({i: move, j: SupportMove(units[j], unit, dest)})
        if len(helpers) >= 2:
            for a in range(len(helpers)):
                for b in range(a + 1, len(helpers)):
                    j, k = helpers[a], helpers[b]
                    out.append({i: move, j: SupportMove(units[j], unit, dest), k: SupportMove(units[k], unit, dest)})
    return out


@dataclass(frozen=True)
class SearchBudget:
    """How much one search tries: predicted replies, candidate sets, single-unit changes."""

    samples: int = 8
    noisy_plans: int = 6
    dumbbot_draws: int = 8
    climb_budget: int = 400
    """Most single-unit changes tried while improving the best set."""


@dataclass(frozen=True)
class Searched:
    """A search's outcome: the distinct sets it judged, best first, and the replies it judged them against."""

    ranked: tuple[tuple[float, tuple[Order, ...]], ...]
    replies: tuple[Mapping[str, Sequence[Order]], ...]


def search_plans(position: Position, power: str, values: Valuation, rng: random.Random, game_map: MapModel,
                 book: OpeningBook, budget: SearchBudget, book_candidates: bool,
                 ending: EndgameScore | None = None) -> Searched:
    """Candidate sets judged against ``budget.samples`` predicted replies, the best improved one unit at a time.

    Every distinct set judged is kept with its score, so that a caller can look further at the
    few best (see :mod:`.lookahead`). ``ending``: the terms Hard's endgame adds to a Fall result's
    score (None before it).
    """
    scale = max((abs(v) for v in values.move_value), default=1.0) or 1.0
    replies = predict_others(position, power, rng, game_map, budget.samples, book)
    judge = _Judge(position, power, values, scale, replies, game_map, game_map.supply_centres, ending)
    units = sorted(position.units[power], key=str)
    candidates: list[tuple[Order, ...]] = [tuple(plan_movement(position, power, values, rng, game_map))]
    candidates += [tuple(plan_movement(position, power, values, rng, game_map, noise=0.5))
                   for _ in range(budget.noisy_plans)]
    candidates += [tuple(dumbbot_movement(position, power, values, rng, game_map))
                   for _ in range(budget.dumbbot_draws)]
    if book_candidates and is_opening_position(position, power, game_map):
        candidates += [o.orders for o in book.named(power)]
    judged: dict[tuple[str, ...], tuple[float, tuple[Order, ...]]] = {}
    best: tuple[float, list[Order]] | None = None
    for cand in candidates:
        ordered = _aligned(cand, units)
        key = tuple(str(o) for o in ordered)
        if key in judged:
            continue
        score = judge.score(ordered)
        judged[key] = (score, tuple(ordered))
        if best is None or score > best[0]:
            best = (score, ordered)
    assert best is not None
    score, plan = best
    left = budget.climb_budget
    order_idx = list(range(len(units)))
    rng.shuffle(order_idx)
    improved = True
    while improved and left > 0:  # passes over the units until none of their changes helps
        improved = False
        for i in order_idx:
            changes = [{i: alt} for alt in unit_alternatives(position, units[i], plan, values, game_map)]
            changes += supported_moves(position, i, units, values, game_map)
            for change in changes:
                if left <= 0:
                    break
                trial = list(plan)
                for j, order in change.items():
                    trial[j] = order
                key = tuple(str(o) for o in trial)
                if key in judged:
                    continue
                left -= 1
                trial_score = judge.score(trial)
                judged[key] = (trial_score, tuple(trial))
                if trial_score > score + 1e-9:
                    score, plan = trial_score, trial
                    improved = True
    # Stable: among equal scores the set judged first comes first (the climb's result, or the
    # first candidate), as the climb itself keeps a change only when it does strictly better.
    ranked = sorted(judged.values(), key=lambda v: -v[0])
    return Searched(tuple(ranked), replies)


def matched_supports(plan: Sequence[Order]) -> list[Order]:
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




def _aligned(orders: Sequence[Order], units: Sequence[Unit]) -> list[Order]:
    """The orders in the order of ``units`` (a unit without an order holds)."""
    by_unit = {o.unit: o for o in orders}  # type: ignore[union-attr]
    return [by_unit.get(u, Hold(u)) for u in units]
