"""Hard: a search over the adjudicator, looking one phase further in Spring.

Each movement phase it runs :func:`.search.search_plans`: candidate order sets (Normal's
coordinated plans, DumbBot draws, in Spring 1901 the named openings) judged against eight
predicted sets of the other powers' orders (the Easy model, from the public position only),
the best improved one unit at a time. In Fall that best set is played. In Spring the few best
sets are played out to the Fall that follows (:mod:`.lookahead`): the set whose best Fall reply
owns the most centres is played, since a Spring move is worth what it lets the Fall take.

Retreats and adjustments use Normal's choices.

Once the victory centres are within reach (:mod:`.endgame`), a Fall that wins counts for more
than its centres, and the Fall is searched wider: the bot plays for the win, not for the count.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field

from ..engine.board import MapModel
from ..engine.orders import Order
from ..engine.position import ADJUSTMENTS, RETREATS, SPRING, Position
from .base import Level, has_orders_to_give
from .endgame import EndgamePlay, in_endgame
from .lookahead import FallLook, spring_by_fall
from .openings import OpeningBook, standard_book
from .planner import best_adjustments, best_retreats
from .search import SearchBudget, matched_supports, search_plans
from .valuation import Valuation, valuate

__all__ = ["HardBot", "search_orders"]


def search_orders(position: Position, power: str, values: Valuation, rng: random.Random, game_map: MapModel,
                  book: OpeningBook, samples: int, noisy_plans: int, dumbbot_draws: int, climb_budget: int,
                  book_candidates: bool) -> tuple[Order, ...]:
    """The best candidate set against ``samples`` predicted replies (Normal's search; Hard's first step)."""
    budget = SearchBudget(samples, noisy_plans, dumbbot_draws, climb_budget)
    searched = search_plans(position, power, values, rng, game_map, book, budget, book_candidates)
    return tuple(matched_supports(searched.ranked[0][1]))


@dataclass(frozen=True)
class HardBot:
    """Search over candidate order sets, judged by the adjudicator against predicted orders."""

    book: OpeningBook | None = None
    search: SearchBudget = SearchBudget()
    look: FallLook = field(default_factory=FallLook)
    spring_plans: int = 4
    """Best Spring sets of the search that are played out to the Fall."""
    endgame: EndgamePlay | None = field(default_factory=EndgamePlay)
    """How it plays once the victory centres are within reach (None: as before)."""
    level: Level = Level.HARD
    victory_centres: int = field(kw_only=True)
    """The centres that win the game it plays (the game's count, its scenario's or the map's:
    ``Game.victory_centres``); the endgame starts near it and plays for it."""

    def orders_for(self, position: Position, power: str, rng: random.Random,
                   game_map: MapModel) -> tuple[Order, ...]:
        kind = position.phase.kind
        if not has_orders_to_give(position, power):
            return ()
        values = valuate(position, power, game_map)
        if kind == RETREATS:
            return tuple(best_retreats(position, power, values))
        if kind == ADJUSTMENTS:
            return tuple(best_adjustments(position, power, values, game_map))
        book = self.book or standard_book()
        budget, spring_plans, ending_score = self.search, self.spring_plans, None
        endgame = self.endgame
        if endgame is not None and in_endgame(position, power, game_map, self.victory_centres, endgame.margin,
                                              endgame.reach_moves):
            ending_score = endgame.score.winning_at(self.victory_centres)
            if endgame.fall_search is not None and position.phase.season != SPRING:
                budget = endgame.fall_search
            spring_plans = endgame.spring_plans or spring_plans
        searched = search_plans(position, power, values, rng, game_map, book, budget, book_candidates=True,
                                ending=ending_score)
        best = searched.ranked[0][1]
        if position.phase.season == SPRING and spring_plans > 1 and len(searched.ranked) > 1:
            plans = [plan for _, plan in searched.ranked[:spring_plans]]
            worth = spring_by_fall(position, power, plans, searched.replies, rng, game_map, book, self.look, ending_score)
            best = plans[max(range(len(plans)), key=lambda i: (worth[i], -i))]
        return tuple(matched_supports(best))
