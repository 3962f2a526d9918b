"""Normal: Easy's sense of direction, played as a team, with a quick look at the likely replies.

It opens from the book like Easy. After that its candidates are the coordinated plans of
:mod:`.planner` (moves that do not collide, supports where a move meets resistance, convoys)
and a couple of DumbBot draws; it keeps the one that does best against two predicted sets of
the other powers' orders, judged by the adjudicator. Unlike Hard it predicts fewer replies and
does not refine the chosen set unit by unit, so a move takes a few tens of milliseconds.
Retreats go where the board needs the unit (never two to one place) and builds where the
threat is, without coin flips.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from ..engine.board import MapModel
from ..engine.orders import Order
from ..engine.position import ADJUSTMENTS, MOVEMENT, RETREATS, Position
from .base import Level, has_orders_to_give
from .hard import search_orders
from .openings import OpeningBook, is_opening_position, standard_book
from .planner import best_adjustments, best_retreats
from .valuation import valuate


@dataclass(frozen=True)
class NormalBot:
    """Coordinated supports, convoys, sensible retreats and builds; opens from the book."""

    book: OpeningBook | None = None
    samples: int = 2
    noisy_plans: int = 2
    dumbbot_draws: int = 2
    level: Level = Level.NORMAL

    def orders_for(self, position: Position, power: str, rng: random.Random,
                   game_map: MapModel) -> tuple[Order, ...]:
        kind = position.phase.kind
        if not has_orders_to_give(position, power):
            return ()
        book = self.book or standard_book()
        if kind == MOVEMENT and is_opening_position(position, power, game_map):
            opening = book.draw(power, rng)
            if opening is not None:
                return opening.orders
        values = valuate(position, power, game_map)
        if kind == RETREATS:
            return tuple(best_retreats(position, power, values))
        if kind == ADJUSTMENTS:
            return tuple(best_adjustments(position, power, values, game_map))
        return search_orders(position, power, values, rng, game_map, book, self.samples, self.noisy_plans,
                             self.dumbbot_draws, climb_budget=0, book_candidates=False)
