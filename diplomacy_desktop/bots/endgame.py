"""Hard's endgame: once the winning centre is within reach, play for it.

Until then Hard weighs every centre the same, a centre taken as much as a centre kept, and a
bot that is well ahead settles at 14-17 centres: the small powers left defend the few centres
it still needs, and a plan that takes two of them in some of the likely replies and loses one
in the others scores no better than one that holds. The game is won by owning the victory
centres after a Fall, and nothing else counts at the end, so:

* **the endgame starts when the victory centres are within reach**: the power's centres plus
  the other centres its units could move into this phase make at least the victory count, and
  it already owns all but :data:`ENDGAME_MARGIN` of them (12 of the standard game's 18). In
  game terms that is a power about two Falls from winning; no power is that big by the end of
  1902 in the games the opening baselines simulate (Hard and Easy fields, counted in
  ``docs/bots.md``), so Hard's play in the first two years, which those baselines describe, is
  the same with or without it;
* in the endgame a Fall result that owns the victory centres is worth ``win_bonus`` (:attr:`EndgamePlay.score`)
  centres more than its count, so a plan that wins against some of the likely replies beats a
  safe one that wins against none (and a Spring is judged by the Fall it sets up, bonus included);
* the Fall, which decides who owns what, gets a wider search (:attr:`EndgamePlay.fall_search`),
  and a Fall result that leaves the power owed builds with its own units on its free home
  centres loses half a centre per build it would have to waive (a big power's armies at home
  otherwise keep the reinforcements it has won from being built).

The victory count is the game's, not the map's: 18 in the standard game, a scenario's own in
a scenario (the 1914 game: 24). Whoever seats a Hard bot hands it the count
(:attr:`~diplomacy_desktop.engine.game.Game.victory_centres`, or
:func:`~diplomacy_desktop.engine.scenario_play.victory_centres` without a game), and the gate and
the win bonus here read that number only.

Normal shares Hard's search but never plays the endgame (its play is unchanged).
"""

from __future__ import annotations

from dataclasses import dataclass

from ..engine.board import MapModel
from ..engine.position import Position
from .search import EndgameScore, SearchBudget
from .valuation import node_graph

__all__ = ["ENDGAME_MARGIN", "EndgamePlay", "centres_within_reach", "in_endgame"]

ENDGAME_MARGIN = 6
"""A power plays for the win once it owns all but this many of the victory centres (12 of 18 in
the standard game; see the module's docstring)."""


@dataclass(frozen=True)
class EndgamePlay:
    """What changes in Hard's play once the victory centres are within reach."""

    score: EndgameScore = EndgameScore(win_bonus=3.0, lost_build=0.5)
    """What a Fall result is worth besides its centres: 3 more centres for owning the victory
    centres, half a centre lost per build it leaves no free home centre for (a power owed builds
    whose own units stand on its free home centres has to waive them). The bot fills in the
    game's victory count (:meth:`EndgameScore.winning_at`)."""
    fall_search: SearchBudget | None = SearchBudget(samples=12, noisy_plans=6, dumbbot_draws=8, climb_budget=800)
    """The Fall search in the endgame (None: the same as before it): half as many predicted
    replies again and twice the single-unit changes, since the Fall decides who owns what."""
    spring_plans: int | None = 6
    """Best Spring sets played out to the Fall in the endgame (None: the same as before it)."""
    margin: int = ENDGAME_MARGIN
    reach_moves: int = 1
    """The gate (:func:`in_endgame`): the victory centres not yet owned it allows, and the moves
    within which the centres in reach are counted."""


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


def in_endgame(position: Position, power: str, game_map: MapModel, victory_centres: int,
               margin: int = ENDGAME_MARGIN, moves: int = 1) -> bool:
    """Is the victory within reach of ``power``: all but ``margin`` of the ``victory_centres`` owned
    (the game's count: see the module's docstring), and all of them counting those near its units?"""
    return (position.centre_count(power) >= victory_centres - margin
            and centres_within_reach(position, power, game_map, moves) >= victory_centres)
