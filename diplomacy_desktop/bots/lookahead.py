"""Hard's second phase of look-ahead: a Spring plan judged by the Fall it leads to.

A Spring move rarely takes a centre; it puts units next to centres so that the Fall move can.
Scoring a Spring result directly (centres stood on, how well placed the units are) misses what
matters: can the Fall that follows take more? So Hard's few best Spring plans are played
out one more phase:

1. each plan is judged against a few of the predicted Spring replies (the same ones for every
   plan, so that plans are compared on the same dice) through the adjudicator;
2. any retreats are taken the sensible way (:func:`.planner.best_retreats`, each power valuing
   the board as it did before Spring);
3. on the position that results, the other powers' likely Fall orders are predicted again with
   the Easy model, and Hard searches its best Fall reply (:func:`.search.search_plans`, a
   smaller search than the main one);
4. the plan's worth is the mean score of those best Fall replies: the centres owned after Fall
   and how well placed the units are.

Everything is drawn from seeded streams derived from the bot's ``random.Random``, so the same
position and seed give the same choice.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Mapping, Sequence

from ..engine.adjudicator import next_position
from ..engine.board import MapModel
from ..engine.orders import Order
from ..engine.position import MOVEMENT, RETREATS, Position
from .openings import OpeningBook
from .planner import best_retreats
from .search import EndgameScore, SearchBudget, search_plans
from .valuation import Valuation, valuate


@dataclass(frozen=True)
class FallLook:
    """How much the Fall look-ahead tries for each Spring plan."""

    spring_replies: int = 3
    """Predicted Spring replies each plan is played against."""
    fall: SearchBudget = SearchBudget(samples=2, noisy_plans=2, dumbbot_draws=2, climb_budget=30)
    """The search for the best Fall reply on each Spring result."""


def spring_by_fall(position: Position, power: str, plans: Sequence[tuple[Order, ...]],
                   replies: Sequence[Mapping[str, Sequence[Order]]], rng: random.Random, game_map: MapModel,
                   book: OpeningBook, look: FallLook, ending: EndgameScore | None = None) -> list[float]:
    """The worth of each Spring plan: the mean score of Hard's best Fall reply after it
    (``ending``: see :func:`.search.search_plans`)."""
    before = {p: valuate(position, p, game_map) for p in sorted(position.units) if position.units[p]}
    seeds = [rng.getrandbits(32) for _ in replies[:look.spring_replies]]
    worth: list[float] = []
    for plan in plans:
        total = 0.0
        for reply, seed in zip(replies, seeds):
            given = dict(reply)
            given[power] = plan
            after = next_position(position, given, game_map)
            after = _retreated(after, before, game_map)
            total += _best_fall(after, power, random.Random(seed), game_map, book, look.fall, ending)
        worth.append(total / len(seeds))
    return worth


def _retreated(position: Position, before: Mapping[str, Valuation], game_map: MapModel) -> Position:
    """The position after the Spring retreats, each dislodged unit retreating where its power valued most."""
    if position.phase.kind != RETREATS:
        return position
    orders: dict[str, tuple[Order, ...]] = {}
    for power in sorted({d.power for d in position.dislodged}):
        values = before.get(power)
        if values is not None:
            orders[power] = tuple(best_retreats(position, power, values))
    return next_position(position, orders, game_map)


def _best_fall(position: Position, power: str, rng: random.Random, game_map: MapModel, book: OpeningBook,
               budget: SearchBudget, ending: EndgameScore | None) -> float:
    """The score of Hard's best Fall reply found on ``position`` (0 when it has no unit left)."""
    if position.phase.kind != MOVEMENT or not position.units.get(power):
        return float(position.centre_count(power))
    values = valuate(position, power, game_map)
    return search_plans(position, power, values, rng, game_map, book, budget, book_candidates=False,
                        ending=ending).ranked[0][0]
