"""Hard's endgame: once the winning centre is within reach, play for it.

Until then Hard weighs every centre the same, a centre taken as much as a centre kept, and a
bot that is well ahead settles at 14-17 centres: the small powers left defend the few centres
it still needs, and a plan that takes two of them in some of the likely replies and loses one
in the others scores no better than one that holds. The game is won by owning the victory
centres (18 on the standard map) after a Fall, and nothing else counts at the end, so:

* **the endgame starts when the victory centres are within reach**: the power's centres plus
  the other centres its units could move into this phase make at least the victory count, and
  it already owns at least :data:`ENDGAME_FLOOR` of them. In game terms that is a power about
  two Falls from winning; no power is that big by the end of 1902 in the games the opening
  baselines simulate (Hard and Easy fields, counted in ``docs/bots.md``), so Hard's play in the
  first two years, which those baselines describe, is the same with or without it;
* in the endgame a Fall result that owns the victory centres is worth ``win_bonus`` (:attr:`EndgamePlay.score`)
  centres more than its count, so a plan that wins against some of the likely replies beats a
  safe one that wins against none (and a Spring is judged by the Fall it sets up, bonus included);
* the Fall, which decides who owns what, gets a wider search (:attr:`EndgamePlay.fall_search`),
  and a Fall result that leaves the power owed builds with its own units on its free home
  centres loses half a centre per build it would have to waive (a big power's armies at home
  otherwise keep the reinforcements it has won from being built).

Normal shares Hard's search but never plays the endgame (its play is unchanged).
"""

from __future__ import annotations

from dataclasses import dataclass

from ..engine.board import MapModel
from ..engine.position import Position
from .search import EndgameScore, SearchBudget
from .valuation import node_graph

__all__ = ["ENDGAME_FLOOR", "EndgamePlay", "centres_within_reach", "in_endgame"]

ENDGAME_FLOOR = 12
"""Centres a power must own before it plays for the win (see the module's docstring)."""


@dataclass(frozen=True)
class EndgamePlay:
    """What changes in Hard's play once the victory centres are within reach."""

    score: EndgameScore = EndgameScore(win_bonus=3.0, lost_build=0.5)
    """What a Fall result is worth besides its centres: 3 more centres for owning the victory
    centres, half a centre lost per build it leaves no free home centre for (a power owed builds
    whose own units stand on its free home centres has to waive them)."""
    fall_search: SearchBudget | None = SearchBudget(samples=12, noisy_plans=6, dumbbot_draws=8, climb_budget=800)
    """The Fall search in the endgame (None: the same as before it): half as many predicted
    replies again and twice the single-unit changes, since the Fall decides who owns what."""
    spring_plans: int | None = 6
    """Best Spring sets played out to the Fall in the endgame (None: the same as before it)."""
    floor: int = ENDGAME_FLOOR
    reach_moves: int = 1
    """The gate (:func:`in_endgame`): centres owned, and the moves within which the rest are counted."""


def centres_within_reach(position: Position, power: str, game_map: MapModel, moves: int = 1) -> int:
    """The power's centres plus the other centres its units could move into in ``moves`` moves."""
    graph = node_graph(game_map)
    supply = game_map.supply_centres
    centres = position.centres
    frontier = {graph.index[(u.kind, u.location)] for u in position.units.get(power, ())}
    seen = set(frontier)
    for _ in range(moves):
        step: set[int] = set()
        for i in frontier:
            step.update(graph.single[i])
            for group in graph.multi[i]:
                step.update(group)
        frontier = step - seen
        seen |= step
    reach = {graph.province[i] for i in seen}
    return position.centre_count(power) + sum(1 for p in reach if p in supply and centres.get(p) != power)


def in_endgame(position: Position, power: str, game_map: MapModel, floor: int = ENDGAME_FLOOR,
               moves: int = 1) -> bool:
    """Is the victory within reach of ``power``: enough centres owned, and enough more near its units?"""
    return (position.centre_count(power) >= floor
            and centres_within_reach(position, power, game_map, moves) >= game_map.victory_centres)
