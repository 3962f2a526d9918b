"""A bot level's behaviour in one short string: the orders it gives on a few fixed positions, hashed.

The shipped baselines were simulated with the bots of the day. When a level's bot changes (a
stronger Hard, a new valuation, a rules fix in the adjudicator), its old figures describe a bot
the player no longer meets. The baselines file stores this fingerprint for each level it
measured; the scorecard compares it with the running bot's and says so when they differ,
instead of showing old figures as if they were current.

The positions come from seeded random play (:class:`~diplomacy_desktop.bots.random_play.RandomBot`),
which depends on the rules only, never on a level: the start of the game (where Hard searches the
openings book and Easy and Normal draw from it), the Fall 1901 and Spring 1902 movement phases,
the Winter 1901 adjustments, the Fall 1902 movement phase and a retreat phase: the kinds of
position a baseline game meets. Every power with orders to give answers on each with its own
seeded dice; the orders, written out in a fixed order, are hashed. Any change in what a level
orders on these positions changes the string; a change too small to alter any of them goes
unnoticed (nudging one of Hard's weights by a tenth did not alter a single order of two whole
baseline games either). It takes about a second of processor time for Hard, once per process.
"""

from __future__ import annotations

import hashlib
import random
from functools import cache

from ..bots import Level, make_bot
from ..bots.base import has_orders_to_give
from ..bots.random_play import RandomBot
from ..engine.adjudicator import next_position
from ..engine.board import MapModel, initial_position, standard_map
from ..engine.position import ADJUSTMENTS, MOVEMENT, RETREATS, Position
from ..engine.scenario_play import victory_centres

PLAYOUT_SEEDS = range(20)
"""Random games (to 1904) looked through, in order, for a retreat phase (random play seldom dislodges)."""
WANTED = ((1901, "fall", MOVEMENT), (1901, "winter", ADJUSTMENTS), (1902, "spring", MOVEMENT),
          (1902, "fall", MOVEMENT))
"""Phases taken from the first random game: the ones a baseline game plays after the opening."""


def _random_game(seed: int, game_map: MapModel, last_year: int) -> list[Position]:
    bot = RandomBot()
    rngs = {p: random.Random(f"behaviour:{seed}:{p}") for p in sorted(game_map.powers)}
    position = initial_position(game_map)
    seen = [position]
    while position.phase.year <= last_year:
        orders = {p: bot.orders_for(position, p, rngs[p], game_map) for p in sorted(game_map.powers)
                  if has_orders_to_give(position, p)}
        position = next_position(position, {p: o for p, o in orders.items() if o}, game_map)
        seen.append(position)
    return seen


def fingerprint_positions(game_map: MapModel) -> tuple[tuple[Position, tuple[str, ...]], ...]:
    """(position, the powers asked) in a fixed order: the start, four phases of one random game
    and the first retreat phase random play reaches."""
    everyone = tuple(sorted(game_map.powers))
    start = initial_position(game_map)
    out: list[tuple[Position, tuple[str, ...]]] = [(start, everyone)]
    first = _random_game(0, game_map, 1902)
    for year, season, kind in WANTED:
        pos = next(p for p in first if (p.phase.year, str(p.phase.season), p.phase.kind) == (year, season, kind))
        out.append((pos, tuple(p for p in everyone if has_orders_to_give(pos, p))))
    for seed in PLAYOUT_SEEDS:
        retreat = next((p for p in _random_game(seed, game_map, 1904) if p.phase.kind == RETREATS), None)
        if retreat is not None:
            out.append((retreat, tuple(p for p in everyone if has_orders_to_give(retreat, p))))
            break
    return tuple(out)


def behaviour_fingerprint(level: Level | str, game_map: MapModel) -> str:
    """``sha256:`` and 16 hex digits of the orders ``level`` gives on :func:`fingerprint_positions`."""
    level = Level(level)
    bot = make_bot(level, victory_centres(game_map, None))  # the standard game's
    digest = hashlib.sha256()
    for index, (position, powers) in enumerate(fingerprint_positions(game_map)):
        for power in powers:
            orders = bot.orders_for(position, power, random.Random(f"behaviour:{index}:{power}"), game_map)
            line = f"{position.phase.code} {power}: {'; '.join(sorted(str(o) for o in orders))}\n"
            digest.update(line.encode("utf-8"))
    return "sha256:" + digest.hexdigest()[:16]


@cache
def current_fingerprint(level: Level | str) -> str:
    """The running bots' fingerprint for ``level`` on the standard map, worked out once per process."""
    return behaviour_fingerprint(Level(level), standard_map())  # the baselines' map
